"""HashEmbedder: deterministic feature hashing, offline, numpy only."""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import re
from collections.abc import Iterable, Sequence

import numpy as np

from sfams_tiers._embed._base import (
    CJK_CHARACTERS,
    MEMO_LIMIT,
    WORD,
    Vectors,
    check_int,
    check_texts,
    unit_rows,
)
from sfams_tiers._errors import InvalidInput
from sfams_tiers._hant import fold

# Chinese and Japanese are written without spaces, so ``\w+`` would read a whole clause
# as one "word"; each CJK run becomes its characters' bigrams (one character alone stays
# a unigram), the usual unit of CJK retrieval.
_CJK_RUN = re.compile(f"[{CJK_CHARACTERS}]+")


FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "from",
        "by",
        "with",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "what",
        "who",
        "whom",
        "whose",
        "where",
        "when",
        "which",
        "how",
        "why",
        "this",
        "that",
        "these",
        "those",
        "it",
        "its",
        "and",
        "or",
        "but",
        "if",
        "so",
        "not",
        "no",
        "i",
        "me",
        "my",
        "you",
        "your",
        "he",
        "him",
        "his",
        "she",
        "her",
        "we",
        "us",
        "our",
        "they",
        "them",
        "their",
        "there",
        "here",
        "has",
        "have",
        "had",
        "will",
        "would",
        "can",
        "could",
        "should",
        "may",
        "might",
        "must",
        "shall",
        "s",
    ]
)
"""English words that carry grammar, not topic."""
FUNCTION_WEIGHT = 0.2
"""Weight of a function word (and of a bigram of two) against 1 for any other word."""


def words_of(text: str) -> list[str]:
    """The lowercase feature words of ``text``: word runs, CJK runs as bigrams.

    Traditional Chinese reads as Simplified (陳 as 陈), so either script finds the other.

    Example:
        >>> words_of("Order A-1042 王芳在成都")
        ['order', 'a', '1042', '王芳', '芳在', '在成', '成都']
    """
    out: list[str] = []
    for word in WORD.findall(fold(text).lower()):
        if not _CJK_RUN.search(word):
            out.append(word)
            continue
        for part in re.split(f"({_CJK_RUN.pattern})", word):
            if not part:
                continue
            if not _CJK_RUN.fullmatch(part) or len(part) == 1:
                out.append(part)
            else:
                out.extend(part[i : i + 2] for i in range(len(part) - 1))
    return out


class HashEmbedder:
    """Deterministic feature hashing: offline, numpy only, the same vectors on every machine.

    Features are lowercase words (a run of Chinese, Japanese or Korean characters gives
    its character bigrams as words), word bigrams and character n-grams of each word
    padded with ``<``/``>``; English function words ("the", "of", "is") weigh a fifth
    of the others. Each is hashed with BLAKE2b salted by ``seed`` (never ``hash()``, which
    differs per process) to a bucket and a sign; sums are damped with ``log1p`` and rows
    L2-normalised, so texts sharing words and word pieces score a high cosine.

    Args:
        dimension: Vector length, an int from 8 to 65536.
        char_ngrams: Shortest and longest character n-gram, within 1..16.
        seed: Hash salt (unsigned 64-bit); different seeds give unrelated spaces.

    Example:
        >>> emb = HashEmbedder(64)
        >>> vectors = asyncio.run(emb.embed(["launch deadline", "green tea"]))
        >>> vectors.shape, vectors.dtype.name, emb.name
        ((2, 64), 'float32', 'hash-v2:d64:c3-5:s0')
    """

    def __init__(
        self, dimension: int = 256, *, char_ngrams: tuple[int, int] = (3, 5), seed: int = 0
    ) -> None:
        self._dimension = check_int("dimension", dimension, 8, 65536, "256 or 384 work well")
        if not (isinstance(char_ngrams, tuple) and len(char_ngrams) == 2):
            raise InvalidInput("char_ngrams", "must be a (shortest, longest) tuple like (3, 5).")
        low = check_int("char_ngrams", char_ngrams[0], 1, 16, "the shortest n-gram")
        self._ngrams = (low, check_int("char_ngrams", char_ngrams[1], low, 16, "the longest"))
        self._seed = check_int("seed", seed, 0, 2**64 - 1, "an unsigned 64-bit salt")
        self._salt = self._seed.to_bytes(16, "little")
        # word -> (its feature digests, n-gram count, n-gram weight). Plain dict operations
        # are atomic, so worker threads sharing it can at worst compute a word twice.
        self._memo: dict[str, tuple[bytes, int, float]] = {}

    @property
    def name(self) -> str:
        """Stable identifier; ``v1`` changes whenever the feature scheme does."""
        return f"hash-v2:d{self._dimension}:c{self._ngrams[0]}-{self._ngrams[1]}:s{self._seed}"

    @property
    def dimension(self) -> int:
        """Length of every vector."""
        return self._dimension

    async def aclose(self) -> None:
        """Nothing to release."""

    async def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts``; big batches run in a worker thread so the event loop stays free."""
        items = check_texts(texts)
        if len(items) > 512:
            return await asyncio.to_thread(self._encode, items)
        return self._encode(items)

    def _digests(self, features: Iterable[str]) -> bytes:
        return b"".join(
            hashlib.blake2b(
                f.encode("utf-8", "surrogatepass"), digest_size=8, salt=self._salt
            ).digest()
            for f in features
        )

    def _word(self, word: str) -> tuple[bytes, int, float]:
        hit = self._memo.get(word)
        if hit is None:
            padded, (low, high) = f"<{word}>", self._ngrams
            grams = [
                padded[i : i + n] for n in range(low, high + 1) for i in range(len(padded) - n + 1)
            ] or [padded]
            # Scaled so that a word's n-grams together weigh as much as the word itself.
            blob = self._digests([f"w:{word}", *(f"c:{g}" for g in grams)])
            hit = (blob, len(grams), len(grams) ** -0.5)
            if len(word) <= 40:  # long tokens (ids, hashes) rarely repeat and would bloat it
                if len(self._memo) >= MEMO_LIMIT:
                    self._memo.clear()
                self._memo[word] = hit
        return hit

    def _encode(self, items: list[str]) -> Vectors:
        dim = self._dimension
        out = np.zeros((len(items), dim), dtype=np.float32)
        # Bounded chunks keep the bincount scratch space small even at 65536 dimensions.
        step = max(1, (1 << 22) // dim)
        for start in range(0, len(items), step):
            chunk = items[start : start + step]
            # Python only gathers digests; weights are kept as runs so numpy expands them.
            blobs: list[bytes] = []
            weights: list[float] = []
            runs: list[int] = []
            per_text: list[int] = []
            for text in chunk:
                words = words_of(text)
                count = max(len(words) - 1, 0)  # the bigrams
                for word in words:
                    blob, grams, weight = self._word(word)
                    # "What is the ... of the ..." must not make a question look like
                    # every sentence built the same way: function words weigh little.
                    scale = FUNCTION_WEIGHT if word in FUNCTION_WORDS else 1.0
                    blobs.append(blob)
                    weights += (scale, weight * scale)
                    runs += (1, grams)
                    count += 1 + grams
                if len(words) > 1:
                    pairs = list(itertools.pairwise(words))
                    blobs.append(self._digests(f"b:{a} {b}" for a, b in pairs))
                    weights += [
                        FUNCTION_WEIGHT if a in FUNCTION_WORDS and b in FUNCTION_WORDS else 1.0
                        for a, b in pairs
                    ]
                    runs += [1] * len(pairs)
                per_text.append(count)
            if not blobs:
                continue
            hashes = np.frombuffer(b"".join(blobs), dtype="<u8")
            # The sign bit is (almost) independent of the bucket, so collisions cancel out
            # on average instead of piling up.
            signed = np.where(hashes >> np.uint64(63), -1.0, 1.0) * np.repeat(weights, runs)
            rows = np.repeat(np.arange(len(chunk), dtype=np.intp) * dim, per_text)
            flat = rows + (hashes % np.uint64(dim)).astype(np.intp)
            sums = np.bincount(flat, signed, len(chunk) * dim).reshape(len(chunk), dim)
            out[start : start + len(chunk)] = np.sign(sums) * np.log1p(np.abs(sums))
        return unit_rows(out, "HashEmbedder")
