"""One lazy frame over a whole archive: every namespace, hive partitions, the read rule.

The files are listed first through the archive's own store (so a scan sees one
consistent set of committed files and never a temporary or foreign one), then handed
to one ``pl.scan_parquet`` with hive partitioning: ``namespace`` and ``date`` come from
the paths, filters on them skip whole files, and filters on record columns skip row
groups by their statistics. The embedding column is dropped from the plan unless asked
for, so Polars never reads its bytes (it is most of every file).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Final

import polars as pl

from sfams_tiers._errors import InvalidQuery
from sfams_tiers._models import validate_namespace
from sfams_tiers._tiers import ALL_VIEWERS
from sfams_tiers.backends._archive_paths import archive_key, parse_root
from sfams_tiers.backends._archive_schema import SCHEMA
from sfams_tiers.backends._archive_store import LocalStore, ObjectStore
from sfams_tiers.backends.archive import ParquetArchive

__all__ = ["HIVE_SCHEMA", "open_store", "scan_archive", "scan_schema"]

HIVE_SCHEMA: Final = pl.Schema({"namespace": pl.String(), "date": pl.Date()})
"""The partition columns; typed explicitly so a namespace like ``2026`` stays a string."""
_HASH: Final = "__id_hash"

ArchiveSource = str | Path | ParquetArchive
"""Where to read: a folder, ``file:///folder``, ``s3://bucket/prefix`` or an open archive."""


def open_store(
    source: ArchiveSource,
    *,
    storage_options: dict[str, str] | None = None,
    s3_endpoint_url: str | None = None,
) -> ObjectStore:
    """The object store behind ``source`` (an open archive's own, or a new one)."""
    if isinstance(source, ParquetArchive):
        # The archive's store carries its endpoint and credentials; reusing it means the
        # scan reads exactly what the archive would, with the same Polars options.
        return source._store
    location = parse_root(source)
    if location.folder is not None:
        return LocalStore(location.folder)
    from sfams_tiers.backends._archive_s3 import S3Store

    return S3Store(
        location,
        endpoint_url=s3_endpoint_url,
        storage_options=storage_options,
        connect_timeout=5.0,
        max_attempts=3,
    )


def scan_schema(*, with_embeddings: bool = False) -> pl.Schema:
    """The columns :func:`scan_archive` returns: the archive schema plus the partitions."""
    names = {n: t for n, t in SCHEMA.items() if with_embeddings or n != "embedding"}
    return pl.Schema({**names, **HIVE_SCHEMA})


def _namespaces(store: ObjectStore, namespace: str | Sequence[str] | None) -> list[str]:
    if namespace is None:
        return store.list_namespaces()
    wanted = [namespace] if isinstance(namespace, str) else list(namespace)
    if not wanted:
        raise InvalidQuery("namespace", "name at least one namespace, or None for all.")
    return sorted({validate_namespace(n) for n in wanted})


def newest_rows(raw: pl.LazyFrame) -> pl.LazyFrame:
    """The archive's read rule over several namespaces: newest live row per (namespace, id).

    Ids are unique per namespace only, so the rule groups by both. Copies of one
    version (a retried PUT, an interrupted compaction) collapse into one row.

    Most ids have exactly one row, and sorting and de-duplicating every row by its
    string id is what makes the rule slow (10M rows: ~5 s on 2 cores). So the ids are
    hashed to 64 bits once; the hashes are sorted (cheap, integers) to find the ones
    seen more than once, and only rows with such a hash take the exact rule, by
    ``(namespace, id)``. A hash collision only sends a few more rows down that exact
    path, so the result is the same as the plain rule.
    """
    keyed = raw.with_columns(pl.col("id").hash().alias(_HASH)).cache()
    hashes = keyed.select(_HASH).sort(_HASH)
    repeated = hashes.filter(pl.col(_HASH) == pl.col(_HASH).shift(1)).unique()
    single = keyed.join(repeated, on=_HASH, how="anti")
    several = (
        keyed.join(repeated, on=_HASH, how="semi")
        .sort("version")
        .unique(subset=["namespace", "id"], keep="last")
    )
    return pl.concat([single, several]).filter(~pl.col("deleted")).drop(_HASH)


def scan_archive(
    url_or_archive: ArchiveSource,
    *,
    namespace: str | Sequence[str] | None = None,
    with_embeddings: bool = False,
    newest: bool = True,
    storage_options: dict[str, str] | None = None,
    s3_endpoint_url: str | None = None,
    viewer: str | None = ALL_VIEWERS,
) -> pl.LazyFrame:
    """A Polars LazyFrame over a local or S3 archive, every namespace or some.

    Args:
        url_or_archive: A folder, ``file:///folder``, ``s3://bucket/prefix`` (Polars
            reads S3 itself) or an open :class:`~sfams_tiers.backends.archive.ParquetArchive`
            (its endpoint and credentials are reused; the options below are ignored).
        namespace: One namespace, several, or None for every namespace with files.
        with_embeddings: Keep the ``embedding`` column. Off by default: the plan then
            never reads it, which is most of the bytes of every file.
        newest: True applies the archive's read rule (newest version of each id per
            namespace, tombstoned ids removed); False returns every row ever written,
            old versions and tombstones (``deleted`` true) included.
        storage_options: S3 options (``aws_access_key_id``, ``aws_region``, ...); None
            uses the standard AWS credential chain.
        s3_endpoint_url: S3 endpoint for MinIO or moto (``SFAMS_S3_ENDPOINT_URL``).
        viewer: Whose view (DESIGN I6): an agent's name gives the shared memories and
            that agent's private ones, None the shared ones only, and the default
            (``ALL_VIEWERS``) every memory, for operators.

    Returns:
        The columns of :func:`scan_schema`: every archive column plus ``namespace``
        (String) and ``date`` (Date, the UTC day the row's file was written). Files are
        listed when this is called; collect it to read them.

    Raises:
        InvalidRecord: A namespace name is not valid.
        ConfigurationError: The URL is not an archive location.
        TierUnavailable: The location cannot be listed.

    Example:
        >>> import asyncio, tempfile
        >>> from sfams_tiers import MemoryRecord
        >>> archive = ParquetArchive(tempfile.mkdtemp())
        >>> r = MemoryRecord(namespace="team-a", content="old plan", tier="cold")
        >>> asyncio.run(archive.put_many("team-a", [r])) > 0
        True
        >>> scan_archive(archive).select("namespace", "content").collect().rows()
        [('team-a', 'old plan')]
    """
    store = open_store(
        url_or_archive, storage_options=storage_options, s3_endpoint_url=s3_endpoint_url
    )
    files = [
        key for ns in _namespaces(store, namespace) for key in store.list_files(archive_key(ns))
    ]
    if not files:
        return pl.LazyFrame(schema=scan_schema(with_embeddings=with_embeddings))
    raw = pl.scan_parquet(
        [store.source(key) for key in files],
        schema=SCHEMA,
        hive_partitioning=True,
        hive_schema=HIVE_SCHEMA,
        missing_columns="insert",
        extra_columns="ignore",
        storage_options=store.polars_options(),
        credential_provider=None,
    )
    if not with_embeddings:
        raw = raw.drop("embedding")
    frame = newest_rows(raw) if newest else raw
    return frame if viewer == ALL_VIEWERS else frame.filter(visible_to(viewer))


def visible_to(viewer: str | None) -> pl.Expr:
    """Rows ``viewer`` may read: shared ones, and its own private ones (None: shared only).

    Example:
        >>> frame = pl.DataFrame({"visibility": ["shared", "private", "private"],
        ...                       "agent": [None, "alice", "bob"]})
        >>> frame.filter(visible_to("bob"))["agent"].to_list()
        [None, 'bob']
    """
    shared = pl.col("visibility") == "shared"
    return shared if viewer is None else shared | (pl.col("agent") == viewer)
