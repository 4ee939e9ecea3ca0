"""The speaker prefix of a chat line ("Mariam: ..."), which names the author, not a subject.

In team chat the author's name often opens the line. Read as an entity, it tags every
line the author writes, so re-anchoring and the entity boost then favour the author's
small talk. The prefix is a subject only when the line speaks in the first person
("Mariam: my new cell is ...", or in Chinese a line opening with a name and a
full-width colon, then 我).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from sfams_tiers._judge._cjk import has_cjk, person_name
from sfams_tiers._judge._given import is_given_name
from sfams_tiers._judge._names import common_word

__all__ = ["involves_self", "only_a_value", "speaks_of_self", "split_speaker"]

_CLOCK = r"(?:\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?|[0-2]\d[0-5]\d\s?hrs?)"
"""A time: "09:49", "1:05 pm", a shift log's "1300 hrs"."""
_SHIFT = r"(?i:[A-D][- ]?shift)"
"""A shift's code beside its writer: "A-shift Layla >> ...", "Layla S. (A shift): ..."."""
# A transcript's or chat export's timestamp first: "[01:36:15] Devin: ...", "[Tue 18 Jun]
# Hemi: ...", "01:17:03 Rhys: ...", "09:49 - Aoife Kavanagh - ...", or an activity feed's
# "17:00 · Tama · ...".
_STAMP = (
    rf"(?:[\[(](?:{_CLOCK}|[\w ,/.:-]{{1,24}})[\])]\s*"
    rf"|{_CLOCK}(?:\s*[\u00b7\u2022\u2013\u2014-])?\s+)"
)
_NAME = r"[A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*\.?){0,2}"
_PREFIX = re.compile(
    rf"^\s*(?P<stamp>{_STAMP})?"
    # A diarised label around the name: "SPEAKER_2 (Dana): ...", "SPEAKER Calum — ...".
    r"(?:SPEAKER[ _]?\d+\s*\(\s*|(?P<tag>(?i:speaker)\s+))?"
    rf"(?:{_SHIFT}\s+)?"
    rf"(?P<name>(?:[A-Z]\.)?{_NAME}|[\u4e00-\u9fff\u3400-\u4dbf·]{{2,5}})\)?(?:\s*\({_SHIFT}\))?"
    # "Mariam: ...", a chat export's "Dana Okafor  12:35  ..." (the time between), a
    # feed's "Tama · ...", or a dash after a timestamp or a speaker tag.
    rf"(?:\s*[:\uff1a]|\s*>>|\s{{2,}}{_CLOCK}\s{{2,}}|\s[\u00b7\u2022]\s"
    r"|(?(stamp)\s[\u2013\u2014-]\s|(?!))|(?(tag)\s*[\u2013\u2014-]\s|(?!)))\s*(?=\S)"
)
_LABELLED = re.compile(
    rf"^\s*(?:{_STAMP})?(?P<open><)?(?P<name>{_NAME})"
    rf"(?(open)>|\s*\({_CLOCK}\)\s*[:\uff1a\u2013\u2014-]?)\s*(?=\S)"
)
"""A chat log's "<Kiprono Rotich> ..." or a transcript's "Rhys P. (08:02): ..."."""
_GREETINGS = "hi|hey|hello|howzit|morning|evening|afternoon|g'day"
_OWN_NAME = r"(?-i:[A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*)?)"
"""A writer's own name, one or two capitalised words (in a case-insensitive pattern)."""
_HERE = re.compile(
    rf"^\s*(?:(?:{_GREETINGS})\b[\w ]{{0,12}}?[,!.]?\s+)?"
    rf"(?:it'?s\s+|this is\s+)?(?P<name>{_OWN_NAME})"
    r"\s+here\s*[,:.!\u2013\u2014-]+\s*(?=\S)",
    re.IGNORECASE,
)
"""A writer naming themselves: "Farhan here - my mobile is ...", "hi all Jess here, im ..."."""
_INTRO = re.compile(
    # A recording's stamp or label first: "[VM 15:02] ", "(voicemail, 0:45) ", "Voice note: ".
    r"^\s*(?P<stamp>[\[(][^\])]{1,24}[\])]\s*)?(?:[A-Za-z]+(?: [A-Za-z]+)?:\s+)?"
    r"(?:(?:yeah|erm|um|right|okay|ok|so)\b[,.]?\s+)?"  # a filler before the greeting
    rf"(?P<greet>(?:{_GREETINGS}|hiya|alright)\b[\w ]{{0,12}}?[,!.]?\s+)?"
    rf"(?:(?:it['\u2019]?s|this is)\s+(?P<name>{_OWN_NAME})"
    r"(?:\s+(?:again|back|here))?(?:\s+(?:from|at|with)\s+[^,.;:!?]{1,40})?"
    rf"|(?P<caller>{_OWN_NAME})\s+(?:calling|speaking))"
    r"\s*[,:.!\u2013\u2014-]+\s*(?=\S)",
    re.IGNORECASE,
)
"""A caller introducing themselves: "Hiya it's Shauna, ...", "[VM 15:02] hi there it's Kasia,
...", "Hi this is Niamh Brennan from Cairn Property, I'm ...", "hello, Ayesha Malik calling,
..."; without a greeting or a stamp before it, the name must be a given name or a known
person ("It's Lisbon, not Porto" is no caller)."""
_FIELD_CHANGE = re.compile(r"\s*[^.!?:]{0,40}?(?:~~|->|\u2192|=>)")
"""What follows a label, not a speaker: a field's change ("~~old~~ new", "A -> B")."""
_INITIALS = re.compile(r"(?: [A-Z]\.?)+$")
_ME = re.compile(r"\bme\b", re.IGNORECASE)
_FIRST_PERSON = re.compile(
    r"\b(?:i|i['\u2019](?:m|ve|ll|d)|im|ive|my|mine|myself)\b|[\u6211\u54b1]", re.IGNORECASE
)
# Labels that open a line like a name but say what follows ("Update: ...", "Note: ...").
_LABELS = frozenset(
    [
        "update",
        "note",
        "fyi",
        "psa",
        "btw",
        "reminder",
        "correction",
        "action",
        "decision",
        "status",
        "heads",
        "todo",
        "re",
        "fwd",
        "ps",
        "question",
        "answer",
        "info",
        "important",
        "warning",
        "edit",
        "speaker",  # a diarised transcript's "UNKNOWN SPEAKER:", "Speaker:"
        "unknown",
        # Form fields of a system of record ("Location: Brisbane", "Contact: ...").
        "location",
        "contact",
        "address",
        "phone",
        "mobile",
        "email",
        "owner",
        "manager",
        "deadline",
        "milestone",
        "handover",
        "subject",
        "summary",
        "title",
        "role",
        "team",
        "project",
        "customer",
        "account",
        "acct",
        "plan",
        "ticket",
        "priority",
        "resolution",
        "notes",
        "comment",
        "assignee",
        "reporter",
        "due",
        "office",
        "site",
        "hr",
        "it",
        "finance",
        "ops",
    ]
)

_FIELD_ENDS = _LABELS | frozenset(["po", "cc", "ref", "id", "no", "number", "code", "cell", "tel"])
"""Last words of a label that make it a field ("Wawel Assurance PO: ...")."""

# A sign-off names the author at the end of a message: "Kind regards, Bartosz", "Cheers,
# Joost", "- Ngozi", "——王芳"; mail clients add "Sent from Outlook for iOS".
_SENT_FROM = re.compile(r"[\s.,;]*\bSent from (?:my )?[\w .-]{1,40}$", re.IGNORECASE)
# A system of record's audit trail names who entered the line: "... [updated by G. Malhotra]".
_ENTERED_BY = re.compile(
    r"\s*(?:[\[(]|(?<=[.!?])\s*)(?i:updated|edited|added|entered|logged|posted|amended|noted)"
    r" by\s+(?P<name>[A-Z][\w'\u2019.-]*(?: [A-Z][\w'\u2019.-]*){0,2}?)(?:[\])]|\.?)\s*$"
)
_POSTED_BY_ZH = re.compile(
    r"(?:(?<=[\u3002\uff01\uff1f.!?\uff09)])\s*[(\uff08]\s*(?:(?:发布人|经办人|联系人|记录人|整理人?"
    r"|起草人?|填报人?|录入人?)\s*[:\uff1a]\s*)?"
    r"|[(\uff08]\s*(?:发布人|经办人|联系人|记录人|整理人?|起草人?|填报人?|录入人?)\s*[:\uff1a]\s*)"
    r"(?P<han>[\u4e00-\u9fff\u3400-\u4dbf·]{2,4})\s*[)\uff09]\s*$"
)
"""A Chinese notice's author in (full-width) brackets at its end, after the last sentence
("...调入市场营销部。(徐明远)") or labelled ("(发布人: 杨晓燕)")."""
_SIGNED_SELF_ZH = re.compile(
    r"(?<=[0-9A-Za-z\]\u3011])\s*[(\uff08](?P<han>[\u4e00-\u9fff\u3400-\u4dbf]{2,3})[)\uff09]\s*$"
)
"""A first-person line signed in brackets after a value: "有急事打我电话18844854400(周婷)"
(after a name, brackets hold a nickname or a full name: "小王(王芳)")."""
_CLOSING = (
    r"(?:(?:kind|best|warm|many|warmest)\s+|thanks\s*(?:&|and)\s*)?"
    r"(?:regards|wishes|thanks|thank you|cheers|best|rgds|ta|thx|tks"
    # As colleagues across Europe close: "Groetjes, Joost", "Bien à vous, Gaëlle", "LG Katrin".
    r"|groetjes|groeten|(?:bien )?cordialement|bien à vous|(?:un )?salud(?:o|os)|(?:un )?salut[oi]"
    r"|(?:liebe |viele |beste )?grüße|lg|vg|mfg|mvh|hilsen|pozdrawiam|pozdrowienia|atentamente"
    r"|merci|danke|gracias|grazie|tak|bedankt|dank je)"
)
_SIGN_OFF = re.compile(
    rf"(?:(?:^|[.!?]\s+){_CLOSING}\s*,?\s*|(?:^|[.!?,;]\s*|\s){_CLOSING}\s*,\s*"
    r"|\s(?:[-\u2013\u2014]{1,2}|~|/)\s?)"
    r"(?P<name>[A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*)?)\s*\.?\s*$"
    r"|[\u2014\u2013-]{1,2}\s?(?P<han>[\u4e00-\u9fff\u3400-\u4dbf·]{2,5})\s*$",
    re.IGNORECASE,
)


# A known person's name alone as the last sentence signs the message too ("... Nadia"),
# not a name after a title's full stop ("line mgr Ms. Zeynep Arslan").
_BARE_NAME = re.compile(
    r"(?<!\b(?:Mr|Ms|Dr|St|Mt)\.)(?<!\b(?:Mrs|Sra|Mme)\.)(?<!\bProf\.)(?<=[.!?])"
    r"\s+(?P<name>[A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*)?)\s*$"
)


_TRAILING_EMOJI = re.compile(r"[\s\u2600-\u27bf\ufe0f\u200d\U0001f000-\U0001faff]+$")
"""Emoji after a signature ("LG Katrin ✌️") close the line, not the name."""


def _signed(text: str, known: Mapping[str, str] | None = None) -> tuple[str | None, str]:
    """(the name a message is signed with, the message without it and mail boilerplate)."""
    text = _TRAILING_EMOJI.sub("", _SENT_FROM.sub("", text))
    posted = _POSTED_BY_ZH.search(text)
    if posted is not None and person_name(posted.group("han")):
        return posted.group("han"), text[: posted.start()].rstrip()
    own = _SIGNED_SELF_ZH.search(text)
    if own is not None and person_name(own.group("han")) and "\u6211" in text[: own.start()]:
        return own.group("han"), text[: own.start()].rstrip()
    entered = _ENTERED_BY.search(text)
    if entered is not None:
        return _INITIALS.sub("", entered.group("name")).rstrip("."), text[: entered.start()]
    match = _SIGN_OFF.search(text)
    if match is None:
        bare = _BARE_NAME.search(text) if known else None
        if bare and (known or {}).get(bare.group("name").lower(), "").startswith("person:"):
            return bare.group("name"), text[: bare.start()].rstrip()
        return None, text
    name = match.group("name") or match.group("han")
    if name is None or (match.group("han") and not person_name(name)):
        return None, text
    if match.group("name") and (
        not all(w[0].isupper() for w in name.split()) or common_word(name.split()[0])
    ):
        return None, text  # "... - Friday" is no signature
    # A dash may close a line with a thing ("- Totara"); "~Chinedu" and "Regards, X" sign.
    dashed = not re.match(rf"[.!?,;\s]*(?:{_CLOSING}|~)", match.group(0), re.IGNORECASE)
    first = name.split()[0]
    if (
        match.group("name")
        and dashed
        and not is_given_name(first)
        and not re.fullmatch(r"[A-Z]{2,3}", name)  # initials: "- KN"
        and (known or {}).get(first.lower(), "name:").partition(":")[0] != "person"
    ):
        return None, text  # "Status: ~~Discovery~~ (blank) - Totara" ends with a thing
    return name, text[: match.start()].rstrip(" ,;-\u2013\u2014")


_MAIL_HEADER = re.compile(
    r"^\s*(?:(?:主题|Subject)\s*[:\uff1a][^\s\u3000]{1,30}[\s\u3000]+)?(?:发件人|From)\s*[:\uff1a]\s*"
    r"(?P<name>[\u4e00-\u9fff\u3400-\u4dbf·]{2,4}|[A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*)?)"
    r"[\s\u3000,\uff0c]+(?=\S)"
)
"""A mail's headers in one line: "主题:工作地点　发件人:孙浩然　...", "From: Dana Whitfield ..."."""


def split_speaker(text: str, known: Mapping[str, str] | None = None) -> tuple[str | None, str]:
    """(the speaker prefix, the rest) of ``text``; (None, text) without a prefix.

    ``known`` (the namespace's gazetteer) lets a known person's name alone as the last
    sentence sign the message. The rest never holds the prefix: a line in the first
    person ("Mariam: my new cell is ...") is about the speaker too, which
    :func:`speaks_of_self` tells.

    Example:
        >>> split_speaker("Mariam: lol same")
        ('Mariam', 'lol same')
        >>> split_speaker("Mariam: my new cell is 555-0132")
        ('Mariam', 'my new cell is 555-0132')
        >>> split_speaker("[01:36:15] Luc T.: Bluejay is on hold"), split_speaker(
        ...     "Dana Okafor  12:35  lol same")
        (('Luc', 'Bluejay is on hold'), ('Dana Okafor', 'lol same'))
        >>> split_speaker("Update: Priya moved to Porto")
        (None, 'Update: Priya moved to Porto')
        >>> split_speaker("SR-26095: root cause found and fixed")
        (None, 'SR-26095: root cause found and fixed')
        >>> split_speaker("The car park is closed on Saturday. Kind regards, Bartosz")
        ('Bartosz', 'The car park is closed on Saturday')
        >>> split_speaker("Rhys reports to Lotte Jansen. Sent from Outlook for iOS")
        (None, 'Rhys reports to Lotte Jansen')
        >>> split_speaker("Location: Brisbane for Rohan. [updated by G. Malhotra]")
        ('G. Malhotra', 'Location: Brisbane for Rohan.')
        >>> split_speaker("Priya moved to Porto - Ngozi")
        ('Ngozi', 'Priya moved to Porto')
        >>> split_speaker("Harriet now reports to Tomasz. Nadia", {"nadia": "person:Nadia"})
        ('Nadia', 'Harriet now reports to Tomasz.')
        >>> split_speaker("[VM 15:02] hi there it's Kasia, Tomas is in Cork now")
        ('Kasia', 'Tomas is in Cork now')
        >>> split_speaker("It's Lisbon, not Porto")
        (None, "It's Lisbon, not Porto")
    """
    header = _MAIL_HEADER.match(text)
    sender = header.group("name") if header is not None else ""
    if header is not None and (not has_cjk(sender) or person_name(sender)):
        return sender, _signed(text[header.end() :], known)[1]
    here = _HERE.match(text)
    if here is not None and not common_word(here.group("name").split()[0]):
        return here.group("name"), _signed(text[here.end() :], known)[1]
    intro = _INTRO.match(text)
    if intro is not None:
        name = intro.group("name") or intro.group("caller")
        first = name.split()[0]
        greeted = intro.group("greet") or intro.group("stamp")
        if not common_word(first) and (
            greeted
            or is_given_name(first)
            or (known or {}).get(name.lower(), "").startswith("person:")
        ):
            return name, _signed(text[intro.end() :], known)[1]
    match = _PREFIX.match(text) or _LABELLED.match(text)
    if (
        match is None
        or match.group("name").split()[0].lower() in _LABELS
        # "Wawel Assurance PO: OC-423652" is a field of Wawel Assurance, not its speech.
        or match.group("name").split()[-1].lower() in _FIELD_ENDS
        or any(c.isdigit() for c in match.group("name"))  # "SR-26095: fixed" is a ticket
    ):
        return _signed(text, known)
    name = match.group("name")
    if has_cjk(name) and not person_name(name):
        return _signed(text, known)  # a CJK label that is no name opens with a phrase
    if _FIELD_CHANGE.match(text[match.end() :]):
        return _signed(text, known)  # "Currach: ~~Sat 6/7~~ Tue 28 May" is Currach's field
    # "Luc T." and "Marcus L" are Luc and Marcus: an initial names nobody on its own;
    # a transcript's "MARCUS:" is Marcus, spelled as his name is everywhere else.
    name = _INITIALS.sub("", name)
    if name.isupper() and not has_cjk(name):
        name = name.title()
    return name, _signed(text[match.end() :], known)[1]


def speaks_of_self(body: str) -> bool:
    """True when a chat line's body is in the first person (its speaker is a subject).

    "I", "my", "mine": the speaker says something of themselves. "Me" alone does not
    ("Keisha gave me her address", "that's it from me" are about someone else).

    Example:
        >>> speaks_of_self("my new cell is 555-0132"), speaks_of_self("Lucia is in Paris")
        (True, False)
        >>> speaks_of_self("Nadine is in Ottawa, that's it from me")
        False
    """
    return _FIRST_PERSON.search(_FORMULAS.sub(" ", body)) is not None


_FORMULAS = re.compile(
    r"\b(?:let me know|ping me|ask me|my (?:mistake|bad|apologies)|if I missed\b[^.!?,]*"
    r"|I (?:think|guess|believe|hope)\b)"
    r"|如有(?:疑问|问题|变化|不明|需要)[^\u3002!?\uff01\uff1f]{0,8}?(?:与我|和我|找我|联系我)(?:联系)?"
    r"|有(?:问题|疑问)(?:请)?(?:随时)?(?:找我|联系我)|请与我联系",
    re.IGNORECASE,
)
"""A message's formulas in the first person that say nothing of its writer ("let me know",
"my mistake", "如有疑问请与我联系")."""


def involves_self(body: str) -> bool:
    """True when a chat line's speaker is a party to it, as subject or object.

    "Mariam reports to me" involves its speaker, though it is about Mariam.

    Example:
        >>> involves_self("Mariam reports to me now"), speaks_of_self("Mariam reports to me now")
        (True, False)
    """
    plain = _FORMULAS.sub(" ", body)
    return _FIRST_PERSON.search(plain) is not None or _ME.search(plain) is not None


_CONTACT = re.compile(
    r"[\w.%+-]+@[\w-]+(?:\.[\w-]+)+"  # an email
    r"|\+?\(?\d[\d\s().-]{5,}\d"  # a phone number however grouped
    r"|:[a-z0-9_+-]+:"  # an emoji shortcode (":telephone_receiver:")
)
_FILLER = re.compile(r"[^\W\d_][\w'\u2019-]*")


def only_a_value(body: str) -> bool:
    """True when a labelled line's body is a contact value alone: "Grace: +353 87 982 4808".

    A name, then nothing but a phone number or an email (and at most two words such as
    "mobile" or "new"), gives that person's own number, whether the name is its author
    or a directory's label.

    Example:
        >>> only_a_value("+353 87 982 4808"), only_a_value("mobile: 0412 555 019")
        (True, True)
        >>> only_a_value("call Priya on 0412 555 019 after lunch")
        False
    """
    rest = _CONTACT.sub(" ", body)
    return rest != body and len(_FILLER.findall(rest)) <= 2
