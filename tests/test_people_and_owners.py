"""People named without a cue, and contact lines whose owner is their label.

Rules the sixth session's fresh dev families (texts-en, crm-en, memo-zh) and tracker-en
exposed, asserted on the public API with the offline judge on the reference tiers.
"""

from __future__ import annotations

import pytest
from support.phrasing import T0, phrasing_memory

from sfams_tiers import FixedClock, MemoryRecord, TieredMemory
from sfams_tiers._asking import asked_kinds
from sfams_tiers._judge import HeuristicJudge
from sfams_tiers._judge._given import is_given_name
from sfams_tiers._judge._speaker import split_speaker
from sfams_tiers._linking import links
from sfams_tiers._slots import subject_of


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(T0)


@pytest.fixture
def memory(clock: FixedClock) -> TieredMemory:
    return phrasing_memory(clock, namespace="people")


async def _entities(text: str) -> tuple[str, ...]:
    judge = HeuristicJudge(clock=FixedClock(T0))
    return (await judge.extract(text, namespace="people")).entities


def test_given_names_come_from_many_languages_accents_aside() -> None:
    for name in ("Siobhán", "Siobhan", "Nikau", "Priya", "Kwame", "Grace"):
        assert is_given_name(name), name
    for word in ("Invoice", "Release", "Harbourline", "Dunedin"):
        assert not is_given_name(word), word


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("1:1s for Hemi are with Siobhán Kavanagh (fortnightly)", "person:Siobhán Kavanagh"),
        ("Loc for @Hemi updated: Belfast", "person:Hemi"),
        ("Reporting line: Tyler Bergeron under Marcus Lim", "person:Marcus Lim"),
    ],
)
async def test_a_span_opening_with_a_given_name_is_a_person(text: str, person: str) -> None:
    assert person in await _entities(text)


async def test_a_street_named_after_someone_is_no_person() -> None:
    found = await _entities("HR record: Eoin's address changed to 9 Grafton Street")
    assert not any(e.startswith("person:Grafton") for e in found)


@pytest.mark.parametrize(
    "text",
    [
        "Grace: +353 87 982 4808",
        "Grace :telephone_receiver: +353 87 982 4808",
        "Grace: new mobile +353 87 982 4808",
    ],
)
async def test_a_name_then_only_a_number_gives_that_persons_number(text: str) -> None:
    found = await _entities(text)
    assert "person:Grace" in found
    assert "phone:+353879824808" in found


async def test_a_speaker_passing_on_someone_elses_number_does_not_own_it() -> None:
    found = await _entities("Liam: call Priya Nair on 0412 555 019 after lunch")
    assert "person:Liam" not in found


async def test_a_directory_line_answers_a_question_about_its_owner(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Grace Fenwick is taking over the Currach launch")
    await memory.remember("Grace :telephone_receiver: +353 87 982 4808")
    for _ in range(12):
        clock.advance(hours=3)
        await memory.remember("Grace says the coffee machine on level 2 is fixed, finally")
    hits = await memory.recall("how do I ring Grace?", k=3)
    assert any("982 4808" in h.record.content for h in hits)


@pytest.mark.parametrize(
    ("text", "speaker", "owner"),
    [
        ("hi all Jess here, im based in Bunbury fyi", "Jess", True),
        ("Farhan here - my mobile is +65 8841 0771, text anytime", "Farhan", True),
        ("Morning Jess here, the site gate is locked again", "Jess", False),
    ],
)
async def test_a_writer_naming_themselves_is_the_speaker(
    text: str, speaker: str, owner: bool
) -> None:
    assert split_speaker(text)[0] == speaker
    assert (f"person:{speaker}" in await _entities(text)) is owner


def test_nobody_here_names_no_speaker() -> None:
    assert split_speaker("Nobody here is ready")[0] is None
    assert split_speaker("Fwd: for the roster: Faiza Adams - Umhlanga mate")[0] is None


async def test_an_eight_digit_number_in_two_fours_is_a_phone() -> None:
    found = await _entities("Reach Valerie Ng on 8657 9297 if the bridge drops")
    assert "person:Valerie Ng" in found
    assert "phone:86579297" in found


@pytest.mark.parametrize(
    ("text", "entities", "subject"),
    [
        ("Suresh Nair edited Wesley Chow: Mobile = (204) 987-2350",
         ["person:Suresh Nair", "person:Wesley Chow", "phone:2049872350"], "person:Wesley Chow"),
        ("Nomsa Ndlovu handed Faiza over to Pieter",
         ["person:Nomsa Ndlovu", "person:Faiza", "person:Pieter"], "person:Faiza"),
    ],
)  # fmt: skip
def test_an_editor_or_a_hand_over_names_whose_record_it_is(
    text: str, entities: list[str], subject: str
) -> None:

    record = MemoryRecord(namespace="people", content=text, entities=entities)
    assert subject_of(record) == subject


async def test_a_second_hop_tries_an_older_link_when_the_newest_leads_nowhere(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Grace Fenwick is based in Dunedin these days")
    clock.advance(days=1)
    await memory.remember("Liam Walsh now reports to Grace Fenwick")
    clock.advance(days=1)
    await memory.remember("Bumped into Liam Walsh and Maria Lopez at the braai")
    context = await memory.assemble_context(
        "which town is Liam Walsh's boss in?", token_budget=400, k=2
    )
    assert "Dunedin" in context.text
    assert "reports to Grace" in context.text


def test_a_mailing_address_asks_for_an_address_not_an_email() -> None:
    asked = asked_kinds("Can I get a mailing address for Farhan's manager?", ["person:Farhan"])
    assert asked == {"address", "person"}


def test_a_field_changed_on_someone_is_theirs() -> None:

    record = MemoryRecord(
        namespace="people",
        content="Tyler Bergeron changed Location on Valerie Ng from Montreal to Mississauga",
        entities=["person:Tyler Bergeron", "person:Valerie Ng", "place:Montreal"],
    )
    assert subject_of(record) == "person:Valerie Ng"


@pytest.mark.parametrize(
    ("text", "entity"),
    [
        ("Field updated: Home (Hafiz Osman) -> 61 Lorong Kismis", "address:61 Lorong Kismis"),
        ("Intro call done, Suresh (Quebec City) will cover the region", "place:Quebec City"),
    ],
)
async def test_malay_streets_and_a_city_called_city(text: str, entity: str) -> None:
    assert entity in await _entities(text)


def test_a_manager_denied_is_no_link() -> None:

    record = MemoryRecord(
        namespace="people",
        content="Hafiz Osman: pls stop cc'ing Bryan Seah, Bryan isn't my manager now",
        entities=["person:Hafiz Osman", "person:Bryan Seah"],
    )
    assert not links(record, {"person:Hafiz Osman"})


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("hi all Jess here, im based in Bunbury fyi", "place:Bunbury"),
        ("update: Kirra Thompson is Westville based now", "place:Westville"),
        ("Tunde relocated to Boise last month", "place:Boise"),
    ],
)
async def test_a_base_is_a_place_even_when_no_gazetteer_knows_it(text: str, place: str) -> None:
    assert place in await _entities(text)


@pytest.mark.parametrize(
    "text",
    [
        "Liam Fitzgerald off to Perth for the long weekend lucky",
        "Grace Fenwick is flying to Lisbon for a wedding",
        "where's whoever leads Halcyon based?",
    ],
)
async def test_a_trip_or_a_question_names_no_base(text: str) -> None:
    assert not any(e.startswith("place:") for e in await _entities(text))


async def test_a_person_has_one_base_however_each_move_is_worded(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Welcome Jess Whitaker to the crew")
    clock.advance(days=1)
    old = await memory.remember("Jess relocated from Bunbury to Perth this week")
    clock.advance(days=1)
    new = await memory.remember("Jess Whitaker packed up and moved to Pinetown")
    assert [(r.kind, r.target) for r in new.relations] == [("updates", old.id)]
    clock.advance(days=1)
    trip = await memory.remember("Jess Whitaker off to Durban for the long weekend")
    assert not trip.relations
    hits = await memory.recall("where is Jess based these days?", k=3)
    assert "Pinetown" in hits[0].record.content


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("Priya's number is 555 0142", "phone:5550142"),
        ("Priya's phone 0043 664 1234567", "phone:+436641234567"),
    ],
)
async def test_a_cued_number_is_a_phone_however_grouped(text: str, phone: str) -> None:
    assert phone in await _entities(text)


async def test_an_uncued_pair_of_numbers_is_no_phone() -> None:
    assert not any(e.startswith("phone:") for e in await _entities("moved to 2024 0930"))


@pytest.mark.parametrize(
    ("query", "kind"),
    [
        ("Atlas WBS?", "id"),
        ("GL for Atlas?", "id"),
        ("Globex requisition number?", "order"),
        ("how do I text Priya", "phone"),
    ],
)
def test_accounting_and_texting_words_ask_for_codes_and_phones(query: str, kind: str) -> None:
    assert kind in asked_kinds(query, ["person:Priya", "name:Atlas", "name:Globex"])


@pytest.mark.parametrize(
    ("text", "author"),
    [
        ("孙雅琴本月起由设备动力部调入市场营销部。（徐明远）", "徐明远"),
        ("这是张立新登记的家庭地址，请勿外传。（发布人：徐明远）", "徐明远"),
        ("鼎盛地产的定时任务已修好（SR2024689716）。（周子豪）", "周子豪"),
    ],
)
def test_a_chinese_notice_is_signed_in_brackets_at_its_end(text: str, author: str) -> None:
    assert split_speaker(text)[0] == author


def test_a_name_in_brackets_inside_a_sentence_is_no_signature() -> None:
    assert split_speaker("新负责人是（徐明远）")[0] is None


def test_whoever_edited_a_field_is_not_whose_field_it_is() -> None:

    record = MemoryRecord(
        namespace="people",
        content="Edited by Liam: Profile field 'Location' set to Dunedin for Siobhán",
        entities=["person:Liam O'Sullivan", "place:Dunedin", "name:Siobhán"],
    )
    assert subject_of(record) == "name:Siobhán"


async def test_set_up_in_a_town_makes_it_a_place() -> None:
    found = await _entities("Aoife Brennan left Rotorua and is set up in Invercargill now")
    assert "place:Invercargill" in found


@pytest.mark.parametrize(
    ("text", "author"),
    [
        ("Status: ~~Discovery~~ (blank) - Totara", None),
        ("Priya moved to Porto - Ngozi", "Ngozi"),
        ("Sandalwood is handed over to R. Deshpande - KN", "KN"),
        ("State changed to resolved on INC3446308. ~Chinedu", "Chinedu"),
    ],
)
def test_a_dash_signs_a_line_with_a_name_not_with_a_thing(text: str, author: str | None) -> None:
    assert split_speaker(text)[0] == author


async def test_a_work_trip_names_no_base() -> None:
    found = await _entities("Benedict Teo is in Coimbatore for the client workshop, replies slow")
    assert not any(e.startswith("place:") for e in found)


async def test_a_link_may_name_its_subject_by_any_word_of_the_name(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Welcome Priyanka Bhattacharya and Rohan Deshpande to the team")
    clock.advance(days=1)
    await memory.remember("Rohan Deshpande is based in Brisbane")
    clock.advance(days=1)
    await memory.remember("Reporting line confirmed: Bhattacharya now reports to Rohan Deshpande")
    for _ in range(6):
        clock.advance(hours=5)
        await memory.remember("Priyanka Bhattacharya says the canteen coffee is better now")
    context = await memory.assemble_context(
        "Priyanka Bhattacharya's reporting manager is in which city?", token_budget=400, k=3
    )
    assert "Brisbane" in context.text
