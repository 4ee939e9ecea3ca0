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
from typing import Any, Final, get_args

import numpy as np
import polars as pl

from sfams_tiers._embedding import Embedding
from sfams_tiers._ids import UUID7_PATTERN
from sfams_tiers._models import (
    AGENT_PATTERN,
    ENTITY_PATTERN,
    MEMORY_TYPES,
    RELATION_KINDS,
    Limits,
    MemoryRecord,
    Relation,
    Source,
    Tier,
    Visibility,
    stored_record,
    validate_record,
    with_utc_datetimes,
)

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
    "rows_valid",
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
        matrix = np.stack([v.array for v in vectors if v is not None])
        return pl.Series("embedding", matrix).cast(SCHEMA["embedding"])
    rows = [None if v is None else v.tolist() for v in vectors]
    return pl.Series("embedding", rows, dtype=SCHEMA["embedding"])


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
    """Records from archive rows (record columns, any subset with ``id``).

    The rows are checked as whole columns against every rule the record validators
    apply; a batch that passes is rebuilt without re-validating each record (the
    validators were 60% of decoding), one that does not is validated row by row, so
    a bad row is refused with its own :class:`~sfams_tiers.InvalidRecord`.
    Embeddings come out of one float32 matrix whose rows the records share.
    """
    columns = [n for n in RECORD_COLUMNS if n in frame.columns and n != "embedding"]
    vectors = _matrix_rows(frame["embedding"]) if "embedding" in frame.columns else None
    dense = vectors is None or all(isinstance(v, Embedding) for v in vectors)
    trusted = dense and rows_valid(frame.select(columns))
    values = [frame[name].to_list() for name in columns]
    records = []
    for i, row_values in enumerate(zip(*values, strict=True)):
        row = dict(zip(columns, row_values, strict=True))
        row["namespace"] = namespace
        row["embedding"] = None if vectors is None else vectors[i]
        records.append(_trusted_row(row) if trusted else validate_record(row, _STORED_LIMITS))
    return records


def _trusted_row(row: dict[str, Any]) -> MemoryRecord:
    with_utc_datetimes(row)
    if "entities" in row:
        row["entities"] = tuple(row["entities"])
    if "relations" in row:
        row["relations"] = tuple(Relation(**r) for r in row["relations"])
    return stored_record(row)


_BLOCK_ROWS: Final = 1_000
_UUID7: Final = f"^{UUID7_PATTERN.pattern}$"
_TYPE: Final = rf"^({'|'.join(MEMORY_TYPES)})(:[a-z0-9][a-z0-9_-]{{0,31}})?$"


def _one_of(name: str, literal: Any) -> pl.Expr:
    return pl.col(name).is_in(list(get_args(literal)))


def _rules(columns: Sequence[str]) -> list[pl.Expr]:
    """One boolean expression per record rule, for the columns present."""
    col = pl.col
    rules = {
        "id": col("id").str.contains(_UUID7),
        "agent": col("agent").is_null() | col("agent").str.contains(AGENT_PATTERN.pattern),
        "visibility": _one_of("visibility", Visibility),
        # Python's str.strip() also strips \x1c-\x1f, which \s does not match.
        "content": col("content").str.contains(r"[^\s\x1c-\x1f]"),
        "type": col("type").str.contains(_TYPE),
        "importance": col("importance").is_between(0.0, 1.0),
        "confidence": col("confidence").is_between(0.0, 1.0),
        "source": _one_of("source", Source),
        "created_at": col("created_at").is_not_null(),
        "ttl_seconds": col("ttl_seconds").is_null()
        | (col("ttl_seconds").is_finite() & (col("ttl_seconds") >= 0)),
        # \S differs as above: an entity with \x1c-\x1f goes to the validators.
        "entities": col("entities")
        .list.eval(
            pl.element().str.contains(ENTITY_PATTERN.pattern)
            & ~pl.element().str.contains(r"[\x1c-\x1f]")
        )
        .list.all()
        & (col("entities").list.n_unique() == col("entities").list.len()),
        "access_count": col("access_count") >= 0,
        "anchored": col("anchored").is_not_null(),
        "relations": col("relations")
        .list.eval(
            pl.element().struct.field("kind").is_in(list(RELATION_KINDS))
            & pl.element().struct.field("target").str.contains(_UUID7)
        )
        .list.all()
        & (col("relations").list.n_unique() == col("relations").list.len())
        & ~col("relations").list.eval(pl.element().struct.field("target")).list.contains(col("id")),
        "superseded_by": col("superseded_by").is_null()
        | (col("superseded_by").str.contains(_UUID7) & (col("superseded_by") != col("id"))),
        "tier": _one_of("tier", Tier),
    }
    return [rule.fill_null(False) for name, rule in rules.items() if name in columns]


def rows_valid(frame: pl.DataFrame) -> bool:
    """True when every row passes every record rule (checked column by column)."""
    if frame.height == 0:
        return True
    if not {"id", "relations", "superseded_by"} <= set(frame.columns):
        return False  # the consistency rules need these; validate such reads one by one
    checks = frame.select(pl.all_horizontal(_rules(frame.columns)).all())
    return bool(checks.item())


def _matrix_rows(column: pl.Series) -> list[Embedding] | list[list[float] | None]:
    """One embedding per row, sharing one matrix when the column is dense and finite."""
    sizes = column.list.len()
    size = sizes.max()
    if column.null_count() == 0 and isinstance(size, int) and size > 0 and sizes.min() == size:
        matrix = column.explode().to_numpy().astype(np.float32, copy=False)
        matrix = matrix.reshape(len(column), size)
        if np.isfinite(matrix).all():
            # Blocks of their own: a record kept from a 10,000-row chunk keeps 1,000
            # rows alive (1.5 MB at 384 dims), not the chunk.
            starts = range(0, len(matrix), _BLOCK_ROWS)
            blocks = [matrix[i : i + _BLOCK_ROWS].copy() for i in starts]
            return [e for block in blocks for e in Embedding.rows(block)]
    rows: list[list[float] | None] = column.to_list()
    return rows
