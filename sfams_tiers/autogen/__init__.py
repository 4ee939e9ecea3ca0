"""sfams-tiers as the shared memory of an AutoGen team (``pip install 'sfams-tiers[autogen]'``).

:class:`TieredAutoGenMemory` is an ``autogen_core.memory.Memory`` component: give it (or
per-agent views from :meth:`~TieredAutoGenMemory.for_agent`) to ``AssistantAgent(memory=[...])``
and each turn the agent sees the memories relevant to the latest message, packed into a
token budget, as one quoted block that replaces the block of the previous turn. The
tools from :meth:`~TieredAutoGenMemory.memory_tools` (remember, recall, forget, anchor,
update) let the agents write and curate the memory themselves.

Everything here is declarative: memories, tools and whole teams survive
``dump_component()`` / ``load_component()``. Instances loaded from configs naming the
same backend share one opened store in the process. AutoGen versions that restrict
which packages may provide components need this package allowed::

    export AUTOGEN_ALLOWED_PROVIDER_NAMESPACES=sfams_tiers

Example:
    >>> import asyncio
    >>> from sfams_tiers import (HashEmbedder, InMemoryArchive, InMemoryHotTier,
    ...                          InMemoryWarmTier, TieredMemory, Tiers)
    >>> async def main() -> str:
    ...     tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    ...     team = TieredAutoGenMemory.wrap(TieredMemory(tiers, HashEmbedder(), namespace="t"))
    ...     planner = team.for_agent("planner")
    ...     await planner.add(MemoryContent(content="Launch is on 3 March",
    ...                                     mime_type="text/plain"))
    ...     found = await team.query("when is the launch?")
    ...     return found.results[0].metadata["agent"]
    >>> asyncio.run(main())
    'planner'
"""

from sfams_tiers._errors import ConfigurationError

try:
    from autogen_core.memory import MemoryContent
except ImportError as exc:  # the extra is optional: `import sfams_tiers` never needs it
    raise ConfigurationError(
        f"sfams_tiers.autogen needs AutoGen ({exc.name} is missing): "
        "pip install 'sfams-tiers[autogen]'."
    ) from exc

from sfams_tiers.autogen._capture import AutoCapture
from sfams_tiers.autogen._config import TieredAutoGenMemoryConfig
from sfams_tiers.autogen._memory import TieredAutoGenMemory
from sfams_tiers.autogen._store import close_all_stores
from sfams_tiers.autogen._tools import (
    AgentTools,
    AnchorTool,
    ForgetTool,
    MemoryItem,
    MemoryToolResult,
    RecallTool,
    RememberTool,
    UpdateTool,
    memory_tools,
)

__all__ = [
    "AgentTools",
    "AnchorTool",
    "AutoCapture",
    "ForgetTool",
    "MemoryContent",
    "MemoryItem",
    "MemoryToolResult",
    "RecallTool",
    "RememberTool",
    "TieredAutoGenMemory",
    "TieredAutoGenMemoryConfig",
    "UpdateTool",
    "close_all_stores",
    "memory_tools",
]
