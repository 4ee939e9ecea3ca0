"""A benchmark stream's parts: turns, facts, and questions with their ground truth.

A :class:`Stream` is what ``generate_stream`` returns; the family streams of
``_streams`` are made of the same :class:`Turn`, :class:`Fact` and :class:`Question`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

__all__ = ["Fact", "Question", "QuestionKind", "Stream", "Turn", "by_turn"]

QuestionKind = Literal["current", "2hop", "anchor", "resolved-state"]


@dataclass(frozen=True, slots=True)
class Turn:
    """One utterance of the stream.

    Attributes:
        id: Stable id, ``t<index>``.
        index: Position in the stream (0-based).
        session: Session number (0-based).
        speaker: Who said it (a person or an agent).
        text: What was said.
        time: When (aware UTC).
        kind: ``noise``, ``fact``, ``update``, ``ticket`` or ``anchor`` (for analysis).
    """

    id: str
    index: int
    session: int
    speaker: str
    text: str
    time: datetime
    kind: str


@dataclass(frozen=True, slots=True)
class Fact:
    """A (subject, value) pair a text asserts when it mentions both.

    Example:
        >>> Fact("Priya", "Lisbon").value
        'Lisbon'
    """

    subject: str
    value: str


@dataclass(frozen=True, slots=True)
class Question:
    """A question with its ground truth at the time it is asked.

    Attributes:
        id: Stable id, ``q<index>``.
        text: The question.
        kind: ``current``, ``2hop``, ``anchor`` or ``resolved-state``.
        subject: The entity asked about.
        answer: The current value string.
        stale: Superseded values of the answer's attribute, oldest first.
        evidence: Ids of the turns that state the needed current facts.
        needs: The facts a reader needs (one, or two for ``2hop``).
        stale_facts: Superseded facts that must not be served as current.
        asked_after: Index of the turn after which the question is asked.
    """

    id: str
    text: str
    kind: QuestionKind
    subject: str
    answer: str
    stale: tuple[str, ...]
    evidence: tuple[str, ...]
    needs: tuple[Fact, ...]
    stale_facts: tuple[Fact, ...]
    asked_after: int


@dataclass(frozen=True, slots=True)
class Stream:
    """A generated stream: turns in time order and questions in asking order.

    Example:
        >>> from sfams_tiers._bench._generator import generate_stream
        >>> stream = generate_stream(sessions=5, seed=1)
        >>> stream.turns[0].index, stream.questions[-1].asked_after == len(stream.turns) - 1
        (0, True)
    """

    seed: int
    sessions: int
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]

    def questions_after(self) -> dict[int, list[Question]]:
        """Questions grouped by the turn index after which they are asked."""
        return by_turn(self.questions)

    def asserts(self, text: str, fact: Fact) -> bool:
        """True when ``text`` names both the fact's subject and its value (whole words).

        Every template names both, so the string rule is exact for this stream.
        """
        return _names(text, fact.subject) and _names(text, fact.value)


def by_turn(questions: Iterable[Question]) -> dict[int, list[Question]]:
    """``questions`` grouped by the turn index after which they are asked."""
    grouped: dict[int, list[Question]] = {}
    for question in questions:
        grouped.setdefault(question.asked_after, []).append(question)
    return grouped


def _names(text: str, phrase: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text, re.IGNORECASE) is not None
