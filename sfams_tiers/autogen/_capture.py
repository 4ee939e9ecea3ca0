"""AutoCapture: keep what a team says that is worth keeping, as its run streams by.

AutoGen never calls ``Memory.add`` for you: agents write through tools, or the
application stores messages itself. :class:`AutoCapture` is that application code,
done once: it watches a team's message stream, asks a judge how much each message
matters, and stores the ones above a threshold, authored by the agent that said them.

What is skipped: events (tool-call requests and results, memory query events,
streaming chunks, thoughts), tool-call summaries, hand-offs and stop messages (the
tool already wrote what mattered; the others are control flow), the final
``TaskResult``, questions (a question is not a fact, and "when is the deadline?"
must never replace the deadline), and chatter the judge weighs below
``min_importance`` (greetings, thanks, "sounds good").

Provenance: a stored memory's ``agent`` is the message's source (written through
``for_agent(source)``), and its ``source`` is ``"user"`` for messages from the user
and ``"agent"`` otherwise. The run id is kept in :attr:`AutoCapture.captured` (the
capture log) and deliberately *not* on the record: a record has no free-form field,
and a ``run:<id>`` entity would make memories of different runs read as facts about
different things, so a deadline changed in a later run would never supersede the
earlier one.
"""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from collections.abc import AsyncIterable, AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TypeVar

from autogen_agentchat.messages import (
    HandoffMessage,
    MultiModalMessage,
    StopMessage,
    TextMessage,
)

from sfams_tiers._errors import InvalidInput, InvalidRecord
from sfams_tiers._ids import uuid7
from sfams_tiers._judge import HeuristicJudge, Judge
from sfams_tiers._memory import TieredMemory
from sfams_tiers._models import MemoryRecord, Source, validate_agent
from sfams_tiers.autogen._memory import TieredAutoGenMemory

__all__ = ["AutoCapture", "Captured", "message_text", "statements"]

_log = logging.getLogger(__name__)

T = TypeVar("T")

MAX_SEEN = 10_000
"""Message ids remembered to skip a message observed twice (oldest forgotten first)."""
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_TERMINATE = re.compile(r"\s*\bTERMINATE\b[\s.!]*$")
USER_SOURCES = frozenset({"user"})
"""Message sources that are the human side of the conversation (``source="user"``)."""


@dataclass(frozen=True, slots=True)
class Captured:
    """One message :class:`AutoCapture` stored.

    Attributes:
        record: The stored memory (or the existing one it reinforced).
        agent: The agent that said it (the message's ``source``).
        run_id: The capture's run id (provenance kept beside the record).
        message_id: The AutoGen message id.

    Example:
        >>> from sfams_tiers import MemoryRecord
        >>> r = MemoryRecord(namespace="team-a", content="Launch is on 3 March")
        >>> Captured(r, "planner", "run-1", "m-1").agent
        'planner'
    """

    record: MemoryRecord
    agent: str
    run_id: str
    message_id: str


def statements(text: str) -> str:
    """The declarative part of ``text``: questions and a trailing ``TERMINATE`` removed.

    Example:
        >>> statements("The deadline moved to March 10. Can you update the plan?")
        'The deadline moved to March 10.'
        >>> statements("When is the deadline?")
        ''
    """
    text = _TERMINATE.sub("", text.strip())
    kept = [s for s in _SENTENCE_END.split(text) if s.strip() and not s.rstrip().endswith("?")]
    return " ".join(s.strip() for s in kept)


def message_text(message: object) -> tuple[str, str] | None:
    """``(source, text)`` of a chat message worth judging, None for everything else."""
    # Hand-offs and stops are control flow; tool-call summaries repeat tool results
    # (the tools already wrote what mattered); events are never chat.
    if isinstance(message, HandoffMessage | StopMessage):
        return None
    if isinstance(message, TextMessage):
        return message.source, message.content
    if isinstance(message, MultiModalMessage):
        parts = [part for part in message.content if isinstance(part, str)]
        return message.source, "\n".join(parts)
    return None


class AutoCapture:
    """Store the messages of a team run that are worth keeping, as they stream by.

    Args:
        memory: The team memory: a :class:`TieredMemory` or a
            :class:`~sfams_tiers.autogen.TieredAutoGenMemory` (its ``for_agent``
            views write each message as its speaker).
        judge: Weighs each message (type, entities, importance); None uses the
            offline :class:`~sfams_tiers.HeuristicJudge`.
        min_importance: Messages the judge weighs below this are not stored.
        run_id: Provenance of this run in :attr:`captured`; None makes a new UUIDv7.

    Example:
        >>> import asyncio
        >>> from autogen_agentchat.messages import TextMessage
        >>> from sfams_tiers import (HashEmbedder, InMemoryArchive, InMemoryHotTier,
        ...                          InMemoryWarmTier, TieredMemory, Tiers)
        >>> async def main() -> list[str]:
        ...     tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        ...     capture = AutoCapture(TieredMemory(tiers, HashEmbedder(), namespace="t"))
        ...     for text in ("Thanks, sounds good!", "Project Apollo ships on March 3."):
        ...         await capture.observe(TextMessage(content=text, source="planner"))
        ...     return [c.record.content for c in capture.captured]
        >>> asyncio.run(main())
        ['Project Apollo ships on March 3.']
    """

    def __init__(
        self,
        memory: TieredAutoGenMemory | TieredMemory,
        *,
        judge: Judge | None = None,
        min_importance: float = 0.45,
        run_id: str | None = None,
    ) -> None:
        if isinstance(min_importance, bool) or not 0.0 <= min_importance <= 1.0:
            raise InvalidInput("min_importance", "must be a number between 0 and 1.")
        self._memory = memory
        self._judge: Judge = judge if judge is not None else HeuristicJudge()
        self._min_importance = float(min_importance)
        self._run_id = run_id or uuid7()
        self._seen: OrderedDict[str, None] = OrderedDict()
        self._captured: list[Captured] = []
        self._views: dict[str, TieredAutoGenMemory] = {}

    @property
    def run_id(self) -> str:
        """The run id every capture of this observer carries."""
        return self._run_id

    @property
    def captured(self) -> tuple[Captured, ...]:
        """What this observer stored, in order (the capture log)."""
        return tuple(self._captured)

    async def observe(self, message: object) -> Captured | None:
        """Judge one stream item and store it if it is worth keeping.

        Any item of a ``run_stream`` may be passed (events, messages, the final
        ``TaskResult``); the ones that are not chat are ignored.

        Returns:
            What was stored, or None when the item was skipped.
        """
        said = message_text(message)
        if said is None:
            return None
        agent, text = said
        message_id = str(getattr(message, "id", "")) or uuid7()
        if message_id in self._seen:
            return None
        self._remember_seen(message_id)
        content = statements(text)
        if not content:
            return None
        extraction = await self._judge.extract(content, namespace=self._memory.namespace)
        if extraction.importance < self._min_importance:
            return None
        source: Source = "user" if agent in USER_SOURCES else "agent"
        try:
            validate_agent(agent)
            async with self._writer(agent) as view:
                record = await view.remember(
                    content,
                    type=extraction.type,
                    importance=extraction.importance,
                    entities=extraction.entities,
                    source=source,
                )
        except InvalidRecord as exc:
            # One unstorable message (too long, an odd agent name) must not stop the
            # team's run; the rest of the stream is still captured.
            _log.warning("auto-capture skipped a message from %s: %s", agent, exc)
            return None
        captured = Captured(record, agent, self._run_id, message_id)
        self._captured.append(captured)
        return captured

    async def capture(self, stream: AsyncIterable[T]) -> AsyncIterator[T]:
        """Yield ``stream``'s items unchanged, storing the messages worth keeping.

        Example: ``async for item in capture.capture(team.run_stream(task=...)): ...``
        """
        async for item in stream:
            await self.observe(item)
            yield item

    def _remember_seen(self, message_id: str) -> None:
        self._seen[message_id] = None
        if len(self._seen) > MAX_SEEN:
            self._seen.popitem(last=False)

    @asynccontextmanager
    async def _writer(self, agent: str) -> AsyncIterator[TieredMemory]:
        """The memory to write ``agent``'s message through, as that agent."""
        if isinstance(self._memory, TieredMemory):
            yield self._memory.for_agent(agent)
            return
        view = self._views.get(agent)
        if view is None:
            # One view per speaker: a view is kept (and closed) by the team memory.
            view = self._views[agent] = self._memory.for_agent(agent)
        async with view.session() as memory:  # the team's write lock, as the tools take
            yield memory
