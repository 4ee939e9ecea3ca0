"""The read path of :class:`TieredMemory`: recall and token-budgeted context assembly.

DESIGN §4b: embed the query, one filtered warm search plus the entities the query
names, fresh hot fields, rank by relevance x retention (x goal), optional one-hop
expansion and packing into a token budget, then record the accesses.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

import numpy as np

from sfams_tiers._anchoring import Anchors
from sfams_tiers._archive_search import ARCHIVE_SEARCH_BELOW
from sfams_tiers._asking import (
    IDENTIFIER_ASKS,
    SINGLE_VALUED,
    answers_kind,
    asked_kinds,
    kind_relevance,
    latest_values,
)
from sfams_tiers._context import Context, check_budget, pack
from sfams_tiers._errors import InvalidQuery
from sfams_tiers._hops import MENTION_SCAN, Hops, mention_relevance
from sfams_tiers._memcore import MemoryCore, accessed, check_query
from sfams_tiers._models import memory_type, normalize_entity
from sfams_tiers._ranking import Recalled, rank
from sfams_tiers._restoring import restore_mentioned, restore_similar
from sfams_tiers._tiers import RecordFilter, ScoredRecord, Vector
from sfams_tiers._validate import check_bool, check_int, check_number, check_strings

__all__ = ["DEFAULT_MIN_RELEVANCE", "MAX_K", "ReadPath"]

MAX_K = 200
DEFAULT_MIN_RELEVANCE = 0.1
"""Cosine similarity below which a memory is not a recall hit (unrelated text)."""
DEFAULT_SEED_RATIO = 0.8
"""Seeds of assemble_context scoring under this share of the best seed are left out."""


class ReadPath:
    """recall() and assemble_context() over one core (the facade documents them).

    Example:
        >>> import asyncio
        >>> from sfams_tiers import HashEmbedder, InMemoryArchive, InMemoryHotTier
        >>> from sfams_tiers import InMemoryWarmTier, Tiers
        >>> tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        >>> core = MemoryCore(tiers, HashEmbedder(), namespace="team-a")
        >>> reads = ReadPath(core, Anchors(core), Hops(core))
        >>> asyncio.run(reads.recall("anything?"))
        []
    """

    def __init__(self, core: MemoryCore, anchors: Anchors, hops: Hops) -> None:
        self.core = core
        self.anchors = anchors
        self.hops = hops

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
        """See :meth:`~sfams_tiers.TieredMemory.recall`."""
        now = self.core.clock()
        where = self._query_filter(
            query, k, types, entities, min_importance, goal, include_superseded, min_relevance, now
        )
        _check_budget(token_budget)
        given = None if vector is None else self.core.given_vector(vector, InvalidQuery).array
        ranked, mentions, _ = await self._ranked(query, k, where, goal, min_relevance, now, given)
        if token_budget is not None:
            packed = pack(ranked, token_budget, counter=self.core.counter(), now=now, ids=False)
            ranked = list(packed.items)
        out = await self._record_accesses(ranked, now)
        await self.anchors.mentioned(mentions, now, skip=set())
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
        seed_ratio: float = DEFAULT_SEED_RATIO,
        vector: Sequence[float] | None = None,
        rewrite: bool = False,
    ) -> Context:
        """See :meth:`~sfams_tiers.TieredMemory.assemble_context`."""
        now = self.core.clock()
        where = self._query_filter(
            query, k, types, entities, min_importance, goal, include_superseded, min_relevance, now
        )
        _check_budget(token_budget)
        check_number(seed_ratio, "seed_ratio", low=0.0, high=1.0)
        check_bool(expand, "expand")
        check_bool(with_ids, "with_ids")
        given = None if vector is None else self.core.given_vector(vector, InvalidQuery).array
        counter = self.core.counter()
        seeds, mentions, query_vector = await self._ranked(
            await self.core.rewritten(query, rewrite), k, where, goal, min_relevance, now, given
        )
        if seeds:
            # Only seeds that compete with the best: a clear answer is not padded with
            # the next-best guesses (their tokens buy nothing).
            floor = seed_ratio * seeds[0].score
            seeds = [s for s in seeds if s.score >= floor]
        ordered, expanded = list(seeds), set[str]()
        bridges: list[str] = []
        asked = asked_kinds(query, mentions)
        if expand and seeds:
            ordered, expanded = await self.hops.expand(query_vector, seeds, where, k, now, mentions)
            reached = await self.hops.second_hop(query_vector, seeds, where, asked, now, mentions)
            fresh = {o.record.id for o in ordered}
            if any(h.record.id not in fresh for h in reached):
                # "The phone of whoever leads Halcyon" cannot be answered without the
                # link and the value: they take the last places when the context is full
                # (the link moves there when it was a seed the cut would drop).
                ids = {h.record.id for h in reached}
                rest = [o for o in ordered if o.record.id not in ids]
                ordered = rest[: max(1, k - len(reached))] + reached
                expanded = {o.record.id for o in ordered[1:] if o not in seeds}
            bridges = [e for h in reached for e in h.record.entities if e.startswith("person:")]
            # "Garrett" reached is Garrett Oduya too ("Garrett O. moved to Des Moines").
            bridges += [f for b in bridges for f in await self.core.mentions(b.partition(":")[2])]
        if not include_superseded:
            # A neighbour must not bring back the older value the seeds were spared, nor
            # an older value of the people a second hop reached.
            ordered = latest_values(ordered, asked, mentions)
            ordered = latest_values(ordered, asked, bridges) if bridges else ordered
        context = pack(
            ordered, token_budget, counter=counter, expanded=expanded, now=now, ids=with_ids
        )
        items = await self._record_accesses(list(context.items), now)
        await self.anchors.mentioned(mentions, now, skip=set())
        return replace(context, items=tuple(items))

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
        """Check a read's arguments (typed errors, before any tier is read) and build its filter."""
        check_query(query, "query", self.core.limits)
        if goal is not None:
            check_query(goal, "goal", self.core.limits)
        check_int(k, "k", low=1, high=MAX_K)
        kinds = (
            ()
            if types is None
            else check_strings(types, "types", example="['fact']", item=memory_type)
        )
        about = (
            ()
            if entities is None
            else check_strings(
                entities, "entities", example="['person:ada']", item=normalize_entity
            )
        )
        if min_importance is not None:
            check_number(min_importance, "min_importance", low=0.0, high=1.0)
        check_number(min_relevance, "min_relevance", low=0.0, high=1.0)
        check_bool(include_superseded, "include_superseded")
        return RecordFilter(
            types=kinds or None,
            entities=about or None,
            min_importance=min_importance,
            include_superseded=include_superseded,
            live_at=now,
            viewer=self.core.agent,
        )

    async def _ranked(
        self,
        query: str,
        k: int,
        where: RecordFilter,
        goal: str | None,
        min_relevance: float,
        now: datetime,
        given: Vector | None = None,
    ) -> tuple[list[Recalled], tuple[str, ...], Vector]:
        """The ``k`` best hits (no access recorded), the query's entities and its vector.

        ``given`` is the query's vector when the caller passed one (only the goal, if
        any, is embedded then).
        """
        vectors: list[Vector]
        if given is None:
            vectors = list(
                await self.core.embedder.embed([query] if goal is None else [query, goal])
            )
        else:
            vectors = [given, *(await self.core.embedder.embed([goal]) if goal is not None else [])]
        found = await self.core.tiers.warm.search(
            self.core.namespace,
            vectors[0],
            limit=max(4 * k, 20),
            where=where,
            with_vectors=goal is not None,
            text=self.core.search_text(query),
        )
        hits = relevant(found, min_relevance)
        mentions = await self.core.mentions(query)
        asked = asked_kinds(query, mentions)
        restored = await restore_mentioned(self.core, mentions)
        from_archive: set[str] = set()
        relation: str | None = None  # the newest line relating the named person at work
        # Archived memories of a named identifier came back: they answer the query.
        # The live tiers answer weakly by meaning (cosine, whatever words they share).
        if not restored and max((h.similarity for h in found), default=0.0) < ARCHIVE_SEARCH_BELOW:
            from_archive = await restore_similar(
                self.core, vectors[0], where, k, found, min_relevance, self.core.search_text(query)
            )
        if restored or from_archive:
            hits = await self.core.tiers.warm.search(
                self.core.namespace,
                vectors[0],
                limit=max(4 * k, 20),
                where=where,
                with_vectors=goal is not None,
                text=self.core.search_text(query),
            )
            hits = relevant(hits, min_relevance)
        if mentions:
            # A memory about an entity the query names is relevant whatever its wording,
            # and more relevant than the same wording about someone else: its relevance
            # goes halfway to 1 ("Leila's favourite tool" beats "Marco's favourite tool").
            # Asked for a value it has one of (a city, a phone), every statement of it
            # must compete: the newest is the answer however it is worded.
            single = bool(asked & (SINGLE_VALUED | {"person", "date", "status"}))
            mentioned = await self.core.tiers.warm.search(
                self.core.namespace,
                vectors[0],
                limit=max(MENTION_SCAN, 2 * k + 5) if single else 2 * k + 5,
                where=replace(where, entities=mentions),
                with_vectors=goal is not None,
                text=self.core.search_text(query),
            )
            # "Yannick's cell?": the identifiers kept about Yannick (anchored) compete even
            # when their words share nothing with the question.
            anchors = replace(where, entities=mentions, anchored=True)

            async def kept_anchors() -> list[ScoredRecord]:
                return await self.core.tiers.warm.search(
                    self.core.namespace,
                    vectors[0],
                    limit=k,
                    where=anchors,
                    with_vectors=goal is not None,
                )

            kept = await kept_anchors()
            if (
                asked & IDENTIFIER_ASKS
                and not any(answers_kind(h.record, asked) for h in kept)
                and await self.anchors.adopt(mentions, where)
            ):
                kept = await kept_anchors()  # an identifier stated before its owner's name
            mentioned += kept
            if "person" in asked:
                # "Who is Mei-Lin's lead?": the newest line relating her to someone at
                # work competes, however many of her other lines the scan found first.
                link = await self.hops.link_hit(vectors[0], where, mentions, at_work=True)
                mentioned += [link] if link is not None else []
                relation = link.record.id if link is not None else None
            by_id = {h.record.id: h for h in hits}
            # The later read carries adopted entities; the better relevance stands.
            for h in relevant(mentioned, -1.0):
                seen = by_id.get(h.record.id)
                by_id[h.record.id] = (
                    h
                    if seen is None or h.similarity >= seen.similarity
                    else (ScoredRecord(h.record, seen.similarity))
                )
            hits = [ScoredRecord(h.record, mention_relevance(h, mentions)) for h in by_id.values()]
        if asked:
            hits = [ScoredRecord(h.record, kind_relevance(h, asked, mentions)) for h in hits]
            # The relation asked about gains another quarter of the way to 1: it is the answer.
            hits = [
                ScoredRecord(h.record, h.similarity + (1.0 - h.similarity) / 4)
                if h.record.id == relation
                else h
                for h in hits
            ]
            if not where.include_superseded:
                hits = latest_values(hits, asked, mentions, relations=True)
        if not hits:
            return [], mentions, vectors[0]
        fresh = await self.core.fresh([h.record for h in hits], with_access=True)
        goal_similarities = None
        if goal is not None:
            matrix = np.stack([np.asarray(h.record.embedding) for h in hits])
            goal_similarities = matrix @ vectors[1]
        ranked = rank(
            [fresh[h.record.id] for h in hits],
            [h.similarity for h in hits],
            now,
            self.core.policy,
            k=k,
            goal_similarities=goal_similarities,
        )
        if from_archive:
            ranked = [replace(h, restored=h.record.id in from_archive) for h in ranked]
        return ranked, mentions, vectors[0]

    async def _record_accesses(self, ranked: list[Recalled], now: datetime) -> list[Recalled]:
        """Record the accesses of what is returned; return the hits with counters folded in."""
        if ranked:
            await self.core.tiers.hot.record_access(
                self.core.namespace, [h.record.id for h in ranked], now
            )
        return [replace(h, record=accessed(h.record, now)) for h in ranked]


def relevant(hits: Sequence[ScoredRecord], floor: float) -> list[ScoredRecord]:
    """The hits scored by relevance (cosine and keywords fused) of at least ``floor``."""
    scored = [ScoredRecord(h.record, h.relevance) if h.lexical else h for h in hits]
    return [h for h in scored if h.similarity >= floor]


def _check_budget(budget: object) -> None:
    if budget is not None:
        check_budget(budget, "token_budget")
