"""The reindex job: keyword vectors for memories written before the keyword channel.

A store made by an older version holds only dense vectors; its memories are found by
the dense channel alone until this job gives each one its keyword terms
(:mod:`sfams_tiers._lexical`). It works in batches of ``ctx.batch_size``, checking the
lease before each. Each batch is one engine write that only touches points still
without keyword terms, so the job is idempotent and resumable: stopped at any point
(even by kill -9), the next run starts where the backlog is.

Qdrant Edge moves a point whose vectors change out of its dense vector index: until the
index is built again, searches scan those points exactly (slower, not wrong). The job
leaves that to the next ``maintain``, which rebuilds the index once for the whole store
when enough points wait (``warm.unindexed()``), however many namespaces were reindexed;
a Qdrant server rebuilds it by itself.
"""

from __future__ import annotations

from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._selective import check_job
from sfams_tiers._models import JobReport

__all__ = ["reindex_job"]


async def reindex_job(ctx: JobContext, namespace: str) -> JobReport:
    """Give every memory of the namespace without keyword terms its terms.

    ``planned`` is the backlog found at the start; ``moved["reindexed"]`` how many
    were indexed (a dry run only counts). Memories written meanwhile get their terms
    as they are written, so the backlog only shrinks.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import InMemoryArchive, InMemoryHotTier, InMemoryWarmTier, Tiers
        >>> tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        >>> asyncio.run(reindex_job(JobContext(tiers), "team-a")).planned
        0
    """
    check_job(ctx, namespace)
    warm = ctx.tiers.warm
    report = JobReport(job="reindex", namespace=namespace, dry_run=ctx.dry_run)
    report.planned = await warm.lexical_backlog(namespace)
    if ctx.dry_run or not report.planned:
        return report
    while True:
        await ctx.before_write()
        done = await warm.index_lexical(namespace, ctx.batch_size)
        if not done:
            return report
        report.count("reindexed", done)
        ctx.progress(done)
