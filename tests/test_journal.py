"""The intent journal: record / pending / clear, ordering, isolation, persistence.

Runs against InMemoryJournal and RedisJournal on every Redis the session has
(``valkey`` always, ``redis-env`` when ``SFAMS_REDIS_URL`` is set).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta, timezone

import pytest
import redis.asyncio as aioredis
from support.hot_redis import URL_FIXTURES, redis_tier

from sfams_tiers import (
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidQuery,
    InvalidRecord,
    Tiers,
)
from sfams_tiers._ids import uuid7
from sfams_tiers._jobs._journal import (
    InMemoryJournal,
    Intent,
    Journal,
    RedisJournal,
    journal_for,
)
from sfams_tiers.backends.redis import RedisHotTier

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
NS = "team-a"


def intent(ns: str = NS, at: datetime = T0, ids: tuple[str, ...] = ("r1", "r2")) -> Intent:
    return Intent.new(ns, "maintain", "archive", ids, "cold", now=at)


@pytest.fixture(params=["memory", *sorted(URL_FIXTURES)])
async def journal(request: pytest.FixtureRequest) -> AsyncIterator[Journal]:
    if request.param == "memory":
        yield InMemoryJournal()
        return
    async with redis_tier(request.getfixturevalue(URL_FIXTURES[request.param])) as tier:
        yield RedisJournal(tier.client, prefix=tier.prefix)


def test_intent_json_round_trip() -> None:
    original = Intent(uuid7(T0), NS, "restore", "restore", ("a", "b"), "warm", T0)
    assert Intent.from_json(original.to_json()) == original
    purge = Intent.new(NS, "purge", "purge", [], None, now=T0)
    assert Intent.from_json(purge.to_json().encode()) == purge
    # another offset is stored as UTC, the same instant
    paris = T0.astimezone(timezone(timedelta(hours=1)))
    moved = Intent.from_json(Intent(original.id, NS, "x", "demote", (), "warm", paris).to_json())
    assert moved.created_at == T0


def test_intent_refuses_bad_fields() -> None:
    good = intent()
    with pytest.raises(InvalidRecord, match="namespace"):
        Intent(good.id, "Team A", "j", "archive", (), "cold", T0)
    with pytest.raises(InvalidQuery, match="id"):
        Intent("not-a-uuid", NS, "j", "archive", (), "cold", T0)
    with pytest.raises(InvalidQuery, match="kind"):
        Intent(good.id, NS, "j", "shred", (), "cold", T0)  # type: ignore[arg-type]
    with pytest.raises(InvalidQuery, match="target"):
        Intent(good.id, NS, "j", "archive", (), "attic", T0)  # type: ignore[arg-type]
    with pytest.raises(InvalidQuery, match="ids"):
        Intent(good.id, NS, "j", "archive", ["r1"], "cold", T0)  # type: ignore[arg-type]
    with pytest.raises(InvalidQuery, match="created_at"):
        Intent(good.id, NS, "j", "archive", (), "cold", T0.replace(tzinfo=None))
    with pytest.raises(InvalidQuery, match="intent"):
        Intent.from_json('{"id": "x"}')


async def test_record_pending_clear_round_trip(journal: Journal) -> None:
    assert await journal.pending(NS) == []
    first = intent()
    await journal.record(first)
    assert await journal.pending(NS) == [first]
    await journal.record(first)  # recording again is harmless
    assert await journal.pending(NS) == [first]
    await journal.clear(NS, first.id)
    assert await journal.pending(NS) == []
    await journal.clear(NS, first.id)  # clearing twice too


async def test_pending_is_oldest_first(journal: Journal) -> None:
    late, early, middle = intent(at=T0 + timedelta(hours=2)), intent(), intent(at=T0)
    for item in (late, middle, early):
        await journal.record(item)
    # same created_at (a job's clock is fixed per run): the time-ordered id decides
    assert await journal.pending(NS) == [early, middle, late]


async def test_namespaces_never_see_each_other(journal: Journal) -> None:
    mine, theirs = intent("team-a"), intent("team-b")
    await journal.record(mine)
    await journal.record(theirs)
    assert await journal.pending("team-a") == [mine]
    assert await journal.pending("team-b") == [theirs]
    await journal.clear("team-b", mine.id)  # wrong namespace: nothing happens
    assert await journal.pending("team-a") == [mine]
    assert await journal.pending("team-c") == []


async def test_bad_namespace_is_refused(journal: Journal) -> None:
    with pytest.raises(InvalidRecord, match="namespace"):
        await journal.pending("team-a}:*")
    with pytest.raises(InvalidRecord, match="namespace"):
        await journal.clear("", "x")


async def test_redis_journal_survives_a_new_client(rtier: RedisHotTier, server_url: str) -> None:
    recorded = [intent(), intent(at=T0 + timedelta(seconds=1), ids=("r3",))]
    for item in recorded:
        await RedisJournal(rtier.client, prefix=rtier.prefix).record(item)
    fresh = aioredis.Redis.from_url(server_url)
    try:
        assert await RedisJournal(fresh, prefix=rtier.prefix).pending(NS) == recorded
    finally:
        await fresh.aclose()


async def test_redis_key_layout(rtier: RedisHotTier) -> None:
    journal = RedisJournal(rtier.client, prefix=rtier.prefix)
    item = intent()
    await journal.record(item)
    key = f"{rtier.prefix}:{{{NS}}}:journal"
    keys = {k.decode() async for k in rtier.client.scan_iter(match=f"{rtier.prefix}:*")}
    assert keys == {key}
    assert await rtier.client.hgetall(key) == {item.id.encode(): item.to_json().encode()}
    await journal.clear(NS, item.id)
    assert await rtier.client.exists(key) == 0  # the last clear leaves no key behind


async def test_redis_skips_an_unreadable_entry(
    rtier: RedisHotTier, caplog: pytest.LogCaptureFixture
) -> None:
    journal = RedisJournal(rtier.client, prefix=rtier.prefix)
    item = intent()
    await journal.record(item)
    await rtier.client.hset(f"{rtier.prefix}:{{{NS}}}:journal", "junk", "not json")
    with caplog.at_level(logging.WARNING):
        assert await journal.pending(NS) == [item]
    assert "junk" in caplog.text


async def test_journal_for_picks_the_hot_tiers_store(rtier: RedisHotTier) -> None:
    memory = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    assert isinstance(journal_for(memory), InMemoryJournal)
    item = intent()
    await journal_for(memory).record(item)  # jobs call journal_for per batch
    assert await journal_for(memory).pending(NS) == [item]
    other = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    assert await journal_for(other).pending(NS) == []
    on_redis = journal_for(Tiers(rtier, InMemoryWarmTier(), InMemoryArchive()))
    assert isinstance(on_redis, RedisJournal)
    await on_redis.record(item)
    assert await rtier.client.hlen(f"{rtier.prefix}:{{{NS}}}:journal") == 1
