"""Retention policy: scoring maths, planning rules and their invariants (fixed ``now``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sfams_tiers._columns import COLD, HOT, WARM, RecordColumns, factorize
from sfams_tiers._errors import InvalidInput
from sfams_tiers._models import MemoryRecord
from sfams_tiers._policy import (
    DEFAULT_HALF_LIVES_DAYS,
    Plan,
    RetentionPolicy,
    plan,
    plan_moves,
    score,
    score_records,
)

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
T = NOW.timestamp()
DAY = 86_400.0
NAN, INF = math.nan, math.inf
POLICY = RetentionPolicy()


@dataclass(frozen=True)
class Row:
    """One record for building test columns; times are days before NOW."""

    id: str = ""
    ns: str = "a"
    type: str = "fact"
    importance: float = 0.5
    access: float = 0.0
    age: float = 1.0
    idle: float | None = None
    expires_in: float = INF
    anchored: bool = False
    superseded: bool = False
    tier: int = WARM
    archived_ago: float | None = None


def cols(*rows: Row) -> RecordColumns:
    def days_ago(days: float | None) -> float:
        return NAN if days is None else T - days * DAY

    return RecordColumns(
        ids=np.array([r.id or f"r{i:03d}" for i, r in enumerate(rows)], dtype=object),
        namespaces=np.array([r.ns for r in rows], dtype=object),
        types=np.array([r.type for r in rows], dtype=object),
        importance=np.array([r.importance for r in rows]),
        access_count=np.array([r.access for r in rows]),
        created_at=np.array([days_ago(r.age) for r in rows]),
        last_accessed=np.array([days_ago(r.idle) for r in rows]),
        expires_at=np.array([T + r.expires_in * DAY for r in rows]),
        anchored=np.array([r.anchored for r in rows], dtype=bool),
        superseded=np.array([r.superseded for r in rows], dtype=bool),
        tier=np.array([r.tier for r in rows], dtype=np.int8),
        archived_at=np.array([days_ago(r.archived_ago) for r in rows]),
    )


def scores(*rows: Row, policy: RetentionPolicy = POLICY) -> list[float]:
    return [float(s) for s in score(cols(*rows), NOW, policy)]


def moved(columns: RecordColumns, policy: RetentionPolicy) -> dict[str, list[str]]:
    result = plan_moves(columns, NOW, policy)
    return {
        kind: [str(columns.ids[i]) for i in getattr(result, kind)]
        for kind in ("archive", "demote", "promote", "purge")
    }


# -- score -------------------------------------------------------------------------------


def test_score_matches_the_formula() -> None:
    p = POLICY
    (got,) = scores(Row(type="goal", importance=0.8, access=3, age=45, idle=10))
    decayed = 0.8 * math.exp(-math.log(2) * 45 / 90)
    access = math.log1p(3) / math.log1p(20)
    recency = math.exp(-math.log(2) * 10 / 14)
    penalty = 1 - math.exp(-45 / 365)
    want = p.w_importance * decayed + p.w_access * access + p.w_recency * recency
    assert got == pytest.approx(want - p.w_age * penalty, rel=1e-12)


def test_types_decay_at_their_own_rate() -> None:
    fact, goal, state, dialogue, unknown_subtype = scores(
        Row(type="fact", age=30),
        Row(type="goal", age=30),
        Row(type="state", age=30),
        Row(type="dialogue", age=30),
        Row(type="dialogue:chat", age=30),
    )
    assert fact > goal > state > dialogue
    assert unknown_subtype == dialogue  # a subtype without its own entry uses its base type


def test_a_subtype_entry_overrides_its_base_type() -> None:
    policy = RetentionPolicy(half_lives_days={"state:ticket": 60})
    ticket, state = scores(
        Row(type="state:ticket", age=20), Row(type="state", age=20), policy=policy
    )
    assert ticket > state
    assert policy.half_life_days("state") == DEFAULT_HALF_LIVES_DAYS["state"]


def test_access_term_saturates() -> None:
    none, some, saturated, beyond = scores(*(Row(access=a) for a in (0, 5, 20, 10_000)))
    assert none < some < saturated == beyond


def test_never_accessed_counts_recency_from_creation() -> None:
    never, same = scores(Row(age=9, idle=None), Row(age=9, idle=9))
    assert never == same


def test_anchored_records_do_not_decay() -> None:
    (old,) = scores(Row(anchored=True, importance=0.7, age=3000, idle=3000))
    assert old == pytest.approx(0.5 * 0.7 + 0.2 * 1.0)


def test_superseded_positive_scores_are_down_weighted() -> None:
    policy = RetentionPolicy(w_importance=0.0, w_access=0.0, w_recency=0.0)
    live, replaced = scores(Row(), Row(superseded=True))
    assert replaced == pytest.approx(live * POLICY.superseded_factor)
    negative, negative_replaced = scores(Row(age=900), Row(age=900, superseded=True), policy=policy)
    assert negative < 0
    assert negative_replaced == negative  # multiplying would raise a negative score


def test_expired_ttl_scores_exactly_expired_score_anchored_or_not() -> None:
    expired, on_the_dot, anchored, future = scores(
        Row(importance=1.0, expires_in=-1),
        Row(importance=1.0, expires_in=0),
        Row(importance=1.0, expires_in=-1, anchored=True),  # an anchor ends with its TTL
        Row(importance=1.0, expires_in=1),
    )
    assert expired == on_the_dot == anchored == POLICY.expired_score
    assert future > POLICY.promote_threshold


def test_future_timestamps_are_clipped() -> None:
    created_later, now = scores(Row(age=-5, idle=-5), Row(age=0, idle=0))
    assert created_later == now


def test_score_of_nothing_is_empty() -> None:
    assert score(RecordColumns.empty(), NOW, POLICY).shape == (0,)


def test_score_needs_an_aware_now() -> None:
    with pytest.raises(InvalidInput, match="timezone-aware"):
        score(cols(Row()), datetime(2026, 3, 1), POLICY)


def test_score_records_matches_score_on_columns() -> None:
    records = [
        MemoryRecord(namespace="a", content="x", type="goal", importance=0.9, created_at=NOW),
        MemoryRecord(
            namespace="a",
            content="y",
            type="state:ticket",
            created_at=NOW - timedelta(days=3),
            ttl_seconds=3600,
            last_accessed=NOW - timedelta(days=1),
            access_count=4,
        ),
    ]
    got = score_records(records, NOW, POLICY)
    assert got[0] == pytest.approx(0.5 * 0.9 + 0.2 * 1.0)
    assert got[1] == POLICY.expired_score


# -- planning ----------------------------------------------------------------------------


def test_expired_records_are_archived_whatever_the_budget() -> None:
    policy = RetentionPolicy(forget_ratio=0.0)
    batch = cols(Row(expires_in=-1, tier=HOT), Row(expires_in=-1), Row(importance=0, age=900))
    moves = plan(batch, NOW, policy)
    assert [(m.kind, m.record_id, m.source, m.target, m.reason) for m in moves] == [
        ("archive", "r000", "hot", "cold", "TTL expired"),
        ("archive", "r001", "warm", "cold", "TTL expired"),
    ]


def test_low_scorers_are_archived_lowest_first_within_the_budget() -> None:
    # 30 live records and forget_ratio 0.1: exactly 3 (float ceil(0.1 * 30) would be 4).
    rows = [Row(importance=0.0, age=400 + i) for i in range(10)]
    rows += [Row(importance=0.9, age=1, idle=0) for _ in range(20)]
    archived = moved(cols(*rows), POLICY)["archive"]
    assert archived == ["r009", "r008", "r007"]


def test_expired_records_use_up_the_budget_first() -> None:
    rows = [Row(importance=0.0, age=400 + i) for i in range(5)]
    rows += [Row(expires_in=-1, importance=0.9) for _ in range(2)]
    rows += [Row(importance=0.9, age=1, idle=0) for _ in range(13)]
    archived = moved(cols(*rows), POLICY)["archive"]  # budget ceil(0.1 * 20) = 2, both expired
    assert archived == ["r005", "r006"]


def test_budgets_are_per_namespace() -> None:
    rows = [Row(ns="a", importance=0.0, age=500) for _ in range(10)]
    rows += [Row(ns="b", importance=0.0, age=500) for _ in range(20)]
    archived = moved(cols(*rows), POLICY)["archive"]
    assert archived == ["r000", "r010", "r011"]  # a: ceil(1) ; b: ceil(2); ties by id


def test_archive_reason_names_score_and_threshold() -> None:
    (move,) = plan(cols(Row(importance=0.0, age=1000)), NOW, POLICY)
    assert move.kind == "archive"
    assert move.reason == f"score {move.score:.3f} < archive threshold 0.15"
    assert move.score < POLICY.archive_threshold


def test_anchored_records_are_promoted_never_demoted_or_archived() -> None:
    batch = cols(
        Row(anchored=True, importance=0.0, age=5000, expires_in=1, tier=WARM),
        Row(anchored=True, importance=0.0, age=5000, tier=HOT),
    )
    moves = plan(batch, NOW, RetentionPolicy(hot_capacity=0, forget_ratio=1.0))
    assert [(m.kind, m.record_id, m.reason) for m in moves] == [("promote", "r000", "anchored")]


def test_an_expired_anchor_is_released_and_archived() -> None:
    batch = cols(
        Row(anchored=True, importance=1.0, expires_in=-1, tier=WARM),
        Row(anchored=True, importance=1.0, expires_in=-1, tier=HOT),
    )
    moves = plan(batch, NOW, RetentionPolicy(forget_ratio=0.0))
    assert [(m.kind, m.record_id, m.reason) for m in moves] == [
        ("archive", "r000", "TTL expired, anchor released"),
        ("archive", "r001", "TTL expired, anchor released"),
    ]


def test_hysteresis_between_demote_and_promote_thresholds() -> None:
    between = Row(importance=0.6, age=0, idle=0)  # 0.5*0.6 + 0.2 = 0.5: in [0.40, 0.55)
    batch = cols(replace(between, tier=HOT), replace(between, tier=WARM))
    (s_hot, s_warm) = score(batch, NOW, POLICY)
    assert POLICY.demote_threshold <= s_hot == s_warm < POLICY.promote_threshold
    assert plan(batch, NOW, POLICY) == []  # the hot one stays hot, the warm one stays warm


def test_promote_and_demote_by_threshold() -> None:
    batch = cols(Row(importance=1.0, age=0, idle=0), Row(importance=0.5, age=60, tier=HOT))
    moves = plan(batch, NOW, POLICY)
    assert [(m.kind, m.record_id, m.source, m.target) for m in moves] == [
        ("demote", "r001", "hot", "warm"),
        ("promote", "r000", "warm", "hot"),
    ]
    assert moves[0].reason == f"score {moves[0].score:.3f} < demote threshold 0.4"
    assert moves[1].reason.endswith(">= promote threshold 0.55")


def test_capacity_keeps_the_best_and_demotes_the_rest() -> None:
    batch = cols(
        Row(importance=0.9, age=0, idle=0, tier=HOT),
        Row(importance=1.0, age=0, idle=0, tier=WARM),
        Row(importance=0.95, age=0, idle=0, tier=WARM),
        Row(importance=0.85, age=0, idle=0, tier=HOT),
    )
    moves = plan(batch, NOW, RetentionPolicy(hot_capacity=2))
    assert [(m.kind, m.record_id, m.reason) for m in moves] == [
        ("demote", "r003", "over hot capacity"),
        ("demote", "r000", "over hot capacity"),
        ("promote", "r001", "score 0.700 >= promote threshold 0.55"),
        ("promote", "r002", "score 0.675 >= promote threshold 0.55"),
    ]


def test_anchored_records_use_up_hot_capacity() -> None:
    batch = cols(
        Row(anchored=True, tier=HOT),
        Row(anchored=True, tier=HOT),
        Row(importance=1.0, age=0, idle=0, tier=HOT),
    )
    assert moved(batch, RetentionPolicy(hot_capacity=2))["demote"] == ["r002"]
    assert moved(batch, RetentionPolicy(hot_capacity=3))["demote"] == []


def test_superseded_records_leave_hot_and_are_not_promoted() -> None:
    batch = cols(
        Row(importance=1.0, age=0, idle=0, superseded=True, tier=HOT),
        Row(importance=1.0, age=0, idle=0, superseded=True, tier=WARM),
    )
    moves = plan(batch, NOW, RetentionPolicy(superseded_factor=1.0))
    assert [(m.kind, m.record_id, m.reason) for m in moves] == [
        ("demote", "r000", "superseded by a newer memory")
    ]


def test_equal_scores_are_broken_by_id_whatever_the_row_order() -> None:
    rows = [Row(id=name, importance=1.0, age=0, idle=0) for name in ("c", "a", "d", "b")]
    policy = RetentionPolicy(hot_capacity=2)
    assert moved(cols(*rows), policy)["promote"] == ["a", "b"]
    assert moved(cols(*reversed(rows)), policy)["promote"] == ["a", "b"]


def test_purge_is_off_by_default_and_spares_anchored_records() -> None:
    batch = cols(
        Row(tier=COLD, archived_ago=400, importance=1.0),
        Row(tier=COLD, archived_ago=10),
        Row(tier=COLD, archived_ago=500, anchored=True),
        Row(tier=COLD, archived_ago=365),
    )
    assert plan(batch, NOW, POLICY) == []  # cold records are otherwise untouched
    moves = plan(batch, NOW, RetentionPolicy(purge_after_days=365))
    assert [(m.kind, m.record_id, m.source, m.target) for m in moves] == [
        ("purge", "r000", "cold", None),
        ("purge", "r003", "cold", None),
    ]
    assert moves[0].reason == "archived 400.0 days ago (purge_after_days=365)"


def test_moves_are_grouped_by_namespace_in_name_order() -> None:
    batch = cols(Row(ns="b", expires_in=-1), Row(ns="a", expires_in=-1), Row(ns="a", tier=COLD))
    assert [m.namespace for m in plan(batch, NOW, POLICY)] == ["a", "b"]


def test_plan_of_nothing_is_empty() -> None:
    result = plan_moves(RecordColumns.empty(), NOW, POLICY)
    assert len(result) == 0
    assert result.counts() == Plan.empty().counts()
    assert plan(RecordColumns.empty(), NOW, POLICY) == []


# -- policy validation -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "field", "text"),
    [
        ({"w_age": -0.1}, "w_age", "must be >= 0"),
        ({"w_importance": math.nan}, "w_importance", "finite number"),
        ({"w_access": "high"}, "w_access", "finite number"),
        ({"default_half_life_days": 0}, "default_half_life_days", "must be > 0"),
        ({"recency_half_life_days": -1}, "recency_half_life_days", "must be > 0"),
        ({"half_lives_days": {"fact": 0}}, "half_lives_days['fact']", "must be > 0 days"),
        ({"half_lives_days": {"facts": 10}}, "half_lives_days", "not a memory type"),
        ({"superseded_factor": 1.5}, "superseded_factor", "between 0 and 1"),
        ({"forget_ratio": -0.1}, "forget_ratio", "between 0 and 1"),
        ({"hot_importance": 2}, "hot_importance", "between 0 and 1"),
        ({"archive_threshold": 0.5}, "demote_threshold", "above archive_threshold"),
        ({"promote_threshold": 0.4}, "promote_threshold", "above demote_threshold"),
        ({"archive_threshold": -2.0}, "archive_threshold", "above expired_score"),
        ({"expired_score": 0.2}, "archive_threshold", "above expired_score"),
        ({"hot_capacity": -1}, "hot_capacity", "whole number >= 0"),
        ({"hot_capacity": 2.5}, "hot_capacity", "whole number >= 0"),
        ({"purge_after_days": -3}, "purge_after_days", "None (never purge)"),
        ({"allow_hard_delete": "yes"}, "allow_hard_delete", "True or False"),
    ],
)
def test_nonsense_policies_are_refused_with_a_sentence(
    changes: dict[str, Any], field: str, text: str
) -> None:
    with pytest.raises(InvalidInput) as info:
        RetentionPolicy(**changes)
    assert info.value.field == field
    assert text in str(info.value)
    assert str(info.value).endswith(".")


def test_policy_is_immutable_hashable_and_copyable() -> None:
    policy = RetentionPolicy(half_lives_days={"fact": 365})
    assert policy.half_lives_days["fact"] == 365
    assert policy.half_lives_days["dialogue"] == DEFAULT_HALF_LIVES_DAYS["dialogue"]
    with pytest.raises(TypeError):
        policy.half_lives_days["fact"] = 1  # type: ignore[index]
    assert hash(policy) == hash(RetentionPolicy(half_lives_days={"fact": 365}))
    assert policy == policy.with_()
    assert policy.with_(hot_capacity=5).hot_capacity == 5
    with pytest.raises(InvalidInput):
        policy.with_(forget_ratio=3)


def test_initial_tier_uses_hot_importance() -> None:
    assert POLICY.initial_tier(0.8) == "hot"
    assert POLICY.initial_tier(0.79) == "warm"
    assert POLICY.initial_tier(0.0, anchored=True) == "hot"


# -- columns -----------------------------------------------------------------------------


def test_columns_refuse_unequal_lengths_and_bad_values() -> None:
    good = cols(Row(), Row())
    with pytest.raises(InvalidInput, match="one entry per record"):
        replace(good, importance=np.array([0.5]))
    with pytest.raises(InvalidInput, match=r"tier: row 1"):
        replace(good, tier=np.array([0, 7], dtype=np.int8))
    with pytest.raises(InvalidInput, match="importance"):
        replace(good, importance=np.array([0.5, math.nan]))


def test_columns_from_records() -> None:
    archived = NOW - timedelta(days=2)
    record = MemoryRecord(
        namespace="team-a",
        content="x",
        type="state:ticket",
        tier="cold",
        archived_at=archived,
        created_at=NOW,
        ttl_seconds=60,
        anchored=True,
        superseded_by="01900000-0000-7000-8000-000000000000",
    )
    c = RecordColumns.from_records([record])
    assert len(c) == 1
    assert (c.ids[0], c.namespaces[0], c.types[0]) == (record.id, "team-a", "state:ticket")
    assert c.expires_at[0] == T + 60
    assert math.isnan(c.last_accessed[0])
    assert (bool(c.anchored[0]), bool(c.superseded[0]), int(c.tier[0])) == (True, True, COLD)
    assert c.archived_at[0] == archived.timestamp()
    assert len(RecordColumns.from_records([])) == 0
    assert c.take(np.array([0, 0])).ids.tolist() == [record.id, record.id]


def test_factorize_sorts_and_falls_back_past_the_scan_limit() -> None:
    values = np.array(["b", "a", "c", "b", "a"], dtype=object)
    for limit in (64, 1, 0):
        names, codes = factorize(values, max_scans=limit)
        assert names == ["a", "b", "c"]
        assert codes.tolist() == [1, 0, 2, 1, 0]
    many = np.array([f"ns-{i % 300:03d}" for i in range(3000)])
    names, codes = factorize(many)
    assert names == sorted(set(many.tolist()))
    assert (np.array(names)[codes] == many).all()
    names, codes = factorize(np.empty(0, dtype=object))
    assert names == []
    assert codes.shape == (0,)


# -- properties --------------------------------------------------------------------------

unit = st.one_of(st.sampled_from([0.0, 0.25, 0.5, 1.0]), st.floats(0, 1))
days = st.one_of(st.sampled_from([0.0, 1.0, 30.0]), st.floats(-2, 3000))
rows = st.builds(
    Row,
    ns=st.sampled_from(["a", "b", "c"]),
    type=st.sampled_from(["fact", "dialogue", "state:x", "task", "goal"]),
    importance=unit,
    access=st.integers(0, 50).map(float),
    age=days,
    idle=st.none() | days,
    expires_in=st.sampled_from([INF, INF, -1.0, 0.0, 5.0]),
    anchored=st.sampled_from([False, False, False, True]),
    superseded=st.sampled_from([False, False, True]),
    tier=st.sampled_from([HOT, WARM, WARM, COLD]),
    archived_ago=st.none() | days,
)
policies = st.builds(
    RetentionPolicy,
    hot_capacity=st.integers(0, 6),
    forget_ratio=st.sampled_from([0.0, 0.1, 0.34, 1.0]),
    purge_after_days=st.sampled_from([None, 0.0, 30.0]),
    superseded_factor=st.sampled_from([0.0, 0.3, 1.0]),
)


def batch_of(items: list[Row]) -> RecordColumns:
    return cols(*(replace(r, id=f"id-{i:03d}") for i, r in enumerate(items)))


@given(rows, unit, unit)
def test_score_is_monotone_in_importance(row: Row, a: float, b: float) -> None:
    low, high = sorted((a, b))
    s_low, s_high = scores(replace(row, importance=low), replace(row, importance=high))
    assert s_high >= s_low


@given(rows, days, days)
def test_score_is_monotone_in_recency(row: Row, a: float, b: float) -> None:
    recent, stale = sorted((a, b))
    s_recent, s_stale = scores(replace(row, idle=recent), replace(row, idle=stale))
    assert s_recent >= s_stale


@given(rows, days, days)
def test_score_does_not_rise_with_age(row: Row, a: float, b: float) -> None:
    young, old = sorted((a, b))
    s_young, s_old = scores(replace(row, age=young), replace(row, age=old))
    assert s_old <= s_young


@settings(max_examples=300)
@given(st.lists(rows, max_size=40), policies)
def test_plan_invariants(items: list[Row], policy: RetentionPolicy) -> None:
    batch = batch_of(items)
    result = plan_moves(batch, NOW, policy)
    kinds = {k: getattr(result, k).tolist() for k in ("archive", "demote", "promote", "purge")}
    everything = [row for rows_of_kind in kinds.values() for row in rows_of_kind]
    assert len(everything) == len(set(everything)), "a record moves at most once"

    tier, anchored = batch.tier, batch.anchored
    ended = batch.expires_at <= NOW.timestamp()  # an anchor ends with its TTL
    assert not anchored[kinds["demote"]].any()
    assert not (anchored & ~ended)[kinds["archive"]].any()
    assert (tier[kinds["demote"]] == HOT).all()
    assert (tier[kinds["promote"]] == WARM).all()
    assert (tier[kinds["archive"]] != COLD).all()
    assert (tier[kinds["purge"]] == COLD).all()

    live = tier != COLD
    expired = live & (batch.expires_at <= T)
    archived = np.zeros(len(batch), dtype=bool)
    archived[kinds["archive"]] = True
    assert archived[expired].all(), "expired records are always archived"

    hot_after = (tier == HOT) | np.isin(np.arange(len(batch)), kinds["promote"])
    hot_after[kinds["demote"] + kinds["archive"]] = False
    for ns in ("a", "b", "c"):
        in_ns = batch.namespaces == ns
        n_live, n_expired = int((live & in_ns).sum()), int((expired & in_ns).sum())
        order = [bool(expired[i]) for i in kinds["archive"] if in_ns[i]]
        assert order == sorted(order, reverse=True), "expired are archived before low scorers"
        low_archived = int((archived & ~expired & in_ns).sum())
        assert low_archived <= max(math.ceil(round(policy.forget_ratio * n_live, 9)) - n_expired, 0)
        pinned = int((live & anchored & ~expired & in_ns).sum())
        assert int((hot_after & in_ns).sum()) <= max(policy.hot_capacity, pinned)
        assert hot_after[anchored & live & ~expired & in_ns].all(), "anchors end hot"
        free = live & ~anchored & in_ns
        pool = free & ~expired & (result.scores < policy.archive_threshold)
        kept = pool & ~archived
        if (pool & archived).any() and kept.any():
            assert result.scores[pool & archived].max() <= result.scores[kept].min()
        hot, scored = tier == HOT, result.scores
        fit = (hot & (scored >= policy.demote_threshold)) | (scored >= policy.promote_threshold)
        eligible = free & ~archived & ~batch.superseded & fit
        if (eligible & hot_after).any() and (eligible & ~hot_after).any():
            assert scored[eligible & hot_after].min() >= scored[eligible & ~hot_after].max()

    moves = plan(batch, NOW, policy)
    assert len(moves) == len(result)
    assert [m.record_id for m in moves] == [str(batch.ids[i]) for i in everything]


@given(st.data(), st.lists(rows, max_size=25), policies)
def test_plan_does_not_depend_on_row_order(
    data: st.DataObject, items: list[Row], policy: RetentionPolicy
) -> None:
    batch = batch_of(items)
    shuffled = batch.take(np.array(data.draw(st.permutations(range(len(batch)))), dtype=np.intp))
    assert plan(batch, NOW, policy) == plan(shuffled, NOW, policy)
