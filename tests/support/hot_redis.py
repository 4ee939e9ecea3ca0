"""Contract-suite factories and session services for this backend (filled in by its issue)."""

from __future__ import annotations

from support.factories import HotFactory

HOT: dict[str, HotFactory] = {}
