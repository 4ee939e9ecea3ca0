"""CachedEmbedder: an LRU cache keyed by text hash in front of any embedder."""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from sfams_tiers._embed._base import (
    Embedder,
    Vectors,
    check_int,
    check_texts,
)
from sfams_tiers._errors import DimensionMismatch, EmbeddingError


class CachedEmbedder:
    r"""An LRU cache in front of any :class:`Embedder`.

    Keys are SHA-256 of ``inner.name + "\0" + text``, so embedders never share entries.
    Uncached texts go to the inner embedder in one call, each distinct text once.
    ``misses`` counts texts the inner embedder embedded and ``hits`` every other text
    requested (cached, or repeated within a batch). Returned arrays are fresh copies.

    Args:
        inner: The embedder to cache.
        maxsize: Most vectors kept, at least 1.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import HashEmbedder
        >>> emb = CachedEmbedder(HashEmbedder(64))
        >>> _ = asyncio.run(emb.embed(["a b", "a b", "c"]))
        >>> emb.hits, emb.misses
        (1, 2)
    """

    def __init__(self, inner: Embedder, maxsize: int = 10_000) -> None:
        self._inner = inner
        self._maxsize = check_int("maxsize", maxsize, 1, 2**40, "the number of vectors kept")
        self._cache: OrderedDict[bytes, Vectors] = OrderedDict()
        self.hits = 0
        self.misses = 0

    @property
    def name(self) -> str:
        """The inner embedder's name: caching does not change the vectors."""
        return self._inner.name

    @property
    def dimension(self) -> int:
        """The inner embedder's dimension."""
        return self._inner.dimension

    async def aclose(self) -> None:
        """Close the inner embedder."""
        await self._inner.aclose()

    def __len__(self) -> int:
        return len(self._cache)

    async def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts``, asking the inner embedder only for texts not in the cache."""
        items = check_texts(texts)
        if not items:
            return await self._inner.embed([])
        prefix = self._inner.name + "\0"
        rows: list[Vectors | None] = []
        pending: dict[bytes, tuple[str, list[int]]] = {}
        for i, text in enumerate(items):
            key = hashlib.sha256((prefix + text).encode("utf-8", "surrogatepass")).digest()
            cached = self._cache.get(key)
            if cached is None:
                pending.setdefault(key, (text, []))[1].append(i)
            else:
                self._cache.move_to_end(key)
            rows.append(cached)
        if pending:
            fresh = await self._inner.embed([text for text, _ in pending.values()])
            if fresh.ndim != 2 or fresh.shape[0] != len(pending):
                raise EmbeddingError(
                    f"CachedEmbedder: {self._inner.name} returned shape {fresh.shape} for "
                    f"{len(pending)} texts; the inner embedder is broken."
                )
            for (key, (_, where)), vector in zip(pending.items(), fresh, strict=True):
                stored = np.array(vector, dtype=np.float32)
                stored.flags.writeable = False  # a bug elsewhere cannot corrupt the cache
                self._cache[key] = stored
                for i in where:
                    rows[i] = stored
            while len(self._cache) > self._maxsize:
                self._cache.popitem(last=False)
        self.misses += len(pending)
        self.hits += len(items) - len(pending)
        widths = {row.shape[0] for row in rows if row is not None}
        if len(widths) > 1:
            raise DimensionMismatch(min(widths), max(widths), where="CachedEmbedder")
        return np.stack([row for row in rows if row is not None])
