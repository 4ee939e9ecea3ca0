"""The warm tier on a Qdrant server (or qdrant-client's local mode), via AsyncQdrantClient.

The point layout, filters and WarmTier logic are shared with the Qdrant Edge tier
(:mod:`sfams_tiers.backends._qdrant_payload`); this module translates filters into
qdrant-client models and maps client failures to :class:`~sfams_tiers.TierUnavailable`.
Needs a Qdrant server >= 1.16 (conditional upserts).
"""

from __future__ import annotations

import asyncio
import warnings
from collections.abc import Awaitable
from pathlib import Path
from typing import Any, TypeVar

import httpx
from qdrant_client import AsyncQdrantClient, models
from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

from sfams_tiers._errors import DimensionMismatch, StoreLocked, TierUnavailable
from sfams_tiers._lexical import LEXICAL_VECTOR, SparseTerms, keyword_limit
from sfams_tiers.backends import _client_query as kw
from sfams_tiers.backends import _qdrant_payload as qp
from sfams_tiers.backends._client_query import index_params as index_params
from sfams_tiers.backends._client_query import to_filter as to_filter
from sfams_tiers.backends._qdrant_hybrid import Channel, channel

__all__ = ["QdrantWarmTier"]

T = TypeVar("T")
DENSE = [""]  # with_vectors: the dense vector only, not the keyword one
UPDATE_CHUNK = 1_000  # payload operations per request
UPSERT_FLOATS = 400_000  # vector floats per upsert request, well under the 32 MB body limit
UNREACHABLE_GRPC = frozenset({"UNAVAILABLE", "DEADLINE_EXCEEDED"})


def unavailable(where: str, what: str, exc: Exception) -> TierUnavailable:
    """The TierUnavailable for a failed client call, saying what to do about it."""
    cause: BaseException = exc
    if isinstance(exc, ResponseHandlingException) and exc.source is not None:
        cause = exc.source
    code = getattr(exc, "code", None)  # grpc ships no type stubs: match errors by name
    grpc_code = ""
    if callable(code) and type(exc).__module__.startswith("grpc"):
        grpc_code = str(getattr(code(), "name", ""))
    if isinstance(cause, httpx.TransportError | OSError) or grpc_code in UNREACHABLE_GRPC:
        return TierUnavailable(
            f"Qdrant at {where} is unreachable ({type(cause).__name__}: {cause}) while trying "
            f"to {what}. Start it or fix SFAMS_QDRANT_URL."
        )
    if isinstance(exc, UnexpectedResponse):
        body = exc.content[:300].decode("utf-8", "replace")
        return TierUnavailable(
            f"Qdrant at {where} refused to {what} (HTTP {exc.status_code}: {body}). "
            "Check the server version (>= 1.16), the API key and the collection."
        )
    return TierUnavailable(
        f"Qdrant at {where} failed to {what} ({type(exc).__name__}: {exc}). "
        "Check the server and its logs."
    )


class QdrantWarmTier(qp.QdrantTierBase):
    """:class:`~sfams_tiers.WarmTier` on one Qdrant collection shared by all namespaces.

    The collection is created by the first write (or checked and completed when it
    exists): cosine vectors of ``dimension`` (None learns it from that write or from
    the existing collection) and the payload indexes of
    ``storage/qdrant-collection.json``, ``namespace`` being the tenant key. Every read
    and write filters on the namespace inside the tier. Point ids are record ids, so an
    id belongs to one namespace at a time: a write reusing another's id is refused.

    Args:
        client: The client to use; the tier closes it only if the tier created it.
        collection: Collection name.
        dimension: Vector size, or None to learn it.

    Example::

        warm = QdrantWarmTier.from_url("http://localhost:6333", api_key=None)
        await warm.put_many("team-a", records)          # records carry embeddings
        hits = await warm.search("team-a", query_vector, limit=5)
        await warm.close()
    """

    def __init__(
        self,
        client: AsyncQdrantClient,
        *,
        collection: str = qp.DEFAULT_COLLECTION,
        dimension: int | None = None,
    ) -> None:
        self._client = client
        self._collection = collection
        self._dimension = dimension
        self._exists = False
        self._owns_client = False
        self._setup = asyncio.Lock()
        options: dict[str, Any] = getattr(client, "init_options", {})
        self._local = options.get("path") is not None or options.get("location") == ":memory:"
        where = options.get("url") or options.get("path") or options.get("location")
        if where is None and options.get("host"):
            where = f"{options['host']}:{options.get('port') or 6333}"
        self._where = str(where or "localhost:6333")

    @classmethod
    def from_url(
        cls,
        url: str,
        *,
        api_key: str | None = None,
        collection: str = qp.DEFAULT_COLLECTION,
        dimension: int | None = None,
        timeout: int | None = None,
    ) -> QdrantWarmTier:
        """A tier on the server at ``url``; it connects on first use and owns its client."""
        # The version probe would only add a warning beside our own clearer error.
        client = AsyncQdrantClient(
            url=url, api_key=api_key, check_compatibility=False, timeout=timeout
        )
        tier = cls(client, collection=collection, dimension=dimension)
        tier._owns_client = True
        return tier

    @classmethod
    def local(
        cls,
        path_or_memory: str | Path = ":memory:",
        *,
        collection: str = qp.DEFAULT_COLLECTION,
        dimension: int | None = None,
    ) -> QdrantWarmTier:
        """A tier on qdrant-client's local mode: for tests, slow beyond ~20,000 points.

        Raises:
            StoreLocked: Another client has the folder open.
        """
        where = str(path_or_memory)
        try:
            memory = where == ":memory:"
            client = AsyncQdrantClient(location=where) if memory else AsyncQdrantClient(path=where)
        except RuntimeError as exc:
            if "already accessed" not in str(exc):
                raise unavailable(where, "open local mode", exc) from exc
            raise StoreLocked(
                f"The Qdrant local-mode folder {where} is open in another client or "
                "process; close that one or use another folder."
            ) from exc
        tier = cls(client, collection=collection, dimension=dimension)
        tier._owns_client = True
        return tier

    @property
    def client(self) -> AsyncQdrantClient:
        """The client this tier talks through."""
        return self._client

    @property
    def collection(self) -> str:
        """The collection name."""
        return self._collection

    async def close(self) -> None:
        """Close the client if this tier created it (a caller's client stays open)."""
        if self._owns_client:
            self._owns_client = False
            await self._call("close the connection", self._client.close())

    def __repr__(self) -> str:
        return f"QdrantWarmTier({self._where!r}, collection={self._collection!r})"

    # -- engine primitives ---------------------------------------------------------------

    async def _call(self, what: str, call: Awaitable[T]) -> T:
        try:
            return await call
        except Exception as exc:
            raise unavailable(self._where, what, exc) from exc

    async def _ready(self, write_dimension: int | None = None) -> bool:
        if self._exists:
            return True
        async with self._setup:  # concurrent first calls set the collection up once
            return self._exists or await self._set_up(write_dimension)

    async def _set_up(self, write_dimension: int | None) -> bool:
        client, name = self._client, self._collection
        if await self._call("check the collection", client.collection_exists(name)):
            info = await self._call("read the collection", client.get_collection(name))
            vectors = info.config.params.vectors
            if not isinstance(vectors, models.VectorParams):
                raise TierUnavailable(
                    f"Qdrant collection {name!r} at {self._where} has named vectors, but sfams "
                    "needs one unnamed vector; use another collection name."
                )
            if self._dimension is not None and self._dimension != vectors.size:
                raise DimensionMismatch(vectors.size, self._dimension, f"collection {name!r}")
            present = set(info.payload_schema)
            if LEXICAL_VECTOR not in (info.config.params.sparse_vectors or {}):
                await self._add_keywords()
        else:
            size = self._dimension or write_dimension
            if size is None:
                return False
            params = models.VectorParams(size=size, distance=models.Distance.COSINE)
            try:
                await client.create_collection(
                    name, vectors_config=params, sparse_vectors_config=kw.KEYWORDS
                )
            except UnexpectedResponse as exc:
                if exc.status_code != 409:  # 409: another process created it meanwhile
                    raise unavailable(self._where, "create the collection", exc) from exc
                return await self._set_up(write_dimension)
            except Exception as exc:
                raise unavailable(self._where, "create the collection", exc) from exc
            vectors, present = params, set()
        for index in qp.PAYLOAD_INDEXES:
            if index.field not in present:
                await self._create_index(index)
        self._dimension, self._exists = vectors.size, True
        return True

    async def _add_keywords(self) -> None:
        # A collection made before the keyword channel: its points are found by the
        # dense channel alone until ``sfams jobs reindex`` gives them keyword vectors.
        if self._local:  # local mode cannot add a vector to a collection
            self._keywords = False
            return
        call = self._client.update_collection(self._collection, sparse_vectors_config=kw.KEYWORDS)
        await self._call("add the keyword vector", call)

    async def _create_index(self, index: qp.PayloadIndex) -> None:
        params = index_params(index)
        call = self._client.create_payload_index(self._collection, index.field, params, wait=True)
        with warnings.catch_warnings():
            # Local mode warns that indexes do nothing there; a server needs them.
            warnings.filterwarnings("ignore", "Payload indexes have no effect")
            await self._call(f"create the payload index {index.field!r}", call)

    async def _count(self, conditions: qp.Conditions) -> int:
        call = self._client.count(self._collection, count_filter=to_filter(conditions), exact=True)
        return (await self._call("count points", call)).count

    async def _page(
        self,
        conditions: qp.Conditions,
        limit: int,
        offset: Any,
        *,
        payload: bool,
        vectors: bool,
        ids: bool = True,
    ) -> tuple[list[qp.Found], Any]:
        call = self._client.scroll(
            self._collection,
            scroll_filter=to_filter(conditions),
            limit=limit,
            offset=offset,
            with_payload=payload,
            with_vectors=DENSE if vectors else False,
        )
        points, next_offset = await self._call("read points", call)
        return [(str(p.id), p.payload, p.vector) for p in points], next_offset

    async def _nearest(
        self, conditions: qp.Conditions, vector: list[float], limit: int, vectors: bool
    ) -> list[tuple[qp.Found, float]]:
        call = self._client.query_points(
            self._collection,
            query=vector,
            query_filter=to_filter(conditions),
            limit=limit,
            with_payload=True,
            with_vectors=DENSE if vectors else False,
        )
        return channel((await self._call("search", call)).points)

    async def _channels(
        self,
        conditions: qp.Conditions,
        vector: list[float],
        limit: int,
        vectors: bool,
        keywords: tuple[SparseTerms, qp.Conditions],
    ) -> tuple[Channel, Channel]:
        found = to_filter(conditions)
        prefetch, words = kw.best_words(found, keyword_limit(limit), *keywords)
        union = models.QueryRequest(
            prefetch=[models.Prefetch(query=vector, filter=found, limit=limit), prefetch],
            query=vector,
            filter=found,
            limit=limit + keyword_limit(limit),
            with_payload=True,
            with_vector=DENSE if vectors else False,
        )
        call = self._client.query_batch_points(self._collection, requests=[union, words])
        both = [response.points for response in await self._call("search", call)]
        return both[0], both[1]

    async def _set_terms(self, updates: list[tuple[str, SparseTerms]]) -> None:
        backlog = models.Filter(must_not=[models.HasVectorCondition(has_vector=LEXICAL_VECTOR)])
        points = [
            models.PointVectors(id=point, vector={LEXICAL_VECTOR: kw.sparse(terms)})
            for point, terms in updates
        ]
        call = self._client.update_vectors(
            self._collection, points, wait=True, update_filter=backlog
        )
        await self._call("write keyword vectors", call)

    async def _upsert(self, namespace: str, batch: qp.Prepared) -> None:
        # The engine re-checks the namespace: a point another namespace wrote meanwhile
        # under one of these ids is skipped, never replaced.
        guard = to_filter((qp.Match(qp.TENANT_KEY, namespace),))
        step = max(1, min(1_000, UPSERT_FLOATS // (batch.dimension or 1)))
        for start in range(0, len(batch.records), step):
            points = [
                models.PointStruct(
                    id=qp.point_id(namespace, r.id), vector=self._vectors(v, t), payload=p
                )
                for r, v, p, t in zip(
                    batch.records[start : start + step],
                    batch.vectors[start : start + step],
                    batch.payloads[start : start + step],
                    batch.terms[start : start + step],
                    strict=True,
                )
            ]
            call = self._client.upsert(self._collection, points, wait=True, update_filter=guard)
            await self._call("write points", call)

    def _vectors(self, dense: list[float], terms: SparseTerms) -> models.VectorStruct:
        if not self._keywords:
            return dense
        return {"": dense, LEXICAL_VECTOR: kw.sparse(terms)}

    async def _set_payloads(self, namespace: str, updates: list[tuple[str, Any]]) -> None:
        operations = []
        for record_id, payload in updates:
            if self._local:  # local mode scans every point per filter: 90 ms at 10k points
                point = qp.point_id(namespace, record_id)
                target = models.SetPayload(payload=payload, points=[point])
            else:  # the namespace guard skips a point deleted or replaced meanwhile
                only = to_filter(qp.in_namespace(namespace, ids=[record_id]) or ())
                target = models.SetPayload(payload=payload, filter=only)
            operations.append(models.SetPayloadOperation(set_payload=target))
        for start in range(0, len(operations), UPDATE_CHUNK):
            chunk = operations[start : start + UPDATE_CHUNK]
            call = self._client.batch_update_points(self._collection, chunk, wait=True)
            await self._call("update payloads", call)

    async def _delete(self, conditions: qp.Conditions) -> None:
        selector = models.FilterSelector(filter=to_filter(conditions))
        call = self._client.delete(self._collection, points_selector=selector, wait=True)
        await self._call("delete points", call)

    async def _facet_namespaces(self) -> list[tuple[str, int]]:
        call = self._client.facet(
            self._collection, key=qp.TENANT_KEY, limit=qp.MAX_NAMESPACES, exact=True
        )
        return [(str(h.value), h.count) for h in (await self._call("list namespaces", call)).hits]
