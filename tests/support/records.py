"""Records for tests that need every field set to something other than its default."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sfams_tiers import MemoryRecord, Relation, uuid7

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def every_field(related_to: str | None = None, **changes: object) -> MemoryRecord:
    """A record with no field left at its default (``changes`` override any of them)."""
    fields: dict[str, object] = {
        "namespace": "team-a",
        "content": "every field set",
        "agent": "planner",
        "visibility": "private",
        "type": "state:ticket",
        "importance": 0.48711473173347564,
        "confidence": 0.3,
        "source": "tool",
        "created_at": T0,
        "ttl_seconds": 3600.5,
        "entities": ["person:Ada Lovelace", "order:A-1042"],
        "access_count": 7,
        "last_accessed": T0 + timedelta(hours=1),
        "anchored": True,
        "relations": [Relation(kind="updates", target=related_to or uuid7())],
        "superseded_by": uuid7(),
        "tier": "cold",
        "archived_at": T0 + timedelta(days=2),
        "archive_reason": "score 0.12 < 0.2",
    }
    fields.update(changes)
    return MemoryRecord(**fields)
