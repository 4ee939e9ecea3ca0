"""TieredMemory: the facade agents and operators use (remember, recall, forget ...).

One instance is bound to one namespace (the team) and optionally one agent, so a
record of another namespace can never be read, linked or changed through it.
Every write validates all input before touching any tier, then moves data
copy -> verify -> delete, so a failure leaves at worst a harmless duplicate.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import numpy as np

from sfams_tiers._context import Context, pack
from sfams_tiers._embed import Embedder
from sfams_tiers._errors import InvalidQuery, InvalidRecord, PolicyViolation, RecordNotFound
from sfams_tiers._ids import Clock, is_uuid7, utc_now
from sfams_tiers._judge import Extraction, Judge
from sfams_tiers._models import (
    DEFAULT_LIMITS,
    RELATION_KINDS,
    SUPERSEDING_KINDS,
    TYPE_PATTERN,
    Limits,
    MemoryRecord,
    Relation,
    Scope,
    Source,
    Visibility,
    validate_record,
)
from sfams_tiers._policy import RetentionPolicy, score_records
from sfams_tiers._ranking import Recalled, rank
from sfams_tiers._tiers import AccessDelta, RecordFilter, ScoredRecord, Tiers, with_hot_fields
from sfams_tiers._tiers import with_access as fold_access
from sfams_tiers._tokens import TokenCounter, default_counter
from sfams_tiers._writepath import (
    IDENTIFYING_KINDS,
    STATEFUL_TYPES,
    base_type,
    conflict_candidates,
    find_duplicate,
    reinforce,
    supersede,
)

__all__ = [
    "MemoryStats",
    "TieredMemory",
]

MAX_K = 200
DEFAULT_MIN_RELEVANCE = 0.1
"""Cosine similarity below which a memory is not a recall hit (unrelated text)."""
ENTITY_RELEVANCE = 0.5
"""Relevance a memory gets at least when it carries an entity the query mentions."""
EXPAND_PER_SEED = 1
"""One-hop neighbours packed after each seed of :meth:`TieredMemory.assemble_context`."""
MAX_REANCHOR = 20
"""Low-weight memories one mention may re-anchor."""
MAX_ENTITY_SEARCHES = 3
"""Entities of a new memory whose nearest memories are conflict candidates."""
MAX_RESTORE_ON_MENTION = 3
"""Archived memories one identifier mention may bring back."""
MAX_BUDGET = 10_000_000
REPLACING = frozenset({"updates", "negates"})
"""Relation kinds that give an attribute a new value (resolutions close, they do not)."""


@dataclass(frozen=True, slots=True)
class MemoryStats:
    """Counts for one namespace across the tiers."""

    namespace: str
    live: int
    hot: int
    cold: int
    anchored: int
    superseded: int
    expired: int
    pending_accesses: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {name: getattr(self, name) for name in self.__slots__}


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
        judge: Decides type, entities, importance and conflicts of new memories
            (:class:`~sfams_tiers.HeuristicJudge` offline); None keeps the explicit
            behaviour: defaults, and only explicit relations supersede.
        tokens: Counts tokens for ``token_budget`` (default: the best offline counter).

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
        judge: Judge | None = None,
        tokens: TokenCounter | None = None,
    ) -> None:
        self._scope = Scope(namespace, agent)
        self._tiers = tiers
        self._embedder = embedder
        self._policy = policy or RetentionPolicy()
        self._clock = clock
        self._limits = limits
        self._judge = judge
        self._tokens = tokens

    @property
    def namespace(self) -> str:
        """The namespace this memory is bound to."""
        return self._scope.namespace

    @property
    def agent(self) -> str | None:
        """The agent this view acts for, None for the whole team."""
        return self._scope.agent

    @property
    def policy(self) -> RetentionPolicy:
        """The retention policy in force."""
        return self._policy

    @property
    def tiers(self) -> Tiers:
        """The tiers underneath (for jobs and operators)."""
        return self._tiers

    def for_agent(self, name: str) -> TieredMemory:
        """Return a view for agent ``name`` over the same namespace and tiers.

        The view records ``name`` as the author of what it remembers and also sees
        that agent's private memories; shared memories are visible to every view.
        """
        return TieredMemory(
            self._tiers,
            self._embedder,
            namespace=self.namespace,
            agent=name,
            policy=self._policy,
            clock=self._clock,
            limits=self._limits,
            judge=self._judge,
            tokens=self._tokens,
        )

    # -- write path -------------------------------------------------------------------
    async def remember(
        self,
        content: str,
        *,
        type: str | None = None,  # noqa: A002 - the record's field is called type
        importance: float | None = None,
        confidence: float = 1.0,
        source: Source = "agent",
        entities: Iterable[str] | None = None,
        ttl: float | timedelta | None = None,
        anchored: bool | None = None,
        relations: Iterable[Relation | tuple[str, str]] = (),
        visibility: Visibility = "shared",
    ) -> MemoryRecord:
        """Store a new memory, or reinforce the near-duplicate it repeats.

        What the caller leaves out (``None``) the judge decides: type, importance,
        entities, and whether identifiers make it an anchor. The judge also compares
        the memory with its nearest older neighbours: one it updates, negates,
        resolves or completes is marked superseded and down-weighted by the policy's
        rule table (``policy.rules``), never deleted. Entities it mentions re-anchor
        low-weight memories that carry them. Without a judge, defaults apply (a fact
        of importance 0.5) and only explicit relations supersede.

        Args:
            content: The text to remember.
            type: One of MEMORY_TYPES, optionally ``type:subtype``; None lets the judge decide.
            importance: 0..1 (at or above the policy's hot importance it goes hot); None
                lets the judge decide.
            confidence: 0..1; low confidence lowers its rank and marks it unverified.
            source: Who asserted it: user, agent, tool or llm_inferred.
            entities: ``kind:name`` strings, e.g. ``"project:apollo"``; None lets the
                judge extract them.
            ttl: Seconds (or a timedelta) after which it expires and is archived.
            anchored: Keep it hot and never let it decay; None anchors automatically
                when identifying entities come with high importance.
            relations: ``(kind, target_id)`` pairs; updates / negates / resolves /
                completes mark the target as superseded by this memory.
            visibility: ``"private"`` memories are seen only by their author agent.

        Returns:
            The stored record, or the existing one it reinforced (same id as before).

        Raises:
            InvalidRecord: A field is out of bounds (nothing is stored).
            RecordNotFound: A relation points at a memory not visible here.
        """
        now = self._clock()
        if visibility == "private" and self.agent is None:
            raise InvalidRecord(
                "visibility",
                "a private memory needs an author; remember it through "
                "memory.for_agent(name) instead of the team memory.",
            )
        ttl_seconds = ttl.total_seconds() if isinstance(ttl, timedelta) else ttl
        fields: dict[str, Any] = {
            "namespace": self.namespace,
            "agent": self.agent,
            "visibility": visibility,
            "content": content,
            "type": "fact" if type is None else type,
            "importance": 0.5 if importance is None else importance,
            "confidence": confidence,
            "source": source,
            "created_at": now,
            "ttl_seconds": ttl_seconds,
            "entities": () if entities is None else tuple(entities),
            "anchored": bool(anchored),
            "relations": tuple(_relation(r) for r in relations),
        }
        # Everything the caller gave is checked before a judge (maybe a model) is asked.
        draft = validate_record(fields, self._limits)
        extraction = None
        if self._judge is not None and (type is None or importance is None or entities is None):
            extraction = await self._judge.extract(
                draft.content, namespace=self.namespace, known=draft.entities
            )
        elif self._judge is not None:
            self._judge.observe(self.namespace, draft.entities)  # later mentions resolve
        if extraction is not None:
            fields["type"] = extraction.type if type is None else type
            fields["importance"] = extraction.importance if importance is None else importance
            if entities is None:
                fields["entities"] = extraction.entities[: self._limits.max_entities]
        if anchored is None:
            fields["anchored"] = self._auto_anchor(
                float(fields["importance"]), fields["entities"], extraction
            )
        record = validate_record(fields, self._limits)
        targets = await self._live_many([rel.target for rel in record.relations])
        vector = (await self._embedder.embed([record.content]))[0]
        record = record.model_copy(update={"embedding": _as_tuple(vector)})
        neighbours = await self._neighbours(record, vector, now)
        if not record.relations:
            duplicate = find_duplicate(record, neighbours, self._policy.rules)
            if duplicate is not None:
                return await self._reinforce(duplicate, record, now)
        superseding: list[tuple[str, MemoryRecord]] = [
            (rel.kind, targets[rel.target])
            for rel in record.relations
            if rel.kind in SUPERSEDING_KINDS
        ]
        superseding += await self._judged_conflicts(record, neighbours)
        if type is None:
            # A new value of a fact is a fact: it inherits the type it replaces rather
            # than the judge's guess from its wording ("is now ..." reads as a state).
            replaced_types = [old.type for kind, old in superseding if kind in REPLACING]
            if replaced_types:
                record = record.model_copy(update={"type": replaced_types[0]})
        outcome = supersede(record, superseding, self._policy.rules)
        record = validate_record(outcome.record.model_dump(), self._limits)
        hot = record.anchored or record.importance >= self._policy.hot_importance
        record = record.model_copy(update={"tier": "hot" if hot else "warm"})
        await self._write_live([record])
        try:
            await self._write_live(
                [new for _, new in outcome.replaced], previous=[old for old, _ in outcome.replaced]
            )
        except BaseException:
            await self._delete_live([record.id])
            raise
        skip = {record.id, *(old.id for old, _ in outcome.replaced)}
        await self._mentioned(record.entities, now, skip=skip)
        if record.anchored:
            await self._bound_anchors(keep={record.id})
        return _without_vector(record)

    def _auto_anchor(
        self, importance: float, entities: Sequence[str], extraction: Extraction | None
    ) -> bool:
        """Anchor memories that identify something and matter (``rules.auto_anchor_*``)."""
        keys = set(extraction.key_entities) if extraction is not None else set()
        keys |= {e for e in entities if e.partition(":")[0] in IDENTIFYING_KINDS}
        return bool(keys) and importance >= self._policy.rules.auto_anchor_importance

    async def _neighbours(
        self, record: MemoryRecord, vector: Any, now: datetime
    ) -> list[ScoredRecord]:
        """The nearest live, current memories, plus the nearest sharing an entity."""
        rules = self._policy.rules
        where = RecordFilter(include_superseded=False, live_at=now, viewer=self.agent)
        limit = rules.conflict_candidates
        hits = await self._tiers.warm.search(self.namespace, vector, limit=limit, where=where)
        # One search per entity, identifiers first: the older states of ticket T-417 must
        # not be crowded out by look-alike memories of the customer it belongs to.
        ranked = sorted(record.entities, key=lambda e: e.partition(":")[0] not in IDENTIFYING_KINDS)
        for entity in ranked[:MAX_ENTITY_SEARCHES]:
            sharing = replace(where, entities=(entity,))
            hits += await self._tiers.warm.search(
                self.namespace, vector, limit=limit, where=sharing
            )
        return hits

    async def _reinforce(
        self, duplicate: MemoryRecord, record: MemoryRecord, now: datetime
    ) -> MemoryRecord:
        current = (await self._fresh([duplicate], with_access=False))[duplicate.id]
        merged = reinforce(current, record, now, self._limits.max_entities)
        await self._write_live([merged], previous=[current])
        await self._mentioned(record.entities, now, skip={merged.id})
        return _without_vector(merged)

    async def _judged_conflicts(
        self, record: MemoryRecord, neighbours: Sequence[ScoredRecord]
    ) -> list[tuple[str, MemoryRecord]]:
        """(kind, old record) for each neighbour the judge says ``record`` replaces."""
        if self._judge is None or base_type(record) == "summary":
            return []
        candidates = conflict_candidates(record, neighbours, self._policy.rules)
        if not candidates:
            return []
        # The hot copies' fields are authoritative (DESIGN I2): judge and rewrite those.
        by_id = await self._fresh(candidates, with_access=False)
        candidates = [by_id[c.id] for c in candidates]
        verdicts = await self._judge.classify_relation(_without_vector(record), candidates)
        floor = self._policy.rules.verdict_confidence
        chosen: dict[str, tuple[str, MemoryRecord]] = {}
        for verdict in verdicts:
            if verdict.target in by_id and verdict.confidence >= floor:
                chosen.setdefault(verdict.target, (verdict.kind, by_id[verdict.target]))
        return [chosen[i] for i in sorted(chosen)]

    async def _mentioned(self, entities: Sequence[str], now: datetime, *, skip: set[str]) -> None:
        """Re-anchor low-weight current memories that carry a mentioned entity.

        Their importance is raised to at least ``rules.reanchor_importance`` and they
        are anchored (no decay) until the anchor bound releases them, least recently
        mentioned first. Only stateful types (facts, states, deadlines ...): chatter
        that happens to name someone is not worth keeping for it.
        """
        if not entities:
            return
        rules = self._policy.rules
        where = RecordFilter(
            entities=tuple(entities),
            include_superseded=False,
            live_at=now,
            viewer=self.agent,
            anchored=False,
        )
        low: list[MemoryRecord] = []
        async for batch in self._tiers.warm.scan(self.namespace, where=where, batch_size=200):
            fresh = await self._fresh(
                [r for r in batch if r.id not in skip and base_type(r) in STATEFUL_TYPES],
                with_access=False,
            )
            records = list(fresh.values())
            if records:
                scores = score_records(records, now, self._policy)
                low += [r for r, s in zip(records, scores, strict=True) if s < rules.reanchor_below]
            break  # a bounded look: the first batch of the entity's memories
        if not low:
            return
        raised = [
            r.model_copy(
                update={
                    "anchored": True,
                    "tier": "hot",
                    "importance": max(r.importance, rules.reanchor_importance),
                    "last_accessed": now,
                }
            )
            for r in low[:MAX_REANCHOR]
        ]
        await self._write_live(raised, previous=low[:MAX_REANCHOR])
        await self._bound_anchors(keep={r.id for r in raised})

    async def _bound_anchors(self, *, keep: set[str]) -> None:
        """Release the least recently mentioned anchors beyond ``rules.max_anchors``."""
        limit = self._policy.rules.max_anchors
        where = RecordFilter(anchored=True)
        excess = await self._tiers.warm.count(self.namespace, where) - limit
        if excess <= 0:
            return
        anchored: list[MemoryRecord] = []
        async for batch in self._tiers.warm.scan(self.namespace, where=where):
            anchored += (await self._fresh(batch, with_access=False)).values()
        anchored.sort(key=lambda r: (r.id in keep, r.last_accessed or r.created_at, r.id))
        released = anchored[:excess]
        await self._write_live(
            [r.model_copy(update={"anchored": False}) for r in released], previous=released
        )

    # -- read path --------------------------------------------------------------------
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
    ) -> list[Recalled]:
        """Return the ``k`` memories that best serve ``query``, best first.

        Ranking is relevance x retention x confidence (x goal relevance when a goal
        is given). Memories carrying an entity the query mentions count as relevant
        even when their wording differs. Superseded and expired memories are hidden
        unless ``include_superseded`` asks for history. Memories less similar to the
        query than ``min_relevance`` are not returned. Each returned hit counts as an
        access, which raises its retention: so an unrelated memory must not be
        returned just to fill ``k``, or trivia would look useful and never be
        forgotten. With ``token_budget``, only the hits that fit the budget once
        rendered (see :meth:`assemble_context`) are returned.

        Raises:
            InvalidQuery: An argument is out of bounds.
        """
        now = self._clock()
        where = self._query_filter(
            query, k, types, entities, min_importance, goal, include_superseded, min_relevance, now
        )
        _check_budget(token_budget)
        ranked, mentions = await self._ranked(query, k, where, goal, min_relevance, now)
        if token_budget is not None:
            packed = pack(ranked, token_budget, counter=self._counter(), now=now, ids=False)
            ranked = list(packed.items)
        out = await self._record_accesses(ranked, now)
        await self._mentioned(mentions, now, skip=set())
        return out

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
    ) -> Context:
        """The memories a model should see for ``query``, rendered within ``token_budget``.

        1. Seeds: the ``k`` best recall hits (vector search plus entity mentions).
        2. Expansion, one hop: after a seed, the best current memory it relates to
           (``relates`` / ``summarizes``) or that shares an entity the seed adds to the
           query, so "who is on Orion?" also brings that person's current facts
           (bounded: one per seed, ``k // 2`` in all).
        3. Policy filter: superseded and expired memories stay hidden unless
           ``include_superseded``; a goal multiplies in; low confidence is marked.
        4. Packing: whole memories, in that order, into the budget, rendered as quoted
           data that a model must not follow as instructions.

        Only the packed memories count as accessed. ``with_ids`` also renders each
        memory's id (for a reader that acts on memories by id; ~25 tokens each).

        Raises:
            InvalidQuery: An argument is out of bounds.
        """
        now = self._clock()
        where = self._query_filter(
            query, k, types, entities, min_importance, goal, include_superseded, min_relevance, now
        )
        _check_budget(token_budget)
        counter = self._counter()
        seeds, mentions = await self._ranked(query, k, where, goal, min_relevance, now)
        ordered, expanded = list(seeds), set[str]()
        if expand and seeds:
            ordered, expanded = await self._expand(query, seeds, where, k, now, mentions)
        context = pack(
            ordered, token_budget, counter=counter, expanded=expanded, now=now, ids=with_ids
        )
        items = await self._record_accesses(list(context.items), now)
        await self._mentioned(mentions, now, skip=set())
        return replace(context, items=tuple(items))

    def _counter(self) -> TokenCounter:
        if self._tokens is None:
            self._tokens = default_counter()
        return self._tokens

    def _query_filter(
        self,
        query: str,
        k: int,
        types: Sequence[str] | None,
        entities: Sequence[str] | None,
        min_importance: float | None,
        goal: str | None,
        include_superseded: bool,
        min_relevance: float,
        now: datetime,
    ) -> RecordFilter:
        """Check a read's arguments (typed errors) and build its filter."""
        _check_query(query, "query")
        if goal is not None:
            _check_query(goal, "goal")
        if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
            raise InvalidQuery("k", f"must be a whole number from 1 to {MAX_K} (got {k!r}).")
        for t in types or ():
            if not TYPE_PATTERN.fullmatch(t):
                raise InvalidQuery("types", f"{t!r} is not a memory type.")
        if min_importance is not None and not _is_number(min_importance):
            raise InvalidQuery("min_importance", "must be a number between 0 and 1.")
        if not _is_number(min_relevance) or not 0.0 <= min_relevance <= 1.0:
            raise InvalidQuery("min_relevance", "must be a number between 0 and 1.")
        return RecordFilter(
            types=tuple(types) if types else None,
            entities=tuple(entities) if entities else None,
            min_importance=min_importance,
            include_superseded=include_superseded,
            live_at=now,
            viewer=self.agent,
        )

    async def _ranked(
        self,
        query: str,
        k: int,
        where: RecordFilter,
        goal: str | None,
        min_relevance: float,
        now: datetime,
    ) -> tuple[list[Recalled], tuple[str, ...]]:
        """The ``k`` best hits (no access recorded) and the entities the query mentions."""
        texts = [query] if goal is None else [query, goal]
        vectors = await self._embedder.embed(texts)
        hits = await self._tiers.warm.search(
            self.namespace,
            vectors[0],
            limit=max(4 * k, 20),
            where=where,
            with_vectors=goal is not None,
        )
        hits = [h for h in hits if h.similarity >= min_relevance]
        mentions = await self._mentions(query)
        if await self._restore_mentioned(mentions):
            hits = await self._tiers.warm.search(
                self.namespace,
                vectors[0],
                limit=max(4 * k, 20),
                where=where,
                with_vectors=goal is not None,
            )
            hits = [h for h in hits if h.similarity >= min_relevance]
        if mentions:
            # A memory about an entity the query names is relevant whatever its wording,
            # and more relevant than the same wording about someone else: its relevance
            # goes halfway to 1 ("Leila's favourite tool" beats "Marco's favourite tool").
            mentioned = await self._tiers.warm.search(
                self.namespace,
                vectors[0],
                limit=2 * k + 5,
                where=replace(where, entities=mentions),
                with_vectors=goal is not None,
            )
            by_id = {h.record.id: h for h in hits}
            by_id.update({h.record.id: h for h in mentioned if h.record.id not in by_id})
            hits = [ScoredRecord(h.record, _mention_relevance(h, mentions)) for h in by_id.values()]
        if not hits:
            return [], mentions
        fresh = await self._fresh([h.record for h in hits], with_access=True)
        goal_similarities = None
        if goal is not None:
            matrix = np.array([h.record.embedding for h in hits], dtype=np.float32)
            goal_similarities = matrix @ vectors[1]
        ranked = rank(
            [fresh[h.record.id] for h in hits],
            [h.similarity for h in hits],
            now,
            self._policy,
            k=k,
            goal_similarities=goal_similarities,
        )
        return ranked, mentions

    async def _restore_mentioned(self, mentions: Sequence[str]) -> int:
        """Bring back archived memories of an identifier that has no live memory left.

        Forgetting is demotion: a question about order A-1042 months after its last
        mention finds its archived, current memories (at most MAX_RESTORE_ON_MENTION
        per identifier) restored to the live tiers. Returns how many were restored.
        """
        restored = 0
        for entity in mentions:
            if entity.partition(":")[0] not in IDENTIFYING_KINDS:
                continue
            about = RecordFilter(entities=(entity,), viewer=self.agent)
            if await self._tiers.warm.count(self.namespace, about):
                continue
            current = replace(about, include_superseded=False)
            scan = self._tiers.archive.scan(
                self.namespace, where=current, batch_size=MAX_RESTORE_ON_MENTION
            )
            async for batch in scan:
                for record in batch[:MAX_RESTORE_ON_MENTION]:
                    await self.restore(record.id)
                    restored += 1
                break
        return restored

    async def _mentions(self, text: str) -> tuple[str, ...]:
        """Entities ``text`` mentions, per the judge (none without one)."""
        if self._judge is None:
            return ()
        return await self._judge.mentions(text, namespace=self.namespace)

    async def _expand(
        self,
        query: str,
        seeds: list[Recalled],
        where: RecordFilter,
        k: int,
        now: datetime,
        mentioned: Sequence[str],
    ) -> tuple[list[Recalled], set[str]]:
        """Seeds, each followed by its best one-hop neighbour (at most ``k // 2`` in all).

        A hop follows a seed's relations and the entities the seed adds to the query
        (the query's own entities were searched already): "who is on Orion" reaches
        the person, then that person's current facts.
        """
        vector = (await self._embedder.embed([query]))[0]
        taken = {h.record.id for h in seeds}
        ordered: list[Recalled] = []
        expanded: set[str] = set()
        entities_seen: set[str] = set(mentioned)
        limit = max(1, k // 2)
        for seed in seeds:
            ordered.append(seed)
            if len(expanded) >= limit:
                continue
            linked = [
                rel.target
                for rel in seed.record.relations
                if rel.kind in ("relates", "summarizes")
                or (where.include_superseded and rel.kind in SUPERSEDING_KINDS)
            ]
            candidates: list[ScoredRecord] = []
            if linked:
                only_linked = replace(where, ids=tuple(linked))
                candidates += await self._tiers.warm.search(
                    self.namespace, vector, limit=len(linked), where=only_linked
                )
            fresh_entities = [e for e in seed.record.entities if e not in entities_seen][:3]
            entities_seen.update(fresh_entities)
            for entity in fresh_entities:
                candidates += await self._tiers.warm.search(
                    self.namespace, vector, limit=3, where=replace(where, entities=(entity,))
                )
            picked: dict[str, ScoredRecord] = {}
            for hit in candidates:
                if hit.record.id not in taken and hit.record.id not in picked:
                    # Priya's facts for "the engineer of Vega", not her work on Helix.
                    relevance = _mention_relevance(hit, mentioned)
                    picked[hit.record.id] = ScoredRecord(hit.record, relevance)
            if not picked:
                continue
            fresh = await self._fresh([h.record for h in picked.values()], with_access=True)
            neighbours = rank(
                [fresh[i] for i in picked],
                [h.similarity for h in picked.values()],
                now,
                self._policy,
                k=min(EXPAND_PER_SEED, limit - len(expanded)),
            )
            for near in neighbours:
                taken.add(near.record.id)
                expanded.add(near.record.id)
                ordered.append(near)
        return ordered, expanded

    async def _record_accesses(self, ranked: list[Recalled], now: datetime) -> list[Recalled]:
        """Record the accesses of what is returned; return the hits with counters folded in."""
        if ranked:
            await self._tiers.hot.record_access(self.namespace, [h.record.id for h in ranked], now)
        return [replace(h, record=_accessed(h.record, now)) for h in ranked]

    async def get(self, record_id: str) -> MemoryRecord:
        """Return one memory from whichever tier holds it (live first, then archive).

        Raises:
            RecordNotFound: No memory with that id is visible in this namespace.
        """
        live = await self._live_many([record_id], missing_ok=True, with_access=True)
        if record_id in live:
            return _without_vector(live[record_id])
        archived = await self._archived(record_id)
        return _without_vector(archived)

    # -- lifecycle --------------------------------------------------------------------
    async def forget(
        self, record_id: str, *, hard: bool = False, reason: str = "forgotten on request"
    ) -> MemoryRecord | None:
        """Forget a memory: archive it (restorable), or delete it with ``hard=True``.

        Returns:
            The archived record, or None after a hard delete.

        Raises:
            PolicyViolation: The memory is anchored, or hard deletes are off.
        """
        if hard and not self._policy.allow_hard_delete:
            raise PolicyViolation(
                "Hard deletes are off in this retention policy. Forget without hard=True "
                "to archive the memory (it stays restorable), or enable allow_hard_delete."
            )
        live = await self._live_many(
            [record_id], missing_ok=True, with_vectors=True, with_access=True
        )
        if record_id not in live:
            archived = await self._archived(record_id)
            if hard:
                await self._tiers.archive.delete_many(self.namespace, [record_id])
                return None
            return _without_vector(archived)
        record = live[record_id]
        if record.anchored:
            raise PolicyViolation(
                f"Memory {record_id} is anchored; unanchor it first if it should be forgotten."
            )
        if hard:
            await self._delete_live([record_id])
            await self._tiers.archive.delete_many(self.namespace, [record_id])
            return None
        cold = record.evolve(tier="cold", archived_at=self._clock(), archive_reason=reason)
        await self._tiers.archive.put_many(self.namespace, [cold])
        if record_id not in await self._tiers.archive.get_many(self.namespace, [record_id]):
            raise PolicyViolation(f"The archive did not keep {record_id}; nothing was removed.")
        await self._delete_live([record_id])
        return _without_vector(cold)

    async def restore(self, record_id: str) -> MemoryRecord:
        """Bring an archived memory back to the live tiers, keeping its id and history."""
        live = await self._live_many([record_id], missing_ok=True)
        if record_id in live:
            return _without_vector(live[record_id])
        archived = await self._archived(record_id)
        embedding = archived.embedding
        if embedding is None:
            embedding = _as_tuple((await self._embedder.embed([archived.content]))[0])
        hot = archived.anchored or archived.importance >= self._policy.hot_importance
        restored = archived.evolve(
            tier="hot" if hot else "warm",
            archived_at=None,
            archive_reason=None,
            embedding=embedding,
        )
        await self._write_live([restored])
        await self._tiers.archive.delete_many(self.namespace, [record_id])
        return _without_vector(restored)

    async def anchor(self, record_id: str) -> MemoryRecord:
        """Pin a memory to the hot tier; it never decays (archived ones are restored)."""
        live = await self._live_many([record_id], missing_ok=True)
        record = live.get(record_id) or await self.restore(record_id)
        anchored = record.evolve(anchored=True, tier="hot")
        await self._write_live([anchored], previous=[record])
        return _without_vector(anchored)

    async def unanchor(self, record_id: str) -> MemoryRecord:
        """Let a memory decay again; maintenance may later demote it."""
        record = (await self._live_many([record_id]))[record_id]
        released = record.evolve(anchored=False)
        await self._write_live([released], previous=[record])
        return _without_vector(released)

    async def link(self, source_id: str, kind: str, target_id: str) -> MemoryRecord:
        """Add a ``kind`` relation from one live memory to another.

        Superseding kinds (updates, negates, resolves, completes) mark the target
        as superseded by the source.
        """
        if kind not in RELATION_KINDS:
            raise InvalidQuery("kind", f"must be one of {', '.join(RELATION_KINDS)}.")
        if source_id == target_id:
            raise InvalidQuery("target_id", "a memory cannot relate to itself.")
        live = await self._live_many([source_id, target_id])
        source = live[source_id]
        linked = source.evolve(relations=(*source.relations, Relation(kind=kind, target=target_id)))
        updates, previous = [linked], [source]
        target = _supersede(live[target_id], source_id) if kind in SUPERSEDING_KINDS else None
        if target is not None:
            updates.append(target)
            previous.append(live[target_id])
        await self._write_live(updates, previous=previous)
        return _without_vector(linked)

    async def stats(self) -> MemoryStats:
        """Counts of live, hot, archived, anchored, superseded and expired memories."""
        ns, warm, now = self.namespace, self._tiers.warm, self._clock()
        live = await warm.count(ns)
        pending = await self._tiers.hot.pending_access(ns)
        return MemoryStats(
            namespace=ns,
            live=live,
            hot=await self._tiers.hot.count(ns),
            cold=await self._tiers.archive.count(ns),
            anchored=await warm.count(ns, RecordFilter(anchored=True)),
            superseded=live - await warm.count(ns, RecordFilter(include_superseded=False)),
            expired=live - await warm.count(ns, RecordFilter(live_at=now)),
            pending_accesses=sum(d.count for d in pending.values()),
        )

    async def clear(self) -> int:
        """Delete every memory of this namespace in every tier (explicit, not undoable)."""
        removed = await self._tiers.warm.clear(self.namespace)
        await self._tiers.hot.clear(self.namespace)
        return removed + await self._tiers.archive.clear(self.namespace)

    # -- internals --------------------------------------------------------------------
    async def _live_many(
        self,
        ids: Sequence[str],
        *,
        missing_ok: bool = False,
        with_vectors: bool = False,
        with_access: bool = False,
    ) -> dict[str, MemoryRecord]:
        """Visible live records (hot copy wins for counters), keyed by id.

        ``with_access`` folds in accesses still pending in the hot log: right for
        reads, wrong for records about to be written back (they would count twice).
        """
        for record_id in ids:
            _check_id(record_id)
        if not ids:
            return {}
        warm = await self._tiers.warm.get_many(self.namespace, ids, with_vectors=with_vectors)
        visible = {i: r for i, r in warm.items() if r.visible_to(self.agent)}
        if not missing_ok:
            for record_id in ids:
                if record_id not in visible:
                    raise RecordNotFound(record_id, self.namespace)
        return await self._fresh(list(visible.values()), with_access=with_access)

    async def _fresh(
        self, records: list[MemoryRecord], *, with_access: bool
    ) -> dict[str, MemoryRecord]:
        """Overlay hot-tier fields (and pending access counts) onto warm records."""
        ids = [r.id for r in records]
        hot = await self._tiers.hot.get_many(self.namespace, ids)
        pending = await self._tiers.hot.pending_access(self.namespace, ids) if with_access else {}
        out: dict[str, MemoryRecord] = {}
        for record in records:
            current = with_hot_fields(record, hot.get(record.id))
            out[record.id] = fold_access(current, pending.get(record.id))
        return out

    async def _archived(self, record_id: str) -> MemoryRecord:
        _check_id(record_id)
        found = await self._tiers.archive.get_many(self.namespace, [record_id])
        record = found.get(record_id)
        if record is None or not record.visible_to(self.agent):
            raise RecordNotFound(record_id, self.namespace)
        return record

    async def _write_live(
        self, records: list[MemoryRecord], *, previous: list[MemoryRecord] | None = None
    ) -> None:
        """Warm first (the index of every live record), then the hot copies.

        ``previous=None`` means the records are new (stored with their vectors);
        otherwise they replace ``previous`` field by field. If the hot write fails, the
        warm write is undone, so a failed call leaves the tiers as they were.
        """
        if not records:
            return
        ns, warm = self.namespace, self._tiers.warm
        if previous is None:
            await warm.put_many(ns, records)
        else:
            await warm.update_many(ns, records)
        hot = [r.model_copy(update={"embedding": None}) for r in records if r.tier == "hot"]
        try:
            if hot:
                await self._tiers.hot.put_many(ns, hot)
        except BaseException:
            if previous is None:
                await warm.delete_many(ns, [r.id for r in records])
            else:
                await warm.update_many(ns, previous)
            raise

    async def _delete_live(self, ids: list[str]) -> None:
        pending = await self._tiers.hot.pending_access(self.namespace, ids)
        await self._tiers.hot.delete_many(self.namespace, ids)
        await self._tiers.warm.delete_many(self.namespace, ids)
        await self._tiers.hot.ack_access(self.namespace, pending)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _check_query(text: object, name: str) -> None:
    if not isinstance(text, str) or not text.strip():
        raise InvalidQuery(name, "must be a non-empty string describing what to look for.")
    if len(text.encode("utf-8")) > DEFAULT_LIMITS.max_content_bytes:
        raise InvalidQuery(name, "is longer than 32 KiB; shorten it to the question itself.")


def _mention_relevance(hit: ScoredRecord, mentions: Sequence[str]) -> float:
    """Relevance of a hit once the entities the query names are taken into account.

    Carrying a named entity moves relevance halfway to 1 (at least ENTITY_RELEVANCE);
    naming only another thing of the same kind ("customer Umbrella" when the query
    asks about "customer Globex") halves it: the same words about someone else.
    """
    entities = set(hit.record.entities)
    if entities.intersection(mentions):
        return max(ENTITY_RELEVANCE, hit.similarity + (1.0 - hit.similarity) / 2)
    kinds = {e.partition(":")[0] for e in mentions} - {"name"}
    if any(e.partition(":")[0] in kinds for e in entities):
        return hit.similarity / 2
    return hit.similarity


def _check_budget(budget: object) -> None:
    if budget is None:
        return
    if isinstance(budget, bool) or not isinstance(budget, int) or not 1 <= budget <= MAX_BUDGET:
        raise InvalidQuery(
            "token_budget",
            f"must be a whole number of tokens from 1 to {MAX_BUDGET:,} (got {budget!r}).",
        )


def _check_id(record_id: object) -> None:
    if not isinstance(record_id, str) or not is_uuid7(record_id):
        raise InvalidQuery(
            "id",
            f"{record_id!r} is not a memory id; ids are UUIDv7 strings as returned by remember.",
        )


def _relation(value: Relation | tuple[str, str]) -> Relation | dict[str, str]:
    if isinstance(value, Relation):
        return value
    if not isinstance(value, tuple) or len(value) != 2:
        raise InvalidRecord("relations", "each relation must be a (kind, target_id) pair.")
    return {"kind": value[0], "target": value[1]}


def _supersede(target: MemoryRecord, newer_id: str) -> MemoryRecord | None:
    """Mark ``target`` superseded by ``newer_id`` unless an even newer version won."""
    # UUIDv7 ids sort by creation time, so "newest valid version wins" is a string compare.
    if target.superseded_by is not None and target.superseded_by >= newer_id:
        return None
    return target.evolve(superseded_by=newer_id)


def _accessed(record: MemoryRecord, now: datetime) -> MemoryRecord:
    return _without_vector(fold_access(record, AccessDelta(1, now)))


def _without_vector(record: MemoryRecord) -> MemoryRecord:
    return record if record.embedding is None else record.model_copy(update={"embedding": None})


def _as_tuple(vector: Any) -> tuple[float, ...]:
    return tuple(float(x) for x in np.asarray(vector, dtype=np.float32).tolist())
