"""Acceptance: 10,000 records hot -> warm -> archive -> warm lose nothing.

Run on the embedded default (Valkey child, Qdrant Edge, local Parquet) and on Redis +
Qdrant Edge + an S3 archive (moto on loopback; ``SFAMS_REDIS_URL`` when it is set).
Every move is copy -> verify -> delete, as the jobs will do it.
"""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest
from support.factories import archive_factories, hot_factories
from support.services import service_url
from support.warm_qdrant import qdrant_edge

from sfams_tiers import MemoryRecord, Tiers
from sfams_tiers.backends.embedded import open_embedded

N = 10_000
NS = "round-trip"
T0 = datetime(2026, 3, 1, tzinfo=UTC)


def fingerprint(record: MemoryRecord) -> str:
    """Everything but the tier bookkeeping and the vector (compared separately)."""
    data = record.model_dump(
        mode="json", exclude={"tier", "archived_at", "archive_reason", "embedding"}
    )
    return hashlib.sha256(repr(sorted(data.items())).encode()).hexdigest()


def make_records() -> list[MemoryRecord]:
    rng = np.random.default_rng(11)
    vectors = rng.normal(size=(N, 4)).astype(np.float32)
    return [
        MemoryRecord(
            namespace=NS,
            content=f"memory {i}: order A-{i} shipped, ünïcode ✓",
            type=("fact", "deadline", "state:ticket")[i % 3],
            importance=float(rng.random()),
            created_at=T0 + timedelta(seconds=i),
            entities=[f"order:A-{i}", "team:ops"],
            relations=[]
            if i == 0
            else [{"kind": "relates", "target": "0190b8c2-0000-7000-8000-000000000000"}],
            tier="hot",
            embedding=tuple(float(x) for x in vectors[i]),
        )
        for i in range(N)
    ]


async def in_batches(ids: list[str], size: int = 1000) -> AsyncIterator[list[str]]:
    for start in range(0, len(ids), size):
        yield ids[start : start + size]


@pytest.fixture(params=["embedded", "redis+s3"])
async def tiers(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Tiers]:
    if request.param == "embedded":
        embedded = await open_embedded(tmp_path / "home")
        yield embedded
        await embedded.close()
        return
    hot_name = "redis-env" if service_url("SFAMS_REDIS_URL") else "valkey"
    async with AsyncExitStack() as stack:
        hot = await stack.enter_async_context(hot_factories()[hot_name](request))
        warm = await stack.enter_async_context(qdrant_edge(request))
        archive = await stack.enter_async_context(archive_factories()["parquet-s3"](request))
        yield Tiers(hot, warm, archive)


async def test_hot_warm_archive_warm_loses_nothing(tiers: Tiers) -> None:
    records = make_records()
    expected = {r.id: fingerprint(r) for r in records}
    vectors = {r.id: np.asarray(r.embedding, np.float32) for r in records}
    ids = list(expected)
    for start in range(0, N, 1000):
        batch = records[start : start + 1000]
        await tiers.warm.put_many(NS, batch)
        await tiers.hot.put_many(NS, [r.model_copy(update={"embedding": None}) for r in batch])
    assert await tiers.hot.count(NS) == N
    assert await tiers.warm.count(NS) == N

    # hot -> warm: the warm copy becomes the only one.
    async for chunk in in_batches(ids):
        hot = await tiers.hot.get_many(NS, chunk)
        assert await tiers.warm.update_many(
            NS, [r.evolve(tier="warm") for r in hot.values()]
        ) == len(chunk)
        await tiers.hot.delete_many(NS, chunk)
    assert await tiers.hot.count(NS) == 0

    # warm -> archive.
    async for chunk in in_batches(ids):
        live = await tiers.warm.get_many(NS, chunk, with_vectors=True)
        cold = [
            r.evolve(tier="cold", archived_at=T0, archive_reason="round trip")
            for r in live.values()
        ]
        assert await tiers.archive.put_many(NS, cold) > 0
        assert set(await tiers.archive.get_many(NS, chunk)) == set(chunk)
        assert await tiers.warm.delete_many(NS, chunk) == len(chunk)
    assert await tiers.warm.count(NS) == 0
    assert await tiers.archive.count(NS) == N

    # archive -> warm.
    async for chunk in in_batches(ids):
        found = await tiers.archive.get_many(NS, chunk)
        await tiers.warm.put_many(
            NS,
            [r.evolve(tier="warm", archived_at=None, archive_reason=None) for r in found.values()],
        )
        assert set(await tiers.warm.get_many(NS, chunk)) == set(chunk)
        assert await tiers.archive.delete_many(NS, chunk) == len(chunk)
    assert await tiers.archive.count(NS) == 0
    assert await tiers.warm.count(NS) == N

    seen: dict[str, str] = {}
    async for batch in tiers.warm.scan(NS, batch_size=2000, with_vectors=True):
        for record in batch:
            assert record.id not in seen
            seen[record.id] = fingerprint(record)
            assert record.embedding is not None
            np.testing.assert_allclose(record.embedding, vectors[record.id], rtol=1e-6, atol=1e-6)
    if seen != expected:  # name the first field that changed, for a readable failure
        originals = {r.id: r for r in records}
        async for batch in tiers.warm.scan(NS, batch_size=2000):
            for record in batch:
                if seen[record.id] != expected[record.id]:
                    before = originals[record.id].model_dump(mode="json")
                    after = record.model_dump(mode="json")
                    changed = {k: (before[k], after[k]) for k in before if before[k] != after[k]}
                    pytest.fail(f"{record.id} changed: {changed}")
