"""From remember's arguments to a judged record: the write path's first, pure-ish half.

1. :func:`make_draft` checks the arguments strictly (a number is an int or float, a
   list is not one bare string ...) and lays them out as the record's fields; nothing
   is converted, judged or read before that. :func:`draft_of_item` does the same for
   one item of ``remember_many``.
2. :func:`judge_draft` lets the judge decide what the caller left out (type,
   importance, entities) and whether identifiers make the memory an anchor
   (:func:`auto_anchor`), then validates the record.

The second half, embedding and the locked read-decide-write, is
:meth:`sfams_tiers._remember.WritePath.remember`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, get_args

from sfams_tiers._embedding import Embedding
from sfams_tiers._errors import InvalidRecord
from sfams_tiers._judge import Extraction, Judge
from sfams_tiers._models import Limits, MemoryRecord, Relation, Source, Visibility, validate_record
from sfams_tiers._validate import (
    check_bool,
    check_choice,
    check_number,
    check_strings,
    check_text,
    check_ttl,
)
from sfams_tiers._vocab import DEFAULT_CONFIDENCE
from sfams_tiers._writepath import IDENTIFYING_KINDS

__all__: list[str] = []

ITEM_KEYS = frozenset(
    {"content", "type", "importance", "confidence", "source", "entities", "ttl", "anchored",
     "relations", "visibility", "vector"}
)  # fmt: skip
"""What one mapping item of ``remember_many`` may hold: remember's arguments."""

VectorCheck = Callable[[object], Embedding]
"""Checks a caller's vector (and its size) and returns it as an Embedding."""


@dataclass(frozen=True, slots=True)
class Draft:
    """remember's arguments, checked, as fields; and which ones the caller decided."""

    fields: dict[str, Any]
    type_given: bool
    importance_given: bool
    entities_given: bool
    anchored_given: bool
    embedding: Embedding | None


@dataclass(frozen=True, slots=True)
class Judged:
    """A validated record the judge completed, ready to be embedded and written."""

    record: MemoryRecord
    type_given: bool
    embedding: Embedding | None


@dataclass(frozen=True, slots=True)
class Author:
    """Where a draft is written and by whom, and the limits it must meet."""

    namespace: str
    agent: str | None
    limits: Limits
    vector: VectorCheck


def make_draft(
    author: Author,
    now: datetime,
    content: str,
    *,
    type: str | None = None,  # noqa: A002 - the record's field is called type
    importance: float | None = None,
    confidence: float | None = None,
    source: Source = "agent",
    entities: Iterable[str] | None = None,
    ttl: float | timedelta | None = None,
    anchored: bool | None = None,
    relations: Iterable[Relation | tuple[str, str]] = (),
    visibility: Visibility = "shared",
    vector: Sequence[float] | None = None,
) -> Draft:
    """Remember's arguments checked strictly, as the record's fields (no I/O).

    Raises:
        InvalidRecord: An argument is not acceptable.
    """
    limits = author.limits
    check_text(content, "content", max_bytes=limits.max_content_bytes, error=InvalidRecord)
    if type is not None:
        check_text(type, "type", max_bytes=64, error=InvalidRecord)
    check_choice(source, "source", get_args(Source), error=InvalidRecord)
    check_choice(visibility, "visibility", get_args(Visibility), error=InvalidRecord)
    if importance is not None:
        check_number(importance, "importance", low=0.0, high=1.0, error=InvalidRecord)
    if confidence is None:
        confidence = DEFAULT_CONFIDENCE[source]
    check_number(confidence, "confidence", low=0.0, high=1.0, error=InvalidRecord)
    given = (
        None
        if entities is None
        else check_strings(entities, "entities", example="['person:ada']", error=InvalidRecord)
    )
    check_ttl(ttl)
    if anchored is not None:
        check_bool(anchored, "anchored", error=InvalidRecord)
    pairs = relation_pairs(relations)
    embedding = None if vector is None else author.vector(vector)
    if visibility == "private" and author.agent is None:
        raise InvalidRecord(
            "visibility",
            "a private memory needs an author; remember it through "
            "memory.for_agent(name) instead of the team memory.",
        )
    ttl_seconds = ttl.total_seconds() if isinstance(ttl, timedelta) else ttl
    fields: dict[str, Any] = {
        "namespace": author.namespace,
        "agent": author.agent,
        "visibility": visibility,
        "content": content,
        "type": "fact" if type is None else type,
        "importance": 0.5 if importance is None else importance,
        "confidence": confidence,
        "source": source,
        "created_at": now,
        "ttl_seconds": ttl_seconds,
        "entities": () if given is None else given,
        "anchored": bool(anchored),
        "relations": tuple(_relation(r) for r in pairs),
    }
    # Everything the caller gave is checked before a judge (maybe a model) is asked.
    checked = validate_record(fields, limits)
    fields.update(content=checked.content, entities=checked.entities)
    return Draft(
        fields,
        type_given=type is not None,
        importance_given=importance is not None,
        entities_given=given is not None,
        anchored_given=anchored is not None,
        embedding=embedding,
    )


def draft_of_item(author: Author, now: datetime, position: int, item: object) -> Draft:
    """One ``remember_many`` item (a text, or a mapping of remember's arguments)."""
    if isinstance(item, str):
        return make_draft(author, now, item)
    if not isinstance(item, Mapping) or "content" not in item:
        raise InvalidRecord(
            "items", f"item {position} must be a text or a mapping with a 'content' key."
        )
    unknown = set(item) - ITEM_KEYS
    if unknown:
        raise InvalidRecord(
            "items",
            f"item {position} has unknown keys {sorted(map(str, unknown))}; "
            f"use {', '.join(sorted(ITEM_KEYS))}.",
        )
    try:
        return make_draft(author, now, **item)
    except InvalidRecord as exc:
        raise InvalidRecord("items", f"item {position}: {exc.reason}") from None


async def judge_draft(
    draft: Draft, author: Author, judge: Judge | None, anchor_importance: float
) -> Judged:
    """The draft with what the judge decides (type, importance, entities, anchor)."""
    fields = dict(draft.fields)
    namespace = author.namespace
    extraction = None
    if judge is not None and author.agent is not None:
        # The team's agents are people: "Yara" in a memory is someone, not a project.
        judge.observe(namespace, [f"person:{author.agent.replace('_', ' ')}"])
    decided = draft.type_given and draft.importance_given and draft.entities_given
    if judge is not None and not decided:
        extraction = await judge.extract(
            fields["content"], namespace=namespace, known=fields["entities"]
        )
    elif judge is not None:
        judge.observe(namespace, fields["entities"])  # later mentions resolve
    if extraction is not None:
        if not draft.type_given:
            fields["type"] = extraction.type
        if not draft.importance_given:
            fields["importance"] = extraction.importance
        if not draft.entities_given:
            fields["entities"] = extraction.entities[: author.limits.max_entities]
    if not draft.anchored_given:
        fields["anchored"] = auto_anchor(
            float(fields["importance"]), fields["entities"], extraction, anchor_importance
        )
    record = validate_record(fields, author.limits)
    return Judged(record, draft.type_given, draft.embedding)


def auto_anchor(
    importance: float,
    entities: Sequence[str],
    extraction: Extraction | None,
    anchor_importance: float,
) -> bool:
    """Anchor statements that carry an identifier and matter (``rules.auto_anchor_*``).

    Identifiers (phone, email, order, ticket, account, cost centre, PO, address) are
    what a team asks for months later and cannot rederive; a name alone is not: chat
    names people all day, and anchoring on names fills the bound with small talk.

    Example:
        >>> auto_anchor(0.9, ["phone:+1 415 555 0100"], None, 0.7)
        True
        >>> auto_anchor(0.9, ["person:ada"], None, 0.7)
        False
    """
    keys = {e for e in entities if e.partition(":")[0] in IDENTIFYING_KINDS}
    if extraction is not None:
        keys &= {*extraction.key_entities, *entities}
    return bool(keys) and importance >= anchor_importance


def relation_pairs(relations: object) -> tuple[Relation | tuple[str, str], ...]:
    """``relations`` as a tuple, refusing what is not a collection of relations."""
    if isinstance(relations, str | bytes | bytearray | Mapping) or not isinstance(
        relations, Iterable
    ):
        raise InvalidRecord(
            "relations",
            "must be a list of (kind, target_id) pairs or Relation objects, "
            f"not {type(relations).__name__}; e.g. [('updates', old.id)].",
        )
    out = tuple(relations)
    for item in out:
        if isinstance(item, tuple) and not all(isinstance(part, str) for part in item):
            raise InvalidRecord("relations", "each (kind, target_id) pair must hold two strings.")
    return out


def _relation(value: Relation | tuple[str, str]) -> Relation | dict[str, str]:
    if isinstance(value, Relation):
        return value
    if not isinstance(value, tuple) or len(value) != 2:
        raise InvalidRecord("relations", "each relation must be a (kind, target_id) pair.")
    return {"kind": value[0], "target": value[1]}
