"""The embedded warm tier gets its vector index from maintenance, however it was filled.

Writes (remember, remember_many) never build Qdrant Edge's HNSW index: until it is built
every search scans its namespace. ``maintain`` builds it once enough points wait.
"""

from __future__ import annotations

from pathlib import Path

from sfams_tiers import HashEmbedder, TieredMemory, build_tiers, load_settings
from sfams_tiers._jobs._maintain import OPTIMIZE_AFTER
from sfams_tiers.backends.qdrant_edge import QdrantEdgeWarmTier

INDEXED = 7 * OPTIMIZE_AFTER
"""About 10 MB of 384-dim vectors: past the engine's indexing threshold."""


async def test_maintain_indexes_what_remember_wrote(tmp_path: Path) -> None:
    tiers = await build_tiers(load_settings(home=tmp_path))
    try:
        warm = tiers.warm
        assert isinstance(warm, QdrantEdgeWarmTier)
        memory = TieredMemory(tiers, HashEmbedder(384), namespace="team-a", judge=None)
        # Enough vectors for the engine to index them (smaller segments stay exact scans).
        texts = [f"Order PO-{i:05d} ships from dock {i % 7}" for i in range(INDEXED)]
        await memory.remember_many(texts)
        assert await warm.unindexed() == INDEXED
        await memory.maintain(dry_run=True)
        assert await warm.unindexed() == INDEXED  # a dry run changes nothing
        await memory.maintain()
        assert await warm.unindexed() == 0
        [hit] = await memory.recall("Order PO-00042 ships from dock 0", k=1)
        assert hit.record.content == "Order PO-00042 ships from dock 0"
    finally:
        await tiers.close()
