"""What ``sfams jobs`` options accept: durations, dates, scores and id lists.

Each parser refuses bad text with an InvalidQuery naming the option and showing a
value that works; the root group prints it.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

from sfams_tiers._cli_text import clean
from sfams_tiers._errors import InvalidQuery
from sfams_tiers._jobs._schedule import parse_interval

__all__ = ["check_score", "parse_duration", "parse_time", "split_ids"]

MAX_DURATION = timedelta(days=36_500)  # a century: any date minus it stays representable
FIRST_YEAR, LAST_YEAR = 1970, 9000  # --now / --since / --until, with room for durations


def parse_duration(text: str, option: str) -> timedelta:
    """``90d`` -> 90 days (units s, m, h, d), as in schedule files; at most 36500d."""
    try:
        value = parse_interval(text)
    except ValueError:
        raise InvalidQuery(
            option, f"{clean(repr(text))} is not a duration; write e.g. 45s, 30m, 12h or 90d."
        ) from None
    if value > MAX_DURATION:
        raise InvalidQuery(option, f"{clean(repr(text))} is too long; the limit is 36500d.")
    return value


def parse_time(text: str, option: str) -> datetime:
    """An ISO date or datetime between 1970 and 9000; naive values are UTC."""
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidQuery(
            option,
            f"{clean(repr(text))} is not a date; write e.g. 2026-11-30 or 2026-11-30T12:00.",
        ) from None
    value = value if value.tzinfo else value.replace(tzinfo=UTC)
    try:
        year = value.astimezone(UTC).year
    except OverflowError:  # e.g. 0001-01-01T00:00+01:00
        year = 0
    if not FIRST_YEAR <= year <= LAST_YEAR:
        raise InvalidQuery(
            option, f"{clean(repr(text))} must be between {FIRST_YEAR} and {LAST_YEAR}."
        )
    return value


def check_score(value: float | None, option: str) -> float | None:
    """A finite score, or InvalidQuery naming ``option``."""
    if value is not None and not math.isfinite(value):
        raise InvalidQuery(option, f"must be a finite number (got {value!r}).")
    return value


def split_ids(values: tuple[str, ...]) -> tuple[str, ...] | None:
    """The ids of ``--ids`` options (comma separated or repeated), or None for none."""
    out = tuple(i.strip() for v in values for i in v.split(",") if i.strip())
    return out or None
