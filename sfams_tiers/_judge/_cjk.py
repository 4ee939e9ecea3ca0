"""Entities in Chinese text: dates, amounts, quoted and project names, known names.

Chinese has no spaces and no capitals, so the patterns that find English names find
nothing. What marks an entity instead: dates and amounts with their units (3月1日,
2024年6月14日, 5万元), quotation brackets (「烛龙」, “星河”, 《手册》), the word 项目
after a project's name, and names the namespace already knows (its gazetteer, fed among
others by the speakers of chat lines), found as substrings, longest first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from datetime import date
from decimal import Decimal, InvalidOperation

__all__ = ["CJK", "cjk_spans", "has_cjk"]

CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_DATE = re.compile(r"(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")
_MONEY = re.compile(r"(\d+(?:\.\d+)?)\s*(万|千)?\s*(?:元|块钱|块|人民币)")
_QUOTED = re.compile(r"[「“《『]([^」”》』\s]{1,12})[」”》』]")
# Two characters before 项目 (most project names have two; a longer match would swallow
# the verb before it: "同步下北斗项目" is 北斗).
_PROJECT = re.compile(r"([\u4e00-\u9fff]{2})项目")
_SCALE = {"万": 10_000, "千": 1_000}


def has_cjk(text: str) -> bool:
    """True when ``text`` holds a CJK ideograph.

    Example:
        >>> has_cjk("北斗 ships"), has_cjk("Orion ships")
        (True, False)
    """
    return CJK.search(text) is not None


def cjk_spans(
    text: str, *, today: date, known: Mapping[str, str]
) -> Iterator[tuple[int, int, str]]:
    """(start, end, entity) of the Chinese entities of ``text``, known names first.

    Example:
        >>> list(cjk_spans("北斗项目要在3月1日之前交付 预算5万元", today=date(2024, 1, 8),
        ...                known={}))  # doctest: +NORMALIZE_WHITESPACE
        [(6, 10, 'date:2024-03-01'), (17, 20, 'money:CNY 50000.00'), (0, 2, 'project:北斗')]
        >>> list(cjk_spans("唐子豪家住香港东路", today=date(2024, 1, 8),
        ...                known={"唐子豪": "name:唐子豪"}))
        [(0, 3, 'name:唐子豪')]
    """
    cjk_known = sorted((k for k in known if has_cjk(k)), key=len, reverse=True)
    for name in cjk_known:
        start = text.find(name)
        while start != -1:
            yield start, start + len(name), known[name]
            start = text.find(name, start + len(name))
    for match in _DATE.finditer(text):
        entity = _date(match, today)
        if entity is not None:
            yield match.start(), match.end(), entity
    for match in _MONEY.finditer(text):
        try:
            value = Decimal(match.group(1)) * _SCALE.get(match.group(2) or "", 1)
        except InvalidOperation:
            continue
        yield match.start(), match.end(), f"money:CNY {value:.2f}"
    for match in _QUOTED.finditer(text):
        after = text[match.end() : match.end() + 2]
        kind = "project" if after == "项目" else "name"
        yield match.start(1), match.end(1), f"{kind}:{match.group(1)}"
    for match in _PROJECT.finditer(text):
        yield match.start(1), match.end(1), f"project:{match.group(1)}"


def _date(match: re.Match[str], today: date) -> str | None:
    year_text, month, day = match.groups()
    try:
        if year_text:
            return f"date:{date(int(year_text), int(month), int(day)).isoformat()}"
        year = today.year
        if (date(year, int(month), int(day)) - today).days < -183:
            year += 1
        return f"date:{date(year, int(month), int(day)).isoformat()}"
    except ValueError:
        return None
