"""How the server fails: typed JSON error bodies, and the size and time limits of a request.

Every error answer is ``{"error": {"type": <SfamsError subclass name>, "message": ...,
"field": <name or null>}}``, the status chosen by :func:`status_of`. Anything that is not
an :class:`~sfams_tiers.SfamsError` is a bug: the client gets a 500 that says nothing of
the internals, the server log gets the traceback.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sfams_tiers._errors import (
    EmbeddingError,
    InvalidInput,
    JobConflict,
    PolicyViolation,
    RecordNotFound,
    SfamsError,
    TierUnavailable,
)

__all__ = [
    "BodyLimit",
    "Forbidden",
    "RequestTimeout",
    "RequestTooLarge",
    "TimeLimit",
    "Unauthorized",
    "error_body",
    "install_error_handlers",
    "status_of",
]

log = logging.getLogger(__name__)
INTERNAL = (
    "The server failed on this request; its log has the details. Retry, or tell its operator."
)


class Unauthorized(SfamsError):
    """No API key, or one the server does not know or has revoked (HTTP 401)."""


class Forbidden(SfamsError):
    """A valid key asked for a namespace or agent outside its scope (HTTP 403)."""


class RequestTooLarge(InvalidInput):
    """The request body is over the server's ``--max-body-bytes`` (HTTP 413)."""


class RequestTimeout(SfamsError):
    """The request took longer than the server's ``--timeout`` (HTTP 504)."""


# Most specific first: a subclass must come before the class it derives from.
STATUSES: tuple[tuple[type[SfamsError], int], ...] = (
    (Unauthorized, 401),
    (Forbidden, 403),
    (RequestTooLarge, 413),
    (RequestTimeout, 504),
    (InvalidInput, 422),
    (EmbeddingError, 422),  # DimensionMismatch: a caller's vector of the wrong length
    (RecordNotFound, 404),
    (PolicyViolation, 409),
    (JobConflict, 409),
    (TierUnavailable, 503),
)


def status_of(exc: SfamsError) -> int:
    """The HTTP status of an error (500 for anything not in the mapping).

    Example:
        >>> status_of(RecordNotFound("x", "team-a")), status_of(SfamsError("?"))
        (404, 500)
    """
    return next((status for cls, status in STATUSES if isinstance(exc, cls)), 500)


def error_body(kind: str, message: str, field: str | None = None) -> dict[str, Any]:
    """The JSON body of an error answer.

    Example:
        >>> error_body("Forbidden", "no.")["error"]["type"]
        'Forbidden'
    """
    return {"error": {"type": kind, "message": message, "field": field}}


def error_response(exc: SfamsError) -> JSONResponse:
    """The answer to an error a caller caused (or a 500 without internals)."""
    status = status_of(exc)
    if status == 500:
        log.error("request failed", exc_info=exc)
        return JSONResponse(error_body("SfamsError", INTERNAL), status_code=500)
    field = getattr(exc, "field", None)
    return JSONResponse(
        error_body(type(exc).__name__, str(exc), field if isinstance(field, str) else None),
        status_code=status,
        headers={"WWW-Authenticate": "Bearer"} if status == 401 else None,
    )


def _validation_response(exc: RequestValidationError) -> JSONResponse:
    first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
    loc = [str(part) for part in first.get("loc", ()) if part != "body"]
    field = ".".join(loc) or None
    message = f"{field or 'body'}: {first.get('msg', 'invalid value')}; fix it and retry."
    return JSONResponse(error_body("InvalidInput", message, field), status_code=422)


def install_error_handlers(app: FastAPI) -> None:
    """Answer every error of ``app`` with the typed JSON body."""

    async def on_sfams(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, SfamsError)
        return error_response(exc)

    async def on_validation(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        return _validation_response(exc)

    async def on_http(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, HTTPException)
        message = (
            f"No route {request.method} {request.url.path}; see /openapi.json for the API."
            if exc.status_code in (404, 405)
            else str(exc.detail)
        )
        return JSONResponse(error_body("SfamsError", message), status_code=exc.status_code)

    async def on_anything(request: Request, exc: Exception) -> JSONResponse:
        log.error("unexpected error on %s %s", request.method, request.url.path, exc_info=exc)
        return JSONResponse(error_body("SfamsError", INTERNAL), status_code=500)

    app.add_exception_handler(SfamsError, on_sfams)
    app.add_exception_handler(RequestValidationError, on_validation)
    app.add_exception_handler(HTTPException, on_http)
    app.add_exception_handler(Exception, on_anything)


async def _send_error(send: Send, exc: SfamsError) -> None:
    response = error_response(exc)
    await send(
        {
            "type": "http.response.start",
            "status": response.status_code,
            "headers": response.raw_headers,
        }
    )
    await send({"type": "http.response.body", "body": response.body})


class BodyLimit:
    """Refuse a body over ``max_bytes`` with 413 before anything parses it.

    A declared ``Content-Length`` over the limit is refused at once; otherwise (chunked
    bodies too) the body is read up to the limit and handed on whole.
    """

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    def _too_large(self) -> RequestTooLarge:
        return RequestTooLarge(
            "body",
            f"the request body is over this server's limit of {self.max_bytes:,} bytes; "
            "send fewer items per call (or start the server with a larger --max-body-bytes).",
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Buffer the body within the limit, then call the app with it."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            await _send_error(send, self._too_large())
            return
        chunks: list[bytes] = []
        size, more = 0, True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away before sending its body
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await _send_error(send, self._too_large())
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        body: list[Message] = [{"type": "http.request", "body": b"".join(chunks)}]

        async def replay() -> Message:
            return body.pop() if body else await receive()

        await self.app(scope, replay, send)


class TimeLimit:
    """Answer 504 when a request under one of ``prefixes`` runs over ``seconds``."""

    def __init__(self, app: ASGIApp, seconds: float, prefixes: tuple[str, ...] = ("/v1",)) -> None:
        self.app = app
        self.seconds = seconds
        self.prefixes = prefixes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Run the request under ``asyncio.timeout``."""
        if scope["type"] != "http" or not str(scope["path"]).startswith(self.prefixes):
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        limit = asyncio.timeout(self.seconds)
        try:
            async with limit:
                await self.app(scope, receive, tracking)
        except TimeoutError:
            if started or not limit.expired():
                raise
            await _send_error(
                send,
                RequestTimeout(
                    f"The request took longer than this server's limit of {self.seconds:g} s "
                    "and was stopped; retry with less work per call (a smaller k, batch or "
                    "job), or start the server with a larger --timeout."
                ),
            )
