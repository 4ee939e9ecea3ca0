"""Writing to the archive: new part files only, each under a name nobody has used.

A write of many rows is split into files of at most ``rows_per_file`` rows; if one file
of a multi-file write fails, the files already written are removed again. Every file is
put under a fresh name, and a name that already exists is never overwritten: the next
fresh name is tried, a few times.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from datetime import datetime
from typing import Final

import polars as pl

from sfams_tiers._errors import TierUnavailable
from sfams_tiers.backends._archive_query import to_parquet
from sfams_tiers.backends._archive_schema import next_versions
from sfams_tiers.backends._archive_store import ObjectStore

__all__ = ["NAME_ATTEMPTS", "Encoder", "put_new_file", "write_parts"]

NAME_ATTEMPTS: Final = 5
"""Fresh names tried for one file before the write fails."""

Encoder = Callable[[int, int, int, datetime], pl.DataFrame]
"""Rows ``[lo, hi)`` of a write as a frame, given their first version and the time."""


def write_parts(
    store: ObjectStore,
    rows: int,
    rows_per_file: int,
    now: datetime,
    encode: Encoder,
    put: Callable[[bytes, tuple[str, str]], str],
) -> int:
    """Write ``rows`` rows as files of at most ``rows_per_file``; return the bytes written.

    Args:
        store: Where the files go (to remove them again after a failure).
        rows: How many rows the write has.
        rows_per_file: Rows per file before the write is split.
        now: The write's time; its rows take versions from :func:`next_versions`.
        encode: Encodes rows ``[lo, hi)`` as a frame.
        put: Stores one file's bytes, given its (lowest, highest) id; returns its key.
    """
    first = next_versions(rows, now)
    written: list[str] = []
    total = 0
    try:
        for start in range(0, rows, rows_per_file):
            stop = min(start + rows_per_file, rows)
            frame = encode(start, stop, first + start, now)
            ids = (str(frame["id"].min()), str(frame["id"].max()))
            data = to_parquet(frame)
            written.append(put(data, ids))
            total += len(data)
    except BaseException:
        # Files of a failed multi-file put are removed again; if that fails too, what
        # is left is a duplicate of the retried put's versions, which readers tolerate.
        if written:
            with contextlib.suppress(TierUnavailable):
                store.delete_keys(written)
        raise
    return total


def put_new_file(store: ObjectStore, fresh_key: Callable[[], str], data: bytes) -> str:
    """Put ``data`` under the first of :data:`NAME_ATTEMPTS` fresh keys that is free.

    Raises:
        TierUnavailable: Every key tried already existed.
    """
    for _ in range(NAME_ATTEMPTS):
        key = fresh_key()
        if store.put_new(key, data):
            return key
    raise TierUnavailable(
        f"The archive at {store.url} refused {NAME_ATTEMPTS} new file names in a row "
        "(each already existed). Check that no other tool writes part-* files there."
    )
