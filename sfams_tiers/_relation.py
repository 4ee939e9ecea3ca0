"""A relation: the typed edge from one memory to another in the same namespace.

The kinds are :data:`~sfams_tiers.RELATION_KINDS`; those in ``SUPERSEDING_KINDS``
retire their target. A bad relation is refused as an InvalidRecord of ``relations``.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from sfams_tiers._errors import InvalidRecord
from sfams_tiers._ids import is_uuid7
from sfams_tiers._refusal import invalid_record
from sfams_tiers._vocab import RELATION_KINDS, RelationKind

__all__ = ["Relation"]


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
            error = invalid_record(exc)
            if error.field == "kind":
                error = InvalidRecord("kind", f"must be one of {', '.join(RELATION_KINDS)}.")
            raise InvalidRecord("relations", f"{error.field} {error.reason}") from None

    @field_validator("target", mode="before")
    @classmethod
    def _target_is_uuid7(cls, value: object) -> str:
        if not isinstance(value, str) or not is_uuid7(value):
            raise ValueError("must be the id of a memory (a UUIDv7 string)")
        return value
