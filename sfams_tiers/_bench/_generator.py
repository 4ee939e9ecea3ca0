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
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Literal

__all__ = [
    "Fact",
    "Question",
    "QuestionKind",
    "Stream",
    "Turn",
    "by_turn",
    "generate_stream",
]

QuestionKind = Literal["current", "2hop", "anchor", "resolved-state"]
START = datetime(2024, 1, 8, 9, 0, tzinfo=UTC)

PEOPLE = ("Priya", "Marco", "Aiko", "Tomasz", "Leila", "Kwame", "Ingrid", "Rafael", "Mei", "Olu")
PROJECTS = ("Orion", "Atlas", "Nimbus", "Helix", "Vega", "Quasar")
CUSTOMERS = ("Acme", "Globex", "Initech", "Umbrella", "Soylent")
SPEAKERS = ("alice", "bob", "planner", "coder", "support", "ops")

CITIES = (
    "Lisbon", "Porto", "Nairobi", "Osaka", "Krakow", "Montreal", "Bogota", "Tallinn",
    "Accra", "Valencia", "Hanoi", "Denver", "Glasgow", "Perth", "Bergen", "Cusco",
    "Dakar", "Lyon", "Seville", "Quito", "Riga", "Tbilisi", "Leeds", "Austin",
)  # fmt: skip
ROLES = (
    "designer", "analyst", "tech lead", "product manager", "data scientist", "architect",
    "team coach", "site reliability lead", "researcher", "security officer",
)  # fmt: skip
TOOLS = (
    "Neovim", "Emacs", "Figma", "Jupyter", "Postman", "Grafana", "Obsidian", "Sublime",
    "Excalidraw", "Wireshark", "DBeaver", "Insomnia",
)  # fmt: skip
STATUSES = ("on track", "at risk", "stalled", "in beta", "paused", "shipped", "in design")
PLANS = ("Bronze", "Silver", "Gold", "Platinum", "Titanium", "Starter", "Enterprise")
MONTHS = ("March", "April", "May", "June", "July", "August", "September", "October")

# (attribute, subject pool, values, first statement, update statements, question)
# Every statement names the subject and the value and repeats the attribute's words, so a
# reader (or a bag-of-words embedder) can tell which question it answers.
ATTRIBUTES: dict[str, tuple[tuple[str, ...], tuple[str, ...], str, tuple[str, ...], str]] = {
    "location": (
        PEOPLE,
        CITIES,
        "{s} is based in {v}.",
        (
            "Update: {s} is now based in {v}.",
            "Actually, {s} is not based in {old}, {s} is based in {v}.",
            "{s} relocated and is now based in {v}.",
        ),
        "Where is {s} based?",
    ),
    "role": (
        PEOPLE,
        ROLES,
        "{s}'s role on the team is {v}.",
        (
            "Update: {s}'s role on the team is now {v}.",
            "Actually, {s}'s role is not {old}, it is {v}.",
        ),
        "What is {s}'s role on the team?",
    ),
    "tool": (
        PEOPLE,
        TOOLS,
        "{s}'s favourite tool is {v}.",
        (
            "{s} says the favourite tool is now {v}.",
            "Actually, {s}'s favourite tool is not {old}, it is {v}.",
        ),
        "What is {s}'s favourite tool?",
    ),
    "status": (
        PROJECTS,
        STATUSES,
        "The status of project {s} is {v}.",
        (
            "Update: the status of project {s} is now {v}.",
            "Project {s} status changed: it is now {v}.",
        ),
        "What is the status of project {s}?",
    ),
    "deadline": (
        PROJECTS,
        (),  # dates, drawn fresh so a value never repeats
        "The deadline for project {s} is {v}.",
        (
            "Update: the deadline for project {s} moved to {v}.",
            "Actually, the {s} deadline is not {old}, it is {v}.",
        ),
        "When is the deadline for project {s}?",
    ),
    "engineer": (
        PROJECTS,
        PEOPLE,
        "{v} is the engineer on project {s}.",
        (
            "Update: {v} is now the engineer on project {s}.",
            "Handover: the engineer on project {s} is now {v}.",
        ),
        "Who is the engineer on project {s}?",
    ),
    "plan": (
        CUSTOMERS,
        PLANS,
        "Customer {s} is on the {v} plan.",
        (
            "Update: customer {s} moved to the {v} plan.",
            "Actually, {s} is not on the {old} plan, it is on the {v} plan.",
        ),
        "Which plan is customer {s} on?",
    ),
}

ANCHORS = (
    ("order number", "What is the order number for customer {s}?", "ORD-{n}"),
    ("account id", "What is the account id of customer {s}?", "ACC-{n}"),
)
ANCHOR_STATEMENTS = (
    "For the record, the {a} for customer {s} is {v}.",
    "Note: customer {s} has {a} {v}, keep it handy.",
)

TICKET_ISSUES = (
    "the login page times out", "exports drop the last row", "invoices show the wrong tax",
    "search returns duplicates", "the mobile app crashes on start", "emails arrive twice",
    "the dashboard loads slowly", "password reset links expire early",
)  # fmt: skip
TICKET_STEPS = (
    ("open", "Ticket {t} reported and open: {issue} for customer {c}."),
    ("in progress", "Ticket {t} is in progress: the cause of {issue} is being traced."),
    ("resolved", "Ticket {t} is resolved: a fix for {issue} shipped and {c} confirmed it."),
)

NOISE = (
    "Good morning everyone!",
    "Morning! Coffee first, then standup.",
    "It is raining again, umbrellas out.",
    "Anyone up for ramen at lunch?",
    "The sandwich place on the corner reopened.",
    "Why did the developer go broke? Because he used up all his cache.",
    "Happy Friday, team.",
    "Sunny today, finally.",
    "I brought cookies, they are in the kitchen.",
    "Thanks, that was helpful.",
    "Sounds good to me.",
    "Let me grab a tea and I will be back.",
    "Did anyone watch the match last night?",
    "The office plant needs water again.",
    "Lunch was great, the soup was excellent.",
    "Windy out there, hold on to your hats.",
    "Ha, nice one.",
    "Bye for now, see you tomorrow.",
    "A knock-knock joke would help this meeting.",
    "Cold outside, scarves recommended.",
    "Pizza on Thursday?",
    "My cat walked across the keyboard again.",
    "Snow is forecast for the weekend.",
    "Hello hello, I am here.",
    "OK, back to work.",
    "The printer is jammed, again.",
    "Has anyone seen my charger?",
    "Great job yesterday, everyone.",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Turn:
    """One utterance of the stream.

    Attributes:
        id: Stable id, ``t<index>``.
        index: Position in the stream (0-based).
        session: Session number (0-based).
        speaker: Who said it (a person or an agent).
        text: What was said.
        time: When (aware UTC).
        kind: ``noise``, ``fact``, ``update``, ``ticket`` or ``anchor`` (for analysis).
    """

    id: str
    index: int
    session: int
    speaker: str
    text: str
    time: datetime
    kind: str


@dataclass(frozen=True, slots=True)
class Fact:
    """A (subject, value) pair a text asserts when it mentions both.

    Example:
        >>> Fact("Priya", "Lisbon").value
        'Lisbon'
    """

    subject: str
    value: str


@dataclass(frozen=True, slots=True)
class Question:
    """A question with its ground truth at the time it is asked.

    Attributes:
        id: Stable id, ``q<index>``.
        text: The question.
        kind: ``current``, ``2hop``, ``anchor`` or ``resolved-state``.
        subject: The entity asked about.
        answer: The current value string.
        stale: Superseded values of the answer's attribute, oldest first.
        evidence: Ids of the turns that state the needed current facts.
        needs: The facts a reader needs (one, or two for ``2hop``).
        stale_facts: Superseded facts that must not be served as current.
        asked_after: Index of the turn after which the question is asked.
    """

    id: str
    text: str
    kind: QuestionKind
    subject: str
    answer: str
    stale: tuple[str, ...]
    evidence: tuple[str, ...]
    needs: tuple[Fact, ...]
    stale_facts: tuple[Fact, ...]
    asked_after: int


@dataclass(frozen=True, slots=True)
class Stream:
    """A generated stream: turns in time order and questions in asking order.

    Example:
        >>> stream = generate_stream(sessions=5, seed=1)
        >>> stream.turns[0].index, stream.questions[-1].asked_after == len(stream.turns) - 1
        (0, True)
    """

    seed: int
    sessions: int
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]

    def questions_after(self) -> dict[int, list[Question]]:
        """Questions grouped by the turn index after which they are asked."""
        return by_turn(self.questions)

    def asserts(self, text: str, fact: Fact) -> bool:
        """True when ``text`` names both the fact's subject and its value (whole words).

        Every template names both, so the string rule is exact for this stream.
        """
        return _names(text, fact.subject) and _names(text, fact.value)


def by_turn(questions: Iterable[Question]) -> dict[int, list[Question]]:
    """``questions`` grouped by the turn index after which they are asked."""
    grouped: dict[int, list[Question]] = {}
    for question in questions:
        grouped.setdefault(question.asked_after, []).append(question)
    return grouped


def _names(text: str, phrase: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text, re.IGNORECASE) is not None


@dataclass
class _State:
    """Mutable bookkeeping while generating (local to one call)."""

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
    state: _State, subject: str, attribute: str, position: int
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


def _two_hop_question(state: _State, project: str, position: int) -> Question | None:
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


def _ticket_question(state: _State, ticket: str, position: int) -> Question | None:
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


def _pending_question(
    state: _State, subject: str, attribute: str, position: int
) -> Question | None:
    if attribute == "ticket":
        return _ticket_question(state, subject, position)
    if attribute == "2hop":
        return _two_hop_question(state, subject, position)
    return _attribute_question(state, subject, attribute, position)


def _final_questions(state: _State, last: int) -> Iterator[Question | None]:
    for subject, attribute in sorted(state.history):
        yield _attribute_question(state, subject, attribute, last)
    for project in PROJECTS:
        yield _two_hop_question(state, project, last)
    for ticket in sorted(state.tickets):
        yield _ticket_question(state, ticket, last)
    for anchor in state.anchors:
        yield _anchor_question(anchor, last)


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
                question = _pending_question(state, subject, attribute, index)
                if question is not None:
                    questions.append(question)
        day += timedelta(hours=rng.randint(24, 48))
    last = len(state.turns) - 1
    questions.extend(q for q in _final_questions(state, last) if q is not None)
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
