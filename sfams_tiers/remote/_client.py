"""RemoteMemory: the TieredMemory interface over the HTTP API of ``sfams serve``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import timedelta
from types import TracebackType
from typing import Any, Self
from urllib.parse import quote

import httpx

from sfams_tiers._context import Context
from sfams_tiers._errors import ConfigurationError, SfamsError, TierTimeout, TierUnavailable
from sfams_tiers._models import JobReport, MemoryRecord, Relation
from sfams_tiers._ranking import Recalled
from sfams_tiers._recall import DEFAULT_MIN_RELEVANCE, DEFAULT_SEED_RATIO
from sfams_tiers._stats import MemoryStats
from sfams_tiers._vocab import Source, Visibility, validate_agent, validate_namespace
from sfams_tiers.remote._wire import (
    context_from,
    error_from,
    hit_from,
    job_arguments_json,
    job_report_from,
    record_from,
    remember_json,
    stats_from,
)

__all__ = ["AGENT_HEADER", "RemoteMemory"]

AGENT_HEADER = "X-Sfams-Agent"
"""The header naming the acting agent (a key scoped to one agent acts as it anyway)."""


class RemoteMemory:
    """A namespace of a memory server, with the same async interface as TieredMemory.

    Same method names, arguments and return types (records, hits, contexts, stats and
    job reports are rebuilt into the library's own objects), and the same typed
    errors: the server's error body becomes the :class:`~sfams_tiers.SfamsError`
    subclass it names. A key the server refuses raises
    :class:`~sfams_tiers.remote.PermissionDenied`.

    Args:
        url: The server's base URL, e.g. ``http://127.0.0.1:8765``.
        api_key: The key ``sfams keys create`` printed (None: a keyless loopback server).
        namespace: The namespace this memory reads and writes.
        agent: The agent this view acts for (see :meth:`for_agent`); None is the team.
        timeout: Seconds to wait for each answer.

    Example:
        >>> import asyncio
        >>> async def main() -> str:
        ...     async with RemoteMemory("http://127.0.0.1:8765", namespace="team-a") as memory:
        ...         return memory.for_agent("planner").agent or ""
        >>> asyncio.run(main())
        'planner'
    """

    def __init__(
        self,
        url: str,
        api_key: str | None = None,
        *,
        namespace: str = "default",
        agent: str | None = None,
        timeout: float = 30.0,
    ) -> None:
        validate_namespace(namespace)
        if agent is not None:
            validate_agent(agent)
        if not url.startswith(("http://", "https://")):
            raise ConfigurationError(
                f"SFAMS_URL must be an http:// or https:// address, not {url!r}; "
                "for example http://127.0.0.1:8765 (`sfams serve` prints it)."
            )
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._http = httpx.AsyncClient(base_url=url.rstrip("/"), headers=headers, timeout=timeout)
        self._url = url
        self._namespace = namespace
        self._agent = agent
        self._owner = True

    # -- identity and lifetime ---------------------------------------------------------
    @property
    def namespace(self) -> str:
        """The namespace this memory is bound to."""
        return self._namespace

    @property
    def agent(self) -> str | None:
        """The agent this view acts for, None for the whole team."""
        return self._agent

    @property
    def url(self) -> str:
        """The server's base URL."""
        return self._url

    def for_agent(self, name: str) -> RemoteMemory:
        """A view for agent ``name`` over the same server, namespace and connection."""
        validate_agent(name)
        view = RemoteMemory.__new__(RemoteMemory)
        view._http, view._url, view._namespace = self._http, self._url, self._namespace
        view._agent, view._owner = name, False
        return view

    async def aclose(self) -> None:
        """Close the connection (views share it: close the memory they came from)."""
        if self._owner:
            await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    # -- the wire ---------------------------------------------------------------------
    async def _call(
        self,
        method: str,
        path: str,
        body: Mapping[str, Any] | None = None,
        *,
        params: Mapping[str, Any] | None = None,
        record_id: str | None = None,
    ) -> Any:
        headers = {AGENT_HEADER: self._agent} if self._agent else None
        where = f"/v1/namespaces/{self._namespace}{path}"
        try:
            answer = await self._http.request(
                method, where, json=body, params=params, headers=headers
            )
        except httpx.TimeoutException as exc:
            raise TierTimeout(
                f"The memory server at {self._url} did not answer in time; retry, or raise "
                "the timeout (RemoteMemory(timeout=...)).",
                self._url,
            ) from exc
        except httpx.HTTPError as exc:
            raise TierUnavailable(
                f"Cannot reach the memory server at {self._url} ({type(exc).__name__}); "
                "start it with `sfams serve` or fix SFAMS_URL."
            ) from exc
        try:
            data = answer.json()
        except ValueError:
            data = None
        if answer.is_success and data is not None:
            return data
        raise error_from(answer.status_code, data, namespace=self._namespace, record_id=record_id)

    async def _record(
        self, method: str, record_id: str, suffix: str = "", body: Mapping[str, Any] | None = None
    ) -> MemoryRecord:
        path = f"/memories/{_id(record_id)}{suffix}"
        data = await self._call(method, path, body, record_id=record_id)
        return record_from(data["record"])

    # -- writing ----------------------------------------------------------------------
    async def remember(
        self,
        content: str,
        *,
        type: str | None = None,  # noqa: A002 - the record's field is called type
        importance: float | None = None,
        confidence: float | None = None,
        source: Source = "agent",
        entities: Iterable[str] | None = None,
        ttl: float | timedelta | None = None,
        anchored: bool | None = None,
        relations: Iterable[Relation | tuple[str, str]] = (),
        visibility: Visibility = "shared",
        vector: Sequence[float] | None = None,
    ) -> MemoryRecord:
        """Store a new memory, or reinforce the one it repeats (see TieredMemory.remember)."""
        body = remember_json(
            {
                "content": content,
                "type": type,
                "importance": importance,
                "confidence": confidence,
                "source": source,
                "entities": entities,
                "ttl": ttl,
                "anchored": anchored,
                "relations": relations,
                "visibility": visibility,
                "vector": vector,
            }
        )
        data = await self._call("POST", "/memories", body)
        return record_from(data["record"])

    async def remember_many(self, items: Iterable[str | Mapping[str, Any]]) -> list[MemoryRecord]:
        """Store several memories in one call, in order (see TieredMemory.remember_many)."""
        body = [item if isinstance(item, str) else remember_json(item) for item in items]
        data = await self._call("POST", "/memories/batch", {"items": body})
        return [record_from(record) for record in data["records"]]

    # -- reading ----------------------------------------------------------------------
    async def recall(
        self,
        query: str,
        k: int = 5,
        *,
        types: Sequence[str] | None = None,
        entities: Sequence[str] | None = None,
        min_importance: float | None = None,
        goal: str | None = None,
        include_superseded: bool = False,
        min_relevance: float = DEFAULT_MIN_RELEVANCE,
        token_budget: int | None = None,
        vector: Sequence[float] | None = None,
    ) -> list[Recalled]:
        """The ``k`` memories that best serve ``query``, best first (see TieredMemory.recall)."""
        body = _filters(query, k, types, entities, min_importance, goal, vector)
        body.update(include_superseded=include_superseded, min_relevance=min_relevance)
        if token_budget is not None:
            body["token_budget"] = token_budget
        data = await self._call("POST", "/recall", body)
        return [hit_from(hit) for hit in data["hits"]]

    async def assemble_context(
        self,
        query: str,
        *,
        token_budget: int,
        k: int = 8,
        types: Sequence[str] | None = None,
        entities: Sequence[str] | None = None,
        min_importance: float | None = None,
        goal: str | None = None,
        include_superseded: bool = False,
        min_relevance: float = DEFAULT_MIN_RELEVANCE,
        expand: bool = True,
        with_ids: bool = False,
        seed_ratio: float = DEFAULT_SEED_RATIO,
        vector: Sequence[float] | None = None,
        rewrite: bool = False,
    ) -> Context:
        """The memories a model should see, rendered within ``token_budget``."""
        body = _filters(query, k, types, entities, min_importance, goal, vector)
        body.update(
            token_budget=token_budget,
            include_superseded=include_superseded,
            min_relevance=min_relevance,
            expand=expand,
            with_ids=with_ids,
            seed_ratio=seed_ratio,
            rewrite=rewrite,
        )
        return context_from(await self._call("POST", "/context", body))

    async def get(self, record_id: str) -> MemoryRecord:
        """One memory from whichever tier holds it (RecordNotFound when not visible)."""
        return await self._record("GET", record_id)

    async def stats(self) -> MemoryStats:
        """Counts of live, hot, archived, anchored, superseded and expired memories."""
        return stats_from(await self._call("GET", "/stats"))

    # -- curating ---------------------------------------------------------------------
    async def forget(
        self, record_id: str, *, hard: bool = False, reason: str = "forgotten on request"
    ) -> MemoryRecord | None:
        """Archive a memory (returned) or, with ``hard=True``, delete it (None)."""
        params = {"hard": "true" if hard else "false", "reason": reason}
        path = f"/memories/{_id(record_id)}"
        data = await self._call("DELETE", path, params=params, record_id=record_id)
        return None if data.get("record") is None else record_from(data["record"])

    async def anchor(self, record_id: str) -> MemoryRecord:
        """Pin a memory to the hot tier; it never decays."""
        return await self._record("POST", record_id, "/anchor")

    async def unanchor(self, record_id: str) -> MemoryRecord:
        """Let a memory decay again."""
        return await self._record("DELETE", record_id, "/anchor")

    async def verify(self, record_id: str, *, confidence: float = 1.0) -> MemoryRecord:
        """Raise a memory's confidence to ``confidence`` (never lowers it)."""
        return await self._record("POST", record_id, "/verify", {"confidence": confidence})

    async def reward(self, record_id: str, reward: float = 1.0) -> MemoryRecord:
        """Reward (1) or penalise (-1) how a memory served."""
        return await self._record("POST", record_id, "/reward", {"reward": reward})

    async def link(self, source_id: str, kind: str, target_id: str) -> MemoryRecord:
        """Relate one live memory to another (updates / negates ... supersede)."""
        body = {"kind": kind, "target": target_id}
        return await self._record("POST", source_id, "/links", body)

    async def restore(self, record_id: str) -> MemoryRecord:
        """Bring an archived memory back to the live tiers."""
        return await self._record("POST", record_id, "/restore")

    # -- jobs -------------------------------------------------------------------------
    async def maintain(self, *, dry_run: bool = False, wait: bool = False) -> JobReport:
        """Run the maintenance pass on this namespace now, on the server."""
        return await self.run_job("maintain", dry_run=dry_run, wait=wait)

    async def run_job(
        self,
        name: str,
        *,
        dry_run: bool = False,
        wait: bool = False,
        batch_size: int = 1000,
        **arguments: Any,
    ) -> JobReport:
        """Run lifecycle job ``name`` on this namespace, on the server."""
        body = {
            "dry_run": dry_run,
            "wait": wait,
            "batch_size": batch_size,
            "arguments": job_arguments_json(arguments),
        }
        return job_report_from(await self._call("POST", f"/jobs/{_id(name)}", body))

    async def clear(self) -> int:
        """Not offered over HTTP: deleting a whole namespace is an operator's act.

        Raises:
            SfamsError: Always; clear the namespace where the server's store is.
        """
        raise SfamsError(
            f"Clearing namespace {self._namespace!r} is not offered by the memory server; "
            "forget memories one by one, or stop the server and clear it on its host."
        )


def _id(value: str) -> str:
    """One path segment, whatever ``value`` holds: never another route."""
    return quote(str(value), safe="")


def _filters(
    query: str,
    k: int,
    types: Sequence[str] | None,
    entities: Sequence[str] | None,
    min_importance: float | None,
    goal: str | None,
    vector: Sequence[float] | None,
) -> dict[str, Any]:
    body: dict[str, Any] = {"query": query, "k": k}
    optional = {
        "types": None if types is None else list(types),
        "entities": None if entities is None else list(entities),
        "min_importance": min_importance,
        "goal": goal,
        "vector": None if vector is None else [float(v) for v in vector],
    }
    body.update({name: value for name, value in optional.items() if value is not None})
    return body
