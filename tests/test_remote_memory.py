"""RemoteMemory against a real ``sfams serve`` app on loopback, over the embedded store."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import cast

import pytest

from sfams_tiers import (
    ArchiveSelector,
    Context,
    InvalidQuery,
    InvalidRecord,
    JobReport,
    MemoryRecord,
    MemoryStats,
    PolicyViolation,
    Recalled,
    RecordNotFound,
    RestoreSelector,
    TieredMemory,
    TierUnavailable,
    load_settings,
)
from sfams_tiers.remote import PermissionDenied, RemoteMemory, open_any_memory, remote_from_env
from sfams_tiers.server import KeyStore, ServerThread, create_app


@dataclass
class Server:
    """A running server: its URL, its keys file and one key per scope."""

    url: str
    keys: KeyStore
    team: str  # namespaces team-a and b
    only_b: str
    planner: str  # team-a, agent planner


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """``create_app`` in a thread, on a free loopback port and a tmp home."""
    settings = load_settings(home=tmp_path / "home")
    keys = KeyStore(tmp_path / "keys.json")
    _, team = keys.create(["team-a", "b"], name="team")
    _, only_b = keys.create(["b"], name="b only")
    _, planner = keys.create(["team-a"], agent="planner", name="planner")
    with ServerThread(create_app(settings, keys=keys)) as running:
        yield Server(running.url, keys, team, only_b, planner)


@pytest.fixture
async def remote(server: Server) -> AsyncIterator[RemoteMemory]:
    async with RemoteMemory(server.url, server.team, namespace="team-a") as memory:
        yield memory


async def test_every_method_round_trips_into_the_librarys_own_objects(
    remote: RemoteMemory,
) -> None:
    old = await remote.remember(
        "The Apollo launch is on 3 March",
        type="deadline",
        importance=0.9,
        entities=["project:apollo"],
        ttl=timedelta(days=400),
    )
    assert isinstance(old, MemoryRecord)
    assert (old.namespace, old.type, old.entities) == ("team-a", "deadline", ("project:apollo",))
    assert old.expires_at is not None
    new = await remote.remember(
        "The Apollo launch moved to 10 March",
        type="deadline",
        importance=0.9,
        relations=[("updates", old.id)],
    )
    assert (await remote.get(old.id)).superseded_by == new.id

    hits = await remote.recall("when is the Apollo launch?", k=3)
    assert all(isinstance(hit, Recalled) for hit in hits)
    assert [hit.record.id for hit in hits][:1] == [new.id]
    history = await remote.recall("Apollo launch", k=3, include_superseded=True)
    assert {old.id, new.id} <= {hit.record.id for hit in history}

    context = await remote.assemble_context("Apollo launch date", token_budget=300)
    assert isinstance(context, Context)
    assert "10 March" in context.text
    assert "3 March" not in context.text
    assert context.items[0].record.id == new.id

    many = await remote.remember_many(
        ["Standup is at 9:30", {"content": "Retro is on Fridays", "type": "fact", "ttl": 3600}]
    )
    assert [r.content for r in many] == ["Standup is at 9:30", "Retro is on Fridays"]

    assert (await remote.anchor(many[0].id)).anchored is True
    assert (await remote.unanchor(many[0].id)).anchored is False
    assert (await remote.verify(many[1].id, confidence=0.95)).confidence >= 0.95
    rewarded = await remote.reward(many[1].id, 1.0)
    assert rewarded.importance >= many[1].importance
    linked = await remote.link(many[1].id, "relates", many[0].id)
    assert (linked.relations[0].kind, linked.relations[0].target) == ("relates", many[0].id)

    archived = await remote.forget(many[0].id, reason="moved to the wiki")
    assert archived is not None
    assert archived.tier == "cold"
    assert (await remote.restore(many[0].id)).tier != "cold"

    stats = await remote.stats()
    assert isinstance(stats, MemoryStats)
    assert (stats.namespace, stats.live, stats.superseded) == ("team-a", 4, 1)
    report = await remote.maintain(dry_run=True)
    assert isinstance(report, JobReport)
    assert (report.job, report.namespace, report.dry_run) == ("maintain", "team-a", True)


async def test_jobs_with_selectors_run_on_the_server(remote: RemoteMemory) -> None:
    note = await remote.remember("An old lunch order", type="note", importance=0.05)
    kept = await remote.remember("The Apollo budget is 40k", type="fact", importance=0.9)
    report = await remote.run_job("archive", selector=ArchiveSelector(types=("note",)))
    assert report.moved == {"archive": 1}
    assert (await remote.get(note.id)).tier == "cold"
    assert (await remote.get(kept.id)).tier != "cold"
    back = await remote.run_job("restore", selector=RestoreSelector(ids=(note.id,)))
    assert back.moved.get("restore") == 1
    assert (await remote.get(note.id)).tier != "cold"
    aged = await remote.run_job(
        "archive", dry_run=True, selector=ArchiveSelector(older_than=timedelta(days=1))
    )
    assert aged.planned == 0  # nothing here is a day old


async def test_server_errors_come_back_as_the_same_typed_errors(remote: RemoteMemory) -> None:
    with pytest.raises(InvalidQuery) as bad_k:
        await remote.recall("x", k=0)
    assert bad_k.value.field == "k"
    with pytest.raises(InvalidRecord):
        await remote.remember("x", importance=2.0)
    with pytest.raises(RecordNotFound):
        await remote.get("01890000-0000-7000-8000-000000000000")
    anchored = await remote.remember("Payroll runs on the 25th", anchored=True)
    with pytest.raises(PolicyViolation):
        await remote.forget(anchored.id)
    with pytest.raises(InvalidQuery):
        await remote.run_job("nonsense")


async def test_a_key_never_reaches_another_namespace(server: Server) -> None:
    async with RemoteMemory(server.url, server.team, namespace="b") as team_b:
        secret = await team_b.remember("B's launch code is 1234")
    async with RemoteMemory(server.url, server.only_b, namespace="team-a") as wrong:
        with pytest.raises(PermissionDenied) as denied:
            await wrong.get(secret.id)
        assert denied.value.status == 403
        with pytest.raises(PermissionDenied):
            await wrong.recall("launch code")
    async with RemoteMemory(server.url, server.team, namespace="team-a") as team_a:
        with pytest.raises(RecordNotFound):  # B's id through A's own path
            await team_a.get(secret.id)
    async with RemoteMemory(server.url, "sfk_nope_nope", namespace="b") as unknown:
        with pytest.raises(PermissionDenied) as refused:
            await unknown.stats()
        assert refused.value.status == 401


async def test_agent_views_write_as_their_agent_and_keep_private_memories(server: Server) -> None:
    async with RemoteMemory(server.url, server.team, namespace="team-a") as team:
        coder = team.for_agent("coder")
        assert (coder.namespace, coder.agent) == ("team-a", "coder")
        note = await coder.remember("Coder's private draft", visibility="private")
        assert note.agent == "coder"
        assert (await coder.get(note.id)).id == note.id
        with pytest.raises(RecordNotFound):
            await team.for_agent("reviewer").get(note.id)
    async with RemoteMemory(server.url, server.planner, namespace="team-a") as planner:
        written = await planner.remember("Planner's shared note")
        assert written.agent == "planner"
        with pytest.raises(PermissionDenied):
            await planner.for_agent("coder").get(note.id)


async def test_a_revoked_key_stops_working_without_a_restart(server: Server) -> None:
    async with RemoteMemory(server.url, server.only_b, namespace="b") as memory:
        await memory.stats()
        key_id = server.only_b.split("_")[1]
        server.keys.revoke(key_id)
        deadline = time.monotonic() + 10
        status = 0
        while not status:
            try:
                await memory.stats()
            except PermissionDenied as exc:
                status = exc.status
            assert time.monotonic() < deadline, "the revoked key still works"
        assert status == 401


async def test_an_unreachable_server_is_tier_unavailable() -> None:
    async with RemoteMemory(f"http://127.0.0.1:{free_port()}", namespace="t") as memory:
        with pytest.raises(TierUnavailable):
            await memory.stats()


async def test_sfams_url_selects_the_server(server: Server, tmp_path: Path) -> None:
    env = {"SFAMS_URL": server.url, "SFAMS_API_KEY": server.team, "SFAMS_NAMESPACE": "b"}
    selected = remote_from_env(environ=env)
    assert selected is not None
    async with selected:
        stored = await selected.remember("Selected by SFAMS_URL")
        assert stored.namespace == "b"
    with pytest.MonkeyPatch.context() as patch:
        for name, value in env.items():
            patch.setenv(name, value)
        async with open_any_memory() as memory:
            assert isinstance(memory, RemoteMemory)
            assert (await memory.get(stored.id)).content == "Selected by SFAMS_URL"
    async with open_any_memory(load_settings(home=tmp_path / "local")) as local:
        assert isinstance(local, TieredMemory)


async def test_the_autogen_adapter_runs_on_a_remote_memory(remote: RemoteMemory) -> None:
    from autogen_core import CancellationToken
    from autogen_core.memory import MemoryContent
    from autogen_core.model_context import UnboundedChatCompletionContext
    from autogen_core.models import UserMessage

    from sfams_tiers.autogen import RememberTool, TieredAutoGenMemory

    team = TieredAutoGenMemory.wrap(cast(TieredMemory, remote), token_budget=300)
    planner = team.for_agent("planner")
    await planner.add(
        MemoryContent(content="The Apollo launch is on 3 March", mime_type="text/plain")
    )
    found = await team.query("when is the Apollo launch?")
    assert found.results[0].metadata is not None
    assert found.results[0].metadata["agent"] == "planner"

    context = UnboundedChatCompletionContext()
    await context.add_message(UserMessage(content="When is the Apollo launch?", source="user"))
    result = await team.update_context(context)
    assert result.memories.results
    messages = await context.get_messages()
    assert any("3 March" in str(m.content) for m in messages)

    tools = planner.memory_tools()
    remember_tool = next(t for t in tools if isinstance(t, RememberTool))
    out = await remember_tool.run_json(
        {"content": "The Apollo review is on 1 March", "type": "deadline"}, CancellationToken()
    )
    assert json.loads(remember_tool.return_value_as_string(out))["ok"] is True
    assert (await remote.stats()).live == 2
    await team.close()


def test_the_cli_and_its_jobs_follow_sfams_url(server: Server, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from sfams_tiers.cli import cli

    env = {"SFAMS_URL": server.url, "SFAMS_API_KEY": server.team, "SFAMS_HOME": str(tmp_path)}
    runner = CliRunner(env=env)
    base = ["-n", "team-a"]
    said = runner.invoke(cli, [*base, "remember", "An old lunch order", "--type", "note", "--json"])
    assert said.exit_code == 0, said.output
    record_id = json.loads(said.output)["id"]
    stats = runner.invoke(cli, [*base, "stats", "--json"])
    assert json.loads(stats.output)["live"] == 1
    archived = runner.invoke(cli, [*base, "jobs", "archive", "--type", "note", "--json"])
    assert archived.exit_code == 0, archived.output
    assert json.loads(archived.output)["reports"][0]["moved"] == {"archive": 1}
    shown = runner.invoke(cli, [*base, "get", record_id, "--json"])
    assert json.loads(shown.output)["tier"] == "cold"
    # Nothing was written locally: the store is the server's.
    assert not (tmp_path / "warm").exists()
    # Another namespace is out of this key's reach, from the CLI too.
    refused = runner.invoke(cli, ["-n", "c", "stats"])
    assert refused.exit_code == 2
    assert "may not use namespace 'c'" in refused.output
    everywhere = runner.invoke(cli, [*base, "jobs", "maintain", "--all-namespaces"])
    assert everywhere.exit_code == 2
    assert "--all-namespaces" in everywhere.output


async def test_the_autogen_adapter_from_settings_follows_sfams_url(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from autogen_core.memory import MemoryContent

    from sfams_tiers.autogen import TieredAutoGenMemory

    monkeypatch.setenv("SFAMS_URL", server.url)
    monkeypatch.setenv("SFAMS_API_KEY", server.team)
    settings = load_settings(home=tmp_path / "local")
    memory = TieredAutoGenMemory.from_settings(settings, namespace="b", agent="planner")
    await memory.add(MemoryContent(content="The Vega demo is on 9 June", mime_type="text/plain"))
    found = await memory.query("when is the Vega demo?")
    assert "9 June" in str(found.results[0].content)
    await memory.close()
    # Written on the server (namespace b, by the planner), nothing in the local folder.
    async with RemoteMemory(server.url, server.only_b, namespace="b") as other:
        [hit] = await other.recall("Vega demo", k=1)
    assert hit.record.agent == "planner"
    assert not (tmp_path / "local").exists()
