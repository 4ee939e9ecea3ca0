"""Service-desk and tracker phrasing: relation abbreviations, audit trailers, field lines.

Rules the helpdesk-en and tracker-en dev families exposed, asserted on the public API
with the offline judge on the reference tiers (and on the pure readers beneath it).
"""

from __future__ import annotations

import pytest
from support.phrasing import T0, phrasing_memory

from sfams_tiers import (
    FixedClock,
    MemoryRecord,
    TieredMemory,
)
from sfams_tiers._asking import asked_kinds
from sfams_tiers._judge._speaker import split_speaker
from sfams_tiers._linking import formerly
from sfams_tiers._slots import subject_of


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(T0)


@pytest.fixture
def memory(clock: FixedClock) -> TieredMemory:
    return phrasing_memory(clock, namespace="desk")


@pytest.mark.parametrize(
    ("text", "author", "body"),
    [
        ("Kestrel to be completed by 29th May. (Updated by Pieter Hoekstra)", "Pieter Hoekstra",
         "Kestrel to be completed by 29th May."),
        ("Tunde Bakare owns project Kestrel. Updated by Vikram Joshi.", "Vikram Joshi",
         "Tunde Bakare owns project Kestrel."),
        ("State changed to resolved on INC3446308. ~Chinedu", "Chinedu",
         "State changed to resolved on INC3446308."),
        ("RM of Thomas is Rowena Thanks & regards, Sneha.", "Sneha", "RM of Thomas is Rowena"),
    ],
)  # fmt: skip
def test_audit_trailers_and_sign_offs_name_the_author_not_a_subject(
    text: str, author: str, body: str
) -> None:
    assert split_speaker(text) == (author, body)


@pytest.mark.parametrize(
    "text",
    [
        "RM for Priyanka is Chinedu Okafor.",
        "New mgr of Priyanka is Chinedu Okafor.",
        "Manager changed from Kristine Soriano to Chinedu Okafor for Priyanka.",
    ],
)
def test_a_relation_noun_names_whose_relation_a_line_states(text: str) -> None:
    people = ["person:Kristine Soriano", "person:Chinedu Okafor", "person:Priyanka"]
    record = MemoryRecord(
        namespace="a", content=text, entities=[p for p in people if p.split(":")[1] in text]
    )
    assert subject_of(record) == "person:Priyanka"


def test_where_a_thing_is_at_asks_its_state_and_a_person_their_place() -> None:
    assert asked_kinds("@here Where is Skellig at right now?", ["name:Skellig"]) == {"status"}
    assert "place" in asked_kinds("where is Tama at these days?", ["person:Tama"])


async def test_chat_abbreviations_name_nobody(memory: TieredMemory) -> None:
    record = await memory.remember("Pls note CC KST-48353 mapped to Meridian. Kindly ack.")
    assert not {"name:Pls", "name:Kindly"} & set(record.entities)


async def test_the_newest_reporting_line_answers_and_leads_the_second_hop(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Home address of Jomar Bautista: 1108 Katipunan Avenue - Kristine")
    await memory.remember("Kristine Soriano lives at 22 Admiralty Way")
    await memory.remember("Ramesh Iyer reports to Kristine Soriano.")
    clock.advance(days=10)
    link = await memory.remember(
        "Manager changed from Kristine Soriano to Jomar Bautista for Ramesh."
    )
    await memory.remember("Pls note Ramesh is on leave tmrw, kindly do the needful.")
    hits = await memory.recall("Who is RM for Ramesh Iyer currently?", k=2)
    assert hits[0].record.id == link.id
    context = await memory.assemble_context(
        "Pls share residential address of the reporting mgr of Ramesh Iyer.", token_budget=400
    )
    assert "1108 Katipunan Avenue" in context.text


def test_an_activity_feed_names_its_author_between_dots() -> None:
    assert split_speaker("17:00 · Tama · Liffey Analytics: ~~Starter~~ Nonprofit") == (
        "Tama",
        "Liffey Analytics: ~~Starter~~ Nonprofit",
    )
    assert split_speaker("[Tue 18 Jun] Hemi: I moved to Dunedin") == ("Hemi", "I moved to Dunedin")


@pytest.mark.parametrize(
    ("text", "former", "current"),
    [
        ("Tōtara: owner ~~Liam Brady~~ Mereana Tipene", "person:Liam Brady",
         "person:Mereana Tipene"),
        ("Reports to: Niamh Gallagher -> Mereana Tipene", "person:Niamh Gallagher",
         "person:Mereana Tipene"),
        ("Owner: Mereana Tipene (was Liam Brady)", "person:Liam Brady", "person:Mereana Tipene"),
    ],
)  # fmt: skip
def test_struck_arrowed_and_was_values_are_former(text: str, former: str, current: str) -> None:
    record = MemoryRecord(namespace="a", content=text, entities=[former, current])
    assert formerly(record, former)
    assert not formerly(record, current)


def test_tracker_words_ask_for_a_state() -> None:
    assert "status" in asked_kinds("Is Currach moving? What's it marked as?", ["name:Currach"])
    assert "status" in asked_kinds("How's Currach tracking — what phase?", ["name:Currach"])


def test_who_passes_a_fact_on_is_not_what_it_is_about() -> None:
    record = MemoryRecord(
        namespace="a",
        content="um Mei-Lin said Alexis Tran is relocating to Kansas City",
        entities=["person:Mei-Lin", "person:Alexis Tran", "place:Kansas City"],
    )
    assert subject_of(record) == "person:Alexis Tran"


def test_whom_a_handover_is_from_is_the_former_one() -> None:
    record = MemoryRecord(
        namespace="a",
        content="Tomasz Kowalczyk is handing over line management of Nadia to Magdalena Nowicka.",
        entities=["person:Tomasz Kowalczyk", "person:Nadia", "person:Magdalena Nowicka"],
    )
    assert formerly(record, "person:Tomasz Kowalczyk")
    assert not formerly(record, "person:Magdalena Nowicka")


async def test_the_second_hop_takes_the_managers_own_city_not_a_city_they_reported(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("So I talked to Mei-Lin Zhou and she's working out of Sacramento")
    await memory.remember("Luc Tremblay is gonna be reporting up to Mei-Lin Zhou now")
    clock.advance(days=5)
    await memory.remember("um Mei-Lin said Alexis Tran is relocating to Kansas City")
    context = await memory.assemble_context(
        "Do we know where whoever Luc Tremblay reports up to is, city-wise?", token_budget=400
    )
    assert "Sacramento" in context.text


def test_a_label_before_a_field_change_is_no_speaker() -> None:
    assert split_speaker("Currach: ~~Sat 6/7~~ Tue 28 May") == (
        None,
        "Currach: ~~Sat 6/7~~ Tue 28 May",
    )
    assert split_speaker("Aoife: Currach: ~~Fri 15 Mar~~ Sat 6/7")[0] == "Aoife"


def test_a_change_log_names_whose_field_changed_in_brackets() -> None:
    record = MemoryRecord(
        namespace="a",
        content="Reports to: Niamh Gallagher -> Mereana Tipene (Liam Brady)",
        entities=["person:Niamh Gallagher", "person:Mereana Tipene", "person:Liam Brady"],
    )
    assert subject_of(record) == "person:Liam Brady"


def test_a_phone_is_a_persons_not_the_tool_named_first() -> None:
    record = MemoryRecord(
        namespace="a",
        content="If Slack's down, ring Aoife Brennan on +353 89 726 7212",
        entities=["name:Slack", "person:Aoife Brennan", "phone:+353897267212"],
    )
    assert subject_of(record) == "person:Aoife Brennan"


async def test_two_people_reached_through_one_tool_keep_their_own_phones(
    memory: TieredMemory, clock: FixedClock
) -> None:
    for speaker in ("Aoife Brennan", "Eoin"):
        await memory.remember(f"{speaker}: morning all")  # people the namespace knows
    first = await memory.remember("If Slack's down, ring Aoife Brennan on +353 89 726 7212")
    clock.advance(days=3)
    await memory.remember("If Slack's down, ring Eoin on 029 366 9545")
    assert (await memory.get(first.id)).superseded_by is None


async def test_a_bare_state_answers_how_a_project_is_tracking(
    memory: TieredMemory, clock: FixedClock
) -> None:
    for speaker in ("Harpreet Gill", "Jarrod Pemberton", "Bronwyn Fitzgerald"):
        await memory.remember(f"{speaker}: morning all")  # people the namespace knows
    await memory.remember("Quokka programme: Active -> In hypercare")
    clock.advance(days=4)
    state = await memory.remember("Quokka remains at risk this week.")
    for line in (
        "Pls note Harpreet Gill is the new owner of the Quokka project.",
        "Due date for Quokka programme set at 23/04/2024.",
        "Pls loop in Jarrod Pemberton on the Quokka escalation.",
        "New PM on Quokka programme: Bronwyn Fitzgerald.",
    ):
        clock.advance(hours=5)
        await memory.remember(line)
    hits = await memory.recall("How is Project Quokka tracking?", k=2)
    assert hits[0].record.id == state.id


async def test_a_name_typed_later_still_meets_its_earlier_lines(memory: TieredMemory) -> None:
    await memory.remember("Tina: we should ship Bamboo soon")
    early = await memory.remember("Bamboo的 cost center 是CC7532，請款單別填錯")
    assert "name:Bamboo" in early.entities
    later = await memory.remember("Bamboo 專案目前順利進行中")
    assert "project:Bamboo" in later.entities
    hits = await memory.recall("申請 Bamboo 的採購要掛哪個費用代號？", k=3)
    assert early.id in [h.record.id for h in hits]


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("Address changed from Via Tortona 27 to 221 Nehru Marg for Vikram.", "221 Nehru Marg"),
        ("Address changed from Via Tortona 27 to 221 Nehru Marg for Vikram.", "Via Tortona 27"),
        ("Home address of Vikram Joshi: 14 Rue Merciere Thanks.", "14 Rue Merciere"),
        ("Pieter stays at Schanzenstrasse 38, not 23 Mabini St.", "Schanzenstrasse 38"),
        ("Pls update courier address for Rowena to 88 Gen. Luna Road.", "88 Gen. Luna Road"),
        ("Benedict lives at No. 17, 4th Cross, Indiranagar.", "No. 17, 4th Cross, Indiranagar"),
        ("HRIS: Priyanka's residential address recorded as C-1104, Lodha Amara, Kolshet Road.",
         "C-1104, Lodha Amara, Kolshet Road"),
    ],
)  # fmt: skip
async def test_addresses_are_read_the_way_each_place_writes_them(
    memory: TieredMemory, text: str, address: str
) -> None:
    record = await memory.remember(text)
    assert f"address:{address}" in record.entities


@pytest.mark.parametrize("text", ["Lucia moved to Avenue Road.", "Her email address is p@x.io"])
async def test_a_street_name_alone_or_an_email_is_no_address(
    memory: TieredMemory, text: str
) -> None:
    record = await memory.remember(text)
    assert not any(e.startswith("address:") for e in record.entities)


def test_where_someone_resides_for_a_card_asks_their_address() -> None:
    assert "address" in asked_kinds("Anyone know where Dariusz resides? need it for a card")


async def test_relation_words_in_a_question_name_nobody(memory: TieredMemory) -> None:
    """'Reporting line change: ...' taught nobody called Reporting."""
    await memory.remember("Reporting line change: Sneha now reports to Matteo Ricci.")
    judge = memory.judge
    assert judge is not None
    found = await judge.mentions(
        "Need to dispatch hardware to the reporting mgr of Priyanka Kulkarni, which city? TIA",
        namespace="desk",
    )
    assert not any(e.partition(":")[2].lower() in ("reporting", "tia") for e in found)


def test_whom_a_change_moves_away_from_in_chinese_is_former() -> None:
    record = MemoryRecord(
        namespace="a",
        content="【组织异动】洪诗涵 直属主管由陈怡君(Amy)变更为郭建宏，敬请周知。",
        entities=["person:洪诗涵", "person:陈怡君", "person:郭建宏"],
    )
    assert formerly(record, "person:陈怡君")
    assert not formerly(record, "person:郭建宏")


async def test_a_city_written_without_its_accents_is_a_place(memory: TieredMemory) -> None:
    record = await memory.remember(
        "Kindly note Jomar is shifted from Milan to Krakow w.e.f. next week."
    )
    assert {"place:Milan", "place:Krakow"} <= set(record.entities)


async def test_a_table_header_word_shared_by_two_rows_is_no_subject(
    memory: TieredMemory, clock: FixedClock
) -> None:
    for speaker in ("Declan", "Róisín Fitzgerald", "Eoin Quinlan"):
        await memory.remember(f"{speaker}: morning all")
    first = await memory.remember("@Declan reports to Eoin Quinlan")
    clock.advance(days=2)
    await memory.remember("| Róisín Fitzgerald | Reports to | Eoin Quinlan |")
    assert (await memory.get(first.id)).superseded_by is None
