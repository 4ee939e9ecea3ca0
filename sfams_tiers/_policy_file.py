"""The policy file: a :class:`RetentionPolicy` per namespace, written in TOML.

One file (``SFAMS_POLICY`` or ``sfams --policy FILE``) holds the weights, half-lives,
thresholds, budgets and forgetting rules that :func:`~sfams_tiers.open_memory`, the
jobs CLI, the scheduler and the AutoGen adapter all read, so an application's policy
is the one its maintenance runs with. Top-level keys are :class:`RetentionPolicy`
fields; ``[half_lives_days]`` and ``[rules]`` (the :class:`ForgettingRules`) are
tables; ``[namespaces.NAME]`` overrides any of them for one namespace::

    w_importance = 0.6
    archive_threshold = 0.2

    [half_lives_days]
    "state:ticket" = 1

    [rules]
    consolidate = true

    [namespaces.support.rules]
    max_anchors = 50

Every namespace's policy is built and checked when the file is read; a mistake is a
:class:`PolicyFileError` naming the file, the line and the key.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sfams_tiers._errors import InvalidInput, PolicyFileError
from sfams_tiers._models import validate_namespace
from sfams_tiers._policy_lines import KeyLines
from sfams_tiers._retention import RetentionPolicy
from sfams_tiers._rules import ForgettingRules

__all__ = ["PolicyFile", "load_policy_file"]

_POLICY_KEYS = frozenset(f.name for f in dataclasses.fields(RetentionPolicy))
_RULES_KEYS = frozenset(f.name for f in dataclasses.fields(ForgettingRules))
_TABLES = frozenset({"rules", "half_lives_days"})


@dataclass(frozen=True)
class PolicyFile:
    r"""A checked policy file: the base policy and each namespace's.

    Example:
        >>> import tempfile, pathlib
        >>> folder = pathlib.Path(tempfile.mkdtemp())
        >>> _ = (folder / "policy.toml").write_text(
        ...     "hot_capacity = 50\n[namespaces.support]\nhot_capacity = 5\n"
        ... )
        >>> policies = load_policy_file(folder / "policy.toml")
        >>> policies.policy().hot_capacity, policies.policy("support").hot_capacity
        (50, 5)
    """

    path: Path
    base: RetentionPolicy
    namespaces: Mapping[str, RetentionPolicy]

    def policy(self, namespace: str | None = None) -> RetentionPolicy:
        """The policy of ``namespace`` (the base policy if it has no section)."""
        if namespace is None:
            return self.base
        return self.namespaces.get(namespace, self.base)


def load_policy_file(path: str | Path) -> PolicyFile:
    """Read and check a policy file.

    Raises:
        PolicyFileError: The file is missing or unreadable, is not TOML, names an
            unknown setting, or holds a value the policy refuses (with its line).
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PolicyFileError(
            path, 0, "", f"cannot be read ({exc}); give the path of a UTF-8 TOML file."
        ) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # Python 3.11 puts the position in the message only: "... (at line 3, column 5)".
        at = re.search(r"\(at line (\d+), column \d+\)", str(exc))
        line = int(at.group(1)) if at else 0
        reason = str(exc)[: at.start()].strip() if at else str(exc)
        raise PolicyFileError(path, line, "", f"is not valid TOML: {reason}.") from None
    lines = KeyLines(text)
    sections = data.pop("namespaces", {})
    if not isinstance(sections, dict):
        raise PolicyFileError(path, lines.line(("namespaces",)), "namespaces", _NAMESPACES_SHAPE)
    base = _policy(path, lines, (), data)
    namespaces: dict[str, RetentionPolicy] = {}
    for name, section in sections.items():
        where = ("namespaces", name)
        try:
            validate_namespace(name)
        except InvalidInput as exc:
            raise PolicyFileError(path, lines.line(where), ".".join(where), exc.reason) from None
        if not isinstance(section, dict):
            raise PolicyFileError(path, lines.line(where), ".".join(where), _NAMESPACES_SHAPE)
        namespaces[name] = _policy(path, lines, where, _merged(data, section))
    return PolicyFile(path, base, namespaces)


_NAMESPACES_SHAPE = (
    "must be tables of settings per namespace, such as [namespaces.support] "
    "followed by hot_capacity = 50."
)


def _merged(base: Mapping[str, Any], override: Mapping[str, Any]) -> dict[str, Any]:
    """``override`` over ``base``, table by table (a namespace changes only what it names)."""
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merged(out[key], value)
        else:
            out[key] = value
    return out


def _policy(
    path: Path, lines: KeyLines, prefix: tuple[str, ...], table: Mapping[str, Any]
) -> RetentionPolicy:
    """Build one policy from its TOML table; every refusal names the line it came from."""

    def fail(key: tuple[str, ...], message: str) -> PolicyFileError:
        # A key left at its default ("promote_threshold must be above demote_threshold")
        # points at the written key its message names.
        named = [key, *((*key[:-1], word) for word in re.findall(r"\w+", message))]
        line = next((n for k in named if (n := lines.line((*prefix, *k)) or lines.line(k))), 0)
        return PolicyFileError(path, line, ".".join(key), message)

    _known(table, _POLICY_KEYS, (), fail)
    values = dict(table)
    for name in _TABLES & values.keys():
        if not isinstance(values[name], dict):
            raise fail((name,), f"must be a table ([{name}]), not {values[name]!r}.")
    for key, days in values.get("half_lives_days", {}).items():
        try:  # one entry at a time, so a refusal names its own line
            RetentionPolicy(half_lives_days={key: days})
        except InvalidInput as exc:
            raise fail(("half_lives_days", key), exc.reason) from None
    if "rules" in values:
        rules = values["rules"]
        _known(rules, _RULES_KEYS, ("rules",), fail)
        try:
            values["rules"] = ForgettingRules(**rules)
        except InvalidInput as exc:
            raise fail(("rules", _field(exc)), exc.reason) from None
        except TypeError as exc:  # a table where a number belongs
            raise fail(("rules",), str(exc)) from None
    try:
        return RetentionPolicy(**values)
    except InvalidInput as exc:
        raise fail((_field(exc),), exc.reason) from None


Fail = Callable[[tuple[str, ...], str], PolicyFileError]


def _known(
    table: Mapping[str, Any], known: frozenset[str], at: tuple[str, ...], fail: Fail
) -> None:
    for key in table:
        if key not in known:
            near = difflib.get_close_matches(key, sorted(known), n=1)
            names = ", ".join(sorted(known))
            hint = f"did you mean {near[0]!r}?" if near else f"use one of {names}."
            raise fail((*at, key), f"is not a policy setting; {hint}")


def _field(exc: InvalidInput) -> str:
    return exc.field.partition("[")[0]
