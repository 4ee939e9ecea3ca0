"""The ``/v1`` routes: each checks the key, makes one library call and answers its JSON.

The routes mirror :class:`~sfams_tiers.TieredMemory`: same operations, same argument
names. The acting memory comes from :func:`acting`: the namespace of the path, the agent
of the key (or of ``X-Sfams-Agent``), checked against the key's scope first.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Header, Request, Security
from fastapi.security import HTTPBearer
from starlette.responses import Response

from sfams_tiers._errors import SfamsError, TierUnavailable
from sfams_tiers._jobs import JOB_NAMES
from sfams_tiers._memory import TieredMemory
from sfams_tiers.server._access import bearer_token
from sfams_tiers.server._bodies import (
    BatchBody,
    ContextBody,
    JobBody,
    LinkBody,
    RecallBody,
    RememberBody,
    RewardBody,
    VerifyBody,
    given,
)
from sfams_tiers.server._metrics import CONTENT_TYPE
from sfams_tiers.server._pool import MemoryPool
from sfams_tiers.server._state import ServerState
from sfams_tiers.server._wire import context_json, hit_json, job_arguments, record_json

__all__ = ["acting", "router", "service_router"]

Json = dict[str, Any]
_bearer = HTTPBearer(auto_error=False, description="An API key from `sfams keys create`.")


def server_state(request: Request) -> ServerState:
    """The state of the app serving ``request``."""
    state: ServerState = request.app.state.sfams
    return state


def _pool(state: ServerState) -> MemoryPool:
    if state.pool is None:
        raise TierUnavailable("The server is starting or stopping; retry in a moment.")
    return state.pool


async def acting(
    namespace: str,
    request: Request,
    _credentials: Annotated[object, Security(_bearer)] = None,
    x_sfams_agent: Annotated[
        str | None, Header(description="Act as this agent (keys not scoped to one agent).")
    ] = None,
) -> TieredMemory:
    """The memory a request acts on: its namespace, as the agent its key allows.

    Raises:
        Unauthorized: No key, or an unknown or revoked one, where a key is needed.
        Forbidden: The key does not cover the namespace or the agent.
    """
    state = server_state(request)
    token = bearer_token(request.headers.get("authorization"))
    agent = state.access.authorize(token, namespace, x_sfams_agent)
    return await _pool(state).memory_for(namespace, agent)


Memory = Annotated[TieredMemory, Depends(acting)]
router = APIRouter(prefix="/v1/namespaces/{namespace}", tags=["memory"])


@router.post("/memories", status_code=201, summary="remember")
async def remember(body: RememberBody, memory: Memory) -> Json:
    """Store a memory (or reinforce the near-duplicate it repeats)."""
    return {"record": record_json(await memory.remember(**body.arguments()))}


@router.post("/memories/batch", summary="remember_many")
async def remember_many(body: BatchBody, memory: Memory) -> Json:
    """Store several memories; one bad item stores nothing."""
    items = [item if isinstance(item, str) else item.arguments() for item in body.items]
    return {"records": [record_json(r) for r in await memory.remember_many(items)]}


@router.post("/recall", summary="recall")
async def recall(body: RecallBody, memory: Memory) -> Json:
    """The memories that best serve the query, best first."""
    arguments = given(body)
    hits = await memory.recall(arguments.pop("query"), **arguments)
    return {"hits": [hit_json(hit) for hit in hits]}


@router.post("/context", summary="assemble_context")
async def context(body: ContextBody, memory: Memory) -> Json:
    """The memories a model should see, rendered within the token budget (``text``)."""
    arguments = given(body)
    return context_json(await memory.assemble_context(arguments.pop("query"), **arguments))


@router.get("/memories/{record_id}", summary="get")
async def get(record_id: str, memory: Memory) -> Json:
    """One memory from whichever tier holds it."""
    return {"record": record_json(await memory.get(record_id))}


@router.delete("/memories/{record_id}", summary="forget")
async def forget(
    record_id: str, memory: Memory, hard: bool = False, reason: str | None = None
) -> Json:
    """Archive a memory (restorable, returned) or delete it with ``hard=true`` (null)."""
    extra = {} if reason is None else {"reason": reason}
    forgotten = await memory.forget(record_id, hard=hard, **extra)
    return {"record": None if forgotten is None else record_json(forgotten)}


@router.post("/memories/{record_id}/anchor", summary="anchor")
async def anchor(record_id: str, memory: Memory) -> Json:
    """Pin a memory to the hot tier."""
    return {"record": record_json(await memory.anchor(record_id))}


@router.delete("/memories/{record_id}/anchor", summary="unanchor")
async def unanchor(record_id: str, memory: Memory) -> Json:
    """Let a memory decay again."""
    return {"record": record_json(await memory.unanchor(record_id))}


@router.post("/memories/{record_id}/verify", summary="verify")
async def verify(record_id: str, memory: Memory, body: VerifyBody | None = None) -> Json:
    """Raise a memory's confidence (never lowers it)."""
    confidence = 1.0 if body is None else body.confidence
    return {"record": record_json(await memory.verify(record_id, confidence=confidence))}


@router.post("/memories/{record_id}/reward", summary="reward")
async def reward(record_id: str, memory: Memory, body: RewardBody | None = None) -> Json:
    """Reward (1) or penalise (-1) how a memory served."""
    value = 1.0 if body is None else body.reward
    return {"record": record_json(await memory.reward(record_id, value))}


@router.post("/memories/{record_id}/restore", summary="restore")
async def restore(record_id: str, memory: Memory) -> Json:
    """Bring an archived memory back to the live tiers."""
    return {"record": record_json(await memory.restore(record_id))}


@router.post("/memories/{record_id}/links", summary="link")
async def link(record_id: str, body: LinkBody, memory: Memory) -> Json:
    """Relate this memory to ``target``; updates / negates / resolves / completes supersede."""
    return {"record": record_json(await memory.link(record_id, body.kind, body.target))}


@router.get("/stats", summary="stats")
async def stats(memory: Memory) -> Json:
    """Counts of live, hot, archived, anchored, superseded and expired memories."""
    return (await memory.stats()).to_dict()


@router.post("/jobs/{name}", summary="run_job")
async def run_job(name: str, request: Request, memory: Memory, body: JobBody | None = None) -> Json:
    """Run a lifecycle job (maintain, archive, restore, purge, compact, consolidate, reindex)."""
    body = body or JobBody()
    metrics = server_state(request).metrics
    try:
        arguments = job_arguments(name, body.arguments)
        report = await memory.run_job(
            name, dry_run=body.dry_run, wait=body.wait, batch_size=body.batch_size, **arguments
        )
    except SfamsError as exc:
        metrics.job_ran(name if name in JOB_NAMES else "unknown", type(exc).__name__)
        raise
    metrics.job_ran(name, "dry_run" if body.dry_run else "ok")
    return report.to_dict()


service_router = APIRouter(tags=["service"])


@service_router.get("/healthz", summary="health")
async def healthz() -> Json:
    """Whether the server is up (no key needed)."""
    return {"status": "ok"}


@service_router.get("/metrics", summary="Prometheus metrics", response_class=Response)
async def metrics(
    request: Request, _credentials: Annotated[object, Security(_bearer)] = None
) -> Response:
    """Request latency, job runs and tier sizes (any valid key, when keys are in use)."""
    state = server_state(request)
    state.access.key_of(bearer_token(request.headers.get("authorization")))
    pool = _pool(state)
    await state.metrics.refresh_tiers(pool.team(ns).stats for ns in pool.namespaces)
    return Response(state.metrics.render(), media_type=CONTENT_TYPE)
