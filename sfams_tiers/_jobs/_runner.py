"""Running a job: one runner per namespace, crash recovery first, a report logged after.

``run_job`` is what the CLI and the scheduler call. It holds the namespace's lease for
the whole run (a dry run needs none: it writes nothing), finishes any moves a crashed
run left half done, runs the job, and appends the report to the job log kept with the
archive, so "what was archived, when and why" can always be answered.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from sfams_tiers._errors import InvalidQuery, SfamsError, TierTimeout
from sfams_tiers._ids import utc_now
from sfams_tiers._jobs._consolidate import consolidate_job
from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._lease import leases_for
from sfams_tiers._jobs._maintain import maintain
from sfams_tiers._jobs._moves import recover
from sfams_tiers._jobs._reindex import reindex_job
from sfams_tiers._jobs._selective import archive_job, compact_job, purge_job, restore_job
from sfams_tiers._models import JobReport, validate_namespace

__all__ = ["JOB_NAMES", "run_job"]

JobFunction = Callable[..., Awaitable[JobReport]]
JOBS: dict[str, JobFunction] = {
    "maintain": maintain,
    "archive": archive_job,
    "restore": restore_job,
    "purge": purge_job,
    "compact": compact_job,
    "consolidate": consolidate_job,
    "reindex": reindex_job,
}
JOB_NAMES: tuple[str, ...] = tuple(JOBS)
log = logging.getLogger(__name__)


def _archive_stalled(exc: SfamsError, ctx: JobContext) -> bool:
    """Whether ``exc`` is the archive not answering in time."""
    where = getattr(ctx.tiers.archive, "url", None)
    return isinstance(exc, TierTimeout) and bool(exc.where) and exc.where == where


def _log_entry(report: JobReport, started: datetime, error: str | None = None) -> dict[str, Any]:
    entry = report.to_dict()
    entry["started_at"] = started.isoformat()
    entry["finished_at"] = utc_now().isoformat()
    if error is not None:
        entry["errors"] = [*entry["errors"], error]
    return entry


async def run_job(
    name: str,
    ctx: JobContext,
    namespace: str,
    *,
    wait: bool = False,
    lease_seconds: float = 120.0,
    **arguments: Any,
) -> JobReport:
    """Run job ``name`` on ``namespace`` under its lease and log the report.

    Args:
        name: One of :data:`JOB_NAMES`.
        ctx: Tiers, policy, clock, batch size, dry-run flag, progress and move sinks.
        namespace: The namespace to work on.
        wait: Wait for another runner's lease instead of failing with JobConflict.
        lease_seconds: Lease time to live; it is renewed while the job runs.
        **arguments: The job's own arguments (selectors ...).

    Raises:
        JobConflict: Another runner holds the namespace (and ``wait`` is False).
        LeaseLost: The lease was lost mid-run; the job stopped before its next write.
    """
    job = JOBS.get(name)
    if job is None:
        raise InvalidQuery("job", f"{name!r} is not a job; use one of {', '.join(JOB_NAMES)}.")
    validate_namespace(namespace)
    started, start = utc_now(), time.perf_counter()
    if ctx.dry_run:
        report = await job(ctx, namespace, **arguments)
        report.seconds = time.perf_counter() - start
        return report
    async with leases_for(ctx.tiers).hold(
        namespace, name, ttl_seconds=lease_seconds, wait=wait
    ) as lease:
        ctx.lease = lease
        try:
            await recover(ctx, namespace)
            report = await job(ctx, namespace, **arguments)
        except SfamsError as exc:
            failed = JobReport(job=name, namespace=namespace, seconds=time.perf_counter() - start)
            if _archive_stalled(exc, ctx):
                # The log lives in the archive: writing to it would stall as long again
                # and keep the lease that long. The error itself tells the caller.
                log.info("Job %r on %r failed and was not logged: %s", name, namespace, exc)
            else:  # best effort: the archive may be the tier that failed
                with contextlib.suppress(SfamsError):
                    await ctx.tiers.archive.append_job_log(_log_entry(failed, started, str(exc)))
            raise
        finally:
            ctx.lease = None
        report.seconds = time.perf_counter() - start
        await ctx.tiers.archive.append_job_log(_log_entry(report, started))
    return report
