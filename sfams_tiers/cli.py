"""The ``sfams`` command line: each command parses, makes one library call, prints.

Every command takes ``--json`` for scripts. Errors print one line on stderr and exit 2
(``--debug`` adds the traceback); see :mod:`sfams_tiers._cli_errors`. Whatever came from
a memory is printed through :mod:`sfams_tiers._cli_text`: no terminal escape, control
character or Rich markup in the data reaches the terminal.
"""

from __future__ import annotations

import asyncio
import importlib
import math
from collections.abc import Awaitable, Callable, Coroutine
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

import click
from rich.table import Column, Table
from rich.text import Text

from sfams_tiers._cli_errors import SafeGroup
from sfams_tiers._cli_lazy import LAZY_GROUPS
from sfams_tiers._cli_text import ID_WIDTH, cell, clean, console, dumps, id_column, markup
from sfams_tiers._errors import InvalidRecord

if TYPE_CHECKING:
    from sfams_tiers._context import Context
    from sfams_tiers._memory import TieredMemory
    from sfams_tiers._models import MemoryRecord
    from sfams_tiers._ranking import Recalled
    from sfams_tiers._settings import Settings


def _shortened(text: str, limit: int) -> str:
    """``text`` cut at a word to fit ``limit`` characters with "...", as click does."""
    if len(text) <= limit:
        return text
    return text[: max(limit - 3, 1)].rsplit(" ", 1)[0] + "..."


class LazyGroup(SafeGroup):
    """The root group: :data:`LAZY_GROUPS` are imported only when a command needs them."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every command name, loaded or not."""
        return sorted({*super().list_commands(ctx), *LAZY_GROUPS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The command, importing its module on first use."""
        if cmd_name in LAZY_GROUPS and cmd_name not in self.commands:
            module, attribute, _ = LAZY_GROUPS[cmd_name]
            self.add_command(getattr(importlib.import_module(module), attribute), cmd_name)
        return super().get_command(ctx, cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands section of ``--help``, without importing what is not loaded."""
        limit = formatter.width - 6 - max(len(name) for name in self.list_commands(ctx))
        rows = [
            (name, self.commands[name].get_short_help_str(limit))
            if name in self.commands
            else (name, _shortened(LAZY_GROUPS[name][2], limit))
            for name in self.list_commands(ctx)
        ]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


T = TypeVar("T")
json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
MAX_TTL_SECONDS = 100 * 365 * 86_400  # a century; later dates may not be representable


def _run(coro: Coroutine[Any, Any, T]) -> T:
    """Run a command's coroutine; its errors are reported by the root group."""
    return asyncio.run(coro)


def check_ttl(ttl: float | None) -> float | None:
    """``--ttl`` as seconds, or InvalidRecord when it is not 0 to 100 years."""
    if ttl is not None and not (math.isfinite(ttl) and 0 <= ttl <= MAX_TTL_SECONDS):
        raise InvalidRecord(
            "--ttl", f"must be a number of seconds from 0 to {MAX_TTL_SECONDS:,} (100 years)."
        )
    return ttl


def with_memory(ctx: click.Context, call: Callable[[TieredMemory], Awaitable[T]]) -> T:
    """Run ``call`` on the memory the command's settings and ``--agent`` open.

    With ``SFAMS_URL`` set that is the server's (a RemoteMemory, the same methods).
    """
    from sfams_tiers.remote import open_any_memory

    obj = ctx.ensure_object(dict)

    async def main() -> T:
        async with open_any_memory(obj["settings"], agent=obj["agent"]) as memory:
            return await call(cast("TieredMemory", memory))

    return _run(main())


def record_json(record: MemoryRecord) -> dict[str, Any]:
    """A record as the commands print it with ``--json`` (no embedding)."""
    return record.model_dump(mode="json", exclude={"embedding"})


def _print_record(record: MemoryRecord, as_json: bool) -> None:
    if as_json:
        click.echo(dumps(record_json(record), indent=2))
        return
    table = Table(
        Column(style="bold", no_wrap=True),
        Column(min_width=ID_WIDTH, overflow="fold"),
        show_header=False,
        box=None,
    )
    for key, value in record_json(record).items():
        if value not in (None, [], ()):
            table.add_row(cell(key), cell(value))
    console().print(table)


@click.group(cls=LazyGroup)
@click.option("--namespace", "-n", envvar="SFAMS_NAMESPACE", help="Team or tenant namespace.")
@click.option("--agent", "-a", default=None, help="Act as this agent (sees its private memories).")
@click.option("--home", type=click.Path(path_type=Path), envvar="SFAMS_HOME", help="Data folder.")
@click.option(
    "--policy",
    type=click.Path(path_type=Path),
    envvar="SFAMS_POLICY",
    help="Retention policy file (TOML); see `sfams policy show`.",
)
@click.option("--debug", is_flag=True, help="Print the traceback of an error (SFAMS_DEBUG=1).")
@click.version_option(package_name="sfams-tiers")
@click.pass_context
def cli(ctx: click.Context, /, namespace: str | None, agent: str | None, **options: Any) -> None:
    """Strategic-forgetting memory for agent teams, on hot, warm and cold tiers."""
    from sfams_tiers._settings import load_settings

    debug = options.pop("debug")  # the rest are --home and --policy
    overrides: dict[str, object] = {k: v for k, v in options.items() if v}
    if namespace:
        overrides["namespace"] = namespace
    settings = load_settings(**overrides)
    ctx.ensure_object(dict).update(settings=settings, agent=agent, debug=debug)


@cli.command()
@click.argument("content")
@click.option("--type", "-t", "type_", default=None, help="Memory type (default: judged).")
@click.option("--importance", "-i", type=float, default=None, help="0..1 (default: judged).")
@click.option("--confidence", type=float, default=1.0, show_default=True)
@click.option("--entity", "-e", "entities", multiple=True, help="kind:name, repeatable.")
@click.option("--ttl", type=float, default=None, help="Seconds until it expires.")
@click.option(
    "--anchor/--no-anchor",
    "anchored",
    default=None,
    help="Pin it to the hot tier (default: automatic for identifiers that matter).",
)
@click.option("--private", is_flag=True, help="Visible to --agent only.")
@click.option("--updates", "updates", default=None, help="Id of the memory this one replaces.")
@json_option
@click.pass_context
def remember(
    ctx: click.Context,
    content: str,
    type_: str | None,
    importance: float | None,
    confidence: float,
    entities: tuple[str, ...],
    ttl: float | None,
    anchored: bool | None,
    private: bool,
    updates: str | None,
    as_json: bool,
) -> None:
    """Store a memory."""
    check_ttl(ttl)
    record = with_memory(
        ctx,
        lambda m: m.remember(
            content,
            type=type_,
            importance=importance,
            confidence=confidence,
            source="user",
            entities=entities or None,
            ttl=ttl,
            anchored=anchored,
            relations=[("updates", updates)] if updates else (),
            visibility="private" if private else "shared",
        ),
    )
    click.echo(dumps(record_json(record)) if as_json else clean(record.id))


@cli.command()
@click.argument("query")
@click.option("-k", default=5, show_default=True, help="How many memories.")
@click.option("--type", "-t", "types", multiple=True, help="Only these types, repeatable.")
@click.option("--entity", "-e", "entities", multiple=True, help="Only with these entities.")
@click.option("--min-importance", type=float, default=None)
@click.option("--goal", default=None, help="Active goal that boosts relevant memories.")
@click.option("--history", is_flag=True, help="Include superseded memories.")
@click.option("--budget", type=int, default=None, help="Token budget: print the packed context.")
@click.option("--rewrite", is_flag=True, help="With --budget: search the judge's rewrite.")
@json_option
@click.pass_context
def recall(
    ctx: click.Context,
    query: str,
    k: int,
    types: tuple[str, ...],
    entities: tuple[str, ...],
    min_importance: float | None,
    goal: str | None,
    history: bool,
    budget: int | None,
    rewrite: bool,
    as_json: bool,
) -> None:
    """Find the memories that best answer QUERY (with --budget: the packed context)."""
    if rewrite and budget is None:
        raise click.UsageError("--rewrite needs --budget (it rewrites the packed context's query).")
    if budget is not None:
        context: Context = with_memory(
            ctx,
            lambda m: m.assemble_context(
                query,
                token_budget=budget,
                k=k,
                types=types or None,
                entities=entities or None,
                min_importance=min_importance,
                goal=goal,
                include_superseded=history,
                rewrite=rewrite,
            ),
        )
        click.echo(
            dumps(context.to_dict(), indent=2) if as_json else clean(context.text, newlines=True)
        )
        return
    hits: list[Recalled] = with_memory(
        ctx,
        lambda m: m.recall(
            query,
            k,
            types=types or None,
            entities=entities or None,
            min_importance=min_importance,
            goal=goal,
            include_superseded=history,
        ),
    )
    if as_json:
        click.echo(dumps([h.to_dict() for h in hits], indent=2))
        return
    table = Table("score", "type", Column("content", overflow="fold"), id_column(), "tier")
    for hit in hits:
        content = cell(hit.record.content)
        if hit.record.superseded:
            content.append(" (superseded)", style="dim")
        if hit.unverified:
            content.append(" (unverified)", style="yellow")
        table.add_row(
            f"{hit.score:.3f}",
            cell(hit.record.type),
            content,
            cell(hit.record.id),
            cell(hit.record.tier),
        )
    console().print(table)


@cli.command()
@click.argument("record_id")
@json_option
@click.pass_context
def get(ctx: click.Context, record_id: str, as_json: bool) -> None:
    """Show one memory, from whichever tier holds it."""
    _print_record(with_memory(ctx, lambda m: m.get(record_id)), as_json)


@cli.command()
@click.argument("record_id")
@click.option("--hard", is_flag=True, help="Delete instead of archiving (if the policy allows).")
@click.option("--reason", default="forgotten on request", show_default=True)
@json_option
@click.pass_context
def forget(ctx: click.Context, record_id: str, hard: bool, reason: str, as_json: bool) -> None:
    """Archive a memory (restorable), or delete it with --hard."""
    result = with_memory(ctx, lambda m: m.forget(record_id, hard=hard, reason=reason))
    if as_json:
        click.echo(
            dumps(
                {
                    "id": record_id,
                    "deleted": result is None,
                    "tier": None if result is None else result.tier,
                }
            )
        )
    else:
        click.echo(f"{clean(record_id)} {'deleted' if result is None else 'archived'}")


@cli.command()
@click.argument("record_id")
@click.option("--off", is_flag=True, help="Release the anchor instead.")
@json_option
@click.pass_context
def anchor(ctx: click.Context, record_id: str, off: bool, as_json: bool) -> None:
    """Pin a memory to the hot tier (or release it with --off)."""
    record = with_memory(ctx, lambda m: m.unanchor(record_id) if off else m.anchor(record_id))
    _print_record(record, as_json) if as_json else click.echo(
        f"{clean(record.id)} anchored={record.anchored}"
    )


@cli.command()
@json_option
@click.pass_context
def stats(ctx: click.Context, as_json: bool) -> None:
    """Counts per tier for the namespace."""
    result = with_memory(ctx, lambda m: m.stats()).to_dict()
    if as_json:
        click.echo(dumps(result))
        return
    table = Table("", "count")
    for key, value in result.items():
        table.add_row(cell(key), cell(value))
    console().print(table)


@cli.command()
@json_option
@click.pass_context
def demo(ctx: click.Context, as_json: bool) -> None:
    """Run a scripted team scenario in namespace 'demo' (which it resets first)."""
    from sfams_tiers._demo import run_demo
    from sfams_tiers._settings import build_embedder, open_tiers

    settings: Settings = ctx.ensure_object(dict)["settings"]

    async def main() -> dict[str, Any]:
        embedder = build_embedder(settings)
        try:
            async with open_tiers(settings) as tiers:
                report = await run_demo(tiers, embedder, now=datetime.now(UTC))
                return report.to_dict()
        finally:
            await embedder.aclose()

    result = _run(main())
    if as_json:
        click.echo(dumps(result, indent=2))
        return
    out = console()
    out.print(
        f"[bold]sfams demo[/] in namespace [cyan]{markup(result['namespace'])}[/] "
        f"(data folder {markup(settings.home)})"
    )
    for step in result["steps"]:
        out.print(f"\n[bold]day {step['day']:>2}  {markup(step['title'])}[/]")
        for line in step["lines"]:
            out.print(Text(f"   {clean(line)}"), soft_wrap=True)
    out.print(f"\n[bold]now:[/] {markup(result['stats'])}")


def main() -> None:
    """Console-script entry point."""
    cli(obj={})


if __name__ == "__main__":
    main()
