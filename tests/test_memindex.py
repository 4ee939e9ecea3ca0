"""The in-memory warm tier's vectorised search equals RecordFilter.matches, record by record.

Random records are written, updated (superseded, anchored, re-typed, moved private),
deleted (past the compaction threshold) and searched with random filters; every answer
is checked against a brute-force scan with :meth:`RecordFilter.matches` and exact cosine.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from sfams_tiers import InMemoryWarmTier, MemoryRecord, RecordFilter
from sfams_tiers._tiers import ALL_VIEWERS

NS = "team-a"
T0 = datetime(2026, 1, 5, tzinfo=UTC)
DIM = 8
TYPES = ("fact", "state", "state:ticket", "deadline", "dialogue")
ENTITIES = ("person:ada", "project:orion", "order:a-1", "topic:x")
AGENTS = ("ann", "bob")


def record(seed: int, rng: np.random.Generator) -> MemoryRecord:
    private = bool(rng.random() < 0.3)
    return MemoryRecord(
        namespace=NS,
        content=f"memory {seed}",
        type=TYPES[int(rng.integers(len(TYPES)))],
        importance=float(np.round(rng.random(), 2)),
        created_at=T0 + timedelta(minutes=seed),
        ttl_seconds=None if rng.random() < 0.5 else float(rng.integers(1, 5)) * 3600,
        entities=tuple(e for e in ENTITIES if rng.random() < 0.3),
        anchored=bool(rng.random() < 0.2),
        agent=AGENTS[int(rng.integers(2))] if private or rng.random() < 0.5 else None,
        visibility="private" if private else "shared",
        embedding=tuple(float(x) for x in rng.normal(size=DIM)),
    )


def where_from(rng: np.random.Generator, records: list[MemoryRecord]) -> RecordFilter:
    def maybe(value: object) -> object:
        return value if rng.random() < 0.4 else None

    ids = [r.id for r in records]
    # Some instants are exactly a record's expiry: expired means expires_at <= live_at.
    instants = [T0 + timedelta(hours=h) for h in range(6)]
    instants += [r.expires_at for r in records if r.expires_at is not None]

    return RecordFilter(
        types=maybe(tuple(t for t in (*TYPES, "nope") if rng.random() < 0.4)),  # type: ignore[arg-type]
        entities=maybe(tuple(e for e in ENTITIES if rng.random() < 0.5)),  # type: ignore[arg-type]
        min_importance=maybe(float(np.round(rng.random(), 2))),  # type: ignore[arg-type]
        include_superseded=bool(rng.random() < 0.5),
        live_at=maybe(instants[int(rng.integers(len(instants)))]),  # type: ignore[arg-type]
        viewer=(ALL_VIEWERS, None, "ann", "bob")[int(rng.integers(4))],
        ids=maybe(tuple(i for i in ids if rng.random() < 0.3)),  # type: ignore[arg-type]
        anchored=maybe(bool(rng.random() < 0.5)),  # type: ignore[arg-type]
    )


async def check(seed: int) -> None:
    rng = np.random.default_rng(seed)
    warm = InMemoryWarmTier()
    live: dict[str, MemoryRecord] = {}
    for step in range(200):
        action = rng.random()
        if action < 0.55 or not live:
            new = record(step, rng)
            await warm.put_many(NS, [new])
            live[new.id] = new
        elif action < 0.75:
            old = live[list(live)[int(rng.integers(len(live)))]]
            changed = old.model_copy(
                update={
                    "superseded_by": None if rng.random() < 0.5 else old.id,
                    "anchored": not old.anchored,
                    "type": TYPES[int(rng.integers(len(TYPES)))],
                    "entities": tuple(e for e in ENTITIES if rng.random() < 0.3),
                }
            )
            await warm.update_many(NS, [changed])
            live[old.id] = changed
        else:
            gone = list(live)[int(rng.integers(len(live)))]
            await warm.delete_many(NS, [gone])
            del live[gone]
        if step % 10 == 0:
            where = where_from(rng, list(live.values()))
            query = rng.normal(size=DIM).astype(np.float32)
            expected = [r for r in live.values() if where.matches(r)]
            assert await warm.count(NS, where) == len(expected)
            hits = await warm.search(NS, query, limit=5, where=where)
            unit = query / np.linalg.norm(query)
            sims = {
                r.id: float(
                    np.asarray(r.embedding) @ unit / np.linalg.norm(np.asarray(r.embedding))
                )
                for r in expected
            }
            best = sorted(sims, key=lambda i: (-sims[i], i))[:5]
            assert [h.record.id for h in hits] == best
            for hit in hits:
                assert abs(hit.similarity - sims[hit.record.id]) < 1e-5
                assert hit.record == live[hit.record.id].model_copy(update={"embedding": None})


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_vectorised_search_equals_the_reference_filter(seed: int) -> None:
    asyncio.run(check(seed))


def test_many_deletes_compact_and_keep_answers() -> None:
    async def main() -> None:
        rng = np.random.default_rng(7)
        warm = InMemoryWarmTier()
        records = [record(i, rng) for i in range(300)]
        await warm.put_many(NS, records)
        await warm.delete_many(NS, [r.id for r in records[:250]])
        kept = records[250:]
        assert await warm.count(NS, RecordFilter()) == 50
        query = np.asarray(kept[0].embedding, dtype=np.float32)
        [hit] = await warm.search(NS, query, limit=1)
        assert hit.record.id == kept[0].id

    asyncio.run(main())
