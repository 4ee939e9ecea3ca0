"""Forgetting is demotion: recall brings archived memories back when they answer.

Two ways, both called by the read path: an identifier the query names that has no live
memory left (:func:`restore_mentioned`), and a query the live tiers answer weakly
(:func:`restore_similar`, see ``_archive_search``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from sfams_tiers._archive_search import ARCHIVE_MARGIN, search_archive
from sfams_tiers._memcore import MemoryCore
from sfams_tiers._tiers import RecordFilter, ScoredRecord, Vector
from sfams_tiers._writepath import IDENTIFYING_KINDS

__all__ = [
    "MAX_RESTORE_ON_MENTION",
    "MAX_RESTORE_ON_SEARCH",
    "restore_mentioned",
    "restore_similar",
]

MAX_RESTORE_ON_MENTION = 3
"""Archived memories one identifier mention may bring back."""
MAX_RESTORE_ON_SEARCH = 3
"""Archived memories one weakly answered query may bring back."""


async def restore_similar(
    core: MemoryCore,
    vector: Vector,
    where: RecordFilter,
    k: int,
    live: Sequence[ScoredRecord],
    min_relevance: float,
    text: str | None = None,
) -> set[str]:
    """Bring back the archived memories that answer better than the live ones.

    Called only when the live tiers answer weakly (see ``_archive_search``): at most
    ``MAX_RESTORE_ON_SEARCH`` archived current memories nearly as similar to the
    query as the best live hit (``ARCHIVE_MARGIN`` of it) are restored, so they rank
    with the live ones now and stay live while they are used. With ``text`` (hybrid
    retrieval) both sides are compared by relevance, the cosine fused with the query's
    keywords. Returns the ids restored.
    """
    best_live = max((h.relevance for h in live), default=0.0)
    floor = max(min_relevance, ARCHIVE_MARGIN * best_live)
    found = await search_archive(
        core.tiers.archive,
        core.namespace,
        vector,
        # Current versions only: restoring history would only see it archived again.
        where=replace(where, include_superseded=False),
        limit=min(k, MAX_RESTORE_ON_SEARCH),
        min_similarity=floor,
        text=text,
    )
    if not found:
        return set()
    ids = [h.record.id for h in found]
    already = await core.live_many(ids, missing_ok=True)
    back = await core.bring_back([h.record for h in found if h.record.id not in already])
    return {r.id for r in back}


async def restore_mentioned(core: MemoryCore, mentions: Sequence[str]) -> int:
    """Bring back archived memories of an identifier that has no live memory left.

    Forgetting is demotion: a question about order A-1042 months after its last
    mention finds its archived, current memories (at most MAX_RESTORE_ON_MENTION
    per identifier) restored to the live tiers. Returns how many were restored.
    """
    restored = 0
    for entity in mentions:
        if entity.partition(":")[0] not in IDENTIFYING_KINDS:
            continue
        about = RecordFilter(entities=(entity,), viewer=core.agent)
        if await core.tiers.warm.count(core.namespace, about):
            continue
        current = replace(about, include_superseded=False)
        scan = core.tiers.archive.scan(
            core.namespace, where=current, batch_size=MAX_RESTORE_ON_MENTION
        )
        async for batch in scan:
            wanted = batch[:MAX_RESTORE_ON_MENTION]
            live = await core.live_many([r.id for r in wanted], missing_ok=True)
            restored += len(await core.bring_back([r for r in wanted if r.id not in live]))
            break
    return restored
