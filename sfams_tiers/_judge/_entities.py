"""Entities by patterns: identifiers, contacts, dates, money, then names.

:func:`find_entities` is a pure function of the text, the date "today" (for dates
written without a year) and a gazetteer snapshot (:class:`Gazetteer` keeps one per
namespace), so that "Orion is late" resolves to ``project:Orion`` once "Project Orion"
was seen. Every entity returned here passes ``normalize_entity``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from sfams_tiers._judge._cjk import cjk_spans, has_cjk
from sfams_tiers._judge._gazetteer import Gazetteer
from sfams_tiers._judge._names import (
    IDENTIFIER_KINDS,
    MONTHS,
    VALUE_KINDS,
    WEEKDAYS,
    common_word,
    name_spans,
    specific,
    word_set,
    words,
)
from sfams_tiers._judge._places import on_a_trip, place_spans
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

_CURRENCY_SIGNS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}
_CURRENCY_WORDS = {
    "usd": "USD",
    "dollar": "USD",
    "dollars": "USD",
    "eur": "EUR",
    "euro": "EUR",
    "euros": "EUR",
    "gbp": "GBP",
    "pound": "GBP",
    "pounds": "GBP",
    "jpy": "JPY",
    "chf": "CHF",
}
_SCALE = {"k": 1000, "thousand": 1000, "m": 1_000_000, "mn": 1_000_000, "million": 1_000_000}

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_CUR_WORDS = "|".join(sorted(_CURRENCY_WORDS, key=len, reverse=True))
_SCALES = r"(?:k|m|mn|thousand|million)\b"
_MONTH_RE = "|".join(sorted(MONTHS, key=len, reverse=True))

_STREET_END = re.compile(
    r"\b(?:Street|St|Avenue|Ave|Road|Rd|Lane|Drive|Way|Court|Crescent|Terrace|Close|Marg)\.?$"
)
"""A cued address without a number still ends with its street's kind ("Kolshet Road")."""
_LATIN_WORD = r"[A-Z\u00c0-\u00de\u0100-\u017f][\w\u00c0-\u017f'-]*"
"""A capitalised word in any Latin alphabet (Jaurès, Łódź), read with ASCII patterns."""
_PARTICLE = r"(?:de|del|della|delle|di|da|dos|das|des|du|la|le|les|los|las|van|der|den|y|e)"
"""Small words inside a street's name ("Avenida de la Constitución", "Witte de With")."""
_STREET_KIND = (
    r"(?:(?i:via|viale|corso|piazza|piazzale|largo|rue|avenue|boulevard|bd|chemin|quai|allée"
    r"|calle|avenida|paseo|plaza|carrer|rua|travessa|jalan)|Jln\.?|Jl\.|Lorong|Lebuh"
    r"|Persiaran|Soi|Ulica|ul\.)"
)
_NAME_WORD = rf"(?:(?:{_LATIN_WORD}\.?|{_PARTICLE})\s+)"
_KIND_FIRST = rf"{_STREET_KIND}\s+{_NAME_WORD}{{0,4}}?{_LATIN_WORD}"
"""A street named after its kind, as most of Europe and Asia write it (Via Tortona 27,
Avenida de la Constitución 9): the shortest name before the number."""
_NUMBER_KIND_FIRST = rf"\d{{1,5}},?\s+{_STREET_KIND}\s+{_NAME_WORD}{{0,4}}{_LATIN_WORD}"
"""The same after its number (27 avenue Jean Jaurès): the longest name, as nothing follows."""
_SUFFIXED = (
    rf"\b(?:(?:{_LATIN_WORD}|{_PARTICLE})\s+){{0,3}}"
    r"[A-Z\u00c0-\u00de\u0100-\u017f][a-z\u00df-\u017f]+"
    r"(?:strasse|stra\u00dfe|str\.|weg|gasse|platz|allee|damm|ufer|ring|graben|straat|laan"
    r"|gracht|plein|kade|singel|dijk|vej|gade|gatan|v\u00e4gen|veien|gata)"
    r"\s+\d{1,4}[a-z]?\b"
)
"""A street whose kind ends its last word, as German, Dutch and Nordic write it
(Schanzenstrasse 38, Witte de Withstraat 35, Hohenzollernring 112, Nørrebrogade 7)."""
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # A Polish or Czech street, before dates read its flat number: "al. Grunwaldzka
    # 212/15", "os. Stefana Batorego 3/27", "ul. Floriańska 22 m. 6".
    (
        "address",
        re.compile(
            rf"\b(?:ul|al|os|pl)\.\s+(?:{_LATIN_WORD}\.?\s+){{0,3}}?{_LATIN_WORD}"
            r"\s+\d{1,5}[A-Za-z]?(?:/\d{1,4})?(?:\s+m\.\s*\d{1,4})?\b"
        ),
    ),
    ("email", re.compile(r"\b[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")),
    ("uuid", re.compile(r"\b[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}\b")),
    ("iso_date", re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")),
    # 6/14/2024, 6/14/24 and 6/14 (no year: the nearest); a fraction such as 1/2 is
    # not a date, so a date without a year needs a day above 12 or a month word nearby.
    ("slash_date", re.compile(r"\b(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?\b(?!/)")),
    (
        "day_month",
        re.compile(
            rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+({_MONTH_RE})\.?"
            r"(?:,?\s+(\d{4})\b|\s+['\u2019](\d{2})\b)?",
            re.IGNORECASE,
        ),
    ),
    # 18-Jun-2024, 08-Jul-24: a register's dashed dates.
    (
        "day_month",
        re.compile(rf"\b(\d{{1,2}})-({_MONTH_RE})-(\d{{4}}|\d{{2}})\b", re.IGNORECASE),
    ),
    # 30.06.2024: day, month and year with dots (European); always with a year.
    ("dot_date", re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b")),
    (
        "month_day",
        re.compile(
            rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}})\b)?",
            re.IGNORECASE,
        ),
    ),
    (
        "money_sign",
        re.compile(rf"([$€£¥])\s?({_NUM})(?:\s?({_SCALES}))?", re.IGNORECASE),
    ),
    (
        "money_code",
        re.compile(rf"\b(USD|EUR|GBP|JPY|CHF)\s?({_NUM})(?:\s?({_SCALES}))?", re.IGNORECASE),
    ),
    (
        "money_word",
        re.compile(rf"\b({_NUM})(?:\s?({_SCALES}))?\s?({_CUR_WORDS})\b", re.IGNORECASE),
    ),
    # One bounded character class (no nested repeats, so no catastrophic backtracking);
    # the shape is checked afterwards in _value_entity.
    # An address by the words that introduce it, however the place writes the rest:
    # "residential address recorded as C-1104, Lodha Amara, Kolshet Road", "lives at No. 17,
    # 4th Cross, Indiranagar", "laptop to go to Villa 8, Palm Meadows, Varthur Road".
    (
        "cued_address",
        re.compile(
            r"(?<!email )(?<!e-mail )(?<!mail )(?<!IP )(?<!web )"
            r"(?:\baddress(?: is| recorded as| updated to| changed to| now| field)?\s*[:=-]?"
            r"|\b(?:lives|living|staying|stays|resides|residing) (?:at|in)|\bto go to)\s+"
            r"(?P<addr>(?:No\.\s?)?(?-i:[A-Z0-9#])[^.;()@\n]{3,70}?)"
            r"(?=\s*(?:$|[;(]|\.(?:\s|$)|,?\s+(?:not|now|instead|pls|please|thanks|from|until"
            r"|for|w\.e\.f|wef)\b|\s+(?:->|\u2192)))",
            re.IGNORECASE,
        ),
    ),
    # Not the digits of a code: "CG-2024-83769" is an id, not a phone.
    ("phone", re.compile(r"(?<![\w+])(?<!\w-)\+?\(?\d[\d\s().-]{5,22}\d(?![\w-])")),
    (
        "order",
        re.compile(
            r"\b(?<!work )(?<!service )(?:order|purchase order|po|p\.o\.)"
            r"\s*(?:no\.?|number|num|id)?\s*[#:]?\s*"
            r"([A-Za-z]{0,5}-?\d[\w-]*)\b|\b((?:ORD|ORDER|PO)-\d[\w-]*)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "ticket",
        re.compile(
            r"\b(?:ticket|issue|bug|case|incident|work order|service order)"
            r"\s*(?:no\.?|number|num|id)?\s*[#:]?\s*"
            r"([A-Za-z]{0,5}-?\d[\w-]*)\b|\b((?:INC|TKT|TICKET|BUG|ISSUE|CASE|T)-\d[\w-]*)\b",
            re.IGNORECASE,
        ),
    ),
    ("id", re.compile(r"\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)+\b")),
    # A code named by what it is, whatever its shape: "cost centre 4410-22", "account
    # 8830-112", "GL 6120", "dept 8179", "成本中心编号为 7730", "订单号 88213" (at least
    # three digits).
    (
        "cued_id",
        re.compile(
            r"(?:\b(?:code|cent(?:re|er)|cc|account|acct|a/c|ref(?:erence)?|gl|ledger|invoice"
            r"|inv|no(?=\.)|id|dept|department|wbs|ctr|cntr)\b\.?|编号|编码|代码|账号|帐号|单号|中心|订单号?)"
            r"\s*(?:is\s+|[:#=\uff1a]\s*|为\s*|是\s*)?"
            r"(?=[A-Za-z]{0,6}[-/.]?(?:\d[-/.]?){3})([A-Za-z]{0,6}[-/.]?\d[\w/.-]*\w)",
            re.IGNORECASE,
        ),
    ),
    # The same with the owner between the cue and the code: "the cost centre for
    # Halcyon is 4471", "account number with Northwind: 00482913".
    (
        "cued_id",
        re.compile(
            r"\b(?:code|cent(?:re|er)|account|acct|ref(?:erence)?|ledger|purchase order|po)"
            r"(?:\s+(?:number|no\.?|code|id))?\s+(?:for|of|on|with|at)"
            r"(?:\s+[^\s.,;:!?]+){1,4}?(?:\s+(?:is|are)\s+(?:now\s+|still\s+)?|\s*[:=]\s*)"
            r"(?=[A-Za-z]{0,6}[-/.]?(?:\d[-/.]?){3})([A-Za-z]{0,6}[-/.]?\d[\w/.-]*\w)",
            re.IGNORECASE,
        ),
    ),
    # Codes written with other separators or none: PO/2024/1234, CC.4410, AB12345, #88213
    # (at least four digits, so "Q3" or "v2" stay words).
    (
        "id",
        re.compile(
            r"(?<![\w/.#-])(?:[A-Z]{1,6}[/._]?(?=\S*\d{4})[A-Z0-9]*\d[A-Z0-9]*(?:[/._-][A-Z0-9]+)*"
            r"|#\d{4,})(?![\w/-])"
        ),
    ),
    # A Chinese document number: a year in brackets, the issuer's word, 第N号:
    # "(2023)华新采字第592号" in full-width brackets too, "(2024)京采合字第0031号".
    ("id", re.compile(r"[\uff08(]\d{4}[\uff09)][\u4e00-\u9fff]{1,8}第\d+号")),
    # A prefix and a number joined by a hash: SUP#79370, PO#4417.
    ("id", re.compile(r"(?<![\w#/.-])[A-Z]{1,6}#\d{3,}(?![\w/-])")),
    # Dotted or slashed codes with letters first: WBS AU.MON.3403.04, PRJ/ATL/0042.
    (
        "id",
        re.compile(
            r"(?<![\w/.#-])(?=[A-Z0-9/._-]*\d{4})[A-Z]{1,6}(?:[/._-][A-Z0-9]+){2,}(?![\w/-])"
        ),
    ),
    # Digits in two groups that no date or phone took: a code, 6578-452 (seven digits at
    # least, so "100-200" stays a range, and never a run of years such as 2019-2024).
    (
        "long_id",
        re.compile(
            r"(?<![\w.,/-])(?=(?:\d-?){7})(?!(?:19|20)\d\d-(?:19|20)?\d\d\b)"
            r"\d{3,6}-\d{2,6}(?![\w,/-]|\.\d)"
        ),
    ),
    # A long number standing alone is a code (an order, an account): 4500035425.
    ("long_id", re.compile(r"(?<![\w.,/-])\d{7,}(?![\w,/-]|\.\d)")),
    # A plan or tier by the word after its name: "the Scale plan", "Premium Plus tier".
    (
        "plan",
        re.compile(
            r"(?<=[a-z,] )((?:[A-Z][\w+-]*\s){0,2}[A-Z][\w+-]*)\s+(?:plan|tier|edition|package"
            r"|subscription)\b"
        ),
    ),
    # A street address: a house number and a street name with its kind of street; in
    # Chinese, a road, street or lane with its number (建国路88号).
    (
        "address",
        re.compile(
            r"\b\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][\w'-]*\.?\s+){1,4}"
            r"(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Way|Court|Ct|Circle|Cir"
            r"|Boulevard|Blvd|Place|Pl|Terrace|Grove|Close|Crescent|Parkway|Pkwy|Square|Sq"
            r"|Row|Walk|Gardens|Hill|Trail|Loop|Highway|Hwy|Mews|Strasse|Straße"
            r"|Rise|Green|Park|View|Vale|Gate|Parade|Wharf|Yard|Heights|Meadows?|Chase|Croft"
            r"|Quay|Approach|Broadway|Embankment|Hollow|Marg|Salai|Nagar|Layout|Cross"
            r"|Wynd|Brae|Loan|Vennel)\b\.?"
            # The street's kind first, the number after or before (Via Tortona 27, 14 Rue
            # Merciere, Jalan Ampang 88), or one word with its kind (Schanzenstrasse 38).
            rf"|\b{_NUMBER_KIND_FIRST}"
            rf"|\b{_KIND_FIRST},?\s+\d{{1,5}}[A-Za-z]?\b"
            rf"|{_SUFFIXED}"
            # Two characters of road name (plus a direction): the leftmost match must not
            # swallow the verb before it ("搬到建国路88号" is 建国路88号).
            r"|[\u4e00-\u9fff]{2}[东西南北中]?(?:大道|路|街|道|巷)\d{1,5}(?:号|弄)"
            # The full form, from the city: 台北市信义区松仁路100号5楼, 民生东路四段56号2楼.
            r"|[\u4e00-\u9fff]{2}[省市县](?:[\u4e00-\u9fff]{2}[区镇乡])?[\u4e00-\u9fff]{1,4}?"
            r"(?:大道|路|街)(?:[一二三四五六七八九十]段)?(?:\d{1,5}巷)?(?:\d{1,5}弄)?\d{1,5}号"
            r"(?:\d{1,3}楼)?(?:之\d{1,2})?"
        ),
    ),
)
# Chinese text has no spaces, and CJK characters are \w to Python: "号码198-7026-1550"
# would have no word boundary before the number. Identifiers, amounts and dates are ASCII,
# so their patterns read word boundaries the ASCII way.
_PATTERNS = tuple(
    (label, re.compile(pattern.pattern, (pattern.flags & ~re.UNICODE) | re.ASCII))
    for label, pattern in _PATTERNS
)
_PHONE_CUE = re.compile(
    r"\b(?:phone|mobile|cell|tel|telephone|number|no\.?|call|ring|text|reach|whatsapp|dial"
    r"|extension|ext\.?)\b[^\w]*(?:(?:is|on|at|me|now|number)\b[^\w]*){0,2}$"
    r"|(?:电话|手机|号码|分机|致电)\S{0,3}$",
    re.IGNORECASE,
)
"""Words right before a number that make it a phone whatever its grouping ("555 0142")."""
_NATIONAL_PHONE = re.compile(
    r"\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}"  # (312) 555-4166
    r"|\d{3,4}[\s.-]\d{3,4}[\s.-]\d{4}"  # 198-7026-1550, 0161 496 0000
    r"|1[3-9]\d{9}"  # a Chinese mobile written as one number
    r"|0\d{2,3}[\s-]?\d{7,8}"  # a landline with its area code
    r"|0\d{4}[\s.-]?\d{6}"  # a UK mobile: 07700 900123
    r"|\(0\d{1,4}\)\s?\d{3,4}[\s.-]?\d{3,4}"  # (020) 7946 0958
    r"|0\d{3}[\s.-]\d{3}[\s.-]\d{3}"  # an Australian mobile: 0412 345 678
    r"|\d{3}-\d{4}"  # a local number: 555-0142
    r"|[5-9]\d{3}[\s-]\d{4}"  # eight digits in two fours (Singapore, Hong Kong): 8657 9297
    r"|1[\s.-]\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}"  # with the North American 1: 1-403-555-0172
)


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

    for label, pattern in _PATTERNS:
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
                if re.search(r"\d", value) or _STREET_END.search(value):
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
                claim(start, end, _value_entity(label, match, today))
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


def _value_entity(label: str, match: re.Match[str], today: date) -> str | None:
    groups = match.groups()
    if label == "email":
        return f"email:{match.group(0).lower()}"
    if label == "uuid":
        return f"id:{match.group(0).lower()}"
    if label == "phone":
        raw = match.group(0)
        digits = re.sub(r"\D", "", raw)
        international = raw.startswith(("+", "00")) and 8 <= len(digits) <= 15
        if raw.startswith("00") and international:
            digits = digits[2:]  # "0043 664 1234567" is +43 664 1234567
        runs: list[str] = re.findall(r"\d+", raw)
        if all(re.fullmatch(r"(?:19|20)\d\d", g) for g in runs):
            return None  # "2023 2024 2025" are years
        cued = _PHONE_CUE.search(match.string[max(0, match.start() - 24) : match.start()])
        if not (
            international
            or _NATIONAL_PHONE.fullmatch(raw)
            or _grouped_number(runs)
            or (cued and len(digits) >= 7 and len(runs) >= 2)
        ):
            return None
        return f"phone:{'+' if international else ''}{digits}"
    if label.startswith("money"):
        return _money(label, groups)
    return _date(label, groups, today)


def _grouped_number(groups: list[str]) -> bool:
    """A national number written in digit groups: "07564 033 763", "0161-496-3056".

    Nine to twelve digits in two or more groups of at least two.
    """
    return (
        len(groups) >= 2 and all(len(g) >= 2 for g in groups) and 9 <= sum(map(len, groups)) <= 12
    )


def _date(label: str, groups: tuple[str | None, ...], today: date) -> str | None:
    year: int | None
    if label == "iso_date":
        year, month, day = (int(g or 0) for g in groups)
    elif label == "slash_date":
        first, second = int(groups[0] or 0), int(groups[1] or 0)
        if groups[2] is None and max(first, second) <= 12:
            return None  # "1/2" is more likely a fraction than a date
        year = None if groups[2] is None else int(groups[2])
        if year is not None and year < 100:
            year += 2000
        # Ambiguous 03/04 reads month first (US style) unless the first part is > 12.
        month, day = (second, first) if first > 12 else (first, second)
    elif label == "day_month":
        day, month = int(groups[0] or 0), MONTHS[(groups[1] or "").lower()]
        short = groups[3] if len(groups) > 3 else None  # 3rd Jun '24
        year = int(groups[2]) if groups[2] else int(short) if short else None
        if year is not None and year < 100:
            year += 2000
    elif label == "dot_date":
        day, month, year = (int(g or 0) for g in groups)
    else:
        month, day = MONTHS[(groups[0] or "").lower()], int(groups[1] or 0)
        year = int(groups[2]) if groups[2] else None
    try:
        if year is None:
            year = today.year
            if (date(year, month, day) - today).days < -183:
                year += 1
        return f"date:{date(year, month, day).isoformat()}"
    except ValueError:
        return None


def _money(label: str, groups: tuple[str | None, ...]) -> str | None:
    if label == "money_word":
        amount, scale, currency = groups
        code = _CURRENCY_WORDS[(currency or "").lower()]
    else:
        sign, amount, scale = groups
        code = _CURRENCY_SIGNS.get(sign or "", (sign or "").upper())
    try:
        value = Decimal((amount or "").replace(",", ""))
    except InvalidOperation:
        return None
    value *= _SCALE.get((scale or "").lower(), 1)
    return f"money:{code} {value:.2f}"
