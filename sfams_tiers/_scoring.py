"""The retention score: every record's, at once, on numpy columns (``now`` injected).

Score of one record at ``now`` (``age = now - created_at`` and ``idle = now -
last_accessed``, in days, clipped at 0; never accessed counts from ``created_at``)::

    decayed = importance * exp(-ln2 * age / half_life(type))
    access  = min(log1p(access_count) / log1p(access_saturation), 1)
    recency = exp(-ln2 * idle / recency_half_life_days)
    penalty = 1 - exp(-age / age_scale_days)
    doubt   = 1 - confidence
    score   = w_importance*decayed + w_access*access + w_recency*recency - w_age*penalty
              - w_confidence*doubt

``half_life(type)`` is the entry for the full type (``state:ticket``), else its base
type (``state``), else ``default_half_life_days``. Anchored records do not decay
(``decayed = importance``, ``recency = 1``, ``penalty = 0``). A superseded record's
positive score is multiplied by ``superseded_factor``. A non-anchored record whose TTL
ran out scores exactly ``expired_score``, below every threshold.

Everything runs on numpy arrays: no Python loop per record.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime

import numpy as np

from sfams_tiers._columns import BoolArray, FloatArray, RecordColumns, factorize
from sfams_tiers._errors import InvalidInput
from sfams_tiers._record import MemoryRecord
from sfams_tiers._retention import RetentionPolicy

__all__ = ["score", "score_records"]

LN2 = math.log(2.0)
DAY = 86_400.0


def timestamp_of(now: datetime) -> float:
    """``now`` as POSIX seconds; InvalidInput unless it is a timezone-aware datetime."""
    if not isinstance(now, datetime) or now.utcoffset() is None:
        raise InvalidInput("now", "must be a timezone-aware datetime, e.g. datetime.now(UTC).")
    return now.timestamp()


def expired_rows(columns: RecordColumns, now_ts: float) -> BoolArray:
    """Rows whose TTL ran out by ``now_ts``, anchored or not (an anchor ends with its TTL)."""
    return columns.expires_at <= now_ts


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
    now_ts = timestamp_of(now)
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
        p.w_importance * decayed
        + p.w_access * access
        + p.w_recency * recency
        - p.w_age * penalty
        - p.w_confidence * (1.0 - c.confidence)
    )
    total = np.where(c.superseded & (total > 0.0), total * p.superseded_factor, total)
    return np.where(expired_rows(c, now_ts), p.expired_score, total).astype(np.float64, copy=False)


def score_records(
    records: Sequence[MemoryRecord], now: datetime, policy: RetentionPolicy
) -> FloatArray:
    """Score a few records (e.g. recall hits): ``score(RecordColumns.from_records(...))``."""
    return score(RecordColumns.from_records(records), now, policy)
