"""Dedupe never loses a different fact: only a restatement of the same words merges.

A property test builds pairs of memories that differ in exactly one meaningful token (a
number, a date, a weekday, an identifier, a name, a negation, a currency, a CJK
character) and stores both, with the judge on and off: both must be stored. Pairs that
differ only in case, punctuation, spacing or filler words must merge.
"""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sfams_tiers import (
    FixedClock,
    HashEmbedder,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    TieredMemory,
    Tiers,
)
from sfams_tiers._judge import HeuristicJudge
from sfams_tiers._restatement import restates

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

# (template, a value, another value of the same kind)
SWAPS: dict[str, tuple[str, st.SearchStrategy[tuple[str, str]]]] = {}

_NUMBERS = st.tuples(st.integers(0, 99_999), st.integers(0, 99_999)).filter(lambda p: p[0] != p[1])
_WEEKDAYS = st.permutations(
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
).map(lambda days: (days[0], days[1]))
_NAMES = st.permutations(["Goran", "Uma", "Yara Moretti", "Paloma", "王芳", "李伟"]).map(
    lambda names: (names[0], names[1])
)
_IDS = st.tuples(st.sampled_from(["PO", "CC", "INC", "T"]), _NUMBERS).map(
    lambda t: (f"{t[0]}-{t[1][0]}", f"{t[0]}-{t[1][1]}")
)
_DATES = st.tuples(st.dates(), st.dates()).filter(lambda p: p[0] != p[1])
_CURRENCIES = st.permutations(["$", "€", "£", "¥"]).map(lambda c: (c[0], c[1]))
_CITIES_ZH = st.permutations(["成都", "上海", "杭州", "深圳", "北京"]).map(lambda c: (c[0], c[1]))


def _pairs() -> st.SearchStrategy[tuple[str, str]]:
    return st.one_of(
        _NUMBERS.map(
            lambda p: (f"The rack holds {p[0]} servers", f"The rack holds {p[1]} servers")
        ),
        _WEEKDAYS.map(
            lambda d: (
                f"Goran will be away from {d[0]} until the next Saturday.",
                f"Goran will be away from {d[1]} until the next Saturday.",
            )
        ),
        _NAMES.map(
            lambda n: (
                f"{n[0]} mentioned that Docker builds are slow",
                f"{n[1]} mentioned that Docker builds are slow",
            )
        ),
        _IDS.map(
            lambda i: (
                f"The budget code for Atlas is {i[0]}",
                f"The budget code for Atlas is {i[1]}",
            )
        ),
        _DATES.map(
            lambda d: (
                f"The audit is scheduled for {d[0]:%Y-%m-%d}",
                f"The audit is scheduled for {d[1]:%Y-%m-%d}",
            )
        ),
        _CURRENCIES.map(
            lambda c: (f"The licence costs {c[0]}500 a year", f"The licence costs {c[1]}500 a year")
        ),
        st.just(("Katya reports to Boris", "Katya doesn't report to Boris")),
        st.just(("The build is green", "The build is not green")),
        _CITIES_ZH.map(lambda c: (f"王芳现在在{c[0]}办公", f"王芳现在在{c[1]}办公")),
    )


def _memory(judge: bool) -> TieredMemory:
    return TieredMemory(
        Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive()),
        HashEmbedder(256),
        namespace="team-a",
        clock=FixedClock(T0),
        judge=HeuristicJudge() if judge else None,
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pair=_pairs(), judge=st.booleans())
async def test_texts_differing_in_one_meaningful_token_are_both_stored(
    pair: tuple[str, str], judge: bool
) -> None:
    first, second = pair
    assert not restates(second, first)
    memory = _memory(judge)
    a = await memory.remember(first, type="fact")
    b = await memory.remember(second, type="fact")
    assert a.id != b.id
    stored = {(await memory.get(a.id)).content, (await memory.get(b.id)).content}
    assert stored == {first, second}


@settings(max_examples=60, deadline=None)
@given(
    text=st.sampled_from(
        [
            "The release train leaves every Tuesday",
            "Order A-1042 ships on 3 March",
            "王芳在成都办公",
        ]
    ),
    variant=st.sampled_from([str.upper, str.lower, lambda t: f"  {t}!! ", lambda t: f"ok, {t}"]),
)
async def test_a_restatement_in_other_case_or_punctuation_merges(
    text: str, variant: object
) -> None:
    assert callable(variant)
    again = variant(text)
    assert restates(again, text)
    memory = _memory(judge=False)
    first = await memory.remember(text, type="fact")
    second = await memory.remember(again, type="fact")
    assert second.id == first.id
    assert (await memory.stats()).live == 1
