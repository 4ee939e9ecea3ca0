"""Which memories link a person to someone else, now ("Nadia has taken over Declan").

Shared by the read path's two uses of a relation between people: "who is Declan's
manager?" is answered by the newest memory linking Declan to someone (older ones are a
relation that changed), and a second hop ("where is Declan's manager based?") goes
through the person that memory names.
"""

from __future__ import annotations

import re

from sfams_tiers._hant import fold
from sfams_tiers._judge._speaker import speaks_of_self, split_speaker
from sfams_tiers._models import MemoryRecord
from sfams_tiers._slots import passes_on, subject_of

__all__ = [
    "BRIDGE_KINDS",
    "about",
    "between_people",
    "first_word",
    "formerly",
    "links",
    "others",
    "work_relation",
]

BRIDGE_KINDS = frozenset({"person", "name"})
"""Entities a relation may lead to: someone a memory names."""
_CEASED = re.compile(
    r"\b(?:no longer|anymore|any more)\b|不再|已不"
    r"|\b(?:isn['\u2019]t|is not|not)\s+(?:\w+\s+){0,2}(?:manager|boss|lead|supervisor|mgr)\b",
    re.IGNORECASE,
)
"""A relation that has ended links nobody ("Camila no longer manages Seo-yeon")."""
_WORK_RELATION = re.compile(
    r"\b(?:manag\w*|mgr|rm|boss\w*|report\w*|supervis\w*|lead\w*|led|head|heads|headed|owns?|owned"
    r"|owner\w*|runs|in charge|responsib\w*|approv\w*|signs? off|sign-?off|hand\w* over"
    r"|tak\w* over|took over|transfer\w*|director|mentor\w*|dri|under|org|team|pic"
    r"|answers? to|answering to|rolls? up to|works? for|working for)\b"
    r"|汇报|报告|主导|指派|窗口|签核|考核|底下|隶属|在带|带的|领导|上级|下属|主管|经理|负责|交接|交给|转给|接手|接管|直属|老板|组长|带队|审批|批假|管理"
    r"|周报|的\+1|leader"
    # Cantonese: 上司, 老细 (boss), 手下 (under), 归X管 (managed by X), 跟X做嘢 (works for X).
    r"|上司|老细|手下|归.{1,14}?管|跟.{1,14}?做(?:嘢|事)",
    re.IGNORECASE,
)
"""Words by which people are related at work: who manages, leads, runs or took over whom.

A line naming two people may relate them or not: "thanks Nadia for lunch" and
"谢谢林晓雯帮我拿了外卖" relate nobody. Writers relate people in endless ways ("rolls
up to", "归宋雨桐带"), so these words only ever *confirm* a relation; their absence
proves nothing.
"""


def work_relation(text: str) -> bool:
    """True when ``text`` says how people are related at work.

    Example:
        >>> work_relation("Nadia has taken over line management of Declan")
        True
        >>> work_relation("谢谢李娜帮我拿了外卖")
        False
    """
    return _WORK_RELATION.search(fold(text)) is not None


def first_word(entity: str) -> str:
    """A person's or name's first word, lowercased: one key however they were named.

    Example:
        >>> first_word("person:Declan O'Rourke")
        'declan'
    """
    words = entity.partition(":")[2].split()
    return words[0].lower() if words else ""


def others(record: MemoryRecord, named: set[str]) -> list[str]:
    """The people and names a memory names besides ``named``, its author aside.

    "Lucia: we're targeting April 18 for Kestrel" is about Kestrel, not Lucia; "Katarzyna:
    Marcus is under Katarzyna now" names its author in its words, so she counts. Who only
    passes a fact on does not ("郑凯文说Orchid那边是红灯警示" relates nobody to Orchid).

    Example:
        >>> r = MemoryRecord(namespace="a", content="Lucia: Kestrel is due in May",
        ...                  entities=["name:Kestrel", "person:Lucia"])
        >>> others(r, {"name:Kestrel"})
        []
    """
    return _others(record, named, *split_speaker(fold(record.content)))


def _others(record: MemoryRecord, named: set[str], author: str | None, body: str) -> list[str]:
    """:func:`others`, with the record's (author, body) already split."""
    said = body.lower()
    return [
        e
        for e in record.entities
        if e not in named
        and e.partition(":")[0] in BRIDGE_KINDS
        and not (
            author and first_word(e) == first_word(f"person:{author}") and first_word(e) not in said
        )
        and not passes_on(record, e)
    ]


def links(record: MemoryRecord, named: set[str]) -> bool:
    """True when a memory links the query's subject to someone, now.

    "Camila no longer manages Seo-yeon" links nobody; "李娜改向唐子豪汇报 不再找宋雨桐"
    names who took over, so it does.

    Example:
        >>> chat = MemoryRecord(namespace="a", content="hi, it's Grainne, Priya has my brolly",
        ...                     entities=["person:Priya", "person:Grainne"])
        >>> work = MemoryRecord(namespace="a", content="hi, it's Grainne, I report to Priya",
        ...                     entities=["person:Priya", "person:Grainne"])
        >>> links(chat, {"person:Grainne"}), links(work, {"person:Grainne"})
        (False, True)
    """
    text = fold(record.content)
    author, body = split_speaker(text)
    speaking = author and first_word(f"person:{author}") in {first_word(n) for n in named}
    if speaking and not work_relation(body):
        # The subject speaking of themselves links in words of work only: "it's Grainne,
        # I think Priya has my umbrella" relates nobody; "Tunde: Mariam is my boss" does.
        return False
    people = [e for e in _others(record, named, author, body) if e.startswith("person:")]
    return len(people) > 1 or (len(people) == 1 and not _CEASED.search(text))


def between_people(record: MemoryRecord, named: set[str]) -> bool:
    """True when all a memory names besides ``named`` are people, not a thing they share.

    "Harriet takes over Kestrel from Imogen" relates them through Kestrel.
    """
    return all(e.startswith("person:") for e in others(record, named))


_SELF_AS_OTHER = re.compile(
    r"\b(?:to|under|with) me\b|\bI(?:'m|\u2019m| am) (?:his|her|their) (?:\w+ )?"
    r"(?:manager|boss|lead|supervisor)\b|\bmy (?:team|org|group|squad|(?:direct )?reports)\b"
    r"|向我|归我|我带|我来带|我管",
    re.IGNORECASE,
)
"""The author as the other side of a relation: "Keisha will report to me", "I'm his
manager now", "Owen is moving over to my team"."""


def about(record: MemoryRecord) -> set[str]:
    """Whom a memory is about, by first name: its subject, or its author speaking of self.

    "Katarzyna is under Ji-woo" is about Katarzyna; "Tunde: Mariam is my boss" about
    Tunde (and Mariam, its grammatical subject); "Colleen: I'm picking up Keisha, so
    she'll report to me" about Keisha only (Colleen is whom she reports to).

    Example:
        >>> r = MemoryRecord(namespace="a", content="Colleen: Keisha will report to me",
        ...                  entities=["person:Keisha", "person:Colleen"])
        >>> sorted(about(r))
        ['keisha']
    """
    author, body = split_speaker(fold(record.content))
    found = {first_word(subject_of(record) or "")}
    if author and speaks_of_self(body) and not _SELF_AS_OTHER.search(body):
        found.add(first_word(f"person:{author}"))
    return found - {""}


_FORMER_BEFORE = re.compile(
    r"(?:\bfrom|\binstead of|\breplacing|\breplaces|\bnot|\bno longer\b[^,.;]*?"
    r"|\(was|\bpreviously|\bformerly|\bold:?|不再\S{0,3}|不是|原)\s*$",
    re.IGNORECASE,
)
_FORMER_AFTER = re.compile(
    r"^\S*\s*(?:anymore|any more|no more\b|->|\u2192|=>)"
    # "直属主管由陈怡君(Amy)变更为郭建宏": 陈怡君 was.
    r"|^(?:\s*[(\uff08][^)\uff09]{0,12}[)\uff09])?\s*(?:变更为|改为|改成|换成|换到|转为|转给|变成|交给)"
    # "Tomasz is handing over line management of Nadia to Magdalena": Tomasz was.
    r"|^\S*\s*(?:is\s+|has\s+)?(?:handing|hands|handed|passing|passes|passed|giving up"
    r"|gives up|gave up|stepping down|steps down|stepped down|rolling off|rolled off)\b"
    r"|^(?:手里|那里|不再|那边不用|那边不再|那里不用)"
    # A self-correction: "reports in to Rhys Pritchard, no, sorry, Siobhan Gallagher".
    r"|^\s*[,\u2013\u2014-]+\s*(?:no\b[, ]*(?:sorry|wait)?|sorry\b|I mean\b|scratch that\b)",
    re.IGNORECASE,
)


def formerly(record: MemoryRecord, entity: str) -> bool:
    """True when a memory names ``entity`` as the one a relation moved away from.

    "Garrett is not reporting to Farah anymore, it's Nadine": Farah was; "Kwame moves
    from Ngozi to Aisha": Ngozi was; "李娜改向唐子豪汇报 不再找宋雨桐": 宋雨桐 was.

    Example:
        >>> r = MemoryRecord(namespace="a", content="Kwame moves from Ngozi to Aisha",
        ...                  entities=["person:Kwame", "person:Ngozi", "person:Aisha"])
        >>> formerly(r, "person:Ngozi"), formerly(r, "person:Aisha")
        (True, False)
    """
    name = entity.partition(":")[2]
    text = fold(record.content)
    for word in dict.fromkeys([name, *name.split()]):
        start = text.find(word)
        while start != -1:
            before, after = text[:start], text[start + len(word) :]
            struck = before.count("~~") % 2 == 1  # "owner ~~Liam~~ Mereana"
            if struck or _FORMER_BEFORE.search(before) or _FORMER_AFTER.search(after):
                return True
            start = text.find(word, start + len(word))
    return False
