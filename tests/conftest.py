"""Shared fixtures: a fixed clock, tiers, a memory. No sleeps, no wall-clock time."""

from __future__ import annotations

import os
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
    TieredMemory,
    Tiers,
    build_tiers,
    load_settings,
)

# Session fixtures that start real services (Valkey, moto S3 ...) live beside the
# factories that use them.
pytest_plugins = ("support.hot_redis", "support.warm_qdrant", "support.cold_parquet")

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def clean_settings_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run every test with no SFAMS_* settings (services were read at session start).

    Code under test that builds settings then uses its embedded defaults in folders
    the test chose, and never a shared server named in the developer's environment.
    """
    for name in list(os.environ):
        if name.startswith("SFAMS_") and name != "SFAMS_REQUIRE_SERVICES":
            monkeypatch.delenv(name)


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(T0)


@pytest.fixture
def tiers() -> Tiers:
    return Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())


@pytest.fixture(params=["memory", "embedded"])
async def any_tiers(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Tiers]:
    """The in-memory reference tiers, then the embedded store (Valkey, Qdrant Edge, Parquet)."""
    if request.param == "memory":
        yield Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        return
    built = await build_tiers(load_settings(home=tmp_path))
    yield built
    await built.close()


@pytest.fixture
def embedder() -> HashEmbedder:
    return HashEmbedder(dimension=256)


@pytest.fixture
async def memory(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> AsyncIterator[TieredMemory]:
    mem = TieredMemory(tiers, embedder, namespace="team-a", clock=clock)
    yield mem
    await tiers.close()
