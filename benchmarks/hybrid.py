"""Issue 17's speed figures: hybrid recall (dense + keyword channel) beside dense recall.

    .venv/bin/python benchmarks/hybrid.py                    # 100,000 records
    .venv/bin/python benchmarks/hybrid.py --n 20000 --json   # quicker; figures as JSON too

One run, one process, the embedded store (``build_tiers(load_settings(home=tmp))``,
``SFAMS_*`` variables ignored) on ``_floor_data``'s corpus (team-memory texts with
ticket / order / invoice ids, clustered 384-dim vectors; embedding is excluded):

1. Load: ``--n`` records written straight into ``tiers.warm.put_many`` in batches of
   1,000 (one namespace per batch, as the corpus assigns them); rec/s over the
   ``put_many`` calls (the records are built beforehand), then ``optimize()`` (HNSW).
2. Recall: per namespace, two ``TieredMemory`` views over the same tiers (judge None,
   vectors given): ``retrieval="hybrid"`` and ``"dense"``. Each question
   (``_floor_data.queries``: about a stored record, its vector near that record's) is
   asked to both views, hybrid first on even queries and dense first on odd ones, after
   20 untimed ones: p50/p95/p99 ms, found@10 (the source record among the hits), and
   hybrid/dense against the target (p50 <= 1.3x). The same, one level down: the warm
   tier's ``search(limit=40)`` with the recall filter, with and without ``text``.
3. Identifier questions: the record's identifier alone (``PO-200017``, ``OPS-10342``,
   ``INV-50123`` ..., the first in its text) with a random unrelated vector: found@10
   for both views' ``recall`` and for the raw warm search (top 10).
4. Reindex: a shard as versions before the keyword channel wrote it (dense vectors
   only, raw ``qdrant_edge``, as tests/test_reindex.py does) with the same corpus,
   opened with ``QdrantEdgeWarmTier.open``, then the ``reindex`` job for every
   namespace: rec/s against the target (>= 5,000/s at 100k); the backlog must be 0
   afterwards. ``--optimize-old`` builds the old shard's HNSW index first (a store
   that was maintained). Writing a point's keyword vector moves the point out of the
   dense HNSW index (searched exactly until the next ``optimize()``, as after a load),
   so ``warm.unindexed()`` is shown before and after, and the ``optimize()`` the
   reindex leaves to do is timed apart.

Peak RSS is this process's (plus the embedded Valkey server's).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path
from typing import Any, cast

import numpy as np
import numpy.typing as npt
import qdrant_edge as qe
from _floor_data import DIM, Corpus, corpus, queries
from _floor_runs import WARMUP, namespace, peak_rss_mb, percentiles, valkey_peak_mb

from sfams_tiers import (
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    JobContext,
    MemoryRecord,
    RecordFilter,
    TieredMemory,
    Tiers,
    build_tiers,
    load_settings,
    run_job,
)
from sfams_tiers._lexical import Retrieval
from sfams_tiers._models import normalize_entity
from sfams_tiers.backends import _qdrant_payload as qp
from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier

BATCH = 1_000
MODES: tuple[Retrieval, Retrieval] = ("hybrid", "dense")  # hybrid first on even questions
P50_TARGET = 1.3  # hybrid recall p50 / dense recall p50, at most
REINDEX_TARGET = 5_000.0  # records/s at 100k, at least
IDENTIFIER = re.compile(r"\b[A-Z]+-\d+\b|#\d+")
Result = dict[str, Any]
Query = tuple[int, str, npt.NDArray[np.float32]]
Call = Callable[[Query], Awaitable[bool]]


def log(text: str) -> None:
    print(f"  ... {text}", file=sys.stderr, flush=True)


def valid_entities(raw: list[str]) -> tuple[str, ...]:
    out = []
    for entity in raw:
        try:
            out.append(normalize_entity(entity))
        except ValueError:
            continue
    return tuple(out)


def batch_records(data: Corpus, part: range, now: datetime) -> list[MemoryRecord]:
    """One put batch: the corpus records of ``part`` (all in one namespace)."""
    return [
        MemoryRecord(
            namespace=namespace(int(data.namespace[i])),
            content=data.texts[i],
            embedding=data.vectors[i],
            entities=valid_entities(data.entities[i]),
            created_at=now,
        )
        for i in part
    ]


def parts(n: int) -> list[range]:
    return [range(start, min(n, start + BATCH)) for start in range(0, n, BATCH)]


def ns_of(data: Corpus, i: int) -> str:
    return namespace(int(data.namespace[i]))


async def load(tiers: Tiers, data: Corpus, out: Result) -> list[str]:
    """Put the corpus into the warm tier; returns record ids by corpus index."""
    now = datetime.now(UTC)
    ids: list[str] = []
    built = put = 0.0
    for part in parts(len(data.texts)):
        start = time.perf_counter()
        records = batch_records(data, part, now)
        middle = time.perf_counter()
        await tiers.warm.put_many(ns_of(data, part.start), records)
        put += time.perf_counter() - middle
        built += middle - start
        ids += [r.id for r in records]
        if len(ids) % (len(data.texts) // 5 or 1) < BATCH:
            log(f"{len(ids):,} loaded, {len(ids) / put:,.0f} rec/s so far")
    out.update(load_rate=len(ids) / put, load_s=put, build_s=built)
    return ids


async def alternate(asked: list[Query], calls: dict[Retrieval, Call]) -> Result:
    """Both calls per query, order flipped every query; untimed warm-up first."""
    first, second = calls
    seconds: dict[str, list[float]] = {first: [], second: []}
    found: dict[str, list[bool]] = {first: [], second: []}
    for j, q in enumerate(asked):
        for name in (first, second) if j % 2 == 0 else (second, first):
            start = time.perf_counter()
            hit = await calls[name](q)
            if j >= WARMUP:
                seconds[name].append(time.perf_counter() - start)
                found[name].append(hit)
    out: Result = {}
    for name in (first, second):
        out.update(percentiles(f"{name}_p", seconds[name]))
        out[f"{name}_found"] = float(np.mean(found[name]))
    return out


def recall_call(views: dict[str, TieredMemory], data: Corpus, ids: list[str]) -> Call:
    async def call(q: Query) -> bool:
        hits = await views[ns_of(data, q[0])].recall(q[1], k=10, vector=cast(Sequence[float], q[2]))
        return ids[q[0]] in {h.record.id for h in hits}

    return call


def warm_call(tiers: Tiers, data: Corpus, ids: list[str], *, hybrid: bool, limit: int = 40) -> Call:
    async def call(q: Query) -> bool:
        # The filter recall builds: current, live, shared memories.
        where = RecordFilter(include_superseded=False, live_at=datetime.now(UTC), viewer=None)
        text = q[1] if hybrid else None
        hits = await tiers.warm.search(ns_of(data, q[0]), q[2], limit=limit, where=where, text=text)
        return ids[q[0]] in {h.record.id for h in hits[:10]}

    return call


def identifier_queries(data: Corpus, count: int, seed: int) -> list[Query]:
    """The first identifier of a record's text, with a random unit vector."""
    rng = np.random.default_rng(seed + 2)
    sources = rng.choice(len(data.texts), size=count, replace=count > len(data.texts))
    vectors = rng.standard_normal(size=(count, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    found = [
        (int(s), IDENTIFIER.search(data.texts[int(s)]), vectors[j]) for j, s in enumerate(sources)
    ]
    return [(s, match.group(), v) for s, match, v in found if match is not None]


async def searches(tiers: Tiers, data: Corpus, ids: list[str], args: argparse.Namespace) -> Result:
    embedder = HashEmbedder(DIM)  # never called: every vector is given
    views = {
        mode: {
            namespace(k): TieredMemory(
                tiers, embedder, namespace=namespace(k), judge=None, retrieval=mode
            )
            for k in range(args.namespaces)
        }
        for mode in MODES
    }
    asked = queries(data, args.queries + WARMUP, seed=args.seed)
    recall = {mode: recall_call(views[mode], data, ids) for mode in MODES}
    log(f"recall: {len(asked):,} questions, both views")
    out = {f"recall_{k}": v for k, v in (await alternate(asked, recall)).items()}
    raw = {m: warm_call(tiers, data, ids, hybrid=m == "hybrid") for m in MODES}
    log("raw warm search, with and without text")
    out.update({f"warm_{k}": v for k, v in (await alternate(asked, raw)).items()})
    named = identifier_queries(data, args.queries + WARMUP, args.seed)
    log(f"identifier questions: {len(named) - WARMUP:,}")
    found = await alternate(named, recall)
    out.update({f"id_recall_{k}": v for k, v in found.items() if k.endswith("found")})
    top10 = {m: warm_call(tiers, data, ids, hybrid=m == "hybrid", limit=10) for m in MODES}
    found = await alternate(named, top10)
    out.update({f"id_warm_{k}": v for k, v in found.items() if k.endswith("found")})
    out["id_examples"] = [q[1] for q in named[WARMUP : WARMUP + 4]]
    return out


def write_old_shard(path: Path, data: Corpus, optimize: bool) -> None:
    """A shard as versions before the keyword channel wrote it: dense vectors only."""
    vectors = qe.EdgeVectorParams(size=DIM, distance=qe.Distance.Cosine)
    shard = qe.EdgeShard.create(str(path), qe.EdgeConfig(vectors=vectors))
    now = datetime.now(UTC)
    for part in parts(len(data.texts)):
        ns = ns_of(data, part.start)
        batch = qp.prepare(ns, batch_records(data, part, now), DIM)
        points = [
            qe.Point(qp.point_id(ns, r.id), v, p)
            for r, v, p in zip(batch.records, batch.vectors, batch.payloads, strict=True)
        ]
        shard.update(qe.UpdateOperation.upsert_points(points))
    if optimize:
        shard.optimize()
    shard.flush()
    shard.close()


async def reindex(data: Corpus, args: argparse.Namespace) -> Result:
    out: Result = {}
    with tempfile.TemporaryDirectory(prefix="sfams-hybrid-old-") as folder:
        path = Path(folder) / "warm"
        log(f"old shard: writing {len(data.texts):,} dense-only points")
        start = time.perf_counter()
        write_old_shard(path, data, args.optimize_old)
        out["old_write_s"] = time.perf_counter() - start
        start = time.perf_counter()
        warm = await QdrantEdgeWarmTier.open(path)
        out["old_open_s"] = time.perf_counter() - start
        try:
            names = await warm.namespaces()
            out["backlog_before"] = sum([await warm.lexical_backlog(ns) for ns in names])
            out["unindexed_before"] = await warm.unindexed()
            tiers = Tiers(InMemoryHotTier(), warm, InMemoryArchive())
            log(f"reindex: {out['backlog_before']:,} records in {len(names)} namespaces")
            done = 0
            start = time.perf_counter()
            for ns in names:
                report = await run_job("reindex", JobContext(tiers, batch_size=BATCH), ns)
                done += report.moved.get("reindexed", 0)
            out["reindex_s"] = time.perf_counter() - start
            out["reindexed"] = done
            out["reindex_rate"] = done / out["reindex_s"]
            out["backlog_after"] = {ns: await warm.lexical_backlog(ns) for ns in names}
            out["unindexed_after"] = await warm.unindexed()
            # The keyword channel answers after the reindex: a record by its identifier.
            named = identifier_queries(data, 200, args.seed)
            found = []
            for source, text, vector in named:
                hits = await warm.search(ns_of(data, source), vector, limit=10, text=text)
                found.append(data.texts[source] in {h.record.content for h in hits})
            out["reindexed_id_found"] = float(np.mean(found))
            start = time.perf_counter()
            await warm.optimize()  # updated points leave the HNSW index (see the docstring)
            out["reoptimize_s"] = time.perf_counter() - start
            out["unindexed_reoptimized"] = await warm.unindexed()
        finally:
            await warm.close()
    return out


async def run(args: argparse.Namespace) -> Result:
    out: Result = {"n": args.n, "namespaces": args.namespaces, "queries": args.queries}
    data = corpus(args.n, seed=args.seed, namespaces=args.namespaces, batch=BATCH)
    with tempfile.TemporaryDirectory(prefix="sfams-hybrid-") as folder:
        tiers = await build_tiers(load_settings(home=Path(folder)))
        try:
            warm = tiers.warm
            if not isinstance(warm, QdrantEdgeWarmTier):
                raise SystemExit(f"expected the embedded Qdrant Edge warm tier, got {warm!r}")
            log(f"load: {args.n:,} records into {args.namespaces} namespaces")
            ids = await load(tiers, data, out)
            start = time.perf_counter()
            await warm.optimize()
            out["optimize_s"] = time.perf_counter() - start
            out["unindexed_after_optimize"] = await warm.unindexed()
            out.update(await searches(tiers, data, ids, args))
            out["valkey_mb"] = valkey_peak_mb(Path(folder))
        finally:
            await tiers.close()
    out.update(await reindex(data, args))
    out["rss_mb"] = peak_rss_mb()
    return out


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def table(out: Result) -> None:
    n = out["n"]
    print(
        f"\nN {n:,} records, {out['namespaces']} namespaces, {out['queries']} timed questions "
        f"(+{WARMUP} warm-up), 384 dims, embedded store"
    )
    print(
        f"load (warm.put_many, batches of {BATCH:,}): {out['load_rate']:,.0f} rec/s "
        f"({out['load_s']:.1f} s; building the records: {out['build_s']:.1f} s more)"
    )
    print(
        f"optimize (HNSW): {out['optimize_s']:.1f} s; "
        f"dense points unindexed after it: {out['unindexed_after_optimize']:,}"
    )
    head = f"{'':<28} {'p50':>7} {'p95':>7} {'p99':>7} {'found@10':>9}"
    for title, key in (("recall(k=10)", "recall"), ("warm.search(limit=40)", "warm")):
        print(f"\n{title}, ms\n{head}")
        for mode in ("dense", "hybrid"):
            f = {p: out[f"{key}_{mode}_p{p}"] for p in (50, 95, 99)}
            print(
                f"{mode:<28} {f[50]:>7.2f} {f[95]:>7.2f} {f[99]:>7.2f} "
                f"{out[f'{key}_{mode}_found']:>9.2f}"
            )
        r50 = out[f"{key}_hybrid_p50"] / out[f"{key}_dense_p50"]
        r99 = out[f"{key}_hybrid_p99"] / out[f"{key}_dense_p99"]
        mark = f"   target p50 <= {P50_TARGET}x  {verdict(r50 <= P50_TARGET)}"
        print(f"{'ratio hybrid / dense':<28} {r50:>6.2f}x {'':>7} {r99:>6.2f}x" + (
            mark if key == "recall" else ""))  # fmt: skip
    print(
        f"\nidentifier alone + random vector (e.g. {', '.join(out['id_examples'])}), found@10\n"
        f"{'':<28} {'dense':>7} {'hybrid':>7}"
    )
    for label, key in (("recall(k=10)", "id_recall"), ("warm.search(limit=10)", "id_warm")):
        print(f"{label:<28} {out[f'{key}_dense_found']:>7.2f} {out[f'{key}_hybrid_found']:>7.2f}")
    after = out["backlog_after"]
    clean = all(v == 0 for v in after.values())
    print(
        f"\nreindex of an old dense-only shard ({out['backlog_before']:,} records, "
        f"{len(after)} namespaces): {out['reindex_rate']:,.0f} rec/s ({out['reindex_s']:.1f} s)"
        f"   target >= {REINDEX_TARGET:,.0f}/s  {verdict(out['reindex_rate'] >= REINDEX_TARGET)}"
    )
    print(
        f"  old shard written in {out['old_write_s']:.1f} s, opened (keyword channel and "
        f"indexes added) in {out['old_open_s']:.1f} s; backlog after: "
        f"{sum(after.values())} ({'0 in every namespace' if clean else after}) "
        f"{verdict(clean)}"
    )
    print(
        f"  identifier questions found@10 after it (warm, hybrid): {out['reindexed_id_found']:.2f}"
        f"; warm.unindexed() of the {out['reindexed']:,} points: {out['unindexed_before']:,} "
        f"before, {out['unindexed_after']:,} after,\n  {out['unindexed_reoptimized']:,} after "
        f"the optimize() the reindex leaves to do ({out['reoptimize_s']:.1f} s; reindex + "
        f"optimize: {out['reindexed'] / (out['reindex_s'] + out['reoptimize_s']):,.0f} rec/s)"
    )
    print(f"\npeak RSS {out['rss_mb']:,.0f} MB (+ Valkey {out['valkey_mb']:,.0f} MB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000, help="records")
    parser.add_argument("--namespaces", type=int, default=8)
    parser.add_argument("--queries", type=int, default=400, help="timed questions per set")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--optimize-old", action="store_true",
                        help="build the old shard's HNSW index before the reindex")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    args = parser.parse_args()
    for name in [k for k in os.environ if k.startswith("SFAMS_")]:
        del os.environ[name]  # the embedded store, whatever the shell has set
    print(
        f"hybrid benchmark: {time.strftime('%Y-%m-%d %H:%M')}, qdrant-edge-py "
        f"{version('qdrant-edge-py')}, {os.cpu_count()} cores, load avg "
        f"{'{:.1f} {:.1f} {:.1f}'.format(*os.getloadavg())}",
        flush=True,
    )
    started = time.perf_counter()
    out = asyncio.run(run(args))
    out["wall_s"] = time.perf_counter() - started
    out["load_avg_end"] = "{:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
    table(out)
    print(f"wall {out['wall_s']:.0f} s, load avg at the end {out['load_avg_end']}")
    if args.json:
        print(json.dumps(out))


if __name__ == "__main__":
    main()
