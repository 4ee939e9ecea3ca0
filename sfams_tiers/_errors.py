"""The one error tree of sfams-tiers.

Every error the library raises on purpose is an :class:`SfamsError`. Backend
exceptions (redis, qdrant, boto3, openai ...) are mapped at the tier boundary
with ``raise ... from exc`` so callers only ever catch our types::

    SfamsError
    ├── InvalidInput (also ValueError)      the caller passed something we refuse
    │   ├── InvalidRecord                   a MemoryRecord field is out of bounds
    │   └── InvalidQuery                    a recall / job argument is out of bounds
    ├── RecordNotFound (also LookupError)   no visible record with that id here
    ├── PolicyViolation                     allowed input, forbidden by the policy
    ├── ConfigurationError                  settings or wiring that cannot work
    │   └── PolicyFileError                 a policy file line that cannot be used
    ├── EmbeddingError                      the embedder failed or misbehaved
    │   └── DimensionMismatch               a vector has the wrong length
    ├── TierUnavailable                     a storage engine cannot be reached
    │   ├── StoreLocked                     another process holds the data folder
    │   └── TierTimeout                     a service left a request unanswered (SFAMS_TIMEOUT)
    └── JobConflict                         another runner holds the namespace's lease
        └── LeaseLost                       this runner's lease expired or was taken

Messages are whole sentences that say what to do next.
"""

from __future__ import annotations

from pathlib import Path

__all__ = [
    "ConfigurationError",
    "DimensionMismatch",
    "EmbeddingError",
    "InvalidInput",
    "InvalidQuery",
    "InvalidRecord",
    "JobConflict",
    "LeaseLost",
    "PolicyFileError",
    "PolicyViolation",
    "RecordNotFound",
    "SfamsError",
    "StoreLocked",
    "TierTimeout",
    "TierUnavailable",
]


class SfamsError(Exception):
    """Base class of every error sfams-tiers raises on purpose."""


class InvalidInput(SfamsError, ValueError):
    """The caller passed a value we refuse; nothing was written.

    Attributes:
        field: The name of the offending field or argument.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.reason = message


class InvalidRecord(InvalidInput):
    """A memory record field is missing or out of bounds."""


class InvalidQuery(InvalidInput):
    """A recall, filter or job argument is out of bounds."""


class RecordNotFound(SfamsError, LookupError):
    """No record with that id is visible in this namespace and scope."""

    def __init__(self, record_id: str, namespace: str) -> None:
        super().__init__(
            f"No memory with id {record_id!r} in namespace {namespace!r}. "
            "Check the id (ids are namespace-scoped) or list memories with `sfams recall`."
        )
        self.record_id = record_id
        self.namespace = namespace


class PolicyViolation(SfamsError):
    """The request is well-formed but the retention policy forbids it."""


class ConfigurationError(SfamsError):
    """Settings or wiring that cannot work (bad URL, missing extra, ...)."""


class PolicyFileError(ConfigurationError):
    """A policy file that cannot be read, or a value in it the policy refuses.

    Attributes:
        path: The file.
        line: 1-based line of the offending key (0 when no line applies).
        key: Dotted key, such as ``rules.max_anchors`` (empty for a syntax error).
    """

    def __init__(self, path: Path, line: int, key: str, message: str) -> None:
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {key + ': ' if key else ''}{message}")
        self.path = path
        self.line = line
        self.key = key


class EmbeddingError(SfamsError):
    """The embedder failed or returned something unusable."""


class DimensionMismatch(EmbeddingError):
    """A vector does not have the dimension the tier or embedder expects."""

    def __init__(self, expected: int, got: int, where: str) -> None:
        super().__init__(
            f"{where}: expected vectors of dimension {expected}, got {got}. "
            "Use the same embedder (and dimension) that created this store, "
            "or start a new store for the new embedder."
        )
        self.expected = expected
        self.got = got


class TierUnavailable(SfamsError):
    """A storage engine cannot be reached or refused the operation."""


class StoreLocked(TierUnavailable):
    """Another process already has this data folder open."""


class JobConflict(SfamsError):
    """Another job runner holds this namespace's lease; try later or pass --wait."""


class LeaseLost(JobConflict):
    """The job's lease expired or was taken over; the job stopped before writing more."""


class TierTimeout(TierUnavailable):
    """A storage service took the request but did not answer within ``SFAMS_TIMEOUT``.

    Attributes:
        where: The service's address (never a credential), e.g. ``s3://bucket/prefix``.
    """

    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(message)
        self.where = where
