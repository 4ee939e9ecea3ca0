"""``sfams bench``: the quality benchmark and the LoCoMo replay, printed as one table."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, Literal, TypeVar

import click
from rich.console import Console
from rich.table import Table

from sfams_tiers._errors import SfamsError

T = TypeVar("T")

__all__ = ["bench"]


def _run(coro: Coroutine[Any, Any, T]) -> T:
    try:
        return asyncio.run(coro)
    except SfamsError as exc:
        raise click.ClickException(str(exc)) from exc


def _print_table(title: str, rows: list[list[str]]) -> None:
    table = Table(*rows[0], title=title)
    for column in table.columns[1:]:
        column.justify = "right"
    for row in rows[1:]:
        table.add_row(*row)
    Console().print(table)


@click.group()
def bench() -> None:
    """Measure memory quality against plain baselines."""


@bench.command()
@click.option("--sessions", default=200, show_default=True, help="Sessions in the stream.")
@click.option("--seed", default=7, show_default=True, help="Random seed of the stream.")
@click.option("--k", "k", default=5, show_default=True, help="Memories per question.")
@click.option("--budget", default=400, show_default=True, help="Context token budget.")
@click.option(
    "--embedder", type=click.Choice(["hash", "minilm"]), default="hash", show_default=True
)
@click.option(
    "--store", type=click.Choice(["memory", "embedded"]), default="memory", show_default=True
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
def quality(
    sessions: int,
    seed: int,
    k: int,
    budget: int,
    embedder: Literal["hash", "minilm"],
    store: Literal["memory", "embedded"],
    as_json: bool,
) -> None:
    """Run one seeded long-horizon stream through sfams-tiers and two baselines."""
    from sfams_tiers._bench import QualityConfig, render_table, run_quality

    config = QualityConfig(sessions, seed, k, budget, embedder, store)
    report = _run(run_quality(config))
    if as_json:
        click.echo(report.to_json())
        return
    asked = ", ".join(f"{n} {kind}" for kind, n in sorted(report.questions.items()))
    _print_table(
        f"sfams bench quality: {sessions} sessions, {report.turns:,} turns, seed {seed}, "
        f"k={k}, budget={budget}, {embedder} embedder, {store} store",
        render_table(report),
    )
    click.echo(f"questions: {asked}")


@bench.command()
@click.option(
    "--data",
    required=True,
    type=click.Path(path_type=Path, dir_okay=False),
    help="A LoCoMo-format JSON file (e.g. locomo10.json).",
)
@click.option("--k", "k", default=10, show_default=True, help="Memories per question.")
@click.option("--budget", default=1500, show_default=True, help="Context token budget.")
@click.option(
    "--embedder", type=click.Choice(["hash", "minilm"]), default="hash", show_default=True
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
def locomo(
    data: Path, k: int, budget: int, embedder: Literal["hash", "minilm"], as_json: bool
) -> None:
    """Replay LoCoMo conversations; evidence recall@k for sfams-tiers and keep-everything."""
    import json

    from sfams_tiers._bench import LocomoReport, build_embedder, load_locomo, run_locomo

    async def main() -> LocomoReport:
        samples = load_locomo(data)
        model = build_embedder(embedder)
        try:
            return await run_locomo(samples, model, k=k, budget=budget)
        finally:
            await model.aclose()

    report = _run(main())
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2))
        return
    _print_table(
        f"sfams bench locomo: {report.samples} samples, {report.questions} questions "
        f"(categories 1-4), k={k}, budget={budget}, {embedder} embedder",
        report.table(),
    )
    if report.skipped:
        click.echo(f"{report.skipped} questions without known evidence turns were skipped.")
