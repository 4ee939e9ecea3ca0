"""The seeds' forgetting mechanisms (issue 15), each on the public API.

Each runs on the in-memory reference tiers and on the embedded store (Valkey, Qdrant
Edge, local Parquet), so a behaviour holds on the real engines too.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest

from sfams_tiers import (
    DEFAULT_CONFIDENCE,
    DEFAULT_HALF_LIVES_DAYS,
    ConfigurationError,
    FixedClock,
    ForgetReview,
    HashEmbedder,
    HeuristicJudge,
    InvalidInput,
    InvalidQuery,
    MemoryRecord,
    RecordNotFound,
    RetentionPolicy,
    TieredMemory,
    Tiers,
    TierUnavailable,
    load_settings,
    open_memory,
    score_records,
)

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def explicit(tiers: Tiers, clock: FixedClock | None = None) -> TieredMemory:
    """A memory that acts only on what it is told (no judge), so each rule is seen alone."""
    return TieredMemory(
        tiers, HashEmbedder(256), namespace="team-a", judge=None, clock=clock or FixedClock(T0)
    )


async def test_a_resolution_fades_the_whole_chain_it_closes(any_tiers: Tiers) -> None:
    memory = explicit(any_tiers)
    opened = await memory.remember("Ticket T-7 is open: the printer jams", type="state")
    moved = await memory.remember(
        "Ticket T-7 is with the vendor", type="state", relations=[("updates", opened.id)]
    )
    other = await memory.remember("Ticket T-8 is open: no toner", type="state")
    before = {r.id: (await memory.get(r.id)).importance for r in (opened, moved, other)}
    await memory.remember("Ticket T-7 is fixed", type="state", relations=[("resolves", moved.id)])
    factor = memory.policy.rules.chain_factors["resolves"]
    assert (await memory.get(moved.id)).importance == pytest.approx(before[moved.id] * factor)
    # The version behind it fades too (the seeds: the whole chain), keeping its pointer.
    history = await memory.get(opened.id)
    assert history.importance == pytest.approx(before[opened.id] * factor)
    assert history.superseded_by == moved.id
    assert (await memory.get(other.id)).importance == before[other.id]  # not in the chain


@pytest.mark.parametrize("kind", ["action", "risk", "meeting_note", "intent", "emotion"])
async def test_the_seeds_types_are_stored_with_their_own_half_life(
    any_tiers: Tiers, kind: str
) -> None:
    memory = explicit(any_tiers)
    record = await memory.remember(f"A {kind} about the Orion launch", type=f"{kind}:orion")
    assert (await memory.get(record.id)).type == f"{kind}:orion"
    [hit] = await memory.recall("Orion launch", types=[kind])
    assert hit.record.id == record.id
    assert memory.policy.half_life_days(f"{kind}:orion") == DEFAULT_HALF_LIVES_DAYS[kind]
    assert memory.policy.with_(half_lives_days={kind: 2}).half_life_days(f"{kind}:x") == 2


def test_an_emotion_fades_faster_than_a_risk() -> None:
    from sfams_tiers import RetentionPolicy

    policy = RetentionPolicy()
    assert policy.half_life_days("emotion") < policy.half_life_days("intent")
    assert policy.half_life_days("intent") < policy.half_life_days("risk")


async def test_an_anchor_ends_with_its_ttl(any_tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory = explicit(any_tiers, clock)
    code = await memory.remember(
        "The visitor wifi code is 4471", type="fact", anchored=True, ttl=86_400
    )
    kept = await memory.remember("The office wifi code is 9902", type="fact", anchored=True)
    assert (await memory.get(code.id)).tier == "hot"
    clock.advance(days=2)
    dry = await memory.maintain(dry_run=True)
    assert dry.planned >= 1
    report = await memory.maintain()
    assert report.moved.get("archive") == 1
    archived = await memory.get(code.id)
    assert (archived.tier, archived.anchored) == ("cold", False)  # released, not lost
    assert archived.archive_reason == "TTL expired, anchor released"
    assert (await memory.get(kept.id)).tier == "hot"
    assert (await memory.stats()).anchored == 1


async def test_confidence_follows_the_source_and_verify_raises_it(any_tiers: Tiers) -> None:
    memory = explicit(any_tiers)
    said = await memory.remember("The Orion budget is 40k", source="user")
    guessed = await memory.remember("The Orion budget is probably 40k", source="llm_inferred")
    assert said.confidence == DEFAULT_CONFIDENCE["user"] == 1.0
    assert guessed.confidence == DEFAULT_CONFIDENCE["llm_inferred"] < 0.7
    given = await memory.remember("Orion ships in May", source="llm_inferred", confidence=0.3)
    [hit] = [h for h in await memory.recall("Orion ships", k=3) if h.record.id == given.id]
    assert hit.unverified
    verified = await memory.verify(given.id)
    assert verified.confidence == 1.0
    assert (await memory.get(given.id)).confidence == 1.0
    # A verification never lowers confidence; an unknown id is a typed error.
    assert (await memory.verify(given.id, confidence=0.2)).confidence == 1.0
    with pytest.raises(InvalidQuery):
        await memory.verify(given.id, confidence=1.5)


def test_doubt_lowers_the_retention_score() -> None:
    sure = MemoryRecord(namespace="a", content="x", created_at=T0, confidence=1.0)
    doubtful = sure.model_copy(update={"id": "0" + sure.id[1:], "confidence": 0.4})
    policy = RetentionPolicy()
    high, low = score_records([sure, doubtful], T0, policy)
    assert high - low == pytest.approx(policy.w_confidence * 0.6)
    flat = policy.with_(w_confidence=0.0)
    assert len(set(score_records([sure, doubtful], T0, flat).tolist())) == 1


def test_sfams_verify_on_the_command_line(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from sfams_tiers.cli import cli

    async def seed() -> str:
        settings = load_settings(home=tmp_path)
        async with open_memory(settings, namespace="team-a") as memory:
            record = await memory.remember("Maybe the vendor is Acme", source="llm_inferred")
            return record.id

    record_id = asyncio.run(seed())
    runner = CliRunner()
    done = runner.invoke(cli, ["--home", str(tmp_path), "-n", "team-a", "verify", record_id])
    assert done.exit_code == 0, done.output
    assert done.output.strip() == f"{record_id} confidence 1"
    shown = runner.invoke(
        cli, ["--home", str(tmp_path), "-n", "team-a", "get", record_id, "--json"]
    )
    assert json.loads(shown.output)["confidence"] == 1.0
    wrong = runner.invoke(cli, ["--home", str(tmp_path), "-n", "team-a", "verify", "nope"])
    assert wrong.exit_code == 2


async def test_reward_raises_and_a_penalty_lowers_importance(any_tiers: Tiers) -> None:
    memory = explicit(any_tiers)
    helped = await memory.remember("Deploys go through the blue pipeline", importance=0.5)
    misled = await memory.remember("The staging key rotates weekly", importance=0.5)
    policy = memory.policy
    up = await memory.reward(helped.id)
    assert up.importance == pytest.approx(0.5 + 0.5 * policy.reward_gain)
    assert (await memory.get(helped.id)).importance == pytest.approx(up.importance)
    down = await memory.reward(misled.id, -1.0)
    assert down.importance == pytest.approx(0.5 * (1 - policy.reward_gain))
    half = await memory.reward(misled.id, -0.5)
    assert half.importance == pytest.approx(down.importance * (1 - policy.reward_gain / 2))
    # Many rewards approach 1 and never pass it; a reward out of range changes nothing.
    for _ in range(60):
        top = await memory.reward(helped.id)
    assert 0.99 < top.importance <= 1.0
    with pytest.raises(InvalidQuery, match="reward"):
        await memory.reward(misled.id, 2.0)
    assert (await memory.get(misled.id)).importance == pytest.approx(half.importance)
    with pytest.raises(RecordNotFound):
        await memory.reward("0190a5b2-0000-7000-8000-000000000000")


async def test_rewarding_an_archived_memory_brings_it_back(any_tiers: Tiers) -> None:
    memory = explicit(any_tiers)
    record = await memory.remember("The fallback DNS is 10.0.0.53", importance=0.3)
    await memory.forget(record.id)
    assert (await memory.stats()).cold == 1
    back = await memory.reward(record.id)
    assert back.tier != "cold"
    assert back.importance > 0.3
    assert (await memory.stats()).live == 1


def test_reward_gain_comes_from_the_policy_file(tmp_path: Path) -> None:
    path = tmp_path / "policy.toml"
    path.write_text("reward_gain = 0.5\n", encoding="utf-8")
    from sfams_tiers._settings import build_policy

    policy = build_policy(load_settings(home=tmp_path, policy=path))
    assert policy.rewarded(0.5, 1.0) == pytest.approx(0.75)
    with pytest.raises(InvalidInput, match="reward_gain"):
        RetentionPolicy(reward_gain=1.5)


def test_sfams_reward_on_the_command_line(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from sfams_tiers.cli import cli

    async def seed() -> str:
        async with open_memory(load_settings(home=tmp_path), namespace="team-a") as memory:
            return (await memory.remember("Use the blue pipeline", importance=0.5)).id

    record_id = asyncio.run(seed())
    runner = CliRunner()
    base = ["--home", str(tmp_path), "-n", "team-a"]
    done = runner.invoke(cli, [*base, "reward", record_id])
    assert done.exit_code == 0, done.output
    assert done.output.strip() == f"{record_id} importance 0.6"
    penalised = runner.invoke(cli, [*base, "reward", record_id, "--value", "-1", "--json"])
    assert json.loads(penalised.output)["importance"] == pytest.approx(0.48)
    assert runner.invoke(cli, [*base, "reward", record_id, "--value", "3"]).exit_code == 2


async def test_a_goal_floor_leaves_out_what_serves_another_goal(any_tiers: Tiers) -> None:
    memory = explicit(any_tiers)
    orion = await memory.remember("Orion launch checklist: book the venue", type="task")
    vega = await memory.remember("Vega design review: book the room", type="task")
    goal = "Orion launch checklist"
    soft = {h.record.id for h in await memory.recall("book", k=5, goal=goal)}
    assert soft == {orion.id, vega.id}  # a goal re-ranks; without a floor it excludes nothing
    floored = TieredMemory(
        any_tiers,
        HashEmbedder(256),
        namespace="team-a",
        judge=None,
        clock=memory.clock,
        policy=RetentionPolicy(min_goal_relevance=0.5),
    )
    hits = await floored.recall("book", k=5, goal=goal)
    assert [h.record.id for h in hits] == [orion.id]
    assert {h.record.id for h in await floored.recall("book", k=5)} == soft  # no goal, no floor


async def test_the_autogen_adapter_ranks_by_the_teams_task(any_tiers: Tiers) -> None:
    from autogen_core.model_context import UnboundedChatCompletionContext
    from autogen_core.models import UserMessage

    from sfams_tiers.autogen import TieredAutoGenMemory

    floored = TieredMemory(
        any_tiers,
        HashEmbedder(256),
        namespace="team-a",
        judge=None,
        clock=FixedClock(T0),
        policy=RetentionPolicy(min_goal_relevance=0.5),
    )
    orion = await floored.remember("Orion launch checklist: book the venue", type="task")
    vega = await floored.remember("Vega design review: book the room", type="task")

    async def injected(**options: bool) -> list[str]:
        adapter = TieredAutoGenMemory.wrap(floored, settings=None, **options)
        context = UnboundedChatCompletionContext()
        await context.add_message(UserMessage(content="Orion launch checklist", source="user"))
        await context.add_message(UserMessage(content="book the room", source="user"))
        result = await adapter.update_context(context)
        await adapter.close()
        return [str((m.metadata or {})["id"]) for m in result.memories.results]

    assert await injected() == [orion.id]  # the task is the goal, its floor holds
    assert (await injected(task_as_goal=False))[0] == vega.id


async def test_the_count_trigger_maintains_a_namespace_past_its_limit(any_tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory = TieredMemory(
        any_tiers,
        HashEmbedder(256),
        namespace="team-a",
        judge=None,
        clock=clock,
        policy=RetentionPolicy(maintain_above=20, forget_ratio=1.0),
    )
    old = [
        {"content": f"old chatter {i}", "type": "dialogue", "importance": 0.02} for i in range(20)
    ]
    await memory.remember_many(old)  # 20 live: not past the limit
    assert (await memory.stats()).cold == 0
    clock.advance(days=30)
    await memory.remember("The Orion launch is on 3 March", type="deadline", importance=0.9)
    assert (await memory.stats()).cold == 0  # the count is read every tenth of the limit
    await memory.remember("The Vega review is on 5 March", type="deadline", importance=0.9)
    stats = await memory.stats()  # 22 live is past the limit: maintain ran
    assert (stats.live, stats.cold) == (2, 20)


async def test_the_autogen_adapter_maintains_when_a_session_ends(any_tiers: Tiers) -> None:
    from sfams_tiers.autogen import TieredAutoGenMemory

    clock = FixedClock(T0)
    memory = TieredMemory(any_tiers, HashEmbedder(256), namespace="team-a", judge=None, clock=clock)
    chatter = await memory.remember("lunch was fine", type="dialogue", importance=0.01, ttl=60)
    clock.advance(days=1)
    adapter = TieredAutoGenMemory.wrap(memory, settings=None, maintain_on_close=True)
    await adapter.tiered()
    await adapter.close()  # the run ended: its expired chatter was archived
    assert (await memory.get(chatter.id)).tier == "cold"
    again = TieredAutoGenMemory.wrap(memory, settings=None)
    report = await again.end_session()
    assert report is not None
    assert report.job == "maintain"
    await again.close()


async def test_use_reinforces_importance_within_a_bound(any_tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory = explicit(any_tiers, clock)
    used = await memory.remember("The Orion venue is the Harbour Hall", importance=0.5)
    idle = await memory.remember("The Vega venue is the Old Mill", importance=0.5)
    for _ in range(10):
        [hit] = await memory.recall("Orion venue Harbour Hall", k=1)
        assert hit.record.id == used.id
    await memory.maintain()  # folds the recalls into the records
    policy = memory.policy
    after = (await memory.get(used.id)).importance
    assert after == pytest.approx(policy.reinforced(0.5, 10))
    assert 0.5 < after < policy.use_reinforcement_cap
    assert (await memory.get(idle.id)).importance == 0.5
    assert policy.reinforced(0.5, 10_000) == pytest.approx(policy.use_reinforcement_cap)
    assert RetentionPolicy(use_reinforcement=0.0).reinforced(0.5, 10) == 0.5


class FailingReview(HeuristicJudge):
    """A judge whose forget review fails (a model endpoint that is down)."""

    async def review_forget_batch(
        self, records: Sequence[MemoryRecord], *, goals: Sequence[str] = ()
    ) -> ForgetReview:
        raise TierUnavailable("The review model did not answer.")


async def test_a_failed_triggered_pass_does_not_fail_the_write(any_tiers: Tiers) -> None:
    clock = FixedClock(T0)
    memory = TieredMemory(
        any_tiers,
        HashEmbedder(256),
        namespace="team-a",
        judge=FailingReview(clock=clock),
        clock=clock,
        policy=RetentionPolicy(maintain_above=2, forget_ratio=1.0),
    )
    await memory.remember("old chatter one", type="dialogue", importance=0.02, entities=[])
    await memory.remember("old chatter two", type="dialogue", importance=0.02, entities=[])
    clock.advance(days=30)
    stored = await memory.remember("The Orion launch is on 3 March", type="deadline")
    assert (await memory.get(stored.id)).id == stored.id  # written, though maintain failed
    assert (await memory.stats()).cold == 0  # the failed pass moved nothing

    from sfams_tiers.autogen import TieredAutoGenMemory

    adapter = TieredAutoGenMemory.wrap(memory, settings=None, maintain_on_close=True)
    await adapter.tiered()
    await adapter.close()  # the failed maintenance is logged; the store is released
    with pytest.raises(ConfigurationError, match="closed"):
        await adapter.tiered()
