"""A team whose agents run in separate processes, sharing one memory through ``sfams serve``.

The embedded store serves one process, so this script starts ``sfams serve`` on a free
loopback port (its own temporary data folder) and runs each agent as its own Python
process. An agent process knows only the server's address: its AutoGen memory is a
``TieredAutoGenMemory`` over a ``RemoteMemory`` (the TieredMemory interface over HTTP).

1. The planner (process 1) records the Apollo launch deadline.
2. The engineer (process 2) is shown that deadline, written by another process, and
   records that the launch moved: the old deadline is superseded on the server.
3. The planner and the reviewer (processes 3 and 4, at the same time) are both shown
   the new date only.

At the end it prints what the server holds. Run: ``python agents/multiprocess_team.py``
(offline, scripted replies); with ``OPENAI_API_KEY`` every agent uses a real model. An
agent process alone: ``python agents/multiprocess_team.py --agent planner --step 1
--url http://127.0.0.1:8765`` against a running ``sfams serve``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import cast

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))  # `_common`, beside this file

from _common import Reply, agent, heading, line, print_shown, print_turns, shown, tool_call

from sfams_tiers import TieredMemory
from sfams_tiers.autogen import TieredAutoGenMemory
from sfams_tiers.remote import RemoteMemory

NAMESPACE = "apollo"
OLD = "The Apollo launch is on 3 March."
NEW = "The Apollo launch moved to 10 March: the vendor delivers the antenna late."
ROLES = {"planner": "planner", "engineer": "engineer", "reviewer": "reviewer"}

# step -> agent -> (task, scripted reply)
STEPS: dict[int, dict[str, tuple[str, Reply]]] = {
    1: {
        "planner": (
            "Kick-off: the customer confirmed the Apollo launch date, 3 March.",
            tool_call("remember", content=OLD, type="deadline", importance=0.9),
        )
    },
    2: {
        "engineer": (
            "Vendor: the antenna arrives a week late. When is the Apollo launch now?",
            tool_call("update", content=NEW, type="deadline", importance=0.9),
        )
    },
    3: {
        "planner": (
            "When is the Apollo launch?",
            "The Apollo launch is on 10 March. TERMINATE",
        ),
        "reviewer": (
            "Check the Apollo launch date before the review.",
            "Confirmed: the launch is on 10 March. TERMINATE",
        ),
    },
}


# -- one agent process -------------------------------------------------------------------
async def run_agent(name: str, step: int, url: str) -> None:
    """One agent's turn in its own process, with the server as its memory."""
    task, reply = STEPS[step][name]
    async with RemoteMemory(url, os.environ.get("SFAMS_API_KEY"), namespace=NAMESPACE) as remote:
        # RemoteMemory has TieredMemory's interface; the adapter needs nothing else.
        memory = TieredAutoGenMemory.wrap(
            cast(TieredMemory, remote), token_budget=400, min_relevance=0.2
        )
        assistant, client = agent(name, memory, [reply], ROLES[name])
        result = await assistant.run(task=task)
        print(f"[{name}: process {os.getpid()}]")
        print_turns(result)
        print_shown(name, await shown(assistant, client, 0))
        await memory.close()


# -- the coordinator ---------------------------------------------------------------------
def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(home: str, port: int) -> subprocess.Popen[str]:
    """``sfams serve`` on loopback over the embedded store in ``home``; waits until it answers."""
    env = {**os.environ, "SFAMS_HOME": home}
    command = [sys.executable, "-m", "sfams_tiers.cli", "serve", "--host", "127.0.0.1"]
    server = subprocess.Popen(
        [*command, "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while True:
        if server.poll() is not None:
            raise SystemExit(
                f"sfams serve stopped: {server.stderr.read() if server.stderr else ''}"
            )
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return server
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            server.terminate()
            raise SystemExit("sfams serve did not answer within 60 s.")
        time.sleep(0.1)


async def agent_process(name: str, step: int, url: str) -> str:
    """Run one agent as a child process; returns what it printed."""
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        "--agent",
        name,
        "--step",
        str(step),
        "--url",
        url,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await child.communicate()
    if child.returncode != 0:
        raise SystemExit(f"agent {name} failed:\n{err.decode()}")
    return out.decode()


async def coordinate(url: str) -> None:
    print(f"Memory server at {url}; namespace {NAMESPACE!r}; one process per agent.")
    for step, agents in STEPS.items():
        heading(f"Step {step}: {', '.join(agents)} (each in its own process)")
        outputs = await asyncio.gather(*(agent_process(n, step, url) for n in agents))
        for output in outputs:
            print(output.rstrip())

    async with RemoteMemory(url, os.environ.get("SFAMS_API_KEY"), namespace=NAMESPACE) as memory:
        heading("What the server holds")
        stats = await memory.stats()
        line("live", f"{stats.live} memories, {stats.superseded} superseded")
        hits = await memory.recall("Apollo launch date", k=5, include_superseded=True)
        for hit in sorted(hits, key=lambda h: h.record.id):
            state = "superseded" if hit.record.superseded_by else "current"
            line(state, f"{hit.record.content}  (by {hit.record.agent})")
        current = await memory.recall("When is the Apollo launch?", k=1, types=["deadline"])
        line("answer now", current[0].record.content if current else "(none)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--agent", choices=sorted(ROLES), help="Run one agent process.")
    parser.add_argument("--step", type=int, choices=sorted(STEPS), default=1)
    parser.add_argument("--url", help="The server's address (default: start one).")
    args = parser.parse_args()
    if args.agent:
        asyncio.run(run_agent(args.agent, args.step, args.url or os.environ["SFAMS_URL"]))
        return
    if args.url:
        asyncio.run(coordinate(args.url))
        return
    with tempfile.TemporaryDirectory() as home:
        port = free_port()
        server = start_server(home, port)
        try:
            asyncio.run(coordinate(f"http://127.0.0.1:{port}"))
        finally:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    main()
