"""Attributes a person has one of that no entity names: a job, a team, a usual drink.

A city, a phone or an order number is a typed value the judge extracts, so the read path
knows which memories state one. A job title ("Keisha's title is support engineer"), a
team ("Ji-woo sits with Security") or a drink ("Callum is a peppermint tea person") is a
plain phrase. This module recognises the three from general vocabulary (what job titles,
team words and drinks are made of, in English and Chinese), so that "what does Keisha do
here?" favours the memories stating a job, and of those about Keisha only the newest
answers, however each is worded.

A memory states such an attribute only when it carries its *value*, not merely a word
about it: "Dana joined the call late" names no team, "Camila is Marco's manager" is a
relation between people, not a job.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sfams_tiers._judge._names import MONTHS, WEEKDAYS
from sfams_tiers._judge._places import place_names
from sfams_tiers._judge._speaker import split_speaker

__all__ = ["ATTRIBUTE_KINDS", "asked_attributes", "attributes_of"]

ATTRIBUTE_KINDS = frozenset({"role", "team", "drink"})
"""Kinds of value recognised by their words: a job, a team, a usual drink."""

_ROLE_HEADS = (
    r"engineer|developer|programmer|designer|architect|scientist|analyst|manager|director"
    r"|officer|coordinator|co-ordinator|specialist|consultant|administrator|accountant"
    r"|auditor|buyer|writer|editor|researcher|tester|intern|recruiter|planner|strategist"
    r"|advocate|technician|supervisor|controller|assistant|secretary|marketer|counsel"
    r"|lawyer|paralegal|president|vp|cto|ceo|cfo|coo|cio|steward|clerk|receptionist"
    r"|advisor|adviser|sre|dba|trainer|instructor|nurse|chemist|inspector|estimator"
    r"|surveyor|foreman|generalist|evangelist"
)
_WEAK_HEADS = r"lead|head|master|owner|partner|principal|chief|agent|associate|executive|rep"
"""Job words that are also other words ("lead the demo", "head out"): a title only
after a modifier ("tech lead", "scrum master")."""
_NOT_MODIFIERS = (
    r"to|will|ll|can|could|would|should|must|may|might|the|a|an|and|or|who|i|we|you|they"
    r"|he|she|it|also|now|just|then|not|is|s|me|us|them|him|her|go|new|our|their|his"
)
_ROLE = re.compile(
    rf"\b(?:{_ROLE_HEADS})s?\b(?! (?:of|for|on|to)\b)"
    rf"|\b(?!(?:{_NOT_MODIFIERS})\b)[a-z]+ (?:{_WEAK_HEADS})\b(?! (?:of|for|on|to)\b)"
    r"|\bhead of\b|\b(?:job )?title\b|\bdesignation\b|\bpromot\w+|\bappointed\b"
    r"|\b(?:hired|works|working|serves?|serving|functions?|joined|joins) as\b",
    re.IGNORECASE,
)
_RELATION_HEAD = re.compile(
    r"(?:manager|lead|head|supervisor|director|owner|partner|boss|mentor|assistant)s?$", re.I
)
_OWNED = re.compile(r"(?:['\u2019]s|\b(?:my|her|his|their|your|our))\s+(?:\w+\s+)?$", re.I)
"""Whose: "Marco's manager", "her new lead" relate people; "our frontend developer" is a job."""
_ROLE_ZH = re.compile(
    r"(?<!的)(?:工程师|经理|设计师|架构师|总监|主管|专员|助理|分析师|科学家|顾问|会计|出纳"
    r"|组长|主任|总裁|研究员|实习生|秘书|律师|采购员|专家|讲师|文员|主编|技术员|质检员|班长"
    r"|厂长|店长|经纪人)"
    r"|职位|岗位|职务|头衔|职称|担任|晋升|升任|转岗|任命"
)
_TEAM = re.compile(
    r"\b(?:team|teams|squad|group|dept|department|unit|practice|division|pod|crew|tribe|reorg"
    r"|guild|chapter|org|organi[sz]ation|coe|desk)\b"
    r"|\b(?:part of|belongs? to|member of|joins?|joined|joining|left|shifted|sits? (?:in|with|on)"
    r"|rolled (?:off|onto|on to)|moved across|transfer\w*|seconded|allocat\w+|aligned"
    r"|reassigned|(?:going|moved|moving|moves|came|coming) (?:over |across )?to|moves? from"
    r"|the \S+(?: \S+)? (?:people|folks|crew|gang|lot))\b"
    # "I'm on Core Infra now" (not "Garrett is on PTO until Wednesday").
    r"|\b(?:is|'m|\u2019m|am|are) (?:now )?on (?:the )?[A-Z][\w&-]*(?: [A-Z][\w&-]*)?"
    r"(?: (?:now|team|squad|crew|these days|going forward)\b|\s*(?:[.!,;(]|$))",
    re.IGNORECASE,
)
_NOT_TEAMS = frozenset(
    {"PTO", "OOO", "WFH", "EOD", "EOW", "ETA", "TBD", "TBC", "ASAP", "FYI"}
    | {m.title() for m in MONTHS}
    | {d.title() for d in WEEKDAYS}
)
"""Capitalised words near a team word that name no team ("on PTO until Wednesday")."""
_CAPITALISED = re.compile(r"\b[A-Z][\w&-]*")
"""A team is a name ("Security", "Data & Insight"): a team word with no name near is chatter."""
_TEAM_ZH = re.compile(
    r"(?![全内外局乐一每俱])[\u4e00-\u9fffA-Za-z](?:事业部|部门|中心|团队|小组|组|部|科)"
    r"(?=$|[^\u4e00-\u9fff]|了|的|啊|哈|吧|呢|工作|上班|同事|同学|底下|下面|那边)"
    r"|部门|团队|编制|调到|调入|调往|转入|加入|归属"
)
_DRINK = re.compile(
    # "a coffee", "my tea", "the coffee run": a cup or an errand, not what someone drinks.
    r"(?<!\ba )(?<!\ban )(?<!\bthe )(?<!\bmy )(?<!\bour )(?<!\byour )(?<!\bsome )"
    r"\b(?:coffee|tea|cuppa)s?\b(?! (?:run|machine|break|chat|cart|shop|order|round|time)\b)"
    r"|\b(?:latte|espresso|americano|cappuccino|mocha|macchiato|cortado|flat white|cold brew"
    r"|decaf|frapp\w*|chai|matcha|yerba mate|rooibos|earl grey|oolong|kombucha|juice"
    r"|smoothie|soda|cola|coke|pepsi|sprite|lemonade|seltzer|sparkling|milk|hot chocolate"
    r"|cocoa|kopi|teh|lassi|kefir|horchata|boba|ginger ale|root beer|cordial|ribena|milo"
    r"|horlicks|energy drink)s?\b",
    re.IGNORECASE,
)
_DRINK_ZH = re.compile(
    r"咖啡|拿铁|美式|摩卡|卡布|奶茶|果汁|豆浆|可乐|雪碧|气泡水|苏打水|矿泉水|牛奶|酸奶|柠檬水"
    r"|椰子水|白开水|乌龙|普洱|龙井|抹茶|红茶|绿茶|花茶|青茶|四季春|观音|珍奶|珍珠|柠檬|冬瓜"
    r"|多多|仙草|(?<!下午)茶(?!水间|叶蛋|会|歇)|饮料|饮品|喝"
)

_ASK_ROLE = re.compile(
    r"\b(?:job|jobs|title|role|position|designation|occupation|profession|gig|hat"
    r"|employed|hired|function)\b|\bwhat (?:does|do|did) .{1,40} do\b"
    r"|职位|岗位|职务|头衔|职称|title|干嘛|干什么|做什么|什么工作|角色|干啥|负责什么",
    re.IGNORECASE,
)
_ASK_TEAM = re.compile(
    r"\b(?:team|squad|group|department|dept|unit|practice|division|pod|crew"
    r"|organi[sz]ationally|part of|belong|belongs|(?:which|what) org)\b"
    r"|部门|团队|哪个组|什么组|小组|组的|归哪|编制|哪个部|单位|隶属",
    re.IGNORECASE,
)
_ASK_DRINK = re.compile(
    r"\b(?:drink|drinks|drinking|beverage|beverages|sip|sipping|coffee|tea|cafe|caf\u00e9"
    r"|cuppa|caffeine|usual|catering|drink-wise|usually (?:order|get|have|drink)s?)\b"
    r"|喝|饮|咖啡|茶|手摇",
    re.IGNORECASE,
)


@lru_cache(maxsize=65536)
def attributes_of(text: str, names: tuple[str, ...] = ()) -> frozenset[str]:
    """The kinds of plain-phrase attribute a memory's text states a value of.

    Example:
        >>> sorted(attributes_of("Keisha's title is support engineer"))
        ['role']
        >>> sorted(attributes_of("Ji-woo sits with Security now"))
        ['team']
        >>> sorted(attributes_of("Callum is a peppermint tea person"))
        ['drink']
        >>> sorted(attributes_of("Camila is Marco's manager"))
        []
        >>> sorted(attributes_of("韩冰转入财务部"))
        ['team']
        >>> sorted(attributes_of("Dana joined the call late"))
        []
    """
    _, said = split_speaker(text)
    found: set[str] = set()
    if _ROLE_ZH.search(said) or any(_is_job(said, job) for job in _ROLE.finditer(said)):
        found.add("role")
    if _TEAM_ZH.search(said) or any(
        _names_a_team(said, cue, names) for cue in _TEAM.finditer(said)
    ):
        found.add("team")
    if _DRINK.search(said) or _DRINK_ZH.search(said):
        found.add("drink")
    return frozenset(found)


def _is_job(said: str, job: re.Match[str]) -> bool:
    """A job title, not a relation between people ("Marco's manager", "my new lead")."""
    relation = _RELATION_HEAD.search(job.group())
    return not (relation and _OWNED.search(said[: job.start() + job.group().find(" ") + 1]))


def _names_a_team(said: str, cue: re.Match[str], names: tuple[str, ...]) -> bool:
    """A name near a team word, of nothing else named, starting no sentence ("part of Infra")."""
    people = {word.lower() for name in names for word in name.split()}
    for word in _CAPITALISED.finditer(said, max(0, cue.start() - 30), cue.end() + 30):
        before = said[: word.start()].rstrip()
        opens = not before or before[-1] in ".!?:;-\u2013\u2014("
        job = re.match(rf"\s+(?:{_ROLE_HEADS}|{_WEAK_HEADS})\b", said[word.end() :], re.I)
        if (
            not opens
            and len(word.group()) > 1
            and word.group().lower() not in people
            and word.group() not in place_names()  # "left Bordeaux" is a move
            and word.group() not in _NOT_TEAMS
            and job is None  # "moved over to QA lead" is a job
        ):
            return True
    return False


def asked_attributes(query: str) -> frozenset[str]:
    """The plain-phrase attributes a query asks for ("what hat does Owen wear?": a role).

    Example:
        >>> sorted(asked_attributes("what's Hector's usual?"))
        ['drink']
        >>> sorted(asked_attributes("韩冰是哪个部门的"))
        ['team']
        >>> sorted(asked_attributes("what does Luc do here?"))
        ['role']
    """
    found = {
        kind
        for kind, pattern in (("role", _ASK_ROLE), ("team", _ASK_TEAM), ("drink", _ASK_DRINK))
        if pattern.search(query)
    }
    return frozenset(found)
