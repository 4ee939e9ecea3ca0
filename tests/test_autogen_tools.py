"""The memory tools: results a model can act on, errors as results, dump/load, parallel calls."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from autogen_core import CancellationToken
from autogen_core.tools import BaseTool

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    HeuristicJudge,
    TieredMemory,
    Tiers,
)
from sfams_tiers.autogen import (
    AnchorTool,
    ForgetTool,
    MemoryToolResult,
    RecallTool,
    RememberTool,
    TieredAutoGenMemory,
    TieredAutoGenMemoryConfig,
    UpdateTool,
    close_all_stores,
    memory_tools,
)

MISSING_ID = "0190b8c2-0000-7000-8000-000000000000"


@pytest.fixture(autouse=True)
async def no_store_left_open() -> AsyncIterator[None]:
    """Every test closes the stores it opened (the registry is process-wide)."""
    yield
    assert await close_all_stores() == 0, "a test left a store open"


@pytest.fixture
async def team(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> AsyncIterator[TieredAutoGenMemory]:
    library = TieredMemory(
        tiers, embedder, namespace="team-a", clock=clock, judge=HeuristicJudge(clock=clock)
    )
    wrapped = TieredAutoGenMemory.wrap(library)
    yield wrapped
    await wrapped.close()


@pytest.fixture
def tools(team: TieredAutoGenMemory) -> dict[str, BaseTool[Any, MemoryToolResult]]:
    view = team.for_agent("planner")
    return {
        tool.name: tool
        for tool in (
            RememberTool(view),
            RecallTool(view),
            ForgetTool(view),
            AnchorTool(view),
            UpdateTool(view),
        )
    }


async def call(tool: BaseTool[Any, MemoryToolResult], **arguments: Any) -> dict[str, Any]:
    """Call a tool as AutoGen does and read its result as the model will."""
    value = await tool.run_json(arguments, CancellationToken())
    parsed: dict[str, Any] = json.loads(tool.return_value_as_string(value))
    return parsed


def test_the_tool_set(team: TieredAutoGenMemory) -> None:
    tools = memory_tools(team)
    assert [type(t) for t in tools] == [
        RememberTool,
        RecallTool,
        ForgetTool,
        AnchorTool,
        UpdateTool,
    ]
    names = [t.name for t in tools if isinstance(t, BaseTool)]
    assert names == ["remember", "recall", "forget", "anchor", "update"]
    for tool in tools:
        assert isinstance(tool, BaseTool)
        assert tool.description
        properties = tool.schema["parameters"]["properties"]
        assert all(spec.get("description") for spec in properties.values()), tool.name


async def test_remember_returns_the_id_and_writes_as_the_view(
    tools: dict[str, BaseTool[Any, MemoryToolResult]], team: TieredAutoGenMemory
) -> None:
    result = await call(
        tools["remember"], content="The Orion launch is on 3 March", type="deadline"
    )
    assert result["ok"] is True
    item = result["memories"][0]
    assert result["message"] == f"Remembered as {item['id']}."
    assert item["agent"] == "planner"
    assert item["type"] == "deadline"
    found = await team.query("Orion launch")
    assert found.results[0].metadata is not None
    assert found.results[0].metadata["id"] == item["id"]


async def test_the_tools_carry_confidence(
    tools: dict[str, BaseTool[Any, MemoryToolResult]],
) -> None:
    guess = await call(tools["remember"], content="The vendor may be Acme", confidence=0.4)
    assert guess["memories"][0]["confidence"] == 0.4
    stated = await call(tools["remember"], content="The Orion launch is on 3 March")
    assert stated["memories"][0]["confidence"] == 0.9  # an agent's own statement
    found = await call(tools["recall"], query="vendor Acme")
    assert found["memories"][0]["confidence"] == 0.4
    refused = await call(tools["remember"], content="x", confidence=2)
    assert refused["ok"] is False


async def test_private_memories_stay_with_their_author(
    tools: dict[str, BaseTool[Any, MemoryToolResult]], team: TieredAutoGenMemory
) -> None:
    await call(tools["remember"], content="My Orion launch worry is the budget", private=True)
    critic_recall = RecallTool(team.for_agent("critic"))
    assert (await call(critic_recall, query="Orion launch worry"))["memories"] == []
    mine = await call(tools["recall"], query="Orion launch worry")
    assert [m["visibility"] for m in mine["memories"]] == ["private"]


async def test_recall_returns_ids_and_scores_best_first(
    tools: dict[str, BaseTool[Any, MemoryToolResult]],
) -> None:
    await call(tools["remember"], content="The Orion launch is on 3 March")
    await call(tools["remember"], content="Green tea is in the kitchen")
    result = await call(tools["recall"], query="When is the Orion launch?", k=2)
    assert result["ok"] is True
    first = result["memories"][0]
    assert first["content"] == "The Orion launch is on 3 March"
    assert isinstance(first["score"], float)
    assert len(first["id"]) == 36


async def test_update_with_an_id_supersedes_and_hides_the_old_memory(
    tools: dict[str, BaseTool[Any, MemoryToolResult]],
) -> None:
    old = (await call(tools["remember"], content="The Orion launch is on 3 March"))["memories"][0]
    result = await call(tools["update"], content="The Orion launch is on 10 March", id=old["id"])
    assert result["superseded"] == [old["id"]]
    assert old["id"] in result["message"]

    current = await call(tools["recall"], query="When is the Orion launch?")
    assert [m["content"] for m in current["memories"]] == ["The Orion launch is on 10 March"]
    history = await call(tools["recall"], query="When is the Orion launch?", include_history=True)
    assert {m["content"] for m in history["memories"]} == {
        "The Orion launch is on 3 March",
        "The Orion launch is on 10 March",
    }


async def test_update_without_an_id_lets_the_judge_find_the_old_memory(
    tools: dict[str, BaseTool[Any, MemoryToolResult]],
) -> None:
    old = (await call(tools["remember"], content="The Orion launch is on 3 March"))["memories"][0]
    result = await call(tools["update"], content="The Orion launch moved to 10 March")
    assert result["superseded"] == [old["id"]]


async def test_update_without_an_id_says_when_nothing_was_replaced(
    tools: dict[str, BaseTool[Any, MemoryToolResult]],
) -> None:
    result = await call(tools["update"], content="Green tea is in the kitchen")
    assert result["ok"] is True
    assert result["superseded"] == []
    assert "no older memory was found" in result["message"]


async def test_anchor_and_forget(tools: dict[str, BaseTool[Any, MemoryToolResult]]) -> None:
    keep = (await call(tools["remember"], content="Deploy freeze starts on 1 May"))["memories"][0]
    drop = (await call(tools["remember"], content="Green tea is in the kitchen"))["memories"][0]

    anchored = await call(tools["anchor"], id=keep["id"])
    assert anchored["memories"][0]["anchored"] is True
    refused = await call(tools["forget"], id=keep["id"])
    assert refused["ok"] is False
    assert refused["error"] == "PolicyViolation"
    assert "anchored" in refused["message"]

    forgotten = await call(tools["forget"], id=drop["id"], reason="trivia")
    assert forgotten["ok"] is True
    assert forgotten["memories"][0]["tier"] == "cold"
    found = await call(tools["recall"], query="Green tea is in the kitchen")
    assert drop["id"] not in [m["id"] for m in found["memories"]]


@pytest.mark.parametrize(
    ("tool", "arguments", "error"),
    [
        ("forget", {"id": MISSING_ID}, "RecordNotFound"),
        ("anchor", {"id": MISSING_ID}, "RecordNotFound"),
        ("update", {"content": "Launch is on 9 May", "id": MISSING_ID}, "RecordNotFound"),
        ("forget", {"id": "not-an-id"}, "InvalidQuery"),
        ("update", {"content": "Launch is on 9 May", "id": "42"}, "InvalidRecord"),
        ("remember", {"content": "x", "importance": 3.0}, "InvalidRecord"),
        ("remember", {"content": "   "}, "InvalidRecord"),
        ("recall", {"query": "launch", "k": 0}, "InvalidQuery"),
    ],
)
async def test_bad_arguments_come_back_as_error_results(
    tools: dict[str, BaseTool[Any, MemoryToolResult]],
    tool: str,
    arguments: dict[str, Any],
    error: str,
) -> None:
    result = await call(tools[tool], **arguments)
    assert result["ok"] is False
    assert result["error"] == error
    assert result["message"].endswith(".")


async def test_parallel_calls_are_serialised(tmp_path: Path) -> None:
    # The embedded store does real I/O between the duplicate check and the write, so
    # without the namespace's write lock these calls race into eight duplicates.
    memory = TieredAutoGenMemory(TieredAutoGenMemoryConfig(namespace="team-a", home=str(tmp_path)))
    remember = RememberTool(memory.for_agent("planner"))
    same = [call(remember, content="The Orion launch is on 3 March") for _ in range(8)]
    other = [call(remember, content=f"Room {n} is booked for Friday") for n in range(4)]
    try:
        results = await asyncio.gather(*same, *other)
        assert all(r["ok"] for r in results)
        # Every repeat reinforced the one memory instead of racing into duplicates.
        assert len({r["memories"][0]["id"] for r in results[:8]}) == 1
        async with memory.session() as library:
            assert (await library.stats()).live == 5
    finally:
        await memory.close()


async def test_tools_dump_the_memory_config_and_load_onto_the_shared_store(tmp_path: Path) -> None:
    config = TieredAutoGenMemoryConfig(namespace="team-a", agent="planner", home=str(tmp_path))
    memory = TieredAutoGenMemory(config)
    for tool in (RememberTool(memory), RecallTool(memory), ForgetTool(memory)):
        dumped = tool.dump_component()
        assert dumped.provider == f"sfams_tiers.autogen.{type(tool).__name__}"
        assert dumped.component_type == "tool"
        assert dumped.config == config.model_dump(exclude_none=True)
        loaded: BaseTool[Any, Any] = BaseTool.load_component(json.loads(dumped.model_dump_json()))
        assert type(loaded) is type(tool)
        assert loaded.schema == tool.schema
    remember = RememberTool.load_component(RememberTool(memory).dump_component())
    try:
        written = await call(remember, content="The Orion launch is on 3 March")
        assert written["memories"][0]["agent"] == "planner"
        found = await memory.query("Orion launch")
        assert [r.content for r in found.results] == ["The Orion launch is on 3 March"]
    finally:
        await remember.memory.close()
        await memory.close()


async def test_tools_of_an_undumpable_memory_say_why(team: TieredAutoGenMemory) -> None:
    from sfams_tiers import ConfigurationError

    with pytest.raises(ConfigurationError, match="cannot be dumped"):
        RememberTool(team).dump_component()
