"""WeChat / DingTalk work-group chatter of a Chinese tech company (family ``wechat-zh``).

Style:
    Simplified Chinese, the way colleagues type in a busy company group chat: short,
    colloquial lines, sentence-final particles (哈, 啊, 吧, 哦, 呀), WeChat emoji codes
    (``[OK]``, ``[抱拳]``) and a few emoji, English tech words mixed in (base, leader,
    owner, deadline, ddl, PO), and a speaker prefix such as ``王芳：`` on some lines.
    Most turns are small talk about 外卖, the commute, the weather, 调休 and holidays.

Author intent:
    Facts are dropped casually in the middle of the noise, never in one fixed
    template: every line is composed from a random opener, one of many clause shapes
    per (slot, event kind), optional trailing remarks and particles. Updates sometimes
    name the old value, sometimes not, and sometimes come as a correction of an earlier
    mistake. When speakers talk about themselves they write in the first person, but
    the speaker prefix always carries their name. Questions use different words than
    the statements (职位 / 头衔 rather than 岗位, 顶头上司 rather than 汇报, ...), and
    two-hop questions spell out the chain ("the boss of X", "whoever leads project P").

The module only depends on the standard library and :mod:`sfams_tiers._bench._family`.
"""

# Chinese chat text is written with full-width punctuation (，：？！～) on purpose.
# ruff: noqa: RUF001, RUF002, RUF003

from __future__ import annotations

import random
from typing import Final, Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY"]

# --------------------------------------------------------------------------- lexicon

_PEOPLE_PINYIN: Final[dict[str, str]] = {
    "王芳": "wangfang",
    "李娜": "lina",
    "张伟": "zhangwei",
    "刘洋": "liuyang",
    "陈静": "chenjing",
    "杨帆": "yangfan",
    "赵磊": "zhaolei",
    "黄婷": "huangting",
    "周婕": "zhoujie",
    "吴昊": "wuhao",
    "徐丽": "xuli",
    "孙浩然": "sunhaoran",
    "胡敏": "humin",
    "朱琳": "zhulin",
    "高翔": "gaoxiang",
    "林晓雯": "linxiaowen",
    "何佳": "hejia",
    "郭鹏": "guopeng",
    "罗娟": "luojuan",
    "梁宇": "liangyu",
    "宋雨桐": "songyutong",
    "郑凯": "zhengkai",
    "谢颖": "xieying",
    "韩冰": "hanbing",
    "唐子豪": "tangzihao",
    "冯涛": "fengtao",
    "曹蕾": "caolei",
    "袁媛": "yuanyuan",
    "蒋薇": "jiangwei",
    "邵明轩": "shaomingxuan",
}

LEXICON: Final[Lexicon] = Lexicon(
    people=tuple(_PEOPLE_PINYIN),
    projects=(
        "天枢",
        "北斗",
        "鲲鹏",
        "盘古",
        "伏羲",
        "白泽",
        "青鸾",
        "烛龙",
        "昆仑",
        "启明",
        "织女",
        "凌霄",
    ),
    customers=(
        "星河科技",
        "云帆物流",
        "华锦医疗",
        "蓝海教育",
        "鼎盛零售",
        "恒远金融",
        "瑞丰食品",
        "博雅传媒",
    ),
    teams=(
        "支付组",
        "增长组",
        "基础架构组",
        "数据平台组",
        "移动端组",
        "风控组",
        "客服中台",
        "商业化组",
        "安全组",
        "搜索推荐组",
    ),
    cities=(
        "北京",
        "上海",
        "广州",
        "深圳",
        "杭州",
        "成都",
        "武汉",
        "南京",
        "西安",
        "苏州",
        "重庆",
        "天津",
        "长沙",
        "郑州",
        "青岛",
        "厦门",
        "合肥",
        "大连",
        "沈阳",
        "济南",
        "昆明",
        "福州",
        "宁波",
        "无锡",
        "东莞",
        "佛山",
        "珠海",
        "贵阳",
        "南昌",
        "哈尔滨",
        "长春",
        "石家庄",
        "太原",
        "南宁",
        "海口",
    ),
    addresses=(
        "朝阳区建国路88号",
        "朝阳区望京街9号院3号楼",
        "海淀区中关村大街27号",
        "海淀区学院路35号",
        "西城区金融大街15号",
        "东城区东四十条22号",
        "浦东新区张江路665号",
        "浦东新区世纪大道1200弄",
        "徐汇区漕溪北路398号",
        "静安区愚园路172弄",
        "长宁区仙霞路99号",
        "天河区体育西路191号",
        "天河区珠江新城花城大道18号",
        "越秀区中山五路70号",
        "南山区科技园科苑路15号",
        "南山区后海大道2388号",
        "福田区深南中路3031号",
        "宝安区新安六路56号",
        "西湖区文三路478号",
        "滨江区江南大道3888号",
        "余杭区文一西路969号",
        "武侯区天府大道中段666号",
        "高新区锦城大道539号",
        "洪山区珞喻路1037号",
        "江汉区解放大道688号",
        "鼓楼区中山路321号",
        "玄武区珠江路88弄",
        "雁塔区科技路48号",
        "工业园区星湖街328号",
        "渝中区解放碑八一路18号",
        "岳麓区麓山南路932号",
        "金水区花园路66号",
        "崂山区香港东路195号",
        "思明区环岛南路2680号",
        "蜀山区长江西路509号",
        "市南区闽江路12号",
        "历下区泉城路180号",
        "五华区翠湖南路41号",
        "鄞州区天童南路588号",
        "新吴区长江路7号",
        "禅城区季华五路23号",
        "香洲区情侣中路47号",
        "观山湖区林城西路96号",
        "红谷滩区丰和中大道1299号",
    ),
    roles=(
        "前端工程师",
        "后端工程师",
        "产品经理",
        "测试工程师",
        "运维工程师",
        "视觉设计师",
        "数据分析师",
        "算法工程师",
        "项目经理",
        "技术总监",
        "架构师",
        "交互设计师",
        "客户成功经理",
        "销售总监",
    ),
    drinks=(
        "冰美式",
        "生椰拿铁",
        "抹茶拿铁",
        "热豆浆",
        "乌龙茶",
        "柠檬水",
        "杨枝甘露",
        "珍珠奶茶",
        "红枣枸杞茶",
        "气泡水",
        "普洱",
        "可乐",
        "酸梅汤",
        "菊花茶",
    ),
    statuses=(
        "正常推进",
        "有延期风险",
        "暂停",
        "已上线",
        "联调中",
        "待验收",
        "灰度发布中",
        "需求评审中",
        "封板",
        "紧急修复中",
    ),
    plans=(
        "基础版",
        "专业版",
        "企业版",
        "旗舰版",
        "免费试用版",
        "团队版",
    ),
    problems=(
        "导出的报表少了最后一行",
        "登录页一直转圈进不去",
        "短信验证码收不到",
        "支付回调超时",
        "安卓端打开就闪退",
        "订单列表加载特别慢",
        "发票下载出来是乱码",
        "推送消息重复发了好几遍",
        "后台权限配置不生效",
        "数据看板的数字对不上",
        "上传图片一直失败",
        "搜索结果总是为空",
        "批量导入的时候报错",
    ),
)

_PERSON_SLOTS: Final = frozenset(
    {"city", "address", "role", "team", "manager", "drink", "phone", "email"}
)
_PROJECT_SLOTS: Final = frozenset({"status", "deadline", "owner", "cost_centre"})
_CUSTOMER_SLOTS: Final = frozenset({"plan", "po_number"})

# --------------------------------------------------------------------------- helpers


def _pick(rng: random.Random, options: tuple[str, ...]) -> str:
    return options[rng.randrange(len(options))]


def _date(iso: str | None, rng: random.Random) -> str:
    """Render an ISO date the way people type it in a chat (5月17日, 5.17, ...)."""
    if not iso:
        return "待定"
    try:
        year_s, month_s, day_s = iso.split("-")
        year, month, day = int(year_s), int(month_s), int(day_s)
    except ValueError:
        return iso
    forms = (
        f"{month}月{day}日",
        f"{month}月{day}号",
        f"{month}月{day}号",
        f"{month}.{day}",
        f"{month}/{day}",
        f"{year}年{month}月{day}日",
        f"{month}月{day}日",
    )
    return _pick(rng, forms)


def _person(name: str, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.08:
        return name + "老师"
    if r < 0.14:
        return name + "同学"
    return name


def _project(name: str, rng: random.Random) -> str:
    return _pick(rng, (name, name, name + "项目", name + "项目", f"「{name}」"))


def _customer(name: str, rng: random.Random) -> str:
    return _pick(rng, (name, name, name, "客户" + name, name + "那边"))


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "有个问题", "客户"
    problem, _, customer = detail.partition("|")
    problem, customer = problem.strip(), customer.strip()
    return problem or "有个问题", customer or "客户"


_END: Final = (
    "",
    "",
    "",
    "哈",
    "哈",
    "哦",
    "啊",
    "。",
    "。",
    "！",
    "～",
    "哈～",
    " [OK]",
    " 👌",
    " [抱拳]",
    "，大家知悉一下",
    "，注意下哈",
)

_OPEN_3RD: Final = (
    "",
    "",
    "",
    "",
    "跟大家同步一下，",
    "说一下哈，",
    "提醒下，",
    "各位，",
    "更新个信息：",
    "刚确认了，",
    "顺便说下，",
    "通知一下：",
    "对了，",
    "hr那边刚说，",
    "周会上提到，",
    "FYI，",
    "补充一下，",
)

_OPEN_1ST: Final = (
    "",
    "",
    "",
    "跟大家说下，",
    "报备一下，",
    "对了，",
    "同步下哈，",
    "嗨各位，",
    "说个事，",
)

_CORRECTION: Final = (
    "更正一下：",
    "刚才说错了，",
    "sorry，之前发错了，",
    "纠正下前面的信息，",
    "不好意思我记错了，",
    "撤回重发：",
    "前面那条有误，",
    "改一下刚才的，",
)

# Clause shapes. Placeholders: {s} subject, {v} value, {o} old value.
# A shape containing "ta" or "恭喜" only fits a third-person statement.

_STATE: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "{s}现在base在{v}",
        "{s}常驻{v}",
        "{s}是在{v}办公的",
        "{s}人在{v}，平时都去那边的office",
        "{s}在{v}那边上班",
        "{s}是{v}分公司的",
        "{s}一直在{v}远程办公",
        "{s}目前驻场{v}",
        "{s}的工位在{v}",
        "{s}这边的工作地点是{v}",
    ),
    "address": (
        "{s}家住{v}",
        "{s}的住址是{v}",
        "{s}住{v}，快递可以寄这里",
        "{s}住在{v}那边",
        "{s}的收件地址：{v}",
        "{s}家的地址是{v}，年会礼品往这寄",
        "{s}家就在{v}",
        "登记一下，{s}住址：{v}",
    ),
    "role": (
        "{s}是咱们的{v}",
        "{s}现在做{v}",
        "{s}的岗位是{v}",
        "{s}在团队里是{v}",
        "{s}的title是{v}",
        "{s}目前担任{v}",
        "{s}是新来的{v}",
        "{s}这边是做{v}的",
    ),
    "team": (
        "{s}在{v}",
        "{s}是{v}的",
        "{s}属于{v}",
        "{s}编制在{v}",
        "{s}加入了{v}",
        "{s}是咱们{v}的同学",
        "{s}目前待在{v}",
    ),
    "manager": (
        "{s}向{v}汇报",
        "{s}的直属领导是{v}",
        "{s}的leader是{v}",
        "{s}归{v}带",
        "{s}的老板是{v}",
        "{v}是{s}的上级",
        "{s}的汇报线在{v}那里",
        "{s}这边由{v}直接带",
    ),
    "drink": (
        "{s}喜欢喝{v}",
        "{s}每天都要一杯{v}",
        "{s}只喝{v}",
        "给{s}带{v}就行",
        "{s}最爱{v}",
        "{s}的续命水是{v}",
        "{s}点单永远是{v}",
        "{s}下午必须来杯{v}",
    ),
    "phone": (
        "{s}的手机号是{v}",
        "{s}的电话：{v}",
        "{s}手机：{v}，有急事直接打",
        "找{s}的话打{v}",
        "{s}的号码{v}",
        "{s}的联系电话是{v}",
        "{s}手机号{v}，存一下",
    ),
    "email": (
        "{s}的邮箱是{v}",
        "{s}邮箱：{v}",
        "给{s}发邮件用{v}",
        "{s}的工作邮箱是{v}，抄送记得加上",
        "{s}的email：{v}",
        "周报抄送{s}的话发{v}",
    ),
    "status": (
        "{s}目前状态：{v}",
        "{s}现在是{v}",
        "{s}这边进度：{v}",
        "{s}的状态是{v}",
        "{s}进入{v}阶段",
        "同步下{s}进展：{v}",
        "{s}当前{v}",
        "看板上{s}标的是{v}",
    ),
    "deadline": (
        "{s}的deadline是{v}",
        "{s}要在{v}之前交付",
        "{s}截止日期定在{v}",
        "{s}最晚{v}上线",
        "{s} ddl：{v}",
        "{s}的交付节点是{v}",
        "{s}得在{v}前搞定",
    ),
    "owner": (
        "{s}由{v}负责",
        "{s}的负责人是{v}",
        "{v}牵头{s}",
        "{s}的owner是{v}",
        "{s}有问题找{v}，ta是负责人",
        "{v}在带{s}",
        "{s}这块是{v}主导",
    ),
    "cost_centre": (
        "{s}的成本中心是{v}",
        "{s}报销走{v}",
        "{s}的预算编码：{v}",
        "{s}相关的费用挂{v}",
        "{s}的成本中心：{v}，报销别填错",
        "{s}申请费用统一用{v}",
    ),
    "plan": (
        "{s}用的是{v}",
        "{s}买的{v}",
        "{s}签的是{v}",
        "{s}目前是{v}客户",
        "{s}订阅的{v}",
        "{s}开通的是{v}",
    ),
    "po_number": (
        "{s}的采购单号是{v}",
        "{s}的PO：{v}",
        "{s}给的PO号是{v}",
        "开票的时候{s}要备注PO {v}",
        "{s}的采购订单：{v}",
        "{s}合同对应的PO是{v}",
    ),
}

_UPDATE_OLD: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "{s}从{o}调到{v}了",
        "{s}已经从{o}搬去{v}办公了",
        "{s}不在{o}了，现在base{v}",
        "{s}这周开始从{o}转到{v}那边",
        "{s}离开{o}，去{v}了",
        "{s}的工作地点从{o}改成{v}了",
        "{s}告别{o}，正式去{v}常驻了",
    ),
    "address": (
        "{s}搬家了，从{o}搬到了{v}",
        "{s}已经搬出{o}，新家在{v}",
        "{s}的住址从{o}改成{v}了",
        "{s}不住{o}了，现在住{v}",
        "{s}换房子了，{o}退租了，新地址是{v}",
    ),
    "role": (
        "{s}从{o}转岗成{v}了",
        "{s}不做{o}了，改做{v}",
        "{s}的岗位从{o}调整为{v}",
        "{s}之前是{o}，现在是{v}了",
        "{s}从{o}转{v}了，恭喜恭喜🎉",
    ),
    "team": (
        "{s}从{o}转到{v}了",
        "{s}离开{o}，加入{v}",
        "{s}已经从{o}调去{v}",
        "{s}不在{o}了，现在在{v}",
        "{s}从{o}借调到{v}，已经正式转过去了",
    ),
    "manager": (
        "{s}的汇报对象从{o}换成{v}了",
        "{s}以后改向{v}汇报，不再找{o}了",
        "{s}的leader由{o}换成了{v}",
        "{o}不带{s}了，换成{v}带",
        "{s}从{o}那边转到{v}手下了",
    ),
    "drink": (
        "{s}最近不喝{o}了，改喝{v}",
        "{s}从{o}换成{v}了",
        "{s}说{o}喝腻了，现在只要{v}",
        "别给{s}带{o}了，ta现在喝{v}",
        "{s}把{o}戒了，迷上{v}了",
    ),
    "phone": (
        "{s}的手机号从{o}换成{v}了",
        "{s}新手机号：{v}，{o}那个不用了",
        "{s}换号了，{o}作废，新号{v}",
        "{s}号码改了，以前是{o}，现在是{v}",
    ),
    "email": (
        "{s}邮箱改了，新的是{v}，老的{o}别用了",
        "{s}的邮箱从{o}换成了{v}",
        "{s}的email更新了：{o}停用，改用{v}",
        "以后给{s}发邮件别用{o}了，用{v}",
    ),
    "status": (
        "{s}从{o}变成{v}了",
        "{s}不再是{o}，现在{v}",
        "{s}的状态由{o}改成{v}",
        "{s}已经从{o}进到{v}了",
        "{s}状态更新：{o} → {v}",
    ),
    "deadline": (
        "{s}的deadline从{o}挪到{v}了",
        "{s}的交付时间由{o}改成{v}",
        "{s}原来{o}交，现在改成{v}",
        "{s} ddl变了：{o}改到{v}",
    ),
    "owner": (
        "{s}换负责人了，{o}交接给了{v}",
        "{s}的owner从{o}换成{v}",
        "{o}把{s}交给{v}了",
        "{s}不归{o}负责了，改由{v}牵头",
    ),
    "cost_centre": (
        "{s}的预算编码从{o}改成{v}",
        "{s}以后报销挂{v}，别再用{o}",
        "{s}的成本中心由{o}调整为{v}",
        "财务说{s}的{o}停了，换成{v}",
    ),
    "plan": (
        "{s}从{o}换到{v}了",
        "{s}续费的时候从{o}改成{v}",
        "{s}不用{o}了，切到{v}",
        "{s}的套餐由{o}变更为{v}",
    ),
    "po_number": (
        "{s}的PO从{o}改为{v}",
        "{s}重新下了单，{o}作废，新PO是{v}",
        "{s}的采购单号{o}换成{v}了",
    ),
}

_UPDATE_NEW: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "{s}调去{v}了",
        "{s}现在改在{v}办公",
        "{s}换到{v}的office了",
        "{s}最近搬到{v}那边上班了",
        "{s}已经去{v}报到了",
        "{s}被派到{v}常驻了",
    ),
    "address": (
        "{s}搬家了，新地址：{v}",
        "{s}换房子了，现在住{v}",
        "{s}的新地址是{v}",
        "{s}家搬到{v}了，以后快递寄这里",
        "{s}乔迁新居🎉 {v}",
    ),
    "role": (
        "{s}升{v}了，恭喜恭喜🎉",
        "{s}现在是{v}了",
        "{s}转{v}了",
        "{s}的岗位调整为{v}",
        "{s}正式转成{v}",
    ),
    "team": (
        "{s}调去{v}了",
        "{s}现在归{v}了",
        "{s}已经正式转入{v}",
        "{s}去{v}了，以后那边的事找ta",
        "{s}换组了，现在在{v}",
    ),
    "manager": (
        "{s}换leader了，现在是{v}",
        "{s}调整汇报线了，现在跟{v}",
        "{v}接手带{s}了",
        "{s}以后向{v}汇报",
        "{s}现在归{v}带",
    ),
    "drink": (
        "{s}口味变了，现在喜欢{v}",
        "{s}现在迷上{v}了",
        "以后给{s}带{v}吧",
        "{s}最近天天喝{v}",
        "{s}改喝{v}了",
    ),
    "phone": (
        "{s}换号了，新号码是{v}",
        "{s}号码改成{v}了",
        "{s}新手机：{v}",
        "{s}的新号{v}，大家更新下通讯录",
    ),
    "email": (
        "{s}的邮箱换成{v}了",
        "{s}的邮件地址更新为{v}",
        "{s}新邮箱：{v}",
        "{s}邮箱迁移了，现在用{v}",
    ),
    "status": (
        "{s}的状态改成{v}",
        "{s}最新状态：{v}",
        "{s}现在变成{v}了",
        "刚开完会，{s}调整为{v}",
    ),
    "deadline": (
        "{s}的交付时间改成{v}",
        "{s} ddl变了，现在是{v}",
        "{s}的deadline调到{v}",
        "{s}节点重新排了，定在{v}",
    ),
    "owner": (
        "{s}现在由{v}接手",
        "{v}接了{s}的owner",
        "{s}换人负责了，现在是{v}",
        "{s}以后{v}牵头",
    ),
    "cost_centre": (
        "{s}的成本中心换成{v}了",
        "{s}以后费用挂{v}",
        "{s}的预算编码改成{v}",
    ),
    "plan": (
        "{s}续费改成{v}了",
        "{s}换套餐了，现在{v}",
        "{s}切到{v}了",
        "{s}刚开通了{v}",
    ),
    "po_number": (
        "{s}的PO换成{v}了",
        "{s}重新下了单，新PO是{v}",
        "{s}的采购单号更新为{v}",
    ),
}

_NEGATE: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "{s}已经不在{o}办公了，新地方还没定",
        "{s}离开{o}了，之后去哪还不清楚",
        "{s}不再base{o}了",
        "{s}从{o}撤回来了，暂时没固定的办公地点",
        "{s}在{o}的工位退掉了",
    ),
    "address": (
        "{s}已经不住{o}了，新地址还没给",
        "{s}从{o}搬走了",
        "{o}那个地址别再给{s}寄东西了，ta已经搬走了",
        "{s}在{o}的房子退租了",
    ),
    "role": (
        "{s}不再担任{o}了",
        "{s}已经不做{o}了，新岗位还没定",
        "{s}卸任{o}了",
        "{s}的{o}职位撤掉了",
    ),
    "team": (
        "{s}已经不在{o}了",
        "{s}从{o}离开了，去向待定",
        "{o}的群里把{s}移出去了，ta已经不是{o}的人了",
        "{s}退出{o}了",
    ),
    "manager": (
        "{s}不再向{o}汇报了",
        "{o}不带{s}了，新leader还没定",
        "{s}跟{o}的汇报关系解除了",
        "{s}已经不归{o}管了",
    ),
    "drink": (
        "{s}戒{o}了",
        "{s}不喝{o}了，别再给ta点了",
        "{s}说{o}喝腻了，先别给ta带了",
        "{s}最近不碰{o}了",
    ),
    "phone": (
        "{s}之前那个号{o}停机了",
        "{o}这个号已经打不通了，{s}说不用了",
        "{s}的{o}已经注销了，新号还没给",
        "{s}原来的手机{o}不用了",
    ),
    "email": (
        "{s}的{o}这个邮箱停用了",
        "{o}已经收不到了，{s}那个邮箱注销了",
        "别再往{o}给{s}发邮件了，已经废弃",
    ),
    "status": (
        "{s}已经不是{o}了，新状态等周会再定",
        "{s}的{o}状态撤了",
        "{s}不算{o}了",
        "{s}不再标{o}，具体状态待更新",
    ),
    "deadline": (
        "{s}原定{o}的deadline取消了，新时间待定",
        "{s}不用赶{o}了",
        "{o}那个节点作废了，{s}的时间另行通知",
    ),
    "owner": (
        "{o}不再负责{s}了",
        "{o}已经从{s}撤下来了，新owner待定",
        "{s}现在没人牵头了，{o}退出了",
        "{o}卸下了{s}的担子",
    ),
    "cost_centre": (
        "{s}的{o}这个成本中心停用了",
        "{o}已经关了，{s}的费用先别报",
        "{s}不再走{o}了",
    ),
    "plan": (
        "{s}不再用{o}了，还在谈新的套餐",
        "{s}的{o}到期没续",
        "{s}退订了{o}",
    ),
    "po_number": (
        "{s}的PO {o}作废了",
        "{o}这个采购单{s}那边取消了",
        "{s}撤回了PO {o}",
    ),
}

_EXTRA: Final[dict[str, tuple[str, ...]]] = {
    "city": ("，有线下会的话可以约", "，出差过去可以找ta", "，注意时间安排"),
    "address": ("，快递别寄错了", "，礼品统一寄过去", "，行政那边已经登记了"),
    "role": ("，有相关的事可以找ta", "，组织架构图我会更新", "，欢迎欢迎👏"),
    "team": ("，拉群的时候记得加上", "，oa上已经改了", "，欢迎新同学👏"),
    "manager": ("，请假审批找对人", "，oa审批流已经改了", "，周报记得抄送"),
    "drink": ("，下午茶别点错了", "，记一下", "，拼单的时候注意"),
    "phone": ("，微信同号", "，大家更新下通讯录", "，有急事打这个"),
    "email": ("，发文件走这个", "，大家更新下通讯录", "，周报别发错"),
    "status": ("，周会细聊", "，有问题及时拉群", "，看板已更新"),
    "deadline": ("，大家把控下节奏", "，别拖哈", "，排期表已经改了"),
    "owner": ("，有问题直接找ta", "，对接人也是ta", "，大家配合一下"),
    "cost_centre": ("，报销单注意填写", "，财务那边已经确认", "，别填旧的"),
    "plan": ("，续费提醒我设好了", "，销售那边确认过", "，权限已经开了"),
    "po_number": ("，开票记得写上", "，财务已经登记", "，合同那边对过了"),
}

_THIRD_ONLY_MARKERS: Final = ("ta", "恭喜", "同学", "欢迎")

# --------------------------------------------------------------------------- tickets

_TICKET_OPEN: Final = (
    "{c}反馈{p}，建了工单{t}",
    "新工单{t}：{c}{p}",
    "{t}：{c}报了个问题，{p}",
    "刚收到{c}的投诉，{p}，工单号{t}",
    "{c}又出问题了😓 {p}，已提{t}",
    "客服转过来一个单子{t}，{c}说{p}",
    "紧急！{c}{p}，工单{t}，谁有空看下",
    "{t}已创建，{c}那边{p}，麻烦跟进一下",
    "@所有人 {c}{p}，对应工单{t}",
)
_TICKET_PROGRESS: Final = (
    "{t}（{c}那个{p}）已经在查了",
    "{t}我们这边在跟了",
    "{t}开始排查了，{c}的{p}",
    "{c}那个{t}处理中",
    "{t}已经有人认领了，正在定位",
    "{t}复现了，在看日志",
    "{c}的{t}在修，预计今天给结论",
    "{p}那个{t}，研发已经接手了",
)
_TICKET_DONE: Final = (
    "{t}修好了，{c}确认没问题了",
    "{t}已关闭，{p}的问题解决了",
    "{c}的{t}修复已经发布了",
    "{t}搞定了✅",
    "{t}可以关了，{c}验证通过",
    "{p}那个{t}已经解决，客户那边回复ok",
    "{t}闭环了，谢谢大家🙏",
    "{c}那个{t}热修上去了，问题没了",
)
_TICKET_WITHDRAWN: Final = (
    "{t}先挂起，{c}说暂时不用处理",
    "{t}撤回了，{c}那边误报",
)

# --------------------------------------------------------------------------- asks

_ASK: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "{s}人在哪个城市",
        "{s}是在哪边坐班",
        "有人知道{s}在哪个城市工作吗",
        "{s}现在在哪个城市",
        "{s}是哪个office的",
        "想线下找{s}聊聊，ta在哪座城市呀",
    ),
    "address": (
        "{s}家具体在哪条路",
        "要给{s}寄礼物，寄到哪里",
        "谁有{s}家的详细门牌",
        "{s}的家庭地址是啥",
        "{s}家是在哪片儿",
    ),
    "role": (
        "{s}主要干啥的",
        "{s}具体干哪块的",
        "{s}现在什么职位",
        "{s}的头衔是啥",
        "{s}在公司是干嘛的",
    ),
    "team": (
        "{s}隶属哪个部门",
        "{s}是哪个组的同事",
        "{s}目前在哪个团队",
        "想拉{s}进群，ta是哪个部门的",
        "{s}是哪个小组的人",
    ),
    "manager": (
        "谁是{s}的顶头上司",
        "{s}上面管ta的是哪位",
        "{s}请假要找谁批",
        "{s}的boss是哪位",
        "{s}的绩效谁来打",
    ),
    "drink": (
        "给{s}带喝的，ta要什么",
        "{s}平时喝点啥",
        "下午茶帮{s}点什么饮品",
        "{s}的饮料口味是什么",
        "{s}偏好什么饮品",
    ),
    "phone": (
        "{s}的手机多少",
        "怎么打给{s}，有号吗",
        "谁有{s}的联系方式（手机）",
        "{s}的cell是多少",
        "急找{s}，有ta手机吗",
    ),
    "email": (
        "{s}的企业邮是什么",
        "发邮件给{s}，发哪个地址",
        "{s}的mail有吗",
        "{s}收邮件用哪个",
        "谁知道{s}的邮箱",
    ),
    "status": (
        "{s}现在怎么样了",
        "{s}眼下情况如何",
        "{s}推进到哪一步了",
        "{s}目前啥情况",
        "{s}还顺利吗",
    ),
    "deadline": (
        "{s}什么时候要交",
        "{s}最后期限是哪天",
        "{s}得哪天弄完",
        "{s}哪天必须完成",
        "{s}几号收尾",
    ),
    "owner": (
        "{s}是谁主事",
        "{s}有事该找谁拍板",
        "{s}的头儿是谁",
        "{s}现在谁说了算",
        "{s}归谁管",
    ),
    "cost_centre": (
        "{s}的报销该填什么编码",
        "{s}的钱从哪个账上走",
        "{s}记账用哪个code",
        "{s}的费用归口编号是多少",
        "{s}报费用挂哪个账号",
    ),
    "plan": (
        "{s}订的是哪一档",
        "{s}是什么版本的客户",
        "{s}付费档位是啥",
        "{s}现在开的哪个版本",
        "{s}是哪个付费方案",
    ),
    "po_number": (
        "{s}的采购订单编号是多少",
        "给{s}开票要填哪个订单号",
        "{s}的订单编号是哪个",
        "{s}下单的单号有人记得吗",
        "{s}那笔采购的单号多少",
    ),
    "ticket": (
        "{t}现在什么情况",
        "{c}那个{p}的单子{t}怎么样了",
        "{t}处理到哪一步了",
        "{t}有进展吗",
        "{t}关了没",
        "{c}反馈的{t}，现在啥状态",
    ),
}

# Two-hop: (via, slot) -> shapes; {s} is the start of the chain.
_ASK2: Final[dict[tuple[str, str], tuple[str, ...]]] = {
    ("manager", "city"): (
        "{s}的boss在哪个城市",
        "{s}的顶头上司人在哪边",
        "给{s}批假的那位在哪个城市",
        "{s}的直属boss现在在哪座城市",
        "{s}顶头那位boss是哪个城市的",
    ),
    ("manager", "address"): (
        "{s}的顶头上司家在哪条路",
        "给{s}的boss寄东西该寄到哪",
        "{s}上司的家庭地址谁知道",
        "{s}的boss家是哪条街",
    ),
    ("manager", "phone"): (
        "{s}的上司手机号多少",
        "怎么联系{s}的boss，有电话吗",
        "{s}顶头上司的电话谁有",
        "给{s}批假的那位，手机多少",
    ),
    ("owner", "city"): (
        "{s}拍板的那位在哪个城市",
        "{s}的头儿人在哪",
        "{s}主事的人是哪个城市的",
        "{s}的一把手在哪边坐班",
    ),
    ("owner", "address"): (
        "{s}的一把手家在哪",
        "给{s}的头儿寄东西寄到哪",
        "{s}拍板的那位家是哪条路",
        "{s}主事那个人的家庭地址是啥",
    ),
    ("owner", "phone"): (
        "{s}一把手的手机多少",
        "{s}的头儿电话谁有",
        "找{s}拍板的人，怎么打给ta",
        "{s}主事的那位手机多少",
    ),
}

_VIA_LABEL: Final[dict[str, tuple[str, ...]]] = {
    "manager": ("的顶头上司", "的boss", "的上司"),
    "owner": ("的一把手", "的头儿", "拍板的人"),
}

_SLOT_LABEL: Final[dict[str, str]] = {
    "city": "在哪个城市",
    "address": "家庭地址是啥",
    "role": "什么职位",
    "team": "哪个部门",
    "manager": "顶头上司是谁",
    "drink": "爱喝什么",
    "phone": "手机多少",
    "email": "邮件地址是啥",
    "status": "眼下情况如何",
    "deadline": "哪天截止",
    "owner": "谁主事",
    "cost_centre": "报销编码是啥",
    "plan": "哪个版本",
    "po_number": "采购订单编号多少",
}

_ASK_OPEN: Final = (
    "",
    "",
    "",
    "请问",
    "问下，",
    "大家好，",
    "急，",
    "弱弱问一句，",
    "有人知道吗，",
    "打扰一下，",
    "求助：",
)
_ASK_END: Final = ("？", "？", "？", "呀？", "啊？", "来着？", "？🙏", "?")

# --------------------------------------------------------------------------- chatter

_FOOD: Final = (
    "黄焖鸡",
    "麻辣烫",
    "牛肉拉面",
    "沙县小吃",
    "螺蛳粉",
    "酸菜鱼",
    "轻食沙拉",
    "煲仔饭",
    "猪脚饭",
    "肯德基",
    "麦当劳",
    "饺子",
    "盖浇饭",
    "烤肉饭",
    "寿司",
    "披萨",
    "炸鸡",
    "煎饼果子",
    "米线",
    "烧腊饭",
    "小龙虾",
    "麻辣香锅",
)
_SNACK: Final = (
    "零食",
    "小蛋糕",
    "水果",
    "月饼",
    "粽子",
    "坚果",
    "巧克力",
    "蛋黄酥",
    "鲜花饼",
    "牛肉干",
    "饼干",
    "老家的特产",
)
_HOLIDAY: Final = ("五一", "国庆", "端午", "中秋", "春节", "清明", "元旦")
_WEATHER: Final = (
    "今天好热啊，空调开大点吧",
    "外面下大雨了，没带伞的注意",
    "又降温了，大家多穿点",
    "今天雾霾好重，记得戴口罩",
    "今天天气真好，适合摸鱼",
    "台风要来了，明天可能居家办公",
    "这雨下了一整天了",
    "早上出门差点冻成狗",
    "这天气闷得要命",
    "下雪了！楼下好多人在拍照",
)
_COMMUTE: Final = (
    "地铁又晚点了，要迟到几分钟",
    "今天早高峰堵死了",
    "公交挤成沙丁鱼了",
    "打不到车，大家等我一下",
    "骑共享单车过来的，腿都软了",
    "地铁里信号太差了，消息晚回见谅",
    "今天电梯排队排了十分钟",
    "停车场满了，绕了三圈",
    "早上闹钟没响，在路上了",
    "高架上出事故了，堵着呢",
)
_OFFICE: Final = (
    "打印机又卡纸了，有人会修吗",
    "大会议室下午被订满了",
    "茶水间的微波炉坏了",
    "今天工位的空调太冷了",
    "有人看到我的充电器吗",
    "楼下快递柜满了",
    "行政说下周五消防演习",
    "周五下午有团建，大家别约会",
    "工牌忘带了，谁帮我开下门",
    "今天的站会改到十点半",
    "投影仪连不上，IT能来看看吗",
    "这周报又要写到半夜了",
    "下午三点全员大会，别忘了",
    "wifi是不是又断了",
)
_MISC: Final = (
    "周末有人去爬山吗",
    "昨晚的球赛看了没，太刺激了",
    "最近在追一部剧，好上头",
    "今天是周五吗？怎么感觉才周三",
    "困死了，中午得眯一会",
    "谁有充电宝借我用下",
    "刚刚那个需求评审开了两个小时",
    "年终奖什么时候发啊",
    "今年体检报名开始了，记得填",
    "健身房新开了瑜伽课",
    "摸鱼被抓了哈哈哈",
    "明天穿正装吗？有客户来参观",
)
_ACK: Final = (
    "收到",
    "好的",
    "ok",
    "👍",
    "[OK]",
    "收到收到",
    "好嘞",
    "了解",
    "没问题",
    "哈哈哈哈",
    "+1",
    "[捂脸]",
    "[旺柴]",
    "辛苦了",
    "稍等，我看下",
    "马上",
)
_CHAT_END: Final = ("", "", "", "哈", "哈哈", "～", "！", "。", " [捂脸]", " [旺柴]", " 😂", " 🙏")


def _chatter(event: Event, rng: random.Random) -> str:
    m = event.mention
    food = _pick(rng, _FOOD)
    snack = _pick(rng, _SNACK)
    hol = _pick(rng, _HOLIDAY)
    end = _pick(rng, _CHAT_END)
    general: tuple[str, ...] = (
        f"中午有人拼单{food}吗{end}",
        f"今天{food}又到晚了，饿死了{end}",
        f"外卖到了，谁的{food}{end}",
        f"中午吃啥？我想吃{food}{end}",
        f"楼下新开了家{food}，有人试过吗",
        f"点外卖满减差一份，有人要{food}吗",
        _pick(rng, _WEATHER) + end,
        _pick(rng, _COMMUTE) + end,
        _pick(rng, _OFFICE) + end,
        _pick(rng, _MISC) + end,
        f"{hol}调休怎么安排的？又要补班{end}",
        f"{hol}有人出去玩吗{end}",
        f"{hol}假期的值班表出来了吗",
        f"还有几天就{hol}了，无心上班{end}",
        f"{hol}回来第一天，完全不在状态{end}",
        _pick(rng, _ACK),
        _pick(rng, _ACK),
        f"{_pick(rng, _ACK)}，{_pick(rng, _MISC)}{end}",
        f"茶水间有{snack}，大家自取{end}",
    )
    with_mention: tuple[str, ...] = ()
    if m:
        with_mention = (
            f"{m}带了{snack}，放茶水间了，大家自取{end}",
            f"{m}今天生日🎂，晚上一起吃蛋糕呀",
            f"@{m} 中午一起吃{food}不",
            f"{m}发的那个表情包笑死我了{end}",
            f"谢谢{m}帮我拿了外卖🙏",
            f"{m}推荐的那家{food}真不错{end}",
            f"@{m} 下午有空吗，帮我看个bug",
            f"{m}今天请假了，有事晚点再找ta",
            f"{m}的猫照片也太可爱了吧{end}",
            f"{m}{hol}去哪玩了？朋友圈好好看",
            f"@{m} 收到{_pick(rng, _ACK)}",
            f"{m}讲的那个段子绝了{end}",
            f"{m}说今天下午茶ta请客，冲{end}",
            f"@{m} 会议室我订好了",
        )
    pool = general + with_mention * 2 if with_mention else general
    line = _pick(rng, pool)
    if rng.random() < 0.35:
        line = f"{event.speaker}：{line}"
    return line


# --------------------------------------------------------------------------- family


class _WechatZh:
    """The ``wechat-zh`` phrasing family (see the module docstring)."""

    name: str = "wechat-zh"
    language: Literal["en", "zh"] = "zh"
    split: Literal["dev", "test"] = "dev"
    lexicon: Lexicon = LEXICON

    # ----------------------------------------------------------------- identifiers

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier for ``slot`` of ``subject`` (or a ticket id).

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: Whose identifier it is (a person's full name for phone / email).
            rng: The only source of randomness.

        Returns:
            The identifier string (ASCII).
        """
        if slot == "phone":
            second = _pick(rng, ("3", "5", "7", "8", "9"))
            head = f"1{second}{rng.randint(0, 9)}"
            return f"{head}-{rng.randint(0, 9999):04d}-{rng.randint(0, 9999):04d}"
        if slot == "email":
            base = _PEOPLE_PINYIN.get(subject, "user")
            return f"{base}{rng.randint(1000, 9999)}@yunqitech.cn"
        if slot == "cost_centre":
            dept = _pick(rng, ("RD", "PD", "OP", "MK", "SA", "IT"))
            return f"CC-{dept}{rng.randint(1000, 9999)}"
        if slot == "po_number":
            return f"PO{rng.randint(2023, 2025)}{rng.randint(100000, 999999)}"
        if slot == "ticket":
            return f"T-{rng.randint(10000, 99999)}"
        return f"ID{rng.randint(100000, 999999)}"

    # ------------------------------------------------------------------ statements

    def say(self, event: Event, rng: random.Random) -> str:
        """The chat line ``event.speaker`` writes for ``event``.

        Args:
            event: The event to phrase.
            rng: The only source of randomness.

        Returns:
            One line of text.
        """
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return _one_line(_chatter(event, rng))
        if event.slot == "ticket":
            return _one_line(self._ticket(event, rng))
        return _one_line(self._fact(event, rng))

    def _ticket(self, event: Event, rng: random.Random) -> str:
        problem, customer = _split_detail(event.detail)
        tid = event.subject or ""
        shapes: tuple[str, ...]
        if event.kind == "negate":
            shapes = _TICKET_WITHDRAWN
        elif event.kind == "resolve" or event.value == "resolved":
            shapes = _TICKET_DONE
        elif event.kind == "update" or event.value == "in progress":
            shapes = _TICKET_PROGRESS
        else:
            shapes = _TICKET_OPEN
        core = _pick(rng, shapes).format(t=tid, c=customer, p=problem)
        line = core + _pick(rng, ("", "", "", "哈", "。", "！", " [抱拳]"))
        if rng.random() < 0.4:
            line = f"{event.speaker}：{line}"
        return line

    def _fact(self, event: Event, rng: random.Random) -> str:
        slot = event.slot or ""
        subject = event.subject or ""
        is_person = slot in _PERSON_SLOTS
        first = is_person and subject == event.speaker and rng.random() < 0.75

        if first:
            s = "我"
        elif is_person:
            s = _person(subject, rng)
        elif slot in _PROJECT_SLOTS:
            s = _project(subject, rng)
        elif slot in _CUSTOMER_SLOTS:
            s = _customer(subject, rng)
        else:
            s = subject

        v = self._value(slot, event.value, rng)
        o = self._value(slot, event.old, rng) if event.old else ""

        kind = event.kind
        opener = _pick(rng, _OPEN_1ST if first else _OPEN_3RD)
        tail_extra = ""
        if kind == "negate":
            core = _shape(_NEGATE, slot, first, rng).format(s=s, v=v, o=o or "之前那个")
            if rng.random() < 0.3:
                tail_extra = _pick(rng, ("，后面有消息再同步", "，有新情况再说", "，先知会一下"))
        elif kind == "update" and rng.random() < 0.2:
            opener = _pick(rng, _CORRECTION)
            core = _shape(_STATE, slot, first, rng).format(s=s, v=v, o=o)
            if o and rng.random() < 0.6:
                tail_extra = f"，不是{o}"
        elif kind == "update" and o and rng.random() < 0.55:
            core = _shape(_UPDATE_OLD, slot, first, rng).format(s=s, v=v, o=o)
        elif kind == "update":
            core = _shape(_UPDATE_NEW, slot, first, rng).format(s=s, v=v, o=o)
        else:
            core = _shape(_STATE, slot, first, rng).format(s=s, v=v, o=o)

        if not tail_extra and kind != "negate" and rng.random() < 0.25:
            extras = _EXTRA.get(slot, ())
            if extras:
                extra = _pick(rng, extras)
                if not (first and any(mk in extra for mk in _THIRD_ONLY_MARKERS)):
                    tail_extra = extra

        ending = _pick(rng, _END)
        if tail_extra and ending.startswith("，"):
            ending = ""
        line = opener + core + tail_extra + ending
        if first or (subject != event.speaker and rng.random() < 0.35):
            line = f"{event.speaker}：{line}"
        return line

    @staticmethod
    def _value(slot: str, value: str | None, rng: random.Random) -> str:
        if value is None:
            return ""
        if slot == "deadline":
            return _date(value, rng)
        return value

    # ------------------------------------------------------------------- questions

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question about ``ask`` in the group's words.

        Args:
            ask: What is asked.
            rng: The only source of randomness.

        Returns:
            One line of text.
        """
        opener = _pick(rng, _ASK_OPEN)
        if ask.via:
            s = ask.subject
            if ask.via == "owner" and rng.random() < 0.4:
                s = f"{ask.subject}项目"
            shapes = _ASK2.get((ask.via, ask.slot))
            if shapes:
                core = _pick(rng, shapes).format(s=s)
            else:
                via = _pick(rng, _VIA_LABEL.get(ask.via, ("的相关负责人",)))
                core = f"{s}{via}，{_SLOT_LABEL.get(ask.slot, '相关信息是什么')}"
        elif ask.slot == "ticket":
            problem, customer = _split_detail(ask.detail)
            core = _pick(rng, _ASK["ticket"]).format(t=ask.subject, c=customer, p=problem)
        else:
            s = _project(ask.subject, rng) if ask.slot in _PROJECT_SLOTS else ask.subject
            shapes = _ASK.get(ask.slot, ("{s}的信息有人知道吗",))
            core = _pick(rng, shapes).format(s=s)
        if core.endswith(("吗", "呢", "啊", "呀")):
            end = "？"
        elif "ta" in core or "，" in core:
            end = _pick(rng, ("？", "？", "?", "？🙏"))
        else:
            end = _pick(rng, _ASK_END)
        return _one_line(opener + core + end)


def _shape(table: dict[str, tuple[str, ...]], slot: str, first: bool, rng: random.Random) -> str:
    shapes = table.get(slot, ("{s}：{v}",))
    if first:
        fitting = tuple(x for x in shapes if not any(mk in x for mk in _THIRD_ONLY_MARKERS))
        shapes = fitting or shapes
    return _pick(rng, shapes)


def _one_line(text: str) -> str:
    line = " ".join(text.split("\n")).strip()
    return line or "嗯"


FAMILY: Final[_WechatZh] = _WechatZh()
"""The ``wechat-zh`` family instance the benchmark loads."""
