"""The cold tier: immutable Parquet files in a local folder or under ``s3://bucket/prefix``.

Layout and schema are the contract in ``storage/archive-schema.md``. Every write adds
new files and never changes one (DESIGN I5, ``_archive_writes``): a put appends a
version of each record, a delete appends tombstones, and readers take the newest
version of each id and hide ids whose newest version is a tombstone. Only
:meth:`~ParquetArchive.compact`, :meth:`~ParquetArchive.purge` (both write new files
before deleting old ones, see ``_archive_maintenance``) and
:meth:`~ParquetArchive.clear` remove files. The job log lives beside the data under
``_jobs/`` (``_archive_joblog``).

Reads are Polars lazy scans over the committed files of one namespace, listed first
(so a read sees one consistent set of files and never a temporary one), with
projection and predicate pushdown: counting never reads content or embeddings; a
lookup by id reads only the files that can hold it (``_archive_reads``). Blocking work
runs in ``asyncio.to_thread``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Mapping, Sequence
from datetime import UTC, date, datetime
from functools import partial
from pathlib import Path
from typing import Any, Final

import polars as pl

from sfams_tiers._errors import InvalidQuery
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._memtiers import check_batch, check_batch_size
from sfams_tiers._models import MemoryRecord
from sfams_tiers._tiers import (
    DEFAULT_BATCH,
    EVERYTHING,
    CompactionResult,
    RecordFilter,
    check_job_entry,
    check_job_log_query,
    select_job_log,
)
from sfams_tiers.backends._archive_joblog import read_entries, write_entry
from sfams_tiers.backends._archive_maintenance import (
    Rewriter,
    compact_files,
    namespace_files,
    purge_rows,
)
from sfams_tiers.backends._archive_open import open_store
from sfams_tiers.backends._archive_paths import (
    archive_key,
    new_part_name,
    parse_root,
    validate_job,
)
from sfams_tiers.backends._archive_query import (
    Plan,
    count_plan,
    get_plan,
    heads_plan,
    live_ids_plan,
    run_plan,
    scan_files,
)
from sfams_tiers.backends._archive_reads import files_holding, scan_heads
from sfams_tiers.backends._archive_schema import (
    SCHEMA,
    decode,
    encode_records,
    encode_tombstones,
    newest_live,
)
from sfams_tiers.backends._archive_store import ObjectStore
from sfams_tiers.backends._archive_writes import Encoder, put_new_file, write_parts

__all__ = ["SCHEMA", "ParquetArchive", "archive_key", "newest_live"]

ROWS_PER_FILE: Final = 50_000
"""Largest number of rows in one file; bigger batches are split across files."""
READ_ROWS: Final = 10_000
"""Records decoded per Polars read while scanning, which bounds a scan's memory."""
DEFAULT_TIMEOUT: Final = 30.0
"""Seconds an S3 request may stall before it fails (``SFAMS_TIMEOUT``)."""


class ParquetArchive:
    """:class:`~sfams_tiers.Archive` on Parquet files, on disk or on S3.

    Args:
        root: A folder, ``file:///folder`` or ``s3://bucket/prefix``.
        s3_endpoint_url: S3 endpoint for MinIO / moto (``SFAMS_S3_ENDPOINT_URL``);
            None for AWS.
        storage_options: Polars-style S3 options (``aws_access_key_id``,
            ``aws_secret_access_key``, ``aws_session_token``, ``aws_region``, ...).
            Given keys override the standard AWS credential chain for both boto3
            and Polars; leave None in production.
        job: Name of the writing job, recorded in file names and rows.
        clock: Time source for the date partition, versions and ``written_at``.
        rows_per_file: Rows per file before a batch is split.
        connect_timeout: Seconds to wait for an S3 connection (at most).
        max_attempts: S3 attempts per request, first try included (fewer when
            ``timeout`` leaves no room for them).
        timeout: Seconds an S3 request may stall, retries included (``SFAMS_TIMEOUT``),
            before it fails with :class:`~sfams_tiers.TierUnavailable` (a
            ``TierTimeout``). Waits are per socket read, so a slow but progressing
            transfer is not cut short.

    Example:
        >>> import asyncio, tempfile
        >>> from sfams_tiers import MemoryRecord
        >>> archive = ParquetArchive(tempfile.mkdtemp(), job="doctest")
        >>> r = MemoryRecord(namespace="team-a", content="old plan", tier="cold")
        >>> asyncio.run(archive.put_many("team-a", [r])) > 0
        True
        >>> asyncio.run(archive.get_many("team-a", [r.id]))[r.id].content
        'old plan'
        >>> asyncio.run(archive.delete_many("team-a", [r.id])), asyncio.run(archive.count("team-a"))
        (1, 0)
    """

    def __init__(
        self,
        root: str | Path,
        *,
        s3_endpoint_url: str | None = None,
        storage_options: dict[str, str] | None = None,
        job: str = "adhoc",
        clock: Clock = utc_now,
        rows_per_file: int = ROWS_PER_FILE,
        connect_timeout: float = 5.0,
        max_attempts: int = 3,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        location = parse_root(root)
        self._job = validate_job(job)
        if rows_per_file < 1:
            raise InvalidQuery("rows_per_file", "must be at least 1.")
        self._clock = clock
        self._rows_per_file = rows_per_file
        self._store: ObjectStore = open_store(
            location,
            s3_endpoint_url=s3_endpoint_url,
            storage_options=storage_options,
            connect_timeout=connect_timeout,
            max_attempts=max_attempts,
            timeout=timeout,
        )

    @classmethod
    def from_url(
        cls,
        url: str,
        *,
        endpoint_url: str | None = None,
        storage_options: dict[str, str] | None = None,
        job: str = "adhoc",
        timeout: float = DEFAULT_TIMEOUT,
    ) -> ParquetArchive:
        """Open ``SFAMS_ARCHIVE_URL``; ``endpoint_url`` is ``SFAMS_S3_ENDPOINT_URL``."""
        return cls(
            url,
            s3_endpoint_url=endpoint_url,
            storage_options=storage_options,
            job=job,
            timeout=timeout,
        )

    @property
    def url(self) -> str:
        """Where the archive lives (never contains credentials)."""
        return self._store.url

    @property
    def job(self) -> str:
        """The job name written into new files."""
        return self._job

    def __repr__(self) -> str:
        return f"ParquetArchive({self.url!r}, job={self._job!r})"

    # -- writes ---------------------------------------------------------------------
    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> int:
        """Append a new version of each record; return the Parquet bytes written.

        All records must belong to ``namespace``; the batch is refused as a whole
        before anything is written otherwise. A failed put leaves no file behind.
        """
        batch = check_batch(namespace, records)
        if not batch:
            return 0
        job = self._job
        return await asyncio.to_thread(
            self._write,
            namespace,
            len(batch),
            lambda lo, hi, version, now: encode_records(batch[lo:hi], version, now, job),
        )

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Hide ids by appending tombstones; return how many were live before.

        The older versions stay in their files until compaction rewrites them.
        """
        live = sorted(await self.live_ids(namespace, ids))
        if live:
            job = self._job
            await asyncio.to_thread(
                self._write,
                namespace,
                len(live),
                lambda lo, hi, version, now: encode_tombstones(live[lo:hi], version, now, job),
            )
        return len(live)

    async def clear(self, namespace: str) -> int:
        """Purge the namespace: delete all its files; return how many live ids it held."""
        held = await self.count(namespace)
        await asyncio.to_thread(self._store.delete_prefix, archive_key(namespace))
        return held

    # -- maintenance ----------------------------------------------------------------
    async def compact(self, namespace: str, *, dry_run: bool = False) -> CompactionResult:
        """Merge the namespace's files into the fewest that ``rows_per_file`` allows.

        Keeps the newest live row of each id (its ``version`` unchanged) and drops
        superseded versions, tombstones and deleted ids. New files are written before
        the old ones are deleted: a crash in between leaves duplicates readers ignore,
        and the next run removes them. An already compact namespace is left as it is.
        ``dry_run`` writes nothing (``bytes_after`` is then an estimate).
        """
        sizes = await self._sizes(namespace)
        return await asyncio.to_thread(compact_files, self._rewriter(namespace), sizes, dry_run)

    async def purge(self, namespace: str, ids: Sequence[str]) -> int:
        """Physically remove every version of ``ids``; return how many were live.

        Tombstones them first (so they stay hidden whatever happens next), then
        rewrites only the files holding any of their rows without those rows, and
        deletes the old files after the new ones are in place.
        """
        wanted = list(dict.fromkeys(ids))
        existed = await self.delete_many(namespace, wanted)
        if wanted:
            sizes = await self._sizes(namespace)
            await asyncio.to_thread(purge_rows, self._rewriter(namespace), sizes, wanted)
        return existed

    def _rewriter(self, namespace: str) -> Rewriter:
        day = self._clock().astimezone(UTC).date()
        put = partial(self._put_new_file, namespace, day)
        return Rewriter(self._store, self._query, put, self._rows_per_file)

    async def _sizes(self, namespace: str) -> dict[str, int]:
        return await asyncio.to_thread(namespace_files, self._store, namespace)

    # -- job log --------------------------------------------------------------------
    async def append_job_log(self, entry: Mapping[str, Any]) -> None:
        """Store one entry as its own JSON object under ``_jobs/`` (never overwritten).

        Raises:
            InvalidQuery: Not JSON-serialisable, or no ``job`` / valid ``namespace``.
        """
        when, checked = check_job_entry(entry, self._clock())
        await asyncio.to_thread(write_entry, self._store, when, checked)

    async def job_log(
        self,
        *,
        namespace: str | None = None,
        since: datetime | None = None,
        limit: int | None = None,
    ) -> list[dict[str, Any]]:
        """Job-log entries, newest first (only the days that can match are read)."""
        check_job_log_query(namespace, since, limit)
        found = await asyncio.to_thread(read_entries, self._store, namespace, since, limit)
        return select_job_log(found, namespace=namespace, since=since, limit=limit)

    def _write(self, namespace: str, rows: int, encode: Encoder) -> int:
        now = self._clock().astimezone(UTC)
        put = partial(self._put_new_file, namespace, now.date())
        return write_parts(self._store, rows, self._rows_per_file, now, encode, put)

    def _put_new_file(
        self, namespace: str, day: date, data: bytes, ids: tuple[str, str] | None = None
    ) -> str:
        # new_part_name is looked up here at each try (tests replace it to force clashes).
        job = self._job
        return put_new_file(
            self._store, lambda: archive_key(namespace, day, new_part_name(job, ids)), data
        )

    # -- reads ----------------------------------------------------------------------
    async def get_many(
        self, namespace: str, ids: Sequence[str], *, with_vectors: bool = True
    ) -> dict[str, MemoryRecord]:
        """Newest live version of each id found (``with_vectors=False`` skips embeddings)."""
        wanted = list(dict.fromkeys(ids))
        files = await self._files_holding(namespace, wanted)
        if not wanted or not files:
            return {}
        plan = partial(get_plan, ids=wanted, with_vectors=with_vectors)
        found = await asyncio.to_thread(self._read_records, files, plan, namespace)
        by_id = {r.id: r for r in found}
        return {i: by_id[i] for i in wanted if i in by_id}

    async def live_ids(self, namespace: str, ids: Sequence[str]) -> set[str]:
        """Which of ``ids`` have a live newest version (reads ``id``, ``version``, ``deleted``)."""
        wanted = list(dict.fromkeys(ids))
        files = await self._files_holding(namespace, wanted)
        if not wanted or not files:
            return set()
        frame = await asyncio.to_thread(self._query, files, partial(live_ids_plan, ids=wanted))
        return set(frame["id"].to_list())

    async def scan(
        self,
        namespace: str,
        *,
        where: RecordFilter = EVERYTHING,
        batch_size: int = DEFAULT_BATCH,
        with_vectors: bool = True,
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield the newest live version of every matching id, in id order, in batches.

        The file list and the newest versions are fixed when the scan starts, so
        writes during the scan (a restore's tombstones) do not change what it yields.
        """
        check_batch_size(batch_size)
        files = await self._files(namespace)
        if not files:
            return
        heads = await asyncio.to_thread(self._query, files, partial(heads_plan, where=where))

        def read(holding: list[str], plan: Plan) -> Awaitable[list[MemoryRecord]]:
            return asyncio.to_thread(self._read_records, holding, plan, namespace)

        batches = scan_heads(
            heads,
            files,
            read,
            where=where,
            batch_size=batch_size,
            with_vectors=with_vectors,
            read_rows=READ_ROWS,
        )
        async for batch in batches:
            yield batch

    async def count(self, namespace: str) -> int:
        """Number of distinct live ids (reads only ``id``, ``version`` and ``deleted``)."""
        files = await self._files(namespace)
        if not files:
            return 0
        frame = await asyncio.to_thread(self._query, files, count_plan)
        return int(frame.item())

    async def namespaces(self) -> list[str]:
        """Namespaces holding at least one live id."""
        names = await asyncio.to_thread(self._store.list_namespaces)
        return [ns for ns in names if await self.count(ns) > 0]

    async def frame(self, namespace: str, *, newest: bool = True) -> pl.LazyFrame:
        """A Polars LazyFrame over the namespace's files, for analytics.

        Args:
            namespace: The namespace to read.
            newest: True (the default) applies the archive's read rule: the newest
                live version of each id. False returns every row ever written,
                old versions and tombstones included.

        Returns:
            Rows in :data:`SCHEMA` plus a ``namespace`` column. Select the columns
            you need so Polars skips the others (the embedding is most of the bytes).
        """
        files = await self._files(namespace)
        raw = await asyncio.to_thread(self._scan, files) if files else pl.LazyFrame(schema=SCHEMA)
        rows = newest_live(raw) if newest else raw
        return rows.with_columns(pl.lit(namespace).alias("namespace"))

    async def close(self) -> None:
        """Release the S3 connection pool (nothing to do for a folder)."""
        await asyncio.to_thread(self._store.close)

    async def _files(self, namespace: str) -> list[str]:
        return await asyncio.to_thread(self._store.list_files, archive_key(namespace))

    async def _files_holding(self, namespace: str, ids: Sequence[str]) -> list[str]:
        """The namespace's files that may hold any of ``ids`` (see ``files_holding``)."""
        return files_holding(await self._files(namespace), ids) if ids else []

    def _scan(self, files: list[str]) -> pl.LazyFrame:
        return scan_files(self._store, files)

    def _query(self, files: list[str], plan: Plan, *, paths: bool = False) -> pl.DataFrame:
        return run_plan(self._store, files, plan, paths=paths)

    def _read_records(self, files: list[str], plan: Plan, namespace: str) -> list[MemoryRecord]:
        return decode(self._query(files, plan), namespace)
