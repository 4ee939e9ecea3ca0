"""A customer-support pair (support agent + specialist) sharing one sfams-tiers memory.

A customer reports a login problem (ticket T-417). Across four ``team.run`` rounds
over nine simulated days the ticket is opened, worked on and resolved; each new state
supersedes the previous one. When the customer asks again a week later, both agents
are shown the resolved state only, while the open and in-progress states stay in the
ticket's history. At the end it prints what the memory holds and, round by round, the
memory block each agent was shown.

Run: ``python agents/support_pair.py`` (offline, scripted replies), or with
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

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
NAMESPACE = "support"
OPEN = "Ticket T-417 is open: Ada cannot log in, error 500 after the password reset."
IN_PROGRESS = "Ticket T-417 is in progress: the session cache returns error 500 after a reset."
RESOLVED = "Ticket T-417 is resolved: the session cache fix is deployed and Ada can log in."

ROUNDS = [
    Round(0, "report", "Customer Ada: I can't log in since I reset my password, error 500."),
    Round(1, "investigation", "Ada asks: any news on my login problem?"),
    Round(2, "fix", "Ops: the session cache fix for ticket T-417 is deployed to production."),
    Round(9, "follow-up", "Ada asks: is ticket T-417 fixed now, can I log in again?"),
]

# One scripted reply per agent per round (RoundRobinGroupChat: support, specialist).
SCRIPTS: dict[str, list[Reply]] = {
    "support": [
        tool_call("remember", content=OPEN, type="state:ticket", importance=0.8),
        "Hi Ada, thanks for your patience!",
        tool_call("update", content=RESOLVED, type="state:ticket", importance=0.8),
        "Yes Ada, you can log in again; the fix is live.",
    ],
    "specialist": [
        "I'll reproduce the login error on staging today.",
        tool_call("update", content=IN_PROGRESS, type="state:ticket", importance=0.8),
        "Thanks, great teamwork!",
        "Glad to hear it. TERMINATE",
    ],
}


async def main() -> None:
    clock = FixedClock(START)
    with tempfile.TemporaryDirectory() as home:
        settings = load_settings(home=home)  # an embedded store, gone when the run ends
        async with open_memory(settings, namespace=NAMESPACE, clock=clock) as team_memory:
            memory = TieredAutoGenMemory.wrap(team_memory, token_budget=600, min_relevance=0.2)
            members = [
                agent("support", memory, SCRIPTS["support"], "customer support agent"),
                agent("specialist", memory, SCRIPTS["specialist"], "technical specialist"),
            ]
            team = RoundRobinGroupChat([m for m, _ in members], max_turns=len(members))
            capture = AutoCapture(memory, judge=HeuristicJudge(clock=clock), run_id="t-417")
            transcript = Transcript()
            ticket_ids: list[str] = []
            mode = "a real model" if real_model() else "scripted replies (offline)"
            print(f"Support pair on {mode}; memory namespace {NAMESPACE!r} in a temp folder.")
            for number, round_ in enumerate(ROUNDS, start=1):
                advance_to(clock, START + timedelta(days=round_.day))
                if number > 1:
                    await maintain(team_memory, clock)
                await run_round(number, round_, team, members, capture, transcript)
                ticket_ids += await history_ids(team_memory, "ticket T-417 status", ["state"])

            heading("What the memory holds")
            await print_holdings(team_memory, "Ticket T-417", ticket_ids)
            heading("Summary")
            current = await team_memory.recall("ticket T-417 status", k=1, types=["state"])
            line("ticket", current[0].record.content if current else "(none)")
            fixed = next(n for n, r in enumerate(ROUNDS, 1) if r.title == "fix")
            stale = [
                s
                for s in transcript.seen
                if s.round > fixed and ("is open" in s.block or "in progress" in s.block)
            ]
            line("stale", f"open state shown after the fix: {'yes' if stale else 'no'}")
            last = transcript.blocks("support")[-1]
            heading(f"The block the support agent's model received in round {last.round}")
            print(last.block or "(none)")
            await memory.close()


if __name__ == "__main__":
    asyncio.run(main())
