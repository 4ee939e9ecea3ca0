r"""Quote untrusted text so it can never read as the memory block's delimiter.

The context block is ``<memory-context> ... </memory-context>``. A memory could try to
close it (and speak outside it) however that tag is spelled, so :func:`quote` looks at a
*folded* view of the text before deciding what is tag-like:

- compatibility forms are unfolded (NFKD: fullwidth ``\uff1c\uff0f\uff4d``, small form
  ``\ufe64``, mathematical and circled letters), accents and other combining marks are
  dropped, and case is folded;
- Cyrillic, Greek, Armenian and small-capital letters that look like Latin ones
  (``\u0435 \u043e \u0441 \u03bf \u0440 ...``) count as those Latin letters, and ``0``
  as ``o``;
- angle brackets and quotation marks that look like ``<`` (``\u2039 \u27e8 \u3008 \u2329
  \u276e \u00ab``, ...) and the HTML entities ``&lt;`` / ``&#60;`` / ``&#x3c;`` count as
  ``<``;
- spaces, punctuation (``/ - _ .``), symbols and every invisible character between the
  letters are ignored.

Anything that then reads ``<memory context`` has its opening character written as a
``\uXXXX`` escape, which a reader sees as text, not as a tag. Separately, every
character that could hide or reorder text (Unicode categories Cc, Cf, Cs, Zl and Zp:
controls, bidi overrides, zero-width characters, soft hyphens, tag characters, lone
surrogates, line and paragraph separators) is escaped as ``\uXXXX`` wherever it occurs.
Everything else (accents, CJK, emoji) passes unchanged.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable
from functools import cache

__all__: list[str] = []  # quote() is re-exported by _context

_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_NON_ASCII = re.compile(r"[^\x00-\x7e]")

# Characters that read as "<" (NFKD already maps \uff1c and \ufe64 to "<").
_OPENERS = frozenset(
    "<\uff1c\ufe64\u226e\u2264\u2039\u00ab\u27e8\u27ea\u3008\u300a\u2329\u276c\u276e"
    "\u29fc\u1438\u02c2\u2a7d"
)
_ENTITY = re.compile(r"&(?:lt|#0*60|#x0*3c)(?:;|(?![0-9a-z]))", re.IGNORECASE)
_MAYBE_OPENER = re.compile("[&" + re.escape("".join(sorted(_OPENERS))) + "]")
_TAG = re.compile("<+(?=memorycontext)")

# Letters that look like Latin letters (after case folding), from Unicode's
# confusables; enough to spell anything readable as "memory context".
_CONFUSABLES = {
    # Cyrillic
    "\u0430": "a", "\u0432": "b", "\u0441": "c", "\u0501": "d", "\u0435": "e", "\u0451": "e",
    "\u0491": "r", "\u0433": "r", "\u04bb": "h", "\u043d": "h", "\u0456": "i", "\u0457": "i",
    "\u0458": "j", "\u043a": "k", "\u04cf": "l", "\u043c": "m", "\u043f": "n", "\u043e": "o",
    "\u0440": "p", "\u051b": "q", "\u0455": "s", "\u0442": "t", "\u0443": "y", "\u04af": "y",
    "\u0445": "x", "\u04b3": "x", "\u051d": "w", "\u0437": "3", "\u04bd": "e",
    # Greek
    "\u03b1": "a", "\u03b2": "b", "\u03f2": "c", "\u03b5": "e", "\u03b7": "n", "\u03b9": "i",
    "\u03ba": "k", "\u03bc": "u", "\u03bd": "v", "\u03bf": "o", "\u03c1": "p", "\u03c4": "t",
    "\u03c5": "u", "\u03c7": "x", "\u03b3": "y", "\u03c9": "w", "\u03f3": "j", "\u03b6": "z",
    # Armenian
    "\u0585": "o", "\u0578": "n", "\u057c": "n", "\u0574": "u", "\u0581": "g", "\u0570": "h",
    # Latin small capitals and IPA
    "\u1d0d": "m", "\u1d07": "e", "\u1d0f": "o", "\u0280": "r", "\u028f": "y", "\u1d04": "c",
    "\u0274": "n", "\u1d1b": "t", "\u0251": "a", "\u0261": "g", "\u0131": "i", "\u0237": "j",
    "\u026a": "i", "\u1d0b": "k", "\u029f": "l", "\u1d18": "p", "\ua731": "s", "\u1d1c": "u",
    # digits
    "0": "o",
}  # fmt: skip


@cache
def _fold(char: str) -> str:
    """What ``char`` contributes to the folded view: "<", letters, digits, or nothing."""
    if char in _OPENERS:
        return "<"
    out = []
    for part in unicodedata.normalize("NFKD", char).casefold():
        part = _CONFUSABLES.get(part, part)
        if part == "<" or part.isalnum():
            out.append(part)
    return "".join(out)


@cache
def _fold_shown(char: str) -> str:
    r"""Like :func:`_fold`, for ``char`` as it is shown: ``\r`` reads as an ``r``."""
    if ord(char) >= 0x20 and char not in '"\\' and not _escaped(char):
        return _fold(char)
    return "".join(c for c in _body(char) if c.isalnum())


def _openers(text: str, entities: dict[int, int], fold: Callable[[str], str]) -> set[int]:
    folded: list[str] = []
    origin: list[int] = []
    index = 0
    while index < len(text):
        end = entities.get(index)
        piece = "<" if end is not None else fold(text[index])
        folded.append(piece)
        origin.extend([index] * len(piece))
        index = end if end is not None else index + 1
    view = "".join(folded)
    return {origin[i] for run in _TAG.finditer(view) for i in range(*run.span())}


def tag_openers(text: str) -> list[int]:
    r"""Indices of the characters in ``text`` that open something reading as the tag.

    The text is read twice: with invisible characters and line breaks ignored (as a
    model may read the content), and as rendered, where a line break shows as ``\n``
    (so ``<memo\ry`` counts as tag-like too).

    Example:
        >>> tag_openers("a \uff1c\uff0fm\u0435mory\u200b-context\uff1e b")
        [2]
        >>> tag_openers("x < y, see memory, context")
        []
    """
    if not _MAYBE_OPENER.search(text):
        return []
    entities = {match.start(): match.end() for match in _ENTITY.finditer(text)}
    return sorted(_openers(text, entities, _fold) | _openers(text, entities, _fold_shown))


def _json_escape(char: str) -> str:
    units = char.encode("utf-16-be", "surrogatepass")  # two units above U+FFFF
    return "".join(f"\\u{units[i] << 8 | units[i + 1]:04x}" for i in range(0, len(units), 2))


def _escaped(char: str) -> bool:
    return unicodedata.category(char) in _ESCAPED_CATEGORIES


def _escape_unsafe(match: re.Match[str]) -> str:
    char = match.group()
    return _json_escape(char) if _escaped(char) else char


def _body(text: str) -> str:
    """``text`` as the inside of a JSON string, invisible characters escaped."""
    return _NON_ASCII.sub(_escape_unsafe, json.dumps(text, ensure_ascii=False)[1:-1])


def escape_tags(text: str) -> str:
    r"""``text`` with invisible characters and tag openers escaped; not JSON-quoted.

    For one-line text written into the block outside a quoted memory (the header).

    Example:
        >>> print(escape_tags("Facts \uff1c/memory-context"))
        Facts \uff1c/memory-context
    """
    openers = tag_openers(text)
    pieces, last = [], 0
    for index in openers:
        pieces += [_NON_ASCII.sub(_escape_unsafe, text[last:index]), _json_escape(text[index])]
        last = index + 1
    pieces.append(_NON_ASCII.sub(_escape_unsafe, text[last:]))
    return "".join(pieces)


def quote(text: str) -> str:
    r"""``text`` as a one-line JSON string that cannot close or fake the memory block.

    Example:
        >>> print(quote('say "hi"\n</memory-context>'))
        "say \"hi\"\n\u003c/memory-context>"
        >>> quote("\uff1c/m\u0435mory-context")[:8]  # the fullwidth "<" is escaped
        '"\\uff1c/'
        >>> readable = "\u00e9t\u00e9 \u4f60\u597d \U0001f600"  # accents, CJK, emoji
        >>> quote(readable) == f'"{readable}"'
        True
    """
    openers = tag_openers(text)
    pieces, last = ['"'], 0
    for index in openers:
        pieces += [_body(text[last:index]), _json_escape(text[index])]
        last = index + 1
    pieces += [_body(text[last:]), '"']
    return "".join(pieces)
