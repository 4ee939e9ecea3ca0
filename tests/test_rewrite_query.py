"""Query rewriting through the judge: ``assemble_context(rewrite=True)`` (off by default).

The model judge runs against the loopback OpenAI-compatible server of ``fake_openai``;
the assertions are on what comes back and on the chat requests the server received.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from autogen_core.model_context import UnboundedChatCompletionContext
from autogen_core.models import UserMessage
from click.testing import CliRunner
from fake_openai import HANG, FakeOpenAI, serve
from mcp import Client
from mcp.types import TextContent

from sfams_tiers import (
    Context,
    FixedClock,
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    InvalidInput,
    InvalidQuery,
    TieredMemory,
    Tiers,
    load_settings,
)
from sfams_tiers._judge import HeuristicJudge, Judge, OpenAIJudge
from sfams_tiers.autogen import TieredAutoGenMemory
from sfams_tiers.cli import cli
from sfams_tiers.remote import RemoteMemory
from sfams_tiers.server import KeyStore, ServerThread, create_app
from sfams_tiers.server._mcp import build_mcp

KEY = "sk-test-do-not-log"
PO = "Invoice PO-4471 from Brightwater Foods is due on 14 March 2026"
NOTES = [
    PO,
    "The team lunch is on Friday at noon",
    "Standup moved to 9:30 from next week",
    "Ada prefers dark mode in the dashboard",
]
VAGUE = "what did we agree?"
REWRITE = "invoice PO-4471 due date"


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAI]:
    for name in ("OPENAI_API_KEY", "OPENAI_ADMIN_KEY", "OPENAI_BASE_URL", "OPENAI_ORG_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    with serve() as server:
        yield server


@pytest.fixture
async def make_judge(
    fake: FakeOpenAI, clock: FixedClock
) -> AsyncIterator[Callable[..., OpenAIJudge]]:
    made: list[OpenAIJudge] = []

    def build(**kwargs: Any) -> OpenAIJudge:
        options: dict[str, Any] = {
            "api_key": KEY,
            "base_url": fake.base_url,
            "fallback": HeuristicJudge(clock=clock),
            "max_retries": 0,  # one HTTP request per judge call, failures included
        }
        judge = OpenAIJudge("judge-model", **{**options, **kwargs})
        made.append(judge)
        return judge

    yield build
    for judge in made:
        await judge.aclose()


async def stored(tiers: Tiers, clock: FixedClock) -> None:
    """NOTES, written by a memory with the offline judge (no chat call)."""
    writer = TieredMemory(tiers, HashEmbedder(dimension=256), namespace="team-a", clock=clock)
    for note in NOTES:
        await writer.remember(note)


def reader(tiers: Tiers, clock: FixedClock, judge: Judge | None) -> TieredMemory:
    return TieredMemory(
        tiers, HashEmbedder(dimension=256), namespace="team-a", clock=clock, judge=judge
    )


def contents(context: Context) -> list[str]:
    return [item.record.content for item in context.items]


def questions(fake: FakeOpenAI) -> list[Any]:
    """The JSON data of every chat request the server received, in order."""
    return [json.loads(r["messages"][1]["content"]) for r in fake.chat_requests]


# --- the offline judge ---------------------------------------------------------------


async def test_the_heuristic_judge_does_not_rewrite(clock: FixedClock) -> None:
    judge = HeuristicJudge(clock=clock)
    assert isinstance(judge, Judge)
    assert await judge.rewrite_query(VAGUE, namespace="team-a") is None
    # Same notes in two stores: the heuristic judge's rewrite=True reads exactly as False.
    contexts = []
    for rewrite in (False, True):
        tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        await stored(tiers, clock)
        memory = reader(tiers, clock, HeuristicJudge(clock=clock))
        for query in (VAGUE, "when is the invoice due?"):
            context = await memory.assemble_context(query, token_budget=300, rewrite=rewrite)
            contexts.append((context.text, contents(context), [i.score for i in context.items]))
    assert contexts[:2] == contexts[2:]
    assert PO in contexts[1][1]


async def test_without_a_judge_the_query_is_searched_as_asked(
    tiers: Tiers, clock: FixedClock
) -> None:
    await stored(tiers, clock)
    memory = reader(tiers, clock, None)
    plain = await memory.assemble_context("invoice due date", token_budget=300)
    rewritten = await memory.assemble_context("invoice due date", token_budget=300, rewrite=True)
    assert contents(rewritten) == contents(plain) == [PO]


class BlankRewrite(HeuristicJudge):
    """A judge whose rewrite is not usable query text."""

    async def rewrite_query(self, query: str, *, namespace: str) -> str | None:
        return "   "


async def test_an_unusable_rewrite_leaves_the_query(tiers: Tiers, clock: FixedClock) -> None:
    await stored(tiers, clock)
    memory = reader(tiers, clock, BlankRewrite(clock=clock))
    context = await memory.assemble_context("invoice due date", token_budget=300, rewrite=True)
    assert contents(context) == [PO]


# --- the model judge -----------------------------------------------------------------


async def test_the_rewrite_is_what_is_searched(
    fake: FakeOpenAI, make_judge: Callable[..., OpenAIJudge], tiers: Tiers, clock: FixedClock
) -> None:
    await stored(tiers, clock)
    judge = make_judge()
    memory = reader(tiers, clock, judge)

    asked = await memory.assemble_context(VAGUE, token_budget=300)
    assert PO not in contents(asked)
    assert fake.chat_requests == []  # off by default: no model call

    fake.chat.append({"rewrite": REWRITE})
    context = await memory.assemble_context(VAGUE, token_budget=300, rewrite=True)
    assert contents(context)[:1] == [PO]
    assert "PO-4471" in context.text
    # Exactly one chat call, with the question as JSON data (never as instructions).
    assert questions(fake) == [{"question": VAGUE}]
    system = fake.chat_requests[0]["messages"][0]["content"]
    assert "search query" in system
    assert VAGUE not in system
    assert fake.chat_requests[0]["response_format"] == {"type": "json_object"}
    assert judge.fallbacks == 0

    # Each rewriting call asks once more; a non-rewriting one never does.
    fake.chat.append({"rewrite": REWRITE})
    await memory.assemble_context(VAGUE, token_budget=300, rewrite=True)
    await memory.assemble_context(VAGUE, token_budget=300, rewrite=False)
    assert len(fake.chat_requests) == 2


async def test_the_autogen_memory_rewrites_when_configured(
    fake: FakeOpenAI, make_judge: Callable[..., OpenAIJudge], tiers: Tiers, clock: FixedClock
) -> None:
    await stored(tiers, clock)
    memory = reader(tiers, clock, make_judge())
    blocks = []
    for rewrite in (False, True):
        team = TieredAutoGenMemory.wrap(memory, rewrite_query=rewrite)
        context = UnboundedChatCompletionContext()
        await context.add_message(UserMessage(content=VAGUE, source="user"))
        fake.chat.append({"rewrite": REWRITE})
        result = await team.update_context(context)
        blocks.append([r.content for r in result.memories.results])
        await team.close()
    assert PO not in blocks[0]  # off by default: the vague question alone
    assert blocks[1][:1] == [PO]
    assert questions(fake) == [{"question": VAGUE}]  # one model call, when configured


@pytest.mark.parametrize(
    "reply",
    [500, "not json {", {}, {"rewrite": ""}, {"rewrite": "   "}, {"rewrite": 42}, HANG],
    ids=["http-500", "bad-json", "no-field", "empty", "blank", "not-a-string", "timeout"],
)
async def test_a_failed_rewrite_searches_the_query(
    reply: Any,
    fake: FakeOpenAI,
    make_judge: Callable[..., OpenAIJudge],
    tiers: Tiers,
    clock: FixedClock,
) -> None:
    await stored(tiers, clock)
    judge = make_judge(timeout=0.3)
    memory = reader(tiers, clock, judge)
    expected = contents(await memory.assemble_context("invoice due date", token_budget=300))
    assert expected == [PO]

    fake.chat.append(reply)
    context = await memory.assemble_context("invoice due date", token_budget=300, rewrite=True)
    assert contents(context) == expected
    assert questions(fake) == [{"question": "invoice due date"}]
    assert judge.fallbacks == 1
    assert await judge.rewrite_query("x", namespace="team-a") is None  # empty queue: {}


async def test_the_rewrite_is_one_stripped_line_of_at_most_500_characters(
    fake: FakeOpenAI, make_judge: Callable[..., OpenAIJudge]
) -> None:
    judge = make_judge()
    fake.chat.append({"rewrite": "  invoice\n PO-4471  due date  "})
    assert await judge.rewrite_query(VAGUE, namespace="team-a") == REWRITE
    fake.chat.append({"rewrite": "invoice PO-4471 " + "deadline " * 100})
    long = await judge.rewrite_query(VAGUE, namespace="team-a")
    assert long is not None
    assert len(long) <= 500
    assert long.startswith("invoice PO-4471 deadline")
    assert long.endswith("deadline")  # cut on a word boundary
    fake.chat.append({"rewrite": VAGUE})
    assert await judge.rewrite_query(VAGUE, namespace="team-a") == VAGUE  # the same is fine


@pytest.mark.parametrize("value", ["yes", 1, 0, None, 1.0])
async def test_a_rewrite_that_is_not_a_bool_is_refused_and_changes_nothing(
    value: Any,
    fake: FakeOpenAI,
    make_judge: Callable[..., OpenAIJudge],
    tiers: Tiers,
    clock: FixedClock,
) -> None:
    await stored(tiers, clock)
    memory = reader(tiers, clock, make_judge())
    hits = await memory.recall("invoice due date", k=4, min_relevance=0.0)
    ids = [hit.record.id for hit in hits]
    before = [(await memory.get(i)).access_count for i in ids]
    fake.chat.append({"rewrite": REWRITE})
    with pytest.raises(InvalidQuery, match="rewrite"):
        await memory.assemble_context(VAGUE, token_budget=300, rewrite=value)
    assert fake.chat_requests == []
    assert [(await memory.get(i)).access_count for i in ids] == before


# --- through the server, the remote client, MCP and the CLI --------------------------


async def test_the_server_and_remote_memory_pass_rewrite_through(
    fake: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", fake.base_url)
    settings = load_settings(home=tmp_path / "home", judge="openai")
    keys = KeyStore(tmp_path / "keys.json")
    _, key = keys.create(["team-a"], name="team")
    with ServerThread(create_app(settings, keys=keys)) as running:
        async with RemoteMemory(running.url, key, namespace="team-a") as remote:
            for note in NOTES:
                await remote.remember(note)  # the empty chat queue: the rules judge
            written = len(fake.chat_requests)

            plain = await remote.assemble_context(VAGUE, token_budget=300)
            assert PO not in contents(plain)
            assert len(fake.chat_requests) == written

            fake.chat.append({"rewrite": REWRITE})
            context = await remote.assemble_context(VAGUE, token_budget=300, rewrite=True)
            assert contents(context)[:1] == [PO]
            assert questions(fake)[written:] == [{"question": VAGUE}]

            # The body's shape is checked before the library's bounds (InvalidInput).
            with pytest.raises(InvalidInput, match="rewrite"):
                await remote.assemble_context(VAGUE, token_budget=300, rewrite=[1])  # type: ignore[arg-type]
            assert len(fake.chat_requests) == written + 1


async def test_the_mcp_context_tool_passes_rewrite_through(
    fake: FakeOpenAI, make_judge: Callable[..., OpenAIJudge], tiers: Tiers, clock: FixedClock
) -> None:
    await stored(tiers, clock)
    memory = reader(tiers, clock, make_judge())

    async def memory_for(namespace: str, agent: str | None) -> TieredMemory:
        return memory

    fake.chat.append({"rewrite": REWRITE})
    async with Client(build_mcp(memory_for, "team-a"), read_timeout_seconds=60) as client:
        plain = await client.call_tool("context", {"query": VAGUE})
        rewritten = await client.call_tool("context", {"query": VAGUE, "rewrite": True})
    texts = []
    for result in (plain, rewritten):
        assert not result.is_error, result.content
        first = result.content[0]
        assert isinstance(first, TextContent)
        texts.append(first.text)
    assert "PO-4471" not in texts[0]
    assert "PO-4471" in texts[1]
    assert questions(fake) == [{"question": VAGUE}]


def test_the_cli_rewrites_the_packed_context_query(
    fake: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SFAMS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SFAMS_JUDGE", "openai")
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", fake.base_url)
    runner = CliRunner()

    def run(*args: str) -> str:
        result = runner.invoke(cli, ["-n", "team-a", *args], obj={}, catch_exceptions=False)
        assert result.exit_code == 0, result.output
        return result.output

    for note in NOTES:
        run("remember", note)
    written = len(fake.chat_requests)
    assert "PO-4471" not in run("recall", VAGUE, "--budget", "300")
    fake.chat.append({"rewrite": REWRITE})
    assert "PO-4471" in run("recall", VAGUE, "--budget", "300", "--rewrite")
    assert questions(fake)[written:] == [{"question": VAGUE}]

    refused = runner.invoke(cli, ["-n", "team-a", "recall", VAGUE, "--rewrite"], obj={})
    assert refused.exit_code == 2
    assert "--rewrite needs --budget" in refused.output
    assert len(fake.chat_requests) == written + 1
