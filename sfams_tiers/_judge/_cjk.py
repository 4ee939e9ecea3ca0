"""Chinese text: the script, and the people named in it.

Chinese has no spaces and no capitals, so what marks a person is the name itself (a
common surname and one or two characters: 王芳, 林晓雯) and the words around it: a
contact detail after it (曹宇航的手机), a chat tool's @mention, or a line that relates two
people (陈思远是宋嘉伟的leader). :func:`person_spans` finds those nobody has named yet;
the other Chinese entities are found by ``_cjk_spans``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

__all__ = ["CJK", "SURNAMES", "has_cjk", "person_name", "person_spans", "possessors"]

CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")


SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
    "龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞"
    "左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕"
    "屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧"
    "闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝洪赖萧傅蔺"
)
"""Common Chinese surnames: a two- or three-character name starting with one is a person."""


# A person nobody has named yet, by the contact detail that follows the name: "曹宇航的手机",
# "打周子豪电话", "赵磊的工作邮箱" (a surname and one or two characters).
_CONTACT_NAME = re.compile(
    rf"[{''.join(sorted(SURNAMES))}][^\W\d_a-zA-Z的]{{1,2}}"
    r"(?!(?<=同)志)(?!(?<=老)师)(?!(?<=主)任)(?!(?<=先)生)(?!(?<=女)士)"  # 胡月同志: 胡月
    # "这边更新, 我的住址" is the writer's own address, not a person called 边更新.
    r"(?=\s?[的\uff0c,\uff1a:用]?(?:(?![我你他她])[\u4e00-\u9fff]){0,4}?(?:联系方式|联系电话|电话|手机|号码|邮箱|邮件|电邮|地址|住址|微信))"
)


# A person nobody has named yet, by the words around the name: a surname and one or two
# characters between a boundary or a particle that takes a person (把/给/由/向 ...) and a
# word that says something of them (是/的/在/负责/汇报 ...): "【组织调整】陈思远是宋嘉伟的leader",
# "曹宇航把吴婷交接给冯雪带". Two characters are tried before three.
_BEFORE_NAME = (
    r"(?:(?<=^)|(?<=[\s\u3000-\u303f\uff01-\uff0f\uff1a-\uff20@:;,.!?()\[\]])"
    r"|(?<=[把给由向找和跟从让请是为被对帮与及说问俾同揾话归系送]))"  # Cantonese: 俾 同 揾 话 归 系
)
_AFTER_NAME = (
    r"(?=是|的|在|把|从|由|调|转|负责|带|汇报|报告|说|交接|接|给|和|跟|请假|已|也|现在|后续|以后|不再"
    r"|改|搬|人在|家|老师|同学|同志|先生|女士|就行|手|那|这|目前|即日|刚|主导|牵头|升|任|换|加入|离开|去|到|住"
    # Cantonese: 嘅 (的), 喺 (在), 系 (是), 个, 而家 (现在), 过, 唔/冇 (不/没), 啱啱 (刚), 屋企.
    r"|嘅|喺|系|个|而家|过|平时|唔|冇|啱啱|屋企|一直|今日|听日)"
)
_PERSONAL_TITLES = frozenset({"老师", "同志", "先生", "女士"})
"""Titles after a name that make it a person's, alone in a line ("高源同志现居住地"); not a
post's ("车间主任" is a workshop's director)."""
_CONTEXT_NAME = re.compile(
    rf"{_BEFORE_NAME}[{''.join(sorted(SURNAMES))}][^\W\d_a-zA-Z的是在把从由给和跟]{{1,2}}?{_AFTER_NAME}"
)


_MENTION = re.compile(r"@([\u4e00-\u9fff]{2,3})(?=[\s\u3000\uff0c\uff1a,:]|$)")
"""A chat tool's mention of a person, closed by a space: "@朱建国 你的企业邮箱 ..."."""


def person_name(text: str) -> bool:
    """True for a plausible Chinese personal name (a surname and one or two characters).

    Example:
        >>> person_name("王芳"), person_name("林晓雯"), person_name("补充一下"), person_name("项目")
        (True, True, False, False)
    """
    return (
        2 <= len(text) <= 3
        and text[0] in SURNAMES
        and CJK.fullmatch(text[1:2]) is not None
        and text[-2:] not in _NOT_NAMES
    )


_NOT_NAMES = frozenset(
    [
        "项目", "公司", "部门", "团队", "客户", "系统", "平台", "产品", "小组",
        "高级", "安排", "方便", "明天", "时间", "文件", "成本", "程序", "金额", "华为",
        "更新", "通知", "确认", "补充", "说明", "一下", "周报", "周会", "周末",
    ]
)  # fmt: skip
"""Common words that open with a surname's character (项 in 项目) but name nobody."""


# The run before 的, unless 的 closes a relative clause ("主事的人", "批假的那位") or the
# run holds a question word ("哪个城市的").
_POSSESSOR = re.compile(r"([\u4e00-\u9fff]{2,8})的(?![人那位])")
_QUESTION_WORDS = re.compile(r"[哪谁啥几]|什么")
_NOT_POSSESSORS = frozenset(
    [
        "我们",
        "你们",
        "他们",
        "她们",
        "大家",
        "自己",
        "今天",
        "明天",
        "昨天",
        "这个",
        "那个",
        "哪个",
        "这边",
        "那边",
        "公司",
        "部门",
        "项目",
        "客户",
    ]
)
"""Words before 的 that own nothing worth asking about ("大家的", "今天的")."""


def possessors(text: str) -> list[str]:
    """Who or what a Chinese question asks about: the words right before 的.

    "灵犀的工时记在哪个编码下面" asks about 灵犀, a name nothing marks as one. Without
    spaces the name's start is unknown, so every ending of two to four characters of
    the run before 的 is a candidate, shortest first ("请问磐石的" gives 磐石, 问磐石,
    请问磐石); a candidate that names nothing simply matches nothing.

    Example:
        >>> possessors("请问磐石的预算科目是多少")
        ['磐石', '问磐石', '请问磐石']
        >>> possessors("大家的周末怎么样")
        []
    """
    out: list[str] = []
    for match in _POSSESSOR.finditer(text):
        run = match.group(1)
        if _QUESTION_WORDS.search(run):
            continue
        for size in range(2, min(4, len(run)) + 1):
            tail = run[-size:]
            if tail not in _NOT_POSSESSORS and tail not in out:
                out.append(tail)
    return out


def has_cjk(text: str) -> bool:
    """True when ``text`` holds a CJK ideograph.

    Example:
        >>> has_cjk("北斗 ships"), has_cjk("Orion ships")
        (True, False)
    """
    return CJK.search(text) is not None


def person_spans(
    text: str, known: Mapping[str, str], known_here: int
) -> Iterator[tuple[int, int, str]]:
    """(start, end, entity) of the people ``text`` names that ``known`` does not know yet.

    Args:
        text: Chinese text.
        known: The namespace's gazetteer (lowercase name -> entity).
        known_here: How many known Chinese names ``text`` holds: beside one of them, a
            new name in a person's place is a second person, not a word.

    Example:
        >>> list(person_spans("陈思远是宋嘉伟的leader", {}, 0))
        [(0, 3, 'person:陈思远'), (4, 7, 'person:宋嘉伟')]
    """
    for match in _CONTACT_NAME.finditer(text):
        if match.group(0)[-2:] not in _NOT_NAMES:
            yield match.start(), match.end(), f"person:{match.group(0)}"
    for match in _MENTION.finditer(text):
        if person_name(match.group(1)) and match.group(1) not in known:
            yield match.start(1), match.end(1), f"person:{match.group(1)}"
    # Unknown names by their context only where a line relates two people ("陈思远是宋嘉伟
    # 的leader"): one new name in a line is as likely a word as a person.
    unknown = [
        m
        for m in _CONTEXT_NAME.finditer(text)
        if person_name(m.group(0)) and m.group(0) not in known
    ]
    named = len(unknown) + known_here
    for match in unknown:
        titled = text[match.end() : match.end() + 2] in _PERSONAL_TITLES
        if named >= 2 or len(match.group(0)) == 3 or titled:
            # A surname and two characters in a person's place is rarely a word.
            yield match.start(), match.end(), f"person:{match.group(0)}"
