"""How the hot tier stores a record in a Redis hash, and reads it and its accesses back.

A record is one hash of text fields (no embedding, None fields left out; entities and
relations as JSON arrays). Access times are integer microseconds since the epoch, so
the Lua scripts compare numbers.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from sfams_tiers._errors import InvalidQuery
from sfams_tiers._hot_tier import AccessDelta
from sfams_tiers._models import MemoryRecord
from sfams_tiers._stored import parse_stored_fields, stored_record

__all__ = ["EPOCH", "JSON_FIELDS", "as_text", "decode", "deltas", "encode", "micros"]

JSON_FIELDS = frozenset({"entities", "relations"})
"""Record hash fields stored as JSON arrays; every other field is plain text."""
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def as_text(value: Any) -> str:
    """A reply as text, whether or not the client was made with decode_responses=True."""
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


def micros(at: datetime) -> int:
    """Microseconds since the epoch of an aware time (a naive one is refused)."""
    if at.tzinfo is None:
        raise InvalidQuery("at", "must be timezone-aware (for example datetime.now(UTC)).")
    return (at - EPOCH) // timedelta(microseconds=1)


def encode(record: MemoryRecord) -> list[str]:
    """Hash field/value pairs of a record: no embedding, None fields left out."""
    pairs: list[str] = []
    for name, value in record.model_dump(mode="json", exclude={"embedding"}).items():
        if value is not None:
            stored = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            pairs += (name, stored)
    return pairs


def decode(fields: dict[Any, Any]) -> MemoryRecord:
    """The record stored in a hash (as HGETALL returns it)."""
    data = {as_text(k): as_text(v) for k, v in fields.items()}
    # The record was validated before it was written: its plain-text numbers, booleans
    # and dates are parsed by type alone (60% of decoding a record was re-validation).
    typed = parse_stored_fields(
        {k: json.loads(v) if k in JSON_FIELDS else v for k, v in data.items()}
    )
    return stored_record(typed)


def deltas(pairs: list[tuple[str, Any, Any]]) -> dict[str, AccessDelta]:
    """(id, count, last access in µs) rows as access deltas; ids with no access left out."""
    return {
        i: AccessDelta(int(s), EPOCH + timedelta(microseconds=int(as_text(last))))
        for i, s, last in pairs
        if s is not None and last is not None
    }
