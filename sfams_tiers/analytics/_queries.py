"""Canned questions about the archive, each a function from frames to a DataFrame.

Every function takes the frame :func:`~sfams_tiers.analytics.scan_archive` returns (a
LazyFrame or a collected DataFrame with the columns it needs), so the same query runs
over a folder, S3, or one namespace, and selects only the columns it uses: none of them
reads embeddings. Queries that need time take ``now``; none reads the clock.

Here: volumes, namespaces, reasons and SQL. The distributions are ``_distributions``'s
and the archive's history (chains, restores) ``_history``'s; this module names them too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import polars as pl

from sfams_tiers._errors import InvalidQuery
from sfams_tiers.analytics._distributions import age_distribution as age_distribution
from sfams_tiers.analytics._distributions import (
    importance_distribution as importance_distribution,
)
from sfams_tiers.analytics._distributions import time_to_archive as time_to_archive
from sfams_tiers.analytics._history import restores as restores
from sfams_tiers.analytics._history import supersession_chains as supersession_chains
from sfams_tiers.analytics._lazy import Frame, archived_when, as_lazy

__all__ = [
    "DERIVED_COLUMNS",
    "NO_REASON",
    "archive_reasons",
    "overview",
    "run_sql",
    "volume",
    "with_derived",
]

NO_REASON: Final = "(not recorded)"
"""Label of records archived without an ``archive_reason``."""

DERIVED_COLUMNS: Final = {
    "month": archived_when().dt.truncate("1mo").dt.date(),
    "day": archived_when().dt.date(),
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
    lazy = as_lazy(frame)
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
        as_lazy(frame)
        .with_columns(archived_when().alias("when"))
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
        as_lazy(frame)
        .with_columns(DERIVED_COLUMNS[by].alias("reason"), archived_when().alias("when"))
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
        with pl.SQLContext(archive=as_lazy(frame)) as context:
            return context.execute(query).collect()
    except (pl.exceptions.PolarsError, ValueError) as exc:
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise InvalidQuery(
            "sql",
            f"{reason}. Query the table 'archive', e.g. SELECT type, COUNT(*) FROM archive "
            "GROUP BY type.",
        ) from exc
