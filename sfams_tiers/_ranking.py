"""Recall ranking: relevance x retention x confidence (x goal), pure and vectorised.

Kept apart from the facade so the formula can be read, tested and tuned on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from sfams_tiers._models import MemoryRecord
from sfams_tiers._policy import RetentionPolicy, score_records

__all__ = [
    "Recalled",
    "rank",
]

UNVERIFIED_BELOW = 0.5
"""Confidence under which a recalled memory is marked unverified."""


@dataclass(frozen=True, slots=True)
class Recalled:
    """One recall result with the scores that ranked it.

    Attributes:
        record: The memory, with access statistics including this recall.
        relevance: Cosine similarity of the memory to the query (negatives as 0).
        retention: The policy's retention score at recall time.
        score: The combined ranking score (relevance x retention x confidence x goal).
        unverified: True when the memory's confidence is low; treat it with care.
        restored: True when this recall found the memory in the archive (the live
            tiers answered the query weakly) and brought it back.

    Example:
        >>> from sfams_tiers import MemoryRecord
        >>> r = MemoryRecord(namespace="team-a", content="Launch is on 3 March")
        >>> hit = Recalled(r, relevance=0.8, retention=0.6, score=0.5, unverified=False)
        >>> hit.to_dict()["score"]
        0.5
    """

    record: MemoryRecord
    relevance: float
    retention: float
    score: float
    unverified: bool
    restored: bool = False

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (without the embedding)."""
        return {
            "record": self.record.model_dump(mode="json", exclude={"embedding"}),
            "relevance": round(self.relevance, 6),
            "retention": round(self.retention, 6),
            "score": round(self.score, 6),
            "unverified": self.unverified,
            "restored": self.restored,
        }


def rank(
    records: Sequence[MemoryRecord],
    similarities: npt.ArrayLike,
    now: datetime,
    policy: RetentionPolicy,
    *,
    k: int,
    goal_similarities: npt.ArrayLike | None = None,
) -> list[Recalled]:
    """Rank search hits and return the best ``k``, ties broken by id (deterministic).

    Every factor is in [0, 1] and none can zero a hit on its own: retention contributes
    ``0.5 + 0.5 * clip(retention)``, confidence ``0.6 + 0.4 * confidence`` and the goal
    ``0.5 + 0.5 * clip(goal similarity)``, so a very relevant but fading memory can
    still beat an irrelevant fresh one. With a goal, ``policy.min_goal_relevance`` is a
    floor: a hit less similar to the goal than that is left out.
    """
    if not records:
        return []
    relevance = np.clip(np.asarray(similarities, dtype=np.float64), 0.0, 1.0)
    retention = score_records(list(records), now, policy)
    confidence = np.array([r.confidence for r in records])
    combined = relevance * (0.5 + 0.5 * np.clip(retention, 0.0, 1.0)) * (0.6 + 0.4 * confidence)
    order_of = np.arange(len(records))
    if goal_similarities is not None:
        goal = np.asarray(goal_similarities, dtype=np.float64)
        combined *= 0.5 + 0.5 * np.clip(goal, 0.0, 1.0)
        if policy.min_goal_relevance > 0.0:
            order_of = np.flatnonzero(goal >= policy.min_goal_relevance)
    ids = np.array([r.id for r in records])[order_of]
    order = order_of[np.lexsort((ids, -combined[order_of]))][:k]
    return [
        Recalled(
            record=records[i],
            relevance=float(relevance[i]),
            retention=float(retention[i]),
            score=float(combined[i]),
            unverified=records[i].confidence < UNVERIFIED_BELOW,
        )
        for i in order
    ]
