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

import re
from functools import cache, lru_cache
from importlib.resources import files

__all__ = ["fold", "spaced"]

_SCRIPT_EDGE = re.compile(r"(?<=[\u3400-\u9fff])(?=[A-Za-z])|(?<=[A-Za-z])(?=[\u3400-\u9fff])")


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


def spaced(text: str) -> str:
    """``text`` with a space where Latin letters meet Chinese characters.

    Python's word boundaries see none between 说 and Phoenix (both are word characters),
    so "邱美玲说Phoenix是郑凯文在带的" would hide the project's name from every English rule.

    Example:
        >>> spaced("邱美玲说Phoenix是郑凯文在带的"), spaced("CC9361 和 Kite")
        ('邱美玲说 Phoenix 是郑凯文在带的', 'CC9361 和 Kite')
    """
    return _SCRIPT_EDGE.sub(" ", text)
