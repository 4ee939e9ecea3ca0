"""``sfams verify`` and ``sfams reward``: feedback on one memory (loaded on first use)."""

from __future__ import annotations

import click

from sfams_tiers._cli_text import clean, dumps

__all__ = ["reward", "verify"]


@click.command()
@click.argument("record_id")
@click.option(
    "--confidence",
    type=click.FloatRange(0.0, 1.0),
    default=1.0,
    show_default=True,
    help="Confidence it gets (a verification never lowers it).",
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@click.pass_context
def verify(ctx: click.Context, record_id: str, confidence: float, as_json: bool) -> None:
    """Confirm a memory: raise its confidence.

    A verification never lowers confidence; an archived memory is restored first.
    """
    from sfams_tiers.cli import record_json, with_memory

    record = with_memory(ctx, lambda m: m.verify(record_id, confidence=confidence))
    if as_json:
        click.echo(dumps(record_json(record)))
    else:
        click.echo(clean(f"{record.id} confidence {record.confidence:g}"))


@click.command()
@click.argument("record_id")
@click.option(
    "--value",
    type=click.FloatRange(-1.0, 1.0),
    default=1.0,
    show_default=True,
    help="1 rewards (importance up), -1 penalises (down), in between in proportion.",
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@click.pass_context
def reward(ctx: click.Context, record_id: str, value: float, as_json: bool) -> None:
    """Reward or penalise a memory for how it served: raise or lower its importance.

    Each full reward closes the policy's ``reward_gain`` of the distance to 1.0 (a
    penalty: to 0.0); an archived memory is restored first.
    """
    from sfams_tiers.cli import record_json, with_memory

    record = with_memory(ctx, lambda m: m.reward(record_id, value))
    if as_json:
        click.echo(dumps(record_json(record)))
    else:
        click.echo(clean(f"{record.id} importance {record.importance:g}"))
