"""The original single-template benchmark as one family (legacy): one sentence per fact.

Every statement follows one fixed template per attribute and repeats the attribute's
words ("{s} is based in {v}.", "Update: {s} is now based in {v}."), and every question
reuses them ("Where is {s} based?"). It is kept so results stay comparable with the
benchmark's earlier figures; it is the easiest family, reported on its own and kept out
of the dev and test means (the headline).
"""

from __future__ import annotations

import random
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "TemplateFamily"]

_LEXICON = Lexicon(
    people=(
        "Priya", "Marco", "Aiko", "Tomasz", "Leila", "Kwame", "Ingrid", "Rafael", "Mei", "Olu",
        "Svetlana", "Diego", "Hana", "Jonas", "Amara", "Ravi", "Noor", "Felix",
    ),
    projects=("Orion", "Atlas", "Nimbus", "Helix", "Vega", "Quasar", "Lumen"),
    customers=("Acme", "Globex", "Initech", "Umbrella", "Soylent", "Hooli"),
    teams=("Platform", "Payments", "Search", "Mobile", "Data", "Growth", "Support"),
    cities=(
        "Lisbon", "Porto", "Nairobi", "Osaka", "Krakow", "Montreal", "Bogota", "Tallinn",
        "Accra", "Valencia", "Hanoi", "Denver", "Glasgow", "Perth", "Bergen", "Cusco",
        "Dakar", "Lyon", "Seville", "Quito", "Riga", "Tbilisi", "Leeds", "Austin",
    ),
    addresses=tuple(
        f"{n} {street}"
        for n, street in zip(
            range(11, 400, 13),
            (
                "Elm Street", "Oak Avenue", "Pine Road", "Birch Lane", "Cedar Court",
                "Maple Drive", "Willow Way", "Ash Grove", "Hazel Close", "Rowan Place",
                "Alder Street", "Linden Avenue", "Poplar Road", "Spruce Lane", "Yew Court",
                "Holly Drive", "Juniper Way", "Laurel Grove", "Myrtle Close", "Sycamore Place",
                "Chestnut Street", "Walnut Avenue", "Beech Road", "Larch Lane", "Fir Court",
                "Aspen Drive", "Cypress Way", "Magnolia Grove", "Olive Close", "Palm Place",
            ),
            strict=False,
        )
    ),
    roles=(
        "designer", "analyst", "tech lead", "product manager", "data scientist", "architect",
        "team coach", "site reliability lead", "researcher", "security officer",
    ),
    drinks=(
        "green tea", "espresso", "flat white", "chai latte", "sparkling water", "cold brew",
        "hot chocolate", "rooibos", "matcha", "lemonade",
    ),
    statuses=("on track", "at risk", "stalled", "in beta", "paused", "shipped", "in design"),
    plans=("Bronze", "Silver", "Gold", "Platinum", "Titanium", "Starter", "Enterprise"),
    problems=(
        "the login page times out", "exports drop the last row",
        "invoices show the wrong tax", "search returns duplicates",
        "the mobile app crashes on start", "emails arrive twice",
        "the dashboard loads slowly", "password reset links expire early",
        "reports miss the weekend", "uploads stall at 99 percent",
    ),
)  # fmt: skip

_STATE = {
    "city": "{s} is based in {v}.",
    "address": "{s}'s home address is {v}.",
    "role": "{s}'s role on the team is {v}.",
    "team": "{s} is on the {v} team.",
    "manager": "{s} reports to {v}.",
    "drink": "{s}'s favourite drink is {v}.",
    "phone": "For the record, the phone number of {s} is {v}.",
    "email": "Note: the email of {s} is {v}, keep it handy.",
    "status": "The status of project {s} is {v}.",
    "deadline": "The deadline for project {s} is {v}.",
    "owner": "{v} is the owner of project {s}.",
    "cost_centre": "For the record, the cost centre for project {s} is {v}.",
    "plan": "Customer {s} is on the {v} plan.",
    "po_number": "Note: customer {s} has purchase order {v}, keep it handy.",
}
_UPDATE = {
    "city": (
        "Update: {s} is now based in {v}.",
        "Actually, {s} is not based in {old}, {s} is based in {v}.",
    ),
    "address": ("Update: {s}'s home address is now {v}.",),
    "role": (
        "Update: {s}'s role on the team is now {v}.",
        "Actually, {s}'s role is not {old}, it is {v}.",
    ),
    "team": ("Update: {s} is now on the {v} team.",),
    "manager": ("Update: {s} now reports to {v}.",),
    "drink": ("{s} says the favourite drink is now {v}.",),
    "status": (
        "Update: the status of project {s} is now {v}.",
        "Project {s} status changed: it is now {v}.",
    ),
    "deadline": ("Update: the deadline for project {s} moved to {v}.",),
    "owner": ("Update: {v} is now the owner of project {s}.",),
    "plan": ("Update: customer {s} moved to the {v} plan.",),
}  # fmt: skip
_NEGATE = "Actually, {s} no longer has {old} as {what}."
_WHAT = {
    "city": "base", "address": "home address", "role": "role", "team": "team",
    "manager": "manager", "drink": "favourite drink", "status": "status",
    "deadline": "deadline", "owner": "owner", "plan": "plan",
}  # fmt: skip
_ASK = {
    "city": "Where is {s} based?",
    "address": "What is {s}'s home address?",
    "role": "What is {s}'s role on the team?",
    "team": "Which team is {s} on?",
    "manager": "Who does {s} report to?",
    "drink": "What is {s}'s favourite drink?",
    "phone": "What is the phone number of {s}?",
    "email": "What is the email of {s}?",
    "status": "What is the status of project {s}?",
    "deadline": "When is the deadline for project {s}?",
    "owner": "Who is the owner of project {s}?",
    "cost_centre": "What is the cost centre for project {s}?",
    "plan": "Which plan is customer {s} on?",
    "po_number": "What is the purchase order of customer {s}?",
    "ticket": "Is ticket {s} still open, in progress or resolved?",
}
_VIA = {"manager": "the manager of {s}", "owner": "the owner of project {s}"}
_ASK_VIA = {
    "city": "Where is {who} based?",
    "address": "What is the home address of {who}?",
    "phone": "What is the phone number of {who}?",
}
_TICKET = {
    "open": "Ticket {s} reported and open: {problem} for customer {customer}.",
    "in progress": "Ticket {s} is in progress: the cause of {problem} is being traced.",
    "resolved": "Ticket {s} is resolved: a fix for {problem} shipped and {customer} confirmed it.",
}
_CHATTER = (
    "Good morning everyone!", "Morning! Coffee first, then standup.",
    "It is raining again, umbrellas out.", "Anyone up for ramen at lunch?",
    "The sandwich place on the corner reopened.", "Happy Friday, team.", "Sunny today, finally.",
    "I brought cookies, they are in the kitchen.", "Thanks, that was helpful.",
    "Sounds good to me.", "Did anyone watch the match last night?",
    "The office plant needs water again.", "Pizza on Thursday?",
    "My cat walked across the keyboard again.", "OK, back to work.",
    "The printer is jammed, again.", "Great job yesterday, everyone.",
)  # fmt: skip


def _render(value: str) -> str:
    """Dates as "17 May" (the old generator's style); everything else as is."""
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    return f"{day.day} {day:%B}"


class TemplateFamily:
    """One template per attribute; questions reuse the statement's words."""

    name = "template-en"
    language: Literal["en", "zh"] = "en"
    split: Literal["dev", "test", "legacy"] = "legacy"
    lexicon = _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """Phones, emails, cost centres, POs and tickets in one plain format each."""
        n = rng.randint(10_000, 99_999)
        if slot == "phone":
            return f"+44 7700 9{n}"
        if slot == "email":
            return f"{subject.lower()}{n % 100}@example.com"
        if slot == "cost_centre":
            return f"CC-{n}"
        if slot == "po_number":
            return f"PO-{n}"
        return f"T-{n}"

    def say(self, event: Event, rng: random.Random) -> str:
        """The template of the event's slot and kind."""
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return rng.choice(_CHATTER)
        s, v, old = event.subject, _render(event.value or ""), _render(event.old or "")
        if event.slot == "ticket":
            problem, _, customer = (event.detail or " | ").partition(" | ")
            return _TICKET[event.value or "open"].format(s=s, problem=problem, customer=customer)
        if event.kind == "negate":
            return _NEGATE.format(s=s, old=old, what=_WHAT.get(event.slot, event.slot))
        if event.kind == "update" and event.slot in _UPDATE:
            return rng.choice(_UPDATE[event.slot]).format(s=s, v=v, old=old)
        return _STATE[event.slot].format(s=s, v=v)

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question template, with the chain spelled out for two hops."""
        if ask.via is not None:
            who = _VIA[ask.via].format(s=ask.subject)
            return _ASK_VIA[ask.slot].format(who=who)
        return _ASK[ask.slot].format(s=ask.subject)


FAMILY = TemplateFamily()
