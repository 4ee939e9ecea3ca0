"""What a statement is about: its subject, who only passes it on, what two share.

The subject of a memory is the first thing it names that is not a value (its head
entity), except that between people the one named in the possessive owns the attribute
("Katya is Olu's boss" states who Olu's boss is) and whoever reports a fact is not what
it is about ("Owen said Tessa is in Omaha"). Two memories share a subject when both are
about one thing (:func:`shared_subjects`); the slot rule (``_slots``) then compares
what they say of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from sfams_tiers._hant import fold
from sfams_tiers._judge._cjk import has_cjk
from sfams_tiers._judge._names import TITLES, VALUE_KINDS
from sfams_tiers._record import MemoryRecord

__all__ = ["canon", "kinds_of", "passes_on", "shared_subjects", "subject_of"]

_OWNED_KINDS = frozenset({"project", "customer", "company", "ticket", "order"})
_CHANGED_FOR = re.compile(r"(?:->|\u2192|=>|~~).*\(([^()]{2,60})\)\W*$")
"""A field change ("A -> B", "~~A~~ B") closed by whose it is, in brackets."""
_PERSONAL = frozenset({"phone", "email", "address"})
"""Values a person has (a thing has a phone line rarely: a person is their owner)."""
_NOT_SUBJECTS = VALUE_KINDS | {"place", "plan", "address", "phone", "email"}
"""Kinds that are values of a slot, never what a statement is about ("in Tampa", "don't
ship to 65 Foxhollow Court for Arjun": Arjun's address)."""


def subject_of(record: MemoryRecord) -> str | None:
    """The head entity: the first non-value entity the memory names (None without one).

    Between people, the one named in the possessive owns the attribute: "Katya is Olu's
    boss" states who Olu's boss is.

    Example:
        >>> r = MemoryRecord(namespace="a", content="Lucia is in Nashville",
        ...                  entities=["name:Lucia", "name:Nashville"])
        >>> subject_of(r)
        'name:Lucia'
        >>> subject_of(MemoryRecord(namespace="a", content="Katya is Olu's boss",
        ...                         entities=["person:Katya", "person:Olu"]))
        'person:Olu'
        >>> subject_of(MemoryRecord(namespace="a", content="陈思远是宋嘉伟的leader",
        ...                         entities=["person:陈思远", "person:宋嘉伟"]))
        'person:宋嘉伟'
        >>> subject_of(MemoryRecord(namespace="a", content="Jordan is in Devin's org now",
        ...                         entities=["person:Jordan", "person:Devin"]))
        'person:Jordan'
        >>> subject_of(MemoryRecord(namespace="a", content="Owen said Tessa is in Omaha",
        ...                         entities=["person:Owen", "person:Tessa", "place:Omaha"]))
        'person:Tessa'
    """
    heads = [e for e in record.entities if e.partition(":")[0] not in _NOT_SUBJECTS]
    # Who reports a fact is not what it is about: "Owen said Tessa is relocating".
    text = fold(record.content)
    if _REPORT_CUES.search(text):
        heads = [e for e in heads if not _reporting_re(e).search(text)] or heads
    head = heads[0] if heads else None
    tail = _CHANGED_FOR.search(text)
    if tail is not None:
        # "Reports to: Niamh -> Mereana (Liam O'Sullivan)": a change log names whose
        # field changed last, in brackets.
        head = next((e for e in heads if e.partition(":")[2] == tail.group(1)), head)
    if head is not None and head.startswith("name:") and kinds_of(record.entities) & _PERSONAL:
        # "If Slack's down, ring Aoife on ...": a phone is a person's, not Slack's.
        head = next((e for e in heads if e.startswith("person:")), head)
    if head is None or not head.startswith("person:"):
        return head
    owner = next(
        (
            e
            for e in record.entities
            if e.startswith("person:") and _owned_by_re(e).search(fold(record.content))
        ),
        None,
    )
    return owner or head


_RELATION_NOUN = (
    r"(?:line |reporting |people )?(?:management|manager|mgr|rm|boss|supervisor|supervision"
    r"|charge|approvals?|approver)"
)
_OVER = rf"{_RELATION_NOUN} (?:of|for) (?:the )?"
"""A relation noun then "of" or "for": "Nadia has taken over line management of Declan" is
Declan's, and so are "RM for Priyanka is Chinedu" and "New mgr of Jomar is Rowena"."""
_MANAGES = (
    r"\b(?:manages|managing|line[- ]manages|supervises|supervising|oversees|overseeing"
    r"|mentors|is over|approves leave for|signs off leave for|(?:is |are )?responsible for"
    r"|looks after|looking after|in charge of)\s+"
)
"""A verb whose object owns the relation: "Siobhán manages Nikau" states Nikau's manager."""
_FOR_AFTER = rf"^\W*(?:new |the )?{_RELATION_NOUN}\b[^.;:]{{0,70}}?\bfor "
"""A line opening with the relation that ends with whose it is: "Manager changed from
Kristine Soriano to Jomar Bautista for Ramesh"."""
"""A relation noun then "of": "Nadia has taken over line management of Declan" is Declan's."""


_THEIR_PEOPLE = (
    r"(?!\s+(?:(?:new|current|old|own|whole|direct|extended)\s+)?"
    r"(?:org|organi[sz]ation|team|group|department|dept|squad|reports?|reportees?|staff)\b)"
)
"""Not "Devin's org" or "Mei-Lin's team": whose people someone joins is their manager."""
_THEIR_PEOPLE_ZH = r"(?!团队|组|部门|手下|下属|团队里)"


def _owned_by(entity: str) -> str:
    """How a person reads as the owner of what a line states (Olu's, 冯雪的, management of Y).

    "Katya is Olu's boss" is about Olu; "Jordan is in Devin's org" is about Jordan.
    """
    words = _name_words(entity)
    if has_cjk(entity):
        return rf"(?:{words})的{_THEIR_PEOPLE_ZH}"
    return (
        rf"(?<!\w)(?:{words})['\u2019]s\b{_THEIR_PEOPLE}|\b{_OVER}{_TITLE}(?:{words})\b"
        rf"|{_FOR_AFTER}(?:{words})\b|{_MANAGES}@?{_TITLE}(?:{words})\b"
        rf"|{_HANDS}@?(?:{words})\s+(?:over\s+)?to\b"
    )


_TITLE = rf"(?:(?:{'|'.join(sorted(map(re.escape, TITLES), key=len, reverse=True))})\.?\s+)?"
"""A title before a name (the judge's titles): "supervisor of Mr. Kaya" is Kaya's."""
_HANDS = (
    r"\b(?:hand(?:s|ed|ing)?|pass(?:es|ed|ing)?|transferr?(?:s|ed|ing)?|mov(?:e|es|ed|ing)"
    r"|shift(?:s|ed|ing)?|send(?:s|ing)?|sent)\s+"
)
"""Who is handed to someone is the line's subject: "Nomsa handed Faiza over to Pieter"."""


_REPORTS = (
    r"\s+(?:(?:said|says|mentioned|told (?:me|us|everyone)|thinks|reckons|confirmed|heard"
    r"|wrote)\b"
    # An editor before whose record they edited: "Suresh edited Wesley Chow: Mobile = ...".
    r"|(?:edited|updated|amended|corrected)\s+(?=@?[A-Z])"
    # "Tyler changed Location on Valerie Ng from Montreal to Mississauga".
    r"|(?:changed|updated|edited|set|amended)\s+(?:[\w-]+\s+){1,3}(?:on|for)\s+(?=@?[A-Z]))"
)
_REPORTS_ZH = r"(?:说|讲|提到|表示|确认|告诉我)"
_REPORT_CUES = re.compile(
    r"(?i:\b(?:said|says|mentioned|told|thinks|reckons|confirmed|heard|wrote|edited|updated"
    r"|amended|corrected|changed|set|entered|logged|posted|added|moved|seconded|proposed"
    r"|chaired|minuted|raised|flagged|reported|per|according)\b)|说|讲|提到|表示|确认|告诉我"
)
"""Every word a reporting pattern (:func:`_reporting`) needs: a line without one names no
reporter, so no per-name pattern is built or run for it (at 10k records with thousands of
names, compiling those was most of a recall's time)."""


def passes_on(record: MemoryRecord, entity: str) -> bool:
    """True when ``entity`` only passes a fact on: "Owen said Tessa is in Omaha", "林志明说".

    Example:
        >>> r = MemoryRecord(namespace="a", content="Owen said Tessa is in Omaha",
        ...                  entities=["person:Owen", "person:Tessa", "place:Omaha"])
        >>> passes_on(r, "person:Owen"), passes_on(r, "person:Tessa")
        (True, False)
    """
    text = fold(record.content)
    return _REPORT_CUES.search(text) is not None and _reporting_re(entity).search(text) is not None


# One compiled pattern per person: built per name, these overflowed re's own cache of
# 512 and were compiled again on every comparison (44 s of a 143 s load at 2,000 records).
@lru_cache(maxsize=4096)
def _reporting_re(entity: str) -> re.Pattern[str]:
    return re.compile(_reporting(entity))


@lru_cache(maxsize=4096)
def _owned_by_re(entity: str) -> re.Pattern[str]:
    return re.compile(_owned_by(entity), re.IGNORECASE)


def _reporting(entity: str) -> str:
    """How a person reads as the one passing a fact on ("Owen said ...", "林志明说")."""
    words = _name_words(entity)
    if has_cjk(entity):
        return rf"(?:{words}){_REPORTS_ZH}"
    return (
        rf"(?<!\w)(?:{words})(?:\s+[A-Z]\.?)?{_REPORTS}"
        # "Edited by Liam: Location set to Dunedin for Siobhán": Liam is the editor.
        rf"|\b(?i:edited|updated|changed|entered|logged|posted|added|amended|set|moved"
        rf"|seconded|proposed|chaired|minuted|raised|flagged|reported) by"
        rf"\s+@?(?:{words})\b"
        # "Per Siobhan, Keisha is Rochester-based": Siobhan is the source.
        rf"|\b(?i:per|according to|as told by)\s+(?i:{_TITLE})@?(?:{words})\b"
    )


def _name_words(entity: str) -> str:
    """A person's name, whole or by a word of it, as a regex alternation."""
    name = entity.partition(":")[2]
    return "|".join(re.escape(w) for w in dict.fromkeys([name, *name.split()]))


def kinds_of(entities: Iterable[str]) -> set[str]:
    """The kinds of ``entities`` (``person`` of ``person:Ada``)."""
    return {e.partition(":")[0] for e in entities}


def shared_subjects(new: MemoryRecord, old: MemoryRecord) -> frozenset[str]:
    """The things both memories are about: the entities they share, values aside.

    A shared entity counts when both open with it, or when it is a thing of a kind with
    one owner: "Project Atlas is owned by Diego" and "Ravi now owns project Atlas" are
    both about Atlas (the person is the value).

    Example:
        >>> a = MemoryRecord(namespace="a", content="Project Atlas is owned by Diego",
        ...                  entities=["project:Atlas", "name:Diego"])
        >>> b = MemoryRecord(namespace="a", content="Ravi now owns project Atlas",
        ...                  entities=["name:Ravi", "project:Atlas"])
        >>> sorted(shared_subjects(b, a))
        ['project:Atlas']
    """
    heads = (canon(subject_of(new) or ""), canon(subject_of(old) or ""))
    people = (_people(new), _people(old))
    # Phones, emails and addresses are the people's, never a name both lines mention
    # ("If Slack's down, ring Aoife on ..." and "... ring Eoin on ...").
    personal = bool(kinds_of(new.entities) & kinds_of(old.entities) & _PERSONAL)
    # A person is what both are about only if both open with them: "Jonas reports to
    # Rafael" and "Olu reports to Rafael" share Rafael, their value; "Tomasz reports to
    # Ravi" is not about whom Ravi reports to. A thing (a project, a customer, a ticket,
    # a name nobody answers to) has one value per slot wherever the sentence puts it.
    return frozenset(
        e
        for e in {canon(x) for x in new.entities} & {canon(x) for x in old.entities}
        if e.partition(":")[0] not in _NOT_SUBJECTS
        # Who passed a fact on is not what it is about: "Per Siobhan, Keisha is ..."
        and not any(passes_on(r, x) for r in (new, old) for x in r.entities if canon(x) == e)
        and (
            heads == (e, e)
            or e.partition(":")[0] in _OWNED_KINDS
            or (e.startswith("name:") and (e in heads or (all(people) and not personal)))
        )
    )


def _people(record: MemoryRecord) -> set[str]:
    """The canonical people a memory names.

    A name both memories share beside people ("Katya is leading Halcyon", "Halcyon is
    Boris's now") is a thing of theirs: the people are its values.
    """
    return {canon(e) for e in record.entities if e.startswith("person:")}


def canon(entity: str) -> str:
    """One key per person however they were named: ``person:Folake Adebayo`` is Folake.

    Example:
        >>> canon("person:Folake Adebayo"), canon("name:Blue Heron Labs")
        ('person:folake', 'name:Blue Heron Labs')
    """
    kind, _, name = entity.partition(":")
    if kind == "person" and name:
        return f"person:{name.split()[0].lower()}"
    return entity
