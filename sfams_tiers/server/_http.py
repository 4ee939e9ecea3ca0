"""The HTTP app of ``sfams serve``: routes, limits, metrics and the MCP endpoint on one store.

The app opens the store once in its lifespan and closes it at shutdown; every request
in between is served from the same :class:`~sfams_tiers.server._pool.MemoryPool`.
Middleware, outermost first: request timing, the ``--timeout`` limit on ``/v1``, the
``--max-body-bytes`` limit; then FastAPI's routing with the typed error answers.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI
from starlette.types import ASGIApp, Receive, Scope, Send

from sfams_tiers._errors import TierUnavailable
from sfams_tiers._settings import Settings, load_settings
from sfams_tiers.server._access import Access, is_loopback
from sfams_tiers.server._errors import BodyLimit, TimeLimit, install_error_handlers
from sfams_tiers.server._keys import KeyStore
from sfams_tiers.server._mcp import McpHttpApp, mcp_http_app
from sfams_tiers.server._metrics import Metrics, RequestTimer
from sfams_tiers.server._pool import open_pool
from sfams_tiers.server._routes import router, service_router
from sfams_tiers.server._state import ServerState

__all__ = ["DEFAULT_MAX_BODY_BYTES", "DEFAULT_TIMEOUT", "create_app"]

DEFAULT_MAX_BODY_BYTES = 1024 * 1024
DEFAULT_TIMEOUT = 30.0
MCP_PATH = "/mcp"


def _version() -> str:
    try:
        return importlib.metadata.version("sfams-tiers")
    except importlib.metadata.PackageNotFoundError:  # pragma: no cover - source checkout
        return "0"


class _PathRoute:
    """Send ``prefix`` and everything under it to ``inner`` (the path left as it is)."""

    def __init__(self, outer: ASGIApp, inner: ASGIApp, prefix: str) -> None:
        self.outer = outer
        self.inner = inner
        self.prefix = prefix

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Dispatch on the path."""
        path = str(scope.get("path", ""))
        if scope["type"] == "http" and (path == self.prefix or path.startswith(self.prefix + "/")):
            await self.inner(scope, receive, send)
        else:
            await self.outer(scope, receive, send)


def create_app(
    settings: Settings | None = None,
    *,
    keys: KeyStore | None = None,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    timeout: float = DEFAULT_TIMEOUT,
    host: str = "127.0.0.1",
    require_keys: bool | None = None,
) -> FastAPI:
    """The ASGI app serving the store ``settings`` select (see docs/server.md).

    Args:
        settings: The store and its policy (default: ``load_settings()``).
        keys: The keys file (default: ``<home>/keys.json`` or ``SFAMS_KEYS_FILE``).
        max_body_bytes: Larger request bodies get 413 before they are parsed.
        timeout: Seconds a ``/v1`` request may take before it gets 504.
        host: The address the server listens on: beyond loopback a key is always
            needed, and the MCP endpoint accepts that host in ``Host`` headers.
        require_keys: Need a key even with none active (default: ``host`` is not loopback).

    Example:
        >>> import tempfile
        >>> app = create_app(load_settings(home=tempfile.mkdtemp()))
        >>> "/v1/namespaces/{namespace}/recall" in app.openapi()["paths"]
        True
    """
    settings = settings or load_settings()
    keys = keys or KeyStore.for_home(settings.home)
    if require_keys is None:
        require_keys = not is_loopback(host)
    state = ServerState(Access(keys, require_keys=require_keys), Metrics())
    mcp_app = _mount_mcp(state, settings.namespace, host)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with contextlib.AsyncExitStack() as stack:
            try:
                state.pool = await stack.enter_async_context(open_pool(settings))
            except BaseException as exc:
                state.failed = exc  # uvicorn only logs it; serve() raises it
                raise
            try:
                await stack.enter_async_context(_lifespan_of(mcp_app, app))
                yield
            finally:
                state.pool = None

    app = FastAPI(
        title="sfams-tiers",
        version=_version(),
        summary="Strategic-forgetting memory for agent teams: HTTP API of `sfams serve`.",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
    )
    app.state.sfams = state
    app.include_router(router)
    app.include_router(service_router)
    install_error_handlers(app)
    app.add_middleware(_PathRoute, inner=mcp_app, prefix=MCP_PATH)
    app.add_middleware(BodyLimit, max_bytes=max_body_bytes)
    app.add_middleware(TimeLimit, seconds=timeout)
    app.add_middleware(RequestTimer, metrics=state.metrics)
    return app


def _mount_mcp(state: ServerState, default_namespace: str, host: str) -> McpHttpApp:
    """The MCP app (streamable HTTP) over this server's pool and keys."""

    async def memory_for(namespace: str, agent: str | None) -> Any:
        if state.pool is None:
            raise TierUnavailable("The server is starting or stopping; retry in a moment.")
        return await state.pool.memory_for(namespace, agent)

    return mcp_http_app(memory_for, default_namespace, state.access.authorize_bearer, host=host)


@contextlib.asynccontextmanager
async def _lifespan_of(inner: ASGIApp | None, app: FastAPI) -> AsyncIterator[None]:
    """Run a sub-app's own lifespan, or its ``aclose`` at shutdown (Starlette runs neither)."""
    context = getattr(getattr(inner, "router", None), "lifespan_context", None)
    if context is not None:
        async with context(inner):
            yield
        return
    try:
        yield
    finally:
        close = getattr(inner, "aclose", None)
        if close is not None:
            await close()
