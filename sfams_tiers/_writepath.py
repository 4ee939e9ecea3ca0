"""The write path's decisions: reinforce a near-duplicate, or supersede by the rule table.

Pure functions over records the facade has just read (``now`` and the rules passed in),
so every rule can be read and tested without tiers. DESIGN §4: a new version
supersedes the old one deterministically (newest valid version wins); the old one is
kept, marked ``superseded_by`` and down-weighted, never deleted.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sfams_tiers._models import SUPERSEDING_KINDS, MemoryRecord, Relation
from sfams_tiers._restatement import restates
from sfams_tiers._rules import ForgettingRules
from sfams_tiers._tiers import ScoredRecord

__all__ = [
    "chain_behind",
    "close_chain",
    "IDENTIFYING_KINDS",
    "STATEFUL_TYPES",
    "Supersession",
    "base_type",
    "conflict_candidates",
    "find_duplicate",
    "reinforce",
    "supersede",
]

STATEFUL_TYPES = frozenset(
    {"fact", "state", "deadline", "preference", "decision", "commitment", "goal", "task"}
    | {"action", "risk", "intent"}
)
"""Base types whose records describe a current value that a newer memory can replace."""

IDENTIFYING_KINDS = frozenset(
    {"order", "ticket", "id", "account", "email", "phone", "invoice", "issue", "case", "address"}
)
"""Entity kinds that identify one thing: memories carrying them are anchor candidates."""


def base_type(record: MemoryRecord) -> str:
    """``state`` for ``state:ticket``."""
    return record.type.partition(":")[0]


def _same_audience(a: MemoryRecord, b: MemoryRecord) -> bool:
    return a.visibility == b.visibility and (a.visibility == "shared" or a.agent == b.agent)


def _links(record: MemoryRecord) -> set[tuple[str, str]]:
    return {(r.kind, r.target) for r in record.relations}


def may_replace(new: MemoryRecord, old: MemoryRecord) -> bool:
    """True when ``new`` may supersede ``old``: everyone who sees ``old`` sees ``new``.

    A shared memory may replace anything; a private one only its author's private
    memories (DESIGN I6: retiring a shared memory for a private one would take the
    fact away from everyone else and tell them a private note exists).

    Example:
        >>> shared = MemoryRecord(namespace="a", content="x")
        >>> mine = MemoryRecord(namespace="a", content="y", agent="ann", visibility="private")
        >>> may_replace(mine, shared), may_replace(shared, mine)
        (False, True)
    """
    if new.visibility == "shared":
        return True
    return old.visibility == "private" and old.agent == new.agent


def find_duplicate(
    record: MemoryRecord, neighbours: Sequence[ScoredRecord], rules: ForgettingRules
) -> MemoryRecord | None:
    """The live near-duplicate ``record`` should reinforce instead of being added.

    Same type, same audience (a private memory never merges into a shared one), the
    same relations or more (a retried update meets the first attempt), not superseded,
    at least ``rules.duplicate_similarity`` similar, and a restatement of the same
    words (:func:`~sfams_tiers._restatement.restates`: a different number, date, name,
    identifier or negation is a different fact); the most similar wins, ties by id.
    """
    best: tuple[float, str, MemoryRecord] | None = None
    for hit in neighbours:
        other = hit.record
        if (
            other.type == record.type
            and other.superseded_by is None
            and _same_audience(other, record)
            and hit.similarity >= rules.duplicate_similarity
            # "order A-1042 shipped" is not a repeat of "order A-1043 shipped", however
            # similar their vectors: only a restatement of the same words may merge.
            and restates(record.content, other.content)
            and (not record.entities or set(record.entities) <= set(other.entities))
            # Saying "X updates Y" again is a repeat only of a memory that says so too.
            and _links(record) <= _links(other)
        ):
            key = (hit.similarity, other.id, other)
            if best is None or (key[0], key[1]) > (best[0], best[1]):
                best = key
    return None if best is None else best[2]


def reinforce(
    existing: MemoryRecord, new: MemoryRecord, now: datetime, max_entities: int
) -> MemoryRecord:
    """``existing`` after being said again: one more access, the max importance, merged entities."""
    entities = tuple(dict.fromkeys((*existing.entities, *new.entities)))[:max_entities]
    return existing.model_copy(
        update={
            "access_count": existing.access_count + 1,
            "last_accessed": now,
            "importance": max(existing.importance, new.importance),
            "confidence": max(existing.confidence, new.confidence),
            "entities": entities,
            "anchored": existing.anchored or new.anchored,
            "tier": "hot" if new.tier == "hot" else existing.tier,
        }
    )


def conflict_candidates(
    record: MemoryRecord, neighbours: Iterable[ScoredRecord], rules: ForgettingRules
) -> list[MemoryRecord]:
    """Older live records the judge should compare ``record`` with.

    Stateful types only (a dialogue turn is never "replaced"), not yet superseded, the
    same audience, and either sharing an entity or very similar. Deduplicated; those
    sharing identifiers first, then more entities, then the most similar; at most
    ``rules.conflict_candidates``.
    """
    entities = _keys(record.entities)
    seen: dict[str, tuple[float, MemoryRecord]] = {}
    for hit in neighbours:
        other = hit.record
        if (
            other.id == record.id
            or other.id > record.id  # only older ones (UUIDv7 order is creation order)
            or other.superseded_by is not None
            or base_type(other) not in STATEFUL_TYPES
            or not _same_audience(other, record)
        ):
            continue
        if (
            entities.isdisjoint(_keys(other.entities))
            and hit.similarity < rules.conflict_similarity
        ):
            continue
        if other.id not in seen or seen[other.id][0] < hit.similarity:
            seen[other.id] = (hit.similarity, other)

    def closeness(item: tuple[float, MemoryRecord]) -> tuple[int, int, float, str]:
        # The same ticket or order outranks any look-alike: a fix for T-417 must meet
        # T-417's older states even when other tickets' fixes read more alike.
        shared = entities.intersection(_keys(item[1].entities))
        ids = sum(e.partition(":")[0] in IDENTIFYING_KINDS for e in shared)
        return (-ids, -len(shared), -item[0], item[1].id)

    ranked = sorted(seen.values(), key=closeness)
    return [r for _, r in ranked[: rules.conflict_candidates]]


def _keys(entities: Iterable[str]) -> set[str]:
    """Entities with one key per person however named ("Mariam" = "Mariam Haddad").

    Example:
        >>> sorted(_keys(["person:Mariam Haddad", "name:Mariam", "place:Tucson"]))
        ['place:Tucson', 'who:mariam']
    """
    out = set()
    for entity in entities:
        kind, _, name = entity.partition(":")
        out.add(
            f"who:{name.split()[0].lower()}"
            if kind in ("person", "name") and name.split()
            else entity
        )
    return out


@dataclass(frozen=True, slots=True)
class Supersession:
    """The outcome of applying the rule table: the new record and the replaced ones."""

    record: MemoryRecord
    replaced: tuple[tuple[MemoryRecord, MemoryRecord], ...]
    """(old as read, old as it must be written) pairs."""


def only_mentions(record: MemoryRecord) -> bool:
    """True when a memory names one person or thing and nothing else (no value).

    Example:
        >>> only_mentions(MemoryRecord(namespace="a", content="Katya brought cookies",
        ...                            entities=["person:Katya"]))
        True
        >>> only_mentions(MemoryRecord(namespace="a", content="Katya reports to Boris",
        ...                            entities=["person:Katya", "person:Boris"]))
        False
    """
    kinds = {e.partition(":")[0] for e in record.entities}
    names = {e.partition(":")[2].split()[0].lower() for e in record.entities}
    return len(names) == 1 and kinds <= {"person", "name"}


def _clip(value: float) -> float:
    return min(1.0, max(0.0, value))


def supersede(
    record: MemoryRecord,
    targets: Sequence[tuple[str, MemoryRecord]],  # (relation kind, the older record)
    rules: ForgettingRules,
) -> Supersession:
    """Apply superseding relations ``(kind, old)`` to ``record`` and the old records.

    * updates / negates: ``rules.supersede_deltas[kind]`` = (new delta, old delta) on
      importance; the new record's delta applies once (the largest of its kinds).
    * resolves / completes: the closed chain (each old record) is multiplied by
      ``rules.chain_factors[kind]``; the resolution itself keeps its importance, it is
      the current state.

    The old record gets ``superseded_by`` and loses its anchor (history fades) unless an
    even newer version already superseded it (newest valid version wins; UUIDv7 ids sort
    by creation time); then it is left as it is. A new value of an anchored fact is
    anchored in its place. Relations missing from ``record`` are added to it.
    """
    relations = list(record.relations)
    present: set[tuple[str, str]] = {(r.kind, r.target) for r in relations}
    new_delta: float | None = None
    inherits_anchor = False
    replaced: list[tuple[MemoryRecord, MemoryRecord]] = []
    # A new value gains importance; small talk said again ("Tunde won at ping pong
    # again") replaces its older wording but is no more worth keeping.
    small_talk = only_mentions(record) and all(only_mentions(old) for _, old in targets)
    for kind, old in targets:
        if kind not in SUPERSEDING_KINDS or old.id == record.id:
            continue
        if (kind, old.id) not in present:
            relations.append(Relation.model_validate({"kind": kind, "target": old.id}))
            present.add((kind, old.id))
        if old.superseded_by is not None and old.superseded_by >= record.id:
            continue
        importance = old.importance
        if kind in rules.supersede_deltas:
            delta_new, delta_old = rules.supersede_deltas[kind]
            new_delta = delta_new if new_delta is None else max(new_delta, delta_new)
            importance = _clip(importance + delta_old)
            inherits_anchor = inherits_anchor or old.anchored  # the anchor moves to the new value
        elif kind in rules.chain_factors:
            importance = _clip(importance * rules.chain_factors[kind])
        # A replaced version is history: it leaves the anchors so it can fade and be archived.
        retired = {"superseded_by": record.id, "importance": importance, "anchored": False}
        replaced.append((old, old.model_copy(update=retired)))
    update: dict[str, object] = {"relations": tuple(relations)}
    if new_delta is not None and not small_talk:
        update["importance"] = _clip(record.importance + new_delta)
    if inherits_anchor:
        update["anchored"] = True
    return Supersession(record.model_copy(update=update), tuple(replaced))


HISTORY_KINDS = frozenset({"updates", "negates", "resolves", "completes"})
"""Relations that lead from a record to the older versions in its chain."""


def chain_behind(record: MemoryRecord) -> list[str]:
    """Ids of the records ``record`` replaced (its links back along the chain)."""
    return [r.target for r in record.relations if r.kind in HISTORY_KINDS]


def close_chain(
    outcome: Supersession,
    history: Iterable[MemoryRecord],
    rules: ForgettingRules,
) -> Supersession:
    """Down-weight the whole chain a resolution or completion closes (the seeds' x0.6).

    ``supersede`` multiplies the records ``outcome.record`` resolves or completes;
    ``history`` holds the older versions behind them (what they updated, negated or
    closed, read by the caller), which get the same factor and keep their own
    ``superseded_by``: closing a ticket makes its whole story fade, not only its
    last state.

    Example:
        >>> from sfams_tiers._models import Relation
        >>> opened = MemoryRecord(namespace="a", content="T-1 open", importance=0.5)
        >>> moved = MemoryRecord(namespace="a", content="T-1 with vendor", importance=0.5,
        ...                      relations=[Relation(kind="updates", target=opened.id)])
        >>> done = MemoryRecord(namespace="a", content="T-1 fixed",
        ...                     relations=[Relation(kind="resolves", target=moved.id)])
        >>> outcome = supersede(done, [("resolves", moved)], ForgettingRules())
        >>> [round(new.importance, 2) for _, new in close_chain(outcome, [opened],
        ...                                                    ForgettingRules()).replaced]
        [0.3, 0.3]
    """
    kinds = {r.kind for r in outcome.record.relations if r.kind in rules.chain_factors}
    if not kinds:
        return outcome
    factor = min(rules.chain_factors[kind] for kind in kinds)
    done = {old.id for old, _ in outcome.replaced} | {outcome.record.id}
    faded = [
        (old, old.model_copy(update={"importance": _clip(old.importance * factor)}))
        for old in history
        if old.id not in done
    ]
    return Supersession(outcome.record, outcome.replaced + tuple(faded))
