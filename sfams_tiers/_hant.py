"""Traditional Chinese read as Simplified: one folding for every Chinese rule.

The judge's and the read path's Chinese cues are written in Simplified characters (汇报,
邮箱, 哪个部门). A Taiwanese or Hong Kong team writes 匯報, 郵箱, 哪個部門: the same
words. Folding maps each Traditional character to its Simplified form (OpenCC's
character table, ``_judge/data/t2s.txt``), one character for one, so a folded text keeps the
length and the positions of the original and any span found in it is a span of the
original too. Text is folded where it is *read* (entities, cues, question words, the
hash embedder's character n-grams); what is stored is never changed.
"""

from __future__ import annotations

from functools import cache, lru_cache
from importlib.resources import files

__all__ = ["fold"]


@cache
def _table() -> dict[int, int]:
    text = files("sfams_tiers").joinpath("_judge/data/t2s.txt").read_text("utf-8")
    return {
        ord(line[0]): ord(line[1])
        for line in text.splitlines()
        if len(line) == 2 and not line.startswith("#")
    }


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """``text`` with its Traditional Chinese characters in their Simplified forms.

    Example:
        >>> fold("陳怡君的主管是誰"), fold("Dana's manager")
        ('陈怡君的主管是谁', "Dana's manager")
    """
    if text.isascii():
        return text
    return text.translate(_table())
