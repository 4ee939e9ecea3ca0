"""A tiny real OpenAI-compatible embeddings and chat server for tests (stdlib http.server).

It listens on 127.0.0.1 with an ephemeral port, answers ``POST /v1/embeddings`` with
deterministic vectors derived from BLAKE2b of each text, and can be scripted to fail:
``server.script.extend([500, 500])`` makes the next two requests fail with HTTP 500
before it answers normally again; ``"wrong-dim"`` answers with one vector too short.

``POST /v1/chat/completions`` answers from its own queue, ``server.chat``: a dict is
returned as the JSON message content, a str as raw content (e.g. malformed JSON), an
int as that HTTP error (with ``retry-after-ms: 1`` so client retries are instant), and
:data:`HANG` holds the response until the test ends (the client's timeout fires first).
An empty queue answers ``{}``. Chat request bodies are kept in ``server.chat_requests``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np

NATIVE_DIMENSION = 12
HANG = "<hang>"
"""A ``chat`` queue item: hold the response until the server stops."""


def vector_for(text: str, dimension: int) -> list[float]:
    """The raw (not normalised) vector the server returns for ``text``."""
    seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")
    return [float(x) for x in np.random.default_rng(seed).standard_normal(dimension) + 0.5]


@dataclass
class FakeOpenAI:
    """State shared between the test and the server thread."""

    base_url: str = ""
    script: list[int | str] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    chat: list[dict[str, Any] | str | int] = field(default_factory=list)
    chat_requests: list[dict[str, Any]] = field(default_factory=list)
    released: threading.Event = field(default_factory=threading.Event)

    def complete(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """Answer one chat completion from the ``chat`` queue."""
        with self.lock:
            self.chat_requests.append(body)
            action = self.chat.pop(0) if self.chat else {}
        if isinstance(action, int):
            kind = "server_error" if action >= 500 else "invalid_request_error"
            return action, {"error": {"message": f"scripted {action}", "type": kind}}
        if action == HANG:
            self.released.wait(timeout=30)
            return 503, {"error": {"message": "released", "type": "server_error"}}
        content = action if isinstance(action, str) else json.dumps(action)
        message = {"role": "assistant", "content": content}
        return 200, {
            "id": f"chatcmpl-{len(self.chat_requests)}",
            "object": "chat.completion",
            "created": 0,
            "model": body["model"],
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }

    def respond(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        with self.lock:
            self.requests.append(body)
            action = self.script.pop(0) if self.script else "ok"
        if isinstance(action, int):
            kind = "server_error" if action >= 500 else "invalid_request_error"
            return action, {"error": {"message": f"scripted {action}", "type": kind}}
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        dimension = int(body.get("dimensions", NATIVE_DIMENSION))
        data = []
        for index, text in enumerate(texts):
            size = dimension - 1 if action == "wrong-dim" and index == len(texts) - 1 else dimension
            vector: Any = vector_for(text, size)
            if body.get("encoding_format") == "base64":
                vector = base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode()
            data.append({"object": "embedding", "index": index, "embedding": vector})
        # Reversed on purpose: clients must order by `index`, not by position.
        return 200, {
            "object": "list",
            "data": data[::-1],
            "model": body["model"],
            "usage": {"prompt_tokens": len(texts), "total_tokens": len(texts)},
        }


def _handler(state: FakeOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length))
            if self.path == "/v1/embeddings":
                state.headers.append({k.lower(): v for k, v in self.headers.items()})
                status, payload = state.respond(body)
            elif self.path == "/v1/chat/completions":
                status, payload = state.complete(body)
            else:
                status, payload = 404, {"error": {"message": "not found", "type": "not_found"}}
            raw = json.dumps(payload).encode()
            try:
                self.send_response(status)
                if self.path == "/v1/chat/completions" and status >= 400:
                    self.send_header("retry-after-ms", "1")
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)
            except (BrokenPipeError, ConnectionResetError):
                pass  # a client that timed out (HANG) has gone away

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass  # keep pytest output clean

    return Handler


@contextmanager
def serve() -> Iterator[FakeOpenAI]:
    """Run the server in a daemon thread for the duration of the ``with`` block."""
    state = FakeOpenAI()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    server.daemon_threads = True
    state.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    # A short poll interval makes shutdown() return in milliseconds instead of 0.5 s.
    thread = threading.Thread(target=server.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    try:
        yield state
    finally:
        state.released.set()
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
