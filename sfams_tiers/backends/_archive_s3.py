"""The archive's objects under ``s3://bucket/prefix``: boto3 for objects, Polars options.

boto3 lists, writes (one conditional PUT per file) and deletes; Polars reads the
files itself with :meth:`S3Store.polars_options` built from the same endpoint,
region and credentials. Every boto3 error becomes
:class:`~sfams_tiers.TierUnavailable` with a sentence that never carries a secret.

Both clients get request timeouts from one budget (:func:`request_budget`), so a
stalled endpoint (it accepts the connection, then never answers) fails every request,
retries included, within ``timeout`` seconds (``SFAMS_TIMEOUT``) with a
:class:`~sfams_tiers._errors.TierTimeout`. The timeouts are per read of the socket, so a
slow but progressing transfer of a large file is not cut short.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from typing import Any, Final

from sfams_tiers._errors import TierTimeout, TierUnavailable
from sfams_tiers.backends._archive_paths import ArchiveRoot, parse_file_key, parse_namespace_dir
from sfams_tiers.backends._archive_store import short_reason

__all__ = ["S3Store", "request_budget"]

SECONDS_PER_RETRY: Final = 5.0
"""Retries are made only while the budget leaves at least this much per attempt."""
_CONTENT_TYPES = {"parquet": "application/vnd.apache.parquet", "json": "application/json"}
_OCTETS = "application/octet-stream"


def request_budget(timeout: float, max_attempts: int) -> tuple[int, float]:
    """Attempts per request and seconds per socket wait, so a stall fails within ``timeout``.

    An attempt may wait for the connection and then for the answer, so ``n`` attempts
    wait at most ``2n`` times; one more share is left for backoff and for removing an
    object whose PUT got no answer. A short budget makes fewer attempts, not shorter
    waits than a loaded server needs.

    Example:
        >>> request_budget(30, 3)
        (3, 4.285714285714286)
        >>> request_budget(2, 3)
        (1, 0.6666666666666666)
    """
    attempts = max(1, min(max_attempts, int(timeout // SECONDS_PER_RETRY)))
    return attempts, timeout / (2 * attempts + 1)


class S3Store:
    """Archive objects under ``s3://bucket/prefix`` (AWS, MinIO, moto ...)."""

    def __init__(
        self,
        root: ArchiveRoot,
        *,
        endpoint_url: str | None,
        storage_options: Mapping[str, str] | None,
        connect_timeout: float,
        max_attempts: int,
        timeout: float = 30.0,
    ) -> None:
        # boto3 is the `s3` extra: import it only when an S3 archive is asked for.
        import boto3
        from botocore.config import Config

        self.root = root
        self.url = root.url
        self._options = dict(storage_options or {})
        self._secrets: dict[str, str] = dict(self._options)  # values to redact from errors
        self._endpoint = endpoint_url or self._options.get("aws_endpoint_url")
        self._timeout = timeout
        self._attempts, self._wait = request_budget(timeout, max_attempts)
        self._connect_timeout = min(connect_timeout, self._wait)
        self._config = Config(
            connect_timeout=self._connect_timeout,
            read_timeout=self._wait,
            retries={"total_max_attempts": self._attempts, "mode": "standard"},
            # MinIO and moto serve buckets as paths, not as subdomains.
            s3={"addressing_style": "path"} if self._endpoint else {},
        )
        self._cleanup_client: Any = None  # one attempt only, made on first use
        with self._errors():  # e.g. AWS_PROFILE names a profile that does not exist
            # Explicit options win over the AWS chain, so one dict configures both clients.
            self._session = boto3.session.Session(
                aws_access_key_id=self._options.get("aws_access_key_id"),
                aws_secret_access_key=self._options.get("aws_secret_access_key"),
                aws_session_token=self._options.get("aws_session_token"),
                region_name=self._options.get("aws_region"),
            )
            self._client: Any = self._session.client(
                "s3", endpoint_url=self._endpoint, config=self._config
            )

    def _stalled(self) -> TierTimeout:
        endpoint = self._endpoint or "the AWS S3 endpoint"
        return TierTimeout(
            f"The archive at {self.url} did not answer within {self._timeout:g} s "
            f"({endpoint} took the request but sent no answer). Check that the S3 service "
            "is up and reachable, or raise SFAMS_TIMEOUT.",
            self.url,
        )

    def _unreachable(self, reason: str) -> TierUnavailable:
        return TierUnavailable(
            f"The archive at {self.url} is unreachable ({short_reason(reason, self._secrets)}). "
            "Check SFAMS_ARCHIVE_URL, SFAMS_S3_ENDPOINT_URL and the AWS credentials."
        )

    def _reason(self, exc: Exception) -> str:
        from botocore.exceptions import (
            ClientError,
            ConnectTimeoutError,
            EndpointConnectionError,
            NoCredentialsError,
            PartialCredentialsError,
            ReadTimeoutError,
        )

        endpoint = self._endpoint or "the AWS S3 endpoint"
        if isinstance(exc, EndpointConnectionError | ConnectTimeoutError):
            return f"cannot connect to {endpoint}"
        if isinstance(exc, ReadTimeoutError):
            return f"{endpoint} did not answer in time"
        if isinstance(exc, NoCredentialsError | PartialCredentialsError):
            return "no complete AWS credentials were found"
        if isinstance(exc, ClientError):
            error = exc.response.get("Error", {})
            code = str(error.get("Code", "unknown"))
            status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", "?")
            if code == "NoSuchBucket":
                return f"the bucket {self.root.bucket!r} does not exist"
            if code in ("AccessDenied", "InvalidAccessKeyId", "SignatureDoesNotMatch"):
                return f"access denied: {code}, HTTP {status}"
            return f"{code}, HTTP {status}"
        return f"{type(exc).__name__}: {exc}"

    @contextlib.contextmanager
    def _errors(self) -> Iterator[None]:
        from botocore.exceptions import (
            BotoCoreError,
            ClientError,
            ConnectTimeoutError,
            ReadTimeoutError,
        )

        try:
            yield
        except (ReadTimeoutError, ConnectTimeoutError) as exc:
            raise self._stalled() from exc
        except (BotoCoreError, ClientError) as exc:
            raise self._unreachable(self._reason(exc)) from exc

    def _objects(self, prefix: str) -> Iterator[tuple[str, int]]:
        full = self.root.s3_key(prefix)
        pages = self._client.get_paginator("list_objects_v2")
        for page in pages.paginate(Bucket=self.root.bucket, Prefix=full):
            for item in page.get("Contents", ()):
                yield str(item["Key"]), int(item.get("Size", 0))

    def _keys(self, prefix: str) -> Iterator[str]:
        return (key for key, _ in self._objects(prefix))

    def _relative(self, key: str) -> str:
        return key[len(self.root.prefix) + 1 :] if self.root.prefix else key

    def list_files(self, prefix: str) -> list[str]:
        """Committed archive file keys under ``prefix``, sorted."""
        with self._errors():
            keys = [self._relative(k) for k in self._keys(prefix)]
        return sorted(k for k in keys if parse_file_key(k) is not None)

    def list_namespaces(self) -> list[str]:
        """Namespaces with at least one object under the root."""
        names = (parse_namespace_dir(name) for name in self.list_folders(""))
        return sorted(n for n in names if n is not None)

    def list_folders(self, prefix: str) -> list[str]:
        """Names of the common prefixes directly under ``prefix`` (one delimited listing)."""
        found = []
        with self._errors():
            pages = self._client.get_paginator("list_objects_v2")
            for page in pages.paginate(
                Bucket=self.root.bucket, Prefix=self.root.s3_key(prefix), Delimiter="/"
            ):
                for common in page.get("CommonPrefixes", ()):
                    name = self._relative(str(common["Prefix"])).rstrip("/")
                    found.append(name[len(prefix) :])
        return sorted(found)

    def list_objects(self, prefix: str) -> dict[str, int]:
        """Every object under ``prefix`` with its size."""
        with self._errors():
            return {self._relative(k): size for k, size in self._objects(prefix)}

    def get(self, key: str) -> bytes:
        """The bytes of one object."""
        with self._errors():
            answer = self._client.get_object(Bucket=self.root.bucket, Key=self.root.s3_key(key))
            return bytes(answer["Body"].read())

    def put_new(self, key: str, data: bytes) -> bool:
        """One conditional PUT: atomic, and refused (False) if the key exists."""
        from botocore.exceptions import (
            ClientError,
            ConnectionClosedError,
            ReadTimeoutError,
            ResponseStreamingError,
        )

        with self._errors():
            try:
                self._client.put_object(
                    Bucket=self.root.bucket,
                    Key=self.root.s3_key(key),
                    Body=data,
                    IfNoneMatch="*",
                    ContentType=_CONTENT_TYPES.get(key.rsplit(".", 1)[-1], _OCTETS),
                )
            except ClientError as exc:
                # 412: the key exists. 409: another conditional write to it is in flight.
                code = exc.response.get("Error", {}).get("Code")
                if code in ("PreconditionFailed", "ConditionalRequestConflict"):
                    return False
                raise
            except (ReadTimeoutError, ConnectionClosedError, ResponseStreamingError):
                # The server may have stored the object before the answer was lost. The
                # key is ours alone (a fresh UUIDv7 name), so removing it is safe. One
                # attempt, so a stalled server fails the put within the budget; a file
                # left behind duplicates versions readers already tolerate.
                with contextlib.suppress(Exception):
                    self._cleanup().delete_object(
                        Bucket=self.root.bucket, Key=self.root.s3_key(key)
                    )
                raise
        return True

    def _cleanup(self) -> Any:
        from botocore.config import Config

        if self._cleanup_client is None:
            once = self._config.merge(Config(retries={"total_max_attempts": 1}))
            self._cleanup_client = self._session.client(
                "s3", endpoint_url=self._endpoint, config=once
            )
        return self._cleanup_client

    def delete_keys(self, keys: list[str]) -> None:
        """Delete objects, 1000 per request."""
        with self._errors():
            for start in range(0, len(keys), 1000):
                chunk = [{"Key": self.root.s3_key(k)} for k in keys[start : start + 1000]]
                answer = self._client.delete_objects(
                    Bucket=self.root.bucket, Delete={"Objects": chunk, "Quiet": True}
                )
                if answer.get("Errors"):
                    first = answer["Errors"][0]
                    raise self._unreachable(
                        f"could not delete {len(answer['Errors'])} objects, "
                        f"first {first.get('Key')}: {first.get('Code')}"
                    )

    def delete_prefix(self, prefix: str) -> None:
        """Delete every object under ``prefix`` (temporary and foreign ones too)."""
        with self._errors():
            keys = [self._relative(k) for k in self._keys(prefix)]
        self.delete_keys(keys)

    def source(self, key: str) -> str:
        """The ``s3://`` URI of ``key``."""
        return f"s3://{self.root.bucket}/{self.root.s3_key(key)}"

    def polars_options(self) -> dict[str, Any]:
        """Polars ``storage_options`` from the same endpoint, region and credentials."""
        options: dict[str, Any] = {
            "aws_region": self._session.region_name or "us-east-1",
            # object_store: read_timeout waits per socket read, timeout caps a whole
            # request, retries stop starting once half the budget is spent. Polars may
            # repeat a failed footer read once, which the budget leaves room for.
            "connect_timeout": _ms(self._connect_timeout),
            "read_timeout": _ms(self._wait),
            "timeout": _ms(self._timeout),
            "max_retries": self._attempts - 1,
            "retry_timeout_ms": round(self._timeout * 500),
        }
        if self._endpoint:
            options["aws_endpoint_url"] = self._endpoint
            if self._endpoint.startswith("http://"):
                options["aws_allow_http"] = "true"
        with self._errors():
            credentials = self._session.get_credentials()
            frozen = credentials.get_frozen_credentials() if credentials else None
        if frozen is not None:
            options["aws_access_key_id"] = frozen.access_key
            options["aws_secret_access_key"] = frozen.secret_key
            if frozen.token:
                options["aws_session_token"] = frozen.token
        options.update(self._options)
        self._secrets.update({k: v for k, v in options.items() if isinstance(v, str)})
        return options

    def read_failed(self, exc: BaseException) -> TierUnavailable:
        """The error for a failed Parquet read (message redacted of secrets)."""
        if isinstance(exc, TimeoutError) or "timed out" in str(exc):
            return self._stalled()
        detail = f"{type(exc).__name__}: {short_reason(str(exc), self._secrets)}"
        return TierUnavailable(
            f"The archive at {self.url} is unreachable or holds an unreadable file "
            f"(reading Parquet failed: {detail}). "
            "Check SFAMS_ARCHIVE_URL, SFAMS_S3_ENDPOINT_URL and the AWS credentials."
        )

    def close(self) -> None:
        """Close the HTTP connection pools."""
        self._client.close()
        if self._cleanup_client is not None:
            self._cleanup_client.close()


def _ms(seconds: float) -> str:
    return f"{max(1, round(seconds * 1000))}ms"
