"""Configuration (``SFAMS_*`` environment variables) and the wiring it selects.

This is the only module that chooses and imports backends. Settings are built at
the edge (the CLI, an example script), never at import time.
"""

from __future__ import annotations

import math
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import platformdirs
from pydantic import Field, SecretStr, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict

from sfams_tiers._embed import (
    CachedEmbedder,
    Embedder,
    HashEmbedder,
    OpenAIEmbedder,
    SentenceTransformerEmbedder,
)
from sfams_tiers._errors import ConfigurationError
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._judge import HeuristicJudge, Judge, OpenAIJudge
from sfams_tiers._memory import TieredMemory
from sfams_tiers._models import Limits, validate_namespace
from sfams_tiers._policy import RetentionPolicy
from sfams_tiers._policy_file import load_policy_file
from sfams_tiers._tiers import Archive, HotTier, Tiers, WarmTier

if TYPE_CHECKING:
    from sfams_tiers.backends.archive import ParquetArchive

__all__ = [
    "Settings",
    "build_judge",
    "build_tiers",
    "load_settings",
    "open_memory",
    "open_tiers",
]


def default_home() -> Path:
    """The per-user data folder (``~/.local/share/sfams-tiers`` on Linux)."""
    return Path(platformdirs.user_data_dir("sfams-tiers", appauthor=False))


class Settings(BaseSettings):
    """Everything configurable, read from ``SFAMS_*`` environment variables.

    Example:
        >>> Settings(namespace="team-a", embed_dim=128).embedder
        'hash'
    """

    model_config = SettingsConfigDict(env_prefix="SFAMS_", extra="ignore", frozen=True)

    home: Path = Field(
        default_factory=default_home, description="Data folder of the embedded store."
    )
    namespace: str = Field("default", description="Namespace used when none is given.")
    embedder: Literal["hash", "openai", "local"] = Field(
        "hash", description="hash (offline, built in), openai (OPENAI_API_KEY), local (MiniLM)."
    )
    embed_dim: int = Field(256, ge=8, le=65536, description="Dimension of the hash embedder.")
    openai_embed_model: str = Field("text-embedding-3-small", description="OpenAI embedding model.")
    embed_cache_size: int = Field(
        10_000, ge=0, description="Texts kept in the embedding LRU cache."
    )
    max_content_bytes: int = Field(32 * 1024, ge=1, le=16 * 1024 * 1024)
    hot_capacity: int = Field(1000, ge=0, description="Hot records per namespace.")
    allow_hard_delete: bool = Field(False, description="Allow forget(hard=True).")
    redis_url: str | None = Field(None, description="Hot tier server; unset = embedded Valkey.")
    qdrant_url: str | None = Field(None, description="Warm tier server; unset = Qdrant Edge.")
    qdrant_api_key: SecretStr | None = Field(None, description="API key for SFAMS_QDRANT_URL.")
    qdrant_collection: str = Field("sfams_memories", description="Qdrant collection name.")
    archive_url: str | None = Field(
        None, description="s3://bucket/prefix or a folder; unset = <home>/archive."
    )
    s3_endpoint_url: str | None = Field(None, description="S3-compatible endpoint (MinIO).")
    timeout: float = Field(
        30.0,
        gt=0,
        le=3600,
        description="Seconds a service (Redis, Qdrant server, S3) may leave a request "
        "unanswered, retries included, before the call fails with TierUnavailable.",
    )
    judge: Literal["heuristic", "openai", "none"] = Field(
        "heuristic",
        description="heuristic (offline rules), openai (a chat model, falls back to the "
        "rules on failure) or none (only explicit types, entities and relations).",
    )
    model: str = Field("gpt-4o-mini", description="Chat model of the openai judge.")
    policy: Path | None = Field(
        None,
        description="Policy file (TOML): weights, half-lives, thresholds, budgets and "
        "forgetting rules, per namespace; see `sfams policy show`.",
    )
    consolidate: bool = Field(False, description="maintain also consolidates clusters.")
    retrieval: Literal["hybrid", "dense"] = Field(
        "hybrid",
        description="hybrid (vectors and keywords fused in the warm tier) or dense (vectors only).",
    )
    max_anchors: int = Field(500, ge=1, description="Anchored memories per namespace.")


def load_settings(**overrides: object) -> Settings:
    """Build Settings from the environment plus ``overrides``.

    Raises:
        ConfigurationError: A value is invalid; the message names the variable.
    """
    try:
        settings = Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        error = exc.errors(include_url=False)[0]
        name = "SFAMS_" + str(error["loc"][0]).upper() if error["loc"] else "SFAMS_*"
        raise ConfigurationError(f"{name}: {error['msg']}. Fix the variable and retry.") from None
    validate_namespace(settings.namespace)
    return settings


def build_embedder(settings: Settings) -> Embedder:
    """The embedder the settings select, behind an LRU cache."""
    inner: Embedder
    if settings.embedder == "hash":
        inner = HashEmbedder(settings.embed_dim)
    elif settings.embedder == "openai":
        inner = OpenAIEmbedder(settings.openai_embed_model)
    else:
        inner = SentenceTransformerEmbedder()
    if settings.embed_cache_size == 0:
        return inner
    return CachedEmbedder(inner, maxsize=settings.embed_cache_size)


_POLICY_SETTINGS = ("hot_capacity", "allow_hard_delete")
_RULE_SETTINGS = ("consolidate", "max_anchors")


def build_policy(settings: Settings, namespace: str | None = None) -> RetentionPolicy:
    """The retention policy of ``namespace`` (default: the settings' namespace).

    The defaults, then the policy file (``SFAMS_POLICY``: its base, then the namespace's
    section), then the ``SFAMS_*`` variables that were set explicitly
    (``SFAMS_HOT_CAPACITY``, ``SFAMS_ALLOW_HARD_DELETE``, ``SFAMS_CONSOLIDATE``,
    ``SFAMS_MAX_ANCHORS``): the same policy wherever it is built.

    Raises:
        PolicyFileError: The policy file cannot be read or holds a refused value.
    """
    policy = RetentionPolicy()
    if settings.policy is not None:
        policy = load_policy_file(settings.policy).policy(namespace or settings.namespace)
    given = settings.model_fields_set
    rules = {k: getattr(settings, k) for k in _RULE_SETTINGS if k in given}
    changes = {k: getattr(settings, k) for k in _POLICY_SETTINGS if k in given}
    if rules:
        changes["rules"] = policy.rules.with_(**rules)
    return policy.with_(**changes) if changes else policy


def build_judge(settings: Settings, *, clock: Clock = utc_now) -> Judge | None:
    """The judge the settings select (``SFAMS_JUDGE``); close it with ``aclose()``.

    ``clock`` dates relative mentions ("due 3 March" is the next 3 March).

    Raises:
        ConfigurationError: ``openai`` without ``OPENAI_API_KEY``.
    """
    if settings.judge == "none":
        return None
    if settings.judge == "openai":
        return OpenAIJudge(settings.model, fallback=HeuristicJudge(clock=clock))
    return HeuristicJudge(clock=clock)


@contextmanager
def _extra(name: str, variable: str) -> Iterator[None]:
    """Turn a missing optional dependency into a ConfigurationError with the fix."""
    try:
        yield
    except ImportError as exc:
        raise ConfigurationError(
            f"{variable} is set, which needs the '{name}' extra ({exc.name} is missing): "
            f"pip install 'sfams-tiers[{name}]'."
        ) from exc


def build_archive(settings: Settings) -> ParquetArchive:
    """The archive alone (for analytics): ``SFAMS_ARCHIVE_URL``, else the embedded folder.

    With ``SFAMS_TIMEOUT`` as its request timeout, like every backend built here. Close
    it with ``await archive.close()``.
    """
    from sfams_tiers.backends.archive import ParquetArchive

    url = settings.archive_url or str(settings.home / "archive")
    if url.startswith("s3://"):
        with _extra("s3", "SFAMS_ARCHIVE_URL"):
            import boto3  # noqa: F401 - checked here so the error names the extra
    return ParquetArchive.from_url(
        url, endpoint_url=settings.s3_endpoint_url, timeout=settings.timeout
    )


async def build_tiers(settings: Settings) -> Tiers:
    """Connect the tiers the settings select; close them with ``await tiers.close()``.

    Each tier uses its service when its URL is set (``SFAMS_REDIS_URL``,
    ``SFAMS_QDRANT_URL``, ``SFAMS_ARCHIVE_URL``) and the embedded engine in
    ``settings.home`` otherwise, so no configuration at all gives the embedded store.
    Every backend gets ``SFAMS_TIMEOUT`` as its request timeout (Qdrant Edge and a
    local archive folder are in-process and need none).
    """
    from sfams_tiers.backends.embedded import open_embedded

    hot: HotTier | None = None
    warm: WarmTier | None = None
    archive: Archive | None = None
    if settings.redis_url:
        from sfams_tiers.backends.redis import RedisHotTier

        hot = RedisHotTier.from_url(settings.redis_url, timeout=settings.timeout)
    if settings.qdrant_url:
        with _extra("qdrant", "SFAMS_QDRANT_URL"):
            from sfams_tiers.backends.qdrant import QdrantWarmTier
        key = settings.qdrant_api_key.get_secret_value() if settings.qdrant_api_key else None
        warm = QdrantWarmTier.from_url(
            settings.qdrant_url,
            api_key=key,
            collection=settings.qdrant_collection,
            timeout=math.ceil(settings.timeout),  # qdrant-client takes whole seconds
        )
    if settings.archive_url:
        archive = build_archive(settings)
    try:
        return await open_embedded(
            settings.home, hot=hot, warm=warm, archive=archive, call_timeout=settings.timeout
        )
    except BaseException:
        for tier in (hot, warm, archive):
            if tier is not None:
                await tier.close()
        raise


@asynccontextmanager
async def open_tiers(settings: Settings) -> AsyncIterator[Tiers]:
    """Open the tiers the settings select (see :func:`build_tiers`), closed on exit."""
    tiers = await build_tiers(settings)
    try:
        yield tiers
    finally:
        await tiers.close()


@asynccontextmanager
async def open_memory(
    settings: Settings | None = None,
    *,
    namespace: str | None = None,
    agent: str | None = None,
    clock: Clock = utc_now,
    embedder: Embedder | None = None,
) -> AsyncIterator[TieredMemory]:
    """Open a :class:`TieredMemory` on the configured tiers (closed on exit).

    ``embedder`` replaces the one the settings select (``SFAMS_EMBEDDER``); the caller
    keeps it and closes it. The index's dimension must match it.

    Example:
        >>> import asyncio, tempfile
        >>> async def main() -> int:
        ...     settings = load_settings(home=tempfile.mkdtemp())
        ...     async with open_memory(settings, namespace="team-a") as memory:
        ...         await memory.remember("The standup is at 9:30", type="fact")
        ...         return (await memory.stats()).live
        >>> asyncio.run(main())
        1
    """
    settings = settings or load_settings()
    owned = embedder is None
    if embedder is None:
        embedder = build_embedder(settings)
    elif not callable(getattr(embedder, "embed", None)):
        raise ConfigurationError("embedder must be an Embedder (an object with `embed`).")
    judge: Judge | None = None
    try:
        judge = build_judge(settings, clock=clock)
        async with open_tiers(settings) as tiers:
            yield TieredMemory(
                tiers,
                embedder,
                namespace=namespace or settings.namespace,
                agent=agent,
                policy=build_policy(settings, namespace),
                clock=clock,
                limits=Limits(max_content_bytes=settings.max_content_bytes),
                judge=judge,
                retrieval=settings.retrieval,
            )
    finally:
        if judge is not None:
            await judge.aclose()
        if owned:
            await embedder.aclose()
