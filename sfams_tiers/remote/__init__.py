"""A client of ``sfams serve``: the TieredMemory interface over HTTP.

:class:`RemoteMemory` has TieredMemory's async methods (remember, recall,
assemble_context, get, forget, anchor, stats, run_job ...), arguments and return types,
so code written for a TieredMemory, the AutoGen adapter included
(``TieredAutoGenMemory.wrap(remote)``), works against a server. Set ``SFAMS_URL`` (and
``SFAMS_API_KEY``) and :func:`open_any_memory` opens it instead of a local store.

Example:
    >>> import asyncio
    >>> async def main() -> str:
    ...     async with RemoteMemory("http://127.0.0.1:8765", "sfk_...", namespace="t") as m:
    ...         return m.namespace
    >>> asyncio.run(main())
    't'
"""

from sfams_tiers.remote._client import AGENT_HEADER, RemoteMemory
from sfams_tiers.remote._select import open_any_memory, remote_from_env
from sfams_tiers.remote._wire import PermissionDenied

__all__ = [
    "AGENT_HEADER",
    "PermissionDenied",
    "RemoteMemory",
    "open_any_memory",
    "remote_from_env",
]
