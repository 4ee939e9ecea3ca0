"""Contract-suite factories for the Qdrant warm tiers.

- ``qdrant-local``: qdrant-client's local mode in memory, a fresh client per test.
- ``qdrant-edge``: a Qdrant Edge shard in a fresh temporary folder, closed on exit.
- ``qdrant-server``: the server in ``SFAMS_QDRANT_URL``, only when that is set; each
  test gets a collection of its own, dropped on exit (nothing else is touched).

All use vectors of dimension ``support.factories.DIMENSION``.
"""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from uuid import uuid4

import pytest

from sfams_tiers import TierUnavailable, WarmTier
from sfams_tiers.backends.qdrant import QdrantWarmTier
from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier
from support.factories import DIMENSION, WarmFactory
from support.services import service_url, unavailable

ENV_URL = "SFAMS_QDRANT_URL"


def unique_collection() -> str:
    """A collection name no other test (or test run) uses."""
    return f"sfams_test_{uuid4().hex[:12]}"


@asynccontextmanager
async def qdrant_local(request: pytest.FixtureRequest) -> AsyncIterator[WarmTier]:
    tier = QdrantWarmTier.local(":memory:", collection=unique_collection(), dimension=DIMENSION)
    try:
        yield tier
    finally:
        await tier.close()


@asynccontextmanager
async def qdrant_edge(request: pytest.FixtureRequest) -> AsyncIterator[WarmTier]:
    with tempfile.TemporaryDirectory(prefix="sfams-edge-") as folder:
        tier = await QdrantEdgeWarmTier.open(Path(folder) / "warm", dimension=DIMENSION)
        try:
            yield tier
        finally:
            await tier.close()


@asynccontextmanager
async def server_tier(url: str) -> AsyncIterator[QdrantWarmTier]:
    """A tier on ``url`` with a fresh collection, which is dropped on exit."""
    api_key = service_url("SFAMS_QDRANT_API_KEY")
    tier = QdrantWarmTier.from_url(
        url, api_key=api_key, collection=unique_collection(), dimension=DIMENSION
    )
    try:
        await tier.count("probe")  # reaches the server; the collection does not exist yet
    except TierUnavailable as exc:
        await tier.close()
        unavailable(f"Qdrant at {ENV_URL}", str(exc))
    try:
        yield tier
    finally:
        try:  # drop exactly this test's collection, nothing else
            if await tier.client.collection_exists(tier.collection):
                await tier.client.delete_collection(tier.collection)
        finally:
            await tier.close()


@asynccontextmanager
async def qdrant_server(request: pytest.FixtureRequest) -> AsyncIterator[WarmTier]:
    async with server_tier(str(service_url(ENV_URL))) as tier:
        yield tier


WARM: dict[str, WarmFactory] = {"qdrant-local": qdrant_local, "qdrant-edge": qdrant_edge}
if service_url(ENV_URL):
    WARM["qdrant-server"] = qdrant_server
