"""Slack-style team chat of a US software company (phrasing family ``slack-en``).

Style:
    Casual English as it shows up in a busy engineering / support channel: mostly
    lowercase, abbreviations (btw, fyi, np, tmrw, rn, iirc), plain ASCII with no
    emoji, and a ``Name: `` speaker prefix on roughly half of the lines. Facts are
    dropped in passing ("heads up, ...", "psa ..."), corrected sloppily ("my bad, ...")
    and buried in lots of banter about lunch, the wifi, fantasy football and dogs on
    video calls.

Author intent:
    Statements are assembled from small parts (an opener, one of many verb frames per
    slot and event kind, an optional trailing aside) so that no two facts of the same
    kind read like a template. When a person talks about themself the line switches to
    first person and always carries the ``Name: `` prefix, so the owner of the fact is
    still named. Questions deliberately use a different vocabulary from statements
    ("which squad", "who does X answer to", "where do I ship X's swag"), and two-hop
    questions spell out the chain ("whoever runs Kestrel", "the person Ngozi answers
    to"). Dates are written the way people type them in chat ("May 17th", "5/17",
    "fri 5/17"), never as ISO. The world is a US company with an international staff.
"""

from __future__ import annotations

import datetime
import random
import unicodedata
from collections.abc import Sequence
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Family, Lexicon

__all__ = ["FAMILY"]

_LEXICON = Lexicon(
    people=(
        "Mariam Haddad",
        "Paloma Quintero",
        "Chinedu Okafor",
        "Ngozi Adeyemi",
        "Priya Raghunathan",
        "Arjun Malhotra",
        "Tomasz Wisniewski",
        "Agnieszka Kowalczyk",
        "Min-jun Song",
        "Ji-woo Baek",
        "Rodrigo Santamaria",
        "Lucia Ferreira",
        "Oluwaseun Bakare",
        "Kavya Iyer",
        "Bartosz Zielinski",
        "Hye-jin Yoon",
        "Mateo Villanueva",
        "Adaeze Nwosu",
        "Rohan Deshpande",
        "Katarzyna Nowicka",
        "Seo-yeon Choi",
        "Emeka Eze",
        "Camila Restrepo",
        "Tunde Balogun",
        "Ananya Krishnan",
        "Dariusz Mazur",
        "Eun-ji Kwon",
        "Javier Olmedo",
        "Folake Adebayo",
        "Sneha Kulkarni",
        "Marcus Whitfield",
        "Rachel Goldberg",
    ),
    projects=(
        "Atlas",
        "Lighthouse",
        "Kestrel",
        "Borealis",
        "Quillstone",
        "Nimbus",
        "Tidepool",
        "Ironbark",
        "Sundial",
        "Halcyon",
    ),
    customers=(
        "Acme Logistics",
        "Brightwater Foods",
        "Pinecrest Dental",
        "Copperleaf Insurance",
        "Redline Freight",
        "Blue Heron Labs",
        "Meridian Hotels",
        "Foxglove Apparel",
    ),
    teams=(
        "Payments",
        "Infra",
        "Mobile",
        "Data Eng",
        "Support Ops",
        "Design Systems",
        "Security",
        "Integrations",
        "Web Frontend",
    ),
    cities=(
        "Seattle",
        "Denver",
        "Austin",
        "Chicago",
        "Boston",
        "Atlanta",
        "Phoenix",
        "Minneapolis",
        "Pittsburgh",
        "Raleigh",
        "Nashville",
        "Sacramento",
        "Salt Lake City",
        "San Diego",
        "Philadelphia",
        "Detroit",
        "Baltimore",
        "Milwaukee",
        "Tampa",
        "Kansas City",
        "Cincinnati",
        "Cleveland",
        "Oakland",
        "Boise",
        "Albuquerque",
        "Tucson",
        "Omaha",
        "Richmond",
        "Charlotte",
        "Miami",
        "Houston",
        "Dallas",
        "Portland",
        "Columbus",
    ),
    addresses=(
        "1418 Alder Street",
        "72 Birchwood Lane",
        "905 Cedar Crest Drive",
        "3310 Maple Hollow Road",
        "48 Juniper Court",
        "2207 Willow Bend Way",
        "615 Sycamore Avenue",
        "1190 Hawthorne Place",
        "87 Old Mill Road",
        "4402 Bluebonnet Trail",
        "239 Chestnut Street",
        "1675 Magnolia Boulevard",
        "58 Quarry Hill Lane",
        "3021 Ridgeview Terrace",
        "714 Cottonwood Drive",
        "96 Harbor Point Road",
        "2548 Elmhurst Avenue",
        "411 Prairie Wind Circle",
        "1803 Locust Street",
        "65 Foxhollow Court",
        "3377 Summerset Drive",
        "128 Dogwood Lane",
        "942 Aspen Grove Way",
        "5106 Greenbriar Road",
        "27 Lakeshore Terrace",
        "1334 Pecan Valley Drive",
        "808 Mulberry Street",
        "2461 Stonegate Boulevard",
        "319 Wildflower Lane",
        "1750 Crescent Hill Road",
        "84 Tanglewood Drive",
        "4019 Red Oak Avenue",
        "633 Brookside Place",
        "2290 Timber Ridge Road",
        "157 Sunnyvale Court",
        "3865 Canyon Creek Drive",
        "502 Laurel Street",
        "1127 Meadowlark Lane",
        "76 Pinehurst Way",
        "2914 Copper Kettle Road",
        "445 Orchard Avenue",
        "1583 Beacon Hill Terrace",
        "690 Riverbend Drive",
        "3148 Fairfield Street",
    ),
    roles=(
        "staff engineer",
        "senior backend engineer",
        "engineering manager",
        "product designer",
        "QA lead",
        "site reliability engineer",
        "data scientist",
        "tech lead",
        "product manager",
        "support engineer",
        "solutions architect",
        "frontend developer",
        "technical writer",
    ),
    drinks=(
        "oat milk latte",
        "cold brew",
        "matcha latte",
        "black coffee",
        "chai",
        "sparkling water",
        "Diet Coke",
        "green tea",
        "cortado",
        "flat white",
        "yerba mate",
        "kombucha",
        "iced americano",
    ),
    statuses=(
        "on track",
        "at risk",
        "blocked",
        "paused",
        "in QA",
        "behind schedule",
        "wrapping up",
        "in discovery",
    ),
    plans=(
        "Starter",
        "Growth",
        "Business",
        "Enterprise",
        "Scale",
        "Premium Plus",
    ),
    problems=(
        "CSV exports drop the last row",
        "SSO login loops back to the sign-in page",
        "invoices show the wrong tax rate",
        "webhooks fire twice",
        "dashboard charts never finish loading",
        "password reset emails never arrive",
        "the iOS app crashes on launch after the update",
        "search returns stale results",
        "scheduled reports go out an hour late",
        "bulk user import fails on large files",
        "PDF receipts render blank",
        "the API returns 500s when paginating",
        "timestamps show UTC instead of local time",
        "two-factor codes get rejected",
    ),
)

_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

_EMAIL_DOMAINS = ("gmail.com", "outlook.com", "fastmail.com", "proton.me", "icloud.com")
_AREA_CODES = (
    "206",
    "303",
    "312",
    "415",
    "512",
    "617",
    "646",
    "704",
    "720",
    "773",
    "919",
    "971",
)

# --------------------------------------------------------------------------- helpers


def _first(name: str) -> str:
    """First name of a full name."""
    return name.split()[0] if name.strip() else name


def _ascii(text: str) -> str:
    """Lowercase ASCII letters and digits only (for email local parts)."""
    norm = unicodedata.normalize("NFKD", text)
    return "".join(c for c in norm.lower() if c.isascii() and c.isalnum())


def _ordinal(n: int) -> str:
    """``17`` -> ``17th``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _date(iso: str, rng: random.Random) -> str:
    """Render an ISO date the way people type it in chat."""
    try:
        d = datetime.date.fromisoformat(iso)
    except ValueError:
        return iso
    mon = _MONTHS[d.month - 1]
    wd = _DAYS[d.weekday()]
    forms = (
        f"{mon} {d.day}",
        f"{mon} {_ordinal(d.day)}",
        f"{d.month}/{d.day}",
        f"{wd[:3]} {d.month}/{d.day}",
        f"{mon[:3]} {d.day}",
        f"the {_ordinal(d.day)} of {mon}",
        f"{wd} {mon} {_ordinal(d.day)}",
        f"{mon} {d.day}, {d.year}",
        f"{d.month}/{d.day}/{d.year % 100:02d}",
    )
    return rng.choice(forms)


def _ref(person: str, rng: random.Random) -> str:
    """A person as chat refers to them: usually the first name, sometimes full."""
    return _first(person) if rng.random() < 0.7 else person


def _a(noun: str) -> str:
    """Noun phrase with the right indefinite article."""
    if noun[:1].lower() in "aeiou":
        return f"an {noun}"
    return f"a {noun}"


def _split_detail(detail: str | None) -> tuple[str, str]:
    """``"problem | customer"`` -> ``(problem, customer)`` with safe fallbacks."""
    if not detail:
        return "something is broken on their end", "the customer"
    problem, sep, customer = detail.partition(" | ")
    if not sep:
        return problem.strip() or "something is broken", "the customer"
    return problem.strip() or "something is broken", customer.strip() or "the customer"


def _one_line(text: str) -> str:
    """Collapse whitespace and keep the line under 300 characters."""
    line = " ".join(text.split())
    if len(line) >= 300:
        line = line[:295].rstrip() + "..."
    return line


def _lead_case(text: str, rng: random.Random) -> str:
    """Mostly leave the lowercase start alone; sometimes capitalise it."""
    first_word = text.split(" ", 1)[0]
    if text and text[0].islower() and "@" not in first_word and rng.random() < 0.25:
        return text[0].upper() + text[1:]
    return text


_OPENERS = (
    "",
    "",
    "",
    "",
    "fyi ",
    "btw ",
    "heads up, ",
    "psa: ",
    "quick one - ",
    "ok so ",
    "fwiw ",
    "just fyi, ",
    "oh and ",
    "also ",
    "for the record, ",
    "update: ",
    "re earlier, ",
    "not sure if ppl saw but ",
)

_TAILS = (
    "",
    "",
    "",
    "",
    "",
    " fyi",
    " fwiw",
    " btw",
    " - just so everyone knows",
    " (updating the wiki now)",
    " lol",
    ", pls update your notes",
    " iirc",
    " as of today",
    " ty",
    ", someone fix the sheet",
    " fwiw, per the thread",
)

_CORRECTIONS = (
    "sorry, got that wrong earlier - ",
    "correction: ",
    "my bad, ",
    "scratch what i said before, ",
    "ugh i mixed that up. ",
    "wait no, ",
    "oops, ",
    "ignore my earlier msg, ",
    "small correction, ",
    "actually i was wrong - ",
)

_CORRECTION_TAILS = (
    "",
    ", not {o}",
    " (not {o}, sorry)",
    " - i had {o} before, that was wrong",
    "",
)

# --------------------------------------------------------------------------- templates
# Each entry: (third-person frames, first-person frames). Placeholders: {s} subject
# reference, {sp} its possessive, {v} new value, {o} old value.

_Frames = tuple[tuple[str, ...], tuple[str, ...]]

_PERSON: dict[str, dict[str, _Frames]] = {
    "city": {
        "state": (
            (
                "{s} is based in {v}",
                "{s} works out of {v}",
                "{s} is remote from {v}",
                "{sp} home base is {v}",
                "{s} is in {v}, so mind the timezone",
                "{s} works from {v}",
                "for anyone wondering, {s} sits in {v}",
                "{s} is {v}-based",
                "{s} is over in {v}",
                "{s} is one of our {v} folks",
            ),
            (
                "i'm based in {v}",
                "i work out of {v}",
                "im in {v} so schedule accordingly",
                "im remote from {v}",
                "home base for me is {v}",
                "i'm {va} person, timezone wise",
            ),
        ),
        "update_old": (
            (
                "{s} moved from {o} to {v}",
                "{s} relocated out of {o}, now in {v}",
                "{s} is officially out of {o} and working from {v}",
                "{s} left {o} - based in {v} now",
                "{s} swapped {o} for {v}",
                "{s} traded {o} for {v}, lucky",
                "{s} is no longer {o}-based, it's {v} now",
            ),
            (
                "i moved from {o} to {v}",
                "officially out of {o}, im working from {v} now",
                "left {o} last week, im in {v} now",
                "i traded {o} for {v}",
            ),
        ),
        "update": (
            (
                "{s} is in {v} now",
                "{s} relocated to {v}",
                "{s} works from {v} these days",
                "new home base for {s}: {v}",
                "{s} just moved to {v}",
                "{s} is {v}-based as of this week",
                "{s} is working out of {v} going forward",
            ),
            (
                "i'm in {v} now",
                "i relocated to {v}",
                "new home base: {v}",
                "working out of {v} from now on",
            ),
        ),
        "negate": (
            (
                "{s} isn't in {o} anymore",
                "{s} left {o}, not sure where they're landing",
                "{s} is no longer based in {o}",
                "{s}'s not working out of {o} anymore",
                "scratch {o} for {s}, they moved out",
                "{s} is done with {o}, new city tbd",
            ),
            (
                "i'm not in {o} anymore",
                "i left {o}, tbd where i end up",
                "no longer based in {o}, will share the new spot when i know",
            ),
        ),
    },
    "address": {
        "state": (
            (
                "{s} lives at {v}",
                "{sp} home address is {v}",
                "{sp} place is {v}",
                "if ur mailing stuff, {s} is at {v}",
                "{sp} address for the swag box: {v}",
                "{s} is at {v} if you need to send anything",
                "{s} lives over on {v}",
                "{sp} street address is {v}",
            ),
            (
                "my address is {v}",
                "i live at {v}",
                "send stuff to {v}",
                "home address for me: {v}",
                "i'm at {v} if anyone's mailing things",
            ),
        ),
        "update_old": (
            (
                "{s} moved out of {o} and into {v}",
                "{s} left {o}, new place is {v}",
                "{sp} address changed from {o} to {v}",
                "{s} is at {v} now, not {o} anymore",
                "{s} finally got out of {o} lol, new place is {v}",
                "don't ship to {o} for {s} anymore, it's {v}",
            ),
            (
                "i moved out of {o} and into {v}",
                "new address, {v} - {o} is no more",
                "i'm at {v} now, left {o}",
                "dont send stuff to {o} anymore, i'm at {v}",
            ),
        ),
        "update": (
            (
                "{s} moved, new address is {v}",
                "{sp} new place: {v}",
                "{s} lives at {v} now",
                "new address for {s}: {v}",
                "{s} just closed on a place, {v}",
                "{s} is at {v} these days",
            ),
            (
                "i moved! new address is {v}",
                "my new place: {v}",
                "i live at {v} now",
                "just signed a lease, {v}",
            ),
        ),
        "negate": (
            (
                "{s} doesn't live at {o} anymore",
                "{s} moved out of {o}, new addr tbd",
                "{o} is no longer good for {s}",
                "don't send anything to {o} for {s}, they moved out",
                "{sp} old place at {o} is gone",
            ),
            (
                "i'm not at {o} anymore",
                "moved out of {o}, will post the new one later",
                "pls don't ship anything to {o}, i left",
            ),
        ),
    },
    "role": {
        "state": (
            (
                "{s} is our {v}",
                "{s} works as {va}",
                "{sp} title is {v}",
                "{s} is {va} fwiw",
                "{s} is the {v} on that side",
                "{s} does {v} stuff here, officially",
                "{s} joined as {va}",
            ),
            (
                "i'm {va}",
                "my title is {v}",
                "i work as {va} here",
                "officially i'm {va}",
            ),
        ),
        "update_old": (
            (
                "{s} went from {o} to {v}",
                "{s} got promoted, {o} -> {v}",
                "{s} is switching from {o} to {v}",
                "{s} isn't {oa} anymore, they're {va} now",
                "{sp} title changed from {o} to {v}",
            ),
            (
                "i went from {o} to {v}",
                "switching tracks, {o} -> {v}",
                "no longer {oa}, im {va} now",
            ),
        ),
        "update": (
            (
                "{s} is {va} now",
                "congrats to {s}, promoted to {v}",
                "{sp} new title: {v}",
                "{s} moved into {va} role",
                "{s} is officially {va} as of monday",
                "{s} took the {v} job",
            ),
            (
                "i'm {va} now",
                "new title for me: {v}",
                "took the {v} role, wish me luck",
                "officially {va} as of today",
            ),
        ),
        "negate": (
            (
                "{s} isn't {oa} anymore",
                "{s} stepped down as {v_o}",
                "{s} is no longer our {o}",
                "{s} gave up the {o} role, new one tbd",
                "{s} isn't doing the {o} thing anymore",
                "{s} is done being our {o}",
            ),
            (
                "i'm not {oa} anymore",
                "stepping down as {v_o}, new role tbd",
                "no longer {oa}, more on that soon",
            ),
        ),
    },
    "team": {
        "state": (
            (
                "{s} is on {v}",
                "{s} is on the {v} team",
                "{s} sits with {v}",
                "{s} is part of {v}",
                "{s} is one of the {v} folks",
                "{s} belongs to {v} fyi",
                "{s} is {v}",
            ),
            (
                "i'm on {v}",
                "i'm on the {v} team",
                "i sit with {v}",
                "im part of {v}",
            ),
        ),
        "update_old": (
            (
                "{s} moved from {o} to {v}",
                "{s} left {o} for {v}",
                "{s} is switching teams, {o} -> {v}",
                "{o} lost {s} to {v} lol",
                "{s} transferred over from {o} to {v}",
            ),
            (
                "i moved from {o} to {v}",
                "switching teams, {o} -> {v}",
                "i left {o}, im on {v} now",
            ),
        ),
        "update": (
            (
                "{s} joined {v}",
                "{s} is on {v} now",
                "welcome {s} to {v}!",
                "{s} transferred to the {v} team",
                "{s} is officially one of the {v} people now",
                "{s} moved over to {v} this sprint",
            ),
            (
                "i joined {v}",
                "i'm on the {v} team now",
                "officially moved over to {v}",
                "new team for me: {v}",
            ),
        ),
        "negate": (
            (
                "{s} isn't on {o} anymore",
                "{s} left the {o} team",
                "{s} is off {o}, next team tbd",
                "{s} rolled off {o}",
                "{s} is out of {o} as of this sprint",
                "{o} doesn't have {s} anymore",
            ),
            (
                "i'm not on {o} anymore",
                "i left the {o} team, figuring out what's next",
                "rolled off {o} as of today",
            ),
        ),
    },
    "manager": {
        "state": (
            (
                "{s} reports to {v}",
                "{sp} manager is {v}",
                "{v} is {sp} boss",
                "{s} is under {v} in the org chart",
                "{v} manages {s}",
                "{s} rolls up to {v}",
            ),
            (
                "i report to {v}",
                "my manager is {v}",
                "{v} is my boss",
                "i roll up to {v}",
            ),
        ),
        "update_old": (
            (
                "{s} moved from {o} to {v}",
                "{s} reports to {v} now, not {o}",
                "{s} switched managers, {o} -> {v}",
                "{v} is taking {s} over from {o}",
                "{s} is under {v} now, {o} handed them off",
            ),
            (
                "i report to {v} now, not {o}",
                "manager change for me: {o} -> {v}",
                "{o} handed me off to {v}",
            ),
        ),
        "update": (
            (
                "{s} reports to {v} now",
                "{sp} new manager is {v}",
                "{v} is managing {s} going forward",
                "org change: {s} rolls up to {v}",
                "{s} got moved under {v}",
            ),
            (
                "i report to {v} now",
                "my new manager is {v}",
                "i got moved under {v}",
                "new boss: {v}",
            ),
        ),
        "negate": (
            (
                "{s} doesn't report to {o} anymore",
                "{s} is no longer under {o}",
                "{o} isn't {sp} manager anymore, new one tbd",
                "{o} handed off {s}, not sure who picks them up",
                "{s} is off {o}'s team now",
                "{o} no longer manages {s}",
            ),
            (
                "i don't report to {o} anymore",
                "{o} isn't my manager anymore, tbd who is",
                "no longer under {o}",
            ),
        ),
    },
    "drink": {
        "state": (
            (
                "{s} drinks {v}",
                "{sp} go-to is {v}",
                "{s} always gets {v}",
                "if ur doing a cafe run, {s} wants {v}",
                "{s} lives on {v}",
                "{s} is {va} person",
                "{sp} order is {v}, every time",
            ),
            (
                "i'll take {v}",
                "my go-to is {v}",
                "i always get {v}",
                "im {va} person",
            ),
        ),
        "update_old": (
            (
                "{s} switched from {o} to {v}",
                "{s} quit {o}, it's {v} now",
                "{s} gave up {o} for {v}",
                "{s} is off {o} and onto {v}",
            ),
            (
                "i switched from {o} to {v}",
                "quit {o}, im on {v} now",
                "no more {o} for me, {v} instead",
            ),
        ),
        "update": (
            (
                "{s} is on {va} kick now",
                "{sp} new go-to is {v}",
                "{s} only gets {v} these days",
                "get {s} {v} from now on",
            ),
            (
                "i'm on {va} kick now",
                "new go-to for me: {v}",
                "get me {v} from now on",
            ),
        ),
        "negate": (
            (
                "{s} quit {o}",
                "don't get {s} {o} anymore",
                "{s} is off {o} these days",
                "{s} gave up {o}, no idea what they want now",
                "{s} swore off {o}",
                "no more {o} for {s}",
            ),
            (
                "i quit {o}",
                "don't get me {o} anymore",
                "im off {o}, doctor's orders",
            ),
        ),
    },
    "phone": {
        "state": (
            (
                "{sp} cell is {v}",
                "you can reach {s} at {v}",
                "text {s} at {v} if slack is down",
                "{sp} number: {v}",
                "{s} is on {v} for the on-call stuff",
                "{sp} mobile is {v}",
            ),
            (
                "my cell is {v}",
                "text me at {v} if slack is down",
                "you can reach me at {v}",
                "my number: {v}",
            ),
        ),
        "update_old": (
            (
                "{s} got a new number, {v} (old one was {o})",
                "{sp} number changed from {o} to {v}",
                "{s} dropped {o}, new cell is {v}",
                "{s} ditched {o}, use {v}",
                "{sp} number went from {o} to {v}",
                "{o} is dead for {s}, new one is {v}",
            ),
            (
                "new number, {v} - {o} is dead",
                "my cell changed from {o} to {v}",
            ),
        ),
        "update": (
            (
                "new cell for {s}: {v}",
                "{sp} new number is {v}",
                "{s} switched carriers, number is {v} now",
                "update {sp} contact, it's {v}",
                "{s} can be reached on {v} now",
            ),
            (
                "new cell: {v}",
                "my number is {v} now",
                "update my contact pls, {v}",
            ),
        ),
        "negate": (
            (
                "{sp} old number {o} is disconnected",
                "don't use {o} for {s}, it's dead",
                "{o} doesn't reach {s} anymore",
                "{s} lost {o}, new number tbd",
                "{o} is out of service for {s}",
                "{sp} {o} line got cut off",
            ),
            (
                "{o} is disconnected, don't use it",
                "my old number {o} is dead",
                "dont text {o} anymore, it's gone",
            ),
        ),
    },
    "email": {
        "state": (
            (
                "{sp} email is {v}",
                "ping {s} at {v}",
                "cc {s} on it, {v}",
                "{s} uses {v} for the external stuff",
                "{sp} address for email: {v}",
                "email {s} at {v}",
            ),
            (
                "my email is {v}",
                "ping me at {v}",
                "cc me at {v}",
                "email me at {v}",
            ),
        ),
        "update_old": (
            (
                "{sp} email changed from {o} to {v}",
                "{s} moved off {o}, use {v}",
                "{s} switched to {v}, {o} is retired",
                "{sp} address moved {o} -> {v}",
                "{s} ditched {o}, new one is {v}",
                "{o} is out for {s}, {v} is in",
            ),
            (
                "my email changed from {o} to {v}",
                "use {v} for me now, {o} is retired",
            ),
        ),
        "update": (
            (
                "{sp} new email is {v}",
                "{s} is on {v} now",
                "use {v} for {s} going forward",
                "update {sp} email, it's {v}",
                "{s} got a fresh address, {v}",
            ),
            (
                "new email: {v}",
                "use {v} for me going forward",
                "my email is {v} now",
            ),
        ),
        "negate": (
            (
                "{o} bounces now, {s} lost access",
                "don't email {s} at {o}, it's dead",
                "{sp} old address {o} is deactivated",
                "{o} no longer reaches {s}",
                "{sp} {o} inbox got shut down",
                "{s} can't get mail at {o} anymore",
            ),
            (
                "{o} is dead, don't email me there",
                "my old address {o} bounces now",
            ),
        ),
    },
}

_OTHER: dict[str, dict[str, tuple[str, ...]]] = {
    "status": {
        "state": (
            "{s} is {v}",
            "status on {s}: {v}",
            "where we're at w/ {s}: {v}",
            "{s} = {v}",
            "marking {s} as {v} in the tracker",
            "{s} is {v} per standup",
        ),
        "update_old": (
            "{s} went from {o} to {v}",
            "{s} is {v} now, no longer {o}",
            "moving {s} from {o} to {v}",
            "{s} flipped from {o} to {v} overnight",
            "{s} was {o}, now {v}",
        ),
        "update": (
            "{s} is {v} now",
            "updating {s} to {v}",
            "{s} just flipped to {v}",
            "per the sync, {s} is {v}",
            "new status on {s}: {v}",
        ),
        "negate": (
            "{s} isn't {o} anymore",
            "{s} is no longer {o}, status tbd",
            "take {s} off {o} in the tracker",
            "{s} is out of {o}, will update when we know more",
            "{s} is not {o} anymore fwiw",
            "drop the {o} tag from {s}",
        ),
    },
    "deadline": {
        "state": (
            "{s} is due {v}",
            "deadline for {s} is {v}",
            "{s} has to ship by {v}",
            "we're targeting {v} for {s}",
            "{s} lands {v}",
            "hard date on {s}: {v}",
            "{s} needs to be done by {v}",
        ),
        "update_old": (
            "{s} slipped from {o} to {v}",
            "{s} moved from {o} to {v}",
            "{s} is due {v} now, not {o}",
            "pushing {s} from {o} to {v}",
            "good news, {s} got pulled in from {o} to {v}",
        ),
        "update": (
            "{s} is due {v} now",
            "new date for {s}: {v}",
            "{s} got pushed to {v}",
            "we moved {s} to {v}",
            "revised deadline on {s}, {v}",
        ),
        "negate": (
            "{s} doesn't have a date anymore",
            "{o} is off the table for {s}",
            "the {o} deadline for {s} is gone, no new date yet",
            "{s} is no longer due {o}",
            "{s} lost its {o} date",
            "forget {o} for {s}, no deadline rn",
        ),
    },
    "owner": {
        "state": (
            "{v} owns {s}",
            "{v} is leading {s}",
            "{s} is {vp} baby",
            "{v} runs {s}",
            "{v} is the DRI for {s}",
            "{s} is {vp} project",
            "talk to {v} about {s}, they lead it",
        ),
        "update_old": (
            "{s} moved from {o} to {v}",
            "{v} is taking over {s} from {o}",
            "{o} handed {s} to {v}",
            "{s} is {vp} now, {o} stepped back",
            "{s} switched owners, {o} -> {v}",
        ),
        "update": (
            "{v} owns {s} now",
            "{v} is leading {s} going forward",
            "{s} has a new owner: {v}",
            "{v} picked up {s}",
            "{s} is {vp} now",
        ),
        "negate": (
            "{o} is off {s}",
            "{o} doesn't own {s} anymore",
            "{o} stepped away from {s}, owner tbd",
            "{s} has no owner rn, {o} rolled off",
            "{s} lost {o} as owner",
            "{o} is no longer running {s}",
        ),
    },
    "cost_centre": {
        "state": (
            "{s} bills to {v}",
            "cost center for {s} is {v}",
            "charge {s} stuff to {v}",
            "finance says {s} goes under {v}",
            "{s} expenses -> {v}",
            "budget code for {s}: {v}",
        ),
        "update_old": (
            "{s} moved from {o} to {v}",
            "{s} bills to {v} now, not {o}",
            "finance moved {s} off {o} onto {v}",
            "{s} switched codes, {o} -> {v}",
            "{o} is out for {s}, use {v}",
        ),
        "update": (
            "{s} bills to {v} now",
            "new cost center for {s}: {v}",
            "charge {s} to {v} going forward",
            "{s} got a new budget code, {v}",
        ),
        "negate": (
            "{o} is closed, don't charge {s} to it",
            "{s} doesn't bill to {o} anymore",
            "stop using {o} for {s}, finance shut it",
            "{o} got retired, {s} needs a new code",
            "{s} is off {o} now, don't book anything there",
            "{o} is frozen for {s}",
        ),
    },
    "plan": {
        "state": (
            "{s} is on {v}",
            "{s} is on the {v} plan",
            "{s} pays for {v}",
            "{s} has {v}",
            "{s} signed up for {v}",
            "{sp} account is on {v}",
        ),
        "update_old": (
            "{s} went from {o} to {v}",
            "{s} upgraded from {o} to {v}",
            "{s} moved off {o} onto {v}",
            "{s} switched {o} -> {v}",
        ),
        "update": (
            "{s} is on {v} now",
            "{s} moved to {v}",
            "{s} just switched to the {v} plan",
            "sales closed {s} on {v}",
        ),
        "negate": (
            "{s} dropped {o}",
            "{s} isn't on {o} anymore",
            "{s} cancelled their {o} plan",
            "{s} let {o} lapse, no plan rn",
            "{s} is off the {o} plan",
            "{s} churned off {o}",
        ),
    },
    "po_number": {
        "state": (
            "{sp} PO is {v}",
            "{s} sent over {v}",
            "put {v} on the {s} invoices",
            "PO for {s}: {v}",
            "{s} procurement gave us {v}",
        ),
        "update_old": (
            "{s} replaced {o} with {v}",
            "{sp} PO changed from {o} to {v}",
            "{s} reissued, {o} -> {v}",
            "{s} swapped {o} for {v}",
            "PO for {s} changed, {v} replaces {o}",
        ),
        "update": (
            "{s} has a new PO, {v}",
            "new PO from {s}: {v}",
            "use {v} for {s} from now on",
            "{s} sent a fresh PO, {v}",
            "{sp} updated PO: {v}",
        ),
        "negate": (
            "{sp} {o} got cancelled",
            "{o} is void, don't bill {s} against it",
            "{s} pulled {o}",
            "{s} withdrew {o}",
            "{o} for {s} is dead, waiting on a new one",
            "don't use {o} on {s} invoices anymore",
        ),
    },
}

_TICKET_OPEN = (
    "new ticket {t} from {c}: {p}",
    "{t} just came in - {c} says {p}",
    "{c} is reporting that {p}, opened {t}",
    "filed {t} for {c}, {p}",
    "uh oh, {c} says {p} ({t})",
    "{t}: {p} ({c})",
    "{c} pinged support, {p} - tracking in {t}",
    "opened {t}, {c} says {p}. anyone seen this before?",
    "got a fresh one, {t} - {c}: {p}",
)

_TICKET_PROGRESS = (
    "{w} is digging into {t}",
    "{w} picked up {t} ({c})",
    "{t} is being worked on, {w} has it",
    "{w} is looking at {t} now, the {c} thing",
    "{w} grabbed {t}, investigating",
    "{t} in progress, {w} is on it",
    "{w} thinks they found the cause of {t}, still working it",
)

_TICKET_PROGRESS_SELF = (
    "grabbing {t}, looking into it now",
    "on {t}, will update",
    "i'll take {t} ({c})",
    "digging into {t} rn",
    "working {t}, think it's a caching thing",
    "picked up {t}, investigating",
)

_TICKET_RESOLVED = (
    "{t} is fixed",
    "closed out {t}",
    "fix for {t} is deployed, {c} confirmed",
    "{t} resolved, {c} is happy",
    "shipped the fix for {t}",
    "{c}'s issue is sorted, closing {t}",
    "{t} done and dusted",
    "patch for {t} went out, marking resolved",
    "{t} is closed, the {c} bug is gone",
)

_TICKET_REOPEN = (
    "{t} is back open, {c} says {p} again",
    "reopening {t}, {c} still sees it",
    "{t} came back, {p}",
)

_TICKET_NEGATE = (
    "{t} isn't {o} anymore, will update",
    "{t} is no longer {o}",
    "ignore the {o} label on {t}",
)

# --------------------------------------------------------------------------- chatter

_CHAT_OPENERS = (
    "",
    "",
    "",
    "lol ",
    "ok ",
    "omg ",
    "ngl ",
    "real talk, ",
    "ugh ",
    "ok but ",
    "random but ",
    "honestly ",
    "welp ",
    "hot take: ",
)

_CHAT_TAILS = (
    "",
    "",
    "",
    " lol",
    " haha",
    " tbh",
    " ngl",
    "!!",
    " smh",
    " 10/10",
    " again",
    " lmao",
    " as usual",
)

_CHAT_CORES = (
    "the wifi on the 3rd floor is being weird again",
    "who keeps microwaving fish",
    "standup is 10 min late today",
    "anyone up for tacos at 12:30",
    "the printer jammed for the 4th time this week",
    "fantasy draft is thursday, dont forget",
    "did anyone watch the game last night",
    "CI is taking forever this morning",
    "my laptop decided to update itself mid demo",
    "it's way too cold in the big conf room",
    "friday demo is gonna be fun",
    "whoever restocked the snack drawer, you are a hero",
    "slack keeps logging me out",
    "zoom froze on me, can someone recap",
    "the elevator is broken again",
    "just spent 40 min on a typo",
    "mondays should be illegal",
    "pizza is here",
    "retro notes are in the doc",
    "it's raining sideways out there",
    "the build is green, nobody touch anything",
    "someone left a sad single donut in the kitchen",
    "i have 47 unread threads, send help",
    "is it just me or is jira extra slow today",
    "the new keyboards are so clicky",
    "all hands got moved to 3",
    "does anyone have a usb-c dongle i can borrow",
    "thank god it's thursday",
    "who's doing the trivia night",
    "the plants by the window look kinda sad",
    "brb, meeting",
    "ok back",
    "heading to lunch",
    "the fire drill is at 2 apparently",
    "that was the longest meeting of my life",
    "reply-all storm incoming",
    "vim or emacs, go",
    "tabs vs spaces debate again",
    "i owe everyone cookies for breaking main",
    "weekend plans anyone",
)

_CHAT_MENTION = (
    "{m} brought cookies",
    "{m}'s dog crashed the zoom again",
    "shoutout to {m} for the demo",
    "happy bday {m}",
    "{m} won the fantasy league again, rigged",
    "{m} finally fixed the office playlist",
    "{m} did the crossword in 4 min",
    "{m}'s sourdough is elite",
    "{m} wants to restart book club",
    "{m} left donuts in the kitchen",
    "who took {m}'s stapler",
    "{m} just taught me a vim shortcut",
    "{m} beat everyone at ping pong",
    "{m} is out tmrw, pto",
    "{m}'s slide deck was fire",
    "+1 to what {m} said",
    "ty {m}",
    "np {m}",
    "{m} the meme in #random is sending me",
    "{m} can you share the retro link",
    "{m} is running trivia this week",
    "{m}'s cat walked across the keyboard mid-call",
    "congrats {m} on the marathon",
    "{m} is the only one who understands the build scripts",
    "{m} your mic is on",
    "{m} stop pushing to main",
)

_CHAT_SHORT = ("lol", "np", "ty!", "+1", "same", "haha yes", "omw", "lgtm", "thx", "nice")

# --------------------------------------------------------------------------- questions
# Keys: slot. Placeholders: {s} subject reference, {sp} possessive.

_QUESTIONS: dict[str, tuple[str, ...]] = {
    "city": (
        "what city is {s} located in?",
        "where does {s} log on from day to day?",
        "what city should i put down as {sp} location?",
        "where in the country is {s} these days?",
        "which metro area is {s} near?",
        "{s} - what town are they in rn?",
    ),
    "address": (
        "what's {sp} mailing address?",
        "where should i ship {sp} swag box? need the street + number",
        "anyone know where {s} resides? need it for a card",
        "what's the residence on file for {s}?",
        "where does {s} stay, street address pls",
    ),
    "role": (
        "what does {s} do here exactly?",
        "what's {sp} job?",
        "what position does {s} hold?",
        "what's {sp} function on the team, like officially?",
        "{s} - what kind of work do they do?",
    ),
    "team": (
        "which group does {s} belong to?",
        "what squad is {s} in?",
        "which org is {s} with?",
        "{s} works with which crew?",
        "what part of eng is {s} in?",
    ),
    "manager": (
        "who does {s} answer to?",
        "who signs off on {sp} pto?",
        "who's above {s} in the org?",
        "who's {sp} direct supervisor?",
        "who does {s} have their manager 1:1 with?",
    ),
    "drink": (
        "what should i grab {s} from the cafe?",
        "what beverage does {s} like?",
        "what does {s} usually sip on?",
        "doing a cafe run - what's {sp} order?",
        "what's {s} into, drink-wise?",
    ),
    "phone": (
        "how do i call {s}?",
        "what's the best mobile for {s}?",
        "anyone have digits for {s}?",
        "what line can i ring {s} on?",
        "need to phone {s}, what do i dial?",
    ),
    "email": (
        "what inbox do i use for {s}?",
        "where do i send mail for {s}?",
        "what's {sp} email addr?",
        "how do i reach {s} by email?",
        "what address do i write to for {s}?",
    ),
    "status": (
        "how's {s} looking?",
        "where does {s} stand?",
        "what's the health of {s}?",
        "is {s} ok or on fire?",
        "what's the latest read on {s}?",
    ),
    "deadline": (
        "when does {s} need to land?",
        "what's the cutoff for {s}?",
        "by when does {s} have to be done?",
        "what date are we aiming {s} at?",
        "when's {s} supposed to wrap?",
    ),
    "owner": (
        "who's driving {s}?",
        "who's the point person for {s}?",
        "who's accountable for {s}?",
        "who's at the helm of {s}?",
        "who do i bug about {s}, like who's in charge?",
    ),
    "cost_centre": (
        "what code do i expense {s} things against?",
        "which budget does {s} come out of?",
        "what's the accounting code for {s}?",
        "where do {s} costs get booked?",
    ),
    "plan": (
        "what tier is {s} subscribed to?",
        "what's {s} paying for, subscription-wise?",
        "which package does {s} have?",
        "what level of subscription does {s} have?",
    ),
    "po_number": (
        "anyone have {sp} purchase order handy?",
        "what purchase order number goes on {s} invoices?",
        "what's the procurement ref for {s}?",
        "which order number did {s} give us for billing?",
    ),
}

_QUESTION_TICKET = (
    "where are we with {t}?",
    "is {t} ({c}, {p}) sorted yet?",
    "any movement on {t}?",
    "what's the state of {t} for {c}?",
    "did anything happen with {t}? {c} is asking",
    "{t} - still open or what?",
)

_QUESTION_VIA: dict[tuple[str, str], tuple[str, ...]] = {
    ("manager", "city"): (
        "what city is {sp} boss located in?",
        "where is the person {s} answers to based?",
        "which city does {sp} supervisor log on from?",
        "{sp} manager - what town are they in?",
    ),
    ("manager", "address"): (
        "what's the home address of the person {s} reports to?",
        "where does {sp} boss reside? need street + number",
        "mailing address for {sp} supervisor?",
        "where should i ship a card for whoever {s} answers to?",
    ),
    ("manager", "phone"): (
        "what's the mobile for {sp} boss?",
        "how do i ring whoever supervises {s}?",
        "anyone have digits for the person {s} answers to?",
        "need to call {sp} manager, what's the number?",
    ),
    ("owner", "city"): (
        "where's whoever leads {s} based?",
        "what city is the {s} owner located in?",
        "the person driving {s}, what town are they in?",
        "where does the {s} point person log on from?",
    ),
    ("owner", "address"): (
        "home address for whoever runs {s}?",
        "where does the person in charge of {s} reside?",
        "mailing address for the {s} lead?",
        "where do i ship a gift for whoever's driving {s}?",
    ),
    ("owner", "phone"): (
        "number for whoever's in charge of {s}?",
        "how do i call the person driving {s}?",
        "what's the mobile of the {s} owner?",
        "anyone have digits for whoever leads {s}?",
    ),
}

_Q_OPENERS = ("", "", "", "quick q: ", "hey, ", "random q - ", "sorry if asked already, ", "ok ")

# --------------------------------------------------------------------------- family


def _poss(ref: str) -> str:
    """``Mariam`` -> ``Mariam's``."""
    return f"{ref}'" if ref.endswith("s") and " " in ref else f"{ref}'s"


def _pick(frames: Sequence[str], rng: random.Random) -> str:
    """One frame from a non-empty sequence."""
    return rng.choice(tuple(frames))


class _SlackEn:
    """The ``slack-en`` phrasing family (see the module docstring)."""

    name: str = "slack-en"
    language: Literal["en", "zh"] = "en"
    split: Literal["dev", "test"] = "dev"
    lexicon: Lexicon = _LEXICON

    # ---------------------------------------------------------------- identifiers

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier for ``slot`` of ``subject`` (or a ticket id)."""
        if slot == "phone":
            area = rng.choice(_AREA_CODES)
            return f"({area}) 555-{rng.randint(0, 9999):04d}"
        if slot == "email":
            parts = [_ascii(p) for p in subject.replace("-", " ").split()]
            parts = [p for p in parts if p] or ["user"]
            first, last = parts[0], parts[-1]
            local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{first}{last[0]}"))
            return f"{local}{rng.randint(1000, 9999)}@{rng.choice(_EMAIL_DOMAINS)}"
        if slot == "cost_centre":
            return f"CC-{rng.randint(1000, 9999)}-{rng.choice(('ENG', 'OPS', 'RND', 'GTM'))}"
        if slot == "po_number":
            return f"PO-{rng.randint(2023, 2026)}-{rng.randint(10000, 99999)}"
        if slot == "ticket":
            return f"SUP-{rng.randint(10000, 99999)}"
        return f"ID-{rng.randint(100000, 999999)}"

    # ---------------------------------------------------------------- statements

    def _value(self, slot: str, value: str, rng: random.Random) -> str:
        """Render a canonical value for chat."""
        if slot == "deadline":
            return _date(value, rng)
        if slot in ("manager", "owner"):
            return _ref(value, rng)
        return value

    def _person_line(self, event: Event, rng: random.Random) -> tuple[str, bool]:
        """Body for a person slot; second item says whether it is first person."""
        slot = event.slot or ""
        subject = event.subject or ""
        table = _PERSON[slot]
        self_talk = subject == event.speaker
        ref = _ref(subject, rng)
        value = event.value or ""
        old = event.old or ""
        kind = event.kind
        fields = {
            "s": ref,
            "sp": _poss(ref),
            "v": self._value(slot, value, rng) if value else "",
            "o": self._value(slot, old, rng) if old else "",
            "va": _a(value) if value else "",
            "oa": _a(old) if old else "",
            "v_o": old,
        }
        idx = 1 if self_talk else 0
        if kind == "negate" or (not value and old):
            body = _pick(table["negate"][idx], rng)
            return body.format(**fields), self_talk
        if kind in ("update", "resolve") and value:
            roll = rng.random()
            if old and roll < 0.4:
                return _pick(table["update_old"][idx], rng).format(**fields), self_talk
            if roll < 0.75 or not old:
                return _pick(table["update"][idx], rng).format(**fields), self_talk
            body = _pick(table["state"][idx], rng).format(**fields)
            tail = _pick(_CORRECTION_TAILS, rng).format(**fields)
            return _pick(_CORRECTIONS, rng) + body + tail, self_talk
        return _pick(table["state"][idx], rng).format(**fields), self_talk

    def _other_line(self, event: Event, rng: random.Random) -> str:
        """Body for a project or customer slot."""
        slot = event.slot or ""
        subject = event.subject or ""
        table = _OTHER[slot]
        value = event.value or ""
        old = event.old or ""
        fields = {
            "s": subject,
            "sp": _poss(subject),
            "v": self._value(slot, value, rng) if value else "",
            "o": self._value(slot, old, rng) if old else "",
            "vp": _poss(_ref(value, rng)) if value else "",
        }
        if event.kind == "negate" or (not value and old):
            return _pick(table["negate"], rng).format(**fields)
        if event.kind in ("update", "resolve") and value:
            roll = rng.random()
            if old and roll < 0.4:
                return _pick(table["update_old"], rng).format(**fields)
            if roll < 0.75 or not old:
                return _pick(table["update"], rng).format(**fields)
            body = _pick(table["state"], rng).format(**fields)
            tail = _pick(_CORRECTION_TAILS, rng).format(**fields)
            return _pick(_CORRECTIONS, rng) + body + tail
        return _pick(table["state"], rng).format(**fields)

    def _ticket_line(self, event: Event, rng: random.Random) -> tuple[str, bool]:
        """Body for a ticket event; second item says whether a prefix is required."""
        ticket = event.subject or ""
        problem, customer = _split_detail(event.detail)
        fields = {"t": ticket, "c": customer, "p": problem, "o": event.old or "open"}
        value = event.value or ""
        if event.kind == "negate" or not value:
            return _pick(_TICKET_NEGATE, rng).format(**fields), False
        if value == "resolved" or event.kind == "resolve":
            return _pick(_TICKET_RESOLVED, rng).format(**fields), False
        if value == "in progress":
            if rng.random() < 0.45:
                return _pick(_TICKET_PROGRESS_SELF, rng).format(**fields), True
            fields["w"] = rng.choice(
                ("eng", "someone on our side", "the on-call", "support", "backend", "tier 2")
            )
            return _pick(_TICKET_PROGRESS, rng).format(**fields), False
        if event.kind == "update" and value == "open":
            return _pick(_TICKET_REOPEN, rng).format(**fields), False
        return _pick(_TICKET_OPEN, rng).format(**fields), False

    def _chatter(self, event: Event, rng: random.Random) -> str:
        """Small talk; never states a schema attribute."""
        roll = rng.random()
        if event.mention and roll < 0.4:
            core = _pick(_CHAT_MENTION, rng).format(m=_first(event.mention))
        elif roll < 0.5:
            return _pick(_CHAT_SHORT, rng)
        else:
            core = _pick(_CHAT_CORES, rng)
        return _pick(_CHAT_OPENERS, rng) + core + _pick(_CHAT_TAILS, rng)

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` writes for ``event``."""
        speaker = _first(event.speaker)
        if event.kind == "chatter" or not event.slot or event.slot not in _slot_kinds():
            body = self._chatter(event, rng)
            force = False
        else:
            slot = event.slot
            opener = _pick(_OPENERS, rng)
            tail = _pick(_TAILS, rng)
            if slot in _PERSON:
                body, force = self._person_line(event, rng)
            elif slot == "ticket":
                body, force = self._ticket_line(event, rng)
                if event.value == "open" and event.kind == "state":
                    tail = rng.choice(("", "", "", " fyi", " - anyone free to grab it?", " ugh"))
                else:
                    tail = rng.choice(("", "", "", " fyi", " - updating the customer", " ty"))
            else:
                body, force = self._other_line(event, rng), False
            if body.startswith(_CORRECTIONS) or (slot == "ticket" and rng.random() < 0.6):
                opener = ""
            if opener.strip(" ,:-") and opener.strip(" ,:-") == tail.strip(" ,:-"):
                tail = ""
            body = opener + body + tail
        body = _lead_case(body, rng)
        if rng.random() < 0.2:
            body += rng.choice((".", "!", "...", "!!")) if body[-1:].isalnum() else ""
        if force or rng.random() < 0.5:
            body = f"{speaker}: {body}"
        return _one_line(body)

    # ---------------------------------------------------------------- questions

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question text."""
        subject = ask.subject
        is_person = subject in _LEXICON.people
        ref = _ref(subject, rng) if is_person else subject
        fields = {"s": ref, "sp": _poss(ref)}
        if ask.via is not None:
            frames = _QUESTION_VIA.get((ask.via, ask.slot))
            if frames is None:
                text = f"for whoever is {ask.via} of {subject}, what's their {ask.slot}?"
            else:
                text = _pick(frames, rng).format(**fields)
        elif ask.slot == "ticket":
            problem, customer = _split_detail(ask.detail)
            text = _pick(_QUESTION_TICKET, rng).format(t=subject, c=customer, p=problem)
        else:
            frames = _QUESTIONS.get(ask.slot)
            if frames is None:
                text = f"what do we know about {subject}'s {ask.slot}?"
            else:
                text = _pick(frames, rng).format(**fields)
        text = _pick(_Q_OPENERS, rng) + text
        return _one_line(_lead_case(text, rng))


def _slot_kinds() -> frozenset[str]:
    """Slots this family can state."""
    return frozenset(_PERSON) | frozenset(_OTHER) | {"ticket"}


FAMILY: Family = _SlackEn()
"""The ``slack-en`` family instance the benchmark loads."""
