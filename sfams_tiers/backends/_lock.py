"""Exclusive, non-blocking folder locks for the single-process embedded engines."""

from __future__ import annotations

import fcntl
from pathlib import Path
from typing import IO

from sfams_tiers._errors import StoreLocked


def lock_folder(folder: Path, name: str, message: str) -> IO[str]:
    """Take an exclusive ``flock`` on ``folder/name`` or raise StoreLocked(message) at once.

    The lock lives as long as the returned file is open: closing it (or the process
    ending, however it ends) releases it, so a crashed process never leaves it stuck.
    """
    folder.mkdir(parents=True, exist_ok=True)
    handle = (folder / name).open("a+", encoding="utf-8")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        raise StoreLocked(message) from None
    return handle
