"""The Parquet schema of archive files, and records <-> Polars frames.

``storage/archive-schema.md`` documents :data:`SCHEMA` column by column, and a test
parses that document and compares, so change both together. The namespace is not a
column: it lives only in the partition path (``namespace=<ns>/``), so a file can never
disagree with where it is stored.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any, Final

import numpy as np
import polars as pl

from sfams_tiers._models import Limits, MemoryRecord, validate_record

__all__ = [
    "BOOKKEEPING_COLUMNS",
    "RECORD_COLUMNS",
    "SCHEMA",
    "decode",
    "encode_records",
    "encode_tombstones",
    "newest_live",
    "newest_versions",
    "next_versions",
]

UTC_US: Final = pl.Datetime("us", "UTC")
_ENTITIES: Final = pl.List(pl.String())
_RELATIONS: Final = pl.List(pl.Struct({"kind": pl.String(), "target": pl.String()}))

SCHEMA: Final = pl.Schema(
    {
        "id": pl.String(),
        "agent": pl.String(),
        "visibility": pl.String(),
        "content": pl.String(),
        "type": pl.String(),
        "importance": pl.Float64(),
        "confidence": pl.Float64(),
        "source": pl.String(),
        "created_at": UTC_US,
        "ttl_seconds": pl.Float64(),
        "entities": _ENTITIES,
        "access_count": pl.Int64(),
        "last_accessed": UTC_US,
        "anchored": pl.Boolean(),
        "relations": _RELATIONS,
        "superseded_by": pl.String(),
        "tier": pl.String(),
        "archived_at": UTC_US,
        "archive_reason": pl.String(),
        "embedding": pl.List(pl.Float32()),
        "version": pl.Int64(),
        "deleted": pl.Boolean(),
        "written_at": UTC_US,
        "job": pl.String(),
    }
)
"""Column names and types of every archive file, in file order."""

BOOKKEEPING_COLUMNS: Final = ("version", "deleted", "written_at", "job")
RECORD_COLUMNS: Final = tuple(name for name in SCHEMA if name not in BOOKKEEPING_COLUMNS)
"""Every MemoryRecord field except ``namespace`` (which is the partition)."""

# Rows were validated under the writer's limits when they were archived; re-checking
# them against this process's (maybe smaller) limits would make old archives unreadable.
_STORED_LIMITS: Final = Limits(
    max_content_bytes=1 << 40, max_entities=1 << 30, max_relations=1 << 30
)

_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
_version_lock = threading.Lock()
_last_version = 0


def next_versions(count: int, now: datetime) -> int:
    """Reserve ``count`` consecutive versions at ``now``; return the first.

    Versions are nanoseconds since the epoch, bumped past the last version this
    process handed out, so they strictly increase within a process even under a
    frozen test clock, and follow wall-clock order across processes.
    """
    global _last_version
    wanted = (now - _EPOCH) // timedelta(microseconds=1) * 1_000  # exact, unlike floats
    with _version_lock:
        first = max(wanted, _last_version + 1)
        _last_version = first + count - 1
    return first


def _embeddings(records: Sequence[MemoryRecord]) -> pl.Series:
    vectors = [r.embedding for r in records]
    dims = {len(v) for v in vectors if v is not None}
    if len(dims) == 1 and all(v is not None for v in vectors):
        # One dense float32 matrix is several times faster than per-row Python lists.
        matrix = np.asarray(vectors, dtype=np.float32)
        return pl.Series("embedding", matrix).cast(SCHEMA["embedding"])
    return pl.Series("embedding", vectors, dtype=SCHEMA["embedding"])


def _nested(lengths: Sequence[int], flat: pl.Series, dtype: pl.List) -> pl.Series:
    """One list per row from flat values (row ``i`` takes the next ``lengths[i]``).

    Building nested columns from Python lists of lists costs up to a second per 50,000
    rows (relations worst); grouping a flat column costs milliseconds.
    """
    n = len(lengths)
    rows = np.repeat(np.arange(n, dtype=np.int64), np.asarray(lengths, dtype=np.int64))
    values = pl.DataFrame(
        {"row": rows, "value": flat}, schema={"row": pl.Int64, "value": dtype.inner}
    )
    grouped = values.group_by("row").agg(pl.col("value"))
    every_row = pl.DataFrame({"row": np.arange(n, dtype=np.int64)})
    joined = every_row.join(grouped, on="row", how="left", maintain_order="left")
    return joined.select(pl.col("value").fill_null(pl.lit([], dtype=dtype)))["value"]


def encode_records(
    records: Sequence[MemoryRecord], first_version: int, written_at: datetime, job: str
) -> pl.DataFrame:
    """One row per record, versions ``first_version, first_version + 1, ...`` in order."""
    n = len(records)
    columns: dict[str, Any] = {
        "id": [r.id for r in records],
        "agent": [r.agent for r in records],
        "visibility": [r.visibility for r in records],
        "content": [r.content for r in records],
        "type": [r.type for r in records],
        "importance": [r.importance for r in records],
        "confidence": [r.confidence for r in records],
        "source": [r.source for r in records],
        "created_at": [r.created_at for r in records],
        "ttl_seconds": [r.ttl_seconds for r in records],
        "entities": _nested(
            [len(r.entities) for r in records],
            pl.Series([e for r in records for e in r.entities], dtype=pl.String()),
            _ENTITIES,
        ),
        "access_count": [r.access_count for r in records],
        "last_accessed": [r.last_accessed for r in records],
        "anchored": [r.anchored for r in records],
        "relations": _nested(
            [len(r.relations) for r in records],
            pl.DataFrame(
                {
                    "kind": [x.kind for r in records for x in r.relations],
                    "target": [x.target for r in records for x in r.relations],
                },
                schema={"kind": pl.String(), "target": pl.String()},
            ).to_struct("value"),
            _RELATIONS,
        ),
        "superseded_by": [r.superseded_by for r in records],
        "tier": [r.tier for r in records],
        "archived_at": [r.archived_at for r in records],
        "archive_reason": [r.archive_reason for r in records],
        "embedding": _embeddings(records),
        "version": np.arange(first_version, first_version + n, dtype=np.int64),
        "deleted": np.zeros(n, dtype=np.bool_),
        "written_at": [written_at] * n,
        "job": [job] * n,
    }
    return pl.DataFrame(columns, schema=SCHEMA)


def encode_tombstones(
    ids: Sequence[str], first_version: int, written_at: datetime, job: str
) -> pl.DataFrame:
    """Tombstone rows: the id and bookkeeping set, every record column null."""
    n = len(ids)
    frame = pl.DataFrame(
        {
            "id": list(ids),
            "version": np.arange(first_version, first_version + n, dtype=np.int64),
            "deleted": np.ones(n, dtype=np.bool_),
            "written_at": [written_at] * n,
            "job": [job] * n,
        },
        schema={name: SCHEMA[name] for name in ("id", *BOOKKEEPING_COLUMNS)},
    )
    return frame.with_columns(
        pl.lit(None, dtype=SCHEMA[name]).alias(name) for name in RECORD_COLUMNS if name != "id"
    ).select(SCHEMA.names())


def newest_versions(frame: pl.LazyFrame) -> pl.LazyFrame:
    """One row per id: its newest version (largest ``version``), tombstones included."""
    return frame.sort("version").unique(subset="id", keep="last", maintain_order=False)


def newest_live(frame: pl.LazyFrame) -> pl.LazyFrame:
    """The newest version of every id whose newest version is not a tombstone.

    This is the archive's read rule (DESIGN I5); analytics over raw files must apply
    it too, or they count old versions and deleted records.
    """
    return newest_versions(frame).filter(~pl.col("deleted"))


def decode(frame: pl.DataFrame, namespace: str) -> list[MemoryRecord]:
    """Validate archive rows (record columns, any subset with ``id``) into records."""
    columns = [name for name in RECORD_COLUMNS if name in frame.columns]
    records = []
    for row in frame.select(columns).iter_rows(named=True):
        row["namespace"] = namespace
        records.append(validate_record(row, _STORED_LIMITS))
    return records
