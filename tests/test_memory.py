"""Behaviour of the TieredMemory facade on the reference tiers."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from support.state import snapshot

from sfams_tiers import (
    DimensionMismatch,
    FixedClock,
    HashEmbedder,
    HeuristicJudge,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidQuery,
    InvalidRecord,
    MemoryRecord,
    PolicyViolation,
    RecordNotFound,
    RetentionPolicy,
    TieredMemory,
    Tiers,
    TierUnavailable,
    load_settings,
    open_memory,
    uuid7,
)


async def test_remember_then_recall_ranks_the_relevant_memory_first(memory: TieredMemory) -> None:
    await memory.remember("The office coffee machine is broken", type="fact")
    deadline = await memory.remember(
        "Project Apollo release deadline is February 28",
        type="deadline",
        importance=0.9,
        entities=["project:apollo"],
    )
    await memory.remember("We had pizza for lunch", type="dialogue", importance=0.1)
    hits = await memory.recall("When is the Apollo release deadline?", k=2)
    assert hits[0].record.id == deadline.id
    assert hits[0].relevance > hits[1].relevance
    assert hits[0].score > 0
    assert -1 <= hits[0].retention <= 1
    assert hits[0].record.access_count == 1


async def test_hot_placement_and_stats(memory: TieredMemory, tiers: Tiers) -> None:
    low = await memory.remember("minor detail", importance=0.2)
    high = await memory.remember("critical fact", importance=0.95)
    anchored = await memory.remember("always relevant", anchored=True)
    assert (low.tier, high.tier, anchored.tier) == ("warm", "hot", "hot")
    assert set(await tiers.hot.get_many("team-a", [low.id, high.id, anchored.id])) == {
        high.id,
        anchored.id,
    }
    stats = await memory.stats()
    assert (stats.live, stats.hot, stats.cold, stats.anchored) == (3, 2, 0, 1)


async def test_recall_counts_accesses_through_the_hot_log(
    memory: TieredMemory, tiers: Tiers
) -> None:
    r = await memory.remember("The API runs on PostgreSQL 16")
    await memory.recall("which database does the API use", k=1)
    await memory.recall("PostgreSQL version", k=1)
    got = await memory.get(r.id)
    assert got.access_count == 2
    assert got.last_accessed is not None
    assert (await tiers.warm.get_many("team-a", [r.id]))[
        r.id
    ].access_count == 0  # recall never writes warm
    assert (await memory.stats()).pending_accesses == 2


async def test_update_supersedes_and_history_is_kept(
    memory: TieredMemory, clock: FixedClock
) -> None:
    old = await memory.remember("Apollo deadline is February 28", type="deadline", importance=0.9)
    clock.advance(days=3)
    new = await memory.remember(
        "Apollo deadline moved to March 7",
        type="deadline",
        importance=0.9,
        relations=[("updates", old.id)],
    )
    assert (await memory.get(old.id)).superseded_by == new.id
    current = await memory.recall("Apollo deadline", k=5)
    assert [h.record.id for h in current] == [new.id]
    history = await memory.recall("Apollo deadline", k=5, include_superseded=True)
    assert [h.record.id for h in history] == [new.id, old.id]
    assert history[1].record.superseded


async def test_newest_version_wins_deterministically(memory: TieredMemory) -> None:
    v1 = await memory.remember("status: open", type="state")
    v2 = await memory.remember("status: in progress", type="state", relations=[("updates", v1.id)])
    v3 = await memory.remember("status: resolved", type="state", relations=[("resolves", v1.id)])
    # An older update arriving late does not steal the win from the newest one.
    await memory.link(v2.id, "updates", v1.id)
    assert (await memory.get(v1.id)).superseded_by == v3.id


async def test_link_and_relations_stay_in_namespace(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> None:
    a = TieredMemory(tiers, embedder, namespace="team-a", clock=clock)
    b = TieredMemory(tiers, embedder, namespace="team-b", clock=clock)
    ra = await a.remember("alpha secret plan")
    rb = await b.remember("beta plan")
    for call in (
        b.get(ra.id),
        b.forget(ra.id),
        b.anchor(ra.id),
        b.link(rb.id, "relates", ra.id),
        b.remember("x", relations=[("updates", ra.id)]),
    ):
        with pytest.raises(RecordNotFound):
            await call
    assert [h.record.id for h in await b.recall("alpha secret plan", k=5)] == [rb.id]
    linked = await a.link(ra.id, "relates", (await a.remember("alpha follow-up")).id)
    assert linked.relations[0].kind == "relates"


async def test_agent_views_and_private_memories(memory: TieredMemory) -> None:
    planner, coder = memory.for_agent("planner"), memory.for_agent("coder")
    note = await coder.remember("my private scratch note about tokens", visibility="private")
    shared = await planner.remember("shared plan about tokens")
    assert note.agent == "coder"
    assert shared.agent == "planner"
    assert {h.record.id for h in await coder.recall("tokens", k=5)} == {note.id, shared.id}
    assert {h.record.id for h in await planner.recall("tokens", k=5)} == {shared.id}
    assert {h.record.id for h in await memory.recall("tokens", k=5)} == {shared.id}
    with pytest.raises(RecordNotFound):
        await planner.get(note.id)
    with pytest.raises(InvalidRecord, match="for_agent"):
        await memory.remember("team private?", visibility="private")


async def test_forget_archives_and_restore_brings_back(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> None:
    # Without a judge: a judge would anchor the ticket, and restore it when it is asked for.
    memory = TieredMemory(tiers, embedder, namespace="team-a", clock=clock, judge=None)
    r = await memory.remember("ticket 42 was closed", entities=["ticket:42"])
    await memory.recall("ticket 42", k=1)
    archived = await memory.forget(r.id, reason="test")
    assert archived is not None
    assert archived.tier == "cold"
    assert archived.archive_reason == "test"
    assert archived.access_count == 1  # pending accesses travel with the record
    assert await memory.recall("ticket 42", k=3) == []
    assert (await memory.get(r.id)).tier == "cold"
    assert (await memory.stats()).cold == 1
    again = await memory.forget(r.id)  # idempotent
    assert again is not None
    assert again.tier == "cold"
    restored = await memory.restore(r.id)
    assert restored.id == r.id
    assert restored.tier == "warm"
    assert restored.archived_at is None
    assert [h.record.id for h in await memory.recall("ticket 42", k=1)] == [r.id]
    assert await tiers.archive.count("team-a") == 0


async def test_anchored_memories_cannot_be_forgotten_until_released(memory: TieredMemory) -> None:
    r = await memory.remember("customer is ACME", anchored=True)
    with pytest.raises(PolicyViolation, match="unanchor"):
        await memory.forget(r.id)
    released = await memory.unanchor(r.id)
    assert not released.anchored
    assert (await memory.forget(r.id)) is not None


async def test_anchor_restores_archived_memory(memory: TieredMemory, tiers: Tiers) -> None:
    r = await memory.remember("important but archived")
    await memory.forget(r.id)
    anchored = await memory.anchor(r.id)
    assert anchored.anchored
    assert anchored.tier == "hot"
    assert r.id in await tiers.hot.anchored_ids("team-a")


async def test_hard_forget_only_when_policy_allows(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> None:
    strict = TieredMemory(tiers, embedder, namespace="team-a", clock=clock)
    r = await strict.remember("delete me")
    with pytest.raises(PolicyViolation, match="allow_hard_delete"):
        await strict.forget(r.id, hard=True)
    lenient = TieredMemory(
        tiers,
        embedder,
        namespace="team-a",
        clock=clock,
        policy=RetentionPolicy(allow_hard_delete=True),
    )
    assert await lenient.forget(r.id, hard=True) is None
    with pytest.raises(RecordNotFound):
        await lenient.get(r.id)


async def test_expired_memories_are_hidden(memory: TieredMemory, clock: FixedClock) -> None:
    await memory.remember("temporary door code 1234", ttl=timedelta(hours=1))
    assert len(await memory.recall("door code", k=3)) == 1
    clock.advance(hours=2)
    assert await memory.recall("door code", k=3) == []
    assert (await memory.stats()).expired == 1


async def test_goal_boosts_goal_relevant_memories(memory: TieredMemory) -> None:
    a = await memory.remember("Budget review meeting notes for the marketing launch")
    b = await memory.remember("Budget review meeting notes for the database migration")
    plain = await memory.recall("budget review meeting notes", k=2)
    goal = await memory.recall(
        "budget review meeting notes", k=2, goal="finish the database migration"
    )
    assert {h.record.id for h in plain} == {a.id, b.id}
    assert goal[0].record.id == b.id


async def test_low_confidence_is_marked_and_ranked_lower(memory: TieredMemory) -> None:
    sure = await memory.remember("the vendor contract renews in June", importance=0.9)
    unsure = await memory.remember(
        "the vendor contract renews in June maybe", importance=0.9, confidence=0.1
    )
    hits = await memory.recall("when does the vendor contract renew", k=2)
    assert [h.record.id for h in hits] == [sure.id, unsure.id]
    assert hits[1].unverified
    assert not hits[0].unverified


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"content": ""}, "content"),
        ({"content": "x", "importance": 1.5}, "importance"),
        ({"content": "x", "importance": float("nan")}, "importance"),
        ({"content": "x" * (1 << 20)}, "content"),
        (
            {"content": "x", "relations": [("eats", "0190b8c2-0000-7000-8000-000000000000")]},
            "relations",
        ),
        ({"content": "x", "entities": ["nocolon"]}, "entities"),
        ({"content": "x", "ttl": -5}, "ttl_seconds"),
        ({"content": "x", "type": "gossip"}, "type"),
    ],
)
async def test_bad_input_is_refused_and_stores_nothing(
    memory: TieredMemory, tiers: Tiers, kwargs: dict[str, object], field: str
) -> None:
    await memory.remember("existing memory")
    before = await snapshot(tiers)
    with pytest.raises(InvalidRecord) as info:
        await memory.remember(**kwargs)  # type: ignore[arg-type]
    assert info.value.field == field
    assert await snapshot(tiers) == before


@pytest.mark.parametrize("namespace", ["../x", "Team A", "", "a" * 65])
def test_bad_namespace_is_refused(tiers: Tiers, embedder: HashEmbedder, namespace: str) -> None:
    with pytest.raises(InvalidRecord, match="namespace"):
        TieredMemory(tiers, embedder, namespace=namespace)


async def test_dangling_relation_is_refused_and_stores_nothing(
    memory: TieredMemory, tiers: Tiers
) -> None:
    before = await snapshot(tiers)
    with pytest.raises(RecordNotFound):
        await memory.remember("x", relations=[("updates", uuid7())])
    assert await snapshot(tiers) == before


@pytest.mark.parametrize(
    ("args", "kwargs", "field"),
    [
        (("",), {}, "query"),
        (("q",), {"k": 0}, "k"),
        (("q",), {"k": 10_000}, "k"),
        (("q",), {"types": ["bad type"]}, "types"),
        (("q",), {"entities": ["nocolon"]}, "entities"),
        (("q",), {"min_importance": 2.0}, "min_importance"),
        (("q",), {"goal": "  "}, "goal"),
    ],
)
async def test_bad_recall_arguments(
    memory: TieredMemory, args: tuple[object, ...], kwargs: dict[str, object], field: str
) -> None:
    with pytest.raises(InvalidQuery) as info:
        await memory.recall(*args, **kwargs)  # type: ignore[arg-type]
    assert info.value.field == field


async def test_bad_ids(memory: TieredMemory) -> None:
    with pytest.raises(InvalidQuery, match="not a memory id"):
        await memory.get("../../etc/passwd")
    with pytest.raises(RecordNotFound):
        await memory.get(uuid7())


async def test_embedder_swap_is_a_typed_error(tiers: Tiers, clock: FixedClock) -> None:
    first = TieredMemory(tiers, HashEmbedder(dimension=64), namespace="team-a", clock=clock)
    await first.remember("hello")
    second = TieredMemory(tiers, HashEmbedder(dimension=32), namespace="team-a", clock=clock)
    before = await snapshot(tiers)
    with pytest.raises(DimensionMismatch):
        await second.remember("world")
    assert await snapshot(tiers) == before


async def test_clear_is_limited_to_the_namespace(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> None:
    a = TieredMemory(tiers, embedder, namespace="team-a", clock=clock)
    b = TieredMemory(tiers, embedder, namespace="team-b", clock=clock)
    await a.remember("a1", anchored=True)
    await b.remember("b1")
    assert await a.clear() >= 1
    assert (await a.stats()).live == 0
    assert (await b.stats()).live == 1


async def test_writes_do_not_double_count_pending_accesses(memory: TieredMemory) -> None:
    r = await memory.remember("the standup is at 9:30")
    await memory.recall("when is the standup", k=1)
    await memory.anchor(r.id)
    await memory.link(r.id, "relates", (await memory.remember("standup notes")).id)
    assert (await memory.get(r.id)).access_count == 1


class HotTierDown(InMemoryHotTier):
    """A hot tier whose server went away: reads of the log work, writes fail."""

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        raise TierUnavailable("Redis at redis://127.0.0.1:1/0 is unreachable.")


async def test_failed_hot_write_leaves_every_tier_unchanged(
    embedder: HashEmbedder, clock: FixedClock
) -> None:
    healthy = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    setup = TieredMemory(healthy, embedder, namespace="team-a", clock=clock)
    old = await setup.remember("deadline is Friday", type="deadline")
    broken = Tiers(HotTierDown(), healthy.warm, healthy.archive)
    memory = TieredMemory(broken, embedder, namespace="team-a", clock=clock)
    before = await snapshot(broken)
    calls = [
        memory.remember("pinned", anchored=True),
        memory.remember("deadline moved", importance=0.9, relations=[("updates", old.id)]),
        memory.anchor(old.id),
    ]
    for call in calls:
        with pytest.raises(TierUnavailable):
            await call
        assert await snapshot(broken) == before


async def test_unrelated_memories_are_not_hits_and_not_accessed(memory: TieredMemory) -> None:
    trivia = await memory.remember("we ordered pizza for lunch")
    key = await memory.remember("the deploy key rotates every Monday")
    hits = await memory.recall("when does the deploy key rotate", k=5)
    assert [h.record.id for h in hits] == [key.id]
    assert (await memory.get(trivia.id)).access_count == 0
    with pytest.raises(InvalidQuery, match="min_relevance"):
        await memory.recall("x", min_relevance=2.0)


class OnlyGoals(HashEmbedder):
    """A hash embedder that refuses to embed anything but the texts in ``allowed``."""

    def __init__(self, allowed: Sequence[str] = ()) -> None:
        super().__init__(dimension=256)
        self.allowed = set(allowed)

    async def embed(self, texts: Sequence[str]) -> Any:
        refused = [t for t in texts if t not in self.allowed]
        if refused:
            raise AssertionError(f"embedded {refused!r} although its vector was given")
        return await super().embed(texts)


async def test_a_given_vector_is_used_instead_of_embedding(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> None:
    [launch, lunch] = await embedder.embed(["Launch is on 3 March", "Pizza for lunch"])
    memory = TieredMemory(tiers, OnlyGoals(["ship it"]), namespace="team-a", clock=clock)
    stored = await memory.remember("Launch is on 3 March", type="deadline", vector=launch)
    await memory.remember("Pizza for lunch", type="dialogue", vector=lunch)
    kept = (await tiers.warm.get_many("team-a", [stored.id], with_vectors=True))[stored.id]
    assert kept.embedding is not None
    assert np.allclose(np.asarray(kept.embedding), launch, atol=1e-6)
    hits = await memory.recall("when is the launch?", k=1, vector=launch)
    assert [h.record.id for h in hits] == [stored.id]
    context = await memory.assemble_context(
        "when is the launch?", token_budget=200, vector=launch, goal="ship it"
    )
    assert "Launch is on 3 March" in context.text


@pytest.mark.parametrize("vector", [[], [float("nan")] * 256, "launch", [[0.1] * 256], [0.1] * 7])
async def test_a_bad_given_vector_is_refused_and_stores_nothing(
    memory: TieredMemory, tiers: Tiers, vector: object
) -> None:
    before = await snapshot(tiers)
    with pytest.raises((InvalidRecord, DimensionMismatch)):
        await memory.remember("x", vector=vector)  # type: ignore[arg-type]
    with pytest.raises((InvalidQuery, DimensionMismatch)):
        await memory.recall("x", vector=vector)  # type: ignore[arg-type]
    assert await snapshot(tiers) == before


async def test_open_memory_takes_an_embedder_and_leaves_it_open(tmp_path: Path) -> None:
    embedder = HashEmbedder(dimension=64)
    async with open_memory(load_settings(home=tmp_path), embedder=embedder) as memory:
        stored = await memory.remember("The standup is at 9:30", type="fact")
    kept = await embedder.embed(["still usable after the store closed"])
    assert len(kept[0]) == 64
    async with open_memory(load_settings(home=tmp_path), embedder=embedder) as memory:
        assert (await memory.get(stored.id)).content == "The standup is at 9:30"


async def test_remember_many_is_remember_on_each_in_order(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> None:
    memory = TieredMemory(
        tiers, embedder, namespace="team-a", clock=clock, judge=HeuristicJudge(clock=clock)
    )
    old = await memory.remember("Launch is due 3 March", type="deadline")
    [launch] = await embedder.embed(["Katya's desk phone is +1 415 555 0100"])
    stored = await memory.remember_many(
        [
            "The standup is at 9:30",
            {"content": "Launch is due 10 March", "type": "deadline",
             "relations": [("updates", old.id)]},
            {"content": "Katya's desk phone is +1 415 555 0100", "vector": launch},
            "The standup is at 9:30",  # a repeat within the batch reinforces the first
        ]
    )  # fmt: skip
    assert [r.content for r in stored][:3] == [
        "The standup is at 9:30",
        "Launch is due 10 March",
        "Katya's desk phone is +1 415 555 0100",
    ]
    assert stored[3].id == stored[0].id
    assert [r.id for r in stored[:3]] == sorted(r.id for r in stored[:3])  # written in order
    assert (await memory.get(old.id)).superseded_by == stored[1].id
    assert stored[2].anchored  # judged like remember: an identifier that matters
    assert (await memory.stats()).live == 4


@pytest.mark.parametrize(
    ("items", "message"),
    [
        ("just one string", "must be a list"),
        (["fine", {"text": "no content key"}], "item 1"),
        (["fine", {"content": "x", "colour": "red"}], "unknown keys ['colour']"),
        (["fine", {"content": "x", "importance": "high"}], "item 1: must be a number"),
        (["fine", 42], "item 1 must be a text"),
    ],
)
async def test_remember_many_checks_every_item_before_storing_any(
    memory: TieredMemory, tiers: Tiers, items: object, message: str
) -> None:
    before = await snapshot(tiers)
    with pytest.raises(InvalidRecord, match=re.escape(message)):
        await memory.remember_many(items)  # type: ignore[arg-type]
    assert await snapshot(tiers) == before
