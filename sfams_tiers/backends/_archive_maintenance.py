"""Compaction and purge of one namespace's archive files (blocking; run in a thread).

Both follow DESIGN I3 and never change a file: the new files are written first, each
atomically as ``put_many`` writes them, and only then are the old ones deleted. A crash
in between leaves two copies of the same rows, same ``version`` included, which readers
already treat as one (newest version wins), and the next compaction removes them.

Old files are deleted in two steps: files without tombstones first, then files with
tombstones. So as long as any old version of a deleted id is left, its tombstone is
left too, and a crash halfway never brings a deleted record back. Surviving rows keep
their ``version``, ``written_at`` and ``job``: files written concurrently still win
or lose against them exactly as before.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import polars as pl

from sfams_tiers._errors import TierUnavailable
from sfams_tiers._tiers import CompactionResult
from sfams_tiers.backends._archive_paths import archive_key, parse_file_key
from sfams_tiers.backends._archive_query import FILE_COLUMN, to_parquet
from sfams_tiers.backends._archive_schema import SCHEMA, newest_live
from sfams_tiers.backends._archive_store import ObjectStore

__all__ = ["FileStats", "Rewriter", "compact_files", "namespace_files", "purge_rows"]


@dataclass(frozen=True, slots=True)
class FileStats:
    """Rows and tombstone rows of one stored file."""

    rows: int
    tombstones: int


@dataclass(frozen=True, slots=True)
class Rewriter:
    """What compaction and purge need from the archive, for one namespace.

    Attributes:
        store: The archive's object store.
        query: Runs a plan over the raw rows of some files; with ``paths=True`` the
            rows carry :data:`FILE_COLUMN` (the file's ``store.source``).
        put: Writes one new file of the namespace atomically; returns its key.
        rows_per_file: Most rows in one file.
    """

    store: ObjectStore
    query: Callable[..., pl.DataFrame]
    put: Callable[[bytes], str]
    rows_per_file: int

    def stats(self, keys: list[str]) -> dict[str, FileStats]:
        """Rows and tombstones of each file (reads ``deleted`` only)."""
        frame = self.query(keys, _stats_plan, paths=True)
        by_source = {self.store.source(key): key for key in keys}
        found = {
            by_source[row[FILE_COLUMN]]: FileStats(row["rows"], row["tombstones"])
            for row in frame.iter_rows(named=True)
        }
        return {key: found.get(key, FileStats(0, 0)) for key in keys}

    def put_all(self, make_frames: Sequence[Callable[[], pl.DataFrame]]) -> tuple[list[str], int]:
        """Write one file per frame (empty ones skipped); on failure remove them again."""
        written: list[str] = []
        total = 0
        try:
            for make in make_frames:
                frame = make()  # built one at a time: memory stays at one file's rows
                if frame.height:
                    data = to_parquet(frame)
                    written.append(self.put(data))
                    total += len(data)
        except BaseException:
            # Nothing old was deleted yet, so removing the new files restores the start;
            # if that fails too, what is left are duplicates the next run cleans up.
            if written:
                with contextlib.suppress(TierUnavailable):
                    self.store.delete_keys(written)
            raise
        return written, total

    def retire(self, stats: dict[str, FileStats]) -> None:
        """Delete old files: those without tombstones first (see the module docstring)."""
        self.store.delete_keys(sorted(k for k, s in stats.items() if not s.tombstones))
        self.store.delete_keys(sorted(k for k, s in stats.items() if s.tombstones))


def namespace_files(store: ObjectStore, namespace: str) -> dict[str, int]:
    """The committed data files of a namespace, key -> bytes (one consistent listing)."""
    found = store.list_objects(archive_key(namespace))
    return {key: size for key, size in found.items() if parse_file_key(key) is not None}


def compact_files(rw: Rewriter, sizes: dict[str, int], dry_run: bool) -> CompactionResult:
    """Rewrite a namespace's files (``sizes``: key -> bytes) to its newest live rows."""
    keys = sorted(sizes)
    if not keys:
        return CompactionResult(0, 0, 0, 0, 0, 0, 0)
    stats = rw.stats(keys)
    heads = rw.query(keys, _heads_plan)
    ids = heads.height
    rows_before = sum(s.rows for s in stats.values())
    bytes_before = sum(sizes.values())
    files_after = -(-ids // rw.rows_per_file)
    if rows_before == ids and files_after == len(keys):  # already compact: keep the files
        return CompactionResult(len(keys), len(keys), ids, ids, bytes_before, bytes_before, ids)
    if dry_run:
        records_before = rows_before - sum(s.tombstones for s in stats.values())
        estimate = bytes_before * ids // max(records_before, 1)
        return CompactionResult(
            len(keys), files_after, rows_before, ids, bytes_before, estimate, ids
        )
    chunks = [
        partial(rw.query, keys, partial(_rows_plan, heads=heads.slice(start, rw.rows_per_file)))
        for start in range(0, ids, rw.rows_per_file)
    ]
    written, bytes_after = rw.put_all(chunks)
    rw.retire(stats)
    return CompactionResult(
        len(keys), len(written), rows_before, ids, bytes_before, bytes_after, ids
    )


def purge_rows(rw: Rewriter, sizes: dict[str, int], ids: list[str]) -> None:
    """Rewrite only the files holding any row of ``ids``, without those rows.

    The caller has tombstoned the live ones first, so until the last old file is
    gone every surviving old row of them is hidden.
    """
    keys = sorted(sizes)
    if not keys or not ids:
        return
    hits = rw.query(keys, partial(_hits_plan, ids=ids), paths=True)
    by_source = {rw.store.source(key): key for key in keys}
    affected = sorted(by_source[source] for source in hits[FILE_COLUMN].to_list())
    if not affected:
        return
    stats = rw.stats(affected)
    rw.put_all([partial(rw.query, [key], partial(_without_plan, ids=ids)) for key in affected])
    rw.retire(stats)


def _stats_plan(raw: pl.LazyFrame) -> pl.LazyFrame:
    return raw.group_by(FILE_COLUMN).agg(
        pl.len().alias("rows"), pl.col("deleted").sum().alias("tombstones")
    )


def _heads_plan(raw: pl.LazyFrame) -> pl.LazyFrame:
    """``id`` and ``version`` of the newest live row of every id, by id."""
    return newest_live(raw.select("id", "version", "deleted")).select("id", "version").sort("id")


def _rows_plan(raw: pl.LazyFrame, heads: pl.DataFrame) -> pl.LazyFrame:
    """Whole rows (bookkeeping included) of a slice of the heads, one copy each."""
    low, high = pl.lit(heads["id"][0]), pl.lit(heads["id"][-1])
    return (
        raw.filter(pl.col("id").is_between(low, high))
        .join(heads.lazy(), on=["id", "version"], how="semi")
        .unique(subset=["id", "version"], keep="any")  # a stored-twice row counts once
        .select(SCHEMA.names())
    )


def _hits_plan(raw: pl.LazyFrame, ids: list[str]) -> pl.LazyFrame:
    """The files (column :data:`FILE_COLUMN`) holding any row of ``ids``."""
    return (
        raw.select(FILE_COLUMN, "id").filter(pl.col("id").is_in(ids)).select(FILE_COLUMN).unique()
    )


def _without_plan(raw: pl.LazyFrame, ids: list[str]) -> pl.LazyFrame:
    """Every row of a file except those of ``ids``, unchanged."""
    return raw.filter(~pl.col("id").is_in(ids)).select(SCHEMA.names())
