"""What every tier implementation checks on the way in, and how records go out.

A batch belongs to one namespace (DESIGN I4) and a batch size can make progress: the
real backends check both here too. The in-memory tiers also yield scans in batches
and hand out records without vectors from here.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable

from sfams_tiers._errors import InvalidQuery, InvalidRecord
from sfams_tiers._models import MemoryRecord, validate_namespace

__all__ = ["check_batch", "check_batch_size", "in_batches", "without_vector"]


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


async def in_batches(
    records: list[MemoryRecord], batch_size: int
) -> AsyncIterator[list[MemoryRecord]]:
    """Yield ``records`` in slices of ``batch_size``, yielding control between them."""
    check_batch_size(batch_size)
    for start in range(0, len(records), batch_size):
        yield records[start : start + batch_size]
        await asyncio.sleep(0)  # let other tasks run between batches, as real I/O would


def without_vector(record: MemoryRecord) -> MemoryRecord:
    """``record`` itself when it has no vector, else a copy without it."""
    return record if record.embedding is None else record.model_copy(update={"embedding": None})
