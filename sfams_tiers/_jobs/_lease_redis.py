"""Leases in Redis >= 7.0 / Valkey, shared by every process using the server.

Redis keys (``<prefix>``, ``{<ns>}`` as in ``storage/redis.md``):

| key | type | holds |
|---|---|---|
| `<prefix>:{<ns>}:lease` | string | the holder (JSON below); PX expiry = ttl, renewed every ttl/3 |
| `<prefix>:{<ns>}:lease_token` | string | last fencing token handed out (`INCR`); no expiry |

The holder: ``{"token": 7, "job": "archive", "owner": "<hostname>:<pid>",
"acquired_at": "2026-01-05T09:00:00.123456Z"}``. Acquire, renew and release are one Lua
script each (Redis 7.0 commands only); renew and release act only while the stored
token is the caller's, so a runner that lost its lease can never delete the next one's.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sfams_tiers._errors import TierTimeout, TierUnavailable
from sfams_tiers._jobs._lease_base import Holder, LeaseBase, owner_id
from sfams_tiers._vocab import validate_namespace

if TYPE_CHECKING:
    import redis.asyncio as aioredis

__all__ = ["RedisLeases", "as_text", "redis_base", "redis_errors"]

_ACQUIRE = """#!lua
local held = redis.call('GET', KEYS[1])
if held then return {0, held, redis.call('PTTL', KEYS[1])} end
local token = redis.call('INCR', KEYS[2])
local value = cjson.encode({token = token, job = ARGV[2], owner = ARGV[3], acquired_at = ARGV[4]})
redis.call('SET', KEYS[1], value, 'NX', 'PX', ARGV[1])
return {1, value, tonumber(ARGV[1])}
"""
_IF_OURS = """#!lua
local held = redis.call('GET', KEYS[1])
if not held or cjson.decode(held).token ~= tonumber(ARGV[1]) then return 0 end
"""
_RENEW = _IF_OURS + "return redis.call('PEXPIRE', KEYS[1], ARGV[2])\n"
_RELEASE = _IF_OURS + "return redis.call('DEL', KEYS[1])\n"


def as_text(value: Any) -> str:
    """A Redis reply as text (bytes decoded as UTF-8)."""
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


@contextmanager
def redis_errors(what: str) -> Iterator[None]:
    """Map redis-py errors to TierUnavailable, naming what failed (never credentials)."""
    import redis.exceptions as rexc

    try:
        yield
    except (TimeoutError, rexc.TimeoutError) as exc:  # a deadline or a socket timeout
        raise TierTimeout(
            f"Redis did not answer in time while {what}. Check that the server is up "
            "and not overloaded, or raise SFAMS_TIMEOUT."
        ) from exc
    except (rexc.RedisError, OSError) as exc:
        raise TierUnavailable(
            f"Redis failed while {what} ({type(exc).__name__}: {exc}). "
            "Check that the server is up and is Redis >= 7.0 or Valkey."
        ) from exc


def redis_base(prefix: str, namespace: str) -> str:
    """The ``<prefix>:{<ns>}:`` key base of a namespace (validated, DESIGN I4)."""
    return f"{prefix}:{{{validate_namespace(namespace)}}}:"


class RedisLeases(LeaseBase):
    """Leases in Redis >= 7.0 / Valkey, shared by every process using the server.

    Args:
        client: A ``redis.asyncio.Redis``; the caller keeps and closes it.
        prefix: Key prefix, the hot tier's (keys in the module docstring).
        auto_renew: Renew held leases every ttl/3 in a background task.
        timeout: Seconds each round trip may take (``SFAMS_TIMEOUT``); None takes the
            client's socket timeout, if it has one.
        name: The keys' name: ``lease`` (and ``lease_token``) for the job lease;
            the namespace write lock uses ``write_lock`` (see ``sfams_tiers._writelock``).

    Example::

        leases = RedisLeases(aioredis.Redis(), prefix="sfams")
        async with leases.hold("team-a", "archive", wait=True, wait_timeout=300) as lease:
            await lease.check()  # before every write batch
    """

    def __init__(
        self,
        client: aioredis.Redis,
        *,
        prefix: str = "sfams",
        auto_renew: bool = True,
        timeout: float | None = None,
        name: str = "lease",
    ) -> None:
        from sfams_tiers.backends.redis import check_prefix

        super().__init__(auto_renew=auto_renew)
        self._client, self._prefix, self._name = client, check_prefix(prefix), name
        socket_timeout = client.connection_pool.connection_kwargs.get("socket_timeout")
        self._timeout = timeout if timeout is not None else socket_timeout
        self._scripts = [client.register_script(s) for s in (_ACQUIRE, _RENEW, _RELEASE)]

    def _key(self, namespace: str, suffix: str = "lease") -> str:
        return redis_base(self._prefix, namespace) + suffix.replace("lease", self._name)

    @asynccontextmanager
    async def _round_trip(self, what: str) -> AsyncIterator[None]:
        """One call to Redis, cut at the timeout; errors become TierUnavailable."""
        with redis_errors(what):
            async with asyncio.timeout(self._timeout):
                yield

    async def _acquire(self, namespace: str, job: str, ttl: float) -> tuple[bool, Holder]:
        keys = [self._key(namespace), self._key(namespace, "lease_token")]
        stamp = datetime.now(UTC).isoformat().replace("+00:00", "Z")
        args: list[str | int] = [max(1, round(ttl * 1000)), job, owner_id(), stamp]
        async with self._round_trip(f"acquiring the lease of {namespace!r}"):
            won, value, pttl = await self._scripts[0](keys=keys, args=args)
        data, ms = json.loads(as_text(value)), int(pttl)
        left = ms / 1000 if ms >= 0 else None  # -1: a key without expiry (not written by us)
        return bool(won), Holder(int(data["token"]), str(data["job"]), data["owner"], left)

    async def _renew(self, namespace: str, token: int, ttl: float) -> bool:
        args = [token, max(1, round(ttl * 1000))]
        async with self._round_trip(f"renewing the lease of {namespace!r}"):
            return bool(await self._scripts[1](keys=[self._key(namespace)], args=args))

    async def _release(self, namespace: str, token: int) -> bool:
        async with self._round_trip(f"releasing the lease of {namespace!r}"):
            return bool(await self._scripts[2](keys=[self._key(namespace)], args=[token]))

    async def _current_token(self, namespace: str) -> int | None:
        async with self._round_trip(f"checking the lease of {namespace!r}"):
            value = await self._client.get(self._key(namespace))
        return None if value is None else int(json.loads(as_text(value))["token"])
