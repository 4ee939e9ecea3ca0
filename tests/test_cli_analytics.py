"""``sfams analytics summary | by | sql`` and ``sfams report`` on a real embedded home."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfams_tiers import MemoryRecord
from sfams_tiers.backends.archive import ParquetArchive
from sfams_tiers.cli import cli

Invoke = Callable[..., Result]
T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("SFAMS_HOME", str(folder))
    archive = ParquetArchive(folder / "archive")

    def cold(ns: str, content: str, type_: str, agent: str) -> MemoryRecord:
        return MemoryRecord(namespace=ns, content=content, type=type_, agent=agent,
                            tier="cold", archived_at=T0, archive_reason="expired")  # fmt: skip

    async def fill() -> None:
        await archive.put_many("default", [cold("default", "a", "fact", "ann"),
                                           cold("default", "b", "fact", "bob"),
                                           cold("default", "c", "goal", "ann")])  # fmt: skip
        await archive.put_many("team-b", [cold("team-b", "d", "fact", "cy")])

    asyncio.run(fill())
    return folder


@pytest.fixture
def run(home: Path) -> Invoke:
    runner = CliRunner()

    def invoke(*args: str) -> Result:
        return runner.invoke(cli, list(args), obj={}, catch_exceptions=False)

    return invoke


def test_summary_json_for_the_default_namespace_and_all(run: Invoke) -> None:
    result = run("analytics", "summary", "--json")
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    assert [(r["namespace"], r["records"], r["types"], r["agents"]) for r in rows] == [
        ("default", 3, 2, 2)
    ]
    assert rows[0]["first_archived"].startswith("2026-01-05T09:00")
    every = json.loads(run("analytics", "summary", "--all", "--json").output)
    assert [r["namespace"] for r in every] == ["default", "team-b"]
    table = run("analytics", "summary", "-n", "team-b")
    assert "team-b" in table.output
    assert "default" not in table.output


def test_by_columns_and_csv(run: Invoke) -> None:
    rows = json.loads(run("analytics", "by", "type", "--all", "--json").output)
    assert [(r["type"], r["records"]) for r in rows] == [("fact", 3), ("goal", 1)]
    csv = run("analytics", "by", "agent", "type", "--csv").output.splitlines()
    assert csv[0] == "agent,type,records,share,mean_importance"
    assert csv[1].startswith("ann,fact,1,") or csv[1].startswith("ann,goal,1,")
    assert len(csv) == 4  # header + (ann, fact), (ann, goal), (bob, fact)
    bad = CliRunner().invoke(cli, ["analytics", "by", "colour"], obj={})
    assert bad.exit_code == 2
    assert "not a column" in bad.output


def test_sql_json_csv_and_errors(run: Invoke) -> None:
    query = "SELECT namespace, COUNT(*) AS n FROM archive GROUP BY namespace ORDER BY namespace"
    rows = json.loads(run("analytics", "sql", query, "--all", "--json").output)
    assert rows == [{"namespace": "default", "n": 3}, {"namespace": "team-b", "n": 1}]
    csv = run("analytics", "sql", "SELECT content, entities FROM archive ORDER BY content",
              "--csv").output  # fmt: skip
    assert csv.splitlines() == ["content,entities", "a,[]", "b,[]", "c,[]"]
    raw = json.loads(run("analytics", "sql", "SELECT COUNT(*) AS n FROM archive WHERE deleted",
                         "--raw", "--json").output)  # fmt: skip
    assert raw == [{"n": 0}]
    bad = CliRunner().invoke(cli, ["analytics", "sql", "SELECT nope FROM archive"], obj={})
    assert bad.exit_code == 2
    assert "archive" in bad.output
    both = CliRunner().invoke(cli, ["analytics", "sql", query, "--json", "--csv"], obj={})
    assert both.exit_code == 2


def test_report_writes_one_html_file(run: Invoke, tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    result = run("report", "--out", str(out), "--no-live", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["out"] == str(out)
    html = out.read_text(encoding="utf-8")
    assert ">4</b><span>memories in the archive" in html
    assert "<svg" in html
    assert "<script" not in html


def test_report_after_demo_and_maintain(run: Invoke, tmp_path: Path) -> None:
    assert run("demo", "--json").exit_code == 0
    assert run("jobs", "maintain", "--all", "--json").exit_code == 0
    out = tmp_path / "demo.html"
    result = run("report", "--out", str(out))
    assert result.exit_code == 0, result.output
    html = out.read_text(encoding="utf-8")
    assert "live now" in html  # the live tiers were read
    assert "demo" in html
    assert html.count("<svg") >= 8


def test_an_agent_sees_only_shared_and_its_own_private_rows(home: Path, run: Invoke) -> None:
    archive = ParquetArchive(home / "archive")
    secret = MemoryRecord(namespace="default", content="ann's private note", agent="ann",
                          visibility="private", tier="cold", archived_at=T0)  # fmt: skip
    asyncio.run(archive.put_many("default", [secret]))
    query = "SELECT content FROM archive ORDER BY content"

    def contents(*agent: str) -> list[str]:
        rows = json.loads(run(*agent, "analytics", "sql", query, "--json").output)
        return [row["content"] for row in rows]

    assert contents() == ["a", "ann's private note", "b", "c"]  # operators see everything
    assert contents("--agent", "ann") == ["a", "ann's private note", "b", "c"]
    assert contents("--agent", "bob") == ["a", "b", "c"]
