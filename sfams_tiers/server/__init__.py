"""``sfams serve``: one process owns a store and serves it over HTTP (and MCP) to many.

Needs the ``server`` extra (``pip install 'sfams-tiers[server]'``). See docs/server.md.

Example:
    >>> import tempfile, httpx
    >>> from sfams_tiers import load_settings
    >>> from sfams_tiers.server import ServerThread, create_app
    >>> with ServerThread(create_app(load_settings(home=tempfile.mkdtemp()))) as server:
    ...     answer = httpx.post(server.url + "/v1/namespaces/team-a/memories",
    ...                         json={"content": "The standup is at 9:30"})
    ...     answer.status_code
    201
"""

from __future__ import annotations

from sfams_tiers.server._access import Access, is_loopback
from sfams_tiers.server._errors import Forbidden, RequestTimeout, RequestTooLarge, Unauthorized
from sfams_tiers.server._http import DEFAULT_MAX_BODY_BYTES, DEFAULT_TIMEOUT, create_app
from sfams_tiers.server._keys import KEYS_FILE_VARIABLE, ApiKey, KeyStore, keys_path
from sfams_tiers.server._pool import MemoryPool, open_pool
from sfams_tiers.server._run import ServerThread, check_bind, serve

__all__ = [
    "DEFAULT_MAX_BODY_BYTES",
    "DEFAULT_TIMEOUT",
    "KEYS_FILE_VARIABLE",
    "Access",
    "ApiKey",
    "Forbidden",
    "KeyStore",
    "MemoryPool",
    "RequestTimeout",
    "RequestTooLarge",
    "ServerThread",
    "Unauthorized",
    "check_bind",
    "create_app",
    "is_loopback",
    "keys_path",
    "open_pool",
    "serve",
]
