"""What recall's archive search costs: a weakly answered query against a strongly answered one.

When the live tiers answer a query weakly, recall scans the namespace's archive by
vector, and with hybrid retrieval by words too (``sfams_tiers._archive_search``). This
measures, in one run and side by side, a recall the live tiers answer well (no archive
read) and one they answer weakly (the archive is scanned), dense only and hybrid, over a
local Parquet archive of N decayed memories. Every archived text shares the words
"chairs" and "team" with the weak query: the keyword channel's worst case, where no
memory can be skipped unread.

python benchmarks/archive_recall.py                  # 10,000 and 50,000 archived memories
python benchmarks/archive_recall.py --sizes 2000     # a quick look
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from datetime import UTC, datetime

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    TieredMemory,
    Tiers,
)
from sfams_tiers._embedding import Embedding
from sfams_tiers._lexical import RETRIEVALS
from sfams_tiers.backends.archive import ParquetArchive

T0 = datetime(2024, 1, 1, tzinfo=UTC)
DECAYED = "score 0.010 < archive threshold 0.05"


async def measure(size: int, rounds: int) -> tuple[float, float, float]:
    """(strong, weak dense, weak hybrid) p50 in milliseconds over ``size`` archived memories."""
    embedder = HashEmbedder(256)
    clock = FixedClock(T0)
    archive = ParquetArchive(tempfile.mkdtemp(prefix="sfams-archive-recall-"), job="bench")
    cities = ("Lisbon", "Porto", "Oslo", "Quito")
    texts = [
        f"Archived note {i}: the {cities[i % 4]} office ordered {i} chairs for team {i % 37}"
        for i in range(size)
    ]
    vectors = await embedder.embed(texts)
    records = [
        MemoryRecord(
            namespace="ns",
            content=text,
            embedding=Embedding(vector),
            created_at=T0,
            tier="cold",
            archived_at=T0,
            archive_reason=DECAYED,
        )
        for text, vector in zip(texts, vectors, strict=True)
    ]
    for start in range(0, size, 5_000):
        await archive.put_many("ns", records[start : start + 5_000])
    memories = {
        retrieval: TieredMemory(
            Tiers(InMemoryHotTier(), InMemoryWarmTier(), archive),
            embedder,
            namespace="ns",
            clock=clock,
            retrieval=retrieval,
        )
        for retrieval in RETRIEVALS
    }
    for memory in memories.values():
        await memory.remember("The release train leaves every Tuesday at nine", type="fact")
    times: dict[str, list[float]] = {"strong": [], "dense": [], "hybrid": []}
    for i in range(rounds):
        started = time.perf_counter()
        await memories["hybrid"].recall("release train leaves every Tuesday at nine", k=5)
        times["strong"].append(time.perf_counter() - started)
        for retrieval, memory in memories.items():  # the same archive, one after the other
            started = time.perf_counter()
            await memory.recall(f"how many chairs did team {i} order zq{i}", k=5)
            times[retrieval].append(time.perf_counter() - started)
    strong, dense, hybrid = (1000 * statistics.median(times[key]) for key in times)
    return strong, dense, hybrid


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 50_000])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    print(
        "archived | strong recall p50 ms | weak recall p50 ms, archive scanned: dense | hybrid"
        " | weak/strong (dense) | hybrid/dense (weak)"
    )
    for size in args.sizes:
        strong, dense, hybrid = asyncio.run(measure(size, args.rounds))
        print(
            f"{size:>8,} | {strong:20.1f} | {dense:43.1f} | {hybrid:6.1f}"
            f" | {dense / strong:19.0f}x | {hybrid / dense:18.2f}x"
        )


if __name__ == "__main__":
    main()
