"""The warm-tier seam: the semantic index of every live record (Qdrant in production)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from sfams_tiers._lexical import fuse
from sfams_tiers._models import MemoryRecord
from sfams_tiers._record_filter import DEFAULT_BATCH, EVERYTHING, RecordFilter

__all__ = ["ScoredRecord", "WarmTier"]

Vector = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class ScoredRecord:
    """A warm-tier search hit: the record, its cosine similarity and its keyword score.

    ``lexical`` is the BM25 score of a hybrid search's keyword channel (0 for a dense
    search, or a record that was not among the keyword candidates); in a hybrid search
    ``similarity`` is the cosine clipped to [0, 1]. :attr:`relevance` fuses the two.

    Example:
        >>> from sfams_tiers import MemoryRecord
        >>> hit = ScoredRecord(MemoryRecord(namespace="t", content="x"), 0.5)
        >>> hit.relevance, hit.lexical
        (0.5, 0.0)
    """

    record: MemoryRecord
    similarity: float
    lexical: float = 0.0

    @property
    def relevance(self) -> float:
        """:func:`~sfams_tiers._lexical.fuse` of the cosine and the keyword score.

        Equal to ``similarity`` for a dense hit (clipped to [0, 1]).
        """
        return fuse(self.similarity, self.lexical) if self.lexical > 0 else self.similarity


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
        text: str | None = None,
    ) -> list[ScoredRecord]:
        """Nearest records by cosine similarity among those matching ``where``.

        With ``text`` the search is hybrid, in one request: the candidates are the
        ``limit`` nearest by cosine and the :func:`~sfams_tiers._lexical.keyword_limit`
        best by BM25 (half as many, at least 10) over the keyword channel
        (:mod:`sfams_tiers._lexical`, IDF counted over the namespace); each is
        ranked by :attr:`ScoredRecord.relevance` (its clipped cosine, and its BM25 score
        if it is among the keyword candidates, else 0), and the best ``limit`` are
        returned in that order. A record without keyword terms (written before the
        channel existed and not yet reindexed) competes by its cosine alone.
        """
        ...

    async def lexical_backlog(self, namespace: str) -> int:
        """Records of the namespace whose keyword terms are missing: reindex them."""
        ...

    async def index_lexical(self, namespace: str, batch_size: int = DEFAULT_BATCH) -> int:
        """Give up to ``batch_size`` records of the namespace's backlog their keyword terms.

        Returns how many were indexed (0 when none is left). Idempotent, and safe to
        stop at any point: a record is either indexed or still in the backlog.
        """
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
