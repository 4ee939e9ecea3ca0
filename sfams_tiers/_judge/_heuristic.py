"""HeuristicJudge: the offline, deterministic judge (no model, no network)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence

from sfams_tiers._hant import fold, spaced
from sfams_tiers._ids import Clock, utc_now
from sfams_tiers._judge._cjk import has_cjk, possessors
from sfams_tiers._judge._cues import base_type, importance, infer_type
from sfams_tiers._judge._entities import IDENTIFIER_KINDS, VALUE_KINDS, Gazetteer, find_entities
from sfams_tiers._judge._names import FIRM_SUFFIXES, common_word, name_forms
from sfams_tiers._judge._protocol import Extraction, ForgetReview, Verdict
from sfams_tiers._judge._relations import classify
from sfams_tiers._judge._speaker import involves_self, only_a_value, split_speaker
from sfams_tiers._judge._summary import summarize_records
from sfams_tiers._models import DEFAULT_LIMITS, MemoryRecord, validate_namespace

__all__ = ["HeuristicJudge"]

KEEP_IMPORTANCE = 0.7
"""Records with identifiers at or above this importance are never forgotten by review."""


_NAMED_KINDS = frozenset({"project", "customer", "company"})
"""Kinds a name is given once a line says what it is (a project, a customer)."""


def _without_aliases(text: str, entities: list[str]) -> list[str]:
    """``entities`` without the English names Chinese colleagues go by beside their own.

    "陈怡君(Amy)" and "Eric 郭建宏" name one person each: Amy and Eric are no one else.

    Example:
        >>> _without_aliases("直属主管由陈怡君(Amy)变更为Eric 郭建宏",
        ...                  ["person:陈怡君", "name:Amy", "name:Eric", "person:郭建宏"])
        ['person:陈怡君', 'person:郭建宏']
    """
    people = [e.partition(":")[2] for e in entities if e.startswith("person:") and has_cjk(e)]
    if not people:
        return entities
    names = "|".join(re.escape(p) for p in people)

    def alias(entity: str) -> bool:
        kind, _, name = entity.partition(":")
        if kind != "name" or not name.isascii():
            return False
        word = re.escape(name)
        pattern = rf"{word}\s*(?:{names})|(?:{names})\s*[(\uff08]\s*{word}\s*[)\uff09]"
        return re.search(pattern, text) is not None

    return [e for e in entities if not alias(e)]


class HeuristicJudge:
    """Judges memories by patterns and cue words: fast, offline and deterministic.

    Entities come from patterns (order and ticket numbers, ids, emails, phones, dates,
    money, capitalised names) and a per-namespace gazetteer of the entities seen so far,
    so a bare "Orion" resolves to ``project:Orion`` once "Project Orion" was seen. The
    gazetteer is the only state; everything else is a pure function of the inputs and
    the clock (used for dates without a year and for "deadline in the future").

    Args:
        clock: Returns "now" (inject a FixedClock in tests and simulations).
        max_names: Entities the gazetteer keeps per namespace (least recently used go).
        max_namespaces: Namespaces the gazetteer keeps.

    Example:
        >>> import asyncio
        >>> judge = HeuristicJudge()
        >>> x = asyncio.run(judge.extract("Order A-1042 is due Friday", namespace="team-a"))
        >>> x.type, x.entities, x.importance >= 0.8
        ('deadline', ('order:A-1042',), True)
    """

    def __init__(
        self, *, clock: Clock = utc_now, max_names: int = 10_000, max_namespaces: int = 1_000
    ) -> None:
        self._clock = clock
        self._gazetteer = Gazetteer(max_names=max_names, max_namespaces=max_namespaces)

    def observe(self, namespace: str, entities: Iterable[str]) -> None:
        """Add ``entities`` to the gazetteer of ``namespace`` (invalid ones are ignored)."""
        self._gazetteer.add(validate_namespace(namespace), entities)

    async def mentions(self, text: str, *, namespace: str) -> tuple[str, ...]:
        """Entities ``text`` names (a query), resolved with the namespace's gazetteer."""
        validate_namespace(namespace)
        text = spaced(fold(text))  # Traditional Chinese reads as Simplified (see _hant)
        found = find_entities(
            text, today=self._clock().date(), gazetteer=self._gazetteer.lookup(namespace)
        )
        # "Yara Moretti" also meets memories that knew her only as "Yara", and "Yara"
        # those that named her in full, whether she was known as a person then or not.
        variants: list[str] = []
        for entity in found:
            kind, _, name = entity.partition(":")
            if kind in _NAMED_KINDS:
                # "project:Bamboo" was a plain name:Bamboo to the lines written before its
                # kind was known.
                variants.append(f"name:{name}")
            if kind not in ("name", "person"):
                continue
            words = [
                w
                for w in name.split()
                if len(w) >= 3 and not common_word(w) and w.lower() not in FIRM_SUFFIXES
            ]
            # "Yara" is Yara Moretti; "Brightwater" may be Brightwater Foods and "Gulf
            # Coast" Gulf Coast Credit Union.
            opening = self._gazetteer.names_opening_with(namespace, name)
            fulls = (
                *(self._gazetteer.full_names(namespace, name) if " " not in name else ()),
                *(e.partition(":")[2] for e in opening),
            )
            for form in (name, *words, *fulls):
                # "Rémi Dufresne" is also the Remi Dufresne of lines typed without accents.
                for spelling in (form, *self._gazetteer.spellings(namespace, form)):
                    variants += name_forms(f"name:{spelling}")
        if has_cjk(text):
            # "灵犀的工时记在哪个编码下面": 灵犀 is asked about though nothing marked it a
            # name; last, so a candidate never displaces what the patterns found.
            names = [e.partition(":")[2] for e in found]
            variants += [
                f"name:{p}" for p in possessors(text) if not any(p in n or n in p for n in names)
            ]
        return tuple(dict.fromkeys([*found, *variants]))[: DEFAULT_LIMITS.max_entities]

    async def extract(
        self, content: str, *, namespace: str, known: Collection[str] = ()
    ) -> Extraction:
        """Type, entities, importance and key entities of ``content``."""
        validate_namespace(namespace)
        content = spaced(fold(content))  # Traditional reads as Simplified (see _hant)
        self._gazetteer.add(namespace, known)
        # "Mariam: lol same" is about nothing; the author is not an entity of the line,
        # but is a person the namespace knows (so a later bare "Mariam" resolves).
        speaker, body = split_speaker(content, self._gazetteer.lookup(namespace))
        if speaker is not None:
            self._gazetteer.add(namespace, [f"person:{speaker}"])
        entities = find_entities(
            body, today=self._clock().date(), gazetteer=self._gazetteer.lookup(namespace)
        )
        if speaker is not None and (involves_self(body) or only_a_value(body)):
            # "Mariam: my new cell is ..." is about Mariam too, but what the line names
            # comes first: "Mariam: I mixed that up, Atlas is paused" is about Atlas.
            own = find_entities(speaker, today=self._clock().date(),
                                gazetteer=self._gazetteer.lookup(namespace))  # fmt: skip
            entities = list(dict.fromkeys([*entities, *own]))
        entities = _without_aliases(body, entities)[: DEFAULT_LIMITS.max_entities]
        self._gazetteer.add(namespace, entities)
        memory_type = infer_type(body, entities)
        key = tuple(e for e in entities if e.partition(":")[0] not in VALUE_KINDS)
        return Extraction(
            memory_type, tuple(entities), importance(body, memory_type, entities), key
        )

    async def assess_importance(self, content: str, *, type: str, entities: Sequence[str]) -> float:  # noqa: A002
        """The same importance rule :meth:`extract` uses."""
        return importance(content, type, entities)

    async def classify_relation(
        self, new: MemoryRecord, candidates: Sequence[MemoryRecord]
    ) -> list[Verdict]:
        """Verdicts from cue words and shared frames (see ``_relations``); older only."""
        return classify(new, candidates, today=self._clock().date())

    async def review_forget_batch(
        self, records: Sequence[MemoryRecord], *, goals: Sequence[str] = ()
    ) -> ForgetReview:
        """Keep identifiers of importance >= 0.7 and open, future-dated deadlines/commitments.

        The offline rule does not read ``goals`` (a model judge does); it re-anchors nothing.
        """
        today = self._clock().date()
        important: list[str] = []
        pending: list[str] = []
        for record in records:
            entities = {*record.entities, *find_entities(record.content, today=today)}
            kinds = {e.partition(":")[0] for e in entities}
            if kinds & IDENTIFIER_KINDS and record.importance >= KEEP_IMPORTANCE:
                important.append(record.id)
            elif (
                base_type(record.type) in ("deadline", "commitment")
                and record.superseded_by is None
                and any(e.startswith("date:") and e[5:] >= today.isoformat() for e in entities)
            ):
                pending.append(record.id)
        reasons = []
        if important:
            reasons.append(
                f"{len(important)} carry identifiers with importance >= {KEEP_IMPORTANCE}"
            )
        if pending:
            reasons.append(f"{len(pending)} are open deadlines or commitments dated in the future")
        if not reasons:
            return ForgetReview(frozenset(), "No memory of the batch needs to stay live.")
        return ForgetReview(frozenset(important + pending), "Kept: " + "; ".join(reasons) + ".")

    async def summarize(self, records: Sequence[MemoryRecord], *, max_chars: int = 600) -> str:
        """Extractive summary: the most informative sentences, within ``max_chars``."""
        return summarize_records(records, max_chars=max_chars, today=self._clock().date())

    async def rewrite_query(self, query: str, *, namespace: str) -> str | None:
        """None: offline, a question is searched as it was asked (no rewrite)."""
        validate_namespace(namespace)
        return None

    async def aclose(self) -> None:
        """Nothing to release (present for the Judge protocol)."""
