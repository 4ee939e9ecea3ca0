"""A hybrid search's two channels merged: the Qdrant tiers' half of ``WarmTier.search``.

Both Qdrant tiers run a hybrid search as one engine call, a batch of two requests over
the same filter: the union of the ``limit`` nearest points by cosine and the best by
BM25 over the keyword vectors (:func:`~sfams_tiers._lexical.keyword_limit` of them, IDF
counted over the namespace), rescored by cosine (a query over two prefetches); and those
BM25 points alone, for their scores.
:func:`merge` ranks the union as the in-memory reference does, by
:func:`~sfams_tiers._lexical.fuse` of each point's cosine and BM25 score (0 when only
the dense channel found it).

Measured on Qdrant Edge at 100,000 points (8 namespaces, 40 hits, payloads read), p50:
1.34 ms for this batch (20 keyword candidates, term ids keyed by namespace), 0.82 ms
for the dense search alone. Alternatives measured on the first channel (ids shared by
all namespaces): the two channels with the keyword points' vectors cost as much as
the batch and then 0.44 ms more to turn 40 vectors into floats for their cosines; the
fusion as an engine formula over nested prefetches took 2.10 ms against 1.20 ms for
the batch before any payload was read.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sfams_tiers._lexical import fuse

__all__ = ["Channel", "Found", "channel", "merge"]

Found = tuple[str, dict[str, Any] | None, object]
"""A point as an engine returns it: (id, payload or None, vector or None)."""
Channel = Sequence[Any]
"""One channel's hits as the engine returns them (``id``, ``score``, ``payload``,
``vector`` attributes; payloads and vectors are converted only when read)."""


def merge(
    union: Channel, words: Channel, limit: int, with_vectors: bool
) -> list[tuple[Found, float, float]]:
    """The ``limit`` best of both channels: (point, cosine clipped to [0, 1], BM25).

    ``union`` holds every candidate with its cosine, ``words`` the keyword candidates
    with their BM25 score. Only the points kept are read (payload, and the vector when
    ``with_vectors``); each point's id is read once (the engine builds a UUID per read).
    """
    bm25 = {hit.id: hit.score for hit in words}
    ranked = []
    for hit in union:
        point = hit.id
        cosine = min(max(hit.score, 0.0), 1.0)
        lexical = bm25.get(point, 0.0)
        ranked.append((-fuse(cosine, lexical), point, cosine, lexical, hit))
    ranked.sort(key=lambda r: (r[0], r[1]))  # ties: point id order
    return [
        ((str(point), hit.payload, hit.vector if with_vectors else None), cosine, lexical)
        for _, point, cosine, lexical, hit in ranked[:limit]
    ]


def channel(hits: Iterable[Any]) -> list[tuple[Found, float]]:
    """An engine's scored points (``id``, ``payload``, ``vector``, ``score``), read."""
    return [((str(h.id), h.payload, h.vector), float(h.score)) for h in hits]
