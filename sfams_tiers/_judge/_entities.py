"""Entities by patterns: identifiers, contacts, dates, money, then names.

:func:`find_entities` is a pure function of the text, the date "today" (for dates
written without a year) and a gazetteer snapshot (:class:`Gazetteer` keeps one per
namespace), so that "Orion is late" resolves to ``project:Orion`` once "Project Orion"
was seen. Every entity returned here passes ``normalize_entity``.

The patterns are the table of ``_patterns``, run in order; a value's match (a date,
an amount, a phone) is read by ``_values``, names by ``_names``, ``_cjk`` and ``_places``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from sfams_tiers._judge._cjk import has_cjk
from sfams_tiers._judge._cjk_spans import cjk_spans
from sfams_tiers._judge._gazetteer import Gazetteer
from sfams_tiers._judge._name_spans import name_spans
from sfams_tiers._judge._names import (
    IDENTIFIER_KINDS,
    MONTHS,
    VALUE_KINDS,
    WEEKDAYS,
    common_word,
    specific,
    word_set,
    words,
)
from sfams_tiers._judge._patterns import PATTERNS, STREET_END
from sfams_tiers._judge._places import on_a_trip, place_spans
from sfams_tiers._judge._values import value_entity
from sfams_tiers._models import normalize_entity

# Re-exported: the judge modules read all their vocabulary from here.
__all__ = [
    "IDENTIFIER_KINDS",
    "MONTHS",
    "VALUE_KINDS",
    "WEEKDAYS",
    "Gazetteer",
    "find_entities",
    "known_name",
    "specific",
    "word_set",
    "words",
]


@dataclass(frozen=True, slots=True)
class _Found:
    start: int
    end: int
    entity: str


def find_entities(
    text: str, *, today: date, gazetteer: Mapping[str, str] | None = None
) -> list[str]:
    """Canonical entities of ``text`` in order of appearance, without duplicates.

    Args:
        text: Any text.
        today: Dates written without a year take the year that puts them nearest
            to ``today`` (at most about six months in the past).
        gazetteer: Lowercase name -> known entity; bare mentions of a known name
            (whole words, any case) resolve to it.

    Example:
        >>> find_entities("Refund $1,200 for order A-1042 by 3 March 2026",
        ...               today=date(2026, 1, 5))
        ['money:USD 1200.00', 'order:A-1042', 'date:2026-03-03']
    """
    known = gazetteer or {}
    found: list[_Found] = []
    taken: list[tuple[int, int]] = []

    def claim(start: int, end: int, entity: str | None) -> None:
        if entity is None or any(start < b and a < end for a, b in taken):
            return
        try:
            entity = normalize_entity(entity)
        except ValueError:
            return
        taken.append((start, end))
        found.append(_Found(start, end, entity))

    for label, pattern in PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            if label in ("order", "ticket"):
                # The whole match is claimed, so "order A-1042" does not also give id:A-1042.
                name = match.group(1) or match.group(2)
                if name.startswith("-"):  # "PO-2024-5531": the prefix is part of the code
                    name = text[start : match.end()].lstrip()
                # "issue 4521" is a ticket, but "order 2" of a list is not worth an entity.
                if len(re.sub(r"\D", "", name)) < 2 and not match.group(2):
                    continue
                name = name.upper() if re.search(r"[A-Za-z]", name) else name
                claim(start, end, f"{label}:{known_name(known, name, label)}")
            elif label == "cued_address":
                value = " ".join(match.group("addr").rstrip(" ,").split())
                if re.search(r"\d", value) or STREET_END.search(value):
                    claim(match.start("addr"), match.end("addr"), f"address:{value}")
            elif label == "address":
                words = match.group(0).rstrip(".").split()
                while len(words) > 3 and common_word(words[-1]):
                    words.pop()  # "27 avenue Jean Jaurès Bien à vous": the street ends before
                    end = start + match.group(0).rindex(words[-1]) + len(words[-1])
                claim(start, end, f"address:{' '.join(words)}")
            elif label in ("id", "long_id"):
                code = match.group(0)
                kind = _code_kind(text[max(0, start - _CUE_REACH) : start])
                claim(start, end, known.get(code.lower()) or known.get(code) or f"{kind}:{code}")
            elif label == "plan":
                if not common_word(match.group(1).split()[0]):
                    claim(start, match.end(1), f"plan:{match.group(1)}")
            elif label == "cued_id":
                code = match.group(1)
                cue = text[start : match.start(1)]
                kind = "order" if _ORDER_WORD.search(cue) else "id"
                if kind == "id":  # "(PO ref 4471-22)": the word before the cue says it
                    kind = _code_kind(text[max(0, start - _CUE_REACH) : match.start(1)])
                start = match.start(1)
                claim(start, end, known.get(code.lower()) or f"{kind}:{code.upper()}")
            else:
                claim(start, end, value_entity(label, match, today))
    if has_cjk(text):
        for start, end, entity in cjk_spans(text, today=today, known=known):
            claim(start, end, entity)
    for start, end, entity in place_spans(text, known):
        claim(start, end, entity)
    for start, end, entity in name_spans(text, known):
        if not (entity.startswith("place:") and on_a_trip(text, start, end)):
            claim(start, end, entity)  # a known place is no base on a trip either
    found.sort(key=lambda item: item.start)
    found = _without_bracketed_aliases(text, found)
    # "Orion is late; Project Orion ..." names one thing: the specific kind wins.
    refined = {
        e.partition(":")[2].lower(): e for e in (item.entity for item in found) if specific(e)
    }
    return list(
        dict.fromkeys(
            item.entity
            if specific(item.entity)
            else refined.get(item.entity.partition(":")[2].lower(), item.entity)
            for item in found
        )
    )


_ALIAS_GAP = re.compile(r"\s*[(\uff08]\s*$")
_PEOPLE_KINDS = ("person:", "name:")


def _without_bracketed_aliases(text: str, found: list[_Found]) -> list[_Found]:
    """Drop a name in brackets right after a person's: "Kanokwan (Kwan)" names one person.

    The bracketed form is a nickname or the full name ("Kwan (Kanokwan)"); the person
    keeps the more specific of the two (a person over a bare name, a full name over one word).
    """
    out: list[_Found] = []
    for item in found:
        last = out[-1] if out else None
        if (
            last is not None
            and item.entity.startswith(_PEOPLE_KINDS)
            and last.entity.startswith(_PEOPLE_KINDS)
            and _ALIAS_GAP.fullmatch(text[last.end : item.start])
            and text[item.end : item.end + 1] in (")", "\uff09")
        ):
            if _fuller(item.entity, last.entity):
                out[-1] = item  # "Kwan (Kanokwan Srisuk)": the person named in full
            continue
        out.append(item)
    return out


def _fuller(one: str, other: str) -> bool:
    """True when ``one`` names a person better than ``other``: as a person, or in more words."""
    people = (one.startswith("person:"), other.startswith("person:"))
    if people[0] != people[1]:
        return people[0]
    return len(one.split()) > len(other.split())


_CUE_REACH = 16
"""Characters before a bare code read for the word that says what it is."""
_SAME_CLAUSE = r"[^.;!?\u3002\uff1b\uff01\uff1f]*$"
_P_O_AND_ZH = r"\bp\.o\.(?!\s*box)|订单|采购|合同"
"""Words naming a purchase order besides "order" and "PO" (a contract stands for one)."""
_ORDER_WORD = re.compile(rf"(?<!work )order|\bpo\b|{_P_O_AND_ZH}", re.I)
_ORDER_CUE = re.compile(
    rf"(?:\b(?:purchase order|po|(?<!work )order)\b|{_P_O_AND_ZH})" + _SAME_CLAUSE, re.I
)
_TICKET_CUE = re.compile(
    r"(?:\b(?:ticket|incident|case|issue|bug|work order)\b|工单)" + _SAME_CLAUSE, re.I
)


def _code_kind(before: str) -> str:
    """The kind of a code by the word just before it: "订单号 CG-2024-7778" is an order.

    Example:
        >>> _code_kind("raised purchase order "), _code_kind("工单 "), _code_kind("bills to ")
        ('order', 'ticket', 'id')
    """
    if _ORDER_CUE.search(before):
        return "order"
    if _TICKET_CUE.search(before):
        return "ticket"
    return "id"


def known_name(known: Mapping[str, str], name: str, kind: str) -> str:
    """``name`` as first seen, when ``known`` has it under ``kind``; else ``name``."""
    entity = known.get(name.lower())
    if entity is not None and entity.partition(":")[0] == kind:
        return entity.partition(":")[2]
    return name
