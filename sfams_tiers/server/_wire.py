"""JSON forms of what the library returns, and a job's JSON arguments as the library's types.

Records go out as ``MemoryRecord.model_dump(mode="json")`` without the embedding; a hit
is ``{"record": R, "score", "relevance", "retention", "unverified", "restored"}``; a
context is all of :class:`~sfams_tiers.Context`'s fields, its items as hits. A client
rebuilds the library's objects from these (``MemoryRecord.model_validate`` ...).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from datetime import timedelta
from typing import Any

from sfams_tiers._cli_jobparse import MAX_DURATION, parse_duration, parse_time
from sfams_tiers._context import Context
from sfams_tiers._errors import InvalidQuery
from sfams_tiers._jobs import JOB_NAMES, ArchiveSelector, RestoreSelector
from sfams_tiers._models import MemoryRecord
from sfams_tiers._ranking import Recalled

__all__ = ["context_json", "hit_json", "job_arguments", "record_json"]

_ARCHIVE = frozenset({"older_than", "types", "below_score", "ids"})
_RESTORE = frozenset({"ids", "since", "until", "types", "entities", "query", "limit"})
_PURGE = frozenset({"older_than", "ids"})
JOB_ARGUMENTS: Mapping[str, frozenset[str]] = {
    "archive": _ARCHIVE,
    "restore": _RESTORE | {"to"},
    "purge": _PURGE,
}


def record_json(record: MemoryRecord) -> dict[str, Any]:
    """A record without its embedding."""
    return record.model_dump(mode="json", exclude={"embedding"})


def hit_json(hit: Recalled) -> dict[str, Any]:
    """A recall hit: the record and every score of :class:`~sfams_tiers.Recalled`."""
    return hit.to_dict()


def context_json(context: Context) -> dict[str, Any]:
    """Every field of a :class:`~sfams_tiers.Context`, its items as hits."""
    return {
        "text": context.text,
        "items": [hit_json(hit) for hit in context.items],
        "tokens": context.tokens,
        "budget": context.budget,
        "dropped": context.dropped,
        "counter": context.counter,
    }


def _duration(value: object, name: str) -> timedelta:
    if isinstance(value, str):
        return parse_duration(value, name)
    if isinstance(value, int | float) and not isinstance(value, bool):
        seconds = float(value)
        if math.isfinite(seconds) and 0 <= seconds <= MAX_DURATION.total_seconds():
            return timedelta(seconds=seconds)
    raise InvalidQuery(name, "must be seconds (0 to 100 years) or a duration like '90d'.")


def _tuple(value: object, name: str) -> tuple[Any, ...] | None:
    if value is None:
        return None
    if isinstance(value, list):
        return tuple(value)
    raise InvalidQuery(name, 'must be a list, e.g. ["dialogue"].')


def job_arguments(name: str, arguments: Mapping[str, Any]) -> dict[str, Any]:
    """The keyword arguments of job ``name`` from its JSON ``arguments``.

    ``archive``: older_than (seconds or ``"90d"``), types, below_score, ids.
    ``restore``: ids, since, until (ISO dates), types, entities, query, limit, to.
    ``purge``: older_than, ids. The other jobs take none. The selector's fields may
    also come nested, as ``{"selector": {...}}``.

    Example:
        >>> job_arguments("archive", {"older_than": "90d"})["selector"].older_than.days
        90

    Raises:
        InvalidQuery: An unknown job or argument, or a value the job refuses.
    """
    if name not in JOB_NAMES:
        raise InvalidQuery("name", f"{name!r} is not a job; use one of {', '.join(JOB_NAMES)}.")
    allowed = JOB_ARGUMENTS.get(name, frozenset())
    selector = arguments.get("selector")
    if isinstance(selector, Mapping):  # {"selector": {...}} is the same as its fields
        arguments = {**{k: v for k, v in arguments.items() if k != "selector"}, **selector}
    unknown = sorted(set(arguments) - allowed)
    if unknown:
        takes = ", ".join(sorted(allowed)) or "no arguments"
        raise InvalidQuery(f"arguments.{unknown[0]}", f"job {name!r} takes {takes}.")
    given = dict(arguments)
    for key in ("types", "ids", "entities"):
        if key in given:
            given[key] = _tuple(given[key], f"arguments.{key}")
    if given.get("older_than") is not None:
        given["older_than"] = _duration(given["older_than"], "arguments.older_than")
    for key in ("since", "until"):
        if given.get(key) is not None:
            if not isinstance(given[key], str):
                raise InvalidQuery(f"arguments.{key}", "must be an ISO date, e.g. 2026-11-30.")
            given[key] = parse_time(given[key], f"arguments.{key}")
    if name == "archive":
        return {"selector": ArchiveSelector(**given)}
    if name == "restore":
        to = given.pop("to", "warm")
        return {"selector": RestoreSelector(**given), "to": to}
    return given
