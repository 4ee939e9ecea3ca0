"""The frame of a statement: what it says of the things it names, with them masked.

"Mariam: Lucia is in Nashville now" has the frame "is in now". The slot rule
(``_slots``) compares frames by embedding similarity to tell whether two statements
about one subject fill the same slot, whatever their wording or language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sfams_tiers._hant import fold
from sfams_tiers._judge._names import MONTHS, WEEKDAYS

__all__ = ["frame_text"]

_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*|\d[\w.,:/-]*|[^\w\s]", re.UNICODE)
_CALENDAR = frozenset(MONTHS) | frozenset(WEEKDAYS)


def frame_text(text: str, entities: Sequence[str]) -> str:
    """``text`` with its entities, numbers, dates and names masked: what it says of them.

    Example:
        >>> frame_text("Mariam: Lucia is in Nashville now", ["name:Lucia", "name:Nashville"])
        'is in now'
    """
    body = re.sub(
        r"^\s*[^\s:\uff1a]{1,40}(?: [^\s:\uff1a]{1,40}){0,2}\s*[:\uff1a]\s*", "", fold(text)
    )
    for entity in sorted(entities, key=len, reverse=True):
        kind, _, name = entity.partition(":")
        if name:
            body = re.sub(re.escape(name), " ", body, flags=re.IGNORECASE)
        if kind == "person" and " " in name:
            # "Jess relocated ..." names person:Jess Whitaker by her first name.
            for word in name.split():
                body = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", " ", body, flags=re.IGNORECASE)
    kept = []
    for match in _WORD.finditer(body):
        word = match.group(0)
        if not word[0].isalnum() or word[0].isdigit() or word.lower() in _CALENDAR:
            continue
        if word[0].isupper() and match.start() > 0:
            continue  # a name or a value the judge did not tag
        kept.append(word.lower())
    return " ".join(kept)
