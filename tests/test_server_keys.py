"""API keys: the keys file, ``sfams keys``, and what a key may do on a running server."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from sfams_tiers import ConfigurationError, InvalidInput, load_settings
from sfams_tiers._cli_keys import keys as keys_command
from sfams_tiers._cli_serve import serve as serve_command
from sfams_tiers.server import KeyStore, ServerThread, check_bind, create_app, keys_path

NS = "/v1/namespaces"


def test_a_key_is_stored_hashed_and_shown_once(tmp_path: Path) -> None:
    store = KeyStore(tmp_path / "keys.json")
    key, token = store.create(["team-a", "team-b"], agent="planner", name="ci")
    prefix, key_id, secret = token.split("_", 2)
    assert (prefix, key_id) == ("sfk", key.id)
    assert len(secret) >= 40
    text = (tmp_path / "keys.json").read_text()
    assert secret not in text
    assert key.digest in text
    assert stat.S_IMODE((tmp_path / "keys.json").stat().st_mode) == 0o600
    again = KeyStore(tmp_path / "keys.json")
    assert again.authenticate(token) == key
    assert again.authenticate(f"sfk_{key.id}_{secret[:-1]}x") is None
    assert again.authenticate(token.replace("sfk_", "sfx_")) is None
    assert key.namespaces == ("team-a", "team-b")
    assert key.agent == "planner"


def test_revoke_keeps_the_key_listed_and_refuses_it(tmp_path: Path) -> None:
    store = KeyStore(tmp_path / "keys.json")
    key, token = store.create(["team-a"])
    revoked = store.revoke(key.id)
    assert revoked.revoked is not None
    assert not store.has_active()
    assert [k.id for k in store.entries()] == [key.id]
    assert store.authenticate(token) is None
    with pytest.raises(InvalidInput, match="sfams keys list"):
        store.revoke("nope")


def test_bad_scopes_are_refused(tmp_path: Path) -> None:
    store = KeyStore(tmp_path / "keys.json")
    with pytest.raises(InvalidInput, match="at least one namespace"):
        store.create([])
    with pytest.raises(InvalidInput):
        store.create(["Team A"])
    with pytest.raises(InvalidInput):
        store.create(["team-a"], agent="not an agent")
    assert store.entries() == []


def test_keys_file_can_be_named_by_the_environment() -> None:
    assert keys_path(Path("/h"), {"SFAMS_KEYS_FILE": "/etc/k.json"}) == Path("/etc/k.json")
    assert keys_path(Path("/h"), {}) == Path("/h/keys.json")


CREATE_MANY = """
import sys
from pathlib import Path
from sfams_tiers.server import KeyStore
store = KeyStore(Path(sys.argv[1]))
for i in range(int(sys.argv[2])):
    store.create(["team-a"], name=sys.argv[3] + str(i))
"""


def test_two_processes_creating_keys_lose_none(tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    runs = [
        subprocess.Popen([sys.executable, "-c", CREATE_MANY, str(path), "25", name])
        for name in ("a", "b")
    ]
    assert [run.wait(timeout=120) for run in runs] == [0, 0]
    names = sorted(k.name for k in KeyStore(path).entries())
    assert names == sorted(f"{n}{i}" for n in "ab" for i in range(25))


def test_keys_command_creates_lists_and_revokes(tmp_path: Path) -> None:
    runner = CliRunner()
    obj = {"settings": load_settings(home=tmp_path)}
    made = runner.invoke(keys_command, ["create", "-n", "team-a", "--name", "ci"], obj=obj)
    assert made.exit_code == 0, made.output
    token = made.stdout.strip().splitlines()[0]
    assert token.startswith("sfk_")
    listed = json.loads(runner.invoke(keys_command, ["list", "--json"], obj=obj).stdout)
    assert [(k["name"], k["namespaces"], k["revoked"]) for k in listed] == [
        ("ci", ["team-a"], None)
    ]
    assert token.split("_", 2)[2] not in runner.invoke(keys_command, ["list"], obj=obj).stdout
    revoked = runner.invoke(keys_command, ["revoke", listed[0]["id"]], obj=obj)
    assert revoked.exit_code == 0
    assert "revoked" in revoked.stdout
    assert KeyStore(tmp_path / "keys.json").authenticate(token) is None


def test_a_non_loopback_host_needs_an_active_key(tmp_path: Path) -> None:
    store = KeyStore(tmp_path / "keys.json")
    with pytest.raises(ConfigurationError, match=r"--host 0\.0\.0\.0.*sfams keys create"):
        check_bind("0.0.0.0", store)
    assert "anyone on this machine" in str(check_bind("127.0.0.1", store))
    refused = CliRunner().invoke(
        serve_command, ["--host", "0.0.0.0"], obj={"settings": load_settings(home=tmp_path)}
    )
    assert refused.exit_code != 0
    assert isinstance(refused.exception, ConfigurationError)
    store.create(["team-a"])
    assert check_bind("0.0.0.0", store) is None


# -- on a running server ---------------------------------------------------------------


class Served:
    def __init__(self, server: ServerThread, store: KeyStore) -> None:
        self.url = server.url
        self.store = store

    def http(self, token: str | None = None, **headers: str) -> httpx.Client:
        if token:
            headers["Authorization"] = f"Bearer {token}"
        return httpx.Client(base_url=self.url, headers=headers, timeout=30)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    home = tmp_path_factory.mktemp("keys-home")
    store = KeyStore(home / "keys.json")
    store.create(["unused"])
    with ServerThread(create_app(load_settings(home=home), keys=store)) as server:
        yield Served(server, store)


def every_route(ns: str, rid: str) -> list[tuple[str, str, dict[str, object] | None]]:
    mem = f"{NS}/{ns}/memories/{rid}"
    return [
        ("POST", f"{NS}/{ns}/memories", {"content": "x"}),
        ("POST", f"{NS}/{ns}/memories/batch", {"items": ["x"]}),
        ("POST", f"{NS}/{ns}/recall", {"query": "x"}),
        ("POST", f"{NS}/{ns}/context", {"query": "x", "token_budget": 100}),
        ("GET", mem, None),
        ("DELETE", mem, None),
        ("POST", f"{mem}/anchor", None),
        ("DELETE", f"{mem}/anchor", None),
        ("POST", f"{mem}/verify", {"confidence": 1.0}),
        ("POST", f"{mem}/reward", {"reward": 1.0}),
        ("POST", f"{mem}/restore", None),
        ("POST", f"{mem}/links", {"kind": "updates", "target": rid}),
        ("GET", f"{NS}/{ns}/stats", None),
        ("POST", f"{NS}/{ns}/jobs/maintain", {}),
    ]


def test_a_key_of_one_namespace_gets_403_on_every_route_of_another(served: Served) -> None:
    key_a = served.store.create(["scope-a"])[1]
    key_b = served.store.create(["scope-b"])[1]
    with served.http(key_b) as b:
        made = b.post(f"{NS}/scope-b/memories", json={"content": "Secret of team B is 1234"})
        rid = made.json()["record"]["id"]
    bodies = set()
    with served.http(key_a) as a:
        for ns in ("scope-b", "no-such-namespace"):
            for method, path, body in every_route(ns, rid):
                answer = a.request(method, path, json=body)
                assert answer.status_code == 403, (method, path, answer.text)
                error = answer.json()["error"]
                assert error["type"] == "Forbidden"
                assert "1234" not in answer.text
                bodies.add(answer.text.replace(ns, "NS"))
        assert len(bodies) == 1  # nothing tells an existing namespace from a missing one
        through_a = a.get(f"{NS}/scope-a/memories/{rid}")
        assert through_a.status_code == 404
        assert a.post(f"{NS}/scope-a/recall", json={"query": "secret of team B"}).json() == {
            "hits": []
        }
    with served.http(key_b) as b:
        assert b.get(f"{NS}/scope-b/memories/{rid}").json()["record"]["content"].endswith("1234")


def test_an_agent_key_acts_as_its_agent_only(served: Served) -> None:
    planner = served.store.create(["agents"], agent="planner")[1]
    coder = served.store.create(["agents"], agent="coder")[1]
    team = served.store.create(["agents"])[1]
    with served.http(planner) as p:
        made = p.post(
            f"{NS}/agents/memories",
            json={"content": "My draft plan: cut scope of Atlas", "visibility": "private"},
        ).json()["record"]
        assert made["agent"] == "planner"
        posing = p.post(
            f"{NS}/agents/memories", json={"content": "hi"}, headers={"X-Sfams-Agent": "coder"}
        )
        assert posing.status_code == 403
        assert posing.json()["error"]["type"] == "Forbidden"
        same = p.get(f"{NS}/agents/memories/{made['id']}", headers={"X-Sfams-Agent": "planner"})
        assert same.status_code == 200
    with served.http(coder) as c:
        assert c.get(f"{NS}/agents/memories/{made['id']}").status_code == 404
        hits = c.post(f"{NS}/agents/recall", json={"query": "draft plan Atlas scope"}).json()
        assert made["id"] not in [h["record"]["id"] for h in hits["hits"]]
    with served.http(team, **{"X-Sfams-Agent": "planner"}) as t:
        assert t.get(f"{NS}/agents/memories/{made['id']}").status_code == 200


def test_missing_malformed_and_unknown_keys_get_401(served: Served) -> None:
    with served.http() as anonymous:
        for headers in ({}, {"Authorization": "Basic abc"}, {"Authorization": "Bearer sfk_x_y"}):
            answer = anonymous.get(f"{NS}/unused/stats", headers=headers)
            assert answer.status_code == 401
            assert answer.json()["error"]["type"] == "Unauthorized"
        assert anonymous.get("/metrics").status_code == 401
        assert anonymous.get("/healthz").status_code == 200


def test_a_revoked_key_gets_401_within_a_second_without_restart(served: Served) -> None:
    key, token = served.store.create(["revoke"])
    with served.http(token) as http:
        assert http.get(f"{NS}/revoke/stats").status_code == 200
        # Revoke from another process, as `sfams keys revoke` does.
        env = {**os.environ, "SFAMS_KEYS_FILE": str(served.store.path)}
        subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from sfams_tiers._cli_keys import keys; keys()",
                "revoke",
                key.id,
            ],
            env=env,
            check=True,
            timeout=60,
            capture_output=True,
        )
        revoked_at = time.monotonic()
        while http.get(f"{NS}/revoke/stats").status_code != 401:
            assert time.monotonic() - revoked_at < 3.0, "the revoke did not take effect"
        assert time.monotonic() - revoked_at < 2.0
