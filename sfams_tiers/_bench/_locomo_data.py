"""LoCoMo-format conversations: the format, and reading it with errors that say where.

The LoCoMo dataset (Maharana et al., 2024; not shipped here, its licence is
non-commercial) is a JSON list of samples::

    [{"sample_id": "conv-26",
      "conversation": {"speaker_a": "Caroline", "speaker_b": "Melanie",
                       "session_1_date_time": "1:56 pm on 8 May, 2023",
                       "session_1": [{"speaker": "Caroline", "dia_id": "D1:1",
                                      "text": "Hey Mel!"}, ...], ...},
      "qa": [{"question": "...", "answer": "...", "evidence": ["D1:3"],
              "category": 2}, ...]}, ...]

Each turn becomes a :class:`LocomoTurn` whose text is ``"<speaker>: <text>"`` (plus
the image caption when a turn shared a photo), at its session's date; ``_locomo``
replays them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sfams_tiers._errors import InvalidInput

__all__ = [
    "CATEGORIES",
    "LocomoDataError",
    "LocomoQuestion",
    "LocomoSample",
    "LocomoTurn",
    "load_locomo",
    "parse_locomo",
    "turn_content",
]

CATEGORIES: Mapping[int, str] = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
}
"""The answerable categories, as the LoCoMo release numbers them (5 is adversarial)."""

DATE_FORMATS = ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y", "%I:%M %p on %B %d, %Y")
SESSION_KEY = re.compile(r"^session_(\d+)$")


class LocomoDataError(InvalidInput):
    """A LoCoMo file is missing, not JSON, or lacks a required key (the message says where).

    Example:
        >>> str(LocomoDataError("sample 'conv-26'", "is missing the required key 'qa'."))
        "sample 'conv-26': is missing the required key 'qa'."
    """


@dataclass(frozen=True, slots=True)
class LocomoTurn:
    """One dialogue turn, ready to be remembered.

    Example:
        >>> LocomoTurn("D1:1", "Mel", "Mel: Hi!", datetime(2023, 5, 8, tzinfo=UTC)).dia_id
        'D1:1'
    """

    dia_id: str
    speaker: str
    text: str
    time: datetime


@dataclass(frozen=True, slots=True)
class LocomoQuestion:
    """One question with the ids of the turns that hold its answer.

    Example:
        >>> LocomoQuestion("Where?", "Sweden", ("D3:1",), 4).category in CATEGORIES
        True
    """

    question: str
    answer: str
    evidence: tuple[str, ...]
    category: int


@dataclass(frozen=True, slots=True)
class LocomoSample:
    """One conversation: its turns in order (sessions by number) and its questions."""

    sample_id: str
    speakers: tuple[str, str]
    turns: tuple[LocomoTurn, ...]
    questions: tuple[LocomoQuestion, ...]
    sessions: tuple[int, ...] = ()

    def answerable(self) -> list[LocomoQuestion]:
        """Questions of categories 1-4 (the adversarial category 5 is left out)."""
        return [q for q in self.questions if q.category in CATEGORIES]


def _require(mapping: Mapping[str, Any], key: str, where: str, kind: type | None = None) -> Any:
    if key not in mapping:
        raise LocomoDataError(where, f"is missing the required key {key!r}; see the LoCoMo format.")
    value = mapping[key]
    if kind is not None and not isinstance(value, kind):
        raise LocomoDataError(
            f"{where}.{key}", f"must be a {kind.__name__} (got {type(value).__name__})."
        )
    return value


def _parse_date(text: object, where: str) -> datetime:
    if isinstance(text, str):
        for fmt in DATE_FORMATS:
            try:
                return datetime.strptime(text.strip(), fmt).replace(tzinfo=UTC)
            except ValueError:
                continue
    raise LocomoDataError(where, f"{text!r} is not a date like '1:56 pm on 8 May, 2023'.")


def _evidence(raw: object, where: str) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise LocomoDataError(f"{where}.evidence", "must be a list of dia_id strings.")
    ids: list[str] = []
    for item in raw:
        # The public release has a few entries like "D8:6; D9:17" in one string.
        ids += [part for part in re.split(r"[;,\s]+", str(item)) if part]
    return tuple(dict.fromkeys(ids))


def turn_content(speaker: str, text: str, caption: str | None = None) -> str:
    """The memory text of one turn.

    Example:
        >>> turn_content("Mel", "Look!", "a photo of a dog")
        'Mel: Look! [shares a photo of a dog]'
    """
    content = f"{speaker}: {text}"
    return f"{content} [shares {caption}]" if caption else content


def _sessions(
    conversation: Mapping[str, Any], where: str
) -> Iterator[tuple[int, datetime, list[Any]]]:
    numbers = sorted(int(m.group(1)) for key in conversation if (m := SESSION_KEY.match(key)))
    if not numbers:
        raise LocomoDataError(where, "has no session_<n> lists of turns.")
    for n in numbers:
        turns = _require(conversation, f"session_{n}", where, list)
        date_key = f"session_{n}_date_time"
        when = _parse_date(_require(conversation, date_key, where), f"{where}.{date_key}")
        yield n, when, turns


def _sample(raw: object, index: int) -> LocomoSample:
    if not isinstance(raw, Mapping):
        raise LocomoDataError(f"sample {index}", "must be a JSON object.")
    sample_id = str(raw.get("sample_id", f"#{index}"))
    where = f"sample {sample_id!r}"
    conversation = _require(raw, "conversation", where, Mapping)
    qa = _require(raw, "qa", where, list)
    conv_where = f"{where}.conversation"
    speakers = (
        str(_require(conversation, "speaker_a", conv_where)),
        str(_require(conversation, "speaker_b", conv_where)),
    )
    turns: list[LocomoTurn] = []
    numbers: list[int] = []
    for n, start, session in _sessions(conversation, conv_where):
        numbers.append(n)
        for i, turn in enumerate(session):
            turn_where = f"{conv_where}.session_{n}[{i}]"
            if not isinstance(turn, Mapping):
                raise LocomoDataError(turn_where, "must be a JSON object.")
            speaker = str(_require(turn, "speaker", turn_where))
            caption = turn.get("blip_caption")
            text = turn_content(
                speaker,
                str(_require(turn, "text", turn_where)),
                caption if isinstance(caption, str) and caption else None,
            )
            dia_id = str(_require(turn, "dia_id", turn_where))
            # Turns of a session a minute apart keep their order on the memory's clock.
            turns.append(LocomoTurn(dia_id, speaker, text, start + timedelta(minutes=i)))
    questions: list[LocomoQuestion] = []
    for i, item in enumerate(qa):
        q_where = f"{where}.qa[{i}]"
        if not isinstance(item, Mapping):
            raise LocomoDataError(q_where, "must be a JSON object.")
        category = _require(item, "category", q_where)
        if isinstance(category, bool) or not isinstance(category, int):
            raise LocomoDataError(f"{q_where}.category", f"must be a number (got {category!r}).")
        answer = item.get("answer", item.get("adversarial_answer", ""))
        questions.append(
            LocomoQuestion(
                question=str(_require(item, "question", q_where)),
                answer=str(answer),
                evidence=_evidence(_require(item, "evidence", q_where), q_where),
                category=category,
            )
        )
    return LocomoSample(sample_id, speakers, tuple(turns), tuple(questions), tuple(numbers))


def parse_locomo(data: object) -> list[LocomoSample]:
    """Samples from already-decoded LoCoMo JSON.

    Raises:
        LocomoDataError: Not a list of samples, or a sample lacks a required key.

    Example:
        >>> data = [{"sample_id": "s1", "conversation": {
        ...     "speaker_a": "A", "speaker_b": "B",
        ...     "session_1_date_time": "1:56 pm on 8 May, 2023",
        ...     "session_1": [{"speaker": "A", "dia_id": "D1:1", "text": "Hi B"}]},
        ...     "qa": [{"question": "Who?", "answer": "B", "evidence": ["D1:1"], "category": 4}]}]
        >>> sample = parse_locomo(data)[0]
        >>> sample.turns[0].text, sample.turns[0].time.isoformat()
        ('A: Hi B', '2023-05-08T13:56:00+00:00')
    """
    if not isinstance(data, list):
        raise LocomoDataError("data", "must be a JSON list of samples (the LoCoMo release format).")
    return [_sample(raw, i) for i, raw in enumerate(data)]


def load_locomo(path: str | Path) -> list[LocomoSample]:
    """Read a LoCoMo JSON file.

    Raises:
        LocomoDataError: The file is missing or unreadable, not JSON, or malformed.
    """
    file = Path(path)
    try:
        raw = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LocomoDataError(
            "data", f"{str(file)!r} does not exist; pass the path of locomo10.json."
        ) from None
    except OSError as exc:
        raise LocomoDataError("data", f"cannot read {str(file)!r}: {exc.strerror}.") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise LocomoDataError(
            "data", f"{str(file)!r} is not valid JSON (line {exc.lineno}: {exc.msg})."
        ) from None
    return parse_locomo(data)
