"""Type priors and the importance rule of the offline judge (pure functions).

The type of a memory is guessed from cue words ("due", "we decided", "prefers" ...);
its importance starts from a prior per type and moves with what the text carries:
identifiers, names, dates, money and deadline cues raise it; chatter lowers it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sfams_tiers._judge._cjk import CJK
from sfams_tiers._judge._entities import IDENTIFIER_KINDS, VALUE_KINDS, word_set, words

__all__ = ["TYPE_PRIORS", "base_type", "chatter_share", "importance", "infer_type"]

TYPE_PRIORS: dict[str, float] = {
    "deadline": 0.7,
    "commitment": 0.7,
    "decision": 0.65,
    "goal": 0.6,
    "task": 0.55,
    "state": 0.5,
    "summary": 0.5,
    "event": 0.45,
    "preference": 0.45,
    "fact": 0.4,
    "note": 0.35,
    "dialogue": 0.1,
    # The seeds' types (given by the caller, never guessed from wording):
    "risk": 0.6,
    "action": 0.55,
    "intent": 0.45,
    "meeting_note": 0.35,
    "emotion": 0.2,
}
"""Importance a memory of each base type starts from."""

_DAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|"
    r"noon|midnight|eod|eow|cob|the end|end of|next|this|\d)"
)
DEADLINE_CUE = re.compile(
    rf"\bdue\b|\bdeadlines?\b|\b(?:by|before|until|no later than)\s+(?:the\s+)?{_DAY}"
    r"|\basap\b|\burgent(?:ly)?\b|\bcritical\b|\boverdue\b|\bexpires?\b",
    re.IGNORECASE,
)
_CUES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern, re.IGNORECASE))
    for kind, pattern in (
        (
            "commitment",
            r"\b(?:i|we)(?:'ll|\u2019ll| will| shall| promise)\b|\bpromised?\b"
            r"|\bcommit(?:ted|s)? to\b|\bguarantee[ds]?\b",
        ),
        ("deadline", DEADLINE_CUE.pattern),
        (
            "decision",
            r"\b(?:have |has )?decided\b|\bdecision\b|\bagreed (?:to|on|that)\b"
            r"|\bgo(?:ing)? with\b|\bsettled on\b|\bchose\b|\bapproved\b",
        ),
        ("goal", r"\bgoals?\b|\baim(?:s|ing)?\b|\bobjectives?\b|\bokrs?\b|\btarget(?:ing)?\b"),
        (
            "preference",
            r"\bprefers?\b|\bpreferred\b|\blikes?\b|\bloves?\b|\bfavou?rite\b|\bdislikes?\b"
            r"|\bhates?\b|\bwould rather\b",
        ),
        (
            "task",
            r"\btodo\b|\bto-do\b|\bplease\b|\bneeds? to\b|\bhave to\b|\bmust\b"
            r"|\baction item\b|\bremember to\b|\bdon'?t forget\b",
        ),
        (
            "state",
            r"\b(?:is|are) (?:now |still )?(?:open|closed|pending|blocked|down|up|live|active"
            r"|inactive|late|delayed|on hold|paused|in review)\b|\bin progress\b|\bis now\b"
            r"|\bmoved to\b|\bstatus\b|\bresolved\b|\bshipped\b|\bdelivered\b|\bescalated\b"
            r"|\breopened\b|\bfixed\b|\bclosed\b|\bcancell?ed\b|\bwaiting (?:on|for)\b",
        ),
        (
            "event",
            r"\bhappened\b|\bmet\b|\byesterday\b|\blast (?:week|month|night|year|monday|tuesday"
            r"|wednesday|thursday|friday|saturday|sunday)\b|\bago\b|\boccurred\b|\btook place\b",
        ),
    )
)
_PAST_TENSE = re.compile(r"\b[a-z]{3,}ed\b", re.IGNORECASE)
_GREETING = re.compile(
    r"^\W*(?:hi|hello|hey|yo|thanks|thank you|thx|ty|lol|ok|okay|cool|great|sure|bye"
    r"|good (?:morning|afternoon|evening|night)|cheers|haha|np|no problem|welcome)\b",
    re.IGNORECASE,
)
_CHATTER: frozenset[str] = word_set(
    """
    hi hello hey yo thanks thank you thx ty lol lmao rofl ok okay k cool great nice sure
    bye cya cheers haha hahaha hehe np welcome good morning evening night awesome yay
    wow oh ah hmm yeah yep yes no nope please sorry
    """
)
_TRIVIA = re.compile(r"\bfun fact\b|\bbtw\b|\bby the way\b|\brandom(?:ly)?\b|\bjust saying\b", re.I)


def base_type(memory_type: str) -> str:
    """``state`` of ``state:ticket``.

    Example:
        >>> base_type("state:ticket")
        'state'
    """
    return memory_type.partition(":")[0]


def chatter_share(text: str) -> float:
    """Share of the words of ``text`` that are greetings, thanks and filler."""
    tokens = words(text)
    if not tokens:
        return 1.0
    # A run of Chinese is many words, not one: "OK, 北斗相关支出走6578-452" is no chatter.
    return sum(token in _CHATTER for token in tokens) / max(_length(text), 1.0)


def infer_type(text: str, entities: Sequence[str]) -> str:
    """The memory type the cue words of ``text`` suggest (``fact`` without cues).

    Example:
        >>> infer_type("The report is due Friday", [])
        'deadline'
        >>> infer_type("hi thanks lol", [])
        'dialogue'
    """
    kinds = {entity.partition(":")[0] for entity in entities}
    carries_data = bool(kinds & (IDENTIFIER_KINDS | VALUE_KINDS))
    count = _length(text)  # "Hi all, 綠野建設續約改簽入門方案" is no greeting alone
    if not carries_data and (
        chatter_share(text) >= 0.5 or (_GREETING.search(text) is not None and count <= 6)
    ):
        return "dialogue"
    for kind, pattern in _CUES:
        if pattern.search(text):
            return kind
    if "date" in kinds and _PAST_TENSE.search(text):
        return "event"
    return "fact"


KEEP_CUE = re.compile(
    r"\bfor the record\b|\bkeep (?:it|this|that) handy\b|\bdon['\u2019]?t forget\b"
    r"|\bremember (?:that|this)\b|\bimportant:|\bnote:|\bplease note\b|\bfor reference\b",
    re.IGNORECASE,
)
"""Phrases by which a speaker marks something worth keeping."""


def _length(text: str) -> float:
    """Words in ``text``, a Chinese word taken as two characters (Chinese has no spaces)."""
    han = len(CJK.findall(text))
    return len(words(CJK.sub(" ", text))) + han / 2


def importance(text: str, memory_type: str, entities: Sequence[str]) -> float:
    """The offline importance rule: a type prior moved by what the text carries.

    Deterministic, rounded to 3 decimals and clipped to [0, 1].

    Example:
        >>> importance("Order A-1042 is due 3 March", "deadline", ["order:A-1042"]) > importance(
        ...     "hi thanks lol", "dialogue", [])
        True
    """
    score = TYPE_PRIORS.get(base_type(memory_type), 0.4)
    kinds = {entity.partition(":")[0] for entity in entities}
    if kinds & IDENTIFIER_KINDS:
        score += 0.15  # an identifier cannot be rederived: a phone, a PO, an address
    named = {e.partition(":")[2].split()[0].lower() for e in entities if e.partition(":")[2]}
    if len(named) >= 2 or kinds - IDENTIFIER_KINDS - VALUE_KINDS - {"name", "person"}:
        # A statement links things ("Katya reports to Boris", "Atlas is in Lisbon"); a
        # line that only mentions someone ("Katya brought cookies") is small talk.
        score += 0.08
    if "date" in kinds:
        score += 0.06
    if "money" in kinds:
        score += 0.05
    if not kinds & VALUE_KINDS and re.search(r"\d", text):
        score += 0.03
    if DEADLINE_CUE.search(text):
        score += 0.06
    if KEEP_CUE.search(text):
        score += 0.2  # the speaker says it matters: "for the record", "keep it handy"
    if chatter_share(text) >= 0.5:
        score -= 0.15
    if _TRIVIA.search(text):
        score -= 0.1
    if _length(text) < 4 and not kinds & IDENTIFIER_KINDS:
        score -= 0.05  # short, unless all it needs is a code: "Mahjong 報帳用 CC-KLN-3213"
    return round(min(1.0, max(0.0, score)), 3)
