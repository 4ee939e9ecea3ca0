"""Places in Chinese text: cities at home and abroad, and the districts people work in.

A city's name is a place wherever it stands (北京, 胡志明市); a district of Hong Kong or
Taipei is one only when no road's word follows it, since 观塘道 388 号 is an address.
"""

from __future__ import annotations

from collections.abc import Iterator

__all__ = ["CITIES", "DISTRICTS", "city_spans"]

CITIES = frozenset(
    [
        "北京", "上海", "天津", "重庆", "广州", "深圳", "杭州", "南京", "苏州", "成都", "武汉",
        "西安", "长沙", "郑州", "青岛", "济南", "大连", "沈阳", "哈尔滨", "长春", "厦门", "福州",
        "宁波", "无锡", "合肥", "南昌", "昆明", "贵阳", "南宁", "海口", "三亚", "兰州", "西宁",
        "银川", "乌鲁木齐", "拉萨", "呼和浩特", "石家庄", "太原", "东莞", "佛山", "珠海", "中山",
        "惠州", "温州", "绍兴", "嘉兴", "金华", "台州", "常州", "南通", "徐州", "扬州", "烟台",
        "潍坊", "临沂", "洛阳", "宜昌", "襄阳", "株洲", "湘潭", "桂林", "柳州", "泉州", "漳州",
        "汕头", "湛江", "江门", "保定", "唐山", "秦皇岛", "邯郸", "大同", "包头", "鞍山", "吉林",
        "大庆", "芜湖", "蚌埠", "九江", "赣州", "遵义", "绵阳", "宜宾", "南充", "泸州", "咸阳",
        "宝鸡", "香港", "澳门", "台北", "高雄", "新竹", "台中",
        # Taiwan, more of the mainland, and the cities abroad Chinese teams work in.
        "台南", "桃园", "基隆", "新北", "竹北", "宜兰", "花莲", "嘉义", "彰化", "苗栗", "屏东",
        "台东", "南投", "云林", "澎湖", "金门", "昆山", "义乌", "常熟", "江阴", "张家港", "慈溪",
        "余姚", "晋江", "南阳", "衡阳", "岳阳", "常德", "荆州", "黄石", "十堰", "淄博", "威海",
        "日照", "东京", "大阪", "京都", "名古屋", "横滨", "福冈", "首尔", "釜山", "新加坡",
        "曼谷", "清迈", "吉隆坡", "槟城", "胡志明市", "河内", "岘港", "雅加达", "马尼拉", "金边",
        "仰光", "孟买", "新德里", "班加罗尔", "迪拜", "多哈", "悉尼", "墨尔本", "布里斯班",
        "奥克兰", "伦敦", "曼彻斯特", "巴黎", "柏林", "慕尼黑", "法兰克福", "汉堡", "阿姆斯特丹",
        "鹿特丹", "布鲁塞尔", "苏黎世", "日内瓦", "维也纳", "米兰", "罗马", "马德里", "巴塞罗那",
        "里斯本", "斯德哥尔摩", "哥本哈根", "赫尔辛基", "华沙", "布拉格", "莫斯科", "伊斯坦布尔",
        "纽约", "旧金山", "洛杉矶", "西雅图", "芝加哥", "波士顿", "华盛顿", "休斯敦", "达拉斯",
        "奥斯汀", "硅谷", "圣何塞", "温哥华", "多伦多", "蒙特利尔", "圣保罗", "墨西哥城", "开罗",
        "约翰内斯堡", "内罗毕",
    ]
)  # fmt: skip
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


def city_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, entity) of every city and district named in ``text``, by place.

    Example:
        >>> list(city_spans("王芳从北京调到观塘, 住观塘道"))
        [(3, 5, 'place:北京'), (7, 9, 'place:观塘')]
    """
    for city in _PLACES:
        start = text.find(city)
        while start != -1:
            end = start + len(city)
            if city in CITIES or end == len(text) or text[end] not in _IN_ADDRESS:
                yield start, end, f"place:{city}"
            start = text.find(city, end)
