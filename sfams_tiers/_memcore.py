"""The store every part of :class:`TieredMemory` works through: one namespace's view of the tiers.

One instance is bound to one namespace (the team) and optionally one agent, so a
record of another namespace can never be read, linked or changed through it. It holds
the collaborators (tiers, embedder, policy, clock, limits, judge, token counter) and
the live / archived record primitives; writes go warm first, then hot, and are undone
when the hot write fails.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import Literal

from sfams_tiers._archive_search import archived_originals
from sfams_tiers._embed import Embedder
from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import (
    ConfigurationError,
    DimensionMismatch,
    InvalidInput,
    InvalidQuery,
    RecordNotFound,
)
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._judge import HeuristicJudge, Judge
from sfams_tiers._lexical import RETRIEVALS, Retrieval
from sfams_tiers._models import (
    DEFAULT_LIMITS,
    Limits,
    MemoryRecord,
    Scope,
)
from sfams_tiers._policy import RetentionPolicy
from sfams_tiers._tier_io import without_vector
from sfams_tiers._tiers import AccessDelta, ScoredRecord, Tiers, Vector, with_hot_fields
from sfams_tiers._tiers import with_access as fold_access
from sfams_tiers._tokens import TokenCounter, default_counter
from sfams_tiers._validate import (
    check_bool,
    check_id,
    check_instance,
    check_vector,
    text_problem,
)
from sfams_tiers._writelock import write_lock

__all__ = ["MemoryCore"]

AGENT_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
"""What an agent id looks like (``validate_agent`` applies the same rule to records)."""


class MemoryCore:
    """One namespace view's collaborators and its live / archived record primitives.

    The parts of :class:`~sfams_tiers.TieredMemory` (write path, read path, anchors,
    hops, lifecycle) each hold the same core and reach the tiers only through it.

    Example:
        >>> from sfams_tiers import HashEmbedder, InMemoryArchive, InMemoryHotTier
        >>> from sfams_tiers import InMemoryWarmTier, Tiers
        >>> tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        >>> core = MemoryCore(tiers, HashEmbedder(), namespace="team-a")
        >>> core.for_agent("ada").agent, core.namespace
        ('ada', 'team-a')
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
        judge: Judge | Literal["heuristic"] | None = None,
        tokens: TokenCounter | None = None,
        retrieval: Retrieval = "hybrid",
    ) -> None:
        if retrieval not in RETRIEVALS:
            raise InvalidInput("retrieval", f"must be one of {', '.join(RETRIEVALS)}.")
        if isinstance(judge, str):
            if judge != "heuristic":
                raise InvalidInput("judge", "must be a Judge, 'heuristic' or None.")
            judge = HeuristicJudge(clock=clock)
        # Wiring mistakes are refused here, not as an AttributeError at the first call.
        for name, value, needs in (
            ("tiers", tiers, ("hot", "warm", "archive")),
            ("embedder", embedder, ("embed",)),
            ("judge", judge, ("extract", "classify_relation")),
            ("tokens", tokens, ("count",)),
        ):
            if value is not None and not all(hasattr(value, n) for n in needs):
                raise InvalidInput(name, f"{type(value).__name__} has no {'/'.join(needs)}.")
        if tiers is None or embedder is None:
            raise InvalidInput("tiers" if tiers is None else "embedder", "is required.")
        if policy is not None:
            check_instance(policy, RetentionPolicy, "policy", error=InvalidInput)
        check_instance(limits, Limits, "limits", error=InvalidInput)
        if not callable(clock):
            raise InvalidInput("clock", "must be a function returning an aware datetime.")
        if isinstance(agent, str) and AGENT_ID.fullmatch(agent) is None:
            raise InvalidInput("agent", _not_an_id(agent))
        self._scope = Scope(namespace, agent)
        self._tiers = tiers
        self._embedder = embedder
        self._policy = policy or RetentionPolicy()
        self._clock = clock
        self._limits = limits
        self._judge = judge
        self._tokens = tokens
        self._retrieval: Retrieval = retrieval

    @property
    def namespace(self) -> str:
        """The namespace this memory is bound to."""
        return self._scope.namespace

    @property
    def agent(self) -> str | None:
        """The agent this view acts for, None for the whole team."""
        return self._scope.agent

    @property
    def retrieval(self) -> Retrieval:
        """``hybrid`` (dense and keyword channels fused) or ``dense`` (vectors only)."""
        return self._retrieval

    def search_text(self, query: str) -> str | None:
        """The text of a warm search's keyword channel: the query, None when dense only."""
        return query if self._retrieval == "hybrid" else None

    @property
    def policy(self) -> RetentionPolicy:
        """The retention policy in force."""
        return self._policy

    @property
    def tiers(self) -> Tiers:
        """The tiers underneath (for jobs and operators)."""
        return self._tiers

    @property
    def embedder(self) -> Embedder:
        """Turns text into vectors."""
        return self._embedder

    @property
    def clock(self) -> Clock:
        """Returns "now"."""
        return self._clock

    @property
    def limits(self) -> Limits:
        """Size limits for content, entities and relations."""
        return self._limits

    @property
    def judge(self) -> Judge | None:
        """Decides what callers leave out; None keeps the explicit behaviour."""
        return self._judge

    def for_agent(self, name: str | None) -> MemoryCore:
        """The same collaborators, acting for agent ``name`` (None: the team)."""
        return MemoryCore(
            self._tiers,
            self._embedder,
            namespace=self.namespace,
            agent=name,
            policy=self._policy,
            clock=self._clock,
            limits=self._limits,
            judge=self._judge,
            tokens=self._tokens,
            retrieval=self._retrieval,
        )

    def counter(self) -> TokenCounter:
        """The token counter (the best offline one unless one was given), made on first use."""
        if self._tokens is None:
            self._tokens = default_counter()
        return self._tokens

    async def mentions(self, text: str) -> tuple[str, ...]:
        """Entities ``text`` mentions, per the judge (none without one)."""
        if self._judge is None:
            return ()
        return await self._judge.mentions(text, namespace=self.namespace)

    async def rewritten(self, query: str, rewrite: object) -> str:
        """The text to search for ``query``: with ``rewrite``, the judge's rewrite (one call).

        ``rewrite`` must be True or False (InvalidQuery). False, no judge, no rewrite
        (None) or a rewrite that is not acceptable query text: ``query`` as it was asked.
        """
        if not check_bool(rewrite, "rewrite") or self._judge is None:
            return query
        rewrite = await self._judge.rewrite_query(query, namespace=self.namespace)
        if rewrite is None or text_problem(rewrite, max_bytes=self._limits.max_content_bytes):
            return query
        return rewrite

    async def restore(self, record_id: str) -> MemoryRecord:
        """Bring an archived memory back to the live tiers, keeping its id and history."""
        check_id(record_id)
        async with write_lock(self._tiers, self.namespace):
            live = await self.live_many([record_id], missing_ok=True)
            if record_id in live:
                return without_vector(live[record_id])
            [restored] = await self.bring_back([await self.archived(record_id)])
            return restored

    async def bring_back(self, archived: Sequence[MemoryRecord]) -> list[MemoryRecord]:
        """Write archived records to the live tiers, then hide their archive copies.

        One warm write, one hot write and one archive tombstone file for the whole
        batch; records archived without a vector are embedded again, together.
        """
        missing = [r for r in archived if r.embedding is None]
        embedded: dict[str, Embedding] = {}
        if missing:
            vectors = await self._embedder.embed([r.content for r in missing])
            embedded = {r.id: Embedding(v) for r, v in zip(missing, vectors, strict=True)}
        restored = [
            r.evolve(
                tier="hot" if r.anchored or r.importance >= self._policy.hot_importance else "warm",
                archived_at=None,
                archive_reason=None,
                embedding=embedded.get(r.id, r.embedding),
            )
            for r in archived
        ]
        async with write_lock(self._tiers, self.namespace):
            # One brought back meanwhile (and maybe changed since) stays as it is now.
            live = await self._tiers.warm.get_many(self.namespace, [r.id for r in restored])
            restored = [r for r in restored if r.id not in live]
            if restored:
                await self.write_live(restored)
                await self._tiers.archive.delete_many(self.namespace, [r.id for r in restored])
        return [without_vector(r) for r in restored]

    # -- internals --------------------------------------------------------------------
    def given_vector(self, value: object, error: type[InvalidInput]) -> Embedding:
        """A caller's vector, checked like an embedding and against the embedder's size."""
        embedding: Embedding = check_vector(value, error=error)
        try:
            expected = self._embedder.dimension
        except ConfigurationError:  # an embedder that learns its size on first use
            return embedding
        if len(embedding) != expected:
            raise DimensionMismatch(expected, len(embedding), "the given vector")
        return embedding

    async def live_many(
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
            check_id(record_id)
        if not ids:
            return {}
        warm = await self._tiers.warm.get_many(self.namespace, ids, with_vectors=with_vectors)
        visible = {i: r for i, r in warm.items() if r.visible_to(self.agent)}
        if not missing_ok:
            for record_id in ids:
                if record_id not in visible:
                    raise RecordNotFound(record_id, self.namespace)
        return await self.fresh(list(visible.values()), with_access=with_access)

    async def fresh(
        self, records: list[MemoryRecord], *, with_access: bool
    ) -> dict[str, MemoryRecord]:
        """Overlay hot-tier fields (and pending access counts) onto warm records.

        Only records whose warm copy says ``tier="hot"`` have a hot copy to read (a
        move writes both copies' tier, DESIGN I2): the others cost no hot-tier read.
        """
        ids = [r.id for r in records] if with_access else []
        in_hot = [r.id for r in records if r.tier == "hot"]
        hot, pending = await self._tiers.hot.fresh_fields(self.namespace, in_hot, ids)
        out: dict[str, MemoryRecord] = {}
        for record in records:
            current = with_hot_fields(record, hot.get(record.id))
            out[record.id] = fold_access(current, pending.get(record.id))
        return out

    async def archived_scored(self, vector: Vector, ids: list[str]) -> list[ScoredRecord]:
        """The archived records among ``ids`` visible here, scored against ``vector``."""
        archive = self._tiers.archive
        return await archived_originals(archive, self.namespace, vector, ids, self.agent)

    async def archived(self, record_id: str) -> MemoryRecord:
        check_id(record_id)
        found = await self._tiers.archive.get_many(self.namespace, [record_id])
        record = found.get(record_id)
        if record is None or not record.visible_to(self.agent):
            raise RecordNotFound(record_id, self.namespace)
        return record

    async def write_live(
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

    async def delete_live(self, ids: list[str]) -> None:
        pending = await self._tiers.hot.pending_access(self.namespace, ids)
        await self._tiers.hot.delete_many(self.namespace, ids)
        await self._tiers.warm.delete_many(self.namespace, ids)
        await self._tiers.hot.ack_access(self.namespace, pending)


def _not_an_id(agent: str) -> str:
    """Refusing a display name ("Hana Mbeki"), with the id it could be."""
    suggestion = re.sub(r"[^a-z0-9_.-]+", "_", agent.strip().lower()).strip("_.-")[:64]
    example = suggestion if AGENT_ID.fullmatch(suggestion) else "planner"
    return (
        f"{agent!r} is not an agent id: use 1-64 letters, digits, '.', '-' or '_', starting "
        f"with a letter or digit (for example {example!r}); keep display names in your app."
    )


def check_query(text: object, name: str, limits: Limits = DEFAULT_LIMITS) -> None:
    """Refuse a query or goal that is not non-blank, storable text within the content limit."""
    problem = text_problem(text, max_bytes=limits.max_content_bytes)
    if problem is not None:
        raise InvalidQuery(name, f"{problem}; pass the question itself as a string.")


def supersede_target(target: MemoryRecord, newer_id: str) -> MemoryRecord | None:
    """Mark ``target`` superseded by ``newer_id`` unless an even newer version won."""
    # UUIDv7 ids sort by creation time, so "newest valid version wins" is a string compare.
    if target.superseded_by is not None and target.superseded_by >= newer_id:
        return None
    return target.evolve(superseded_by=newer_id)


def accessed(record: MemoryRecord, now: datetime) -> MemoryRecord:
    return without_vector(fold_access(record, AccessDelta(1, now)))
