"""A :class:`RetentionPolicy` written as a policy file (``sfams policy show``).

The text reads back (:func:`~sfams_tiers.load_policy_file`) as the same policy, so the
printed effective policy is a starting point for an application's own file.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping
from typing import Any

from sfams_tiers._retention import RetentionPolicy

__all__ = ["policy_toml"]

_BARE = re.compile(r"[A-Za-z0-9_-]+")
_TABLES = ("half_lives_days", "rules")


def policy_toml(policy: RetentionPolicy, *, title: str = "") -> str:
    """The policy as TOML: scalars first, then ``[half_lives_days]`` and ``[rules]``.

    Example:
        >>> text = policy_toml(RetentionPolicy(hot_capacity=5))
        >>> "hot_capacity = 5" in text, "[rules.chain_factors]" in text
        (True, True)
    """
    out = [f"# {line}" for line in title.splitlines()]
    values = {f.name: getattr(policy, f.name) for f in dataclasses.fields(policy)}
    out += _scalars(values, skip=_TABLES)
    out += ["", "[half_lives_days]", *_scalars(dict(policy.half_lives_days))]
    rules = {f.name: getattr(policy.rules, f.name) for f in dataclasses.fields(policy.rules)}
    out += ["", "[rules]", *_scalars(rules)]
    for name, value in rules.items():
        if isinstance(value, Mapping):
            out += ["", f"[rules.{name}]", *_scalars(dict(value))]
    return "\n".join(out) + "\n"


def _scalars(values: Mapping[str, Any], skip: tuple[str, ...] = ()) -> list[str]:
    lines = []
    for key, value in values.items():
        if key in skip or isinstance(value, Mapping):
            continue
        if value is None:
            lines.append(f"# {_key(key)} is not set (leave it out for the default)")
        else:
            lines.append(f"{_key(key)} = {_value(value)}")
    return lines


def _key(key: str) -> str:
    return key if _BARE.fullmatch(key) else json.dumps(key)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, tuple | list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return json.dumps(str(value), ensure_ascii=False)
