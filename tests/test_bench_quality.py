"""The quality benchmark (`sfams bench quality`) and the LoCoMo loader (`sfams bench locomo`)."""

from __future__ import annotations

import json
import re
from dataclasses import astuple
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfams_tiers import HashEmbedder, InvalidInput
from sfams_tiers._bench import (
    Fact,
    KeepEverything,
    LocomoDataError,
    Question,
    SfamsSystem,
    SlidingWindow,
    Stream,
    Turn,
    generate_stream,
    load_locomo,
    parse_locomo,
    run_locomo,
    run_stream,
    score_question,
)
from sfams_tiers._bench._quality import asserts
from sfams_tiers._context import pack
from sfams_tiers._tokens import EstimatingCounter
from sfams_tiers.cli import cli

FIXTURE = Path(__file__).parent / "data" / "locomo_tiny.json"
T0 = datetime(2024, 1, 8, 9, 0, tzinfo=UTC)


# -- the generator ----------------------------------------------------------------------
def test_same_seed_same_stream_and_other_seed_other_stream() -> None:
    first, again, other = (generate_stream(30, 1), generate_stream(30, 1), generate_stream(30, 2))
    assert first == again
    assert [t.text for t in first.turns] != [t.text for t in other.turns]


def test_stream_shape_covers_every_kind() -> None:
    stream = generate_stream(200, 7)
    assert len({t.session for t in stream.turns}) == 200
    kinds = {t.kind for t in stream.turns}
    assert {"noise", "fact", "update", "ticket", "anchor"} <= kinds
    assert sum(t.kind == "noise" for t in stream.turns) > len(stream.turns) / 2
    assert {q.kind for q in stream.questions} == {"current", "2hop", "anchor", "resolved-state"}
    # Interleaved: many questions are asked before the last turn.
    assert sum(q.asked_after < len(stream.turns) - 1 for q in stream.questions) > 50
    times = [t.time for t in stream.turns]
    assert times == sorted(times)
    gaps = {
        b.time.date() - a.time.date() for a, b in zip(stream.turns, stream.turns[1:], strict=False)
    }
    assert gaps <= {timedelta(0), timedelta(days=1), timedelta(days=2)}


@pytest.mark.parametrize("seed", [7, 11])
def test_every_answer_was_stated_last_before_its_question(seed: int) -> None:
    stream = generate_stream(120, seed)
    turns = stream.turns
    for question in stream.questions:
        evidence = [turns[int(e[1:])] for e in question.evidence]
        assert all(t.index <= question.asked_after for t in evidence), question
        for fact in question.needs:
            assert any(asserts(t.text, fact) for t in evidence), (question, fact)
        # No statement of the same subject with a rival value comes after the evidence.
        for fact in question.needs:
            rivals = [f.value for f in question.stale_facts if f.subject == fact.subject]
            said = [
                t
                for t in turns[: question.asked_after + 1]
                if any(asserts(t.text, Fact(fact.subject, v)) for v in (fact.value, *rivals))
            ]
            assert said, question
            assert asserts(said[-1].text, fact), (question, said[-1].text)
        assert question.answer not in question.stale


# -- scoring and the baselines on a stream small enough to work out by hand --------------
def _turn(index: int, text: str) -> Turn:
    return Turn(f"t{index}", index, 0, "bob", text, T0 + timedelta(minutes=index), "fact")


def _tiny_stream() -> Stream:
    texts = [
        "Priya is based in Lisbon.",
        "Pizza on Thursday?",
        "Update: Priya is now based in Porto.",
        "The printer is jammed, again.",
    ]
    early = Question(
        "q0", "Where is Priya based?", "current", "Priya", "Lisbon", (), ("t0",),
        (Fact("Priya", "Lisbon"),), (), 1,
    )  # fmt: skip
    late = Question(
        "q1", "Where is Priya based?", "current", "Priya", "Porto", ("Lisbon",), ("t2",),
        (Fact("Priya", "Porto"),), (Fact("Priya", "Lisbon"),), 3,
    )  # fmt: skip
    return Stream(1, 1, tuple(_turn(i, t) for i, t in enumerate(texts)), (early, late))


def test_score_question_reads_stale_and_current_facts() -> None:
    question = _tiny_stream().questions[1]
    stale_first = ["Priya is based in Lisbon.", "Update: Priya is now based in Porto."]
    assert astuple(score_question(question, stale_first, "", 5)) == (True, True, False)
    correction = ["Actually, Priya is not based in Lisbon, Priya is based in Porto."]
    assert astuple(score_question(question, correction, correction[0], 5)) == (True, False, True)
    assert astuple(score_question(question, stale_first[::-1], "", 1)) == (True, False, False)
    assert not score_question(question, ["Pizza on Thursday?"], "", 5).hit


async def test_keep_everything_metrics_by_hand() -> None:
    counter = EstimatingCounter()
    system = KeepEverything(HashEmbedder(64), counter)
    result = await run_stream(system, _tiny_stream(), k=5, budget=400, counter=counter)
    # q0: both turns so far fit: Lisbon is current -> hit. q1: all four fit: Porto is
    # there (hit), and so is the stale Lisbon statement (leak).
    assert (result.current_hit_at_k, result.stale_leak_rate) == (1.0, 1.0)
    assert (result.two_hop_hit_rate, result.anchor_recall, result.resolved_hit_at_k) == (
        None,
        None,
        None,
    )
    assert result.live_size == 4
    assert result.questions == 2
    # Tokens: the packed blocks of two and of four turns, averaged.
    assert 0 < result.mean_context_tokens <= 400


async def test_sliding_window_metrics_by_hand() -> None:
    counter = EstimatingCounter()
    system = SlidingWindow(counter, window=1)
    result = await run_stream(system, _tiny_stream(), k=5, budget=400, counter=counter)
    # The window holds only the turn just said: chatter both times.
    assert (result.current_hit_at_k, result.stale_leak_rate) == (0.0, 0.0)
    assert result.live_size == 1
    hits = [
        # What the window serves at q0 is exactly the one chatter turn, packed.
        (await system.retrieve("anything", 5, 400)).texts
    ]
    assert hits == [["The printer is jammed, again."]]


async def test_sliding_window_sized_by_budget_fits_the_budget() -> None:
    counter = EstimatingCounter()
    system = SlidingWindow(counter)
    for i in range(200):
        await system.ingest(_turn(i, f"Chatter number {i} about lunch."))
    got = await system.retrieve("lunch?", 5, 300)
    assert got.texts[0] == "Chatter number 199 about lunch."
    assert 1 < len(got.texts) < 200
    assert counter.count(got.context) <= 300
    assert await system.live_size() == len(got.texts)


async def test_keep_everything_packs_with_the_shared_renderer() -> None:
    counter = EstimatingCounter()
    system = KeepEverything(HashEmbedder(64), counter)
    for i, text in enumerate(["Priya is based in Lisbon.", "Pizza on Thursday?"]):
        await system.ingest(_turn(i, text))
    got = await system.retrieve("Where is Priya based?", 1, 400)
    assert got.texts == ["Priya is based in Lisbon."]
    assert got.context.startswith("<memory-context>")
    assert got.tokens == counter.count(got.context)
    empty = pack([], 400, counter=counter)
    assert empty.text == ""


# -- sfams end to end --------------------------------------------------------------------
async def test_sfams_leaks_less_stale_and_keeps_less_live_than_keep_everything() -> None:
    stream = generate_stream(20, 7)
    counter = EstimatingCounter()
    embedder = HashEmbedder(256)
    sfams = await SfamsSystem.open(embedder, stream.turns[0].time, counter=counter)
    try:
        ours = await run_stream(sfams, stream, k=5, budget=400, counter=counter)
    finally:
        await sfams.aclose()
    keep = await run_stream(
        KeepEverything(embedder, counter), stream, k=5, budget=400, counter=counter
    )
    assert sfams.maintain_runs >= 3
    assert ours.stale_leak_rate is not None
    assert keep.stale_leak_rate is not None
    assert ours.stale_leak_rate < keep.stale_leak_rate
    # Not "fewer tokens": assemble_context fills the budget with one-hop neighbours,
    # keep-everything packs exactly k (see the quality README); both stay in budget.
    assert 0 < ours.mean_context_tokens <= 400
    assert 0 < keep.mean_context_tokens <= 400
    assert ours.live_size < keep.live_size == len(stream.turns)


# -- the CLI -----------------------------------------------------------------------------
def _invoke(*args: str) -> str:
    # Five systems side by side need a wide terminal (an 80-column one wraps the cells).
    runner = CliRunner(env={"COLUMNS": "200"})
    result = runner.invoke(cli, list(args), obj={}, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_cli_quality_prints_the_family_tables_and_json() -> None:
    args = ["bench", "quality", "--sessions", "6", "--months-sessions", "4", "--seed", "3"]
    table = _invoke(*args, "--family", "template-en", "--family", "forum-zh")
    labels = ["current-value hit@k", "stale-value leak rate", "2-hop hit rate"]
    labels += ["anchor recall", "mean context tokens", "live-tier size", "evidence recall@10"]
    for label in labels:
        assert label in table
    assert re.search(
        r"sfams-tiers .* sfams-tiers dense .* keep-everything .* recency-weighted", table
    )
    assert "dev vs test means" in table
    data = json.loads(_invoke(*args, "--family", "slack-en", "--shape", "team", "--json"))
    [family] = data["families"]
    assert family["family"] == "slack-en"
    assert family["split"] == "dev"
    systems = {"sfams-tiers", "sfams-tiers dense", "keep-everything", "recency-weighted"}
    assert set(family["systems"]) == systems
    assert family["systems"]["keep-everything"]["live_size"] == family["turns"]
    assert data["splits"]["team"]["dev"]["sfams-tiers"]["current_hit_at_k"] is not None
    listed = _invoke("bench", "quality", "--list", "--split", "test")
    assert "forum-zh\ttest\tzh" in listed
    assert "template-en" not in listed


def test_cli_quality_refuses_an_unknown_family() -> None:
    result = CliRunner().invoke(cli, ["bench", "quality", "--family", "nope"])
    assert result.exit_code == 2
    assert "not a family" in result.output


def test_cli_locomo_json_and_missing_file(tmp_path: Path) -> None:
    data = json.loads(_invoke("bench", "locomo", "--data", str(FIXTURE), "--json"))
    assert data["questions"] == 5
    assert set(data["systems"]) == {"sfams-tiers", "sfams-tiers dense", "keep-everything"}
    result = CliRunner().invoke(cli, ["bench", "locomo", "--data", str(tmp_path / "x.json")])
    assert result.exit_code == 2
    assert "does not exist" in result.output


# -- LoCoMo ------------------------------------------------------------------------------
def test_locomo_fixture_loads() -> None:
    samples = load_locomo(FIXTURE)
    assert [s.sample_id for s in samples] == ["tiny-1", "tiny-2"]
    first, second = samples
    assert first.speakers == ("Caroline", "Melanie")
    assert first.sessions == (1, 2, 3)
    assert (len(first.turns), len(second.turns)) == (10, 5)
    assert first.turns[0].time == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert first.turns[1].time == datetime(2023, 5, 8, 13, 57, tzinfo=UTC)
    assert first.turns[0].text == "Caroline: Hey Mel! Good to see you! How have you been?"
    painted = next(t for t in first.turns if t.dia_id == "D2:3")
    assert painted.text.endswith("[shares a photo of a painting of a lake at sunrise]")
    assert [q.category for q in first.answerable()] == [2, 4, 1]  # category 5 left out
    assert second.questions[1].evidence == ("D1:2", "D2:1")


async def test_locomo_keep_everything_with_room_for_everything_recalls_all() -> None:
    samples = load_locomo(FIXTURE)
    report = await run_locomo(samples, HashEmbedder(64), k=50, budget=100_000)
    keep = report.systems["keep-everything"]
    assert (report.questions, report.skipped) == (5, 0)
    assert keep["questions"] == 5
    assert keep["recall_at_k"] == 1.0
    assert keep["live_size"] == 15
    ours = report.systems["sfams-tiers"]
    assert ours["questions"] == 5
    assert 0.0 <= ours["recall_at_k"] <= 1.0
    assert ours["mean_context_tokens"] > 0


async def test_locomo_recall_counts_evidence_fractions() -> None:
    samples = load_locomo(FIXTURE)
    report = await run_locomo(samples[1:], HashEmbedder(256), k=1, budget=100_000)
    keep = report.systems["keep-everything"]
    # Two questions with two evidence turns each: one retrieved memory finds at most one.
    assert keep["questions"] == 2
    assert keep["recall_at_k"] <= 0.5


def _fixture_data() -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(FIXTURE.read_text())
    return data


def test_locomo_errors_name_the_file_sample_and_key(tmp_path: Path) -> None:
    with pytest.raises(LocomoDataError, match="does not exist"):
        load_locomo(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("[{not json")
    with pytest.raises(LocomoDataError, match="not valid JSON"):
        load_locomo(bad)
    data = _fixture_data()
    del data[1]["qa"]
    with pytest.raises(LocomoDataError, match=r"tiny-2.*'qa'") as caught:
        parse_locomo(data)
    assert isinstance(caught.value, InvalidInput)
    data = _fixture_data()
    del data[0]["conversation"]["session_2_date_time"]
    with pytest.raises(LocomoDataError, match="session_2_date_time"):
        parse_locomo(data)
    data = _fixture_data()
    del data[0]["conversation"]["session_1"][2]["dia_id"]
    with pytest.raises(LocomoDataError, match=r"tiny-1.*session_1\[2\].*'dia_id'"):
        parse_locomo(data)
    with pytest.raises(LocomoDataError, match="JSON list"):
        parse_locomo({"sample_id": "x"})
