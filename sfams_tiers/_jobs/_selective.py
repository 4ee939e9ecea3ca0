"""Operator jobs with explicit selectors: archive, restore, purge, compact.

Each streams its tier in batches, emits the moves it plans (``ctx.on_move``) and, unless
it is a dry run, executes them with the same journaled copy -> verify -> delete moves
as ``maintain``.
"""

from __future__ import annotations

import heapq
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime, timedelta

import numpy as np

from sfams_tiers._errors import InvalidQuery, InvalidRecord
from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._moves import restore_batch, with_hot_copies
from sfams_tiers._jobs._review import Goals, archive_reviewed, review_forgetting
from sfams_tiers._models import (
    DEFAULT_LIMITS,
    JobReport,
    MemoryRecord,
    Move,
    Tier,
    memory_type,
    normalize_entity,
    validate_namespace,
)
from sfams_tiers._policy import score_records
from sfams_tiers._tier_io import without_vector
from sfams_tiers._tiers import RecordFilter
from sfams_tiers._validate import (
    check_aware,
    check_id,
    check_instance,
    check_int,
    check_number,
    check_strings,
    check_text,
)

__all__ = ["ArchiveSelector", "RestoreSelector", "archive_job", "compact_job", "purge_job",
           "restore_job"]  # fmt: skip


@dataclass(frozen=True, slots=True)
class ArchiveSelector:
    """Which live records ``archive`` moves to the archive (all given criteria apply).

    Example:
        >>> ArchiveSelector(older_than=timedelta(days=90), types=("dialogue",)).types
        ('dialogue',)
    """

    older_than: timedelta | None = None
    types: tuple[str, ...] | None = None
    below_score: float | None = None
    ids: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.older_than is not None:
            _check_age(self.older_than, "older_than")
        _set(self, "types", _types(self.types))
        if self.below_score is not None:
            check_number(self.below_score, "below_score")
        _set(self, "ids", _ids(self.ids))
        if not any((self.older_than, self.types, self.below_score is not None, self.ids)):
            raise InvalidQuery(
                "selector",
                "say what to archive: --older-than, --type, --below-score or --ids "
                "(maintain archives by policy without selectors).",
            )


@dataclass(frozen=True, slots=True)
class RestoreSelector:
    """Which archived records ``restore`` brings back (all given criteria apply).

    ``query`` ranks archived records by similarity to the text and restores the best
    ``limit`` (100 unless given); the other criteria filter, and ``limit`` caps them.

    Example:
        >>> RestoreSelector(entities=("order:A-1042",)).query_limit
        100
    """

    ids: tuple[str, ...] | None = None
    since: datetime | None = None
    until: datetime | None = None
    types: tuple[str, ...] | None = None
    entities: tuple[str, ...] | None = None
    query: str | None = None
    limit: int | None = None

    def __post_init__(self) -> None:
        _set(self, "ids", _ids(self.ids))
        for name in ("since", "until"):
            if getattr(self, name) is not None:
                check_aware(getattr(self, name), name)
        if self.since is not None and self.until is not None and self.since > self.until:
            raise InvalidQuery("until", "must not be before since; swap the two times.")
        _set(self, "types", _types(self.types))
        if self.entities is not None:
            entities = check_strings(
                self.entities, "entities", example="('order:A-1042',)", item=normalize_entity
            )
            _set(self, "entities", entities)
        if self.query is not None:
            check_text(self.query, "query", max_bytes=DEFAULT_LIMITS.max_content_bytes)
        if self.limit is not None:
            check_int(self.limit, "limit", low=1, high=1_000_000)
        if not any((self.ids, self.since, self.until, self.types, self.entities, self.query)):
            raise InvalidQuery(
                "selector",
                "say what to restore: --ids, --since/--until, --type, --entity or --query.",
            )

    @property
    def query_limit(self) -> int:
        """How many records a ``query`` restores."""
        return self.limit or 100

    def matches_time(self, record: MemoryRecord) -> bool:
        """True when the record was archived inside [since, until)."""
        when = record.archived_at or record.created_at
        return (self.since is None or when >= self.since) and (
            self.until is None or when < self.until
        )


async def archive_job(ctx: JobContext, namespace: str, selector: ArchiveSelector) -> JobReport:
    """Archive the live records matching ``selector``; anchored ones are skipped."""
    check_job(ctx, namespace)
    check_instance(selector, ArchiveSelector, "selector")
    report = JobReport(job="archive", namespace=namespace, dry_run=ctx.dry_run)
    now = ctx.clock()
    where = RecordFilter(types=selector.types, ids=selector.ids)
    cutoff = now - selector.older_than if selector.older_than else None
    # Read with vectors once: the selected records are archived straight from the batch.
    scan = ctx.tiers.warm.scan(
        namespace, where=where, batch_size=ctx.batch_size, with_vectors=not ctx.dry_run
    )
    goals = Goals(ctx, namespace)  # read once, when the first batch is reviewed
    async for batch in scan:
        scores = score_records(batch, now, ctx.policy)
        reasons: dict[str, str] = {}
        for record, value in zip(batch, scores, strict=True):
            if cutoff is not None and record.created_at >= cutoff:
                continue
            if selector.below_score is not None and value >= selector.below_score:
                continue
            if record.anchored:
                report.skipped += 1
                continue
            reason = "selected by operator archive job"
            ctx.on_move(
                Move("archive", record.id, namespace, record.tier, "cold", reason, float(value))
            )
            reasons[record.id] = reason
        report.planned += len(reasons)
        ctx.progress(len(batch))
        if reasons and not ctx.dry_run:
            chosen = [r for r in batch if r.id in reasons]
            live = await with_hot_copies(ctx, namespace, chosen)
            result = await archive_reviewed(ctx, namespace, reasons, live, goals)
            report.count("archive", result.moved)
            report.skipped += result.skipped
            report.bytes_written += result.bytes_written
            report.reviews += result.reviews
            report.vetoes += result.vetoes
    return report


def _dims(record: MemoryRecord) -> int:
    return 0 if record.embedding is None else len(record.embedding)


async def _ranked_by_query(
    ctx: JobContext, namespace: str, selector: RestoreSelector, where: RecordFilter
) -> list[str]:
    """Ids of the ``query_limit`` archived records most similar to the query, best first."""
    assert selector.query is not None
    if ctx.embedder is None:
        raise InvalidQuery("query", "needs an embedder; configure SFAMS_EMBEDDER.")
    query = (await ctx.embedder.embed([selector.query]))[0]
    best: list[tuple[float, str]] = []  # a min-heap of the top ``limit`` similarities
    async for batch in ctx.tiers.archive.scan(namespace, where=where, batch_size=ctx.batch_size):
        fits = [r for r in batch if selector.matches_time(r) and _dims(r) == len(query)]
        if fits:
            matrix = np.stack([r.embedding.array for r in fits if r.embedding is not None])
            norms = np.linalg.norm(matrix, axis=1) * float(np.linalg.norm(query)) + 1e-12
            for record, sim in zip(fits, (matrix @ query) / norms, strict=True):
                item = (float(sim), record.id)
                if len(best) < selector.query_limit:
                    heapq.heappush(best, item)
                else:
                    heapq.heappushpop(best, item)
    return [record_id for _, record_id in sorted(best, key=lambda t: (-t[0], t[1]))]


async def _selected_batches(
    ctx: JobContext, namespace: str, selector: RestoreSelector
) -> AsyncIterator[list[MemoryRecord]]:
    """The archived records to restore, with vectors, in batches of ``ctx.batch_size``.

    A query ranks the whole namespace first, then reads its winners; other selectors
    stream the archive's scan (a snapshot, so restoring as it goes is safe) up to
    ``limit``.
    """
    where = RecordFilter(types=selector.types, entities=selector.entities, ids=selector.ids)
    if selector.query is not None:
        ids = await _ranked_by_query(ctx, namespace, selector, where)
        for start in range(0, len(ids), ctx.batch_size):
            chunk = ids[start : start + ctx.batch_size]
            found = await ctx.tiers.archive.get_many(namespace, chunk)
            yield [found[i] for i in chunk if i in found]
        return
    left = selector.limit
    async for batch in ctx.tiers.archive.scan(namespace, where=where, batch_size=ctx.batch_size):
        fits = [r for r in batch if selector.matches_time(r)][:left]
        if fits:
            yield fits
        if left is not None:
            left -= len(fits)
            if left <= 0:
                return


async def restore_job(
    ctx: JobContext, namespace: str, selector: RestoreSelector, to: Tier = "warm"
) -> JobReport:
    """Restore archived records matching ``selector`` to the warm (or hot) tier."""
    check_job(ctx, namespace)
    check_instance(selector, RestoreSelector, "selector")
    if not isinstance(to, str) or to not in ("warm", "hot"):
        raise InvalidQuery("to", "must be 'warm' or 'hot'.")
    report = JobReport(job="restore", namespace=namespace, dry_run=ctx.dry_run)
    async for records in _selected_batches(ctx, namespace, selector):
        report.planned += len(records)
        for record in records:
            ctx.on_move(
                Move("restore", record.id, namespace, "cold", to, "selected by operator", 0.0)
            )
        ctx.progress(len(records))
        if not ctx.dry_run:
            result = await restore_batch(ctx, namespace, records, to)
            report.count("restore", result.moved)
    return report


async def purge_job(
    ctx: JobContext,
    namespace: str,
    *,
    older_than: timedelta | None = None,
    ids: tuple[str, ...] | None = None,
) -> JobReport:
    """Physically delete archived records (explicit only): by age and/or by id."""
    check_job(ctx, namespace)
    if older_than is not None:
        _check_age(older_than, "older_than")
    ids = _ids(ids)
    if older_than is None and not ids:
        raise InvalidQuery("selector", "say what to purge: --older-than and/or --ids.")
    report = JobReport(job="purge", namespace=namespace, dry_run=ctx.dry_run)
    cutoff = ctx.clock() - older_than if older_than is not None else None
    chosen: list[str] = []
    picked: dict[str, MemoryRecord] = {}
    where = RecordFilter(ids=ids)
    async for batch in ctx.tiers.archive.scan(namespace, where=where, batch_size=ctx.batch_size):
        for record in batch:
            archived = record.archived_at or record.created_at
            if cutoff is not None and (archived > cutoff or record.anchored):
                continue
            ctx.on_move(Move("purge", record.id, namespace, "cold", None, "explicit purge", 0.0))
            chosen.append(record.id)
            if not ids:  # kept for the judge's review (without the vector)
                picked[record.id] = without_vector(record)
        ctx.progress(len(batch))
    report.planned = len(chosen)
    if not ctx.dry_run and not ids and chosen:
        # A purge by age is the policy forgetting for good: the judge reviews it. One by
        # id is the user's word (a privacy deletion) and is never vetoed.
        review = await review_forgetting(ctx, namespace, picked)
        report.reviews, report.vetoes = review.calls, review.vetoes
        report.skipped += len(review.keep)
        chosen = [i for i in chosen if i not in review.keep]
    if not ctx.dry_run:
        for start in range(0, len(chosen), ctx.batch_size):
            await ctx.before_write()
            purged = await ctx.tiers.archive.purge(
                namespace, chosen[start : start + ctx.batch_size]
            )
            report.count("purge", purged)
    return report


async def compact_job(ctx: JobContext, namespace: str) -> JobReport:
    """Merge the namespace's archive files; readers see the same records afterwards."""
    check_job(ctx, namespace)
    report = JobReport(job="compact", namespace=namespace, dry_run=ctx.dry_run)
    if not ctx.dry_run:
        await ctx.before_write()
    result = await ctx.tiers.archive.compact(namespace, dry_run=ctx.dry_run)
    report.planned = result.files_before
    report.bytes_read = result.bytes_before
    report.bytes_written = 0 if ctx.dry_run else result.bytes_after
    removed = result.files_before - result.files_after
    if removed and not ctx.dry_run:
        report.count("files_merged", removed)
    return report


# -- argument checks (before any tier is read) ---------------------------------------------


def check_job(ctx: object, namespace: object) -> None:
    """Raise InvalidQuery for a context or namespace a job cannot run with."""
    check_instance(ctx, JobContext, "ctx")
    try:
        validate_namespace(namespace)
    except InvalidRecord as exc:
        raise InvalidQuery("namespace", exc.reason) from None


def _check_age(value: object, name: str) -> None:
    if not isinstance(value, timedelta) or value < timedelta(0):
        raise InvalidQuery(name, "must be a timedelta of zero or more, e.g. timedelta(days=90).")


def _types(value: object) -> tuple[str, ...] | None:
    if value is None:
        return None
    return check_strings(value, "types", example="('dialogue',)", item=memory_type)


def _ids(value: object) -> tuple[str, ...] | None:
    if value is None:
        return None
    return check_strings(value, "ids", example="(record.id,)", item=check_id)


def _set(selector: object, name: str, value: object) -> None:
    """Store a checked value on a frozen selector (a list given becomes a tuple)."""
    object.__setattr__(selector, name, value)
