# ruff: noqa: RUF001
"""``tieba-zh``: a mainland company's internal 贴吧-style board and QQ-group chatter.

Register: Simplified Chinese posts and replies of the staff of a mainland company on an
internal community board / QQ group. Lines carry floor numbers ("3楼", "#12",
"回复 5楼 @某某"), board habits (楼主, 顶, 马克, 插个楼, 蹲一个, 求告知), internet slang
(哈哈哈, 绝了, yyds), bracket emoji ([捂脸] [doge]) and English acronyms mixed into
Chinese (PM, HR, OKR, PO, CC, ddl, owner). People go by their full Chinese names,
sometimes with a 小/老/阿 nickname next to the full name; cities and home addresses are
mainland ones (省/市/区/路/号/栋/室), identifiers are mainland mobile numbers in several
layouts, company e-mail addresses, and cost centres / PO numbers / ticket ids in formats
invented here. Dates are written the Chinese way (2025年3月14日, 3月14日, 3.14,
下周五(3/14)), always naming the day and the month.

This family was written independently, from the Family contract
(``sfams_tiers/_bench/_family.py``) and its shape test only: no other family and no
part of the memory system or the judge was read while writing it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Family, Lexicon

__all__ = ["FAMILY", "TiebaFamily"]

# ---------------------------------------------------------------------------------------
# Lexicon
# ---------------------------------------------------------------------------------------

_PINYIN: dict[str, tuple[str, str]] = {
    "王芳": ("wang", "fang"),
    "李晓峰": ("li", "xiaofeng"),
    "张伟": ("zhang", "wei"),
    "刘洋": ("liu", "yang"),
    "陈静": ("chen", "jing"),
    "杨帆": ("yang", "fan"),
    "赵磊": ("zhao", "lei"),
    "黄丽娟": ("huang", "lijuan"),
    "吴昊": ("wu", "hao"),
    "徐婷婷": ("xu", "tingting"),
    "孙浩然": ("sun", "haoran"),
    "马骁": ("ma", "xiao"),
    "胡月": ("hu", "yue"),
    "朱晨曦": ("zhu", "chenxi"),
    "郭靖宇": ("guo", "jingyu"),
    "林思远": ("lin", "siyuan"),
    "何雨桐": ("he", "yutong"),
    "高志强": ("gao", "zhiqiang"),
    "罗敏": ("luo", "min"),
    "宋佳琪": ("song", "jiaqi"),
    "谢文博": ("xie", "wenbo"),
    "韩梅": ("han", "mei"),
    "欧阳子轩": ("ouyang", "zixuan"),
    "梁嘉欣": ("liang", "jiaxin"),
    "唐一鸣": ("tang", "yiming"),
    "冯晓雪": ("feng", "xiaoxue"),
}

_COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "慕容")

LEXICON = Lexicon(
    people=tuple(_PINYIN),
    projects=("星河", "青鸾", "磐石", "烛龙", "扶摇", "鲲鹏", "玄武", "启明"),
    customers=(
        "华锐物流",
        "蓝海医疗",
        "金穗农业",
        "鼎盛证券",
        "云帆教育",
        "恒通汽车",
        "瑞丰食品",
    ),
    teams=(
        "增长组",
        "基础架构部",
        "商业化中台",
        "数据平台部",
        "客服体验组",
        "移动端组",
        "安全合规部",
        "交易中台",
        "AI实验室",
    ),
    cities=(
        "北京",
        "上海",
        "深圳",
        "广州",
        "杭州",
        "成都",
        "武汉",
        "南京",
        "西安",
        "苏州",
        "重庆",
        "天津",
        "长沙",
        "合肥",
        "厦门",
        "青岛",
        "郑州",
        "大连",
        "昆明",
        "贵阳",
        "沈阳",
        "济南",
        "珠海",
        "宁波",
    ),
    addresses=(
        "广东省佛山市禅城区季华五路22号3栋1502室",
        "广东省东莞市南城区鸿福路106号2栋801室",
        "江苏省无锡市梁溪区中山路88号1203室",
        "江苏省常州市天宁区延陵西路35号5栋602室",
        "浙江省嘉兴市南湖区中环南路1288号7栋302室",
        "浙江省绍兴市越城区解放北路168号1101室",
        "浙江省温州市鹿城区人民中路77号4栋1902室",
        "福建省泉州市丰泽区田安南路519号908室",
        "福建省福州市鼓楼区五四路210号6栋1703室",
        "江西省南昌市东湖区八一大道356号1502室",
        "河北省石家庄市长安区中山东路89号3栋401室",
        "山西省太原市小店区长风街115号12栋2201室",
        "甘肃省兰州市城关区东岗西路638号702室",
        "广西壮族自治区南宁市青秀区民族大道136号9栋1605室",
        "海南省海口市龙华区滨海大道99号1408室",
        "广东省惠州市惠城区江北文明一路6号2栋1203室",
        "广东省中山市东区兴中道18号5栋603室",
        "江苏省扬州市邗江区文昌西路400号1802室",
        "江苏省徐州市鼓楼区淮海东路221号3栋504室",
        "山东省烟台市芝罘区南大街156号11栋902室",
        "河南省洛阳市洛龙区开元大道248号1706室",
        "湖北省宜昌市西陵区东山大道95号8栋1301室",
        "湖北省襄阳市樊城区人民路52号2401室",
        "安徽省芜湖市镜湖区赭山西路31号4栋702室",
        "浙江省台州市椒江区市府大道300号1205室",
        "浙江省金华市婺城区八一北街666号6栋1001室",
        "浙江省湖州市吴兴区红旗路178号902室",
        "江苏省南通市崇川区工农路57号10栋1502室",
        "山东省潍坊市奎文区东风东街425号1603室",
        "四川省绵阳市涪城区临园路东段43号3栋2103室",
        "广东省江门市蓬江区建设路19号1107室",
        "云南省大理白族自治州大理市洱海路8号2栋302室",
    ),
    roles=(
        "产品经理",
        "前端工程师",
        "后端开发",
        "测试工程师",
        "数据分析师",
        "UI设计师",
        "运维工程师",
        "技术总监",
        "HRBP",
        "项目经理",
        "算法工程师",
        "客户成功经理",
        "运营专员",
        "销售总监",
    ),
    drinks=(
        "冰美式",
        "生椰拿铁",
        "枸杞泡水",
        "燕麦拿铁",
        "茉莉奶绿",
        "冻柠茶",
        "热豆浆",
        "菊花茶",
        "杨枝甘露",
        "无糖可乐",
        "大红袍",
        "酸梅汤",
    ),
    statuses=("进行中", "有风险", "已暂停", "已上线", "延期中", "已搁置", "灰度中", "收尾中"),
    plans=("基础版", "专业版", "企业版", "旗舰版", "团队版", "尊享版"),
    problems=(
        "导出报表少了最后一行",
        "登录后页面一直转圈",
        "短信验证码收不到",
        "电子发票PDF打不开",
        "订单详情页白屏",
        "消息推送延迟半小时以上",
        "批量导入中文乱码",
        "安卓端启动就闪退",
        "支付回调重复扣款",
        "搜索结果缺数据",
        "权限配置改了不生效",
        "数据看板数字对不上",
    ),
)

# ---------------------------------------------------------------------------------------
# Identifiers
# ---------------------------------------------------------------------------------------

_MOBILE_PREFIXES = (
    "130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
    "153", "155", "156", "157", "158", "159", "166", "177", "180", "181", "182", "183",
    "185", "186", "187", "188", "189", "198", "199",
)  # fmt: skip
_MAIL_DOMAINS = ("yunqi-tech.cn", "corp.yunqi.com", "yunqi-inc.com.cn", "mail.yunqi.cn")
_CC_CODES = ("RD", "JG", "SY", "YY", "ZN", "XS", "SJ", "KF")
_TICKET_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ"


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _phone(rng: random.Random) -> str:
    a = rng.choice(_MOBILE_PREFIXES)
    b, c = _digits(rng, 4), _digits(rng, 4)
    layout = rng.randrange(5)
    if layout == 0:
        return f"{a}-{b}-{c}"
    if layout == 1:
        return f"{a}{b}{c}"
    if layout == 2:
        return f"+86 {a} {b} {c}"
    if layout == 3:
        return f"{a} {b} {c}"
    return f"+86-{a}{b}{c}"


def _email(subject: str, rng: random.Random) -> str:
    surname, given = _PINYIN.get(subject, ("", ""))
    if not surname:
        surname = "".join(rng.choice("abcdefghjklmnpqrstwxyz") for _ in range(4))
        given = "".join(rng.choice("aeiou") for _ in range(2))
    layout = rng.randrange(5)
    if layout == 0:
        local = f"{surname}{given}"
    elif layout == 1:
        local = f"{given}.{surname}"
    elif layout == 2:
        local = f"{surname}{given[:1]}{_digits(rng, 2)}"
    elif layout == 3:
        local = f"{surname}_{given}{_digits(rng, 1)}"
    else:
        local = f"{surname[:1]}{given}{_digits(rng, 3)}"
    return f"{local}@{rng.choice(_MAIL_DOMAINS)}"


def _cost_centre(rng: random.Random) -> str:
    code = rng.choice(_CC_CODES)
    if rng.random() < 0.6:
        return f"CC-{code}-{_digits(rng, 4)}"
    return f"{code}{_digits(rng, 3)}-CC{rng.randint(1, 9)}"


def _po_number(rng: random.Random) -> str:
    year = rng.choice(("23", "24", "25"))
    layout = rng.randrange(3)
    if layout == 0:
        return f"PO-{year}-{_digits(rng, 6)}"
    if layout == 1:
        return f"PO{year}{_digits(rng, 6)}"
    return f"CG-PO-{_digits(rng, 7)}"


def _ticket_id(rng: random.Random) -> str:
    return f"GD-{rng.choice(_TICKET_LETTERS)}{_digits(rng, 5)}"


# ---------------------------------------------------------------------------------------
# Rendering helpers
# ---------------------------------------------------------------------------------------

_WEEKDAYS = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")


def _date(iso: str, rng: random.Random) -> str:
    try:
        day = date.fromisoformat(iso)
    except ValueError:
        return iso
    y, m, d = day.year, day.month, day.day
    wk = _WEEKDAYS[day.weekday()]
    forms = (
        f"{y}年{m}月{d}日",
        f"{m}月{d}日",
        f"{m}月{d}号",
        f"{m}.{d}",
        f"{m}/{d}",
        f"{wk}（{m}月{d}日）",
        f"下{wk}({m}/{d})",
        f"{y}.{m:02d}.{d:02d}",
        f"{m}月{d}日{wk}",
        f"{y}/{m}/{d}",
    )
    return rng.choice(forms)


def _split_name(name: str) -> tuple[str, str]:
    for surname in _COMPOUND_SURNAMES:
        if name.startswith(surname) and len(name) > len(surname):
            return surname, name[len(surname) :]
    if len(name) >= 2:
        return name[:1], name[1:]
    return name, name


def _person(name: str, rng: random.Random) -> str:
    """The full name, sometimes with a nickname beside it (the full name always stays)."""
    if name not in LEXICON.people or rng.random() >= 0.2:
        return name
    surname, given = _split_name(name)
    nick = rng.choice((f"小{given[-1]}", f"老{surname}", f"阿{given[-1]}", f"{surname}总"))
    return rng.choice((f"{nick}（{name}）", f"{name}（{nick}）", f"{name}/{nick}"))


def _project(name: str, rng: random.Random) -> str:
    return rng.choice((name, f"{name}项目", f"「{name}」", f"{name}项目组", name))


def _customer(name: str, rng: random.Random) -> str:
    return rng.choice((name, name, f"客户{name}", f"{name}这个客户"))


def _detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "有个问题", "某客户"
    problem, _, customer = detail.partition("|")
    return problem.strip() or "有个问题", customer.strip() or "某客户"


# ---------------------------------------------------------------------------------------
# Decoration: floors, replies, slang
# ---------------------------------------------------------------------------------------

_HANDLES = (
    "秃头程序猿",
    "今天也想下班",
    "摸鱼小能手",
    "奶茶续命中",
    "工位绿萝",
    "早八打工人",
    "代码写不完",
    "周五快乐",
    "不想上班的猫",
    "咸鱼翻身ing",
    "干饭第一名",
    "键盘侠本侠",
)
_INTERJECTIONS = (
    "插个楼，",
    "顶一下，",
    "马克，",
    "说个事，",
    "同步一下，",
    "友情提示，",
    "PSA：",
    "补充楼上，",
    "更正楼上，",
)
_SUFFIXES = (
    " [捂脸]",
    " [doge]",
    " 哈哈哈",
    "～",
    " [抱拳]",
    " [OK]",
    "，大家知悉",
    " 👍",
    "，收到请回复",
    " [吃瓜]",
)
_QUESTION_OPENERS = (
    "求问，",
    "小白求问：",
    "蹲一个，",
    "插个楼问下，",
    "@全体成员 ",
    "问一下哈，",
    "急急急，",
    "弱弱地问一句，",
)
_QUESTION_SUFFIXES = (" 求告知[抱拳]", " 谢谢~", " 在线等", " 急", " 蹲", " [可怜]")


def _floor(rng: random.Random, reply_to: str | None) -> str:
    n = rng.randint(2, 88)
    style = rng.randrange(7)
    if style == 0:
        return f"{n}楼 "
    if style == 1:
        return f"{n}楼："
    if style == 2:
        return f"回复 {n}楼 @{reply_to or rng.choice(_HANDLES)}："
    if style == 3:
        return f"#{n} "
    if style == 4:
        return f"【{n}楼】"
    if style == 5:
        return "楼主更新："
    return f"回复 {n}楼："


def _decorate(text: str, rng: random.Random, reply_to: str | None = None) -> str:
    prefix = _floor(rng, reply_to) if rng.random() < 0.6 else ""
    if rng.random() < 0.25:
        prefix += rng.choice(_INTERJECTIONS)
    suffix = rng.choice(_SUFFIXES) if rng.random() < 0.35 else ""
    return f"{prefix}{text}{suffix}"


# ---------------------------------------------------------------------------------------
# Statements: {s} subject, {v} new value, {o} old value
# ---------------------------------------------------------------------------------------

_STATEMENTS: dict[str, dict[str, tuple[str, ...]]] = {
    "city": {
        "state": (
            "{s}现在base在{v}，有事找ta可以约线下",
            "顺便说下，{s}在{v}办公哈",
            "{s}人在{v}那边，开会记得拉线上",
            "{s}常驻{v}，不在总部",
            "科普一下：{s}是{v}分部的同事",
            "{s}目前在{v}坐班",
            "{s}一直在{v}工作，想面基的去{v}找ta",
            "{s}的工位在{v}办公室",
            "{s}：坐标{v}",
            "{s}在{v}上班，不是远程",
        ),
        "update": (
            "{s}调去{v}了，不在{o}了",
            "{s}从{o}搬到{v}办公了",
            "更新：{s}现在base改成{v}",
            "{s}已经转到{v}那边上班了",
            "{s}离开{o}了，新工位在{v}",
            "{s}的办公地点变了：{o} → {v}",
            "听HR说{s}外派到{v}了",
            "{s}这个月起在{v}坐班",
            "{s}不在{o}了哈，人已经到{v}了",
            "{s}回{v}办公了，以后找ta约{v}的会议室",
        ),
        "negate": (
            "{s}已经不在{o}办公了，新地方还没定",
            "{s}撤出{o}了，接下来在哪待定",
            "{s}不在{o}了，目前没固定base",
            "更正：{s}不是在{o}上班，之前说错了",
            "{s}离开{o}了，后面去哪还在谈",
            "{s}把{o}的工位退了，现在四处漂[捂脸]",
            "{s}已经不base {o}了，具体看后续通知",
            "别再去{o}找{s}了，人早不在那了，新城市没定",
            "{s}在{o}的外派结束了，下一站还没公布",
        ),
    },
    "address": {
        "state": (
            "{s}家地址是{v}，寄年货的记一下",
            "{s}住在{v}",
            "{s}收件地址：{v}",
            "给{s}寄快递写{v}就行",
            "{s}家在{v}，离公司有点远",
            "{s}的住址登记的是{v}",
            "{s}住{v}，顺丰能到",
            "{s}报的家庭住址：{v}",
            "{s}现住址{v}，行政要的",
            "{s}家：{v}（别外传哈）",
        ),
        "update": (
            "{s}搬家了，新地址{v}",
            "{s}从{o}搬出来了，现在住{v}",
            "{s}的住址更新为{v}",
            "{s}换地方住了：{v}",
            "{s}家搬到{v}了，以后快递寄这儿",
            "更新下{s}的收件地址：{v}，{o}那个作废",
            "{s}退租了{o}，新家在{v}",
            "{s}乔迁之喜！新家{v}，求暖房[doge]",
            "{s}现在住{v}，不在{o}了",
        ),
        "negate": (
            "{s}已经不住{o}了，新地址还没给",
            "{s}搬离{o}了，快递先别寄，等新地址",
            "{s}的旧地址{o}作废了，新的待补",
            "别往{o}寄了，{s}早搬走了，新家还没定",
            "{s}退租{o}了，目前住哪未知",
            "{s}不在{o}住了，暂时没固定住处",
            "{s}登记的{o}已失效，HR在催新地址",
            "{s}那边{o}的房子卖了，新住处还没确定",
            "{s}说{o}不住了，新地址回头补",
        ),
    },
    "role": {
        "state": (
            "{s}是咱们这儿的{v}",
            "{s}现在做{v}",
            "{s}岗位是{v}",
            "{s}：{v}，有问题可以直接问ta",
            "认识一下，{s}，{v}",
            "{s}在公司当{v}",
            "{s}的title是{v}",
            "{s}干的是{v}的活",
            "{s}职位：{v}",
            "{s}入职就是{v}",
        ),
        "update": (
            "{s}转岗做{v}了",
            "{s}升{v}了！恭喜恭喜",
            "{s}从{o}转成{v}了",
            "{s}现在的title改成{v}",
            "{s}不干{o}了，改当{v}",
            "恭喜{s}晋升{v}，请客请客[doge]",
            "{s}换岗了：{o} → {v}",
            "{s}调成{v}了，OA上已经改了",
            "{s}以后是{v}了",
        ),
        "negate": (
            "{s}已经不是{o}了，新岗位还没定",
            "{s}不做{o}了，后面干啥待定",
            "{s}卸任{o}了，暂时没有新title",
            "{s}的{o}职位撤了，等HR通知",
            "{s}辞去{o}了，新角色还在谈",
            "{s}现在不当{o}了，具体岗位看下个月组织架构",
            "{s}不再担任{o}，新岗位未定",
            "更正：{s}不是{o}，之前写错了",
            "{s}把{o}这个岗卸掉了，目前待岗",
        ),
    },
    "team": {
        "state": (
            "{s}在{v}",
            "{s}是{v}的人",
            "{s}属于{v}",
            "{s}挂在{v}下面",
            "{s}：{v}成员",
            "{s}一直待在{v}",
            "{s}现在坐{v}那片",
            "{s}所在部门：{v}",
            "{s}是我们{v}的，欢迎@ta",
            "{s}编制在{v}",
        ),
        "update": (
            "{s}转去{v}了",
            "{s}从{o}调到{v}了",
            "{s}换组了，现在在{v}",
            "{s}被借调到{v}，{o}那边交接完了",
            "{s}归{v}了",
            "{s}离开{o}加入{v}",
            "欢迎{s}加入{v}！",
            "{s}的部门改成{v}了",
            "{s}去{v}了，不在{o}",
        ),
        "negate": (
            "{s}已经不在{o}了，新组还没定",
            "{s}离开{o}了，暂时没有归属",
            "{s}从{o}出来了，去哪待定",
            "{s}不是{o}的人了，等组织调整",
            "{s}退出{o}了，目前待分配",
            "{s}在{o}的编制取消了，后面看安排",
            "更正：{s}不属于{o}",
            "{s}不再挂{o}下面了，新部门未定",
            "{s}跟{o}没关系了，新组还在谈",
        ),
    },
    "manager": {
        "state": (
            "{s}的直属领导是{v}",
            "{s}汇报给{v}",
            "{s}的leader是{v}",
            "{s}归{v}管",
            "{s}上级：{v}",
            "{s}在{v}手下干活",
            "{s}的直线经理是{v}",
            "{s}挂在{v}名下",
            "{s}请假要找{v}批，{v}是ta老板",
            "{s}的OKR是老板{v}定的",
        ),
        "update": (
            "{s}换领导了，现在汇报给{v}",
            "{s}的leader从{o}换成{v}",
            "{s}以后归{v}管了",
            "{s}调整汇报线：{o} → {v}",
            "{s}现在向{v}汇报，不再找{o}",
            "{s}的直属上级改成{v}了",
            "组织调整：{s}划到{v}名下",
            "{s}的新老板是{v}",
            "{s}以后审批都走{v}",
        ),
        "negate": (
            "{s}不再向{o}汇报了，新领导还没定",
            "{s}跟{o}的汇报关系解除了，暂时没上级",
            "{s}已经不归{o}管了，新leader待定",
            "{o}不带{s}了，{s}的新上级还在找",
            "{s}现在不是{o}的下属了，汇报线待定",
            "{s}和{o}的上下级关系取消，等HR通知",
            "更正：{s}的领导不是{o}",
            "{s}脱离{o}的团队了，直属领导空着",
            "{o}卸任{s}的leader了，后面谁带没说",
        ),
    },
    "drink": {
        "state": (
            "{s}最爱{v}",
            "{s}只喝{v}",
            "给{s}带饮料就带{v}",
            "{s}每天一杯{v}",
            "{s}的续命水是{v}",
            "{s}：{v}爱好者",
            "{s}点单永远{v}",
            "{s}离不开{v}[doge]",
            "{s}喜欢{v}，下午茶按这个订",
            "{s}钟爱{v}",
        ),
        "update": (
            "{s}改喝{v}了",
            "{s}不喝{o}了，换成{v}",
            "{s}最近迷上{v}",
            "{s}口味变了，现在爱{v}",
            "{s}从{o}转投{v}了哈哈哈",
            "{s}现在点{v}，别再给ta带{o}",
            "{s}新欢：{v}",
            "{s}养生了，改喝{v}",
            "{s}现在每天{v}续命",
        ),
        "negate": (
            "{s}戒了{o}了，现在啥也不喝",
            "{s}不喝{o}了，还没找到新的",
            "{s}说{o}喝腻了，下午茶先别给ta点",
            "别给{s}带{o}了，ta不喝了",
            "{s}放弃{o}了，暂时只喝白开水",
            "{s}被医生叫停了{o}，新饮品待定",
            "{s}对{o}没兴趣了",
            "{s}已经不爱{o}了[捂脸]",
            "更正：{s}不喜欢{o}，之前记错了",
        ),
    },
    "phone": {
        "state": (
            "{s}手机：{v}",
            "{s}的电话是{v}",
            "{s}号码{v}，急事打这个",
            "有事打{s}：{v}",
            "{s}的手机号{v}",
            "{s}联系方式：{v}（微信同号）",
            "{s}电话{v}",
            "找{s}打{v}",
            "{s}的号是{v}，存一下",
            "{s}：{v}，工作时间都能接",
        ),
        "update": (
            "{s}换号了，新号{v}",
            "{s}手机号改成{v}",
            "{s}的新电话：{v}，{o}停用",
            "{s}号码更新：{o} → {v}",
            "{s}现在用{v}",
            "{s}以后打{v}，不是{o}",
            "{s}的新手机号{v}",
            "{s}换运营商了，现在号码{v}",
            "{s}联系方式更新为{v}",
        ),
        "negate": (
            "{s}的{o}停机了，新号还没给",
            "{s}原来那个{o}不用了",
            "{o}这个号已经不是{s}的了，别打",
            "{s}注销了{o}，暂时只能钉钉找",
            "{s}的手机号{o}作废，新号待补",
            "{s}说{o}打不通了，新号码回头发",
            "别打{o}找{s}了，那号停了",
            "{s}的旧号{o}失效了",
            "更正：{o}不是{s}的号",
        ),
    },
    "email": {
        "state": (
            "{s}邮箱：{v}",
            "{s}的邮箱是{v}",
            "给{s}发邮件：{v}",
            "{s}的工作邮箱{v}",
            "{s}邮件地址{v}，记得CC一下",
            "找{s}发{v}",
            "{s}的mail是{v}",
            "{s}邮箱{v}，周报抄送这个",
            "{s}联系邮箱：{v}",
            "{s}收邮件用{v}",
        ),
        "update": (
            "{s}邮箱换成{v}了",
            "{s}新邮箱{v}，{o}不用了",
            "{s}的邮箱更新为{v}",
            "{s}邮件地址改了：{o} → {v}",
            "以后给{s}发{v}",
            "{s}迁移邮箱了，新的是{v}",
            "{s}现在用{v}收邮件",
            "{s}的邮箱不是{o}了，是{v}",
            "{s}新邮件地址：{v}",
        ),
        "negate": (
            "{s}的{o}停用了，新邮箱还没开",
            "{o}已经不是{s}的邮箱了",
            "别给{s}发{o}了，会退信",
            "{s}原来的{o}注销了，等IT开新的",
            "{s}的邮箱{o}失效，新的待定",
            "{s}说{o}收不到了，先钉钉联系",
            "{s}不再用{o}",
            "{s}那个{o}被回收了",
            "更正：{s}的邮箱不是{o}",
        ),
    },
    "status": {
        "state": (
            "{s}现在{v}",
            "{s}状态：{v}",
            "{s}目前是{v}",
            "周会同步：{s}{v}",
            "{s}的状态标成{v}了",
            "PM说{s}{v}",
            "{s}处于{v}状态",
            "{s}看板上写着{v}",
            "{s}这边{v}，大家知悉",
            "{s}：{v}",
        ),
        "update": (
            "{s}状态改成{v}了",
            "{s}从{o}变成{v}",
            "{s}更新：{v}",
            "{s}现在{v}，之前是{o}",
            "{s}状态由{o}调整为{v}",
            "{s}转为{v}",
            "最新消息，{s}：{v}",
            "{s}不再是{o}，改为{v}",
            "PO刚说{s}标成{v}了",
        ),
        "negate": (
            "{s}已经不是{o}了，新状态等PM同步",
            "{s}的{o}状态撤了，目前未定",
            "{s}撤销{o}状态，后续待定",
            "{s}「{o}」这个标签摘掉了，先空着",
            "{s}之前说的{o}不算了，等重新评估",
            "更正：{s}并非{o}",
            "{s}去掉{o}了，状态待更新",
            "{s}的{o}取消了，具体状态周会再说",
            "{s}不再标记为{o}",
        ),
    },
    "deadline": {
        "state": (
            "{s}的deadline是{v}",
            "{s}要在{v}前交付",
            "{s}截止{v}",
            "{s}ddl：{v}",
            "{s}{v}要上线",
            "{s}最晚{v}交",
            "提醒：{s}{v}截止",
            "{s}交付日期定在{v}",
            "{s}死线{v}，大家抓紧",
            "{s}排期到{v}",
        ),
        "update": (
            "{s}的deadline改到{v}了",
            "{s}延到{v}",
            "{s}ddl从{o}调整为{v}",
            "{s}提前到{v}了[捂脸]",
            "{s}交付日期变了，新的是{v}",
            "{s}截止时间更新：{v}",
            "{s}不是{o}了，现在{v}截止",
            "{s}延期，新ddl {v}",
            "{s}排期调到{v}",
        ),
        "negate": (
            "{s}原定{o}的deadline取消了，新日期待定",
            "{s}不用{o}交了，时间重新排",
            "{s}的ddl {o}作废，等PM给新时间",
            "{s}{o}那个截止日期不算了",
            "{s}不再卡{o}了，新排期没出",
            "{s}撤销{o}的交付节点",
            "更正：{s}的deadline不是{o}",
            "{s}原来{o}上线的计划取消，目前没日期",
            "{s}{o}交付这事黄了，重新排期",
        ),
    },
    "owner": {
        "state": (
            "{s}由{v}负责",
            "{s}的owner是{v}",
            "{s}牵头人：{v}",
            "{v}在带{s}",
            "{s}找{v}，ta是负责人",
            "{s}是{v}的项目",
            "{s}负责人{v}",
            "{v}负责{s}，有问题找ta",
            "{s}对接人：{v}",
            "{s}主R是{v}",
        ),
        "update": (
            "{s}换owner了，现在是{v}",
            "{s}交给{v}了",
            "{s}从{o}手里转到{v}",
            "{v}接手{s}了",
            "{s}负责人改成{v}",
            "{s}以后找{v}，不找{o}",
            "{s}的主R变更：{o} → {v}",
            "{o}把{s}交接给{v}了",
            "{s}新负责人：{v}",
        ),
        "negate": (
            "{o}不负责{s}了，新owner还没定",
            "{s}的负责人{o}撤了，暂时空缺",
            "{o}交出{s}了，接手人待定",
            "{s}现在没owner，{o}不管了",
            "{s}跟{o}没关系了，等老板指定新人",
            "更正：{s}不是{o}负责的",
            "{o}卸任{s}负责人",
            "{s}别找{o}了，ta不管这个了，新对接人待定",
            "{o}退出{s}了，主R空着",
        ),
    },
    "cost_centre": {
        "state": (
            "{s}的成本中心是{v}",
            "{s}报销挂{v}",
            "{s}费用走{v}",
            "{s}预算编码：{v}",
            "{s}的CC号{v}",
            "{s}采购记到{v}上",
            "{s}成本中心{v}，报销别填错",
            "{s}的钱从{v}出",
            "{s}挂账：{v}",
            "{s}用{v}这个成本中心",
        ),
        "update": (
            "{s}成本中心换成{v}了",
            "{s}的报销改挂{v}",
            "{s}预算编码从{o}改为{v}",
            "{s}以后费用走{v}，{o}停了",
            "{s}新成本中心：{v}",
            "{s}挂账调整到{v}",
            "{s}的CC更新成{v}",
            "财务说{s}改用{v}",
            "{s}现在记{v}",
        ),
        "negate": (
            "{s}的{o}停用了，新成本中心还没批",
            "{s}不再挂{o}，等财务给新编码",
            "{o}冻结了，{s}暂时没法报销",
            "{s}成本中心{o}作废",
            "{s}跟{o}解绑了，新的待定",
            "别再往{o}记{s}的账了",
            "{s}的预算编码{o}取消",
            "更正：{s}不是走{o}",
            "{s}原来的{o}关了，新CC申请中",
        ),
    },
    "plan": {
        "state": (
            "{s}用的是{v}",
            "{s}买了{v}",
            "{s}：{v}客户",
            "{s}签的{v}",
            "{s}目前在{v}上",
            "{s}订阅{v}",
            "{s}开通的是{v}",
            "{s}是{v}用户",
            "{s}套餐：{v}",
            "{s}合同签的{v}",
        ),
        "update": (
            "{s}升级到{v}了",
            "{s}从{o}换成{v}",
            "{s}降到{v}了[捂脸]",
            "{s}改签{v}",
            "{s}套餐变更：{o} → {v}",
            "{s}续约改成{v}",
            "{s}现在是{v}，不是{o}了",
            "{s}切到{v}",
            "{s}的订阅换成{v}",
        ),
        "negate": (
            "{s}的{o}到期没续，目前无套餐",
            "{s}退订{o}了",
            "{s}不再用{o}，新方案还在谈",
            "{s}取消了{o}",
            "{s}的{o}合同终止，后面签啥没定",
            "更正：{s}不是{o}",
            "{s}已经停用{o}了",
            "{s}那边{o}不续了，销售在跟",
            "{s}的{o}被关了，等商务谈新方案",
        ),
    },
    "po_number": {
        "state": (
            "{s}的PO号：{v}",
            "{s}采购单{v}",
            "{s}下单PO是{v}",
            "{s}的订单号{v}，开票用",
            "{s}这单PO {v}",
            "开票记得写{s}的{v}",
            "{s}采购订单编号{v}",
            "{s}给的PO：{v}",
            "{s}的PO {v}，财务要的",
            "{s}合同对应PO {v}",
        ),
        "update": (
            "{s}换了新PO：{v}",
            "{s}的PO号改成{v}",
            "{s}PO更新：{o} → {v}",
            "{s}重新下单了，PO {v}",
            "{s}的采购单改为{v}，{o}作废",
            "{s}新PO {v}",
            "{s}那边发来新的PO号{v}",
            "{s}以后开票用{v}",
            "{s}续约后PO变成{v}",
        ),
        "negate": (
            "{s}的{o}作废了，新PO还没发",
            "{s}撤回了{o}",
            "{o}不是{s}的有效PO了",
            "{s}那张{o}取消了，等对方重新下单",
            "别再用{o}给{s}开票",
            "{s}的PO {o}失效",
            "{s}采购单{o}关闭，新的待定",
            "更正：{s}的PO不是{o}",
            "{s}把{o}退回了",
        ),
    },
}

_SELF_PREFIXES = ("本人报备一下，", "自己更新下：", "报备下本人情况：", "说下我自己哈，")

# Tickets: {s} ticket id, {c} customer, {p} problem, {w} state word, {o} old state word.
_TICKET_LINES: dict[str, tuple[str, ...]] = {
    "open": (
        "【报障】{c}反馈{p}，工单{s}已建，待处理",
        "{c}那边说{p}，我提了{s}，还没人接",
        "新工单{s}：{c} - {p}，待分配",
        "{s}：{c}{p}，刚开的单，还没人认领",
        "紧急！{c}{p}，单号{s}，求认领",
        "{c}又来了，{p}，建了{s}，排队等处理",
        "{s} 状态：新建（{c}，{p}）",
        "客户{c}投诉{p}，工单{s}已开，待处理",
        "{c}的{p}问题开单了：{s}，目前没人跟",
        "开了个单{s}，{c}遇到{p}，谁有空看看",
    ),
    "in progress": (
        "{s}有人接了，处理中",
        "{s}（{c}{p}）正在修",
        "{s}研发在跟了，{c}那边别急",
        "{c}那个{p}的单{s}，已经在排查",
        "{s}进入处理中",
        "{s}：处理中，预计今晚出结论",
        "{s}已认领，在查日志",
        "{s}开发在定位了，{c}那边先安抚一下",
        "{s}状态改为处理中",
        "{c}的{s}在跟进中，{p}能复现",
    ),
    "resolved": (
        "{s}搞定了，{c}的{p}已修复",
        "{s}已解决，可以关单",
        "{s}修好了，{c}那边确认OK",
        "{c}的{p}修复上线，{s}关闭",
        "{s}：已解决",
        "{s}关单了，问题是{p}，已fix",
        "好消息，{s}解决了",
        "{s}已验证通过，关闭",
        "{c}反馈{p}那单{s}搞定了，撒花",
        "{s} resolved，感谢各位",
    ),
}
_TICKET_WORDS: dict[str, tuple[str, ...]] = {
    "open": ("待处理", "新建", "未分配"),
    "in progress": ("处理中", "跟进中", "排查中"),
    "resolved": ("已解决", "已关闭", "已修复"),
}
_TICKET_UPDATE = (
    "{s}状态：{o} → {w}",
    "更新下{s}（{c}）：{w}",
    "{s}从{o}改成{w}了",
)
_TICKET_NEGATE = (
    "{s}之前标的「{o}」撤回了，状态待确认",
    "{s}不是{o}了，等值班同学重新核实",
    "更正：{s}并非{o}，状态稍后同步",
    "{c}那单{s}的{o}标记取消，先挂起",
    "{s}的「{o}」状态作废，重新评估",
)

# ---------------------------------------------------------------------------------------
# Questions: {w} who / what is asked about, {c} customer, {p} problem
# ---------------------------------------------------------------------------------------

_QUESTIONS: dict[str, tuple[str, ...]] = {
    "city": (
        "{w}现在在哪个城市上班？",
        "{w}在哪边办公啊？",
        "{w}目前常驻哪座城市？",
        "想跟{w}线下见一面，ta在哪个城市？",
        "有人知道{w}是在哪个城市坐班的吗？",
        "{w}的办公城市是哪？",
    ),
    "address": (
        "{w}家住在哪里？要寄东西",
        "{w}的快递寄到哪？",
        "有人知道{w}住哪吗？",
        "{w}住哪条路哪一栋啊？",
        "要给{w}寄礼物，地址填什么？",
        "{w}目前住在哪儿？",
    ),
    "role": (
        "{w}现在是什么岗位？",
        "{w}在公司是做啥的？",
        "{w}目前是什么头衔？",
        "有人知道{w}是干什么的吗？",
        "{w}目前担任什么职务？",
        "{w}是做技术还是做产品的？具体什么岗？",
    ),
    "team": (
        "{w}现在在哪个组？",
        "{w}是哪个部门的？",
        "{w}属于哪个团队啊？",
        "有人知道{w}在哪个组吗？",
        "{w}目前归哪个部门？",
        "{w}在哪个部门待着？",
    ),
    "manager": (
        "{w}的上级是谁？",
        "{w}归谁管？",
        "{w}的leader是哪位？",
        "有人知道{w}的老板是谁吗？",
        "谁是{w}的顶头上司？",
        "{w}的汇报对象是哪位？",
    ),
    "drink": (
        "{w}平时爱喝什么？",
        "请{w}喝东西的话点什么合适？",
        "{w}喝什么饮料？",
        "下午茶要帮{w}点啥？",
        "有人知道{w}的饮品口味吗？",
        "{w}最常点的饮品是啥？",
    ),
    "phone": (
        "{w}的手机号多少？",
        "有人有{w}的电话吗？",
        "怎么打电话给{w}？",
        "{w}的联系电话是？",
        "有人知道{w}手机号码吗？",
        "{w}的号码谁有，发我一下",
    ),
    "email": (
        "{w}邮箱是啥？",
        "给{w}发邮件发哪个地址？",
        "有人知道{w}的邮件地址吗？",
        "{w}的mail地址多少？",
        "想抄送{w}，地址怎么写？",
        "{w}的电子邮箱有人有吗？",
    ),
    "status": (
        "{w}现在啥情况？",
        "{w}进展怎么样了？",
        "{w}目前什么状态？",
        "有人知道{w}现在推进得如何吗？",
        "{w}现在是什么阶段？",
        "{w}还在推吗？状态咋样",
    ),
    "deadline": (
        "{w}哪天到期？",
        "{w}最晚哪天要交？",
        "{w}的交付日期是哪天？",
        "有人知道{w}哪天上线吗？",
        "{w}要赶在哪天之前完成？",
        "{w}交付节点是几月几号？",
    ),
    "owner": (
        "{w}现在谁负责？",
        "{w}谁在牵头？",
        "{w}找谁对接？",
        "{w}由哪位同事主导？",
        "{w}的事该找谁拍板？",
        "{w}是谁在管？",
    ),
    "cost_centre": (
        "{w}的费用挂哪个成本中心？",
        "{w}报销走哪个CC？",
        "{w}的预算编码是多少？",
        "有人知道{w}记账用哪个编码吗？",
        "{w}的发票该记到哪个账上？",
        "{w}出差费用填什么编号？",
    ),
    "plan": (
        "{w}买的是哪个版本？",
        "{w}现在是什么套餐？",
        "{w}订阅的哪一档？",
        "有人知道{w}开通的哪个版本吗？",
        "{w}付费的是哪个档位？",
        "{w}是哪种版本的客户？",
    ),
    "po_number": (
        "{w}的采购单号多少？",
        "{w}的PO号有人记得吗？",
        "给{w}开票要填哪个PO？",
        "有人知道{w}的采购订单编号吗？",
        "{w}对账要用的PO是哪个？",
        "{w}最新的采购单号谁有？",
    ),
    "ticket": (
        "{w}那个工单现在什么进度？",
        "{w}修好了没？",
        "{w}处理到哪一步了？",
        "{c}反馈{p}的那单{w}，现在啥状态？",
        "有人知道{w}关了没吗？",
        "{w}那张单现在谁在跟，进展如何？",
    ),
}

# Two-hop: the start of the chain ({s}) and the relation followed to the asked entity.
_VIA: dict[str, tuple[str, ...]] = {
    "manager": ("{s}的直属领导", "{s}的上级", "{s}的leader", "{s}的老板"),
    "owner": ("{s}项目的负责人", "{s}的owner", "负责{s}的同事", "{s}的牵头人"),
}

# ---------------------------------------------------------------------------------------
# Chatter: states no attribute of the schema
# ---------------------------------------------------------------------------------------

_CHATTER = (
    "今天食堂的红烧肉绝了，去晚了就没了",
    "二楼食堂又上新了，麻辣香锅yyds",
    "有人拼单外卖吗，满减差一个",
    "地铁又晚点了，早高峰挤成照片[捂脸]",
    "这周五团建去爬山还是密室？投票投票",
    "下雨了，谁带伞了，蹭一把",
    "空调太冷了，行政能调高两度吗",
    "今天又是加班的一天，工位的灯为我而亮",
    "摸鱼被抓个正着，社死现场[捂脸]",
    "周报写不出来了，求模板",
    "楼下快递柜满了，取件码都过期了",
    "下午茶谁组织一下，馋了",
    "年会节目报名截止了吗，想混个奖",
    "停车场又满了，我在路边转了三圈",
    "电梯排队排到大门口，绝了",
    "有没有人周末一起打羽毛球",
    "今天天气好好，适合请假[doge]",
    "会议室又被占了，谁订的出来认领一下",
    "打印机卡纸了，谁会修",
    "食堂阿姨今天手不抖，感动",
    "哈哈哈哈这个需求改了八版了",
    "谁的外卖放前台了，都凉了",
    "下班打卡机又坏了，记得补卡",
    "今天地铁上看到有人在写代码，卷疯了",
    "团建的烧烤太好吃了，下次还去",
    "连续三天十点下班了，求安慰",
    "茶水间的零食补货了，冲",
    "又到月底了，报销单堆成山",
    "健身房年卡有人要转吗",
    "降温了大家多穿点",
    "顶，楼上说得对",
    "马克，晚上回家看",
    "插个楼，谁有充电宝借一下",
    "摸鱼时间到，来聊聊周末去哪玩",
    "这雾霾，出门像在仙境[捂脸]",
    "今天周几了，过糊涂了",
    "新来的实习生好卷，早上八点就到了",
    "下周调休别忘了，周六要上班[捂脸]",
    "行政说明天消防演练，别慌",
    "公司楼下新开了家面馆，有人去过吗",
    "又双叒叕开会，会议室里缺氧",
    "食堂今天的酸菜鱼咸到怀疑人生",
    "地铁换乘走了十分钟，腿废了",
    "团建分组出来了，大家看下群文件",
    "楼主今天摸鱼摸到了一个好玩的小游戏",
    "外面下冰雹了！快看窗外",
    "谁知道附近哪家理发店靠谱，蹲一个",
    "夏天来了，工区的蚊子好多",
)
_CHATTER_MENTION = (
    "{m}今天又在工位上睡着了[doge]",
    "{m}的周报写得像论文，佩服",
    "感谢{m}投喂的零食，好吃到跺脚",
    "{m}团建的时候唱歌太好听了",
    "@{m} 周末的羽毛球还打吗",
    "{m}又在摸鱼被我看到了哈哈哈",
    "{m}养的绿萝快枯了，谁帮浇浇水",
    "{m}今天穿得好正式，是要去相亲吗[doge]",
    "{m}分享的那个摸鱼小游戏绝了",
    "{m}的猫又出镜视频会议了，太可爱",
    "{m}地铁上坐过站了，迟到五分钟[捂脸]",
    "{m}在食堂抢到最后一份红烧肉，羡慕",
    "{m}加班到凌晨，心疼一秒",
    "{m}年会抽到了一等奖！欧皇",
    "{m}带的小蛋糕好好吃，求链接",
    "{m}说今天要早点下班，结果还在改bug",
    "祝{m}生日快乐🎂",
    "{m}在群里发了个红包，手慢无",
    "{m}的机械键盘声音太大了哈哈哈",
    "{m}推荐的那部剧我熬夜看完了",
    "{m}健身打卡第100天，yyds",
    "{m}又迟到了，地铁背锅",
)


# ---------------------------------------------------------------------------------------
# The family
# ---------------------------------------------------------------------------------------


def _pick(templates: tuple[str, ...], rng: random.Random, *, need_old: bool) -> str:
    if need_old:
        return rng.choice(templates)
    usable = tuple(t for t in templates if "{o}" not in t)
    return rng.choice(usable or templates)


@dataclass(frozen=True, slots=True)
class TiebaFamily:
    """Posts and replies on a company 贴吧 / QQ group (Simplified Chinese)."""

    @property
    def name(self) -> str:
        """The family's name."""
        return "tieba-zh"

    @property
    def language(self) -> Literal["en", "zh"]:
        """Its writers write Chinese."""
        return "zh"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """A development family."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """Mainland names, cities, addresses and office vocabulary."""
        return LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh phone number, e-mail, cost centre, PO number or ticket id."""
        if slot == "phone":
            return _phone(rng)
        if slot == "email":
            return _email(subject, rng)
        if slot == "cost_centre":
            return _cost_centre(rng)
        if slot == "po_number":
            return _po_number(rng)
        return _ticket_id(rng)

    def say(self, event: Event, rng: random.Random) -> str:
        """The post ``event.speaker`` writes for ``event``."""
        try:
            return _one_line(self._say(event, rng))
        except Exception:  # never raise for an event: fall back to a plain line
            return _one_line(_fallback(event))

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A later post asking for the attribute in other words."""
        try:
            return _one_line(self._ask(ask, rng))
        except Exception:  # never raise for a question
            return _one_line(f"求问，{ask.subject}的{ask.slot}是什么？")

    # -- internals ----------------------------------------------------------------------

    def _reply_to(self, event: Event, rng: random.Random) -> str | None:
        if rng.random() < 0.3:
            others = [p for p in LEXICON.people if p not in (event.subject, event.value, event.old)]
            if others:
                return rng.choice(others)
        return None

    def _say(self, event: Event, rng: random.Random) -> str:
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return self._chatter(event, rng)
        if event.slot == "ticket":
            return _decorate(self._ticket(event, rng), rng, self._reply_to(event, rng))
        spec = SLOTS[event.slot]
        subject = event.subject
        if spec.subject == "person":
            s = _person(subject, rng)
        elif spec.subject == "project":
            s = _project(subject, rng)
        else:
            s = _customer(subject, rng)
        v = self._value(spec.value, event.value, rng)
        o = self._value(spec.value, event.old, rng)
        kinds = _STATEMENTS[event.slot]
        if event.kind == "negate" or (event.value is None and event.old is not None):
            template = _pick(kinds["negate"], rng, need_old=True)
        elif event.kind == "update" and event.old is not None:
            template = _pick(kinds["update"], rng, need_old=True)
        elif event.kind == "update":
            template = _pick(kinds["update"] + kinds["state"], rng, need_old=False)
        else:
            template = _pick(kinds["state"], rng, need_old=False)
        text = template.format(s=s, v=v, o=o)
        if spec.subject == "person" and event.speaker == subject and rng.random() < 0.8:
            text = rng.choice(_SELF_PREFIXES) + text
        return _decorate(text, rng, self._reply_to(event, rng))

    @staticmethod
    def _value(pool: str, value: str | None, rng: random.Random) -> str:
        if value is None:
            return ""
        if pool == "date":
            return _date(value, rng)
        if pool == "people":
            return _person(value, rng)
        return value

    @staticmethod
    def _ticket(event: Event, rng: random.Random) -> str:
        p, c = _detail(event.detail)
        s = str(event.subject)
        value = "resolved" if event.kind == "resolve" else event.value
        old_words = _TICKET_WORDS.get(event.old or "", (event.old or "待处理",))
        o = rng.choice(old_words)
        if event.kind == "negate" or value is None:
            return rng.choice(_TICKET_NEGATE).format(s=s, o=o, c=c, p=p)
        words = _TICKET_WORDS.get(value)
        if words is None:  # a state this family has no words for: say it as given
            return f"{s}（{c}，{p}）状态更新：{value}"
        w = rng.choice(words)
        lines = _TICKET_LINES[value]
        if event.kind == "update" and event.old is not None and rng.random() < 0.3:
            return rng.choice(_TICKET_UPDATE).format(s=s, o=o, w=w, c=c, p=p)
        return rng.choice(lines).format(s=s, c=c, p=p, w=w)

    @staticmethod
    def _chatter(event: Event, rng: random.Random) -> str:
        if event.mention and rng.random() < 0.75:
            text = rng.choice(_CHATTER_MENTION).format(m=_person(event.mention, rng))
        else:
            text = rng.choice(_CHATTER)
        return _decorate(text, rng)

    @staticmethod
    def _who(subject: str, kind: str, rng: random.Random) -> str:
        if kind == "project":
            return _project(subject, rng)
        if kind == "customer":
            return _customer(subject, rng)
        return subject

    def _ask(self, ask: Ask, rng: random.Random) -> str:
        p, c = _detail(ask.detail)
        if ask.via is not None:
            start_kind = SLOTS[ask.via].subject if ask.via in SLOTS else "person"
            start = self._who(ask.subject, start_kind, rng)
            phrases = _VIA.get(ask.via, ("{s}的" + ask.via,))
            who = rng.choice(phrases).format(s=start)
        else:
            kind = SLOTS[ask.slot].subject if ask.slot in SLOTS else "person"
            who = self._who(ask.subject, kind, rng)
        templates = _QUESTIONS.get(ask.slot, ("{w}的" + ask.slot + "是什么？",))
        body = rng.choice(templates).format(w=who, c=c, p=p)
        opener = rng.choice(_QUESTION_OPENERS) if rng.random() < 0.6 else ""
        suffix = rng.choice(_QUESTION_SUFFIXES) if rng.random() < 0.4 else ""
        floor = f"{rng.randint(2, 120)}楼 " if rng.random() < 0.3 else ""
        return f"{floor}{opener}{body}{suffix}"


def _one_line(text: str) -> str:
    line = " ".join(text.split("\n")).strip()
    return line or "顶"


def _fallback(event: Event) -> str:
    if event.subject is None:
        return "顶，楼上说得对"
    value = event.value if event.value is not None else f"不再是{event.old}"
    return f"{event.subject}：{event.slot} {value}"


FAMILY: Family = TiebaFamily()
"""The ``tieba-zh`` phrasing family."""
