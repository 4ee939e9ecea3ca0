r"""Text safe for a terminal: untrusted strings made inert before the CLI prints them.

Memories, archive rows, job reports and error messages can hold anything a user or a
model ever wrote, including terminal escape sequences (``ESC[2J`` clears the screen,
``ESC]8;;url`` makes a hidden hyperlink), bidirectional overrides that reorder what the
operator reads, zero-width characters, lone surrogates (which cannot even be encoded to
UTF-8), and Rich markup (``[/INST]`` makes Rich raise, ``[link=...]`` makes a link).

:func:`clean` shows every such character as a visible backslash escape instead of
passing it through, so nothing is hidden and nothing is lost to the eye:

- C0 and C1 control characters and DEL: ``\n``, ``\r``, ``\t``, else ``\xNN``. An
  escape sequence becomes harmless once its ESC is shown as ``\x1b``; the rest of the
  sequence stays visible as plain text. Line breaks are escaped too (one record, one
  line), unless the caller asks to keep them for multi-line text.
- Unicode format (Cf: bidi overrides, zero-width characters, soft hyphens, tag
  characters), surrogate (Cs) and line / paragraph separator (Zl, Zp) characters:
  ``\uXXXX`` (``\UXXXXXXXX`` above U+FFFF).

Rich markup is never interpreted in data: table cells are :class:`rich.text.Text`
objects (:func:`cell`), and data put into a markup string goes through :func:`markup`.
JSON output goes through :func:`dumps`, which stays valid JSON.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Column
from rich.text import Text

__all__ = ["ID_WIDTH", "cell", "clean", "console", "dumps", "id_column", "markup"]

ID_WIDTH = 36  # a UUID

_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
# Candidates only: printable ASCII never needs a look-up.
_CANDIDATE = re.compile(r"[^\x20-\x7e]")
_JSON_CANDIDATE = re.compile(r"[^\x00-\x7e]")


def _unsafe(char: str) -> bool:
    return unicodedata.category(char) in _ESCAPED_CATEGORIES


def _visible(char: str) -> str:
    code = ord(char)
    if char in _NAMED:
        return _NAMED[char]
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def clean(value: object, *, newlines: bool = False) -> str:
    r"""``str(value)`` with every control, format and surrogate character escaped.

    Args:
        value: Anything; it is printed as ``str(value)``.
        newlines: Keep ``\n`` as a line break (for multi-line text such as a packed
            context); by default it is shown as ``\n`` so one value stays one line.

    Example:
        >>> clean("ok\x1b[2J\u202egnp.exe\nnext")
        'ok\\x1b[2J\\u202egnp.exe\\nnext'
        >>> clean("caf\u00e9 \u4f60\u597d \U0001f600") == "caf\u00e9 \u4f60\u597d \U0001f600"
        True
    """
    text = str(value)

    def replace(match: re.Match[str]) -> str:
        char = match.group()
        if char == "\n" and newlines:
            return char
        return _visible(char) if _unsafe(char) else char

    return _CANDIDATE.sub(replace, text)


def markup(value: object) -> str:
    r"""``value`` cleaned and escaped, to put inside a Rich markup string.

    Example:
        >>> markup("[/INST] [link=http://x]y[/link]")
        '\\[/INST] \\[link=http://x]y\\[/link]'
    """
    return escape(clean(value))


def cell(value: object) -> Text:
    """``value`` cleaned, as a Rich Text (never parsed as markup or emoji codes)."""
    return Text(clean(value))


def id_column(header: str = "id") -> Column:
    """A table column for record ids: never wrapped or cut short, so an id can be copied.

    Only a terminal narrower than the whole table folds an id onto a second line.
    """
    return Column(header, no_wrap=True, min_width=ID_WIDTH, overflow="fold")


def console(*, stderr: bool = False) -> Console:
    """A Rich console that adds no highlighting or emoji codes to what it prints."""
    return Console(stderr=stderr, emoji=False, highlight=False)


def _json_escape(match: re.Match[str]) -> str:
    char = match.group()
    if not _unsafe(char):
        return char
    units = char.encode("utf-16-be", "surrogatepass")  # two units above U+FFFF
    return "".join(f"\\u{units[i] << 8 | units[i + 1]:04x}" for i in range(0, len(units), 2))


def dumps(obj: Any, **kwargs: Any) -> str:
    r"""``json.dumps(obj, **kwargs)``, with no raw control, format or surrogate character.

    ``json.dumps`` escapes C0 controls but, with ``ensure_ascii=False``, passes DEL, C1
    controls (``\x9b`` starts an escape sequence on some terminals), bidi overrides
    and lone surrogates through raw. These become ``\uXXXX`` escapes: the result is
    still valid JSON and decodes to the same value.

    Example:
        >>> dumps({"c": "\x9b2J\u202e\udcff"}, ensure_ascii=False)
        '{"c": "\\u009b2J\\u202e\\udcff"}'
    """
    return _JSON_CANDIDATE.sub(_json_escape, json.dumps(obj, **kwargs))
