"""One writer per namespace at a time: the lock every public write of a memory takes.

A write reads the namespace (its near-duplicates, the older versions it replaces),
decides, then writes; two writers interleaving those steps store a fact twice or leave
two "current" versions of it (DESIGN I7). So each write holds its namespace's lock from
the first read to the last write:

- **in a process**, an ``asyncio.Lock`` per (hot tier object, event loop, namespace)
  queues the tasks, in the order they asked;
- **across processes** sharing a Redis hot tier, a Redis lease on
  ``<prefix>:{<ns>}:write_lock`` (the job lease's machinery: fencing token, renewed
  every ttl/3, broken at once when its holder's process has died on this host) lets
  one process in at a time. The in-memory tiers and the embedded store
  (:attr:`Tiers.single_process`) live in one process: the asyncio lock is all they need.

Held: the read-decide-write part of ``remember`` (dedupe and conflict searches, the
judge's verdicts, the writes), ``forget``, ``anchor``, ``unanchor``, ``link`` and
``restore``. Not held: ``recall`` and ``assemble_context`` (reads; accesses are appended
to a log), the embedding and the judge's extraction of a new memory (done before the
lock is taken), and jobs, which hold their own namespace lease.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

from sfams_tiers._errors import JobConflict, TierUnavailable

if TYPE_CHECKING:
    from sfams_tiers._jobs._lease import RedisLeases
    from sfams_tiers._tiers import HotTier, Tiers

__all__ = ["WRITE_LOCK_TTL", "WRITE_LOCK_WAIT", "write_lock"]

WRITE_LOCK_WAIT = 30.0
"""Seconds a write waits for its namespace before it gives up with TierUnavailable."""

WRITE_LOCK_TTL = 30.0
"""Seconds a process's write lock outlives a holder that stops renewing it."""


_Locks = dict[str, asyncio.Lock]
_local: weakref.WeakKeyDictionary[
    HotTier, weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Locks]
] = weakref.WeakKeyDictionary()
_shared: weakref.WeakKeyDictionary[HotTier, RedisLeases] = weakref.WeakKeyDictionary()
# The (hot tier, namespace) locks this task holds: a write inside a write (remember
# re-anchoring what it mentions) goes on under the lock it already has.
_holding: ContextVar[frozenset[tuple[int, str]]] = ContextVar("_holding", default=frozenset())


def _process_lock(hot: HotTier, namespace: str) -> asyncio.Lock:
    loops = _local.setdefault(hot, weakref.WeakKeyDictionary())
    locks = loops.setdefault(asyncio.get_running_loop(), {})
    return locks.setdefault(namespace, asyncio.Lock())


def _leases(tiers: Tiers) -> RedisLeases | None:
    # Imported here: the jobs package is built on this module (job batches take the lock).
    from sfams_tiers._jobs._lease import RedisLeases
    from sfams_tiers.backends.redis import RedisHotTier

    hot = tiers.hot
    if tiers.single_process or not isinstance(hot, RedisHotTier):
        return None
    if hot not in _shared:
        _shared[hot] = RedisLeases(hot.client, prefix=hot.prefix, name="write_lock")
    return _shared[hot]


def _busy(namespace: str, wait: float) -> TierUnavailable:
    return TierUnavailable(
        f"Namespace {namespace!r} stayed locked by another writer for {wait:g} s; "
        "nothing was written. Retry the call; if it keeps happening, look for a stuck "
        "process writing to this namespace."
    )


@asynccontextmanager
async def write_lock(
    tiers: Tiers, namespace: str, *, wait: float = WRITE_LOCK_WAIT
) -> AsyncIterator[None]:
    """Hold ``namespace``'s write lock for the ``async with`` block (module docstring).

    Args:
        tiers: The tiers written to; their hot tier decides how far the lock reaches.
        namespace: The namespace written to.
        wait: Seconds to wait for the lock.

    A task already holding the lock passes straight in (the lock is reentrant per task).

    Raises:
        TierUnavailable: The lock stayed taken for ``wait`` seconds (nothing was done),
            or Redis failed while taking it.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import InMemoryArchive, InMemoryHotTier, InMemoryWarmTier, Tiers
        >>> async def demo() -> str:
        ...     tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        ...     async with write_lock(tiers, "team-a"):
        ...         return "written"
        >>> asyncio.run(demo())
        'written'
    """
    key = (id(tiers.hot), namespace)
    if key in (held := _holding.get()):
        yield
        return
    lock = _process_lock(tiers.hot, namespace)
    try:
        await asyncio.wait_for(lock.acquire(), wait)
    except TimeoutError:
        raise _busy(namespace, wait) from None
    try:
        async with AsyncExitStack() as stack:
            leases = _leases(tiers)
            if leases is not None:
                hold = leases.hold(
                    namespace, "write", ttl_seconds=WRITE_LOCK_TTL, wait=True, wait_timeout=wait
                )
                try:
                    await stack.enter_async_context(hold)
                except JobConflict:
                    raise _busy(namespace, wait) from None
                except TierUnavailable as exc:
                    raise TierUnavailable(
                        f"Could not take the write lock of namespace {namespace!r}, so "
                        f"nothing was written: {exc} Start the server, or fix "
                        "SFAMS_REDIS_URL."
                    ) from exc
            token = _holding.set(held | {key})
            try:
                yield
            finally:
                _holding.reset(token)
    finally:
        lock.release()
