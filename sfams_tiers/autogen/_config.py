"""The declarative config of :class:`~sfams_tiers.autogen.TieredAutoGenMemory`.

It is what ``dump_component()`` writes: the namespace, the agent a view acts for, how
memories are injected, and the backend settings that are not secrets. Backend fields
left unset (None) are read from the ``SFAMS_*`` environment when the memory opens, so
one dumped team runs against whatever store its host configures. Secrets (API keys)
never appear here: they come from ``OPENAI_API_KEY``, ``SFAMS_QDRANT_API_KEY`` and the
standard AWS variables.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from sfams_tiers._errors import ConfigurationError, InvalidRecord
from sfams_tiers._models import validate_agent, validate_namespace
from sfams_tiers._recall import DEFAULT_MIN_RELEVANCE, MAX_K
from sfams_tiers._settings import Settings, load_settings

__all__ = [
    "BACKEND_FIELDS",
    "TieredAutoGenMemoryConfig",
    "config_from_settings",
    "settings_for",
]

BACKEND_FIELDS: tuple[str, ...] = (
    "home",
    "embedder",
    "embed_dim",
    "openai_embed_model",
    "embed_cache_size",
    "max_content_bytes",
    "hot_capacity",
    "allow_hard_delete",
    "redis_url",
    "qdrant_url",
    "qdrant_collection",
    "archive_url",
    "s3_endpoint_url",
    "timeout",
    "judge",
    "model",
    "consolidate",
    "max_anchors",
    "policy",
    "retrieval",
)
"""Every :class:`~sfams_tiers.Settings` field except the namespace and the secrets."""
POLICY_SETTINGS = ("hot_capacity", "allow_hard_delete", "consolidate", "max_anchors")
"""Settings that override the policy file only when set explicitly (see ``build_policy``)."""


class TieredAutoGenMemoryConfig(BaseModel):
    """Config of a TieredAutoGenMemory: namespace, view, injection, backend overrides.

    ``inject_as="user"`` (the default) adds the memory block as a ``UserMessage``, which
    every model accepts. ``"system"`` adds a ``SystemMessage`` after the conversation:
    ``OpenAIChatCompletionClient`` refuses that unless the model's ``model_info`` sets
    ``multiple_system_messages=True`` (known OpenAI models do; custom ones must say so).

    Example:
        >>> config = TieredAutoGenMemoryConfig(namespace="team-a", home="/tmp/sfams")
        >>> config.inject_as, config.k, config.embedder is None
        ('user', 8, True)
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    namespace: str = Field("default", description="The team's namespace: what it shares.")
    agent: str | None = Field(
        None, description="The agent this view writes as and whose private memories it sees."
    )
    k: int = Field(8, ge=1, le=MAX_K, description="Memories considered per turn.")
    token_budget: int = Field(800, ge=1, description="Tokens the injected block may use.")
    inject_as: Literal["user", "system"] = Field(
        "user",
        description="Message type of the injected block; 'system' needs a model_info with "
        "multiple_system_messages=True.",
    )
    min_relevance: float = Field(
        DEFAULT_MIN_RELEVANCE, ge=0.0, le=1.0, description="Similarity below which nothing shows."
    )
    with_ids: bool = Field(
        True, description="Show memory ids in the block, so agents can forget / update by id."
    )
    maintain_on_close: bool = Field(
        False, description="Run maintenance on the namespace when this memory is closed."
    )
    rewrite_query: bool = Field(
        False,
        description="Search with the judge's rewrite of the latest message (one model call "
        "per turn with the OpenAI judge; the heuristic judge has none and keeps the text).",
    )
    task_as_goal: bool = Field(
        True,
        description="Rank the injected memories by the team's task too (the first user "
        "message) as their goal; the policy's min_goal_relevance is its floor.",
    )
    # Backend settings (None: from the SFAMS_* environment when the memory opens).
    home: str | None = None
    embedder: Literal["hash", "openai", "local"] | None = None
    embed_dim: int | None = None
    openai_embed_model: str | None = None
    embed_cache_size: int | None = None
    max_content_bytes: int | None = None
    hot_capacity: int | None = None
    allow_hard_delete: bool | None = None
    redis_url: str | None = None
    qdrant_url: str | None = None
    qdrant_collection: str | None = None
    archive_url: str | None = None
    s3_endpoint_url: str | None = None
    timeout: float | None = None
    judge: Literal["heuristic", "openai", "none"] | None = None
    model: str | None = None
    consolidate: bool | None = None
    max_anchors: int | None = None
    policy: str | None = Field(None, description="Policy file (TOML) the memory runs with.")
    retrieval: Literal["hybrid", "dense"] | None = None

    @field_validator("namespace")
    @classmethod
    def _namespace(cls, value: str) -> str:
        try:
            return validate_namespace(value)
        except InvalidRecord as exc:
            raise ValueError(exc.reason) from None

    @field_validator("agent")
    @classmethod
    def _agent(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            return validate_agent(value)
        except InvalidRecord as exc:
            raise ValueError(exc.reason) from None


def settings_for(config: TieredAutoGenMemoryConfig) -> Settings:
    """The Settings a config selects: its overrides on top of the ``SFAMS_*`` environment.

    Raises:
        ConfigurationError: A value is invalid (the message names the variable).
    """
    overrides: dict[str, Any] = {
        name: getattr(config, name) for name in BACKEND_FIELDS if getattr(config, name) is not None
    }
    return load_settings(namespace=config.namespace, **overrides)


def config_from_settings(
    settings: Settings, *, namespace: str | None = None, **options: Any
) -> TieredAutoGenMemoryConfig:
    """A config that reopens the backend ``settings`` describe (every field pinned).

    Args:
        settings: The backend settings (secrets are left out of the config).
        namespace: The namespace (default: ``settings.namespace``).
        **options: Other config fields (agent, k, token_budget, inject_as ...).

    Raises:
        ConfigurationError: An option is not a config field or is out of bounds.
    """
    given = settings.model_fields_set
    fields: dict[str, Any] = {
        name: getattr(settings, name)
        for name in BACKEND_FIELDS
        if name not in POLICY_SETTINGS or name in given  # else the policy file's value holds
    }
    fields["home"] = str(settings.home)
    fields["policy"] = None if settings.policy is None else str(settings.policy)
    fields["namespace"] = namespace or settings.namespace
    fields.update(options)
    return build_config(**fields)


def build_config(**fields: Any) -> TieredAutoGenMemoryConfig:
    """Validate config fields, turning a refusal into a ConfigurationError sentence."""
    try:
        return TieredAutoGenMemoryConfig(**fields)
    except ValueError as exc:  # pydantic's ValidationError is a ValueError
        raise ConfigurationError(
            f"Invalid TieredAutoGenMemory option: {exc}. Fix the option and retry."
        ) from None
