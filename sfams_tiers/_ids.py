"""Time-ordered record ids (UUIDv7, RFC 9562) and the injectable clock."""

from __future__ import annotations

import os
import re
import threading
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from sfams_tiers._errors import InvalidInput

__all__ = [
    "Clock",
    "FixedClock",
    "utc_now",
    "uuid7",
]

Clock = Callable[[], datetime]
"""A function returning the current time as an aware UTC datetime."""


def utc_now() -> datetime:
    """Return the current wall-clock time in UTC (the default :data:`Clock`)."""
    return datetime.now(UTC)


class FixedClock:
    """A manual clock for tests, demos and benchmarks that simulate months.

    Example:
        >>> clock = FixedClock(datetime(2026, 1, 1, tzinfo=UTC))
        >>> clock.advance(days=30)
        >>> clock().month
        1
        >>> clock.advance(days=1); clock().isoformat()
        '2026-02-01T00:00:00+00:00'
    """

    def __init__(self, start: datetime) -> None:
        self._now = _aware_utc(start, "start")

    def set(self, when: datetime) -> None:
        """Jump to ``when``, forward or back (replaying a log, restarting a simulation).

        Example:
            >>> clock = FixedClock(datetime(2026, 1, 1, tzinfo=UTC))
            >>> clock.set(datetime(2025, 6, 1, 12, tzinfo=UTC)); clock().isoformat()
            '2025-06-01T12:00:00+00:00'

        Raises:
            InvalidInput: ``when`` is not an aware datetime.
        """
        self._now = _aware_utc(when, "when")

    def __call__(self) -> datetime:
        return self._now

    def advance(self, **delta: float) -> None:
        """Move the clock forward by ``timedelta(**delta)``.

        Raises:
            InvalidInput: A unit is not a timedelta keyword, an amount is not a finite
                number, or the clock would leave the years 1-9999.
        """
        for unit, amount in delta.items():
            if isinstance(amount, bool) or not isinstance(amount, int | float):
                raise InvalidInput(unit, f"must be a number, not {type(amount).__name__}.")
        try:
            self._now += timedelta(**delta)
        except TypeError:
            raise InvalidInput(
                "advance", f"takes timedelta keywords (days=, hours=, ...), not {sorted(delta)}."
            ) from None
        except (OverflowError, ValueError):
            raise InvalidInput(
                "advance", f"{delta} is not a finite step inside the years 1-9999."
            ) from None


def _aware_utc(when: object, name: str) -> datetime:
    if not isinstance(when, datetime) or when.tzinfo is None or when.utcoffset() is None:
        raise InvalidInput(
            name, "FixedClock needs an aware datetime, e.g. datetime(..., tzinfo=UTC)."
        )
    try:
        return when.astimezone(UTC)
    except OverflowError:
        raise InvalidInput(name, "is out of range once converted to UTC.") from None


_lock = threading.Lock()
_last_ms = -1
_counter = 0


def uuid7(now: datetime | None = None) -> str:
    """Return a new UUIDv7 string; ids made in one process sort by creation.

    Within one millisecond a 12-bit counter keeps ids strictly increasing.

    Args:
        now: Timestamp to embed (defaults to the wall clock).
    """
    global _last_ms, _counter
    if now is not None and not isinstance(now, datetime):
        raise InvalidInput("now", f"must be a datetime or None, not {type(now).__name__}.")
    ms = int((now or utc_now()).timestamp() * 1000)
    with _lock:
        if ms <= _last_ms:
            ms = _last_ms
            _counter += 1
            if _counter > 0xFFF:  # counter exhausted: borrow the next millisecond
                ms += 1
                _counter = 0
        else:
            _counter = int.from_bytes(os.urandom(2), "big") & 0x3FF
        _last_ms = ms
        counter = _counter
    rand_b = int.from_bytes(os.urandom(8), "big") & ((1 << 62) - 1)
    value = (ms & ((1 << 48) - 1)) << 80 | 0x7 << 76 | counter << 64 | 0b10 << 62 | rand_b
    return str(uuid.UUID(int=value))


UUID7_PATTERN = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
"""Canonical UUIDv7 text: lowercase, version 7, RFC 4122 variant."""


def is_uuid7(text: str) -> bool:
    """Return True when ``text`` is a canonical UUIDv7 string.

    Example:
        >>> is_uuid7(uuid7()), is_uuid7("not-an-id")
        (True, False)
    """
    # A pattern, not uuid.UUID(): 0.3 µs instead of 4.7, and every read by id checks.
    return isinstance(text, str) and UUID7_PATTERN.fullmatch(text) is not None
