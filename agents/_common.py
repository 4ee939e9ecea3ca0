"""Helpers shared by the example teams: the model clients, scripted replies, printing.

Offline (no ``OPENAI_API_KEY``) every agent gets a ``ReplayChatCompletionClient`` that
plays its scripted replies, tool calls included, and records what it was sent. With
``OPENAI_API_KEY`` set, every agent talks to a real model through
``OpenAIChatCompletionClient`` (``OPENAI_BASE_URL`` for any compatible server,
``SFAMS_MODEL`` for the model name) and the scripts are ignored.
"""

from __future__ import annotations

import json
import logging
import os
import re
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import TaskResult
from autogen_agentchat.messages import (
    BaseChatMessage,
    TextMessage,
    ToolCallRequestEvent,
    ToolCallSummaryMessage,
)
from autogen_agentchat.teams import BaseGroupChat
from autogen_core import EVENT_LOGGER_NAME, FunctionCall
from autogen_core.models import (
    ChatCompletionClient,
    CreateResult,
    LLMMessage,
    ModelFamily,
    ModelInfo,
    RequestUsage,
    UserMessage,
)
from autogen_ext.models.replay import ReplayChatCompletionClient

from sfams_tiers import Clock, FixedClock, JobContext, Move, TieredMemory, run_job
from sfams_tiers.autogen import AutoCapture, TieredAutoGenMemory

MODEL_INFO = ModelInfo(
    vision=False,
    function_calling=True,
    json_output=False,
    family=ModelFamily.UNKNOWN,
    structured_output=False,
)
"""What the replay client (and an unknown real model) can do: tools, no vision."""
MARKER = "[sfams-tiers memory:"
"""First line of the block the memory injects into an agent's model context."""
WIDTH = 100
ITEM = re.compile(r'^\[(\d+)\] (\S+) \|(.*)\| ("(?:[^"\\]|\\.)*")$')
"""One memory line of a block: ``[n] type | date | ... | id ... | "content"``."""

Reply = str | CreateResult


def real_model() -> bool:
    """True when ``OPENAI_API_KEY`` asks for a real model instead of the scripts."""
    return bool(os.environ.get("OPENAI_API_KEY"))


def tool_call(name: str, **arguments: Any) -> CreateResult:
    """A scripted model reply that calls tool ``name`` with ``arguments``."""
    call = FunctionCall(id=f"call-{name}", name=name, arguments=json.dumps(arguments))
    return CreateResult(
        finish_reason="function_calls",
        content=[call],
        usage=RequestUsage(prompt_tokens=0, completion_tokens=0),
        cached=False,
    )


def model_client(script: Sequence[Reply]) -> ChatCompletionClient:
    """The agent's model: its script offline, the configured real model with a key."""
    if not real_model():
        # The replay client warns on every call carrying a tool result ("Token count has
        # been done only on string content"); it counts tokens only for show.
        logging.getLogger(EVENT_LOGGER_NAME).setLevel(logging.ERROR)
        return ReplayChatCompletionClient(list(script), model_info=MODEL_INFO)
    from autogen_ext.models.openai import OpenAIChatCompletionClient

    options: dict[str, Any] = {"model": os.environ.get("SFAMS_MODEL", "gpt-4o-mini")}
    if os.environ.get("OPENAI_BASE_URL"):
        options["base_url"] = os.environ["OPENAI_BASE_URL"]
    try:  # a known OpenAI model: the client knows what it can do
        return OpenAIChatCompletionClient(**options)
    except ValueError:  # any other name (a local server's model) must say it
        return OpenAIChatCompletionClient(**options, model_info=MODEL_INFO)


def agent(
    name: str, memory: TieredAutoGenMemory, script: Sequence[Reply], role: str
) -> tuple[AssistantAgent, ChatCompletionClient]:
    """An assistant that reads and writes the team memory as ``name``."""
    view = memory.for_agent(name)
    client = model_client(script)
    assistant = AssistantAgent(
        name,
        client,
        memory=[view],
        tools=view.memory_tools(),
        system_message=(
            f"You are the {role} of a small team. Team memory is shown to you as quoted "
            "data. Use the remember tool for facts, decisions and deadlines worth keeping, "
            "update when something changed. Answer in one or two sentences."
        ),
    )
    return assistant, client


@dataclass
class Seen:
    """What one agent was shown in one round: the memory block of its last model call."""

    round: int
    agent: str
    block: str


@dataclass
class Transcript:
    """Everything printed at the end: the blocks each agent was shown."""

    seen: list[Seen] = field(default_factory=list)

    def blocks(self, agent: str) -> list[Seen]:
        """The blocks ``agent`` was shown, round by round."""
        return [s for s in self.seen if s.agent == agent]


def _block_of(messages: Sequence[LLMMessage]) -> str:
    for message in reversed(messages):
        content = message.content
        is_text = isinstance(message, UserMessage) and isinstance(content, str)
        if is_text and str(content).startswith(MARKER):
            return str(content)
    return ""


async def shown(assistant: AssistantAgent, client: ChatCompletionClient, calls_before: int) -> str:
    """The memory block ``assistant`` was last shown (empty when none was injected).

    Offline it is read from the replay client's recorded calls (exactly what the model
    received); with a real model, from the agent's model context (where it stays).
    """
    if isinstance(client, ReplayChatCompletionClient):
        for call in reversed(client.create_calls[calls_before:]):
            block = _block_of(call["messages"])
            if block:
                return block
        return ""
    return _block_of(await assistant.model_context.get_messages())


def calls(client: ChatCompletionClient) -> int:
    """Calls the replay client recorded so far (0 for a real client)."""
    return len(client.create_calls) if isinstance(client, ReplayChatCompletionClient) else 0


def advance_to(clock: FixedClock, when: datetime) -> None:
    """Move the simulated clock forward to ``when``."""
    clock.advance(seconds=(when - clock()).total_seconds())


def heading(text: str) -> None:
    """Print a section heading."""
    print(f"\n== {text} " + "=" * max(3, WIDTH - len(text) - 4))


def line(label: str, text: str) -> None:
    """Print ``label: text``, wrapped."""
    wrapped = textwrap.wrap(text, WIDTH - 18) or [""]
    print(f"  {label:<15} {wrapped[0]}")
    for rest in wrapped[1:]:
        print(f"  {'':<15} {rest}")


def print_turns(result: TaskResult) -> None:
    """Print who said what in a round (tool calls by name)."""
    for item in result.messages:
        if isinstance(item, ToolCallRequestEvent):
            for call in item.content:
                line(item.source, f"[calls {call.name}] {call.arguments}")
        elif isinstance(item, ToolCallSummaryMessage):
            continue  # the tool's JSON result; the call above says what happened
        elif isinstance(item, TextMessage | BaseChatMessage):
            line(item.source, item.to_text())


def print_capture(capture: AutoCapture, before: int) -> None:
    """Print what auto-capture stored in this round."""
    stored = capture.captured[before:]
    if not stored:
        line("captured", "nothing worth keeping")
    for item in stored:
        record = item.record
        line("captured", f"{record.type} {record.importance:.2f} by {item.agent}: {record.content}")


def block_items(block: str) -> list[str]:
    """The memories of an injected block, one short line each: type, markers, content."""
    items = []
    for text in block.splitlines():
        found = ITEM.match(text)
        if found:
            number, kind, fields, content = found.groups()
            markers = [f for f in ("superseded", "related", "unverified") if f in fields]
            extra = f" [{', '.join(markers)}]" if markers else ""
            items.append(f"{number}. {kind}{extra}: {json.loads(content)}")
    return items


def print_shown(name: str, block: str) -> None:
    """Print what ``name`` was shown from memory in a round (one line per memory)."""
    items = block_items(block)
    label = f"{name} saw"
    if not items:
        line(label, "(no memory block: nothing relevant yet)")
    for item in items:
        line(label, item)
        label = ""


async def history_ids(team: TieredMemory, query: str, types: Sequence[str]) -> list[str]:
    """Ids of the live memories of ``types`` about ``query``, superseded ones included."""
    hits = await team.recall(query, k=10, types=list(types), include_superseded=True)
    return [hit.record.id for hit in hits]


async def print_holdings(team: TieredMemory, label: str, ids: Sequence[str]) -> None:
    """Print live vs archived counts, what was archived, and the history of ``ids``."""
    stats = await team.stats()
    line("live", f"{stats.live} memories ({stats.hot} hot, {stats.anchored} anchored)")
    line("archived", f"{stats.cold} memories (forgotten, restorable)")
    async for batch in team.tiers.archive.scan(team.namespace, with_vectors=False):
        for record in sorted(batch, key=lambda r: r.id):
            line("", f"{record.content}  ({record.type}; {record.archive_reason})")
    heading(f"{label} history (newest last)")
    records = [await team.get(record_id) for record_id in dict.fromkeys(ids)]
    for record in sorted(records, key=lambda r: r.id):
        state = "superseded" if record.superseded_by else "current"
        where = "archived" if record.tier == "cold" else f"{record.tier} tier"
        line(state, f"{record.content}  (by {record.agent}, {where})")


@dataclass(frozen=True)
class Round:
    """One ``team.run``: the day it happens (clock offset), a title and the task."""

    day: int
    title: str
    task: str


async def run_round(
    number: int,
    round_: Round,
    team: BaseGroupChat,
    members: Sequence[tuple[AssistantAgent, ChatCompletionClient]],
    capture: AutoCapture,
    transcript: Transcript,
) -> None:
    """Run one round through auto-capture and print turns, captures and injected blocks."""
    heading(f"Round {number}, day {round_.day}: {round_.title}")
    before = {member.name: calls(client) for member, client in members}
    stored_before = len(capture.captured)
    async for item in capture.capture(team.run_stream(task=round_.task)):
        if isinstance(item, TaskResult):
            print_turns(item)
    print_capture(capture, stored_before)
    for member, client in members:
        block = await shown(member, client, before[member.name])
        transcript.seen.append(Seen(number, member.name, block))
        print_shown(member.name, block)


async def maintain(team: TieredMemory, clock: Clock, *, passes: int = 5) -> None:
    """Run the maintenance job (``sfams jobs maintain``) and print what it archived.

    One pass archives at most the policy's ``forget_ratio`` of the namespace, so it
    runs until a pass archives nothing (at most ``passes`` times), as a schedule would.
    """
    moves: list[Move] = []
    for _ in range(passes):
        before = len(moves)
        ctx = JobContext(team.tiers, policy=team.policy, clock=clock, on_move=moves.append)
        await run_job("maintain", ctx, team.namespace)
        if not any(m.kind == "archive" for m in moves[before:]):
            break
    archived = [m for m in moves if m.kind == "archive"]
    others = len(moves) - len(archived)
    line("maintain", f"{len(archived)} archived, {others} promoted or demoted")
    for move in archived:
        record = await team.get(move.record_id)
        line("", f"archived: {record.content}  ({move.reason})")
