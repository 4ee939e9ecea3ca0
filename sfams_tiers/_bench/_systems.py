"""The systems a benchmark drives side by side: sfams-tiers and two plain baselines.

Every system sees the same turns in the same order and answers the same questions with
a ranked list of memory texts plus the context block it would hand the model:

- :class:`SfamsSystem`: the real :class:`~sfams_tiers.TieredMemory` with the offline
  judge and the ``maintain`` job on a cadence; retrieval is ``assemble_context``.
- :class:`KeepEverything`: every turn embedded with the same embedder, exact cosine
  top-k over all of them, packed with the same renderer into the same budget.
- :class:`SlidingWindow`: the most recent turns only.

The baselines live in ``_baselines`` and the protocol in ``_system_protocol``; both are
re-exported here.
"""

from __future__ import annotations

import shutil
import tempfile
from datetime import datetime, timedelta
from typing import Literal

from sfams_tiers._bench._baselines import KeepEverything, SlidingWindow
from sfams_tiers._bench._system_protocol import (
    NAMESPACE,
    BenchTurn,
    Retrieved,
    System,
    agent_name,
)
from sfams_tiers._embed import Embedder
from sfams_tiers._ids import FixedClock
from sfams_tiers._jobs import JobContext, run_job
from sfams_tiers._judge import Judge
from sfams_tiers._lexical import Retrieval
from sfams_tiers._memory import TieredMemory
from sfams_tiers._memtiers import InMemoryArchive, InMemoryHotTier, InMemoryWarmTier
from sfams_tiers._models import SUPERSEDING_KINDS
from sfams_tiers._policy import RetentionPolicy
from sfams_tiers._recall import DEFAULT_SEED_RATIO
from sfams_tiers._settings import build_tiers, load_settings
from sfams_tiers._tiers import Tiers
from sfams_tiers._tokens import TokenCounter

__all__ = [
    "DENSE_NAME",
    "BenchTurn",
    "KeepEverything",
    "Retrieved",
    "SfamsSystem",
    "SlidingWindow",
    "System",
    "agent_name",
]

DENSE_NAME = "sfams-tiers dense"
"""The name of sfams-tiers retrieving by vectors only (``retrieval="dense"``)."""


class SfamsSystem:
    """sfams-tiers itself: judged writes, forgetting by the maintain job, packed context.

    Build it with :meth:`open`; ``store="embedded"`` runs on the embedded default store
    (Valkey + Qdrant Edge + local Parquet) in a temporary folder removed on close.
    """

    name = "sfams-tiers"
    """``sfams-tiers dense`` (:data:`DENSE_NAME`) when it retrieves by vectors only."""

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
        retrieval: Retrieval = "hybrid",
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
            retrieval: ``hybrid`` (named ``sfams-tiers``) or ``dense`` (named
                ``sfams-tiers dense``), to compare the two side by side.
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
            retrieval=retrieval,
        )
        system = cls(
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
        if retrieval == "dense":
            system.name = DENSE_NAME
        return system

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
