"""In-memory reference implementations of the three tier protocols.

They define the semantics the real backends must match (the contract tests run
against both), and they make the library usable in docs and unit tests with no
services at all. Each lives in a module of its own (``_memhot``, ``_memwarm``,
``_memarchive``), beside the checks every tier shares (``_tier_io``); this module
names them all, for the modules that need several.
"""

from __future__ import annotations

from sfams_tiers._memarchive import InMemoryArchive as InMemoryArchive
from sfams_tiers._memhot import InMemoryHotTier as InMemoryHotTier
from sfams_tiers._memwarm import InMemoryWarmTier as InMemoryWarmTier
from sfams_tiers._tier_io import check_batch as check_batch
from sfams_tiers._tier_io import check_batch_size as check_batch_size

__all__: list[str] = []
"""Every name here is declared public by the module that defines it."""
