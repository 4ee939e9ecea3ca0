"""The Embedder protocol and the checks every embedder shares."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt

from sfams_tiers._errors import EmbeddingError, InvalidInput

Vectors = npt.NDArray[np.float32]

WORD = re.compile(r"\w+")
# Scripts written without spaces (kana, CJK ideographs and their extensions, hangul):
# the character class both the embedder and the dedupe rule read them by.
CJK_CHARACTERS = (
    r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
    r"\U00020000-\U0002fa1f"
)
# Natural text is Zipfian: this many memoised words catch nearly every repeat while the
# memory of a long-lived process stays flat.
MEMO_LIMIT = 200_000
LOCAL_EMBED_HINT = (
    "install the local-embed extra: on the team machines run `pip install torch==2.13.0` "
    "first, then `pip install 'sfams-tiers[local-embed]'`."
)


class Embedder(Protocol):
    """Turns texts into vectors; the one seam every tier and job embeds through.

    ``name`` is stable across processes and includes the model and dimension, so it can
    prefix cache keys and be stored beside the vectors. ``embed`` returns float32 of shape
    ``(len(texts), dimension)`` with unit rows (zero rows for texts without features);
    an empty list gives shape ``(0, dimension)``.

    Not ``runtime_checkable``: on Python 3.11 ``isinstance`` would call ``dimension``,
    which an :class:`OpenAIEmbedder` may refuse before its first request.

    Example:
        >>> import asyncio
        >>> from sfams_tiers import CachedEmbedder, HashEmbedder
        >>> embedder: Embedder = CachedEmbedder(HashEmbedder(128))
        >>> embedder.name, asyncio.run(embedder.embed([])).shape
        ('hash-v2:d128:c3-5:s0', (0, 128))
    """

    @property
    def name(self) -> str:
        """Stable identifier, including model and dimension."""

    @property
    def dimension(self) -> int:
        """Length of every vector."""

    async def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts`` into an array of shape ``(len(texts), dimension)``."""

    async def aclose(self) -> None:
        """Release HTTP clients or models the embedder created (idempotent)."""


def check_texts(texts: object) -> list[str]:
    # A bare str is a Sequence[str] too, but embedding its characters is never the intent.
    if isinstance(texts, str | bytes) or not isinstance(texts, Sequence):
        raise InvalidInput("texts", "must be a list of strings; wrap a single text as [text].")
    for i, text in enumerate(texts):
        if not isinstance(text, str):
            raise InvalidInput("texts", f"item {i} is a {type(text).__name__}, not a str.")
    return list(texts)


def check_int(field: str, value: object, low: int, high: int, hint: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInput(field, f"must be an int from {low} to {high} ({hint}), got {value!r}.")
    return value


def check_seconds(field: str, value: object, low: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value < math.inf:
        raise InvalidInput(field, f"must be a number of seconds >= {low}, got {value!r}.")
    return float(value)


def unit_rows(matrix: npt.ArrayLike, where: str) -> Vectors:
    out = np.array(matrix, dtype=np.float32)  # always a fresh array the caller owns
    if not np.isfinite(out).all():
        raise EmbeddingError(f"{where} produced NaN or infinite values; check the model.")
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    np.divide(out, norms, out=out, where=norms > 0)
    return out
