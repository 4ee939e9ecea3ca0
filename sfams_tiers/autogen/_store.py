"""One opened store per backend per process, shared by every memory that names it.

AutoGen loads each agent's memory (and each tool) from its own config, so a dumped
team comes back as several independent instances. They must share one opened store:
the embedded store is single-process (a second open of the same ``SFAMS_HOME`` raises
:class:`~sfams_tiers.StoreLocked`), and one connection pool per service is enough.

:data:`STORES` is the registry, and the only module-level state of the AutoGen adapter.
It maps a *backend identity* (the data folder when an embedded engine is used, and the
service URLs) to the opened engines, counts the memories using each, and closes an
entry when the last one releases it. Entries registered by ``wrap(memory, settings=)``
are borrowed: the registry shares them but never closes them (their owner does).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path

from sfams_tiers._embed import Embedder
from sfams_tiers._errors import ConfigurationError
from sfams_tiers._ids import Clock
from sfams_tiers._judge import Judge
from sfams_tiers._memory import TieredMemory
from sfams_tiers._models import Limits
from sfams_tiers._policy import RetentionPolicy
from sfams_tiers._settings import (
    Settings,
    build_embedder,
    build_judge,
    build_policy,
    build_tiers,
)
from sfams_tiers._tiers import Tiers

__all__ = [
    "STORES",
    "BackendKey",
    "Lease",
    "StoreRegistry",
    "backend_key",
    "close_all_stores",
    "loop_running",
]

BackendKey = tuple[str | None, ...]

ENGINE_FIELDS: tuple[str, ...] = (
    "embedder",
    "embed_dim",
    "openai_embed_model",
    "max_content_bytes",
    "hot_capacity",
    "allow_hard_delete",
    "judge",
    "model",
    "consolidate",
    "max_anchors",
    "policy",
)
"""Settings that must agree between memories sharing one store (vectors, policy, judge)."""


def backend_key(settings: Settings) -> BackendKey:
    """The identity of the store ``settings`` open: same key, same data.

    The data folder counts only when an embedded engine is used (some URL is unset).

    Example:
        >>> a = backend_key(Settings(home="/tmp/x/../x"))
        >>> a == backend_key(Settings(home="/tmp/x")), a[0]
        (True, '/tmp/x')
    """
    embedded = not (settings.redis_url and settings.qdrant_url and settings.archive_url)
    home = str(Path(settings.home).expanduser().resolve()) if embedded else None
    return (
        home,
        settings.redis_url,
        settings.qdrant_url,
        settings.qdrant_collection if settings.qdrant_url else None,
        settings.archive_url,
        settings.s3_endpoint_url if settings.archive_url else None,
    )


def _engine(settings: Settings) -> dict[str, object]:
    return {name: getattr(settings, name) for name in ENGINE_FIELDS}


@dataclass(frozen=True, slots=True)
class _Engines:
    """What an owned entry opened (and closes)."""

    tiers: Tiers
    embedder: Embedder
    judge: Judge | None
    limits: Limits

    async def close(self) -> None:
        try:
            await self.tiers.close()
        finally:
            if self.judge is not None:
                await self.judge.aclose()
            await self.embedder.aclose()


@dataclass(eq=False)
class _Entry:
    key: BackendKey
    settings: Settings
    loop: asyncio.AbstractEventLoop
    engines: _Engines | None = None  # opened here, closed with the entry
    template: TieredMemory | None = None  # borrowed (wrap): its owner closes it
    refs: int = 0
    closed: bool = False
    write_locks: dict[str, asyncio.Lock] = field(default_factory=dict)
    policies: dict[str, RetentionPolicy] = field(default_factory=dict)

    def memory(self, namespace: str, agent: str | None, clock: Clock) -> TieredMemory:
        if self.engines is not None:
            e = self.engines
            if namespace not in self.policies:  # the policy file's section, read once
                self.policies[namespace] = build_policy(self.settings, namespace)
            return TieredMemory(
                e.tiers,
                e.embedder,
                namespace=namespace,
                agent=agent,
                policy=self.policies[namespace],
                clock=clock,
                limits=e.limits,
                judge=e.judge,
                retrieval=self.settings.retrieval,
            )
        assert self.template is not None
        # A borrowed memory shares its own engines; it can only give views of itself.
        template = self.template
        if namespace != template.namespace or (agent is None and template.agent is not None):
            raise ConfigurationError(
                f"The store {_where(self.key)} is shared from a wrapped memory of namespace "
                f"{template.namespace!r} (agent {template.agent!r}); it cannot serve namespace "
                f"{namespace!r} (agent {agent!r}). Wrap a team-level memory of that namespace, "
                "or open the store from a config instead of wrapping."
            )
        return template if agent == template.agent else template.for_agent(str(agent))

    async def close(self) -> None:
        self.closed = True
        if self.engines is not None:
            await self.engines.close()


@dataclass(eq=False)
class Lease:
    """One memory's hold on a shared store; give it back with :meth:`StoreRegistry.release`."""

    entry: _Entry
    released: bool = False

    @property
    def valid(self) -> bool:
        """False once released, or once its store was closed under it (close_all_stores)."""
        return not self.released and not self.entry.closed

    def memory(self, namespace: str, agent: str | None, clock: Clock) -> TieredMemory:
        """A TieredMemory for ``namespace`` / ``agent`` over the shared engines."""
        return self.entry.memory(namespace, agent, clock)

    def write_lock(self, namespace: str) -> asyncio.Lock:
        """The lock that serialises writes to ``namespace`` through this store."""
        return self.entry.write_locks.setdefault(namespace, asyncio.Lock())


class StoreRegistry:
    """Opened stores by backend identity, reference counted (see the module docstring).

    Example:
        >>> StoreRegistry().open_keys()
        []
    """

    def __init__(self) -> None:
        self._entries: dict[BackendKey, _Entry] = {}
        self._opening: dict[BackendKey, asyncio.Lock] = {}

    def open_keys(self) -> list[BackendKey]:
        """The identities of the stores open now."""
        return list(self._entries)

    async def acquire(self, settings: Settings, *, clock: Clock) -> Lease:
        """Share the store ``settings`` name, opening it if nobody has yet.

        Raises:
            ConfigurationError: The store is open with other engine settings (embedder,
                policy, judge), or in another event loop.
            StoreLocked: Another process has the data folder open.
        """
        key = backend_key(settings)
        lock = self._opening.setdefault(key, asyncio.Lock())
        async with lock:
            entry = self._usable(key, settings)
            if entry is None:
                try:
                    entry = await _open(key, settings, clock)
                except BaseException:
                    # Nothing is open under this key: drop its lock, which is bound to
                    # this event loop once contended.
                    self._opening.pop(key, None)
                    raise
                self._entries[key] = entry
            entry.refs += 1
            return Lease(entry)

    def borrow(self, settings: Settings, memory: TieredMemory) -> Lease:
        """Register ``memory``'s engines (owned by the caller) under ``settings``' identity.

        Later :meth:`acquire` calls for the same backend share them; the registry never
        closes them.
        """
        key = backend_key(settings)
        entry = self._usable(key, settings)
        if entry is None:
            entry = _Entry(key, settings, asyncio.get_running_loop(), template=memory)
            self._entries[key] = entry
        elif entry.template is None or entry.template.tiers is not memory.tiers:
            raise ConfigurationError(
                f"The store {_where(key)} is already open in this process; wrap the memory "
                "that store belongs to, or load the config instead of opening it again."
            )
        entry.refs += 1
        return Lease(entry)

    async def release(self, lease: Lease) -> None:
        """Give a lease back (idempotent); the last one closes the store."""
        if lease.released:
            return
        lease.released = True
        entry = lease.entry
        entry.refs -= 1
        if entry.refs > 0 or entry.closed:
            return
        if self._entries.get(entry.key) is entry:
            del self._entries[entry.key]
            self._opening.pop(entry.key, None)
        await entry.close()

    async def close_all(self) -> int:
        """Close every store (leases left become invalid); returns how many were open."""
        entries = list(self._entries.values())
        self._entries.clear()
        self._opening.clear()
        for entry in entries:
            await entry.close()
        return len(entries)

    def _usable(self, key: BackendKey, settings: Settings) -> _Entry | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if entry.loop is not asyncio.get_running_loop():
            raise ConfigurationError(
                f"The store {_where(key)} was opened in another event loop and is still open. "
                "Close every TieredAutoGenMemory (await memory.close(), or "
                "close_all_stores()) before its event loop ends."
            )
        theirs, ours = _engine(entry.settings), _engine(settings)
        differing = sorted(name for name in ours if ours[name] != theirs[name])
        if differing:
            raise ConfigurationError(
                f"The store {_where(key)} is already open with other settings for "
                f"{', '.join(differing)}; memories sharing one store must agree on them "
                "(set the same values, or leave them unset to use the environment)."
            )
        return entry


async def _open(key: BackendKey, settings: Settings, clock: Clock) -> _Entry:
    build_policy(settings)  # a broken policy file fails here, before anything opens
    embedder = build_embedder(settings)
    judge: Judge | None = None
    try:
        judge = build_judge(settings, clock=clock)
        tiers = await build_tiers(settings)
    except BaseException:
        if judge is not None:
            await judge.aclose()
        await embedder.aclose()
        raise
    limits = Limits(max_content_bytes=settings.max_content_bytes)
    engines = _Engines(tiers, embedder, judge, limits)
    return _Entry(key, settings, asyncio.get_running_loop(), engines=engines)


def _where(key: BackendKey) -> str:
    return " + ".join(part for part in key if part) or "(default)"


STORES = StoreRegistry()
"""The process-wide registry (the adapter's only module-level state)."""


async def close_all_stores() -> int:
    """Close every store the AutoGen adapter opened in this process.

    For teardown after ``load_component``: each loaded agent (and tool) holds its own
    memory instance, and AutoGen never closes memories. Instances used afterwards
    reopen their store. Returns how many stores were open.
    """
    return await STORES.close_all()


def loop_running() -> bool:
    """True inside a running event loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True
