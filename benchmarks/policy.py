"""Benchmark the vectorised retention policy on synthetic columns.

Run: ``python benchmarks/policy.py [--n 1000000] [--repeats 5] [--seed 7]``

Times :func:`score`, :func:`plan_moves` and :func:`plan` (to ``Move`` objects), and, in
the same run, a naive per-record Python scorer on a slice, so the speed-up is a
measured ratio on this machine rather than an absolute number on a noisy box.
"""

from __future__ import annotations

import argparse
import math
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

import numpy as np

from sfams_tiers._columns import COLD, HOT, WARM, RecordColumns
from sfams_tiers._policy import RetentionPolicy, plan, plan_moves, score

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
DAY = 86_400.0
TYPE_MIX = {
    "fact": 0.22,
    "dialogue": 0.20,
    "note": 0.10,
    "task": 0.08,
    "state": 0.05,
    "state:ticket": 0.03,
    "event": 0.07,
    "decision": 0.05,
    "goal": 0.04,
    "preference": 0.04,
    "summary": 0.04,
    "deadline": 0.04,
    "commitment": 0.04,
}


def synthetic_columns(n: int, seed: int = 7, namespaces: int = 10) -> RecordColumns:
    """Build ``n`` realistic-looking records as columns (fixed seed, no records)."""
    rng = np.random.default_rng(seed)
    now = NOW.timestamp()
    weights = 1.0 / np.arange(1, namespaces + 1)  # a few big teams, a long tail
    ns_names = np.array([f"team-{i}" for i in range(namespaces)], dtype=object)
    ns = ns_names[rng.choice(namespaces, size=n, p=weights / weights.sum())]
    type_names = np.array(list(TYPE_MIX), dtype=object)
    mix = np.array(list(TYPE_MIX.values()))
    types = type_names[rng.choice(type_names.shape[0], size=n, p=mix / mix.sum())]
    created = now - np.minimum(rng.exponential(120.0, n), 1100.0) * DAY
    touched = rng.random(n) < 0.6
    last = np.where(touched, created + rng.random(n) * (now - created), np.nan)
    has_ttl = rng.random(n) < 0.06
    expires = np.where(has_ttl, created + rng.uniform(1, 90, n) * DAY, np.inf)
    tier = rng.choice(np.array([HOT, WARM, COLD], dtype=np.int8), size=n, p=[0.03, 0.79, 0.18])
    archived = np.where(tier == COLD, now - rng.uniform(0, 900, n) * DAY, np.nan)
    ms = (created * 1000).astype(np.int64)
    tails = rng.integers(0, 2**62, n, dtype=np.int64)
    ids = np.array(
        [
            f"{m >> 16:08x}-{m & 0xFFFF:04x}-7{t & 0xFFF:03x}-{8 | (t >> 12) & 3:x}"
            f"{(t >> 14) & 0xFFF:03x}-{(t >> 26) & 0xFFFFFFFFFFFF:012x}"
            for m, t in zip(ms.tolist(), tails.tolist(), strict=True)
        ],
        dtype=object,
    )
    return RecordColumns(
        ids=ids,
        namespaces=ns,
        types=types,
        importance=rng.beta(2.0, 3.0, n),
        access_count=rng.geometric(0.25, n).astype(np.float64) - 1.0,
        created_at=created,
        last_accessed=last,
        expires_at=expires,
        anchored=rng.random(n) < 0.005,
        superseded=rng.random(n) < 0.05,
        tier=tier,
        archived_at=archived,
    )


def naive_score(columns: RecordColumns, now: datetime, policy: RetentionPolicy) -> list[float]:
    """The same score, one record at a time in plain Python (the baseline)."""
    now_ts = now.timestamp()
    p = policy
    rows = zip(
        columns.types.tolist(),
        columns.importance.tolist(),
        columns.access_count.tolist(),
        columns.created_at.tolist(),
        columns.last_accessed.tolist(),
        columns.expires_at.tolist(),
        columns.anchored.tolist(),
        columns.superseded.tolist(),
        strict=True,
    )
    out: list[float] = []
    for kind, importance, count, created, last, expires, anchored, superseded in rows:
        if expires <= now_ts and not anchored:
            out.append(p.expired_score)
            continue
        age = max(now_ts - created, 0.0) / DAY
        idle = max(now_ts - (created if math.isnan(last) else last), 0.0) / DAY
        if anchored:
            decayed, recency, penalty = importance, 1.0, 0.0
        else:
            decayed = importance * math.exp(-math.log(2) * age / p.half_life_days(kind))
            recency = math.exp(-math.log(2) * idle / p.recency_half_life_days)
            penalty = -math.expm1(-age / p.age_scale_days)
        access = min(math.log1p(count) / math.log1p(p.access_saturation), 1.0)
        total = (
            p.w_importance * decayed
            + p.w_access * access
            + p.w_recency * recency
            - p.w_age * penalty
        )
        out.append(total * p.superseded_factor if superseded and total > 0 else total)
    return out


def timed(fn: Callable[[], object], repeats: int) -> tuple[float, float]:
    """Return (best, median) wall seconds of ``repeats`` calls."""
    seconds = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        seconds.append(time.perf_counter() - start)
    return min(seconds), statistics.median(seconds)


def report(label: str, n: int, best: float, median: float) -> None:
    """Print one timing line."""
    print(f"{label:<22} best {best:8.4f} s   median {median:8.4f} s   {n / best:>13,.0f} records/s")


def main(argv: Sequence[str] | None = None) -> None:
    """Parse arguments, build the data, time everything and print the results."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--n", type=int, default=1_000_000, help="records (default 1,000,000)")
    parser.add_argument("--repeats", type=int, default=5, help="timed runs per step")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--naive-n", type=int, default=50_000, help="slice for the naive loop")
    args = parser.parse_args(argv)

    policy = RetentionPolicy(purge_after_days=365)
    print(
        f"policy benchmark: n={args.n:,} records, 10 namespaces, seed {args.seed}, "
        f"numpy {np.__version__}, python {platform.python_version()}, "
        f"{platform.machine()}"
    )
    start = time.perf_counter()
    columns = synthetic_columns(args.n, args.seed)
    print(f"setup: synthetic columns built in {time.perf_counter() - start:.2f} s (not timed)")

    report("score", args.n, *timed(lambda: score(columns, NOW, policy), args.repeats))
    report("plan_moves", args.n, *timed(lambda: plan_moves(columns, NOW, policy), args.repeats))
    result = plan_moves(columns, NOW, policy)
    few = max(args.repeats // 2, 1)  # the Move-object steps are slower; fewer runs
    moves_best, moves_median = timed(lambda: result.to_moves(columns, NOW, policy), few)
    print(
        f"{'Plan.to_moves':<22} best {moves_best:8.4f} s   median {moves_median:8.4f} s   "
        f"{len(result) / moves_best:>13,.0f} moves/s"
    )
    report("plan (-> list[Move])", args.n, *timed(lambda: plan(columns, NOW, policy), few))
    counts = ", ".join(f"{kind}={count:,}" for kind, count in result.counts().items())
    print(f"moves: {counts} (total {len(result):,})")

    k = min(args.naive_n, args.n)
    part = columns.take(np.arange(k, dtype=np.intp))
    naive_best, naive_median = timed(lambda: naive_score(part, NOW, policy), 3)
    fast_best, fast_median = timed(lambda: score(part, NOW, policy), args.repeats)
    gap = float(
        np.max(np.abs(np.asarray(naive_score(part, NOW, policy)) - score(part, NOW, policy)))
    )
    print(f"same run, {k:,}-record slice:")
    report("  naive Python loop", k, naive_best, naive_median)
    report("  vectorised score", k, fast_best, fast_median)
    ratio = naive_best / fast_best
    print(f"  speed-up (naive best / vectorised best): {ratio:,.1f}x; max |difference| {gap:.1e}")


if __name__ == "__main__":
    main()
