"""The policy file (issue 15): one TOML file read by open_memory, the CLI and the adapter."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfams_tiers import (
    ConfigurationError,
    FixedClock,
    ForgettingRules,
    PolicyFileError,
    RetentionPolicy,
    load_policy_file,
    load_settings,
    open_memory,
    policy_toml,
)
from sfams_tiers._settings import build_policy
from sfams_tiers.cli import cli

POLICY = """\
# the support team forgets small talk fast
w_importance = 0.6
archive_threshold = 0.2

[half_lives_days]
"state:ticket" = 1

[rules]
consolidate = true
chain_factors = { resolves = 0.5 }

[namespaces.support]
hot_capacity = 5

[namespaces.support.rules]
max_anchors = 50
"""


def write(folder: Path, text: str, name: str = "policy.toml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_file_sets_the_base_and_each_namespace(tmp_path: Path) -> None:
    policies = load_policy_file(write(tmp_path, POLICY))
    base, support = policies.policy(), policies.policy("support")
    assert base.w_importance == 0.6
    assert base.archive_threshold == 0.2
    assert base.half_life_days("state:ticket") == 1.0
    assert base.half_life_days("fact") == 180.0  # the defaults stay where not named
    assert base.rules.consolidate
    assert base.rules.chain_factors == {"resolves": 0.5}
    assert base.hot_capacity == 1000
    assert base.rules.max_anchors == 500
    # A section changes what it names and inherits the rest, table by table.
    assert support.hot_capacity == 5
    assert support.rules.max_anchors == 50
    assert support.rules.consolidate
    assert support.w_importance == 0.6
    assert policies.policy("elsewhere") == base


def test_the_printed_policy_reads_back_as_the_same_policy(tmp_path: Path) -> None:
    policy = RetentionPolicy(
        hot_capacity=7,
        purge_after_days=30,
        half_lives_days={"state:ticket": 2},
        rules=ForgettingRules(consolidate=True, supersede_deltas={"updates": (0.1, -0.2)}),
    )
    again = load_policy_file(write(tmp_path, policy_toml(policy, title="a\nb"))).policy()
    assert again == policy
    assert dict(again.half_lives_days) == dict(policy.half_lives_days)
    assert dict(again.rules.supersede_deltas) == {"updates": (0.1, -0.2)}
    default = load_policy_file(write(tmp_path, policy_toml(RetentionPolicy()), "d.toml"))
    assert default.policy() == RetentionPolicy()


@pytest.mark.parametrize(
    ("text", "line", "key", "says"),
    [
        ("w_importance = 0.5\nw_importnce = 0.6\n", 2, "w_importnce", "mean 'w_importance'"),
        ("[rules]\n\nmax_anchors = 0\n", 3, "rules.max_anchors", "whole number >= 1"),
        ("[rules]\nforget_fast = true\n", 2, "rules.forget_fast", "not a policy setting"),
        ("a = 1\nb = \n", 2, "", "not valid TOML"),
        ("[half_lives_days]\nfact = 3\nstate = -1\n", 3, "half_lives_days.state", "> 0 days"),
        ("[half_lives_days]\nrumour = 3\n", 2, "half_lives_days.rumour", "not a memory type"),
        ("demote_threshold = 0.9\n", 1, "promote_threshold", "must be above"),
        ("rules = 3\n", 1, "rules", "must be a table"),
        ("x = 1\n", 1, "x", "not a policy setting"),
        ('[namespaces."Team A"]\nhot_capacity = 1\n', 1, "namespaces.Team A", "lowercase"),
        ("[namespaces.ops]\nhot_capacity = -1\n", 2, "hot_capacity", "whole number >= 0"),
        ("w_age = 0\n[namespaces.ops.rules]\nmax_anchors = 0\n", 3, "rules.max_anchors", "1"),
    ],
)
def test_a_refused_value_names_its_line(
    tmp_path: Path, text: str, line: int, key: str, says: str
) -> None:
    path = write(tmp_path, text)
    with pytest.raises(PolicyFileError, match=says) as info:
        load_policy_file(path)
    assert (info.value.line, info.value.key) == (line, key)
    assert str(info.value).startswith(f"{path}:{line}: ")
    assert isinstance(info.value, ConfigurationError)


def test_a_missing_file_is_a_configuration_error(tmp_path: Path) -> None:
    with pytest.raises(PolicyFileError, match="cannot be read"):
        load_policy_file(tmp_path / "nowhere.toml")
    with pytest.raises(PolicyFileError, match="cannot be read"):
        build_policy(load_settings(home=tmp_path, policy=tmp_path / "nowhere.toml"))


def test_explicit_settings_override_the_file_and_defaults_do_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, "hot_capacity = 40\n[rules]\nmax_anchors = 9\n")
    assert build_policy(load_settings(home=tmp_path, policy=path)).hot_capacity == 40
    monkeypatch.setenv("SFAMS_HOT_CAPACITY", "12")
    policy = build_policy(load_settings(home=tmp_path, policy=path))
    assert (policy.hot_capacity, policy.rules.max_anchors) == (12, 9)
    monkeypatch.setenv("SFAMS_POLICY", str(path))
    monkeypatch.setenv("SFAMS_MAX_ANCHORS", "3")
    assert build_policy(load_settings(home=tmp_path)).rules.max_anchors == 3


async def test_open_memory_runs_with_its_namespace_section(tmp_path: Path) -> None:
    settings = load_settings(home=tmp_path, policy=write(tmp_path, POLICY))
    async with open_memory(settings, namespace="support") as memory:
        assert memory.policy.hot_capacity == 5
        assert memory.policy.w_importance == 0.6
    async with open_memory(settings, namespace="sales") as memory:
        assert memory.policy.hot_capacity == 1000
        assert memory.policy.rules.consolidate


def test_the_autogen_adapter_reads_the_same_file(tmp_path: Path) -> None:
    from sfams_tiers.autogen import TieredAutoGenMemory

    path = write(tmp_path, POLICY)
    settings = load_settings(home=tmp_path, policy=path)
    memory = TieredAutoGenMemory.from_settings(settings, namespace="support")
    assert memory.config.policy == str(path)
    assert memory.config.hot_capacity is None  # the file's value is not pinned over

    async def policy_seen() -> RetentionPolicy:
        try:
            return (await memory.tiered()).policy
        finally:
            await memory.close()

    policy = asyncio.run(policy_seen())
    assert (policy.hot_capacity, policy.rules.max_anchors) == (5, 50)


# --- the CLI -----------------------------------------------------------------------------

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def sfams(home: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--home", str(home), *args], obj={})


def test_policy_check_and_show(tmp_path: Path) -> None:
    good = write(tmp_path, POLICY)
    checked = sfams(tmp_path, "policy", "check", str(good))
    assert checked.exit_code == 0
    assert "valid" in checked.output
    assert "support" in checked.output
    bad = write(tmp_path, "[rules]\nmax_anchors = 0\n", "bad.toml")
    refused = sfams(tmp_path, "policy", "check", str(bad))
    assert refused.exit_code == 2
    assert f"{bad}:2: rules.max_anchors: must be a whole number" in refused.output
    shown = sfams(tmp_path, "--policy", str(good), "policy", "show", "-n", "support")
    assert shown.exit_code == 0, shown.output
    printed = write(tmp_path, shown.output, "printed.toml")
    assert load_policy_file(printed).policy() == load_policy_file(good).policy("support")
    as_json = json.loads(sfams(tmp_path, "--policy", str(good), "policy", "show", "--json").output)
    assert as_json["rules"]["chain_factors"] == {"resolves": 0.5}


def test_a_policy_file_changes_what_maintain_plans(tmp_path: Path) -> None:
    """The same store, the same day: the file's thresholds decide what is archived."""

    async def seed() -> None:
        clock = FixedClock(NOW - timedelta(days=20))
        async with open_memory(load_settings(home=tmp_path), namespace="team-a", clock=clock) as m:
            for i in range(4):
                await m.remember(f"release checklist step {i} is done", type="note", importance=0.5)

    asyncio.run(seed())

    def planned(*policy: str) -> dict[str, int]:
        result = sfams(tmp_path, *policy, "-n", "team-a", "jobs", "maintain", "--dry-run",
                       "--json", "--now", NOW.isoformat())  # fmt: skip
        assert result.exit_code == 0, result.output
        counts: dict[str, int] = {}
        for move in json.loads(result.output)["moves"]:
            counts[move["kind"]] = counts.get(move["kind"], 0) + 1
        return counts

    assert planned().get("archive", 0) == 0  # notes 20 days old are kept by the defaults
    harsh = write(
        tmp_path,
        "forget_ratio = 1.0\n[half_lives_days]\nnote = 1\n"
        "[namespaces.team-a]\narchive_threshold = 0.3\n",
    )
    assert planned("--policy", str(harsh)).get("archive", 0) == 4
