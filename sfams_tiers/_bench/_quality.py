"""The quality benchmark: one stream through every system, scored against ground truth.

Scoring is string level and pure. A text *asserts* a fact when it names both the subject
and the value (whole words, case-insensitive); it asserts a *stale* fact when it names the
subject and a superseded value but not the current one: "Actually, Priya is not based in
Lisbon, Priya is based in Porto" asserts Porto, not Lisbon. Per system we report:

- **current hit@k**: single-fact questions (current, anchor, resolved-state) whose fact
  is asserted by one of the top-k retrieved texts;
- **stale leak**: questions with superseded values where a stale fact is in the packed
  context, or ranked above the current fact among the top-k;
- **2-hop hit**: two-fact questions with both facts in the packed context;
- **anchor recall** and **resolved-state hit@k**: the two special kinds on their own;
- **context tokens** (``default_counter()``), **live size** at the end, **wall seconds**.

Scoring is ``_scoring``'s, the metrics and their table ``_metrics``'s and the driver
``_runner``'s (their names are re-exported here); this module runs the template stream.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Literal

from sfams_tiers._bench._baselines import KeepEverything, SlidingWindow
from sfams_tiers._bench._generator import generate_stream
from sfams_tiers._bench._metrics import (
    METRICS,
    RATES,
    SystemResult,
    format_metric,
    metric_rows,
)
from sfams_tiers._bench._runner import StreamLike, run_stream
from sfams_tiers._bench._scoring import QuestionScore, asserts, asserts_stale, score_question
from sfams_tiers._bench._system_protocol import System
from sfams_tiers._bench._systems import SfamsSystem
from sfams_tiers._embed import CachedEmbedder, Embedder, HashEmbedder
from sfams_tiers._errors import ConfigurationError, InvalidQuery
from sfams_tiers._tokens import TokenCounter, default_counter

__all__ = [
    "METRICS",
    "QualityConfig",
    "QualityReport",
    "QuestionScore",
    "RATES",
    "StreamLike",
    "SystemResult",
    "asserts",
    "asserts_stale",
    "build_embedder",
    "format_metric",
    "metric_rows",
    "render_table",
    "run_quality",
    "run_stream",
    "score_question",
]


@dataclass
class QualityConfig:
    """Arguments of one quality run (the CLI's options).

    Example:
        >>> QualityConfig(sessions=20).k
        5
    """

    sessions: int = 200
    seed: int = 7
    k: int = 5
    budget: int = 400
    embedder: Literal["hash", "minilm"] = "hash"
    store: Literal["memory", "embedded"] = "memory"
    window: int | None = None
    maintain_every_days: float = 5.0

    def check(self) -> None:
        """Raise InvalidQuery for an argument out of bounds."""
        bounds = (("sessions", self.sessions, 1), ("k", self.k, 1), ("budget", self.budget, 20))
        for name, value, low in bounds:
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise InvalidQuery(name, f"must be a whole number >= {low} (got {value!r}).")
        if self.embedder not in ("hash", "minilm"):
            raise InvalidQuery("embedder", "use 'hash' or 'minilm'.")
        if self.store not in ("memory", "embedded"):
            raise InvalidQuery("store", "use 'memory' or 'embedded'.")


@dataclass
class QualityReport:
    """Every system's result on one stream."""

    config: QualityConfig
    turns: int
    questions: dict[str, int]
    systems: list[SystemResult] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "config": {
                "sessions": self.config.sessions,
                "seed": self.config.seed,
                "k": self.config.k,
                "budget": self.config.budget,
                "embedder": self.config.embedder,
                "store": self.config.store,
            },
            "turns": self.turns,
            "questions": self.questions,
            "systems": {s.name: s.to_dict() for s in self.systems},
        }

    def to_json(self) -> str:
        """The report as indented JSON."""
        return json.dumps(self.to_dict(), indent=2)


def build_embedder(name: str) -> Embedder:
    """The benchmark's embedder: ``hash`` (offline default) or ``minilm`` (local model).

    Raises:
        ConfigurationError: ``minilm`` without the ``local-embed`` extra installed.
    """
    if name == "hash":
        return CachedEmbedder(HashEmbedder(256))
    if name == "minilm":
        from sfams_tiers._embed import SentenceTransformerEmbedder

        try:
            return CachedEmbedder(SentenceTransformerEmbedder())
        except ConfigurationError as exc:
            raise ConfigurationError(
                f"--embedder minilm needs the local-embed extra: {exc} Or run with --embedder hash."
            ) from exc
    raise InvalidQuery("embedder", f"{name!r} is not an embedder; use 'hash' or 'minilm'.")


SystemFactory = Callable[[], Awaitable[System]]


async def run_quality(
    config: QualityConfig | None = None,
    *,
    embedder: Embedder | None = None,
    counter: TokenCounter | None = None,
) -> QualityReport:
    """Run sfams-tiers, keep-everything and a sliding window on one seeded stream.

    Args:
        config: Sessions, seed, k, budget, embedder and store (defaults when None).
        embedder: Overrides ``config.embedder`` (tests pass a small HashEmbedder).
        counter: Token counter (``default_counter()`` when None).

    Raises:
        InvalidQuery: A config value is out of bounds.
        ConfigurationError: The embedder or store cannot be built.
    """
    config = config or QualityConfig()
    config.check()
    stream = generate_stream(config.sessions, config.seed)
    counter = counter or default_counter()
    embedder = embedder or build_embedder(config.embedder)
    start = stream.turns[0].time
    cadence = timedelta(days=config.maintain_every_days)

    async def sfams() -> System:
        return await SfamsSystem.open(
            embedder, start, store=config.store, counter=counter, maintain_every=cadence
        )

    async def keep() -> System:
        return KeepEverything(embedder, counter)

    async def window() -> System:
        return SlidingWindow(counter, window=config.window)

    kinds: dict[str, int] = {}
    for question in stream.questions:
        kinds[question.kind] = kinds.get(question.kind, 0) + 1
    report = QualityReport(config, len(stream.turns), kinds)
    factories: Sequence[SystemFactory] = (sfams, keep, window)
    try:
        for factory in factories:
            system = await factory()
            try:
                result = await run_stream(
                    system, stream, k=config.k, budget=config.budget, counter=counter
                )
            finally:
                await system.aclose()
            report.systems.append(result)
    finally:
        await embedder.aclose()
    return report


def render_table(report: QualityReport) -> list[list[str]]:
    """Rows of the results table: a header, then one row per metric (systems as columns)."""
    return metric_rows(report.systems)
