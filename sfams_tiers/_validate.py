"""The checks every public entry point applies to what a caller passes.

Strict, never coercing: a string must be a ``str`` without lone surrogates (they
cannot be stored as UTF-8 anywhere) and within its size limit; a number must be an
``int`` or ``float`` (not a ``bool``, not a numeric string), finite and in range; a
list of strings must be a real collection, not one bare ``str`` (which would be read
letter by letter); a datetime must be timezone-aware. Each check raises the
:class:`~sfams_tiers.InvalidInput` subclass its caller names (``InvalidRecord`` for a
memory's fields, ``InvalidQuery`` for read, filter and job arguments), naming the
argument and saying what to pass instead. Nothing here touches a tier.

The ``*_problem`` functions return that sentence instead of raising, for pydantic
validators (which must raise ``ValueError``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime, timedelta
from typing import Any

from sfams_tiers._errors import InvalidInput, InvalidQuery, InvalidRecord
from sfams_tiers._ids import is_uuid7

__all__: list[str] = []

ErrorType = type[InvalidInput]

MAX_TTL_SECONDS = 100 * 365 * 86_400
"""The longest TTL: 100 years (3,153,600,000 seconds); None means no expiry."""


def surrogate_problem(text: str) -> str | None:
    r"""Why ``text`` cannot be stored (it holds a lone surrogate), or None.

    Example:
        >>> surrogate_problem("ok"), surrogate_problem("a\ud800")[:34]
        (None, 'holds a lone surrogate (U+D800) at')
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return (
            f"holds a lone surrogate (U+{ord(text[exc.start]):04X}) at index {exc.start}, "
            "which no tier can store; pass valid Unicode text (decode bytes with "
            "errors='replace' if they came from outside)"
        )
    return None


def text_problem(value: object, *, max_bytes: int, blank_ok: bool = False) -> str | None:
    """Why ``value`` is not acceptable text of at most ``max_bytes`` UTF-8 bytes, or None."""
    if not isinstance(value, str):
        return f"must be a string (str), not {type(value).__name__}"
    problem = surrogate_problem(value)
    if problem is not None:
        return problem
    if not blank_ok and not value.strip():
        return "must contain some text, not only blanks"
    # A str holds at most 4 UTF-8 bytes per character: most texts skip the encoding.
    if len(value) * 4 > max_bytes and (size := len(value.encode("utf-8"))) > max_bytes:
        return f"is {size:,} bytes; the limit is {max_bytes:,} bytes of UTF-8 text"
    return None


def number_problem(
    value: object,
    *,
    low: float = -math.inf,
    high: float = math.inf,
    integer: bool = False,
) -> str | None:
    """Why ``value`` is not a real, finite number in [``low``, ``high``], or None.

    Example:
        >>> number_problem(0.5, low=0, high=1), number_problem(True)
        (None, 'must be a number (int or float), not bool')
    """
    kinds = (int,) if integer else (int, float)
    if isinstance(value, bool) or not isinstance(value, kinds):
        what = "a whole number (int)" if integer else "a number (int or float)"
        return f"must be {what}, not {type(value).__name__}"
    if isinstance(value, float) and not math.isfinite(value):
        return f"must be a finite number (got {value!r})"
    if not low <= value <= high:
        return f"must be {_range(low, high, integer)} (got {_shown(value)})"
    return None


def aware_problem(value: object) -> str | None:
    """Why ``value`` is not a timezone-aware datetime, or None."""
    if not isinstance(value, datetime):
        return f"must be a datetime, not {type(value).__name__}"
    if value.tzinfo is None or value.utcoffset() is None:
        return "must be timezone-aware (for example datetime(2026, 1, 5, tzinfo=UTC))"
    return None


def ttl_problem(seconds: float) -> str | None:
    """Why a TTL of ``seconds`` is refused (negative, not finite, over 100 years), or None.

    Example:
        >>> ttl_problem(60.0) is None, ttl_problem(1e12)[:30]
        (True, 'is 1,000,000,000,000 seconds; ')
    """
    if (isinstance(seconds, float) and not math.isfinite(seconds)) or seconds < 0:
        return f"must be a finite number of seconds >= 0, or None (got {seconds!r})"
    if seconds > MAX_TTL_SECONDS:
        shown = f"{seconds:,.0f}" if seconds < 1e15 else "over 10^15"
        return (
            f"is {shown} seconds; the maximum is {MAX_TTL_SECONDS:,} seconds "
            "(100 years). Use ttl=None for a memory that never expires"
        )
    return None


# -- raising checks ----------------------------------------------------------------------


def check_text(
    value: object,
    name: str,
    *,
    max_bytes: int,
    error: ErrorType = InvalidQuery,
    blank_ok: bool = False,
) -> str:
    """``value`` if it is storable text within ``max_bytes``; else ``error`` naming ``name``."""
    problem = text_problem(value, max_bytes=max_bytes, blank_ok=blank_ok)
    if problem is not None:
        raise error(name, problem + ".")
    assert isinstance(value, str)
    return value


def check_number(
    value: object,
    name: str,
    *,
    low: float = -math.inf,
    high: float = math.inf,
    error: ErrorType = InvalidQuery,
) -> float:
    """``value`` if it is a real, finite number in range; else ``error`` naming ``name``."""
    problem = number_problem(value, low=low, high=high)
    if problem is not None:
        raise error(name, problem + ".")
    assert isinstance(value, int | float)
    return value


def check_int(
    value: object, name: str, *, low: int, high: int, error: ErrorType = InvalidQuery
) -> int:
    """``value`` if it is an ``int`` (not a bool) in [low, high]; else ``error``."""
    problem = number_problem(value, low=low, high=high, integer=True)
    if problem is not None:
        raise error(name, problem + ".")
    assert isinstance(value, int)
    return value


def check_bool(value: object, name: str, *, error: ErrorType = InvalidQuery) -> bool:
    """``value`` if it is True or False (not 0, 1, "yes" or None); else ``error``."""
    if not isinstance(value, bool):
        raise error(name, f"must be True or False, not {type(value).__name__}.")
    return value


def check_aware(value: object, name: str, *, error: ErrorType = InvalidQuery) -> datetime:
    """``value`` if it is a timezone-aware datetime; else ``error`` naming ``name``."""
    problem = aware_problem(value)
    if problem is not None:
        raise error(name, problem + ".")
    assert isinstance(value, datetime)
    return value


def check_ttl(
    value: object, name: str = "ttl_seconds", *, error: ErrorType = InvalidRecord
) -> None:
    """Refuse a TTL that is not None, a number of seconds or a timedelta, or out of range."""
    if value is None:
        return
    seconds: float
    if isinstance(value, timedelta):
        seconds = value.total_seconds()
    else:
        problem = number_problem(value)
        if problem is not None:
            raise error(name, f"{problem}; pass seconds, a timedelta, or None.")
        assert isinstance(value, int | float)
        seconds = value
    problem = ttl_problem(seconds)
    if problem is not None:
        raise error(name, problem + ".")


def check_id(value: object, name: str = "id", *, error: ErrorType = InvalidQuery) -> str:
    """``value`` if it is a memory id (a canonical UUIDv7 string); else ``error``."""
    if not isinstance(value, str) or not is_uuid7(value):
        shown = _shown(value)
        raise error(
            name, f"{shown} is not a memory id; ids are UUIDv7 strings as returned by remember."
        )
    return value


def check_strings(
    value: object,
    name: str,
    *,
    example: str,
    item: Callable[[str], str] | None = None,
    error: ErrorType = InvalidQuery,
    max_items: int | None = None,
) -> tuple[str, ...]:
    """``value`` as a tuple of strings, each passed through ``item`` (which may raise ValueError).

    ``value`` must be a list, tuple, set or other collection of ``str``: a bare string
    (which would be read letter by letter), bytes, a mapping or None is refused.

    Args:
        value: What the caller passed.
        name: The argument's name, for the message.
        example: A correct value to quote, e.g. ``"['fact']"``.
        item: Checks and normalises one item; its ``ValueError`` becomes ``error``.
        error: The error class to raise.
        max_items: The most items allowed, or None.
    """
    if isinstance(value, str):
        raise error(name, f"must be a list of strings, not one string; pass [{value[:80]!r}].")
    if isinstance(value, bytes | bytearray | Mapping) or not isinstance(value, Iterable):
        raise error(
            name, f"must be a list of strings such as {example}, not {type(value).__name__}."
        )
    out: list[str] = []
    for entry in value:
        if not isinstance(entry, str):
            raise error(
                name, f"must hold only strings such as {example}; got {type(entry).__name__}."
            )
        problem = surrogate_problem(entry)
        if problem is not None:
            raise error(name, f"{entry!r} {problem}.")
        if item is not None:
            try:
                entry = item(entry)
            except InvalidInput as exc:
                raise error(name, _sentence(exc.reason)) from None
            except ValueError as exc:
                raise error(name, _sentence(str(exc))) from None
        out.append(entry)
        if max_items is not None and len(out) > max_items:
            raise error(name, f"has more than {max_items:,} items; the limit is {max_items:,}.")
    return tuple(out)


def check_choice(
    value: object, name: str, choices: tuple[str, ...], *, error: ErrorType = InvalidQuery
) -> str:
    """``value`` if it is one of the strings ``choices``; else ``error`` listing them."""
    if not isinstance(value, str) or value not in choices:
        raise error(name, f"must be one of {', '.join(map(repr, choices))} (got {_shown(value)}).")
    return value


def check_instance(
    value: object, kind: type, name: str, *, error: ErrorType = InvalidQuery
) -> None:
    """Refuse ``value`` unless it is a ``kind``."""
    if not isinstance(value, kind):
        raise error(name, f"must be a {kind.__name__}, not {type(value).__name__}.")


def _sentence(text: str) -> str:
    return text if text.endswith(".") else text + "."


def _range(low: float, high: float, integer: bool) -> str:
    what = "a whole number" if integer else "a finite number"
    if math.isinf(low):
        return f"{what} of at most {_figure(high)}"
    if math.isinf(high):
        return f"{what} of at least {_figure(low)}"
    if integer:
        return f"{what} from {_figure(low)} to {_figure(high)}"
    return f"{what} between {_figure(low)} and {_figure(high)}"


def _figure(bound: float) -> str:
    return f"{bound:,}" if isinstance(bound, int) or not bound.is_integer() else f"{bound:,.0f}"


def _shown(value: object) -> str:
    """A short repr for messages (a 1 MB string is not echoed back)."""
    text = repr(value) if isinstance(value, str | int | float | None) else type(value).__name__
    return text if len(text) <= 80 else text[:77] + "..."


def check_vector(value: object, name: str = "vector", *, error: ErrorType = InvalidQuery) -> Any:
    """``value`` as an Embedding (a flat, non-empty, finite float32 vector), or ``error``.

    Example:
        >>> len(check_vector([0.5, -0.25]))
        2
    """
    from sfams_tiers._embedding import Embedding

    if isinstance(value, str | bytes | bytearray | Mapping) or not isinstance(value, Iterable):
        raise error(name, "must be a list of numbers (the embedding), e.g. [0.12, -0.5, ...].")
    import numpy as np

    try:
        with np.errstate(over="ignore"):  # out of float32 range: inf, refused as not finite
            return Embedding(list(value) if not hasattr(value, "__len__") else value)  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError) as exc:
        problem = str(exc) if str(exc).startswith("must ") else "must be a flat list of numbers"
        raise error(name, _sentence(problem)) from None
