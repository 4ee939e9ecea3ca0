"""Embedders: texts in, unit-length float32 vectors out.

:class:`HashEmbedder` is the offline default (numpy only); :class:`OpenAIEmbedder` talks
to any OpenAI-compatible endpoint; :class:`SentenceTransformerEmbedder` runs MiniLM
locally; :class:`CachedEmbedder` puts an LRU cache in front of any of them. In every
embedder a blank text gets a zero row (HashEmbedder: any text without word characters).
"""

from sfams_tiers._embed._base import Embedder
from sfams_tiers._embed._cache import CachedEmbedder
from sfams_tiers._embed._hash import HashEmbedder
from sfams_tiers._embed._local import SentenceTransformerEmbedder
from sfams_tiers._embed._openai import OpenAIEmbedder

__all__ = [
    "CachedEmbedder",
    "Embedder",
    "HashEmbedder",
    "OpenAIEmbedder",
    "SentenceTransformerEmbedder",
]
