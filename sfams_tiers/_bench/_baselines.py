"""The plain baselines sfams-tiers is measured against: keep every turn, or the last few.

- :class:`KeepEverything`: every turn embedded with the same embedder, exact cosine
  top-k over all of them, packed with the same renderer into the same budget (with a
  half-life, the recency-weighted variant).
- :class:`SlidingWindow`: the most recent turns only.
"""

from __future__ import annotations

from collections import deque
from datetime import datetime

import numpy as np
import numpy.typing as npt

from sfams_tiers._bench._system_protocol import BenchTurn, Retrieved, dialogue_record
from sfams_tiers._context import pack
from sfams_tiers._embed import Embedder
from sfams_tiers._models import MemoryRecord
from sfams_tiers._ranking import Recalled
from sfams_tiers._tokens import TokenCounter

__all__ = ["KeepEverything", "SlidingWindow"]


class KeepEverything:
    """Baseline: remember every turn, retrieve by exact cosine, never forget.

    With ``half_life_days`` it is the *recency-weighted* baseline: similarity times
    ``0.75 + 0.25 * 2 ** (-age / half_life)``, so among equally similar turns the
    newest wins (the usual fix for stale values, without forgetting anything).

    Example:
        >>> import asyncio
        >>> from datetime import UTC
        >>> from sfams_tiers import HashEmbedder
        >>> from sfams_tiers._tokens import default_counter
        >>> from sfams_tiers._bench._stream_types import Turn
        >>> async def main() -> list[str]:
        ...     system = KeepEverything(HashEmbedder(), default_counter())
        ...     at = datetime(2024, 1, 1, tzinfo=UTC)
        ...     fact = "Priya is based in Lisbon."
        ...     await system.ingest(Turn("t0", 0, 0, "bob", fact, at, "fact"))
        ...     await system.ingest(Turn("t1", 1, 0, "bob", "Pizza on Thursday?", at, "noise"))
        ...     return (await system.retrieve("Where is Priya based?", k=1, budget=100)).texts
        >>> asyncio.run(main())
        ['Priya is based in Lisbon.']
    """

    name = "keep-everything"

    def __init__(
        self, embedder: Embedder, counter: TokenCounter, *, half_life_days: float | None = None
    ) -> None:
        self._embedder = embedder
        self._counter = counter
        self._half_life = half_life_days
        self._times: npt.NDArray[np.float64] | None = None
        if half_life_days is not None:
            self.name = "recency-weighted"
        self._now: datetime | None = None
        self._records: list[MemoryRecord] = []
        self._rows: list[npt.NDArray[np.float32]] = []
        self._matrix: npt.NDArray[np.float32] | None = None

    async def ingest(self, turn: BenchTurn) -> None:
        """Embed and keep the turn."""
        self._now = turn.time
        self._records.append(dialogue_record(turn))
        self._rows.append((await self._embedder.embed([turn.text]))[0])
        self._matrix = None

    async def maintain(self, now: datetime) -> None:
        """Nothing: this baseline never forgets."""

    async def retrieve(self, question: str, k: int, budget: int) -> Retrieved:
        """Exact cosine top-k over every turn, packed into ``budget`` (texts: what fit)."""
        if not self._records:
            return Retrieved([], "", 0)
        if self._matrix is None:
            # Stacked lazily: questions are rare next to turns.
            self._matrix = np.vstack(self._rows)
        query = (await self._embedder.embed([question]))[0]
        similarity = self._matrix @ query
        if self._half_life is not None and self._now is not None:
            if self._times is None or len(self._times) != len(self._records):
                self._times = np.array([r.created_at.timestamp() for r in self._records])
            age_days = (self._now.timestamp() - self._times) / 86_400.0
            # A recent turn gains up to a third over an old one of the same similarity.
            similarity = similarity * (0.75 + 0.25 * np.exp2(-age_days / self._half_life))
        top = min(k, len(self._records))
        best = np.argpartition(-similarity, top - 1)[:top]
        # Ties by position (older first) keep the baseline deterministic.
        order = best[np.lexsort((best, -similarity[best]))]
        hits = [
            Recalled(
                record=self._records[i],
                relevance=float(similarity[i]),
                retention=1.0,
                score=float(similarity[i]),
                unverified=False,
            )
            for i in order
        ]
        # Like sfams, report what reached the context: what does not fit was not served.
        # Rendered exactly as sfams renders its context (ages, no ids), for a fair count.
        context = pack(hits, budget, counter=self._counter, ids=False, now=self._now)
        texts = [h.record.content for h in context.items]
        return Retrieved(texts, context.text, context.tokens)

    async def live_size(self) -> int:
        """Every turn ever seen."""
        return len(self._records)

    async def aclose(self) -> None:
        """Nothing to release."""


class SlidingWindow:
    """Baseline: the last ``window`` turns, or as many recent turns as fit ``budget``.

    Example:
        >>> import asyncio
        >>> from datetime import UTC
        >>> from sfams_tiers._tokens import default_counter
        >>> from sfams_tiers._bench._stream_types import Turn
        >>> async def main() -> list[str]:
        ...     system = SlidingWindow(default_counter(), window=1)
        ...     at = datetime(2024, 1, 1, tzinfo=UTC)
        ...     for i, text in enumerate(["Priya is based in Lisbon.", "Pizza on Thursday?"]):
        ...         await system.ingest(Turn(f"t{i}", i, 0, "bob", text, at, "noise"))
        ...     return (await system.retrieve("Where is Priya based?", k=5, budget=100)).texts
        >>> asyncio.run(main())
        ['Pizza on Thursday?']
    """

    name = "sliding-window"

    def __init__(self, counter: TokenCounter, *, window: int | None = None) -> None:
        self._counter = counter
        self._now: datetime | None = None
        self._window = window
        self._turns: deque[MemoryRecord] = deque(maxlen=window)
        self._last_size = 0

    async def ingest(self, turn: BenchTurn) -> None:
        """Keep the turn; the oldest falls out of a fixed window."""
        self._now = turn.time
        self._turns.append(dialogue_record(turn))

    async def maintain(self, now: datetime) -> None:
        """Nothing: the window forgets by itself."""

    async def retrieve(self, question: str, k: int, budget: int) -> Retrieved:
        """The most recent turns that fit ``budget``, newest first (``k`` is ignored)."""
        recent = list(reversed(self._turns))
        if self._window is None:
            recent = recent[: budget // 4]  # a rendered line costs well over 4 tokens
        # Scored by recency so the packer keeps newest first and drops the oldest.
        hits = [Recalled(r, 1.0, 1.0, 1.0 / (1 + i), False) for i, r in enumerate(recent)]
        # Rendered exactly as sfams renders its context (ages, no ids), for a fair count.
        context = pack(hits, budget, counter=self._counter, ids=False, now=self._now)
        if self._window is None:
            self._last_size = len(context.items)
        texts = [h.record.content for h in context.items]
        return Retrieved(texts, context.text, context.tokens)

    async def live_size(self) -> int:
        """N: the window (when sized by the budget, its size at the last question)."""
        return len(self._turns) if self._window is not None else self._last_size

    async def aclose(self) -> None:
        """Nothing to release."""
