"""``sfams analytics ...`` and ``sfams report``: the archive through Polars.

Each command parses, makes one library call and prints.

The archive is the configured one (``SFAMS_ARCHIVE_URL``, else ``<home>/archive``);
commands read it directly, without starting the live tiers, except ``report``, which
adds a snapshot of the live tiers unless ``--no-live``.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable, Coroutine
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, TypeVar

import click
import polars as pl
from rich.table import Column, Table

from sfams_tiers._cli_text import cell, clean, console, dumps
from sfams_tiers._errors import ConfigurationError, InvalidQuery
from sfams_tiers._settings import Settings, build_archive, build_tiers
from sfams_tiers._tiers import ALL_VIEWERS
from sfams_tiers.analytics import build_report, overview, run_sql, scan_archive, volume
from sfams_tiers.backends.archive import ParquetArchive

__all__: list[str] = []  # commands, registered on the CLI by cli.py

T = TypeVar("T")


def _run(coro: Coroutine[Any, Any, T]) -> T:
    """Run a command's coroutine; its errors are reported by the root group."""
    return asyncio.run(coro)


def open_archive(settings: Settings) -> ParquetArchive:
    """The configured archive: ``SFAMS_ARCHIVE_URL``, else the embedded ``<home>/archive``."""
    return build_archive(settings)


def _viewer(ctx: click.Context) -> str | None:
    """``--agent X``: X's view (shared and X's private memories); else every memory."""
    agent: str | None = ctx.ensure_object(dict).get("agent")
    return ALL_VIEWERS if agent is None else agent


def _namespaces(settings: Settings, given: tuple[str, ...], every: bool) -> list[str] | None:
    if every and given:
        raise click.UsageError("use either --namespace or --all, not both.")
    if every:
        return None
    return list(given) or [settings.namespace]


def _cell(value: Any) -> str:
    """A frame value as table text (cleaned by the caller)."""
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:,.3f}"
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S")
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)


def _json_value(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, list):
        return [_json_value(v) for v in value]
    if isinstance(value, dict):
        return {k: _json_value(v) for k, v in value.items()}
    return value


def emit(frame: pl.DataFrame, *, as_json: bool, as_csv: bool, title: str | None = None) -> None:
    """Print ``frame`` as JSON rows, CSV, or a table.

    Every format is safe on a terminal: JSON escapes control and format characters, CSV
    shows them as backslash escapes (line breaks inside a quoted field are kept), and the
    table prints each value as plain text, never as Rich markup.
    """
    if as_json and as_csv:
        raise click.UsageError("use either --json or --csv, not both.")
    if as_json:
        rows = [{k: _json_value(v) for k, v in row.items()} for row in frame.iter_rows(named=True)]
        click.echo(dumps(rows, indent=2, ensure_ascii=False))
        return
    if as_csv:
        nested = [n for n, t in frame.schema.items() if t.is_nested()]
        if nested:
            frame = frame.with_columns(
                pl.col(n).map_elements(lambda v: json.dumps(_json_value(v.to_list()
                       if isinstance(v, pl.Series) else v)), return_dtype=pl.String)
                for n in nested
            )  # fmt: skip
        click.echo(clean(frame.write_csv(), newlines=True), nl=False)
        return
    table = Table(
        *(Column(cell(c)) for c in frame.columns), title=None if title is None else cell(title)
    )
    for row in frame.head(200).iter_rows():
        table.add_row(*(cell(_cell(v)) for v in row))
    out = console()
    out.print(table)
    if frame.height > 200:
        out.print(f"... and {frame.height - 200:,} more rows (use --json or --csv for all)")


def _read(
    ctx: click.Context, options: dict[str, Any], query: Callable[[pl.LazyFrame], pl.DataFrame]
) -> pl.DataFrame:
    settings: Settings = ctx.ensure_object(dict)["settings"]
    namespaces = _namespaces(settings, options["namespaces"], options["all_namespaces"])
    viewer = _viewer(ctx)

    def main() -> pl.DataFrame:
        archive = open_archive(settings)
        try:
            frame = scan_archive(
                archive, namespace=namespaces, newest=not options.get("raw"), viewer=viewer
            )
            return query(frame)
        finally:
            asyncio.run(archive.close())

    return main()


def analytics_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """Options every analytics command takes."""
    for option in reversed([
        click.option("--namespace", "-n", "namespaces", multiple=True,
                     help="Namespace, repeatable (default: SFAMS_NAMESPACE)."),
        click.option("--all", "all_namespaces", is_flag=True, help="Every namespace."),
        click.option("--json", "as_json", is_flag=True, help="Print JSON rows for scripts."),
        click.option("--csv", "as_csv", is_flag=True, help="Print CSV."),
    ]):  # fmt: skip
        func = option(func)
    return func


@click.group()
def analytics() -> None:
    """Polars over the archive: what was forgotten, when and why (no embeddings read)."""


@analytics.command()
@analytics_options
@click.pass_context
def summary(ctx: click.Context, /, **options: Any) -> None:
    """Per namespace: archived records, types, authors, importance, first and last archive."""
    frame = _read(ctx, options, overview)
    emit(frame, as_json=options["as_json"], as_csv=options["as_csv"], title="archive summary")


@analytics.command()
@click.argument("columns", nargs=-1, required=True)
@analytics_options
@click.pass_context
def by(ctx: click.Context, /, columns: tuple[str, ...], **options: Any) -> None:
    """Archived records grouped by COLUMNS (e.g. type, agent, month, reason, namespace)."""
    frame = _read(ctx, options, lambda f: volume(f, list(columns)))
    emit(frame, as_json=options["as_json"], as_csv=options["as_csv"],
         title=f"archived by {', '.join(columns)}")  # fmt: skip


@analytics.command()
@click.argument("query")
@click.option("--raw", is_flag=True, help="Every row ever written (old versions, tombstones).")
@analytics_options
@click.pass_context
def sql(ctx: click.Context, /, query: str, **options: Any) -> None:
    """Run Polars SQL QUERY over the table ``archive`` (newest live rows, no embedding)."""
    if not query.strip():
        raise InvalidQuery("sql", "the query is empty.")
    frame = _read(ctx, options, lambda f: run_sql(f, query))
    emit(frame, as_json=options["as_json"], as_csv=options["as_csv"])


@click.command()
@click.option(
    "--out",
    "out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("report.html"),
    show_default=True,
    help="Where to write the HTML.",
)
@click.option(
    "--namespace",
    "-n",
    "namespaces",
    multiple=True,
    help="Only this namespace, repeatable (default: every namespace).",
)
@click.option("--no-live", is_flag=True, help="Leave out the live tiers (reads the archive only).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@click.pass_context
def report(ctx: click.Context, out: Path, namespaces: tuple[str, ...], no_live: bool,
           as_json: bool) -> None:  # fmt: skip
    """Write one self-contained HTML report of the archive (charts drawn in, works offline)."""
    settings: Settings = ctx.ensure_object(dict)["settings"]
    now = datetime.now(UTC)

    async def main() -> str:
        archive = open_archive(settings)
        tiers = None if no_live else await build_tiers(settings)
        try:
            return await build_report(
                archive,
                now=now,
                namespaces=list(namespaces) or None,
                tiers=tiers,
                viewer=_viewer(ctx),
            )
        finally:
            if tiers is not None:
                await tiers.close()
            await archive.close()

    html = _run(main())
    try:
        out.write_text(html, encoding="utf-8")
    except OSError as exc:
        raise ConfigurationError(
            f"Cannot write {out} ({exc.strerror}); pick another --out."
        ) from exc
    if as_json:
        click.echo(dumps({"out": str(out), "bytes": len(html.encode())}))
    else:
        click.echo(clean(f"wrote {out} ({len(html.encode()):,} bytes)"), file=sys.stdout)
