"""Who may do what: the Bearer key of a request, its namespaces and its acting agent.

With no active key in the keys file, a loopback-only server answers without one (anyone
on the machine can use every namespace; ``sfams serve`` says so when it starts). Once a
key is active, or when the server listens beyond loopback, every request needs a valid
key. A token that is presented is always checked, so a revoked key gets 401 even when no
key is left. A key outside its scope gets the same 403 whether the namespace exists or
not: a key never learns anything about another namespace.
"""

from __future__ import annotations

import ipaddress

from sfams_tiers._vocab import validate_agent
from sfams_tiers.server._errors import Forbidden, Unauthorized
from sfams_tiers.server._keys import ApiKey, KeyStore

__all__ = ["Access", "bearer_token", "is_loopback"]


def is_loopback(host: str) -> bool:
    """Whether ``host`` is a loopback address (or ``localhost``).

    Example:
        >>> is_loopback("127.0.0.1"), is_loopback("::1"), is_loopback("0.0.0.0")
        (True, True, False)
    """
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip().strip("[]")).is_loopback
    except ValueError:
        return False


def bearer_token(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header (None when absent).

    Example:
        >>> bearer_token("Bearer sfk_a_b"), bearer_token(None)
        ('sfk_a_b', None)

    Raises:
        Unauthorized: The header is there but is not a Bearer token.
    """
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized(
            "The Authorization header must be 'Bearer <api key>'; "
            "create a key with `sfams keys create --namespace NS`."
        )
    return token.strip()


class Access:
    """The server's access rules over its keys file.

    Args:
        keys: The keys file (re-read when it changes).
        require_keys: True when the server listens beyond loopback: a key is required
            even if the file has none active.

    Example:
        >>> import tempfile
        >>> from pathlib import Path
        >>> access = Access(KeyStore(Path(tempfile.mkdtemp()) / "keys.json"))
        >>> access.authorize(None, "team-a", "planner")  # no key yet: loopback, open
        'planner'
    """

    def __init__(self, keys: KeyStore, *, require_keys: bool = False) -> None:
        self.keys = keys
        self.require_keys = require_keys

    def key_of(self, token: str | None) -> ApiKey | None:
        """The key ``token`` is; None when no key is needed and none was given.

        Raises:
            Unauthorized: The token is unknown or revoked, or a key is needed and missing.
        """
        if token is None:
            if self.require_keys or self.keys.has_active():
                raise Unauthorized(
                    "This server needs an API key: send 'Authorization: Bearer <api key>' "
                    "(its operator creates one with `sfams keys create --namespace NS`)."
                )
            return None
        key = self.keys.authenticate(token)
        if key is None:
            raise Unauthorized(
                "The API key is unknown or revoked; ask the server's operator for a valid "
                "key (`sfams keys list` shows them)."
            )
        return key

    def authorize(self, token: str | None, namespace: str, agent: str | None = None) -> str | None:
        """The agent a request acts as in ``namespace`` (None: the team).

        Args:
            token: The Bearer token, None when the request has none.
            namespace: The namespace the request reads or writes.
            agent: The agent the request asks to act as (``X-Sfams-Agent``).

        Raises:
            Unauthorized: See :meth:`key_of`.
            Forbidden: The key does not cover ``namespace``, or it is scoped to another
                agent than ``agent``.
            InvalidRecord: ``agent`` is not a valid agent name.
        """
        key = self.key_of(token)
        if key is not None and not key.allows(namespace):
            raise Forbidden(
                f"This API key may not use namespace {namespace!r}; use a key created with "
                f"`sfams keys create --namespace {namespace}`."
            )
        if key is not None and key.agent is not None:
            if agent is not None and agent != key.agent:
                raise Forbidden(
                    f"This API key acts as agent {key.agent!r} only; drop the X-Sfams-Agent "
                    "header or use a key of that agent."
                )
            return key.agent
        return None if agent is None else validate_agent(agent)

    async def authorize_bearer(self, token: str | None, namespace: str) -> str | None:
        """:meth:`authorize` without an agent header (the MCP endpoint's check)."""
        return self.authorize(token, namespace)
