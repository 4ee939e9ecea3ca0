"""The three tier seams (hot, warm, cold) as async Protocols, and the filter they share.

Every method takes the namespace as its first argument and every implementation
keys storage on it in one place, so no read or write can cross namespaces (DESIGN I4).
Batch methods take and return many records at once: a real backend turns each
call into one round trip. In-memory reference implementations live in
:mod:`sfams_tiers._memtiers`; the real engines live in :mod:`sfams_tiers.backends`.
"""

from __future__ import annotations

import copy
import json
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from sfams_tiers._errors import InvalidQuery, InvalidRecord
from sfams_tiers._models import MemoryRecord, normalize_entity, validate_namespace
from sfams_tiers._validate import check_aware, check_bool, check_number, check_strings

__all__ = [
    "AccessDelta",
    "Archive",
    "CompactionResult",
    "HotTier",
    "RecordFilter",
    "ScoredRecord",
    "Tiers",
    "WarmTier",
]

ALL_VIEWERS = "*"
"""``RecordFilter.viewer`` value that sees private memories of every agent (jobs, operators)."""

DEFAULT_BATCH = 500


@dataclass(frozen=True, slots=True)
class RecordFilter:
    """Which records a read may return; every tier applies it inside the namespace.

    Attributes:
        types: Base types (``"state"`` also matches ``"state:ticket"``) or exact
            ``type:subtype`` values; None means any type.
        entities: Match records carrying any of these entities; None means any.
        min_importance: Lowest importance to return.
        include_superseded: Also return records replaced by a newer version.
        live_at: Hide records whose TTL ran out at this time; None keeps them.
        viewer: ``"*"`` sees everything, None sees shared memories only, an agent
            name sees shared memories plus that agent's private ones.
        ids: Restrict to these ids.
        anchored: True or False to restrict to (non-)anchored records.

    Example:
        >>> f = RecordFilter(types=("deadline",), viewer="planner")
        >>> f.types
        ('deadline',)
    """

    types: tuple[str, ...] | None = None
    entities: tuple[str, ...] | None = None
    min_importance: float | None = None
    include_superseded: bool = True
    live_at: datetime | None = None
    viewer: str | None = ALL_VIEWERS
    ids: tuple[str, ...] | None = None
    anchored: bool | None = None
    _entity_set: frozenset[str] = field(default=frozenset(), init=False, repr=False, compare=False)
    _id_set: frozenset[str] = field(default=frozenset(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Strict, like every public value: a bare "fact" is not the letters f, a, c, t.
        if self.types is not None:
            types = check_strings(self.types, "types", example="['fact']")
            object.__setattr__(self, "types", types)
        if self.entities is not None:
            entities = check_strings(
                self.entities, "entities", example="['person:ada']", item=normalize_entity
            )
            object.__setattr__(self, "entities", entities)
            object.__setattr__(self, "_entity_set", frozenset(entities))
        if self.ids is not None:
            ids = check_strings(self.ids, "ids", example="[memory.id]")
            object.__setattr__(self, "ids", ids)
            object.__setattr__(self, "_id_set", frozenset(ids))
        if self.min_importance is not None:
            check_number(self.min_importance, "min_importance", low=0.0, high=1.0)
        check_bool(self.include_superseded, "include_superseded")
        if self.live_at is not None:
            check_aware(self.live_at, "live_at")
        if self.viewer is not None and not isinstance(self.viewer, str):
            raise InvalidQuery("viewer", "must be an agent name (a string) or None.")
        if self.anchored is not None:
            check_bool(self.anchored, "anchored")

    def matches(self, record: MemoryRecord) -> bool:
        """Return True when ``record`` passes this filter (reference semantics)."""
        if self.ids is not None and record.id not in self._id_set:
            return False
        if self.types is not None and not any(
            record.type == t or record.type.split(":", 1)[0] == t for t in self.types
        ):
            return False
        if self.entities is not None and self._entity_set.isdisjoint(record.entities):
            return False
        if self.min_importance is not None and record.importance < self.min_importance:
            return False
        if not self.include_superseded and record.superseded_by is not None:
            return False
        if self.live_at is not None and record.is_expired(self.live_at):
            return False
        if self.anchored is not None and record.anchored != self.anchored:
            return False
        return self.viewer == ALL_VIEWERS or record.visible_to(self.viewer)


EVERYTHING = RecordFilter()


@dataclass(frozen=True, slots=True)
class ScoredRecord:
    """A warm-tier search hit: the record and its cosine similarity to the query."""

    record: MemoryRecord
    similarity: float


@dataclass(frozen=True, slots=True)
class AccessDelta:
    """Accesses logged in the hot tier since the last flush to the warm tier."""

    count: int
    last: datetime


Vector = npt.NDArray[np.float32]


def with_access(record: MemoryRecord, delta: AccessDelta | None) -> MemoryRecord:
    """``record`` with pending accesses folded into its counters."""
    if delta is None:
        return record
    last = record.last_accessed
    return record.model_copy(
        update={
            "access_count": record.access_count + delta.count,
            "last_accessed": delta.last if last is None else max(last, delta.last),
        }
    )


def with_hot_fields(warm: MemoryRecord, hot: MemoryRecord | None) -> MemoryRecord:
    """The hot copy's fields (authoritative, DESIGN I2) with the warm copy's vector."""
    return warm if hot is None else hot.model_copy(update={"embedding": warm.embedding})


@runtime_checkable
class HotTier(Protocol):
    """Anchored and high-score records with their live counters (Redis in production).

    The hot copy of a record is authoritative for its access counters (DESIGN I2).
    """

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records (all must belong to ``namespace``)."""
        ...

    async def get_many(self, namespace: str, ids: Sequence[str]) -> dict[str, MemoryRecord]:
        """Return the records found, keyed by id; missing ids are simply absent."""
        ...

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete records and their index entries; return how many existed."""
        ...

    def scan(
        self, namespace: str, *, batch_size: int = DEFAULT_BATCH
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield every record of the namespace in batches."""
        ...

    async def count(self, namespace: str) -> int:
        """Number of records in the namespace."""
        ...

    async def ids_by_entity(self, namespace: str, entity: str) -> set[str]:
        """Ids of hot records that carry ``entity``."""
        ...

    async def anchored_ids(self, namespace: str) -> set[str]:
        """Ids of the anchored ("core") records."""
        ...

    async def record_access(self, namespace: str, ids: Sequence[str], at: datetime) -> None:
        """Log one access of each id (hot or not) at ``at``."""
        ...

    async def pending_access(
        self, namespace: str, ids: Sequence[str] | None = None
    ) -> dict[str, AccessDelta]:
        """Accesses logged since the last acknowledgement (all ids when None)."""
        ...

    async def fresh_fields(
        self, namespace: str, hot_ids: Sequence[str], access_ids: Sequence[str]
    ) -> tuple[dict[str, MemoryRecord], dict[str, AccessDelta]]:
        """The hot copies of ``hot_ids`` and the pending accesses of ``access_ids``.

        What a read needs to bring warm records up to date, in one round trip.
        """
        ...

    async def ack_access(
        self, namespace: str, flushed: dict[str, AccessDelta], *, ack_id: str | None = None
    ) -> bool:
        """Subtract accesses that were flushed to the warm tier.

        With ``ack_id``, an acknowledgement already applied under that id is not
        applied again (returns False), so a crashed flush can simply be repeated.
        """
        ...

    async def namespaces(self) -> list[str]:
        """Namespaces holding at least one record or access entry."""
        ...

    async def clear(self, namespace: str) -> int:
        """Delete everything of one namespace; return the number of records deleted."""
        ...

    async def close(self) -> None:
        """Release connections (never the caller's data)."""
        ...


@runtime_checkable
class WarmTier(Protocol):
    """The semantic index of every live record (Qdrant in production)."""

    @property
    def dimension(self) -> int | None:
        """Vector dimension of the index, None until the first write."""
        ...

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records; each needs an embedding of the tier's dimension."""
        ...

    async def update_many(self, namespace: str, records: Sequence[MemoryRecord]) -> int:
        """Replace the fields of records that exist, keeping their stored vectors.

        Records not in the tier are skipped; returns how many were updated. This is
        the cheap path for counters, anchors and supersession (no vector upload).
        """
        ...

    async def get_many(
        self, namespace: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> dict[str, MemoryRecord]:
        """Return the records found, keyed by id."""
        ...

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete records; return how many existed."""
        ...

    async def search(
        self,
        namespace: str,
        vector: Vector,
        *,
        limit: int,
        where: RecordFilter = EVERYTHING,
        with_vectors: bool = False,
    ) -> list[ScoredRecord]:
        """Nearest records by cosine similarity among those matching ``where``."""
        ...

    def scan(
        self,
        namespace: str,
        *,
        where: RecordFilter = EVERYTHING,
        batch_size: int = DEFAULT_BATCH,
        with_vectors: bool = False,
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield every matching record of the namespace in batches."""
        ...

    async def count(self, namespace: str, where: RecordFilter = EVERYTHING) -> int:
        """Number of matching records in the namespace."""
        ...

    async def namespaces(self) -> list[str]:
        """Namespaces holding at least one record."""
        ...

    async def clear(self, namespace: str) -> int:
        """Delete every record of one namespace."""
        ...

    async def close(self) -> None:
        """Release connections and flush engine state."""
        ...


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
        """Record one job run kept with the archive (see :func:`check_job_entry`)."""
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


# -- the job log's entries: one contract for every Archive ------------------------------

JOB_ENTRY_MAX_BYTES: Final = 1 << 20
JOB_TIME_KEYS: Final = ("finished_at", "started_at", "logged_at")
"""Where an entry's time comes from, first present wins; it orders and filters the log."""


def job_entry_time(entry: Mapping[str, Any]) -> datetime | None:
    """The time a job-log entry sorts by (UTC), None if it carries none.

    Raises:
        InvalidQuery: A time key holds something other than an ISO-8601 timestamp.
    """
    for key in JOB_TIME_KEYS:
        value = entry.get(key)
        if value is None:
            continue
        try:
            when = datetime.fromisoformat(value) if isinstance(value, str) else None
        except ValueError:
            when = None
        if when is None:
            raise InvalidQuery(key, f"{value!r} is not an ISO-8601 timestamp; use isoformat().")
        return when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)
    return None


def check_job_entry(entry: Mapping[str, Any], now: datetime) -> tuple[datetime, dict[str, Any]]:
    """Validate a job-log entry; return its time and a JSON-safe copy to store.

    An entry is a JSON-serialisable mapping (``JobReport.to_dict()`` plus
    ``started_at`` / ``finished_at`` ISO strings) with a non-empty ``job`` and a valid
    ``namespace``. An entry with no time key gets ``logged_at`` = ``now``.

    Raises:
        InvalidQuery: The entry is not one (the message says what to fix).
    """
    if not isinstance(entry, Mapping):
        raise InvalidQuery("entry", "must be a dict such as JobReport.to_dict() plus times.")
    try:
        text = json.dumps(dict(entry), allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidQuery(
            "entry",
            f"is not JSON-serialisable ({exc}); use str, int, float, bool, None, lists and "
            "dicts, and timestamps as ISO strings.",
        ) from None
    if len(text.encode()) > JOB_ENTRY_MAX_BYTES:
        raise InvalidQuery("entry", "is over 1 MiB; log counts and short error lines only.")
    checked: dict[str, Any] = json.loads(text)
    job = checked.get("job")
    if not isinstance(job, str) or not job.strip():
        raise InvalidQuery("job", "every job-log entry needs a non-empty 'job' name.")
    try:
        validate_namespace(checked.get("namespace"))
    except InvalidRecord as exc:
        raise InvalidQuery("namespace", exc.reason) from None
    when = job_entry_time(checked)
    if when is None:
        when = now.astimezone(UTC)
        checked["logged_at"] = when.isoformat()
    return when, checked


def check_job_log_query(namespace: str | None, since: datetime | None, limit: int | None) -> None:
    """Validate :meth:`Archive.job_log` arguments before any I/O."""
    if namespace is not None:
        validate_namespace(namespace)
    if since is not None and since.tzinfo is None:
        raise InvalidQuery("since", "needs an aware datetime, e.g. datetime(..., tzinfo=UTC).")
    if limit is not None and limit < 0:
        raise InvalidQuery("limit", "must be 0 or more.")


def select_job_log(
    entries: Sequence[tuple[datetime, dict[str, Any]]],
    *,
    namespace: str | None,
    since: datetime | None,
    limit: int | None,
) -> list[dict[str, Any]]:
    """Filter ``(time, entry)`` pairs given in append order; newest first, copies.

    Entries with the same time come newest-appended first.
    """
    check_job_log_query(namespace, since, limit)
    chosen = [
        (when, entry)
        for when, entry in reversed(entries)
        if (namespace is None or entry.get("namespace") == namespace)
        and (since is None or when >= since)
    ]
    chosen.sort(key=lambda pair: pair[0], reverse=True)  # stable: ties keep their order
    return [copy.deepcopy(entry) for _, entry in chosen[:limit]]


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
