"""Where archive files live: the one function that turns a namespace into a path.

Every object key the archive reads, writes or deletes comes from :func:`archive_key`,
which validates the namespace first, so no input can produce a key outside
``namespace=<ns>/`` (DESIGN I4), or from :func:`job_log_key` for the job log under
``_jobs/`` (a name no ``namespace=`` folder can have). Keys are relative to the archive
root and always use ``/``; the stores join them to a folder or an ``s3://bucket/prefix``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from urllib.parse import urlsplit

from sfams_tiers._errors import ConfigurationError, InvalidQuery, InvalidRecord
from sfams_tiers._ids import is_uuid7, uuid7
from sfams_tiers._models import validate_namespace

__all__ = [
    "ArchiveRoot",
    "JOBS_PREFIX",
    "archive_key",
    "id_range",
    "job_log_key",
    "new_job_log_key",
    "new_part_name",
    "parse_day_dir",
    "parse_file_key",
    "parse_job_log_key",
    "parse_namespace_dir",
    "parse_root",
    "validate_job",
]

JOB_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
# The part counter is a UUIDv7 without dashes: fixed width, so it parses unambiguously
# after a job name that may itself contain '-', and it sorts by write time.
# Files written by put_many also carry the id range they hold (".ids-<lo>-<hi>", ids
# without dashes): lookups by id skip every file whose range misses, with no request.
# Job names cannot contain ".", so the suffix never reads as part of a name.
_PART = re.compile(
    r"^part-(?P<job>[a-z0-9][a-z0-9_-]{0,39})-(?P<n>[0-9a-f]{32})"
    r"(?:\.ids-(?P<lo>[0-9a-f]{32})-(?P<hi>[0-9a-f]{32}))?\.parquet$"
)
_FILE_KEY = re.compile(r"^namespace=(?P<ns>[^/]+)/date=(?P<day>\d{4}-\d{2}-\d{2})/(?P<part>[^/]+)$")
_JOB_KEY = re.compile(r"^_jobs/date=(?P<day>\d{4}-\d{2}-\d{2})/(?P<name>[0-9a-f-]{36})\.json$")
_BUCKET = re.compile(r"^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$")


def validate_job(job: object) -> str:
    """Return ``job`` if it is a safe job name for file names, else raise InvalidQuery.

    Example:
        >>> validate_job("nightly-archive")
        'nightly-archive'
    """
    if not isinstance(job, str) or not JOB_PATTERN.fullmatch(job):
        raise InvalidQuery(
            "job",
            f"{job!r} is not allowed; use 1-40 lowercase letters, digits, '-' or '_', "
            "starting with a letter or digit (for example 'nightly-archive').",
        )
    return job


def new_part_name(job: str, ids: tuple[str, str] | None = None) -> str:
    """A fresh, time-ordered file name ``part-<job>-<uuid7 hex>[.ids-<lo>-<hi>].parquet``.

    ``ids`` is the (lowest, highest) record id the file holds, when known.

    Example:
        >>> lo, hi = "0190b8c2-0000-7000-8000-000000000000", "0190b8c2-ffff-7000-8000-000000000000"
        >>> id_range(new_part_name("adhoc", (lo, hi))) == (lo.replace("-", ""), hi.replace("-", ""))
        True
    """
    name = f"part-{validate_job(job)}-{uuid7().replace('-', '')}"
    if ids is not None:
        lo, hi = (i.replace("-", "") for i in ids)
        name += f".ids-{lo}-{hi}"
    return name + ".parquet"


def id_range(key: str) -> tuple[str, str] | None:
    """The (lowest, highest) id, without dashes, that a file holds; None if not named."""
    match = _PART.fullmatch(key.rpartition("/")[2])
    if match is None or match["lo"] is None:
        return None
    return match["lo"], match["hi"]


def archive_key(namespace: str, day: date | None = None, part: str | None = None) -> str:
    """The key of a namespace's prefix, one day's partition, or one file.

    This is the only place archive keys are built.

    Args:
        namespace: The namespace; validated here.
        day: The UTC day of the write (the ``date=`` partition).
        part: A file name from :func:`new_part_name`; needs ``day``.

    Returns:
        ``namespace=<ns>/``, ``namespace=<ns>/date=<YYYY-MM-DD>/`` or
        ``namespace=<ns>/date=<YYYY-MM-DD>/<part>``.

    Raises:
        InvalidRecord: The namespace is not a valid namespace name.

    Example:
        >>> archive_key("team-a", date(2026, 1, 5), "part-adhoc-0190.parquet")
        'namespace=team-a/date=2026-01-05/part-adhoc-0190.parquet'
        >>> archive_key("../etc")
        Traceback (most recent call last):
        InvalidRecord: namespace: '../etc' is not allowed; ...
    """
    key = f"namespace={validate_namespace(namespace)}/"
    if day is None:
        if part is not None:
            raise InvalidQuery("part", "a file key needs the day of its partition.")
        return key
    key += f"date={day.isoformat()}/"
    if part is None:
        return key
    if "/" in part or not part.endswith(".parquet") or part.startswith("."):
        raise InvalidQuery("part", f"{part!r} is not an archive file name.")
    return key + part


def parse_file_key(key: str) -> tuple[str, date] | None:
    """Return ``(namespace, day)`` for a committed archive file key, else None.

    Readers go through this filter, so temporary files (``.tmp-*``), foreign files and
    badly named partitions are never read.
    """
    match = _FILE_KEY.fullmatch(key)
    if match is None or _PART.fullmatch(match["part"]) is None:
        return None
    try:
        namespace = validate_namespace(match["ns"])
        day = date.fromisoformat(match["day"])
    except (InvalidRecord, ValueError):
        return None
    return namespace, day


JOBS_PREFIX = "_jobs/"
"""Where the job log lives; never a namespace folder (those start with ``namespace=``)."""


def job_log_key(day: date, name: str | None = None) -> str:
    """The key of one day's job-log folder, or of one entry ``<uuid7>.json`` in it.

    Example:
        >>> job_log_key(date(2026, 1, 5), "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b")
        '_jobs/date=2026-01-05/0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b.json'
    """
    key = f"{JOBS_PREFIX}date={day.isoformat()}/"
    if name is None:
        return key
    if not is_uuid7(name):
        raise InvalidQuery("name", f"{name!r} is not a UUIDv7 job-log entry name.")
    return f"{key}{name}.json"


def new_job_log_key(day: date) -> str:
    """A fresh, time-ordered job-log entry key in ``day``'s folder."""
    return job_log_key(day, uuid7())


def parse_day_dir(name: str) -> date | None:
    """Return the day of a ``date=<YYYY-MM-DD>`` folder name, or None if it is not one."""
    if not re.fullmatch(r"date=\d{4}-\d{2}-\d{2}", name):
        return None
    try:
        return date.fromisoformat(name.removeprefix("date="))
    except ValueError:
        return None


def parse_job_log_key(key: str) -> date | None:
    """Return the day of a committed job-log entry key, else None (temporaries, foreign)."""
    match = _JOB_KEY.fullmatch(key)
    if match is None or not is_uuid7(match["name"]):
        return None
    try:
        return date.fromisoformat(match["day"])
    except ValueError:
        return None


def parse_namespace_dir(name: str) -> str | None:
    """Return the namespace of a ``namespace=<ns>`` folder name, or None if it is not one."""
    if not name.startswith("namespace="):
        return None
    try:
        return validate_namespace(name.removeprefix("namespace="))
    except InvalidRecord:
        return None


@dataclass(frozen=True, slots=True)
class ArchiveRoot:
    """A parsed archive location: a local folder, or an S3 bucket and key prefix."""

    folder: Path | None = None
    bucket: str = ""
    prefix: str = ""

    @property
    def url(self) -> str:
        """The location as a user would write it (no credentials are ever part of it)."""
        if self.folder is not None:
            return str(self.folder)
        return f"s3://{self.bucket}/{self.prefix}".rstrip("/")

    def s3_key(self, key: str) -> str:
        """The full S3 object key of an archive key."""
        return f"{self.prefix}/{key}" if self.prefix else key


def parse_root(root: str | Path) -> ArchiveRoot:
    """Parse ``s3://bucket/prefix``, ``file:///folder`` or a folder path.

    Raises:
        ConfigurationError: The URL is not a usable archive location.
    """
    if isinstance(root, Path):
        return ArchiveRoot(folder=root.expanduser())
    text = root.strip()
    if "://" not in text:
        if not text:
            raise ConfigurationError(
                "The archive location is empty. Set SFAMS_ARCHIVE_URL to s3://bucket/prefix "
                "or a folder path."
            )
        return ArchiveRoot(folder=Path(text).expanduser())
    parts = urlsplit(text)
    if parts.scheme == "file":
        return ArchiveRoot(folder=Path(parts.path))
    if parts.scheme != "s3":
        raise ConfigurationError(
            f"The archive URL scheme {parts.scheme!r} is not supported. Set "
            "SFAMS_ARCHIVE_URL to s3://bucket/prefix or a folder path."
        )
    if parts.query or parts.fragment or "@" in parts.netloc:
        raise ConfigurationError(
            "The archive URL must be plain s3://bucket/prefix, without credentials, query "
            "or fragment; credentials come from the standard AWS variables."
        )
    bucket = parts.netloc
    if not _BUCKET.fullmatch(bucket):
        raise ConfigurationError(
            f"{bucket!r} is not a valid S3 bucket name. Set SFAMS_ARCHIVE_URL to "
            "s3://bucket/prefix with a bucket of 3-63 lowercase letters, digits, '.' or '-'."
        )
    segments = [s for s in parts.path.split("/") if s]
    if any(s in (".", "..") for s in segments):
        raise ConfigurationError(
            "The archive prefix may not contain '.' or '..' segments. Fix SFAMS_ARCHIVE_URL."
        )
    return ArchiveRoot(bucket=bucket, prefix="/".join(segments))
