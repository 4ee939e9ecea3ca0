"""Reading the archive by id: the files that can hold an id, and a scan chunk by chunk.

A file named with its id range is skipped when no wanted id falls inside it, so lookups
by id and each chunk of a scan read only the files that can answer them: their cost
follows what they read, not how many files the namespace has.
"""

from __future__ import annotations

import bisect
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from functools import partial

import polars as pl

from sfams_tiers._models import MemoryRecord
from sfams_tiers._tiers import RecordFilter
from sfams_tiers.backends._archive_paths import id_range
from sfams_tiers.backends._archive_query import Plan, chunk_plan

__all__ = ["ReadRecords", "files_holding", "scan_heads"]

ReadRecords = Callable[[list[str], Plan], Awaitable[list[MemoryRecord]]]
"""Decode the records a plan selects from some files."""


def files_holding(files: list[str], ids: Sequence[str]) -> list[str]:
    """The files that may hold any of ``ids``.

    A file named with its id range is skipped when no wanted id falls inside it (no
    request: the name says it); files without a range are always kept.
    """
    wanted = sorted(i.replace("-", "") for i in ids)
    kept = []
    for key in files:
        bounds = id_range(key)
        if bounds is not None:
            at = bisect.bisect_left(wanted, bounds[0])
            if at == len(wanted) or wanted[at] > bounds[1]:
                continue
        kept.append(key)
    return kept


async def scan_heads(
    heads: pl.DataFrame,
    files: list[str],
    read: ReadRecords,
    *,
    where: RecordFilter,
    batch_size: int,
    with_vectors: bool,
    read_rows: int,
) -> AsyncIterator[list[MemoryRecord]]:
    """Yield the records of ``heads`` (newest versions, in id order) in batches.

    Args:
        heads: The ``id`` and ``version`` of every record to yield, sorted by id.
        files: The namespace's files, listed when the scan started.
        read: Decodes the records a chunk's plan selects from the files holding them.
        where: The filter every record yielded matches.
        batch_size: Records per batch.
        with_vectors: Whether to read embeddings.
        read_rows: Records decoded per read, which bounds a scan's memory.
    """
    pending: list[MemoryRecord] = []
    last_id = ""
    # The first chunk is one batch, so a caller that takes one small batch (restore
    # on mention takes 3) reads little; a caller that goes on reads big chunks.
    first = min(batch_size, read_rows)
    starts = [0, *range(first, heads.height, read_rows)] if heads.height else []
    for start in starts:
        chunk = heads.slice(start, first if start == 0 else read_rows)
        plan = partial(chunk_plan, heads=chunk, with_vectors=with_vectors)
        holding = files_holding(files, chunk["id"].to_list())
        records = await read(holding, plan)
        for record in records:
            # Rows come sorted by id; a repeat is the same version stored twice (a
            # retried PUT). The Polars prefilter is a superset; matches() decides.
            if record.id != last_id and where.matches(record):
                pending.append(record)
            last_id = record.id
        while len(pending) >= batch_size:
            yield pending[:batch_size]
            del pending[:batch_size]
    if pending:
        yield pending
