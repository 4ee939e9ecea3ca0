"""What the forget review costs: judge calls per 1,000 memories forgotten, per job (issue 15).

    python benchmarks/forget_review.py              # 5,000 memories, in-memory tiers
    python benchmarks/forget_review.py --n 20000 --store embedded

A namespace of ``--n`` memories (open goals, identifiers, deadlines ahead, plain facts
and chatter) is aged 120 days; then ``maintain`` (forget_ratio 1.0: the chatter), the
``archive`` job (facts and deadlines; anchored identifiers are skipped) and ``purge
--older-than 0`` (everything archived) run with the offline judge behind a counter.
Each row: what the job forgot, the review calls it made, calls per 1,000 forgotten (the
issue's target: <= 10), what the judge kept, and the job's seconds with review against
the same job with no judge (``judge=None``) on a copy of the same data.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sfams_tiers import (
    ArchiveSelector,
    FixedClock,
    ForgetReview,
    HashEmbedder,
    HeuristicJudge,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    RetentionPolicy,
    TieredMemory,
    Tiers,
    build_tiers,
    load_settings,
)

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


class CountingJudge(HeuristicJudge):
    """The offline judge, counting its review calls and the memories it saw."""

    def __init__(self, clock: FixedClock) -> None:
        super().__init__(clock=clock)
        self.calls = 0
        self.seen = 0

    async def review_forget_batch(
        self, records: Sequence[MemoryRecord], *, goals: Sequence[str] = ()
    ) -> ForgetReview:
        self.calls += 1
        self.seen += len(records)
        return await super().review_forget_batch(records, goals=goals)


def items(n: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i in range(n):
        if i % 50 == 0:
            out.append({"content": f"Goal {i}: ship Orion module {i} by June", "type": "goal",
                        "importance": 0.9, "anchored": True})  # fmt: skip
        elif i % 10 == 0:
            order = f"A-{10_000 + i}"
            out.append({"content": f"Refund for order {order} is still open", "type": "fact",
                        "importance": 0.8, "entities": [f"order:{order}"]})  # fmt: skip
        elif i % 10 == 5:
            out.append({"content": f"The vendor review {i} is due on 2026-12-{1 + i % 28:02d}",
                        "type": "deadline", "importance": 0.05})  # fmt: skip
        elif i % 10 in (1, 2):
            out.append({"content": f"Room {i} is booked for the design review", "type": "fact",
                        "importance": 0.7, "entities": []})  # fmt: skip
        else:
            out.append({"content": f"coffee machine chatter number {i}", "type": "dialogue",
                        "importance": 0.05, "entities": []})  # fmt: skip
    return out


async def tiers_for(store: str, folder: Path) -> Tiers:
    if store == "memory":
        return Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    return await build_tiers(load_settings(home=folder))


async def run(store: str, n: int, judged: bool, folder: Path) -> list[dict[str, Any]]:
    clock = FixedClock(T0)
    judge = CountingJudge(clock) if judged else None
    tiers = await tiers_for(store, folder)
    memory = TieredMemory(tiers, HashEmbedder(64), namespace="bench", clock=clock, judge=judge,
                          policy=RetentionPolicy(forget_ratio=1.0))  # fmt: skip
    rows = []
    try:
        loader = TieredMemory(tiers, HashEmbedder(64), namespace="bench", clock=clock, judge=None)
        for start in range(0, n, 1000):
            await loader.remember_many(items(n)[start : start + 1000])
        clock.advance(days=120)
        for job, args in (
            ("maintain", {}),
            ("archive", {"selector": ArchiveSelector(types=("fact", "deadline"))}),
            ("purge", {"older_than": timedelta(days=0)}),
        ):
            calls = judge.calls if judge else 0
            started = time.perf_counter()
            report = await memory.run_job(job, **args)
            seconds = time.perf_counter() - started
            forgotten = sum(report.moved.get(k, 0) for k in ("archive", "purge"))
            made = (judge.calls if judge else 0) - calls
            rows.append({"job": job, "forgotten": forgotten, "calls": made,
                         "kept": len(report.vetoes), "seconds": seconds})  # fmt: skip
            clock.advance(days=1)
    finally:
        await tiers.close()
    return rows


async def main(args: argparse.Namespace) -> None:
    print(f"forget review: {args.n:,} memories, store {args.store}, offline judge counted")
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        reviewed = await run(args.store, args.n, True, Path(a))
        bare = await run(args.store, args.n, False, Path(b))
    print(f"{'job':<9} {'forgotten':>9} {'calls':>6} {'per 1k':>7} {'kept':>6} "
          f"{'s review':>9} {'s no judge':>10} {'ratio':>6}  target")  # fmt: skip
    for row, plain in zip(reviewed, bare, strict=True):
        per_k = 1000 * row["calls"] / row["forgotten"] if row["forgotten"] else 0.0
        ratio = row["seconds"] / plain["seconds"] if plain["seconds"] else float("nan")
        mark = "PASS" if per_k <= 10 else "FAIL"
        print(f"{row['job']:<9} {row['forgotten']:>9,} {row['calls']:>6} {per_k:>7.2f} "
              f"{row['kept']:>6,} {row['seconds']:>9.2f} {plain['seconds']:>10.2f} "
              f"{ratio:>6.2f}  <= 10 per 1k {mark}")  # fmt: skip


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=5000)
    parser.add_argument("--store", choices=("memory", "embedded"), default="memory")
    asyncio.run(main(parser.parse_args()))
