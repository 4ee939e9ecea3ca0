"""A job, a team, a usual drink: attributes no entity names, recognised by their words.

Each case is a rule the quality suite's dev families exposed (most questions about jobs,
teams and drinks were missed: nothing marked the memories that answer them), asserted on
the public API with the offline judge on the reference tiers.
"""

from __future__ import annotations

import pytest
from support.phrasing import T0, phrasing_memory

from sfams_tiers import (
    FixedClock,
    TieredMemory,
)
from sfams_tiers._attributes import asked_attributes, attributes_of


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(T0)


@pytest.fixture
def memory(clock: FixedClock) -> TieredMemory:
    return phrasing_memory(clock)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Keisha's title is support engineer", {"role"}),
        ("And um Garrett is basically our frontend developer", {"role"}),
        ("Tomasz got promoted, staff engineer -> tech lead", {"role"}),
        ("黄欣然由前端工程师晋升为大客户经理", {"role"}),
        ("Camila is Marco's manager", set()),  # a relation between people
        ("Luc's new manager is Garrett", set()),
        ("Lucia will lead Halcyon", set()),  # a verb, not a title
        ("Ji-woo sits with Security now", {"team"}),
        ("Dariusz Mazur is one of the Mobile folks", {"team"}),
        ("周子豪在人力资源部，相关需求可以找TA", {"team"}),
        ("Dana joined the call late", set()),  # a team word and no team
        ("um Garrett is on PTO until Wednesday lol", set()),
        ("right so Brynn moved over to QA lead.", {"role"}),  # a job, not a team
        ("oh and Arjun is on Design Systems...", {"team"}),
        ("Just fyi Marcus moved to Payments.", {"team"}),
        ("Luc moved to Denver last week", set()),  # a place
        ("so I moved the sync to Thursday", set()),
        ("Callum is a peppermint tea person", {"drink"}),
        ("Ananya moved on from kopi-o kosong; it is masala chai now.", {"drink"}),
        ("I owe Keisha a coffee for that one", set()),  # a cup, not a preference
        ("黄婷戒生椰拿铁了", {"drink"}),
        ("郑凯文这阵子都点半糖珍奶", {"drink"}),
        ("郑凯文带了九份的伴手礼，放在茶水间大家自取", set()),  # the pantry
        ("Paloma's sourdough is elite as usual", set()),
    ],
)
def test_a_memory_states_an_attribute_only_with_its_value(text: str, kinds: set[str]) -> None:
    people = ("Keisha", "Marco", "Camila", "Luc", "Garrett", "Brynn")
    assert set(attributes_of(text, people)) == kinds


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Sorry, what hat does Owen wear?", "role"),
        ("what does Luc do here exactly?", "role"),
        ("罗娟的头衔是啥呀？", "role"),
        ("Random question, Hector Villanueva is in which group?", "team"),
        ("Where does Tomasz sit organisationally?", "team"),
        ("邓玉兰现在归哪个部门？", "team"),
        ("what's Hector's usual?", "drink"),
        ("Ok what should i grab Dariusz from the cafe?", "drink"),
        ("下午茶罗浩要什么？", "drink"),
    ],
)
def test_a_question_asks_for_an_attribute_in_other_words(question: str, kind: str) -> None:
    assert kind in asked_attributes(question)


async def test_the_newest_job_answers_whatever_the_question_calls_it(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Keisha Donnelly is based in Boise these days")
    old = await memory.remember("Keisha's title is support engineer, fyi")
    await memory.remember("Keisha's mobile is (208) 555-0108")
    clock.advance(days=20)
    new = await memory.remember("So Keisha got promoted, she's engineering manager now")
    clock.advance(days=2)
    await memory.remember("Keisha: my dog is losing it at the mail carrier, one sec")
    ids = [h.record.id for h in await memory.recall("Sorry, what hat does Keisha wear?", k=3)]
    assert ids[0] == new.id
    assert old.id not in ids


async def test_small_talk_about_a_cup_does_not_hide_the_usual_drink(
    memory: TieredMemory, clock: FixedClock
) -> None:
    await memory.remember("Nadine Boucher works out of Ottawa")
    usual = await memory.remember("Nadine is all about cortado, for anyone doing the run")
    clock.advance(days=5)
    await memory.remember("Nadine: I owe Keisha a coffee for that one, anyway")
    hits = await memory.recall("um I'm doing a coffee run, what does Nadine want?", k=2)
    assert usual.id in [h.record.id for h in hits]


async def test_a_move_between_cities_is_no_change_of_team(
    memory: TieredMemory, clock: FixedClock
) -> None:
    """ "left Bordeaux" names a place: it must not hide the newest team statement."""
    team = await memory.remember(
        "Please note Femi Balogun has transferred to Platform Engineering."
    )
    clock.advance(days=3)
    await memory.remember("Femi Balogun has left Bordeaux and is now working out of Antwerp.")
    hits = await memory.recall("Which team is Femi Balogun in these days?", k=3)
    assert team.id in [h.record.id for h in hits]


async def test_the_newest_team_comes_before_the_one_left(
    memory: TieredMemory, clock: FixedClock
) -> None:
    old = await memory.remember("yeah Farah Haddad is one of the Onboarding people")
    clock.advance(days=9)
    new = await memory.remember("Uh Farah Haddad left Onboarding and is on Platform now")
    hits = [h.record.id for h in await memory.recall("what team is Farah Haddad on?", k=3)]
    assert hits[0] == new.id
    assert old.id not in hits
