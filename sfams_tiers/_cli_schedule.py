"""``sfams jobs run`` and ``sfams jobs log``: jobs on a schedule, and what ran.

``run`` reads a schedule file (``jobs/README.md``) and runs each job on its cadence;
``log`` prints the job log kept with the archive. The job group (``_cli_jobs``) adds
both commands.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.table import Table

from sfams_tiers._cli_jobparse import parse_duration, parse_time
from sfams_tiers._cli_jobrun import print_reports, progress_bars, run_namespaces, run_sync
from sfams_tiers._cli_text import cell, console, dumps
from sfams_tiers._errors import ConfigurationError, InvalidQuery, JobConflict, SfamsError
from sfams_tiers._jobs._schedule import ScheduledJob, load_schedule, run_schedule
from sfams_tiers._jobs._selective import ArchiveSelector
from sfams_tiers._settings import Settings, build_embedder, build_judge, build_tiers
from sfams_tiers._values import JobReport, Move

__all__ = ["run_scheduled", "scheduled_arguments", "show_log"]


def scheduled_arguments(job: ScheduledJob) -> dict[str, Any]:
    """Turn a schedule entry's ``args`` table into the job's keyword arguments."""
    args = dict(job.args)
    try:
        if job.name == "archive":
            older = args.pop("older_than", None)
            selector = ArchiveSelector(
                older_than=parse_duration(older, "older_than") if older else None,
                types=tuple(args.pop("types", ())) or None,
                below_score=args.pop("below_score", None),
                ids=tuple(args.pop("ids", ())) or None,
            )
            result: dict[str, Any] = {"selector": selector}
        elif job.name == "purge":
            if args.pop("yes", False) is not True:
                raise InvalidQuery("yes", "an unattended purge needs yes = true in its args.")
            older = args.pop("older_than", None)
            result = {
                "older_than": parse_duration(older, "older_than") if older else None,
                "ids": tuple(args.pop("ids", ())) or None,
            }
        elif job.name == "restore":
            raise InvalidQuery("name", "restore is run by hand, not on a schedule.")
        else:
            result = {}
    except SfamsError as exc:
        raise ConfigurationError(f"schedule job {job.name!r}: {exc}") from exc
    if args:
        raise ConfigurationError(
            f"schedule job {job.name!r}: unknown args {sorted(args)}; see jobs/README.md."
        )
    return result


@click.command("run")
@click.option("--schedule", "schedule_path", required=True,
              type=click.Path(exists=True, dir_okay=False, path_type=Path))  # fmt: skip
@click.option("--once", is_flag=True, help="Run each due job once and exit (cron, tests).")
@click.option("--state", type=click.Path(dir_okay=False, path_type=Path),
              help="Last-run times (default: $SFAMS_HOME/jobs-state.json).")  # fmt: skip
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@click.pass_context
def run_scheduled(ctx: click.Context, schedule_path: Path, once: bool, state: Path | None,
                  as_json: bool) -> None:  # fmt: skip
    """Run the jobs of a schedule file on their cadence."""
    settings: Settings = ctx.ensure_object(dict)["settings"]
    moves: list[Move] = []

    async def main() -> list[JobReport]:
        schedule = load_schedule(schedule_path)
        for job in schedule.jobs:
            scheduled_arguments(job)  # refuse a bad schedule before running anything
        judge = build_judge(settings)
        tiers, embedder = await build_tiers(settings), build_embedder(settings)

        async def one(job: ScheduledJob) -> list[JobReport]:
            namespaces = None if "*" in job.namespaces else list(job.namespaces)
            reports = []
            with progress_bars(as_json) as bar:
                targets: list[str | None] = list(namespaces) if namespaces else [None]
                for namespace in targets:
                    try:
                        reports += await run_namespaces(
                            tiers, settings, embedder, judge, job.name,
                            None if namespace is None else [namespace],
                            scheduled_arguments(job), {}, moves, bar,
                        )  # fmt: skip
                    except JobConflict as exc:  # another host runs it: skip this namespace
                        reports.append(JobReport(job.name, namespace or "*", errors=[str(exc)]))
            return reports

        try:
            return await run_schedule(
                schedule, one, state_path=state or settings.home / "jobs-state.json", once=once
            )
        finally:
            if judge is not None:
                await judge.aclose()
            await embedder.aclose()
            await tiers.close()

    reports = run_sync(main())
    print_reports(reports, [], as_json)


@click.command("log")
@click.option("--namespace", "-n", help="Only this namespace (default: every namespace).")
@click.option("--since", help="Only runs that finished at or after this date.")
@click.option("--limit", type=click.IntRange(1, 100_000), default=20, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@click.pass_context
def show_log(ctx: click.Context, namespace: str | None, since: str | None, limit: int,
             as_json: bool) -> None:  # fmt: skip
    """Show the job log kept with the archive: what ran, when, what it moved."""
    settings: Settings = ctx.ensure_object(dict)["settings"]

    async def main() -> list[dict[str, Any]]:
        tiers = await build_tiers(settings)
        try:
            return await tiers.archive.job_log(
                namespace=namespace,
                since=parse_time(since, "--since") if since else None,
                limit=limit,
            )
        finally:
            await tiers.close()

    entries = run_sync(main())
    if as_json:
        click.echo(dumps(entries, indent=2))
        return
    table = Table("finished", "job", "namespace", "moved", "seconds", "errors")
    for entry in entries:
        moved = ", ".join(f"{k} {v}" for k, v in sorted(entry.get("moved", {}).items())) or "-"
        table.add_row(cell(entry.get("finished_at", "")), cell(entry.get("job")),
                      cell(entry.get("namespace")), cell(moved),
                      cell(f"{entry.get('seconds', 0):.2f}"),
                      cell("; ".join(map(str, entry.get("errors", []))) or "-"))  # fmt: skip
    console().print(table)
