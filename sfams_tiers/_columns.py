"""Column batches of memory records: the shape the retention policy computes on.

The policy never touches :class:`~sfams_tiers.MemoryRecord` objects on its hot path;
it works on one :class:`RecordColumns` of equal-length numpy arrays. Tier stores and
jobs can fill the columns straight from their own storage (Redis hashes, Qdrant
payloads, Parquet columns) without building records first; the facade uses
:meth:`RecordColumns.from_records` for a handful of records.

Times are float epoch seconds (UTC). ``last_accessed`` is NaN for never accessed,
``expires_at`` is ``+inf`` for no TTL and ``archived_at`` is NaN unless archived.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from sfams_tiers._errors import InvalidInput
from sfams_tiers._models import MemoryRecord, Tier

__all__ = ["RecordColumns"]

HOT: Final = 0
"""Tier code of the hot tier in :attr:`RecordColumns.tier`."""
WARM: Final = 1
"""Tier code of the warm tier in :attr:`RecordColumns.tier`."""
COLD: Final = 2
"""Tier code of the cold tier (the archive) in :attr:`RecordColumns.tier`."""
TIER_NAMES: Final[tuple[Tier, Tier, Tier]] = ("hot", "warm", "cold")
"""Tier name by tier code: ``TIER_NAMES[HOT] == "hot"``."""
TIER_CODES: Final[dict[Tier, int]] = {"hot": HOT, "warm": WARM, "cold": COLD}
"""Tier code by tier name."""

AnyArray = npt.NDArray[Any]
FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]
IntArray = npt.NDArray[np.intp]

_TEXT = ("ids", "namespaces", "types")
_FLOAT = (
    "importance",
    "confidence",
    "access_count",
    "created_at",
    "last_accessed",
    "expires_at",
    "archived_at",
)
_BOOL = ("anchored", "superseded")


@dataclass(frozen=True)
class RecordColumns:
    """A batch of memory records as equal-length numpy arrays (one row per record).

    Construction coerces each column to its dtype (text columns stay ``str`` or
    ``object``) and refuses unequal lengths or out-of-range values with
    :class:`~sfams_tiers.InvalidInput`. Arrays are not copied when they already have
    the right dtype, so do not mutate them while a batch is in use.

    Attributes:
        ids: Record ids (``str`` or ``object`` array).
        namespaces: Namespace of each record.
        types: Memory type, ``type`` or ``type:subtype``.
        importance: Importance in [0, 1].
        access_count: Number of recalls, >= 0.
        created_at: Creation time, epoch seconds.
        last_accessed: Last recall, epoch seconds; NaN when never recalled.
        expires_at: TTL end, epoch seconds; ``+inf`` when the record has no TTL.
        anchored: True for anchored records.
        superseded: True when a newer record replaced this one.
        tier: Tier codes, :data:`HOT`, :data:`WARM` or :data:`COLD` (int8).
        archived_at: Archive time, epoch seconds; NaN unless archived.
        confidence: Confidence in [0, 1]; None means 1.0 for every row.

    Example:
        >>> from sfams_tiers._models import MemoryRecord
        >>> r = MemoryRecord(namespace="team-a", content="Launch is on 3 March",
        ...                  type="deadline", importance=0.9)
        >>> cols = RecordColumns.from_records([r])
        >>> len(cols), cols.tier.tolist(), bool(np.isinf(cols.expires_at[0]))
        (1, [1], True)
    """

    ids: AnyArray
    namespaces: AnyArray
    types: AnyArray
    importance: FloatArray
    access_count: FloatArray
    created_at: FloatArray
    last_accessed: FloatArray
    expires_at: FloatArray
    anchored: BoolArray
    superseded: BoolArray
    tier: npt.NDArray[np.int8]
    archived_at: FloatArray
    confidence: FloatArray = None  # type: ignore[assignment]  # None: all 1.0

    def __post_init__(self) -> None:
        if self.confidence is None:
            object.__setattr__(self, "confidence", np.ones(np.shape(self.ids)[:1]))
        for name in _TEXT:
            text = np.asarray(getattr(self, name))
            if text.dtype.kind not in "UO":
                text = text.astype(object)
            object.__setattr__(self, name, text)
        for name in _FLOAT:
            object.__setattr__(self, name, np.asarray(getattr(self, name), dtype=np.float64))
        for name in _BOOL:
            object.__setattr__(self, name, np.asarray(getattr(self, name), dtype=np.bool_))
        object.__setattr__(self, "tier", np.asarray(self.tier, dtype=np.int8))
        self._validate()

    def _validate(self) -> None:
        n = self.ids.shape[0] if self.ids.ndim == 1 else -1
        for column in fields(self):
            value: AnyArray = getattr(self, column.name)
            if value.ndim != 1 or value.shape[0] != n:
                raise InvalidInput(
                    column.name,
                    f"has shape {value.shape} but ids has shape {self.ids.shape}; "
                    "every column must be a 1-D array with one entry per record.",
                )
        checks = (
            ("importance", (self.importance >= 0.0) & (self.importance <= 1.0), "in [0, 1]"),
            ("confidence", (self.confidence >= 0.0) & (self.confidence <= 1.0), "in [0, 1]"),
            ("access_count", np.isfinite(self.access_count) & (self.access_count >= 0), ">= 0"),
            ("created_at", np.isfinite(self.created_at), "finite epoch seconds"),
            ("expires_at", ~np.isnan(self.expires_at), "epoch seconds or +inf (no TTL)"),
            ("tier", (self.tier >= HOT) & (self.tier <= COLD), "HOT (0), WARM (1) or COLD (2)"),
        )
        for name, ok, allowed in checks:
            if not ok.all():
                bad = int(np.argmin(ok))
                raise InvalidInput(
                    name,
                    f"row {bad} ({getattr(self, name)[bad]!r}) is out of range; "
                    f"every value must be {allowed}.",
                )

    def __len__(self) -> int:
        return int(self.ids.shape[0])

    @classmethod
    def empty(cls) -> RecordColumns:
        """Return a batch with no records."""
        text = np.empty(0, dtype=object)
        f = np.empty(0, dtype=np.float64)
        flags = np.empty(0, dtype=np.bool_)
        return cls(text, text, text, f, f, f, f, f, flags, flags, np.empty(0, dtype=np.int8), f)

    @classmethod
    def from_records(cls, records: Sequence[MemoryRecord]) -> RecordColumns:
        """Build columns from validated records (one pass; used for small batches).

        Args:
            records: The records, in the row order you want.

        Returns:
            The columns, row ``i`` describing ``records[i]``.
        """
        if not records:
            return cls.empty()
        nan = math.nan
        rows = [
            (
                r.id,
                r.namespace,
                r.type,
                r.importance,
                r.access_count,
                r.created_at.timestamp(),
                r.last_accessed.timestamp() if r.last_accessed is not None else nan,
                r.created_at.timestamp() + r.ttl_seconds if r.ttl_seconds is not None else math.inf,
                r.anchored,
                r.superseded_by is not None,
                TIER_CODES[r.tier],
                r.archived_at.timestamp() if r.archived_at is not None else nan,
                r.confidence,
            )
            for r in records
        ]
        (
            ids,
            nss,
            types,
            imp,
            count,
            created,
            last,
            expires,
            anchored,
            superseded,
            tier,
            archived,
            confidence,
        ) = zip(*rows, strict=True)
        return cls(
            np.array(ids, dtype=object),
            np.array(nss, dtype=object),
            np.array(types, dtype=object),
            np.array(imp, dtype=np.float64),
            np.array(count, dtype=np.float64),
            np.array(created, dtype=np.float64),
            np.array(last, dtype=np.float64),
            np.array(expires, dtype=np.float64),
            np.array(anchored, dtype=np.bool_),
            np.array(superseded, dtype=np.bool_),
            np.array(tier, dtype=np.int8),
            np.array(archived, dtype=np.float64),
            np.array(confidence, dtype=np.float64),
        )

    def take(self, indices: IntArray | BoolArray) -> RecordColumns:
        """Return the rows selected by an index array or boolean mask, in that order."""
        return RecordColumns(*(getattr(self, f.name)[indices] for f in fields(self)))


def factorize(values: AnyArray, max_scans: int = 64) -> tuple[list[str], IntArray]:
    """Return the sorted distinct values of a text column and each row's code into them.

    Namespaces and types have few distinct values, so one vectorised equality scan
    per distinct value beats sorting every row (``np.unique``). Rows already coded
    never match a new value, so scans only shrink the array once half of it is coded
    (copying costs more than comparing). Past ``max_scans`` values, or once a scan
    finds under 1/32 of the remaining rows, the rest is sorted with ``np.unique``.

    Args:
        values: A 1-D ``str`` or ``object`` array.
        max_scans: How many distinct values to find by scanning before sorting.

    Returns:
        ``(uniques, codes)`` with ``uniques`` sorted and ``uniques[codes[i]] == values[i]``.
    """
    codes = np.full(values.shape[0], -1, dtype=np.intp)
    found: list[str] = []
    todo = np.ones(values.shape[0], dtype=np.bool_)
    sub, rows = values, np.arange(values.shape[0], dtype=np.intp)
    while len(found) < max_scans and todo.shape[0]:
        first = int(np.argmax(todo))
        if not todo[first]:
            break
        match = sub == sub[first]
        hits = int(np.count_nonzero(match))
        codes[rows[match]] = len(found)
        found.append(str(sub[first]))
        todo &= ~match
        if hits * 32 < sub.shape[0]:
            break  # many small groups: sorting the rest is cheaper than scanning
        if 2 * int(np.count_nonzero(todo)) < todo.shape[0]:
            keep = np.flatnonzero(todo)
            sub, rows, todo = sub[keep], rows[keep], np.ones(keep.shape[0], dtype=np.bool_)
    rest = rows[todo]
    if rest.shape[0]:
        tail, inverse = np.unique(values[rest].astype(str), return_inverse=True)
        codes[rest] = inverse.reshape(-1) + len(found)
        found.extend(str(value) for value in tail)
    order = sorted(range(len(found)), key=found.__getitem__)
    remap = np.empty(len(found), dtype=np.intp)
    remap[order] = np.arange(len(found), dtype=np.intp)
    return [found[i] for i in order], remap[codes] if found else codes


def ranked(groups: IntArray, keys: FloatArray, ids: Any) -> IntArray:
    """Order rows by group, then key, then id; ids are only compared within key ties.

    Sorting the keys first and then the small-integer groups stably (a radix sort)
    is several times faster than ``np.lexsort``; key ties are then ordered by id.
    """
    order = np.argsort(keys)
    small = groups.shape[0] == 0 or int(groups.max()) < np.iinfo(np.int16).max
    order = order[np.argsort((groups.astype(np.int16) if small else groups)[order], kind="stable")]
    if order.shape[0] > 1:
        g, k = groups[order], keys[order]
        same = (g[1:] == g[:-1]) & (k[1:] == k[:-1])
        if same.any():
            tied = np.zeros(order.shape[0], dtype=np.bool_)
            tied[1:] = same
            tied[:-1] |= same
            run = np.cumsum(np.concatenate(([True], ~same)))
            at = np.flatnonzero(tied)
            rows = order[at]
            order[at] = rows[np.lexsort((ids[rows], run[at]))]
    return order.astype(np.intp, copy=False)


def first_per_group(
    rows: IntArray, groups: IntArray, keys: FloatArray, ids: Any, limit: IntArray
) -> Any:
    """Return the first ``limit[group]`` of ``rows`` in each group, ordered by key then id."""
    order = rows[ranked(groups[rows], keys[rows], ids[rows])]
    g = groups[order]
    starts = np.flatnonzero(np.concatenate(([True], g[1:] != g[:-1])))
    rank = np.arange(g.shape[0]) - np.repeat(starts, np.diff(np.append(starts, g.shape[0])))
    return order[rank < limit[g]]
