"""``sfams jobs ...`` through click's runner, on the embedded default in a temp folder."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfams_tiers import FixedClock, load_settings, open_memory
from sfams_tiers.cli import cli

Invoke = Callable[..., Result]
NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A store with fresh facts, stale trivia and an anchored memory in namespace team-a."""

    async def seed() -> None:
        clock = FixedClock(NOW - timedelta(days=30))
        async with open_memory(load_settings(home=tmp_path), namespace="team-a", clock=clock) as m:
            await m.remember("customer is ACME", anchored=True)
            for i in range(12):
                await m.remember(f"small talk number {i}", type="dialogue", importance=0.05)
            clock.advance(days=29)
            for i in range(6):
                await m.remember(f"critical fact {i}", type="fact", importance=0.95)

    asyncio.run(seed())
    return tmp_path


@pytest.fixture
def run(home: Path) -> Invoke:
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None) -> Result:  # noqa: A002 - click's name
        return runner.invoke(cli, ["--home", str(home), "-n", "team-a", *args], input=input,
                             obj={}, catch_exceptions=False)  # fmt: skip

    return invoke


def test_dry_run_plan_matches_the_real_run(run: Invoke) -> None:
    when = NOW.isoformat()
    dry = run("jobs", "maintain", "--dry-run", "--json", "--now", when)
    assert dry.exit_code == 0, dry.output
    plan = json.loads(dry.output)
    assert plan["reports"][0]["dry_run"] is True
    assert plan["reports"][0]["moved"] == {}
    kinds = {m["kind"] for m in plan["moves"]}
    assert "archive" in kinds
    real = json.loads(run("jobs", "maintain", "--json", "--now", when).output)
    assert [(m["kind"], m["id"]) for m in real["moves"]] == [
        (m["kind"], m["id"]) for m in plan["moves"]
    ]
    counts: dict[str, int] = {}
    for move in plan["moves"]:
        counts[move["kind"]] = counts.get(move["kind"], 0) + 1
    assert real["reports"][0]["moved"] == counts
    archived = next(m["id"] for m in plan["moves"] if m["kind"] == "archive")
    assert json.loads(run("get", archived, "--json").output)["tier"] == "cold"


def test_human_output_shows_the_plan(run: Invoke) -> None:
    out = run("jobs", "maintain", "--dry-run", "--now", NOW.isoformat()).output
    assert "planned moves" in out
    assert "archive" in out


def test_archive_restore_and_purge_commands(run: Invoke) -> None:
    archived = json.loads(run("jobs", "archive", "--type", "dialogue", "--json").output)
    assert archived["reports"][0]["moved"] == {"archive": 12}
    ids = [m["id"] for m in archived["moves"]]
    restored = json.loads(
        run("jobs", "restore", "--ids", ",".join(ids[:3]), "--to", "hot", "--json").output
    )
    assert restored["reports"][0]["moved"] == {"restore": 3}
    refused = run("jobs", "purge", "--ids", ids[5], input="n\n")
    assert refused.exit_code == 1
    assert json.loads(run("get", ids[5], "--json").output)["tier"] == "cold"
    purged = json.loads(run("jobs", "purge", "--ids", ids[5], "--yes", "--json").output)
    assert purged["reports"][0]["moved"] == {"purge": 1}
    assert "No memory" in run("get", ids[5]).output
    compacted = run("jobs", "compact", "--json")
    assert compacted.exit_code == 0, compacted.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["jobs", "archive", "--older-than", "ninety days"], "is not a duration"),
        (["jobs", "archive"], "say what to archive"),
        (["jobs", "restore"], "say what to restore"),
        (["jobs", "maintain", "--now", "yesterday"], "is not a date"),
        (["jobs", "maintain", "-n", "Team A"], "lowercase letters"),
    ],
)
def test_bad_job_arguments(run: Invoke, args: list[str], message: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_schedule_once_runs_the_due_jobs(run: Invoke, home: Path) -> None:
    schedule = ROOT / "jobs" / "schedule.toml"
    first = json.loads(run("jobs", "run", "--schedule", str(schedule), "--once", "--json").output)
    assert {r["job"] for r in first["reports"]} == {"maintain", "compact"}
    assert (home / "jobs-state.json").exists()
    second = json.loads(run("jobs", "run", "--schedule", str(schedule), "--once", "--json").output)
    assert second["reports"] == []  # nothing is due again yet


def test_job_log_shows_what_ran(run: Invoke) -> None:
    run("jobs", "maintain", "--now", NOW.isoformat())
    run("jobs", "archive", "--type", "dialogue")
    entries = json.loads(run("jobs", "log", "--json").output)
    assert [e["job"] for e in entries[:2]] == ["archive", "maintain"]
    assert entries[0]["namespace"] == "team-a"
    assert "archive" in run("jobs", "log").output
