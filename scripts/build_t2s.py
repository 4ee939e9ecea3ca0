"""Regenerate ``sfams_tiers/_judge/data/t2s.txt``: Traditional -> Simplified characters.

Source: OpenCC's ``TSCharacters.txt`` (Apache License 2.0), shipped among others by the
``opencc-purepy`` package, a development-time dependency only (``pip install
opencc-purepy``; the product reads the text file). Kept: pairs of single BMP characters
that differ, with the first simplified candidate, so folding keeps a text's length.

    python scripts/build_t2s.py
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "sfams_tiers" / "_judge" / "data" / "t2s.txt"
HEADER = (
    "# Traditional -> Simplified Chinese characters, one pair per line (traditional first).\n"
    "# From OpenCC's TSCharacters.txt (Apache License 2.0, https://github.com/BYVoid/OpenCC),\n"
    "# single BMP characters only, first candidate; scripts/build_t2s.py regenerates it.\n"
)


def _cjk(char: str) -> bool:
    return len(char) == 1 and "\u3400" <= char <= "\u9fff"


def main() -> None:
    """Write the character pairs, in the source's order."""
    source = files("opencc_purepy").joinpath("dicts/TSCharacters.txt").read_text("utf-8")
    pairs = []
    for line in source.splitlines():
        if not line or line.startswith("#"):
            continue
        traditional, simplified = line.split("\t")
        simplified = simplified.split(" ")[0]
        if _cjk(traditional) and _cjk(simplified) and traditional != simplified:
            pairs.append(traditional + simplified)
    OUT.write_text(HEADER + "".join(f"{pair}\n" for pair in pairs), "utf-8")
    print(f"{len(pairs)} pairs -> {OUT}")


if __name__ == "__main__":
    main()
