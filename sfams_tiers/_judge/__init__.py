"""Judges: the decisions the memory may delegate to a model, with offline fallbacks."""

from sfams_tiers._judge._heuristic import HeuristicJudge
from sfams_tiers._judge._openai import OpenAIJudge
from sfams_tiers._judge._protocol import ConflictKind, Extraction, ForgetReview, Judge, Verdict

__all__ = [
    "ConflictKind",
    "Extraction",
    "ForgetReview",
    "HeuristicJudge",
    "Judge",
    "OpenAIJudge",
    "Verdict",
]
