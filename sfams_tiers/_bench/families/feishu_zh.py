# ruff: noqa: RUF001, RUF002  (Chinese text uses full-width punctuation)
"""飞书工作群 (feishu-zh): a mainland Chinese internet company's Feishu / Lark chats.

The writers are colleagues at a mid-sized internet company (its mail domain is
``yunfan-tech.com``) talking in Feishu work groups, plus the bot notices and forwarded
announcements that land in those groups. Their text is Simplified Chinese, short and
colloquial: ``@王芳`` mentions, nicknames built from the full name (老张, 小李, 黄总,
林工, 芳姐, 婷婷, the given name alone), internet-office jargon mixed with English
(base, owner, leader, title, ddl, +1, 对齐), 【】 bracketed bot and admin notices,
群公告 and 飞书文档 mentioned in words, Feishu emoji codes ([赞] [OK] [捂脸] [抱拳]),
quick acknowledgements (收到, 好滴, 辛苦) and the odd 在/再 slip. Dates are written the
way people type them (5月17日, 5.17, 5/17, 5月17号（周五）), phone numbers in 3-4-4 groups
with or without +86, emails in pinyin, cost centres, PO numbers and ticket ids in the
formats the company's finance, procurement and support systems print.
"""

from __future__ import annotations

import random
import re
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Lexicon

__all__ = ["FAMILY", "FeishuFamily"]

# --------------------------------------------------------------------------- people
# (full name, gender "M"/"F", surname pinyin, given-name pinyin syllables)
_PEOPLE: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("王芳", "F", "wang", ("fang",)),
    ("李娜", "F", "li", ("na",)),
    ("张磊", "M", "zhang", ("lei",)),
    ("刘洋", "M", "liu", ("yang",)),
    ("陈静", "F", "chen", ("jing",)),
    ("杨帆", "M", "yang", ("fan",)),
    ("赵敏", "F", "zhao", ("min",)),
    ("黄涛", "M", "huang", ("tao",)),
    ("周婷", "F", "zhou", ("ting",)),
    ("吴昊", "M", "wu", ("hao",)),
    ("徐静怡", "F", "xu", ("jing", "yi")),
    ("孙浩然", "M", "sun", ("hao", "ran")),
    ("胡晓雯", "F", "hu", ("xiao", "wen")),
    ("朱建国", "M", "zhu", ("jian", "guo")),
    ("高雅", "F", "gao", ("ya",)),
    ("林志强", "M", "lin", ("zhi", "qiang")),
    ("何佳琪", "F", "he", ("jia", "qi")),
    ("郭鹏", "M", "guo", ("peng",)),
    ("马丽", "F", "ma", ("li",)),
    ("罗斌", "M", "luo", ("bin",)),
    ("梁思远", "M", "liang", ("si", "yuan")),
    ("宋雨桐", "F", "song", ("yu", "tong")),
    ("郑凯", "M", "zheng", ("kai",)),
    ("谢婉清", "F", "xie", ("wan", "qing")),
    ("韩冰", "F", "han", ("bing",)),
    ("唐亮", "M", "tang", ("liang",)),
)
_INFO: dict[str, tuple[str, str, tuple[str, ...]]] = {n: (g, s, gv) for n, g, s, gv in _PEOPLE}

_LEXICON = Lexicon(
    people=tuple(p[0] for p in _PEOPLE),
    projects=("北极星", "飞鱼", "天枢", "鲲鹏", "青鸟", "磐石", "灯塔", "启明", "长风"),
    customers=("星河科技", "远航物流", "蓝鲸教育", "嘉禾医药", "万象零售", "锦程文旅"),
    teams=(
        "增长组",
        "基础架构组",
        "商业化团队",
        "数据平台部",
        "客户成功部",
        "安全合规组",
        "移动端组",
        "搜索推荐组",
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
        "厦门",
        "合肥",
        "青岛",
        "郑州",
        "大连",
        "济南",
        "珠海",
        "宁波",
        "昆明",
    ),
    addresses=(
        "朝阳区望京西路48号金隅丽港城6号楼2单元1302室",
        "海淀区知春路甲8号罗庄东里3号楼1单元401室",
        "丰台区丽泽路16号院丽泽雅园2栋1单元902",
        "昌平区回龙观东大街28号龙跃苑二区7号楼3单元601",
        "浦东新区张杨路1688弄12号602室",
        "徐汇区漕溪北路595号汇翠花园3栋1703室",
        "闵行区莘松路380弄27号401室",
        "静安区共和新路2999弄8号1102室",
        "南山区科技南十二路2号大冲花园5栋B座2304",
        "福田区景田北路38号景蜜村7栋1单元806",
        "宝安区创业一路1003号西城上筑2栋1708",
        "龙华区民治大道276号水榭春天9栋2单元1201",
        "天河区黄埔大道西638号富力东堤湾3栋1802",
        "番禺区东环路168号锦绣香江8栋2单元703",
        "西湖区文三路478号华星小区3幢2单元501室",
        "滨江区江南大道3888号星耀城2幢1604室",
        "余杭区五常大道181号西溪诚园11幢3单元702室",
        "武侯区科华北路139号锦绣花园4栋2单元1104",
        "高新区天府三街288号蜀都中心2栋1单元1906",
        "江夏区文化大道99号保利城7栋3单元502",
        "洪山区珞喻路889号光谷青年城6栋1单元1201",
        "鼓楼区中山北路283号颐和雅苑2幢901室",
        "雁塔区科技路33号枫叶新都市18号楼2单元1502",
        "工业园区现代大道88号湖畔花园9幢1803室",
        "思明区莲前西路282号瑞景新村5号楼702",
        "岳麓区麓谷大道658号麓谷林语4栋1单元1006",
        "蜀山区长江西路669号琥珀山庄12栋301",
        "佛山市南海区海八路12号万科金域华府3座1205",
        "昆山市花桥镇绿地大道188号绿地世纪城7号楼1502室",
        "东莞市南城区宏图路66号万科城市高尔夫花园2栋1101",
        "三河市燕郊镇迎宾路88号福成五期6号楼2单元901",
        "嘉兴市南湖区中环南路1288号绿城湖畔8幢602室",
        "渝北区新牌坊三路88号龙湖水晶郦城5栋1702",
        "南开区鞍山西道320号天大北五村8号楼3门201",
    ),
    roles=(
        "产品经理",
        "前端工程师",
        "后端工程师",
        "测试开发",
        "交互设计师",
        "数据分析师",
        "运维工程师",
        "算法工程师",
        "研发总监",
        "HRBP",
        "解决方案架构师",
        "运营经理",
    ),
    drinks=(
        "冰美式",
        "生椰拿铁",
        "燕麦拿铁",
        "茉莉花茶",
        "柠檬茶",
        "热豆浆",
        "乌龙茶",
        "零度可乐",
        "杨枝甘露",
        "气泡水",
        "抹茶拿铁",
        "红枣枸杞茶",
    ),
    statuses=(
        "进行中",
        "有风险",
        "已暂停",
        "已上线",
        "延期中",
        "灰度中",
        "验收中",
        "需求评审中",
        "已结项",
    ),
    plans=("基础版", "标准版", "专业版", "企业版", "旗舰版", "私有化部署版"),
    problems=(
        "导出的Excel少了最后一行",
        "审批流卡在二级节点不动",
        "单点登录一直跳回登录页",
        "消息推送延迟半小时以上",
        "报表里的金额差了几分钱",
        "手机端上传附件失败",
        "新建的客户在列表里搜不到",
        "批量导入时提示格式错误",
        "权限配置保存后不生效",
        "打印出来的合同排版错乱",
        "开放接口偶发超时",
        "看板数据隔天才刷新",
    ),
)

# ------------------------------------------------------------------ statement templates
# Placeholders: {s} subject as written in running text, {at} "@full " (addressing the
# subject), {full} the full name, {ta} his/her, {v} the value, {o} the old value, {vta} /
# {ota} the pronoun of a person value / old value, {shift} 推迟/提前 for dates, {p} the
# project, {c} the customer.
_SAY: dict[tuple[str, str], tuple[str, ...]] = {
    ("city", "state"): (
        "{s}现在 base 在{v}，要线下对接的话直接约{ta}就行",
        "同步一下：{s}常驻{v}办公，日常会议麻烦都挂个飞书会议链接哈",
        "【通讯录更新】{full} 的办公地点：{vn}",
        "{at}记得你在{v}办公，下周我过去出差，约个饭[奸笑]",
        "{v}那边有事可以先找{s}，{ta}人就在{v}",
        "补充一句，{s}是{v}的同学，线下评审参加不了，记得开线上会",
        "{s}工位在{v}，快递别寄到我们这边了",
        "新同学介绍：{s}，坐标{v}，大家多多关照[抱拳]",
        "{s}人在{v}，明天的线下workshop就不拉{ta}了，会后发纪要",
        "确认过了，{s}的办公城市是{v}，HR系统里也是这么写的",
        "{s}平时在{v}的office，来总部一般就是双月会那几天",
        "对了，{s}长期驻{v}，差旅报销走异地那套流程",
        "坐标{v}的同学目前就{s}一个，有本地的事找{ta}",
    ),
    ("city", "update"): (
        "{s}从{o}调到{v}了，下周一正式在{v}坐班",
        "【人事变动】{full} 工作地点由 {on} 变更为 {vn}，生效日期以OA为准",
        "{at}到{v}那边一切还顺利吧？{o}的工位已经回收了哈",
        "更正：{s}已经不在{o}了，现在是{v}，我之前说错了[捂脸]",
        "{s}这个月开始转到{v}办公，{o}那边的会别再约{ta}线下了",
        "{s}：{o} → {v}，通讯录明天同步",
        "{s}的异地调动批下来了，下月起 base {v}",
        "以后{v}的线下对接找{s}，{ta}刚从{o}过去",
        "{s}搬去{v}了，想线下聚得去{v}找{ta}了[流泪]",
        "外派结束，{s}回{v}了（之前一直在{o}）",
        "{s}已经去{v}报到了，{o}办公室那边的门禁卡交回行政了",
        "跟大家说下，{s}现在在{v}办公，不是{o}",
    ),
    ("city", "negate"): (
        "{s}已经不在{o}办公了，新城市还没定，先按远程处理",
        "{o}那边的工位{s}退掉了，之后在哪儿 base 还在走流程",
        "更正一下之前的信息：{s}目前不在{o}，具体去哪等HR通知",
        "{at}提醒下，你的办公地点{o}已经从系统里撤掉了，记得补填新的",
        "【通讯录更新】{full} 的办公地点（原：{on}）已移除，待补充",
        "别再往{o}给{s}寄东西了，{ta}人已经不在那了",
        "{s}离开{o}了，最近全国到处跑，暂时没有固定base",
        "{o}办公室的名单里已经没有{s}了",
    ),
    ("address", "state"): (
        "{s}的收件地址：{v}，快递直接寄这里",
        "{at}你家地址我记下了：{v}，年货礼盒这周寄出[礼物]",
        "行政统计年会礼品寄送地址，{s}：{v}",
        "{s}住在{v}，离公司还挺近的",
        "{v} —— 这是{s}家的地址，体检报告寄这个",
        "帮{s}代填一下：家庭住址 {v}",
        "{s}家在{v}，周末团建要顺路接{ta}的可以参考",
        "登记一下{s}的居住地址（{v}），入职材料里要用",
        "{s}说{ta}住{v}，外卖一般也是送这",
        "【行政通知】{full} 的礼品收货地址已登记：{vn}",
        "收件人{s}，地址{v}，电话飞书上问{ta}",
    ),
    ("address", "update"): (
        "{s}搬家了，新地址{v}，原来{o}的别再寄了",
        "更正：{s}的地址改成{v}了（不是{o}）",
        "{at}新家地址收到：{v}，我把表里的{o}替换掉了[OK]",
        "{s}从{o}搬到了{v}，通勤近多了",
        "【信息变更】{full} 居住地址：{on} → {vn}",
        "{s}换房子了，现在住{v}",
        "新地址：{v}（{s}，旧的{o}作废）",
        "{s}让我帮忙改下收件地址，以后寄{v}",
        "上次登记的{o}不对，{s}现在住{v}，以这个为准",
        "{s}乔迁啦[礼物] 新家在{v}，改天去暖房",
        "礼品寄送表更新：{s} 改寄 {v}",
    ),
    ("address", "negate"): (
        "{s}已经不住{o}了，新地址{ta}还没发我",
        "{o}这个地址作废了，{s}搬走了，寄东西前先问{ta}",
        "【信息变更】{full} 的居住地址（{on}）已失效，待重新登记",
        "别往{o}寄了，{s}退租了",
        "{s}的地址{o}删掉了，{ta}说最近在找房，先寄公司",
        "提醒：{s}已从{o}搬出，表里的地址先清空",
        "{at}你说{o}那边退租了，我先把登记的地址撤了哈",
        "更正：{s}现在不住{o}",
    ),
    ("role", "state"): (
        "{s}是咱们组的{v}，相关问题可以找{ta}",
        "介绍下新同学：{s}，{v}，今天第一天入职，大家欢迎[鼓掌]",
        "{s}（{v}）会跟进这块",
        "—— {full}｜{v}｜云帆科技",
        "【人事公告】{full} 担任{vn}",
        "{s}现在的岗位是{v}",
        "这块找{v}{s}就对了",
        "{s}是做{v}的，这个问题{ta}最清楚",
        "{at}以{v}的身份帮忙过一下这个需求呗",
        "{s}目前title是{v}",
        "名片上写的：{full}，{v}",
        "{s}这边是{v}，之后方案评审都会拉上{ta}",
    ),
    ("role", "update"): (
        "{s}转岗了，从{o}变成{v}",
        "恭喜{s}晋升{v}！[鼓掌][鼓掌]",
        "【人事公告】{full} 岗位由{on}调整为{vn}，即日生效",
        "{s}不做{o}了，现在是{v}",
        "更正：{s}的title是{v}，不是{o}，群里之前说错了",
        "{at}恭喜升职[赞] 以后就是{v}了",
        "{s}这次调岗去做{v}，{o}的活交给新人",
        "{s}现在是{v}（原{o}）",
        "组织架构调整后，{s}担任{v}",
        "{s}改title了：{v}",
    ),
    ("role", "negate"): (
        "{s}已经不是{o}了，新岗位还在定",
        "【人事公告】{full} 不再担任{on}",
        "{o}这个角色{s}卸任了，具体去向等通知",
        "以后{o}相关的事别找{s}了，{ta}不干这个了",
        "更正：{s}目前并非{o}",
        "{s}卸掉了{o}的职务，交接中",
        "{s}的{o}头衔取消了，系统里暂时空着",
        "{s}这周起不做{o}了",
    ),
    ("team", "state"): (
        "{s}在{v}，有问题直接拉{ta}",
        "{s}是{v}的，这个需求{ta}们组来接",
        "【组织架构】{full} 所属团队：{vn}",
        "{s}刚加入{v}，大家多带带[抱拳]",
        "{v}又来新人了：{s}",
        "{at}欢迎加入{v}！入职文档在飞书知识库里",
        "{s}目前挂在{v}下面",
        "跟大家说下，{s}属于{v}，不是我们组的",
        "{v}的{s}会参加明天的对齐会",
        "{s}人在{v}，排期得走{ta}们组的流程",
    ),
    ("team", "update"): (
        "{s}从{o}转到{v}了",
        "【组织架构调整】{full}：{on} → {vn}",
        "{s}换组了，现在在{v}",
        "{at}去{v}也要常回{o}看看啊[流泪]",
        "{s}已经调去{v}，{o}的事情别再派给{ta}",
        "更正：{s}是{v}的，不是{o}",
        "组织调整后{s}归到{v}了",
        "{s}内部转岗去了{v}",
        "{v}今天迎来新成员{s}（从{o}过来的）",
    ),
    ("team", "negate"): (
        "{s}已经离开{o}了，新团队还没定",
        "【组织架构】{full} 已从{on}移出",
        "{o}的群把{s}移出去了，{ta}不在这个组了",
        "{s}不在{o}了，后面的需求别排给{ta}",
        "{s}目前不属于{o}，在待分配池里",
        "更正：{s}现在不是{o}的",
        "{s}退出{o}了，交接文档在飞书文档里",
        "{o}的人员名单更新了，{s}已经不在上面",
    ),
    ("manager", "state"): (
        "{s}汇报给{v}",
        "{s}的直属leader是{v}",
        "【组织架构】{full} 直属上级：{vn}",
        "{s}请假走{v}审批，{vn}是{ta}直属上级",
        "{s}的+1是{v}",
        "{s}这边OKR是跟{v}对齐的，{vn}是{ta}老板",
        "{s}现在在{v}手下",
        "{v}带{s}，绩效也是{vn}打",
        "{s}是{v}的直接下属",
        "{at}有事先跟你leader {v}同步一下哈",
        "{s}的汇报线：直接到{v}",
    ),
    ("manager", "update"): (
        "{s}的汇报线调整了，从{o}改为{v}",
        "【组织架构调整】{full} 直属上级：{on} → {vn}",
        "{s}以后汇报给{v}了，不再找{o}",
        "{s}换老板了，现在跟{v}",
        "更正：{s}的leader是{v}，{o}是之前的",
        "{s}转到{v}下面了",
        "{s}这季度开始由{v}带",
        "{at}以后周报抄送{v}就行，{o}那边不用发了",
        "{s}的+1换成{v}了",
    ),
    ("manager", "negate"): (
        "{s}不再汇报给{o}了，新的leader还没定",
        "【组织架构】{full} 与 {on} 的汇报关系已解除",
        "{o}不带{s}了，审批先找HRBP",
        "{s}现在不在{o}下面了",
        "更正：{s}的上级并不是{o}",
        "{s}的汇报线从{o}那边拿掉了，待定",
        "{at}请假别再提给{o}了，{on}已经不是你leader了",
        "{s}和{o}的汇报关系到今天为止",
    ),
    ("drink", "state"): (
        "{s}只喝{v}，下午茶别点错了",
        "给{s}带一杯{v}，{ta}的老规矩",
        "下午茶统计：{s} —— {v}",
        "{s}每天一杯{v}，雷打不动",
        "{at}知道你爱喝{v}，给你放桌上了[呲牙]",
        "{s}最爱{v}",
        "记一下，{s}偏好{v}，开会准备饮品的时候注意",
        "{s}说{ta}下午只喝{v}",
        "{s}的固定点单：{v}",
        "{s}是{v}忠实用户",
    ),
    ("drink", "update"): (
        "{s}最近改喝{v}了，不要{o}了",
        "{s}戒{o}了，现在只喝{v}",
        "更新下午茶口味表：{s} {o} → {v}",
        "{at}记住了，你现在喝{v}，{o}不点了",
        "{s}换口味了，{v}",
        "{s}说{o}喝腻了，最近迷上{v}",
        "别给{s}点{o}了，{ta}现在要{v}",
        "{s}现在的饮品偏好：{v}",
    ),
    ("drink", "negate"): (
        "{s}不喝{o}了，说要控糖",
        "下午茶表里把{s}的{o}删掉，{ta}最近啥都不喝",
        "{s}戒{o}了，先别给{ta}点",
        "{at}说不要{o}了，那我先给你空着",
        "{s}对{o}没兴趣了",
        "以后别给{s}带{o}，{ta}现在不碰这个",
        "【下午茶统计】{full}：不再要{on}",
        "{s}说{o}喝多了睡不着，先停了",
    ),
    ("phone", "state"): (
        "{s}的手机：{v}",
        "{at}电话我存了：{v}",
        "有急事打{s}电话 {v}",
        "—— {full}｜手机 {v}",
        "【联系人名片】{full} 手机：{vn}",
        "{s}手机号{v}，微信同号",
        "从通讯录复制的：{full} {v}",
        "快递员可以打{s}的电话{v}",
        "{s}号码是{v}，晚上十点后别打",
        "值班联系人：{s}，{v}",
        "{s}的联系方式 {v}（手机）",
    ),
    ("phone", "update"): (
        "{s}换号了，新号{v}，旧的{o}停用了",
        "更正：{s}的手机是{v}，不是{o}",
        "{s}新手机号：{v}",
        "【联系人变更】{full} 手机：{on} → {vn}",
        "{at}新号码{v}已经更新到值班表里了",
        "{s}的电话改成{v}了",
        "刚才发错了，{s}的号是{v}[捂脸]",
        "{s}说{o}那个号不用了，打{v}",
    ),
    ("phone", "negate"): (
        "{s}的{o}停机了，新号还没给",
        "别打{o}了，{s}那个号已经注销",
        "【联系人变更】{full} 手机 {on} 已停用",
        "{o}不是{s}的号了，打过去是别人",
        "{s}原来的手机{o}作废了",
        "值班表里{s}的{o}先删掉，号码失效了",
        "{s}的手机{o}是旧号，别打了",
        "通讯录里{s}那个{o}过期了，谁有新号补一下",
    ),
    ("email", "state"): (
        "{s}的邮箱：{v}",
        "外部邮件抄送{s}：{v}",
        "{full}｜{v}",
        "发会议邀请记得加{s}，{v}",
        "{s}邮箱是{v}，飞书里搜不到的话直接发邮件",
        "【联系人名片】{full} 邮箱：{vn}",
        "合同扫描件发{s}邮箱{v}就行",
        "{at}你的企业邮箱{v}我加到邮件组里了",
    ),
    ("email", "update"): (
        "{s}邮箱改了，新的是{v}，{o}不再用",
        "更正：{s}的邮箱是{v}（之前写成{o}了）",
        "【联系人变更】{full} 邮箱：{on} → {vn}",
        "{s}换邮箱了：{v}",
        "以后给{s}发邮件用{v}",
        "{at}邮件组里你的地址已经从{o}换成{v}",
        "{s}说{o}收不到外部邮件了，改用{v}",
        "邮箱迁移完成，{s}新地址{v}",
    ),
    ("email", "negate"): (
        "{s}的{o}停用了，先飞书联系",
        "{o}这个邮箱作废了，别再发给{s}",
        "【联系人变更】{full} 邮箱 {on} 已注销",
        "给{s}发到{o}会退信，那个地址没了",
        "{s}原邮箱{o}失效",
        "邮件组里把{s}的{o}删了",
        "{s}那个{o}已经收不到信了",
        "IT说{s}的{o}回收了",
    ),
    ("status", "state"): (
        "{s}目前状态：{v}",
        "【项目周报】{full} —— {vn}",
        "{s}现在{v}",
        "同步下，{s}这周的状态是「{v}」",
        "{s}：{v}。细节见飞书文档周报",
        "项目看板上{s}标的是「{v}」",
        "{s}这边{v}，大家心里有个数",
        "刚开完周会，{s}的状态定为{v}",
        "「{v}」——这是{s}目前的情况",
        "群公告：{p}当前状态为「{v}」",
    ),
    ("status", "update"): (
        "{s}状态从{o}改成{v}了",
        "【项目周报】{full}：{on} → {vn}",
        "{s}的状态已经不是「{o}」了，现在{v}",
        "更新下{s}：{v}",
        "{s}刚刚从{o}调整为{v}，看板已同步",
        "{s}状态变了：{v}（上周还是{o}）",
        "群公告已更新：{p} 当前状态「{v}」",
        "周会结论：{s}调为{v}",
        "{s}由「{o}」转「{v}」，请相关同学关注",
    ),
    ("status", "negate"): (
        "{s}已经不算「{o}」了，新状态等周会再定",
        "看板上{s}的「{o}」标签我先撤了",
        "【项目周报】{full} 状态「{on}」已取消，待更新",
        "{s}的状态不再是「{o}」，具体还在评估",
        "更正：{s}目前并不是「{o}」",
        "{s}的「{o}」状态作废，PMO在重新评估",
        "群公告撤回：{p}不再标「{o}」",
        "{s}之前标的「{o}」不准，先拿掉",
    ),
    ("deadline", "state"): (
        "{s}的截止日期是{v}",
        "{s}定在{v}交付",
        "【里程碑】{full} DDL：{vn}",
        "{s}必须{v}前上线，没有buffer",
        "{v}是{s}的ddl，大家排期注意",
        "{s}最终交付时间：{v}",
        "跟业务方对齐了，{s}{v}前完成",
        "{s}排期：{v}截止",
        "群公告：{p}上线日期 {v}",
        "提醒各位，{s}的deadline在{v}，别等最后一天",
    ),
    ("deadline", "update"): (
        "{s}的ddl从{o}挪到{v}了",
        "【里程碑变更】{full}：{on} → {vn}",
        "{s}的截止日期{shift}到{v}",
        "更正：{s}的DDL是{v}，不是{o}",
        "{s}重新排期，新时间{v}",
        "老板拍板了，{s}改到{v}交付",
        "{s}时间调整：{v}（原{o}）",
        "注意：{s}{shift}了，{v}要交",
        "{s}上线时间{shift}，由{o}改为{v}",
    ),
    ("deadline", "negate"): (
        "{s}原定{o}的截止时间取消了，新时间待定",
        "{s}不按{o}交付了，等重新排期",
        "【里程碑变更】{full} 截止日期（{on}）已撤销",
        "{o}那个ddl对{s}不作数了",
        "{s}暂时没有deadline了，{o}那个作废",
        "更正：{s}并不是{o}截止",
        "{s}的{o}这个时间点先不管了，业务方说要重新对",
        "群公告撤回：{p}不再按{o}上线",
    ),
    ("owner", "state"): (
        "{s}的负责人是{v}",
        "{s}由{v}牵头",
        "【项目立项】{full} owner：{vn}",
        "{s}有问题找{v}，{vta}是owner",
        "{v}负责{s}",
        "{s}这边{v}拍板",
        "{s}的项目owner是{v}",
        "{s}交给{v}来带",
        "群公告：{p}项目负责人 {v}",
        "{v}是{s}的第一负责人",
    ),
    ("owner", "update"): (
        "{s}换owner了，{o}交接给{v}",
        "{s}现在由{v}负责，不再是{o}",
        "【项目变更】{full} 负责人：{on} → {vn}",
        "{v}接手{s}了",
        "更正：{s}的负责人是{v}，{o}只是参与",
        "{o}把{s}交出去了，接手的是{v}",
        "{s}以后找{v}，{o}去忙别的了",
        "群公告更新：{p}负责人变更为{v}",
        "{s}的owner从{o}换成了{v}，有事直接找{vta}",
    ),
    ("owner", "negate"): (
        "{o}不再负责{s}了，新owner待定",
        "{s}暂时没有负责人，{o}已经撤出",
        "【项目变更】{full} 负责人 {on} 已卸任",
        "{s}的owner不是{o}了",
        "{o}从{s}交出来了，接手人还没定",
        "更正：{s}目前并非{o}负责",
        "{o}已经不管{s}了，有事先找PMO",
        "群公告更新：{p}负责人（原{o}）待定",
    ),
    ("cost_centre", "state"): (
        "{s}的成本中心：{v}",
        "报销选成本中心{v}（{p}）",
        "【财务】{full} 预算编码 {vn}",
        "{s}相关的采购挂{v}",
        "{s}走{v}这个成本中心",
        "{v} —— {s}的成本中心，填报销单用",
        "费用归属：{s}，成本中心{v}",
        "{s}的差旅都记在{v}下",
    ),
    ("cost_centre", "update"): (
        "{s}的成本中心换成{v}了，{o}不能再用",
        "【财务通知】{full} 成本中心：{on} → {vn}",
        "更正：{s}的成本中心是{v}，之前发的{o}是错的",
        "新财年{s}改挂{v}",
        "{s}报销以后选{v}",
        "{s}的预算编码更新为{v}",
        "财务刚通知，{s}的费用改走{v}（原{o}）",
        "{v}，{s}新的成本中心，报销单记得改",
    ),
    ("cost_centre", "negate"): (
        "{s}的成本中心{o}停用了，新的财务还没给",
        "别用{o}报{s}的费用了，已经关账",
        "【财务通知】{full} 成本中心 {on} 已冻结",
        "{o}不是{s}的成本中心了",
        "{s}暂时没有可用的成本中心，{o}作废",
        "{s}那个成本中心{o}下线了，报销先别提",
        "财务说{o}（{p}）已经冻结，新的等通知",
        "更正：{o}并不是{s}的成本中心",
    ),
    ("plan", "state"): (
        "{s}用的是{v}",
        "{s}买的{v}",
        "【客户信息】{c} 当前套餐：{vn}",
        "{s}目前在{v}上",
        "{s}签的{v}，一年一付",
        "跟{s}确认了，是{v}",
        "{s}是{v}客户，服务等级按这个来",
        "CRM里{c}显示{v}",
    ),
    ("plan", "update"): (
        "{s}从{o}换成{v}了",
        "【客户信息变更】{c} 套餐：{on} → {vn}",
        "{s}续约改签了{v}",
        "{s}不用{o}了，切到{v}",
        "更正：{s}是{v}，不是{o}",
        "{s}刚签了{v}的合同",
        "{s}现在是{v}（原{o}）",
        "{s}把{o}换掉了，新合同是{v}",
    ),
    ("plan", "negate"): (
        "{s}的{o}到期没续，暂时没有套餐",
        "{s}退订了{o}",
        "【客户信息变更】{c} 的{on}已终止",
        "{s}不在{o}上了，续约还在谈",
        "更正：{s}并没有买{o}",
        "{s}的{o}合同终止了",
        "CRM里{c}的{o}已经失效",
        "{s}取消了{o}，在评估别家",
    ),
    ("po_number", "state"): (
        "{s}的采购单号：{v}",
        "{s}的PO是{v}，开票要用",
        "【采购】{c} PO号 {vn}",
        "{s}下单了，采购单号 {v}",
        "开发票备注里写{s}的PO：{v}",
        "{v}是{s}的采购单，已经走完审批",
        "PO：{v}（{c}），合同和发票都按这个号",
        "{c}采购那边发来了单号{v}",
    ),
    ("po_number", "update"): (
        "{s}的PO重开了，新号{v}，{o}作废",
        "更正：{s}的PO是{v}，不是{o}",
        "【采购变更】{c} PO：{on} → {vn}",
        "{s}财务那边换了采购单号：{v}",
        "{s}以后开票用{v}",
        "{s}那张PO作废重开，现在是{v}",
        "{c}：PO {o} → {v}，财务已更新",
        "采购单号以{v}为准（{c}），{o}那张撤了",
    ),
    ("po_number", "negate"): (
        "{s}的PO {o}撤回了，新的还没下",
        "{o}这张采购单作废了（{c}）",
        "【采购变更】{c} PO {on} 已取消",
        "别再用{o}给{s}开票了",
        "{c}那张{o}财务驳回了",
        "{s}的采购单{o}已经关闭",
        "更正：{o}不是{s}的PO",
        "{s}说{o}那张采购单不要了，等重新下",
    ),
}

# The subject says it about themselves (speaker == subject): the full name still appears.
_SELF: dict[tuple[str, str], tuple[str, ...]] = {
    ("city", "state"): (
        "自我介绍下，我是{full}，base在{v}，远程协作多多关照[抱拳]",
        "{full}这边同步下：我常驻{v}，线下会议就不过去了",
        "我（{full}）在{v}办公哈，来{v}出差可以找我吃饭",
    ),
    ("city", "update"): (
        "{full}同步个消息：我下个月起从{o}调到{v}办公啦",
        "我{full}要去{v}了，{o}的小伙伴们江湖再见[流泪]",
        "更新下我的办公地：{v}（之前在{o}）—— {full}",
    ),
    ("city", "negate"): (
        "{full}这边说下：我已经不在{o}办公了，新base还没定",
        "我（{full}）的工位从{o}撤了，最近先远程",
    ),
    ("address", "state"): (
        "我的收件地址：{v}，{full}收",
        "我家在{v}（{full}），年货寄这个就行，谢谢行政小姐姐[抱拳]",
    ),
    ("address", "update"): (
        "我搬家了，新地址{v}，旧的{o}别寄了 —— {full}",
        "{full}更新一下地址：{v}",
    ),
    ("address", "negate"): (
        "我（{full}）已经从{o}搬走了，新地址定了再发",
        "{full}：{o}那边我退租了，东西先寄公司",
    ),
    ("role", "state"): (
        "大家好，我是{full}，新入职的{v}，请多指教[抱拳]",
        "{full}，{v}，负责这块，有问题随时找我",
    ),
    ("role", "update"): (
        "跟大家说下，我（{full}）转岗做{v}了，之前{o}的活会交接出去",
        "{full}同步：title改成{v}了",
    ),
    ("role", "negate"): (
        "我{full}这周起不再担任{o}，新工作内容稍后同步",
        "{full}：我已经不做{o}了",
    ),
    ("team", "state"): (
        "我是{full}，{v}的，以后多合作",
        "{full}报到，刚进{v}[奋斗]",
    ),
    ("team", "update"): (
        "{full}换组啦，从{o}到{v}，楼里还是能见到的哈",
        "我（{full}）已经转到{v}了",
    ),
    ("team", "negate"): (
        "{full}：我已经不在{o}了，新组还在确认",
        "我{full}退出{o}了，相关需求别再派我",
    ),
    ("manager", "state"): (
        "我是{full}，汇报给{v}",
        "我的leader是{v}，审批的事找{vn}就行 —— {full}",
    ),
    ("manager", "update"): (
        "{full}同步下：我的汇报线调整了，现在汇报给{v}，不再是{o}",
        "我（{full}）现在跟{v}了",
    ),
    ("manager", "negate"): (
        "{full}：我已经不向{o}汇报了，新leader待定",
        "我{full}和{o}的汇报关系解除了",
    ),
    ("drink", "state"): (
        "下午茶我要{v}，老样子 —— {full}",
        "我{full}只喝{v}，记住了各位[呲牙]",
    ),
    ("drink", "update"): (
        "{full}宣布：戒{o}，改喝{v}[奋斗]",
        "以后给我（{full}）点{v}，{o}喝腻了",
    ),
    ("drink", "negate"): (
        "我（{full}）最近不喝{o}了，下午茶不用算我",
        "{full}：{o}戒了",
    ),
    ("phone", "state"): (
        "我手机：{v}，{full}",
        "—— {full}｜手机 {v}｜飞书同名",
        "有急事打我电话{v}（{full}）",
    ),
    ("phone", "update"): (
        "我换号了，新号{v}，{o}停用 —— {full}",
        "{full}更正：我手机是{v}，上次发的{o}有误[捂脸]",
    ),
    ("phone", "negate"): (
        "我（{full}）之前那个{o}不用了，新号晚点发",
        "{full}：{o}已停机，先飞书找我",
    ),
    ("email", "state"): (
        "—— {full}｜{v}",
        "我邮箱{v}，外部文件发这里就行（{full}）",
    ),
    ("email", "update"): (
        "{full}：我的邮箱换成{v}了，{o}别再发",
        "邮箱更新 —— {full}：{v}",
    ),
    ("email", "negate"): (
        "我（{full}）的{o}停用了，先用飞书联系",
        "{full}：{o}那个邮箱没了",
    ),
}

# Ticket lines, by the ticket state being reported. {t} ticket id, {c} customer,
# {prob} the problem.
_TICKET_DETAIL: dict[str, tuple[str, ...]] = {
    "open": (
        "【工单】{t} 新建｜客户：{c}｜问题：{prob}",
        "{c}反馈{prob}，已提工单{t}",
        "客户{c}那边{prob}，开了{t}，谁有空看下",
        "新工单{t}：{prob}（{c}）",
        "{t}：{c}报了个问题，{prob}",
        "@值班同学 {c}说{prob}，工单号{t}",
        "又来一个：{t}，{c}，{prob}[捂脸]",
        "{c}投诉{prob}，{t}已创建，等待处理",
        "转发客服群：{c}那边{prob}，工单{t}",
        "群里同步下，{c}反馈：{prob}，工单{t}",
    ),
    "in progress": (
        "{t}我接了，在查{prob}的原因",
        "【工单】{t} 状态：处理中｜{c}",
        "{t}（{c}）已经在处理了，研发在定位",
        "{t}跟进中，{prob}能复现",
        "{c}那个{t}开始处理了",
        "{t}已分配，处理中，{c}那边先安抚一下",
        "{t}在修了，{prob}大概是上周发版引入的",
        "{t}已经再处理了，别催了[捂脸]",
        "【工单】{t} 已指派给研发，处理中（{c}）",
    ),
    "resolved": (
        "{t}已解决，{c}确认{prob}不再出现",
        "【工单】{t} 状态：已解决｜{c}",
        "{c}的{t}修好了，已经发版",
        "{t}关单了，{prob}是配置问题",
        "{t}处理完毕，{c}验证通过[OK]",
        "好消息，{t}（{prob}）解决了",
        "{t}（{c}）已关闭，根因见飞书文档",
        "{c}确认没问题了，{t}关单",
        "【工单】{t} 已解决，{c}已回访",
    ),
}
_TICKET_PLAIN: dict[str, tuple[str, ...]] = {
    "open": (
        "新工单{t}，待处理",
        "【工单】{t} 已创建",
        "{t}刚建的，还没人认领",
    ),
    "in progress": (
        "{t}我接了，处理中",
        "【工单】{t} 状态：处理中",
        "{t}在跟了",
    ),
    "resolved": (
        "{t}搞定了[OK]",
        "【工单】{t} 状态：已解决",
        "{t}关单了",
    ),
}

# --------------------------------------------------------------------- question templates
# Placeholders: {w} the person asked about (full name), {ta} his/her, {p}, {c}.
_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "{w}现在在哪个城市办公？",
        "{w}人在哪儿来着？想约个线下会",
        "下周出差想顺便拜访下{w}，{ta}是在哪个城市？",
        "有人知道{w}目前在哪边坐班吗",
        "{w}坐哪个办公室的？",
        "问下，{w}是哪个城市的同学？",
        "要给{w}寄个样机，先确认下{ta}在哪个城市",
        "{w}现在常驻哪边？",
        "{w}工作地点是哪？",
        "线下评审要不要拉{w}？{ta}在哪个城市来着",
    ),
    "address": (
        "{w}家住哪儿？",
        "要给{w}寄中秋礼盒，{ta}现在的收件地址是？",
        "{w}的住址谁有？",
        "{w}住哪个小区来着？",
        "周末接{w}一起去团建，{ta}家具体在哪？",
        "有{w}的家庭地址吗，体检报告要寄过去",
        "{w}现在住在什么地方？",
        "给{w}叫个闪送，地址是哪？",
        "{w}这会儿住哪",
    ),
    "role": (
        "{w}是干什么的？",
        "{w}现在什么岗位？",
        "{w}的title是啥",
        "{w}在团队里是什么角色？",
        "想拉{w}进评审，{ta}具体是做哪块的？",
        "{w}职位是什么来着",
        "问下{w}目前在组里的职务",
        "{w}在项目里担任啥",
        "{w}现在担任什么职位？",
    ),
    "team": (
        "{w}在哪个组？",
        "{w}是哪个团队的",
        "{w}归哪个部门？",
        "找{w}对需求，得先知道{ta}是哪个组的，有人知道吗",
        "{w}现在属于哪个团队来着",
        "{w}所在的组是？",
        "请问{w}现在在哪个部门",
        "{w}是哪个部门的同学",
        "{w}在组织架构里挂在哪",
    ),
    "manager": (
        "{w}的直属上级是谁？",
        "{w}汇报给谁？",
        "{w}的leader是哪位",
        "{w}请假该找谁审批？",
        "谁带{w}？",
        "{w}的老板是谁来着",
        "{w}现在归谁管",
        "要找{w}的+1聊下排期，是谁啊",
        "{w}跟的是哪位leader",
    ),
    "drink": (
        "{w}平时喝什么？",
        "订下午茶，{w}要啥？",
        "{w}爱喝什么饮料",
        "给{w}带杯喝的，{ta}口味是？",
        "{w}喝什么来着",
        "开会要给{w}准备什么喝的？",
        "有人记得{w}常点的饮品吗",
        "下午茶帮{w}点啥",
        "{w}口味偏好是什么",
    ),
    "phone": (
        "{w}手机号多少？",
        "谁有{w}的电话？",
        "打{w}电话打不通，{ta}号码是多少来着",
        "{w}的联系方式发我下",
        "需要紧急联系{w}，有{ta}手机吗",
        "{w}电话多少",
        "快递要联系人电话，{w}的手机是？",
        "求一个{w}的手机号",
    ),
    "email": (
        "{w}的邮箱是什么？",
        "要给{w}发合同，{ta}邮箱多少",
        "{w}的企业邮箱有人知道吗",
        "邮件抄送{w}该写哪个地址？",
        "{w}邮件地址发我一下",
        "{w}的email是？",
        "怎么给{w}发邮件",
        "{w}邮箱地址多少",
        "给{w}发个会议邀请，邮箱是？",
    ),
    "status": (
        "{p}现在什么情况？",
        "{p}项目进展如何？",
        "{p}当前处于什么阶段？",
        "老板问{p}怎么样了，谁能回一下",
        "{p}是什么状态来着",
        "{p}看板上现在标的啥",
        "{p}还顺利吗，目前啥状态",
        "请问{p}项目最新状态",
    ),
    "deadline": (
        "{p}什么时候截止？",
        "{p}的ddl是哪天",
        "{p}要在哪天前交付？",
        "{p}最晚什么时候上线",
        "{p}的时间节点是？",
        "排期的话，{p}的截止日是几号",
        "{p}哪天交？",
        "{p}还有多久到期？具体日期是",
    ),
    "owner": (
        "{p}谁负责？",
        "{p}的owner是谁",
        "{p}现在谁在带？",
        "有{p}的问题该找谁",
        "{p}项目负责人是哪位",
        "{p}谁拍板",
        "{p}归谁管来着",
        "{p}这块谁说了算",
        "{p}的负责同学是谁",
    ),
    "cost_centre": (
        "{p}的成本中心是多少？",
        "报{p}的差旅费用，成本中心填什么",
        "{p}预算编码是？",
        "{p}的费用挂在哪个成本中心",
        "有人记得{p}的成本中心号吗",
        "{p}采购单里成本中心那栏填啥",
        "{p}报销走哪个成本中心",
        "{p}的费用编码多少来着",
    ),
    "plan": (
        "{c}用的什么版本？",
        "{c}买的哪个套餐",
        "{c}现在是什么plan",
        "{c}签的是哪个版本",
        "客户{c}的套餐是？",
        "{c}那边开的什么版本，需要确认服务等级",
        "{c}开通的是什么套餐",
        "{c}订阅的哪一档",
    ),
    "po_number": (
        "{c}的PO号多少？",
        "给{c}开票要填采购单号，是多少",
        "{c}那张采购单号谁有",
        "{c}的PO是？",
        "{c}下单的单号多少来着",
        "{c}的采购订单号是多少",
        "开票要{c}的PO，谁发一下",
        "{c}那边PO多少",
    ),
}
_ASK_TICKET_DETAIL: tuple[str, ...] = (
    "{c}那个{prob}的工单{t}处理得怎么样了",
    "客户{c}在催{t}，目前到哪一步了",
    "{t}（{prob}）解决了没",
    "问下{c}的{t}关了吗",
    "{c}的{t}修好没",
    "{c}报的{prob}，就是{t}，现在啥进度",
)
_ASK_TICKET_PLAIN: tuple[str, ...] = (
    "{t}现在什么状态？",
    "{t}解决了没",
    "{t}进展如何",
    "问下{t}关了吗",
    "{t}到哪一步了",
    "{t}那个单关了没",
)

# Two-hop questions: {chain} names the person reached, {tail} asks the second fact.
_CHAIN: dict[str, tuple[str, ...]] = {
    "manager": (
        "{w}的直属上级",
        "{w}的leader",
        "{w}的老板",
        "带{w}的那位",
        "{w}汇报的那个人",
        "{w}的+1",
    ),
    "owner": (
        "{p}的负责人",
        "{p}的owner",
        "{p}项目牵头的人",
        "负责{p}的那位",
        "{p}现在的负责人",
        "带{p}的人",
    ),
}
_TAIL: dict[str, tuple[str, ...]] = {
    "city": ("在哪个城市办公", "目前在哪个城市", "平时在哪儿坐班", "坐标在哪"),
    "address": ("住哪儿", "家庭住址是什么", "家在哪个小区", "收件地址是哪"),
    "phone": ("手机号多少", "电话是多少", "手机号码是啥"),
    "email": ("邮箱是什么", "邮件地址是多少"),
    "role": ("是什么岗位", "具体做什么的"),
    "team": ("在哪个组", "属于哪个团队"),
    "manager": ("又汇报给谁", "的上级是谁"),
    "drink": ("爱喝什么", "平时喝什么饮料"),
}
_HOP: tuple[str, ...] = (
    "{chain}{tail}？",
    "请问{chain}{tail}？",
    "{chain}是谁来着？对方{tail}？",
    "想联系下{chain}，对方{tail}？",
    "有人知道{chain}{tail}吗？",
    "问个事儿，{chain}{tail}？",
    "{chain}{tail}来着",
    "帮忙查下：{chain}{tail}",
    "要找{chain}当面聊，先问下对方{tail}",
)

# ------------------------------------------------------------------------------ chatter
_FOOD = ("麻辣烫", "黄焖鸡", "螺蛳粉", "轻食沙拉", "酸菜鱼", "牛肉面", "煲仔饭", "饺子", "烤肉饭")
_ROOM = ("3号会议室", "大会议室", "茶水间", "前台", "10楼小会议室", "电话亭")
_WHEN = ("下午三点", "明早十点", "周四下午", "晚上七点", "下周一上午", "今天下班前")
_EMO = ("[赞]", "[OK]", "[呲牙]", "[奋斗]", "[奸笑]", "[破涕为笑]", "[抱拳]")
_SAD = ("[捂脸]", "[流泪]", "[裂开]", "[汗]")

_CHATTER: tuple[str, ...] = (
    "今天食堂有红烧肉，冲{e}",
    "有人点{food}吗，凑个满减",
    "周五下午茶投票开始了，看群公告",
    "{room}又被占了，谁订的？",
    "楼下咖啡机坏了，行政说明天修",
    "收到{e}",
    "好滴",
    "+1",
    "辛苦辛苦[抱拳]",
    "周报记得{when}交哈",
    "OKR自评这周截止，别忘了",
    "飞书又更新了，新版日历有点不习惯",
    "空调太冷了，有没有人一起去跟行政反馈",
    "今天电梯好慢，排了十分钟{sad}",
    "年会节目报名截止到周五，想上台的抓紧",
    "谁的顺丰快递放{room}了，赶紧拿走",
    "下雨了，没带伞的可以去前台借",
    "周末有人去爬山吗",
    "双月会的PPT模板在飞书文档里，自取",
    "刚才的会议纪要整理好了，在知识库",
    "今天发版，提交代码前跑一下单测",
    "线上告警了，正在看，应该是误报",
    "明天团建记得穿运动鞋",
    "哈哈哈哈哈哈笑死",
    "[捂脸]",
    "这个需求又改了……{sad}",
    "{when}的会推迟半小时",
    "有没有人有Type-C充电线，借我用下",
    "打卡机又抽风了",
    "内推奖金这个月发了吗",
    "中午一起去吃那家新开的{food}？",
    "谁在工位，帮我看一眼打印机",
    "新的报销系统好难用{sad}",
    "今天这个需求评审开得我头大",
    "群里别刷屏了，重要的事看群公告",
    "我先下了，有事飞书电话",
    "看到一个不错的技术分享，丢飞书文档里了",
    "明天调休，别约我会哈",
    "这周五提前一小时下班，行政刚发的通知",
    "有人要拼单买水果吗",
    "电脑卡死了，重启一下{sad}",
    "VPN又连不上了，有人遇到吗",
    "这个bug我复现不了，先挂着",
    "好家伙，又开了三个小时会",
    "体检预约开放了，在飞书审批里填",
    "谁借了我的显示器转接头？",
    "晚上有人一起加班点{food}吗",
    "刚下飞机，晚点回复",
    "这周Code Review的同学辛苦啦{e}",
    "中秋礼盒领了没？{room}还剩几箱",
    "今天阳光真好，想请假{e}",
    "周一早会取消",
    "新来的实习生好厉害",
    "抽奖抽到了个保温杯[呲牙]",
    "楼下新开了家{food}，味道一般",
    "谁有空帮我review一下PR",
    "电脑贴纸谁要，{room}自取",
    "周末加班的同学记得提调休",
    "年终总结的模板发群里了",
    "刚才断网了，没听到后半段",
    "这个排期有点紧啊{sad}",
    "好的，我晚点看下",
    "明白",
    "我也遇到了同样的问题",
    "xdm，{when}有个分享，感兴趣的来{room}",
    "今天这波操作太nb了",
    "hhh 这个表情包我收藏了",
    "谁知道{room}的投屏怎么连",
    "在吗在吗，急",
    "我再确认一下，稍等",
    "文档权限我开了，都能评论",
    "明天要早起，今天先撤了[OK]",
)
_CHATTER_AT: tuple[str, ...] = (
    "{am}生日快乐！蛋糕在{room}[蛋糕]",
    "{am}你的外卖到前台了",
    "{am}帮忙看下我刚发的飞书文档，开了评论权限",
    "{am}会议链接私聊发你了",
    "{am}收到，辛苦[抱拳]",
    "{am}{when}有空吗，对一下方案",
    "{am}你的耳机落在{room}了",
    "{am}那个PR我approve了",
    "{am}谢谢大佬[赞]",
    "{am}周报模板能再发一下吗",
    "{am}你那边网络好了吗",
    "{am}午饭一起？去吃{food}",
    "{am}今天的分享讲得太好了{e}",
    "{am}帮我在{room}占个座",
    "{am}文档我看完了，留了几条评论",
    "{am}快递帮你拿上来了",
    "{am}你日历上怎么全是会[捂脸]",
    "{am}麻烦拉我进一下那个讨论群",
    "{am}恭喜抽中年会二等奖！{e}",
    "刚跟{m}聊完，思路清晰多了",
    "{m}今天请假了，有事明天再说",
    "{m}在开会，晚点回你",
    "{m}带的零食真好吃{e}",
    "{m}的分享录屏在知识库里",
    "谁看到{m}了？找{mta}签个字",
    "{m}又在摸鱼了[奸笑]",
    "{m}今天穿得好正式，是要见客户吗",
    "感谢{m}帮忙排查到凌晨[抱拳]",
    "{m}说{when}请大家喝下午茶{e}",
    "跟{m}打了一局羽毛球，完败{sad}",
)


# --------------------------------------------------------------------------- helpers
def _pronoun(name: str) -> str:
    info = _INFO.get(name)
    return "她" if info is not None and info[0] == "F" else "他"


def _nick(name: str, rng: random.Random) -> str:
    """A nickname colleagues would use for ``name`` (built from the full name)."""
    info = _INFO.get(name)
    if info is None or len(name) < 2:
        return name
    sur, given = name[0], name[1:]
    options = [f"小{sur}", f"{sur}老师"]
    if info[0] == "F":
        options += [f"{given}姐", given * 2] if len(given) == 1 else [given]
    else:
        options += [f"老{sur}", f"{sur}总", f"{sur}工"]
        options.append(f"{given}哥" if len(given) == 1 else given)
    return rng.choice(options)


def _person(name: str, rng: random.Random) -> str:
    """A person as named in running text: full name, sometimes with a nickname or title."""
    roll = rng.random()
    if roll < 0.6:
        return name
    if roll < 0.7:
        return f"{name}同学"
    if roll < 0.8:
        return f"{name}老师"
    if roll < 0.9:
        return f"{_nick(name, rng)}（{name}）"
    return f"{name}（{_nick(name, rng)}）"


def _person_value(name: str, rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.7:
        return name
    if roll < 0.85:
        return f"@{name} "
    return f"{name}（{_nick(name, rng)}）"


def _project(name: str, rng: random.Random) -> str:
    return rng.choice((name, name, f"{name}项目", f"「{name}」", f"{name}这个项目"))


def _customer(name: str, rng: random.Random) -> str:
    return rng.choice((name, name, f"客户{name}", f"{name}那边"))


_WEEKDAYS = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")


def _date(value: str, rng: random.Random) -> str:
    """An ISO date the way people type it in chat."""
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    m, d, wd = day.month, day.day, _WEEKDAYS[day.weekday()]
    return rng.choice(
        (
            f"{m}月{d}日",
            f"{m}.{d}",
            f"{m}月{d}号",
            f"{day.year}年{m}月{d}日",
            f"{m}/{d}",
            f"{m}月{d}日（{wd}）",
            f"{m}.{d}（{wd}）",
            f"{wd}（{m}月{d}号）",
            value,
        )
    )


def _render(slot: str, value: str, rng: random.Random) -> str:
    kind = SLOTS[slot].value
    if kind == "people":
        return _person_value(value, rng)
    if kind == "date":
        return _date(value, rng)
    return value


def _tidy(text: str) -> str:
    """Drop the space Feishu leaves after an @mention before punctuation; merge ）（."""
    return _SPACE_BEFORE_PUNCT.sub(r"\1", text).replace("）（", "，").replace("  ", " ").strip()


_SPACE_BEFORE_PUNCT = re.compile(r" +([，。？！：；、）」])")


def _split_detail(detail: str | None) -> tuple[str, str] | None:
    if not detail or " | " not in detail:
        return None
    problem, customer = detail.split(" | ", 1)
    if not problem.strip() or not customer.strip():
        return None
    return problem.strip(), customer.strip()


_PHONE_PREFIXES = (
    "130",
    "131",
    "135",
    "136",
    "137",
    "138",
    "139",
    "150",
    "152",
    "155",
    "158",
    "159",
    "166",
    "176",
    "177",
    "180",
    "185",
    "186",
    "187",
    "188",
    "189",
    "191",
    "198",
    "199",
)
_DOMAINS = ("yunfan-tech.com", "yunfan-tech.com", "yunfan.cn")
_DEPTS = ("RD", "MKT", "OPS", "BD", "GA", "PD")
_TICKET_PREFIXES = ("CS", "KF", "SR", "TK")
_DECOR = ("[OK]", "[赞]", "[抱拳]", "[奋斗]")


class FeishuFamily:
    """Feishu (飞书 / Lark) work groups of a mainland Chinese internet company.

    Colleagues and the bots in their groups write short Simplified Chinese lines: @
    mentions with the full name, nicknames built from it, 【】 notices, emoji codes
    and office jargon. Statements name people by their full name (sometimes with a
    nickname or 同学 / 老师), projects by their codename and customers by company name.

    Attributes:
        name: ``feishu-zh``.
        language: ``zh``.
        split: ``dev``.
        lexicon: Names, cities, addresses and values of this company's world.
    """

    @property
    def name(self) -> str:
        """The family's name."""
        return "feishu-zh"

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
        """The world of the company."""
        return _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh phone, email, cost centre, PO number or ticket id.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: Whose identifier (a person's full name for ``email``).
            rng: The source of randomness.

        Returns:
            The identifier as the company's systems print it.
        """
        if slot == "phone":
            head = rng.choice(_PHONE_PREFIXES)
            mid, tail = f"{rng.randint(0, 9999):04d}", f"{rng.randint(0, 9999):04d}"
            return rng.choice(
                (
                    f"{head} {mid} {tail}",
                    f"{head}-{mid}-{tail}",
                    f"{head}{mid}{tail}",
                    f"+86 {head} {mid} {tail}",
                    f"+86-{head}-{mid}-{tail}",
                )
            )
        if slot == "email":
            return self._email(subject, rng)
        if slot == "cost_centre":
            return rng.choice(
                (
                    f"CC-{rng.randint(1000, 9999)}-{rng.randint(0, 999):03d}",
                    f"{rng.choice(_DEPTS)}{rng.randint(100000, 999999)}",
                    f"5{rng.randint(1000000, 9999999)}",
                    f"{rng.choice(_DEPTS)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
                )
            )
        if slot == "po_number":
            month, day = rng.randint(1, 12), rng.randint(1, 28)
            return rng.choice(
                (
                    f"PO2024{month:02d}{day:02d}{rng.randint(0, 9999):04d}",
                    f"CG-2024-{rng.randint(0, 99999):05d}",
                    f"PO-{rng.randint(1000000, 9999999)}",
                )
            )
        return f"{rng.choice(_TICKET_PREFIXES)}-{rng.randint(100000, 999999)}"

    @staticmethod
    def _email(subject: str, rng: random.Random) -> str:
        info = _INFO.get(subject)
        domain = rng.choice(_DOMAINS)
        if info is None:
            return f"user{rng.randint(1000, 99999)}@{domain}"
        sur, syllables = info[1], info[2]
        given = "".join(syllables)
        initials = "".join(s[0] for s in syllables)
        local = rng.choice(
            (
                f"{sur}{given}",
                f"{given}.{sur}",
                f"{sur}.{given}",
                f"{sur}{initials}",
                f"{initials}{sur}",
                f"{sur}_{given}",
            )
        )
        if rng.random() < 0.6:
            local += f"{rng.randint(1, 99):02d}"
        return f"{local}@{domain}"

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` posts in the group for ``event``."""
        slot, subject = event.slot, event.subject
        if event.kind == "chatter" or slot is None or subject is None:
            return self._chatter(event, rng)
        if slot not in SLOTS:
            return f"{subject}：{event.value or event.old or '待更新'}"
        if slot == "ticket":
            return self._ticket(event, subject, rng)
        kind: str = event.kind
        if kind == "resolve" or (kind == "update" and event.old is None):
            kind = "state"
        if kind == "negate" and event.old is None:
            return f"{subject}的信息待更新"
        if kind != "negate" and event.value is None:
            return f"{subject}的信息待更新"
        spec = SLOTS[slot]
        fields = self._fields(slot, subject, event.value, event.old, rng)
        pool = _SAY.get((slot, kind), ())
        if spec.subject == "person" and event.speaker == subject and (slot, kind) in _SELF:
            pool = _SELF[(slot, kind)]
        if not pool:
            return f"{subject}：{event.value or event.old}"
        text = _tidy(rng.choice(pool).format(**fields))
        if not text.endswith("]") and not text.startswith("【") and rng.random() < 0.12:
            text += rng.choice(_DECOR)
        return text

    def _fields(
        self,
        slot: str,
        subject: str,
        value: str | None,
        old: str | None,
        rng: random.Random,
    ) -> dict[str, str]:
        spec = SLOTS[slot]
        if spec.subject == "person":
            ref = _person(subject, rng)
        elif spec.subject == "project":
            ref = _project(subject, rng)
        else:
            ref = _customer(subject, rng)
        shift = "调整"
        if spec.value == "date" and value and old:
            shift = "推迟" if value > old else "提前"
        return {
            "s": ref,
            "at": f"@{subject} ",
            "full": subject,
            "ta": _pronoun(subject),
            "v": _render(slot, value, rng) if value else "",
            "o": _render(slot, old, rng) if old else "",
            "vn": value or "",
            "on": old or "",
            "vta": _pronoun(value) if value else "他",
            "ota": _pronoun(old) if old else "他",
            "shift": shift,
            "p": subject,
            "c": subject,
        }

    def _ticket(self, event: Event, ticket: str, rng: random.Random) -> str:
        state = event.value if event.kind != "negate" else None
        if event.kind == "resolve":
            state = "resolved"
        if state not in _TICKET_PLAIN:
            return f"{ticket}之前的状态不对，重新确认中"
        parts = _split_detail(event.detail)
        if parts is None:
            return rng.choice(_TICKET_PLAIN[state]).format(t=ticket)
        problem, customer = parts
        return rng.choice(_TICKET_DETAIL[state]).format(t=ticket, c=customer, prob=problem)

    def _chatter(self, event: Event, rng: random.Random) -> str:
        fill = {
            "food": rng.choice(_FOOD),
            "room": rng.choice(_ROOM),
            "when": rng.choice(_WHEN),
            "e": rng.choice(_EMO) if rng.random() < 0.6 else "",
            "sad": rng.choice(_SAD) if rng.random() < 0.7 else "",
        }
        mention = event.mention
        if mention and mention != event.speaker and rng.random() < 0.75:
            fill["am"] = f"@{mention} "
            fill["m"] = rng.choice((mention, mention, _nick(mention, rng)))
            fill["mta"] = _pronoun(mention)
            return rng.choice(_CHATTER_AT).format(**fill)
        return rng.choice(_CHATTER).format(**fill)

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question somebody types to the memory, in the group's words."""
        subject = ask.subject
        if ask.via is not None:
            return self._two_hop(ask, rng)
        if ask.slot == "ticket":
            parts = _split_detail(ask.detail)
            if parts is None:
                return rng.choice(_ASK_TICKET_PLAIN).format(t=subject)
            problem, customer = parts
            pool = _ASK_TICKET_DETAIL + _ASK_TICKET_PLAIN
            return rng.choice(pool).format(t=subject, c=customer, prob=problem)
        questions = _ASK.get(ask.slot)
        if not questions:
            return f"{subject}的{ask.slot}是什么？"
        who = subject if rng.random() < 0.8 else f"{subject}（{_nick(subject, rng)}）"
        return rng.choice(questions).format(w=who, ta=_pronoun(subject), p=subject, c=subject)

    @staticmethod
    def _two_hop(ask: Ask, rng: random.Random) -> str:
        via = ask.via or "manager"
        chains = _CHAIN.get(via, ("{w}相关的那位",))
        chain = rng.choice(chains).format(w=ask.subject, p=ask.subject)
        tail = rng.choice(_TAIL.get(ask.slot, ("的联系方式是什么",)))
        return rng.choice(_HOP).format(chain=chain, tail=tail)


FAMILY = FeishuFamily()
"""The feishu-zh family."""
