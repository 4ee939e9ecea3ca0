"""Extractive, deterministic summaries of a cluster of memories (the offline judge's)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sfams_tiers._errors import InvalidQuery
from sfams_tiers._judge._cues import base_type, chatter_share
from sfams_tiers._judge._entities import VALUE_KINDS, find_entities, specific, words
from sfams_tiers._judge._relations import Reading, frame_similarity, read_text
from sfams_tiers._models import MemoryRecord

__all__ = ["clip", "summarize_records"]

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_ELLIPSIS = "…"


def clip(text: str, max_chars: int, *, mark: str = _ELLIPSIS) -> str:
    """``text`` on one line, cut on a word boundary, with ``mark``, to at most ``max_chars``.

    Example:
        >>> clip("Order A-1042 shipped to Berlin", 20)
        'Order A-1042…'
        >>> clip(" Order  A-1042   shipped", 14, mark="")
        'Order A-1042'
    """
    if not isinstance(max_chars, int) or isinstance(max_chars, bool) or max_chars < 1:
        raise InvalidQuery("max_chars", f"must be a whole number >= 1 (got {max_chars!r}).")
    text = " ".join(text.split())
    if len(text) <= max_chars:
        return text
    limit = max_chars - len(mark)
    head = text[:limit]
    # Drop a partial last word, unless the text starts with one giant word.
    if text[limit] != " " and " " in head:
        head = head.rsplit(" ", 1)[0]
    return head.rstrip(" ,;:-") + mark


def summarize_records(records: Sequence[MemoryRecord], *, max_chars: int, today: date) -> str:
    """The most informative sentences of ``records``, deduplicated, within ``max_chars``.

    Sentences rank by the entities and values they carry, then the record's importance,
    then recency (newest first). A state sentence is dropped when a newer state sentence
    about the same subject and attribute exists; chatter and near-duplicates are
    dropped. The entities several records share lead the text.
    """
    clip("", max_chars)  # validates max_chars even for an empty batch
    if not records:
        return ""
    newest_first = sorted(records, key=lambda r: (r.created_at, r.id), reverse=True)
    # Names that any record gives a specific kind ("Project Orion") resolve in all of them.
    known = [e for r in newest_first for e in (*r.entities, *find_entities(r.content, today=today))]
    sentences: list[_Sentence] = []
    for rank, record in enumerate(newest_first):
        for position, raw in enumerate(_SENTENCE.split(record.content)):
            text = " ".join(raw.split())
            if not text or chatter_share(text) >= 0.5:
                continue
            reading = read_text(text, today=today, known=known)
            numbers = sum(any(ch.isdigit() for ch in w) for w in words(text))
            score = 2.0 * len(reading.subjects) + 1.5 * len(reading.values) + 0.5 * numbers
            state = base_type(record.type) == "state"
            sentences.append(
                _Sentence(-(score + record.importance), rank, position, text, reading, state)
            )
    chosen: list[str] = []
    seen: list[set[str]] = []
    for sentence in sorted(sentences, key=lambda s: (s.neg_score, s.rank, s.position)):
        tokens = set(words(sentence.text))
        if _replaced(sentence, sentences) or any(
            len(tokens & other) / max(1, len(tokens | other)) >= 0.8 for other in seen
        ):
            continue
        text = sentence.text
        chosen.append(text if text[-1] in ".!?" else text + ".")
        seen.append(tokens)
    return clip(_lead(newest_first, known, today) + " ".join(chosen), max_chars)


@dataclass(frozen=True, slots=True)
class _Sentence:
    neg_score: float
    rank: int  # 0 = newest record
    position: int
    text: str
    reading: Reading
    state: bool


def _replaced(sentence: _Sentence, sentences: Sequence[_Sentence]) -> bool:
    """True for a state sentence that a newer state sentence of the same frame replaces."""
    return sentence.state and any(
        other.state
        and other.rank < sentence.rank
        and other.reading.subjects & sentence.reading.subjects
        and frame_similarity(other.reading.frame, sentence.reading.frame) >= 1 / 3
        for other in sentences
    )


def _lead(records: Sequence[MemoryRecord], known: Sequence[str], today: date) -> str:
    """The lead "About x, y: " naming entities that two or more records mention."""
    if len(records) < 2:
        return ""
    gazetteer = {e.partition(":")[2].lower(): e for e in known if specific(e)}
    counts: Counter[str] = Counter()
    order: dict[str, int] = {}
    for record in reversed(records):  # oldest first: "order" is order of appearance
        found = dict.fromkeys(
            [*record.entities, *find_entities(record.content, today=today, gazetteer=gazetteer)]
        )
        for entity in found:
            if entity.partition(":")[0] not in VALUE_KINDS:
                counts[entity] += 1
                order.setdefault(entity, len(order))
    shared = sorted((e for e, n in counts.items() if n >= 2), key=lambda e: (-counts[e], order[e]))
    return f"About {', '.join(shared[:3])}: " if shared else ""
