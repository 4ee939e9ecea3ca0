"""The archive seam: immutable archived versions of forgotten records, and the job log.

Parquet on S3 or disk in production. The job log's entries are checked by one
contract for every archive (:mod:`sfams_tiers._job_log`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from sfams_tiers._models import MemoryRecord
from sfams_tiers._record_filter import DEFAULT_BATCH, EVERYTHING, RecordFilter

__all__ = ["Archive", "CompactionResult"]


@runtime_checkable
class Archive(Protocol):
    """Immutable archived versions of forgotten records (Parquet on S3 or disk).

    Readers always see the newest version of each id (DESIGN I5).
    """

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> int:
        """Append a new version of each record; return the bytes written."""
        ...

    async def get_many(
        self, namespace: str, ids: Sequence[str], *, with_vectors: bool = True
    ) -> dict[str, MemoryRecord]:
        """Newest archived version of each id found (``with_vectors=False``: no embeddings)."""
        ...

    async def live_ids(self, namespace: str, ids: Sequence[str]) -> set[str]:
        """Which of ``ids`` have a live newest version; reads ids only, decodes nothing.

        The cheap existence check of a move's verify step and of crash recovery.
        """
        ...

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Remove ids from the archive (restore and purge); return how many existed."""
        ...

    def scan(
        self,
        namespace: str,
        *,
        where: RecordFilter = EVERYTHING,
        batch_size: int = DEFAULT_BATCH,
        with_vectors: bool = True,
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield the newest version of every matching archived record, in batches.

        The scan reads the archive as it was when the scan started: writes made while
        it runs (a restore tombstoning what it yielded) change neither what it yields
        nor its order.
        """
        ...

    async def count(self, namespace: str) -> int:
        """Number of distinct archived ids in the namespace."""
        ...

    async def namespaces(self) -> list[str]:
        """Namespaces with archived records."""
        ...

    async def clear(self, namespace: str) -> int:
        """Delete the namespace's whole archive (explicit purge only)."""
        ...

    async def compact(self, namespace: str, *, dry_run: bool = False) -> CompactionResult:
        """Keep only the newest live version of each id, in as few files as allowed.

        Readers see exactly the same records before and after; superseded versions,
        tombstones and deleted ids are dropped physically. ``dry_run`` only counts.
        """
        ...

    async def purge(self, namespace: str, ids: Sequence[str]) -> int:
        """Physically remove every stored version of ``ids``; return how many were live.

        The explicit-deletion (privacy) path: afterwards no stored file holds them.
        """
        ...

    async def append_job_log(self, entry: Mapping[str, Any]) -> None:
        """Record one job run kept with the archive (see ``_job_log.check_job_entry``)."""
        ...

    async def job_log(
        self,
        *,
        namespace: str | None = None,
        since: datetime | None = None,
        limit: int | None = None,
    ) -> list[dict[str, Any]]:
        """Job-log entries, newest first: of one namespace, at or after ``since``."""
        ...

    async def close(self) -> None:
        """Release connections."""
        ...


@dataclass(frozen=True, slots=True)
class CompactionResult:
    """What :meth:`Archive.compact` found, and left (or would leave, in a dry run).

    Rows count everything stored: every version, tombstone and duplicate copy.
    Compaction never changes what readers see, so ``ids`` holds before and after.

    Attributes:
        files_before: Stored files of the namespace before.
        files_after: Files after (or that a real run would leave).
        rows_before: Stored rows before.
        rows_after: Rows after: one per live id.
        bytes_before: Stored bytes before.
        bytes_after: Bytes after; in a dry run of the Parquet archive an estimate.
        ids: Live (readable) ids, unchanged by compaction.

    Example:
        >>> r = CompactionResult(3, 1, 5, 2, 900, 400, 2)
        >>> r.rows_before - r.rows_after
        3
    """

    files_before: int
    files_after: int
    rows_before: int
    rows_after: int
    bytes_before: int
    bytes_after: int
    ids: int
