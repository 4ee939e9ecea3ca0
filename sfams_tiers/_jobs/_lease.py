"""One runner per namespace: a lease with expiry, auto-renewal and a fencing token.

A job holds its namespace's lease while it runs (``async with leases.hold(ns, job)``)
and calls :meth:`Lease.check` before every write batch. The fencing token grows with
every acquisition of a namespace, so a runner that lost its lease can be told apart
from the one holding it now. Redis keys (``<prefix>``, ``{<ns>}`` as in ``storage/redis.md``):

| key | type | holds |
|---|---|---|
| `<prefix>:{<ns>}:lease` | string | the holder (JSON below); PX expiry = ttl, renewed every ttl/3 |
| `<prefix>:{<ns>}:lease_token` | string | last fencing token handed out (`INCR`); no expiry |

The holder: ``{"token": 7, "job": "archive", "owner": "<hostname>:<pid>",
"acquired_at": "2026-01-05T09:00:00.123456Z"}``. Acquire, renew and release are one Lua
script each (Redis 7.0 commands only); renew and release act only while the stored
token is the caller's, so a runner that lost its lease can never delete the next one's.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import os
import random
import socket
import time
import weakref
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol

from sfams_tiers._errors import InvalidQuery, JobConflict, LeaseLost, TierTimeout, TierUnavailable
from sfams_tiers._models import validate_namespace

if TYPE_CHECKING:
    import redis.asyncio as aioredis

    from sfams_tiers._tiers import HotTier, Tiers

__all__ = ["InMemoryLeases", "Lease", "LeaseManager", "RedisLeases", "leases_for"]

log = logging.getLogger(__name__)
_FIRST_POLL, _MAX_POLL = 0.05, 1.0  # seconds between attempts with wait=True (backoff)

_ACQUIRE = """#!lua
local held = redis.call('GET', KEYS[1])
if held then return {0, held, redis.call('PTTL', KEYS[1])} end
local token = redis.call('INCR', KEYS[2])
local value = cjson.encode({token = token, job = ARGV[2], owner = ARGV[3], acquired_at = ARGV[4]})
redis.call('SET', KEYS[1], value, 'NX', 'PX', ARGV[1])
return {1, value, tonumber(ARGV[1])}
"""
_IF_OURS = """#!lua
local held = redis.call('GET', KEYS[1])
if not held or cjson.decode(held).token ~= tonumber(ARGV[1]) then return 0 end
"""
_RENEW = _IF_OURS + "return redis.call('PEXPIRE', KEYS[1], ARGV[2])\n"
_RELEASE = _IF_OURS + "return redis.call('DEL', KEYS[1])\n"


class Lease(Protocol):
    """A held lease; :meth:`check` raises LeaseLost once it is no longer ours.

    Attributes:
        token: Fencing token, strictly increasing per namespace across acquisitions.
        namespace: The leased namespace.
        job: The job name the lease was taken for.
        lost: True once a renewal or a check found the lease expired or taken.
    """

    token: int
    namespace: str
    job: str
    lost: bool

    async def check(self) -> None:
        """Raise LeaseLost if the lease expired or another runner took it (one round trip)."""
        ...


class LeaseManager(Protocol):
    """Hands out namespace leases: at most one holder per namespace at a time."""

    def hold(
        self,
        namespace: str,
        job: str,
        *,
        ttl_seconds: float = 60.0,
        wait: bool = False,
        wait_timeout: float | None = None,
    ) -> AbstractAsyncContextManager[Lease]:
        """Acquire (or raise JobConflict), renew every ttl/3, release on exit if still ours."""
        ...


@dataclass(frozen=True)
class _Holder:
    token: int
    job: str
    owner: str
    expires_in: float | None  # seconds; None when the key has no expiry

    def __str__(self) -> str:
        left = "no expiry" if self.expires_in is None else f"expires in {self.expires_in:.1f} s"
        return f"job {self.job!r} (fencing token {self.token}, {self.owner}, {left})"


class _HeldLease:
    def __init__(self, leases: _Leases, namespace: str, job: str, token: int) -> None:
        self.namespace, self.job, self.token, self.lost = namespace, job, token, False
        self._leases, self._why = leases, ""

    def mark_lost(self, why: str) -> None:
        if not self.lost:
            self.lost, self._why = True, why

    async def check(self) -> None:
        if not self.lost:
            current = await self._leases._current_token(self.namespace)
            if current != self.token:
                self.mark_lost("it expired" if current is None else f"token {current} holds it now")
        if self.lost:
            raise LeaseLost(
                f"Job {self.job!r} lost the lease of namespace {self.namespace!r} "
                f"(fencing token {self.token}): {self._why}. It stopped before writing more; "
                "run it again (unfinished moves are completed from the journal)."
            )


class _Leases(ABC):
    """The hold / wait / renew / release logic both implementations share."""

    def __init__(self, *, auto_renew: bool) -> None:
        self._auto_renew = auto_renew

    # _acquire -> (won, current holder); renew / release act only while ``token`` holds it.
    @abstractmethod
    async def _acquire(self, namespace: str, job: str, ttl: float) -> tuple[bool, _Holder]: ...
    @abstractmethod
    async def _renew(self, namespace: str, token: int, ttl: float) -> bool: ...
    @abstractmethod
    async def _release(self, namespace: str, token: int) -> bool: ...
    @abstractmethod
    async def _current_token(self, namespace: str) -> int | None: ...

    @asynccontextmanager
    async def hold(
        self,
        namespace: str,
        job: str,
        *,
        ttl_seconds: float = 60.0,
        wait: bool = False,
        wait_timeout: float | None = None,
    ) -> AsyncIterator[Lease]:
        """Hold the lease of ``namespace`` for the ``async with`` block (see LeaseManager)."""
        validate_namespace(namespace)
        if not isinstance(job, str) or not job:
            raise InvalidQuery("job", "must be a non-empty job name, e.g. 'archive'.")
        if not 0.01 <= ttl_seconds < math.inf:
            raise InvalidQuery("ttl_seconds", "must be a finite number of seconds >= 0.01.")
        if wait_timeout is not None and not wait_timeout >= 0:
            raise InvalidQuery("wait_timeout", "must be >= 0 seconds, or None to wait forever.")
        lease = await self._acquire_or_wait(namespace, job, ttl_seconds, wait, wait_timeout)
        renewer = asyncio.create_task(self._renew_loop(lease, ttl_seconds))
        try:
            yield lease
        finally:
            renewer.cancel()
            await asyncio.wait([renewer])
            try:  # compare-and-delete: a no-op once another runner holds the namespace
                await self._release(namespace, lease.token)
            except TierUnavailable as exc:
                log.warning("Lease of %r not released (%s); it will expire.", namespace, exc)

    async def _acquire_or_wait(
        self, namespace: str, job: str, ttl: float, wait: bool, wait_timeout: float | None
    ) -> _HeldLease:
        loop = asyncio.get_running_loop()
        deadline = math.inf if wait_timeout is None else loop.time() + wait_timeout
        delay = _FIRST_POLL
        while True:
            won, holder = await self._acquire(namespace, job, ttl)
            if won:
                return _HeldLease(self, namespace, job, holder.token)
            if _holder_died(holder.owner):
                # A runner on this host was killed while holding the lease: break it
                # (compare-and-delete on its token) instead of waiting for it to expire.
                log.warning("Breaking the lease of %r held by dead runner %s.", namespace, holder)
                await self._release(namespace, holder.token)
                continue
            if not wait:
                raise JobConflict(
                    f"Namespace {namespace!r} is busy: {holder} holds its job lease; "
                    "try again later or pass --wait."
                )
            if (left := deadline - loop.time()) <= 0:
                raise JobConflict(
                    f"Waited {wait_timeout} s for namespace {namespace!r}, but {holder} still "
                    "holds its job lease; try again later or pass --wait with a longer timeout."
                )
            await asyncio.sleep(min(left, delay * random.uniform(0.5, 1.0)))
            delay = min(delay * 2, _MAX_POLL)

    async def _renew_loop(self, lease: _HeldLease, ttl: float) -> None:
        loop = asyncio.get_running_loop()
        valid_until = loop.time() + ttl
        while self._auto_renew:
            await asyncio.sleep(ttl / 3)
            sent = loop.time()
            try:
                if not await self._renew(lease.namespace, lease.token, ttl):
                    lease.mark_lost("it expired or another runner took it before renewal")
                    return
                valid_until = sent + ttl
            except TierUnavailable as exc:  # maybe transient: retry until it would expire
                if loop.time() >= valid_until:
                    lease.mark_lost(f"no renewal succeeded for {ttl} s ({exc})")
                    return
            except Exception as exc:  # a dead renewer must not look like a held lease
                lease.mark_lost(f"renewing it failed ({type(exc).__name__}: {exc})")
                return


class InMemoryLeases(_Leases):
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
        self._held: dict[str, tuple[_Holder, float]] = {}  # namespace -> (holder, expires at)
        self._tokens: dict[str, int] = {}

    def _live(self, namespace: str) -> tuple[_Holder, float] | None:
        entry = self._held.get(validate_namespace(namespace))
        if entry is None or entry[1] > self._clock():
            return entry
        del self._held[namespace]  # expired
        return None

    async def _acquire(self, namespace: str, job: str, ttl: float) -> tuple[bool, _Holder]:
        if entry := self._live(namespace):
            held, expires_at = entry
            return False, _Holder(held.token, held.job, held.owner, expires_at - self._clock())
        token = self._tokens[namespace] = self._tokens.get(namespace, 0) + 1
        holder = _Holder(token, job, _owner(), ttl)
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


def _owner() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _holder_died(owner: str) -> bool:
    """True when ``owner`` ("host:pid") is a process on this host that no longer runs."""
    host, _, pid_text = owner.rpartition(":")
    if host != socket.gethostname() or not pid_text.isdigit() or int(pid_text) == os.getpid():
        return False
    pid = int(pid_text)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False  # alive, owned by another user
    try:  # a killed child its parent has not reaped yet is a zombie: dead too
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (OSError, IndexError):
        return False


def as_text(value: Any) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


@contextmanager
def redis_errors(what: str) -> Iterator[None]:
    """Map redis-py errors to TierUnavailable, naming what failed (never credentials)."""
    import redis.exceptions as rexc

    try:
        yield
    except (TimeoutError, rexc.TimeoutError) as exc:  # a deadline or a socket timeout
        raise TierTimeout(
            f"Redis did not answer in time while {what}. Check that the server is up "
            "and not overloaded, or raise SFAMS_TIMEOUT."
        ) from exc
    except (rexc.RedisError, OSError) as exc:
        raise TierUnavailable(
            f"Redis failed while {what} ({type(exc).__name__}: {exc}). "
            "Check that the server is up and is Redis >= 7.0 or Valkey."
        ) from exc


def redis_base(prefix: str, namespace: str) -> str:
    """The ``<prefix>:{<ns>}:`` key base of a namespace (validated, DESIGN I4)."""
    return f"{prefix}:{{{validate_namespace(namespace)}}}:"


class RedisLeases(_Leases):
    """Leases in Redis >= 7.0 / Valkey, shared by every process using the server.

    Args:
        client: A ``redis.asyncio.Redis``; the caller keeps and closes it.
        prefix: Key prefix, the hot tier's (keys in the module docstring).
        auto_renew: Renew held leases every ttl/3 in a background task.
        timeout: Seconds each round trip may take (``SFAMS_TIMEOUT``); None takes the
            client's socket timeout, if it has one.
        name: The keys' name: ``lease`` (and ``lease_token``) for the job lease;
            the namespace write lock uses ``write_lock`` (see ``sfams_tiers._writelock``).

    Example::

        leases = RedisLeases(aioredis.Redis(), prefix="sfams")
        async with leases.hold("team-a", "archive", wait=True, wait_timeout=300) as lease:
            await lease.check()  # before every write batch
    """

    def __init__(
        self,
        client: aioredis.Redis,
        *,
        prefix: str = "sfams",
        auto_renew: bool = True,
        timeout: float | None = None,
        name: str = "lease",
    ) -> None:
        from sfams_tiers.backends.redis import check_prefix

        super().__init__(auto_renew=auto_renew)
        self._client, self._prefix, self._name = client, check_prefix(prefix), name
        socket_timeout = client.connection_pool.connection_kwargs.get("socket_timeout")
        self._timeout = timeout if timeout is not None else socket_timeout
        self._scripts = [client.register_script(s) for s in (_ACQUIRE, _RENEW, _RELEASE)]

    def _key(self, namespace: str, suffix: str = "lease") -> str:
        return redis_base(self._prefix, namespace) + suffix.replace("lease", self._name)

    @asynccontextmanager
    async def _round_trip(self, what: str) -> AsyncIterator[None]:
        """One call to Redis, cut at the timeout; errors become TierUnavailable."""
        with redis_errors(what):
            async with asyncio.timeout(self._timeout):
                yield

    async def _acquire(self, namespace: str, job: str, ttl: float) -> tuple[bool, _Holder]:
        keys = [self._key(namespace), self._key(namespace, "lease_token")]
        stamp = datetime.now(UTC).isoformat().replace("+00:00", "Z")
        args: list[str | int] = [max(1, round(ttl * 1000)), job, _owner(), stamp]
        async with self._round_trip(f"acquiring the lease of {namespace!r}"):
            won, value, pttl = await self._scripts[0](keys=keys, args=args)
        data, ms = json.loads(as_text(value)), int(pttl)
        left = ms / 1000 if ms >= 0 else None  # -1: a key without expiry (not written by us)
        return bool(won), _Holder(int(data["token"]), str(data["job"]), data["owner"], left)

    async def _renew(self, namespace: str, token: int, ttl: float) -> bool:
        args = [token, max(1, round(ttl * 1000))]
        async with self._round_trip(f"renewing the lease of {namespace!r}"):
            return bool(await self._scripts[1](keys=[self._key(namespace)], args=args))

    async def _release(self, namespace: str, token: int) -> bool:
        async with self._round_trip(f"releasing the lease of {namespace!r}"):
            return bool(await self._scripts[2](keys=[self._key(namespace)], args=[token]))

    async def _current_token(self, namespace: str) -> int | None:
        async with self._round_trip(f"checking the lease of {namespace!r}"):
            value = await self._client.get(self._key(namespace))
        return None if value is None else int(json.loads(as_text(value))["token"])


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
