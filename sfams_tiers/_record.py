"""MemoryRecord: one structured memory, the unit every tier stores, and its validation.

Everything that crosses the library edge is validated here, and every refusal is an
:class:`~sfams_tiers.InvalidRecord` naming the field and saying what is allowed (see
``_refusal``). The words the fields are written in are ``_vocab``'s; the size limits
``_limits``'s.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from contextvars import ContextVar
from datetime import UTC, datetime, timedelta
from typing import Any, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import InvalidRecord
from sfams_tiers._ids import is_uuid7, uuid7
from sfams_tiers._limits import DEFAULT_LIMITS, Limits
from sfams_tiers._refusal import invalid_record
from sfams_tiers._relation import Relation
from sfams_tiers._validate import (
    aware_problem,
    number_problem,
    surrogate_problem,
    text_problem,
    ttl_problem,
)
from sfams_tiers._vocab import (
    Source,
    Tier,
    Visibility,
    memory_type,
    normalize_entity,
    validate_agent,
    validate_namespace,
)

__all__ = ["MemoryRecord", "validate_record"]

# MemoryRecord overrides __init__ (to raise InvalidRecord), and pydantic then drops the
# validation context, so validate_record hands the limits over through a ContextVar;
# a second one says whether the text forms a tier stores ("0.5", "true", ISO times) are
# accepted: by validate_record, not by the constructor callers use.
_active_limits: ContextVar[Limits] = ContextVar("sfams_limits", default=DEFAULT_LIMITS)
_text_forms: ContextVar[bool] = ContextVar("sfams_text_forms", default=False)


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
            raise invalid_record(exc) from None

    @classmethod
    def model_validate(cls, *args: Any, **kwargs: Any) -> Self:
        """Validate a mapping as the constructor does; refusals are InvalidRecord."""
        try:
            return super().model_validate(*args, **kwargs)
        except ValidationError as exc:
            raise invalid_record(exc) from None

    @classmethod
    def model_validate_json(cls, *args: Any, **kwargs: Any) -> Self:
        """Validate a record's JSON (times as ISO text); refusals are InvalidRecord."""
        token = _text_forms.set(True)
        try:
            return super().model_validate_json(*args, **kwargs)
        except ValidationError as exc:
            raise invalid_record(exc) from None
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


def _limits(info: ValidationInfo) -> Limits:
    context = info.context
    limits = context.get("limits") if isinstance(context, dict) else None
    return limits if isinstance(limits, Limits) else _active_limits.get()
