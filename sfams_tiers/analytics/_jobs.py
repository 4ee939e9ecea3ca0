"""The job log as a table: what ran, when, on which namespace, and what it moved."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Final

import polars as pl

from sfams_tiers._errors import InvalidQuery
from sfams_tiers._tiers import check_job_log_query, job_entry_time, select_job_log
from sfams_tiers.analytics._scan import ArchiveSource, open_store
from sfams_tiers.backends._archive_joblog import read_entries

__all__ = ["JOB_COLUMNS", "job_history", "job_totals", "read_job_log"]

_UTC_US: Final = pl.Datetime("us", "UTC")
JOB_COLUMNS: Final = pl.Schema(
    {
        "finished_at": _UTC_US,
        "started_at": _UTC_US,
        "job": pl.String(),
        "namespace": pl.String(),
        "dry_run": pl.Boolean(),
        "planned": pl.Int64(),
        "moved": pl.Int64(),
        "moved_detail": pl.String(),
        "restored": pl.Int64(),
        "skipped": pl.Int64(),
        "bytes_written": pl.Int64(),
        "bytes_read": pl.Int64(),
        "seconds": pl.Float64(),
        "errors": pl.Int64(),
        "first_error": pl.String(),
    }
)
"""Columns of :func:`job_history`."""


def read_job_log(
    url_or_archive: ArchiveSource,
    *,
    namespace: str | None = None,
    since: datetime | None = None,
    limit: int | None = None,
    storage_options: dict[str, str] | None = None,
    s3_endpoint_url: str | None = None,
) -> list[dict[str, Any]]:
    """The archive's job-log entries, newest first (a blocking ``job_log`` for scripts)."""
    check_job_log_query(namespace, since, limit)
    store = open_store(
        url_or_archive, storage_options=storage_options, s3_endpoint_url=s3_endpoint_url
    )
    found = read_entries(store, namespace, since, limit)
    return select_job_log(found, namespace=namespace, since=since, limit=limit)


def _int(value: object) -> int:
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0


def _time(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        return job_entry_time({"finished_at": value})
    except InvalidQuery:
        return None


def job_history(entries: Sequence[Mapping[str, Any]]) -> pl.DataFrame:
    """Job runs as rows: when, which job and namespace, how much it moved and how long.

    Args:
        entries: Job-log entries (``ParquetArchive.job_log`` or :func:`read_job_log`).

    Returns:
        :data:`JOB_COLUMNS`, newest first: ``finished_at`` (the entry's time: its
        ``finished_at``, else ``started_at``, else ``logged_at``), ``moved`` (records
        moved, all kinds), ``moved_detail`` (e.g. ``archive 3, demote 1``), ``restored``
        (records a restore run brought back: the moves of a ``restore`` job), and
        ``errors`` (how many error lines) with the first one.

    Example:
        >>> job_history([{"job": "restore", "namespace": "a", "moved": {"warm": 2},
        ...               "finished_at": "2026-01-05T10:00:00+00:00"}])["restored"].to_list()
        [2]
    """
    rows = []
    for entry in entries:
        raw_moved = entry.get("moved")
        moved = (
            {str(k): _int(v) for k, v in raw_moved.items()} if isinstance(raw_moved, dict) else {}
        )
        errors = [str(e) for e in entry.get("errors") or [] if e]
        total = sum(moved.values())
        rows.append(
            {
                "finished_at": job_entry_time(entry),
                "started_at": _time(entry.get("started_at")),
                "job": str(entry.get("job", "")),
                "namespace": str(entry.get("namespace", "")),
                "dry_run": bool(entry.get("dry_run", False)),
                "planned": _int(entry.get("planned")),
                "moved": total,
                "moved_detail": ", ".join(f"{k} {v}" for k, v in sorted(moved.items())),
                "restored": total
                if entry.get("job") == "restore" and not entry.get("dry_run")
                else 0,
                "skipped": _int(entry.get("skipped")),
                "bytes_written": _int(entry.get("bytes_written")),
                "bytes_read": _int(entry.get("bytes_read")),
                "seconds": float(entry.get("seconds") or 0.0),
                "errors": len(errors),
                "first_error": errors[0] if errors else None,
            }
        )
    frame = pl.DataFrame(rows, schema=JOB_COLUMNS)
    return frame.sort("finished_at", descending=True, nulls_last=True, maintain_order=True)


def job_totals(history: pl.DataFrame) -> pl.DataFrame:
    """Per job kind: runs, failed runs, records moved, seconds spent, last run.

    Args:
        history: The frame of :func:`job_history`.

    Returns:
        ``job``, ``runs``, ``failed`` (runs with an error line), ``moved``, ``seconds``,
        ``last_run``; most runs first.
    """
    return (
        history.group_by("job")
        .agg(
            pl.len().cast(pl.Int64).alias("runs"),
            (pl.col("errors") > 0).sum().cast(pl.Int64).alias("failed"),
            pl.col("moved").sum().alias("moved"),
            pl.col("seconds").sum().alias("seconds"),
            pl.col("finished_at").max().alias("last_run"),
        )
        .sort(["runs", "job"], descending=[True, False])
    )
