"""Parquet archive factories: a fresh folder, or a fresh prefix on a moto S3 server.

Loaded as a pytest plugin (see ``conftest.py``), so the session fixture ``moto_s3``
is visible to every test. The moto server runs in this process on loopback, is
started once per session and stopped by the fixture that started it. Credentials
are dummies passed explicitly; the developer's AWS environment is never read for
them nor changed.
"""

from __future__ import annotations

import logging
import struct
import tempfile
import threading
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from sfams_tiers.backends.archive import ParquetArchive
from support.factories import ArchiveFactory
from support.services import free_port, unavailable

DUMMY_OPTIONS = {
    "aws_access_key_id": "testing",
    "aws_secret_access_key": "testing-secret",
    "aws_region": "us-east-1",
}
"""Credentials moto accepts; passed explicitly so the real AWS chain is never used."""


@dataclass(frozen=True)
class S3Server:
    """A running moto S3 server with one bucket for the whole session."""

    endpoint: str
    bucket: str
    client: Any

    def archive(self, prefix: str, **options: Any) -> ParquetArchive:
        """A ParquetArchive on ``s3://<bucket>/<prefix>`` with the dummy credentials."""
        return ParquetArchive(
            f"s3://{self.bucket}/{prefix}",
            s3_endpoint_url=self.endpoint,
            storage_options=dict(DUMMY_OPTIONS),
            **options,
        )

    def keys(self, prefix: str) -> list[str]:
        """Every object key under ``prefix/`` (relative to it), temporaries included."""
        found: list[str] = []
        pages = self.client.get_paginator("list_objects_v2")
        for page in pages.paginate(Bucket=self.bucket, Prefix=f"{prefix}/"):
            found.extend(str(o["Key"])[len(prefix) + 1 :] for o in page.get("Contents", ()))
        return sorted(found)

    def delete_prefix(self, prefix: str) -> None:
        """Remove everything a test wrote."""
        keys = [{"Key": f"{prefix}/{k}"} for k in self.keys(prefix)]
        for start in range(0, len(keys), 1000):
            self.client.delete_objects(
                Bucket=self.bucket, Delete={"Objects": keys[start : start + 1000]}
            )


@pytest.fixture(scope="session")
def moto_s3() -> Iterator[S3Server]:
    """Start a moto S3 server on 127.0.0.1 for the session (skip/fail if it cannot)."""
    try:
        import boto3
        from botocore.config import Config
        from moto.server import ThreadedMotoServer
    except ImportError as exc:
        unavailable("moto S3 server", f"{exc}; install the dev extra")
    # Each request is logged at INFO by werkzeug; that only buries real failures.
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    endpoint = f"http://127.0.0.1:{port}"
    try:
        # start() waits forever if the server thread dies (say the port was taken in
        # the meantime), so wait for it from a helper thread with a deadline instead.
        starter = threading.Thread(target=server.start, daemon=True)
        starter.start()
        starter.join(timeout=30)
        if starter.is_alive():
            raise TimeoutError(f"moto did not start on {endpoint} within 30 s")
        client = boto3.session.Session(
            aws_access_key_id=DUMMY_OPTIONS["aws_access_key_id"],
            aws_secret_access_key=DUMMY_OPTIONS["aws_secret_access_key"],
            region_name=DUMMY_OPTIONS["aws_region"],
        ).client(
            "s3",
            endpoint_url=endpoint,
            config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 5}),
        )
        bucket = f"sfams-test-{uuid.uuid4().hex[:12]}"
        client.create_bucket(Bucket=bucket)
    except Exception as exc:
        server.stop()
        unavailable("moto S3 server", f"{type(exc).__name__}: {exc}")
    try:
        yield S3Server(endpoint, bucket, client)
    finally:
        client.close()
        server.stop()


def new_prefix() -> str:
    """A prefix no other test uses."""
    return f"t-{uuid.uuid4().hex}"


class ArchiveTarget:
    """Where a test's archive lives, with raw access to its files (local or S3).

    ``open_archive`` makes archives on this root (several may share it); ``keys``
    lists every stored file or object relative to the root, temporaries included;
    ``read`` returns one file's bytes.
    """

    def __init__(self, kind: str, root: Path | None, server: S3Server | None) -> None:
        self.kind = kind
        self._root = root
        self._server = server
        self._prefix = new_prefix()
        self._opened: list[ParquetArchive] = []

    def open_archive(self, **options: Any) -> ParquetArchive:
        """A new ParquetArchive on this root (job "test" unless given)."""
        options.setdefault("job", "test")
        if self._server is not None:
            archive = self._server.archive(self._prefix, **options)
        else:
            assert self._root is not None
            archive = ParquetArchive(self._root, **options)
        self._opened.append(archive)
        return archive

    def files(self) -> list[str]:
        """Every file under the root, relative to it, sorted."""
        if self._server is not None:
            return self._server.keys(self._prefix)
        assert self._root is not None
        if not self._root.exists():
            return []
        return sorted(
            p.relative_to(self._root).as_posix() for p in self._root.rglob("*") if p.is_file()
        )

    def read(self, key: str) -> bytes:
        """The bytes of one stored file."""
        if self._server is not None:
            answer = self._server.client.get_object(
                Bucket=self._server.bucket, Key=f"{self._prefix}/{key}"
            )
            return bytes(answer["Body"].read())
        assert self._root is not None
        return (self._root / key).read_bytes()

    async def aclose(self) -> None:
        """Close the archives and remove everything written."""
        for archive in self._opened:
            await archive.close()
        if self._server is not None:
            self._server.delete_prefix(self._prefix)


@asynccontextmanager
async def open_target(kind: str, request: pytest.FixtureRequest) -> AsyncIterator[ArchiveTarget]:
    """A fresh, empty archive root of ``kind`` ("local" or "s3"), removed afterwards."""
    if kind == "s3":
        target = ArchiveTarget(kind, None, request.getfixturevalue("moto_s3"))
        try:
            yield target
        finally:
            await target.aclose()
        return
    with tempfile.TemporaryDirectory(prefix="sfams-archive-") as folder:
        target = ArchiveTarget(kind, Path(folder) / "archive", None)
        try:
            yield target
        finally:
            await target.aclose()


@asynccontextmanager
async def parquet_local(request: pytest.FixtureRequest) -> AsyncIterator[ParquetArchive]:
    """An archive in a fresh temporary folder, deleted afterwards."""
    async with open_target("local", request) as target:
        yield target.open_archive()


@asynccontextmanager
async def parquet_s3(request: pytest.FixtureRequest) -> AsyncIterator[ParquetArchive]:
    """An archive under a fresh prefix of the session's moto bucket, emptied afterwards."""
    async with open_target("s3", request) as target:
        yield target.open_archive()


ARCHIVE: dict[str, ArchiveFactory] = {
    "parquet-local": parquet_local,
    "parquet-s3": parquet_s3,
}


# -- reading Parquet footers without pyarrow -------------------------------------------
# Polars does not expose column-chunk metadata, so the tests decode the footer (Thrift
# compact protocol) themselves: enough to check codecs and find a column's bytes.

CODECS = {0: "UNCOMPRESSED", 1: "SNAPPY", 2: "GZIP", 3: "LZO", 4: "BROTLI", 5: "LZ4", 6: "ZSTD"}


@dataclass(frozen=True)
class ColumnChunk:
    """Where one column of one row group lives in a Parquet file."""

    path: tuple[str, ...]
    codec: str
    start: int
    size: int


class _Compact:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def byte(self) -> int:
        value = self.data[self.pos]
        self.pos += 1
        return value

    def varint(self) -> int:
        shift = result = 0
        while True:
            b = self.byte()
            result |= (b & 0x7F) << shift
            if not b & 0x80:
                return result
            shift += 7

    def zigzag(self) -> int:
        n = self.varint()
        return (n >> 1) ^ -(n & 1)

    def value(self, kind: int) -> Any:
        if kind in (1, 2):
            return kind == 1
        if kind == 3:
            return struct.unpack("b", bytes([self.byte()]))[0]
        if kind in (4, 5, 6):
            return self.zigzag()
        if kind == 7:
            self.pos += 8
            return struct.unpack("<d", self.data[self.pos - 8 : self.pos])[0]
        if kind == 8:
            size = self.varint()
            self.pos += size
            return self.data[self.pos - size : self.pos]
        if kind in (9, 10):
            header = self.byte()
            size, element = header >> 4, header & 0x0F
            if size == 15:
                size = self.varint()
            # Booleans inside lists take one byte each (1 = true).
            return [
                self.byte() == 1 if element in (1, 2) else self.value(element) for _ in range(size)
            ]
        if kind == 11:
            size = self.varint()
            types = self.byte() if size else 0
            return {self.value(types >> 4): self.value(types & 0x0F) for _ in range(size)}
        if kind == 12:
            return self.struct()
        raise ValueError(f"unknown Thrift compact type {kind}")

    def struct(self) -> dict[int, Any]:
        fields: dict[int, Any] = {}
        last = 0
        while True:
            header = self.byte()
            if header == 0:
                return fields
            delta, kind = header >> 4, header & 0x0F
            last = last + delta if delta else self.zigzag()
            fields[last] = self.value(kind)


def column_chunks(data: bytes) -> list[ColumnChunk]:
    """Every column chunk of every row group of a Parquet file."""
    assert data[:4] == b"PAR1", "not a Parquet file"
    assert data[-4:] == b"PAR1", "not a complete Parquet file"
    (length,) = struct.unpack("<I", data[-8:-4])
    meta = _Compact(data[-8 - length : -8]).struct()
    chunks = []
    for row_group in meta[4]:
        for column in row_group[1]:
            info = column[3]
            start = info.get(11, info[9])  # the dictionary page comes first when there is one
            chunks.append(
                ColumnChunk(
                    path=tuple(p.decode() for p in info[3]),
                    codec=CODECS.get(info[4], str(info[4])),
                    start=start,
                    size=info[7],
                )
            )
    return chunks
