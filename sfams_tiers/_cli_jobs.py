"""``sfams jobs ...``: the lifecycle jobs on the command line (parse, one call, print)."""

from __future__ import annotations

import asyncio
import math
import sys
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Column, Table

from sfams_tiers._cli_text import cell, clean, console, dumps, id_column
from sfams_tiers._embed import Embedder
from sfams_tiers._errors import ConfigurationError, InvalidQuery, JobConflict, SfamsError
from sfams_tiers._ids import FixedClock
from sfams_tiers._jobs import Consolidation, JobContext, run_job
from sfams_tiers._jobs._schedule import ScheduledJob, load_schedule, parse_interval, run_schedule
from sfams_tiers._jobs._selective import ArchiveSelector, RestoreSelector
from sfams_tiers._judge import Judge
from sfams_tiers._models import JobReport, Move
from sfams_tiers._settings import (
    Settings,
    build_embedder,
    build_judge,
    build_policy,
    build_tiers,
)
from sfams_tiers._tiers import Tiers

__all__: list[str] = []

T = TypeVar("T")
MAX_DURATION = timedelta(days=36_500)  # a century: any date minus it stays representable
FIRST_YEAR, LAST_YEAR = 1970, 9000  # --now / --since / --until, with room for durations


def parse_duration(text: str, option: str) -> timedelta:
    """``90d`` -> 90 days (units s, m, h, d), as in schedule files; at most 36500d."""
    try:
        value = parse_interval(text)
    except ValueError:
        raise InvalidQuery(
            option, f"{clean(repr(text))} is not a duration; write e.g. 45s, 30m, 12h or 90d."
        ) from None
    if value > MAX_DURATION:
        raise InvalidQuery(option, f"{clean(repr(text))} is too long; the limit is 36500d.")
    return value


def parse_time(text: str, option: str) -> datetime:
    """An ISO date or datetime between 1970 and 9000; naive values are UTC."""
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidQuery(
            option,
            f"{clean(repr(text))} is not a date; write e.g. 2026-11-30 or 2026-11-30T12:00.",
        ) from None
    value = value if value.tzinfo else value.replace(tzinfo=UTC)
    try:
        year = value.astimezone(UTC).year
    except OverflowError:  # e.g. 0001-01-01T00:00+01:00
        year = 0
    if not FIRST_YEAR <= year <= LAST_YEAR:
        raise InvalidQuery(
            option, f"{clean(repr(text))} must be between {FIRST_YEAR} and {LAST_YEAR}."
        )
    return value


def check_score(value: float | None, option: str) -> float | None:
    """A finite score, or InvalidQuery naming ``option``."""
    if value is not None and not math.isfinite(value):
        raise InvalidQuery(option, f"must be a finite number (got {value!r}).")
    return value


def _ids(values: tuple[str, ...]) -> tuple[str, ...] | None:
    out = tuple(i.strip() for v in values for i in v.split(",") if i.strip())
    return out or None


def _run(coro: Coroutine[Any, Any, T]) -> T:
    """Run the command's coroutine; its errors are reported by the root group."""
    return asyncio.run(coro)


def _print(
    reports: list[JobReport],
    moves: list[Move],
    as_json: bool,
    clusters: list[Consolidation] | None = None,
) -> None:
    if as_json:
        payload: dict[str, Any] = {
            "reports": [r.to_dict() for r in reports],
            "moves": [
                {"kind": m.kind, "id": m.record_id, "namespace": m.namespace, "from": m.source,
                 "to": m.target, "reason": m.reason, "score": round(m.score, 6)}
                for m in moves
            ],
        }  # fmt: skip
        if clusters is not None:
            payload["clusters"] = [c.to_dict() for c in clusters]
        click.echo(dumps(payload, indent=2))
        return
    out = console()
    if clusters:
        # The summaries follow the table, whole: a column beside a full id has no room.
        table = Table(id_column("summary id"), Column("entity", overflow="fold"),
                      Column("type", overflow="fold"), "sources", title="clusters")  # fmt: skip
        for cluster in clusters[:50]:
            table.add_row(cell(cluster.summary_id), cell(cluster.entity), cell(cluster.type),
                          cell(len(cluster.source_ids)))  # fmt: skip
        out.print(table)
        for cluster in clusters[:50]:
            out.print(cell(f"{cluster.summary_id}: {cluster.summary}"), overflow="fold")
        if len(clusters) > 50:
            out.print(f"... and {len(clusters) - 50} more (use --json for all)")
    if moves and any(r.dry_run for r in reports):
        table = Table(
            "kind",
            id_column("id"),
            "from",
            "to",
            Column("reason", overflow="fold"),
            title="planned moves",
        )
        for move in moves[:50]:
            table.add_row(cell(move.kind), cell(move.record_id), cell(move.source),
                          cell(move.target or "-"), cell(move.reason))  # fmt: skip
        out.print(table)
        if len(moves) > 50:
            out.print(f"... and {len(moves) - 50} more (use --json for all)")
    table = Table(
        "job", "namespace", "dry run", "planned", "moved", "skipped", "written", "seconds"
    )
    for r in reports:
        moved = ", ".join(f"{k} {v}" for k, v in sorted(r.moved.items())) or "-"
        table.add_row(cell(r.job), cell(r.namespace), cell(r.dry_run), cell(r.planned),
                      cell(moved), cell(r.skipped), cell(f"{r.bytes_written:,} B"),
                      cell(f"{r.seconds:.2f}"))  # fmt: skip
    out.print(table)
    for r in reports:
        for error in r.errors:
            out.print(cell(f"{r.job} {r.namespace}: {error}"))


async def _run_namespaces(
    tiers: Tiers,
    settings: Settings,
    embedder: Embedder,
    judge: Judge | None,
    name: str,
    namespaces: list[str] | None,
    kwargs: dict[str, Any],
    options: dict[str, Any],
    moves: list[Move],
    bar: Progress,
) -> list[JobReport]:
    """Run job ``name`` on each namespace (None = every namespace holding data)."""
    now = parse_time(options["now"], "--now") if options.get("now") else datetime.now(UTC)
    if namespaces is None:
        names = set(await tiers.warm.namespaces()) | set(await tiers.archive.namespaces())
        namespaces = sorted(names)
    reports = []
    for namespace in namespaces:
        task = bar.add_task(f"{name} {namespace}", total=None)
        job_ctx = JobContext(
            tiers,
            policy=build_policy(settings),
            clock=FixedClock(now),
            embedder=embedder,
            judge=judge,
            batch_size=options.get("batch_size", 1000),
            dry_run=options.get("dry_run", False),
            progress=partial(bar.advance, task),
            on_move=moves.append,
            job=name,
        )
        reports.append(
            await run_job(name, job_ctx, namespace, wait=options.get("wait", False), **kwargs)
        )
    return reports


def _execute(
    ctx: click.Context,
    name: str,
    options: dict[str, Any],
    arguments: Callable[[], dict[str, Any]],
    clusters: list[Consolidation] | None = None,
) -> None:
    """Open the tiers, run job ``name`` on the chosen namespace(s), print the reports.

    ``clusters`` collects what a consolidation planned (``arguments`` wires it up), to
    print beside the moves.
    """
    settings: Settings = ctx.ensure_object(dict)["settings"]
    moves: list[Move] = []
    namespace = options.pop("namespace", None) or settings.namespace
    namespaces = None if options.get("all_namespaces") else [namespace]

    async def main() -> list[JobReport]:
        kwargs = arguments()
        judge = build_judge(settings)
        tiers, embedder = await build_tiers(settings), build_embedder(settings)
        try:
            with _progress(options["as_json"]) as bar:
                return await _run_namespaces(
                    tiers, settings, embedder, judge, name, namespaces, kwargs, options, moves,
                    bar,
                )  # fmt: skip
        finally:
            if judge is not None:
                await judge.aclose()
            await embedder.aclose()
            await tiers.close()

    reports = _run(main())
    _print(reports, moves, options["as_json"], clusters)


def _progress(as_json: bool) -> Progress:
    """Progress bars on a terminal, none when piped or printing JSON."""
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        disable=as_json or not sys.stdout.isatty(),
    )


def job_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """Options every job command takes."""
    for option in reversed([
        click.option("--namespace", "-n", help="Namespace (default: SFAMS_NAMESPACE)."),
        click.option("--dry-run", is_flag=True, help="Print the plan; change nothing."),
        click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts."),
        click.option("--batch-size", default=1000, type=click.IntRange(1, 100_000)),
        click.option("--wait", is_flag=True, help="Wait for another runner instead of failing."),
        click.option("--all", "all_namespaces", is_flag=True, help="Every namespace with data."),
        click.option("--now", default=None, help="Plan as of this ISO time (reproducible runs)."),
    ]):  # fmt: skip
        func = option(func)
    return func


@click.group()
def jobs() -> None:
    """Lifecycle jobs: maintain, archive, restore, purge, compact, consolidate, run a schedule."""


@jobs.command()
@job_options
@click.pass_context
def maintain(ctx: click.Context, /, **options: Any) -> None:
    """Fold accesses, score, promote, demote and archive per the policy."""
    _execute(ctx, "maintain", options, dict)


@jobs.command()
@click.option("--older-than", help="Created longer ago than this, e.g. 90d.")
@click.option("--type", "types", multiple=True, help="Only these types.")
@click.option("--below-score", type=float, help="Retention score below this.")
@click.option("--ids", multiple=True, help="These ids (comma separated or repeated).")
@job_options
@click.pass_context
def archive(ctx: click.Context, /, older_than: str | None, types: tuple[str, ...],
            below_score: float | None, ids: tuple[str, ...], **options: Any) -> None:  # fmt: skip
    """Archive live memories chosen by selectors (anchored ones are skipped)."""
    _execute(ctx, "archive", options, lambda: {"selector": ArchiveSelector(
        older_than=parse_duration(older_than, "--older-than") if older_than else None,
        types=types or None, below_score=check_score(below_score, "--below-score"),
        ids=_ids(ids),
    )})  # fmt: skip


@jobs.command()
@click.option("--ids", multiple=True, help="These ids (comma separated or repeated).")
@click.option("--since", help="Archived at or after this date.")
@click.option("--until", help="Archived before this date.")
@click.option("--type", "types", multiple=True, help="Only these types.")
@click.option("--entity", "entities", multiple=True, help="Only with these entities.")
@click.option("--query", help="Restore the archived memories most similar to this text.")
@click.option("--limit", type=int, help="At most this many (a --query restores 100 by default).")
@click.option("--to", "to", type=click.Choice(["warm", "hot"]), default="warm", show_default=True)
@job_options
@click.pass_context
def restore(ctx: click.Context, /, ids: tuple[str, ...], since: str | None, until: str | None,
            types: tuple[str, ...], entities: tuple[str, ...], query: str | None,
            limit: int | None, to: str, **options: Any) -> None:  # fmt: skip
    """Bring archived memories back to the live tiers."""
    _execute(ctx, "restore", options, lambda: {"to": to, "selector": RestoreSelector(
        ids=_ids(ids), since=parse_time(since, "--since") if since else None,
        until=parse_time(until, "--until") if until else None, types=types or None,
        entities=entities or None, query=query, limit=limit,
    )})  # fmt: skip


@jobs.command()
@click.option("--older-than", help="Archived longer ago than this, e.g. 365d.")
@click.option("--ids", multiple=True, help="These ids (comma separated or repeated).")
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@job_options
@click.pass_context
def purge(ctx: click.Context, /, older_than: str | None, ids: tuple[str, ...], yes: bool,
          **options: Any) -> None:  # fmt: skip
    """Physically delete archived memories (cannot be undone)."""
    if not options["dry_run"] and not yes:
        click.confirm("Purge deletes archived memories for good. Continue?", abort=True)
    _execute(ctx, "purge", options, lambda: {
        "older_than": parse_duration(older_than, "--older-than") if older_than else None,
        "ids": _ids(ids),
    })  # fmt: skip


@jobs.command()
@job_options
@click.pass_context
def compact(ctx: click.Context, /, **options: Any) -> None:
    """Merge small archive files into larger ones (content unchanged)."""
    _execute(ctx, "compact", options, dict)


@jobs.command()
@job_options
@click.pass_context
def consolidate(ctx: click.Context, /, **options: Any) -> None:
    """Merge low-score similar memories about one entity into summaries (originals archived).

    The thresholds are the policy's consolidation rules; --dry-run prints each cluster
    and its summary.
    """
    clusters: list[Consolidation] = []
    _execute(ctx, "consolidate", options, lambda: {"on_cluster": clusters.append}, clusters)


def _scheduled_arguments(job: ScheduledJob) -> dict[str, Any]:
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


@jobs.command("run")
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
            _scheduled_arguments(job)  # refuse a bad schedule before running anything
        judge = build_judge(settings)
        tiers, embedder = await build_tiers(settings), build_embedder(settings)

        async def one(job: ScheduledJob) -> list[JobReport]:
            namespaces = None if "*" in job.namespaces else list(job.namespaces)
            reports = []
            with _progress(as_json) as bar:
                targets: list[str | None] = list(namespaces) if namespaces else [None]
                for namespace in targets:
                    try:
                        reports += await _run_namespaces(
                            tiers, settings, embedder, judge, job.name,
                            None if namespace is None else [namespace],
                            _scheduled_arguments(job), {}, moves, bar,
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

    reports = _run(main())
    _print(reports, [], as_json)


@jobs.command("log")
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

    entries = _run(main())
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
