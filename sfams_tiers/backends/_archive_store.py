"""Blocking object operations of the archive: a local folder or an S3 bucket.

Both stores (:class:`LocalStore` here, ``S3Store`` in ``_archive_s3``) speak archive
keys (from :func:`archive_key`), write files atomically and never overwrite one, and
turn every engine error into :class:`~sfams_tiers.TierUnavailable` with a sentence
that names the location but never a credential. ``ParquetArchive`` calls them through
``asyncio.to_thread``.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Protocol

from sfams_tiers._errors import TierUnavailable
from sfams_tiers._ids import uuid7
from sfams_tiers.backends._archive_paths import (
    parse_file_key,
    parse_namespace_dir,
)

__all__ = ["LocalStore", "ObjectStore", "short_reason"]

TMP_PREFIX = ".tmp-"
"""Temporary files start with this and do not end in ``.parquet``: readers skip them."""

_SECRET_OPTIONS = (
    "aws_access_key_id",
    "aws_secret_access_key",
    "aws_session_token",
    "secret_access_key",
    "token",
)


class ObjectStore(Protocol):
    """What the archive needs from a storage location (all calls block)."""

    url: str

    def list_files(self, prefix: str) -> list[str]:
        """Committed archive file keys under ``prefix``, sorted."""
        ...

    def list_namespaces(self) -> list[str]:
        """Namespaces with a ``namespace=<ns>/`` prefix (possibly holding no live ids)."""
        ...

    def list_folders(self, prefix: str) -> list[str]:
        """Names of the folders (common prefixes) directly under ``prefix``, sorted."""
        ...

    def list_objects(self, prefix: str) -> dict[str, int]:
        """Every object under ``prefix`` (temporary and foreign ones too) with its size."""
        ...

    def get(self, key: str) -> bytes:
        """The bytes of one object."""
        ...

    def put_new(self, key: str, data: bytes) -> bool:
        """Write ``data`` atomically at ``key``; False (nothing written) if it exists."""
        ...

    def delete_keys(self, keys: list[str]) -> None:
        """Delete files (missing ones are fine)."""
        ...

    def delete_prefix(self, prefix: str) -> None:
        """Delete everything under ``prefix``."""
        ...

    def source(self, key: str) -> str:
        """The path or URI Polars reads ``key`` from."""
        ...

    def polars_options(self) -> dict[str, Any] | None:
        """``storage_options`` for Polars, built fresh (credentials may rotate)."""
        ...

    def read_failed(self, exc: BaseException) -> TierUnavailable:
        """The error to raise when Polars could not read this store's files."""
        ...

    def close(self) -> None:
        """Release connections."""
        ...


def short_reason(text: str, secrets: Mapping[str, Any] | None = None) -> str:
    """The first line of an error message, cut short, with any secret value masked."""
    first = text.strip().splitlines()[0] if text.strip() else "no details"
    for name in _SECRET_OPTIONS:
        value = (secrets or {}).get(name)
        if isinstance(value, str) and value:
            first = first.replace(value, "***")
    return first[:300]


class LocalStore:
    """Archive files in a local folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.url = str(folder)

    def _unusable(self, exc: BaseException) -> TierUnavailable:
        return TierUnavailable(
            f"The archive folder {self.url} cannot be used "
            f"({type(exc).__name__}: {short_reason(str(exc))}). "
            "Check SFAMS_ARCHIVE_URL and the folder's permissions and free space."
        )

    @contextlib.contextmanager
    def _errors(self) -> Iterator[None]:
        try:
            yield
        except OSError as exc:
            raise self._unusable(exc) from exc

    def list_files(self, prefix: str) -> list[str]:
        """Committed archive file keys under ``prefix``, sorted."""
        keys = []
        with self._errors():
            base = self.folder / prefix
            if not base.is_dir():
                return []
            for day in os.scandir(base):
                if day.is_dir(follow_symlinks=False):
                    for entry in os.scandir(day.path):
                        key = f"{prefix}{day.name}/{entry.name}"
                        if entry.is_file() and parse_file_key(key) is not None:
                            keys.append(key)
        return sorted(keys)

    def list_namespaces(self) -> list[str]:
        """Namespaces with a folder under the root."""
        names = (parse_namespace_dir(name) for name in self.list_folders(""))
        return sorted(n for n in names if n is not None)

    def list_folders(self, prefix: str) -> list[str]:
        """Names of the folders directly under ``prefix``."""
        with self._errors():
            base = self.folder / prefix
            if not base.is_dir():
                return []
            return sorted(e.name for e in os.scandir(base) if e.is_dir(follow_symlinks=False))

    def list_objects(self, prefix: str) -> dict[str, int]:
        """Every file under ``prefix`` with its size; files removed meanwhile are skipped."""
        found: dict[str, int] = {}
        with self._errors():
            pending = [self.folder / prefix]
            while pending:
                folder = pending.pop()
                with contextlib.suppress(FileNotFoundError, NotADirectoryError):
                    for entry in os.scandir(folder):
                        if entry.is_dir(follow_symlinks=False):
                            pending.append(Path(entry.path))
                        elif entry.is_file(follow_symlinks=False):
                            with contextlib.suppress(FileNotFoundError):
                                key = Path(entry.path).relative_to(self.folder).as_posix()
                                found[key] = entry.stat(follow_symlinks=False).st_size
        return found

    def get(self, key: str) -> bytes:
        """The bytes of one file."""
        with self._errors():
            return (self.folder / key).read_bytes()

    def put_new(self, key: str, data: bytes) -> bool:
        """Write to a temporary file, fsync, then link it in place (never overwriting)."""
        final = self.folder / key
        with self._errors():
            final.parent.mkdir(parents=True, exist_ok=True)
            tmp = final.parent / f"{TMP_PREFIX}{uuid7()}"
            try:
                with tmp.open("xb") as out:
                    out.write(data)
                    out.flush()
                    os.fsync(out.fileno())
                if not _publish(tmp, final):
                    return False
                try:
                    _fsync_dir(final.parent)  # make the new name itself durable
                except OSError:
                    final.unlink(missing_ok=True)  # a failed put leaves no file behind
                    raise
            finally:
                tmp.unlink(missing_ok=True)
        return True

    def delete_keys(self, keys: list[str]) -> None:
        """Delete files."""
        with self._errors():
            for key in keys:
                (self.folder / key).unlink(missing_ok=True)

    def delete_prefix(self, prefix: str) -> None:
        """Delete the folder of ``prefix`` and everything in it."""
        with self._errors():
            if (self.folder / prefix).is_dir():
                shutil.rmtree(self.folder / prefix)

    def source(self, key: str) -> str:
        """The file path of ``key``."""
        return str(self.folder / key)

    def polars_options(self) -> dict[str, Any] | None:
        """Local files need no storage options."""
        return None

    def read_failed(self, exc: BaseException) -> TierUnavailable:
        """The error for a failed Parquet read."""
        return self._unusable(exc)

    def close(self) -> None:
        """Nothing to release."""


def _publish(tmp: Path, final: Path) -> bool:
    # A hard link fails if the name exists, so a file is never replaced (like S3's
    # If-None-Match); os.replace is the fallback on filesystems without hard links.
    try:
        os.link(tmp, final)
    except FileExistsError:
        return False
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK):
            raise
        if final.exists():
            return False
        os.replace(tmp, final)
    return True


def _fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
