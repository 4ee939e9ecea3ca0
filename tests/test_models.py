from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import pytest

from sfams_tiers import InvalidRecord, Limits, MemoryRecord, Relation, uuid7, validate_record
from sfams_tiers._ids import is_uuid7


def rec(**kw: object) -> MemoryRecord:
    data: dict[str, object] = {"namespace": "team-a", "content": "The launch is on 3 March"}
    data.update(kw)
    return MemoryRecord(**data)


def test_defaults_and_normalisation() -> None:
    r = rec(entities=[" Person:Ada Lovelace ", "person:Ada Lovelace", "order:A-1042"])
    assert is_uuid7(r.id)
    assert r.tier == "warm"
    assert r.visibility == "shared"
    assert r.access_count == 0
    assert r.entities == ("person:Ada Lovelace", "order:A-1042")
    assert r.created_at.tzinfo is not None


def test_ids_are_time_ordered() -> None:
    ids = [uuid7() for _ in range(2000)]
    assert ids == sorted(ids)
    assert len(set(ids)) == len(ids)
    assert all(is_uuid7(i) for i in ids[:10])
    early = uuid7(datetime(2020, 1, 1, tzinfo=UTC))
    assert is_uuid7(early)


@pytest.mark.parametrize(
    ("changes", "field", "hint"),
    [
        ({"content": ""}, "content", "some text"),
        ({"content": "   \n"}, "content", "some text"),
        ({"content": "x" * (1 << 20)}, "content", "limit is 32,768 bytes"),
        ({"importance": 1.5}, "importance", "between 0 and 1"),
        ({"importance": math.nan}, "importance", "finite"),
        ({"confidence": -0.1}, "confidence", "between 0 and 1"),
        ({"namespace": "../x"}, "namespace", "lowercase letters"),
        ({"namespace": "Team A"}, "namespace", "lowercase letters"),
        ({"namespace": ""}, "namespace", "lowercase letters"),
        ({"relations": [{"kind": "eats", "target": uuid7()}]}, "relations", "updates"),
        ({"relations": [{"kind": "updates", "target": "nope"}]}, "relations", "UUIDv7"),
        ({"entities": ["ada"]}, "entities", "kind:name"),
        ({"entities": ["Per son:x"]}, "entities", "kind:name"),
        ({"entities": "person:ada"}, "entities", "list"),
        ({"ttl_seconds": -1}, "ttl_seconds", ">= 0"),
        ({"ttl_seconds": math.inf}, "ttl_seconds", "finite"),
        ({"type": "gossip"}, "type", "fact"),
        ({"id": "123"}, "id", "UUIDv7"),
        ({"created_at": datetime(2026, 1, 1)}, "created_at", "timezone"),
        ({"colour": "red"}, "colour", "not a MemoryRecord field"),
        ({"agent": "bad agent!"}, "agent", "letters"),
        ({"visibility": "secret"}, "visibility", "shared"),
        ({"embedding": (1.0, math.nan)}, "embedding", "finite"),
    ],
)
def test_invalid_fields_name_the_field_and_say_what_is_allowed(
    changes: dict[str, object], field: str, hint: str
) -> None:
    with pytest.raises(InvalidRecord) as info:
        rec(**changes)
    assert info.value.field == field
    assert hint in str(info.value)
    assert isinstance(info.value, ValueError)


def test_subtypes_and_relations() -> None:
    target = uuid7()
    r = rec(type="state:ticket", relations=[Relation(kind="updates", target=target)])
    assert r.relations[0].target == target
    with pytest.raises(InvalidRecord, match="itself"):
        rec(id=target, relations=[{"kind": "relates", "target": target}])


def test_limits_are_configurable() -> None:
    data = {"namespace": "team-a", "content": "x" * 100}
    with pytest.raises(InvalidRecord, match="limit is 50 bytes"):
        validate_record(data, Limits(max_content_bytes=50))
    assert validate_record(data, Limits(max_content_bytes=100)).content == "x" * 100
    with pytest.raises(InvalidRecord, match="limit is 2"):
        validate_record({**data, "entities": ["a:1", "a:2", "a:3"]}, Limits(max_entities=2))


def test_evolve_revalidates_and_expiry() -> None:
    r = rec(ttl_seconds=60)
    assert r.expires_at == r.created_at + timedelta(seconds=60)
    assert not r.is_expired(r.created_at)
    assert r.is_expired(r.created_at + timedelta(seconds=60))
    assert not r.is_expired(r.created_at + timedelta(seconds=59))
    with pytest.raises(InvalidRecord):
        r.evolve(importance=2)
    assert r.evolve(importance=0.9).importance == 0.9


def test_records_are_immutable_and_json_safe() -> None:
    r = rec(embedding=(0.5, 0.5))
    with pytest.raises(Exception, match="frozen"):
        r.importance = 0.2  # type: ignore[misc]
    again = MemoryRecord.model_validate_json(r.model_dump_json())
    assert again == r


def test_visibility() -> None:
    shared = rec(agent="planner")
    private = rec(agent="planner", visibility="private")
    assert shared.visible_to(None)
    assert shared.visible_to("coder")
    assert private.visible_to("planner")
    assert not private.visible_to("coder")
    assert not private.visible_to(None)
