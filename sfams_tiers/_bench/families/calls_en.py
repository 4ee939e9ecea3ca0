"""The ``calls-en`` phrasing family: speech-to-text transcripts of a team's calls.

Register: automatic transcripts of the voice calls and video meetings of a distributed
team, pasted line by line into a shared notes doc. The speakers are Irish, Scottish,
Nigerian, Kenyan and Welsh English speakers, and the world they talk about (names,
cities, street addresses, phone formats) comes from those places. One transcript line
per event: usually a timestamp and a speaker label in one of many formats
(``[00:14:32] Niamh Byrne:``, ``Chidi O. (12:03):``, ``SPEAKER Wanjiru —``) or no label
at all, in a spoken register: fillers ("um", "like", "so yeah"), false starts,
self-corrections ("she's in Cork — sorry, Galway now"), some lines lowercased and
stripped of punctuation the way an ASR engine leaves them, people named once and then
referred to by pronoun, identifiers read out (sometimes after a false start), dates said
out loud ("the seventeenth of May", "May 17th", "17 May 2024"). Questions are worded
as someone on a later call asking the room.

This family was written independently, from the :mod:`sfams_tiers._bench._family`
contract and the shape test only, without reading the other families, the judge or the
memory system's parsers.
"""

from __future__ import annotations

import datetime as _dt
import random
import re
import unicodedata
from collections.abc import Sequence
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Lexicon

__all__ = ["FAMILY", "CallsFamily"]

# --------------------------------------------------------------------------- lexicon

# (full name, pronoun set, country) - country picks the phone format.
_PEOPLE: tuple[tuple[str, str, str], ...] = (
    ("Niamh Byrne", "f", "ie"),
    ("Cillian Moran", "m", "ie"),
    ("Aoife Kavanagh", "f", "ie"),
    ("Siobhán Doherty", "f", "ie"),
    ("Darragh Quinlan", "m", "ie"),
    ("Eilidh MacLeod", "f", "uk"),
    ("Ruaridh Campbell", "m", "uk"),
    ("Isla Sutherland", "f", "uk"),
    ("Calum Drummond", "m", "uk"),
    ("Chidi Okafor", "m", "ng"),
    ("Ngozi Eze", "f", "ng"),
    ("Tunde Bakare", "m", "ng"),
    ("Funmilayo Adebayo", "f", "ng"),
    ("Emeka Nwosu", "m", "ng"),
    ("Aisha Bello", "f", "ng"),
    ("Wanjiru Kamau", "f", "ke"),
    ("Kiprono Rotich", "m", "ke"),
    ("Achieng Odhiambo", "f", "ke"),
    ("Mwangi Njoroge", "m", "ke"),
    ("Wambui Gitau", "f", "ke"),
    ("Rhys Pritchard", "m", "uk"),
    ("Cerys Llewellyn", "f", "uk"),
    ("Gethin Rowlands", "m", "uk"),
    ("Ffion Vaughan", "f", "uk"),
    ("Dafydd Pugh", "m", "uk"),
)

_PRONOUNS: dict[str, tuple[str, str, str, str]] = {
    # subject, subject + "is"/"has", possessive, object
    "f": ("she", "she's", "her", "her"),
    "m": ("he", "he's", "his", "him"),
    "it": ("it", "it's", "its", "it"),
    "they": ("they", "they're", "their", "them"),
}
_GENDER = {name: gender for name, gender, _ in _PEOPLE}
_COUNTRY = {name: country for name, _, country in _PEOPLE}

_LEXICON = Lexicon(
    people=tuple(name for name, _, _ in _PEOPLE),
    projects=(
        "Currach",
        "Kestrel",
        "Baobab",
        "Ogham",
        "Lodestar",
        "Bramble",
        "Tidewater",
        "Marram",
    ),
    customers=(
        "Corrib Dairies",
        "Thistlebank Insurance",
        "Eko Freightways",
        "Rift Valley Growers",
        "Dragonfly Mutual",
        "Atlantic Turf Supplies",
        "Savanna Pay",
    ),
    teams=(
        "Platform",
        "Payments",
        "Data Engineering",
        "Customer Success",
        "Field Ops",
        "Design",
        "Security",
        "Growth Marketing",
    ),
    cities=(
        "Dublin",
        "Cork",
        "Galway",
        "Limerick",
        "Waterford",
        "Sligo",
        "Edinburgh",
        "Glasgow",
        "Aberdeen",
        "Dundee",
        "Inverness",
        "Stirling",
        "Cardiff",
        "Swansea",
        "Aberystwyth",
        "Wrexham",
        "Bangor",
        "Lagos",
        "Abuja",
        "Port Harcourt",
        "Ibadan",
        "Enugu",
        "Kano",
        "Nairobi",
        "Mombasa",
        "Kisumu",
        "Nakuru",
        "Eldoret",
    ),
    addresses=(
        "14 Rathgar Avenue",
        "22 Sundays Well Road",
        "3 Lower Dominick Street",
        "41 Castletroy Park",
        "18 Ballybrack Road",
        "6 Mardyke Walk",
        "57 Shop Street",
        "27 Marchmont Crescent",
        "112 Byres Road",
        "5 Union Grove",
        "9 Ness Bank",
        "73 Rosemount Place",
        "15 Heol y Deri",
        "4 Cathedral Road",
        "62 Uplands Crescent",
        "11 Ffordd Pentre",
        "29 Penylan Road",
        "8 Stryd Fawr",
        "12 Adeola Odeku Street",
        "5 Awolowo Road",
        "17 Ogui Road",
        "44 Admiralty Way",
        "21 Gimbiya Street",
        "9 Trans-Amadi Road",
        "30 Bodija Close",
        "18 Ngong Road",
        "7 Moi Avenue",
        "4 Oginga Odinga Street",
        "52 Argwings Kodhek Road",
        "10 Nyali Close",
        "33 Lenana Road",
        "6 Milimani Crescent",
    ),
    roles=(
        "Backend Engineer",
        "QA Lead",
        "Product Manager",
        "Data Analyst",
        "Engineering Manager",
        "UX Researcher",
        "Site Reliability Engineer",
        "Solutions Architect",
        "Scrum Master",
        "Technical Writer",
        "Account Executive",
        "Support Lead",
    ),
    drinks=(
        "flat white",
        "builder's tea",
        "oat milk latte",
        "rooibos",
        "masala chai",
        "Irn-Bru",
        "black coffee",
        "peppermint tea",
        "hot chocolate",
        "zobo",
        "Chapman",
        "sparkling water",
    ),
    statuses=(
        "on track",
        "at risk",
        "paused",
        "blocked",
        "wrapping up",
        "in discovery",
        "slipping",
        "cancelled",
    ),
    plans=("Starter", "Standard", "Premium", "Enterprise", "Pay-as-you-go", "Charity Lite"),
    problems=(
        "invoices export in the wrong currency",
        "login loops back to the start page",
        "call recordings come out silent",
        "dashboards time out after a minute",
        "SMS codes arrive hours late",
        "uploads stall at ninety-nine percent",
        "Android app crashes on launch",
        "reports drop the last row",
        "password reset emails never arrive",
        "meetings shift by an hour after the clocks change",
        "receipts show the wrong VAT rate",
        "map view won't load on older phones",
    ),
)

# ------------------------------------------------------------------ statement templates
# Placeholders: {s} subject as named, {p} {ps} {pp} {po} its pronouns (she / she's /
# her / her), {v} the value, {o} the old value, {prob} and {cust} for tickets.

_Kinds = dict[str, tuple[str, ...]]

_SAY: dict[str, _Kinds] = {
    "city": {
        "state": (
            "so {s} is based in {v}, just for the notes",
            "{s}'s in {v}, {ps} been there a good while now",
            "{s}, um, {p} works from {v} most of the time",
            "yeah {s} lives in {v}, {ps} the only one of us over that side",
            "{s} is, um, {s}'s in {v}, yeah, {v}",
            "for anyone new, {s} is our person in {v}",
            "{s} joins from {v} usually, so mind the time difference",
            "{s}'s home base is {v}",
            "like {s} is literally in {v}, so {p} can pop in to the client",
            "{v}, that's where {s} is based, yeah",
            "{s} is down in {v}, {p} was saying the office there is tiny",
        ),
        "update": (
            "{s}'s in {o} — sorry, {v} now, {ps} moved",
            "oh and {s} moved, {ps} in {v} these days",
            "{s} relocated to {v} last month",
            "so yeah {s} left {o}, {ps} set up in {v} now",
            "quick update, {s} is based in {v} from this week",
            "{s} has gone from {o} to {v}, um, family reasons I think",
            "{s}'s not in {o} anymore, {ps} over in {v}",
            "correction for the notes, {s} is in {v}, not {o}",
            "{s} made the move to {v}, finally",
            "{s}'s working from {v} now, {ps} packed up the whole house",
        ),
        "negate": (
            "{s}'s not in {o} anymore, no idea where {ps} ended up",
            "{s} left {o}, um, {p} hasn't said where {ps} going yet",
            "scratch {o} for {s}, {ps} moved out, new place to be confirmed",
            "just so you know {s} is no longer based in {o}",
            "{s}, like, {ps} gone from {o}, don't book anything there for {po}",
            "{o} is out of date for {s}, {ps} between places at the minute",
            "yeah {s} isn't in {o} now, I'll find out where {ps} landed",
            "we can't say {s} is in {o} anymore, {ps} moved on",
            "{s} packed up and left {o}, not sure where to yet",
        ),
    },
    "address": {
        "state": (
            "{s}'s address is {v}, for the courier",
            "send it to {s} at {v}",
            "{s} lives at {v}, {ps} said that's fine to share",
            "um the home address for {s}, it's {v}",
            "{s} is at {v}, um, the house with the blue door",
            "for the laptop delivery {s} is at {v}",
            "{s}'s place is {v}",
            "drop the welcome box to {s}, {v}",
            "{v}, that's {s}'s house",
            "{s}, yeah, {ps} at {v}, ring the bell twice",
        ),
        "update": (
            "{s} moved house, {ps} at {v} now",
            "new address for {s}, {v}, not {o}",
            "{s} is out of {o}, um, it's {v} from now on",
            "{s}'s at {o} — no sorry, that's the old one, {v}",
            "update the delivery thing, {s}'s at {v}",
            "{s} just got the keys to {v}, so that's the new place",
            "{s} left {o} and {ps} living at {v}",
            "anything for {s} goes to {v} now",
            "{s}'s new gaff is {v}",
        ),
        "negate": (
            "{s} doesn't live at {o} anymore, don't send anything there",
            "{o} is wrong for {s} now, {ps} moved out",
            "{s} is out of {o}, new address to follow",
            "scratch {o} for {s}, {ps} sorting a new place",
            "don't use {o} for {s}, {ps} not there now",
            "{s}'s lease on {o} ended, {ps} in temporary digs",
            "um so {s} handed back the keys to {o} and has no new address yet",
            "{s} left {o}, I'll get {pp} new address later",
        ),
    },
    "role": {
        "state": (
            "{s} is our {v}",
            "{s}'s the {v} on this",
            "{s}'s title is {v}",
            "{s} works as our {v}",
            "{s}, um, {ps} the {v}, so ask {po}",
            "you know {s}, {ps} {v} here",
            "{s} is on as {v}",
            "{s}'s been hired as {v}",
            "{v} — that's {s}'s job",
            "{s} does the {v} bit for us",
        ),
        "update": (
            "{s} got promoted, {ps} {v} now",
            "{s} moved from {o} to {v}",
            "{s}'s not {o} anymore, {ps} taken the {v} job",
            "{s} is {o} — sorry, {v}, {p} changed roles last week",
            "{s} switched over to {v}",
            "new title for {s}, {v}",
            "so {s}'s the new {v}, congrats",
            "{s} is acting {v} from Monday",
            "{s} stepped into {v}",
        ),
        "negate": (
            "{s} isn't {o} anymore, {pp} new title isn't settled",
            "{s} has stepped down as {o}",
            "{s}'s finished up as {o}, no word on what's next",
            "we don't have {s} as {o} now",
            "drop {o} next to {s}'s name in the doc, it's not {pp} job anymore",
            "{s} gave up the {o} role",
            "{s}, um, {ps} no longer our {o}",
            "{s} left the {o} post, it's up in the air",
        ),
    },
    "team": {
        "state": (
            "{s} is on {v}",
            "{s}'s in the {v} team",
            "{s} sits with {v}",
            "um {s} is {v}, so loop {po} in",
            "{s} belongs to {v}, like, officially",
            "{s} joined {v} when {p} started",
            "{s}'s one of the {v} crew",
            "{v} — {s} is one of theirs",
            "{s} is part of {v}",
        ),
        "update": (
            "{s} moved over to {v}",
            "{s}'s left {o}, {ps} on {v} now",
            "{s} is on {o} — sorry, {v}, the reorg",
            "after the reorg {s} landed in {v}",
            "{s} transferred into {v} this week",
            "so {s} swapped {o} for {v}",
            "{v} poached {s} from {o}",
            "{s} is with {v} from now on",
        ),
        "negate": (
            "{s} is off {o} now, not sure which team",
            "{s}'s not in {o} anymore",
            "{s} left {o}, {ps} floating for a bit",
            "don't count {s} in {o} anymore",
            "{o} lost {s}, no new team yet",
            "{s} has been taken off {o}",
            "um {s} isn't with {o} now, it's being figured out",
            "{s} rolled off {o}, no home yet",
        ),
    },
    "manager": {
        "state": (
            "{s} reports to {v}",
            "{v} is {s}'s manager",
            "{s}'s line manager is {v}",
            "so {s}, um, {ps} under {v}",
            "{v} manages {s}",
            "{s}'s boss is {v}",
            "{v} looks after {s}, like line management wise",
            "{s} has {v} as {pp} manager",
            "{s} goes to {v} for sign-off, {v} is the manager there",
        ),
        "update": (
            "{s} reports to {v} now, not {o}",
            "{s}'s manager changed, it's {v}",
            "{s} moved under {v}",
            "{s} reports to {o} — no, sorry, {v} since the reorg",
            "{v} took over managing {s}",
            "{s} has a new boss, {v}",
            "{o} handed {s} over to {v}",
            "from this week {s}'s line manager is {v}",
        ),
        "negate": (
            "{s} doesn't report to {o} anymore",
            "{o} is no longer managing {s}, to be confirmed who is",
            "{s}'s off {o}'s team, um, no manager yet",
            "{o} stopped being {s}'s manager",
            "{s} isn't under {o} now",
            "so {o} won't be {s}'s boss going forward",
            "take {o} off as {s}'s manager in the tracker",
            "{s} has no line manager right now, {o} let go of that",
        ),
    },
    "drink": {
        "state": (
            "{s} drinks {v}, always",
            "{s} is all about {v}",
            "get {s} {v}, {ps} not fussy otherwise",
            "{s} takes {v}",
            "{s}'s drink is {v}",
            "if you're doing the round {s} wants {v}",
            "{s} only drinks {v}, don't bother with anything else",
            "{v} for {s}, yeah",
            "{s} swears by {v}",
            "{s} likes {v}, I remember from the offsite",
        ),
        "update": (
            "{s}'s switched to {v}",
            "{s} gave up {o}, {ps} on {v} now",
            "{s} drinks {o} — no wait, {v} now, {p} changed",
            "{s} is off {o} and onto {v}",
            "{s} wants {v} these days",
            "{s}'s gone over to {v}",
            "now it's {v} for {s}, not {o}",
            "{s} has moved on to {v}",
        ),
        "negate": (
            "{s} doesn't drink {o} anymore",
            "{s} quit {o}, um, don't get {po} one",
            "no more {o} for {s}, doctor's orders",
            "{s}'s off {o}, not sure what {ps} having instead",
            "{s} went off {o}",
            "skip the {o} for {s}, {ps} given it up",
            "{s} can't stand {o} now, weirdly",
            "{s} is done with {o}",
        ),
    },
    "phone": {
        "state": (
            "{s}'s mobile is {v}",
            "if you need {s}, ring {v}",
            "{s}'s number, um, it's {v}",
            "you can get {s} on {v}",
            "the mobile for {s} is {v}",
            "{s} said to text {po} on {v}",
            "{v}, that's {s}'s mobile",
            "{s}'s line is {v}",
            "for {s} call {v}, {ps} not on the chat much",
        ),
        "update": (
            "{s} has a new number, {v}",
            "{s}'s mobile changed, it's {v} now",
            "{s} is on {v} now, not {o}",
            "don't use {o} for {s}, the new one is {v}",
            "{s} switched network, new line is {v}",
            "{s}'s on {o} — sorry, that's the old one, {v}",
            "update {s}'s mobile to {v}",
            "{s} got a new SIM, {v}",
        ),
        "negate": (
            "{s}'s old number {o} is dead",
            "don't ring {o} for {s}, it's disconnected",
            "{o} doesn't work for {s} anymore",
            "{s} lost {pp} phone, so {o} is gone",
            "{s} isn't on {o} now, no new number yet",
            "take {o} off {s}'s contact card, it's out of service",
            "{s} cancelled {o}",
            "{o} is no good for {s}",
        ),
    },
    "email": {
        "state": (
            "{s}'s email is {v}",
            "you can email {s} at {v}",
            "send it to {s}, {v}",
            "{s}'s address, the email one, is {v}",
            "{v}, that's {s}",
            "{s} is {v} on email",
            "cc {s}, {v}",
            "drop {s} a mail at {v}",
        ),
        "update": (
            "{s}'s email changed, it's {v}",
            "{s} is {v} now, not {o}",
            "new email for {s}, {v}",
            "{s} got moved to {v} after the migration",
            "{s}'s on {o} — no, {v}, the old one bounces",
            "use {v} for {s} from now on",
            "{s} switched to {v}",
            "mail {s} on {v} going forward",
        ),
        "negate": (
            "{o} bounces for {s} now",
            "{s}'s not on {o} anymore",
            "don't email {o} for {s}, it's been shut",
            "{o} is dead, {s} doesn't have a new one yet",
            "{s} lost access to {o}",
            "take {o} off for {s}, it's gone",
            "{s}, um, {o} got deactivated",
            "emails to {o} won't reach {s}",
        ),
    },
    "status": {
        "state": (
            "{s} is {v}",
            "so {s}, um, it's {v}",
            "{s}'s {v} at the minute",
            "status on {s}, {v}",
            "{s} — I'd call it {v}",
            "honestly {s} is {v}",
            "for the notes, {s} is {v}",
            "{s}... yeah, {v}, let's be honest",
            "{s}, {v}, that's the summary",
        ),
        "update": (
            "{s} went from {o} to {v}",
            "{s} is {v} now",
            "{s}'s {o} — sorry, {v}, it changed Tuesday",
            "{s} is now {v}, not {o}",
            "we've moved {s} to {v}",
            "update on {s}, it's {v} this week",
            "{s} isn't {o} now, it's {v}",
            "change {s} to {v} in the tracker",
        ),
        "negate": (
            "{s} isn't {o} anymore",
            "{s} is no longer {o}, we'll reassess",
            "scrap {o} for {s}, status to be confirmed",
            "{s}'s not {o} now, not sure what to call it",
            "take the {o} label off {s}",
            "{s} came out of {o}",
            "I wouldn't say {s} is {o} anymore",
            "{o} doesn't describe {s} now",
        ),
    },
    "deadline": {
        "state": (
            "{s} is due {v}",
            "{s}'s deadline is {v}",
            "we need {s} done by {v}",
            "{s} has to ship by {v}",
            "the date for {s} is {v}",
            "{s} lands {v}, that's the hard date",
            "um, {s}, {v}, that's the deadline",
            "{v} for {s}, no slack",
            "the client wants {s} by {v}",
        ),
        "update": (
            "{s} moved to {v}",
            "{s}'s deadline is {v} now, not {o}",
            "{s} got pushed to {v}",
            "{s} slipped from {o} to {v}",
            "{s} is due {o} — no, sorry, {v}, it was moved",
            "new date for {s}, {v}",
            "{s} has been pulled in to {v}",
            "they've given us till {v} for {s}",
        ),
        "negate": (
            "{s} isn't due {o} anymore, new date to be confirmed",
            "{o} is off for {s}",
            "forget {o} for {s}, we've no date now",
            "{s} no longer has {o} as the deadline",
            "{s}'s date of {o} has been dropped",
            "the deadline on {s}, {o}, is gone",
            "{s} won't be due {o}, they're re-planning",
            "we're not holding {s} to {o} anymore",
        ),
    },
    "owner": {
        "state": (
            "{v} owns {s}",
            "{s} is {v}'s project",
            "{v}'s leading {s}",
            "{s}, that's {v}, {v} runs it",
            "{v} is the lead on {s}",
            "{s} is being led by {v}",
            "{v} is in charge of {s}",
            "um {s} sits with {v}",
            "{v} heads up {s}",
        ),
        "update": (
            "{v} took over {s}",
            "{s} moved from {o} to {v}",
            "{v}'s leading {s} now, not {o}",
            "{s} is {o}'s — sorry, {v}'s now",
            "{o} handed {s} to {v}",
            "new lead on {s}, {v}",
            "{v} is running {s} from this sprint",
            "{s} has a new owner, {v}",
        ),
        "negate": (
            "{o} isn't leading {s} anymore",
            "{o} stepped back from {s}, nobody's picked it up",
            "{s} has no owner now, {o} moved off it",
            "{o} dropped {s}",
            "take {o} off as lead on {s}",
            "{s}'s not {o}'s anymore",
            "{o} is done with {s}, owner to be confirmed",
            "{o} let go of {s}",
        ),
    },
    "cost_centre": {
        "state": (
            "{s} books to {v}",
            "the cost centre for {s} is {v}",
            "charge {s} to {v}",
            "{s}'s budget code, it's {v}",
            "expenses for {s} go to {v}",
            "{v}, that's the code for {s}",
            "use {v} for anything on {s}",
            "{s} is under cost centre {v}",
        ),
        "update": (
            "{s} moved to cost centre {v}",
            "{s}'s code changed to {v}",
            "{s} books to {v} now, not {o}",
            "finance switched {s} to {v}",
            "{s} is {o} — sorry, {v}, new financial year",
            "new code for {s}, {v}",
            "charge {s} against {v} going forward",
            "{s} got re-coded to {v}",
        ),
        "negate": (
            "{o} is closed for {s}",
            "don't book {s} to {o} anymore",
            "{s}'s code {o} was retired, waiting on a new one",
            "{o} isn't valid for {s} now",
            "{s} came off {o}",
            "finance shut {o}, so {s} has no code at the minute",
            "stop charging {s} to {o}",
            "{o} no longer applies to {s}",
        ),
    },
    "plan": {
        "state": (
            "{s} are on {v}",
            "{s} is on the {v} plan",
            "{s} signed up for {v}",
            "{s}, they've got {v}",
            "{s} pay for {v}",
            "{v}, that's what {s} have",
            "{s} went with {v} when they joined",
            "{s} bought {v}",
            "{s}'s subscription is {v}",
        ),
        "update": (
            "{s} upgraded to {v}",
            "{s} moved from {o} to {v}",
            "{s} are on {v} now",
            "{s} is on {o} — no sorry, {v}, they changed last week",
            "{s} switched to {v}",
            "{s} dropped down to {v}",
            "{s}'s plan is {v} from this month",
            "{s} went {v}, not {o}",
        ),
        "negate": (
            "{s} cancelled {o}",
            "{s} aren't on {o} anymore",
            "{s} came off {o}, not sure what they're moving to",
            "{o} has lapsed for {s}",
            "{s} let {o} expire",
            "{s} don't have {o} now",
            "{s}'s {o} subscription ended",
            "{s} dropped {o}, pending a decision",
        ),
    },
    "po_number": {
        "state": (
            "{s}'s PO is {v}",
            "the purchase order for {s} is {v}",
            "invoice {s} against {v}",
            "{s} sent through {v} as the PO",
            "{v} is the PO number for {s}",
            "put {v} on the {s} invoices",
            "{s} gave us PO {v}",
            "{s}, PO {v}",
        ),
        "update": (
            "{s} issued a new PO, {v}",
            "{s}'s PO is {v} now, not {o}",
            "{s} replaced {o} with {v}",
            "use {v} for {s} invoices now",
            "{s} is on PO {o} — sorry, {v}, they reissued",
            "new purchase order from {s}, {v}",
            "{s} bumped their PO to {v}",
            "bill {s} on {v} from now",
        ),
        "negate": (
            "{o} is closed for {s}",
            "{s} cancelled PO {o}",
            "don't bill {s} against {o} anymore",
            "{o} has been used up for {s}, waiting on a new one",
            "{s} withdrew {o}",
            "{o} is no longer valid for {s}",
            "{s}'s PO {o} expired",
            "stop using {o} for {s}",
        ),
    },
}

_TICKET_OPEN = (
    "{cust} rang in, {prob}, I've logged it as {s}",
    "new one, {s}, {cust} say {prob}",
    "so {s} is open, it's {cust}, {prob}",
    "{s} just came in from {cust}, {prob}",
    "ticket {s} raised, um, {prob}, for {cust}",
    "{cust} are on to us again, {prob}, that's {s}",
    "heads up, {s}, {prob}, {cust} are really annoyed",
    "opened {s} for {cust}, basically {prob}",
    "{s} — {prob} — {cust} reported it this morning",
    "there's a fresh one, {s}, for {cust}, {prob}, nobody's on it yet",
)
_TICKET_REOPEN = (
    "{s} is back open, {cust} say {prob} again",
    "reopening {s}, it's not fixed, {prob}",
    "{s} got reopened this morning, {cust} again",
    "{cust} came back on {s}, it's open again",
    "{s}'s open again, {prob}",
    "we had to reopen {s}",
    "{s} isn't done, it's open again",
    "{s} bounced back, reopened",
)
_TICKET_PROGRESS = (
    "{s} is in progress, I'm on it",
    "I've picked up {s}, the {cust} one",
    "{s}, the one where {prob}, someone's working on it now",
    "working on {s} today, {prob}",
    "{s} is being looked at, {cust} know",
    "{s} is with engineering now, they're on it",
    "um {s}, yeah, it's underway, {prob}",
    "{s} moved to in progress",
    "{s}'s being worked on, for {cust}",
)
_TICKET_RESOLVED = (
    "{s} is fixed, {cust} confirmed",
    "we closed {s}, the one where {prob}",
    "{s} is resolved, yay",
    "good news, {s} is sorted",
    "{s}'s done, {prob} doesn't happen anymore",
    "{cust} signed off on {s}, it's closed",
    "{s}, resolved, finally",
    "marking {s} resolved, {cust} are happy",
    "the fix for {s} went out, ticket's closed",
)
_TICKET_NEGATE = (
    "{s} isn't {o} anymore",
    "{s} is no longer {o}, um, not sure where it sits",
    "ignore the {o} status on {s}",
    "{s}'s not {o} now, someone's checking",
    "{s} came out of {o}, state unclear",
    "{s}, {o}? no, not anymore",
    "we can't call {s} {o} now",
    "{s} is not {o}, I'll confirm what it is",
)
_TICKET_WORDS = {
    "open": ("open",),
    "in progress": ("in progress", "being worked on", "picked up"),
    "resolved": ("resolved", "fixed", "closed"),
}

# ------------------------------------------------------------------- question templates

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "does anyone know where {s} is based at the minute?",
        "what city is {s} in these days?",
        "remind me, where's {s} at, like geographically?",
        "which city is {s} dialling in from normally?",
        "if I'm visiting {s}, what city am I flying into?",
        "where in the world is {s} now?",
        "sorry, where's {s} located again?",
        "what's {s}'s city, does anyone remember?",
    ),
    "address": (
        "does anyone have {s}'s home address? I need to post something",
        "where does {s} actually live, like the street?",
        "what's the house address for {s}?",
        "I'm sending {s} a card, where do I send it?",
        "has anyone got a postal address for {s}?",
        "what street is {s} on now, with the number?",
        "where should the courier go for {s}?",
        "um, the street address for {s}, anyone?",
    ),
    "role": (
        "what does {s} do, job-wise?",
        "what's {s}'s job title again?",
        "sorry, what's {s}'s role on the team?",
        "what is {s} exactly, position-wise?",
        "remind me what {s}'s position is?",
        "does anyone know {s}'s official title?",
        "if I put {s} in the org chart, what does the box say?",
        "what job is {s} doing now?",
    ),
    "team": (
        "which team is {s} on these days?",
        "what squad is {s} in?",
        "who does {s} sit with, team-wise?",
        "what team would {s} be under?",
        "does anyone know {s}'s team?",
        "sorry, {s} is in which team again?",
        "which crew has {s} now?",
        "if I need {s}'s team, which one is it?",
    ),
    "manager": (
        "who approves {s}'s holidays, like who's the manager?",
        "who's above {s} in the org chart?",
        "who does {s} answer to?",
        "who's managing {s} at the minute?",
        "if {s} needs sign-off, who's the person?",
        "whose direct report is {s}?",
        "who's {s}'s manager these days?",
        "who does {s} do one-to-ones with?",
    ),
    "drink": (
        "what does {s} drink? I'm doing the coffee run",
        "what should I get {s} from the café?",
        "what's {s}'s usual order?",
        "what's {s}'s go-to drink?",
        "I'm getting a round in, what's {s} having?",
        "what would {s} want from the kitchen?",
        "what's {s} into drinks-wise?",
        "what does {s} order at the offsite usually?",
    ),
    "phone": (
        "does anyone have the number for {s}, the mobile?",
        "how do I ring {s}?",
        "what's {s}'s mobile number?",
        "can someone send me {s}'s phone number?",
        "what number do I call to reach {s}?",
        "has anyone got a mobile for {s}?",
        "what's the best number for {s}?",
        "I need to text {s}, what's the number?",
    ),
    "email": (
        "what's {s}'s email address?",
        "how do I email {s}?",
        "what address do I use to mail {s}?",
        "can someone paste {s}'s email in the chat?",
        "what's the email for {s}, anyone?",
        "where do I send the invite for {s}, which email?",
        "does anyone have an email for {s}?",
        "what's {s} on, email-wise?",
    ),
    "status": (
        "how's {s} looking?",
        "what's the status of {s}?",
        "where are things at with {s}?",
        "is {s} okay or is it in trouble?",
        "what's the health of {s} right now?",
        "how's {s} going, honestly?",
        "what state is {s} in?",
        "quick one, how is {s} tracking?",
    ),
    "deadline": (
        "when's {s} due?",
        "what's the date for {s}?",
        "when do we have to have {s} finished?",
        "when does {s} need to be done by?",
        "what's the due date on {s} again?",
        "how long have we got for {s}, like what date?",
        "when's the {s} deadline?",
        "what day is {s} meant to land?",
    ),
    "owner": (
        "who owns {s}?",
        "who's running {s}?",
        "who's the lead for {s}?",
        "who do I talk to about {s}?",
        "whose baby is {s} these days?",
        "who's responsible for {s}?",
        "who's heading {s} now?",
        "who's the point person on {s}?",
    ),
    "cost_centre": (
        "what's the cost centre for {s}?",
        "what code do I put {s} expenses under?",
        "which budget code is {s}?",
        "what do I charge {s} stuff to?",
        "anyone know the cost code for {s}?",
        "what cost centre does {s} book against?",
        "for {s} expenses, what's the code?",
        "what's {s}'s budget code?",
    ),
    "plan": (
        "what plan are {s} on?",
        "which subscription do {s} have?",
        "what tier is {s} paying for?",
        "what are {s} on, plan-wise?",
        "does anyone know {s}'s plan?",
        "what package did {s} go for?",
        "what level of subscription is {s} on?",
        "remind me what {s} pay for, which plan?",
    ),
    "po_number": (
        "what's {s}'s PO number?",
        "which purchase order do we invoice {s} against?",
        "has anyone got the PO for {s}?",
        "what PO goes on the {s} invoice?",
        "what's the purchase order number for {s}?",
        "what do I quote as the PO for {s}?",
        "does anyone know {s}'s PO?",
        "what PO did {s} give us?",
    ),
    "ticket": (
        "what's the state of {s}, the one where {prob}?",
        "where are we with {s}?",
        "anyone know where {s} is at, {cust}'s problem?",
        "what's happening with {s} for {cust}?",
        "status check on {s}?",
        "is {s} still open or what's the story?",
        "did {s} ever get closed, the {cust} one?",
        "where did {s} end up?",
        "{s}, {prob}, what's the latest?",
    ),
}

# Two-hop: who the chain leads to ({s} is its start), then what is asked about them.
_VIA: dict[str, tuple[str, ...]] = {
    "manager": (
        "whoever {s} reports to these days",
        "{s}'s manager",
        "the person managing {s}",
        "{s}'s boss",
        "whoever's over {s}",
        "the one {s} answers to",
        "{s}'s line manager",
    ),
    "owner": (
        "whoever's leading {s}",
        "the person running {s}",
        "the lead on {s}",
        "whoever owns {s} now",
        "the {s} lead",
        "whoever heads up {s}",
    ),
}
_HOP: dict[str, tuple[str, ...]] = {
    "city": (
        "where's {t} based?",
        "what city is {t} in?",
        "which city does {t} work from?",
        "where in the world is {t} these days?",
    ),
    "address": (
        "what's the home address of {t}?",
        "where does {t} live, like the street?",
        "I need to post something to {t}, what's the address?",
    ),
    "phone": (
        "does anyone have a number for {t}?",
        "what's the mobile of {t}?",
        "how do I ring {t}?",
    ),
    "email": (
        "what's the email of {t}?",
        "how do I email {t}?",
        "can someone paste the email for {t}?",
    ),
    "role": ("what's the job title of {t}?", "what does {t} do, role-wise?"),
    "team": ("what team is {t} on?", "which team has {t}?"),
    "drink": ("what does {t} drink?", "what would {t} want on the coffee run?"),
    "manager": ("who's the manager of {t}?", "who does {t} answer to?"),
}
_NOUN = {
    "city": "city",
    "address": "home address",
    "role": "job title",
    "team": "team",
    "manager": "manager",
    "drink": "usual drink",
    "phone": "mobile number",
    "email": "email address",
    "status": "status",
    "deadline": "due date",
    "owner": "lead",
    "cost_centre": "cost centre",
    "plan": "plan",
    "po_number": "PO number",
    "ticket": "state",
}

# ------------------------------------------------------------------------ chatter

_CHATTER = (
    "you're on mute",
    "sorry, you broke up there, can you say that again?",
    "can everyone see my screen? the blue one?",
    "the wifi here is shocking today, I might drop",
    "hang on, the dog is going mental at the postman",
    "is it just me or is there an echo?",
    "lashing rain here, absolutely lashing",
    "it's roasting today, I've the fan on full",
    "did anyone watch the match last night?",
    "Celtic were awful on Saturday, I'm not talking about it",
    "Super Eagles on Friday, are we watching it together or what",
    "Gor Mahia won again, I'm just saying",
    "Wales got robbed in the rugby, robbed",
    "the kids are off school this week so apologies for the noise",
    "I'll just grab a cuppa before we start",
    "give it two minutes, people are still joining",
    "power cut again, I'm on my hotspot, sorry",
    "the generator's on, so if it's loud that's why",
    "traffic was mad this morning, I only just got in",
    "there's a tractor outside my window, sorry",
    "can we all turn cameras off, I look like death",
    "the transcription thing keeps spelling my name wrong",
    "[inaudible]",
    "[crosstalk] no, no, go ahead, you first",
    "[laughter] okay okay, moving on",
    "okay, I think that's everyone, shall we start?",
    "sorry I'm late, the last call ran over",
    "let's take that offline",
    "grand, grand, thanks everyone",
    "och, it's baltic in here today",
    "I need to drop at half past for the school run",
    "wait, who's sharing? I can see two screens",
    "sorry, I was talking to myself on mute for a full minute there",
    "that's the doorbell, one sec",
    "we'll wrap up early and give everyone ten minutes back",
    "the Six Nations is on at the weekend, no work talk after Friday",
    "did you see that goal in the AFCON qualifier? unreal",
    "my laptop's decided now is the time for updates, brilliant",
    "ha, the auto captions just wrote cheesy rice, never mind",
    "the hurling was unreal yesterday",
    "anyone else's call app just crash?",
    "I've got a hard stop at four, just so you know",
    "the wind here, honestly, my bins are in the next garden",
    "ah sorry, that was my kid, she thinks it's hilarious to unplug the router",
    "so yeah... where was I",
    "um, can you hear me now? how about now?",
    "there's a lag of like five seconds on your end",
    "it's a bank holiday on Monday, don't schedule anything",
    "I'll put the recording in the channel after",
    "we lost the transcript for the first ten minutes, I think",
    "is that thunder or is it my headphones?",
    "hold on, my battery's on two percent, let me find the charger",
    "the neighbours are drilling again, sorry about the noise",
    "right so, same time next week?",
    "mute yourself if you're not talking, there's a lot of background",
)
_CHATTER_MENTION = (
    "{m}, you're on mute",
    "{m} froze, I think we lost {m}",
    "{m}'s little one just waved at the camera, hiya!",
    "happy birthday {m}! did you get cake?",
    "{m}, are you there? you've gone very quiet",
    "{m}, I think your background blur just ate your head",
    "{m}, your mic is picking up the washing machine",
    "tell {m} I said congrats on the wedding",
    "has anyone heard how {m}'s exam went?",
    "oh {m}, love the new haircut",
    "{m}, you sound like you're underwater",
    "is {m} joining or still stuck in traffic?",
    "{m} has the best background, I'm jealous",
    "sorry {m}, I talked over you there, go on",
    "{m}'s connection keeps dropping, we'll catch {m} up after",
    "did {m} survive the hike at the weekend?",
    "{m}, your cat is on the keyboard",
    "welcome back {m}, how was the holiday?",
)

# ------------------------------------------------------------------ small renderers

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
_ORDINALS = (
    "",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twenty-first",
    "twenty-second",
    "twenty-third",
    "twenty-fourth",
    "twenty-fifth",
    "twenty-sixth",
    "twenty-seventh",
    "twenty-eighth",
    "twenty-ninth",
    "thirtieth",
    "thirty-first",
)
_UNITS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS = (
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_DIGIT_WORDS = ("oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _suffix(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _two_digits(n: int) -> str:
    if n < 10:
        return f"oh {_UNITS[n]}" if n else "hundred"
    if n < 20:
        return _TEENS[n - 10]
    tens, unit = divmod(n, 10)
    return _TENS[tens] + (f"-{_UNITS[unit]}" if unit else "")


def _year_words(year: int) -> str:
    if 2000 <= year <= 2009:
        return f"two thousand and {_UNITS[year - 2000]}" if year > 2000 else "two thousand"
    if 1000 <= year <= 2099:
        return f"{_two_digits(year // 100)} {_two_digits(year % 100)}"
    return str(year)


def _say_date(iso: str, rng: random.Random) -> str:
    """An ISO date as a speaker would say it (always with its day and month)."""
    try:
        date = _dt.date.fromisoformat(iso)
    except (TypeError, ValueError):
        return iso
    d, month, y = date.day, _MONTHS[date.month - 1], date.year
    word, th, weekday = _ORDINALS[d], f"{d}{_suffix(d)}", _WEEKDAYS[date.weekday()]
    forms = (
        f"the {word} of {month}",
        f"the {word} of {month} {y}",
        f"{month} {th}",
        f"{month} the {th}",
        f"{d} {month} {y}",
        f"{weekday} the {th} of {month}",
        f"the {th} of {month}, {_year_words(y)}",
        f"{month} {word}",
        f"{weekday} {d} {month}",
        f"the {word} of {month}, {_year_words(y)}",
    )
    return rng.choice(forms)


def _spell(token: str) -> str:
    out: list[str] = []
    for ch in token:
        if ch.isdigit():
            out.append(_DIGIT_WORDS[int(ch)])
        elif ch == "+":
            out.append("plus")
        elif ch.isalpha():
            out.append(ch.upper())
    return "-".join(out)


def _frame_identifier(value: str, rng: random.Random) -> str:
    """An identifier read out, sometimes after a spoken false start; ``value`` kept exact."""
    if not value or rng.random() < 0.55:
        return value
    if "@" in value:
        local = value.split("@", 1)[0].replace(".", " dot ").replace("_", " underscore ")
        lead = f"{local} at"
    else:
        first = re.split(r"[\s\-/]", value, maxsplit=1)[0]
        lead = _spell(first) or "um"
    shape = rng.randrange(4)
    if shape == 0:
        return f"{lead}... sorry, {value}"
    if shape == 1:
        return f"{lead}, um, no wait, I'll read it properly, {value}"
    if shape == 2:
        return f"{value}, that's {lead}... yeah, {value}"
    return f"em, {lead}... hang on, {value}"


_PLACEHOLDER = re.compile(r"(\{[A-Za-z_]+\})")


def _asr(template: str) -> str:
    """Lowercase and de-punctuate the literal parts of a template, as raw ASR output."""
    parts = _PLACEHOLDER.split(template)
    for i in range(0, len(parts), 2):
        text = parts[i].lower()
        text = re.sub(r"[,.?!;:]", "", text)
        parts[i] = text
    return re.sub(r"\s{2,}", " ", "".join(parts)).strip()


def _capitalise(template: str) -> str:
    if template and template[0].isalpha():
        return template[0].upper() + template[1:]
    return template


class _Ctx(dict[str, str]):
    """Placeholder values; an unknown placeholder renders empty rather than raising."""

    def __missing__(self, key: str) -> str:
        return ""


_PREFIXES = (
    "um, ",
    "so yeah, ",
    "right, so ",
    "okay so ",
    "yeah, ",
    "so, like, ",
    "ehm, ",
    "sorry, just quickly, ",
    "oh, and ",
    "grand, so ",
    "och, ",
    "eh, ",
    "ah, ",
    "you know, ",
    "sasa, ",
)
_SUFFIXES = (
    ", you know",
    ", so yeah",
    "... anyway",
    ", yeah?",
    ", like",
    ", if that makes sense",
    " [crosstalk]",
    ", okay",
)


def _clock(rng: random.Random, hours: bool = True) -> str:
    m, s = rng.randrange(60), rng.randrange(60)
    if hours:
        return f"{rng.randrange(2):02d}:{m:02d}:{s:02d}"
    return f"{m:02d}:{s:02d}"


def _label(speaker: str, rng: random.Random) -> str:
    """A speaker label in one of the formats the transcript tools produce."""
    parts = speaker.split()
    first = parts[0] if parts else speaker
    last = parts[-1] if len(parts) > 1 else ""
    initial = f" {last[0]}." if last else ""
    shape = rng.randrange(11)
    if shape == 0:
        return f"[{_clock(rng)}] {speaker}: "
    if shape == 1:
        return f"{first}{initial} ({rng.randrange(8, 18):02d}:{rng.randrange(60):02d}): "
    if shape == 2:
        return f"SPEAKER {first} — "
    if shape == 3:
        return f"{speaker.upper()}: "
    if shape == 4:
        return f"{_clock(rng)} {first}: "
    if shape == 5:
        return f"Speaker {rng.randrange(1, 7)}: "
    if shape == 6:
        return f"<{speaker}> "
    if shape == 7:
        return f"{_clock(rng, hours=False)} - {speaker} - "
    if shape == 8:
        return f"{first}: "
    return ""


def _ask_label(rng: random.Random) -> str:
    return rng.choice(
        ("", "", "", f"[{_clock(rng)}] ", "Speaker 3: ", "(later call) ", "UNKNOWN SPEAKER: ")
    )


def _render(template: str, ctx: _Ctx, rng: random.Random, *, fillers: bool = True) -> str:
    """Fill a template in the spoken register: fillers, maybe raw-ASR casing."""
    if fillers and rng.random() < 0.35:
        template = rng.choice(_PREFIXES) + template
    if fillers and rng.random() < 0.25 and not template.endswith("?"):
        template += rng.choice(_SUFFIXES)
    template = _asr(template) if rng.random() < 0.25 else _capitalise(template)
    text = template.format_map(ctx)
    return " ".join(text.split())


def _pick(options: Sequence[str], rng: random.Random) -> str:
    return rng.choice(options) if options else ""


# ------------------------------------------------------------------------- the family


class CallsFamily:
    """Transcribed calls and video meetings of a distributed team (see the module)."""

    @property
    def name(self) -> str:
        """``calls-en``."""
        return "calls-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        """English."""
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """A ``dev`` family."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """The names and values of this family's world."""
        return _LEXICON

    # --------------------------------------------------------------- identifiers

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier for ``slot`` of ``subject`` (a ticket id for ``ticket``)."""

        def digits(n: int) -> str:
            return "".join(str(rng.randrange(10)) for _ in range(n))

        if slot == "phone":
            country = _COUNTRY.get(subject) or rng.choice(("ie", "uk", "ng", "ke"))
            if country == "ie":
                return f"08{rng.choice('35679')} {digits(3)} {digits(4)}"
            if country == "uk":
                return f"07{rng.choice('4789')}{digits(2)} {digits(6)}"
            if country == "ng":
                prefix = rng.choice(("803", "806", "813", "816", "703", "805", "809", "817"))
                if rng.random() < 0.5:
                    return f"+234 {prefix} {digits(3)} {digits(4)}"
                return f"0{prefix} {digits(3)} {digits(4)}"
            if rng.random() < 0.5:
                return f"+254 7{digits(2)} {digits(6)}"
            return f"07{digits(2)} {digits(3)} {digits(3)}"
        if slot == "email":
            folded = unicodedata.normalize("NFKD", subject).encode("ascii", "ignore").decode()
            words = [w for w in re.split(r"[^A-Za-z]+", folded.lower()) if w] or ["team"]
            first, last = words[0], words[-1]
            local = rng.choice(
                (
                    f"{first}.{last}",
                    f"{first[0]}{last}",
                    f"{first}.{last[0]}",
                    f"{last}.{first}",
                    f"{first}{last[0]}{digits(2)}",
                    f"{first}.{last}{digits(1)}",
                )
            )
            domain = rng.choice(
                ("brackenhq.com", "bracken.ie", "bracken.co.uk", "bracken.ng", "bracken.co.ke")
            )
            return f"{local}@{domain}"
        if slot == "cost_centre":
            unit = rng.choice(("OPS", "ENG", "MKT", "FIN", "RND", "SUP", "DAT"))
            return f"CC{digits(2)}-{unit}-{digits(3)}"
        if slot == "po_number":
            letters = "".join(rng.choice("ABCDEFGHJKMNPQRTWXY") for _ in range(2))
            return f"LPO-{rng.randrange(100000, 1000000)}-{letters}"
        # ticket (and anything else): a service-request id
        return f"SR-{rng.randrange(10000, 100000)}-{rng.choice('ABCDEFGHJKMNPQRTWXY')}"

    # ------------------------------------------------------------------ statements

    def say(self, event: Event, rng: random.Random) -> str:
        """The transcript line ``event.speaker`` produces for ``event``."""
        try:
            body = self._body(event, rng)
        except Exception:  # pragma: no cover - a last resort, never expected
            body = " ".join(str(x) for x in (event.subject, event.value, event.old) if x)
        body = body or "um, yeah"
        return (_label(event.speaker, rng) + body).strip()

    def _body(self, event: Event, rng: random.Random) -> str:
        if event.kind == "chatter" or event.slot is None or event.slot not in SLOTS:
            return self._chatter(event, rng)
        slot, subject = event.slot, event.subject or ""
        spec = SLOTS[slot]
        if spec.subject == "ticket":
            return self._ticket(event, rng)
        ctx = _Ctx(s=self._name(subject, spec.subject, rng))
        gender = _GENDER.get(subject, "they")
        if spec.subject == "project":
            gender = "it"
        elif spec.subject == "customer":
            gender = "they"
        ctx["p"], ctx["ps"], ctx["pp"], ctx["po"] = _PRONOUNS[gender]
        ctx["v"] = self._value(slot, event.value or "", rng, framed=True)
        ctx["o"] = self._value(slot, event.old or "", rng, framed=False)
        kind = event.kind if event.kind in ("state", "update", "negate") else "state"
        if kind == "update" and not event.old:
            kind = "state"
        if kind == "negate" and not event.old:
            ctx["o"] = ctx["v"]
        template = _pick(_SAY[slot][kind], rng)
        return _render(template, ctx, rng)

    def _ticket(self, event: Event, rng: random.Random) -> str:
        prob, cust = self._detail(event.detail)
        ctx = _Ctx(s=event.subject or "", prob=prob, cust=cust)
        value = event.value or ""
        if event.kind == "resolve" or value == "resolved":
            options: Sequence[str] = _TICKET_RESOLVED
        elif event.kind == "negate":
            words = _TICKET_WORDS.get(event.old or "", (event.old or "open",))
            ctx["o"] = rng.choice(words)
            options = _TICKET_NEGATE
        elif value == "in progress":
            options = _TICKET_PROGRESS
        elif event.kind == "update":
            options = _TICKET_REOPEN
        else:
            options = _TICKET_OPEN
        return _render(_pick(options, rng), ctx, rng)

    def _chatter(self, event: Event, rng: random.Random) -> str:
        if event.mention and rng.random() < 0.6:
            ctx = _Ctx(m=event.mention.split()[0])
            return _render(rng.choice(_CHATTER_MENTION), ctx, rng)
        return _render(rng.choice(_CHATTER), _Ctx(), rng)

    # ---------------------------------------------------------------------- questions

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question, as someone on a later call would put it to the room."""
        try:
            text = self._question(ask, rng)
        except Exception:  # pragma: no cover - a last resort, never expected
            text = f"what's the {_NOUN.get(ask.slot, 'detail')} for {ask.subject}?"
        return (_ask_label(rng) + text).strip()

    def _question(self, ask: Ask, rng: random.Random) -> str:
        spec = SLOTS.get(ask.slot)
        if ask.via is not None:
            via = SLOTS.get(ask.via)
            start_kind = via.subject if via is not None else "person"
            start = self._name(ask.subject, start_kind, rng, asking=True)
            chain = rng.choice(_VIA.get(ask.via, ("whoever is the {s} contact",)))
            target = chain.format_map(_Ctx(s=start))
            noun = _NOUN.get(ask.slot, ask.slot.replace("_", " "))
            options = _HOP.get(ask.slot, (f"what's the {noun} of {{t}}?",))
            return _render(rng.choice(options), _Ctx(t=target), rng, fillers=False)
        kind = spec.subject if spec is not None else "person"
        prob, cust = self._detail(ask.detail)
        ctx = _Ctx(s=self._name(ask.subject, kind, rng, asking=True), prob=prob, cust=cust)
        noun = _NOUN.get(ask.slot, ask.slot.replace("_", " "))
        options = _ASK.get(ask.slot, (f"what's the {noun} for {{s}}?",))
        return _render(rng.choice(options), ctx, rng, fillers=False)

    # ------------------------------------------------------------------------ helpers

    @staticmethod
    def _name(subject: str, kind: str, rng: random.Random, *, asking: bool = False) -> str:
        """How a speaker names ``subject``: people by first, full or (rarely) last name."""
        if kind != "person":
            return subject
        parts = subject.split()
        if len(parts) < 2:
            return subject
        roll = rng.random()
        if roll < (0.5 if asking else 0.55):
            return parts[0]
        if roll < 0.92 or asking:
            return subject
        return parts[-1]

    @staticmethod
    def _value(slot: str, value: str, rng: random.Random, *, framed: bool) -> str:
        if not value:
            return value
        spec = SLOTS[slot]
        if spec.value == "date":
            return _say_date(value, rng)
        if spec.value == "people":
            parts = value.split()
            return parts[0] if len(parts) > 1 and rng.random() < 0.25 else value
        if spec.value == "identifier" and framed:
            return _frame_identifier(value, rng)
        return value

    @staticmethod
    def _detail(detail: str | None) -> tuple[str, str]:
        if not detail:
            return "there's a problem on their side", "the customer"
        problem, _, customer = detail.partition("|")
        return problem.strip() or "there's a problem", customer.strip() or "the customer"


FAMILY = CallsFamily()
"""The ``calls-en`` family."""
