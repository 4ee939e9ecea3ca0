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

__all__ = ["CJK", "SURNAMES", "cjk_spans", "has_cjk", "person_name", "possessors"]

CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_DATE = re.compile(r"(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")
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
# "2.24之前交付", "ddl是4.15": month.day in Chinese chat, read as a date only beside a
# word of time (a bare 2.24 is a number).
_DOTTED = re.compile(r"(?<![A-Za-z0-9./])(1[0-2]|0?[1-9])[./](3[01]|[12]\d|0?[1-9])(?![\d.%/])")
# A Minguo (Republic of China) year, as Taiwan writes dates: 113/04/06, 113.07.02 (2024).
_MINGUO = re.compile(
    r"(?<![\d./])(?:民国)?(1[01]\d)\s*[./年]\s*(1[0-2]|0?[1-9])\s*[./月]\s*(3[01]|[12]\d|0?[1-9])"
    r"日?(?![\d.%/])"
)
MINGUO_OFFSET = 1911
"""Minguo year + 1911 = Gregorian year."""
_TIME_WORDS = re.compile(
    r"之前|以前|前交|交付|截止|上线|到期|完成|ddl|deadline|节点|改到|改成|延到|提前到"
    r"|交期|交件|交货|时程|日期|due|Due|期限|星期|周[一二三四五六日]|[\uff08(][一二三四五六日][)\uff09]"
)
CITIES = frozenset(
    [
        "北京",
        "上海",
        "天津",
        "重庆",
        "广州",
        "深圳",
        "杭州",
        "南京",
        "苏州",
        "成都",
        "武汉",
        "西安",
        "长沙",
        "郑州",
        "青岛",
        "济南",
        "大连",
        "沈阳",
        "哈尔滨",
        "长春",
        "厦门",
        "福州",
        "宁波",
        "无锡",
        "合肥",
        "南昌",
        "昆明",
        "贵阳",
        "南宁",
        "海口",
        "三亚",
        "兰州",
        "西宁",
        "银川",
        "乌鲁木齐",
        "拉萨",
        "呼和浩特",
        "石家庄",
        "太原",
        "东莞",
        "佛山",
        "珠海",
        "中山",
        "惠州",
        "温州",
        "绍兴",
        "嘉兴",
        "金华",
        "台州",
        "常州",
        "南通",
        "徐州",
        "扬州",
        "烟台",
        "潍坊",
        "临沂",
        "洛阳",
        "宜昌",
        "襄阳",
        "株洲",
        "湘潭",
        "桂林",
        "柳州",
        "泉州",
        "漳州",
        "汕头",
        "湛江",
        "江门",
        "保定",
        "唐山",
        "秦皇岛",
        "邯郸",
        "大同",
        "包头",
        "鞍山",
        "吉林",
        "大庆",
        "芜湖",
        "蚌埠",
        "九江",
        "赣州",
        "遵义",
        "绵阳",
        "宜宾",
        "南充",
        "泸州",
        "咸阳",
        "宝鸡",
        "香港",
        "澳门",
        "台北",
        "高雄",
        "新竹",
        "台中",
        # Taiwan, more of the mainland, and the cities abroad Chinese teams work in.
        "台南",
        "桃园",
        "基隆",
        "新北",
        "竹北",
        "宜兰",
        "花莲",
        "嘉义",
        "彰化",
        "苗栗",
        "屏东",
        "台东",
        "南投",
        "云林",
        "澎湖",
        "金门",
        "昆山",
        "义乌",
        "常熟",
        "江阴",
        "张家港",
        "慈溪",
        "余姚",
        "晋江",
        "南阳",
        "衡阳",
        "岳阳",
        "常德",
        "荆州",
        "黄石",
        "十堰",
        "淄博",
        "威海",
        "日照",
        "东京",
        "大阪",
        "京都",
        "名古屋",
        "横滨",
        "福冈",
        "首尔",
        "釜山",
        "新加坡",
        "曼谷",
        "清迈",
        "吉隆坡",
        "槟城",
        "胡志明市",
        "河内",
        "岘港",
        "雅加达",
        "马尼拉",
        "金边",
        "仰光",
        "孟买",
        "新德里",
        "班加罗尔",
        "迪拜",
        "多哈",
        "悉尼",
        "墨尔本",
        "布里斯班",
        "奥克兰",
        "伦敦",
        "曼彻斯特",
        "巴黎",
        "柏林",
        "慕尼黑",
        "法兰克福",
        "汉堡",
        "阿姆斯特丹",
        "鹿特丹",
        "布鲁塞尔",
        "苏黎世",
        "日内瓦",
        "维也纳",
        "米兰",
        "罗马",
        "马德里",
        "巴塞罗那",
        "里斯本",
        "斯德哥尔摩",
        "哥本哈根",
        "赫尔辛基",
        "华沙",
        "布拉格",
        "莫斯科",
        "伊斯坦布尔",
        "纽约",
        "旧金山",
        "洛杉矶",
        "西雅图",
        "芝加哥",
        "波士顿",
        "华盛顿",
        "休斯敦",
        "达拉斯",
        "奥斯汀",
        "硅谷",
        "圣何塞",
        "温哥华",
        "多伦多",
        "蒙特利尔",
        "圣保罗",
        "墨西哥城",
        "开罗",
        "约翰内斯堡",
        "内罗毕",
    ]
)
"""Chinese cities by name (a city is a value of a place slot, not a person)."""
DISTRICTS = (
    "中环", "金钟", "湾仔", "铜锣湾", "北角", "鲗鱼涌", "太古", "尖沙咀", "旺角", "油麻地",
    "九龙湾", "观塘", "荃湾", "葵涌", "沙田", "大埔", "将军澳", "西贡", "元朗", "屯门", "上水",
    "东涌", "数码港", "科学园", "九龙", "新界", "港岛", "板桥", "内湖", "新店", "中坜", "林口",
    "南港",
)  # fmt: skip
"""Hong Kong's and Taipei's districts, where people there say they are based ("base 喺观塘");
followed by a road's word they begin an address (观塘道 388 号), not a place."""
_IN_ADDRESS = "区道路街巷里"
_PLACES = sorted(CITIES.union(DISTRICTS))
# A company by the word its name ends with (星河科技, 华锦医疗, 顺达物流); the two to four
# characters before it are its own name.
# A pronoun or a determiner opens no name: "你的企业邮箱" and "我们公司" name no company.
_COMPANY = re.compile(
    r"(?![你我他她您咱它这那每各本该的])[\u4e00-\u9fff](?!的)[\u4e00-\u9fff](?:科技|医疗|集团|公司|物流|银行|电子|传媒|网络|软件|实业|制造|汽车"
    r"|食品|地产|教育|能源|资本|控股|股份|智能|酒店|航空|医药|证券|保险|零售|商贸|贸易"
    r"|金融|咨询|生物|通信|环保|化工|建设|建筑|营造|旅行社|五金|工程|工业|国际|企业|机械|电机"
    r"|光电|半导体|纺织|百货|物业|餐饮|商行|事务所|医院|诊所)"
)
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
    for match in _DATE.finditer(text):
        entity = _date(match, today)
        if entity is not None:
            yield match.start(), match.end(), entity
    for match in _MINGUO.finditer(text):
        year = str(int(match.group(1)) + MINGUO_OFFSET)
        entity = _date_parts(year, match.group(2), match.group(3), today)
        if entity is not None:
            yield match.start(), match.end(), entity
    for match in _DOTTED.finditer(text):
        near = text[max(0, match.start() - 12) : match.end() + 6]
        if _TIME_WORDS.search(near):
            entity = _date_parts(None, match.group(1), match.group(2), today)
            if entity is not None:
                yield match.start(), match.end(), entity
    for city in _PLACES:
        start = text.find(city)
        while start != -1:
            end = start + len(city)
            if city in CITIES or end == len(text) or text[end] not in _IN_ADDRESS:
                yield start, end, f"place:{city}"
            start = text.find(city, end)
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
    named = len(unknown) + sum(1 for name in cjk_known if name in text)
    for match in unknown:
        titled = text[match.end() : match.end() + 2] in _PERSONAL_TITLES
        if named >= 2 or len(match.group(0)) == 3 or titled:
            # A surname and two characters in a person's place is rarely a word.
            yield match.start(), match.end(), f"person:{match.group(0)}"
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


def _date(match: re.Match[str], today: date) -> str | None:
    year_text, month, day = match.groups()
    return _date_parts(year_text, month, day, today)


def _date_parts(year_text: str | None, month: str, day: str, today: date) -> str | None:
    try:
        if year_text:
            return f"date:{date(int(year_text), int(month), int(day)).isoformat()}"
        year = today.year
        if (date(year, int(month), int(day)) - today).days < -183:
            year += 1
        return f"date:{date(year, int(month), int(day)).isoformat()}"
    except ValueError:
        return None
