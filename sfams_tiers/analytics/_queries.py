"""Canned questions about the archive, each a function from frames to a DataFrame.

Every function takes the frame :func:`~sfams_tiers.analytics.scan_archive` returns (a
LazyFrame or a collected DataFrame with the columns it needs), so the same query runs
over a folder, S3, or one namespace, and selects only the columns it uses: none of them
reads embeddings. Queries that need time take ``now``; none reads the clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Final

import polars as pl

from sfams_tiers._errors import InvalidQuery

__all__ = [
    "DERIVED_COLUMNS",
    "NO_REASON",
    "age_distribution",
    "archive_reasons",
    "importance_distribution",
    "overview",
    "restores",
    "run_sql",
    "supersession_chains",
    "time_to_archive",
    "volume",
    "with_derived",
]

Frame = pl.LazyFrame | pl.DataFrame

NO_REASON: Final = "(not recorded)"
"""Label of records archived without an ``archive_reason``."""

_DAY_US: Final = 86_400 * 1_000_000


def _lazy(frame: Frame) -> pl.LazyFrame:
    return frame.lazy() if isinstance(frame, pl.DataFrame) else frame


def _archived_when() -> pl.Expr:
    # archived_at is null when a writer did not set it; the row's own write time is
    # then the best answer to "when did it leave the live tiers".
    return pl.col("archived_at").fill_null(pl.col("written_at"))


DERIVED_COLUMNS: Final = {
    "month": _archived_when().dt.truncate("1mo").dt.date(),
    "day": _archived_when().dt.date(),
    "reason": pl.col("archive_reason").fill_null(pl.lit(NO_REASON)),
    "reason_kind": pl.col("archive_reason")
    .str.replace_all(r"\s*-?\d+(?:\.\d+)?", "")
    .str.strip_chars()
    .fill_null(pl.lit(NO_REASON)),
}
"""Columns ``volume`` can group by besides the archive's own: ``month`` / ``day`` of
archiving (``archived_at``, else ``written_at``), ``reason`` (nulls labelled) and
``reason_kind`` (the reason without its numbers, so ``score 0.065 < archive threshold
0.15`` and ``score 0.109 < archive threshold 0.15`` group as ``score < archive threshold``)."""


def with_derived(frame: Frame, columns: Sequence[str]) -> pl.LazyFrame:
    """``frame`` with the derived ``columns`` (see :data:`DERIVED_COLUMNS`) added.

    Raises:
        InvalidQuery: A column is neither in the frame nor derived.
    """
    lazy = _lazy(frame)
    names = lazy.collect_schema().names()
    extra = []
    for column in columns:
        if column in DERIVED_COLUMNS and column not in names:
            extra.append(DERIVED_COLUMNS[column].alias(column))
        elif column not in names:
            known = ", ".join(sorted({*names, *DERIVED_COLUMNS} - {"embedding"}))
            raise InvalidQuery("by", f"{column!r} is not a column; use one of: {known}.")
    return lazy.with_columns(extra) if extra else lazy


def volume(frame: Frame, by: str | Sequence[str] = "namespace") -> pl.DataFrame:
    """How many memories were archived per group (namespace, type, agent, month, ...).

    Args:
        frame: Archive rows (newest live versions for "what the archive holds").
        by: One or more columns, or ``month`` / ``day`` / ``reason``.

    Returns:
        The group columns, then ``records``, ``share`` (of all rows, 0..1) and
        ``mean_importance``; largest groups first (time groups: in time order).

    Example:
        >>> rows = pl.DataFrame({"type": ["fact", "fact", "goal"], "importance": [0.2, 0.4, 0.9]})
        >>> volume(rows, "type").rows()
        [('fact', 2, 0.666..., 0.3...), ('goal', 1, 0.333..., 0.9)]
    """
    columns = [by] if isinstance(by, str) else list(by)
    if not columns:
        raise InvalidQuery("by", "name at least one column to group by.")
    grouped = (
        with_derived(frame, columns)
        .group_by(columns)
        .agg(
            pl.len().cast(pl.Int64).alias("records"),
            pl.col("importance").mean().alias("mean_importance"),
        )
        .with_columns((pl.col("records") / pl.col("records").sum()).alias("share"))
        .select(*columns, "records", "share", "mean_importance")
    )
    if set(columns) & {"month", "day", "date"}:
        return grouped.sort(columns, nulls_last=True).collect()
    order = [True] + [False] * len(columns)
    return grouped.sort(["records", *columns], descending=order, nulls_last=True).collect()


def overview(frame: Frame) -> pl.DataFrame:
    """What each namespace's archive holds, one row per namespace.

    Returns:
        ``namespace``, ``records``, ``types``, ``agents`` (distinct authors),
        ``mean_importance``, ``first_archived`` and ``last_archived``, by namespace.
    """
    return (
        _lazy(frame)
        .with_columns(_archived_when().alias("when"))
        .group_by("namespace")
        .agg(
            pl.len().cast(pl.Int64).alias("records"),
            pl.col("type").n_unique().alias("types"),
            pl.col("agent").drop_nulls().n_unique().alias("agents"),
            pl.col("importance").mean().alias("mean_importance"),
            pl.col("when").min().alias("first_archived"),
            pl.col("when").max().alias("last_archived"),
        )
        .sort("namespace")
        .collect()
    )


def archive_reasons(frame: Frame, *, by: str = "reason") -> pl.DataFrame:
    """Why memories were archived: one row per ``archive_reason``, most frequent first.

    Args:
        frame: Archive rows.
        by: ``reason`` (the exact text) or ``reason_kind`` (numbers removed, see
            :data:`DERIVED_COLUMNS`); the output column is ``reason`` either way.

    Returns:
        ``reason`` (:data:`NO_REASON` for none), ``records``, ``share``,
        ``mean_importance``, ``first_archived``, ``last_archived``.
    """
    if by not in ("reason", "reason_kind"):
        raise InvalidQuery("by", "use 'reason' or 'reason_kind'.")
    return (
        _lazy(frame)
        .with_columns(DERIVED_COLUMNS[by].alias("reason"), _archived_when().alias("when"))
        .group_by("reason")
        .agg(
            pl.len().cast(pl.Int64).alias("records"),
            pl.col("importance").mean().alias("mean_importance"),
            pl.col("when").min().alias("first_archived"),
            pl.col("when").max().alias("last_archived"),
        )
        .with_columns((pl.col("records") / pl.col("records").sum()).alias("share"))
        .select("reason", "records", "share", "mean_importance", "first_archived", "last_archived")
        .sort(["records", "reason"], descending=[True, False])
        .collect()
    )


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
        _lazy(frame)
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
    age = (pl.lit(now) - pl.col("created_at")).dt.total_microseconds() / _DAY_US
    counts = (
        _lazy(frame)
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
    days = (pl.col("archived_at") - pl.col("created_at")).dt.total_microseconds() / _DAY_US
    return (
        _lazy(frame)
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


def supersession_chains(frame: Frame) -> pl.DataFrame:
    """Chains of replaced memories: ``superseded_by`` links followed to their end.

    A chain starts at an archived record that has a ``superseded_by`` and that no other
    archived record of its namespace names as its replacement, and follows the links
    (``a -> b -> c``) until a record with no ``superseded_by`` or one that is not in the
    archive (usually still live). Two records replaced by the same one give two chains
    sharing their end. A cycle stops at the first repeated record.

    Returns:
        ``namespace``, ``start`` (id), ``newest`` (id of the last member), ``length``
        (members, both ends included, so ``a -> b`` has 2), ``newest_archived``
        (whether the newest member is itself in the archive), ``start_content`` and
        ``newest_content`` (null when not archived); longest first.
    """
    rows = _lazy(frame).select("namespace", "id", "superseded_by", "content").collect()
    links = rows.filter(pl.col("superseded_by").is_not_null()).select(
        "namespace", "id", pl.col("superseded_by").alias("next")
    )
    targets = links.select("namespace", pl.col("next").alias("id")).unique()
    starts = links.join(targets, on=["namespace", "id"], how="anti")
    # Walk all chains one link per step: each step is one join, and it stops when no
    # chain moved, or after as many steps as there are links (a cycle then stops).
    walk = starts.select(
        "namespace",
        pl.col("id").alias("start"),
        pl.col("id").alias("at"),
        pl.lit(1).alias("length"),
    )
    seen = walk.select("namespace", "start", pl.col("at").alias("member"))
    for _ in range(links.height):
        step = walk.join(links.rename({"id": "at"}), on=["namespace", "at"], how="left").join(
            seen.rename({"member": "next"}).with_columns(pl.lit(True).alias("repeat")),
            on=["namespace", "start", "next"],
            how="left",
        )
        moving = pl.col("next").is_not_null() & pl.col("repeat").is_null()
        if not step.select(moving.any()).item():
            break
        walk = step.select(
            "namespace",
            "start",
            pl.when(moving).then(pl.col("next")).otherwise(pl.col("at")).alias("at"),
            (pl.col("length") + moving.cast(pl.Int32)).alias("length"),
        )
        seen = pl.concat([seen, step.filter(moving).select("namespace", "start", member="next")])
    content = rows.select("namespace", "id", "content")
    return (
        walk.rename({"at": "newest"})
        .join(
            content.rename({"id": "start", "content": "start_content"}),
            on=["namespace", "start"],
            how="left",
        )
        .join(
            content.rename({"id": "newest", "content": "newest_content"}).with_columns(
                pl.lit(True).alias("newest_archived")
            ),
            on=["namespace", "newest"],
            how="left",
        )
        .with_columns(pl.col("newest_archived").fill_null(False), pl.col("length").cast(pl.Int64))
        .select(
            "namespace",
            "start",
            "newest",
            "length",
            "newest_archived",
            "start_content",
            "newest_content",
        )
        .sort(["length", "namespace", "start"], descending=[True, False, False])
    )


def restores(raw: Frame) -> pl.DataFrame:
    """Which records came back from the archive, from the raw rows (``newest=False``).

    Taking a record out of the archive appends a tombstone row (the restore job,
    ``TieredMemory.restore`` / ``anchor``); a hard ``forget`` does too, and the files
    cannot tell the two apart. A hard-deleted record is never archived again, though, so
    a tombstone followed by a newer archived version is certainly a restore. Per id
    (copies of one version counted once):

    - ``archived``: archived versions written (each archive of the record);
    - ``restores``: tombstones followed by a newer archived version (restored, then
      archived again: the certain restores);
    - ``removals``: all tombstones (restores plus hard deletes);
    - ``in_archive``: whether the newest row is an archived version (False: out of the
      archive now, restored or deleted).

    Compaction and purge drop old versions and tombstones, so this counts the history
    still in the files; the job log's restore runs (``job_history``) keep the totals.

    Returns:
        One row per id with at least one removal or more than one archived version:
        ``namespace``, ``id``, ``restores``, ``removals``, ``archived``, ``in_archive``,
        ``type``, ``content`` (of the newest archived version) and ``last_written``;
        most restored first.
    """
    rows = (
        _lazy(raw)
        .select("namespace", "id", "version", "deleted", "type", "content", "written_at")
        .unique(subset=["namespace", "id", "version"], keep="any")
        .sort("version")
    )
    later_live = (
        pl.col("deleted").not_().cast(pl.Int64).reverse().cum_sum().reverse()
        - pl.col("deleted").not_().cast(pl.Int64)
    ).over(["namespace", "id"], order_by="version")
    return (
        rows.with_columns(later_live.alias("later_live"))
        .group_by("namespace", "id")
        .agg(
            (pl.col("deleted") & (pl.col("later_live") > 0)).sum().alias("restores"),
            pl.col("deleted").sum().alias("removals"),
            (~pl.col("deleted")).sum().alias("archived"),
            (~pl.col("deleted").last()).alias("in_archive"),
            pl.col("type").filter(~pl.col("deleted")).last().alias("type"),
            pl.col("content").filter(~pl.col("deleted")).last().alias("content"),
            pl.col("written_at").max().alias("last_written"),
        )
        .filter((pl.col("removals") > 0) | (pl.col("archived") > 1))
        .with_columns(pl.col(c).cast(pl.Int64) for c in ("restores", "removals", "archived"))
        .sort(
            ["restores", "removals", "archived", "namespace", "id"],
            descending=[True, True, True, False, False],
        )
        .collect()
    )


def run_sql(frame: Frame, query: str) -> pl.DataFrame:
    """Run Polars SQL ``query`` over ``frame``, registered as the table ``archive``.

    Raises:
        InvalidQuery: The SQL does not parse or names unknown columns or tables.

    Example:
        >>> rows = pl.DataFrame({"type": ["fact", "goal", "fact"]})
        >>> query = "SELECT type, COUNT(*) AS n FROM archive GROUP BY type ORDER BY n DESC"
        >>> run_sql(rows, query).rows()
        [('fact', 2), ('goal', 1)]
    """
    try:
        with pl.SQLContext(archive=_lazy(frame)) as context:
            return context.execute(query).collect()
    except (pl.exceptions.PolarsError, ValueError) as exc:
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise InvalidQuery(
            "sql",
            f"{reason}. Query the table 'archive', e.g. SELECT type, COUNT(*) FROM archive "
            "GROUP BY type.",
        ) from exc
