"""Stand-up and Zoom call transcripts of a distributed US/Canadian team (dev family).

The register is machine speech-to-text, lightly cleaned: daily stand-ups, 1:1s and ad-hoc
Zoom calls of a remote team spread across US and Canadian cities. Lines are mostly
lowercase or sentence case, full of fillers ("so", "um", "like", "yeah", "basically"),
run-on sentences and reported speech ("so I talked to Marcus and he's gonna be reporting
up to Dana now"). Each line may carry a speaker label in one of the styles transcription
tools produce ("[00:14:03] Dana:", "Dana O.:", "SPEAKER_2 (Dana):", "Dana Okafor  12:41")
or none at all; when the speaker talks about themselves ("I'm in Boise now") the label is
always there, because it is the only place the subject is named.

Facts are said the way people say them out loud: dates as "the fourteenth of March" or
"Friday the 14th of March" (always with month and day), people by first name more often
than by full name, customers by the short name the team uses ("Halvorsen"). Identifiers
(phones, emails, cost centres, POs, ticket ids) keep their exact string in the line, wrapped
in spoken framing ("it's (415) 555-0123, so four one five, five five five, oh one two
three"). Most turns are small talk: audio trouble, weather, kids, hockey, lunch, "no
blockers from me", with times and numbers that are not facts of the schema.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "StandupFamily"]

# ---------------------------------------------------------------------------------------
# The world
# ---------------------------------------------------------------------------------------

_PEOPLE: dict[str, str] = {
    "Dana Okafor": "f",
    "Marcus Lindqvist": "m",
    "Tessa Nakamura": "f",
    "Jordan Pruitt": "n",
    "Keisha Donnelly": "f",
    "Ravi Subramanian": "m",
    "Colleen Fitzhugh": "f",
    "Hector Villanueva": "m",
    "Brynn Castellano": "f",
    "Darnell Whitaker": "m",
    "Mei-Lin Zhou": "f",
    "Garrett Oduya": "m",
    "Nadine Boucher": "f",
    "Owen McAllister": "m",
    "Alexis Tran": "f",
    "Wes Kowalczyk": "m",
    "Farah Haddad": "f",
    "Luc Tremblay": "m",
    "Shawna Redcloud": "f",
    "Devin Abernathy": "m",
}

_CUSTOMER_SHORT: dict[str, str] = {
    "Brightwater Foods": "Brightwater",
    "Halvorsen Logistics": "Halvorsen",
    "Pinecrest Dental Group": "Pinecrest",
    "Tri-County Realty": "Tri-County",
    "Ostrander Freight": "Ostrander",
    "Lakeshore Pediatrics": "Lakeshore",
    "Gulf Coast Credit Union": "Gulf Coast",
}

_CITY_REGION: dict[str, str] = {
    "Austin": "Texas",
    "Denver": "Colorado",
    "Raleigh": "North Carolina",
    "Boise": "Idaho",
    "Pittsburgh": "PA",
    "Columbus": "Ohio",
    "Sacramento": "California",
    "Minneapolis": "Minnesota",
    "Toronto": "Ontario",
    "Calgary": "Alberta",
    "Halifax": "Nova Scotia",
    "Ottawa": "Ontario",
    "Tucson": "Arizona",
    "Spokane": "Washington",
    "Omaha": "Nebraska",
    "Asheville": "North Carolina",
    "Albuquerque": "New Mexico",
    "Winnipeg": "Manitoba",
    "Savannah": "Georgia",
    "Providence": "Rhode Island",
    "Des Moines": "Iowa",
    "Kansas City": "Missouri",
    "Salt Lake City": "Utah",
    "Milwaukee": "Wisconsin",
    "Chattanooga": "Tennessee",
}

_LEXICON = Lexicon(
    people=tuple(_PEOPLE),
    projects=(
        "Keystone", "Bluejay", "Switchback", "Tamarack", "Lodestar", "Copperhead",
        "Driftwood", "Sundial",
    ),
    customers=tuple(_CUSTOMER_SHORT),
    teams=(
        "Platform", "Payments", "Onboarding", "Integrations", "Mobile", "Data Eng",
        "Core Infra", "Growth", "Customer Success",
    ),
    cities=tuple(_CITY_REGION),
    addresses=(
        "2214 Alder Creek Drive", "418 West Sycamore Street", "97 Bayview Terrace, Apt 3B",
        "1502 North Kedzie Avenue", "63 Quarry Hill Road", "7810 Juniper Ridge Court",
        "305 Elmwood Place, Unit 12", "1129 Harmon Street", "44 Cobblestone Lane",
        "2607 Prairie View Drive", "815 Linden Avenue, Apt 4", "3350 Foxglove Way",
        "129 Old Mill Road", "6021 East Mesquite Boulevard", "18 Chestnut Hill Circle",
        "940 Dufferin Street, Unit 707", "271 Wellesley Crescent",
        "5506 South Cottonwood Lane", "1738 Riverbend Parkway", "82 Orchard Grove Avenue",
        "4411 Tanglewood Drive, Apt 210", "630 Beacon Street", "1287 Magnolia Way",
        "39 Stonegate Court", "2045 Larkin Street, Apt 5", "7702 Windmill Lane",
        "156 Hemlock Terrace", "3019 Sagebrush Trail", "512 Carriage House Road",
        "88 Lighthouse Point Drive", "1904 Pecan Street", "247 Bluebonnet Lane",
    ),
    roles=(
        "staff engineer", "engineering manager", "product manager", "QA lead",
        "scrum master", "solutions architect", "data analyst", "UX designer", "tech lead",
        "support engineer", "site reliability engineer", "program manager",
        "frontend developer", "director of engineering",
    ),
    drinks=(
        "oat milk latte", "cold brew", "Diet Coke", "LaCroix", "iced americano",
        "drip coffee", "matcha latte", "Earl Grey", "kombucha", "sweet tea", "cortado",
        "Red Bull", "hot water with lemon",
    ),
    statuses=(
        "on track", "at risk", "blocked", "on hold", "in QA", "in UAT", "code complete",
        "in discovery", "shipped", "behind schedule",
    ),
    plans=("Starter", "Essentials", "Business", "Premier", "Scale", "Unlimited"),
    problems=(
        "the SSO redirect loops back to the login page",
        "CSV exports cut off at ten thousand rows",
        "invoices show the wrong sales tax",
        "push notifications show up hours late",
        "the iOS app crashes on launch",
        "webhook retries fire twice",
        "the dashboard times out after lunch",
        "password reset emails land in spam",
        "timesheets round to the wrong quarter hour",
        "the Android app logs people out every few minutes",
        "scheduled reports skip the first of the month",
        "calendar sync drops recurring meetings",
        "PDF receipts show the wrong time zone",
    ),
)  # fmt: skip

_DOMAINS = (
    "larkspursystems.com", "larkspur.io", "larkspursystems.com", "larkspur.io",
    "bluefenceconsulting.com", "larkspur-contractors.com",
)  # fmt: skip
_AREA_CODES = (
    "415", "512", "303", "919", "208", "412", "614", "916", "612", "416", "403", "902",
    "613", "520", "509", "402", "828", "505", "204", "912", "401", "515", "816", "801",
    "414", "423", "647", "206", "773",
)  # fmt: skip
_GL_SITES = ("ATL", "SFO", "YYZ", "DEN", "ORD", "AUS", "YYC", "BOS", "SEA")

# ---------------------------------------------------------------------------------------
# Spoken numbers and dates
# ---------------------------------------------------------------------------------------

_DIGITS = ("oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_ORDINAL_WORDS = (
    "", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
    "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
    "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first",
    "twenty-second", "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth",
    "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first",
)  # fmt: skip
_COUNT_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve",
)  # fmt: skip


def _ordinal(day: int) -> str:
    """14 -> "14th", 22 -> "22nd"."""
    if 10 <= day % 100 <= 20:
        return f"{day}th"
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th') }"


def _spoken_date(value: str, rng: random.Random) -> str:
    """An ISO date as a speaker says it, always with month and day."""
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    month, weekday, n = f"{day:%B}", f"{day:%A}", day.day
    word = _ORDINAL_WORDS[n]
    styles = (
        f"{month} {_ordinal(n)}",
        f"{month} {_ordinal(n)}",
        f"{month} {n}",
        f"the {word} of {month}",
        f"{month} {word}",
        f"{weekday} the {_ordinal(n)} of {month}",
        f"{weekday}, {month} {_ordinal(n)}",
        f"the {_ordinal(n)} of {month}",
        f"{month} {_ordinal(n)}, {day.year}",
        f"{weekday} {month} {n}",
        f"{weekday} the {word} of {month}",
    )
    return rng.choice(styles)


def _spell_digits(digits: str) -> str:
    return " ".join(_DIGITS[int(c)] for c in digits if c.isdigit())


def _phone_readback(phone: str) -> str | None:
    """Reads a phone back digit by digit: "four one five, five five five, oh one ..."."""
    digits = "".join(c for c in phone if c.isdigit())
    if digits.startswith("1") and len(digits) == 11:
        digits = digits[1:]
    if len(digits) < 10:
        return None
    groups = (digits[:3], digits[3:6], digits[6:10])
    return ", ".join(_spell_digits(g) for g in groups)


# ---------------------------------------------------------------------------------------
# Pronouns
# ---------------------------------------------------------------------------------------

_PRONOUNS: dict[str, dict[str, str]] = {
    "f": {
        "he": "she", "He": "She", "him": "her", "his": "her", "hes": "she's",
        "Hes": "She's", "hehas": "she's", "hell": "she'll", "does": "does",
        "doesnt": "doesn't", "was": "was", "isnt": "isn't",
    },
    "m": {
        "he": "he", "He": "He", "him": "him", "his": "his", "hes": "he's",
        "Hes": "He's", "hehas": "he's", "hell": "he'll", "does": "does",
        "doesnt": "doesn't", "was": "was", "isnt": "isn't",
    },
    "n": {
        "he": "they", "He": "They", "him": "them", "his": "their", "hes": "they're",
        "Hes": "They're", "hehas": "they've", "hell": "they'll", "does": "do",
        "doesnt": "don't", "was": "were", "isnt": "aren't",
    },
}  # fmt: skip


def _first(name: str) -> str:
    return name.split()[0]


# ---------------------------------------------------------------------------------------
# Framing: speaker labels, fillers, endings
# ---------------------------------------------------------------------------------------

_PREFIXES = (
    "", "", "", "", "", "", "so ", "so ", "um ", "uh ", "yeah so ", "okay so ", "so basically ",
    "right so ", "and um ", "oh and ", "quick one, ", "also ", "one more thing, ",
    "just fyi ", "uh yeah ", "and then ", "so yeah ", "okay um ", "oh also ", "the other thing, ",
    "real quick, ", "um so ", "yeah and ", "so like ",
)  # fmt: skip
_FILLER_STARTS = frozenset({"so", "um", "uh", "yeah", "oh", "okay"})
_ENDINGS = (
    "", "", "", "", ".", ".", ".", ".", ", so yeah", " so yeah.", " yeah.", ", fyi",
    ", just so everyone knows", " if that makes sense", ", anyway", ". um yeah",
    ", just a heads up", ". that's it from me", ", so", " I think", ", cool",
)  # fmt: skip


def _clock(rng: random.Random) -> str:
    minutes = rng.randint(0, 58)
    return f"{rng.choice(('00', '00', '01'))}:{minutes:02d}:{rng.randint(0, 59):02d}"


def _label(speaker: str, rng: random.Random, forced: bool) -> str:
    """A speaker label in one of the transcript styles (or none, unless forced)."""
    first = _first(speaker)
    last = speaker.split()[-1]
    styles = [
        f"[{_clock(rng)}] {first}: ",
        f"[{_clock(rng)}] {speaker}: ",
        f"{first} {last[0]}.: ",
        f"SPEAKER_{rng.randint(0, 7)} ({first}): ",
        f"{speaker}: ",
        f"{first}: ",
        f"{speaker}  {rng.randint(0, 48)}:{rng.randint(0, 59):02d}  ",
        f"({_clock(rng)}) {first} {last[0]}: ",
    ]
    if forced:
        return rng.choice(styles)
    if rng.random() < 0.35:
        return ""
    # Some exports shout the name; never when the label is the only place it is said.
    return rng.choice([*styles, f"{first.upper()}: "])


# ---------------------------------------------------------------------------------------
# Statements. Placeholders: {s} subject, {v} value, {old} old value, {o} some other
# teammate, {he}/{him}/{his}/{hes}/... subject pronouns, {vhe}/{vhim}/{vhis}/{vhes}
# pronouns of a person value, {ohe} of the old person value.
# ---------------------------------------------------------------------------------------

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} is based in {v}",
        "{s}'s out of {v}, so keep the time zone in mind",
        "so {s} works from {v}, {hes} like the only one out there",
        "{s} is in {v}, that's where {hes} based",
        "I talked to {s} and {hes} working out of {v}",
        "{s}, um, {hes} in {v} so {hes} usually on a bit earlier or later than us",
        "for the folks who haven't met {him}, {s} is based out of {v}",
        "{s} works remote from {v}",
        "{o} said {s} is based in {v} now",
        "yeah {s}'s home base is {v}",
        "{s} is the one out in {v}",
        "{s} is located in {v}, basically",
        "just so you know {s} is in {v}, like physically",
        "oh {s}? {hes} in {v}",
        "{s} is working from {v} so if you need {him} in person that's where {hes} at",
        "so {s} lives in {v} and works from there",
        "{s} is remote, {v}",
        "{s}'s based out of {v} so like {hell} be on the {v} office calendar",
    ),
    "address": (
        "{s}'s home address is {v}",
        "for the swag box, {s}'s address is {v}",
        "so {s} lives at {v}",
        "{s} is at {v}, that's the home address",
        "if you're shipping {s} the laptop it's {v}",
        "{s} gave me {his} address, it's {v}",
        "the address for {s} is {v}, like the house",
        "{s}'s place is {v}",
        "send {s}'s monitor to {v}, that's where {he} lives",
        "um {s}, home address, {v}",
        "{o} needs it for payroll, {s} lives at {v}",
        "{s}'s street address is {v}",
        "so for {s} the mailing address is {v}",
        "{s} lives over at {v}",
    ),
    "role": (
        "{s} is our {v}",
        "{s} is the {v} on this team",
        "so {s}, {hes} {v}",
        "{s} joined as {v}",
        "{s}'s title is {v}",
        "{s} is basically our {v}",
        "for the new folks, {s} is the {v}",
        "{s} is working as {v}",
        "yeah {s}'s role is {v}",
        "{o} told me {s} is {v} here",
        "{s} is our {v}, so like anything in that lane goes to {him}",
        "{s}'s the {v}",
        "{s} is {v}, officially",
    ),
    "team": (
        "{s} is on {v}",
        "{s}'s on the {v} team",
        "{s} sits on {v}",
        "so {s} is part of {v}",
        "{s} is with the {v} folks",
        "{s} is on the {v} squad",
        "{s} belongs to {v}, org chart wise",
        "I talked to {s}, {hes} in {v}",
        "{s} is a {v} person",
        "{s}'s in the {v} group",
        "{o} mentioned {s} is on {v}",
        "yeah {s} is one of the {v} people",
        "{s} is {v}, like that's {his} team",
    ),
    "manager": (
        "{s} reports to {v}",
        "{s} reports up to {v}",
        "so {s}'s manager is {v}",
        "I talked to {s} and {hes} reporting to {v}",
        "{v} is {s}'s manager",
        "{s} sits in {v}'s org, reports straight to {vhim}",
        "{s}'s boss is {v}",
        "{v} manages {s}",
        "{s} rolls up to {v}",
        "{v} is the one {s} reports into",
        "{s} is under {v}",
        "{s}'s direct manager is {v}",
        "so {s} has {v} as {his} manager",
        "{o} said {s} reports to {v}",
        "{s} reports directly to {v}, so any PTO stuff goes to {vhim}",
    ),
    "drink": (
        "{s} drinks {v}",
        "{s}'s a {v} person",
        "{s} always gets {v}",
        "if you're grabbing stuff, {s} wants {v}",
        "{s} lives on {v}",
        "{s}'s go-to is {v}",
        "{s} will take {v}, every time",
        "{s}'s order is {v}",
        "{s} likes {v}",
        "for {s} it's {v}, always {v}",
        "{s} only drinks {v} basically",
        "{o} says {s} is all about {v}",
        "{s}'s drink is {v}",
    ),
    "phone": (
        "{s}'s cell is {v}",
        "{s}'s mobile is {v}",
        "if you need {s} the number is {v}",
        "{s} can be reached at {v}",
        "{s}'s phone number is {v}",
        "text {s} at {v}",
        "{s}'s cell number is {v}",
        "{s} gave me {his} number, {v}",
        "um {s}, cell, {v}",
        "for {s} call {v}",
        "{s}'s on-call phone, like {his} personal cell, is {v}",
        "the best number for {s} is {v}",
    ),
    "email": (
        "{s}'s email is {v}",
        "you can email {s} at {v}",
        "{s} is {v}, email",
        "send it to {s} at {v}",
        "{s}'s address is {v}, the email one",
        "{s}'s email address is {v}",
        "{s} is on {v}",
        "to reach {s} by email it's {v}",
        "cc {s}, {his} email is {v}",
        "for {s} it's {v}",
        "{s} uses {v} for everything",
    ),
    "status": (
        "{s} is {v}",
        "{s} is {v} right now",
        "so {s}, we're {v}",
        "status on {s} is {v}",
        "{s} is {v} as of this morning",
        "{s} is sitting at {v}",
        "for {s} we're calling it {v}",
        "{s}, yeah it's {v}",
        "I'd say {s} is {v}",
        "on {s}, {v}",
        "{s} is officially {v}",
        "{o} says {s} is {v}",
        "{s} status, {v}",
    ),
    "deadline": (
        "{s} is due {v}",
        "the deadline for {s} is {v}",
        "{s} has to ship by {v}",
        "we're targeting {v} for {s}",
        "{s} needs to be done by {v}",
        "the date for {s} is {v}",
        "so {s} lands {v}",
        "{s} has a hard deadline of {v}",
        "target date on {s} is {v}",
        "{s} is due end of day {v}",
        "we committed to {v} for {s}",
        "{o} wants {s} wrapped by {v}",
        "{s}, the go-live is {v}",
        "{s} is supposed to go out {v}",
    ),
    "owner": (
        "{v} owns {s}",
        "{v} is running {s}",
        "{s} is {v}'s",
        "{v} is the lead on {s}",
        "{v} is driving {s}",
        "{s} is owned by {v}",
        "{v} is point on {s}",
        "{v}'s the DRI for {s}",
        "so {v} is leading {s}",
        "for {s}, talk to {v}, {vhes} the owner",
        "{s} belongs to {v}",
        "{v} is in charge of {s}",
        "{o} confirmed {v} is leading {s}",
        "{v} has {s}",
    ),
    "cost_centre": (
        "{s} charges to {v}",
        "the cost center for {s} is {v}",
        "bill {s} time to {v}",
        "{s} goes against {v}",
        "for {s} use {v} on your expenses",
        "so {s}'s budget code is {v}",
        "{s} is under {v}, cost center wise",
        "finance says {s} is {v}",
        "code your {s} hours to {v}",
        "{s} expenses go to {v}",
        "um the cost center, for {s}, it's {v}",
    ),
    "plan": (
        "{s} is on {v}",
        "{s} is on the {v} plan",
        "{s} signed for {v}",
        "{s} is a {v} customer",
        "{s}'s on the {v} tier",
        "{s} has the {v} plan",
        "so {s}, they're {v}",
        "{s} went with {v}",
        "{s} bought {v}",
        "{s}'s subscription is {v}",
        "{o} said {s} is on {v}",
        "{s} is paying for {v}",
    ),
    "po_number": (
        "{s}'s PO is {v}",
        "the purchase order for {s} is {v}",
        "{s} sent over the PO, it's {v}",
        "for {s} the PO number is {v}",
        "{s} is on purchase order {v}",
        "put {v} on the {s} invoice, that's their PO",
        "got the PO from {s}'s AP person, {v}",
        "{s}'s purchase order number is {v}",
        "reading it off the screen, {s}, {v}, that's the PO",
        "{s} PO, {v}",
    ),
}

_STATE_SELF: dict[str, tuple[str, ...]] = {
    "city": (
        "I'm based in {v}",
        "so I'm in {v}",
        "I work out of {v}, so I'm like a couple hours off from most of you",
        "I'm in {v}, yeah",
        "I'm working from {v}",
        "for the new folks I'm in {v}",
        "um I'm out of {v}",
    ),
    "address": (
        "my address is {v}",
        "you can ship it to {v}, that's my place",
        "I'm at {v}",
        "my home address is {v}",
        "send it to me at {v}",
    ),
    "role": (
        "I'm the {v}",
        "I'm {v} here",
        "so I'm the {v} on this team",
        "my title is {v}",
        "I joined as {v}",
    ),
    "team": (
        "I'm on {v}",
        "I'm on the {v} team",
        "I sit on {v}",
        "I'm a {v} person",
    ),
    "manager": (
        "I report to {v}",
        "my manager is {v}",
        "I'm reporting up to {v}",
        "{v} is my boss",
        "I'm under {v}",
    ),
    "drink": (
        "I'm a {v} person",
        "I'll take {v}",
        "I basically live on {v}",
        "I always get {v}",
        "{v} for me, always",
    ),
    "phone": (
        "my cell is {v}",
        "you can text me at {v}",
        "my number is {v}",
        "my mobile's {v}",
    ),
    "email": (
        "my email is {v}",
        "email me at {v}",
        "I'm {v}",
        "you can reach me at {v}",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} moved to {v}",
        "{s} relocated to {v}, so {hes} not in {old} anymore",
        "{s} is in {v} now",
        "so {s} is moving from {old} to {v}",
        "{s} is based in {v} now",
        "{s} finally made the move to {v}",
        "heads up {s} is working out of {v} now, not {old}",
        "I talked to {s} and {hehas} moved out to {v}",
        "{s} left {old}, {hes} in {v} as of this week",
        "{s}'s out of {v} now",
        "correction, {s} is actually in {v}, not {old}",
        "so {s} packed up and went to {v}",
        "{o} said {s} is relocating to {v}",
        "{s} is in {v} now, so adjust the time zone stuff",
        "{s} is based out of {v} going forward",
    ),
    "address": (
        "{s} moved, new address is {v}",
        "{s}'s new address is {v}",
        "{s} is at {v} now",
        "update {s}'s address to {v}",
        "{s} isn't at {old} anymore, it's {v} now",
        "{s} moved out of {old} and into {v}",
        "so {s} just closed on a place, {v}",
        "{s}'s address changed, {v}",
        "ship {s}'s stuff to {v} from now on",
        "{s} moved across town to {v}",
        "{o} said {s} lives at {v} now",
        "correction on {s}'s address, it's {v} not {old}",
    ),
    "role": (
        "{s} is {v} now",
        "{s} got promoted to {v}",
        "{s} moved over to {v}",
        "{s} is switching from {old} to {v}",
        "{s}'s title changed to {v}",
        "so {s} is stepping into the {v} role",
        "{s} is now our {v}",
        "{s} is going to be {v} going forward",
        "{s} is not {old} anymore, {hes} {v}",
        "big news, {s} is our new {v}",
        "I talked to {s} and {hes} taking the {v} job",
        "{s} is officially {v} as of Monday",
        "{o} said {s} is {v} now",
    ),
    "team": (
        "{s} moved to {v}",
        "{s} is on {v} now",
        "{s} switched from {old} to {v}",
        "{s} is joining {v}",
        "{s} transferred over to {v}",
        "{s} left {old} and is on {v} now",
        "so {s} is part of {v} now",
        "{v} is getting {s}",
        "{s} is going over to {v} this sprint",
        "{s} moves from {old} to {v}",
        "{s}'s with the {v} folks now",
        "{o} said {s} is on {v} now",
    ),
    "manager": (
        "{s} reports to {v} now",
        "so I talked to {s} and {hes} gonna be reporting up to {v} now",
        "{s}'s new manager is {v}",
        "{v} is taking over management of {s}",
        "{s} moves from {old}'s group to {v}'s",
        "{s}'s new boss is {v}",
        "{s} is not reporting to {old} anymore, it's {v}",
        "{v} picked up {s} from {old}",
        "{s} is in {v}'s org now",
        "{s} rolls up to {v} now",
        "{v} has {s} now, {old} handed {him} off",
        "heads up, {s} reports to {v} going forward",
        "{s} is switching managers, {v}",
        "{v} is {s}'s manager now",
        "{old} is handing {s} over to {v}",
        "with the reorg {s} goes under {v}",
    ),
    "drink": (
        "{s} switched to {v}",
        "{s} is on {v} now",
        "{s} gave up {old} for {v}",
        "{s} is all about {v} these days",
        "{s} drinks {v} now, not {old}",
        "{s}'s new thing is {v}",
        "{s} wants {v} now",
        "{s} is off {old}, it's {v} now",
        "{s}'s order is {v} now",
        "{o} says {s} moved on to {v}",
    ),
    "phone": (
        "{s} has a new cell, {v}",
        "{s}'s number changed, it's {v}",
        "{s} got a new phone, number is {v}",
        "use {v} for {s} now, not {old}",
        "{s}'s mobile is {v} now",
    ),
    "email": (
        "{s}'s email changed to {v}",
        "{s} is {v} now",
        "use {v} for {s} from now on",
        "{s}'s new email is {v}",
    ),
    "status": (
        "{s} is {v} now",
        "{s} went from {old} to {v}",
        "{s} moved to {v}",
        "so {s} is {v} as of today",
        "{s} is now {v}",
        "we're changing {s} to {v}",
        "{s} is {v}, not {old} anymore",
        "update on {s}, {v}",
        "{s} slid to {v}",
        "yeah so {s} is {v} now",
        "{o} flipped {s} to {v}",
        "I'd call {s} {v} at this point",
        "{s} is out of {old}, it's {v}",
        "I'm moving {s} to {v} on the board",
    ),
    "deadline": (
        "{s} moved to {v}",
        "{s} is now due {v}",
        "we pushed {s} to {v}",
        "{s} slipped to {v}",
        "the new date for {s} is {v}",
        "{s} is not {old} anymore, it's {v}",
        "they moved the {s} deadline from {old} to {v}",
        "so {s} is due {v} now",
        "{s} got pushed, {v}",
        "{o} agreed to {v} for {s}",
        "the {s} date changed to {v}",
        "{s} needs to land by {v} now",
        "we're now targeting {v} for {s}",
    ),
    "owner": (
        "{v} owns {s} now",
        "{v} took over {s}",
        "{old} is handing {s} over to {v}",
        "{s} is moving from {old} to {v}",
        "{v} is the new lead on {s}",
        "{v} is running {s} now",
        "{s} is {v}'s now",
        "{v} is picking up {s} from {old}",
        "{old} passed {s} to {v}",
        "{v} is driving {s} going forward",
        "{s} changed hands, {v} has it",
        "{v} is the DRI on {s} now",
        "{s} has a new owner, {v}",
        "{old}'s off {s}, {v} is taking it",
    ),
    "cost_centre": (
        "{s} moved to {v}",
        "{s} charges to {v} now",
        "use {v} for {s} going forward, not {old}",
        "finance moved {s} to {v}",
        "{s}'s cost center is {v} now",
    ),
    "plan": (
        "{s} upgraded to {v}",
        "{s} moved to {v}",
        "{s} is on {v} now",
        "{s} went from {old} to {v}",
        "{s} downgraded to {v}",
        "{s} switched to the {v} plan",
        "{s} signed the {v} renewal",
        "{s} is {v} now, not {old}",
        "{s} changed plans, {v}",
        "{o} closed {s} on {v}",
        "{s} bumped up to {v}",
    ),
    "po_number": (
        "{s} sent a new PO, {v}",
        "{s}'s PO changed to {v}",
        "use {v} for {s} now",
        "{s} reissued the PO, {v}",
    ),
}

_UPDATE_SELF: dict[str, tuple[str, ...]] = {
    "city": (
        "I moved to {v}",
        "I'm in {v} now",
        "so I'm officially in {v}, not {old}",
        "I'm working from {v} now",
        "I relocated to {v}",
    ),
    "address": (
        "I moved, my new address is {v}",
        "my address changed to {v}",
        "I'm at {v} now",
        "update my address to {v}",
    ),
    "role": (
        "I'm {v} now",
        "I got moved to {v}",
        "I'm taking over as {v}",
        "I'm switching from {old} to {v}",
    ),
    "team": (
        "I'm on {v} now",
        "I moved to {v}",
        "I'm joining {v}",
        "I switched from {old} to {v}",
    ),
    "manager": (
        "I report to {v} now",
        "my new manager is {v}",
        "I'm under {v} now",
        "I moved from {old}'s group to {v}'s",
    ),
    "drink": (
        "I switched to {v}",
        "I'm on {v} now",
        "I'm off {old}, it's {v} for me now",
    ),
    "phone": ("my number changed, it's {v}", "new cell, {v}"),
    "email": ("my email changed to {v}", "I'm {v} now"),
}

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} is not in {old} anymore",
        "{s} left {old}, not sure where {hes} landing yet",
        "{s} moved out of {old}, we don't have the new city",
        "{s} isn't based in {old} anymore",
        "{s} is done with {old}, like {hes} kind of between places",
        "scratch that, {s} is not in {old}",
        "{s} moved away from {old}, TBD where",
        "{s}'s no longer out of {old}",
        "{o} said {s} is leaving {old}, no idea where to yet",
    ),
    "address": (
        "{s} moved out of {old}, don't have the new one",
        "{s} is not at {old} anymore",
        "don't ship anything to {old} for {s}, {hehas} moved",
        "{s}'s old address, {old}, is dead",
        "{s} isn't living at {old} anymore",
        "{s} gave up {his} place at {old}",
    ),
    "role": (
        "{s} is not {old} anymore",
        "{s} stepped down as {old}",
        "{s} isn't the {old} anymore, title's TBD",
        "{s} is no longer our {old}",
        "{s} gave up the {old} role",
        "{s} is out of the {old} job, we're figuring out what's next",
    ),
    "team": (
        "{s} left {old}",
        "{s} is not on {old} anymore",
        "{s} is off the {old} team",
        "{s} is no longer with {old}",
        "{s} rolled off {old}, kind of floating right now",
        "{s} isn't part of {old} anymore",
    ),
    "manager": (
        "{s} doesn't report to {old} anymore",
        "{s} is no longer under {old}",
        "{old} isn't {s}'s manager anymore",
        "{s} is not in {old}'s org anymore, new manager TBD",
        "{old} stopped managing {s}",
        "{s}'s not reporting to {old} anymore",
        "{old} isn't managing {s} anymore, so {s} needs a new manager for now",
    ),
    "drink": (
        "{s} quit {old}",
        "{s} doesn't drink {old} anymore",
        "{s} is off {old}",
        "{s} gave up {old}",
        "no more {old} for {s}",
        "{s} is done with {old}",
    ),
    "phone": (
        "{s}'s old number {old} is disconnected",
        "don't use {old} for {s}, it's dead",
        "{s} doesn't have {old} anymore",
    ),
    "email": (
        "{old} doesn't work for {s} anymore",
        "{s}'s {old} is deactivated",
        "don't email {s} at {old}, it bounces",
    ),
    "status": (
        "{s} is no longer {old}",
        "{s} is not {old} anymore",
        "we took {s} out of {old}",
        "{s} isn't {old} anymore, we'll figure out where it sits",
        "{s} is off {old}",
        "scratch {old} for {s}",
        "{s}'s not {old} anymore",
    ),
    "deadline": (
        "{s} isn't due {old} anymore, no new date yet",
        "the {old} deadline for {s} is off",
        "{s} doesn't have a date right now, {old} is gone",
        "we dropped the {old} date on {s}",
        "forget {old} for {s}",
        "{s} won't hit {old}, so that date is gone, TBD",
    ),
    "owner": (
        "{old} isn't running {s} anymore",
        "{old} is off {s}",
        "{old} stepped away from {s}, no owner yet",
        "{s} doesn't have {old} as a lead anymore",
        "{old} dropped {s}",
        "{s} is unowned now, {old} handed it back",
        "{old} is no longer the lead on {s}",
    ),
    "cost_centre": (
        "{s} doesn't charge to {old} anymore",
        "{old} is closed for {s}",
        "stop using {old} for {s}",
    ),
    "plan": (
        "{s} cancelled {old}",
        "{s} is not on {old} anymore",
        "{s} dropped {old}",
        "{s} let {old} lapse",
        "{s} is off the {old} plan",
        "{s} is no longer {old}",
    ),
    "po_number": (
        "{s}'s PO {old} is closed",
        "{old} is no good for {s} anymore",
        "{s} cancelled PO {old}",
    ),
}

_NEGATE_SELF: dict[str, tuple[str, ...]] = {
    "city": ("I'm not in {old} anymore", "I left {old}"),
    "address": ("I'm not at {old} anymore", "I moved out of {old}"),
    "role": ("I'm not {old} anymore", "I stepped down as {old}"),
    "team": ("I'm not on {old} anymore", "I left {old}"),
    "manager": ("I don't report to {old} anymore", "I'm not under {old} anymore"),
    "drink": ("I quit {old}", "I'm off {old}"),
}

# The speaker is the person value of a manager / owner fact.
_MANAGER_IS_SPEAKER = (
    "{s}'s gonna be reporting to me now",
    "I'm picking up {s}, so {hell} report to me",
    "{s} is moving over to my team, I'm {his} manager now",
    "I'm {s}'s manager now",
    "I'm taking over {s} from {old}",
)
_MANAGER_OLD_IS_SPEAKER = (
    "{s} isn't reporting to me anymore, {hes} with {v} now",
    "I'm handing {s} over to {v}",
    "{s} is going over to {v}'s team, so not me anymore",
)
_MANAGER_NEGATE_OLD_IS_SPEAKER = (
    "{s} doesn't report to me anymore",
    "I'm not managing {s} anymore",
)
_OWNER_IS_SPEAKER = (
    "I'm taking {s}",
    "I'm picking up {s} from {old}",
    "I'm running {s} now",
    "I'll be the lead on {s}",
    "{s} is mine now",
)
_OWNER_OLD_IS_SPEAKER = (
    "I'm handing {s} over to {v}",
    "I'm passing {s} off to {v}",
    "{v} is taking {s} off my plate",
)
_OWNER_NEGATE_OLD_IS_SPEAKER = ("I'm off {s}", "I'm not running {s} anymore")

_SHIFT = (
    "we're pushing {s} out {weeks}, so {v}",
    "{s} slips {weeks}, to {v}",
    "{s} is sliding {weeks}, new date is {v}",
    "bad news, {s} is moving out {weeks}, {v}",
)
_PULL_IN = (
    "{s} got pulled in {weeks}, so {v}",
    "we're moving {s} up {weeks}, to {v}",
)

# Tickets. {id} ticket, {problem}, {cust} customer (short or full).
_TICKET_OPEN = (
    "{cust} opened {id}, {problem}",
    "new ticket from {cust}, {id}, basically {problem}",
    "so {id} came in overnight, {cust} says {problem}",
    "{cust} is complaining that {problem}, that's {id}",
    "we got {id} from {cust}, um, {problem}",
    "heads up there's a new one, {id}, {cust}, {problem}",
    "{id} just got filed, {cust}, {problem}",
    "{cust} called in, {problem}, I logged it as {id}",
    "{id} is open for {cust}, like {problem}",
    "support escalated {id}, {cust} says {problem}",
    "so {cust} is seeing that {problem}, ticket's {id}",
    "{id}, {cust}, {problem}, it's sitting in the queue",
)
_TICKET_PROGRESS = (
    "I'm on {id} now, the {cust} thing",
    "{id} is in progress, looking at why {problem}",
    "picked up {id}, {problem} for {cust}, digging in",
    "{id} is being worked, I think it's a config thing",
    "so I started on {id}, the one where {problem}",
    "{o} is working {id} for {cust}",
    "{id} is in progress, we can repro it",
    "we're on {id}, {cust}'s issue, should have something tomorrow",
    "{id} moved to in progress",
    "{id}, the {cust} one, yeah someone's on it now",
    "started looking at {id}, {problem}, it's a weird one",
)
_TICKET_RESOLVED = (
    "{id} is fixed, {cust} confirmed",
    "we can close out {id}",
    "{id} is resolved, the fix went out last night",
    "{cust} says {id} is good now",
    "closed {id}, {problem} is fixed",
    "{id} is done, that was the {cust} one",
    "so {id} is resolved, {cust} signed off",
    "{id} is closed, shipped the patch for {cust}",
    "good news, {id} is resolved",
    "marked {id} resolved, {problem}, not happening anymore",
    "{id}'s fixed, {cust} is happy",
)

# ---------------------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------------------

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "where's {s} these days?",
        "what city is {s} in?",
        "where is {s} located?",
        "{s} is in what city again?",
        "which city does {s} call home?",
        "where in the world is {s}?",
        "what part of the country is {s} in, like the city?",
        "where's {s} sitting, geographically?",
        "is {s} remote? where?",
        "where does {s} log in from, what city?",
        "what city should I put for {s} on the map?",
        "which metro is {s} in?",
    ),
    "address": (
        "where does {s} live?",
        "what's {s}'s street address? I'm sending a gift",
        "where should I mail {s}'s card?",
        "what's the shipping info for {s}'s house?",
        "where do I send {s}'s new laptop?",
        "what's {s}'s house number and street?",
        "where does {s} stay, like the actual address?",
        "do we have {s}'s home location for the courier?",
        "where's {s}'s place?",
        "what should I put on the FedEx label for {s}?",
    ),
    "role": (
        "what does {s} do here?",
        "what's {s}'s title?",
        "what's {s}'s job?",
        "what position does {s} hold?",
        "what is {s} exactly, like what's the job title?",
        "what hat does {s} wear?",
        "remind me what {s}'s function is?",
        "what's {s} doing on the team, job-wise?",
        "what does {s}'s signature say under the name?",
        "what was {s} hired to do, or what's the current gig?",
    ),
    "team": (
        "what group is {s} in?",
        "which squad is {s} part of?",
        "what org is {s} under, team-wise?",
        "whose standup does {s} go to?",
        "which crew is {s} with?",
        "where does {s} sit in the org, like which team?",
        "which pod is {s}?",
        "what team does {s} belong to these days?",
        "{s} is in which group?",
    ),
    "manager": (
        "who's {s}'s boss?",
        "who does {s} roll up to?",
        "who manages {s}?",
        "who's over {s}?",
        "who approves {s}'s PTO?",
        "who's {s}'s people manager?",
        "who's in charge of {s}?",
        "who do I escalate to about {s}, like {s}'s manager?",
        "who does {s} do 1:1s with, the manager?",
        "who's {s}'s lead?",
        "who does {s} answer to?",
    ),
    "drink": (
        "what should I grab {s} from the coffee place?",
        "what does {s} usually order?",
        "I'm doing a coffee run, what does {s} want?",
        "what's {s}'s go-to?",
        "what does {s} like to drink?",
        "what's {s} sipping on these days?",
        "{s}'s beverage of choice?",
        "what do I get {s} at the cafe?",
        "what's {s}'s usual?",
    ),
    "phone": (
        "what's {s}'s cell?",
        "how do I text {s}?",
        "what number do I call {s} on?",
        "got a number for {s}?",
        "how can I ring {s}?",
        "what's the best way to call {s}, the number?",
        "can someone DM me {s}'s digits?",
        "{s}'s mobile, anyone?",
    ),
    "email": (
        "how do I email {s}?",
        "what's {s}'s inbox?",
        "what email do we have for {s}?",
        "where do I send {s} the invite?",
        "what's {s}'s work address, the email?",
        "what's {s}'s email?",
        "{s}'s email address, anyone have it?",
    ),
    "status": (
        "how's {s} looking?",
        "where are we at with {s}?",
        "what's the health of {s}?",
        "how's {s} going?",
        "what's the latest on {s}?",
        "is {s} okay, like what state is it in?",
        "what color is {s} this week?",
        "how's {s} tracking?",
        "where does {s} stand?",
        "what's the deal with {s} right now?",
    ),
    "deadline": (
        "when's {s} due?",
        "what's the target date for {s}?",
        "when does {s} need to land?",
        "when are we supposed to ship {s}?",
        "what date are we holding for {s}?",
        "when's the {s} cutoff?",
        "when does {s} go live?",
        "by when does {s} have to be out?",
        "what's the due date on {s}?",
        "how long do we have on {s}, like what day?",
    ),
    "owner": (
        "who's running {s}?",
        "who's the point person for {s}?",
        "who do I talk to about {s}?",
        "who's on the hook for {s}?",
        "who leads {s}?",
        "who's driving {s}?",
        "whose baby is {s}?",
        "who owns {s}?",
        "who's in charge of {s}?",
        "who's the lead for {s} these days?",
    ),
    "cost_centre": (
        "what do we bill {s} hours to?",
        "which code does {s} charge against?",
        "what's the accounting string for {s}?",
        "what number do {s} expenses go under?",
        "which budget does {s} come out of?",
        "what do I put on the expense report for {s}?",
        "what's the finance code for {s}?",
        "what's {s}'s cost center?",
    ),
    "plan": (
        "what tier is {s} on?",
        "which package does {s} have?",
        "what subscription is {s} paying for?",
        "what level of service does {s} get?",
        "what did {s} buy, which tier?",
        "what's {s}'s contract level?",
        "which SKU is {s} on?",
        "what plan does {s} have?",
    ),
    "po_number": (
        "what's the order reference for {s}?",
        "which PO do we bill {s} against?",
        "what reference goes on the {s} invoice?",
        "what's {s}'s purchase order?",
        "what PO did {s} give us?",
        "what number do I quote to {s}'s AP team?",
        "{s}'s PO number, anyone?",
    ),
}

_ASK_TICKET = (
    "where are we on {id}?",
    "is {id} done?",
    "what's happening with {id}?",
    "did {id} get closed out?",
    "what's the latest on {id}?",
    "is {id} still sitting there or is someone on it?",
    "any movement on {id}, the {cust} one?",
    "status of {id}? {cust} is asking",
    "is anyone working {id}?",
    "can I tell {cust} that {id} is sorted?",
    "{id}, where is that at?",
    "what happened with {id}, the one where {problem}?",
)

_VIA: dict[str, tuple[str, ...]] = {
    "manager": (
        "{s}'s manager",
        "{s}'s boss",
        "the person {s} reports to",
        "whoever {s} reports up to",
        "whoever manages {s}",
        "{s}'s direct manager",
        "the manager {s} reports into",
        "the person managing {s}",
        "{s}'s people manager",
        "whoever's over {s}",
    ),
    "owner": (
        "whoever runs {s}",
        "the {s} lead",
        "the person who owns {s}",
        "whoever's driving {s}",
        "the owner of {s}",
        "the DRI on {s}",
        "whoever's in charge of {s}",
        "the person running point on {s}",
        "whoever leads {s}",
        "the {s} owner",
    ),
}

_ASK_VIA: dict[str, tuple[str, ...]] = {
    "city": (
        "where is {who} based?",
        "what city is {who} in?",
        "where does {who} live, like which city?",
        "which city is {who} working from?",
        "{who}, where are they located?",
        "what time zone is {who} in, what city?",
        "where's {who} these days?",
        "do we know where {who} is, city-wise?",
    ),
    "address": (
        "what's the home address for {who}?",
        "where does {who} live, street address?",
        "I need to mail something to {who}, what's the address?",
        "where do I send a card for {who}?",
        "what's the house address of {who}?",
        "{who}, what's their street address?",
    ),
    "phone": (
        "number for {who}?",
        "what's the cell for {who}?",
        "how do I reach {who} by phone?",
        "can someone give me the mobile of {who}?",
        "what number do I text for {who}?",
        "I need to call {who}, what's the number?",
        "got digits for {who}?",
    ),
}
_ATTR_WORDS: dict[str, tuple[str, ...]] = {
    "email": ("email", "email address"),
    "role": ("title", "job title"),
    "team": ("team", "group"),
    "manager": ("manager", "boss"),
    "drink": ("usual drink", "coffee order"),
    "city": ("city", "location"),
    "address": ("home address", "street address"),
    "phone": ("cell", "phone number"),
}

_QUESTION_PREFIXES = (
    "", "", "", "", "hey ", "quick q, ", "sorry, ", "um ", "does anyone remember ",
    "random question, ", "wait ", "okay so ", "before I forget, ", "can someone remind me, ",
    "dumb question but ",
)  # fmt: skip

# ---------------------------------------------------------------------------------------
# Chit-chat
# ---------------------------------------------------------------------------------------

_CHAT_PLACES = (
    "Tahoe", "Banff", "Cancun", "the Outer Banks", "Vegas", "Myrtle Beach", "Muskoka",
    "Orlando", "Lake Placid", "Mont Tremblant", "the Cape", "Nashville", "Maui",
)  # fmt: skip
_CHAT_FOOD = (
    "tacos", "pho", "leftover lasagna", "a burrito bowl", "poutine", "a Cobb salad",
    "wings", "a smash burger", "pad thai", "sushi", "chili", "a breakfast sandwich",
    "banh mi", "mac and cheese", "a poke bowl",
)  # fmt: skip
_CHAT_TOOLS = (
    "Jira", "Zoom", "Slack", "Confluence", "GitHub", "the VPN", "Okta", "Figma",
    "Datadog", "the CI", "Notion", "Outlook", "Google Calendar", "Workday",
)  # fmt: skip
_CHAT_SPORTS = (
    "the Leafs", "the Packers", "the Jets", "the Nuggets", "the Raptors", "the Chiefs",
    "the Braves", "the Twins", "the Flames", "the Steelers", "the Bucks", "the Oilers",
)  # fmt: skip
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")

_CHAT_PLAIN = (
    "can everyone hear me okay?",
    "you're on mute",
    "sorry, I was on mute",
    "I think we lost {m_or_someone}",
    "can you see my screen? the whole thing or just the browser?",
    "hang on, my internet is being weird",
    "sorry my kid just walked in",
    "my dog is losing it at the mail carrier, one sec",
    "okay I think that's everybody, let's get started",
    "let's give it another minute for folks to join",
    "no blockers from me",
    "yesterday was mostly code review, today more of the same, no blockers",
    "I'm just heads down on PR reviews today",
    "nothing new from me, same as yesterday",
    "I'll take that offline",
    "let's park that and come back to it",
    "can we take this to a thread?",
    "I have a hard stop at {t}",
    "I need to drop at {t}, dentist",
    "sorry I'm late, the previous call ran over",
    "is it just me or is {tool} super slow today?",
    "{tool} logged me out again",
    "anyone else having issues with {tool}?",
    "{tool} is down, so, that's fun",
    "it's like {deg} degrees here, I'm not going outside",
    "we got like {snow} of snow last night",
    "it's gorgeous out, I might take the call from the porch tomorrow",
    "power flickered here, if I drop that's why",
    "did anyone catch {team} last night?",
    "{team} are killing me this season",
    "I'm having {food} for lunch, no regrets",
    "I made {food} last night and it was honestly great",
    "anyone have a good recipe for {food}?",
    "we're going to {place} for the long weekend",
    "just got back from {place}, still catching up on email",
    "my flight got delayed {mins} minutes, I'm at the gate",
    "happy Friday everybody",
    "happy Monday I guess",
    "okay that's time, thanks everyone",
    "cool, thanks all, talk tomorrow",
    "sounds good",
    "yeah yeah, makes sense",
    "totally, plus one to that",
    "sorry go ahead, you first",
    "no you go",
    "I'll drop the link in the chat",
    "I put the doc link in the chat",
    "the retro got moved to {day} at {t}",
    "I moved our 1:1 to {day}, hope that's okay",
    "reminder the all-hands is {day} at {t} eastern",
    "I've got like {unread} unread in my inbox, it's bad",
    "Zoom says the meeting ID is {zoom} if anyone's stuck",
    "I'm out {day} afternoon, kid's got a recital",
    "the PR is up, it's number {pr}, if someone could look",
    "I'll update the ticket after this",
    "just an update on my side, still working through the migration scripts",
    "my laptop decided to restart for updates in the middle of this",
    "I'm on my phone, sorry if I sound weird",
    "can you say that again? you cut out",
    "you're breaking up a little",
    "there's an echo, someone might have two devices in",
    "it's {t} here so I'm still on my first coffee",
    "my coffee maker died this morning so I'm running on nothing",
    "I'm gonna grab a tea real quick, two minutes",
    "we should do an in-person thing at some point",
    "anyone going to the conference in {place}?",
    "the fire alarm in my building is going off, brb",
    "okay, I think that covers it",
    "um, I think that's it for me",
    "that's all I've got",
    "let me share my screen real quick",
    "I'll send out notes after",
    "the demo's at {t} on {day}, bring questions",
    "I've been fighting with {tool} all morning",
    "sprint ends {day}, just a reminder to update your tickets",
    "my neighbor's doing construction so sorry about the noise",
    "I'm in the car, so I'll just listen today",
    "hope everyone had a good weekend",
    "I did absolutely nothing this weekend and it was great",
    "we finally finished the deck, like the backyard deck, not a slide deck",
    "my kid's daycare is closed again so I might be in and out",
    "anyone have a good podcast rec for a {hours} hour drive?",
    "I'm doing dry January so don't tempt me",
    "okay someone else talk, I've been talking too much",
    "we're at {mins} minutes, let's wrap",
    "I'll ping you after this",
    "can we push the design review to {day}? I'm double booked",
)

_CHAT_MENTION = (
    "{m}, you're on mute",
    "{m}, I think you're frozen",
    "{m}, can you hear us?",
    "{m}, you want to go next?",
    "thanks {m}, that was super helpful",
    "happy birthday {m}!",
    "welcome back {m}, how was the trip?",
    "{m} said {mhe}'ll be a few minutes late",
    "{m}, did you see my message in Slack?",
    "I'll sync with {m} after this",
    "{m} and I are pairing on that this afternoon",
    "{m}'s out sick today, just so you know",
    "{m} had a great point yesterday about the test flakiness",
    "shoutout to {m} for jumping on that last night",
    "{m}, your background is amazing, where is that?",
    "{m}, is that a new dog?",
    "can we let {m} go first, {mhe} has to drop",
    "{m} is presenting at the all-hands on {day}",
    "{m}, you're cutting out",
    "{m} brought up the {tool} thing again, we should look at it",
    "I owe {m} a coffee for that one",
    "{m}, did you end up going to {place}?",
    "ha, {m} beat me to it",
    "{m}, go ahead",
    "I think {m} has a hand up",
    "{m} is on PTO until {day}",
    "{m} sent the notes, they're in the doc",
    "{m}, you moved the standup to {t} on {day} right?",
    "I was talking to {m} about {cuisine} places, we need a list",
    "{m}'s kid is in the background and honestly that's the highlight of my day",
)

_CHAT_OPENERS = (
    "", "", "", "", "", "", "", "um ", "uh ", "yeah ", "oh ", "okay ", "so ", "haha ", "hey ",
    "oh man ",
)  # fmt: skip


_PLAN_RANK = {
    "Starter": 0,
    "Essentials": 1,
    "Business": 2,
    "Premier": 3,
    "Scale": 4,
    "Unlimited": 5,
}
_BAD_STATUSES = frozenset({"at risk", "blocked", "on hold", "behind schedule"})
_LATER_WORDS = ("push", "slip", "slid")
_UP_WORDS = ("upgraded", "bumped up")


def _directional(
    slot: str, value: str | None, old: str | None, templates: tuple[str, ...]
) -> tuple[str, ...]:
    """Drops the update phrasings whose direction the change contradicts.

    A deadline pulled in is not "pushed", a move from Scale to Starter is not an
    "upgrade", and a project does not "slide" into code complete.
    """
    banned: tuple[str, ...] = ()
    if slot == "deadline" and value and old and value < old:
        banned = _LATER_WORDS
    elif slot == "plan" and value in _PLAN_RANK and old in _PLAN_RANK:
        up = _PLAN_RANK[value] > _PLAN_RANK[old or ""]
        banned = ("downgraded",) if up else _UP_WORDS
    elif slot == "status" and value not in _BAD_STATUSES:
        banned = ("slid",)
    kept = tuple(t for t in templates if not any(word in t for word in banned))
    return kept or templates


@dataclass(frozen=True, slots=True)
class _Names:
    """How the line names the people around the event."""

    subject: str
    value: str
    old: str
    other: str


class StandupFamily:
    """Speech-to-text transcripts of a remote US/Canadian team's stand-ups and calls.

    Attributes:
        name: ``standup-en``.
        language: ``en``.
        split: ``dev``.
        lexicon: People, projects, customers and values of a distributed North
            American software team.
    """

    name = "standup-en"
    language: Literal["en", "zh"] = "en"
    split: Literal["dev", "test", "legacy"] = "dev"
    lexicon = _LEXICON

    # -- identifiers -------------------------------------------------------------------

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier in one of several US/Canadian office formats.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: Whose identifier (used for email local parts).
            rng: The only source of randomness.

        Returns:
            The identifier string, exactly as it appears in the lines.
        """
        if slot == "phone":
            return self._phone(rng)
        if slot == "email":
            return self._email(subject, rng)
        if slot == "cost_centre":
            n = rng.randint(1000, 9899)
            return rng.choice(
                (
                    f"CC-{n}",
                    f"CC {n}",
                    f"dept {n}",
                    f"GL {n}-{rng.choice(_GL_SITES)}",
                    f"CC-{n}-{rng.randint(100, 999)}",
                    f"{rng.randint(10, 99)}-{n}",
                )
            )
        if slot == "po_number":
            sap = f"45000{rng.randint(10000, 99999)}"
            return rng.choice(
                (
                    f"PO {sap}",
                    f"PO#{sap}",
                    f"PO-{sap}",
                    sap,
                    f"PO-2024-{rng.randint(100, 9999):05d}",
                    f"PO {rng.randint(100000, 999999)}",
                )
            )
        return rng.choice(
            (
                f"SUP-{rng.randint(1000, 9999)}",
                f"SUP-{rng.randint(1000, 9999)}",
                f"INC00{rng.randint(10000, 99999)}",
                f"HD-{rng.randint(10000, 99999)}",
                f"CS-{rng.randint(1000, 9999)}",
            )
        )

    @staticmethod
    def _phone(rng: random.Random) -> str:
        area = rng.choice(_AREA_CODES)
        line = f"01{rng.randint(0, 99):02d}"
        return rng.choice(
            (
                f"({area}) 555-{line}",
                f"({area}) 555-{line}",
                f"{area}-555-{line}",
                f"{area}-555-{line}",
                f"+1 {area} 555 {line}",
                f"+1 ({area}) 555-{line}",
                f"{area}.555.{line}",
                f"1-{area}-555-{line}",
                f"+1-{area}-555-{line}",
            )
        )

    @staticmethod
    def _email(subject: str, rng: random.Random) -> str:
        parts = [p.lower().replace("'", "") for p in subject.split() if p]
        if not parts:
            parts = ["team"]
        first, last = parts[0], parts[-1]
        domain = rng.choice(_DOMAINS)
        local = rng.choice(
            (
                f"{first}.{last}",
                f"{first}.{last}",
                f"{first[0]}{last}",
                f"{first}",
                f"{first}.{last[0]}",
                f"{first}_{last}",
                f"{first}{last[0]}{rng.randint(1, 9)}",
            )
        )
        return f"{local}@{domain}"

    # -- statements --------------------------------------------------------------------

    def say(self, event: Event, rng: random.Random) -> str:
        """The transcript line ``event.speaker`` says for ``event``.

        Args:
            event: What happens (a fact event or chatter).
            rng: The only source of randomness.

        Returns:
            One line (no newline, under 300 characters).
        """
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return self._chatter(event, rng)
        if event.slot == "ticket":
            return self._ticket(event, rng)
        for _ in range(4):
            line = self._fact(event, rng)
            if len(line) < 300:
                return line
        return self._plain(event)

    def _fact(self, event: Event, rng: random.Random) -> str:
        slot, subject = event.slot or "", event.subject or ""
        kind = event.kind if event.kind in ("update", "negate") else "state"
        speaker = event.speaker
        person_slot = subject in _PEOPLE
        templates: tuple[str, ...] = ()
        forced = False
        if person_slot and speaker == subject and rng.random() < 0.97:
            table = {"state": _STATE_SELF, "update": _UPDATE_SELF, "negate": _NEGATE_SELF}[kind]
            templates = table.get(slot, ())
            forced = bool(templates)
        if not templates and slot in ("manager", "owner") and rng.random() < 0.97:
            templates = self._person_value_self(event)
            forced = bool(templates)
        if not templates and kind == "update" and slot == "deadline":
            templates = self._shift_templates(event, rng)
        if not templates:
            table = {"state": _STATE, "update": _UPDATE, "negate": _NEGATE}[kind]
            templates = table.get(slot, ()) or _STATE.get(slot, ("{s}: {v}",))
            if kind == "update":
                templates = _directional(slot, event.value, event.old, templates)
        template = rng.choice(templates)
        if slot == "phone" and event.value and kind != "negate" and rng.random() < 0.3:
            spoken = _phone_readback(event.value)
            if spoken and "{v}" in template:
                sep = rng.choice((", so ", ", that's ", " — ", ", again that's "))
                template += sep + spoken
        names = self._names(event, rng)
        values = self._fields(event, names, rng)
        line = self._dress(template, rng).format(**values)
        if event.subject in _CUSTOMER_SHORT and names.subject.endswith("s"):
            line = line.replace(f"{names.subject}'s", f"{names.subject}'")
        return _label(speaker, rng, forced) + line

    @staticmethod
    def _person_value_self(event: Event) -> tuple[str, ...]:
        """Templates for a manager / owner change said by the new or the old person."""
        speaker, kind = event.speaker, event.kind
        if event.slot == "manager":
            if kind == "negate":
                return _MANAGER_NEGATE_OLD_IS_SPEAKER if speaker == event.old else ()
            if speaker == event.value and speaker != event.subject:
                picks = _MANAGER_IS_SPEAKER
                return picks if kind == "update" else picks[:4]
            if kind == "update" and speaker == event.old:
                return _MANAGER_OLD_IS_SPEAKER
            return ()
        if kind == "negate":
            return _OWNER_NEGATE_OLD_IS_SPEAKER if speaker == event.old else ()
        if speaker == event.value:
            return _OWNER_IS_SPEAKER if kind == "update" else _OWNER_IS_SPEAKER[::2]
        if kind == "update" and speaker == event.old:
            return _OWNER_OLD_IS_SPEAKER
        return ()

    @staticmethod
    def _shift_templates(event: Event, rng: random.Random) -> tuple[str, ...]:
        """Phrasings like "pushed out two weeks", only when the shift is whole weeks."""
        try:
            new = date.fromisoformat(event.value or "")
            old = date.fromisoformat(event.old or "")
        except ValueError:
            return ()
        delta = (new - old).days
        if delta == 0 or delta % 7 or abs(delta) // 7 > 12 or rng.random() < 0.6:
            return ()
        return _SHIFT if delta > 0 else _PULL_IN

    def _names(self, event: Event, rng: random.Random) -> _Names:
        subject = event.subject or ""
        taken = {subject, event.value, event.old, event.speaker}
        others = [p for p in _PEOPLE if p not in taken]
        other = _first(rng.choice(others)) if others else "someone"
        return _Names(
            subject=self._refer(subject, rng),
            value=self._refer(event.value or "", rng),
            old=self._refer(event.old or "", rng),
            other=other,
        )

    @staticmethod
    def _refer(entity: str, rng: random.Random) -> str:
        """How a speaker names a person, customer or project."""
        if entity in _PEOPLE:
            first, last = _first(entity), entity.split()[-1]
            return rng.choices((first, entity, f"{first} {last[0]}."), weights=(6, 4, 1))[0]
        if entity in _CUSTOMER_SHORT:
            return rng.choice((entity, _CUSTOMER_SHORT[entity], _CUSTOMER_SHORT[entity]))
        return entity

    def _fields(self, event: Event, names: _Names, rng: random.Random) -> dict[str, str]:
        slot = event.slot or ""
        values: dict[str, str] = {
            "s": names.subject,
            "o": names.other,
            "v": self._render(slot, event.value, names.value, rng),
            "old": self._render(slot, event.old, names.old, rng),
        }
        values.update(_PRONOUNS[_PEOPLE.get(event.subject or "", "n")])
        value_pro = _PRONOUNS[_PEOPLE.get(event.value or "", "n")]
        values.update({f"v{k}": v for k, v in value_pro.items()})
        n = 2
        if slot == "deadline" and event.value and event.old:
            try:
                days = (date.fromisoformat(event.value) - date.fromisoformat(event.old)).days
            except ValueError:
                days = 14
            n = abs(days) // 7
        count = _COUNT_WORDS[n] if n < len(_COUNT_WORDS) else str(n)
        values["weeks"] = "a week" if n == 1 else f"{count} weeks"
        return values

    @staticmethod
    def _render(slot: str, value: str | None, referred: str, rng: random.Random) -> str:
        if not value:
            return ""
        if value in _PEOPLE:
            return referred
        if slot == "deadline":
            return _spoken_date(value, rng)
        if slot == "city" and value in _CITY_REGION and rng.random() < 0.3:
            return f"{value}, {_CITY_REGION[value]}"
        return value

    @staticmethod
    def _dress(template: str, rng: random.Random) -> str:
        """Filler in front, a trailing tag, sentence case or not (as the ASR left it)."""
        chatty = template.split(" ", 1)[0] in _FILLER_STARTS
        prefix = "" if chatty else rng.choice(_PREFIXES)
        body = prefix + template
        if not template.endswith("?"):
            body += rng.choice(_ENDINGS)
        if body[:1].isalpha() and rng.random() < 0.55:
            body = body[0].upper() + body[1:]
        return body

    @staticmethod
    def _plain(event: Event) -> str:
        if event.kind == "negate":
            return f"{event.subject}: not {event.old} anymore"
        return f"{event.subject}: {event.value}"

    # -- tickets -----------------------------------------------------------------------

    def _ticket(self, event: Event, rng: random.Random) -> str:
        problem, _, customer = (event.detail or "").partition(" | ")
        problem = problem.strip() or "something's broken"
        customer = customer.strip()
        cust = self._refer(customer, rng) if customer else "a customer"
        state = event.value if event.kind != "negate" else "open"
        if event.kind == "resolve":
            state = "resolved"
        templates = {
            "open": _TICKET_OPEN,
            "in progress": _TICKET_PROGRESS,
            "resolved": _TICKET_RESOLVED,
        }.get(state or "", _TICKET_PROGRESS)
        others = [_first(p) for p in _PEOPLE if p != event.speaker]
        fields = {"id": event.subject or "", "problem": problem, "cust": cust}
        fields["o"] = rng.choice(others)
        for _ in range(4):
            line = _label(event.speaker, rng, False)
            line += self._dress(rng.choice(templates), rng).format(**fields)
            if len(line) < 300:
                return line
        return f"{event.subject}: {state}"

    # -- chatter -----------------------------------------------------------------------

    def _chatter(self, event: Event, rng: random.Random) -> str:
        fields = {
            "t": rng.choice(
                ("9:30", "10", "10:30", "11:15", "noon", "1", "2:45", "3", "3:30", "4", "4:15")
            ),
            "deg": rng.choice(("minus twenty", "minus 4", "12", "34", "95", "102", "60")),
            "snow": rng.choice(("six inches", "8 inches", "a foot", "two inches", "10 inches")),
            "mins": str(rng.choice((15, 20, 25, 40, 45, 90))),
            "hours": rng.choice(("four", "six", "9", "twelve")),
            "unread": str(rng.choice((212, 340, 87, 1400, 56))),
            "pr": str(rng.randint(180, 4200)),
            "day": rng.choice(_WEEKDAYS),
            "tool": rng.choice(_CHAT_TOOLS),
            "team": rng.choice(_CHAT_SPORTS),
            "food": rng.choice(_CHAT_FOOD),
            "cuisine": rng.choice(("taco", "ramen", "pizza", "bbq", "dim sum", "brunch")),
            "place": rng.choice(_CHAT_PLACES),
            "zoom": f"{rng.randint(800, 899)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}",
            "m_or_someone": "someone",
        }
        mention = event.mention if event.mention and event.mention != event.speaker else None
        if mention is not None:
            fields["m"] = _first(mention)
            fields["mhe"] = _PRONOUNS[_PEOPLE.get(mention, "n")]["he"]
            fields["m_or_someone"] = fields["m"]
        if mention is not None and rng.random() < 0.6:
            template = rng.choice(_CHAT_MENTION)
        else:
            template = rng.choice(_CHAT_PLAIN)
        body = rng.choice(_CHAT_OPENERS) + template
        if not body.endswith(("?", "!")) and rng.random() < 0.5:
            body += rng.choice((".", ".", ".", " haha", " lol", ", anyway", "...", ""))
        if body[:1].isalpha() and rng.random() < 0.5:
            body = body[0].upper() + body[1:]
        line = _label(event.speaker, rng, False) + body.format(**fields)
        return line[:299]

    # -- questions ---------------------------------------------------------------------

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question in the team's words, not the words the fact was stated in.

        Args:
            ask: The slot, the subject (start of the chain for two hops) and ``via``.
            rng: The only source of randomness.

        Returns:
            One line.
        """
        if ask.slot == "ticket":
            problem, _, customer = (ask.detail or "").partition(" | ")
            cust = self._refer(customer.strip(), rng) if customer.strip() else "the customer"
            fields = {
                "id": ask.subject,
                "cust": cust,
                "problem": problem.strip() or "the bug",
            }
            return self._question(rng.choice(_ASK_TICKET).format(**fields), rng)
        subject = self._refer(ask.subject, rng)
        if ask.via in _VIA:
            who = rng.choice(_VIA[ask.via]).format(s=subject)
            templates = _ASK_VIA.get(ask.slot)
            if templates:
                return self._question(rng.choice(templates).format(who=who), rng)
            attr = rng.choice(_ATTR_WORDS.get(ask.slot, (ask.slot.replace("_", " "),)))
            generic = rng.choice(
                (
                    "what's the {attr} for {who}?",
                    "do we know the {attr} of {who}?",
                    "{who}, what's their {attr}?",
                )
            )
            return self._question(generic.format(attr=attr, who=who), rng)
        templates = _ASK.get(ask.slot, ("what do we know about {s}?",))
        return self._question(rng.choice(templates).format(s=subject), rng)

    @staticmethod
    def _question(text: str, rng: random.Random) -> str:
        prefix = rng.choice(_QUESTION_PREFIXES)
        line = prefix + text
        if rng.random() < 0.5:
            line = line[0].upper() + line[1:]
        return line


FAMILY = StandupFamily()
