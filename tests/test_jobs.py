"""The lifecycle jobs on the reference tiers and on the embedded default."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.state import snapshot

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidQuery,
    JobConflict,
    MemoryRecord,
    RecordColumns,
    RetentionPolicy,
    TieredMemory,
    Tiers,
    build_tiers,
    load_settings,
    plan,
)
from sfams_tiers._jobs import ArchiveSelector, JobContext, RestoreSelector, run_job
from sfams_tiers._jobs._journal import Intent, journal_for
from sfams_tiers._jobs._lease import leases_for
from sfams_tiers._jobs._moves import recover
from sfams_tiers._models import Move

NOW = datetime(2026, 6, 1, tzinfo=UTC)
NS = "team-a"


def fresh_tiers() -> Tiers:
    return Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())


def records(n: int, seed: int = 1) -> list[MemoryRecord]:
    rng = np.random.default_rng(seed)
    types = ("fact", "dialogue", "state", "deadline", "note")
    out = []
    for i in range(n):
        age = float(rng.uniform(0, 120))
        anchored = bool(rng.random() < 0.05)
        out.append(
            MemoryRecord(
                namespace=NS,
                content=f"memory {i}",
                type=types[i % 5],
                importance=float(rng.random()),
                created_at=NOW - timedelta(days=age),
                access_count=int(rng.integers(0, 30)),
                ttl_seconds=float(rng.uniform(0, 200 * 86400)) if rng.random() < 0.1 else None,
                anchored=anchored,
                tier="hot" if anchored or rng.random() < 0.3 else "warm",
                embedding=tuple(float(x) for x in rng.normal(size=8)),
            )
        )
    return out


async def load(tiers: Tiers, batch: list[MemoryRecord]) -> None:
    await tiers.warm.put_many(NS, batch)
    await tiers.hot.put_many(
        NS, [r.model_copy(update={"embedding": None}) for r in batch if r.tier == "hot"]
    )


def context(
    tiers: Tiers, *, dry_run: bool = False, batch_size: int = 7
) -> tuple[JobContext, list[Move]]:
    moves: list[Move] = []
    ctx = JobContext(
        tiers,
        policy=RetentionPolicy(hot_capacity=10, forget_ratio=0.2),
        clock=FixedClock(NOW),
        batch_size=batch_size,
        dry_run=dry_run,
        on_move=moves.append,
        embedder=HashEmbedder(8),
    )
    return ctx, moves


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 80), st.integers(1, 50), st.integers(0, 10_000))
async def test_streaming_maintain_plans_exactly_what_plan_moves_plans(
    n: int, batch_size: int, seed: int
) -> None:
    tiers = fresh_tiers()
    batch = records(n, seed)
    await load(tiers, batch)
    ctx, moves = context(tiers, dry_run=True, batch_size=batch_size)
    await run_job("maintain", ctx, NS)
    expected = plan(RecordColumns.from_records(batch), NOW, ctx.policy)
    expected = [m for m in expected if m.kind != "purge"]
    assert sorted((m.kind, m.record_id) for m in moves) == sorted(
        (m.kind, m.record_id) for m in expected
    )


async def test_real_run_does_what_the_dry_run_planned() -> None:
    tiers = fresh_tiers()
    batch = records(120)
    await load(tiers, batch)
    dry, planned = context(tiers, dry_run=True)
    before = await snapshot(tiers)
    dry_report = await run_job("maintain", dry, NS)
    assert await snapshot(tiers) == before  # a dry run changes nothing
    real, done = context(tiers)
    report = await run_job("maintain", real, NS)
    assert [(m.kind, m.record_id) for m in done] == [(m.kind, m.record_id) for m in planned]
    assert report.planned == dry_report.planned == len(planned)
    counts: dict[str, int] = {}
    for move in planned:
        counts[move.kind] = counts.get(move.kind, 0) + 1
    assert report.moved == counts
    archived = {m.record_id for m in planned if m.kind == "archive"}
    assert set(await tiers.archive.get_many(NS, list(archived))) == archived
    assert await tiers.warm.get_many(NS, list(archived)) == {}
    for move in planned:
        in_hot = move.record_id in await tiers.hot.get_many(NS, [move.record_id])
        assert in_hot == (move.kind == "promote")
    assert await tiers.warm.count(NS) + await tiers.archive.count(NS) == 120
    assert await tiers.hot.count(NS) <= 10 + sum(r.anchored for r in batch)
    again, _more = context(tiers)
    second = await run_job("maintain", again, NS)  # converged: only budgeted archiving left
    assert set(second.moved) <= {"archive"}


async def test_accesses_are_folded_into_the_records() -> None:
    tiers = fresh_tiers()
    clock = FixedClock(NOW)
    memory = TieredMemory(tiers, HashEmbedder(256), namespace=NS, clock=clock)
    kept = await memory.remember("the standup is at 9:30")
    assert len(await memory.recall("the standup is at", k=1)) == 1
    assert len(await memory.recall("standup is at 9:30?", k=1)) == 1
    ctx, _ = context(tiers)
    await run_job("maintain", ctx, NS)
    assert (await tiers.warm.get_many(NS, [kept.id]))[kept.id].access_count == 2
    assert await tiers.hot.pending_access(NS) == {}
    assert (await memory.get(kept.id)).access_count == 2  # not counted twice


async def test_archive_restore_purge_compact_jobs() -> None:
    tiers = fresh_tiers()
    batch = records(40)
    await load(tiers, batch)
    ctx, moves = context(tiers)
    old = ArchiveSelector(older_than=timedelta(days=60))
    report = await run_job("archive", ctx, NS, selector=old)
    expected = {r.id for r in batch if r.created_at < NOW - timedelta(days=60) and not r.anchored}
    assert {m.record_id for m in moves} == expected
    assert report.moved == {"archive": len(expected)}
    assert report.skipped == sum(
        r.anchored for r in batch if r.created_at < NOW - timedelta(days=60)
    )
    chosen = sorted(expected)[:3]
    ctx, _ = context(tiers)
    report = await run_job(
        "restore", ctx, NS, selector=RestoreSelector(ids=tuple(chosen)), to="hot"
    )
    assert report.moved == {"restore": 3}
    assert set(await tiers.hot.get_many(NS, chosen)) == set(chosen)
    assert set(await tiers.warm.get_many(NS, chosen)) == set(chosen)
    assert await tiers.archive.get_many(NS, chosen) == {}
    ctx, _ = context(tiers)
    report = await run_job(
        "purge", ctx, NS, older_than=None, ids=tuple(sorted(expected - set(chosen))[:2])
    )
    assert report.moved == {"purge": 2}
    ctx, _ = context(tiers)
    await run_job("compact", ctx, NS)
    assert await tiers.archive.count(NS) == len(expected) - 3 - 2
    with pytest.raises(InvalidQuery, match="say what to archive"):
        ArchiveSelector()


async def test_restore_by_semantic_query(tmp_path: Path) -> None:
    tiers = fresh_tiers()
    clock = FixedClock(NOW)
    memory = TieredMemory(tiers, HashEmbedder(64), namespace=NS, clock=clock, judge=None)
    target = await memory.remember("invoice 4711 was paid by ACME in full")
    for text in ("lunch was pizza", "the weather is nice", "standup moved to 10"):
        await memory.forget((await memory.remember(text)).id)
    await memory.forget(target.id)
    ctx, _ = context(tiers)
    ctx.embedder = HashEmbedder(64)
    selector = RestoreSelector(query="was invoice 4711 paid?", limit=1)
    report = await run_job("restore", ctx, NS, selector=selector)
    assert report.moved == {"restore": 1}
    assert (await memory.get(target.id)).tier == "warm"


async def test_second_runner_gets_a_clear_conflict() -> None:
    tiers = fresh_tiers()
    ctx, _ = context(tiers)
    async with leases_for(tiers).hold(NS, "maintain"):
        with pytest.raises(JobConflict, match="--wait"):
            await run_job("maintain", ctx, NS)


async def test_recover_finishes_a_half_done_archive() -> None:
    tiers = fresh_tiers()
    batch = records(5)
    await load(tiers, batch)
    victim = batch[0]
    # A crashed run: intent recorded, archive copy written, live copies not yet deleted.
    intent = Intent(id="0190b8c2-0000-7000-8000-000000000001", namespace=NS, job="maintain",
                    kind="archive", ids=(victim.id,), target="cold", created_at=NOW)  # fmt: skip
    await journal_for(tiers).record(intent)
    await tiers.archive.put_many(NS, [victim.evolve(tier="cold", archived_at=NOW)])
    ctx, _ = context(tiers)
    assert await recover(ctx, NS) == 1
    assert await tiers.warm.get_many(NS, [victim.id]) == {}
    assert victim.id in await tiers.archive.get_many(NS, [victim.id])
    assert await journal_for(tiers).pending(NS) == []


async def test_job_log_records_each_run() -> None:
    tiers = fresh_tiers()
    await load(tiers, records(30))
    ctx, _ = context(tiers)
    report = await run_job("maintain", ctx, NS)
    log = await tiers.archive.job_log(namespace=NS)
    assert log[0]["job"] == "maintain"
    assert log[0]["moved"] == report.moved
    assert "started_at" in log[0]
    assert "finished_at" in log[0]


@pytest.fixture
async def embedded(tmp_path: Path) -> AsyncIterator[Tiers]:
    tiers = await build_tiers(load_settings(home=tmp_path))
    yield tiers
    await tiers.close()


async def test_maintain_on_the_embedded_default(embedded: Tiers) -> None:
    batch = records(300)
    await load(embedded, batch)
    dry, planned = context(embedded, dry_run=True, batch_size=64)
    await run_job("maintain", dry, NS)
    real, done = context(embedded, batch_size=64)
    report = await run_job("maintain", real, NS)
    assert [(m.kind, m.record_id) for m in done] == [(m.kind, m.record_id) for m in planned]
    assert sum(report.moved.values()) == len(planned)
    assert await embedded.warm.count(NS) + await embedded.archive.count(NS) == 300
