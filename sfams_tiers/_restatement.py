"""When two texts say the same thing: the rule that lets a new memory merge into an old one.

A near-duplicate is merged into the memory it repeats (the old one is reinforced, the
new text is not stored), so a wrong merge loses a fact. Vector similarity cannot decide
it: "Goran is away from Monday until Saturday" and "... from Saturday until Tuesday"
sit at cosine 0.98. Two texts restate each other only when, once normalised (Unicode
NFKC, case, punctuation, whitespace), their words differ at most by filler words
("ok", "just", "the" ...). Any other word that differs, a number, date, weekday,
identifier, name, negation or CJK character, makes them two memories.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from sfams_tiers._embed._base import CJK_CHARACTERS

__all__ = ["restates", "statement_tokens"]

# Words whose presence or absence never changes what a sentence states.
_FILLER = frozenset(
    [
        "a",
        "an",
        "the",
        "ok",
        "okay",
        "so",
        "just",
        "really",
        "actually",
        "well",
        "oh",
        "hey",
        "hi",
        "please",
        "thanks",
        "thank",
        "you",
        "btw",
        "fyi",
        "also",
        "too",
        "very",
        "quite",
        "again",
        "still",
        "yeah",
        "yep",
        "hmm",
        "um",
        "uh",
        "anyway",
        "basically",
    ]
)
# One token per word (letters, digits, and the marks inside identifiers such as A-1042,
# 3.5 or jo@x.io), and one per CJK character, so Chinese text compares character by
# character.
_CJK = CJK_CHARACTERS
_TOKEN = re.compile(rf"[{_CJK}]|(?:[^\W{_CJK}]|(?<=\w)[-.@/:+'](?=\w))+|(?<!\w)[-+](?=\d)")


def statement_tokens(text: str) -> Counter[str]:
    """The multiset of normalised, meaningful tokens of ``text``.

    Example:
        >>> sorted(statement_tokens("OK, Order A-1042 ships   Friday!").elements())
        ['a-1042', 'friday', 'order', 'ships']
        >>> sorted(statement_tokens("王芳在成都").elements())
        ['在', '成', '王', '芳', '都']
    """
    normal = unicodedata.normalize("NFKC", text).casefold()
    tokens = Counter(t for t in _TOKEN.findall(normal) if t not in _FILLER)
    # Symbols carry meaning too: $5 is not EUR 5, 5% is not 5.
    tokens.update(ch for ch in normal if ch == "%" or unicodedata.category(ch).startswith("S"))
    return tokens


def restates(new: str, old: str) -> bool:
    """True when ``new`` says exactly what ``old`` says (safe to merge into it).

    Example:
        >>> restates("The launch is on March 3.", "the launch is on march 3")
        True
        >>> restates("Goran is away Monday to Saturday", "Goran is away Saturday to Tuesday")
        False
        >>> restates("Uma mentioned that Docker is slow", "Goran mentioned that Docker is slow")
        False
        >>> restates("The build is green", "The build is not green")
        False
    """
    return statement_tokens(new) == statement_tokens(old)
