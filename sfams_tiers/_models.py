"""The memory record and the small value types around it (no I/O).

Everything that crosses the library edge is validated here, and every refusal is
an :class:`~sfams_tiers.InvalidRecord` naming the field and saying what is allowed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, Self, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from typing_extensions import TypedDict

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import InvalidInput, InvalidRecord
from sfams_tiers._hant import fold
from sfams_tiers._ids import is_uuid7, uuid7
from sfams_tiers._validate import (
    aware_problem,
    number_problem,
    surrogate_problem,
    text_problem,
    ttl_problem,
)

NAMESPACE_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
AGENT_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
ENTITY_PATTERN = re.compile(r"^([a-z][a-z0-9_]{0,31}):(\S(?:[^\x00-\x1f]{0,198}\S)?)$")
TYPE_PATTERN = re.compile(r"^([a-z]+)(?::([a-z0-9][a-z0-9_-]{0,31}))?$")

MEMORY_TYPES: tuple[str, ...] = (
    "commitment",
    "deadline",
    "decision",
    "dialogue",
    "event",
    "fact",
    "goal",
    "note",
    "preference",
    "state",
    "summary",
    "task",
)

__all__ = [
    "JobReport",
    "Limits",
    "MEMORY_TYPES",
    "MemoryRecord",
    "Move",
    "RELATION_KINDS",
    "Relation",
    "Scope",
    "validate_record",
]
"""Base memory types; ``type:subtype`` (e.g. ``state:ticket``) is allowed too."""

RelationKind = Literal["updates", "negates", "resolves", "completes", "summarizes", "relates"]
RELATION_KINDS: tuple[str, ...] = get_args(RelationKind)
SUPERSEDING_KINDS: frozenset[str] = frozenset({"updates", "negates", "resolves", "completes"})
"""Relation kinds whose source replaces its target (the target gets ``superseded_by``)."""

Tier = Literal["hot", "warm", "cold"]
Visibility = Literal["shared", "private"]
Source = Literal["user", "agent", "tool", "llm_inferred"]


@dataclass(frozen=True, slots=True)
class Limits:
    """Size limits enforced at the edge (configurable through settings).

    ``max_content_bytes`` also bounds queries and goals; ``max_reason_bytes`` bounds
    the reason a memory was archived or forgotten for.

    Example:
        >>> Limits(max_content_bytes=1024).max_entities
        64
    """

    max_content_bytes: int = 32 * 1024
    max_entities: int = 64
    max_relations: int = 64
    max_reason_bytes: int = 1024

    def __post_init__(self) -> None:
        for name in ("max_content_bytes", "max_entities", "max_relations", "max_reason_bytes"):
            problem = number_problem(getattr(self, name), low=1, integer=True)
            if problem is not None:
                raise InvalidInput(name, problem + ".")


DEFAULT_LIMITS = Limits()
# MemoryRecord overrides __init__ (to raise InvalidRecord), and pydantic then drops the
# validation context, so validate_record hands the limits over through a ContextVar;
# a second one says whether the text forms a tier stores ("0.5", "true", ISO times) are
# accepted: by validate_record, not by the constructor callers use.
_active_limits: ContextVar[Limits] = ContextVar("sfams_limits", default=DEFAULT_LIMITS)
_text_forms: ContextVar[bool] = ContextVar("sfams_text_forms", default=False)


def validate_namespace(namespace: object) -> str:
    """Return ``namespace`` if it is a valid namespace name, else raise InvalidRecord.

    Example:
        >>> validate_namespace("team-a")
        'team-a'
    """
    if not isinstance(namespace, str) or not NAMESPACE_PATTERN.fullmatch(namespace):
        raise InvalidRecord(
            "namespace",
            f"{namespace!r} is not allowed; use 1-64 characters of lowercase letters, digits, "
            "'-' or '_', starting with a letter or digit (for example 'team-a').",
        )
    return namespace


def validate_agent(agent: object) -> str:
    """Return ``agent`` if it is a valid agent name, else raise InvalidRecord."""
    if not isinstance(agent, str) or not AGENT_PATTERN.fullmatch(agent):
        raise InvalidRecord(
            "agent",
            f"{agent!r} is not allowed; use 1-64 letters, digits, '.', '-' or '_', "
            "starting with a letter or digit (for example 'planner').",
        )
    return agent


class Relation(BaseModel):
    """A typed edge from one memory to another in the same namespace.

    Example:
        >>> Relation(kind="updates", target="0190b8c2-0000-7000-8000-000000000000").kind
        'updates'
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: RelationKind
    target: str

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as exc:
            error = _to_invalid_record(exc)
            if error.field == "kind":
                error = InvalidRecord("kind", f"must be one of {', '.join(RELATION_KINDS)}.")
            raise InvalidRecord("relations", f"{error.field} {error.reason}") from None

    @field_validator("target", mode="before")
    @classmethod
    def _target_is_uuid7(cls, value: object) -> str:
        if not isinstance(value, str) or not is_uuid7(value):
            raise ValueError("must be the id of a memory (a UUIDv7 string)")
        return value


def _finite_unit(value: float) -> float:
    if not math.isfinite(value) or not 0.0 <= value <= 1.0:
        raise ValueError(f"must be a finite number between 0 and 1 (got {value!r})")
    return value


def _aware(value: datetime) -> datetime:
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("must be timezone-aware (for example datetime.now(UTC))")
    try:
        return value.astimezone(UTC)
    except OverflowError:
        raise ValueError(f"is out of range in UTC (got {value.isoformat()})") from None


def _typed(value: object, problem: str | None) -> object:
    """``value`` unless ``problem`` says it has the wrong type (the constructor's strictness).

    ``validate_record`` and ``model_validate_json`` also accept the text forms tiers
    store ("0.5", "true", ISO times) and let the field's own parsing check those.
    """
    if problem is not None and not (_text_forms.get() and isinstance(value, str)):
        raise ValueError(problem)
    return value


class MemoryRecord(BaseModel):
    """One structured memory, the unit every tier stores.

    Records are immutable: change one with :meth:`evolve`, which re-validates.
    Construct through the :class:`~sfams_tiers.TieredMemory` facade in normal use;
    direct construction validates every field the same way. ``embedding`` takes any
    sequence of numbers and keeps it as an :class:`~sfams_tiers.Embedding`: a read-only
    float32 vector (the precision every tier stores) that behaves as a sequence.

    Example:
        >>> r = MemoryRecord(namespace="team-a", content="Launch is on 3 March",
        ...                  type="deadline", importance=0.9, entities=["project:apollo"])
        >>> r.tier, r.anchored, r.entities
        ('warm', False, ('project:apollo',))
        >>> r.evolve(importance=1.5)
        Traceback (most recent call last):
        InvalidRecord: importance: must be a finite number between 0 and 1 (got 1.5).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=True)

    id: str = Field(default_factory=uuid7)
    namespace: str
    agent: str | None = None
    visibility: Visibility = "shared"
    content: str
    type: str = "fact"
    importance: float = 0.5
    confidence: float = 1.0
    source: Source = "agent"
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    ttl_seconds: float | None = None
    entities: tuple[str, ...] = ()
    access_count: int = 0
    last_accessed: datetime | None = None
    anchored: bool = False
    relations: tuple[Relation, ...] = ()
    superseded_by: str | None = None
    tier: Tier = "warm"
    archived_at: datetime | None = None
    archive_reason: str | None = None
    embedding: Embedding | None = Field(default=None, repr=False)

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as exc:
            raise _to_invalid_record(exc) from None

    @classmethod
    def model_validate(cls, *args: Any, **kwargs: Any) -> Self:
        """Validate a mapping as the constructor does; refusals are InvalidRecord."""
        try:
            return super().model_validate(*args, **kwargs)
        except ValidationError as exc:
            raise _to_invalid_record(exc) from None

    @classmethod
    def model_validate_json(cls, *args: Any, **kwargs: Any) -> Self:
        """Validate a record's JSON (times as ISO text); refusals are InvalidRecord."""
        token = _text_forms.set(True)
        try:
            return super().model_validate_json(*args, **kwargs)
        except ValidationError as exc:
            raise _to_invalid_record(exc) from None
        finally:
            _text_forms.reset(token)

    # -- validators -----------------------------------------------------------------
    @field_validator("id", "content", "type", "superseded_by", "archive_reason", mode="before")
    @classmethod
    def _str(cls, value: object) -> object:
        if value is not None and not isinstance(value, str):
            raise ValueError(f"must be a string (str), not {type(value).__name__}")
        return value

    @field_validator("importance", "confidence", "ttl_seconds", mode="before")
    @classmethod
    def _real(cls, value: object) -> object:
        if isinstance(value, bool):
            raise ValueError("must be a number (int or float), not bool")
        return value if value is None else _typed(value, number_problem(value))

    @field_validator("access_count", mode="before")
    @classmethod
    def _whole(cls, value: object) -> object:
        if isinstance(value, bool):
            raise ValueError("must be a whole number (int), not bool")
        return _typed(value, number_problem(value, integer=True))

    @field_validator("anchored", mode="before")
    @classmethod
    def _flag(cls, value: object) -> object:
        shown = type(value).__name__
        return _typed(
            value, None if isinstance(value, bool) else f"must be True or False, not {shown}"
        )

    @field_validator("created_at", "last_accessed", "archived_at", mode="before")
    @classmethod
    def _datetime(cls, value: object) -> object:
        return value if value is None else _typed(value, aware_problem(value))

    @field_validator("id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not is_uuid7(value):
            raise ValueError("must be a UUIDv7 string; leave it out to get a new one")
        return value

    @field_validator("namespace", mode="before")
    @classmethod
    def _namespace(cls, value: object) -> str:
        return validate_namespace(value)

    @field_validator("agent", mode="before")
    @classmethod
    def _agent(cls, value: object) -> str | None:
        return None if value is None else validate_agent(value)

    @field_validator("content")
    @classmethod
    def _content(cls, value: str, info: ValidationInfo) -> str:
        problem = surrogate_problem(value)
        if problem is not None:
            raise ValueError(problem)
        if not value.strip():
            raise ValueError("must contain some text; an empty memory cannot be recalled")
        limits = _limits(info)
        problem = text_problem(value, max_bytes=limits.max_content_bytes)
        if problem is not None:
            raise ValueError(f"{problem}. Split it into several memories or store a summary")
        return value

    @field_validator("archive_reason")
    @classmethod
    def _reason(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return None
        problem = text_problem(value, max_bytes=_limits(info).max_reason_bytes, blank_ok=True)
        if problem is not None:
            raise ValueError(
                f"{problem}. Give a short reason, e.g. 'duplicate of the 3 March note'"
            )
        return value

    @field_validator("type")
    @classmethod
    def _type(cls, value: str) -> str:
        return memory_type(value)

    @field_validator("importance", "confidence")
    @classmethod
    def _unit(cls, value: float) -> float:
        return _finite_unit(value)

    @field_validator("created_at", "last_accessed", "archived_at")
    @classmethod
    def _utc(cls, value: datetime | None) -> datetime | None:
        return None if value is None else _aware(value)

    @field_validator("ttl_seconds")
    @classmethod
    def _ttl(cls, value: float | None) -> float | None:
        problem = None if value is None else ttl_problem(value)
        if problem is not None:
            raise ValueError(problem)
        return value

    @field_validator("entities", mode="before")
    @classmethod
    def _entities(cls, value: object, info: ValidationInfo) -> tuple[str, ...]:
        if isinstance(value, str) or not isinstance(value, Iterable):
            raise ValueError("must be a list of 'kind:name' strings, e.g. ['person:ada']")
        out: dict[str, None] = {}
        for item in value:
            out[normalize_entity(item)] = None
        if len(out) > _limits(info).max_entities:
            raise ValueError(f"has {len(out)} entities; the limit is {_limits(info).max_entities}")
        return tuple(out)

    @field_validator("relations")
    @classmethod
    def _relations(cls, value: tuple[Relation, ...], info: ValidationInfo) -> tuple[Relation, ...]:
        if len(value) > _limits(info).max_relations:
            raise ValueError(
                f"has {len(value)} relations; the limit is {_limits(info).max_relations}"
            )
        return tuple(dict.fromkeys(value))

    @field_validator("access_count")
    @classmethod
    def _count(cls, value: int) -> int:
        if value < 0:
            raise ValueError(f"must be >= 0 (got {value})")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> MemoryRecord:
        if any(rel.target == self.id for rel in self.relations):
            raise ValueError("relations: a memory cannot relate to itself")
        if self.superseded_by == self.id:
            raise ValueError("superseded_by: a memory cannot supersede itself")
        if self.superseded_by is not None and not is_uuid7(self.superseded_by):
            raise ValueError("superseded_by: must be the id of a memory (a UUIDv7 string)")
        if self.ttl_seconds is not None:
            try:
                self.created_at + timedelta(seconds=self.ttl_seconds)
            except OverflowError:
                raise ValueError(
                    "ttl_seconds: runs past the year 9999 from created_at "
                    f"{self.created_at.isoformat()}; use a shorter TTL or None"
                ) from None
        return self

    # -- derived values -------------------------------------------------------------
    @property
    def expires_at(self) -> datetime | None:
        """When the TTL runs out, or None for memories without a TTL."""
        if self.ttl_seconds is None:
            return None
        return self.created_at + timedelta(seconds=self.ttl_seconds)

    @property
    def superseded(self) -> bool:
        """True when a newer memory replaced this one."""
        return self.superseded_by is not None

    def is_expired(self, now: datetime) -> bool:
        """True when the TTL has run out at ``now``."""
        expires = self.expires_at
        return expires is not None and expires <= now

    def visible_to(self, agent: str | None) -> bool:
        """Shared memories are visible to all; private ones only to their author."""
        return self.visibility == "shared" or (agent is not None and self.agent == agent)

    def evolve(self, **changes: Any) -> MemoryRecord:
        """Return a validated copy with ``changes`` applied.

        The default limits apply, raised to what this record already holds: a memory
        stored under larger limits (``TieredMemory(limits=...)``) can still be
        anchored, linked or archived.
        """
        reason = self.archive_reason or ""
        held = Limits(
            max_content_bytes=max(DEFAULT_LIMITS.max_content_bytes, len(self.content) * 4),
            max_entities=max(DEFAULT_LIMITS.max_entities, len(self.entities)),
            max_relations=max(DEFAULT_LIMITS.max_relations, len(self.relations)),
            max_reason_bytes=max(DEFAULT_LIMITS.max_reason_bytes, len(reason) * 4),
        )
        return validate_record({**self.model_dump(), **changes}, held)


def memory_type(value: str) -> str:
    """Return ``value`` if it names a memory type (``fact``, ``state:ticket`` ...).

    Raises:
        ValueError: Saying which types exist.

    Example:
        >>> memory_type("state:ticket")
        'state:ticket'
    """
    match = TYPE_PATTERN.fullmatch(value)
    if not match or match.group(1) not in MEMORY_TYPES:
        raise ValueError(
            f"{value[:80]!r} is not a memory type; use one of {', '.join(MEMORY_TYPES)}, "
            "optionally with a subtype such as 'state:ticket'"
        )
    return value


def normalize_entity(value: object) -> str:
    """Return an entity in canonical ``kind:name`` form (kind lowercased, name trimmed).

    Chinese names are kept in Simplified characters, so "person:陳怡君" and
    "person:陈怡君" are one person whichever script a writer uses.

    Example:
        >>> normalize_entity(" Person:Ada Lovelace "), normalize_entity("person:陳怡君")
        ('person:Ada Lovelace', 'person:陈怡君')
    """
    text = value.strip() if isinstance(value, str) else None
    if text is not None and surrogate_problem(text) is not None:
        raise ValueError(f"entity {value!r} {surrogate_problem(text)}")
    if text is not None and ":" in text:
        kind, _, name = text.partition(":")
        text = f"{kind.strip().lower()}:{fold(name.strip())}"
    if text is None or not ENTITY_PATTERN.fullmatch(text):
        raise ValueError(
            f"entity {value!r} is not allowed; write 'kind:name' with a lowercase kind "
            "(letters, digits, '_') and a name of 1-200 printable characters, "
            "e.g. 'person:ada' or 'order:A-1042'"
        )
    return text


def validate_record(data: Mapping[str, Any], limits: Limits = DEFAULT_LIMITS) -> MemoryRecord:
    """Validate ``data`` into a MemoryRecord under ``limits``.

    Every rule of the constructor applies; unlike the constructor, a field may also be
    given in the text form a tier stores it in (``"0.5"``, ``"true"``, an ISO time
    with its offset), so tiers can rebuild what they read.

    Raises:
        InvalidRecord: naming the first bad field and what is allowed.
    """
    if not isinstance(data, Mapping) or not all(isinstance(k, str) for k in data):
        raise InvalidRecord("record", "must be a mapping of field names to values.")
    if not isinstance(limits, Limits):
        raise InvalidRecord("limits", f"must be a Limits, not {type(limits).__name__}.")
    token = _active_limits.set(limits)
    forms = _text_forms.set(True)
    try:
        return MemoryRecord(**dict(data))
    finally:
        _text_forms.reset(forms)
        _active_limits.reset(token)


_FIELD_ORDER: tuple[str, ...] = tuple(MemoryRecord.model_fields)
_FIELD_SET = frozenset(_FIELD_ORDER)
_DATETIME_FIELDS = ("created_at", "last_accessed", "archived_at")
# The fields' types alone, none of the validators: what a stored record is parsed with.
_STORED_JSON: TypeAdapter[dict[str, Any]] = TypeAdapter(
    TypedDict(  # type: ignore[operator]
        "StoredFields",
        {n: f.annotation for n, f in MemoryRecord.model_fields.items() if n != "embedding"},
        total=False,
    )
)


def parse_stored_json(text: str | bytes) -> dict[str, Any]:
    """The typed fields of a record's JSON as a tier wrote it (``model_dump_json``).

    Types are checked (natively, by pydantic-core); the validators are not re-run,
    because the record passed them before it was stored. Feed the result, plus an
    ``embedding``, to :func:`stored_record`.

    Raises:
        InvalidRecord: The text is not JSON of the record's field types.
    """
    try:
        data = _STORED_JSON.validate_json(text)
    except ValidationError as exc:
        raise _to_invalid_record(exc) from None
    return with_utc_datetimes(data)


def with_utc_datetimes(fields: dict[str, Any]) -> dict[str, Any]:
    """``fields`` with each datetime field given the validators' tzinfo (``UTC``).

    Readers get aware UTC datetimes under other tzinfo objects (pydantic-core's
    ``TzInfo(0)``, Polars' ``ZoneInfo("UTC")``); the instant is the same, the record
    should look the same as one that was validated.
    """
    for name in _DATETIME_FIELDS:
        value = fields.get(name)
        if value is not None:
            fields[name] = value.astimezone(UTC)
    return fields


def stored_record(fields: Mapping[str, Any]) -> MemoryRecord:
    """A record rebuilt from fields a tier stored after validating them (no re-validation).

    For tier reads on the jobs' path, where validation was 60% of decoding a record
    (25 of 40 µs): ``fields`` must hold model-typed values (UTC datetimes, tuples,
    :class:`Relation` objects, an :class:`~sfams_tiers.Embedding` or None), as
    :func:`parse_stored_json` or a typed Parquet column gives them. Anything read from
    outside the library goes through :func:`validate_record` instead.
    """
    if len(fields) != len(_FIELD_ORDER) or not fields.keys() >= _FIELD_SET:
        return MemoryRecord.model_construct(**fields)  # fills defaults of missing fields
    # What BaseModel.model_construct does once it has every field, without its
    # per-field default handling (11 µs -> 3 µs); tests/test_embedding.py checks that
    # the result equals the validated record.
    record = MemoryRecord.__new__(MemoryRecord)
    object.__setattr__(record, "__dict__", {n: fields[n] for n in _FIELD_ORDER})
    object.__setattr__(record, "__pydantic_fields_set__", set(_FIELD_ORDER))
    object.__setattr__(record, "__pydantic_extra__", None)
    object.__setattr__(record, "__pydantic_private__", None)
    return record


def _limits(info: ValidationInfo) -> Limits:
    context = info.context
    limits = context.get("limits") if isinstance(context, dict) else None
    return limits if isinstance(limits, Limits) else _active_limits.get()


def _to_invalid_record(exc: ValidationError) -> InvalidRecord:
    error = exc.errors(include_url=False)[0]
    loc = [str(part) for part in error["loc"] if not isinstance(part, int)]
    field_name = loc[0] if loc else "record"
    message = str(error["msg"])
    for prefix in ("Value error, ", "Assertion failed, "):
        message = message.removeprefix(prefix)
    if error["type"] == "missing":
        message = "is required"
    elif error["type"] == "extra_forbidden":
        message = "is not a MemoryRecord field; check the spelling"
    elif error["type"] == "literal_error" and field_name == "relations":
        message = f"kind must be one of {', '.join(RELATION_KINDS)}"
    elif error["type"] == "literal_error":
        message = f"must be one of {error.get('ctx', {}).get('expected', 'the allowed values')}"
    elif error["type"] in ("model_type", "dict_type") and field_name == "relations":
        message = "each relation must be a Relation, a (kind, target_id) pair or a mapping"
    message = message.removeprefix(f"{field_name}: ")
    if ": " in message and field_name == "record":
        field_name, _, message = message.partition(": ")
    if not message.endswith("."):
        message += "."
    return InvalidRecord(field_name, message)


# -- value types used by policy, tiers and jobs ----------------------------------------

MoveKind = Literal["promote", "demote", "archive", "restore", "purge"]


@dataclass(frozen=True, slots=True)
class Scope:
    """Who is looking: a namespace, and the agent (None for the whole team).

    A team scope sees shared memories; an agent scope also sees its own private ones.

    Example:
        >>> Scope("team-a", agent="planner").namespace
        'team-a'
    """

    namespace: str
    agent: str | None = None

    def __post_init__(self) -> None:
        validate_namespace(self.namespace)
        if self.agent is not None:
            validate_agent(self.agent)


@dataclass(frozen=True, slots=True)
class Move:
    """One planned movement of one record between tiers.

    Example:
        >>> Move("promote", "0190...", "team-a", "warm", "hot", "score 0.71 >= 0.55", 0.71).kind
        'promote'
    """

    kind: MoveKind
    record_id: str
    namespace: str
    source: Tier
    target: Tier | None
    reason: str
    score: float


@dataclass(slots=True)
class JobReport:
    """What a job run planned, did and measured; JSON-safe through :meth:`to_dict`.

    Example:
        >>> report = JobReport(job="maintain", namespace="team-a")
        >>> report.count("archive", 3); report.moved
        {'archive': 3}
    """

    job: str
    namespace: str
    dry_run: bool = False
    planned: int = 0
    moved: dict[str, int] = field(default_factory=dict)
    skipped: int = 0
    bytes_written: int = 0
    bytes_read: int = 0
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)

    def count(self, kind: str, n: int = 1) -> None:
        """Add ``n`` moved records of ``kind``."""
        self.moved[kind] = self.moved.get(kind, 0) + n

    def to_dict(self) -> dict[str, Any]:
        """Return the report as plain JSON-safe values."""
        return {
            "job": self.job,
            "namespace": self.namespace,
            "dry_run": self.dry_run,
            "planned": self.planned,
            "moved": dict(self.moved),
            "skipped": self.skipped,
            "bytes_written": self.bytes_written,
            "bytes_read": self.bytes_read,
            "seconds": round(self.seconds, 6),
            "errors": list(self.errors),
        }
