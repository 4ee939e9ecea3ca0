"""TieredMemory: the facade agents and operators use (remember, recall, forget ...).

One instance is bound to one namespace (the team) and optionally one agent, so a
record of another namespace can never be read, linked or changed through it.
Every write validates all input before touching any tier, then moves data
copy -> verify -> delete, so a failure leaves at worst a harmless duplicate.

The facade is assembled from small parts: :mod:`sfams_tiers._memcore` (state and
storage primitives), :mod:`sfams_tiers._remember` (the write path),
:mod:`sfams_tiers._recall` (the read path) and :mod:`sfams_tiers._anchoring`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sfams_tiers._errors import InvalidQuery, PolicyViolation
from sfams_tiers._memcore import (
    supersede_target,
    without_vector,
)
from sfams_tiers._models import (
    RELATION_KINDS,
    SUPERSEDING_KINDS,
    MemoryRecord,
    Relation,
)
from sfams_tiers._recall import RecallMixin
from sfams_tiers._remember import RememberMixin
from sfams_tiers._tiers import RecordFilter
from sfams_tiers._validate import (
    check_bool,
    check_id,
    check_text,
)
from sfams_tiers._writelock import write_lock
from sfams_tiers._writepath import may_replace

__all__ = [
    "MemoryStats",
    "TieredMemory",
]
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


class TieredMemory(RememberMixin, RecallMixin):
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

    async def get(self, record_id: str) -> MemoryRecord:
        """Return one memory from whichever tier holds it (live first, then archive).

        Raises:
            RecordNotFound: No memory with that id is visible in this namespace.
        """
        check_id(record_id)
        live = await self._live_many([record_id], missing_ok=True, with_access=True)
        if record_id in live:
            return without_vector(live[record_id])
        archived = await self._archived(record_id)
        return without_vector(archived)

    # -- lifecycle --------------------------------------------------------------------
    async def forget(
        self, record_id: str, *, hard: bool = False, reason: str = "forgotten on request"
    ) -> MemoryRecord | None:
        """Forget a memory: archive it (restorable), or delete it with ``hard=True``.

        Returns:
            The archived record, or None after a hard delete.

        Raises:
            InvalidQuery: The id, ``hard`` or ``reason`` is not acceptable.
            PolicyViolation: The memory is anchored, or hard deletes are off.
        """
        check_id(record_id)
        check_bool(hard, "hard")
        check_text(reason, "reason", max_bytes=self._limits.max_reason_bytes, blank_ok=True)
        if hard and not self._policy.allow_hard_delete:
            raise PolicyViolation(
                "Hard deletes are off in this retention policy. Forget without hard=True "
                "to archive the memory (it stays restorable), or enable allow_hard_delete."
            )
        async with write_lock(self._tiers, self.namespace):
            live = await self._live_many(
                [record_id], missing_ok=True, with_vectors=True, with_access=True
            )
            if record_id not in live:
                archived = await self._archived(record_id)
                if hard:
                    await self._tiers.archive.delete_many(self.namespace, [record_id])
                    return None
                return without_vector(archived)
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
            if record_id not in await self._tiers.archive.live_ids(self.namespace, [record_id]):
                raise PolicyViolation(f"The archive did not keep {record_id}; nothing was removed.")
            await self._delete_live([record_id])
            return without_vector(cold)

    async def anchor(self, record_id: str) -> MemoryRecord:
        """Pin a memory to the hot tier; it never decays (archived ones are restored)."""
        check_id(record_id)
        async with write_lock(self._tiers, self.namespace):
            live = await self._live_many([record_id], missing_ok=True)
            record = live.get(record_id) or await self.restore(record_id)
            anchored = record.evolve(anchored=True, tier="hot")
            await self._write_live([anchored], previous=[record])
            return without_vector(anchored)

    async def unanchor(self, record_id: str) -> MemoryRecord:
        """Let a memory decay again; maintenance may later demote it."""
        check_id(record_id)
        async with write_lock(self._tiers, self.namespace):
            record = (await self._live_many([record_id]))[record_id]
            released = record.evolve(anchored=False)
            await self._write_live([released], previous=[record])
            return without_vector(released)

    async def link(self, source_id: str, kind: str, target_id: str) -> MemoryRecord:
        """Add a ``kind`` relation from one live memory to another.

        Superseding kinds (updates, negates, resolves, completes) mark the target
        as superseded by the source.
        """
        check_id(source_id, "source_id")
        check_id(target_id, "target_id")
        if not isinstance(kind, str) or kind not in RELATION_KINDS:
            raise InvalidQuery("kind", f"must be one of {', '.join(RELATION_KINDS)}.")
        if source_id == target_id:
            raise InvalidQuery("target_id", "a memory cannot relate to itself.")
        async with write_lock(self._tiers, self.namespace):
            live = await self._live_many([source_id, target_id])
            source = live[source_id]
            if kind in SUPERSEDING_KINDS and not may_replace(source, live[target_id]):
                raise PolicyViolation(
                    f"Memory {target_id} is shared and {source_id} is private: a private "
                    f"memory cannot {kind.removesuffix('s')} a shared one, or every other "
                    "agent would lose it. Link them with 'relates' instead."
                )
            linked = source.evolve(
                relations=(*source.relations, Relation(kind=kind, target=target_id))
            )
            updates, previous = [linked], [source]
            target = (
                supersede_target(live[target_id], source_id) if kind in SUPERSEDING_KINDS else None
            )
            if target is not None:
                updates.append(target)
                previous.append(live[target_id])
            await self._write_live(updates, previous=previous)
            return without_vector(linked)

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
