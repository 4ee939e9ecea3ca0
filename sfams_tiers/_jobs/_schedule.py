"""Run the lifecycle jobs on a schedule: the TOML file, its state file and the loop.

The schedule file (``jobs/schedule.toml``)::

    [defaults]
    namespaces = ["*"]        # "*" = every namespace that has data; or ["team-a", ...]
    [[job]]
    name = "maintain"          # one of maintain, archive, restore, purge, compact
    every = "15m"              # a whole number and a unit s, m, h or d: "90s", "6h", "1d"
    namespaces = ["team-a"]    # optional, replaces [defaults] for this job
    enabled = true             # optional; false keeps the entry but never runs it
    args = { }                 # optional keyword arguments, validated by the job itself

Each job name appears at most once (it keys the state file). An enabled job is due when
it never ran, or when its last start + ``every`` <= now. The state file is JSON,
``{"version": 1, "last_runs": {"maintain": "2026-01-05T09:00:00+00:00"}}``, replaced
atomically; a missing or corrupt file means "never ran".
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import re
import tempfile
import tomllib
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from types import MappingProxyType
from typing import Any

from sfams_tiers._errors import ConfigurationError, InvalidInput, JobConflict, SfamsError
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._models import JobReport, validate_namespace

__all__ = [
    "JOB_NAMES",
    "Schedule",
    "ScheduleState",
    "ScheduledJob",
    "load_schedule",
    "parse_interval",
    "run_schedule",
]

JOB_NAMES: tuple[str, ...] = (
    "maintain",
    "archive",
    "restore",
    "purge",
    "compact",
    "consolidate",
    "reindex",
)
"""The jobs a schedule may name."""

logger = logging.getLogger("sfams_tiers.jobs")
RunJob = Callable[["ScheduledJob"], Awaitable[list[JobReport]]]
Sleep = Callable[[float], Awaitable[None]]

_INTERVAL = re.compile(r"([0-9]{1,12})([smhd])")
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_KEYS = {
    "": frozenset({"defaults", "job"}),
    "[defaults]": frozenset({"namespaces"}),
    "job": frozenset({"name", "every", "namespaces", "args", "enabled"}),
}


def parse_interval(text: object) -> timedelta:
    """Return an interval such as ``"90s"``, ``"15m"``, ``"6h"`` or ``"1d"`` as a timedelta.

    Raises:
        ValueError: ``text`` is not a positive whole number followed by s, m, h or d.

    Example:
        >>> parse_interval("6h")
        datetime.timedelta(seconds=21600)
    """
    match = _INTERVAL.fullmatch(text.strip()) if isinstance(text, str) else None
    with contextlib.suppress(OverflowError):
        if match is not None and int(match[1]) > 0:
            return timedelta(seconds=int(match[1]) * _UNIT_SECONDS[match[2]])
    raise ValueError(
        f"{text!r} is not an interval; write a positive whole number and a unit "
        '(s, m, h or d), for example "90s", "15m", "6h" or "1d"'
    )


@dataclass(frozen=True, slots=True)
class ScheduledJob:
    """One ``[[job]]`` entry of a schedule.

    Attributes:
        name: The job to run, one of :data:`JOB_NAMES`.
        every: Interval between two starts.
        namespaces: Namespace names, or ``("*",)`` for every namespace that has data.
        args: Extra keyword arguments for the job (the job validates them).
        enabled: Disabled jobs never run.
    """

    name: str
    every: timedelta
    namespaces: tuple[str, ...] = ("*",)
    args: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}), hash=False)
    enabled: bool = True


@dataclass(frozen=True, slots=True)
class Schedule:
    """The jobs of a schedule file, in file order.

    Example:
        >>> from datetime import UTC
        >>> now = datetime(2026, 1, 5, tzinfo=UTC)
        >>> schedule = Schedule((ScheduledJob("maintain", timedelta(minutes=15)),))
        >>> [job.name for job in schedule.due(now, {"maintain": now - timedelta(minutes=15)})]
        ['maintain']
        >>> schedule.due(now, {"maintain": now - timedelta(minutes=14)})
        []
    """

    jobs: tuple[ScheduledJob, ...]

    def due(self, now: datetime, last_runs: Mapping[str, datetime]) -> list[ScheduledJob]:
        """Return the enabled jobs that never ran or whose last start + every <= ``now``."""
        return [job for job in self.jobs if job.enabled and _due_at(job, last_runs, now) <= now]

    def next_due(self, now: datetime, last_runs: Mapping[str, datetime]) -> datetime | None:
        """Return when the next enabled job is due (<= ``now`` if one is), None if none is."""
        return min((_due_at(j, last_runs, now) for j in self.jobs if j.enabled), default=None)


def _due_at(job: ScheduledJob, last_runs: Mapping[str, datetime], now: datetime) -> datetime:
    last = last_runs.get(job.name)
    return now if last is None else last + job.every


def load_schedule(path: str | os.PathLike[str]) -> Schedule:
    """Read and validate a schedule file (format in the module docstring).

    Raises:
        ConfigurationError: The file is missing, is not TOML, or an entry is invalid; the
            message names the file, the ``[[job]]`` number and what is allowed.
    """
    source = Path(path)
    try:
        with source.open("rb") as fh:
            data = tomllib.load(fh)
    except OSError as exc:
        raise _bad(source, f"cannot read the schedule ({exc.strerror}); check the path") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise _bad(source, f"not valid TOML ({exc}); fix the syntax (see jobs/README.md)") from exc
    _check_keys(data, "", source)
    defaults = data.get("defaults", {})
    if not isinstance(defaults, dict):
        raise _bad(source, "defaults must be a [defaults] table")
    _check_keys(defaults, "[defaults]", f"{source}: [defaults]")
    default_ns = _namespaces(defaults.get("namespaces", ["*"]), f"{source}: [defaults]")
    tables = data.get("job", [])
    if not isinstance(tables, list) or not all(isinstance(table, dict) for table in tables):
        raise _bad(source, "write each job as a [[job]] table (double brackets)")
    if not tables:
        raise _bad(source, 'no jobs; add a [[job]] with e.g. name = "maintain", every = "15m"')
    jobs: list[ScheduledJob] = []
    for index, table in enumerate(tables, start=1):
        job = _parse_job(table, f"{source}: [[job]] #{index}", default_ns)
        if any(other.name == job.name for other in jobs):
            raise _bad(
                f"{source}: [[job]] #{index}",
                f"{job.name!r} is already scheduled above; a job may appear once "
                "(its name keys the state file), so merge the two entries",
            )
        jobs.append(job)
    return Schedule(tuple(jobs))


def _parse_job(table: dict[str, Any], where: str, default_ns: tuple[str, ...]) -> ScheduledJob:
    _check_keys(table, "job", where)
    name, enabled, args = table.get("name"), table.get("enabled", True), table.get("args", {})
    if name not in JOB_NAMES:
        raise _bad(where, f"name must be one of {', '.join(JOB_NAMES)} (got {name!r})")
    where = f"{where} ({name})"
    try:
        every = parse_interval(table.get("every"))
    except ValueError as exc:
        raise _bad(where, f"every = {exc}") from None
    if not isinstance(enabled, bool):
        raise _bad(where, f"enabled must be true or false (got {enabled!r})")
    if not isinstance(args, dict):
        raise _bad(where, f'args must be a table like {{ older_than = "365d" }} (got {args!r})')
    namespaces = _namespaces(table["namespaces"], where) if "namespaces" in table else default_ns
    return ScheduledJob(str(name), every, namespaces, MappingProxyType(dict(args)), enabled)


def _namespaces(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not value:
        raise _bad(where, f'namespaces must be ["*"] or a list like ["team-a"] (got {value!r})')
    if "*" in value and len(value) > 1:
        raise _bad(where, 'namespaces: "*" already means every namespace; use it alone')
    for namespace in value:
        try:
            if namespace != "*":
                validate_namespace(namespace)
        except InvalidInput as exc:
            raise _bad(where, f"namespace {exc.reason.rstrip('.')}") from None
    return tuple(dict.fromkeys(value))


def _check_keys(table: Mapping[str, Any], kind: str, where: object) -> None:
    if unknown := sorted(set(table) - _KEYS[kind]):
        allowed = ", ".join(sorted(_KEYS[kind]))
        raise _bad(where, f"unknown key(s) {', '.join(unknown)}; allowed: {allowed}")


def _bad(where: object, problem: str) -> ConfigurationError:
    return ConfigurationError(f"{where}: {problem}.")


@dataclass
class ScheduleState:
    """The last start time of each job, kept in a small JSON file.

    Attributes:
        path: The JSON file (its folder is created on first save).
        last_runs: Job name -> last start time (aware datetimes).
    """

    path: Path
    last_runs: dict[str, datetime] = field(default_factory=dict)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> ScheduleState:
        """Read the state at ``path``; a missing or corrupt file (or entry) means "never ran"."""
        state = cls(Path(path))
        try:
            raw = json.loads(state.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return state
        except (OSError, ValueError) as exc:
            logger.warning("Ignoring unreadable schedule state %s (%s).", state.path, exc)
            return state
        runs = raw.get("last_runs") if isinstance(raw, dict) else None
        for name, text in runs.items() if isinstance(runs, dict) else ():
            with contextlib.suppress(TypeError, ValueError):
                if (when := datetime.fromisoformat(text)).tzinfo is not None:
                    state.last_runs[name] = when
        return state

    def record(self, name: str, started: datetime) -> None:
        """Set ``name``'s last start to ``started`` and save."""
        self.last_runs[name] = started
        self.save()

    def save(self) -> None:
        """Write the file atomically (temp file in the same folder, fsync, os.replace).

        Raises:
            ConfigurationError: The folder cannot be written.
        """
        runs = {name: when.isoformat() for name, when in sorted(self.last_runs.items())}
        text = json.dumps({"version": 1, "last_runs": runs}, indent=2) + "\n"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as fh:
                    fh.write(text)
                    fh.flush()
                    os.fsync(fh.fileno())
                os.replace(tmp, self.path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
        except OSError as exc:
            msg = f"cannot write it ({exc.strerror}); make the folder writable or use another path"
            raise _bad(f"Schedule state {self.path}", msg) from exc


async def run_schedule(
    schedule: Schedule,
    run_job: RunJob,
    *,
    state_path: Path,
    once: bool,
    clock: Clock = utc_now,
    sleep: Sleep = asyncio.sleep,
    stop: asyncio.Event | None = None,
) -> list[JobReport]:
    """Run the due, enabled jobs in file order; once, or in a loop until ``stop`` is set.

    Each job's start is saved before it runs, so a job that fails (or hangs and is killed)
    waits its full interval instead of spinning. An :class:`SfamsError` from ``run_job``
    is logged and becomes a report with its message in ``errors``; the other jobs still
    run. Other exceptions are bugs and propagate.

    Args:
        schedule: From :func:`load_schedule`.
        run_job: Runs one job over its namespaces and returns their reports.
        state_path: JSON file of last start times (see :class:`ScheduleState`).
        once: Run what is due now and return; otherwise loop, sleeping until the next
            job is due (or ``stop`` is set).
        clock: "Now".
        sleep: Sleeps for the given seconds (tests inject one that advances a clock).
        stop: Set it to end the loop; it also cuts the sleep short.

    Returns:
        Every report, in run order.

    Raises:
        ConfigurationError: A loop was asked for with no enabled job, or the state file
            cannot be written.
    """
    state = ScheduleState.load(state_path)
    stop = asyncio.Event() if stop is None else stop
    if not once and schedule.next_due(clock(), state.last_runs) is None:
        raise ConfigurationError(
            "The schedule has no enabled job, so the loop would never run anything; "
            "set enabled = true on a job, or run once."
        )
    reports: list[JobReport] = []
    while not stop.is_set():
        for job in schedule.due(clock(), state.last_runs):
            if stop.is_set():
                break
            reports.extend(await _run_one(job, run_job, state, clock))
        now = clock()
        wake = schedule.next_due(now, state.last_runs)
        if once or wake is None:
            break
        await _nap(max(0.0, (wake - now).total_seconds()), sleep, stop)
    return reports


async def _run_one(
    job: ScheduledJob, run_job: RunJob, state: ScheduleState, clock: Clock
) -> list[JobReport]:
    started = clock()
    state.record(job.name, started)
    try:
        reports = list(await run_job(job))
    except SfamsError as exc:
        # Another runner holding the namespace lease is routine when schedulers overlap.
        log = logger.warning if isinstance(exc, JobConflict) else logger.error
        log("Scheduled job %s failed: %s", job.name, exc)
        failed = JobReport(job=job.name, namespace=",".join(job.namespaces), errors=[str(exc)])
        failed.seconds = (clock() - started).total_seconds()
        return [failed]
    for report in reports:
        logger.info("Scheduled job %s on %s: %s", job.name, report.namespace, report.to_dict())
    return reports


async def _nap(seconds: float, sleep: Sleep, stop: asyncio.Event) -> None:
    napping = asyncio.ensure_future(sleep(seconds))
    stopping = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({napping, stopping}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (napping, stopping):
            task.cancel()
        await asyncio.gather(napping, stopping, return_exceptions=True)
    if not napping.cancelled() and napping.exception() is not None:
        await napping  # re-raise what the injected sleep raised
