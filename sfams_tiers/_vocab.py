"""The words a memory record is written in: names, memory types, entities, relation kinds.

The patterns and closed lists a record's fields are checked against, and the functions
that check a namespace, an agent name, a memory type or an entity (no I/O). Refusals
name the field and say what is allowed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal, get_args

from sfams_tiers._errors import InvalidRecord
from sfams_tiers._hant import fold
from sfams_tiers._validate import surrogate_problem

__all__ = ["DEFAULT_CONFIDENCE", "MEMORY_TYPES", "RELATION_KINDS"]

NAMESPACE_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
AGENT_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
ENTITY_PATTERN = re.compile(r"^([a-z][a-z0-9_]{0,31}):(\S(?:[^\x00-\x1f]{0,198}\S)?)$")
TYPE_PATTERN = re.compile(r"^([a-z]+(?:_[a-z]+)*)(?::([a-z0-9][a-z0-9_-]{0,31}))?$")

MEMORY_TYPES: tuple[str, ...] = (
    "action",
    "commitment",
    "deadline",
    "decision",
    "dialogue",
    "emotion",
    "event",
    "fact",
    "goal",
    "intent",
    "meeting_note",
    "note",
    "preference",
    "risk",
    "state",
    "summary",
    "task",
)
"""Base memory types; ``type:subtype`` (e.g. ``state:ticket``) is allowed too.

``action``, ``risk``, ``meeting_note``, ``intent`` and ``emotion`` are the seeds' types
(the design articles): accepted when given, with their own half-lives and starting
importance; the offline judge does not guess them from wording.
"""

RelationKind = Literal["updates", "negates", "resolves", "completes", "summarizes", "relates"]
RELATION_KINDS: tuple[str, ...] = get_args(RelationKind)
SUPERSEDING_KINDS: frozenset[str] = frozenset({"updates", "negates", "resolves", "completes"})
"""Relation kinds whose source replaces its target (the target gets ``superseded_by``)."""

Tier = Literal["hot", "warm", "cold"]
Visibility = Literal["shared", "private"]
Source = Literal["user", "agent", "tool", "llm_inferred"]
DEFAULT_CONFIDENCE: Mapping[str, float] = MappingProxyType(
    {"user": 1.0, "tool": 0.9, "agent": 0.9, "llm_inferred": 0.6}
)
"""Confidence of a memory remembered without one, by source: what a person states is
believed, what a model inferred is not until someone verifies it (``memory.verify``)."""


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
