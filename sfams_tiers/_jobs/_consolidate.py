"""The ``consolidate`` job: low-score look-alikes about one entity become one summary.

DESIGN §4: clusters of low-score similar records (same namespace, entity, base type)
become one ``summary`` record linked to each of them by ``summarizes``; the originals
are archived (restorable, id and content unchanged), so the live tiers shrink while the
knowledge stays. The parameters are ``policy.rules.consolidate_*``.

Visibility is part of a cluster's key (DESIGN I6): shared records cluster with shared
ones, an agent's private records only with that agent's private records, so a summary
is exactly as visible as each of its sources and never quotes a private text to others.

1. **candidates**: live records that are not anchored, superseded, expired (maintain
   archives those), summaries, or already summarised by a live summary (a restored
   source stays restored), with at least one entity (a record without entities never
   merges: similar wording about no named subject is weak evidence that two memories
   say the same thing), scoring under ``consolidate_below``.
2. **clusters** (:func:`find_clusters`, pure): seeded greedily by the most important
   candidate (ties by id); for each of the seed's entities the candidates of the same
   base type and audience carrying it are added in the same order while they are at least
   ``consolidate_similarity`` similar to *every* member; the seed keeps its largest
   cluster if it has ``consolidate_min_cluster`` members.
3. **review**: ``judge.review_forget_batch`` may veto members (they stay live); then
   ``judge.summarize`` writes the text (no judge: :func:`extractive_summary`).
4. **execute** per cluster (DESIGN I3): journal a ``consolidate`` intent naming the
   summary id and the sources -> write the summary (warm, + hot when the policy starts
   it hot) -> verify -> archive the sources (the journaled ``archive_batch``) -> clear.
   :func:`finish_consolidation` (called by ``recover``) completes an intent whose
   summary exists and drops one whose summary was never written: no duplicate summary,
   no lost source.

Memory is O(candidates) (ids, a few numbers and one vector each), not O(records).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import InvalidRecord, TierUnavailable
from sfams_tiers._ids import uuid7
from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._journal import Intent, journal_for
from sfams_tiers._jobs._moves import archive_batch, live_records
from sfams_tiers._judge import Judge
from sfams_tiers._models import (
    DEFAULT_LIMITS,
    JobReport,
    MemoryRecord,
    Move,
    Relation,
    Visibility,
)
from sfams_tiers._policy import score_records
from sfams_tiers._tiers import with_access

__all__ = [
    "Candidate",
    "Consolidation",
    "build_summary",
    "consolidate_into",
    "consolidate_job",
    "extractive_summary",
    "find_clusters",
    "finish_consolidation",
]

SUMMARY_CHARS = 600
"""Longest summary text asked of the judge (and written by the extractive fallback)."""

Unit = npt.NDArray[np.float32]
ConsolidationSink = Callable[["Consolidation"], None]


@dataclass(frozen=True, slots=True)
class Candidate:
    """What clustering needs of one low-score live record.

    Attributes:
        id: The record id.
        type: Its base type (``state`` for ``state:ticket``).
        entities: Its entities, in the record's order.
        importance: Its importance (seeds are taken most important first).
        score: Its retention score at the job's ``now``.
        vector: Its embedding scaled to unit length (float32).
        audience: Who may read it: ``""`` for the team (shared), else the agent whose
            private memory it is. Only candidates of one audience cluster together.

    Example:
        >>> c = Candidate("r1", "dialogue", ("project:Orion",), 0.2, 0.05, np.ones(2) / 2**0.5)
        >>> c.type, c.audience
        ('dialogue', '')
    """

    id: str
    type: str
    entities: tuple[str, ...]
    importance: float
    score: float
    vector: Unit = field(repr=False)
    audience: str = ""


@dataclass(frozen=True, slots=True)
class Consolidation:
    """One consolidation: the summary that replaces ``source_ids`` in the live tiers.

    Attributes:
        summary_id: Id of the summary record (written unless it is a dry run).
        entity: The entity every source carries (the summary's first entity).
        type: The sources' base type.
        source_ids: The records archived into the summary.
        summary: The summary text.
        vetoed: Members the judge kept live (not summarised, not archived).

    Example:
        >>> Consolidation("s", "project:Orion", "dialogue", ("a", "b", "c"), "3 notes").type
        'dialogue'
    """

    summary_id: str
    entity: str
    type: str
    source_ids: tuple[str, ...]
    summary: str
    vetoed: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, object]:
        """The cluster as plain JSON-safe values (for ``--json``)."""
        return {
            "summary_id": self.summary_id,
            "entity": self.entity,
            "type": self.type,
            "source_ids": list(self.source_ids),
            "summary": self.summary,
            "vetoed": list(self.vetoed),
        }


def _unit(vector: Sequence[float] | npt.NDArray[np.floating[Any]]) -> Unit:
    array = np.asarray(vector, dtype=np.float32)
    # Zero vectors (texts without features) stay zero: similar to nothing.
    return array / (float(np.linalg.norm(array)) or 1.0)


def find_clusters(
    candidates: Sequence[Candidate], *, similarity: float, min_size: int, max_size: int
) -> list[tuple[str, list[Candidate]]]:
    """Group candidates into clusters (see the module docstring); pure and deterministic.

    Work per seed is one matrix-vector product over the candidates sharing its type and
    entity, plus one per member added: O(candidates x group size x dimension) in all.

    Args:
        candidates: Low-score records of one namespace (vectors of one dimension).
        similarity: Lowest cosine similarity between any two members of a cluster.
        min_size: Smallest cluster kept.
        max_size: Largest cluster formed.

    Returns:
        ``(shared entity, members)`` per cluster, the seed (most important) first.

    Example:
        >>> v = np.array([1.0, 0.0])
        >>> cs = [Candidate(f"r{i}", "note", ("project:x",), 0.1 * i, 0.0, v) for i in range(3)]
        >>> [(e, [c.id for c in m]) for e, m in find_clusters(cs, similarity=0.9,
        ...                                                    min_size=2, max_size=5)]
        [('project:x', ['r2', 'r1', 'r0'])]
    """
    order = sorted(candidates, key=lambda c: (-c.importance, c.id))
    if not order:
        return []
    matrix = np.stack([c.vector for c in order])
    positions: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for position, candidate in enumerate(order):
        for entity in candidate.entities:
            positions[(candidate.audience, candidate.type, entity)].append(position)
    pools = {key: np.asarray(found, dtype=np.intp) for key, found in positions.items()}
    taken = np.zeros(len(order), dtype=np.bool_)
    clusters: list[tuple[str, list[Candidate]]] = []
    for position, seed in enumerate(order):
        if taken[position]:
            continue
        best: tuple[str, list[int]] | None = None
        for entity in seed.entities:
            pool = pools[(seed.audience, seed.type, entity)]
            pool = pool[(pool != position) & ~taken[pool]]
            members = _grow(matrix, position, pool, similarity, max_size)
            if best is None or len(members) > len(best[1]):
                best = (entity, members)
        if best is not None and len(best[1]) >= min_size:
            taken[best[1]] = True
            clusters.append((best[0], [order[p] for p in best[1]]))
    return clusters


def _grow(
    matrix: Unit, seed: int, pool: npt.NDArray[np.intp], similarity: float, max_size: int
) -> list[int]:
    """The seed plus pool members (in order) similar to every member added so far."""
    members = [seed]
    if len(pool) == 0:
        return members
    vectors = matrix[pool]
    fits = vectors @ matrix[seed] >= similarity
    for index in np.flatnonzero(fits).tolist():  # only these can ever fit
        if len(members) >= max_size:
            break
        if fits[index]:
            members.append(int(pool[index]))
            fits &= vectors @ vectors[index] >= similarity
    return members


def extractive_summary(
    records: Sequence[MemoryRecord], *, entity: str, max_chars: int = SUMMARY_CHARS
) -> str:
    """A summary without a model: a header, then the distinct texts, most important first.

    Example:
        >>> rs = [MemoryRecord(namespace="a", content=t, type="dialogue", importance=i)
        ...       for t, i in (("standup at 9", 0.2), ("retro on Friday", 0.3))]
        >>> extractive_summary(rs, entity="project:Orion")
        '2 dialogue memories about project:Orion: retro on Friday | standup at 9'
    """
    base = records[0].type.partition(":")[0] if records else "note"
    ranked = sorted(records, key=lambda r: (-r.importance, r.created_at, r.id))
    texts = dict.fromkeys(" ".join(r.content.split()) for r in ranked)
    text = f"{len(records)} {base} memories about {entity}: " + " | ".join(texts)
    return _clip(text, max_chars)


def _clip(text: str, max_chars: int) -> str:
    return text if len(text) <= max_chars else text[: max_chars - 1].rstrip() + "…"


async def _summary_text(judge: Judge | None, records: Sequence[MemoryRecord], entity: str) -> str:
    if judge is not None:
        text = (await judge.summarize(records, max_chars=SUMMARY_CHARS)).strip()
        if text:  # an empty answer gets the offline summary, as every judge call does
            return _clip(text, SUMMARY_CHARS)
    return extractive_summary(records, entity=entity)


def _audience(record: MemoryRecord) -> str:
    """``""`` for a shared record, else the agent whose private record it is."""
    return (record.agent or "") if record.visibility == "private" else ""


def _visibility(records: Sequence[MemoryRecord]) -> tuple[Visibility, str | None]:
    """As private as the most private source: shared only when every source is shared.

    Clusters never mix audiences (:func:`find_clusters`); this holds even when a caller
    builds a summary of records it gathered itself. Private sources of different agents
    have no audience in common: that is refused.
    """
    private = {r.agent for r in records if r.visibility == "private"}
    if not private:
        return "shared", None
    if len(private) > 1 or None in private:
        raise InvalidRecord(
            "visibility",
            "private memories of different agents cannot share one summary; "
            "consolidate each agent's private memories on their own.",
        )
    return "private", private.pop()


def build_summary(
    ctx: JobContext,
    namespace: str,
    entity: str,
    records: Sequence[MemoryRecord],
    text: str,
    *,
    embedding: Embedding | None = None,
) -> MemoryRecord:
    """The summary record of ``records``.

    Type ``summary``; ``entity`` first, then the sources' entities (up to the record
    limits); importance the sources' highest, confidence their lowest; source ``tool``
    (a job wrote it, whichever judge worded it); created now; ``summarizes`` each source;
    as private as its most private source (private to that agent when any is private);
    starting in the tier the policy gives its importance.
    """
    limits = DEFAULT_LIMITS
    entities = dict.fromkeys([entity, *(e for r in records for e in r.entities)])
    importance = max(r.importance for r in records)
    visibility, agent = _visibility(records)
    return MemoryRecord(
        id=uuid7(ctx.clock()),
        namespace=namespace,
        agent=agent,
        visibility=visibility,
        content=text,
        type="summary",
        importance=importance,
        confidence=min(r.confidence for r in records),
        source="tool",
        created_at=ctx.clock(),
        entities=tuple(entities)[: limits.max_entities],
        relations=tuple(Relation(kind="summarizes", target=r.id) for r in records),
        tier=ctx.policy.initial_tier(importance),
        embedding=embedding,
    )


async def _summary_vector(ctx: JobContext, text: str, records: Sequence[MemoryRecord]) -> Embedding:
    """The embedder's vector of the text, else the normalised mean of the sources'."""
    dims = len(records[0].embedding or ())
    if ctx.embedder is not None:
        vector = (await ctx.embedder.embed([text]))[0]
        if len(vector) == dims:  # else it is not the index's embedder: use the mean
            return Embedding(vector)
    mean = np.mean([_unit(r.embedding or ()) for r in records], axis=0)
    return Embedding(_unit(mean))


async def _candidates(ctx: JobContext, namespace: str, exclude: frozenset[str]) -> list[Candidate]:
    """Stream the namespace: the low-score records that may be consolidated."""
    now, rules, warm = ctx.clock(), ctx.policy.rules, ctx.tiers.warm
    pending = await ctx.tiers.hot.pending_access(namespace)  # as maintain scores them
    found: list[Candidate] = []
    covered: set[str] = set()
    async for batch in warm.scan(namespace, batch_size=ctx.batch_size):
        records = [with_access(r, pending.get(r.id)) for r in batch]
        chosen: dict[str, tuple[MemoryRecord, float]] = {}
        for record, value in zip(records, score_records(records, now, ctx.policy), strict=True):
            base = record.type.partition(":")[0]
            if base == "summary":
                covered.update(x.target for x in record.relations if x.kind == "summarizes")
            elif not (
                record.anchored
                or record.superseded
                or not record.entities
                or record.is_expired(now)
                or value >= rules.consolidate_below
                or record.id in exclude
            ):
                chosen[record.id] = (record, float(value))
        if chosen:
            vectors = await warm.get_many(namespace, list(chosen), with_vectors=True)
            for record_id, (record, value) in chosen.items():
                embedding = vectors[record_id].embedding if record_id in vectors else None
                if embedding is not None:
                    found.append(Candidate(record_id, record.type.partition(":")[0],
                                           record.entities, record.importance, value,
                                           _unit(embedding), _audience(record)))  # fmt: skip
        ctx.progress(len(batch))
    dims = {len(c.vector) for c in found}
    if len(dims) > 1:  # one index has one dimension; anything else cannot be compared
        common = max(dims, key=lambda d: sum(len(c.vector) == d for c in found))
        found = [c for c in found if len(c.vector) == common]
    return [c for c in found if c.id not in covered]


async def _write_summary(
    ctx: JobContext, namespace: str, summary: MemoryRecord, records: Mapping[str, MemoryRecord]
) -> tuple[int, int]:
    """Journal, write and verify the summary, archive the sources; (archived, bytes)."""
    journal = journal_for(ctx.tiers)
    intent = Intent(
        id=uuid7(),
        namespace=namespace,
        job=ctx.job,
        kind="consolidate",
        ids=tuple(records),
        target="cold",
        created_at=ctx.clock(),
        details={"summary": summary.id},
    )
    await ctx.before_write()
    await journal.record(intent)
    await _put_summary(ctx, namespace, summary)
    if summary.id not in await ctx.tiers.warm.get_many(namespace, [summary.id]):
        raise TierUnavailable(
            f"The warm tier did not return the summary {summary.id} just written; its sources "
            "stay live. Retry the job."
        )
    reason = _reason(summary.id)
    result = await archive_batch(ctx, namespace, dict.fromkeys(records, reason), records)
    await journal.clear(namespace, intent.id)
    return result.moved, result.bytes_written


async def _put_summary(ctx: JobContext, namespace: str, summary: MemoryRecord) -> None:
    # Warm first: the warm point is what makes a record live (DESIGN I1).
    await ctx.tiers.warm.put_many(namespace, [summary])
    if summary.tier == "hot":
        await ctx.tiers.hot.put_many(namespace, [summary.model_copy(update={"embedding": None})])


def _reason(summary_id: str) -> str:
    return f"consolidated into {summary_id}"


async def finish_consolidation(ctx: JobContext, namespace: str, intent: Intent) -> None:
    """Complete a consolidation a crashed run left half done (called by ``recover``).

    Summary written: finish archiving its sources (and give it its hot copy if one is
    missing). Summary never written: drop any hot copy; the sources stay live and the
    next run clusters them again under a new summary.
    """
    summary_id = str(intent.details["summary"])
    summary = (await ctx.tiers.warm.get_many(namespace, [summary_id])).get(summary_id)
    if summary is None:
        await ctx.tiers.hot.delete_many(namespace, [summary_id])
        return
    if summary.tier == "hot" and not await ctx.tiers.hot.get_many(namespace, [summary_id]):
        await ctx.tiers.hot.put_many(namespace, [summary])
    live = await live_records(ctx, namespace, list(intent.ids))
    archived = await ctx.tiers.archive.live_ids(namespace, list(live))
    copied = [i for i in live if i in archived]  # copy done, delete not: finish the delete
    await ctx.tiers.hot.delete_many(namespace, copied)
    await ctx.tiers.warm.delete_many(namespace, copied)
    rest = {i: r for i, r in live.items() if i not in archived}
    if rest:
        await archive_batch(ctx, namespace, dict.fromkeys(rest, _reason(summary_id)), rest)


async def consolidate_into(
    ctx: JobContext,
    namespace: str,
    report: JobReport,
    *,
    exclude: frozenset[str] = frozenset(),
    on_cluster: ConsolidationSink | None = None,
) -> int:
    """Consolidate ``namespace`` into ``report``; return how many records were written.

    Args:
        ctx: Tiers, policy (``policy.rules``), clock, judge, embedder, dry-run flag.
        namespace: The namespace to consolidate.
        report: Gains ``planned`` (sources), ``moved`` ``consolidate`` (summaries) and
            ``archive`` (sources), ``skipped`` (vetoed records), ``bytes_written``.
        exclude: Ids not to consolidate (what ``maintain`` just planned to archive).
        on_cluster: Called with each cluster (dry run or not), after the judge's review.
    """
    rules = ctx.policy.rules
    found = await _candidates(ctx, namespace, exclude)
    most = min(rules.consolidate_max_cluster, DEFAULT_LIMITS.max_relations)
    clusters = find_clusters(found, similarity=rules.consolidate_similarity,
                             min_size=rules.consolidate_min_cluster, max_size=most)  # fmt: skip
    written = 0
    for entity, members in clusters:
        found_now = await live_records(ctx, namespace, [c.id for c in members])
        records = {c.id: found_now[c.id] for c in members if c.id in found_now}
        keep: frozenset[str] = frozenset()
        if ctx.judge is not None and records:
            keep = (await ctx.judge.review_forget_batch(list(records.values()))).keep
        vetoed = tuple(i for i in records if i in keep)
        report.skipped += len(vetoed)
        sources = {i: r for i, r in records.items() if i not in keep}
        if len(sources) < rules.consolidate_min_cluster:
            continue
        text = await _summary_text(ctx.judge, list(sources.values()), entity)
        summary = build_summary(ctx, namespace, entity, list(sources.values()), text)
        scores = {c.id: c.score for c in members}
        for record_id, record in sources.items():
            ctx.on_move(Move("archive", record_id, namespace, record.tier, "cold",
                             _reason(summary.id), scores[record_id]))  # fmt: skip
        report.planned += len(sources)
        if on_cluster is not None:
            on_cluster(
                Consolidation(summary.id, entity, members[0].type, tuple(sources), text, vetoed)
            )
        if ctx.dry_run:
            continue
        vector = await _summary_vector(ctx, text, list(sources.values()))
        summary = summary.model_copy(update={"embedding": vector})
        moved, written_bytes = await _write_summary(ctx, namespace, summary, sources)
        report.count("consolidate")
        report.count("archive", moved)
        report.bytes_written += written_bytes
        written += 1 + moved
    return written


async def consolidate_job(
    ctx: JobContext, namespace: str, *, on_cluster: ConsolidationSink | None = None
) -> JobReport:
    """Run consolidation on its own (``sfams jobs consolidate``); see the module docstring.

    Args:
        ctx: Tiers, policy, clock, judge, embedder, batch size, dry-run flag, lease.
        namespace: The namespace to consolidate.
        on_cluster: Called with each planned cluster and its summary (the CLI prints them).

    Returns:
        The report: planned sources, moved ``consolidate`` / ``archive``, skipped (vetoed).
    """
    report = JobReport(job="consolidate", namespace=namespace, dry_run=ctx.dry_run)
    await consolidate_into(ctx, namespace, report, on_cluster=on_cluster)
    return report
