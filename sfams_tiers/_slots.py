"""Supersession by slot: a later statement of the same attribute of the same subject wins.

A statement says that an attribute of a subject has a value ("Lucia is in Nashville").
The write path reads each memory as (subject, frame, values): the subject is the first
thing the text names (its head entity, the speaker of a chat line excluded), the values
are the other entities it carries, and the *frame* is what is left once every entity,
number, date word and capitalised name is masked ("<S> is in <V>, so mind the
timezone"). Two memories fill the same slot when their subjects are one thing and their
frames are alike by embedding similarity; the newer one then updates the older one if
its value differs, or negates it when it only denies it. No phrase lists decide a
conflict: the words are compared by the memory's own embedder, so any phrasing and any
language the embedder reads work.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from sfams_tiers._attributes import attributes_of
from sfams_tiers._hant import fold
from sfams_tiers._judge._cjk import has_cjk
from sfams_tiers._judge._names import MONTHS, TITLES, VALUE_KINDS, WEEKDAYS
from sfams_tiers._models import MemoryRecord
from sfams_tiers._restatement import restates
from sfams_tiers._writepath import IDENTIFYING_KINDS

__all__ = [
    "SlotRules",
    "frame_text",
    "passes_on",
    "same_slot_possible",
    "shared_subjects",
    "slot_conflicts",
    "subject_of",
]


MAX_VALUES = 2
"""Values a statement may carry and still fill one slot (a new value and the old one)."""
_TICKET_KINDS = frozenset({"ticket", "id", "issue", "case", "incident"})
"""Things whose newest statement is their state (an order also has lasting facts)."""
_CODE_KINDS = _TICKET_KINDS | {"order", "account", "invoice"}
"""Codes: a thing has many at once, unlike a phone or an email."""
_OWNED_KINDS = frozenset({"project", "customer", "company", "ticket", "order"})
_STATEFUL_IDS = _TICKET_KINDS | {"order"}
_CHANGED_FOR = re.compile(r"(?:->|\u2192|=>|~~).*\(([^()]{2,60})\)\W*$")
"""A field change ("A -> B", "~~A~~ B") closed by whose it is, in brackets."""
_PERSONAL = frozenset({"phone", "email", "address"})
"""Values a person has (a thing has a phone line rarely: a person is their owner)."""
_ONE_AT_A_TIME = frozenset({"place", "phone", "email", "address"})
"""What a person has one of at a time, however a line words it: "Jess relocated from
Bunbury to Perth" and "Jess packed up and moved to Pinetown" fill one slot (a trip names
no place, see ``_judge._places``)."""
_CONTACTS_AND_CODES = IDENTIFYING_KINDS - {"address"}
"""Values no other kind of statement replaces ("moved to Nakuru" retires a home address)."""
_NOT_SUBJECTS = VALUE_KINDS | {"place", "plan", "address", "phone", "email"}
"""Kinds that are values of a slot, never what a statement is about ("in Tampa", "don't
ship to 65 Foxhollow Court for Arjun": Arjun's address)."""
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*|\d[\w.,:/-]*|[^\w\s]", re.UNICODE)
_CALENDAR = frozenset(MONTHS) | frozenset(WEEKDAYS)
_NEGATION = re.compile(
    r"\b(?:not|no longer|anymore|any more|never|isn['\u2019]t|doesn['\u2019]t|don['\u2019]t"
    r"|wasn['\u2019]t|aren['\u2019]t|won['\u2019]t|off)\b|不再|不是|没有|已不|取消",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class SlotRules:
    """Thresholds of the slot rule.

    Attributes:
        same_frame: Frame similarity at or above which two statements about one subject
            fill the same slot when both carry a person as value ("Katya reports to
            Boris"): people fill many slots (manager, owner, mentor ...).
        same_frame_name: The same when the values are other names (a city, a plan, a
            team): fewer slots take them.
        same_frame_typed: The same when both carry a typed value of one kind (a date and
            a date, two phones, two amounts, two cities): the kind says most of the slot,
            so frames that are merely not opposed will do.
        same_frame_bare: The same when neither carries a value entity (the value is a
            plain phrase, "at risk"): more alike is needed.
        nearest_bare: Without value entities, the subject's statement whose frame is
            nearest to the new one's fills the same slot from this similarity on (a
            project's status is its status however it is worded).
    """

    same_frame: float = 0.35
    same_frame_name: float = 0.2
    same_frame_typed: float = 0.0
    same_frame_bare: float = 0.6
    nearest_bare: float = 0.45


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
    heads = [e for e in heads if not re.search(_reporting(e), text)] or heads
    head = heads[0] if heads else None
    tail = _CHANGED_FOR.search(text)
    if tail is not None:
        # "Reports to: Niamh -> Mereana (Liam O'Sullivan)": a change log names whose
        # field changed last, in brackets.
        head = next((e for e in heads if e.partition(":")[2] == tail.group(1)), head)
    if head is not None and head.startswith("name:") and _kinds(record.entities) & _PERSONAL:
        # "If Slack's down, ring Aoife on ...": a phone is a person's, not Slack's.
        head = next((e for e in heads if e.startswith("person:")), head)
    if head is None or not head.startswith("person:"):
        return head
    owner = next(
        (
            e
            for e in record.entities
            if e.startswith("person:")
            and re.search(_owned_by(e), fold(record.content), re.IGNORECASE)
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


def passes_on(record: MemoryRecord, entity: str) -> bool:
    """True when ``entity`` only passes a fact on: "Owen said Tessa is in Omaha", "林志明说".

    Example:
        >>> r = MemoryRecord(namespace="a", content="Owen said Tessa is in Omaha",
        ...                  entities=["person:Owen", "person:Tessa", "place:Omaha"])
        >>> passes_on(r, "person:Owen"), passes_on(r, "person:Tessa")
        (True, False)
    """
    return re.search(_reporting(entity), fold(record.content)) is not None


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


def frame_text(text: str, entities: Sequence[str]) -> str:
    """``text`` with its entities, numbers, dates and names masked: what it says of them.

    Example:
        >>> frame_text("Mariam: Lucia is in Nashville now", ["name:Lucia", "name:Nashville"])
        'is in now'
    """
    body = re.sub(
        r"^\s*[^\s:\uff1a]{1,40}(?: [^\s:\uff1a]{1,40}){0,2}\s*[:\uff1a]\s*", "", fold(text)
    )
    for entity in sorted(entities, key=len, reverse=True):
        kind, _, name = entity.partition(":")
        if name:
            body = re.sub(re.escape(name), " ", body, flags=re.IGNORECASE)
        if kind == "person" and " " in name:
            # "Jess relocated ..." names person:Jess Whitaker by her first name.
            for word in name.split():
                body = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", " ", body, flags=re.IGNORECASE)
    kept = []
    for match in _WORD.finditer(body):
        word = match.group(0)
        if not word[0].isalnum() or word[0].isdigit() or word.lower() in _CALENDAR:
            continue
        if word[0].isupper() and match.start() > 0:
            continue  # a name or a value the judge did not tag
        kept.append(word.lower())
    return " ".join(kept)


def _kinds(entities: Iterable[str]) -> set[str]:
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
    heads = (_canon(subject_of(new) or ""), _canon(subject_of(old) or ""))
    people = (_people(new), _people(old))
    # Phones, emails and addresses are the people's, never a name both lines mention
    # ("If Slack's down, ring Aoife on ..." and "... ring Eoin on ...").
    personal = bool(_kinds(new.entities) & _kinds(old.entities) & _PERSONAL)
    # A person is what both are about only if both open with them: "Jonas reports to
    # Rafael" and "Olu reports to Rafael" share Rafael, their value; "Tomasz reports to
    # Ravi" is not about whom Ravi reports to. A thing (a project, a customer, a ticket,
    # a name nobody answers to) has one value per slot wherever the sentence puts it.
    return frozenset(
        e
        for e in {_canon(x) for x in new.entities} & {_canon(x) for x in old.entities}
        if e.partition(":")[0] not in _NOT_SUBJECTS
        # Who passed a fact on is not what it is about: "Per Siobhan, Keisha is ..."
        and not any(passes_on(r, x) for r in (new, old) for x in r.entities if _canon(x) == e)
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
    return {_canon(e) for e in record.entities if e.startswith("person:")}


def _canon(entity: str) -> str:
    """One key per person however they were named: ``person:Folake Adebayo`` is Folake.

    Example:
        >>> _canon("person:Folake Adebayo"), _canon("name:Blue Heron Labs")
        ('person:folake', 'name:Blue Heron Labs')
    """
    kind, _, name = entity.partition(":")
    if kind == "person" and name:
        return f"person:{name.split()[0].lower()}"
    return entity


def _values(record: MemoryRecord, subjects: frozenset[str]) -> list[str]:
    """The entities that are values of the statement about ``subjects``.

    Of a ticket or an order the state is the value; the names around it (the customer
    who reported it) are context, not a value that changes.
    """
    values = [e for e in record.entities if _canon(e) not in subjects]
    if any(s.partition(":")[0] in _STATEFUL_IDS for s in subjects):
        values = [e for e in values if not e.startswith("name:")]
    return values


def _value_key(entity: str) -> str:
    """One key per value however it was named: Katarzyna = person:Katarzyna Nowicka.

    Example:
        >>> _value_key("person:Katarzyna Nowicka") == _value_key("name:Katarzyna")
        True
        >>> _value_key("name:San Diego") == _value_key("name:San Jose")
        False
    """
    kind, _, name = entity.partition(":")
    if kind == "person" or (kind == "name" and " " not in name.strip()):
        return f"who:{name.split()[0].lower()}" if name.split() else entity
    return entity


def slot_conflicts(
    new: MemoryRecord,
    candidates: Sequence[MemoryRecord],
    frames: npt.NDArray[np.float32],
    rules: SlotRules | None = None,
) -> list[tuple[str, MemoryRecord]]:
    """(kind, old) for each older candidate whose slot ``new`` fills anew.

    * Both carry values of one kind (two dates, two names): a different value fills the
      slot when the frames are alike, or at once when ``new`` names one of ``old``'s
      values beside a new one ("Support Ops, not Web Frontend": a correction).
    * Neither carries a value entity (the value is a phrase: "at risk"): the candidate
      whose frame is nearest, if alike enough, and any that are very alike.

    Args:
        new: The new memory (its entities set).
        candidates: Older current memories of the same namespace and audience.
        frames: Unit vectors of the frames, ``new`` first, then each candidate.
        rules: Thresholds (defaults when None).
    """
    rules = rules or SlotRules()
    negated = _NEGATION.search(fold(new.content)) is not None
    out: list[tuple[str, MemoryRecord]] = []
    bare: list[tuple[float, MemoryRecord]] = []
    for index, old in enumerate(candidates, start=1):
        subjects = shared_subjects(new, old)
        if old.id >= new.id or not subjects:
            continue
        similarity = float(frames[0] @ frames[index])
        raw, old_raw = _values(new, subjects), _values(old, subjects)
        values, old_values = {_value_key(v) for v in raw}, {_value_key(v) for v in old_raw}
        shared_kind = _kinds(raw) & _kinds(old_raw)
        if not shared_kind and values & old_values:
            shared_kind = {"person"}  # one person, named in full once and by name once
        if any(e.partition(":")[0] in _TICKET_KINDS for e in subjects) and not (
            _kinds(list(values)) & IDENTIFYING_KINDS
        ):
            # A ticket's newest word is its state: reported, picked up, fixed.
            if not restates(new.content, old.content):
                out.append(("updates", old))
            continue
        if _kinds(old_raw) & IDENTIFYING_KINDS - _kinds(raw):
            # "Orchard & Vale raised PO-UK-249553" is not replaced by a statement that
            # restates no identifier of that kind ("... signed up for Business Plus").
            continue
        if shared_kind:
            if values == old_values:
                continue
            added, dropped = values - old_values, old_values - values
            # A correction names the old value beside a new one of the same kind.
            corrects = bool(values & old_values) and bool(added)
            corrects = corrects and (not dropped or bool(_kinds(added) & _kinds(dropped)))
            if not corrects and max(len(values), len(old_values)) > MAX_VALUES:
                continue  # a list (attendees, several dates) states no single slot
            if shared_kind <= _CODE_KINDS and not corrects and not old_values <= values:
                # A customer has many codes (a PO, tickets, invoices): a new one replaces
                # an old one only when it names it ("PO-2, not PO-1"); frames cannot tell
                # "must reference PUR/2023/6600" from "logged as REQ-17096".
                continue
            floor = (
                rules.same_frame
                if "person" in shared_kind or shared_kind <= _TICKET_KINDS | {"order"}
                else rules.same_frame_name
                if "name" in shared_kind
                else -1.0
                if shared_kind & _ONE_AT_A_TIME and any(s.startswith("person:") for s in subjects)
                else rules.same_frame_typed
            )
            if not corrects and similarity < floor:
                continue
            if not corrects and shared_kind == {"name"} and _other_attributes(new, old):
                continue  # "is now Engineering Manager" does not replace "is leading Harbourline"
        elif values or old_values:
            continue  # one carries a value entity, the other a phrase: other attributes
        else:
            # Without a value entity, a question ("lunch? I want noodles") is small talk.
            if not restates(new.content, old.content) and not _asks(new.content + old.content):
                bare.append((similarity, old))
            continue
        if negated and old_values <= values and not values - old_values:
            out.append(("negates", old))  # "Katya doesn't report to Boris anymore"
        else:
            out.append(("updates", old))
    bare.sort(key=lambda item: (-item[0], item[1].id))
    for rank, (similarity, old) in enumerate(bare):
        nearest = rank == 0 and similarity >= rules.nearest_bare
        if nearest or similarity >= rules.same_frame_bare:
            out.append(("updates", old))
    return out


def _other_attributes(new: MemoryRecord, old: MemoryRecord) -> bool:
    """True when the two texts state plain-phrase attributes (role, team, drink) none shared.

    Example:
        >>> _other_attributes(
        ...     MemoryRecord(namespace="a", content="Ciara is now Engineering Manager"),
        ...     MemoryRecord(namespace="a", content="Ciara is leading Harbourline"))
        True
    """
    said, old_said = attributes_of(fold(new.content)), attributes_of(fold(old.content))
    return bool(said | old_said) and not said & old_said


def _asks(text: str) -> bool:
    """True when ``text`` asks a question (a question fills no slot)."""
    return "?" in text or "\uff1f" in text


def same_slot_possible(new: MemoryRecord, old: MemoryRecord) -> bool:
    """True unless the two memories are about different subjects or attributes.

    Another rule (a judge) may say that ``new`` updates ``old``; it is believed only when
    both are about one thing and their values are of one kind (or neither has one):
    "Tidepool is in QA now" does not update "Tidepool's cost centre is CC-2154".

    Example:
        >>> a = MemoryRecord(namespace="a", content="Atlas bills to CC-1",
        ...                  entities=["name:Atlas", "id:CC-1"])
        >>> b = MemoryRecord(namespace="a", content="Atlas is in QA now", entities=["name:Atlas"])
        >>> same_slot_possible(b, a)
        False
        >>> c = MemoryRecord(namespace="a", content="Shauna: Ayesha's mobile is 07874 754465",
        ...                  entities=["person:Ayesha", "phone:07874754465", "name:Cairn"])
        >>> d = MemoryRecord(namespace="a", content="Ayesha switched Cairn to Let Only",
        ...                  entities=["person:Ayesha", "name:Cairn"])
        >>> same_slot_possible(d, c)
        False
    """
    subjects = shared_subjects(new, old)
    if not subjects:
        return False
    if any(s.partition(":")[0] in _STATEFUL_IDS for s in subjects):
        return True  # a ticket's or an order's statements are all about its state
    values = _kinds(_values(new, subjects))
    old_values = _kinds(_values(old, subjects))
    if old_values & _CONTACTS_AND_CODES - values:
        return False  # a phone or a PO is replaced only by a line restating one of its kind
    return bool(values & old_values) or not (values or old_values)
