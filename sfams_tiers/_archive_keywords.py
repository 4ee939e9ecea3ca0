"""The keyword channel of the archive search: BM25 over archived memories as they stream by.

The archive keeps no inverted index (cold data is scanned, not indexed), so a hybrid
archive search scores the query's words while it scans. An archived memory's terms and
their weights are the ones the warm tier stores (:func:`~sfams_tiers._lexical.tokens`,
:func:`~sfams_tiers._lexical.term_weight`), compared as words (no term ids to hash),
the IDF counts the archived memories the scan sees (the corpus searched, one
namespace's), and the score fuses with the cosine as a warm hit's does
(:func:`~sfams_tiers._lexical.fuse`).

Tokenising costs about 20 µs a memory, so most memories are skipped unread: every term
of a plain ASCII text is a substring of that text lower-cased without apostrophes, so
an ASCII memory holding none of the query's words that way shares no term with it.
"""

from __future__ import annotations

from collections import Counter

from sfams_tiers._lexical import idf, term_weight, tokens

__all__ = ["ArchiveKeywords"]


class ArchiveKeywords:
    """BM25 scores of a query's words over the archived memories :meth:`add` counts.

    Example:
        >>> keywords = ArchiveKeywords("invoice PO-4471")
        >>> keywords.add("a", "Invoice PO-4471 is paid"), keywords.add("b", "Lunch at noon")
        (True, False)
        >>> sorted(keywords.scores())
        ['a']
    """

    def __init__(self, text: str) -> None:
        self._words = frozenset(tokens(text))
        self._documents = 0
        self._having: Counter[str] = Counter()
        self._shared: dict[str, dict[str, float]] = {}

    def __bool__(self) -> bool:
        """False for a query without a searchable word (nothing to score)."""
        return bool(self._words)

    def add(self, record_id: str, content: str) -> bool:
        """Count one archived memory; True when it shares a term with the query."""
        self._documents += 1
        if content.isascii():
            plain = content.lower().replace("'", "")
            if not any(word in plain for word in self._words):
                return False
        found = tokens(content)
        counts = Counter(term for term in found if term in self._words)
        if not counts:
            return False
        self._having.update(counts.keys())
        self._shared[record_id] = {
            term: term_weight(count, len(found)) for term, count in counts.items()
        }
        return True

    def scores(self) -> dict[str, float]:
        """Record id -> BM25 score, for the memories that share a term with the query."""
        weights = {term: idf(self._documents, having) for term, having in self._having.items()}
        return {
            record_id: sum(weights[term] * weight for term, weight in shared.items())
            for record_id, shared in self._shared.items()
        }
