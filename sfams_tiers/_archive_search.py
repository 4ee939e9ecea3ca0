"""Forgotten is not unreachable: the archive searched by vector when the live tiers answer weakly.

Forgetting moves memories to the archive, and a question about an early session may
need exactly those. When the best live hit of a query is weak, recall scans the
namespace's archive with the same filter (current versions only, not expired, the
viewer's visibility), embeddings read only then, and ranks the archived memories by
cosine similarity in numpy, batch by batch: memory stays flat and no vector index is
kept for cold data. Recalls the live tiers answer well never pay for it.

With hybrid retrieval the query's words count too, as in the warm tier: each archived
memory's relevance fuses its cosine with its BM25 score over the archived memories
scanned (``_archive_keywords``). An old fact asked for by a name or a rare word comes
back even when the hash embedder's cosine ranks it below look-alikes.

Only memories the retention policy let decay are searched: a memory someone forgot on
purpose (``forget``), or folded into a summary, stays where it was put.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from sfams_tiers._archive_keywords import ArchiveKeywords
from sfams_tiers._lexical import fuse
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
    text: str | None = None,
    batch_size: int = 2_000,
) -> list[ScoredRecord]:
    """The ``limit`` archived records of ``namespace`` most relevant to the query.

    Only records matching ``where`` and at least ``min_similarity`` relevant; best
    first, ties by id. Relevance is the cosine similarity to ``vector``, fused with the
    BM25 score of ``text``'s words when ``text`` is given (hybrid retrieval: see the
    module). Only records the policy archived for a low score count; records archived
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
    keywords = ArchiveKeywords(text) if text else None
    best: list[tuple[float, str, MemoryRecord]] = []  # by cosine alone
    sharing: dict[str, float] = {}  # id -> cosine of the records sharing a query word
    async for batch in archive.scan(namespace, where=where, batch_size=batch_size):
        records = [r for r in batch if _searchable(r, len(query))]
        if not records:
            continue
        matrix = np.stack([np.asarray(r.embedding.array) for r in records if r.embedding])
        norms = np.linalg.norm(matrix, axis=1)
        norms[norms == 0.0] = 1.0
        similarity = (matrix @ query) / norms
        if keywords:
            similarity = np.clip(similarity, 0.0, 1.0)  # as a hybrid warm search's
            for record, cosine in zip(records, similarity.tolist(), strict=True):
                if keywords.add(record.id, record.content):
                    sharing[record.id] = cosine
        for index in np.flatnonzero(similarity >= min_similarity):
            record = records[int(index)]
            best.append((float(similarity[index]), record.id, record))
        best.sort(key=lambda item: (-item[0], item[1]))
        del best[limit:]
    if keywords is None or not sharing:
        return [ScoredRecord(record, similarity) for similarity, _, record in best]
    winners = _fused(best, sharing, keywords.scores(), limit, min_similarity)
    held = {record.id: record for _, _, record in best}
    unread = [record_id for record_id, _, _ in winners if record_id not in held]
    if unread:
        # Only the cosine's best were held while scanning. The others are read again and
        # checked again: a restore racing the scan may have taken one, or a forget
        # archived it again for another reason.
        again = await archive.get_many(namespace, unread)
        held |= {i: r for i, r in again.items() if where.matches(r) and _searchable(r, len(query))}
    return [ScoredRecord(held[i], cosine, score) for i, cosine, score in winners if i in held]


def _searchable(record: MemoryRecord, dimension: int) -> bool:
    """An archived record the search may return: decayed, with a comparable embedding."""
    return (
        record.embedding is not None
        and len(record.embedding) == dimension
        and (record.archive_reason or "").startswith(f"{DECAYED} ")
    )


def _fused(
    best: list[tuple[float, str, MemoryRecord]],
    sharing: dict[str, float],
    lexical: dict[str, float],
    limit: int,
    min_similarity: float,
) -> list[tuple[str, float, float]]:
    """(id, cosine, BM25) of the ``limit`` most relevant, best first, ties by id.

    The candidates are the cosine's best and every record sharing a word with the query;
    their cosines are clipped to [0, 1], so ``fuse`` with no keyword score is the cosine.
    """
    scores = {record_id: (cosine, 0.0) for cosine, record_id, _ in best}
    scores |= {record_id: (cosine, lexical[record_id]) for record_id, cosine in sharing.items()}
    ranked = sorted(
        ((fuse(cosine, score), record_id) for record_id, (cosine, score) in scores.items()),
        key=lambda item: (-item[0], item[1]),
    )
    return [(i, *scores[i]) for relevance, i in ranked if relevance >= min_similarity][:limit]


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
