"""Lifecycle jobs at scale: archive / restore throughput and a full ``maintain`` pass.

    python benchmarks/jobs.py                                  # everything below
    python benchmarks/jobs.py --sizes 100000 --skip-s3 --only maintain
    python benchmarks/jobs.py --only archive,restore --archive-records 20000

1. **archive and restore**: ``--archive-records`` (100,000) records with 384-dim
   embeddings are loaded into a warm Qdrant Edge shard in a temp folder (in-memory hot
   tier), then ``run_job("archive", ...)`` moves all of them to a Parquet archive and
   ``run_job("restore", ...)`` brings all of them back; once with the archive in a local
   folder, once on S3 (a moto ``ThreadedMotoServer`` started here on a free loopback
   port; it runs inside this process, so its CPU shares our GIL). MB for archive = the
   Parquet bytes the job reports written; MB for restore = the size of the archive's
   data files before the restore (what it had to read at least once: the job does not
   report bytes read).
2. **maintain** at each of ``--sizes`` (100k and 1M): realistic records (12 types,
   beta importance, created over a year, 0.05% anchored, ~800 hot, 5% TTLs, 40% with
   accesses, 2% superseded, 10% private, a bounded log of ~2,000 pending accesses) with
   **32-dim** embeddings, generated in batches of 5,000 (never all in memory), go into
   the embedded default store (``build_tiers(load_settings(home=...))``: Qdrant Edge +
   an embedded Valkey child process + a local Parquet archive) by one fresh child
   process (``--child load``), which then calls ``optimize()`` as a maintained store
   would have (timed apart); a second fresh child (``--child maintain``) opens the store
   and runs one ``maintain`` pass with ``--batch-size``. Its peak RSS (``VmHWM``, this
   process only: the Valkey server is another process) is read after opening the tiers,
   after both passes (before the closing ``optimize()``) and after the job; the note
   adds anonymous RSS (heap, not the engine's file-backed mmaps) at each of those
   points and its peak, sampled at every batch. Loading in its own process keeps the
   loader's peak from hiding the job's growth.

Per-call time of every tier method the jobs use is summed (the calls are sequential),
with the mean of the first and last tenth of the calls (a cost that grows during the
run shows there), and printed under the table; "rest" is the job's own work (scoring,
planning, record copies, journal and lease round trips).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import inspect
import json
import logging
import os
import platform
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from functools import partial
from importlib.metadata import version
from pathlib import Path
from typing import Any

import numpy as np

from sfams_tiers import (
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    RetentionPolicy,
    Tiers,
    WarmTier,
)
from sfams_tiers._jobs import ArchiveSelector, JobContext, RestoreSelector, run_job
from sfams_tiers._settings import build_tiers, load_settings
from sfams_tiers.backends.archive import ParquetArchive
from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier

NS = "bench"
WARM_LABELS = {"edge": "qdrant-edge", "memory": "in-memory warm"}
ARCHIVE_DIM = 384
MAINTAIN_DIM = 32
GEN_BATCH = 5_000
MB = 1_000_000
S3_OPTIONS = {
    "aws_access_key_id": "bench",
    "aws_secret_access_key": "bench-secret",
    "aws_region": "us-east-1",
}
TYPES = (
    "fact",
    "dialogue",
    "event",
    "note",
    "task",
    "decision",
    "preference",
    "state:ticket",
    "deadline",
    "summary",
    "commitment",
    "goal",
)
TYPE_WEIGHTS = np.array([25, 25, 10, 8, 7, 5, 5, 5, 3, 3, 2, 2], dtype=np.float64) / 100
AGENTS = ("planner", "writer", "support")


# -- data ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mix:
    """Shares of the record fields (per record, except the two bounded targets)."""

    anchored: float = 0.0005
    hot_target: int = 800  # expected non-anchored hot records, whatever the size
    pending_target: int = 2_000  # expected records with a pending (unfolded) access
    ttl: float = 0.05
    accessed: float = 0.40
    superseded: float = 0.02
    private: float = 0.10


PLAIN = Mix(anchored=0.0, hot_target=0, pending_target=0)
"""For archive/restore: nothing anchored (the archive job skips those), all warm."""


@dataclass
class Batch:
    records: list[MemoryRecord]
    hot: list[MemoryRecord]
    accessed: list[str]


def generate(n: int, dim: int, now: datetime, mix: Mix, seed: int = 7) -> Iterator[Batch]:
    """``n`` records in batches of GEN_BATCH, unit vectors of ``dim``, ids in order."""
    rng = np.random.default_rng(seed)
    previous: str | None = None
    for start in range(0, n, GEN_BATCH):
        size = min(GEN_BATCH, n - start)
        kinds = rng.choice(len(TYPES), size=size, p=TYPE_WEIGHTS)
        importance = rng.beta(2.0, 5.0, size)
        age_days = rng.uniform(1.0, 365.0, size)
        ttl_days = np.where(rng.random(size) < mix.ttl, rng.uniform(1.0, 120.0, size), np.nan)
        anchored = rng.random(size) < mix.anchored
        hot = anchored | (rng.random(size) < mix.hot_target / n)
        accesses = np.where(rng.random(size) < mix.accessed, rng.geometric(0.25, size), 0)
        seen_at = rng.random(size)
        superseded = rng.random(size) < mix.superseded
        private = rng.random(size) < mix.private
        pending = rng.random(size) < mix.pending_target / n
        customer, project = rng.integers(0, 1000, size), rng.integers(0, 50, size)
        vectors = rng.normal(size=(size, dim)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        out = Batch([], [], [])
        for j in range(size):
            created = now - timedelta(days=float(age_days[j]))
            age = now - created
            kind = TYPES[kinds[j]]
            record = MemoryRecord(
                namespace=NS,
                content=f"{kind} {start + j}: customer c{customer[j]} asked about order "
                f"{(start + j) % 9973} on project p{project[j]}",
                type=kind,
                importance=float(importance[j]),
                created_at=created,
                ttl_seconds=None if np.isnan(ttl_days[j]) else float(ttl_days[j]) * 86400,
                entities=[f"customer:c{customer[j]}", f"project:p{project[j]}"],
                access_count=int(accesses[j]),
                last_accessed=created + age * float(seen_at[j]) if accesses[j] else None,
                anchored=bool(anchored[j]),
                superseded_by=previous if superseded[j] and previous else None,
                visibility="private" if private[j] else "shared",
                agent=AGENTS[j % len(AGENTS)] if private[j] else None,
                tier="hot" if hot[j] else "warm",
                embedding=vectors[j],
            )
            previous = record.id
            out.records.append(record)
            if hot[j]:
                out.hot.append(record.model_copy(update={"embedding": None}))
            if pending[j]:
                out.accessed.append(record.id)
        yield out


# -- measuring -----------------------------------------------------------------------------


def memory_mb() -> dict[str, float]:
    """Peak (VmHWM) and current (VmRSS, RssAnon, RssFile) resident memory of this process.

    VmHWM belongs to this process's own address space; ``ru_maxrss`` is the fallback
    (on Linux it can carry the parent's peak across fork + exec).
    """
    wanted = {"VmHWM": "peak", "VmRSS": "rss", "RssAnon": "anon", "RssFile": "file"}
    found: dict[str, float] = {}
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in wanted:
                found[wanted[key]] = int(value.split()[0]) / 1024
    except OSError:
        import resource

        found["peak"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return found


@dataclass
class Timings:
    """Summed seconds and call counts of instrumented async tier methods."""

    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    calls: Counter[str] = field(default_factory=Counter)
    each: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def add(self, key: str, seconds: float) -> None:
        self.seconds[key] += seconds
        self.calls[key] += 1
        self.each[key].append(seconds)

    def wrap(self, label: str, obj: object, *names: str) -> None:
        """Replace ``obj.name`` (an async method or async generator) by a timed twin."""
        for name in names:
            method = getattr(obj, name, None)
            if method is not None:
                key = f"{label}.{name}"
                timed = (
                    self._gen(key, method)
                    if inspect.isasyncgenfunction(method)
                    else self._coro(key, method)
                )
                setattr(obj, name, timed)

    def _coro(self, key: str, method: Callable[..., Awaitable[Any]]) -> Callable[..., Any]:
        async def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return await method(*args, **kwargs)
            finally:
                self.add(key, time.perf_counter() - start)

        return timed

    def _gen(self, key: str, method: Callable[..., AsyncIterator[Any]]) -> Callable[..., Any]:
        async def timed(*args: Any, **kwargs: Any) -> AsyncIterator[Any]:
            inner = method(*args, **kwargs)
            try:
                while True:
                    start = time.perf_counter()
                    try:
                        item = await anext(inner)
                    except StopAsyncIteration:
                        self.seconds[key] += time.perf_counter() - start
                        return
                    self.add(key, time.perf_counter() - start)  # one batch
                    yield item
            finally:
                await inner.aclose()  # type: ignore[attr-defined]

        return timed

    def instrument(self, tiers: Tiers) -> None:
        self.wrap(
            "warm",
            tiers.warm,
            "scan",
            "get_many",
            "put_many",
            "update_many",
            "delete_many",
            "count",
        )
        self.wrap(
            "archive",
            tiers.archive,
            "scan",
            "get_many",
            "put_many",
            "delete_many",
            "count",
            "append_job_log",
        )
        self.wrap(
            "hot", tiers.hot, "get_many", "put_many", "delete_many", "pending_access", "ack_access"
        )

    def growth(self, key: str) -> str:
        """Mean ms of the first and the last tenth of the calls (shows O(files) reads)."""
        each = self.each[key]
        if len(each) < 20:
            return ""
        tenth = len(each) // 10
        first, last = np.mean(each[:tenth]) * 1000, np.mean(each[-tenth:]) * 1000
        return f" ({first:.0f}->{last:.0f} ms)"

    def breakdown(self, total: float) -> str:
        parts = sorted(self.seconds.items(), key=lambda kv: -kv[1])
        text = [f"{k} {v:.1f}s/{self.calls[k]}{self.growth(k)}" for k, v in parts if v >= 0.05]
        rest = total - sum(self.seconds.values())
        return ", ".join([*text, f"rest {rest:.1f}s"])


@dataclass
class Row:
    """One line of the summary table."""

    job: str
    target: str
    records: int
    seconds: float
    mb: float | None = None
    peak_before: float | None = None
    peak_passes: float | None = None
    peak_after: float | None = None
    note: str = ""
    breakdown: str = ""

    def line(self) -> str:
        rps = self.records / self.seconds if self.seconds else 0.0
        mb = f"{self.mb:8.1f}" if self.mb is not None else f"{'-':>8}"
        mbs = (
            f"{self.mb / self.seconds:7.1f}"
            if self.mb is not None and self.seconds
            else f"{'-':>7}"
        )
        peaks = " ".join(
            f"{p:7.0f}" if p is not None else f"{'-':>7}"
            for p in (self.peak_before, self.peak_passes, self.peak_after)
        )
        return (
            f"{self.job:<9} {self.target:<30} {self.records:>9,} {self.seconds:8.1f} "
            f"{rps:9,.0f} {mb} {mbs} {peaks}  {self.note}"
        )


HEADER = (
    f"{'job':<9} {'target':<30} {'records':>9} {'seconds':>8} {'rec/s':>9} {'MB':>8} "
    f"{'MB/s':>7} {'RSS0':>7} {'RSS1':>7} {'RSS2':>7}  note"
)
LEGEND = (
    "RSS0/1/2 = peak RSS (VmHWM, MB). maintain rows: of the maintain child after opening the "
    "store / after both passes, before optimize() / after the job. load rows: of the loader "
    "after loading / - / after optimize()."
)


# -- archive and restore -------------------------------------------------------------------


def free_port() -> int:
    """A loopback TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def folder_bytes(folder: Path) -> int:
    """Bytes of the archive's data files (``namespace=*/date=*/part-*.parquet``)."""
    return sum(p.stat().st_size for p in folder.glob("namespace=*/date=*/*.parquet"))


async def load_warm(tiers: Tiers, n: int, dim: int, now: datetime, mix: Mix) -> float:
    """Put ``n`` generated records into the warm (and hot) tier; return seconds spent."""
    spent = 0.0
    for batch in generate(n, dim, now, mix):
        start = time.perf_counter()
        await tiers.warm.put_many(NS, batch.records)
        if batch.hot:
            await tiers.hot.put_many(NS, batch.hot)
        if batch.accessed:
            await tiers.hot.record_access(NS, batch.accessed, now - timedelta(hours=1))
        spent += time.perf_counter() - start
    return spent


async def open_warm(kind: str, folder: Path) -> WarmTier:
    """The warm tier the archive/restore rows run against (``--warm``)."""
    if kind == "edge":
        return await QdrantEdgeWarmTier.open(folder / "warm")
    return InMemoryWarmTier()


async def archive_restore(
    n: int,
    target: str,
    archive: ParquetArchive,
    data_bytes: Callable[[], int],
    batch: int,
    do_restore: bool,
    warm_kind: str,
) -> list[Row]:
    """Load ``n`` records, archive all of them, restore all of them; one row per step."""
    rows: list[Row] = []
    now = datetime.now(UTC)
    folder = Path(tempfile.mkdtemp(prefix="sfams-bench-jobs-"))
    warm = await open_warm(warm_kind, folder)
    tiers = Tiers(InMemoryHotTier(), warm, archive)
    target = f"{target} <-> {WARM_LABELS[warm_kind]}"
    try:
        start = time.perf_counter()
        put_s = await load_warm(tiers, n, ARCHIVE_DIM, now, PLAIN)
        load_s = time.perf_counter() - start
        rows.append(
            Row(
                "load",
                f"warm ({WARM_LABELS[warm_kind]} {ARCHIVE_DIM}d)",
                n,
                load_s,
                note=f"put_many {put_s:.1f}s, rest is generating records",
            )
        )
        print(rows[-1].line(), flush=True)
        ctx = JobContext(tiers=tiers, batch_size=batch, job="bench")
        timings = Timings()
        timings.instrument(tiers)
        report = await run_job(
            "archive", ctx, NS, selector=ArchiveSelector(older_than=timedelta(hours=1))
        )
        moved = report.moved.get("archive", 0)
        assert moved == n, report
        stored = await asyncio.to_thread(data_bytes)
        rows.append(
            Row(
                "archive",
                target,
                moved,
                report.seconds,
                report.bytes_written / MB,
                note=f"batch {batch}; MB = bytes written (report)",
                breakdown=timings.breakdown(report.seconds),
            )
        )
        print(rows[-1].line(), flush=True)
        if do_restore:
            timings = Timings()
            timings.instrument(tiers)
            since = datetime(2000, 1, 1, tzinfo=UTC)
            report = await run_job("restore", ctx, NS, selector=RestoreSelector(since=since))
            moved = report.moved.get("restore", 0)
            assert moved == n, report
            assert await warm.count(NS) == n
            rows.append(
                Row(
                    "restore",
                    target,
                    moved,
                    report.seconds,
                    stored / MB,
                    note="MB = archive data files before the restore",
                    breakdown=timings.breakdown(report.seconds),
                )
            )
            print(rows[-1].line(), flush=True)
    finally:
        await tiers.close()
        shutil.rmtree(folder, ignore_errors=True)
    return rows


async def edge_floor(n: int, batch: int) -> list[Row]:
    """What Qdrant Edge's binding and engine alone cost for the jobs' calls, per record.

    The same records, prepared untimed (validation, payloads, vectors as lists), then
    timed: building the ``qdrant_edge.Point`` objects (the binding converts the payload
    and the vector), the engine's upsert, a full scroll reading each point's payload
    and vector (what ``warm.scan`` gets back before decoding), and the count + delete
    by filter of ``warm.delete_many``. No job, no archive, no decoding: a restore into
    Qdrant Edge cannot beat build + upsert, an archive out of it cannot beat scroll +
    delete. Rows ``floor``: compare with the end-to-end rows above.
    """
    import qdrant_edge as qe

    from sfams_tiers.backends import _qdrant_payload as qp
    from sfams_tiers.backends.qdrant_edge import to_filter

    folder = Path(tempfile.mkdtemp(prefix="sfams-bench-floor-"))
    warm = await QdrantEdgeWarmTier.open(folder, dimension=ARCHIVE_DIM)
    now = datetime.now(UTC)
    spent: defaultdict[str, float] = defaultdict(float)
    try:
        shard = warm._shard
        assert shard is not None
        guard = to_filter((qp.Match(qp.TENANT_KEY, NS),))
        for part in generate(n, ARCHIVE_DIM, now, PLAIN):
            for start in range(0, len(part.records), batch):
                prepared = qp.prepare(NS, part.records[start : start + batch], ARCHIVE_DIM)
                began = time.perf_counter()
                points = [
                    qe.Point(r.id, v, p)
                    for r, v, p in zip(
                        prepared.records, prepared.vectors, prepared.payloads, strict=True
                    )
                ]
                built = time.perf_counter()
                shard.update(qe.UpdateOperation.upsert_points(points, condition=guard))
                spent["build"] += built - began
                spent["upsert"] += time.perf_counter() - built
        offset: Any = None
        ids: list[str] = []
        began = time.perf_counter()
        while True:
            request = qe.ScrollRequest(
                offset=offset, limit=batch, filter=guard, with_payload=True, with_vector=True
            )
            found, offset = shard.scroll(request)
            ids += [str(p.id) for p in found if p.payload is not None and p.vector]
            if offset is None:
                break
        spent["scroll"] = time.perf_counter() - began
        began = time.perf_counter()
        for start in range(0, len(ids), batch):
            scope = to_filter(qp.in_namespace(NS, ids=ids[start : start + batch]) or ())
            shard.count(qe.CountRequest(exact=True, filter=scope))
            shard.update(qe.UpdateOperation.delete_points_by_filter(scope))
        spent["delete"] = time.perf_counter() - began
    finally:
        await warm.close()
        shutil.rmtree(folder, ignore_errors=True)
    us = {k: v / n * 1e6 for k, v in spent.items()}
    return [
        Row(
            "floor",
            "restore: qdrant-edge write",
            n,
            spent["build"] + spent["upsert"],
            note=f"binding builds points {us['build']:.0f} us/rec + engine upsert "
            f"{us['upsert']:.0f} us/rec",
        ),
        Row(
            "floor",
            "archive: qdrant-edge read+del",
            n,
            spent["scroll"] + spent["delete"],
            note=f"scroll with payload+vector {us['scroll']:.0f} us/rec + count and delete "
            f"{us['delete']:.0f} us/rec",
        ),
    ]


async def run_archive_restore(
    n: int, batch: int, skip_s3: bool, do_restore: bool, warm_kinds: list[str]
) -> list[Row]:
    rows: list[Row] = []
    for warm_kind in warm_kinds:
        folder = Path(tempfile.mkdtemp(prefix="sfams-bench-cold-"))
        try:
            local = ParquetArchive(folder, job="bench")
            rows += await archive_restore(
                n,
                "local",
                local,
                partial(folder_bytes, folder),
                batch,
                do_restore,
                warm_kind,
            )
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    if skip_s3:
        return rows
    import boto3
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # moto logs every request
    port = free_port()
    moto = ThreadedMotoServer(ip_address="127.0.0.1", port=port)
    moto.start()
    try:
        url = f"http://127.0.0.1:{port}"
        client = boto3.client(
            "s3",
            endpoint_url=url,
            region_name="us-east-1",
            aws_access_key_id=S3_OPTIONS["aws_access_key_id"],
            aws_secret_access_key=S3_OPTIONS["aws_secret_access_key"],
        )
        client.create_bucket(Bucket="bench")

        def s3_bytes(prefix: str) -> int:
            pages = client.get_paginator("list_objects_v2")
            return sum(
                int(o["Size"])
                for page in pages.paginate(Bucket="bench", Prefix=f"{prefix}/namespace=")
                for o in page.get("Contents", ())
                if str(o["Key"]).endswith(".parquet")
            )

        for warm_kind in warm_kinds:
            prefix = f"run-{uuid.uuid4().hex[:8]}"
            s3 = ParquetArchive(
                f"s3://bench/{prefix}",
                s3_endpoint_url=url,
                storage_options=dict(S3_OPTIONS),
                job="bench",
            )
            rows += await archive_restore(
                n, "s3", s3, partial(s3_bytes, prefix), batch, do_restore, warm_kind
            )
        client.close()
    finally:
        moto.stop()
    return rows


# -- maintain (children) ---------------------------------------------------------------------


def embedded(home: Path) -> Any:
    """Settings of the embedded default in ``home`` (service URLs in the env ignored)."""
    return load_settings(home=home, redis_url=None, qdrant_url=None, archive_url=None)


async def child_load(n: int, home: Path) -> dict[str, Any]:
    now = datetime.now(UTC)
    tiers = await build_tiers(embedded(home))
    try:
        start = time.perf_counter()
        put_s = await load_warm(tiers, n, MAINTAIN_DIM, now, Mix())
        load_s = time.perf_counter() - start
        loaded = memory_mb()
        assert isinstance(tiers.warm, QdrantEdgeWarmTier)
        start = time.perf_counter()
        await tiers.warm.optimize()  # a store maintained before is optimized
        optimize_s = time.perf_counter() - start
        hot = await tiers.hot.count(NS)
        pending = len(await tiers.hot.pending_access(NS))
    finally:
        await tiers.close()
    return {
        "load_s": load_s,
        "put_s": put_s,
        "optimize_s": optimize_s,
        "hot": hot,
        "pending": pending,
        "loaded": loaded,
        "memory": memory_mb(),
    }


@dataclass
class Watch:
    """Memory and time marks of one maintain run, taken from its progress callback."""

    live: int
    started: float = field(default_factory=time.perf_counter)
    seen: int = 0
    pass_ends: list[float] = field(default_factory=list)
    marks: dict[str, dict[str, float]] = field(default_factory=dict)
    peak_anon: float = 0.0

    def progress(self, done: int) -> None:
        # Reading /proc/self/status takes ~50 us: cheap next to a batch of 1,000.
        self.peak_anon = max(self.peak_anon, memory_mb().get("anon", 0.0))
        self.seen += done
        if self.seen >= self.live and len(self.pass_ends) < 2:
            self.pass_ends.append(time.perf_counter() - self.started)
            self.marks[f"pass{len(self.pass_ends)}"] = memory_mb()
            self.seen = 0


async def child_maintain(home: Path, batch: int) -> dict[str, Any]:
    tiers = await build_tiers(embedded(home))
    try:
        watch = Watch(await tiers.warm.count(NS))
        gc.collect()
        watch.marks["opened"] = memory_mb()
        timings = Timings()
        timings.instrument(tiers)
        inner = getattr(tiers.warm, "optimize", None)
        if inner is not None:  # maintain calls it after >= 1,000 writes: mark memory first

            async def optimize() -> bool:
                watch.marks["passes"] = memory_mb()
                done: bool = await inner()
                return done

            tiers.warm.optimize = optimize  # type: ignore[attr-defined]
            timings.wrap("warm", tiers.warm, "optimize")
        ctx = JobContext(
            tiers=tiers,
            policy=RetentionPolicy(),
            batch_size=batch,
            progress=watch.progress,
            job="maintain",
        )
        watch.started = time.perf_counter()
        report = await run_job("maintain", ctx, NS)
        watch.marks["done"] = memory_mb()
        watch.marks.setdefault("passes", watch.marks["done"])
    finally:
        await tiers.close()
    return {
        "live": watch.live,
        "seconds": report.seconds,
        "moved": report.moved,
        "bytes_written": report.bytes_written,
        "marks": watch.marks,
        "peak_anon": watch.peak_anon,
        "pass_ends": watch.pass_ends,
        "optimize_s": timings.seconds.get("warm.optimize", 0.0),
        "breakdown": timings.breakdown(report.seconds),
    }


def run_child(args: list[str]) -> dict[str, Any]:
    """Run this script as a fresh process; its last stdout line is a JSON result."""
    answer = subprocess.run(
        [sys.executable, __file__, *args], check=True, text=True, stdout=subprocess.PIPE
    )
    result: dict[str, Any] = json.loads(answer.stdout.strip().splitlines()[-1])
    return result


def run_maintain(n: int, batch: int) -> list[Row]:
    home = Path(tempfile.mkdtemp(prefix="sfams-bench-home-"))
    try:
        load = run_child(["--child", "load", "--n", str(n), "--dir", str(home)])
        disk = sum(p.stat().st_blocks * 512 for p in home.rglob("*") if p.is_file()) / MB
        row = Row(
            "load",
            f"embedded ({MAINTAIN_DIM}d)",
            n,
            load["load_s"] + load["optimize_s"],
            peak_before=load["loaded"]["peak"],
            peak_after=load["memory"]["peak"],
            note=f"put {load['put_s']:.0f}s + generate {load['load_s'] - load['put_s']:.0f}s"
            f" + optimize {load['optimize_s']:.0f}s; hot {load['hot']:,}, pending access "
            f"{load['pending']:,}; {disk:,.0f} MB on disk",
        )
        print(row.line(), flush=True)
        rows = [row]
        got = run_child(
            ["--child", "maintain", "--n", str(n), "--dir", str(home), "--batch-size", str(batch)]
        )
        ends = got["pass_ends"] + [0.0, 0.0]
        moved = ", ".join(f"{k} {v:,}" for k, v in sorted(got["moved"].items())) or "nothing"
        marks = got["marks"]
        anon = "->".join(
            f"{marks[m]['anon']:.0f}" for m in ("opened", "pass1", "passes", "done") if m in marks
        )
        row = Row(
            "maintain",
            f"embedded ({MAINTAIN_DIM}d)",
            got["live"],
            got["seconds"],
            got["bytes_written"] / MB,
            marks["opened"]["peak"],
            marks["passes"]["peak"],
            marks["done"]["peak"],
            note=f"batch {batch}; pass 1 0-{ends[0]:.0f}s, pass 2 -{ends[1]:.0f}s, "
            f"optimize {got['optimize_s']:.1f}s; {moved}; anon RSS MB opened->pass 1->"
            f"pass 2->done {anon}, peak anon {got['peak_anon']:.0f}",
            breakdown=got["breakdown"],
        )
        print(row.line(), flush=True)
        rows.append(row)
        return rows
    finally:
        shutil.rmtree(home, ignore_errors=True)


# -- main --------------------------------------------------------------------------------------


def environment() -> str:
    return (
        f"{os.cpu_count()} cores, {platform.machine()}, python {platform.python_version()}, "
        f"numpy {np.__version__}, polars {version('polars')}, qdrant-edge-py "
        f"{version('qdrant-edge-py')}, moto {version('moto')}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--sizes",
        type=int,
        nargs="+",
        default=[100_000, 1_000_000],
        help="records for the maintain pass",
    )
    parser.add_argument("--archive-records", type=int, default=100_000)
    parser.add_argument("--batch-size", type=int, default=1000)
    parser.add_argument("--skip-s3", action="store_true")
    parser.add_argument(
        "--warm",
        default="edge,memory",
        help="warm tiers for archive/restore, comma-separated: edge (Qdrant Edge, the "
        "embedded default) and memory (the reference: the job and archive alone)",
    )
    parser.add_argument(
        "--only",
        default="archive,restore,maintain",
        help="comma-separated: archive, restore, maintain",
    )
    parser.add_argument("--child", choices=["load", "maintain"], help=argparse.SUPPRESS)
    parser.add_argument("--n", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--dir", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "load":
        print(json.dumps(asyncio.run(child_load(args.n, args.dir))))
        return
    if args.child == "maintain":
        print(json.dumps(asyncio.run(child_maintain(args.dir, args.batch_size))))
        return
    only = {part.strip() for part in args.only.split(",") if part.strip()}
    unknown = only - {"archive", "restore", "maintain"}
    if unknown:
        parser.error(f"--only: unknown {', '.join(sorted(unknown))}")
    warms = [part.strip() for part in args.warm.split(",") if part.strip()]
    if not warms or set(warms) - set(WARM_LABELS):
        parser.error(f"--warm: choose from {', '.join(WARM_LABELS)}")
    print(f"jobs benchmark: {environment()}")
    print(
        f"archive/restore: {args.archive_records:,} records x {ARCHIVE_DIM} dims; maintain: "
        f"{MAINTAIN_DIM}-dim embeddings (small on purpose), sizes "
        f"{', '.join(f'{n:,}' for n in args.sizes)}"
    )
    print(HEADER)
    rows: list[Row] = []
    if only & {"archive", "restore"}:  # restore needs an archive: it always runs archive first
        rows += asyncio.run(
            run_archive_restore(
                args.archive_records, args.batch_size, args.skip_s3, "restore" in only, warms
            )
        )
        if "edge" in warms:
            rows += asyncio.run(edge_floor(args.archive_records, args.batch_size))
            for row in rows[-2:]:
                print(row.line(), flush=True)
    if "maintain" in only:
        for n in args.sizes:
            rows += run_maintain(n, args.batch_size)
    print("\nsummary")
    print(f"environment: {environment()}")
    print(HEADER)
    for row in rows:
        print(row.line())
    print(LEGEND)
    print(
        "\nwhere the time goes (tier method: seconds/calls summed (mean ms of the first -> "
        "last tenth of the calls); a scan's calls are its batches; rest = everything else)"
    )
    for row in rows:
        if row.breakdown:
            print(f"{row.job} {row.target} {row.records:,}: {row.breakdown}")


if __name__ == "__main__":
    main()
