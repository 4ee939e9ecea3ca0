"""The warm tier on Qdrant Edge: the Qdrant engine in-process, one shard in a data folder.

Same points, payload indexes and filters as the server tier (shared through
:mod:`sfams_tiers.backends._qdrant_payload`); only the translation into the
``qdrant_edge`` classes lives here. The engine is synchronous: every call runs in a
worker thread, and writes are serialised by one asyncio lock. Measured on qdrant-edge-py
0.9.0, the engine keeps the GIL during a call, so a long call (``optimize``, a big
upsert) pauses the whole process, event loop included, for its duration.

There is no background optimizer: vectors are searched exactly until :meth:`optimize`
builds the HNSW index. Writes never call it; the maintenance job does, after a bulk
load or a large batch of changes.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any, TypeVar

import qdrant_edge as qe

from sfams_tiers._errors import DimensionMismatch, StoreLocked, TierUnavailable
from sfams_tiers._lexical import LEXICAL_VECTOR, OLD_LEXICAL_VECTOR, SparseTerms, keyword_limit
from sfams_tiers.backends import _edge_query as kw
from sfams_tiers.backends import _qdrant_payload as qp
from sfams_tiers.backends._edge_query import index_params as index_params
from sfams_tiers.backends._edge_query import to_filter as to_filter
from sfams_tiers.backends._lock import lock_folder
from sfams_tiers.backends._qdrant_hybrid import Channel, channel

__all__ = ["QdrantEdgeWarmTier"]

T = TypeVar("T")
CONFIG_FILE = "edge_config.json"
LOCK_FILE = ".sfams-warm.lock"
DENSE = [""]  # with_vector: the dense vector only, not the keyword one
UPSERT_CHUNK = 1_000  # points per WAL entry


def _create_indexes(shard: qe.EdgeShard, path: Path) -> None:
    keywords = _stored_config(path).get("sparse_vectors", {})
    if LEXICAL_VECTOR not in keywords:
        # A shard made before this keyword channel: add it; its points are found by the
        # dense channel alone until ``sfams jobs reindex`` gives them keyword vectors.
        operation = qe.UpdateOperation.create_sparse_vector(
            LEXICAL_VECTOR, modifier=qe.Modifier.Idf
        )
        shard.update(operation)
    if OLD_LEXICAL_VECTOR in keywords:  # the first channel's terms, no search reads them
        shard.update(qe.UpdateOperation.delete_vector_name(OLD_LEXICAL_VECTOR))
    present = set(shard.info().payload_schema)
    for index in qp.PAYLOAD_INDEXES:
        if index.field not in present:
            shard.update(qe.UpdateOperation.create_field_index(index.field, index_params(index)))


def _stored_config(path: Path) -> dict[str, Any]:
    config = path / CONFIG_FILE
    if not config.exists():
        return {}
    stored: dict[str, Any] = json.loads(config.read_text(encoding="utf-8"))
    return stored


def _stored_dimension(path: Path) -> int | None:
    config = _stored_config(path)
    return int(config["vectors"][""]["size"]) if config else None


def _engine_error(path: Path, what: str, exc: Exception) -> TierUnavailable:
    text = str(exc)
    if "WouldBlock" in text:
        return StoreLocked(
            f"The Qdrant Edge shard in {path} is open in another process (the engine locks "
            "its write-ahead log). Stop that process, or use another data folder."
        )
    if "not initialized" in text:
        return TierUnavailable(f"The Qdrant Edge shard in {path} is closed; open it again.")
    return TierUnavailable(
        f"The Qdrant Edge shard in {path} failed to {what} ({text}). "
        "Check the folder (disk full? copied while in use?) and retry."
    )


def _lock_folder(path: Path) -> IO[str]:
    # The engine locks only an existing shard; this lock also covers a folder whose
    # shard is created on the first write, and fails at once instead of later.
    return lock_folder(
        path,
        LOCK_FILE,
        f"Another sfams process has the warm tier in {path} open. Qdrant Edge serves one "
        "process at a time: wait for it to finish, or use another data folder.",
    )


def _open_shard(path: Path, dimension: int | None) -> tuple[qe.EdgeShard | None, int | None]:
    stored = _stored_dimension(path)
    if stored is not None and dimension is not None and stored != dimension:
        raise DimensionMismatch(stored, dimension, f"Qdrant Edge shard in {path}")
    if stored is None and dimension is None:
        return None, None  # created by the first write, once its dimension is known
    try:
        shard = qe.EdgeShard.load(str(path)) if stored else _create_shard(path, dimension or 0)
    except Exception as exc:
        raise _engine_error(path, "open", exc) from exc
    try:
        _create_indexes(shard, path)  # completes a shard made by an older version
    except Exception as exc:
        shard.close()  # or this process would keep the shard locked
        raise _engine_error(path, "open", exc) from exc
    return shard, stored or dimension


def _create_shard(path: Path, dimension: int) -> qe.EdgeShard:
    # One graph per namespace (m=0, payload_m=16), not one global graph (m=16): every
    # search filters by namespace, and the global graph missed the nearest record of a
    # filtered search in 28-31% of queries at 100k clustered vectors (tenant graphs: in
    # none, p50 1.60 / p99 2.79 ms against 1.41 / 4.52; benchmarks/floor.py
    # --tenant-graphs). Shards created before keep the graph they were made with.
    vectors = qe.EdgeVectorParams(size=dimension, distance=qe.Distance.Cosine)
    graphs = qe.HnswIndexConfig(m=0, ef_construct=100, full_scan_threshold=10_000, payload_m=16)
    keywords = {LEXICAL_VECTOR: qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)}
    config = qe.EdgeConfig(vectors=vectors, sparse_vectors=keywords, hnsw_config=graphs)
    shard = qe.EdgeShard.create(str(path), config)
    _create_indexes(shard, path)
    return shard


class QdrantEdgeWarmTier(qp.QdrantTierBase):
    """:class:`~sfams_tiers.WarmTier` on a Qdrant Edge shard in a folder (no server).

    Open it with :meth:`open`; one process at a time may hold the folder. Same points,
    indexes and filters as :class:`~sfams_tiers.backends.qdrant.QdrantWarmTier`. Call
    :meth:`optimize` after bulk loads (writes never do): until then a search scans its
    namespace exactly, which slows down as namespaces grow (100,000 384-dim points in 8
    namespaces: p50 1.4-3.7 ms before, 1.3-1.6 ms after; ``benchmarks/warm_search.py``).

    Example:
        >>> import asyncio, tempfile
        >>> from sfams_tiers import MemoryRecord
        >>> async def demo(folder: str) -> int:
        ...     warm = await QdrantEdgeWarmTier.open(Path(folder))
        ...     r = MemoryRecord(namespace="team-a", content="x", embedding=(1.0, 0.0))
        ...     await warm.put_many("team-a", [r])
        ...     n = await warm.count("team-a")
        ...     await warm.close()
        ...     return n
        >>> with tempfile.TemporaryDirectory() as folder:
        ...     asyncio.run(demo(folder))
        1
    """

    def __init__(
        self, path: Path, shard: qe.EdgeShard | None, dimension: int | None, lock: IO[str]
    ) -> None:
        self._path = path
        self._shard = shard
        self._dimension = dimension
        self._lock_file: IO[str] | None = lock
        self._write = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path, *, dimension: int | None = None) -> QdrantEdgeWarmTier:
        """Open the shard in ``path``, or get ready to create it there.

        A new shard needs its vector size: with ``dimension`` None the first write
        creates it. An existing shard keeps the size it was created with.

        Raises:
            StoreLocked: Another process has the folder open.
            DimensionMismatch: ``dimension`` differs from the existing shard's.
            TierUnavailable: The shard cannot be read.
        """
        path = Path(path)
        lock = await asyncio.to_thread(_lock_folder, path)
        try:
            shard, size = await asyncio.to_thread(_open_shard, path, dimension)
        except BaseException:
            lock.close()  # closing the file releases the flock
            raise
        return cls(path, shard, size, lock)

    @property
    def path(self) -> Path:
        """The shard folder."""
        return self._path

    async def unindexed(self) -> int:
        """Points written since the last :meth:`optimize` (searched exactly until then)."""
        if not await self._ready():
            return 0
        info = await self._read("read shard info", lambda s: s.info())
        # The engine counts keyword vectors as indexed too: those written with their
        # points (one per point but the reindex backlog), not those a reindex added to
        # points of an unindexed segment. Capped at the points, so an estimate there.
        points = int(info.points_count)
        backlog = await self._count((qp.Not(qp.HasVector(LEXICAL_VECTOR)),))
        dense_indexed = int(info.indexed_vectors_count) - (points - backlog)
        return min(points, max(0, points - dense_indexed))

    async def optimize(self) -> bool:
        """Build the HNSW index and merge segments; True if anything changed.

        CPU-bound and blocking (25 s for 100,000 clustered 384-dim vectors on two
        cores), and the engine holds the GIL meanwhile, so the whole process waits.
        Writes never call it: the maintenance job does, after bulk loads.
        """
        return await self._ready() and await self._change("optimize", lambda s: s.optimize())

    async def flush(self) -> None:
        """Write pending changes to disk (:meth:`close` does too)."""
        if await self._ready():
            await self._change("flush", lambda s: s.flush())

    async def close(self) -> None:
        """Flush and close the shard and release the folder (idempotent)."""
        async with self._write:
            shard, lock = self._shard, self._lock_file
            self._shard, self._lock_file = None, None
            try:
                if shard is not None:
                    await self._run("close", lambda: _flush_and_close(shard))
            finally:
                if lock is not None:
                    lock.close()

    def __repr__(self) -> str:
        return f"QdrantEdgeWarmTier({str(self._path)!r}, dimension={self._dimension})"

    # -- engine primitives ---------------------------------------------------------------

    def _engine(self) -> qe.EdgeShard | None:
        if self._lock_file is None:
            raise TierUnavailable(f"The Qdrant Edge shard in {self._path} is closed; reopen it.")
        return self._shard

    async def _run(self, what: str, call: Callable[[], T]) -> T:
        try:
            return await asyncio.to_thread(call)
        except Exception as exc:
            raise _engine_error(self._path, what, exc) from exc

    async def _read(self, what: str, fn: Callable[[qe.EdgeShard], T]) -> T:
        # No lock: the engine is safe for readers beside a writer, so searches do not
        # queue behind writes waiting for the lock (each call still holds the GIL).
        shard = self._engine()
        assert shard is not None  # callers checked _ready()
        return await self._run(what, lambda: fn(shard))

    async def _change(self, what: str, fn: Callable[[qe.EdgeShard], T]) -> T:
        async with self._write:
            return await self._read(what, fn)

    async def _ready(self, write_dimension: int | None = None) -> bool:
        if self._engine() is not None:
            return True
        if write_dimension is None:
            return False
        async with self._write:
            if self._engine() is None:
                path = self._path
                self._shard = await self._run(
                    "create", lambda: _create_shard(path, write_dimension)
                )
                self._dimension = write_dimension
        return True

    async def _count(self, conditions: qp.Conditions) -> int:
        request = qe.CountRequest(exact=True, filter=to_filter(conditions))
        return await self._read("count points", lambda s: s.count(request))

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
        request = qe.ScrollRequest(
            offset=offset,
            limit=limit,
            filter=to_filter(conditions),
            with_payload=payload,
            with_vector=DENSE if vectors else False,
        )
        points, next_offset = await self._read("read points", lambda s: s.scroll(request))
        return [(str(p.id) if ids else "", p.payload, p.vector) for p in points], next_offset

    async def _nearest(
        self, conditions: qp.Conditions, vector: list[float], limit: int, vectors: bool
    ) -> list[tuple[qp.Found, float]]:
        request = qe.QueryRequest(
            limit=limit,
            query=qe.Query.Nearest(vector),
            filter=to_filter(conditions),
            with_payload=True,
            with_vector=DENSE if vectors else False,
        )
        return channel(await self._read("search", lambda s: s.query(request)))

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
        nearest = qe.Prefetch(limit=limit, query=qe.Query.Nearest(vector), filter=found)
        union = qe.QueryRequest(
            limit=limit + keyword_limit(limit),
            prefetches=[nearest, prefetch],
            query=qe.Query.Nearest(vector),
            filter=found,
            with_payload=True,
            with_vector=DENSE if vectors else False,
        )
        batch = qe.QueryBatchRequest([union, words])
        both = await self._read("search", lambda s: s.query_batch(batch))
        return both[0], both[1]

    async def _set_terms(self, updates: list[tuple[str, SparseTerms]]) -> None:
        backlog = qe.Filter(must_not=[qe.HasVectorCondition(LEXICAL_VECTOR)])
        operation = qe.UpdateOperation.update_vectors(
            [
                qe.PointVectors(point, {LEXICAL_VECTOR: kw.sparse(terms)})
                for point, terms in updates
            ],
            condition=backlog,
        )
        await self._change("write keyword vectors", lambda s: s.update(operation))

    async def _upsert(self, namespace: str, batch: qp.Prepared) -> None:
        # The engine re-checks the namespace: a point another namespace wrote meanwhile
        # under one of these ids is skipped, never replaced.
        guard = to_filter((qp.Match(qp.TENANT_KEY, namespace),))
        points = [
            qe.Point(qp.point_id(namespace, r.id), {"": v, LEXICAL_VECTOR: kw.sparse(t)}, p)
            for r, v, p, t in zip(
                batch.records, batch.vectors, batch.payloads, batch.terms, strict=True
            )
        ]

        def write(shard: qe.EdgeShard) -> None:
            for start in range(0, len(points), UPSERT_CHUNK):
                chunk = points[start : start + UPSERT_CHUNK]
                shard.update(qe.UpdateOperation.upsert_points(chunk, condition=guard))

        await self._change("write points", write)

    async def _set_payloads(self, namespace: str, updates: list[tuple[str, Any]]) -> None:
        # By filter, with the namespace: a point deleted or replaced meanwhile is skipped.
        operations = [
            qe.UpdateOperation.set_payload_by_filter(
                to_filter(qp.in_namespace(namespace, ids=[record_id]) or ()), payload
            )
            for record_id, payload in updates
        ]

        def update(shard: qe.EdgeShard) -> None:
            for operation in operations:
                shard.update(operation)

        await self._change("update payloads", update)

    async def _delete(self, conditions: qp.Conditions) -> None:
        operation = qe.UpdateOperation.delete_points_by_filter(to_filter(conditions))
        await self._change("delete points", lambda s: s.update(operation))

    async def _facet_namespaces(self) -> list[tuple[str, int]]:
        request = qe.FacetRequest(qp.TENANT_KEY, limit=qp.MAX_NAMESPACES, exact=True)
        hits = await self._read("list namespaces", lambda s: s.facet(request).hits)
        return [(str(h.value), h.count) for h in hits]


def _flush_and_close(shard: qe.EdgeShard) -> None:
    try:
        shard.flush()
    finally:
        shard.close()
