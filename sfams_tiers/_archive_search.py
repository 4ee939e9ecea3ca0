"""Forgotten is not unreachable: the archive searched by vector when the live tiers answer weakly.

Forgetting moves memories to the archive, and a question about an early session may
need exactly those. When the best live hit of a query is weak, recall scans the
namespace's archive with the same filter (current versions only, not expired, the
viewer's visibility), embeddings read only then, and ranks the archived memories by
cosine similarity in numpy, batch by batch: memory stays flat and no vector index is
kept for cold data. Recalls the live tiers answer well never pay for it.

Only memories the retention policy let decay are searched: a memory someone forgot on
purpose (``forget``), or folded into a summary, stays where it was put.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from sfams_tiers._models import MemoryRecord
from sfams_tiers._policy import DECAYED
from sfams_tiers._tiers import Archive, RecordFilter, ScoredRecord, Vector

__all__ = ["ARCHIVE_MARGIN", "ARCHIVE_SEARCH_BELOW", "archived_originals", "search_archive"]

ARCHIVE_SEARCH_BELOW = 0.8
"""Best live similarity under which recall also searches the archive."""
ARCHIVE_MARGIN = 0.8
"""An archived memory comes back when at least this share as similar as the best live one:
the live set holds what was recently useful, not always the best answer to an old topic."""


async def search_archive(
    archive: Archive,
    namespace: str,
    vector: Vector,
    *,
    where: RecordFilter,
    limit: int,
    min_similarity: float,
    batch_size: int = 2_000,
) -> list[ScoredRecord]:
    """The ``limit`` archived records of ``namespace`` most similar to ``vector``.

    Only records matching ``where`` and at least ``min_similarity`` similar; best first,
    ties by id. Only records the policy archived for a low score count; records archived
    without an embedding are skipped (nothing to compare).

    Example:
        >>> import asyncio
        >>> from sfams_tiers import InMemoryArchive, MemoryRecord
        >>> archive = InMemoryArchive()
        >>> record = MemoryRecord(namespace="ns", content="x", embedding=[1.0, 0.0],
        ...                       archive_reason="score 0.010 < archive threshold 0.05")
        >>> _ = asyncio.run(archive.put_many("ns", [record]))
        >>> hits = asyncio.run(search_archive(
        ...     archive, "ns", np.array([1.0, 0.0], dtype=np.float32),
        ...     where=RecordFilter(), limit=3, min_similarity=0.5))
        >>> [round(h.similarity, 3) for h in hits]
        [1.0]
    """
    query = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(query))
    if limit < 1 or norm == 0.0:
        return []
    query = query / norm
    best: list[tuple[float, str, MemoryRecord]] = []
    async for batch in archive.scan(namespace, where=where, batch_size=batch_size):
        records = [
            r
            for r in batch
            if r.embedding is not None
            and len(r.embedding) == len(query)
            and (r.archive_reason or "").startswith(f"{DECAYED} ")
        ]
        if not records:
            continue
        matrix = np.stack([np.asarray(r.embedding.array) for r in records if r.embedding])
        norms = np.linalg.norm(matrix, axis=1)
        norms[norms == 0.0] = 1.0
        similarity = (matrix @ query) / norms
        for index in np.flatnonzero(similarity >= min_similarity):
            record = records[int(index)]
            best.append((float(similarity[index]), record.id, record))
        best.sort(key=lambda item: (-item[0], item[1]))
        del best[limit:]
    return [ScoredRecord(record, similarity) for similarity, _, record in best]


async def archived_originals(
    archive: Archive, namespace: str, vector: Vector, ids: Sequence[str], viewer: str | None
) -> list[ScoredRecord]:
    """The archived records among ``ids`` that ``viewer`` may see, scored against ``vector``.

    How a context follows a summary to the originals it stands for when consolidation
    archived them: they are read (not restored), each with its cosine similarity.
    """
    if not ids:
        return []
    found = await archive.get_many(namespace, list(ids))
    query = np.asarray(vector, dtype=np.float32)
    out = []
    for record in found.values():
        if not record.visible_to(viewer) or record.embedding is None:
            continue
        row = np.asarray(record.embedding.array, dtype=np.float32)
        scale = float(np.linalg.norm(row) * np.linalg.norm(query)) or 1.0
        out.append(ScoredRecord(record, float(row @ query) / scale))
    return out
