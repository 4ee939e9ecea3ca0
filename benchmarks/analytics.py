"""Analytics at scale: a 10-million-row archive with 384-dim embeddings, one summary.

    python benchmarks/analytics.py                          # 10M rows in a temp folder
    python benchmarks/analytics.py --rows 1000000 --dir /data/bench-archive --keep
    python benchmarks/analytics.py --dir /data/bench-archive --reuse   # time only

1. **write**: ``--rows`` rows (10,000,000) in the archive's schema and layout
   (``namespace=<ns>/date=<day>/part-bench-<uuid7 hex>.parquet``, zstd, statistics,
   row groups of 10,000 rows, rows sorted by id, 50,000 rows per file like
   ``rows_per_file``) straight from numpy / Polars, never through ``MemoryRecord``:
   8 namespaces, files spread over 60 days, every live row with a 384-dim float32
   embedding (random, so incompressible: the realistic worst case), and 1% of the rows
   tombstones of ids written earlier in the same namespace (so the newest-version rule
   has work to do). Before writing, the free disk space is checked against an estimate;
   if it does not fit the row count is lowered to what fits and the figure printed.
2. **summary**: ``scan_archive(dir)`` (newest live version per id, tombstones removed)
   grouped by namespace and type: count, mean importance, newest ``archived_at``.
   Timed cold (page cache dropped first when we are root, so every byte really comes
   from disk) and warm (best of 3). Bytes read: this process's ``read_bytes`` from
   ``/proc/self/io`` over the cold run (what the kernel fetched from storage), against
   the bytes on disk and the compressed size of the embedding column (from the Parquet
   footers).
"""

from __future__ import annotations

import argparse
import binascii
import os
import shutil
import struct
import sys
import tempfile
import time
import uuid
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from sfams_tiers.analytics import scan_archive
from sfams_tiers.backends.archive import SCHEMA

NAMESPACES = [f"team-{c}" for c in "abcdefgh"]
TYPES = ["fact", "decision", "deadline", "goal", "preference", "commitment", "state",
         "dialogue", "summary"]  # fmt: skip
AGENTS = [f"agent-{i}" for i in range(12)]
REASONS = ["score below archive threshold", "expired ttl", "consolidated", "superseded",
           "forgotten on request"]  # fmt: skip
SOURCES = ["user", "agent", "tool", "llm_inferred"]
DIM = 384
ROWS_PER_FILE = 50_000
ROW_GROUP = 10_000
DAYS = 60
TOMBSTONE_SHARE = 0.01
FIRST_DAY = date(2026, 1, 1)


def uuid7_strings(first_ms: int, n: int, rng: np.random.Generator) -> pl.Series:
    """``n`` sorted UUIDv7 strings whose timestamps start at ``first_ms`` (vectorised)."""
    raw = rng.integers(0, 256, size=(n, 16), dtype=np.uint8)
    ms = first_ms + np.arange(n, dtype=np.int64)
    for byte in range(6):
        raw[:, byte] = (ms >> (8 * (5 - byte))) & 0xFF
    raw[:, 6] = 0x70 | (raw[:, 6] & 0x0F)
    raw[:, 8] = 0x80 | (raw[:, 8] & 0x3F)
    hexed = np.frombuffer(binascii.hexlify(raw.tobytes()), dtype="S32")
    s = pl.Series("h", hexed).cast(pl.String)
    parts = [s.str.slice(a, b - a) for a, b in ((0, 8), (8, 12), (12, 16), (16, 20), (20, 32))]
    return pl.select(pl.concat_str([p.to_frame().to_series() for p in parts], separator="-"))[
        "h"
    ].alias("id")


def live_rows(
    ids: pl.Series, first_version: int, day: date, rng: np.random.Generator, base: np.ndarray
) -> pl.DataFrame:
    n = len(ids)
    written = np.datetime64(f"{day.isoformat()}T02:00:00", "us")
    archived = written - pd_seconds(rng.uniform(0, 86_400, n))
    age = rng.exponential(30 * 86_400, n)
    created = archived - pd_seconds(age)
    # A per-file rotation and scale of one random matrix: distinct rows, no compression.
    vectors = np.roll(base[:n], int(rng.integers(0, n)), axis=0) * np.float32(rng.uniform(0.5, 2))
    pick = rng.integers
    frame = pl.DataFrame(
        {
            "id": ids,
            "agent": np.array(AGENTS)[pick(0, len(AGENTS), n)],
            "visibility": np.where(rng.random(n) < 0.9, "shared", "private"),
            "type": np.array(TYPES)[pick(0, len(TYPES), n)],
            "importance": rng.beta(2, 5, n),
            "confidence": rng.uniform(0.5, 1, n),
            "source": np.array(SOURCES)[pick(0, len(SOURCES), n)],
            "created_at": created,
            "access_count": pick(0, 20, n),
            "anchored": np.zeros(n, dtype=np.bool_),
            "tier": ["cold"] * n,
            "archived_at": archived,
            "archive_reason": np.array(REASONS)[pick(0, len(REASONS), n)],
            "embedding": pl.Series(vectors).cast(pl.List(pl.Float32)),
            "version": np.arange(first_version, first_version + n, dtype=np.int64) * 1000,
            "deleted": np.zeros(n, dtype=np.bool_),
            "written_at": np.full(n, written),
            "job": ["bench"] * n,
        }
    ).with_columns(
        pl.col(c).dt.replace_time_zone("UTC") for c in ("created_at", "archived_at", "written_at")
    )
    entity = pl.format("project:p{}", pl.lit(pl.Series(pick(0, 500, n))))
    return frame.with_columns(
        pl.format("note about {} by {}", entity, pl.col("agent")).alias("content"),
        pl.concat_list(entity).alias("entities"),
        pl.lit([], dtype=SCHEMA["relations"]).alias("relations"),
        pl.lit(None, dtype=pl.Float64).alias("ttl_seconds"),
        pl.lit(None, dtype=SCHEMA["last_accessed"]).alias("last_accessed"),
        pl.lit(None, dtype=pl.String).alias("superseded_by"),
    )


def pd_seconds(values: np.ndarray) -> Any:
    return np.asarray(values * 1e6, dtype="timedelta64[us]")


def tombstones(ids: pl.Series, first_version: int, day: date) -> pl.DataFrame:
    n = len(ids)
    written = datetime(day.year, day.month, day.day, 2, 0, tzinfo=UTC)
    return pl.DataFrame(
        {
            "id": ids,
            "version": np.arange(first_version, first_version + n, dtype=np.int64) * 1000,
            "deleted": np.ones(n, dtype=np.bool_),
            "written_at": [written] * n,
            "job": ["bench"] * n,
        }
    )


def write_archive(root: Path, rows: int, seed: int = 7, quiet: bool = False) -> dict[str, int]:
    rng = np.random.default_rng(seed)
    base = rng.standard_normal((min(rows, ROWS_PER_FILE), DIM), dtype=np.float32)
    files = -(-rows // ROWS_PER_FILE)
    previous: dict[str, pl.Series] = {}
    first_ms = int(datetime(2026, 1, 1, tzinfo=UTC).timestamp() * 1000)
    version = int(datetime(2026, 1, 1, tzinfo=UTC).timestamp() * 1_000_000)
    written = live = dead = 0
    start = time.perf_counter()
    for f in range(files):
        n = min(ROWS_PER_FILE, rows - written)
        namespace = NAMESPACES[f % len(NAMESPACES)]
        day = FIRST_DAY + timedelta(days=f * DAYS // files)
        n_dead = int(n * TOMBSTONE_SHARE) if namespace in previous else 0
        ids = uuid7_strings(first_ms, n - n_dead, rng)
        first_ms += n
        parts = [live_rows(ids, version, day, rng, base)]
        version += n - n_dead
        if n_dead:
            old = previous[namespace]
            gone = old.gather(rng.choice(len(old), n_dead, replace=False))
            parts.append(tombstones(gone, version, day))
            version += n_dead
        frame = pl.concat(parts, how="diagonal_relaxed").select(
            [pl.col(c).cast(t) if c in parts[0].columns or c in parts[-1].columns
             else pl.lit(None, dtype=t).alias(c) for c, t in SCHEMA.items()]
        ).sort("id")  # fmt: skip
        folder = root / f"namespace={namespace}" / f"date={day.isoformat()}"
        folder.mkdir(parents=True, exist_ok=True)
        frame.write_parquet(
            folder / f"part-bench-{uuid.uuid4().hex}.parquet",
            compression="zstd",
            statistics=True,
            row_group_size=ROW_GROUP,
        )
        previous[namespace] = ids
        written += n
        live += n - n_dead
        dead += n_dead
        if not quiet and (f % 20 == 0 or f == files - 1):
            rate = written / (time.perf_counter() - start)
            print(f"  wrote {written:>11,} rows in {f + 1} files ({rate:,.0f} rows/s)", flush=True)
    return {"files": files, "rows": written, "live_rows": live, "tombstones": dead}


def disk_bytes(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*.parquet"))


def read_bytes() -> int:
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("read_bytes:"):
            return int(line.split()[1])
    return 0


def embedding_bytes(root: Path) -> int:
    """Compressed bytes of the embedding column chunks, from the Parquet footers."""
    total = 0
    for path in root.rglob("*.parquet"):
        with path.open("rb") as handle:
            handle.seek(-8, os.SEEK_END)
            (length,) = struct.unpack("<I", handle.read(4))
            handle.seek(-8 - length, os.SEEK_END)
            footer = handle.read(length)
        total += _embedding_chunk_sizes(footer)
    return total


def _embedding_chunk_sizes(footer: bytes) -> int:
    # The footer is Thrift compact; support/cold_parquet.py has the full reader the
    # tests use. Here: row groups (field 4) -> columns (1) -> meta (3) -> path (3), size (7).
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from support.cold_parquet import _Compact

    meta = _Compact(footer).struct()
    return sum(
        int(col[3][7])
        for group in meta[4]
        for col in group[1]
        if col[3][3] and col[3][3][0] == b"embedding"
    )


def drop_page_cache() -> bool:
    if os.geteuid() != 0:
        return False
    os.sync()
    try:
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except OSError:
        return False
    return True


def warm_up_code() -> None:
    """Run the same query on a tiny archive, so Polars' own code pages (faulted in from
    disk after the cache drop, and counted in read_bytes) are not charged to the scan."""
    with tempfile.TemporaryDirectory() as folder:
        write_archive(Path(folder), 2_000, seed=1, quiet=True)
        summary(Path(folder))


def summary(root: Path) -> pl.DataFrame:
    return (
        scan_archive(root)
        .group_by("namespace", "type")
        .agg(
            pl.len().alias("records"),
            pl.col("importance").mean().alias("mean_importance"),
            pl.col("archived_at").max().alias("last_archived"),
        )
        .sort("namespace", "type")
        .collect()
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--dir", type=Path, default=None, help="Archive folder (default: temp).")
    parser.add_argument("--keep", action="store_true", help="Keep the archive afterwards.")
    parser.add_argument("--reuse", action="store_true", help="Time an archive already in --dir.")
    args = parser.parse_args()
    root = args.dir or Path(tempfile.mkdtemp(prefix="sfams-analytics-"))
    root.mkdir(parents=True, exist_ok=True)
    print(f"polars {pl.__version__}, {os.cpu_count()} cores, archive in {root}")
    try:
        if not args.reuse:
            rows = args.rows
            need = rows * (DIM * 4 + 120)  # embeddings do not compress; ~120 B of the rest
            free = shutil.disk_usage(root).free
            print(f"estimated size {need / 1e9:.1f} GB, free {free / 1e9:.1f} GB")
            if need > free * 0.9:
                rows = int(free * 0.9 / (DIM * 4 + 120)) // ROWS_PER_FILE * ROWS_PER_FILE
                print(f"!! {args.rows:,} rows do not fit: writing {rows:,} rows instead")
            start = time.perf_counter()
            counts = write_archive(root, rows)
            print(f"write: {counts} in {time.perf_counter() - start:.1f} s")
        size = disk_bytes(root)
        emb = embedding_bytes(root)
        files = sum(1 for _ in root.rglob("*.parquet"))
        print(f"on disk: {size:,} bytes ({size / 1e9:.2f} GB) in {files} files; "
              f"embedding column {emb:,} bytes ({emb / size:.1%})")  # fmt: skip
        cold = drop_page_cache()
        warm_up_code()
        before = read_bytes()
        start = time.perf_counter()
        result = summary(root)
        first = time.perf_counter() - start
        got = read_bytes() - before
        warm = []
        for _ in range(3):
            start = time.perf_counter()
            summary(root)
            warm.append(time.perf_counter() - start)
        live = int(result["records"].sum())
        print(result.head(12))
        print(f"summary over {live:,} live records ({result.height} groups)")
        print(f"  {'cold' if cold else 'first'} run: {first:.2f} s, read from disk "
              f"{got:,} bytes ({got / size:.2%} of the archive)")  # fmt: skip
        print(f"  warm runs: best {min(warm):.2f} s, median {sorted(warm)[1]:.2f} s")
        plan = scan_archive(root).group_by("namespace", "type").agg(pl.len()).explain()
        projected = [line.strip() for line in plan.splitlines() if "PROJECT" in line]
        print(f"  plan: {projected}")
    finally:
        if args.dir is None and not args.keep:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
