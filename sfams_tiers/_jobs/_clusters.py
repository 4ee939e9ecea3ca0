"""Clustering for ``consolidate``: low-score look-alikes about one entity, grouped.

Pure and deterministic (:func:`find_clusters`): seeded greedily by the most important
candidate (ties by id); for each of the seed's entities the candidates of the same base
type and audience carrying it are added in the same order while they are at least
``consolidate_similarity`` similar to *every* member; the seed keeps its largest cluster.
Only candidates of one audience (the team, or one agent's private memories) cluster
together (DESIGN I6).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from sfams_tiers._record import MemoryRecord

__all__ = ["Candidate", "Unit", "audience_of", "find_clusters", "unit_vector"]

Unit = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class Candidate:
    """What clustering needs of one low-score live record.

    Attributes:
        id: The record id.
        type: Its base type (``state`` for ``state:ticket``).
        entities: Its entities, in the record's order.
        importance: Its importance (seeds are taken most important first).
        score: Its retention score at the job's ``now``.
        vector: Its embedding scaled to unit length (float32).
        audience: Who may read it: ``""`` for the team (shared), else the agent whose
            private memory it is. Only candidates of one audience cluster together.

    Example:
        >>> c = Candidate("r1", "dialogue", ("project:Orion",), 0.2, 0.05, np.ones(2) / 2**0.5)
        >>> c.type, c.audience
        ('dialogue', '')
    """

    id: str
    type: str
    entities: tuple[str, ...]
    importance: float
    score: float
    vector: Unit = field(repr=False)
    audience: str = ""


def unit_vector(vector: Sequence[float] | npt.NDArray[np.floating[Any]]) -> Unit:
    """``vector`` scaled to unit length, as float32 (a zero vector stays zero)."""
    array = np.asarray(vector, dtype=np.float32)
    # Zero vectors (texts without features) stay zero: similar to nothing.
    return array / (float(np.linalg.norm(array)) or 1.0)


def audience_of(record: MemoryRecord) -> str:
    """``""`` for a shared record, else the agent whose private record it is."""
    return (record.agent or "") if record.visibility == "private" else ""


def find_clusters(
    candidates: Sequence[Candidate], *, similarity: float, min_size: int, max_size: int
) -> list[tuple[str, list[Candidate]]]:
    """Group candidates into clusters (see the module docstring); pure and deterministic.

    Work per seed is one matrix-vector product over the candidates sharing its type and
    entity, plus one per member added: O(candidates x group size x dimension) in all.

    Args:
        candidates: Low-score records of one namespace (vectors of one dimension).
        similarity: Lowest cosine similarity between any two members of a cluster.
        min_size: Smallest cluster kept.
        max_size: Largest cluster formed.

    Returns:
        ``(shared entity, members)`` per cluster, the seed (most important) first.

    Example:
        >>> v = np.array([1.0, 0.0])
        >>> cs = [Candidate(f"r{i}", "note", ("project:x",), 0.1 * i, 0.0, v) for i in range(3)]
        >>> [(e, [c.id for c in m]) for e, m in find_clusters(cs, similarity=0.9,
        ...                                                    min_size=2, max_size=5)]
        [('project:x', ['r2', 'r1', 'r0'])]
    """
    order = sorted(candidates, key=lambda c: (-c.importance, c.id))
    if not order:
        return []
    matrix = np.stack([c.vector for c in order])
    positions: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for position, candidate in enumerate(order):
        for entity in candidate.entities:
            positions[(candidate.audience, candidate.type, entity)].append(position)
    pools = {key: np.asarray(found, dtype=np.intp) for key, found in positions.items()}
    taken = np.zeros(len(order), dtype=np.bool_)
    clusters: list[tuple[str, list[Candidate]]] = []
    for position, seed in enumerate(order):
        if taken[position]:
            continue
        best: tuple[str, list[int]] | None = None
        for entity in seed.entities:
            pool = pools[(seed.audience, seed.type, entity)]
            pool = pool[(pool != position) & ~taken[pool]]
            members = _grow(matrix, position, pool, similarity, max_size)
            if best is None or len(members) > len(best[1]):
                best = (entity, members)
        if best is not None and len(best[1]) >= min_size:
            taken[best[1]] = True
            clusters.append((best[0], [order[p] for p in best[1]]))
    return clusters


def _grow(
    matrix: Unit, seed: int, pool: npt.NDArray[np.intp], similarity: float, max_size: int
) -> list[int]:
    """The seed plus pool members (in order) similar to every member added so far."""
    members = [seed]
    if len(pool) == 0:
        return members
    vectors = matrix[pool]
    fits = vectors @ matrix[seed] >= similarity
    for index in np.flatnonzero(fits).tolist():  # only these can ever fit
        if len(members) >= max_size:
            break
        if fits[index]:
            members.append(int(pool[index]))
            fits &= vectors @ vectors[index] >= similarity
    return members
