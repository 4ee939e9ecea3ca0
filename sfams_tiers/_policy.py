"""Tier planning: which records to promote, demote, archive and purge (pure).

Planning works per namespace on the live (hot + warm) records; see :func:`plan_moves`.
Everything runs on numpy arrays: no Python loop per record on the plan path. The score
it plans on is ``_scoring``'s and the policy ``_retention``'s; this module names both,
as the retention policy's one import.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

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
from sfams_tiers._retention import DEFAULT_HALF_LIVES_DAYS as DEFAULT_HALF_LIVES_DAYS
from sfams_tiers._retention import RetentionPolicy as RetentionPolicy
from sfams_tiers._scoring import DAY, expired_rows, timestamp_of
from sfams_tiers._scoring import score as score
from sfams_tiers._scoring import score_records as score_records
from sfams_tiers._values import Move, MoveKind
from sfams_tiers._vocab import Tier

__all__ = ["Plan", "RecordColumns", "plan", "plan_moves"]

DECAYED = "score"
"""First word of the archive reason of a memory the policy let decay (see ``_reason``)."""


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
        now_ts = timestamp_of(now)
        c = columns
        flags = (
            expired_rows(c, now_ts) * _EXPIRED + c.anchored * _ANCHORED + c.superseded * _SUPERSEDED
        )
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
            return "TTL expired, anchor released" if flag & _ANCHORED else "TTL expired"
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

    Rules (``live`` = hot or warm; anchored records are never archived or demoted
    while their TTL lasts):

    * **archive** every live record whose TTL expired (an anchored one is released), then the lowest
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
    now_ts, c, p = timestamp_of(now), columns, policy
    if len(c) == 0:
        return Plan.empty()
    ns = factorize(c.namespaces)[1]
    k = int(ns.max()) + 1
    hot, warm = c.tier == HOT, c.tier == WARM
    live = hot | warm
    # An anchored memory whose TTL ran out is hidden from every read: its anchor is
    # released and it is archived like any expired memory.
    expired = live & expired_rows(c, now_ts)
    free = live & ~c.anchored & ~expired

    # Float ceil(0.1 * 30) is 4, not 3: the epsilon keeps exact products exact.
    allowed = np.ceil(p.forget_ratio * np.bincount(ns[live], minlength=k) - 1e-9)
    budget = np.maximum(allowed.astype(np.intp) - np.bincount(ns[expired], minlength=k), 0)
    low = np.flatnonzero(free & (scores < p.archive_threshold))
    archived = expired.copy()
    archived[first_per_group(low, ns, scores, c.ids, budget)] = True

    pinned = live & c.anchored & ~expired
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
