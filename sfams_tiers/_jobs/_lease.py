"""One runner per namespace: a lease with expiry and a fencing token (to be implemented)."""

from __future__ import annotations

from typing import Protocol


class Lease(Protocol):
    """A held lease; :meth:`check` raises LeaseLost once it is no longer ours."""

    token: int

    async def check(self) -> None:
        """Raise LeaseLost if the lease expired or another runner took it."""
        ...
