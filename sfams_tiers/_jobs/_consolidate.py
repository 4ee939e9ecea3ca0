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
Clustering is ``_clusters``'s, the summary (text, record, vector) ``_summaries``'s.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from sfams_tiers._errors import TierUnavailable
from sfams_tiers._ids import uuid7
from sfams_tiers._jobs._clusters import Candidate as Candidate
from sfams_tiers._jobs._clusters import audience_of, unit_vector
from sfams_tiers._jobs._clusters import find_clusters as find_clusters
from sfams_tiers._jobs._context import JobContext
from sfams_tiers._jobs._journal import Intent, journal_for
from sfams_tiers._jobs._moves import archive_batch, live_records
from sfams_tiers._jobs._review import review_forgetting
from sfams_tiers._jobs._summaries import build_summary as build_summary
from sfams_tiers._jobs._summaries import extractive_summary as extractive_summary
from sfams_tiers._jobs._summaries import summary_text, summary_vector
from sfams_tiers._limits import DEFAULT_LIMITS
from sfams_tiers._policy import score_records
from sfams_tiers._record import MemoryRecord
from sfams_tiers._tiers import with_access
from sfams_tiers._values import JobReport, Move

__all__ = [
    "Consolidation",
    "consolidate_into",
    "consolidate_job",
    "finish_consolidation",
]

ConsolidationSink = Callable[["Consolidation"], None]


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
                    base = record.type.partition(":")[0]
                    vector, who = unit_vector(embedding), audience_of(record)
                    found.append(
                        Candidate(
                            record_id, base, record.entities, record.importance, value, vector, who
                        )
                    )
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
        review = await review_forgetting(ctx, namespace, records)
        report.reviews, report.vetoes = report.reviews + review.calls, report.vetoes + review.vetoes
        keep = review.keep
        vetoed = tuple(i for i in records if i in keep)
        report.skipped += len(vetoed)
        sources = {i: r for i, r in records.items() if i not in keep}
        if len(sources) < rules.consolidate_min_cluster:
            continue
        text = await summary_text(ctx.judge, list(sources.values()), entity)
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
        vector = await summary_vector(ctx, text, list(sources.values()))
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
