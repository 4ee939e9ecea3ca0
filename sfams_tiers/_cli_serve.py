"""``sfams serve``: one process owns the store and serves it over HTTP, or MCP over stdio.

Loaded on first use. The server needs the ``server`` extra; without it the command says
which one to install.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
from types import ModuleType
from typing import Any

import click

from sfams_tiers._errors import ConfigurationError

__all__ = ["serve", "server_module"]


def server_module(name: str = "sfams_tiers.server") -> ModuleType:
    """Import ``name`` of the server package, or say which extra it needs.

    Raises:
        ConfigurationError: fastapi, uvicorn, prometheus-client (or mcp) is missing.
    """
    try:
        return importlib.import_module(name)
    except ImportError as exc:
        if exc.name is not None and exc.name.startswith("sfams_tiers"):
            raise
        raise ConfigurationError(
            f"`sfams serve` needs the 'server' extra ({exc.name} is missing): "
            "pip install 'sfams-tiers[server]'."
        ) from exc


async def _serve_stdio(settings: Any, agent: str | None) -> None:
    """MCP over stdin/stdout on the store of ``settings`` ."""
    server = server_module()
    run_stdio = server_module("sfams_tiers.server._mcp").run_stdio
    async with server.open_pool(settings) as pool:

        async def memory_for(namespace: str, acting: str | None) -> Any:
            return await pool.memory_for(namespace, acting if acting is not None else agent)

        result = run_stdio(memory_for, settings.namespace)
        if inspect.isawaitable(result):
            await result


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True)
@click.option(
    "--max-body-bytes",
    type=click.IntRange(1, 1024**3),
    default=1024 * 1024,
    show_default=True,
    help="Larger request bodies get 413 before they are read further.",
)
@click.option(
    "--timeout",
    type=click.FloatRange(0.001, 3600, min_open=False),
    default=30.0,
    show_default=True,
    help="Seconds a request may take before it gets 504.",
)
@click.option("--access-log", is_flag=True, help="Log every request (uvicorn's access log).")
@click.option(
    "--mcp-stdio", is_flag=True, help="Serve MCP over stdin/stdout instead of HTTP (one client)."
)
@click.pass_context
def serve(
    ctx: click.Context,
    host: str,
    port: int,
    max_body_bytes: int,
    timeout: float,
    access_log: bool,
    mcp_stdio: bool,
) -> None:
    """Serve the store over HTTP (JSON API at /v1, MCP at /mcp, /metrics, /healthz).

    One process owns the store; agents in any process or language use it through this
    server. Without an active API key it listens on loopback only.
    """
    from sfams_tiers._settings import load_settings

    obj = ctx.ensure_object(dict)
    settings = obj.get("settings") or load_settings()
    if mcp_stdio:
        asyncio.run(_serve_stdio(settings, obj.get("agent")))
        return
    server_module().serve(
        settings,
        host=host,
        port=port,
        max_body_bytes=max_body_bytes,
        timeout=timeout,
        access_log=access_log,
        say=lambda line: click.echo(line, err=True),
    )
