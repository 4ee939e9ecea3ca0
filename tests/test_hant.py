"""Traditional Chinese reads as Simplified: entities, cues and questions in either script.

The line-zh dev family (a Taiwanese team writing in Traditional characters) first scored
near zero on addresses and two-hop questions: every Chinese rule was written in
Simplified characters. Folding (``_hant.fold``) makes the rules read both scripts.
"""

from __future__ import annotations

import pytest
from support.phrasing import T0, phrasing_memory

from sfams_tiers import (
    FixedClock,
    TieredMemory,
)
from sfams_tiers._asking import asked_kinds
from sfams_tiers._hant import fold
from sfams_tiers._models import normalize_entity


@pytest.fixture
def memory() -> TieredMemory:
    return phrasing_memory(FixedClock(T0))


def test_folding_keeps_length_and_leaves_other_scripts_alone() -> None:
    text = "黃雅婷的主管是誰？Dana's manager 王芳"
    folded = fold(text)
    assert folded == "黄雅婷的主管是谁？Dana's manager 王芳"
    assert len(folded) == len(text)


def test_an_entity_is_one_whichever_script_names_it() -> None:
    assert normalize_entity("person:陳怡君") == normalize_entity("person:陈怡君")


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("黃雅婷的手機是多少？", "phone"),
        ("郵箱是哪個？王俊傑的", "email"),
        ("廖哲瑋在哪裡上班？", "place"),
    ],
)
def test_traditional_question_words_ask_for_their_kind(question: str, kind: str) -> None:
    assert kind in asked_kinds(question)


async def test_a_traditional_line_is_read_like_a_simplified_one(memory: TieredMemory) -> None:
    record = await memory.remember("問了一下，王俊傑目前是在台東工作的說")
    assert {"person:王俊杰", "place:台东"} <= set(record.entities)
    project = await memory.remember("Orchid 專案由王俊傑負責")
    assert "project:Orchid" in project.entities
    home = await memory.remember("黃雅婷住在臺北市南港區經貿二路66號10樓，離公司大概 44 分鐘")
    assert "address:台北市南港区经贸二路66号10楼" in home.entities


async def test_a_simplified_question_finds_a_traditional_memory(memory: TieredMemory) -> None:
    await memory.remember("王俊傑今天請特休喔，有事明天再找")
    where = await memory.remember("問了一下，王俊傑目前是在台東工作的說")
    hits = await memory.recall("王俊杰在哪个城市上班？", k=1)
    assert hits[0].record.id == where.id


async def test_taiwanese_dates_plans_and_companies_are_values(memory: TieredMemory) -> None:
    minguo = await memory.remember("Bamboo 案跟客戶約113.07.02交件")
    assert "date:2024-07-02" in minguo.entities
    slashed = await memory.remember("【時程】Typhoon：3/8 交付")
    assert "date:2024-03-08" in slashed.entities
    plan = await memory.remember("Hi all，綠野建設續約改簽入門方案（原標準方案）")
    assert plan.type != "dialogue"  # a greeting before a fact is no small talk
    assert {"company:绿野建设", "plan:入门方案", "plan:标准方案"} <= set(plan.entities)


async def test_a_latin_name_glued_to_chinese_is_still_a_name(memory: TieredMemory) -> None:
    record = await memory.remember("各位同仁好，邱美玲說Phoenix是鄭凱文在帶的")
    assert "person:郑凯文" in record.entities
    assert any(e.endswith(":Phoenix") for e in record.entities)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Phoenix 目前是什麼狀況？", "status"),
        ("欸，Orchid 專案 現在亮什麼燈？", "status"),
        ("請問綠野建設的合約是什麼方案？", "plan"),
        ("Bamboo 的交期是幾號？", "date"),
        ("Kite 現在誰在帶？", "person"),
    ],
)
def test_taiwanese_question_words_ask_for_their_kind(question: str, kind: str) -> None:
    assert kind in asked_kinds(question, ["name:X"])


async def test_an_english_name_beside_a_chinese_one_is_the_same_person(
    memory: TieredMemory,
) -> None:
    await memory.remember("洪詩涵：大家早")  # people the namespace knows
    await memory.remember("陳怡君：大家早")
    await memory.remember("郭建宏：大家早")
    record = await memory.remember(
        "【組織異動】洪詩涵 直屬主管由陳怡君(Amy)變更為郭建宏，敬請周知。"
    )
    assert "name:Amy" not in record.entities
    assert {"person:洪诗涵", "person:陈怡君", "person:郭建宏"} <= set(record.entities)
