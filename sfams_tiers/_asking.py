"""Whether a memory answers what a query asks: kind relevance and the latest values.

Read by recall's ranking: a memory carrying the kind of value asked for
(:func:`~sfams_tiers._asked.asked_kinds`) is more relevant, and of the memories stating
such a value of the thing the query names, only the newest answers (an older one is a
value that changed, even if no write noticed).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from sfams_tiers._asked import ASKED_BY as ASKED_BY
from sfams_tiers._asked import CODE_KINDS, PERSONAL_KINDS
from sfams_tiers._asked import asked_kinds as asked_kinds
from sfams_tiers._attributes import ATTRIBUTE_KINDS, attributes_of
from sfams_tiers._hant import fold
from sfams_tiers._judge._speaker import split_speaker
from sfams_tiers._linking import between_people, first_word, links, work_relation
from sfams_tiers._record import MemoryRecord
from sfams_tiers._subjects import subject_of
from sfams_tiers._tiers import ScoredRecord

__all__ = [
    "IDENTIFIER_ASKS",
    "NOT_ANSWERING",
    "SINGLE_VALUED",
    "answers_kind",
    "carried_kinds",
    "kind_relevance",
    "latest_values",
]

SINGLE_VALUED = frozenset({"phone", "email", "address", "place", "plan"}) | ATTRIBUTE_KINDS
"""Kinds of value a person or thing has one of at a time (one city, one phone, one plan,
one job, one team, one usual drink)."""
_OF_THINGS = frozenset({"person", "date", "status"})
"""Kinds a thing (a project, a customer) has one of: its lead, its deadline, its state."""
NOT_ANSWERING = 0.75
"""Relevance kept by a memory without a value of the kind a query asks for."""
IDENTIFIER_ASKS = frozenset({"phone", "email", "address", "id", "order", "ticket"})
"""Kinds of value that are identifiers: what anchors keep."""


def _one_name(entity: str) -> str:
    """One key per person or name however written: Rachel = person:Rachel Goldberg.

    And customer:Liffey Analytics = name:Liffey Analytics (its kind learnt in between).
    """
    kind, _, name = entity.partition(":")
    if kind in ("person", "name", "project", "customer", "company") and name.split():
        return f"who:{name.split()[0].lower()}"
    return entity


def carried_kinds(record: MemoryRecord) -> set[str]:
    """Kinds of value a memory carries: its entities' and its plain-phrase attributes'.

    Example:
        >>> r = MemoryRecord(namespace="a", content="Keisha's title is support engineer",
        ...                  entities=["person:Keisha"])
        >>> sorted(carried_kinds(r))
        ['person', 'role']
    """
    kinds = {e.partition(":")[0] for e in record.entities}
    # Words of the other things it names are no team's ("left Bordeaux" is a move), nor
    # are those of whom it is about ("Femi Balogun has left ...", however typed).
    head = next((e for e in record.entities if e.partition(":")[0] in ("person", "name")), "")
    named = tuple(
        sorted(
            e.partition(":")[2] for e in record.entities if not e.startswith("name:") or e == head
        )
    )
    return kinds | attributes_of(fold(record.content), named)


def answers_kind(record: MemoryRecord, asked: frozenset[str]) -> bool:
    """True when ``record`` carries a value of a kind asked for (codes are one kind).

    Example:
        >>> r = MemoryRecord(namespace="a", content="Atlas bills to CC-1",
        ...                  entities=["name:Atlas", "order:CC-1"])
        >>> answers_kind(r, frozenset({"id"})), answers_kind(r, frozenset({"phone"}))
        (True, False)
    """
    kinds = carried_kinds(record)
    return bool(kinds & asked) or bool(kinds & CODE_KINDS and asked & CODE_KINDS)


def kind_relevance(hit: ScoredRecord, asked: frozenset[str], mentions: Sequence[str]) -> float:
    """Relevance, a quarter of the way to 1 for carrying the kind of value asked for.

    Half the way when the value is of a single-valued kind, or a code of the very kind
    asked for, and the memory is about a thing the query names ("where is Tunde these
    days?": Tunde's place; "Globex's PO?": Globex's order).

    "What is the order number ..." favours the memory that holds an order number; "who
    does Katya report to?" the memories naming someone besides Katya.
    """
    # An attribute (role, team, drink) counts only when asked for: reading one is the
    # costliest part of a hit's first recall, skipped otherwise.
    attributes = carried_kinds(hit.record) & ATTRIBUTE_KINDS if asked & ATTRIBUTE_KINDS else set()
    named = bool(set(mentions) & set(hit.record.entities))
    if asked & {"status", "plan"} and named and _bare(hit.record):
        # "Quokka remains at risk this week": a bare statement of the thing named is its
        # state (or plan), the answer however it is worded.
        return hit.similarity + (1.0 - hit.similarity) / 2
    carries = False
    for entity in (*hit.record.entities, *attributes):
        kind = entity.partition(":")[0]
        # A code of the very kind asked for ("the PO" and an order) answers like a phone.
        exact = kind in asked and kind in CODE_KINDS
        if kind in CODE_KINDS and asked & CODE_KINDS:
            kind = next(iter(asked & CODE_KINDS))  # "the PO reference" may be typed id:PO-UK-2495
        if (
            kind in asked
            and (kind in SINGLE_VALUED or exact)
            and set(mentions) & set(hit.record.entities)
        ):
            # The value asked for, of the thing named: after ``latest_values`` it is the
            # newest such statement, the answer however it is worded.
            return hit.similarity + (1.0 - hit.similarity) / 2
        carries = carries or (
            kind in asked
            or ("person" in asked and kind in ("person", "name") and entity not in mentions)
        )
    if carries:
        return hit.similarity + (1.0 - hit.similarity) / 4
    if asked - {"status"}:
        # Asked for a phone, a line without one does not answer, however fresh or
        # important ("星河 is on track" is no answer to "星河's cost code?").
        return hit.similarity * NOT_ANSWERING
    return hit.similarity


class _Hit(Protocol):
    @property
    def record(self) -> MemoryRecord: ...


H = TypeVar("H", bound=_Hit)


_OTHER_VALUES = frozenset(
    {
        "person",
        "date",
        "money",
        "place",
        "address",
        "phone",
        "email",
        "id",
        "order",
        "ticket",
        "plan",
    }
)
"""Kinds of value a statement of a thing's state does not carry (who, when, where, codes)."""


def _bare(record: MemoryRecord) -> bool:
    """True when a memory says something of a thing with no other value: its state.

    "Steerco agreed Sandalwood is active" is Sandalwood's state, and so is "Mei-Lin: I'm
    moving Switchback to UAT" (its author aside); "Sandalwood is run by Tegan" is its
    lead and "Sandalwood is due 19/06" its deadline.
    """
    author, _ = split_speaker(fold(record.content))
    speaker = first_word(f"person:{author}") if author else None
    return not any(
        e.partition(":")[0] in _OTHER_VALUES and not (speaker and first_word(e) == speaker)
        for e in record.entities
    )


def _relates_people(record: MemoryRecord, named: set[str]) -> bool:
    """Says how the people it names relate at work, not through a thing they share.

    "Harriet takes over Kestrel from Imogen" is Kestrel's change of hands, not Imogen's.
    """
    return links(record, named) and work_relation(record.content) and between_people(record, named)


def latest_values(
    hits: Sequence[H],
    asked: frozenset[str],
    mentions: Sequence[str],
    *,
    relations: bool = False,
) -> list[H]:
    """``hits`` without the older statements of a single-valued kind the query asks for.

    "Where is Javier based?": of the memories about Javier that name a place, the newest
    states where he is; an older one ("Javier works out of Detroit") is a value that
    has changed, whether or not a write recognised the update. "Who leads Atlas?": of
    the memories about the project Atlas naming a person, the newest.

    Example:
        >>> from sfams_tiers import MemoryRecord
        >>> old = MemoryRecord(namespace="a", content="Javier works out of Detroit",
        ...                    entities=["person:Javier", "place:Detroit"])
        >>> new = MemoryRecord(namespace="a", content="Javier is in Tampa now",
        ...                    entities=["person:Javier", "place:Tampa"])
        >>> hits = [ScoredRecord(old, 0.9), ScoredRecord(new, 0.5)]
        >>> [h.record.content for h in latest_values(hits, frozenset({"place"}), ["person:Javier"])]
        ['Javier is in Tampa now']
    """
    kinds = asked & (SINGLE_VALUED | _OF_THINGS)
    if not kinds or not mentions:
        return list(hits)
    named = set(mentions)
    # "Holloway" and "Marcus Holloway" are one subject when the query names him in full.
    full_names = [
        name.split()
        for kind, _, name in (m.partition(":") for m in mentions)
        if kind in ("person", "name") and " " in name
    ]
    same = {word.lower(): parts[0].lower() for parts in full_names for word in parts}

    def one(entity: str) -> str:
        key = _one_name(entity)
        return f"who:{same.get(key[4:], key[4:])}" if key.startswith("who:") else key

    def keys(record: MemoryRecord) -> list[tuple[str, str]]:
        named_here = named.intersection(record.entities)
        codes = {a for a in named_here if a.partition(":")[0] in CODE_KINDS}
        # A line about a ticket is about the ticket, not its reporter.
        named_here = codes or named_here
        carried = set(kinds & carried_kinds(record))
        if "status" in kinds and (_bare(record) or codes):
            # A bare statement about a thing is its state; anything said of a ticket is.
            carried.add("status")
        if "plan" in kinds and not codes and _bare(record):
            # "Gulf Coast downgraded to Starter": a plan is often a bare name.
            carried.add("plan")
        # Who leads a project is one person, its deadline one date; a person has many
        # people and dates around them, but one relation asked about at a time: of the
        # memories saying how they relate to someone at work ("Nadia has taken over
        # Declan"), the newest. Small talk naming two people relates nobody.
        # Of two people a line names, the value is its subject's: "Wesley Chow edited
        # Rachel Tan: Mobile = ..." is no newer phone of Wesley's.
        people = [e for e in record.entities if e.startswith("person:")]
        subject = first_word(subject_of(record) or "") if len(people) > 1 else ""
        found = [
            (one(a), c)
            for a in named_here
            for c in carried
            if (c not in _OF_THINGS or not a.startswith("person:"))
            and not (subject and c in PERSONAL_KINDS and a.startswith("person:")
                     and first_word(a) != subject)
        ]  # fmt: skip
        if relations and "person" in kinds and _relates_people(record, named):
            found += [(one(a), "link") for a in named_here if a.startswith("person:")]
        return found

    keyed = {hit.record.id: keys(hit.record) for hit in hits}
    newest: dict[tuple[str, str], str] = {}
    for record_id, found in keyed.items():
        for key in found:
            if key not in newest or record_id > newest[key]:
                newest[key] = record_id  # UUIDv7 ids sort by creation time
    stale = {
        record_id
        for record_id, found in keyed.items()
        if found and all(newest[key] != record_id for key in found)
    }
    return [h for h in hits if h.record.id not in stale]
