"""The in-memory reference hot tier: dicts instead of Redis.

It defines the hot-tier semantics the real backends must match (the contract tests
run against both). Records are immutable, so storing them by reference is safe.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import AsyncIterator, Sequence
from datetime import datetime

from sfams_tiers._hot_tier import AccessDelta
from sfams_tiers._models import MemoryRecord, validate_namespace
from sfams_tiers._record_filter import DEFAULT_BATCH
from sfams_tiers._tier_io import check_batch, in_batches

__all__ = ["InMemoryHotTier"]


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
        async for batch in in_batches(records, batch_size):
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
