"""API keys of ``sfams serve``: scoped to namespaces (and optionally one agent), stored hashed.

A key is shown once, as ``sfk_<key id>_<secret>``; the file keeps its id, label, scope,
dates and the sha256 of its secret, never the secret. The file is
``<SFAMS_HOME>/keys.json`` unless ``SFAMS_KEYS_FILE`` names another. Every change is a
read-modify-write under an ``fcntl`` lock on ``<file>.lock`` and lands with
``os.replace``, so two ``sfams keys create`` never lose one another's key and a reader
never sees half a file. A running server re-reads the file when it changes (checked at
most once a second), so a revoke takes effect without a restart.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import hmac
import json
import os
import secrets
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sfams_tiers._errors import ConfigurationError, InvalidInput
from sfams_tiers._vocab import validate_agent, validate_namespace

__all__ = ["KEYS_FILE_VARIABLE", "ApiKey", "KeyStore", "keys_path"]

KEYS_FILE_VARIABLE = "SFAMS_KEYS_FILE"
PREFIX = "sfk"
RELOAD_EVERY = 1.0  # seconds between two looks at the file's size and mtime


def keys_path(home: Path, environ: Mapping[str, str] | None = None) -> Path:
    """The keys file: ``$SFAMS_KEYS_FILE`` when set, else ``<home>/keys.json``.

    Example:
        >>> keys_path(Path("/srv/sfams"), {}).as_posix()
        '/srv/sfams/keys.json'
    """
    env = os.environ if environ is None else environ
    named = env.get(KEYS_FILE_VARIABLE, "").strip()
    return Path(named).expanduser() if named else Path(home) / "keys.json"


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class ApiKey:
    """One API key as stored (its secret is not kept, only its sha256).

    Attributes:
        id: Public identifier, the part after ``sfk_`` in the token.
        name: A label for people ("ci", "planner host").
        namespaces: The namespaces it may read and write.
        agent: When set, the key acts as this agent only (and sees its private memories).
        created: When it was made.
        revoked: When it was revoked, None while active.
        digest: sha256 hex of the secret.

    Example:
        >>> key = ApiKey("a1b2", "ci", ("team-a",), None, datetime(2026, 1, 1, tzinfo=UTC))
        >>> key.active, key.allows("team-a"), key.allows("team-b")
        (True, True, False)
    """

    id: str
    name: str
    namespaces: tuple[str, ...]
    agent: str | None
    created: datetime
    revoked: datetime | None = None
    digest: str = ""

    @property
    def active(self) -> bool:
        """True until the key is revoked."""
        return self.revoked is None

    def allows(self, namespace: str) -> bool:
        """Whether the key's scope covers ``namespace``."""
        return namespace in self.namespaces

    def to_dict(self, *, with_digest: bool = False) -> dict[str, Any]:
        """JSON-safe form; the digest only when writing the file."""
        data: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "namespaces": list(self.namespaces),
            "agent": self.agent,
            "created": self.created.isoformat(),
            "revoked": self.revoked.isoformat() if self.revoked else None,
        }
        if with_digest:
            data["sha256"] = self.digest
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ApiKey:
        """The key a file entry describes."""
        revoked = data.get("revoked")
        return cls(
            id=str(data["id"]),
            name=str(data.get("name", "")),
            namespaces=tuple(str(n) for n in data["namespaces"]),
            agent=None if data.get("agent") is None else str(data["agent"]),
            created=datetime.fromisoformat(str(data["created"])),
            revoked=datetime.fromisoformat(str(revoked)) if revoked else None,
            digest=str(data["sha256"]),
        )


class KeyStore:
    """The keys file: create, list, revoke, and check a presented token.

    Args:
        path: The JSON file (see :func:`keys_path`); it need not exist yet.
        monotonic: Seconds for the reload throttle (injected by tests).

    Example:
        >>> import tempfile
        >>> store = KeyStore(Path(tempfile.mkdtemp()) / "keys.json")
        >>> key, token = store.create(["team-a"], name="ci")
        >>> store.authenticate(token) == key, store.authenticate(token + "x")
        (True, None)
    """

    def __init__(self, path: Path, *, monotonic: Callable[[], float] = time.monotonic) -> None:
        self.path = Path(path)
        self._monotonic = monotonic
        self._keys: dict[str, ApiKey] = {}
        self._seen: tuple[int, int, int] | None = None
        self._checked = float("-inf")

    @classmethod
    def for_home(cls, home: Path) -> KeyStore:
        """The store of the data folder ``home`` (or ``SFAMS_KEYS_FILE``)."""
        return cls(keys_path(home))

    # -- reading ---------------------------------------------------------------------

    def _stat(self) -> tuple[int, int, int] | None:
        try:
            st = self.path.stat()
        except FileNotFoundError:
            return None
        return (st.st_ino, st.st_size, st.st_mtime_ns)

    def _read_file(self) -> dict[str, ApiKey]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise ConfigurationError(
                f"Cannot read the keys file {self.path} ({exc.strerror}); "
                "fix its permissions or set SFAMS_KEYS_FILE to another file."
            ) from exc
        try:
            entries = json.loads(text)["keys"] if text.strip() else []
            return {k.id: k for k in (ApiKey.from_dict(e) for e in entries)}
        except (ValueError, KeyError, TypeError) as exc:
            raise ConfigurationError(
                f"The keys file {self.path} is not valid ({exc}); restore it from a backup "
                "or move it away and create new keys with `sfams keys create`."
            ) from exc

    def refresh(self, *, force: bool = False) -> None:
        """Re-read the file if its size or mtime changed (looked at once a second at most)."""
        now = self._monotonic()
        if not force and now - self._checked < RELOAD_EVERY:
            return
        self._checked = now
        seen = self._stat()
        if force or seen != self._seen:
            self._keys = self._read_file()
            self._seen = seen

    def entries(self) -> list[ApiKey]:
        """Every key in the file, active and revoked, oldest first."""
        self.refresh(force=True)
        return sorted(self._keys.values(), key=lambda k: (k.created, k.id))

    def has_active(self) -> bool:
        """Whether some key is active (then every request must present one)."""
        self.refresh()
        return any(k.active for k in self._keys.values())

    def authenticate(self, token: str) -> ApiKey | None:
        """The active key ``token`` is, or None (unknown, malformed or revoked)."""
        self.refresh()
        parts = token.split("_", 2)
        if len(parts) != 3 or parts[0] != PREFIX:
            return None
        key = self._keys.get(parts[1])
        if key is None or not key.active:
            return None
        return key if hmac.compare_digest(_digest(parts[2]), key.digest) else None

    # -- writing ---------------------------------------------------------------------

    @contextlib.contextmanager
    def _locked(self) -> Iterator[dict[str, ApiKey]]:
        """The file's keys under an exclusive lock; what the block leaves is written."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock_path = self.path.with_name(self.path.name + ".lock")
        with open(lock_path, "a", encoding="utf-8") as lock:
            fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
            try:
                keys = self._read_file()
                yield keys
                self._write(keys.values())
            finally:
                fcntl.flock(lock.fileno(), fcntl.LOCK_UN)
        self.refresh(force=True)

    def _write(self, keys: Iterable[ApiKey]) -> None:
        body = {"version": 1, "keys": [k.to_dict(with_digest=True) for k in keys]}
        fd, tmp = tempfile.mkstemp(prefix=".keys-", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(body, out, indent=2)
                out.flush()
                os.fsync(out.fileno())
            os.chmod(tmp, 0o600)
            os.replace(tmp, self.path)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
            raise

    def create(
        self, namespaces: Iterable[str], *, agent: str | None = None, name: str = ""
    ) -> tuple[ApiKey, str]:
        """Make a key for ``namespaces`` (and ``agent``); returns it and its token, shown once.

        Raises:
            InvalidInput: No namespace, or a namespace or agent name that is not allowed.
        """
        scope = tuple(dict.fromkeys(validate_namespace(n) for n in namespaces))
        if not scope:
            raise InvalidInput(
                "namespaces", "give at least one namespace (--namespace team-a) for the key."
            )
        if agent is not None:
            validate_agent(agent)
        secret = secrets.token_urlsafe(32)
        with self._locked() as keys:
            key_id = secrets.token_hex(6)
            while key_id in keys:
                key_id = secrets.token_hex(6)
            key = ApiKey(key_id, name, scope, agent, datetime.now(UTC), None, _digest(secret))
            keys[key_id] = key
        return key, f"{PREFIX}_{key_id}_{secret}"

    def revoke(self, key_id: str) -> ApiKey:
        """Revoke key ``key_id`` (kept in the file, marked revoked; revoking twice is a no-op).

        Raises:
            InvalidInput: No key has that id.
        """
        with self._locked() as keys:
            key = keys.get(key_id)
            if key is None:
                raise InvalidInput(
                    "key_id", f"no key has id {key_id!r}; list the keys with `sfams keys list`."
                )
            if key.active:
                key = keys[key_id] = replace(key, revoked=datetime.now(UTC))
        return key
