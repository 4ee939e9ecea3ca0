"""The reindex job: stores made before the keyword channel get their keyword vectors.

An "old" store is a Qdrant Edge shard written the way earlier versions wrote it (one
dense vector per point, no sparse vector). Opening it adds the keyword channel; its
memories are found by the dense channel until ``reindex`` runs, which is idempotent,
resumable and survives kill -9 (a child process is killed mid-run by its PID).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import qdrant_edge as qe
from click.testing import CliRunner

from sfams_tiers import InMemoryArchive, InMemoryHotTier, JobContext, MemoryRecord, Tiers
from sfams_tiers._jobs import run_job
from sfams_tiers._lexical import tokens
from sfams_tiers.backends import _qdrant_payload as qp
from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier
from sfams_tiers.cli import cli

DIMENSION = 512


def _records(n: int, namespace: str = "team-a") -> list[MemoryRecord]:
    rng = np.random.default_rng(5)
    return [
        MemoryRecord(
            namespace=namespace,
            content=f"Order ORD-{100000 + i} ships from dock {i % 7}",
            embedding=tuple(float(x) for x in rng.standard_normal(DIMENSION)),
        )
        for i in range(n)
    ]


def write_old_shard(path: Path, records: list[MemoryRecord]) -> None:
    """A shard as versions before the keyword channel wrote it: dense vectors only."""
    vectors = qe.EdgeVectorParams(size=DIMENSION, distance=qe.Distance.Cosine)
    shard = qe.EdgeShard.create(str(path), qe.EdgeConfig(vectors=vectors))
    by_namespace: dict[str, list[MemoryRecord]] = {}
    for record in records:
        by_namespace.setdefault(record.namespace, []).append(record)
    for namespace, group in by_namespace.items():
        batch = qp.prepare(namespace, group, DIMENSION)
        points = [
            qe.Point(qp.point_id(namespace, r.id), v, p)
            for r, v, p in zip(batch.records, batch.vectors, batch.payloads, strict=True)
        ]
        for start in range(0, len(points), 1000):
            shard.update(qe.UpdateOperation.upsert_points(points[start : start + 1000]))
    shard.flush()
    shard.close()


async def _found_by_keyword(warm: QdrantEdgeWarmTier, record: MemoryRecord) -> bool:
    away = -np.asarray(record.embedding, dtype=np.float32)  # the vectors point elsewhere
    identifier = record.content.split()[1]
    hits = await warm.search(record.namespace, away, limit=10, text=identifier)
    return record.id in {h.record.id for h in hits}


async def test_an_old_shard_is_dense_until_reindexed(tmp_path: Path) -> None:
    records = _records(300) + _records(40, namespace="team-b")
    write_old_shard(tmp_path / "warm", records)
    warm = await QdrantEdgeWarmTier.open(tmp_path / "warm")
    try:
        assert await warm.lexical_backlog("team-a") == 300
        assert await warm.lexical_backlog("team-b") == 40
        assert not await _found_by_keyword(warm, records[17])
        tiers = Tiers(InMemoryHotTier(), warm, InMemoryArchive())
        dry = await run_job("reindex", JobContext(tiers, dry_run=True), "team-a")
        assert (dry.planned, dry.moved) == (300, {})
        report = await run_job("reindex", JobContext(tiers, batch_size=64), "team-a")
        assert (report.planned, report.moved) == (300, {"reindexed": 300})
        assert await warm.lexical_backlog("team-a") == 0
        assert await warm.lexical_backlog("team-b") == 40  # one namespace per run
        assert await _found_by_keyword(warm, records[17])
        again = await run_job("reindex", JobContext(tiers), "team-a")
        assert (again.planned, again.moved) == (0, {})
        stored = await warm.get_many("team-a", [r.id for r in records[:300]])
        assert {r.content for r in stored.values()} == {r.content for r in records[:300]}
    finally:
        await warm.close()


def write_first_channel_shard(path: Path, records: list[MemoryRecord]) -> None:
    """A shard as the first keyword channel wrote it: term ids not keyed by namespace."""
    vectors = qe.EdgeVectorParams(size=DIMENSION, distance=qe.Distance.Cosine)
    text = {"text": qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)}
    shard = qe.EdgeShard.create(str(path), qe.EdgeConfig(vectors=vectors, sparse_vectors=text))
    batch = qp.prepare("team-a", records, DIMENSION)
    points = []
    for record, vector, payload in zip(batch.records, batch.vectors, batch.payloads, strict=True):
        ids = sorted({_unkeyed_id(t) for t in tokens(record.content)})
        terms = qe.SparseVector(ids, [1.0] * len(ids))
        points.append(
            qe.Point(qp.point_id("team-a", record.id), {"": vector, "text": terms}, payload)
        )
    shard.update(qe.UpdateOperation.upsert_points(points))
    shard.flush()
    shard.close()


def _unkeyed_id(term: str) -> int:
    return int.from_bytes(hashlib.blake2b(term.encode(), digest_size=4).digest(), "little")


async def test_a_first_channel_shard_is_reindexed_with_namespace_terms(tmp_path: Path) -> None:
    records = _records(120)
    write_first_channel_shard(tmp_path / "warm", records)
    warm = await QdrantEdgeWarmTier.open(tmp_path / "warm")
    try:
        config = json.loads((tmp_path / "warm" / "edge_config.json").read_text())
        assert set(config["sparse_vectors"]) == {"keywords"}  # the unread vector dropped
        assert await warm.lexical_backlog("team-a") == 120
        assert not await _found_by_keyword(warm, records[7])
        tiers = Tiers(InMemoryHotTier(), warm, InMemoryArchive())
        report = await run_job("reindex", JobContext(tiers), "team-a")
        assert report.moved == {"reindexed": 120}
        assert await _found_by_keyword(warm, records[7])
    finally:
        await warm.close()


CHILD = textwrap.dedent(
    """
    import asyncio, sys
    from pathlib import Path
    from sfams_tiers import InMemoryArchive, InMemoryHotTier, JobContext, Tiers
    from sfams_tiers._jobs import run_job
    from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier

    async def main() -> None:
        warm = await QdrantEdgeWarmTier.open(Path(sys.argv[1]))
        def progress(n: int) -> None:
            print(n, flush=True)
        ctx = JobContext(Tiers(InMemoryHotTier(), warm, InMemoryArchive()), batch_size=200,
                         progress=progress)
        await run_job("reindex", ctx, "team-a")
        await warm.close()

    asyncio.run(main())
    """
)


def kill_after_three_batches(shard: Path) -> None:
    """Run the reindex in a child process and SIGKILL it after three batches."""
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(shard)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert child.stdout is not None
        batches = [child.stdout.readline() for _ in range(3)]  # three batches written
        assert all(line.strip() == "200" for line in batches), batches
    finally:
        child.kill()  # SIGKILL, by the PID this test started
        child.wait(timeout=30)


async def test_reindex_survives_kill_9(tmp_path: Path) -> None:
    records = _records(6000)
    write_old_shard(tmp_path / "warm", records)
    kill_after_three_batches(tmp_path / "warm")
    warm = await QdrantEdgeWarmTier.open(tmp_path / "warm")
    try:
        backlog = await warm.lexical_backlog("team-a")
        assert 0 < backlog <= 6000 - 600
        assert await warm.count("team-a") == 6000  # nothing lost
        tiers = Tiers(InMemoryHotTier(), warm, InMemoryArchive())
        report = await run_job("reindex", JobContext(tiers), "team-a")
        assert report.moved == {"reindexed": backlog}  # resumed, nothing indexed twice
        assert await warm.lexical_backlog("team-a") == 0
        for record in (records[0], records[2999], records[5999]):
            assert await _found_by_keyword(warm, record)
        contents = set()
        async for batch in warm.scan("team-a", batch_size=1000):
            contents |= {r.content for r in batch}
        assert contents == {r.content for r in records}
    finally:
        await warm.close()


def test_sfams_jobs_reindex_on_the_embedded_store(tmp_path: Path) -> None:
    write_old_shard(tmp_path / "warm", _records(50))
    command = ["--home", str(tmp_path), "-n", "team-a", "jobs", "reindex", "--json"]
    result = CliRunner().invoke(cli, command)
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)["reports"][0]
    assert report["planned"] == 50
    assert report["moved"] == {"reindexed": 50}
    result = CliRunner().invoke(cli, command)
    assert json.loads(result.output)["reports"][0]["planned"] == 0
