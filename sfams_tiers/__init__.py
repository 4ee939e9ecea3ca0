"""sfams-tiers: strategic forgetting for structured agent memory, on tiered storage.

Start with :func:`open_memory` (configured from ``SFAMS_*`` variables) or build a
:class:`TieredMemory` over any :class:`Tiers`. See the README for a tour.
"""

from sfams_tiers._embed import (
    CachedEmbedder,
    Embedder,
    HashEmbedder,
    OpenAIEmbedder,
    SentenceTransformerEmbedder,
)
from sfams_tiers._errors import (
    ConfigurationError,
    DimensionMismatch,
    EmbeddingError,
    InvalidInput,
    InvalidQuery,
    InvalidRecord,
    JobConflict,
    LeaseLost,
    PolicyViolation,
    RecordNotFound,
    SfamsError,
    StoreLocked,
    TierUnavailable,
)
from sfams_tiers._ids import Clock, FixedClock, utc_now, uuid7
from sfams_tiers._memory import MemoryStats, TieredMemory
from sfams_tiers._memtiers import InMemoryArchive, InMemoryHotTier, InMemoryWarmTier
from sfams_tiers._models import (
    MEMORY_TYPES,
    RELATION_KINDS,
    JobReport,
    Limits,
    MemoryRecord,
    Move,
    Relation,
    Scope,
    validate_record,
)
from sfams_tiers._policy import (
    DEFAULT_HALF_LIVES_DAYS,
    Plan,
    RecordColumns,
    RetentionPolicy,
    plan,
    plan_moves,
    score,
    score_records,
)
from sfams_tiers._ranking import Recalled, rank
from sfams_tiers._settings import Settings, build_tiers, load_settings, open_memory, open_tiers
from sfams_tiers._tiers import (
    AccessDelta,
    Archive,
    HotTier,
    RecordFilter,
    ScoredRecord,
    Tiers,
    WarmTier,
)

__version__ = "0.1.0"

__all__ = [
    "AccessDelta",
    "Archive",
    "CachedEmbedder",
    "Clock",
    "ConfigurationError",
    "DEFAULT_HALF_LIVES_DAYS",
    "DimensionMismatch",
    "Embedder",
    "EmbeddingError",
    "FixedClock",
    "HashEmbedder",
    "HotTier",
    "InMemoryArchive",
    "InMemoryHotTier",
    "InMemoryWarmTier",
    "InvalidInput",
    "InvalidQuery",
    "InvalidRecord",
    "JobConflict",
    "JobReport",
    "LeaseLost",
    "Limits",
    "MEMORY_TYPES",
    "MemoryRecord",
    "MemoryStats",
    "Move",
    "OpenAIEmbedder",
    "Plan",
    "PolicyViolation",
    "RELATION_KINDS",
    "Recalled",
    "RecordColumns",
    "RecordFilter",
    "RecordNotFound",
    "Relation",
    "RetentionPolicy",
    "Scope",
    "ScoredRecord",
    "SentenceTransformerEmbedder",
    "Settings",
    "SfamsError",
    "StoreLocked",
    "TierUnavailable",
    "TieredMemory",
    "Tiers",
    "WarmTier",
    "build_tiers",
    "load_settings",
    "open_memory",
    "open_tiers",
    "plan",
    "plan_moves",
    "rank",
    "score",
    "score_records",
    "utc_now",
    "uuid7",
    "validate_record",
]
