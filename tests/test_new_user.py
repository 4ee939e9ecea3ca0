"""Acceptance: what a new user gets wrong, on the embedded default and with services.

Each mistake gives a typed error with a sentence saying what to do, and leaves every
tier exactly as it was.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from support.services import free_port
from support.state import snapshot

from sfams_tiers import (
    DimensionMismatch,
    HashEmbedder,
    InvalidRecord,
    TieredMemory,
    Tiers,
    TierUnavailable,
    build_tiers,
    load_settings,
)


@pytest.fixture
async def tiers(tmp_path: Path) -> AsyncIterator[Tiers]:
    opened = await build_tiers(load_settings(home=tmp_path))
    yield opened
    await opened.close()


@pytest.fixture
async def seeded(tiers: Tiers) -> TieredMemory:
    memory = TieredMemory(tiers, HashEmbedder(64), namespace="team-a")
    kept = await memory.remember("the release is on Friday", type="deadline", importance=0.9)
    await memory.remember("the API uses PostgreSQL")
    await memory.forget((await memory.remember("old note")).id)
    await memory.recall("release", k=1)
    assert kept.tier == "hot"
    return memory


async def test_wrong_vector_dimension(tiers: Tiers, seeded: TieredMemory) -> None:
    before = await snapshot(tiers)
    other = TieredMemory(tiers, HashEmbedder(32), namespace="team-a")
    with pytest.raises(DimensionMismatch, match="same embedder"):
        await other.remember("a memory from another embedder")
    with pytest.raises(DimensionMismatch):
        await other.recall("release")
    assert await snapshot(tiers) == before


@pytest.mark.parametrize("namespace", ["../x", "a*b", "a" * 65, "Team A", "", "x/../../y"])
async def test_bad_namespaces(tiers: Tiers, seeded: TieredMemory, namespace: str) -> None:
    before = await snapshot(tiers)
    with pytest.raises(InvalidRecord, match="lowercase letters") as info:
        TieredMemory(tiers, HashEmbedder(64), namespace=namespace)
    assert info.value.field == "namespace"
    for call in (
        tiers.hot.get_many(namespace, ["x"]),
        tiers.warm.count(namespace),
        tiers.archive.count(namespace),
    ):
        with pytest.raises(InvalidRecord):
            await call
    assert await snapshot(tiers) == before


async def test_one_megabyte_record(tiers: Tiers, seeded: TieredMemory) -> None:
    before = await snapshot(tiers)
    with pytest.raises(InvalidRecord, match="limit is 32,768 bytes") as info:
        await seeded.remember("x" * (1 << 20))
    assert info.value.field == "content"
    assert await snapshot(tiers) == before


async def test_unreachable_s3_archive_keeps_the_memory_live(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "new-user")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "new-user-secret")
    settings = load_settings(
        home=tmp_path,
        archive_url="s3://sfams-archive/memories",
        s3_endpoint_url=f"http://127.0.0.1:{free_port()}",
    )
    tiers = await build_tiers(settings)
    try:
        memory = TieredMemory(tiers, HashEmbedder(64), namespace="team-a")
        record = await memory.remember("keep me")
        before = await snapshot(tiers, archive=False)
        with pytest.raises(TierUnavailable, match="SFAMS_S3_ENDPOINT_URL") as info:
            await memory.forget(record.id)
        assert "unreachable" in str(info.value)
        assert "new-user-secret" not in str(info.value)
        assert await snapshot(tiers, archive=False) == before
        assert (await memory.get(record.id)).tier == "warm"
    finally:
        await tiers.close()


async def test_unreachable_redis_changes_nothing(tmp_path: Path) -> None:
    settings = load_settings(home=tmp_path, redis_url=f"redis://:pw@127.0.0.1:{free_port()}/0")
    tiers = await build_tiers(settings)
    try:
        memory = TieredMemory(tiers, HashEmbedder(64), namespace="team-a")
        with pytest.raises(TierUnavailable, match="SFAMS_REDIS_URL") as info:
            await memory.remember("pinned", anchored=True)
        assert "pw@" not in str(info.value)
        assert await tiers.warm.count("team-a") == 0
        assert await tiers.archive.count("team-a") == 0
    finally:
        await tiers.close()
