"""sfams_tiers.analytics: the archive scan and every canned query, on small archives
written by the tests (local folder and moto S3), checked against hand-computed numbers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import polars as pl
import pytest
from support.cold_parquet import ArchiveTarget, column_chunks, open_target

from sfams_tiers import (
    FixedClock,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidQuery,
    MemoryRecord,
    Tiers,
)
from sfams_tiers.analytics import (
    age_distribution,
    archive_reasons,
    importance_distribution,
    job_history,
    job_totals,
    live_snapshot,
    overview,
    read_job_log,
    restores,
    run_sql,
    scan_archive,
    supersession_chains,
    time_to_archive,
    volume,
)
from sfams_tiers.backends.archive import ParquetArchive

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
DAY = timedelta(days=1)


def rec(
    ns: str,
    content: str,
    *,
    type: str = "fact",  # noqa: A002 - the record field's name
    agent: str | None = "ann",
    importance: float = 0.5,
    created: datetime = T0 - 10 * DAY,
    archived: datetime | None = T0,
    reason: str | None = "score below threshold",
    superseded_by: str | None = None,
    embedding: tuple[float, ...] | None = None,
) -> MemoryRecord:
    return MemoryRecord(
        namespace=ns,
        content=content,
        type=type,
        agent=agent,
        importance=importance,
        created_at=created,
        archived_at=archived,
        archive_reason=reason,
        superseded_by=superseded_by,
        tier="cold",
        embedding=embedding,
    )


@pytest.fixture(params=["local", "s3"])
async def target(request: pytest.FixtureRequest) -> AsyncIterator[ArchiveTarget]:
    async with open_target(request.param, request) as found:
        yield found


@pytest.fixture
async def local(request: pytest.FixtureRequest) -> AsyncIterator[ArchiveTarget]:
    async with open_target("local", request) as found:
        yield found


async def test_scan_applies_the_read_rule_across_namespaces(target: ArchiveTarget) -> None:
    archive = target.open_archive(clock=FixedClock(T0))
    a1, a2, a3 = rec("team-a", "a1"), rec("team-a", "a2"), rec("team-a", "a3")
    b1 = rec("2026", "b1", type="goal")  # a namespace that looks like a number
    await archive.put_many("team-a", [a1, a2, a3])
    await archive.put_many("2026", [b1])
    await archive.put_many("team-a", [a2.evolve(content="a2 v2")])  # a newer version
    await archive.delete_many("team-a", [a3.id])  # a tombstone

    newest = scan_archive(archive).select("namespace", "id", "content", "date").collect()
    assert newest.schema["namespace"] == pl.String
    assert newest.schema["date"] == pl.Date
    assert sorted(newest.select("namespace", "content").rows()) == [
        ("2026", "b1"),
        ("team-a", "a1"),
        ("team-a", "a2 v2"),
    ]
    assert set(newest["date"].to_list()) == {date(2026, 1, 5)}

    raw = scan_archive(archive, newest=False).select("id", "deleted").collect()
    assert raw.height == 6  # 3 + 1 + 1 new version + 1 tombstone
    assert raw["deleted"].sum() == 1

    only_b = scan_archive(archive, namespace="2026").select("content").collect()
    assert only_b["content"].to_list() == ["b1"]
    several = scan_archive(archive, namespace=["team-a", "2026"]).select(pl.len()).collect()
    assert several.item() == 3
    assert "embedding" not in scan_archive(archive).collect_schema()


async def test_scan_by_url_with_options(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    await archive.put_many("team-a", [rec("team-a", "by url")])
    if target.kind == "s3":
        from support.cold_parquet import DUMMY_OPTIONS

        server = target._server
        assert server is not None
        frame = scan_archive(
            f"s3://{server.bucket}/{target._prefix}",
            storage_options=dict(DUMMY_OPTIONS),
            s3_endpoint_url=server.endpoint,
        )
    else:
        frame = scan_archive(archive.url)
    assert frame.select("content").collect()["content"].to_list() == ["by url"]


async def test_an_empty_archive_scans_as_an_empty_frame(local: ArchiveTarget) -> None:
    archive = local.open_archive()
    frame = scan_archive(archive).collect()
    assert frame.height == 0
    assert {"namespace", "date", "id", "type"} <= set(frame.columns)
    assert volume(frame, "type").height == 0


async def test_embeddings_are_never_read_unless_asked(local: ArchiveTarget) -> None:
    archive = local.open_archive()
    records = [rec("team-a", f"r{i}", embedding=(0.5,) * 64) for i in range(50)]
    await archive.put_many("team-a", records)
    (key,) = [k for k in local.files() if k.endswith(".parquet")]
    path = Path(archive.url) / key
    data = bytearray(path.read_bytes())
    embedding = [c for c in column_chunks(bytes(data)) if c.path[0] == "embedding"]
    assert embedding
    for chunk in embedding:  # make the embedding bytes unreadable: reading them must fail
        data[chunk.start : chunk.start + chunk.size] = b"\xff" * chunk.size
    path.write_bytes(bytes(data))

    frame = scan_archive(archive)
    assert frame.select("content").collect().height == 50
    assert volume(frame, "type")["records"].to_list() == [50]
    with pytest.raises(pl.exceptions.PolarsError):
        scan_archive(archive, with_embeddings=True).select("embedding").collect()
    plan = scan_archive(archive).select("type").explain()
    assert "embedding" not in plan


async def test_volume_reasons_and_overview(target: ArchiveTarget) -> None:
    archive = target.open_archive(clock=FixedClock(T0))
    jan, feb = datetime(2026, 1, 20, tzinfo=UTC), datetime(2026, 2, 3, tzinfo=UTC)
    await archive.put_many(
        "team-a",
        [
            rec("team-a", "1", type="fact", agent="ann", importance=0.2, archived=jan),
            rec("team-a", "2", type="fact", agent="bob", importance=0.4, archived=feb,
                reason="score 0.11 < archive threshold 0.15"),
            rec("team-a", "3", type="goal", agent="ann", importance=0.9, archived=feb,
                reason="score 0.02 < archive threshold 0.15"),
            rec("team-a", "4", type="fact", agent=None, importance=0.6, archived=None,
                reason=None),
        ],
    )  # fmt: skip
    frame = scan_archive(archive)

    by_type = volume(frame, "type")
    assert by_type.select("type", "records").rows() == [("fact", 3), ("goal", 1)]
    assert by_type["share"].to_list() == [0.75, 0.25]
    assert by_type["mean_importance"][0] == pytest.approx(0.4)
    assert volume(frame, "agent").select("agent", "records").rows() == [
        ("ann", 2),
        ("bob", 1),
        (None, 1),
    ]
    # Record 4 has no archived_at: its write day (T0, January) stands in.
    months = volume(frame, "month").select("month", "records").rows()
    assert months == [(date(2026, 1, 1), 2), (date(2026, 2, 1), 2)]
    assert volume(frame, ["type", "agent"]).height == 4
    with pytest.raises(InvalidQuery, match="not a column"):
        volume(frame, "colour")

    reasons = archive_reasons(frame)
    assert reasons.select("reason", "records").rows() == [
        ("(not recorded)", 1),
        ("score 0.02 < archive threshold 0.15", 1),
        ("score 0.11 < archive threshold 0.15", 1),
        ("score below threshold", 1),
    ]
    kinds = archive_reasons(frame, by="reason_kind").select("reason", "records").rows()
    assert kinds[0] == ("score < archive threshold", 2)

    ov = overview(frame)
    assert ov.select("namespace", "records", "types", "agents").rows() == [("team-a", 4, 2, 2)]
    assert ov["mean_importance"][0] == pytest.approx(0.525)
    assert ov["first_archived"][0] == T0  # record 4: its write time stands in
    assert ov["last_archived"][0] == feb


async def test_distributions_and_time_to_archive(local: ArchiveTarget) -> None:
    archive = local.open_archive()
    created = T0 - 100 * DAY
    await archive.put_many(
        "team-a",
        [
            rec("team-a", "a", type="fact", importance=0.0, created=created,
                archived=created + 2 * DAY),
            rec("team-a", "b", type="fact", importance=0.15, created=created,
                archived=created + 4 * DAY),
            rec("team-a", "c", type="fact", importance=1.0, created=T0 - 3 * DAY,
                archived=T0 - 2 * DAY),
            rec("team-a", "d", type="goal", importance=0.95, created=T0 - 400 * DAY,
                archived=T0 - 390 * DAY),
            rec("team-a", "e", type="goal", importance=0.5, created=T0, archived=None),
        ],
    )  # fmt: skip
    frame = scan_archive(archive)

    imp = importance_distribution(frame, bins=4)
    assert imp.select("label", "records").rows() == [
        ("0.0-0.2", 2),  # 0.0, 0.15
        ("0.2-0.5", 0),
        ("0.5-0.8", 1),  # 0.5
        ("0.8-1.0", 2),  # 0.95 and 1.0 (the last bin holds 1.0)
    ]
    ages = age_distribution(frame, T0, edges_days=(1, 30, 365))
    assert ages.select("label", "records").rows() == [
        ("0-1 d", 1),  # e, created now
        ("1-30 d", 1),  # c, 3 days
        ("30-365 d", 2),  # a and b, 100 days
        ("365+ d", 1),  # d, 400 days
    ]
    with pytest.raises(InvalidQuery):
        age_distribution(frame, T0, edges_days=(30, 7))

    live = time_to_archive(frame)  # e has no archived_at: left out
    assert live.select("type", "records", "min_days", "median_days", "max_days").rows() == [
        ("goal", 1, 10.0, 10.0, 10.0),
        ("fact", 3, 1.0, 2.0, 4.0),
    ]
    assert live.filter(pl.col("type") == "fact")["mean_days"].item() == pytest.approx(7 / 3)


async def test_supersession_chains_follow_links(local: ArchiveTarget) -> None:
    archive = local.open_archive()
    c = rec("team-a", "v3")
    b = rec("team-a", "v2", superseded_by=c.id)
    a = rec("team-a", "v1", superseded_by=b.id)
    live_id = "01900000-0000-7000-8000-000000000001"  # the replacement is still live
    x = rec("team-a", "x1", superseded_by=live_id)
    y = rec("team-a", "y1", superseded_by=c.id)  # joins the first chain at its end
    loner = rec("team-a", "no links")
    await archive.put_many("team-a", [a, b, c, x, y, loner])

    chains = supersession_chains(scan_archive(archive))
    rows = chains.select("start", "newest", "length", "newest_archived").rows()
    assert rows[0] == (a.id, c.id, 3, True)
    assert sorted(rows[1:]) == sorted([(x.id, live_id, 2, False), (y.id, c.id, 2, True)])
    first = chains.row(0, named=True)
    assert (first["start_content"], first["newest_content"]) == ("v1", "v3")


async def test_a_cycle_of_links_stops(local: ArchiveTarget) -> None:
    archive = local.open_archive()
    a, b = rec("team-a", "a"), rec("team-a", "b")
    start = rec("team-a", "start", superseded_by=a.id)
    await archive.put_many(
        "team-a", [start, a.evolve(superseded_by=b.id), b.evolve(superseded_by=a.id)]
    )
    chains = supersession_chains(scan_archive(archive))
    assert chains.select("start", "length").rows() == [(start.id, 3)]


async def test_restores_from_real_restore_jobs(target: ArchiveTarget) -> None:
    from sfams_tiers import HashEmbedder
    from sfams_tiers._jobs import JobContext, run_job
    from sfams_tiers._jobs._selective import RestoreSelector
    from sfams_tiers._policy import RetentionPolicy

    archive = target.open_archive()
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), archive)
    twice = rec("team-a", "came back twice", embedding=(1.0,) + (0.0,) * 7)
    once = rec("team-a", "came back once", embedding=(0.0, 1.0) + (0.0,) * 6)
    gone = rec("team-a", "hard deleted", embedding=(0.0, 0.0, 1.0) + (0.0,) * 5)
    stays = rec("team-a", "never restored", embedding=(0.0,) * 7 + (1.0,))
    await archive.put_many("team-a", [twice, once, gone, stays])
    ctx = JobContext(
        tiers,
        policy=RetentionPolicy(),
        clock=FixedClock(T0),
        embedder=HashEmbedder(8),
        job="restore",
    )
    for ids in ([twice.id, once.id], [twice.id]):
        await run_job("restore", ctx, "team-a", selector=RestoreSelector(ids=tuple(ids)))
        # archived again (a new version), as the archive job would
        back = await tiers.warm.get_many("team-a", list(ids), with_vectors=True)
        await archive.put_many(
            "team-a", [r.evolve(tier="cold", archived_at=T0) for r in back.values()]
        )
        await tiers.warm.delete_many("team-a", list(ids))
    await run_job("restore", ctx, "team-a", selector=RestoreSelector(ids=(once.id,)))
    await archive.delete_many("team-a", [gone.id])  # a hard delete: a tombstone too

    found = restores(scan_archive(archive, newest=False))
    rows = {r["content"]: r for r in found.iter_rows(named=True)}
    assert found["content"].to_list()[0] == "came back twice"
    assert (rows["came back twice"]["restores"], rows["came back twice"]["archived"]) == (2, 3)
    assert rows["came back twice"]["in_archive"] is True
    # restored, archived again, restored again: one certain restore, out of the archive now
    assert (rows["came back once"]["restores"], rows["came back once"]["removals"]) == (1, 2)
    assert rows["came back once"]["in_archive"] is False
    assert (rows["hard deleted"]["restores"], rows["hard deleted"]["removals"]) == (0, 1)
    assert "never restored" not in rows

    history = job_history(read_job_log(archive))
    restore_runs = history.filter(pl.col("job") == "restore")
    assert restore_runs.height == 3
    assert restore_runs["restored"].sum() == 4  # 2 + 1 + 1 records brought back
    totals = job_totals(history)
    assert totals.select("job", "runs", "moved").rows() == [("restore", 3, 4)]


async def test_job_history_columns(local: ArchiveTarget) -> None:
    archive = local.open_archive(clock=FixedClock(T0))
    await archive.append_job_log({
        "job": "maintain", "namespace": "team-a", "moved": {"archive": 3, "demote": 1},
        "seconds": 1.5, "started_at": "2026-01-05T08:00:00+00:00",
        "finished_at": "2026-01-05T08:00:02+00:00", "errors": [],
    })  # fmt: skip
    await archive.append_job_log({
        "job": "archive", "namespace": "team-b", "moved": {}, "errors": ["lease lost"],
        "finished_at": "2026-01-06T00:00:00+00:00",
    })  # fmt: skip
    history = job_history(await archive.job_log())
    assert history.select("job", "namespace", "moved", "moved_detail", "errors").rows() == [
        ("archive", "team-b", 0, "", 1),
        ("maintain", "team-a", 4, "archive 3, demote 1", 0),
    ]
    assert history["first_error"][0] == "lease lost"
    assert history["started_at"][1] == datetime(2026, 1, 5, 8, tzinfo=UTC)
    assert read_job_log(archive, namespace="team-a")[0]["job"] == "maintain"
    totals = job_totals(history)
    assert totals.select("job", "runs", "failed", "moved").rows() == [
        ("archive", 1, 1, 0),
        ("maintain", 1, 0, 4),
    ]
    assert job_history([]).height == 0


async def test_sql_over_the_archive(target: ArchiveTarget) -> None:
    archive = target.open_archive()
    await archive.put_many(
        "team-a", [rec("team-a", "x", type="fact"), rec("team-a", "y", type="goal"),
                   rec("team-a", "z", type="fact")]
    )  # fmt: skip
    frame = scan_archive(archive)
    result = run_sql(
        frame, "SELECT type, COUNT(*) AS n FROM archive GROUP BY type ORDER BY n DESC, type"
    )
    assert result.rows() == [("fact", 2), ("goal", 1)]
    with pytest.raises(InvalidQuery, match="archive"):
        run_sql(frame, "SELECT nope FROM archive")
    with pytest.raises(InvalidQuery):
        run_sql(frame, "SELEC type FROM")


async def test_live_snapshot_streams_hot_and_warm_without_vectors() -> None:
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    vector = (1.0,) + (0.0,) * 7
    warm = MemoryRecord(namespace="team-a", content="warm one", tier="warm", embedding=vector)
    hot = MemoryRecord(namespace="team-a", content="hot one", tier="hot", embedding=vector)
    other = MemoryRecord(namespace="team-b", content="elsewhere", tier="warm", embedding=vector)
    await tiers.warm.put_many("team-a", [warm, hot])
    await tiers.warm.put_many("team-b", [other])
    # The hot copy is authoritative for its counters (DESIGN I2).
    await tiers.hot.put_many("team-a", [hot.evolve(access_count=7, embedding=None)])

    snap = await live_snapshot(tiers, "team-a", batch_size=1)
    assert "embedding" not in snap.columns
    rows = {r["content"]: r for r in snap.iter_rows(named=True)}
    assert set(rows) == {"warm one", "hot one"}
    assert rows["hot one"]["tier"] == "hot"
    assert rows["hot one"]["access_count"] == 7
    assert set(snap["namespace"]) == {"team-a"}
    assert (await live_snapshot(tiers, "team-c")).height == 0


async def test_scan_refuses_bad_namespaces(local: ArchiveTarget) -> None:
    archive: ParquetArchive = local.open_archive()
    with pytest.raises(Exception, match="namespace"):
        scan_archive(archive, namespace="../etc")
    with pytest.raises(InvalidQuery):
        scan_archive(archive, namespace=[])
