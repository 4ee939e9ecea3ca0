"""The retention policy: how memories are scored and moved, validated and immutable.

:class:`RetentionPolicy` holds the score's weights, the half-lives per memory type, the
tier thresholds, the hot capacity, the forget and purge budgets and the
:class:`~sfams_tiers.ForgettingRules`. Every value is checked when a policy is made, and
a refusal says which value to give instead.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from sfams_tiers._errors import InvalidInput
from sfams_tiers._rules import ForgettingRules
from sfams_tiers._vocab import MEMORY_TYPES, TYPE_PATTERN, Tier

__all__ = ["DEFAULT_HALF_LIVES_DAYS", "RetentionPolicy"]

DEFAULT_HALF_LIVES_DAYS: Mapping[str, float] = MappingProxyType(
    {"fact": 180.0, "preference": 180.0, "goal": 90.0, "decision": 120.0, "deadline": 60.0,
     "commitment": 60.0, "summary": 120.0, "task": 30.0, "event": 30.0, "note": 30.0,
     "state": 7.0, "dialogue": 2.0, "action": 30.0, "risk": 90.0, "meeting_note": 30.0,
     "intent": 14.0, "emotion": 3.0}
)  # fmt: skip
"""Importance half-life in days per base memory type (facts slow, dialogue fast)."""

_THRESHOLDS = ("expired_score", "archive_threshold", "demote_threshold", "promote_threshold")
_RULES: tuple[tuple[tuple[str, ...], Callable[[float], bool], str], ...] = (
    (("w_importance", "w_access", "w_recency", "w_age", "w_confidence"), lambda v: v >= 0,
     "must be >= 0 (got {!r}); use 0 to leave the term out."),
    (("default_half_life_days", "recency_half_life_days", "access_saturation", "age_scale_days"),
     lambda v: v > 0, "must be > 0 (got {!r}); use a large value for a slow curve."),
    (("superseded_factor", "hot_importance", "forget_ratio", "min_goal_relevance",
      "use_reinforcement", "use_reinforcement_cap", "reward_gain"),
     lambda v: 0 <= v <= 1,
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
    w_confidence: float = 0.1
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
    min_goal_relevance: float = 0.0
    use_reinforcement: float = 0.05
    use_reinforcement_cap: float = 0.8
    reward_gain: float = 0.2
    purge_after_days: float | None = None
    maintain_above: int | None = None
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
        above = self.maintain_above
        _require(
            above is None
            or (not isinstance(above, bool) and isinstance(above, int) and above >= 1),
            "maintain_above",
            f"must be None (no count trigger) or a whole number of live memories >= 1 "
            f"(got {above!r}).",
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

    def reinforced(self, importance: float, uses: int) -> float:
        """Importance after ``uses`` more recalls: use reinforces, within a bound.

        Each use closes ``use_reinforcement`` of the distance to
        ``use_reinforcement_cap``; importance at or above the cap stays as it is, so
        use alone never makes a memory critical.

        Example:
            >>> policy = RetentionPolicy()
            >>> round(policy.reinforced(0.5, 1), 3), round(policy.reinforced(0.5, 1000), 3)
            (0.515, 0.8)
            >>> policy.reinforced(0.9, 10)
            0.9
        """
        cap = self.use_reinforcement_cap
        if uses <= 0 or importance >= cap:
            return importance
        return cap - (cap - importance) * (1.0 - self.use_reinforcement) ** uses

    def rewarded(self, importance: float, reward: float) -> float:
        """Importance after a reward in [-1, 1] for how a memory served.

        A reward of 1 closes ``reward_gain`` of the distance to 1.0; a penalty of -1
        closes that share of the distance to 0.0; smaller rewards move in proportion.

        Example:
            >>> policy = RetentionPolicy()
            >>> round(policy.rewarded(0.5, 1.0), 3), round(policy.rewarded(0.5, -0.5), 3)
            (0.6, 0.45)
        """
        target = 1.0 if reward > 0 else 0.0
        return importance + (target - importance) * self.reward_gain * abs(reward)

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
