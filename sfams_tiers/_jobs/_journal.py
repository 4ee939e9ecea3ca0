"""The intent journal that makes moves crash-safe (DESIGN I3: copy -> verify -> delete).

Before a job executes a batch of moves it records an :class:`Intent`; after the batch
completed it clears it. A run that finds pending intents (a crashed or killed earlier
run) completes them first. Redis key (``<prefix>``, ``{<ns>}`` as in ``storage/redis.md``):

| key | type | holds |
|---|---|---|
| `<prefix>:{<ns>}:journal` | hash | field intent id (UUIDv7) -> the intent as JSON (below) |

An intent: ``{"id": "0190...", "namespace": "team-a", "job": "maintain", "kind":
"archive", "ids": ["0190..."], "target": "cold", "created_at": "2026-01-05T09:00:00Z"}``.
Redis deletes the hash when its last intent is cleared. Only the namespace's lease
holder writes its journal.
"""

from __future__ import annotations

import json
import logging
import weakref
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal, Protocol, get_args

from sfams_tiers._errors import InvalidQuery
from sfams_tiers._ids import is_uuid7, uuid7
from sfams_tiers._jobs._lease import as_text, redis_base, redis_errors
from sfams_tiers._models import MoveKind, Tier, validate_namespace

if TYPE_CHECKING:
    import redis.asyncio as aioredis

    from sfams_tiers._tiers import HotTier, Tiers

__all__ = ["InMemoryJournal", "Intent", "Journal", "RedisJournal", "journal_for"]

log = logging.getLogger(__name__)

IntentKind = MoveKind | Literal["fold", "consolidate"]
"""The move kinds, plus ``fold`` (access counts being written into the records) and
``consolidate`` (a summary replacing its sources; ``details`` names the summary id)."""
_KINDS = (*get_args(MoveKind), "fold", "consolidate")


@dataclass(frozen=True)
class Intent:
    """A batch of moves a job is about to execute, recorded until the batch completed.

    Attributes:
        id: UUIDv7 of the intent (time-ordered).
        namespace: The namespace the moves happen in.
        job: Name of the job that recorded it.
        kind: What the moves do (archive, restore, promote, demote, purge), ``fold``
            (access counts written into the records) or ``consolidate`` (a summary
            written, then its sources archived).
        ids: The record ids of the batch.
        target: The tier the records move to; None for purge.
        created_at: When the intent was recorded (aware UTC).
        details: JSON-safe data recovery needs (a fold's absolute counters, a
            consolidation's summary id).

    Example:
        >>> from datetime import UTC, datetime
        >>> intent = Intent.new("team-a", "maintain", "archive", ["r1"], "cold",
        ...                     now=datetime(2026, 1, 5, tzinfo=UTC))
        >>> Intent.from_json(intent.to_json()) == intent
        True
    """

    id: str
    namespace: str
    job: str
    kind: IntentKind
    ids: tuple[str, ...]
    target: Tier | None
    created_at: datetime
    details: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        validate_namespace(self.namespace)
        if not is_uuid7(self.id):
            raise InvalidQuery("id", f"{self.id!r} is not a UUIDv7; make one with uuid7().")
        if self.kind not in _KINDS:
            raise InvalidQuery("kind", f"{self.kind!r} is not one of {_KINDS}.")
        if self.target is not None and self.target not in get_args(Tier):
            raise InvalidQuery("target", f"{self.target!r} is not one of {get_args(Tier)}.")
        if not isinstance(self.ids, tuple) or not all(isinstance(i, str) for i in self.ids):
            raise InvalidQuery("ids", "must be a tuple of record id strings.")
        if self.created_at.tzinfo is None:
            raise InvalidQuery("created_at", "must be timezone-aware, e.g. datetime.now(UTC).")

    @classmethod
    def new(
        cls,
        namespace: str,
        job: str,
        kind: MoveKind,
        ids: Iterable[str],
        target: Tier | None,
        *,
        now: datetime | None = None,
    ) -> Intent:
        """Make an intent with a fresh id, created ``now`` (default: the wall clock)."""
        at = now or datetime.now(UTC)
        return cls(uuid7(at), namespace, job, kind, tuple(ids), target, at)

    def to_json(self) -> str:
        """The intent as one line of JSON (created_at in ISO 8601 UTC)."""
        created = self.created_at.astimezone(UTC).isoformat().replace("+00:00", "Z")
        return json.dumps(
            {
                "id": self.id,
                "namespace": self.namespace,
                "job": self.job,
                "kind": self.kind,
                "ids": list(self.ids),
                "target": self.target,
                "created_at": created,
                "details": dict(self.details),
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Intent:
        """Parse :meth:`to_json` output (raises InvalidQuery on anything else)."""
        try:
            data: dict[str, Any] = json.loads(text)
            return cls(
                id=data["id"],
                namespace=data["namespace"],
                job=data["job"],
                kind=data["kind"],
                ids=tuple(data["ids"]),
                target=data["target"],
                created_at=datetime.fromisoformat(data["created_at"]),
                details=data.get("details") or {},
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise InvalidQuery("intent", f"is not a journal intent ({exc}).") from exc


def _oldest_first(intents: Iterable[Intent]) -> list[Intent]:
    return sorted(intents, key=lambda i: (i.created_at, i.id))


class Journal(Protocol):
    """Where jobs record the moves they are about to make, per namespace."""

    async def record(self, intent: Intent) -> None:
        """Store ``intent`` in its namespace (replacing one with the same id)."""
        ...

    async def pending(self, namespace: str) -> list[Intent]:
        """Intents of ``namespace`` not cleared yet, oldest first."""
        ...

    async def clear(self, namespace: str, intent_id: str) -> None:
        """Forget an intent once its batch completed (no error if it is gone already)."""
        ...


class InMemoryJournal:
    """:class:`Journal` inside one process, for the in-memory tiers.

    Example:
        >>> import asyncio
        >>> journal = InMemoryJournal()
        >>> intent = Intent.new("team-a", "maintain", "demote", ["r1", "r2"], "warm")
        >>> asyncio.run(journal.record(intent))
        >>> [i.ids for i in asyncio.run(journal.pending("team-a"))]
        [('r1', 'r2')]
        >>> asyncio.run(journal.clear("team-a", intent.id))
        >>> asyncio.run(journal.pending("team-a"))
        []
    """

    def __init__(self) -> None:
        self._intents: dict[str, dict[str, Intent]] = {}

    async def record(self, intent: Intent) -> None:
        """Store ``intent`` in its namespace (replacing one with the same id)."""
        self._intents.setdefault(intent.namespace, {})[intent.id] = intent

    async def pending(self, namespace: str) -> list[Intent]:
        """Intents of ``namespace`` not cleared yet, oldest first."""
        return _oldest_first(self._intents.get(validate_namespace(namespace), {}).values())

    async def clear(self, namespace: str, intent_id: str) -> None:
        """Forget an intent once its batch completed (no error if it is gone already)."""
        self._intents.get(validate_namespace(namespace), {}).pop(intent_id, None)


class RedisJournal:
    """:class:`Journal` in a Redis >= 7.0 / Valkey hash per namespace; one round trip each.

    Args:
        client: A ``redis.asyncio.Redis``; the caller keeps and closes it.
        prefix: Key prefix, the hot tier's (key in the module docstring).

    Example::

        journal = RedisJournal(aioredis.Redis(), prefix="sfams")
        await journal.record(Intent.new("team-a", "maintain", "archive", ids, "cold"))
        for intent in await journal.pending("team-a"):
            ...  # complete it, then
            await journal.clear("team-a", intent.id)
    """

    def __init__(self, client: aioredis.Redis, *, prefix: str = "sfams") -> None:
        from sfams_tiers.backends.redis import check_prefix

        self._client, self._prefix = client, check_prefix(prefix)

    def _key(self, namespace: str) -> str:
        return redis_base(self._prefix, namespace) + "journal"

    async def record(self, intent: Intent) -> None:
        """Store ``intent`` in its namespace (replacing one with the same id)."""
        with redis_errors(f"recording a journal intent in {intent.namespace!r}"):
            await self._client.hset(self._key(intent.namespace), intent.id, intent.to_json())

    async def pending(self, namespace: str) -> list[Intent]:
        """Intents of ``namespace`` not cleared yet, oldest first.

        An unreadable entry is logged and skipped (it was not written by this library).
        """
        key = self._key(namespace)
        with redis_errors(f"reading the journal of {namespace!r}"):
            rows = await self._client.hgetall(key)
        intents = []
        for field_id, value in rows.items():
            try:
                intent = Intent.from_json(as_text(value))
            except InvalidQuery as exc:
                log.warning("Skipping journal entry %s of %s: %s", as_text(field_id), key, exc)
                continue
            if intent.namespace == namespace:  # defence in depth (DESIGN I4)
                intents.append(intent)
        return _oldest_first(intents)

    async def clear(self, namespace: str, intent_id: str) -> None:
        """Forget an intent once its batch completed (no error if it is gone already)."""
        with redis_errors(f"clearing a journal intent in {namespace!r}"):
            await self._client.hdel(self._key(namespace), intent_id)


# In-memory tiers live in one process: one journal per hot tier object, shared by every
# job of the process working on the same tiers (and living as long as they do).
_in_memory: weakref.WeakKeyDictionary[HotTier, InMemoryJournal] = weakref.WeakKeyDictionary()


def journal_for(tiers: Tiers) -> Journal:
    """The journal for ``tiers``: :class:`RedisJournal` on a Redis hot tier.

    Any other hot tier gets the :class:`InMemoryJournal` of that hot tier object.
    """
    from sfams_tiers.backends.redis import RedisHotTier

    if isinstance(hot := tiers.hot, RedisHotTier):
        return RedisJournal(hot.client, prefix=hot.prefix)
    return _in_memory.setdefault(hot, InMemoryJournal())
