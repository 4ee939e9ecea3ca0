"""LoCoMo replay: remember every conversation, ask its questions, measure evidence recall.

Every turn of a sample (read by ``_locomo_data``, whose names are re-exported here) is
remembered as a ``dialogue`` memory, ``"<speaker>: <text>"``, by its speaker's agent
view, with the session's date as the clock. Then each question of categories 1-4
(category 5 is the adversarial, unanswerable set) is asked, and we report the fraction
of its evidence turns whose memory is among the top-k retrieved (memories map back to
``dia_id`` by content), for sfams-tiers and a keep-everything baseline.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sfams_tiers._bench._baselines import KeepEverything
from sfams_tiers._bench._locomo_data import (
    CATEGORIES,
    LocomoDataError,
    LocomoQuestion,
    LocomoSample,
    LocomoTurn,
    load_locomo,
    parse_locomo,
)
from sfams_tiers._bench._system_protocol import System
from sfams_tiers._bench._systems import DENSE_NAME, SfamsSystem
from sfams_tiers._embed import Embedder
from sfams_tiers._errors import InvalidQuery
from sfams_tiers._lexical import RETRIEVALS, Retrieval
from sfams_tiers._tokens import TokenCounter, default_counter

__all__ = [
    "CATEGORIES",
    "LocomoDataError",
    "LocomoQuestion",
    "LocomoReport",
    "LocomoSample",
    "LocomoTurn",
    "load_locomo",
    "parse_locomo",
    "run_locomo",
]


@dataclass
class _Totals:
    recall: float = 0.0
    tokens: int = 0
    questions: int = 0
    live: int = 0
    seconds: float = 0.0
    per_category: dict[int, list[float]] = field(default_factory=dict)


@dataclass
class LocomoReport:
    """Evidence recall@k and context size per system over every sample."""

    k: int
    budget: int
    samples: int
    questions: int
    skipped: int
    systems: dict[str, dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "k": self.k,
            "budget": self.budget,
            "samples": self.samples,
            "questions": self.questions,
            "skipped_without_evidence": self.skipped,
            "systems": self.systems,
        }

    def table(self) -> list[list[str]]:
        """Rows: a header, then one row per metric, systems as columns."""
        names = list(self.systems)
        rows = [["metric", *names]]
        rows.append(
            [f"evidence recall@{self.k}", *(_pct(self.systems[n]["recall_at_k"]) for n in names)]
        )
        for number, label in CATEGORIES.items():
            cells = [_pct(self.systems[n]["recall_by_category"].get(label)) for n in names]
            rows.append([f"  cat {number} {label}", *cells])
        rows.append(
            [
                "mean context tokens",
                *(f"{self.systems[n]['mean_context_tokens']:.0f}" for n in names),
            ]
        )
        rows.append(["live size (sum)", *(f"{self.systems[n]['live_size']:,}" for n in names)])
        rows.append(["wall seconds", *(f"{self.systems[n]['wall_seconds']:.1f}" for n in names)])
        return rows


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


async def _replay(
    system: System, sample: LocomoSample, k: int, budget: int, counter: TokenCounter
) -> tuple[list[tuple[int, float]], int]:
    by_content: dict[str, set[str]] = {}
    for turn in sample.turns:
        by_content.setdefault(turn.text, set()).add(turn.dia_id)
    known = {turn.dia_id for turn in sample.turns}
    session_of = {turn.dia_id: turn.time.date() for turn in sample.turns}
    last_day = None
    for turn in sample.turns:
        if session_of[turn.dia_id] != last_day:
            last_day = session_of[turn.dia_id]
            await system.maintain(turn.time)
        await system.ingest(turn)
    results: list[tuple[int, float]] = []
    tokens = 0
    for question in sample.answerable():
        evidence = [e for e in question.evidence if e in known]
        if not evidence:
            continue
        retrieved = await system.retrieve(question.question, k, budget)
        tokens += counter.count(retrieved.context)
        found: set[str] = set()
        for text in retrieved.texts[:k]:
            found |= by_content.get(text, set())
        results.append((question.category, sum(e in found for e in evidence) / len(evidence)))
    return results, tokens


async def run_locomo(
    samples: Sequence[LocomoSample],
    embedder: Embedder,
    *,
    k: int = 10,
    budget: int = 1500,
    counter: TokenCounter | None = None,
    store: str = "memory",
    retrievals: Sequence[Retrieval] = RETRIEVALS,
) -> LocomoReport:
    """Replay every sample into a fresh sfams memory and a keep-everything baseline.

    ``retrievals``: sfams-tiers runs once per retrieval (``sfams-tiers`` is hybrid,
    ``sfams-tiers dense`` vectors only), side by side.

    Raises:
        InvalidQuery: ``k`` or ``budget`` is out of bounds.
    """
    for name, value, low in (("k", k, 1), ("budget", budget, 20)):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise InvalidQuery(name, f"must be a whole number >= {low} (got {value!r}).")
    counter = counter or default_counter()
    names = {"hybrid": "sfams-tiers", "dense": DENSE_NAME}
    totals = {names[r]: _Totals() for r in retrievals} | {"keep-everything": _Totals()}
    questions = 0
    for sample in samples:
        answerable = sample.answerable()
        start = sample.turns[0].time if sample.turns else datetime(2023, 1, 1, tzinfo=UTC)
        systems: list[System] = [
            # Evidence recall@k compares k retrieved turns per system: keep all k seeds.
            *[
                await SfamsSystem.open(
                    embedder,
                    start,
                    store=store,
                    counter=counter,
                    dialogue=True,
                    seed_ratio=0.0,
                    retrieval=retrieval,
                )
                for retrieval in retrievals
            ],
            KeepEverything(embedder, counter),
        ]
        for system in systems:
            began = time.perf_counter()
            try:
                results, tokens = await _replay(system, sample, k, budget, counter)
                live = await system.live_size()
            finally:
                await system.aclose()
            total = totals[system.name]
            total.seconds += time.perf_counter() - began
            total.tokens += tokens
            total.live += live
            total.questions += len(results)
            for category, recall in results:
                total.recall += recall
                total.per_category.setdefault(category, []).append(recall)
        questions += len(answerable)
    asked = totals["keep-everything"].questions
    skipped = questions - asked
    report = {
        name: {
            "recall_at_k": t.recall / t.questions if t.questions else None,
            "recall_by_category": {
                CATEGORIES[c]: sum(v) / len(v) for c, v in sorted(t.per_category.items())
            },
            "mean_context_tokens": t.tokens / t.questions if t.questions else 0.0,
            "live_size": t.live,
            "wall_seconds": t.seconds,
            "questions": t.questions,
        }
        for name, t in totals.items()
    }
    return LocomoReport(k, budget, len(samples), questions, skipped, report)
