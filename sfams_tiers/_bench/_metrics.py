"""The quality benchmark's metrics: one system's result, and the table they make.

Rates are shares of the questions of their kind (None when none was asked); the table
prints them as percentages, context tokens and sizes as counts (see :data:`METRICS`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["METRICS", "RATES", "SystemResult", "format_metric", "metric_rows"]

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


def metric_rows(systems: Sequence[SystemResult]) -> list[list[str]]:
    """A header of system names, then one row per metric of :data:`METRICS`."""
    rows = [["metric", *(s.name for s in systems)]]
    for key, label in METRICS:
        rows.append([label, *(format_metric(key, getattr(s, key)) for s in systems)])
    return rows
