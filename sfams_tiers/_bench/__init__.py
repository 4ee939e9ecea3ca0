"""Benchmarks the ``sfams bench`` commands run: synthetic quality and LoCoMo replay.

Importable (the CLI runs them), so they live in the package; ``benchmarks/quality``
holds the thin script and the README.
"""

from sfams_tiers._bench._generator import Fact, Question, Stream, Turn, generate_stream
from sfams_tiers._bench._locomo import (
    LocomoDataError,
    LocomoReport,
    LocomoSample,
    load_locomo,
    parse_locomo,
    run_locomo,
)
from sfams_tiers._bench._quality import (
    QualityConfig,
    QualityReport,
    SystemResult,
    build_embedder,
    render_table,
    run_quality,
    run_stream,
    score_question,
)
from sfams_tiers._bench._systems import (
    KeepEverything,
    Retrieved,
    SfamsSystem,
    SlidingWindow,
    System,
)

__all__ = [
    "Fact",
    "KeepEverything",
    "LocomoDataError",
    "LocomoReport",
    "LocomoSample",
    "QualityConfig",
    "QualityReport",
    "Question",
    "Retrieved",
    "SfamsSystem",
    "SlidingWindow",
    "Stream",
    "System",
    "SystemResult",
    "Turn",
    "build_embedder",
    "generate_stream",
    "load_locomo",
    "parse_locomo",
    "render_table",
    "run_locomo",
    "run_quality",
    "run_stream",
    "score_question",
]
