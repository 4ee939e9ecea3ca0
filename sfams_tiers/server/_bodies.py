"""The JSON bodies the HTTP API accepts: the library's own arguments, by the same names.

Only shapes are checked here (a number is a number); bounds are the library's to check,
so an out-of-range value gets the same sentence over HTTP as in Python. A field left out
takes the library's default: handlers pass on only the fields that were sent.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from sfams_tiers._vocab import Source, Visibility

__all__ = [
    "BatchBody",
    "ContextBody",
    "JobBody",
    "LinkBody",
    "RecallBody",
    "RelationBody",
    "RememberBody",
    "RewardBody",
    "VerifyBody",
    "given",
]


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


def given(body: BaseModel) -> dict[str, Any]:
    """The fields the client sent (the library's defaults apply to the others).

    Example:
        >>> given(RecallBody(query="launch"))
        {'query': 'launch'}
    """
    return {name: getattr(body, name) for name in body.model_fields_set}


class RelationBody(_Body):
    """A relation to another memory of the namespace."""

    kind: str = Field(description="updates, negates, resolves, completes, summarizes, ...")
    target: str = Field(description="The id of the related memory.")


class RememberBody(_Body):
    """The arguments of ``TieredMemory.remember`` (left out: judged or defaulted)."""

    content: str
    type: str | None = None
    importance: float | None = None
    confidence: float | None = None
    source: Source = "agent"
    entities: list[str] | None = None
    ttl: float | None = Field(None, description="Seconds until it expires.")
    anchored: bool | None = None
    relations: list[RelationBody] = Field(default_factory=list)
    visibility: Visibility = "shared"
    vector: list[float] | None = None

    def arguments(self) -> dict[str, Any]:
        """Keyword arguments for ``remember`` / an item of ``remember_many``."""
        arguments = given(self)
        if "relations" in arguments:
            arguments["relations"] = [(r.kind, r.target) for r in self.relations]
        return arguments


class BatchBody(_Body):
    """Items for ``remember_many``: texts, or objects of ``remember``'s arguments."""

    items: list[str | RememberBody]


class _Filters(_Body):
    query: str
    k: int | None = None
    types: list[str] | None = None
    entities: list[str] | None = None
    min_importance: float | None = None
    goal: str | None = None
    include_superseded: bool | None = None
    min_relevance: float | None = None
    vector: list[float] | None = None


class RecallBody(_Filters):
    """The arguments of ``TieredMemory.recall``."""

    token_budget: int | None = None


class ContextBody(_Filters):
    """The arguments of ``TieredMemory.assemble_context``."""

    token_budget: int
    expand: bool | None = None
    with_ids: bool | None = None
    seed_ratio: float | None = None
    rewrite: bool | None = Field(
        None, description="Search with the judge's rewrite of the query (one model call)."
    )


class VerifyBody(_Body):
    """The confidence a verified memory gets (never lowered)."""

    confidence: float = 1.0


class RewardBody(_Body):
    """1 rewards, -1 penalises, in between in proportion."""

    reward: float = 1.0


class LinkBody(_Body):
    """A relation from the memory in the path to ``target``."""

    kind: str
    target: str


class JobBody(_Body):
    """How to run a job; ``arguments`` are the job's own (see docs/server.md)."""

    dry_run: bool = False
    wait: bool = False
    batch_size: int = 1000
    arguments: dict[str, Any] = Field(default_factory=dict)
