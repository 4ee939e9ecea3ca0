"""Phrasing family ``texts-en``: phone texts and WhatsApp groups of a family building firm.

The writers are the people of a small, family-run building and landscaping business
(the Bothas and their crews) with sites around Cape Town, Durban, Perth and Brisbane.
They text on their phones between jobs: mostly lowercase, dropped punctuation,
abbreviations (thx, tmrw, b4, pls, ur, asap, fyi, nvm, addy), emojis, transcribed voice
notes (``[voice note] ...``), forwarded messages (``Fwd: ...``) and a mix of South African
(lekker, howzit, eish, ja, shot, bru, sharp sharp, sawubona) and Australian (arvo,
reckon, mate, smoko, sweet as, ta) slang. Names keep the capital letter the phone's
autocorrect gives them; phone numbers are written in blocks (``082 555 0134``,
``0412 345 678``), dates the South African / Australian way (``17 May``, ``17/05``,
``fri 17 may``).

Facts arrive casually between the noise of the group chat: "ja so Thandi's moved to the
paving crew now", "new number for Sipho 071 ...", "pls note PO for Marula Lodge is ...".
A person writing about themselves still signs the text ("its Sipho here, ..."), the
way people do in a group where not every number is saved.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "TextsFamily"]

# ---------------------------------------------------------------------------------------
# The world: names and values.
# ---------------------------------------------------------------------------------------

_PEOPLE_AND_PRONOUNS: tuple[tuple[str, str], ...] = (
    ("Thandi Mokoena", "f"),
    ("Sipho Dlamini", "m"),
    ("Pieter van Wyk", "m"),
    ("Annelie Botha", "f"),
    ("Johan Steyn", "m"),
    ("Lindiwe Khumalo", "f"),
    ("Bongani Mthembu", "m"),
    ("Riaan Pretorius", "m"),
    ("Nomsa Ndlovu", "f"),
    ("Kagiso Molefe", "m"),
    ("Faiza Adams", "f"),
    ("Ruan Coetzee", "m"),
    ("Zanele Shabalala", "f"),
    ("Priya Naidoo", "f"),
    ("Yusuf Ebrahim", "m"),
    ("Shannon Kelly", "f"),
    ("Brodie Walsh", "m"),
    ("Kirra Thompson", "f"),
    ("Darren Nguyen", "m"),
    ("Mick Papadopoulos", "m"),
    ("Tegan Moore", "f"),
    ("Hamish Reid", "m"),
    ("Jess Whitaker", "f"),
    ("Liam Fitzgerald", "m"),
)

_LEXICON = Lexicon(
    people=tuple(name for name, _ in _PEOPLE_AND_PRONOUNS),
    projects=(
        "Greenview",
        "Kingfisher Rise",
        "Bluegum Estate",
        "Harbourside",
        "Protea Park",
        "Saltbush",
        "Jacaranda Court",
        "Milkwood",
    ),
    customers=(
        "Seapoint Properties",
        "Bayside Strata",
        "Marula Lodge",
        "Coral Tree Holdings",
        "Kestrel Homes",
        "Sandgate Retirement Village",
        "Umdoni Holiday Flats",
    ),
    teams=(
        "paving crew",
        "irrigation team",
        "softscaping crew",
        "brickwork gang",
        "roofing crew",
        "back office",
        "maintenance crew",
        "decking crew",
    ),
    cities=(
        "Cape Town",
        "Durban",
        "Perth",
        "Brisbane",
        "Stellenbosch",
        "Paarl",
        "Somerset West",
        "Bellville",
        "Milnerton",
        "Hermanus",
        "Umhlanga",
        "Ballito",
        "Pinetown",
        "Westville",
        "Pietermaritzburg",
        "Fremantle",
        "Joondalup",
        "Mandurah",
        "Rockingham",
        "Bunbury",
        "Ipswich",
        "Toowoomba",
        "Redcliffe",
        "Caboolture",
    ),
    addresses=(
        "14 Kloof Street",
        "9 Buitengracht Street",
        "31 Main Road",
        "108 Voortrekker Road",
        "27 Florida Road",
        "63 Musgrave Road",
        "4 Ridge Road",
        "12 Dorp Street",
        "22 Rhodes Avenue",
        "5 Bree Street",
        "88 Long Street",
        "16 Lagoon Drive",
        "3 Chartwell Drive",
        "40 Ocean View Drive",
        "11 Marine Drive",
        "72 Helderberg Road",
        "18 Lambert Road",
        "29 Windermere Road",
        "42 Stirling Highway",
        "7 Hay Street",
        "15 Oxford Street",
        "88 Wickham Terrace",
        "3 Boundary Street",
        "56 Beaufort Street",
        "12 Marine Parade",
        "19 Canning Highway",
        "34 Albany Highway",
        "9 Vulture Street",
        "61 Given Terrace",
        "25 Oxley Road",
        "140 Scarborough Beach Road",
        "6 Kitchener Road",
        "77 Waterworks Road",
        "2 Racecourse Road",
    ),
    roles=(
        "site foreman",
        "labourer",
        "plant operator",
        "estimator",
        "bookkeeper",
        "landscape designer",
        "quantity surveyor",
        "irrigation tech",
        "site supervisor",
        "bricklayer",
        "leading hand",
        "apprentice",
        "office admin",
    ),
    drinks=(
        "rooibos tea",
        "flat white",
        "Milo",
        "Coke Zero",
        "Red Bull",
        "long black",
        "Five Roses tea",
        "Ricoffy",
        "ginger beer",
        "iced coffee",
        "chai latte",
        "Castle Lite",
        "cappuccino",
    ),
    statuses=(
        "on hold",
        "waiting on council",
        "snagging",
        "handed over",
        "waiting on materials",
        "behind schedule",
        "on track",
        "rained out",
    ),
    plans=(
        "monthly garden care",
        "quarterly service",
        "platinum maintenance",
        "weekly full service",
        "annual check-up",
        "basic mow and edge",
    ),
    problems=(
        "irrigation timer not switching on",
        "cracks in the new paving",
        "gate motor keeps tripping",
        "water pooling by the retaining wall",
        "lawn dying off in patches",
        "deck boards lifting",
        "gutter overflowing onto the patio",
        "borehole pump making a noise",
        "sprinkler heads snapped",
        "pavers sinking near the driveway",
        "garage roof leaking",
        "fence panels blown over",
    ),
)

_PRONOUNS: dict[str, tuple[str, str, str]] = {
    name: (("she", "her", "her") if g == "f" else ("he", "his", "him"))
    for name, g in _PEOPLE_AND_PRONOUNS
}
_NEUTRAL = ("they", "their", "them")
_PEOPLE_SET = frozenset(_LEXICON.people)

_PERSON_SLOTS = frozenset({"city", "address", "role", "team", "manager", "drink", "phone", "email"})
_PEOPLE_VALUED = frozenset({"manager", "owner"})

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

# ---------------------------------------------------------------------------------------
# Statements about people (third person). Keys: s subject, v value, o old value,
# he/his/him the subject's pronouns, vhe the value person's pronoun.
# ---------------------------------------------------------------------------------------

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "ja so {s}'s based in {v} fyi",
        "fyi {s} is working out of {v}",
        "{v} is {s}'s base, just so everyone knows",
        "for the roster: {s} - {v}",
        "just confirming {s} is {v} based 👍",
        "{s} → {v} (home base)",
        "remember {s} is in {v}, so dont put {him} on the far jobs",
        "howzit all, {s} is {v} side",
        "{s} works from {v} btw, keep that in mind for the call outs",
        "{s} is one of our {v} people",
    ),
    "address": (
        "{s}'s address for the payslips is {v}",
        "addy for {s}: {v}",
        "{s} lives at {v} fyi",
        "pls note home address for {s} - {v}",
        "if u need to drop the tools at {s}'s place its {v}",
        "{v} is where {s} stays",
        "{s} stays at {v}, the one with the green gate",
        "for the file: {s} - home - {v}",
        "{s}'s place is {v} if anyone's fetching {him} in the morning",
        "home addy {s} = {v}",
    ),
    "role": (
        "{s} is our {v}",
        "just so everyone knows, {s} is the {v}",
        "for the staff list: {s} - {v}",
        "{v} is {s}, ask {him} if ur stuck",
        "{s} does the {v} work for us",
        "ja {s}'s been taken on as {v} 👷",
        "{s} is on the team as {v} fyi",
        "reminder {s} is the {v}, so {he} signs the timesheets",
        "{s} - job title {v}",
    ),
    "team": (
        "{s} is with the {v}",
        "{s}'s on the {v}",
        "fyi {s} is part of the {v}",
        "roster: {s} on {v}",
        "put {s} down under {v}",
        "{s} works with the {v} guys",
        "{v} has got {s}, so check with {him} on that side",
        "{s} belongs to the {v}, not the other lot",
        "{s} sits with {v}",
    ),
    "manager": (
        "{s} reports to {v}",
        "{s}'s boss is {v}",
        "{s} gets {his} jobs from {v} on site",
        "{v} is {s}'s supervisor fyi",
        "{s} falls under {v}",
        "{s} works under {v}",
        "{v} is responsible for {s}, leave requests go to {vhim}",
        "{s}'s line manager is {v}",
        "{s} takes {his} instructions from {v}",
    ),
    "drink": (
        "{s} drinks {v}",
        "{s} likes {v} if ur doing a coffee run",
        "{s}'s order is always {v}",
        "for {s} get {v}",
        "{v} for {s} pls, thats {his} drink",
        "{s} is a {v} person",
        "ja {s} only takes {v}",
        "{s}: {v}, dont bother with anything else 😂",
        "fyi {s} lives on {v}",
    ),
    "phone": (
        "{s}'s number is {v}",
        "number for {s} {v}",
        "pls save {s} {v}",
        "{s} cell {v}",
        "fyi {s}'s mobile - {v}",
        "{v} is {s}, save it",
        "u can get hold of {s} on {v}",
        "{s} - {v} (whatsapp too)",
        "if u need {s} urgently call {v}",
        "{s} no. is {v}",
    ),
    "email": (
        "{s}'s email is {v}",
        "email for {s}: {v}",
        "u can email {s} on {v}",
        "send {s} the quotes on {v}",
        "{v} is {s}'s email",
        "pls cc {s} on {v}",
        "{s} uses {v} for everything, send there",
        "{s} email → {v}",
        "for invoices to {s} use {v}",
    ),
    "status": (
        "{s} is {v}",
        "{s} job - {v}",
        "quick update on {s}: {v}",
        "{s} site is {v} atm",
        "ja {s}'s {v}",
        "status {s}: {v}",
        "{s}? {v}. fyi",
        "where we are with {s}: {v}",
        "so {s} is {v}, just so u all know",
    ),
    "deadline": (
        "{s} deadline is {v}",
        "{s} must be done by {v}",
        "client wants {s} finished {v}",
        "{s} handover {v}",
        "we've got till {v} for {s}",
        "{v} is the date for {s}",
        "reminder {s} due {v}",
        "{s} has to be wrapped up by {v}",
        "{s} - finish date {v}, no excuses 😅",
    ),
    "owner": (
        "{v} is running {s}",
        "{s} is {v}'s job",
        "{v} is in charge of {s}",
        "{s} - {v} is lead",
        "talk to {v} about {s}, {vhe}'s running it",
        "{v} looks after {s}",
        "{s} is under {v}",
        "{v}'s got {s}",
        "lead on {s} is {v}",
    ),
    "cost_centre": (
        "pls book {s} to {v}",
        "cost centre for {s} is {v}",
        "{s} costs go on {v}",
        "{v} = {s}",
        "all {s} invoices on {v} pls",
        "{s} job number {v}",
        "fyi {s} cost code {v}",
        "{s} - budget code {v}",
        "put {v} on anything u buy for {s}",
    ),
    "plan": (
        "{s} is on {v}",
        "{s} signed up for {v}",
        "{s} has the {v} plan",
        "{v} for {s}",
        "{s} - {v}",
        "{s} is a {v} client",
        "fyi {s} pays for {v}",
        "{s} took the {v} package",
    ),
    "po_number": (
        "pls note PO for {s} is {v}",
        "{s} PO {v}",
        "PO number {s}: {v}",
        "{s} sent their PO - {v}",
        "invoice {s} against {v}",
        "{v} is the PO for {s}",
        "purchase order {v} from {s}",
        "{s} order no. {v}, put it on the invoice",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "ja so {s}'s moved to {v} now, not {o} anymore",
        "{s} relocated from {o} to {v} this week",
        "update: {s} is {v} based now",
        "eish forgot to say, {s} moved over to {v} 🚚",
        "{s} swapped {o} for {v}, working from there from monday",
        "heads up {s} is now in {v}. pls update the list",
        "{s} has gone {v} side now, {o} will have to manage without {him}",
        "correction - {s} works from {v} now, not {o}",
        "{s} packed up and moved to {v} 😅",
        "{s} in {v} from now on mate",
    ),
    "address": (
        "{s} moved house, new addy is {v}",
        "{s} is at {v} now, not {o}",
        "new address for {s}: {v} (moved out of {o})",
        "ja {s}'s moved to {v} this weekend 📦",
        "update {s}'s address pls -> {v}",
        "{s} doesn't stay at {o} anymore, it's {v} now",
        "pick up for {s} is now {v}, {he} moved",
        "{s} finally moved! {v} is the new place 🏠",
        "{s} left {o}, staying at {v} now",
    ),
    "role": (
        "{s} got promoted to {v} 🎉",
        "{s} is {v} now, not {o} anymore",
        "big up to {s}, stepping up from {o} to {v}",
        "from this week {s} is {v}",
        "{s}'s job title changed to {v}, pls update the system",
        "{s} moved from {o} to {v}",
        "{s} taking over as {v}, {he}'s done with {o}",
        "ja {s} is now {v} fyi",
        "{s} switched over to {v}",
    ),
    "team": (
        "ja so {s}'s moved to the {v} now",
        "{s} switched from {o} to {v}",
        "{s} is on {v} from monday, not {o}",
        "shuffle: {s} -> {v}",
        "{o} lost {s} to the {v} 😂",
        "{s}'s been moved over to the {v}",
        "pls note {s} now sits with the {v}",
        "{s} joined the {v}, left the {o}",
        "{s} transferring to {v} this week",
    ),
    "manager": (
        "{s} reports to {v} now, not {o}",
        "{s} moved under {v}",
        "ja so {s}'s boss is {v} from now",
        "{o} handed {s} over to {v}",
        "new setup: {s} reports to {v}",
        "{s} is under {v} now fyi",
        "from monday {s} reports to {v} instead of {o}",
        "{v} is taking over {s} from {o}",
        "{s}'s new supervisor is {v}",
    ),
    "drink": (
        "{s}'s off {o}, {he} drinks {v} now",
        "{s} switched to {v}",
        "{s} wants {v} these days, not {o}",
        "new order for {s}: {v}",
        "{s} is on {v} now lol",
        "eish {s} went from {o} to {v}, doctor's orders",
        "{s} prefers {v} now fyi",
        "dont get {s} {o} anymore, {he}'s into {v}",
        "{s} converted to {v} 🙄",
    ),
    "phone": (
        "{s} has a new number: {v}",
        "{s} changed numbers, its {v} now",
        "new no. for {s} {v}, the old one's dead",
        "{s}'s phone got stolen, new sim {v}",
        "{s} is on {v} now, not {o}",
        "pls update {s}'s number to {v}",
        "ignore {o} for {s}, use {v}",
        "{s} lost {his} phone, new number {v}",
        "new number for {s} {v} pls save",
    ),
    "email": (
        "{s} has a new email {v}",
        "{s}'s email changed to {v}",
        "use {v} for {s} now, not {o}",
        "{s} moved to {v}, old one is full",
        "pls update {s}'s email → {v}",
        "{s} not checking {o}, use {v}",
        "new email for {s}: {v}",
        "{s} got a new address for mails - {v}",
    ),
    "status": (
        "{s} now {v}",
        "{s} went from {o} to {v}",
        "update {s}: {v} (was {o})",
        "eish {s} is {v} now",
        "{s} is officially {v}",
        "ok so {s} is {v} now, no longer {o}",
        "{s}: {v} as of today",
        "heads up on {s}, it's {v} now",
        "{s} changed to {v}",
    ),
    "deadline": (
        "{s} deadline moved to {v}",
        "{s} now due {v}, not {o}",
        "client pushed {s} to {v}",
        "{s} brought forward to {v} 😬",
        "new date for {s}: {v}",
        "{s} got an extension, till {v} now",
        "{s} must be done {v} now",
        "change of plan, {s} finishes {v} instead of {o}",
    ),
    "owner": (
        "{v} taking over {s} from {o}",
        "{s} is {v}'s now, not {o}'s",
        "{o} handed {s} to {v}",
        "new lead on {s}: {v}",
        "{v} is running {s} from now",
        "{s} moved to {v}",
        "ja so {v}'s got {s} now",
        "{v} in charge of {s} from today",
    ),
    "cost_centre": (
        "{s} cost centre changed to {v}",
        "book {s} to {v} now, not {o}",
        "new code for {s}: {v}",
        "{s} moved to {v}, pls update",
        "accounts say {s} is {v} from now",
        "{o} closed, {s} goes on {v}",
        "{s} costs now go to {v}",
    ),
    "plan": (
        "{s} upgraded to {v}",
        "{s} moved to {v} from {o}",
        "{s} changed over to {v}",
        "{s} on {v} now, not {o}",
        "{s} switched plans → {v}",
        "{s} went {v}",
        "{s} dropped {o} and took {v}",
    ),
    "po_number": (
        "{s} new PO {v}",
        "{s} sent a new PO, {v}, old one {o} is done",
        "use {v} for {s} now, not {o}",
        "{s} PO changed → {v}",
        "replace {o} with {v} for {s}",
        "{s} reissued their order, PO is {v} now",
    ),
}

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} isn't in {o} anymore, not sure where {he}'s landing yet",
        "fyi {s} left {o}, new base tbc",
        "{s} no longer working out of {o}",
        "scratch {o} for {s}, {he}'s moved on from there. will let u know where",
        "{s} not {o} based anymore 🤷",
        "pls take {s} off the {o} list, {he}'s not there no more",
        "{o} is no longer {s}'s base, dunno where {he}'ll end up",
    ),
    "address": (
        "{s} moved out of {o}, no new addy yet",
        "dont send anything to {o} for {s}, {he}'s not there anymore",
        "{s} no longer at {o} fyi. will get the new one",
        "{o} is old for {s}, {he} moved out. new address tbc",
        "take {o} off {s}'s file, {he} left there",
        "eish {s}'s not staying at {o} anymore, busy looking for a place",
    ),
    "role": (
        "{s} is no longer {o}",
        "{s}'s stepped down as {o}, nothing new for {him} yet",
        "{s} not doing {o} anymore",
        "fyi {o} is not {s}'s job anymore, we'll sort out what {he} does next",
        "{s} done as {o} as of today",
        "take {s} off as {o} on the list pls",
    ),
    "team": (
        "{s} is off the {o} now, not sure which team yet",
        "{s} no longer with the {o}",
        "{s} left the {o}",
        "{o} without {s} from today, {he}'s not with them anymore",
        "take {s} off {o} pls",
        "{s}'s done with the {o} - placement tbc",
    ),
    "manager": (
        "{s} no longer reports to {o}",
        "{s} not under {o} anymore, we'll sort out who {he} answers to",
        "{o} isn't {s}'s boss anymore",
        "fyi {o} is done supervising {s}",
        "{s} has stopped reporting to {o}, new boss tbc",
        "take {o} off as {s}'s manager pls",
    ),
    "drink": (
        "{s} stopped drinking {o}",
        "{s} doesn't want {o} anymore",
        "no more {o} for {s}, {he} gave it up",
        "{s} is off {o} now, not sure what {he} wants",
        "fyi dont get {s} {o} next time, {he}'s done with it",
        "{s} quit {o} 😅",
    ),
    "phone": (
        "{s}'s number {o} isn't working anymore",
        "dont use {o} for {s}, its disconnected",
        "{s} doesn't have {o} anymore",
        "{o} no longer {s}'s number, waiting for the new one",
        "{s}'s {o} is dead, phone got nicked",
        "delete {o} for {s} pls, not {his} number anymore",
    ),
    "email": (
        "{s}'s {o} email is bouncing",
        "dont email {s} on {o} anymore",
        "{o} is dead for {s}",
        "{s} closed {o}, new one tbc",
        "{s} no longer uses {o}",
        "mails to {o} aren't getting to {s} anymore, stop using it",
    ),
    "status": (
        "{s} is not {o} anymore",
        "{s} no longer {o}, will confirm where it stands",
        "scratch {o} for {s}",
        "{s} isnt {o} anymore fyi, status tbc",
        "take {s} off {o}",
        "{o} is over for {s}, still figuring out what's next",
    ),
    "deadline": (
        "{s} deadline of {o} is off, no new date yet",
        "{o} no longer the date for {s}",
        "forget {o} for {s}, client will give a new date",
        "{s} isnt due {o} anymore, tbc",
        "{s} - {o} deadline is cancelled",
        "no rush on {s}, {o} is scrapped",
    ),
    "owner": (
        "{o} is off {s}, lead tbc",
        "{o} not running {s} anymore",
        "{s} has no lead, {o} stepped off",
        "{o} no longer in charge of {s}",
        "{o} handed back {s}, need someone new",
        "{s} isnt {o}'s job anymore fyi",
    ),
    "cost_centre": (
        "{o} closed for {s}, dont book to it",
        "{s} no longer on {o}",
        "stop using {o} for {s}",
        "{o} isnt {s}'s code anymore, wait for the new one",
        "{s} - {o} cancelled",
        "accounts killed {o} for {s}",
    ),
    "plan": (
        "{s} cancelled {o}",
        "{s} no longer on {o}",
        "{s} dropped {o}, not sure what theyre doing",
        "{o} stopped for {s}",
        "{s} not paying for {o} anymore",
        "{s} ended their {o}",
    ),
    "po_number": (
        "{s} cancelled {o}, dont use it",
        "{o} no longer valid for {s}",
        "dont invoice {s} on {o}",
        "{s} pulled {o}, waiting for a new PO",
        "{o} is expired for {s}",
        "{s} says {o} is closed on their side",
    ),
}

# ---------------------------------------------------------------------------------------
# Statements by the subject about themselves (signed with {me}, the first name).
# ---------------------------------------------------------------------------------------

_SELF: dict[tuple[str, str], tuple[str, ...]] = {
    ("city", "state"): (
        "hi all {me} here, im based in {v} fyi",
        "{me} here - working from {v} 👍",
        "just so u know im in {v} (its {me})",
    ),
    ("city", "update"): (
        "hey its {me}, ive moved to {v}, not in {o} anymore",
        "{me} here, relocated to {v} this wk",
        "guys its {me} - moved up to {v} now 🙌",
    ),
    ("city", "negate"): (
        "{me} here, im not in {o} anymore, sorting out where next",
        "its {me}, left {o} 🙈 will update when i know",
    ),
    ("address", "state"): (
        "{me} here, my address is {v} for the payslips",
        "hi its {me}, i stay at {v} if u need to drop stuff",
    ),
    ("address", "update"): (
        "its {me}, i moved! new addy {v} (not {o} anymore)",
        "{me} here - pls update my address to {v}",
    ),
    ("address", "negate"): (
        "{me} here, ive moved out of {o}, will send new addy when sorted",
        "hey its {me}, im not at {o} anymore fyi",
    ),
    ("role", "state"): (
        "{me} here, im the {v} btw",
        "hi guys, {me} - {v} 👋",
    ),
    ("role", "update"): (
        "{me} here, got the {v} job 🙌 no more {o} for me",
        "its {me}, im {v} now",
    ),
    ("role", "negate"): (
        "{me} here, im not {o} anymore",
        "its {me}, stepped down as {o}",
    ),
    ("team", "state"): (
        "{me} here, im with the {v}",
        "hi its {me} from the {v} 👋",
    ),
    ("team", "update"): (
        "{me} here - im on the {v} now, moved from {o}",
        "its {me}, joined the {v} this wk",
    ),
    ("team", "negate"): (
        "{me} here, im not on the {o} anymore",
        "its {me}, left the {o}, waiting to hear where im going",
    ),
    ("manager", "state"): (
        "{me} here, i report to {v}",
        "hi its {me}, {v} is my boss",
    ),
    ("manager", "update"): (
        "{me} here, im under {v} now, not {o}",
        "its {me} - {v} is my new boss 👍",
    ),
    ("manager", "negate"): (
        "{me} here, i dont report to {o} anymore",
        "its {me}, {o} is not my boss no more",
    ),
    ("drink", "state"): (
        "{me} here, {v} for me pls",
        "its {me} - i drink {v} btw",
    ),
    ("drink", "update"): (
        "{me} here, {v} for me now, im off {o}",
        "its {me}, switched to {v}",
    ),
    ("drink", "negate"): (
        "{me} here, no more {o} for me pls",
        "its {me}, im off {o}",
    ),
    ("phone", "state"): (
        "hi all its {me}, my number is {v} pls save",
        "{me} here, this is my number {v}",
        "its {me} on {v}, save me",
    ),
    ("phone", "update"): (
        "hey its {me}, new number {v} pls save, {o} is dead",
        "{me} here - changed my number, now {v}",
    ),
    ("phone", "negate"): (
        "{me} here, {o} isnt my number anymore",
        "its {me}, my {o} sim is dead, will send new number",
    ),
    ("email", "state"): (
        "{me} here, my email is {v}",
        "its {me}, send stuff to {v} pls",
    ),
    ("email", "update"): (
        "{me} here, new email {v}, stop using {o}",
        "its {me} - use {v} for me now",
    ),
    ("email", "negate"): (
        "{me} here, dont use {o} for me anymore",
        "its {me}, {o} is closed",
    ),
}

# ---------------------------------------------------------------------------------------
# Callback ("ticket") lines. Keys: t ticket id, prob problem, cust customer, me speaker.
# ---------------------------------------------------------------------------------------

_TICKET_OPEN = (
    "new callback {t} - {cust}: {prob}",
    "{cust} called, {prob}. logged as {t}",
    "{t} opened for {cust} - {prob} 😩",
    "Fwd: {cust} complaint, {prob}. ref {t}",
    "pls someone look at {t}, {cust} says {prob}",
    "logged {t}: {prob} ({cust})",
    "eish {cust} again - {prob}. ticket {t}",
    "callback {t} just came in, {cust}, {prob}",
)
_TICKET_WORKING = (
    "on {t} now, {prob} at {cust}",
    "{t} in progress, busy with it",
    "{t} - busy at {cust} with it ({prob})",
    "{me} busy with {t} today",
    "started on {t}, {cust} knows we're coming",
    "{t} being worked on, guys on site at {cust}",
    "picked up {t}, will shout when done",
)
_TICKET_DONE = (
    "{t} sorted ✅",
    "{t} done at {cust} ({prob}) 👍",
    "closed {t}, {cust} happy",
    "{t} resolved 👍",
    "sorted {cust} out ({prob}), {t} can close",
    "{t} all done, lekker",
    "{cust} signed off {t} 🙌",
)
_TICKET_UNDONE = (
    "{t} is not {ostate} anymore fyi",
    "scratch that, {t} isnt {ostate}",
    "{t} - no longer {ostate}, will update",
)
_TICKET_REOPEN = (
    "reopening {t}, {cust} says its happening again ({prob})",
    "{t} not sorted after all 😩",
    "eish {t} isnt fixed, {cust} called again",
)
_TICKET_PAUSED = (
    "nobody on {t} right now, pulled the guys off",
    "{t} on pause, not being worked on atm",
)

# ---------------------------------------------------------------------------------------
# Questions. Single-hop ones may use the name; the noun-phrase ones ({who}) also work
# for "whoever runs Greenview".
# ---------------------------------------------------------------------------------------

_ASK_ONE: dict[str, tuple[str, ...]] = {
    "city": (
        "which town is {s} in these days?",
        "where's {s} operating from now?",
        "{s} - which city again?",
        "remind me where {s} is stationed?",
        "what part of the world is {s} in now 😂",
        "is {s} local or in another town?",
        "where would i find {s}, which branch?",
    ),
    "address": (
        "what's {s}'s home address?",
        "anyone got {s}'s addy?",
        "where does {s} stay? need to drop off {his} payslip",
        "where does {s} live again",
        "need the street address for {s} pls",
        "whats {s}'s street and house no.?",
    ),
    "role": (
        "what does {s} do for us?",
        "what's {s}'s job title?",
        "what's {s}'s position again?",
        "what does {s} actually do on site?",
        "{s}'s title for the contract?",
        "what was {s} hired as?",
    ),
    "team": (
        "which crew is {s} on?",
        "who's {s} working with now, which team?",
        "what team does {s} belong to?",
        "{s} is in which crew?",
        "which lot is {s} with these days?",
        "what gang is {s} part of?",
    ),
    "manager": (
        "who does {s} answer to these days?",
        "who's over {s}?",
        "who approves {s}'s leave?",
        "who keeps an eye on {s}?",
        "who's {s}'s manager now?",
        "who must {s} ask for leave?",
    ),
    "drink": (
        "what does {s} drink?",
        "coffee run - what does {s} take?",
        "what does {s} have in the morning?",
        "what must i get {s}?",
        "{s} drinks what again?",
        "doing a garage run, what does {s} like?",
    ),
    "phone": (
        "anyone got {s}'s number?",
        "what's the best no. to call {s} on?",
        "how do i get hold of {s}?",
        "pls send {s}'s cell",
        "need to call {s}, what's {his} no?",
        "whats {s}'s mobile?",
    ),
    "email": (
        "what's {s}'s email?",
        "where do i email {s}?",
        "which email does {s} use?",
        "anyone have an email for {s}?",
        "email for {s} pls?",
        "need to mail {s} the plans, what's {his} email?",
    ),
    "status": (
        "how's {s} looking?",
        "where are we with {s}?",
        "what's the story with {s}?",
        "any news on {s}?",
        "status of {s}?",
        "is {s} moving or what?",
    ),
    "deadline": (
        "when is {s} due?",
        "when must {s} be finished?",
        "what's the cutoff for {s}?",
        "when do we hand {s} over?",
        "how long have we got on {s}?",
        "by when does {s} need to be done?",
    ),
    "owner": (
        "who's heading up {s}?",
        "who's the go-to person for {s}?",
        "who do i talk to about {s}?",
        "whose baby is {s}?",
        "who's the boss on the {s} job?",
        "who's calling the shots at {s}?",
    ),
    "cost_centre": (
        "what do i book {s} to?",
        "what code do the {s} slips go under?",
        "what do i write on the {s} receipts?",
        "{s} - which code again?",
        "where do {s} costs go?",
        "what code must go on the {s} slips?",
    ),
    "plan": (
        "what plan is {s} on?",
        "what does {s} pay for?",
        "which package did {s} take?",
        "what service does {s} have with us?",
        "what's {s} signed up for?",
    ),
    "po_number": (
        "what PO do we have from {s}?",
        "which PO do i invoice {s} on?",
        "anyone got {s}'s PO number?",
        "{s} PO?",
        "what order number did {s} send?",
    ),
}

_ASK_NP: dict[str, tuple[str, ...]] = {
    "city": (
        "which town is {who} in these days?",
        "where's {who} stationed?",
        "what city does {who} sit in?",
        "where's {who} operating from?",
    ),
    "address": (
        "where does {who} live?",
        "anyone have the home addy for {who}?",
        "what street does {who} stay on?",
        "need the house address of {who}",
    ),
    "role": (
        "what's the job title of {who}?",
        "what does {who} do for us?",
        "{who} - what's their title?",
    ),
    "team": (
        "which crew has {who}?",
        "{who} - which team are they in?",
        "which crew is {who} on?",
    ),
    "manager": (
        "{who} - who do they answer to?",
        "who's the boss of {who}?",
    ),
    "drink": (
        "{who} - what do they drink?",
        "what must i get {who} on the coffee run?",
    ),
    "phone": (
        "what's the number for {who}?",
        "anyone got a cell for {who}?",
        "how do i reach {who} by phone?",
        "need a number for {who} asap",
    ),
    "email": (
        "what's the email for {who}?",
        "where do i email {who}?",
    ),
}

_FOLLOW: dict[str, tuple[str, ...]] = {
    "city": ("where are they based?", "which town are they in?"),
    "address": ("where do they live?", "what's their home addy?"),
    "role": ("what's their title?", "what do they do?"),
    "team": ("which crew are they on?",),
    "manager": ("who do they answer to?",),
    "drink": ("what do they drink?",),
    "phone": ("what's their number?", "got their cell?"),
    "email": ("what's their email?",),
}

_CHAIN: dict[str, tuple[str, ...]] = {
    "manager": (
        "whoever {s} reports to",
        "{s}'s boss",
        "the person {s} answers to",
        "{s}'s supervisor",
        "whoever's over {s}",
    ),
    "owner": (
        "whoever's heading up {s}",
        "the go-to person for {s}",
        "the person calling the shots on {s}",
        "whoever owns the {s} job",
        "the {s} boss",
    ),
}

_CHAIN_Q: dict[str, tuple[str, ...]] = {
    "manager": (
        "who's {s}'s boss again?",
        "{s} got a new boss right?",
        "whoever {s} answers to -",
    ),
    "owner": (
        "who's heading up {s} now?",
        "whoever's got {s} these days -",
        "who's calling the shots on {s}?",
    ),
}

_ASK_TICKET = (
    "what's happening with {t}?",
    "is {t} sorted yet?",
    "any news on {t} ({prob}, {cust})?",
    "where are we with {t}?",
    "did anyone fix {t}?",
    "{cust} asking about {t}, status?",
    "that callback at {cust} ({prob}), {t} - still open or what?",
)

_SLOT_LABELS: dict[str, str] = {
    "city": "town",
    "address": "home address",
    "role": "job title",
    "team": "crew",
    "manager": "boss",
    "drink": "drink",
    "phone": "number",
    "email": "email",
    "status": "status",
    "deadline": "deadline",
    "owner": "lead",
    "cost_centre": "cost code",
    "plan": "plan",
    "po_number": "PO",
    "ticket": "status",
}

# ---------------------------------------------------------------------------------------
# Chatter: states nothing of the schema. {m} a mentioned person, {sp} the speaker.
# ---------------------------------------------------------------------------------------

_CHATTER: tuple[str, ...] = (
    "morning all ☀️",
    "howzit team, lekker weekend?",
    "eish the traffic on the N2 this morning 😩",
    "who left the bakkie keys in the site loo 😂",
    "pls bring ur own gloves tmrw, we're out",
    "rain forecast {day}, might be a short day",
    "anyone seen the big wheelbarrow? the red one",
    "skip arrives at {proj} at {time}",
    "lunch is on me fri guys 🍕",
    "generator at {proj} is making that noise again",
    "who's got the laser level?",
    "reminder: toolbox talk {day} {time} sharp",
    "cement went up again, {price} a bag now eish",
    "sorry running late, stuck behind a truck",
    "bakkie needs a service, check engine light on again",
    "its bloody hot today, drink water everyone 🥵",
    "arvo all, smoko in 10",
    "hardware closes early {day} fyi",
    "dont forget payday is {day} 💰",
    "anyone want braai meat from the butcher? going now",
    "{proj} neighbours complaining about the noise again 🙄",
    "lost my sunnies somewhere on site",
    "the dog at {proj} got out again lol",
    "ha ha nice one",
    "👍",
    "ok",
    "shot thx",
    "lekker 👌",
    "sweet as",
    "no worries mate",
    "will do",
    "nvm found it",
    "did the sand delivery come yet?",
    "boks smashed it last night 🏉",
    "who's watching the footy tonight",
    "loadshedding from {time} again 🙄 charge ur drills",
    "plant hire invoice came in at {price}, paying it {day}",
    "need {num} more pallets of pavers for {proj}",
    "pic of the wall at {proj} 📸",
    "[photo]",
    "[voice note] eish guys sorry, bakkie wouldn't start, be there in 20",
    "Fwd: weather warning for the weekend, strong winds, tie everything down",
    "we need more topsoil, like {num} cubes",
    "who's bringing the mixer to {proj} tmrw",
    "who's got the key for the container at {proj}",
    "plumber says {day} earliest",
    "fuel is crazy, {price} to fill the bakkie 😭",
    "brekkie rolls at the yard {time}",
    "anyone keen for a surf after work? 🏄",
    "mozzies at {proj} are insane",
    "council inspector coming {day} to {proj}, pls keep the site tidy",
    "ta for the help today everyone",
    "🙏🙏",
    "sharp sharp",
    "can someone send me the pics from {proj}",
    "eish my battery is on 3%",
    "{sp} here, running 15 min late sorry",
    "traffic past {city} is a nightmare today",
    "quote for the {cust} job went out, fingers crossed 🤞",
    "{cust} finally paid 🙌",
    "who ate my pie out of the bakkie 😤",
    "the new wheelbarrow tyres are rubbish",
    "reckon we'll finish early today if the weather holds",
    "hail in the arvo apparently, cover the cement bags",
    "wind is howling at {proj}, careful with the sheets",
    "happy friday legends 🍻",
    "does anyone have a spare 10mm socket",
    "gonna be {num} degrees tmrw, start early?",
    "safety boots on site pls, inspector was strict last time",
    "ordering new hi-vis vests, shout if u need one",
    "sorry wrong group 🙈",
    "ja no fine",
    "good arvo team",
    "anyone know a good mechanic near {city}?",
    "{price} for a bag of nails?? daylight robbery",
)

_CHATTER_MENTION: tuple[str, ...] = (
    "happy birthday {m}!! 🎂🎉",
    "{m} ur bakkie is blocking the gate bru",
    "thx {m} for covering today 🙏",
    "{m} did u take my tape measure?",
    "lol {m} 😂",
    "{m} where r u? we're waiting at the gate",
    "{m} pls call me when u get a sec",
    "shout out to {m} for the lekker work today",
    "{m} is off sick today, eish",
    "{m} owes me a beer after that 😂",
    "{m} the client at {proj} was looking for u",
    "is {m} coming to the braai saturday?",
    "{m} on leave till {day}",
    "{m} off to {city} for the long weekend lucky 😎",
    "{m} forgot {mhis} lunch again, sharing my vetkoek",
    "nice work today {m} 💪",
    "{m} u still got the company card?",
    "did {m} send the pics from {proj}?",
    "{m} ur music on site is terrible mate 😂",
    "ask {m}, {mhe} was there when it happened",
    "{m} pls bring the ladder back b4 {day}",
    "sawubona {m}, u ok? haven't heard from u",
    "congrats {m} on the baby!! 👶🎉",
    "{m} has the flu, send soup 🤒",
    "lekker braai yesterday {m}, thx",
    "tell {m} {mhis} sunnies are in my bakkie",
)

_GREETINGS = (
    "morning all, ",
    "howzit, ",
    "g'day team - ",
    "hey ",
    "sawubona, ",
    "ok ",
    "guys ",
    "quick one - ",
    "eish ",
    "ja ",
)
_VOICE_FILLERS = (
    "ja hi guys so ",
    "ok um ",
    "howzit everyone, ",
    "hey team just quickly ",
    "morning all ",
    "eish ok so ",
    "uh hi, so ",
)
_SUFFIXES = (
    " 👍",
    " 🙏",
    " thx",
    " ta",
    " cheers",
    " shot",
    " ✅",
    " 😅",
    " pls",
    " mate",
    " bru",
    " 👌",
)
_ASK_PREFIXES = (
    "hey ",
    "quick one - ",
    "sorry guys ",
    "@all ",
    "anyone? ",
    "howzit, ",
    "g'day, ",
    "ja so ",
)
_ASK_SUFFIXES = (" pls", " asap", " 🙏", " thx", " ta", " anyone?", " 🤔")

_MAX_LEN = 299

# ---------------------------------------------------------------------------------------
# Helpers.
# ---------------------------------------------------------------------------------------


def _first(name: str) -> str:
    """The first name of a full name (the whole string if it has no space)."""
    return name.split(" ", 1)[0] if name.strip() else name


def _call(name: str, rng: random.Random) -> str:
    """How a texter names a person: usually the first name, sometimes the full one."""
    if name in _PEOPLE_SET and rng.random() < 0.6:
        return _first(name)
    return name


def _pronouns(name: str | None) -> tuple[str, str, str]:
    """Subject, possessive and object pronouns for a person (neutral if unknown)."""
    if name is None:
        return _NEUTRAL
    return _PRONOUNS.get(name, _NEUTRAL)


def _ordinal(day: int) -> str:
    """``1st``, ``2nd``, ``17th``."""
    if 10 <= day % 100 <= 20:
        return f"{day}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _date(iso: str, rng: random.Random) -> str:
    """An ISO date as texters write it (day first, month mostly in words)."""
    try:
        day = dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    month = _MONTHS[day.month - 1]
    weekday = _WEEKDAYS[day.weekday()]
    options = (
        f"{day.day} {month}",
        f"{day.day} {month[:3].lower()}",
        f"{weekday[:3].lower()} {day.day} {month[:3]}",
        f"{day.day:02d}/{day.month:02d}",
        f"{day.day}/{day.month}/{day.year % 100:02d}",
        f"{day.day} {month} {day.year}",
        f"the {_ordinal(day.day)} of {month}",
        f"{weekday} the {_ordinal(day.day)} of {month}",
        f"{_ordinal(day.day)} {month[:3]}",
    )
    return rng.choice(options)


def _render_value(slot: str, value: str | None, rng: random.Random) -> str:
    """A slot value in the writers' words (dates reworded, people by first name)."""
    if value is None:
        return "that"
    if slot == "deadline":
        return _date(value, rng)
    if slot in _PEOPLE_VALUED:
        return _call(value, rng)
    return value


def _ticket_bits(detail: str | None) -> tuple[str, str]:
    """The problem and the customer of a callback, from ``"problem | customer"``."""
    if not detail:
        return "the problem", "the client"
    problem, _, customer = detail.partition("|")
    problem, customer = problem.strip(), customer.strip()
    return problem or "the problem", customer or "the client"


def _fill(template: str, ctx: dict[str, str]) -> str:
    """Fill a template; an unknown placeholder leaves the template's text as it is."""
    try:
        return template.format_map(ctx)
    except (KeyError, IndexError, ValueError):
        return template


def _one_line(text: str) -> str:
    """Collapse whitespace so the text is a single line."""
    return re.sub(r"\s+", " ", text).strip()


def _capped(decorated: str, plain: str) -> str:
    """The decorated line if it is short enough, else the plain one (cut if need be)."""
    for candidate in (decorated, plain):
        line = _one_line(candidate)
        if line and len(line) <= _MAX_LEN:
            return line
    return _one_line(plain)[:_MAX_LEN] or "ok"


def _decorate_statement(body: str, rng: random.Random) -> str:
    """Add the texting noise: a voice-note or forward marker, a greeting, an emoji."""
    roll = rng.random()
    text = body
    if roll < 0.08:
        text = "[voice note] " + rng.choice(_VOICE_FILLERS) + body
    elif roll < 0.14 and not body.startswith("Fwd"):
        text = "Fwd: " + body
    elif roll < 0.32:
        text = rng.choice(_GREETINGS) + body
    if rng.random() < 0.3:
        text += rng.choice(_SUFFIXES)
    return text


def _decorate_question(body: str, rng: random.Random) -> str:
    """Questions get a nudge in front or a plea behind, sometimes."""
    text = body
    if rng.random() < 0.25:
        text = rng.choice(_ASK_PREFIXES) + text
    if rng.random() < 0.25:
        text += rng.choice(_ASK_SUFFIXES)
    if rng.random() < 0.05:
        text = "[voice note] " + text
    return text


# ---------------------------------------------------------------------------------------
# Statements.
# ---------------------------------------------------------------------------------------


def _fact_context(event: Event, slot: str, rng: random.Random) -> dict[str, str]:
    """The placeholders of a fact statement."""
    subject = event.subject or "someone"
    he, his, him = _pronouns(subject)
    value_person = event.value if slot in _PEOPLE_VALUED else None
    vhe, _vhis, vhim = _pronouns(value_person)
    old = event.old if event.old is not None else event.value
    return {
        "s": _call(subject, rng),
        "v": _render_value(slot, event.value, rng),
        "o": _render_value(slot, old, rng),
        "he": he,
        "his": his,
        "him": him,
        "vhe": vhe,
        "vhim": vhim,
        "me": _first(event.speaker) if event.speaker else _first(subject),
    }


def _generic_fact(kind: str, slot: str) -> tuple[str, ...]:
    """Templates for a slot this family has no words for (never expected)."""
    label = _SLOT_LABELS.get(slot, slot.replace("_", " "))
    if kind == "negate":
        return (f"{{s}} {label} is no longer {{o}}",)
    if kind == "update":
        return (f"{{s}} {label} changed to {{v}}",)
    return (f"{{s}} {label}: {{v}}",)


def _fact_templates(event: Event, slot: str, rng: random.Random) -> tuple[str, ...]:
    """The template pool for a fact event (first person if the subject is talking)."""
    kind = event.kind
    if kind == "resolve":
        kind = "state"
    if kind == "update" and event.old is None:
        kind = "state"
    if kind == "state" and event.value is None:
        kind = "negate"
    own = event.speaker == event.subject and slot in _PERSON_SLOTS
    if own and (slot, kind) in _SELF and rng.random() < 0.75:
        return _SELF[(slot, kind)]
    table = {"state": _STATE, "update": _UPDATE, "negate": _NEGATE}.get(kind, _STATE)
    return table.get(slot) or _generic_fact(kind, slot)


def _fact_line(event: Event, rng: random.Random) -> str:
    """A statement, update or negation of a person, project or customer attribute."""
    slot = event.slot or ""
    templates = _fact_templates(event, slot, rng)
    ctx = _fact_context(event, slot, rng)
    line = _fill(rng.choice(templates), ctx)
    subject = event.subject or ""
    if subject and not _mentions(line, subject):
        line = f"{subject}: {line}"
    return line


def _mentions(text: str, subject: str) -> bool:
    """Whether the text names the subject (whole name or a part of it)."""
    if subject in text:
        return True
    return any(part and part in text for part in subject.split())


def _ticket_state_words(state: str | None) -> str:
    """A ticket state in the writers' words (for the negation lines)."""
    return {"open": "open", "in progress": "being worked on", "resolved": "sorted"}.get(
        state or "", state or "that"
    )


def _ticket_line(event: Event, rng: random.Random) -> str:
    """A callback (support ticket) being logged, worked on, fixed or undone."""
    ticket = event.subject or "the callback"
    problem, customer = _ticket_bits(event.detail)
    ctx = {
        "t": ticket,
        "prob": problem,
        "cust": customer,
        "me": _first(event.speaker) if event.speaker else "i",
        "ostate": _ticket_state_words(event.old),
    }
    pool: tuple[str, ...]
    if event.kind == "resolve":
        pool = _TICKET_DONE
    elif event.kind == "negate" or event.value is None:
        if event.old == "resolved":
            pool = _TICKET_REOPEN
        elif event.old == "in progress":
            pool = _TICKET_PAUSED + _TICKET_UNDONE
        else:
            pool = _TICKET_UNDONE
    elif event.value == "open":
        pool = _TICKET_OPEN
    elif event.value == "in progress":
        pool = _TICKET_WORKING
    elif event.value == "resolved":
        pool = _TICKET_DONE
    else:
        pool = (f"{{t}} is {event.value} now", f"{{t}} - {event.value}")
    line = _fill(rng.choice(pool), ctx)
    if ticket not in line:
        line = f"{ticket}: {line}"
    return line


# ---------------------------------------------------------------------------------------
# Chatter.
# ---------------------------------------------------------------------------------------


def _casual_number(rng: random.Random) -> str:
    """A small count (pallets, cubes, degrees)."""
    return str(rng.choice((2, 3, 4, 5, 6, 8, 10, 12, 34, 38)))


def _casual_time(rng: random.Random) -> str:
    """A time of day as texted."""
    return rng.choice(("7", "6:30", "half 7", "7am", "10", "12:30", "3pm", "4", "1"))


def _casual_price(rng: random.Random) -> str:
    """A price in rand or dollars, written loosely."""
    if rng.random() < 0.5:
        return rng.choice(("R120", "R95", "R1 200", "R850", "R2 400", "R450"))
    return rng.choice(("$12", "$95", "$140", "$1,200", "$38"))


def _casual_day(rng: random.Random) -> str:
    """A day as texted."""
    return rng.choice(("tmrw", "fri", "monday", "thurs", "wed", "next week", "sat", "tues"))


def _chatter_line(event: Event, rng: random.Random) -> str:
    """Small talk and work noise of the group chat (no schema facts)."""
    mention = event.mention
    mhe, mhis, _mhim = _pronouns(mention)
    ctx = {
        "m": _call(mention, rng) if mention else "",
        "mhe": mhe,
        "mhis": mhis,
        "sp": _first(event.speaker) if event.speaker else "me",
        "proj": rng.choice(_LEXICON.projects),
        "cust": rng.choice(_LEXICON.customers),
        "city": rng.choice(_LEXICON.cities),
        "day": _casual_day(rng),
        "time": _casual_time(rng),
        "price": _casual_price(rng),
        "num": _casual_number(rng),
    }
    if mention and rng.random() < 0.6:
        template = rng.choice(_CHATTER_MENTION)
    else:
        template = rng.choice(_CHATTER)
    return _fill(template, ctx)


def _decorate_chatter(body: str, rng: random.Random) -> str:
    """Chatter gets the odd voice-note marker or emoji tail."""
    if rng.random() < 0.05 and not body.startswith("["):
        return "[voice note] " + rng.choice(_VOICE_FILLERS) + body
    if rng.random() < 0.12:
        return body + rng.choice(_SUFFIXES)
    return body


# ---------------------------------------------------------------------------------------
# Questions.
# ---------------------------------------------------------------------------------------


def _ask_one(ask: Ask, rng: random.Random) -> str:
    """A direct question about one attribute of a person, project or customer."""
    he, his, him = _pronouns(ask.subject)
    ctx = {"s": _call(ask.subject, rng), "who": _call(ask.subject, rng)}
    ctx.update({"he": he, "his": his, "him": him})
    pool = _ASK_ONE.get(ask.slot, ())
    if ask.slot in _ASK_NP and rng.random() < 0.25:
        pool = _ASK_NP[ask.slot]
    if not pool:
        label = _SLOT_LABELS.get(ask.slot, ask.slot.replace("_", " "))
        pool = (f"what's the {label} for {{s}}?", f"anyone know {{s}}'s {label}?")
    return _fill(rng.choice(pool), ctx)


def _ask_ticket(ask: Ask, rng: random.Random) -> str:
    """A question about where a callback stands."""
    problem, customer = _ticket_bits(ask.detail)
    ctx = {"t": ask.subject, "prob": problem, "cust": customer}
    return _fill(rng.choice(_ASK_TICKET), ctx)


def _ask_two_hop(ask: Ask, via: str, rng: random.Random) -> str:
    """A question through a chain: "the number of whoever runs Greenview"."""
    start = _call(ask.subject, rng)
    label = _SLOT_LABELS.get(ask.slot, ask.slot.replace("_", " "))
    follow = _FOLLOW.get(ask.slot, (f"what's their {label}?",))
    if via in _CHAIN_Q and rng.random() < 0.35:
        lead = _fill(rng.choice(_CHAIN_Q[via]), {"s": start})
        return f"{lead} {rng.choice(follow)}"
    chains = _CHAIN.get(via, (f"the {via.replace('_', ' ')} of {{s}}",))
    who = _fill(rng.choice(chains), {"s": start})
    pool = _ASK_NP.get(ask.slot, (f"what's the {label} for {{who}}?",))
    return _fill(rng.choice(pool), {"who": who})


# ---------------------------------------------------------------------------------------
# Identifiers.
# ---------------------------------------------------------------------------------------


def _digits(rng: random.Random, count: int) -> str:
    """``count`` random digits."""
    return "".join(str(rng.randrange(10)) for _ in range(count))


def _phone(rng: random.Random) -> str:
    """A South African or Australian mobile number, in blocks."""
    style = rng.randrange(4)
    if style == 0:
        return f"0{rng.choice('678')}{rng.randrange(10)} {_digits(rng, 3)} {_digits(rng, 4)}"
    if style == 1:
        return f"+27 {rng.choice('678')}{rng.randrange(10)} {_digits(rng, 3)} {_digits(rng, 4)}"
    if style == 2:
        return f"04{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)}"
    return f"+61 4{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)}"


def _slug(text: str) -> str:
    """Lowercase letters only (``van Wyk`` -> ``vanwyk``)."""
    return re.sub(r"[^a-z]", "", text.lower())


def _email(subject: str, rng: random.Random) -> str:
    """A work or personal email address for a person."""
    first, _, last = subject.partition(" ")
    first_s, last_s = _slug(first) or "info", _slug(last) or "site"
    domain = rng.choice(
        (
            "bothalandscapes.co.za",
            "bothalandscapes.com.au",
            "gmail.com",
            "outlook.com",
            "bigpond.com",
            "mweb.co.za",
        )
    )
    style = rng.randrange(4)
    if style == 0:
        local = f"{first_s}.{last_s}"
    elif style == 1:
        local = f"{first_s}{_digits(rng, 2)}"
    elif style == 2:
        local = f"{first_s[0]}{last_s}"
    else:
        local = f"{first_s}_{last_s}{_digits(rng, 2)}"
    return f"{local}@{domain}"


def _cost_centre(rng: random.Random) -> str:
    """A job / cost code as the bookkeeper issues them."""
    style = rng.randrange(3)
    if style == 0:
        return f"CC-{_digits(rng, 4)}"
    if style == 1:
        return f"JOB {rng.randint(21, 25)}-{rng.randint(100, 999)}"
    region = rng.choice(("CPT", "DBN", "PER", "BNE"))
    return f"{region}-{_digits(rng, 4)}"


def _po_number(rng: random.Random) -> str:
    """A customer's purchase order number."""
    style = rng.randrange(3)
    if style == 0:
        return f"PO-{_digits(rng, 5)}"
    if style == 1:
        return f"45000{_digits(rng, 5)}"
    return f"PO {_digits(rng, 4)}/{rng.randint(21, 25)}"


# ---------------------------------------------------------------------------------------
# The family.
# ---------------------------------------------------------------------------------------


class TextsFamily:
    """Texts and WhatsApp groups of a family building and landscaping business."""

    @property
    def name(self) -> str:
        """The family's name."""
        return "texts-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        """The writers' language."""
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """Readable while tuning."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """The crews, sites, clients and values of this world."""
        return _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh phone number, email, cost code, PO or callback id."""
        if slot == "phone":
            return _phone(rng)
        if slot == "email":
            return _email(subject, rng)
        if slot == "cost_centre":
            return _cost_centre(rng)
        if slot == "po_number":
            return _po_number(rng)
        return f"CB-{_digits(rng, 4)}"

    def say(self, event: Event, rng: random.Random) -> str:
        """The text ``event.speaker`` sends for ``event``."""
        if event.kind == "chatter" or event.slot is None:
            body = _chatter_line(event, rng)
            return _capped(_decorate_chatter(body, rng), body)
        render = _ticket_line if event.slot == "ticket" else _fact_line
        body = render(event, rng)
        return _capped(_decorate_statement(body, rng), body)

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question as somebody would text it to the group."""
        if ask.via is not None:
            body = _ask_two_hop(ask, ask.via, rng)
        elif ask.slot == "ticket":
            body = _ask_ticket(ask, rng)
        else:
            body = _ask_one(ask, rng)
        return _capped(_decorate_question(body, rng), body)


FAMILY = TextsFamily()
