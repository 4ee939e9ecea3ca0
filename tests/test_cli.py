"""The CLI through click's runner, on the embedded store in a temporary folder."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from sfams_tiers._cli_lazy import LAZY_GROUPS
from sfams_tiers.cli import cli

Invoke = Callable[..., Result]


@pytest.fixture
def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Invoke:
    monkeypatch.setenv("SFAMS_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("SFAMS_NAMESPACE", raising=False)
    runner = CliRunner()

    def invoke(*args: str) -> Result:
        return runner.invoke(cli, list(args), obj={}, catch_exceptions=False)

    return invoke


def test_remember_recall_get_forget_round_trip(run: Invoke) -> None:
    out = run(
        "-n",
        "team-a",
        "remember",
        "Apollo launches on March 3",
        "--type",
        "deadline",
        "-i",
        "0.9",
        "-e",
        "project:apollo",
        "--json",
    )
    assert out.exit_code == 0, out.output
    record = json.loads(out.output)
    assert record["type"] == "deadline"
    assert record["tier"] == "hot"
    hits = json.loads(run("-n", "team-a", "recall", "when does Apollo launch", "--json").output)
    assert hits[0]["record"]["id"] == record["id"]
    assert json.loads(run("-n", "team-b", "recall", "Apollo", "--json").output) == []
    got = json.loads(run("-n", "team-a", "get", record["id"], "--json").output)
    assert got["access_count"] == 1
    stats = json.loads(run("-n", "team-a", "stats", "--json").output)
    assert stats["live"] == 1
    assert stats["hot"] == 1
    assert run("-n", "team-a", "forget", record["id"]).exit_code == 0
    assert json.loads(run("-n", "team-a", "get", record["id"], "--json").output)["tier"] == "cold"


def test_update_and_history(run: Invoke) -> None:
    old = run("remember", "deadline is Feb 28", "-t", "deadline").output.strip()
    new = run(
        "remember", "deadline moved to Mar 7", "-t", "deadline", "--updates", old
    ).output.strip()
    current = json.loads(run("recall", "deadline", "--json").output)
    assert [h["record"]["id"] for h in current] == [new]
    history = json.loads(run("recall", "deadline", "--history", "--json").output)
    assert {h["record"]["id"] for h in history} == {old, new}
    human = run("recall", "deadline", "--history").output
    assert "superseded" in human


def test_anchor_and_private_memories(run: Invoke) -> None:
    rid = run("-a", "coder", "remember", "my scratch note", "--private").output.strip()
    assert run("-a", "coder", "recall", "scratch note", "--json").output.count(rid) == 1
    assert rid not in run("-a", "planner", "recall", "scratch note", "--json").output
    out = run("-a", "coder", "anchor", rid, "--json")
    assert json.loads(out.output)["anchored"] is True
    refused = run("-a", "coder", "forget", rid)
    assert refused.exit_code == 2
    assert "unanchor" in refused.output
    assert "anchored=False" in run("-a", "coder", "anchor", rid, "--off").output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["remember", ""], "content: must contain some text"),
        (["remember", "x", "-i", "1.5"], "importance: must be a finite number between 0 and 1"),
        (["remember", "x", "-i", "nan"], "importance"),
        (["-n", "../x", "stats"], "lowercase letters"),
        (["-n", "Team A", "stats"], "lowercase letters"),
        (["remember", "x", "-e", "nocolon"], "kind:name"),
        (["remember", "x", "--type", "gossip"], "not a memory type"),
        (["remember", "x" * (1 << 20)], "limit is 32,768 bytes"),
        (["remember", "x", "--updates", "not-an-id"], "UUIDv7"),
        (["recall", "q", "-k", "0"], "k: must be a whole number"),
        (["get", "nope"], "not a memory id"),
        (["get", "01a22d3b-13b6-7000-8000-000000000000"], "No memory with id"),
        (["forget", "01a22d3b-13b6-7000-8000-000000000000", "--hard"], "Hard deletes are off"),
    ],
)
def test_bad_input_prints_one_helpful_sentence(run: Invoke, args: list[str], message: str) -> None:
    before = run("stats", "--json").output
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output
    assert run("stats", "--json").output == before


def test_bad_settings_are_reported(run: Invoke, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SFAMS_EMBEDDER", "magic")
    result = run("stats")
    assert result.exit_code == 2
    assert "SFAMS_EMBEDDER" in result.output


def test_demo_tells_the_story(run: Invoke) -> None:
    report = json.loads(run("demo", "--json").output)
    lines = [line for step in report["steps"] for line in step["lines"]]
    steps = {step["title"]: step["lines"] for step in report["steps"]}
    current = steps["Engineer asks again: current value first"]
    assert "March 7" in current[0]
    assert "[superseded]" not in " ".join(current)
    history = steps["With history: the old deadline is still there, marked superseded"]
    assert any("February 28" in line and "[superseded]" in line for line in history)
    assert "reviewer sees the engineer's private note: False" in lines
    assert "engineer sees the engineer's private note: True" in lines
    readback = steps["Forgetting is archiving: the trivia can still be read back"]
    assert all(line.startswith("cold") for line in readback)
    assert report["stats"]["cold"] >= 2
    assert report["stats"]["anchored"] == 1
    # Re-running resets only the demo namespace and tells the same story.
    run("-n", "team-a", "remember", "keep me")
    assert json.loads(run("demo", "--json").output)["stats"] == report["stats"]
    assert json.loads(run("-n", "team-a", "stats", "--json").output)["live"] == 1
    human = run("demo").output
    assert "maintenance pass 1" in human


def test_help_imports_neither_the_library_nor_polars() -> None:
    """``sfams --help`` loads the command line only (``benchmarks/cli_startup.py`` times it)."""
    probe = (
        "import sys\n"
        "from sfams_tiers.cli import main\n"
        "sys.argv = ['sfams', '--help']\n"
        "try:\n"
        "    main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "heavy = ('polars', 'numpy', 'pydantic', 'sfams_tiers._memory', 'sfams_tiers._jobs')\n"
        "print('LOADED', [m for m in heavy if m in sys.modules])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True
    )
    assert "LOADED []" in done.stdout
    for name in ("analytics", "bench", "jobs", "report", "recall", "remember"):
        assert f"  {name} " in done.stdout


def test_lazy_groups_show_their_own_help() -> None:
    for name, (module, attribute, text) in LAZY_GROUPS.items():
        command = getattr(importlib.import_module(module), attribute)
        assert command.get_short_help_str(1000) == text, name
        assert cli.get_command(click.Context(cli), name) is command
