"""The template stream's questions, each with its ground truth as of a turn.

A question is built from what the stream said up to the turn after which it is asked:
the current value, the values it superseded, and the turns that state what a reader
needs. :class:`Ledger` is that record of what was said when, kept by ``_generator``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from sfams_tiers._bench._stream_types import Fact, Question
from sfams_tiers._bench._template_phrases import ANCHORS, ATTRIBUTES, PROJECTS

__all__ = ["Ledger", "final_questions", "pending_question"]


class Ledger(Protocol):
    """What the stream said when: every (turn index, value, turn id), in stream order."""

    history: dict[tuple[str, str], list[tuple[int, str, str]]]
    """(subject, attribute) -> the values stated for it."""
    tickets: dict[str, list[tuple[int, str, str]]]
    """Ticket -> its steps (open, in progress, resolved)."""
    anchors: list[tuple[int, str, str, str, str]]
    """(turn index, customer, identifier's name, value, turn id) of every anchor."""


def _current(
    history: list[tuple[int, str, str]], position: int
) -> tuple[str, str, tuple[str, ...]] | None:
    """(current value, its turn id, stale values) as of ``position``, or None if unset."""
    seen = [entry for entry in history if entry[0] <= position]
    if not seen:
        return None
    stale = tuple(dict.fromkeys(v for _, v, _ in seen[:-1] if v != seen[-1][1]))
    return seen[-1][1], seen[-1][2], stale


def _attribute_question(
    state: Ledger, subject: str, attribute: str, position: int
) -> Question | None:
    found = _current(state.history.get((subject, attribute), []), position)
    if found is None:
        return None
    value, turn_id, stale = found
    return Question(
        id="",
        text=ATTRIBUTES[attribute][4].format(s=subject),
        kind="current",
        subject=subject,
        answer=value,
        stale=stale,
        evidence=(turn_id,),
        needs=(Fact(subject, value),),
        stale_facts=tuple(Fact(subject, v) for v in stale),
        asked_after=position,
    )


def _two_hop_question(state: Ledger, project: str, position: int) -> Question | None:
    engineer = _current(state.history.get((project, "engineer"), []), position)
    if engineer is None:
        return None
    person, engineer_turn, stale_people = engineer
    location = _current(state.history.get((person, "location"), []), position)
    if location is None:
        return None
    city, city_turn, stale_cities = location
    return Question(
        id="",
        text=f"Where is the engineer of project {project} based?",
        kind="2hop",
        subject=project,
        answer=city,
        stale=stale_cities,
        evidence=(engineer_turn, city_turn),
        needs=(Fact(project, person), Fact(person, city)),
        stale_facts=tuple(Fact(project, p) for p in stale_people)
        + tuple(Fact(person, c) for c in stale_cities),
        asked_after=position,
    )


def _ticket_question(state: Ledger, ticket: str, position: int) -> Question | None:
    found = _current(state.tickets.get(ticket, []), position)
    if found is None:
        return None
    value, turn_id, stale = found
    return Question(
        id="",
        text=f"Is ticket {ticket} still open, in progress or resolved?",
        kind="resolved-state",
        subject=ticket,
        answer=value,
        stale=stale,
        evidence=(turn_id,),
        needs=(Fact(ticket, value),),
        stale_facts=tuple(Fact(ticket, v) for v in stale),
        asked_after=position,
    )


def _anchor_question(anchor: tuple[int, str, str, str, str], position: int) -> Question:
    _, customer, name, value, turn_id = anchor
    template = next(q for n, q, _ in ANCHORS if n == name)
    return Question(
        id="",
        text=template.format(s=customer),
        kind="anchor",
        subject=customer,
        answer=value,
        stale=(),
        evidence=(turn_id,),
        needs=(Fact(customer, value),),
        stale_facts=(),
        asked_after=position,
    )


def pending_question(state: Ledger, subject: str, attribute: str, position: int) -> Question | None:
    if attribute == "ticket":
        return _ticket_question(state, subject, position)
    if attribute == "2hop":
        return _two_hop_question(state, subject, position)
    return _attribute_question(state, subject, attribute, position)


def final_questions(state: Ledger, last: int) -> Iterator[Question | None]:
    for subject, attribute in sorted(state.history):
        yield _attribute_question(state, subject, attribute, last)
    for project in PROJECTS:
        yield _two_hop_question(state, project, last)
    for ticket in sorted(state.tickets):
        yield _ticket_question(state, ticket, last)
    for anchor in state.anchors:
        yield _anchor_question(anchor, last)
