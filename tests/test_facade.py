"""TieredMemory wired by hand: one place for the clock and the judge, jobs on the facade.

What a user meets when building the memory directly (as the README's in-memory example
does) rather than through ``open_memory``: the same judge by default, one clock that
the judge and the jobs follow, maintenance without building a JobContext, and a clear
refusal of a display name where an agent id is expected.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    HeuristicJudge,
    InvalidInput,
    InvalidQuery,
    JobConflict,
    RestoreSelector,
    TieredMemory,
    Tiers,
)

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


async def test_a_memory_built_by_hand_judges_like_open_memory(tiers: Tiers) -> None:
    memory = TieredMemory(tiers, HashEmbedder(256), namespace="team-a")
    assert isinstance(memory.judge, HeuristicJudge)
    first = await memory.remember("The Orion launch is due on 3 March")
    assert first.type == "deadline"  # typed by the judge, not the bare default "fact"
    second = await memory.remember("The Orion launch is now due on 17 March")
    assert await memory.get(first.id) != first
    assert (await memory.get(first.id)).superseded_by == second.id
    [hit] = await memory.recall("when is the Orion launch due?", k=1)
    assert hit.record.id == second.id


async def test_without_a_judge_only_explicit_relations_supersede(tiers: Tiers) -> None:
    memory = TieredMemory(tiers, HashEmbedder(256), namespace="team-a", judge=None)
    assert memory.judge is None
    first = await memory.remember("The Orion launch is due on 3 March")
    assert first.type == "fact"
    await memory.remember("The Orion launch is now due on 17 March")
    assert (await memory.get(first.id)).superseded_by is None


@pytest.mark.parametrize("judge", ["openai", "", 3])
def test_an_unknown_judge_is_refused(tiers: Tiers, judge: object) -> None:
    with pytest.raises(InvalidInput, match="judge"):
        TieredMemory(tiers, HashEmbedder(16), judge=judge)  # type: ignore[arg-type]


async def test_one_clock_for_the_memory_its_judge_and_its_jobs(tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory = TieredMemory(tiers, HashEmbedder(256), namespace="team-a", clock=clock)
    assert memory.clock is clock
    # The judge reads "3 March" on the memory's clock (2026), not the wall clock's year.
    due = await memory.remember("Invoice run is due on 3 March", ttl=3600)
    assert due.created_at == T0
    assert any(e.startswith("date:2026-03-03") for e in due.entities), due.entities
    clock.set(datetime(2026, 1, 6, 9, 0, tzinfo=UTC))  # a day later: the TTL has run out
    planned = await memory.maintain(dry_run=True)
    assert planned.dry_run
    assert planned.planned == 1
    assert (await memory.get(due.id)).tier != "cold"  # a dry run changes nothing
    report = await memory.maintain()
    assert report.job == "maintain"
    assert report.moved == {"archive": 1}
    assert (await memory.get(due.id)).tier == "cold"


async def test_run_job_takes_the_job_arguments(tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory = TieredMemory(tiers, HashEmbedder(256), namespace="team-a", clock=clock, judge=None)
    kept = await memory.remember("Standup moves to 9:45")
    await memory.forget(kept.id)
    selector = RestoreSelector(query="when is the standup?", limit=1)
    report = await memory.run_job("restore", selector=selector)
    assert report.moved == {"restore": 1}
    assert (await memory.get(kept.id)).tier == "warm"
    with pytest.raises(InvalidQuery, match="not a job"):
        await memory.run_job("defragment")


async def test_jobs_of_one_namespace_exclude_each_other(tiers: Tiers) -> None:
    memory = TieredMemory(tiers, HashEmbedder(16), namespace="team-a")
    from sfams_tiers._jobs._lease import leases_for

    async with leases_for(tiers).hold("team-a", "archive", ttl_seconds=30, wait=False):
        with pytest.raises(JobConflict):
            await memory.maintain()


def test_a_display_name_is_refused_where_an_agent_id_is_expected(tiers: Tiers) -> None:
    memory = TieredMemory(tiers, HashEmbedder(16), namespace="team-a")
    with pytest.raises(InvalidInput, match="hana_mbeki"):
        memory.for_agent("Hana Mbeki")
    assert memory.for_agent("hana_mbeki").agent == "hana_mbeki"


def test_fixed_clock_set_needs_an_aware_datetime() -> None:
    clock = FixedClock(T0)
    clock.set(datetime(2025, 1, 1, tzinfo=UTC))
    assert clock() == datetime(2025, 1, 1, tzinfo=UTC)
    with pytest.raises(InvalidInput, match="aware"):
        clock.set(datetime(2025, 1, 1))
    assert clock() == datetime(2025, 1, 1, tzinfo=UTC)
