"""The per-namespace gazetteer: entities a judge has seen, bounded, least recently used out."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from sfams_tiers._judge._names import VALUE_KINDS
from sfams_tiers._models import normalize_entity

__all__ = ["Gazetteer"]


class Gazetteer:
    """Per-namespace memory of seen entities, bounded (least recently used dropped).

    Names keep the case they were first seen with; a specific kind (``project:Orion``)
    replaces a generic one (``name:Orion``) for the same name.

    Args:
        max_names: Entities remembered per namespace.
        max_namespaces: Namespaces remembered; the least recently used is dropped.

    Example:
        >>> g = Gazetteer()
        >>> g.add("team-a", ["project:Orion"])
        >>> g.lookup("team-a")["orion"]
        'project:Orion'
        >>> dict(g.lookup("team-b"))
        {}
    """

    def __init__(self, max_names: int = 10_000, max_namespaces: int = 1_000) -> None:
        if max_names < 1 or max_namespaces < 1:
            raise ValueError("Gazetteer sizes must be at least 1.")
        self._max_names = max_names
        self._max_namespaces = max_namespaces
        self._spaces: OrderedDict[str, OrderedDict[str, str]] = OrderedDict()

    def add(self, namespace: str, entities: Iterable[str]) -> None:
        """Remember ``entities`` (invalid ones and values such as dates are ignored)."""
        names = self._space(namespace)
        for raw in entities:
            try:
                entity = normalize_entity(raw)
            except ValueError:
                continue
            kind, _, name = entity.partition(":")
            if kind in VALUE_KINDS or kind in ("email", "phone"):
                continue
            key = name.lower()
            old = names.get(key)
            if old is None or (
                old.partition(":")[0] in ("name", "id") and kind not in ("name", "id")
            ):
                # Keep the first-seen spelling when a specific kind refines a generic one.
                names[key] = f"{kind}:{old.partition(':')[2] if old else name}"
            names.move_to_end(key)
            while len(names) > self._max_names:
                names.popitem(last=False)

    def lookup(self, namespace: str) -> Mapping[str, str]:
        """Lowercase name -> entity for ``namespace`` (a live read-only view, no copy)."""
        names = self._spaces.get(namespace)
        return MappingProxyType(names) if names is not None else MappingProxyType({})

    def __len__(self) -> int:
        return sum(len(names) for names in self._spaces.values())

    def _space(self, namespace: str) -> OrderedDict[str, str]:
        names = self._spaces.get(namespace)
        if names is None:
            names = self._spaces[namespace] = OrderedDict()
            while len(self._spaces) > self._max_namespaces:
                self._spaces.popitem(last=False)
        self._spaces.move_to_end(namespace)
        return names
