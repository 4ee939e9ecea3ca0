"""Hybrid retrieval reaches the archive: an archived memory's words count, as a live one's.

The keyword scores of the archive search are checked against the in-memory warm tier's
BM25 (the reference), its shortcut for ASCII texts against tokenising everything, and
the search itself on every archive (in memory, Parquet on disk, Parquet on S3).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import numpy as np
import pytest
from support.factories import archive_factories

from sfams_tiers import (
    Archive,
    FixedClock,
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    RecordFilter,
    ScoredRecord,
    TieredMemory,
    Tiers,
)
from sfams_tiers._archive_keywords import ArchiveKeywords
from sfams_tiers._archive_search import search_archive
from sfams_tiers._bench._streams import generate_family_stream
from sfams_tiers._bench._suite import load_family
from sfams_tiers._lexical import Retrieval, document_terms, fuse, query_terms
from sfams_tiers._memlexical import LexicalIndex

T0 = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)
NS = "team-a"
DECAYED = "score 0.010 < archive threshold 0.05"

TEXTS = [
    "Invoice PO-4471 for Müller was paid on Friday",
    "Ravi's laptop is the one with the getUserId bug",
    "Siobhan O'Brien runs the Dublin office now",
    "don't ping obrien before nine",
    "E_CONN_RESET again on the staging box",
    "发票号码是 INV-2231，请尽快处理",
    "Ｆｕｌｌｗｉｄｔｈ ＰＯ numbers look like this",
    "Café meeting moved to Thursday",
    "lunch at noon",
    "",
]
QUERIES = [
    "who is O'Brien?",
    "PO 4471",
    "muller invoice",
    "getuserid",
    "e_conn_reset",
    "发票号码",
    "fullwidth",
    "cafe",
    "ravi",
    "nothing matches here",
]


@pytest.mark.parametrize("query", QUERIES)
def test_the_ascii_shortcut_skips_only_texts_sharing_no_term(query: str) -> None:
    keywords = ArchiveKeywords(query)
    wanted = set(query_terms(query, NS).indices)
    for index, text in enumerate(TEXTS):
        shares = bool(wanted & set(document_terms(text, NS).indices))
        assert keywords.add(str(index), text) == shares, text


@pytest.mark.parametrize("family", ["texts-en", "handover-en", "hk-zh"])
def test_the_ascii_shortcut_is_exact_on_chat_streams(family: str) -> None:
    """Slang, emoji, clitics, names with apostrophes, mixed scripts: no text sharing a
    term with a question is ever skipped, none sharing nothing is ever kept."""
    stream = generate_family_stream(load_family(family), sessions=12, seed=3, shape="team")
    texts = [turn.text for turn in stream.turns][:300]
    for question in stream.questions[:40]:
        keywords = ArchiveKeywords(question.text)
        wanted = set(query_terms(question.text, NS).indices)
        for index, text in enumerate(texts):
            shares = bool(wanted & set(document_terms(text, NS).indices))
            assert keywords.add(str(index), text) == shares, (question.text, text)


@pytest.mark.parametrize("query", QUERIES)
def test_scores_are_the_reference_warm_tiers_bm25(query: str) -> None:
    keywords = ArchiveKeywords(query)
    index = LexicalIndex()
    for number, text in enumerate(TEXTS):
        keywords.add(str(number), text)
        index.put(str(number), document_terms(text, NS))
    expected = index.best(query_terms(query, NS), set, limit=len(TEXTS))
    scores = keywords.scores()
    assert scores.keys() == expected.keys()
    for record_id, score in expected.items():
        assert scores[record_id] == pytest.approx(score)


def test_a_query_without_words_scores_nothing() -> None:
    assert not ArchiveKeywords("the and of")
    assert ArchiveKeywords("Lisbon")


# -- the search, on every archive --------------------------------------------------------


@pytest.fixture(params=sorted(archive_factories()))
async def archive(request: pytest.FixtureRequest) -> AsyncIterator[Archive]:
    async with archive_factories()[request.param](request) as tier:
        yield tier


def archived(content: str, vector: list[float], **fields: object) -> MemoryRecord:
    return MemoryRecord(
        namespace=NS,
        content=content,
        embedding=vector,
        created_at=T0,
        tier="cold",
        archived_at=T0,
        archive_reason=DECAYED,
        **fields,
    )


QUERY_VECTOR = np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32)


async def search(
    archive: Archive,
    text: str | None,
    *,
    limit: int = 1,
    floor: float = 0.0,
    where: RecordFilter | None = None,
) -> list[ScoredRecord]:
    """The archive searched with QUERY_VECTOR, by words too when ``text`` is given."""
    return await search_archive(
        archive,
        NS,
        QUERY_VECTOR,
        where=where or RecordFilter(),
        limit=limit,
        min_similarity=floor,
        text=text,
    )


async def test_an_archived_identifier_is_found_by_its_words_not_its_vector(
    archive: Archive,
) -> None:
    ticket = archived("Escalated ticket ZX-7781 to the vendor", [0.1, 1.0, 0.0, 0.0])
    look_alike = archived("Escalations go to the vendor desk", [0.2, 1.0, 0.0, 0.0])
    others = [archived(f"Weekly note {i} about lunch", [0.0, 0.0, 1.0, 0.0]) for i in range(6)]
    await archive.put_many(NS, [ticket, look_alike, *others])

    dense = await search(archive, None)
    hybrid = await search(archive, "what happened to ticket ZX-7781?")
    assert [h.record.id for h in dense] == [look_alike.id]
    assert [h.record.id for h in hybrid] == [ticket.id]
    hit = hybrid[0]
    assert hit.lexical > 0
    assert hit.relevance == pytest.approx(fuse(hit.similarity, hit.lexical))
    assert hit.record.embedding is not None  # read again by id, whole, to be restored
    assert hit.record.content == ticket.content


async def test_keywords_respect_the_filter_and_the_floor(archive: Archive) -> None:
    mine = archived("Budget code K-55 is Ada's", [0.0, 1.0, 0.0, 0.0], agent="ada")
    private = archived(
        "Budget code K-55 is secret", [0.0, 1.0, 0.0, 0.0], agent="bo", visibility="private"
    )
    kept = archived("Budget code K-55 belongs to the kept set", [0.0, 1.0, 0.0, 0.0])
    kept = kept.evolve(archive_reason="consolidated into m-1")
    await archive.put_many(NS, [mine, private, kept])

    ada = RecordFilter(viewer="ada")
    found = await search(archive, "budget code K-55", limit=5, where=ada)
    assert [h.record.id for h in found] == [mine.id]  # not bo's private one, not a summary's
    too_high = found[0].relevance + 0.01
    assert await search(archive, "budget code K-55", limit=5, floor=too_high, where=ada) == []


class ForgetsDuringScans(InMemoryArchive):
    """An archive where a forget lands while a search scans: after the snapshot, the
    records named in ``refile`` are archived again, on purpose this time."""

    refile: tuple[MemoryRecord, ...] = ()

    async def scan(self, namespace: str, **options: Any) -> AsyncIterator[list[MemoryRecord]]:
        async for batch in super().scan(namespace, **options):
            yield batch
        await self.put_many(
            namespace, [r.evolve(archive_reason="forgotten by ada") for r in self.refile]
        )


async def test_a_record_archived_again_during_the_scan_is_not_returned() -> None:
    archive = ForgetsDuringScans()
    ticket = archived("Escalated ticket ZX-7781 to the vendor", [0.1, 1.0, 0.0, 0.0])
    others = [archived(f"Weekly note {i} about lunch", [0.2, 0.0, 1.0, 0.0]) for i in range(3)]
    await archive.put_many(NS, [ticket, *others])

    best = await search(archive, "ZX-7781")
    assert [h.record.id for h in best] == [ticket.id]  # by its words: the cosine held a note
    archive.refile = (ticket,)
    assert ticket.id not in [h.record.id for h in await search(archive, "ZX-7781")]


# -- recall ------------------------------------------------------------------------------


def make_memory(retrieval: Retrieval, archive: Archive | None = None) -> TieredMemory:
    return TieredMemory(
        Tiers(InMemoryHotTier(), InMemoryWarmTier(), archive or InMemoryArchive()),
        HashEmbedder(8),  # the test gives every vector
        namespace=NS,
        clock=FixedClock(T0),
        retrieval=retrieval,
    )


def unit(*head: float) -> list[float]:
    return [*head, *[0.0] * (8 - len(head))]


@pytest.mark.parametrize("retrieval", ["hybrid", "dense"])
async def test_recall_restores_an_archived_memory_by_its_words_only_when_hybrid(
    retrieval: Retrieval,
) -> None:
    memory = make_memory(retrieval)
    old = await memory.remember("Kowalczyk fixed the loading dock door", vector=unit(0.1, 1.0))
    faded = [
        await memory.remember(f"Standup note {i}: nothing new", vector=unit(0, 0, 0, 1.0))
        for i in range(20)
    ]
    for record in (old, *faded):
        await memory.forget(record.id, reason=DECAYED)  # as maintain does
    live = await memory.remember("The door code changed this week", vector=unit(0.2, 0, 1.0))

    hits = await memory.recall("who did Kowalczyk help?", k=3, vector=unit(1.0))

    ids = [h.record.id for h in hits]
    assert live.id in ids
    if retrieval == "hybrid":  # 0.10 cosine, fused 0.22, over the floor 0.8 x 0.20
        assert old.id in ids
        assert next(h for h in hits if h.record.id == old.id).restored
        assert (await memory.get(old.id)).archived_at is None
    else:
        assert old.id not in ids
        assert (await memory.get(old.id)).archived_at is not None
