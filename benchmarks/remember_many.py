"""``remember_many`` against a loop of ``remember``, side by side in one run.

    python benchmarks/remember_many.py            # 2,000 memories per row
    python benchmarks/remember_many.py --n 500

Rows: the embedded store (Valkey + Qdrant Edge) and the in-memory reference tiers, with
the heuristic judge and without one; records/s and the ratio. Each row writes distinct
texts into a fresh namespace; hash embedder (batching matters more with a model or an
HTTP embedder, whose calls cost per request).
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

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


def texts(n: int, salt: str) -> list[str]:
    return [f"{salt}: order PO-{i:06d} ships from dock {i % 17} on day {i % 29}" for i in range(n)]


async def rate(tiers: Tiers, n: int, judged: bool, many: bool) -> float:
    namespace = f"bench-{time.monotonic_ns()}"
    memory = TieredMemory(
        tiers, HashEmbedder(384), namespace=namespace, judge=HeuristicJudge() if judged else None
    )
    batch = texts(n, namespace)
    start = time.perf_counter()
    if many:
        await memory.remember_many(batch)
    else:
        for text in batch:
            await memory.remember(text)
    return n / (time.perf_counter() - start)


async def main(n: int) -> None:
    print(f"{n:,} memories per row (records/s; ratio = remember_many / loop of remember)")
    print(f"{'store':<10} {'judge':<10} {'loop':>8} {'many':>8} {'ratio':>6}")
    with tempfile.TemporaryDirectory(prefix="sfams-bench-") as folder:
        embedded = await build_tiers(load_settings(home=Path(folder)))
        memory = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        try:
            await rate(embedded, n // 4, False, False)  # warm up the index and caches
            for name, tiers in (("embedded", embedded), ("in-memory", memory)):
                for judged in (False, True):
                    loop = await rate(tiers, n, judged, many=False)
                    many = await rate(tiers, n, judged, many=True)
                    judge = "heuristic" if judged else "none"
                    print(f"{name:<10} {judge:<10} {loop:>8,.0f} {many:>8,.0f} {many / loop:>6.2f}")
        finally:
            await embedded.close()
            await memory.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2_000)
    asyncio.run(main(parser.parse_args().n))
