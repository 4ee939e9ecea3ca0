"""Running the app: the loopback rule, ``serve`` (uvicorn in the foreground) and a thread.

Without an active key the server answers anyone who can reach it, so it refuses to
listen beyond loopback; with keys it may bind any address (use TLS in front of it).
"""

from __future__ import annotations

import contextlib
import errno
import socket
import sys
import threading
import time
from collections.abc import Callable
from types import TracebackType

import uvicorn
from starlette.types import ASGIApp

from sfams_tiers._errors import ConfigurationError, SfamsError, TierUnavailable
from sfams_tiers._settings import Settings
from sfams_tiers.server._access import is_loopback
from sfams_tiers.server._http import DEFAULT_MAX_BODY_BYTES, DEFAULT_TIMEOUT, create_app
from sfams_tiers.server._keys import KeyStore

__all__ = ["OPEN_WARNING", "ServerThread", "check_bind", "check_port", "is_loopback", "serve"]

OPEN_WARNING = (
    "No API key is active: anyone on this machine can read and write every namespace "
    "through this server. Create keys with `sfams keys create --namespace NS`."
)


def check_bind(host: str, keys: KeyStore) -> str | None:
    """Refuse a non-loopback ``host`` without an active key; the warning to print, if any.

    Raises:
        ConfigurationError: ``host`` is not loopback and no key is active.
    """
    if keys.has_active():
        return None
    if not is_loopback(host):
        raise ConfigurationError(
            f"--host {host} would let anyone who reaches it use every namespace, and no API "
            f"key is active in {keys.path}: create one with `sfams keys create --namespace NS` "
            "first, or serve on --host 127.0.0.1."
        )
    return OPEN_WARNING


def check_port(host: str, port: int) -> None:
    """Refuse a ``host``:``port`` this machine cannot listen on (most often: in use).

    Raises:
        ConfigurationError: The address is taken or cannot be bound; says what to change.
    """
    address = host.strip("[]")
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
        try:
            probe.bind((address, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise ConfigurationError(
                    f"Port {port} on {host} is in use (another `sfams serve`?): stop that "
                    "process or choose another --port."
                ) from None
            raise ConfigurationError(
                f"Cannot listen on {host}:{port} ({exc.strerror}); choose another --host or --port."
            ) from None


def serve(
    settings: Settings,
    *,
    host: str = "127.0.0.1",
    port: int = 8765,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    timeout: float = DEFAULT_TIMEOUT,
    access_log: bool = False,
    say: Callable[[str], None] = lambda line: print(line, file=sys.stderr),
) -> None:
    """Serve the store of ``settings`` over HTTP until interrupted (one process, one store).

    Raises:
        ConfigurationError: A non-loopback ``host`` without an active key, or a port in
            use.
        StoreLocked: Another process holds the embedded store.
    """
    keys = KeyStore.for_home(settings.home)
    warning = check_bind(host, keys)
    check_port(host, port)
    if warning:
        say(f"warning: {warning}")
    app = create_app(
        settings,
        keys=keys,
        max_body_bytes=max_body_bytes,
        timeout=timeout,
        host=host,
    )
    config = uvicorn.Config(
        app,
        host=host.strip("[]"),
        port=port,
        access_log=access_log,
        lifespan="on",
        timeout_graceful_shutdown=10,
        server_header=False,
    )
    server = uvicorn.Server(config)
    try:
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C is how one stops it
            server.run()
    except SystemExit:  # uvicorn's way of saying the startup failed
        if not isinstance(app.state.sfams.failed, SfamsError):
            raise
    failed = app.state.sfams.failed
    if isinstance(failed, SfamsError):
        raise failed
    if not server.started:
        raise TierUnavailable(
            f"The server did not start on {host}:{port}; see the lines above (is the port "
            "in use, or the store held by another process?)."
        )


class ServerThread:
    """An app served by uvicorn on a loopback port in a background thread.

    For tests, notebooks and benchmarks: ``port=0`` picks a free port, :attr:`url` tells
    which. Use it as a context manager; leaving it stops the server and its store.

    Example:
        >>> import tempfile, httpx
        >>> from sfams_tiers import load_settings
        >>> with ServerThread(create_app(load_settings(home=tempfile.mkdtemp()))) as server:
        ...     httpx.get(server.url + "/healthz").json()
        {'status': 'ok'}
    """

    def __init__(self, app: ASGIApp, host: str = "127.0.0.1", port: int = 0) -> None:
        config = uvicorn.Config(app, host=host, port=port, access_log=False, log_level="warning")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="sfams-serve", daemon=True)
        self.url = ""

    def start(self, deadline: float = 60.0) -> ServerThread:
        """Start serving; returns once the server answers (or raises within ``deadline`` s)."""
        self._thread.start()
        end = time.monotonic() + deadline
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > end:
                self.stop()
                raise TierUnavailable("The server thread did not start; see its log above.")
            time.sleep(0.01)  # polling a flag of another thread, bounded by ``deadline``
        host, port = self._server.servers[0].sockets[0].getsockname()[:2]
        self.url = f"http://{host}:{port}"
        return self

    def stop(self) -> None:
        """Stop the server and wait for its thread (its lifespan closes the store)."""
        self._server.should_exit = True
        if self._thread.is_alive():
            self._thread.join(timeout=60)

    def __enter__(self) -> ServerThread:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
