"""Executing moves between tiers: copy -> verify -> delete, journaled (DESIGN I3).

Every batch holds its namespace's write lock (:mod:`sfams_tiers._writelock`) from
reading its records to its last write, so a memory written or updated meanwhile is
moved as it is now, never overwritten by the copy the job read earlier. Every batch
of moves is recorded as an intent in the journal before its first write and cleared
after its last one. A crash anywhere in between leaves at worst a record
in two tiers; :func:`recover` (run at the start of every job) finishes what the intent
began, so re-running any job is safe and nothing is ever lost.

Order of writes per kind (the copy always lands before the original goes):

* archive  warm/hot -> cold: archive.put -> verify -> hot.delete -> warm.delete
* restore  cold -> warm/hot: warm.put (+ hot.put) -> verify -> archive.delete
* promote  warm -> hot:      hot.put -> warm.update(tier=hot)
* demote   hot -> warm:      warm.update(hot counters, tier=warm) -> hot.delete
* purge    cold -> gone:     archive.purge (physical removal; explicit only)
* fold     access log -> records: set journaled absolute counters -> ack under the
           intent id (a replayed ack is a no-op, so a crash never counts twice)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import TierUnavailable
from sfams_tiers._ids import uuid7
from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._journal import Intent, IntentKind, journal_for
from sfams_tiers._models import MemoryRecord, Tier
from sfams_tiers._tiers import AccessDelta, RecordFilter, with_access, with_hot_fields
from sfams_tiers._writelock import write_lock

__all__: list[str] = []


@dataclass
class BatchResult:
    """What one executed batch did."""

    moved: int = 0
    bytes_written: int = 0
    skipped: int = 0
    reviews: int = 0
    """Judge calls that reviewed the batch before it was forgotten."""
    vetoes: list[str] = field(default_factory=list)
    """``"<id>: <reason>"`` per memory the judge kept."""


async def _journaled(
    ctx: JobContext,
    namespace: str,
    kind: IntentKind,
    ids: Sequence[str],
    target: Tier | None,
    details: Mapping[str, Any] | None = None,
) -> Intent:
    intent = Intent(
        id=uuid7(),
        namespace=namespace,
        job=ctx.job,
        kind=kind,
        ids=tuple(ids),
        target=target,
        created_at=ctx.clock(),
        details=details or {},
    )
    await ctx.before_write()
    await journal_for(ctx.tiers).record(intent)
    return intent


async def _done(ctx: JobContext, intent: Intent) -> None:
    await journal_for(ctx.tiers).clear(intent.namespace, intent.id)


async def live_records(
    ctx: JobContext, namespace: str, ids: Sequence[str]
) -> dict[str, MemoryRecord]:
    """Warm records (with vectors) with the hot copy's fields (authoritative counters)."""
    warm = await ctx.tiers.warm.get_many(namespace, ids, with_vectors=True)
    return await with_hot_copies(ctx, namespace, list(warm.values()))


async def with_hot_copies(
    ctx: JobContext, namespace: str, records: Sequence[MemoryRecord]
) -> dict[str, MemoryRecord]:
    """Warm ``records`` (just read, with vectors) with their hot copies' fields."""
    hot = await ctx.tiers.hot.get_many(namespace, [r.id for r in records if r.tier == "hot"])
    return {r.id: with_hot_fields(r, hot.get(r.id)) for r in records}


async def archive_batch(
    ctx: JobContext,
    namespace: str,
    reasons: Mapping[str, str],
    records: Mapping[str, MemoryRecord] | None = None,
) -> BatchResult:
    """Archive the live records in ``reasons`` (id -> why), copy -> verify -> delete.

    The records are read again under the namespace's write lock, so a memory updated
    since the caller read it (``records``: what the caller saw) is archived as it is
    now; one anchored since then stays live (skipped).
    """
    async with write_lock(ctx.tiers, namespace):
        return await _archive_locked(ctx, namespace, reasons, records or {})


async def _archive_locked(
    ctx: JobContext,
    namespace: str,
    reasons: Mapping[str, str],
    seen: Mapping[str, MemoryRecord],
) -> BatchResult:
    fresh = await live_records(ctx, namespace, list(reasons))
    now = ctx.clock()
    records = {
        i: r
        for i, r in fresh.items()
        if not r.anchored or (i in seen and seen[i].anchored) or r.is_expired(now)
    }
    result = BatchResult(skipped=len(reasons) - len(records))
    if not records:
        return result
    ids = list(records)
    intent = await _journaled(ctx, namespace, "archive", ids, "cold")
    # Only these fields change, to values valid by construction: a copy skips
    # re-validating the whole record (and its vector) for every one of them. An anchor
    # ends with its TTL: an expired anchored memory is archived released.
    cold = [
        r.model_copy(
            update={
                "tier": "cold",
                "archived_at": now,
                "archive_reason": reasons[i],
                "anchored": r.anchored and not r.is_expired(now),
            }
        )
        for i, r in records.items()
    ]
    result.bytes_written = await ctx.tiers.archive.put_many(namespace, cold)
    missing = set(ids) - await ctx.tiers.archive.live_ids(namespace, ids)
    if missing:
        raise TierUnavailable(
            f"The archive did not return {len(missing)} record(s) just written "
            f"(e.g. {sorted(missing)[0]}); nothing was removed from the live tiers. Retry the job."
        )
    await ctx.before_write()
    await ctx.tiers.hot.delete_many(namespace, ids)
    await ctx.tiers.warm.delete_many(namespace, ids)
    await _done(ctx, intent)
    result.moved = len(ids)
    return result


async def restore_batch(
    ctx: JobContext, namespace: str, records: Sequence[MemoryRecord], to: Tier
) -> BatchResult:
    """Bring archived ``records`` back to ``to`` (warm or hot), keeping id and history."""
    if not records:
        return BatchResult()
    missing_vectors = [r for r in records if r.embedding is None]
    if missing_vectors:
        if ctx.embedder is None:
            raise TierUnavailable(
                f"{len(missing_vectors)} archived record(s) have no embedding and no embedder "
                "was configured to recompute them; configure SFAMS_EMBEDDER and retry."
            )
        vectors = await ctx.embedder.embed([r.content for r in missing_vectors])
        fixed = {
            r.id: r.model_copy(update={"embedding": Embedding(v)})
            for r, v in zip(missing_vectors, vectors, strict=True)
        }
        records = [fixed.get(r.id, r) for r in records]
    async with write_lock(ctx.tiers, namespace):
        return await _restore_locked(ctx, namespace, records, to)


async def _restore_locked(
    ctx: JobContext, namespace: str, records: Sequence[MemoryRecord], to: Tier
) -> BatchResult:
    ids = [r.id for r in records]
    intent = await _journaled(ctx, namespace, "restore", ids, to)
    back = {"tier": to, "archived_at": None, "archive_reason": None}
    live = [r.model_copy(update=back) for r in records]
    await ctx.tiers.warm.put_many(namespace, live)
    if to == "hot":
        await ctx.tiers.hot.put_many(
            namespace, [r.model_copy(update={"embedding": None}) for r in live]
        )
    if await ctx.tiers.warm.count(namespace, RecordFilter(ids=tuple(ids))) != len(set(ids)):
        raise TierUnavailable(
            "The warm tier did not return every restored record; the archive copies were kept. "
            "Retry the job."
        )
    await ctx.before_write()
    await ctx.tiers.archive.delete_many(namespace, ids)
    await _done(ctx, intent)
    return BatchResult(moved=len(ids))


async def promote_batch(ctx: JobContext, namespace: str, ids: Sequence[str]) -> BatchResult:
    """Give warm records a hot copy (counters start from the warm values)."""
    async with write_lock(ctx.tiers, namespace):
        return await _promote_locked(ctx, namespace, ids)


async def anchor_batch(ctx: JobContext, namespace: str, ids: Sequence[str]) -> BatchResult:
    """Anchor live records (a forget review's re-anchor): a promote that also anchors.

    Journaled as a promote: a crash in between ends with the record hot, and at worst
    without its anchor (it stays live either way).
    """
    async with write_lock(ctx.tiers, namespace):
        return await _promote_locked(ctx, namespace, ids, anchor=True)


async def _promote_locked(
    ctx: JobContext, namespace: str, ids: Sequence[str], *, anchor: bool = False
) -> BatchResult:
    records = await live_records(ctx, namespace, ids)
    result = BatchResult(skipped=len(ids) - len(records))
    if not records:
        return result
    intent = await _journaled(ctx, namespace, "promote", list(records), "hot")
    change = {"tier": "hot", "anchored": True} if anchor else {"tier": "hot"}
    hot = [r.evolve(**change) for r in records.values()]
    await ctx.tiers.hot.put_many(namespace, [r.model_copy(update={"embedding": None}) for r in hot])
    await ctx.tiers.warm.update_many(namespace, hot)
    await _done(ctx, intent)
    result.moved = len(hot)
    return result


async def demote_batch(ctx: JobContext, namespace: str, ids: Sequence[str]) -> BatchResult:
    """Flush the hot copies' counters to the warm tier, then drop the hot copies."""
    async with write_lock(ctx.tiers, namespace):
        return await _demote_locked(ctx, namespace, ids)


async def _demote_locked(ctx: JobContext, namespace: str, ids: Sequence[str]) -> BatchResult:
    records = await live_records(ctx, namespace, ids)
    result = BatchResult(skipped=len(ids) - len(records))
    if not records:
        return result
    intent = await _journaled(ctx, namespace, "demote", list(records), "warm")
    await ctx.tiers.warm.update_many(namespace, [r.evolve(tier="warm") for r in records.values()])
    await ctx.before_write()
    await ctx.tiers.hot.delete_many(namespace, list(records))
    await _done(ctx, intent)
    result.moved = len(records)
    return result


def _counters(records: Sequence[MemoryRecord], deltas: Mapping[str, AccessDelta]) -> dict[str, Any]:
    return {
        "set": {
            r.id: [
                r.access_count,
                r.last_accessed.isoformat() if r.last_accessed else None,
                r.importance,
            ]
            for r in records
        },
        "ack": {i: [d.count, d.last.isoformat()] for i, d in deltas.items()},
    }


async def _apply_counters(ctx: JobContext, namespace: str, details: Mapping[str, Any]) -> None:
    """Set the journaled absolute counters (idempotent) on the warm and hot copies."""
    wanted: dict[str, list[Any]] = dict(details.get("set", {}))
    warm = await ctx.tiers.warm.get_many(namespace, list(wanted))
    hot = await ctx.tiers.hot.get_many(namespace, list(wanted))
    updated = []
    for record_id, (count, last, *importance) in wanted.items():
        current = hot.get(record_id) or warm.get(record_id)
        if current is not None:
            when = datetime.fromisoformat(last) if last else None
            change = {"access_count": count, "last_accessed": when}
            if importance:  # journals written before use reinforced importance lack it
                change["importance"] = importance[0]
            updated.append(current.model_copy(update=change))
    await _write_counters(ctx, namespace, updated, set(hot))


async def _write_counters(
    ctx: JobContext, namespace: str, updated: Sequence[MemoryRecord], hot_ids: set[str]
) -> None:
    if updated:
        await ctx.tiers.warm.update_many(namespace, updated)
        hot_copies = [r for r in updated if r.id in hot_ids]
        if hot_copies:
            await ctx.tiers.hot.put_many(namespace, hot_copies)


def _used(record: MemoryRecord, delta: AccessDelta | None, ctx: JobContext) -> MemoryRecord:
    """``record`` with its pending accesses folded in and its importance reinforced."""
    folded = with_access(record, delta)
    if delta is None:
        return folded
    importance = ctx.policy.reinforced(folded.importance, delta.count)
    return (
        folded.model_copy(update={"importance": importance})
        if importance != folded.importance
        else folded
    )


async def fold_batch(ctx: JobContext, namespace: str, deltas: Mapping[str, AccessDelta]) -> None:
    """Fold ``deltas`` into the records, then acknowledge the log under the intent's id.

    The records are read under the namespace's write lock and written back at once, so
    a memory reinforced or updated meanwhile keeps its change.
    """
    async with write_lock(ctx.tiers, namespace):
        ids = list(deltas)
        warm = await ctx.tiers.warm.get_many(namespace, ids)
        hot = await ctx.tiers.hot.get_many(namespace, ids)
        records = [_used(hot.get(i, r), deltas.get(i), ctx) for i, r in warm.items()]
        intent = await _journaled(ctx, namespace, "fold", ids, None, _counters(records, deltas))
        await _write_counters(ctx, namespace, records, set(hot))
        await ctx.before_write()
        await ctx.tiers.hot.ack_access(namespace, dict(deltas), ack_id=intent.id)
        await _done(ctx, intent)


def _deltas(details: Mapping[str, Any]) -> dict[str, AccessDelta]:
    return {
        i: AccessDelta(int(count), datetime.fromisoformat(last))
        for i, (count, last) in dict(details.get("ack", {})).items()
    }


async def recover(ctx: JobContext, namespace: str) -> int:
    """Finish every move a crashed run left half done; return how many intents."""
    journal = journal_for(ctx.tiers)
    pending = await journal.pending(namespace)
    for intent in pending:
        ids = list(intent.ids)
        if intent.kind == "archive":
            archived = await ctx.tiers.archive.live_ids(namespace, ids)
            done = [i for i in ids if i in archived]
            await ctx.tiers.hot.delete_many(namespace, done)
            await ctx.tiers.warm.delete_many(namespace, done)
        elif intent.kind == "restore":
            live = await ctx.tiers.warm.get_many(namespace, ids)
            if intent.target == "hot":  # the crash may have come before the hot copies
                hot = await ctx.tiers.hot.get_many(namespace, list(live))
                missing = [r.evolve(tier="hot") for i, r in live.items() if i not in hot]
                if missing:
                    await ctx.tiers.hot.put_many(namespace, missing)
                    await ctx.tiers.warm.update_many(namespace, missing)
            await ctx.tiers.archive.delete_many(namespace, [i for i in ids if i in live])
        elif intent.kind == "promote":
            hot = await ctx.tiers.hot.get_many(namespace, ids)
            await ctx.tiers.warm.update_many(namespace, list(hot.values()))
        elif intent.kind == "fold":
            await _apply_counters(ctx, namespace, intent.details)
            await ctx.tiers.hot.ack_access(namespace, _deltas(intent.details), ack_id=intent.id)
        elif intent.kind == "demote":
            live = await ctx.tiers.warm.get_many(namespace, ids)
            await ctx.tiers.hot.delete_many(
                namespace, [i for i, r in live.items() if r.tier == "warm"]
            )
        elif intent.kind == "consolidate":
            # Imported here: the consolidation job is built on this module's moves.
            from sfams_tiers._jobs._consolidate import finish_consolidation

            await finish_consolidation(ctx, namespace, intent)
        await journal.clear(namespace, intent.id)
    return len(pending)
