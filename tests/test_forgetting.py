"""Strategic forgetting on the write and read paths: dedupe, supersession, anchors, context.

The facade with the offline HeuristicJudge on the reference tiers (fast, exact), plus the
two new-user acceptance stories on the embedded store (Valkey, Qdrant Edge, Parquet).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidQuery,
    RetentionPolicy,
    TieredMemory,
    Tiers,
)
from sfams_tiers._jobs import JobContext, run_job
from sfams_tiers._judge import HeuristicJudge
from sfams_tiers._rules import ForgettingRules
from sfams_tiers._settings import build_tiers, load_settings

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
NS = "team-a"


def make_memory(
    tiers: Tiers | None = None, clock: FixedClock | None = None, **rules: object
) -> TieredMemory:
    policy = RetentionPolicy(rules=ForgettingRules(**rules))  # type: ignore[arg-type]
    return TieredMemory(
        tiers or Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive()),
        HashEmbedder(256),
        namespace=NS,
        policy=policy,
        clock=clock or FixedClock(T0),
        judge=HeuristicJudge(),
    )


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(T0)


@pytest.fixture
def memory(clock: FixedClock) -> TieredMemory:
    return make_memory(clock=clock)


async def test_the_judge_fills_in_what_the_caller_left_out(memory: TieredMemory) -> None:
    record = await memory.remember("Customer Ada reported order A-1042 arrived damaged")
    assert "order:A-1042" in record.entities
    assert record.importance > 0.5
    explicit = await memory.remember("plain words", type="note", importance=0.2, entities=[])
    assert (explicit.type, explicit.importance, explicit.entities) == ("note", 0.2, ())


async def test_a_near_duplicate_reinforces_instead_of_adding(
    memory: TieredMemory, clock: FixedClock
) -> None:
    first = await memory.remember("The release train leaves every Tuesday", type="fact")
    clock.advance(hours=2)
    again = await memory.remember(
        "The release train leaves every Tuesday", type="fact", importance=0.9
    )
    assert again.id == first.id
    assert again.access_count == first.access_count + 1
    assert again.importance == 0.9
    assert (await memory.stats()).live == 1
    other_type = await memory.remember("The release train leaves every Tuesday", type="note")
    assert other_type.id != first.id


async def test_a_private_memory_never_merges_into_a_shared_one(memory: TieredMemory) -> None:
    shared = await memory.remember("Budget review is on Friday", type="fact")
    private = await memory.for_agent("planner").remember(
        "Budget review is on Friday", type="fact", visibility="private"
    )
    assert private.id != shared.id
    assert private.visibility == "private"


async def test_a_fact_updated_three_times_returns_the_newest_first(
    memory: TieredMemory, clock: FixedClock
) -> None:
    """New-user story: the newest value wins; the old ones only with history."""
    values = ["Paris", "Berlin", "Lisbon", "Oslo"]
    stored = []
    for i, city in enumerate(values):
        text = (
            f"Priya's office location is {city}"
            if i == 0
            else (f"Update: Priya's office location is now {city}")
        )
        stored.append(await memory.remember(text, entities=["person:Priya"]))
        clock.advance(days=1)
    hits = await memory.recall("Where is Priya's office location?", k=5)
    assert hits[0].record.id == stored[-1].id
    assert all(h.record.superseded_by is None for h in hits)
    assert not {s.id for s in stored[:-1]} & {h.record.id for h in hits}
    history = await memory.recall("Where is Priya's office location?", k=5, include_superseded=True)
    assert {s.id for s in stored} <= {h.record.id for h in history}
    old = {s.id: (await memory.get(s.id)) for s in stored}
    assert [old[s.id].superseded_by for s in stored[:-1]] == [s.id for s in stored[1:]]


async def test_the_rule_table_moves_importance(memory: TieredMemory) -> None:
    old = await memory.remember("Launch is on 3 March", type="deadline", importance=0.6)
    new = await memory.remember(
        "Launch moved", type="deadline", importance=0.5, relations=[("updates", old.id)]
    )
    assert new.importance == pytest.approx(0.8)  # +0.3
    assert (await memory.get(old.id)).importance == pytest.approx(0.2)  # -0.4
    ticket = await memory.remember("Ticket T-88: login fails", type="state", importance=0.5)
    fixed = await memory.remember(
        "T-88 fixed", type="state", importance=0.5, relations=[("resolves", ticket.id)]
    )
    assert fixed.importance == 0.5
    closed = await memory.get(ticket.id)
    assert closed.superseded_by == fixed.id
    assert closed.importance == pytest.approx(0.3)


async def test_rule_table_is_configurable() -> None:
    memory = make_memory(supersede_deltas={"updates": (0.0, -0.1), "negates": (0.0, -0.9)})
    old = await memory.remember("Standup at 9", type="fact", importance=0.5)
    new = await memory.remember(
        "Standup at 10", type="fact", importance=0.5, relations=[("updates", old.id)]
    )
    assert new.importance == 0.5
    assert (await memory.get(old.id)).importance == pytest.approx(0.4)


async def test_identifiers_anchor_automatically_and_explicit_choice_wins(
    memory: TieredMemory,
) -> None:
    order = await memory.remember(
        "Order A-1042 for customer Ada ships on 3 March, refund $1,200 due", type="commitment"
    )
    assert order.anchored
    assert order.tier == "hot"
    kept_loose = await memory.remember("Order A-2000 shipped", anchored=False)
    assert not kept_loose.anchored
    chatter = await memory.remember("haha thanks, see you", type="dialogue")
    assert not chatter.anchored


async def test_a_mention_re_anchors_a_low_weight_memory(clock: FixedClock) -> None:
    memory = make_memory(clock=clock)
    faded = await memory.remember(
        "Globex's billing contact is Ms. Rao", type="fact", importance=0.2,
        entities=["company:Globex"], anchored=False,
    )  # fmt: skip
    clock.advance(days=400)
    hits = await memory.recall("Anything new about Globex?", k=3)
    assert faded.id in {h.record.id for h in hits}
    again = await memory.get(faded.id)
    assert again.anchored
    assert again.importance >= 0.5
    assert again.tier == "hot"


async def test_anchors_are_bounded_least_recently_mentioned_released_first(
    clock: FixedClock,
) -> None:
    memory = make_memory(clock=clock, max_anchors=3)
    ids = []
    for i in range(5):
        ids.append((await memory.remember(f"Pinned rule {i}", anchored=True)).id)
        clock.advance(minutes=1)
    states = {i: (await memory.get(i)).anchored for i in ids}
    assert [states[i] for i in ids] == [False, False, True, True, True]
    assert (await memory.stats()).anchored == 3


async def test_context_assembly_follows_one_hop_to_current_facts(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember(
        "Priya is the engineer on project Orion", entities=["person:Priya", "project:Orion"]
    )
    clock.advance(hours=1)
    await memory.remember("Priya is based in Paris", entities=["person:Priya"])
    clock.advance(hours=1)
    await memory.remember("Update: Priya is now based in Lisbon", entities=["person:Priya"])
    for i in range(30):
        await memory.remember(f"Lunch option {i} is soup of the day", type="dialogue")
    context = await memory.assemble_context(
        "Who is the engineer on project Orion and where are they?", token_budget=300, k=3
    )
    assert "Orion" in context.text
    assert "Lisbon" in context.text
    assert "Paris" not in context.text  # superseded: hidden without history
    assert context.tokens <= 300
    assert "</memory-context>" in context.text
    assert context.text.count("</memory-context>") == 1
    packed = {h.record.content for h in context.items}
    assert "Update: Priya is now based in Lisbon" in packed


async def test_token_budget_bounds_recall_and_bad_budgets_are_refused(
    memory: TieredMemory,
) -> None:
    for i in range(20):
        await memory.remember(f"Design note {i}: the cache layer keeps {i} entries per shard")
    everything = await memory.recall("cache layer entries per shard", k=20)
    small = await memory.recall("cache layer entries per shard", k=20, token_budget=150)
    assert 0 < len(small) < len(everything)
    assert [h.record.id for h in small] == [h.record.id for h in everything[: len(small)]]
    for bad in (0, -5, 10**9, 2.5, True):
        with pytest.raises(InvalidQuery, match="token_budget"):
            await memory.recall("x", token_budget=bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidQuery, match="token_budget"):
            await memory.assemble_context("x", token_budget=bad)  # type: ignore[arg-type]


@pytest.fixture
async def embedded(tmp_path: Path) -> AsyncIterator[Tiers]:
    tiers = await build_tiers(load_settings(home=tmp_path / "home"))
    try:
        yield tiers
    finally:
        await tiers.close()


async def test_an_order_number_survives_trivia_and_maintenance(embedded: Tiers) -> None:
    """New-user story: stored once, buried under 5,000 trivia and maintenance, recalled."""
    clock = FixedClock(T0)
    memory = make_memory(embedded, clock)
    order = await memory.remember("Customer Ada's replacement is order A-1042, ship by 3 March")
    policy = memory.policy.with_(hot_capacity=50)
    for day in range(5):
        for i in range(1_000):
            await memory.remember(
                f"chat {day}-{i}: the weather is {('sunny', 'grey', 'windy')[i % 3]} "
                f"and lunch was {('soup', 'pasta', 'salad', 'curry')[i % 4]} number {i}",
                type="dialogue",
            )
            clock.advance(minutes=1)
        clock.advance(days=20)
        ctx = JobContext(tiers=embedded, policy=policy, clock=clock, embedder=HashEmbedder(256))
        report = await run_job("maintain", ctx, NS)
        assert not report.errors
    assert (await memory.stats()).cold > 0  # trivia was archived
    hits = await memory.recall("What is the status of order A-1042?", k=3)
    assert hits
    assert hits[0].record.id == order.id


async def test_a_new_value_takes_over_the_anchor_of_the_old_one(memory: TieredMemory) -> None:
    old = await memory.remember("Launch is on 3 March", type="deadline", anchored=True)
    new = await memory.remember(
        "Launch moved to 10 March", type="deadline", relations=[("updates", old.id)]
    )
    retired = await memory.get(old.id)
    assert new.anchored
    assert not retired.anchored  # history fades: maintenance may archive it later
    assert retired.superseded_by == new.id


async def test_a_mentioned_identifier_brings_its_archived_memories_back_in_one_batch(
    tmp_path: Path, clock: FixedClock
) -> None:
    """Recall naming an order with no live memory restores its archived ones, together."""
    from sfams_tiers.backends.archive import ParquetArchive

    archive = ParquetArchive(tmp_path, job="test")
    memory = make_memory(Tiers(InMemoryHotTier(), InMemoryWarmTier(), archive), clock)
    texts = [
        "Order B-2001 was packed in the Leeds warehouse",
        "Order B-2001 left with the courier on Monday",
        "Order B-2001 needs a signature on delivery",
        "Order B-2001 is insured for 400 euros",
    ]
    kept = [await memory.remember(text, anchored=False) for text in texts]
    await memory.remember("The office plants need watering on Fridays")
    for record in kept:
        await memory.forget(record.id)
    assert await archive.count(NS) == 4
    files_before = len(await archive._files(NS))

    hits = await memory.recall("what happened to order B-2001?", k=5)

    restored = {h.record.id for h in hits} & {r.id for r in kept}
    assert len(restored) == 3  # MAX_RESTORE_ON_MENTION, the rest stay archived
    assert await archive.count(NS) == 1
    assert len(await archive._files(NS)) == files_before + 1  # one tombstone file
    live = await memory.tiers.warm.get_many(NS, sorted(restored))
    assert all(r.tier in ("warm", "hot") and r.archived_at is None for r in live.values())
    again = await memory.recall("and order B-2001?", k=5)
    assert {h.record.id for h in again} & {r.id for r in kept} == restored  # nothing more


async def test_a_weakly_answered_query_finds_archived_evidence_and_restores_it(
    memory: TieredMemory, clock: FixedClock
) -> None:
    """Forgotten is not unreachable: recall searches the archive when live hits are weak."""
    old = await memory.remember(
        "The wifi password of the Lisbon office is sardine-42", type="fact", importance=0.3
    )
    await memory.forget(old.id, reason="score 0.010 < archive threshold 0.05")  # as maintain
    assert (await memory.get(old.id)).archived_at is not None
    await memory.remember("Lunch is at noon today", type="dialogue")
    clock.advance(days=30)
    hits = await memory.recall("wifi password of the Lisbon office", k=3)
    assert hits[0].record.id == old.id
    assert hits[0].restored
    again = await memory.get(old.id)
    assert again.archived_at is None  # live again, found by the next recall directly
    second = await memory.recall("wifi password of the Lisbon office", k=3)
    assert second[0].record.id == old.id
    assert not second[0].restored


async def test_a_well_answered_query_leaves_the_archive_alone(memory: TieredMemory) -> None:
    archived = await memory.remember("Orion ships on 3 March, said the planner", type="fact")
    await memory.forget(archived.id, reason="score 0.010 < archive threshold 0.05")
    live = await memory.remember("Orion ships on 3 March", type="fact")
    hits = await memory.recall("Orion ships on 3 March", k=3)
    assert [h.record.id for h in hits] == [live.id]
    assert (await memory.get(archived.id)).archived_at is not None


async def test_archive_search_respects_visibility(memory: TieredMemory) -> None:
    private = await memory.for_agent("alice").remember(
        "My locker code is 7731", type="fact", visibility="private", anchored=False
    )
    await memory.for_agent("alice").forget(
        private.id, reason="score 0.010 < archive threshold 0.05"
    )
    assert not await memory.for_agent("bob").recall("locker code", k=3)
    assert not await memory.recall("locker code", k=3)
    mine = await memory.for_agent("alice").recall("locker code", k=3)
    assert [h.record.id for h in mine] == [private.id]


async def test_a_memory_forgotten_on_purpose_is_not_brought_back_by_recall(
    memory: TieredMemory,
) -> None:
    gone = await memory.remember("The wifi password of the Lisbon office is sardine-42")
    await memory.forget(gone.id)
    assert await memory.recall("wifi password of the Lisbon office", k=3) == []
    assert (await memory.get(gone.id)).archived_at is not None
