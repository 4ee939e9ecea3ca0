"""Qdrant Edge warm tier at scale: put throughput, optimize time, filtered search latency.

Synthetic clustered data (gaussian centres + noise, unit-normalised, spread over several
namespaces) goes through :class:`QdrantEdgeWarmTier`, the same path the library uses.
Search latency is measured on the tier (filter translation and payload decoding
included) and on the bare engine with the same filter, before and after ``optimize()``.
Recall@10 compares the tier's hits with exact numpy cosine over the namespace.

    .venv/bin/python benchmarks/warm_search.py            # 100,000 x 384
    .venv/bin/python benchmarks/warm_search.py --n 20000  # quicker
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import numpy.typing as npt
import qdrant_edge as qe

from sfams_tiers import MemoryRecord, RecordFilter
from sfams_tiers.backends._qdrant_payload import in_namespace
from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier, to_filter

T0 = datetime(2026, 1, 5, tzinfo=UTC)


def clustered(
    n: int, middle: npt.NDArray[np.float64], rng: np.random.Generator
) -> npt.NDArray[np.float32]:
    """``n`` unit vectors: a random one of the ``middle`` centres plus gaussian noise."""
    points = middle[rng.integers(0, len(middle), n)] + 0.35 * rng.normal(size=(n, middle.shape[1]))
    unit: npt.NDArray[np.float32] = (points / np.linalg.norm(points, axis=1, keepdims=True)).astype(
        np.float32
    )
    return unit


def percentiles(seconds: list[float]) -> str:
    ms = np.array(seconds) * 1000
    return f"p50 {np.percentile(ms, 50):6.2f} ms  p99 {np.percentile(ms, 99):6.2f} ms"


async def timed_searches(
    tier: QdrantEdgeWarmTier,
    queries: npt.NDArray[np.float32],
    namespaces: list[str],
    where: RecordFilter,
) -> tuple[list[float], list[list[str]]]:
    seconds, ids = [], []
    for i, q in enumerate(queries):
        start = time.perf_counter()
        hits = await tier.search(namespaces[i % len(namespaces)], q, limit=10, where=where)
        seconds.append(time.perf_counter() - start)
        ids.append([h.record.id for h in hits])
    return seconds, ids


def engine_searches(
    path: Path, queries: npt.NDArray[np.float32], namespaces: list[str]
) -> list[float]:
    shard = qe.EdgeShard.load(str(path))
    seconds = []
    try:
        for i, q in enumerate(queries):
            scope = in_namespace(namespaces[i % len(namespaces)]) or ()
            request = qe.QueryRequest(
                limit=10, query=qe.Query.Nearest(q.tolist()), filter=to_filter(scope)
            )
            start = time.perf_counter()
            shard.query(request)
            seconds.append(time.perf_counter() - start)
    finally:
        shard.close()
    return seconds


async def loop_stall(work: asyncio.Future[bool]) -> float:
    """Longest gap between 1 ms ticks of the event loop while ``work`` runs."""
    gaps, last = [0.0], time.perf_counter()
    while not work.done():
        await asyncio.sleep(0.001)
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
    return max(gaps)


async def main(args: argparse.Namespace) -> None:
    rng = np.random.default_rng(args.seed)
    middle = rng.normal(size=(args.centres, args.dim))
    vectors = clustered(args.n, middle, rng)
    namespaces = [f"team-{k}" for k in range(args.namespaces)]
    owner = rng.integers(0, args.namespaces, args.n)
    start = time.perf_counter()
    records = [
        MemoryRecord(
            namespace=namespaces[owner[i]],
            content=f"synthetic memory {i}",
            type=("fact", "state:ticket", "goal", "dialogue")[i % 4],
            importance=float(rng.random()),
            created_at=T0 + timedelta(seconds=i),
            ttl_seconds=86_400.0 if i % 10 == 0 else None,
            embedding=vectors[i],
        )
        for i in range(args.n)
    ]
    print(
        f"{args.n:,} records x {args.dim} dims, {args.namespaces} namespaces, "
        f"{args.centres} centres; built in {time.perf_counter() - start:.1f} s"
    )

    with tempfile.TemporaryDirectory(prefix="sfams-bench-") as folder:
        path = Path(folder) / "warm"
        tier = await QdrantEdgeWarmTier.open(path, dimension=args.dim)
        by_ns = {ns: [r for r in records if r.namespace == ns] for ns in namespaces}
        start = time.perf_counter()
        for ns, recs in by_ns.items():
            for b in range(0, len(recs), args.batch):
                await tier.put_many(ns, recs[b : b + args.batch])
        took = time.perf_counter() - start
        print(f"put_many (batches of {args.batch}): {took:.1f} s = {args.n / took:,.0f} records/s")

        queries = clustered(args.queries, middle, np.random.default_rng(1))  # same centres
        live = RecordFilter(live_at=T0 + timedelta(days=2), include_superseded=False, viewer=None)
        for label, where in (("namespace only", RecordFilter()), ("recall filter", live)):
            seconds, _ = await timed_searches(tier, queries, namespaces, where)
            print(f"search before optimize, {label:15}: {percentiles(seconds)}")

        start = time.perf_counter()
        job = asyncio.ensure_future(tier.optimize())
        stall = await loop_stall(job)
        print(
            f"optimize(): {time.perf_counter() - start:.1f} s (changed={job.result()}); "
            f"event loop stalled up to {stall:.1f} s (the engine holds the GIL)"
        )

        for label, where in (("namespace only", RecordFilter()), ("recall filter", live)):
            seconds, ids = await timed_searches(tier, queries, namespaces, where)
            print(f"search after optimize,  {label:15}: {percentiles(seconds)}")
        # Recall@10 of the last (recall-filter) run against exact cosine.
        recall = []
        for i, q in enumerate(queries):
            ns = namespaces[i % len(namespaces)]
            pool = [r for r in by_ns[ns] if live.matches(r)]
            sims = np.array([r.embedding for r in pool], dtype=np.float32) @ q
            exact = {pool[j].id for j in np.argsort(-sims)[:10]}
            recall.append(len(exact & set(ids[i])) / 10)
        print(f"recall@10 vs exact (recall filter): {np.mean(recall):.3f}")
        await tier.close()

        start = time.perf_counter()
        tier = await QdrantEdgeWarmTier.open(path)
        print(
            f"reopen: {time.perf_counter() - start:.2f} s, {await tier.count(namespaces[0]):,} "
            f"records in {namespaces[0]}"
        )
        await tier.close()
        seconds = await asyncio.to_thread(engine_searches, path, queries, namespaces)
        print(f"bare engine query, same namespace filter: {percentiles(seconds)}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--namespaces", type=int, default=8)
    parser.add_argument("--centres", type=int, default=200)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--batch", type=int, default=1_000)
    parser.add_argument("--seed", type=int, default=0)
    asyncio.run(main(parser.parse_args()))
