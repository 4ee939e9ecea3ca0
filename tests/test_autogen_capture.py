"""AutoCapture: what a team's message stream leaves in the shared memory."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Sequence

import pytest
from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import TaskResult
from autogen_agentchat.messages import (
    HandoffMessage,
    MemoryQueryEvent,
    MultiModalMessage,
    StopMessage,
    TextMessage,
    ToolCallExecutionEvent,
    ToolCallRequestEvent,
    ToolCallSummaryMessage,
)
from autogen_agentchat.teams import RoundRobinGroupChat
from autogen_core import FunctionCall
from autogen_core.memory import MemoryContent
from autogen_core.models import FunctionExecutionResult, ModelFamily, ModelInfo
from autogen_ext.models.replay import ReplayChatCompletionClient

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    HeuristicJudge,
    InvalidInput,
    Limits,
    TieredMemory,
    Tiers,
)
from sfams_tiers._ids import is_uuid7
from sfams_tiers.autogen import AutoCapture, TieredAutoGenMemory
from sfams_tiers.autogen._capture import statements

MODEL_INFO = ModelInfo(
    vision=False,
    function_calling=True,
    json_output=False,
    family=ModelFamily.UNKNOWN,
    structured_output=False,
)


@pytest.fixture
def judged(tiers: Tiers, embedder: HashEmbedder, clock: FixedClock) -> TieredMemory:
    """A team memory whose writes are judged (so a new deadline supersedes the old)."""
    judge = HeuristicJudge(clock=clock)
    return TieredMemory(tiers, embedder, namespace="team-a", clock=clock, judge=judge)


def said(text: str, source: str = "planner") -> TextMessage:
    return TextMessage(content=text, source=source)


async def live_contents(memory: TieredMemory) -> list[str]:
    hits = await memory.recall("Apollo release deadline plan", k=20, min_relevance=0.0)
    return [h.record.content for h in hits]


async def test_statements_are_stored_and_chatter_is_skipped(
    judged: TieredMemory, clock: FixedClock
) -> None:
    capture = AutoCapture(judged, judge=HeuristicJudge(clock=clock))
    kept = [
        await capture.observe(said(text, source))
        for text, source in [
            ("Hello team, happy Monday!", "planner"),
            ("Project Apollo release deadline is March 3.", "planner"),
            ("Thanks, sounds good!", "engineer"),
            ("I'll implement the export API and have it ready by Friday.", "engineer"),
            ("Great, thank you!", "reviewer"),
        ]
    ]
    stored = [c for c in kept if c is not None]
    assert [c.record.content for c in stored] == [
        "Project Apollo release deadline is March 3.",
        "I'll implement the export API and have it ready by Friday.",
    ]
    assert [(c.agent, c.record.agent, c.record.source) for c in stored] == [
        ("planner", "planner", "agent"),
        ("engineer", "engineer", "agent"),
    ]
    assert stored[0].record.type == "deadline"
    assert "project:Apollo" in stored[0].record.entities
    assert (await judged.stats()).live == 2
    assert capture.captured == tuple(stored)


async def test_user_messages_are_stored_with_user_source(judged: TieredMemory) -> None:
    capture = AutoCapture(judged)
    found = await capture.observe(said("Project Apollo must ship by March 3.", "user"))
    assert found is not None
    assert (found.record.agent, found.record.source) == ("user", "user")


async def test_events_tool_traffic_control_messages_and_results_are_skipped(
    judged: TieredMemory,
) -> None:
    fact = "Project Apollo release deadline is March 3."
    call = FunctionCall(id="c1", name="remember", arguments=json.dumps({"content": fact}))
    result = FunctionExecutionResult(call_id="c1", name="remember", content=fact, is_error=False)
    items: list[object] = [
        ToolCallRequestEvent(content=[call], source="planner"),
        ToolCallExecutionEvent(content=[result], source="planner"),
        ToolCallSummaryMessage(content=fact, source="planner", tool_calls=[call], results=[result]),
        MemoryQueryEvent(content=[MemoryContent(content=fact, mime_type="text/plain")], source="a"),
        HandoffMessage(content=f"Transferred to reviewer. {fact}", target="reviewer", source="a"),
        StopMessage(content=f"Stopped. {fact}", source="termination"),
        TaskResult(messages=[said(fact)], stop_reason="done"),
        "a plain string is not a message",
    ]
    capture = AutoCapture(judged)
    assert [await capture.observe(item) for item in items] == [None] * len(items)
    assert (await judged.stats()).live == 0


async def test_questions_are_not_stored_and_do_not_replace_the_answer(
    judged: TieredMemory, clock: FixedClock
) -> None:
    capture = AutoCapture(judged, judge=HeuristicJudge(clock=clock))
    deadline = await capture.observe(said("Project Apollo release deadline is March 3."))
    assert deadline is not None
    clock.advance(days=1)
    assert await capture.observe(said("When is the Apollo release deadline?", "reviewer")) is None
    mixed = await capture.observe(
        said("Project Apollo release deadline moved to March 10. Can you update the plan?")
    )
    assert mixed is not None
    assert mixed.record.content == "Project Apollo release deadline moved to March 10."
    old = await judged.get(deadline.record.id)
    assert old.superseded_by == mixed.record.id
    assert await live_contents(judged) == ["Project Apollo release deadline moved to March 10."]


def test_statements_strip_questions_and_terminate() -> None:
    assert statements("Approved, ship it. TERMINATE") == "Approved, ship it."
    assert statements("Is that all?\nYes. The deadline is March 3.") == (
        "Yes. The deadline is March 3."
    )
    assert statements("   ") == ""


async def test_a_message_seen_twice_is_stored_once(judged: TieredMemory) -> None:
    capture = AutoCapture(judged)
    message = said("Project Apollo release deadline is March 3.")
    assert await capture.observe(message) is not None
    assert await capture.observe(message) is None
    assert len(capture.captured) == 1


async def test_run_id_is_provenance_in_the_capture_log_not_an_entity(
    judged: TieredMemory,
) -> None:
    named = AutoCapture(judged, run_id="sprint-12")
    found = await named.observe(said("Project Apollo release deadline is March 3."))
    assert found is not None
    assert found.run_id == named.run_id == "sprint-12"
    assert not any(e.startswith("run:") for e in found.record.entities)
    assert is_uuid7(AutoCapture(judged).run_id)


async def test_multimodal_text_parts_are_captured(judged: TieredMemory) -> None:
    capture = AutoCapture(judged)
    found = await capture.observe(
        MultiModalMessage(content=["Project Apollo release deadline is March 3."], source="user")
    )
    assert found is not None
    assert found.record.content == "Project Apollo release deadline is March 3."


async def test_an_unstorable_message_is_skipped_and_the_run_goes_on(
    tiers: Tiers, embedder: HashEmbedder
) -> None:
    small = TieredMemory(tiers, embedder, namespace="team-a", limits=Limits(max_content_bytes=60))
    capture = AutoCapture(small)
    too_long = "Project Apollo release deadline is March 3 and " + "the plan is long. " * 10
    assert await capture.observe(said(too_long)) is None
    assert await capture.observe(said("Project Apollo ships on March 3.")) is not None


def test_min_importance_must_be_a_fraction(judged: TieredMemory) -> None:
    with pytest.raises(InvalidInput, match="min_importance"):
        AutoCapture(judged, min_importance=1.5)


async def test_capture_yields_the_stream_unchanged(judged: TieredMemory) -> None:
    items: list[object] = [
        said("Project Apollo release deadline is March 3."),
        MemoryQueryEvent(content=[], source="planner"),
        said("Thanks!", "reviewer"),
        TaskResult(messages=[], stop_reason="done"),
    ]

    async def stream() -> AsyncIterator[object]:
        for item in items:
            yield item

    capture = AutoCapture(judged)
    seen = [item async for item in capture.capture(stream())]
    assert seen == items
    assert [c.record.content for c in capture.captured] == [
        "Project Apollo release deadline is March 3."
    ]


def replay(replies: Sequence[str]) -> ReplayChatCompletionClient:
    return ReplayChatCompletionClient(list(replies), model_info=MODEL_INFO)


async def test_a_team_run_stream_is_captured_through_autogen_memory_views(
    judged: TieredMemory,
) -> None:
    memory = TieredAutoGenMemory.wrap(judged, token_budget=400)
    planner = AssistantAgent(
        "planner",
        replay(["Project Apollo release deadline is March 3."]),
        memory=[memory.for_agent("planner")],
    )
    reviewer = AssistantAgent(
        "reviewer", replay(["Thanks, sounds good!"]), memory=[memory.for_agent("reviewer")]
    )
    team = RoundRobinGroupChat([planner, reviewer], max_turns=2)
    capture = AutoCapture(memory, run_id="kickoff")
    items = [item async for item in capture.capture(team.run_stream(task="Plan Apollo."))]
    assert isinstance(items[-1], TaskResult)
    assert [(c.agent, c.record.content) for c in capture.captured] == [
        ("planner", "Project Apollo release deadline is March 3.")
    ]
    found = await memory.query("Apollo release deadline")
    assert [(r.content, (r.metadata or {}).get("agent")) for r in found.results] == [
        ("Project Apollo release deadline is March 3.", "planner")
    ]
