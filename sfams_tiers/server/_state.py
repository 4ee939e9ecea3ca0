"""What every request of one server shares: its store, its access rules and its metrics."""

from __future__ import annotations

from dataclasses import dataclass

from sfams_tiers.server._access import Access
from sfams_tiers.server._metrics import Metrics
from sfams_tiers.server._pool import MemoryPool

__all__ = ["ServerState"]


@dataclass(slots=True)
class ServerState:
    """The server's shared parts; ``pool`` is set by the app's lifespan once the store is open.

    Example:
        >>> import tempfile
        >>> from pathlib import Path
        >>> from sfams_tiers.server._keys import KeyStore
        >>> state = ServerState(Access(KeyStore(Path(tempfile.mkdtemp()) / "k.json")), Metrics())
        >>> state.pool is None
        True
    """

    access: Access
    metrics: Metrics
    pool: MemoryPool | None = None
    failed: BaseException | None = None
    """Why the store could not be opened at startup (uvicorn only logs it)."""
