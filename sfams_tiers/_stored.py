"""Records rebuilt from what a tier stored: typed parsing without re-validation.

A tier stores only records that passed validation, so its reads parse the stored JSON
(or typed Parquet columns) with the fields' types alone and rebuild the record without
running the validators again: 60% of decoding a record. Anything read from outside the
library goes through :func:`~sfams_tiers.validate_record` instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC
from typing import Any

from pydantic import TypeAdapter, ValidationError
from typing_extensions import TypedDict

from sfams_tiers._record import MemoryRecord
from sfams_tiers._refusal import invalid_record

__all__ = ["parse_stored_fields", "parse_stored_json", "stored_record", "with_utc_datetimes"]

_FIELD_ORDER: tuple[str, ...] = tuple(MemoryRecord.model_fields)
_FIELD_SET = frozenset(_FIELD_ORDER)
_DATETIME_FIELDS = ("created_at", "last_accessed", "archived_at")
# The fields' types alone, none of the validators: what a stored record is parsed with.
_STORED_JSON: TypeAdapter[dict[str, Any]] = TypeAdapter(
    TypedDict(  # type: ignore[operator]
        "StoredFields",
        {n: f.annotation for n, f in MemoryRecord.model_fields.items() if n != "embedding"},
        total=False,
    )
)


def parse_stored_json(text: str | bytes) -> dict[str, Any]:
    """The typed fields of a record's JSON as a tier wrote it (``model_dump_json``).

    Types are checked (natively, by pydantic-core); the validators are not re-run,
    because the record passed them before it was stored. Feed the result, plus an
    ``embedding``, to :func:`stored_record`.

    Raises:
        InvalidRecord: The text is not JSON of the record's field types.
    """
    try:
        data = _STORED_JSON.validate_json(text)
    except ValidationError as exc:
        raise invalid_record(exc) from None
    return with_utc_datetimes(data)


def parse_stored_fields(fields: Mapping[str, Any]) -> dict[str, Any]:
    """The typed fields of a record a tier stored as values (text numbers, ISO dates ...).

    Like :func:`parse_stored_json` for a tier that stores one value per field (a Redis
    hash): types are checked and converted, the validators are not re-run.

    Raises:
        InvalidRecord: A value does not have its field's type.
    """
    try:
        data = _STORED_JSON.validate_python(fields)
    except ValidationError as exc:
        raise invalid_record(exc) from None
    return with_utc_datetimes(data)


def with_utc_datetimes(fields: dict[str, Any]) -> dict[str, Any]:
    """``fields`` with each datetime field given the validators' tzinfo (``UTC``).

    Readers get aware UTC datetimes under other tzinfo objects (pydantic-core's
    ``TzInfo(0)``, Polars' ``ZoneInfo("UTC")``); the instant is the same, the record
    should look the same as one that was validated.
    """
    for name in _DATETIME_FIELDS:
        value = fields.get(name)
        if value is not None:
            fields[name] = value.astimezone(UTC)
    return fields


def stored_record(fields: Mapping[str, Any]) -> MemoryRecord:
    """A record rebuilt from fields a tier stored after validating them (no re-validation).

    For tier reads on the jobs' path, where validation was 60% of decoding a record
    (25 of 40 µs): ``fields`` must hold model-typed values (UTC datetimes, tuples,
    :class:`Relation` objects, an :class:`~sfams_tiers.Embedding` or None), as
    :func:`parse_stored_json` or a typed Parquet column gives them. Anything read from
    outside the library goes through :func:`validate_record` instead.
    """
    if len(fields) != len(_FIELD_ORDER) or not fields.keys() >= _FIELD_SET:
        return MemoryRecord.model_construct(**fields)  # fills defaults of missing fields
    # What BaseModel.model_construct does once it has every field, without its
    # per-field default handling (11 µs -> 3 µs); tests/test_embedding.py checks that
    # the result equals the validated record.
    record = MemoryRecord.__new__(MemoryRecord)
    object.__setattr__(record, "__dict__", {n: fields[n] for n in _FIELD_ORDER})
    object.__setattr__(record, "__pydantic_fields_set__", set(_FIELD_ORDER))
    object.__setattr__(record, "__pydantic_extra__", None)
    object.__setattr__(record, "__pydantic_private__", None)
    return record
