"""Names with and without accents, European colleagues' English, and Hong Kong Cantonese.

Rules the eighth session's fresh dev families (euro-en, handover-en, hk-zh) exposed,
asserted on the public API with the offline judge on the reference tiers.
"""

from __future__ import annotations

import pytest
from support.phrasing import T0, phrasing_memory

from sfams_tiers import FixedClock, TieredMemory
from sfams_tiers._asking import asked_kinds
from sfams_tiers._bench._systems import agent_name
from sfams_tiers._judge import HeuristicJudge
from sfams_tiers._judge._gazetteer import Gazetteer
from sfams_tiers._linking import work_relation


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(T0)


async def _entities(judge: HeuristicJudge, text: str, namespace: str = "eu") -> tuple[str, ...]:
    return (await judge.extract(text, namespace=namespace)).entities


def test_a_speakers_agent_name_keeps_the_letters_of_an_accented_name() -> None:
    assert agent_name("Rémi Dufresne") == "Remi_Dufresne"
    assert agent_name("Łukasz Wójcik") == "Lukasz_Wojcik"


async def test_a_question_typed_without_accents_meets_the_accented_name(
    clock: FixedClock,
) -> None:
    memory = phrasing_memory(clock, namespace="eu")
    # The agent's name is typed plainly; the lines spell it with its accents.
    await memory.for_agent("Remi_Dufresne").remember("Nordlicht must be finished by 7 March")
    clock.advance(hours=1)
    await memory.remember("Rémi Dufresne's home address: 14 rue des Tanneurs.")
    clock.advance(hours=1)
    await memory.remember("Dufresne's mobile: +33 7 48 60 36 26")
    clock.advance(hours=1)
    for question in ("Has someone the number of Rémi?", "number of Remi Dufresne?"):
        hits = await memory.recall(question, k=3)
        assert "+33 7 48 60 36 26" in hits[0].record.content


def test_the_gazetteer_lists_the_other_spellings_of_a_name() -> None:
    gazetteer = Gazetteer()
    gazetteer.add("eu", ["person:José Núñez", "person:Jose Nunez", "person:Jo Ann"])
    assert gazetteer.spellings("eu", "Jose Nunez") == ("José Núñez",)
    assert gazetteer.spellings("eu", "jo ann") == ("Jo Ann",)
    assert gazetteer.spellings("other", "Jose Nunez") == ()


async def test_a_first_name_guessed_as_a_name_becomes_the_person_once_known() -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    await _entities(judge, "Has someone seen Katrin? We want to start")
    await _entities(judge, "Welcome Katrin Weißbach to the service team")
    found = await _entities(judge, "For the distribution list: Katrin → katrinw@de.valcora.eu")
    assert "person:Katrin Weißbach" in found


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("From now on leads Frau Zielińska Bifröst.", "person:Małgorzata Zielińska"),
        ("Org change: Sra. Zielińska → Joost", "person:Małgorzata Zielińska"),
        ("Pani Zielińska has moved to Gdańsk", "person:Małgorzata Zielińska"),
    ],
)
async def test_a_european_title_is_no_part_of_the_name(line: str, name: str) -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    await _entities(judge, "Welcome Małgorzata Zielińska to the buying team")
    assert name in await _entities(judge, line)


@pytest.mark.parametrize(
    "line",
    [
        "Hoi, the printer is fixed. Groetjes, Joost",
        "Servus, the Kantine is closed today. LG Joost ✌️",
        "Dear all, the train is late again Bien à vous, Joost",
    ],
)
async def test_a_european_sign_off_names_the_author_not_a_party(line: str) -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    await _entities(judge, "Welcome Joost Visser to the team")
    found = await _entities(judge, line)
    assert not any(e.startswith(("person:Joost", "name:Joost")) for e in found)
    assert not any(e in found for e in ("name:Hoi", "name:Servus", "name:Bien", "name:Groetjes"))


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("Joost Visser → 27 avenue Jean Jaurès Bien à vous, Gaëlle", "27 avenue Jean Jaurès"),
        ("Rémi is moving to Avenida de la Constitución 9", "Avenida de la Constitución 9"),
        ("She lives now at Witte de Withstraat 35", "Witte de Withstraat 35"),
        ("New address for Annegret: Hohenzollernring 112.", "Hohenzollernring 112"),
        ("Mette moved to Nørrebrogade 7", "Nørrebrogade 7"),
    ],
)
async def test_a_european_street_is_an_address(text: str, address: str) -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    assert f"address:{address}" in await _entities(judge, text)


@pytest.mark.parametrize(
    ("text", "place"),
    [("FYI Giulia is in the Milano office", "Milano"), ("Jürgen is now in Wien", "Wien")],
)
async def test_a_city_as_its_own_people_write_it_is_a_place(text: str, place: str) -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    assert f"place:{place}" in await _entities(judge, text)


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("Where sits the Chef of Maarten?", {"person", "place"}),
        ("The N+1 of Mme Holm, which site ?", {"person", "place"}),
        ("The domicile of Katrin ?", {"address"}),
        ("Has someone the Handy number of Rémi?", {"phone"}),
    ],
)
def test_the_words_european_colleagues_mix_in_ask_for_a_kind(
    question: str, kinds: set[str]
) -> None:
    assert kinds <= asked_kinds(question)


async def test_a_new_job_does_not_replace_leading_a_project(clock: FixedClock) -> None:
    memory = phrasing_memory(clock, namespace="eu")
    lead = await memory.remember("Ciarán Doyle is leading Harbourline")
    clock.advance(days=2)
    await memory.remember("Ciarán Doyle is now Engineering Manager (previously Scrum Master)")
    assert (await memory.get(lead.id)).superseded_by is None


async def test_a_chinese_colleague_goes_by_the_given_name() -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    await _entities(judge, "王雅婷過咗東京嗰邊做嘢喇", namespace="hk")
    assert "person:王雅婷" in await _entities(judge, "雅婷在帶 Lantern project～", namespace="hk")
    # Another surname before the given name is another person (胡志明 is not 林志明).
    await _entities(judge, "林志明的直屬主管為謝欣怡", namespace="hk")
    found = await _entities(judge, "王俊傑被派到胡志明市長駐了", namespace="hk")
    assert "person:林志明" not in found


@pytest.mark.parametrize(
    ("line", "person"),
    [("林佩君平時喺澳門返工", "person:林佩君"), ("梁浩賢個 boss 換咗做林佩君", "person:梁浩贤")],
)
async def test_a_cantonese_line_names_its_person(line: str, person: str) -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    assert person in await _entities(judge, line, namespace="hk")


async def test_a_writers_own_address_names_no_person() -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    found = await _entities(judge, "楊承翰這邊更新：我的住址換成新北市汐止區大同路二段168號2樓了")
    assert not any(e.startswith("person:边") for e in found)


@pytest.mark.parametrize(
    ("text", "place"),
    [("Derek 而家 base 喺將軍澳", "place:将军澳"), ("梁浩賢已經調到元朗了", "place:元朗")],
)
async def test_a_hong_kong_district_is_a_place_unless_it_opens_a_road(
    text: str, place: str
) -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    assert place in await _entities(judge, text, namespace="hk")
    found = await _entities(judge, "Kelvin 搬咗去觀塘道 388 號 12樓", namespace="hk")
    assert "place:观塘" not in found


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("梁浩賢個 boss 人喺邊個城市？", {"person", "place"}),
        ("@all Lantern 個 PIC 喺邊度返工？", {"person", "place"}),
        ("Jason 上司住喺邊？", {"person", "address"}),
    ],
)
def test_a_cantonese_question_asks_for_a_kind(question: str, kinds: set[str]) -> None:
    assert kinds <= asked_kinds(question)


@pytest.mark.parametrize(
    "text", ["Jason 係 Derek Tsang 手下", "Winnie 歸 Fiona 管", "Fiona Yip 而家跟王雅婷做嘢"]
)
def test_a_cantonese_line_relates_people_at_work(text: str) -> None:
    assert work_relation(text)


async def test_a_cantonese_second_hop_reaches_the_bosss_city(clock: FixedClock) -> None:
    memory: TieredMemory = phrasing_memory(clock, namespace="hk")
    await memory.remember("各位，林佩君平時喺澳門返工 🙏")
    clock.advance(days=1)
    await memory.remember("梁浩賢新老細系佩君")
    clock.advance(days=1)
    context = await memory.assemble_context("梁浩賢個 boss 人喺邊個城市？", token_budget=400, k=5)
    assert "澳門" in context.text
