"""HeuristicJudge: entities, gazetteer, type priors, importance, relations, review, summaries."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sfams_tiers import FixedClock, MemoryRecord
from sfams_tiers._errors import InvalidInput
from sfams_tiers._judge import HeuristicJudge, Judge, Verdict
from sfams_tiers._judge._entities import Gazetteer, find_entities
from sfams_tiers._models import MEMORY_TYPES, normalize_entity

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
ADA = (
    "Customer Ada Lovelace reported order A-1042 arrived damaged; call +1 415 555 0100 or "
    "Ada@Example.com before 3 March 2026, refund $1,200"
)


@pytest.fixture
def judge() -> HeuristicJudge:
    return HeuristicJudge(clock=FixedClock(T0))


def rec(content: str, minutes: int = 0, type: str = "fact", **fields: Any) -> MemoryRecord:  # noqa: A002
    created = T0 + timedelta(minutes=minutes)
    return MemoryRecord(
        namespace="team-a", content=content, type=type, created_at=created, **fields
    )


def test_is_a_judge(judge: HeuristicJudge) -> None:
    assert isinstance(judge, Judge)


# --- entities ------------------------------------------------------------------------


async def test_extracts_every_kind_from_a_realistic_sentence(judge: HeuristicJudge) -> None:
    x = await judge.extract(ADA, namespace="team-a")
    assert x.entities == (
        "customer:Ada Lovelace",
        "order:A-1042",
        "phone:+14155550100",
        "email:ada@example.com",
        "date:2026-03-03",
        "money:USD 1200.00",
    )
    assert x.key_entities == x.entities[:4]
    assert x.type == "deadline"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Where is order #1042?", ["order:1042"]),
        ("ORD-2211 was split", ["order:ORD-2211"]),
        ("see ticket T-88 and ticket #88", ["ticket:T-88", "ticket:88"]),
        ("issue 4521 relates to INC-9921", ["ticket:4521", "ticket:INC-9921"]),
        ("Badge AB-1234-XY is lost", ["id:AB-1234-XY"]),
        (
            "run 0190C8E4-0000-7000-8000-00000000000A failed",
            ["id:0190c8e4-0000-7000-8000-00000000000a"],
        ),
        ("Call (415) 555-0100 now", ["phone:4155550100"]),
        ("Launch on 2026-03-03, review 03/04/2026", ["date:2026-03-03", "date:2026-03-04"]),
        ("Kickoff is March 3rd", ["date:2026-03-03"]),
        (
            "It cost 1200 EUR plus €50 and £7.5",
            ["money:EUR 1200.00", "money:EUR 50.00", "money:GBP 7.50"],
        ),
        ("Budget is $2.5k", ["money:USD 2500.00"]),
        ("We met Priya Patel in New York", ["person:Priya Patel", "place:New York"]),
        ("Ask Priya Patel, she is Austin-based", ["person:Priya Patel", "place:Austin"]),
        ("Tunde left Mobile for Web Frontend", ["name:Tunde", "name:Mobile", "name:Web Frontend"]),
        ("charge it to cost centre 4410-22", ["id:4410-22"]),
        ("use account 8830-112, GL 6120", ["id:8830-112", "id:6120"]),
        ("PO-2024-5531 was approved", ["order:PO-2024-5531"]),
        ("phone: (020) 7946 0958 or 0412 345 678", ["phone:02079460958", "phone:0412345678"]),
        ("采购订单号：4500012345", ["order:4500012345"]),
        ("成本中心编号为 7730", ["id:7730"]),
        ("we have no 2024 plans", []),
        ("各位同事好，曹宇航的手机：152 7140 4724。", ["person:曹宇航", "phone:15271404724"]),
        ("客户恒远金融订阅的企业版", ["company:恒远金融", "plan:企业版"]),
        ("Blue Heron Labs is on the Starter plan", ["name:Blue Heron Labs", "plan:Starter"]),
        ("PO ref for Pemberton Foods: 4500035425.", ["name:Pemberton Foods", "order:4500035425"]),
        ("We had 2023 2024 2025 budgets", []),
        ("Project Orion needs the customer Ada", ["project:Orion", "customer:Ada"]),
        ("Thanks Priya! See you on Monday in March.", ["name:Priya"]),
        ("The sky is blue", []),
        ("Bramble & Finch opened PO 7781-B", ["name:Bramble & Finch", "order:7781-B"]),
        ("Cost centre for Halcyon is 4471.", ["name:Halcyon", "id:4471"]),
        ("合同对应订单号：CG-2024-7778。", ["order:CG-2024-7778"]),
        ("Logged as INC7715361 under ticket REF-2231", ["id:INC7715361", "ticket:REF-2231"]),
        ("北斗相关支出走6578-452。", ["id:6578-452"]),
        ("pages 100-200 of the 2019-2024 report", []),
        ("Email Dr. Okafor or Ms Vogt", ["person:Okafor", "person:Vogt"]),
        ("Invoices to Vandermolen BV", ["name:Vandermolen BV"]),
        ("项目的电话", []),
        ("Declan is now living at 73 Hawthorn Rise", ["name:Declan", "address:73 Hawthorn Rise"]),
    ],
)
def test_entity_patterns(text: str, expected: list[str]) -> None:
    assert find_entities(text, today=T0.date()) == expected


def test_a_date_without_a_year_is_the_nearest_one() -> None:
    assert find_entities("due 3 March", today=T0.date()) == ["date:2026-03-03"]
    # In December, "3 January" is next month, not eleven months ago.
    assert find_entities("due 3 January", today=T0.date().replace(month=12)) == ["date:2027-01-03"]


def test_impossible_dates_are_dropped() -> None:
    assert find_entities("on 2026-02-30 and 31 April", today=T0.date()) == []


# --- gazetteer -----------------------------------------------------------------------


async def test_bare_mention_resolves_to_a_known_entity(judge: HeuristicJudge) -> None:
    assert (await judge.extract("Orion is late", namespace="team-a")).entities == ()
    await judge.extract("Project Orion kicked off", namespace="team-a")
    x = await judge.extract("orion is late again", namespace="team-a")
    assert x.entities == ("project:Orion",)


async def test_gazetteer_does_not_cross_namespaces(judge: HeuristicJudge) -> None:
    await judge.extract("Project Orion kicked off", namespace="team-a")
    x = await judge.extract("Orion is late", namespace="team-b")
    assert "project:Orion" not in x.entities


async def test_known_entities_seed_the_gazetteer_and_keep_their_case(judge: HeuristicJudge) -> None:
    x = await judge.extract("PRIYA booked the room", namespace="team-a", known=["person:Priya"])
    assert x.entities == ("person:Priya",)
    judge.observe("team-a", ["project:orion"])
    assert (await judge.extract("Orion slipped", namespace="team-a")).entities == ("project:orion",)


async def test_a_specific_kind_refines_a_bare_name(judge: HeuristicJudge) -> None:
    await judge.extract("We met Priya Patel", namespace="team-a")
    judge.observe("team-a", ["person:priya patel"])
    x = await judge.extract("Priya Patel approved it", namespace="team-a")
    assert x.entities == ("person:Priya Patel",)


def test_gazetteer_is_bounded_lru() -> None:
    gazetteer = Gazetteer(max_names=2)
    gazetteer.add("team-a", ["project:Orion", "team:Core"])
    gazetteer.lookup("team-a")  # a lookup does not refresh; a new add does
    gazetteer.add("team-a", ["project:Orion", "city:Paris"])
    assert set(gazetteer.lookup("team-a")) == {"orion", "paris"}


async def test_extract_rejects_a_bad_namespace(judge: HeuristicJudge) -> None:
    with pytest.raises(InvalidInput, match="namespace"):
        await judge.extract("hello", namespace="Team A")


# --- types and importance ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The report is due Friday", "deadline"),
        ("Ship it by Monday", "deadline"),
        ("I will send the slides tomorrow", "commitment"),
        ("We promise a reply within a day", "commitment"),
        ("We decided to use Postgres", "decision"),
        ("The team agreed to weekly demos", "decision"),
        ("Priya prefers tea over coffee", "preference"),
        ("Our goal is ten thousand users", "goal"),
        ("todo: rotate the API keys", "task"),
        ("Please review the contract", "task"),
        ("Ticket #88 is open", "state"),
        ("The migration is in progress", "state"),
        ("We met the Acme team yesterday", "event"),
        ("Contract signed on 2025-12-01", "event"),
        ("hi thanks lol", "dialogue"),
        ("Good morning team!", "dialogue"),
        ("Paris is the capital of France", "fact"),
    ],
)
async def test_type_priors(judge: HeuristicJudge, text: str, expected: str) -> None:
    assert (await judge.extract(text, namespace="team-a")).type == expected


async def test_importance_ordering(judge: HeuristicJudge) -> None:
    deadline = await judge.extract("Order A-1042 must ship by 3 March 2026", namespace="team-a")
    fact = await judge.extract("Paris is the capital of France", namespace="team-a")
    chatter = await judge.extract("hi thanks lol", namespace="team-a")
    assert deadline.importance > fact.importance > chatter.importance
    assert deadline.importance >= 0.8
    assert chatter.importance <= 0.1


async def test_assess_importance_is_the_extract_rule(judge: HeuristicJudge) -> None:
    x = await judge.extract(ADA, namespace="team-a")
    again = await judge.assess_importance(ADA, type=x.type, entities=x.entities)
    assert again == x.importance
    plain = await judge.assess_importance("Shipment arrived", type="fact", entities=[])
    with_id = await judge.assess_importance("Shipment arrived", type="fact", entities=["order:A-1"])
    assert with_id > plain


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=400))
async def test_extract_never_raises_and_returns_valid_values(text: str) -> None:
    judge = HeuristicJudge(clock=FixedClock(T0))
    x = await judge.extract(text, namespace="team-a")
    assert all(normalize_entity(e) == e for e in x.entities)
    assert set(x.key_entities) <= set(x.entities)
    assert len(set(x.entities)) == len(x.entities)
    assert 0.0 <= x.importance <= 1.0
    assert x.type in MEMORY_TYPES
    assert await judge.extract(text, namespace="team-a") == x  # deterministic


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "Order",
                "A-1042",
                "+1",
                "415",
                "555",
                "0100",
                "3",
                "March",
                "$1,200",
                "Priya",
                "Patel",
                "ticket",
                "#88",
                "is",
                "now",
                "not",
                ".",
                "2026-03-03",
            ]
        ),
        max_size=30,
    )
)
async def test_extract_on_entity_like_word_soup(tokens: list[str]) -> None:
    x = await HeuristicJudge(clock=FixedClock(T0)).extract(" ".join(tokens), namespace="team-a")
    assert all(normalize_entity(e) == e for e in x.entities)
    assert 0.0 <= x.importance <= 1.0


# --- relations -----------------------------------------------------------------------


async def verdict(judge: HeuristicJudge, old: MemoryRecord, new: MemoryRecord) -> Verdict | None:
    verdicts = await judge.classify_relation(new, [old])
    assert len(verdicts) <= 1
    return verdicts[0] if verdicts else None


@pytest.mark.parametrize(
    ("old", "old_type", "new", "kind"),
    [
        ("Priya's location is Paris", "fact", "Priya's location is Berlin", "updates"),
        ("Priya's location is Paris", "fact", "Priya's location is now Berlin", "updates"),
        (
            "The launch deadline is March 3",
            "deadline",
            "Launch deadline moved to March 10",
            "updates",
        ),
        ("Priya's location is Paris", "fact", "Priya's location is not Paris", "negates"),
        ("The demo with Acme is on Friday", "event", "The demo with Acme is cancelled", "negates"),
        ("Ticket #88 is open: login fails", "state", "Ticket #88 is resolved", "resolves"),
        ("Order A-1042 arrived damaged", "state", "Refund for order A-1042 done", "resolves"),
        ("Need to write the Q3 report", "task", "Finished the Q3 report", "completes"),
        (
            "Goal: migrate Project Orion to Postgres",
            "goal",
            "Orion migration completed",
            "completes",
        ),
    ],
)
async def test_relation_positive(
    judge: HeuristicJudge, old: str, old_type: str, new: str, kind: str
) -> None:
    older = rec(old, 0, old_type)
    got = await verdict(judge, older, rec(new, 5))
    assert got is not None
    assert (got.kind, got.target) == (kind, older.id)
    assert 0.6 <= got.confidence <= 1.0
    assert got.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Priya's location is Paris", "Priya works on Orion"),  # different attribute
        ("I like green tea", "Order A-1042 shipped"),  # unrelated
        ("Priya's location is Paris", "Priya's location is Paris"),  # a duplicate, no conflict
        ("Ticket #88 is resolved", "Ticket #12 is resolved"),  # different tickets
    ],
)
async def test_relation_negative(judge: HeuristicJudge, old: str, new: str) -> None:
    assert await verdict(judge, rec(old, 0, "state"), rec(new, 5)) is None


async def test_cue_plus_frame_is_more_confident_than_frame_alone(judge: HeuristicJudge) -> None:
    old = rec("Priya's location is Paris", 0)
    cue = await verdict(judge, old, rec("Priya's location is now Berlin", 5))
    plain = await verdict(judge, old, rec("Priya's location is Berlin", 5))
    assert cue is not None
    assert plain is not None
    assert cue.confidence > plain.confidence


async def test_only_older_candidates_and_never_itself(judge: HeuristicJudge) -> None:
    old = rec("Priya's location is Paris", 0)
    new = rec("Priya's location is now Berlin", 5)
    assert await judge.classify_relation(old, [new]) == []
    assert await judge.classify_relation(new, [new]) == []
    same_time = rec("Priya's location is Rome", 5)
    # Same created_at: the id (time ordered) decides which one is older.
    assert [v.target for v in await judge.classify_relation(same_time, [new])] == [new.id]
    assert await judge.classify_relation(new, [same_time]) == []


async def test_one_verdict_per_matching_candidate(judge: HeuristicJudge) -> None:
    paris = rec("Priya's location is Paris", 0)
    orion = rec("Priya works on Orion", 1)
    tea = rec("I like green tea", 2)
    new = rec("Priya's location is now Berlin", 5)
    verdicts = await judge.classify_relation(new, [paris, orion, tea])
    assert [(v.kind, v.target) for v in verdicts] == [("updates", paris.id)]


# --- forget review -------------------------------------------------------------------


async def test_review_vetoes_identifiers_and_future_deadlines(judge: HeuristicJudge) -> None:
    refund = rec("Refund order A-1042", 0, importance=0.8)
    small_order = rec("Order A-7 note", 1, importance=0.3)
    ahead = rec("Launch deadline is 2026-03-03", 2, "deadline", importance=0.2)
    past = rec("Launch deadline was 2025-03-03", 3, "deadline", importance=0.2)
    chat = rec("hi there", 4, "dialogue", importance=0.05)
    review = await judge.review_forget_batch([refund, small_order, ahead, past, chat])
    assert review.keep == {refund.id, ahead.id}
    assert review.vetoed
    assert review.reason


async def test_review_without_veto(judge: HeuristicJudge) -> None:
    superseded = rec(
        "We promise delivery by 2026-03-03",
        0,
        "commitment",
        superseded_by=rec("x").id,
    )
    review = await judge.review_forget_batch([rec("hi", 1, "dialogue"), superseded])
    assert not review.vetoed


# --- summaries -----------------------------------------------------------------------


CLUSTER = [
    rec("Project Orion status is amber. Budget is $40,000.", 0, "state", importance=0.3),
    rec("Orion kickoff happened with Priya Patel on 2026-01-02.", 5, "event", importance=0.4),
    rec("lol ok", 6, "dialogue", importance=0.1),
    rec("Project Orion status is green.", 10, "state", importance=0.3),
    rec("Project Orion status is green.", 11, "state", importance=0.3),
]


async def test_summary_keeps_the_informative_newest_state(judge: HeuristicJudge) -> None:
    text = await judge.summarize(CLUSTER, max_chars=600)
    assert text.startswith("About project:Orion: ")
    assert "Priya Patel" in text
    assert "$40,000" in text
    assert "green" in text
    assert "amber" not in text
    assert text.count("green") == 1  # deduplicated
    assert "lol" not in text


@pytest.mark.parametrize("max_chars", [1, 10, 40, 80, 600])
async def test_summary_length_bound_and_word_boundary(
    judge: HeuristicJudge, max_chars: int
) -> None:
    full = await judge.summarize(CLUSTER, max_chars=10_000)
    text = await judge.summarize(CLUSTER, max_chars=max_chars)
    assert len(text) <= max_chars
    if len(full) > max_chars:
        assert text.endswith("…")
        assert full.startswith(text[:-1].rstrip(" ,;:-"))
        if max_chars >= 40:
            assert full[len(text) - 1] in " ,;:-"  # cut between words


async def test_summary_is_deterministic_and_order_independent(judge: HeuristicJudge) -> None:
    first = await judge.summarize(CLUSTER, max_chars=200)
    assert await judge.summarize(list(reversed(CLUSTER)), max_chars=200) == first
    assert await HeuristicJudge(clock=FixedClock(T0)).summarize(CLUSTER, max_chars=200) == first


async def test_summary_edge_cases(judge: HeuristicJudge) -> None:
    assert await judge.summarize([], max_chars=100) == ""
    with pytest.raises(InvalidInput, match="max_chars"):
        await judge.summarize(CLUSTER, max_chars=0)
