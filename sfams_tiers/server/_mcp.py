"""The memory as MCP tools (official ``mcp`` SDK), over stdio and streamable HTTP.

The tools are in :mod:`sfams_tiers.server._mcp_tools`. The caller supplies ``memory_for(namespace,
agent)``, which returns the :class:`~sfams_tiers.TieredMemory` view to use; over HTTP,
``authorize(bearer_token, namespace)`` checks the key first and returns the agent the
key acts as (or raises the 401 / 403 error), so a key never reaches another namespace.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from mcp.server.mcpserver import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import Receive, Scope, Send

from sfams_tiers._errors import SfamsError
from sfams_tiers.server._mcp_tools import (
    Authorize,
    MemoryFor,
    ToolScope,
    bearer,
    register_tools,
)

__all__ = [
    "Authorize",
    "McpHttpApp",
    "MemoryFor",
    "build_mcp",
    "mcp_http_app",
    "run_stdio",
]

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def build_mcp(
    memory_for: MemoryFor, default_namespace: str, *, authorize: Authorize | None = None
) -> MCPServer:
    """The MCP server with the memory tools.

    Args:
        memory_for: Returns the TieredMemory view for ``(namespace, agent)``.
        default_namespace: The namespace of calls that name none.
        authorize: Checks the request's bearer key for the namespace and returns the
            agent it acts as (HTTP only); None trusts every call (stdio).

    Example:
        >>> async def memory_for(namespace: str, agent: str | None) -> None: ...
        >>> sorted(t.name for t in asyncio.run(build_mcp(memory_for, "team-a").list_tools()))
        ['anchor', 'context', 'forget', 'get', 'link', 'recall', 'remember', 'reward', 'stats',
         'verify']
    """
    scope = ToolScope(memory_for, default_namespace, authorize)
    server: MCPServer = MCPServer(
        "sfams-tiers",
        instructions=(
            "Long-term team memory with strategic forgetting. Use `context` for the memories "
            "relevant to a question, `remember` for facts, decisions and deadlines worth "
            "keeping, `recall` to search, `anchor` to pin, `forget` to archive, `verify` and "
            "`reward` for feedback on a memory, `link` to relate two."
        ),
    )

    register_tools(server, scope)
    return server


async def run_stdio(memory_for: MemoryFor, default_namespace: str) -> None:
    """Serve the memory tools over stdin / stdout until the client closes (``--mcp-stdio``)."""
    await build_mcp(memory_for, default_namespace).run_stdio_async()


class McpHttpApp:
    """The streamable HTTP MCP endpoint as an ASGI app (mount it at ``/mcp``).

    Its session manager runs in :meth:`lifespan_context` (what a host app enters as a
    mounted Starlette app's ``router.lifespan_context``), or the ASGI lifespan when it
    is the top-level app, or else from the first request until :meth:`aclose`.
    Requests without a valid key get 401 before any MCP message is read; each tool
    call is then authorized for the namespace it names.

    Example:
        >>> async def memory_for(namespace: str, agent: str | None) -> None: ...
        >>> async def authorize(token: str | None, namespace: str) -> None: ...
        >>> app = mcp_http_app(memory_for, "team-a", authorize)
        >>> asyncio.run(app.aclose())
    """

    def __init__(self, server: MCPServer, authorize: Authorize, default_namespace: str) -> None:
        self._server = server
        self._authorize = authorize
        self._default = default_namespace
        self._stop = asyncio.Event()
        self._ready: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        if scope["type"] == "http" and not await self._key_known(scope, send):
            return
        await self._start()
        await self._server.session_manager.handle_request(scope, receive, send)

    async def _key_known(self, scope: Scope, send: Send) -> bool:
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        try:
            await self._authorize(bearer(headers), self._default)
        except SfamsError as exc:
            if getattr(exc, "status", None) != 401 and type(exc).__name__ != "Unauthorized":
                return True  # a valid key of other namespaces: each tool call decides
            body = {"error": {"type": type(exc).__name__, "message": str(exc), "field": None}}
            await send(
                {
                    "type": "http.response.start",
                    "status": 401,
                    "headers": [
                        (b"content-type", b"application/json"),
                        (b"www-authenticate", b"Bearer"),
                    ],
                }
            )
            await send({"type": "http.response.body", "body": json.dumps(body).encode()})
            return False
        return True

    async def _start(self) -> None:
        if self._ready is None:
            self._ready = asyncio.Event()
            self._task = asyncio.create_task(self._run(self._ready))
        await self._ready.wait()

    async def _run(self, ready: asyncio.Event) -> None:
        async with self._server.session_manager.run():
            ready.set()
            await self._stop.wait()

    @property
    def router(self) -> McpHttpApp:
        """Itself: a host app runs ``app.router.lifespan_context`` as for a Starlette app."""
        return self

    @asynccontextmanager
    async def lifespan_context(self, app: object) -> AsyncIterator[None]:
        """Run the session manager for the host app's lifetime (``app`` is unused)."""
        await self._start()
        try:
            yield
        finally:
            await self.aclose()

    async def aclose(self) -> None:
        """End every MCP session and stop the session manager (idempotent)."""
        self._stop.set()
        if self._task is not None:
            await self._task

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await self._start()
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await self.aclose()
                await send({"type": "lifespan.shutdown.complete"})
                return


def mcp_http_app(
    memory_for: MemoryFor,
    default_namespace: str,
    authorize: Authorize,
    *,
    host: str = "127.0.0.1",
) -> McpHttpApp:
    """The MCP tools over streamable HTTP, as an ASGI app to mount at ``/mcp``.

    Args:
        memory_for: Returns the TieredMemory view for ``(namespace, agent)``.
        default_namespace: The namespace of calls that name none.
        authorize: ``authorize(bearer_token_or_None, namespace)`` returns the acting
            agent (the key's, or None) or raises the 401 / 403 error.
        host: The host the server binds; on loopback, requests must name a loopback
            Host (protection against DNS rebinding from a browser).
    """
    server = build_mcp(memory_for, default_namespace, authorize=authorize)
    security = TransportSecuritySettings(enable_dns_rebinding_protection=False)
    if host in LOOPBACK:
        security = TransportSecuritySettings(
            enable_dns_rebinding_protection=True,
            allowed_hosts=["127.0.0.1:*", "localhost:*", "[::1]:*"],
            allowed_origins=["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"],
        )
    server.streamable_http_app(streamable_http_path="/", transport_security=security, host=host)
    return McpHttpApp(server, authorize, default_namespace)
