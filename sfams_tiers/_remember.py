"""The write path of :class:`TieredMemory`: judged, deduplicated, superseding writes.

DESIGN §4b: validate -> (judge what the caller left out) -> embed -> compare with the
nearest neighbours (reinforce a near-duplicate, or let the judge find what the new
memory replaces) -> one warm upsert (+ the hot copy) -> retire the replaced versions.
The decisions themselves are pure functions in :mod:`sfams_tiers._writepath`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

import numpy as np

from sfams_tiers._anchoring import Anchors
from sfams_tiers._drafts import Author, Draft, Judged, draft_of_item, judge_draft
from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import InvalidRecord, PolicyViolation
from sfams_tiers._ids import uuid7
from sfams_tiers._memcore import MemoryCore
from sfams_tiers._models import (
    SUPERSEDING_KINDS,
    MemoryRecord,
    validate_record,
)
from sfams_tiers._slots import frame_text, same_slot_possible, shared_subjects, slot_conflicts
from sfams_tiers._tier_io import without_vector
from sfams_tiers._tiers import RecordFilter, ScoredRecord
from sfams_tiers._writelock import write_lock
from sfams_tiers._writepath import (
    IDENTIFYING_KINDS,
    Supersession,
    base_type,
    chain_behind,
    close_chain,
    conflict_candidates,
    find_duplicate,
    may_replace,
    reinforce,
    supersede,
)

__all__ = ["WritePath"]

log = logging.getLogger(__name__)

MAX_ENTITY_SEARCHES = 3
"""Entities of a new memory whose nearest memories are conflict candidates."""
REPLACING = frozenset({"updates", "negates"})
"""Relation kinds that give an attribute a new value (resolutions close, they do not)."""


MAX_CHAIN = 50
"""Older versions a resolution or completion down-weights beyond the ones it closes."""
CHAIN_KINDS = frozenset({"resolves", "completes"})

MANY_CHUNK = 100
"""Memories :meth:`WritePath.remember_many` writes per hold of the write lock."""


class WritePath:
    """remember() and remember_many() over one core (the facade documents them).

    Example:
        >>> import asyncio
        >>> from sfams_tiers import HashEmbedder, InMemoryArchive, InMemoryHotTier
        >>> from sfams_tiers import InMemoryWarmTier, Tiers
        >>> tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        >>> core = MemoryCore(tiers, HashEmbedder(), namespace="team-a")
        >>> writes = WritePath(core, Anchors(core))
        >>> from sfams_tiers._drafts import make_draft
        >>> draft = make_draft(writes.author(), core.clock(), "Standup is at 9:30")
        >>> asyncio.run(writes.remember(draft)).type
        'fact'
    """

    def __init__(self, core: MemoryCore, anchors: Anchors) -> None:
        self.core = core
        self.anchors = anchors

    def author(self) -> Author:
        """Who writes through this path: namespace, agent, limits and the vector check."""
        return Author(
            self.core.namespace,
            self.core.agent,
            self.core.limits,
            lambda vector: self.core.given_vector(vector, InvalidRecord),
        )

    async def remember(self, draft: Draft) -> MemoryRecord:
        """Judge and store one checked draft (:func:`~sfams_tiers._drafts.make_draft`)."""
        [stored] = await self._store([await self._judged(draft)])
        return stored

    async def remember_many(self, items: Iterable[str | Mapping[str, Any]]) -> list[MemoryRecord]:
        """See :meth:`~sfams_tiers.TieredMemory.remember_many`."""
        if isinstance(items, str | bytes | Mapping) or not isinstance(items, Iterable):
            raise InvalidRecord(
                "items", "must be a list of texts or of mappings of remember's arguments."
            )
        author, now = self.author(), self.core.clock()
        drafts = [draft_of_item(author, now, i, item) for i, item in enumerate(items)]
        judged = await asyncio.gather(*(self._judged(draft) for draft in drafts))
        stored: list[MemoryRecord] = []
        for start in range(0, len(judged), MANY_CHUNK):
            stored += await self._store(judged[start : start + MANY_CHUNK])
        return stored

    async def _judged(self, draft: Draft) -> Judged:
        rules = self.core.policy.rules
        return await judge_draft(
            draft, self.author(), self.core.judge, rules.auto_anchor_importance
        )

    async def _store(self, judged: Sequence[Judged]) -> list[MemoryRecord]:
        """Embed what has no vector (one call), then write each in order under the lock."""
        missing = [j.record.content for j in judged if j.embedding is None]
        vectors: Iterator[Any] = iter(await self.core.embedder.embed(missing) if missing else [])
        ready = [
            (j, j.embedding if j.embedding is not None else Embedding(next(vectors)))
            for j in judged
        ]
        stored: list[MemoryRecord] = []
        async with write_lock(self.core.tiers, self.core.namespace):
            for item, embedding in ready:
                # Stamped inside the lock: the order of ids is the order of writes, so
                # the last writer of a fact holds its current version (DESIGN I7).
                now = self.core.clock()
                record = item.record.model_copy(
                    update={"id": uuid7(), "created_at": now, "embedding": embedding}
                )
                stored.append(
                    await self._write_new(record, embedding.array, now, type_given=item.type_given)
                )
        return stored

    async def _write_new(
        self, record: MemoryRecord, vector: Any, now: datetime, *, type_given: bool
    ) -> MemoryRecord:
        """The read-decide-write part of remember, under the namespace's write lock."""
        targets = await self.core.live_many([rel.target for rel in record.relations])
        neighbours = await self._neighbours(record, vector, now)
        duplicate = find_duplicate(record, neighbours, self.core.policy.rules)
        if duplicate is not None:
            return await self._reinforce(duplicate, record, now)
        superseding: list[tuple[str, MemoryRecord]] = [
            (rel.kind, targets[rel.target])
            for rel in record.relations
            if rel.kind in SUPERSEDING_KINDS
        ]
        for kind, old in superseding:
            if not may_replace(record, old):
                raise PolicyViolation(_not_yours(old.id, kind))
        heads = await self._current_versions(superseding)
        superseding += [(kind, head) for kind, head in heads if may_replace(record, head)]
        superseding += await self._judged_conflicts(record, neighbours)
        if not type_given:
            # A new value of a fact is a fact: it inherits the type it replaces rather
            # than the judge's guess from its wording ("is now ..." reads as a state).
            replaced_types = [old.type for kind, old in superseding if kind in REPLACING]
            if replaced_types:
                record = record.model_copy(update={"type": replaced_types[0]})
        outcome = supersede(record, superseding, self.core.policy.rules)
        outcome = close_chain(outcome, await self._history(outcome), self.core.policy.rules)
        record = validate_record(outcome.record.model_dump(), self.core.limits)
        hot = record.anchored or record.importance >= self.core.policy.hot_importance
        record = record.model_copy(update={"tier": "hot" if hot else "warm"})
        await self.core.write_live([record])
        await self._retire(record, outcome.replaced, undo=True)
        skip = {record.id, *(old.id for old, _ in outcome.replaced)}
        await self.anchors.mentioned(record.entities, now, skip=skip)
        if record.anchored:
            await self.anchors.bound(keep={record.id})
        return without_vector(record)

    async def _retire(
        self,
        record: MemoryRecord,
        replaced: Sequence[tuple[MemoryRecord, MemoryRecord]],
        *,
        undo: bool,
    ) -> None:
        """Write the versions ``record`` replaced; with ``undo``, remove it if that fails.

        The undo deletes the warm point first (what makes a memory live, DESIGN I1), so
        a hot tier that went down in between cannot keep the new version live. Should
        the warm tier fail too, ``record`` stays live beside the version it replaces
        until the retry of the same call, or any write that repeats it, finishes the
        supersession (:meth:`_finish_supersessions`).
        """
        try:
            await self.core.write_live(
                [new for _, new in replaced], previous=[old for old, _ in replaced]
            )
        except BaseException:
            if undo:
                try:
                    await self.core.tiers.warm.delete_many(self.core.namespace, [record.id])
                    if record.tier == "hot":
                        await self.core.tiers.hot.delete_many(self.core.namespace, [record.id])
                except Exception as exc:  # the original error is the one to report
                    log.warning(
                        "Could not undo memory %s (%s); a retry finishes it.", record.id, exc
                    )
            raise

    async def _history(self, outcome: Supersession) -> list[MemoryRecord]:
        """The live older versions behind what ``outcome`` resolves or completes.

        Walked back through their ``updates`` / ``negates`` / ``resolves`` /
        ``completes`` links, at most ``MAX_CHAIN`` records (archived ones are already
        forgotten and are left as they are).
        """
        closes = {r.target for r in outcome.record.relations if r.kind in CHAIN_KINDS}
        frontier = [i for old, _ in outcome.replaced if old.id in closes for i in chain_behind(old)]
        seen = {outcome.record.id, *(old.id for old, _ in outcome.replaced)}
        found: list[MemoryRecord] = []
        while frontier and len(found) < MAX_CHAIN:
            ids = [i for i in dict.fromkeys(frontier) if i not in seen]
            seen.update(ids)
            live = list((await self.core.live_many(ids, missing_ok=True)).values())
            found += live[: MAX_CHAIN - len(found)]
            frontier = [i for older in live for i in chain_behind(older)]
        return found

    async def _current_versions(
        self, superseding: Sequence[tuple[str, MemoryRecord]]
    ) -> list[tuple[str, MemoryRecord]]:
        """The current version of each target another memory already replaced.

        Ten agents updating "the deadline" at once all name the version they read; the
        later ones replace whichever update landed first, so one version stays current.
        """
        found: list[tuple[str, MemoryRecord]] = []
        for kind, target in superseding:
            seen = {target.id}
            head = target
            while head.superseded_by is not None and head.superseded_by not in seen:
                seen.add(head.superseded_by)
                newer = await self.core.live_many([head.superseded_by], missing_ok=True)
                if head.superseded_by not in newer:
                    break
                head = newer[head.superseded_by]
            if head.id != target.id and head.superseded_by is None:
                found.append((kind, head))
        return found

    async def _neighbours(
        self, record: MemoryRecord, vector: Any, now: datetime
    ) -> list[ScoredRecord]:
        """The nearest live, current memories, plus the nearest sharing an entity."""
        rules = self.core.policy.rules
        where = RecordFilter(include_superseded=False, live_at=now, viewer=self.core.agent)
        limit = rules.conflict_candidates
        hits = await self.core.tiers.warm.search(
            self.core.namespace, vector, limit=limit, where=where
        )
        # One search per entity, identifiers first: the older states of ticket T-417 must
        # not be crowded out by look-alike memories of the customer it belongs to.
        ranked = sorted(record.entities, key=lambda e: e.partition(":")[0] not in IDENTIFYING_KINDS)
        for entity in ranked[:MAX_ENTITY_SEARCHES]:
            forms: tuple[str, ...] = (entity,)
            kind, _, name = entity.partition(":")
            if kind in ("person", "name"):
                # "Mariam works from Tucson" must meet "Mariam Haddad works from Richmond".
                named = await self.core.mentions(name)
                forms += tuple(m for m in named if m.partition(":")[0] in ("person", "name"))
            sharing = replace(where, entities=tuple(dict.fromkeys(forms)))
            hits += await self.core.tiers.warm.search(
                self.core.namespace, vector, limit=limit, where=sharing
            )
        return hits

    async def _reinforce(
        self, duplicate: MemoryRecord, record: MemoryRecord, now: datetime
    ) -> MemoryRecord:
        current = (await self.core.fresh([duplicate], with_access=False))[duplicate.id]
        merged = reinforce(current, record, now, self.core.limits.max_entities)
        await self.core.write_live([merged], previous=[current])
        await self._finish_supersessions(merged)
        await self.anchors.mentioned(record.entities, now, skip={merged.id})
        return without_vector(merged)

    async def _finish_supersessions(self, record: MemoryRecord) -> None:
        """Retire what ``record`` replaces but a failed write left current (a retry's repair)."""
        kinds = {r.target: r.kind for r in record.relations if r.kind in SUPERSEDING_KINDS}
        targets = await self.core.live_many(list(kinds), missing_ok=True)
        pending = [
            (kinds[i], old)
            for i, old in targets.items()
            if old.superseded_by is None or old.superseded_by < record.id
        ]
        if pending:
            outcome = supersede(record, pending, self.core.policy.rules)
            await self._retire(record, outcome.replaced, undo=False)

    async def _judged_conflicts(
        self, record: MemoryRecord, neighbours: Sequence[ScoredRecord]
    ) -> list[tuple[str, MemoryRecord]]:
        """(kind, old record) for each neighbour the judge says ``record`` replaces."""
        if self.core.judge is None or base_type(record) == "summary":
            return []
        candidates = conflict_candidates(record, neighbours, self.core.policy.rules)
        if not candidates:
            return []
        # The hot copies' fields are authoritative (DESIGN I2): judge and rewrite those.
        by_id = await self.core.fresh(candidates, with_access=False)
        candidates = [by_id[c.id] for c in candidates]
        verdicts = await self.core.judge.classify_relation(without_vector(record), candidates)
        floor = self.core.policy.rules.verdict_confidence
        chosen: dict[str, tuple[str, MemoryRecord]] = {}
        for verdict in verdicts:
            if verdict.target not in by_id or verdict.confidence < floor:
                continue
            old = by_id[verdict.target]
            # A replacement is believed only for one subject's one attribute (``_slots``):
            # a cue word ("now") must not retire an unrelated fact.
            if verdict.kind in REPLACING and not same_slot_possible(record, old):
                continue
            if not shared_subjects(record, old):
                continue  # "the car park is closed" resolves nothing it does not name
            chosen.setdefault(verdict.target, (verdict.kind, old))
        for kind, old in await self._slot_conflicts(record, candidates):
            chosen.setdefault(old.id, (kind, old))
        return [chosen[i] for i in sorted(chosen)]

    async def _slot_conflicts(
        self, record: MemoryRecord, candidates: Sequence[MemoryRecord]
    ) -> list[tuple[str, MemoryRecord]]:
        """The candidates whose slot (subject and frame) ``record`` fills anew (``_slots``)."""
        same = [c for c in candidates if shared_subjects(record, c)]
        if not same:
            return []
        texts = [frame_text(r.content, r.entities) for r in (record, *same)]
        # Embedders return unit rows, so a dot product is the cosine.
        frames = np.asarray(await self.core.embedder.embed(texts), dtype=np.float32)
        return slot_conflicts(record, same, frames)


def _not_yours(target_id: str, kind: str) -> str:
    return (
        f"Memory {target_id} is shared; a private memory cannot {kind.removesuffix('s')} it, "
        "or every other agent would lose it. Remember the new value as shared, or leave "
        "out the relation."
    )
