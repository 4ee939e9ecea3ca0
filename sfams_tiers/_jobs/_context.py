"""What every job runs with: the tiers, the policy, the clock, and its safety rails."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from sfams_tiers._embed import Embedder
from sfams_tiers._errors import InvalidQuery
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._jobs._lease import Lease
from sfams_tiers._judge import Judge
from sfams_tiers._models import Move
from sfams_tiers._policy import RetentionPolicy
from sfams_tiers._tiers import Tiers
from sfams_tiers._validate import check_bool, check_int, check_text

Progress = Callable[[int], None]
"""Called with the number of records just processed (drives progress bars)."""
MoveSink = Callable[[Move], None]
"""Called with every planned move, in order (the CLI prints them for --dry-run)."""


def _no_progress(_: int) -> None:
    return None


def _no_moves(_: Move) -> None:
    return None


@dataclass
class JobContext:
    """Collaborators of one job run, passed in explicitly (no globals).

    Attributes:
        tiers: The hot, warm and cold tiers.
        policy: Thresholds, capacity, budgets.
        clock: "Now" for scoring; fixed once per run so a dry run and a real run at the
            same ``now`` plan the same moves.
        embedder: Needed by ``restore --query``; ``consolidate`` embeds its summaries
            with it (without one, a summary's vector is the mean of its sources').
        judge: Reviews consolidation batches and writes their summaries; None uses
            the offline fallbacks (no veto, an extractive summary).
        batch_size: Records per read and per write batch (memory stays O(batch)).
        dry_run: Plan and report, change nothing.
        lease: Held for the namespace while the job runs; checked before every write.
        progress: Called after each processed batch.
        on_move: Called with each planned move (dry run or not).
        job: Name written into archive file names and the job log.
    """

    tiers: Tiers
    policy: RetentionPolicy = field(default_factory=RetentionPolicy)
    clock: Clock = utc_now
    embedder: Embedder | None = None
    judge: Judge | None = None
    batch_size: int = 1000
    dry_run: bool = False
    lease: Lease | None = None
    progress: Progress = _no_progress
    on_move: MoveSink = _no_moves
    job: str = "adhoc"

    def __post_init__(self) -> None:
        check_int(self.batch_size, "batch_size", low=1, high=1_000_000)
        check_bool(self.dry_run, "dry_run")
        check_text(self.job, "job", max_bytes=64)
        if not isinstance(self.policy, RetentionPolicy):
            raise InvalidQuery("policy", "must be a RetentionPolicy.")

    async def before_write(self) -> None:
        """Stop the job if its lease was lost (called before every write batch)."""
        if self.lease is not None:
            await self.lease.check()
