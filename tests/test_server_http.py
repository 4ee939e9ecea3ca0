"""The HTTP API of ``sfams serve``: a real uvicorn server on a loopback port, embedded store.

One server (with keys) serves most tests, each in namespaces of its own; tests that need
other server options start their own.
"""

from __future__ import annotations

import asyncio
import json
import os
import queue
import random
import re
import signal
import socket
import string
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import httpx
import pytest
from click.testing import CliRunner

from sfams_tiers import ConfigurationError, StoreLocked, load_settings
from sfams_tiers._cli_serve import serve as serve_command
from sfams_tiers.server import KeyStore, ServerThread, create_app, open_pool

NS = "/v1/namespaces"


class Api:
    """A running server, its keys file and a key for its usual namespaces."""

    def __init__(self, server: ServerThread, keys: KeyStore, token: str) -> None:
        self.server = server
        self.keys = keys
        self.token = token

    def client(self, token: str | None = None, **headers: str) -> httpx.Client:
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        return httpx.Client(base_url=self.server.url, headers=headers, timeout=30)

    def key(self, *namespaces: str, agent: str | None = None) -> str:
        return self.keys.create(namespaces, agent=agent)[1]


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Api]:
    home = tmp_path_factory.mktemp("server-home")
    keys = KeyStore(home / "keys.json")
    token = keys.create(["rt", "errors", "metrics", "load"], name="tests")[1]
    app = create_app(load_settings(home=home), keys=keys)
    with ServerThread(app) as server:
        yield Api(server, keys, token)


def words(rng: random.Random, n: int = 8) -> str:
    """A sentence of made-up words: no two share enough to be near-duplicates."""
    return " ".join("".join(rng.choices(string.ascii_lowercase, k=7)) for _ in range(n))


def error(answer: httpx.Response) -> dict[str, Any]:
    body: dict[str, Any] = answer.json()["error"]
    assert set(body) == {"type", "message", "field"}
    return body


def test_healthz_needs_no_key_and_openapi_lists_every_route(api: Api) -> None:
    with api.client() as http:
        assert http.get("/healthz").json() == {"status": "ok"}
        paths = http.get("/openapi.json").json()["paths"]
    base = NS + "/{namespace}"
    assert set(paths[base + "/memories/{record_id}"]) == {"get", "delete"}
    assert set(paths[base + "/memories/{record_id}/anchor"]) == {"post", "delete"}
    for tail in ("/memories", "/memories/batch", "/recall", "/context", "/jobs/{name}"):
        assert "post" in paths[base + tail], tail
    for tail in ("verify", "reward", "restore", "links"):
        assert "post" in paths[f"{base}/memories/{{record_id}}/{tail}"], tail
    assert "get" in paths[base + "/stats"]
    assert "get" in paths["/metrics"]


def test_every_route_round_trips(api: Api) -> None:
    with api.client(api.token) as http:
        made = http.post(
            f"{NS}/rt/memories",
            json={
                "content": "The Orion launch is on 3 March",
                "type": "deadline",
                "entities": ["project:orion"],
                "importance": 0.7,
            },
        )
        assert made.status_code == 201
        record = made.json()["record"]
        assert record["content"] == "The Orion launch is on 3 March"
        assert record.get("embedding") is None
        assert record["namespace"] == "rt"
        rid = record["id"]

        batch = http.post(
            f"{NS}/rt/memories/batch",
            json={
                "items": [
                    "Katya leads the Halcyon team",
                    {"content": "Standup is at 9:30", "type": "fact"},
                ]
            },
        ).json()["records"]
        assert [r["content"] for r in batch] == [
            "Katya leads the Halcyon team",
            "Standup is at 9:30",
        ]

        hits = http.post(f"{NS}/rt/recall", json={"query": "when is the Orion launch?"}).json()
        top = hits["hits"][0]
        assert top["record"]["id"] == rid
        assert {"score", "relevance", "retention", "unverified", "restored"} <= set(top)

        ctx = http.post(
            f"{NS}/rt/context", json={"query": "Orion launch date", "token_budget": 300}
        ).json()
        assert "The Orion launch is on 3 March" in ctx["text"]
        assert ctx["budget"] == 300
        assert ctx["tokens"] <= 300
        assert ctx["items"][0]["record"]["id"] == rid
        assert "counter" in ctx

        assert http.get(f"{NS}/rt/memories/{rid}").json()["record"]["id"] == rid
        assert http.post(f"{NS}/rt/memories/{rid}/anchor").json()["record"]["anchored"] is True
        assert http.delete(f"{NS}/rt/memories/{rid}/anchor").json()["record"]["anchored"] is False
        verified = http.post(f"{NS}/rt/memories/{rid}/verify", json={"confidence": 1.0})
        assert verified.json()["record"]["confidence"] == 1.0
        before = http.get(f"{NS}/rt/memories/{rid}").json()["record"]["importance"]
        rewarded = http.post(f"{NS}/rt/memories/{rid}/reward", json={"reward": 1.0})
        assert rewarded.json()["record"]["importance"] > before

        newer = http.post(f"{NS}/rt/memories", json={"content": "Orion moved to 10 March"})
        linked = http.post(
            f"{NS}/rt/memories/{newer.json()['record']['id']}/links",
            json={"kind": "updates", "target": rid},
        ).json()["record"]
        assert {"kind": "updates", "target": rid} in linked["relations"]
        assert http.get(f"{NS}/rt/memories/{rid}").json()["record"]["superseded_by"]

        archived = http.delete(f"{NS}/rt/memories/{batch[1]['id']}", params={"reason": "old"})
        assert archived.json()["record"]["tier"] == "cold"
        restored = http.post(f"{NS}/rt/memories/{batch[1]['id']}/restore").json()["record"]
        assert restored["tier"] in ("warm", "hot")
        assert restored["id"] == batch[1]["id"]

        stats = http.get(f"{NS}/rt/stats").json()
        assert stats["namespace"] == "rt"
        assert stats["live"] == 4

        report = http.post(f"{NS}/rt/jobs/maintain", json={"dry_run": True}).json()
        assert report["job"] == "maintain"
        assert report["dry_run"] is True
        job = http.post(
            f"{NS}/rt/jobs/archive", json={"arguments": {"ids": [batch[0]["id"]]}}
        ).json()
        assert job["moved"] == {"archive": 1}
        assert http.get(f"{NS}/rt/memories/{batch[0]['id']}").json()["record"]["tier"] == "cold"


def test_errors_are_typed_bodies_with_status(api: Api) -> None:
    with api.client(api.token) as http:
        bad = http.post(f"{NS}/errors/memories", json={"content": "x", "importance": 3})
        assert bad.status_code == 422
        assert error(bad)["type"] == "InvalidRecord"
        assert error(bad)["field"] == "importance"
        missing = http.post(f"{NS}/errors/memories", json={"type": "fact"})
        assert missing.status_code == 422
        assert error(missing) | {"message": ""} == {
            "type": "InvalidInput",
            "message": "",
            "field": "content",
        }
        assert http.post(f"{NS}/errors/recall", json={"query": "q", "k": 0}).status_code == 422
        unknown_job = http.post(f"{NS}/errors/jobs/defrag", json={})
        assert unknown_job.status_code == 422
        assert error(unknown_job)["field"] == "name"
        absent = http.get(f"{NS}/errors/memories/0190b8c2-0000-7000-8000-000000000000")
        assert absent.status_code == 404
        assert error(absent)["type"] == "RecordNotFound"
        vault = {"content": "Vault code is 4411", "anchored": True}
        rid = http.post(f"{NS}/errors/memories", json=vault).json()["record"]["id"]
        anchored = http.delete(f"{NS}/errors/memories/{rid}")
        assert anchored.status_code == 409
        assert error(anchored)["type"] == "PolicyViolation"
        hard = http.post(f"{NS}/errors/memories", json={"content": "Temp note about lunch"})
        refused = http.delete(
            f"{NS}/errors/memories/{hard.json()['record']['id']}", params={"hard": "true"}
        )
        assert refused.status_code == 409
        no_route = http.get("/v1/nothing")
        assert no_route.status_code == 404
        assert error(no_route)["type"] == "SfamsError"


def test_a_body_over_the_limit_gets_413_declared_or_chunked(api: Api) -> None:
    big = b'{"content": "' + b"a" * (1024 * 1024 + 10) + b'"}'

    def chunks() -> Iterator[bytes]:
        for start in range(0, len(big), 64 * 1024):
            yield big[start : start + 64 * 1024]

    with api.client(api.token) as http:
        declared = http.post(f"{NS}/errors/memories", content=big)
        chunked = http.post(f"{NS}/errors/memories", content=chunks())
        assert "content-length" not in chunked.request.headers
    for answer in (declared, chunked):
        assert answer.status_code == 413
        assert error(answer)["type"] == "RequestTooLarge"


def test_metrics_show_latency_jobs_and_tier_sizes(api: Api) -> None:
    with api.client(api.token) as http:
        http.post(f"{NS}/metrics/memories", json={"content": "Metrics are scraped every 15 s"})
        http.post(f"{NS}/metrics/recall", json={"query": "scrape interval"})
        http.post(f"{NS}/metrics/jobs/maintain", json={})
        text = http.get("/metrics").text
        assert httpx.Client(base_url=api.server.url).get("/metrics").status_code == 401
    assert (
        'sfams_http_request_duration_seconds_count{method="POST",'
        'route="/v1/namespaces/{namespace}/recall",status="200"}'
    ) in text
    assert 'sfams_jobs_total{job="maintain",outcome="ok"}' in text
    assert 'sfams_tier_records{namespace="metrics",tier="live"} 1.0' in text


async def test_concurrent_clients_lose_no_write(api: Api) -> None:
    clients, calls = 20, 20
    headers = {"Authorization": f"Bearer {api.token}"}

    async def client(n: int) -> list[str]:
        rng = random.Random(n)
        ids: list[str] = []
        async with httpx.AsyncClient(base_url=api.server.url, headers=headers, timeout=60) as c:
            for i in range(calls):
                if i % 4 == 3:
                    answer = await c.post(f"{NS}/load/recall", json={"query": words(rng, 3)})
                    assert answer.status_code == 200, answer.text
                    continue
                answer = await c.post(f"{NS}/load/memories", json={"content": words(rng)})
                assert answer.status_code == 201, answer.text
                ids.append(answer.json()["record"]["id"])
        return ids

    written = [rid for ids in await asyncio.gather(*map(client, range(clients))) for rid in ids]
    assert len(written) == clients * calls * 3 // 4
    assert len(set(written)) == len(written)
    with api.client(api.token) as http:
        assert http.get(f"{NS}/load/stats").json()["live"] == len(written)


def test_a_slow_request_gets_504(tmp_path: Path) -> None:
    app = create_app(load_settings(home=tmp_path), timeout=0.000_001)
    with ServerThread(app) as server, httpx.Client(base_url=server.url) as http:
        slow = http.post(f"{NS}/t/recall", json={"query": "anything at all"})
        assert slow.status_code == 504
        assert error(slow)["type"] == "RequestTimeout"
        assert http.get("/healthz").status_code == 200


def test_without_keys_a_loopback_server_needs_none(tmp_path: Path) -> None:
    app = create_app(load_settings(home=tmp_path))
    with ServerThread(app) as server, httpx.Client(base_url=server.url) as http:
        made = http.post(
            f"{NS}/open/memories",
            json={"content": "Planner notes", "visibility": "private"},
            headers={"X-Sfams-Agent": "planner"},
        )
        assert made.status_code == 201
        assert made.json()["record"]["agent"] == "planner"
        rid = made.json()["record"]["id"]
        assert http.get(f"{NS}/open/memories/{rid}").status_code == 404  # the team view
        assert http.get("/metrics").status_code == 200
        unknown = http.get(f"{NS}/open/stats", headers={"Authorization": "Bearer sfk_x_y"})
        assert unknown.status_code == 401  # a presented key is always checked


CLIENT = """
import json, sys, httpx
url, mode, agent = sys.argv[1:4]
http = httpx.Client(base_url=url + "/v1/namespaces/shared", timeout=60,
                    headers={"X-Sfams-Agent": agent})
if mode == "write":
    ids = [http.post("/memories", json={"content": f"{agent} finding {w}"}).json()["record"]["id"]
           for w in sys.argv[4:]]
    print(json.dumps(ids))
else:
    ids = json.loads(sys.argv[4])
    got = [http.get(f"/memories/{i}").json()["record"]["agent"] for i in ids]
    print(json.dumps(got))
"""


def run_clients(*argvs: list[str]) -> list[Any]:
    runs = [
        subprocess.Popen([sys.executable, "-c", CLIENT, *argv], stdout=subprocess.PIPE, text=True)
        for argv in argvs
    ]
    outs = [run.communicate(timeout=120)[0] for run in runs]
    assert [run.returncode for run in runs] == [0] * len(runs)
    return [json.loads(out) for out in outs]


def served_url(serve: subprocess.Popen[str]) -> tuple[str, list[str]]:
    """The URL ``sfams serve --port 0`` logs once it listens, and the lines before it."""
    assert serve.stderr is not None
    lines: queue.Queue[str] = queue.Queue()

    def drain(stream: IO[str]) -> None:  # keeps reading, so the server never blocks on it
        for line in stream:
            lines.put(line)

    threading.Thread(target=drain, args=(serve.stderr,), daemon=True).start()
    seen: list[str] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            seen.append(lines.get(timeout=max(deadline - time.monotonic(), 0.01)))
        except queue.Empty:
            break
        found = re.search(r"running on (http://127\.0\.0\.1:\d+)", seen[-1])
        if found:
            return found.group(1), seen
    raise AssertionError("sfams serve did not start:\n" + "".join(seen))


def test_two_processes_share_one_embedded_store_through_sfams_serve(tmp_path: Path) -> None:
    env = {**os.environ, "SFAMS_HOME": str(tmp_path)}
    serve = subprocess.Popen(
        [sys.executable, "-c", "from sfams_tiers._cli_serve import serve; serve()", "--port", "0"],
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        url, lines = served_url(serve)
        assert any("anyone on this machine" in line for line in lines)
        ids_a, ids_b = run_clients(
            [url, "write", "alpha", "saffron", "quartz", "meadow", "thistle"],
            [url, "write", "beta", "cobalt", "harbor", "lantern", "juniper"],
        )
        seen_by_b, seen_by_a = run_clients(
            [url, "read", "bravo", json.dumps(ids_a)], [url, "read", "alfa", json.dumps(ids_b)]
        )
        assert seen_by_b == ["alpha"] * 4
        assert seen_by_a == ["beta"] * 4
        stats = httpx.get(f"{url}/v1/namespaces/shared/stats").json()
        assert stats["live"] == 8
    finally:
        serve.send_signal(signal.SIGINT)
        serve.wait(timeout=60)
    assert serve.returncode == 0


def test_the_mcp_endpoint_is_served_at_mcp_with_the_same_keys(api: Api) -> None:
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"},
        },
    }
    accept = {"Accept": "application/json, text/event-stream"}
    with api.client(**accept) as anonymous:
        refused = anonymous.post("/mcp", json=initialize)
        assert refused.status_code == 401
    with api.client(api.token, **accept) as http:
        answer = http.post("/mcp", json=initialize)
        assert answer.status_code == 200, answer.text
        assert "sfams-tiers" in answer.text
        assert 'route="/mcp"' in http.get("/metrics").text


async def test_serve_says_when_another_process_holds_the_store(tmp_path: Path) -> None:
    settings = load_settings(home=tmp_path)
    async with open_pool(settings):
        held = await asyncio.to_thread(
            CliRunner().invoke, serve_command, ["--port", "0"], obj={"settings": settings}
        )
    assert isinstance(held.exception, StoreLocked), held.output


def test_serve_says_when_its_port_is_in_use(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        settings = load_settings(home=tmp_path)
        done = CliRunner().invoke(serve_command, ["--port", str(port)], obj={"settings": settings})
    assert isinstance(done.exception, ConfigurationError), done.output
    assert f"Port {port} on 127.0.0.1 is in use" in str(done.exception)
    assert not (tmp_path / "warm").exists()  # refused before the store was opened
