"""Concurrent writers of one namespace (DESIGN I7): one memory per fact, one current version.

Each race runs 20 tasks at once, on the reference tiers, on the embedded store (Valkey
and Qdrant Edge), and as two "processes": two memories whose hot tiers are separate
Redis clients of one server, so only the Redis write lock stands between them. A write
that fails half-way is finished by its retry, never stored twice.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Coroutine, Sequence
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest
from support.hot_redis import delete_prefix

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    HeuristicJudge,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    RecordNotFound,
    TieredMemory,
    Tiers,
    TierUnavailable,
    build_tiers,
    load_settings,
    uuid7,
)
from sfams_tiers._jobs import JobContext, run_job
from sfams_tiers.backends.redis import RedisHotTier

NS = "team-a"
RACERS = 20


@pytest.fixture(params=["memory", "embedded", "two-processes"])
async def pair(
    request: pytest.FixtureRequest, tmp_path: Path, clock: FixedClock
) -> AsyncIterator[tuple[TieredMemory, TieredMemory]]:
    """Two memories of one namespace on shared tiers (the same object but for 2 processes)."""
    embedder = HashEmbedder(256)
    if request.param == "memory":
        tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        memory = TieredMemory(tiers, embedder, namespace=NS, clock=clock)
        yield memory, memory
        return
    if request.param == "embedded":
        tiers = await build_tiers(load_settings(home=tmp_path))
        memory = TieredMemory(tiers, embedder, namespace=NS, clock=clock)
        try:
            yield memory, memory
        finally:
            await tiers.close()
        return
    url: str = request.getfixturevalue("valkey_url")
    prefix = f"sfams-test-{uuid4().hex[:12]}"
    warm, archive = InMemoryWarmTier(), InMemoryArchive()
    hots = [RedisHotTier.from_url(url, prefix=prefix) for _ in range(2)]
    first, second = (
        TieredMemory(Tiers(hot, warm, archive), embedder, namespace=NS, clock=clock) for hot in hots
    )
    try:
        yield first, second
    finally:
        await delete_prefix(hots[0], prefix)
        for hot in hots:
            await hot.close()


async def live(memory: TieredMemory) -> list[MemoryRecord]:
    return [r async for batch in memory.tiers.warm.scan(NS) for r in batch]


def current(records: Sequence[MemoryRecord]) -> list[MemoryRecord]:
    return [r for r in records if r.superseded_by is None]


async def test_identical_concurrent_remembers_store_one_memory(
    pair: tuple[TieredMemory, TieredMemory],
) -> None:
    memories = [pair[i % 2] for i in range(RACERS)]
    stored = await asyncio.gather(
        *(m.remember("The Orion demo is in room 4.2", type="fact") for m in memories)
    )
    assert len({r.id for r in stored}) == 1
    [record] = await live(pair[0])
    assert record.content == "The Orion demo is in room 4.2"
    assert record.access_count == RACERS - 1  # each repeat reinforced it


async def test_concurrent_updates_of_one_fact_leave_one_current_version(
    pair: tuple[TieredMemory, TieredMemory],
) -> None:
    first, second = pair
    original = await first.remember("The Orion deadline is 1 March", type="deadline")
    memories = [pair[i % 2] for i in range(RACERS)]
    updates = await asyncio.gather(
        *(
            m.remember(
                f"The Orion deadline is {day} April",
                type="deadline",
                relations=[("updates", original.id)],
            )
            for day, m in enumerate(memories, start=1)
        )
    )
    records = await live(first)
    assert len(records) == RACERS + 1  # history intact: every version is kept
    [head] = current(records)
    assert head.id == max(u.id for u in updates)  # the last write is the current version
    by_id = {r.id: r for r in records}
    # Every version points (possibly through newer ones) to the current one.
    for record in records:
        seen = record
        while seen.superseded_by is not None:
            seen = by_id[seen.superseded_by]
        assert seen.id == head.id
    hits = await second.recall("When is the Orion deadline?", k=3)
    assert [h.record.id for h in hits if "deadline" in h.record.content][:1] == [head.id]


async def test_concurrent_judged_updates_leave_one_current_version(
    clock: FixedClock,
) -> None:
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    memory = TieredMemory(
        tiers, HashEmbedder(256), namespace=NS, clock=clock, judge=HeuristicJudge(clock=clock)
    )
    await memory.remember("Katya's desk phone is +1 415 555 0100")
    await asyncio.gather(
        *(memory.remember(f"Katya's desk phone is +1 415 555 01{i:02}") for i in range(1, 11))
    )
    phones = [r for r in current(await live(memory)) if "phone" in r.content]
    assert len(phones) == 1


class Outage:
    """A service outage shared by flaky tiers: it starts when one record is written."""

    def __init__(self) -> None:
        self.trigger: set[str] = set()
        self.down = False
        self.warm_too = False  # the warm tier also fails (deletes), not only Redis

    def check(self, warm: bool = False) -> None:
        if self.down and (not warm or self.warm_too):
            raise TierUnavailable("Redis at redis://127.0.0.1:1/0 is unreachable.")


class FlakyHot(InMemoryHotTier):
    def __init__(self, outage: Outage) -> None:
        super().__init__()
        self.outage = outage

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        self.outage.check()
        if self.outage.trigger & {r.id for r in records}:
            self.outage.down = True
            self.outage.check()
        await super().put_many(namespace, records)

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        self.outage.check()
        return await super().delete_many(namespace, ids)


class FlakyWarm(InMemoryWarmTier):
    def __init__(self, outage: Outage) -> None:
        super().__init__()
        self.outage = outage

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        self.outage.check(warm=True)
        return await super().delete_many(namespace, ids)


@pytest.mark.parametrize("warm_too", [False, True])
async def test_an_update_cut_off_half_way_is_undone_or_finished_by_its_retry(
    clock: FixedClock, warm_too: bool
) -> None:
    outage = Outage()
    tiers = Tiers(FlakyHot(outage), FlakyWarm(outage), InMemoryArchive())
    memory = TieredMemory(tiers, HashEmbedder(256), namespace=NS, clock=clock)
    old = await memory.remember("Launch is due 3 March", type="deadline", importance=0.9)
    assert old.tier == "hot"
    outage.trigger, outage.warm_too = {old.id}, warm_too  # retiring the old version fails

    def update() -> Coroutine[Any, Any, MemoryRecord]:
        return memory.remember(
            "Launch is due 10 March", type="deadline", relations=[("updates", old.id)]
        )

    with pytest.raises(TierUnavailable):
        await update()
    outage.down, outage.trigger = False, set()
    # Redis alone down: the undo removed the new version. Both down: it stays half-applied.
    assert len(current(await live(memory))) == (2 if warm_too else 1)

    retried = await update()
    records = await live(memory)
    assert len(records) == 2  # the retry stored nothing twice
    assert [r.id for r in current(records)] == [retried.id]
    assert (await memory.get(old.id)).superseded_by == retried.id
    assert (await memory.recall("When is launch due?", k=1))[0].record.id == retried.id


async def test_a_write_that_raises_releases_the_lock(
    pair: tuple[TieredMemory, TieredMemory],
) -> None:
    first, second = pair
    with pytest.raises(RecordNotFound):
        await first.remember("Launch moved", relations=[("updates", uuid7())])
    stored = await asyncio.wait_for(second.remember("Launch is on Monday"), timeout=5)
    assert [r.id for r in await live(first)] == [stored.id]


async def test_updates_made_while_maintain_folds_accesses_are_kept(
    tmp_path: Path, clock: FixedClock
) -> None:
    """A job batch re-reads its records under the write lock: no update is overwritten."""
    tiers = await build_tiers(load_settings(home=tmp_path))
    memory = TieredMemory(tiers, HashEmbedder(256), namespace=NS, clock=clock)
    try:
        for round_ in range(5):
            olds = [
                await memory.remember(f"Ticket T-{round_}{i} is open", type="state")
                for i in range(10)
            ]
            await memory.recall("which tickets are open", k=10)  # pending accesses
            context = JobContext(tiers, clock=clock, batch_size=2, job="maintain")
            updates = [
                memory.remember(f"Ticket T-{round_}{i} is closed", relations=[("updates", o.id)])
                for i, o in enumerate(olds)
            ]
            await asyncio.gather(run_job("maintain", context, NS), *updates)
            for old in olds:
                assert (await memory.get(old.id)).superseded_by is not None
    finally:
        await tiers.close()


async def test_concurrent_links_anchors_and_forgets_lose_no_change(
    pair: tuple[TieredMemory, TieredMemory],
) -> None:
    first, second = pair
    source = await first.remember("Orion runbook", type="fact")
    targets = [await first.remember(f"Orion step {i} is done", type="fact") for i in range(10)]
    calls = [
        (first if i % 2 else second).link(source.id, "relates", t.id) for i, t in enumerate(targets)
    ]
    spare = await first.remember("Orion scratch note", type="fact")
    await asyncio.gather(*calls, second.anchor(source.id), first.forget(spare.id))
    record = await first.get(source.id)
    assert {r.target for r in record.relations} == {t.id for t in targets}
    assert record.anchored
    assert (await first.get(spare.id)).tier == "cold"
