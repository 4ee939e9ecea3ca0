"""The job scheduler: schedule file, due computation, state file, once and loop modes."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from sfams_tiers._errors import ConfigurationError, SfamsError, TierUnavailable
from sfams_tiers._ids import FixedClock
from sfams_tiers._jobs._schedule import (
    JOB_NAMES,
    Schedule,
    ScheduledJob,
    ScheduleState,
    load_schedule,
    parse_interval,
    run_schedule,
)
from sfams_tiers._models import JobReport

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
REPO = Path(__file__).resolve().parents[1]

EXAMPLE = """
# jobs/schedule.toml
[defaults]
namespaces = ["*"]
[[job]]
name = "maintain"
every = "15m"
[[job]]
name = "compact"
every = "1d"
args = { }
[[job]]
name = "purge"
every = "7d"
enabled = false
args = { older_than = "365d", yes = true }
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "schedule.toml"
    path.write_text(text, encoding="utf-8")
    return path


def job(name: str, every: str, *, enabled: bool = True) -> ScheduledJob:
    return ScheduledJob(name, parse_interval(every), enabled=enabled)


class Runner:
    """A fake ``run_job`` callback: records calls, optionally fails or takes time."""

    def __init__(
        self,
        clock: FixedClock | None = None,
        *,
        fail: dict[str, Exception] | None = None,
        takes: timedelta = timedelta(0),
    ) -> None:
        self.clock = clock
        self.fail = fail or {}
        self.takes = takes
        self.calls: list[tuple[str, datetime | None]] = []

    async def __call__(self, scheduled: ScheduledJob) -> list[JobReport]:
        self.calls.append((scheduled.name, self.clock() if self.clock is not None else None))
        if self.clock is not None:
            self.clock.advance(seconds=self.takes.total_seconds())
        if scheduled.name in self.fail:
            raise self.fail[scheduled.name]
        return [JobReport(job=scheduled.name, namespace=ns) for ns in scheduled.namespaces]

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.calls]


# --- parsing ---------------------------------------------------------------------------


def test_example_schedule_parses(tmp_path: Path) -> None:
    schedule = load_schedule(write(tmp_path, EXAMPLE))
    assert [j.name for j in schedule.jobs] == ["maintain", "compact", "purge"]
    maintain, compact, purge = schedule.jobs
    assert maintain == ScheduledJob("maintain", timedelta(minutes=15), ("*",), {}, True)
    assert compact.every == timedelta(days=1)
    assert compact.args == {}
    assert purge.enabled is False
    assert purge.every == timedelta(days=7)
    assert dict(purge.args) == {"older_than": "365d", "yes": True}
    with pytest.raises(TypeError):
        purge.args["yes"] = False  # type: ignore[index]


def test_job_namespaces_override_defaults(tmp_path: Path) -> None:
    text = """
    [defaults]
    namespaces = ["team-a", "team-b", "team-a"]
    [[job]]
    name = "maintain"
    every = "90s"
    [[job]]
    name = "archive"
    every = "6h"
    namespaces = ["*"]
    """
    maintain, archive = load_schedule(write(tmp_path, text)).jobs
    assert maintain.namespaces == ("team-a", "team-b")  # duplicates dropped, order kept
    assert archive.namespaces == ("*",)


def test_defaults_table_is_optional(tmp_path: Path) -> None:
    schedule = load_schedule(write(tmp_path, '[[job]]\nname = "restore"\nevery = "1h"\n'))
    assert schedule.jobs[0].namespaces == ("*",)
    assert schedule.jobs[0].enabled is True


@pytest.mark.parametrize(
    ("text", "value"),
    [("90s", 90), ("15m", 900), ("6h", 21_600), ("1d", 86_400), (" 2h ", 7_200)],
)
def test_parse_interval(text: str, value: int) -> None:
    assert parse_interval(text) == timedelta(seconds=value)


@pytest.mark.parametrize("text", ["0m", "15", "m", "1w", "1.5h", "-1h", "1h30m", "", 15, None])
def test_parse_interval_refuses(text: object) -> None:
    with pytest.raises(ValueError, match=r'positive whole number .*"90s", "15m", "6h" or "1d"'):
        parse_interval(text)


def test_huge_interval_is_refused() -> None:
    with pytest.raises(ValueError, match="not an interval"):
        parse_interval("999999999999d")


JOB_LIST = "maintain, archive, restore, purge, compact"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            '[[job]]\nname = "vacuum"\nevery = "1h"',
            [r"\[\[job\]\] #1", f"name must be one of {JOB_LIST}", "got 'vacuum'"],
            id="unknown-job-name",
        ),
        pytest.param(
            '[[job]]\nevery = "1h"',
            [r"\[\[job\]\] #1", "name must be one of", "got None"],
            id="missing-name",
        ),
        pytest.param(
            '[[job]]\nname = "maintain"\nevery = "1h"\n[[job]]\nname = "compact"\nevery = "1w"',
            [r"\[\[job\]\] #2 \(compact\)", "every = '1w' is not an interval", '"1d"'],
            id="bad-interval",
        ),
        pytest.param(
            '[[job]]\nname = "compact"\nevery = 3600',
            [r"\[\[job\]\] #1 \(compact\)", "every = 3600 is not an interval"],
            id="interval-not-a-string",
        ),
        pytest.param(
            '[[job]]\nname = "compact"',
            [r"\[\[job\]\] #1 \(compact\)", "every = None is not an interval", '"15m"'],
            id="missing-interval",
        ),
        pytest.param(
            '[[job]]\nname = "maintain"\nevery = "1h"\nnamespaces = ["Team A"]',
            [r"\[\[job\]\] #1 \(maintain\)", "'Team A' is not allowed", "lowercase", "team-a"],
            id="bad-namespace",
        ),
        pytest.param(
            '[defaults]\nnamespaces = ["ok", "../etc"]\n[[job]]\nname = "maintain"\nevery = "1h"',
            [r"\[defaults\]", "'../etc' is not allowed"],
            id="bad-default-namespace",
        ),
        pytest.param(
            '[[job]]\nname = "maintain"\nevery = "1h"\nnamespaces = ["*", "team-a"]',
            ['"\\*" already means every namespace; use it alone'],
            id="star-mixed-with-names",
        ),
        pytest.param(
            '[[job]]\nname = "maintain"\nevery = "1h"\nnamespaces = "team-a"',
            [r'namespaces must be \["\*"\] or a list like \["team-a"\]'],
            id="namespaces-not-a-list",
        ),
        pytest.param(
            '[[job]]\nname = "maintain"\nevery = "1h"\nnamespaces = []',
            [r"namespaces must be \[\"\*\"\] or a list", r"got \[\]"],
            id="namespaces-empty",
        ),
        pytest.param(
            '[[job]]\nname = "maintain"\nevry = "1h"',
            [
                r"\[\[job\]\] #1",
                r"unknown key\(s\) evry; allowed: args, enabled, every, name, namespaces",
            ],
            id="unknown-job-key",
        ),
        pytest.param(
            '[defaults]\nnamespace = ["a"]\n[[job]]\nname = "maintain"\nevery = "1h"',
            [r"\[defaults\]: unknown key\(s\) namespace; allowed: namespaces"],
            id="unknown-defaults-key",
        ),
        pytest.param(
            'jobs = []\n[[job]]\nname = "maintain"\nevery = "1h"',
            [r"unknown key\(s\) jobs; allowed: defaults, job"],
            id="unknown-top-level-key",
        ),
        pytest.param(
            'defaults = ["*"]\n[[job]]\nname = "maintain"\nevery = "1h"',
            [r"defaults must be a \[defaults\] table"],
            id="defaults-not-a-table",
        ),
        pytest.param(
            '[job]\nname = "maintain"\nevery = "1h"',
            [r"write each job as a \[\[job\]\] table \(double brackets\)"],
            id="single-brackets",
        ),
        pytest.param(
            "[defaults]\nnamespaces = ['*']",
            [r"no jobs; add a \[\[job\]\]"],
            id="no-jobs",
        ),
        pytest.param(
            '[[job]]\nname = "maintain"\nevery = "1h"\n[[job]]\nname = "maintain"\nevery = "2h"',
            [r"\[\[job\]\] #2", "'maintain' is already scheduled above", "merge"],
            id="duplicate-job",
        ),
        pytest.param(
            '[[job]]\nname = "purge"\nevery = "7d"\nenabled = "no"',
            [r"\[\[job\]\] #1 \(purge\)", "enabled must be true or false", "got 'no'"],
            id="enabled-not-bool",
        ),
        pytest.param(
            '[[job]]\nname = "purge"\nevery = "7d"\nargs = "older_than=365d"',
            [r"args must be a table like \{ older_than = \"365d\" \}"],
            id="args-not-a-table",
        ),
        pytest.param(
            '[[job]\nname = "maintain"',
            ["not valid TOML", "fix the syntax"],
            id="invalid-toml",
        ),
    ],
)
def test_invalid_schedules_name_file_entry_and_fix(
    tmp_path: Path, text: str, expected: list[str]
) -> None:
    path = write(tmp_path, text)
    with pytest.raises(ConfigurationError) as caught:
        load_schedule(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    for pattern in expected:
        assert re.search(pattern, message), (pattern, message)


def test_missing_schedule_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match=r"nope.toml: cannot read the schedule .*path"):
        load_schedule(tmp_path / "nope.toml")


def test_binary_schedule_file(tmp_path: Path) -> None:
    path = tmp_path / "schedule.toml"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(ConfigurationError, match="not valid TOML"):
        load_schedule(path)


def test_repository_schedule_loads() -> None:
    schedule = load_schedule(REPO / "jobs" / "schedule.toml")
    by_name = {j.name: j for j in schedule.jobs}
    assert by_name["maintain"].every == timedelta(minutes=15)
    assert by_name["maintain"].enabled
    assert by_name["compact"].every == timedelta(days=1)
    assert by_name["compact"].enabled
    purge = by_name["purge"]
    assert not purge.enabled
    assert purge.every == timedelta(days=7)
    assert purge.args["older_than"] == "365d"
    assert [j.name for j in schedule.due(T0, {})] == ["maintain", "compact"]


COMMAND = "sfams jobs run --schedule /etc/sfams/schedule.toml --once"


def test_deployment_examples_run_the_same_command_and_schedule(tmp_path: Path) -> None:
    yaml = pytest.importorskip("yaml")
    jobs = REPO / "jobs"
    assert COMMAND in (jobs / "cron.example").read_text(encoding="utf-8")
    service = (jobs / "systemd" / "sfams-jobs.service").read_text(encoding="utf-8")
    assert f"ExecStart=/opt/sfams/venv/bin/{COMMAND}" in service
    assert "EnvironmentFile=/etc/sfams/sfams.env" in service
    timer = (jobs / "systemd" / "sfams-jobs.timer").read_text(encoding="utf-8")
    assert "OnCalendar=*:0/5" in timer
    assert "Persistent=true" in timer
    config_map, _, cron_job = yaml.safe_load_all((jobs / "k8s" / "cronjob.yaml").read_text())
    spec = cron_job["spec"]
    assert (spec["schedule"], spec["concurrencyPolicy"]) == ("*/5 * * * *", "Forbid")
    container = spec["jobTemplate"]["spec"]["template"]["spec"]["containers"][0]
    assert " ".join(container["command"]) == COMMAND
    copy = write(tmp_path, config_map["data"]["schedule.toml"])
    assert load_schedule(copy) == load_schedule(jobs / "schedule.toml")


def test_job_names_match_the_job_runner() -> None:
    from sfams_tiers._jobs._runner import JOB_NAMES as RUNNER_JOB_NAMES

    assert set(JOB_NAMES) == set(RUNNER_JOB_NAMES)


# --- due computation -------------------------------------------------------------------


def test_due_uses_last_start_plus_interval() -> None:
    clock = FixedClock(T0)
    schedule = Schedule((job("maintain", "15m"), job("compact", "1d")))
    last = {"maintain": T0, "compact": T0}
    assert schedule.due(clock(), last) == []
    clock.advance(minutes=15, seconds=-1)
    assert schedule.due(clock(), last) == []
    clock.advance(seconds=1)  # exactly last + every: due
    assert [j.name for j in schedule.due(clock(), last)] == ["maintain"]
    assert schedule.next_due(clock(), last) == T0 + timedelta(minutes=15)
    clock.advance(days=1)
    assert [j.name for j in schedule.due(clock(), last)] == ["maintain", "compact"]


def test_never_run_jobs_are_due_in_file_order_and_disabled_never() -> None:
    schedule = Schedule(
        (job("purge", "7d", enabled=False), job("compact", "1d"), job("maintain", "15m"))
    )
    assert [j.name for j in schedule.due(T0, {})] == ["compact", "maintain"]
    assert schedule.due(T0 + timedelta(days=3650), {"compact": T0, "maintain": T0}) != []
    assert all(j.name != "purge" for j in schedule.due(T0 + timedelta(days=3650), {}))
    # last runs of other (or removed) jobs are ignored
    assert [j.name for j in schedule.due(T0, {"archive": T0, "maintain": T0})] == ["compact"]


def test_next_due() -> None:
    schedule = Schedule((job("maintain", "15m"), job("compact", "1d")))
    last = {"maintain": T0, "compact": T0 - timedelta(hours=23, minutes=50)}
    assert schedule.next_due(T0, last) == T0 + timedelta(minutes=10)
    assert schedule.next_due(T0, {}) == T0  # a never-run job is due now
    assert Schedule((job("purge", "7d", enabled=False),)).next_due(T0, {}) is None


# --- state file ------------------------------------------------------------------------


def test_state_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "state" / "nested" / "schedule-state.json"
    state = ScheduleState.load(path)
    assert state.last_runs == {}
    assert not path.exists()
    state.record("maintain", T0)
    state.record("compact", T0 + timedelta(minutes=1))
    assert ScheduleState.load(path).last_runs == {
        "maintain": T0,
        "compact": T0 + timedelta(minutes=1),
    }
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {
        "version": 1,
        "last_runs": {
            "compact": "2026-01-05T09:01:00+00:00",
            "maintain": "2026-01-05T09:00:00+00:00",
        },
    }
    assert sorted(p.name for p in path.parent.iterdir()) == ["schedule-state.json"]  # no temp


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "",
        "[]",
        '{"last_runs": []}',
        '{"version": 1}',
        '"2026-01-05T09:00:00+00:00"',
    ],
)
def test_corrupt_state_means_never_run(
    tmp_path: Path, content: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "state.json"
    path.write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="sfams_tiers.jobs"):
        assert ScheduleState.load(path).last_runs == {}


def test_corrupt_entries_are_dropped_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    runs = {
        "maintain": "2026-01-05T09:00:00+00:00",
        "compact": "yesterday",
        "archive": 12,
        "restore": "2026-01-05T09:00:00",  # naive: unknown zone, treated as never run
    }
    path.write_text(json.dumps({"version": 1, "last_runs": runs}), encoding="utf-8")
    assert ScheduleState.load(path).last_runs == {"maintain": T0}


def test_binary_state_is_ignored(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "state.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with caplog.at_level(logging.WARNING, logger="sfams_tiers.jobs"):
        assert ScheduleState.load(path).last_runs == {}
    assert "Ignoring unreadable schedule state" in caplog.text


def test_state_write_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "state.json"
    state = ScheduleState.load(path)
    state.record("maintain", T0)
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(ConfigurationError, match=r"No space left on device.*writable"):
        state.record("maintain", T0 + timedelta(hours=1))
    assert path.read_bytes() == before  # the old state is intact
    assert [p.name for p in tmp_path.iterdir()] == ["state.json"]  # temp file removed


def test_unwritable_state_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    state = ScheduleState.load(blocker / "state.json")
    with pytest.raises(ConfigurationError, match=r"state.json: cannot write it .*another path"):
        state.save()


# --- run_schedule(once=True) -----------------------------------------------------------


async def test_once_runs_exactly_the_due_enabled_jobs_in_file_order(tmp_path: Path) -> None:
    clock = FixedClock(T0)
    state_path = tmp_path / "state.json"
    previous = ScheduleState.load(state_path)
    previous.record("maintain", T0 - timedelta(minutes=15))  # due (exactly)
    previous.record("compact", T0 - timedelta(hours=23))  # not due for another hour
    schedule = Schedule(
        (
            job("purge", "7d", enabled=False),
            job("restore", "1h"),  # never ran: due
            job("compact", "1d"),
            job("maintain", "15m"),
            ScheduledJob("archive", timedelta(hours=6), ("team-a", "team-b")),
        )
    )
    runner = Runner(clock, takes=timedelta(seconds=30))
    reports = await run_schedule(schedule, runner, state_path=state_path, once=True, clock=clock)
    assert runner.calls == [
        ("restore", T0),
        ("maintain", T0 + timedelta(seconds=30)),
        ("archive", T0 + timedelta(seconds=60)),
    ]
    assert [(r.job, r.namespace) for r in reports] == [
        ("restore", "*"),
        ("maintain", "*"),
        ("archive", "team-a"),
        ("archive", "team-b"),
    ]
    assert ScheduleState.load(state_path).last_runs == {
        "restore": T0,
        "maintain": T0 + timedelta(seconds=30),  # the start time, not the end
        "archive": T0 + timedelta(seconds=60),
        "compact": T0 - timedelta(hours=23),
    }
    # Run again at once: nothing is due any more.
    again = Runner(clock)
    assert await run_schedule(schedule, again, state_path=state_path, once=True, clock=clock) == []
    assert again.calls == []


async def test_once_with_nothing_enabled_does_nothing(tmp_path: Path) -> None:
    schedule = Schedule((job("purge", "7d", enabled=False),))
    runner = Runner()
    state_path = tmp_path / "state.json"
    assert await run_schedule(schedule, runner, state_path=state_path, once=True) == []
    assert runner.calls == []
    assert not state_path.exists()


async def test_failing_job_is_reported_and_does_not_stop_the_others(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    clock = FixedClock(T0)
    state_path = tmp_path / "state.json"
    error = TierUnavailable("Qdrant at http://q:6333 cannot be reached; start it or fix the URL.")
    schedule = Schedule((job("maintain", "15m"), job("compact", "1d"), job("archive", "6h")))
    runner = Runner(clock, fail={"compact": error}, takes=timedelta(seconds=5))
    with caplog.at_level(logging.INFO, logger="sfams_tiers.jobs"):
        reports = await run_schedule(
            schedule, runner, state_path=state_path, once=True, clock=clock
        )
    assert runner.names == ["maintain", "compact", "archive"]
    assert [r.job for r in reports] == ["maintain", "compact", "archive"]
    failed = reports[1]
    assert failed.errors == [str(error)]
    assert failed.namespace == "*"
    assert failed.seconds == 5.0
    assert reports[0].errors == reports[2].errors == []
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert [r.name for r in errors] == ["sfams_tiers.jobs"]
    assert "compact" in errors[0].getMessage()
    assert "cannot be reached" in errors[0].getMessage()
    # The failed job's start is recorded too, so it waits a full day instead of spinning.
    assert ScheduleState.load(state_path).last_runs["compact"] == T0 + timedelta(seconds=5)
    clock.advance(hours=1)
    retry = Runner(clock)
    await run_schedule(schedule, retry, state_path=state_path, once=True, clock=clock)
    assert retry.names == ["maintain"]


async def test_a_bug_in_a_job_propagates(tmp_path: Path) -> None:
    schedule = Schedule((job("maintain", "15m"), job("compact", "1d")))
    runner = Runner(FixedClock(T0), fail={"maintain": KeyError("bug")})
    with pytest.raises(KeyError):
        await run_schedule(schedule, runner, state_path=tmp_path / "s.json", once=True)
    assert runner.names == ["maintain"]


async def test_unwritable_state_stops_before_any_job(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x", encoding="utf-8")
    runner = Runner()
    with pytest.raises(ConfigurationError, match="cannot write it"):
        await run_schedule(
            Schedule((job("maintain", "15m"),)),
            runner,
            state_path=tmp_path / "file" / "state.json",
            once=True,
        )
    assert runner.calls == []


# --- loop mode -------------------------------------------------------------------------


class FakeSleep:
    """Advances the clock instead of sleeping; sets ``stop`` after ``limit`` naps."""

    def __init__(self, clock: FixedClock, stop: asyncio.Event, limit: int) -> None:
        self.clock, self.stop, self.limit = clock, stop, limit
        self.naps: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.naps.append(seconds)
        self.clock.advance(seconds=seconds)
        if len(self.naps) >= self.limit:
            self.stop.set()


async def test_loop_sleeps_until_the_next_due_job(tmp_path: Path) -> None:
    clock = FixedClock(T0)
    stop = asyncio.Event()
    sleep = FakeSleep(clock, stop, limit=5)
    schedule = Schedule(
        (job("maintain", "15m"), job("compact", "1h"), job("purge", "1m", enabled=False))
    )
    runner = Runner(clock)
    reports = await run_schedule(
        schedule,
        runner,
        state_path=tmp_path / "state.json",
        once=False,
        clock=clock,
        sleep=sleep,
        stop=stop,
    )
    assert sleep.naps == [900.0] * 5  # computed, not polled
    assert runner.calls == [
        ("maintain", T0),
        ("compact", T0),
        ("maintain", T0 + timedelta(minutes=15)),
        ("maintain", T0 + timedelta(minutes=30)),
        ("maintain", T0 + timedelta(minutes=45)),
        ("maintain", T0 + timedelta(minutes=60)),
        ("compact", T0 + timedelta(minutes=60)),
    ]
    assert len(reports) == 7


async def test_loop_interval_counts_from_the_start_of_a_run(tmp_path: Path) -> None:
    clock = FixedClock(T0)
    stop = asyncio.Event()
    sleep = FakeSleep(clock, stop, limit=3)
    runner = Runner(clock, takes=timedelta(minutes=4))
    await run_schedule(
        Schedule((job("maintain", "15m"),)),
        runner,
        state_path=tmp_path / "state.json",
        once=False,
        clock=clock,
        sleep=sleep,
        stop=stop,
    )
    assert sleep.naps == [660.0] * 3  # 15 min after each start, the run took 4
    assert [t for _, t in runner.calls] == [T0 + timedelta(minutes=15 * i) for i in range(3)]


async def test_loop_resumes_from_saved_state(tmp_path: Path) -> None:
    clock = FixedClock(T0)
    state_path = tmp_path / "state.json"
    ScheduleState(state_path, {"maintain": T0 - timedelta(minutes=5)}).save()
    stop = asyncio.Event()
    sleep = FakeSleep(clock, stop, limit=1)
    runner = Runner(clock)
    await run_schedule(
        Schedule((job("maintain", "15m"),)),
        runner,
        state_path=state_path,
        once=False,
        clock=clock,
        sleep=sleep,
        stop=stop,
    )
    assert sleep.naps == [600.0]
    assert runner.calls == []  # stop was set during the first nap


async def test_loop_keeps_going_after_a_failing_job(tmp_path: Path) -> None:
    clock = FixedClock(T0)
    stop = asyncio.Event()
    sleep = FakeSleep(clock, stop, limit=4)
    runner = Runner(clock, fail={"compact": TierUnavailable("down")})
    reports = await run_schedule(
        Schedule((job("compact", "30m"), job("maintain", "15m"))),
        runner,
        state_path=tmp_path / "state.json",
        once=False,
        clock=clock,
        sleep=sleep,
        stop=stop,
    )
    assert runner.names == ["compact", "maintain", "maintain", "compact", "maintain", "maintain"]
    assert [bool(r.errors) for r in reports] == [True, False, False, True, False, False]
    assert sleep.naps == [900.0] * 4


async def test_stop_cuts_a_long_sleep_short(tmp_path: Path) -> None:
    stop = asyncio.Event()
    naps: list[float] = []

    napping = asyncio.Event()

    async def endless_sleep(seconds: float) -> None:
        naps.append(seconds)
        napping.set()
        await asyncio.Event().wait()  # never returns by itself

    async def stop_soon() -> None:
        await napping.wait()
        stop.set()

    stopper = asyncio.create_task(stop_soon())
    clock = FixedClock(T0)
    reports = await asyncio.wait_for(
        run_schedule(
            Schedule((job("compact", "1d"),)),
            Runner(clock),
            state_path=tmp_path / "state.json",
            once=False,
            clock=clock,
            sleep=endless_sleep,
            stop=stop,
        ),
        timeout=10,
    )
    await stopper
    assert naps == [86_400.0]
    assert [r.job for r in reports] == ["compact"]


async def test_stop_between_jobs(tmp_path: Path) -> None:
    stop = asyncio.Event()
    calls: list[str] = []

    async def run_job(scheduled: ScheduledJob) -> list[JobReport]:
        calls.append(scheduled.name)
        stop.set()
        return [JobReport(job=scheduled.name, namespace="*")]

    schedule = Schedule((job("maintain", "15m"), job("compact", "1d")))
    await run_schedule(
        schedule,
        run_job,
        state_path=tmp_path / "s.json",
        once=False,
        clock=FixedClock(T0),
        stop=stop,
    )
    assert calls == ["maintain"]


async def test_already_stopped_loop_runs_nothing(tmp_path: Path) -> None:
    stop = asyncio.Event()
    stop.set()
    runner = Runner()
    schedule = Schedule((job("maintain", "15m"),))
    assert (
        await run_schedule(schedule, runner, state_path=tmp_path / "s.json", once=False, stop=stop)
        == []
    )
    assert runner.calls == []


async def test_loop_without_enabled_jobs_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match=r"no enabled job.*enabled = true"):
        await run_schedule(
            Schedule((job("purge", "7d", enabled=False),)),
            Runner(),
            state_path=tmp_path / "s.json",
            once=False,
        )


async def test_errors_from_the_injected_sleep_propagate(tmp_path: Path) -> None:
    async def broken_sleep(seconds: float) -> None:
        raise SfamsError("sleep failed")

    with pytest.raises(SfamsError, match="sleep failed"):
        await run_schedule(
            Schedule((job("maintain", "15m"),)),
            Runner(),
            state_path=tmp_path / "s.json",
            once=False,
            clock=FixedClock(T0),
            sleep=broken_sleep,
            stop=asyncio.Event(),
        )
