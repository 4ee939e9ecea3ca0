"""The Parquet archive beyond the shared contract: layout, versions, atomicity, failures.

Most tests run twice, on a local folder and on a moto S3 server (see
``support/cold_parquet.py``); the contract suite in ``test_tier_contract.py`` covers
the behaviour shared with the in-memory reference archive.
"""

from __future__ import annotations

import asyncio
import errno
import os
import re
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl
import pytest
from hypothesis import given
from hypothesis import strategies as st
from polars._typing import PolarsDataType
from support.cold_parquet import DUMMY_OPTIONS, ArchiveTarget, column_chunks, open_target
from support.services import free_port

from sfams_tiers import (
    ConfigurationError,
    FixedClock,
    InMemoryArchive,
    InvalidQuery,
    InvalidRecord,
    MemoryRecord,
    RecordFilter,
    Relation,
    TierUnavailable,
)
from sfams_tiers.backends import archive as archive_module
from sfams_tiers.backends._archive_paths import (
    archive_key,
    parse_file_key,
    parse_root,
    validate_job,
)
from sfams_tiers.backends._archive_query import count_plan, get_plan
from sfams_tiers.backends._archive_schema import RECORD_COLUMNS, SCHEMA
from sfams_tiers.backends.archive import ParquetArchive, newest_live

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
DOC = Path(__file__).resolve().parents[1] / "storage" / "archive-schema.md"
PART = re.compile(
    r"^namespace=team-a/date=2026-01-05/part-test-[0-9a-f]{32}(\.ids-[0-9a-f]{32}-[0-9a-f]{32})?"
    r"\.parquet$"
)


@pytest.fixture(params=["local", "s3"])
async def target(request: pytest.FixtureRequest) -> AsyncIterator[ArchiveTarget]:
    async with open_target(request.param, request) as found:
        yield found


@pytest.fixture
async def local(request: pytest.FixtureRequest) -> AsyncIterator[ArchiveTarget]:
    async with open_target("local", request) as found:
        yield found


def rec(i: int = 0, ns: str = "team-a", dim: int = 4, **kw: Any) -> MemoryRecord:
    vector = np.zeros(dim, dtype=np.float32)
    vector[i % dim] = 1.0
    data: dict[str, Any] = {
        "namespace": ns,
        "content": f"memory number {i}",
        "created_at": T0 + timedelta(minutes=i),
        "embedding": tuple(vector.tolist()),
        "tier": "cold",
    }
    data.update(kw)
    return MemoryRecord(**data)


async def scanned(archive: ParquetArchive, **kw: Any) -> list[MemoryRecord]:
    return [r async for batch in archive.scan("team-a", **kw) for r in batch]


# -- the documented schema and layout ------------------------------------------------


def type_text(dtype: PolarsDataType) -> str:
    """A dtype the way storage/archive-schema.md writes it."""
    if not isinstance(dtype, pl.DataType):
        dtype = dtype()  # a bare class such as pl.String
    if isinstance(dtype, pl.Datetime):
        return f'Datetime("{dtype.time_unit}", "{dtype.time_zone}")'
    if isinstance(dtype, pl.List):
        return f"List({type_text(dtype.inner)})"
    if isinstance(dtype, pl.Struct):
        inner = ", ".join(f"{f.name}: {type_text(f.dtype)}" for f in dtype.fields)
        return f"Struct{{{inner}}}"
    return str(dtype.base_type().__name__)


def documented_columns() -> list[tuple[str, str]]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Columns", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    cells = [[c.strip().strip("`") for c in row.strip("|").split("|")] for row in rows]
    return [(c[0], c[1]) for c in cells]


def test_schema_matches_the_document_and_the_record() -> None:
    assert documented_columns() == [(name, type_text(t)) for name, t in SCHEMA.items()]
    assert set(RECORD_COLUMNS) == set(MemoryRecord.model_fields) - {"namespace"}
    assert "namespace=<ns>/date=<YYYY-MM-DD>/part-<job>-<n>[.ids-<lo>-<hi>].parquet" in (
        DOC.read_text()
    )


async def test_files_follow_the_layout_use_zstd_and_the_schema(target: ArchiveTarget) -> None:
    archive = target.open_archive(clock=FixedClock(T0))
    records = [rec(i, dim=8) for i in range(30)]
    written = await archive.put_many("team-a", list(reversed(records)))
    (key,) = target.files()
    assert PART.fullmatch(key), key
    assert parse_file_key(key) == ("team-a", date(2026, 1, 5))
    data = target.read(key)
    assert written == len(data)
    chunks = column_chunks(data)
    assert {c.codec for c in chunks} == {"ZSTD"}
    assert {c.path[0] for c in chunks} == set(SCHEMA)
    frame = pl.read_parquet(data)
    assert frame.schema == SCHEMA
    assert frame["id"].to_list() == sorted(r.id for r in records)  # sorted for pruning
    assert frame["job"].unique().to_list() == ["test"]
    assert frame["written_at"].unique().to_list() == [T0]


async def test_big_batches_are_split_into_several_files(target: ArchiveTarget) -> None:
    archive = target.open_archive(rows_per_file=4)
    records = [rec(i) for i in range(10)]
    await archive.put_many("team-a", records)
    assert len(target.files()) == 3
    assert await archive.count("team-a") == 10
    assert await archive.put_many("team-a", []) == 0
    assert len(target.files()) == 3  # an empty batch writes no file


# -- versions and tombstones ---------------------------------------------------------


async def test_newest_version_wins(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    r = rec(1, importance=0.2)
    await archive.put_many("team-a", [r])
    await archive.put_many("team-a", [r.evolve(importance=0.9)])
    # Within one batch the later record is the newer version, as in the reference.
    twice = rec(2)
    await archive.put_many(
        "team-a", [twice.evolve(content="first"), twice.evolve(content="second")]
    )
    assert await archive.count("team-a") == 2
    got = await archive.get_many("team-a", [r.id, twice.id])
    assert got[r.id].importance == 0.9
    assert got[twice.id].content == "second"
    assert {x.id: x.content for x in await scanned(archive)}[twice.id] == "second"
    # Another archive object on the same root, as a second job would have, agrees.
    other = target.open_archive(job="restore")
    await other.put_many("team-a", [r.evolve(importance=0.5)])
    assert (await archive.get_many("team-a", [r.id]))[r.id].importance == 0.5


async def test_tombstones_hide_ids_and_count_agrees(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    records = [rec(i) for i in range(5)]
    await archive.put_many("team-a", records)
    first_file = target.files()
    gone = [records[0].id, records[1].id]
    assert await archive.delete_many("team-a", [*gone, gone[0], rec(9).id]) == 2
    assert set(first_file) < set(target.files())  # tombstones went to a new file
    assert target.read(first_file[0])  # the old rows stay until compaction (privacy note)
    assert await archive.count("team-a") == 3
    assert set(await archive.get_many("team-a", [r.id for r in records])) == {
        r.id for r in records[2:]
    }
    assert {r.id for r in await scanned(archive)} == {r.id for r in records[2:]}
    assert await archive.delete_many("team-a", gone) == 0  # already deleted
    await archive.put_many("team-a", [records[0]])  # archiving again revives the id
    assert await archive.count("team-a") == 4
    assert await archive.namespaces() == ["team-a"]
    assert await archive.delete_many("team-a", [r.id for r in records]) == 4
    assert await archive.namespaces() == []  # files remain, but no live id
    raw = (await archive.frame("team-a", newest=False)).collect()
    assert raw["deleted"].sum() == 6
    assert (await archive.frame("team-a")).collect().height == 0


async def test_clear_purges_only_its_namespace(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    await archive.put_many("team-a", [rec(1), rec(2)])
    await archive.put_many("team-b", [rec(3, ns="team-b")])
    await archive.delete_many("team-a", [(await scanned(archive))[0].id])
    assert await archive.clear("team-a") == 1
    assert all(key.startswith("namespace=team-b/") for key in target.files())
    assert await archive.namespaces() == ["team-b"]
    assert await archive.clear("team-a") == 0


async def test_a_file_stored_twice_counts_once(local: ArchiveTarget) -> None:
    # A PUT retried after its first attempt was stored leaves two identical files.
    archive = local.open_archive()
    records = [rec(i) for i in range(3)]
    await archive.put_many("team-a", records)
    (key,) = local.files()
    copy = Path(archive.url) / key.replace("part-test-", "part-retry-")
    copy.write_bytes((Path(archive.url) / key).read_bytes())
    assert await archive.count("team-a") == 3
    assert [r.id for r in await scanned(archive, batch_size=1)] == sorted(r.id for r in records)
    assert len(await archive.get_many("team-a", [r.id for r in records])) == 3
    assert await archive.delete_many("team-a", [records[0].id]) == 1
    assert await archive.count("team-a") == 2


async def test_readers_ignore_temporary_and_foreign_files(local: ArchiveTarget) -> None:
    archive = local.open_archive()
    await archive.put_many("team-a", [rec(1)])
    folder = Path(archive.url) / "namespace=team-a" / "date=2026-01-05"
    folder.mkdir(parents=True)
    (folder / ".tmp-0190abcd").write_bytes(b"half a file")
    (folder / "notes.txt").write_text("not an archive file")
    (folder / "part-x-1.parquet").write_bytes(b"badly named")
    (Path(archive.url) / "namespace=Bad").mkdir()
    assert await archive.count("team-a") == 1
    assert await archive.namespaces() == ["team-a"]


async def test_scan_applies_record_filter_exactly_like_the_reference(
    target: ArchiveTarget,
) -> None:
    now = T0 + timedelta(days=1)
    a = rec(0, type="deadline", importance=0.9, entities=["project:apollo"])
    b = rec(1, type="dialogue", importance=0.1)
    c = rec(2, type="state:ticket", superseded_by=a.id)
    d = rec(3, ttl_seconds=60)
    e = rec(4, agent="coder", visibility="private", anchored=True)
    f = rec(5, type="deadline", importance=0.95)
    g = rec(6, entities=["order:A-1"])
    h = rec(7)
    k = rec(8, entities=["order:A-1"])
    records = [a, b, c, d, e, f, g, h, k]
    newer_f = f.evolve(type="fact", importance=0.3)  # an old match must not come back
    newer_g = g.evolve(entities=["order:B-2"])  # nor an old entity
    newer_h = h.evolve(entities=["order:A-1"])  # a new one counts
    archive, reference = target.open_archive(), InMemoryArchive()
    for tier in (archive, reference):
        await tier.put_many("team-a", records)
        await tier.put_many("team-a", [newer_f, newer_g, newer_h])
        await tier.delete_many("team-a", [b.id, k.id])
    filters = [
        RecordFilter(),
        RecordFilter(types=("deadline", "state")),
        RecordFilter(types=("state:ticket",)),
        RecordFilter(types=()),
        RecordFilter(entities=("Project:apollo",)),
        RecordFilter(entities=("order:A-1",)),
        RecordFilter(entities=("order:A-1", "order:B-2"), include_superseded=False),
        RecordFilter(entities=("order:none",)),
        RecordFilter(min_importance=0.6),
        RecordFilter(include_superseded=False),
        RecordFilter(live_at=now),
        RecordFilter(viewer=None),
        RecordFilter(viewer="coder"),
        RecordFilter(viewer="planner"),
        RecordFilter(ids=(a.id, b.id, e.id)),
        RecordFilter(anchored=True),
        RecordFilter(anchored=False, types=("deadline",)),
    ]
    for where in filters:
        expected = sorted([r.id async for b in reference.scan("team-a", where=where) for r in b])
        got = [r.id for r in await scanned(archive, where=where, batch_size=2)]
        assert got == sorted(got)  # id order, which is creation order for UUIDv7 ids
        assert sorted(got) == expected, where


async def test_get_and_scan_can_skip_embeddings(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    r = rec(1)
    await archive.put_many("team-a", [r])
    assert (await archive.get_many("team-a", [r.id], with_vectors=False))[r.id].embedding is None
    assert (await scanned(archive, with_vectors=False))[0] == r.model_copy(
        update={"embedding": None}
    )
    assert (await archive.get_many("team-a", [r.id]))[r.id] == r


# -- namespaces cannot escape --------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    ["../team-b", "team-a/../x", "a/b", "namespace=x", "", ".", "..", "Team", "a\x00", "é", "-a"],
)
def test_archive_key_refuses_namespaces_that_could_escape(bad: str) -> None:
    with pytest.raises(InvalidRecord, match="namespace"):
        archive_key(bad)
    with pytest.raises(InvalidRecord):
        archive_key(bad, date(2026, 1, 5), "part-test-0.parquet")


@given(st.text(max_size=80))
def test_every_archive_key_stays_inside_its_namespace(namespace: str) -> None:
    try:
        key = archive_key(namespace, date(2026, 1, 5), "part-test-0.parquet")
    except InvalidRecord:
        return
    assert key == f"namespace={namespace}/date=2026-01-05/part-test-0.parquet"
    assert key.count("/") == 2
    assert ".." not in key.split("/")


def test_part_names_and_roots_are_validated() -> None:
    with pytest.raises(InvalidQuery, match="part"):
        archive_key("team-a", date(2026, 1, 5), "../../x.parquet")
    with pytest.raises(InvalidQuery, match="day"):
        archive_key("team-a", part="part-a-0.parquet")
    for job in ("Nightly", "a/b", "", "-x", "x" * 41):
        with pytest.raises(InvalidQuery, match="job"):
            validate_job(job)
    with pytest.raises(InvalidQuery, match="job"):
        ParquetArchive("/tmp/never-written", job="../x")
    assert parse_root("s3://bucket-1/a//b/").prefix == "a/b"
    assert parse_root("file:///srv/archive").folder == Path("/srv/archive")
    for url in ("ftp://x/y", "s3://B_ad/x", "s3://bucket/../x", "s3://bucket/x?y=1", ""):
        with pytest.raises(ConfigurationError):
            parse_root(url)
    with pytest.raises(ConfigurationError) as caught:
        parse_root("s3://AKIA:s3cr3t@bucket/x")
    assert "s3cr3t" not in str(caught.value)


async def test_a_batch_with_another_namespace_writes_nothing(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    with pytest.raises(InvalidRecord, match="belongs to 'team-b'"):
        await archive.put_many("team-a", [rec(1), rec(2, ns="team-b")])
    assert target.files() == []


# -- atomic writes -------------------------------------------------------------------


async def test_a_local_write_is_invisible_until_renamed_and_gone_if_it_fails(
    local: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = local.open_archive()
    kept = rec(1)
    await archive.put_many("team-a", [kept])
    before = local.files()
    written, release = threading.Event(), threading.Event()
    real_fsync = os.fsync

    def fsync_then_fail(fd: int) -> None:
        # The temporary file holds every byte at this point; hold it there so the test
        # can look, then fail as a full disk would.
        real_fsync(fd)
        written.set()
        assert release.wait(30)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", fsync_then_fail)  # the same os module the store uses
    put = asyncio.create_task(archive.put_many("team-a", [rec(2), kept.evolve(importance=0.9)]))
    assert await asyncio.to_thread(written.wait, 30)
    during = local.files()
    assert next(k for k in during if k not in before).split("/")[-1].startswith(".tmp-")
    assert [k for k in during if k.endswith(".parquet")] == before
    assert await archive.count("team-a") == 1
    assert (await archive.get_many("team-a", [kept.id]))[kept.id] == kept
    release.set()
    with pytest.raises(TierUnavailable, match="No space left"):
        await put
    assert local.files() == before  # the temporary file is removed too
    assert (await archive.get_many("team-a", [kept.id]))[kept.id] == kept


async def test_a_failed_multi_file_put_leaves_the_archive_unchanged(
    target: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = target.open_archive(rows_per_file=2)
    kept = rec(1)
    await archive.put_many("team-a", [kept])
    before = target.files()
    store = archive._store
    real_put = store.put_new
    calls = iter(range(100))

    def third_put_fails(key: str, data: bytes) -> bool:
        if next(calls) == 2:
            raise TierUnavailable("The archive at test is unreachable (simulated).")
        return real_put(key, data)

    monkeypatch.setattr(store, "put_new", third_put_fails)
    batch = [rec(i) for i in range(2, 9)] + [kept.evolve(content="changed")]
    with pytest.raises(TierUnavailable, match="simulated"):
        await archive.put_many("team-a", batch)
    assert target.files() == before
    assert await archive.count("team-a") == 1
    assert (await archive.get_many("team-a", [kept.id]))[kept.id].content == kept.content


def names(*fixed: str) -> Callable[..., str]:
    sequence: Iterator[str] = iter(fixed)
    return lambda job, ids=None: next(sequence)


async def test_an_existing_file_name_is_never_overwritten(
    target: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = target.open_archive(clock=FixedClock(T0))
    taken, fresh = f"part-test-{'a' * 32}.parquet", f"part-test-{'b' * 32}.parquet"
    monkeypatch.setattr(archive_module, "new_part_name", names(taken, taken, fresh))
    first, second = rec(1), rec(2)
    await archive.put_many("team-a", [first])
    await archive.put_many("team-a", [second])  # S3: 412 PreconditionFailed, then a new name
    prefix = "namespace=team-a/date=2026-01-05/"
    assert target.files() == [prefix + taken, prefix + fresh]
    assert pl.read_parquet(target.read(prefix + taken))["id"].to_list() == [first.id]
    assert set(await archive.get_many("team-a", [first.id, second.id])) == {first.id, second.id}
    monkeypatch.setattr(archive_module, "new_part_name", names(*[taken] * 5))
    with pytest.raises(TierUnavailable, match="refused 5 new file names"):
        await archive.put_many("team-a", [rec(3)])
    assert len(target.files()) == 2


# -- volume --------------------------------------------------------------------------


async def test_ten_thousand_records_with_384_dim_embeddings_round_trip(
    target: ArchiveTarget,
) -> None:
    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((10_000, 384)).astype(np.float32)
    records = [
        rec(
            i,
            dim=1,
            content=f"memory {i}: " + "é✓ " * (i % 5),
            embedding=tuple(vectors[i].tolist()),
            type=("fact", "deadline", "state:ticket")[i % 3],
            importance=float(rng.random()),
            entities=[f"topic:t{i % 17}"],
            relations=[Relation(kind="relates", target=rec(0).id)] if i % 4 == 0 else [],
            ttl_seconds=3600.0 if i % 5 == 0 else None,
            last_accessed=T0 if i % 2 else None,
            archived_at=T0 + timedelta(days=30),
            archive_reason="score 0.05 < 0.1",
        )
        for i in range(10_000)
    ]
    archive = target.open_archive()
    assert await archive.put_many("team-a", records) > 10_000 * 384 * 4 // 2
    got = await archive.get_many("team-a", [r.id for r in records])
    assert len(got) == 10_000
    for r in records:
        g = got[r.id]
        assert g.embedding == r.embedding  # float32 values, exactly
        assert g.content == r.content
        assert g == r
    sizes = [len(b) async for b in archive.scan("team-a", batch_size=3000)]
    assert sizes == [3000, 3000, 3000, 1000]
    assert await archive.count("team-a") == 10_000


# -- failures ------------------------------------------------------------------------


async def test_an_unreachable_s3_endpoint_is_tier_unavailable_and_fast() -> None:
    endpoint = f"http://127.0.0.1:{free_port()}"  # nobody listens here
    archive = ParquetArchive(
        "s3://sfams-nowhere/prefix",
        s3_endpoint_url=endpoint,
        storage_options=dict(DUMMY_OPTIONS),
        connect_timeout=1,
        max_attempts=1,
    )
    operations = {
        "put_many": archive.put_many("team-a", [rec(1)]),
        "get_many": archive.get_many("team-a", [rec(1).id]),
        "delete_many": archive.delete_many("team-a", [rec(1).id]),
        "count": archive.count("team-a"),
        "namespaces": archive.namespaces(),
        "clear": archive.clear("team-a"),
        "scan": scanned(archive),
    }
    for name, operation in operations.items():
        started = time.perf_counter()
        with pytest.raises(TierUnavailable) as caught:
            await operation
        assert time.perf_counter() - started < 5, name
        message = str(caught.value)
        assert message.startswith("The archive at s3://sfams-nowhere/prefix is unreachable")
        assert f"cannot connect to {endpoint}" in message
        assert "SFAMS_ARCHIVE_URL, SFAMS_S3_ENDPOINT_URL and the AWS credentials" in message
        assert DUMMY_OPTIONS["aws_secret_access_key"] not in message
        assert caught.value.__cause__ is not None
    await archive.close()


async def test_default_retries_still_fail_fast_on_a_refused_connection() -> None:
    archive = ParquetArchive(
        "s3://sfams-nowhere/prefix",
        s3_endpoint_url=f"http://127.0.0.1:{free_port()}",
        storage_options=dict(DUMMY_OPTIONS),
    )
    started = time.perf_counter()
    with pytest.raises(TierUnavailable, match="unreachable"):
        await archive.count("team-a")
    assert time.perf_counter() - started < 10
    await archive.close()


async def test_a_missing_bucket_is_tier_unavailable(request: pytest.FixtureRequest) -> None:
    server = request.getfixturevalue("moto_s3")
    archive = ParquetArchive(
        "s3://no-such-bucket-here/x",
        s3_endpoint_url=server.endpoint,
        storage_options=dict(DUMMY_OPTIONS),
    )
    with pytest.raises(TierUnavailable, match="the bucket 'no-such-bucket-here' does not exist"):
        await archive.put_many("team-a", [rec(1)])
    with pytest.raises(TierUnavailable, match="does not exist"):
        await archive.count("team-a")
    await archive.close()


async def test_access_denied_is_tier_unavailable(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    from botocore.exceptions import ClientError

    # moto accepts any credentials, so the denial is injected where boto3 raises it.
    server = request.getfixturevalue("moto_s3")
    archive = server.archive("denied")
    denied = ClientError(
        {"Error": {"Code": "AccessDenied"}, "ResponseMetadata": {"HTTPStatusCode": 403}},
        "ListObjectsV2",
    )

    def refuse(*args: object, **kwargs: object) -> None:
        raise denied

    monkeypatch.setattr(archive._store._client, "get_paginator", refuse)
    with pytest.raises(
        TierUnavailable, match=r"unreachable \(access denied: AccessDenied, HTTP 403\)"
    ):
        await archive.count("team-a")
    await archive.close()


async def test_an_unusable_local_folder_is_tier_unavailable(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the archive folder should be")
    archive = ParquetArchive(blocker / "archive")
    with pytest.raises(TierUnavailable, match="cannot be used"):
        await archive.put_many("team-a", [rec(1)])


# -- projection: counting and vector-less reads never read embeddings ----------------


async def test_count_and_vectorless_reads_do_not_read_the_embedding_column(
    local: ArchiveTarget,
) -> None:
    archive = local.open_archive()
    records = [rec(i, dim=64) for i in range(50)]
    await archive.put_many("team-a", records)
    raw = await archive.frame("team-a", newest=False)
    width = len(SCHEMA)  # the file's columns (the frame adds a constant namespace)
    assert f"PROJECT 3/{width} COLUMNS" in count_plan(raw).explain()
    vectorless = get_plan(raw, [records[0].id], with_vectors=False).explain()
    assert f"PROJECT {len(RECORD_COLUMNS) + 1}/{width} COLUMNS" in vectorless  # no embedding
    full = get_plan(raw, [records[0].id], with_vectors=True).explain()
    assert f"PROJECT {len(RECORD_COLUMNS) + 2}/{width} COLUMNS" in full
    # The plan only shows column counts, so prove it on the bytes: wreck every
    # embedding column chunk in the file. Reads that skip the column still work.
    (key,) = local.files()
    path = Path(archive.url) / key
    data = bytearray(path.read_bytes())
    for chunk in column_chunks(bytes(data)):
        if chunk.path[0] == "embedding":
            data[chunk.start : chunk.start + chunk.size] = b"\xff" * chunk.size
    path.write_bytes(bytes(data))
    assert await archive.count("team-a") == 50
    assert len(await archive.get_many("team-a", [r.id for r in records], with_vectors=False)) == 50
    assert len(await scanned(archive, with_vectors=False)) == 50
    assert await archive.delete_many("team-a", [records[0].id]) == 1
    with pytest.raises(TierUnavailable):
        await archive.get_many("team-a", [records[1].id])


# -- analytics -----------------------------------------------------------------------


async def test_the_documented_analytics_scan_agrees_with_the_archive(local: ArchiveTarget) -> None:
    archive = local.open_archive()
    records = [rec(i) for i in range(6)]
    await archive.put_many("team-a", records)
    await archive.put_many("team-a", [records[0].evolve(importance=1.0)])
    await archive.delete_many("team-a", [records[1].id])
    raw = pl.scan_parquet(
        f"{archive.url}/namespace=team-a/**/*.parquet",
        schema=SCHEMA,
        missing_columns="insert",
        hive_partitioning=False,
    )
    live = newest_live(raw).select("id", "importance").collect()
    assert live.height == await archive.count("team-a") == 5
    assert live.filter(pl.col("id") == records[0].id)["importance"].item() == 1.0
    framed = (await archive.frame("team-a")).select("namespace", "id").collect()
    assert framed["namespace"].unique().to_list() == ["team-a"]
    assert sorted(framed["id"]) == sorted(live["id"])


async def test_lookups_by_id_read_only_the_files_whose_id_range_can_hold_them(
    target: ArchiveTarget,
) -> None:
    """Files are named with the ids they hold, so a lookup by id skips the others unread."""
    archive = target.open_archive(clock=FixedClock(T0))
    batches = [[rec(10 * b + i, tier="cold") for i in range(10)] for b in range(3)]
    for batch in batches:
        await archive.put_many("team-a", batch)
    files = await archive._files("team-a")
    assert len(files) == 3
    first, last = batches[0][0], batches[2][-1]
    assert await archive._files_holding("team-a", [first.id]) == [
        k for k in files if first.id.replace("-", "") in k
    ]
    assert len(await archive._files_holding("team-a", [first.id, last.id])) == 2
    assert set(await archive.get_many("team-a", [first.id, last.id])) == {first.id, last.id}
    assert await archive.live_ids("team-a", [b.id for b in batches[1]]) == {
        r.id for r in batches[1]
    }


async def test_a_scan_reads_each_chunk_from_the_files_whose_id_range_meets_it(
    local: ArchiveTarget, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Chunk by chunk, a scan opens only the files that can hold the chunk's ids."""
    monkeypatch.setattr(archive_module, "READ_ROWS", 10)
    archive = local.open_archive(clock=FixedClock(T0))
    batches = [[rec(10 * b + i, tier="cold") for i in range(10)] for b in range(3)]
    for batch in batches:
        await archive.put_many("team-a", batch)
    opened: list[list[str]] = []
    original = archive._read_records

    def spy(files: list[str], plan: Any, namespace: str) -> list[MemoryRecord]:
        opened.append(list(files))
        return original(files, plan, namespace)

    monkeypatch.setattr(archive, "_read_records", spy)
    scanned = [r async for batch in archive.scan("team-a", batch_size=10) for r in batch]
    assert [r.id for r in scanned] == [r.id for batch in batches for r in batch]
    assert [len(files) for files in opened] == [1, 1, 1]
    assert len({files[0] for files in opened}) == 3

    opened.clear()  # a caller taking one small batch reads one chunk of that size
    first = await archive.scan("team-a", batch_size=3).__anext__()
    assert [r.id for r in first] == [r.id for r in batches[0][:3]]
    assert [len(files) for files in opened] == [1]

    opened.clear()  # nothing matches: no chunk is read at all
    nothing = RecordFilter(entities=("order:none",))
    assert [b async for b in archive.scan("team-a", where=nothing)] == []
    assert opened == []
