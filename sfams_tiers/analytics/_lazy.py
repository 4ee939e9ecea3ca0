"""What every archive query takes and shares: a frame, made lazy, and a few expressions.

A query takes the frame :func:`~sfams_tiers.analytics.scan_archive` returns, a LazyFrame
or a collected DataFrame; :func:`as_lazy` makes either lazy, so each query selects only
the columns it uses.
"""

from __future__ import annotations

from typing import Final

import polars as pl

__all__ = ["DAY_US", "Frame", "archived_when", "as_lazy"]

Frame = pl.LazyFrame | pl.DataFrame

DAY_US: Final = 86_400 * 1_000_000
"""Microseconds in a day (Polars durations count microseconds)."""


def as_lazy(frame: Frame) -> pl.LazyFrame:
    """``frame`` as a LazyFrame (a DataFrame is wrapped, a LazyFrame returned)."""
    return frame.lazy() if isinstance(frame, pl.DataFrame) else frame


def archived_when() -> pl.Expr:
    """When a row left the live tiers: ``archived_at``, else its ``written_at``."""
    # archived_at is null when a writer did not set it; the row's own write time is
    # then the best answer to "when did it leave the live tiers".
    return pl.col("archived_at").fill_null(pl.col("written_at"))
