"""The example teams in agents/ run as a user runs them, and show what they claim."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from fake_openai import serve

AGENTS = Path(__file__).resolve().parent.parent / "agents"
HEADING = re.compile(r"^== (.+?) =+$", re.MULTILINE)


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """A user's environment with no model key and no sfams settings."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(home), "PYTHONIOENCODING": "utf-8"}
    env.update(extra)
    return env


def run_example(name: str, env: dict[str, str]) -> str:
    done = subprocess.run(
        [sys.executable, str(AGENTS / name)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def sections(output: str) -> dict[str, str]:
    """The output's sections by heading (the text up to the next heading)."""
    marks = list(HEADING.finditer(output))
    ends = [m.start() for m in marks[1:]] + [len(output)]
    return {m.group(1): output[m.end() : end] for m, end in zip(marks, ends, strict=True)}


def shown_lines(section: str) -> str:
    """The memory lines agents were shown in a round section (`<agent> saw` blocks)."""
    out, inside = [], False
    for text in section.splitlines():
        if re.match(r"^  \S+ saw ", text):
            inside = True
        elif re.match(r"^  \S", text):
            inside = False
        if inside:
            out.append(text)
    return "\n".join(out)


@pytest.fixture(scope="module")
def project_output(tmp_path_factory: pytest.TempPathFactory) -> str:
    return run_example("project_team.py", clean_env(tmp_path_factory.mktemp("home")))


@pytest.fixture(scope="module")
def support_output(tmp_path_factory: pytest.TempPathFactory) -> str:
    return run_example("support_pair.py", clean_env(tmp_path_factory.mktemp("home")))


def test_project_team_shows_the_current_deadline_and_never_the_old_one(
    project_output: str,
) -> None:
    parts = sections(project_output)
    assert "scripted replies (offline)" in project_output
    summary = parts["Summary"]
    assert "Apollo release deadline moved to March 10 after the security review." in summary
    assert "old deadline shown after the change: no" in summary
    final = shown_lines(parts["Round 4, day 45: status"])
    assert "March 10" in final
    assert "March 3." not in final
    before = shown_lines(parts["Round 1, day 0: kick-off"])
    assert "Project Apollo release deadline is March 3." in before  # shown while current


def test_project_team_keeps_the_history_and_forgets_trivia_and_chatter(
    project_output: str,
) -> None:
    parts = sections(project_output)
    history = parts["Deadline history (newest last)"]
    assert re.search(r"superseded\s+Project Apollo release deadline is March 3\.", history)
    assert re.search(r"current\s+Apollo release deadline moved to March 10", history)
    holdings = parts["What the memory holds after six weeks"]
    assert "The team lunch on Friday is pizza at Luigi's." in holdings  # archived trivia
    assert "Reminder: the office is closed on Monday for cleaning." in holdings
    # the superseded deadline left the anchors and faded into the archive (restorable)
    assert re.search(r"archived\s+3 memories", holdings)
    assert "Project Apollo release deadline is March 3." in holdings
    assert re.search(r"superseded\s+Project Apollo .* \(by planner, archived\)", history)
    captured = [line for line in project_output.splitlines() if "captured" in line]
    assert captured
    assert not any("Thanks" in line or "thank you" in line for line in captured)
    final = shown_lines(parts["Round 4, day 45: status"])
    assert "Luigi" not in final
    everything_shown = "\n".join(shown_lines(text) for text in parts.values())
    assert "Project Apollo release deadline is March 3." in everything_shown
    assert "Thanks" not in everything_shown


def test_support_pair_answers_with_the_resolved_state(support_output: str) -> None:
    parts = sections(support_output)
    summary = parts["Summary"]
    assert "Ticket T-417 is resolved" in summary
    assert "open state shown after the fix: no" in summary
    final = shown_lines(parts["Round 4, day 9: follow-up"])
    assert "Ticket T-417 is resolved: the session cache fix is deployed" in final
    assert "is open" not in final
    assert "in progress" not in final
    history = parts["Ticket T-417 history (newest last)"]
    states = re.findall(r"^  (superseded|current)\s+(Ticket T-417 is [a-z ]+):", history, re.M)
    assert states == [
        ("superseded", "Ticket T-417 is open"),
        ("superseded", "Ticket T-417 is in progress"),
        ("current", "Ticket T-417 is resolved"),
    ]


def test_with_an_api_key_the_examples_use_the_openai_compatible_server(tmp_path: Path) -> None:
    with serve() as server:
        env = clean_env(
            tmp_path,
            OPENAI_API_KEY="test-key",
            OPENAI_BASE_URL=server.base_url,
            SFAMS_MODEL="local-model",
        )
        output = run_example("support_pair.py", env)
    assert "on a real model" in output
    assert len(server.chat_requests) == 8  # two agents, four rounds
    assert {body["model"] for body in server.chat_requests} == {"local-model"}
    assert any("[sfams-tiers memory: support]" in str(b["messages"]) for b in server.chat_requests)


def readme_autogen_example() -> str:
    """The python code block of the README's AutoGen section."""
    readme = (AGENTS.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## AutoGen\n", 1)[1].split("\n## ", 1)[0]
    found = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert found is not None, "the README's AutoGen section has no python example"
    return found.group(1)


def test_the_readme_autogen_example_works_as_written(tmp_path: Path) -> None:
    script = tmp_path / "readme_autogen.py"
    script.write_text(readme_autogen_example(), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)],
        env=clean_env(tmp_path, SFAMS_HOME=str(tmp_path / "store")),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["planner | Launch is on March 3."]
