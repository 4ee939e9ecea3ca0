"""The in-memory reference warm tier: exact cosine search with numpy.

It defines the warm-tier semantics the real backends must match (the contract tests
run against both); searches and counts run through numpy columns (``_memindex``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence

import numpy as np

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import DimensionMismatch, InvalidQuery, InvalidRecord
from sfams_tiers._lexical import document_terms, fuse, keyword_limit, query_terms
from sfams_tiers._memindex import NamespaceIndex
from sfams_tiers._memlexical import LexicalIndex
from sfams_tiers._models import MemoryRecord, validate_namespace
from sfams_tiers._record_filter import DEFAULT_BATCH, EVERYTHING, RecordFilter
from sfams_tiers._tier_io import check_batch, in_batches, without_vector
from sfams_tiers._warm_tier import ScoredRecord, Vector

__all__ = ["InMemoryWarmTier"]


def _candidates(stored: Mapping[str, MemoryRecord], where: RecordFilter) -> Iterable[MemoryRecord]:
    """The records ``where`` may match: only its ids when it names some (no full scan)."""
    if where.ids is None:
        return stored.values()
    return [stored[i] for i in dict.fromkeys(where.ids) if i in stored]


class InMemoryWarmTier:
    """Reference :class:`~sfams_tiers.WarmTier`: exact cosine search with numpy.

    Example:
        >>> import asyncio, numpy as np
        >>> from sfams_tiers import MemoryRecord
        >>> warm = InMemoryWarmTier(dimension=2)
        >>> r = MemoryRecord(namespace="team-a", content="x", embedding=(1.0, 0.0))
        >>> asyncio.run(warm.put_many("team-a", [r]))
        >>> hits = asyncio.run(warm.search("team-a", np.array([1, 0], np.float32), limit=1))
        >>> round(hits[0].similarity, 3)
        1.0
    """

    def __init__(self, dimension: int | None = None) -> None:
        self._dimension = dimension
        # Records are kept without their vectors (reads return them as they are, no
        # copy per hit); the vectors beside them, attached only when a read asks.
        self._records: dict[str, dict[str, MemoryRecord]] = defaultdict(dict)
        self._vectors: dict[str, dict[str, Embedding]] = defaultdict(dict)
        self._index: dict[str, NamespaceIndex] = {}  # search columns (see _memindex)
        self._lexical: dict[str, LexicalIndex] = defaultdict(LexicalIndex)

    @property
    def dimension(self) -> int | None:
        """Vector dimension, fixed by the constructor or the first write."""
        return self._dimension

    def _check_vector(self, size: int, where: str) -> None:
        if self._dimension is None:
            self._dimension = size
        elif size != self._dimension:
            raise DimensionMismatch(self._dimension, size, where)

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records; all are checked before any is stored."""
        batch = check_batch(namespace, records)
        vectors: list[Vector] = []
        for record in batch:
            if record.embedding is None:
                raise InvalidRecord(
                    "embedding",
                    f"record {record.id} has none; the warm tier indexes vectors, "
                    "so embed the content before storing it.",
                )
            self._check_vector(len(record.embedding), "warm tier write")
            vector = record.embedding.array
            norm = float(np.linalg.norm(vector))
            vectors.append(vector / norm if norm > 0 else vector)
        if batch and namespace not in self._index:
            self._index[namespace] = NamespaceIndex(len(vectors[0]))
        for record, vector in zip(batch, vectors, strict=True):
            assert record.embedding is not None  # checked above
            self._records[namespace][record.id] = record.model_copy(update={"embedding": None})
            self._vectors[namespace][record.id] = record.embedding
            self._index[namespace].put(record, vector)
            self._lexical[namespace].put(record.id, document_terms(record.content, namespace))

    async def update_many(self, namespace: str, records: Sequence[MemoryRecord]) -> int:
        """Replace fields of existing records, keeping their vectors."""
        stored = self._records.get(namespace, {})
        updated = 0
        for record in check_batch(namespace, records):
            current = stored.get(record.id)
            if current is not None:
                stored[record.id] = without_vector(record)
                self._index[namespace].update(record)
                updated += 1
        return updated

    async def get_many(
        self, namespace: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> dict[str, MemoryRecord]:
        """Return the records found, keyed by id."""
        stored = self._records.get(validate_namespace(namespace), {})
        return {i: self._out(namespace, stored[i], with_vectors) for i in ids if i in stored}

    def _out(self, namespace: str, record: MemoryRecord, with_vectors: bool) -> MemoryRecord:
        if not with_vectors:
            return record
        return record.model_copy(update={"embedding": self._vectors[namespace][record.id]})

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete records; return how many existed."""
        stored = self._records.get(validate_namespace(namespace), {})
        removed = 0
        for record_id in set(ids):
            if stored.pop(record_id, None) is not None:
                self._vectors[namespace].pop(record_id, None)
                self._index[namespace].delete(record_id)
                self._lexical[namespace].delete(record_id)
                removed += 1
        return removed

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
        """Exact cosine similarity over the matching records of one namespace.

        Vectorised (:mod:`sfams_tiers._memindex`): filter masks and one matrix product.
        With ``text``, hybrid as :meth:`WarmTier.search <sfams_tiers.WarmTier.search>`
        says: BM25 over the namespace's postings (:mod:`sfams_tiers._memlexical`).
        """
        if limit < 1:
            raise InvalidQuery("limit", "must be at least 1.")
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        self._check_vector(query.shape[0], "warm tier search")
        stored = self._records.get(validate_namespace(namespace), {})
        index = self._index.get(namespace)
        if index is None or not stored:
            return []
        norm = float(np.linalg.norm(query))
        unit = query / norm if norm > 0 else query
        rows = index.matching(where)
        hits = index.nearest(unit, rows, limit)
        terms = query_terms(text, namespace) if text is not None else None
        if terms:
            keyword = self._lexical[namespace].best(
                terms, lambda ids: index.among(ids, rows), keyword_limit(limit)
            )
            cosine = dict(hits)
            extra = [i for i in keyword if i not in cosine]
            cosine.update(zip(extra, index.cosines(unit, extra), strict=True))
            clipped = {i: min(max(c, 0.0), 1.0) for i, c in cosine.items()}
            ranked = sorted(clipped, key=lambda i: (-fuse(clipped[i], keyword.get(i, 0.0)), i))[
                :limit
            ]
            return [
                ScoredRecord(
                    self._out(namespace, stored[i], with_vectors), clipped[i], keyword.get(i, 0.0)
                )
                for i in ranked
            ]
        return [ScoredRecord(self._out(namespace, stored[i], with_vectors), s) for i, s in hits]

    async def lexical_backlog(self, namespace: str) -> int:
        """Always 0: this tier indexes every record's keyword terms as it stores it."""
        return 0

    async def index_lexical(self, namespace: str, batch_size: int = DEFAULT_BATCH) -> int:
        """Nothing to do (see :meth:`lexical_backlog`); returns 0."""
        return 0

    async def scan(
        self,
        namespace: str,
        *,
        where: RecordFilter = EVERYTHING,
        batch_size: int = DEFAULT_BATCH,
        with_vectors: bool = False,
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield matching records in batches."""
        stored = self._records.get(validate_namespace(namespace), {})
        index = self._index.get(namespace)
        if where.ids is None and index is not None:  # the columns, not a loop over records
            matching = [stored[i] for i in index.ids(index.matching(where))]
        else:
            matching = [r for r in _candidates(stored, where) if where.matches(r)]
        records = [self._out(namespace, r, with_vectors) for r in matching]
        async for batch in in_batches(records, batch_size):
            yield batch

    async def count(self, namespace: str, where: RecordFilter = EVERYTHING) -> int:
        """Number of matching records."""
        stored = self._records.get(validate_namespace(namespace), {})
        if where is EVERYTHING or not stored:
            return len(stored)
        return int(self._index[namespace].matching(where).size)

    async def namespaces(self) -> list[str]:
        """Namespaces with records."""
        return sorted(ns for ns, recs in self._records.items() if recs)

    async def clear(self, namespace: str) -> int:
        """Delete every record of one namespace."""
        self._index.pop(validate_namespace(namespace), None)
        self._lexical.pop(namespace, None)
        self._vectors.pop(namespace, None)
        return len(self._records.pop(namespace, {}))

    async def close(self) -> None:
        """Nothing to release."""
