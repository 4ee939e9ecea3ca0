"""What a query asks for: the kind of value ("Yannick's cell?", "where is Katya based?").

Read by recall's ranking: a memory carrying the kind of value asked for is more relevant,
and of the memories stating such a value of the thing the query names, only the newest
answers (an older one is a value that changed, even if no write noticed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol, TypeVar

from sfams_tiers._attributes import ATTRIBUTE_KINDS, asked_attributes, attributes_of
from sfams_tiers._hant import fold
from sfams_tiers._judge._speaker import split_speaker
from sfams_tiers._linking import between_people, first_word, links, work_relation
from sfams_tiers._models import MemoryRecord
from sfams_tiers._slots import subject_of
from sfams_tiers._tiers import ScoredRecord

__all__ = [
    "ASKED_BY",
    "IDENTIFIER_ASKS",
    "NOT_ANSWERING",
    "SINGLE_VALUED",
    "answers_kind",
    "asked_kinds",
    "carried_kinds",
    "kind_relevance",
    "latest_values",
]

_WORD = re.compile(r"[a-z]+")
ASKED_BY: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    kind: (frozenset(english.split()), tuple(chinese.split()))
    for kind, english, chinese in (
        (
            "phone",
            "phone cell mobile digits call ring reach whatsapp landline telephone tel extension"
            " text texting sms dial mob handy portable cellulare telefono telefon nummer numero",
            "电话 手机 号码 打给 联系方式",
        ),
        ("email", "email mail mailto inbox e courriel", "邮箱 邮件 电邮 信箱 mail 抄送"),
        (
            "address",
            "address addr live lives ship post street home flat residence residential reside"
            " resides courier parcel card domicile domicilio adresse adress anschrift indirizzo",
            "地址 住址 住 寄 哪条街 街道",
        ),
        (
            "id",
            "id code coded coding budget cost centre center expense bill charge account book"
            " timesheet reference ref invoice wbs gl ledger billing billed costing",
            "成本 预算 编码 编号 代码 账号 科目 费用",
        ),
        ("order", "order po purchase requisition", "采购 订单 请购 合同"),
        ("ticket", "ticket incident case issue", "工单"),
        (
            "place",
            "where whereis city town metro based located location loc reside resides hometown"
            " region office site sede standort ville ciudad citta stadt",
            "哪里 哪儿 哪座 哪个城市 城市 所在地 常驻 工作地 在哪 边度 喺边 返工",
        ),
        (
            "plan",
            "plan tier subscription subscribed package edition level",
            "套餐 版本 订阅 哪个版 什么版 方案 哪一级 等级 级别 付费",
        ),
        (
            "person",
            "who whom whose whoever person boss manager manages managing supervisor lead leads"
            " owner owns runs pm reports answers dri head charge responsible approves approver"
            " supervises supervising oversees overseeing above accountable signs heads headed"
            " leading leader drives driving mgr rm upline pic chef jefe capo leiter vorgesetzter"
            " vorgesetzte kierownik responsable superior",
            "谁 负责人 经理 领导 上级 主管 汇报 老板 直属 顶头 拍板 主事 牵头 批假 那位 的人"
            " 在带 主导 窗口 上面 哪位 签核 报告 上司 边个 边位 嗰位 老细 话事 n+1 的+1",
        ),
        (
            "date",
            "when deadline due date ship shipping launch deliver delivery release target",
            "什么时候 截止 哪天 日期 上线 交付 ddl deadline 交期 交件 几号 期限",
        ),
        (
            "status",
            "status stand standing state progress going latest health track tracker shape"
            " color colour marked phase stage tracking column rag",
            "进展 状态 进度 情况 怎么样 情形 状况 什么灯 灯号",
        ),
    )
}
"""Words by which a query asks for a kind of value: English and the words European colleagues
mix into it (Handy, Chef, domicile), and terms matched as substrings (Chinese, "N+1")."""

_PHRASED_ASKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("phone", re.compile(r"\bhp\b|handphone|direct line|contact (?:no|number|num)\b|\bext\b")),
    ("order", re.compile(r"\bp\.\s?o\b|procurement|\bcontract (?:no|number|num|ref)")),
    ("email", re.compile(r"\be-?mail id\b|\bmail id\b")),
    ("id", re.compile(r"\bcharge (?:code|number|no|account)\b|\bcharged? to\b")),
)
"""Kinds asked in a phrase, not a word: "Aylin HP pls", "P.O. number", "charge code"."""
_ASKING_AROUND = re.compile(r"\bwho(?:'d| would)? (?:knows?|has|have|got)\b|谁知道|谁有|有谁")
"""A "who" that asks the room, not for a person ("who has Priya's number?")."""
_HOW_IT_STANDS = re.compile(
    r"\bwhere (?:are|do) we (?:stand )?(?:with|on|at)\b"
    r"|\bwhat'?s (?:happening|going on|the deal|the story|the latest) (?:with|on)\b"
    r"|\bwhere (?:is|'s) (?:that|it|this) at\b"
    r"|\bhow(?:'s| is) .{1,40} (?:going|doing|looking)\b|\brag\b|进展如何|怎么样了"
)
"""Idioms that ask how a thing stands, whatever their words ("where" asks no place)."""
_WHERE_AT = re.compile(
    r"\bwhere(?:'s| is| are)\s.{1,40}?\sat\b"
    r"(?!\s+(?:the\s+|a\s+|his\s+|her\s+|their\s+)?(?:office|home|desk|site|hq|work|airport))"
)
""""Where is Skellig at right now?": of a thing, its state (of a person, a place)."""
_CODES = frozenset({"id", "order", "ticket"})
"""Identifier kinds a code may be typed as, whatever the query calls it."""
SINGLE_VALUED = frozenset({"phone", "email", "address", "place", "plan"}) | ATTRIBUTE_KINDS
"""Kinds of value a person or thing has one of at a time (one city, one phone, one plan,
one job, one team, one usual drink)."""
_OF_THINGS = frozenset({"person", "date", "status"})
"""Kinds a thing (a project, a customer) has one of: its lead, its deadline, its state."""
NOT_ANSWERING = 0.75
"""Relevance kept by a memory without a value of the kind a query asks for."""
IDENTIFIER_ASKS = frozenset({"phone", "email", "address", "id", "order", "ticket"})
"""Kinds of value that are identifiers: what anchors keep."""


def _one_name(entity: str) -> str:
    """One key per person or name however written: Rachel = person:Rachel Goldberg.

    And customer:Liffey Analytics = name:Liffey Analytics (its kind learnt in between).
    """
    kind, _, name = entity.partition(":")
    if kind in ("person", "name", "project", "customer", "company") and name.split():
        return f"who:{name.split()[0].lower()}"
    return entity


def _has_term(low: str, term: str) -> bool:
    """A Chinese term anywhere; a Latin one ("mail", "ddl") as a word, not in "mailing"."""
    if not term.isascii():
        return term in low
    return re.search(rf"(?<![a-z]){re.escape(term)}(?![a-z])", low) is not None


_PERSONAL = frozenset({"phone", "email"})
"""A person's own single values: whose they are is the line's subject."""
_EMAIL_ADDRESS = re.compile(r"(?:e-?mail|mail|邮箱|邮件|电邮)\s*(?:address|地址)|抄送")
"""An email's address (or whom to copy on one): one kind asked, not two."""
_POSTAL = re.compile(r"\b(?:home|street|postal|ship|courier|live|lives)\b|住址|寄|快递")


def asked_kinds(query: str, mentions: Sequence[str] = ()) -> frozenset[str]:
    """Kinds of value a query asks for ("the order number", "Yannick's cell?", "邮箱").

    A query naming a code (a ticket, an order) and asking nothing else asks its state.

    Example:
        >>> sorted(asked_kinds("anyone have digits for Katarzyna?"))
        ['phone']
        >>> sorted(asked_kinds("王芳的手机号是多少")), sorted(asked_kinds("谁知道罗娟的邮箱"))
        (['phone'], ['email'])
        >>> sorted(asked_kinds("got a number for Luc?", ["person:Luc"]))
        ['phone']
        >>> sorted(asked_kinds("where do emails for Ms Kavanagh go?")), sorted(asked_kinds(
        ...     "what's Bluebell coded to?"))
        (['email'], ['id'])
        >>> sorted(asked_kinds("What is the PO no. for Lumiere Retail Group?",
        ...                    ["name:Lumiere Retail Group"]))
        ['order']
        >>> sorted(asked_kinds("where are we with Lantern?"))
        ['status']
        >>> sorted(asked_kinds("SUP-65971 sorted yet?", ["id:SUP-65971"]))
        ['status']
    """
    # The words of a name the query gives ask for nothing: "Lumiere Retail Group" asks for
    # no team, "Pacific Phone Co" for no phone (its first word stands in for it).
    for mention in mentions:
        name = mention.partition(":")[2].strip()
        if " " in name:
            first = name.split()[0]
            query = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", first, query, flags=re.IGNORECASE)
    low = fold(query).lower()
    words = set(_WORD.findall(low))
    words |= {w[:-1] for w in words if len(w) > 3 and w.endswith("s")}  # "emails", "phones"
    asked = frozenset(
        kind
        for kind, (english, chinese) in ASKED_BY.items()
        if words & english or any(_has_term(low, term) for term in chinese)
    )
    phrased = frozenset(kind for kind, pattern in _PHRASED_ASKS if pattern.search(low))
    if "email" in phrased:
        asked -= {"id", "person"} - phrased  # "Aylin's e-mail id" asks an email, not a code
    elif "id" in phrased:
        asked -= {"person"}  # "charge code" asks for no one in charge
    asked |= phrased
    if "id" in asked and re.search(r"\bin charge\b", low) and not phrased & {"id"}:
        asked -= {"id"}  # "who is in charge of Atlas?" asks for a person, not a charge code
    if not asked and "number" in words and any(m.startswith("person:") for m in mentions):
        asked = frozenset({"phone"})  # "got a number for Luc?": a person's number is a phone
    person = any(m.startswith("person:") for m in mentions)
    if _HOW_IT_STANDS.search(low) or (_WHERE_AT.search(low) and mentions and not person):
        asked = (asked - {"place"}) | {"status"}  # "where are we with Lantern?"
    if "email" in asked and _EMAIL_ADDRESS.search(low) and not _POSTAL.search(low):
        asked -= {"address"}  # "Ana's email address", "韩梅的邮箱地址" ask one thing
    if asked & _PERSONAL and (words & ASKED_BY["place"][0]) == {"where"}:
        asked -= {"place"}  # "where do emails for Ms Kavanagh go?" asks for the email
    if asked - {"person", "status"} and _ASKING_AROUND.search(low):
        asked -= {"person"}  # "who knows Luo Juan's email?" asks for the email
    if not asked - {"status", "place"} and any(m.partition(":")[0] in _CODES for m in mentions):
        asked = frozenset({"status"})  # "INC0082785, where is that at?": a ticket has no place
    if any(m.partition(":")[0] in ("person", "name") for m in mentions):
        # A person's job, team or usual drink: "what hat does Owen wear?"
        attributes = asked_attributes(fold(query))
        if "drink" in attributes:
            asked -= {"order"}  # "Mariam's usual order" at the cafe is a drink
        asked |= attributes
    return asked


def carried_kinds(record: MemoryRecord) -> set[str]:
    """Kinds of value a memory carries: its entities' and its plain-phrase attributes'.

    Example:
        >>> r = MemoryRecord(namespace="a", content="Keisha's title is support engineer",
        ...                  entities=["person:Keisha"])
        >>> sorted(carried_kinds(r))
        ['person', 'role']
    """
    kinds = {e.partition(":")[0] for e in record.entities}
    # Words of the other things it names are no team's ("left Bordeaux" is a move), nor
    # are those of whom it is about ("Femi Balogun has left ...", however typed).
    head = next((e for e in record.entities if e.partition(":")[0] in ("person", "name")), "")
    named = tuple(
        sorted(
            e.partition(":")[2] for e in record.entities if not e.startswith("name:") or e == head
        )
    )
    return kinds | attributes_of(fold(record.content), named)


def answers_kind(record: MemoryRecord, asked: frozenset[str]) -> bool:
    """True when ``record`` carries a value of a kind asked for (codes are one kind).

    Example:
        >>> r = MemoryRecord(namespace="a", content="Atlas bills to CC-1",
        ...                  entities=["name:Atlas", "order:CC-1"])
        >>> answers_kind(r, frozenset({"id"})), answers_kind(r, frozenset({"phone"}))
        (True, False)
    """
    kinds = carried_kinds(record)
    return bool(kinds & asked) or bool(kinds & _CODES and asked & _CODES)


def kind_relevance(hit: ScoredRecord, asked: frozenset[str], mentions: Sequence[str]) -> float:
    """Relevance, a quarter of the way to 1 for carrying the kind of value asked for.

    Half the way when the value is of a single-valued kind, or a code of the very kind
    asked for, and the memory is about a thing the query names ("where is Tunde these
    days?": Tunde's place; "Globex's PO?": Globex's order).

    "What is the order number ..." favours the memory that holds an order number; "who
    does Katya report to?" the memories naming someone besides Katya.
    """
    attributes = carried_kinds(hit.record) & ATTRIBUTE_KINDS
    named = bool(set(mentions) & set(hit.record.entities))
    if asked & {"status", "plan"} and named and _bare(hit.record):
        # "Quokka remains at risk this week": a bare statement of the thing named is its
        # state (or plan), the answer however it is worded.
        return hit.similarity + (1.0 - hit.similarity) / 2
    carries = False
    for entity in (*hit.record.entities, *attributes):
        kind = entity.partition(":")[0]
        # A code of the very kind asked for ("the PO" and an order) answers like a phone.
        exact = kind in asked and kind in _CODES
        if kind in _CODES and asked & _CODES:
            kind = next(iter(asked & _CODES))  # "the PO reference" may be typed id:PO-UK-2495
        if (
            kind in asked
            and (kind in SINGLE_VALUED or exact)
            and set(mentions) & set(hit.record.entities)
        ):
            # The value asked for, of the thing named: after ``latest_values`` it is the
            # newest such statement, the answer however it is worded.
            return hit.similarity + (1.0 - hit.similarity) / 2
        carries = carries or (
            kind in asked
            or ("person" in asked and kind in ("person", "name") and entity not in mentions)
        )
    if carries:
        return hit.similarity + (1.0 - hit.similarity) / 4
    if asked - {"status"}:
        # Asked for a phone, a line without one does not answer, however fresh or
        # important ("星河 is on track" is no answer to "星河's cost code?").
        return hit.similarity * NOT_ANSWERING
    return hit.similarity


class _Hit(Protocol):
    @property
    def record(self) -> MemoryRecord: ...


H = TypeVar("H", bound=_Hit)


_OTHER_VALUES = frozenset(
    {
        "person",
        "date",
        "money",
        "place",
        "address",
        "phone",
        "email",
        "id",
        "order",
        "ticket",
        "plan",
    }
)
"""Kinds of value a statement of a thing's state does not carry (who, when, where, codes)."""


def _bare(record: MemoryRecord) -> bool:
    """True when a memory says something of a thing with no other value: its state.

    "Steerco agreed Sandalwood is active" is Sandalwood's state, and so is "Mei-Lin: I'm
    moving Switchback to UAT" (its author aside); "Sandalwood is run by Tegan" is its
    lead and "Sandalwood is due 19/06" its deadline.
    """
    author, _ = split_speaker(fold(record.content))
    speaker = first_word(f"person:{author}") if author else None
    return not any(
        e.partition(":")[0] in _OTHER_VALUES and not (speaker and first_word(e) == speaker)
        for e in record.entities
    )


def _relates_people(record: MemoryRecord, named: set[str]) -> bool:
    """Says how the people it names relate at work, not through a thing they share.

    "Harriet takes over Kestrel from Imogen" is Kestrel's change of hands, not Imogen's.
    """
    return links(record, named) and work_relation(record.content) and between_people(record, named)


def latest_values(
    hits: Sequence[H],
    asked: frozenset[str],
    mentions: Sequence[str],
    *,
    relations: bool = False,
) -> list[H]:
    """``hits`` without the older statements of a single-valued kind the query asks for.

    "Where is Javier based?": of the memories about Javier that name a place, the newest
    states where he is; an older one ("Javier works out of Detroit") is a value that
    has changed, whether or not a write recognised the update. "Who leads Atlas?": of
    the memories about the project Atlas naming a person, the newest.

    Example:
        >>> from sfams_tiers import MemoryRecord
        >>> old = MemoryRecord(namespace="a", content="Javier works out of Detroit",
        ...                    entities=["person:Javier", "place:Detroit"])
        >>> new = MemoryRecord(namespace="a", content="Javier is in Tampa now",
        ...                    entities=["person:Javier", "place:Tampa"])
        >>> hits = [ScoredRecord(old, 0.9), ScoredRecord(new, 0.5)]
        >>> [h.record.content for h in latest_values(hits, frozenset({"place"}), ["person:Javier"])]
        ['Javier is in Tampa now']
    """
    kinds = asked & (SINGLE_VALUED | _OF_THINGS)
    if not kinds or not mentions:
        return list(hits)
    named = set(mentions)
    # "Holloway" and "Marcus Holloway" are one subject when the query names him in full.
    full_names = [
        name.split()
        for kind, _, name in (m.partition(":") for m in mentions)
        if kind in ("person", "name") and " " in name
    ]
    same = {word.lower(): parts[0].lower() for parts in full_names for word in parts}

    def one(entity: str) -> str:
        key = _one_name(entity)
        return f"who:{same.get(key[4:], key[4:])}" if key.startswith("who:") else key

    def keys(record: MemoryRecord) -> list[tuple[str, str]]:
        named_here = named.intersection(record.entities)
        codes = {a for a in named_here if a.partition(":")[0] in _CODES}
        # A line about a ticket is about the ticket, not its reporter.
        named_here = codes or named_here
        carried = set(kinds & carried_kinds(record))
        if "status" in kinds and (_bare(record) or codes):
            # A bare statement about a thing is its state; anything said of a ticket is.
            carried.add("status")
        if "plan" in kinds and not codes and _bare(record):
            # "Gulf Coast downgraded to Starter": a plan is often a bare name.
            carried.add("plan")
        # Who leads a project is one person, its deadline one date; a person has many
        # people and dates around them, but one relation asked about at a time: of the
        # memories saying how they relate to someone at work ("Nadia has taken over
        # Declan"), the newest. Small talk naming two people relates nobody.
        # Of two people a line names, the value is its subject's: "Wesley Chow edited
        # Rachel Tan: Mobile = ..." is no newer phone of Wesley's.
        people = [e for e in record.entities if e.startswith("person:")]
        subject = first_word(subject_of(record) or "") if len(people) > 1 else ""
        found = [
            (one(a), c)
            for a in named_here
            for c in carried
            if (c not in _OF_THINGS or not a.startswith("person:"))
            and not (subject and c in _PERSONAL and a.startswith("person:")
                     and first_word(a) != subject)
        ]  # fmt: skip
        if relations and "person" in kinds and _relates_people(record, named):
            found += [(one(a), "link") for a in named_here if a.startswith("person:")]
        return found

    keyed = {hit.record.id: keys(hit.record) for hit in hits}
    newest: dict[tuple[str, str], str] = {}
    for record_id, found in keyed.items():
        for key in found:
            if key not in newest or record_id > newest[key]:
                newest[key] = record_id  # UUIDv7 ids sort by creation time
    stale = {
        record_id
        for record_id, found in keyed.items()
        if found and all(newest[key] != record_id for key in found)
    }
    return [h for h in hits if h.record.id not in stale]
