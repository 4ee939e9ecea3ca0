"""A project team (planner, engineer, reviewer) sharing one sfams-tiers memory.

Over six simulated weeks and four ``team.run`` rounds the team sets a release deadline,
changes it, and chats. What stays: the current deadline (the old one is superseded and
never shown again) and the decisions. What goes: greetings and thanks are never
stored (auto-capture skips them) and trivia is archived by the maintenance job that
runs between rounds. At the end it prints what the memory holds and, round by round,
the memory block each agent was shown.

Run: ``python agents/project_team.py`` (offline, scripted replies), or with
``OPENAI_API_KEY`` set (plus optional ``OPENAI_BASE_URL`` / ``SFAMS_MODEL``) on a real
model.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from autogen_agentchat.teams import RoundRobinGroupChat

sys.path.insert(0, str(Path(__file__).resolve().parent))  # `_common`, beside this file

from _common import (
    Reply,
    Round,
    Transcript,
    advance_to,
    agent,
    heading,
    history_ids,
    line,
    maintain,
    print_holdings,
    real_model,
    run_round,
    tool_call,
)

from sfams_tiers import FixedClock, HeuristicJudge, load_settings, open_memory
from sfams_tiers.autogen import AutoCapture, TieredAutoGenMemory

START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
NAMESPACE = "apollo"
OLD_DEADLINE = "Project Apollo release deadline is March 3."
NEW_DEADLINE = "Apollo release deadline moved to March 10 after the security review."

ROUNDS = [
    Round(0, "kick-off", "Kick-off for project Apollo: what is the deadline, and who does what?"),
    Round(3, "weekly sync", "Weekly sync: anything the team should know this week?"),
    Round(
        10,
        "scope change",
        "The customer wants a security review before the release. What changes?",
    ),
    Round(45, "status", "When is the Apollo release deadline, and what is left before it?"),
]

# One scripted reply per agent per round (RoundRobinGroupChat: planner, engineer, reviewer).
SCRIPTS: dict[str, list[Reply]] = {
    "planner": [
        tool_call("remember", content=OLD_DEADLINE, type="deadline", importance=0.9),
        "Reminder: the office is closed on Monday for cleaning.",
        tool_call("update", content=NEW_DEADLINE, type="deadline", importance=0.9),
        tool_call("recall", query="Apollo release deadline", include_history=True),
    ],
    "engineer": [
        "I'll build the export API and have it ready for review by January 16.",
        tool_call(
            "remember",
            content="The team lunch on Friday is pizza at Luigi's.",
            type="event",
            importance=0.2,
        ),
        "Decision: we ship the CSV export first and the PDF export after the release.",
        "The export API is in review; the security review is the last step before release.",
    ],
    "reviewer": [
        "Thanks, sounds good!",
        "Great, thank you!",
        "Understood.",
        "Looks good to me. TERMINATE",
    ],
}


async def main() -> None:
    clock = FixedClock(START)
    with tempfile.TemporaryDirectory() as home:
        settings = load_settings(home=home)  # an embedded store, gone when the run ends
        async with open_memory(settings, namespace=NAMESPACE, clock=clock) as team_memory:
            # Being shown counts as being used; a higher bar than the default keeps trivia
            # out of unrelated turns, so it can fade (with the offline hash embedder).
            memory = TieredAutoGenMemory.wrap(team_memory, token_budget=600, min_relevance=0.2)
            members = [
                agent("planner", memory, SCRIPTS["planner"], "planner"),
                agent("engineer", memory, SCRIPTS["engineer"], "engineer"),
                agent("reviewer", memory, SCRIPTS["reviewer"], "reviewer"),
            ]
            team = RoundRobinGroupChat([m for m, _ in members], max_turns=len(members))
            capture = AutoCapture(memory, judge=HeuristicJudge(clock=clock), run_id="apollo")
            transcript = Transcript()
            deadline_ids: list[str] = []
            mode = "a real model" if real_model() else "scripted replies (offline)"
            print(f"Project team on {mode}; memory namespace {NAMESPACE!r} in a temp folder.")
            for number, round_ in enumerate(ROUNDS, start=1):
                advance_to(clock, START + timedelta(days=round_.day))
                if number > 1:
                    await maintain(team_memory, clock)
                await run_round(number, round_, team, members, capture, transcript)
                deadline_ids += await history_ids(team_memory, "release deadline", ["deadline"])

            heading("What the memory holds after six weeks")
            await print_holdings(team_memory, "Deadline", deadline_ids)
            heading("Summary")
            current = await team_memory.recall("Apollo release deadline", k=1, types=["deadline"])
            line("deadline", current[0].record.content if current else "(none)")
            changed = next(n for n, r in enumerate(ROUNDS, 1) if r.title == "scope change")
            stale = [s for s in transcript.seen if s.round > changed and "March 3." in s.block]
            line("stale", f"old deadline shown after the change: {'yes' if stale else 'no'}")
            last = transcript.blocks("reviewer")[-1]
            heading(f"The block the reviewer's model received in round {last.round}, verbatim")
            print(last.block or "(none)")
            await memory.close()


if __name__ == "__main__":
    asyncio.run(main())
