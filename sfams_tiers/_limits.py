"""The size limits a memory record must keep: content, entities, relations, reasons.

Enforced at the library edge (configurable through settings); the record's validators
read them, so one process can run stricter or looser limits than the defaults.
"""

from __future__ import annotations

from dataclasses import dataclass

from sfams_tiers._errors import InvalidInput
from sfams_tiers._validate import number_problem

__all__ = ["Limits"]


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
"""The limits every record is checked against unless a caller gives others."""
