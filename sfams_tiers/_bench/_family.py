"""Phrasing families: how one group of writers says the facts of the shared schema.

The quality benchmark separates *what happens* from *how it is said*. One seeded engine
(``_streams``) draws a world (people, projects, customers, tickets) and a history of
events over it: a fact is stated, later updated, negated or resolved, most turns are
chit-chat, and questions are asked along the way. A :class:`Family` turns each abstract
:class:`Event` and :class:`Ask` into text. Families are written independently of each
other and of the judge (different authors, different grammars, English and Chinese);
the ``test`` ones are never read while tuning the memory, which is what makes the
benchmark hard to overfit. The ``legacy`` family (the original one-template benchmark)
is reported on its own, in neither mean.

Scoring never reads the text: each turn carries the facts it asserts, so a family is
free to phrase a value any way it likes ("moved out of 974 Foundry Street and into 550
Kingsbury Lane", "5月17日", "her cell is now ...").

Values are *canonical keys* chosen by the engine from the family's :class:`Lexicon`
(a person's full name, a city, an ISO date ``2024-05-17``, an identifier string), so a
family renders a date or a ticket state in its own words.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal, Protocol

__all__ = [
    "IDENTIFIER_SLOTS",
    "SLOTS",
    "TICKET_STATES",
    "Ask",
    "Event",
    "Family",
    "Lexicon",
    "SlotSpec",
]


@dataclass(frozen=True, slots=True)
class SlotSpec:
    """One attribute of the fact schema.

    Attributes:
        subject: What has the attribute: ``person``, ``project``, ``customer`` or
            ``ticket``.
        value: The pool the values come from: a :class:`Lexicon` field name
            (``cities``, ``people``, ...), ``date``, ``identifier`` or ``ticket_state``.
        meaning: What the attribute means, for the family's writers.
    """

    subject: Literal["person", "project", "customer", "ticket"]
    value: str
    meaning: str


SLOTS: dict[str, SlotSpec] = {
    # person
    "city": SlotSpec("person", "cities", "the city the person is based in / works from"),
    "address": SlotSpec("person", "addresses", "the person's home street address"),
    "role": SlotSpec("person", "roles", "the person's job title or role on the team"),
    "team": SlotSpec("person", "teams", "the team the person belongs to"),
    "manager": SlotSpec("person", "people", "the person the subject reports to (a manager)"),
    "drink": SlotSpec("person", "drinks", "the drink the person prefers (a preference)"),
    "phone": SlotSpec("person", "identifier", "the person's mobile phone number"),
    "email": SlotSpec("person", "identifier", "the person's email address"),
    # project
    "status": SlotSpec("project", "statuses", "the project's current status"),
    "deadline": SlotSpec("project", "date", "the project's deadline (value: ISO date)"),
    "owner": SlotSpec("project", "people", "the person who leads / owns the project"),
    "cost_centre": SlotSpec("project", "identifier", "the project's cost centre / budget code"),
    # customer
    "plan": SlotSpec("customer", "plans", "the subscription plan the customer is on"),
    "po_number": SlotSpec("customer", "identifier", "the customer's purchase order number"),
    # ticket
    "ticket": SlotSpec(
        "ticket",
        "ticket_state",
        "a support ticket's state: 'open' (value of the report event: the problem text is "
        "Event.detail), 'in progress' or 'resolved'",
    ),
}
"""Every attribute the engine states, changes and asks about."""

IDENTIFIER_SLOTS = frozenset({"phone", "email", "cost_centre", "po_number"})
"""Slots whose values are identifiers: stated once early, asked at the very end."""

TICKET_STATES = ("open", "in progress", "resolved")
"""Canonical ticket states, in order; a family words them as it likes."""


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The names and values a family's world is made of (its language, its culture).

    Every pool must hold distinct, non-empty strings; no string may appear in two
    pools, and no entry may contain another entry of any pool as a word (so a value
    never names a person by accident). Sizes below are minimums.

    Attributes:
        people: >= 16 full names ("Yara Moretti"; "王芳"). Speakers and subjects.
        projects: >= 6 project names (a single capitalised word or a short name).
        customers: >= 5 customer (company) names.
        teams: >= 6 team names.
        cities: >= 20 cities.
        addresses: >= 30 street addresses (with house numbers).
        roles: >= 10 job titles.
        drinks: >= 10 drinks.
        statuses: >= 6 project statuses ("at risk", "paused", ...).
        plans: >= 5 plan names.
        problems: >= 10 short descriptions of a support problem ("exports drop the last
            row").
    """

    people: tuple[str, ...]
    projects: tuple[str, ...]
    customers: tuple[str, ...]
    teams: tuple[str, ...]
    cities: tuple[str, ...]
    addresses: tuple[str, ...]
    roles: tuple[str, ...]
    drinks: tuple[str, ...]
    statuses: tuple[str, ...]
    plans: tuple[str, ...]
    problems: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Event:
    """Something a speaker says in the stream.

    Attributes:
        kind: ``state`` (first statement of ``slot`` for ``subject``), ``update`` (a new
            value replaces ``old``), ``negate`` (``old`` is no longer true and nothing
            replaces it yet), ``resolve`` (a ticket is fixed: slot ``ticket``, value
            ``resolved``) or ``chatter`` (small talk; stating no fact of the schema).
        slot: A key of :data:`SLOTS` (None for chatter).
        subject: A person, project, customer or ticket id (None for chatter).
        value: The new value (None for negate and chatter).
        old: The value being replaced or negated (update, negate), else None.
        speaker: A full name from ``Lexicon.people``: who says it.
        detail: For tickets: the problem (from ``Lexicon.problems``) and the customer,
            as ``"problem | customer"``, on every event of the ticket; else None.
        mention: For chatter: a person the small talk may name (or None).
    """

    kind: Literal["state", "update", "negate", "resolve", "chatter"]
    slot: str | None
    subject: str | None
    value: str | None
    old: str | None
    speaker: str
    detail: str | None = None
    mention: str | None = None


@dataclass(frozen=True, slots=True)
class Ask:
    """A question somebody asks the memory.

    Attributes:
        slot: The attribute asked for (a key of :data:`SLOTS`).
        subject: Whose attribute; for a two-hop question, the start of the chain.
        via: For a two-hop question, the slot that leads from ``subject`` to the
            entity whose ``slot`` is asked ("where is the manager of Katya based?":
            subject Katya, via ``manager``, slot ``city``); else None.
        detail: For tickets, as in :class:`Event`.
    """

    slot: str
    subject: str
    via: str | None = None
    detail: str | None = None


class Family(Protocol):
    """One phrasing family: a lexicon and the sentences its writers produce.

    Requirements every family meets (``tests/test_bench_families.py`` checks them):

    - ``say`` and ``ask`` are pure functions of their arguments (all randomness from
      ``rng``), return one non-empty line (no newline), and never raise for an
      event the engine can produce.
    - A statement (state, update, resolve) names its subject (a person may be named by
      first name only, or by full name) and expresses ``value``; an update may or may
      not mention ``old``; a negation names the subject and ``old``.
    - A question does not reuse the statement's phrasing: it names the subject (or, for
      a two-hop question, the start of the chain) and asks for the attribute in other
      words.
    - Chatter states no attribute of the schema.
    """

    @property
    def name(self) -> str:
        """The family's name (``slack-en``)."""
        ...

    @property
    def language(self) -> Literal["en", "zh"]:
        """The language its writers use."""
        ...

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """``dev`` (may be read while tuning), ``test`` (never) or ``legacy``."""
        ...

    @property
    def lexicon(self) -> Lexicon:
        """The names and values of its world."""
        ...

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier for ``slot`` of ``subject`` (a ticket id for ``ticket``).

        ``slot`` is ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
        """
        ...

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` writes for ``event``."""
        ...

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question text."""
        ...
