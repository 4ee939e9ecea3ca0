"""The shape of a tier factory, and the registry the contract suite is parametrised by.

A factory is an async context manager taking the pytest request (so it can ask for
session fixtures such as a running server) and yielding a fresh, empty tier that no
other test sees; leaving the context removes everything the tier wrote.
Backend support modules add their factories to the registry below.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

import pytest

from sfams_tiers import Archive, HotTier, WarmTier

HotFactory = Callable[[pytest.FixtureRequest], AbstractAsyncContextManager[HotTier]]
WarmFactory = Callable[[pytest.FixtureRequest], AbstractAsyncContextManager[WarmTier]]
ArchiveFactory = Callable[[pytest.FixtureRequest], AbstractAsyncContextManager[Archive]]

DIMENSION = 4
"""Vector dimension the contract suite uses for warm tiers."""


def hot_factories() -> dict[str, HotFactory]:
    """Every hot-tier implementation, by test id."""
    from support import hot_redis, memory_tiers

    return {**memory_tiers.HOT, **hot_redis.HOT}


def warm_factories() -> dict[str, WarmFactory]:
    """Every warm-tier implementation, by test id."""
    from support import memory_tiers, warm_qdrant

    return {**memory_tiers.WARM, **warm_qdrant.WARM}


def archive_factories() -> dict[str, ArchiveFactory]:
    """Every archive implementation, by test id."""
    from support import cold_parquet, memory_tiers

    return {**memory_tiers.ARCHIVE, **cold_parquet.ARCHIVE}
