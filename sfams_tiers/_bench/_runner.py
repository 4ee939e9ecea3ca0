"""Driving one system through one stream, question by question, and tallying its score.

:func:`run_stream` serves the template stream and the family streams alike: whatever
has turns, questions asked after them and its own rule for what a text asserts.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from sfams_tiers._bench._metrics import SystemResult
from sfams_tiers._bench._scoring import score_question
from sfams_tiers._bench._stream_types import Fact, Question, Turn
from sfams_tiers._bench._system_protocol import System
from sfams_tiers._tokens import TokenCounter

__all__ = ["StreamLike", "run_stream"]


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
