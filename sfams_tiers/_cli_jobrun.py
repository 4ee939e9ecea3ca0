"""Running a ``sfams jobs`` command: open the tiers, run the job per namespace, print.

With ``SFAMS_URL`` set, the job runs on that server instead (:func:`run_remote`).

Shared by the job commands (``_cli_jobs``) and the scheduler (``_cli_schedule``): one
:class:`~sfams_tiers.JobContext` per namespace with progress bars on a terminal, then
the reports (and the planned moves of a dry run, the clusters of a consolidation) as
tables or ``--json``.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime
from functools import partial
from typing import Any, TypeVar

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Column, Table

from sfams_tiers._cli_jobparse import parse_time
from sfams_tiers._cli_text import cell, console, dumps, id_column
from sfams_tiers._embed import Embedder
from sfams_tiers._errors import InvalidQuery
from sfams_tiers._ids import FixedClock
from sfams_tiers._jobs import Consolidation, JobContext, run_job
from sfams_tiers._judge import Judge
from sfams_tiers._settings import (
    Settings,
    build_embedder,
    build_judge,
    build_policy,
    build_tiers,
)
from sfams_tiers._tiers import Tiers
from sfams_tiers._values import JobReport, Move
from sfams_tiers.remote import RemoteMemory, remote_from_env

__all__ = [
    "execute",
    "print_reports",
    "progress_bars",
    "run_namespaces",
    "run_remote",
    "run_sync",
]

T = TypeVar("T")


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run the command's coroutine; its errors are reported by the root group."""
    return asyncio.run(coro)


def print_reports(
    reports: list[JobReport],
    moves: list[Move],
    as_json: bool,
    clusters: list[Consolidation] | None = None,
) -> None:
    """Print the reports (and a dry run's moves, a consolidation's clusters), or JSON."""
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
        for veto in r.vetoes:
            out.print(cell(f"{r.job} {r.namespace}: kept by the judge's review: {veto}"))


async def run_namespaces(
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
            policy=build_policy(settings, namespace),
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


def execute(
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

    remote = remote_from_env(namespace=namespace)
    if remote is not None:
        reports = run_sync(run_remote(remote, name, namespaces, arguments(), options))
        print_reports(reports, moves, options["as_json"], clusters)
        return

    async def main() -> list[JobReport]:
        kwargs = arguments()
        judge = build_judge(settings)
        tiers, embedder = await build_tiers(settings), build_embedder(settings)
        try:
            with progress_bars(options["as_json"]) as bar:
                return await run_namespaces(
                    tiers, settings, embedder, judge, name, namespaces, kwargs, options, moves,
                    bar,
                )  # fmt: skip
        finally:
            if judge is not None:
                await judge.aclose()
            await embedder.aclose()
            await tiers.close()

    reports = run_sync(main())
    print_reports(reports, moves, options["as_json"], clusters)


async def run_remote(
    remote: RemoteMemory,
    name: str,
    namespaces: list[str] | None,
    kwargs: dict[str, Any],
    options: dict[str, Any],
) -> list[JobReport]:
    """Run job ``name`` on the server ``SFAMS_URL`` names, with its store, policy and clock.

    Raises:
        InvalidQuery: An option only a local run offers (``--all-namespaces``, ``--now``).
    """
    async with remote:
        if namespaces is None:
            raise InvalidQuery(
                "--all-namespaces", "is not offered through a server; name each namespace."
            )
        if options.get("now"):
            raise InvalidQuery("--now", "is not offered through a server: it runs on its clock.")
        kwargs = {k: v for k, v in kwargs.items() if k != "on_cluster"}  # a local callback
        return [
            await remote.run_job(
                name,
                dry_run=options.get("dry_run", False),
                wait=options.get("wait", False),
                batch_size=options.get("batch_size", 1000),
                **kwargs,
            )
        ]


def progress_bars(as_json: bool) -> Progress:
    """Progress bars on a terminal, none when piped or printing JSON."""
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        disable=as_json or not sys.stdout.isatty(),
    )
