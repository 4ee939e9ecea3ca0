"""Dates in Chinese text: 3月1日 and 2024年6月14日, Taiwan's Minguo years, 2.24 near a deadline.

A date without a year takes the year that puts it nearest ``today`` (at most about six
months in the past), as the English patterns do.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

__all__ = ["MINGUO_OFFSET", "date_spans"]

_DATE = re.compile(r"(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")
# "2.24之前交付", "ddl是4.15": month.day in Chinese chat, read as a date only beside a
# word of time (a bare 2.24 is a number).
_DOTTED = re.compile(r"(?<![A-Za-z0-9./])(1[0-2]|0?[1-9])[./](3[01]|[12]\d|0?[1-9])(?![\d.%/])")
# A Minguo (Republic of China) year, as Taiwan writes dates: 113/04/06, 113.07.02 (2024).
_MINGUO = re.compile(
    r"(?<![\d./])(?:民国)?(1[01]\d)\s*[./年]\s*(1[0-2]|0?[1-9])\s*[./月]\s*(3[01]|[12]\d|0?[1-9])"
    r"日?(?![\d.%/])"
)
MINGUO_OFFSET = 1911
"""Minguo year + 1911 = Gregorian year."""
_TIME_WORDS = re.compile(
    r"之前|以前|前交|交付|截止|上线|到期|完成|ddl|deadline|节点|改到|改成|延到|提前到"
    r"|交期|交件|交货|时程|日期|due|Due|期限|星期|周[一二三四五六日]|[\uff08(][一二三四五六日][)\uff09]"
)


def date_spans(text: str, *, today: date) -> Iterator[tuple[int, int, str]]:
    """(start, end, entity) of the dates of ``text``: written out, Minguo, then dotted.

    Example:
        >>> list(date_spans("113/04/06 验收, 2.24之前交付", today=date(2024, 1, 8)))
        [(0, 9, 'date:2024-04-06'), (14, 18, 'date:2024-02-24')]
    """
    for match in _DATE.finditer(text):
        entity = _date(match, today)
        if entity is not None:
            yield match.start(), match.end(), entity
    for match in _MINGUO.finditer(text):
        year = str(int(match.group(1)) + MINGUO_OFFSET)
        entity = _date_parts(year, match.group(2), match.group(3), today)
        if entity is not None:
            yield match.start(), match.end(), entity
    for match in _DOTTED.finditer(text):
        near = text[max(0, match.start() - 12) : match.end() + 6]
        if _TIME_WORDS.search(near):
            entity = _date_parts(None, match.group(1), match.group(2), today)
            if entity is not None:
                yield match.start(), match.end(), entity


def _date(match: re.Match[str], today: date) -> str | None:
    year_text, month, day = match.groups()
    return _date_parts(year_text, month, day, today)


def _date_parts(year_text: str | None, month: str, day: str, today: date) -> str | None:
    try:
        if year_text:
            return f"date:{date(int(year_text), int(month), int(day)).isoformat()}"
        year = today.year
        if (date(year, int(month), int(day)) - today).days < -183:
            year += 1
        return f"date:{date(year, int(month), int(day)).isoformat()}"
    except ValueError:
        return None
