"""Regenerate ``sfams_tiers/_judge/data/given_names.txt``: the given names the judge knows.

Source: the person providers of Faker (MIT licence), every locale written in Latin
letters, a development-time dependency only (``pip install faker``; the product reads the
text file). Kept: first names, lowercased and without accents (Siobhán -> siobhan) by
``_judge._given.fold_name``, as the judge compares them; one per line, sorted.

    python scripts/build_given_names.py
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable
from pathlib import Path

from faker.providers import person  # type: ignore[import-not-found]

from sfams_tiers._judge._given import fold_name

OUT = Path(__file__).resolve().parents[1] / "sfams_tiers" / "_judge" / "data" / "given_names.txt"
_LATIN = re.compile(r"[a-z][a-z'-]+")


def _strings(value: object) -> Iterable[str]:
    if isinstance(value, dict):
        return [k for k in value if isinstance(k, str)]
    if isinstance(value, list | tuple | set | frozenset):
        return [v for v in value if isinstance(v, str)]
    return []


def main() -> None:
    """Write the folded given names of every Latin-script Faker locale."""
    base = Path(person.__file__).parent
    names: set[str] = set()
    for locale in sorted(p.name for p in base.iterdir() if p.is_dir() and p.name[0] != "_"):
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        for attribute in dir(provider):
            if attribute.startswith("first_name"):
                for name in _strings(getattr(provider, attribute, None)):
                    folded = fold_name(name.strip())
                    if _LATIN.fullmatch(folded):
                        names.add(folded)
    header = (
        "# Given names (Faker person providers, MIT):"
        " scripts/build_given_names.py regenerates this file.\n"
    )
    OUT.write_text(header + "".join(f"{n}\n" for n in sorted(names)), encoding="utf-8")
    print(f"{len(names)} names -> {OUT}")


if __name__ == "__main__":
    main()
