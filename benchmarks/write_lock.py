"""What the namespace write lock costs ``remember``, side by side in one run.

    python benchmarks/write_lock.py              # 2,000 memories per row
    python benchmarks/write_lock.py --n 500

Rows: the embedded store (Valkey + Qdrant Edge; one process, so an asyncio lock), the
in-memory reference tiers (the same) and Valkey as a shared service (a Redis lease on
top); each with the lock
and with it replaced by a no-op, sequential calls and 20 concurrent tasks. Distinct
texts, hash embedder, no judge, so the figures are the write path's own. Without the
lock, concurrent rows are faster but not correct (duplicates, several current versions:
see tests/test_concurrent_writes.py); the ratio is the price of correctness.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from unittest import mock

from sfams_tiers import (
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    TieredMemory,
    Tiers,
    build_tiers,
    load_settings,
)
from sfams_tiers import _remember as remember_module

TASKS = 20


@contextlib.asynccontextmanager
async def _no_lock(*_: Any, **__: Any) -> AsyncIterator[None]:
    yield


def no_lock() -> contextlib.AbstractContextManager[Any]:
    """Replace remember's write lock with a no-op (what the code did before the lock)."""
    return mock.patch.object(remember_module, "write_lock", _no_lock)


async def _rate(tiers: Tiers, n: int, concurrent: bool) -> float:
    memory = TieredMemory(tiers, HashEmbedder(384), namespace=f"bench-{time.monotonic_ns()}")
    texts = [f"Order PO-{i:06d} ships from dock {i % 17} on day {i % 29}" for i in range(n)]
    start = time.perf_counter()
    if concurrent:
        for chunk in range(0, n, TASKS):
            await asyncio.gather(*(memory.remember(t) for t in texts[chunk : chunk + TASKS]))
    else:
        for text in texts:
            await memory.remember(text)
    return n / (time.perf_counter() - start)


async def main(n: int) -> None:
    print(f"remember, {n:,} distinct memories per row (records/s; ratio = lock / no lock)")
    print(f"{'store':<10} {'calls':<12} {'lock':>9} {'no lock':>9} {'ratio':>6}")
    with tempfile.TemporaryDirectory(prefix="sfams-bench-") as folder:
        embedded = await build_tiers(load_settings(home=Path(folder)))
        stores = {
            "embedded": embedded,
            "in-memory": Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive()),
            # The same engines as services other processes could share: a Redis lease too.
            "service": Tiers(embedded.hot, embedded.warm, embedded.archive),
        }
        try:
            for name, tiers in stores.items():
                await _rate(tiers, n // 4, False)  # warm up: the index, caches, scripts
                for concurrent in (False, True):
                    # Alternate halves so that neither side always meets the larger store.
                    with_lock = without = 0.0
                    for half in range(2):
                        without_first = half == 1
                        for locked in (not without_first, without_first):
                            patch = contextlib.nullcontext() if locked else no_lock()
                            with patch:
                                rate = await _rate(tiers, n // 2, concurrent)
                            if locked:
                                with_lock += rate / 2
                            else:
                                without += rate / 2
                    calls = f"{TASKS} tasks" if concurrent else "sequential"
                    print(
                        f"{name:<10} {calls:<12} {with_lock:>9,.0f} {without:>9,.0f} "
                        f"{with_lock / without:>6.2f}"
                    )
        finally:
            await stores["in-memory"].close()
            await embedded.close()  # the service row's engines too


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2_000)
    asyncio.run(main(parser.parse_args().n))
