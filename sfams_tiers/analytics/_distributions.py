"""How the archive is distributed: importance, age and time spent live, in bins.

Every bin is listed, empty ones with 0, so charts and tables have the same rows
whatever the archive holds. Queries that need time take ``now``; none reads the clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import polars as pl

from sfams_tiers._errors import InvalidQuery
from sfams_tiers.analytics._lazy import DAY_US, Frame, as_lazy

__all__ = ["age_distribution", "importance_distribution", "time_to_archive"]


def importance_distribution(frame: Frame, bins: int = 10) -> pl.DataFrame:
    """How important the archived memories were: counts in ``bins`` equal bins of [0, 1].

    Bin ``i`` holds importance in ``[i/bins, (i+1)/bins)``; the last bin includes 1.0.
    Every bin is listed, empty ones with 0.

    Returns:
        ``low``, ``high``, ``label`` (e.g. ``0.1-0.2``) and ``records``.
    """
    if bins < 1:
        raise InvalidQuery("bins", "must be at least 1.")
    index = (pl.col("importance") * bins).floor().cast(pl.Int64).clip(0, bins - 1)
    counts = (
        as_lazy(frame)
        .filter(pl.col("importance").is_not_null())
        .group_by(index.alias("bin"))
        .agg(pl.len().alias("records"))
        .collect()
    )
    return _every_bin(counts, [i / bins for i in range(bins + 1)], "{:.1f}-{:.1f}")


def age_distribution(
    frame: Frame,
    now: datetime,
    edges_days: Sequence[float] = (1, 7, 30, 90, 180, 365),
) -> pl.DataFrame:
    """How old the archived memories are at ``now`` (``now - created_at``), in day bins.

    Bins are ``[0, e1)``, ``[e1, e2)``, ..., ``[e_last, inf)`` days; every bin is
    listed. Memories created after ``now`` count in the first bin.

    Returns:
        ``low``, ``high`` (days; ``high`` null for the last bin), ``label`` and ``records``.
    """
    edges = [float(e) for e in edges_days]
    if not edges or edges != sorted(set(edges)) or edges[0] <= 0:
        raise InvalidQuery("edges_days", "give increasing positive day counts, e.g. 1, 7, 30.")
    age = (pl.lit(now) - pl.col("created_at")).dt.total_microseconds() / DAY_US
    counts = (
        as_lazy(frame)
        .filter(pl.col("created_at").is_not_null())
        # The bin is how many edges the age has reached: [0, e1) -> 0, [e1, e2) -> 1 ...
        .group_by(pl.sum_horizontal([(age >= e).cast(pl.Int64) for e in edges]).alias("bin"))
        .agg(pl.len().alias("records"))
        .collect()
    )
    return _every_bin(counts, [0.0, *edges, None], "{:g}-{:g} d", last="{:g}+ d")


def _every_bin(
    counts: pl.DataFrame, edges: Sequence[float | None], fmt: str, last: str | None = None
) -> pl.DataFrame:
    n = len(edges) - 1
    lows, highs = list(edges[:-1]), list(edges[1:])
    labels = [
        last.format(lo) if hi is None and last else fmt.format(lo, hi)
        for lo, hi in zip(lows, highs, strict=True)
    ]
    found = dict(zip(counts["bin"].to_list(), counts["records"].to_list(), strict=True))
    return pl.DataFrame(
        {
            "low": lows,
            "high": highs,
            "label": labels,
            "records": [int(found.get(i, 0)) for i in range(n)],
        },
        schema={"low": pl.Float64, "high": pl.Float64, "label": pl.String, "records": pl.Int64},
    )


def time_to_archive(frame: Frame) -> pl.DataFrame:
    """How long memories stay live, by type: ``archived_at - created_at`` in days.

    Rows without ``archived_at`` are left out (their live time is unknown).

    Returns:
        ``type``, ``records``, ``min_days``, ``median_days``, ``mean_days``,
        ``p90_days``, ``max_days``; longest median first.
    """
    days = (pl.col("archived_at") - pl.col("created_at")).dt.total_microseconds() / DAY_US
    return (
        as_lazy(frame)
        .filter(pl.col("archived_at").is_not_null(), pl.col("created_at").is_not_null())
        .select("type", days.alias("days"))
        .group_by("type")
        .agg(
            pl.len().cast(pl.Int64).alias("records"),
            pl.col("days").min().alias("min_days"),
            pl.col("days").median().alias("median_days"),
            pl.col("days").mean().alias("mean_days"),
            pl.col("days").quantile(0.9, interpolation="linear").alias("p90_days"),
            pl.col("days").max().alias("max_days"),
        )
        .sort(["median_days", "type"], descending=[True, False])
        .collect()
    )
