"""OpenAIEmbedder: any OpenAI-compatible embeddings endpoint, batched, with retries."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from sfams_tiers._errors import ConfigurationError, DimensionMismatch, EmbeddingError, InvalidInput

if TYPE_CHECKING:
    import openai

from sfams_tiers._embed._base import (
    Vectors,
    check_int,
    check_seconds,
    check_texts,
    unit_rows,
)


class OpenAIEmbedder:
    """Embeddings from any OpenAI-compatible ``/v1/embeddings`` endpoint.

    Key and URL default to ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL``. Texts go out in
    batches of ``batch_size``, one request at a time. Connection errors, timeouts, 429 and
    5xx are retried with exponential backoff (the client's own retries are turned off, so
    this is the only retry policy); other errors, or retries running out, raise
    :class:`EmbeddingError`. ``dimensions=`` is sent only when ``dimension`` is given;
    otherwise the first response sets the dimension and later ones must match. Until then
    :attr:`dimension` raises :class:`ConfigurationError`: pass ``dimension=``, or call
    :meth:`ensure_dimension` (one probe request) at start-up.

    Args:
        model: Embedding model name.
        dimension: Vector length to request, or None for the model's own.
        client: A ready client (used through a copy without retries); else one is built.
        api_key: API key; None reads ``OPENAI_API_KEY``.
        base_url: E.g. ``http://127.0.0.1:8000/v1``; None reads ``OPENAI_BASE_URL``.
        batch_size: Texts per request, 1 to 2048.
        max_retries: Retries after the first attempt, for transient errors only.
        backoff_seconds: Delay before the first retry, doubled for each next one.
        timeout: Seconds per request.

    Example:
        With ``OPENAI_API_KEY`` set (not a doctest: it needs an endpoint)::

            emb = OpenAIEmbedder(dimension=256)
            vectors = await emb.embed(["launch deadline"])   # shape (1, 256)
    """

    def __init__(
        self,
        model: str = "text-embedding-3-small",
        *,
        dimension: int | None = None,
        client: openai.AsyncOpenAI | None = None,
        api_key: str | None = None,
        base_url: str | None = None,
        batch_size: int = 256,
        max_retries: int = 4,
        backoff_seconds: float = 0.5,
        timeout: float = 30.0,
    ) -> None:
        if not isinstance(model, str) or not model.strip():
            raise InvalidInput("model", "must be a model name such as 'text-embedding-3-small'.")
        if dimension is not None:
            check_int("dimension", dimension, 1, 65536, "or None for the model's own")
        self._batch_size = check_int("batch_size", batch_size, 1, 2048, "the API's limit")
        self._max_retries = check_int("max_retries", max_retries, 0, 100, "0 turns them off")
        self._backoff = check_seconds("backoff_seconds", backoff_seconds, 0.0)
        self._timeout = check_seconds("timeout", timeout, 0.001)
        try:
            import openai
        except ImportError as exc:
            raise ConfigurationError(
                "OpenAIEmbedder needs the openai package: pip install 'sfams-tiers[openai]'."
            ) from exc
        self._owns_client = client is None
        if client is None:
            try:
                client = openai.AsyncOpenAI(
                    api_key=api_key, base_url=base_url, timeout=self._timeout, max_retries=0
                )
            except openai.OpenAIError as exc:
                raise ConfigurationError(
                    "OpenAIEmbedder found no API key: set OPENAI_API_KEY (and OPENAI_BASE_URL for "
                    "a compatible server) or pass api_key=...; HashEmbedder works offline."
                ) from exc
        self._client = client if self._owns_client else client.with_options(max_retries=0)
        # APITimeoutError is an APIConnectionError.
        self._retryable = (
            openai.APIConnectionError,
            openai.RateLimitError,
            openai.InternalServerError,
        )
        # The SDK's own response parser raises a plain ValueError on an empty `data` list.
        self._fatal = (openai.OpenAIError, ValueError)
        self._model, self._requested, self._dimension = model, dimension, dimension
        self._dimensions_arg: int | openai.Omit = openai.omit if dimension is None else dimension

    @property
    def name(self) -> str:
        """``openai:<model>:<dimension>``, or ``openai:<model>:native``."""
        return f"openai:{self._model}:{self._requested or 'native'}"

    @property
    def dimension(self) -> int:
        """Vector length; ConfigurationError while still unknown (see the class docs)."""
        if self._dimension is None:
            raise ConfigurationError(
                f"OpenAIEmbedder({self._model!r}) does not know its dimension yet: pass "
                "dimension=... or call `await embedder.ensure_dimension()` first."
            )
        return self._dimension

    async def ensure_dimension(self) -> int:
        """Return the dimension, first sending one probe request if it is unknown."""
        if self._dimension is None:
            await self._request(["dimension probe"])
        return self.dimension

    async def aclose(self) -> None:
        """Close the HTTP client if this embedder created it."""
        if self._owns_client:
            await self._client.close()

    async def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts``; blank texts get zero rows and are never sent."""
        items = check_texts(texts)
        live = [i for i, text in enumerate(items) if text.strip()]
        size = self._batch_size
        parts = [
            await self._request([items[i] for i in live[start : start + size]])
            for start in range(0, len(live), size)
        ]
        out = np.zeros((len(items), self.dimension), dtype=np.float32)
        if parts:
            out[live] = np.concatenate(parts)
        return unit_rows(out, "OpenAIEmbedder")

    async def _request(self, batch: list[str]) -> Vectors:
        for attempt in itertools.count():
            try:
                response = await self._client.embeddings.create(
                    model=self._model,
                    input=batch,
                    dimensions=self._dimensions_arg,
                    timeout=self._timeout,
                )
                break
            except self._retryable as exc:
                if attempt >= self._max_retries:
                    raise EmbeddingError(
                        f"OpenAIEmbedder: {type(exc).__name__} after {attempt + 1} attempts "
                        f"({exc}); check the endpoint and its rate limits, then try again."
                    ) from exc
                await asyncio.sleep(self._backoff * 2**attempt)
            except self._fatal as exc:
                raise EmbeddingError(
                    f"OpenAIEmbedder: the endpoint refused the request ({type(exc).__name__}: "
                    f"{exc}); check the model name, API key and inputs."
                ) from exc
        data = sorted(response.data, key=lambda item: item.index)
        if len(data) != len(batch):
            raise EmbeddingError(
                f"OpenAIEmbedder: sent {len(batch)} texts, got {len(data)} vectors back; "
                "if the server cannot batch, use batch_size=1."
            )
        expected = self._dimension or len(data[0].embedding)
        if not expected:
            raise EmbeddingError("OpenAIEmbedder: the endpoint returned empty vectors.")
        for item in data:
            if len(item.embedding) != expected:
                raise DimensionMismatch(expected, len(item.embedding), where="OpenAIEmbedder")
        self._dimension = expected
        return np.asarray([item.embedding for item in data], dtype=np.float32)
