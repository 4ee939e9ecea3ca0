"""Anchors that follow attention: re-anchoring on mention, bounded per namespace.

DESIGN §4: a query or a new memory that mentions an entity of a low-weight record
re-anchors it (weight reset to at least ``rules.reanchor_importance``); anchors are
bounded per namespace, the least valuable released first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from functools import lru_cache

from sfams_tiers._hant import fold
from sfams_tiers._judge._cjk import has_cjk
from sfams_tiers._judge._names import VALUE_KINDS
from sfams_tiers._judge._speaker import speaks_of_self, split_speaker
from sfams_tiers._memcore import MemoryCore
from sfams_tiers._models import MemoryRecord
from sfams_tiers._policy import score_records
from sfams_tiers._tiers import RecordFilter
from sfams_tiers._writelock import write_lock
from sfams_tiers._writepath import (
    IDENTIFYING_KINDS,
    STATEFUL_TYPES,
    base_type,
)

__all__ = ["Anchors"]

MAX_REANCHOR = 20
"""Low-weight memories one mention may re-anchor."""
BOUND_SLACK = 0.05
"""Share of ``rules.max_anchors`` released beyond the excess once the bound is passed."""
MIN_NAME_CHARS = 3
"""Shortest Latin name an anchor's words are searched for (two for Chinese)."""


class Anchors:
    """Re-anchoring on mention and the per-namespace anchor bound, over one core.

    Example:
        >>> from sfams_tiers import HashEmbedder, InMemoryArchive, InMemoryHotTier
        >>> from sfams_tiers import InMemoryWarmTier, Tiers
        >>> tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        >>> anchors = Anchors(MemoryCore(tiers, HashEmbedder(), namespace="team-a"))
        >>> anchors.core.namespace
        'team-a'
    """

    def __init__(self, core: MemoryCore) -> None:
        self.core = core

    async def mentioned(self, entities: Sequence[str], now: datetime, *, skip: set[str]) -> None:
        """Re-anchor low-weight current memories that carry a mentioned entity.

        Their importance is raised to at least ``rules.reanchor_importance`` and they
        are anchored (no decay) until the anchor bound releases them, least valuable
        first. Only stateful types (facts, states, deadlines ...) that carry an
        identifier (a phone, an order, an address ...) or share a mentioned entity of a
        named kind (``company:Globex``): a mention of plain "Marcus" brings back
        Marcus's phone number, not every line that ever named him.
        """
        if not entities:
            return
        core = self.core
        rules = core.policy.rules
        specific = {e for e in entities if e.partition(":")[0] not in ("name", "person")}
        where = RecordFilter(
            entities=tuple(entities),
            include_superseded=False,
            live_at=now,
            viewer=core.agent,
            anchored=False,
        )
        low: list[MemoryRecord] = []
        async for batch in core.tiers.warm.scan(core.namespace, where=where, batch_size=200):
            fresh = await core.fresh(
                [
                    r
                    for r in batch
                    if r.id not in skip
                    and base_type(r) in STATEFUL_TYPES
                    and _worth_reanchoring(r, specific)
                ],
                with_access=False,
            )
            records = list(fresh.values())
            if records:
                scores = score_records(records, now, core.policy)
                low += [r for r, s in zip(records, scores, strict=True) if s < rules.reanchor_below]
            break  # a bounded look: the first batch of the entity's memories
        if not low:
            return
        async with write_lock(core.tiers, core.namespace):
            # Read again under the lock: a memory superseded or anchored since the
            # look above is left as it is now.
            now_live = await core.live_many([r.id for r in low[:MAX_REANCHOR]], missing_ok=True)
            current = [r for r in now_live.values() if not r.anchored and not r.superseded]
            raised = [
                r.model_copy(
                    update={
                        "anchored": True,
                        "tier": "hot",
                        "importance": max(r.importance, rules.reanchor_importance),
                        "last_accessed": now,
                    }
                )
                for r in current
            ]
            await core.write_live(raised, previous=current)
            await self.bound(keep={r.id for r in raised})

    async def adopt(self, mentions: Sequence[str], where: RecordFilter) -> int:
        """Tag the anchors whose words name a mentioned entity they were not tagged with.

        An identifier is often stated before its owner's name is known to be a name
        ("北斗相关支出走CC-HZ-0718" before anyone wrote "北斗项目"): the anchor then
        carries the code alone, and a question naming the owner cannot reach it by
        entity. Called when such a question found no anchor of the kind it asks for,
        this reads the namespace's anchors (bounded by ``rules.max_anchors``) and adds
        the mentioned entity to those that name it in their text, so this question and
        every later one find them. Returns how many anchors were tagged.
        """
        core = self.core
        forms = [(m, form) for m in mentions if (form := _surface(m)) is not None]
        if not forms:
            return 0
        forms.sort(key=lambda pair: -len(pair[1].pattern))  # the longest name first
        scope = replace(where, entities=None, anchored=True, include_superseded=False)
        found: dict[str, str] = {}  # anchor id -> the entity its words name
        named: list[MemoryRecord] = []
        seen = 0
        async for batch in core.tiers.warm.scan(core.namespace, where=scope, batch_size=200):
            for record in batch:
                words = _owners_words(record)  # once per anchor, not once per name
                entity = next((m for m, f in forms if f.search(words)), None)
                if entity is not None and entity not in record.entities:
                    found[record.id] = entity
                    named.append(record)
            seen += len(batch)
            if seen >= core.policy.rules.max_anchors:
                break
        if not named:
            return 0
        async with write_lock(core.tiers, core.namespace):
            fresh = list((await core.live_many(list(found), missing_ok=True)).values())
            fresh = [r for r in fresh if len(r.entities) < core.limits.max_entities]
            tagged = [r.evolve(entities=(*r.entities, found[r.id])) for r in fresh]
            await core.write_live(tagged, previous=fresh)
        return len(tagged)

    async def bound(self, *, keep: set[str]) -> None:
        """Release the least valuable anchors beyond ``rules.max_anchors``.

        Value is importance, then how recently the anchor was used: a new anchor never
        pushes out an identifier that matters more than it does. Past the bound, it
        releases down to 5% under it (:data:`BOUND_SLACK`), so the anchors are read
        once per so many anchored writes instead of on each one.
        """
        async with write_lock(self.core.tiers, self.core.namespace):
            await self._bound_locked(keep)

    async def _bound_locked(self, keep: set[str]) -> None:
        core = self.core
        limit = core.policy.rules.max_anchors
        where = RecordFilter(anchored=True)
        excess = await core.tiers.warm.count(core.namespace, where) - limit
        if excess <= 0:
            return
        excess += int(limit * BOUND_SLACK)
        # Ranked on the hot copies' fields (authoritative, DESIGN I2) read as they are:
        # only the released ones are merged into full records (a copy each), so an
        # anchored write past the bound costs a read of the anchors, not a rebuild.
        anchored: list[MemoryRecord] = []
        async for batch in core.tiers.warm.scan(core.namespace, where=where):
            hot = await core.tiers.hot.get_many(core.namespace, [r.id for r in batch])
            anchored += (hot.get(r.id, r) for r in batch)
        anchored.sort(
            key=lambda r: (r.id in keep, r.importance, r.last_accessed or r.created_at, r.id)
        )
        ids = [r.id for r in anchored[:excess]]
        released = list((await core.live_many(ids, missing_ok=True)).values())
        await core.write_live(
            [r.model_copy(update={"anchored": False}) for r in released], previous=released
        )


def _owners_words(record: MemoryRecord) -> str:
    """The words of an anchor that may name its owner: not its speaker's label.

    "EILIDH MACLEOD: the fix for SR-80782-B went out" names no code of Eilidh's;
    "Eilidh: my cell is ..." does.
    """
    return _owners_text(record.content)


@lru_cache(maxsize=8192)
def _owners_text(content: str) -> str:
    # Cached: adopt reads the same anchors on every question that finds none of the kind.
    text = fold(content)
    author, body = split_speaker(text)
    return text if author is None or speaks_of_self(body) else body


def _surface(entity: str) -> re.Pattern[str] | None:
    """How a mentioned name reads in text: whole words, any case (Chinese: as written).

    Example:
        >>> _surface("project:北斗").pattern, _surface("name:Al") is None
        ('北斗', True)
        >>> bool(_surface("name:Orchard & Vale").search("orchard & vale raised a PO"))
        True
    """
    kind, _, name = entity.partition(":")
    if kind in IDENTIFYING_KINDS or kind in VALUE_KINDS or not name:
        return None
    if has_cjk(name):
        return re.compile(re.escape(name)) if len(name) >= 2 else None
    if len(name) < MIN_NAME_CHARS:
        return None
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)


def _worth_reanchoring(record: MemoryRecord, specific: set[str]) -> bool:
    """Carries an identifier, or a mentioned entity of a named kind (not a bare name)."""
    return any(e.partition(":")[0] in IDENTIFYING_KINDS or e in specific for e in record.entities)
