"""The JSON of the server's HTTP API, both ways, and its error bodies as typed errors.

Requests carry the library's own argument names; answers are rebuilt into the library's
own objects (:class:`~sfams_tiers.MemoryRecord`, ``Recalled``, ``Context``,
``MemoryStats``, ``JobReport``), so code written for a TieredMemory reads them unchanged.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta
from typing import Any

from sfams_tiers import _errors
from sfams_tiers._context import Context
from sfams_tiers._errors import InvalidInput, RecordNotFound, SfamsError, TierTimeout
from sfams_tiers._models import JobReport, MemoryRecord, Relation
from sfams_tiers._ranking import Recalled
from sfams_tiers._stats import MemoryStats

__all__ = [
    "PermissionDenied",
    "context_from",
    "error_from",
    "hit_from",
    "job_report_from",
    "record_from",
    "relations_json",
    "remember_json",
    "stats_from",
]


class PermissionDenied(SfamsError):
    """The server refused the API key (HTTP 401) or its scope (HTTP 403).

    Attributes:
        status: 401 (no key, or an unknown or revoked one) or 403 (the key is valid but
            not for this namespace or agent).
        kind: The server's error type (``Unauthorized`` or ``Forbidden``).

    Example:
        >>> PermissionDenied(403, "Forbidden", "Not for namespace b.").status
        403
    """

    def __init__(self, status: int, kind: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.kind = kind


def _error_classes() -> dict[str, type[SfamsError]]:
    classes = {name: getattr(_errors, name) for name in _errors.__all__}
    return {name: cls for name, cls in classes.items() if issubclass(cls, SfamsError)}


ERRORS = _error_classes()
"""The library's error classes by name (an unknown name becomes a plain SfamsError)."""


def error_from(status: int, body: Any, *, namespace: str, record_id: str | None) -> SfamsError:
    """The typed error of an error answer (its ``{"error": {type, message, field}}`` body).

    Example:
        >>> body = {"error": {"type": "InvalidQuery", "message": "k: too big", "field": "k"}}
        >>> error = error_from(422, body, namespace="team-a", record_id=None)
        >>> type(error).__name__, error.field, str(error)
        ('InvalidQuery', 'k', 'k: too big')
    """
    error = body.get("error") if isinstance(body, Mapping) else None
    if not isinstance(error, Mapping):
        return SfamsError(
            f"The server answered HTTP {status} without an error body; check that SFAMS_URL "
            "points at `sfams serve`."
        )
    kind, message = str(error.get("type", "SfamsError")), str(error.get("message", ""))
    field = error.get("field")
    if status in (401, 403):
        return PermissionDenied(status, kind, message)
    cls = ERRORS.get(kind, SfamsError)
    if issubclass(cls, InvalidInput):
        name = field if isinstance(field, str) and field else "request"
        found: SfamsError = cls(name, message.removeprefix(f"{name}: "))
    elif issubclass(cls, RecordNotFound):
        found = cls(record_id or "", namespace)
    elif issubclass(cls, TierTimeout):
        found = cls(message)
    else:
        try:
            found = cls(message)
        except TypeError:  # a class that needs more than a message
            found = SfamsError(message)
    found.args = (message,)  # the server's sentence, word for word
    return found


def record_from(data: Mapping[str, Any]) -> MemoryRecord:
    """A record rebuilt from its JSON (the server leaves the embedding out)."""
    return MemoryRecord.model_validate_json(json.dumps(data))  # times as ISO text


def hit_from(data: Mapping[str, Any]) -> Recalled:
    """A recall hit rebuilt from its JSON."""
    return Recalled(
        record_from(data["record"]),
        relevance=float(data["relevance"]),
        retention=float(data["retention"]),
        score=float(data["score"]),
        unverified=bool(data["unverified"]),
        restored=bool(data.get("restored", False)),
    )


def context_from(data: Mapping[str, Any]) -> Context:
    """A context rebuilt from its JSON (items are full hits)."""
    return Context(
        text=str(data["text"]),
        items=tuple(hit_from(item) for item in data.get("items", ())),
        tokens=int(data["tokens"]),
        budget=int(data["budget"]),
        dropped=int(data["dropped"]),
        counter=str(data.get("counter", "")),
    )


def stats_from(data: Mapping[str, Any]) -> MemoryStats:
    """Stats rebuilt from their JSON."""
    names = [f.name for f in dataclasses.fields(MemoryStats)]
    return MemoryStats(**{name: data[name] for name in names})


def job_report_from(data: Mapping[str, Any]) -> JobReport:
    """A job report rebuilt from its JSON (unknown fields are ignored)."""
    names = {f.name for f in dataclasses.fields(JobReport)}
    return JobReport(**{k: v for k, v in data.items() if k in names})


def relations_json(relations: Iterable[Relation | tuple[str, str]]) -> list[dict[str, str]]:
    """Relations as ``{"kind", "target"}`` objects."""
    out = []
    for relation in relations:
        if isinstance(relation, Relation):
            out.append({"kind": relation.kind, "target": relation.target})
        else:
            kind, target = relation
            out.append({"kind": str(kind), "target": str(target)})
    return out


def remember_json(arguments: Mapping[str, Any]) -> dict[str, Any]:
    """``remember``'s arguments as the JSON body (None values left to the server).

    Example:
        >>> remember_json({"content": "x", "ttl": timedelta(minutes=1), "type": None})
        {'content': 'x', 'ttl': 60.0}
    """
    body: dict[str, Any] = {}
    for name, value in arguments.items():
        if value is None:
            continue
        if name == "ttl" and isinstance(value, timedelta):
            value = value.total_seconds()
        elif name == "relations":
            value = relations_json(value)
            if not value:
                continue
        elif name in ("entities", "vector"):
            value = [float(v) for v in value] if name == "vector" else list(value)
        body[name] = value
    return body


def job_arguments_json(arguments: Mapping[str, Any]) -> dict[str, Any]:
    """A job's keyword arguments as JSON, as the server's ``job_arguments`` reads them.

    A selector becomes its fields (None left out), a duration seconds, a date ISO text.

    Example:
        >>> from sfams_tiers import ArchiveSelector
        >>> job_arguments_json({"selector": ArchiveSelector(older_than=timedelta(days=2))})
        {'selector': {'older_than': 172800.0}}
    """
    return {name: _json_value(value) for name, value in arguments.items()}


def _json_value(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = ((f.name, getattr(value, f.name)) for f in dataclasses.fields(value))
        return {name: _json_value(v) for name, v in fields if v is not None}
    if isinstance(value, timedelta):
        return value.total_seconds()
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, tuple | list | frozenset | set):
        return [_json_value(v) for v in value]
    return value
