"""The Judge seam: the few decisions the memory may ask a model for.

DESIGN §4: the LLM is a judge, not a labourer. The write path asks it what a new
memory is (type, entities, importance) and how it relates to its nearest neighbours;
the consolidation job asks it to summarise a cluster and to review a forget batch;
``assemble_context(rewrite=True)`` asks it to rewrite a question for search.
Every call has a deterministic offline answer (:class:`HeuristicJudge`), and the model
backed judge falls back to it on any failure, so a judge never blocks a write.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol, runtime_checkable

from sfams_tiers._models import MemoryRecord

__all__ = ["ConflictKind", "Extraction", "ForgetReview", "Judge", "Verdict"]

ConflictKind = Literal["updates", "negates", "resolves", "completes"]
"""The relation kinds a judge may assign between a new memory and an older one."""


@dataclass(frozen=True, slots=True)
class Extraction:
    """What a judge read from one memory's text.

    Attributes:
        type: A memory type (``MEMORY_TYPES``, optionally ``type:subtype``).
        entities: Canonical ``kind:name`` entities found in the text, in order of
            appearance, without duplicates.
        importance: In [0, 1].
        key_entities: The entities that identify something (identifiers, order or
            ticket numbers, emails, names): candidates for automatic anchoring.
            Always a subset of ``entities``.

    Example:
        >>> Extraction("fact", ("order:A-1042",), 0.8, ("order:A-1042",)).type
        'fact'
    """

    type: str
    entities: tuple[str, ...]
    importance: float
    key_entities: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Verdict:
    """How a new memory relates to one older candidate.

    Attributes:
        kind: The relation of the *new* memory to ``target``.
        target: The id of the older memory.
        confidence: In [0, 1]; the write path acts only above its threshold.
        reason: A short sentence for logs and the job log.

    Example:
        >>> Verdict("updates", "0190c8e4-0000-7000-8000-000000000000", 0.9, "same field").kind
        'updates'
    """

    kind: ConflictKind
    target: str
    confidence: float
    reason: str = ""


@dataclass(frozen=True, slots=True)
class ForgetReview:
    """A judge's verdict on a batch the policy wants to forget (archive).

    Attributes:
        keep: Ids the judge vetoes (they stay live).
        reason: Why, in one sentence.
        anchor: Ids among ``keep`` to anchor as well (they matter for a goal or a task
            still open, so they should stop decaying).

    Example:
        >>> ForgetReview(frozenset()).vetoed
        False
    """

    keep: frozenset[str] = field(default_factory=frozenset)
    reason: str = ""
    anchor: frozenset[str] = field(default_factory=frozenset)

    @property
    def vetoed(self) -> bool:
        """True when the judge keeps at least one record of the batch."""
        return bool(self.keep)


@runtime_checkable
class Judge(Protocol):
    """The decisions the memory may delegate; every method is safe to call offline."""

    async def extract(
        self, content: str, *, namespace: str, known: Collection[str] = ()
    ) -> Extraction:
        """Type, entities and importance of a memory's text.

        ``known`` are entities already stored in ``namespace`` (a gazetteer): a bare
        mention of a known name ("Orion") resolves to its entity ("project:Orion").
        """
        ...

    def observe(self, namespace: str, entities: Iterable[str]) -> None:
        """Learn entities stored in ``namespace`` (the gazetteer); invalid ones are ignored."""
        ...

    async def mentions(self, text: str, *, namespace: str) -> tuple[str, ...]:
        """Entities a query names, for recall: fast and local, never a model call."""
        ...

    async def assess_importance(self, content: str, *, type: str, entities: Sequence[str]) -> float:  # noqa: A002
        """Importance in [0, 1] of a memory with this text, type and entities."""
        ...

    async def classify_relation(
        self, new: MemoryRecord, candidates: Sequence[MemoryRecord]
    ) -> list[Verdict]:
        """One verdict per candidate that ``new`` updates, negates, resolves or completes.

        Candidates with no such relation get no verdict. Candidates are older memories of
        the same namespace (shared entities or high similarity).
        """
        ...

    async def review_forget_batch(
        self, records: Sequence[MemoryRecord], *, goals: Sequence[str] = ()
    ) -> ForgetReview:
        """Veto forgetting any of ``records`` that should stay live.

        ``goals`` are the namespace's open goals, tasks and commitments (one line
        each), so the judge reviews the batch for the work still going on.
        """
        ...

    async def summarize(self, records: Sequence[MemoryRecord], *, max_chars: int = 600) -> str:
        """One summary text of ``records`` (at most ``max_chars`` characters)."""
        ...

    async def rewrite_query(self, query: str, *, namespace: str) -> str | None:
        """A search-friendly rewrite of a question, or None when the judge cannot rewrite.

        The rewrite states the keywords the question implies, without pronouns or
        filler ("when is Ada's order A-1042 due?" becomes "Ada order A-1042 due date
        deadline"), keeps identifiers verbatim and stays in the language of ``query``.
        At most one model call; ``assemble_context(rewrite=True)`` searches with it.
        """
        ...

    async def aclose(self) -> None:
        """Release connections (idempotent)."""
        ...
