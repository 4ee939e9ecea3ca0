"""The per-namespace gazetteer: entities a judge has seen, bounded, least recently used out."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

from sfams_tiers._judge._cjk import has_cjk
from sfams_tiers._judge._given import unaccented
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
        # Per namespace: a name without accents or case -> its spellings ("remi dufresne"
        # -> Rémi Dufresne, Remi Dufresne), newest last.
        self._spellings: dict[str, dict[str, dict[str, None]]] = {}
        # Per namespace: the first word of each multi-word name -> those names' keys, in
        # the names' own order (what names_opening_with reads without a scan).
        self._openers: dict[str, dict[str, OrderedDict[str, None]]] = {}

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
            if " " in key:
                opening = self._openers.setdefault(namespace, {})
                opening.setdefault(key.partition(" ")[0], OrderedDict())[key] = None
                opening[key.partition(" ")[0]].move_to_end(key)
            if names[key].startswith(("person:", "name:")):
                spelt = self._spellings.setdefault(namespace, {})
                if len(spelt) >= self._max_names:
                    spelt.clear()  # rebuilt from later mentions; bounded like the names
                spelt.setdefault(unaccented(key), {})[names[key].partition(":")[2]] = None
            if names[key].startswith(("person:", "name:")) and " " in name:
                # "Y. Moretti" and "Yara M." are Yara Moretti, unless two names share them.
                self._alias(namespace, names[key], words=abbreviations(name))
            if names[key].startswith("person:") and " " in name:
                self._alias(namespace, names[key])  # "Moretti" is Yara; "Manager" is no one
                for word in key.split():
                    if names.get(word, "").startswith("name:"):
                        # "Annegret" was a guess at a name until Annegret Schröder, a
                        # person: the word now stands for her (or, shared, for no one).
                        del names[word]
            elif names[key].startswith("person:") and len(name) in (3, 4) and has_cjk(name):
                # "雅婷" is 王雅婷: Chinese colleagues go by their given name.
                self._alias(namespace, names[key], words=[name[-2:]])
            elif " " in key and key.rsplit(" ", 1)[1] in FIRM_SUFFIXES:
                # "Brightwater" is Brightwater Ltd, unless two known firms share the stem.
                self._alias(namespace, names[key], words=[key.rsplit(" ", 1)[0]])
            while len(names) > self._max_names:
                dropped, _ = names.popitem(last=False)
                if " " in dropped:
                    self._openers[namespace][dropped.partition(" ")[0]].pop(dropped, None)

    def _alias(self, namespace: str, entity: str, words: Iterable[str] | None = None) -> None:
        """Let each distinctive word of a person's full name (or ``words``) stand for it."""
        aliases = self._aliases.setdefault(namespace, {})
        if len(aliases) >= self._max_names:
            aliases.clear()  # rebuilt from later mentions; bounded like the names
        spelt = entity.partition(":")[2].split() if words is None else words
        for word in dict.fromkeys(form for w in spelt for form in (w, unaccented(w))):
            key = word.lower()
            if (len(key) < 3 and not has_cjk(key)) or common_word(word):
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

    def spellings(self, namespace: str, name: str) -> tuple[str, ...]:
        """Other spellings of ``name`` the namespace knows: with or without its accents.

        Example:
            >>> g = Gazetteer()
            >>> g.add("team-a", ["person:Remi Dufresne", "person:Rémi Dufresne"])
            >>> g.spellings("team-a", "Remi Dufresne"), g.spellings("team-a", "Jo")
            (('Rémi Dufresne',), ())
        """
        known = (self._spellings.get(namespace) or {}).get(unaccented(name.lower()), {})
        return tuple(spelling for spelling in known if spelling != name)

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
        openers = self._openers.get(namespace) or {}
        keys: Mapping[str, None] = openers.get(prefix.partition(" ")[0]) or {}
        found = [names[key] for key in keys if key in names and key.startswith(prefix)]
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
        return _WithAliases(names, self._aliases.get(namespace) or {})

    def __len__(self) -> int:
        return sum(len(names) for names in self._spaces.values())

    def _space(self, namespace: str) -> OrderedDict[str, str]:
        names = self._spaces.get(namespace)
        if names is None:
            names = self._spaces[namespace] = OrderedDict()
            while len(self._spaces) > self._max_namespaces:
                dropped, _ = self._spaces.popitem(last=False)
                self._aliases.pop(dropped, None)
                self._openers.pop(dropped, None)
                self._spellings.pop(dropped, None)
        self._spaces.move_to_end(namespace)
        return names


class _WithAliases(Mapping[str, str]):
    """Names first, then unambiguous aliases (a read-only view of both, no copy)."""

    def __init__(self, names: Mapping[str, str], aliases: Mapping[str, str | None]) -> None:
        self._names = names
        self._aliases = aliases

    def __getitem__(self, key: str) -> str:
        found = self._names.get(key) or self._aliases.get(key)
        if found is None and " " not in key and not key.isascii():
            found = self._aliases.get(unaccented(key))  # "Rémi" is the Remi Dufresne known
        if found is None:
            raise KeyError(key)
        return found

    def __iter__(self) -> Iterator[str]:
        yield from self._names
        yield from (k for k, v in self._aliases.items() if v is not None and k not in self._names)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        # Asked on every text read ("if known"): counting 5,000 names each time cost
        # 8 ms a call at 5,000 memories; any one name answers.
        return bool(self._names) or any(v is not None for v in self._aliases.values())


def _same_words(one: str, other: str) -> bool:
    """True when two entities' names hold the same words, in any order, case or accents.

    Example:
        >>> _same_words("person:DESHPANDE Rohan", "person:Rohan Deshpande")
        True
        >>> _same_words("person:Rémi Dufresne", "person:Remi Dufresne")
        True
    """
    words = (set(unaccented(e.partition(":")[2]).lower().split()) for e in (one, other))
    return next(words) == next(words)
