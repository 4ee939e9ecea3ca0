"""The quality suite: every phrasing family through every system, dev and test apart.

One stream per family (the ``team`` shape: a year of team chat) plus, per family, the
``months`` shape (a long multi-session conversation asked about its early sessions,
scored also by evidence recall@10). Systems: sfams-tiers (hit@k from ``recall``, the
context from ``assemble_context``), keep-everything (exact cosine over every turn) and
recency-weighted keep-everything. Results are printed per family, then averaged over
the ``dev`` families and over the ``test`` families, which nobody reads while tuning
the memory; the dev-test gap says how much the memory was fitted to what it was tuned
on.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Literal

from sfams_tiers._bench._family import Family
from sfams_tiers._bench._quality import (
    RATES,
    SystemResult,
    build_embedder,
    format_metric,
    metric_rows,
    run_stream,
)
from sfams_tiers._bench._streams import Shape, generate_family_stream
from sfams_tiers._bench._systems import DENSE_NAME, KeepEverything, SfamsSystem, System
from sfams_tiers._embed import Embedder
from sfams_tiers._errors import InvalidQuery
from sfams_tiers._lexical import RETRIEVALS, Retrieval
from sfams_tiers._tokens import TokenCounter, default_counter

__all__ = [
    "FAMILY_MODULES",
    "FamilyResult",
    "SuiteConfig",
    "SuiteReport",
    "load_family",
    "render_family_table",
    "render_split_table",
    "run_suite",
]

FAMILY_MODULES: dict[str, str] = {
    "template-en": "template_en",
    "slack-en": "slack_en",
    "wechat-zh": "wechat_zh",
    "minutes-en": "minutes_en",
    "ops-en": "ops_en",
    "forum-zh": "forum_zh",
    "email-en": "email_en",
    "dingtalk-zh": "dingtalk_zh",
    "standup-en": "standup_en",
    "records-en": "records_en",
    "helpdesk-en": "helpdesk_en",
    "tracker-en": "tracker_en",
    "line-zh": "line_zh",
    "texts-en": "texts_en",
    "crm-en": "crm_en",
    "memo-zh": "memo_zh",
    "calls-en": "calls_en",
    "incident-en": "incident_en",
    "tieba-zh": "tieba_zh",
    "handover-en": "handover_en",
    "euro-en": "euro_en",
    "hk-zh": "hk_zh",
    "voicemail-en": "voicemail_en",
    "desi-en": "desi_en",
    "feishu-zh": "feishu_zh",
    "council-en": "council_en",
    "dispatch-en": "dispatch_en",
    "mail-zh": "mail_zh",
}
"""Family name -> module under ``sfams_tiers._bench.families``."""

SYSTEMS = ("sfams-tiers", DENSE_NAME, "keep-everything", "recency-weighted")
HEADLINE: tuple[str, ...] = (
    "current_hit_at_k",
    "context_hit_rate",
    "stale_leak_rate",
    "two_hop_hit_rate",
    "anchor_recall",
    "evidence_recall_at_10",
    "mean_context_tokens",
)
"""The metrics averaged per split and compared dev against test."""
SHORT_LABELS = {
    "current_hit_at_k": "hit@k",
    "context_hit_rate": "in context",
    "stale_leak_rate": "stale leak",
    "two_hop_hit_rate": "2-hop",
    "anchor_recall": "anchors",
    "evidence_recall_at_10": "evidence@10",
    "mean_context_tokens": "tokens",
}
SHORT_NAMES = {
    "sfams-tiers": "sfams",
    DENSE_NAME: "dense",
    "keep-everything": "keep",
    "recency-weighted": "recency",
}


def load_family(name: str) -> Family:
    """The family called ``name``.

    Raises:
        InvalidQuery: No such family.
    """
    module = FAMILY_MODULES.get(name)
    if module is None:
        known = ", ".join(FAMILY_MODULES)
        raise InvalidQuery("family", f"{name!r} is not a family; use one of {known}.")
    family: Family = importlib.import_module(f"sfams_tiers._bench.families.{module}").FAMILY
    return family


@dataclass
class SuiteConfig:
    """Arguments of one suite run (the CLI's options).

    Example:
        >>> SuiteConfig().families[:2]
        ('template-en', 'slack-en')
    """

    families: tuple[str, ...] = tuple(FAMILY_MODULES)
    shapes: tuple[Shape, ...] = ("team", "months")
    sessions: int = 120
    months_sessions: int = 40
    seed: int = 7
    k: int = 5
    budget: int = 400
    embedder: Literal["hash", "minilm"] = "hash"
    store: Literal["memory", "embedded"] = "memory"
    maintain_every_days: float = 5.0
    recency_half_life_days: float = 14.0
    retrievals: tuple[Retrieval, ...] = RETRIEVALS
    """sfams-tiers once per retrieval: hybrid (``sfams-tiers``) and dense, side by side."""

    def check(self) -> None:
        """Raise InvalidQuery for an argument out of bounds."""
        for name in self.families:
            load_family(name)
        for retrieval in self.retrievals:
            if retrieval not in RETRIEVALS:
                raise InvalidQuery("retrieval", f"{retrieval!r} is not one of {RETRIEVALS}.")
        for shape in self.shapes:
            if shape not in ("team", "months"):
                raise InvalidQuery("shape", f"{shape!r} is not a shape; use 'team' or 'months'.")
        bounds = (
            ("sessions", self.sessions, 1),
            ("months_sessions", self.months_sessions, 1),
            ("k", self.k, 1),
            ("budget", self.budget, 20),
        )
        for name, value, low in bounds:
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise InvalidQuery(name, f"must be a whole number >= {low} (got {value!r}).")


@dataclass
class FamilyResult:
    """Every system on one family's stream of one shape."""

    family: str
    split: str
    language: str
    shape: Shape
    turns: int
    questions: dict[str, int]
    systems: list[SystemResult] = field(default_factory=list)

    def system(self, name: str) -> SystemResult:
        """The result of the system called ``name``."""
        return next(s for s in self.systems if s.name == name)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "family": self.family,
            "split": self.split,
            "language": self.language,
            "shape": self.shape,
            "turns": self.turns,
            "questions": self.questions,
            "systems": {s.name: s.to_dict() for s in self.systems},
        }


def _mean(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return sum(known) / len(known) if known else None


@dataclass
class SuiteReport:
    """The suite's results, per family and per split."""

    config: SuiteConfig
    results: list[FamilyResult] = field(default_factory=list)

    def split_means(self, split: str, shape: Shape = "team") -> dict[str, dict[str, float | None]]:
        """System -> metric -> mean over the families of ``split`` (and ``shape``)."""
        chosen = [r for r in self.results if r.split == split and r.shape == shape]
        return {
            system: {
                key: _mean([getattr(r.system(system), key) for r in chosen]) for key in HEADLINE
            }
            for system in SYSTEMS
            if chosen and any(s.name == system for s in chosen[0].systems)
        }

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, with per-split means and the dev-test gap."""
        splits: dict[str, Any] = {}
        for shape in self.config.shapes:
            dev, test = self.split_means("dev", shape), self.split_means("test", shape)
            gap = {
                system: {
                    key: (None if a is None or b is None else a - b)
                    for key in HEADLINE
                    for a, b in [(dev[system][key], test[system][key])]
                }
                for system in dev
                if system in test
            }
            splits[shape] = {"dev": dev, "test": test, "dev_minus_test": gap}
        return {
            "config": {
                "families": list(self.config.families),
                "shapes": list(self.config.shapes),
                "sessions": self.config.sessions,
                "months_sessions": self.config.months_sessions,
                "seed": self.config.seed,
                "k": self.config.k,
                "budget": self.config.budget,
                "embedder": self.config.embedder,
                "store": self.config.store,
            },
            "families": [r.to_dict() for r in self.results],
            "splits": splits,
        }

    def to_json(self) -> str:
        """The report as indented JSON."""
        return json.dumps(self.to_dict(), indent=2)


async def _systems(
    config: SuiteConfig, embedder: Embedder, counter: TokenCounter, start: Any
) -> list[System]:
    sfams: list[System] = [
        await SfamsSystem.open(
            embedder,
            start,
            store=config.store,
            counter=counter,
            maintain_every=timedelta(days=config.maintain_every_days),
            texts_from="recall",
            retrieval=retrieval,
        )
        for retrieval in config.retrievals
    ]
    return [
        *sfams,
        KeepEverything(embedder, counter),
        KeepEverything(embedder, counter, half_life_days=config.recency_half_life_days),
    ]


async def run_suite(
    config: SuiteConfig | None = None,
    *,
    embedder: Embedder | None = None,
    counter: TokenCounter | None = None,
) -> SuiteReport:
    """Run every family of ``config`` through sfams-tiers and the two baselines.

    Raises:
        InvalidQuery: A config value is out of bounds or names no family.
        ConfigurationError: The embedder or store cannot be built.
    """
    config = config or SuiteConfig()
    config.check()
    counter = counter or default_counter()
    embedder = embedder or build_embedder(config.embedder)
    report = SuiteReport(config)
    try:
        for name in config.families:
            family = load_family(name)
            for shape in config.shapes:
                sessions = config.sessions if shape == "team" else config.months_sessions
                stream = generate_family_stream(
                    family, sessions=sessions, seed=config.seed, shape=shape
                )
                kinds: dict[str, int] = {}
                for question in stream.questions:
                    kinds[question.kind] = kinds.get(question.kind, 0) + 1
                result = FamilyResult(
                    name, family.split, family.language, shape, len(stream.turns), kinds
                )
                for system in await _systems(config, embedder, counter, stream.turns[0].time):
                    try:
                        result.systems.append(
                            await run_stream(
                                system,
                                stream,
                                k=config.k,
                                budget=config.budget,
                                counter=counter,
                                evidence_k=10 if shape == "months" else None,
                            )
                        )
                    finally:
                        await system.aclose()
                report.results.append(result)
    finally:
        await embedder.aclose()
    return report


def render_family_table(result: FamilyResult) -> list[list[str]]:
    """Rows for one family: a header, then one row per metric (systems as columns)."""
    return metric_rows(result.systems)


def render_split_table(report: SuiteReport, shape: Shape = "team") -> list[list[str]]:
    """Rows comparing dev and test means per system, with the gap, for ``shape``."""
    dev, test = report.split_means("dev", shape), report.split_means("test", shape)
    header = ["metric"]
    systems = [s for s in SYSTEMS if s in dev or s in test]
    for system in systems:
        short = SHORT_NAMES[system]
        header += [f"{short} dev", f"{short} test", "gap"]
    rows = [header]
    for key in HEADLINE:
        row = [SHORT_LABELS[key]]
        for system in systems:
            a = dev.get(system, {}).get(key)
            b = test.get(system, {}).get(key)
            gap = None if a is None or b is None else a - b
            gap_cell = (
                "n/a" if gap is None else f"{100 * gap:+.1f}" if key in RATES else f"{gap:+.0f}"
            )
            row += [format_metric(key, a), format_metric(key, b), gap_cell]
        rows.append(row)
    return rows
