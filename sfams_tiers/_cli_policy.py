"""``sfams policy``: the effective retention policy, and a check of a policy file."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import click

from sfams_tiers._cli_text import clean, dumps
from sfams_tiers._policy_file import load_policy_file
from sfams_tiers._policy_toml import policy_toml
from sfams_tiers._settings import Settings, build_policy

__all__ = ["policy"]


@click.group()
def policy() -> None:
    """Show the effective retention policy, or check a policy file."""


@policy.command()
@click.option("--namespace", "-n", default=None, help="Whose policy (default: --namespace).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@click.pass_context
def show(ctx: click.Context, namespace: str | None, as_json: bool) -> None:
    """Print the policy a namespace runs with, as a policy file.

    The defaults, then the policy file (--policy / SFAMS_POLICY, its namespace section
    included), then the SFAMS_* settings set explicitly. The output is a valid policy
    file: save it and edit it to start your own.
    """
    settings: Settings = ctx.ensure_object(dict)["settings"]
    name = namespace or settings.namespace
    effective = build_policy(settings, name)
    if as_json:
        click.echo(dumps(_plain(effective), indent=2))
        return
    source = f"the file {settings.policy}" if settings.policy else "no policy file"
    title = (
        f"Retention policy of namespace {name!r}: the defaults, then {source}, "
        "then the SFAMS_* settings set explicitly."
    )
    for line in policy_toml(effective, title=title).splitlines():
        click.echo(clean(line))


@policy.command()
@click.argument("file", type=click.Path(path_type=Path))
def check(file: Path) -> None:
    """Check a policy file: every value, every namespace section (errors name the line)."""
    checked = load_policy_file(file)
    names = ", ".join(sorted(checked.namespaces)) or "none"
    click.echo(clean(f"{file}: valid. Namespace sections: {names}."))


def _plain(value: Any) -> Any:
    """A policy as JSON-ready values (its read-only mappings as dicts, tuples as lists)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict) or hasattr(value, "items"):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
