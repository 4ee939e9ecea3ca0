"""dingtalk-zh: 一家国内公司的钉钉 / 飞书工作群消息与公告.

The register is the office work group rather than a friends' chat: bracketed notice
headers (【通知】, 【人事变动】), "各位同事", closing formulas (请知悉, 特此说明), and
short replies in between. Phone numbers come in several formats, cost centres and
purchase orders in the codes a finance team uses, addresses as district + road + number.
"""

from __future__ import annotations

import random
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Family, Lexicon

__all__ = ["FAMILY", "DingTalkFamily"]

# Full name -> (surname pinyin, given-name syllables), for email addresses.
_PINYIN: dict[str, tuple[str, tuple[str, ...]]] = {
    "陈思远": ("chen", ("si", "yuan")),
    "刘佳怡": ("liu", ("jia", "yi")),
    "赵磊": ("zhao", ("lei",)),
    "孙晓梅": ("sun", ("xiao", "mei")),
    "周子豪": ("zhou", ("zi", "hao")),
    "吴婷": ("wu", ("ting",)),
    "郑凯文": ("zheng", ("kai", "wen")),
    "黄欣然": ("huang", ("xin", "ran")),
    "林志强": ("lin", ("zhi", "qiang")),
    "何雨桐": ("he", ("yu", "tong")),
    "高俊杰": ("gao", ("jun", "jie")),
    "马丽娟": ("ma", ("li", "juan")),
    "罗浩": ("luo", ("hao",)),
    "谢婉清": ("xie", ("wan", "qing")),
    "韩冬": ("han", ("dong",)),
    "许晨阳": ("xu", ("chen", "yang")),
    "冯雪": ("feng", ("xue",)),
    "宋嘉伟": ("song", ("jia", "wei")),
    "邓玉兰": ("deng", ("yu", "lan")),
    "曹宇航": ("cao", ("yu", "hang")),
}

LEXICON = Lexicon(
    people=tuple(_PINYIN),
    projects=("北斗", "青鸾", "天枢", "磐石", "启航", "鲲鹏", "灵犀", "远山"),
    customers=("华信物流", "百川医药", "鼎盛地产", "安和保险", "蓝海电子", "恒远汽车", "禾丰食品"),
    teams=(
        "财务部",
        "人力资源部",
        "行政部",
        "采购部",
        "研发中心",
        "客户成功部",
        "数据平台组",
        "法务部",
        "市场部",
    ),
    cities=(
        "上海",
        "北京",
        "杭州",
        "深圳",
        "广州",
        "成都",
        "武汉",
        "南京",
        "苏州",
        "西安",
        "重庆",
        "天津",
        "长沙",
        "厦门",
        "青岛",
        "合肥",
        "郑州",
        "大连",
        "宁波",
        "昆明",
        "沈阳",
        "济南",
        "福州",
    ),
    addresses=(
        "浦东新区张江路88号",
        "海淀区中关村大街27号",
        "徐汇区漕溪北路595号",
        "西湖区文三路90号",
        "南山区高新南七道12号",
        "天河区体育西路103号",
        "武侯区人民南路四段11号",
        "江汉区解放大道688号",
        "鼓楼区中山路321号",
        "雁塔区科技路48号",
        "朝阳区建国路93号院2号楼",
        "福田区深南大道6008号",
        "思明区湖滨南路55号",
        "滨江区江南大道3850号",
        "工业园区星湖街328号",
        "高新区天府大道中段1268号",
        "长宁区虹桥路1438号",
        "闵行区莘松路380弄12号",
        "余杭区文一西路969号",
        "宝安区建安一路99号",
        "黄浦区淮海中路283号1502室",
        "东城区东直门南大街5号",
        "丰台区南四环西路188号",
        "越秀区环市东路339号",
        "江宁区胜太路77号",
        "锦江区红星路三段1号",
        "岳麓区麓谷大道627号",
        "崂山区海尔路178号",
        "市北区辽宁路80号",
        "鄞州区天童南路588号",
        "金水区花园路39号",
        "历下区泉城路180号",
        "碑林区南大街2号",
    ),
    roles=(
        "产品经理",
        "行政主管",
        "高级会计",
        "采购专员",
        "前端工程师",
        "测试工程师",
        "HRBP",
        "大客户经理",
        "运维工程师",
        "法务专员",
        "数据分析师",
        "UI设计师",
    ),
    drinks=(
        "冰美式",
        "燕麦拿铁",
        "铁观音",
        "龙井",
        "普洱",
        "柠檬水",
        "豆浆",
        "菊花茶",
        "奶茶",
        "苏打水",
        "大红袍",
        "红枣枸杞茶",
    ),
    statuses=("进展正常", "有延期风险", "已暂停", "阻塞中", "验收中", "已上线", "待立项"),
    plans=("基础版", "专业版", "旗舰版", "企业版", "团队版", "尊享版"),
    problems=(
        "导出报表缺最后一行",
        "发票PDF打开是空白",
        "单点登录一直跳回首页",
        "审批流卡在财务节点不动",
        "手机端上传附件闪退",
        "短信验证码收不到",
        "考勤数据同步延迟一天",
        "对账金额和系统不一致",
        "批量导入超过五千行就超时",
        "打印的出库单缺页",
        "小程序支付回调失败",
        "定时任务重复推送消息",
    ),
)

_PEOPLE = frozenset(LEXICON.people)
_WEEKDAYS = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")

# --- statements --------------------------------------------------------------------------
# Keys per slot: "state", "update_old" (mentions the old value), "update", "negate".
# Placeholders: {s} subject, {v} value, {o} old value, {num} 手机 / 座机, {shift} 延后 / 提前.

_T: dict[str, dict[str, tuple[str, ...]]] = {
    "city": {
        "state": (
            "{s}常驻{v}办公室。",
            "{s}目前在{v}工作，线下会议请提前协调。",
            "欢迎新同事{s}加入，base在{v}。",
            "{s}的工作地点为{v}。",
            "{s}在{v}分公司，有事可以直接找TA。",
            "{s}后续固定在{v}办公。",
            "{s}人在{v}，出差报销按{v}出发计算。",
        ),
        "update_old": (
            "{s}由{o}调往{v}，本周起生效。",
            "更正：{s}在{v}，不是{o}。",
            "{s}已从{o}办公室调到{v}。",
            "{s}工作地点变更：{o} → {v}。",
            "{s}不在{o}了，现在base{v}。",
        ),
        "update": (
            "{s}已调至{v}办公。",
            "{s}的工作地点变更为{v}。",
            "{s}下周起转到{v}。",
            "{s}现在常驻{v}了。",
            "根据组织安排，{s}调往{v}分公司。",
        ),
        "negate": (
            "{s}已不在{o}办公，新的工作地点待定。",
            "{s}撤离{o}办公室，后续安排另行通知。",
            "请注意，{s}不再常驻{o}。",
            "{s}在{o}的工位已退，去向待确认。",
            "{s}不再在{o}了，具体去哪还没定。",
        ),
    },
    "address": {
        "state": (
            "{s}的收件地址：{v}。",
            "{s}家庭住址登记为{v}。",
            "入职资料寄到{s}家：{v}。",
            "{s}住在{v}，快递请寄这里。",
            "人事系统里{s}的地址是{v}。",
            "{s}的电脑直接寄到{v}。",
        ),
        "update_old": (
            "{s}搬家了，地址从{o}改为{v}。",
            "更正：{s}住{v}，不是{o}。",
            "{s}已不住{o}，新地址：{v}。",
            "{s}地址变更：{o} → {v}。",
        ),
        "update": (
            "{s}搬家了，新地址：{v}。",
            "{s}的住址更新为{v}。",
            "以后寄给{s}的东西请寄到{v}。",
            "{s}现住{v}，人事已备案。",
            "{s}最新收件地址：{v}。",
        ),
        "negate": (
            "{s}已经搬离{o}，新地址还没提供，快递先别寄。",
            "{o}这个地址对{s}已失效。",
            "请勿再往{o}寄{s}的东西，TA已搬走。",
            "{s}不住{o}了，新地址待补充。",
            "系统里{s}的旧地址{o}已作废。",
        ),
    },
    "role": {
        "state": (
            "热烈欢迎{s}加入，担任{v}。",
            "{s}的岗位是{v}。",
            "经公司研究决定，任命{s}为{v}。",
            "{s}是我们的{v}。",
            "{s}今天入职，职位{v}。",
            "{s}目前担任{v}一职。",
        ),
        "update_old": (
            "{s}由{o}晋升为{v}，恭喜！",
            "更正：{s}的职位是{v}，不是{o}。",
            "{s}岗位调整：{o} → {v}。",
            "{s}不再担任{o}，改任{v}。",
        ),
        "update": (
            "恭喜{s}晋升为{v}！",
            "{s}现任{v}。",
            "即日起{s}担任{v}。",
            "{s}转岗为{v}，请大家知悉。",
            "{s}的title改成{v}了。",
        ),
        "negate": (
            "{s}不再担任{o}。",
            "{s}已卸任{o}，新岗位另行通知。",
            "即日起免去{s}的{o}职务。",
            "{s}的{o}岗位已取消。",
            "{s}不做{o}了，后续职责待定。",
        ),
    },
    "team": {
        "state": (
            "{s}隶属{v}。",
            "{s}是{v}的同事。",
            "{s}加入{v}。",
            "{s}在{v}，相关需求可以找TA。",
            "{s}归{v}管理。",
            "{s}目前在{v}任职。",
        ),
        "update_old": (
            "{s}从{o}调到{v}。",
            "更正：{s}属于{v}，不是{o}。",
            "{s}部门调整：{o} → {v}。",
            "{s}已离开{o}，转入{v}。",
        ),
        "update": (
            "{s}转入{v}。",
            "{s}已调至{v}。",
            "自下周一起{s}归属{v}。",
            "{s}现在是{v}的人了。",
            "组织架构调整：{s}并入{v}。",
        ),
        "negate": (
            "{s}已离开{o}。",
            "{s}不再属于{o}，新部门待定。",
            "请把{s}移出{o}的群。",
            "{o}名单里已去掉{s}。",
            "{s}从{o}调出，去向另行通知。",
        ),
    },
    "manager": {
        "state": (
            "{s}向{v}汇报。",
            "{s}的直属上级是{v}。",
            "{v}是{s}的leader。",
            "{s}汇报给{v}，请假审批也找{v}。",
            "{s}由{v}直接带。",
            "{s}的汇报线：{v}。",
        ),
        "update_old": (
            "{s}的汇报对象由{o}调整为{v}。",
            "更正：{s}的直属上级是{v}，不是{o}。",
            "{s}不再向{o}汇报，改为向{v}汇报。",
            "{o}把{s}交接给{v}带。",
        ),
        "update": (
            "{s}现在向{v}汇报。",
            "{s}的直属领导变更为{v}。",
            "即日起{s}由{v}负责管理。",
            "{s}的新leader是{v}。",
            "{s}转到{v}手下。",
        ),
        "negate": (
            "{s}不再向{o}汇报。",
            "{o}不再是{s}的直属上级，新汇报线待定。",
            "{s}和{o}的汇报关系已解除。",
            "{o}不带{s}了，后续安排另行通知。",
            "{s}的汇报线不再是{o}。",
        ),
    },
    "drink": {
        "state": (
            "下午茶统计：{s}要{v}。",
            "{s}平时喝{v}。",
            "{s}只喝{v}。",
            "给{s}带杯{v}就行。",
            "{s}的固定口味是{v}。",
            "接龙：{s} {v}。",
        ),
        "update_old": (
            "{s}从{o}改喝{v}了。",
            "更正：{s}要{v}，不是{o}。",
            "{s}不喝{o}了，换成{v}。",
            "{s}最近把{o}戒了，改{v}。",
        ),
        "update": (
            "{s}最近改喝{v}了。",
            "{s}现在都喝{v}。",
            "统计更新：{s}换成{v}。",
            "{s}说以后给TA点{v}。",
            "{s}的口味换成{v}了。",
        ),
        "negate": (
            "{s}不喝{o}了。",
            "{s}把{o}戒了。",
            "以后别给{s}点{o}了。",
            "{s}说{o}喝腻了，不要再买。",
            "{s}已经不碰{o}了。",
        ),
    },
    "phone": {
        "state": (
            "{s}的{num}：{v}。",
            "{s}联系方式：{v}。",
            "有急事可以打{s}电话{v}。",
            "{s}的{num}号码是{v}，已加入通讯录。",
            "值班联系人{s}，电话{v}。",
            "{s}电话{v}，微信同号。",
        ),
        "update_old": (
            "{s}换号了，{o}停用，新号{v}。",
            "更正：{s}的{num}是{v}，不是{o}。",
            "{s}的电话由{o}更新为{v}。",
            "{s}不用{o}了，改用{v}。",
        ),
        "update": (
            "{s}换了新号码：{v}。",
            "{s}的{num}更新为{v}。",
            "以后联系{s}请打{v}。",
            "{s}新电话：{v}，请更新通讯录。",
            "通讯录更新：{s} {v}。",
        ),
        "negate": (
            "{s}原来的号码{o}已停用。",
            "{o}已经打不通了，{s}的新号码稍后补充。",
            "请勿再拨打{o}联系{s}。",
            "{s}的{o}已注销。",
            "{s}不再使用{o}。",
        ),
    },
    "email": {
        "state": (
            "{s}的邮箱：{v}。",
            "相关邮件请抄送{s}（{v}）。",
            "{s}邮箱是{v}。",
            "有文件可以发{s}邮箱{v}。",
            "{s}的工作邮箱为{v}。",
            "对外沟通{s}用{v}这个邮箱。",
        ),
        "update_old": (
            "{s}的邮箱从{o}改为{v}。",
            "更正：{s}的邮箱是{v}，不是{o}。",
            "{o}停用了，{s}以后用{v}。",
            "{s}邮箱迁移：{o} → {v}。",
        ),
        "update": (
            "{s}启用新邮箱{v}。",
            "{s}的邮箱更新为{v}。",
            "请改用{v}给{s}发邮件。",
            "{s}的新邮箱：{v}。",
            "邮箱变更：{s}现用{v}。",
        ),
        "negate": (
            "{o}已注销，请不要再给{s}发到这个邮箱。",
            "{s}不再使用{o}。",
            "发到{o}的邮件{s}收不到了，新邮箱待定。",
            "{s}的旧邮箱{o}已停用。",
            "请从通讯录删除{s}的{o}。",
        ),
    },
    "status": {
        "state": (
            "{s}项目当前状态：{v}。",
            "{s}目前{v}。",
            "周报同步：{s}{v}。",
            "{s}这边{v}。",
            "{s}：{v}。",
            "{s}的状态标记为{v}。",
        ),
        "update_old": (
            "{s}状态由{o}变更为{v}。",
            "更正：{s}现在是{v}，不是{o}。",
            "{s}已经不是{o}了，目前{v}。",
            "{s}：{o} → {v}。",
        ),
        "update": (
            "{s}状态更新为{v}。",
            "{s}最新状态：{v}。",
            "{s}现在{v}了。",
            "同步一下，{s}转为{v}。",
            "{s}已调整为{v}。",
        ),
        "negate": (
            "{s}不再是{o}状态，新状态待评估。",
            "{s}的“{o}”标记已撤销。",
            "{s}已解除{o}，具体状态下周例会再定。",
            "请忽略之前{s}{o}的说法。",
            "{s}目前不属于{o}了。",
        ),
    },
    "deadline": {
        "state": (
            "{s}的截止日期是{v}。",
            "{s}需在{v}前交付。",
            "{s}计划{v}上线。",
            "{s}最晚{v}完成。",
            "{s} deadline：{v}。",
            "请各位在{v}之前完成{s}相关工作。",
        ),
        "update_old": (
            "{s}交付时间由{o}调整为{v}。",
            "更正：{s}的截止日期是{v}，不是{o}。",
            "{s}从{o}{shift}到{v}。",
            "{s}上线日期改了：{o} → {v}。",
        ),
        "update": (
            "{s}截止日期调整为{v}。",
            "{s}改到{v}交付。",
            "{s}新的deadline：{v}。",
            "{s}改为{v}上线。",
            "经评审，{s}上线时间定为{v}。",
        ),
        "negate": (
            "{s}原定{o}的截止日期取消，新时间待定。",
            "{s}不会在{o}交付了，排期另行通知。",
            "{o}这个时间点对{s}不再适用。",
            "请忽略{s}{o}的deadline。",
            "{s}{o}上线的计划取消。",
        ),
    },
    "owner": {
        "state": (
            "{s}由{v}负责。",
            "{s}的owner是{v}。",
            "{v}牵头{s}项目。",
            "{s}相关问题请找负责人{v}。",
            "{v}担任{s}项目负责人。",
            "{s}这块{v}在管。",
        ),
        "update_old": (
            "{s}负责人由{o}变更为{v}。",
            "更正：{s}的owner是{v}，不是{o}。",
            "{o}已将{s}交接给{v}。",
            "{v}从{o}手里接过{s}。",
        ),
        "update": (
            "{s}现由{v}负责。",
            "{v}接手{s}。",
            "{s}的新owner：{v}。",
            "即日起{s}项目负责人为{v}。",
            "{s}转给{v}负责了。",
        ),
        "negate": (
            "{o}不再负责{s}。",
            "{o}已退出{s}，新负责人待定。",
            "{s}不再由{o}牵头。",
            "{s}的owner不是{o}了，待重新指定。",
            "{o}卸任{s}负责人。",
        ),
    },
    "cost_centre": {
        "state": (
            "{s}的费用挂成本中心{v}。",
            "{s}报销请填费用编码{v}。",
            "{s}工时统一记到{v}。",
            "{s}的预算科目：{v}。",
            "财务已为{s}开立成本中心{v}。",
            "{s}相关支出走{v}。",
        ),
        "update_old": (
            "{s}成本中心由{o}改为{v}。",
            "更正：{s}的费用编码是{v}，不是{o}。",
            "{s}不再挂{o}，改挂{v}。",
            "{s}费用归属：{o} → {v}。",
        ),
        "update": (
            "{s}成本中心变更为{v}。",
            "{s}以后报销填{v}。",
            "财务通知：{s}改挂{v}。",
            "{s}新的费用编码：{v}。",
            "自本月起{s}工时记到{v}。",
        ),
        "negate": (
            "{o}已关闭，{s}的费用暂停入账，等财务给新编码。",
            "{s}不再挂{o}。",
            "请勿再用{o}报销{s}的费用。",
            "{s}的成本中心{o}已作废。",
            "{o}对{s}不再有效。",
        ),
    },
    "plan": {
        "state": (
            "{s}购买的是{v}。",
            "{s}签了{v}。",
            "{s}目前用的{v}。",
            "{s}开通了{v}，合同已回传。",
            "客户{s}：{v}。",
            "{s}续的是{v}。",
        ),
        "update_old": (
            "{s}从{o}换成了{v}。",
            "更正：{s}是{v}，不是{o}。",
            "{s}续约时由{o}改为{v}。",
            "{s}不用{o}了，改签{v}。",
        ),
        "update": (
            "{s}已切换到{v}。",
            "{s}现在是{v}。",
            "{s}续约改成{v}了。",
            "{s}的版本变更为{v}。",
            "好消息，{s}签了{v}。",
        ),
        "negate": (
            "{s}已退订{o}。",
            "{s}不再使用{o}，后续方案待沟通。",
            "{s}的{o}到期未续。",
            "{s}取消了{o}。",
            "{o}对{s}已失效。",
        ),
    },
    "po_number": {
        "state": (
            "{s}的采购单号：{v}。",
            "{s}开票请备注订单号{v}。",
            "{s}今年的PO是{v}。",
            "{s}那边下了采购单，单号{v}。",
            "给{s}开发票时务必填写PO号{v}。",
            "{s}合同对应订单号：{v}。",
        ),
        "update_old": (
            "{s}的PO由{o}换成{v}。",
            "更正：{s}的订单号是{v}，不是{o}。",
            "{s}作废了{o}，重新下单{v}。",
            "{s}采购单号变更：{o} → {v}。",
        ),
        "update": (
            "{s}新下了采购单{v}。",
            "{s}的PO更新为{v}。",
            "以后给{s}开票用{v}。",
            "{s}新订单号：{v}。",
            "{s}财务发来新PO：{v}。",
        ),
        "negate": (
            "{s}的采购单{o}已关闭。",
            "{o}已作废，{s}的新单号待对方提供。",
            "请不要再用{o}给{s}开票。",
            "{s}撤销了订单{o}。",
            "{o}对{s}已经不能用了。",
        ),
    },
}

_GENERIC: dict[str, tuple[str, ...]] = {
    "state": ("{s}的{slot}：{v}。",),
    "update_old": ("{s}的{slot}由{o}改为{v}。",),
    "update": ("{s}的{slot}更新为{v}。",),
    "negate": ("{s}的{slot}不再是{o}。",),
}

_TICKET: dict[str, tuple[str, ...]] = {
    "open": (
        "{c}反馈{p}，已建工单{s}。",
        "新工单{s}：{p}（{c}）。",
        "{s}已创建，客户{c}，问题：{p}。",
        "{c}报了个问题：{p}，单号{s}。",
        "{c}那边说{p}，我提了{s}。",
        "{s}待处理：{c}，{p}。",
    ),
    "in progress": (
        "{s}已分配给研发，正在处理中。",
        "{s}（{c}）我们在跟进了。",
        "{s}处理中，{p}的原因还在排查。",
        "{c}的{s}已经有人接手了。",
        "{s}状态改为处理中。",
        "{s}正在修，{c}那边已同步。",
    ),
    "resolved": (
        "{s}已解决，{c}确认没问题了。",
        "{s}已修复上线，工单关闭。",
        "{c}反馈的{p}已修好（{s}）。",
        "{s}搞定了。",
        "{s}验证通过，已关单。",
        "{s}已处理完毕，{c}那边已回访。",
    ),
    "negate": (
        "{s}不再是{o}状态，后续进展待确认。",
        "请忽略之前{s}的状态，重新评估中。",
    ),
}
_TICKET_WORDS = {"open": "待处理", "in progress": "处理中", "resolved": "已解决"}

# --- wrapping ------------------------------------------------------------------------------

_GREETINGS = (
    "【通知】",
    "各位同事：",
    "各位同事好，",
    "@所有人 ",
    "大家好，",
    "同步一下：",
    "Hi all，",
    "跟大家说一下，",
    "补充说明：",
)
_HEADERS: dict[str, tuple[str, ...]] = {
    "city": ("【人事变动】", "【工位调整】"),
    "address": ("【人事信息】", "【快递寄送】"),
    "role": ("【人事任命】", "【欢迎新同事】", "【人事变动】"),
    "team": ("【组织调整】", "【人事变动】"),
    "manager": ("【组织调整】", "【汇报关系】"),
    "drink": ("【下午茶接龙】", "【周五饮品统计】"),
    "phone": ("【通讯录更新】", "【值班安排】"),
    "email": ("【通讯录更新】", "【邮箱变更】"),
    "status": ("【项目周报】", "【项目同步】"),
    "deadline": ("【排期通知】", "【项目同步】"),
    "owner": ("【项目交接】", "【项目同步】"),
    "cost_centre": ("【财务通知】", "【报销须知】"),
    "plan": ("【客户信息】", "【续约进展】"),
    "po_number": ("【财务通知】", "【开票信息】"),
    "ticket": ("【工单】", "【客户问题】", "【线上问题】"),
}
_CORRECTIONS = (
    "更正：",
    "【更正】",
    "补充一下，",
    "纠正一下昨天的通知：",
    "以此为准：",
    "更新一下，",
)
_TAILS = (
    "请知悉。",
    "特此说明。",
    "收到请回复。",
    "如有疑问请私聊我。",
    "请大家相互转告。",
    "相关系统已同步更新。",
    "辛苦大家。",
)
_SIGNOFFS = ("——{me}", "（{me}）", "谢谢！", "谢谢大家", "发件人：{me}")
_REPLIES = ("收到，", "好的，", "了解，", "嗯嗯，", "OK，")

_CHATTER = (
    "今天下午茶在茶水间，大家自取～",
    "{m}生日快乐🎂，蛋糕在前台！",
    "【行政通知】本周五下午3点消防演练，请大家配合。",
    "电梯今天上午维保，请走楼梯，给大家带来不便敬请谅解。",
    "降温了，大家注意保暖。",
    "地铁故障，晚到的同事记得在系统里补卡。",
    "周末团建报名截止周三，还没报的抓紧。",
    "谁的充电宝落在3号会议室了？",
    "收到👍",
    "好的，谢谢",
    "打印机又卡纸了，有没有人会修",
    "中秋礼盒已到，下班前去前台领取。",
    "食堂今天有红烧肉，冲！",
    "@{m} 会议室我订好了，记得来。",
    "辛苦{m}，昨天加班到很晚。",
    "楼下新开了一家面馆，中午有人一起吗？",
    "今天空调有点冷，谁能调一下温度",
    "下周一调休，别忘了。",
    "工位区域请勿吃有味道的食物，谢谢配合。",
    "明天可能有暴雨，大家出门带伞。",
    "年会节目征集中，欢迎报名！",
    "快递柜满了，大家尽快取件。",
    "恭喜{m}喜提千金！",
    "谢谢{m}带的零食～",
    "不好意思发错群了，请忽略。",
    "请大家及时提交本月报销单。",
    "本周例会改到线上。",
    "【温馨提示】离开工位请锁屏。",
    "{m}，你的快递在前台。",
    "今天是{m}入职三周年，祝贺！",
    "哈哈哈，好的",
    "👌",
)

# --- questions -----------------------------------------------------------------------------

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "{s}现在base在哪个城市？",
        "{s}平时在哪边办公？",
        "请问{s}目前常驻哪里？",
        "{s}是在哪个城市的办公室？",
        "想约{s}线下聊，TA人在哪个城市？",
    ),
    "address": (
        "{s}家里地址是啥？寄东西要用",
        "谁有{s}的收件地址？",
        "{s}现在住哪儿？",
        "给{s}寄电脑，地址填哪里？",
    ),
    "role": (
        "{s}现在是什么岗位？",
        "{s}在公司的职位是？",
        "{s}的title是啥？",
        "组织架构图上{s}该写什么职务？",
    ),
    "team": (
        "{s}现在归哪个部门？",
        "{s}是哪个组的？",
        "请问{s}在什么部门？",
        "{s}现在在哪个团队？",
    ),
    "manager": (
        "{s}的直属领导是谁？",
        "{s}现在向谁汇报？",
        "{s}请假找谁审批？",
        "{s}的leader是哪位？",
    ),
    "drink": (
        "{s}平时喝什么？帮TA带一杯",
        "给{s}点饮料点啥？",
        "{s}喝咖啡还是喝茶？具体要哪种？",
        "下午茶{s}要什么？",
    ),
    "phone": (
        "谁有{s}的手机号？",
        "{s}的联系电话是多少？",
        "怎么打电话找{s}？",
        "麻烦发一下{s}的号码",
    ),
    "email": (
        "{s}邮箱是哪个？",
        "发邮件给{s}用哪个地址？",
        "有人知道{s}的邮件地址吗？",
        "{s}的mail是？",
    ),
    "status": (
        "{s}现在什么进度？",
        "{s}项目目前状态如何？",
        "{s}那边怎么样了？",
        "问一下{s}的最新情况？",
    ),
    "deadline": (
        "{s}最晚哪天要交付？",
        "{s}的截止日期是几号？",
        "{s}deadline是哪天？",
        "{s}要在什么时候之前搞完？",
    ),
    "owner": (
        "{s}现在谁负责？",
        "{s}的owner是谁？",
        "{s}这个项目找谁对接？",
        "{s}是谁在牵头？",
    ),
    "cost_centre": (
        "{s}的费用挂哪个成本中心？",
        "{s}报销填哪个费用编码？",
        "{s}的工时记在哪个编码下面？",
        "请问{s}的预算科目是多少？",
    ),
    "plan": (
        "{s}买的是哪个版本？",
        "{s}现在用的什么套餐？",
        "{s}签的哪一档？",
        "{s}续的什么版本来着？",
    ),
    "po_number": (
        "{s}的采购单号是多少？开票要用",
        "给{s}开发票需要填的PO号有人知道吗？",
        "{s}的订单号谁有？",
        "{s}那边的PO是多少来着？",
    ),
    "ticket": (
        "{s}那个工单现在什么情况？",
        "{c}那个问题（{s}）处理得怎么样了？",
        "{s}修好了吗？",
        "{s}有人跟吗？{c}在催了",
        "问下{s}，就是{p}那个，进展如何？",
    ),
}
_ASK_GENERIC = ("{s}的{slot}是什么？",)

_VIA: dict[str, tuple[str, ...]] = {
    "manager": ("{s}的直属领导", "{s}的leader", "{s}的汇报对象", "带{s}的那位领导"),
    "owner": ("{s}的owner", "{s}项目负责人", "负责{s}的那位同事", "{s}的牵头人"),
}
_HOP: dict[str, tuple[str, ...]] = {
    "city": ("{x}现在base在哪？", "{x}在哪个城市办公？", "请问{x}常驻哪里？"),
    "address": ("{x}家住哪儿？", "{x}的收件地址是什么？", "谁知道{x}住在哪？"),
    "phone": ("{x}手机号多少？", "谁有{x}的电话？", "怎么联系{x}，电话是？"),
    "email": ("{x}邮箱是什么？", "{x}的邮件地址谁有？"),
    "role": ("{x}是什么职位？", "{x}的title是？"),
    "team": ("{x}在哪个部门？", "{x}是哪个组的？"),
    "drink": ("{x}平时喝什么？",),
    "manager": ("{x}向谁汇报？", "{x}的上级是谁？"),
}
_ASK_PREFIX = ("请问，", "问一下，", "@所有人 ", "打扰一下，", "急：", "有人知道吗，")
_ASK_SUFFIX = ("谢谢！", "多谢", "急用", "🙏")


def _date(iso: str, rng: random.Random) -> str:
    """``iso`` written the way a Chinese office writes a date (always day and month)."""
    try:
        d = date.fromisoformat(iso)
    except ValueError:
        return iso
    weekday = _WEEKDAYS[d.weekday()]
    styles = (
        f"{d.month}月{d.day}日",
        f"{d.month}月{d.day}号",
        f"{d.year}年{d.month}月{d.day}日",
        f"{d.month}/{d.day}",
        f"{d.month}月{d.day}日（{weekday}）",
        f"{weekday}（{d.month}月{d.day}日）",
        f"{d.year}/{d.month}/{d.day}",
        f"{d.month}.{d.day}",
    )
    return rng.choice(styles)


def _phone_kind(number: str) -> str:
    compact = number.replace(" ", "").removeprefix("+86")
    return "手机" if compact.startswith("1") else "座机"


class DingTalkFamily:
    """A Chinese company's DingTalk / Feishu work groups and notices (dev split)."""

    @property
    def name(self) -> str:
        """The family's name."""
        return "dingtalk-zh"

    @property
    def language(self) -> Literal["en", "zh"]:
        """Simplified Chinese."""
        return "zh"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """A dev family."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """People, places and values of the company."""
        return LEXICON

    # --- identifiers ---------------------------------------------------------------------

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh phone number, email, cost centre, purchase order or ticket number."""
        if slot == "phone":
            if rng.random() < 0.15:
                return rng.choice(
                    (
                        f"010-{rng.randrange(60000000, 89999999)}",
                        f"021-{rng.randrange(50000000, 69999999)}",
                        f"0755-{rng.randrange(80000000, 89999999)}",
                    )
                )
            head = rng.choice(("139", "138", "136", "158", "186", "177", "189", "135", "152"))
            mid, tail = f"{rng.randrange(10000):04d}", f"{rng.randrange(10000):04d}"
            return rng.choice(
                (
                    f"{head}{mid}{tail}",
                    f"{head}-{mid}-{tail}",
                    f"{head} {mid} {tail}",
                    f"+86 {head} {mid} {tail}",
                )
            )
        if slot == "email":
            surname, given = _PINYIN.get(subject, ("user", (f"{rng.randrange(1000, 9999)}",)))
            initials = "".join(syllable[0] for syllable in given)
            joined = "".join(given)
            domain = rng.choice(
                ("yunfan-tech.com", "corp.hengxin.cn", "xinghe.com.cn", "mail.tianyu-group.com")
            )
            return rng.choice(
                (
                    f"{surname}.{joined}@{domain}",
                    f"{joined}.{surname}@{domain}",
                    f"{surname}{initials}@{domain}",
                    f"{surname}{joined}{rng.randrange(1, 99):02d}@{domain}",
                    f"{surname}{joined}@163.com",
                )
            )
        if slot == "cost_centre":
            return rng.choice(
                (
                    f"{rng.choice(('RD', 'MK', 'OP', 'FN', 'HR'))}-{rng.randrange(1000, 9999)}",
                    f"{rng.randrange(1000, 9999)}-{rng.randrange(100, 999)}",
                    f"CC-{rng.choice(('SH', 'BJ', 'HZ', 'SZ'))}-{rng.randrange(10000):04d}",
                    f"FY{rng.randrange(23, 26)}-{rng.choice(('MKT', 'RND', 'OPS'))}"
                    f"-{rng.randrange(1000):03d}",
                )
            )
        if slot == "po_number":
            return rng.choice(
                (
                    f"PO2024{rng.randrange(10000):04d}",
                    f"45000{rng.randrange(100000):05d}",
                    f"CG-2024-{rng.randrange(10000):04d}",
                    f"PO-SH-{rng.randrange(100000, 999999)}",
                )
            )
        if slot == "ticket":
            return rng.choice(
                (
                    f"TK-{rng.randrange(10000, 99999)}",
                    f"SR2024{rng.randrange(100000, 999999)}",
                    f"GD-{rng.randrange(1000, 9999)}",
                    f"ITSM-{rng.randrange(100000, 999999)}",
                )
            )
        return f"NO.{rng.randrange(100000, 999999)}"

    # --- statements ----------------------------------------------------------------------

    def say(self, event: Event, rng: random.Random) -> str:
        """The group message ``event.speaker`` posts."""
        if event.kind == "chatter":
            return self._chatter(event, rng)
        slot = event.slot or ""
        spec = SLOTS.get(slot)
        if slot == "ticket" or (spec is not None and spec.subject == "ticket"):
            body = self._ticket(event, rng)
        else:
            body = self._fact(event, slot, rng)
        return self._wrap(event, slot, body, rng)

    def _fact(self, event: Event, slot: str, rng: random.Random) -> str:
        value = event.value or "待定"
        old = event.old or ""
        if slot == "deadline":
            v, o = _date(value, rng), _date(old, rng) if old else ""
        else:
            v, o = value, old
        shift = "调整"
        if slot == "deadline" and old and event.value:
            shift = "延后" if event.value > old else "提前" if event.value < old else "调整"
        fields = {
            "s": event.subject or "",
            "v": v,
            "o": o or "原来的",
            "num": _phone_kind(value) if slot == "phone" else "电话",
            "shift": shift,
            "slot": slot,
        }
        table = _T.get(slot, _GENERIC)
        if event.kind == "negate":
            pool = table["negate"]
        elif event.kind == "state":
            pool = table["state"]
        elif old and rng.random() < 0.6:
            pool = table["update_old"]
        else:
            pool = table["update"]
        return rng.choice(pool).format(**fields)

    def _ticket(self, event: Event, rng: random.Random) -> str:
        problem, _, customer = (event.detail or "").partition(" | ")
        if event.kind == "negate":
            key = "negate"
        elif event.kind == "resolve" or event.value == "resolved":
            key = "resolved"
        elif event.value == "in progress":
            key = "in progress"
        else:
            key = "open"
        fields = {
            "s": event.subject or "工单",
            "p": problem.strip() or "系统报错",
            "c": customer.strip() or "客户",
            "o": _TICKET_WORDS.get(event.old or "", event.old or "待处理"),
        }
        return rng.choice(_TICKET[key]).format(**fields)

    def _wrap(self, event: Event, slot: str, body: str, rng: random.Random) -> str:
        roll = rng.random()
        if event.kind == "update" and event.old and roll < 0.3 and "更正" not in body:
            text = rng.choice(_CORRECTIONS) + body
        elif roll < 0.45:
            text = rng.choice(_HEADERS.get(slot, ("【通知】",))) + body
        elif roll < 0.7:
            text = rng.choice(_GREETINGS) + body
        elif roll < 0.8:
            text = rng.choice(_REPLIES) + body
        else:
            text = body
        if rng.random() < 0.35:
            text += rng.choice(_TAILS)
        if rng.random() < 0.3:
            text += rng.choice(_SIGNOFFS).format(me=event.speaker)
        return text if len(text) < 290 else body

    def _chatter(self, event: Event, rng: random.Random) -> str:
        pool = _CHATTER if event.mention else tuple(c for c in _CHATTER if "{m}" not in c)
        text = rng.choice(pool).format(m=event.mention or "")
        if rng.random() < 0.15:
            text = rng.choice(("各位同事，", "大家好，")) + text
        return text

    # --- questions -----------------------------------------------------------------------

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A colleague's question in the group."""
        if ask.via is not None:
            reach = rng.choice(_VIA.get(ask.via, ("{s}的对接人",))).format(s=ask.subject)
            question = rng.choice(_HOP.get(ask.slot, ("{x}的{slot}是什么？",))).format(
                x=reach, slot=ask.slot
            )
        else:
            problem, _, customer = (ask.detail or "").partition(" | ")
            fields = {
                "s": ask.subject,
                "c": customer.strip() or "客户",
                "p": problem.strip() or "报错",
                "slot": ask.slot,
            }
            question = rng.choice(_ASK.get(ask.slot, _ASK_GENERIC)).format(**fields)
        roll = rng.random()
        if roll < 0.25:
            question = rng.choice(_ASK_PREFIX) + question
        elif roll < 0.4:
            question += rng.choice(_ASK_SUFFIX)
        return question


FAMILY: Family = DingTalkFamily()
