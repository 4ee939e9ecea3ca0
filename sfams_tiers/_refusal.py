"""How pydantic's refusal of a record field reads: one InvalidRecord naming the field.

The record models raise ValidationError with pydantic's own wording; callers get an
:class:`~sfams_tiers.InvalidRecord` instead, naming the first bad field and saying what
is allowed, in a sentence that ends with a full stop.
"""

from __future__ import annotations

from pydantic import ValidationError

from sfams_tiers._errors import InvalidRecord
from sfams_tiers._vocab import RELATION_KINDS

__all__ = ["invalid_record"]


def invalid_record(exc: ValidationError) -> InvalidRecord:
    """The InvalidRecord for the first error of ``exc``, worded for a caller."""
    error = exc.errors(include_url=False)[0]
    loc = [str(part) for part in error["loc"] if not isinstance(part, int)]
    field_name = loc[0] if loc else "record"
    message = str(error["msg"])
    for prefix in ("Value error, ", "Assertion failed, "):
        message = message.removeprefix(prefix)
    if error["type"] == "missing":
        message = "is required"
    elif error["type"] == "extra_forbidden":
        message = "is not a MemoryRecord field; check the spelling"
    elif error["type"] == "literal_error" and field_name == "relations":
        message = f"kind must be one of {', '.join(RELATION_KINDS)}"
    elif error["type"] == "literal_error":
        message = f"must be one of {error.get('ctx', {}).get('expected', 'the allowed values')}"
    elif error["type"] in ("model_type", "dict_type") and field_name == "relations":
        message = "each relation must be a Relation, a (kind, target_id) pair or a mapping"
    message = message.removeprefix(f"{field_name}: ")
    if ": " in message and field_name == "record":
        field_name, _, message = message.partition(": ")
    if not message.endswith("."):
        message += "."
    return InvalidRecord(field_name, message)
