"""The per-namespace gazetteer: entities a judge has seen, bounded, least recently used out."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

from sfams_tiers._judge._names import (
    FIRM_SUFFIXES,
    VALUE_KINDS,
    abbreviated,
    abbreviations,
    common_word,
)
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
        # Per namespace: one word of a multi-word name -> the full name's entity ("yara" ->
        # "name:Yara Moretti"), or None once two names share the word (ambiguous).
        self._aliases: dict[str, dict[str, str | None]] = {}

    def add(self, namespace: str, entities: Iterable[str]) -> None:
        """Remember ``entities`` (invalid ones and values such as dates are ignored)."""
        names = self._space(namespace)
        for raw in entities:
            try:
                entity = normalize_entity(raw)
            except ValueError:
                continue
            kind, _, name = entity.partition(":")
            if kind in VALUE_KINDS or kind in ("email", "phone") or abbreviated(name):
                continue  # "H. Gill" stands for a full name, or for no one yet
            key = name.lower()
            first = names.get(key.split()[0]) if " " in key else None
            if kind == "name" and first is not None and first.startswith("person:"):
                kind = "person"  # "Yara Moretti" once "Yara" is known to be someone
            old = names.get(key)
            if old is None or (
                old.partition(":")[0] in ("name", "id") and kind not in ("name", "id")
            ):
                # Keep the first-seen spelling when a specific kind refines a generic one.
                names[key] = f"{kind}:{old.partition(':')[2] if old else name}"
            names.move_to_end(key)
            if names[key].startswith(("person:", "name:")) and " " in name:
                # "Y. Moretti" and "Yara M." are Yara Moretti, unless two names share them.
                self._alias(namespace, names[key], words=abbreviations(name))
            if names[key].startswith("person:") and " " in name:
                self._alias(namespace, names[key])  # "Moretti" is Yara; "Manager" is no one
            elif " " in key and key.rsplit(" ", 1)[1] in FIRM_SUFFIXES:
                # "Brightwater" is Brightwater Ltd, unless two known firms share the stem.
                self._alias(namespace, names[key], words=[key.rsplit(" ", 1)[0]])
            while len(names) > self._max_names:
                names.popitem(last=False)

    def _alias(self, namespace: str, entity: str, words: Iterable[str] | None = None) -> None:
        """Let each distinctive word of a person's full name (or ``words``) stand for it."""
        aliases = self._aliases.setdefault(namespace, {})
        if len(aliases) >= self._max_names:
            aliases.clear()  # rebuilt from later mentions; bounded like the names
        for word in entity.partition(":")[2].split() if words is None else words:
            key = word.lower()
            if len(key) < 3 or common_word(word):
                continue
            before = aliases.get(key, entity)
            if before is not None and _same_words(before, entity):
                # "DESHPANDE Rohan" and "Rohan Deshpande" are one person: the word keeps
                # naming whom it named first.
                aliases[key] = before
            else:
                aliases[key] = None  # two Anas: "Ana" alone names neither

    def full_names(self, namespace: str, word: str) -> tuple[str, ...]:
        """Known multi-word names one of whose words is ``word`` ("Yara" -> "Yara Moretti").

        Example:
            >>> g = Gazetteer()
            >>> g.add("team-a", ["person:Yara Moretti"])
            >>> g.full_names("team-a", "yara")
            ('Yara Moretti',)
        """
        target = (self._aliases.get(namespace) or {}).get(word.lower())
        return () if target is None else (target.partition(":")[2],)

    def names_opening_with(self, namespace: str, word: str, limit: int = 3) -> tuple[str, ...]:
        """Known multi-word names opening with ``word``, at most ``limit``, newest last.

        What a question may mean by a short name: "Brightwater" -> Brightwater Foods.

        Example:
            >>> g = Gazetteer()
            >>> g.add("team-a", ["name:Brightwater Foods", "name:Copperhead"])
            >>> g.names_opening_with("team-a", "brightwater")
            ('name:Brightwater Foods',)
        """
        prefix = f"{word.lower()} "
        names: Mapping[str, str] = self._spaces.get(namespace) or {}
        found = [entity for key, entity in names.items() if key.startswith(prefix)]
        return tuple(found[-limit:])

    def lookup(self, namespace: str) -> Mapping[str, str]:
        """Lowercase name -> entity for ``namespace`` (a live read-only view, no copy).

        A distinctive word of a person's known full name resolves to it ("Yara" ->
        ``person:Yara Moretti``) unless another known name shares the word.

        Example:
            >>> g = Gazetteer()
            >>> g.add("team-a", ["person:Yara Moretti", "person:Ana Lima", "person:Ana Ruiz"])
            >>> g.lookup("team-a")["moretti"], "ana" in g.lookup("team-a")
            ('person:Yara Moretti', False)
        """
        names = self._spaces.get(namespace)
        if names is None:
            return MappingProxyType({})
        aliases = self._aliases.get(namespace)
        if not aliases:
            return MappingProxyType(names)
        return _WithAliases(names, aliases)

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


class _WithAliases(Mapping[str, str]):
    """Names first, then unambiguous aliases (a read-only view of both, no copy)."""

    def __init__(self, names: Mapping[str, str], aliases: Mapping[str, str | None]) -> None:
        self._names = names
        self._aliases = aliases

    def __getitem__(self, key: str) -> str:
        found = self._names.get(key)
        if found is not None:
            return found
        alias = self._aliases.get(key)
        if alias is None:
            raise KeyError(key)
        return alias

    def __iter__(self) -> Iterator[str]:
        yield from self._names
        yield from (k for k, v in self._aliases.items() if v is not None and k not in self._names)

    def __len__(self) -> int:
        return sum(1 for _ in self)


def _same_words(one: str, other: str) -> bool:
    """True when two entities' names hold the same words, in any order or case.

    Example:
        >>> _same_words("person:DESHPANDE Rohan", "person:Rohan Deshpande")
        True
    """
    words = (set(e.partition(":")[2].lower().split()) for e in (one, other))
    return next(words) == next(words)
