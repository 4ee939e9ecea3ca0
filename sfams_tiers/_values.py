"""The small value types policy, tiers and jobs pass around: Scope, Move, JobReport.

A :class:`Scope` says who is looking, a :class:`Move` is one planned movement of a
record between tiers, and a :class:`JobReport` is what a job run did (no I/O).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from sfams_tiers._vocab import Tier, validate_agent, validate_namespace

__all__ = ["JobReport", "Move", "Scope"]

MoveKind = Literal["promote", "demote", "archive", "restore", "purge"]


@dataclass(frozen=True, slots=True)
class Scope:
    """Who is looking: a namespace, and the agent (None for the whole team).

    A team scope sees shared memories; an agent scope also sees its own private ones.

    Example:
        >>> Scope("team-a", agent="planner").namespace
        'team-a'
    """

    namespace: str
    agent: str | None = None

    def __post_init__(self) -> None:
        validate_namespace(self.namespace)
        if self.agent is not None:
            validate_agent(self.agent)


@dataclass(frozen=True, slots=True)
class Move:
    """One planned movement of one record between tiers.

    Example:
        >>> Move("promote", "0190...", "team-a", "warm", "hot", "score 0.71 >= 0.55", 0.71).kind
        'promote'
    """

    kind: MoveKind
    record_id: str
    namespace: str
    source: Tier
    target: Tier | None
    reason: str
    score: float


@dataclass(slots=True)
class JobReport:
    """What a job run planned, did and measured; JSON-safe through :meth:`to_dict`.

    Example:
        >>> report = JobReport(job="maintain", namespace="team-a")
        >>> report.count("archive", 3); report.moved
        {'archive': 3}
    """

    job: str
    namespace: str
    dry_run: bool = False
    planned: int = 0
    moved: dict[str, int] = field(default_factory=dict)
    skipped: int = 0
    bytes_written: int = 0
    bytes_read: int = 0
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)
    reviews: int = 0
    """Judge calls that reviewed what the job was about to forget."""
    vetoes: list[str] = field(default_factory=list)
    """``"<id>: <reason>"`` for each memory the judge kept from being forgotten."""

    def count(self, kind: str, n: int = 1) -> None:
        """Add ``n`` moved records of ``kind``."""
        self.moved[kind] = self.moved.get(kind, 0) + n

    def to_dict(self) -> dict[str, Any]:
        """Return the report as plain JSON-safe values."""
        return {
            "job": self.job,
            "namespace": self.namespace,
            "dry_run": self.dry_run,
            "planned": self.planned,
            "moved": dict(self.moved),
            "skipped": self.skipped,
            "bytes_written": self.bytes_written,
            "bytes_read": self.bytes_read,
            "seconds": round(self.seconds, 6),
            "errors": list(self.errors),
            "reviews": self.reviews,
            "vetoes": list(self.vetoes),
        }
