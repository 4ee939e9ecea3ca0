"""ParquetArchive maintenance on real files (folder and moto S3): compaction, purge, job log.

The behaviour every archive shares is in ``test_tier_contract.py``; these tests look at
the files themselves: how many there are, what rows they hold, and what a crash between
writing the new files and deleting the old ones leaves behind.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl
import pytest
from support.cold_parquet import ArchiveTarget, open_target

from sfams_tiers import FixedClock, MemoryRecord, TierUnavailable
from sfams_tiers.backends._archive_paths import parse_file_key, parse_job_log_key
from sfams_tiers.backends._archive_query import to_parquet
from sfams_tiers.backends._archive_schema import encode_records, encode_tombstones, next_versions
from sfams_tiers.backends.archive import ParquetArchive

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
NS = "team-a"
JOB_KEY = re.compile(r"^_jobs/date=\d{4}-\d{2}-\d{2}/[0-9a-f-]{36}\.json$")


@pytest.fixture(params=["local", "s3"])
async def target(request: pytest.FixtureRequest) -> AsyncIterator[ArchiveTarget]:
    async with open_target(request.param, request) as found:
        yield found


def rec(i: int, **kw: Any) -> MemoryRecord:
    vector = np.zeros(4, dtype=np.float32)
    vector[i % 4] = 1.0
    data: dict[str, Any] = {
        "namespace": NS,
        "content": f"memory number {i}",
        "created_at": T0 + timedelta(minutes=i),
        "embedding": tuple(vector.tolist()),
        "tier": "cold",
    }
    data.update(kw)
    return MemoryRecord(**data)


def data_files(target: ArchiveTarget, ns: str = NS) -> list[str]:
    return [k for k in target.files() if (parse_file_key(k) or ("",))[0] == ns]


async def seen(archive: ParquetArchive) -> dict[str, dict[str, Any]]:
    return {r.id: r.model_dump() async for batch in archive.scan(NS) for r in batch}


async def raw_rows(archive: ParquetArchive) -> pl.DataFrame:
    return (await archive.frame(NS, newest=False)).collect()


async def history(
    archive: ParquetArchive,
) -> tuple[dict[str, dict[str, Any]], list[tuple[Any, ...]]]:
    """What readers see, and the newest stored row of each id with its bookkeeping."""
    heads = (await archive.frame(NS)).select("id", "version", "written_at", "job").sort("id")
    return await seen(archive), heads.collect().rows()


async def messy(archive: ParquetArchive) -> list[MemoryRecord]:
    """Ten records over many files: updates, deletes, a restore."""
    records = [rec(i) for i in range(10)]
    for record in records:
        await archive.put_many(NS, [record])
    await archive.put_many(NS, [r.evolve(importance=0.9) for r in records[:3]])
    await archive.delete_many(NS, [records[3].id, records[4].id])
    await archive.put_many(NS, [records[4].evolve(content="restored")])
    return records


def failing(calls_before_failure: int, real: Callable[..., Any]) -> Callable[..., Any]:
    """``real``, except that call number ``calls_before_failure`` (0-based) raises."""
    count = iter(range(1_000))

    def wrapper(*args: Any) -> Any:
        if next(count) == calls_before_failure:
            raise TierUnavailable("The archive at test is unreachable (simulated crash).")
        return real(*args)

    return wrapper


# -- compaction -----------------------------------------------------------------------


async def test_compaction_merges_files_and_keeps_versions(target: ArchiveTarget) -> None:
    archive = target.open_archive(rows_per_file=4, job="nightly")
    await messy(archive)
    assert len(data_files(target)) == 13
    before, heads = await history(archive)
    assert len(before) == 9

    result = await archive.compact(NS)
    assert (result.files_before, result.files_after) == (13, 3)  # 9 ids, 4 rows a file
    assert (result.rows_before, result.rows_after, result.ids) == (16, 9, 9)
    files = data_files(target)
    assert len(files) == 3
    assert result.bytes_after == sum(len(target.read(k)) for k in files)
    assert await history(archive) == (before, heads)  # same records, versions, provenance
    raw = await raw_rows(archive)
    assert raw.height == 9
    assert not raw["deleted"].any()
    # Each new file is sorted by id and covers its own id range (row-group pruning).
    ranges = []
    for key in files:
        ids = pl.read_parquet(target.read(key))["id"].to_list()
        assert ids == sorted(ids)
        ranges.append((ids[0], ids[-1]))
    ranges.sort()
    assert all(a[1] < b[0] for a, b in itertools.pairwise(ranges))
    assert all("part-nightly-" in key for key in files)  # named after the compacting job


async def test_a_dry_run_writes_nothing(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    await messy(archive)
    files = target.files()
    dry = await archive.compact(NS, dry_run=True)
    assert target.files() == files
    assert (dry.files_before, dry.files_after, dry.rows_before, dry.rows_after) == (13, 1, 16, 9)
    assert dry.bytes_before == sum(len(target.read(k)) for k in files)
    assert 0 < dry.bytes_after < dry.bytes_before  # an estimate


async def test_a_crash_before_the_old_files_are_deleted_loses_nothing(
    target: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = target.open_archive()
    records = await messy(archive)
    before, heads = await history(archive)
    old = set(data_files(target))
    store = archive._store
    monkeypatch.setattr(store, "delete_keys", failing(0, store.delete_keys))
    with pytest.raises(TierUnavailable, match="simulated crash"):
        await archive.compact(NS)
    monkeypatch.undo()
    files = set(data_files(target))
    assert old < files  # the new file is there, and the old ones too
    assert len(files - old) == 1
    assert await history(archive) == (before, heads)  # duplicates are read once
    assert await archive.count(NS) == 9
    assert len(await archive.get_many(NS, [r.id for r in records])) == 9

    again = await archive.compact(NS)  # the next run cleans up
    assert (again.files_before, again.files_after) == (14, 1)
    assert (again.rows_before, again.rows_after) == (16 + 9, 9)
    assert len(data_files(target)) == 1
    assert await history(archive) == (before, heads)


async def test_a_crash_halfway_through_deleting_never_revives_a_deleted_record(
    target: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Old files without tombstones go first: if tombstone files went first, a crash
    # after that step would leave the deleted record's old row without its tombstone.
    archive = target.open_archive()
    records = await messy(archive)
    before = await seen(archive)
    store = archive._store
    monkeypatch.setattr(store, "delete_keys", failing(1, store.delete_keys))
    with pytest.raises(TierUnavailable, match="simulated crash"):
        await archive.compact(NS)
    monkeypatch.undo()
    raw = await raw_rows(archive)
    assert raw.filter(pl.col("deleted"))["id"].sort().to_list() == sorted(
        [records[3].id, records[4].id]
    )
    assert len(data_files(target)) == 2  # the new file and the tombstone file
    assert await seen(archive) == before
    assert await archive.get_many(NS, [records[3].id]) == {}
    await archive.compact(NS)
    assert len(data_files(target)) == 1
    assert await seen(archive) == before


async def test_a_failed_write_leaves_the_files_as_they_were(
    target: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = target.open_archive(rows_per_file=4)
    await messy(archive)
    files, before = target.files(), await seen(archive)
    store = archive._store
    monkeypatch.setattr(store, "put_new", failing(2, store.put_new))  # the third new file
    with pytest.raises(TierUnavailable, match="simulated crash"):
        await archive.compact(NS)
    assert target.files() == files
    assert await seen(archive) == before


async def test_files_written_during_compaction_still_win(
    target: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = target.open_archive(clock=FixedClock(T0))
    records = [rec(i) for i in range(4)]
    await archive.put_many(NS, records)
    await archive.put_many(NS, [records[0].evolve(importance=0.2)])
    store = archive._store
    real_delete = store.delete_keys
    newer = records[0].evolve(importance=0.99)

    def write_meanwhile(keys: list[str]) -> None:
        # Another writer commits after compaction listed the files, before it deletes:
        # a newer version of one record and a tombstone of another.
        day = "namespace=team-a/date=2026-01-06/"
        if not store.list_objects(day):
            late = T0 + timedelta(days=1)
            first = next_versions(2, late)
            update = encode_records([newer], first, late, "late")
            tombstone = encode_tombstones([records[1].id], first + 1, late, "late")
            store.put_new(f"{day}part-late-{'a' * 32}.parquet", to_parquet(update))
            store.put_new(f"{day}part-late-{'b' * 32}.parquet", to_parquet(tombstone))
        real_delete(keys)

    monkeypatch.setattr(store, "delete_keys", write_meanwhile)
    await archive.compact(NS)
    got = await archive.get_many(NS, [r.id for r in records])
    assert got[records[0].id].importance == 0.99
    assert records[1].id not in got
    assert await archive.count(NS) == 3
    monkeypatch.undo()
    result = await archive.compact(NS)
    assert (result.files_after, result.rows_after) == (1, 3)
    assert (await archive.get_many(NS, [records[0].id]))[records[0].id].importance == 0.99


async def test_compaction_drops_a_file_stored_twice(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    records = [rec(i) for i in range(3)]
    await archive.put_many(NS, records)
    (key,) = data_files(target)
    archive._store.put_new(key.replace("part-test-", "part-retry-"), target.read(key))
    assert await archive.count(NS) == 3
    result = await archive.compact(NS)
    assert (result.files_before, result.rows_before, result.rows_after) == (2, 6, 3)
    assert len(data_files(target)) == 1
    assert (await raw_rows(archive)).height == 3


# -- purge ------------------------------------------------------------------------------


async def test_purge_rewrites_only_the_files_that_hold_the_ids(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    a, b, c = rec(1, content="secret alpha"), rec(2), rec(3)
    await archive.put_many(NS, [a, b])
    await archive.put_many(NS, [c])
    await archive.put_many(NS, [a.evolve(content="secret alpha v2")])
    (untouched,) = [
        k
        for k in data_files(target)
        if pl.read_parquet(target.read(k)).height == 1
        and pl.read_parquet(target.read(k))["id"][0] == c.id
    ]
    assert await archive.purge(NS, [a.id]) == 1
    files = data_files(target)
    assert untouched in files
    assert len(files) == 2  # c's file, and b's rewritten one; no tombstone file is left
    raw = await raw_rows(archive)
    assert sorted(raw["id"].to_list()) == sorted([b.id, c.id])
    assert not any(b"secret alpha" in target.read(k) for k in target.files())


async def test_a_crashed_purge_keeps_the_ids_hidden_and_a_rerun_finishes(
    target: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = target.open_archive()
    victim, keeper = rec(1, content="private thing"), rec(2)
    await archive.put_many(NS, [victim, keeper])
    await archive.put_many(NS, [victim.evolve(content="private thing, updated")])
    store = archive._store
    for step in (0, 1):  # crash before any old file is deleted, then halfway through
        monkeypatch.setattr(store, "delete_keys", failing(step, store.delete_keys))
        with pytest.raises(TierUnavailable, match="simulated crash"):
            await archive.purge(NS, [victim.id])
        monkeypatch.undo()
        assert await archive.get_many(NS, [victim.id]) == {}
        assert await archive.count(NS) == 1
    assert await archive.purge(NS, [victim.id]) == 0  # no longer live, but rows remain
    assert not any(b"private thing" in target.read(k) for k in target.files())
    # Each crashed run left a copy of the keeper's row (same version): compaction drops it.
    assert set((await raw_rows(archive))["id"].to_list()) == {keeper.id}
    await archive.compact(NS)
    assert (await raw_rows(archive))["id"].to_list() == [keeper.id]


# -- the job log ------------------------------------------------------------------------


def entry(ns: str, finished: datetime, **extra: Any) -> dict[str, Any]:
    return {"job": "maintain", "namespace": ns, "finished_at": finished.isoformat(), **extra}


async def test_job_log_entries_are_json_objects_under_jobs(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    await archive.put_many(NS, [rec(1)])
    logged = entry(NS, datetime(2026, 1, 5, 23, 30, tzinfo=UTC), moved={"archive": 2})
    await archive.append_job_log(logged)
    await archive.append_job_log(entry("team-b", datetime(2026, 1, 6, 0, 30, tzinfo=UTC)))
    jobs = [k for k in target.files() if k.startswith("_jobs/")]
    assert len(jobs) == 2
    assert all(JOB_KEY.fullmatch(k) and parse_job_log_key(k) for k in jobs)
    by_day = {k.split("/")[1]: json.loads(target.read(k)) for k in jobs}
    assert by_day == {  # the UTC day of finished_at
        "date=2026-01-05": logged,
        "date=2026-01-06": entry("team-b", datetime(2026, 1, 6, 0, 30, tzinfo=UTC)),
    }
    # No reader takes _jobs/ for a namespace, and maintenance never touches it.
    assert await archive.namespaces() == [NS]
    assert await archive.count(NS) == 1
    await archive.compact(NS)
    await archive.purge(NS, [rec(1).id])
    assert await archive.clear(NS) == 1
    assert [k for k in target.files() if k.startswith("_jobs/")] == jobs
    assert await archive.namespaces() == []
    assert len(await archive.job_log()) == 2


async def test_s3_job_log_objects_are_json(request: pytest.FixtureRequest) -> None:
    async with open_target("s3", request) as target:
        archive = target.open_archive()
        await archive.append_job_log(entry(NS, T0))
        (key,) = target.files()
        server = request.getfixturevalue("moto_s3")
        prefix = archive.url.split("/", 3)[3]
        head = server.client.head_object(Bucket=server.bucket, Key=f"{prefix}/{key}")
        assert head["ContentType"] == "application/json"
        assert await archive.namespaces() == []


async def test_job_log_reads_only_the_days_it_needs(
    target: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = target.open_archive()
    for day in range(5):
        for hour in (1, 2):
            await archive.append_job_log(entry(NS, T0 + timedelta(days=day, hours=hour)))
    store = archive._store
    fetched: list[str] = []
    real_get = store.get

    def counting_get(key: str) -> bytes:
        fetched.append(key)
        return real_get(key)

    monkeypatch.setattr(store, "get", counting_get)
    newest = await archive.job_log(limit=2)
    assert [e["finished_at"] for e in newest] == [
        (T0 + timedelta(days=4, hours=h)).isoformat() for h in (2, 1)
    ]
    assert {k.split("/")[1] for k in fetched} == {"date=2026-01-09"}
    fetched.clear()
    recent = await archive.job_log(since=T0 + timedelta(days=3))
    assert len(recent) == 4
    assert {k.split("/")[1] for k in fetched} == {"date=2026-01-08", "date=2026-01-09"}
    fetched.clear()
    assert len(await archive.job_log(namespace="team-b", limit=1)) == 0
    assert len(fetched) == 10  # nothing matched, so every day was read


async def test_job_log_ignores_foreign_and_temporary_files(tmp_path: Path) -> None:
    archive = ParquetArchive(tmp_path, job="test")
    await archive.append_job_log(entry(NS, T0))
    day = tmp_path / "_jobs" / "date=2026-01-05"
    (day / ".tmp-0190abcd").write_text("{half")
    (day / "notes.txt").write_text("{}")
    (day / "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b.json").write_text("not json")
    (day / "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2c.json").write_text('{"job": "x"}')  # no time
    (tmp_path / "_jobs" / "date=bad").mkdir()
    assert await archive.job_log() == [entry(NS, T0)]
    assert await archive.namespaces() == []
