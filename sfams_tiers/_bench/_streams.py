"""The stream engine: one seeded history of a team's facts, phrased by any family.

The engine decides *what happens*; a :class:`~sfams_tiers._bench._family.Family`
decides *how it is said*. A stream is a year of team chat: sessions one to two days
apart (or, for the ``months`` shape, a long conversation of sparse sessions over many
months whose questions are about the early ones), most turns chit-chat, facts stated
and later changed by updates, corrections and negations, tickets reported, worked on
and resolved, identifiers stated once early, and questions asked along the way and at
the end. Each question carries its ground truth at the moment it is asked.

Ground truth is provenance, not wording: every fact maps to the turn texts that state
it, so :func:`asserts` can tell whether a retrieved memory states a fact however the
family phrased it. A negation ("Katya doesn't report to Boris anymore") states nothing
current and is never counted as a stale leak.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import Literal

from sfams_tiers._bench._family import (
    IDENTIFIER_SLOTS,
    SLOTS,
    TICKET_STATES,
    Ask,
    Event,
    Family,
)
from sfams_tiers._bench._generator import Fact, Question, Turn, by_turn

__all__ = ["FamilyStream", "Shape", "generate_family_stream"]

Shape = Literal["team", "months"]
START = datetime(2024, 1, 8, 9, 0, tzinfo=UTC)

# How often each changeable slot is the subject of a fact event (identifiers are stated
# in the first sessions only; tickets have their own share).
_WEIGHTS: dict[str, int] = {
    "city": 4,
    "address": 3,
    "role": 3,
    "team": 3,
    "manager": 4,
    "drink": 2,
    "status": 4,
    "deadline": 4,
    "owner": 3,
    "plan": 3,
}
_TWO_HOP = (("manager", "city"), ("manager", "address"), ("owner", "city"), ("owner", "phone"))


@dataclass(frozen=True, slots=True)
class FamilyStream:
    """A stream phrased by one family, with provenance for scoring.

    Attributes:
        family: The family's name.
        split: ``dev`` or ``test``.
        shape: ``team`` or ``months``.
        seed: The seed.
        turns: In time order.
        questions: In asking order.
        evidence: Fact -> the texts of the turns that state it.
    """

    family: str
    split: str
    shape: Shape
    seed: int
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]
    evidence: Mapping[Fact, tuple[str, ...]]

    def questions_after(self) -> dict[int, list[Question]]:
        """Questions grouped by the turn index after which they are asked."""
        return by_turn(self.questions)

    def asserts(self, text: str, fact: Fact) -> bool:
        """True when ``text`` holds a turn that states ``fact`` (however it is phrased)."""
        return any(said in text for said in self.evidence.get(fact, ()))


@dataclass
class _State:
    family: Family
    rng: random.Random
    people: tuple[str, ...]
    subjects: dict[str, tuple[str, ...]]
    turns: list[Turn] = field(default_factory=list)
    # (subject, slot) -> [(turn index, value or None when negated, turn id)]
    history: dict[tuple[str, str], list[tuple[int, str | None, str]]] = field(default_factory=dict)
    details: dict[str, str] = field(default_factory=dict)  # ticket -> "problem | customer"
    evidence: dict[Fact, list[str]] = field(default_factory=dict)
    pending: list[tuple[int, str, str, str | None]] = field(default_factory=list)


def _date_value(rng: random.Random, at: datetime) -> str:
    return (at.date() + timedelta(days=rng.randint(10, 160))).isoformat()


def _pool(state: _State, slot: str, subject: str, at: datetime) -> str | None:
    kind = SLOTS[slot].value
    rng = state.rng
    if kind == "date":
        return _date_value(rng, at)
    if kind == "identifier":
        return state.family.identifier(slot, subject, rng)
    values: tuple[str, ...] = getattr(state.family.lexicon, kind)
    if kind == "people":
        values = state.people
    used = {v for _, v, _ in state.history.get((subject, slot), ()) if v}
    choices = [v for v in values if v not in used and v != subject]
    return rng.choice(choices) if choices else None


def _current(state: _State, subject: str, slot: str, position: int) -> tuple[str, str] | None:
    """(current value, its turn id) as of ``position``, or None if unset or negated."""
    seen = [e for e in state.history.get((subject, slot), ()) if e[0] <= position]
    if not seen or seen[-1][1] is None:
        return None
    return seen[-1][1], seen[-1][2]


def _stale(state: _State, subject: str, slot: str, position: int, current: str) -> list[str]:
    seen = [e[1] for e in state.history.get((subject, slot), ()) if e[0] <= position]
    return list(dict.fromkeys(v for v in seen if v is not None and v != current))


def _say(state: _State, event: Event, index: int, session: int, at: datetime, kind: str) -> Turn:
    text = state.family.say(event, state.rng)
    turn = Turn(f"t{index}", index, session, event.speaker, text, at, kind)
    if event.subject is not None and event.slot is not None and event.value is not None:
        state.evidence.setdefault(Fact(event.subject, event.value), []).append(text)
    return turn


def _fact_event(state: _State, index: int, at: datetime, early: bool) -> tuple[Event, str] | None:
    rng = state.rng
    speaker = rng.choice(state.people)
    if early and rng.random() < 0.5:
        slot = rng.choice(sorted(IDENTIFIER_SLOTS))
        subject = rng.choice(state.subjects[SLOTS[slot].subject])
        if (subject, slot) in state.history:
            return None
        value = _pool(state, slot, subject, at)
        if value is None:
            return None
        state.history[(subject, slot)] = [(index, value, f"t{index}")]
        return Event("state", slot, subject, value, None, speaker), "anchor"
    if rng.random() < 0.15:
        return _ticket_event(state, index, speaker)
    slot = rng.choices(tuple(_WEIGHTS), weights=tuple(_WEIGHTS.values()))[0]
    subject = rng.choice(state.subjects[SLOTS[slot].subject])
    history = state.history.setdefault((subject, slot), [])
    old = history[-1][1] if history else None
    if old is not None and rng.random() < 0.12:
        history.append((index, None, f"t{index}"))
        return Event("negate", slot, subject, None, old, speaker), "negate"
    value = _pool(state, slot, subject, at)
    if value is None:
        return None
    history.append((index, value, f"t{index}"))
    if rng.random() < 0.35:
        state.pending.append((index + rng.randint(3, 400), subject, slot, None))
    if slot in ("manager", "owner") and rng.random() < 0.5:
        second = rng.choice([s for v, s in _TWO_HOP if v == slot])
        state.pending.append((index + rng.randint(3, 400), subject, second, slot))
    kind: Literal["state", "update"] = "update" if old is not None else "state"
    return Event(kind, slot, subject, value, old, speaker), kind


def _ticket_event(state: _State, index: int, speaker: str) -> tuple[Event, str] | None:
    rng = state.rng
    open_tickets = [
        t
        for (t, slot), h in state.history.items()
        if slot == "ticket" and h[-1][1] != TICKET_STATES[-1]
    ]
    if open_tickets and rng.random() < 0.7:
        ticket = rng.choice(open_tickets)
    else:
        ticket = state.family.identifier("ticket", "", rng)
        if (ticket, "ticket") in state.history:
            return None
        problem = rng.choice(state.family.lexicon.problems)
        state.details[ticket] = f"{problem} | {rng.choice(state.family.lexicon.customers)}"
        state.history[(ticket, "ticket")] = []
    history = state.history[(ticket, "ticket")]
    value = TICKET_STATES[len(history)]
    old = history[-1][1] if history else None
    history.append((index, value, f"t{index}"))
    if rng.random() < 0.25:
        state.pending.append((index + rng.randint(3, 300), ticket, "ticket", None))
    kind: Literal["state", "update", "resolve"] = (
        "state" if old is None else "resolve" if value == "resolved" else "update"
    )
    event = Event(kind, "ticket", ticket, value, old, speaker, detail=state.details[ticket])
    return event, "ticket"


def _question(
    state: _State, subject: str, slot: str, via: str | None, position: int
) -> Question | None:
    """The question about ``slot`` of ``subject`` (through ``via``) as of ``position``."""
    rng = state.rng
    start = subject
    needs: list[Fact] = []
    stale: list[Fact] = []
    evidence: list[str] = []
    if via is not None:
        link = _current(state, subject, via, position)
        if link is None:
            return None
        needs.append(Fact(subject, link[0]))
        evidence.append(link[1])
        stale += [Fact(subject, v) for v in _stale(state, subject, via, position, link[0])]
        subject = link[0]
    found = _current(state, subject, slot, position)
    if found is None:
        return None
    value, turn_id = found
    needs.append(Fact(subject, value))
    evidence.append(turn_id)
    stale += [Fact(subject, v) for v in _stale(state, subject, slot, position, value)]
    kind = (
        "2hop"
        if via is not None
        else "resolved-state"
        if slot == "ticket"
        else "anchor"
        if slot in IDENTIFIER_SLOTS
        else "current"
    )
    text = state.family.ask(Ask(slot, start, via, state.details.get(start)), rng)
    return Question(
        id="",
        text=text,
        kind=kind,  # type: ignore[arg-type]
        subject=start,
        answer=value,
        stale=tuple(f.value for f in stale),
        evidence=tuple(evidence),
        needs=tuple(needs),
        stale_facts=tuple(stale),
        asked_after=position,
    )


def _final(state: _State, last: int, first_sessions: int | None) -> Iterator[Question | None]:
    """The end-of-stream questions (for ``months``: only facts of the early sessions)."""
    for subject, slot in sorted(state.history):
        if first_sessions is not None:
            entries = state.history[(subject, slot)]
            if not entries or state.turns[entries[-1][0]].session >= first_sessions:
                continue
        yield _question(state, subject, slot, None, last)
    if first_sessions is None:
        for subject in state.people:
            yield _question(state, subject, "city", "manager", last)
        for project in state.subjects["project"]:
            yield _question(state, project, "city", "owner", last)


def generate_family_stream(
    family: Family,
    *,
    sessions: int = 120,
    seed: int = 7,
    shape: Shape = "team",
    noise: float = 0.75,
    start: datetime = START,
) -> FamilyStream:
    """Generate one family's stream; the same arguments always give the same stream.

    Args:
        family: Who phrases it.
        sessions: Number of sessions.
        seed: Random seed (the history depends on the seed and the family's lexicon).
        shape: ``team`` (sessions 1-2 days apart, questions throughout and at the end)
            or ``months`` (sessions 4-12 days apart, facts mostly in the first quarter,
            questions at the end about the early sessions).
        noise: Share of turns that are chit-chat.
        start: Time of the first turn (aware).

    Raises:
        ValueError: ``sessions`` is not a positive whole number.
    """
    if isinstance(sessions, bool) or not isinstance(sessions, int) or sessions < 1:
        raise ValueError(f"sessions must be a whole number >= 1 (got {sessions!r}).")
    rng = random.Random(f"{seed}:{family.name}:{shape}")
    lexicon = family.lexicon
    people = tuple(rng.sample(lexicon.people, min(16, len(lexicon.people))))
    state = _State(
        family,
        rng,
        people,
        {
            "person": people,
            "project": tuple(rng.sample(lexicon.projects, min(6, len(lexicon.projects)))),
            "customer": tuple(rng.sample(lexicon.customers, min(5, len(lexicon.customers)))),
        },
    )
    questions: list[Question] = []
    early_sessions = max(3, sessions // 10)
    quarter = max(1, sessions // 4)
    day = start
    for session in range(sessions):
        at = day
        turns = rng.randint(5, 30) if shape == "team" else rng.randint(15, 40)
        facts_now = 1.0 - noise
        if shape == "months":
            facts_now = (1.0 - noise) * (1.6 if session < quarter else 0.4)
        for _ in range(turns):
            index = len(state.turns)
            made: tuple[Event, str] | None = None
            if rng.random() < facts_now:
                made = _fact_event(state, index, at, early=session < early_sessions)
            if made is None:
                mention = rng.choice(people) if rng.random() < 0.4 else None
                made = (
                    Event("chatter", None, None, None, None, rng.choice(people), mention=mention),
                    "noise",
                )
            event, kind = made
            state.turns.append(_say(state, event, index, session, at, kind))
            at += timedelta(minutes=rng.randint(1, 9))
            if shape == "months":
                continue
            due = [p for p in state.pending if p[0] <= index]
            state.pending = [p for p in state.pending if p[0] > index]
            for _, subject, slot, via in due:
                question = _question(state, subject, slot, via, index)
                if question is not None:
                    questions.append(question)
        gap = (24, 48) if shape == "team" else (96, 288)
        day += timedelta(hours=rng.randint(*gap))
    last = len(state.turns) - 1
    questions.extend(
        q for q in _final(state, last, quarter if shape == "months" else None) if q is not None
    )
    numbered = tuple(replace(q, id=f"q{i}") for i, q in enumerate(questions))
    return FamilyStream(
        family.name,
        family.split,
        shape,
        seed,
        tuple(state.turns),
        numbered,
        {fact: tuple(texts) for fact, texts in state.evidence.items()},
    )
