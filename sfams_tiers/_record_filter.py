"""Which records a read may return, and how many a scan yields at once.

Every tier applies the same :class:`RecordFilter` inside the namespace it reads;
``matches`` is the reference semantics the vectorised and engine filters must equal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from sfams_tiers._errors import InvalidQuery
from sfams_tiers._models import MemoryRecord, normalize_entity
from sfams_tiers._validate import check_aware, check_bool, check_number, check_strings

__all__ = ["RecordFilter"]

ALL_VIEWERS = "*"
"""``RecordFilter.viewer`` value that sees private memories of every agent (jobs, operators)."""

DEFAULT_BATCH = 500
"""Records per batch a tier's ``scan`` yields unless told otherwise."""


@dataclass(frozen=True, slots=True)
class RecordFilter:
    """Which records a read may return; every tier applies it inside the namespace.

    Attributes:
        types: Base types (``"state"`` also matches ``"state:ticket"``) or exact
            ``type:subtype`` values; None means any type.
        entities: Match records carrying any of these entities; None means any.
        min_importance: Lowest importance to return.
        include_superseded: Also return records replaced by a newer version.
        live_at: Hide records whose TTL ran out at this time; None keeps them.
        viewer: ``"*"`` sees everything, None sees shared memories only, an agent
            name sees shared memories plus that agent's private ones.
        ids: Restrict to these ids.
        anchored: True or False to restrict to (non-)anchored records.

    Example:
        >>> f = RecordFilter(types=("deadline",), viewer="planner")
        >>> f.types
        ('deadline',)
    """

    types: tuple[str, ...] | None = None
    entities: tuple[str, ...] | None = None
    min_importance: float | None = None
    include_superseded: bool = True
    live_at: datetime | None = None
    viewer: str | None = ALL_VIEWERS
    ids: tuple[str, ...] | None = None
    anchored: bool | None = None
    _entity_set: frozenset[str] = field(default=frozenset(), init=False, repr=False, compare=False)
    _id_set: frozenset[str] = field(default=frozenset(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Strict, like every public value: a bare "fact" is not the letters f, a, c, t.
        if self.types is not None:
            types = check_strings(self.types, "types", example="['fact']")
            object.__setattr__(self, "types", types)
        if self.entities is not None:
            entities = check_strings(
                self.entities, "entities", example="['person:ada']", item=normalize_entity
            )
            object.__setattr__(self, "entities", entities)
            object.__setattr__(self, "_entity_set", frozenset(entities))
        if self.ids is not None:
            ids = check_strings(self.ids, "ids", example="[memory.id]")
            object.__setattr__(self, "ids", ids)
            object.__setattr__(self, "_id_set", frozenset(ids))
        if self.min_importance is not None:
            check_number(self.min_importance, "min_importance", low=0.0, high=1.0)
        check_bool(self.include_superseded, "include_superseded")
        if self.live_at is not None:
            check_aware(self.live_at, "live_at")
        if self.viewer is not None and not isinstance(self.viewer, str):
            raise InvalidQuery("viewer", "must be an agent name (a string) or None.")
        if self.anchored is not None:
            check_bool(self.anchored, "anchored")

    def matches(self, record: MemoryRecord) -> bool:
        """Return True when ``record`` passes this filter (reference semantics)."""
        if self.ids is not None and record.id not in self._id_set:
            return False
        if self.types is not None and not any(
            record.type == t or record.type.split(":", 1)[0] == t for t in self.types
        ):
            return False
        if self.entities is not None and self._entity_set.isdisjoint(record.entities):
            return False
        if self.min_importance is not None and record.importance < self.min_importance:
            return False
        if not self.include_superseded and record.superseded_by is not None:
            return False
        if self.live_at is not None and record.is_expired(self.live_at):
            return False
        if self.anchored is not None and record.anchored != self.anchored:
            return False
        return self.viewer == ALL_VIEWERS or record.visible_to(self.viewer)


EVERYTHING = RecordFilter()
