"""Entities in Chinese text: dates, amounts, quoted and project names, known names.

Chinese has no spaces and no capitals, so the patterns that find English names find
nothing. What marks an entity instead: dates and amounts with their units (3月1日,
2024年6月14日, 5万元), quotation brackets (「烛龙」, “星河”, 《手册》), the word 项目
after a project's name, and names the namespace already knows (its gazetteer, fed among
others by the speakers of chat lines), found as substrings, longest first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from datetime import date
from decimal import Decimal, InvalidOperation

from sfams_tiers._judge._cjk import SURNAMES, has_cjk, person_name, person_spans
from sfams_tiers._judge._cjk_dates import date_spans
from sfams_tiers._judge._cjk_places import city_spans

__all__ = ["cjk_spans"]

_MONEY = re.compile(r"(\d+(?:\.\d+)?)\s*(万|千)?\s*(?:元|块钱|块|人民币)")
_QUOTED = re.compile(r"[「“《『]([^」”》』\s]{1,12})[」”》』]")
# Two characters before 项目 (most project names have two; a longer match would swallow
# the verb before it: "同步下北斗项目" is 北斗).
_PROJECT = re.compile(
    r"((?:(?![的是在把由和对将了与及从给向为该本此这那各每个])[\u4e00-\u9fff]){2,8})项目"
)
"""A project by the word after it ("智慧病房项目"): the characters before it up to a
particle or a determiner; see :func:`_project_name` for the verbs that may open them."""
_PROJECT_LEADS = re.compile(
    r"负责|参与|推进|跟进|启动|牵头|主抓|接手|接管|接过|管理|关于|对于|目前|现在|今天|明天|本周|下周"
    r"|上周|所以|但是|以及|还有|完成|开展|重点|整体|一下|我们|你们|他们|咱们|大家"
    r"|^(?:新|原|老|请|按|据|经|将)"
)
"""Verbs, times and pronouns that may stand before a project's name and 项目."""


def _project_name(run: str) -> str:
    """The name in the characters before 项目, without the verbs and times that open them.

    Example:
        >>> _project_name("负责智慧病房"), _project_name("何雨桐牵头远山")
        ('智慧病房', '远山')
    """
    name = run
    for lead in _PROJECT_LEADS.finditer(run):
        rest = run[lead.end() :]
        if len(rest) >= 2:
            name = rest  # "何雨桐牵头远山": what follows the last verb
    return name


# A project with a Latin name, by the word after it: "Orchid 项目", "Kite 专案" (Taiwan),
# "Bamboo 案".
_LATIN_PROJECT = re.compile(r"(?<![\w-])([A-Za-z][\w-]{1,30})\s?(?:项目|专案|案)")
# A project by the role said of it: "【项目立项】长风 owner: 宋雨桐", "灯塔现在由李娜负责",
# "磐石换owner了": two to four characters opening a clause, then who owns or runs it.
_ROLED_THING = re.compile(
    r"(?:(?<=^)|(?<=[\s\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\u3011]))"
    r"([\u4e00-\u9fff]{2,4}?)(?=\s?(?:owner|负责人|项目负责人|的负责人|的\s?owner|现在由|目前由|以后由"
    r"|改由|由[\u4e00-\u9fff]{2,3}(?:[(\uff08][^)\uff09]{1,6}[)\uff09])?负责|换\s?owner|换负责人))",
    re.IGNORECASE,
)
_NOT_PROJECTS = frozenset(
    "不是 这个 那个 一个 哪个 什么 我们 他们 你们 所有 整个 这次 新的 各个 其他".split()  # noqa: SIM905
) | frozenset("项目 专案 团队 部门 客户 公司 小组 系统 平台 产品 主管 同学 大家 群里".split())  # noqa: SIM905
"""Words before 项目 that are not its name ("不是项目的事")."""
# A plan or edition by the 版 it ends with (企业版, 免费试用版; not 版本, "version"): the
# characters before it, up to a particle or a verb of change (订阅的企业版, 切到团队版).
_NOT_PLAN = "的了是买签换到成从为改切和与或在"
_PLAN = re.compile(
    rf"[^\W\d_a-zA-Z{_NOT_PLAN}用新原旧][^\W\d_a-zA-Z{_NOT_PLAN}]{{0,4}}?(?:版(?!本)|方案|套餐)"
)
_SCALE = {"万": 10_000, "千": 1_000}
# A company by the word its name ends with (星河科技, 华锦医疗, 顺达物流); the two to four
# characters before it are its own name.
# A pronoun or a determiner opens no name: "你的企业邮箱" and "我们公司" name no company.
_COMPANY = re.compile(
    r"(?![你我他她您咱它这那每各本该的])[\u4e00-\u9fff](?!的)[\u4e00-\u9fff](?:科技|医疗|集团|公司|物流|银行|电子|传媒|网络|软件|实业|制造|汽车"
    r"|食品|地产|教育|能源|资本|控股|股份|智能|酒店|航空|医药|证券|保险|零售|商贸|贸易"
    r"|金融|咨询|生物|通信|环保|化工|建设|建筑|营造|旅行社|五金|工程|工业|国际|企业|机械|电机"
    r"|光电|半导体|纺织|百货|物业|餐饮|商行|事务所|医院|诊所)"
)


def cjk_spans(
    text: str, *, today: date, known: Mapping[str, str]
) -> Iterator[tuple[int, int, str]]:
    """(start, end, entity) of the Chinese entities of ``text``, known names first.

    Example:
        >>> list(cjk_spans("北斗项目要在3月1日之前交付 预算5万元", today=date(2024, 1, 8),
        ...                known={}))  # doctest: +NORMALIZE_WHITESPACE
        [(6, 10, 'date:2024-03-01'), (17, 20, 'money:CNY 50000.00'), (0, 2, 'project:北斗')]
        >>> list(cjk_spans("唐子豪家住建国路", today=date(2024, 1, 8),
        ...                known={"唐子豪": "name:唐子豪"}))
        [(0, 3, 'name:唐子豪')]
    """
    cjk_known = sorted((k for k in known if has_cjk(k)), key=len, reverse=True)
    for name in cjk_known:
        start = text.find(name)
        while start != -1:
            entry = known[name]
            # A given name ("志明" for 林志明) after a surname is someone else's (胡志明).
            if entry.partition(":")[2] == name or text[start - 1 : start] not in SURNAMES:
                yield start, start + len(name), entry
            start = text.find(name, start + len(name))
    yield from date_spans(text, today=today)
    yield from city_spans(text)
    for match in _MONEY.finditer(text):
        try:
            value = Decimal(match.group(1)) * _SCALE.get(match.group(2) or "", 1)
        except InvalidOperation:
            continue
        yield match.start(), match.end(), f"money:CNY {value:.2f}"
    for match in _QUOTED.finditer(text):
        after = text[match.end() : match.end() + 2]
        kind = "project" if after == "项目" else "name"
        yield match.start(1), match.end(1), f"{kind}:{match.group(1)}"
    yield from person_spans(text, known, sum(1 for name in cjk_known if name in text))
    for match in _PROJECT.finditer(text):
        name = _project_name(match.group(1))
        if name not in _NOT_PROJECTS and not any(name.endswith(n) for n in _NOT_PROJECTS):
            start = match.end(1) - len(name)
            yield start, match.end(1), f"project:{name}"
    for match in _ROLED_THING.finditer(text):
        name = match.group(1)
        if name not in _NOT_PROJECTS and not person_name(name) and name not in known:
            yield match.start(1), match.end(1), f"project:{name}"
    for match in _LATIN_PROJECT.finditer(text):
        yield match.start(1), match.end(1), f"project:{match.group(1)}"
    for match in _PLAN.finditer(text):
        yield match.start(), match.end(), f"plan:{match.group(0)}"
    for match in _COMPANY.finditer(text):
        yield match.start(), match.end(), f"company:{match.group(0)}"
