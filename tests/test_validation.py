"""Strict validation at the public edge: typed refusals that say what to do, no state change.

Each case is one the API fuzzer found raising an untyped exception (or silently coercing)
before validation was made strict. Every refusal is asserted three ways: its type (an
``SfamsError``), a message that names the argument and the fix, and tiers (and stats)
exactly as they were before the call.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import numpy as np
import pytest
from support.state import snapshot

from sfams_tiers import (
    ArchiveSelector,
    FixedClock,
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidInput,
    InvalidQuery,
    InvalidRecord,
    JobContext,
    Limits,
    MemoryRecord,
    RecordFilter,
    Relation,
    RestoreSelector,
    Scope,
    SfamsError,
    TieredMemory,
    Tiers,
    archive_job,
    purge_job,
    restore_job,
    uuid7,
    validate_record,
)

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def anything(value: object) -> Any:
    """``value``, typed so that a test can pass what the signature forbids."""
    return value


async def refused(
    memory: TieredMemory,
    tiers: Tiers,
    call: Callable[[], Awaitable[object]],
    error: type[SfamsError],
    *words: str,
) -> str:
    """Run ``call``; assert it raises ``error`` whose message holds ``words`` and that
    nothing in any tier (nor the stats, nor a stored record) changed. Returns the message."""
    kept = await memory.remember("The staging password rotates every Monday", importance=0.9)
    before, stats = await snapshot(tiers), await memory.stats()
    with pytest.raises(error) as caught:
        await call()
    message = str(caught.value)
    for word in words:
        assert word in message, message
    assert await snapshot(tiers) == before
    assert await memory.stats() == stats
    assert await memory.get(kept.id) == kept
    return message


# -- the cases the fuzzer reported ---------------------------------------------------------


async def test_a_lone_surrogate_in_a_query_is_an_invalid_query(
    memory: TieredMemory, tiers: Tiers
) -> None:
    message = await refused(
        memory, tiers, lambda: memory.recall("\ud800"), InvalidQuery, "query", "surrogate"
    )
    assert "U+D800" in message
    await refused(memory, tiers, lambda: memory.recall("ok", goal="a\udfff"), InvalidQuery, "goal")
    await refused(
        memory,
        tiers,
        lambda: memory.assemble_context("\udc00", token_budget=200),
        InvalidQuery,
        "surrogate",
    )


async def test_a_ttl_past_the_calendar_is_refused_with_the_maximum(
    memory: TieredMemory, tiers: Tiers
) -> None:
    ttls: tuple[float | timedelta, ...] = (1e12, timedelta(days=999_999_999), 10**400, -1.0)
    for ttl in (*ttls, float("inf")):

        def call(ttl: float | timedelta = ttl) -> Awaitable[object]:
            return memory.remember("x", ttl=ttl)

        await refused(memory, tiers, call, InvalidRecord, "ttl")
    message = await refused(
        memory, tiers, lambda: memory.remember("x", ttl=1e12), InvalidRecord, "3,153,600,000"
    )
    assert "ttl=None" in message
    # The store is not poisoned: the next writes and reads work.
    kept = await memory.remember("The longest allowed TTL", ttl=100 * 365 * 86_400)
    assert kept.expires_at is not None
    assert (await memory.recall("longest allowed TTL", k=1))[0].record.id == kept.id


async def test_a_surrogate_entity_is_refused_before_any_tier_sees_it(
    memory: TieredMemory, tiers: Tiers
) -> None:
    await refused(
        memory,
        tiers,
        lambda: memory.remember("x", entities=["person:a\ud800"]),
        InvalidRecord,
        "entities",
        "surrogate",
    )
    await refused(
        memory,
        tiers,
        lambda: memory.recall("x", entities=["person:\ud800"]),
        InvalidQuery,
        "entities",
    )


def test_a_naive_datetime_in_a_restore_selector_is_refused_at_once() -> None:
    with pytest.raises(InvalidQuery, match="since: must be timezone-aware"):
        RestoreSelector(since=datetime(2026, 1, 1))
    with pytest.raises(InvalidQuery, match="until"):
        RestoreSelector(until=datetime(2026, 1, 1))
    with pytest.raises(InvalidQuery, match="swap"):
        RestoreSelector(since=T0, until=T0 - timedelta(days=1))


async def test_types_must_be_a_list_of_memory_types(memory: TieredMemory, tiers: Tiers) -> None:
    message = await refused(
        memory, tiers, lambda: memory.recall("x", types="fact"), InvalidQuery, "types"
    )
    assert "['fact']" in message
    await refused(
        memory, tiers, lambda: memory.recall("x", types=anything([None])), InvalidQuery, "types"
    )
    await refused(
        memory, tiers, lambda: memory.recall("x", types=["blob"]), InvalidQuery, "not a memory type"
    )
    await refused(
        memory,
        tiers,
        lambda: memory.recall("x", entities="person:ada"),
        InvalidQuery,
        "['person:ada']",
    )
    hits = await memory.recall("staging password", types=("fact",), entities=[])
    assert len(hits) == 1


async def test_a_forget_reason_must_be_short_storable_text(
    memory: TieredMemory, tiers: Tiers
) -> None:
    victim = await memory.remember("Lunch was pizza")
    await refused(
        memory, tiers, lambda: memory.forget(victim.id, reason="\ud800"), InvalidQuery, "reason"
    )
    await refused(
        memory,
        tiers,
        lambda: memory.forget(victim.id, reason="x" * 1_000_000),
        InvalidQuery,
        "1,000,000 bytes",
        "limit is 1,024 bytes",
    )
    await refused(
        memory, tiers, lambda: memory.forget(victim.id, reason=anything(5)), InvalidQuery, "str"
    )
    await refused(
        memory,
        tiers,
        lambda: memory.forget(victim.id, hard=anything("yes")),
        InvalidQuery,
        "True or False",
    )
    assert (await memory.get(victim.id)).tier == "warm"
    forgotten = await memory.forget(victim.id, reason="stale")
    assert forgotten is not None
    assert forgotten.archive_reason == "stale"


@pytest.mark.parametrize(
    ("kwargs", "field", "words"),
    [
        ({"importance": "0.7"}, "importance", "not str"),
        ({"importance": True}, "importance", "not bool"),
        ({"importance": float("nan")}, "importance", "finite"),
        ({"confidence": 2}, "confidence", "between 0 and 1"),
        ({"anchored": "no"}, "anchored", "True or False"),
        ({"anchored": 1}, "anchored", "True or False"),
        ({"entities": 5}, "entities", "list of strings"),
        ({"entities": "person:ada"}, "entities", "['person:ada']"),
        ({"entities": [None]}, "entities", "only strings"),
        ({"relations": 5}, "relations", "pairs"),
        ({"relations": "ab"}, "relations", "pairs"),
        ({"relations": [("updates", 5)]}, "relations", "two strings"),
        ({"ttl": "60"}, "ttl_seconds", "timedelta"),
        ({"ttl": True}, "ttl_seconds", "bool"),
        ({"type": b"fact"}, "type", "bytes"),
        ({"content": b"bytes"}, "content", "bytes"),
        ({"content": "x" * 40_000}, "content", "limit is 32,768 bytes"),
    ],
)
async def test_remember_refuses_wrong_types_instead_of_coercing(
    memory: TieredMemory, tiers: Tiers, kwargs: dict[str, Any], field: str, words: str
) -> None:
    arguments: dict[str, Any] = {"content": "A new memory", **kwargs}
    message = await refused(
        memory, tiers, lambda: memory.remember(**arguments), InvalidRecord, words
    )
    assert message.startswith(f"{field}: ")


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"k": True}, "k: must be a whole number (int), not bool"),
        ({"k": 2.0}, "not float"),
        ({"k": 10**30}, "from 1 to 200"),
        ({"min_relevance": "0.5"}, "min_relevance"),
        ({"min_importance": float("inf")}, "finite"),
        ({"min_importance": 2}, "between 0 and 1"),
        ({"include_superseded": "yes"}, "True or False"),
        ({"token_budget": 1.5}, "token_budget"),
        ({"goal": ""}, "goal"),
    ],
)
async def test_recall_refuses_wrong_types(
    memory: TieredMemory, tiers: Tiers, kwargs: dict[str, Any], words: str
) -> None:
    await refused(memory, tiers, lambda: memory.recall("password", **kwargs), InvalidQuery, words)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"expand": "no"}, "expand"),
        ({"with_ids": 1}, "with_ids"),
        ({"seed_ratio": float("nan")}, "seed_ratio"),
        ({"token_budget": True}, "token_budget"),
    ],
)
async def test_assemble_context_refuses_wrong_types(
    memory: TieredMemory, tiers: Tiers, kwargs: dict[str, Any], words: str
) -> None:
    arguments: dict[str, Any] = {"token_budget": 300, **kwargs}
    await refused(
        memory,
        tiers,
        lambda: memory.assemble_context("password", **arguments),
        InvalidQuery,
        words,
    )


async def test_ids_and_relation_kinds_are_checked_before_any_read(
    memory: TieredMemory, tiers: Tiers
) -> None:
    other = await memory.remember("The backup runs at 02:00")
    for call in (
        lambda: memory.get(anything(5)),
        lambda: memory.get("\ud800"),
        lambda: memory.anchor(anything(None)),
        lambda: memory.unanchor(anything([other.id])),
        lambda: memory.restore(anything(b"x")),
        lambda: memory.forget(anything(1.5)),
    ):
        await refused(memory, tiers, call, InvalidQuery, "not a memory id")
    await refused(
        memory,
        tiers,
        lambda: memory.link(other.id, anything(np.array(["updates"])), other.id),
        InvalidQuery,
        "kind",
    )
    await refused(
        memory,
        tiers,
        lambda: memory.link(other.id, "relates", anything(7)),
        InvalidQuery,
        "target_id",
    )


# -- public value types ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"importance": "0.5"}, "importance"),
        ({"confidence": False}, "confidence"),
        ({"access_count": 2.0}, "access_count"),
        ({"access_count": True}, "access_count"),
        ({"anchored": "true"}, "anchored"),
        ({"created_at": "2026-01-05T09:00:00+00:00"}, "created_at"),
        ({"created_at": datetime(2026, 1, 5)}, "created_at"),
        ({"created_at": datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=5)))}, "created_at"),
        ({"ttl_seconds": 1e300}, "ttl_seconds"),
        ({"created_at": datetime(9999, 12, 1, tzinfo=UTC), "ttl_seconds": 1e8}, "ttl_seconds"),
        ({"content": "\ud800"}, "content"),
        ({"archive_reason": "r" * 2000}, "archive_reason"),
        ({"id": 5}, "id"),
        ({"source": b"user"}, "source"),
    ],
)
def test_memory_record_fields_are_strict(fields: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidRecord) as caught:
        MemoryRecord(namespace="team-a", content=fields.pop("content", "x"), **fields)
    assert caught.value.field == field


def test_validate_record_still_reads_the_text_forms_tiers_store() -> None:
    record = validate_record(
        {
            "namespace": "team-a",
            "content": "x",
            "importance": "0.5",
            "anchored": "true",
            "created_at": "2026-01-05T09:00:00+00:00",
        }
    )
    assert (record.importance, record.anchored, record.created_at) == (0.5, True, T0)
    again = MemoryRecord.model_validate_json(record.model_dump_json())
    assert again == record
    with pytest.raises(InvalidRecord, match="importance"):
        validate_record({"namespace": "team-a", "content": "x", "importance": True})
    with pytest.raises(InvalidRecord, match="record"):
        validate_record(anything([("content", "x")]))


def test_relations_limits_clocks_and_scopes_refuse_with_our_errors() -> None:
    with pytest.raises(InvalidRecord, match="kind must be one of"):
        Relation(kind="likes", target=uuid7())
    with pytest.raises(InvalidRecord, match="target"):
        Relation(kind="updates", target=anything(5))
    with pytest.raises(InvalidInput, match="max_entities"):
        Limits(max_entities=True)
    with pytest.raises(InvalidInput, match="max_reason_bytes"):
        Limits(max_reason_bytes=0)
    with pytest.raises(InvalidInput, match="aware"):
        FixedClock(datetime(2026, 1, 1))
    clock = FixedClock(T0)
    with pytest.raises(InvalidInput, match="years 1-9999"):
        clock.advance(days=1e12)
    with pytest.raises(InvalidInput, match="timedelta keywords"):
        clock.advance(fortnights=1)
    with pytest.raises(InvalidInput, match="number"):
        clock.advance(days=anything("1"))
    assert clock() == T0
    with pytest.raises(InvalidRecord, match="namespace"):
        Scope(anything(5))


def test_job_selectors_are_strict_and_keep_tuples() -> None:
    ident = uuid7()
    assert RestoreSelector(ids=anything([ident])).ids == (ident,)
    assert ArchiveSelector(types=anything(["dialogue"])).types == ("dialogue",)
    for make, words in (
        (lambda: RestoreSelector(types=anything("fact")), "['fact']"),
        (lambda: RestoreSelector(ids=anything(["nope"])), "not a memory id"),
        (lambda: RestoreSelector(ids=(ident,), limit=anything("5")), "limit"),
        (lambda: RestoreSelector(ids=(ident,), limit=True), "limit"),
        (lambda: RestoreSelector(query="\ud800"), "surrogate"),
        (lambda: RestoreSelector(entities=("order A-1",)), "kind:name"),
        (lambda: ArchiveSelector(older_than=anything(90)), "timedelta"),
        (lambda: ArchiveSelector(below_score=anything("0.2")), "below_score"),
        (lambda: ArchiveSelector(ids=anything("abc")), "ids"),
    ):
        with pytest.raises(InvalidQuery) as caught:
            make()
        assert words in str(caught.value)


async def test_jobs_check_their_arguments_before_reading(
    memory: TieredMemory, tiers: Tiers
) -> None:
    ctx = JobContext(tiers, clock=FixedClock(T0))
    selector = RestoreSelector(ids=(uuid7(),))
    for call in (
        lambda: restore_job(ctx, "Team A", selector),
        lambda: restore_job(ctx, "team-a", anything("ids")),
        lambda: restore_job(ctx, "team-a", selector, to=anything("cold")),
        lambda: archive_job(ctx, "team-a", anything(None)),
        lambda: purge_job(ctx, "team-a", older_than=anything(30)),
        lambda: purge_job(ctx, "team-a", ids=anything("abc")),
        lambda: purge_job(anything(None), "team-a", ids=(uuid7(),)),
    ):
        await refused(memory, tiers, call, InvalidQuery)


async def test_wiring_mistakes_are_refused_when_the_memory_is_built(tiers: Tiers) -> None:
    embedder = HashEmbedder(dimension=16)
    for kwargs, field in (
        ({"limits": 5}, "limits"),
        ({"policy": "strict"}, "policy"),
        ({"clock": T0}, "clock"),
        ({"judge": object()}, "judge"),
        ({"namespace": "Team A"}, "namespace"),
    ):
        with pytest.raises(InvalidInput) as caught:
            TieredMemory(tiers, embedder, **kwargs)
        assert caught.value.field == field
    with pytest.raises(InvalidInput, match="tiers"):
        TieredMemory(anything(None), embedder)
    with pytest.raises(InvalidInput, match="embed"):
        TieredMemory(tiers, anything("hash"))


async def test_a_memory_stored_under_larger_limits_can_still_be_changed(tiers: Tiers) -> None:
    roomy = Limits(max_content_bytes=65_536)
    memory = TieredMemory(tiers, HashEmbedder(dimension=16), namespace="team-a", limits=roomy)
    long = await memory.remember("x" * 40_000)
    other = await memory.remember("a short note")
    assert (await memory.anchor(long.id)).anchored
    assert not (await memory.unanchor(long.id)).anchored
    assert (await memory.link(long.id, "relates", other.id)).relations
    forgotten = await memory.forget(long.id, reason="too long to keep live")
    assert forgotten is not None
    assert forgotten.tier == "cold"
    with pytest.raises(InvalidRecord, match="content"):
        other.evolve(content="y" * 40_000)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: RecordFilter(types=anything("fact")), "pass ['fact']"),
        (lambda: RecordFilter(min_importance=anything("0.5")), "must be a number"),
        (lambda: RecordFilter(ids=anything([1])), "must hold only strings"),
        (lambda: RecordFilter(include_superseded=anything("yes")), "include_superseded"),
        (lambda: RecordFilter(live_at=datetime(2026, 1, 1)), "live_at"),
        (
            lambda: JobContext(
                Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive()),
                batch_size=anything("x"),
            ),
            "batch_size",
        ),
    ],
)
def test_filters_and_job_contexts_are_strict(make: Callable[[], object], message: str) -> None:
    with pytest.raises(InvalidQuery, match=re.escape(message)):
        make()
