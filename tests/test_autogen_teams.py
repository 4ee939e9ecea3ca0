"""Whole AutoGen teams sharing one sfams memory, offline (replay clients, loopback server)."""

from __future__ import annotations

import itertools
import json
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import tiktoken.load
from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import Team
from autogen_agentchat.messages import BaseAgentEvent, BaseChatMessage, MemoryQueryEvent
from autogen_agentchat.teams import RoundRobinGroupChat, SelectorGroupChat
from autogen_core import FunctionCall
from autogen_core.memory import MemoryContent
from autogen_core.models import (
    CreateResult,
    LLMMessage,
    ModelFamily,
    ModelInfo,
    RequestUsage,
    SystemMessage,
    UserMessage,
)
from autogen_ext.models.openai import OpenAIChatCompletionClient
from autogen_ext.models.replay import ReplayChatCompletionClient
from fake_openai import serve

from sfams_tiers import FixedClock, HashEmbedder, HeuristicJudge, TieredMemory, Tiers
from sfams_tiers.autogen import (
    TieredAutoGenMemory,
    TieredAutoGenMemoryConfig,
    close_all_stores,
)
from sfams_tiers.autogen._inject import marker

TOOL_MODEL: ModelInfo = {
    "vision": False,
    "function_calling": True,
    "json_output": False,
    "family": ModelFamily.UNKNOWN,
    "structured_output": False,
}
_CALL_IDS = itertools.count(1)


@pytest.fixture(autouse=True)
async def no_store_left_open() -> AsyncIterator[None]:
    """Every test closes the stores it opened (the registry is process-wide)."""
    yield
    assert await close_all_stores() == 0, "a test left a store open"


def tool_call(name: str, **arguments: Any) -> CreateResult:
    """A scripted model response that calls one tool."""
    call = FunctionCall(id=f"call-{next(_CALL_IDS)}", name=name, arguments=json.dumps(arguments))
    return CreateResult(
        finish_reason="function_calls",
        content=[call],
        usage=RequestUsage(prompt_tokens=0, completion_tokens=0),
        cached=False,
    )


def agent(
    name: str, memory: TieredAutoGenMemory, replies: Sequence[str | CreateResult]
) -> tuple[AssistantAgent, ReplayChatCompletionClient]:
    """An assistant with its own view of the team memory and that view's tools."""
    client = ReplayChatCompletionClient(list(replies), model_info=TOOL_MODEL)
    view = memory.for_agent(name)
    assistant = AssistantAgent(
        name,
        model_client=client,
        memory=[view],
        tools=view.memory_tools(),
        model_client_stream=False,
    )
    return assistant, client


def shown(
    client: ReplayChatCompletionClient, call: int = -1, namespace: str = "team-a"
) -> list[str]:
    """The memory blocks in the messages of one recorded model call."""
    messages: list[LLMMessage] = client.create_calls[call]["messages"]
    return [
        m.content
        for m in messages
        if isinstance(m, UserMessage | SystemMessage)
        and isinstance(m.content, str)
        and m.content.startswith(marker(namespace))
    ]


def text(content: str) -> MemoryContent:
    return MemoryContent(content=content, mime_type="text/plain")


@pytest.fixture
async def team_memory(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> AsyncIterator[TieredAutoGenMemory]:
    library = TieredMemory(
        tiers, embedder, namespace="team-a", clock=clock, judge=HeuristicJudge(clock=clock)
    )
    memory = TieredAutoGenMemory.wrap(library)
    yield memory
    await memory.close()


async def test_round_robin_pair_shares_what_one_agent_remembers(
    team_memory: TieredAutoGenMemory,
) -> None:
    planner, _ = agent(
        "planner",
        team_memory,
        [
            tool_call("remember", content="The Orion launch is on 3 March", type="deadline"),
            tool_call("remember", content="I worry about the Orion launch budget", private=True),
        ],
    )
    critic, critic_client = agent("critic", team_memory, ["Noted.", "Still noted."])
    team = RoundRobinGroupChat([planner, critic], max_turns=4)

    result = await team.run(task="Plan the Orion launch.")

    first, second = shown(critic_client, 0), shown(critic_client, 1)
    assert len(first) == 1
    assert "The Orion launch is on 3 March" in first[0]
    assert "budget" not in first[0] + second[0]  # the planner's private memory
    events = [m for m in result.messages if isinstance(m, MemoryQueryEvent)]
    assert {e.source for e in events} >= {"critic"}
    for event in events:
        json.dumps(event.dump())  # JSON-safe metadata


async def test_three_agents_see_updates_not_superseded_facts_and_one_block_per_call(
    team_memory: TieredAutoGenMemory,
) -> None:
    await team_memory.add(
        MemoryContent(content="The Orion launch is on 3 March", mime_type="text/plain")
    )
    old = await team_memory.query("Orion launch")
    assert old.results[0].metadata is not None
    old_id = old.results[0].metadata["id"]
    planner, planner_client = agent(
        "planner", team_memory, ["When is the Orion launch?", "Orion launch plan: go."]
    )
    engineer, _ = agent(
        "engineer",
        team_memory,
        [
            tool_call("update", content="The Orion launch is on 10 March", id=old_id),
            "Orion launch date updated.",
        ],
    )
    reviewer, reviewer_client = agent(
        "reviewer", team_memory, ["Orion launch reviewed.", "Orion launch approved."]
    )
    team = RoundRobinGroupChat([planner, engineer, reviewer], max_turns=6)

    await team.run(task="When is the Orion launch?")

    before = shown(planner_client, 0)
    assert "3 March" in before[0]
    for client in (reviewer_client, planner_client):
        latest = shown(client)
        assert len(latest) == 1  # replaced each turn, never accumulated
        assert "The Orion launch is on 10 March" in latest[0]
        assert "3 March" not in latest[0]
    assert len(planner_client.create_calls) == 2


async def test_selector_group_chat_shares_memory(team_memory: TieredAutoGenMemory) -> None:
    planner, _ = agent(
        "planner",
        team_memory,
        [tool_call("remember", content="The Vega demo is on Friday", type="deadline")],
    )
    engineer, engineer_client = agent("engineer", team_memory, ["Building the Vega demo."])
    reviewer, reviewer_client = agent("reviewer", team_memory, ["Vega demo reviewed."])
    order = iter(["planner", "reviewer", "engineer"])

    def select(messages: Sequence[BaseAgentEvent | BaseChatMessage]) -> str:
        return next(order)

    team = SelectorGroupChat(
        [planner, engineer, reviewer],
        model_client=ReplayChatCompletionClient([]),
        selector_func=select,
        max_turns=3,
    )
    await team.run(task="Prepare the Vega demo.")

    for client in (reviewer_client, engineer_client):
        assert "The Vega demo is on Friday" in shown(client)[0]


async def test_selector_with_a_replay_selector_model(team_memory: TieredAutoGenMemory) -> None:
    planner, _ = agent(
        "planner", team_memory, [tool_call("remember", content="The Vega demo is on Friday")]
    )
    reviewer, reviewer_client = agent("reviewer", team_memory, ["Vega demo reviewed."])
    team = SelectorGroupChat(
        [planner, reviewer],
        model_client=ReplayChatCompletionClient(["planner", "reviewer"]),
        max_turns=2,
    )
    await team.run(task="Prepare the Vega demo.")
    assert "The Vega demo is on Friday" in shown(reviewer_client)[0]


async def test_a_dumped_team_reloads_and_shares_memory_through_the_store(tmp_path: Path) -> None:
    memory = TieredAutoGenMemory(TieredAutoGenMemoryConfig(namespace="team-a", home=str(tmp_path)))
    planner, _ = agent(
        "planner",
        memory,
        [tool_call("remember", content="The Orion launch is on 3 March", type="deadline")],
    )
    critic, _ = agent("critic", memory, ["Noted the Orion launch."])
    dumped = RoundRobinGroupChat([planner, critic], max_turns=2).dump_component()
    providers = [
        m["provider"] for p in dumped.config["participants"] for m in p["config"]["memory"]
    ]
    assert providers == ["sfams_tiers.autogen.TieredAutoGenMemory"] * 2
    agents = [p["config"]["memory"][0]["config"]["agent"] for p in dumped.config["participants"]]
    assert agents == ["planner", "critic"]

    reloaded = Team.load_component(json.loads(dumped.model_dump_json()))
    try:
        result = await reloaded.run(task="Plan the Orion launch.")
        events = [m for m in result.messages if isinstance(m, MemoryQueryEvent)]
        critic_saw = [c.content for e in events if e.source == "critic" for c in e.content]
        assert critic_saw == ["The Orion launch is on 3 March"]
        found = await memory.query("Orion launch")  # the original instance: same store
        assert found.results[0].metadata is not None
        assert found.results[0].metadata["agent"] == "planner"
    finally:
        await memory.close()
        assert await close_all_stores() == 1  # the reloaded agents' and tools' instances


# -- a real OpenAI client whose model_info lacks multiple_system_messages ---------------
LOCAL_MODEL: ModelInfo = {
    "vision": False,
    "function_calling": False,
    "json_output": False,
    "family": ModelFamily.UNKNOWN,
    "structured_output": False,
}


@pytest.fixture
def offline_tiktoken(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if tiktoken tries to download an encoding (the machine is offline).

    Nothing here should count tokens with tiktoken: AssistantAgent's default (unbounded)
    model context never calls ``count_tokens``, and the memory packs its block with the
    library's offline counter (tiktoken only from its local cache, else an estimate).
    """

    def download(blobpath: str) -> bytes:
        raise AssertionError(f"tiktoken tried to download {blobpath}")

    monkeypatch.setattr(tiktoken.load, "read_file", download)


async def run_planner(memory: TieredAutoGenMemory, model_info: ModelInfo) -> list[dict[str, Any]]:
    """Ask one planner backed by a loopback OpenAI-compatible server; its request messages."""
    await memory.add(
        MemoryContent(content="The Orion launch is on 3 March", mime_type="text/plain")
    )
    with serve() as server:
        server.chat.extend(["The launch is on 3 March."])
        client = OpenAIChatCompletionClient(
            model="local-model", base_url=server.base_url, api_key="test", model_info=model_info
        )
        planner = AssistantAgent("planner", model_client=client, memory=[memory])
        try:
            result = await planner.run(task="When is the Orion launch?")
        finally:
            await client.close()
    assert result.messages[-1].to_text() == "The launch is on 3 March."
    sent: list[dict[str, Any]] = server.chat_requests[-1]["messages"]
    return sent


@pytest.mark.usefixtures("offline_tiktoken")
async def test_default_injection_works_without_multiple_system_messages(
    team_memory: TieredAutoGenMemory,
) -> None:
    sent = await run_planner(team_memory, LOCAL_MODEL)
    assert [m["role"] for m in sent] == ["system", "user", "user"]
    assert sent[-1]["content"].startswith(marker("team-a"))
    assert "The Orion launch is on 3 March" in sent[-1]["content"]


@pytest.mark.usefixtures("offline_tiktoken")
async def test_system_injection_needs_multiple_system_messages(
    team_memory: TieredAutoGenMemory,
) -> None:
    system = TieredAutoGenMemory.wrap(await team_memory.tiered(), inject_as="system")
    with pytest.raises(ValueError, match="multiple_system_messages"):
        await run_planner(system, LOCAL_MODEL)
    await system.clear()
    sent = await run_planner(system, {**LOCAL_MODEL, "multiple_system_messages": True})
    assert [m["role"] for m in sent] == ["system", "user", "system"]
    assert sent[-1]["content"].startswith(marker("team-a"))
