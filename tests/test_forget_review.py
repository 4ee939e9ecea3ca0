"""The judge reviews what the jobs forget (issue 15): maintain, archive, purge, consolidate.

A judge that records its review calls (and keeps or anchors what it is told to) runs on
the in-memory tiers and on the embedded store.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest

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
    RecordNotFound,
    RetentionPolicy,
    TieredMemory,
    Tiers,
)

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
FORGETFUL = {"forget_ratio": 1.0}


class RecordingJudge(HeuristicJudge):
    """The offline judge, plus: keeps "KEEP" memories, anchors "ANCHOR" ones, logs calls."""

    def __init__(self, clock: FixedClock) -> None:
        super().__init__(clock=clock)
        self.calls: list[tuple[int, tuple[str, ...]]] = []

    async def review_forget_batch(
        self, records: Sequence[MemoryRecord], *, goals: Sequence[str] = ()
    ) -> ForgetReview:
        self.calls.append((len(records), tuple(goals)))
        offline = await super().review_forget_batch(records, goals=goals)
        keep = {r.id for r in records if "KEEP" in r.content or "ANCHOR" in r.content}
        anchor = {r.id for r in records if "ANCHOR" in r.content}
        return ForgetReview(frozenset(keep | offline.keep), "needed for Orion", frozenset(anchor))


def judged(tiers: Tiers, clock: FixedClock, **policy: float) -> tuple[TieredMemory, RecordingJudge]:
    judge = RecordingJudge(clock)
    memory = TieredMemory(
        tiers,
        HashEmbedder(256),
        namespace="team-a",
        clock=clock,
        judge=judge,
        policy=RetentionPolicy(**policy),  # type: ignore[arg-type]
    )
    return memory, judge


async def note(memory: TieredMemory, text: str, **fields: object) -> MemoryRecord:
    return await memory.remember(text, type="note", importance=0.05, entities=[], **fields)  # type: ignore[arg-type]


async def test_maintain_asks_the_judge_with_the_open_goals(any_tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory, judge = judged(any_tiers, clock, **FORGETFUL)
    await memory.remember(
        "Ship Orion to the first customer by June", type="goal", importance=0.9, anchored=True
    )
    chatter = [await note(memory, f"coffee machine chat number {i}") for i in range(6)]
    kept = await note(memory, "KEEP the Orion vendor shortlist")
    pinned = await note(memory, "ANCHOR the Orion launch checklist")
    clock.advance(days=120)
    assert (await memory.maintain(dry_run=True)).reviews == 0  # a dry run asks nothing
    assert judge.calls == []

    report = await memory.maintain()
    [(size, goals)] = judge.calls  # one call for the whole batch
    assert size == len(chatter) + 2
    assert goals == ("goal: Ship Orion to the first customer by June",)
    assert report.reviews == 1
    assert report.moved.get("archive") == len(chatter)
    assert sorted(report.vetoes) == sorted(f"{r.id}: needed for Orion" for r in (kept, pinned))
    assert (await memory.get(kept.id)).tier != "cold"
    anchored = await memory.get(pinned.id)
    assert (anchored.tier, anchored.anchored) == ("hot", True)
    assert {(await memory.get(r.id)).tier for r in chatter} == {"cold"}


async def test_at_most_ten_review_calls_per_thousand_forgotten() -> None:
    clock = FixedClock(T0)
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    memory, judge = judged(tiers, clock, **FORGETFUL)
    items = [
        {"content": f"standup chatter {i}", "type": "dialogue", "importance": 0.02, "entities": []}
        for i in range(1000)
    ]
    await memory.remember_many(items)
    clock.advance(days=60)
    report = await memory.maintain()
    assert report.moved.get("archive") == 1000
    assert report.reviews == len(judge.calls) <= 10
    assert sum(size for size, _ in judge.calls) == 1000


async def test_the_archive_and_purge_jobs_are_reviewed(any_tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory, judge = judged(any_tiers, clock)
    kept = await note(memory, "KEEP the Orion budget note")
    gone = await note(memory, "an old lunch order")
    report = await memory.run_job("archive", selector=ArchiveSelector(types=("note",)))
    assert report.moved == {"archive": 1}
    assert report.vetoes == [f"{kept.id}: needed for Orion"]
    assert (await memory.get(kept.id)).tier != "cold"

    # Purging by age is the policy forgetting for good: reviewed. By id: never vetoed.
    await memory.forget(kept.id)
    clock.advance(days=40)
    calls = len(judge.calls)
    aged = await memory.run_job("purge", older_than=timedelta(days=30))
    assert len(judge.calls) == calls + 1
    assert aged.moved == {"purge": 1}
    assert aged.vetoes == [f"{kept.id}: needed for Orion"]
    assert (await memory.get(kept.id)).tier == "cold"
    with pytest.raises(RecordNotFound):
        await memory.get(gone.id)
    explicit = await memory.run_job("purge", ids=(kept.id,))
    assert explicit.moved == {"purge": 1}
    assert len(judge.calls) == calls + 1


async def test_every_batch_of_an_archive_job_is_reviewed_with_the_open_goals(
    any_tiers: Tiers,
) -> None:
    clock = FixedClock(T0)
    memory, judge = judged(any_tiers, clock)
    await memory.remember("Ship Orion to the first customer by June", type="goal")
    for i in range(5):
        await note(memory, f"old lunch order {i}")
    report = await memory.run_job(
        "archive", batch_size=2, selector=ArchiveSelector(types=("note",))
    )
    assert report.moved == {"archive": 5}
    assert report.reviews == len(judge.calls) == 3  # one per scan batch of 2
    goal = ("goal: Ship Orion to the first customer by June",)
    assert [goals for _, goals in judge.calls] == [goal, goal, goal]


async def test_expired_memories_are_not_reviewed(any_tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory, judge = judged(any_tiers, clock)
    await note(memory, "KEEP the visitor badge for today", ttl=3600)
    clock.advance(days=1)
    report = await memory.maintain()
    assert report.moved == {"archive": 1}
    assert judge.calls == []


async def test_the_offline_rule_keeps_a_deadline_still_ahead(any_tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory = TieredMemory(
        any_tiers,
        HashEmbedder(256),
        namespace="team-a",
        clock=clock,
        judge=HeuristicJudge(clock=clock),
        policy=RetentionPolicy(forget_ratio=1.0),
    )
    ahead = await memory.remember(
        "The Halcyon contract renewal is due on 2026-12-30", type="deadline", importance=0.02
    )
    chat = await memory.remember("nice weather today", type="dialogue", importance=0.02)
    clock.advance(days=120)
    report = await memory.maintain()
    assert report.reviews == 1
    assert [v.partition(":")[0] for v in report.vetoes] == [ahead.id]
    assert (await memory.get(ahead.id)).tier != "cold"
    assert (await memory.get(chat.id)).tier == "cold"
