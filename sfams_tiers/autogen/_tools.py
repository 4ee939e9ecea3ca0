"""Memory tools for AutoGen agents: remember, recall, forget, anchor, update.

Each tool is a ``BaseTool`` and a Component whose config is the memory's config (not a
closure), so agents and teams carrying them survive ``dump_component()`` /
``load_component()``: a loaded tool opens (or shares) the store its config names.

Errors a model can fix (an unknown or malformed id, an out-of-range field, a policy
refusal such as forgetting an anchored memory) come back as a result with
``ok: false`` and a sentence saying what to do, so one bad call never stops the agent.
Failures of the store itself (unreachable, misconfigured) raise. Writes hold the
namespace's write lock, so the parallel tool calls of one model response are safe.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, ClassVar, Generic, Literal, Self, TypeAlias, TypeVar

from autogen_core import CancellationToken, Component
from autogen_core.tools import BaseTool
from pydantic import BaseModel, Field

from sfams_tiers._errors import InvalidInput, PolicyViolation, RecordNotFound
from sfams_tiers._memory import TieredMemory
from sfams_tiers._models import SUPERSEDING_KINDS, MemoryRecord
from sfams_tiers.autogen._config import TieredAutoGenMemoryConfig
from sfams_tiers.autogen._memory import TieredAutoGenMemory

__all__ = [
    "AgentTools",
    "AnchorArgs",
    "AnchorTool",
    "ForgetArgs",
    "ForgetTool",
    "MemoryItem",
    "MemoryTool",
    "MemoryToolResult",
    "RecallArgs",
    "RecallTool",
    "RememberArgs",
    "RememberTool",
    "UpdateArgs",
    "UpdateTool",
    "memory_tools",
]

ArgsT = TypeVar("ArgsT", bound=BaseModel)
AgentTools: TypeAlias = list[
    BaseTool[Any, Any] | Callable[..., Any] | Callable[..., Awaitable[Any]]
]
"""The type of ``AssistantAgent(tools=...)``, so memory_tools() passes type-checked."""
RECOVERABLE = (InvalidInput, RecordNotFound, PolicyViolation)
"""Errors returned to the model as ``ok: false`` results (it can fix its call)."""

_TYPE_HELP = (
    "Memory type: fact, goal, preference, decision, deadline, commitment, state, task, "
    "action, risk, intent, meeting_note, emotion, event or note (optionally type:subtype, "
    "e.g. state:ticket). Omit to let the memory decide."
)
_ENTITY_HELP = (
    "What it is about, as 'kind:name' strings (e.g. 'person:priya', 'project:orion'). "
    "Omit to let the memory extract them."
)


class MemoryItem(BaseModel):
    """One memory as a tool reports it (JSON-safe)."""

    id: str = Field(description="The memory's id: pass it to forget, anchor or update.")
    content: str
    type: str
    tier: str
    agent: str | None = Field(description="The agent that wrote it (None: the team).")
    visibility: Literal["shared", "private"]
    importance: float
    confidence: float = Field(description="How sure the team is of it, 0 to 1 (< 0.5: unverified).")
    created_at: str = Field(description="ISO 8601 creation time.")
    entities: list[str]
    anchored: bool
    superseded_by: str | None = None
    score: float | None = Field(None, description="Recall rank score (recall only).")

    @classmethod
    def of(cls, record: MemoryRecord, score: float | None = None) -> Self:
        """The item for ``record``."""
        return cls(
            id=record.id,
            content=record.content,
            type=record.type,
            tier=record.tier,
            agent=record.agent,
            visibility=record.visibility,
            importance=float(record.importance),
            confidence=float(record.confidence),
            created_at=record.created_at.isoformat(),
            entities=list(record.entities),
            anchored=record.anchored,
            superseded_by=record.superseded_by,
            score=None if score is None else float(score),
        )


class MemoryToolResult(BaseModel):
    """What every memory tool returns: success, a sentence, and the memories concerned."""

    ok: bool
    message: str
    memories: list[MemoryItem] = Field(default_factory=list)
    superseded: list[str] = Field(
        default_factory=list, description="Ids of older memories this write replaced."
    )
    error: str | None = Field(None, description="The error kind when ok is false.")


class RememberArgs(BaseModel):
    """Arguments of the remember tool."""

    content: str = Field(
        description="One self-contained statement to remember (who/what/when), "
        "e.g. 'The Orion launch is on 3 March'."
    )
    type: str | None = Field(None, description=_TYPE_HELP)
    importance: float | None = Field(
        None, description="0 (trivia) to 1 (critical). Omit to let the memory decide."
    )
    entities: list[str] | None = Field(None, description=_ENTITY_HELP)
    confidence: float | None = Field(
        None, description="How sure you are, 0 to 1: lower it for guesses and inferences."
    )
    private: bool = Field(
        False, description="True: only you will see it. False (default): the whole team."
    )
    ttl_seconds: float | None = Field(
        None, description="Forget it after this many seconds (for temporary states)."
    )


class RecallArgs(BaseModel):
    """Arguments of the recall tool."""

    query: str = Field(description="What you want to know, as a question or keywords.")
    k: int = Field(5, description="How many memories to return at most (1 to 50).")
    types: list[str] | None = Field(None, description="Only these memory types.")
    entities: list[str] | None = Field(
        None, description="Only memories about these 'kind:name' entities."
    )
    include_history: bool = Field(
        False, description="Also return memories that newer ones replaced (superseded)."
    )


class ForgetArgs(BaseModel):
    """Arguments of the forget tool."""

    id: str = Field(description="The id of the memory to forget (from recall or remember).")
    reason: str = Field("forgotten on request", description="Why, kept with the archive.")


class AnchorArgs(BaseModel):
    """Arguments of the anchor tool."""

    id: str = Field(description="The id of the memory to keep permanently at hand.")


class UpdateArgs(BaseModel):
    """Arguments of the update tool."""

    content: str = Field(description="The new, current statement, e.g. 'Launch moved to 10 March'.")
    id: str | None = Field(
        None,
        description="The id of the memory this replaces. Omit to let the memory find the "
        "older statement it updates.",
    )
    type: str | None = Field(None, description=_TYPE_HELP)
    importance: float | None = Field(
        None, description="0 (trivia) to 1 (critical). Omit to let the memory decide."
    )
    entities: list[str] | None = Field(None, description=_ENTITY_HELP)


class MemoryTool(
    BaseTool[ArgsT, MemoryToolResult], Component[TieredAutoGenMemoryConfig], Generic[ArgsT]
):
    """Base of the memory tools: bound to one TieredAutoGenMemory, configured by its config."""

    component_type = "tool"
    component_config_schema = TieredAutoGenMemoryConfig
    component_version = 1
    tool_name: ClassVar[str]
    tool_description: ClassVar[str]
    tool_args: ClassVar[type[BaseModel]]

    def __init__(self, memory: TieredAutoGenMemory) -> None:
        args: type[ArgsT] = self.tool_args  # type: ignore[assignment]
        super().__init__(args, MemoryToolResult, self.tool_name, self.tool_description)
        self._memory = memory

    @property
    def memory(self) -> TieredAutoGenMemory:
        """The memory this tool reads and writes (close it when done)."""
        return self._memory

    async def run(self, args: ArgsT, cancellation_token: CancellationToken) -> MemoryToolResult:
        """Run the tool; recoverable errors become an ``ok: false`` result."""
        try:
            async with self._memory.session() as memory:
                return await self.act(memory, args)
        except RECOVERABLE as exc:
            return MemoryToolResult(ok=False, message=str(exc), error=type(exc).__name__)

    async def act(self, memory: TieredMemory, args: ArgsT) -> MemoryToolResult:
        """Do the tool's work (the write lock is held)."""
        raise NotImplementedError

    def _to_config(self) -> TieredAutoGenMemoryConfig:
        return self._memory._to_config()

    @classmethod
    def _from_config(cls, config: TieredAutoGenMemoryConfig) -> Self:
        return cls(TieredAutoGenMemory(config))


def _superseded(record: MemoryRecord) -> list[str]:
    return [r.target for r in record.relations if r.kind in SUPERSEDING_KINDS]


class RememberTool(MemoryTool[RememberArgs]):
    """Tool ``remember``: store a memory for the team (or privately).

    Example:
        >>> RememberTool(TieredAutoGenMemory()).name
        'remember'
    """

    component_provider_override = "sfams_tiers.autogen.RememberTool"
    tool_name = "remember"
    tool_description = (
        "Store something worth remembering (a fact, decision, deadline, preference ...) in "
        "the team's long-term memory. Returns its id. Repeating a known fact reinforces it."
    )
    tool_args = RememberArgs

    async def act(self, memory: TieredMemory, args: RememberArgs) -> MemoryToolResult:
        """Remember ``args.content``."""
        record = await memory.remember(
            args.content,
            type=args.type,
            importance=args.importance,
            confidence=args.confidence,
            entities=args.entities,
            ttl=args.ttl_seconds,
            visibility="private" if args.private else "shared",
        )
        superseded = _superseded(record)
        note = f" It replaces {', '.join(superseded)}." if superseded else ""
        return MemoryToolResult(
            ok=True,
            message=f"Remembered as {record.id}.{note}",
            memories=[MemoryItem.of(record)],
            superseded=superseded,
        )


class RecallTool(MemoryTool[RecallArgs]):
    """Tool ``recall``: search the team's memory.

    Example:
        >>> RecallTool(TieredAutoGenMemory()).schema["parameters"]["required"]
        ['query']
    """

    component_provider_override = "sfams_tiers.autogen.RecallTool"
    tool_name = "recall"
    tool_description = (
        "Search the team's long-term memory. Returns the best matching current memories "
        "with their ids, best first."
    )
    tool_args = RecallArgs

    async def act(self, memory: TieredMemory, args: RecallArgs) -> MemoryToolResult:
        """Recall memories for ``args.query``."""
        hits = await memory.recall(
            args.query,
            k=min(args.k, 50),
            types=args.types,
            entities=args.entities,
            include_superseded=args.include_history,
        )
        items = [MemoryItem.of(hit.record, hit.score) for hit in hits]
        message = f"Found {len(items)} memories." if items else "No memory matches."
        return MemoryToolResult(ok=True, message=message, memories=items)


class ForgetTool(MemoryTool[ForgetArgs]):
    """Tool ``forget``: archive a memory (restorable; anchored ones are refused).

    Example:
        >>> ForgetTool(TieredAutoGenMemory()).name
        'forget'
    """

    component_provider_override = "sfams_tiers.autogen.ForgetTool"
    tool_name = "forget"
    tool_description = (
        "Forget a memory that is wrong or no longer useful, by id. It is archived, not "
        "destroyed. To correct a fact, use update instead."
    )
    tool_args = ForgetArgs

    async def act(self, memory: TieredMemory, args: ForgetArgs) -> MemoryToolResult:
        """Archive memory ``args.id``."""
        record = await memory.forget(args.id, reason=args.reason)
        items = [] if record is None else [MemoryItem.of(record)]
        return MemoryToolResult(ok=True, message=f"Forgot {args.id}.", memories=items)


class AnchorTool(MemoryTool[AnchorArgs]):
    """Tool ``anchor``: pin a memory so it never decays.

    Example:
        >>> AnchorTool(TieredAutoGenMemory()).name
        'anchor'
    """

    component_provider_override = "sfams_tiers.autogen.AnchorTool"
    tool_name = "anchor"
    tool_description = (
        "Pin a memory (by id) that must never be forgotten, e.g. a hard deadline or a key "
        "decision. Use sparingly."
    )
    tool_args = AnchorArgs

    async def act(self, memory: TieredMemory, args: AnchorArgs) -> MemoryToolResult:
        """Anchor memory ``args.id``."""
        record = await memory.anchor(args.id)
        return MemoryToolResult(
            ok=True, message=f"Anchored {args.id}.", memories=[MemoryItem.of(record)]
        )


class UpdateTool(MemoryTool[UpdateArgs]):
    """Tool ``update``: record a new value that supersedes an older memory.

    Example:
        >>> UpdateTool(TieredAutoGenMemory()).name
        'update'
    """

    component_provider_override = "sfams_tiers.autogen.UpdateTool"
    tool_name = "update"
    tool_description = (
        "Record that something changed: the new statement replaces an older memory (give "
        "its id, or omit it to let the memory find it). The old one is kept as history."
    )
    tool_args = UpdateArgs

    async def act(self, memory: TieredMemory, args: UpdateArgs) -> MemoryToolResult:
        """Remember ``args.content`` as the update of ``args.id`` (or of what it replaces)."""
        record = await memory.remember(
            args.content,
            type=args.type,
            importance=args.importance,
            entities=args.entities,
            relations=[] if args.id is None else [("updates", args.id)],
        )
        superseded = _superseded(record)
        if superseded:
            message = f"Remembered as {record.id}; it replaces {', '.join(superseded)}."
        else:
            message = (
                f"Remembered as {record.id}; no older memory was found to replace "
                "(pass the id of the memory it updates)."
            )
        return MemoryToolResult(
            ok=True, message=message, memories=[MemoryItem.of(record)], superseded=superseded
        )


def memory_tools(memory: TieredAutoGenMemory) -> AgentTools:
    """The remember, recall, forget, anchor and update tools bound to ``memory``.

    Give an agent the tools of its own view (``memory.for_agent(name)``) so what it
    writes carries its name.

    Example:
        >>> [t.name for t in memory_tools(TieredAutoGenMemory())]
        ['remember', 'recall', 'forget', 'anchor', 'update']
    """
    return [
        RememberTool(memory),
        RecallTool(memory),
        ForgetTool(memory),
        AnchorTool(memory),
        UpdateTool(memory),
    ]
