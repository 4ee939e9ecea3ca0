"""``sfams serve`` under load: concurrent HTTP clients on one embedded store.

    python benchmarks/server_load.py                    # 50 clients x 200 mixed calls
    python benchmarks/server_load.py --clients 20 --calls 50
    python benchmarks/server_load.py --namespaces 10    # client i writes to team i % 10

Starts ``sfams serve`` as a child process on a free loopback port over a fresh data
folder (the embedded store: Valkey + Qdrant Edge + Parquet), creates one API key, then
runs the clients as asyncio tasks with plain httpx, one connection each. Mixed calls per
client: 40% remember, 25% recall, 10% context, 10% get, 5% remember_many (5 items),
5% stats, 5% anchor. Every text is made of made-up words, so no write is a near-duplicate
of another and each must be stored. Prints p50 / p99 / max milliseconds per route, the
errors (must be 0), and the write check: memories the server holds against memories
the clients were told it stored (must be equal). The clients share the machine's cores
with the server, so figures are for this machine with the load generator on it.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import signal
import statistics
import string
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import httpx

from sfams_tiers.server import KeyStore

NS = "load"
MIX = (
    ("remember", 40),
    ("recall", 25),
    ("context", 10),
    ("get", 10),
    ("batch", 5),
    ("stats", 5),
    ("anchor", 5),
)


def words(rng: random.Random, n: int) -> str:
    """Made-up words: two sentences never share enough to be near-duplicates."""
    return " ".join("".join(rng.choices(string.ascii_lowercase, k=7)) for _ in range(n))


def start_server(home: Path) -> tuple[subprocess.Popen[str], str]:
    """``sfams serve --port 0`` on ``home``; its URL once it listens."""
    env = {**os.environ, "SFAMS_HOME": str(home)}
    env.pop("SFAMS_REDIS_URL", None)
    env.pop("SFAMS_QDRANT_URL", None)
    env.pop("SFAMS_ARCHIVE_URL", None)
    code = "from sfams_tiers._cli_serve import serve; serve()"
    server = subprocess.Popen(
        [sys.executable, "-c", code, "--port", "0"], env=env, stderr=subprocess.PIPE, text=True
    )
    found: list[str] = []
    ready = threading.Event()

    def drain() -> None:
        assert server.stderr is not None
        for line in server.stderr:
            match = re.search(r"running on (http://127\.0\.0\.1:\d+)", line)
            if match and not found:
                found.append(match.group(1))
                ready.set()
        ready.set()

    threading.Thread(target=drain, daemon=True).start()
    if not ready.wait(timeout=120) or not found:
        server.kill()
        raise SystemExit("sfams serve did not start")
    return server, found[0]


class Load:
    """The figures of one run: latencies per route, errors, ids the server returned."""

    def __init__(self) -> None:
        self.ms: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, int] = defaultdict(int)
        self.written: set[str] = set()

    async def call(
        self, http: httpx.AsyncClient, route: str, method: str, path: str, body: Any = None
    ) -> Any:
        started = time.perf_counter()
        try:
            answer = await http.request(method, path, json=body)
        except httpx.HTTPError as exc:
            self.errors[f"{route}: {type(exc).__name__}"] += 1
            return None
        self.ms[route].append((time.perf_counter() - started) * 1000)
        if answer.status_code >= 400:
            self.errors[f"{route}: HTTP {answer.status_code}"] += 1
            return None
        return answer.json()


def namespace(n: int, namespaces: int) -> str:
    """The namespace of client ``n``: one shared by all, or teams in turn."""
    return NS if namespaces == 1 else f"{NS}-{n % namespaces}"


async def client(n: int, calls: int, url: str, token: str, load: Load, namespaces: int = 1) -> None:
    rng = random.Random(n)
    mine: list[str] = []
    names = [name for name, _ in MIX]
    weights = [weight for _, weight in MIX]
    base = f"/v1/namespaces/{namespace(n, namespaces)}"
    headers = {"Authorization": f"Bearer {token}"}
    limits = httpx.Limits(max_connections=1)
    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=120, limits=limits) as http:
        for _ in range(calls):
            route = rng.choices(names, weights)[0]
            if route in ("get", "anchor") and not mine:
                route = "remember"
            body: dict[str, Any]
            if route == "remember":
                body = {"content": words(rng, 8)}
                got = await load.call(http, route, "POST", f"{base}/memories", body)
                if got:
                    mine.append(got["record"]["id"])
            elif route == "batch":
                body = {"items": [words(rng, 8) for _ in range(5)]}
                got = await load.call(http, route, "POST", f"{base}/memories/batch", body)
                if got:
                    mine.extend(r["id"] for r in got["records"])
            elif route == "recall":
                await load.call(http, route, "POST", f"{base}/recall", {"query": words(rng, 3)})
            elif route == "context":
                body = {"query": words(rng, 3), "token_budget": 400}
                await load.call(http, route, "POST", f"{base}/context", body)
            elif route == "get":
                await load.call(http, route, "GET", f"{base}/memories/{rng.choice(mine)}")
            elif route == "anchor":
                await load.call(http, route, "POST", f"{base}/memories/{rng.choice(mine)}/anchor")
            else:
                await load.call(http, route, "GET", f"{base}/stats")
    load.written.update(mine)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def run(url: str, token: str, clients: int, calls: int, namespaces: int) -> None:
    load = Load()
    started = time.perf_counter()
    await asyncio.gather(*(client(n, calls, url, token, load, namespaces) for n in range(clients)))
    seconds = time.perf_counter() - started
    total = sum(len(v) for v in load.ms.values()) + sum(load.errors.values())
    print(
        f"{clients} clients x {calls} calls in {namespaces} namespace(s) = {total} calls in "
        f"{seconds:.1f} s "
        f"({total / seconds:.0f} calls/s)"
    )
    print(f"{'route':<10} {'calls':>6} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for route, _ in MIX:
        ms = load.ms.get(route, [])
        if ms:
            print(
                f"{route:<10} {len(ms):>6} {statistics.median(ms):>8.1f} "
                f"{percentile(ms, 0.99):>8.1f} {max(ms):>8.1f}"
            )
    print(f"errors: {sum(load.errors.values())} {dict(load.errors) or ''}")
    async with httpx.AsyncClient(
        base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=120
    ) as http:
        teams = sorted({namespace(n, namespaces) for n in range(clients)})
        live = 0
        for team in teams:
            live += (await http.get(f"/v1/namespaces/{team}/stats")).json()["live"]
    lost = len(load.written) - live
    print(f"writes: {len(load.written)} stored ids returned, {live} live in the store, lost {lost}")
    if load.errors or lost:
        raise SystemExit(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument(
        "--namespaces", type=int, default=1, help="1: every client in one namespace"
    )
    args = parser.parse_args()
    teams = sorted({namespace(n, args.namespaces) for n in range(args.clients)})
    with tempfile.TemporaryDirectory(prefix="sfams-load-") as folder:
        home = Path(folder)
        token = KeyStore(home / "keys.json").create(teams, name="load")[1]
        server, url = start_server(home)
        try:
            asyncio.run(run(url, token, args.clients, args.calls, args.namespaces))
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=120)


if __name__ == "__main__":
    main()
