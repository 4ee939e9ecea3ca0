"""The three tier seams (hot, warm, cold) as async Protocols, and :class:`Tiers` holding them.

Every method takes the namespace as its first argument and every implementation
keys storage on it in one place, so no read or write can cross namespaces (DESIGN I4).
Batch methods take and return many records at once: a real backend turns each
call into one round trip. In-memory reference implementations live in
:mod:`sfams_tiers._memtiers`; the real engines live in :mod:`sfams_tiers.backends`.

The seams live in modules of their own: the filter every read takes
(``_record_filter``), the hot tier and its access counters (``_hot_tier``), the warm
tier and its search hits (``_warm_tier``), the archive (``_archive_tier``) and its job
log (``_job_log``). This module names them all, for the modules that need several.
"""

from __future__ import annotations

from dataclasses import dataclass

from sfams_tiers._archive_tier import Archive as Archive
from sfams_tiers._archive_tier import CompactionResult as CompactionResult
from sfams_tiers._hot_tier import AccessDelta as AccessDelta
from sfams_tiers._hot_tier import HotTier as HotTier
from sfams_tiers._hot_tier import with_access as with_access
from sfams_tiers._hot_tier import with_hot_fields as with_hot_fields
from sfams_tiers._job_log import JOB_ENTRY_MAX_BYTES as JOB_ENTRY_MAX_BYTES
from sfams_tiers._job_log import JOB_TIME_KEYS as JOB_TIME_KEYS
from sfams_tiers._job_log import check_job_entry as check_job_entry
from sfams_tiers._job_log import check_job_log_query as check_job_log_query
from sfams_tiers._job_log import job_entry_time as job_entry_time
from sfams_tiers._job_log import select_job_log as select_job_log
from sfams_tiers._record_filter import ALL_VIEWERS as ALL_VIEWERS
from sfams_tiers._record_filter import DEFAULT_BATCH as DEFAULT_BATCH
from sfams_tiers._record_filter import EVERYTHING as EVERYTHING
from sfams_tiers._record_filter import RecordFilter as RecordFilter
from sfams_tiers._warm_tier import ScoredRecord as ScoredRecord
from sfams_tiers._warm_tier import Vector as Vector
from sfams_tiers._warm_tier import WarmTier as WarmTier

__all__ = ["Tiers"]
"""The seams above are declared public by the modules that define them."""


@dataclass
class Tiers:
    """The three tiers a :class:`~sfams_tiers.TieredMemory` and the jobs work on.

    Example:
        >>> from sfams_tiers import InMemoryArchive, InMemoryHotTier, InMemoryWarmTier
        >>> tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    """

    hot: HotTier
    warm: WarmTier
    archive: Archive

    @property
    def single_process(self) -> bool:
        """True when no other process can write these tiers at the same time.

        Services (Redis, Qdrant, S3) may be shared by many processes, so this is False
        here; the embedded store, locked to one process, says True. Writers then
        serialise within the process only (:mod:`sfams_tiers._writelock`).
        """
        return False

    async def close(self) -> None:
        """Close all three tiers (each closes even if another fails)."""
        errors: list[BaseException] = []
        for tier in (self.hot, self.warm, self.archive):
            try:
                await tier.close()
            except Exception as exc:
                errors.append(exc)
        if errors:
            raise errors[0]
