"""The judge's review of what a job is about to forget (the seeds' forget review).

Every path that removes memories from the working set or deletes archived ones asks
the judge first: ``maintain``'s archive moves, the ``archive`` job, ``purge`` by age
and consolidation. One call reviews up to :data:`REVIEW_BATCH` memories, with the
namespace's open goals, tasks and commitments in the prompt, so forgetting 1,000
memories costs at most 1,000 / REVIEW_BATCH calls. The judge may keep (veto) a memory
and may re-anchor what it keeps; every veto is written into the job's report.

Not reviewed: memories whose TTL ran out (the writer said how long they matter), an
explicit purge by id (deleting what the user named, e.g. for privacy, is their word),
and runs without a judge (``JobContext.judge is None``). A dry run asks nothing: the
judge is asked only when the moves are executed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._moves import BatchResult, anchor_batch, archive_batch
from sfams_tiers._models import MemoryRecord
from sfams_tiers._tier_io import without_vector
from sfams_tiers._tiers import RecordFilter

__all__: list[str] = []

REVIEW_BATCH = 200
"""Memories per judge call: at most 5 calls per 1,000 memories forgotten."""
MAX_GOALS = 12
"""Open goals, tasks and commitments shown to the judge, most important first."""
GOAL_TYPES = ("goal", "task", "commitment", "deadline", "action")
"""Types of the memories that say what the team is still working towards."""
NOT_REVIEWED = "TTL expired"
"""Reasons starting with this are not reviewed (the writer set the memory's lifetime)."""


@dataclass
class Reviewed:
    """What the judge decided about one forget batch."""

    keep: set[str] = field(default_factory=set)
    anchored: set[str] = field(default_factory=set)
    vetoes: list[str] = field(default_factory=list)
    """One line per kept memory: ``"<id>: <the judge's reason>"``."""
    calls: int = 0


async def open_goals(ctx: JobContext, namespace: str) -> list[str]:
    """The namespace's live, current goals, tasks and commitments, most important first."""
    where = RecordFilter(types=GOAL_TYPES, include_superseded=False, live_at=ctx.clock())
    found: list[MemoryRecord] = []
    async for batch in ctx.tiers.warm.scan(namespace, where=where, batch_size=ctx.batch_size):
        found = sorted([*found, *batch], key=lambda r: (-r.importance, r.id))[:MAX_GOALS]
    return [f"{r.type}: {r.content}" for r in found]


class Goals:
    """The namespace's open goals, read from the warm tier once per job, when first asked."""

    def __init__(self, ctx: JobContext, namespace: str) -> None:
        self._ctx, self._namespace = ctx, namespace
        self._goals: list[str] | None = None

    async def read(self) -> list[str]:
        """The goals (see :func:`open_goals`); the first call scans, later ones do not."""
        if self._goals is None:
            self._goals = await open_goals(self._ctx, self._namespace)
        return self._goals


async def review_forgetting(
    ctx: JobContext,
    namespace: str,
    records: Mapping[str, MemoryRecord],
    goals: Goals | None = None,
) -> Reviewed:
    """Ask the judge about ``records`` (id -> record) in batches; anchor what it says to.

    ``goals``: a job that reviews several batches passes one :class:`Goals` to all.
    """
    out = Reviewed()
    if ctx.judge is None or not records:
        return out
    goal_lines = await (goals or Goals(ctx, namespace)).read()
    items: Sequence[MemoryRecord] = [without_vector(r) for r in records.values()]
    for start in range(0, len(items), REVIEW_BATCH):
        batch = items[start : start + REVIEW_BATCH]
        review = await ctx.judge.review_forget_batch(batch, goals=goal_lines)
        out.calls += 1
        ids = {r.id for r in batch}
        kept = set(review.keep) & ids
        out.keep |= kept
        out.anchored |= set(review.anchor) & kept
        reason = review.reason or "kept by the judge"
        out.vetoes += [f"{i}: {reason}" for i in sorted(kept)]
    if out.anchored and not ctx.dry_run:
        await anchor_batch(ctx, namespace, sorted(out.anchored))
    return out


async def review_live(
    ctx: JobContext,
    namespace: str,
    reasons: Mapping[str, str],
    seen: Mapping[str, MemoryRecord],
    goals: Goals | None = None,
) -> Reviewed:
    """Review the archive candidates in ``reasons`` (id -> why) that need a review.

    ``seen`` holds the records the caller read; ids it lacks are read from the live tiers.
    """
    wanted = [i for i, why in reasons.items() if not why.startswith(NOT_REVIEWED)]
    if ctx.judge is None or not wanted:
        return Reviewed()
    missing = [i for i in wanted if i not in seen]
    read = await ctx.tiers.warm.get_many(namespace, missing) if missing else {}
    records = {i: seen.get(i) or read[i] for i in wanted if i in seen or i in read}
    return await review_forgetting(ctx, namespace, records, goals)


async def archive_reviewed(
    ctx: JobContext,
    namespace: str,
    reasons: Mapping[str, str],
    records: Mapping[str, MemoryRecord] | None = None,
    goals: Goals | None = None,
) -> BatchResult:
    """:func:`archive_batch` after the judge's review: what it keeps stays live (skipped)."""
    review = await review_live(ctx, namespace, reasons, records or {}, goals)
    chosen = {i: why for i, why in reasons.items() if i not in review.keep}
    result = await archive_batch(ctx, namespace, chosen, records) if chosen else BatchResult()
    result.skipped += len(review.keep)
    result.reviews += review.calls
    result.vetoes += review.vetoes
    return result
