"""``sfams keys create|list|revoke``: the API keys of ``sfams serve`` (loaded on first use).

The keys file is ``<home>/keys.json`` (``SFAMS_KEYS_FILE`` overrides it); a running
server picks up every change within a second.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click
from rich.table import Table

from sfams_tiers._cli_serve import server_module
from sfams_tiers._cli_text import cell, clean, console, dumps

if TYPE_CHECKING:
    from sfams_tiers.server import KeyStore

__all__ = ["keys"]


def _store(ctx: click.Context) -> KeyStore:
    """The keys file of the command's settings (``--home``, ``SFAMS_KEYS_FILE``)."""
    from sfams_tiers._settings import load_settings

    settings = ctx.ensure_object(dict).get("settings") or load_settings()
    store: KeyStore = server_module().KeyStore.for_home(settings.home)
    return store


@click.group()
def keys() -> None:
    """API keys of `sfams serve`, scoped to namespaces (and optionally one agent)."""


@keys.command()
@click.option(
    "--namespace",
    "-n",
    "namespaces",
    multiple=True,
    required=True,
    help="A namespace the key may use, repeatable.",
)
@click.option("--agent", "-a", default=None, help="The key acts as this agent only.")
@click.option("--name", default="", help="A label for people (where the key is used).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@click.pass_context
def create(
    ctx: click.Context, namespaces: tuple[str, ...], agent: str | None, name: str, as_json: bool
) -> None:
    """Create a key and print its secret: shown once, stored only as a hash."""
    store = _store(ctx)
    key, token = store.create(namespaces, agent=agent, name=name)
    if as_json:
        click.echo(dumps({**key.to_dict(), "token": token}))
        return
    click.echo(token)
    click.echo(
        clean(
            f"key {key.id} for {', '.join(key.namespaces)}"
            + (f" as agent {key.agent}" if key.agent else "")
            + ": copy the line above now, it is not shown again."
        ),
        err=True,
    )


@keys.command(name="list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@click.pass_context
def list_keys(ctx: click.Context, as_json: bool) -> None:
    """Show every key: id, name, namespaces, agent, created, revoked (never secrets)."""
    store = _store(ctx)
    found = [key.to_dict() for key in store.entries()]
    if as_json:
        click.echo(dumps(found, indent=2))
        return
    table = Table("id", "name", "namespaces", "agent", "created", "revoked")
    for key in found:
        table.add_row(
            cell(key["id"]),
            cell(key["name"]),
            cell(", ".join(key["namespaces"])),
            cell(key["agent"] or ""),
            cell(key["created"][:19]),
            cell((key["revoked"] or "")[:19]),
        )
    console().print(table)


@keys.command()
@click.argument("key_id")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@click.pass_context
def revoke(ctx: click.Context, key_id: str, as_json: bool) -> None:
    """Revoke key KEY_ID; running servers refuse it within a second."""
    store = _store(ctx)
    key = store.revoke(key_id)
    click.echo(dumps(key.to_dict()) if as_json else clean(f"{key.id} revoked {key.revoked}"))
