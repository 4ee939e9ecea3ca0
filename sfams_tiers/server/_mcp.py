"""The memory as MCP tools (official ``mcp`` SDK), over stdio and streamable HTTP.

Tools: ``remember``, ``recall``, ``context`` (the rendered block a model should see),
``get``, ``forget``, ``anchor`` and ``stats``. Each takes an optional ``namespace``
(default: the server's) and ``agent``. The caller supplies ``memory_for(namespace,
agent)``, which returns the :class:`~sfams_tiers.TieredMemory` view to use; over HTTP,
``authorize(bearer_token, namespace)`` checks the key first and returns the agent the
key acts as (or raises the 401 / 403 error), so a key never reaches another namespace.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from typing import Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import Field
from starlette.types import Receive, Scope, Send

from sfams_tiers._errors import SfamsError
from sfams_tiers._models import MemoryRecord
from sfams_tiers.server._errors import Forbidden

__all__ = [
    "Authorize",
    "McpHttpApp",
    "MemoryFor",
    "build_mcp",
    "mcp_http_app",
    "run_stdio",
]

MemoryFor = Callable[[str, str | None], Awaitable[Any]]
"""``memory_for(namespace, agent)``: the TieredMemory view a tool call works on."""
Authorize = Callable[[str | None, str], Awaitable[str | None]]
"""``authorize(bearer_token, namespace)``: the acting agent, or raise the 401/403 error."""

AGENT_HEADER = "x-sfams-agent"
LOOPBACK = ("127.0.0.1", "localhost", "::1")

Namespace = Annotated[
    str | None, Field(description="Namespace (team) to use; default: the server's namespace.")
]
Agent = Annotated[
    str | None,
    Field(description="Agent acting (author of writes, sees its private memories); default: team."),
]
RecordId = Annotated[str, Field(description="The memory's id, as remember or recall return it.")]


def record_json(record: MemoryRecord) -> dict[str, Any]:
    """A record as JSON-safe values, without its embedding."""
    return record.model_dump(mode="json", exclude={"embedding"})


def _bearer(headers: Mapping[str, str] | None) -> str | None:
    value = (headers or {}).get("authorization", "")
    scheme, _, token = value.partition(" ")
    if scheme.lower() != "bearer":
        return None
    return token.strip() or None


class _Tools:
    """Resolves each call's memory view, and turns library errors into tool errors."""

    def __init__(
        self, memory_for: MemoryFor, default_namespace: str, authorize: Authorize | None
    ) -> None:
        self._memory_for = memory_for
        self._default = default_namespace
        self._authorize = authorize

    async def memory(self, ctx: Context, namespace: str | None, agent: str | None) -> Any:
        name = namespace or self._default
        if self._authorize is None:  # stdio: the local user owns the process
            return await self._memory_for(name, agent)
        headers = ctx.headers
        keyed = await self._authorize(_bearer(headers), name)
        asked = agent or (headers or {}).get(AGENT_HEADER) or None
        if keyed is not None and asked is not None and asked != keyed:
            raise Forbidden(
                f"This key acts only as agent {keyed!r}; leave the agent out or use "
                f"a key of agent {asked!r}."
            )
        return await self._memory_for(name, keyed or asked)


def _tool_error(exc: SfamsError) -> ToolError:
    return ToolError(f"{type(exc).__name__}: {exc}")


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
        ['anchor', 'context', 'forget', 'get', 'recall', 'remember', 'stats']
    """
    tools = _Tools(memory_for, default_namespace, authorize)
    server: MCPServer = MCPServer(
        "sfams-tiers",
        instructions=(
            "Long-term team memory with strategic forgetting. Use `context` for the memories "
            "relevant to a question, `remember` for facts, decisions and deadlines worth "
            "keeping, `recall` to search, `anchor` to pin, `forget` to archive."
        ),
    )

    @server.tool()
    async def remember(
        content: Annotated[str, Field(description="The text to remember.")],
        ctx: Context,
        type: Annotated[  # noqa: A002 - the record's field is called type
            str | None, Field(description="fact, goal, decision, deadline ... (default: judged)")
        ] = None,
        importance: Annotated[float | None, Field(description="0..1 (default: judged)")] = None,
        entities: Annotated[list[str] | None, Field(description="kind:name strings")] = None,
        anchored: bool | None = None,
        visibility: Annotated[str, Field(description="shared or private")] = "shared",
        ttl: Annotated[float | None, Field(description="Seconds until it expires")] = None,
        namespace: Namespace = None,
        agent: Agent = None,
    ) -> dict[str, Any]:
        """Store a memory (a repeat reinforces the existing one); returns the stored record."""
        try:
            memory = await tools.memory(ctx, namespace, agent)
            record = await memory.remember(
                content,
                type=type,
                importance=importance,
                entities=entities,
                anchored=anchored,
                visibility=visibility,
                ttl=ttl,
            )
        except SfamsError as exc:
            raise _tool_error(exc) from exc
        return record_json(record)

    @server.tool()
    async def recall(
        query: Annotated[str, Field(description="What to look for.")],
        ctx: Context,
        k: Annotated[int, Field(ge=1, le=100)] = 5,
        types: list[str] | None = None,
        entities: list[str] | None = None,
        goal: str | None = None,
        include_superseded: bool = False,
        namespace: Namespace = None,
        agent: Agent = None,
    ) -> list[dict[str, Any]]:
        """Search the memory: the best current memories for the query, best first."""
        try:
            memory = await tools.memory(ctx, namespace, agent)
            hits = await memory.recall(
                query,
                k,
                types=types,
                entities=entities,
                goal=goal,
                include_superseded=include_superseded,
            )
        except SfamsError as exc:
            raise _tool_error(exc) from exc
        return [hit.to_dict() for hit in hits]

    @server.tool()
    async def context(
        query: Annotated[str, Field(description="The question or task at hand.")],
        ctx: Context,
        token_budget: Annotated[int, Field(ge=1)] = 800,
        k: Annotated[int, Field(ge=1, le=100)] = 8,
        goal: str | None = None,
        with_ids: bool = False,
        namespace: Namespace = None,
        agent: Agent = None,
    ) -> str:
        """The memories relevant to the query, rendered as one quoted block within the budget."""
        try:
            memory = await tools.memory(ctx, namespace, agent)
            packed = await memory.assemble_context(
                query, token_budget=token_budget, k=k, goal=goal, with_ids=with_ids
            )
        except SfamsError as exc:
            raise _tool_error(exc) from exc
        return str(packed.text)

    @server.tool()
    async def get(
        record_id: RecordId, ctx: Context, namespace: Namespace = None, agent: Agent = None
    ) -> dict[str, Any]:
        """One memory by id, from whichever tier holds it."""
        try:
            record = await (await tools.memory(ctx, namespace, agent)).get(record_id)
        except SfamsError as exc:
            raise _tool_error(exc) from exc
        return record_json(record)

    @server.tool()
    async def forget(
        record_id: RecordId,
        ctx: Context,
        reason: str = "forgotten on request",
        hard: Annotated[bool, Field(description="Delete instead of archive (policy)")] = False,
        namespace: Namespace = None,
        agent: Agent = None,
    ) -> str:
        """Archive a memory (restorable) or, with hard, delete it; returns the result as JSON."""
        try:
            memory = await tools.memory(ctx, namespace, agent)
            record = await memory.forget(record_id, hard=hard, reason=reason)
        except SfamsError as exc:
            raise _tool_error(exc) from exc
        return json.dumps({"record": None if record is None else record_json(record)})

    @server.tool()
    async def anchor(
        record_id: RecordId, ctx: Context, namespace: Namespace = None, agent: Agent = None
    ) -> dict[str, Any]:
        """Pin a memory to the hot tier: it never decays."""
        try:
            record = await (await tools.memory(ctx, namespace, agent)).anchor(record_id)
        except SfamsError as exc:
            raise _tool_error(exc) from exc
        return record_json(record)

    @server.tool()
    async def stats(ctx: Context, namespace: Namespace = None) -> dict[str, Any]:
        """Counts of live, hot, archived, anchored, superseded and expired memories."""
        try:
            found = await (await tools.memory(ctx, namespace, None)).stats()
        except SfamsError as exc:
            raise _tool_error(exc) from exc
        return dict(found.to_dict())

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
            await self._authorize(_bearer(headers), self._default)
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
