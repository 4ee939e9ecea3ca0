"""The summary ``consolidate`` writes for a cluster: its text, record and vector.

The judge words the text (no judge, or an empty answer: :func:`extractive_summary`);
the record is a ``summary`` linked to each source by ``summarizes``, as private as its
most private source, and embedded by the job's embedder when it is the index's (else
the mean of the sources' vectors).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import InvalidRecord
from sfams_tiers._ids import uuid7
from sfams_tiers._jobs._clusters import unit_vector
from sfams_tiers._jobs._context import JobContext
from sfams_tiers._judge import Judge
from sfams_tiers._limits import DEFAULT_LIMITS
from sfams_tiers._record import MemoryRecord
from sfams_tiers._relation import Relation
from sfams_tiers._vocab import Visibility

__all__ = [
    "SUMMARY_CHARS",
    "build_summary",
    "extractive_summary",
    "summary_text",
    "summary_vector",
]

SUMMARY_CHARS = 600
"""Longest summary text asked of the judge (and written by the extractive fallback)."""


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


async def summary_text(judge: Judge | None, records: Sequence[MemoryRecord], entity: str) -> str:
    """The judge's summary of ``records`` (clipped), else :func:`extractive_summary`."""
    if judge is not None:
        text = (await judge.summarize(records, max_chars=SUMMARY_CHARS)).strip()
        if text:  # an empty answer gets the offline summary, as every judge call does
            return _clip(text, SUMMARY_CHARS)
    return extractive_summary(records, entity=entity)


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
    limits); importance above the sources' highest (``rules.consolidate_importance_gain``
    of the way to 1: it stands for all of them), confidence their lowest; source ``tool``
    (a job wrote it, whichever judge worded it); created now; ``summarizes`` each source;
    as private as its most private source (private to that agent when any is private);
    starting in the tier the policy gives its importance.
    """
    limits = DEFAULT_LIMITS
    entities = dict.fromkeys([entity, *(e for r in records for e in r.entities)])
    highest = max(r.importance for r in records)
    importance = highest + ctx.policy.rules.consolidate_importance_gain * (1.0 - highest)
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


async def summary_vector(ctx: JobContext, text: str, records: Sequence[MemoryRecord]) -> Embedding:
    """The embedder's vector of the text, else the normalised mean of the sources'."""
    dims = len(records[0].embedding or ())
    if ctx.embedder is not None:
        vector = (await ctx.embedder.embed([text]))[0]
        if len(vector) == dims:  # else it is not the index's embedder: use the mean
            return Embedding(vector)
    mean = np.mean([unit_vector(r.embedding or ()) for r in records], axis=0)
    return Embedding(unit_vector(mean))
