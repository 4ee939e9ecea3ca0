"""The in-memory warm tier's keyword channel: BM25 over one namespace's postings.

The reference for what Qdrant computes with a sparse vector and the IDF modifier
(:mod:`sfams_tiers._lexical`): a query term found in ``n`` of the namespace's ``N``
documents weighs :func:`~sfams_tiers._lexical.idf` ``(N, n)``, and a document scores the
sum, over the query's terms it holds, of that weight times its stored term weight.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection

from sfams_tiers._lexical import SparseTerms, idf

__all__ = ["LexicalIndex"]


class LexicalIndex:
    """Postings of one namespace: term id -> {record id: weight}."""

    def __init__(self) -> None:
        self._postings: dict[int, dict[str, float]] = defaultdict(dict)
        self._documents: dict[str, tuple[int, ...]] = {}

    def __len__(self) -> int:
        return len(self._documents)

    def put(self, record_id: str, terms: SparseTerms) -> None:
        """Index a record's terms (replacing what it had)."""
        self.delete(record_id)
        self._documents[record_id] = terms.indices
        for term, weight in zip(terms.indices, terms.values, strict=True):
            self._postings[term][record_id] = weight

    def delete(self, record_id: str) -> None:
        """Forget a record's terms (nothing if it had none)."""
        for term in self._documents.pop(record_id, ()):
            posting = self._postings[term]
            posting.pop(record_id, None)
            if not posting:
                del self._postings[term]

    def best(
        self, query: SparseTerms, allowed: Callable[[Collection[str]], set[str]], limit: int
    ) -> dict[str, float]:
        """The ``limit`` best BM25 scores among the records ``allowed`` keeps (ties by id)."""
        documents = len(self._documents)
        scores: dict[str, float] = defaultdict(float)
        for term, weight in zip(query.indices, query.values, strict=True):
            posting = self._postings.get(term)
            if not posting:
                continue
            factor = idf(documents, len(posting)) * weight
            for record_id, stored in posting.items():
                scores[record_id] += factor * stored
        if not scores:
            return {}
        kept = allowed(scores.keys())
        ranked = sorted((i for i in scores if i in kept), key=lambda i: (-scores[i], i))
        return {i: scores[i] for i in ranked[:limit]}
