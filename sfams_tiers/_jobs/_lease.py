"""One runner per namespace: a lease with expiry, auto-renewal and a fencing token.

A job holds its namespace's lease while it runs (``async with leases.hold(ns, job)``)
and calls :meth:`Lease.check` before every write batch. The fencing token grows with
every acquisition of a namespace, so a runner that lost its lease can be told apart
from the one holding it now.

Two stores hand leases out with the same semantics: :class:`InMemoryLeases` (here) for
the in-memory tiers, and :class:`~sfams_tiers._jobs._lease_redis.RedisLeases` on a Redis
hot tier; :func:`leases_for` picks one for a set of tiers. The logic they share is
``_lease_base``'s.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from sfams_tiers._jobs._lease_base import Holder, LeaseBase, owner_id
from sfams_tiers._jobs._lease_base import Lease as Lease
from sfams_tiers._jobs._lease_base import LeaseManager as LeaseManager
from sfams_tiers._jobs._lease_redis import RedisLeases as RedisLeases
from sfams_tiers._jobs._lease_redis import as_text as as_text
from sfams_tiers._jobs._lease_redis import redis_base as redis_base
from sfams_tiers._jobs._lease_redis import redis_errors as redis_errors
from sfams_tiers._vocab import validate_namespace

if TYPE_CHECKING:
    from sfams_tiers._tiers import HotTier, Tiers

__all__ = ["InMemoryLeases", "leases_for"]


class InMemoryLeases(LeaseBase):
    """Leases inside one process, for the in-memory tiers; same semantics as Redis.

    Args:
        clock: Monotonic seconds deciding expiry (inject a fake one in tests).
        auto_renew: Renew held leases every ttl/3 in a background task.

    Example:
        >>> import asyncio
        >>> async def demo() -> int:
        ...     leases = InMemoryLeases()
        ...     async with leases.hold("team-a", "archive") as lease:
        ...         await lease.check()
        ...         return lease.token
        >>> asyncio.run(demo())
        1
    """

    def __init__(
        self, *, clock: Callable[[], float] = time.monotonic, auto_renew: bool = True
    ) -> None:
        super().__init__(auto_renew=auto_renew)
        self._clock = clock
        self._held: dict[str, tuple[Holder, float]] = {}  # namespace -> (holder, expires at)
        self._tokens: dict[str, int] = {}

    def _live(self, namespace: str) -> tuple[Holder, float] | None:
        entry = self._held.get(validate_namespace(namespace))
        if entry is None or entry[1] > self._clock():
            return entry
        del self._held[namespace]  # expired
        return None

    async def _acquire(self, namespace: str, job: str, ttl: float) -> tuple[bool, Holder]:
        if entry := self._live(namespace):
            held, expires_at = entry
            return False, Holder(held.token, held.job, held.owner, expires_at - self._clock())
        token = self._tokens[namespace] = self._tokens.get(namespace, 0) + 1
        holder = Holder(token, job, owner_id(), ttl)
        self._held[namespace] = (holder, self._clock() + ttl)
        return True, holder

    async def _renew(self, namespace: str, token: int, ttl: float) -> bool:
        if await self._current_token(namespace) != token:
            return False
        self._held[namespace] = (self._held[namespace][0], self._clock() + ttl)
        return True

    async def _release(self, namespace: str, token: int) -> bool:
        if await self._current_token(namespace) != token:
            return False
        del self._held[namespace]
        return True

    async def _current_token(self, namespace: str) -> int | None:
        entry = self._live(namespace)
        return None if entry is None else entry[0].token


# In-memory tiers live in one process: one lease manager per hot tier object, so every
# job of the process working on the same tiers shares it (and the tiers' lifetime).
_in_memory: weakref.WeakKeyDictionary[HotTier, InMemoryLeases] = weakref.WeakKeyDictionary()


def leases_for(tiers: Tiers) -> LeaseManager:
    """The lease manager for ``tiers``: :class:`RedisLeases` on a Redis hot tier.

    Any other hot tier gets the :class:`InMemoryLeases` of that hot tier object.
    """
    from sfams_tiers.backends.redis import RedisHotTier

    if isinstance(hot := tiers.hot, RedisHotTier):
        return RedisLeases(hot.client, prefix=hot.prefix, timeout=hot.timeout)
    return _in_memory.setdefault(hot, InMemoryLeases())
