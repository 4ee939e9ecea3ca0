"""The retention policy: vectorised scoring and tier planning (pure; ``now`` injected).

Score of one record at ``now`` (``age = now - created_at`` and ``idle = now -
last_accessed``, in days, clipped at 0; never accessed counts from ``created_at``)::

    decayed = importance * exp(-ln2 * age / half_life(type))
    access  = min(log1p(access_count) / log1p(access_saturation), 1)
    recency = exp(-ln2 * idle / recency_half_life_days)
    penalty = 1 - exp(-age / age_scale_days)
    score   = w_importance*decayed + w_access*access + w_recency*recency - w_age*penalty

``half_life(type)`` is the entry for the full type (``state:ticket``), else its base
type (``state``), else ``default_half_life_days``. Anchored records do not decay
(``decayed = importance``, ``recency = 1``, ``penalty = 0``). A superseded record's
positive score is multiplied by ``superseded_factor``. A non-anchored record whose TTL
ran out scores exactly ``expired_score``, below every threshold.

Planning works per namespace on the live (hot + warm) records; see :func:`plan_moves`.
Everything runs on numpy arrays: no Python loop per record on the score or plan path.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from typing import Any

import numpy as np

from sfams_tiers._columns import (
    COLD,
    HOT,
    TIER_NAMES,
    WARM,
    BoolArray,
    FloatArray,
    IntArray,
    RecordColumns,
    factorize,
    first_per_group,
    ranked,
)
from sfams_tiers._errors import InvalidInput
from sfams_tiers._models import MEMORY_TYPES, TYPE_PATTERN, MemoryRecord, Move, MoveKind, Tier
from sfams_tiers._rules import ForgettingRules

__all__ = [
    "DEFAULT_HALF_LIVES_DAYS",
    "Plan",
    "RecordColumns",
    "RetentionPolicy",
    "plan",
    "plan_moves",
    "score",
    "score_records",
]

DECAYED = "score"
"""First word of the archive reason of a memory the policy let decay (see ``_reason``)."""

LN2 = math.log(2.0)
DAY = 86_400.0

DEFAULT_HALF_LIVES_DAYS: Mapping[str, float] = MappingProxyType(
    {"fact": 180.0, "preference": 180.0, "goal": 90.0, "decision": 120.0, "deadline": 60.0,
     "commitment": 60.0, "summary": 120.0, "task": 30.0, "event": 30.0, "note": 30.0,
     "state": 7.0, "dialogue": 2.0}
)  # fmt: skip
"""Importance half-life in days per base memory type (facts slow, dialogue fast)."""

_THRESHOLDS = ("expired_score", "archive_threshold", "demote_threshold", "promote_threshold")
_RULES: tuple[tuple[tuple[str, ...], Callable[[float], bool], str], ...] = (
    (("w_importance", "w_access", "w_recency", "w_age"), lambda v: v >= 0,
     "must be >= 0 (got {!r}); use 0 to leave the term out."),
    (("default_half_life_days", "recency_half_life_days", "access_saturation", "age_scale_days"),
     lambda v: v > 0, "must be > 0 (got {!r}); use a large value for a slow curve."),
    (("superseded_factor", "hot_importance", "forget_ratio"), lambda v: 0 <= v <= 1,
     "must be between 0 and 1 (got {!r})."),
    (_THRESHOLDS, math.isfinite, "must be a finite number (got {!r})."),
)  # fmt: skip


def _default_half_lives() -> Mapping[str, float]:
    return DEFAULT_HALF_LIVES_DAYS


@dataclass(frozen=True)
class RetentionPolicy:
    """How memories are scored and moved between tiers; validated, immutable.

    ``half_lives_days`` entries override :data:`DEFAULT_HALF_LIVES_DAYS` per type;
    keys are base types (``state``) or full types (``state:ticket``).

    Example:
        >>> policy = RetentionPolicy(half_lives_days={"state:ticket": 1})
        >>> policy.half_life_days("state:ticket"), policy.half_life_days("state:other")
        (1.0, 7.0)
        >>> policy.with_(hot_capacity=50).hot_capacity
        50
        >>> RetentionPolicy(demote_threshold=0.9)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        sfams_tiers._errors.InvalidInput: promote_threshold: must be above demote_threshold ...
    """

    w_importance: float = 0.5
    w_access: float = 0.2
    w_recency: float = 0.2
    w_age: float = 0.1
    half_lives_days: Mapping[str, float] = field(default_factory=_default_half_lives, hash=False)
    default_half_life_days: float = 30.0
    recency_half_life_days: float = 14.0
    access_saturation: float = 20.0
    age_scale_days: float = 365.0
    superseded_factor: float = 0.3
    expired_score: float = -1.0
    hot_capacity: int = 1000
    hot_importance: float = 0.8
    promote_threshold: float = 0.55
    demote_threshold: float = 0.40
    archive_threshold: float = 0.15
    forget_ratio: float = 0.10
    purge_after_days: float | None = None
    allow_hard_delete: bool = False
    rules: ForgettingRules = field(default_factory=ForgettingRules)

    def __post_init__(self) -> None:
        for names, ok, rule in _RULES:
            for name in names:
                value = _real(name, getattr(self, name))
                _require(ok(value), name, rule.format(value))
        object.__setattr__(self, "half_lives_days", _half_lives(self.half_lives_days))
        for lower, upper in itertools.pairwise(_THRESHOLDS):
            low, high = getattr(self, lower), getattr(self, upper)
            _require(
                high > low,
                upper,
                f"must be above {lower} ({high!r} <= {low!r}); keep "
                f"{' < '.join(_THRESHOLDS)} so records do not flap between tiers.",
            )
        capacity = self.hot_capacity
        _require(
            not isinstance(capacity, bool) and isinstance(capacity, int) and capacity >= 0,
            "hot_capacity",
            f"must be a whole number >= 0 (got {capacity!r}); 0 keeps only anchored memories hot.",
        )
        days = self.purge_after_days
        _require(
            days is None or _real("purge_after_days", days) >= 0,
            "purge_after_days",
            f"must be None (never purge) or a number of days >= 0 (got {days!r}).",
        )
        _require(
            isinstance(self.allow_hard_delete, bool),
            "allow_hard_delete",
            f"must be True or False (got {self.allow_hard_delete!r}).",
        )
        _require(
            isinstance(self.rules, ForgettingRules),
            "rules",
            "must be a ForgettingRules (dedupe, supersession, anchors, consolidation).",
        )

    def with_(self, **changes: Any) -> RetentionPolicy:
        """Return a validated copy with ``changes`` applied."""
        return dataclasses.replace(self, **changes)

    def half_life_days(self, memory_type: str) -> float:
        """Return the importance half-life in days for ``type`` or ``type:subtype``."""
        lives = self.half_lives_days
        base = memory_type.partition(":")[0]
        return float(lives.get(memory_type, lives.get(base, self.default_half_life_days)))

    def initial_tier(self, importance: float, anchored: bool = False) -> Tier:
        """Return the tier a new memory starts in: hot when anchored or important enough."""
        return "hot" if anchored or importance >= self.hot_importance else "warm"


def _require(ok: bool, name: str, message: str) -> None:
    if not ok:
        raise InvalidInput(name, message)


def _real(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidInput(name, f"must be a finite number (got {value!r}).")
    return float(value)


def _half_lives(given: Mapping[str, float]) -> Mapping[str, float]:
    merged = dict(DEFAULT_HALF_LIVES_DAYS)
    for key, value in dict(given).items():
        match = TYPE_PATTERN.fullmatch(key) if isinstance(key, str) else None
        _require(
            match is not None and match.group(1) in MEMORY_TYPES,
            "half_lives_days",
            f"{key!r} is not a memory type; use one of {', '.join(MEMORY_TYPES)}, "
            "optionally with a subtype such as 'state:ticket'.",
        )
        days = _real(f"half_lives_days[{key!r}]", value)
        _require(
            days > 0,
            f"half_lives_days[{key!r}]",
            f"must be > 0 days (got {days!r}); use a large value for slow decay.",
        )
        merged[key] = days
    return MappingProxyType(merged)


def _timestamp(now: datetime) -> float:
    if not isinstance(now, datetime) or now.utcoffset() is None:
        raise InvalidInput("now", "must be a timezone-aware datetime, e.g. datetime.now(UTC).")
    return now.timestamp()


def _expired(columns: RecordColumns, now_ts: float) -> BoolArray:
    return (columns.expires_at <= now_ts) & ~columns.anchored


def score(columns: RecordColumns, now: datetime, policy: RetentionPolicy) -> FloatArray:
    """Return the retention score of every row of ``columns`` at ``now`` (see module doc).

    Monotone: never lower for higher importance or a later ``last_accessed``, never
    higher for an earlier ``created_at``, all else equal.

    Args:
        columns: The records to score.
        now: The current time (timezone-aware).
        policy: Weights, half-lives and factors.

    Returns:
        A float64 array, one score per row.
    """
    now_ts = _timestamp(now)
    c, p = columns, policy
    names, codes = factorize(c.types)
    half_life = np.array([p.half_life_days(t) for t in names], dtype=np.float64)[codes]
    age = np.maximum(now_ts - c.created_at, 0.0) / DAY
    last = np.where(np.isnan(c.last_accessed), c.created_at, c.last_accessed)
    idle = np.maximum(now_ts - last, 0.0) / DAY
    decayed = np.where(c.anchored, c.importance, c.importance * np.exp(-LN2 * age / half_life))
    recency = np.where(c.anchored, 1.0, np.exp(-LN2 * idle / p.recency_half_life_days))
    penalty = np.where(c.anchored, 0.0, -np.expm1(-age / p.age_scale_days))
    access = np.minimum(np.log1p(c.access_count) / math.log1p(p.access_saturation), 1.0)
    total = (
        p.w_importance * decayed + p.w_access * access + p.w_recency * recency - p.w_age * penalty
    )
    total = np.where(c.superseded & (total > 0.0), total * p.superseded_factor, total)
    return np.where(_expired(c, now_ts), p.expired_score, total).astype(np.float64, copy=False)


def score_records(
    records: Sequence[MemoryRecord], now: datetime, policy: RetentionPolicy
) -> FloatArray:
    """Score a few records (e.g. recall hits): ``score(RecordColumns.from_records(...))``."""
    return score(RecordColumns.from_records(records), now, policy)


@dataclass(frozen=True)
class Plan:
    """Planned moves as row indices into the columns they were planned on.

    Each row appears in at most one array. Within an array rows are ordered by
    namespace, then: archive expired first, then score ascending; demote score
    ascending; promote score descending; purge oldest archive first; ties by id.

    Example:
        >>> plan = Plan.empty()
        >>> len(plan), plan.counts()
        (0, {'archive': 0, 'demote': 0, 'promote': 0, 'purge': 0})
    """

    promote: IntArray
    demote: IntArray
    archive: IntArray
    purge: IntArray
    scores: FloatArray

    def __len__(self) -> int:
        return sum(int(a.shape[0]) for a in (self.promote, self.demote, self.archive, self.purge))

    @classmethod
    def empty(cls) -> Plan:
        """Return a plan with no moves and no scores."""
        none = np.empty(0, dtype=np.intp)
        return cls(none, none, none, none, np.empty(0, dtype=np.float64))

    def counts(self) -> dict[str, int]:
        """Return the number of moves of each kind."""
        return {
            "archive": int(self.archive.shape[0]),
            "demote": int(self.demote.shape[0]),
            "promote": int(self.promote.shape[0]),
            "purge": int(self.purge.shape[0]),
        }

    def to_moves(
        self, columns: RecordColumns, now: datetime, policy: RetentionPolicy
    ) -> list[Move]:
        """Return the plan as :class:`Move` objects: archive, demote, promote, purge.

        Args:
            columns: The columns this plan was made from.
            now: The ``now`` it was planned at.
            policy: The policy it was planned with (for the reason texts).
        """
        now_ts = _timestamp(now)
        c = columns
        flags = _expired(c, now_ts) * _EXPIRED + c.anchored * _ANCHORED + c.superseded * _SUPERSEDED
        days = (now_ts - c.archived_at) / DAY
        kinds: tuple[tuple[MoveKind, IntArray, Tier | None], ...] = (
            ("archive", self.archive, "cold"),
            ("demote", self.demote, "warm"),
            ("promote", self.promote, "hot"),
            ("purge", self.purge, None),
        )
        moves: list[Move] = []
        for kind, rows, target in kinds:
            columns_of_rows = (
                c.ids[rows].tolist(),
                c.namespaces[rows].tolist(),
                c.tier[rows].tolist(),
                self.scores[rows].tolist(),
                flags[rows].tolist(),
                days[rows].tolist(),
            )
            for rid, ns, tier, value, flag, age in zip(*columns_of_rows, strict=True):
                why = _reason(kind, value, flag, age, policy)
                moves.append(Move(kind, str(rid), str(ns), TIER_NAMES[tier], target, why, value))
        return moves


_EXPIRED, _ANCHORED, _SUPERSEDED = 1, 2, 4


def _reason(kind: MoveKind, value: float, flag: int, days: float, p: RetentionPolicy) -> str:
    if kind == "archive":
        if flag & _EXPIRED:
            return "TTL expired"
        return f"{DECAYED} {value:.3f} < archive threshold {p.archive_threshold:g}"
    if kind == "demote":
        if flag & _SUPERSEDED:
            return "superseded by a newer memory"
        if value >= p.demote_threshold:
            return "over hot capacity"
        return f"score {value:.3f} < demote threshold {p.demote_threshold:g}"
    if kind == "promote":
        if flag & _ANCHORED:
            return "anchored"
        return f"score {value:.3f} >= promote threshold {p.promote_threshold:g}"
    return f"archived {days:.1f} days ago (purge_after_days={p.purge_after_days:g})"


def plan_moves(columns: RecordColumns, now: datetime, policy: RetentionPolicy) -> Plan:
    """Plan archive, demote, promote and purge moves, per namespace, as index arrays.

    Rules (``live`` = hot or warm; anchored records are never archived or demoted):

    * **archive** every live, non-anchored record whose TTL expired, then the lowest
      scorers below ``archive_threshold`` while the namespace's budget lasts:
      ``ceil(forget_ratio * live) - expired``, never below 0.
    * **hot set**: live anchored records, plus the best-scoring eligible records up to
      ``hot_capacity - anchored`` per namespace. Eligible: not archived, not superseded
      and ``score >= demote_threshold`` if hot or ``>= promote_threshold`` if warm (the
      gap is hysteresis). **promote** warm members, **demote** hot non-members.
    * **purge** non-anchored cold records archived ``purge_after_days`` or more ago
      (only when ``purge_after_days`` is set). Cold records are otherwise untouched.

    Args:
        columns: The records to plan for (any number of namespaces).
        now: The current time (timezone-aware).
        policy: Scoring weights, thresholds, capacity and budgets.

    Returns:
        The :class:`Plan`, including the scores it was planned on.
    """
    scores = score(columns, now, policy)
    now_ts, c, p = _timestamp(now), columns, policy
    if len(c) == 0:
        return Plan.empty()
    ns = factorize(c.namespaces)[1]
    k = int(ns.max()) + 1
    hot, warm = c.tier == HOT, c.tier == WARM
    live = hot | warm
    free = live & ~c.anchored
    expired = free & (c.expires_at <= now_ts)

    # Float ceil(0.1 * 30) is 4, not 3: the epsilon keeps exact products exact.
    allowed = np.ceil(p.forget_ratio * np.bincount(ns[live], minlength=k) - 1e-9)
    budget = np.maximum(allowed.astype(np.intp) - np.bincount(ns[expired], minlength=k), 0)
    low = np.flatnonzero(free & ~expired & (scores < p.archive_threshold))
    archived = expired.copy()
    archived[first_per_group(low, ns, scores, c.ids, budget)] = True

    pinned = live & c.anchored
    keep = (hot & (scores >= p.demote_threshold)) | (warm & (scores >= p.promote_threshold))
    eligible = np.flatnonzero(free & ~archived & ~c.superseded & keep)
    room = np.maximum(p.hot_capacity - np.bincount(ns[pinned], minlength=k), 0)
    in_hot = pinned.copy()
    in_hot[first_per_group(eligible, ns, -scores, c.ids, room)] = True

    purge = np.zeros(len(c), dtype=np.bool_)
    if p.purge_after_days is not None:
        cutoff = now_ts - p.purge_after_days * DAY
        purge = (c.tier == COLD) & ~c.anchored & (c.archived_at <= cutoff)

    def ordered(mask: BoolArray, groups: IntArray, keys: FloatArray) -> IntArray:
        rows = np.flatnonzero(mask)
        return rows[ranked(groups[rows], keys[rows], c.ids[rows])]

    return Plan(
        promote=ordered(warm & in_hot, ns, -scores),
        demote=ordered(hot & ~in_hot & ~archived, ns, scores),
        archive=ordered(archived, ns * 2 + ~expired, scores),
        purge=ordered(purge, ns, c.archived_at),
        scores=scores,
    )


def plan(columns: RecordColumns, now: datetime, policy: RetentionPolicy) -> list[Move]:
    """Plan moves for ``columns`` at ``now`` as :class:`Move` objects.

    Shorthand for ``plan_moves(columns, now, policy).to_moves(columns, now, policy)``.
    """
    return plan_moves(columns, now, policy).to_moves(columns, now, policy)
