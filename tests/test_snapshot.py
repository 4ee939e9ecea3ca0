"""The zero-configuration store: persistence across opens, atomic saves, one process."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from sfams_tiers import ConfigurationError, StoreLocked, load_settings, open_memory
from sfams_tiers.backends.snapshot import SNAPSHOT_NAME, open_snapshot


async def test_memories_survive_reopening(tmp_path: Path) -> None:
    settings = load_settings(home=tmp_path)
    async with open_memory(settings, namespace="team-a") as memory:
        kept = await memory.remember("the backup runs at 02:00", anchored=True)
        archived = await memory.remember("old lunch order")
        await memory.forget(archived.id)
        await memory.recall("when does the backup run", k=1)
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
    tiers = await open_snapshot(tmp_path)
    try:
        code = (
            "import asyncio, pathlib, sys\n"
            "from sfams_tiers.backends.snapshot import open_snapshot\n"
            "from sfams_tiers import StoreLocked\n"
            "try:\n"
            f"    asyncio.run(open_snapshot(pathlib.Path({str(tmp_path)!r})))\n"
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
            await open_snapshot(tmp_path)
    finally:
        await tiers.close()
    reopened = await open_snapshot(tmp_path)  # the lock is released on close
    await reopened.close()


async def test_corrupt_snapshot_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / SNAPSHOT_NAME).write_text(
        '{"format": 1}\n{"tier": "warm", "record": {"oops": 1}}\n'
    )
    with pytest.raises(ConfigurationError, match="Move it aside"):
        await open_snapshot(tmp_path)
    tiers = await open_snapshot(tmp_path.parent / "fresh")  # and the lock was not leaked
    await tiers.close()
    with pytest.raises(ConfigurationError):
        await open_snapshot(tmp_path)
