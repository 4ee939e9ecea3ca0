# ruff: noqa: RUF001
"""Formal written Chinese of a mainland university hospital's administration (mail-zh).

The writers are administrative staff of a fictional medical university and its first
affiliated hospital (information centre, medical affairs, research, finance, equipment,
logistics, nursing): they write internal emails that open with a salutation and close
with a formal sign-off, numbered work-report items (the one, (one), 1., (1) levels of a
work briefing), situation statements and requests that end with a set formula, carbon
copy and attachment lines, contact-list updates with landline extensions and mobile
numbers, reimbursement reminders quoting fund card numbers, contract and purchase order
numbers, and maintenance tickets raised by the member units of the regional medical
alliance. People are named by full name, often with a courtesy title (teacher, comrade)
or by surname plus post in passing; changes are worded as adjustments, transfers and
successions, negations as withdrawn, revoked or transferred away, and closed tickets as
settled. Most lines are routine notices: meeting times, the staff canteen, holiday
arrangements, weather warnings, thanks and brief acknowledgements.
"""

from __future__ import annotations

import random
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "MailZhFamily"]

_PEOPLE = (
    "王晓燕", "李建国", "张丽华", "刘洋", "陈静", "杨帆", "赵志刚", "黄敏",
    "周婷", "吴海峰", "徐慧", "孙浩然", "胡月", "朱晨", "高源", "林雪梅",
    "郭鹏", "何佳", "马俊杰", "罗琳", "欧阳倩", "梁文博", "宋雨桐", "谢磊",
)  # fmt: skip

# Pinyin of each name (surname, given name) for institutional e-mail addresses.
_PINYIN: dict[str, tuple[str, tuple[str, ...]]] = {
    "王晓燕": ("wang", ("xiao", "yan")),
    "李建国": ("li", ("jian", "guo")),
    "张丽华": ("zhang", ("li", "hua")),
    "刘洋": ("liu", ("yang",)),
    "陈静": ("chen", ("jing",)),
    "杨帆": ("yang", ("fan",)),
    "赵志刚": ("zhao", ("zhi", "gang")),
    "黄敏": ("huang", ("min",)),
    "周婷": ("zhou", ("ting",)),
    "吴海峰": ("wu", ("hai", "feng")),
    "徐慧": ("xu", ("hui",)),
    "孙浩然": ("sun", ("hao", "ran")),
    "胡月": ("hu", ("yue",)),
    "朱晨": ("zhu", ("chen",)),
    "高源": ("gao", ("yuan",)),
    "林雪梅": ("lin", ("xue", "mei")),
    "郭鹏": ("guo", ("peng",)),
    "何佳": ("he", ("jia",)),
    "马俊杰": ("ma", ("jun", "jie")),
    "罗琳": ("luo", ("lin",)),
    "欧阳倩": ("ouyang", ("qian",)),
    "梁文博": ("liang", ("wen", "bo")),
    "宋雨桐": ("song", ("yu", "tong")),
    "谢磊": ("xie", ("lei",)),
}

_PLANS = ("体验版", "基础版", "标准版", "专业版", "旗舰版", "尊享版", "院级定制版")
_PLAN_RANK = {plan: i for i, plan in enumerate(_PLANS[:6])}

_LEXICON = Lexicon(
    people=_PEOPLE,
    projects=(
        "智慧病房", "互联网医院", "临床数据中心", "电子病历升级", "智慧后勤",
        "科研大数据平台", "区域影像云", "一站式服务",
    ),
    customers=(
        "城南社区卫生服务中心", "滨江区人民医院", "青山镇中心卫生院", "康宁健康体检中心",
        "市妇幼保健院", "东湖康复医院", "惠民中医门诊部",
    ),
    teams=(
        "信息中心", "医务处", "科研处", "财务处", "医学装备处", "后勤保障处", "护理部",
        "教育处", "人事处", "院长办公室", "质量管理办公室",
    ),
    cities=(
        "北京", "上海", "广州", "深圳", "杭州", "南京", "苏州", "成都", "重庆", "武汉",
        "西安", "长沙", "郑州", "济南", "青岛", "厦门", "福州", "合肥", "昆明", "贵阳",
        "南宁", "兰州", "乌鲁木齐", "喀什", "拉萨", "哈尔滨", "沈阳", "天津", "石家庄",
        "海口",
    ),
    addresses=(
        "海淀区学院路38号院3号楼2单元502室",
        "朝阳区安贞西里4区15号楼1103室",
        "东城区东四十条甲22号6门401",
        "西城区德胜门外大街11号院2号楼905室",
        "丰台区方庄芳城园一区8号楼1201",
        "浦东新区张杨路1200弄6号301室",
        "徐汇区宜山路700号B座1502室",
        "黄浦区瑞金二路197号2幢401室",
        "武侯区人民南路四段17号2栋1单元6楼2号",
        "锦江区红星路三段99号A座2208",
        "天河区天河北路233号3108室",
        "越秀区中山二路58号大院7栋302房",
        "鼓楼区汉口路22号南园7幢203室",
        "玄武区珠江路88号A座1809",
        "江汉区解放大道690号2栋1单元1702",
        "洪山区珞喻路1037号东区5栋402",
        "雁塔区小寨东路126号B座1106",
        "碑林区友谊西路127号家属院4号楼3单元502",
        "岳麓区麓山南路932号6栋201",
        "金水区花园路39号院5号楼2单元801",
        "历下区文化西路44号1号楼402室",
        "市南区香港中路61号乙3单元1201",
        "思明区思明南路422号13号楼601室",
        "西湖区天目山路148号3幢1单元501室",
        "南山区桃园路2号阳光棕榈园1栋2座3306",
        "福田区莲花路2068号莲花北村46栋702",
        "江宁区弘景大道3601号翠屏城12幢1003室",
        "昆山市玉山镇前进西路1288号5幢1402室",
        "佛山市禅城区季华五路10号3座1706室",
        "东莞市南城区鸿福路88号12栋601",
        "无锡市滨湖区蠡湖大道1800号7号楼302室",
        "廊坊市广阳区新华路55号2单元501",
        "嘉兴市南湖区中山东路1200号9幢202室",
        "绍兴市越城区解放北路316号3幢802",
    ),
    roles=(
        "副处长", "科长", "主任科员", "干事", "系统工程师", "网络管理员", "数据分析师",
        "项目秘书", "采购专员", "质控专员", "档案管理员", "信息安全主管",
    ),
    drinks=(
        "龙井", "碧螺春", "普洱", "铁观音", "菊花茶", "大麦茶", "美式咖啡", "拿铁",
        "豆浆", "酸梅汤", "柠檬水", "苏打水", "红枣枸杞茶",
    ),
    statuses=(
        "已立项", "需求调研中", "招标采购中", "开发实施中", "试运行", "进度滞后",
        "暂缓实施", "已验收",
    ),
    plans=_PLANS,
    problems=(
        "远程会诊视频卡顿", "检验报告无法打印", "医保结算接口超时", "预约挂号页面白屏",
        "影像调阅加载缓慢", "电子签名证书失效", "统计报表数据缺失", "移动护理PDA无法登录",
        "处方流转消息重复推送", "病历归档时间戳错误", "短信验证码收不到",
        "HIS与LIS对接丢单",
    ),
)  # fmt: skip

_COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫")
_TITLES = ("老师", "老师", "老师", "老师", "主任", "主任", "处长", "院长", "工")
_HONORIFIC = ("", "", "", "老师", "同志")
_PERSON_SLOTS = frozenset({"city", "address", "role", "team", "manager", "drink", "phone", "email"})
_WEEKDAYS = "一二三四五六日"
_NUMERALS = "一二三四五六七八九十"

# ---------------------------------------------------------------------------------------
# Fact statements: (slot, kind) -> core sentences. Placeholders: {s} subject as written
# (a person may carry a courtesy title), {n} the bare subject, {v} new value, {o} old
# value, {tel} a landline (never a fact), {sp} the writer.
# ---------------------------------------------------------------------------------------
_CORE: dict[tuple[str, str], tuple[str, ...]] = {
    ("city", "state"): (
        "{s}目前常驻{v}，日常工作在{v}院区开展。",
        "{s}现在{v}办公，需要当面对接的事项请提前约时间。",
        "经核实，{n}同志的工作地点为{v}。",
        "{s}人在{v}，本次线下会议无法参加，请会务组安排线上入会。",
        "{s}自本月起派驻{v}，参加对口支援工作，为期一年。",
        "人员信息登记：{n}，工作所在地：{v}。",
        "{s}的签字件需从{v}寄回，预计会晚两天，请各位留出时间。",
        "{s}长期在{v}分院，负责当地的协调工作。",
        "{s}这段时间一直在{v}，有纸质材料请寄往{v}分院转交。",
        "关于{n}的办公地点：{v}。",
    ),
    ("city", "update"): (
        "{s}的工作地点由{o}调整为{v}。",
        "{s}已从{o}调至{v}工作，自下周一起在{v}办公。",
        "{s}常驻地变更为{v}，请各位更新通讯录备注。",
        "{s}结束在{o}的援建任务，现改为常驻{v}。",
        "更正：上期简报中{n}的工作地点误写为{o}，应为{v}，特此更正。",
        "{s}近期调往{v}，原在{o}的工作已交接完毕。",
        "{s}即日起改在{v}办公。",
        "根据工作安排，{n}同志派驻地点改为{v}。",
        "{s}已到{v}报到，后续在{v}分院开展工作。",
    ),
    ("city", "negate"): (
        "{s}援派期满，已从{o}返回，后续安排待定。",
        "通讯录备注更正：{n}已不在{o}，新工作地待补。",
        "{s}已结束在{o}的派驻，不再常驻{o}，后续工作地点待定。",
        "{s}现已不在{o}办公，新的工作地点尚未确定，确定后另行通知。",
        "请注意，{s}已撤离{o}，通讯录中“{o}”的备注请删除。",
        "{o}那边的工作{n}已全部移交，不再驻{o}。",
        "{s}在{o}的常驻安排已撤销，具体工作地点待组织部门发文。",
        "经确认，{n}不在{o}工作了，新去向暂未明确。",
    ),
    ("address", "state"): (
        "{s}家庭住址：{v}。",
        "{s}的家庭地址是{v}，慰问品请按此地址寄送。",
        "工会登记：{n}，家住{v}。",
        "节日慰问卡寄送地址核对：{n}——{v}。",
        "{s}填报的居住地址为{v}。",
        "{s}家在{v}，体检报告可邮寄到家。",
        "{s}现居住地：{v}（已核对）。",
        "{s}住{v}，离院区不远，夜间应急可就近联系。",
        "职工信息表中{n}的住址一栏为：{v}。",
    ),
    ("address", "update"): (
        "{s}已搬家，新住址为{v}。",
        "{s}家庭住址由{o}变更为{v}。",
        "{s}上月搬到了{v}，原来{o}的地址不再使用。",
        "请更新{s}的家庭住址：{v}。",
        "{s}的居住地址改为{v}，请工会同步修改慰问品邮寄地址。",
        "更正：{n}的住址应为{v}，此前登记的{o}有误。",
        "{s}新家地址：{v}，以后快递寄这里。",
        "{s}住址变更，现住{v}。",
    ),
    ("address", "negate"): (
        "{s}原住址{o}已不再使用，邮寄前请先电话确认。",
        "{s}已不住{o}了，新地址待本人补报。",
        "{s}原登记住址{o}已作废，请勿再向该地址寄送材料。",
        "{s}已搬离{o}，新住址暂未提供。",
        "经核实，{o}已不再是{n}的居住地址，请同步注销。",
        "{s}说{o}的房子已经卖了，新地址还没定下来。",
        "{s}的住址信息（{o}）已撤销，待重新登记。",
    ),
    ("role", "state"): (
        "{s}现任{v}。",
        "{s}担任{v}一职，负责相关具体工作。",
        "{n}同志的职务为{v}。",
        "简要介绍：{n}，{v}。",
        "经研究，{n}同志任{v}。",
        "{s}岗位：{v}。",
        "{n}（{v}）将出席本次会议并作发言。",
        "附件签字页请{s}以{v}身份签署。",
        "请{v}{n}同志负责对接后续事宜。",
    ),
    ("role", "update"): (
        "{s}由{o}调整为{v}。",
        "{s}已晋升为{v}。",
        "经院务会研究决定，{n}同志任{v}，不再担任{o}。",
        "{s}的职务变更为{v}，即日起生效。",
        "{n}岗位调整：原{o}，现{v}。",
        "更正：{n}的职务应为{v}，不是{o}。",
        "{s}现已改任{v}。",
        "{n}同志转任{v}，原{o}岗位工作已交接。",
    ),
    ("role", "negate"): (
        "{s}已不再担任{o}，新职务待定。",
        "{n}同志的{o}职务已免去，另有任用。",
        "{s}卸任{o}，后续安排另行通知。",
        "请注意：{n}现在已经不是{o}了，文件落款别再这么写。",
        "根据文件，免去{n}同志{o}职务。",
        "{s}的{o}岗位已撤销，新岗位尚在研究中。",
    ),
    ("team", "state"): (
        "{s}是{v}的。",
        "{s}在{v}工作。",
        "{s}是{v}的同事。",
        "{s}隶属{v}。",
        "{s}所在科室：{v}。",
        "参会人员：{n}（{v}）等。",
        "{s}目前归{v}管理，考勤也在{v}。",
        "{s}编制在{v}。",
        "{v}的{n}同志负责本次材料汇总。",
    ),
    ("team", "update"): (
        "{s}由{o}调入{v}。",
        "{s}已调至{v}工作。",
        "{s}的所在部门变更为{v}，人事关系同步转入。",
        "自本月起，{n}划归{v}。",
        "{s}从{o}转岗到{v}了。",
        "更正：{n}所在部门应为{v}，而非{o}。",
        "经研究，{n}同志调整至{v}工作，不再在{o}任职。",
        "{s}已到{v}报到。",
    ),
    ("team", "negate"): (
        "根据组织部门通知，{n}已不在{o}，组织关系转出手续已办结。",
        "{o}考勤表中已不再包含{n}。",
        "{s}已调离{o}，新去向尚未明确。",
        "{s}不再属于{o}，组织关系待转。",
        "{s}已从{o}离开，后续归属另行通知。",
        "{o}人员名单中已删除{n}。",
        "{n}在{o}的岗位已撤销，暂未安排新部门。",
    ),
    ("manager", "state"): (
        "{n}的直属领导为{v}。",
        "{s}的直接上级是{v}。",
        "{s}向{v}汇报工作。",
        "{s}的工作由{v}分管。",
        "{s}日常工作接受{v}领导。",
        "{s}请假审批流程走{v}。",
        "{s}归{v}管，具体事项请与{v}沟通。",
        "{s}的年度考核由{v}负责。",
        "{n}的工作请示一律报{v}审批。",
    ),
    ("manager", "update"): (
        "{s}的分管领导由{o}调整为{v}。",
        "即日起{s}改向{v}汇报。",
        "{s}的直属领导变更为{v}。",
        "{s}的分管工作由{v}接任（原为{o}）。",
        "{s}以后请假找{v}审批，不用再找{o}了。",
        "更正：{n}的直接上级是{v}，不是{o}。",
        "{o}调离后，{s}的工作改由{v}分管。",
        "{n}的考核和审批现归{v}。",
    ),
    ("manager", "negate"): (
        "{o}不再担任{n}的直接上级，审批暂由院办代转。",
        "请注意，{n}的请假单不用再送{o}签字了，新审批人待定。",
        "{s}不再向{o}汇报，新的分管领导待定。",
        "{o}已不再分管{n}，具体由谁接手待院里研究。",
        "{n}与{o}之间的汇报关系已撤销。",
        "{o}已调离，{s}暂无直接上级。",
        "{s}的审批不再经{o}，新审批人待确定。",
    ),
    ("drink", "state"): (
        "{s}习惯喝{v}，上次会议也是。",
        "{s}喝{v}，会务组备茶时注意一下。",
        "{s}平时只喝{v}。",
        "茶歇备注：{n}——{v}。",
        "{s}偏好{v}，接待时请准备。",
        "给{s}准备{v}就好，别的不用。",
        "{s}开会时一般要一杯{v}。",
        "{s}爱喝{v}，下次出差带点回来给{n}。",
        "会务需求单：{n}，饮品{v}。",
    ),
    ("drink", "update"): (
        "{s}茶歇饮品调整：{o}改为{v}。",
        "会务组请注意，{n}现在喝{v}。",
        "{s}最近改喝{v}了。",
        "{s}不喝{o}了，改成{v}。",
        "会务备注更新：{n}饮品改为{v}。",
        "{s}说最近换成{v}，茶歇按这个准备。",
        "{s}现在更喜欢{v}。",
        "提醒会务组：{n}的茶水由{o}换成{v}。",
    ),
    ("drink", "negate"): (
        "{s}遵医嘱不再喝{o}。",
        "茶歇清单中{n}的{o}已划掉。",
        "{s}最近不喝{o}了，茶歇不用再单独准备。",
        "{s}戒了{o}，会议桌上别再放了。",
        "会务备注：{n}的“{o}”一项删除。",
        "{s}说{o}喝腻了，先不用备。",
        "{n}已不喝{o}，具体改喝什么还没说。",
    ),
    ("phone", "state"): (
        "{s}手机：{v}。",
        "{s}的手机号是{v}（微信同号）。",
        "如有急事可直接联系{s}，手机{v}。",
        "通讯录更新：{n}，手机{v}，座机{tel}。",
        "联系人：{n}，联系电话：{v}。",
        "{s}电话{v}，白天一般都能接。",
        "{n}　座机：{tel}　手机：{v}",
        "会务联系人{n}（手机{v}），有问题请直接打电话。",
        "{s}的手机{v}，短信也可以。",
    ),
    ("phone", "update"): (
        "通讯录更正：{n}的手机应为{v}，此前登记的{o}有误。",
        "{s}的新号码：{v}（原{o}已注销）。",
        "{n}手机号已变更，现为{v}，微信同号。",
        "{s}换号了，新手机号{v}，原号码{o}停用。",
        "{s}手机号变更为{v}。",
        "请更新通讯录：{n}手机改为{v}。",
    ),
    ("phone", "negate"): (
        "{n}的手机号{o}已销号，暂无新号码，急事请打座机{tel}。",
        "通讯录中{n}的{o}请删除，该号码已不使用。",
        "{s}反映{o}已不再使用，新号码暂未提供。",
        "{n}原登记手机{o}作废。",
        "{s}原手机号{o}已停用，新号码待本人提供。",
        "{s}的{o}已不再使用，请勿拨打。",
    ),
    ("email", "state"): (
        "{s}的邮箱：{v}。",
        "材料电子版请发送至{s}邮箱{v}。",
        "{s}邮箱{v}，文件请同时抄送。",
        "联系人：{n}，电子邮箱：{v}。",
        "{s}常用邮箱是{v}。",
        "{n}　Email：{v}　座机：{tel}",
        "签字版扫描件请发{v}（{n}收）。",
        "回执请于周五前发至{v}，{n}负责汇总。",
    ),
    ("email", "update"): (
        "通讯录更正：{n}的邮箱应为{v}，而非{o}。",
        "{s}启用新邮箱{v}，旧邮箱{o}停止使用。",
        "{n}邮箱已迁移，现为{v}。",
        "{s}的邮箱更换为{v}，{o}不再使用。",
        "{s}邮箱变更为{v}，请更新通讯录。",
        "请注意{n}的新邮箱：{v}。",
    ),
    ("email", "negate"): (
        "{s}的旧邮箱{o}不再使用，发送材料请先电话确认。",
        "{n}的{o}已停止收信。",
        "通讯录中{n}的邮箱{o}请删除。",
        "{s}反映{o}已注销，新邮箱待补报。",
        "{s}的邮箱{o}已注销，请勿再发送。",
        "{n}原邮箱{o}已停用，新邮箱待补报。",
    ),
    ("cost_centre", "state"): (
        "{s}项目经费卡号：{v}，报销时请在单据上注明。",
        "{s}项目相关开支统一走{v}。",
        "{s}项目的财务编号为{v}。",
        "报销提醒：{s}项目的费用请挂{v}。",
        "{s}项目编号{v}，填报销单时别写错。",
        "经费来源：{s}项目（经费号{v}）。",
        "{s}的差旅费、劳务费均从{v}列支。",
        "请购单“经费卡号”一栏请填{v}（{s}项目）。",
    ),
    ("cost_centre", "update"): (
        "更正：{s}项目经费号应为{v}，此前通知的{o}有误。",
        "{s}项目经费调整，新的财务编号为{v}。",
        "{s}项目已换卡，经费卡号现为{v}，原卡{o}注销。",
        "{s}项目的经费卡号调整为{v}，原{o}不再使用。",
        "{s}项目财务编号变更为{v}。",
        "自下月起{s}项目费用改挂{v}。",
    ),
    ("cost_centre", "negate"): (
        "{s}项目的经费卡{o}已冻结，暂停报销。",
        "{s}项目不再使用{o}，新经费号待下达。",
        "{s}项目经费号{o}已撤销，请勿再挂此号。",
        "{s}项目原财务编号{o}作废。",
        "{s}项目原经费号{o}已撤销，新号待财务处下达。",
        "{s}的{o}已结账关闭，暂不能再报销。",
    ),
    ("po_number", "state"): (
        "{s}那边的订单号是{v}。",
        "{s}的采购订单号：{v}。",
        "{s}合同编号为{v}，开票时请注明。",
        "与{s}签订的服务合同，编号{v}。",
        "{s}的订单号是{v}，对账时使用。",
        "{s}续约合同已归档，合同编号{v}。",
        "发票备注栏请写明{s}采购订单{v}。",
        "附件：{s}服务合同（{v}）扫描件。",
    ),
    ("po_number", "update"): (
        "更正：{s}的合同编号应为{v}，不是{o}。",
        "{s}补充协议已签订，订单号改为{v}。",
        "{s}采购订单重新下达，编号{v}。",
        "{s}的采购订单号更新为{v}，原{o}作废。",
        "{s}已重新签订合同，新编号{v}。",
        "{s}订单号变更为{v}。",
    ),
    ("po_number", "negate"): (
        "{s}的采购订单{o}已取消，暂无新订单。",
        "{s}订单{o}作废，后续订单号待通知。",
        "{s}原合同编号{o}不再有效。",
        "{s}的{o}已撤销，请勿再用于开票。",
        "{s}的订单{o}已撤销，新订单未下。",
        "{s}合同{o}已终止，续签合同尚未签订。",
    ),
    ("status", "state"): (
        "根据项目周报，{s}项目{v}。",
        "{s}项目当前状态：{v}。",
        "{s}项目目前{v}。",
        "截至本周，{s}项目{v}。",
        "{s}项目：{v}。",
        "{s}项目进展情况：{v}，具体见附件。",
        "{s}项目状态为“{v}”。",
        "经项目组报送，{s}项目现为“{v}”。",
        "关于{s}项目，现阶段{v}。",
    ),
    ("status", "update"): (
        "{s}项目最新状态：{v}。",
        "{s}项目状态由“{o}”调整为“{v}”。",
        "{s}项目已转入“{v}”。",
        "{s}项目更新：{v}（上周为{o}）。",
        "{s}项目现改为“{v}”。",
        "更正：{s}项目状态应为“{v}”，上期简报误报为“{o}”。",
        "本周{s}项目有变化，现为“{v}”。",
        "经院务会研究，{s}项目调整为“{v}”。",
    ),
    ("status", "negate"): (
        "{s}项目已不再是{o}，具体状态待下周例会确定。",
        "{s}项目“{o}”的说法已撤回，请以正式文件为准。",
        "{s}项目“{o}”的状态已撤销，待重新评估后另行通报。",
        "{s}项目不再是“{o}”，最新状态待项目组报送。",
        "此前报送的{s}项目“{o}”有误，已撤回，以项目组正式报送为准。",
        "{s}项目已不属于“{o}”，请暂勿对外引用。",
    ),
    ("deadline", "state"): (
        "{s}项目完成时限：{v}。",
        "{s}项目截止日期为{v}。",
        "{s}项目须于{v}前完成。",
        "{s}项目验收节点定在{v}。",
        "请各相关科室注意，{s}项目最晚{v}交付。",
        "{s}项目的时间节点：{v}。",
        "{s}项目材料务必在{v}之前提交完毕，逾期不再受理。",
        "按计划，{s}项目{v}完成全部工作。",
    ),
    ("deadline", "update"): (
        "{s}项目的截止日期已调整，现为{v}。",
        "更正：{s}项目截止日期应为{v}，上期误写为{o}。",
        "{s}项目截止时间由{o}调整为{v}。",
        "{s}项目的节点改为{v}。",
        "{s}项目完成时限变更为{v}。",
        "请注意，{s}项目截止日期已改到{v}。",
    ),
    ("deadline", "later"): (
        "考虑到招标周期，{s}项目截止日期顺延至{v}。",
        "{s}项目延期至{v}。",
        "经批准，{s}项目截止日期由{o}推迟到{v}。",
        "{s}项目往后顺延，新的截止日为{v}。",
    ),
    ("deadline", "earlier"): (
        "{s}项目的节点由{o}提前为{v}，请各组抓紧。",
        "{s}项目提前至{v}完成。",
        "接上级要求，{s}项目截止日期由{o}提前到{v}。",
        "{s}项目时间压缩，须在{v}前完成。",
    ),
    ("deadline", "negate"): (
        "{s}项目{o}的截止要求不再执行，新节点待院务会研究。",
        "{s}项目原定于{o}完成的要求已撤销。",
        "关于{s}项目截止时间，原{o}作废，另行通知。",
        "{s}项目原定{o}的截止时间已取消，新时间待定。",
        "{s}项目不再按{o}执行，截止日期另行通知。",
        "{s}项目{o}的节点已撤销，待重新排期。",
    ),
    ("owner", "state"): (
        "{s}项目牵头人是{v}。",
        "{s}项目由{v}负责。",
        "{s}项目负责人：{v}。",
        "{v}牵头{s}项目。",
        "{s}项目的具体事宜请联系负责人{v}。",
        "{s}项目组组长为{v}。",
        "经研究，{s}项目由{vn}同志牵头推进。",
        "{s}项目有关问题请直接找{v}。",
    ),
    ("owner", "update"): (
        "{s}项目负责人已变更，现由{v}负责。",
        "{s}项目由{v}接替{o}负责。",
        "{s}项目负责人由{o}变更为{v}。",
        "{s}项目改由{v}负责。",
        "{o}调离后，{s}项目由{v}接任负责人。",
        "即日起，{s}项目由{v}牵头。",
        "更正：{s}项目负责人应为{v}，不是{o}。",
        "{s}项目负责人调整为{v}，{o}不再负责。",
    ),
    ("owner", "negate"): (
        "{o}已不再牵头{s}项目，负责人空缺。",
        "{s}项目负责人一栏暂空，{o}已卸任。",
        "请注意，{s}项目现在已不由{o}负责，新负责人未定。",
        "{o}不再负责{s}项目，负责人暂缺，待院务会研究确定。",
        "{s}项目原负责人{o}已卸任，新负责人待定。",
        "{s}项目与{o}的负责关系已撤销。",
    ),
    ("plan", "state"): (
        "{s}买的是{v}。",
        "{s}目前使用的是{v}服务包。",
        "{s}签的是{v}。",
        "{s}开通了远程医疗平台{v}。",
        "{s}：{v}，服务期一年。",
        "{s}采购的服务版本为{v}。",
        "医联体成员单位{s}已开通{v}。",
        "{s}这边用的是{v}，功能上按{v}提供。",
    ),
    ("plan", "update"): (
        "{s}的服务包现为{v}。",
        "{s}合同续签后版本为{v}。",
        "{s}续签时改为{v}。",
        "{s}的服务版本由{o}调整为{v}。",
        "{s}已变更为{v}，下月起生效。",
        "{s}服务包改为{v}。",
    ),
    ("plan", "up"): (
        "{s}从{o}升到了{v}。",
        "{s}已由{o}升级为{v}。",
        "{s}申请升级，现为{v}。",
    ),
    ("plan", "down"): (
        "{s}续签时由{o}降档为{v}。",
        "{s}由{o}降为{v}。",
        "{s}预算压缩，服务改为{v}。",
    ),
    ("plan", "negate"): (
        "{s}的{o}已到期，暂未续费。",
        "{s}已停用{o}，续签事宜在谈。",
        "{s}的{o}服务已终止。",
        "{s}的{o}服务已到期终止，暂未续签。",
        "{s}已退订{o}。",
        "{s}不再使用{o}，后续是否续签待对方答复。",
    ),
}

_SELF: dict[tuple[str, str], tuple[str, ...]] = {
    ("phone", "state"): (
        "我是{n}，手机号{v}，微信同号，有事随时联系。",
        "本人（{n}）手机：{v}。",
    ),
    ("email", "state"): (
        "我是{n}，以后材料请发我邮箱{v}。",
        "本人（{n}）邮箱：{v}，请惠存。",
    ),
    ("city", "state"): (
        "我是{n}，目前人在{v}，线下会议参加不了，麻烦开个线上会议号。",
        "本人（{n}）现在{v}工作，有事请电话联系。",
    ),
    ("city", "update"): (
        "我是{n}，下周起我调到{v}工作，大家有事电话联系。",
        "本人（{n}）已到{v}报到，以后在{v}办公。",
    ),
    ("address", "update"): (
        "我是{n}，刚搬了家，新地址：{v}，工会寄东西请寄这里。",
        "本人（{n}）住址已变更为{v}。",
    ),
    ("drink", "state"): ("我是{n}，茶歇给我{v}就行，谢谢会务组。",),
    ("drink", "update"): ("我是{n}，最近改喝{v}了，茶歇麻烦换一下。",),
}

_TICKET: dict[str, tuple[str, ...]] = {
    "open": (
        "工单{id}：{c}反映{p}，已受理，正在安排人员排查。",
        "新建工单{id}，{c}报修：{p}。",
        "【报修】{c}｜{p}｜工单号{id}｜状态：待处理",
        "{c}来电反映{p}，已登记工单{id}，待派单。",
        "运维日报：今日新增工单{id}（{c}，{p}），尚未处理。",
        "{c}信息科来函，称{p}，工单号{id}，请值班工程师跟进。",
        "收到{c}的报障：{p}。已生成工单{id}。",
    ),
    "in progress": (
        "{c}反映的{p}（{id}）已由二线工程师接手，预计明天给出结论。",
        "工单{id}（{c}，{p}）已派单，工程师正在处理。",
        "{id}处理中：{c}的{p}问题已初步定位，正在修复。",
        "关于{c}反映的{p}（{id}），目前正在排查。",
        "工单{id}状态更新为“处理中”，已与{c}信息科联系。",
        "{id}（{p}）已安排陈工现场处理，进展另行反馈。",
        "{c}的{p}问题正在处理，工单{id}已转二线。",
    ),
    "resolved": (
        "{id}：{p}已修复并回访{c}，工单关闭。",
        "工单{id}已办结：{c}反映的{p}问题已处理完毕，对方已确认。",
        "{id}已关闭，{p}已修复。",
        "{c}的{p}问题已解决，工单{id}已办结。",
        "工单{id}（{c}）处理完毕，{p}未再复现，予以关闭。",
        "【已办结】{id}｜{c}｜{p}",
        "经回访，{c}确认{p}已恢复正常，工单{id}办结。",
    ),
}

_TOPICS: dict[str, tuple[str, ...]] = {
    "city": ("人员派驻情况", "工作地点", "人员信息"),
    "address": ("职工住址登记", "慰问品寄送地址", "人员信息"),
    "role": ("人事任免", "职务信息", "人员信息"),
    "team": ("人员调动", "部门人员", "人员信息"),
    "manager": ("分管关系", "审批流程", "人员信息"),
    "drink": ("会务安排", "茶歇准备", "接待安排"),
    "phone": ("通讯录", "联系方式", "会务联系人"),
    "email": ("通讯录", "联系方式", "材料报送"),
    "cost_centre": ("经费报销", "财务事项", "项目经费"),
    "po_number": ("合同与订单", "对账事项", "采购事项"),
    "status": ("项目进展", "信息化项目周报", "重点工作推进"),
    "deadline": ("项目时间节点", "重点工作推进", "项目进展"),
    "owner": ("项目负责人", "项目分工", "重点工作推进"),
    "plan": ("医联体服务开通", "合作单位服务", "平台服务"),
    "ticket": ("运维工单", "报障处理", "运维日报"),
}

_CC = (
    "分管院领导", "党委组织部", "院工会", "审计处", "纪委办公室", "相关科室负责人",
    "项目组全体成员", "综合办",
)  # fmt: skip

_LEVELS = (
    "一、", "二、", "三、", "四、", "（一）", "（二）", "（三）", "（四）", "1. ", "2. ", "3. ",
    "（1）", "（2）", "（3）",
)  # fmt: skip

# Frames wrapped around a fact. {core} is the fact, {sp} the writer, {d} the date of the
# mail, {topic} a subject line, {cc} a carbon copy, {lv} a numbering level.
_FRAMES = (
    "{core}",
    "{core}",
    "{core}",
    "{core}",
    "{sp}：{core}",
    "各位老师：您好！{core}特此说明。{sp}",
    "各位同事好，{core}如有疑问请与我联系。——{sp}",
    "【{topic}】{core}",
    "关于{topic}的情况说明：现将有关情况说明如下，{core}特此说明。",
    "回复：{core}",
    "转发：{core}",
    "{core}（{sp}补充）",
    "{core}抄送：{cc}。",
    "工作简报摘录 {lv}{core}",
    "{lv}{topic}。{core}",
    "{core}此致 敬礼！{sp}",
    "{core}请各位知悉。",
    "Re：{topic} —— {core}",
    "主题：{topic}　发件人：{sp}　{core}",
    "补充一点，{core}",
    "经电话沟通确认，{core}",
    "各位领导：您好！{core}谢谢！",
    "{core}{sp}　{d}",
    "{core}（{sp}，{d}）",
    "{core}如有变化另行通知。",
)

# Frames that only fit a fact about a person.
_PERSON_FRAMES = (
    "{core}以上信息已与本人核实。",
    "{core}以上已与本人电话确认。",
    "人员信息变更：{core}",
    "{core}请各科室更新通讯录。",
)

# Frames for a line written by the very person it is about (no name prefix).
_OWN_FRAMES = ("{core}", "{core}", "{core}谢谢！", "各位老师好，{core}", "{core}——{sp}")

_TICKET_FRAMES = (
    "{core}",
    "{core}",
    "{core}",
    "{sp}：{core}",
    "【运维工单】{core}",
    "{core}（值班：{sp}）",
    "运维组{sp}：{core}",
    "回复：{core}",
    "{core}抄送：{cc}。",
    "{lv}{core}",
    "各位老师：{core}特此报告。",
)

# ---------------------------------------------------------------------------------------
# Chit-chat: notices, canteen, weather, holidays, thanks, acknowledgements.
# ---------------------------------------------------------------------------------------
_ACKS = (
    "收到。", "收到，谢谢！", "好的，已阅。", "收到，马上办。", "同意，按此执行。",
    "明白，我这边没问题。", "已转发至相关同事。", "收到，周五前反馈。", "好的，辛苦了！",
    "同意这个方案。", "收到，会议准时参加。", "已签收，谢谢提醒。", "收到，已登记。",
    "好的，按通知要求办理。", "已阅，无意见。", "收到，这周事情多，我尽量周四前给到。",
)  # fmt: skip

_CHAT_FIXED = (
    "各位老师：本周五下午的院周会照常召开，请各科室负责人准时参加。",
    "OA系统今晚22:00至次日凌晨2:00停机升级，请各位提前保存正在编辑的文档。",
    "行政楼2号电梯今天下午例行检修，请大家走楼梯或使用1号电梯。",
    "二食堂本周起装修，为期两周，期间请到一食堂或门诊楼负一层就餐。",
    "食堂通知：即日起晚餐供应时间调整为17:00—19:00，夜班同事可凭工牌领取夜宵。",
    "气象台发布暴雨黄色预警，下午外出办事的同事注意安全，尽量避开低洼路段。",
    "明天起降温8到10度，大家注意添衣，别感冒了。",
    "近期持续高温，后勤在各楼层茶水间备了绿豆汤，大家自取。",
    "今天雾霾挺重，骑车上班的同事记得戴口罩。",
    "外面下雪了，停车场坡道有点滑，开车慢一点。",
    "下周一上午10点全院消防演练，听到警报后请按疏散路线有序撤离。",
    "本月职工体检还没预约的同事抓紧，名额快约满了。",
    "工会发了电影票，每人两张，到行政楼工会办公室签字领取。",
    "谁的蓝色保温杯落在第二会议室了？已经放在前台。",
    "打印室的复印机又卡纸了，已经找人来修，急着打印的先用三楼那台。",
    "报销单请把发票贴好，周四统一送财务。",
    "快递柜满了，今天的包裹先放在前台，请自行认领。",
    "停车场B区本周六划线施工，当天车辆请停A区或地下车库。",
    "感谢各位这段时间的辛苦付出，评审材料已全部按时报送。",
    "今天的会终于没拖堂，值得纪念一下。",
    "楼下的玉兰开了，午饭后可以去转转。",
    "咖啡机又罢工了，今天全靠意志力撑着。",
    "端午节工会每人发一箱粽子，下班前到一楼大厅领取。",
    "中秋月饼已经到了，各科室派人到工会领取。",
    "提醒：本周五是党费缴纳截止日，还没交的同志请抓紧。",
    "科教楼一楼的自助借还书机恢复使用了。",
    "今晚校园网核心交换机割接，23点以后可能短暂断网，请知悉。",
    "院史馆本周六对职工家属开放，感兴趣的可以带孩子去看看。",
    "新年快乐！祝各位老师新春愉快、阖家幸福！",
    "各位辛苦了，今天事情不多，按时下班吧。",
    "附件为本周会议纪要，请查收。",
    "附件：2024年度工作要点（征求意见稿）.docx，请于本周内反馈修改意见。",
    "请各科室于本周三前报送上半年工作总结，字数控制在三千字以内。",
    "安全生产月活动方案已挂在OA上，请各位登录查看。",
    "本周值班表已更新，请在OA“值班管理”中确认。",
    "明天上午有上级部门来院检查，请各位保持办公区整洁。",
    "健步走活动今天截止报名，已经报名的同事记得在小程序里打卡。",
    "羽毛球馆周三晚上订到了，想打球的下班后一起。",
    "图书馆新到了一批医学人文方面的书，推荐大家去借。",
    "春季运动会报名表已发群里，每个科室至少出两个人。",
    "第三会议室投影仪的遥控器找不到了，谁看到了说一声。",
    "下午三点有个线上培训，链接稍后发，记得提前调试好耳机。",
    "明天的例会取消，有事情请邮件沟通。",
    "今年的继续教育学分请在年底前完成登记。",
    "刚开完会，纪要整理好后发给大家。",
    "午休时间大家小声一点，隔壁有值完夜班的同事在休息。",
    "明天上午门诊楼前广场有义诊活动，交通会比较堵，请提前出门。",
    "信封和文件袋已经补货了，在资料柜第二层。",
    "根据通知，劳动节放假安排：5月1日至5日放假调休，共5天；4月28日（星期日）、5月11日（星期六）上班。",
    "端午节6月10日放假，与周末连休，共3天，请各科室安排好值班。",
    "中秋节放假安排：9月15日至17日放假调休，共3天；9月14日（星期六）上班。",
    "国庆节10月1日至7日放假调休，共7天；9月29日（星期日）、10月12日（星期六）上班。",
    "清明节4月4日至6日放假调休，共3天；4月7日（星期日）上班。",
    "元旦放假1天，各科室请于12月28日前把值班表报上来。",
    "节前安全检查请各科室自查水电门窗，自查表周五前交回。",
    "会议室空调坏了，下午的会挪到隔壁小会议室。",
    "今天下午有雷阵雨，晾在阳台的材料箱记得收一下。",
    "请大家核对一下本月考勤，有问题周三前提出。",
    "廉洁从业承诺书请签字后交回，电子版不作数。",
    "本周五下午政治理论学习，请带好学习笔记本。",
    "下周开始早上8点前到岗的同事可以在食堂领免费早餐，试行一个月。",
    "年终总结模板已更新，请用新模板，旧的作废。",
    "请大家不要在走廊堆放纸箱，消防检查会扣分。",
    "新来的几位规培同学下周一报到，欢迎大家多关照。",
)

_CHAT_MENTION = (
    "感谢{m}帮忙协调会议室！",
    "辛苦{m}加班把材料赶出来了，谢谢！",
    "{m}今天请假，急事请先打值班电话。",
    "{m}出差回来了，带了特产放在茶水间，大家自取。",
    "祝{m}生日快乐！蛋糕在小会议室，下午三点一起分。",
    "{m}家孩子考上研究生了，恭喜恭喜！",
    "{m}在青年教师讲课比赛中获得二等奖，祝贺！",
    "{m}，会议纪要我已经改好发您了，麻烦看一下。",
    "刚才{m}说的那个事，我明天上午给回复。",
    "{m}，明天的会您能参加吗？",
    "{m}下午在开会，电话可能接不了，有事请留言。",
    "谢谢{m}提醒，差点忘了交材料。",
    "{m}：收到，我这边马上处理。",
    "麻烦{m}把上周的签到表发我一下。",
    "{m}，会议室已经订好了，在{room}。",
    "{m}推荐的那家面馆确实不错，中午可以去试试。",
    "{m}，您上次借的投影转接头还在吗？",
    "和{m}确认过了，{day}{time}的会照常。",
    "{m}明天去参加{conf}，下周一回来。",
    "感谢{m}的耐心讲解，报销流程终于弄明白了。",
    "{m}的论文被录用了，大家一起祝贺一下！",
    "{m}，食堂今天有{dish}，要不要一起去？",
    "{m}，打印机的墨盒我换好了。",
    "{m}说下午的会晚十分钟开始，大家不用着急。",
    "请{m}审阅附件中的会议议程，有修改意见直接在文档里批注。",
    "{m}辛苦了，这次检查我们科室没有扣分。",
    "我和{m}商量了一下，座次表按上次的来。",
    "{m}，您要的那份文件我放您桌上了。",
)

_CHAT_TEMPLATES = (
    "各位老师：原定{day}{time}的{meeting}改至{room}召开，请准时参加。",
    "{meeting}定于{day}{time}在{room}召开，请相关人员准时参会。",
    "提醒：{day}{time}{meeting}，地点{room}。",
    "{room}{day}已被预订，需要开会的请改用其他会议室。",
    "食堂今天中午有{dish}，晚上有{dish2}。",
    "{date}下午在{room}举办{lecture}专题讲座，欢迎大家参加。",
    "本次参会人数约{k}人，座签和矿泉水请会务组提前准备。",
    "{date}行政楼全天停电检修，请提前做好文件备份。",
    "今年第{kk}批职称评审材料已开始受理，截止到{date}，详见OA通知。",
    "{date}起{meeting}改为每两周一次。",
    "{day}{time}有{conf}的线上直播，感兴趣的可以在{room}一起看。",
    "请各科室于{date}前将{doc}交到行政楼308。",
    "{doc}模板已发到各位邮箱，{date}前提交。",
    "{date}{time}起全院停水两小时，请提前储水。",
    "今天{dish}一份{price}块，比上周贵了两块。",
    "{day}的{meeting}推迟半小时，{time}开始。",
    "会议通知：{day}{time}，{room}，{meeting}。请勿缺席，确有事请向会务组请假。",
    "附件：{doc}（{date}版），请查收。",
    "工会组织{date}去郊区植树，报名到周三截止，名额{k}人。",
    "{room}已改为临时档案室，开会请去其他会议室。",
)

_MEETINGS = (
    "院周会", "党支部学习", "质控讲评会", "信息化工作推进会", "安全生产例会", "科室例会",
    "预算执行分析会", "医德医风座谈会", "工会委员会议",
)  # fmt: skip
_ROOMS = (
    "行政楼三楼第一会议室", "门诊楼12层学术报告厅", "科教楼305", "行政楼小会议室",
    "图书馆二楼研讨室", "第二会议室", "住院部5楼示教室",
)  # fmt: skip
_DAYS = ("明天", "后天", "周一", "周二", "周三", "本周四", "周五", "下周一")
_TIMES = (
    "上午8:30", "上午9:00", "上午10:00", "下午14:00", "下午14:30", "下午15:00", "下午16:00",
)  # fmt: skip
_DISHES = (
    "红烧肉", "韭菜鸡蛋饺子", "牛肉面", "酸菜鱼", "麻辣香锅", "糖醋排骨", "宫保鸡丁",
    "西红柿炒蛋", "炸酱面", "小笼包",
)  # fmt: skip
_DOCS = (
    "年度工作总结", "上半年工作计划", "安全自查表", "廉洁承诺书", "培训签到表",
    "科室绩效考核表", "固定资产清查表", "党员发展材料",
)  # fmt: skip
_LECTURES = ("医院管理", "科研诚信", "医疗纠纷防范", "数据安全", "公文写作", "医保政策解读")
_CONFS = ("全国医院信息化大会", "中华医学会学术年会", "医院管理培训班", "省卫健委专题培训")

# ---------------------------------------------------------------------------------------
# Questions. {s} names the subject (or, for two hops, the person reached through it).
# ---------------------------------------------------------------------------------------
_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "{s}现在在哪个城市上班？",
        "{s}人在哪座城市？",
        "想约{s}当面聊，对方眼下在哪个市？",
        "寄纸质材料给{s}，该寄到哪个城市？",
        "{s}如今驻在哪里？哪个城市？",
        "{s}是在哪个城市开展工作的？",
        "{s}的办公城市是哪儿？",
    ),
    "address": (
        "{s}家住哪里？",
        "{s}的住处在什么地方？",
        "给{s}寄慰问品，寄到哪个地址？",
        "{s}住哪儿来着？",
        "{s}现在的家庭地址是什么？",
        "上门探望{s}的话，地址是哪里？",
    ),
    "role": (
        "{s}现在是什么职务？",
        "{s}在单位是什么岗位？",
        "{s}的头衔是什么？",
        "写文件时{s}的职务怎么写？",
        "{s}目前干的是什么岗？",
        "介绍{s}的时候，职务该怎么称呼？",
    ),
    "team": (
        "{s}是哪个部门的？",
        "{s}现在在哪个处室？",
        "{s}归哪个科室？",
        "{s}目前在哪个部门上班？",
        "{s}的人事关系在哪个处科？",
        "找{s}办事得去哪个部门？",
    ),
    "manager": (
        "{s}的领导是谁？",
        "{s}请假要找谁批？",
        "{s}现在归谁管？",
        "谁是{s}的上级？",
        "{s}的工作向哪位领导请示？",
        "{s}的顶头上司是哪位？",
    ),
    "drink": (
        "{s}一般喝点什么？",
        "{s}喜欢喝什么？",
        "开会给{s}倒什么喝的？",
        "{s}茶歇要备什么饮品？",
        "{s}的饮品偏好是什么？",
        "接待时给{s}上什么茶水？",
    ),
    "phone": (
        "{s}的手机是哪个号？",
        "{s}的手机号多少？",
        "怎么打电话联系{s}？号码是多少？",
        "{s}的移动电话？",
        "有急事要找{s}，拨哪个号？",
        "{s}的手机号码能发我一下吗？",
    ),
    "email": (
        "{s}的工作邮箱是哪个？",
        "{s}的邮箱地址是什么？",
        "给{s}发邮件用哪个地址？",
        "{s}的电子邮件？",
        "{s}用哪个邮箱收文件？",
        "材料要发给{s}，邮件地址是？",
    ),
    "status": (
        "{s}项目现在进展到哪一步了？",
        "{s}项目目前什么情况？",
        "{s}项目眼下是什么状态？",
        "{s}那个项目推进得怎么样了？",
        "简报要写{s}项目，现在的进度怎么表述？",
        "{s}项目处在哪个环节？",
    ),
    "deadline": (
        "{s}项目什么时候到期？",
        "{s}项目最后期限是哪天？",
        "{s}项目要在哪天之前完成？",
        "{s}项目的完成时间是哪一天？",
        "{s}项目最迟哪天交？",
        "{s}的交付日期定在哪天？",
    ),
    "owner": (
        "{s}项目是谁在牵头？",
        "{s}项目归谁管？",
        "谁是{s}项目的负责人？",
        "{s}项目找谁对接？",
        "{s}那个项目现在由谁主抓？",
        "{s}项目的第一负责人是谁？",
    ),
    "cost_centre": (
        "{s}项目的经费从哪个账号走？",
        "{s}项目的报销该挂哪个号？",
        "{s}的经费号是多少？",
        "{s}项目的预算编码是什么？",
        "报{s}项目的差旅费，单据上编号填什么？",
        "{s}项目在财务那边的编码是多少？",
    ),
    "plan": (
        "{s}目前订的是哪种服务？",
        "{s}用的是哪个版本的服务？",
        "{s}目前开通的是哪档服务？",
        "{s}买的是哪一档服务包？",
        "{s}现在是什么套餐？",
        "{s}签的服务等级是哪种？",
    ),
    "po_number": (
        "{s}的采购合同号是多少？",
        "{s}的采购单号是多少？",
        "{s}那份合同的编号是什么？",
        "对账时{s}的订单号填什么？",
        "{s}的订单编号能查一下吗？",
        "开票要写{s}的合同号，是多少？",
    ),
}

_ASK_TICKET = (
    "{id}这个工单现在什么状态？",
    "{c}报的{p}（{id}），处理完了吗？",
    "{id}办结了没有？",
    "{c}那个工单{id}现在到哪一步了？",
    "工单{id}还在处理吗，还是已经关了？",
    "{p}那个问题（工单号{id}）解决了没有？",
    "{id}（{c}）目前进度如何？",
    "{c}又来电话问{id}了，现在是什么情况？",
)

_ASK_PREFIX = (
    "", "", "", "", "请问，", "帮我查一下：", "麻烦确认一下，", "问一下，", "查询：",
    "小助手，", "我记得之前说过，", "急：",
)  # fmt: skip
_ASK_SUFFIX = ("", "", "", "", "谢谢。", "急用，谢谢！", "要写进简报里。", "在线等。")

_VIA_LEAD: dict[str, tuple[str, ...]] = {
    "manager": (
        "{s}的直接领导",
        "{s}的上级",
        "{s}的汇报对象",
        "管{s}的那位领导",
        "审批{s}请假的领导",
        "{s}的分管领导",
    ),
    "owner": (
        "{s}项目的负责人",
        "牵头{s}的那位老师",
        "{s}项目的负责老师",
        "主抓{s}项目的人",
        "{s}项目组的组长",
    ),
}
# Two-hop question bodies: {l} is the lead phrase above.
_VIA_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "{l}目前在哪个城市？",
        "{l}人在哪座城市办公？",
        "{l}在哪个市工作？",
        "签字材料要寄给{l}，寄到哪个城市？",
        "想当面拜访{l}，得去哪个城市？",
    ),
    "address": (
        "{l}家住哪里？",
        "{l}的住址是什么？",
        "{l}的家庭地址是多少？",
        "工会要给{l}寄慰问品，家庭地址是？",
        "{l}住在什么地方？",
    ),
    "phone": (
        "{l}手机号码是多少？",
        "{l}的电话怎么打？",
        "有事要找{l}，手机号多少？",
        "能把{l}的手机号发我吗？",
    ),
}
# Two-step shapes: first the link, then the attribute ({q} is a tail below).
_VIA_TWO_STEP: dict[str, tuple[str, ...]] = {
    "manager": (
        "{s}是向谁汇报的？那位领导{q}",
        "先确认{s}归谁管，再告诉我该领导{q}",
        "{s}的事得找其上级，这位上级{q}",
        "{s}的请假条要找领导签字，这位领导{q}",
    ),
    "owner": (
        "{s}项目现在谁负责？此人{q}",
        "先查一下{s}项目的负责人是谁，这位老师{q}",
        "我要找{s}项目的负责人，这位老师{q}",
        "{s}项目有事要当面请示负责人，负责人{q}",
    ),
}
_VIA_TAIL: dict[str, tuple[str, ...]] = {
    "city": ("目前在哪个城市？", "人在哪座城市办公？", "在哪个市工作？"),
    "address": ("家住哪里？", "住址是什么？", "家庭地址是多少？"),
    "phone": ("手机号码是多少？", "电话怎么打？", "手机号多少？"),
}


def _surname(name: str) -> str:
    for compound in _COMPOUND_SURNAMES:
        if name.startswith(compound) and len(name) > len(compound):
            return compound
    return name[:1] if len(name) > 1 else name


def _titled(name: str, rng: random.Random) -> str:
    """A person as colleagues write them in passing: surname plus post, or full name."""
    if len(name) < 2 or not name[0] >= "\u4e00":
        return name
    roll = rng.random()
    if roll < 0.6:
        return _surname(name) + rng.choice(_TITLES)
    if roll < 0.85:
        return name + "老师"
    return name


def _person(name: str, rng: random.Random) -> str:
    """A subject person with an optional courtesy title (always the full name)."""
    return name + rng.choice(_HONORIFIC)


def _render_date(value: str, form: int) -> str:
    """An ISO date in one of the forms the administration writes (by index)."""
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    weekday = _WEEKDAYS[day.weekday()]
    forms = (
        f"{day.year}年{day.month}月{day.day}日",
        f"{day.year}年{day.month}月{day.day}日",
        f"{day.month}月{day.day}日",
        f"{day.year}年{day.month}月{day.day}日（星期{weekday}）",
        f"{day.month}月{day.day}日（周{weekday}）",
        f"{day.year}.{day.month}.{day.day}",
    )
    return forms[form % len(forms)]


def _compare_dates(new: str, old: str) -> int:
    try:
        a, b = date.fromisoformat(new), date.fromisoformat(old)
    except ValueError:
        return 0
    return (a > b) - (a < b)


def _landline(rng: random.Random) -> str:
    return f"010-8{rng.randint(0, 9_999_999):07d} 转 {rng.randint(100, 899)}"


def _mail_date(rng: random.Random) -> str:
    return f"2024年{rng.randint(1, 12)}月{rng.randint(1, 28)}日"


class _Safe(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return ""


def _fill(template: str, **values: str) -> str:
    return template.format_map(_Safe(values))


def _chatter_fill(template: str, rng: random.Random, mention: str) -> str:
    dish, dish2 = rng.sample(_DISHES, 2)
    return _fill(
        template,
        m=mention,
        room=rng.choice(_ROOMS),
        day=rng.choice(_DAYS),
        time=rng.choice(_TIMES),
        meeting=rng.choice(_MEETINGS),
        dish=dish,
        dish2=dish2,
        doc=rng.choice(_DOCS),
        lecture=rng.choice(_LECTURES),
        conf=rng.choice(_CONFS),
        date=f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日",
        k=str(rng.randint(12, 80)),
        price=str(rng.randint(12, 22)),
        kk=_NUMERALS[rng.randint(0, 3)],
    )


class MailZhFamily:
    """Internal emails and work reports of a university hospital's administration."""

    name = "mail-zh"
    language: Literal["en", "zh"] = "zh"
    split: Literal["dev", "test", "legacy"] = "dev"
    lexicon = _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """Mobiles, campus e-mail, fund card numbers, contract numbers and work orders.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: The person, project or customer (unused for tickets).
            rng: The randomness source.

        Returns:
            The identifier as the administration writes it.
        """
        year = rng.choice((2023, 2024, 2024))
        if slot == "phone":
            prefix = rng.choice(
                ("138", "139", "135", "136", "137", "150", "151", "158", "159", "186", "187",
                 "188", "189", "133", "153", "177", "180", "181", "199", "130", "131", "132")
            )  # fmt: skip
            middle, last = f"{rng.randint(0, 9999):04d}", f"{rng.randint(0, 9999):04d}"
            shape = rng.random()
            if shape < 0.4:
                return f"{prefix}{middle}{last}"
            if shape < 0.7:
                return f"{prefix} {middle} {last}"
            if shape < 0.9:
                return f"{prefix}{middle} {last}"
            return f"{prefix}-{middle}-{last}"
        if slot == "email":
            return self._email(subject, rng)
        if slot == "cost_centre":
            shape = rng.random()
            if shape < 0.3:
                return f"KY{year}{rng.randint(1, 9999):04d}"
            if shape < 0.55:
                return f"{rng.randint(1000, 9999)}-{year % 100}{rng.randint(0, 9999):04d}"
            if shape < 0.8:
                kind = rng.choice(("XM", "ZX", "JS", "GL"))
                return f"HXFY-{kind}-{year}-{rng.randint(1, 999):03d}"
            return f"ZC{year}{rng.randint(1, 12):02d}{rng.randint(1, 999):03d}"
        if slot == "po_number":
            shape = rng.random()
            if shape < 0.3:
                return f"CG{year}{rng.randint(1, 12):02d}{rng.randint(1, 9999):04d}"
            if shape < 0.55:
                return f"HXFY-HT-{year}-{rng.randint(1, 999):03d}"
            if shape < 0.8:
                return f"4500{rng.randint(0, 999_999):06d}"
            return f"（{year}）华新采字第{rng.randint(1, 999)}号"
        month, day = rng.randint(1, 12), rng.randint(1, 28)
        if rng.random() < 0.6:
            return f"GD{year}{month:02d}{day:02d}{rng.randint(1, 999):03d}"
        return f"YW-{year % 100}{month:02d}-{rng.randint(1, 9999):04d}"

    @staticmethod
    def _email(subject: str, rng: random.Random) -> str:
        domain = rng.choice(
            ("hxfy.com.cn", "hxfy.com.cn", "hxmu.edu.cn", "mail.hxmu.edu.cn", "163.com")
        )
        known = _PINYIN.get(subject)
        if known is None:
            return f"user{rng.randint(1000, 99999)}@{domain}"
        sur, given = known
        full_given = "".join(given)
        initials = "".join(part[0] for part in given)
        shape = rng.randint(0, 5)
        if domain == "163.com":
            local = f"{sur}{full_given}{rng.randint(70, 99)}"
        elif shape == 0:
            local = f"{sur}{full_given}"
        elif shape == 1:
            local = f"{sur}{initials}"
        elif shape == 2:
            local = f"{initials}{sur}"
        elif shape == 3:
            local = f"{sur}{full_given}{rng.randint(1, 99)}"
        elif shape == 4:
            local = f"{sur}.{full_given}"
        else:
            local = f"{sur}_{initials}"
        return f"{local}@{domain}"

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` writes for ``event``.

        Args:
            event: What happens.
            rng: The randomness source.

        Returns:
            One line of email, work report or notice text.
        """
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return self._chatter(event, rng)
        if event.slot == "ticket":
            return self._ticket(event, rng)
        core = self._core(event, rng)
        frames: tuple[str, ...] = _FRAMES
        if event.slot in _PERSON_SLOTS:
            frames = _OWN_FRAMES if event.speaker == event.subject else _FRAMES + _PERSON_FRAMES
        return self._frame(core, event.slot, event.speaker, rng, frames)

    def _core(self, event: Event, rng: random.Random) -> str:
        slot = event.slot or ""
        subject = event.subject or ""
        kind = event.kind if event.kind in ("state", "update", "negate") else "state"
        value = event.value or ""
        old = event.old or ""
        person_valued = slot in ("manager", "owner")
        if slot == "deadline":
            form = rng.randint(0, 5)
            v, o = _render_date(value, form), _render_date(old, form)
        elif person_valued:
            v, o = _person(value, rng), _person(old, rng)
        else:
            v, o = value, old
        if slot in ("status", "deadline", "owner", "cost_centre") and rng.random() < 0.25:
            s = f"“{subject}”"
        elif slot in ("status", "deadline", "owner", "cost_centre", "plan", "po_number"):
            s = subject
        else:
            s = _person(subject, rng)
        templates = _CORE.get((slot, kind), ())
        if kind == "update" and slot == "deadline":
            direction = _compare_dates(value, old)
            extra = _CORE[("deadline", "later" if direction > 0 else "earlier")]
            if direction != 0 and rng.random() < 0.5:
                templates = extra
        if kind == "update" and slot == "plan":
            a, b = _PLAN_RANK.get(value), _PLAN_RANK.get(old)
            if a is not None and b is not None and a != b and rng.random() < 0.5:
                templates = _CORE[("plan", "up" if a > b else "down")]
        own = _SELF.get((slot, kind))
        if own and event.speaker == subject and rng.random() < 0.6:
            templates = own
        if not templates:
            if kind == "negate":
                return f"{subject}的“{old}”一项已撤销。"
            return f"{subject}：{value}。"
        return _fill(
            rng.choice(templates),
            s=s,
            n=subject,
            v=v,
            o=o,
            vn=value,
            on=old,
            tel=_landline(rng),
            sp=event.speaker,
        )

    @staticmethod
    def _frame(
        core: str, slot: str, speaker: str, rng: random.Random, frames: tuple[str, ...]
    ) -> str:
        frame = rng.choice(frames)
        if "另行通知" in core and "另行通知" in frame:
            frame = "{core}"
        if not frame.endswith("{core}") and core[-1:] not in ("。", "！", "？"):
            core += "。"
        line = _fill(
            frame,
            core=core,
            sp=speaker,
            d=_mail_date(rng),
            topic=rng.choice(_TOPICS.get(slot, ("工作事项",))),
            cc="、".join(rng.sample(_CC, rng.randint(1, 2))),
            lv=rng.choice(_LEVELS),
        )
        return line if len(line) < 290 else core

    def _ticket(self, event: Event, rng: random.Random) -> str:
        problem, _, customer = (event.detail or "").partition(" | ")
        problem = problem.strip() or "系统故障"
        customer = customer.strip() or "合作单位"
        state = event.value if event.value in _TICKET else "open"
        if event.kind == "resolve":
            state = "resolved"
        core = _fill(rng.choice(_TICKET[state]), id=event.subject or "", p=problem, c=customer)
        return self._frame(core, "ticket", event.speaker, rng, _TICKET_FRAMES)

    @staticmethod
    def _chatter(event: Event, rng: random.Random) -> str:
        mention = event.mention
        if mention is not None and rng.random() < 0.75:
            body = _chatter_fill(rng.choice(_CHAT_MENTION), rng, _titled(mention, rng))
            wrap = rng.random()
            if wrap < 0.1:
                return f"{body}——{event.speaker}"
            if wrap < 0.18:
                return f"{event.speaker}：{body}"
            return body
        roll = rng.random()
        if roll < 0.2:
            ack = rng.choice(_ACKS)
            if rng.random() < 0.3:
                return f"{event.speaker}：{ack}"
            if rng.random() < 0.15:
                return f"回复：{ack}"
            return ack
        if roll < 0.65:
            body = rng.choice(_CHAT_FIXED)
        else:
            body = _chatter_fill(rng.choice(_CHAT_TEMPLATES), rng, "")
        wrap = rng.random()
        if wrap < 0.2:
            return f"{body}——{event.speaker}"
        if wrap < 0.26:
            return f"{event.speaker}：{body}"
        if body.startswith(("各位", "【", "附件", "会议通知")):
            return body
        if wrap < 0.36:
            return f"各位老师：{body}谢谢！"
        if wrap < 0.4:
            return f"【通知】{body}收到请回复。"
        if wrap < 0.45:
            return f"各位同事，大家好！{body}"
        if wrap < 0.48:
            return f"各位老师：{body}特此通知。{event.speaker}　{_mail_date(rng)}"
        return body

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question a colleague puts to the memory assistant.

        Args:
            ask: What is asked.
            rng: The randomness source.

        Returns:
            The question, naming the subject (or the start of a two-hop chain).
        """
        if ask.slot == "ticket":
            body = self._ask_ticket(ask, rng)
        elif ask.via is not None:
            body = self._ask_via(ask, rng)
        else:
            templates = _ASK.get(ask.slot, ("{s}的{slot}是什么？",))
            subject = ask.subject
            if ask.slot in _PERSON_SLOTS:
                subject = _person(subject, rng)
            body = _fill(rng.choice(templates), s=subject, slot=ask.slot)
        return rng.choice(_ASK_PREFIX) + body + rng.choice(_ASK_SUFFIX)

    @staticmethod
    def _ask_ticket(ask: Ask, rng: random.Random) -> str:
        problem, _, customer = (ask.detail or "").partition(" | ")
        problem, customer = problem.strip(), customer.strip()
        templates = [
            t for t in _ASK_TICKET if ("{p}" not in t or problem) and ("{c}" not in t or customer)
        ]
        return _fill(rng.choice(templates), id=ask.subject, p=problem, c=customer)

    @staticmethod
    def _ask_via(ask: Ask, rng: random.Random) -> str:
        via = ask.via if ask.via in _VIA_LEAD else "manager"
        start = ask.subject if via == "owner" else _person(ask.subject, rng)
        tails = _VIA_TAIL.get(ask.slot)
        if tails is not None and rng.random() < 0.35:
            shape = rng.choice(_VIA_TWO_STEP[via])
            return _fill(shape, s=start, q=rng.choice(tails))
        lead = _fill(rng.choice(_VIA_LEAD[via]), s=start)
        own = _VIA_ASK.get(ask.slot)
        if own is not None:
            return _fill(rng.choice(own), l=lead)
        templates = _ASK.get(ask.slot)
        if templates is None:
            return f"{lead}的情况能查一下吗？"
        return _fill(rng.choice(templates), s=lead)


FAMILY = MailZhFamily()
