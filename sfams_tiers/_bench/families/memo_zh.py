# ruff: noqa: RUF001, RUF002
"""The ``memo-zh`` phrasing family: formal internal memos of a mainland manufacturing group.

The writers are the staff functions of a manufacturing group with plants and offices in
苏州、成都、武汉、西安、合肥 and a dozen other cities: 人力资源部 (任命通知, 人事变动),
行政部 (通讯录更新, 会务安排, 福利寄送), 财务部 and 采购部 (成本中心, 预算编码,
采购订单号), the 项目管理办公室 (项目周报, 周例会纪要) and the 客服中心 (工单, 报修记录).
They write Simplified Chinese in the register of an OA system: notices that open with
各位同事： or 您好， and close with 特此通知。 or 此致 敬礼！, minutes whose items are
numbered 一、二、三、 or （1）（2） inside one line, pipe-separated record rows, and
arrows for changes (原A→B). Dates are written 2024年5月17日, 5月17日, 5.17 or
2024/05/17, often with the weekday; people are named in full and then referred to as
王经理, 李工, 其, 他/她; a speaker who is the subject writes in the first person (本人…).

Most of what they write is noise: 食堂菜单, 停车位, 团建, 节假日安排, 消防演练,
会议室预订, 天气, 班车, OA 停机维护. That chatter names people, projects, weekdays,
times, prices and cities in passing but never states an attribute of the schema.
"""

from __future__ import annotations

import datetime as dt
import random
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Lexicon

__all__ = ["FAMILY", "MemoZhFamily"]

# ---------------------------------------------------------------------------
# The world: people (with pinyin for e-mail addresses and a pronoun), values.
# ---------------------------------------------------------------------------

_PEOPLE: tuple[tuple[str, str, str, str], ...] = (
    # full name, surname pinyin, given-name pinyin, pronoun
    ("王秀英", "wang", "xiuying", "她"),
    ("李建华", "li", "jianhua", "他"),
    ("张立新", "zhang", "lixin", "他"),
    ("刘静怡", "liu", "jingyi", "她"),
    ("陈志强", "chen", "zhiqiang", "他"),
    ("杨晓燕", "yang", "xiaoyan", "她"),
    ("赵国栋", "zhao", "guodong", "他"),
    ("黄丽萍", "huang", "liping", "她"),
    ("周海涛", "zhou", "haitao", "他"),
    ("吴雪梅", "wu", "xuemei", "她"),
    ("徐明远", "xu", "mingyuan", "他"),
    ("孙雅琴", "sun", "yaqin", "她"),
    ("马俊杰", "ma", "junjie", "他"),
    ("朱婷婷", "zhu", "tingting", "她"),
    ("胡振宇", "hu", "zhenyu", "他"),
    ("郭慧敏", "guo", "huimin", "她"),
    ("何文斌", "he", "wenbin", "他"),
    ("高淑芬", "gao", "shufen", "她"),
    ("林永康", "lin", "yongkang", "他"),
    ("罗佳琪", "luo", "jiaqi", "她"),
    ("梁德胜", "liang", "desheng", "他"),
    ("宋雨桐", "song", "yutong", "她"),
    ("郑宏伟", "zheng", "hongwei", "他"),
    ("谢春兰", "xie", "chunlan", "她"),
)

_PERSON_INFO: dict[str, tuple[str, str, str]] = {
    name: (surname, given, pronoun) for name, surname, given, pronoun in _PEOPLE
}

_LEXICON = Lexicon(
    people=tuple(name for name, _, _, _ in _PEOPLE),
    projects=("启航", "磐石", "远帆", "星火", "凌云", "晨曦", "青松", "鲲鹏"),
    customers=("华锐精工", "东方宏达", "鑫泰汽配", "瑞丰电气", "中诚重工", "永信机电", "德隆智能"),
    teams=(
        "总装车间",
        "冲压车间",
        "质量管理部",
        "工艺技术部",
        "供应链管理部",
        "信息化部",
        "设备动力部",
        "市场营销部",
        "研发中心",
        "安环部",
    ),
    cities=(
        "苏州",
        "成都",
        "武汉",
        "西安",
        "合肥",
        "无锡",
        "常州",
        "南通",
        "宁波",
        "绍兴",
        "嘉兴",
        "芜湖",
        "长沙",
        "郑州",
        "洛阳",
        "襄阳",
        "宜昌",
        "重庆",
        "绵阳",
        "昆山",
        "青岛",
        "烟台",
        "佛山",
        "东莞",
    ),
    addresses=(
        "星湖街328号",
        "金鸡湖大道1355号",
        "长江中路218号",
        "珞喻路1037号",
        "高新四路16号",
        "望江西路88号",
        "太湖东路99号",
        "人民南路三段17号",
        "雁塔北路126号",
        "黄山路455号",
        "解放大道1277号",
        "友谊大街73号",
        "锦绣路3208号",
        "凤凰街57号",
        "梧桐巷12号",
        "青年路203号",
        "建设大道568号",
        "滨江路66号",
        "和平里四巷9号",
        "紫荆路311号",
        "朝阳北路45号",
        "翠微路19号",
        "枫林路802号",
        "东风大道1566号",
        "香樟路118号",
        "银杏街24号",
        "文昌路376号",
        "光明路81号",
        "长乐路207号",
        "永安街61号",
        "金桥路1199号",
        "兴业路29号",
        "学府路452号",
        "春申路1688号",
        "丁香路73号",
    ),
    roles=(
        "生产主管",
        "质量工程师",
        "工艺工程师",
        "采购专员",
        "人事专员",
        "财务经理",
        "项目经理",
        "设备工程师",
        "行政主管",
        "销售代表",
        "仓储主管",
        "安全员",
        "车间主任",
    ),
    drinks=(
        "铁观音",
        "龙井茶",
        "碧螺春",
        "普洱茶",
        "美式咖啡",
        "拿铁",
        "菊花茶",
        "柠檬水",
        "豆浆",
        "大麦茶",
        "红枣枸杞茶",
        "热可可",
        "茉莉花茶",
    ),
    statuses=(
        "按计划推进",
        "进度滞后",
        "暂缓实施",
        "已结项",
        "立项评审中",
        "小批量试产",
        "风险预警",
        "验收阶段",
    ),
    plans=(
        "基础维保套餐",
        "标准维保套餐",
        "尊享维保套餐",
        "年度全包服务",
        "按次计费服务",
        "金牌服务协议",
    ),
    problems=(
        "设备报警无法复位",
        "出货单打印缺页",
        "ERP登录提示密码错误",
        "扫码枪无法识别条码",
        "MES报工数据不同步",
        "发票抬头显示乱码",
        "备件到货数量不符",
        "变频器频繁跳闸",
        "对账单金额与合同不一致",
        "远程监控画面卡顿",
        "质检报告无法下载",
        "液压站油温过高",
    ),
)

# ---------------------------------------------------------------------------
# Small vocabularies used to dress the lines.
# ---------------------------------------------------------------------------

_TITLES = ("经理", "工", "总", "主任", "老师")
_WEEKDAYS = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
_WORK_WEEKDAYS = ("周一", "周二", "周三", "周四", "周五")
_EFFECTIVE = ("即日起", "自即日起", "自下周一起", "本月起", "自下月1日起", "从本周起")
_ROOMS = (
    "3楼第一会议室",
    "A栋201会议室",
    "行政楼大会议室",
    "2号楼洽谈室",
    "研发楼小会议室",
    "一楼报告厅",
    "5楼视频会议室",
)
_TIMES = ("8:30", "9:00", "9:30", "10:00", "13:30", "14:00", "14:30", "15:00", "16:00", "16:30")
_PRICES = ("15元", "18元", "25元", "80元", "120元", "150元", "200元", "300元", "350元")
_ORGS: dict[str, tuple[str, ...]] = {
    "contact": ("行政部", "综合办"),
    "hr": ("人力资源部", "人力资源部 综合组"),
    "pref": ("行政部",),
    "project": ("项目管理办公室", "项目管理办公室 PMO"),
    "finance": ("财务部", "采购部", "财务共享中心"),
    "ticket": ("客服中心",),
}
_FILLERS = (
    "下周三前提交月度报表",
    "安全生产月活动按计划开展",
    "其他事项无",
    "会议室使用请提前在OA预订",
    "各部门做好节前安全检查",
    "周报模板已更新，请使用新版",
    "5S检查结果下周公布",
    "请各位按时参加消防培训",
    "差旅报销请在月底前提交",
    "下次例会时间另行通知",
)
_MAIL_DOMAINS = ("hengtong-mfg.com", "htgroup.com.cn", "hengtong.cn")
_PHONE_PREFIXES = (
    "135",
    "136",
    "137",
    "138",
    "139",
    "150",
    "151",
    "152",
    "158",
    "159",
    "177",
    "180",
    "181",
    "186",
    "187",
    "188",
    "189",
    "199",
)
_SITES = ("SZ", "CD", "WH", "XA", "HF", "WX", "NT")

# ---------------------------------------------------------------------------
# Statement templates (third person). Placeholders:
#   {s} subject (full name, project, customer or ticket id)  {t} 王经理-style reference
#   {p} 他/她  {v} new value  {o} old value  {vt}/{ot} title of a person value
#   {eff} effective-from phrase  {shift} 延期/提前 (deadlines)
# ---------------------------------------------------------------------------

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s}目前常驻{v}，有事可就近联系{p}。",
        "经确认，{s}的办公地点为{v}。",
        "{v}基地新增一位同事：{s}，{eff}在当地办公。",
        "通讯录补充：{s}，工作地点{v}。",
        "人员信息｜{s}｜工作地：{v}",
        "请注意，{s}平时在{v}上班，跨地会议请提前协调时间。",
        "{s}长期派驻{v}，其考勤按{v}基地执行。",
        "{v}那边的同事里有{s}（{t}），线下事宜可以找{p}。",
        "关于{s}的办公地：{v}。",
        "{s}工作地在{v}，出差到{v}的同事可提前与其联系。",
    ),
    "address": (
        "{s}的家庭住址：{v}。",
        "员工档案补录：{s}，现住址{v}。",
        "{s}居住在{v}，如需寄送纸质材料请寄至该地址。",
        "请行政部登记：{s}，住址{v}，用于节日福利邮寄。",
        "福利快递寄送信息——收件人{s}，地址{v}。",
        "{s}家住{v}，班车站点已据此安排。",
        "经核对，{s}的常住地址为{v}。",
        "{v}——这是{s}登记的家庭地址，请勿外传。",
        "{s}（{t}）的住址为{v}，体检报告将邮寄到此。",
    ),
    "role": (
        "兹任命{s}为{v}。",
        "{s}现任{v}一职。",
        "花名册：{s}——{v}。",
        "经研究决定，由{s}担任{v}。",
        "{s}的岗位为{v}，相关审批请按此流转。",
        "介绍一下：{s}，{v}，后续相关事务可直接找{p}。",
        "{v}岗位由{s}承担，{eff}生效。",
        "人事信息登记：{s}，职务{v}。",
        "{s}同志在公司担任{v}，请各部门支持其工作。",
    ),
    "team": (
        "{s}隶属{v}。",
        "{s}所在部门：{v}。",
        "{v}新增成员{s}。",
        "{s}是{v}的同事，部门例会请通知{p}参加。",
        "组织架构更新：{s}编入{v}。",
        "欢迎{s}加入{v}！",
        "{v}人员名单中包括{s}，请发放相应门禁权限。",
        "{s}在{v}工作，日常考勤由{v}统计。",
    ),
    "manager": (
        "{s}向{v}汇报。",
        "{s}的直属领导是{v}。",
        "{s}直接汇报给{v}，请假审批由{vt}签批。",
        "汇报关系：{s} → {v}。",
        "{v}为{s}的直接上级，其绩效考核由{vt}负责。",
        "{s}归{v}管理。",
        "{s}的考勤与报销审批人为{v}。",
        "{s}这边由{v}带，工作安排请与{vt}对接。",
        "人事备案：{s}，直属上级{v}。",
    ),
    "drink": (
        "会务备注：{s}习惯喝{v}，茶歇请准备。",
        "{s}偏好{v}。",
        "接待安排：{s}开会时请给{p}备{v}。",
        "{s}一般只喝{v}。",
        "给{s}准备饮品的话，{v}就行。",
        "{s}爱喝{v}，下午茶可以照此准备。",
        "行政提醒：{s}——{v}。",
        "{t}（{s}）开会喜欢来一杯{v}，茶水间请备足。",
    ),
    "phone": (
        "{s}手机：{v}。",
        "{s}的联系电话为{v}。",
        "如需联系{s}，请拨打{v}。",
        "通讯录新增：{s}，手机号{v}。",
        "{v}是{s}的手机号，紧急情况可直接联系{p}。",
        "联系人：{s}，电话：{v}。",
        "{s}的手机号码登记为{v}。",
        "夜间值班联络：{s}，手机{v}，请保持畅通。",
    ),
    "email": (
        "{s}的邮箱：{v}。",
        "{s}的企业邮箱为{v}。",
        "文件请发送至{v}（{s}）。",
        "通讯录新增：{s}，邮箱{v}。",
        "{s}的邮件地址是{v}，报表抄送请加上{p}。",
        "请将{s}加入抄送名单，地址{v}。",
        "{s}｜邮箱{v}｜已开通",
    ),
    "status": (
        "{s}项目当前状态：{v}。",
        "项目周报：{s}项目——{v}。",
        "本周{s}项目状态为{v}。",
        "{s}项目：{v}，详见附件周报。",
        "经项目管理办公室评估，{s}项目定为“{v}”。",
        "{s}项目进展情况——{v}。",
        "“{s}”项目｜状态：{v}｜第{n}期周报",
        "周例会通报，{s}项目目前为“{v}”状态。",
    ),
    "deadline": (
        "{s}项目截止日期：{v}。",
        "{s}项目须于{v}前完成。",
        "{s}项目计划{v}交付。",
        "请各部门注意，{s}项目节点为{v}。",
        "{s}项目的最终期限定在{v}。",
        "{v}是{s}项目的交付截止日，请倒排计划。",
        "项目周报：{s}，截止{v}。",
        "按合同约定，“{s}”项目最迟{v}完成验收交付。",
    ),
    "owner": (
        "{s}项目由{v}负责。",
        "{s}项目负责人：{v}。",
        "兹任命{v}为{s}项目负责人。",
        "{v}牵头{s}项目。",
        "{s}项目的总负责人是{v}，相关事宜请找{vt}。",
        "{s}项目由{v}挂帅，各部门全力配合。",
        "项目周报｜{s}｜负责人{v}",
        "“{s}”项目具体由{v}统筹，进度问题请直接联系{vt}。",
    ),
    "cost_centre": (
        "{s}项目成本中心：{v}。",
        "{s}项目费用请归集至成本中心{v}。",
        "{s}项目的预算编码为{v}，报销时请准确填写。",
        "财务通知：{s}项目相关支出统一挂{v}。",
        "{v}为{s}项目专用成本中心。",
        "{s}项目采购请走{v}这个预算编码。",
        "费用归集口径：“{s}”项目→{v}。",
    ),
    "plan": (
        "{s}签约的是{v}。",
        "客户{s}目前使用{v}。",
        "{s}：服务方案为{v}。",
        "{s}的合同套餐为{v}，服务响应按此执行。",
        "{v}客户新增：{s}。",
        "客服中心提示：{s}购买了{v}。",
        "{s}有限公司本年度服务合同为{v}。",
    ),
    "po_number": (
        "{s}采购订单号：{v}。",
        "{s}的PO号为{v}，开票时请注明。",
        "收到{s}下发的采购订单，单号{v}。",
        "{s}本次订单编号{v}，请仓库备货。",
        "{v}对应客户{s}，请财务核对。",
        "开票信息：客户{s}，订单号{v}。",
        "客户{s}｜PO：{v}｜已录入系统",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s}{eff}调往{v}工作，原{o}办公安排取消。",
        "{s}工作地点由{o}变更为{v}。",
        "通讯录更新：{s}，工作地{o}→{v}。",
        "{s}已从{o}调至{v}，{eff}在{v}基地办公。",
        "因业务需要，{s}{eff}常驻{v}。",
        "{s}的办公地点改为{v}，请各位知悉。",
        "兹通知：{s}外派{v}，原{o}工位已收回。",
        "{t}（{s}）搬到{v}去了，以后找{p}请约{v}那边的会议室。",
        "更正：{s}现驻{v}，不在{o}了。",
    ),
    "address": (
        "{s}已搬家，新住址为{v}。",
        "{s}住址由{o}变更为{v}，请人事更新档案。",
        "住址变更：{s}，{o}→{v}。",
        "{s}{eff}迁至{v}居住，原{o}不再使用。",
        "麻烦把{s}的通讯地址改成{v}，旧的{o}作废。",
        "{s}的家庭地址已更新（现为{v}），中秋福利请寄新址。",
        "{s}搬到了{v}，班车站点随之调整。",
        "档案更新：{s}现居{v}。",
    ),
    "role": (
        "兹任命{s}为{v}，免去其{o}职务。",
        "{s}{eff}由{o}调整为{v}。",
        "{s}岗位变动：{o}→{v}。",
        "经公司研究，{s}改任{v}，原{o}职务不再担任。",
        "{s}已转岗为{v}。",
        "自即日起，{s}出任{v}。",
        "人事变动：{s}晋升为{v}。",
        "{s}不再担任{o}，改任{v}，工作交接本周内完成。",
        "{v}一职改由{s}担任，{p}原来的{o}工作另行安排。",
    ),
    "team": (
        "{s}{eff}由{o}调入{v}。",
        "{s}部门调动：{o}→{v}。",
        "{s}已转至{v}，不再属于{o}。",
        "兹通知，{s}调整至{v}工作，原{o}工作已交接。",
        "{v}迎来新同事{s}（原{o}）。",
        "组织架构调整后，{s}归入{v}。",
        "{s}从{o}调到{v}了，以后{v}的例会记得拉上{p}。",
        "人事变动：{s}，调入部门{v}。",
    ),
    "manager": (
        "{s}的直属领导由{o}变更为{v}。",
        "{eff}{s}改向{v}汇报。",
        "汇报关系调整：{s}，{o}→{v}。",
        "{s}不再向{o}汇报，改由{v}直接管理。",
        "因组织调整，{s}划归{v}管理。",
        "{s}的审批流已改到{v}名下，{ot}不再审批。",
        "请注意，{s}现在的上级是{v}。",
        "{v}{eff}接管{s}的日常管理，请假单请交{vt}签字。",
    ),
    "drink": (
        "{s}最近改喝{v}了，不再要{o}。",
        "会务备注更新：{s}的饮品由{o}改为{v}。",
        "{s}现在更喜欢{v}，以后茶歇换成{v}。",
        "{s}不喝{o}了，改成{v}。",
        "请注意，{s}的饮品偏好已改为{v}。",
        "茶水间备货调整：{s}要的{o}换成{v}。",
        "接待细节更新——{s}：{v}（原{o}）。",
        "{s}让行政把{p}的{o}换成{v}。",
    ),
    "phone": (
        "{s}换号了，新手机号{v}。",
        "{s}的手机号由{o}变更为{v}。",
        "通讯录更新：{s}，手机{o}→{v}。",
        "{s}原号码{o}停用，请改用{v}联系。",
        "{s}手机号已更新为{v}，请各位同事修改通讯录。",
        "请注意：联系{s}请拨{v}。",
        "{s}的新号码是{v}，旧号不再使用。",
        "{v}——{s}的新手机号，请存好。",
        "通讯录已改：{s}（{t}）手机{v}。",
    ),
    "email": (
        "{s}的邮箱已变更为{v}。",
        "{s}邮箱由{o}迁移至{v}，旧地址不再收信。",
        "邮箱更新：{s}，{o}→{v}。",
        "请改用{v}给{s}发邮件。",
        "{s}的新邮箱{v}已启用，请更新抄送名单。",
        "系统迁移后，{s}的邮件地址改为{v}。",
        "{s}｜邮箱变更｜新：{v}",
        "以后给{s}发邮件请用{v}，{o}将于月底关闭。",
    ),
    "status": (
        "{s}项目状态由{o}调整为{v}。",
        "{s}项目已从“{o}”转为“{v}”。",
        "项目周报更新：{s}，{o}→{v}。",
        "本周起{s}项目状态更新为{v}。",
        "经评审，{s}项目改为“{v}”。",
        "{s}项目最新状态：{v}（上周为{o}）。",
        "请注意，{s}项目现为{v}。",
        "周例会决议：“{s}”项目状态调整，现列为{v}。",
    ),
    "deadline": (
        "{s}项目截止日期由{o}调整为{v}。",
        "{s}项目节点{shift}至{v}。",
        "经协调，{s}项目截止日改为{v}（原{o}）。",
        "{s}项目的交付期限更新为{v}。",
        "项目周报更新：{s}截止日期{o}→{v}。",
        "请注意，{s}项目最终期限已{shift}，现为{v}。",
        "客户同意后，“{s}”项目交付时间定为{v}，原计划作废。",
    ),
    "owner": (
        "{s}项目负责人由{o}变更为{v}。",
        "{eff}{s}项目改由{v}负责。",
        "{s}项目交接：{o}→{v}。",
        "{v}接手{s}项目，{o}不再负责。",
        "兹任命{v}为{s}项目负责人，{o}另有任用。",
        "请注意，{s}项目现在归{v}管。",
        "“{s}”项目负责人调整，后续由{vt}（{v}）统筹。",
    ),
    "cost_centre": (
        "{s}项目成本中心由{o}变更为{v}。",
        "{s}项目费用{eff}改挂{v}。",
        "财务通知：{s}项目预算编码更新为{v}，{o}停用。",
        "{s}项目：成本中心{o}→{v}。",
        "请注意，{s}项目报销请改填{v}。",
        "年度预算调整后，“{s}”项目统一使用新编码{v}。",
        "{v}即日起承接{s}项目的全部费用，原{o}只做历史查询。",
        "报销系统已切换：{s}项目→{v}。",
    ),
    "plan": (
        "{s}服务套餐由{o}变更为{v}。",
        "客户{s}续约时改签{v}。",
        "{s}：{o}→{v}，合同已回签。",
        "{s}现已转为{v}，请按新标准提供服务。",
        "{s}换成了{v}。",
        "商务确认：{s}有限公司自下月起执行{v}。",
        "{v}合同已生效，{s}不再按{o}结算。",
        "客户{s}｜服务方案：{v}（原{o}）",
    ),
    "po_number": (
        "{s}采购订单号更新为{v}（原{o}作废）。",
        "{s}重新下发订单，新单号{v}。",
        "{s}PO号由{o}变更为{v}。",
        "请以{v}为准，这是{s}最新的订单号。",
        "{s}的订单{o}已被替换为{v}。",
        "客户{s}改单，订单号现为{v}，请仓库同步。",
        "{s}补发了新订单{v}，原单{o}不再执行。",
        "开票信息更新：客户{s}，订单号{v}。",
    ),
}

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s}已不在{o}办公，新的工作地点待定。",
        "{s}结束{o}派驻，后续安排另行通知。",
        "通讯录更正：{s}的工作地{o}一项作废，待人事重新确认。",
        "{o}基地已无{s}工位，{p}目前去向未定。",
        "{s}不再常驻{o}，请勿再按{o}安排其线下会议。",
        "请注意：{s}已调离{o}，新驻地尚未确定。",
        "{s}在{o}的派驻已于本月结束，暂未分配新城市。",
    ),
    "address": (
        "{s}已不住在{o}，新地址尚未提交。",
        "{s}原登记住址{o}作废，待本人补报。",
        "请勿再往{o}寄送{s}的快递，{p}已搬离。",
        "{s}已从{o}搬出，暂无有效住址。",
        "档案更正：{s}的住址{o}失效，现住址待确认。",
        "{s}家庭地址（{o}）已停用，新址未报。",
        "福利寄送名单更正：{s}，原地址{o}删除，待补新址。",
    ),
    "role": (
        "{s}不再担任{o}职务，新岗位另行安排。",
        "免去{s}{o}职务。",
        "{s}已卸任{o}，后续岗位待定。",
        "人事通知：{s}的{o}任命即日撤销。",
        "{s}辞去{o}一职，暂未安排新岗位。",
        "{o}一职{s}已不再兼任，请勿再找{p}审批相关事项。",
        "{s}卸去{o}岗位，去向待人力资源部另行通知。",
    ),
    "team": (
        "{s}已调离{o}，新部门待定。",
        "{s}不再属于{o}，编制另行安排。",
        "{o}人员名单中已移除{s}。",
        "{s}离开{o}，暂未分配部门。",
        "组织架构更正：{s}不在{o}编制内。",
        "{o}的周会不用再通知{s}了，{p}已调出。",
        "{s}不再是{o}成员，门禁权限已同步回收。",
    ),
    "manager": (
        "{s}不再向{o}汇报，新的直属领导待定。",
        "{o}已不再是{s}的上级，汇报关系另行明确。",
        "{s}与{o}的汇报关系解除，审批暂由人事代管。",
        "审批流更正：{s}不再挂在{o}名下。",
        "{s}目前无直属领导（原为{o}），待任命。",
        "{o}不再分管{s}，新上级待定。",
        "汇报关系更正：{s}，原上级{o}，现空缺。",
    ),
    "drink": (
        "{s}已经不喝{o}了，暂时没有指定饮品。",
        "会务备注：{s}不再需要{o}，饮品暂不用备。",
        "取消为{s}准备{o}的安排。",
        "{s}的{o}偏好作废，下次会前再问{p}。",
        "{s}说{o}喝腻了，先不用给{p}准备。",
        "茶水间不用再为{s}备{o}了，{p}最近在控糖控咖啡因。",
        "接待细节更正——{s}：{o}一项删除，饮品待定。",
    ),
    "phone": (
        "{s}原手机号{o}已停用，新号码待补。",
        "{o}已不是{s}的号码，请勿再拨。",
        "通讯录更正：{s}的手机{o}作废。",
        "{s}已注销{o}，暂无新号码。",
        "{s}的电话{o}失效，如需联系请先发OA消息。",
        "请注意，{s}已停用手机{o}，新号码尚未登记。",
        "值班表更正：{s}的联系电话{o}已失效，暂以OA消息联络。",
    ),
    "email": (
        "{s}的邮箱{o}已停用，新地址待信息化部开通。",
        "{o}不再是{s}的有效邮箱，请勿发送。",
        "{s}原邮箱{o}已注销。",
        "抄送名单更正：删除{s}的{o}。",
        "{s}的{o}账号已冻结，邮件请暂时走OA。",
        "发往{o}的邮件已被退回，{s}的新邮箱尚未开通。",
        "通讯录更正：{s}，邮箱{o}停用，待补。",
    ),
    "status": (
        "{s}项目“{o}”状态已撤销，待重新评估。",
        "{s}项目不再是{o}，最新状态待下周例会确认。",
        "更正：{s}项目状态{o}有误，暂列待定。",
        "{s}项目已退出{o}，新状态尚未发布。",
        "项目周报中{s}的“{o}”标记已删除。",
        "周例会决议：{s}项目撤销“{o}”判定，待补充材料后重新定级。",
        "“{s}”项目状态栏原填“{o}”，现已清空。",
    ),
    "deadline": (
        "{s}项目原定{o}的截止日期取消，新节点待定。",
        "{s}项目不再以{o}为交付期限，另行通知。",
        "{s}项目{o}的节点作废。",
        "更正：{s}项目截止日{o}已取消，请勿按此排产。",
        "{s}项目交付日期（{o}）暂缓执行，等待客户确认。",
        "原定{o}交付的{s}项目需重新排期，具体日期待定。",
        "项目周报更正：“{s}”项目截止日一栏（{o}）已删除。",
    ),
    "owner": (
        "{o}不再担任{s}项目负责人，新人选待定。",
        "{s}项目负责人{o}已卸任，暂由项目管理办公室代管。",
        "{o}已退出{s}项目，负责人空缺。",
        "{s}项目暂无负责人（原{o}）。",
        "免去{o}的{s}项目负责人职务。",
        "{s}项目不再由{o}牵头，负责人人选待公司研究。",
        "项目周报更正：“{s}”项目负责人一栏（原{o}）暂空。",
    ),
    "cost_centre": (
        "{s}项目成本中心{o}已关闭，新编码待财务下发。",
        "{o}不再用于{s}项目，请勿继续挂账。",
        "财务通知：{s}项目预算编码{o}作废。",
        "{s}项目暂停使用{o}，新成本中心另行通知。",
        "{s}项目的预算编码{o}已冻结，暂停报销挂账。",
        "费用归集更正：“{s}”项目不再挂{o}，新口径待定。",
        "请注意，{o}已从{s}项目的报销选项中移除。",
    ),
    "plan": (
        "{s}的{o}已到期，暂未续签。",
        "{s}不再使用{o}，新方案待商务确认。",
        "{s}已取消{o}。",
        "客户{s}的{o}合同终止。",
        "{s}退订{o}，服务暂停。",
        "商务通知：{s}有限公司{o}不再续约，服务方案待定。",
    ),
    "po_number": (
        "{s}的采购订单{o}已取消。",
        "{o}订单作废，{s}暂无有效订单号。",
        "{s}撤回了订单{o}，请勿发货。",
        "财务提示：{s}的PO号{o}失效。",
        "{s}通知我方，原订单{o}作废，新单尚未下发。",
        "开票暂停：{s}的订单号{o}已撤销。",
        "客户{s}｜PO：{o}｜已取消",
    ),
}

# First person: the speaker is the subject.
_SELF: dict[str, dict[str, tuple[str, ...]]] = {
    "city": {
        "state": (
            "各位好，我是{s}，{eff}我在{v}办公，线下事宜请到{v}找我。",
            "本人{s}，工作地点{v}，请通讯录同步。",
            "我是{s}，人在{v}，来{v}出差的同事可以提前约我。",
        ),
        "update": (
            "本人{s}已调至{v}，原{o}工位已清空。",
            "各位同事：我（{s}）{eff}转到{v}办公，不在{o}了。",
            "我是{s}，办公地改成{v}了，请大家知悉。",
        ),
        "negate": (
            "本人{s}已结束{o}的派驻，新地点确定后再告知。",
            "我是{s}，我已经不在{o}上班了，后续安排待定。",
        ),
    },
    "address": {
        "state": (
            "本人{s}，家庭住址{v}，请行政部登记。",
            "我是{s}，福利快递请寄{v}，谢谢。",
            "{s}补报住址：{v}。",
        ),
        "update": (
            "我（{s}）已搬家，新地址{v}，旧址{o}不再使用。",
            "本人{s}住址变更为{v}，请各位更新。",
            "{s}报备：住址由{o}改为{v}。",
        ),
        "negate": (
            "本人{s}已搬离{o}，新地址稍后补报。",
            "我是{s}，{o}那个地址别再寄了，我已经不住那儿了。",
        ),
    },
    "role": {
        "state": (
            "各位好，我是新任{v}{s}，请多关照。",
            "本人{s}，现任{v}，相关事宜可联系我。",
        ),
        "update": (
            "我是{s}，已由{o}转岗为{v}，原{o}工作已交接。",
            "本人{s}{eff}担任{v}，不再负责{o}岗位。",
        ),
        "negate": (
            "本人{s}已卸任{o}，新岗位待公司安排。",
            "我（{s}）不再担任{o}了，相关审批请另找他人。",
        ),
    },
    "team": {
        "state": (
            "我是{v}的{s}，请多指教。",
            "本人{s}，所在部门{v}。",
        ),
        "update": (
            "我（{s}）已从{o}调到{v}，之后相关事务请找{v}。",
            "本人{s}{eff}调入{v}。",
        ),
        "negate": (
            "本人{s}已离开{o}，新部门待定。",
            "我是{s}，{o}的群麻烦把我移出，我已调离。",
        ),
    },
    "manager": {
        "state": (
            "我是{s}，我的直属领导是{v}，审批请走{vt}。",
            "本人{s}，向{v}汇报。",
        ),
        "update": (
            "本人{s}{eff}改向{v}汇报，不再向{o}汇报。",
            "我是{s}，组织调整后我的上级换成了{v}。",
        ),
        "negate": (
            "我是{s}，我已不再向{o}汇报，新领导待定。",
            "本人{s}与{o}的汇报关系已解除，审批暂走人事。",
        ),
    },
    "drink": {
        "state": (
            "我是{s}，开会给我准备{v}就好。",
            "本人{s}，饮品偏好：{v}。",
        ),
        "update": (
            "我（{s}）现在改喝{v}了，别再给我备{o}。",
            "{s}这边饮品换成{v}，谢谢行政的同事。",
        ),
        "negate": (
            "我是{s}，{o}我不喝了，以后不用给我准备。",
            "本人{s}：{o}就不用再备了。",
        ),
    },
    "phone": {
        "state": (
            "各位好，我是{s}，我的手机号是{v}，有事随时联系。",
            "本人{s}，手机{v}。",
        ),
        "update": (
            "我（{s}）换号了，新号{v}，旧号{o}不再使用。",
            "本人{s}手机号变更为{v}，请更新通讯录。",
        ),
        "negate": (
            "我是{s}，{o}这个号已停机，新号码稍后发大家。",
            "本人{s}原手机{o}已注销，请暂用OA联系我。",
        ),
    },
    "email": {
        "state": (
            "我是{s}，邮件请发{v}。",
            "本人{s}，邮箱{v}。",
        ),
        "update": (
            "我（{s}）的邮箱换成了{v}，{o}以后不看了。",
            "本人{s}邮箱已迁移至{v}，请更新抄送名单。",
        ),
        "negate": (
            "本人{s}的邮箱{o}已停用，新地址等开通后再告知。",
            "我是{s}，请勿再往{o}发邮件。",
        ),
    },
}

# Tickets: by the state the line reports. {s} ticket id, {prob} problem, {cust} customer.
_TICKET: dict[str, tuple[str, ...]] = {
    "open": (
        "工单{s}：{cust}反馈{prob}，已受理，待派单。",
        "新建报修{s}——客户{cust}，问题：{prob}。",
        "{cust}来电：{prob}。已登记工单{s}，状态：待处理。",
        "客服中心登记工单{s}（{cust}，{prob}），尚未分派。",
        "【报修】{s}｜{cust}｜{prob}｜待处理",
        "{cust}报修“{prob}”，工单号{s}，已受理。",
        "{cust}现场反映{prob}，客服已开单{s}，等待工程师响应。",
    ),
    "in progress": (
        "工单{s}已派单，工程师正在处理（{cust}：{prob}）。",
        "{s}处理中：{prob}，{cust}现场已安排人员。",
        "报修{s}状态更新为处理中。",
        "工单{s}（{cust}）已接单，正在排查{prob}。",
        "【工单】{s}｜{prob}｜处理中",
        "{cust}的报修单{s}已转维修组，预计两个工作日内给出方案。",
    ),
    "resolved": (
        "工单{s}已解决：{cust}的{prob}问题已修复，客户已确认。",
        "{s}已关闭，{prob}已处理完毕。",
        "报修{s}（{cust}）已完成维修，状态：已解决。",
        "【工单】{s}｜{cust}｜已办结",
        "{cust}反馈的{prob}已修复，工单{s}闭环。",
        "回访确认：{cust}满意，工单{s}办结归档。",
    ),
}

_TICKET_NEGATE = (
    "工单{s}“{o}”状态登记有误，已撤回，待重新核实。",
    "{s}的{o}状态已撤销，请以系统最新记录为准。",
    "更正：报修单{s}并非{o}，状态待客服重新确认。",
)

_TICKET_WORDS: dict[str, tuple[str, ...]] = {
    "open": ("待处理", "已受理", "新建"),
    "in progress": ("处理中", "维修中", "已派单"),
    "resolved": ("已解决", "已关闭", "已办结"),
}

# ---------------------------------------------------------------------------
# Frames: how a statement is wrapped (notice, e-mail, minutes, record).
# {b} body, {bb} body without its final stop, {spk} speaker, {org} office,
# {wd} weekday, {f1}/{f2} unrelated minute items.
# ---------------------------------------------------------------------------

_SELF_FRAMES = (
    "各位同事好，{b}",
    "{b}谢谢！",
    "{b}请大家惠存。",
    "您好，{b}麻烦了。",
    "{b}给各位添麻烦了。",
)

_FRAME_GROUP: dict[str, str] = {
    "city": "contact",
    "address": "contact",
    "phone": "contact",
    "email": "contact",
    "role": "hr",
    "team": "hr",
    "manager": "hr",
    "drink": "pref",
    "status": "project",
    "deadline": "project",
    "owner": "project",
    "cost_centre": "finance",
    "plan": "finance",
    "po_number": "finance",
    "ticket": "ticket",
}

_FRAMES: dict[str, tuple[str, ...]] = {
    "contact": (
        "【通讯录更新】{b}",
        "各位同事：{b}请知悉。",
        "行政部通知：{b}",
        "您好，{b}谢谢！",
        "{b}如有疑问请联系行政部。",
        "OA公告｜{b}",
        "{b}（发布人：{spk}）",
        "各位同事，大家好！{b}特此通知。此致 敬礼！{org}",
    ),
    "hr": (
        "【人事任命通知】{b}",
        "人力资源部发文：{b}特此通知。",
        "OA公告：{b}",
        "各位同事：{b}此致 敬礼！",
        "{b}以上，{org}。",
        "会议纪要（{wd}部门例会）：一、{bb}；二、{f1}；三、{f2}。",
        "{b}（{spk}）",
    ),
    "pref": (
        "行政小贴士：{b}",
        "会务安排（{wd}）：{b}",
        "{b}谢谢配合。",
        "您好，{b}辛苦了！",
        "接待准备事项：（1）{bb}；（2）{f1}。",
    ),
    "project": (
        "【项目周报】{b}",
        "项目管理办公室通报：{b}",
        "周例会纪要：一、{bb}；二、{f1}；三、{f2}。",
        "{wd}例会要点：（1）{bb}；（2）{f1}。",
        "各位同事：{b}请各部门配合。",
        "{b}（{org}）",
        "您好，{b}如有问题请回复本邮件。",
    ),
    "finance": (
        "【财务通知】{b}",
        "采购部通知：{b}",
        "财务共享中心提示：{b}请在报销及下单时准确填写。",
        "各位同事：{b}此致 敬礼！{org}",
        "您好，{b}请查收。",
        "{b}（经办人：{spk}）",
        "财务例会纪要：（1）{bb}；（2）{f1}。",
    ),
    "ticket": (
        "{b}",
        "客服中心：{b}",
        "{b}（登记人：{spk}）",
        "维修日报｜{b}",
        "您好，{b}如有疑问请致电客服中心。",
    ),
}

# ---------------------------------------------------------------------------
# Questions. {x} is the entity asked about (a name or a two-hop chain).
# ---------------------------------------------------------------------------

_PERSON_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "{x}现在在哪个城市办公？",
        "请问{x}常驻哪里？",
        "{x}的工作地是哪儿？",
        "麻烦确认一下{x}目前在哪个基地上班。",
        "{x}的base在哪座城市？",
        "出差前问一下，{x}是在哪个城市工作？",
        "想线下拜访{x}，请问该去哪个城市？",
    ),
    "address": (
        "{x}家住哪里？",
        "请问{x}的家庭住址是？",
        "福利要寄给{x}，收件地址写哪个？",
        "麻烦提供一下{x}的住址。",
        "{x}现在住在什么地方？",
        "档案里{x}登记的住址是哪里？",
    ),
    "role": (
        "{x}是做什么岗位的？",
        "请问{x}现在担任什么职务？",
        "{x}在公司的职位是？",
        "麻烦问下{x}的岗位名称。",
        "{x}目前具体干什么工作？",
        "对外介绍{x}时，头衔该怎么写？",
    ),
    "team": (
        "{x}是哪个部门的？",
        "请问{x}现在归属哪个部门？",
        "{x}在哪个部门上班？",
        "麻烦确认下{x}的所属部门。",
        "组织架构里{x}挂在哪个部门下面？",
    ),
    "manager": (
        "{x}的直属领导是谁？",
        "{x}现在归谁管？",
        "请问{x}向谁汇报？",
        "{x}的请假单该找谁签？",
        "麻烦问一下{x}的上级是哪位。",
        "{x}的绩效由哪位领导考核？",
    ),
    "drink": (
        "{x}平时喝什么？",
        "开会给{x}备什么饮品合适？",
        "请问{x}喜欢喝什么？",
        "茶歇时{x}一般要什么喝的？",
        "接待时给{x}上什么茶水比较好？",
    ),
    "phone": (
        "{x}的手机号是多少？",
        "麻烦提供一下{x}的联系电话。",
        "请问怎么打电话联系{x}？",
        "{x}的电话号码有吗？急事找。",
        "谁有{x}的手机？",
        "通讯录里{x}的号码是多少？",
    ),
    "email": (
        "{x}的邮箱是什么？",
        "请问给{x}发邮件用哪个地址？",
        "麻烦提供一下{x}的邮件地址。",
        "{x}的企业邮箱是多少？",
        "报表要抄送{x}，邮箱填哪个？",
    ),
}

_PROJECT_ASK: dict[str, tuple[str, ...]] = {
    "status": (
        "{x}项目现在进展如何？",
        "请问{x}项目目前什么状态？",
        "{x}项目最新情况怎么样了？",
        "麻烦同步一下{x}项目的进度状态。",
        "“{x}”项目现在是什么情况？",
    ),
    "deadline": (
        "{x}项目什么时候截止？",
        "请问{x}项目的交付日期是哪天？",
        "{x}项目最晚哪天要完成？",
        "麻烦确认一下{x}项目的节点日期。",
        "“{x}”项目的期限定在哪天？",
    ),
    "owner": (
        "{x}项目谁在负责？",
        "请问{x}项目的负责人是哪位？",
        "{x}项目现在归谁管？",
        "{x}项目有问题该找谁？",
        "“{x}”项目目前由哪位牵头？",
    ),
    "cost_centre": (
        "{x}项目的费用挂哪个成本中心？",
        "请问{x}项目报销填什么预算编码？",
        "麻烦提供一下{x}项目的成本中心编号。",
        "“{x}”项目的发票归集到哪个编码？",
    ),
}

_CUSTOMER_ASK: dict[str, tuple[str, ...]] = {
    "plan": (
        "{x}签的是什么套餐？",
        "请问客户{x}现在用的哪个服务方案？",
        "{x}目前是哪档服务？",
        "{x}的服务合同是哪一种？",
        "给{x}派工前确认下，对方买的是什么服务？",
    ),
    "po_number": (
        "{x}的采购订单号是多少？",
        "请问{x}这次的PO号？",
        "开票要用{x}的订单号，麻烦提供一下。",
        "{x}的单号是哪个？",
    ),
}

_TICKET_ASK = (
    "工单{x}现在什么进度？",
    "请问{x}处理得怎么样了？",
    "{x}这个报修单解决了吗？",
    "麻烦查一下{x}的当前状态。",
    "{x}那单到哪一步了？",
)
_TICKET_ASK_DETAIL = (
    "{cust}那个{prob}的工单（{x}）到哪一步了？",
    "请问{cust}报的{prob}（{x}）修好了吗？",
    "{x}（{cust}）的问题现在处理到什么程度？",
)

_MANAGER_CHAINS = (
    "{s}的直属领导",
    "{s}的上级",
    "{s}的汇报对象",
    "{s}的顶头上司",
    "负责审批{s}请假的那位领导",
)
_OWNER_CHAINS = (
    "{s}项目的负责人",
    "{s}项目负责人",
    "负责{s}项目的那位同事",
    "{s}项目的牵头人",
    "“{s}”项目的项目负责人",
)

_ASK_PREFIXES = ("", "", "", "您好，", "打扰一下，", "行政部的同事，", "各位，", "急：")

_SLOT_LABELS: dict[str, str] = {
    "city": "工作城市",
    "address": "家庭住址",
    "role": "职务",
    "team": "所属部门",
    "manager": "直属领导",
    "drink": "饮品偏好",
    "phone": "手机号",
    "email": "邮箱",
    "status": "项目状态",
    "deadline": "截止日期",
    "owner": "负责人",
    "cost_centre": "成本中心",
    "plan": "服务套餐",
    "po_number": "采购订单号",
    "ticket": "工单状态",
}

# ---------------------------------------------------------------------------
# Chatter: office noise that states no attribute of the schema.
# {m} a person, {spk} the speaker, {proj} a project, {wd} weekday, {hh}/{hh2} times,
# {price} a price, {room} a meeting room, {n} a number, {city} a city, {md} a date.
# ---------------------------------------------------------------------------

_CHATTER_PERSON = (
    "{m}，{wd}下午的会议室已经订好了，{room}。",
    "感谢{m}帮忙搬运消防演练物资，辛苦了！",
    "{m}今天请年假，急事请发OA消息。",
    "{m}的生日会定在{wd}下午茶时间，工会准备了蛋糕。",
    "{m}说食堂今天的红烧肉不错，去晚了就没了。",
    "提醒{m}：团建报名表今天下班前交。",
    "{m}的车停在消防通道上了，请尽快挪一下。",
    "{m}这两天在{city}出差，{proj}项目周会改线上开。",
    "祝{m}生日快乐！",
    "{m}的报销单退回了，发票抬头需要重开。",
    "{m}今天全天在培训，电话可能接不到。",
    "{m}：您预订的{room}已确认，{hh}开始。",
    "{m}从{city}带了特产，放在茶水间，大家自取。",
    "{m}反映二楼空调不制冷，后勤说下午来看。",
    "{m}在消防演练中表现突出，点名表扬。",
    "请{m}{wd}前把季度培训签到表交给行政。",
    "{m}拍的团建照片已经传到共享盘了。",
    "{m}，您的快递到前台了，请下班前领取。",
    "恭喜{m}获评本季度安全生产先进个人！",
    "{m}今晚值班，{hh}前请把巡检记录放到门卫室。",
    "{m}问下周团建要不要带家属，行政确认后回复。",
    "{m}在年会节目里报了合唱，还差两个人。",
    "谢谢{m}分享的{proj}项目复盘材料，很有参考价值。",
    "{m}的工牌补办好了，请到前台领取。",
)

_CHATTER_SELF = (
    "我是{spk}，今天下午外出办事，有急事请发消息。",
    "{spk}：{wd}上午的会我晚到十分钟，请先开始。",
    "本人{spk}{md}请假一天，已走OA流程。",
    "我是{spk}，谁有Type-C充电线借用一下？",
    "{spk}：今天食堂排队太长，我先去对面吃了。",
    "我是{spk}，{room}我用到{hh}，之后可以释放。",
)

_CHATTER_PLAIN = (
    "今日食堂午餐：红烧狮子头、番茄炒蛋、清炒时蔬，另有绿豆汤。",
    "食堂通知：{wd}起早餐供应时间调整为7:00-8:30。",
    "本周五食堂推出{city}特色小吃，欢迎品尝。",
    "食堂饭卡充值窗口{wd}暂停一天。",
    "停车场B区{wd}上午划线施工，请车辆停至A区。",
    "地下车库{n}号车位的充电桩已修好。",
    "新能源车位每天限停{n}小时，请自觉挪车。",
    "团建报名截止{wd}，本次去太湖边烧烤，人均预算{price}。",
    "工会通知：中秋礼盒{wd}开始发放，请到一楼领取。",
    "端午节放假安排：6月8日至10日放假调休，共3天。",
    "国庆节前请各部门做好安全检查，关好门窗水电。",
    "消防演练定于{wd}{hh}举行，听到警报请沿疏散通道撤离至南广场。",
    "本月消防演练已结束，感谢各位配合。",
    "灭火器年检，{wd}有工作人员上门，请配合。",
    "{room}{wd}上午已被预订，其他会议请改期。",
    "会议室预订系统{wd}晚上升级，期间无法预约。",
    "大会议室投影仪坏了，近期请改用{room}。",
    "天气预报{wd}有暴雨，请大家提前安排出行。",
    "高温天气，车间请注意防暑降温，绿豆汤已送到各班组。",
    "今天降温，大家注意添衣。",
    "{proj}项目周会改到{wd}{hh}，地点{room}。",
    "{proj}项目组下午茶费用{price}，已由工会列支。",
    "{proj}项目的周报模板更新了，请下载新版填写。",
    "请各部门{wd}前提交本月考勤确认表。",
    "OA系统{wd}晚上22:00-24:00停机维护，请提前保存。",
    "三楼打印机卡纸，行政正在处理，请暂用二楼那台。",
    "年度体检安排出来了，{md}开始分批进行。",
    "班车{wd}起增加一班{hh}的车次。",
    "前台收到一箱无名快递，请认领。",
    "电梯维保，{wd}{hh}至{hh2}暂停使用，请走楼梯。",
    "本周5S检查结果已公布，总体良好。",
    "安全生产月活动启动，各车间请组织学习。",
    "下周一全员大会，{hh}在一楼报告厅，请准时参加。",
    "茶水间的咖啡机已经修好了。",
    "会议纪要：一、总结上月工作；二、部署下月安排；三、其他事项无。",
    "各位同事：本周五下午大扫除，请清理个人工位。",
    "园区绿化修剪，{wd}上午有噪音，敬请谅解。",
    "访客请提前在OA登记，门卫凭二维码放行。",
    "节能提醒：下班请关闭电脑和空调。",
    "本月团建经费标准为每人{price}。",
    "年会节目征集开始啦，欢迎各部门踊跃报名。",
    "图书角新到一批书，欢迎借阅。",
    "请假流程调整：3天以上需部门负责人审批。",
    "今天食堂人多，建议{hh}以后错峰就餐。",
    "雨天地滑，进出车间请注意安全。",
    "差旅标准更新：{city}住宿上限{price}/晚。",
    "下周{city}供应商来访，接待室请提前整理。",
    "周报提醒：请于{wd}{hh}前提交本周工作周报。",
    "健步走活动本月累计步数前十名已公布。",
    "车间门口的共享单车请停放整齐。",
    "快递柜满了，大件请到前台领取。",
    "劳保用品{wd}统一发放，请班组长带队领取。",
    "献血活动{md}上午在一号楼大厅举行。",
    "工会篮球赛{wd}晚上开赛，欢迎围观加油。",
    "暑期职工子女托管班开始报名，名额{n}个。",
    "收到，谢谢！",
    "好的，已阅。",
    "明白，马上处理。",
    "收到，按计划执行。",
    "请大家查收邮件附件中的通知。",
    "本周会议室使用率较高，请用完及时释放。",
    "今日食堂晚餐加一道酸菜鱼，售价{price}。",
    "清明节假期为4月4日至6日，值班表见附件。",
    "停车证年审开始，请{wd}前把行驶证复印件交到行政。",
    "本周六加班的同事，食堂中午照常供餐。",
    "{city}那边今天有大雾，高速部分封闭，出差的同事注意安全。",
    "上月水电费已统计完毕，车间用电同比下降{n}%。",
    "各位同事：新版员工手册已上传OA，请于{wd}前阅读确认。",
    "{proj}项目组借用的投影仪请{wd}前归还行政部。",
    "周末园区停水检修，{hh}至{hh2}，请提前做好准备。",
    "安全帽、护目镜请规范佩戴，下周开始抽查。",
    "团建大巴{hh}在正门集合，请勿迟到。",
    "{md}是公司成立纪念日，当天食堂有加餐。",
    "春节放假通知稍后发布，请各部门先排好值班。",
)

# ---------------------------------------------------------------------------
# Helpers.
# ---------------------------------------------------------------------------


def _surname(name: str) -> str:
    """The surname of a person (every name in the lexicon has a one-character surname)."""
    return name[:1] if name else ""


def _pronoun(name: str) -> str:
    """他 or 她 for a known person, 其 otherwise."""
    info = _PERSON_INFO.get(name)
    return info[2] if info else "其"


def _title(name: str, rng: random.Random) -> str:
    """A 王经理 / 李工 style reference to a person (empty for unknown names)."""
    if name not in _PERSON_INFO:
        return name
    return _surname(name) + rng.choice(_TITLES)


def _weekday_zh(day: dt.date) -> str:
    return _WEEKDAYS[day.weekday()]


def _date_zh(iso: str | None, form: int) -> str:
    """An ISO date as an office memo writes it (2024年5月17日, 5月17日（周五）, 5.17)."""
    if not iso:
        return ""
    try:
        day = dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    y, m, d = day.year, day.month, day.day
    forms = (
        f"{y}年{m}月{d}日",
        f"{y}年{m}月{d}日",
        f"{y}年{m}月{d}日（{_weekday_zh(day)}）",
        f"{m}月{d}日",
        f"{m}月{d}日（{_weekday_zh(day)}）",
        f"{m}.{d}",
        f"{y}/{m:02d}/{d:02d}",
        f"{y}.{m}.{d}",
    )
    return forms[form % len(forms)]


_DATE_FORMS = 8
"""How many ways :func:`_date_zh` writes a date (one is drawn per line)."""


def _ticket_word(state: str | None, rng: random.Random) -> str:
    if state is None:
        return ""
    words = _TICKET_WORDS.get(state)
    return rng.choice(words) if words else state


def _split_detail(detail: str | None) -> tuple[str, str]:
    """``"problem | customer"`` as (problem, customer); empty strings when absent."""
    if not detail:
        return "", ""
    problem, _, customer = detail.partition("|")
    return problem.strip(), customer.strip()


def _strip_stop(text: str) -> str:
    return text.rstrip("。！；，")


def _value_text(slot: str, value: str | None, rng: random.Random, date_form: int) -> str:
    """A value in the writers' words (dates and ticket states rewritten)."""
    if value is None:
        return ""
    spec = SLOTS.get(slot)
    if spec is not None and spec.value == "date":
        return _date_zh(value, date_form)
    if spec is not None and spec.value == "ticket_state":
        return _ticket_word(value, rng)
    return value


def _shift(value: str | None, old: str | None) -> str:
    """延期 when a deadline moves later, 提前 when it moves earlier."""
    if value and old and value < old:
        return "提前"
    if value and old and value > old:
        return "延期"
    return "调整"


def _context(event: Event, rng: random.Random) -> dict[str, str]:
    """Every placeholder a statement template may use."""
    slot = event.slot or ""
    subject = event.subject or ""
    problem, customer = _split_detail(event.detail)
    person_valued = SLOTS[slot].value == "people" if slot in SLOTS else False
    form = rng.randrange(_DATE_FORMS)
    return {
        "s": subject,
        "t": _title(subject, rng),
        "p": _pronoun(subject),
        "v": _value_text(slot, event.value, rng, form),
        "o": _value_text(slot, event.old, rng, form) if event.old is not None else "原登记信息",
        "vt": _title(event.value or "", rng) if person_valued else "其",
        "ot": _title(event.old or "", rng) if person_valued else "原负责人",
        "eff": rng.choice(_EFFECTIVE),
        "shift": _shift(event.value, event.old),
        "spk": event.speaker,
        "prob": problem or "故障",
        "cust": customer or "客户",
        "n": str(rng.randint(12, 48)),
    }


def _labelled(body: str) -> bool:
    """Whether a body already opens with its own label (通讯录更新：, 【报修】, a record row)."""
    head = body[:8]
    return body.startswith("【") or any(mark in head for mark in ("：", "｜", "——"))


def _frame(body: str, slot: str, speaker: str, rng: random.Random, *, self_talk: bool) -> str:
    """Wrap a statement in a notice, e-mail, minutes or record frame (or leave it bare)."""
    if rng.random() < 0.4:
        return body
    group = _FRAME_GROUP.get(slot, "contact")
    frames = _SELF_FRAMES if self_talk else _FRAMES[group]
    if _labelled(body):
        frames = tuple(f for f in frames if f.startswith("{b}") or "{bb}" in f) or ("{b}",)
    template = rng.choice(frames)
    f1, f2 = rng.sample(_FILLERS, 2)
    framed = template.format(
        b=body,
        bb=_strip_stop(body),
        spk=speaker,
        org=rng.choice(_ORGS[group]),
        wd=rng.choice(_WORK_WEEKDAYS),
        f1=f1,
        f2=f2,
    )
    return framed if len(framed) < 290 else body


def _pick_template(pool: tuple[str, ...], needs_old: bool, rng: random.Random) -> str:
    """A template from ``pool``; without an old value, one that does not use ``{o}``."""
    if needs_old:
        return rng.choice(pool)
    usable = tuple(t for t in pool if "{o}" not in t)
    return rng.choice(usable or pool)


def _statement_pool(kind: str, slot: str, self_talk: bool) -> tuple[str, ...]:
    """The templates for ``kind`` of ``slot`` (first person if the speaker is the subject)."""
    if self_talk and slot in _SELF:
        pool = _SELF[slot].get(kind)
        if pool:
            return pool
    table = {"state": _STATE, "update": _UPDATE, "negate": _NEGATE}.get(kind, _STATE)
    found = table.get(slot)
    if found:
        return found
    label = _SLOT_LABELS.get(slot, slot)
    if kind == "negate":
        return (f"{{s}}的{label}（{{o}}）已作废，新信息待确认。",)
    if kind == "update":
        return (f"{{s}}的{label}更新为{{v}}。",)
    return (f"{{s}}的{label}：{{v}}。",)


def _say_fact(event: Event, rng: random.Random) -> str:
    slot = event.slot or ""
    kind = "update" if event.kind == "resolve" else event.kind
    if kind == "update" and event.value is None:
        kind = "negate"
    self_talk = bool(event.subject) and event.subject == event.speaker and rng.random() < 0.75
    pool = _statement_pool(kind, slot, self_talk)
    template = _pick_template(pool, event.old is not None, rng)
    body = template.format(**_context(event, rng))
    return _frame(body, slot, event.speaker, rng, self_talk=self_talk and slot in _SELF)


def _say_ticket(event: Event, rng: random.Random) -> str:
    ctx = _context(event, rng)
    if event.kind == "negate" or event.value is None:
        ctx["o"] = _ticket_word(event.old, rng) or "原状态"
        body = rng.choice(_TICKET_NEGATE).format(**ctx)
    else:
        state = "resolved" if event.kind == "resolve" else event.value
        pool = _TICKET.get(state)
        if pool is None:
            pool = ("工单{s}状态更新：{v}（{cust}，{prob}）。",)
        if event.detail is None:
            pool = tuple(t for t in pool if "{cust}" not in t and "{prob}" not in t) or pool
        body = rng.choice(pool).format(**ctx)
        if event.kind == "update" and rng.random() < 0.3:
            body = "进度更新：" + body
    return _frame(body, "ticket", event.speaker, rng, self_talk=False)


def _chatter_context(event: Event, rng: random.Random) -> dict[str, str]:
    hh, hh2 = sorted(rng.sample(_TIMES, 2), key=lambda t: (len(t), t))
    return {
        "m": event.mention or event.speaker,
        "spk": event.speaker,
        "proj": rng.choice(_LEXICON.projects),
        "wd": rng.choice(_WORK_WEEKDAYS),
        "hh": hh,
        "hh2": hh2,
        "price": rng.choice(_PRICES),
        "room": rng.choice(_ROOMS),
        "n": str(rng.randint(2, 40)),
        "city": rng.choice(_LEXICON.cities),
        "md": f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日",
    }


def _say_chatter(event: Event, rng: random.Random) -> str:
    roll = rng.random()
    pool: tuple[str, ...]
    if event.mention and roll < 0.5:
        pool = _CHATTER_PERSON
    elif roll < 0.12:
        pool = _CHATTER_SELF
    else:
        pool = _CHATTER_PLAIN
    return rng.choice(pool).format(**_chatter_context(event, rng))


def _subject_ref(name: str, rng: random.Random) -> str:
    """A person in a question: the full name, sometimes with 同事 / a title."""
    if name in _PERSON_INFO and rng.random() < 0.2:
        return name + rng.choice(("同事", "老师"))
    return name


def _chain(ask: Ask, rng: random.Random) -> str:
    """The noun phrase for a two-hop question (张伟的直属领导, 启航项目的负责人)."""
    if ask.via == "manager":
        return rng.choice(_MANAGER_CHAINS).format(s=ask.subject)
    if ask.via == "owner":
        return rng.choice(_OWNER_CHAINS).format(s=ask.subject)
    label = _SLOT_LABELS.get(ask.via or "", ask.via or "")
    return f"{ask.subject}的{label}对应的那位"


def _ask_two_hop(ask: Ask, rng: random.Random) -> str:
    chain = _chain(ask, rng)
    pool = _PERSON_ASK.get(ask.slot)
    if pool:
        return rng.choice(pool).format(x=chain)
    label = _SLOT_LABELS.get(ask.slot, ask.slot)
    template = rng.choice(("请问{x}的{lab}是什么？", "麻烦查一下{x}的{lab}。"))
    return template.format(x=chain, lab=label)


def _ask_one_hop(ask: Ask, rng: random.Random) -> str:
    slot, subject = ask.slot, ask.subject
    if slot in _PERSON_ASK:
        return rng.choice(_PERSON_ASK[slot]).format(x=_subject_ref(subject, rng))
    if slot in _PROJECT_ASK:
        return rng.choice(_PROJECT_ASK[slot]).format(x=subject)
    if slot in _CUSTOMER_ASK:
        return rng.choice(_CUSTOMER_ASK[slot]).format(x=subject)
    if slot == "ticket":
        problem, customer = _split_detail(ask.detail)
        pool = _TICKET_ASK + _TICKET_ASK_DETAIL if problem and customer else _TICKET_ASK
        return rng.choice(pool).format(x=subject, prob=problem, cust=customer)
    label = _SLOT_LABELS.get(slot, slot)
    return f"请问{subject}的{label}是什么？"


# ---------------------------------------------------------------------------
# Identifiers.
# ---------------------------------------------------------------------------


def _digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(count))


def _phone(rng: random.Random) -> str:
    prefix = rng.choice(_PHONE_PREFIXES)
    mid, tail = _digits(rng, 4), _digits(rng, 4)
    roll = rng.random()
    if roll < 0.55:
        return f"{prefix}{mid}{tail}"
    if roll < 0.85:
        return f"{prefix}-{mid}-{tail}"
    return f"{prefix} {mid} {tail}"


def _email(subject: str, rng: random.Random) -> str:
    domain = rng.choice(_MAIL_DOMAINS)
    info = _PERSON_INFO.get(subject)
    if info is None:
        return f"staff{_digits(rng, 4)}@{domain}"
    surname, given, _ = info
    initials = "".join(part[:1] for part in (surname, given))
    forms = (
        f"{surname}{given}{rng.randint(1, 99):02d}@{domain}",
        f"{given}.{surname}{rng.randint(1, 9)}@{domain}",
        f"{surname}.{given}{rng.randint(10, 99)}@{domain}",
        f"{initials}{_digits(rng, 4)}@{domain}",
    )
    return rng.choice(forms)


def _cost_centre(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.4:
        return f"CC-{rng.choice(_SITES)}-{_digits(rng, 4)}"
    if roll < 0.75:
        return f"YS{rng.choice(('2024', '2025'))}-{_digits(rng, 4)}"
    return f"CB{rng.randint(100000, 999999)}"


def _po_number(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.35:
        return f"PO2024{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{_digits(rng, 3)}"
    if roll < 0.7:
        return f"CG-2024-{_digits(rng, 5)}"
    return f"4500{_digits(rng, 6)}"


def _ticket_id(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.4:
        return f"GD24{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}-{_digits(rng, 3)}"
    if roll < 0.7:
        return f"BX-{_digits(rng, 5)}"
    return f"FW2024{_digits(rng, 5)}"


# ---------------------------------------------------------------------------
# The family.
# ---------------------------------------------------------------------------


class MemoZhFamily:
    """Formal internal memos (OA notices, e-mails, minutes) of a manufacturing group."""

    @property
    def name(self) -> str:
        """The family's name."""
        return "memo-zh"

    @property
    def language(self) -> Literal["en", "zh"]:
        """Simplified Chinese."""
        return "zh"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """A development family."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """People, projects, customers and values of the group."""
        return _LEXICON

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
        """The line ``event.speaker`` writes for ``event``."""
        if event.kind == "chatter" or event.slot is None:
            return _say_chatter(event, rng)
        if event.slot == "ticket":
            return _say_ticket(event, rng)
        return _say_fact(event, rng)

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question, in the writers' own (different) words."""
        text = _ask_two_hop(ask, rng) if ask.via else _ask_one_hop(ask, rng)
        prefix = rng.choice(_ASK_PREFIXES)
        if prefix and not text.startswith(("请问", "麻烦")):
            return prefix + text
        if prefix == "您好，":
            return prefix + text
        return text


FAMILY = MemoZhFamily()
