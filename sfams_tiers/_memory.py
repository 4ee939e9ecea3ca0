"""TieredMemory: the facade agents and operators use (remember, recall, forget ...).

One instance is bound to one namespace (the team) and optionally one agent, so a
record of another namespace can never be read, linked or changed through it.
Every write validates all input before touching any tier, then moves data
copy -> verify -> delete, so a failure leaves at worst a harmless duplicate.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import numpy as np

from sfams_tiers._embed import Embedder
from sfams_tiers._errors import InvalidQuery, InvalidRecord, PolicyViolation, RecordNotFound
from sfams_tiers._ids import Clock, is_uuid7, utc_now
from sfams_tiers._models import (
    DEFAULT_LIMITS,
    RELATION_KINDS,
    SUPERSEDING_KINDS,
    TYPE_PATTERN,
    Limits,
    MemoryRecord,
    Relation,
    Scope,
    Source,
    Visibility,
    validate_record,
)
from sfams_tiers._policy import RetentionPolicy
from sfams_tiers._ranking import Recalled, rank
from sfams_tiers._tiers import AccessDelta, RecordFilter, Tiers, with_hot_fields
from sfams_tiers._tiers import with_access as fold_access

__all__ = [
    "MemoryStats",
    "TieredMemory",
]

MAX_K = 200
DEFAULT_MIN_RELEVANCE = 0.1
"""Cosine similarity below which a memory is not a recall hit (unrelated text)."""


@dataclass(frozen=True, slots=True)
class MemoryStats:
    """Counts for one namespace across the tiers."""

    namespace: str
    live: int
    hot: int
    cold: int
    anchored: int
    superseded: int
    expired: int
    pending_accesses: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {name: getattr(self, name) for name in self.__slots__}


class TieredMemory:
    """Shared, strategically forgetting memory for one namespace.

    Args:
        tiers: The hot, warm and cold tiers (see :func:`sfams_tiers.open_memory`).
        embedder: Turns text into vectors; wrap it in a CachedEmbedder for speed.
        namespace: The team or tenant; the isolation boundary.
        agent: The agent this view acts for (see :meth:`for_agent`); None is the team.
        policy: The retention policy (thresholds, decay, hard-delete permission).
        clock: Returns "now"; inject a FixedClock to simulate time.
        limits: Size limits for content, entities and relations.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import (HashEmbedder, InMemoryArchive, InMemoryHotTier,
        ...                          InMemoryWarmTier, Tiers)
        >>> async def main() -> str:
        ...     tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        ...     memory = TieredMemory(tiers, HashEmbedder(), namespace="team-a")
        ...     await memory.remember("Launch is on 3 March", type="deadline")
        ...     hits = await memory.recall("when is the launch?", k=1)
        ...     return hits[0].record.content
        >>> asyncio.run(main())
        'Launch is on 3 March'
    """

    def __init__(
        self,
        tiers: Tiers,
        embedder: Embedder,
        *,
        namespace: str = "default",
        agent: str | None = None,
        policy: RetentionPolicy | None = None,
        clock: Clock = utc_now,
        limits: Limits = DEFAULT_LIMITS,
    ) -> None:
        self._scope = Scope(namespace, agent)
        self._tiers = tiers
        self._embedder = embedder
        self._policy = policy or RetentionPolicy()
        self._clock = clock
        self._limits = limits

    @property
    def namespace(self) -> str:
        """The namespace this memory is bound to."""
        return self._scope.namespace

    @property
    def agent(self) -> str | None:
        """The agent this view acts for, None for the whole team."""
        return self._scope.agent

    @property
    def policy(self) -> RetentionPolicy:
        """The retention policy in force."""
        return self._policy

    @property
    def tiers(self) -> Tiers:
        """The tiers underneath (for jobs and operators)."""
        return self._tiers

    def for_agent(self, name: str) -> TieredMemory:
        """Return a view for agent ``name`` over the same namespace and tiers.

        The view records ``name`` as the author of what it remembers and also sees
        that agent's private memories; shared memories are visible to every view.
        """
        return TieredMemory(
            self._tiers,
            self._embedder,
            namespace=self.namespace,
            agent=name,
            policy=self._policy,
            clock=self._clock,
            limits=self._limits,
        )

    # -- write path -------------------------------------------------------------------
    async def remember(
        self,
        content: str,
        *,
        type: str = "fact",  # noqa: A002 - the record's field is called type
        importance: float = 0.5,
        confidence: float = 1.0,
        source: Source = "agent",
        entities: Iterable[str] = (),
        ttl: float | timedelta | None = None,
        anchored: bool = False,
        relations: Iterable[Relation | tuple[str, str]] = (),
        visibility: Visibility = "shared",
    ) -> MemoryRecord:
        """Store a new memory; superseding relations retire their targets.

        Args:
            content: The text to remember.
            type: One of MEMORY_TYPES, optionally ``type:subtype``.
            importance: 0..1; at or above the policy's hot importance it goes hot.
            confidence: 0..1; low confidence lowers its rank and marks it unverified.
            source: Who asserted it: user, agent, tool or llm_inferred.
            entities: ``kind:name`` strings, e.g. ``"project:apollo"``.
            ttl: Seconds (or a timedelta) after which it expires and is archived.
            anchored: Keep it in the hot tier and never let it decay.
            relations: ``(kind, target_id)`` pairs; updates / negates / resolves /
                completes mark the target as superseded by this memory.
            visibility: ``"private"`` memories are seen only by their author agent.

        Raises:
            InvalidRecord: A field is out of bounds (nothing is stored).
            RecordNotFound: A relation points at a memory not visible here.
        """
        now = self._clock()
        if visibility == "private" and self.agent is None:
            raise InvalidRecord(
                "visibility",
                "a private memory needs an author; remember it through "
                "memory.for_agent(name) instead of the team memory.",
            )
        ttl_seconds = ttl.total_seconds() if isinstance(ttl, timedelta) else ttl
        hot = anchored or (_is_number(importance) and importance >= self._policy.hot_importance)
        record = validate_record(
            {
                "namespace": self.namespace,
                "agent": self.agent,
                "visibility": visibility,
                "content": content,
                "type": type,
                "importance": importance,
                "confidence": confidence,
                "source": source,
                "created_at": now,
                "ttl_seconds": ttl_seconds,
                "entities": tuple(entities),
                "anchored": anchored,
                "relations": tuple(_relation(r) for r in relations),
                "tier": "hot" if hot else "warm",
            },
            self._limits,
        )
        targets = await self._live_many([rel.target for rel in record.relations])
        vector = (await self._embedder.embed([record.content]))[0]
        record = record.model_copy(update={"embedding": _as_tuple(vector)})
        await self._write_live([record])
        replaced = [
            targets[rel.target] for rel in record.relations if rel.kind in SUPERSEDING_KINDS
        ]
        pairs = [(old, _supersede(old, record.id)) for old in replaced]
        try:
            await self._write_live(
                [new for _, new in pairs if new is not None],
                previous=[old for old, new in pairs if new is not None],
            )
        except BaseException:
            await self._delete_live([record.id])
            raise
        return _without_vector(record)

    # -- read path --------------------------------------------------------------------
    async def recall(
        self,
        query: str,
        k: int = 5,
        *,
        types: Sequence[str] | None = None,
        entities: Sequence[str] | None = None,
        min_importance: float | None = None,
        goal: str | None = None,
        include_superseded: bool = False,
        min_relevance: float = DEFAULT_MIN_RELEVANCE,
    ) -> list[Recalled]:
        """Return the ``k`` memories that best serve ``query``, best first.

        Ranking is relevance x retention x confidence (x goal relevance when a goal
        is given). Superseded and expired memories are hidden unless
        ``include_superseded`` asks for history. Memories less similar to the query
        than ``min_relevance`` are not returned. Each returned hit counts as an access,
        which raises its retention: so an unrelated memory must not be returned just
        to fill ``k``, or trivia would look useful and never be forgotten.

        Raises:
            InvalidQuery: An argument is out of bounds.
        """
        _check_query(query, "query")
        if goal is not None:
            _check_query(goal, "goal")
        if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
            raise InvalidQuery("k", f"must be a whole number from 1 to {MAX_K} (got {k!r}).")
        for t in types or ():
            if not TYPE_PATTERN.fullmatch(t):
                raise InvalidQuery("types", f"{t!r} is not a memory type.")
        if min_importance is not None and not _is_number(min_importance):
            raise InvalidQuery("min_importance", "must be a number between 0 and 1.")
        if not _is_number(min_relevance) or not 0.0 <= min_relevance <= 1.0:
            raise InvalidQuery("min_relevance", "must be a number between 0 and 1.")
        now = self._clock()
        where = RecordFilter(
            types=tuple(types) if types else None,
            entities=tuple(entities) if entities else None,
            min_importance=min_importance,
            include_superseded=include_superseded,
            live_at=now,
            viewer=self.agent,
        )
        texts = [query] if goal is None else [query, goal]
        vectors = await self._embedder.embed(texts)
        hits = await self._tiers.warm.search(
            self.namespace,
            vectors[0],
            limit=max(4 * k, 20),
            where=where,
            with_vectors=goal is not None,
        )
        hits = [h for h in hits if h.similarity >= min_relevance]
        if not hits:
            return []
        fresh = await self._fresh([h.record for h in hits], with_access=True)
        goal_similarities = None
        if goal is not None:
            matrix = np.array([h.record.embedding for h in hits], dtype=np.float32)
            goal_similarities = matrix @ vectors[1]
        ranked = rank(
            [fresh[h.record.id] for h in hits],
            [h.similarity for h in hits],
            now,
            self._policy,
            k=k,
            goal_similarities=goal_similarities,
        )
        await self._tiers.hot.record_access(self.namespace, [h.record.id for h in ranked], now)
        return [replace(h, record=_accessed(h.record, now)) for h in ranked]

    async def get(self, record_id: str) -> MemoryRecord:
        """Return one memory from whichever tier holds it (live first, then archive).

        Raises:
            RecordNotFound: No memory with that id is visible in this namespace.
        """
        live = await self._live_many([record_id], missing_ok=True, with_access=True)
        if record_id in live:
            return _without_vector(live[record_id])
        archived = await self._archived(record_id)
        return _without_vector(archived)

    # -- lifecycle --------------------------------------------------------------------
    async def forget(
        self, record_id: str, *, hard: bool = False, reason: str = "forgotten on request"
    ) -> MemoryRecord | None:
        """Forget a memory: archive it (restorable), or delete it with ``hard=True``.

        Returns:
            The archived record, or None after a hard delete.

        Raises:
            PolicyViolation: The memory is anchored, or hard deletes are off.
        """
        if hard and not self._policy.allow_hard_delete:
            raise PolicyViolation(
                "Hard deletes are off in this retention policy. Forget without hard=True "
                "to archive the memory (it stays restorable), or enable allow_hard_delete."
            )
        live = await self._live_many(
            [record_id], missing_ok=True, with_vectors=True, with_access=True
        )
        if record_id not in live:
            archived = await self._archived(record_id)
            if hard:
                await self._tiers.archive.delete_many(self.namespace, [record_id])
                return None
            return _without_vector(archived)
        record = live[record_id]
        if record.anchored:
            raise PolicyViolation(
                f"Memory {record_id} is anchored; unanchor it first if it should be forgotten."
            )
        if hard:
            await self._delete_live([record_id])
            await self._tiers.archive.delete_many(self.namespace, [record_id])
            return None
        cold = record.evolve(tier="cold", archived_at=self._clock(), archive_reason=reason)
        await self._tiers.archive.put_many(self.namespace, [cold])
        if record_id not in await self._tiers.archive.get_many(self.namespace, [record_id]):
            raise PolicyViolation(f"The archive did not keep {record_id}; nothing was removed.")
        await self._delete_live([record_id])
        return _without_vector(cold)

    async def restore(self, record_id: str) -> MemoryRecord:
        """Bring an archived memory back to the live tiers, keeping its id and history."""
        live = await self._live_many([record_id], missing_ok=True)
        if record_id in live:
            return _without_vector(live[record_id])
        archived = await self._archived(record_id)
        embedding = archived.embedding
        if embedding is None:
            embedding = _as_tuple((await self._embedder.embed([archived.content]))[0])
        hot = archived.anchored or archived.importance >= self._policy.hot_importance
        restored = archived.evolve(
            tier="hot" if hot else "warm",
            archived_at=None,
            archive_reason=None,
            embedding=embedding,
        )
        await self._write_live([restored])
        await self._tiers.archive.delete_many(self.namespace, [record_id])
        return _without_vector(restored)

    async def anchor(self, record_id: str) -> MemoryRecord:
        """Pin a memory to the hot tier; it never decays (archived ones are restored)."""
        live = await self._live_many([record_id], missing_ok=True)
        record = live.get(record_id) or await self.restore(record_id)
        anchored = record.evolve(anchored=True, tier="hot")
        await self._write_live([anchored], previous=[record])
        return _without_vector(anchored)

    async def unanchor(self, record_id: str) -> MemoryRecord:
        """Let a memory decay again; maintenance may later demote it."""
        record = (await self._live_many([record_id]))[record_id]
        released = record.evolve(anchored=False)
        await self._write_live([released], previous=[record])
        return _without_vector(released)

    async def link(self, source_id: str, kind: str, target_id: str) -> MemoryRecord:
        """Add a ``kind`` relation from one live memory to another.

        Superseding kinds (updates, negates, resolves, completes) mark the target
        as superseded by the source.
        """
        if kind not in RELATION_KINDS:
            raise InvalidQuery("kind", f"must be one of {', '.join(RELATION_KINDS)}.")
        if source_id == target_id:
            raise InvalidQuery("target_id", "a memory cannot relate to itself.")
        live = await self._live_many([source_id, target_id])
        source = live[source_id]
        linked = source.evolve(relations=(*source.relations, Relation(kind=kind, target=target_id)))
        updates, previous = [linked], [source]
        target = _supersede(live[target_id], source_id) if kind in SUPERSEDING_KINDS else None
        if target is not None:
            updates.append(target)
            previous.append(live[target_id])
        await self._write_live(updates, previous=previous)
        return _without_vector(linked)

    async def stats(self) -> MemoryStats:
        """Counts of live, hot, archived, anchored, superseded and expired memories."""
        ns, warm, now = self.namespace, self._tiers.warm, self._clock()
        live = await warm.count(ns)
        pending = await self._tiers.hot.pending_access(ns)
        return MemoryStats(
            namespace=ns,
            live=live,
            hot=await self._tiers.hot.count(ns),
            cold=await self._tiers.archive.count(ns),
            anchored=await warm.count(ns, RecordFilter(anchored=True)),
            superseded=live - await warm.count(ns, RecordFilter(include_superseded=False)),
            expired=live - await warm.count(ns, RecordFilter(live_at=now)),
            pending_accesses=sum(d.count for d in pending.values()),
        )

    async def clear(self) -> int:
        """Delete every memory of this namespace in every tier (explicit, not undoable)."""
        removed = await self._tiers.warm.clear(self.namespace)
        await self._tiers.hot.clear(self.namespace)
        return removed + await self._tiers.archive.clear(self.namespace)

    # -- internals --------------------------------------------------------------------
    async def _live_many(
        self,
        ids: Sequence[str],
        *,
        missing_ok: bool = False,
        with_vectors: bool = False,
        with_access: bool = False,
    ) -> dict[str, MemoryRecord]:
        """Visible live records (hot copy wins for counters), keyed by id.

        ``with_access`` folds in accesses still pending in the hot log: right for
        reads, wrong for records about to be written back (they would count twice).
        """
        for record_id in ids:
            _check_id(record_id)
        if not ids:
            return {}
        warm = await self._tiers.warm.get_many(self.namespace, ids, with_vectors=with_vectors)
        visible = {i: r for i, r in warm.items() if r.visible_to(self.agent)}
        if not missing_ok:
            for record_id in ids:
                if record_id not in visible:
                    raise RecordNotFound(record_id, self.namespace)
        return await self._fresh(list(visible.values()), with_access=with_access)

    async def _fresh(
        self, records: list[MemoryRecord], *, with_access: bool
    ) -> dict[str, MemoryRecord]:
        """Overlay hot-tier fields (and pending access counts) onto warm records."""
        ids = [r.id for r in records]
        hot = await self._tiers.hot.get_many(self.namespace, ids)
        pending = await self._tiers.hot.pending_access(self.namespace, ids) if with_access else {}
        out: dict[str, MemoryRecord] = {}
        for record in records:
            current = with_hot_fields(record, hot.get(record.id))
            out[record.id] = fold_access(current, pending.get(record.id))
        return out

    async def _archived(self, record_id: str) -> MemoryRecord:
        _check_id(record_id)
        found = await self._tiers.archive.get_many(self.namespace, [record_id])
        record = found.get(record_id)
        if record is None or not record.visible_to(self.agent):
            raise RecordNotFound(record_id, self.namespace)
        return record

    async def _write_live(
        self, records: list[MemoryRecord], *, previous: list[MemoryRecord] | None = None
    ) -> None:
        """Warm first (the index of every live record), then the hot copies.

        ``previous=None`` means the records are new (stored with their vectors);
        otherwise they replace ``previous`` field by field. If the hot write fails, the
        warm write is undone, so a failed call leaves the tiers as they were.
        """
        if not records:
            return
        ns, warm = self.namespace, self._tiers.warm
        if previous is None:
            await warm.put_many(ns, records)
        else:
            await warm.update_many(ns, records)
        hot = [r.model_copy(update={"embedding": None}) for r in records if r.tier == "hot"]
        try:
            if hot:
                await self._tiers.hot.put_many(ns, hot)
        except BaseException:
            if previous is None:
                await warm.delete_many(ns, [r.id for r in records])
            else:
                await warm.update_many(ns, previous)
            raise

    async def _delete_live(self, ids: list[str]) -> None:
        pending = await self._tiers.hot.pending_access(self.namespace, ids)
        await self._tiers.hot.delete_many(self.namespace, ids)
        await self._tiers.warm.delete_many(self.namespace, ids)
        await self._tiers.hot.ack_access(self.namespace, pending)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _check_query(text: object, name: str) -> None:
    if not isinstance(text, str) or not text.strip():
        raise InvalidQuery(name, "must be a non-empty string describing what to look for.")
    if len(text.encode("utf-8")) > DEFAULT_LIMITS.max_content_bytes:
        raise InvalidQuery(name, "is longer than 32 KiB; shorten it to the question itself.")


def _check_id(record_id: object) -> None:
    if not isinstance(record_id, str) or not is_uuid7(record_id):
        raise InvalidQuery(
            "id",
            f"{record_id!r} is not a memory id; ids are UUIDv7 strings as returned by remember.",
        )


def _relation(value: Relation | tuple[str, str]) -> Relation | dict[str, str]:
    if isinstance(value, Relation):
        return value
    if not isinstance(value, tuple) or len(value) != 2:
        raise InvalidRecord("relations", "each relation must be a (kind, target_id) pair.")
    return {"kind": value[0], "target": value[1]}


def _supersede(target: MemoryRecord, newer_id: str) -> MemoryRecord | None:
    """Mark ``target`` superseded by ``newer_id`` unless an even newer version won."""
    # UUIDv7 ids sort by creation time, so "newest valid version wins" is a string compare.
    if target.superseded_by is not None and target.superseded_by >= newer_id:
        return None
    return target.evolve(superseded_by=newer_id)


def _accessed(record: MemoryRecord, now: datetime) -> MemoryRecord:
    return _without_vector(fold_access(record, AccessDelta(1, now)))


def _without_vector(record: MemoryRecord) -> MemoryRecord:
    return record if record.embedding is None else record.model_copy(update={"embedding": None})


def _as_tuple(vector: Any) -> tuple[float, ...]:
    return tuple(float(x) for x in np.asarray(vector, dtype=np.float32).tolist())
