"""The workloads of ``floor.py``, one per child process: the Edge floor, sfams, in-memory.

Each returns a flat dict of figures (JSON-safe) that ``floor.py`` tabulates. Loads go
in batches of ``batch`` records, each batch in one namespace, namespaces in turn; the
time of every batch is kept, so the rate of the first and of the last 20% of the load
comes from the same run. Searches: ``queries`` timed after 20 untimed ones, each a
question about a stored record (``_floor_data.queries``) in that record's namespace.
"""

from __future__ import annotations

import asyncio
import os
import resource
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any, cast

import numpy as np
import qdrant_edge as qe
from _floor_data import DIM, Corpus, corpus, queries

from sfams_tiers import (
    HashEmbedder,
    HeuristicJudge,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    TieredMemory,
    Tiers,
    build_tiers,
    load_settings,
)

WARMUP = 20
# qdrant-edge-py 0.9 stores a Python bool as an integer; numpy.bool_ arrives as a bool.
NOT = cast(bool, np.bool_(False))
Result = dict[str, Any]


def namespace(index: int) -> str:
    return f"team-{index}"


def percentiles(prefix: str, seconds: list[float]) -> Result:
    ms = np.array(seconds) * 1000
    return {f"{prefix}{p}": float(np.percentile(ms, p)) for p in (50, 95, 99)}


def load_rates(batches: list[tuple[int, float]], n: int) -> Result:
    """Overall, first-20% and last-20% rates (rec/s) from (records, seconds) per batch."""
    first = last = (0, 0.0)
    done = 0
    for count, seconds in batches:
        if done < 0.2 * n:
            first = (first[0] + count, first[1] + seconds)
        if done + count > 0.8 * n:
            last = (last[0] + count, last[1] + seconds)
        done += count
    total = sum(s for _, s in batches)
    return {
        "add": n / total,
        "first": first[0] / first[1],
        "last": last[0] / last[1],
        "load_s": total,
    }


def progress(done: int, n: int, timed: list[tuple[int, float]]) -> None:
    """A line on stderr at every tenth of a load (long loads show they are alive)."""
    if done * 10 // n != (done - timed[-1][0]) * 10 // n:
        rate = timed[-1][0] / timed[-1][1]
        print(f"  ... {done:,}/{n:,} loaded, last batch {rate:,.0f} rec/s", file=sys.stderr)


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def batches(data: Corpus, batch: int) -> list[range]:
    n = len(data.texts)
    return [range(start, min(n, start + batch)) for start in range(0, n, batch)]


# -- the floor: Qdrant Edge used directly -------------------------------------------------


def edge_filter(ns: str, now: str) -> qe.Filter:
    """Namespace and live: not superseded, no expiry or not expired (as recall filters)."""
    live = qe.Filter(
        should=[
            qe.IsEmptyCondition("expires_at"),
            qe.FieldCondition(key="expires_at", range=qe.RangeDateTime(gt=now)),
        ]
    )
    return qe.Filter(
        must=[
            qe.FieldCondition(key="namespace", match=qe.MatchValue(ns)),
            qe.FieldCondition(key="superseded", match=qe.MatchValue(NOT)),
            live,
        ]
    )


def edge_floor(n: int, args: Any) -> Result:
    data = corpus(n, seed=args.seed, namespaces=args.namespaces, batch=args.batch)
    asked = queries(data, args.queries + WARMUP, seed=args.seed)
    created = datetime(2026, 1, 5, tzinfo=UTC).isoformat()
    with tempfile.TemporaryDirectory(prefix="sfams-floor-") as folder:
        path = str(Path(folder) / "edge")
        vectors = qe.EdgeVectorParams(size=DIM, distance=qe.Distance.Cosine)
        # Default: Qdrant's HNSW (m=16), as the sfams warm tier creates it. Tenant graphs
        # (m=0, one graph per namespace) trade unfiltered search for filtered recall.
        tenant = qe.HnswIndexConfig(m=0, ef_construct=100, full_scan_threshold=10_000, payload_m=16)
        config = qe.EdgeConfig(vectors=vectors, hnsw_config=tenant if args.tenant_graphs else None)
        shard = qe.EdgeShard.create(path, config)
        indexes: list[tuple[str, qe.PayloadSchemaParams]] = [
            ("namespace", qe.KeywordIndexParams(is_tenant=True)),
            ("type", qe.KeywordIndexParams(enable_hnsw=False)),
            ("entities", qe.KeywordIndexParams(enable_hnsw=False)),
            ("superseded", qe.BoolIndexParams(enable_hnsw=False)),
            ("expires_at", qe.DatetimeIndexParams(enable_hnsw=False)),
        ]
        for field, params in indexes:
            shard.update(qe.UpdateOperation.create_field_index(field, params))
        timed: list[tuple[int, float]] = []
        for part in batches(data, args.batch):
            start = time.perf_counter()
            vectors = data.vectors[part.start : part.stop].tolist()
            points = [
                qe.Point(
                    i,
                    vectors[j],
                    {
                        "namespace": namespace(int(data.namespace[i])),
                        "content": data.texts[i],
                        "type": "fact",
                        "entities": data.entities[i],
                        "importance": 0.5,
                        "created_at": created,
                        "superseded": NOT,
                        "expires_at": None,
                    },
                )
                for j, i in enumerate(part)
            ]
            shard.update(qe.UpdateOperation.upsert_points(points))
            timed.append((len(part), time.perf_counter() - start))
        out = load_rates(timed, n)
        now = datetime.now(UTC).isoformat()

        def search(q: tuple[int, str, Any], ef: int | None = None) -> bool:
            request = qe.QueryRequest(
                limit=10,
                query=qe.Query.Nearest(q[2].tolist()),
                filter=edge_filter(namespace(int(data.namespace[q[0]])), now),
                with_payload=True,
                params=None if ef is None else qe.SearchParams(hnsw_ef=ef),
            )
            return q[0] in {int(h.id) for h in shard.query(request)}

        out.update(side_searches("unindexed_", asked, search))
        start = time.perf_counter()
        shard.optimize()
        out["index_s"] = time.perf_counter() - start
        out.update(measure_searches(asked, search))
        out.update(side_searches("ef128_", asked, partial(search, ef=128)))
        shard.close()
        start = time.perf_counter()
        shard = qe.EdgeShard.load(path)
        search(asked[0])
        out["reopen_s"] = time.perf_counter() - start
        shard.close()
    out["live"] = n
    return out


def timed_call(call: Callable[[], bool]) -> tuple[float, bool]:
    start = time.perf_counter()
    found = call()
    return time.perf_counter() - start, found


def side_searches(prefix: str, asked: list[Any], search: Callable[[Any], bool]) -> Result:
    """200 searches beside the main measurement (for the floor row's note)."""
    runs = [timed_call(partial(search, q)) for q in asked[:200]]
    out = percentiles(prefix + "p", [s for s, _ in runs])
    out[prefix + "found"] = float(np.mean([f for _, f in runs]))
    return out


def measure_searches(asked: list[Any], search: Callable[[Any], bool]) -> Result:
    for q in asked[:WARMUP]:
        search(q)
    runs = [timed_call(partial(search, q)) for q in asked[WARMUP:]]
    out = percentiles("p", [s for s, _ in runs])
    out["found"] = float(np.mean([f for _, f in runs]))
    return out


async def measure_async(
    asked: list[Any], search: Callable[[Any], Awaitable[bool]], prefix: str = ""
) -> Result:
    for q in asked[:WARMUP]:
        await search(q)
    seconds, found = [], []
    for q in asked[WARMUP:]:
        start = time.perf_counter()
        found.append(await search(q))
        seconds.append(time.perf_counter() - start)
    out = percentiles(f"{prefix}p", seconds)
    out[f"{prefix}found"] = float(np.mean(found))
    return out


# -- sfams-tiers ------------------------------------------------------------------------


def memories(tiers: Tiers, args: Any, judged: bool) -> list[TieredMemory]:
    judge = HeuristicJudge() if judged else None
    embedder = HashEmbedder(DIM)  # never called: every vector is given
    return [
        TieredMemory(tiers, embedder, namespace=namespace(k), judge=judge)
        for k in range(args.namespaces)
    ]


async def load(views: list[TieredMemory], data: Corpus, batch: int) -> tuple[Result, list[str]]:
    timed: list[tuple[int, float]] = []
    ids: list[str] = []
    for part in batches(data, batch):
        items = [{"content": data.texts[i], "vector": data.vectors[i]} for i in part]
        start = time.perf_counter()
        stored = await views[int(data.namespace[part.start])].remember_many(items)
        timed.append((len(part), time.perf_counter() - start))
        ids += [r.id for r in stored]
        progress(len(ids), len(data.texts), timed)
    return load_rates(timed, len(data.texts)), ids


def recall_search(
    views: list[TieredMemory], data: Corpus, ids: list[str]
) -> Callable[[Any], Awaitable[bool]]:
    async def search(q: tuple[int, str, Any]) -> bool:
        hits = await views[int(data.namespace[q[0]])].recall(q[1], k=10, vector=q[2])
        return ids[q[0]] in {h.record.id for h in hits}

    return search


def valkey_peak_mb(folder: Path) -> float:
    """Peak RSS of the embedded Valkey server (a child process of the store)."""
    try:
        pid = (folder / "hot" / "valkey.pid").read_text().split()[0]
        status = Path(f"/proc/{pid}/status").read_text().splitlines()
    except (OSError, IndexError):
        return float("nan")
    return next((int(s.split()[1]) / 1024 for s in status if s.startswith("VmHWM:")), 0.0)


async def sfams_embedded(n: int, args: Any, judged: bool) -> Result:
    data = corpus(n, seed=args.seed, namespaces=args.namespaces, batch=args.batch)
    asked = queries(data, args.queries + WARMUP, seed=args.seed)
    with tempfile.TemporaryDirectory(prefix="sfams-floor-") as name:
        folder = Path(name)
        tiers = await build_tiers(load_settings(home=folder))
        try:
            views = memories(tiers, args, judged)
            out, ids = await load(views, data, args.batch)
            out.update(await measure_async(asked, recall_search(views, data, ids), "unindexed_"))
            # The floor optimizes before its timed searches; a user's maintenance pass
            # builds sfams' index the same way (writes never do).
            start = time.perf_counter()
            await views[0].maintain()
            out["index_s"] = time.perf_counter() - start
            out.update(await measure_async(asked, recall_search(views, data, ids)))
            out["live"] = sum([(await view.stats()).live for view in views])
            out["valkey_mb"] = valkey_peak_mb(folder)
        finally:
            await tiers.close()
        start = time.perf_counter()
        tiers = await build_tiers(load_settings(home=folder))
        try:
            await recall_search(memories(tiers, args, judged), data, ids)(asked[0])
            out["reopen_s"] = time.perf_counter() - start
        finally:
            await tiers.close()
    return out


async def sfams_in_memory(n: int, args: Any, judged: bool) -> Result:
    """Load ``n`` with remember_many, then single ``remember`` and ``recall`` calls, timed."""
    singles = args.queries + WARMUP
    data = corpus(n + singles, seed=args.seed, namespaces=args.namespaces, batch=args.batch)
    loaded = Corpus(
        data.texts[:n], data.topics[:n], data.entities[:n], data.namespace[:n], data.vectors[:n]
    )
    asked = queries(loaded, singles, seed=args.seed)
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    try:
        views = memories(tiers, args, judged)
        out, ids = await load(views, loaded, args.batch)
        remembered = []
        for i in range(n, n + singles):
            view = views[int(data.namespace[i])]
            start = time.perf_counter()
            await view.remember(data.texts[i], vector=data.vectors[i])
            remembered.append(time.perf_counter() - start)
        out.update(percentiles("remember_p", remembered[WARMUP:]))
        out.update(await measure_async(asked, recall_search(views, data, ids)))
        out["live"] = sum([(await view.stats()).live for view in views])
    finally:
        await tiers.close()
    return out


def run(system: str, n: int, args: Any) -> Result:
    """Run one workload in this process; figures plus peak RSS and load average."""
    started = time.perf_counter()
    if system == "floor":
        out = edge_floor(n, args)
    elif system in ("off", "judge"):
        out = asyncio.run(sfams_embedded(n, args, system == "judge"))
    else:
        out = asyncio.run(sfams_in_memory(n, args, system == "memory-judge"))
    out.update(rss_mb=peak_rss_mb(), wall_s=time.perf_counter() - started, load=os.getloadavg())
    return out
