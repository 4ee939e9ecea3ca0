"""The live tiers as a table: every hot and warm record, without embeddings."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Final

import polars as pl

from sfams_tiers._models import MemoryRecord, validate_namespace
from sfams_tiers._tiers import ALL_VIEWERS, RecordFilter, Tiers, with_hot_fields
from sfams_tiers.backends._archive_schema import BOOKKEEPING_COLUMNS, SCHEMA, encode_records

__all__ = ["LIVE_SCHEMA", "live_snapshot"]

LIVE_SCHEMA: Final = pl.Schema(
    {
        **{n: t for n, t in SCHEMA.items() if n != "embedding" and n not in BOOKKEEPING_COLUMNS},
        "namespace": pl.String(),
    }
)
"""Columns of :func:`live_snapshot`: the archive's record columns (no embedding) plus
``namespace``, so live and archived frames can be compared or concatenated."""

_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)


async def live_snapshot(
    tiers: Tiers, namespace: str, *, batch_size: int = 1000, viewer: str | None = ALL_VIEWERS
) -> pl.DataFrame:
    """Every live (hot and warm) record of ``namespace`` as one DataFrame, no embeddings.

    The warm tier holds every live record (DESIGN I1) and is streamed with its
    ``scan`` in batches, never loading vectors; hot records take their counters and
    fields from the hot copy, which is authoritative for them (I2). ``tier`` tells
    which tier holds each record.

    Args:
        tiers: The open tiers.
        namespace: The namespace to read.
        batch_size: Records per warm-tier batch.
        viewer: Whose view, as in :func:`~sfams_tiers.analytics.scan_archive` (default:
            every memory, for operators).

    Returns:
        :data:`LIVE_SCHEMA`, one row per live record.
    """
    validate_namespace(namespace)
    hot: dict[str, MemoryRecord] = {}
    async for batch in tiers.hot.scan(namespace, batch_size=batch_size):
        hot.update((r.id, r) for r in batch)
    frames = []
    where = RecordFilter(viewer=viewer)
    async for batch in tiers.warm.scan(
        namespace, where=where, batch_size=batch_size, with_vectors=False
    ):
        records = [with_hot_fields(r, hot.get(r.id)) for r in batch]
        # The archive's encoder builds exactly these columns, nested ones included.
        frames.append(encode_records(records, 0, _EPOCH, "live").select(LIVE_SCHEMA.names()[:-1]))
    if not frames:
        return pl.DataFrame(schema=LIVE_SCHEMA)
    return pl.concat(frames).with_columns(pl.lit(namespace).alias("namespace"))
