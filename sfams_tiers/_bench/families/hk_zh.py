# ruff: noqa: RUF001, RUF002
"""hk-zh: a Hong Kong / Taipei office's WhatsApp and Teams group, in Traditional Chinese.

Register: the group chat of a regional office with desks in Kwun Tong and Taipei. The Hong
Kong staff write colloquial written Cantonese (咗, 嘅, 喺, 唔, 佢, 冇, 啦, 㗎, 搞掂) with
heavy English code-mixing ("個 deadline push 咗去 17/5", "佢 report to Kelvin 㗎喇"),
the occasional internet spelling (左 for 咗, 既 for 嘅, D for 啲), emoji and "thx"; the
Taiwan colleagues write Taiwanese Mandarin in Traditional script (「喔」「啦」「這支」
「窗口」「報帳」). People go by Chinese names (陳嘉欣) or English first names with a
Cantonese surname (Kelvin Chan), and by nicknames in small talk (阿欣, Chan生, 黃sir).
Dates read 5月17號, 17/5 (五) or 5/17（五）; phones are +852 9xxx xxxx or 0912-345-678;
budget codes HK-4471, POs PO-HK-00231, helpdesk tickets HD-10234.

Authors: written for the benchmark by one author imitating the office's two groups of
writers (the Hong Kong team and the Taipei team), independently of every other family.
"""

from __future__ import annotations

import itertools
import random
import re
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Lexicon

__all__ = ["FAMILY", "HkZhFamily"]

_Lang = Literal["yue", "tw"]
_Pair = tuple[tuple[str, ...], tuple[str, ...]]

# --------------------------------------------------------------------------- the world

_PEOPLE: tuple[str, ...] = (
    "陳嘉欣",
    "黃志偉",
    "李詠詩",
    "張家豪",
    "梁浩賢",
    "劉曉彤",
    "林佩君",
    "吳建宏",
    "王雅婷",
    "蔡承恩",
    "Kelvin Chan",
    "Winnie Lau",
    "Eric Wong",
    "Cherry Ho",
    "Jason Leung",
    "Iris Cheung",
    "Derek Tsang",
    "Fiona Yip",
    "Alan Kwok",
    "Vivian Cheng",
)

_TW_PEOPLE = frozenset({"林佩君", "吳建宏", "王雅婷", "蔡承恩"})
_WOMEN = frozenset(
    {
        "陳嘉欣",
        "李詠詩",
        "劉曉彤",
        "林佩君",
        "王雅婷",
        "Winnie Lau",
        "Cherry Ho",
        "Iris Cheung",
        "Fiona Yip",
        "Vivian Cheng",
    }
)

# Romanised (given, family) names for email handles.
_ROMAN: dict[str, tuple[str, str]] = {
    "陳嘉欣": ("kayan", "chan"),
    "黃志偉": ("chiwai", "wong"),
    "李詠詩": ("wingsze", "lee"),
    "張家豪": ("kaho", "cheung"),
    "梁浩賢": ("hoyin", "leung"),
    "劉曉彤": ("hiutung", "lau"),
    "林佩君": ("peichun", "lin"),
    "吳建宏": ("chienhung", "wu"),
    "王雅婷": ("yating", "wang"),
    "蔡承恩": ("chengen", "tsai"),
}

# How the office calls people in small talk (never needed to name a subject).
_NICKNAMES: dict[str, tuple[str, ...]] = {
    "陳嘉欣": ("嘉欣", "阿欣", "Miss陳"),
    "黃志偉": ("志偉", "阿偉", "黃生"),
    "李詠詩": ("詠詩", "阿詩"),
    "張家豪": ("家豪", "阿豪", "豪仔"),
    "梁浩賢": ("浩賢", "阿賢", "梁生"),
    "劉曉彤": ("曉彤", "彤彤", "阿彤"),
    "林佩君": ("佩君", "君君"),
    "吳建宏": ("建宏", "阿宏"),
    "王雅婷": ("雅婷", "婷婷"),
    "蔡承恩": ("承恩", "阿恩"),
    "Kelvin Chan": ("Kelvin", "Kel", "Chan生"),
    "Winnie Lau": ("Winnie", "Win", "Miss Lau"),
    "Eric Wong": ("Eric", "黃sir", "Wong生"),
    "Cherry Ho": ("Cherry", "Cher", "Miss Ho"),
    "Jason Leung": ("Jason", "J仔", "Leung生"),
    "Iris Cheung": ("Iris", "Miss Cheung"),
    "Derek Tsang": ("Derek", "Tsang sir", "曾生"),
    "Fiona Yip": ("Fiona", "Fi", "Miss Yip"),
    "Alan Kwok": ("Alan", "郭生"),
    "Vivian Cheng": ("Vivian", "Viv", "Miss Cheng"),
}


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


_LEXICON = Lexicon(
    people=_PEOPLE,
    projects=("Jade", "Lantern", "Bauhinia", "Mahjong", "Dragonboat", "Kumquat", "Egret", "Sampan"),
    customers=(
        "恒昌物流",
        "新美達地產",
        "星河保險",
        "優達科技",
        "Wing Fat Trading",
        "海逸酒店集團",
        "Sunrise Dental",
    ),
    teams=(
        "Finance",
        "Infra",
        "Marketing",
        "Compliance",
        "Customer Success",
        "Data Platform",
        "Treasury",
        "Procurement",
    ),
    cities=_words(
        "觀塘 沙田 荃灣 將軍澳 銅鑼灣 中環 九龍灣 屯門 元朗 尖沙咀 台北 新竹"
        " 台中 高雄 桃園 深圳 廣州 上海 新加坡 吉隆坡 曼谷 東京 澳門 馬尼拉"
    ),
    addresses=(
        "英皇道 1063 號 15樓 A室",
        "彌敦道 580 號 9樓",
        "青山公路 368 號 23樓 D室",
        "寶琳北路 18 號 6座 21樓",
        "窩打老道 88 號 12樓 B室",
        "筲箕灣道 343 號 7樓",
        "德輔道西 246 號 16樓",
        "荔枝角道 833 號 9樓 A室",
        "西沙路 608 號 10樓 C室",
        "青敬路 33 號 2座 18樓",
        "大角咀道 121 號 3樓",
        "鴻圖道 52 號 8樓",
        "天后廟道 4 號 11樓 E室",
        "太子道西 211 號 5樓",
        "福華街 73 號 2樓",
        "Flat C, 9/F, 28 Tai Hang Road",
        "Flat 1203, 33 Hau Fook Street",
        "17/F, 8 Conduit Road",
        "信義路五段 7 號 32樓",
        "松仁路 100 號 15樓",
        "忠孝東路四段 216 號 5樓",
        "敦化南路二段 76 號 8樓之3",
        "光復北路 11 巷 35 號 2樓",
        "力行六路 8 號 3樓",
        "公益路二段 51 號 12樓",
        "民生東路三段 49 號 10樓",
        "復興南路一段 390 號 4樓",
        "中華路一段 88 號 7樓",
        "深南大道 6008 號 21樓",
        "烏節路 238 號 #12-05",
        "南京西路 1266 號 18樓",
        "新填地街 402 號 6樓",
        "屏麗徑 2 號 19樓 B室",
    ),
    roles=(
        "Project Manager",
        "Business Analyst",
        "Account Manager",
        "Product Owner",
        "Scrum Master",
        "Senior Developer",
        "QA Lead",
        "Solution Architect",
        "UX Designer",
        "Office Manager",
        "Data Engineer",
    ),
    drinks=_words(
        "凍檸茶 港式奶茶 鴛鴦 熱檸水 珍珠奶茶 美式咖啡 凍朱古力 菊普 阿華田 豆漿 燕麥拿鐵 無糖綠茶"
    ),
    statuses=("on track", "at risk", "on hold", "blocked", "in UAT", "delayed", "launched"),
    plans=("Starter", "Standard", "Premium", "Enterprise", "Platinum", "Lite"),
    problems=(
        "Excel 匯出缺最後一行",
        "登入後 app 閃退",
        "SMS 驗證碼收不到",
        "PDF 月結單亂碼",
        "付款頁面 timeout",
        "dashboard 數字與 ERP 對不上",
        "email 通知重複發送",
        "上載相片後變全黑",
        "繁體客戶名搜尋不到",
        "發票日期早一日",
        "VPN 連線經常中斷",
        "打印標籤條碼掃不到",
    ),
)

# ---------------------------------------------------------------- statement templates
# Placeholders: {s} subject, {v} new value, {o} old value, {c} customer, {p} problem,
# {pr} the subject's pronoun (Mandarin lines). Each entry: (Cantonese, Taiwanese Mandarin).

_SAY: dict[tuple[str, str], _Pair] = {
    ("city", "state"): (
        (
            "{s} 而家 base 喺{v}",
            "{s} 平時喺{v}返工",
            "{s} 係{v}嗰邊嘅同事，有嘢直接搵佢",
            "知會一聲，{s} 係喺{v}做嘢嘅",
            "{s} 日日都喺{v} work 㗎",
            "原來 {s} 喺{v}返工，難怪成日見唔到佢",
            "{s} 人喺{v}，開會記得開 Teams",
            "{s} station 喺{v}嗰個 office",
            "{s} 一直都係喺{v}上班",
        ),
        (
            "{s} 現在在{v}上班喔",
            "{s} 是{v}那邊的同事",
            "{s} 目前 base 在{v}",
            "提醒一下，{s} 人在{v}，開會記得開視訊",
            "{s} 平常都在{v}的辦公室",
            "{s} 是駐{v}的喔",
        ),
    ),
    ("city", "update"): (
        (
            "{s} 調咗去{v}喇",
            "{s} 由{o}調咗過{v}",
            "{s} 已經轉咗去{v} office",
            "{s} 唔喺{o}喇，而家喺{v}",
            "{s} 啱啱 relocate 咗去{v}",
            "{s} 而家改咗喺{v}返工",
            "{s} 由今個禮拜起 base 喺{v}",
            "{s} 已經 transfer 咗去{v}，{o}嗰邊唔使再搵佢",
            "{s} 過咗{v}嗰邊做嘢喇",
        ),
        (
            "{s} 已經調到{v}了",
            "{s} 從{o}調去{v}了喔",
            "{s} 現在改在{v}上班",
            "{s} 不在{o}了，這週開始在{v}",
            "{s} 外派到{v}了",
        ),
    ),
    ("city", "negate"): (
        (
            "{s} 已經唔喺{o}返工喇",
            "{s} 冇再 base 喺{o}",
            "{s} 離開咗{o} office，暫時未知去邊",
            "{o}嗰邊已經冇 {s} 呢個人喇，唔好再喺嗰邊搵佢",
            "{s} 唔再喺{o}做嘢",
            "更正：{s} 已經唔係喺{o}",
        ),
        (
            "{s} 已經不在{o}上班了",
            "{s} 沒有在{o}了喔，新地點還沒確定",
            "{s} 離開{o}辦公室了",
            "更正一下，{s} 已經不是在{o}",
        ),
    ),
    ("address", "state"): (
        (
            "{s} 住喺 {v}",
            "{s} 屋企喺 {v}，有嘢寄俾佢寄去呢度",
            "寄 hamper 俾 {s} 嘅話寄 {v}",
            "{s} 嘅屋企: {v}",
            "{s} 話佢住 {v}，出 courier 就用呢個",
            "記低：{s} 住 {v}",
            "{s} 屋企喺 {v}，離公司幾近",
            "{s} 個 mailing address 係 {v}",
        ),
        (
            "{s} 住在 {v}",
            "{s} 家裡在 {v}，寄東西寄這邊就好",
            "{s} 的通訊地址是 {v}",
            "記一下：{s} 住 {v}",
            "{s} 說{pr}住 {v}",
        ),
    ),
    ("address", "update"): (
        (
            "{s} 搬咗屋，新屋企喺 {v}",
            "{s} 搬咗去 {v} 喇",
            "{s} 由 {o} 搬咗去 {v}",
            "{s} 搬咗入 {v}，舊嗰個唔好再用",
            "{s} 新居: {v} 🏠",
            "{s} 上個禮拜搬咗，而家住 {v}",
            "{s} 已經唔住 {o}，搬咗去 {v}",
            "{s} 入伙喇！{v}，得閒上嚟坐",
        ),
        (
            "{s} 搬家了，新地址是 {v}",
            "{s} 從 {o} 搬到 {v} 了",
            "{s} 現在住 {v}",
            "{s} 搬到 {v} 了喔，寄東西別寄舊的",
        ),
    ),
    ("address", "negate"): (
        (
            "{s} 已經唔住 {o} 喇",
            "{s} 搬咗出 {o}，新地址未有",
            "唔好再寄嘢去 {o}，{s} 已經搬走咗",
            "{s} 冇再住 {o}",
            "{s} 退咗 {o} 嗰間屋",
        ),
        (
            "{s} 已經沒有住 {o} 了",
            "{s} 搬離 {o} 了，新地址還沒給",
            "不要再寄到 {o} 了，{s} 已經搬走",
        ),
    ),
    ("role", "state"): (
        (
            "{s} 係我哋嘅 {v}",
            "{s} 而家做 {v}",
            "{s} 個 title 係 {v}",
            "{s} 喺度做 {v}，有 question 可以問佢",
            "同大家介紹，{s} 係新嚟嘅 {v}",
            "{s} 嘅 job title: {v}",
            "{s} 做開 {v}",
            "{s} 擔任 {v} 一職",
        ),
        (
            "{s} 是我們的 {v}",
            "{s} 目前的職稱是 {v}",
            "{s} 在這邊擔任 {v}",
            "{s} 現在做 {v}",
            "介紹一下，{s} 是新來的 {v}",
        ),
    ),
    ("role", "update"): (
        (
            "{s} 升咗做 {v} 🎉",
            "{s} 轉咗做 {v}",
            "{s} 由 {o} 轉做 {v}",
            "恭喜 {s}！而家係 {v} 喇",
            "{s} 個 title 改咗，由 {o} 變 {v}",
            "{s} 唔再做 {o}，改做 {v}",
            "{s} 今個月開始做 {v}",
        ),
        (
            "{s} 升 {v} 了 🎉",
            "恭喜 {s} 轉任 {v}",
            "{s} 從 {o} 改成 {v}",
            "{s} 的職稱更新為 {v}",
        ),
    ),
    ("role", "negate"): (
        (
            "{s} 已經唔做 {o} 喇",
            "{s} 卸咗 {o} 嗰個崗",
            "{s} 唔再係 {o}，新 title 未定",
            "{s} 冇再做 {o}",
            "更正，{s} 已經唔係 {o}",
        ),
        (
            "{s} 已經不是 {o} 了",
            "{s} 卸下 {o} 的職務了，新職稱還沒公布",
            "{s} 沒有再做 {o} 了",
        ),
    ),
    ("team", "state"): (
        (
            "{s} 係 {v} team 嘅",
            "{s} 喺 {v} 嗰組",
            "{s} 屬 {v}",
            "{s} 係我哋 {v} 嘅人",
            "{v} 嘅嘢可以搵 {s}，佢喺嗰組",
            "{s} 喺 {v} team 做嘢",
        ),
        (
            "{s} 是 {v} 組的",
            "{s} 在 {v} team",
            "{s} 屬於 {v} 團隊",
        ),
    ),
    ("team", "update"): (
        (
            "{s} 轉咗去 {v} team",
            "{s} 由 {o} 調咗過 {v}",
            "{s} join 咗 {v}",
            "{s} 而家喺 {v}，唔喺 {o} 喇",
            "{s} 已經過咗 {v} 嗰邊",
            "reorg 之後 {s} 去咗 {v}",
        ),
        (
            "{s} 轉到 {v} 組了",
            "{s} 從 {o} 調到 {v}",
            "組織調整後 {s} 在 {v}",
            "{s} 加入 {v} 了",
        ),
    ),
    ("team", "negate"): (
        (
            "{s} 已經唔喺 {o} team 喇",
            "{s} 離開咗 {o}",
            "{s} 唔再屬 {o}，下一步未 confirm",
            "{o} 嗰組已經冇 {s} 喇",
        ),
        (
            "{s} 已經離開 {o} 組了",
            "{s} 不在 {o} 了，之後去哪還沒定",
            "{s} 已經不屬於 {o}",
        ),
    ),
    ("manager", "state"): (
        (
            "{s} report to {v}",
            "{s} 嘅老細係 {v}",
            "{s} 歸 {v} 管",
            "{s} 直屬上司係 {v}",
            "{s} 嘅 boss 係 {v}，leave 要佢 approve",
            "{s} 而家跟 {v} 做嘢",
            "{s} 嘅 reporting line 去 {v}",
            "{s} 係 {v} 手下",
        ),
        (
            "{s} 直屬主管是 {v}",
            "{s} 向 {v} 報告",
            "{s} 歸 {v} 管",
            "{s} 的老闆是 {v}",
            "{s} report 給 {v}",
        ),
    ),
    ("manager", "update"): (
        (
            "{s} 而家 report to {v} 㗎喇",
            "{s} 轉咗俾 {v} 管",
            "{s} 個 boss 換咗做 {v}",
            "{s} 由 {o} 嗰度轉咗去跟 {v}",
            "{s} 唔再 report to {o}，改咗 report to {v}",
            "{s} 新老細係 {v}",
            "{s} 以後請假要搵 {v} 批",
        ),
        (
            "{s} 現在改向 {v} 報告",
            "{s} 的主管換成 {v} 了",
            "{s} 從 {o} 那邊轉給 {v} 帶",
            "{s} 之後請假找 {v} 簽",
        ),
    ),
    ("manager", "negate"): (
        (
            "{s} 已經唔再 report to {o} 喇",
            "{s} 唔歸 {o} 管喇，新 boss 未定",
            "{o} 已經唔係 {s} 老細",
            "{s} 冇再跟 {o}",
        ),
        (
            "{s} 已經不向 {o} 報告了",
            "{o} 已經不是 {s} 的主管了",
            "{s} 沒有再給 {o} 帶了，新主管還沒定",
        ),
    ),
    ("drink", "state"): (
        (
            "{s} 飲開 {v}",
            "{s} 淨係飲 {v}，記住",
            "幫 {s} 叫嘢飲嘅話要 {v}",
            "{s} 至愛 {v}",
            "{s} 每朝都要杯 {v}",
            "下午茶叫 {v} 俾 {s} 就啱",
            "{s} 嘅 order 永遠係 {v}",
        ),
        (
            "{s} 喜歡喝 {v}",
            "{s} 每天都要一杯 {v}",
            "幫 {s} 點飲料就點 {v}",
            "{s} 的最愛是 {v}",
        ),
    ),
    ("drink", "update"): (
        (
            "{s} 而家改飲 {v}",
            "{s} 唔飲 {o} 喇，轉咗飲 {v}",
            "{s} 最近迷上咗 {v}",
            "{s} 由 {o} 轉咗做 {v} 派",
            "之後幫 {s} 叫 {v} 得喇",
        ),
        (
            "{s} 現在改喝 {v}",
            "{s} 不喝 {o} 了，改喝 {v}",
            "{s} 最近愛上 {v}",
        ),
    ),
    ("drink", "negate"): (
        (
            "{s} 戒咗 {o} 喇",
            "唔好再幫 {s} 叫 {o}，佢話唔飲喇",
            "{s} 已經冇再飲 {o}",
            "{s} 話 {o} 太甜，唔要喇",
        ),
        (
            "{s} 戒掉 {o} 了",
            "別再幫 {s} 點 {o} 了，{pr}不喝了",
            "{s} 已經不喝 {o} 了",
        ),
    ),
    ("phone", "state"): (
        (
            "{s} 手機: {v}",
            "{s} 個 mobile 係 {v}",
            "搵唔到 {s} 可以打 {v}",
            "{s} WhatsApp: {v}",
            "{s} 嘅手機 {v}，save 低佢",
            "急事打俾 {s}：{v}",
        ),
        (
            "{s} 的手機是 {v}",
            "找 {s} 可以打 {v}",
            "{s} 手機：{v}，LINE 也是這支",
            "{s} 的號碼 {v}，麻煩存一下",
        ),
    ),
    ("phone", "update"): (
        (
            "{s} 轉咗 number，而家用 {v}",
            "{s} 舊嗰個 {o} 唔用喇，新 mobile {v}",
            "{s} 手機改咗做 {v}",
            "{s} 換咗台，WhatsApp 而家係 {v}",
        ),
        (
            "{s} 換號碼了，新的是 {v}",
            "{s} 現在用 {v}，{o} 停用了",
        ),
    ),
    ("phone", "negate"): (
        (
            "{s} 嘅 {o} 已經停咗用",
            "唔好再打 {o} 搵 {s}，嗰個 number 冇用喇",
            "{s} cut 咗 {o} 嗰個台",
        ),
        (
            "{s} 的 {o} 已經停用了",
            "{o} 打不通了，{s} 已經不用那支",
        ),
    ),
    ("email", "state"): (
        (
            "{s} email: {v}",
            "{s} 個 email 係 {v}",
            "有文件就 send 去 {v} 俾 {s}",
            "cc 埋 {s}：{v}",
            "{s} 嘅電郵 {v}",
        ),
        (
            "{s} 的信箱是 {v}",
            "{s} 的 email：{v}",
            "寄給 {s} 請用 {v}",
        ),
    ),
    ("email", "update"): (
        (
            "{s} 換咗 email，而家係 {v}",
            "{s} 新 email {v}，{o} 唔好再用",
            "{s} 改用 {v} 收 mail",
        ),
        (
            "{s} 的 email 換成 {v} 了",
            "{s} 改用 {v}，舊的 {o} 不要再寄了",
        ),
    ),
    ("email", "negate"): (
        (
            "{s} 嗰個 {o} 已經 disable 咗",
            "唔好再 send 去 {o}，{s} 已經唔用",
            "{s} 個 {o} 會 bounce 㗎喇",
        ),
        (
            "{s} 的 {o} 已經停用",
            "寄到 {o} 會被退信，{s} 不用那個了",
        ),
    ),
    ("status", "state"): (
        (
            "{s} 而家 {v}",
            "{s} status: {v}",
            "{s} 目前係 {v}",
            "更新下 {s}：{v}",
            "{s} 嗰邊 {v}，遲啲再 update",
            "今朝 check 過，{s} 係 {v}",
            "{s} 個 status 寫住 {v}",
        ),
        (
            "{s} 目前是 {v}",
            "{s} 的狀態：{v}",
            "{s} 現在 {v}",
            "跟大家同步一下，{s} {v}",
        ),
    ),
    ("status", "update"): (
        (
            "{s} 由 {o} 變咗 {v}",
            "{s} 而家轉咗 {v}",
            "{s} 唔再 {o}，已經 {v}",
            "{s} status 改咗做 {v}",
            "steering meeting 之後，{s} 改為 {v}",
            "{s} 嗰邊有變，而家係 {v}",
        ),
        (
            "{s} 從 {o} 變成 {v}",
            "{s} 現在改成 {v} 了",
            "開完會，{s} 狀態改 {v}",
        ),
    ),
    ("status", "negate"): (
        (
            "{s} 已經唔係 {o} 喇",
            "{s} 冇再 {o}，但新 status 未出",
            "{s} 唔算 {o} 喇，等 PM 再 update",
        ),
        (
            "{s} 已經不是 {o} 了",
            "{s} 不算 {o} 了，新狀態等 PM 更新",
        ),
    ),
    ("deadline", "state"): (
        (
            "{s} 個 deadline 係 {v}",
            "{s} 要喺 {v} 之前交",
            "{s} due {v}",
            "提提大家，{s} 死線 {v}",
            "{s} 最遲 {v} 要交俾客",
            "{s} deliver 日期定咗 {v}",
        ),
        (
            "{s} 的 deadline 是 {v}",
            "{s} 要在 {v} 前交",
            "{s} 截止日 {v}",
            "提醒大家 {s} {v} 要交喔",
        ),
    ),
    ("deadline", "update"): (
        (
            "{s} 個 deadline push 咗去 {v}",
            "{s} 延咗去 {v}",
            "{s} 由 {o} 改咗做 {v}",
            "{s} 提早咗，{v} 就要交",
            "{s} 死線改咗 {v}，唔係 {o} 喇",
            "客改咗期，{s} 而家 due {v}",
        ),
        (
            "{s} 的 deadline 延到 {v}",
            "{s} 從 {o} 改到 {v}",
            "{s} 提前了，{v} 就要交",
        ),
    ),
    ("deadline", "negate"): (
        (
            "{s} 之前講嘅 {o} 唔作數喇，新 deadline 未定",
            "{s} 唔使 {o} 交喇",
            "{o} 嗰個 deadline cancel 咗，{s} 等通知",
        ),
        (
            "{s} 原本的 {o} 取消了，新日期還沒定",
            "{s} 不用在 {o} 交了",
        ),
    ),
    ("owner", "state"): (
        (
            "{s} 由 {v} 負責",
            "{s} 嘅 PIC 係 {v}",
            "{v} 跟 {s}",
            "{s} 有咩搵 {v}，佢 lead 緊",
            "{s} 個 project lead 係 {v}",
            "{v} 係 {s} 嘅 owner",
            "{s} 嗰單嘢 {v} 揸 fit",
        ),
        (
            "{s} 由 {v} 負責",
            "{s} 的窗口是 {v}",
            "{v} 在帶 {s}",
            "{s} 的 owner 是 {v}",
        ),
    ),
    ("owner", "update"): (
        (
            "{s} 交咗俾 {v} 跟",
            "{v} 接手咗 {s}",
            "{s} 由 {o} 轉咗俾 {v}",
            "{s} 而家 {v} 負責，唔使搵 {o}",
            "{s} 換咗 PIC，而家係 {v}",
        ),
        (
            "{s} 改由 {v} 負責",
            "{v} 接手 {s} 了",
            "{s} 從 {o} 交接給 {v}",
        ),
    ),
    ("owner", "negate"): (
        (
            "{o} 已經唔跟 {s} 喇",
            "{s} 暫時冇 PIC，{o} 甩咗手",
            "{o} 冇再負責 {s}",
        ),
        (
            "{o} 已經不負責 {s} 了",
            "{s} 目前沒有窗口，{o} 已經交出去了",
        ),
    ),
    ("cost_centre", "state"): (
        (
            "{s} 嘅 cost centre: {v}",
            "{s} 啲 claim 記住入 {v}",
            "{s} budget code 係 {v}",
            "{s} 成本中心 {v}",
            "{s} 開支全部 charge 落 {v}",
        ),
        (
            "{s} 的 cost center 是 {v}",
            "{s} 報帳用 {v}",
            "{s} 的成本中心：{v}",
        ),
    ),
    ("cost_centre", "update"): (
        (
            "{s} 個 budget code 改咗做 {v}",
            "{s} 轉咗用 {v}，{o} 唔好再用",
            "會計部通知，{s} 新 cost centre 係 {v}",
        ),
        (
            "{s} 的成本中心換成 {v}",
            "{s} 改用 {v} 報帳",
        ),
    ),
    ("cost_centre", "negate"): (
        (
            "{s} 唔再用 {o}",
            "{o} 已經 close 咗，{s} 暫時唔好 charge",
        ),
        (
            "{s} 不再用 {o} 了",
            "{o} 已經關掉，{s} 先不要報",
        ),
    ),
    ("plan", "state"): (
        (
            "{s} 用緊 {v} plan",
            "{s} 訂咗 {v}",
            "{s} 係 {v} 客",
            "{s} 嗰邊 sign 咗 {v}",
            "{s} 個 subscription 係 {v}",
        ),
        (
            "{s} 訂的是 {v}",
            "{s} 目前是 {v} 客戶",
            "{s} 簽了 {v}",
        ),
    ),
    ("plan", "update"): (
        (
            "{s} 換咗去 {v}",
            "{s} 轉咗 {v} plan",
            "{s} 由 {o} 轉 {v}",
            "{s} renew 嗰陣轉咗 {v}",
        ),
        (
            "{s} 換成 {v} 了",
            "{s} 從 {o} 改 {v}",
            "{s} 續約時改簽 {v}",
        ),
    ),
    ("plan", "negate"): (
        (
            "{s} 唔再用 {o} plan",
            "{s} cancel 咗 {o}，未決定轉咩",
        ),
        (
            "{s} 取消 {o} 了",
            "{s} 不用 {o} 了，還沒決定換哪個",
        ),
    ),
    ("po_number", "state"): (
        (
            "{s} 嘅 PO: {v}",
            "{s} 張 PO 係 {v}",
            "{s} 啲 invoice 記住寫埋 {v}",
            "{s} 出咗 PO，號碼 {v}",
        ),
        (
            "{s} 的 PO 號碼是 {v}",
            "{s} 開了 PO：{v}",
            "{s} 請款要附上 {v}",
        ),
    ),
    ("po_number", "update"): (
        (
            "{s} 重新出咗 PO，而家係 {v}",
            "{s} 換咗 PO，{o} 作廢，新嘅係 {v}",
        ),
        (
            "{s} 重開了 PO，新的是 {v}",
            "{s} 的 PO 改成 {v}",
        ),
    ),
    ("po_number", "negate"): (
        (
            "{s} 嗰張 {o} cancel 咗",
            "{o} 作廢咗，{s} 會再出過",
        ),
        ("{s} 那張 {o} 作廢了",),
    ),
    ("ticket", "open"): (
        (
            "開咗 ticket {s}：{c} 話 {p}",
            "{c} 投訴 {p}，我開咗 {s}",
            "新 case {s}（{c}）: {p}",
            "{s} – {c} – {p}，邊位得閒睇下？",
            "{c} 又嚟，{p}。ticket 係 {s}",
            "log 咗 {s}，{c} 嗰邊 {p}",
        ),
        (
            "開了 ticket {s}：{c} 反映 {p}",
            "{c} 回報 {p}，單號 {s}",
            "新單 {s}（{c}）：{p}，誰有空看一下？",
        ),
    ),
    ("ticket", "progress"): (
        (
            "{s} 我跟緊",
            "{s}（{c} 個 {p}）處理緊",
            "{s} 有人執緊，{c} 嗰邊我覆咗",
            "{s} 而家 in progress",
            "接咗 {s}，睇緊點解 {p}",
        ),
        (
            "{s} 我在處理了",
            "{s} 處理中，{c} 那邊我回覆了",
            "{s} 在查原因中",
        ),
    ),
    ("ticket", "resolved"): (
        (
            "{s} 搞掂 ✅",
            "{s} fix 咗，{c} confirm 咗冇事",
            "{s} close 咗喇，{p} 已經解決",
            "{c} 個 {p} 搞掂咗，{s} 可以 close",
            "{s} resolved 🙌",
        ),
        (
            "{s} 解決了 ✅",
            "{s} 修好了，{c} 確認沒問題",
            "{s} 結案，{p} 已排除",
        ),
    ),
    ("ticket", "negate"): (
        ("{s} 唔係 {o} 喇，等多陣",),
        ("{s} 不是 {o} 了，再等等",),
    ),
}

# Words for a slot, for the rare fallback sentence.
_LABEL: dict[str, tuple[str, str]] = {
    "city": ("工作地點", "工作地點"),
    "address": ("住址", "住址"),
    "role": ("職位", "職位"),
    "team": ("部門", "部門"),
    "manager": ("上司", "主管"),
    "drink": ("飲品", "飲料"),
    "phone": ("電話", "電話"),
    "email": ("郵箱", "信箱"),
    "status": ("進度", "進度"),
    "deadline": ("限期", "期限"),
    "owner": ("負責人", "負責人"),
    "cost_centre": ("成本編號", "成本編號"),
    "plan": ("方案", "方案"),
    "po_number": ("採購單號", "採購單號"),
    "ticket": ("狀態", "狀態"),
}

# ------------------------------------------------------------------ question templates

_ASK: dict[str, _Pair] = {
    "city": (
        (
            "{s} 喺邊度做嘢？",
            "{s} 而家人喺邊個城市？",
            "{s} 個 office 喺邊區？",
            "{s} 返邊度嘅 office？",
            "想約 {s} 見面，佢喺邊度開工？",
        ),
        (
            "{s} 在哪個城市？",
            "{s} 的辦公室在哪？",
            "{s} 人在哪裡工作？",
        ),
    ),
    "address": (
        (
            "{s} 住邊？",
            "{s} 屋企地址係？",
            "有冇 {s} 嘅住址？",
            "想寄份禮物俾 {s}，應該寄去邊？",
        ),
        (
            "{s} 住哪裡？",
            "{s} 的住址是？",
            "要寄東西給 {s}，地址是？",
        ),
    ),
    "role": (
        (
            "{s} 咩職位？",
            "{s} 喺公司做咩 position？",
            "{s} 係做乜嘢崗位？",
            "{s} 喺度擔當咩角色？",
        ),
        (
            "{s} 的職位是什麼？",
            "{s} 是做什麼的？",
            "{s} 在公司是什麼角色？",
        ),
    ),
    "team": (
        (
            "{s} 喺邊個部門？",
            "{s} 屬邊組？",
            "{s} 而家係咩 department？",
        ),
        (
            "{s} 在哪個部門？",
            "{s} 是哪個團隊的？",
        ),
    ),
    "manager": (
        (
            "邊個管 {s}？",
            "{s} 嘅 line manager 係邊位？",
            "{s} 上面係邊個？",
            "{s} 嘅 supervisor 係邊個？",
        ),
        (
            "{s} 的上司是誰？",
            "誰管 {s}？",
            "{s} 的 supervisor 是哪位？",
        ),
    ),
    "drink": (
        (
            "{s} 鍾意飲咩？",
            "幫 {s} 買嘢飲，買咩好？",
            "{s} 嘅飲品口味係？",
        ),
        (
            "{s} 愛喝什麼？",
            "幫 {s} 買飲料要買什麼？",
        ),
    ),
    "phone": (
        (
            "{s} 電話幾號？",
            "點 call {s}？有冇佢 number？",
            "{s} 嘅聯絡電話？",
        ),
        (
            "{s} 的電話幾號？",
            "{s} 的聯絡電話是？",
        ),
    ),
    "email": (
        (
            "{s} 嘅郵箱係咩？",
            "{s} 用邊個 mail address？",
            "發 mail 俾 {s} 應該用邊個地址？",
        ),
        (
            "{s} 的電子郵件地址？",
            "{s} 的 mail 是哪個？",
        ),
    ),
    "status": (
        (
            "{s} 而家情況點？",
            "{s} 行成點？",
            "{s} 依家進度如何？",
            "{s} 順唔順利？",
        ),
        (
            "{s} 現在進度如何？",
            "{s} 狀況怎麼樣？",
        ),
    ),
    "deadline": (
        (
            "{s} 幾時要交？",
            "{s} 最遲幾時完成？",
            "{s} 嘅限期係幾時？",
            "{s} 要幾號前搞掂？",
        ),
        (
            "{s} 什麼時候要交？",
            "{s} 的期限是哪天？",
        ),
    ),
    "owner": (
        (
            "{s} 邊個話事？",
            "{s} 有問題應該搵邊個？",
            "邊位同事主理 {s}？",
            "{s} 嘅負責人係？",
        ),
        (
            "{s} 的負責人是誰？",
            "{s} 要找誰？",
        ),
    ),
    "cost_centre": (
        (
            "{s} 啲開支入邊個 code？",
            "{s} 報銷用咩編號？",
            "{s} 個 cost code 係乜？",
        ),
        (
            "{s} 的費用掛哪個代碼？",
            "{s} 報銷要填哪個編號？",
        ),
    ),
    "plan": (
        (
            "{s} 訂咗咩方案？",
            "{s} 係咩 tier？",
            "{s} 用緊邊個 package？",
        ),
        (
            "{s} 是什麼方案？",
            "{s} 訂閱哪個等級？",
        ),
    ),
    "po_number": (
        (
            "{s} 採購單號碼係？",
            "{s} 嗰張 purchase order 幾號？",
            "出 invoice 俾 {s} 要填咩 PO 號？",
        ),
        (
            "{s} 的採購單號？",
            "{s} 的 purchase order 號碼是？",
        ),
    ),
    "ticket": (
        (
            "{s}（{c} 報嘅 {p}）而家點？",
            "{c} 嗰單 {p}，即係 {s}，有冇進展？",
            "{s} 去到邊個階段？",
            "{c} 個 case {s} 完咗未？",
        ),
        (
            "{s} 現在什麼狀態？",
            "{c} 那張 {s}（{p}）進度？",
        ),
    ),
}

# Two-hop questions: the hop phrase ({s} is the start) and the question about it ({x}).
_HOP: dict[str, _Pair] = {
    "manager": (
        ("{s} 嘅老細", "{s} 個 boss", "{s} 上司", "管 {s} 嗰位"),
        ("{s} 的主管", "{s} 的老闆", "帶 {s} 的那位"),
    ),
    "owner": (
        ("負責 {s} 嗰位", "{s} 個 PIC", "跟 {s} 嗰個同事"),
        ("負責 {s} 的人", "{s} 的窗口"),
    ),
}

_HOP_ASK: dict[str, _Pair] = {
    "city": (
        ("{x} 喺邊度返工？", "{x} 人喺邊個城市？", "{x} base 喺邊？"),
        ("{x} 在哪個城市？", "{x} 在哪裡上班？"),
    ),
    "address": (
        ("{x} 住喺邊？", "{x} 屋企地址係？"),
        ("{x} 住哪？", "{x} 的住址？"),
    ),
    "phone": (
        ("{x} 電話幾號？", "有冇 {x} 嘅手機號碼？"),
        ("{x} 電話多少？", "{x} 的手機號碼是？"),
    ),
}

_ASK_OPENERS: _Pair = (
    ("", "", "", "問下，", "有冇人知 ", "唔該問下，", "想 check 下，", "sorry 問多次，", "@all "),
    ("", "", "", "請問", "想確認一下，", "有人知道 ", "請問一下，"),
)

# --------------------------------------------------------------------------- chatter

_CHAT: _Pair = (
    (
        "今日食咩好？茶記定大家樂？",
        "有冇人一齊落去食 lunch？12:45 lift 口等",
        "冷氣好凍呀，邊個可以同 admin 講聲 🥶",
        "港鐵又 delay，我遲 10 分鐘到 🙏",
        "八號風球會唔會掛呀？天文台話四點前公布",
        "黑雨喇，大家小心啲返屋企",
        "printer 又 jam 紙，三樓嗰部",
        "pantry 有蛋撻，快啲嚟食",
        "有人叫咗外賣未？我想 join",
        "聽日公眾假期，唔使返工 😆",
        "Wi-Fi 係咪又死咗？我 load 唔到 Teams",
        "啱啱部 lift 又壞咗，行樓梯行到喘",
        "邊個留咗把遮喺會議室？",
        "下晝三點 fire drill，記住帶埋手機",
        "今年 annual dinner 抽獎有 iPad 喎",
        "月餅券喺 reception 攞",
        "有冇人要團購士多啤梨？",
        "lucky draw 我又乜都冇中 😭",
        "Teams 又 lag 咗，你哋聽唔聽到我？",
        "外面好大雨，唔好出去買嘢食喇",
        "今日好熱，三十四度",
        "邊個有 iPhone 叉電線借用下？",
        "週末去咗行龍脊，曬到黑晒",
        "今晚有波睇，唔好搵我 OT 😂",
        "有冇人知樓下嗰間新開嘅拉麵好唔好食？",
        "我去 7-11，有冇人要帶嘢？",
        "會議室 B 我 book 咗 2-3pm",
        "sorry 頭先斷咗線",
        "聽日 casual day，可以著波鞋",
        "IT 話今晚十點 server maintenance，記得 save 低啲嘢",
        "收到 courier 嘅同事記得簽收",
        "呢排好多 phishing，唔好亂 click link",
        "冷氣滴水呀，三號位",
        "利是派晒未？我仲有幾封",
        "聖誕 party 要唔要玩 secret santa？",
        "今日 cafe 排晒長龍",
        "大家記得填 timesheet 呀",
        "我今日 WFH，有嘢 Teams 我",
        "頭先個 meeting 拖咗成個鐘 🙃",
        "個 projector 又唔 work",
        "邊個識整 Excel pivot table？求救",
        "好眼瞓，琴晚冇瞓好",
        "六合彩今晚金多寶，夾唔夾錢？",
        "今晚有夜馬，早啲收工",
        "辦公室好嘈，我入 phone booth 傾",
        "有人放咗個飯盒喺雪櫃成個禮拜，唔該處理下",
        "今日係咪有人生日？見到有蛋糕 🎂",
        "bonus 幾時出呀 😂",
        "OT 到十點，返到屋企已經十一點",
        "雨傘唔見咗，有冇人見過把黃色嘅",
        "今晚打邊爐，有冇人有推介？",
        "下個禮拜 training 記得報名",
        "收工！大家早啲休息",
        "早晨 ☀️",
        "早晨各位，又係新嘅一日",
        "lunch 有冇人去翠華？",
        "thx all，今日辛苦晒",
        "我個 laptop 又要 restart update 😑",
        "咁啱，我都諗緊同一樣嘢",
        "哈哈哈 笑死",
        "ok 收到",
        "等陣傾",
        "我聽日 AL，有急事 WhatsApp 我",
        "樓下 Starbucks 做緊買一送一",
        "今日 lift lobby 好多人，等咗十分鐘 lift",
        "有冇人有膠紙？",
        "呢隻 meme 好好笑 😂",
        "聽講下個月去燒烤 team building",
        "admin 又發 email 提大家交 medical claim",
        "今個月冇假放，好攰",
        "啲 snack 食晒喇，邊個去補貨？",
        "電梯維修，今日只得兩部用",
        "啱啱係咪地震？定係我暈？",
        "好想放假去旅行 ✈️",
        "今日個天好靚",
        "去完睇醫生，下晝返",
        "我 send 咗份 minutes，睇下有冇漏",
        "頭先個 client call 好順利 👍",
        "五點半有雪糕車喺樓下 🍦",
        "有冇人訂咗枱？今晚幾多位？",
        "啱啱個 fire alarm 係 false alarm，唔使驚",
        "呢個 weekend 又落雨，冇得去海灘",
        "清潔姐姐話今晚會打蠟，枱面啲嘢收一收",
        "邊個整跌咗杯嘢喺地下？小心跣",
        "今日冇乜心機做嘢 😪",
    ),
    (
        "午餐要吃什麼？便當還是麵？",
        "颱風好像要來了，明天會不會放颱風假？",
        "捷運又延誤了，我晚十分鐘到 🙏",
        "冷氣好冷喔 🥶",
        "印表機又卡紙了",
        "會議室 A 我借了兩點到三點",
        "今天好熱，快三十五度",
        "週末去爬象山，人超多",
        "有人有 Type-C 充電線嗎？",
        "尾牙抽獎有 iPhone 耶",
        "大家記得填工時喔",
        "下午三點有消防演習",
        "這週五要不要去吃熱炒？",
        "剛剛網路斷了，sorry",
        "Teams 好卡，聽得到我嗎？",
        "我今天 WFH，有事敲我",
        "早安 ☀️",
        "辛苦了，大家早點休息",
        "下雨了，記得帶傘",
        "茶水間有鳳梨酥，自己拿喔",
        "好想放假 ✈️",
        "剛剛好像地震？",
        "收到，謝謝～",
        "哈哈哈 笑死",
        "明天國定假日，不用上班 🎉",
        "樓下新開的拉麵店好像不錯",
        "中秋烤肉要不要一起？",
        "電梯又在維修了",
        "剛剛那個會議開好久 🙃",
        "有人要團購嗎？",
        "我先去吃飯，等等回",
    ),
)

_CHAT_M: _Pair = (
    (
        "{m} 今日生日！四點 pantry 切蛋糕 🎂",
        "{m} 放完假返嚟喇，手信喺枱面",
        "有冇人見到 {m}？佢部 laptop 仲開住",
        "{m} 請咗食下午茶，多謝 {m}！",
        "{m} 頭先講嘅笑話笑死我 😂",
        "{m} 你個外賣到咗喺 reception",
        "{m} 今日著得好靚喎",
        "同 {m} 傾完，下晝再 follow",
        "{m} 部機又藍畫面 😅",
        "{m} 話佢今日遲啲到，塞車",
        "{m} 帶咗曲奇返嚟，大家自取",
        "{m} 得閒嘅話睇下我 send 嗰份嘢",
        "{m} 個 BB 好得意 👶",
        "{m} 聽日 AL",
        "{m} 唔該 share 下個 screen",
        "{m}，你把遮留咗喺會議室",
        "{m} 份 presentation 做得好好 👏",
        "啱啱喺 lift 撞到 {m}，佢話等陣上嚟",
        "{m} 中咗 lucky draw 二獎！",
        "{m} 幫我 cover 一陣，我去洗手間",
        "{m} 你 mute 咗呀",
        "問下 {m} 今晚得唔得閒食飯",
        "{m} 好似病咗，今日請咗病假",
        "{m} 你個 mic 有回音",
        "生日快樂 {m} 🎉🎉",
    ),
    (
        "{m} 生日快樂！四點茶水間吃蛋糕 🎂",
        "{m} 帶了伴手禮，放在桌上",
        "有人看到 {m} 嗎？",
        "謝謝 {m} 請下午茶！",
        "{m} 你的外送到了喔",
        "{m} 你 mute 了",
        "{m} 今天請病假",
        "{m} 的簡報做得很棒 👏",
        "{m} 有空幫我看一下我寄的檔案",
        "跟 {m} 聊完了，下午再 follow",
        "{m} 中了尾牙二獎！",
        "{m} 說今天會晚點到，塞車",
    ),
)

_CHAT_LEAD: _Pair = (
    ("哈哈，", "btw ", "喂，", "早晨，", "係呢，", "講開又講，", "嘩，", "唉，"),
    ("哈哈，", "對了，", "欸，", "早～ ", "好喔，"),
)
_CHAT_TAIL: _Pair = (
    (" 😂", " lol", " 🙏", " haha", "!!", " 😅", "～", " 🤣"),
    (" 😂", " 哈哈", "～", " 🙏", " XD"),
)

_SAY_LEAD: _Pair = (
    (
        "FYI ",
        "btw ",
        "@all ",
        "同大家講聲，",
        "update 下：",
        "sorry 遲咗講，",
        "提提大家，",
        "啱啱收到消息，",
        "fyi ",
        "各位，",
    ),
    ("跟大家說一下，", "更新一下：", "提醒一下，", "補充一下，", "@all ", "FYI "),
)
_SAY_TAIL: _Pair = (
    (
        " 🙏",
        " fyi",
        "～",
        " 👍",
        "，有咩再問我",
        "，記住 update 埋個 sheet",
        " 😅",
        "!!",
        "，知會一聲",
    ),
    (" 喔", "～", " 謝謝", " 🙏", "，有問題再找我", " 👍"),
)

# Internet spellings the Hong Kong side slips into (applied to templates, never to values).
_TYPOS: tuple[tuple[str, str], ...] = (("咗", "左"), ("嘅", "既"), ("啲", "D"), ("係", "系"))
_WEEKDAYS = "一二三四五六日"


def _pick(pair: _Pair, lang: _Lang, rng: random.Random) -> str:
    pool = pair[0] if lang == "yue" else pair[1]
    return rng.choice(pool)


def _cjk(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def _plain_end(text: str) -> bool:
    """True when the line ends in a letter, digit or Chinese character (no emoji yet)."""
    last = text[-1:]
    return bool(last) and ((last.isascii() and last.isalnum()) or _cjk(last))


def _tidy(text: str) -> str:
    words = text.replace("\n", " ").split()
    # Chinese runs are written without spaces; spaces stay around Latin, digits and @mentions.
    text = words[0] if words else ""
    for left, right in itertools.pairwise(words):
        glue = _cjk(left[-1]) and _cjk(right[0]) and not left.startswith("@")
        text += ("" if glue else " ") + right
    text = re.sub(r" +([，。：？！、）])", r"\1", text)
    text = re.sub(r"([，：（]) +", r"\1", text)
    return text.strip()[:298]


def _typo(template: str, rng: random.Random) -> str:
    if rng.random() >= 0.14:
        return template
    old, new = rng.choice(_TYPOS)
    return template.replace(old, new)


def _render_date(value: str, lang: _Lang, rng: random.Random) -> str:
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    m, d, y = day.month, day.day, day.year
    wk = _WEEKDAYS[day.weekday()]
    forms: tuple[str, ...]
    if lang == "yue":
        forms = (
            f"{m}月{d}號",
            f"{d}/{m}",
            f"{d}/{m} ({wk})",
            f"{m}月{d}號 (星期{wk})",
            f"星期{wk} ({d}/{m})",
            f"{y}年{m}月{d}號",
            f"{m}月{d}日",
        )
    else:
        forms = (
            f"{m}/{d}",
            f"{m}/{d}（{wk}）",
            f"{m}月{d}日",
            f"{m}月{d}日（週{wk}）",
            f"{y}/{m:02d}/{d:02d}",
        )
    return rng.choice(forms)


def _is_cjk_name(name: str) -> bool:
    return " " not in name and all("\u4e00" <= ch <= "\u9fff" for ch in name)


def _short(name: str) -> str:
    """First name (English style) or given name (Chinese style)."""
    if _is_cjk_name(name):
        return name[1:] if len(name) >= 3 else name
    return name.split()[0]


def _person_subject(name: str, rng: random.Random) -> str:
    """How a writer names a person whose fact they state (always recognisably)."""
    if _is_cjk_name(name) or name not in _PEOPLE:
        return f"@{name}" if rng.random() < 0.08 else name
    first, last = name.split(" ", 1)
    roll = rng.random()
    if roll < 0.4:
        return name
    if roll < 0.85:
        return first
    if roll < 0.93:
        return f"{last}生" if name not in _WOMEN else f"Miss {last}"
    return f"@{first}"


def _person_value(name: str, rng: random.Random) -> str:
    if name not in _PEOPLE:
        return name
    return _short(name) if rng.random() < 0.3 else name


def _project_ref(name: str, rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.6:
        return name
    if roll < 0.85:
        return f"Project {name}"
    return f"{name} project"


def _pronoun(name: str) -> str:
    return "她" if name in _WOMEN else "他"


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail or "|" not in detail:
        return ("個問題", "客戶")
    problem, customer = (part.strip() for part in detail.split("|", 1))
    return (problem or "個問題", customer or "客戶")


class HkZhFamily:
    """The Hong Kong / Taipei office group chat: Cantonese with English, and Taiwan Mandarin.

    The Hong Kong writers mix written Cantonese and office English in one line; the Taipei
    writers (林佩君, 吳建宏, 王雅婷, 蔡承恩) write Taiwanese Mandarin. Both use Traditional
    characters, emoji and chat shorthand. Questions are asked in either variety.

    Attributes:
        name: ``hk-zh``.
        language: ``zh``.
        split: ``dev``.
        lexicon: Hong Kong and Taiwan names, districts and cities, street addresses, drinks
            from the cha chaan teng and the bubble-tea shop, English titles and teams.
    """

    @property
    def name(self) -> str:
        """The family's name."""
        return "hk-zh"

    @property
    def language(self) -> Literal["en", "zh"]:
        """Chinese (Traditional script)."""
        return "zh"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """A development family."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """The office's people, projects, clients and values."""
        return _LEXICON

    # ------------------------------------------------------------------ identifiers

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier in the Hong Kong / Taiwan formats the office uses.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: Whose identifier (a person for phone and email).
            rng: The source of randomness.

        Returns:
            The identifier string.
        """
        taiwan = subject in _TW_PEOPLE
        if slot == "phone":
            if taiwan:
                a, b, c = rng.randint(10, 99), rng.randint(100, 999), rng.randint(100, 999)
                if rng.random() < 0.6:
                    return f"09{a}-{b}-{c}"
                return f"+886 9{a} {b} {c}"
            head = f"{rng.choice('5699')}{rng.randint(100, 999)}"
            tail = f"{rng.randint(0, 9999):04d}"
            roll = rng.random()
            if roll < 0.5:
                return f"+852 {head} {tail}"
            return f"{head} {tail}" if roll < 0.8 else f"{head}-{tail}"
        if slot == "email":
            return self._email(subject, taiwan, rng)
        if slot == "cost_centre":
            region = rng.choice(("HK", "HK", "TW", "SZ", "KLN"))
            number = rng.randint(1000, 9899)
            return f"CC-{region}-{number}" if rng.random() < 0.3 else f"{region}-{number}"
        if slot == "po_number":
            roll = rng.random()
            if roll < 0.45:
                return f"PO-{rng.choice(('HK', 'HK', 'TW'))}-{rng.randint(100, 99999):05d}"
            if roll < 0.75:
                return f"PO{rng.choice((2024, 2025))}-{rng.randint(1, 9999):04d}"
            return f"HKPO-{rng.randint(100000, 999999)}"
        roll = rng.random()
        if roll < 0.5:
            return f"HD-{rng.randint(10000, 99999)}"
        if roll < 0.8:
            return f"INC{rng.randint(100000, 999999)}"
        return f"SR-{rng.randint(10000, 99999)}"

    @staticmethod
    def _email(subject: str, taiwan: bool, rng: random.Random) -> str:
        if subject in _ROMAN:
            given, family = _ROMAN[subject]
        elif " " in subject:
            first, last = subject.lower().split(" ", 1)
            given, family = first, last.replace(" ", "")
        else:
            given, family = "staff", f"{rng.randint(10, 999)}"
        domain = "harbourlink.com.tw" if taiwan else "harbourlink.com.hk"
        roll = rng.random()
        if roll < 0.15:
            personal = rng.choice(
                ("gmail.com", "hotmail.com", "yahoo.com.tw" if taiwan else "yahoo.com.hk")
            )
            return f"{given}{family}{rng.randint(1, 99)}@{personal}"
        handle = rng.choice(
            (f"{given}.{family}", f"{given}.{family}", f"{given[0]}{family}", f"{given}_{family}")
        )
        return f"{handle}@{domain}"

    # ---------------------------------------------------------------------- speech

    @staticmethod
    def _lang(speaker: str, rng: random.Random) -> _Lang:
        if speaker in _TW_PEOPLE:
            return "tw" if rng.random() < 0.95 else "yue"
        return "yue" if rng.random() < 0.98 else "tw"

    def _subject(self, slot: str, subject: str, rng: random.Random) -> str:
        kind = SLOTS[slot].subject if slot in SLOTS else "person"
        if kind == "person":
            return _person_subject(subject, rng)
        if kind == "project":
            return _project_ref(subject, rng)
        return subject

    @staticmethod
    def _value(slot: str, value: str | None, lang: _Lang, rng: random.Random) -> str:
        if value is None:
            return "之前嗰個" if lang == "yue" else "之前那個"
        kind = SLOTS[slot].value if slot in SLOTS else ""
        if kind == "people":
            return _person_value(value, rng)
        if kind == "date":
            return _render_date(value, lang, rng)
        return value

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` posts in the group.

        Args:
            event: What happens (a fact stated, changed, negated or resolved, or chatter).
            rng: The source of randomness.

        Returns:
            One line of chat.
        """
        lang = self._lang(event.speaker, rng)
        if event.kind == "chatter" or event.slot is None:
            return self._chatter(event, lang, rng)
        slot = event.slot
        subject = event.subject or ""
        if slot == "ticket":
            state = {"open": "open", "in progress": "progress", "resolved": "resolved"}
            key = (
                "ticket",
                "negate" if event.kind == "negate" else state.get(event.value or "", "progress"),
            )
        else:
            kind = "update" if event.kind in ("update", "resolve") else event.kind
            key = (slot, kind)
        pair = _SAY.get(key)
        if pair is None:
            label = _LABEL.get(slot, ("資料", "資料"))[0 if lang == "yue" else 1]
            pair = (("{s} 嘅" + label + "：{v}",), ("{s} 的" + label + "：{v}",))
        pool = pair[0] if lang == "yue" else pair[1]
        if event.old is None:
            pool = tuple(t for t in pool if "{o}" not in t) or pool
        template = rng.choice(pool)
        if lang == "yue":
            template = _typo(template, rng)
        problem, customer = _split_detail(event.detail)
        text = template.format(
            s=subject if slot == "ticket" else self._subject(slot, subject, rng),
            v=self._value(slot, event.value, lang, rng),
            o=self._value(slot, event.old, lang, rng),
            c=customer,
            p=problem,
            pr=_pronoun(subject),
        )
        if template.startswith("{s}") and rng.random() < 0.25:
            text = _pick(_SAY_LEAD, lang, rng) + text
        if _plain_end(text) and rng.random() < 0.25:
            text += _pick(_SAY_TAIL, lang, rng)
        return _tidy(text)

    @staticmethod
    def _mention(name: str, lang: _Lang, rng: random.Random) -> str:
        roll = rng.random()
        if roll < 0.35:
            shown = name
        elif roll < 0.55 or lang == "tw":
            shown = _short(name)
        else:
            shown = rng.choice(_NICKNAMES.get(name, (name,)))
        return f"@{shown}" if rng.random() < 0.2 else shown

    def _chatter(self, event: Event, lang: _Lang, rng: random.Random) -> str:
        mention = event.mention
        if mention is not None and mention != event.speaker and rng.random() < 0.7:
            template = _pick(_CHAT_M, lang, rng)
            text = template.replace("{m}", self._mention(mention, lang, rng))
        else:
            text = _pick(_CHAT, lang, rng)
        if lang == "yue":
            text = _typo(text, rng)
        if rng.random() < 0.15:
            text = _pick(_CHAT_LEAD, lang, rng) + text
        if rng.random() < 0.2:
            tail = _pick(_CHAT_TAIL, lang, rng)
            if _plain_end(text) or (tail.startswith(" ") and text[-1] in "？！?!～。"):
                text += tail
        return _tidy(text)

    # -------------------------------------------------------------------- questions

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question put to the memory, in other words than the statements use.

        Args:
            ask: What is asked (with the start of the chain for a two-hop question).
            rng: The source of randomness.

        Returns:
            One line: the question.
        """
        lang: _Lang = "yue" if rng.random() < 0.7 else "tw"
        side = 0 if lang == "yue" else 1
        problem, customer = _split_detail(ask.detail)
        if ask.via is not None:
            hop_pair = _HOP.get(ask.via)
            start = self._subject(ask.via, ask.subject, rng)
            if hop_pair is None:
                via_label = _LABEL.get(ask.via, ("資料", "資料"))[side]
                hop = f"{start} 嘅{via_label}" if lang == "yue" else f"{start} 的{via_label}"
            else:
                hop = _pick(hop_pair, lang, rng).replace("{s}", start)
            ask_pair = _HOP_ASK.get(ask.slot)
            if ask_pair is None:
                label = _LABEL.get(ask.slot, ("資料", "資料"))[side]
                template = "{x} 嘅" + label + "係？" if lang == "yue" else "{x} 的" + label + "是？"
            else:
                template = _pick(ask_pair, lang, rng)
            text = template.replace("{x}", hop)
        else:
            pair = _ASK.get(ask.slot)
            if pair is None:
                label = _LABEL.get(ask.slot, ("資料", "資料"))[side]
                pair = (("{s} 嘅" + label + "係？",), ("{s} 的" + label + "是？",))
            template = _pick(pair, lang, rng)
            subject = (
                ask.subject if ask.slot == "ticket" else self._subject(ask.slot, ask.subject, rng)
            )
            text = template.format(s=subject, c=customer, p=problem)
        return _tidy(_pick(_ASK_OPENERS, lang, rng) + text)


FAMILY = HkZhFamily()
"""The hk-zh family: a Hong Kong / Taipei office group chat in Traditional Chinese."""
