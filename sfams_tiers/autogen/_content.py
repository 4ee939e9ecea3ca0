"""Conversions between AutoGen's ``MemoryContent`` and sfams records (pure functions).

Metadata on the way out is JSON-safe (``MemoryQueryEvent.dump()`` must work): strings,
floats, bools, lists of strings and ISO timestamps only.

On the way in (``add``), these metadata keys map to the record; every other key is
ignored (AutoGen and other tools put their own bookkeeping there):

=============  ==========================================================
``type``       memory type (``fact``, ``deadline``, ``state:ticket`` ...)
``importance`` 0..1
``entities``   list of ``kind:name`` strings
``ttl``        seconds until it expires
``anchored``   bool: keep it hot, never decay
``visibility`` ``shared`` or ``private`` (private needs an agent view)
``confidence`` 0..1
``source``     ``user``, ``agent``, ``tool`` or ``llm_inferred``
=============  ==========================================================
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autogen_core.memory import MemoryContent, MemoryMimeType

from sfams_tiers._errors import InvalidQuery, InvalidRecord
from sfams_tiers._models import MemoryRecord
from sfams_tiers._ranking import Recalled

__all__ = [
    "ADD_METADATA_KEYS",
    "content_text",
    "memory_content",
    "query_text",
    "record_metadata",
    "remember_options",
]

ADD_METADATA_KEYS: tuple[str, ...] = (
    "type",
    "importance",
    "entities",
    "ttl",
    "anchored",
    "visibility",
    "confidence",
    "source",
)
TEXT_TYPES = (MemoryMimeType.TEXT.value, MemoryMimeType.MARKDOWN.value)


def record_metadata(record: MemoryRecord, score: float | None = None) -> dict[str, Any]:
    """JSON-safe metadata of a record (what AutoGen shows in a MemoryQueryEvent).

    Example:
        >>> from datetime import UTC, datetime
        >>> r = MemoryRecord(namespace="t", content="x", agent="planner",
        ...                  created_at=datetime(2026, 3, 1, tzinfo=UTC))
        >>> m = record_metadata(r, 0.5)
        >>> m["score"], m["agent"], m["created_at"]
        (0.5, 'planner', '2026-03-01T00:00:00+00:00')
    """
    metadata: dict[str, Any] = {
        "id": record.id,
        "type": record.type,
        "tier": record.tier,
        "agent": record.agent,
        "visibility": record.visibility,
        "importance": float(record.importance),
        "confidence": float(record.confidence),
        "anchored": bool(record.anchored),
        "created_at": record.created_at.isoformat(),
        "entities": list(record.entities),
        "superseded_by": record.superseded_by,
    }
    if score is not None:
        metadata["score"] = float(score)  # numpy scalars would break the event's dump
    return metadata


def memory_content(hit: Recalled) -> MemoryContent:
    """One recalled memory as AutoGen MemoryContent (plain text + metadata)."""
    metadata = record_metadata(hit.record, hit.score)
    metadata["relevance"] = float(hit.relevance)
    metadata["unverified"] = bool(hit.unverified)
    return MemoryContent(
        content=hit.record.content, mime_type=MemoryMimeType.TEXT, metadata=metadata
    )


def _mime(content: MemoryContent) -> str:
    mime = content.mime_type
    return mime.value if isinstance(mime, MemoryMimeType) else str(mime)


def content_text(content: MemoryContent) -> str:
    """The text to remember for ``content`` (text, markdown or JSON).

    Raises:
        InvalidRecord: Another mime type (images, binary), or content of the wrong kind.
    """
    mime = _mime(content)
    value = content.content
    if mime in TEXT_TYPES and isinstance(value, str):
        return value
    if mime == MemoryMimeType.JSON.value:
        if isinstance(value, str):
            return value
        if isinstance(value, dict):
            return json.dumps(value, ensure_ascii=False, sort_keys=True)
    if mime in TEXT_TYPES or mime == MemoryMimeType.JSON.value:
        raise InvalidRecord(
            "content",
            f"{mime} content must be a string (or a dict for JSON), got {type(value).__name__}.",
        )
    raise InvalidRecord(
        "mime_type",
        f"{mime!r} cannot be remembered; sfams-tiers stores text/plain, text/markdown and "
        "application/json. Describe images or files in text instead.",
    )


def remember_options(metadata: Mapping[str, Any] | None) -> dict[str, Any]:
    """The ``TieredMemory.remember`` keyword arguments that ``metadata`` sets.

    Example:
        >>> remember_options({"type": "deadline", "ttl": 60, "mime": "ignored"})
        {'type': 'deadline', 'ttl': 60.0}

    Raises:
        InvalidRecord: A mapped key has a value of the wrong kind.
    """
    options: dict[str, Any] = {}
    for key in ADD_METADATA_KEYS:
        if metadata is None or metadata.get(key) is None:
            continue
        value = metadata[key]
        if key == "entities":
            if isinstance(value, str) or not isinstance(value, list | tuple):
                raise InvalidRecord("entities", "must be a list of 'kind:name' strings.")
            options[key] = [str(e) for e in value]
        elif key == "ttl":
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise InvalidRecord("ttl", "must be a number of seconds.")
            options[key] = float(value)
        elif key == "anchored":
            if not isinstance(value, bool):
                raise InvalidRecord("anchored", "must be true or false.")
            options[key] = value
        else:
            options[key] = value  # validated with the record (a sentence per field)
    return options


def query_text(query: str | MemoryContent) -> str:
    """The text to search for.

    Raises:
        InvalidQuery: The query is not text (or JSON).
    """
    if isinstance(query, str):
        return query
    try:
        return content_text(query)
    except InvalidRecord as exc:
        raise InvalidQuery("query", exc.reason) from None
