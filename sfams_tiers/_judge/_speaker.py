"""The speaker prefix of a chat line ("Mariam: ..."), which names the author, not a subject.

In team chat the author's name often opens the line. Read as an entity, it tags every
line the author writes, so re-anchoring and the entity boost then favour the author's
small talk. The prefix is a subject only when the line speaks in the first person
("Mariam: my new cell is ...", or in Chinese a line opening with a name and a
full-width colon, then 我).
"""

from __future__ import annotations

import re

from sfams_tiers._judge._cjk import has_cjk, person_name

__all__ = ["speaks_of_self", "split_speaker"]

_PREFIX = re.compile(
    r"^\s*(?P<name>[A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*){0,2}"
    r"|[\u4e00-\u9fff\u3400-\u4dbf·]{2,5})\s*[:\uff1a]\s*(?=\S)"
)
_FIRST_PERSON = re.compile(
    r"\b(?:i|i['\u2019](?:m|ve|ll|d)|me|my|mine|myself)\b|[\u6211\u54b1]", re.IGNORECASE
)
# Labels that open a line like a name but say what follows ("Update: ...", "Note: ...").
_LABELS = frozenset(
    [
        "update",
        "note",
        "fyi",
        "psa",
        "btw",
        "reminder",
        "correction",
        "action",
        "decision",
        "status",
        "heads",
        "todo",
        "re",
        "fwd",
        "ps",
        "question",
        "answer",
        "info",
        "important",
        "warning",
        "edit",
    ]
)


def split_speaker(text: str) -> tuple[str | None, str]:
    """(the speaker prefix, the rest) of ``text``; (None, text) without a prefix.

    The rest never holds the prefix: a line in the first person ("Mariam: my new cell
    is ...") is about the speaker too, which :func:`speaks_of_self` tells.

    Example:
        >>> split_speaker("Mariam: lol same")
        ('Mariam', 'lol same')
        >>> split_speaker("Mariam: my new cell is 555-0132")
        ('Mariam', 'my new cell is 555-0132')
        >>> split_speaker("Update: Priya moved to Porto")
        (None, 'Update: Priya moved to Porto')
    """
    match = _PREFIX.match(text)
    if match is None or match.group("name").split()[0].lower() in _LABELS:
        return None, text
    name = match.group("name")
    if has_cjk(name) and not person_name(name):
        return None, text  # a CJK label that is no name opens with a phrase, not a speaker
    return match.group("name"), text[match.end() :]


def speaks_of_self(body: str) -> bool:
    """True when a chat line's body is in the first person (its speaker is a subject).

    Example:
        >>> speaks_of_self("my new cell is 555-0132"), speaks_of_self("Lucia is in Paris")
        (True, False)
    """
    return _FIRST_PERSON.search(body) is not None
