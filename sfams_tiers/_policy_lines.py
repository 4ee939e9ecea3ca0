"""Where each key of a TOML text is written, so a refused value can name its line.

``tomllib`` returns values without positions; the policy file's errors must say which
line to fix. :class:`KeyLines` reads table headers and ``key = value`` lines (bare,
quoted and dotted keys) and answers the line of a key path, or of its nearest written
parent (a key inside an inline table answers the table's line).
"""

from __future__ import annotations

import re

__all__ = ["KeyLines"]

_PART = re.compile(r"""\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*""")


def _dotted(text: str) -> tuple[str, ...] | None:
    """``a."b c".d`` -> ``('a', 'b c', 'd')``; None if ``text`` is not a dotted key."""
    parts: list[str] = []
    position = 0
    while True:
        match = _PART.match(text, position)
        if match is None or match.end() == position:
            return None
        parts.append(next(g for g in match.groups() if g is not None))
        position = match.end()
        if position == len(text):
            return tuple(parts)
        if text[position] != ".":
            return None
        position += 1


class KeyLines:
    r"""Key path -> 1-based line, read from a TOML text.

    Example:
        >>> lines = KeyLines('a = 1\n[rules]\n"max_anchors" = 2\n[namespaces.x]\nb.c = 3\n')
        >>> lines.line(("rules", "max_anchors")), lines.line(("namespaces", "x", "b", "c"))
        (3, 5)
        >>> lines.line(("namespaces", "x", "b", "missing")), lines.line(("nowhere",))
        (4, 0)
    """

    def __init__(self, text: str) -> None:
        self._lines: dict[tuple[str, ...], int] = {}
        table: tuple[str, ...] = ()
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("[["):
                table = ()  # arrays of tables hold no policy settings
                continue
            if line.startswith("["):
                header = _dotted(line[1:].split("]", 1)[0])
                if header is not None:
                    table = header
                    self._lines.setdefault(table, number)
                continue
            key = _dotted(line.split("=", 1)[0]) if "=" in line else None
            if key is not None:
                self._lines.setdefault((*table, *key), number)

    def line(self, path: tuple[str, ...]) -> int:
        """The line of ``path`` or of its nearest written parent; 0 if none is written."""
        for end in range(len(path), 0, -1):
            found = self._lines.get(path[:end])
            if found is not None:
                return found
        return 0
