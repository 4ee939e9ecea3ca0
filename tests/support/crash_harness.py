"""One job run in a child process, for ``tests/test_job_crashes.py``; it can kill itself.

Run as ``python tests/support/crash_harness.py '<spec as JSON>'`` (see :class:`Spec`).
The child opens the store the spec names (the embedded default in ``home``, with
``redis_url`` as the hot tier when given), counts every write the job makes through
the tiers and the intent journal, and runs ``run_job`` under its lease, recovery first.

``kill_at=N`` makes the child ``SIGKILL`` itself just before its N-th write (first is
1), ``kill_call``/``kill_nth`` just before the n-th call of one named write, after
appending a ``kill`` event that names the write to the spec's ``log``. The writes
before it have all returned, so the crash lands exactly between two of them: a copy
done and its delete not, a delete done and the journal not cleared, ...
``pause_on`` stops the job at the first call of a tier method (for the test of two
runners) until ``release`` exists.

Exit codes: 0 the job completed (the report is printed as JSON on stdout);
:data:`EXIT_CONFLICT` another runner holds the namespace; :data:`EXIT_FAILED` any
other library error (its message on stderr); -9 (SIGKILL) killed as asked.

Only the child's own objects are patched (tier instances, and the journal class in
this process), always passing the call through unchanged: the storage is real.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from functools import wraps
from pathlib import Path
from typing import Any

EXIT_CONFLICT = 3
EXIT_FAILED = 4
EXIT_TIMEOUT = 5

WRITES: dict[str, tuple[str, ...]] = {
    "hot": ("put_many", "delete_many", "record_access", "ack_access", "set_scores", "clear"),
    "warm": ("put_many", "update_many", "delete_many", "clear", "optimize"),
    "archive": ("put_many", "delete_many", "purge", "compact", "append_job_log", "clear"),
}
"""The tier methods that write, by tier (plus ``journal.record`` / ``journal.clear``)."""


@dataclass
class Spec:
    """What the child runs.

    Attributes:
        home: Data folder of the embedded store.
        job: ``archive``, ``restore`` or ``maintain``.
        namespace: The namespace to work on.
        now: The job's clock (ISO 8601, aware).
        log: A JSON-lines file the child appends its events to.
        redis_url: Use this server as the hot tier instead of the embedded Valkey.
        batch_size: Records per batch.
        kill_at: SIGKILL the process just before this write (1-based); None never.
        kill_call: SIGKILL the process just before the ``kill_nth`` call of this write
            (``tier.method`` or ``journal.record`` / ``journal.clear``).
        kill_nth: See ``kill_call`` (1-based).
        older_than_days: Archive selector.
        types: Archive / restore selector.
        to: Restore target tier.
        lease_seconds: Lease time to live. The lease a killed child leaves behind is
            broken at once by the next child (its holder's pid is dead), not waited out.
        wait: Wait for another runner's lease instead of failing with JobConflict.
        pause_on: ``tier.method`` whose first call logs ``in_job`` and waits for release.
        release: File whose existence ends the pause.
        go: File to wait for (after opening the store) before the job starts.
        hot_capacity: Retention policy: hot records per namespace.
        forget_ratio: Retention policy: share of live records maintain may archive.
    """

    home: str
    job: str
    namespace: str
    now: str
    log: str
    redis_url: str | None = None
    batch_size: int = 50
    kill_at: int | None = None
    kill_call: str | None = None
    kill_nth: int = 1
    older_than_days: float | None = None
    types: list[str] | None = None
    to: str = "warm"
    lease_seconds: float = 30.0
    wait: bool = True
    pause_on: str | None = None
    release: str | None = None
    go: str | None = None
    hot_capacity: int = 100
    forget_ratio: float = 0.1

    def to_json(self) -> str:
        """The spec as the child's one argument."""
        return json.dumps(asdict(self))


STARTED = time.time()


def log_event(spec: Spec, event: str, **data: Any) -> None:
    """Append one event line to the spec's log (survives the SIGKILL that follows)."""
    now = time.time()
    line = json.dumps(
        {"event": event, "pid": os.getpid(), "at": now, "since": now - STARTED, **data}
    )
    with open(spec.log, "a", encoding="utf-8") as out:
        out.write(line + "\n")


class WriteCounter:
    """Counts writes; kills the process just before the one the spec names."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.count = 0
        self.calls: dict[str, int] = {}

    def before(self, name: str, size: int | None) -> None:
        self.count += 1
        nth = self.calls[name] = self.calls.get(name, 0) + 1
        spec = self.spec
        if self.count == spec.kill_at or (name == spec.kill_call and nth == spec.kill_nth):
            log_event(spec, "kill", write=self.count, call=name, nth=nth, size=size)
            os.kill(os.getpid(), signal.SIGKILL)
            time.sleep(60)  # never reached: SIGKILL cannot be caught


def _size(args: tuple[Any, ...]) -> int | None:
    """The batch size of a tier write (``namespace, batch`` arguments), if it has one."""
    if len(args) >= 2 and isinstance(args[1], list | tuple | dict):
        return len(args[1])
    return None


def _counted(
    counter: WriteCounter, name: str, method: Callable[..., Awaitable[Any]]
) -> Callable[..., Awaitable[Any]]:
    @wraps(method)
    async def write(*args: Any, **kwargs: Any) -> Any:
        counter.before(name, _size(args))
        return await method(*args, **kwargs)

    return write


def _paused(
    spec: Spec, method: Callable[..., Awaitable[Any]], token: Callable[[], int | None]
) -> Callable[..., Awaitable[Any]]:
    state = {"first": True}

    @wraps(method)
    async def call(*args: Any, **kwargs: Any) -> Any:
        if state["first"]:
            state["first"] = False
            log_event(spec, "in_job", token=token())
            deadline = time.monotonic() + 60
            while spec.release is not None and not await asyncio.to_thread(
                Path(spec.release).exists
            ):
                if time.monotonic() > deadline:
                    sys.exit(EXIT_TIMEOUT)
                await asyncio.sleep(0.02)
        return await method(*args, **kwargs)

    return call


def instrument(tiers: Any, counter: WriteCounter) -> None:
    """Count every write through ``tiers`` and the Redis journal of this process."""
    from sfams_tiers._jobs._journal import RedisJournal

    for tier_name, methods in WRITES.items():
        tier = getattr(tiers, tier_name)
        for method in methods:
            if hasattr(tier, method):
                # An instance attribute: the tier keeps its class, so journal_for and
                # leases_for still find the Redis journal and leases of a Redis hot tier.
                setattr(
                    tier, method, _counted(counter, f"{tier_name}.{method}", getattr(tier, method))
                )
    for method in ("record", "clear"):
        original = getattr(RedisJournal, method)
        setattr(RedisJournal, method, _counted(counter, f"journal.{method}", original))


async def wait_for(path: str) -> None:
    """Wait until ``path`` exists (the test's start signal)."""
    deadline = time.monotonic() + 60
    while not await asyncio.to_thread(Path(path).exists):
        if time.monotonic() > deadline:
            sys.exit(EXIT_TIMEOUT)
        await asyncio.sleep(0.01)


async def run(spec: Spec) -> int:
    """Open the store, run the job, close; return the exit code."""
    from sfams_tiers import (
        FixedClock,
        HashEmbedder,
        JobConflict,
        RetentionPolicy,
        SfamsError,
        build_tiers,
        load_settings,
    )
    from sfams_tiers._jobs import ArchiveSelector, JobContext, RestoreSelector, run_job

    settings = load_settings(home=spec.home, redis_url=spec.redis_url, embed_dim=16)
    tiers = await build_tiers(settings)
    log_event(spec, "opened")
    counter = WriteCounter(spec)
    try:
        instrument(tiers, counter)
        ctx = JobContext(
            tiers,
            policy=RetentionPolicy(hot_capacity=spec.hot_capacity, forget_ratio=spec.forget_ratio),
            clock=FixedClock(datetime.fromisoformat(spec.now)),
            embedder=HashEmbedder(16),
            batch_size=spec.batch_size,
            job=spec.job,
        )
        if spec.pause_on is not None:
            tier_name, method = spec.pause_on.split(".")
            tier = getattr(tiers, tier_name)

            def token() -> int | None:
                return None if ctx.lease is None else ctx.lease.token

            setattr(tier, method, _paused(spec, getattr(tier, method), token))
        arguments: dict[str, Any] = {}
        types = tuple(spec.types) if spec.types else None
        if spec.job == "archive":
            older = timedelta(days=spec.older_than_days) if spec.older_than_days else None
            arguments["selector"] = ArchiveSelector(older_than=older, types=types)
        elif spec.job == "restore":
            arguments["selector"] = RestoreSelector(types=types)
            arguments["to"] = spec.to
        if spec.go is not None:
            log_event(spec, "ready")
            await wait_for(spec.go)
        log_event(spec, "start")
        try:
            report = await run_job(
                spec.job,
                ctx,
                spec.namespace,
                wait=spec.wait,
                lease_seconds=spec.lease_seconds,
                **arguments,
            )
        except JobConflict as exc:
            log_event(spec, "conflict", message=str(exc))
            print(str(exc), file=sys.stderr)
            return EXIT_CONFLICT
        except SfamsError as exc:
            log_event(spec, "failed", error=type(exc).__name__, message=str(exc))
            print(f"{type(exc).__name__}: {exc}", file=sys.stderr)
            return EXIT_FAILED
        log_event(spec, "done", writes=counter.count, report=report.to_dict())
        print(json.dumps({"writes": counter.count, "report": report.to_dict()}))
        return 0
    finally:
        await tiers.close()


def main(argv: list[str]) -> int:
    """Entry point: ``argv[1]`` is the spec as JSON."""
    spec = Spec(**json.loads(argv[1]))
    return asyncio.run(run(spec))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
