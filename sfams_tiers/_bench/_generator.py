"""A seeded, synthetic long-horizon team conversation with ground truth for each question.

The stream imitates what a shared agent memory sees over most of a year: chatter (the
majority of turns), facts about people, projects and customers stated as sentences and
later corrected or updated (sometimes several times), tickets that are reported, worked
on and resolved, two-hop facts (who is the engineer on a project + where that person is
based), and identifiers mentioned once early and asked about at the very end.

Questions are asked during the run, some turns after the facts they need, and at the end.
Each carries its ground truth *at the moment it is asked*: the current value, the values it
superseded, the turns that state the needed facts and the (subject, value) pairs a reader
needs. Everything is drawn from one ``random.Random(seed)``, so a seed is a stream.

This module draws the events; the sentences are ``_template_phrases``'s, the questions
are built by ``_template_questions`` and the types (re-exported here) are ``_stream_types``'s.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from sfams_tiers._bench._stream_types import Fact, Question, QuestionKind, Stream, Turn, by_turn
from sfams_tiers._bench._template_phrases import (
    ANCHOR_STATEMENTS,
    ANCHORS,
    ATTRIBUTES,
    CUSTOMERS,
    MONTHS,
    NOISE,
    PROJECTS,
    SPEAKERS,
    TICKET_ISSUES,
    TICKET_STEPS,
)
from sfams_tiers._bench._template_questions import final_questions, pending_question

__all__ = [
    "Fact",
    "Question",
    "QuestionKind",
    "Stream",
    "Turn",
    "by_turn",
    "generate_stream",
]

START = datetime(2024, 1, 8, 9, 0, tzinfo=UTC)


@dataclass
class _State:
    """Mutable bookkeeping while generating (local to one call); a question ``Ledger``."""

    rng: random.Random
    turns: list[Turn] = field(default_factory=list)
    # (subject, attribute) -> [(turn index, value, turn id)], in stream order
    history: dict[tuple[str, str], list[tuple[int, str, str]]] = field(default_factory=dict)
    used: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    tickets: dict[str, list[tuple[int, str, str]]] = field(default_factory=dict)
    ticket_context: dict[str, tuple[str, str]] = field(default_factory=dict)
    anchors: list[tuple[int, str, str, str, str]] = field(default_factory=list)
    pending: list[tuple[int, str, str]] = field(default_factory=list)
    next_ticket: int = 300


def _fresh_value(state: _State, subject: str, attribute: str) -> str | None:
    values = ATTRIBUTES[attribute][1]
    used = state.used.setdefault((subject, attribute), set())
    if attribute == "deadline":
        for _ in range(50):
            value = f"{state.rng.randint(1, 28)} {state.rng.choice(MONTHS)}"
            if value not in used:
                break
        else:
            return None
    else:
        choices = [v for v in values if v not in used and v != subject]
        if not choices:
            return None
        value = state.rng.choice(choices)
    used.add(value)
    return value


def _fact_event(state: _State, index: int) -> tuple[str, str] | None:
    attribute = state.rng.choice(tuple(ATTRIBUTES))
    subjects, _, first, updates, _ = ATTRIBUTES[attribute]
    subject = state.rng.choice(subjects)
    value = _fresh_value(state, subject, attribute)
    if value is None:
        return None
    history = state.history.setdefault((subject, attribute), [])
    if history:
        template, kind = state.rng.choice(updates), "update"
        text = template.format(s=subject, v=value, old=history[-1][1])
    else:
        text, kind = first.format(s=subject, v=value), "fact"
    history.append((index, value, f"t{index}"))
    # Ask about it later, sometimes well after further chatter.
    if state.rng.random() < 0.35:
        state.pending.append((index + state.rng.randint(3, 400), subject, attribute))
    if attribute in ("engineer", "location") and state.rng.random() < 0.5:
        project = subject if attribute == "engineer" else state.rng.choice(PROJECTS)
        state.pending.append((index + state.rng.randint(3, 400), project, "2hop"))
    return text, kind


def _ticket_event(state: _State, index: int) -> tuple[str, str] | None:
    active = [t for t, steps in state.tickets.items() if len(steps) < len(TICKET_STEPS)]
    if active and state.rng.random() < 0.7:
        ticket = state.rng.choice(active)
    else:
        ticket = f"T-{state.next_ticket}"
        state.next_ticket += state.rng.randint(1, 9)
        state.tickets[ticket] = []
        issue = state.rng.choice(TICKET_ISSUES)
        state.ticket_context[ticket] = (issue, state.rng.choice(CUSTOMERS))
    steps = state.tickets[ticket]
    value, template = TICKET_STEPS[len(steps)]
    issue, customer = state.ticket_context[ticket]
    steps.append((index, value, f"t{index}"))
    if state.rng.random() < 0.25:
        state.pending.append((index + state.rng.randint(3, 300), ticket, "ticket"))
    return template.format(t=ticket, issue=issue, c=customer), "ticket"


def _anchor_event(state: _State, index: int) -> tuple[str, str] | None:
    taken = {(a[1], a[2]) for a in state.anchors}
    free = [(c, a) for c in CUSTOMERS for a in ANCHORS if (c, a[0]) not in taken]
    if not free:
        return None
    customer, (name, _, pattern) = state.rng.choice(free)
    value = pattern.format(n=state.rng.randint(10000, 99999))
    text = state.rng.choice(ANCHOR_STATEMENTS).format(a=name, s=customer, v=value)
    state.anchors.append((index, customer, name, value, f"t{index}"))
    return text, "anchor"


def generate_stream(
    sessions: int = 200, seed: int = 7, *, start: datetime = START, noise: float = 0.72
) -> Stream:
    """Generate the synthetic stream; the same arguments always give the same stream.

    Args:
        sessions: Number of sessions (one every 1-2 days of simulated time).
        seed: Random seed.
        start: Time of the first turn (aware).
        noise: Share of turns that are chatter.

    Raises:
        ValueError: ``sessions`` is not a positive whole number.
    """
    if isinstance(sessions, bool) or not isinstance(sessions, int) or sessions < 1:
        raise ValueError(f"sessions must be a whole number >= 1 (got {sessions!r}).")
    state = _State(random.Random(seed))
    rng = state.rng
    questions: list[Question] = []
    day = start
    for session in range(sessions):
        speakers = rng.sample(SPEAKERS, rng.randint(2, 4))
        at = day
        for _ in range(rng.randint(5, 30)):
            index = len(state.turns)
            event: tuple[str, str] | None = None
            roll = rng.random()
            if session < max(3, sessions // 20) and roll < 0.15:
                event = _anchor_event(state, index)
            elif roll >= noise:
                event = (_ticket_event if rng.random() < 0.15 else _fact_event)(state, index)
            text, kind = event or (rng.choice(NOISE), "noise")
            state.turns.append(
                Turn(f"t{index}", index, session, rng.choice(speakers), text, at, kind)
            )
            at += timedelta(minutes=rng.randint(1, 9))
            due = [p for p in state.pending if p[0] <= index]
            state.pending = [p for p in state.pending if p[0] > index]
            for _, subject, attribute in due:
                question = pending_question(state, subject, attribute, index)
                if question is not None:
                    questions.append(question)
        day += timedelta(hours=rng.randint(24, 48))
    last = len(state.turns) - 1
    questions.extend(q for q in final_questions(state, last) if q is not None)
    numbered = tuple(
        Question(
            f"q{i}",
            q.text,
            q.kind,
            q.subject,
            q.answer,
            q.stale,
            q.evidence,
            q.needs,
            q.stale_facts,
            q.asked_after,
        )
        for i, q in enumerate(questions)
    )
    return Stream(seed, sessions, tuple(state.turns), numbered)
