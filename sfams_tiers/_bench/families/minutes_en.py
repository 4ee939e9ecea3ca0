"""Project-office minutes: British-English minutes, status emails and handover notes.

Style:
    The writers are a programme / project management office. Facts arrive the way a
    PMO records them: terse, formal, often in the passive voice or as bullet-like
    fragments ("Item 4 - ...", "Action log: ...", "Noted that ...", "Per the
    steering group, ..."), with British spelling and dates written day-first
    ("17 May", "Fri 17 May", "17/05/2024"). Corrections look like errata to earlier
    minutes. When somebody records their own change, the line is prefixed with their
    name and written in the first person. Small talk is what fills such notes in real
    life: email pleasantries, office logistics (rooms, printers, fire drills) and
    social-club announcements, sometimes thanking a named colleague.

Author intent:
    A test-split family whose vocabulary differs from the plain "X is based in Y"
    template family: statements are built compositionally from a frame (prefix,
    optional speaker attribution, trailing action or remark) around one of several
    slot-specific cores, and questions deliberately use other verbs and nouns than the
    statements (a statement says "based in", a question asks "whereabouts" or "which
    city"). Lexicon entries are chosen so that no entry contains another one.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Family, Lexicon

__all__ = ["FAMILY"]

_LEXICON = Lexicon(
    people=(
        "Eleanor Whitcombe",
        "Rajiv Chaudhry",
        "Siobhan Gallagher",
        "Tomasz Wiśniewski",
        "Margot Lefèvre",
        "Henrik Lindqvist",
        "Fiona MacLeod",
        "Dominic Ashworth",
        "Priya Raman",
        "Matteo Bianchi",
        "Ingrid Solberg",
        "Callum Fraser",
        "Niamh O'Connell",
        "Oluwaseun Adeyemi",
        "Beatriz Carvalho",
        "Gareth Pritchard",
        "Agnieszka Nowak",
        "Rupert Ainsley",
        "Clémence Dubois",
        "Stefan Bauer",
        "Imogen Farrow",
        "Luca Ferraro",
        "Hamish Drummond",
        "Saoirse Kehoe",
        "Pieter de Vries",
        "Harriet Okonkwo",
        "Anders Holmgren",
        "Marta Navarro",
        "Declan Murphy",
        "Yusuf Demir",
    ),
    projects=(
        "Kestrel",
        "Lighthouse",
        "Meridian",
        "Bramble",
        "Halyard",
        "Foxglove",
        "Keystone",
        "Osprey",
        "Sextant",
        "Juniper",
    ),
    customers=(
        "Harwood & Finch Ltd",
        "Pemberton Logistics",
        "Castlegate Insurance",
        "Northmoor Foods",
        "Alder Bay Retail",
        "Vantage Rail plc",
        "Greystone Legal LLP",
        "Blackwater Brewing Co",
    ),
    teams=(
        "Finance Operations",
        "Data Platform",
        "Procurement",
        "Change Management",
        "Infrastructure",
        "Business Intelligence",
        "Customer Onboarding",
        "Payroll",
        "Compliance",
        "Digital Channels",
    ),
    cities=(
        "Leeds",
        "Manchester",
        "Bristol",
        "Edinburgh",
        "Glasgow",
        "Cardiff",
        "Belfast",
        "Birmingham",
        "Nottingham",
        "Sheffield",
        "Newcastle",
        "Aberdeen",
        "Dundee",
        "Norwich",
        "Exeter",
        "York",
        "Brighton",
        "Southampton",
        "Leicester",
        "Dublin",
        "Cork",
        "Amsterdam",
        "Rotterdam",
        "Lisbon",
        "Madrid",
        "Valencia",
        "Lyon",
        "Munich",
        "Hamburg",
        "Copenhagen",
        "Stockholm",
        "Oslo",
        "Warsaw",
        "Krakow",
        "Milan",
        "Turin",
        "Brussels",
        "Antwerp",
    ),
    addresses=(
        "Flat 3, 12 Harrow Road",
        "27 Kingsbury Lane",
        "Flat 2B, 8 Alma Terrace",
        "114 Ferndale Avenue",
        "5 Rosemary Close",
        "Flat 11, 40 Quayside Walk",
        "63 Beechwood Crescent",
        "19 Chandos Street",
        "Apartment 6, 71 Wharf Street",
        "2 Orchard Mews",
        "88 Cavendish Road",
        "Flat 7, 15 St Aidan's Place",
        "41 Sycamore Grove",
        "9 Thistle Court",
        "130 Mercer Street",
        "Flat 1, 6 Belvoir Gardens",
        "56 Pembroke Drive",
        "22 Lark Rise",
        "Flat 4A, 93 Tannery Row",
        "17 Hawthorn Way",
        "204 Dalston Lane",
        "31 Brunswick Square",
        "Flat 9, 3 Foundry Yard",
        "74 Willow Bank",
        "12 Kelso Place",
        "Flat 5, 28 Abbotsford Road",
        "Keizersgracht 214-II",
        "Calle Mayor 58, 2B",
        "Rue Mercière 37",
        "Nørrebrogade 34, 2 tv",
        "Via Lanzone 9",
        "101 Gloucester Terrace",
        "8 Marlborough Row",
        "Flat 12, 60 Clarence Street",
        "36 Heathfield Rise",
        "Flat 3, 47 Ravenscroft Road",
        "15 Osborne Villas",
        "Flat 6, 19 Priory Walk",
        "72 Gladstone Street",
        "3 Bellfield Cottages",
        "Flat 2, 51 Carlton Hill",
        "26 Laburnum Close",
        "90 Stanley Park Road",
        "11 Moorland View",
        "Flat 8, 24 Regent Quay",
        "Lindenstraße 45",
    ),
    roles=(
        "PMO Analyst",
        "Programme Manager",
        "Delivery Lead",
        "Business Analyst",
        "Scrum Master",
        "Solutions Architect",
        "Finance Business Partner",
        "Change Analyst",
        "Test Lead",
        "Data Engineer",
        "Service Owner",
        "Head of Operations",
        "Project Coordinator",
        "Risk Manager",
        "UX Researcher",
    ),
    drinks=(
        "flat white",
        "Earl Grey",
        "oat-milk latte",
        "builder's tea",
        "double espresso",
        "peppermint tea",
        "cortado",
        "hot chocolate",
        "sparkling water",
        "decaf cappuccino",
        "green tea",
        "lapsang souchong",
    ),
    statuses=(
        "on track",
        "at risk",
        "paused",
        "in mobilisation",
        "behind schedule",
        "awaiting sign-off",
        "in closure",
        "red-rated",
    ),
    plans=(
        "Essentials",
        "Professional",
        "Enterprise Plus",
        "Team Annual",
        "Starter Monthly",
        "Premier Support",
        "Growth Tier",
    ),
    problems=(
        "month-end exports drop the last row",
        "invoices show the wrong VAT rate",
        "single sign-on loops back to the login page",
        "scheduled reports arrive blank",
        "password reset messages never arrive",
        "the dashboard times out after thirty seconds",
        "bulk upload creates duplicate lines",
        "PDF remittances render without logos",
        "the mobile app crashes on launch",
        "licences are not applied after renewal",
        "CSV import rejects accented names",
        "the audit log is missing Friday entries",
        "the API returns 502 errors intermittently",
        "calendar sync doubles every meeting",
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
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

_ASCII_FIX = {"ø": "o", "ł": "l", "ß": "ss", "æ": "ae", "đ": "d", "œ": "oe"}

_EMAIL_DOMAIN = "ashbury-partners.co.uk"


# --------------------------------------------------------------------------- helpers


def _pick(rng: random.Random, items: Sequence[str]) -> str:
    return items[rng.randrange(len(items))]


def _first(name: str) -> str:
    return name.split()[0]


def _initials(name: str) -> str:
    return "".join(part[0] for part in name.split() if part[:1].isupper())


def _poss(name: str) -> str:
    return name + "'" if name.endswith("s") else name + "'s"


def _cap(text: str) -> str:
    if not text or "@" in text.split(" ", 1)[0]:
        return text
    return text[0].upper() + text[1:]


def _ascii(text: str) -> str:
    lowered = "".join(_ASCII_FIX.get(ch, ch) for ch in text.lower())
    decomposed = unicodedata.normalize("NFKD", lowered)
    return "".join(ch for ch in decomposed if ch.isascii() and ch.isalnum())


def _ordinal(day: int) -> str:
    suffixes = {1: "st", 2: "nd", 3: "rd"}
    if 10 <= day % 100 <= 20:
        return f"{day}th"
    return f"{day}{suffixes.get(day % 10, 'th')}"


def _date(iso: str, rng: random.Random) -> str:
    try:
        d = date.fromisoformat(iso)
    except ValueError:
        return iso
    month = _MONTHS[d.month - 1]
    forms = (
        f"{d.day} {month}",
        f"{d.day} {month}",
        f"{_DAYS[d.weekday()]} {d.day} {month}",
        f"{_DAYS[d.weekday()][:3]} {d.day} {month[:3]}",
        f"{_ordinal(d.day)} {month}",
        f"the {_ordinal(d.day)} of {month}",
        f"{d.day} {month} {d.year}",
        f"{d.day:02d}/{d.month:02d}/{d.year}",
    )
    return _pick(rng, forms)


def _kind_of(slot: str) -> str:
    spec = SLOTS.get(slot)
    return spec.subject if spec is not None else "person"


def _subject_ref(slot: str, subject: str, rng: random.Random) -> str:
    kind = _kind_of(slot)
    if kind == "person":
        return subject if rng.random() < 0.5 else _first(subject)
    if kind == "project":
        if subject.lower().startswith("project") or rng.random() < 0.55:
            return subject
        return f"Project {subject}"
    return subject


def _render(slot: str, value: str | None, rng: random.Random) -> str:
    if value is None:
        return ""
    if slot == "deadline":
        return _date(value, rng)
    return value


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "the reported fault", "the customer"
    problem, _, customer = detail.partition(" | ")
    return (problem.strip() or "the reported fault", customer.strip() or "the customer")


# --------------------------------------------------------------------------- templates
# A leading "!" marks a fragment: it cannot follow "Noted that ..." and is capitalised.
# Placeholders: {s} subject, {sp} subject possessive, {v} value, {o} old value.

_NOUN: dict[str, str] = {
    "city": "base",
    "address": "home address",
    "role": "title",
    "team": "team",
    "manager": "line manager",
    "drink": "usual order",
    "phone": "mobile number",
    "email": "email address",
    "status": "status",
    "deadline": "deadline",
    "owner": "project lead",
    "cost_centre": "cost centre",
    "plan": "plan",
    "po_number": "PO",
}

_T: dict[str, dict[str, tuple[str, ...]]] = {
    "city": {
        "state": (
            "{s} is based in {v}",
            "{s} is {v}-based",
            "{sp} base is the {v} office",
            "{s} will be working out of {v}",
            "{s} operates from the {v} office",
            "!{s} - based {v}",
            "!{s} ({v} office)",
            "!Base for {s}: {v}",
            "!Office base recorded for {s}: {v}",
        ),
        "upd_old": (
            "{s} has relocated from {o} to {v}",
            "{s} has moved from the {o} office to {v}",
            "{s} is no longer in {o} and is now based in {v}",
            "{sp} base has changed from {o} to {v}",
            "{s} has transferred to {v} (previously {o})",
            "!Office move: {s}, {o} to {v}",
            "!{s} - {o} office vacated, now {v}",
        ),
        "upd": (
            "{s} is now based in {v}",
            "{s} has relocated to {v}",
            "{s} will be working out of {v} going forward",
            "{sp} base is now the {v} office",
            "{s} has transferred to the {v} office",
            "!New base for {s}: {v}",
            "!{s} now {v}-based",
        ),
        "neg": (
            "{s} is no longer based in {o}",
            "{s} has left the {o} office; new base TBC",
            "{s} is not working out of {o} any more",
            "!{s}: {o} no longer applies as a base, to be confirmed",
            "!Please disregard {o} as the base for {s}",
        ),
        "me_state": (
            "I'm based in {v}",
            "I'll be working out of the {v} office",
            "my base is {v}",
        ),
        "me_upd": (
            "I've relocated from {o} to {v}",
            "I'm now based in {v}",
            "I've moved across to the {v} office",
            "I've left {o} and I'm now working out of {v}",
        ),
        "me_neg": (
            "I'm no longer based in {o}",
            "I've left the {o} office, new base to follow",
        ),
    },
    "address": {
        "state": (
            "{sp} home address is {v}",
            "{s} resides at {v}",
            "{sp} address on file is {v}",
            "{s} is at {v}",
            "!Home address for {s}: {v}",
            "!{s} - home: {v}",
            "!Address held for {s}: {v}",
            "!Please send post for {s} to {v}",
        ),
        "upd_old": (
            "{s} has moved out of {o} and into {v}",
            "{s} has moved house, from {o} to {v}",
            "{sp} home address has changed from {o} to {v}",
            "{s} is no longer at {o}; new address {v}",
            "!Change of address for {s}: {o} replaced by {v}",
            "!{s} moved: {o} out, {v} in",
        ),
        "upd": (
            "{s} has moved to {v}",
            "{sp} new home address is {v}",
            "{s} now resides at {v}",
            "{s} has completed on a house move to {v}",
            "!New address for {s}: {v}",
            "!Please send post for {s} to {v} from now on",
        ),
        "neg": (
            "{s} has moved out of {o}; forwarding address to follow",
            "{s} is no longer at {o}",
            "{o} is no longer a valid address for {s}",
            "!Post to {o} for {s} is being returned, address out of date",
        ),
        "me_state": (
            "my home address is {v}",
            "please send any post for me to {v}",
            "for the records, I'm at {v}",
        ),
        "me_upd": (
            "I've moved out of {o} and into {v}",
            "I've moved house, new address is {v}",
            "please note my new home address: {v}",
            "I'm no longer at {o}, I'm now at {v}",
        ),
        "me_neg": (
            "I've moved out of {o}, new address to follow",
            "please stop using {o} for me",
        ),
    },
    "role": {
        "state": (
            "{s} has taken up the post of {v}",
            "{s} joins as {v}",
            "{s} is the {v} for the programme",
            "{sp} title is {v}",
            "{s} has been confirmed as {v}",
            "!{s} ({v})",
            "!Title confirmed for {s}: {v}",
            "!{s} - {v}",
        ),
        "upd_old": (
            "{s} has moved from {o} to {v}",
            "{s}, formerly {o}, is now {v}",
            "{sp} title changes from {o} to {v}",
            "{s} has stepped across from {o} into the {v} post",
            "!Title change for {s}: {o} to {v}",
        ),
        "upd": (
            "{s} has been appointed {v}",
            "{s} takes on the {v} post with immediate effect",
            "{sp} new title is {v}",
            "{s} is now {v}",
            "!Congratulations to {s}, now {v}",
            "!New title for {s}: {v}",
        ),
        "neg": (
            "{s} is no longer {o}",
            "{s} has stepped down as {o}",
            "{s} has relinquished the {o} post; new title TBC",
            "{sp} time as {o} has come to an end",
        ),
        "me_state": (
            "I've taken up the {v} post",
            "I'm the new {v}",
            "my title is {v}",
        ),
        "me_upd": (
            "I've moved from {o} to {v}",
            "I've been appointed {v}",
            "I'm now {v}",
        ),
        "me_neg": (
            "I'm no longer {o}",
            "I've stepped down as {o}",
        ),
    },
    "team": {
        "state": (
            "{s} sits in {v}",
            "{s} is part of {v}",
            "{s} belongs to the {v} team",
            "{s} is a member of {v}",
            "{s} has joined {v}",
            "!Team for {s}: {v}",
            "!{s} - {v} team",
        ),
        "upd_old": (
            "{s} has moved across from {o} to {v}",
            "{s} transfers out of {o} and into {v}",
            "{s} has left {o} and joined {v}",
            "!Team move: {s}, {o} to {v}",
        ),
        "upd": (
            "{s} now sits in {v}",
            "{s} has joined the {v} team",
            "{s} moves into {v} with immediate effect",
            "{s} has transferred to {v}",
            "!Welcome to {s}, who joins {v}",
        ),
        "neg": (
            "{s} has left {o}",
            "{s} is no longer part of {o}",
            "{s} is off the {o} team; new team TBC",
            "{s} no longer sits in {o}",
        ),
        "me_state": ("I sit in {v}", "I've joined {v}", "I'm part of the {v} team"),
        "me_upd": ("I've moved from {o} to {v}", "I've joined {v}", "I've transferred to {v}"),
        "me_neg": ("I've left {o}", "I'm no longer part of {o}"),
    },
    "manager": {
        "state": (
            "{s} reports to {v}",
            "{sp} line manager is {v}",
            "{s} is line-managed by {v}",
            "{v} is {sp} line manager",
            "{s} sits under {v} for line management",
            "!Reporting line: {s} to {v}",
            "!Line manager for {s}: {v}",
        ),
        "upd_old": (
            "{s} now reports to {v} rather than {o}",
            "line management of {s} passes from {o} to {v}",
            "{s} no longer reports to {o}; {v} takes over as line manager",
            "{v} has taken over line management of {s} from {o}",
            "!Reporting line change: {s} moves from {o} to {v}",
        ),
        "upd": (
            "{s} now reports to {v}",
            "{v} has taken over line management of {s}",
            "{s} reports into {v} with effect from today",
            "{sp} line manager is now {v}",
            "!New line manager for {s}: {v}",
        ),
        "neg": (
            "{s} no longer reports to {o}",
            "{o} is no longer {sp} line manager; interim arrangements TBC",
            "{s} has come out of the reporting line of {o}",
            "line management of {s} by {o} has ended",
        ),
        "me_state": ("I report to {v}", "my line manager is {v}"),
        "me_upd": (
            "I now report to {v}",
            "I've moved from {o} to {v} for line management",
            "{v} is my new line manager",
        ),
        "me_neg": ("I no longer report to {o}", "{o} is no longer my line manager"),
    },
    "drink": {
        "state": (
            "{sp} usual order is {v}",
            "{s} prefers {v}",
            "{s} takes {v}",
            "{s} has asked for {v} at meetings",
            "!For the catering order, {s}: {v}",
            "!Refreshments note: {s} - {v}",
            "!{s}: {v}, please, when ordering",
        ),
        "upd_old": (
            "{s} has switched from {o} to {v}",
            "{s} has gone off {o} and now prefers {v}",
            "{sp} usual order is {v} these days, not {o}",
            "!Catering: {s} switches from {o} to {v}",
        ),
        "upd": (
            "{s} is now on {v}",
            "{sp} usual order is now {v}",
            "{s} would now prefer {v}",
            "!Catering to note that {s} would now like {v}",
        ),
        "neg": (
            "{s} has given up {o}",
            "{s} has gone off {o}",
            "{s} has cut out {o}; preference TBC",
            "!Please stop ordering {o} for {s}",
        ),
        "me_state": (
            "my usual is {v}, please",
            "I'll have {v} at meetings",
            "put me down for {v}, please",
        ),
        "me_upd": ("I've switched from {o} to {v}", "I'm on {v} now", "I'd now prefer {v}"),
        "me_neg": ("I've given up {o}", "please no more {o} for me"),
    },
    "phone": {
        "state": (
            "{sp} mobile is {v}",
            "{s} can be reached on {v}",
            "{sp} mobile number is {v}",
            "{s} is contactable on mobile {v}",
            "!Mobile for {s}: {v}",
            "!{s} - mob. {v}",
        ),
        "upd_old": (
            "{sp} mobile has changed from {o} to {v}",
            "{s} has a new mobile, {v}, replacing {o}",
            "{s} is no longer on {o}; new mobile {v}",
            "!Mobile change for {s}: {o} out, {v} in",
        ),
        "upd": (
            "{s} is now on {v}",
            "{sp} mobile number is now {v}",
            "{s} has a new mobile: {v}",
            "!New mobile for {s}: {v}",
        ),
        "neg": (
            "{sp} mobile {o} has been disconnected",
            "{s} has given up the {o} number; replacement to follow",
            "{o} is no longer in service for {s}",
            "!Please do not use {o} for {s}, number no longer in service",
        ),
        "me_state": ("my mobile is {v}", "I can be reached on {v}"),
        "me_upd": ("my new mobile is {v}", "I've changed mobile from {o} to {v}"),
        "me_neg": ("my old mobile {o} is disconnected", "please don't use {o} for me any more"),
    },
    "email": {
        "state": (
            "{sp} email is {v}",
            "{s} can be contacted at {v}",
            "{s} is on the distribution list as {v}",
            "!Email for {s}: {v}",
            "!Please copy {s} in at {v}",
            "!{s} - email {v}",
        ),
        "upd_old": (
            "{sp} email has changed from {o} to {v}",
            "{s} has a new email, {v}, replacing {o}",
            "!Distribution list: {s} moves from {o} to {v}",
        ),
        "upd": (
            "{s} has a new email, {v}",
            "{sp} email is now {v}",
            "!Please update the email for {s} to {v}",
            "!New email for {s}: {v}",
        ),
        "neg": (
            "{sp} mailbox {o} has been deactivated",
            "{s} no longer monitors {o}",
            "messages to {o} for {s} are bouncing",
            "!Please remove {o} for {s} from the distribution list",
        ),
        "me_state": ("my email is {v}", "please copy me in at {v}"),
        "me_upd": ("please use {v} for me from now on", "my email has changed to {v}"),
        "me_neg": ("I no longer monitor {o}", "please stop copying {o} for me"),
    },
    "status": {
        "state": (
            "{s} is {v}",
            "{s} was reported as {v}",
            "the highlight report shows {s} as {v}",
            "!{s} RAG status: {v}",
            "!Status of {s}: {v}",
            "!{s} - {v}",
        ),
        "upd_old": (
            "{s} has moved from {o} to {v}",
            "{s} is now {v} (was {o})",
            "the status of {s} changed from {o} to {v}",
            "!{s} status revised: {o} to {v}",
        ),
        "upd": (
            "{s} is now {v}",
            "{s} status has been revised to {v}",
            "{s} is now reported as {v}",
            "!Revised status for {s}: {v}",
        ),
        "neg": (
            "{s} is no longer {o}",
            'the status "{o}" for {s} has been withdrawn; revised status TBC',
            "{s} should not be shown as {o} any longer",
        ),
    },
    "deadline": {
        "state": (
            "{s} is due on {v}",
            "the deadline for {s} is {v}",
            "{s} is to complete by {v}",
            "go-live for {s} is set for {v}",
            "{s} must land by {v}",
            "!Delivery date for {s}: {v}",
            "!{s} - deadline {v}",
        ),
        "upd_old": (
            "the {s} deadline has moved from {o} to {v}",
            "{s} is now due on {v} instead of {o}",
            "{s} has been rebaselined from {o} to {v}",
            "!{s} re-plan: {o} becomes {v}",
        ),
        "upd": (
            "{s} is now due on {v}",
            "{s} has been rebaselined to {v}",
            "go-live for {s} moves to {v}",
            "!Revised deadline for {s}: {v}",
        ),
        "neg": (
            "the {o} deadline for {s} has been lifted; no new date yet",
            "{s} is no longer due on {o}; revised date TBC",
            "!{s}: {o} date withdrawn pending re-plan",
        ),
    },
    "owner": {
        "state": (
            "{v} leads {s}",
            "{v} is project lead for {s}",
            "{s} is led by {v}",
            "{v} has taken ownership of {s}",
            "!{s} owner: {v}",
            "!Project lead for {s}: {v}",
        ),
        "upd_old": (
            "{v} takes over {s} from {o}",
            "the lead on {s} passes from {o} to {v}",
            "{o} has handed {s} over to {v}",
            "!{s} handover: {o} out, {v} in as lead",
        ),
        "upd": (
            "{s} is now led by {v}",
            "{v} is the new lead on {s}",
            "ownership of {s} transfers to {v}",
            "!New project lead for {s}: {v}",
        ),
        "neg": (
            "{o} has stepped down from {s}; new lead TBC",
            "{o} is off {s}",
            "{o} no longer leads {s}",
            "{s} is without a lead following the departure of {o}",
        ),
    },
    "cost_centre": {
        "state": (
            "{s} is charged to {v}",
            "time on {s} should be recorded against {v}",
            "the budget code for {s} is {v}",
            "!Cost centre for {s}: {v}",
            "!Please code {s} spend to {v}",
            "!{s} - cost centre {v}",
        ),
        "upd_old": (
            "{s} moves from cost centre {o} to {v}",
            "{s} has been recoded from {o} to {v}",
            "!Cost centre change for {s}: {o} to {v}",
        ),
        "upd": (
            "{s} is now charged to {v}",
            "Finance has recoded {s} to {v}",
            "!New cost centre for {s}: {v}",
        ),
        "neg": (
            "cost centre {o} has been closed for {s}; new code to follow",
            "{s} can no longer be charged to {o}",
            "{o} is no longer valid for {s}",
        ),
    },
    "plan": {
        "state": (
            "{s} is on {v}",
            "{s} subscribes to the {v} plan",
            "{s} has signed up for {v}",
            "{s} holds the {v} subscription",
            "!Plan for {s}: {v}",
            "!{s} - {v} plan",
        ),
        "upd_old": (
            "{s} has moved from {o} to {v}",
            "{s} has switched plans, {o} to {v}",
            "{s} is now on {v} rather than {o}",
            "!Plan change for {s}: {o} to {v}",
        ),
        "upd": (
            "{s} is now on {v}",
            "{s} has switched to {v}",
            "{s} has renewed onto {v}",
            "!New plan for {s}: {v}",
        ),
        "neg": (
            "{s} has cancelled {o}",
            "{s} is no longer on {o}",
            "{s} has come off {o}; plan TBC",
        ),
    },
    "po_number": {
        "state": (
            "{s} have raised {v}",
            "the PO for {s} is {v}",
            "{s} invoices should quote {v}",
            "!PO for {s}: {v}",
            "!{s} purchase order: {v}",
            "!Please quote {v} on {s} invoices",
        ),
        "upd_old": (
            "{s}: {o} has been superseded by {v}",
            "{s} have reissued their PO as {v} (was {o})",
            "!{s} PO replaced: {o} out, {v} in",
        ),
        "upd": (
            "{s} have raised a new PO, {v}",
            "{s} invoices are to quote {v} from now on",
            "!New PO from {s}: {v}",
        ),
        "neg": (
            "{s} order {o} has been cancelled",
            "{o} has been withdrawn by {s}",
            "{o} is exhausted for {s}; new PO awaited",
        ),
    },
}

_CORRECTIONS: tuple[str, ...] = (
    "!Correction to the previous minutes: {sp} {noun} should read {v}, not {o}",
    '!Erratum: for "{o}" read "{v}" ({sp} {noun})',
    "!Correction: {sp} {noun} is {v}; the earlier note was wrong",
    "!Apologies, the {noun} given for {s} last time was incorrect; it should be {v}",
    "!Amendment to the action log: {sp} {noun} is {v}, not {o}",
    "!Please disregard the earlier {noun} for {s}; the correct one is {v}",
)

_ME_CORRECTIONS: tuple[str, ...] = (
    "sorry, I gave the wrong {noun} earlier; mine is {v}",
    "correction to my earlier note: my {noun} is {v}, not {o}",
    "apologies, I got that wrong: my {noun} is {v}",
)

_GENERIC_NEG: tuple[str, ...] = (
    "{sp} {noun} ({o}) no longer applies",
    "!{sp} {noun} ({o}) is no longer current; replacement TBC",
)

_CLAUSE_PREFIX: dict[str, tuple[str, ...]] = {
    "person": (
        "",
        "",
        "",
        "Noted that ",
        "It was noted that ",
        "For the record, ",
        "The meeting was advised that ",
        "HR have confirmed that ",
        "Housekeeping: ",
        "Item {n}: ",
        "AOB: ",
    ),
    "project": (
        "",
        "",
        "",
        "Noted that ",
        "Per the steering group, ",
        "The board was informed that ",
        "It was agreed that ",
        "Item {n}: ",
        "Programme update: ",
    ),
    "customer": (
        "",
        "",
        "",
        "Noted that ",
        "The account team reported that ",
        "For the record, ",
        "Item {n}: ",
        "Commercial update: ",
    ),
}

_SPEAKER_PREFIX: tuple[str, ...] = (
    "{sp} reported that ",
    "{sp} confirmed that ",
    "Per the email from {sp}, ",
    "From {sp}: ",
)

_FRAG_PREFIX: tuple[str, ...] = (
    "",
    "",
    "",
    "Item {n} - ",
    "Action log: ",
    "Records update: ",
    "For info: ",
    "From {sp}: ",
)

_SUFFIX: dict[str, tuple[str, ...]] = {
    "person": (
        ".",
        ".",
        ".",
        "; contact sheet to be updated.",
        " (HR informed).",
        ". Action: {ini} to update the directory.",
        ". No further action.",
        "; staff list amended accordingly.",
    ),
    "project": (
        ".",
        ".",
        ".",
        "; to be reflected in the next highlight report.",
        ". RAID log updated.",
        ". Action: PMO to refresh the plan on a page.",
        " (noted by the board).",
    ),
    "customer": (
        ".",
        ".",
        ".",
        "; account team aware.",
        ". Action: {ini} to inform billing.",
        ". CRM updated.",
    ),
}

_ME_PREFIX: tuple[str, ...] = (
    "{first}: ",
    "{full}: ",
    "From {full}: ",
    "Note from {first}: ",
    "{full} (own update): ",
)

_ME_SUFFIX: tuple[str, ...] = (
    ".",
    ".",
    ", thanks.",
    ". Please update your records.",
    ". Many thanks.",
)

# --------------------------------------------------------------------------- tickets

_TICKET_OPEN: tuple[str, ...] = (
    "{t} raised: {c} report that {p}",
    "{c} have logged {t}, {p}",
    "new incident {t} from {c}: {p}",
    "{t} opened on behalf of {c}; {p}",
    "{c} report that {p} (ref. {t})",
    "issue logged under {t}: {p}, affecting {c}",
    "{t} - {c}: {p}",
)

_TICKET_PROGRESS: tuple[str, ...] = (
    "{t} is under investigation",
    "{t} ({c}) has been picked up by second-line support",
    "work has started on {t}",
    "{t} is being worked on: {p}",
    "{t}: root-cause analysis under way",
    "engineers are looking into {t} for {c}",
    "{t} assigned and in hand, {c} informed",
)

_TICKET_RESOLVED: tuple[str, ...] = (
    "{t} closed, fix deployed",
    "{t} resolved; {c} have confirmed the fix",
    "the fix for {t} has gone live",
    "{t} ({p}) resolved and closed",
    "{c} have signed off {t}; ticket closed",
    "{t} marked as resolved",
    "{t} fixed in last night's release and closed",
)

_TICKET_REOPEN: tuple[str, ...] = (
    "{t} reopened: {c} report that {p} again",
    "{t} has been reopened at the request of {c}",
)

_TICKET_NEG: tuple[str, ...] = (
    "{t} is no longer {o}",
    "{t} should not be shown as {o} any longer",
)

_TICKET_PREFIX: tuple[str, ...] = (
    "",
    "",
    "Service update: ",
    "Support: ",
    "Item {n} - ",
    "From {sp}: ",
    "Incident review: ",
)

_TICKET_SUFFIX: tuple[str, ...] = (
    ".",
    ".",
    ". Customer updated.",
    "; SLA clock noted.",
    ". Action: {ini} to chase.",
    ". To be reviewed at the next service meeting.",
)

_TICKET_WORDS = {"open": "open", "in progress": "in progress", "resolved": "resolved"}

# --------------------------------------------------------------------------- questions

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "Whereabouts does {s} work these days?",
        "Which city is {s} in at the moment?",
        "Can anyone confirm where {s} is located?",
        "What town should I put down for {s}?",
        "Where would I find {s} day to day?",
    ),
    "address": (
        "Where is {s} living now?",
        "Which street is {s} on?",
        "Where would I send a parcel for {s}?",
        "What's {sp} residential address?",
        "Where should a letter to {s} be posted?",
    ),
    "role": (
        "What does {s} do here?",
        "What's {sp} position?",
        "Which job does {s} do?",
        "What is {s} employed as?",
        "In what capacity does {s} work with us?",
    ),
    "team": (
        "Which group is {s} in?",
        "What department does {s} work in?",
        "Which unit is {s} attached to?",
        "What part of the organisation is {s} in?",
    ),
    "manager": (
        "Who is {sp} boss?",
        "Who does {s} answer to?",
        "Who supervises {s}?",
        "Who signs off {sp} leave?",
        "Who is {s} accountable to?",
    ),
    "drink": (
        "What should I get {s} from the cafe?",
        "If I'm doing a round, what's {s} having?",
        "What does {s} like to drink?",
        "What's {sp} beverage of choice?",
    ),
    "phone": (
        "What do I dial to get hold of {s}?",
        "How can I phone {s}?",
        "What's the telephone for {s}?",
        "If I need to ring {s}, what do I dial?",
        "How do I get {s} on the phone?",
    ),
    "email": (
        "Where should I send messages for {s} electronically?",
        "What's {sp} inbox?",
        "Which address do I write to {s} at online?",
        "How do I reach {s} by e-mail?",
    ),
    "status": (
        "How is {s} going?",
        "What's the health of {s} right now?",
        "How is {s} doing at the moment?",
        "What shape is {s} in?",
        "How's {s} looking?",
    ),
    "deadline": (
        "When does {s} need to be finished?",
        "What's the target completion date for {s}?",
        "What date are we working to for {s}?",
        "When does {s} have to wrap up?",
        "What's the end date for {s}?",
    ),
    "owner": (
        "Who's running {s}?",
        "Who is in charge of {s}?",
        "Who is accountable for {s}?",
        "Who is the point person for {s}?",
        "Who heads {s}?",
    ),
    "cost_centre": (
        "Which account should {s} costs go to?",
        "What's the finance reference for {s}?",
        "Where do {s} costs get booked?",
        "What do I put in the finance field for {s} expenses?",
    ),
    "plan": (
        "What tier is {s} on?",
        "Which package has {s} bought?",
        "What level of service does {s} pay for?",
        "What licence does {s} have with us?",
    ),
    "po_number": (
        "What order reference do we have for {s}?",
        "Which order number covers {s} billing?",
        "What reference goes on the bills for {s}?",
        "What has {s} given us as an order ref?",
    ),
    "ticket": (
        "Where are we with {s}?",
        "What's the latest on {s}, the {c} issue?",
        "Has {s} been sorted yet?",
        "Any news on {s} for {c}?",
        "What's the state of play on {s}?",
    ),
}

_ASK_PREFIX: tuple[str, ...] = (
    "",
    "",
    "",
    "Quick question: ",
    "Could someone confirm: ",
    "For the handover notes: ",
    "Sorry to chase: ",
)

_CHAIN: dict[str, tuple[str, ...]] = {
    "manager": (
        "{sp} boss",
        "the person {s} answers to",
        "whoever supervises {s}",
        "{sp} line manager",
        "the manager {s} reports to",
    ),
    "owner": (
        "whoever runs {s}",
        "the person in charge of {s}",
        "the lead on {s}",
        "whoever is accountable for {s}",
        "the head of {s}",
    ),
}

_HOP_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "Where is {x} located?",
        "Which city is {x} in?",
        "Whereabouts does {x} work?",
        "In which city would I find {x}?",
        "What town is {x} in these days?",
    ),
    "address": (
        "What's the residential address of {x}?",
        "Where does {x} live?",
        "Which street is {x} living on?",
        "Where would I post something to {x} at home?",
    ),
    "phone": (
        "What do I dial to get hold of {x}?",
        "How do I phone {x}?",
        "What's the telephone for {x}?",
        "If I need to ring {x}, what should I dial?",
    ),
}

# --------------------------------------------------------------------------- chatter

_GREET: tuple[str, ...] = (
    "",
    "",
    "",
    "Morning all. ",
    "Hi all - ",
    "Dear colleagues, ",
    "Good afternoon all. ",
    "Quick one: ",
    "Housekeeping: ",
    "Reminder: ",
    "FYI: ",
    "AOB: ",
)

_ROOMS = (
    "Brunel Room",
    "Wilberforce Room",
    "Lovelace Suite",
    "Franklin Room",
    "training room",
    "Seacole Room",
    "quiet pod",
)
_WHEN = (
    "Thursday afternoon",
    "next Tuesday",
    "Wednesday at 10:00",
    "this Friday",
    "first thing Monday",
    "tomorrow after lunch",
    "4pm today",
    "the week after next",
)
_FLOORS = ("second-floor", "fourth-floor", "ground-floor", "mezzanine", "third-floor")
_SIDES = ("east", "west", "north", "south")
_VENUES = ("the Crown & Anchor", "the Red Lion", "the Old Bell", "the Nag's Head", "the Swan")
_EVENTS = (
    "summer barbecue",
    "charity quiz",
    "Christmas party",
    "curry night",
    "bowling evening",
    "escape-room outing",
    "summer fete",
)
_TREATS = (
    "lemon drizzle cake",
    "a tray of flapjacks",
    "a tin of shortbread",
    "Welsh cakes",
    "a box of doughnuts",
    "brownies",
    "stroopwafels from holiday",
    "home-made scones",
    "a Victoria sponge",
    "croissants",
)
_CHARITIES = (
    "the local hospice",
    "the food bank",
    "Mind",
    "the air ambulance",
    "the RNLI",
    "the children's ward appeal",
)
_BOOKS = ("Wolf Hall", "The Remains of the Day", "Middlemarch", "Small Island", "Atonement")
_ITEMS = (
    "navy scarf",
    "laptop charger",
    "black umbrella",
    "set of keys",
    "pair of glasses",
    "reusable bottle",
)
_RACES = (
    "the Great North Run",
    "a half-marathon",
    "the Three Peaks Challenge",
    "a charity 10k",
    "the Coast-to-Coast walk",
)
_TIMES = ("11:40", "12:05", "15:55", "16:30", "10:50")

_CHAT: tuple[str, ...] = (
    "Hope everyone had a restful weekend.",
    "Many thanks for your patience this week.",
    "Apologies for the delay in circulating these notes.",
    "Minutes of the previous meeting were agreed as an accurate record.",
    "Please flag any omissions by close of play {when}.",
    "Please shout if anything is missing from the above.",
    "Nothing further under AOB this week.",
    "Next meeting at the usual time; dial-in details unchanged.",
    "Meeting closed at {time}.",
    "Thanks all for a productive session.",
    "The {room} is booked for {when}; please leave it tidy.",
    "The {floor} printer is out of toner again; a replacement has been ordered.",
    "Fire alarm test {when}. No need to evacuate.",
    "Please clear your items from the shared fridge by {when}.",
    "The lift on the {side} side is out of service until further notice.",
    "Desk booking system down for maintenance {when}.",
    "Cleaners are in early {when}, so please leave desks clear.",
    "Window cleaning {when}; blinds up, please.",
    "The screen in the {room} is playing up again; IT are aware.",
    "Post room closes early {when}.",
    "Spare umbrellas are by the {floor} lifts.",
    "The {floor} heating is being looked at {when}.",
    "Social club quiz night is {when} at {venue}; up to six per table.",
    "Tickets for the {event} are now available from the social club.",
    "The book club is reading {book} this month; all welcome.",
    "Five-a-side resumes {when}; new players welcome.",
    "Bake sale in aid of {charity} {when}; bring loose change.",
    "The {event} sign-up sheet is on the {floor} noticeboard.",
    "Lost property: a {item} was left in the {room}.",
    "Social club committee meets {when}; suggestions welcome.",
    "Running club sets off from reception {when}; all paces welcome.",
    "Raffle for {charity} closes {when}.",
)

_CHAT_MENTION: tuple[str, ...] = (
    "{m} brought in {treat}; help yourselves in the kitchen.",
    "Thanks to {m} for organising the {event}.",
    "Well done to {m} on completing {race}.",
    "{m} is collecting for {charity}; the sponsor form is at reception.",
    "Happy birthday to {m}! Card going round {when}.",
    "{m} has kindly volunteered to take the notes next time.",
    "Congratulations to {m} on winning the {event} raffle.",
    "{m} found a {item} in the {room}; please claim it.",
    "Thanks to {m} for chairing in the usual chair's absence.",
    "{m} sends apologies for the next meeting.",
    "{m} has put the {event} sign-up sheet on the {floor} noticeboard.",
    "A get-well-soon card for {m} is going round; please sign by {when}.",
    "{m}'s {treat} went down very well, thank you!",
    "Thanks to {m} for booking the {room} for the {event} committee.",
)

_SIGNOFF: tuple[str, ...] = ("", "", "", " Best, {me}", " Kind regards, {me}", " Thanks, {me}")


def _chatter(event: Event, rng: random.Random) -> str:
    parts = {
        "room": _pick(rng, _ROOMS),
        "when": _pick(rng, _WHEN),
        "floor": _pick(rng, _FLOORS),
        "side": _pick(rng, _SIDES),
        "venue": _pick(rng, _VENUES),
        "event": _pick(rng, _EVENTS),
        "treat": _pick(rng, _TREATS),
        "charity": _pick(rng, _CHARITIES),
        "book": _pick(rng, _BOOKS),
        "item": _pick(rng, _ITEMS),
        "race": _pick(rng, _RACES),
        "time": _pick(rng, _TIMES),
        "me": _first(event.speaker) if event.speaker else "PMO",
    }
    if event.mention and rng.random() < 0.6:
        parts["m"] = event.mention if rng.random() < 0.4 else _first(event.mention)
        body = _pick(rng, _CHAT_MENTION)
    else:
        body = _pick(rng, _CHAT)
    line = _pick(rng, _GREET) + body + _pick(rng, _SIGNOFF)
    return line.format(**parts)


# --------------------------------------------------------------------------- statements


def _fill(template: str, values: dict[str, str]) -> tuple[str, bool]:
    fragment = template.startswith("!")
    return template.lstrip("!").format(**values), fragment


def _usable(templates: Sequence[str], have_old: bool, have_value: bool) -> list[str]:
    return [t for t in templates if (have_old or "{o}" not in t) and (have_value or "{v}" not in t)]


def _fact_line(event: Event, rng: random.Random) -> str:
    slot = event.slot or ""
    subject = event.subject or ""
    kind = event.kind
    category = _kind_of(slot)
    noun = _NOUN.get(slot, slot.replace("_", " "))
    table = _T.get(slot, {})
    value = event.value
    old = event.old
    if kind == "resolve":
        kind = "update"
    if kind == "negate" and old is None:
        old = value
    speaker = event.speaker or ""
    is_self = category == "person" and subject == speaker and bool(speaker)
    me_mode = is_self and rng.random() < 0.55 and "me_state" in table

    values = {
        "s": _subject_ref(slot, subject, rng),
        "v": _render(slot, value, rng),
        "o": _render(slot, old, rng),
        "noun": noun,
    }
    values["sp"] = _poss(values["s"])
    have_old, have_value = old is not None, value is not None

    pool: list[str]
    if kind == "negate":
        key = "me_neg" if me_mode else "neg"
        pool = _usable(table.get(key, ()), have_old, have_value)
        if not me_mode and rng.random() < 0.2:
            pool = _usable(_GENERIC_NEG, have_old, have_value)
    elif kind == "update":
        roll = rng.random()
        if me_mode:
            pool = _usable(
                _ME_CORRECTIONS if roll < 0.25 else table.get("me_upd", ()), have_old, have_value
            )
        elif roll < 0.2:
            pool = _usable(_CORRECTIONS, have_old, have_value)
        elif roll < 0.6:
            pool = _usable(table.get("upd_old", ()), have_old, have_value)
        else:
            pool = _usable(table.get("upd", ()), have_old, have_value)
        if not pool:
            pool = _usable(table.get("upd", ()), have_old, have_value)
    else:
        key = "me_state" if me_mode else "state"
        pool = _usable(table.get(key, ()), have_old, have_value)
    if not pool:
        me_mode = False
        pool = _usable(
            ("!Records update for {s}: {noun} {v}", "!{s}: {noun} no longer {o}"),
            have_old,
            have_value,
        ) or ["!Records update for {s}: {noun} to be confirmed"]

    core, fragment = _fill(_pick(rng, pool), values)

    if me_mode:
        prefix = _pick(rng, _ME_PREFIX).format(first=_first(subject), full=subject)
        line = prefix + _cap(core) + _pick(rng, _ME_SUFFIX)
        return line.replace("\n", " ")

    speaker_ref = speaker if rng.random() < 0.4 else _first(speaker or "PMO")
    if fragment:
        prefix = _pick(rng, _FRAG_PREFIX)
    else:
        choices = list(_CLAUSE_PREFIX.get(category, _CLAUSE_PREFIX["person"]))
        if not is_self and speaker:
            choices.extend(_SPEAKER_PREFIX)
        prefix = _pick(rng, choices)
    prefix = prefix.format(sp=speaker_ref, n=rng.randint(2, 9))
    if not prefix or prefix.endswith((": ", "- ")):
        core = _cap(core)
    suffix = _pick(rng, _SUFFIX.get(category, _SUFFIX["person"]))
    suffix = suffix.format(ini=_initials(speaker) or "PMO")
    return (prefix + core + suffix).replace("\n", " ")


def _ticket_line(event: Event, rng: random.Random) -> str:
    ticket = event.subject or "the ticket"
    problem, customer = _split_detail(event.detail)
    ref = ticket
    state = event.value
    values = {"t": ref, "c": customer, "p": problem, "o": _TICKET_WORDS.get(event.old or "", "")}
    if event.kind == "negate":
        if event.old:
            pool: Sequence[str] = _TICKET_NEG
        else:
            pool = _TICKET_PROGRESS
    elif event.kind == "resolve" or state == "resolved":
        pool = _TICKET_RESOLVED
    elif state == "in progress":
        pool = _TICKET_PROGRESS
    elif event.kind == "update" and state == "open":
        pool = _TICKET_REOPEN
    else:
        pool = _TICKET_OPEN
    core = _pick(rng, pool).format(**values)
    speaker = event.speaker or "PMO"
    prefix = _pick(rng, _TICKET_PREFIX).format(sp=_first(speaker), n=rng.randint(2, 9))
    suffix = _pick(rng, _TICKET_SUFFIX).format(ini=_initials(speaker) or "PMO")
    return (prefix + _cap(core) + suffix).replace("\n", " ")


# --------------------------------------------------------------------------- questions


def _ask_line(ask: Ask, rng: random.Random) -> str:
    problem, customer = _split_detail(ask.detail)
    if ask.via:
        start = _subject_ref(ask.via, ask.subject, rng)
        if ask.via in _CHAIN:
            chain = _pick(rng, _CHAIN[ask.via])
        else:
            chain = "the " + _NOUN.get(ask.via, ask.via.replace("_", " ")) + " of {s}"
        chain = chain.format(s=start, sp=_poss(start))
        if ask.slot in _HOP_ASK:
            question = _pick(rng, _HOP_ASK[ask.slot]).format(x=chain)
        else:
            noun = _NOUN.get(ask.slot, ask.slot.replace("_", " "))
            question = f"What do we hold as the {noun} for {chain}?"
    else:
        ref = _subject_ref(ask.slot, ask.subject, rng)
        templates = _ASK.get(ask.slot)
        if templates is None:
            noun = _NOUN.get(ask.slot, ask.slot.replace("_", " "))
            templates = (f"What do we currently hold as the {noun} for {{s}}?",)
        question = _pick(rng, templates).format(s=ref, sp=_poss(ref), c=customer, p=problem)
    return (_pick(rng, _ASK_PREFIX) + _cap(question)).replace("\n", " ")


# --------------------------------------------------------------------------- family


class _MinutesFamily:
    """The minutes-en family: PMO minutes, status emails and handover notes."""

    name: str = "minutes-en"
    language: Literal["en", "zh"] = "en"
    split: Literal["dev", "test"] = "test"
    lexicon: Lexicon = _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """Return a fresh identifier for ``slot`` of ``subject``.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: The person, project or customer the identifier belongs to.
            rng: The only source of randomness.

        Returns:
            A UK mobile, a corporate email address, a ``CC-NNNN-NN`` cost centre, a
            ``PO-45NNNNNN`` purchase order or an ``INCNNNNNNN`` incident reference.
        """
        if slot == "phone":
            return f"07{rng.randint(100, 999)} {rng.randint(0, 999999):06d}"
        if slot == "email":
            parts = [_ascii(p) for p in subject.split()]
            parts = [p for p in parts if p] or ["staff"]
            first = parts[0]
            last = "".join(parts[1:]) or "pmo"
            return f"{first[0]}.{last}{rng.randint(1000, 9999)}@{_EMAIL_DOMAIN}"
        if slot == "cost_centre":
            return f"CC-{rng.randint(1000, 9999)}-{rng.randint(10, 99)}"
        if slot == "po_number":
            return f"PO-45{rng.randint(0, 999999):06d}"
        if slot == "ticket":
            return f"INC{rng.randint(0, 9999999):07d}"
        return f"REF-{rng.randint(10000, 99999)}"

    def say(self, event: Event, rng: random.Random) -> str:
        """Return the one line ``event.speaker`` writes for ``event``.

        Args:
            event: The event to phrase.
            rng: The only source of randomness.

        Returns:
            A single line of minutes, status email or handover note.
        """
        if event.kind == "chatter" or not event.slot or not event.subject:
            return _chatter(event, rng)
        if event.slot == "ticket":
            return _ticket_line(event, rng)
        return _fact_line(event, rng)

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """Return the question text for ``ask``.

        Args:
            ask: The question to phrase.
            rng: The only source of randomness.

        Returns:
            A single-line question naming the subject (or the start of the chain).
        """
        return _ask_line(ask, rng)


FAMILY: Family = _MinutesFamily()
"""The minutes-en phrasing family."""
