"""The warm-tier seam: the semantic index of every live record (Qdrant in production)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from sfams_tiers._models import MemoryRecord
from sfams_tiers._record_filter import DEFAULT_BATCH, EVERYTHING, RecordFilter

__all__ = ["ScoredRecord", "WarmTier"]

Vector = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class ScoredRecord:
    """A warm-tier search hit: the record and its cosine similarity to the query."""

    record: MemoryRecord
    similarity: float


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
