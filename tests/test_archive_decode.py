"""Decoding archive rows: whole-column checks, then records without re-validation.

A batch whose columns pass every record rule is rebuilt without running the
validators; any broken rule sends the batch through :func:`validate_record` row by
row, so a bad row is refused with its own field named, exactly as before.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import polars as pl
import pytest
from support.records import every_field

from sfams_tiers import Embedding, InvalidRecord, MemoryRecord, uuid7
from sfams_tiers.backends._archive_schema import (
    RECORD_COLUMNS,
    SCHEMA,
    decode,
    encode_records,
    rows_valid,
)

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def records() -> list[MemoryRecord]:
    first = MemoryRecord(namespace="team-a", content="plain", embedding=[0.5, 1.0])
    return [first, every_field(related_to=first.id, embedding=[-0.25, 2.0])]


def frame(originals: list[MemoryRecord]) -> pl.DataFrame:
    return encode_records(originals, 1, T0, "test").select(RECORD_COLUMNS)


def test_valid_rows_decode_to_the_records_that_were_written() -> None:
    originals = records()
    rows = frame(originals)
    assert rows_valid(rows.drop("embedding"))
    decoded = decode(rows, "team-a")
    assert decoded == originals
    assert [r.model_dump_json() for r in decoded] == [r.model_dump_json() for r in originals]
    assert all(isinstance(r.embedding, Embedding) for r in decoded)
    assert decoded[1].created_at.tzinfo is UTC


def test_decoded_embeddings_share_one_read_only_matrix() -> None:
    decoded = decode(frame(records()), "team-a")
    first, second = (r.embedding for r in decoded)
    assert first is not None
    assert second is not None
    assert first.array.base is not None
    assert first.array.base is second.array.base
    assert not first.array.flags.writeable


def broken(column: str, value: Any, dtype: Any = None) -> pl.DataFrame:
    rows = frame(records())
    kind = dtype if dtype is not None else SCHEMA[column]
    return rows.with_columns(pl.Series(column, [value, value], dtype=kind))


@pytest.mark.parametrize(
    ("column", "value", "field"),
    [
        ("id", "not-an-id", "id"),
        ("agent", "no spaces allowed", "agent"),
        ("visibility", "public", "visibility"),
        ("content", "  \t ", "content"),
        ("content", "\x1c", "content"),  # blank to Python's str.strip(), not to \s
        ("type", "blob", "type"),
        ("type", "state:Ticket", "type"),
        ("importance", 1.5, "importance"),
        ("importance", float("nan"), "importance"),
        ("confidence", -0.1, "confidence"),
        ("source", "rumour", "source"),
        ("ttl_seconds", -1.0, "ttl_seconds"),
        ("ttl_seconds", float("inf"), "ttl_seconds"),
        ("entities", ["Ada"], "entities"),
        ("access_count", -3, "access_count"),
        ("relations", [{"kind": "likes", "target": uuid7()}], "relations"),
        ("superseded_by", "not-an-id", "superseded_by"),
        ("tier", "lukewarm", "tier"),
    ],
)
def test_a_broken_rule_is_refused_with_the_field_named(column: str, value: Any, field: str) -> None:
    rows = broken(column, value)
    assert not rows_valid(rows.drop("embedding"))
    with pytest.raises(InvalidRecord) as caught:
        decode(rows, "team-a")
    assert caught.value.field == field


def test_consistency_rules_are_checked_per_row() -> None:
    rows = frame(records())
    own = rows.with_columns(superseded_by=pl.col("id"))
    assert not rows_valid(own.drop("embedding"))
    with pytest.raises(InvalidRecord, match="supersede itself"):
        decode(own, "team-a")
    relation = pl.struct(pl.lit("relates").alias("kind"), pl.col("id").alias("target"))
    self_related = rows.with_columns(relations=pl.concat_list(relation))
    assert not rows_valid(self_related.drop("embedding"))
    with pytest.raises(InvalidRecord, match="relate to itself"):
        decode(self_related, "team-a")


def test_rows_the_validators_repair_still_decode() -> None:
    twice = broken("entities", ["person:ada", "person:ada"])
    assert not rows_valid(twice.drop("embedding"))  # duplicates: validated row by row
    assert [r.entities for r in decode(twice, "team-a")] == [("person:ada",)] * 2
    # \S in Rust, blank to Python: the validators strip it, so it must not skip them.
    padded = broken("entities", ["person:\x1cada"])
    assert not rows_valid(padded.drop("embedding"))
    assert [r.entities for r in decode(padded, "team-a")] == [("person:ada",)] * 2


def test_embeddings_that_are_not_one_dense_finite_matrix_go_row_by_row() -> None:
    rows = frame(records())
    mixed = rows.with_columns(pl.Series("embedding", [[1.0], [1.0, 2.0]], SCHEMA["embedding"]))
    assert [r.embedding for r in decode(mixed, "team-a")] == [(1.0,), (1.0, 2.0)]
    missing = rows.with_columns(pl.Series("embedding", [None, [1.0, 2.0]], SCHEMA["embedding"]))
    assert [r.embedding for r in decode(missing, "team-a")] == [None, (1.0, 2.0)]
    bad = rows.with_columns(
        pl.Series("embedding", [[1.0, float("nan")], [1.0, 2.0]], SCHEMA["embedding"])
    )
    with pytest.raises(InvalidRecord) as caught:
        decode(bad, "team-a")
    assert caught.value.field == "embedding"


def test_reads_without_some_columns_are_validated() -> None:
    rows = frame(records()).select("id", "content", "type")
    assert not rows_valid(rows)
    decoded = decode(rows, "team-a")
    assert [r.content for r in decoded] == ["plain", "every field set"]
    assert decoded[1].importance == 0.5  # a missing column takes the default


def test_a_kept_record_keeps_at_most_a_thousand_rows_of_vectors_alive() -> None:
    many = [
        MemoryRecord(namespace="team-a", content=f"memory {i}", embedding=[float(i), 1.0])
        for i in range(2_500)
    ]
    decoded = decode(frame(many), "team-a")
    assert decoded == many
    bases = {
        id(base): base
        for r in decoded
        if r.embedding is not None and (base := r.embedding.array.base) is not None
    }
    assert [len(base) for base in bases.values()] == [1_000, 1_000, 500]
