"""Values read from a pattern's match: dates, amounts of money and phone numbers.

:func:`value_entity` turns a match of one of the value patterns of ``_patterns`` into
its canonical entity (``date:2026-03-03``, ``money:USD 1200.00``, ``phone:+4366412``),
or None when the match only looked like one ("1/2" is a fraction, "2023 2024" years).
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal, InvalidOperation

from sfams_tiers._judge._names import MONTHS

__all__ = ["CURRENCY_WORDS", "value_entity"]

_CURRENCY_SIGNS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}
CURRENCY_WORDS = {
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
"""Currency words after an amount ("40 euros") and the currency code each stands for."""
_SCALE = {"k": 1000, "thousand": 1000, "m": 1_000_000, "mn": 1_000_000, "million": 1_000_000}

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


def value_entity(label: str, match: re.Match[str], today: date) -> str | None:
    """The entity of a value pattern's ``match``, or None when it is no such value.

    Args:
        label: The pattern's label (``email``, ``uuid``, ``phone``, ``money_*`` or a
            date's: ``iso_date``, ``slash_date``, ``day_month``, ``dot_date``,
            ``month_day``).
        match: The pattern's match.
        today: Dates written without a year take the year that puts them nearest.

    Example:
        >>> value_entity("email", re.match(".+", "Ada@Example.com"), date(2026, 1, 5))
        'email:ada@example.com'
    """
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
        code = CURRENCY_WORDS[(currency or "").lower()]
    else:
        sign, amount, scale = groups
        code = _CURRENCY_SIGNS.get(sign or "", (sign or "").upper())
    try:
        value = Decimal((amount or "").replace(",", ""))
    except InvalidOperation:
        return None
    value *= _SCALE.get((scale or "").lower(), 1)
    return f"money:{code} {value:.2f}"
