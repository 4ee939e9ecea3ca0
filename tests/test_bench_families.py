"""Every phrasing family keeps the Family contract, and the stream engine's ground truth holds.

These checks read no phrasing: they assert shapes (one line, subject named, pools
disjoint) so that the test families stay unread by whoever tunes the memory.
"""

from __future__ import annotations

import random
import re
from dataclasses import fields

import pytest

from sfams_tiers._bench._family import SLOTS, TICKET_STATES, Ask, Event, Lexicon
from sfams_tiers._bench._streams import generate_family_stream
from sfams_tiers._bench._suite import FAMILY_MODULES, load_family
from sfams_tiers._errors import InvalidQuery

MINIMUMS = {
    "people": 16, "projects": 6, "customers": 5, "teams": 6, "cities": 20, "addresses": 30,
    "roles": 10, "drinks": 10, "statuses": 6, "plans": 5, "problems": 10,
}  # fmt: skip


def _names_subject(text: str, subject: str) -> bool:
    if subject in text:
        return True
    # People may be named by first (or last) name.
    return any(part and part in text for part in re.split(r"[\s·]+", subject))


def test_there_are_six_families_three_of_them_test_and_two_chinese() -> None:
    families = [load_family(name) for name in FAMILY_MODULES]
    assert len(families) >= 6
    assert sum(f.split == "test" for f in families) >= 3
    assert {f.language for f in families} == {"en", "zh"}
    assert any(f.language == "zh" and f.split == "test" for f in families)
    assert [f.name for f in families] == list(FAMILY_MODULES)


def test_an_unknown_family_is_a_typed_error() -> None:
    with pytest.raises(InvalidQuery, match="not a family"):
        load_family("klingon")


@pytest.mark.parametrize("name", list(FAMILY_MODULES))
def test_the_lexicon_pools_are_big_enough_and_disjoint(name: str) -> None:
    lexicon = load_family(name).lexicon
    assert isinstance(lexicon, Lexicon)
    seen: dict[str, str] = {}
    for spec in fields(Lexicon):
        pool = getattr(lexicon, spec.name)
        assert len(pool) >= MINIMUMS[spec.name], spec.name
        assert len(set(pool)) == len(pool), spec.name
        for entry in pool:
            assert entry.strip(), spec.name
            assert entry not in seen, (spec.name, seen.get(entry))
            seen[entry] = spec.name


@pytest.mark.parametrize("name", list(FAMILY_MODULES))
def test_every_event_and_question_renders_as_one_line_naming_its_subject(name: str) -> None:
    family = load_family(name)
    rng = random.Random(3)
    lex = family.lexicon
    for slot, spec in SLOTS.items():
        if spec.subject == "ticket":
            subject = family.identifier("ticket", "", rng)
        else:
            pool = {"person": lex.people, "project": lex.projects, "customer": lex.customers}
            subject = rng.choice(pool[spec.subject])
        for _ in range(20):
            if spec.value == "identifier":
                value, old = (family.identifier(slot, subject, rng) for _ in range(2))
            elif spec.value == "date":
                value, old = "2024-05-17", "2024-04-02"
            elif spec.value == "ticket_state":
                value, old = TICKET_STATES[1], TICKET_STATES[0]
            else:
                value, old = rng.sample(getattr(lex, spec.value), 2)
            detail = f"{lex.problems[0]} | {lex.customers[0]}" if slot == "ticket" else None
            speaker = rng.choice(lex.people)
            events = [Event("state", slot, subject, value, None, speaker, detail)]
            if slot != "ticket":
                events += [
                    Event("update", slot, subject, value, old, speaker, detail),
                    Event("negate", slot, subject, None, old, speaker, detail),
                ]
            else:
                events.append(Event("resolve", slot, subject, "resolved", value, speaker, detail))
            for event in events:
                text = family.say(event, rng)
                assert text.strip(), (slot, event.kind)
                assert "\n" not in text, (slot, event.kind)
                assert len(text) < 300, (slot, event.kind)
                assert _names_subject(text, subject), (slot, event.kind)
            question = family.ask(Ask(slot, subject, None, detail), rng)
            assert question.strip()
            assert "\n" not in question
            assert _names_subject(question, subject), slot
    for via in ("manager", "owner"):
        for slot in ("city", "address", "phone"):
            start = rng.choice(lex.people if via == "manager" else lex.projects)
            assert _names_subject(family.ask(Ask(slot, start, via), rng), start)
    for _ in range(50):
        chatter = family.say(Event("chatter", None, None, None, None, rng.choice(lex.people)), rng)
        assert chatter.strip()
        assert "\n" not in chatter


@pytest.mark.parametrize("shape", ["team", "months"])
def test_a_stream_is_seeded_and_every_question_has_provenance(shape: str) -> None:
    family = load_family("template-en")
    one = generate_family_stream(family, sessions=30, seed=3, shape=shape)  # type: ignore[arg-type]
    two = generate_family_stream(family, sessions=30, seed=3, shape=shape)  # type: ignore[arg-type]
    assert [t.text for t in one.turns] == [t.text for t in two.turns]
    assert one.questions
    assert one.questions == two.questions
    texts = {t.id: t.text for t in one.turns}
    for question in one.questions:
        for fact, turn_id in zip(question.needs, question.evidence, strict=True):
            assert one.asserts(texts[turn_id], fact)
        for stale in question.stale_facts:
            assert stale not in question.needs
    kinds = {q.kind for q in one.questions}
    assert "anchor" in kinds
    assert "current" in kinds
    noise = sum(t.kind == "noise" for t in one.turns) / len(one.turns)
    assert noise > 0.5  # most turns are chit-chat


def test_identifier_slots_are_asked_as_anchors_at_the_end() -> None:
    stream = generate_family_stream(load_family("template-en"), sessions=40, seed=5)
    last = len(stream.turns) - 1
    anchors = [q for q in stream.questions if q.kind == "anchor"]
    assert anchors
    assert all(q.asked_after == last for q in anchors)
    # Stated once in the first sessions (a tenth of them, at least three).
    sessions = {t.id: t.session for t in stream.turns}
    assert all(sessions[turn_id] < 4 for q in anchors for turn_id in q.evidence)
