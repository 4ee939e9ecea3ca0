"""Namespace leases: one runner per namespace, fencing tokens, expiry, renewal.

Each behaviour runs against InMemoryLeases (a fake monotonic clock: expiry without
sleeping) and RedisLeases on every Redis the session has (``valkey`` always,
``redis-env`` when ``SFAMS_REDIS_URL`` is set; expiry there takes a 0.3 s ttl).
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from dataclasses import dataclass, field

import pytest
import redis.asyncio as aioredis
from support.hot_redis import URL_FIXTURES, redis_tier

from sfams_tiers import (
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidQuery,
    InvalidRecord,
    JobConflict,
    LeaseLost,
    Tiers,
)
from sfams_tiers._jobs._lease import (
    InMemoryLeases,
    Lease,
    LeaseManager,
    RedisLeases,
    leases_for,
)
from sfams_tiers.backends.redis import RedisHotTier

NS = "team-a"


class FakeMonotonic:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class Backend:
    """Lease managers over one shared store, and a way to let a lease expire."""

    name: str
    ttl: float  # short enough that `expire` is quick
    tier: RedisHotTier | None = None
    clock: FakeMonotonic = field(default_factory=FakeMonotonic)
    _memory: dict[bool, InMemoryLeases] = field(default_factory=dict)

    def leases(self, *, auto_renew: bool = True) -> LeaseManager:
        if self.tier is None:  # one store per renewal setting; a test uses one setting
            return self._memory.setdefault(
                auto_renew, InMemoryLeases(clock=self.clock, auto_renew=auto_renew)
            )
        return RedisLeases(self.tier.client, prefix=self.tier.prefix, auto_renew=auto_renew)

    async def expire(self, namespace: str) -> None:
        """Return once the (unrenewed) lease of ``namespace`` has expired."""
        if self.tier is None:
            self.clock.advance(self.ttl + 0.001)
            return
        tier = self.tier
        await eventually(lambda: tier.client.exists(lease_key(tier, namespace)), equals=0)


async def eventually(probe: Callable[[], Awaitable[object]], equals: object = True) -> None:
    """Poll ``probe`` (real time, up to 5 s) until it returns ``equals``."""
    for _ in range(250):
        if await probe() == equals:
            return
        await asyncio.sleep(0.02)
    pytest.fail(f"still not {equals!r} after 5 s")


async def lost(lease: Lease) -> bool:
    return lease.lost


def lease_key(tier: RedisHotTier, namespace: str, suffix: str = "lease") -> str:
    return f"{tier.prefix}:{{{namespace}}}:{suffix}"


@pytest.fixture(params=["memory", *sorted(URL_FIXTURES)])
async def backend(request: pytest.FixtureRequest) -> AsyncIterator[Backend]:
    if request.param == "memory":
        yield Backend("memory", ttl=60.0)
        return
    async with redis_tier(request.getfixturevalue(URL_FIXTURES[request.param])) as tier:
        yield Backend(request.param, ttl=0.3, tier=tier)


async def test_second_runner_gets_a_helpful_conflict(backend: Backend) -> None:
    leases = backend.leases()
    async with leases.hold(NS, "archive") as lease:
        assert (lease.token, lease.namespace, lease.job, lease.lost) == (1, NS, "archive", False)
        await lease.check()
        with pytest.raises(JobConflict) as caught:
            async with leases.hold(NS, "maintain"):
                pytest.fail("a second runner entered the namespace")
    assert type(caught.value) is JobConflict
    message = str(caught.value)
    for part in (repr(NS), "job 'archive'", "fencing token 1", f"{socket.gethostname()}:"):
        assert part in message
    assert "expires in " in message
    assert message.endswith("try again later or pass --wait.")


async def test_the_lease_is_free_again_after_release(backend: Backend) -> None:
    leases = backend.leases()
    async with leases.hold(NS, "archive"):
        pass
    async with leases.hold(NS, "maintain") as lease:
        assert lease.job == "maintain"


async def test_release_happens_when_the_job_fails(backend: Backend) -> None:
    leases = backend.leases()
    with pytest.raises(RuntimeError):
        async with leases.hold(NS, "archive"):
            raise RuntimeError("job failed")
    async with leases.hold(NS, "maintain"):
        pass


async def test_tokens_strictly_increase_per_namespace(backend: Backend) -> None:
    leases = backend.leases()
    tokens = []
    for job in ("a", "b", "c"):
        async with leases.hold(NS, job) as lease:
            tokens.append(lease.token)
    assert len(tokens) == 3
    assert tokens == sorted(set(tokens))
    async with leases.hold("team-b", "a") as other:
        assert other.token == 1  # each namespace counts on its own


async def test_namespaces_are_isolated(backend: Backend) -> None:
    leases = backend.leases()
    async with leases.hold("team-a", "archive") as a, leases.hold("team-b", "archive") as b:
        await a.check()
        await b.check()
        with pytest.raises(JobConflict, match="'team-a'"):
            async with leases.hold("team-a", "again"):
                pass


async def test_wait_acquires_once_the_holder_releases(backend: Backend) -> None:
    leases = backend.leases()

    async def waiter() -> int:
        async with leases.hold(NS, "maintain", wait=True, wait_timeout=10) as lease:
            await lease.check()
            return lease.token

    async with AsyncExitStack() as stack:
        first = await stack.enter_async_context(leases.hold(NS, "archive"))
        task = asyncio.create_task(waiter())
        await asyncio.sleep(0.15)  # a few polls while the namespace is busy
        assert not task.done()
    assert await asyncio.wait_for(task, 10) > first.token


async def test_wait_gives_up_after_the_timeout(backend: Backend) -> None:
    leases = backend.leases()
    async with leases.hold(NS, "archive"):
        with pytest.raises(JobConflict, match=r"Waited 0\.2 s .*job 'archive'.*pass --wait"):
            async with leases.hold(NS, "maintain", wait=True, wait_timeout=0.2):
                pass


async def test_check_raises_lease_lost_after_expiry(backend: Backend) -> None:
    leases = backend.leases(auto_renew=False)
    async with leases.hold(NS, "archive", ttl_seconds=backend.ttl) as lease:
        await backend.expire(NS)
        with pytest.raises(LeaseLost, match=r"'archive' lost the lease .*it expired"):
            await lease.check()
        assert lease.lost


async def test_takeover_after_expiry_fences_out_the_old_holder(backend: Backend) -> None:
    leases = backend.leases(auto_renew=False)
    old_hold = leases.hold(NS, "old", ttl_seconds=backend.ttl)
    old = await old_hold.__aenter__()
    await backend.expire(NS)
    async with leases.hold(NS, "new") as new:
        assert new.token > old.token
        with pytest.raises(LeaseLost, match=f"token {new.token} holds it now"):
            await old.check()
        await old_hold.__aexit__(None, None, None)  # must not release the new lease
        await new.check()
        assert not new.lost
        with pytest.raises(JobConflict, match="job 'new'"):
            async with leases.hold(NS, "third"):
                pass


async def test_concurrent_holds_exactly_one_wins(backend: Backend) -> None:
    leases = backend.leases()
    runners = 5
    tried = 0
    everyone_tried = asyncio.Event()

    def attempted() -> None:
        nonlocal tried
        tried += 1
        if tried == runners:
            everyone_tried.set()

    async def runner(job: str) -> str:
        try:
            async with leases.hold(NS, job):
                attempted()
                await everyone_tried.wait()  # hold on until every other runner tried
                return "won"
        except JobConflict:
            attempted()
            return "conflict"

    results = await asyncio.gather(*(runner(f"job-{i}") for i in range(runners)))
    assert sorted(results) == ["conflict"] * (runners - 1) + ["won"]


async def test_bad_arguments_are_refused(backend: Backend) -> None:
    leases = backend.leases()
    with pytest.raises(InvalidRecord, match="namespace"):
        async with leases.hold("Team A}", "archive"):
            pass
    with pytest.raises(InvalidQuery, match="ttl_seconds"):
        async with leases.hold(NS, "archive", ttl_seconds=0):
            pass
    with pytest.raises(InvalidQuery, match="job"):
        async with leases.hold(NS, ""):
            pass


async def test_memory_renewal_keeps_the_lease_alive() -> None:
    clock = FakeMonotonic()
    leases = InMemoryLeases(clock=clock)
    async with leases.hold(NS, "archive", ttl_seconds=0.3) as lease:
        for _ in range(5):  # 1 s of fake time in total, renewed as it passes
            clock.advance(0.2)
            await asyncio.sleep(0.15)  # > ttl/3: at least one renewal per step
            await lease.check()
        with pytest.raises(JobConflict):
            async with leases.hold(NS, "maintain"):
                pass


async def test_memory_renewal_failure_marks_the_lease_lost() -> None:
    clock = FakeMonotonic()
    leases = InMemoryLeases(clock=clock)
    async with leases.hold(NS, "archive", ttl_seconds=0.3) as lease:
        clock.advance(1)  # the lease expires between two renewals
        await eventually(lambda: lost(lease))  # noticed by the renewal, before any check
        with pytest.raises(LeaseLost, match="before renewal"):
            await lease.check()


# -- Redis specifics -----------------------------------------------------------------


async def test_redis_renewal_keeps_the_lease_alive(rtier: RedisHotTier) -> None:
    leases = RedisLeases(rtier.client, prefix=rtier.prefix)
    async with leases.hold(NS, "archive", ttl_seconds=0.3) as lease:
        await asyncio.sleep(1.0)  # more than three ttls
        await lease.check()
        assert not lease.lost
        with pytest.raises(JobConflict):
            async with leases.hold(NS, "maintain"):
                pass


async def test_redis_renewal_failure_marks_the_lease_lost(rtier: RedisHotTier) -> None:
    leases = RedisLeases(rtier.client, prefix=rtier.prefix)
    async with leases.hold(NS, "archive", ttl_seconds=0.3) as lease:
        await rtier.client.delete(lease_key(rtier, NS))  # as if it had expired
        await eventually(lambda: lost(lease))  # noticed by the renewal, before any check
        with pytest.raises(LeaseLost, match="before renewal"):
            await lease.check()


async def test_redis_key_layout(rtier: RedisHotTier) -> None:
    leases = RedisLeases(rtier.client, prefix=rtier.prefix)
    lease_at, counter_at = lease_key(rtier, NS), lease_key(rtier, NS, "lease_token")
    async with leases.hold(NS, "archive", ttl_seconds=30) as lease:
        keys = {k.decode() async for k in rtier.client.scan_iter(match=f"{rtier.prefix}:*")}
        assert keys == {lease_at, counter_at}
        raw = await rtier.client.get(lease_at)
        assert raw is not None
        holder = json.loads(raw)
        assert set(holder) == {"token", "job", "owner", "acquired_at"}
        assert (holder["token"], holder["job"]) == (lease.token, "archive")
        assert holder["owner"] == f"{socket.gethostname()}:{os.getpid()}"
        assert holder["acquired_at"].endswith("Z")
        assert 0 < await rtier.client.pttl(lease_at) <= 30_000
        assert await rtier.client.ttl(counter_at) == -1  # tokens survive every lease
    assert await rtier.client.exists(lease_at) == 0
    assert int(await rtier.client.get(counter_at) or 0) == lease.token


async def test_redis_two_clients_exclude_each_other(rtier: RedisHotTier, server_url: str) -> None:
    other = aioredis.Redis.from_url(server_url)  # as if another process
    try:
        mine = RedisLeases(rtier.client, prefix=rtier.prefix)
        theirs = RedisLeases(other, prefix=rtier.prefix)
        async with mine.hold(NS, "archive"):
            with pytest.raises(JobConflict, match="job 'archive'"):
                async with theirs.hold(NS, "maintain"):
                    pass
        async with theirs.hold(NS, "maintain") as lease:
            assert lease.token == 2
    finally:
        await other.aclose()


async def test_leases_for_picks_the_hot_tiers_store(rtier: RedisHotTier) -> None:
    memory = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    assert isinstance(leases_for(memory), InMemoryLeases)
    assert leases_for(memory) is leases_for(memory)  # every job of the process shares it
    other = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    assert leases_for(other) is not leases_for(memory)
    manager = leases_for(Tiers(rtier, InMemoryWarmTier(), InMemoryArchive()))
    assert isinstance(manager, RedisLeases)
    async with manager.hold(NS, "archive"):
        assert await rtier.client.exists(lease_key(rtier, NS)) == 1  # the hot tier's prefix
