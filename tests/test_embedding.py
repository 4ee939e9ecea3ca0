"""Embedding: a record's vector as one read-only float32 array, and stored-record decoding."""

from __future__ import annotations

import copy
import json
import pickle
from datetime import UTC, datetime

import numpy as np
import pytest
from support.records import every_field

from sfams_tiers import Embedding, InvalidRecord, MemoryRecord, uuid7
from sfams_tiers._models import parse_stored_json, stored_record

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def rec(**kw: object) -> MemoryRecord:
    data: dict[str, object] = {"namespace": "team-a", "content": "The launch is on 3 March"}
    data.update(kw)
    return MemoryRecord(**data)


# -- the value type ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "values", [[0.5, -0.25, 1.0], (0.5, -0.25, 1.0), np.array([0.5, -0.25, 1.0])]
)
def test_built_from_any_sequence_as_read_only_float32(values: object) -> None:
    e = Embedding(values)  # type: ignore[arg-type]
    assert e.array.dtype == np.float32
    assert len(e) == 3
    assert e[1] == -0.25
    assert e[1:] == (-0.25, 1.0)
    assert list(e) == [0.5, -0.25, 1.0]
    assert e.tolist() == [0.5, -0.25, 1.0]
    with pytest.raises(ValueError, match="read-only"):
        e.array[0] = 2.0


def test_copies_its_input_so_callers_cannot_change_it() -> None:
    source = np.array([1.0, 2.0], dtype=np.float32)
    e = Embedding(source)
    source[0] = 9.0
    assert e == (1.0, 2.0)


def test_equality_is_by_float32_value_with_any_sequence() -> None:
    e = Embedding([0.1, 0.2])
    assert e == (0.1, 0.2)  # compared at float32 precision, as every tier stores it
    assert e == [0.1, 0.2]
    assert e == Embedding(np.array([0.1, 0.2]))
    assert e == np.array([0.1, 0.2], dtype=np.float32)
    assert e != (0.1, 0.3)
    assert e != (0.1,)
    assert e != "ab"
    assert e != 3
    assert hash(e) == hash(Embedding((0.1, 0.2)))
    assert len({e, Embedding([0.1, 0.2]), Embedding([0.3])}) == 2


def test_numpy_sees_the_array_without_a_copy() -> None:
    e = Embedding([1.0, 2.0])
    assert np.shares_memory(np.asarray(e), e.array)
    assert np.asarray(e, dtype=np.float64).dtype == np.float64
    assert not np.shares_memory(np.asarray(e, copy=True), e.array)


def test_rows_share_one_matrix_and_check_it_once() -> None:
    matrix = np.arange(6, dtype=np.float32).reshape(3, 2)
    rows = Embedding.rows(matrix)
    assert [r.tolist() for r in rows] == [[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]
    assert all(np.shares_memory(r.array, matrix) for r in rows)
    assert not matrix.flags.writeable
    with pytest.raises(ValueError, match="finite"):
        Embedding.rows(np.array([[1.0, np.inf]], dtype=np.float32))
    with pytest.raises(ValueError, match="float32 matrix"):
        Embedding.rows(np.ones((2, 2)))


def test_survives_pickle_and_copies() -> None:
    e = Embedding([1.5, -2.0])
    assert pickle.loads(pickle.dumps(e)) == e
    assert copy.deepcopy(e) == e
    assert copy.copy(e) == e
    assert "dim=2" in repr(e)


# -- on a record ---------------------------------------------------------------------------


def test_a_record_keeps_its_embedding_as_an_embedding() -> None:
    r = rec(embedding=[0.5, 0.25])
    assert isinstance(r.embedding, Embedding)
    assert r.embedding == (0.5, 0.25)
    assert r.model_dump()["embedding"] is r.embedding
    assert r.model_dump(mode="json")["embedding"] == [0.5, 0.25]
    again = MemoryRecord.model_validate_json(r.model_dump_json())
    assert again == r
    assert again.embedding == r.embedding
    assert r.evolve(importance=0.9).embedding is r.embedding
    assert r.model_copy(update={"importance": 0.9}).embedding is r.embedding
    assert pickle.loads(pickle.dumps(r)) == r
    assert hash(r) == hash(again)


@pytest.mark.parametrize(
    ("embedding", "hint"),
    [
        ([], "non-empty"),
        ([1.0, float("nan")], "finite"),
        ([1.0, float("inf")], "finite"),
        ([1e300], "finite"),  # beyond float32: refused, not stored as infinity
        ("0.1, 0.2", "list of numbers"),
        ({"a": 1.0}, "list of numbers"),
        ([[1.0, 2.0]], "flat"),
        ([1.0, "x"], "flat list of numbers"),
        (7, "list of numbers"),
    ],
)
def test_bad_embeddings_are_refused_with_the_field_named(embedding: object, hint: str) -> None:
    with pytest.raises(InvalidRecord) as caught:
        rec(embedding=embedding)
    assert caught.value.field == "embedding"
    assert hint in str(caught.value)


def test_the_json_schema_describes_a_list_of_numbers() -> None:
    schema = MemoryRecord.model_json_schema()
    options = schema["properties"]["embedding"]["anyOf"]
    assert {"type": "array", "items": {"type": "number"}, "minItems": 1} in options


# -- stored records: parsed with their types, not re-validated -------------------------------


def varied_records() -> list[MemoryRecord]:
    return [rec(), rec(embedding=[0.5, -1.0]), every_field()]


@pytest.mark.parametrize("record", varied_records(), ids=["plain", "vector", "every-field"])
def test_a_stored_record_equals_the_validated_one(record: MemoryRecord) -> None:
    fields = parse_stored_json(record.model_dump_json(exclude={"embedding"}))
    fields["embedding"] = record.embedding
    stored = stored_record(fields)
    assert stored == record
    assert hash(stored) == hash(record)
    assert stored.model_dump_json() == record.model_dump_json()
    assert repr(stored) == repr(record)
    assert stored.model_fields_set == set(MemoryRecord.model_fields)
    assert stored.created_at.tzinfo is UTC
    assert stored.model_copy(update={"tier": "hot"}).tier == "hot"
    assert stored.evolve(importance=0.9).importance == 0.9


def test_a_stored_record_missing_fields_gets_their_defaults() -> None:
    text = json.dumps({"id": uuid7(), "namespace": "team-a", "content": "x"})
    fields = parse_stored_json(text)
    stored = stored_record(fields)
    assert stored.importance == 0.5
    assert stored.entities == ()
    assert stored.embedding is None


@pytest.mark.parametrize(
    "text", ["not json", '{"importance": "high"}', '{"created_at": 5.5e99}', '{"tier": "lukewarm"}']
)
def test_stored_json_of_the_wrong_types_is_refused(text: str) -> None:
    with pytest.raises(InvalidRecord):
        parse_stored_json(text)
