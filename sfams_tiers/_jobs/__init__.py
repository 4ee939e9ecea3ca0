"""Lifecycle jobs: plain async functions that plan, then execute, moves between tiers."""

from sfams_tiers._jobs._consolidate import Consolidation, consolidate_job
from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._maintain import maintain
from sfams_tiers._jobs._runner import JOB_NAMES, run_job
from sfams_tiers._jobs._selective import (
    ArchiveSelector,
    RestoreSelector,
    archive_job,
    compact_job,
    purge_job,
    restore_job,
)

__all__ = [
    "JOB_NAMES",
    "ArchiveSelector",
    "Consolidation",
    "JobContext",
    "RestoreSelector",
    "archive_job",
    "compact_job",
    "consolidate_job",
    "maintain",
    "purge_job",
    "restore_job",
    "run_job",
]
