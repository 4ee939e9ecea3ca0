"""Transcript speaker labels, names written with an initial, and places on a trip.

Rules the seventh session's fresh dev families (calls-en, incident-en, tieba-zh) and
records-en exposed, asserted on the public API with the offline judge on the reference
tiers.
"""

from __future__ import annotations

import pytest
from support.phrasing import T0, phrasing_memory

from sfams_tiers import FixedClock, MemoryRecord, TieredMemory
from sfams_tiers._anchoring import _owners_words
from sfams_tiers._asking import asked_kinds, latest_values
from sfams_tiers._judge import HeuristicJudge
from sfams_tiers._judge._speaker import split_speaker
from sfams_tiers._tiers import ScoredRecord


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(T0)


@pytest.fixture
def memory(clock: FixedClock) -> TieredMemory:
    return phrasing_memory(clock, namespace="calls")


async def _entities(judge: HeuristicJudge, text: str) -> tuple[str, ...]:
    return (await judge.extract(text, namespace="calls")).entities


@pytest.mark.parametrize(
    ("line", "speaker", "body"),
    [
        ("01:17:03 Rhys: You can get Eilidh on 07470 915952", "Rhys", "You can get Eilidh on"),
        ("09:49 - Aoife Kavanagh - sorry, Ruaridh manages Calum", "Aoife Kavanagh", "sorry"),
        ("<Kiprono Rotich> yeah Wambui took over Marram", "Kiprono Rotich", "yeah Wambui"),
        ("Rhys P. (08:02): SR-12313-W is being looked at", "Rhys", "SR-12313-W"),
        ("SPEAKER Calum — Currach, that's Eilidh, she runs it", "Calum", "Currach"),
        ("UNKNOWN SPEAKER: whose baby is Marram these days", None, "UNKNOWN SPEAKER"),
    ],
)
def test_a_transcript_labels_its_speaker_in_many_formats(
    line: str, speaker: str | None, body: str
) -> None:
    found, rest = split_speaker(line)
    assert found == speaker
    assert rest.startswith(body)


@pytest.mark.parametrize("line", ["Currach - on track this week", "10:30 standup moved"])
def test_a_dash_or_a_clock_alone_names_no_speaker(line: str) -> None:
    assert split_speaker(line) == (None, line)


async def test_a_transcript_label_is_no_party_to_the_fact(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("[00:02:10] Wambui Gitau: Ruaridh Campbell lives in Swansea")
    clock.advance(hours=1)
    await memory.remember("09:49 - Aoife Kavanagh - sorry just quickly Ruaridh manages Calum")
    clock.advance(hours=1)
    context = await memory.assemble_context(
        "Which city does Calum's manager work from?", token_budget=400, k=3
    )
    assert "Swansea" in context.text


async def test_an_initial_and_a_surname_name_the_one_known_person() -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    await _entities(judge, "Handover: the Sandalwood project is now with Harpreet Gill.")
    await _entities(judge, "Welcome Siobhan McAllister and Benedict Teo to the team")
    assert "person:Harpreet Gill" in await _entities(judge, "Jarrod will report into H. Gill.")
    found = await _entities(judge, "Transfer: Siobhan M. moves to the Geelong office")
    assert "person:Siobhan McAllister" in found
    found = await _entities(judge, "Location: Perth (was Canberra) for Teo, Benedict")
    assert "person:Benedict Teo" in found


async def test_an_initial_shared_by_two_known_names_names_neither() -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    await _entities(judge, "Welcome Hannah Gill and Hamish Gill to the team")
    found = await _entities(judge, "Jarrod will report into H. Gill.")
    assert not any(e in found for e in ("person:Hannah Gill", "person:Hamish Gill"))


async def test_an_initial_alone_is_not_learnt_as_a_name() -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    await _entities(judge, "Location: Brisbane for Rohan. [updated by P. Bhattacharya]")
    await _entities(judge, "Welcome Priyanka Bhattacharya to the QA team")
    found = await _entities(judge, "Reporting: P. Bhattacharya (Priyanka) -> Rohan Deshpande.")
    assert "person:Priyanka Bhattacharya" in found
    assert "person:P. Bhattacharya" not in found


async def test_a_known_place_on_a_trip_is_no_base() -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    await _entities(judge, "Priyanka Bhattacharya is based in Hobart")
    found = await _entities(judge, "P. Bhattacharya is in Hobart this week for the client workshop")
    assert "place:Hobart" not in found
    assert "place:Spokane" in await _entities(judge, "So Farah packed up and went to Spokane.")


async def test_an_older_value_of_the_person_reached_stays_out_of_the_context(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Welcome Garrett Oduya to the platform team")
    clock.advance(days=1)
    await memory.remember("Colleen: So Garrett O. relocated to Des Moines, Iowa")
    clock.advance(days=3)
    await memory.remember("Uh Garrett is based out of Austin, Texas going forward")
    clock.advance(days=3)
    await memory.remember("DANA: um so Tamarack has a new owner, Garrett Oduya, anyway")
    clock.advance(hours=2)
    context = await memory.assemble_context(
        "where is the owner of Tamarack based?", token_budget=400, k=5
    )
    assert "Austin" in context.text
    assert "Des Moines" not in context.text


async def test_a_prefix_and_a_number_joined_by_a_hash_are_one_code() -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    assert "id:SUP#56807" in await _entities(judge, "SUP#56807 picked up, in progress")


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("location check: Larissa Fonseca → Wrocław", "place:Wrocław"),
        ("Tomasz moved to the Gdańsk office", "place:Gdańsk"),
        ("Rafaela is based in São Paulo now", "place:São Paulo"),
    ],
)
async def test_a_city_written_with_its_accents_is_a_place(text: str, place: str) -> None:
    assert place in await _entities(HeuristicJudge(clock=FixedClock(T0)), text)


def test_a_label_ending_with_a_field_word_is_a_field_not_a_speaker() -> None:
    assert split_speaker("Wawel Assurance PO: OC-423652")[0] is None
    assert split_speaker("Ana Lima: ok")[0] == "Ana Lima"


async def test_a_field_line_gives_the_code_of_the_thing_it_labels(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Wawel Assurance PO: OC-423652")
    for problem in ("webhook retries pile up", "SSO login loops"):
        clock.advance(days=2)
        await memory.remember(f"Wawel Assurance is seeing {problem}, filed as SUP#7{len(problem)}")
    hits = await memory.recall("which purchase order do we bill Wawel Assurance under?", k=1)
    assert "OC-423652" in hits[0].record.content


def test_a_surname_alone_and_the_full_name_are_one_subject_when_asked() -> None:
    old = MemoryRecord(namespace="calls", content="roster note: Holloway - location=Chicago",
                       entities=["name:Holloway", "place:Chicago"])  # fmt: skip
    new = MemoryRecord(namespace="calls", content="Marcus Holloway works out of Belo Horizonte",
                       entities=["person:Marcus Holloway", "place:Belo Horizonte"])  # fmt: skip
    mentions = ["person:Marcus Holloway", "name:Marcus", "name:Holloway"]
    hits = [ScoredRecord(old, 0.9), ScoredRecord(new, 0.5)]
    kept = latest_values(hits, frozenset({"place"}), mentions)
    assert [h.record.content for h in kept] == [new.content]


@pytest.mark.parametrize(
    "question", ["what is Ana's email address?", "韩梅的邮箱地址多少？", "想抄送刘洋，地址怎么写？"]
)
def test_an_email_address_asks_the_email_only(question: str) -> None:
    assert asked_kinds(question) == frozenset({"email"})


def test_an_email_and_a_home_address_ask_both() -> None:
    assert asked_kinds("Ana's email and home address?") == frozenset({"email", "address"})


def test_an_editors_own_phone_is_not_replaced_by_the_one_they_typed_for_someone() -> None:
    own = MemoryRecord(
        namespace="calls",
        content="Suresh Nair edited Wesley Chow: Mobile = (204) 987-2350",
        entities=["person:Suresh Nair", "person:Wesley Chow", "phone:2049872350"],
    )
    typed = MemoryRecord(
        namespace="calls",
        content="Wesley Chow edited Rachel Tan: Mobile = +1 780-838-4215",
        entities=["person:Wesley Chow", "person:Rachel Tan", "phone:17808384215"],
    )
    hits = [ScoredRecord(own, 0.5), ScoredRecord(typed, 0.6)]
    kept = latest_values(hits, frozenset({"phone"}), ["person:Wesley Chow", "name:Wesley"])
    assert own.content in [h.record.content for h in kept]


def test_a_speakers_label_is_not_a_word_that_names_an_anchors_owner() -> None:
    spoken = MemoryRecord(
        namespace="calls", content="EILIDH MACLEOD: The fix for SR-80782-B went out"
    )
    own = MemoryRecord(namespace="calls", content="Eilidh: my cell is 07470 915952")
    assert "EILIDH" not in _owners_words(spoken)
    assert "Eilidh" in _owners_words(own)


async def test_a_location_field_without_a_colon_names_a_place() -> None:
    found = await _entities(
        HeuristicJudge(clock=FixedClock(T0)),
        "PagerDuty: profile for Dana Kessler - location Pittsburgh",
    )
    assert "place:Pittsburgh" in found


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("@opsbot addr Vikram", "address"),
        ("@opsbot whereis Priyanka", "place"),
        ("loc of Ana?", "place"),
        ("Ana mob no?", "phone"),
        ("where does Marta's upline live?", "person"),
    ],
)
def test_a_bots_shorthand_asks_for_a_kind_of_value(question: str, kind: str) -> None:
    assert kind in asked_kinds(question, ["person:Vikram"])


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("home address on file for Arjun: al. Grunwaldzka 212/15", "al. Grunwaldzka 212/15"),
        ("new home address for Tomasz: os. Stefana Batorego 3/27", "os. Stefana Batorego 3/27"),
        ("Vikram moved house, new address is ul. Świdnicka 8/12", "ul. Świdnicka 8/12"),
    ],
)
async def test_a_polish_street_with_a_flat_number_is_an_address(text: str, address: str) -> None:
    found = await _entities(HeuristicJudge(clock=FixedClock(T0)), text)
    assert f"address:{address}" in found
    assert not any(e.startswith("date:") for e in found)
