"""What every lease manager shares: the Lease protocols and the hold / wait / renew logic.

:class:`LeaseBase` implements :meth:`~LeaseManager.hold` once (acquire or wait with
backoff, break the lease of a dead runner on this host, renew every ttl/3 in the
background, release on exit if still ours) over four primitives each store supplies:
acquire, renew, release and the current token.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import random
import socket
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Protocol

from sfams_tiers._errors import InvalidQuery, JobConflict, LeaseLost, TierUnavailable
from sfams_tiers._vocab import validate_namespace

__all__ = ["HeldLease", "Holder", "Lease", "LeaseBase", "LeaseManager", "holder_died", "owner_id"]

# The logger of the module these leases were first written in: log filters keep working.
log = logging.getLogger("sfams_tiers._jobs._lease")
_FIRST_POLL, _MAX_POLL = 0.05, 1.0  # seconds between attempts with wait=True (backoff)


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
class Holder:
    token: int
    job: str
    owner: str
    expires_in: float | None  # seconds; None when the key has no expiry

    def __str__(self) -> str:
        left = "no expiry" if self.expires_in is None else f"expires in {self.expires_in:.1f} s"
        return f"job {self.job!r} (fencing token {self.token}, {self.owner}, {left})"


class HeldLease:
    def __init__(self, leases: LeaseBase, namespace: str, job: str, token: int) -> None:
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


class LeaseBase(ABC):
    """The hold / wait / renew / release logic both implementations share."""

    def __init__(self, *, auto_renew: bool) -> None:
        self._auto_renew = auto_renew

    # _acquire -> (won, current holder); renew / release act only while ``token`` holds it.
    @abstractmethod
    async def _acquire(self, namespace: str, job: str, ttl: float) -> tuple[bool, Holder]: ...
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
    ) -> HeldLease:
        loop = asyncio.get_running_loop()
        deadline = math.inf if wait_timeout is None else loop.time() + wait_timeout
        delay = _FIRST_POLL
        while True:
            won, holder = await self._acquire(namespace, job, ttl)
            if won:
                return HeldLease(self, namespace, job, holder.token)
            if holder_died(holder.owner):
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

    async def _renew_loop(self, lease: HeldLease, ttl: float) -> None:
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


def owner_id() -> str:
    """This process as a lease holder: ``<hostname>:<pid>``."""
    return f"{socket.gethostname()}:{os.getpid()}"


def holder_died(owner: str) -> bool:
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
