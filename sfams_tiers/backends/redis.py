"""The hot tier on Redis (or Valkey): one hash per record plus set indexes.

The key layout is documented in ``storage/redis.md`` and checked by the tests. Every
key of a namespace carries the hash tag ``{<namespace>}``, so a namespace lives in one
Redis Cluster slot and the Lua scripts may touch all of its keys atomically.
Writes that must update several keys (a record, its indexes, the access log) run as
one Lua script each: one round trip, all or nothing for other clients, and a dropped
connection cannot leave half a batch behind. Only Redis 7.0 commands are used.

The parts live beside it: the scripts (``_redis_scripts``), a record as a hash and
back (``_redis_codec``), and the connection, its retries, deadline and error mapping
(``_redis_connection``, whose ``DEFAULT_TIMEOUT``, ``check_prefix`` and ``quick_retry``
this module names for its importers).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import UTC, datetime
from typing import Any

import redis.asyncio as aioredis

from sfams_tiers._errors import ConfigurationError, InvalidQuery
from sfams_tiers._hot_tier import AccessDelta
from sfams_tiers._models import MemoryRecord, validate_namespace
from sfams_tiers._record_filter import DEFAULT_BATCH
from sfams_tiers._tier_io import check_batch, check_batch_size
from sfams_tiers.backends._redis_codec import as_text, decode, deltas, encode, micros
from sfams_tiers.backends._redis_connection import DEFAULT_TIMEOUT as DEFAULT_TIMEOUT
from sfams_tiers.backends._redis_connection import check_prefix as check_prefix
from sfams_tiers.backends._redis_connection import client_from_url, round_trip, server_address
from sfams_tiers.backends._redis_connection import quick_retry as quick_retry
from sfams_tiers.backends._redis_scripts import (
    ACK_ACCESS,
    ACK_MEMORY,
    PUT,
    RECORD_ACCESS,
    REMOVE,
)

__all__ = ["DEFAULT_TIMEOUT", "RedisHotTier", "quick_retry"]


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
        self._where = server_address(client)
        self._put = client.register_script(PUT)
        self._remove = client.register_script(REMOVE)
        self._record = client.register_script(RECORD_ACCESS)
        self._ack = client.register_script(ACK_ACCESS)

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
        tier = cls(client_from_url(url, timeout), prefix=prefix, timeout=timeout)
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

    def _guard(self) -> AbstractAsyncContextManager[None]:
        """One round trip, cut at the timeout (:func:`round_trip`). Wrap single awaits."""
        return round_trip(self._client, self._where, self._timeout)

    async def _fetch(self, base: str, ids: Sequence[str]) -> dict[str, MemoryRecord]:
        pipe = self._client.pipeline(transaction=False)
        for record_id in ids:
            pipe.hgetall(base + "rec:" + record_id)
        rows = await pipe.execute()
        return {i: decode(row) for i, row in zip(ids, rows, strict=True) if row}

    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Insert or replace records and their indexes, atomically, in one round trip."""
        base = self._base(namespace)
        batch = check_batch(namespace, records)
        if not batch:
            return
        args: list[str | float] = [base]
        for r in batch:
            pairs = encode(r)
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
            fresh = [i for i in map(as_text, found) if i not in seen]
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
            return {as_text(m) for m in await self._client.smembers(key)}

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
        stamp = micros(at)
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
            last_by_id = {as_text(k): v for k, v in lasts.items()}
            return deltas([(as_text(m), s, last_by_id.get(as_text(m))) for m, s in counts])
        return deltas(list(zip(ids, counts, lasts, strict=True)))

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
        hot = {i: decode(row) for i, row in zip(hot_ids, rows, strict=False) if row}
        if not access_ids:
            return hot, {}
        counts, lasts = rows[-2], rows[-1]
        return hot, deltas(list(zip(access_ids, counts, lasts, strict=True)))

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
        args: list[Any] = [ack_id or "", micros(now), micros(now - ACK_MEMORY)]
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
                    name = as_text(key)[len(head) : -len(tail)]
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
