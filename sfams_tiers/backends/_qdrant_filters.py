"""Qdrant filters as a small engine-neutral tree, built once for both backends.

The tree (:data:`Condition`) mirrors :meth:`~sfams_tiers.RecordFilter.matches`; each
backend translates it into its own library's classes (the two libraries share no
classes). Every tree starts with ``namespace == ns`` (DESIGN I4).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sfams_tiers._tiers import ALL_VIEWERS, RecordFilter
from sfams_tiers._vocab import validate_namespace
from sfams_tiers.backends._qdrant_layout import TENANT_KEY, point_ids_in

__all__ = [
    "After",
    "AnyOf",
    "AtLeast",
    "Condition",
    "Conditions",
    "Empty",
    "HasIds",
    "HasVector",
    "Match",
    "MatchAny",
    "Not",
    "in_namespace",
    "in_other_namespaces",
]


@dataclass(frozen=True, slots=True)
class Match:
    """``key`` equals ``value`` (for an array field: contains it)."""

    key: str
    value: str | bool


@dataclass(frozen=True, slots=True)
class MatchAny:
    """``key`` is one of ``values`` (for an array field: shares one)."""

    key: str
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AtLeast:
    """Number ``key`` >= ``value``."""

    key: str
    value: float


@dataclass(frozen=True, slots=True)
class After:
    """Datetime ``key`` > ``value``."""

    key: str
    value: datetime


@dataclass(frozen=True, slots=True)
class Empty:
    """``key`` is absent, null or an empty array."""

    key: str


@dataclass(frozen=True, slots=True)
class HasIds:
    """The point id is one of ``ids``."""

    ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HasVector:
    """The point holds the named vector (the keyword channel's sparse vector)."""

    name: str


@dataclass(frozen=True, slots=True)
class AnyOf:
    """At least one of ``conditions`` holds (Qdrant ``should``)."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class Not:
    """``condition`` does not hold (Qdrant ``must_not``)."""

    condition: Condition


Condition = Match | MatchAny | AtLeast | After | Empty | HasIds | HasVector | AnyOf | Not
Conditions = tuple[Condition, ...]
"""All must hold (Qdrant ``must``); the first is always the namespace."""


def in_namespace(
    namespace: str, where: RecordFilter | None = None, ids: Sequence[str] | None = None
) -> Conditions | None:
    """The filter of every read and write: ``namespace``, then ``ids`` and ``where``.

    Returns None when nothing can match (no valid id, ``types=()``, ``entities=()``),
    so callers skip the round trip.
    """
    conditions: list[Condition] = [Match(TENANT_KEY, validate_namespace(namespace))]
    for wanted in (ids, None if where is None else where.ids):
        if wanted is not None:
            if not (valid := point_ids_in(namespace, wanted)):
                return None
            conditions.append(HasIds(valid))
    if where is None:
        return tuple(conditions)
    if where.types is not None:
        # "state" matches "state" and "state:ticket" (base type); "state:ticket" only itself.
        bases = tuple(t for t in where.types if ":" not in t)
        exact = tuple(t for t in where.types if ":" in t)
        options = [MatchAny(key, v) for key, v in (("base_type", bases), ("type", exact)) if v]
        if not options:
            return None
        conditions.append(AnyOf(tuple(options)))
    if where.entities is not None:
        if not where.entities:
            return None
        conditions.append(MatchAny("entities", where.entities))
    if where.min_importance is not None:
        conditions.append(AtLeast("importance", where.min_importance))
    if not where.include_superseded:
        conditions.append(Match("superseded", False))
    if where.live_at is not None:
        # Expired means expires_at <= live_at, so live means no expiry or expires_at > it.
        conditions.append(AnyOf((Empty("expires_at"), After("expires_at", where.live_at))))
    if where.anchored is not None:
        conditions.append(Match("anchored", where.anchored))
    if where.viewer is None:
        conditions.append(Match("visibility", "shared"))
    elif where.viewer != ALL_VIEWERS:
        conditions.append(AnyOf((Match("visibility", "shared"), Match("agent", where.viewer))))
    return tuple(conditions)


def in_other_namespaces(namespace: str, ids: Sequence[str]) -> Conditions:
    """Points with these records' point ids in another namespace (a hash collision).

    Writes count these to refuse a batch instead of overwriting another tenant.
    """
    return (HasIds(point_ids_in(namespace, ids)), Not(Match(TENANT_KEY, namespace)))
