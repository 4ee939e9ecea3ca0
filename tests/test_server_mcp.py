"""The MCP tools through the official SDK's client: over stdio and over streamable HTTP."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp.types import CallToolResult, TextContent
from starlette.applications import Starlette
from starlette.routing import Route

from sfams_tiers import SfamsError, TieredMemory, Tiers, build_tiers, load_settings
from sfams_tiers._cli_lazy import LAZY_GROUPS
from sfams_tiers.server import KeyStore, ServerThread, create_app
from sfams_tiers.server._mcp import mcp_http_app

TOOLS = [
    "anchor",
    "context",
    "forget",
    "get",
    "link",
    "recall",
    "remember",
    "reward",
    "stats",
    "verify",
]

STDIO_SCRIPT = """
import asyncio, sys
from sfams_tiers import TieredMemory, build_tiers, load_settings
from sfams_tiers._settings import build_embedder
from sfams_tiers.server._mcp import run_stdio

async def main() -> None:
    settings = load_settings(home=sys.argv[1])
    tiers = await build_tiers(settings)
    embedder = build_embedder(settings)
    async def memory_for(namespace, agent):
        return TieredMemory(tiers, embedder, namespace=namespace, agent=agent)
    try:
        await run_stdio(memory_for, "team-a")
    finally:
        await tiers.close()

asyncio.run(main())
"""


def stdio_server(home: Path) -> StdioServerParameters:
    """``sfams serve --mcp-stdio`` on ``home`` (a small script until the CLI has it)."""
    if "serve" not in LAZY_GROUPS:
        script = home / "mcp_stdio.py"
        script.write_text(STDIO_SCRIPT)
        return StdioServerParameters(command=sys.executable, args=[str(script), str(home)])
    env = {"SFAMS_HOME": str(home), "SFAMS_NAMESPACE": "team-a"}
    if "PYTHONPATH" in os.environ:
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return StdioServerParameters(
        command=sys.executable, args=["-m", "sfams_tiers.cli", "serve", "--mcp-stdio"], env=env
    )


def payload(result: CallToolResult) -> Any:
    """A successful tool result's value (structured when the tool declares it)."""
    assert not result.is_error, result.content
    if result.structured_content is not None:
        value = result.structured_content
        return value.get("result", value) if set(value) == {"result"} else value
    first = result.content[0]
    assert isinstance(first, TextContent)
    return first.text


def error_text(result: CallToolResult) -> str:
    assert result.is_error
    first = result.content[0]
    assert isinstance(first, TextContent)
    # The SDK prefixes "Error executing tool <name>: "; the error type follows.
    return first.text.partition(": ")[2] if first.text.startswith("Error executing") else first.text


async def round_trip(client: Client) -> None:
    """The same checks over any transport: every tool, errors, namespace isolation."""
    listed = await client.list_tools()
    assert sorted(t.name for t in listed.tools) == TOOLS

    stored = payload(
        await client.call_tool(
            "remember",
            {"content": "The Apollo launch is on 3 March", "type": "deadline", "importance": 0.9},
        )
    )
    assert stored["namespace"] == "team-a"
    assert stored["type"] == "deadline"
    assert "embedding" not in stored or stored["embedding"] is None
    record_id = stored["id"]

    hits = payload(await client.call_tool("recall", {"query": "when is the Apollo launch?"}))
    assert [h["record"]["id"] for h in hits][:1] == [record_id]
    assert hits[0]["score"] > 0

    block = payload(await client.call_tool("context", {"query": "Apollo launch date"}))
    assert "3 March" in block

    got = payload(await client.call_tool("get", {"record_id": record_id}))
    assert got["content"] == "The Apollo launch is on 3 March"
    anchored = payload(await client.call_tool("anchor", {"record_id": record_id}))
    assert anchored["anchored"] is True

    refused = error_text(await client.call_tool("forget", {"record_id": record_id}))
    assert refused.startswith("PolicyViolation")  # an anchored memory is not forgotten

    guess = payload(
        await client.call_tool(
            "remember", {"content": "Apollo ships to Lisbon first", "importance": 0.5}
        )
    )
    verified = payload(await client.call_tool("verify", {"record_id": guess["id"]}))
    assert verified["confidence"] == 1.0
    rewarded = payload(await client.call_tool("reward", {"record_id": guess["id"]}))
    assert rewarded["importance"] > guess["importance"]
    linked = payload(
        await client.call_tool(
            "link", {"record_id": guess["id"], "kind": "relates", "target_id": record_id}
        )
    )
    assert linked["relations"] == [{"kind": "relates", "target": record_id}]
    wrong = error_text(
        await client.call_tool(
            "link", {"record_id": guess["id"], "kind": "likes", "target_id": record_id}
        )
    )
    assert wrong.startswith("InvalidQuery")

    other = payload(
        await client.call_tool("remember", {"content": "Team B meets on Fridays", "namespace": "b"})
    )
    assert other["namespace"] == "b"
    missing = error_text(await client.call_tool("get", {"record_id": other["id"]}))
    assert missing.startswith("RecordNotFound")
    hits = payload(await client.call_tool("recall", {"query": "Team B meets on Fridays"}))
    assert all(h["record"]["namespace"] == "team-a" for h in hits)

    trivia = payload(await client.call_tool("remember", {"content": "The coffee is decaf"}))
    forgotten = json.loads(
        payload(await client.call_tool("forget", {"record_id": trivia["id"], "reason": "trivia"}))
    )
    assert forgotten["record"]["id"] == trivia["id"]
    counts = payload(await client.call_tool("stats", {}))
    assert (counts["namespace"], counts["live"], counts["cold"], counts["anchored"]) == (
        "team-a",
        2,
        1,
        1,
    )
    bad = error_text(await client.call_tool("recall", {"query": "x", "types": ["nonsense"]}))
    assert bad.startswith("InvalidQuery")


async def test_mcp_over_stdio_round_trip(tmp_path: Path) -> None:
    async with Client(stdio_server(tmp_path), read_timeout_seconds=60) as client:
        await round_trip(client)


# -- streamable HTTP --------------------------------------------------------------------


class Denied(SfamsError):
    """The test's authorize refusal; ``status`` as the server's errors carry it."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


KEYS: dict[str, tuple[set[str], str | None]] = {
    "key-ab": ({"team-a", "b"}, None),
    "key-a": ({"team-a"}, None),
    "key-a-planner": ({"team-a"}, "planner"),
    "key-b": ({"b"}, None),
}


async def authorize(token: str | None, namespace: str) -> str | None:
    """A stand-in key check: each key has its namespaces and maybe one agent."""
    if token not in KEYS:
        raise Denied(401, "Unknown key; create one with `sfams keys create`.")
    allowed, agent = KEYS[token]
    if namespace not in allowed:
        raise Denied(403, "This key is not allowed on that namespace.")
    return agent


@pytest.fixture
def mcp_url(tmp_path: Path) -> Iterator[str]:
    """A real uvicorn server on loopback serving ``mcp_http_app`` over the embedded store."""
    settings = load_settings(home=tmp_path)
    state: dict[str, Any] = {}

    async def memory_for(namespace: str, agent: str | None) -> TieredMemory:
        tiers: Tiers = state["tiers"]
        from sfams_tiers._settings import build_embedder

        embedder = state.setdefault("embedder", build_embedder(settings))
        return TieredMemory(tiers, embedder, namespace=namespace, agent=agent)

    mcp_app = mcp_http_app(memory_for, "team-a", authorize)

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        state["tiers"] = await build_tiers(settings)
        try:
            yield
        finally:
            await mcp_app.aclose()
            await state["tiers"].close()

    app = Starlette(routes=[Route("/mcp", mcp_app)], lifespan=lifespan)
    with ServerThread(app) as server:
        yield f"{server.url}/mcp"


def http_client(url: str, key: str | None, **headers: str) -> Client:
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    transport = streamable_http_client(url, http_client=httpx2.AsyncClient(headers=headers))
    return Client(transport, read_timeout_seconds=60)


async def test_mcp_over_streamable_http_round_trip(mcp_url: str) -> None:
    async with http_client(mcp_url, "key-ab") as client:
        await round_trip(client)


async def test_mcp_over_http_needs_a_key_and_keeps_to_its_namespace(mcp_url: str) -> None:
    async with httpx.AsyncClient() as plain:
        answer = await plain.post(mcp_url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
    assert answer.status_code == 401
    assert answer.json()["error"]["type"] == "Denied"

    async with http_client(mcp_url, "key-b") as client:
        args = {"content": "B's secret plan", "namespace": "b"}
        stored = payload(await client.call_tool("remember", args))
        assert stored["namespace"] == "b"
        denied = error_text(await client.call_tool("remember", {"content": "in the default"}))
        assert denied.startswith("Denied")  # the server's default namespace is not b's
    async with http_client(mcp_url, "key-a") as client:
        refused = error_text(await client.call_tool("get", {"record_id": stored["id"]}))
        assert refused.startswith("RecordNotFound")
        for tool, args in [
            ("get", {"record_id": stored["id"]}),
            ("recall", {"query": "secret plan"}),
            ("stats", {}),
        ]:
            denied = error_text(await client.call_tool(tool, {**args, "namespace": "b"}))
            assert denied.startswith("Denied"), (tool, denied)


async def test_an_agent_key_writes_as_its_agent_only(mcp_url: str) -> None:
    async with http_client(mcp_url, "key-a-planner") as client:
        mine = payload(
            await client.call_tool(
                "remember", {"content": "Planner's private note", "visibility": "private"}
            )
        )
        assert mine["agent"] == "planner"
        refused = error_text(
            await client.call_tool("remember", {"content": "as someone else", "agent": "coder"})
        )
        assert refused.startswith("Forbidden")
    async with http_client(mcp_url, "key-a", **{"X-Sfams-Agent": "coder"}) as client:
        written = payload(await client.call_tool("remember", {"content": "Coder's shared note"}))
        assert written["agent"] == "coder"
        hidden = error_text(await client.call_tool("get", {"record_id": mine["id"]}))
        assert hidden.startswith("RecordNotFound")


def test_the_stdio_server_stops_when_its_client_leaves(tmp_path: Path) -> None:
    async def once() -> float:
        started = time.monotonic()
        async with Client(stdio_server(tmp_path), read_timeout_seconds=60) as client:
            await client.list_tools()
        return time.monotonic() - started

    assert asyncio.run(once()) < 60


# -- the MCP endpoint of the sfams server ------------------------------------------------


@pytest.fixture
def sfams_server(tmp_path: Path) -> Iterator[tuple[str, KeyStore, str, str]]:
    """``create_app`` (which mounts ``/mcp``) under uvicorn with two keys: team-a, and b."""
    keys = KeyStore(tmp_path / "keys.json")
    _, key_a = keys.create(["team-a"], name="a")
    _, key_b = keys.create(["b"], name="b")
    settings = load_settings(home=tmp_path / "home", namespace="team-a")
    with ServerThread(create_app(settings, keys=keys)) as server:
        yield f"{server.url}/mcp", keys, key_a, key_b


async def test_the_sfams_server_serves_mcp_with_its_keys(
    sfams_server: tuple[str, KeyStore, str, str],
) -> None:
    url, keys, key_a, key_b = sfams_server
    async with httpx.AsyncClient() as plain:
        answer = await plain.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
    assert answer.status_code == 401
    assert answer.json()["error"]["type"] == "Unauthorized"

    async with http_client(url, key_b) as client:
        secret = payload(
            await client.call_tool("remember", {"content": "B's plan", "namespace": "b"})
        )
    async with http_client(url, key_a) as client:
        stored = payload(await client.call_tool("remember", {"content": "A's launch is Monday"}))
        assert stored["namespace"] == "team-a"
        hits = payload(await client.call_tool("recall", {"query": "launch"}))
        assert [h["record"]["id"] for h in hits] == [stored["id"]]
        missing = error_text(await client.call_tool("get", {"record_id": secret["id"]}))
        assert missing.startswith("RecordNotFound")
        for tool, args in [("get", {"record_id": secret["id"]}), ("stats", {})]:
            denied = error_text(await client.call_tool(tool, {**args, "namespace": "b"}))
            assert denied.startswith("Forbidden"), (tool, denied)
        keys.revoke(key_a.split("_")[1])
        deadline = time.monotonic() + 10
        while not await refused(client):
            assert time.monotonic() < deadline, "the revoked key still works"


async def refused(client: Client) -> bool:
    """True once the server refuses the client's key (a 401 answer fails the request)."""
    try:
        result = await client.call_tool("stats", {})
    except MCPError:
        return True
    return bool(result.is_error)
