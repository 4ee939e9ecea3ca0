"""Fuzz the public Python API: many calls with arbitrary arguments against a real memory.

Run: ``python benchmarks/fuzz/api_fuzz.py [--calls 10000] [--seed 1] [--store memory|embedded]``
(the count also comes from ``SFAMS_FUZZ_CALLS``).

Each call is a public method of :class:`TieredMemory` (remember, recall,
assemble_context, get, forget, anchor, unanchor, link, restore, for_agent, stats),
a public value type (MemoryRecord, Relation, RestoreSelector, ArchiveSelector, Limits,
Scope, FixedClock, validate_record) or a job (archive, restore, purge, compact), with
each argument either plausible or drawn from a pool of hostile values: lone surrogates,
control characters, megabyte strings, nan / inf / huge / bool / numeric-string numbers,
bytes, None, naive and out-of-range datetimes, bare strings where lists belong, lists
holding None, numpy scalars and arrays. The tiers are snapshotted before every call.

Prints the calls made, how many were refused (an ``SfamsError``), the untyped errors
by kind (anything else that escaped; must be 0) and the state changes on refusal (a
refused call that left any tier different; must be 0). Exits 1 when either is not 0.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from sfams_tiers import (
    MEMORY_TYPES,
    RELATION_KINDS,
    Archive,
    ArchiveSelector,
    FixedClock,
    HashEmbedder,
    HeuristicJudge,
    HotTier,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
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
    WarmTier,
    archive_job,
    compact_job,
    load_settings,
    open_memory,
    purge_job,
    restore_job,
    uuid7,
    validate_record,
)

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
RESET_EVERY = 150
"""Calls per memory: a fresh store keeps the per-call snapshot small."""

WORDS = (
    "Project Apollo deadline is March 3",
    "Ada Lovelace's phone is +44 20 7946 0958",
    "ticket T-417 is closed",
    "order A-1042 shipped to Leeds",
    "the standup moved to 9:30",
    "陈怡君负责 Orion 项目",
    "Mariam works from Tucson now",
    "lunch was pizza",
    "cost centre CC-1 pays for Atlas",
    "rotate the staging password every Monday",
)
ENTITIES = ("person:ada", "project:apollo", "order:A-1042", "ticket:T-417", "person:陈怡君")


class Values:
    """Plausible and hostile argument values, from one seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.ids: list[str] = []
        self.hostility = 0.3

    def hostile(self) -> object:
        r = self.rng
        pool: list[Callable[[], object]] = [
            lambda: None,
            lambda: True,
            lambda: False,
            lambda: 0,
            lambda: -1,
            lambda: 2**63,
            lambda: 10**400,
            lambda: -0.0,
            lambda: 1.5,
            lambda: float("nan"),
            lambda: float("inf"),
            lambda: -float("inf"),
            lambda: 1e12,
            lambda: 1e300,
            lambda: "0.7",
            lambda: "",
            lambda: "   \t\n",
            lambda: "fact",
            lambda: "\ud800",
            lambda: "ok\udfff",
            lambda: "a\x00b",
            lambda: "\x1b[2J\u202e",
            lambda: "x" * r.choice((1025, 40_000, 1_000_000)),
            lambda: "é" * 20_000,
            lambda: b"bytes",
            lambda: bytearray(b"x"),
            list,
            lambda: [None],
            lambda: ["fact"],
            lambda: ["person:ada", None],
            lambda: ["\ud800"],
            lambda: ("updates", self.some_id()),
            lambda: [("updates", self.some_id())],
            lambda: [("updates",)],
            dict,
            lambda: {"kind": "updates", "target": self.some_id()},
            lambda: object(),
            lambda: datetime(2026, 1, 1),
            lambda: datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=5))),
            lambda: datetime.max.replace(tzinfo=UTC),
            lambda: T0,
            lambda: timedelta(days=1),
            lambda: timedelta.max,
            lambda: -timedelta(days=1),
            lambda: np.float32(0.5),
            lambda: np.float64("nan"),
            lambda: np.int64(3),
            lambda: np.array([1.0, 2.0]),
            lambda: Decimal("0.5"),
            lambda: Fraction(1, 2),
            lambda: complex(1, 1),
            lambda: iter(["person:ada"]),
            lambda: {"fact"},
            lambda: range(3),
            lambda: "person:ada",
            lambda: "Team A",
            lambda: uuid7(),
            lambda: self.some_id().upper(),
            lambda: self.some_id(),
            lambda: [self.hostile(), self.hostile()],
            lambda: [f"person:p{i}" for i in range(r.choice((65, 500)))],
            lambda: ["person:" + "a" * 300],
            lambda: [float("nan"), 1.0],
            lambda: "\u2028\u200b\ufeff",
            lambda: "\U0001f600" * 9000,
            lambda: "state:" + "x" * 40,
            lambda: "Fact",
            lambda: " fact ",
        ]
        return r.choice(pool)()

    def pick(self, plausible: Callable[[], object], hostile: float | None = None) -> object:
        """A plausible value, or (with probability ``hostile``) a hostile one.

        ``hostile`` defaults to the current call's hostility (0 for a third of the calls,
        so that many get past validation and exercise the tiers).
        """
        chance = self.hostility if hostile is None else min(hostile, self.hostility)
        return self.hostile() if self.rng.random() < chance else plausible()

    def some_id(self) -> str:
        return self.rng.choice(self.ids) if self.ids and self.rng.random() < 0.9 else uuid7()

    def text(self) -> str:
        r = self.rng
        parts = r.sample(WORDS, r.randint(1, 2))
        return " and ".join(parts) + r.choice(("", ".", "?", " 🚀", " \x07"))

    def entities(self) -> list[str]:
        return self.rng.sample(ENTITIES, self.rng.randint(0, 3))

    def types(self) -> list[str]:
        return self.rng.sample([*MEMORY_TYPES, "state:ticket"], self.rng.randint(0, 2))

    def unit(self) -> float:
        return self.rng.random()


def arguments(v: Values, plausible: dict[str, Callable[[], object]]) -> dict[str, object]:
    """A random subset of keyword arguments, each plausible or hostile."""
    return {name: v.pick(make) for name, make in plausible.items() if v.rng.random() < 0.5}


def remember_call(v: Values, m: TieredMemory) -> Awaitable[object]:
    r = v.rng
    kw = arguments(
        v,
        {
            "type": lambda: r.choice([None, *MEMORY_TYPES, "state:ticket"]),
            "importance": lambda: r.choice([None, v.unit()]),
            "confidence": v.unit,
            "source": lambda: r.choice(["user", "agent", "tool", "llm_inferred"]),
            "entities": lambda: r.choice([None, v.entities()]),
            "ttl": lambda: r.choice([None, r.uniform(0, 1e6), timedelta(hours=r.randint(0, 99))]),
            "anchored": lambda: r.choice([None, True, False]),
            "relations": lambda: [(r.choice(RELATION_KINDS), v.some_id())][: r.randint(0, 1)],
            "visibility": lambda: r.choice(["shared", "shared", "shared", "private"]),
        },
    )
    return m.remember(v.pick(v.text, 0.2), **kw)  # type: ignore[arg-type]


def read_arguments(v: Values) -> dict[str, object]:
    r = v.rng
    return arguments(
        v,
        {
            "types": v.types,
            "entities": v.entities,
            "min_importance": lambda: r.choice([None, v.unit()]),
            "goal": lambda: r.choice([None, v.text()]),
            "include_superseded": lambda: r.choice([True, False]),
            "min_relevance": lambda: r.uniform(0, 0.5),
        },
    )


def recall_call(v: Values, m: TieredMemory) -> Awaitable[object]:
    kw = read_arguments(v)
    if v.rng.random() < 0.5:
        kw["k"] = v.pick(lambda: v.rng.randint(1, 20))
    if v.rng.random() < 0.3:
        kw["token_budget"] = v.pick(lambda: v.rng.randint(1, 2000))
    return m.recall(v.pick(v.text, 0.2), **kw)  # type: ignore[arg-type]


def context_call(v: Values, m: TieredMemory) -> Awaitable[object]:
    kw = read_arguments(v)
    for name, make in (
        ("k", lambda: v.rng.randint(1, 20)),
        ("expand", lambda: v.rng.choice([True, False])),
        ("with_ids", lambda: v.rng.choice([True, False])),
        ("seed_ratio", v.unit),
    ):
        if v.rng.random() < 0.4:
            kw[name] = v.pick(make)
    budget = v.pick(lambda: v.rng.randint(1, 4000))
    return m.assemble_context(v.pick(v.text, 0.2), token_budget=budget, **kw)  # type: ignore[arg-type]


def by_id(v: Values, m: TieredMemory) -> Awaitable[object]:
    r = v.rng
    target = v.pick(v.some_id, 0.25)
    name = r.choice(["get", "anchor", "unanchor", "restore", "forget"])
    if name == "forget":
        kw = arguments(
            v,
            {
                "hard": lambda: r.random() < 0.2,
                "reason": lambda: r.choice(["stale", "duplicate of the standup note", ""]),
            },
        )
        return m.forget(target, **kw)  # type: ignore[arg-type]
    method: Callable[[Any], Awaitable[object]] = getattr(m, name)
    return method(target)


def link_call(v: Values, m: TieredMemory) -> Awaitable[object]:
    kind = v.pick(lambda: v.rng.choice(RELATION_KINDS))
    return m.link(v.pick(v.some_id, 0.2), kind, v.pick(v.some_id, 0.2))  # type: ignore[arg-type]


async def agent_call(v: Values, m: TieredMemory) -> object:
    view = m.for_agent(v.pick(lambda: v.rng.choice(["planner", "Ada.B", "qa_bot"]), 0.3))  # type: ignore[arg-type]
    if v.rng.random() < 0.5:
        return await remember_call(v, view)
    return await recall_call(v, view)


async def stats_call(v: Values, m: TieredMemory) -> object:
    return await m.stats()


async def value_call(v: Values, m: TieredMemory) -> object:
    """Build one public value type from fuzzed fields (no tier is involved)."""
    r = v.rng
    kind = r.choice(["record", "validate", "relation", "restore", "archive", "limits", "misc"])
    if kind in ("record", "validate"):
        fields = arguments(
            v,
            {
                "id": uuid7,
                "agent": lambda: "planner",
                "visibility": lambda: "shared",
                "type": lambda: r.choice(MEMORY_TYPES),
                "importance": v.unit,
                "confidence": v.unit,
                "created_at": lambda: T0,
                "ttl_seconds": lambda: r.uniform(0, 1e5),
                "entities": v.entities,
                "access_count": lambda: r.randint(0, 9),
                "last_accessed": lambda: T0,
                "anchored": lambda: r.random() < 0.5,
                "relations": lambda: [Relation(kind="relates", target=uuid7())],
                "superseded_by": uuid7,
                "tier": lambda: r.choice(["hot", "warm", "cold"]),
                "archived_at": lambda: T0,
                "archive_reason": lambda: "stale",
                "embedding": lambda: [r.random() for _ in range(4)],
            },
        )
        fields["namespace"] = v.pick(lambda: "team-a", 0.1)
        fields["content"] = v.pick(v.text, 0.2)
        if kind == "record":
            return MemoryRecord(**fields)
        return validate_record(fields)
    if kind == "relation":
        return Relation(kind=v.pick(lambda: "updates"), target=v.pick(uuid7))
    if kind == "restore":
        return RestoreSelector(
            **arguments(  # type: ignore[arg-type]
                v,
                {
                    "ids": lambda: (v.some_id(),),
                    "since": lambda: T0 - timedelta(days=r.randint(0, 9)),
                    "until": lambda: T0 + timedelta(days=r.randint(1, 9)),
                    "types": lambda: tuple(v.types()),
                    "entities": lambda: tuple(v.entities()),
                    "query": v.text,
                    "limit": lambda: r.randint(1, 50),
                },
            )
        )
    if kind == "archive":
        return ArchiveSelector(
            **arguments(  # type: ignore[arg-type]
                v,
                {
                    "older_than": lambda: timedelta(days=r.randint(0, 9)),
                    "types": lambda: tuple(v.types()),
                    "below_score": v.unit,
                    "ids": lambda: (v.some_id(),),
                },
            )
        )
    if kind == "limits":
        return Limits(**arguments(v, {"max_entities": lambda: r.randint(1, 99)}))  # type: ignore[arg-type]
    clock = FixedClock(v.pick(lambda: T0))  # type: ignore[arg-type]
    clock.advance(**{r.choice(["days", "hours", "weeks"]): v.pick(lambda: r.uniform(0, 9))})  # type: ignore[arg-type]
    return Scope(v.pick(lambda: "team-a"), agent=v.pick(lambda: None))  # type: ignore[arg-type]


async def job_call(v: Values, m: TieredMemory) -> object:
    """One selective job on the memory's tiers (a dry run half the time)."""
    r = v.rng
    ctx = JobContext(
        m.tiers, clock=FixedClock(T0 + timedelta(days=30)), dry_run=r.random() < 0.5, batch_size=50
    )
    namespace = v.pick(lambda: m.namespace, 0.15)
    kind = r.choice(["restore", "archive", "purge", "compact"])
    if kind == "restore":
        selector = RestoreSelector(ids=tuple(v.some_id() for _ in range(r.randint(1, 3))))
        to = v.pick(lambda: r.choice(["warm", "hot"]), 0.2)
        return await restore_job(ctx, namespace, v.pick(lambda: selector, 0.1), to=to)  # type: ignore[arg-type]
    if kind == "archive":
        chosen = ArchiveSelector(ids=(v.some_id(),))
        return await archive_job(ctx, namespace, v.pick(lambda: chosen, 0.1))  # type: ignore[arg-type]
    if kind == "purge":
        older = v.pick(lambda: r.choice([None, timedelta(days=r.randint(0, 60))]), 0.2)
        ids = v.pick(lambda: (v.some_id(),), 0.2)
        return await purge_job(ctx, namespace, older_than=older, ids=ids)  # type: ignore[arg-type]
    return await compact_job(ctx, namespace)  # type: ignore[arg-type]


CALLS: dict[str, tuple[int, Callable[[Values, TieredMemory], Awaitable[object]]]] = {
    "remember": (30, remember_call),
    "recall": (18, recall_call),
    "assemble_context": (8, context_call),
    "by_id": (16, by_id),
    "link": (5, link_call),
    "for_agent": (5, agent_call),
    "stats": (2, stats_call),
    "value_types": (10, value_call),
    "jobs": (6, job_call),
}


async def snapshot(tiers: Tiers) -> dict[str, object]:
    """Every record of every tier and namespace (as JSON), plus the access logs."""
    out: dict[str, object] = {}
    parts: list[tuple[str, HotTier | WarmTier | Archive]] = [
        ("hot", tiers.hot),
        ("warm", tiers.warm),
        ("archive", tiers.archive),
    ]
    for name, tier in parts:
        for ns in await tier.namespaces():
            out[f"{name}/{ns}"] = sorted(
                [r.model_dump_json() async for b in tier.scan(ns) for r in b]
            )
    for ns in await tiers.hot.namespaces():
        out[f"access/{ns}"] = await tiers.hot.pending_access(ns)
    return out


class Tally:
    """What the run found."""

    def __init__(self) -> None:
        self.calls = 0
        self.refused = 0
        self.untyped: Counter[str] = Counter()
        self.changed: Counter[str] = Counter()
        self.examples: dict[str, str] = {}

    def to_lines(self) -> list[str]:
        untyped = sum(self.untyped.values())
        lines = [
            f"calls                      {self.calls:,}",
            f"refused (SfamsError)       {self.refused:,}",
            f"accepted                   {self.calls - self.refused - untyped:,}",
            f"untyped errors             {untyped:,}",
        ]
        lines += [f"  {kind}: {n}" for kind, n in self.untyped.most_common()]
        lines.append(f"state changes on refusal   {sum(self.changed.values()):,}")
        lines += [f"  {kind}: {n}" for kind, n in self.changed.most_common()]
        return lines


@asynccontextmanager
async def a_memory(
    store: str, seed: int, folder: Path
) -> AsyncIterator[tuple[TieredMemory, FixedClock]]:
    """A fresh memory on the chosen store (half of them with the heuristic judge)."""
    clock = FixedClock(T0)
    if store == "embedded":
        settings = load_settings(home=folder / f"store-{seed}")
        async with open_memory(settings, namespace="team-a", clock=clock) as memory:
            yield memory, clock
        return
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    judge = HeuristicJudge() if seed % 2 else None
    policy = RetentionPolicy(allow_hard_delete=True)
    memory = TieredMemory(
        tiers, HashEmbedder(dimension=64), namespace="team-a", clock=clock, judge=judge,
        policy=policy,
    )  # fmt: skip
    try:
        yield memory, clock
    finally:
        await tiers.close()


async def one_call(v: Values, memory: TieredMemory, tally: Tally, verbose: bool) -> None:
    r = v.rng
    names = list(CALLS)
    name = r.choices(names, weights=[CALLS[n][0] for n in names])[0]
    v.hostility = r.choice((0.0, 0.1, 0.25, 0.5))
    before = await snapshot(memory.tiers)
    tally.calls += 1
    try:
        result = await CALLS[name][1](v, memory)
    except SfamsError:
        tally.refused += 1
        if await snapshot(memory.tiers) != before:
            tally.changed[name] += 1
    except Exception as exc:
        kind = f"{name}: {type(exc).__name__}"
        tally.untyped[kind] += 1
        if kind not in tally.examples:
            tally.examples[kind] = "".join(traceback.format_exception(exc)[-4:])[:1500]
            if verbose:
                print(f"--- {kind}\n{tally.examples[kind]}", file=sys.stderr)
    else:
        record_id = getattr(result, "id", None)
        if isinstance(record_id, str):
            v.ids.append(record_id)


async def run(calls: int, seed: int, store: str, verbose: bool) -> Tally:
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="sfams-api-fuzz-") as folder:
        session = 0
        while tally.calls < calls:
            v = Values(random.Random(f"{seed}-{session}"))
            async with a_memory(store, session, Path(folder)) as (memory, clock):
                for _ in range(min(RESET_EVERY, calls - tally.calls)):
                    await one_call(v, memory, tally, verbose)
                    if v.rng.random() < 0.05:
                        clock.advance(days=v.rng.randint(0, 40))
            session += 1
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--calls", type=int, default=int(os.environ.get("SFAMS_FUZZ_CALLS", "10000"))
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--store", choices=["memory", "embedded"], default="memory")
    parser.add_argument("--verbose", action="store_true", help="print each new untyped error")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tally = asyncio.run(run(args.calls, args.seed, args.store, args.verbose))
    print(f"API fuzz: store={args.store} seed={args.seed} ({time.perf_counter() - started:.0f} s)")
    for line in tally.to_lines():
        print(line)
    for kind, example in tally.examples.items():
        print(f"\n--- first {kind}\n{example}")
    return 1 if tally.untyped or tally.changed else 0


if __name__ == "__main__":
    sys.exit(main())
