"""The hot tier on Redis (or Valkey): one hash per record plus set indexes.

The key layout is documented in ``storage/redis.md`` and checked by the tests. Every
key of a namespace carries the hash tag ``{<namespace>}``, so a namespace lives in one
Redis Cluster slot and the Lua scripts below may touch all of its keys atomically.
Writes that must update several keys (a record, its indexes, the access log) run as
one Lua script each: one round trip, all or nothing for other clients, and a dropped
connection cannot leave half a batch behind. Only Redis 7.0 commands are used.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
from collections import Counter
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from typing import Any, Final

import redis.asyncio as aioredis
import redis.exceptions as rexc
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff

from sfams_tiers._errors import (
    ConfigurationError,
    InvalidQuery,
    SfamsError,
    TierTimeout,
    TierUnavailable,
)
from sfams_tiers._memtiers import check_batch, check_batch_size
from sfams_tiers._models import MemoryRecord, validate_namespace
from sfams_tiers._stored import parse_stored_fields, stored_record
from sfams_tiers._tiers import DEFAULT_BATCH, AccessDelta

__all__ = ["DEFAULT_TIMEOUT", "RedisHotTier", "quick_retry"]

DEFAULT_TIMEOUT: Final = 30.0
"""Seconds one round trip may take before it fails with TierTimeout (``SFAMS_TIMEOUT``)."""

PREFIX_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$")
JSON_FIELDS = frozenset({"entities", "relations"})
"""Record hash fields stored as JSON arrays; every other field is plain text."""
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
# Scripts derive per-record and per-entity keys from ARGV[1], the namespace's key base
# ("<prefix>:{<ns>}:"), so they share the declared keys' hash tag and cluster slot.
_UNINDEX = """
local function unindex(base, rec, id)
  local old = redis.call('HGET', rec, 'entities')
  if old then
    for _, e in ipairs(cjson.decode(old)) do redis.call('SREM', base .. 'entity:' .. e, id) end
  end
end
"""
_PUT = f"""#!lua
{_UNINDEX}
local base, i = ARGV[1], 2
while i <= #ARGV do
  local id, score, anchored = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  local rec = base .. 'rec:' .. id
  unindex(base, rec, id)
  local n = tonumber(ARGV[i + 3]); i = i + 4
  for j = i, i + n - 1 do redis.call('SADD', base .. 'entity:' .. ARGV[j], id) end
  i = i + n
  local m = tonumber(ARGV[i]); i = i + 1
  redis.call('DEL', rec)
  redis.call('HSET', rec, unpack(ARGV, i, i + 2 * m - 1))
  i = i + 2 * m
  redis.call('SADD', KEYS[1], id)
  redis.call('ZADD', KEYS[2], score, id)
  if anchored == '1' then redis.call('SADD', KEYS[3], id) else redis.call('SREM', KEYS[3], id) end
end
return 0
"""
# ARGV[2] is 'ids' (delete ARGV[3..]) or 'all' (clear: every record and the access log).
_REMOVE = f"""#!lua
{_UNINDEX}
local base, ids, first, n = ARGV[1], ARGV, 3, 0
if ARGV[2] == 'all' then
  ids, first = redis.call('SMEMBERS', KEYS[1]), 1
  redis.call('UNLINK', KEYS[4], KEYS[5])
end
for k = first, #ids do
  local id = ids[k]; local rec = base .. 'rec:' .. id
  unindex(base, rec, id)
  if redis.call('DEL', rec) == 1 then
    n = n + 1; redis.call('SREM', KEYS[1], id); redis.call('ZREM', KEYS[2], id)
    redis.call('SREM', KEYS[3], id)
  end
end
return n
"""
# Last-access times are integer microseconds since the epoch, so Lua compares numbers.
_RECORD_ACCESS = """#!lua
for i = 2, #ARGV, 2 do
  redis.call('ZINCRBY', KEYS[1], ARGV[i + 1], ARGV[i])
  local last = redis.call('HGET', KEYS[2], ARGV[i])
  if not last or tonumber(last) < tonumber(ARGV[1]) then
    redis.call('HSET', KEYS[2], ARGV[i], ARGV[1])
  end
end
return 0
"""
# ARGV: ack id ('' for none), now and forget-before (microseconds), then id/-count pairs.
# Applied ack ids are kept for ACK_MEMORY so a repeated acknowledgement is a no-op.
_ACK_ACCESS = """#!lua
local ack = ARGV[1]
if ack ~= '' then
  if redis.call('ZSCORE', KEYS[3], ack) then return 0 end
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', '(' .. ARGV[3])
  redis.call('ZADD', KEYS[3], ARGV[2], ack)
end
for i = 4, #ARGV, 2 do
  if redis.call('ZSCORE', KEYS[1], ARGV[i]) then
    if tonumber(redis.call('ZINCRBY', KEYS[1], ARGV[i + 1], ARGV[i])) <= 0 then
      redis.call('ZREM', KEYS[1], ARGV[i]); redis.call('HDEL', KEYS[2], ARGV[i])
    end
  end
end
return 1
"""
ACK_MEMORY = timedelta(days=30)


def _text(value: Any) -> str:
    # Works whether or not the caller's client was made with decode_responses=True.
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


def _micros(at: datetime) -> int:
    if at.tzinfo is None:
        raise InvalidQuery("at", "must be timezone-aware (for example datetime.now(UTC)).")
    return (at - EPOCH) // timedelta(microseconds=1)


def _encode(record: MemoryRecord) -> list[str]:
    """Hash field/value pairs of a record: no embedding, None fields left out."""
    pairs: list[str] = []
    for name, value in record.model_dump(mode="json", exclude={"embedding"}).items():
        if value is not None:
            text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            pairs += (name, text)
    return pairs


def _decode(fields: dict[Any, Any]) -> MemoryRecord:
    data = {_text(k): _text(v) for k, v in fields.items()}
    # The record was validated before it was written: its plain-text numbers, booleans
    # and dates are parsed by type alone (60% of decoding a record was re-validation).
    typed = parse_stored_fields(
        {k: json.loads(v) if k in JSON_FIELDS else v for k, v in data.items()}
    )
    return stored_record(typed)


def _deltas(pairs: list[tuple[str, Any, Any]]) -> dict[str, AccessDelta]:
    """(id, count, last access in µs) rows as access deltas; ids with no access left out."""
    return {
        i: AccessDelta(int(s), EPOCH + timedelta(microseconds=int(_text(last))))
        for i, s, last in pairs
        if s is not None and last is not None
    }


def check_prefix(prefix: str) -> str:
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
        is_retryable=lambda exc: _sfams_cause(exc) is None,
    )


def _sfams_cause(exc: BaseException) -> SfamsError | None:
    """Our own error raised inside the client (a connection hook), if any."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, SfamsError):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None


def _where(client: aioredis.Redis) -> str:
    """The server's address for messages: never the credentials."""
    kw = client.connection_pool.connection_kwargs
    if "path" in kw:
        return f"unix://{kw['path']}?db={kw.get('db', 0)}"
    return f"redis://{kw.get('host', 'localhost')}:{kw.get('port', 6379)}/{kw.get('db', 0)}"


class RedisHotTier:
    """:class:`~sfams_tiers.HotTier` on Redis >= 7.0 or Valkey (``storage/redis.md``).

    Batch reads are one pipelined round trip; batch writes are one atomic Lua script.
    Beyond the protocol, :meth:`set_scores` lets the maintenance job store retention
    scores in the ``by_score`` index.

    Args:
        client: A ``redis.asyncio.Redis``; the caller keeps it (``close()`` leaves it open).
        prefix: First part of every key, so several stores can share one database.
        timeout: Seconds each round trip may take (``SFAMS_TIMEOUT``); a stalled server
            then raises :class:`~sfams_tiers.TierUnavailable` (a ``TierTimeout``).
            None waits as long as the client's own socket timeouts allow.

    Example::

        import redis.asyncio as aioredis
        hot = RedisHotTier(aioredis.Redis(host="127.0.0.1", port=6379), prefix="sfams")
        await hot.put_many("team-a", [record])
        await hot.record_access("team-a", [record.id], datetime.now(UTC))
        # or let the tier own its client:
        hot = RedisHotTier.from_url("redis://127.0.0.1:6379/0")
        await hot.close()
    """

    def __init__(
        self,
        client: aioredis.Redis,
        *,
        prefix: str = "sfams",
        timeout: float | None = DEFAULT_TIMEOUT,
    ) -> None:
        if timeout is not None and not 0 < timeout < math.inf:
            raise ConfigurationError("SFAMS_TIMEOUT must be a number of seconds > 0.")
        self._client = client
        self._prefix = check_prefix(prefix)
        self._timeout = timeout
        self._owns_client = False
        self._where = _where(client)
        self._put = client.register_script(_PUT)
        self._remove = client.register_script(_REMOVE)
        self._record = client.register_script(_RECORD_ACCESS)
        self._ack = client.register_script(_ACK_ACCESS)

    @classmethod
    def from_url(
        cls, url: str, *, prefix: str = "sfams", timeout: float = DEFAULT_TIMEOUT
    ) -> RedisHotTier:
        """Connect to ``url`` (``redis://``, ``rediss://``, ``unix://``) with its own client.

        Socket timeouts default to ``timeout`` (``SFAMS_TIMEOUT``; the URL may override
        them with ``?socket_timeout=`` and ``?socket_connect_timeout=``) and each round
        trip is also cut at ``timeout``, so a stalled server raises TierUnavailable
        instead of hanging. Refused connections are retried twice, quickly.
        """
        check_prefix(prefix)  # before a client exists that would need closing
        try:
            client = aioredis.Redis.from_url(
                url,
                socket_timeout=timeout,
                socket_connect_timeout=timeout,
                retry=quick_retry(),
            )
        except ValueError as exc:
            raise ConfigurationError(
                f"SFAMS_REDIS_URL is not a Redis URL ({exc}); use e.g. redis://127.0.0.1:6379/0."
            ) from exc
        tier = cls(client, prefix=prefix, timeout=timeout)
        tier._owns_client = True
        return tier

    @property
    def client(self) -> aioredis.Redis:
        """The Redis client this tier talks through."""
        return self._client

    @property
    def prefix(self) -> str:
        """The first part of every key this tier writes."""
        return self._prefix

    @property
    def timeout(self) -> float | None:
        """Seconds one round trip may take (None: the client's socket timeouts only)."""
        return self._timeout

    def _base(self, namespace: str) -> str:
        # The one place keys are derived from a namespace (DESIGN I4).
        return f"{self._prefix}:{{{validate_namespace(namespace)}}}:"

    @staticmethod
    def _keys(base: str) -> list[str]:
        # Declared to every write script, so Redis Cluster routes it to the namespace's slot.
        return [base + s for s in ("ids", "by_score", "anchored", "access", "access_last")]

    @asynccontextmanager
    async def _guard(self) -> AsyncIterator[None]:
        """One round trip: cut at the timeout; redis-py errors become TierUnavailable.

        Messages never carry credentials. Wrap single awaits, never a ``yield``.
        """
        try:
            async with asyncio.timeout(self._timeout):
                yield
        except (TimeoutError, rexc.TimeoutError) as exc:  # the deadline, or a socket timeout
            limit = "its socket timeout" if self._timeout is None else f"{self._timeout:g} s"
            raise TierTimeout(
                f"Redis at {self._where} did not answer within {limit}. Check that the "
                "server is up and not overloaded, or raise SFAMS_TIMEOUT.",
                self._where,
            ) from exc
        except (rexc.ConnectionError, OSError) as exc:
            if (own := _sfams_cause(exc)) is not None:  # e.g. the embedded server's restart
                raise TierUnavailable(str(own)) from exc
            raise TierUnavailable(
                f"Redis at {self._where} is unreachable ({self._scrub(exc)}). "
                "Start it, or fix SFAMS_REDIS_URL."
            ) from exc
        except rexc.RedisError as exc:
            raise TierUnavailable(
                f"Redis at {self._where} refused the request ({self._scrub(exc)}). "
                "Check that it is Redis >= 7.0 or Valkey and that this user may write there."
            ) from exc

    def _scrub(self, exc: BaseException) -> str:
        message = str(exc) or type(exc).__name__
        password = self._client.connection_pool.connection_kwargs.get("password")
        return message.replace(password, "***") if password else message

    async def _fetch(self, base: str, ids: Sequence[str]) -> dict[str, MemoryRecord]:
        pipe = self._client.pipeline(transaction=False)
        for record_id in ids:
            pipe.hgetall(base + "rec:" + record_id)
        rows = await pipe.execute()
        return {i: _decode(row) for i, row in zip(ids, rows, strict=True) if row}

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records and their indexes, atomically, in one round trip."""
        base = self._base(namespace)
        batch = check_batch(namespace, records)
        if not batch:
            return
        args: list[str | float] = [base]
        for r in batch:
            pairs = _encode(r)
            args += (r.id, r.importance, "1" if r.anchored else "0", len(r.entities))
            args += (*r.entities, len(pairs) // 2, *pairs)
        async with self._guard():
            await self._put(keys=self._keys(base), args=args)

    async def get_many(self, namespace: str, ids: Sequence[str]) -> dict[str, MemoryRecord]:
        """Return the records found, keyed by id (one pipelined round trip)."""
        base = self._base(namespace)
        if not ids:
            return {}
        async with self._guard():
            return await self._fetch(base, ids)

    async def delete_many(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete records and their index entries; return how many existed."""
        base = self._base(namespace)
        if not ids:
            return 0
        async with self._guard():
            return int(await self._remove(keys=self._keys(base), args=[base, "ids", *set(ids)]))

    async def scan(
        self, namespace: str, *, batch_size: int = DEFAULT_BATCH
    ) -> AsyncIterator[list[MemoryRecord]]:
        """Yield every record in batches of at most ``batch_size`` (SSCAN + HGETALL)."""
        base = self._base(namespace)
        check_batch_size(batch_size)
        seen: set[str] = set()  # SSCAN may repeat members while the set is rehashed
        pending: list[str] = []
        cursor: int = 0
        while True:  # each round trip is guarded on its own: the caller's time is not ours
            async with self._guard():
                cursor, found = await self._client.sscan(base + "ids", cursor, count=batch_size)
            fresh = [i for i in map(_text, found) if i not in seen]
            seen.update(fresh)
            pending += fresh
            while len(pending) >= batch_size or (cursor == 0 and pending):
                chunk, pending = pending[:batch_size], pending[batch_size:]
                async with self._guard():
                    fetched = await self._fetch(base, chunk)
                records = list(fetched.values())
                if records:  # ids deleted since SSCAN saw them are skipped
                    yield records
            if cursor == 0:
                return

    async def count(self, namespace: str) -> int:
        """Number of records in the namespace."""
        base = self._base(namespace)
        async with self._guard():
            return int(await self._client.scard(base + "ids"))

    async def _members(self, key: str) -> set[str]:
        async with self._guard():
            return {_text(m) for m in await self._client.smembers(key)}

    async def ids_by_entity(self, namespace: str, entity: str) -> set[str]:
        """Ids of hot records that carry ``entity``."""
        return await self._members(self._base(namespace) + "entity:" + entity)

    async def anchored_ids(self, namespace: str) -> set[str]:
        """Ids of the anchored ("core") records."""
        return await self._members(self._base(namespace) + "anchored")

    async def set_scores(self, namespace: str, scores: dict[str, float]) -> None:
        """Set the ``by_score`` rank of hot records (ids not in the tier are ignored).

        A later :meth:`put_many` of a record resets its score to its importance.
        """
        base = self._base(namespace)
        if not all(math.isfinite(s) for s in scores.values()):
            raise InvalidQuery("scores", "must all be finite numbers.")
        if scores:
            async with self._guard():
                await self._client.zadd(base + "by_score", dict(scores), xx=True)

    async def record_access(self, namespace: str, ids: Sequence[str], at: datetime) -> None:
        """Log one access of each id (hot or not) at ``at``, atomically."""
        base = self._base(namespace)
        stamp = _micros(at)
        if not ids:
            return
        args = [stamp, *(x for i, n in Counter(ids).items() for x in (i, n))]
        async with self._guard():
            await self._record(keys=[base + "access", base + "access_last"], args=args)

    async def pending_access(
        self, namespace: str, ids: Sequence[str] | None = None
    ) -> dict[str, AccessDelta]:
        """Accesses logged since the last acknowledgement (all ids when None)."""
        base = self._base(namespace)
        if ids is not None and not ids:
            return {}
        pipe = self._client.pipeline(transaction=True)  # counts and times from one instant
        if ids is None:
            pipe.zrange(base + "access", 0, -1, withscores=True)
            pipe.hgetall(base + "access_last")
        else:
            pipe.zmscore(base + "access", list(ids))
            pipe.hmget(base + "access_last", list(ids))
        async with self._guard():
            counts, lasts = await pipe.execute()
        if ids is None:
            last_by_id = {_text(k): v for k, v in lasts.items()}
            return _deltas([(_text(m), s, last_by_id.get(_text(m))) for m, s in counts])
        return _deltas(list(zip(ids, counts, lasts, strict=True)))

    async def fresh_fields(
        self, namespace: str, hot_ids: Sequence[str], access_ids: Sequence[str]
    ) -> tuple[dict[str, MemoryRecord], dict[str, AccessDelta]]:
        """The hot copies of ``hot_ids`` and the pending accesses of ``access_ids``.

        One round trip (a transaction: the copies and the counts from one instant).
        """
        base = self._base(namespace)
        if not hot_ids and not access_ids:
            return {}, {}
        pipe = self._client.pipeline(transaction=True)
        for record_id in hot_ids:
            pipe.hgetall(base + "rec:" + record_id)
        if access_ids:
            pipe.zmscore(base + "access", list(access_ids))
            pipe.hmget(base + "access_last", list(access_ids))
        async with self._guard():
            rows = await pipe.execute()
        hot = {i: _decode(row) for i, row in zip(hot_ids, rows, strict=False) if row}
        if not access_ids:
            return hot, {}
        counts, lasts = rows[-2], rows[-1]
        return hot, _deltas(list(zip(access_ids, counts, lasts, strict=True)))

    async def ack_access(
        self, namespace: str, flushed: dict[str, AccessDelta], *, ack_id: str | None = None
    ) -> bool:
        """Subtract exactly the flushed counts; entries reaching zero disappear.

        Accesses logged after ``flushed`` was read stay pending, so a flush never loses
        an access. Without ``ack_id`` acknowledging the same read twice subtracts it
        twice; with one, a repeat is a no-op (returns False), so a crashed flush can be
        replayed from its journal intent.
        """
        base = self._base(namespace)
        if not flushed and ack_id is None:
            return True
        now = datetime.now(UTC)
        args: list[Any] = [ack_id or "", _micros(now), _micros(now - ACK_MEMORY)]
        args += [x for i, delta in flushed.items() for x in (i, -delta.count)]
        async with self._guard():
            applied = await self._ack(
                keys=[base + "access", base + "access_last", base + "acks"], args=args
            )
        return bool(int(applied))

    async def namespaces(self) -> list[str]:
        """Namespaces with records or access entries (SCAN over this prefix's keys)."""
        names: set[str] = set()
        head = f"{self._prefix}:{{"
        for tail in ("}:ids", "}:access"):
            cursor: int = 0
            while True:  # one guarded round trip per SCAN page, however many keys
                async with self._guard():
                    cursor, keys = await self._client.scan(
                        cursor, match=f"{head}*{tail}", count=1000
                    )
                for key in keys:
                    name = _text(key)[len(head) : -len(tail)]
                    try:  # '*' may span more than a namespace, e.g. into an entity key
                        names.add(validate_namespace(name))
                    except ValueError:
                        continue
                if cursor == 0:
                    break
        return sorted(names)

    async def clear(self, namespace: str) -> int:
        """Delete everything of one namespace, atomically; return the records deleted."""
        base = self._base(namespace)
        async with self._guard():
            removed = int(await self._remove(keys=self._keys(base), args=[base, "all"]))
            await self._client.delete(base + "acks")
            return removed

    async def close(self) -> None:
        """Close the client if this tier created it (:meth:`from_url`); never touch data."""
        if self._owns_client:
            self._owns_client = False
            await self._client.aclose()
