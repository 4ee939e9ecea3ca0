"""The job log kept with the archive: one small immutable JSON object per entry.

Entries live at ``_jobs/date=<YYYY-MM-DD>/<uuid7>.json`` under the archive root (see
``storage/archive-schema.md``, "Job log"). The day is the UTC day of the entry's own
time (``finished_at``, else ``started_at``, else ``logged_at``). A read lists the day
folders first, skips those before ``since``, and reads the newest days first, stopping
once ``limit`` matching entries are found. Writes are atomic and never overwrite, like
the data files. All functions block; ``ParquetArchive`` runs them in a worker thread.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, date, datetime
from typing import Any, Final

from sfams_tiers._errors import InvalidQuery, TierUnavailable
from sfams_tiers._tiers import job_entry_time
from sfams_tiers.backends._archive_paths import (
    JOBS_PREFIX,
    job_log_key,
    new_job_log_key,
    parse_day_dir,
    parse_job_log_key,
)
from sfams_tiers.backends._archive_store import ObjectStore

__all__ = ["read_entries", "write_entry"]

_NAME_ATTEMPTS: Final = 5
_READERS: Final = 8
"""Entries fetched at once (one GET each on S3)."""

Entry = tuple[datetime, dict[str, Any]]


def write_entry(store: ObjectStore, when: datetime, entry: dict[str, Any]) -> str:
    """Store a checked entry in the folder of ``when``'s UTC day; return its key."""
    data = json.dumps(entry, ensure_ascii=False, allow_nan=False).encode()
    for _ in range(_NAME_ATTEMPTS):
        key = new_job_log_key(when.astimezone(UTC).date())
        if store.put_new(key, data):
            return key
    raise TierUnavailable(
        f"The archive at {store.url} refused {_NAME_ATTEMPTS} new job-log names in a row "
        "(each already existed). Check that no other tool writes under _jobs/ there."
    )


def read_entries(
    store: ObjectStore, namespace: str | None, since: datetime | None, limit: int | None
) -> list[Entry]:
    """Entries that may match, oldest day first and in name order within a day.

    The caller filters and orders them (``select_job_log``); this only skips whole
    days that cannot hold a match, or that a full ``limit`` no longer needs.
    """
    first_day = since.astimezone(UTC).date() if since is not None else date.min
    days = {parse_day_dir(name) for name in store.list_folders(JOBS_PREFIX)}
    picked: list[list[Entry]] = []
    matches = 0
    for day in sorted((d for d in days if d is not None and d >= first_day), reverse=True):
        if limit is not None and matches >= limit:
            break
        listed = store.list_objects(job_log_key(day))
        found = _fetch(store, sorted(k for k in listed if parse_job_log_key(k) == day))
        picked.append(found)
        matches += sum(
            (namespace is None or entry.get("namespace") == namespace)
            and (since is None or when >= since)
            for when, entry in found
        )
    return [entry for found in reversed(picked) for entry in found]


def _fetch(store: ObjectStore, keys: list[str]) -> list[Entry]:
    if not keys:
        return []
    with ThreadPoolExecutor(max_workers=min(_READERS, len(keys))) as pool:
        blobs = list(pool.map(store.get, keys))
    return [entry for entry in map(_parse, blobs) if entry is not None]


def _parse(data: bytes) -> Entry | None:
    # Entries are validated when written; anything else under _jobs/ that does not
    # parse as an entry with a time is foreign and skipped, like foreign data files.
    try:
        entry = json.loads(data)
        when = job_entry_time(entry) if isinstance(entry, dict) else None
    except (ValueError, InvalidQuery):
        return None
    return None if when is None else (when, entry)
