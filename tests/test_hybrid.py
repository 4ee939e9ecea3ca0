"""Hybrid retrieval: the keyword channel beside the dense one, on every warm tier.

The contract part runs on each warm tier (the in-memory reference, qdrant-client's
local mode, Qdrant Edge, a Qdrant server when one is configured) and checks they agree:
an exact identifier found whatever the vectors say, filters and namespaces respected,
scores in [0, 1] and never below the clipped cosine.
"""

from __future__ import annotations

import math
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from support.factories import warm_factories

from sfams_tiers import (
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    RecordFilter,
    TieredMemory,
    Tiers,
    WarmTier,
)
from sfams_tiers._embed import HashEmbedder
from sfams_tiers._errors import InvalidInput
from sfams_tiers._lexical import document_terms, fuse, idf, query_terms, tokens

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


@pytest.fixture(params=sorted(warm_factories()))
async def warm(request: pytest.FixtureRequest) -> AsyncIterator[WarmTier]:
    async with warm_factories()[request.param](request) as tier:
        yield tier


# -- terms ------------------------------------------------------------------------------


def test_identifiers_are_kept_whole_and_in_parts() -> None:
    assert tokens("Ticket INC-2231 for getUserId") == [
        "ticket",
        "inc-2231",
        "inc",
        "2231",
        "getuserid",
        "get",
        "user",
        "id",
    ]
    assert tokens("E_CONN_RESET") == ["e_conn_reset", "e", "conn", "reset"]


def test_case_and_accents_fold_and_stop_words_go() -> None:
    assert tokens("The CAFÉ of Müller") == ["cafe", "muller"]
    assert query_terms("café", "team-a") == query_terms("CAFE", "team-a")


def test_apostrophes_drop_english_clitics_and_join_names() -> None:
    # A possessive "s" would be a term in most memories: it scores nothing and costs a
    # long posting-list scan on every question that has one.
    assert tokens("What's Ravi's phone? Don't ask") == ["ravi", "phone", "don", "ask"]
    assert tokens("Ravi\u2019s INV-7's") == ["ravi", "inv-7", "inv", "7"]
    assert query_terms("O'Brien", "team-a") == query_terms("o\u2019brien", "team-a")
    assert tokens("O'Brien") == ["obrien"]


def test_cjk_text_becomes_character_pairs() -> None:
    assert tokens("发票号码") == ["发票", "票号", "号码"]
    assert tokens("张伟的INV-7") == ["张伟", "伟的", "inv-7", "inv", "7"]
    assert tokens("猫") == ["猫"]


def test_term_ids_are_stable_across_processes_and_per_namespace() -> None:
    # BLAKE2b, not hash(): a store written by one process is searched by another.
    assert query_terms("orion", "team-a").indices == (3940511036,)
    # Keyed by the namespace: each namespace has its own postings and its own IDF.
    assert query_terms("orion", "team-b").indices == (299718331,)
    assert document_terms("orion", "team-b").indices == (299718331,)


def test_document_weights_saturate_and_queries_weigh_one() -> None:
    once, thrice = document_terms("orion", "a"), document_terms("orion orion orion", "a")
    assert 0 < once.values[0] < thrice.values[0] < 2.2  # k1 + 1 bounds a term's weight
    assert query_terms("orion orion", "a").values == (1.0,)
    assert not document_terms("!!! ...", "a")


def test_fusion_keeps_cosine_thresholds_meaningful() -> None:
    assert fuse(0.42, 0.0) == pytest.approx(0.42)
    assert fuse(-0.3, 0.0) == 0.0
    assert fuse(0.2, 30.0) > fuse(0.2, 3.0) > fuse(0.2, 0.0)
    assert fuse(1.0, 1e9) == pytest.approx(1.0)
    assert idf(100, 1) == pytest.approx(math.log(99.5 / 1.5 + 1))


# -- the warm tier contract --------------------------------------------------------------


def _unit(i: int) -> tuple[float, ...]:
    vector = np.zeros(4, dtype=np.float32)
    vector[i % 4] = 1.0
    vector[(i + 1) % 4] = 0.05 * i
    return tuple(float(x) for x in vector)


def _records(namespace: str = "team-a") -> list[MemoryRecord]:
    texts = [
        "Weekly sync moved to Thursday",
        "Invoice PO-4471 from Orchard & Vale is due on Friday",
        "The staging cluster runs out of disk again",
        "Hana prefers green tea in the afternoon",
        "Lunch order for the offsite is sorted",
        "发票号码 INV-88 已经寄出",
    ]
    return [
        MemoryRecord(
            namespace=namespace,
            content=text,
            created_at=T0 + timedelta(minutes=i),
            embedding=_unit(i),
            type="fact" if i != 2 else "event",
        )
        for i, text in enumerate(texts)
    ]


async def test_an_identifier_is_found_whatever_the_vectors_say(warm: WarmTier) -> None:
    records = _records()
    await warm.put_many("team-a", records)
    query = np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32)  # nearest: records 0, 4, 3
    dense = await warm.search("team-a", query, limit=3)
    assert records[1].id not in {h.record.id for h in dense}  # its cosine is 0
    hybrid = await warm.search("team-a", query, limit=3, text="where is po-4471?")
    ids = [h.record.id for h in hybrid]
    assert ids[:2] == [records[0].id, records[4].id]  # a near twin still comes first
    assert ids[2] == records[1].id  # the identifier beats a weak neighbour (0.15)
    assert len(hybrid) == 3
    vectors = {r.id: np.asarray(r.embedding, dtype=np.float32) for r in records}
    units = {i: v / np.linalg.norm(v) for i, v in vectors.items()}
    for hit in hybrid:
        cosine = float(np.dot(query, units[hit.record.id]))
        assert min(max(cosine, 0.0), 1.0) - 1e-5 <= hit.similarity <= 1.0 + 1e-6
    chinese = await warm.search("team-a", query, limit=3, text="发票号码")
    assert records[5].id in {h.record.id for h in chinese}


async def test_hybrid_scores_agree_across_tiers(warm: WarmTier) -> None:
    records = _records()
    await warm.put_many("team-a", records)
    query = np.array([0.0, 1.0, 0.0, 0.0], dtype=np.float32)
    hits = await warm.search("team-a", query, limit=3, text="invoice po-4471 due")
    # the reference's numbers: the cosine plus the fused BM25 score over six documents
    reference = InMemoryWarmTier(dimension=4)
    await reference.put_many("team-a", records)
    expected = await reference.search("team-a", query, limit=3, text="invoice po-4471 due")
    assert [h.record.id for h in hits] == [h.record.id for h in expected]
    for got, want in zip(hits, expected, strict=True):
        assert got.similarity == pytest.approx(want.similarity, abs=1e-4)


async def test_hybrid_respects_filters_and_namespaces(warm: WarmTier) -> None:
    await warm.put_many("team-a", _records("team-a"))
    other = _records("team-b")
    await warm.put_many("team-b", other)
    query = np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32)
    facts = RecordFilter(types=("event",))
    hits = await warm.search("team-a", query, limit=5, where=facts, text="po-4471 disk")
    assert [h.record.content for h in hits] == ["The staging cluster runs out of disk again"]
    found = await warm.search("team-a", query, limit=10, text="po-4471")
    assert {h.record.namespace for h in found} == {"team-a"}
    assert not await warm.search("team-c", query, limit=3, text="po-4471")


async def test_another_namespace_never_weighs_in_a_score(warm: WarmTier) -> None:
    await warm.put_many("team-a", _records("team-a"))
    query = np.array([0.0, 1.0, 0.0, 0.0], dtype=np.float32)
    before = await warm.search("team-a", query, limit=3, text="invoice po-4471 due")
    # team-b writes the words a hundred times: a shared IDF would make them common
    # (lower scores in team-a), and team-a's scores would tell team-a about team-b.
    crowd = [
        MemoryRecord(
            namespace="team-b",
            content=f"Invoice PO-4471 due, copy {i}",
            created_at=T0,
            embedding=_unit(i),
        )
        for i in range(100)
    ]
    await warm.put_many("team-b", crowd)
    after = await warm.search("team-a", query, limit=3, text="invoice po-4471 due")
    assert [h.record.id for h in after] == [h.record.id for h in before]
    assert [h.lexical for h in after] == pytest.approx([h.lexical for h in before], abs=1e-4)
    assert before[0].lexical > 0


async def test_a_text_without_terms_is_a_dense_search(warm: WarmTier) -> None:
    await warm.put_many("team-a", _records())
    query = np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32)
    dense = await warm.search("team-a", query, limit=3)
    empty = await warm.search("team-a", query, limit=3, text="?!")
    assert [h.record.id for h in empty] == [h.record.id for h in dense]
    assert [h.similarity for h in empty] == pytest.approx([h.similarity for h in dense])
    assert await warm.lexical_backlog("team-a") == 0


# -- the memory ---------------------------------------------------------------------------


def _memory(retrieval: str = "hybrid") -> TieredMemory:
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    return TieredMemory(
        tiers,
        HashEmbedder(64),
        namespace="team-a",
        judge=None,
        retrieval=retrieval,  # type: ignore[arg-type]
    )


async def test_recall_finds_a_rare_identifier_that_dense_misses() -> None:
    memory = _memory()
    filler = [
        f"Status update {i}: the build pipeline is green and the review queue is short"
        for i in range(40)
    ]
    await memory.remember_many(filler)
    target = await memory.remember("Cost centre CC-7781 pays for the Lisbon trip")
    question = "is the build pipeline green for CC-7781 today?"
    hybrid = await memory.recall(question, k=10)
    assert target.id in {h.record.id for h in hybrid[:3]}  # among 40 look-alikes
    dense_view = TieredMemory(
        memory.tiers, HashEmbedder(64), namespace="team-a", judge=None, retrieval="dense"
    )
    dense = await dense_view.recall(question, k=10)
    assert target.id not in {h.record.id for h in dense}


def test_an_unknown_retrieval_is_refused() -> None:
    with pytest.raises(InvalidInput, match="retrieval"):
        _memory("bm25")
