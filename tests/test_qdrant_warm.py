"""Qdrant warm tiers (qdrant-client and Qdrant Edge) beyond the shared contract suite."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import qdrant_edge
from qdrant_client import AsyncQdrantClient, models
from support.factories import DIMENSION
from support.services import free_port, service_url
from support.warm_qdrant import ENV_URL, WARM, server_tier, unique_collection

from sfams_tiers import (
    DimensionMismatch,
    InMemoryWarmTier,
    InvalidRecord,
    MemoryRecord,
    RecordFilter,
    StoreLocked,
    TierUnavailable,
    WarmTier,
)
from sfams_tiers.backends import _qdrant_payload as qp
from sfams_tiers.backends._qdrant_payload import DERIVED_FIELDS, PAYLOAD_INDEXES
from sfams_tiers.backends.qdrant import QdrantWarmTier
from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
SPEC = Path(__file__).parent.parent / "storage" / "qdrant-collection.json"


@pytest.fixture(params=sorted(WARM))
async def warm(request: pytest.FixtureRequest) -> AsyncIterator[WarmTier]:
    async with WARM[request.param](request) as tier:
        yield tier


def vec(seed: int) -> tuple[float, ...]:
    v = np.random.default_rng(seed).normal(size=DIMENSION)
    return tuple(float(x) for x in v)


def rec(ns: str = "team-a", i: int = 0, **kw: Any) -> MemoryRecord:
    data: dict[str, Any] = {
        "namespace": ns,
        "content": f"memory {i}",
        "created_at": T0 + timedelta(minutes=i),
        "embedding": vec(i),
    }
    return MemoryRecord(**(data | kw))


def spec_indexes() -> dict[str, tuple[str, bool]]:
    """{field: (schema, is_tenant)} from the spec file."""
    spec = json.loads(SPEC.read_text(encoding="utf-8"))
    assert spec["vectors"]["distance"] == "Cosine"
    assert spec["tenant_key"] == "namespace"
    return {i["field"]: (i["schema"], i.get("is_tenant", False)) for i in spec["payload_indexes"]}


def as_spec(schema: str, params: object) -> tuple[str, bool]:
    """(schema, is_tenant) of an index read back from an engine, checking enable_hnsw."""
    tenant = bool(getattr(params, "is_tenant", False))
    # Only the tenant key builds filtered-HNSW subgraphs (the spec's enable_hnsw rule).
    assert getattr(params, "enable_hnsw", None) is (None if tenant else False)
    return schema, tenant


# -- the collection spec -----------------------------------------------------------


def test_spec_matches_the_shared_constants() -> None:
    assert spec_indexes() == {i.field: (i.schema, i.is_tenant) for i in PAYLOAD_INDEXES}
    assert not set(DERIVED_FIELDS) & set(MemoryRecord.model_fields)


async def test_edge_shard_has_exactly_the_spec_indexes(tmp_path: Path) -> None:
    tier = await QdrantEdgeWarmTier.open(tmp_path, dimension=DIMENSION)
    await tier.put_many("team-a", [rec()])
    await tier.close()
    shard = qdrant_edge.EdgeShard.load(str(tmp_path))
    try:
        schema = shard.info().payload_schema
        # str() is "PayloadSchemaType.Keyword": the engine's enums are not Python Enums.
        found = {
            name: as_spec(str(info.data_type).rsplit(".", 1)[-1].lower(), info.params)
            for name, info in schema.items()
        }
    finally:
        shard.close()
    assert found == spec_indexes()
    config = json.loads((tmp_path / "edge_config.json").read_text())
    assert config["vectors"][""] == {"size": DIMENSION, "distance": "Cosine"}


class RecordingClient(AsyncQdrantClient):
    """Local mode keeps no payload schema, so record what the tier asks it to index."""

    created: dict[str, tuple[str, bool]]

    async def create_payload_index(
        self, collection_name: str, field_name: str, field_schema: Any = None, *a: Any, **kw: Any
    ) -> models.UpdateResult:
        self.created[field_name] = as_spec(str(field_schema.type.value), field_schema)
        return await super().create_payload_index(
            collection_name, field_name, field_schema, *a, **kw
        )


async def test_client_tier_creates_exactly_the_spec_indexes() -> None:
    client = RecordingClient(location=":memory:")
    client.created = {}
    tier = QdrantWarmTier(client, collection="spec", dimension=DIMENSION)
    await tier.put_many("team-a", [rec()])
    assert client.created == spec_indexes()
    info = await client.get_collection("spec")
    assert info.config.params.vectors == models.VectorParams(
        size=DIMENSION, distance=models.Distance.COSINE
    )
    await tier.close()
    assert await client.collection_exists("spec")  # the caller's client stays open
    await client.close()


# Defined only when a Qdrant server is configured (none can be had on the CI machines),
# so its absence is not reported as a skipped test.
async def _server_collection_has_exactly_the_spec_indexes() -> None:
    async with server_tier(str(service_url(ENV_URL))) as tier:
        await tier.put_many("team-a", [rec()])
        info = await tier.client.get_collection(tier.collection)
        found = {
            name: as_spec(str(i.data_type.value), i.params)
            for name, i in info.payload_schema.items()
        }
        assert found == spec_indexes()


if service_url(ENV_URL):
    test_server_collection_has_exactly_the_spec_indexes = (
        _server_collection_has_exactly_the_spec_indexes
    )


# -- volume ------------------------------------------------------------------------


async def test_ten_thousand_records(warm: WarmTier) -> None:
    # 10,000 points is fine for every engine here at dimension 4 (local mode wrote
    # them in 0.5 s; it slows to ~880 points/s only with 384-dim vectors at 100k).
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(10_000, DIMENSION))
    types = ("fact", "state:ticket", "goal", "deadline")
    records = [
        MemoryRecord(
            namespace="team-a",
            content=f"bulk {i}",
            type=types[i % 4],
            importance=(i % 10) / 10,
            embedding=tuple(vectors[i].tolist()),
        )
        for i in range(10_000)
    ]
    reference = InMemoryWarmTier(dimension=DIMENSION)
    await warm.put_many("team-a", records)
    await reference.put_many("team-a", records)
    await warm.put_many("team-b", [rec("team-b", i) for i in range(50)])
    assert await warm.count("team-a") == 10_000
    assert await warm.count("team-b") == 50
    sample = [r.id for r in records[::37]]
    got = await warm.get_many("team-a", sample)
    assert list(got) == sample
    assert all(
        got[i] == records[::37][n].model_copy(update={"embedding": None})
        for n, i in enumerate(sample)
    )
    sizes, seen = [], set()
    async for batch in warm.scan("team-a", batch_size=1_000):
        sizes.append(len(batch))
        seen |= {r.id for r in batch}
    assert sizes == [1_000] * 10
    assert len(seen) == 10_000
    where = RecordFilter(types=("state",), min_importance=0.5)
    assert await warm.count("team-a", where) == await reference.count("team-a", where)
    for q in rng.normal(size=(5, DIMENSION)).astype(np.float32):
        for flt in (RecordFilter(), where):
            hits = await warm.search("team-a", q, limit=10, where=flt)
            expected = await reference.search("team-a", q, limit=10, where=flt)
            assert [h.similarity for h in hits] == pytest.approx(
                [h.similarity for h in expected], abs=1e-5
            )
            assert all(flt.matches(h.record) for h in hits)


# -- namespaces --------------------------------------------------------------------


async def test_another_namespaces_id_is_invisible(warm: WarmTier) -> None:
    mine = rec("team-a", 1, importance=0.3)
    await warm.put_many("team-a", [mine])
    intruder = mine.evolve(namespace="team-b", importance=0.9, content="overwritten?")
    assert await warm.get_many("team-b", [mine.id]) == {}
    assert await warm.count("team-b", RecordFilter(ids=(mine.id,))) == 0
    assert await warm.update_many("team-b", [intruder]) == 0
    assert await warm.delete_many("team-b", [mine.id]) == 0
    hits = await warm.search("team-b", np.ones(DIMENSION, np.float32), limit=5)
    assert hits == []
    assert await warm.clear("team-b") == 0
    # Point ids are derived from the namespace too: writing an id that exists in
    # another namespace is indistinguishable from writing a free one.
    await warm.put_many("team-b", [intruder])
    assert (await warm.get_many("team-b", [mine.id]))[mine.id].content == "overwritten?"
    assert await warm.delete_many("team-b", [mine.id]) == 1
    assert (await warm.get_many("team-a", [mine.id]))[mine.id] == mine.model_copy(
        update={"embedding": None}
    )
    assert await warm.namespaces() == ["team-a"]


async def test_points_of_the_earlier_layout_are_rewritten_on_open(
    warm: WarmTier, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stores written when point id = record id keep working: the first open migrates."""
    assert isinstance(warm, qp.QdrantTierBase)
    records = [rec("team-a", i) for i in range(5)] + [rec("team-b", i + 10) for i in range(3)]
    await warm.count("team-a")  # opens the index (nothing to migrate yet)
    current_payload = qp.to_payload

    def payload(record: MemoryRecord) -> dict[str, Any]:
        data = current_payload(record)
        del data[qp.LAYOUT_KEY]
        return data

    with monkeypatch.context() as old_layout:
        old_layout.setattr(qp, "point_id", lambda namespace, record_id: record_id)
        old_layout.setattr(qp, "to_payload", payload)
        for ns in ("team-a", "team-b"):
            await warm.put_many(ns, [r for r in records if r.namespace == ns])
    assert await warm.get_many("team-a", [records[0].id]) == {}  # unreadable until migrated

    warm._layout_checked = False  # as a new process opening the store
    assert await warm.count("team-a") == 5
    assert await warm.migrate_layout() == 0
    for ns in ("team-a", "team-b"):
        mine = [r for r in records if r.namespace == ns]
        found = await warm.get_many(ns, [r.id for r in mine], with_vectors=True)
        assert set(found) == {r.id for r in mine}
        for r in mine:
            assert np.allclose(
                np.asarray(found[r.id].embedding), np.asarray(r.embedding), atol=1e-5
            )
        hits = await warm.search(ns, np.asarray(mine[0].embedding), limit=1)
        assert hits[0].record.id == mine[0].id
    assert await warm.namespaces() == ["team-a", "team-b"]


# -- filters -----------------------------------------------------------------------


def varied_records() -> list[MemoryRecord]:
    types = ["fact", "state", "state:ticket", "state:x", "goal", "dialogue"]
    newer = rec(i=99).id
    return [
        rec(
            i=i,
            type=types[i % 6],
            importance=(i % 11) / 10,
            entities=[["person:ada"], ["topic:t1", "person:bob"], []][i % 3],
            superseded_by=newer if i % 5 == 0 else None,
            # expires_at = T0 + i min + ttl: i=10 with 600 s expires exactly at T0 + 20 min
            ttl_seconds=[None, 600.0, 1200.0, 0.0][i % 4] if i % 2 == 0 else None,
            agent=["coder", "planner", None][i % 3],
            visibility="private" if i % 3 != 2 and i % 4 == 1 else "shared",
            anchored=i % 7 == 0,
        )
        for i in range(90)
    ]


VARIED = varied_records()


def filter_cases() -> list[RecordFilter]:
    pick = random.Random(3)
    ids = [r.id for r in VARIED[::3]]
    options: dict[str, list[Any]] = {
        "types": [None, ("fact",), ("state",), ("state:ticket",), ("goal", "state:x"), ()],
        "entities": [None, ("person:ada",), ("person:ada", "topic:t1"), ()],
        "min_importance": [None, 0.0, 0.5, 0.9],
        "include_superseded": [True, False],
        "live_at": [None, T0, T0 + timedelta(minutes=20), T0 + timedelta(minutes=30)],
        "viewer": ["*", None, "coder", "planner"],
        "ids": [None, tuple(ids), (ids[0], "not-a-uuid"), ()],
        "anchored": [None, True, False],
    }
    cases = [RecordFilter()]
    for key, values in options.items():  # every value of every option alone
        cases += [RecordFilter(**{key: v}) for v in values[1:]]
    for _ in range(80):  # and random combinations of non-empty options
        chosen = {
            k: pick.choice([x for x in v[1:] if x != ()])
            for k, v in options.items()
            if pick.random() < 0.4
        }
        cases.append(RecordFilter(**chosen))
    return cases


async def test_filters_match_the_reference_semantics(warm: WarmTier) -> None:
    records = VARIED
    reference = InMemoryWarmTier(dimension=DIMENSION)
    await warm.put_many("team-a", records)
    await reference.put_many("team-a", records)
    await warm.put_many("team-b", [rec("team-b", 100 + i) for i in range(5)])
    query = np.array(vec(5), dtype=np.float32)
    for where in filter_cases():
        expected = {r.id for r in records if where.matches(r)}
        assert await warm.count("team-a", where) == len(expected), where
        scanned = {r.id async for b in warm.scan("team-a", where=where, batch_size=7) for r in b}
        assert scanned == expected, where
        hits = await warm.search("team-a", query, limit=100, where=where)
        assert {h.record.id for h in hits} == expected, where
        ref = await reference.search("team-a", query, limit=100, where=where)
        assert [h.record.id for h in hits] == [h.record.id for h in ref], where


async def test_expiry_boundary_and_viewer(warm: WarmTier) -> None:
    short = rec(i=0, ttl_seconds=60)
    private = rec(i=1, agent="coder", visibility="private")
    await warm.put_many("team-a", [short, private])
    q = np.ones(DIMENSION, np.float32)

    async def ids(**kw: Any) -> set[str]:
        hits = await warm.search("team-a", q, limit=10, where=RecordFilter(**kw))
        return {h.record.id for h in hits}

    expires = T0 + timedelta(seconds=60)
    assert short.id in await ids(live_at=expires - timedelta(microseconds=1))
    assert short.id not in await ids(live_at=expires)  # expired at exactly expires_at
    assert await ids(viewer=None) == {short.id}
    assert await ids(viewer="coder") == {short.id, private.id}
    assert await ids(viewer="planner") == {short.id}


# -- updates and refusals ----------------------------------------------------------


async def test_update_many_keeps_vectors(warm: WarmTier) -> None:
    r = rec(i=3, embedding=(3.0, 0.0, 4.0, 0.0))
    other = rec(i=4)
    await warm.put_many("team-a", [r, other])
    q = np.array([1.0, 0.5, 1.0, 0.0], dtype=np.float32)
    before = {h.record.id: h.similarity for h in await warm.search("team-a", q, limit=5)}
    changed = r.evolve(importance=0.95, anchored=True, access_count=7, embedding=None)
    missing = rec(i=5)
    assert await warm.update_many("team-a", [changed, missing]) == 1
    after = {h.record.id: h.similarity for h in await warm.search("team-a", q, limit=5)}
    assert after == pytest.approx(before, abs=1e-6)
    got = await warm.get_many("team-a", [r.id, missing.id], with_vectors=True)
    assert list(got) == [r.id]
    assert (got[r.id].importance, got[r.id].anchored, got[r.id].access_count) == (0.95, True, 7)
    assert got[r.id].embedding == pytest.approx((3.0, 0.0, 4.0, 0.0), rel=1e-6)
    assert await warm.count("team-a", RecordFilter(anchored=True)) == 1


async def test_wrong_dimension_leaves_the_tier_unchanged(warm: WarmTier) -> None:
    kept = rec(i=1, importance=0.2)
    await warm.put_many("team-a", [kept])
    with pytest.raises(DimensionMismatch, match="expected vectors of dimension 4, got 5"):
        await warm.put_many("team-a", [kept.evolve(importance=0.9), rec(i=2, embedding=(1.0,) * 5)])
    with pytest.raises(InvalidRecord, match="embed"):
        await warm.put_many("team-a", [rec(i=3), rec(i=4, embedding=None)])
    assert await warm.count("team-a") == 1
    assert (await warm.get_many("team-a", [kept.id]))[kept.id].importance == 0.2
    with pytest.raises(DimensionMismatch):
        await warm.search("team-a", np.ones(3, np.float32), limit=1)


# -- Qdrant Edge: persistence and locking ------------------------------------------


async def test_edge_reopen_keeps_data_and_learns_the_dimension(tmp_path: Path) -> None:
    tier = await QdrantEdgeWarmTier.open(tmp_path / "warm")
    assert tier.dimension is None
    assert await tier.count("team-a") == 0
    records = [rec(i=i) for i in range(30)]
    await tier.put_many("team-a", records)
    await tier.update_many("team-a", [records[0].evolve(importance=1.0)])
    await tier.delete_many("team-a", [records[1].id])
    await tier.close()
    await tier.close()  # idempotent
    with pytest.raises(TierUnavailable, match="closed"):
        await tier.count("team-a")

    again = await QdrantEdgeWarmTier.open(tmp_path / "warm")
    try:
        assert again.dimension == DIMENSION
        assert await again.count("team-a") == 29
        assert (await again.get_many("team-a", [records[0].id]))[records[0].id].importance == 1.0
        assert isinstance(await again.optimize(), bool)
        hits = await again.search("team-a", np.array(vec(7), np.float32), limit=1)
        assert hits[0].record.id == records[7].id
    finally:
        await again.close()
    with pytest.raises(DimensionMismatch):
        await QdrantEdgeWarmTier.open(tmp_path / "warm", dimension=8)


def run_python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)


async def test_edge_second_process_gets_store_locked(tmp_path: Path) -> None:
    tier = await QdrantEdgeWarmTier.open(tmp_path, dimension=DIMENSION)
    try:
        code = (
            "import asyncio, sys, time\n"
            "from pathlib import Path\n"
            "from sfams_tiers import StoreLocked\n"
            "from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier\n"
            "start = time.perf_counter()\n"
            "try:\n"
            f"    asyncio.run(QdrantEdgeWarmTier.open(Path({str(tmp_path)!r})))\n"
            "except StoreLocked as exc:\n"
            "    print(f'{time.perf_counter() - start:.3f}', exc); sys.exit(3)\n"
        )
        done = await asyncio.to_thread(run_python, code)
    finally:
        await tier.close()
    assert done.returncode == 3, done.stderr
    seconds, message = done.stdout.split(" ", 1)
    assert float(seconds) < 2.0
    assert "open" in message
    assert str(tmp_path) in message


async def test_edge_shard_held_by_the_engine_elsewhere_gets_store_locked(tmp_path: Path) -> None:
    tier = await QdrantEdgeWarmTier.open(tmp_path, dimension=DIMENSION)
    await tier.close()
    # A process holding the shard with the bare engine (not through sfams).
    holder = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        "import sys, qdrant_edge\n"
        f"s = qdrant_edge.EdgeShard.load({str(tmp_path)!r})\n"
        "print('ready', flush=True)\n"
        "sys.stdin.read()\n",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    try:
        assert holder.stdout is not None
        assert await asyncio.wait_for(holder.stdout.readline(), 30) == b"ready\n"
        start = time.perf_counter()
        with pytest.raises(StoreLocked, match="write-ahead log") as caught:
            await QdrantEdgeWarmTier.open(tmp_path)
        assert time.perf_counter() - start < 2.0
        assert "WouldBlock" in str(caught.value.__cause__)
    finally:
        await asyncio.wait_for(holder.communicate(b""), 30)
    reopened = await QdrantEdgeWarmTier.open(tmp_path)  # the lock file was released
    await reopened.close()


# -- qdrant-client: services and sharing -------------------------------------------


async def test_unreachable_server_is_tier_unavailable() -> None:
    url = f"http://127.0.0.1:{free_port()}"
    tier = QdrantWarmTier.from_url(url, collection=unique_collection())
    try:
        with pytest.raises(TierUnavailable, match="is unreachable") as caught:
            await tier.count("team-a")
        message = str(caught.value)
        assert url in message
        assert "SFAMS_QDRANT_URL" in message
        assert caught.value.__cause__ is not None
        with pytest.raises(TierUnavailable):
            await tier.put_many("team-a", [rec()])
    finally:
        await tier.close()


async def test_local_folder_is_locked_and_an_existing_collection_is_learned(
    tmp_path: Path,
) -> None:
    first = QdrantWarmTier.local(tmp_path, collection="mem")
    try:
        await first.put_many("team-a", [rec(i=1)])
        with pytest.raises(StoreLocked, match="another client"):
            QdrantWarmTier.local(tmp_path, collection="mem")
        shared = QdrantWarmTier(first.client, collection="mem")
        assert shared.dimension is None
        assert await shared.count("team-a") == 1
        assert shared.dimension == DIMENSION
        with pytest.raises(DimensionMismatch):
            await QdrantWarmTier(first.client, collection="mem", dimension=8).count("team-a")
    finally:
        await first.close()
