"""How the hot tier talks to a server: key prefixes, retries, deadlines and errors.

Each round trip is cut at the tier's timeout (``SFAMS_TIMEOUT``) and redis-py's errors
become :class:`~sfams_tiers.TierUnavailable` at this boundary, with the server's address
and never its credentials.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Final

import redis.asyncio as aioredis
import redis.exceptions as rexc
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff

from sfams_tiers._errors import ConfigurationError, SfamsError, TierTimeout, TierUnavailable

__all__ = [
    "DEFAULT_TIMEOUT",
    "check_prefix",
    "client_from_url",
    "quick_retry",
    "round_trip",
    "server_address",
    "sfams_cause",
]

DEFAULT_TIMEOUT: Final = 30.0
"""Seconds one round trip may take before it fails with TierTimeout (``SFAMS_TIMEOUT``)."""

PREFIX_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$")


def check_prefix(prefix: str) -> str:
    """``prefix`` if it may start every key of a store, else ConfigurationError."""
    if not PREFIX_PATTERN.fullmatch(prefix):
        raise ConfigurationError(
            f"Redis key prefix {prefix!r} is not allowed; use 1-64 letters, digits, "
            "'_', '.', ':' or '-' (no braces or glob characters), e.g. 'sfams'."
        )
    return prefix


def quick_retry(retries: int = 2) -> Retry:
    """A few quick retries of refused or dropped connections, never of a timeout.

    A restarted or failed-over server is reached again at once; a stalled one fails
    after one socket timeout instead of redis-py's default eleven. A connection error
    caused by one of our own errors (a connection hook that already gave up) is final.
    """
    return Retry(
        ExponentialWithJitterBackoff(base=0.05, cap=0.5),
        retries,
        supported_errors=(rexc.ConnectionError,),
        is_retryable=lambda exc: sfams_cause(exc) is None,
    )


def client_from_url(url: str, timeout: float) -> aioredis.Redis:
    """A client of its own for ``url``: socket timeouts of ``timeout``, quick retries.

    Raises:
        ConfigurationError: ``url`` is not a Redis URL.
    """
    try:
        return aioredis.Redis.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            retry=quick_retry(),
        )
    except ValueError as exc:
        raise ConfigurationError(
            f"SFAMS_REDIS_URL is not a Redis URL ({exc}); use e.g. redis://127.0.0.1:6379/0."
        ) from exc


def sfams_cause(exc: BaseException) -> SfamsError | None:
    """Our own error raised inside the client (a connection hook), if any."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, SfamsError):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None


def server_address(client: aioredis.Redis) -> str:
    """The server's address for messages: never the credentials."""
    kw = client.connection_pool.connection_kwargs
    if "path" in kw:
        return f"unix://{kw['path']}?db={kw.get('db', 0)}"
    return f"redis://{kw.get('host', 'localhost')}:{kw.get('port', 6379)}/{kw.get('db', 0)}"


@asynccontextmanager
async def round_trip(
    client: aioredis.Redis, where: str, seconds: float | None
) -> AsyncIterator[None]:
    """One round trip: cut after ``seconds``; redis-py errors become TierUnavailable.

    Messages name the server as ``where`` and never carry credentials. Wrap single
    awaits, never a ``yield``.
    """
    try:
        async with asyncio.timeout(seconds):
            yield
    except (TimeoutError, rexc.TimeoutError) as exc:  # the deadline, or a socket timeout
        limit = "its socket timeout" if seconds is None else f"{seconds:g} s"
        raise TierTimeout(
            f"Redis at {where} did not answer within {limit}. Check that the "
            "server is up and not overloaded, or raise SFAMS_TIMEOUT.",
            where,
        ) from exc
    except (rexc.ConnectionError, OSError) as exc:
        if (own := sfams_cause(exc)) is not None:  # e.g. the embedded server's restart
            raise TierUnavailable(str(own)) from exc
        raise TierUnavailable(
            f"Redis at {where} is unreachable ({_scrub(client, exc)}). "
            "Start it, or fix SFAMS_REDIS_URL."
        ) from exc
    except rexc.RedisError as exc:
        raise TierUnavailable(
            f"Redis at {where} refused the request ({_scrub(client, exc)}). "
            "Check that it is Redis >= 7.0 or Valkey and that this user may write there."
        ) from exc


def _scrub(client: aioredis.Redis, exc: BaseException) -> str:
    message = str(exc) or type(exc).__name__
    password = client.connection_pool.connection_kwargs.get("password")
    return message.replace(password, "***") if password else message
