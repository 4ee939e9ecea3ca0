"""sfams-tiers: strategic forgetting for structured agent memory, on tiered storage.

Start with :func:`open_memory` (configured from ``SFAMS_*`` variables) or build a
:class:`TieredMemory` over any :class:`Tiers`. See the README for a tour.

The names below load on first use (PEP 562): ``import sfams_tiers`` alone costs
milliseconds, so ``sfams --help`` starts fast. The ``TYPE_CHECKING`` imports are the one
list of what is public and where it lives; at run time they are read, not executed.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sfams_tiers._context import Context, pack, render_memory
    from sfams_tiers._embed import (
        CachedEmbedder,
        Embedder,
        HashEmbedder,
        OpenAIEmbedder,
        SentenceTransformerEmbedder,
    )
    from sfams_tiers._embedding import Embedding
    from sfams_tiers._errors import (
        ConfigurationError,
        DimensionMismatch,
        EmbeddingError,
        InvalidInput,
        InvalidQuery,
        InvalidRecord,
        JobConflict,
        LeaseLost,
        PolicyFileError,
        PolicyViolation,
        RecordNotFound,
        SfamsError,
        StoreLocked,
        TierTimeout,
        TierUnavailable,
    )
    from sfams_tiers._ids import Clock, FixedClock, utc_now, uuid7
    from sfams_tiers._jobs import (
        JOB_NAMES,
        ArchiveSelector,
        Consolidation,
        JobContext,
        RestoreSelector,
        archive_job,
        compact_job,
        consolidate_job,
        maintain,
        purge_job,
        restore_job,
        run_job,
    )
    from sfams_tiers._judge import (
        ConflictKind,
        Extraction,
        ForgetReview,
        HeuristicJudge,
        Judge,
        OpenAIJudge,
        Verdict,
    )
    from sfams_tiers._memory import TieredMemory
    from sfams_tiers._memtiers import InMemoryArchive, InMemoryHotTier, InMemoryWarmTier
    from sfams_tiers._models import (
        DEFAULT_CONFIDENCE,
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
    from sfams_tiers._policy_file import PolicyFile, load_policy_file
    from sfams_tiers._policy_toml import policy_toml
    from sfams_tiers._ranking import Recalled, rank
    from sfams_tiers._rules import DEFAULT_CHAIN_FACTORS, DEFAULT_SUPERSEDE_DELTAS, ForgettingRules
    from sfams_tiers._settings import (
        Settings,
        build_judge,
        build_tiers,
        load_settings,
        open_memory,
        open_tiers,
    )
    from sfams_tiers._stats import MemoryStats
    from sfams_tiers._tiers import (
        AccessDelta,
        Archive,
        CompactionResult,
        HotTier,
        RecordFilter,
        ScoredRecord,
        Tiers,
        WarmTier,
    )
    from sfams_tiers._tokens import (
        EncodingCounter,
        EstimatingCounter,
        TokenCounter,
        default_counter,
    )

__version__ = "0.1.0"

__all__ = [
    "AccessDelta",
    "Archive",
    "ArchiveSelector",
    "CachedEmbedder",
    "Clock",
    "CompactionResult",
    "ConfigurationError",
    "ConflictKind",
    "Consolidation",
    "Context",
    "DEFAULT_CHAIN_FACTORS",
    "DEFAULT_CONFIDENCE",
    "DEFAULT_HALF_LIVES_DAYS",
    "DEFAULT_SUPERSEDE_DELTAS",
    "DimensionMismatch",
    "Embedder",
    "Embedding",
    "EmbeddingError",
    "EncodingCounter",
    "EstimatingCounter",
    "Extraction",
    "FixedClock",
    "ForgetReview",
    "ForgettingRules",
    "HashEmbedder",
    "HeuristicJudge",
    "HotTier",
    "InMemoryArchive",
    "InMemoryHotTier",
    "InMemoryWarmTier",
    "InvalidInput",
    "InvalidQuery",
    "InvalidRecord",
    "JOB_NAMES",
    "JobConflict",
    "JobContext",
    "JobReport",
    "Judge",
    "LeaseLost",
    "Limits",
    "MEMORY_TYPES",
    "MemoryRecord",
    "MemoryStats",
    "Move",
    "OpenAIEmbedder",
    "OpenAIJudge",
    "Plan",
    "PolicyFile",
    "PolicyFileError",
    "PolicyViolation",
    "RELATION_KINDS",
    "Recalled",
    "RecordColumns",
    "RecordFilter",
    "RecordNotFound",
    "Relation",
    "RestoreSelector",
    "RetentionPolicy",
    "Scope",
    "ScoredRecord",
    "SentenceTransformerEmbedder",
    "Settings",
    "SfamsError",
    "StoreLocked",
    "TierTimeout",
    "TierUnavailable",
    "TieredMemory",
    "Tiers",
    "TokenCounter",
    "Verdict",
    "WarmTier",
    "archive_job",
    "build_judge",
    "build_tiers",
    "compact_job",
    "consolidate_job",
    "default_counter",
    "load_policy_file",
    "load_settings",
    "maintain",
    "open_memory",
    "open_tiers",
    "pack",
    "plan",
    "plan_moves",
    "policy_toml",
    "purge_job",
    "rank",
    "render_memory",
    "restore_job",
    "run_job",
    "score",
    "score_records",
    "utc_now",
    "uuid7",
    "validate_record",
]


def _exports() -> dict[str, str]:
    """Public name -> the module defining it, read from the ``TYPE_CHECKING`` block above."""
    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    block = next(
        n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING"
    )
    return {
        alias.asname or alias.name: str(node.module)
        for node in block.body
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }


_WHERE = _exports()


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'sfams_tiers' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # the next access is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
