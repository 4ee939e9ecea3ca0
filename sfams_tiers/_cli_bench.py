"""``sfams bench``: the quality benchmark and the LoCoMo replay, printed as one table."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

import click
from rich.table import Column, Table

from sfams_tiers._cli_text import cell, clean, console, dumps
from sfams_tiers._lexical import Retrieval

T = TypeVar("T")

__all__ = ["bench"]

SESSIONS = click.IntRange(1, 100_000)
K = click.IntRange(1, 1_000)
BUDGET = click.IntRange(1, 10_000_000)


RETRIEVAL = click.option(
    "--retrieval",
    type=click.Choice(["both", "hybrid", "dense"]),
    default="both",
    show_default=True,
    help="sfams-tiers with hybrid retrieval, dense only, or both side by side.",
)


def _run(coro: Coroutine[Any, Any, T]) -> T:
    """Run a command's coroutine; its errors are reported by the root group."""
    return asyncio.run(coro)


def _print_table(title: str, rows: list[list[str]]) -> None:
    table = Table(*(Column(cell(c)) for c in rows[0]), title=cell(title))
    table.columns[0].no_wrap = True  # the metric names stay whole; numbers wrap instead
    for column in table.columns[1:]:
        column.justify = "right"
        column.overflow = "fold"  # a narrow terminal wraps a figure, never cuts it
    for row in rows[1:]:
        table.add_row(*(cell(c) for c in row))
    console().print(table)


@click.group()
def bench() -> None:
    """Measure memory quality against plain baselines."""


@bench.command()
@click.option(
    "--family",
    "families",
    multiple=True,
    help="A phrasing family to run (repeatable; default: all). See --list.",
)
@click.option(
    "--split",
    type=click.Choice(["all", "dev", "test", "legacy"]),
    default="all",
    show_default=True,
    help="Run only the dev, the test or the legacy (template) families.",
)
@click.option(
    "--shape",
    "shapes",
    multiple=True,
    type=click.Choice(["team", "months"]),
    help="Stream shapes (default: both): a year of team chat; a multi-session chat over months.",
)
@click.option(
    "--sessions", default=120, type=SESSIONS, show_default=True, help="Sessions of a team stream."
)
@click.option(
    "--months-sessions",
    default=40,
    type=SESSIONS,
    show_default=True,
    help="Sessions of a months stream.",
)
@click.option("--seed", default=7, show_default=True, help="Random seed of the streams.")
@click.option("--k", "k", default=5, type=K, show_default=True, help="Memories per question.")
@click.option("--budget", default=400, type=BUDGET, show_default=True, help="Context token budget.")
@click.option(
    "--embedder", type=click.Choice(["hash", "minilm"]), default="hash", show_default=True
)
@click.option(
    "--store", type=click.Choice(["memory", "embedded"]), default="memory", show_default=True
)
@RETRIEVAL
@click.option("--list", "list_only", is_flag=True, help="List the families and exit.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
def quality(
    families: tuple[str, ...],
    split: str,
    shapes: tuple[Literal["team", "months"], ...],
    sessions: int,
    months_sessions: int,
    seed: int,
    k: int,
    budget: int,
    embedder: Literal["hash", "minilm"],
    store: Literal["memory", "embedded"],
    retrieval: str,
    list_only: bool,
    as_json: bool,
) -> None:
    """Run every phrasing family through sfams-tiers and two keep-everything baselines.

    Prints one table per family and stream shape, then the dev and test means side by
    side with their gap. The test families are never read while tuning the memory.
    """
    from sfams_tiers._bench._suite import (
        FAMILY_MODULES,
        SuiteConfig,
        SuiteReport,
        load_family,
        render_family_table,
        render_split_table,
        run_suite,
    )

    chosen = families or tuple(FAMILY_MODULES)
    if split != "all":
        chosen = tuple(name for name in chosen if _run_sync(load_family, name).split == split)
    if list_only:
        for name in chosen:
            family = _run_sync(load_family, name)
            click.echo(clean(name) + f"\t{clean(family.split)}\t{clean(family.language)}")
        return
    config = SuiteConfig(
        families=chosen,
        shapes=shapes or ("team", "months"),
        sessions=sessions,
        months_sessions=months_sessions,
        seed=seed,
        k=k,
        budget=budget,
        embedder=embedder,
        store=store,
        retrievals=_retrievals(retrieval),
    )
    report: SuiteReport = _run(run_suite(config))
    if as_json:
        click.echo(report.to_json())
        return
    for result in report.results:
        asked = ", ".join(f"{n} {kind}" for kind, n in sorted(result.questions.items()))
        _print_table(
            f"{result.family} ({result.split}, {result.language}), {result.shape} stream: "
            f"{result.turns:,} turns; questions: {asked}",
            render_family_table(result),
        )
        counts = result.system("sfams-tiers").extra
        if counts:
            click.echo(
                clean("sfams-tiers counts: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
            )
    for shape in config.shapes:
        _print_table(
            f"sfams bench quality: dev vs test means, {shape} streams, k={k}, budget={budget}, "
            f"{embedder} embedder, {store} store",
            render_split_table(report, shape),
        )


def _retrievals(choice: str) -> tuple[Retrieval, ...]:
    return ("hybrid", "dense") if choice == "both" else (cast(Retrieval, choice),)


def _run_sync(function: Callable[[str], T], name: str) -> T:
    return function(name)


@bench.command()
@click.option(
    "--data",
    required=True,
    type=click.Path(path_type=Path, dir_okay=False),
    help="A LoCoMo-format JSON file (e.g. locomo10.json).",
)
@click.option("--k", "k", default=10, type=K, show_default=True, help="Memories per question.")
@click.option(
    "--budget", default=1500, type=BUDGET, show_default=True, help="Context token budget."
)
@click.option(
    "--embedder", type=click.Choice(["hash", "minilm"]), default="hash", show_default=True
)
@RETRIEVAL
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
def locomo(
    data: Path,
    k: int,
    budget: int,
    embedder: Literal["hash", "minilm"],
    retrieval: str,
    as_json: bool,
) -> None:
    """Replay LoCoMo conversations; evidence recall@k for sfams-tiers and keep-everything."""
    from sfams_tiers._bench import LocomoReport, build_embedder, load_locomo, run_locomo

    async def main() -> LocomoReport:
        samples = load_locomo(data)
        model = build_embedder(embedder)
        try:
            return await run_locomo(
                samples, model, k=k, budget=budget, retrievals=_retrievals(retrieval)
            )
        finally:
            await model.aclose()

    report = _run(main())
    if as_json:
        click.echo(dumps(report.to_dict(), indent=2))
        return
    _print_table(
        f"sfams bench locomo: {report.samples} samples, {report.questions} questions "
        f"(categories 1-4), k={k}, budget={budget}, {embedder} embedder",
        report.table(),
    )
    if report.skipped:
        click.echo(f"{report.skipped} questions without known evidence turns were skipped.")
