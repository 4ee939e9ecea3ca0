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
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from functools import lru_cache, partial
from typing import Any, Literal, Protocol

from sfams_tiers._bench._generator import Fact, Question, Turn, generate_stream
from sfams_tiers._bench._systems import KeepEverything, SfamsSystem, SlidingWindow, System
from sfams_tiers._embed import CachedEmbedder, Embedder, HashEmbedder
from sfams_tiers._errors import ConfigurationError, InvalidQuery
from sfams_tiers._tokens import TokenCounter, default_counter

__all__ = [
    "METRICS",
    "QualityConfig",
    "QualityReport",
    "QuestionScore",
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


@lru_cache(maxsize=4096)
def _pattern(phrase: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(phrase)}(?!\w)", re.IGNORECASE)


def _mentions(text: str, phrase: str) -> bool:
    return _pattern(phrase).search(text) is not None


def asserts(text: str, fact: Fact) -> bool:
    """True when ``text`` names both the fact's subject and its value.

    Example:
        >>> asserts("Priya is based in Porto.", Fact("Priya", "Porto"))
        True
    """
    return _mentions(text, fact.subject) and _mentions(text, fact.value)


def asserts_stale(text: str, stale: Fact, current: Sequence[Fact]) -> bool:
    """True when ``text`` states ``stale`` and none of the current facts of its subject.

    Example:
        >>> now = [Fact("Priya", "Porto")]
        >>> asserts_stale("Priya is based in Lisbon.", Fact("Priya", "Lisbon"), now)
        True
        >>> asserts_stale("Priya is not in Lisbon, she is in Porto.", Fact("Priya", "Lisbon"), now)
        False
    """
    if not asserts(text, stale):
        return False
    return not any(c.subject == stale.subject and asserts(text, c) for c in current)


@dataclass(frozen=True, slots=True)
class QuestionScore:
    """How one system did on one question.

    Attributes:
        hit: Every needed fact is asserted by one of the top-k texts.
        leak: A stale fact is in the packed context, or ranked above the current one.
        in_context: Every needed fact is asserted in the packed context.
    """

    hit: bool
    leak: bool
    in_context: bool


def _first(texts: Sequence[str], found: Callable[[str], bool]) -> int:
    """Rank of the first text for which ``found(text)`` holds, or len(texts)."""
    for rank, text in enumerate(texts):
        if found(text):
            return rank
    return len(texts)


Asserts = Callable[[str, Fact], bool]
"""Does a text state a fact? (string-level :func:`asserts`, or a stream's provenance)."""


def score_question(
    question: Question,
    texts: Sequence[str],
    context: str,
    k: int,
    *,
    asserts: Asserts = asserts,
) -> QuestionScore:
    r"""Score ranked ``texts`` and the packed ``context`` against ``question``.

    Example:
        >>> from sfams_tiers._bench._generator import Question
        >>> q = Question("q0", "Where is Priya based?", "current", "Priya", "Porto",
        ...              ("Lisbon",), ("t9",), (Fact("Priya", "Porto"),),
        ...              (Fact("Priya", "Lisbon"),), 9)
        >>> texts = ["Priya is based in Lisbon.", "Update: Priya is now based in Porto."]
        >>> score_question(q, texts, "\n".join(texts), k=5)
        QuestionScore(hit=True, leak=True, in_context=True)
    """
    top = list(texts[:k])
    # The context is one string, so read it line by line: a fact must be stated by one
    # memory, not pieced together from two.
    lines = context.splitlines()
    hit = all(any(asserts(t, fact) for t in top) for fact in question.needs)
    in_context = all(any(asserts(line, fact) for line in lines) for fact in question.needs)

    def stale_in(text: str, stale: Fact) -> bool:
        # A text stating the stale value and none of the subject's current ones.
        return asserts(text, stale) and not any(
            c.subject == stale.subject and asserts(text, c) for c in question.needs
        )

    def current_in(text: str, facts: Sequence[Fact]) -> bool:
        return any(asserts(text, fact) for fact in facts)

    leak = False
    for stale in question.stale_facts:
        if any(stale_in(line, stale) for line in lines):
            leak = True
            break
        current = [f for f in question.needs if f.subject == stale.subject]
        first_current = _first(top, partial(current_in, facts=current))
        first_stale = _first(top, partial(stale_in, stale=stale))
        if first_stale < first_current:
            leak = True
            break
    return QuestionScore(hit=hit, leak=leak, in_context=in_context)


METRICS: tuple[tuple[str, str], ...] = (
    ("current_hit_at_k", "current-value hit@k"),
    ("context_hit_rate", "current value in context"),
    ("stale_leak_rate", "stale-value leak rate (lower is better)"),
    ("two_hop_hit_rate", "2-hop hit rate (both facts in context)"),
    ("anchor_recall", "anchor recall"),
    ("resolved_hit_at_k", "resolved-state hit@k"),
    ("evidence_recall_at_10", "evidence recall@10"),
    ("mean_context_tokens", "mean context tokens"),
    ("live_size", "live-tier size at end"),
    ("wall_seconds", "wall seconds"),
)
"""(key, label) of every table row, in order."""

RATES = frozenset(k for k, _ in METRICS) - {"mean_context_tokens", "live_size", "wall_seconds"}
"""The metrics that are shares of questions (printed as percentages)."""


@dataclass
class _Tally:
    hits: int = 0
    total: int = 0

    def add(self, ok: bool) -> None:
        self.hits += ok
        self.total += 1

    @property
    def rate(self) -> float | None:
        return self.hits / self.total if self.total else None


@dataclass
class SystemResult:
    """One system's metrics (rates are None when no question of that kind was asked)."""

    name: str
    current_hit_at_k: float | None
    stale_leak_rate: float | None
    two_hop_hit_rate: float | None
    anchor_recall: float | None
    resolved_hit_at_k: float | None
    mean_context_tokens: float
    live_size: int
    wall_seconds: float
    questions: int
    context_hit_rate: float | None = None
    evidence_recall_at_10: float | None = None
    extra: dict[str, int] = field(default_factory=dict)
    """System-specific counts (sfams: merges by cause, supersessions, anchors)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "name": self.name,
            **{key: getattr(self, key) for key, _ in METRICS},
            "questions": self.questions,
            **({"counts": dict(self.extra)} if self.extra else {}),
        }


class StreamLike(Protocol):
    """What :func:`run_stream` needs of a stream (the template one or a family's)."""

    @property
    def turns(self) -> Sequence[Turn]:
        """Turns in time order."""
        ...

    @property
    def questions(self) -> Sequence[Question]:
        """Questions in asking order."""
        ...

    def questions_after(self) -> dict[int, list[Question]]:
        """Questions grouped by the turn after which they are asked."""
        ...

    def asserts(self, text: str, fact: Fact) -> bool:
        """Does ``text`` state ``fact``?"""
        ...


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


async def run_stream(
    system: System,
    stream: StreamLike,
    *,
    k: int,
    budget: int,
    counter: TokenCounter,
    evidence_k: int | None = None,
) -> SystemResult:
    """Drive ``system`` through ``stream``, asking each question after its turn.

    ``maintain`` is called at every session start (the system decides if work is due).
    Context tokens are counted with ``counter`` for every system alike. With
    ``evidence_k``, each question is asked a second time for ``evidence_k`` memories
    and scored by whether every turn that states its answer was retrieved.
    """
    asked = stream.questions_after()
    by_id = {turn.id: turn.text for turn in stream.turns}
    current, in_context, stale, two_hop = _Tally(), _Tally(), _Tally(), _Tally()
    anchor, resolved, evidence = _Tally(), _Tally(), _Tally()
    tokens = 0
    started = time.perf_counter()
    session = -1
    for turn in stream.turns:
        if turn.session != session:
            session = turn.session
            await system.maintain(turn.time)
        await system.ingest(turn)
        for question in asked.get(turn.index, ()):
            retrieved = await system.retrieve(question.text, k, budget)
            tokens += counter.count(retrieved.context)
            score = score_question(
                question, retrieved.texts, retrieved.context, k, asserts=stream.asserts
            )
            if question.kind == "2hop":
                two_hop.add(score.in_context)
            else:
                current.add(score.hit)
                in_context.add(score.in_context)
            if question.kind == "anchor":
                anchor.add(score.hit)
            if question.kind == "resolved-state":
                resolved.add(score.hit)
            if question.stale_facts:
                stale.add(score.leak)
            if evidence_k is not None:
                wide = await system.retrieve(question.text, evidence_k, budget * 4)
                needed = [by_id[i] for i in question.evidence if i in by_id]
                evidence.add(all(any(t in text for text in wide.texts) for t in needed))
    live = await system.live_size()
    seconds = time.perf_counter() - started
    count = len(stream.questions)
    return SystemResult(
        name=system.name,
        current_hit_at_k=current.rate,
        stale_leak_rate=stale.rate,
        two_hop_hit_rate=two_hop.rate,
        anchor_recall=anchor.rate,
        resolved_hit_at_k=resolved.rate,
        mean_context_tokens=tokens / count if count else 0.0,
        live_size=live,
        wall_seconds=seconds,
        questions=count,
        context_hit_rate=in_context.rate,
        evidence_recall_at_10=evidence.rate,
        extra=dict(getattr(system, "counts", {})),
    )


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


def format_metric(key: str, value: float | int | None) -> str:
    """One table cell: rates as percentages, tokens and sizes as counts, None as n/a."""
    if value is None:
        return "n/a"
    if key in ("live_size",):
        return f"{int(value):,}"
    if key == "mean_context_tokens":
        return f"{value:.0f}"
    if key == "wall_seconds":
        return f"{value:.1f}"
    return f"{100 * value:.1f}%" if key in RATES else f"{value}"


def render_table(report: QualityReport) -> list[list[str]]:
    """Rows of the results table: a header, then one row per metric (systems as columns)."""
    return metric_rows(report.systems)


def metric_rows(systems: Sequence[SystemResult]) -> list[list[str]]:
    """A header of system names, then one row per metric of :data:`METRICS`."""
    rows = [["metric", *(s.name for s in systems)]]
    for key, label in METRICS:
        rows.append([label, *(format_metric(key, getattr(s, key)) for s in systems)])
    return rows
