"""In-memory reference implementations of the three tier protocols.

They define the semantics the real backends must match (the contract tests run
against both), and they make the library usable in docs and unit tests with no
services at all. Records are immutable, so storing them by reference is safe.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

import numpy as np

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import DimensionMismatch, InvalidQuery, InvalidRecord
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._memindex import NamespaceIndex
from sfams_tiers._models import MemoryRecord, validate_namespace
from sfams_tiers._tiers import (
    DEFAULT_BATCH,
    EVERYTHING,
    AccessDelta,
    CompactionResult,
    RecordFilter,
    ScoredRecord,
    Vector,
    check_job_entry,
    select_job_log,
)

__all__ = [
    "InMemoryArchive",
    "InMemoryHotTier",
    "InMemoryWarmTier",
]


def check_batch(namespace: str, records: Iterable[MemoryRecord]) -> list[MemoryRecord]:
    """Validate the namespace and that every record belongs to it (DESIGN I4)."""
    validate_namespace(namespace)
    batch = list(records)
    for record in batch:
        if record.namespace != namespace:
            raise InvalidRecord(
                "namespace",
                f"record {record.id} belongs to {record.namespace!r}, not {namespace!r}; "
                "write each namespace's records through its own namespace.",
            )
    return batch


def check_batch_size(batch_size: int) -> None:
    """Refuse batch sizes that cannot make progress."""
    if batch_size < 1:
        raise InvalidQuery("batch_size", "must be at least 1.")


async def _batches(
    records: list[MemoryRecord], batch_size: int
) -> AsyncIterator[list[MemoryRecord]]:
    check_batch_size(batch_size)
    for start in range(0, len(records), batch_size):
        yield records[start : start + batch_size]
        await asyncio.sleep(0)  # let other tasks run between batches, as real I/O would


def _candidates(stored: Mapping[str, MemoryRecord], where: RecordFilter) -> Iterable[MemoryRecord]:
    """The records ``where`` may match: only its ids when it names some (no full scan)."""
    if where.ids is None:
        return stored.values()
    return [stored[i] for i in dict.fromkeys(where.ids) if i in stored]


def _strip(record: MemoryRecord, with_vectors: bool) -> MemoryRecord:
    if with_vectors or record.embedding is None:
        return record
    return record.model_copy(update={"embedding": None})


class InMemoryHotTier:
    """Reference :class:`~sfams_tiers.HotTier`: dicts instead of Redis.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import MemoryRecord
        >>> hot = InMemoryHotTier()
        >>> r = MemoryRecord(namespace="team-a", content="deploy freeze", anchored=True)
        >>> asyncio.run(hot.put_many("team-a", [r]))
        >>> asyncio.run(hot.anchored_ids("team-a")) == {r.id}
        True
    """

    def __init__(self) -> None:
        self._records: dict[str, dict[str, MemoryRecord]] = defaultdict(dict)
        self._access: dict[str, dict[str, AccessDelta]] = defaultdict(dict)
        self._acks: dict[str, set[str]] = defaultdict(set)

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records."""
        for record in check_batch(namespace, records):
            self._records[namespace][record.id] = record

    async def get_many(self, namespace: str, ids: Sequence[str]) -> dict[str, MemoryRecord]:
        """Return the records found, keyed by id."""
        stored = self._records.get(validate_namespace(namespace), {})
        return {i: stored[i] for i in ids if i in stored}

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete records; return how many existed."""
        stored = self._records.get(validate_namespace(namespace), {})
        return sum(stored.pop(i, None) is not None for i in set(ids))

    async def scan(
        self, namespace: str, *, batch_size: int = DEFAULT_BATCH
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield every record of the namespace in batches."""
        records = list(self._records.get(validate_namespace(namespace), {}).values())
        async for batch in _batches(records, batch_size):
            yield batch

    async def count(self, namespace: str) -> int:
        """Number of records in the namespace."""
        return len(self._records.get(validate_namespace(namespace), {}))

    async def ids_by_entity(self, namespace: str, entity: str) -> set[str]:
        """Ids of hot records that carry ``entity``."""
        stored = self._records.get(validate_namespace(namespace), {})
        return {r.id for r in stored.values() if entity in r.entities}

    async def anchored_ids(self, namespace: str) -> set[str]:
        """Ids of anchored records."""
        stored = self._records.get(validate_namespace(namespace), {})
        return {r.id for r in stored.values() if r.anchored}

    async def record_access(self, namespace: str, ids: Sequence[str], at: datetime) -> None:
        """Log one access of each id."""
        log = self._access[validate_namespace(namespace)]
        for record_id in ids:
            previous = log.get(record_id)
            if previous is None:
                log[record_id] = AccessDelta(1, at)
            else:
                log[record_id] = AccessDelta(previous.count + 1, max(previous.last, at))

    async def pending_access(
        self, namespace: str, ids: Sequence[str] | None = None
    ) -> dict[str, AccessDelta]:
        """Accesses logged since the last acknowledgement."""
        log = self._access.get(validate_namespace(namespace), {})
        if ids is None:
            return dict(log)
        return {i: log[i] for i in ids if i in log}

    async def fresh_fields(
        self, namespace: str, hot_ids: Sequence[str], access_ids: Sequence[str]
    ) -> tuple[dict[str, MemoryRecord], dict[str, AccessDelta]]:
        """The hot copies of ``hot_ids`` and the pending accesses of ``access_ids``."""
        hot = await self.get_many(namespace, hot_ids) if hot_ids else {}
        return hot, await self.pending_access(namespace, access_ids) if access_ids else {}

    async def ack_access(
        self, namespace: str, flushed: dict[str, AccessDelta], *, ack_id: str | None = None
    ) -> bool:
        """Subtract flushed accesses (once per ``ack_id``); entries reaching zero disappear."""
        log = self._access.get(validate_namespace(namespace), {})
        if ack_id is not None:
            if ack_id in self._acks[namespace]:
                return False
            self._acks[namespace].add(ack_id)
        for record_id, delta in flushed.items():
            current = log.get(record_id)
            if current is None:
                continue
            remaining = current.count - delta.count
            if remaining <= 0:
                del log[record_id]
            else:
                log[record_id] = AccessDelta(remaining, current.last)
        return True

    async def namespaces(self) -> list[str]:
        """Namespaces with records or access entries."""
        names = {ns for ns, recs in self._records.items() if recs}
        names |= {ns for ns, log in self._access.items() if log}
        return sorted(names)

    async def clear(self, namespace: str) -> int:
        """Delete everything of one namespace."""
        removed = len(self._records.pop(validate_namespace(namespace), {}))
        self._access.pop(namespace, None)
        self._acks.pop(namespace, None)
        return removed

    async def close(self) -> None:
        """Nothing to release."""


class InMemoryWarmTier:
    """Reference :class:`~sfams_tiers.WarmTier`: exact cosine search with numpy.

    Example:
        >>> import asyncio, numpy as np
        >>> from sfams_tiers import MemoryRecord
        >>> warm = InMemoryWarmTier(dimension=2)
        >>> r = MemoryRecord(namespace="team-a", content="x", embedding=(1.0, 0.0))
        >>> asyncio.run(warm.put_many("team-a", [r]))
        >>> hits = asyncio.run(warm.search("team-a", np.array([1, 0], np.float32), limit=1))
        >>> round(hits[0].similarity, 3)
        1.0
    """

    def __init__(self, dimension: int | None = None) -> None:
        self._dimension = dimension
        # Records are kept without their vectors (reads return them as they are, no
        # copy per hit); the vectors beside them, attached only when a read asks.
        self._records: dict[str, dict[str, MemoryRecord]] = defaultdict(dict)
        self._vectors: dict[str, dict[str, Embedding]] = defaultdict(dict)
        self._index: dict[str, NamespaceIndex] = {}  # search columns (see _memindex)

    @property
    def dimension(self) -> int | None:
        """Vector dimension, fixed by the constructor or the first write."""
        return self._dimension

    def _check_vector(self, size: int, where: str) -> None:
        if self._dimension is None:
            self._dimension = size
        elif size != self._dimension:
            raise DimensionMismatch(self._dimension, size, where)

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records; all are checked before any is stored."""
        batch = check_batch(namespace, records)
        vectors: list[Vector] = []
        for record in batch:
            if record.embedding is None:
                raise InvalidRecord(
                    "embedding",
                    f"record {record.id} has none; the warm tier indexes vectors, "
                    "so embed the content before storing it.",
                )
            self._check_vector(len(record.embedding), "warm tier write")
            vector = record.embedding.array
            norm = float(np.linalg.norm(vector))
            vectors.append(vector / norm if norm > 0 else vector)
        if batch and namespace not in self._index:
            self._index[namespace] = NamespaceIndex(len(vectors[0]))
        for record, vector in zip(batch, vectors, strict=True):
            assert record.embedding is not None  # checked above
            self._records[namespace][record.id] = record.model_copy(update={"embedding": None})
            self._vectors[namespace][record.id] = record.embedding
            self._index[namespace].put(record, vector)

    async def update_many(self, namespace: str, records: Sequence[MemoryRecord]) -> int:
        """Replace fields of existing records, keeping their vectors."""
        stored = self._records.get(namespace, {})
        updated = 0
        for record in check_batch(namespace, records):
            current = stored.get(record.id)
            if current is not None:
                stored[record.id] = _strip(record, with_vectors=False)
                self._index[namespace].update(record)
                updated += 1
        return updated

    async def get_many(
        self, namespace: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> dict[str, MemoryRecord]:
        """Return the records found, keyed by id."""
        stored = self._records.get(validate_namespace(namespace), {})
        return {i: self._out(namespace, stored[i], with_vectors) for i in ids if i in stored}

    def _out(self, namespace: str, record: MemoryRecord, with_vectors: bool) -> MemoryRecord:
        if not with_vectors:
            return record
        return record.model_copy(update={"embedding": self._vectors[namespace][record.id]})

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete records; return how many existed."""
        stored = self._records.get(validate_namespace(namespace), {})
        removed = 0
        for record_id in set(ids):
            if stored.pop(record_id, None) is not None:
                self._vectors[namespace].pop(record_id, None)
                self._index[namespace].delete(record_id)
                removed += 1
        return removed

    async def search(
        self,
        namespace: str,
        vector: Vector,
        *,
        limit: int,
        where: RecordFilter = EVERYTHING,
        with_vectors: bool = False,
    ) -> list[ScoredRecord]:
        """Exact cosine similarity over the matching records of one namespace.

        Vectorised (:mod:`sfams_tiers._memindex`): filter masks and one matrix product.
        """
        if limit < 1:
            raise InvalidQuery("limit", "must be at least 1.")
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        self._check_vector(query.shape[0], "warm tier search")
        stored = self._records.get(validate_namespace(namespace), {})
        index = self._index.get(namespace)
        if index is None or not stored:
            return []
        norm = float(np.linalg.norm(query))
        hits = index.nearest(query / norm if norm > 0 else query, index.matching(where), limit)
        return [ScoredRecord(self._out(namespace, stored[i], with_vectors), s) for i, s in hits]

    async def scan(
        self,
        namespace: str,
        *,
        where: RecordFilter = EVERYTHING,
        batch_size: int = DEFAULT_BATCH,
        with_vectors: bool = False,
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield matching records in batches."""
        stored = self._records.get(validate_namespace(namespace), {})
        index = self._index.get(namespace)
        if where.ids is None and index is not None:  # the columns, not a loop over records
            matching = [stored[i] for i in index.ids(index.matching(where))]
        else:
            matching = [r for r in _candidates(stored, where) if where.matches(r)]
        records = [self._out(namespace, r, with_vectors) for r in matching]
        async for batch in _batches(records, batch_size):
            yield batch

    async def count(self, namespace: str, where: RecordFilter = EVERYTHING) -> int:
        """Number of matching records."""
        stored = self._records.get(validate_namespace(namespace), {})
        if where is EVERYTHING or not stored:
            return len(stored)
        return int(self._index[namespace].matching(where).size)

    async def namespaces(self) -> list[str]:
        """Namespaces with records."""
        return sorted(ns for ns, recs in self._records.items() if recs)

    async def clear(self, namespace: str) -> int:
        """Delete every record of one namespace."""
        self._index.pop(validate_namespace(namespace), None)
        self._vectors.pop(namespace, None)
        return len(self._records.pop(namespace, {}))

    async def close(self) -> None:
        """Nothing to release."""


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
        return {i: _strip(record, with_vectors) for i, record in heads if record is not None}

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
            _strip(r, with_vectors) for r in self._live(namespace).values() if where.matches(r)
        ]
        async for batch in _batches(records, batch_size):
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
