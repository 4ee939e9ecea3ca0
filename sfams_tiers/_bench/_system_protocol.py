"""What a benchmark drives: the System protocol, its answer, and the turns it takes.

Every system sees the same turns in the same order and answers the same questions with
a ranked list of memory texts plus the context block it would hand the model
(:class:`Retrieved`). A turn is remembered as a ``dialogue`` memory of its speaker.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable

from sfams_tiers._judge._given import unaccented
from sfams_tiers._models import AGENT_PATTERN, MemoryRecord

__all__ = ["NAMESPACE", "BenchTurn", "Retrieved", "System", "agent_name", "dialogue_record"]

NAMESPACE = "bench"


class BenchTurn(Protocol):
    """What a system needs of a turn: its text, its speaker and when it was said."""

    @property
    def text(self) -> str:
        """What was said."""
        ...

    @property
    def speaker(self) -> str:
        """Who said it."""
        ...

    @property
    def time(self) -> datetime:
        """When (aware UTC)."""
        ...


@dataclass(frozen=True, slots=True)
class Retrieved:
    """One system's answer to a question.

    Attributes:
        texts: Memory texts, best first.
        context: The rendered block handed to the model.
        tokens: Tokens of ``context`` as the system counted them.

    Example:
        >>> Retrieved(["Priya is based in Porto."], "<memory-context>...", 12).tokens
        12
    """

    texts: list[str]
    context: str
    tokens: int


@runtime_checkable
class System(Protocol):
    """A memory under test; every method is called in stream order."""

    name: str

    async def ingest(self, turn: BenchTurn) -> None:
        """Take in one turn."""
        ...

    async def maintain(self, now: datetime) -> None:
        """Called at every session start; the system decides whether work is due."""
        ...

    async def retrieve(self, question: str, k: int, budget: int) -> Retrieved:
        """Answer ``question`` with at most ``k`` ranked memories and a context of ``budget``."""
        ...

    async def live_size(self) -> int:
        """Memories the system holds close to the model (what a query searches)."""
        ...

    async def aclose(self) -> None:
        """Release resources."""
        ...


def agent_name(speaker: str) -> str | None:
    """``speaker`` as a valid agent name, or None when it cannot be one.

    Accents are dropped as people type them ("Rémi Dufresne" -> ``Remi_Dufresne``).

    Example:
        >>> agent_name("Caroline"), agent_name("Dr. Who?"), agent_name("Łukasz Wójcik")
        ('Caroline', 'Dr._Who', 'Lukasz_Wojcik')
    """
    plain = unaccented(speaker.strip())
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", plain).strip("_.-")[:64]
    return name if AGENT_PATTERN.fullmatch(name) else None


def dialogue_record(turn: BenchTurn) -> MemoryRecord:
    """``turn`` as a ``dialogue`` memory of its speaker, at its time."""
    return MemoryRecord(
        namespace=NAMESPACE,
        agent=agent_name(turn.speaker),
        content=turn.text,
        type="dialogue",
        created_at=turn.time,
    )
