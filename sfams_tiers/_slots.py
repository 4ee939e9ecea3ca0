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

Who a statement is about is ``_subjects``'s, its frame ``_frames``'s; this module
names both for the write path.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from sfams_tiers._attributes import attributes_of
from sfams_tiers._frames import frame_text as frame_text
from sfams_tiers._hant import fold
from sfams_tiers._record import MemoryRecord
from sfams_tiers._restatement import restates
from sfams_tiers._subjects import canon, kinds_of
from sfams_tiers._subjects import passes_on as passes_on
from sfams_tiers._subjects import shared_subjects as shared_subjects
from sfams_tiers._subjects import subject_of as subject_of
from sfams_tiers._writepath import IDENTIFYING_KINDS

__all__ = ["SlotRules", "same_slot_possible", "slot_conflicts"]


MAX_VALUES = 2
"""Values a statement may carry and still fill one slot (a new value and the old one)."""
_TICKET_KINDS = frozenset({"ticket", "id", "issue", "case", "incident"})
"""Things whose newest statement is their state (an order also has lasting facts)."""
_CODE_KINDS = _TICKET_KINDS | {"order", "account", "invoice"}
"""Codes: a thing has many at once, unlike a phone or an email."""
_STATEFUL_IDS = _TICKET_KINDS | {"order"}
_ONE_AT_A_TIME = frozenset({"place", "phone", "email", "address"})
"""What a person has one of at a time, however a line words it: "Jess relocated from
Bunbury to Perth" and "Jess packed up and moved to Pinetown" fill one slot (a trip names
no place, see ``_judge._places``)."""
_CONTACTS_AND_CODES = IDENTIFYING_KINDS - {"address"}
"""Values no other kind of statement replaces ("moved to Nakuru" retires a home address)."""
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


def _values(record: MemoryRecord, subjects: frozenset[str]) -> list[str]:
    """The entities that are values of the statement about ``subjects``.

    Of a ticket or an order the state is the value; the names around it (the customer
    who reported it) are context, not a value that changes.
    """
    values = [e for e in record.entities if canon(e) not in subjects]
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
        shared_kind = kinds_of(raw) & kinds_of(old_raw)
        if not shared_kind and values & old_values:
            shared_kind = {"person"}  # one person, named in full once and by name once
        if any(e.partition(":")[0] in _TICKET_KINDS for e in subjects) and not (
            kinds_of(list(values)) & IDENTIFYING_KINDS
        ):
            # A ticket's newest word is its state: reported, picked up, fixed.
            if not restates(new.content, old.content):
                out.append(("updates", old))
            continue
        if kinds_of(old_raw) & IDENTIFYING_KINDS - kinds_of(raw):
            # "Orchard & Vale raised PO-UK-249553" is not replaced by a statement that
            # restates no identifier of that kind ("... signed up for Business Plus").
            continue
        if shared_kind:
            if values == old_values:
                continue
            added, dropped = values - old_values, old_values - values
            # A correction names the old value beside a new one of the same kind.
            corrects = bool(values & old_values) and bool(added)
            corrects = corrects and (not dropped or bool(kinds_of(added) & kinds_of(dropped)))
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
    values = kinds_of(_values(new, subjects))
    old_values = kinds_of(_values(old, subjects))
    if old_values & _CONTACTS_AND_CODES - values:
        return False  # a phone or a PO is replaced only by a line restating one of its kind
    return bool(values & old_values) or not (values or old_values)
