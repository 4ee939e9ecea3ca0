"""What both Qdrant warm tiers share: write batches and the WarmTier methods, once.

:func:`prepare` checks a whole write batch and turns it into points (vectors and
payloads); :class:`QdrantTierBase` implements the WarmTier methods over a few engine
primitives (page, count, nearest, upsert, set payloads, delete, facet) that each backend
supplies, so both backends behave identically. The point layout (ids, payload fields and
indexes, records to and from payloads) is ``_qdrant_layout``'s and the engine-neutral
filter tree ``_qdrant_filters``'s; this module names them too, for the backends, which
read them all from here.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from sfams_tiers._errors import DimensionMismatch, InvalidQuery, InvalidRecord
from sfams_tiers._lexical import LEXICAL_VECTOR, SparseTerms, document_terms, query_terms
from sfams_tiers._memtiers import check_batch, check_batch_size
from sfams_tiers._record import MemoryRecord
from sfams_tiers._tiers import DEFAULT_BATCH, EVERYTHING, RecordFilter, ScoredRecord, Vector
from sfams_tiers.backends._qdrant_filters import After as After
from sfams_tiers.backends._qdrant_filters import AnyOf as AnyOf
from sfams_tiers.backends._qdrant_filters import AtLeast as AtLeast
from sfams_tiers.backends._qdrant_filters import Condition as Condition
from sfams_tiers.backends._qdrant_filters import Conditions as Conditions
from sfams_tiers.backends._qdrant_filters import Empty as Empty
from sfams_tiers.backends._qdrant_filters import HasIds as HasIds
from sfams_tiers.backends._qdrant_filters import HasVector as HasVector
from sfams_tiers.backends._qdrant_filters import Match as Match
from sfams_tiers.backends._qdrant_filters import MatchAny as MatchAny
from sfams_tiers.backends._qdrant_filters import Not as Not
from sfams_tiers.backends._qdrant_filters import in_namespace as in_namespace
from sfams_tiers.backends._qdrant_filters import in_other_namespaces as in_other_namespaces
from sfams_tiers.backends._qdrant_hybrid import Channel, merge
from sfams_tiers.backends._qdrant_hybrid import Found as Found
from sfams_tiers.backends._qdrant_layout import DEFAULT_COLLECTION as DEFAULT_COLLECTION
from sfams_tiers.backends._qdrant_layout import DERIVED_FIELDS as DERIVED_FIELDS
from sfams_tiers.backends._qdrant_layout import LAYOUT as LAYOUT
from sfams_tiers.backends._qdrant_layout import LAYOUT_KEY as LAYOUT_KEY
from sfams_tiers.backends._qdrant_layout import MAX_NAMESPACES as MAX_NAMESPACES
from sfams_tiers.backends._qdrant_layout import PAYLOAD_INDEXES as PAYLOAD_INDEXES
from sfams_tiers.backends._qdrant_layout import TENANT_KEY as TENANT_KEY
from sfams_tiers.backends._qdrant_layout import IndexSchema as IndexSchema
from sfams_tiers.backends._qdrant_layout import PayloadIndex as PayloadIndex
from sfams_tiers.backends._qdrant_layout import decode_points as decode_points
from sfams_tiers.backends._qdrant_layout import id_taken as id_taken
from sfams_tiers.backends._qdrant_layout import iso as iso
from sfams_tiers.backends._qdrant_layout import point_id as point_id
from sfams_tiers.backends._qdrant_layout import point_ids as point_ids
from sfams_tiers.backends._qdrant_layout import to_payload as to_payload

__all__ = [
    "NO_TERMS",
    "Found",
    "Prepared",
    "QdrantTierBase",
    "check_dimension",
    "prepare",
    "stored_terms",
]

MIGRATE_BATCH = 256


@dataclass(frozen=True, slots=True)
class Prepared:
    """A validated write batch: records with their vectors and payloads, one dimension."""

    records: list[MemoryRecord]
    vectors: list[list[float]]
    payloads: list[dict[str, Any]]
    dimension: int | None
    terms: list[SparseTerms]


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
        return Prepared([], [], [], None, [])
    matrix = np.stack([r.embedding.array for r in batch if r.embedding is not None])
    norms: list[float] = np.linalg.norm(matrix.astype(np.float64), axis=1).tolist()
    payloads = []
    for record, norm in zip(batch, norms, strict=True):
        payload = to_payload(record)
        payload["vector_norm"] = norm
        payloads.append(payload)
    vectors: list[list[float]] = matrix.tolist()
    terms = [stored_terms(r.content, namespace) for r in batch]
    return Prepared(batch, vectors, payloads, expected, terms)


NO_TERMS = SparseTerms((0,), (0.0,))
"""Stored for a text without terms, so that the point still holds the keyword vector
(:class:`HasVector` then tells indexed points from the reindex backlog); term 0 is no
word's id in practice (a 1 in 2**32 chance), and its weight scores nothing."""


def stored_terms(content: str, namespace: str) -> SparseTerms:
    """The keyword vector stored with a record: its document terms, or :data:`NO_TERMS`."""
    return document_terms(content, namespace) or NO_TERMS


def check_dimension(expected: int | None, got: int, where: str) -> None:
    """Raise DimensionMismatch when a known dimension differs from ``got``."""
    if expected is not None and got != expected:
        raise DimensionMismatch(expected, got, where)


class QdrantTierBase(ABC):
    """The WarmTier methods over a few engine primitives that each backend supplies."""

    _dimension: int | None
    _keywords = True
    """False when the index has no keyword vector and cannot get one (an old collection
    in qdrant-client's local mode): searches are then dense only."""

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
    async def _channels(
        self,
        conditions: Conditions,
        vector: list[float],
        limit: int,
        vectors: bool,
        keywords: tuple[SparseTerms, Conditions],
    ) -> tuple[Channel, Channel]:
        """Both channels of a hybrid search in one engine call (see ``_qdrant_hybrid``).

        The union of the ``limit`` nearest and the ``keyword_limit(limit)`` best BM25
        points, with payloads, their cosine (and vectors if ``vectors``); and the BM25
        points alone with their score. ``keywords``: the query's terms and the IDF corpus.
        """

    @abstractmethod
    async def _set_terms(self, updates: list[tuple[str, SparseTerms]]) -> None:
        """Store keyword vectors of existing points (by point id), keeping the rest.

        A point that already holds a keyword vector (rewritten meanwhile) is skipped.
        """

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
        text: str | None = None,
    ) -> list[ScoredRecord]:
        """Nearest records by cosine similarity, best first (ties by id); hybrid with text."""
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
        terms = query_terms(text, namespace) if text is not None and self._keywords else None
        keywords = (terms, in_namespace(namespace) or ()) if terms else None
        if keywords is None:
            hits = await self._nearest(scope, query.tolist(), limit, with_vectors)
            decoded = decode_points([(p, v) for (_, p, v), _ in hits])
            scored = [ScoredRecord(r, score) for r, (_, score) in zip(decoded, hits, strict=True)]
            return sorted(scored, key=lambda s: (-s.similarity, s.record.id))
        channels = await self._channels(scope, query.tolist(), limit, with_vectors, keywords)
        both = merge(*channels, limit, with_vectors)
        decoded = decode_points([(p, v) for (_, p, v), _, _ in both])
        scored = [ScoredRecord(r, c, w) for r, (_, c, w) in zip(decoded, both, strict=True)]
        return sorted(scored, key=lambda s: (-s.relevance, s.record.id))

    async def lexical_backlog(self, namespace: str) -> int:
        """Points of the namespace without a keyword vector (written before it existed)."""
        scope = in_namespace(namespace)
        if scope is None or not self._keywords or not await self._open():
            return 0
        return await self._count((*scope, Not(HasVector(LEXICAL_VECTOR))))

    async def index_lexical(self, namespace: str, batch_size: int = DEFAULT_BATCH) -> int:
        """Give up to ``batch_size`` points of the namespace's backlog keyword vectors."""
        check_batch_size(batch_size)
        scope = in_namespace(namespace)
        if scope is None or not self._keywords or not await self._open():
            return 0
        backlog: Conditions = (*scope, Not(HasVector(LEXICAL_VECTOR)))
        found, _ = await self._page(backlog, batch_size, None, payload=True, vectors=False)
        records = decode_points([(payload, None) for _, payload, _ in found])
        updates = [
            (point, stored_terms(record.content, namespace))
            for (point, _, _), record in zip(found, records, strict=True)
        ]
        if updates:
            await self._set_terms(updates)
        return len(updates)

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
