"""People named without a cue, and contact lines whose owner is their label.

Rules the sixth session's fresh dev families (texts-en, crm-en, memo-zh) and tracker-en
exposed, asserted on the public API with the offline judge on the reference tiers.
"""

from __future__ import annotations

import pytest
from support.phrasing import T0, phrasing_memory

from sfams_tiers import FixedClock, TieredMemory
from sfams_tiers._judge import HeuristicJudge
from sfams_tiers._judge._given import is_given_name


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
