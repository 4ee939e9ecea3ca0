"""The job log's entries: one contract for every :class:`~sfams_tiers.Archive`.

An entry is checked and made JSON-safe on the way in (:func:`check_job_entry`), sorted
by its time (:func:`job_entry_time`) and selected newest first (:func:`select_job_log`).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, Final

from sfams_tiers._errors import InvalidQuery, InvalidRecord
from sfams_tiers._models import validate_namespace

__all__ = ["check_job_entry", "check_job_log_query", "job_entry_time", "select_job_log"]

JOB_ENTRY_MAX_BYTES: Final = 1 << 20
JOB_TIME_KEYS: Final = ("finished_at", "started_at", "logged_at")
"""Where an entry's time comes from, first present wins; it orders and filters the log."""


def job_entry_time(entry: Mapping[str, Any]) -> datetime | None:
    """The time a job-log entry sorts by (UTC), None if it carries none.

    Raises:
        InvalidQuery: A time key holds something other than an ISO-8601 timestamp.
    """
    for key in JOB_TIME_KEYS:
        value = entry.get(key)
        if value is None:
            continue
        try:
            when = datetime.fromisoformat(value) if isinstance(value, str) else None
        except ValueError:
            when = None
        if when is None:
            raise InvalidQuery(key, f"{value!r} is not an ISO-8601 timestamp; use isoformat().")
        return when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)
    return None


def check_job_entry(entry: Mapping[str, Any], now: datetime) -> tuple[datetime, dict[str, Any]]:
    """Validate a job-log entry; return its time and a JSON-safe copy to store.

    An entry is a JSON-serialisable mapping (``JobReport.to_dict()`` plus
    ``started_at`` / ``finished_at`` ISO strings) with a non-empty ``job`` and a valid
    ``namespace``. An entry with no time key gets ``logged_at`` = ``now``.

    Raises:
        InvalidQuery: The entry is not one (the message says what to fix).
    """
    if not isinstance(entry, Mapping):
        raise InvalidQuery("entry", "must be a dict such as JobReport.to_dict() plus times.")
    try:
        text = json.dumps(dict(entry), allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidQuery(
            "entry",
            f"is not JSON-serialisable ({exc}); use str, int, float, bool, None, lists and "
            "dicts, and timestamps as ISO strings.",
        ) from None
    if len(text.encode()) > JOB_ENTRY_MAX_BYTES:
        raise InvalidQuery("entry", "is over 1 MiB; log counts and short error lines only.")
    checked: dict[str, Any] = json.loads(text)
    job = checked.get("job")
    if not isinstance(job, str) or not job.strip():
        raise InvalidQuery("job", "every job-log entry needs a non-empty 'job' name.")
    try:
        validate_namespace(checked.get("namespace"))
    except InvalidRecord as exc:
        raise InvalidQuery("namespace", exc.reason) from None
    when = job_entry_time(checked)
    if when is None:
        when = now.astimezone(UTC)
        checked["logged_at"] = when.isoformat()
    return when, checked


def check_job_log_query(namespace: str | None, since: datetime | None, limit: int | None) -> None:
    """Validate :meth:`Archive.job_log` arguments before any I/O."""
    if namespace is not None:
        validate_namespace(namespace)
    if since is not None and since.tzinfo is None:
        raise InvalidQuery("since", "needs an aware datetime, e.g. datetime(..., tzinfo=UTC).")
    if limit is not None and limit < 0:
        raise InvalidQuery("limit", "must be 0 or more.")


def select_job_log(
    entries: Sequence[tuple[datetime, dict[str, Any]]],
    *,
    namespace: str | None,
    since: datetime | None,
    limit: int | None,
) -> list[dict[str, Any]]:
    """Filter ``(time, entry)`` pairs given in append order; newest first, copies.

    Entries with the same time come newest-appended first.
    """
    check_job_log_query(namespace, since, limit)
    chosen = [
        (when, entry)
        for when, entry in reversed(entries)
        if (namespace is None or entry.get("namespace") == namespace)
        and (since is None or when >= since)
    ]
    chosen.sort(key=lambda pair: pair[0], reverse=True)  # stable: ties keep their order
    return [copy.deepcopy(entry) for _, entry in chosen[:limit]]
