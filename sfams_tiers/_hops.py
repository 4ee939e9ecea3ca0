"""The hops of assemble_context: from the seeds to what they lead to.

One hop follows the best seed's relations and the entities it adds ("who is on Orion"
reaches the person, then that person's facts). A second hop answers a question that
asks for a kind of value through someone else ("where is the person Katya reports to
based?"): the memory linking the subject to that someone, then their value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from sfams_tiers._archive_search import search_archive
from sfams_tiers._asking import latest_values
from sfams_tiers._hant import fold
from sfams_tiers._judge._names import name_forms
from sfams_tiers._judge._speaker import speaks_of_self, split_speaker
from sfams_tiers._linking import (
    BRIDGE_KINDS,
    about,
    between_people,
    first_word,
    formerly,
    links,
    others,
    work_relation,
)
from sfams_tiers._memcore import MemoryCore
from sfams_tiers._models import SUPERSEDING_KINDS, MemoryRecord
from sfams_tiers._ranking import Recalled, rank
from sfams_tiers._slots import subject_of
from sfams_tiers._tiers import RecordFilter, ScoredRecord, Vector

__all__ = ["ENTITY_RELEVANCE", "MENTION_SCAN", "Hops", "mention_relevance"]

ENTITY_RELEVANCE = 0.5
"""Relevance a memory gets at least when it carries an entity the query mentions."""
EXPAND_PER_SEED = 2
"""One-hop neighbours packed after the best seed of ``assemble_context``."""
NEIGHBOUR_IMPORTANCE = 0.45
"""Importance a one-hop neighbour needs: a mention in small talk is not worth its tokens."""
MENTION_SCAN = 40
"""Memories of a named thing searched when a query asks for a single-valued kind."""
BRIDGE_SEEDS = 3
"""Seeds whose other entities may lead a second hop when no link memory is found."""
BRIDGE_CANDIDATES = 40
"""Memories of one bridge entity searched for the kind of value a query asks for."""
MAX_BRIDGES = 2
"""People one link memory may lead to ("handing Nadia over from Tomasz to Magda")."""
LINK_SCAN = 100
"""Memories of the query's subject searched for the one linking it to someone else."""
LINKS_TRIED = 3
"""Links tried, newest first, until one leads to someone with the value asked for."""


class Hops:
    """One-hop expansion and the second hop of assemble_context, over one core.

    Example:
        >>> from sfams_tiers import HashEmbedder, InMemoryArchive, InMemoryHotTier
        >>> from sfams_tiers import InMemoryWarmTier, Tiers
        >>> tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        >>> Hops(MemoryCore(tiers, HashEmbedder(), namespace="team-a")).core.namespace
        'team-a'
    """

    def __init__(self, core: MemoryCore) -> None:
        self.core = core

    async def expand(
        self,
        vector: Vector,
        seeds: list[Recalled],
        where: RecordFilter,
        k: int,
        now: datetime,
        mentioned: Sequence[str],
    ) -> tuple[list[Recalled], set[str]]:
        """The seeds, then the best seed's one-hop neighbours (two, ``k`` items in all).

        A hop follows the best seed's relations and the entities it adds to the query
        (the query's own entities were searched already): "who is on Orion" reaches
        the person, then that person's current facts. Hops from weaker seeds cost
        tokens and rarely answer. Neighbours come after every seed, so a tight budget
        drops them before any seed, and only fill the places the seeds left of ``k``:
        a context is never longer than the ``k`` memories a plain search would pack.
        """
        taken = {h.record.id for h in seeds}
        ordered: list[Recalled] = list(seeds)
        expanded: set[str] = set()
        entities_seen: set[str] = set(mentioned)
        limit = k - len(seeds)
        for seed in seeds[:1]:
            if len(expanded) >= limit:
                break
            linked = [
                rel.target
                for rel in seed.record.relations
                if rel.kind in ("relates", "summarizes")
                or (where.include_superseded and rel.kind in SUPERSEDING_KINDS)
            ]
            candidates: list[ScoredRecord] = []
            if linked:
                only_linked = replace(where, ids=tuple(linked))
                candidates += await self.core.tiers.warm.search(
                    self.core.namespace, vector, limit=len(linked), where=only_linked
                )
            originals = set(linked) if seed.record.type == "summary" else set()
            if originals:  # what the summary stands for, archived by consolidation or not
                gone = originals - {c.record.id for c in candidates}
                candidates += await self.core.archived_scored(vector, sorted(gone))
            fresh_entities = [e for e in seed.record.entities if e not in entities_seen][:3]
            entities_seen.update(fresh_entities)
            for entity in fresh_entities:
                candidates += await self.core.tiers.warm.search(
                    self.core.namespace,
                    vector,
                    limit=3,
                    where=replace(where, entities=name_forms(entity)),
                )
            picked: dict[str, ScoredRecord] = {}
            for hit in candidates:
                if hit.record.id not in taken and hit.record.id not in picked:
                    # Priya's facts for "the engineer of Vega", not her work on Helix.
                    relevance = mention_relevance(hit, mentioned)
                    picked[hit.record.id] = ScoredRecord(hit.record, relevance)
            if not picked:
                continue
            fresh = await self.core.fresh([h.record for h in picked.values()], with_access=True)
            neighbours = rank(
                [fresh[i] for i in picked],
                [h.similarity for h in picked.values()],
                now,
                self.core.policy,
                k=min(EXPAND_PER_SEED, limit - len(expanded)),
            )
            for near in neighbours:
                small = near.record.importance < NEIGHBOUR_IMPORTANCE
                if small and near.record.id not in originals:
                    continue  # small talk about the same person costs tokens, tells nothing
                taken.add(near.record.id)
                expanded.add(near.record.id)
                ordered.append(near)
        return ordered, expanded

    async def second_hop(
        self,
        vector: Vector,
        seeds: Sequence[Recalled],
        where: RecordFilter,
        asked: frozenset[str],
        now: datetime,
        mentioned: Sequence[str],
    ) -> list[Recalled]:
        """The link and the value of a question asking for a value through someone else.

        "Where is the person Katya reports to based?" asks for a person and a place.
        The link is the best memory naming Katya and someone else (Boris); the answer
        is Boris's memory carrying the kind asked for (a place). Without a link memory
        (the question asks no "who"), the people the seeds name are tried in seed
        order. Returns the link (when found) and at most MAX_BRIDGES values.
        """
        values = asked - {"person", "status"}  # the person asked for is the bridge
        if not values:
            return []
        taken = {s.record.id for s in seeds}
        candidates: list[Recalled] = []
        if "person" in asked and mentioned:
            candidates = await self._links(vector, where, now, mentioned)
        # The newest link whose person has a value of the kind asked: "Faiza takes her
        # instructions from Nomsa" leads nowhere when only Pieter's city is known and
        # "Nomsa handed Faiza over to Pieter" is the line before it.
        for link in candidates:
            reached = await self._through(
                vector, where, [link], {"person"}, values, taken, mentioned, now
            )
            if reached:
                return ([link] if link.record.id not in taken else []) + reached
        if candidates:
            return []
        return await self._through(
            vector, where, list(seeds[:BRIDGE_SEEDS]), BRIDGE_KINDS, values, taken, mentioned, now
        )

    async def _through(
        self,
        vector: Vector,
        where: RecordFilter,
        sources: Sequence[Recalled],
        bridges: frozenset[str] | set[str],
        values: frozenset[str],
        taken: set[str],
        mentioned: Sequence[str],
        now: datetime,
    ) -> list[Recalled]:
        """The values of the kind asked held by the people ``sources`` name (bridges)."""
        taken = set(taken)
        out: list[Recalled] = []
        seen: set[str] = set(mentioned)
        found = 0
        limit = MAX_BRIDGES if bridges == {"person"} else 1
        for source in sources:
            # The one a relation moved to before the one it moved away from.
            named = others(source.record, seen)
            for entity in sorted(named, key=lambda e: formerly(source.record, e)):
                kind, _, name = entity.partition(":")
                if kind not in bridges | {"name"}:
                    continue
                forms = tuple(dict.fromkeys([*name_forms(entity), *await self.core.mentions(name)]))
                if kind not in bridges and not any(f.startswith("person:") for f in forms):
                    continue  # "reports to Zintle" leads to Zintle once she is known as a person
                seen.update(forms)
                best = await self._valued(vector, where, forms, values, taken, now)
                if best is None:
                    continue
                taken.add(best.record.id)
                out.append(best)
                found += 1
                if found >= limit:
                    return out
        return out

    async def _links(
        self, vector: Vector, where: RecordFilter, now: datetime, mentioned: Sequence[str]
    ) -> list[Recalled]:
        """Memories naming the query's subject and someone else (Katya's boss), newest first."""
        found = await self._link_hits(vector, where, mentioned)
        if not found:
            return []
        fresh = await self.core.fresh([h.record for h in found], with_access=True)
        ranked = rank(
            [fresh[h.record.id] for h in found],
            [h.similarity for h in found],
            now,
            self.core.policy,
            k=len(found),
        )
        by_id = {r.record.id: r for r in ranked}
        return [by_id[h.record.id] for h in found if h.record.id in by_id]  # newest first

    async def link_hit(
        self,
        vector: Vector,
        where: RecordFilter,
        mentioned: Sequence[str],
        *,
        at_work: bool = False,
    ) -> ScoredRecord | None:
        """The newest memory linking the query's subject to someone (scored by ``vector``).

        With ``at_work``, only a line saying how they relate at work counts ("for Bluejay,
        talk to Keisha, she's the owner", not "Shawna flipped Bluejay to shipped").
        """
        found = await self._link_hits(vector, where, mentioned, at_work=at_work, limit=1)
        return found[0] if found else None

    async def _link_hits(
        self,
        vector: Vector,
        where: RecordFilter,
        mentioned: Sequence[str],
        *,
        at_work: bool = False,
        limit: int = LINKS_TRIED,
    ) -> list[ScoredRecord]:
        """The ``limit`` newest memories linking the query's subject to someone."""
        hits = await self.core.tiers.warm.search(
            self.core.namespace,
            vector,
            limit=LINK_SCAN,
            where=replace(where, entities=tuple(mentioned)),
        )
        named = set(mentioned)
        found = [h for h in hits if links(h.record, named)]
        if at_work:
            found = [h for h in found if work_relation(h.record.content)]
        # "Katarzyna's boss": of a person, the link is a statement about them ("Katarzyna
        # is under Ji-woo"), not one where they are the value ("Halcyon is Seo-yeon's
        # baby, not Katarzyna's").
        # The query's own reading comes first, its name variants after: "Katya" is a
        # person, "Atlas" a thing (whatever ``person:Atlas`` variant follows it).
        if mentioned and mentioned[0].startswith("person:"):
            # Any word of the name will do: "P. Bhattacharya (Priyanka) -> Rohan".
            words = {first_word(m) for m in mentioned if m.partition(":")[0] in BRIDGE_KINDS}
            found = [h for h in found if words & about(h.record)]
            # "Marcus is handing Tamarack over to Farah" relates them through a project:
            # a line relating people alone is the better link, when there is one.
            found = [h for h in found if between_people(h.record, named)] or found
        # The newest statement linking the subject is the relation now: a handover
        # rarely names the one it replaces in words a write could match.
        found.sort(key=lambda h: (h.record.created_at, h.record.id), reverse=True)
        return found[:limit]

    async def _valued_archived(
        self, vector: Vector, where: RecordFilter, forms: tuple[str, ...], values: frozenset[str]
    ) -> list[ScoredRecord]:
        """The bridge's value when only the archive still has it, brought back.

        "Mariam works from Tucson" may have decayed while the link naming Mariam stayed:
        the archive is scanned for Mariam's current memories (the cost of
        ``search_archive``, paid only by a second hop whose bridge has no live value),
        and the best one carrying the kind asked for is restored to the live tiers.
        """
        found = await search_archive(
            self.core.tiers.archive,
            self.core.namespace,
            vector,
            where=replace(where, entities=forms, include_superseded=False),
            limit=BRIDGE_CANDIDATES,
            min_similarity=-1.0,
        )
        carrying = [h for h in found if _carries(h.record, values)]
        if not carrying:
            return []
        back = await self.core.bring_back([carrying[0].record])
        return [ScoredRecord(r, carrying[0].similarity) for r in back]

    async def _valued(
        self,
        vector: Vector,
        where: RecordFilter,
        forms: tuple[str, ...],
        values: frozenset[str],
        taken: set[str],
        now: datetime,
    ) -> Recalled | None:
        """The best memory about ``forms`` carrying a value of a kind in ``values``."""
        hits = await self.core.tiers.warm.search(
            self.core.namespace,
            vector,
            limit=BRIDGE_CANDIDATES,
            where=replace(where, entities=forms),
        )
        carrying = [
            h
            for h in hits
            if h.record.id not in taken and _carries(h.record, values) and _of(h.record, forms)
        ]
        if not carrying:
            carrying = await self._valued_archived(vector, where, forms, values)
        # Their newest address, not the best worded one: an older one has changed.
        carrying = latest_values(carrying, values, forms)
        if not carrying:
            return None
        fresh = await self.core.fresh([h.record for h in carrying], with_access=True)
        best = rank(
            [fresh[h.record.id] for h in carrying],
            [max(ENTITY_RELEVANCE, h.similarity) for h in carrying],
            now,
            self.core.policy,
            k=1,
        )
        return best[0] if best else None


def _carries(record: MemoryRecord, values: frozenset[str]) -> bool:
    """True when a memory carries a value of one of the kinds in ``values``."""
    return any(e.partition(":")[0] in values for e in record.entities)


def _of(record: MemoryRecord, forms: Sequence[str]) -> bool:
    """True when a memory's value may be that of ``forms``' person, not of another.

    The value is its subject's: "Seo-yeon: ignore my earlier msg, Tunde's address is ..."
    names Seo-yeon as its author only, "Mei-Lin said Alexis is relocating to Kansas City"
    is Alexis's move; "Tunde: I'm in Kansas City now" is Tunde's own.
    """
    keys = {first_word(f) for f in forms}
    if first_word(subject_of(record) or "") in keys:
        return True
    author, body = split_speaker(fold(record.content))
    alone = not [
        e for e in record.entities if e.startswith("person:") and first_word(e) not in keys
    ]
    return (
        bool(author) and first_word(f"person:{author}") in keys and speaks_of_self(body) and alone
    )


def mention_relevance(hit: ScoredRecord, mentions: Sequence[str]) -> float:
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
