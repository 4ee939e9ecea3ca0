"""agents/multiprocess_team.py: agents in separate processes share one `sfams serve`."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "agents" / "multiprocess_team.py"
HEADING = re.compile(r"^== (.+?) =+$", re.MULTILINE)


def sections(output: str) -> dict[str, str]:
    """The output's sections by heading (the text up to the next heading)."""
    marks = list(HEADING.finditer(output))
    ends = [m.start() for m in marks[1:]] + [len(output)]
    return {m.group(1): output[m.end() : end] for m, end in zip(marks, ends, strict=True)}


@pytest.fixture(scope="module")
def output(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The example run as a user runs it: no model key, no sfams settings."""
    home = tmp_path_factory.mktemp("home")
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(home), "PYTHONIOENCODING": "utf-8"}
    if "PYTHONPATH" in os.environ:
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    done = subprocess.run(
        [sys.executable, str(SCRIPT)],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def seen(section: str, name: str) -> str:
    """What agent ``name`` was shown in a step (its `saw` lines, wrapped lines joined)."""
    found = re.search(rf"^  {name} saw +(.*?)(?=^  \S|^\[|\Z)", section, re.MULTILINE | re.DOTALL)
    assert found, f"no block of {name} in:\n{section}"
    return " ".join(found.group(1).split())


def test_each_agent_runs_in_its_own_process(output: str) -> None:
    pids = re.findall(r"^\[(\w+): process (\d+)\]$", output, re.MULTILINE)
    assert [name for name, _ in pids] == ["planner", "engineer", "planner", "reviewer"]
    assert len({pid for _, pid in pids}) == 4
    assert str(os.getpid()) not in {pid for _, pid in pids}


def test_a_memory_written_by_one_process_is_shown_to_another(output: str) -> None:
    parts = sections(output)
    step1 = next(text for title, text in parts.items() if title.startswith("Step 1"))
    step2 = next(text for title, text in parts.items() if title.startswith("Step 2"))
    assert "[calls remember]" in step1
    assert "nothing relevant yet" in seen(step1, "planner")
    assert "3 March" in seen(step2, "engineer")
    assert "[calls update]" in step2


def test_after_the_update_every_process_sees_only_the_new_date(output: str) -> None:
    step3 = next(text for title, text in sections(output).items() if title.startswith("Step 3"))
    for name in ("planner", "reviewer"):
        block = seen(step3, name)
        assert "10 March" in block
        assert "3 March" not in block


def test_the_server_holds_the_history(output: str) -> None:
    holdings = sections(output)["What the server holds"]
    assert "2 memories, 1 superseded" in holdings
    assert re.search(r"superseded +The Apollo launch is on 3 March\. +\(by planner\)", holdings)
    assert re.search(r"answer now +The Apollo launch moved to 10 March", holdings)
