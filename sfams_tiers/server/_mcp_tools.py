"""The memory's MCP tools: each resolves its memory view, then makes one library call.

Tools: ``remember``, ``recall``, ``context`` (the rendered block a model should see),
``get``, ``forget``, ``anchor``, ``verify``, ``reward``, ``link`` and ``stats``. Each takes
an optional ``namespace`` (default: the server's) and ``agent``; :class:`ToolScope`
checks the caller's key for them (over HTTP) and library errors become tool errors.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from typing import Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from sfams_tiers._errors import SfamsError
from sfams_tiers.server._errors import Forbidden
from sfams_tiers.server._wire import record_json

__all__ = [
    "AGENT_HEADER",
    "Authorize",
    "MemoryFor",
    "ToolScope",
    "bearer",
    "register_tools",
    "tool_error",
]

MemoryFor = Callable[[str, str | None], Awaitable[Any]]
"""``memory_for(namespace, agent)``: the TieredMemory view a tool call works on."""
Authorize = Callable[[str | None, str], Awaitable[str | None]]
"""``authorize(bearer_token, namespace)``: the acting agent, or raise the 401/403 error."""

AGENT_HEADER = "x-sfams-agent"

Namespace = Annotated[
    str | None, Field(description="Namespace (team) to use; default: the server's namespace.")
]
Agent = Annotated[
    str | None,
    Field(description="Agent acting (author of writes, sees its private memories); default: team."),
]
RecordId = Annotated[str, Field(description="The memory's id, as remember or recall return it.")]


def bearer(headers: Mapping[str, str] | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, or None."""
    value = (headers or {}).get("authorization", "")
    scheme, _, token = value.partition(" ")
    if scheme.lower() != "bearer":
        return None
    return token.strip() or None


class ToolScope:
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
        keyed = await self._authorize(bearer(headers), name)
        asked = agent or (headers or {}).get(AGENT_HEADER) or None
        if keyed is not None and asked is not None and asked != keyed:
            raise Forbidden(
                f"This key acts only as agent {keyed!r}; leave the agent out or use "
                f"a key of agent {asked!r}."
            )
        return await self._memory_for(name, keyed or asked)


def tool_error(exc: SfamsError) -> ToolError:
    """A library error as the tool error a model reads ("RecordNotFound: ...")."""
    return ToolError(f"{type(exc).__name__}: {exc}")


def register_tools(server: MCPServer, scope: ToolScope) -> None:
    """Add the memory tools to ``server``; ``scope`` resolves each call's memory view."""

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
            memory = await scope.memory(ctx, namespace, agent)
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
            raise tool_error(exc) from exc
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
            memory = await scope.memory(ctx, namespace, agent)
            hits = await memory.recall(
                query,
                k,
                types=types,
                entities=entities,
                goal=goal,
                include_superseded=include_superseded,
            )
        except SfamsError as exc:
            raise tool_error(exc) from exc
        return [hit.to_dict() for hit in hits]

    @server.tool()
    async def context(
        query: Annotated[str, Field(description="The question or task at hand.")],
        ctx: Context,
        token_budget: Annotated[int, Field(ge=1)] = 800,
        k: Annotated[int, Field(ge=1, le=100)] = 8,
        goal: str | None = None,
        with_ids: bool = False,
        rewrite: Annotated[
            bool, Field(description="Search the judge's rewrite of the query (one model call).")
        ] = False,
        namespace: Namespace = None,
        agent: Agent = None,
    ) -> str:
        """The memories relevant to the query, rendered as one quoted block within the budget."""
        try:
            memory = await scope.memory(ctx, namespace, agent)
            packed = await memory.assemble_context(
                query, token_budget=token_budget, k=k, goal=goal, with_ids=with_ids, rewrite=rewrite
            )
        except SfamsError as exc:
            raise tool_error(exc) from exc
        return str(packed.text)

    @server.tool()
    async def get(
        record_id: RecordId, ctx: Context, namespace: Namespace = None, agent: Agent = None
    ) -> dict[str, Any]:
        """One memory by id, from whichever tier holds it."""
        try:
            record = await (await scope.memory(ctx, namespace, agent)).get(record_id)
        except SfamsError as exc:
            raise tool_error(exc) from exc
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
            memory = await scope.memory(ctx, namespace, agent)
            record = await memory.forget(record_id, hard=hard, reason=reason)
        except SfamsError as exc:
            raise tool_error(exc) from exc
        return json.dumps({"record": None if record is None else record_json(record)})

    @server.tool()
    async def anchor(
        record_id: RecordId, ctx: Context, namespace: Namespace = None, agent: Agent = None
    ) -> dict[str, Any]:
        """Pin a memory to the hot tier: it never decays."""
        try:
            record = await (await scope.memory(ctx, namespace, agent)).anchor(record_id)
        except SfamsError as exc:
            raise tool_error(exc) from exc
        return record_json(record)

    @server.tool()
    async def stats(ctx: Context, namespace: Namespace = None) -> dict[str, Any]:
        """Counts of live, hot, archived, anchored, superseded and expired memories."""
        try:
            found = await (await scope.memory(ctx, namespace, None)).stats()
        except SfamsError as exc:
            raise tool_error(exc) from exc
        return dict(found.to_dict())

    @server.tool()
    async def verify(
        record_id: RecordId,
        ctx: Context,
        confidence: Annotated[float, Field(ge=0, le=1, description="Confidence it gets")] = 1.0,
        namespace: Namespace = None,
        agent: Agent = None,
    ) -> dict[str, Any]:
        """Confirm a memory: raise its confidence (a verification never lowers it)."""
        try:
            memory = await scope.memory(ctx, namespace, agent)
            record = await memory.verify(record_id, confidence=confidence)
        except SfamsError as exc:
            raise tool_error(exc) from exc
        return record_json(record)

    @server.tool()
    async def reward(
        record_id: RecordId,
        ctx: Context,
        reward: Annotated[float, Field(ge=-1, le=1, description="1 helped, -1 misled")] = 1.0,
        namespace: Namespace = None,
        agent: Agent = None,
    ) -> dict[str, Any]:
        """Reward (or penalise) how a memory served: its importance rises (or falls)."""
        try:
            memory = await scope.memory(ctx, namespace, agent)
            record = await memory.reward(record_id, reward)
        except SfamsError as exc:
            raise tool_error(exc) from exc
        return record_json(record)

    @server.tool()
    async def link(
        record_id: RecordId,
        kind: Annotated[
            str, Field(description="relates, updates, negates, resolves, completes, ...")
        ],
        target_id: Annotated[str, Field(description="The id of the memory it relates to.")],
        ctx: Context,
        namespace: Namespace = None,
        agent: Agent = None,
    ) -> dict[str, Any]:
        """Relate one memory to another; updates / negates / resolves / completes supersede it."""
        try:
            memory = await scope.memory(ctx, namespace, agent)
            record = await memory.link(record_id, kind, target_id)
        except SfamsError as exc:
            raise tool_error(exc) from exc
        return record_json(record)
