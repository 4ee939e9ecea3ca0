"""The forgetting rules of the write path and consolidation (part of the policy).

:class:`RetentionPolicy` scores and moves records; :class:`ForgettingRules` (its ``rules``
field) says how new memories reinforce, supersede and anchor old ones, and when
low-value clusters are consolidated. Pure values, validated once, no I/O.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from sfams_tiers._errors import InvalidInput

__all__ = ["DEFAULT_CHAIN_FACTORS", "DEFAULT_SUPERSEDE_DELTAS", "ForgettingRules"]

DEFAULT_SUPERSEDE_DELTAS: Mapping[str, tuple[float, float]] = MappingProxyType(
    {"updates": (0.3, -0.4), "negates": (0.2, -0.5)}
)
"""Importance change of (the new record, the old record) per superseding relation."""

DEFAULT_CHAIN_FACTORS: Mapping[str, float] = MappingProxyType({"resolves": 0.6, "completes": 0.6})
"""Importance factor applied to the whole chain a resolution or completion closes."""


def _deltas() -> Mapping[str, tuple[float, float]]:
    return DEFAULT_SUPERSEDE_DELTAS


def _factors() -> Mapping[str, float]:
    return DEFAULT_CHAIN_FACTORS


@dataclass(frozen=True)
class ForgettingRules:
    """How the write path dedupes, supersedes and anchors; when clusters consolidate.

    Attributes:
        duplicate_similarity: Cosine similarity at or above which a neighbour of the
            same type is a merge candidate; it merges (reinforces the existing memory
            instead of storing the new text) only when the texts restate each other
            word for word (``sfams_tiers._restatement.restates``), so a different
            number, date, name, identifier or negation is never merged.
        conflict_similarity: Similarity at or above which a neighbour without shared
            entities is still a conflict candidate for the judge.
        conflict_candidates: Nearest neighbours the judge looks at per new memory.
        verdict_confidence: Lowest judge confidence the write path acts on.
        supersede_deltas: Importance change of (new, old) per superseding kind.
        chain_factors: Importance factor for the chain a resolution/completion closes.
        auto_anchor_importance: A new memory carrying an identifier (phone, email,
            order, ticket, account, cost centre, PO, street address) and at least this
            importance is anchored automatically; the default admits every
            identifier-bearing statement that is not small talk.
        reanchor_below: A record whose retention score is under this is "low weight";
            a mention of one of its entities re-anchors it.
        reanchor_importance: Importance a re-anchored record gets at least.
        max_anchors: Anchored records per namespace; the least recently mentioned
            automatic anchors are released first when a new one would exceed it.
        consolidate: Run consolidation as part of ``maintain``.
        consolidate_below: Only records scoring under this are consolidated.
        consolidate_similarity: Lowest cosine similarity inside one cluster. With
            the default hash embedder only near-copies reach 0.8, and no threshold
            separates paraphrases from look-alikes on held-out text; with MiniLM
            (``SFAMS_EMBEDDER=local``) about 0.7 finds most English paraphrase groups
            (``benchmarks/consolidation.py``).
        consolidate_min_cluster: Smallest cluster worth a summary.
        consolidate_max_cluster: Largest cluster summarised at once.
        consolidate_importance_gain: A summary is more important than its sources: it
            closes this share of the distance from their highest importance to 1.

    Example:
        >>> ForgettingRules().supersede_deltas["updates"]
        (0.3, -0.4)
        >>> ForgettingRules(max_anchors=0)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        sfams_tiers._errors.InvalidInput: max_anchors: ...
    """

    duplicate_similarity: float = 0.8
    conflict_similarity: float = 0.8
    conflict_candidates: int = 8
    verdict_confidence: float = 0.7
    supersede_deltas: Mapping[str, tuple[float, float]] = field(default_factory=_deltas, hash=False)
    chain_factors: Mapping[str, float] = field(default_factory=_factors, hash=False)
    auto_anchor_importance: float = 0.55
    reanchor_below: float = 0.3
    reanchor_importance: float = 0.5
    max_anchors: int = 500
    consolidate: bool = False
    consolidate_below: float = 0.3
    consolidate_similarity: float = 0.8
    consolidate_min_cluster: int = 3
    consolidate_max_cluster: int = 20
    consolidate_importance_gain: float = 0.2

    def __post_init__(self) -> None:
        for name in (
            "duplicate_similarity",
            "conflict_similarity",
            "verdict_confidence",
            "auto_anchor_importance",
            "reanchor_importance",
            "consolidate_similarity",
            "consolidate_importance_gain",
        ):
            _unit(name, getattr(self, name))
        _real(self.reanchor_below, "reanchor_below")
        _real(self.consolidate_below, "consolidate_below")
        for name, low in (
            ("conflict_candidates", 1),
            ("max_anchors", 1),
            ("consolidate_min_cluster", 2),
            ("consolidate_max_cluster", 2),
        ):
            _whole(name, getattr(self, name), low)
        if self.consolidate_max_cluster < self.consolidate_min_cluster:
            raise InvalidInput(
                "consolidate_max_cluster",
                "must be at least consolidate_min_cluster; raise it or lower the minimum.",
            )
        if not isinstance(self.consolidate, bool):
            raise InvalidInput("consolidate", "must be True or False.")
        deltas = {}
        for kind, pair in dict(self.supersede_deltas).items():
            if kind not in ("updates", "negates") or len(tuple(pair)) != 2:
                raise InvalidInput(
                    "supersede_deltas",
                    "maps 'updates' / 'negates' to (new delta, old delta), e.g. (0.3, -0.4).",
                )
            new, old = (_real(x, "supersede_deltas") for x in pair)
            deltas[kind] = (new, old)
        object.__setattr__(self, "supersede_deltas", MappingProxyType(deltas))
        factors = {}
        for kind, factor in dict(self.chain_factors).items():
            if kind not in ("resolves", "completes") or not 0 <= _real(factor, kind) <= 1:
                raise InvalidInput(
                    "chain_factors", "maps 'resolves' / 'completes' to a factor in [0, 1]."
                )
            factors[kind] = float(factor)
        object.__setattr__(self, "chain_factors", MappingProxyType(factors))

    def with_(self, **changes: Any) -> ForgettingRules:
        """Return a validated copy with ``changes`` applied."""
        return dataclasses.replace(self, **changes)


def _real(value: object, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidInput(name, f"must be a finite number (got {value!r}).")
    return float(value)


def _unit(name: str, value: object) -> None:
    if not 0.0 <= _real(value, name) <= 1.0:
        raise InvalidInput(name, f"must be between 0 and 1 (got {value!r}).")


def _whole(name: str, value: object, low: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise InvalidInput(name, f"must be a whole number >= {low} (got {value!r}).")
