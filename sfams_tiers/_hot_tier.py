"""The hot-tier seam: records with their live access counters (Redis in production).

The hot copy of a record is authoritative (DESIGN I2): reads fold its fields and the
accesses logged since the last flush (:class:`AccessDelta`) into the warm copy with
:func:`with_hot_fields` and :func:`with_access`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable

from sfams_tiers._models import MemoryRecord
from sfams_tiers._record_filter import DEFAULT_BATCH

__all__ = ["AccessDelta", "HotTier"]


@dataclass(frozen=True, slots=True)
class AccessDelta:
    """Accesses logged in the hot tier since the last flush to the warm tier."""

    count: int
    last: datetime


def with_access(record: MemoryRecord, delta: AccessDelta | None) -> MemoryRecord:
    """``record`` with pending accesses folded into its counters."""
    if delta is None:
        return record
    last = record.last_accessed
    return record.model_copy(
        update={
            "access_count": record.access_count + delta.count,
            "last_accessed": delta.last if last is None else max(last, delta.last),
        }
    )


def with_hot_fields(warm: MemoryRecord, hot: MemoryRecord | None) -> MemoryRecord:
    """The hot copy's fields (authoritative, DESIGN I2) with the warm copy's vector."""
    return warm if hot is None else hot.model_copy(update={"embedding": warm.embedding})


@runtime_checkable
class HotTier(Protocol):
    """Anchored and high-score records with their live counters (Redis in production).

    The hot copy of a record is authoritative for its access counters (DESIGN I2).
    """

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records (all must belong to ``namespace``)."""
        ...

    async def get_many(self, namespace: str, ids: Sequence[str]) -> dict[str, MemoryRecord]:
        """Return the records found, keyed by id; missing ids are simply absent."""
        ...

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete records and their index entries; return how many existed."""
        ...

    def scan(
        self, namespace: str, *, batch_size: int = DEFAULT_BATCH
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield every record of the namespace in batches."""
        ...

    async def count(self, namespace: str) -> int:
        """Number of records in the namespace."""
        ...

    async def ids_by_entity(self, namespace: str, entity: str) -> set[str]:
        """Ids of hot records that carry ``entity``."""
        ...

    async def anchored_ids(self, namespace: str) -> set[str]:
        """Ids of the anchored ("core") records."""
        ...

    async def record_access(self, namespace: str, ids: Sequence[str], at: datetime) -> None:
        """Log one access of each id (hot or not) at ``at``."""
        ...

    async def pending_access(
        self, namespace: str, ids: Sequence[str] | None = None
    ) -> dict[str, AccessDelta]:
        """Accesses logged since the last acknowledgement (all ids when None)."""
        ...

    async def fresh_fields(
        self, namespace: str, hot_ids: Sequence[str], access_ids: Sequence[str]
    ) -> tuple[dict[str, MemoryRecord], dict[str, AccessDelta]]:
        """The hot copies of ``hot_ids`` and the pending accesses of ``access_ids``.

        What a read needs to bring warm records up to date, in one round trip.
        """
        ...

    async def ack_access(
        self, namespace: str, flushed: dict[str, AccessDelta], *, ack_id: str | None = None
    ) -> bool:
        """Subtract accesses that were flushed to the warm tier.

        With ``ack_id``, an acknowledgement already applied under that id is not
        applied again (returns False), so a crashed flush can simply be repeated.
        """
        ...

    async def namespaces(self) -> list[str]:
        """Namespaces holding at least one record or access entry."""
        ...

    async def clear(self, namespace: str) -> int:
        """Delete everything of one namespace; return the number of records deleted."""
        ...

    async def close(self) -> None:
        """Release connections (never the caller's data)."""
        ...
