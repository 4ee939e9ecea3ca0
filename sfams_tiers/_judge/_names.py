"""Words and names: the vocabulary the offline judge reads text with.

Kinds of entity, titles, months and weekdays, the common words that open sentences
rather than name anyone, word tokens, and the forms a name takes when written with an
initial ("H. Gill") or surname first ("Teo, Benedict"). Capitalised name spans in text
are found by ``_name_spans``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

__all__ = [
    "COMMON_WORDS",
    "FIRM_SUFFIXES",
    "IDENTIFIER_KINDS",
    "MONTHS",
    "NAME_KINDS",
    "NOT_A_SURNAME",
    "POSSESSIVE",
    "REGION_CODES",
    "TITLES",
    "TRAILING_TITLES",
    "VALUE_KINDS",
    "WEEKDAYS",
    "WORD",
    "abbreviated",
    "abbreviations",
    "common_word",
    "initial_spans",
    "is_capitalised",
    "name_forms",
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

_CONTRACTION = re.compile(r"['\u2019](?:ll|re|ve|d|m|t)$")
WORD = re.compile(r"[^\W_][\w'\u2019-]*")
"""A word token: letters or digits, with apostrophes and hyphens inside ("O'Neil's")."""
POSSESSIVE = ("'s", "\u2019s")
"""Endings of a possessive ("Priya's"): the name ends before them."""


def words(text: str) -> list[str]:
    """Lowercase word tokens of ``text`` (possessive ``'s`` dropped).

    Example:
        >>> words("Priya's location is Paris.")
        ['priya', 'location', 'is', 'paris']
    """
    return [strip_possessive(m.group(0)).lower() for m in WORD.finditer(text)]


def strip_possessive(word: str) -> str:
    for suffix in (*POSSESSIVE, "'", "\u2019"):
        if word.endswith(suffix) and len(word) > len(suffix):
            return word[: -len(suffix)]
    return word


def specific(entity: str) -> bool:
    """True for a kind more telling than a bare ``name``/``id`` (and not a value)."""
    kind = entity.partition(":")[0]
    return kind not in ("name", "id") and kind not in VALUE_KINDS


def is_capitalised(word: str) -> bool:
    """True for a word that may open a name: a capital, then not all capitals ("Priya")."""
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
    if not 2 <= len(parts) <= 3 or not all(is_capitalised(p) for p in parts):
        return ()
    if any(common_word(p) for p in parts) or NOT_A_SURNAME.match(parts[-1]):
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


def initial_spans(text: str, known: Mapping[str, str]) -> Iterator[tuple[int, int, str]]:
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


REGION_CODES = (
    r"AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE"
    r"|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC"
    r"|ON|QC|BC|AB|SK|MB|NS|NB|NL|PE|YT|NT|NU|NSW|VIC|QLD|TAS|ACT"
    r"|Ont|Sask|Alta|Man|Que|Wis|Calif|Mass|Penn|Minn|Mich|Ore|Wash|Tenn|Tex|Fla|Ill|Ind|Colo"
)
"""US states', Canadian provinces' and Australian states' codes, as written after a city."""
NOT_A_SURNAME = re.compile(
    r"^(?:Street|St|Avenue|Ave|Road|Rd|Lane|Drive|Way|Court|Crescent|Terrace|Close|Place"
    r"|Square|Park|Hill|Bridge|Gardens|Row|Quay|Marg|Nagar|Hall|House|Centre|Center|City"
    r"|Town|Bay|Beach|Valley|Island|Airport|Station|Street's)$"
)
"""Last words that make "Grafton Street" or "Jordan Valley" a place, not a person."""
