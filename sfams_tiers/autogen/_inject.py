"""Where the memory block goes in an agent's model context, and how it is replaced.

AutoGen's built-in memories append a new block every turn, so old and new memories
pile up in the context (and in ``save_state``). Our block starts with a marker line
naming the namespace; before injecting, the previous block of the same namespace is
removed. ``ChatCompletionContext`` has no remove, so the other messages are written
back through ``save_state`` / ``load_state``: unlike ``get_messages`` (which a buffered
context trims to its window) the state holds every message, so nothing else is lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from autogen_core.model_context import ChatCompletionContext, ChatCompletionContextState
from autogen_core.models import AssistantMessage, LLMMessage, SystemMessage, UserMessage

__all__ = [
    "MEMORY_SOURCE",
    "MAX_QUERY_CHARS",
    "block_message",
    "latest_text",
    "marker",
    "replace_block",
]

MEMORY_SOURCE = "memory"
"""``UserMessage.source`` of an injected block (user injection)."""
MAX_QUERY_CHARS = 4000
"""Characters of the latest message used as the query (its opening states the point)."""


def marker(namespace: str) -> str:
    """The first line of every block this namespace injects.

    Example:
        >>> marker("team-a")
        '[sfams-tiers memory: team-a]'
    """
    return f"[sfams-tiers memory: {namespace}]"


def is_block(message: LLMMessage, namespace: str) -> bool:
    """Whether ``message`` is a block this namespace injected."""
    if not isinstance(message, UserMessage | SystemMessage):
        return False
    if isinstance(message, UserMessage) and message.source != MEMORY_SOURCE:
        return False
    return isinstance(message.content, str) and message.content.startswith(marker(namespace) + "\n")


def latest_text(messages: Sequence[LLMMessage], namespace: str) -> str:
    """The text of the latest user or agent message (not a memory block, not a tool call).

    Example:
        >>> latest_text([UserMessage(content="  when is launch? ", source="user")], "t")
        'when is launch?'
    """
    return next(filter(None, (_text(m, namespace) for m in reversed(messages))), "")


def task_text(messages: Sequence[LLMMessage], namespace: str) -> str:
    """The team's task: the text of the first user message of the conversation.

    Example:
        >>> task_text([UserMessage(content="Plan the Orion launch", source="user"),
        ...            UserMessage(content="when is launch?", source="user")], "t")
        'Plan the Orion launch'
    """
    users = (m for m in messages if isinstance(m, UserMessage))
    return next(filter(None, (_text(m, namespace) for m in users)), "")


def _text(message: LLMMessage, namespace: str) -> str:
    """A user or agent message's text ("" for blocks, system messages and tool calls)."""
    if is_block(message, namespace) or not isinstance(message, UserMessage | AssistantMessage):
        return ""
    content = message.content
    if isinstance(content, list):  # multimodal: the text parts
        text = " ".join(part for part in content if isinstance(part, str))
    elif isinstance(content, str):
        text = content
    else:  # function calls carry no question
        return ""
    return text.strip()[:MAX_QUERY_CHARS]


def block_message(namespace: str, text: str, inject_as: Literal["user", "system"]) -> LLMMessage:
    """The message carrying a rendered memory block."""
    content = f"{marker(namespace)}\n{text}"
    if inject_as == "system":
        return SystemMessage(content=content)
    return UserMessage(content=content, source=MEMORY_SOURCE)


async def replace_block(
    model_context: ChatCompletionContext, namespace: str, block: LLMMessage | None
) -> None:
    """Remove this namespace's earlier block from the context, then append ``block``."""
    state = dict(await model_context.save_state())
    messages = ChatCompletionContextState.model_validate(state).messages
    kept = [m for m in messages if not is_block(m, namespace)]
    if len(kept) != len(messages):
        state["messages"] = ChatCompletionContextState(messages=kept).model_dump()["messages"]
        await model_context.load_state(state)
    if block is not None:
        await model_context.add_message(block)
