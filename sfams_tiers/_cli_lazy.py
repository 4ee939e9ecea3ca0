"""The commands ``sfams`` loads on first use: a new command module registers here.

``sfams --help`` imports neither the library nor Polars: each entry is name -> (module,
attribute, the one-line help printed by --help).
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["LAZY_GROUPS"]

LAZY_GROUPS: Mapping[str, tuple[str, str, str]] = {
    "analytics": (
        "sfams_tiers._cli_analytics",
        "analytics",
        "Polars over the archive: what was forgotten, when and why (no embeddings read).",
    ),
    "bench": ("sfams_tiers._cli_bench", "bench", "Measure memory quality against plain baselines."),
    "verify": ("sfams_tiers._cli_verify", "verify", "Confirm a memory: raise its confidence."),
    "reward": (
        "sfams_tiers._cli_verify",
        "reward",
        "Reward or penalise a memory for how it served: raise or lower its importance.",
    ),
    "policy": (
        "sfams_tiers._cli_policy",
        "policy",
        "Show the effective retention policy, or check a policy file.",
    ),
    "serve": (
        "sfams_tiers._cli_serve",
        "serve",
        "Serve the store over HTTP (JSON API at /v1, MCP at /mcp, /metrics, /healthz).",
    ),
    "keys": (
        "sfams_tiers._cli_keys",
        "keys",
        "API keys of `sfams serve`, scoped to namespaces (and optionally one agent).",
    ),
    "jobs": (
        "sfams_tiers._cli_jobs",
        "jobs",
        "Lifecycle jobs: maintain, archive, restore, purge, compact, consolidate, reindex.",
    ),
    "report": (
        "sfams_tiers._cli_analytics",
        "report",
        "Write one self-contained HTML report of the archive (charts drawn in, works offline).",
    ),
}
