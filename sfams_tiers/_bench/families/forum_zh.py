# ruff: noqa: RUF001
"""Phrasing family ``forum-zh``: notices and chat of a Chinese manufacturing company.

The writers are the office staff, workshop leads and project people of a mid-sized
Chinese manufacturing and logistics company (warehouses, workshops, customs, cold
chain). Their internal forum mixes two registers that real company groups mix all the
time:

- formal written Chinese (书面语) for anything that looks like a notice: openers such
  as "经确认", "据悉", "自即日起", "现通知如下", verbs such as "变更为", "调任",
  "顺延至", and closing formulas ("特此通知", "请各位知悉");
- short chat lines in a work group (a name prefix with a full-width colon, "收到",
  "记一下", WeChat-style stickers such as "[抱拳]"), with small talk about the annual
  party (年会), team building (团建), the weather and the canteen (食堂).

All names, places, roles, teams and values are Chinese; identifiers are ASCII and
follow the company's own formats (mobile numbers ``+86 139 1234 5678``, e-mail in
pinyin, cost centres ``CC-4102-07``, purchase orders ``PO2024081537``, tickets
``GD-58213``). Statements are assembled from register-specific openers, a slot-specific
core (chosen among many word orders) and register-specific closings, so that no single
template dominates. Questions use different verbs and nouns from the statements.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Literal, TypeVar

from sfams_tiers._bench._family import Ask, Event, Family, Lexicon

__all__ = ["FAMILY"]

# --------------------------------------------------------------------------- lexicon

_PEOPLE_PINYIN: dict[str, tuple[str, str]] = {
    "王建华": ("wang", "jianhua"),
    "李晓燕": ("li", "xiaoyan"),
    "张志强": ("zhang", "zhiqiang"),
    "刘海涛": ("liu", "haitao"),
    "陈静怡": ("chen", "jingyi"),
    "杨帆": ("yang", "fan"),
    "赵丽娟": ("zhao", "lijuan"),
    "黄国栋": ("huang", "guodong"),
    "周敏": ("zhou", "min"),
    "吴振宇": ("wu", "zhenyu"),
    "徐慧琳": ("xu", "huilin"),
    "孙立军": ("sun", "lijun"),
    "马俊杰": ("ma", "junjie"),
    "朱雅婷": ("zhu", "yating"),
    "胡永刚": ("hu", "yonggang"),
    "郭晓峰": ("guo", "xiaofeng"),
    "何秀英": ("he", "xiuying"),
    "高明亮": ("gao", "mingliang"),
    "林淑芬": ("lin", "shufen"),
    "罗文斌": ("luo", "wenbin"),
    "郑彩霞": ("zheng", "caixia"),
    "梁家豪": ("liang", "jiahao"),
    "谢婉清": ("xie", "wanqing"),
    "宋德胜": ("song", "desheng"),
    "唐丽萍": ("tang", "liping"),
    "韩志伟": ("han", "zhiwei"),
    "冯玉兰": ("feng", "yulan"),
    "邓卫东": ("deng", "weidong"),
    "许梦瑶": ("xu", "mengyao"),
    "曹建军": ("cao", "jianjun"),
}

_LEXICON = Lexicon(
    people=tuple(_PEOPLE_PINYIN),
    projects=(
        "磐石",
        "鲲鹏",
        "天枢",
        "启明星",
        "青鸾",
        "飞云",
        "锦程",
        "北辰",
        "极光",
        "领航",
    ),
    customers=(
        "恒通电子",
        "宏远机械",
        "华盛达供应链",
        "东方精密",
        "瑞丰食品",
        "金鼎建材",
        "永泰医药",
        "新锐汽配",
        "安捷冷链",
    ),
    teams=(
        "仓储部",
        "质量部",
        "采购部",
        "生产一部",
        "生产二部",
        "物流运输部",
        "设备维修科",
        "计划调度科",
        "关务组",
        "信息化组",
        "安环部",
        "财务部",
    ),
    cities=(
        "上海",
        "苏州",
        "无锡",
        "宁波",
        "杭州",
        "南京",
        "合肥",
        "武汉",
        "长沙",
        "郑州",
        "西安",
        "成都",
        "重庆",
        "广州",
        "深圳",
        "东莞",
        "佛山",
        "厦门",
        "福州",
        "青岛",
        "济南",
        "天津",
        "北京",
        "大连",
        "沈阳",
        "昆明",
        "南昌",
        "常州",
        "嘉兴",
        "南通",
        "烟台",
        "太原",
        "石家庄",
        "贵阳",
        "南宁",
    ),
    addresses=(
        "建设路88号",
        "人民路126号",
        "解放路45号",
        "中山路302号",
        "和平路17号",
        "胜利路9号",
        "光明路218号",
        "延安西路1033号",
        "长江路66号",
        "黄河路152号",
        "淮海中路777号",
        "文化路23号",
        "新华路401号",
        "朝阳路58号",
        "幸福路17号阳光花园3栋502室",
        "迎宾大道1288号",
        "工业园路36号",
        "滨江大道599号",
        "学府路12号",
        "翠竹路71号",
        "望江路8号",
        "金桥路265号",
        "银杏路31号",
        "枫林路140号",
        "桂花巷6号",
        "梧桐街22号",
        "丰收路93号",
        "东风路508号",
        "红旗路77号",
        "团结路19号",
        "振兴路233号",
        "复兴路61号",
        "青年路145号",
        "花园路38号",
        "科技路900号",
        "创业路27号翠湖小区5栋1101室",
        "星火路52号",
        "春晖路118号",
        "锦绣路688号",
        "兴业街14号",
        "云山路207号",
        "月湖路33号",
        "松林路86号",
        "白云路160号",
        "金沙街4号",
    ),
    roles=(
        "质检员",
        "仓库主管",
        "采购专员",
        "生产计划员",
        "调度员",
        "设备工程师",
        "工艺工程师",
        "安全主任",
        "报关员",
        "财务专员",
        "车间主任",
        "销售经理",
        "叉车司机",
        "统计员",
        "单证员",
    ),
    drinks=(
        "冰美式",
        "拿铁",
        "铁观音",
        "普洱",
        "菊花茶",
        "柠檬水",
        "豆浆",
        "酸梅汤",
        "西湖龙井",
        "红枣枸杞茶",
        "绿豆汤",
        "可乐",
        "乌龙茶",
        "热可可",
        "苏打水",
        "大麦茶",
    ),
    statuses=(
        "按计划推进",
        "进度滞后",
        "暂停",
        "已验收",
        "试产阶段",
        "等待审批",
        "风险较高",
        "已结项",
        "需求评审中",
    ),
    plans=(
        "基础版",
        "标准版",
        "专业版",
        "企业版",
        "旗舰版",
        "年度包干",
        "按量计费",
    ),
    problems=(
        "扫码枪无法识别条码",
        "出库单打印错位",
        "库存数量与系统不一致",
        "运单号重复生成",
        "报表导出缺最后一行",
        "叉车定位信号丢失",
        "称重数据上传失败",
        "标签打印机频繁卡纸",
        "入库单审批卡住不动",
        "冷库温控频繁误报警",
        "登录后页面一片空白",
        "发货通知邮件没发出去",
        "月结对账单金额对不上",
        "托盘条码批量导入报错",
    ),
)

_PERSON_SLOTS = frozenset({"city", "address", "role", "team", "manager", "drink", "phone", "email"})
_PROJECT_SLOTS = frozenset({"status", "deadline", "owner", "cost_centre"})
_CUSTOMER_SLOTS = frozenset({"plan", "po_number"})

_MOBILE_PREFIXES = ("133", "135", "136", "137", "138", "139", "150", "151", "158", "186", "189")
_MAIL_DOMAINS = ("hengxin-mfg.com", "hxwl.com.cn", "hengxin-group.cn")

_CN_DIGITS = "〇一二三四五六七八九"

# ------------------------------------------------------------------ small helpers

_T = TypeVar("_T")

_Core = Callable[[str, str, str, random.Random], str]
"""A core builder: (subject text, value text, old text, rng) -> clause."""


def _pick(rng: random.Random, options: Sequence[_T]) -> _T:
    return options[rng.randrange(len(options))]


def _cn_number(n: int) -> str:
    """Write 1..31 in Chinese numerals (十七, 二十三)."""
    if n < 10:
        return _CN_DIGITS[n]
    tens, ones = divmod(n, 10)
    head = "十" if tens == 1 else _CN_DIGITS[tens] + "十"
    return head + (_CN_DIGITS[ones] if ones else "")


def _render_date(iso: str, choice: int) -> str:
    """Render an ISO date in one of the office's styles (5月17日, 5月17号, ...)."""
    try:
        y_s, m_s, d_s = iso.split("-")
        y, m, d = int(y_s), int(m_s), int(d_s)
    except ValueError:
        return iso
    if choice == 0:
        return f"{m}月{d}日"
    if choice == 1:
        return f"{m}月{d}号"
    if choice == 2:
        return f"{y}年{m}月{d}日"
    if choice == 3:
        return f"{m}.{d}"
    if choice == 4:
        return f"{_cn_number(m)}月{_cn_number(d)}日"
    return f"{y}年{m}月{d}号"


def _split_detail(detail: str | None) -> tuple[str, str]:
    """Split ``"problem | customer"`` into its parts (empty strings if missing)."""
    if not detail:
        return "", ""
    problem, _, customer = detail.partition("|")
    return problem.strip(), customer.strip()


def _ticket_state_words(state: str | None, rng: random.Random) -> str:
    if state == "open":
        return _pick(rng, ("待处理", "新建", "已受理未分派"))
    if state == "in progress":
        return _pick(rng, ("处理中", "排查中", "跟进中"))
    if state == "resolved":
        return _pick(rng, ("已解决", "已关闭", "已修复"))
    return state or "未知"


# ------------------------------------------------------------------ register pieces

_FORMAL_OPENERS: dict[str, tuple[str, ...]] = {
    "state": (
        "",
        "",
        "经确认，",
        "据悉，",
        "现告知如下：",
        "兹通知：",
        "根据人事部门通知，",
        "经核实，",
        "特此说明：",
    ),
    "update": (
        "",
        "自即日起，",
        "经研究决定，",
        "现通知如下：",
        "根据最新安排，",
        "经确认，",
        "据悉，",
        "按公司最新调整，",
    ),
    "negate": (
        "",
        "经核实，",
        "据悉，",
        "经确认，",
        "特此说明：",
        "自即日起，",
    ),
    "correction": (
        "更正：",
        "此前信息有误，特此更正：",
        "经再次核对，",
        "前述信息有误，现更正为：",
    ),
}

_CHAT_OPENERS: dict[str, tuple[str, ...]] = {
    "state": ("", "", "", "同步下，", "跟大家说下，", "哦对了，", "顺便说一句，", "记一下哈，"),
    "update": ("", "", "同步一下，", "有变动哈，", "刚确认的，", "说下最新情况，", "注意哈，"),
    "negate": ("", "", "说一声，", "注意下，", "提醒一下，", "刚问过了，"),
    "correction": (
        "啊不对，前面说错了，",
        "抱歉我刚才搞错了，",
        "纠正一下哈，",
        "不好意思更正下，",
        "我前面记错了，",
    ),
}

_FORMAL_TAILS = (
    "。",
    "。",
    "，特此通知。",
    "，请各位知悉。",
    "，烦请相关同事更新记录。",
    "，请互相转告。",
)
_CHAT_TAILS = ("", "", "。", "哈", "～", "，记一下", "，收到回个1", " [抱拳]", " [OK]", "，谢谢")
_NOTICE_TAGS = ("【通知】", "【行政通知】", "【人事】", "【公告】", "【项目组】", "【备忘】")


def _wrap(
    core: str,
    event: Event,
    kind: str,
    rng: random.Random,
    *,
    need_name: bool,
) -> str:
    """Put a core clause into a formal or chatty line, with opener, tail and prefix."""
    formal = rng.random() < 0.5
    if formal:
        opener = _pick(rng, _FORMAL_OPENERS[kind])
        tail = _pick(rng, _FORMAL_TAILS)
    else:
        opener = _pick(rng, _CHAT_OPENERS[kind])
        tail = _pick(rng, _CHAT_TAILS)
    body = opener + core + tail
    colon = _pick(rng, ("：", "：", "：", ": "))
    if need_name:
        if rng.random() < 0.8:
            return f"{event.speaker}{colon}{body}"
        return f"【{event.speaker}】{body}"
    roll = rng.random()
    if formal:
        if roll < 0.35:
            return _pick(rng, _NOTICE_TAGS) + body
        if roll < 0.65:
            return f"{event.speaker}{colon}{body}"
        return body
    if roll < 0.7:
        return f"{event.speaker}{colon}{body}"
    return body


# ------------------------------------------------------------------ statement cores
# Every core takes (S, V, O, rng): S is the subject as written (a name or 我), V the new
# value as written, O the old value as written ("" when there is none).


def _c(template: str) -> _Core:
    def build(s: str, v: str, o: str, rng: random.Random) -> str:
        return template.format(S=s, V=v, O=o)

    return build


def _cores(*templates: str) -> tuple[_Core, ...]:
    return tuple(_c(t) for t in templates)


# (slot, mode) -> cores; mode: state, update_old, update_new, correction, negate
_PERSON_CORES: dict[tuple[str, str], tuple[_Core, ...]] = {
    ("city", "state"): _cores(
        "{S}常驻{V}",
        "{S}目前在{V}办公",
        "{S}的工作地为{V}",
        "{S}是{V}那边的同事",
        "{S}一直在{V}分公司",
        "{S}长期驻{V}基地",
        "{S}在{V}驻点，线下对接请提前约",
        "{S}目前base在{V}",
        "{V}那边的事可以找{S}，人就在当地",
    ),
    ("city", "update_old"): _cores(
        "{S}已由{O}调至{V}工作",
        "{S}的常驻地由{O}变更为{V}",
        "{S}从{O}调到{V}了，以后都在那边",
        "{S}调往{V}，不再驻{O}",
        "{S}离开{O}，改驻{V}",
        "{S}已结束{O}的外派，转到{V}办公",
    ),
    ("city", "update_new"): _cores(
        "{S}已调至{V}工作",
        "{S}的常驻地变更为{V}",
        "{S}搬去{V}了，之后就在那边办公",
        "{S}现在改在{V}办公",
        "{S}已到{V}报到，正式驻当地",
        "{V}基地新来的同事就是{S}",
    ),
    ("city", "correction"): _cores(
        "{S}常驻的是{V}，不是{O}",
        "{S}在{V}，不在{O}",
        "{S}的工作地应为{V}，之前写成{O}了",
    ),
    ("city", "negate"): _cores(
        "{S}已不在{O}办公",
        "{S}已撤离{O}驻点，新的常驻地待定",
        "{S}不再常驻{O}了",
        "{O}那边{S}已经不去了，后面去哪儿还没定",
        "{S}已不在{O}工作，后续去向待人事确认",
        "{S}在{O}的工位已经清了",
    ),
    ("address", "state"): _cores(
        "{S}的家庭住址是{V}",
        "{S}住在{V}",
        "{S}家在{V}",
        "{S}的住址登记为{V}",
        "寄给{S}家里的东西请发{V}",
        "{S}现住{V}",
        "{S}在{V}安的家",
    ),
    ("address", "update_old"): _cores(
        "{S}已从{O}搬至{V}",
        "{S}的住址由{O}变更为{V}",
        "{S}不住{O}了，现在住{V}",
        "{S}搬家了，从{O}搬到了{V}",
        "{S}家已迁出{O}，新址为{V}",
    ),
    ("address", "update_new"): _cores(
        "{S}搬家了，新住址：{V}",
        "{S}的住址变更为{V}",
        "{S}乔迁新居，地址是{V}",
        "{S}家搬到{V}了",
        "{S}现住址更新为{V}",
    ),
    ("address", "correction"): _cores(
        "{S}的住址是{V}，写成{O}是笔误",
        "{S}家在{V}，不是{O}",
        "{S}住的是{V}，{O}是我记错了",
    ),
    ("address", "negate"): _cores(
        "{S}已搬离{O}，新地址还没报过来",
        "{O}不再是{S}的住址了",
        "{S}不住{O}了，新住址待补",
        "寄往{O}给{S}的快递请暂停，人已经搬走了",
        "{S}在{O}的住址已注销",
        "{S}退了{O}的房子，新家还没定",
    ),
    ("role", "state"): _cores(
        "{S}的岗位是{V}",
        "{S}担任{V}",
        "{S}在咱们这儿做{V}",
        "{S}现任{V}一职",
        "{S}是我们的{V}",
        "{V}由{S}担任",
        "{S}干的是{V}这个岗",
    ),
    ("role", "update_old"): _cores(
        "{S}由{O}调任{V}",
        "{S}不再担任{O}，改任{V}",
        "{S}从{O}转岗为{V}",
        "{S}原来做{O}，现在做{V}",
        "{S}的岗位由{O}调整为{V}",
    ),
    ("role", "update_new"): _cores(
        "{S}岗位调整为{V}",
        "{S}转岗了，现在做{V}",
        "{S}改任{V}",
        "{S}出任{V}",
        "{S}已正式就任{V}",
    ),
    ("role", "correction"): _cores(
        "{S}是{V}，不是{O}",
        "{S}的岗位应为{V}，之前写成{O}了",
        "{S}担任的是{V}，我把{O}弄混了",
    ),
    ("role", "negate"): _cores(
        "{S}已不再担任{O}",
        "{S}卸任{O}，新岗位待定",
        "{O}这个岗位{S}已经不做了",
        "{S}已离开{O}岗位，后续安排另行通知",
        "{S}的{O}职务已免去",
        "{S}现在不干{O}了，具体去哪个岗还在等通知",
    ),
    ("team", "state"): _cores(
        "{S}隶属{V}",
        "{S}在{V}",
        "{S}是{V}的人",
        "{S}编制在{V}",
        "{S}属于{V}",
        "{V}的新同事{S}，大家多关照",
    ),
    ("team", "update_old"): _cores(
        "{S}已从{O}调入{V}",
        "{S}的所属部门由{O}变更为{V}",
        "{S}离开{O}，划归{V}",
        "{S}从{O}借调到{V}，编制一并转过去",
    ),
    ("team", "update_new"): _cores(
        "{S}调到{V}了",
        "{S}的所属部门变更为{V}",
        "{S}划归{V}",
        "{S}正式加入{V}",
        "{V}新进一员：{S}",
    ),
    ("team", "correction"): _cores(
        "{S}是{V}的，不是{O}",
        "{S}隶属{V}，不在{O}",
    ),
    ("team", "negate"): _cores(
        "{S}已调离{O}",
        "{S}不在{O}了，去向待定",
        "{O}名单里已经没有{S}了",
        "{S}已从{O}转出，新部门未定",
        "{S}的编制已不在{O}",
        "{O}那边把{S}放出来了，下家还没落实",
    ),
    ("manager", "state"): _cores(
        "{S}向{V}汇报",
        "{S}的直属上级是{V}",
        "{S}归{V}带",
        "{V}是{S}的领导",
        "{S}直接汇报给{V}",
        "{S}那条线由{V}负责管理",
        "{S}的考勤和审批都走{V}",
    ),
    ("manager", "update_old"): _cores(
        "{S}的汇报对象由{O}变更为{V}",
        "{S}以后归{V}带，不再向{O}汇报",
        "{S}从{O}手下调到{V}那边",
        "{O}不再带{S}，改由{V}负责",
    ),
    ("manager", "update_new"): _cores(
        "{S}改为向{V}汇报",
        "{S}换领导了，现在跟{V}",
        "{S}的直属上级调整为{V}",
        "{V}接手带{S}",
        "{S}的审批流已改到{V}名下",
    ),
    ("manager", "correction"): _cores(
        "{S}向{V}汇报，不是{O}",
        "{S}的直属上级是{V}，我把{O}弄混了",
    ),
    ("manager", "negate"): _cores(
        "{S}已不再向{O}汇报",
        "{O}不再带{S}了，新的上级还没定",
        "{S}和{O}之间的汇报关系已解除",
        "{S}的审批已不走{O}，新上级待定",
        "{O}那边的汇报线上已经没有{S}了",
        "{S}暂时不归{O}管了，等人事重新安排",
    ),
    ("drink", "state"): _cores(
        "{S}喜欢喝{V}",
        "{S}平时只喝{V}",
        "给{S}点单的话，{V}就行",
        "{S}偏爱{V}",
        "开会给{S}备{V}",
        "{S}的口味是{V}",
        "{S}每天离不开{V}",
    ),
    ("drink", "update_old"): _cores(
        "{S}不喝{O}了，改喝{V}",
        "以后给{S}准备{V}，{O}就不用了",
        "{S}从{O}换成{V}了",
    ),
    ("drink", "update_new"): _cores(
        "{S}最近换成{V}了",
        "{S}现在偏好{V}",
        "{S}最近迷上了{V}",
        "以后给{S}备{V}",
    ),
    ("drink", "correction"): _cores(
        "{S}喝的是{V}，不是{O}",
        "{S}爱喝{V}，{O}是别人",
    ),
    ("drink", "negate"): _cores(
        "{S}已经戒了{O}",
        "{S}不喝{O}了，别再给{S}点",
        "{O}就别给{S}备了",
        "{S}说{O}喝腻了，先不要准备",
        "{S}最近在控糖，{O}先停了",
        "{S}的{O}先撤掉，换什么再等通知",
    ),
    ("phone", "state"): _cores(
        "{S}的手机号：{V}",
        "{S}的联系电话为{V}",
        "找{S}请打{V}",
        "{S}手机{V}，有事直接打",
        "{S}的号码是{V}",
        "{V}是{S}的手机，存一下",
    ),
    ("phone", "update_old"): _cores(
        "{S}的手机号由{O}变更为{V}",
        "{S}的旧号{O}停用，改用{V}",
        "{S}不用{O}了，新号{V}",
    ),
    ("phone", "update_new"): _cores(
        "{S}换号了，新号码{V}",
        "{S}现在用{V}这个号",
        "{S}的手机号更新为{V}",
        "{S}新手机号：{V}",
    ),
    ("phone", "correction"): _cores(
        "{S}的手机是{V}，{O}少打了一位还是打错了",
        "{S}的号码应为{V}，之前发的{O}不对",
    ),
    ("phone", "negate"): _cores(
        "{S}的{O}已停机",
        "{S}的旧号{O}已注销，请勿再拨",
        "{S}原来那个{O}打不通了，已作废",
        "{O}已不是{S}的号了",
        "{S}的{O}那张卡已经销户",
        "别再打{O}找{S}了，那个号已弃用",
    ),
    ("email", "state"): _cores(
        "{S}的邮箱是{V}",
        "{S}的邮箱账号：{V}",
        "发给{S}的材料请走{V}",
        "{S}用{V}收邮件",
        "{S}的公司邮箱为{V}",
        "{V}是{S}的邮箱，对外报价抄送这个",
    ),
    ("email", "update_old"): _cores(
        "{S}的邮箱由{O}变更为{V}",
        "{S}换了新邮箱{V}，{O}不再使用",
        "{S}的{O}已迁移至{V}",
    ),
    ("email", "update_new"): _cores(
        "{S}的邮箱变更为{V}",
        "以后给{S}发材料请用{V}",
        "{S}的新邮箱：{V}",
        "{S}邮箱已更新为{V}",
    ),
    ("email", "correction"): _cores(
        "{S}的邮箱是{V}，{O}拼错了",
        "{S}的邮箱应为{V}，不是{O}",
    ),
    ("email", "negate"): _cores(
        "{S}的{O}已停用",
        "{O}这个邮箱{S}已经不用了",
        "{S}名下的{O}已注销",
        "发往{O}的邮件{S}收不到了，该账号已关闭",
        "{S}的旧邮箱{O}停止使用，新邮箱待IT分配",
        "{S}那个{O}已作废",
    ),
}

_PROJECT_CORES: dict[tuple[str, str], tuple[_Core, ...]] = {
    ("status", "state"): _cores(
        "{S}当前状态：{V}",
        "{S}现处于「{V}」状态",
        "{S}进度：{V}",
        "{S}这边的情况是「{V}」",
        "{S}目前定为「{V}」",
        "{S}在周报里的状态是「{V}」",
        "{S}：{V}",
    ),
    ("status", "update_old"): _cores(
        "{S}状态由「{O}」更新为「{V}」",
        "{S}已从「{O}」转为「{V}」",
        "{S}不再是「{O}」，现为「{V}」",
    ),
    ("status", "update_new"): _cores(
        "{S}最新状态：{V}",
        "{S}现已转为「{V}」",
        "{S}状态调整为「{V}」",
        "{S}更新一下：{V}",
    ),
    ("status", "correction"): _cores(
        "{S}的状态是「{V}」，不是「{O}」",
        "{S}应标为「{V}」，之前误标成「{O}」",
    ),
    ("status", "negate"): _cores(
        "{S}已不是「{O}」了，最新状态待评估",
        "{S}「{O}」的说法已不适用，待项目组重新确认",
        "{S}撤销「{O}」标记",
        "{S}目前不再按「{O}」对待",
        "{S}去掉「{O}」的标签，周会上再定",
    ),
    ("deadline", "state"): _cores(
        "{S}截止日期定在{V}",
        "{S}须于{V}前完成",
        "{S}的交付节点是{V}",
        "{S}最晚{V}交付",
        "{S}的完成日期为{V}",
        "{V}是{S}的最后节点",
    ),
    ("deadline", "update_old"): _cores(
        "{S}的截止日期由{O}调整为{V}",
        "{S}交付节点从{O}改到{V}",
        "{S}不按{O}了，改为{V}截止",
    ),
    ("deadline", "update_new"): _cores(
        "{S}的交付节点调整为{V}",
        "{S}改到{V}截止",
        "{S}截止日期变更为{V}",
        "{S}新的完成日期：{V}",
    ),
    ("deadline", "correction"): _cores(
        "{S}的截止日期是{V}，不是{O}",
        "{S}应于{V}完成，之前写的{O}有误",
    ),
    ("deadline", "negate"): _cores(
        "{S}原定{O}的截止日期取消，新节点待定",
        "{S}不再按{O}交付了，时间另行通知",
        "{S}{O}的节点作废",
        "{S}的{O}截止日期已撤销",
        "{S}原先定的{O}不作数了，等客户确认新时间",
    ),
    ("owner", "state"): _cores(
        "{S}由{V}牵头",
        "{V}负责{S}",
        "{S}的负责人为{V}",
        "{S}是{V}在管",
        "{V}挂帅{S}",
        "{S}对口人：{V}",
    ),
    ("owner", "update_old"): _cores(
        "{S}负责人由{O}变更为{V}",
        "{V}接手{S}，{O}不再负责",
        "{S}从{O}手里交给{V}",
    ),
    ("owner", "update_new"): _cores(
        "{S}改由{V}牵头",
        "{S}的负责人调整为{V}",
        "{V}接管{S}",
        "{S}现在是{V}主抓",
    ),
    ("owner", "correction"): _cores(
        "{S}是{V}牵头，不是{O}",
        "{S}的负责人应为{V}，写成{O}是我的错",
    ),
    ("owner", "negate"): _cores(
        "{O}已不再负责{S}",
        "{O}卸任{S}负责人，接任人选待定",
        "{S}那边{O}已经撒手了，暂时没人接",
        "{O}退出{S}，牵头人另行任命",
        "{S}的负责人{O}已调走，位置空缺",
    ),
    ("cost_centre", "state"): _cores(
        "{S}的成本中心：{V}",
        "{S}相关费用请挂{V}",
        "{S}的预算编码为{V}",
        "报销{S}的费用走{V}",
        "{S}费用统一记{V}",
    ),
    ("cost_centre", "update_old"): _cores(
        "{S}的成本中心由{O}变更为{V}",
        "{S}费用不再挂{O}，改挂{V}",
    ),
    ("cost_centre", "update_new"): _cores(
        "{S}费用改挂{V}",
        "{S}预算编码更新为{V}",
        "{S}的成本中心调整为{V}",
    ),
    ("cost_centre", "correction"): _cores(
        "{S}的成本中心是{V}，{O}是别的项目的",
        "{S}应挂{V}，不是{O}",
    ),
    ("cost_centre", "negate"): _cores(
        "{S}的{O}已关闭，暂勿挂账",
        "{O}不再用于{S}",
        "{S}暂停使用{O}，新编码待财务下发",
        "{O}已冻结，{S}的费用先别报",
        "财务通知：{S}不能再用{O}入账",
    ),
}

_CUSTOMER_CORES: dict[tuple[str, str], tuple[_Core, ...]] = {
    ("plan", "state"): _cores(
        "{S}签的是{V}",
        "{S}目前使用{V}",
        "{S}开通的是{V}",
        "{S}购买的是{V}",
        "{S}合同上是{V}",
    ),
    ("plan", "update_old"): _cores(
        "{S}由{O}变更为{V}",
        "{S}从{O}切换到{V}",
        "{S}不用{O}了，改签{V}",
    ),
    ("plan", "update_new"): _cores(
        "{S}已切换到{V}",
        "{S}改签{V}",
        "{S}续约改成{V}",
        "{S}变更合同为{V}",
    ),
    ("plan", "correction"): _cores(
        "{S}签的是{V}，不是{O}",
        "{S}用的应为{V}，{O}是我看错了",
    ),
    ("plan", "negate"): _cores(
        "{S}的{O}已到期未续",
        "{S}退订了{O}",
        "{S}不再使用{O}，后续方案待谈",
        "{S}的{O}合同终止了",
        "{S}把{O}停了，要不要续还在商量",
    ),
    ("po_number", "state"): _cores(
        "{S}的采购订单号：{V}",
        "{S}的PO号是{V}",
        "{S}下单的订单号为{V}",
        "{S}本次采购单号{V}",
        "{V}是{S}这批货的PO",
        "{S}的订单已下达，单号{V}",
    ),
    ("po_number", "update_old"): _cores(
        "{S}的PO号由{O}变更为{V}",
        "{S}撤回{O}，重新下单为{V}",
    ),
    ("po_number", "update_new"): _cores(
        "{S}重新下了单，新PO：{V}",
        "{S}订单号更新为{V}",
        "{S}补发了采购订单，号码{V}",
    ),
    ("po_number", "correction"): _cores(
        "{S}的PO号是{V}，{O}抄错了",
        "{S}订单号应为{V}，不是{O}",
    ),
    ("po_number", "negate"): _cores(
        "{S}的{O}已作废",
        "{S}撤了{O}这张单",
        "{O}（{S}）取消，请勿发货",
        "{S}那张{O}作废了，财务别入账",
        "{S}通知{O}撤单",
    ),
}


def _project_ref(project: str, rng: random.Random) -> str:
    return _pick(rng, (f"{project}项目", f"{project}项目", f"「{project}」项目", f"{project}"))


# ------------------------------------------------------------------ ticket lines


def _ticket_line(event: Event, rng: random.Random) -> str:
    tid = event.subject or "GD-00000"
    problem, customer = _split_detail(event.detail)
    cust = customer or "客户"
    prob = problem or "系统异常"
    kind = event.kind
    value = event.value
    options: tuple[str, ...]
    if kind == "negate":
        old_words = _ticket_state_words(event.old, rng)
        options = (
            f"{tid}之前标的“{old_words}”撤回，状态待核实",
            f"{tid}（{cust}）已不是{old_words}状态，稍后再更新",
            f"{tid}的“{old_words}”是误操作，已撤销",
        )
        return _pick(rng, options)
    if kind == "resolve" or value == "resolved":
        options = (
            f"{tid}已解决，已关单",
            f"{cust}的{tid}已修复上线",
            f"{tid}处理完毕，客户确认“{prob}”已消除",
            f"经确认，{tid}已修复，现予关闭",
            f"{tid}搞定了，补丁已发布，{cust}那边验证通过",
            f"关于{cust}反馈的{prob}，{tid}已闭环",
            f"{tid} 已结案，{cust}回访满意",
            f"工单{tid}修复完成，状态改为已解决",
        )
        return _pick(rng, options)
    if value == "in progress":
        options = (
            f"{tid}已转信息化组排查",
            f"{tid}（{cust}）正在处理",
            f"{tid}已分派，工程师在跟",
            f"关于{tid}，{prob}的问题正在定位原因",
            f"{tid}已受理，正在复现{prob}",
            f"{cust}那个{tid}，我们这边在查了",
            f"工单{tid}状态更新为处理中",
            f"{tid}已安排现场人员跟进，{cust}请稍候",
        )
        return _pick(rng, options)
    if kind == "update" and value == "open":
        options = (
            f"{tid}重新打开：{cust}说{prob}又出现了",
            f"{cust}回复{prob}复发，{tid}重开",
            f"{tid}重新激活，待重新分派",
        )
        return _pick(rng, options)
    options = (
        f"{cust}反馈{prob}，已登记工单{tid}",
        f"新工单{tid}：{cust}报{prob}",
        f"【报障】{tid} {cust}：{prob}",
        f"{cust}那边来电，说{prob}，工单号{tid}",
        f"客户{cust}投诉{prob}，已建单{tid}，待处理",
        f"据{cust}反映，{prob}，现已立单{tid}",
        f"{tid}新建：{prob}（{cust}）",
        f"接{cust}报修：{prob}，编号{tid}，请相关同事认领",
    )
    return _pick(rng, options)


# ------------------------------------------------------------------ chatter

_CHAT_OPENING = (
    "",
    "",
    "",
    "闲聊一句，",
    "插个话，",
    "各位，",
    "哈哈，",
    "说个轻松的，",
    "[偷笑]",
    "温馨提示：",
)

_WEATHER: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (
        ("今天降温了", "明天据说要下雪", "这两天冷得出奇", "早上路面结冰了"),
        ("大家注意添衣", "骑电动车的同事慢一点", "仓库门口注意防滑", "车间暖风机记得开"),
    ),
    (
        ("外面下暴雨了", "傍晚可能有雷阵雨", "台风快到了", "这两天回南天，地面很滑"),
        ("出门记得带伞", "仓库门口注意防滑", "晾在外面的衣服赶紧收", "货物记得盖好防雨布"),
    ),
    (
        ("今天三十八度", "这几天闷热得不行", "今天太阳特别毒"),
        ("车间注意防暑", "多喝水，别中暑", "户外装卸的同事轮换着休息", "午休别在车里待着"),
    ),
    (
        ("早上雾特别大", "今天风很大", "今天终于出太阳了"),
        ("开车慢一点", "叉车作业注意视线", "下班早点走，别堵在路上", "适合晒被子"),
    ),
)
_CANTEEN_TIME = ("今天中午", "今晚", "明天中午", "周五", "今天早餐")
_CANTEEN_DISH = (
    "有红烧肉",
    "有糖醋排骨",
    "有小龙虾",
    "换了新厨师",
    "加了麻辣烫窗口",
    "有饺子",
    "有卤鸡腿",
    "有酸菜鱼",
    "只有面条",
    "窗口排队特别长",
    "有清蒸鲈鱼",
    "推出了新的盖浇饭",
)
_CANTEEN_COMMENT = (
    "去晚了就没了",
    "味道还可以",
    "大家早点去",
    "评价两极分化",
    "终于不是土豆丝了",
    "分量挺足",
    "推荐",
    "感觉一般般",
)
_PARTY_ITEM = (
    "年会节目报名今天截止",
    "年会抽奖的奖品清单出来了",
    "年会彩排定在下周三晚上",
    "年会要求每个部门出一个节目",
    "年会的一等奖据说是一台电动车",
    "年会主持人还在招募",
    "年会的座位表贴在前台了",
    "年会当天有大巴接送",
)
_PARTY_COMMENT = (
    "有才艺的赶紧报名",
    "大家积极一点",
    "期待一下",
    "今年别再让我表演了",
    "希望这次能中个奖",
    "有问题找行政",
    "服装行政那边统一借",
)
_TEAM_EVENT = (
    "团建定在下个月，去郊区爬山",
    "团建改成烧烤了",
    "团建投票还剩两天",
    "团建的照片已经传到群相册",
    "这次团建有真人CS",
    "团建那天记得穿运动鞋",
    "团建的大巴七点半发车",
    "团建的拔河比赛太精彩了",
)
_MISC = (
    "班车明天改走高架",
    "停车场B区在刷漆，这周别停",
    "下周一全员体检，记得空腹",
    "周四下午消防演习，听到警报别慌",
    "前台到了一堆快递，自己去认领",
    "中秋的月饼礼盒到了",
    "电梯今天在维保，走楼梯吧",
    "茶水间的微波炉修好了",
    "打印机又没纸了",
    "国庆值班表已经排好",
    "厂区门口新开了一家面馆",
    "食堂的饭卡充值窗口换地方了",
    "今天下午会议室空调不太灵",
    "工会发的电影票在行政那儿领",
)
_MISC_COMMENT = (
    "",
    "，大家留意",
    "，知道一下就好",
    "哈",
    "，别错过",
    "，辛苦大家",
    "～",
)
_MENTION_ACTIONS = (
    "带了家乡特产，放在茶水间了",
    "今天生日，下午一起切蛋糕",
    "年会抽中了二等奖，恭喜",
    "团建拔河那张照片拍得太好了",
    "家里添了个宝宝，发了喜糖",
    "报名了年会的小品，大家去捧场",
    "拍的团建视频剪出来了，超专业",
    "推荐的那家面馆确实好吃",
    "今天穿得好正式，是不是有好事",
    "篮球赛又拿了最佳得分",
    "请大家吃了水果，谢谢",
    "养的多肉开花了，在工位上",
    "跑完了半程马拉松，厉害",
    "包了饺子带来分给大家",
    "又在年会彩排上抢了风头",
)
_MENTION_FORMS = (
    "{M}{A}",
    "听说{M}{A}",
    "{M}{A}[赞]",
    "今天{M}{A}",
)
_SHORT_REPLIES = (
    "收到",
    "收到，谢谢",
    "好的",
    "明白",
    "OK",
    "了解",
    "辛苦了",
    "[抱拳]",
    "收到，马上看",
    "好嘞",
    "同意",
    "+1",
)


def _chatter(event: Event, rng: random.Random) -> str:
    roll = rng.random()
    if event.mention and roll < 0.3:
        form = _pick(rng, _MENTION_FORMS)
        body = form.format(M=event.mention, A=_pick(rng, _MENTION_ACTIONS))
    elif roll < 0.38:
        body = _pick(rng, _SHORT_REPLIES)
    elif roll < 0.53:
        weather, advice = _pick(rng, _WEATHER)
        body = f"{_pick(rng, weather)}，{_pick(rng, advice)}"
    elif roll < 0.68:
        body = (
            f"食堂{_pick(rng, _CANTEEN_TIME)}{_pick(rng, _CANTEEN_DISH)}，"
            f"{_pick(rng, _CANTEEN_COMMENT)}"
        )
    elif roll < 0.78:
        body = f"{_pick(rng, _PARTY_ITEM)}，{_pick(rng, _PARTY_COMMENT)}"
    elif roll < 0.88:
        body = _pick(rng, _TEAM_EVENT) + _pick(rng, _MISC_COMMENT)
    else:
        body = _pick(rng, _MISC) + _pick(rng, _MISC_COMMENT)
    if body not in _SHORT_REPLIES:
        body = _pick(rng, _CHAT_OPENING) + body
    if rng.random() < 0.65:
        return f"{event.speaker}{_pick(rng, ('：', '：', ': '))}{body}"
    return body


# ------------------------------------------------------------------ questions

_ASK_OPENERS = ("", "", "", "请问，", "问一下，", "谁清楚：", "@所有人 ", "麻烦问下，")

_PERSON_QUESTIONS: dict[str, tuple[str, ...]] = {
    "city": (
        "{H}平时在哪个城市上班？",
        "{H}人在哪座城市？",
        "{H}的工作城市是哪里？",
        "想当面拜访{H}，得去哪个城市？",
        "{H}现在在哪个城市？",
        "{H}在哪个城市坐班？",
    ),
    "address": (
        "{H}家的地址是什么？",
        "要给{H}家里寄东西，地址怎么写？",
        "{H}的居住地址谁有？",
        "{H}家在哪条路几号？",
        "{H}的收货地址（家里）是多少？",
    ),
    "role": (
        "{H}是干什么的？什么职位？",
        "{H}的职务是？",
        "{H}在厂里是什么头衔？",
        "{H}具体做哪一块工作？",
        "{H}现在什么职位？",
    ),
    "team": (
        "{H}是哪个部门的？",
        "{H}归哪个部门？",
        "{H}在哪个科室？",
        "找{H}该去哪个部门？",
        "{H}现在在哪个组坐？",
    ),
    "manager": (
        "{H}的顶头上司是谁？",
        "{H}现在听谁的安排？",
        "{H}请假要找哪位领导批？",
        "谁是{H}的上级主管？",
        "{H}的老板是哪位？",
    ),
    "drink": (
        "给{H}带饮料带什么？",
        "{H}喝点啥？",
        "下午茶帮{H}点什么好？",
        "{H}爱喝什么饮品？",
        "{H}有什么饮品偏好？",
    ),
    "phone": (
        "{H}的电话是多少？",
        "怎么联系{H}？手机号有吗？",
        "谁有{H}的手机？发我一下",
        "{H}的联系方式（手机）是？",
        "打给{H}拨哪个号？",
    ),
    "email": (
        "{H}的电子邮件地址是？",
        "给{H}发邮件该发哪个地址？",
        "{H}的mail是多少？",
        "谁知道{H}的邮件地址？",
        "{H}的e-mail能发一下吗？",
    ),
}

_PROJECT_QUESTIONS: dict[str, tuple[str, ...]] = {
    "status": (
        "{P}项目现在进展怎么样？",
        "{P}目前是什么情况？",
        "{P}项目推进到哪一步了？",
        "{P}项目眼下情况如何？",
        "有人了解{P}项目的近况吗？",
    ),
    "deadline": (
        "{P}项目哪天要交？",
        "{P}的最后期限是什么时候？",
        "{P}项目什么时候到期？",
        "{P}得在哪天之前搞定？",
        "{P}项目的完成时限是哪天？",
    ),
    "owner": (
        "{P}项目谁说了算？",
        "{P}项目的第一责任人是哪位？",
        "{P}项目有问题该找谁？",
        "{P}项目现在是谁挑大梁？",
        "{P}项目的项目经理是谁？",
    ),
    "cost_centre": (
        "{P}的费用记在哪个账上？编号多少？",
        "{P}项目报销填哪个代码？",
        "{P}项目的费用科目编号是？",
        "{P}的记账代码是多少？",
    ),
}

_CUSTOMER_QUESTIONS: dict[str, tuple[str, ...]] = {
    "plan": (
        "{C}用的是哪个版本？",
        "{C}买的哪一档服务？",
        "{C}在用哪个档位的方案？",
        "{C}的订阅等级是？",
        "{C}现在是什么套餐？",
    ),
    "po_number": (
        "{C}的订单编号是多少？",
        "{C}那边的采购单号是？",
        "{C}下单用的是哪个编号？",
        "对{C}开票要引用哪个单号？",
        "{C}的PO编号谁手上有？",
    ),
}

_VIA_HEADS: dict[str, tuple[str, ...]] = {
    "manager": (
        "{X}的顶头上司",
        "{X}的领导",
        "{X}的上级",
        "{X}的主管领导",
        "{X}的直属领导",
    ),
    "owner": (
        "{X}项目的负责人",
        "{X}项目的项目经理",
        "{X}项目的牵头人",
        "{X}项目的一把手",
        "管{X}项目的那位",
    ),
}

_TICKET_QUESTIONS = (
    "{T}现在什么进度？",
    "{T}搞定了没有？",
    "{T}目前卡在哪一步？",
    "请问工单{T}进展如何？",
    "{T}还挂着吗？",
)
_TICKET_QUESTIONS_DETAIL = (
    "{cust}报的{prob}（{T}）处理得怎么样了？",
    "{cust}催了，{T}那个{prob}的问题现在什么情况？",
    "关于{prob}的{T}，有结果了吗？",
)


# ------------------------------------------------------------------ the family


class _ForumZhFamily:
    """Formal notices mixed with work-group chat, in Simplified Chinese."""

    name: str = "forum-zh"
    language: Literal["en", "zh"] = "zh"
    split: Literal["dev", "test"] = "test"
    lexicon: Lexicon = _LEXICON

    # ---------------------------------------------------------------- identifiers

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier for ``slot`` of ``subject`` (or a ticket id)."""
        if slot == "phone":
            prefix = _pick(rng, _MOBILE_PREFIXES)
            return f"+86 {prefix} {rng.randrange(10000):04d} {rng.randrange(10000):04d}"
        if slot == "email":
            surname, given = _PEOPLE_PINYIN.get(subject, ("staff", ""))
            return f"{surname}{given}{rng.randrange(10000):04d}@{_pick(rng, _MAIL_DOMAINS)}"
        if slot == "cost_centre":
            return f"CC-{rng.randrange(1000, 10000)}-{rng.randrange(100):02d}"
        if slot == "po_number":
            return f"PO{rng.choice((2023, 2024, 2025))}{rng.randrange(1000000):06d}"
        if slot == "ticket":
            return f"GD-{rng.randrange(10000, 100000)}"
        return f"ID-{rng.randrange(100000, 1000000)}"

    # ---------------------------------------------------------------- statements

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` writes for ``event``."""
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return _one_line(_chatter(event, rng))
        if event.slot == "ticket":
            line = _ticket_line(event, rng)
            return _one_line(_wrap_ticket(line, event, rng))
        return _one_line(self._say_fact(event, rng))

    def _say_fact(self, event: Event, rng: random.Random) -> str:
        slot = event.slot or ""
        subject = event.subject or ""
        mode = _mode_of(event, rng)
        need_name = False
        if slot in _PERSON_SLOTS:
            table = _PERSON_CORES
            if event.speaker == subject and rng.random() < 0.55:
                s_text = "我"
                need_name = True
            else:
                s_text = subject
        elif slot in _PROJECT_SLOTS:
            table = _PROJECT_CORES
            s_text = _project_ref(subject, rng)
        elif slot in _CUSTOMER_SLOTS:
            table = _CUSTOMER_CORES
            s_text = subject
        else:
            value = event.value if event.value is not None else (event.old or "")
            return f"{event.speaker}：{subject}的{slot}记为{value}"
        date_style = rng.randrange(6)
        v_text = _value_text(slot, event.value, date_style)
        o_text = _value_text(slot, event.old, date_style)
        cores = table.get((slot, mode))
        if cores is None:
            return f"{event.speaker}：{subject}的{slot}记为{v_text or o_text}"
        if slot == "deadline" and mode == "update_old" and event.value and event.old:
            core = _deadline_shift(s_text, v_text, o_text, event.value > event.old, rng)
        else:
            core = _pick(rng, cores)(s_text, v_text, o_text, rng)
        wrap_kind = "correction" if mode == "correction" else event.kind
        if wrap_kind not in _FORMAL_OPENERS:
            wrap_kind = "state"
        return _wrap(core, event, wrap_kind, rng, need_name=need_name)

    # ---------------------------------------------------------------- questions

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question text."""
        opener = _pick(rng, _ASK_OPENERS)
        if ask.slot == "ticket":
            return _one_line(opener + _ticket_question(ask, rng))
        if ask.via is not None:
            heads = _VIA_HEADS.get(ask.via, ("{X}的" + ask.via + "对应的人",))
            head = _pick(rng, heads).format(X=ask.subject)
            questions = _PERSON_QUESTIONS.get(ask.slot)
            if questions is None:
                return _one_line(f"{opener}{head}的{ask.slot}是什么？")
            return _one_line(opener + _pick(rng, questions).format(H=head))
        if ask.slot in _PERSON_QUESTIONS:
            q = _pick(rng, _PERSON_QUESTIONS[ask.slot]).format(H=ask.subject)
        elif ask.slot in _PROJECT_QUESTIONS:
            q = _pick(rng, _PROJECT_QUESTIONS[ask.slot]).format(P=ask.subject)
        elif ask.slot in _CUSTOMER_QUESTIONS:
            q = _pick(rng, _CUSTOMER_QUESTIONS[ask.slot]).format(C=ask.subject)
        else:
            q = f"{ask.subject}的{ask.slot}是什么？"
        return _one_line(opener + q)


# ------------------------------------------------------------------ glue helpers


def _mode_of(event: Event, rng: random.Random) -> str:
    if event.kind == "negate":
        return "negate"
    if event.kind == "update":
        if event.old is None:
            return "update_new"
        roll = rng.random()
        if roll < 0.45:
            return "update_old"
        if roll < 0.8:
            return "update_new"
        return "correction"
    return "state"


def _value_text(slot: str, value: str | None, date_style: int) -> str:
    if value is None:
        return ""
    if slot == "deadline":
        return _render_date(value, date_style)
    return value


def _deadline_shift(s: str, v: str, o: str, later: bool, rng: random.Random) -> str:
    options: tuple[str, ...]
    if later:
        options = (
            f"{s}的截止日期由{o}顺延至{v}",
            f"{s}交付推迟，从{o}延到{v}",
            f"{s}申请延期获批，{o}改为{v}",
            f"{s}节点从{o}往后挪到{v}",
        )
    else:
        options = (
            f"{s}的截止日期由{o}提前至{v}",
            f"{s}要提前交付，{o}改成{v}",
            f"客户催货，{s}节点从{o}提前到{v}",
            f"{s}从{o}压缩到{v}完成",
        )
    return _pick(rng, options)


def _wrap_ticket(line: str, event: Event, rng: random.Random) -> str:
    roll = rng.random()
    colon = _pick(rng, ("：", "：", ": "))
    tail = _pick(rng, ("", "", "。", "，请知悉。", "，有问题随时反馈", "，特此同步。"))
    if line.startswith("【"):
        tail = ""
    if roll < 0.55:
        return f"{event.speaker}{colon}{line}{tail}"
    if roll < 0.75 and not line.startswith("【"):
        return _pick(rng, ("【工单】", "【IT支持】", "【客服】")) + line + tail
    return line + tail


def _ticket_question(ask: Ask, rng: random.Random) -> str:
    problem, customer = _split_detail(ask.detail)
    if problem and customer and rng.random() < 0.5:
        template = _pick(rng, _TICKET_QUESTIONS_DETAIL)
        return template.format(T=ask.subject, cust=customer, prob=problem)
    return _pick(rng, _TICKET_QUESTIONS).format(T=ask.subject)


def _one_line(text: str) -> str:
    flat = " ".join(text.split("\n")).strip()
    return flat[:299]


FAMILY: Family = _ForumZhFamily()
"""The ``forum-zh`` phrasing family (test split)."""
