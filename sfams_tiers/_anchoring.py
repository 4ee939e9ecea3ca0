"""Anchors that follow attention: re-anchoring on mention, bounded per namespace.

DESIGN §4: a query or a new memory that mentions an entity of a low-weight record
re-anchors it (weight reset to at least ``rules.reanchor_importance``); anchors are
bounded per namespace, the least valuable released first.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sfams_tiers._memcore import (
    MemoryCore,
)
from sfams_tiers._models import (
    MemoryRecord,
)
from sfams_tiers._policy import score_records
from sfams_tiers._tiers import RecordFilter
from sfams_tiers._writepath import (
    IDENTIFYING_KINDS,
    STATEFUL_TYPES,
    base_type,
)

__all__ = ["AnchoringMixin"]

MAX_REANCHOR = 20
"""Low-weight memories one mention may re-anchor."""


class AnchoringMixin(MemoryCore):
    """Re-anchoring on mention and the per-namespace anchor bound."""

    async def _mentioned(self, entities: Sequence[str], now: datetime, *, skip: set[str]) -> None:
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
        rules = self._policy.rules
        specific = {e for e in entities if e.partition(":")[0] not in ("name", "person")}
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
        """Release the least valuable anchors beyond ``rules.max_anchors``.

        Value is importance, then how recently the anchor was used: a new anchor never
        pushes out an identifier that matters more than it does.
        """
        limit = self._policy.rules.max_anchors
        where = RecordFilter(anchored=True)
        excess = await self._tiers.warm.count(self.namespace, where) - limit
        if excess <= 0:
            return
        anchored: list[MemoryRecord] = []
        async for batch in self._tiers.warm.scan(self.namespace, where=where):
            anchored += (await self._fresh(batch, with_access=False)).values()
        anchored.sort(
            key=lambda r: (r.id in keep, r.importance, r.last_accessed or r.created_at, r.id)
        )
        released = anchored[:excess]
        await self._write_live(
            [r.model_copy(update={"anchored": False}) for r in released], previous=released
        )


def _worth_reanchoring(record: MemoryRecord, specific: set[str]) -> bool:
    """Carries an identifier, or a mentioned entity of a named kind (not a bare name)."""
    return any(e.partition(":")[0] in IDENTIFYING_KINDS or e in specific for e in record.entities)
