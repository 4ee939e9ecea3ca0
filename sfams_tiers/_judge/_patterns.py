"""The patterns entities are found by: identifiers, contacts, dates, money, addresses.

:data:`PATTERNS` is an ordered table of (label, compiled pattern). ``find_entities``
runs it top to bottom and the first pattern to claim a stretch of text wins, so the
order matters: a Polish street before the dates that would read its flat number, an
order or ticket before the bare code it names, identifiers before phones. Each label
says how a match becomes an entity (see ``_entities`` and ``_values``).
"""

from __future__ import annotations

import re

from sfams_tiers._judge._names import MONTHS
from sfams_tiers._judge._values import CURRENCY_WORDS

__all__ = ["PATTERNS", "STREET_END"]

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_CUR_WORDS = "|".join(sorted(CURRENCY_WORDS, key=len, reverse=True))
_SCALES = r"(?:k|m|mn|thousand|million)\b"
_MONTH_RE = "|".join(sorted(MONTHS, key=len, reverse=True))

STREET_END = re.compile(
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
PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
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
    # the shape is checked afterwards in value_entity (_values).
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
PATTERNS = tuple(
    (label, re.compile(pattern.pattern, (pattern.flags & ~re.UNICODE) | re.ASCII))
    for label, pattern in PATTERNS
)
"""(label, pattern) in the order they claim text; one label may have several patterns."""
