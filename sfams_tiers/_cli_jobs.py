"""``sfams jobs ...``: the lifecycle jobs on the command line (parse, one call, print).

Each command parses its options (``_cli_jobparse``) and runs its job on the chosen
namespaces (``_cli_jobrun``); ``run`` and ``log`` are ``_cli_schedule``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from sfams_tiers._cli_jobparse import check_score, parse_duration, parse_time, split_ids
from sfams_tiers._cli_jobrun import execute
from sfams_tiers._cli_schedule import run_scheduled, show_log
from sfams_tiers._jobs import Consolidation
from sfams_tiers._jobs._selective import ArchiveSelector, RestoreSelector

__all__: list[str] = []


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
    """Lifecycle jobs: maintain, archive, restore, purge, compact, consolidate, reindex."""


@jobs.command()
@job_options
@click.pass_context
def maintain(ctx: click.Context, /, **options: Any) -> None:
    """Fold accesses, score, promote, demote and archive per the policy."""
    execute(ctx, "maintain", options, dict)


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
    execute(ctx, "archive", options, lambda: {"selector": ArchiveSelector(
        older_than=parse_duration(older_than, "--older-than") if older_than else None,
        types=types or None, below_score=check_score(below_score, "--below-score"),
        ids=split_ids(ids),
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
    execute(ctx, "restore", options, lambda: {"to": to, "selector": RestoreSelector(
        ids=split_ids(ids), since=parse_time(since, "--since") if since else None,
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
    execute(ctx, "purge", options, lambda: {
        "older_than": parse_duration(older_than, "--older-than") if older_than else None,
        "ids": split_ids(ids),
    })  # fmt: skip


@jobs.command()
@job_options
@click.pass_context
def compact(ctx: click.Context, /, **options: Any) -> None:
    """Merge small archive files into larger ones (content unchanged)."""
    execute(ctx, "compact", options, dict)


@jobs.command()
@job_options
@click.pass_context
def consolidate(ctx: click.Context, /, **options: Any) -> None:
    """Merge low-score similar memories about one entity into summaries (originals archived).

    The thresholds are the policy's consolidation rules; --dry-run prints each cluster
    and its summary.
    """
    clusters: list[Consolidation] = []
    execute(ctx, "consolidate", options, lambda: {"on_cluster": clusters.append}, clusters)


@jobs.command()
@job_options
@click.pass_context
def reindex(ctx: click.Context, /, **options: Any) -> None:
    """Give memories written before the keyword channel their keyword terms (resumable).

    Run `sfams jobs maintain` afterwards: it rebuilds the vector index of the embedded
    store, which rewritten memories leave (searches stay right, only slower until then).
    """
    execute(ctx, "reindex", options, dict)


jobs.add_command(run_scheduled)
jobs.add_command(show_log)
