"""Scoring a system's answer to a question: string level and pure.

A text *asserts* a fact when it names both the subject and the value (whole words,
case-insensitive); it asserts a *stale* fact when it names the subject and a superseded
value but not the current one: "Actually, Priya is not based in Lisbon, Priya is based
in Porto" asserts Porto, not Lisbon. :func:`score_question` reads the ranked texts and
the packed context of one answer against the question's ground truth.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial

from sfams_tiers._bench._stream_types import Fact, Question

__all__ = ["Asserts", "QuestionScore", "asserts", "asserts_stale", "score_question"]


@lru_cache(maxsize=4096)
def _pattern(phrase: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(phrase)}(?!\w)", re.IGNORECASE)


def _mentions(text: str, phrase: str) -> bool:
    return _pattern(phrase).search(text) is not None


def asserts(text: str, fact: Fact) -> bool:
    """True when ``text`` names both the fact's subject and its value.

    Example:
        >>> asserts("Priya is based in Porto.", Fact("Priya", "Porto"))
        True
    """
    return _mentions(text, fact.subject) and _mentions(text, fact.value)


def asserts_stale(text: str, stale: Fact, current: Sequence[Fact]) -> bool:
    """True when ``text`` states ``stale`` and none of the current facts of its subject.

    Example:
        >>> now = [Fact("Priya", "Porto")]
        >>> asserts_stale("Priya is based in Lisbon.", Fact("Priya", "Lisbon"), now)
        True
        >>> asserts_stale("Priya is not in Lisbon, she is in Porto.", Fact("Priya", "Lisbon"), now)
        False
    """
    if not asserts(text, stale):
        return False
    return not any(c.subject == stale.subject and asserts(text, c) for c in current)


@dataclass(frozen=True, slots=True)
class QuestionScore:
    """How one system did on one question.

    Attributes:
        hit: Every needed fact is asserted by one of the top-k texts.
        leak: A stale fact is in the packed context, or ranked above the current one.
        in_context: Every needed fact is asserted in the packed context.
    """

    hit: bool
    leak: bool
    in_context: bool


def _first(texts: Sequence[str], found: Callable[[str], bool]) -> int:
    """Rank of the first text for which ``found(text)`` holds, or len(texts)."""
    for rank, text in enumerate(texts):
        if found(text):
            return rank
    return len(texts)


Asserts = Callable[[str, Fact], bool]
"""Does a text state a fact? (string-level :func:`asserts`, or a stream's provenance)."""


def score_question(
    question: Question,
    texts: Sequence[str],
    context: str,
    k: int,
    *,
    asserts: Asserts = asserts,
) -> QuestionScore:
    r"""Score ranked ``texts`` and the packed ``context`` against ``question``.

    Example:
        >>> from sfams_tiers._bench._stream_types import Question
        >>> q = Question("q0", "Where is Priya based?", "current", "Priya", "Porto",
        ...              ("Lisbon",), ("t9",), (Fact("Priya", "Porto"),),
        ...              (Fact("Priya", "Lisbon"),), 9)
        >>> texts = ["Priya is based in Lisbon.", "Update: Priya is now based in Porto."]
        >>> score_question(q, texts, "\n".join(texts), k=5)
        QuestionScore(hit=True, leak=True, in_context=True)
    """
    top = list(texts[:k])
    # The context is one string, so read it line by line: a fact must be stated by one
    # memory, not pieced together from two.
    lines = context.splitlines()
    hit = all(any(asserts(t, fact) for t in top) for fact in question.needs)
    in_context = all(any(asserts(line, fact) for line in lines) for fact in question.needs)

    def stale_in(text: str, stale: Fact) -> bool:
        # A text stating the stale value and none of the subject's current ones.
        return asserts(text, stale) and not any(
            c.subject == stale.subject and asserts(text, c) for c in question.needs
        )

    def current_in(text: str, facts: Sequence[Fact]) -> bool:
        return any(asserts(text, fact) for fact in facts)

    leak = False
    for stale in question.stale_facts:
        if any(stale_in(line, stale) for line in lines):
            leak = True
            break
        current = [f for f in question.needs if f.subject == stale.subject]
        first_current = _first(top, partial(current_in, facts=current))
        first_stale = _first(top, partial(stale_in, stale=stale))
        if first_stale < first_current:
            leak = True
            break
    return QuestionScore(hit=hit, leak=leak, in_context=in_context)
