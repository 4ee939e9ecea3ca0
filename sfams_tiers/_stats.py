"""MemoryStats: one namespace's counts across the tiers, and how they are read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sfams_tiers._memcore import MemoryCore
from sfams_tiers._tiers import RecordFilter

__all__ = ["MemoryStats"]


@dataclass(frozen=True, slots=True)
class MemoryStats:
    """Counts for one namespace across the tiers.

    Example:
        >>> MemoryStats("team-a", 3, 1, 2, 1, 0, 0, 5).to_dict()["cold"]
        2
    """

    namespace: str
    live: int
    hot: int
    cold: int
    anchored: int
    superseded: int
    expired: int
    pending_accesses: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {name: getattr(self, name) for name in self.__slots__}


async def read_stats(core: MemoryCore) -> MemoryStats:
    """Count ``core``'s namespace: live, hot, archived, anchored, superseded, expired."""
    ns, tiers, now = core.namespace, core.tiers, core.clock()
    live = await tiers.warm.count(ns)
    pending = await tiers.hot.pending_access(ns)
    return MemoryStats(
        namespace=ns,
        live=live,
        hot=await tiers.hot.count(ns),
        cold=await tiers.archive.count(ns),
        anchored=await tiers.warm.count(ns, RecordFilter(anchored=True)),
        superseded=live - await tiers.warm.count(ns, RecordFilter(include_superseded=False)),
        expired=live - await tiers.warm.count(ns, RecordFilter(live_at=now)),
        pending_accesses=sum(d.count for d in pending.values()),
    )
