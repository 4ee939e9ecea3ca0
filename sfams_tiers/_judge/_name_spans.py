"""Names in text: capitalised spans and bare mentions of names a gazetteer knows.

:func:`name_spans` finds capitalised name spans ("Priya Patel", "Project Orion" ->
``project:Orion``) and bare mentions of names a gazetteer knows, in any case.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Mapping

from sfams_tiers._judge._given import is_given_name
from sfams_tiers._judge._names import (
    FIRM_SUFFIXES,
    MONTHS,
    NAME_KINDS,
    NOT_A_SURNAME,
    POSSESSIVE,
    REGION_CODES,
    TITLES,
    TRAILING_TITLES,
    WEEKDAYS,
    WORD,
    common_word,
    initial_spans,
    is_capitalised,
    strip_possessive,
    word_set,
)

__all__ = ["name_spans"]

# Verbs that make a sentence-initial capitalised word a person or agent ("Priya prefers").
_SUBJECT_VERBS: frozenset[str] = word_set(
    "said says told asked agreed decided wants wanted thinks thought prefers preferred likes "
    "liked loves hates lives lived works worked joined left leads led owns owned called "
    "emailed wrote writes approved confirmed promised reported mentioned manages managed "
    "relocated moved became becomes joins"
)
# "Priya is based in Lisbon" names Priya, "Budget is $2.5k" names nothing: a weak verb
# counts only before words that describe someone's situation.
_WEAK_VERBS: frozenset[str] = word_set("is was has had will remains stays can")
_SITUATION: frozenset[str] = word_set(
    "based now the a an our their in at on not no working leaving moving away back out "
    "still currently responsible be"
)


def name_spans(text: str, known: Mapping[str, str]) -> Iterator[tuple[int, int, str]]:
    """Known names (any case) first, then capitalised spans, as (start, end, entity)."""
    tokens = list(WORD.finditer(text))
    used: set[int] = set()
    if known and ("." in text or "," in text):
        for start, end, person in initial_spans(text, known):
            used.update(n for n, t in enumerate(tokens) if start <= t.start() < end)
            yield start, end, person
    if known:
        for i in range(len(tokens)):
            for n in range(min(6, len(tokens) - i), 0, -1):
                span = tokens[i : i + n]
                if any(j in used for j in range(i, i + n)) or not _adjacent(text, span):
                    continue
                phrase = " ".join(strip_possessive(t.group(0)) for t in span)
                entity = known.get(phrase.lower())
                if entity is not None and not (n == 1 and common_word(phrase)):
                    end = i + n
                    if n == 1 and entity.startswith(("person:", "name:")) and " " not in entity:
                        end = _surname_end(text, tokens, i, known)
                    if end > i + n:  # "Callum Whitaker" once "Callum" is known: one person
                        last = tokens[end - 1]
                        phrase = text[span[0].start() : last.start()] + strip_possessive(
                            last.group(0)
                        )
                        kind = entity.partition(":")[0]
                        if kind == "name" and is_given_name(phrase.split()[0]):
                            kind = "person"  # "Katrin" was a guess; "Katrin Weißbach" is someone
                        entity = f"{kind}:{phrase}"
                    used.update(range(i, end))
                    yield span[0].start(), span[0].start() + len(phrase), entity
                    break
    i = 0
    while i < len(tokens):
        if i in used or not is_capitalised(tokens[i].group(0)):
            i += 1
            continue
        j = i + 1
        while (
            j < len(tokens)
            and j not in used
            and (
                is_capitalised(tokens[j].group(0))
                or tokens[j].group(0).lower() in FIRM_SUFFIXES  # "Vandermolen BV"
            )
            and (
                _adjacent(text, tokens[j - 1 : j + 1])
                # "Orchard & Vale", "Bramble & Finch": one firm, not two names.
                or text[tokens[j - 1].end() : tokens[j].start()] == _AMPERSAND
                # "St. Brigid's Parish", "Mt. Pleasant": the abbreviation opens the name.
                or (
                    j == i + 1
                    and tokens[i].group(0) in _SAINTLY
                    and text[tokens[i].end() : tokens[j].start()] == ". "
                )
            )
            and not tokens[j - 1].group(0).endswith(POSSESSIVE)
        ):
            j += 1
        named = _name_entity(text, tokens, i, j)
        if named is not None:
            yield named
        i = j


def _surname_end(text: str, tokens: list[re.Match[str]], i: int, known: Mapping[str, str]) -> int:
    """End of a known first name's full form: the capitalised words right after it."""
    end = i + 1
    while (
        end < min(len(tokens), i + 3)
        and not tokens[end - 1].group(0).endswith(POSSESSIVE)
        and _adjacent(text, tokens[end - 1 : end + 1])
        and is_capitalised(tokens[end].group(0))
        and not common_word(tokens[end].group(0))
        and tokens[end].group(0).lower() not in TRAILING_TITLES
        and known.get(strip_possessive(tokens[end].group(0)).lower(), "name:").partition(":")[0]
        in ("name", "person")
    ):
        end += 1
    return end


_AMPERSAND = " & "
_REGION = re.compile(rf"(?:{REGION_CODES})\.?")
_NUMBERED = re.compile(r" (?:No\.? ?|#)?\d")
"""A number right after a word: the word labels it ("Item 8", "Room No. 4")."""
_SAINTLY = frozenset({"St", "Ste", "Mt", "Ft"})
"""Abbreviations that open a place's or a parish's name: St. Louis, Mt. Pleasant."""


def _adjacent(text: str, span: list[re.Match[str]]) -> bool:
    """True when the tokens are separated by single spaces only (one phrase)."""
    return all(text[a.end() : b.start()] == " " for a, b in itertools.pairwise(span))


def _name_entity(
    text: str, tokens: list[re.Match[str]], i: int, j: int
) -> tuple[int, int, str] | None:
    span = [strip_possessive(t.group(0)) for t in tokens[i:j]]
    # What stands between the words: a space, or " & " inside a firm's name.
    gaps = [text[a.end() : b.start()] for a, b in itertools.pairwise(tokens[i:j])]
    # Only the gap to the previous word matters (scanning the whole prefix is quadratic).
    gap = text[tokens[i - 1].end() : tokens[i].start()] if i > 0 else ""
    sentence_start = i == 0 or any(c in '.!?;:\n"(' for c in gap)
    kind = "name"
    if i > 0 and gap in (" ", ". ") and tokens[i - 1].group(0).lower() in TITLES:
        kind, sentence_start = "person", False  # "Dr. Okafor", "Ms Vogt"
    while len(span) > 1 and span[-1].lower() in TRAILING_TITLES:
        kind, span, gaps = "person", span[:-1], gaps[:-1]
    if span[0].lower() in TITLES and len(span) > 1:
        kind, span, gaps = "person", span[1:], gaps[1:]
    elif span[0].lower() in NAME_KINDS and len(span) > 1:
        kind, span, gaps = span[0].lower(), span[1:], gaps[1:]
    elif gap == " " and tokens[i - 1].group(0).lower() in NAME_KINDS:
        kind = tokens[i - 1].group(0).lower()
    # A capitalised common word opens many sentences ("Thanks Priya"); inside a sentence
    # it is part of the name ("New York") unless it is a month or weekday.
    while span and (
        _calendar(span[0]) or (sentence_start and common_word(span[0]) and gaps[:1] != [_AMPERSAND])
    ):
        span, gaps = span[1:], gaps[1:]
    while span and _calendar(span[-1]):
        span, gaps = span[:-1], gaps[:-1]
    if not span or all(
        common_word(word) or word.lower() in TITLES or word.lower() in TRAILING_TITLES
        for word in span
    ):
        return None
    if j - i == 1 and gap == ", " and _REGION.fullmatch(span[0]):
        return None  # "Duluth, Minn.": the state of a city, no name
    if j - i == 1 and _NUMBERED.match(text, tokens[i].end()) and not is_given_name(span[0]):
        return None  # "Item 8(c)", "Dock 4", "Gate 12": a label and its number, not a name
    if sentence_start and len(span) > 2 and not is_given_name(span[0]) and is_given_name(span[1]):
        span, gaps = span[1:], gaps[1:]  # "Reach Valerie Ng on ...": a verb, then a name
    if kind == "name" and _person_name(text, tokens[i], span):
        kind, sentence_start = "person", False
    if (
        sentence_start
        and kind == "name"
        and j - i == 1
        and not tokens[i].group(0).endswith(POSSESSIVE)
        and not _subject_name(text, tokens, i)
    ):
        return None
    start = tokens[i].start()
    name = span[0] + "".join(gap + word for gap, word in zip(gaps, span[1:], strict=True))
    return start, tokens[j - 1].end(), f"{kind}:{name}"


def _person_name(text: str, first: re.Match[str], span: list[str]) -> bool:
    """True when a name span is a person's by its words: "Siobhán Kavanagh", "@Hemi".

    Two capitalised words opening with a given name name someone (not "Grafton
    Street"); an ``@mention`` of a given name is a person in any chat tool.
    """
    if not is_given_name(span[0]) or common_word(span[0]):
        return False
    if len(span) > 1:
        return not any(common_word(w) for w in span[1:]) and not NOT_A_SURNAME.match(span[-1])
    return first.start() > 0 and text[first.start() - 1] == "@"


def _calendar(word: str) -> bool:
    low = word.lower()
    return low in MONTHS or low in WEEKDAYS


_TOPIC = re.compile(
    r"\s*[,:\u2013\u2014-]\s+(?![^.!?]*(?:\?|\b(?:you|your|u|ur|pls|please|thanks|thx|cheers"
    r"|can|could|would|will)\b))",
    re.IGNORECASE,
)
"""A first name then a comma and a statement names its topic ("Ayesha, new mobile is ...");
one addressed ("Priya, can you check?", "Tom, thanks") is only spoken to."""


def _subject_name(text: str, tokens: list[re.Match[str]], i: int) -> bool:
    """Guess whether a sentence-initial single capitalised word is a name.

    Every sentence starts with a capital, so only a word that does not look like a
    plain noun and is followed by a verb a person takes ("Priya prefers", "Ada called")
    counts; "Badge AB-12" and "Budget is late" do not (a gazetteer still resolves them).
    So does a given name before a comma and a statement about it ("Ayesha, manager's
    Siobhan"), not before a request ("Priya, can you check?").
    """
    low = strip_possessive(tokens[i].group(0)).lower()
    if _TOPIC.match(text[tokens[i].end() :]) and is_given_name(low):
        return True  # "Ayesha, manager's Siobhan Gallagher": a topic, not a greeting
    if low.endswith(("s", "ing", "ed", "ly", "tion", "ment", "ness", "ful", "able", "ance")):
        return False
    if i + 1 >= len(tokens) or text[tokens[i].end() : tokens[i + 1].start()] != " ":
        return False
    verb = tokens[i + 1].group(0)
    if verb in _SUBJECT_VERBS:
        return True
    return verb in _WEAK_VERBS and i + 2 < len(tokens) and tokens[i + 2].group(0) in _SITUATION
