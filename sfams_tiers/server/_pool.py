"""The one store a server owns, and a :class:`TieredMemory` per namespace over it.

The tiers, the embedder, the judge and the token counter are opened once; each namespace
gets its memory (with that namespace's policy) on first use, and a request acting as an
agent gets that memory's ``for_agent`` view. The embedded store can be opened by one
process only, which is why the server exists: every client goes through this pool.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from sfams_tiers._embed import Embedder
from sfams_tiers._judge import Judge
from sfams_tiers._memory import TieredMemory
from sfams_tiers._models import Limits
from sfams_tiers._settings import (
    Settings,
    build_embedder,
    build_judge,
    build_policy,
    build_tiers,
)
from sfams_tiers._tiers import Tiers
from sfams_tiers._tokens import TokenCounter, default_counter
from sfams_tiers._vocab import validate_agent, validate_namespace

__all__ = ["MemoryPool", "open_pool"]


class MemoryPool:
    """Memories of every namespace over one opened store.

    Args:
        settings: What the store was opened from (policy file, limits).
        tiers: The opened tiers; the pool does not close them (:func:`open_pool` does).
        embedder: Shared by every namespace (the index has one dimension).
        judge: Shared judge, or None.
        tokens: Shared token counter.

    Example:
        >>> import asyncio, tempfile
        >>> from sfams_tiers import load_settings
        >>> async def main() -> str:
        ...     async with open_pool(load_settings(home=tempfile.mkdtemp())) as pool:
        ...         memory = await pool.memory_for("team-a", "planner")
        ...         return f"{memory.namespace}/{memory.agent}"
        >>> asyncio.run(main())
        'team-a/planner'
    """

    def __init__(
        self,
        settings: Settings,
        tiers: Tiers,
        embedder: Embedder,
        judge: Judge | None,
        tokens: TokenCounter,
    ) -> None:
        self.settings = settings
        self.tiers = tiers
        self._embedder = embedder
        self._judge = judge
        self._tokens = tokens
        self._limits = Limits(max_content_bytes=settings.max_content_bytes)
        self._memories: dict[str, TieredMemory] = {}

    @property
    def namespaces(self) -> tuple[str, ...]:
        """The namespaces served so far, in first-use order."""
        return tuple(self._memories)

    def team(self, namespace: str) -> TieredMemory:
        """The team-level memory of ``namespace`` (made on first use).

        Raises:
            InvalidRecord: ``namespace`` is not a valid name.
        """
        memory = self._memories.get(namespace)
        if memory is None:
            validate_namespace(namespace)
            memory = TieredMemory(
                self.tiers,
                self._embedder,
                namespace=namespace,
                policy=build_policy(self.settings, namespace),
                limits=self._limits,
                judge=self._judge,
                tokens=self._tokens,
                retrieval=self.settings.retrieval,
            )
            self._memories[namespace] = memory
        return memory

    async def memory_for(self, namespace: str, agent: str | None = None) -> TieredMemory:
        """The memory of ``namespace`` acting as ``agent`` (None: the team).

        Raises:
            InvalidRecord: The namespace or agent name is not valid.
        """
        memory = self.team(namespace)
        return memory if agent is None else memory.for_agent(validate_agent(agent))


@asynccontextmanager
async def open_pool(settings: Settings) -> AsyncIterator[MemoryPool]:
    """Open the store ``settings`` select and serve memories over it; closed on exit.

    Raises:
        StoreLocked: Another process holds the embedded store.
        ConfigurationError: The settings cannot work.
    """
    embedder = build_embedder(settings)
    judge: Judge | None = None
    try:
        judge = build_judge(settings)
        tiers = await build_tiers(settings)
        try:
            yield MemoryPool(settings, tiers, embedder, judge, default_counter())
        finally:
            await tiers.close()
    finally:
        if judge is not None:
            await judge.aclose()
        await embedder.aclose()
