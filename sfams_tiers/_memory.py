"""TieredMemory: the facade agents and operators use (remember, recall, forget ...).

It documents the public API and holds parts with one job each over one MemoryCore
(a namespace's view of the tiers): WritePath, ReadPath, Hops, Anchors and Lifecycle.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import timedelta
from typing import Any, Literal

from sfams_tiers._anchoring import Anchors
from sfams_tiers._context import Context
from sfams_tiers._drafts import make_draft
from sfams_tiers._embed import Embedder
from sfams_tiers._hops import Hops
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._judge import Judge
from sfams_tiers._lexical import Retrieval
from sfams_tiers._lifecycle import Lifecycle
from sfams_tiers._memcore import MemoryCore
from sfams_tiers._models import DEFAULT_LIMITS, JobReport, Limits, MemoryRecord, Relation
from sfams_tiers._policy import RetentionPolicy
from sfams_tiers._ranking import Recalled
from sfams_tiers._recall import DEFAULT_MIN_RELEVANCE, DEFAULT_SEED_RATIO, ReadPath
from sfams_tiers._remember import WritePath
from sfams_tiers._stats import MemoryStats, read_stats
from sfams_tiers._tiers import Tiers
from sfams_tiers._tokens import TokenCounter
from sfams_tiers._vocab import Source, Visibility

__all__ = ["TieredMemory"]


class TieredMemory:
    """Shared, strategically forgetting memory for one namespace.

    Args:
        tiers: The hot, warm and cold tiers (see :func:`sfams_tiers.open_memory`).
        embedder: Turns text into vectors; wrap it in a CachedEmbedder for speed.
        namespace: The team or tenant; the isolation boundary.
        agent: The agent this view acts for (see :meth:`for_agent`); None is the team.
        policy: The retention policy (thresholds, decay, hard-delete permission, and
            ``policy.rules``: dedupe, supersession, anchors).
        clock: Returns "now"; inject a FixedClock to simulate time.
        limits: Size limits for content, entities and relations.
        judge: Decides type, entities, importance and conflicts of new memories;
            ``"heuristic"`` (the default, as in ``open_memory``) is a HeuristicJudge on
            ``clock``; None: defaults, and only explicit relations supersede.
        tokens: Counts tokens for ``token_budget`` (default: the best offline counter).
        retrieval: ``hybrid`` (the default: vectors and keywords fused) or ``dense``.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import (HashEmbedder, InMemoryArchive, InMemoryHotTier,
        ...                          InMemoryWarmTier, Tiers)
        >>> async def main() -> str:
        ...     tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        ...     memory = TieredMemory(tiers, HashEmbedder(), namespace="team-a")
        ...     await memory.remember("Launch is on 3 March", type="deadline")
        ...     hits = await memory.recall("when is the launch?", k=1)
        ...     return hits[0].record.content
        >>> asyncio.run(main())
        'Launch is on 3 March'
    """

    def __init__(
        self,
        tiers: Tiers,
        embedder: Embedder,
        *,
        namespace: str = "default",
        agent: str | None = None,
        policy: RetentionPolicy | None = None,
        clock: Clock = utc_now,
        limits: Limits = DEFAULT_LIMITS,
        judge: Judge | Literal["heuristic"] | None = "heuristic",
        tokens: TokenCounter | None = None,
        retrieval: Retrieval = "hybrid",
    ) -> None:
        self._assemble(
            MemoryCore(
                tiers,
                embedder,
                namespace=namespace,
                agent=agent,
                policy=policy,
                clock=clock,
                limits=limits,
                judge=judge,
                tokens=tokens,
                retrieval=retrieval,
            )
        )

    def _assemble(self, core: MemoryCore) -> None:
        self._core, anchors, self._life = core, Anchors(core), Lifecycle(core)
        self._writes, self._reads = WritePath(core, anchors), ReadPath(core, anchors, Hops(core))

    @property
    def namespace(self) -> str:
        """The namespace this memory is bound to."""
        return self._core.namespace

    @property
    def agent(self) -> str | None:
        """The agent this view acts for, None for the whole team."""
        return self._core.agent

    @property
    def policy(self) -> RetentionPolicy:
        """The retention policy in force."""
        return self._core.policy

    @property
    def tiers(self) -> Tiers:
        """The tiers underneath (for jobs and operators)."""
        return self._core.tiers

    @property
    def clock(self) -> Clock:
        """Returns "now" for this memory, its judge and its jobs."""
        return self._core.clock

    @property
    def judge(self) -> Judge | None:
        """The judge deciding what callers leave out (None: explicit behaviour only)."""
        return self._core.judge

    def for_agent(self, name: str) -> TieredMemory:
        """Return a view for agent ``name`` over the same namespace and tiers.

        The view records ``name`` as the author of what it remembers and also sees
        that agent's private memories; shared memories are visible to every view.
        """
        view = TieredMemory.__new__(TieredMemory)
        view._assemble(self._core.for_agent(name))
        return view

    async def remember(
        self,
        content: str,
        *,
        type: str | None = None,  # noqa: A002 - the record's field is called type
        importance: float | None = None,
        confidence: float | None = None,
        source: Source = "agent",
        entities: Iterable[str] | None = None,
        ttl: float | timedelta | None = None,
        anchored: bool | None = None,
        relations: Iterable[Relation | tuple[str, str]] = (),
        visibility: Visibility = "shared",
        vector: Sequence[float] | None = None,
    ) -> MemoryRecord:
        """Store a new memory, or reinforce the near-duplicate it repeats.

        What the caller leaves out (``None``) the judge decides: type, importance, entities, whether
        identifiers make it an anchor, and which of its nearest older neighbours it updates,
        negates, resolves or completes (those are superseded and down-weighted by ``policy.rules``,
        never deleted). Entities it mentions re-anchor low-weight memories that carry them. Without
        a judge, defaults apply (a fact of importance 0.5) and only explicit relations supersede.

        Args:
            content: The text to remember.
            type: One of MEMORY_TYPES, optionally ``type:subtype``.
            importance: 0..1 (at or above the policy's hot importance it goes hot).
            confidence: 0..1 (None: ``DEFAULT_CONFIDENCE[source]``); doubt lowers its
                rank and retention score, under 0.5 it is marked unverified.
            source: Who asserted it: user, agent, tool or llm_inferred.
            entities: ``kind:name`` strings, e.g. ``"project:apollo"``.
            ttl: Seconds (or a timedelta) after which it expires and is archived.
            anchored: Keep it hot and never let it decay; None anchors automatically
                when identifying entities come with high importance.
            relations: ``(kind, target_id)`` pairs; updates / negates / resolves /
                completes mark the target as superseded by this memory.
            visibility: ``"private"`` memories are seen only by their author agent.
            vector: The content's embedding when the caller has it (the memory's
                embedder, or one of the same dimension); None embeds the content.

        Returns:
            The stored record, or the existing one it reinforced (same id as before).

        Raises:
            InvalidRecord: A field is out of bounds (nothing is stored).
            RecordNotFound: A relation points at a memory not visible here.
        """
        draft = make_draft(
            self._writes.author(),
            self._core.clock(),
            content,
            type=type,
            importance=importance,
            confidence=confidence,
            source=source,
            entities=entities,
            ttl=ttl,
            anchored=anchored,
            relations=relations,
            visibility=visibility,
            vector=vector,
        )
        stored = await self._writes.remember(draft)
        await self._life.after_writes(1)  # the policy's count trigger (maintain_above)
        return stored

    async def remember_many(self, items: Iterable[str | Mapping[str, Any]]) -> list[MemoryRecord]:
        """Store several memories in one call; the same as :meth:`remember` on each, in order.

        Each item is a text, or a mapping of :meth:`remember`'s arguments (``content`` plus any of
        the others, ``vector`` included). Every item is checked before anything is judged or
        written, so one bad item stores nothing. The judge reads the items concurrently, the texts
        without a ``vector`` are embedded in one call, the write lock is taken once per 100 items;
        an item meets the ones before it (a repeat within the batch reinforces its first copy).

        Returns:
            One record per item, in order, as :meth:`remember` returns it.

        Raises:
            InvalidRecord: An item is not acceptable (nothing is stored); the message
                names its position.
            RecordNotFound: A relation points at a memory not visible here.
        """
        stored = await self._writes.remember_many(items)
        await self._life.after_writes(len(stored))
        return stored

    async def recall(
        self,
        query: str,
        k: int = 5,
        *,
        types: Sequence[str] | None = None,
        entities: Sequence[str] | None = None,
        min_importance: float | None = None,
        goal: str | None = None,
        include_superseded: bool = False,
        min_relevance: float = DEFAULT_MIN_RELEVANCE,
        token_budget: int | None = None,
        vector: Sequence[float] | None = None,
    ) -> list[Recalled]:
        """Return the ``k`` memories that best serve ``query``, best first.

        Ranking is relevance x retention x confidence (x goal relevance with a ``goal``); a memory
        carrying an entity the query mentions is relevant whatever its wording. Superseded and
        expired memories are hidden unless ``include_superseded``. Hits less similar than
        ``min_relevance`` are left out: each hit counts as an access, which raises its retention, so
        trivia must not fill ``k``. With ``token_budget``, only the hits that fit once rendered (see
        :meth:`assemble_context`). ``vector``: the query's embedding when the caller has it (same
        embedder); the text is still read for the entities it mentions.

        Raises:
            InvalidQuery: An argument is out of bounds.
        """
        return await self._reads.recall(
            query,
            k,
            types=types,
            entities=entities,
            min_importance=min_importance,
            goal=goal,
            include_superseded=include_superseded,
            min_relevance=min_relevance,
            token_budget=token_budget,
            vector=vector,
        )

    async def assemble_context(
        self,
        query: str,
        *,
        token_budget: int,
        k: int = 8,
        types: Sequence[str] | None = None,
        entities: Sequence[str] | None = None,
        min_importance: float | None = None,
        goal: str | None = None,
        include_superseded: bool = False,
        min_relevance: float = DEFAULT_MIN_RELEVANCE,
        expand: bool = True,
        with_ids: bool = False,
        seed_ratio: float = DEFAULT_SEED_RATIO,
        vector: Sequence[float] | None = None,
        rewrite: bool = False,
    ) -> Context:
        """The memories a model should see for ``query``, rendered within ``token_budget``.

        1. Seeds: the ``k`` best recall hits scoring at least ``seed_ratio`` of the
           best one (0 keeps all ``k``).
        2. One hop: after the seeds, up to two current memories the best seed relates
           to or that share an entity it adds ("who is on Orion?" brings that person's
           facts), in the places the seeds left of ``k``, dropped first by a tight
           budget; "the phone of whoever leads Halcyon" also gets that person's phone.
        3. Policy filter: superseded and expired memories stay hidden unless
           ``include_superseded``; a goal multiplies in; low confidence is marked.
        4. Packing: whole memories, in that order, into the budget, rendered as quoted
           data that a model must not follow as instructions.

        Only the packed memories count as accessed. ``with_ids`` also renders each
        memory's id (for a reader that acts on memories by id; ~25 tokens each).
        ``vector``: the query's embedding, as in :meth:`recall`. ``rewrite`` (off by
        default; one model call) searches with the judge's rewrite of ``query``.

        Raises:
            InvalidQuery: An argument is out of bounds.
        """
        return await self._reads.assemble_context(
            query,
            token_budget=token_budget,
            k=k,
            types=types,
            entities=entities,
            min_importance=min_importance,
            goal=goal,
            include_superseded=include_superseded,
            min_relevance=min_relevance,
            expand=expand,
            with_ids=with_ids,
            seed_ratio=seed_ratio,
            vector=vector,
            rewrite=rewrite,
        )

    async def get(self, record_id: str) -> MemoryRecord:
        """Return one memory from whichever tier holds it (live first, then archive).

        Raises:
            RecordNotFound: No memory with that id is visible in this namespace.
        """
        return await self._life.get(record_id)

    async def forget(
        self, record_id: str, *, hard: bool = False, reason: str = "forgotten on request"
    ) -> MemoryRecord | None:
        """Forget a memory: archive it (restorable, returned) or, with ``hard=True``, delete it.

        Raises:
            InvalidQuery: The id, ``hard`` or ``reason`` is not acceptable.
            PolicyViolation: The memory is anchored, or hard deletes are off.
        """
        return await self._life.forget(record_id, hard=hard, reason=reason)

    async def anchor(self, record_id: str) -> MemoryRecord:
        """Pin a memory to the hot tier; it never decays (archived ones are restored)."""
        return await self._life.anchor(record_id)

    async def unanchor(self, record_id: str) -> MemoryRecord:
        """Let a memory decay again; maintenance may later demote it."""
        return await self._life.unanchor(record_id)

    async def verify(self, record_id: str, *, confidence: float = 1.0) -> MemoryRecord:
        """Confirm a memory: raise its confidence to ``confidence`` (never lowers it)."""
        return await self._life.verify(record_id, confidence)

    async def reward(self, record_id: str, reward: float = 1.0) -> MemoryRecord:
        """Reward (1) or penalise (-1) how a memory served: ``policy.rewarded`` importance."""
        return await self._life.reward(record_id, reward)

    async def link(self, source_id: str, kind: str, target_id: str) -> MemoryRecord:
        """Relate one live memory to another; updates / negates / resolves / completes supersede."""
        return await self._life.link(source_id, kind, target_id)

    async def restore(self, record_id: str) -> MemoryRecord:
        """Bring an archived memory back to the live tiers, keeping its id and history."""
        return await self._core.restore(record_id)

    async def stats(self) -> MemoryStats:
        """Counts of live, hot, archived, anchored, superseded and expired memories."""
        return await read_stats(self._core)

    async def maintain(self, *, dry_run: bool = False, wait: bool = False) -> JobReport:
        """Run the maintenance pass (decay, demote, archive, promote) now; as the CLI does."""
        return await self.run_job("maintain", dry_run=dry_run, wait=wait)

    async def run_job(
        self,
        name: str,
        *,
        dry_run: bool = False,
        wait: bool = False,
        batch_size: int = 1000,
        **arguments: Any,
    ) -> JobReport:
        """Run lifecycle job ``name`` (one of ``JOB_NAMES``) on this namespace.

        With this memory's tiers, policy, clock, embedder and judge, on the whole
        namespace whichever agent this view acts for. ``arguments`` are the job's own
        (``selector=`` for archive and restore ...), as :func:`~sfams_tiers.run_job`.

        Raises:
            InvalidQuery: ``name`` is not a job, or an argument is out of bounds.
            JobConflict: Another runner holds the namespace and ``wait`` is False.
        """
        return await self._life.run_job(
            name, dry_run=dry_run, wait=wait, batch_size=batch_size, arguments=arguments
        )

    async def clear(self) -> int:
        """Delete every memory of this namespace in every tier (explicit, not undoable)."""
        return await self._life.clear()
