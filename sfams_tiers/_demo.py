"""The scripted scenario behind ``sfams demo``: a small team over three simulated weeks.

A planner, an engineer and a reviewer share one namespace. They store facts, trivia,
a private note and a deadline; the deadline later changes; recall shows the current
value first and the old one as superseded history; the retention policy then plans
what to forget, the trivia is archived (not lost) and can be read back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sfams_tiers._embed import Embedder
from sfams_tiers._ids import FixedClock
from sfams_tiers._jobs import JobContext, run_job
from sfams_tiers._memory import TieredMemory
from sfams_tiers._models import Move
from sfams_tiers._ranking import Recalled
from sfams_tiers._tiers import Tiers

DEMO_NAMESPACE = "demo"
MAX_PASSES = 3
"""The policy archives at most its forget ratio per pass, so forgetting takes a few."""


@dataclass
class DemoStep:
    """One thing that happened, for printing."""

    day: int
    title: str
    lines: list[str] = field(default_factory=list)


@dataclass
class DemoReport:
    """Everything the demo did, in order."""

    namespace: str
    steps: list[DemoStep] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "namespace": self.namespace,
            "steps": [{"day": s.day, "title": s.title, "lines": s.lines} for s in self.steps],
            "stats": self.stats,
        }


def _hit_line(hit: Recalled) -> str:
    record = hit.record
    flag = " [superseded]" if record.superseded else ""
    return (
        f"{hit.score:.3f}  {record.type:<10} {record.content}{flag}  "
        f"(relevance {hit.relevance:.2f}, retention {hit.retention:.2f}, by {record.agent})"
    )


async def run_demo(
    tiers: Tiers, embedder: Embedder, *, now: datetime, namespace: str = DEMO_NAMESPACE
) -> DemoReport:
    """Run the scenario in ``namespace`` (cleared first) ending at ``now``."""
    clock = FixedClock(now - timedelta(days=21))
    team = TieredMemory(tiers, embedder, namespace=namespace, clock=clock)
    report = DemoReport(namespace)
    await team.clear()
    planner, engineer, reviewer = (team.for_agent(n) for n in ("planner", "engineer", "reviewer"))

    step = DemoStep(0, "The team stores what it learns")
    deadline = await planner.remember(
        "Project Apollo release deadline is February 28.",
        type="deadline",
        importance=0.9,
        entities=["project:apollo"],
    )
    await engineer.remember(
        "The Apollo API runs on PostgreSQL 16 behind PgBouncer.",
        type="fact",
        importance=0.7,
        entities=["project:apollo", "tech:postgresql"],
    )
    await reviewer.remember(
        "ACME Corp requires a SOC 2 report before Apollo goes live.",
        type="commitment",
        importance=0.8,
        entities=["org:acme", "project:apollo"],
        anchored=True,
    )
    await planner.remember(
        "The team prefers async standups in Slack.", type="preference", importance=0.6
    )
    trivia = [
        await engineer.remember("Ordered pizza for lunch today.", type="dialogue", importance=0.1),
        await reviewer.remember("Nice weather this morning.", type="dialogue", importance=0.05),
    ]
    await engineer.remember(
        "My staging login hint is in the team vault under 'eng-staging'.",
        type="note",
        importance=0.5,
        visibility="private",
    )
    stats = await team.stats()
    step.lines.append(f"{stats.live} memories live, {stats.hot} hot (anchored or important)")
    report.steps.append(step)

    step = DemoStep(0, "Reviewer asks: when is the Apollo release deadline?")
    step.lines += [
        _hit_line(h) for h in await reviewer.recall("When is the Apollo release deadline?", k=3)
    ]
    report.steps.append(step)

    clock.advance(days=7)
    step = DemoStep(7, "Planner updates the deadline (the old one is superseded, not deleted)")
    new = await planner.remember(
        "Apollo release deadline moved to March 7 after the security review.",
        type="deadline",
        importance=0.9,
        entities=["project:apollo"],
        relations=[("updates", deadline.id)],
    )
    old = await team.get(deadline.id)
    step.lines.append(
        f"new {new.id[:13]}…  old {old.id[:13]}… superseded_by={old.superseded_by == new.id}"
    )
    report.steps.append(step)

    step = DemoStep(7, "Engineer asks again: current value first")
    step.lines += [_hit_line(h) for h in await engineer.recall("Apollo release deadline", k=2)]
    report.steps.append(step)

    step = DemoStep(7, "With history: the old deadline is still there, marked superseded")
    history = await engineer.recall(
        "Apollo release deadline", k=2, types=["deadline"], include_superseded=True
    )
    step.lines += [_hit_line(h) for h in history]
    report.steps.append(step)

    step = DemoStep(7, "Private notes stay private")
    for agent in (engineer, reviewer):
        hits = await agent.recall("staging login hint", k=1, types=["note"])
        seen = any("staging login" in h.record.content for h in hits)
        step.lines.append(f"{agent.agent} sees the engineer's private note: {seen}")
    report.steps.append(step)

    clock.advance(days=14)
    contents = {r.id: r.content async for batch in tiers.warm.scan(namespace) for r in batch}
    for n in range(1, MAX_PASSES + 1):
        step = DemoStep(21, f"Three weeks in: maintenance pass {n} (sfams jobs maintain)")
        moves: list[Move] = []
        ctx = JobContext(tiers, policy=team.policy, clock=clock, on_move=moves.append, job="demo")
        await run_job("maintain", ctx, namespace)
        step.lines += [f"{m.kind:<8} {contents[m.record_id]}  ({m.reason})" for m in moves] or [
            "nothing to move"
        ]
        report.steps.append(step)
        if not any(m.kind == "archive" for m in moves):
            break

    step = DemoStep(21, "Forgetting is archiving: the trivia can still be read back")
    for record in trivia:
        found = await team.get(record.id)
        step.lines.append(f"{found.tier:<5} {found.content}  ({found.archive_reason or 'live'})")
    report.steps.append(step)

    report.stats = (await team.stats()).to_dict()
    return report
