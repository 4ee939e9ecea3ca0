"""TieredAutoGenMemory: sfams-tiers behind AutoGen's ``Memory`` protocol."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, Self, cast

from autogen_core import CancellationToken, Component
from autogen_core.memory import Memory, MemoryContent, MemoryQueryResult, UpdateContextResult
from autogen_core.model_context import ChatCompletionContext

from sfams_tiers._errors import ConfigurationError, InvalidQuery, JobConflict, SfamsError
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._memory import TieredMemory
from sfams_tiers._settings import Settings, load_settings
from sfams_tiers._values import JobReport
from sfams_tiers.autogen._config import (
    TieredAutoGenMemoryConfig,
    build_config,
    config_from_settings,
    settings_for,
)
from sfams_tiers.autogen._content import content_text, memory_content, query_text, remember_options
from sfams_tiers.autogen._inject import block_message, latest_text, replace_block, task_text
from sfams_tiers.autogen._store import STORES, Lease, loop_running
from sfams_tiers.remote import RemoteMemory, remote_from_env

if TYPE_CHECKING:
    from sfams_tiers.autogen._tools import AgentTools

__all__ = ["QUERY_OPTIONS", "TieredAutoGenMemory"]

log = logging.getLogger(__name__)
QUERY_OPTIONS = frozenset(
    {"k", "types", "entities", "min_importance", "goal", "include_superseded", "min_relevance"}
)
"""Keyword arguments :meth:`TieredAutoGenMemory.query` accepts (others are refused)."""


class TieredAutoGenMemory(Memory, Component[TieredAutoGenMemoryConfig]):
    """A shared, strategically forgetting team memory as an AutoGen ``Memory`` component.

    Each turn (``update_context``) the latest message is the query; the memories that
    serve it are packed into ``token_budget`` and injected as one quoted block (a
    ``UserMessage`` by default, see ``inject_as``) that replaces this memory's block of
    the previous turn. ``for_agent(name)`` gives a view that writes as ``name`` and
    also sees that agent's private memories; ``memory_tools()`` gives the agents
    remember / recall / forget / anchor / update tools.

    Build it from a config (the backend opens on first use, in the event loop that
    uses it), with :meth:`from_settings`, or with :meth:`wrap` over an existing
    :class:`~sfams_tiers.TieredMemory`. Configs naming the same backend share one
    opened store in the process (see ``sfams_tiers.autogen._store``); each instance
    holds it until :meth:`close`, which also closes the views it made. AutoGen never
    closes memories: close yours, or call :func:`close_all_stores` at teardown.

    A wrapped memory does not own its TieredMemory (closing the wrapper leaves its
    tiers open). It dumps only when ``wrap`` was given the ``settings`` of its backend;
    without them ``dump_component()`` raises :class:`~sfams_tiers.ConfigurationError`.

    Bad input raises the typed :class:`~sfams_tiers.SfamsError` (``InvalidQuery``,
    ``InvalidRecord`` ...); only the tools turn errors into results a model can read.

    Args:
        config: Namespace, view, injection and backend overrides (default: all defaults).
        clock: Returns "now"; inject a FixedClock to simulate time.

    Example:
        >>> import asyncio
        >>> from autogen_core.model_context import UnboundedChatCompletionContext
        >>> from autogen_core.models import UserMessage
        >>> from sfams_tiers import (HashEmbedder, InMemoryArchive, InMemoryHotTier,
        ...                          InMemoryWarmTier, Tiers)
        >>> async def main() -> int:
        ...     tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
        ...     team = TieredMemory(tiers, HashEmbedder(), namespace="t")
        ...     memory = TieredAutoGenMemory.wrap(team)
        ...     await memory.add(MemoryContent(content="The launch is on 3 March",
        ...                                    mime_type="text/plain"))
        ...     context = UnboundedChatCompletionContext()
        ...     for _ in range(2):  # two turns: the block is replaced, not repeated
        ...         await context.add_message(UserMessage(content="When is the launch?",
        ...                                               source="user"))
        ...         await memory.update_context(context)
        ...     return sum("3 March" in str(m.content) for m in await context.get_messages())
        >>> asyncio.run(main())
        1
    """

    component_type = "memory"
    component_config_schema = TieredAutoGenMemoryConfig
    component_provider_override = "sfams_tiers.autogen.TieredAutoGenMemory"
    component_version = 1

    def __init__(
        self, config: TieredAutoGenMemoryConfig | None = None, *, clock: Clock = utc_now
    ) -> None:
        self._config = config or TieredAutoGenMemoryConfig()
        self._clock = clock
        self._tiered: TieredMemory | None = None
        self._lease: Lease | None = None
        self._wrapped: TieredMemory | None = None
        self._remote: RemoteMemory | None = None  # owned: from_settings with SFAMS_URL
        self._settings: Settings | None = None
        self._dumpable = True
        self._open_lock = asyncio.Lock()
        self._local_lock = asyncio.Lock()  # writes of wrapped memories without a registry
        self._views: list[TieredAutoGenMemory] = []
        self._closed = False

    # -- construction -----------------------------------------------------------------
    @classmethod
    def from_settings(
        cls,
        settings: Settings | None = None,
        *,
        namespace: str | None = None,
        clock: Clock = utc_now,
        **options: Any,
    ) -> Self:
        """A memory on the backend ``settings`` select (default: the environment).

        Every backend field is pinned in the config, so a dump reopens the same store.
        With ``SFAMS_URL`` set it is that server's (a wrapped RemoteMemory, not dumpable).

        Args:
            settings: Backend settings (``load_settings()`` when None).
            namespace: The namespace (default: ``settings.namespace``).
            clock: Returns "now".
            **options: Config fields: agent, k, token_budget, inject_as, min_relevance ...
        """
        settings = settings or load_settings()
        name = namespace or settings.namespace
        remote = remote_from_env(namespace=name, agent=options.pop("agent", None))
        if remote is not None:  # SFAMS_URL: the server's memory, closed with this one
            wrapper = cls.wrap(cast(TieredMemory, remote), **options)
            wrapper._remote = remote
            return wrapper
        return cls(config_from_settings(settings, namespace=namespace, **options), clock=clock)

    @classmethod
    def wrap(
        cls, memory: TieredMemory, *, settings: Settings | None = None, **options: Any
    ) -> Self:
        """An AutoGen memory over an existing TieredMemory (its namespace and agent).

        Args:
            memory: The TieredMemory to use; its owner keeps closing its tiers.
            settings: The settings its tiers were opened from. With them the wrapper
                can be dumped, and configs loaded in this process share ``memory``'s
                tiers instead of opening the store again; without them
                ``dump_component()`` raises ConfigurationError.
            **options: Config fields: k, token_budget, inject_as, min_relevance, with_ids,
                rewrite_query, task_as_goal.
        """
        fields = {"namespace": memory.namespace, "agent": memory.agent, **options}
        if settings is not None:
            config = config_from_settings(settings, **fields)
        else:
            config = build_config(**fields)
        wrapper = cls(config)
        wrapper._wrapped = memory
        wrapper._settings = settings
        wrapper._dumpable = settings is not None
        if settings is not None and loop_running():
            # Registered now, so a config loaded next shares these tiers rather than
            # opening the store a second time (StoreLocked for the embedded store).
            wrapper._lease = STORES.borrow(settings, memory)
            wrapper._tiered = memory
        return wrapper

    # -- views ------------------------------------------------------------------------
    @property
    def config(self) -> TieredAutoGenMemoryConfig:
        """The config (what ``dump_component()`` writes)."""
        return self._config

    @property
    def namespace(self) -> str:
        """The namespace this memory reads and writes."""
        return self._config.namespace

    @property
    def agent(self) -> str | None:
        """The agent this view writes as, None for the team."""
        return self._config.agent

    def for_agent(self, name: str) -> TieredAutoGenMemory:
        """A view for agent ``name`` over the same backend and namespace.

        Its writes carry ``name`` as their author (provenance) and it sees the team's
        shared memories plus ``name``'s private ones. The agent is part of its config,
        so the view survives dump/load. Closing this memory closes its views.

        Raises:
            ConfigurationError: ``name`` is not a valid agent name.
        """
        config = build_config(**{**self._config.model_dump(), "agent": name})
        view = type(self)(config, clock=self._clock)
        if self._wrapped is not None:
            view._wrapped = self._wrapped.for_agent(name)
            view._settings = self._settings
            view._dumpable = self._dumpable
        view._local_lock = self._local_lock
        self._views.append(view)
        return view

    def memory_tools(self) -> AgentTools:
        """The remember, recall, forget, anchor and update tools, bound to this memory."""
        from sfams_tiers.autogen._tools import memory_tools

        return memory_tools(self)

    # -- the store --------------------------------------------------------------------
    async def tiered(self) -> TieredMemory:
        """The TieredMemory this view works on, opening the backend on first use.

        Raises:
            ConfigurationError: This memory was closed, or the backend settings are invalid.
            StoreLocked: Another process has the embedded store open.
        """
        if self._closed:
            raise ConfigurationError(
                "This TieredAutoGenMemory is closed; create a new one (or load its config again)."
            )
        if self._tiered is not None and (self._lease is None or self._lease.valid):
            return self._tiered
        async with self._open_lock:
            if self._tiered is None or (self._lease is not None and not self._lease.valid):
                await self._open()
            assert self._tiered is not None
            return self._tiered

    async def _open(self) -> None:
        if self._lease is not None:  # closed under us by close_all_stores(): reopen
            lease, self._lease, self._tiered = self._lease, None, None
            await STORES.release(lease)
        if self._wrapped is not None:
            if self._settings is not None:
                self._lease = STORES.borrow(self._settings, self._wrapped)
            self._tiered = self._wrapped
            return
        lease = await STORES.acquire(settings_for(self._config), clock=self._clock)
        try:
            self._tiered = lease.memory(self.namespace, self.agent, self._clock)
        except BaseException:
            await STORES.release(lease)
            raise
        self._lease = lease

    @asynccontextmanager
    async def session(self) -> AsyncIterator[TieredMemory]:
        """Hold this namespace's write lock and use the TieredMemory directly.

        Writes through one store are serialised per namespace, so parallel tool calls
        (AssistantAgent runs the tool calls of one response concurrently) cannot race
        on duplicates or supersessions.
        """
        memory = await self.tiered()
        lock = self._lease.write_lock(self.namespace) if self._lease else self._local_lock
        async with lock:
            yield memory

    # -- the Memory protocol ----------------------------------------------------------
    async def update_context(self, model_context: ChatCompletionContext) -> UpdateContextResult:
        """Inject the memories relevant to the latest message, replacing the previous block.

        Returns:
            The packed memories as MemoryContent (JSON-safe metadata: id, score, type,
            tier, agent, created_at, entities ...); empty when nothing is relevant.
        """
        messages = await model_context.get_messages()
        query = latest_text(messages, self.namespace)
        # The team's task is the goal the memories serve (the policy's
        # min_goal_relevance is its floor); a first turn asks about the task itself.
        task = task_text(messages, self.namespace) if self._config.task_as_goal else ""
        results: list[MemoryContent] = []
        block = None
        if query:
            async with self.session() as memory:
                context = await memory.assemble_context(
                    query,
                    token_budget=self._config.token_budget,
                    k=self._config.k,
                    min_relevance=self._config.min_relevance,
                    with_ids=self._config.with_ids,
                    goal=task if task and task != query else None,
                    rewrite=self._config.rewrite_query,
                )
            if context.text:
                block = block_message(self.namespace, context.text, self._config.inject_as)
                results = [memory_content(hit) for hit in context.items]
        await replace_block(model_context, self.namespace, block)
        return UpdateContextResult(memories=MemoryQueryResult(results=results))

    async def query(
        self,
        query: str | MemoryContent,
        cancellation_token: CancellationToken | None = None,
        **kwargs: Any,
    ) -> MemoryQueryResult:
        """Recall the memories that best serve ``query``, best first.

        Args:
            query: Text (or text / JSON MemoryContent).
            cancellation_token: Unused (recall is short).
            **kwargs: ``k``, ``types``, ``entities``, ``min_importance``, ``goal``,
                ``include_superseded``, ``min_relevance`` (see TieredMemory.recall).

        Raises:
            InvalidQuery: An unknown option, or an option out of bounds.
        """
        unknown = sorted(set(kwargs) - QUERY_OPTIONS)
        if unknown:
            raise InvalidQuery(
                unknown[0],
                f"is not a query option; use {', '.join(sorted(QUERY_OPTIONS))}.",
            )
        options: dict[str, Any] = {
            "k": self._config.k,
            "min_relevance": self._config.min_relevance,
            **kwargs,
        }
        text = query_text(query)
        async with self.session() as memory:
            hits = await memory.recall(text, **options)
        return MemoryQueryResult(results=[memory_content(hit) for hit in hits])

    async def add(
        self, content: MemoryContent, cancellation_token: CancellationToken | None = None
    ) -> None:
        """Remember ``content`` (text, markdown or JSON) as this view's agent.

        Metadata keys type, importance, entities, ttl (seconds), anchored, visibility,
        confidence and source map to the record; other keys are ignored.

        Raises:
            InvalidRecord: Another mime type, or a field out of bounds (nothing stored).
        """
        text = content_text(content)
        options = remember_options(content.metadata)
        async with self.session() as memory:
            await memory.remember(text, **options)

    async def clear(self) -> None:
        """Delete every memory of this namespace, in every tier (other namespaces stay).

        A view clears the whole namespace too: the team's memories, not only its own.
        """
        async with self.session() as memory:
            await memory.clear()

    async def end_session(self) -> JobReport | None:
        """The end-of-session trigger: maintain the namespace now (decay, archive, review).

        Call it when a team run ends (``await team.run(...)`` returned); with the config's
        ``maintain_on_close`` :meth:`close` calls it. None when another runner is
        maintaining the namespace already.
        """
        try:
            return await (await self.tiered()).maintain()
        except JobConflict:
            return None

    async def close(self) -> None:
        """Release the store (the last user closes it) and this memory's views; idempotent."""
        if self._closed:
            return
        if self._config.maintain_on_close and self._tiered is not None:
            try:
                await self.end_session()
            except SfamsError as exc:  # the store is released all the same
                log.warning("Maintenance on close of %s failed: %s", self.namespace, exc)
        self._closed = True
        for view in self._views:
            await view.close()
        if self._lease is not None:
            lease, self._lease = self._lease, None
            await STORES.release(lease)
        if self._remote is not None:
            await self._remote.aclose()
        self._tiered = None

    # -- component --------------------------------------------------------------------
    def _to_config(self) -> TieredAutoGenMemoryConfig:
        if not self._dumpable:
            raise ConfigurationError(
                "This TieredAutoGenMemory wraps a memory without its backend settings, so it "
                "cannot be dumped; use wrap(memory, settings=settings) or a config instead."
            )
        return self._config

    @classmethod
    def _from_config(cls, config: TieredAutoGenMemoryConfig) -> Self:
        return cls(config)
