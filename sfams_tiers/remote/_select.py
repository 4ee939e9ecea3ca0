"""Which memory the environment selects: ``SFAMS_URL`` a server, otherwise a local store."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager

from sfams_tiers._errors import ConfigurationError
from sfams_tiers._memory import TieredMemory
from sfams_tiers._settings import Settings, open_memory
from sfams_tiers.remote._client import RemoteMemory

__all__ = ["open_any_memory", "remote_from_env"]


def remote_from_env(
    *,
    namespace: str | None = None,
    agent: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> RemoteMemory | None:
    """A RemoteMemory on ``SFAMS_URL`` with ``SFAMS_API_KEY``, or None when no URL is set.

    The namespace defaults to ``SFAMS_NAMESPACE`` (else ``default``) and the timeout to
    ``SFAMS_TIMEOUT`` seconds (else 30). Close it with ``await memory.aclose()``.

    Example:
        >>> remote_from_env(environ={}) is None
        True
        >>> env = {"SFAMS_URL": "http://127.0.0.1:8765", "SFAMS_NAMESPACE": "team-a"}
        >>> remote_from_env(environ=env).namespace
        'team-a'

    Raises:
        ConfigurationError: ``SFAMS_URL`` or ``SFAMS_TIMEOUT`` cannot be used.
    """
    env = os.environ if environ is None else environ
    url = env.get("SFAMS_URL", "").strip()
    if not url:
        return None
    try:
        timeout = float(env.get("SFAMS_TIMEOUT", "30"))
    except ValueError:
        raise ConfigurationError(
            "SFAMS_TIMEOUT must be a number of seconds, such as 30; fix the variable and retry."
        ) from None
    return RemoteMemory(
        url,
        env.get("SFAMS_API_KEY") or None,
        namespace=namespace or env.get("SFAMS_NAMESPACE") or "default",
        agent=agent,
        timeout=timeout,
    )


@asynccontextmanager
async def open_any_memory(
    settings: Settings | None = None,
    *,
    namespace: str | None = None,
    agent: str | None = None,
) -> AsyncIterator[TieredMemory | RemoteMemory]:
    """The server ``SFAMS_URL`` names (a RemoteMemory), else the local store ``settings`` open.

    Both have the same methods, so a command or a script runs unchanged on either.
    """
    remote = remote_from_env(
        namespace=namespace or (settings.namespace if settings else None), agent=agent
    )
    if remote is not None:
        async with remote:
            yield remote
        return
    async with open_memory(settings, namespace=namespace, agent=agent) as memory:
        yield memory
