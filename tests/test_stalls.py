"""Stalled services fail within SFAMS_TIMEOUT, jobs release their lease, Valkey restarts.

A loopback proxy sits between the client and a real test server (moto S3, Valkey).
Stalled, it accepts connections and reads requests but never answers: what a hung
endpoint looks like from the client. Each stall test takes a few seconds.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from uuid import uuid4

import pytest
from click.testing import CliRunner
from support.cold_parquet import DUMMY_OPTIONS, S3Server, new_prefix
from support.hot_redis import delete_prefix

from sfams_tiers import (
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    Tiers,
    TierUnavailable,
    load_settings,
    open_memory,
)
from sfams_tiers._errors import TierTimeout
from sfams_tiers._jobs import ArchiveSelector, JobContext, run_job
from sfams_tiers._jobs._lease import RedisLeases, leases_for
from sfams_tiers.backends.archive import ParquetArchive
from sfams_tiers.backends.embedded import EmbeddedTiers
from sfams_tiers.backends.redis import RedisHotTier
from sfams_tiers.cli import cli

LIMIT = 2.0  # SFAMS_TIMEOUT in these tests, seconds
SLACK = 3.0  # opening and closing the store, a loaded machine
NS = "team-a"


class StallProxy:
    """A TCP proxy on 127.0.0.1 that forwards to ``target`` until :meth:`stall` is called.

    While stalled it reads and drops whatever arrives and never answers; a connection
    that saw a stall is closed once the proxy :meth:`resume` s (its requests were never
    delivered, so nothing arrives late). Threads and sockets end with :meth:`close`.
    """

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.05)
        self.port: int = self._listener.getsockname()[1]
        self._flowing = threading.Event()
        self._flowing.set()
        self._closed = threading.Event()
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._threads: list[threading.Thread] = []
        self._start(self._accept)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stall(self) -> None:
        self._flowing.clear()

    def resume(self) -> None:
        self._flowing.set()

    def _start(self, target: object, *args: object) -> None:
        thread = threading.Thread(target=target, args=args, daemon=True)  # type: ignore[arg-type]
        with self._lock:
            self._threads.append(thread)
        thread.start()

    def _keep(self, sock: socket.socket) -> socket.socket:
        with self._lock:
            self._sockets.append(sock)
        return sock

    def _accept(self) -> None:
        while not self._closed.is_set():
            try:
                client, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            self._start(self._serve, self._keep(client))

    def _serve(self, client: socket.socket) -> None:
        if not self._flowing.is_set():
            self._black_hole(client)
            return
        try:
            upstream = self._keep(socket.create_connection(self.target, timeout=5))
        except OSError:
            client.close()
            return
        self._start(self._pump, client, upstream)
        self._start(self._pump, upstream, client)

    def _black_hole(self, sock: socket.socket) -> None:
        """Read and drop until the proxy resumes or closes, then hang up."""
        sock.settimeout(0.05)
        while not self._closed.is_set() and not self._flowing.is_set():
            try:
                if not sock.recv(65536):
                    break
            except TimeoutError:
                continue
            except OSError:
                break
        sock.close()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        source.settimeout(0.05)
        try:
            while not self._closed.is_set():
                if not self._flowing.is_set():
                    self._black_hole(source)
                    return
                try:
                    data = source.recv(65536)
                except TimeoutError:
                    continue
                if not data:
                    return
                if not self._flowing.is_set():  # arrived as the stall began: never delivered
                    self._black_hole(source)
                    return
                sink.sendall(data)
        except OSError:
            return
        finally:
            for sock in (source, sink):
                sock.close()

    def close(self) -> None:
        self._closed.set()
        self._listener.close()
        with self._lock:
            sockets, threads = list(self._sockets), list(self._threads)
        for sock in sockets:
            sock.close()
        for thread in threads:
            thread.join(timeout=5)


@pytest.fixture
def s3_proxy(moto_s3: S3Server) -> Iterator[StallProxy]:
    host, port = moto_s3.endpoint.removeprefix("http://").split(":")
    proxy = StallProxy((host, int(port)))
    yield proxy
    proxy.close()


@pytest.fixture
def redis_proxy(valkey_url: str) -> Iterator[StallProxy]:
    host, port = valkey_url.removeprefix("redis://").rsplit("/", 1)[0].split(":")
    proxy = StallProxy((host, int(port)))
    yield proxy
    proxy.close()


# --- S3 --------------------------------------------------------------------------------


@pytest.fixture
def s3_home(
    tmp_path: Path, moto_s3: S3Server, s3_proxy: StallProxy, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """An embedded store whose archive is s3://<bucket>/<prefix> through the proxy."""
    prefix = new_prefix()
    monkeypatch.setenv("SFAMS_ARCHIVE_URL", f"s3://{moto_s3.bucket}/{prefix}")
    monkeypatch.setenv("SFAMS_S3_ENDPOINT_URL", s3_proxy.endpoint)
    monkeypatch.setenv("SFAMS_TIMEOUT", str(LIMIT))
    monkeypatch.delenv("AWS_PROFILE", raising=False)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", DUMMY_OPTIONS["aws_access_key_id"])
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", DUMMY_OPTIONS["aws_secret_access_key"])
    monkeypatch.setenv("AWS_DEFAULT_REGION", DUMMY_OPTIONS["aws_region"])
    yield tmp_path
    moto_s3.delete_prefix(prefix)


def test_sfams_timeout_is_read_and_checked() -> None:
    assert load_settings().timeout == 30
    assert load_settings(timeout=2.5).timeout == 2.5
    with pytest.raises(Exception, match="SFAMS_TIMEOUT"):
        load_settings(timeout=0)


def test_jobs_archive_on_a_stalled_s3_fails_in_time_and_releases_the_lease(
    s3_home: Path, s3_proxy: StallProxy
) -> None:
    async def seed() -> list[str]:
        async with open_memory(load_settings(home=s3_home), namespace=NS) as memory:
            records = [
                await memory.remember(f"small talk number {i}", type="dialogue", importance=0.05)
                for i in range(6)
            ]
            return [r.id for r in records]

    ids = asyncio.run(seed())
    runner = CliRunner()
    command = ["--home", str(s3_home), "-n", NS, "jobs", "archive", "--type", "dialogue"]

    s3_proxy.stall()
    started = time.monotonic()
    failed = runner.invoke(cli, command, obj={})
    took = time.monotonic() - started
    assert failed.exit_code != 0
    message = failed.output + str(failed.exception or "")
    assert "SFAMS_TIMEOUT" in message, message
    assert s3_proxy.endpoint in message
    assert took < LIMIT + SLACK, f"a stalled S3 took {took:.1f} s to fail"

    s3_proxy.resume()
    started = time.monotonic()
    done = runner.invoke(cli, [*command, "--json"], obj={})  # no lease left to wait for
    assert done.exit_code == 0, done.output
    assert json.loads(done.output)["reports"][0]["moved"] == {"archive": len(ids)}
    assert time.monotonic() - started < 10 * LIMIT

    async def check() -> None:
        async with open_memory(load_settings(home=s3_home), namespace=NS) as memory:
            for record_id in ids:
                assert (await memory.get(record_id)).tier == "cold"
            archive = memory.tiers.archive
            assert isinstance(archive, ParquetArchive)
            rows = (await archive.frame(NS, newest=False)).collect()
            assert sorted(rows["id"].to_list()) == sorted(ids)  # archived exactly once

    asyncio.run(check())


@pytest.fixture
async def stalled_archive(
    moto_s3: S3Server, s3_proxy: StallProxy
) -> AsyncIterator[tuple[ParquetArchive, StallProxy]]:
    """An archive: boto3 calls go straight to moto, Polars reads go through the proxy."""
    prefix = new_prefix()
    archive = ParquetArchive(
        f"s3://{moto_s3.bucket}/{prefix}",
        s3_endpoint_url=moto_s3.endpoint,
        storage_options={**DUMMY_OPTIONS, "aws_endpoint_url": s3_proxy.endpoint},
        timeout=LIMIT,
    )
    try:
        yield archive, s3_proxy
    finally:
        await archive.close()
        moto_s3.delete_prefix(prefix)


async def test_a_stalled_polars_read_fails_in_time(
    stalled_archive: tuple[ParquetArchive, StallProxy],
) -> None:
    archive, proxy = stalled_archive
    record = MemoryRecord(namespace=NS, content="old plan", tier="cold")
    await archive.put_many(NS, [record])
    assert await archive.count(NS) == 1  # through the proxy, flowing
    proxy.stall()
    started = time.monotonic()
    with pytest.raises(TierTimeout) as info:
        await archive.get_many(NS, [record.id])
    took = time.monotonic() - started
    assert took < LIMIT + 1, f"a stalled Polars read took {took:.1f} s to fail"
    assert "SFAMS_TIMEOUT" in str(info.value)
    assert info.value.where == archive.url
    proxy.resume()
    assert (await archive.get_many(NS, [record.id]))[record.id].content == "old plan"


async def test_a_stalled_boto3_write_fails_in_time(moto_s3: S3Server, s3_proxy: StallProxy) -> None:
    prefix = new_prefix()
    archive = ParquetArchive(
        f"s3://{moto_s3.bucket}/{prefix}",
        s3_endpoint_url=s3_proxy.endpoint,
        storage_options=dict(DUMMY_OPTIONS),
        timeout=LIMIT,
    )
    try:
        s3_proxy.stall()
        record = MemoryRecord(namespace=NS, content="old plan", tier="cold")
        started = time.monotonic()
        with pytest.raises(TierUnavailable, match="SFAMS_TIMEOUT"):
            await archive.put_many(NS, [record])
        took = time.monotonic() - started
        # boto3's retry backoff is random and not capped by the budget (up to about 1 s
        # here); on a loaded machine the put and its clean-up delete overrun 2 s by that.
        assert took < LIMIT + SLACK, f"a stalled S3 PUT took {took:.1f} s to fail"
        s3_proxy.resume()
        assert await _put_after_resume(archive, record) > 0
        assert await archive.count(NS) == 1
    finally:
        await archive.close()
        moto_s3.delete_prefix(prefix)


async def _put_after_resume(archive: ParquetArchive, record: MemoryRecord) -> int:
    """The same archive writes again once the stall ends.

    With a 2 s budget boto3 makes one attempt with a 0.67 s read timeout, and a loaded
    machine can make moto answer later than that (seen once in CI), so a late answer
    is tried again, three times at most; ``count`` reads distinct ids, so a put that
    landed twice still counts once.
    """
    for _ in range(2):
        try:
            return await archive.put_many(NS, [record])
        except TierTimeout:
            continue
    return await archive.put_many(NS, [record])


# --- Redis -----------------------------------------------------------------------------


async def test_a_stalled_redis_fails_in_time(redis_proxy: StallProxy) -> None:
    prefix = f"sfams-test-{uuid4().hex[:12]}"
    tier = RedisHotTier.from_url(
        f"redis://127.0.0.1:{redis_proxy.port}/0", prefix=prefix, timeout=LIMIT
    )
    record = MemoryRecord(namespace=NS, content="standup at 9:30", tier="hot")
    try:
        await tier.put_many(NS, [record])
        redis_proxy.stall()
        calls = (lambda: tier.get_many(NS, [record.id]), lambda: tier.count(NS))
        for call in calls:  # on the pooled connection, then on a new one
            started = time.monotonic()
            with pytest.raises(TierTimeout, match="SFAMS_TIMEOUT") as info:
                await call()
            took = time.monotonic() - started
            assert took < LIMIT + 1, f"a stalled Redis took {took:.1f} s to fail"
            assert f"127.0.0.1:{redis_proxy.port}" in str(info.value)
        leases = RedisLeases(tier.client, prefix=prefix, timeout=LIMIT)
        started = time.monotonic()
        with pytest.raises(TierUnavailable, match="SFAMS_TIMEOUT"):
            async with leases.hold(NS, "archive"):
                pass
        assert time.monotonic() - started < LIMIT + 1
        redis_proxy.resume()
        assert (await tier.get_many(NS, [record.id]))[record.id].content == "standup at 9:30"
    finally:
        redis_proxy.resume()
        await delete_prefix(tier, prefix)
        await tier.close()


# --- Any failure releases the lease -----------------------------------------------------


class BrokenArchive(InMemoryArchive):
    async def put_many(self, namespace: str, records: Sequence[MemoryRecord]) -> int:
        raise RuntimeError("disk on fire")


async def test_a_job_that_raises_anything_releases_its_lease() -> None:
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), BrokenArchive())
    old = MemoryRecord(
        namespace=NS,
        content="old small talk",
        type="dialogue",
        tier="warm",
        created_at=datetime(2020, 1, 1, tzinfo=UTC),
        embedding=(1.0, 0.0),
    )
    await tiers.warm.put_many(NS, [old])
    ctx = JobContext(tiers)
    with pytest.raises(RuntimeError, match="disk on fire"):
        await run_job("archive", ctx, NS, selector=ArchiveSelector(types=("dialogue",)))
    async with leases_for(tiers).hold(NS, "archive") as lease:  # at once: it was released
        assert lease.token == 2
    assert await tiers.warm.count(NS) == 1  # nothing lost


# --- The embedded Valkey is restarted -----------------------------------------------------


def _kill(pid: int, tiers: EmbeddedTiers) -> None:
    os.kill(pid, signal.SIGKILL)
    assert tiers.valkey is not None
    process = tiers.valkey._server._process
    assert process is not None
    process.wait(timeout=5)  # dead (reaped), not merely signalled


async def test_a_killed_embedded_valkey_is_restarted_with_its_data(tmp_path: Path) -> None:
    async with open_memory(load_settings(home=tmp_path), namespace=NS) as memory:
        kept = await memory.remember("the backup runs at 02:00", anchored=True)
        tiers = memory.tiers
        assert isinstance(tiers, EmbeddedTiers)
        assert tiers.valkey is not None
        first = tiers.valkey.pid
        assert first is not None
        _kill(first, tiers)
        started = time.monotonic()
        again = await memory.get(kept.id)  # restarts the server, then reads
        assert time.monotonic() - started < 5
        assert again.tier == "hot"
        assert again.content == "the backup runs at 02:00"
        second = tiers.valkey.pid
        assert second is not None
        assert second != first
        assert (tmp_path / "hot" / "valkey.pid").read_text() == f"{second}\n"
        later = await memory.remember("the restore drill is on Friday", anchored=True)
    assert tiers.valkey.pid is None  # closed: stopped, and no late call starts it again
    with pytest.raises(TierUnavailable, match="closed"):
        await tiers.valkey.revive()
    assert tiers.valkey.pid is None
    async with open_memory(load_settings(home=tmp_path), namespace=NS) as memory:
        assert (await memory.get(later.id)).tier == "hot"  # the restarted server persisted it


async def test_a_failed_restart_names_the_embedded_server(tmp_path: Path) -> None:
    async with open_memory(load_settings(home=tmp_path), namespace=NS) as memory:
        kept = await memory.remember("the backup runs at 02:00", anchored=True)
        tiers = memory.tiers
        assert isinstance(tiers, EmbeddedTiers)
        assert tiers.valkey is not None
        pid = tiers.valkey.pid
        assert pid is not None
        binary = tiers.valkey._server._binary_path
        tiers.valkey._server._binary_path = tmp_path / "no-such-valkey-server"
        _kill(pid, tiers)
        started = time.monotonic()
        with pytest.raises(TierUnavailable) as info:
            await memory.get(kept.id)
        assert time.monotonic() - started < 5
        message = str(info.value)
        assert "embedded Valkey server" in message
        assert str(tmp_path / "hot") in message
        assert "open it again" in message
        assert "SFAMS_REDIS_URL" not in message
        tiers.valkey._server._binary_path = binary  # the next call restarts it
        assert (await memory.get(kept.id)).content == "the backup runs at 02:00"
