"""What a query asks for: the kind of value ("Yannick's cell?", "where is Katya based?").

:func:`asked_kinds` reads the kinds of value a query asks for from its words, in English,
the words European colleagues mix into it and Chinese, and from a few idioms ("where are
we with Lantern?" asks a state, not a place). Recall's ranking (``_asking``) then favours
the memories that carry a value of those kinds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sfams_tiers._attributes import asked_attributes
from sfams_tiers._hant import fold

__all__ = ["ASKED_BY", "CODE_KINDS", "PERSONAL_KINDS", "asked_kinds"]

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
CODE_KINDS = frozenset({"id", "order", "ticket"})
"""Identifier kinds a code may be typed as, whatever the query calls it."""


def _has_term(low: str, term: str) -> bool:
    """A Chinese term anywhere; a Latin one ("mail", "ddl") as a word, not in "mailing"."""
    if not term.isascii():
        return term in low
    return re.search(rf"(?<![a-z]){re.escape(term)}(?![a-z])", low) is not None


PERSONAL_KINDS = frozenset({"phone", "email"})
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
    if asked & PERSONAL_KINDS and (words & ASKED_BY["place"][0]) == {"where"}:
        asked -= {"place"}  # "where do emails for Ms Kavanagh go?" asks for the email
    if asked - {"person", "status"} and _ASKING_AROUND.search(low):
        asked -= {"person"}  # "who knows Luo Juan's email?" asks for the email
    if not asked - {"status", "place"} and any(m.partition(":")[0] in CODE_KINDS for m in mentions):
        asked = frozenset({"status"})  # "INC0082785, where is that at?": a ticket has no place
    if any(m.partition(":")[0] in ("person", "name") for m in mentions):
        # A person's job, team or usual drink: "what hat does Owen wear?"
        attributes = asked_attributes(fold(query))
        if "drink" in attributes:
            asked -= {"order"}  # "Mariam's usual order" at the cafe is a drink
        asked |= attributes
    return asked
