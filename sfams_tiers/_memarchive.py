"""The in-memory reference archive: every version kept, newest wins.

It defines the archive semantics (versions, tombstones, files, compaction counts) the
Parquet archive must match; the contract tests run against both.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import datetime
from typing import Any

from sfams_tiers._archive_tier import CompactionResult
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._job_log import check_job_entry, select_job_log
from sfams_tiers._models import MemoryRecord, validate_namespace
from sfams_tiers._record_filter import DEFAULT_BATCH, EVERYTHING, RecordFilter
from sfams_tiers._tier_io import check_batch, in_batches, without_vector

__all__ = ["InMemoryArchive"]


class InMemoryArchive:
    """Reference :class:`~sfams_tiers.Archive`: every version kept, newest wins.

    Rows are stored like the Parquet archive's: each write adds a version (or, for a
    delete, a tombstone) in a new "file" (one per write call), until :meth:`compact`
    or :meth:`purge` removes them, so its counts are the reference for every archive.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import MemoryRecord
        >>> archive = InMemoryArchive()
        >>> r = MemoryRecord(namespace="team-a", content="old plan", tier="cold")
        >>> asyncio.run(archive.put_many("team-a", [r])) > 0
        True
    """

    def __init__(self, *, clock: Clock = utc_now) -> None:
        # namespace -> id -> rows, oldest first; a row is (file number, record or None
        # for a tombstone).
        self._rows: dict[str, dict[str, list[tuple[int, MemoryRecord | None]]]] = defaultdict(dict)
        self._files = 0
        self._clock = clock
        self._jobs: list[tuple[datetime, dict[str, Any]]] = []

    def _stored(self, namespace: str) -> dict[str, list[tuple[int, MemoryRecord | None]]]:
        return self._rows.get(validate_namespace(namespace), {})

    def _live(self, namespace: str) -> dict[str, MemoryRecord]:
        heads = ((i, rows[-1][1]) for i, rows in self._stored(namespace).items())
        return {i: record for i, record in heads if record is not None}

    def _new_file(self) -> int:
        self._files += 1
        return self._files

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> int:
        """Append a version of each record; return the JSON bytes it would take."""
        batch = check_batch(namespace, records)
        file = self._new_file()
        for record in batch:
            self._rows[namespace].setdefault(record.id, []).append((file, record))
        return sum(_json_size(r) for r in batch)

    async def get_many(
        self, namespace: str, ids: Sequence[str], *, with_vectors: bool = True
    ) -> dict[str, MemoryRecord]:
        """Newest version of each live id found."""
        stored = self._stored(namespace)
        heads = ((i, stored[i][-1][1]) for i in ids if i in stored)
        return {
            i: record if with_vectors else without_vector(record)
            for i, record in heads
            if record is not None
        }

    async def live_ids(self, namespace: str, ids: Sequence[str]) -> set[str]:
        """Which of ``ids`` have a live newest version."""
        stored = self._stored(namespace)
        return {i for i in ids if i in stored and stored[i][-1][1] is not None}

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Hide ids with a tombstone row; return how many were live."""
        live = await self.get_many(namespace, list(dict.fromkeys(ids)))
        file = self._new_file()
        for record_id in live:
            self._rows[namespace][record_id].append((file, None))
        return len(live)

    async def scan(
        self,
        namespace: str,
        *,
        where: RecordFilter = EVERYTHING,
        batch_size: int = DEFAULT_BATCH,
        with_vectors: bool = True,
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield the newest version of each matching live id (a snapshot at the start)."""
        records = [
            r if with_vectors else without_vector(r)
            for r in self._live(namespace).values()
            if where.matches(r)
        ]
        async for batch in in_batches(records, batch_size):
            yield batch

    async def count(self, namespace: str) -> int:
        """Number of distinct live ids."""
        return len(self._live(namespace))

    async def namespaces(self) -> list[str]:
        """Namespaces with live archived records."""
        return sorted(ns for ns in self._rows if self._live(ns))

    async def clear(self, namespace: str) -> int:
        """Delete the namespace's whole archive; return how many live ids it held."""
        held = len(self._live(namespace))
        self._rows.pop(namespace, None)
        return held

    async def compact(self, namespace: str, *, dry_run: bool = False) -> CompactionResult:
        """Keep only the newest live version of each id, all in one "file"."""
        rows = [row for versions in self._stored(namespace).values() for row in versions]
        live = self._live(namespace)
        files_before = len({file for file, _ in rows})
        files_after = 1 if live else 0
        if not dry_run and (len(rows), files_before) != (len(live), files_after):
            file = self._new_file()
            self._rows[namespace] = {i: [(file, record)] for i, record in live.items()}
        return CompactionResult(
            files_before=files_before,
            files_after=files_after,
            rows_before=len(rows),
            rows_after=len(live),
            bytes_before=sum(_json_size(r) for _, r in rows),
            bytes_after=sum(_json_size(r) for r in live.values()),
            ids=len(live),
        )

    async def purge(self, namespace: str, ids: Sequence[str]) -> int:
        """Remove every version of the ids; return how many were live."""
        live = await self.get_many(namespace, list(dict.fromkeys(ids)))
        stored = self._stored(namespace)
        for record_id in set(ids):
            stored.pop(record_id, None)
        return len(live)

    async def append_job_log(self, entry: Mapping[str, Any]) -> None:
        """Keep a validated copy of one job-log entry."""
        self._jobs.append(check_job_entry(entry, self._clock()))

    async def job_log(
        self,
        *,
        namespace: str | None = None,
        since: datetime | None = None,
        limit: int | None = None,
    ) -> list[dict[str, Any]]:
        """Job-log entries, newest first."""
        return select_job_log(self._jobs, namespace=namespace, since=since, limit=limit)

    async def close(self) -> None:
        """Nothing to release."""


def _json_size(record: MemoryRecord | None) -> int:
    """Bytes of a stored row as JSON (a tombstone row holds no record: 0)."""
    return 0 if record is None else len(record.model_dump_json())
