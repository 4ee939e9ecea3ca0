"""The offline conflict rules: does a new memory update, negate, resolve or complete an old one?

Each text is read into a *frame*: its content words once entities, values (numbers,
dates, money, names), stop words and cue words are removed. "Priya's location is Paris"
and "Priya's location is Berlin" share the subject ``name:Priya`` and the frame
``{location}`` with different values, so the newer one updates the older; "Priya works
on Orion" has the frame ``{work}``: a different attribute, no verdict.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from sfams_tiers._judge._cues import base_type
from sfams_tiers._judge._entities import (
    IDENTIFIER_KINDS,
    MONTHS,
    VALUE_KINDS,
    WEEKDAYS,
    find_entities,
    specific,
    word_set,
    words,
)
from sfams_tiers._judge._protocol import ConflictKind, Verdict
from sfams_tiers._judge._speaker import split_speaker
from sfams_tiers._models import MemoryRecord

__all__ = ["Reading", "classify", "frame_similarity", "read", "read_text"]

_UPDATE = re.compile(
    r"\bnow\b|\bchanged?\b.*\bto\b|\bmoved\b.*\bto\b|\bupdated?\b|\bupdate:|\binstead\b"
    r"|\bnew\s+(?:\w+\s+){0,2}(?:is|are|will be)\b|\bresched(?:uled)?\b|\bno longer\b.*\bbut\b"
    r"|\bswitched\b|\breplaced\b|\bcorrection\b|\bpostponed\b|\bpushed (?:back|to)\b"
    r"|\bactually\b",
    re.IGNORECASE,
)
_NEGATE = re.compile(
    r"\bnot\b|n['\u2019]t\b|\bnever\b|\bno longer\b|\bactually\b.*\bwrong\b|\bcancell?ed\b"
    r"|\bcalled off\b|\bfalse\b|\bincorrect\b|\bno\b",
    re.IGNORECASE,
)
_RESOLVE = re.compile(
    r"\bresolved\b|\bfixed\b|\bclosed\b|\bshipped\b|\bdone\b|\bdelivered\b|\brefunded\b"
    r"|\bsolved\b|\bsorted out\b",
    re.IGNORECASE,
)
# "needs to be delivered by Friday", "will be closed on Saturday": not done yet.
_UNDONE = re.compile(
    r"\b(?:to|will|shall|should|must|going to|needs? to|has to|have to|['\u2019]ll|won['\u2019]t"
    r"|can|could|would|may|might)\s+(?:not\s+|soon\s+|still\s+|only\s+)?(?:be|get|have been)?"
    r"\s*(?:resolved|fixed|closed|shipped|done|delivered|refunded|solved|sorted|completed?"
    r"|finished|accomplished|achieved)\b",
    re.IGNORECASE,
)
_COMPLETE = re.compile(r"\bcompleted?\b|\bfinished\b|\baccomplished\b|\bachieved\b", re.I)
_OPEN = re.compile(
    r"\bopen(?:ed)?\b|\bpending\b|\bblocked\b|\bin progress\b|\breported\b|\bbroken\b"
    r"|\bfail(?:s|ed|ing)?\b|\bdamaged\b|\bmissing\b|\bstuck\b|\bneeds?\b|\bwaiting\b"
    r"|\bescalated\b|\berrors?\b|\bdown\b|\blate\b|\bdelayed\b|\bplease\b|\btodo\b|\bbug\b",
    re.IGNORECASE,
)
_STOP: frozenset[str] = word_set(
    """
    a about after again all also am an and any are as at be been before being but by can
    could did do does for from had has have he her here him his i if in into is it its
    just me my of on or our out over she should so than that the their them then there
    these they this those to too up us was we were what when where which who will with
    would you your very really still already yet s now changed change moved move update
    updated instead new rescheduled reschedule switched replaced correction postponed
    pushed back longer not no never isn aren wasn don doesn didn won t actually wrong
    cancelled canceled called off false incorrect resolved fixed closed shipped done
    delivered refunded solved sorted completed complete finished accomplished achieved
    today tomorrow yesterday need needs must please todo have has got
    """
)
_STATUS = re.compile(
    r"\bin progress\b|\bbeing (?:traced|investigated|worked on|fixed|looked at)\b|\bblocked\b"
    r"|\bescalated\b|\bon hold\b|\bwaiting\b|\binvestigating\b|\breopened\b|\bpending\b",
    re.IGNORECASE,
)
_OPEN_TYPES = frozenset({"task", "state", "deadline", "commitment"})
_COMPLETABLE_TYPES = frozenset({"task", "goal", "commitment", "deadline"})


def _stem(token: str) -> str:
    if len(token) > 3 and token.endswith("s") and not token.endswith("ss"):
        return token[:-1]
    return token


@dataclass(frozen=True, slots=True)
class Reading:
    """What the rules see in one record's text."""

    subjects: frozenset[str]
    head: str | None
    """The first subject the text names: who or what the statement is about."""
    frame: frozenset[str]
    values: frozenset[str]
    update: bool
    negated: bool
    resolved: bool
    completed: bool
    open: bool
    text: str


def read(record: MemoryRecord, *, today: date, known: Iterable[str] = ()) -> Reading:
    """Read ``record`` (its stored entities plus those its text mentions)."""
    return read_text(record.content, record.entities, today=today, known=known)


def read_text(
    text: str, entities: Iterable[str] = (), *, today: date, known: Iterable[str] = ()
) -> Reading:
    """Read ``text``; ``entities`` are given ones, ``known`` resolve bare names."""
    gazetteer = {entity.partition(":")[2].lower(): entity for entity in known}
    _, text = split_speaker(text)  # the author of a chat line is not its subject
    in_text = find_entities(text, today=today, gazetteer=gazetteer)
    found = set(entities) | set(in_text)
    ordered = [*in_text, *entities]  # in order of appearance, then the given ones
    head = next((e for e in ordered if e.partition(":")[0] not in VALUE_KINDS), None)
    # Kind words ("project Orion") say what the subject is, not which attribute changes.
    entity_words = entity_words_of(found) | {e.partition(":")[0] for e in found}
    tokens = words(text)
    frame = frozenset(
        _stem(token)
        for token in tokens
        if token not in _STOP
        and token not in entity_words
        and token not in MONTHS
        and token not in WEEKDAYS
        and not any(ch.isdigit() for ch in token)
    )
    subjects = frozenset(e for e in found if e.partition(":")[0] not in VALUE_KINDS)
    # Digits inside an identifier ("A-1042") name the subject; they are not a value.
    numbers = {t for t in tokens if any(ch.isdigit() for ch in t)} - entity_words_of(subjects)
    values = frozenset({e for e in found if e.partition(":")[0] in VALUE_KINDS} | numbers)
    no_longer_but = re.search(r"\bno longer\b.*\bbut\b", text, re.IGNORECASE) is not None
    return Reading(
        subjects=subjects,
        head=head,
        frame=frame,
        values=values,
        update=_UPDATE.search(text) is not None,
        negated=_NEGATE.search(text) is not None and not no_longer_but,
        resolved=_RESOLVE.search(_UNDONE.sub(" ", text)) is not None,
        completed=_COMPLETE.search(_UNDONE.sub(" ", text)) is not None,
        open=_OPEN.search(text) is not None,
        text=text,
    )


def entity_words_of(entities: Iterable[str]) -> set[str]:
    """Lowercase words of the names of ``entities`` (identifiers are not values)."""
    return {w for entity in entities for w in words(entity.partition(":")[2])}


def frame_similarity(a: frozenset[str], b: frozenset[str]) -> float:
    """Jaccard similarity of two frames (0 when either is empty)."""
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


@lru_cache(maxsize=8192)
def _entities_in(text: str, today: date) -> tuple[str, ...]:
    """The entities of ``text`` without a gazetteer: the same neighbours meet many writes."""
    return tuple(find_entities(text, today=today))


def classify(
    new: MemoryRecord, candidates: Sequence[MemoryRecord], *, today: date
) -> list[Verdict]:
    """One verdict per older candidate that ``new`` updates/negates/resolves/completes."""
    # Names one text gives a kind ("Project Orion") resolve bare mentions in the others.
    known = [
        e
        for r in (new, *candidates)
        for e in (*r.entities, *_entities_in(r.content, today))
        if specific(e)
    ]
    mine = read(new, today=today, known=known)
    verdicts: list[Verdict] = []
    for old in candidates:
        if (
            old.id == new.id
            or old.namespace != new.namespace
            or (old.created_at, old.id) >= (new.created_at, new.id)
        ):
            continue
        verdict = _decide(mine, read(old, today=today, known=known), base_type(old.type))
        if verdict is not None:
            kind, confidence, reason = verdict
            verdicts.append(Verdict(kind, old.id, round(min(confidence, 0.95), 3), reason))
    return verdicts


def _subject_rank(entity: str) -> tuple[int, str]:
    """Identifiers first, then specific kinds, then bare names (for the reason text)."""
    kind = entity.partition(":")[0]
    return (0 if kind in IDENTIFIER_KINDS else 2 if kind == "name" else 1), entity


def _different_things(a: frozenset[str], b: frozenset[str]) -> bool:
    """True when both name a thing of one kind (project, ticket ...) and never the same one.

    Identifiers count as one kind: an account id and an order number of one customer are
    two facts, not a new value of one.
    """
    ids_a = {e for e in a if e.partition(":")[0] in IDENTIFIER_KINDS}
    ids_b = {e for e in b if e.partition(":")[0] in IDENTIFIER_KINDS}
    if ids_a and ids_b:
        return True  # called with the entities each side has and the other lacks
    kinds_a: dict[str, set[str]] = {}
    for entity in a:
        kind = entity.partition(":")[0]
        if kind != "name":
            kinds_a.setdefault(kind, set()).add(entity)
    for kind, names in kinds_a.items():
        other = {e for e in b if e.partition(":")[0] == kind}
        if other and not other & names:
            return True
    return False


def _decide(new: Reading, old: Reading, old_type: str) -> tuple[ConflictKind, float, str] | None:
    if _different_things(new.subjects - old.subjects, old.subjects - new.subjects):
        return None  # Orion's engineer is not Quasar's; ticket T-1 is not ticket T-2
    shared = new.subjects & old.subjects
    if new.head is not None and old.head is not None and new.head != old.head:
        # "Olu is based in Perth" / "Priya is now based in Perth" share only a bare name
        # in the value's place; "Mei is the engineer on project Helix" / "Marco is now the
        # engineer on project Helix" share a named kind of thing, whose attribute it is.
        shared = frozenset(e for e in shared if not e.startswith("name:"))
        if not shared:
            return None
    shared_ids = {e for e in shared if e.partition(":")[0] in IDENTIFIER_KINDS}
    sim = frame_similarity(new.frame, old.frame)
    common = len(new.frame & old.frame)
    about = f" about {min(shared, key=_subject_rank)}" if shared else ""

    completable = old_type in _COMPLETABLE_TYPES and not old.completed
    if new.completed and completable and (shared or sim >= 0.4):
        confidence = 0.6 + 0.2 * bool(shared) + 0.1 * (sim >= 0.5)
        return "completes", confidence, f"completion cue on an open {old_type}{about}"
    resolvable = not old.resolved and (old.open or old_type in _OPEN_TYPES)
    same_thing = shared_ids or (shared and old_type in _OPEN_TYPES) or (sim >= 0.6 and common >= 2)
    if new.resolved and resolvable and same_thing:
        confidence = 0.65 + 0.15 * bool(shared_ids) + 0.1 * old.open
        # "Update: the status of Nimbus is now shipped" is a new value more than a fix.
        if confidence >= 0.7 or not (new.update and shared):
            return "resolves", confidence, f"resolution cue on an open {old_type}{about}"

    if (
        shared_ids
        and (old_type in _OPEN_TYPES or old.open)
        and not new.resolved
        and _STATUS.search(new.text)
    ):
        # "Ticket T-306 is in progress" after "Ticket T-306 reported and open".
        return "updates", 0.8, f"new status{about}"
    same_frame = (
        (shared and sim >= 0.5)
        or (common >= 2 and sim >= 0.6)
        or (common >= 1 and sim == 1.0 and (new.update or new.negated or new.values != old.values))
    )
    if same_frame and new.negated and not old.negated:
        confidence = 0.6 + 0.15 * bool(shared) + 0.1 * (sim >= 0.75)
        return "negates", confidence, f"negation of the same statement{about}"
    # Names only one side mentions ("Paris" / "Berlin") are values of the shared frame.
    values_differ = (bool(new.values or old.values) and new.values != old.values) or bool(
        new.subjects - shared and old.subjects - shared
    )
    if same_frame and (new.update or values_differ):
        confidence = 0.6 + 0.15 * bool(shared) + 0.15 * new.update + 0.05 * (sim >= 0.8)
        cue = "update cue" if new.update else "new value"
        return "updates", confidence, f"{cue} for the same attribute{about}"
    if new.update and shared and (sim >= 1 / 3 or common >= 1):
        # "Update: Olu's role on the team is now site reliability lead" after "Olu's role
        # on the team is analyst": the value words dilute the frame, the cue does not.
        return "updates", 0.7, f"update cue, partly the same attribute{about}"
    return None
