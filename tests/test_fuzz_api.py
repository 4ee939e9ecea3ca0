"""Fuzzed public calls: only SfamsError leaves the API, and a refused call changes nothing.

Hypothesis draws sequences of public calls (TieredMemory methods, value types, jobs)
whose arguments are plausible or hostile: text with lone surrogates and control
characters, megabyte strings, nan / inf / huge / bool / numeric-string numbers, bytes,
None, naive datetimes, bare strings where lists belong, lists holding None, numpy
values. Each call runs against a real memory with the tiers snapshotted around it.
The bulk runs on the in-memory reference tiers; a smaller run uses the embedded store
(Valkey + Qdrant Edge + Parquet). ``benchmarks/fuzz/api_fuzz.py`` runs 10,000 calls.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.state import snapshot

from sfams_tiers import (
    MEMORY_TYPES,
    RELATION_KINDS,
    ArchiveSelector,
    FixedClock,
    HashEmbedder,
    HeuristicJudge,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidInput,
    JobContext,
    Limits,
    MemoryRecord,
    Relation,
    RestoreSelector,
    RetentionPolicy,
    Scope,
    SfamsError,
    TieredMemory,
    Tiers,
    archive_job,
    load_settings,
    open_memory,
    purge_job,
    restore_job,
    uuid7,
    validate_record,
)

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Known:
    """Stands for the id of the n-th memory the session made (resolved when called)."""

    n: int


@dataclass(frozen=True)
class Call:
    """One public call: a target name, positional and keyword arguments."""

    name: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]


# -- argument strategies -------------------------------------------------------------------

KNOWN = st.integers(0, 12).map(Known)
ODD_TEXT = st.text(
    st.characters(categories=["Cs", "Cc", "Cf", "Ll", "Lu", "Lo", "Nd", "Zs", "Po", "So"]),
    max_size=12,
)
HOSTILE: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([2**63, 10**400, -(10**400)]),
    st.floats(),
    ODD_TEXT,
    st.sampled_from(
        ["", " \t", "0.7", "fact", "person:ada", "Team A", "x" * 40_000, "é" * 20_000, "\ud800"]
    ),
    st.just("y" * 1_000_000),
    st.binary(max_size=6),
    st.lists(st.none() | ODD_TEXT | st.integers(), max_size=3),
    st.tuples(st.sampled_from(RELATION_KINDS), KNOWN),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
    st.datetimes(),
    st.datetimes(
        timezones=st.sampled_from(
            [UTC, timezone(timedelta(hours=14)), timezone(-timedelta(hours=12))]
        )
    ),
    st.timedeltas(),
    st.builds(object),
    st.sampled_from(
        [np.float32(0.5), np.float64("nan"), np.int64(3), np.array([1.0, 2.0]), np.array(["fact"])]
    ),
    KNOWN,
)
SENTENCE = st.sampled_from(
    [
        "Project Apollo deadline is March 3",
        "Ada Lovelace's phone is +44 20 7946 0958",
        "ticket T-417 is closed",
        "order A-1042 shipped to Leeds",
        "陈怡君负责 Orion 项目",
        "lunch was pizza",
    ]
)
TEXT = st.one_of(SENTENCE, st.text(min_size=1, max_size=40))
ENTITIES = st.lists(
    st.sampled_from(["person:ada", "project:apollo", "order:A-1042", "person:陈怡君"]), max_size=3
)
TYPES = st.lists(st.sampled_from([*MEMORY_TYPES, "state:ticket"]), max_size=2)
UNIT = st.floats(0, 1)
AWARE = st.datetimes(
    min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1), timezones=st.just(UTC)
)


def arg(plausible: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """A plausible value or a hostile one."""
    return st.one_of(plausible, HOSTILE)


def options(**plausible: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    """Any subset of these keyword arguments, each plausible or hostile."""
    return st.fixed_dictionaries({}, optional={k: arg(v) for k, v in plausible.items()})


READ = {
    "types": TYPES,
    "entities": ENTITIES,
    "min_importance": UNIT,
    "goal": TEXT,
    "include_superseded": st.booleans(),
    "min_relevance": st.floats(0, 0.5),
}
REMEMBER = options(
    type=st.sampled_from([*MEMORY_TYPES, "state:ticket"]),
    importance=UNIT,
    confidence=UNIT,
    source=st.sampled_from(["user", "agent", "tool", "llm_inferred"]),
    entities=ENTITIES,
    ttl=st.one_of(st.floats(0, 1e6), st.timedeltas(timedelta(0), timedelta(days=999))),
    anchored=st.booleans(),
    relations=st.lists(st.tuples(st.sampled_from(RELATION_KINDS), KNOWN), max_size=1),
    visibility=st.sampled_from(["shared", "private"]),
)

RECORD = options(
    namespace=st.just("team-a"),
    content=TEXT,
    type=st.sampled_from(MEMORY_TYPES),
    importance=UNIT,
    created_at=AWARE,
    ttl_seconds=st.floats(0, 1e6),
    entities=ENTITIES,
    access_count=st.integers(0, 9),
    anchored=st.booleans(),
    relations=st.lists(st.builds(lambda: Relation(kind="relates", target=uuid7()))),
    archived_at=AWARE,
    archive_reason=st.just("stale"),
    embedding=st.lists(UNIT, min_size=1, max_size=4),
)


def call(name: str, *args: st.SearchStrategy[Any], **kwargs: Any) -> st.SearchStrategy[Call]:
    kw = kwargs.pop("kw", st.just({}))
    return st.builds(Call, st.just(name), st.tuples(*args), kw)


CALLS: st.SearchStrategy[Call] = st.one_of(
    call("remember", arg(TEXT), kw=REMEMBER),
    call(
        "recall",
        arg(TEXT),
        kw=options(**READ, k=st.integers(1, 20), token_budget=st.integers(1, 2000)),
    ),
    call(
        "assemble_context",
        arg(TEXT),
        kw=st.builds(
            lambda budget, rest: {"token_budget": budget, **rest},
            arg(st.integers(1, 4000)),
            options(
                **READ,
                k=st.integers(1, 20),
                expand=st.booleans(),
                with_ids=st.booleans(),
                seed_ratio=UNIT,
            ),
        ),
    ),
    *(call(name, arg(KNOWN)) for name in ("get", "anchor", "unanchor", "restore")),
    call(
        "forget",
        arg(KNOWN),
        kw=options(hard=st.booleans(), reason=st.sampled_from(["stale", "", "duplicate"])),
    ),
    call("link", arg(KNOWN), arg(st.sampled_from(RELATION_KINDS)), arg(KNOWN)),
    call("agent_remember", arg(st.sampled_from(["planner", "qa_bot"])), arg(TEXT), kw=REMEMBER),
    call("stats"),
    call("record", kw=RECORD),
    call("validate", arg(RECORD)),
    call(
        "restore_selector",
        kw=options(
            ids=st.tuples(KNOWN),
            since=AWARE,
            until=AWARE,
            types=TYPES.map(tuple),
            entities=ENTITIES.map(tuple),
            query=TEXT,
            limit=st.integers(1, 50),
        ),
    ),
    call(
        "archive_selector",
        kw=options(
            older_than=st.timedeltas(timedelta(0), timedelta(days=9)),
            types=TYPES.map(tuple),
            below_score=UNIT,
            ids=st.tuples(KNOWN),
        ),
    ),
    call("relation", arg(st.sampled_from(RELATION_KINDS)), arg(KNOWN)),
    call("limits", arg(st.integers(1, 99))),
    call("scope", arg(st.just("team-a")), arg(st.none())),
    call("clock", arg(AWARE), arg(st.floats(0, 9))),
    call(
        "restore_job",
        arg(st.just("team-a")),
        arg(st.builds(lambda: RestoreSelector(ids=(uuid7(),)))),
        arg(st.sampled_from(["warm", "hot"])),
    ),
    call(
        "archive_job",
        arg(st.just("team-a")),
        arg(st.builds(lambda: ArchiveSelector(ids=(uuid7(),)))),
    ),
    call(
        "purge_job",
        arg(st.just("team-a")),
        arg(st.none() | st.timedeltas(timedelta(0), timedelta(days=60))),
        arg(st.tuples(KNOWN)),
    ),
)


# -- running a session ---------------------------------------------------------------------


def resolve(value: Any, ids: list[str]) -> Any:
    """``value`` with every ``Known`` placeholder replaced by a real id."""
    if isinstance(value, Known):
        return ids[value.n % len(ids)] if ids else uuid7()
    if isinstance(value, tuple):
        return tuple(resolve(v, ids) for v in value)
    if isinstance(value, list):
        return [resolve(v, ids) for v in value]
    if isinstance(value, dict):
        return {k: resolve(v, ids) for k, v in value.items()}
    return value


def target(memory: TieredMemory, name: str) -> Callable[..., Awaitable[Any]]:
    """The coroutine function a call name stands for."""
    ctx = JobContext(memory.tiers, clock=FixedClock(T0 + timedelta(days=30)), batch_size=50)

    async def run(function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        result = function(*args, **kwargs)
        return await result if asyncio.iscoroutine(result) else result

    async def agent_remember(name: Any, *args: Any, **kwargs: Any) -> Any:
        return await memory.for_agent(name).remember(*args, **kwargs)

    async def clock(start: Any, days: Any) -> Any:
        FixedClock(start).advance(days=days)

    pure: dict[str, Callable[..., Any]] = {
        "record": MemoryRecord,
        "validate": validate_record,
        "restore_selector": RestoreSelector,
        "archive_selector": ArchiveSelector,
        "relation": lambda kind, to: Relation(kind=kind, target=to),
        "limits": lambda n: Limits(max_entities=n),
        "scope": Scope,
        "clock": clock,
        "restore_job": lambda *a: restore_job(ctx, *a),
        "archive_job": lambda *a: archive_job(ctx, *a),
        "purge_job": lambda ns, older, ids: purge_job(ctx, ns, older_than=older, ids=ids),
        "agent_remember": agent_remember,
    }
    function = pure.get(name) or getattr(memory, name)
    return lambda *a, **k: run(function, *a, **k)


async def session(memory: TieredMemory, tiers: Tiers, calls: list[Call]) -> None:
    """Run ``calls``; fail on any error that is not an SfamsError, or a refusal that wrote."""
    ids = [
        (await memory.remember("The staging password rotates every Monday", anchored=True)).id,
        (await memory.remember("Ada's phone is 555-0100", entities=["person:ada"])).id,
        (await memory.remember("lunch was pizza", importance=0.1)).id,
    ]
    await memory.forget(ids[2], reason="trivia")
    for spec in calls:
        args, kwargs = resolve(spec.args, ids), resolve(spec.kwargs, ids)
        before = await snapshot(tiers)
        refusal: SfamsError | None = None
        try:
            result = await target(memory, spec.name)(*args, **kwargs)
        except SfamsError as exc:
            refusal = exc
        if refusal is None:
            if isinstance(getattr(result, "id", None), str):
                ids.append(result.id)
            continue
        assert str(refusal), f"{spec.name}: an empty message"
        assert not isinstance(refusal, InvalidInput) or refusal.field, f"{spec.name}: no field"
        assert await snapshot(tiers) == before, f"{spec.name} was refused ({refusal}) but wrote"


def reference_memory() -> tuple[TieredMemory, Tiers]:
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    memory = TieredMemory(
        tiers,
        HashEmbedder(dimension=64),
        namespace="team-a",
        clock=FixedClock(T0),
        judge=HeuristicJudge(),
        policy=RetentionPolicy(allow_hard_delete=True),
    )
    return memory, tiers


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(CALLS, min_size=1, max_size=6))
def test_fuzzed_calls_on_the_reference_tiers(calls: list[Call]) -> None:
    async def main() -> None:
        memory, tiers = reference_memory()
        try:
            await session(memory, tiers, calls)
        finally:
            await tiers.close()

    asyncio.run(main())


@settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.lists(CALLS, min_size=20, max_size=40))
def test_fuzzed_calls_on_the_embedded_store(calls: list[Call]) -> None:
    async def main(folder: str) -> None:
        settings = load_settings(home=Path(folder))
        async with open_memory(settings, namespace="team-a", clock=FixedClock(T0)) as memory:
            await session(memory, memory.tiers, calls)

    with tempfile.TemporaryDirectory(prefix="sfams-fuzz-") as folder:
        asyncio.run(main(folder))
