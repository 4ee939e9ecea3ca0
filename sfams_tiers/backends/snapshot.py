"""The reference tiers, persisted to one JSON-lines snapshot in a data folder.

This is the zero-configuration store: nothing to start, one file to look at. It
loads the snapshot when opened and writes it back atomically (temporary file +
rename) when closed, and it holds an exclusive lock on the folder meanwhile, so
a second process fails at once with :class:`~sfams_tiers.StoreLocked` instead of
silently overwriting the first one's work. It suits one process and thousands of
memories; point the settings at Redis, Qdrant and S3 for more.
"""

from __future__ import annotations

import asyncio
import fcntl
import io
import json
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from sfams_tiers._errors import ConfigurationError, StoreLocked
from sfams_tiers._memtiers import InMemoryArchive, InMemoryHotTier, InMemoryWarmTier
from sfams_tiers._models import MemoryRecord
from sfams_tiers._tiers import AccessDelta, Tiers

SNAPSHOT_NAME = "snapshot.jsonl"
LOCK_NAME = "sfams.lock"
FORMAT_VERSION = 1


@dataclass
class SnapshotTiers(Tiers):
    """Tiers loaded from ``folder``; :meth:`close` saves them and releases the lock.

    Example:
        >>> import asyncio, tempfile
        >>> folder = Path(tempfile.mkdtemp())
        >>> tiers = asyncio.run(open_snapshot(folder))
        >>> asyncio.run(tiers.close())
        >>> (folder / SNAPSHOT_NAME).exists()
        True
    """

    folder: Path = field(default_factory=Path)
    lock_file: IO[str] | None = None

    async def save(self) -> None:
        """Write the snapshot atomically (readers see the old or the new file)."""
        out = io.StringIO()
        out.write(json.dumps({"format": FORMAT_VERSION}) + "\n")
        await _dump(self, out)
        await asyncio.to_thread(_write_atomic, self.folder / SNAPSHOT_NAME, out.getvalue())

    async def close(self) -> None:
        """Save, close the tiers and release the folder lock."""
        if self.lock_file is None:
            return
        try:
            await self.save()
            await super().close()
        finally:
            fcntl.flock(self.lock_file, fcntl.LOCK_UN)
            self.lock_file.close()
            self.lock_file = None


async def open_snapshot(folder: Path) -> SnapshotTiers:
    """Lock ``folder`` and load its snapshot (an empty store if there is none).

    Raises:
        StoreLocked: Another process has the folder open.
        ConfigurationError: The snapshot is unreadable.
    """
    lock_file, text = await asyncio.to_thread(_lock_and_read, folder)
    tiers = SnapshotTiers(
        InMemoryHotTier(),
        InMemoryWarmTier(),
        InMemoryArchive(),
        folder=folder,
        lock_file=lock_file,
    )
    try:
        await _load(tiers, folder / SNAPSHOT_NAME, text)
    except BaseException:
        fcntl.flock(lock_file, fcntl.LOCK_UN)
        lock_file.close()
        raise
    return tiers


async def _dump(tiers: Tiers, out: IO[str]) -> None:
    namespaces = set(await tiers.hot.namespaces()) | set(await tiers.warm.namespaces())
    namespaces |= set(await tiers.archive.namespaces())
    for ns in sorted(namespaces):
        async for batch in tiers.warm.scan(ns, with_vectors=True):
            _write_lines(out, "warm", batch)
        async for batch in tiers.hot.scan(ns):
            _write_lines(out, "hot", batch)
        async for batch in tiers.archive.scan(ns):
            _write_lines(out, "cold", batch)
        for record_id, delta in (await tiers.hot.pending_access(ns)).items():
            entry = {
                "access": ns,
                "id": record_id,
                "count": delta.count,
                "last": delta.last.isoformat(),
            }
            out.write(json.dumps(entry) + "\n")


def _write_lines(out: IO[str], tier: str, records: list[MemoryRecord]) -> None:
    for record in records:
        out.write(json.dumps({"tier": tier, "record": record.model_dump(mode="json")}) + "\n")


def _lock_and_read(folder: Path) -> tuple[IO[str], str | None]:
    folder.mkdir(parents=True, exist_ok=True)
    lock_file = (folder / LOCK_NAME).open("a+", encoding="utf-8")
    try:
        fcntl.flock(lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock_file.close()
        raise StoreLocked(
            f"Another sfams process has {folder} open. The embedded store serves one "
            "process at a time: wait for it to finish, set SFAMS_HOME to another folder, "
            "or use the Redis/Qdrant/S3 services for several processes."
        ) from None
    path = folder / SNAPSHOT_NAME
    return lock_file, path.read_text(encoding="utf-8") if path.exists() else None


def _write_atomic(path: Path, text: str) -> None:
    tmp = path.with_suffix(".tmp")
    with tmp.open("w", encoding="utf-8") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, path)


async def _load(tiers: Tiers, path: Path, text: str | None) -> None:
    if text is None:
        return
    try:
        lines = iter(text.splitlines())
        header = json.loads(next(lines, "{}"))
        if header.get("format") != FORMAT_VERSION:
            raise ValueError(f"unknown snapshot format {header.get('format')!r}")
        for line in lines:
            await _load_line(tiers, json.loads(line))
    except (ValueError, KeyError, TypeError) as exc:
        raise ConfigurationError(
            f"The snapshot {path} is unreadable ({exc}). Move it aside to start empty, "
            "or restore it from a backup."
        ) from exc


async def _load_line(tiers: Tiers, entry: dict[str, Any]) -> None:
    if "access" in entry:
        delta = AccessDelta(int(entry["count"]), datetime.fromisoformat(entry["last"]))
        await tiers.hot.record_access(entry["access"], [entry["id"]] * delta.count, delta.last)
        return
    record = MemoryRecord.model_validate(entry["record"])
    tier = entry["tier"]
    if tier == "warm":
        await tiers.warm.put_many(record.namespace, [record])
    elif tier == "hot":
        await tiers.hot.put_many(record.namespace, [record])
    elif tier == "cold":
        await tiers.archive.put_many(record.namespace, [record])
    else:
        raise ValueError(f"unknown tier {tier!r}")
