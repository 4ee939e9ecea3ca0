"""The consolidation job: low-score look-alikes about one entity become one summary."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner
from support.state import snapshot

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    RetentionPolicy,
    TieredMemory,
    Tiers,
    TierUnavailable,
    build_tiers,
    load_settings,
)
from sfams_tiers._jobs import JOB_NAMES, Consolidation, JobContext, RestoreSelector, run_job
from sfams_tiers._jobs._consolidate import Candidate, extractive_summary, find_clusters
from sfams_tiers._jobs._journal import journal_for
from sfams_tiers._judge import HeuristicJudge, Judge
from sfams_tiers._models import Move
from sfams_tiers._rules import ForgettingRules
from sfams_tiers.cli import cli

NS = "team-a"
NOW = datetime(2026, 6, 1, tzinfo=UTC)
DIM = 8
ORION = "project:Orion"


def heuristic() -> HeuristicJudge:
    return HeuristicJudge(clock=FixedClock(NOW))


def direction(index: int) -> np.ndarray[Any, np.dtype[np.float32]]:
    vector = np.zeros(DIM, dtype=np.float32)
    vector[index] = 1.0
    return vector


def note(
    content: str,
    *,
    axis: int = 0,
    jitter: int = 0,
    type: str = "dialogue",  # noqa: A002
    entities: Sequence[str] = (ORION,),
    importance: float = 0.2,
    days: float = 30.0,
    **fields: Any,
) -> MemoryRecord:
    """A record whose vector points along ``axis``, nudged a little by ``jitter``."""
    vector = direction(axis) + 0.05 * direction((axis + 1 + jitter) % DIM)
    return MemoryRecord(
        namespace=NS,
        content=content,
        type=type,
        importance=importance,
        confidence=0.5 + importance / 2,
        created_at=NOW - timedelta(days=days),
        entities=tuple(entities),
        embedding=tuple(float(x) for x in vector),
        **fields,
    )


def orion_chatter(n: int = 5) -> list[MemoryRecord]:
    return [
        note(f"Orion standup {i}: pipeline still green", jitter=i, importance=0.1 + 0.02 * i)
        for i in range(n)
    ]


async def load(tiers: Tiers, records: Sequence[MemoryRecord]) -> None:
    await tiers.warm.put_many(NS, records)
    hot = [r.model_copy(update={"embedding": None}) for r in records if r.tier == "hot"]
    if hot:
        await tiers.hot.put_many(NS, hot)


def context(
    tiers: Tiers,
    *,
    judge: Judge | None = None,
    dry_run: bool = False,
    rules: ForgettingRules | None = None,
    forget_ratio: float = 0.0,
) -> tuple[JobContext, list[Move]]:
    moves: list[Move] = []
    policy = RetentionPolicy(forget_ratio=forget_ratio, rules=rules or ForgettingRules())
    ctx = JobContext(
        tiers,
        policy=policy,
        clock=FixedClock(NOW),
        embedder=HashEmbedder(DIM),
        judge=judge,
        batch_size=3,
        dry_run=dry_run,
        on_move=moves.append,
        job="consolidate",
    )
    return ctx, moves


async def summaries(tiers: Tiers) -> list[MemoryRecord]:
    return [
        r async for b in tiers.warm.scan(NS, with_vectors=True) for r in b if r.type == "summary"
    ]


async def live_ids(tiers: Tiers) -> set[str]:
    return {r.id async for b in tiers.warm.scan(NS) for r in b}


@pytest.fixture
async def embedded(tmp_path: Path) -> AsyncIterator[Tiers]:
    """The embedded default store (Valkey, Qdrant Edge, local Parquet) in a temp folder."""
    tiers = await build_tiers(load_settings(home=tmp_path))
    yield tiers
    await tiers.close()


@pytest.fixture
def tiers() -> Tiers:
    return Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())


async def test_a_cluster_becomes_one_summary_and_the_sources_stay_restorable(
    any_tiers: Tiers,
) -> None:
    tiers, sources = any_tiers, orion_chatter()
    await load(tiers, sources)
    judge = heuristic()
    ctx, moves = context(tiers, judge=judge)
    report = await run_job("consolidate", ctx, NS)

    assert report.moved == {"consolidate": 1, "archive": 5}
    assert report.planned == 5
    assert report.skipped == 0
    [summary] = await summaries(tiers)
    ids = {r.id for r in sources}
    assert {(x.kind, x.target) for x in summary.relations} == {("summarizes", i) for i in ids}
    assert summary.content == await judge.summarize(sorted(sources, key=lambda r: -r.importance))
    assert summary.entities[0] == ORION
    highest = max(r.importance for r in sources)  # the summary stands for all of them
    gain = RetentionPolicy().rules.consolidate_importance_gain
    assert summary.importance == pytest.approx(highest + gain * (1 - highest))
    assert summary.importance > highest
    assert summary.confidence == pytest.approx(min(r.confidence for r in sources))
    assert summary.created_at == NOW
    assert (summary.agent, summary.visibility, summary.tier) == (None, "shared", "warm")
    expected = (await HashEmbedder(DIM).embed([summary.content]))[0]
    assert summary.embedding is not None
    assert np.allclose(summary.embedding, expected, atol=1e-5)
    assert await live_ids(tiers) == {summary.id}
    archived = await tiers.archive.get_many(NS, sorted(ids))
    assert set(archived) == ids
    assert {r.archive_reason for r in archived.values()} == {f"consolidated into {summary.id}"}
    assert sorted((m.kind, m.record_id) for m in moves) == sorted(("archive", i) for i in ids)

    restore, _ = context(tiers)
    restored = await run_job("restore", restore, NS, selector=RestoreSelector(ids=tuple(ids)))
    assert restored.moved == {"restore": 5}
    back = await tiers.warm.get_many(NS, sorted(ids))
    assert {(r.id, r.content) for r in back.values()} == {(r.id, r.content) for r in sources}
    # Restored sources of a live summary are not consolidated again.
    again, _ = context(tiers, judge=judge)
    assert (await run_job("consolidate", again, NS)).moved == {}
    assert len(await summaries(tiers)) == 1


async def test_private_sources_of_one_agent_give_a_private_summary_hot_if_important(
    tiers: Tiers,
) -> None:
    sources = [
        r.evolve(agent="planner", visibility="private", importance=0.85) for r in orion_chatter(3)
    ]
    await load(tiers, sources)
    ctx, _ = context(tiers)
    assert (await run_job("consolidate", ctx, NS)).moved == {"consolidate": 1, "archive": 3}
    [summary] = await summaries(tiers)
    assert (summary.agent, summary.visibility, summary.tier) == ("planner", "private", "hot")
    assert summary.id in await tiers.hot.get_many(NS, [summary.id])
    assert summary.content.startswith("3 dialogue memories about project:Orion: ")


async def test_a_cluster_never_mixes_audiences_and_no_private_text_reaches_others(
    any_tiers: Tiers,
) -> None:
    """DESIGN I6: alice's private notes, bob's and the team's about one entity stay apart."""
    tiers = any_tiers
    shared = orion_chatter(3)
    alice = [
        note(f"Orion standup {i}: alice private salary note", jitter=i).evolve(
            agent="alice", visibility="private"
        )
        for i in range(3)
    ]
    bob = [
        note(f"Orion standup {i}: bob private note", jitter=i).evolve(
            agent="bob", visibility="private"
        )
        for i in range(2)  # too few to cluster on their own: they stay live
    ]
    await load(tiers, [*shared, *alice, *bob])
    ctx, _ = context(tiers)
    report = await run_job("consolidate", ctx, NS)

    assert report.moved == {"consolidate": 2, "archive": 6}
    audience = {r.id: (r.visibility, r.agent) for r in [*shared, *alice, *bob]}
    made = await summaries(tiers)
    for summary in made:
        sources = {audience[x.target] for x in summary.relations}
        assert sources == {(summary.visibility, summary.agent)}
    assert sorted((s.visibility, s.agent or "") for s in made) == [
        ("private", "alice"),
        ("shared", ""),
    ]
    assert {r.id for r in bob} <= await live_ids(tiers)

    memory = TieredMemory(tiers, HashEmbedder(DIM), namespace=NS, clock=FixedClock(NOW))
    for viewer in (memory, memory.for_agent("bob")):
        hits = await viewer.recall("Orion standup private salary note", k=50)
        assert hits
        assert not any("alice" in hit.record.content for hit in hits)
    mine = await memory.for_agent("alice").recall("Orion standup salary note", k=50)
    assert any("alice private" in hit.record.content for hit in mine)


async def test_different_entities_types_and_no_entities_never_merge(tiers: Tiers) -> None:
    groups = {
        "orion dialogue": [note(f"Orion chat {i}", jitter=i) for i in range(3)],
        "vega dialogue": [
            note(f"Vega chat {i}", jitter=i, entities=("project:Vega",)) for i in range(3)
        ],
        "orion notes": [note(f"Orion note {i}", jitter=i, type="note:meeting") for i in range(3)],
    }
    loners = [
        note("no subject 1", entities=()),
        note("no subject 2", entities=()),
        note("no subject 3", entities=()),
        note("Orion but elsewhere", axis=4),  # same entity and type, another direction
        note("Orion again elsewhere", axis=5),
    ]
    await load(tiers, [r for g in groups.values() for r in g] + loners)
    ctx, _ = context(tiers)
    report = await run_job("consolidate", ctx, NS)

    assert report.moved == {"consolidate": 3, "archive": 9}
    found = {frozenset(x.target for x in s.relations) for s in await summaries(tiers)}
    assert found == {frozenset(r.id for r in g) for g in groups.values()}
    assert {r.id for r in loners} <= await live_ids(tiers)


async def test_high_score_anchored_and_superseded_records_are_untouched(tiers: Tiers) -> None:
    low = orion_chatter(3)
    kept = [
        note("Orion launch is confirmed", jitter=3, importance=0.9, days=0.5),
        note("Orion anchor", jitter=4, anchored=True, tier="hot"),
        note("Orion old version", jitter=5, superseded_by=low[0].id),
    ]
    await load(tiers, low + kept)
    ctx, _ = context(tiers, judge=heuristic())
    report = await run_job("consolidate", ctx, NS)

    assert report.moved == {"consolidate": 1, "archive": 3}
    [summary] = await summaries(tiers)
    assert {x.target for x in summary.relations} == {r.id for r in low}
    assert {r.id for r in kept} <= await live_ids(tiers)
    assert kept[1].id in await tiers.hot.get_many(NS, [kept[1].id])


def with_order_numbers(records: list[MemoryRecord], chosen: Sequence[int]) -> list[MemoryRecord]:
    """Give the ``chosen`` records an order number and importance 0.8: the judge keeps them."""
    return [
        r.evolve(entities=(ORION, f"order:A-10{i}"), importance=0.8) if i in chosen else r
        for i, r in enumerate(records)
    ]


async def test_a_veto_keeps_records_live(tiers: Tiers) -> None:
    sources = with_order_numbers(orion_chatter(), [0, 3])
    await load(tiers, sources)
    vetoed = {sources[0].id, sources[3].id}
    ctx, moves = context(tiers, judge=heuristic())
    report = await run_job("consolidate", ctx, NS)

    assert report.moved == {"consolidate": 1, "archive": 3}
    assert report.skipped == 2
    [summary] = await summaries(tiers)
    assert {x.target for x in summary.relations} == {r.id for r in sources} - vetoed
    assert vetoed <= await live_ids(tiers)
    assert not vetoed & {m.record_id for m in moves}


async def test_a_cluster_the_veto_shrinks_below_the_minimum_is_skipped(tiers: Tiers) -> None:
    sources = with_order_numbers(orion_chatter(), [0, 1, 2])
    await load(tiers, sources)
    ctx, moves = context(tiers, judge=heuristic())
    report = await run_job("consolidate", ctx, NS)

    assert (report.moved, report.skipped, moves) == ({}, 3, [])
    assert await live_ids(tiers) == {r.id for r in sources}


async def test_dry_run_changes_nothing_and_plans_what_the_real_run_does(tiers: Tiers) -> None:
    await load(
        tiers,
        orion_chatter()
        + [note(f"Vega {i}", axis=2, jitter=i, entities=("project:Vega", ORION)) for i in range(4)],
    )
    before = await snapshot(tiers)
    planned: list[Consolidation] = []
    dry, dry_moves = context(tiers, dry_run=True)
    dry_report = await run_job("consolidate", dry, NS, on_cluster=planned.append)
    assert await snapshot(tiers) == before
    assert dry_report.moved == {}
    assert dry_report.planned == 9
    assert len(planned) == 2
    assert all(
        c.summary.startswith(f"{len(c.source_ids)} dialogue memories about") for c in planned
    )

    done: list[Consolidation] = []
    real, real_moves = context(tiers)
    report = await run_job("consolidate", real, NS, on_cluster=done.append)
    assert [(m.kind, m.record_id) for m in real_moves] == [(m.kind, m.record_id) for m in dry_moves]
    assert [(c.entity, c.source_ids, c.summary) for c in done] == [
        (c.entity, c.source_ids, c.summary) for c in planned
    ]
    assert report.moved == {"consolidate": 2, "archive": 9}
    assert {s.id for s in await summaries(tiers)} == {c.summary_id for c in done}


async def test_rerunning_finds_nothing_new(tiers: Tiers) -> None:
    await load(tiers, orion_chatter())
    first, _ = context(tiers)
    assert (await run_job("consolidate", first, NS)).moved == {"consolidate": 1, "archive": 5}
    second, moves = context(tiers)
    report = await run_job("consolidate", second, NS)
    assert (report.moved, report.planned, moves) == ({}, 0, [])
    assert len(await summaries(tiers)) == 1


def fail_once(tier: object, method: str) -> list[int]:
    """Make ``tier.method`` raise on its first call (a crash there), then pass through."""
    original: Callable[..., Awaitable[Any]] = getattr(tier, method)
    calls: list[int] = []

    async def failing(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 1:
            raise TierUnavailable(f"simulated crash in {method}")
        return await original(*args, **kwargs)

    setattr(tier, method, failing)
    return calls


@pytest.mark.parametrize(
    ("tier", "method", "summary_written"),
    [
        ("warm", "put_many", False),  # before the summary is written
        ("archive", "put_many", True),  # summary written, sources not archived
        ("warm", "delete_many", True),  # sources archived, live copies not deleted
    ],
)
async def test_a_crash_is_completed_by_the_next_run_with_one_summary(
    tiers: Tiers, tier: str, method: str, summary_written: bool
) -> None:
    sources = orion_chatter()
    await load(tiers, sources)
    calls = fail_once(getattr(tiers, tier), method)
    crashed, _ = context(tiers)
    with pytest.raises(TierUnavailable, match="simulated crash"):
        await run_job("consolidate", crashed, NS)
    assert calls == [1]
    assert len(await summaries(tiers)) == int(summary_written)
    assert {i.kind for i in await journal_for(tiers).pending(NS)} >= {"consolidate"}

    nxt, _ = context(tiers)
    report = await run_job("consolidate", nxt, NS)
    [summary] = await summaries(tiers)
    ids = {r.id for r in sources}
    assert {x.target for x in summary.relations} == ids
    assert await live_ids(tiers) == {summary.id}
    assert set(await tiers.archive.get_many(NS, sorted(ids))) == ids
    assert await journal_for(tiers).pending(NS) == []
    assert report.moved == ({} if summary_written else {"consolidate": 1, "archive": 5})


async def test_maintain_consolidates_only_when_the_rules_say_so(tiers: Tiers) -> None:
    sources = orion_chatter()
    await load(tiers, sources)
    off, _ = context(tiers)
    report = await run_job("maintain", off, NS)
    assert "consolidate" not in report.moved
    assert await summaries(tiers) == []

    rules = ForgettingRules(consolidate=True)
    dry, planned = context(tiers, rules=rules, dry_run=True)
    await run_job("maintain", dry, NS)
    on, done = context(tiers, rules=rules)
    report = await run_job("maintain", on, NS)
    assert [(m.kind, m.record_id) for m in done] == [(m.kind, m.record_id) for m in planned]
    assert report.moved["consolidate"] == 1
    assert report.moved["archive"] == 5
    assert len(await summaries(tiers)) == 1


async def test_maintain_does_not_consolidate_what_it_archives_itself(tiers: Tiers) -> None:
    await load(tiers, orion_chatter())
    rules = ForgettingRules(consolidate=True)
    dry, planned = context(tiers, rules=rules, dry_run=True, forget_ratio=0.2)
    await run_job("maintain", dry, NS)
    archived = [m.record_id for m in planned if m.kind == "archive"]
    assert len(archived) == len(set(archived)) == 5  # 1 by the policy, 4 consolidated
    real, done = context(tiers, rules=rules, forget_ratio=0.2)
    report = await run_job("maintain", real, NS)
    assert [(m.kind, m.record_id) for m in done] == [(m.kind, m.record_id) for m in planned]
    assert report.moved == {"archive": 5, "consolidate": 1}


def test_find_clusters_respects_the_size_bounds_and_complete_linkage() -> None:
    unit = [direction(0), (direction(0) + direction(1)) * np.float32(0.5**0.5), direction(1)]
    cands = [
        Candidate(f"r{i}", "note", (ORION,), 0.5 - 0.1 * i, 0.0, v) for i, v in enumerate(unit)
    ]
    # r0~r1 and r1~r2 (0.71) but not r0~r2 (0.0): only a pair forms.
    assert [
        [c.id for c in m] for _, m in find_clusters(cands, similarity=0.7, min_size=2, max_size=5)
    ] == [["r0", "r1"]]
    same = [Candidate(f"s{i}", "note", (ORION,), 0.1, 0.0, direction(0)) for i in range(7)]
    sizes = [len(m) for _, m in find_clusters(same, similarity=0.9, min_size=3, max_size=3)]
    assert sizes == [3, 3]


def test_extractive_summary_is_bounded() -> None:
    records = [note("word " * 80 + str(i)) for i in range(10)]
    text = extractive_summary(records, entity=ORION, max_chars=120)
    assert len(text) == 120
    assert text.startswith("10 dialogue memories about project:Orion: ")


def test_consolidate_is_a_job() -> None:
    assert "consolidate" in JOB_NAMES


def test_the_cli_command_prints_clusters_and_consolidates(tmp_path: Path) -> None:
    sources = orion_chatter()

    async def seed() -> None:
        tiers = await build_tiers(load_settings(home=tmp_path))
        try:
            await load(tiers, sources)
        finally:
            await tiers.close()

    asyncio.run(seed())
    runner = CliRunner()

    def run(*args: str) -> dict[str, Any]:
        result = runner.invoke(
            cli,
            [
                "--home",
                str(tmp_path),
                "-n",
                NS,
                "jobs",
                "consolidate",
                "--now",
                NOW.isoformat(),
                "--json",
                *args,
            ],
            obj={},
            catch_exceptions=False,
        )
        assert result.exit_code == 0, result.output
        payload: dict[str, Any] = json.loads(result.output)
        return payload

    dry = run("--dry-run")
    assert dry["reports"][0]["moved"] == {}
    [cluster] = dry["clusters"]
    assert cluster["entity"] == ORION
    assert sorted(cluster["source_ids"]) == sorted(r.id for r in sources)
    assert cluster["summary"]
    assert {m["kind"] for m in dry["moves"]} == {"archive"}
    human = runner.invoke(
        cli,
        [
            "--home",
            str(tmp_path),
            "-n",
            NS,
            "jobs",
            "consolidate",
            "--now",
            NOW.isoformat(),
            "--dry-run",
        ],
        obj={},
    )
    assert "clusters" in human.output
    assert ORION in human.output

    real = run()
    assert real["reports"][0]["moved"] == {"consolidate": 1, "archive": 5}
    assert run()["reports"][0]["moved"] == {}


async def test_a_context_follows_a_summary_to_its_archived_originals(any_tiers: Tiers) -> None:
    tiers, sources = any_tiers, orion_chatter()
    await load(tiers, sources)
    ctx, _ = context(tiers, judge=heuristic())
    await run_job("consolidate", ctx, NS)
    [summary] = await summaries(tiers)
    memory = TieredMemory(tiers, HashEmbedder(DIM), namespace=NS, clock=FixedClock(NOW))
    vector = summary.embedding
    assert vector is not None
    block = await memory.assemble_context(
        "Orion standup pipeline", token_budget=2000, k=4, vector=list(vector), min_relevance=0.0
    )
    ids = [item.record.id for item in block.items]
    assert ids[0] == summary.id
    reached = [item.record for item in block.items[1:]]
    assert reached, "the summary's originals are reached"
    assert {r.id for r in reached} <= {s.id for s in sources}
    assert {r.tier for r in reached} == {"cold"}  # read from the archive, not restored
    assert await live_ids(tiers) == {summary.id}
