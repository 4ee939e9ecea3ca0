"""An agent's private memories reach no one else (DESIGN I6), on every read path.

Alice keeps private notes about project Apollo beside the team's shared ones, each
carrying a secret token. Bob, the team view and Bob's AutoGen tools then read through
recall, expansion, the context block, get and the write paths, before and after a
maintain run that archives and consolidates: the token never appears in anything
they get, and Alice's ids behave exactly like ids that do not exist.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from autogen_core import CancellationToken
from support.state import snapshot

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    HeuristicJudge,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    PolicyViolation,
    RecordNotFound,
    RetentionPolicy,
    TieredMemory,
    Tiers,
    uuid7,
)
from sfams_tiers._jobs import JobContext, run_job
from sfams_tiers._rules import ForgettingRules
from sfams_tiers.analytics import build_report, live_snapshot, scan_archive
from sfams_tiers.autogen import RecallTool, TieredAutoGenMemory, UpdateTool
from sfams_tiers.backends.archive import ParquetArchive

NS = "team-a"
T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
SECRET = "zebra7731"
STANDUP = (
    "Apollo standup: pipeline green, tests pass, deploy to staging at noon, QA signs off "
    "after lunch, release notes drafted, demo rehearsed, day"
)
POLICY = RetentionPolicy(rules=ForgettingRules(consolidate=True, consolidate_below=0.9))


@pytest.fixture
def tiers(any_tiers: Tiers) -> Tiers:
    """The in-memory tiers, then the embedded store (``any_tiers`` in conftest)."""
    return any_tiers


async def seed(team: TieredMemory) -> list[MemoryRecord]:
    alice = team.for_agent("alice")
    private = [
        await alice.remember(
            f"{STANDUP} {i}, {SECRET}",
            type="dialogue",
            importance=0.1,
            entities=["project:Apollo"],
            visibility="private",
        )
        for i in range(4)
    ]
    private.append(
        await alice.remember(
            f"Apollo budget code is CC-{SECRET}", type="fact", visibility="private"
        )
    )
    for i in range(4):
        await team.for_agent("bob").remember(
            f"{STANDUP} {i}",
            type="dialogue",
            importance=0.1,
            entities=["project:Apollo"],
        )
    return private


async def readers_see_no_secret(team: TieredMemory, private: list[MemoryRecord]) -> None:
    wrapped = TieredAutoGenMemory.wrap(team)
    try:
        for reader in (team, team.for_agent("bob")):
            for query in ("Apollo standup pipeline green", f"budget code CC-{SECRET}", SECRET):
                hits = await reader.recall(query, k=50, include_superseded=True)
                assert SECRET not in json.dumps([h.to_dict() for h in hits], default=str)
                block = await reader.assemble_context(query, token_budget=4000, k=50)
                assert SECRET not in block.text
            for record in private:
                missing = uuid7()
                for record_id in (record.id, missing):  # alike, whether it exists or not
                    with pytest.raises(RecordNotFound) as info:
                        await reader.get(record_id)
                    assert record_id in str(info.value)
                    with pytest.raises(RecordNotFound):
                        await reader.remember("Apollo moved", relations=[("updates", record_id)])
        bob_tools = wrapped.for_agent("bob")
        for tool, arguments in (
            (RecallTool(bob_tools), {"query": f"Apollo {SECRET}", "k": 20}),
            (UpdateTool(bob_tools), {"id": private[0].id, "content": "Apollo moved"}),
        ):
            value = await tool.run_json(arguments, CancellationToken())
            assert SECRET not in tool.return_value_as_string(value)
    finally:
        await wrapped.close()


async def analytics_see_no_secret(tiers: Tiers) -> None:
    assert isinstance(tiers.archive, ParquetArchive)
    every = scan_archive(tiers.archive).collect()
    assert every["content"].str.contains(SECRET).any()  # the archive does hold them
    for viewer in ("bob", None):
        frame = scan_archive(tiers.archive, viewer=viewer).collect()
        assert frame.height > 0
        assert not frame["content"].str.contains(SECRET).any()
        raw = scan_archive(tiers.archive, viewer=viewer, newest=False).collect()
        assert not raw["content"].str.contains(SECRET).any()
        live = await live_snapshot(tiers, NS, viewer=viewer)
        assert not live["content"].str.contains(SECRET).any()
        html = await build_report(tiers.archive, now=T0, tiers=tiers, viewer=viewer)
        assert SECRET not in html


async def test_private_memories_reach_no_one_else_before_and_after_maintain(
    tiers: Tiers,
) -> None:
    clock = FixedClock(T0)
    judge = HeuristicJudge(clock=clock)
    team = TieredMemory(
        tiers, HashEmbedder(256), namespace=NS, clock=clock, judge=judge, policy=POLICY
    )
    private = await seed(team)
    await readers_see_no_secret(team, private)

    clock.advance(days=120)
    context = JobContext(tiers, policy=POLICY, clock=clock, embedder=HashEmbedder(256), job="m")
    report = await run_job("maintain", context, NS)
    assert report.moved.get("consolidate", 0) >= 1  # the cluster path really ran
    summaries = [r async for batch in tiers.warm.scan(NS) for r in batch if r.type == "summary"]
    for summary in summaries:
        if SECRET in summary.content:
            assert (summary.visibility, summary.agent) == ("private", "alice")
    await readers_see_no_secret(team, private)
    if isinstance(tiers.archive, ParquetArchive):  # analytics reads Parquet archives
        await analytics_see_no_secret(tiers)
    mine = await team.for_agent("alice").recall("Apollo standup pipeline green", k=50)
    assert any(SECRET in hit.record.content for hit in mine)  # the owner still finds them


async def test_a_private_memory_cannot_retire_a_shared_one() -> None:
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    team = TieredMemory(tiers, HashEmbedder(256), namespace=NS, clock=FixedClock(T0))
    shared = await team.remember("The Apollo deadline is 3 March", type="deadline")
    alice = team.for_agent("alice")
    before = await snapshot(tiers)
    with pytest.raises(PolicyViolation, match="private memory cannot update"):
        await alice.remember(
            "The Apollo deadline is 10 March",
            type="deadline",
            visibility="private",
            relations=[("updates", shared.id)],
        )
    assert await snapshot(tiers) == before  # refused before anything was written
    note = await alice.remember("my Apollo worries", visibility="private")
    with pytest.raises(PolicyViolation, match="cannot resolve"):
        await alice.link(note.id, "resolves", shared.id)
    assert (await team.get(shared.id)).superseded_by is None
    # Shared updates of shared memories, and private ones of the author's own, still work.
    mine = await alice.remember("My Apollo draft is v1", type="state", visibility="private")
    newer = await alice.remember(
        "My Apollo draft is v2",
        type="state",
        visibility="private",
        relations=[("updates", mine.id)],
    )
    assert (await alice.get(mine.id)).superseded_by == newer.id
    update = await alice.remember(
        "The Apollo deadline is 10 March", relations=[("updates", shared.id)]
    )
    assert (await team.get(shared.id)).superseded_by == update.id
    del before
