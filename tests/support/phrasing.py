"""The memory the phrasing tests read text with: reference tiers and the offline judge.

Shared by the tests of free phrasing, attributes, Traditional Chinese and desk
registers: each asserts a rule of the heuristic judge and the read path on the public
API, with a clock the test moves.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    TieredMemory,
    Tiers,
)
from sfams_tiers._judge import HeuristicJudge

T0 = datetime(2024, 3, 4, 9, 0, tzinfo=UTC)
"""When every phrasing test starts."""


def phrasing_memory(clock: FixedClock, namespace: str = "team") -> TieredMemory:
    """A reference-tier memory judged offline, on ``clock``."""
    return TieredMemory(
        Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive()),
        HashEmbedder(256),
        namespace=namespace,
        clock=clock,
        judge=HeuristicJudge(clock=clock),
    )


async def told(memory: TieredMemory, clock: FixedClock, *lines: str) -> None:
    """Remember ``lines`` in order, a day apart, and move the clock a day past the last."""
    for line in lines:
        await memory.remember(line)
        clock.advance(days=1)


async def entities_of(text: str, namespace: str = "team") -> tuple[str, ...]:
    """The entities a fresh offline judge extracts from ``text`` (no names known yet)."""
    judge = HeuristicJudge(clock=FixedClock(T0))
    return (await judge.extract(text, namespace=namespace)).entities
