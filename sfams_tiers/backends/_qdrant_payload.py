"""What both Qdrant warm tiers share: the point layout, the filters and the tier logic.

One collection (or Edge shard) holds every namespace; ``namespace`` is the tenant key.
A point is one record: id = :func:`point_id` of the namespace and the record id (the
record id's time bits, then a hash of both: an id held in another namespace is
indistinguishable from a free one), vector = the embedding (cosine), payload = the
record as JSON values plus a few derived filter fields. Points of the earlier layout
(id = the record id, no ``layout`` field) are rewritten when a tier first opens the
index (:meth:`QdrantTierBase.migrate_layout`). ``storage/qdrant-collection.json``
writes this down, and a test checks that both engines create exactly its payload indexes.

Filters are built here once, as a small engine-neutral tree (:data:`Condition`) that
mirrors :meth:`RecordFilter.matches`; each backend translates the tree into its own
library's classes (the two libraries share no classes). Every tree starts with
``namespace == ns`` (DESIGN I4). :class:`QdrantTierBase` implements the WarmTier
methods once over a few engine primitives, so both backends behave identically.
"""

from __future__ import annotations

import hashlib
import uuid
from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import AsyncIterator, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

import numpy as np
from pydantic import TypeAdapter

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import DimensionMismatch, InvalidQuery, InvalidRecord
from sfams_tiers._ids import is_uuid7
from sfams_tiers._memtiers import check_batch, check_batch_size
from sfams_tiers._models import (
    Limits,
    MemoryRecord,
    parse_stored_json,
    stored_record,
    validate_namespace,
    validate_record,
)
from sfams_tiers._tiers import (
    ALL_VIEWERS,
    DEFAULT_BATCH,
    EVERYTHING,
    RecordFilter,
    ScoredRecord,
    Vector,
)

__all__ = [
    "After",
    "AnyOf",
    "AtLeast",
    "Condition",
    "Conditions",
    "DEFAULT_COLLECTION",
    "DERIVED_FIELDS",
    "Empty",
    "Found",
    "HasIds",
    "IndexSchema",
    "LAYOUT",
    "LAYOUT_KEY",
    "MAX_NAMESPACES",
    "Match",
    "MatchAny",
    "Not",
    "PAYLOAD_INDEXES",
    "PayloadIndex",
    "Prepared",
    "QdrantTierBase",
    "TENANT_KEY",
    "check_dimension",
    "decode_points",
    "id_taken",
    "in_namespace",
    "in_other_namespaces",
    "iso",
    "point_id",
    "point_ids",
    "prepare",
    "to_payload",
]

DEFAULT_COLLECTION = "sfams_memories"
TENANT_KEY = "namespace"
LAYOUT_KEY = "layout"
LAYOUT = 2
"""Point layout written now: 2 = ids derived from namespace and record id (1 had none)."""
MIGRATE_BATCH = 256
MAX_NAMESPACES = 100_000  # namespaces() lists at most this many (one facet request)

IndexSchema = Literal["keyword", "float", "datetime", "bool"]


@dataclass(frozen=True, slots=True)
class PayloadIndex:
    """One payload index of the collection."""

    field: str
    schema: IndexSchema
    is_tenant: bool = False


PAYLOAD_INDEXES: tuple[PayloadIndex, ...] = (
    PayloadIndex(TENANT_KEY, "keyword", is_tenant=True),
    PayloadIndex("type", "keyword"),
    PayloadIndex("base_type", "keyword"),
    PayloadIndex("entities", "keyword"),
    PayloadIndex("visibility", "keyword"),
    PayloadIndex("agent", "keyword"),
    PayloadIndex("importance", "float"),
    PayloadIndex("expires_at", "datetime"),
    PayloadIndex("superseded", "bool"),
    PayloadIndex("anchored", "bool"),
)
DERIVED_FIELDS = (
    "base_type",
    "superseded",
    "expires_at",
    "vector_norm",
    "record_json",
    LAYOUT_KEY,
)
"""Payload fields computed from the record; decoding drops them."""

_RECORD_FIELDS = tuple(name for name in MemoryRecord.model_fields if name != "embedding")
# Stored records passed the writer's limits, which may exceed this process's defaults;
# a read must never refuse what a write accepted.
_READ_LIMITS = Limits(max_content_bytes=2**62, max_entities=2**31, max_relations=2**31)
_DATETIME = TypeAdapter(datetime)


def iso(when: datetime) -> str:
    """RFC 3339 text exactly as pydantic writes record datetimes (``...Z``)."""
    text: str = _DATETIME.dump_python(when, mode="json")
    return text


# -- records <-> payloads ----------------------------------------------------------------


def to_payload(record: MemoryRecord) -> dict[str, Any]:
    """The point payload: every indexed filter field, and the record as exact JSON text.

    Only what filters need is spread into fields; everything else lives in
    ``record_json``, which reads decode (Qdrant Edge rounds payload floats in the last
    digit). Each payload value costs Qdrant Edge's binding about 3 µs to convert: with
    every field spread out, building a 384-dim point took 56 µs, now 36 (``vector_norm``
    is added by writes that send the vector, see :func:`prepare`).
    """
    expires = record.expires_at
    return {
        TENANT_KEY: record.namespace,
        "type": record.type,
        "base_type": record.type.split(":", 1)[0],
        "entities": list(record.entities),
        "visibility": record.visibility,
        "agent": record.agent,
        "importance": record.importance,
        "expires_at": None if expires is None else iso(expires),
        "superseded": record.superseded,
        "anchored": record.anchored,
        "record_json": record.model_dump_json(exclude={"embedding"}),
        LAYOUT_KEY: LAYOUT,
    }


def decode_points(points: Sequence[tuple[dict[str, Any] | None, object]]) -> list[MemoryRecord]:
    """Records from stored points (payload, vector), their vectors scaled in one go.

    Cosine collections store unit vectors; scaling each back by the ``vector_norm`` it
    was written with returns the caller's own embedding (to float32 precision). The
    record's JSON is parsed with its field types and not re-validated: this library
    validated it before writing it (points from before ``record_json`` are validated).
    """
    parsed = [_record_fields(payload or {}) for payload, _ in points]
    fields = [data for data, _ in parsed]
    dense = [i for i, (_, vector) in enumerate(points) if _is_dense(vector)]
    if dense:
        matrix = np.asarray([points[i][1] for i in dense], dtype=np.float32)
        matrix *= np.array([_norm(points[i][0]) for i in dense], dtype=np.float32)[:, None]
        try:
            embeddings = Embedding.rows(matrix)
        except ValueError:
            raise InvalidRecord(
                "embedding", "a stored vector is not finite; delete the point and write it again."
            ) from None
        for i, embedding in zip(dense, embeddings, strict=True):
            fields[i]["embedding"] = embedding
    return [
        stored_record(data) if exact else validate_record(data, _READ_LIMITS)
        for data, exact in parsed
    ]


def _record_fields(payload: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """The record's fields, and whether they are the exact typed JSON of a write."""
    exact = payload.get("record_json")
    if isinstance(exact, str):
        data = parse_stored_json(exact)
        data.setdefault("embedding", None)
        return data, True
    # Points written before record_json existed carry every field in the payload.
    return {name: payload[name] for name in _RECORD_FIELDS if name in payload}, False


def _is_dense(vector: object) -> bool:
    return isinstance(vector, list) and bool(vector) and isinstance(vector[0], float)


def _norm(payload: dict[str, Any] | None) -> float:
    norm = (payload or {}).get("vector_norm")
    return float(norm) if isinstance(norm, int | float) and norm > 0 else 1.0


@dataclass(frozen=True, slots=True)
class Prepared:
    """A validated write batch: records with their vectors and payloads, one dimension."""

    records: list[MemoryRecord]
    vectors: list[list[float]]
    payloads: list[dict[str, Any]]
    dimension: int | None


def prepare(namespace: str, records: Sequence[MemoryRecord], dimension: int | None) -> Prepared:
    """Validate a whole write batch, in the reference's order, before anything is written."""
    batch = check_batch(namespace, records)
    expected = dimension
    for record in batch:
        if record.embedding is None:
            raise InvalidRecord(
                "embedding",
                f"record {record.id} has none; the warm tier indexes vectors, "
                "so embed the content before storing it.",
            )
        expected = expected or len(record.embedding)
        check_dimension(expected, len(record.embedding), "warm tier write")
    if not batch:
        return Prepared([], [], [], None)
    matrix = np.stack([r.embedding.array for r in batch if r.embedding is not None])
    norms: list[float] = np.linalg.norm(matrix.astype(np.float64), axis=1).tolist()
    payloads = []
    for record, norm in zip(batch, norms, strict=True):
        payload = to_payload(record)
        payload["vector_norm"] = norm
        payloads.append(payload)
    vectors: list[list[float]] = matrix.tolist()
    return Prepared(batch, vectors, payloads, expected)


def check_dimension(expected: int | None, got: int, where: str) -> None:
    """Raise DimensionMismatch when a known dimension differs from ``got``."""
    if expected is not None and got != expected:
        raise DimensionMismatch(expected, got, where)


def point_ids(ids: Iterable[str]) -> tuple[str, ...]:
    """Distinct ids, in order, that can name a record (no other id can exist)."""
    return tuple(dict.fromkeys(i for i in ids if isinstance(i, str) and is_uuid7(i)))


_LOW_62 = (1 << 62) - 1


def point_id(namespace: str, record_id: str) -> str:
    """The point id of ``record_id`` in ``namespace`` (DESIGN I4).

    The record id's first 64 bits (its millisecond and counter: points stay in time
    order), then the UUID variant, then 62 bits of a BLAKE2b hash of the namespace and
    the record id. One record id in two namespaces is two unrelated points, so a write
    can never meet, refuse or reveal another namespace's record.

    Example:
        >>> rid = "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b"
        >>> point_id("team-a", rid)[:19] == rid[:19], point_id("team-a", rid) != point_id(
        ...     "team-b", rid)
        (True, True)
    """
    digest = hashlib.blake2b(f"{namespace}\x00{record_id}".encode(), digest_size=8).digest()
    high = uuid.UUID(record_id).int >> 64
    return str(uuid.UUID(int=high << 64 | 0b10 << 62 | int.from_bytes(digest) & _LOW_62))


def _point_ids(namespace: str, ids: Iterable[str]) -> tuple[str, ...]:
    return tuple(point_id(namespace, i) for i in point_ids(ids))


def id_taken(namespace: str, count: int) -> InvalidRecord:
    """The refusal of a write whose point ids another namespace holds (a hash collision)."""
    return InvalidRecord(
        "id",
        f"{count} record id(s) in this batch collide with points of another namespace; "
        f"give the records for {namespace!r} new ids (leave `id` out).",
    )


# -- filters: an engine-neutral tree -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Match:
    """``key`` equals ``value`` (for an array field: contains it)."""

    key: str
    value: str | bool


@dataclass(frozen=True, slots=True)
class MatchAny:
    """``key`` is one of ``values`` (for an array field: shares one)."""

    key: str
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AtLeast:
    """Number ``key`` >= ``value``."""

    key: str
    value: float


@dataclass(frozen=True, slots=True)
class After:
    """Datetime ``key`` > ``value``."""

    key: str
    value: datetime


@dataclass(frozen=True, slots=True)
class Empty:
    """``key`` is absent, null or an empty array."""

    key: str


@dataclass(frozen=True, slots=True)
class HasIds:
    """The point id is one of ``ids``."""

    ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AnyOf:
    """At least one of ``conditions`` holds (Qdrant ``should``)."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class Not:
    """``condition`` does not hold (Qdrant ``must_not``)."""

    condition: Condition


Condition = Match | MatchAny | AtLeast | After | Empty | HasIds | AnyOf | Not
Conditions = tuple[Condition, ...]
"""All must hold (Qdrant ``must``); the first is always the namespace."""


def in_namespace(
    namespace: str, where: RecordFilter | None = None, ids: Sequence[str] | None = None
) -> Conditions | None:
    """The filter of every read and write: ``namespace``, then ``ids`` and ``where``.

    Returns None when nothing can match (no valid id, ``types=()``, ``entities=()``),
    so callers skip the round trip.
    """
    conditions: list[Condition] = [Match(TENANT_KEY, validate_namespace(namespace))]
    for wanted in (ids, None if where is None else where.ids):
        if wanted is not None:
            if not (valid := _point_ids(namespace, wanted)):
                return None
            conditions.append(HasIds(valid))
    if where is None:
        return tuple(conditions)
    if where.types is not None:
        # "state" matches "state" and "state:ticket" (base type); "state:ticket" only itself.
        bases = tuple(t for t in where.types if ":" not in t)
        exact = tuple(t for t in where.types if ":" in t)
        options = [MatchAny(key, v) for key, v in (("base_type", bases), ("type", exact)) if v]
        if not options:
            return None
        conditions.append(AnyOf(tuple(options)))
    if where.entities is not None:
        if not where.entities:
            return None
        conditions.append(MatchAny("entities", where.entities))
    if where.min_importance is not None:
        conditions.append(AtLeast("importance", where.min_importance))
    if not where.include_superseded:
        conditions.append(Match("superseded", False))
    if where.live_at is not None:
        # Expired means expires_at <= live_at, so live means no expiry or expires_at > it.
        conditions.append(AnyOf((Empty("expires_at"), After("expires_at", where.live_at))))
    if where.anchored is not None:
        conditions.append(Match("anchored", where.anchored))
    if where.viewer is None:
        conditions.append(Match("visibility", "shared"))
    elif where.viewer != ALL_VIEWERS:
        conditions.append(AnyOf((Match("visibility", "shared"), Match("agent", where.viewer))))
    return tuple(conditions)


def in_other_namespaces(namespace: str, ids: Sequence[str]) -> Conditions:
    """Points with these records' point ids in another namespace (a hash collision).

    Writes count these to refuse a batch instead of overwriting another tenant.
    """
    return (HasIds(_point_ids(namespace, ids)), Not(Match(TENANT_KEY, namespace)))


# -- the WarmTier methods, once ----------------------------------------------------------

Found = tuple[str, dict[str, Any] | None, object]
"""A point as an engine returns it: (id, payload or None, vector or None)."""


class QdrantTierBase(ABC):
    """The WarmTier methods over a few engine primitives that each backend supplies."""

    _dimension: int | None

    @property
    def dimension(self) -> int | None:
        """Vector size: given, learned from the first write, or from the stored index."""
        return self._dimension

    @abstractmethod
    async def _ready(self, write_dimension: int | None = None) -> bool:
        """True when the index exists; a write knowing its dimension creates it."""

    async def _open(self, write_dimension: int | None = None) -> bool:
        """:meth:`_ready`, and the first time the index exists, :meth:`migrate_layout`."""
        if not await self._ready(write_dimension):
            return False
        if not getattr(self, "_layout_checked", False):
            await self.migrate_layout()
        return True

    async def migrate_layout(self) -> int:
        """Rewrite points of the earlier layout (id = record id) under derived ids.

        Each batch is written under its new ids, then its old points are deleted (by
        id and missing ``layout``): a crash in between leaves a duplicate that the next
        open rewrites again, never a loss. Runs once per tier object; returns how many
        points it rewrote.
        """
        old: Conditions = (Empty(LAYOUT_KEY),)
        moved = 0
        while True:
            found, _ = await self._page(old, MIGRATE_BATCH, None, payload=True, vectors=True)
            if not found:
                break
            by_namespace: dict[str, list[MemoryRecord]] = defaultdict(list)
            for record in decode_points([(p, v) for _, p, v in found]):
                by_namespace[record.namespace].append(record)
            for namespace, records in by_namespace.items():
                await self._upsert(namespace, prepare(namespace, records, self._dimension))
            await self._delete((HasIds(tuple(i for i, _, _ in found)), Empty(LAYOUT_KEY)))
            moved += len(found)
        self._layout_checked = True
        return moved

    @abstractmethod
    async def _count(self, conditions: Conditions) -> int: ...

    @abstractmethod
    async def _page(
        self,
        conditions: Conditions,
        limit: int,
        offset: Any,
        *,
        payload: bool,
        vectors: bool,
        ids: bool = True,
    ) -> tuple[list[Found], Any]:
        """One page of matching points in id order, and the next page's offset (or None).

        With ``ids=False`` a point's id may come back as "" (readers of the payload take
        the record's own id; Qdrant Edge spends 6 µs a point making the id a string).
        """

    @abstractmethod
    async def _nearest(
        self, conditions: Conditions, vector: list[float], limit: int, vectors: bool
    ) -> list[tuple[Found, float]]: ...

    @abstractmethod
    async def _upsert(self, namespace: str, batch: Prepared) -> None:
        """Write the points; the engine must skip existing points of other namespaces."""

    @abstractmethod
    async def _set_payloads(self, namespace: str, updates: list[tuple[str, Any]]) -> None:
        """Merge payloads into existing points of the namespace, keeping their vectors."""

    @abstractmethod
    async def _delete(self, conditions: Conditions) -> None: ...

    @abstractmethod
    async def _facet_namespaces(self) -> list[tuple[str, int]]: ...

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records; the whole batch is checked before any is written.

        Raises:
            InvalidRecord: Wrong namespace, no embedding, or an id another namespace holds.
            DimensionMismatch: A vector has the wrong size.
        """
        batch = prepare(namespace, records, self._dimension)
        if batch.dimension is None:
            return
        await self._open(batch.dimension)
        check_dimension(self._dimension, batch.dimension, "warm tier write")
        taken = await self._count(in_other_namespaces(namespace, [r.id for r in batch.records]))
        if taken:
            raise id_taken(namespace, taken)
        await self._upsert(namespace, batch)

    async def update_many(self, namespace: str, records: Sequence[MemoryRecord]) -> int:
        """Replace the fields of records that exist in the namespace, keeping vectors."""
        batch = check_batch(namespace, records)
        scope = in_namespace(namespace, ids=[r.id for r in batch])
        if scope is None or not await self._open():
            return 0
        found, _ = await self._page(scope, len(batch), None, payload=False, vectors=False)
        existing = {found_id for found_id, _, _ in found}
        # Set (merge), not overwrite: the record dump holds every field, and merging
        # keeps the stored vector_norm that belongs to the stored vector.
        updates = [(r.id, to_payload(r)) for r in batch if point_id(namespace, r.id) in existing]
        if updates:
            await self._set_payloads(namespace, updates)
        return len(updates)

    async def get_many(
        self, namespace: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> dict[str, MemoryRecord]:
        """Return the records of the namespace found among ``ids``."""
        scope = in_namespace(namespace, ids=ids)
        if scope is None or not await self._open():
            return {}
        limit = len(point_ids(ids))
        found, _ = await self._page(
            scope, limit, None, payload=True, vectors=with_vectors, ids=False
        )
        records = {r.id: r for r in decode_points([(p, v) for _, p, v in found])}
        return {i: records[i] for i in ids if i in records}

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete the namespace's records among ``ids``; return how many existed."""
        return await self._delete_counted(in_namespace(namespace, ids=ids))

    async def search(
        self,
        namespace: str,
        vector: Vector,
        *,
        limit: int,
        where: RecordFilter = EVERYTHING,
        with_vectors: bool = False,
    ) -> list[ScoredRecord]:
        """Nearest records by cosine similarity, best first (ties by id)."""
        if limit < 1:
            raise InvalidQuery("limit", "must be at least 1.")
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        if query.size == 0 or not np.isfinite(query).all():
            raise InvalidQuery("vector", "must be a non-empty vector of finite numbers.")
        scope = in_namespace(namespace, where)
        ready = await self._open()
        check_dimension(self._dimension, query.size, "warm tier search")
        if not ready:
            self._dimension = query.size  # as in the reference, a search fixes the dimension
        if scope is None or not ready:
            return []
        hits = await self._nearest(scope, query.tolist(), limit, with_vectors)
        decoded = decode_points([(p, v) for (_, p, v), _ in hits])
        scored = [ScoredRecord(r, score) for r, (_, score) in zip(decoded, hits, strict=True)]
        return sorted(scored, key=lambda s: (-s.similarity, s.record.id))

    async def scan(
        self,
        namespace: str,
        *,
        where: RecordFilter = EVERYTHING,
        batch_size: int = DEFAULT_BATCH,
        with_vectors: bool = False,
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield the namespace's matching records in batches, in id order."""
        check_batch_size(batch_size)
        scope = in_namespace(namespace, where)
        if scope is None or not await self._open():
            return
        offset: Any = None
        while True:
            found, offset = await self._page(
                scope, batch_size, offset, payload=True, vectors=with_vectors, ids=False
            )
            if found:
                yield decode_points([(payload, vector) for _, payload, vector in found])
            if offset is None:
                return

    async def count(self, namespace: str, where: RecordFilter = EVERYTHING) -> int:
        """Number of matching records in the namespace."""
        scope = in_namespace(namespace, where)
        return 0 if scope is None or not await self._open() else await self._count(scope)

    async def namespaces(self) -> list[str]:
        """Namespaces holding at least one record (up to 100,000 of them)."""
        if not await self._open():
            return []
        return sorted(name for name, n in await self._facet_namespaces() if n > 0)

    async def clear(self, namespace: str) -> int:
        """Delete every record of one namespace; return how many there were."""
        return await self._delete_counted(in_namespace(namespace))

    async def _delete_counted(self, scope: Conditions | None) -> int:
        if scope is None or not await self._open():
            return 0
        existing = await self._count(scope)
        if existing:
            await self._delete(scope)
        return existing
