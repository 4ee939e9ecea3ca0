"""The Qdrant point layout: ids, payload fields and indexes, records to and from points.

One collection (or Edge shard) holds every namespace; ``namespace`` is the tenant key.
A point is one record: id = :func:`point_id` of the namespace and the record id (the
record id's time bits, then a hash of both: an id held in another namespace is
indistinguishable from a free one), vector = the embedding (cosine), payload = the
record as JSON values plus a few derived filter fields. Points of the earlier layout
(id = the record id, no ``layout`` field) are rewritten when a tier first opens the
index (:meth:`~sfams_tiers.backends._qdrant_payload.QdrantTierBase.migrate_layout`).
``storage/qdrant-collection.json`` writes this down, and a test checks that both
engines create exactly its payload indexes.
"""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

import numpy as np
from pydantic import TypeAdapter

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import InvalidRecord
from sfams_tiers._ids import is_uuid7
from sfams_tiers._limits import Limits
from sfams_tiers._record import MemoryRecord, validate_record
from sfams_tiers._stored import parse_stored_json, stored_record

__all__ = [
    "DEFAULT_COLLECTION",
    "DERIVED_FIELDS",
    "IndexSchema",
    "LAYOUT",
    "LAYOUT_KEY",
    "MAX_NAMESPACES",
    "PAYLOAD_INDEXES",
    "PayloadIndex",
    "TENANT_KEY",
    "decode_points",
    "id_taken",
    "iso",
    "point_id",
    "point_ids",
    "point_ids_in",
    "to_payload",
]

DEFAULT_COLLECTION = "sfams_memories"
TENANT_KEY = "namespace"
LAYOUT_KEY = "layout"
LAYOUT = 2
"""Point layout written now: 2 = ids derived from namespace and record id (1 had none)."""
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
    # A point with the keyword channel holds named vectors: the dense one is "".
    points = [(p, v.get("") if isinstance(v, dict) else v) for p, v in points]
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


def point_ids_in(namespace: str, ids: Iterable[str]) -> tuple[str, ...]:
    """The point ids in ``namespace`` of the distinct valid record ids among ``ids``."""
    return tuple(point_id(namespace, i) for i in point_ids(ids))


def id_taken(namespace: str, count: int) -> InvalidRecord:
    """The refusal of a write whose point ids another namespace holds (a hash collision)."""
    return InvalidRecord(
        "id",
        f"{count} record id(s) in this batch collide with points of another namespace; "
        f"give the records for {namespace!r} new ids (leave `id` out).",
    )
