"""Factories for the in-memory reference tiers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

from sfams_tiers import (
    Archive,
    HotTier,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    WarmTier,
)
from support.factories import ArchiveFactory, HotFactory, WarmFactory


@asynccontextmanager
async def memory_hot(request: pytest.FixtureRequest) -> AsyncIterator[HotTier]:
    yield InMemoryHotTier()


@asynccontextmanager
async def memory_warm(request: pytest.FixtureRequest) -> AsyncIterator[WarmTier]:
    yield InMemoryWarmTier(dimension=4)


@asynccontextmanager
async def memory_archive(request: pytest.FixtureRequest) -> AsyncIterator[Archive]:
    yield InMemoryArchive()


HOT: dict[str, HotFactory] = {"memory": memory_hot}
WARM: dict[str, WarmFactory] = {"memory": memory_warm}
ARCHIVE: dict[str, ArchiveFactory] = {"memory": memory_archive}
