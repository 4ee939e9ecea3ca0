"""Reading one memory by id and the explicit lifecycle: forget, anchor, unanchor, link.

Each change holds the namespace's write lock and re-reads what it changes under it
(DESIGN I7); forgetting archives (restorable) unless the policy allows hard deletes.
"""

from __future__ import annotations

import logging
from typing import Any

from sfams_tiers._errors import InvalidQuery, JobConflict, PolicyViolation, SfamsError
from sfams_tiers._jobs import JobContext, run_job
from sfams_tiers._memcore import MemoryCore, supersede_target
from sfams_tiers._models import (
    RELATION_KINDS,
    SUPERSEDING_KINDS,
    JobReport,
    MemoryRecord,
    Relation,
)
from sfams_tiers._tier_io import without_vector
from sfams_tiers._validate import check_bool, check_id, check_number, check_text
from sfams_tiers._writelock import write_lock
from sfams_tiers._writepath import may_replace

__all__ = ["Lifecycle"]

log = logging.getLogger(__name__)


class Lifecycle:
    """get, forget, anchor, unanchor, link, clear and jobs over one core.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import HashEmbedder, InMemoryArchive, InMemoryHotTier
        >>> from sfams_tiers import InMemoryWarmTier, RecordNotFound, Tiers
        >>> tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        >>> life = Lifecycle(MemoryCore(tiers, HashEmbedder(), namespace="team-a"))
        >>> try:
        ...     asyncio.run(life.get("0193a1b2-0000-7000-8000-000000000000"))
        ... except RecordNotFound:
        ...     print("not found")
        not found
    """

    def __init__(self, core: MemoryCore) -> None:
        self.core = core
        self._written = 0  # writes since the count trigger last looked

    async def after_writes(self, count: int) -> JobReport | None:
        """The count trigger: maintain when the namespace passes ``policy.maintain_above``.

        Looks at the live count once every tenth of the limit's writes (so a namespace
        that stays above it after a pass is not maintained on every write), and skips
        when another runner is maintaining the namespace already.
        """
        limit = self.core.policy.maintain_above
        if limit is None:
            return None
        self._written += count
        if self._written < max(1, limit // 10):
            return None
        self._written = 0
        if await self.core.tiers.warm.count(self.core.namespace) <= limit:
            return None
        try:
            return await self.run_job(
                "maintain", dry_run=False, wait=False, batch_size=1000, arguments={}
            )
        except JobConflict:
            return None  # another runner holds the namespace: it is being maintained
        except SfamsError as exc:  # the write landed; a failed pass must not undo that
            log.warning(
                "The count-triggered maintenance of %s failed: %s", self.core.namespace, exc
            )
            return None

    async def get(self, record_id: str) -> MemoryRecord:
        """See :meth:`~sfams_tiers.TieredMemory.get`."""
        core = self.core
        check_id(record_id)
        live = await core.live_many([record_id], missing_ok=True, with_access=True)
        if record_id in live:
            return without_vector(live[record_id])
        archived = await core.archived(record_id)
        return without_vector(archived)

    async def forget(
        self, record_id: str, *, hard: bool = False, reason: str = "forgotten on request"
    ) -> MemoryRecord | None:
        """See :meth:`~sfams_tiers.TieredMemory.forget`."""
        core = self.core
        check_id(record_id)
        check_bool(hard, "hard")
        check_text(reason, "reason", max_bytes=core.limits.max_reason_bytes, blank_ok=True)
        if hard and not core.policy.allow_hard_delete:
            raise PolicyViolation(
                "Hard deletes are off in this retention policy. Forget without hard=True "
                "to archive the memory (it stays restorable), or enable allow_hard_delete."
            )
        async with write_lock(core.tiers, core.namespace):
            live = await core.live_many(
                [record_id], missing_ok=True, with_vectors=True, with_access=True
            )
            if record_id not in live:
                archived = await core.archived(record_id)
                if hard:
                    await core.tiers.archive.delete_many(core.namespace, [record_id])
                    return None
                return without_vector(archived)
            record = live[record_id]
            if record.anchored:
                raise PolicyViolation(
                    f"Memory {record_id} is anchored; unanchor it first if it should be forgotten."
                )
            if hard:
                await core.delete_live([record_id])
                await core.tiers.archive.delete_many(core.namespace, [record_id])
                return None
            cold = record.evolve(tier="cold", archived_at=core.clock(), archive_reason=reason)
            await core.tiers.archive.put_many(core.namespace, [cold])
            if record_id not in await core.tiers.archive.live_ids(core.namespace, [record_id]):
                raise PolicyViolation(f"The archive did not keep {record_id}; nothing was removed.")
            await core.delete_live([record_id])
            return without_vector(cold)

    async def anchor(self, record_id: str) -> MemoryRecord:
        """See :meth:`~sfams_tiers.TieredMemory.anchor`."""
        core = self.core
        check_id(record_id)
        async with write_lock(core.tiers, core.namespace):
            live = await core.live_many([record_id], missing_ok=True)
            record = live.get(record_id) or await core.restore(record_id)
            anchored = record.evolve(anchored=True, tier="hot")
            await core.write_live([anchored], previous=[record])
            return without_vector(anchored)

    async def verify(self, record_id: str, confidence: float) -> MemoryRecord:
        """See :meth:`~sfams_tiers.TieredMemory.verify`."""
        core = self.core
        check_id(record_id)
        check_number(confidence, "confidence", low=0.0, high=1.0)
        async with write_lock(core.tiers, core.namespace):
            live = await core.live_many([record_id], missing_ok=True)
            record = live.get(record_id) or await core.restore(record_id)
            if record.confidence >= confidence:
                return without_vector(record)  # a verification never lowers confidence
            verified = record.evolve(confidence=confidence)
            await core.write_live([verified], previous=[record])
            return without_vector(verified)

    async def reward(self, record_id: str, reward: float) -> MemoryRecord:
        """See :meth:`~sfams_tiers.TieredMemory.reward`."""
        core = self.core
        check_id(record_id)
        check_number(reward, "reward", low=-1.0, high=1.0)
        async with write_lock(core.tiers, core.namespace):
            live = await core.live_many([record_id], missing_ok=True)
            record = live.get(record_id) or await core.restore(record_id)
            importance = core.policy.rewarded(record.importance, reward)
            if importance == record.importance:
                return without_vector(record)
            rewarded = record.evolve(importance=importance)
            await core.write_live([rewarded], previous=[record])
            return without_vector(rewarded)

    async def unanchor(self, record_id: str) -> MemoryRecord:
        """See :meth:`~sfams_tiers.TieredMemory.unanchor`."""
        core = self.core
        check_id(record_id)
        async with write_lock(core.tiers, core.namespace):
            record = (await core.live_many([record_id]))[record_id]
            released = record.evolve(anchored=False)
            await core.write_live([released], previous=[record])
            return without_vector(released)

    async def link(self, source_id: str, kind: str, target_id: str) -> MemoryRecord:
        """See :meth:`~sfams_tiers.TieredMemory.link`."""
        core = self.core
        check_id(source_id, "source_id")
        check_id(target_id, "target_id")
        if not isinstance(kind, str) or kind not in RELATION_KINDS:
            raise InvalidQuery("kind", f"must be one of {', '.join(RELATION_KINDS)}.")
        if source_id == target_id:
            raise InvalidQuery("target_id", "a memory cannot relate to itself.")
        async with write_lock(core.tiers, core.namespace):
            live = await core.live_many([source_id, target_id])
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
            await core.write_live(updates, previous=previous)
            return without_vector(linked)

    async def clear(self) -> int:
        """See :meth:`~sfams_tiers.TieredMemory.clear`."""
        tiers, namespace = self.core.tiers, self.core.namespace
        removed = await tiers.warm.clear(namespace)
        await tiers.hot.clear(namespace)
        return removed + await tiers.archive.clear(namespace)

    async def run_job(
        self, name: str, *, dry_run: bool, wait: bool, batch_size: int, arguments: dict[str, Any]
    ) -> JobReport:
        """See :meth:`~sfams_tiers.TieredMemory.run_job`."""
        core = self.core
        ctx = JobContext(
            tiers=core.tiers,
            policy=core.policy,
            clock=core.clock,
            embedder=core.embedder,
            judge=core.judge,
            batch_size=batch_size,
            dry_run=dry_run,
            job=name if isinstance(name, str) else "adhoc",
        )
        return await run_job(name, ctx, core.namespace, wait=wait, **arguments)
