"""The systems a benchmark drives side by side: sfams-tiers and two plain baselines.

Every system sees the same turns in the same order and answers the same questions with
a ranked list of memory texts plus the context block it would hand the model:

- :class:`SfamsSystem`: the real :class:`~sfams_tiers.TieredMemory` with the offline
  judge and the ``maintain`` job on a cadence; retrieval is ``assemble_context``.
- :class:`KeepEverything`: every turn embedded with the same embedder, exact cosine
  top-k over all of them, packed with the same renderer into the same budget.
- :class:`SlidingWindow`: the most recent turns only.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections import deque
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from sfams_tiers._context import pack
from sfams_tiers._embed import Embedder
from sfams_tiers._ids import FixedClock
from sfams_tiers._jobs import JobContext, run_job
from sfams_tiers._judge import Judge
from sfams_tiers._judge._given import unaccented
from sfams_tiers._memory import TieredMemory
from sfams_tiers._memtiers import InMemoryArchive, InMemoryHotTier, InMemoryWarmTier
from sfams_tiers._models import AGENT_PATTERN, SUPERSEDING_KINDS, MemoryRecord
from sfams_tiers._policy import RetentionPolicy
from sfams_tiers._ranking import Recalled
from sfams_tiers._recall import DEFAULT_SEED_RATIO
from sfams_tiers._settings import build_tiers, load_settings
from sfams_tiers._tiers import Tiers
from sfams_tiers._tokens import TokenCounter

__all__ = [
    "BenchTurn",
    "KeepEverything",
    "Retrieved",
    "SfamsSystem",
    "SlidingWindow",
    "System",
    "agent_name",
]

NAMESPACE = "bench"


class BenchTurn(Protocol):
    """What a system needs of a turn: its text, its speaker and when it was said."""

    @property
    def text(self) -> str:
        """What was said."""
        ...

    @property
    def speaker(self) -> str:
        """Who said it."""
        ...

    @property
    def time(self) -> datetime:
        """When (aware UTC)."""
        ...


@dataclass(frozen=True, slots=True)
class Retrieved:
    """One system's answer to a question.

    Attributes:
        texts: Memory texts, best first.
        context: The rendered block handed to the model.
        tokens: Tokens of ``context`` as the system counted them.

    Example:
        >>> Retrieved(["Priya is based in Porto."], "<memory-context>...", 12).tokens
        12
    """

    texts: list[str]
    context: str
    tokens: int


@runtime_checkable
class System(Protocol):
    """A memory under test; every method is called in stream order."""

    name: str

    async def ingest(self, turn: BenchTurn) -> None:
        """Take in one turn."""
        ...

    async def maintain(self, now: datetime) -> None:
        """Called at every session start; the system decides whether work is due."""
        ...

    async def retrieve(self, question: str, k: int, budget: int) -> Retrieved:
        """Answer ``question`` with at most ``k`` ranked memories and a context of ``budget``."""
        ...

    async def live_size(self) -> int:
        """Memories the system holds close to the model (what a query searches)."""
        ...

    async def aclose(self) -> None:
        """Release resources."""
        ...


def agent_name(speaker: str) -> str | None:
    """``speaker`` as a valid agent name, or None when it cannot be one.

    Accents are dropped as people type them ("Rémi Dufresne" -> ``Remi_Dufresne``).

    Example:
        >>> agent_name("Caroline"), agent_name("Dr. Who?"), agent_name("Łukasz Wójcik")
        ('Caroline', 'Dr._Who', 'Lukasz_Wojcik')
    """
    plain = unaccented(speaker.strip())
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", plain).strip("_.-")[:64]
    return name if AGENT_PATTERN.fullmatch(name) else None


def _dialogue(turn: BenchTurn) -> MemoryRecord:
    return MemoryRecord(
        namespace=NAMESPACE,
        agent=agent_name(turn.speaker),
        content=turn.text,
        type="dialogue",
        created_at=turn.time,
    )


class KeepEverything:
    """Baseline: remember every turn, retrieve by exact cosine, never forget.

    With ``half_life_days`` it is the *recency-weighted* baseline: similarity times
    ``0.75 + 0.25 * 2 ** (-age / half_life)``, so among equally similar turns the
    newest wins (the usual fix for stale values, without forgetting anything).

    Example:
        >>> import asyncio
        >>> from datetime import UTC
        >>> from sfams_tiers import HashEmbedder
        >>> from sfams_tiers._tokens import default_counter
        >>> from sfams_tiers._bench._generator import Turn
        >>> async def main() -> list[str]:
        ...     system = KeepEverything(HashEmbedder(), default_counter())
        ...     at = datetime(2024, 1, 1, tzinfo=UTC)
        ...     fact = "Priya is based in Lisbon."
        ...     await system.ingest(Turn("t0", 0, 0, "bob", fact, at, "fact"))
        ...     await system.ingest(Turn("t1", 1, 0, "bob", "Pizza on Thursday?", at, "noise"))
        ...     return (await system.retrieve("Where is Priya based?", k=1, budget=100)).texts
        >>> asyncio.run(main())
        ['Priya is based in Lisbon.']
    """

    name = "keep-everything"

    def __init__(
        self, embedder: Embedder, counter: TokenCounter, *, half_life_days: float | None = None
    ) -> None:
        self._embedder = embedder
        self._counter = counter
        self._half_life = half_life_days
        self._times: npt.NDArray[np.float64] | None = None
        if half_life_days is not None:
            self.name = "recency-weighted"
        self._now: datetime | None = None
        self._records: list[MemoryRecord] = []
        self._rows: list[npt.NDArray[np.float32]] = []
        self._matrix: npt.NDArray[np.float32] | None = None

    async def ingest(self, turn: BenchTurn) -> None:
        """Embed and keep the turn."""
        self._now = turn.time
        self._records.append(_dialogue(turn))
        self._rows.append((await self._embedder.embed([turn.text]))[0])
        self._matrix = None

    async def maintain(self, now: datetime) -> None:
        """Nothing: this baseline never forgets."""

    async def retrieve(self, question: str, k: int, budget: int) -> Retrieved:
        """Exact cosine top-k over every turn, packed into ``budget`` (texts: what fit)."""
        if not self._records:
            return Retrieved([], "", 0)
        if self._matrix is None:
            # Stacked lazily: questions are rare next to turns.
            self._matrix = np.vstack(self._rows)
        query = (await self._embedder.embed([question]))[0]
        similarity = self._matrix @ query
        if self._half_life is not None and self._now is not None:
            if self._times is None or len(self._times) != len(self._records):
                self._times = np.array([r.created_at.timestamp() for r in self._records])
            age_days = (self._now.timestamp() - self._times) / 86_400.0
            # A recent turn gains up to a third over an old one of the same similarity.
            similarity = similarity * (0.75 + 0.25 * np.exp2(-age_days / self._half_life))
        top = min(k, len(self._records))
        best = np.argpartition(-similarity, top - 1)[:top]
        # Ties by position (older first) keep the baseline deterministic.
        order = best[np.lexsort((best, -similarity[best]))]
        hits = [
            Recalled(
                record=self._records[i],
                relevance=float(similarity[i]),
                retention=1.0,
                score=float(similarity[i]),
                unverified=False,
            )
            for i in order
        ]
        # Like sfams, report what reached the context: what does not fit was not served.
        # Rendered exactly as sfams renders its context (ages, no ids), for a fair count.
        context = pack(hits, budget, counter=self._counter, ids=False, now=self._now)
        texts = [h.record.content for h in context.items]
        return Retrieved(texts, context.text, context.tokens)

    async def live_size(self) -> int:
        """Every turn ever seen."""
        return len(self._records)

    async def aclose(self) -> None:
        """Nothing to release."""


class SlidingWindow:
    """Baseline: the last ``window`` turns, or as many recent turns as fit ``budget``.

    Example:
        >>> import asyncio
        >>> from datetime import UTC
        >>> from sfams_tiers._tokens import default_counter
        >>> from sfams_tiers._bench._generator import Turn
        >>> async def main() -> list[str]:
        ...     system = SlidingWindow(default_counter(), window=1)
        ...     at = datetime(2024, 1, 1, tzinfo=UTC)
        ...     for i, text in enumerate(["Priya is based in Lisbon.", "Pizza on Thursday?"]):
        ...         await system.ingest(Turn(f"t{i}", i, 0, "bob", text, at, "noise"))
        ...     return (await system.retrieve("Where is Priya based?", k=5, budget=100)).texts
        >>> asyncio.run(main())
        ['Pizza on Thursday?']
    """

    name = "sliding-window"

    def __init__(self, counter: TokenCounter, *, window: int | None = None) -> None:
        self._counter = counter
        self._now: datetime | None = None
        self._window = window
        self._turns: deque[MemoryRecord] = deque(maxlen=window)
        self._last_size = 0

    async def ingest(self, turn: BenchTurn) -> None:
        """Keep the turn; the oldest falls out of a fixed window."""
        self._now = turn.time
        self._turns.append(_dialogue(turn))

    async def maintain(self, now: datetime) -> None:
        """Nothing: the window forgets by itself."""

    async def retrieve(self, question: str, k: int, budget: int) -> Retrieved:
        """The most recent turns that fit ``budget``, newest first (``k`` is ignored)."""
        recent = list(reversed(self._turns))
        if self._window is None:
            recent = recent[: budget // 4]  # a rendered line costs well over 4 tokens
        # Scored by recency so the packer keeps newest first and drops the oldest.
        hits = [Recalled(r, 1.0, 1.0, 1.0 / (1 + i), False) for i, r in enumerate(recent)]
        # Rendered exactly as sfams renders its context (ages, no ids), for a fair count.
        context = pack(hits, budget, counter=self._counter, ids=False, now=self._now)
        if self._window is None:
            self._last_size = len(context.items)
        texts = [h.record.content for h in context.items]
        return Retrieved(texts, context.text, context.tokens)

    async def live_size(self) -> int:
        """N: the window (when sized by the budget, its size at the last question)."""
        return len(self._turns) if self._window is not None else self._last_size

    async def aclose(self) -> None:
        """Nothing to release."""


class SfamsSystem:
    """sfams-tiers itself: judged writes, forgetting by the maintain job, packed context.

    Build it with :meth:`open`; ``store="embedded"`` runs on the embedded default store
    (Valkey + Qdrant Edge + local Parquet) in a temporary folder removed on close.
    """

    name = "sfams-tiers"

    def __init__(
        self,
        memory: TieredMemory,
        clock: FixedClock,
        *,
        embedder: Embedder,
        judge: Judge,
        maintain_every: timedelta = timedelta(days=5),
        per_agent: bool = True,
        dialogue: bool = False,
        home: str | None = None,
        seed_ratio: float = DEFAULT_SEED_RATIO,
        texts_from: Literal["context", "recall"] = "context",
    ) -> None:
        self._memory = memory
        self._seed_ratio = seed_ratio
        self._clock = clock
        self._embedder = embedder
        self._judge = judge
        self._maintain_every = maintain_every
        self._per_agent = per_agent
        self._dialogue = dialogue
        self._home = home
        self._views: dict[str, TieredMemory] = {}
        self._last_maintained: datetime | None = None
        self._texts_from = texts_from
        self.maintain_runs = 0
        self.counts: dict[str, int] = {}
        """Merges by cause (``merged_exact``, ``merged_restated``) and supersessions."""

    @classmethod
    async def open(
        cls,
        embedder: Embedder,
        start: datetime,
        *,
        store: str = "memory",
        policy: RetentionPolicy | None = None,
        judge: Judge | None = None,
        counter: TokenCounter | None = None,
        maintain_every: timedelta = timedelta(days=5),
        dialogue: bool = False,
        seed_ratio: float = DEFAULT_SEED_RATIO,
        texts_from: Literal["context", "recall"] = "context",
    ) -> SfamsSystem:
        """Open a fresh memory whose clock starts at ``start``.

        Args:
            embedder: Shared with the baselines for a fair comparison.
            start: The simulated time of the first turn.
            store: ``memory`` (in-process reference tiers) or ``embedded``.
            policy: Retention policy (default policy when None).
            judge: The write-path judge (the offline HeuristicJudge when None).
            counter: Token counter for the context budget.
            maintain_every: Simulated time between maintenance runs.
            dialogue: Store every turn as type ``dialogue`` (LoCoMo) instead of letting
                the judge type it.
            seed_ratio: ``assemble_context``'s seed cut (0 keeps all k seeds).
            texts_from: Where the ranked texts come from: the packed context, or
                ``recall(question, k)`` (the quality suite scores hit@k on recall).
        """
        home: str | None = None
        tiers: Tiers
        if store == "memory":
            tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        elif store == "embedded":
            home = tempfile.mkdtemp(prefix="sfams-bench-")
            tiers = await build_tiers(load_settings(home=home))
        else:
            raise ValueError(f"store must be 'memory' or 'embedded' (got {store!r}).")
        clock = FixedClock(start)
        if judge is None:
            from sfams_tiers._judge import HeuristicJudge

            judge = HeuristicJudge(clock=clock)  # dates without a year read in stream time
        memory = TieredMemory(
            tiers,
            embedder,
            namespace=NAMESPACE,
            clock=clock,
            policy=policy or RetentionPolicy(),
            judge=judge,
            tokens=counter,
        )
        return cls(
            memory,
            clock,
            embedder=embedder,
            judge=judge,
            maintain_every=maintain_every,
            dialogue=dialogue,
            home=home,
            seed_ratio=seed_ratio,
            texts_from=texts_from,
        )

    @property
    def memory(self) -> TieredMemory:
        """The memory under test."""
        return self._memory

    def _at(self, when: datetime) -> None:
        if when > self._clock():
            self._clock.advance(seconds=(when - self._clock()).total_seconds())

    def _view(self, speaker: str) -> TieredMemory:
        name = agent_name(speaker) if self._per_agent else None
        if name is None:
            return self._memory
        if name not in self._views:
            self._views[name] = self._memory.for_agent(name)
        return self._views[name]

    async def ingest(self, turn: BenchTurn) -> None:
        """Remember the turn, as said by its speaker, at its time."""
        self._at(turn.time)
        memory = self._view(turn.speaker)
        if self._dialogue:
            record = await memory.remember(turn.text, type="dialogue")
        else:
            record = await memory.remember(turn.text)
        if record.created_at < turn.time:  # merged into an older memory it restates
            cause = "merged_exact" if record.content == turn.text else "merged_restated"
            self.counts[cause] = self.counts.get(cause, 0) + 1
        superseded = sum(rel.kind in SUPERSEDING_KINDS for rel in record.relations)
        if superseded and record.created_at == turn.time:
            self.counts["supersessions"] = self.counts.get("supersessions", 0) + superseded

    async def maintain(self, now: datetime) -> None:
        """Run the ``maintain`` job when ``maintain_every`` has passed since the last run."""
        self._at(now)
        if self._last_maintained is None:
            self._last_maintained = now
            return
        if now - self._last_maintained < self._maintain_every:
            return
        context = JobContext(
            tiers=self._memory.tiers,
            policy=self._memory.policy,
            clock=self._clock,
            embedder=self._embedder,
            judge=self._judge,
            job="maintain",
        )
        await run_job("maintain", context, self._memory.namespace)
        self._last_maintained = now
        self.maintain_runs += 1

    async def retrieve(self, question: str, k: int, budget: int) -> Retrieved:
        """``assemble_context``: ranked, expanded one hop, packed into ``budget``.

        With ``texts_from="recall"`` the ranked texts are ``recall(question, k)``'s
        (the context is still ``assemble_context``'s).
        """
        context = await self._memory.assemble_context(
            question, token_budget=budget, k=k, seed_ratio=self._seed_ratio
        )
        texts = [item.record.content for item in context.items]
        if self._texts_from == "recall":
            texts = [hit.record.content for hit in await self._memory.recall(question, k=k)]
        return Retrieved(texts, context.text, context.tokens)

    async def live_size(self) -> int:
        """Hot + warm records (every live record has its warm point)."""
        return (await self._memory.stats()).live

    async def aclose(self) -> None:
        """Close the tiers and remove a temporary embedded store."""
        await self._memory.tiers.close()
        if self._home is not None:
            shutil.rmtree(self._home, ignore_errors=True)
