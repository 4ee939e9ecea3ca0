"""The zero-configuration store: Valkey + Qdrant Edge + local Parquet in one folder."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from sfams_tiers import (
    ConfigurationError,
    StoreLocked,
    TierUnavailable,
    build_tiers,
    load_settings,
    open_memory,
)
from sfams_tiers.backends.embedded import EmbeddedTiers


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
    assert '"cold": 3' in done.stdout


async def test_missing_extra_is_a_configuration_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "boto3", None)
    settings = load_settings(home=tmp_path, archive_url="s3://bucket/prefix")
    with pytest.raises(ConfigurationError, match=r"pip install 'sfams-tiers\[s3\]'"):
        await build_tiers(settings)
