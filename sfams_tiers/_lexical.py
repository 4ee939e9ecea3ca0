"""The keyword channel of the warm tier: a memory's words as a sparse vector.

Dense vectors miss what matters most in agent memory: order and ticket numbers, cost
centres, names, error codes and rare words. The warm tier therefore stores a second,
sparse vector per memory, one weight per term, and the engine scores a query's terms
against it with BM25 (Qdrant's IDF modifier supplies the inverse document frequency).
Everything here runs client side, so every engine (Qdrant server, Qdrant Edge, the
in-memory reference) indexes exactly the same terms.

Terms:
    * words, case- and accent-folded ("Müller" and "muller" are one term);
    * identifiers whole and in parts: ``PO-4471`` gives ``po-4471``, ``po`` and
      ``4471``; ``getUserId`` gives ``getuserid``, ``get``, ``user`` and ``id``;
    * Chinese, Japanese and Korean text as overlapping character pairs (``发票号码``
      gives ``发票``, ``票号``, ``号码``), since it has no spaces to split on;
    * apostrophes: English clitics dropped (``Ravi's`` is ``ravi``, ``don't`` is
      ``don``), names joined (``O'Brien`` is ``obrien``);
    * no English stop words (they cost posting-list scans and score nothing).

A term's id is the first four bytes of its BLAKE2b hash keyed by the namespace (stable
across processes and versions of Python). The same word has a different id in each
namespace, so each namespace has posting lists of its own in the engine's one inverted
index: a search scans, and its IDF counts, only its namespace's postings (on Qdrant
Edge at 100,000 memories in 8 namespaces, the keyword request takes 0.26 ms at p50
against 0.59 ms with ids shared by every namespace). The IDF counts documents
in the namespace too (Qdrant's IDF corpus filter): no other namespace's words or size
weigh in a score, which a reader could otherwise infer from the BM25 scores it sees.

A document weighs each term by BM25's saturated term frequency (k1 = 1.2, b = 0.75,
against a typical memory of 16 terms); a query weighs each distinct term 1.

:func:`fuse` turns a cosine similarity and a BM25 score into one relevance in [0, 1]:
the cosine (clipped to [0, 1]) plus ``LEXICAL_WEIGHT`` of the distance left to 1, scaled
by the saturated BM25 score ``s / (s + LEXICAL_HALF)``. A memory sharing a rare
identifier with the query climbs most of the way to 1; one sharing nothing keeps its
cosine, so every threshold written for cosine still means what it did.

Example:
    >>> tokens("Invoice PO-4471 for Müller")
    ['invoice', 'po-4471', 'po', '4471', 'muller']
    >>> tokens("发票号码")
    ['发票', '票号', '号码']
    >>> round(fuse(0.2, 0.0), 3), round(fuse(0.2, 100.0), 2)
    (0.2, 0.46)
"""

from __future__ import annotations

import hashlib
import math
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

__all__ = [
    "LEXICAL_HALF",
    "LEXICAL_VECTOR",
    "LEXICAL_WEIGHT",
    "OLD_LEXICAL_VECTOR",
    "RETRIEVALS",
    "Retrieval",
    "SparseTerms",
    "document_terms",
    "fuse",
    "idf",
    "keyword_limit",
    "query_terms",
    "term_weight",
    "tokens",
]

Retrieval = Literal["hybrid", "dense"]
"""How recall searches the warm tier: both channels fused, or vectors only."""
RETRIEVALS: tuple[Retrieval, ...] = ("hybrid", "dense")

LEXICAL_VECTOR = "keywords"
"""The name of the sparse vector in Qdrant collections and Edge shards."""
OLD_LEXICAL_VECTOR = "text"
"""The sparse vector of the first keyword channel (term ids shared by all namespaces)."""
LEXICAL_WEIGHT = 0.35
"""Share of the distance from the cosine to 1 that a full keyword match closes."""
LEXICAL_HALF = 6.0
"""The BM25 score that closes half of ``LEXICAL_WEIGHT`` (about one rare shared term)."""

KEYWORD_SHARE = 2
"""A hybrid search of ``limit`` results takes ``limit / KEYWORD_SHARE`` keyword candidates."""
KEYWORD_MIN = 10
"""...but never fewer than this many (an identifier's memory among its look-alikes)."""

_K1 = 1.2
_B = 0.75
_TYPICAL_TERMS = 16.0

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_WORD = rf"[^\W_{_CJK}]+"
_TOKEN = re.compile(rf"[{_CJK}]+|{_WORD}(?:[-_./:@#+'\u2019]{_WORD})*")
_CJK_CHAR = re.compile(rf"[{_CJK}]")
_JOINER = re.compile(r"[-_./:@#+]")
_APOSTROPHE = re.compile(r"['\u2019]")
_CLITICS = frozenset({"s", "t", "d", "m", "ll", "re", "ve"})  # Ravi's, don't, we'll
_PIECE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^\W\d_A-Za-z]+")
_STOP = frozenset(
    """a about also an and any are as at be been but by can could did do does for from
    had has have he her his how i if in into is it its just me my no not of on only or
    our she should so some such than that the their them then there these they this
    those to too us very was we were what when where which who whom why will with would
    you your""".split()  # noqa: SIM905 (a word list reads better as text)
)


@dataclass(frozen=True, slots=True)
class SparseTerms:
    """A sparse vector: term ids in ascending order and one weight per id.

    Example:
        >>> terms = query_terms("PO-4471", "team-a")
        >>> len(terms.indices) == len(terms.values) == 3
        True
    """

    indices: tuple[int, ...]
    values: tuple[float, ...]

    def __bool__(self) -> bool:
        return bool(self.indices)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _pairs(run: str) -> list[str]:
    return [run] if len(run) == 1 else [run[i : i + 2] for i in range(len(run) - 1)]


def _unquoted(token: str) -> str:
    """``token`` without apostrophes.

    An English clitic is dropped (``Ravi's`` is ``Ravi``), a name joined in one word
    (``O'Brien`` is ``Obrien``).
    """
    if not _APOSTROPHE.search(token):
        return token
    head, *rest = _APOSTROPHE.split(token)
    if len(rest) == 1 and rest[0].casefold() in _CLITICS:
        return head
    return head + "".join(rest).casefold()  # one word: O'Brien, not O and Brien


def _one_word(token: str) -> bool:
    """An ASCII token of letters in one case pattern (``denver``, ``Denver``, ``USA``)."""
    return token.isalpha() and (token.islower() or token.istitle() or token.isupper())


def tokens(text: str) -> list[str]:
    """The terms of ``text`` in order, repeated as often as they occur (see the module)."""
    out: list[str] = []
    for match in _TOKEN.finditer(unicodedata.normalize("NFKC", text)):
        token = match.group()
        if _CJK_CHAR.match(token):
            out += _pairs(token)
            continue
        if token.isascii() and (token.isdigit() or _one_word(token)):  # most tokens
            folded = token.lower()
            if folded not in _STOP:
                out.append(folded)
            continue
        token = _unquoted(token)
        folded = _fold(token).casefold()
        pieces = [p for part in _JOINER.split(token) for p in _PIECE.findall(_fold(part))]
        if len(pieces) > 1:  # an identifier: whole, then its parts
            out.append(folded)
            out += [p.casefold() for p in pieces if p.casefold() not in _STOP]
        elif folded not in _STOP:
            out.append(folded)
    return out


@lru_cache(maxsize=65_536)
def _term_id(namespace: str, term: str) -> int:
    digest = hashlib.blake2b(term.encode(), digest_size=4, key=namespace.encode())
    return int.from_bytes(digest.digest(), "little")


def _sparse(weights: dict[int, float]) -> SparseTerms:
    ordered = sorted(weights.items())
    return SparseTerms(tuple(i for i, _ in ordered), tuple(w for _, w in ordered))


def document_terms(text: str, namespace: str) -> SparseTerms:
    """The sparse vector stored with a memory of ``namespace``: saturated term counts."""
    found = tokens(text)
    if not found:
        return SparseTerms((), ())
    weights: dict[int, float] = {}
    for term, count in Counter(found).items():
        key = _term_id(namespace, term)
        weights[key] = weights.get(key, 0.0) + term_weight(count, len(found))
    return _sparse(weights)


def term_weight(count: int, length: int) -> float:
    """BM25's saturated weight of a term found ``count`` times in a text of ``length`` terms.

    Example:
        >>> round(term_weight(1, 16), 3), round(term_weight(3, 16), 3)
        (1.0, 1.571)
    """
    return count * (_K1 + 1.0) / (count + _K1 * (1.0 - _B + _B * length / _TYPICAL_TERMS))


@lru_cache(maxsize=1024)  # recall searches twice with one query (main and mentions)
def query_terms(text: str, namespace: str) -> SparseTerms:
    """The sparse vector of a query in ``namespace``: each distinct term weighs 1."""
    return _sparse({_term_id(namespace, term): 1.0 for term in tokens(text)})


def keyword_limit(limit: int) -> int:
    """How many BM25 candidates a hybrid search of ``limit`` results considers.

    Half of ``limit``, at least ``KEYWORD_MIN``: a keyword candidate below the best
    half rarely outranks the nearest points once fused, and each one costs the engine
    a payload read (about 10 µs on Qdrant Edge).

    Example:
        >>> keyword_limit(40), keyword_limit(10)
        (20, 10)
    """
    return max(KEYWORD_MIN, limit // KEYWORD_SHARE)


def idf(documents: int, having: int) -> float:
    """Qdrant's IDF of a term found in ``having`` of ``documents`` documents."""
    return math.log((documents - having + 0.5) / (having + 0.5) + 1.0)


def _saturated(lexical: float) -> float:
    return lexical / (lexical + LEXICAL_HALF) if lexical > 0 else 0.0


def fuse(cosine: float, lexical: float) -> float:
    """One relevance in [0, 1] from a cosine similarity and a BM25 score (see the module)."""
    base = min(max(cosine, 0.0), 1.0)
    return base + (1.0 - base) * LEXICAL_WEIGHT * _saturated(lexical)
