"""Lifecycle jobs: plain async functions that plan, then execute, moves between tiers."""

__all__: list[str] = []
