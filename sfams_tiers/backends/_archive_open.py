"""The store behind an archive location: a local folder, or S3 with its timeouts checked.

S3 settings are checked whatever the location and ignored for a folder, so one set of
settings serves both (``SFAMS_TIMEOUT`` and the S3 options need not change with
``SFAMS_ARCHIVE_URL``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from sfams_tiers._errors import InvalidQuery
from sfams_tiers.backends._archive_paths import ArchiveRoot
from sfams_tiers.backends._archive_s3 import S3Store
from sfams_tiers.backends._archive_store import LocalStore, ObjectStore

__all__ = ["open_store"]


def open_store(
    location: ArchiveRoot,
    *,
    s3_endpoint_url: str | None,
    storage_options: Mapping[str, str] | None,
    connect_timeout: float,
    max_attempts: int,
    timeout: float,
) -> ObjectStore:
    """The store of ``location`` (see ``ParquetArchive`` for the arguments).

    Raises:
        InvalidQuery: ``max_attempts``, ``connect_timeout`` or ``timeout`` is out of bounds.

    Example:
        >>> import tempfile
        >>> from pathlib import Path
        >>> folder = Path(tempfile.mkdtemp())
        >>> store = open_store(ArchiveRoot(folder), s3_endpoint_url=None, storage_options=None,
        ...                    connect_timeout=5.0, max_attempts=3, timeout=30.0)
        >>> store.url == str(folder)
        True
    """
    if max_attempts < 1 or connect_timeout <= 0:
        raise InvalidQuery("max_attempts", "needs at least 1 attempt and a timeout > 0.")
    if not 0 < timeout < math.inf:
        raise InvalidQuery("timeout", "must be a number of seconds > 0 (SFAMS_TIMEOUT).")
    if location.folder is not None:
        return LocalStore(location.folder)
    return S3Store(
        location,
        endpoint_url=s3_endpoint_url,
        storage_options=storage_options,
        connect_timeout=connect_timeout,
        max_attempts=max_attempts,
        timeout=timeout,
    )
