"""Finding or starting the real services the tests talk to.

Every service is either given by the environment (``SFAMS_REDIS_URL``,
``SFAMS_QDRANT_URL``, ...) or started by the tests themselves on loopback. When
``SFAMS_REQUIRE_SERVICES=1`` (set by ``.ci/run``) a service that cannot be had fails
the test instead of skipping it, so CI can never pass by skipping.
"""

from __future__ import annotations

import os
import socket
from typing import NoReturn

import pytest

SERVICE_VARIABLES = ("SFAMS_REDIS_URL", "SFAMS_QDRANT_URL", "SFAMS_QDRANT_API_KEY")
# Read once, when the test session starts: every test then runs with the SFAMS_*
# variables removed (see tests/conftest.py), so code under test that reads settings
# can never write into a developer's or CI's shared server by accident.
SERVICE_ENV: dict[str, str] = {k: os.environ[k] for k in SERVICE_VARIABLES if os.environ.get(k)}


def service_url(variable: str) -> str | None:
    """The service configured for the contract suite in ``variable``, if any."""
    return SERVICE_ENV.get(variable)


def services_required() -> bool:
    """True when missing services must fail the run (CI)."""
    return os.environ.get("SFAMS_REQUIRE_SERVICES") == "1"


def unavailable(service: str, why: str) -> NoReturn:
    """Skip (locally) or fail (CI) because ``service`` cannot be used."""
    message = f"{service} is not available: {why}"
    if services_required():
        pytest.fail(f"SFAMS_REQUIRE_SERVICES=1 but {message}", pytrace=False)
    pytest.skip(message)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port
