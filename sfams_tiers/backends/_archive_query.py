"""The archive's reads as Polars lazy plans over a raw scan of one namespace's files.

Each function takes the raw rows (every version and tombstone, :data:`SCHEMA`) and
returns a plan; ``ParquetArchive`` collects it in a worker thread. Plans select
only the columns they need, so Polars reads nothing else from the files: counting
reads ``id``, ``version`` and ``deleted``, never content or embeddings.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator, Sequence
from typing import Final

import polars as pl

from sfams_tiers._tiers import ALL_VIEWERS, RecordFilter
from sfams_tiers.backends._archive_schema import (
    RECORD_COLUMNS,
    SCHEMA,
    newest_live,
    newest_versions,
)
from sfams_tiers.backends._archive_store import ObjectStore

__all__ = [
    "FILE_COLUMN",
    "Plan",
    "chunk_plan",
    "count_plan",
    "get_plan",
    "heads_plan",
    "live_ids_plan",
    "run_plan",
    "scan_files",
    "to_parquet",
]

ROW_GROUP_ROWS: Final = 10_000
FILE_COLUMN: Final = "__file"
"""Column a raw scan adds, when asked, naming the file (``store.source``) of each row."""

Plan = Callable[[pl.LazyFrame], pl.LazyFrame]
"""A read, given the raw rows of a namespace's files."""


def scan_files(store: ObjectStore, files: list[str], *, paths: bool = False) -> pl.LazyFrame:
    """The raw rows of ``files`` (keys of ``store``), every version and tombstone."""
    # An explicit file list (not a glob) gives each read one consistent set of
    # committed files. The fixed schema skips schema inference, and files from
    # before a column was added read that column as null.
    return pl.scan_parquet(
        [store.source(key) for key in files],
        schema=SCHEMA,
        hive_partitioning=False,
        missing_columns="insert",
        extra_columns="ignore",
        storage_options=store.polars_options(),
        credential_provider=None,
        include_file_paths=FILE_COLUMN if paths else None,
    )


def run_plan(
    store: ObjectStore, files: list[str], plan: Plan, *, paths: bool = False
) -> pl.DataFrame:
    """Collect ``plan`` over ``files``; any read failure is TierUnavailable."""
    # Runs in a worker thread: building the scan may resolve AWS credentials
    # (a network call for instance roles), and collecting reads the files.
    try:
        return plan(scan_files(store, files, paths=paths)).collect()
    except (pl.exceptions.PolarsError, OSError) as exc:
        raise store.read_failed(exc) from exc


def record_columns(with_vectors: bool) -> list[str]:
    """The record columns to read; the embedding is most of the bytes, so it is optional."""
    return [c for c in RECORD_COLUMNS if with_vectors or c != "embedding"]


def count_plan(raw: pl.LazyFrame) -> pl.LazyFrame:
    """One row, one column: the number of live ids."""
    heads = newest_versions(raw.select("id", "version", "deleted"))
    return heads.filter(~pl.col("deleted")).select(pl.len())


def live_ids_plan(raw: pl.LazyFrame, ids: Sequence[str]) -> pl.LazyFrame:
    """Which of ``ids`` are live (column ``id``)."""
    wanted = raw.filter(pl.col("id").is_in(list(ids))).select("id", "version", "deleted")
    return newest_live(wanted).select("id")


def get_plan(raw: pl.LazyFrame, ids: Sequence[str], with_vectors: bool) -> pl.LazyFrame:
    """The newest live rows of ``ids`` (the id filter runs first and prunes row groups).

    The newest versions are picked on three narrow columns, then the full rows are
    semi-joined: sorting whole rows would move every embedding (2.5x slower).
    """
    wanted = raw.filter(pl.col("id").is_in(list(ids)))
    heads = newest_live(wanted.select("id", "version", "deleted")).select("id", "version")
    return wanted.join(heads, on=["id", "version"], how="semi").select(record_columns(with_vectors))


def heads_plan(raw: pl.LazyFrame, where: RecordFilter) -> pl.LazyFrame:
    """``id`` and ``version`` of the newest live row of each id passing the prefilter, by id.

    Predicates apply to the newest rows only: an old version that matched must not
    bring back an id whose newest version does not.
    """
    if where.ids is not None:
        raw = raw.filter(pl.col("id").is_in(list(where.ids)))  # same id, same verdict
    needed, predicates = prefilter(where)
    columns = raw.select("id", "version", "deleted", *needed)
    if where.entities is not None:
        # Selective (an order number): first the ids with any version that matches,
        # then the newest versions of those ids only. Sorting every row's version for
        # an identifier the archive does not hold took 100-180 ms at 100,000 records;
        # this takes 40-50 (restore on mention asks on every such recall).
        candidates = columns.filter(*predicates).select("id")
        columns = columns.join(candidates, on="id", how="semi")
    heads = newest_versions(columns)
    return heads.filter(~pl.col("deleted"), *predicates).select("id", "version").sort("id")


def chunk_plan(raw: pl.LazyFrame, heads: pl.DataFrame, with_vectors: bool) -> pl.LazyFrame:
    """Full rows of a slice of :func:`heads_plan`'s result, in id order.

    The id range filter lets Polars skip row groups by their statistics (files are
    sorted by id); the semi join keeps exactly the newest versions.
    """
    low, high = pl.lit(heads["id"][0]), pl.lit(heads["id"][-1])
    return (
        raw.filter(pl.col("id").is_between(low, high))
        .join(heads.lazy(), on=["id", "version"], how="semi")
        .select(record_columns(with_vectors))
        .sort("id")
    )


def prefilter(where: RecordFilter) -> tuple[list[str], list[pl.Expr]]:
    """Columns and Polars predicates that keep every record ``where.matches`` keeps.

    This is a cheap superset (TTL is left to ``matches``), applied before any record
    is decoded; ``matches`` stays the exact rule.
    """
    needed: list[str] = []
    predicates: list[pl.Expr] = []

    def use(*columns: str) -> Iterator[pl.Expr]:
        needed.extend(c for c in columns if c not in needed)
        return (pl.col(c) for c in columns)

    if where.types is not None:
        (kind,) = use("type")
        alternatives = [(kind == t) | kind.str.starts_with(f"{t}:") for t in where.types]
        predicates.append(pl.any_horizontal(alternatives) if alternatives else pl.lit(False))
    if where.entities is not None:
        # Reads only the entities column: an archive lookup by order number must not
        # decode every archived record.
        (entities,) = use("entities")
        wanted = list(where.entities)
        predicates.append(entities.list.eval(pl.element().is_in(wanted)).list.any())
    if where.min_importance is not None:
        (importance,) = use("importance")
        predicates.append(importance >= where.min_importance)
    if not where.include_superseded:
        (superseded_by,) = use("superseded_by")
        predicates.append(superseded_by.is_null())
    if where.anchored is not None:
        (anchored,) = use("anchored")
        predicates.append(anchored == where.anchored)
    if where.viewer != ALL_VIEWERS:
        visibility, agent = use("visibility", "agent")
        shared = visibility == "shared"
        predicates.append(shared if where.viewer is None else shared | (agent == where.viewer))
    return needed, predicates


def to_parquet(frame: pl.DataFrame) -> bytes:
    """The bytes of one archive file: zstd, statistics, rows sorted by id."""
    # Sorted UUIDv7 ids give each row group a narrow id range, so reads by id skip
    # most row groups; versions were assigned before sorting, in input order.
    out = io.BytesIO()
    frame.sort("id").write_parquet(
        out, compression="zstd", statistics=True, row_group_size=ROW_GROUP_ROWS
    )
    return out.getvalue()
