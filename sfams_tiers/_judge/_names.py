"""Words and capitalised names: the vocabulary the offline judge reads text with.

:func:`name_spans` finds capitalised name spans ("Priya Patel", "Project Orion" ->
``project:Orion``) and bare mentions of names a gazetteer knows, in any case.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Mapping

from sfams_tiers._judge._given import is_given_name

__all__ = [
    "COMMON_WORDS",
    "REGION_CODES",
    "common_word",
    "name_forms",
    "IDENTIFIER_KINDS",
    "MONTHS",
    "FIRM_SUFFIXES",
    "NAME_KINDS",
    "TITLES",
    "abbreviated",
    "abbreviations",
    "VALUE_KINDS",
    "WEEKDAYS",
    "name_spans",
    "specific",
    "strip_possessive",
    "word_set",
    "words",
]

IDENTIFIER_KINDS: frozenset[str] = frozenset({"order", "ticket", "id", "email", "phone", "address"})
"""Kinds whose names identify one thing exactly (never a near match)."""

VALUE_KINDS: frozenset[str] = frozenset({"date", "money"})
"""Kinds that are values of an attribute, not things: never key entities."""

NAME_KINDS: tuple[str, ...] = (
    "person",
    "customer",
    "client",
    "user",
    "agent",
    "project",
    "team",
    "company",
    "vendor",
    "supplier",
    "product",
    "city",
    "country",
    "department",
)
"""Words that, right before a capitalised name, give it its kind ("customer Ada")."""

TITLES: frozenset[str] = frozenset(
    {"mr", "mrs", "ms", "miss", "mx", "dr", "prof"}
    # As colleagues across Europe write them: Herr/Frau, Mme/Mlle, Sr./Sra., Sig./Sig.ra,
    # Pan/Pani, Dhr./Mevr.
    | {"herr", "frau", "mme", "mlle", "madame", "monsieur", "sr", "sra", "srta", "señor"}
    | {"señora", "sig", "signor", "signora", "pan", "pani", "dhr", "mevr", "mevrouw"}
    # And across Asia and the Gulf: Pak/Bu/Mbak/Mas (Indonesia, Malaysia), Khun (Thailand),
    # Bro/Sis/Abang/Kak, Shri/Smt (India), Sheikh.
    | {"pak", "bapak", "bu", "ibu", "mbak", "mas", "abang", "bang", "kak", "khun", "bro", "sis"}
    | {"shri", "sri", "smt", "sheikh"}
)
"""Titles before a name: the name is a person's, the title is no part of it ("Dr. Okafor")."""
TRAILING_TITLES: frozenset[str] = frozenset(
    {"bey", "han\u0131m", "hanim", "efendi", "sahib", "saab"}
)
"""Titles after a name (Turkish, Urdu): "Burak Bey" is Burak."""
FIRM_SUFFIXES: frozenset[str] = frozenset(
    {"ltd", "limited", "inc", "llc", "llp", "plc", "gmbh", "ag", "bv", "nv", "sa", "corp", "co"}
)
"""Last words of a firm's name that the firm is also called without ("Brightwater Ltd")."""


def word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` (keeps long word lists readable)."""
    return frozenset(text.split())


MONTHS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
WEEKDAYS: frozenset[str] = word_set(
    """
    monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur
    thurs fri sat sun
    """
)
COMMON_WORDS: frozenset[str] = word_set(
    """
    a about actually after again all also although an and another any anyway are as at
    be because before both but by can could customer did do does done due each either
    even every everyone first for from further good great had has have he hello her here
    hey hi his how however i if in into is it its just last let lets lol maybe me
    meanwhile more most my need new next no not note now of ok okay on once only or our
    please project regarding remember reminder same she should since so some sorry sure
    than thank thanks that the their them then there these they this those though thx to
    today tomorrow too update urgent us was we well were what when where whether which
    while who why will with would yes yesterday yet you your cool bye cheers haha fyi
    btw asap todo goal status deadline decision agreed ref re met sent got went made
    took gave saw said told paid left found kept held brought bought thought ran came
    call check send ship fix make add ask use see go get try move set put book pay meet
    review remind email contact create schedule cancel confirm follow hope looks seems
    anyone everyone someone nothing everything congrats welcome order ticket
    fwiw imo imho tbh ngl iirc afaik psa ugh oops welp wait quick random heads also oh
    per noted action
    correction corrections apologies dear colleagues afternoon morning evening regards
    best kind warm greetings notice announcement reply fwd attached
    um umm uh uhh erm hmm mm yeah yep yup nope nah right alright like basically honestly
    literally anyway anyways
    pls plz kindly pfb tia info fyi eod eta wef revert ack guys team all hi worklog
    internal handover shift
    reporting manager mgr supervisor approvals approval owner lead boss location address
    title role department group assignment org reorg chart profile field
    courier residence residential delivery reports home contact record row page
    header directory roster information
    hoi hej hallo moin servus ciao buongiorno buonasera bonjour bonsoir salut hola buenos
    buenas dzień dobry goedemorgen goedemiddag goedendag groetjes groeten cordialement
    bien merci danke gracias grazie tak bedankt saludos saluti saluto pozdrawiam mvh lg
    vg mfg allora ojo vale voilà bitte ja nee oui sí mahlzeit tschüss"""
)
"""Capitalised words that are almost never names: sentence starters, pronouns, chatter,
and the greetings and courtesies colleagues across Europe open and close lines with."""

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

_CONTRACTION = re.compile(r"['\u2019](?:ll|re|ve|d|m|t)$")
_WORD = re.compile(r"[^\W_][\w'\u2019-]*")
_POSSESSIVE = ("'s", "\u2019s")


def words(text: str) -> list[str]:
    """Lowercase word tokens of ``text`` (possessive ``'s`` dropped).

    Example:
        >>> words("Priya's location is Paris.")
        ['priya', 'location', 'is', 'paris']
    """
    return [strip_possessive(m.group(0)).lower() for m in _WORD.finditer(text)]


def strip_possessive(word: str) -> str:
    for suffix in (*_POSSESSIVE, "'", "\u2019"):
        if word.endswith(suffix) and len(word) > len(suffix):
            return word[: -len(suffix)]
    return word


def specific(entity: str) -> bool:
    """True for a kind more telling than a bare ``name``/``id`` (and not a value)."""
    kind = entity.partition(":")[0]
    return kind not in ("name", "id") and kind not in VALUE_KINDS


def _is_capitalised(word: str) -> bool:
    # "A-shift", "B-team", "X-ray": a letter before a hyphen opens no name.
    return word[0].isupper() and not word.isupper() and len(word) > 1 and word[1:2] != "-"


def name_forms(entity: str) -> tuple[str, ...]:
    """An entity and, for a name, its other form: someone may be tagged either way.

    Example:
        >>> name_forms("person:Aiko"), name_forms("order:A-1")
        (('person:Aiko', 'name:Aiko'), ('order:A-1',))
    """
    kind, _, name = entity.partition(":")
    if kind == "person":
        return entity, f"name:{name}"
    if kind == "name":
        return entity, f"person:{name}"
    return (entity,)


def common_word(word: str) -> bool:
    """True for a word that opens sentences, not a name ("Thanks", "Fwiw", "I'll").

    Example:
        >>> common_word("Fwiw"), common_word("Yara")
        (True, False)
    """
    low = strip_possessive(word).lower()
    return (
        low in COMMON_WORDS
        or low in MONTHS
        or low in WEEKDAYS
        or low in NAME_KINDS
        or _CONTRACTION.search(low) is not None  # "I'll", "We're", "Don't" name nobody
    )


_ABBREVIATED = re.compile(
    r"(?<![\w.])(?:[A-Z]\. [A-Z][\w'\u2019-]+|[A-Z][\w'\u2019-]+ [A-Z]\.(?!\w))"
)
"""A name written with an initial: "H. Gill", "Siobhan M."."""
_REVERSED = re.compile(r"(?<![\w,] )\b([A-Z][\w'\u2019-]+), ([A-Z][\w'\u2019-]+)\b(?!,)")
"""A name written surname first, as records list people: "Teo, Benedict"."""


def abbreviations(name: str) -> tuple[str, ...]:
    """The lowercase initial forms of a two- or three-word name ("h. gill", "harpreet g.").

    Example:
        >>> abbreviations("Harpreet Gill")
        ('h. gill', 'harpreet g.')
        >>> abbreviations("Orion"), abbreviations("Thanks Team")
        ((), ())
    """
    parts = name.split()
    if not 2 <= len(parts) <= 3 or not all(_is_capitalised(p) for p in parts):
        return ()
    if any(common_word(p) for p in parts) or _NOT_A_SURNAME.match(parts[-1]):
        return ()
    first, last = parts[0].lower(), parts[-1].lower()
    return f"{first[0]}. {last}", f"{first} {last[0]}."


def abbreviated(name: str) -> bool:
    """True for a name written with an initial ("H. Gill", "Siobhan M."): it names nobody new.

    Example:
        >>> abbreviated("H. Gill"), abbreviated("Harpreet Gill")
        (True, False)
    """
    return _ABBREVIATED.fullmatch(name) is not None


def _abbreviated(text: str, known: Mapping[str, str]) -> Iterator[tuple[int, int, str]]:
    """Names written with an initial or surname first that stand for one known name.

    "H. Gill" is Harpreet Gill and "Siobhan M." Siobhan McAllister when the namespace
    knows exactly one such name, "Teo, Benedict" is Benedict Teo; an initial alone
    names nobody. All are persons.
    """
    for match in _ABBREVIATED.finditer(text):
        phrase = match.group(0)
        first, _, last = phrase.partition(" ")
        key = f"{first.lower()} {strip_possessive(last).lower()}"
        name = _known_name(known, key)
        if name is not None and not abbreviated(name):
            yield match.start(), match.end(), f"person:{name}"
    for match in _REVERSED.finditer(text):
        # Only a name known in full, in the other order (a list of places is no one).
        name = _known_name(known, f"{match.group(2)} {match.group(1)}".lower())
        if name is not None:
            yield match.start(), match.end(), f"person:{name}"


def _known_name(known: Mapping[str, str], key: str) -> str | None:
    """The name ``key`` stands for when the namespace knows it as a person or a name."""
    kind, _, name = known.get(key, "").partition(":")
    return name if kind in ("person", "name") else None


def name_spans(text: str, known: Mapping[str, str]) -> Iterator[tuple[int, int, str]]:
    """Known names (any case) first, then capitalised spans, as (start, end, entity)."""
    tokens = list(_WORD.finditer(text))
    used: set[int] = set()
    if known and ("." in text or "," in text):
        for start, end, person in _abbreviated(text, known):
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
        if i in used or not _is_capitalised(tokens[i].group(0)):
            i += 1
            continue
        j = i + 1
        while (
            j < len(tokens)
            and j not in used
            and (
                _is_capitalised(tokens[j].group(0))
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
            and not tokens[j - 1].group(0).endswith(_POSSESSIVE)
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
        and not tokens[end - 1].group(0).endswith(_POSSESSIVE)
        and _adjacent(text, tokens[end - 1 : end + 1])
        and _is_capitalised(tokens[end].group(0))
        and not common_word(tokens[end].group(0))
        and tokens[end].group(0).lower() not in TRAILING_TITLES
        and known.get(strip_possessive(tokens[end].group(0)).lower(), "name:").partition(":")[0]
        in ("name", "person")
    ):
        end += 1
    return end


_AMPERSAND = " & "
REGION_CODES = (
    r"AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE"
    r"|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC"
    r"|ON|QC|BC|AB|SK|MB|NS|NB|NL|PE|YT|NT|NU|NSW|VIC|QLD|TAS|ACT"
    r"|Ont|Sask|Alta|Man|Que|Wis|Calif|Mass|Penn|Minn|Mich|Ore|Wash|Tenn|Tex|Fla|Ill|Ind|Colo"
)
"""US states', Canadian provinces' and Australian states' codes, as written after a city."""
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
        and not tokens[i].group(0).endswith(_POSSESSIVE)
        and not _subject_name(text, tokens, i)
    ):
        return None
    start = tokens[i].start()
    name = span[0] + "".join(gap + word for gap, word in zip(gaps, span[1:], strict=True))
    return start, tokens[j - 1].end(), f"{kind}:{name}"


_NOT_A_SURNAME = re.compile(
    r"^(?:Street|St|Avenue|Ave|Road|Rd|Lane|Drive|Way|Court|Crescent|Terrace|Close|Place"
    r"|Square|Park|Hill|Bridge|Gardens|Row|Quay|Marg|Nagar|Hall|House|Centre|Center|City"
    r"|Town|Bay|Beach|Valley|Island|Airport|Station|Street's)$"
)
"""Last words that make "Grafton Street" or "Jordan Valley" a place, not a person."""


def _person_name(text: str, first: re.Match[str], span: list[str]) -> bool:
    """True when a name span is a person's by its words: "Siobhán Kavanagh", "@Hemi".

    Two capitalised words opening with a given name name someone (not "Grafton
    Street"); an ``@mention`` of a given name is a person in any chat tool.
    """
    if not is_given_name(span[0]) or common_word(span[0]):
        return False
    if len(span) > 1:
        return not any(common_word(w) for w in span[1:]) and not _NOT_A_SURNAME.match(span[-1])
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
