"""One contract suite for every tier implementation.

Each fixture is parametrised over the implementations; the real engines join the
parameter lists as their backends land, and must pass exactly the same tests.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from support.factories import archive_factories, hot_factories, warm_factories

from sfams_tiers import (
    Archive,
    DimensionMismatch,
    HotTier,
    InvalidQuery,
    InvalidRecord,
    MemoryRecord,
    RecordFilter,
    WarmTier,
)

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


@pytest.fixture(params=sorted(hot_factories()))
async def hot(request: pytest.FixtureRequest) -> AsyncIterator[HotTier]:
    async with hot_factories()[request.param](request) as tier:
        yield tier


@pytest.fixture(params=sorted(warm_factories()))
async def warm(request: pytest.FixtureRequest) -> AsyncIterator[WarmTier]:
    async with warm_factories()[request.param](request) as tier:
        yield tier


@pytest.fixture(params=sorted(archive_factories()))
async def archive(request: pytest.FixtureRequest) -> AsyncIterator[Archive]:
    async with archive_factories()[request.param](request) as tier:
        yield tier


def make(ns: str = "team-a", i: int = 0, **kw: object) -> MemoryRecord:
    vec = np.zeros(4, dtype=np.float32)
    vec[i % 4] = 1.0
    vec[(i + 1) % 4] = 0.1 * (i % 7)
    data: dict[str, object] = {
        "namespace": ns,
        "content": f"memory number {i}",
        "created_at": T0 + timedelta(minutes=i),
        "embedding": tuple(float(x) for x in vec),
    }
    data.update(kw)
    return MemoryRecord(**data)


# -- all tiers: the shared CRUD and isolation contract -------------------------------

TierKind = HotTier | WarmTier | Archive


ALL_TIERS = (
    [f"hot-{name}" for name in sorted(hot_factories())]
    + [f"warm-{name}" for name in sorted(warm_factories())]
    + [f"archive-{name}" for name in sorted(archive_factories())]
)


@pytest.fixture(params=ALL_TIERS)
async def any_tier(request: pytest.FixtureRequest) -> AsyncIterator[TierKind]:
    """Every implementation of every tier, one at a time (for the shared contract)."""
    kind, _, name = request.param.partition("-")
    tier: TierKind
    if kind == "hot":
        async with hot_factories()[name](request) as tier:
            yield tier
    elif kind == "warm":
        async with warm_factories()[name](request) as tier:
            yield tier
    else:
        async with archive_factories()[name](request) as tier:
            yield tier


async def test_put_get_delete_round_trip(any_tier: TierKind) -> None:
    records = [make(i=i, entities=[f"topic:t{i % 3}"]) for i in range(7)]
    await any_tier.put_many("team-a", records)
    got = await any_tier.get_many("team-a", [r.id for r in records] + [make().id])
    assert len(got) == 7
    for r in records:
        assert got[r.id].content == r.content
        assert got[r.id].entities == r.entities
    assert await any_tier.count("team-a") == 7
    assert await any_tier.delete_many("team-a", [records[0].id, records[0].id, make().id]) == 1
    assert await any_tier.count("team-a") == 6
    assert records[0].id not in await any_tier.get_many("team-a", [records[0].id])


async def test_put_replaces_same_id(any_tier: TierKind) -> None:
    r = make()
    await any_tier.put_many("team-a", [r])
    await any_tier.put_many("team-a", [r.evolve(importance=0.9)])
    assert await any_tier.count("team-a") == 1
    assert (await any_tier.get_many("team-a", [r.id]))[r.id].importance == 0.9


async def test_namespaces_never_cross(any_tier: TierKind) -> None:
    a, b = make("team-a", 1), make("team-b", 2)
    await any_tier.put_many("team-a", [a])
    await any_tier.put_many("team-b", [b])
    assert await any_tier.get_many("team-a", [b.id]) == {}
    assert await any_tier.delete_many("team-a", [b.id]) == 0
    assert b.id in await any_tier.get_many("team-b", [b.id])
    assert await any_tier.namespaces() == ["team-a", "team-b"]
    with pytest.raises(InvalidRecord, match="belongs to 'team-b'"):
        await any_tier.put_many("team-a", [make("team-b", 3)])
    for bad in ("../team-b", "Team B", "*", ""):
        with pytest.raises(InvalidRecord):
            await any_tier.get_many(bad, [a.id])
    assert await any_tier.clear("team-a") == 1
    assert await any_tier.count("team-a") == 0
    assert await any_tier.count("team-b") == 1


async def test_scan_streams_in_batches(any_tier: TierKind) -> None:
    records = [make(i=i) for i in range(23)]
    await any_tier.put_many("team-a", records)
    sizes, seen = [], set()
    async for batch in any_tier.scan("team-a", batch_size=5):
        sizes.append(len(batch))
        seen |= {r.id for r in batch}
    assert max(sizes) <= 5
    assert sum(sizes) == 23
    assert seen == {r.id for r in records}


# -- hot tier ------------------------------------------------------------------------


async def test_hot_indexes_and_access_log(hot: HotTier) -> None:
    anchored = make(i=1, anchored=True, entities=["person:ada"])
    plain = make(i=2, entities=["person:ada", "order:A-1"])
    await hot.put_many("team-a", [anchored, plain])
    assert await hot.anchored_ids("team-a") == {anchored.id}
    assert await hot.ids_by_entity("team-a", "person:ada") == {anchored.id, plain.id}
    assert await hot.ids_by_entity("team-a", "order:A-1") == {plain.id}
    await hot.record_access("team-a", [plain.id, plain.id], T0)
    await hot.record_access("team-a", [plain.id], T0 + timedelta(hours=1))
    pending = await hot.pending_access("team-a")
    assert pending[plain.id].count == 3
    assert pending[plain.id].last == T0 + timedelta(hours=1)
    assert await hot.pending_access("team-b") == {}
    # Acknowledging what was flushed keeps accesses logged after the read.
    await hot.record_access("team-a", [plain.id], T0 + timedelta(hours=2))
    await hot.ack_access("team-a", pending)
    left = await hot.pending_access("team-a", [plain.id])
    assert left[plain.id].count == 1
    await hot.delete_many("team-a", [plain.id])
    assert await hot.ids_by_entity("team-a", "order:A-1") == set()


async def test_hot_fresh_fields_are_the_copies_and_the_pending_accesses(hot: HotTier) -> None:
    kept = make(i=1, anchored=True, entities=["person:ada"])
    await hot.put_many("team-a", [kept])
    await hot.record_access("team-a", [kept.id, "0190b8c2-0000-7000-8000-00000000beef"], T0)
    missing = "0190b8c2-0000-7000-8000-00000000dead"
    copies, pending = await hot.fresh_fields("team-a", [kept.id, missing], [kept.id, missing])
    assert copies == await hot.get_many("team-a", [kept.id])
    assert pending == await hot.pending_access("team-a", [kept.id])
    assert pending[kept.id].count == 1
    assert await hot.fresh_fields("team-a", [], []) == ({}, {})
    assert await hot.fresh_fields("team-b", [kept.id], [kept.id]) == ({}, {})


# -- warm tier -----------------------------------------------------------------------


async def test_warm_search_orders_by_cosine(warm: WarmTier) -> None:
    records = [make(i=i) for i in range(8)]
    await warm.put_many("team-a", records)
    query = np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32)
    hits = await warm.search("team-a", query, limit=3)
    assert len(hits) == 3
    sims = [h.similarity for h in hits]
    assert sims == sorted(sims, reverse=True)
    assert hits[0].record.id == records[0].id
    assert sims[0] == pytest.approx(1.0, abs=1e-5)
    assert all(h.record.embedding is None for h in hits)
    with_vec = await warm.search("team-a", query, limit=1, with_vectors=True)
    assert with_vec[0].record.embedding is not None


async def test_warm_search_filters(warm: WarmTier) -> None:
    now = T0 + timedelta(days=1)
    a = make(i=0, type="deadline", importance=0.9, entities=["project:apollo"])
    b = make(i=4, type="dialogue", importance=0.1)
    c = make(i=8, type="state:ticket", superseded_by=a.id)
    d = make(i=12, ttl_seconds=60)
    e = make(i=16, agent="coder", visibility="private")
    await warm.put_many("team-a", [a, b, c, d, e])
    await warm.put_many("team-b", [make("team-b", 0)])
    q = np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32)

    async def ids(where: RecordFilter) -> set[str]:
        return {h.record.id for h in await warm.search("team-a", q, limit=10, where=where)}

    assert await ids(RecordFilter()) == {a.id, b.id, c.id, d.id, e.id}
    assert await ids(RecordFilter(types=("deadline", "state"))) == {a.id, c.id}
    assert await ids(RecordFilter(types=("state:ticket",))) == {c.id}
    assert await ids(RecordFilter(entities=("Project:apollo",))) == {a.id}
    assert await ids(RecordFilter(min_importance=0.6)) == {a.id}
    assert c.id not in await ids(RecordFilter(include_superseded=False))
    assert d.id not in await ids(RecordFilter(live_at=now))
    assert e.id not in await ids(RecordFilter(viewer=None))
    assert e.id in await ids(RecordFilter(viewer="coder"))
    assert e.id not in await ids(RecordFilter(viewer="planner"))
    assert await warm.count("team-a", RecordFilter(include_superseded=False)) == 4
    scanned = [
        r.id
        async for batch in warm.scan("team-a", where=RecordFilter(types=("dialogue",)))
        for r in batch
    ]
    assert scanned == [b.id]


async def test_warm_rejects_wrong_dimension_and_missing_vectors(warm: WarmTier) -> None:
    good = make()
    await warm.put_many("team-a", [good])
    bad = make(i=1, embedding=(1.0, 0.0, 0.0))
    with pytest.raises(DimensionMismatch, match="expected vectors of dimension 4, got 3"):
        await warm.put_many("team-a", [make(i=2), bad])
    assert await warm.count("team-a") == 1  # the batch was refused as a whole
    with pytest.raises(InvalidRecord, match="embed"):
        await warm.put_many("team-a", [make(i=3, embedding=None)])
    with pytest.raises(DimensionMismatch):
        await warm.search("team-a", np.ones(5, dtype=np.float32), limit=1)


# -- archive -------------------------------------------------------------------------


async def test_archive_keeps_versions_and_reads_newest(archive: Archive) -> None:
    r = make(tier="cold", archived_at=T0)
    assert await archive.put_many("team-a", [r]) > 0
    newer = r.evolve(importance=0.8, archived_at=T0 + timedelta(days=3))
    await archive.put_many("team-a", [newer])
    assert await archive.count("team-a") == 1
    assert (await archive.get_many("team-a", [r.id]))[r.id].importance == 0.8
    batches = [b async for b in archive.scan("team-a")]
    assert [x.importance for b in batches for x in b] == [0.8]


async def test_archive_live_ids_and_reads_without_vectors(archive: Archive) -> None:
    kept, gone, other = make(i=1, tier="cold"), make(i=2, tier="cold"), make("team-b", i=3)
    await archive.put_many("team-a", [kept, gone])
    await archive.put_many("team-b", [other])
    await archive.delete_many("team-a", [gone.id])
    asked = [kept.id, gone.id, other.id, make().id]
    assert await archive.live_ids("team-a", asked) == {kept.id}
    assert await archive.live_ids("team-b", asked) == {other.id}
    assert await archive.live_ids("team-a", []) == set()
    bare = (await archive.get_many("team-a", [kept.id], with_vectors=False))[kept.id]
    assert bare.embedding is None
    assert bare == kept.model_copy(update={"embedding": None})
    scanned = [r async for b in archive.scan("team-a", with_vectors=False) for r in b]
    assert scanned == [bare]


async def test_archive_scan_reads_a_snapshot(archive: Archive) -> None:
    """Tombstoning what a scan already yielded (a restore) changes nothing it yields."""
    records = [make(i=i, tier="cold") for i in range(12)]
    await archive.put_many("team-a", records)
    seen: list[str] = []
    async for batch in archive.scan("team-a", batch_size=5):
        seen += [r.id for r in batch]
        await archive.delete_many("team-a", [r.id for r in batch])
        await archive.put_many("team-a", [make(i=100 + len(seen), tier="cold")])
    assert sorted(seen) == sorted(r.id for r in records)
    assert await archive.count("team-a") == 3


async def test_values_round_trip_exactly(any_tier: TierKind) -> None:
    """Floats to the last digit, unicode, odd entity names, relations, timestamps."""
    other = make(i=9)
    r = make(
        i=1,
        content="naïve café ✓ — 'quotes' \"double\" {braces} \\ back\nnew line",
        importance=0.48711473173347564,
        confidence=0.1 + 0.2,
        ttl_seconds=1e-3,
        entities=["order:A-1042", "person:Ada Lovelace", "url:https://x.y/z?q=1:2", "t:{ns}"],
        relations=[{"kind": "updates", "target": other.id}],
        agent="planner.v2",
        visibility="private",
        access_count=7,
        last_accessed=T0 + timedelta(microseconds=123457),
        superseded_by=other.id,
        anchored=True,
    )
    await any_tier.put_many("team-a", [r])
    got = (await any_tier.get_many("team-a", [r.id]))[r.id]
    assert got.model_dump(exclude={"embedding"}) == r.model_dump(exclude={"embedding"})


async def test_batches_of_ten_thousand(any_tier: TierKind) -> None:
    records = [make(i=i, entities=[f"topic:t{i % 10}"]) for i in range(10_000)]
    await any_tier.put_many("team-a", records)
    assert await any_tier.count("team-a") == 10_000
    ids = [r.id for r in records]
    got = await any_tier.get_many("team-a", ids)
    assert set(got) == set(ids)
    assert got[ids[-1]].content == records[-1].content
    total = 0
    async for batch in any_tier.scan("team-a", batch_size=2_500):
        assert len(batch) <= 2_500
        total += len(batch)
    assert total == 10_000
    assert await any_tier.delete_many("team-a", ids) == 10_000
    assert await any_tier.count("team-a") == 0


# -- archive maintenance: compaction, purge, job log -----------------------------------


async def visible(archive: Archive, ns: str = "team-a") -> dict[str, dict[str, object]]:
    """Everything a reader sees: every live record, every field, embeddings included."""
    seen = {r.id: r.model_dump() async for batch in archive.scan(ns) for r in batch}
    got = await archive.get_many(ns, list(seen))
    assert {i: r.model_dump() for i, r in got.items()} == seen
    return seen


async def stored_text(archive: Archive, ns: str = "team-a") -> str:
    """For the Parquet archive: every stored row of ``ns``, old versions included, as text."""
    from sfams_tiers.backends.archive import ParquetArchive

    assert isinstance(archive, ParquetArchive)
    raw = (await archive.frame(ns, newest=False)).collect()
    return "\n".join(str(row) for row in raw.iter_rows())


def stored_bytes(archive: Archive) -> list[bytes]:
    """For the Parquet archive: the raw bytes of every object under its root."""
    from sfams_tiers.backends.archive import ParquetArchive

    assert isinstance(archive, ParquetArchive)
    store = archive._store
    return [store.get(key) for key in sorted(store.list_objects(""))]


async def test_archive_compact_keeps_what_readers_see_and_drops_history(
    archive: Archive,
) -> None:
    from sfams_tiers._tiers import CompactionResult

    records = [make(i=i, tier="cold", entities=[f"topic:t{i % 2}"]) for i in range(6)]
    await archive.put_many("team-a", records)  # 6 rows
    await archive.put_many("team-a", [r.evolve(importance=0.9) for r in records[:2]])  # +2
    assert await archive.delete_many("team-a", [records[2].id, records[5].id]) == 2  # +2
    await archive.put_many("team-a", [records[5].evolve(content="restored")])  # +1
    await archive.put_many("team-b", [make("team-b", 9, tier="cold")])
    before = await visible(archive)
    assert len(before) == 5
    assert before[records[0].id]["importance"] == 0.9
    assert before[records[5].id]["content"] == "restored"

    dry = await archive.compact("team-a", dry_run=True)
    assert isinstance(dry, CompactionResult)
    assert (dry.files_before, dry.files_after) == (4, 1)
    assert (dry.rows_before, dry.rows_after, dry.ids) == (11, 5, 5)
    assert await archive.compact("team-a", dry_run=True) == dry  # the dry run changed nothing

    done = await archive.compact("team-a")
    assert (done.files_before, done.files_after) == (4, 1)
    assert (done.rows_before, done.rows_after, done.ids) == (11, 5, 5)
    assert done.bytes_before == dry.bytes_before
    assert 0 < done.bytes_after < done.bytes_before
    assert await visible(archive) == before
    assert await archive.count("team-a") == 5
    assert await archive.get_many("team-a", [records[2].id]) == {}
    assert await archive.count("team-b") == 1  # other namespaces untouched

    again = await archive.compact("team-a")  # nothing left to do: a no-op
    assert (again.files_before, again.files_after, again.rows_before, again.rows_after) == (
        1,
        1,
        5,
        5,
    )
    assert again.bytes_before == again.bytes_after == done.bytes_after
    # Versions survive compaction, so a later write still wins, and deletes still work.
    await archive.put_many("team-a", [records[0].evolve(importance=0.1)])
    assert (await archive.get_many("team-a", [records[0].id]))[records[0].id].importance == 0.1
    assert await archive.delete_many("team-a", [records[1].id]) == 1
    assert await archive.count("team-a") == 4


async def test_archive_compact_of_a_deleted_namespace_leaves_nothing(archive: Archive) -> None:
    records = [make(i=i, tier="cold") for i in range(3)]
    await archive.put_many("team-a", records)
    await archive.delete_many("team-a", [r.id for r in records])
    done = await archive.compact("team-a")
    assert (done.files_before, done.rows_before) == (2, 6)
    assert (done.files_after, done.rows_after, done.ids, done.bytes_after) == (0, 0, 0, 0)
    empty = await archive.compact("team-a", dry_run=True)
    assert (empty.files_before, empty.rows_before, empty.bytes_before) == (0, 0, 0)
    assert await archive.namespaces() == []
    assert await archive.compact("team-z") == empty  # a namespace never written


async def test_archive_purge_removes_every_stored_version(archive: Archive) -> None:
    from sfams_tiers.backends.archive import ParquetArchive

    marker = f"purge-me-{uuid.uuid4().hex}"
    victim = make(i=1, tier="cold", content=f"{marker} first")
    keeper = make(i=2, tier="cold")
    gone = make(i=3, tier="cold", content=f"{marker} already deleted")
    await archive.put_many("team-a", [victim, keeper, gone])
    await archive.put_many("team-a", [victim.evolve(content=f"{marker} second")])
    await archive.delete_many("team-a", [gone.id])
    await archive.put_many("team-b", [make("team-b", 4, content=f"other {marker[::-1]}")])
    kept = await archive.get_many("team-a", [keeper.id])
    if isinstance(archive, ParquetArchive):
        assert marker in await stored_text(archive)
        assert any(marker.encode() in data for data in stored_bytes(archive))

    assert await archive.purge("team-a", [victim.id, gone.id, victim.id, make().id]) == 1
    assert await archive.get_many("team-a", [victim.id, gone.id]) == {}
    assert await archive.count("team-a") == 1
    assert await archive.get_many("team-a", [keeper.id]) == kept
    # Physically gone: only the keeper's row is stored, no version and no tombstone.
    stored = await archive.compact("team-a", dry_run=True)
    assert (stored.rows_before, stored.ids) == (1, 1)
    assert await archive.count("team-b") == 1  # purge never crosses namespaces
    if isinstance(archive, ParquetArchive):
        assert marker not in await stored_text(archive)
        assert not any(marker.encode() in data for data in stored_bytes(archive))
        assert keeper.content in await stored_text(archive)
    assert await archive.purge("team-a", [victim.id]) == 0  # repeating is safe
    assert await archive.purge("team-a", []) == 0


def job_entry(
    ns: str, finished: datetime, job: str = "maintain", **extra: object
) -> dict[str, object]:
    entry: dict[str, object] = {
        "job": job,
        "namespace": ns,
        "dry_run": False,
        "moved": {"archive": 3},
        "errors": [],
        "started_at": (finished - timedelta(seconds=30)).isoformat(),
        "finished_at": finished.isoformat(),
    }
    entry.update(extra)
    return entry


async def test_archive_job_log_appends_filters_and_orders(archive: Archive) -> None:
    first = job_entry("team-a", T0)
    second = job_entry("team-b", T0 + timedelta(days=1), job="compact")
    third = job_entry("team-a", T0 + timedelta(days=2), moved={"purge": 1}, note="naïve ✓")
    tied = job_entry("team-a", T0 + timedelta(days=2), job="purge")
    for entry in (third, first, second, tied):  # appended out of order on purpose
        await archive.append_job_log(entry)
    assert await archive.job_log() == [tied, third, second, first]  # same time: last appended first
    assert await archive.job_log(namespace="team-a") == [tied, third, first]
    assert await archive.job_log(namespace="team-c") == []
    assert await archive.job_log(since=T0 + timedelta(days=1)) == [tied, third, second]
    assert await archive.job_log(namespace="team-a", since=T0 + timedelta(hours=1)) == [
        tied,
        third,
    ]
    assert await archive.job_log(limit=1) == [tied]
    assert await archive.job_log(namespace="team-b", limit=5) == [second]
    assert await archive.job_log(limit=0) == []
    # Entries are copies: changing what was appended or returned changes nothing stored.
    first["job"] = "changed"
    (await archive.job_log(limit=1))[0]["job"] = "changed too"
    assert [e["job"] for e in await archive.job_log()] == [
        "purge",
        "maintain",
        "compact",
        "maintain",
    ]
    # An entry without times is stamped with the time it was logged.
    await archive.append_job_log({"job": "adhoc", "namespace": "team-c"})
    (stamped,) = await archive.job_log(namespace="team-c")
    assert datetime.fromisoformat(stamped["logged_at"]).tzinfo is not None
    # The job log is not archive data: no namespace appears, nothing is counted.
    assert await archive.namespaces() == []
    assert await archive.count("team-a") == 0


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        ({"namespace": "team-a"}, "job"),
        ({"job": "", "namespace": "team-a"}, "job"),
        ({"job": "maintain"}, "namespace"),
        ({"job": "maintain", "namespace": "../team-b"}, "namespace"),
        ({"job": "maintain", "namespace": "team-a", "when": T0}, "entry"),
        ({"job": "maintain", "namespace": "team-a", "ids": {"a", "b"}}, "entry"),
        ({"job": "maintain", "namespace": "team-a", "seconds": float("nan")}, "entry"),
        ({"job": "maintain", "namespace": "team-a", "finished_at": "yesterday"}, "finished_at"),
        ({"job": "maintain", "namespace": "team-a", "started_at": 1767600000}, "started_at"),
    ],
)
async def test_archive_job_log_refuses_bad_entries(
    archive: Archive, entry: dict[str, object], field: str
) -> None:
    with pytest.raises(InvalidQuery) as caught:
        await archive.append_job_log(entry)
    assert caught.value.field == field
    assert await archive.job_log() == []


async def test_archive_job_log_refuses_bad_queries(archive: Archive) -> None:
    with pytest.raises(InvalidQuery, match="aware"):
        await archive.job_log(since=datetime(2026, 1, 5))
    with pytest.raises(InvalidQuery, match="limit"):
        await archive.job_log(limit=-1)
    with pytest.raises(InvalidRecord):
        await archive.job_log(namespace="../etc")
