"""The ``maintain`` job: fold accesses, score, then promote, demote and archive.

It streams the namespace twice, so memory stays flat as the tiers grow:

1. **fold** the hot tier's access log into the records (warm and hot copies), then
   acknowledge exactly what was folded;
2. **rank** (pass 1): score every live record batch by batch and keep only the few
   numbers the global rules need: how many are live, expired and anchored, the
   lowest scorers that may be archived (at most the forget budget) and the best
   candidates for the hot tier (at most the hot capacity);
3. **move** (pass 2): score each batch again at the same ``now`` and execute its
   archive, demote and promote moves (copy -> verify -> delete, journaled);
4. **consolidate** (only with ``policy.rules.consolidate``): low-score clusters become
   summaries, see :mod:`sfams_tiers._jobs._consolidate`; the report gains its counts.

The result equals :func:`sfams_tiers.plan_moves` on the whole namespace at once (a
test checks this), with O(batch + capacity + budget) memory instead of O(records).
"""

from __future__ import annotations

import math
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any

import numpy as np
import numpy.typing as npt

from sfams_tiers._columns import HOT, WARM, RecordColumns
from sfams_tiers._jobs._consolidate import consolidate_into
from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._moves import BatchResult, demote_batch, fold_batch, promote_batch
from sfams_tiers._jobs._review import Goals, archive_reviewed, review_forgetting
from sfams_tiers._models import JobReport, MemoryRecord, Move
from sfams_tiers._policy import Plan, RetentionPolicy, score
from sfams_tiers._scoring import expired_rows
from sfams_tiers._tiers import AccessDelta, with_access

__all__ = ["index_warm", "maintain"]

OPTIMIZE_AFTER = 1000
"""Warm-tier writes (this pass's, or any not indexed yet) after which maintain asks an
embedded Qdrant Edge to optimize."""


ARCHIVE_CHUNK = 10_000
"""Archive moves collected before one write: fewer, larger archive files."""

U64 = npt.NDArray[np.uint64]


@dataclass
class _Candidates:
    """The best ``limit`` (key, id) pairs seen so far, ascending; pruned as it grows.

    Ids are kept as two uint64 halves of the UUID (16 bytes, not 144 for a numpy
    string); their order is the ids' string order, so ties break as in plan_moves.
    """

    limit: int
    keys: list[npt.NDArray[np.float64]] = field(default_factory=list)
    his: list[U64] = field(default_factory=list)
    los: list[U64] = field(default_factory=list)
    size: int = 0

    def add(self, keys: npt.NDArray[np.float64], ids: npt.NDArray[Any]) -> None:
        if self.limit == 0 or len(keys) == 0:
            return
        ints = [uuid.UUID(str(i)).int for i in ids]
        self.keys.append(keys)
        self.his.append(np.array([i >> 64 for i in ints], dtype=np.uint64))
        self.los.append(np.array([i & 0xFFFF_FFFF_FFFF_FFFF for i in ints], dtype=np.uint64))
        self.size += len(keys)
        if self.size > 2 * self.limit + 1024:
            self._prune(self.limit)

    def _prune(self, keep: int) -> None:
        keys = np.concatenate(self.keys)
        his, los = np.concatenate(self.his), np.concatenate(self.los)
        order = np.lexsort((los, his, keys))[:keep]
        self.keys, self.his, self.los = [keys[order]], [his[order]], [los[order]]
        self.size = len(order)

    def best(self, n: int) -> set[str]:
        if n <= 0 or self.size == 0:
            return set()
        self._prune(min(n, self.limit))
        pairs = zip(self.his[0].tolist(), self.los[0].tolist(), strict=True)
        return {str(uuid.UUID(int=(hi << 64) | lo)) for hi, lo in pairs}


@dataclass
class _Masks:
    live: npt.NDArray[np.bool_]
    hot: npt.NDArray[np.bool_]
    warm: npt.NDArray[np.bool_]
    pinned: npt.NDArray[np.bool_]
    expired: npt.NDArray[np.bool_]
    low: npt.NDArray[np.bool_]
    eligible: npt.NDArray[np.bool_]
    scores: npt.NDArray[np.float64]


def _masks(columns: RecordColumns, now: datetime, policy: RetentionPolicy) -> _Masks:
    """The per-record facts of :func:`plan_moves` that do not depend on other records."""
    scores = score(columns, now, policy)
    hot, warm = columns.tier == HOT, columns.tier == WARM
    live = hot | warm
    expired = live & expired_rows(columns, now.timestamp())  # an anchor ends with its TTL
    free = live & ~columns.anchored & ~expired
    keep = (hot & (scores >= policy.demote_threshold)) | (
        warm & (scores >= policy.promote_threshold)
    )
    return _Masks(
        live=live,
        hot=hot,
        warm=warm,
        pinned=live & columns.anchored & ~expired,
        expired=expired,
        low=free & (scores < policy.archive_threshold),
        eligible=free & ~columns.superseded & keep,
        scores=scores,
    )


def _with_access(
    records: list[MemoryRecord], pending: dict[str, AccessDelta]
) -> list[MemoryRecord]:
    return [with_access(r, pending.get(r.id)) for r in records]


async def _fold_access(ctx: JobContext, namespace: str) -> dict[str, AccessDelta]:
    """Write pending accesses into the records; return them (kept for a dry run).

    Each batch is journaled with the absolute counters it writes and acknowledged
    under the intent's id, so a crash anywhere replays to the same result instead of
    counting the same accesses twice (see :func:`recover`).
    """
    pending = await ctx.tiers.hot.pending_access(namespace)
    if ctx.dry_run or not pending:
        return pending
    ids = list(pending)
    for start in range(0, len(ids), ctx.batch_size):
        chunk = ids[start : start + ctx.batch_size]
        await fold_batch(ctx, namespace, {i: pending[i] for i in chunk})
    return {}


def _tally(report: JobReport, results: list[tuple[str, BatchResult]]) -> int:
    """Add executed batches to the report; return how many records they moved."""
    moved = 0
    for kind, result in results:
        if result.moved:
            report.count(kind, result.moved)
            report.bytes_written += result.bytes_written
            moved += result.moved
        report.skipped += result.skipped
        report.reviews += result.reviews
        report.vetoes += result.vetoes
    return moved


async def _purge_old(ctx: JobContext, namespace: str, report: JobReport) -> int:
    """Purge cold records archived ``purge_after_days`` ago (off unless the policy sets it)."""
    days = ctx.policy.purge_after_days
    if days is None:
        return 0
    cutoff, expired = ctx.clock() - timedelta(days=days), []
    async for batch in ctx.tiers.archive.scan(namespace, batch_size=ctx.batch_size):
        for record in batch:
            if (
                record.archived_at is not None
                and record.archived_at <= cutoff
                and not record.anchored
            ):
                expired.append(record)
    for record in expired:
        ctx.on_move(Move("purge", record.id, namespace, "cold", None,
                         f"archived more than {days:g} days ago", 0.0))  # fmt: skip
    report.planned += len(expired)
    if ctx.dry_run or not expired:
        return 0
    review = await review_forgetting(ctx, namespace, {r.id: r for r in expired})
    report.reviews, report.vetoes = report.reviews + review.calls, report.vetoes + review.vetoes
    report.skipped += len(review.keep)
    ids = [r.id for r in expired if r.id not in review.keep]
    for start in range(0, len(ids), ctx.batch_size):
        await ctx.before_write()
        report.count(
            "purge", await ctx.tiers.archive.purge(namespace, ids[start : start + ctx.batch_size])
        )
    return 0


async def maintain(ctx: JobContext, namespace: str) -> JobReport:
    """Run one maintenance pass over ``namespace`` (see the module docstring).

    Args:
        ctx: Tiers, policy, clock, batch size, dry-run flag, lease.
        namespace: The namespace to maintain.

    Returns:
        The report: planned moves, moved by kind, skipped, bytes written.
    """
    report = JobReport(job="maintain", namespace=namespace, dry_run=ctx.dry_run)
    now, policy, warm = ctx.clock(), ctx.policy, ctx.tiers.warm
    overlay = await _fold_access(ctx, namespace)

    live_total = await warm.count(namespace)
    budget_max = math.ceil(policy.forget_ratio * live_total)
    low = _Candidates(budget_max)
    eligible = _Candidates(policy.hot_capacity)
    n_live = n_expired = n_pinned = 0
    async for batch in warm.scan(namespace, batch_size=ctx.batch_size):
        columns = RecordColumns.from_records(_with_access(batch, overlay))
        m = _masks(columns, now, policy)
        n_live += int(m.live.sum())
        n_expired += int(m.expired.sum())
        n_pinned += int(m.pinned.sum())
        low.add(m.scores[m.low], columns.ids[m.low])
        eligible.add(-m.scores[m.eligible], columns.ids[m.eligible])
        ctx.progress(len(batch))

    # Float ceil(0.1 * 30) is 4, not 3: the epsilon keeps exact products exact.
    budget = max(math.ceil(policy.forget_ratio * n_live - 1e-9) - n_expired, 0)
    to_archive = low.best(budget)
    to_hot = eligible.best(max(policy.hot_capacity - n_pinned, 0))

    written, pending_archive = 0, {}
    read: dict[str, MemoryRecord] = {}  # the records of pending_archive, for the review
    goals = Goals(ctx, namespace)  # the open goals, read once for every review
    archived: set[str] = set()
    async for batch in warm.scan(namespace, batch_size=ctx.batch_size):
        columns = RecordColumns.from_records(_with_access(batch, overlay))
        m = _masks(columns, now, policy)
        ids = [r.id for r in batch]
        archive = m.expired | np.fromiter((i in to_archive for i in ids), np.bool_, len(ids))
        in_hot = m.pinned | np.fromiter((i in to_hot for i in ids), np.bool_, len(ids))
        plan = replace(
            Plan.empty(),
            promote=np.flatnonzero(m.warm & in_hot),
            demote=np.flatnonzero(m.hot & ~in_hot & ~archive),
            archive=np.flatnonzero(archive),
            scores=m.scores,
        )
        moves = plan.to_moves(columns, now, policy)
        report.planned += len(moves)
        archived.update(mv.record_id for mv in moves if mv.kind == "archive")
        for move in moves:
            ctx.on_move(move)
        ctx.progress(len(batch))
        if ctx.dry_run or not moves:
            continue
        going = {mv.record_id: mv.reason for mv in moves if mv.kind == "archive"}
        pending_archive.update(going)
        read.update({r.id: r for r in batch if r.id in going})
        results = [
            ("demote", await demote_batch(ctx, namespace, [ids[i] for i in plan.demote])),
            ("promote", await promote_batch(ctx, namespace, [ids[i] for i in plan.promote])),
        ]
        if len(pending_archive) >= ARCHIVE_CHUNK:
            results.append(
                ("archive", await archive_reviewed(ctx, namespace, pending_archive, read, goals))
            )
            pending_archive, read = {}, {}
        written += _tally(report, results)
    if pending_archive and not ctx.dry_run:
        last = await archive_reviewed(ctx, namespace, pending_archive, read, goals)
        written += _tally(report, [("archive", last)])

    written += await _purge_old(ctx, namespace, report)
    if policy.rules.consolidate:
        # A dry run has archived nothing: leave out what a real run would have.
        written += await consolidate_into(ctx, namespace, report, exclude=frozenset(archived))
    await index_warm(ctx, written)
    return report


async def index_warm(ctx: JobContext, written: int) -> None:
    """Build the warm tier's vector index (Qdrant Edge) when enough points wait for it.

    Writes never build it (remember, remember_many): what they added since the last
    job counts as much as the ``written`` points of this one.
    """
    optimize = getattr(ctx.tiers.warm, "optimize", None)
    unindexed = getattr(ctx.tiers.warm, "unindexed", None)
    stale = written >= OPTIMIZE_AFTER or (
        unindexed is not None and await unindexed() >= OPTIMIZE_AFTER
    )
    if optimize is not None and not ctx.dry_run and stale:
        await optimize()
