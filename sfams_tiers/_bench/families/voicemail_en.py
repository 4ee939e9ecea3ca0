"""Voicemail transcripts at a UK and Irish property-management and maintenance firm.

The writers are the staff and contractors of Cairn Property, a letting and block
management company with offices across Scotland, Ireland, Northern Ireland, Wales and
England: letting agents, caretakers, block managers, gas engineers, the accounts girls
and lads, the office. They leave voicemails, phone calls and voice notes for each other,
and what lands in the shared inbox is the speech-to-text transcript: mostly lowercase,
thin on punctuation, run-on, full of fillers ("erm", "right so", "em"), self-corrections
("the fourteenth, no sorry, the fifteenth"), the odd transcript marker ("[voicemail
09:14]", "Call note:") and a "cheers, bye" at the end. Speakers introduce themselves
("hiya, Niamh here") and talk to the listener. Numbers are given in digits and then
often read back ("oh seven eight double four..."), email addresses spelled out after
being said ("s dot gallagher at cairnpm dot co dot uk"), and Scots and Irish turns of
phrase ("needs done", "stays at", "baltic", "grand") come through as spoken.
"""

from __future__ import annotations

import random
import re
import unicodedata
from datetime import date, timedelta
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Lexicon

__all__ = ["FAMILY", "VoicemailFamily"]

# ---------------------------------------------------------------------------------------
# The world: names and values.
# ---------------------------------------------------------------------------------------

_PEOPLE: tuple[tuple[str, str], ...] = (
    ("Siobhan Gallagher", "f"),
    ("Ciaran Doherty", "m"),
    ("Niamh Brennan", "f"),
    ("Eilidh MacLeod", "f"),
    ("Fraser Baird", "m"),
    ("Aoife Nolan", "f"),
    ("Padraig Byrne", "m"),
    ("Kasia Nowak", "f"),
    ("Tomasz Wisniewski", "m"),
    ("Chidi Okafor", "m"),
    ("Funmi Adeyemi", "f"),
    ("Tunde Bakare", "m"),
    ("Imran Qureshi", "m"),
    ("Ayesha Malik", "f"),
    ("Priya Sharma", "f"),
    ("Raj Patel", "m"),
    ("Gemma Whitfield", "f"),
    ("Dara O'Sullivan", "m"),
    ("Shauna McBride", "f"),
    ("Declan Fitzpatrick", "m"),
    ("Rhys Pritchard", "m"),
    ("Bronagh Quinn", "f"),
    ("Marek Kowalczyk", "m"),
    ("Harpreet Sandhu", "f"),
    ("Kirsty Buchanan", "f"),
    ("Jamie Lawson", "m"),
    ("Lauren Hughes", "f"),
    ("Bilal Hussain", "m"),
    ("Grainne Kavanagh", "f"),
    ("Callum Stewart", "m"),
)

_CUSTOMERS: tuple[tuple[str, str], ...] = (
    ("Calder Housing Association", "Calder Housing"),
    ("Greystone Estates", "Greystone"),
    ("Brightwater Homes", "Brightwater"),
    ("Hollis & Reid Properties", "Hollis & Reid"),
    ("Anchorage Lettings Ltd", "Anchorage"),
    ("Tolan Family Trust", "the Tolan trust"),
    ("Riverbank Student Living", "Riverbank"),
    ("Mulvaney Investments", "Mulvaney"),
    ("Kestrel Property Holdings", "Kestrel"),
)

_LEXICON = Lexicon(
    people=tuple(name for name, _ in _PEOPLE),
    projects=(
        "Willowbank",
        "Foxglove",
        "Kingfisher",
        "Larkhill",
        "Millrace",
        "Heronsgate",
        "Thornfield",
        "Bluebell",
        "Oakmere",
        "Ashgrove",
    ),
    customers=tuple(name for name, _ in _CUSTOMERS),
    teams=(
        "Lettings & Renewals",
        "Block Management",
        "Reactive Maintenance",
        "Planned Works",
        "Compliance & Safety",
        "Accounts & Rent",
        "Tenant Liaison",
        "Voids & Turnarounds",
    ),
    cities=(
        "Glasgow",
        "Edinburgh",
        "Dundee",
        "Aberdeen",
        "Inverness",
        "Stirling",
        "Belfast",
        "Derry",
        "Dublin",
        "Cork",
        "Galway",
        "Limerick",
        "Waterford",
        "Kilkenny",
        "Sligo",
        "Manchester",
        "Leeds",
        "Liverpool",
        "Bristol",
        "Cardiff",
        "Swansea",
        "Newcastle",
        "Sheffield",
        "Nottingham",
        "Leicester",
        "Norwich",
        "Plymouth",
        "Preston",
    ),
    addresses=(
        "14 Marchmont Road",
        "Flat 3/2, 118 Dumbarton Road",
        "7 Abbey Close",
        "42 Ormeau Avenue",
        "9 Rathmines Terrace",
        "Apt 12, 4 Hanover Quay",
        "63 Lisburn Road",
        "5 Rosebery Crescent",
        "101 Holloway Road",
        "28 Chapel Lane",
        "3 Mill Wynd",
        "16 Ferry Brae",
        "51 Victoria Street",
        "88 Headingley Lane",
        "2 Kelvin Drive",
        "19 St Luke's Place",
        "74 Gloucester Road",
        "10 Ballymun Road",
        "33 Clonard Gardens",
        "Flat 1, 6 Jesmond Grove",
        "47 Brunswick Square",
        "12 Orchard Way",
        "26 Bridge End",
        "8 Castle Mews",
        "140 Cowley Road",
        "15 Station Road",
        "57 Harbour View",
        "4 Thistle Court",
        "31 Blackrock Avenue",
        "23 Wellington Park",
        "66 Moseley Road",
        "9 Sandymount Green",
        "Flat 4B, 20 Byres Road",
        "72 Dalkeith Road",
    ),
    roles=(
        "letting agent",
        "caretaker",
        "property manager",
        "maintenance coordinator",
        "senior negotiator",
        "inventory clerk",
        "block manager",
        "credit controller",
        "compliance officer",
        "gas engineer",
        "area manager",
        "office manager",
        "lettings administrator",
        "handyman",
    ),
    drinks=(
        "builder's tea",
        "flat white",
        "oat milk latte",
        "black coffee",
        "Barry's tea",
        "decaf tea",
        "Irn-Bru",
        "hot chocolate",
        "peppermint tea",
        "Diet Coke",
        "cappuccino",
        "Lucozade",
        "sparkling water",
        "chai latte",
        "Americano",
    ),
    statuses=(
        "on track",
        "on hold",
        "behind schedule",
        "at risk",
        "in snagging",
        "waiting on quotes",
        "out to tender",
        "awaiting sign-off",
        "complete",
    ),
    plans=(
        "Let Only",
        "Rent Collect",
        "Fully Managed",
        "Block Essentials",
        "Block Premium",
        "Portfolio Gold",
    ),
    problems=(
        "boiler keeps losing pressure",
        "no hot water since the weekend",
        "leak under the kitchen sink",
        "door entry buzzer not working",
        "damp patch spreading in the back bedroom",
        "stairwell lights out",
        "smoke alarm chirping all night",
        "shower tray cracked and leaking",
        "living room window won't lock",
        "black mould round the bathroom window",
        "storage heaters not coming on",
        "toilet keeps running",
        "communal lift stuck between floors",
        "front door lock jammed",
        "extractor fan dead in the bathroom",
    ),
)

_GENDER = dict(_PEOPLE)
_SHORT_CUSTOMER = dict(_CUSTOMERS)
_COMPANY = ("Cairn", "Cairn Property", "the office", "Cairn lettings")

# ---------------------------------------------------------------------------------------
# Voice: intros, fillers, transcript markers, sign-offs.
# ---------------------------------------------------------------------------------------

_INTROS = (
    "hi it's {first}",
    "hiya, {first} here",
    "hello it's {full}",
    "yeah hi it's {first} again",
    "morning, it's {first}",
    "hi, {first} from {company}",
    "hi there it's {first}",
    "hey it's {first}",
    "hello, {full} calling",
    "alright it's {first}",
    "hi this is {full} from {company}",
    "hiya it's {first}, {company}",
    "hi, it's {first}, erm",
    "afternoon, {first} here",
)
_FILLERS = (
    "",
    "",
    "",
    "",
    "",
    "erm ",
    "erm, ",
    "uh ",
    "um ",
    "so ",
    "right so ",
    "em ",
    "yeah so ",
    "basically ",
    "anyway ",
    "listen, ",
)
"""Fillers at the start of a clause."""
_HESITATIONS = ("", "", "", "", "", "", "erm ", "erm, ", "uh ", "um ", "em ", "eh ")
"""Fillers in the middle of a clause."""
_MARKERS = (
    "[voicemail {hh}:{mm}] ",
    "Call note: ",
    "[VM {hh}:{mm}] ",
    "Voice note: ",
    "(voicemail, 0:{ss}) ",
    "[transcript] ",
    "Missed call, VM: ",
    "[call {hh}:{mm}] ",
    "VM from mobile: ",
    "[voice note {hh}:{mm}] ",
)
_CLOSERS = (
    "cheers",
    "thanks, bye",
    "ta",
    "speak soon, bye bye",
    "that's it, bye",
    "right, bye now",
    "cheers now",
    "thanks a million",
    "okay bye bye bye",
    "talk later",
    "nice one",
)
_ASK_LEADS = (
    "",
    "",
    "",
    "",
    "quick one, ",
    "sorry, ",
    "erm ",
    "hiya, ",
    "right, ",
    "hey, ",
    "can you check for me, ",
    "sorry to bother you, ",
)

# ---------------------------------------------------------------------------------------
# Statements. Placeholders: {hi} speaker intro, {f} a filler (fresh each time), {s} the
# subject (a name variant; a project's name; a customer's full or short name), {sp} its
# possessive, {S} its full name, {he} {He} {his} {him} pronouns, {v} {o} the new and old
# values, {av} {ao} with an article, {x} a value said by mistake and corrected, {echo}
# an identifier read back, {moved} "pushed back"/"brought forward", {t} {prob} {cust}
# for a ticket.
# ---------------------------------------------------------------------------------------

_T = tuple[str, ...]

_STATE: dict[str, _T] = {
    "city": (
        "{hi}, {f}just so you have it, {s} works out of the {v} office",
        "{s}'s based in {v}, {f}so anything up that way goes to {him}",
        "{f}{s} is {v}-based, yeah, covers the properties round there",
        "right so {s}, {he}'s in {v}, {f}that's where {he} works from",
        "{hi}, {f}{s} is over in {v} by the way, not here",
        "for your notes: {s}, {v} office",
        "{f}{s} covers {v}, that's {his} base",
        "{hi}, {s}'s desk is in {v}, {f}so if you're looking for {him} that's where {he} is",
        "{s} is working from {x}, no sorry, {v}, {f}I always mix those two up",
        "{f}oh and {s}, {v}. that's where {he}'s based",
        "you'll find {s} in the {v} branch most days",
        "{hi}, meant to say {s} operates out of {v}",
        "{f}{v}, that's {s}'s office, {he} goes in most days",
    ),
    "address": (
        "{hi}, {s}'s home address is {v}, {f}in case you need to post anything",
        "{s} lives at {v}",
        "{f}for the file, {s}: {v}",
        "{s}'s at {v}, that's the house, {f}not the office",
        "{hi}, you wanted {s}'s address, it's {v}",
        "{f}{s}, home is {v}",
        "home address for {s} is {v}, {f}I checked with {him}",
        "{s} stays at {v}",
        "{f}send it to {s} at {v}, that's {his} home",
        "{s} lives at {x}, no, sorry, {v}, {f}I was reading the wrong line",
        "{hi}, {s}'s place is {v}",
        "{f}{v}, that's where {s} lives, {he} moved in a while back",
    ),
    "role": (
        "{hi}, {s} is our {v}, {f}so go to {him} for that",
        "{s}'s {av}, {f}been with us a while",
        "{f}{s} works as {av} here",
        "{hi}, just so you know who's who, {s} is the {v}",
        "{s}'s job title is {v}",
        "{f}{s}, {v}. that's {his} role",
        "{s} does the {v} job for us",
        "{s}'s been taken on as {av}",
        "{f}{v}, that's what {s} does, {he}'s good at it",
        "{hi}, {s} is {av}, {f}not one of the contractors",
    ),
    "team": (
        "{hi}, {s}'s in {v}",
        "{s} is on the {v} team",
        "{f}{s} sits with {v}",
        "{s} works in {v}, {f}so {his} stuff goes through them",
        "{f}{s}, {v} team",
        "{hi}, {s}'s part of {v}",
        "{s} is one of the {v} lot",
        "{f}put {s} under {v}, that's {his} team",
        "{s}'s team is {v}",
        "{hi}, {s} joined {v} when {he} started, {f}still there",
    ),
    "manager": (
        "{hi}, {s} reports to {v}",
        "{s}'s line manager is {v}",
        "{f}{v} manages {s}",
        "{s} is under {v}, {f}so holidays and that go through {vhim}",
        "{hi}, {s}'s boss is {v}",
        "{f}{s} answers to {v}",
        "{v} is {s}'s manager, {f}for your records",
        "{s}, manager's {v}",
        "{f}anything about {s}, go to {v}, that's who {he} reports to",
        "{s}'s reporting line is {v}",
        "{hi}, {s} reports in to {x}, no, sorry, {v}, {f}my mistake",
    ),
    "drink": (
        "{hi}, {s} takes {v}, {f}if you're doing a run",
        "{s}'s {av} person",
        "{f}{s} drinks {v}",
        "{s} will only have {v}",
        "{hi}, when {s} comes in, {f}{v} for {him}",
        "{s} likes {v}",
        "{f}{s}'s usual is {v}",
        "get {s} {av} if you're at the shop, {f}that's {his} drink",
        "{s}, {v}, {f}always",
        "{s}'s drink is {v}",
    ),
    "phone": (
        "{hi}, {s}'s mobile is {v}",
        "{s}'s number is {v}, {f}that's {echo}",
        "{f}you can get {s} on {v}",
        "{hi}, for {s} it's {v}",
        "{s}, mob {v}",
        "{f}ring {s} on {v}, that's {his} mobile",
        "{s}'s on {v}, {echo}",
        "{hi}, {s}'s mobile, {x}, no sorry, {v}",
        "{f}text {s} on {v}",
        "Contact: {S} | M: {v}",
        "{S}, Mob: {v}",
        "{hi}, if you need {s} {his} mobile's {v}, {echo}",
    ),
    "email": (
        "{hi}, {s}'s email is {v}",
        "{s}'s email, {f}{echo}, so {v}",
        "{f}email {s} at {v}",
        "{s} is {v} on email",
        "{hi}, you can email {s} on {v}, {echo}",
        "Forwarded contact: {S} <{v}>",
        "{f}{s}'s email address is {v}",
        "{s}, {v}, {f}that's the work one",
        "{hi}, {s}'s email, {x}, no wait, {v}",
        "{f}drop {s} an email, {v}",
    ),
    "status": (
        "{hi}, {s} is {v}",
        "{f}the {s} job is {v}",
        "{s}'s {v} at the minute",
        "{hi}, update on {s}, {f}it's {v}",
        "{f}where we are with {s}: {v}",
        "the {s} refurb is {v}, {f}just so you know",
        "{s}, {v}",
        "{hi}, {f}{s}, status is {v}",
        "{f}{s} is {x}, sorry no, {v}, I'm thinking of the other one",
        "{f}spoke to the site, {s} is {v}",
    ),
    "deadline": (
        "{hi}, {s} needs done by {v}",
        "{f}deadline for {s} is {v}",
        "{s} has to be finished by {v}",
        "{s}'s due {v}",
        "{hi}, the {s} job's got to be wrapped up by {v}",
        "{f}{s}, we've got till {v}",
        "{s}, {v} is the date",
        "{hi}, {s}'s deadline, {x}, no, {v}, {f}sorry",
        "{f}handover on {s} is {v}",
        "the landlord wants {s} done by {v}",
        "{s} completion date is {v}",
    ),
    "owner": (
        "{hi}, {v} is running {s}",
        "{s} is {v}'s job",
        "{f}{v}'s leading the {s} job",
        "{hi}, {s}, {f}that's {v}'s",
        "{v} is in charge of {s}",
        "{f}anything on {s}, speak to {v}, it's {vhis} project",
        "{s} lead is {v}",
        "{v} heads up {s}",
        "{hi}, {v} owns {s}",
        "{f}{v} is project lead on the {s} refurb",
    ),
    "cost_centre": (
        "{hi}, the {s} job goes on cost code {v}",
        "{f}budget code for {s} is {v}",
        "{s}, cost centre {v}",
        "{f}charge anything for {s} to {v}",
        "{hi}, invoices for {s} against {v}, {f}that's {echo}",
        "{s}'s cost centre is {v}",
        "{f}put {s} stuff through {v}",
        "{hi}, {s} code, {x}, no sorry, {v}",
        "{f}code all the {s} spend to {v}",
        "{s} cost code {v}",
    ),
    "plan": (
        "{hi}, {s} are on {v}",
        "{f}{s} have the {v} package",
        "{s} signed up for {v}",
        "{sp} contract is {v}",
        "{hi}, {f}{s}, {v} service",
        "{f}{s} are {v} clients",
        "{s}, {v}",
        "{hi}, {s} went for {v}",
        "{f}we do {v} for {s}",
        "{s} are on our {v} package",
    ),
    "po_number": (
        "{hi}, PO for {s} is {v}",
        "{f}{sp} purchase order is {v}",
        "{s} gave us {v}, {f}stick that on the invoices",
        "{f}purchase order number for {s}, {v}, {echo}",
        "{hi}, {s} raised {v}",
        "{s}, order number {v}",
        "{f}quote {v} on anything for {s}",
        "{hi}, {sp} PO, {x}, no, {v}",
        "{sp} order number is {v}",
        "{f}invoice {s} against {v}",
    ),
    "ticket": (
        "{hi}, new job at one of {custp} units, {prob}, {f}I've logged it as {t}",
        "{f}{cust} tenant on the phone, {prob}, ref {t}",
        "{t} raised, {prob}, one of {custp} units",
        "{hi}, tenant rang, {prob}, {f}it's a {cust} flat, I've opened {t}",
        "{f}logging {t}: {prob} ({cust})",
        "{hi}, {cust} tenant says {prob}, {f}reference {t}, can someone pick it up",
        "{t} is open, {prob}, {f}{cust}",
        "{f}got a call from {cust}, {prob}, job's {t}",
        "{hi}, another one for {cust}, {prob}, {t}, {f}nobody's on it yet",
        "{f}new maintenance request {t}, {prob}, landlord's {cust}",
    ),
}

_UPDATE: dict[str, _T] = {
    "city": (
        "{hi}, {s}'s moved from {o} to {v}, {f}started there Monday",
        "{f}{s} isn't in {o} any more, {he}'s transferred to {v}",
        "update on {s}: based in {v} now, not {o}",
        "{s}'s relocated to the {v} office",
        "{f}so {s} has gone over to {v}, {he} was in {o} before",
        "{hi}, quick one, {s} is working out of {v} from now on",
        "{s}'s swapped {o} for {v}, {f}so redirect anything for {him}",
        "{f}it's {v} now for {s}, {o}'s done",
        "{hi}, {s} has been moved across to {v}",
        "ignore what I said before about {s} being in {o}, {he}'s in {v}",
    ),
    "address": (
        "{s}'s moved house, {f}new address is {v}",
        "{hi}, {s} is out of {o}, {he}'s at {v} now",
        "{f}{s} has a new address: {v}. the old one, {o}, is gone",
        "change of address for {s}, {v}",
        "{s} moved into {v} at the weekend, {f}so update that",
        "{hi}, {s}'s flitted, {f}{he}'s at {v} now",
        "{f}{s} doesn't live at {o} any more, it's {v}",
        "new home address for {s} is {v}",
        "{s}, {v} now, not {o}",
    ),
    "role": (
        "{s}'s been promoted to {v}, {f}was {ao} before",
        "{hi}, {s} is {av} now",
        "{f}{s} has moved from {o} to {v}",
        "{s}'s new title is {v}",
        "{f}so {s} isn't {ao} any more, {he}'s {av}",
        "{hi}, {s} has taken the {v} role",
        "{s}'s stepping up as {v} from Monday",
        "{f}{s}, {v} now, not {o}",
        "{s} switched over to being {av}",
    ),
    "team": (
        "{s}'s moved from {o} over to {v}",
        "{hi}, {s} is in {v} now, {f}not {o}",
        "{f}{s} has transferred to the {v} team",
        "{s} joined {v} this week, {f}left {o}",
        "{s}'s been moved into {v}",
        "{f}{s} is with {v} from now on",
        "{hi}, {s}'s swapped teams, {f}{v} now",
        "{s} has gone across to {v}",
    ),
    "manager": (
        "{s} reports to {v} now, {f}not {o}",
        "{hi}, {s}'s got a new manager, {v}",
        "{f}{s} has moved under {v}",
        "{s}'s line manager is {v} from this week",
        "{f}{o} isn't managing {s} any more, it's {v}",
        "{hi}, {s}'s been moved across, {f}{v} manages {him} now",
        "{s} answers to {v} now",
        "new reporting line for {s}: {v}",
        "{f}{v} has taken over managing {s} from {o}",
    ),
    "drink": (
        "{s}'s off {o}, {f}{he}'s on {v} now",
        "{hi}, {s} has switched to {v}",
        "{f}{s} doesn't drink {o} any more, {v} instead",
        "{s}'s gone over to {v}",
        "{s} takes {v} these days, {f}not {o}",
        "{hi}, {s} wants {v} now",
        "{f}{s}'s changed {his} order, {v}",
        "{s}'s new thing is {v}",
    ),
    "phone": (
        "{s}'s got a new number, {v}, {f}the old one's dead",
        "{hi}, {s} changed {his} mobile, it's {v} now, {f}not {o}",
        "{f}new mobile for {s}: {v}",
        "{s} is on {v} now, {echo}",
        "don't use {o} for {s}, {f}it's {v}",
        "{hi}, {s}'s number's changed to {v}",
        "{f}correction on {s}'s mobile, it's {v}",
        "{s}, new mob {v}",
    ),
    "email": (
        "{s}'s email has changed to {v}",
        "{hi}, new email for {s}, {v}, {f}the {o} one's gone",
        "{f}{s} is {v} now, not {o}",
        "{s} is using {v} from now on",
        "{f}use {v} for {s}, {echo}",
        "{hi}, {s}'s mail moved to {v}",
        "{s}'s email's been switched over, {v}",
        "{f}{o} for {s} is old, it's {v}",
    ),
    "status": (
        "{s} has gone from {o} to {v}",
        "{hi}, {s} is {v} now",
        "{f}the {s} job's {v} now, it was {o}",
        "{s} isn't {o} any more, {f}it's {v}",
        "{hi}, change on {s}: {v}",
        "{f}status on {s} has changed to {v}",
        "{s}'s now {v}",
        "{f}so {s} is {v} as of today",
        "{hi}, {s} was {o}, {f}it's {v} now",
    ),
    "deadline": (
        "{s} has been {moved} to {v}",
        "{hi}, {s}'s moved from {o} to {v}",
        "{f}new date for {s}: {v}",
        "{s}'s deadline is now {v}, {f}not {o}",
        "{hi}, they've {moved} {s} to {v}",
        "{f}{s} is now due {v}",
        "{s} won't be {o} now, {f}it's {v}",
        "{hi}, {s} date's changed, {v}",
        "{f}the {s} job: deadline {v} now",
    ),
    "owner": (
        "{v} has taken over {s} from {o}",
        "{hi}, {s} is {v}'s now, {f}not {o}'s",
        "{f}{s} has a new lead, {v}",
        "{o} has handed {s} over to {v}",
        "{hi}, {v}'s running {s} from now on",
        "{f}{s}, {v} in charge now",
        "{s} has been handed to {v}",
        "{f}{v} is leading {s} instead of {o}",
    ),
    "cost_centre": (
        "{s} has a new cost code, {v}",
        "{hi}, {s} is on {v} now, {f}not {o}",
        "{f}finance have moved {s} to {v}",
        "{s}'s cost centre changed from {o} to {v}",
        "{f}use {v} for {s} from now",
        "{hi}, don't use {o} for {s}, {f}it's {v}",
        "new budget code for {s}: {v}",
        "{f}{s}, {v} now",
    ),
    "plan": (
        "{s} have moved to {v}, {f}from {o}",
        "{hi}, {s} switched to {v}",
        "{f}{s} are on {v} now, not {o}",
        "{s} have changed over to {v}",
        "{hi}, {s} dropped {o} and went for {v}",
        "{f}{sp} package is {v} now",
        "{s} switched to {v} this month",
        "{f}new service level for {s}: {v}",
    ),
    "po_number": (
        "{s} have a new PO, {v}",
        "{hi}, {sp} PO is {v} now, {f}not {o}",
        "{f}{o} is used up for {s}, new one's {v}",
        "{s} reissued the PO as {v}",
        "{f}use {v} for {s} from now on",
        "{hi}, {s} changed their order number to {v}",
        "{f}{s}, PO changed, {v}",
        "new purchase order from {s}: {v}",
    ),
    "ticket": (
        "{hi}, {t} is in hand, {f}someone's on it now",
        "{t}, {f}the {cust} job, engineer's on site",
        "{hi}, I'm working on {t} now, {f}the {cust} one",
        "{f}{t} is in progress, contractor's booked in",
        "{t}, we've started on it, {f}parts on order",
        "{hi}, picked up {t}, {f}I'm with the tenant now",
        "{f}{t} for {cust} is being worked on",
        "{hi}, {t}: {f}plumber's there this morning",
        "update on {t}, {f}we're on it, not fixed yet",
    ),
}

_NEGATE: dict[str, _T] = {
    "city": (
        "{s}'s finished up in {o}, {f}not sure which office {he}'s going to yet",
        "{hi}, {s} isn't based in {o} any more, no word on where {he}'ll land",
        "{f}scratch {o} for {s}, {he}'s left there, TBC where {he} ends up",
        "{s} has moved on from the {o} office, {f}nothing confirmed after that",
        "{s}'s no longer working out of {o}, {f}floating for now I think",
        "don't send anything for {s} to {o}, {he}'s not there any more",
        "{hi}, {s} and {o}, that's finished, {he} left. don't know where to next",
        "{f}{s} is out of {o} now, no new base yet",
    ),
    "address": (
        "{s}'s moved out of {o}, {f}no forwarding address yet",
        "{hi}, don't post anything to {s} at {o}, {he}'s left there",
        "{f}{o} isn't {s}'s address any more, waiting on the new one",
        "{s} has given up {o}, {f}staying with family till {he} finds somewhere",
        "{s}'s not at {o} now, {f}I'll get the new address off {him}",
        "scrub {o} for {s}, {he} moved out",
        "{hi}, {s} handed back the keys at {o}, {f}don't know where {he}'s living now",
        "{f}{s} is no longer at {o}",
    ),
    "role": (
        "{s}'s no longer {ao}, {f}they're restructuring so no idea what {he}'ll be",
        "{hi}, {s} has stepped down as {o}, {f}nothing new lined up",
        "{f}{s} isn't the {o} any more",
        "{s} gave up the {o} job, {f}title's TBC",
        "{hi}, {s}'s finished as {o}",
        "{s}'s {o} role is gone, {f}{he}'s in limbo at the minute",
        "{f}don't put {s} down as {ao}, that's not right any more",
        "{s}, not {ao} now, {f}waiting to hear what {he}'s doing instead",
    ),
    "team": (
        "{s}'s left {o}, {f}not sure which team {he}'s going into",
        "{hi}, {s} isn't in {o} any more",
        "{f}{s} moved out of {o}, new team not decided",
        "{s} is no longer part of {o}",
        "{f}take {s} off the {o} list",
        "{hi}, {s}'s finished with {o}, {f}floating for now",
        "{s} and {o}, that's done, {f}TBC where {he} goes",
        "{f}{s}'s not on the {o} team now",
    ),
    "manager": (
        "{s} doesn't report to {o} any more, {f}nobody's picked {him} up yet",
        "{hi}, {o}'s stopped managing {s}, {f}TBC who's next",
        "{f}{s} isn't under {o} now, no manager assigned",
        "{s}'s reporting line to {o} has ended",
        "{hi}, {o} is no longer {s}'s manager",
        "{f}take {o} off as {s}'s manager",
        "{s} has no manager at the minute, {f}{o}'s handed {him} back",
        "{f}{s} and {o}, that reporting line's finished",
    ),
    "drink": (
        "{s}'s given up {o}, {f}not sure what {he} has now",
        "{hi}, {s} is off {o}",
        "{f}don't get {s} {ao}, {he}'s stopped",
        "{s} doesn't take {o} any more",
        "{s} has packed in the {o}",
        "{f}no more {o} for {s}",
        "{hi}, {s} is off the {o}, {f}doctor's orders apparently",
        "{f}{s}'s gone off {o}",
    ),
    "phone": (
        "{s}'s old mobile {o} is dead, {f}no new one yet",
        "{hi}, don't ring {s} on {o}, {he}'s lost the phone",
        "{f}{o} isn't {s}'s number any more",
        "{s} has cancelled {o}, {f}waiting on a new number",
        "{f}scrap {o} for {s}",
        "{hi}, {s}'s mobile {o} is disconnected",
        "{s}'s phone, {o}, {f}it's gone, {he}'s getting a new one",
        "{f}{o} is no good for {s} now",
    ),
    "email": (
        "{s}'s email {o} has been shut off, {f}no new one set up",
        "{hi}, don't email {s} at {o}, it bounces",
        "{f}{o} is dead for {s}",
        "{s} isn't on {o} any more",
        "{f}IT have disabled {o}, {s} hasn't got a replacement yet",
        "{hi}, {s}'s {o} address is gone",
        "{f}scrap {o} for {s}",
        "{s}'s old email, {o}, {f}not working now",
    ),
    "status": (
        "{s} isn't {o} any more, {f}not sure where it stands",
        "{hi}, ignore what I said about {s} being {o}, {f}that's out of date, no current status",
        "{f}{s} being {o} is wrong now, waiting to hear",
        "{s} is no longer {o}, {f}TBC",
        "{f}{s} shouldn't be down as {o}, nobody knows where it is now",
        "{hi}, {s}, not {o} now, {f}status to be confirmed",
        "{f}don't report {s} as {o}, that's not right any more",
        "{hi}, {s} was {o} but that's changed, {f}I'll find out where it is",
    ),
    "deadline": (
        "{s}'s {o} deadline is off, {f}no new date yet",
        "{hi}, forget {o} for {s}, {f}there's no date at the minute",
        "{f}{s} isn't due {o} any more, TBC",
        "{s} has no deadline now, {o}'s been scrapped",
        "{f}the {o} date for {s} is gone",
        "{hi}, {s}, {o} is off the table, {f}waiting on a new date",
        "{f}don't work to {o} on {s}",
        "{s}'s date of {o} has been pulled",
    ),
    "owner": (
        "{o} has come off {s}, {f}nobody's leading it yet",
        "{hi}, {o} isn't running {s} any more",
        "{f}{s} has no lead now, {o} stepped back",
        "{o} is off the {s} job, {f}TBC who picks it up",
        "{f}{s} isn't {o}'s any more",
        "{hi}, {o}'s handed back {s}, {f}no replacement yet",
        "{f}take {o} off as lead on {s}",
        "{s}, {o}'s finished on it",
    ),
    "cost_centre": (
        "{o} is closed for {s}, {f}no new code yet",
        "{hi}, don't charge {s} to {o} any more",
        "{f}{s}'s cost centre {o} has been shut",
        "{s} isn't on {o} now, {f}finance are sorting a new one",
        "{f}scrap {o} for {s}",
        "{hi}, {o} is frozen, {f}{s} has no code at the minute",
        "{f}nothing on {s} through {o} please",
        "{s}, {o} is dead",
    ),
    "plan": (
        "{s} have cancelled {o}, {f}not sure what they're going with",
        "{hi}, {s} aren't on {o} any more",
        "{f}{s} came off {o}, nothing signed yet",
        "{s} ended {o}, {f}talking to them about options",
        "{f}{o} for {s} is finished",
        "{hi}, {s} are off {o}, {f}TBC",
        "{f}don't bill {s} for {o}",
        "{s}, {o} is gone",
    ),
    "po_number": (
        "{sp} PO {o} has expired, {f}they're raising a new one",
        "{hi}, don't use {o} for {s}",
        "{f}{o} is cancelled, {s} has no PO right now",
        "{s} pulled {o}",
        "{f}{o} isn't valid for {s} any more",
        "{hi}, {s} closed {o}, {f}waiting on the next one",
        "{f}scrap {o} for {s}",
        "{s}, {o} is dead",
    ),
    "ticket": (
        "{hi}, {t} is back to square one, {f}ignore the last update",
        "{f}{t}, scrap what I said, it's not sorted",
    ),
}

_RESOLVE: _T = (
    "{hi}, {t} is sorted, {f}{prob}, all fixed",
    "{f}{t} closed, tenant's happy",
    "{t}, done, {f}{cust} can be told",
    "{hi}, that's {t} fixed, {f}you can close it off",
    "{t} all finished, {f}signed off by the tenant",
    "{hi}, job {t} is done and dusted",
    "{f}{t}, fixed, invoice to follow to {cust}",
    "{hi}, {t}: resolved, {f}engineer's left site",
    "{f}mark {t} as resolved please",
    "{hi}, the {cust} one, {t}, {f}that's sorted now",
)

# When the speaker talks about themself.
_FIRST: dict[str, _T] = {
    "city": (
        "{hi}, just so you know I'm working out of {v} now",
        "{hi}, {f}I'm based in {v}, if anyone's asking",
        "{hi}, I've moved offices, {f}{v} from now on",
    ),
    "address": (
        "{hi}, I've moved, {f}my new address is {v}",
        "{hi}, my home address is {v} for the file",
        "{hi}, {f}can you put me down at {v}",
    ),
    "role": (
        "{hi}, I'm {av} now, {f}got the job",
        "{hi}, {f}my title's {v}, can you update the system",
    ),
    "team": (
        "{hi}, I'm in {v} now",
        "{hi}, {f}I've been put in {v}, just so you know",
    ),
    "manager": (
        "{hi}, I report to {v} now",
        "{hi}, {f}my line manager is {v}",
    ),
    "drink": (
        "{hi}, {f}I'm on {v} these days, if you're making one",
        "{hi}, {v} for me, {f}if anyone's asking",
    ),
    "phone": (
        "{hi}, my mobile's {v}, {echo}",
        "{hi}, it's me on {v}, {f}that's my new number",
    ),
    "email": (
        "{hi}, my email is {v}, {echo}",
        "{hi}, {f}email me at {v}",
    ),
}

# ---------------------------------------------------------------------------------------
# Questions.
# ---------------------------------------------------------------------------------------

_ASK: dict[str, _T] = {
    "city": (
        "where's {s} based these days?",
        "which office is {s} working out of?",
        "{f}what city is {s} in now?",
        "is {s} still in the same office, where is that again?",
        "if I wanted to see {s} in person, which branch would I go to?",
        "where does {s} work from?",
        "remind me where {s} is located",
        "what's {s}'s base?",
        "I've got a viewing near {s}, which city is {he} in?",
        "{f}which town or city does {s} work in?",
    ),
    "address": (
        "what's {s}'s home address?",
        "need to courier something to {s}, where does {he} live these days?",
        "where does {s} live?",
        "{f}have we got a house address for {s}?",
        "sending {s} a card, what's {his} address?",
        "which street is {s} on now?",
        "{s}'s home, what's the address?",
        "can you give me the address {s} lives at?",
        "where's {s} staying these days, what's the address?",
    ),
    "role": (
        "what does {s} do here?",
        "what's {s}'s job title?",
        "{f}what's {s}'s role these days?",
        "what position is {s} in?",
        "who is {s}, like what's {his} job?",
        "what exactly does {s} do for us?",
        "remind me what {s}'s job is",
        "what's {S} employed as?",
        "what would {s}'s title be on the org chart?",
    ),
    "team": (
        "which team's {s} in?",
        "who does {s} sit with, which team?",
        "{f}what department is {s} in these days?",
        "what team does {s} belong to?",
        "is {s} still in the same team? which one is it?",
        "{s} works in which section?",
        "what team would I find {s} on?",
        "remind me which team {S} is on",
    ),
    "manager": (
        "who's {s}'s boss?",
        "who does {s} report to?",
        "who's {s}'s line manager these days?",
        "{f}who manages {s}?",
        "if I need to sign off {s}'s holidays, who do I go to?",
        "who is {s} answerable to?",
        "who's over {s}?",
        "who's in charge of {s}, manager-wise?",
    ),
    "drink": (
        "what does {s} drink?",
        "doing a run to the shop, what's {s} having?",
        "what's {s}'s usual?",
        "{f}what should I get {s} from the café?",
        "what's {s}'s drink of choice?",
        "{s}'s coming in, what do I make {him}?",
        "what does {s} like to drink?",
        "going to the shop, what does {s} want?",
    ),
    "phone": (
        "what's {s}'s mobile?",
        "have you got a number for {s}?",
        "how do I ring {s}?",
        "{f}what's the best number to get {s} on?",
        "need to text {s}, what's {his} mobile number?",
        "can you give me {s}'s mob?",
        "what number is {S} on?",
        "I need to call {s} urgently, what's {his} number?",
    ),
    "email": (
        "what's {s}'s email?",
        "how do I email {s}?",
        "{f}what email address have we got for {s}?",
        "I want to send {s} the inventory, where do I email it?",
        "what's {S}'s email address?",
        "what's the work email for {s}?",
        "where do emails for {s} go?",
        "need to copy {s} in, what's {his} email?",
    ),
    "status": (
        "how's {s} going?",
        "where are we with the {s} job?",
        "what's the status of {s}?",
        "{f}what's happening with {s}?",
        "any news on {s}, where's it at?",
        "how's the {s} refurb looking?",
        "landlord's asking about {s}, what state's it in?",
        "what's the latest on {s}?",
    ),
    "deadline": (
        "when's {s} due?",
        "what's the deadline on {s}?",
        "{f}when has the {s} job got to be finished?",
        "when are we meant to hand over {s}?",
        "what date is {s} due by?",
        "how long have we got on {s}?",
        "when does {s} need done?",
        "what's the completion date for {s}?",
    ),
    "owner": (
        "who's running {s}?",
        "who's leading the {s} job?",
        "{f}who's in charge of {s}?",
        "whose project is {s}?",
        "who do I speak to about {s}?",
        "who's the lead on {s}?",
        "who owns {s}?",
        "who's heading up the {s} refurb?",
    ),
    "cost_centre": (
        "what code do I put {s} costs against?",
        "what's the cost centre for {s}?",
        "{f}which budget code is {s} on?",
        "I've an invoice for the {s} job, what do I charge it to?",
        "what's the {s} project's budget code?",
        "what's {s} coded to?",
        "where do I book {s} spend?",
        "what's the cost code on {s}?",
    ),
    "plan": (
        "what package are {s} on?",
        "what service do we do for {s}?",
        "{f}what plan have {s} got?",
        "what level of service are {s} paying for?",
        "which contract are {s} on with us?",
        "what tier are {s} on?",
        "what did {s} sign up to?",
        "how much do we do for {s}, which package is it?",
    ),
    "po_number": (
        "what's {sp} PO number?",
        "what purchase order do I put on the {s} invoice?",
        "{f}have we got a PO for {s}?",
        "what's the order number for {s}?",
        "invoicing {s}, what PO do I quote?",
        "which PO are {s} using?",
        "what's {sp} current purchase order?",
        "what reference do {s} want on invoices, the PO?",
    ),
    "ticket": (
        "what's happening with {t}?",
        "is {t} fixed yet?",
        "{f}any update on {t}, the {cust} one?",
        "where are we with {t}?",
        "has anyone sorted {t}?",
        "what's the state of play on {t}?",
        "tenant's chasing {t}, is it done?",
        "is {t} still open?",
        "{cust} are asking about {t}, what's the latest?",
    ),
}

_ASK_VIA: dict[tuple[str, str], _T] = {
    ("manager", "city"): (
        "who's {s}'s manager and where are they based?",
        "which office is {s}'s boss in?",
        "{s}'s line manager, what city do they work from?",
        "whoever {s} reports to, where are they?",
        "I need to meet {s}'s manager, which city do I go to?",
        "where's the person {s} reports to based?",
        "who's over {s}, and which office are they in?",
    ),
    ("manager", "address"): (
        "need to courier something to {s}'s manager at home, what's the address?",
        "what's the home address of whoever {s} reports to?",
        "{s}'s boss, where do they live?",
        "where does {s}'s line manager live?",
        "sending flowers to {s}'s manager, what's their home address?",
        "who's {s}'s manager again, and what's their address?",
    ),
    ("manager", "phone"): (
        "what's the mobile for {s}'s boss?",
        "who's {s}'s manager again, and what's their number?",
        "I need to ring whoever {s} reports to, what's their mobile?",
        "{s}'s line manager, have you a number for them?",
        "how do I get hold of {s}'s manager by phone?",
        "what number is {s}'s boss on?",
    ),
    ("owner", "city"): (
        "who's leading {s} and where are they based?",
        "whoever's running the {s} job, what city are they in?",
        "which office is the {s} lead in?",
        "where's the person in charge of {s} based?",
        "the {s} project lead, where do they work from?",
        "I need to see whoever owns {s}, which office?",
    ),
    ("owner", "phone"): (
        "what's the mobile for whoever's running {s}?",
        "who's leading {s} again, and what's their number?",
        "how do I ring the {s} lead?",
        "the person in charge of the {s} job, what's their mobile?",
        "have you a number for whoever heads up {s}?",
        "need to call the {s} project lead, what's their mob?",
    ),
    ("owner", "address"): (
        "what's the home address of whoever's leading {s}?",
        "the {s} lead, where do they live?",
        "need to drop keys to the {s} project lead at home, what's the address?",
        "where does the person running {s} live?",
    ),
}
_VIA_LEAD: dict[str, _T] = {
    "manager": ("who's {s}'s manager, and ", "{s}'s boss, ", "whoever {s} reports to, "),
    "owner": ("who's leading {s}, and ", "the {s} lead, ", "whoever's running {s}, "),
}
_VIA_TAIL: dict[str, str] = {
    "city": "where are they based?",
    "address": "where do they live?",
    "phone": "what's their mobile?",
    "email": "what's their email?",
    "role": "what's their job title?",
    "team": "which team are they in?",
    "drink": "what do they drink?",
    "manager": "who do they report to?",
}

# ---------------------------------------------------------------------------------------
# Chit-chat: no fact of the schema, sometimes naming a colleague ({m}).
# ---------------------------------------------------------------------------------------

_CHATTER: _T = (
    "{hi}, {f}it's absolutely chucking it down here, I'll be a bit late",
    "{hi}, sorry, ignore my last message, I pressed the wrong button",
    "{f}you're breaking up, I'll try you again after",
    "{hi}, the van's making that noise again, {f}I'm going to limp it back to the yard",
    "{f}right so the printer's jammed again, does anyone know how to open the back of it",
    "{hi}, traffic's a nightmare on the bypass, {f}I'm sat going nowhere",
    "{hi}, just ringing to say happy Friday, {f}that's all, have a good weekend",
    "{f}did anybody see the match last night, what a shambles",
    "{hi}, I've left my lanyard in the kitchen, {f}if someone could stick it in my drawer",
    "{f}the car park barrier's stuck up again, just so you know",
    "{hi}, I'm going to be in a bit late, {f}dentist ran over",
    "{f}is there any cake left from yesterday or has it all gone",
    "{hi}, the heating in the office is roasting, {f}can someone turn it down",
    "{f}the fire alarm test is at eleven apparently, don't panic",
    "{hi}, I've no signal out here at all, {f}I'll call you when I'm back in civilisation",
    "{f}who's organising the Christmas night out, I need to know numbers",
    "{hi}, just checking you got my last message, {f}no worries if not",
    "{f}somebody's parked across the bins again, it's a joke",
    "{hi}, kids are off sick so I'm on the laptop at the kitchen table, {f}shout if you need me",
    "{f}it's baltic out there, wrap up if you're going out to viewings",
    "{hi}, I'm stuck behind a tractor, {f}be there when I'm there",
    "{f}the kettle's on the blink again, someone please buy a new one",
    "{hi}, sorry I missed your call, {f}I was up a ladder",
    "{f}anyone fancy the chippy for lunch, I'm going about one",
    "{hi}, I've got the key for the meeting room if anyone's looking",
    "{f}the office door's sticking again, give it a good shove",
    "{hi}, I'll be at the garage this morning getting the tyres done, {f}back after lunch",
    "{f}can whoever took the big stapler bring it back please",
    "{hi}, I'm doing the sponsored walk on Sunday, {f}if anybody wants to chuck in a few quid",
    "{f}the wifi's down again, I'm on my phone hotspot",
    "{hi}, got soaked at that last viewing, {f}I'm nipping home to change",
    "{f}there's a fox in the car park, just so you know, don't leave your doors open",
    "{hi}, happy birthday to whoever it is today, {f}I saw the balloons",
    "{f}the hoover's gone missing from the cleaning cupboard, any ideas",
    "{hi}, the roadworks are back on, {f}give yourself an extra twenty minutes",
    "{f}somebody's phone's been ringing on the desk all morning, can someone answer it",
    "{hi}, I'm on annual leave from tomorrow, {f}don't ring me unless the place is on fire",
    "{hi}, just a reminder it's bin day tomorrow at the office",
    "{f}I'll bring in the doughnuts on Friday, I lost the bet",
    "{hi}, sorry, I'm running about like a headless chicken today, {f}I'll get back to you",
    "{f}my battery's about to die so I'll keep this short, call you later",
    "{hi}, the snow's starting to lie up here, {f}might head off early",
    "{f}the blinds in the front office are broken again, don't pull them",
    "{hi}, I forgot my packed lunch, {f}if anyone's going to Greggs I'll give you money",
    "{f}that was a long week, roll on the weekend",
    "{hi}, I left a brolly at reception if anybody needs one",
    "{f}I'm going to the post office at two, leave anything for posting on my desk",
    "{hi}, the dog's at the vet so I'm nipping out at lunch",
    "{f}honestly the state of the motorway this morning, unreal",
    "{hi}, just to say thanks for covering yesterday, {f}much appreciated",
    "{f}quiz night's Thursday, we need a team name, suggestions welcome",
    "{hi}, can't make the team meeting, {f}I'm stuck at the other side of town",
    "{f}I've put the leftover sandwiches in the fridge, help yourselves",
    "{hi}, sorry for the voicemail essay, {f}I'll stop talking now",
    "{f}has anyone got a spare charger, mine's knackered",
    "{hi}, it's that time of year, {f}flu's going round, stay home if you're poorly",
    "{f}the radio in the van only gets the one station, I'm losing my mind",
    "{hi}, the parking warden's outside, {f}move your cars",
    "{f}I'm leaving a bit early today, parents' evening",
    "{hi}, it's only me, {f}nothing urgent, I'll try you later",
    "{f}sorry, wrong number, I meant to ring the garage, ignore this",
    "{hi}, the sun's actually out, {f}somebody take a photo",
)

_CHATTER_MENTION: _T = (
    "{hi}, can you tell {m} I found {mhis} scarf in the van",
    "{f}{m} says hi by the way, {mhe} was asking after you",
    "{f}it's {m}'s birthday Friday, we're doing a card, pop in a few quid if you want",
    "{hi}, {m} brought in those brownies again, {f}they're in the kitchen",
    "{f}has anyone seen {m}, {mhe}'s not picking up",
    "{hi}, {m} and I are away for lunch, {f}back in an hour",
    "{f}{m} was telling me about {mhis} holiday, sounds unreal",
    "{hi}, tell {m} well done on the 10k at the weekend",
    "{f}{m}'s off sick today, {mhe} sounded dreadful on the phone",
    "{hi}, {m} borrowed my tape measure and never gave it back, {f}no rush but",
    "{f}I owe {m} a tenner, remind me",
    "{hi}, {m}'s wee one was born last night, {f}both doing grand",
    "{f}{m} had a nightmare with the parking this morning, poor thing",
    "{hi}, {m} is doing the quiz on Thursday if anyone wants to team up with {mhim}",
    "{hi}, {m} recommended a mechanic, {f}I'll let you know how it goes",
    "{f}{m} fixed the kettle, absolute legend",
    "{hi}, just had a laugh with {m} about the Christmas jumpers, {f}we're doing it again",
    "{f}{m} is on the charity bake sale this year, so bring cash",
    "{hi}, {m} was saying the football's on tonight, {f}anyone going to the pub for it",
    "{f}tell {m} {mhe} left {mhis} lights on in the car park",
    "{hi}, {m}'s been a star this week, {f}just wanted that said",
    "{hi}, I think {m} has my umbrella, {f}not that it matters in this weather",
    "{f}{m} wants to know if we're still on for five-a-side",
    "{hi}, say thanks to {m} for the lift this morning",
    "{f}{m} got engaged, did you hear?",
    "{hi}, {m} is going to do the sweepstake, {f}get your names in",
    "{f}{m} and I were just saying we need a new microwave",
)

# ---------------------------------------------------------------------------------------
# Rendering helpers.
# ---------------------------------------------------------------------------------------

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
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_ORDINAL_WORDS = (
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
_DIGIT_WORDS = ("oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_SYMBOL_WORDS = {
    "-": "dash",
    "/": "stroke",
    ".": "dot",
    "@": "at",
    "_": "underscore",
    "+": "plus",
}
_TRANSLIT = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "æ": "ae", "ß": "ss"})


def _ordinal(day: int) -> str:
    if 10 <= day % 100 <= 20:
        return f"{day}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _render_date(iso: str, rng: random.Random, form: int | None = None) -> str:
    try:
        when = date.fromisoformat(iso)
    except ValueError:
        return iso
    day, month = when.day, _MONTHS[when.month - 1]
    forms = (
        f"the {_ordinal(day)} of {month}",
        f"the {_ordinal(day)} of {month}",
        f"{_ordinal(day)} {month}",
        f"{month} the {_ordinal(day)}",
        f"{_WEEKDAYS[when.weekday()]} the {_ordinal(day)} of {month}",
        f"the {_ORDINAL_WORDS[day]} of {month}",
        f"{day}/{when.month}",
        f"{day:02d}/{when.month:02d}/{when.year % 100:02d}",
        f"{_ordinal(day)} of {month} {when.year}",
        f"{_WEEKDAYS[when.weekday()][:3]} {day} {month[:3]}",
    )
    return rng.choice(forms) if form is None else forms[form % len(forms)]


def _ascii(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_TRANSLIT))
    return re.sub(r"[^a-z]", "", decomposed.encode("ascii", "ignore").decode().lower())


def _read_digits(run: str) -> str:
    words: list[str] = []
    i = 0
    while i < len(run):
        j = i
        while j < len(run) and run[j] == run[i]:
            j += 1
        count = j - i
        word = _DIGIT_WORDS[int(run[i])]
        while count >= 3:
            words.append(f"triple {word}")
            count -= 3
        if count == 2:
            words.append(f"double {word}")
        elif count == 1:
            words.append(word)
        i = j
    return " ".join(words)


def _spell(value: str, *, phone: bool = False) -> str:
    """Reads an identifier back the way people do on the phone."""
    parts: list[str] = []
    if phone:
        value = re.sub(r"[^\d+]+", " ", value.replace("(0)", ""))
    for run in re.findall(r"\d+|[A-Za-z]+|.", value):
        if run.isdigit():
            parts.append(_read_digits(run))
        elif run.isalpha():
            if run.isupper() or len(run) == 1 or run == "ie":
                parts.append(" ".join(run.lower()))
            else:
                parts.append(run)
        elif run in _SYMBOL_WORDS:
            parts.append(_SYMBOL_WORDS[run])
        elif run == " ":
            parts.append(",")
    return re.sub(r"\s+,", ",", " ".join(parts)).strip(", ")


def _mangle(value: str, rng: random.Random) -> str:
    """The identifier with one slip (a wrong digit, a wrong domain): said, then corrected."""
    digits = [i for i, ch in enumerate(value) if ch.isdigit()]
    if digits:
        i = digits[-1] if rng.random() < 0.6 else rng.choice(digits)
        wrong = str((int(value[i]) + rng.randint(1, 9)) % 10)
        return value[:i] + wrong + value[i + 1 :]
    if "@cairnpm.co.uk" in value:
        return value.replace("@cairnpm.co.uk", "@cairnpm.ie")
    if "@" in value:
        local, _, domain = value.partition("@")
        return f"{local}@cairnpm.co.uk" if domain != "cairnpm.co.uk" else f"{local}s@{domain}"
    return value + "1"


def _title(name: str) -> str:
    if _GENDER.get(name, "m") == "m":
        return "Mr"
    return "Mrs" if sum(map(ord, name)) % 3 == 0 else "Ms"


def _person(name: str, rng: random.Random, *, formal: bool = True) -> str:
    first, _, last = name.partition(" ")
    if not last:
        return name
    roll = rng.random()
    if roll < 0.45:
        return first
    if roll < 0.80 or not formal:
        return name
    if roll < 0.90:
        return f"{_title(name)} {last}"
    return last


def _customer(name: str, rng: random.Random) -> str:
    short = _SHORT_CUSTOMER.get(name)
    if short is None or rng.random() < 0.55:
        return name
    return short


def _possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _article(phrase: str) -> str:
    if not phrase:
        return phrase
    return f"an {phrase}" if phrase[0].lower() in "aeiou" else f"a {phrase}"


def _pronouns(name: str | None, prefix: str = "") -> dict[str, str]:
    male = name is None or _GENDER.get(name, "m") == "m"
    he, his, him = ("he", "his", "him") if male else ("she", "her", "her")
    return {
        f"{prefix}he": he,
        f"{prefix}He": he.capitalize(),
        f"{prefix}his": his,
        f"{prefix}him": him,
    }


def _intro(speaker: str, rng: random.Random) -> str:
    first = speaker.partition(" ")[0] or speaker
    return rng.choice(_INTROS).format(first=first, full=speaker, company=rng.choice(_COMPANY))


def _marker(rng: random.Random) -> str:
    return rng.choice(_MARKERS).format(
        hh=f"{rng.randint(7, 19):02d}", mm=f"{rng.randint(0, 59):02d}", ss=rng.randint(10, 59)
    )


class _Context(dict[str, str]):
    """Template values; ``{f}`` (mid-clause) and ``{F}`` draw a fresh filler each time."""

    def __init__(self, rng: random.Random, values: dict[str, str]) -> None:
        super().__init__(values)
        self._rng = rng

    def __missing__(self, key: str) -> str:
        if key == "f":
            return self._rng.choice(_HESITATIONS)
        if key == "F":
            return self._rng.choice(_FILLERS)
        return ""


def _tidy(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s+([,.?!:])", r"\1", text)
    text = re.sub(r",(\s*,)+", ",", text)
    text = re.sub(r"\b(erm|uh|um|em|eh)(,? \1\b)+", r"\1", text)
    return text.strip(" ,")


def _finish(text: str, rng: random.Random, *, spoken: bool) -> str:
    if spoken and rng.random() < 0.22:
        text = f"{text}, {rng.choice(_CLOSERS)}"
    if text and text[-1] not in ".?!" and rng.random() < 0.35:
        text += "."
    if rng.random() < 0.35:
        text = text[:1].upper() + text[1:]
    if spoken and rng.random() < 0.35:
        text = _marker(rng) + text
    return text


class VoicemailFamily:
    """Voicemail and call-note transcripts from a UK and Irish property-management firm.

    Letting agents, caretakers, block managers, contractors and the office leave each
    other messages; the speech-to-text comes out lowercase, run-on and lightly
    punctuated, with fillers, self-corrections, read-back numbers and spelled emails.

    Attributes:
        name: ``voicemail-en``.
        language: ``en``.
        split: ``dev``.
        lexicon: People, properties projects, landlord clients and values of the firm.
    """

    @property
    def name(self) -> str:
        """The family's name."""
        return "voicemail-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        """The writers' language."""
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """A development family."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """The names and values of the firm's world."""
        return _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh mobile, email, cost code, PO or job reference.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: Whose identifier (a person, project or customer; unused for tickets).
            rng: The only source of randomness.

        Returns:
            The identifier as the firm writes it.
        """
        if slot == "phone":
            return _phone(rng)
        if slot == "email":
            return _email(subject, rng)
        if slot == "cost_centre":
            return _cost_code(subject, rng)
        if slot == "po_number":
            return _po_number(subject, rng)
        return _job_ref(rng)

    def say(self, event: Event, rng: random.Random) -> str:
        """The transcript of what ``event.speaker`` left on the phone.

        Args:
            event: The event to put into words.
            rng: The only source of randomness.

        Returns:
            One line under 300 characters.
        """
        for _ in range(6):
            text = _finish(_say(event, rng), rng, spoken=True)
            if len(text) < 300:
                return text
        return _tidy(_say(event, rng, short=True))[:299]

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question somebody puts to the memory.

        Args:
            ask: What is asked about whom.
            rng: The only source of randomness.

        Returns:
            One line.
        """
        template = _ask_template(ask, rng)
        lead = rng.choice(_ASK_LEADS)
        if lead and template.startswith("{f}"):
            template = template[3:]
        slot = ask.via if ask.via is not None else ask.slot
        ctx = _subject_context(slot, ask.subject, ask.detail, rng, formal=True)
        text = _tidy(lead + template.format_map(_Context(rng, ctx)))
        if text.endswith("?") and rng.random() < 0.2:
            text = text[:-1]
        if rng.random() < 0.5:
            text = text[:1].upper() + text[1:]
        return text


# ---------------------------------------------------------------------------------------
# Identifiers.
# ---------------------------------------------------------------------------------------


def _phone(rng: random.Random) -> str:
    if rng.random() < 0.3:
        prefix = rng.choice(("83", "85", "86", "87", "89"))
        a, b = f"{rng.randint(100, 999)}", f"{rng.randint(0, 9999):04d}"
        return rng.choice(
            (
                f"+353 {prefix} {a} {b}",
                f"0{prefix} {a} {b}",
                f"0{prefix}-{a}-{b}",
                f"+353 (0){prefix} {a} {b}",
                f"0{prefix} {a}{b}",
            )
        )
    head = f"07{rng.choice('345789')}{rng.randint(0, 99):02d}"
    tail = f"{rng.randint(0, 999999):06d}"
    return rng.choice(
        (
            f"{head} {tail}",
            f"{head} {tail[:3]} {tail[3:]}",
            f"+44 {head[1:]} {tail}",
            f"+44 (0){head[1:]} {tail[:3]} {tail[3:]}",
            f"{head}-{tail[:3]}-{tail[3:]}",
            f"{head}.{tail[:3]}.{tail[3:]}",
            f"+44 {head[1:]} {tail[:3]} {tail[3:]}",
        )
    )


def _email(subject: str, rng: random.Random) -> str:
    first, _, last = subject.partition(" ")
    first, last = _ascii(first) or "office", _ascii(last) or _ascii(first) or "team"
    local = rng.choice(
        (
            f"{first}.{last}",
            f"{first}.{last}",
            f"{first[0]}.{last}",
            f"{first}{last[0]}",
            f"{first}_{last}",
            f"{last}.{first}",
            f"{first[0]}{last}",
            f"{first}",
        )
    )
    if rng.random() < 0.35:
        local += str(rng.randint(1, 99))
    domain = rng.choice(
        (
            "cairnpm.co.uk",
            "cairnpm.co.uk",
            "cairnpm.ie",
            "cairnproperty.co.uk",
            "mail.cairnpm.co.uk",
            "cairn-lettings.co.uk",
            "cairnpm.scot",
        )
    )
    return f"{local}@{domain}"


def _cost_code(subject: str, rng: random.Random) -> str:
    tag = (_ascii(subject)[:3] or "gen").upper()
    n = rng.randint(1000, 9999)
    return rng.choice(
        (
            f"CC-{n}",
            f"{tag}-{n}",
            f"CX/{rng.randint(100, 999)}/{rng.randint(23, 26)}",
            f"BUD-{rng.randint(10000, 99999)}",
            f"PW{n}-{tag}",
            f"CC {rng.randint(100, 999)}-{rng.randint(10, 99)}",
            f"MNT.{n}",
        )
    )


def _po_number(subject: str, rng: random.Random) -> str:
    initials = "".join(w[0] for w in re.findall(r"[A-Za-z]+", subject)[:2]).upper() or "PO"
    return rng.choice(
        (
            f"PO-{rng.randint(0, 999999):06d}",
            f"PO{rng.randint(10000, 99999)}",
            f"CPM/PO/{rng.randint(23, 26)}/{rng.randint(1000, 9999)}",
            f"{initials}-PO-{rng.randint(10000, 99999)}",
            f"4500{rng.randint(100000, 999999)}",
            f"PO {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        )
    )


def _job_ref(rng: random.Random) -> str:
    return rng.choice(
        (
            f"MR-{rng.randint(10000, 99999)}",
            f"MR-{rng.randint(10000, 99999)}",
            f"JOB-{rng.randint(1000, 9999)}",
            f"WO{rng.randint(100000, 999999)}",
        )
    )


# ---------------------------------------------------------------------------------------
# Statements and questions.
# ---------------------------------------------------------------------------------------


def _ticket_parts(detail: str | None, rng: random.Random) -> dict[str, str]:
    problem, _, customer = (detail or "").partition(" | ")
    problem = problem.strip() or "a fault"
    customer = customer.strip()
    cust = _customer(customer, rng) if customer else "the landlord"
    return {"prob": problem, "cust": cust, "custp": _possessive(cust)}


def _subject_context(
    slot: str, subject: str, detail: str | None, rng: random.Random, *, formal: bool
) -> dict[str, str]:
    kind = SLOTS[slot].subject if slot in SLOTS else "person"
    ctx: dict[str, str] = {"S": subject, "t": subject}
    if kind == "person":
        ref = _person(subject, rng, formal=formal)
        ctx.update(_pronouns(subject))
    elif kind == "customer":
        ref = _customer(subject, rng)
        ctx.update(_pronouns(None))
    else:
        ref = subject
        ctx.update(_pronouns(None))
    ctx["s"] = ref
    ctx["sp"] = _possessive(ref)
    ctx.update(_ticket_parts(detail, rng))
    return ctx


def _render_value(slot: str, value: str | None, rng: random.Random, form: int | None = None) -> str:
    if value is None:
        return ""
    pool = SLOTS[slot].value if slot in SLOTS else ""
    if pool == "date":
        return _render_date(value, rng, form)
    if pool == "people":
        return _person(value, rng, formal=False)
    return value


def _distractor(slot: str, event: Event, rng: random.Random, form: int) -> str:
    pool = SLOTS[slot].value if slot in SLOTS else ""
    value = event.value or ""
    if pool == "identifier":
        return _mangle(value, rng)
    if pool == "date":
        try:
            when = date.fromisoformat(value) + timedelta(days=rng.choice((-1, 1, 7)))
        except ValueError:
            return value
        return _render_date(when.isoformat(), rng, form)
    choices: tuple[str, ...] = getattr(_LEXICON, pool, ()) if pool else ()
    others = [c for c in choices if c not in (value, event.old, event.subject)]
    if not others:
        return ""
    return _render_value(slot, rng.choice(others), rng)


def _moved(event: Event) -> str:
    try:
        new, old = date.fromisoformat(event.value or ""), date.fromisoformat(event.old or "")
    except ValueError:
        return "moved"
    if new > old:
        return "pushed back"
    return "brought forward" if new < old else "moved"


def _templates(event: Event, rng: random.Random) -> _T:
    slot = event.slot or ""
    if event.kind == "chatter":
        if event.mention not in (None, event.speaker) and rng.random() < 0.75:
            return _CHATTER_MENTION
        return _CHATTER
    if event.kind == "resolve":
        return _RESOLVE
    if (
        event.kind in ("state", "update")
        and slot in _FIRST
        and event.subject == event.speaker
        and rng.random() < 0.9
    ):
        return _FIRST[slot]
    table = {"state": _STATE, "update": _UPDATE, "negate": _NEGATE}.get(event.kind, _STATE)
    found = table.get(slot, ())
    if event.old is None:
        found = tuple(t for t in found if "{o}" not in t and "{ao}" not in t)
    if found:
        return found
    if event.kind == "negate":
        return ("{hi}, {f}{s}, {o}, that's not right any more",)
    return ("{hi}, {f}note for {s}: {v}",)


def _clause_fillers(template: str) -> str:
    """Fillers that open the line or follow the intro may be discourse markers."""
    if template.startswith("{f}"):
        template = "{F}" + template[3:]
    return template.replace("{hi}, {f}", "{hi}, {F}")


def _say(event: Event, rng: random.Random, *, short: bool = False) -> str:
    templates = _templates(event, rng)
    template = _clause_fillers(templates[0] if short else rng.choice(templates))
    ctx: dict[str, str] = {"hi": _intro(event.speaker, rng)}
    if event.kind == "chatter":
        if "{m}" in template and event.mention is not None:
            ctx["m"] = _person(event.mention, rng, formal=False)
            ctx.update(_pronouns(event.mention, "m"))
        return _tidy(template.format_map(_Context(rng, ctx)))
    slot = event.slot or ""
    subject = event.subject or ""
    ctx.update(_subject_context(slot, subject, event.detail, rng, formal=True))
    if slot == "ticket" or SLOTS.get(slot) is None or SLOTS[slot].subject == "ticket":
        ctx["t"] = subject
    form = rng.randrange(10)
    v = _render_value(slot, event.value, rng, form)
    o = _render_value(slot, event.old, rng)
    ctx.update(
        {
            "v": v,
            "o": o,
            "av": _article(v),
            "ao": _article(o),
            "x": _distractor(slot, event, rng, form) if "{x}" in template else "",
            "echo": _spell(event.value or event.old or "", phone=slot == "phone")
            if "{echo}" in template
            else "",
            "moved": _moved(event),
        }
    )
    if SLOTS.get(slot) is not None and SLOTS[slot].value == "people":
        ctx.update(_pronouns(event.value or event.old, "v"))
    if "{x}" in template and not ctx["x"]:
        template = _clause_fillers(templates[0])
    return _tidy(template.format_map(_Context(rng, ctx)))


def _ask_template(ask: Ask, rng: random.Random) -> str:
    if ask.via is not None:
        found = _ASK_VIA.get((ask.via, ask.slot))
        if found:
            return rng.choice(found)
        lead = rng.choice(_VIA_LEAD.get(ask.via, _VIA_LEAD["manager"]))
        return lead + _VIA_TAIL.get(ask.slot, f"what's their {ask.slot.replace('_', ' ')}?")
    found = _ASK.get(ask.slot)
    if found:
        return rng.choice(found)
    return f"what's the {ask.slot.replace('_', ' ')} for {{s}}?"


FAMILY = VoicemailFamily()
"""The family instance the suite loads."""
