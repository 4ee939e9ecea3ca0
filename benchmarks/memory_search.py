"""The in-memory reference warm tier at scale: put rate and search latency.

    python benchmarks/memory_search.py                 # 100k records of 384 dimensions
    python benchmarks/memory_search.py --n 10000

Prints put records/s, the p50 of a recall-like filtered search (live, not superseded,
one agent's view) and of an entity-filtered search, beside the p50 of one bare
matrix-vector product over the same matrix: the floor any exact search pays.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from datetime import UTC, datetime

import numpy as np

from sfams_tiers import InMemoryWarmTier, MemoryRecord, RecordFilter

DIM = 384


def p50(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


async def main(n: int) -> None:
    rng = np.random.default_rng(1)
    warm = InMemoryWarmTier()
    vectors = rng.normal(size=(n, DIM)).astype(np.float32)
    records = [
        MemoryRecord(namespace="ns", content=f"m{i}", entities=(f"person:p{i % 500}",),
                     embedding=vectors[i])
        for i in range(n)
    ]  # fmt: skip
    start = time.perf_counter()
    for first in range(0, n, 1000):
        await warm.put_many("ns", records[first : first + 1000])
    put = n / (time.perf_counter() - start)
    queries = rng.normal(size=(50, DIM)).astype(np.float32)
    recall_like = RecordFilter(include_superseded=False, live_at=datetime.now(UTC), viewer="ann")
    one_person = RecordFilter(entities=("person:p7",), include_superseded=False)
    timings: dict[str, list[float]] = {"filtered": [], "entity": [], "floor": []}
    for query in queries:
        for name, where in (("filtered", recall_like), ("entity", one_person)):
            start = time.perf_counter()
            await warm.search("ns", query, limit=10, where=where)
            timings[name].append(time.perf_counter() - start)
        start = time.perf_counter()
        _ = vectors @ query
        timings["floor"].append(time.perf_counter() - start)
    print(f"n={n:,} dim={DIM}: put {put:,.0f} records/s")
    filtered, floor, entity = (p50(timings[k]) for k in ("filtered", "floor", "entity"))
    print(f"filtered search p50 {filtered:.2f} ms (x{filtered / floor:.1f} the matrix-vector")
    print(f"floor of {floor:.2f} ms); entity-filtered search p50 {entity:.2f} ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000)
    asyncio.run(main(parser.parse_args().n))
