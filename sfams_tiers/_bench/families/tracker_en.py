"""The ``tracker-en`` phrasing family: project-tracker and wiki activity.

The writers are a New Zealand and Irish product team. Everything they say comes
through their tools: Jira / Linear / Notion / Confluence change-log lines and
comments, flattened table rows (``| Owner | Aoife Brennan |``), checklist items
(``- [x] ...``), ``@mentions``, field diffs (``Status: Discovery -> Build``,
``~~old~~ new``), release notes and page-history summaries (``edited by Tama, 3
changes``), with emoji shortcodes and dates written ``14 Mar``, ``Fri 14/3`` or
``2024-03-14``. People are Maori, Pakeha and Irish, and are often referred to by
first name or ``@handle`` in comments.
"""

from __future__ import annotations

import datetime as dt
import random
import unicodedata
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "TrackerFamily"]

Templates = tuple[str, ...]

# --------------------------------------------------------------------------------------
# The world
# --------------------------------------------------------------------------------------

LEXICON = Lexicon(
    people=(
        "Aoife Brennan",
        "Tama Ngata",
        "Siobhán Kavanagh",
        "Wiremu Parata",
        "Ciarán Doyle",
        "Mereana Tipene",
        "Niamh Gallagher",
        "Hemi Walker",
        "Róisín Fitzgerald",
        "Ngaio Henare",
        "Liam O'Sullivan",
        "Kiri Manihera",
        "Oisín Murphy",
        "Anahera Rāwiri",
        "Declan Moloney",
        "Hannah McKenzie",
        "Rawiri Tawhiri",
        "Grace Fenwick",
        "Eoin Quinlan",
        "Tui Rangihuna",
        "Sinéad Corcoran",
        "Nikau Pōmare",
    ),
    projects=(
        "Kererū",
        "Harbourline",
        "Lighthouse",
        "Fernbird",
        "Currach",
        "Tōtara",
        "Skellig",
        "Waka Pay",
    ),
    customers=(
        "Kauri Freight Ltd",
        "Blarney Mills",
        "Southern Alps Dairy",
        "Liffey Analytics",
        "Taranaki Timber Co",
        "Connacht Credit Union",
        "Mātai Health",
    ),
    teams=(
        "Platform",
        "Payments",
        "Mobile Apps",
        "Data & Insights",
        "Customer Success",
        "Design Systems",
        "Onboarding",
        "Integrations",
    ),
    cities=(
        "Auckland",
        "Wellington",
        "Christchurch",
        "Dunedin",
        "Hamilton",
        "Tauranga",
        "Napier",
        "Nelson",
        "Queenstown",
        "Rotorua",
        "Palmerston North",
        "New Plymouth",
        "Whangārei",
        "Invercargill",
        "Dublin",
        "Cork",
        "Galway",
        "Limerick",
        "Waterford",
        "Kilkenny",
        "Sligo",
        "Belfast",
    ),
    addresses=(
        "14 Cuba Street",
        "27 Ponsonby Road",
        "8 Karangahape Road",
        "112 Oriental Parade",
        "5 Aro Street",
        "41 Tinakori Road",
        "19 Colombo Street",
        "63 Riccarton Road",
        "220 Dominion Road",
        "16 Jervois Road",
        "9 Grafton Street",
        "48 Camden Street Lower",
        "77 Rathmines Road Upper",
        "31 Drumcondra Road",
        "6 Oliver Plunkett Street",
        "54 Shop Street",
        "21 Quay Street",
        "88 Princes Street",
        "10 Stuart Street",
        "35 Tuam Street",
        "15 Bealey Avenue",
        "2 Khyber Pass Road",
        "46 Devonport Road",
        "18 Emmet Road",
        "27 Clontarf Road",
        "59 Dorset Street Upper",
        "4 Adelaide Road",
        "101 Great King Street",
        "13 Heretaunga Street",
        "66 Victoria Avenue",
        "24 Sandymount Avenue",
        "39 Moray Place",
        "Flat 2, 17 Majoribanks Street",
        "Apt 4, 12 Mespil Road",
    ),
    roles=(
        "Product Manager",
        "Engineering Manager",
        "Senior Backend Engineer",
        "Frontend Engineer",
        "QA Lead",
        "UX Designer",
        "Data Analyst",
        "Delivery Lead",
        "Tech Lead",
        "Product Owner",
        "Scrum Master",
        "Site Reliability Engineer",
        "Support Engineer",
    ),
    drinks=(
        "flat white",
        "long black",
        "chai latte",
        "Barry's tea",
        "L&P",
        "kombucha",
        "hot chocolate",
        "piccolo",
        "cold brew",
        "peppermint tea",
        "Lyons tea",
        "matcha latte",
    ),
    statuses=(
        "Discovery",
        "Build",
        "In QA",
        "On hold",
        "At risk",
        "Shipped",
        "Parked",
        "Beta",
    ),
    plans=(
        "Starter",
        "Growth",
        "Scale",
        "Enterprise",
        "Nonprofit",
        "Education",
    ),
    problems=(
        "CSV export drops the last row",
        "invoice PDFs render blank",
        "SSO login loops back to the sign-in page",
        "webhooks fire twice on retry",
        "timestamps show UTC instead of NZ time",
        "search returns archived pages",
        "iOS app crashes on photo upload",
        "bulk edit times out over 500 rows",
        "email digests arrive a day late",
        "GST missing from tax invoices",
        "two-factor codes never arrive",
        "dashboard charts lag by a day",
    ),
)

# Small-talk material: none of it is a value of the schema.
OTHER_NAMES = ("Mere", "Fionn", "Ruby", "Conor", "Ana", "Matiu", "Orla", "Jack", "Pania", "Cillian")
PLACES = (
    "Piha",
    "Raglan",
    "Lahinch",
    "Howth",
    "Bray",
    "Wānaka",
    "Kaikōura",
    "Dingle",
    "Kinsale",
    "the Coromandel",
    "Connemara",
    "Waiheke",
    "the Tararuas",
    "Achill",
    "Hokitika",
    "Doolin",
)
FOODS = (
    "cheese scones",
    "Tim Tams",
    "pavlova",
    "sausage rolls",
    "Tayto sandwiches",
    "hokey pokey ice cream",
    "brown bread",
    "lolly cake",
    "Kimberley biscuits",
    "a tray of brownies",
    "barmbrack",
    "Afghan biscuits",
)
SPORTS = (
    "the All Blacks",
    "the Black Ferns",
    "Leinster",
    "Munster",
    "the Blackcaps",
    "the hurling",
    "the Warriors",
    "the Six Nations",
    "the Silver Ferns",
)
WEATHER = (
    "Raining sideways",
    "Gorgeous out",
    "Blowing a gale",
    "Absolutely lashing",
    "Bluebird day",
    "Freezing",
    "Proper southerly",
    "Mizzling",
)
PETS = ("Biscuit", "Pōtae", "Murphy the cat", "Kūmara", "Guinness the labrador", "Pickle")
OK_EMOJI = (
    ":white_check_mark:",
    ":tada:",
    ":+1:",
    ":raised_hands:",
    ":rocket:",
    ":heavy_check_mark:",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTH = (
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
WD = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
WEEKDAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

TICKET_WORDS: dict[str, Templates] = {
    "open": ("Open", "To Do", "New", "Needs triage", "Open"),
    "in progress": ("In Progress", "In Progress", "Doing", "In Dev", "Investigating"),
    "resolved": ("Done", "Resolved", "Fixed", "Resolved", "Closed (fixed)"),
}

PERSON_SLOTS = frozenset({"city", "address", "role", "team", "manager", "drink", "phone", "email"})

# --------------------------------------------------------------------------------------
# Statements. Placeholders: {S} subject as written, {SF} full subject name, {S1} first
# name, {V} new value, {O} old value, {spk}/{spkf}/{spki} speaker first/full/initials,
# {d} an edit date, {t} a time, {n}/{n2} small numbers, {ok} an emoji.
# --------------------------------------------------------------------------------------

SAY: dict[str, dict[str, Templates]] = {
    "city": {
        "state": (
            "| {SF} | Location | {V} |",
            "Team directory: {SF} — based in {V}",
            "{S} is working out of {V} :round_pushpin:",
            "Profile field 'Location' set to {V} for {S} (edited by {spk}, {d})",
            "{S} — home base: {V}",
            "Added {S} to the team map: {V}",
            "@{spk} fyi {S} is in {V}, so schedule the kickoff with the time zone in mind",
            "Note on {S}'s profile: works from {V}, good overlap for the {t} sync",
            "Where to find {S}: the {V} office, most days",
            "- [x] add {S} to the {V} office seating plan",
            "People page row: {SF} · {V}",
            "Loc: {V} ({S})",
            "{S} joined the {V} crew this week :wave:",
        ),
        "update": (
            "Location: {O} -> {V} ({S})",
            "{S} profile edit: ~~{O}~~ {V}",
            "{S} has relocated to {V} :truck:",
            "Updated {S}'s base from {O} to {V}, thanks {spk}",
            "| {SF} | Location | ~~{O}~~ {V} |",
            "Change log {d}: {S} moved {O} → {V}",
            "{S} is now working from {V} (was {O})",
            "Correction: {S} is in {V}, not {O} — fixed on the team page",
            "Page history: 'Team directory' edited by {spk}, {n2} changes — {S} now under {V}",
            "{S} has swapped {O} for {V}, see the updated team map",
            "Moved {S} over to the {V} column on the team map",
            "Loc for {S} updated: {V}",
            "{S} left {O} and is set up in {V} now :house:",
        ),
        "negate": (
            "{S} is no longer based in {O}; new location TBC",
            "Location: ~~{O}~~ (TBD) — {S}",
            "Removed {S} from the {O} office list, not sure where they've landed yet",
            "| {SF} | Location | ~~{O}~~ ? |",
            "{S} has left {O} — waiting to hear where they'll be working from",
            "Heads up: {S} isn't in {O} any more. Location field cleared until we know more.",
            "Cleared 'Location' on {S}'s profile (was {O})",
            "Don't book the {O} desk for {S} any more, they've moved on, new city unknown",
            "Loc: ~~{O}~~ tbc ({S})",
        ),
    },
    "address": {
        "state": (
            "| {SF} | Home address | {V} |",
            "Courier details for {S}'s swag pack: {V}",
            "{S}'s home address (for the payroll form): {V}",
            "HR record updated — {S}, residential: {V}",
            "Send {S}'s new laptop to their place, {V} :package:",
            "{S} lives at {V}",
            "Address on file for {S}: {V}",
            "- [x] {S}: home address confirmed as {V}",
            "Christmas hamper list: {SF} → {V}",
            "Home addr for {S} is {V}, per the HR form",
        ),
        "update": (
            "Home address: {O} -> {V} ({S})",
            "{S} has moved house, new address is {V}",
            "| {SF} | Home address | ~~{O}~~ {V} |",
            "{S} moved from {O} to {V}, please update the courier list",
            "Address change for {S}: ~~{O}~~ {V}",
            "Correction to {S}'s home address: it's {V}, not {O}",
            "{S} is at {V} now (no longer {O})",
            "Payroll form resubmitted: {S}'s new home is {V}",
            "HR record {d}: {S} residential address changed to {V}",
            "New digs for {S} :house_with_garden: {V}",
        ),
        "negate": (
            "{S} has moved out of {O}; no new address on file yet",
            "Home address: ~~{O}~~ (pending) — {S}",
            "Don't send anything to {O} for {S}, they're not there any more",
            "Removed {O} from {S}'s record; waiting on the new one",
            "{S} no longer lives at {O} — HR chasing the new address",
            "| {SF} | Home address | ~~{O}~~ TBC |",
            "Courier list: {S} ~~{O}~~ (no address yet)",
        ),
    },
    "role": {
        "state": (
            "| {SF} | Role | {V} |",
            "{S} is our {V} :tada:",
            "Org chart: {S} — {V}",
            "Title on {S}'s profile: {V}",
            "Welcome @{S1}! {SF} joins us as {V}",
            "Job title set to {V} for {S}",
            "Who's who: {SF}, {V}",
            "{S} ({V}) will sign off the release checklist",
            "Role: {V} — {S}",
            "Signature block for {S} now reads '{V}'",
        ),
        "update": (
            "Title: {O} -> {V} ({S})",
            "Congrats {S} on the move to {V} :partying_face:",
            "{S} is now {V} (previously {O})",
            "| {SF} | Role | ~~{O}~~ {V} |",
            "Org chart updated: {S} goes from {O} to {V}",
            "{S}'s title changed to {V}",
            "Correction: {S} is {V}, not {O} — sorry {S1}!",
            "Page history: 'Org chart' edited by {spk}, {n2} changes — {S} now {V}",
            "Big news: {SF} is stepping up as {V} {ok}",
            "Role: ~~{O}~~ {V} ({S})",
        ),
        "negate": (
            "{S} is no longer {O}; new title TBC",
            "Title: ~~{O}~~ (TBD) — {S}",
            "{S} has stepped down as {O}, role being worked out",
            "Removed '{O}' from {S}'s profile, nothing in its place yet",
            "| {SF} | Role | ~~{O}~~ — |",
            "Heads up: {S} isn't {O} anymore. Will update once the new role's confirmed.",
            "Org chart: {S} no longer listed as {O}",
        ),
    },
    "team": {
        "state": (
            "| {SF} | Team | {V} |",
            "{S} is on {V}",
            "Added {S} to the {V} team in Linear",
            "{S} sits in {V} :handshake:",
            "Team: {V} — member: {S}",
            "Welcome to {V}, @{S1}!",
            "Roster for {V} now lists {S}",
            "{S} ({V}) is on the review rota from {d}",
            "Squad: {V} · {SF}",
        ),
        "update": (
            "Team: {O} -> {V} ({S})",
            "{S} moved from {O} to {V}",
            "| {SF} | Team | ~~{O}~~ {V} |",
            "{S} has joined {V} — farewell from {O} :wave:",
            "Linear: {S} removed from {O}, added to {V}",
            "{S} is on {V} now, not {O}",
            "Reorg: {S} -> {V}",
            "{S} switched teams, now in {V}",
            "Squad change for {S}: ~~{O}~~ {V}",
        ),
        "negate": (
            "{S} has left {O}; not on a team yet",
            "Linear: {S} removed from {O} (no new team assigned)",
            "Team: ~~{O}~~ (unassigned) — {S}",
            "{S} is no longer part of {O}, team TBC",
            "| {SF} | Team | ~~{O}~~ unassigned |",
            "Taking {S} off the {O} roster; home team still being decided",
        ),
    },
    "manager": {
        "state": (
            "| {SF} | Reports to | {V} |",
            "{S} reports to {V}",
            "Org chart: {S} → {V}",
            "{S}'s line manager is {V}",
            "Manager field for {S} set to {V}",
            "1:1s for {S} are with {V} (fortnightly)",
            "Hey {V}, you're {S1}'s manager — can you approve the leave request?",
            "{V} manages {S}",
            "Reporting line: {SF} ⟶ {V}",
            "Mgr: {V} ({S})",
        ),
        "update": (
            "Reports to: {O} -> {V} ({S})",
            "{S} now reports to {V} (was {O})",
            "| {SF} | Reports to | ~~{O}~~ {V} |",
            "Reporting line change: {S} moves under {V}",
            "{V} has taken over as {S1}'s manager from {O}",
            "From today {S}'s 1:1s are with {V}, not {O}",
            "Org chart updated — {S} → {V}",
            "{S} is under {V} now",
            "Mgr: ~~{O}~~ {V} ({S})",
        ),
        "negate": (
            "{S} no longer reports to {O}; new manager TBC",
            "Reports to: ~~{O}~~ (vacant) — {S}",
            "{O} is no longer {S1}'s manager, reporting line being sorted",
            "| {SF} | Reports to | ~~{O}~~ TBD |",
            "{S}'s 1:1s with {O} are cancelled, no replacement manager yet",
            "Org chart: {S} removed from under {O}, floating for now",
        ),
    },
    "drink": {
        "state": (
            "Coffee run sheet: {S} — {V}",
            "| {SF} | Drink order | {V} |",
            "- [x] {V} for {S}",
            "{S} drinks {V}, fyi for the offsite order",
            "{S}'s usual: {V} :coffee:",
            "Note for the café order: {S} = {V}",
            "{S} will always say yes to {V}",
            "Morning tea roster: {S} takes {V}",
            "Café list row: {SF} · {V}",
        ),
        "update": (
            "Coffee run sheet: {S} ~~{O}~~ {V}",
            "{S} has switched from {O} to {V}",
            "| {SF} | Drink order | ~~{O}~~ {V} |",
            "{S} is on {V} these days, not {O}",
            "Updated café order for {S}: {V}",
            "PSA {S} doesn't want {O} any more, it's {V} now",
            "Correction to the café list — {S}: {V}",
            "{S}'s usual changed to {V} :tea:",
            "Drink order: {O} -> {V} ({S})",
        ),
        "negate": (
            "{S} has given up {O}, leave them off the café run for now",
            "Coffee run sheet: {S} ~~{O}~~ (nothing for now)",
            "Don't get {O} for {S}, they've quit it",
            "| {SF} | Drink order | ~~{O}~~ — |",
            "{S} is off {O}, no replacement order yet",
            "Removed {O} from {S}'s line on the café list",
        ),
    },
    "phone": {
        "state": (
            "| {SF} | Mobile | {V} |",
            "{S}'s mobile: {V}",
            "On-call sheet: {S} — {V}",
            "Best number for {S} is {V}",
            "Contact card for {S} updated with mobile {V}",
            "If Slack's down, ring {S} on {V}",
            "{S} :telephone_receiver: {V}",
            "Emergency contacts: {SF}, {V}",
            "Ph: {V} ({S})",
        ),
        "update": (
            "Mobile: {O} -> {V} ({S})",
            "{S} has a new number: {V}",
            "| {SF} | Mobile | ~~{O}~~ {V} |",
            "On-call sheet: {S} ~~{O}~~ {V}",
            "{S} changed phones, use {V} instead of {O}",
            "New mobile for {S}: {V}",
            "Ph for {S} updated to {V}",
        ),
        "negate": (
            "{S}'s {O} number is disconnected, no new one yet",
            "Mobile: ~~{O}~~ (none) — {S}",
            "Don't ring {S} on {O}, it's dead",
            "Removed {O} from {S}'s contact card",
            "| {SF} | Mobile | ~~{O}~~ ? |",
            "{S} has dropped the {O} number; waiting on a new one",
        ),
    },
    "email": {
        "state": (
            "| {SF} | Email | {V} |",
            "{S}'s email: {V}",
            "Invite sent to {V} for {S}",
            "Contact for {S}: {V}",
            "Add {S} to the distro list — {V}",
            "cc {S} ({V}) on the release notes",
            "Confluence account created for {S} <{V}>",
            "Email on file for {S}: {V}",
        ),
        "update": (
            "Email: {O} -> {V} ({S})",
            "{S}'s email is now {V}",
            "| {SF} | Email | ~~{O}~~ {V} |",
            "Use {V} for {S} from now on, {O} is retired",
            "{S} email updated: {V}",
            "Mailbox for {S} renamed to {V}",
        ),
        "negate": (
            "{O} is bouncing — {S} has no working email on file",
            "Email: ~~{O}~~ (deactivated) — {S}",
            "Don't use {O} for {S} any more",
            "Removed {O} from {S}'s profile",
            "| {SF} | Email | ~~{O}~~ — |",
            "{S}'s {O} mailbox has been shut down, nothing new yet",
        ),
    },
    "status": {
        "state": (
            "| {S} | Status | {V} |",
            "{S} status: {V}",
            "Status of {S}: {V}",
            "{S} → {V}",
            "Roadmap: {S} [{V}]",
            "Project page for {S} updated — status {V}",
            "{S} currently sits at {V} :large_yellow_circle:",
            "Weekly update: {S} — {V}",
            "Portfolio table row: {S} · {V} · {n}% of scope done",
            "Tagged {S} as {V} on the board",
        ),
        "update": (
            "Status: {O} -> {V} ({S})",
            "{S}: ~~{O}~~ {V}",
            "{spk} changed the status of {S} from {O} to {V}",
            "{S} moved to {V}",
            "Roadmap: {S} [{O}] → [{V}]",
            "{S} is {V} now, no longer {O}",
            "Weekly update: {S} — {V} (was {O})",
            "Page history: '{S} project brief' edited by {spk}, {n2} changes — status now {V}",
            "| {S} | Status | ~~{O}~~ {V} |",
            "Dragged {S} into the {V} column {ok}",
        ),
        "negate": (
            "{S} is no longer {O}; status TBD after the review",
            "Status: ~~{O}~~ (blank) — {S}",
            "{spk} cleared the status field on {S} (was {O})",
            "{S} has come out of {O}, new status not set",
            "| {S} | Status | ~~{O}~~ — |",
            "Roadmap: {S} no longer tagged [{O}], untagged for now",
        ),
    },
    "deadline": {
        "state": (
            "| {S} | Due | {V} |",
            "{S} due {V}",
            "Target date for {S}: {V}",
            "{S} needs to be live by {V}",
            "Release plan: {S} lands {V}",
            "Due date set on the {S} epic: {V} :calendar:",
            "Deadline for {S} is {V}",
            "Heads up all, {S} has to be wrapped up by {V}",
            "Milestone: {S} go-live · {V}",
        ),
        "update": (
            "Due: {O} -> {V} ({S})",
            "{S} deadline moved to {V}",
            "{S}: ~~{O}~~ {V}",
            "{spk} changed the due date on {S} from {O} to {V}",
            "New target for {S}: {V} (was {O})",
            "{S} target date is now {V}",
            "Correction: {S} is due {V}, not {O}",
            "Release plan updated — {S} now lands {V}",
            "| {S} | Due | ~~{O}~~ {V} |",
        ),
        "negate": (
            "{S} no longer has the {O} deadline; new date TBC",
            "Due: ~~{O}~~ (none) — {S}",
            "{spk} removed the {O} due date from {S}",
            "The {O} date for {S} is off, nothing set in its place",
            "| {S} | Due | ~~{O}~~ TBD |",
            "{S} won't be held to {O}, and we're not committing to a new date yet",
        ),
    },
    "owner": {
        "state": (
            "| {S} | Owner | {V} |",
            "{V} is leading {S}",
            "{S} owner: {V}",
            "Assigned {S} to {V} as lead",
            "DRI for {S}: {V}",
            "{S} — lead: {V}",
            "Questions about {S}? Ask {V}, it's theirs",
            "{V} has picked up {S} as owner :muscle:",
            "Project page header: {S} · owned by {V}",
        ),
        "update": (
            "Owner: {O} -> {V} ({S})",
            "{V} takes over {S} from {O}",
            "| {S} | Owner | ~~{O}~~ {V} |",
            "{S} lead changed to {V}",
            "Handover: {S} now owned by {V} (was {O})",
            "{spk} reassigned {S} to {V}",
            "DRI for {S} is now {V}",
            "{S}: owner ~~{O}~~ {V}",
        ),
        "negate": (
            "{O} has stepped off {S}; no owner yet",
            "Owner: ~~{O}~~ (unassigned) — {S}",
            "{S} is unowned now that {O} has handed it back",
            "| {S} | Owner | ~~{O}~~ — |",
            "{spk} unassigned {O} from {S}, looking for a new lead",
            "{O} is no longer the DRI on {S}, TBC who picks it up",
        ),
    },
    "cost_centre": {
        "state": (
            "| {S} | Cost centre | {V} |",
            "Charge {S} time to {V}",
            "{S} cost centre: {V}",
            "Budget code for {S} is {V}",
            "Finance set up {V} for {S} :moneybag:",
            "Timesheets: book {S} hours against {V}",
            "CC for {S} → {V}",
        ),
        "update": (
            "Cost centre: {O} -> {V} ({S})",
            "{S} now charges to {V} (not {O})",
            "| {S} | Cost centre | ~~{O}~~ {V} |",
            "Finance moved {S} onto {V}",
            "New budget code for {S}: {V}",
            "CC for {S} changed to {V}",
        ),
        "negate": (
            "{O} is closed for {S}; new code TBC",
            "Cost centre: ~~{O}~~ (none) — {S}",
            "Stop booking {S} time to {O}, finance haven't issued a replacement",
            "| {S} | Cost centre | ~~{O}~~ — |",
            "{S} is off {O}; no budget code for now",
        ),
    },
    "plan": {
        "state": (
            "| {S} | Plan | {V} |",
            "{S} is on {V}",
            "{S} signed up for the {V} plan :tada:",
            "Account: {S} — plan {V}",
            "CRM: {S} subscription = {V}",
            "Billing note: {S} pays for {V}",
            "New logo! {S} went with {V} {ok}",
            "Customer table row: {S} · {V} · {n} seats",
        ),
        "update": (
            "Plan: {O} -> {V} ({S})",
            "{S} changed plan to {V}",
            "{S} moved from {O} to {V}",
            "| {S} | Plan | ~~{O}~~ {V} |",
            "CRM: {S} subscription now {V} (was {O})",
            "{spk} switched {S} over to {V}",
            "Billing: {S} is on {V} from this cycle",
            "{S}: ~~{O}~~ {V} :moneybag:",
        ),
        "negate": (
            "{S} cancelled {O}; no active plan",
            "Plan: ~~{O}~~ (lapsed) — {S}",
            "{S} is no longer on {O}, deciding what's next",
            "| {S} | Plan | ~~{O}~~ — |",
            "{O} subscription for {S} has ended, nothing replacing it yet",
            "CRM: {S} dropped off {O}, plan field blank",
        ),
    },
    "po_number": {
        "state": (
            "| {S} | PO | {V} |",
            "{S} sent through {V}",
            "Invoice {S} against {V}",
            "PO for {S}: {V}",
            "Purchase order {V} received from {S} :white_check_mark:",
            "Billing note: {S} needs {V} quoted on every invoice",
            "- [x] get PO from {S} → {V}",
        ),
        "update": (
            "PO: {O} -> {V} ({S})",
            "{S} has issued a new PO, {V} replaces {O}",
            "| {S} | PO | ~~{O}~~ {V} |",
            "Use {V} on {S} invoices from now",
            "Billing note for {S}: PO now {V}",
        ),
        "negate": (
            "{O} for {S} is exhausted; no new PO yet",
            "PO: ~~{O}~~ (expired) — {S}",
            "Don't invoice {S} against {O}, it's been cancelled",
            "| {S} | PO | ~~{O}~~ — |",
            "{S} withdrew {O}, waiting on a fresh purchase order",
        ),
    },
}

# The subject talks about themselves (only when speaker == subject).
SELF: dict[str, dict[str, Templates]] = {
    "city": {
        "state": (
            "{S1} here — I'm working out of {V} :wave:",
            "Profile updated by {SF} (self): Location = {V}",
            "Filled in my profile at last: {SF}, {V}",
        ),
        "update": (
            "{S1} here, I've moved {O} → {V}, updating my profile now",
            "Edited my own row: {SF} ~~{O}~~ {V}",
            "Personal news from {S1}: I'm in {V} now, no longer {O} :truck:",
        ),
        "negate": (
            "{S1}: I've left {O}, not sure where I'll land yet",
            "Cleared my own location ({SF}) — not in {O} any more",
        ),
    },
    "address": {
        "state": (
            "For the hamper list, {S1}'s address (that's me): {V}",
            "Self-service HR form done by {SF}: home {V}",
        ),
        "update": (
            "{S1} here — moved house! New address {V}, old one was {O}",
            "Updated my own HR record ({SF}): ~~{O}~~ {V}",
        ),
        "negate": (
            "{S1} here: I'm out of {O}, new address to follow",
            "Removed {O} from my record ({SF}), will add the new place soon",
        ),
    },
    "role": {
        "state": (
            "Kia ora, {SF} here, I'm the new {V} :wave:",
            "{S1} (me!) — {V}, ask me anything",
        ),
        "update": (
            "{S1} here, some news: I've gone from {O} to {V} :tada:",
            "Edited my own profile ({SF}): title ~~{O}~~ {V}",
        ),
        "negate": ("{S1} here — I'm not {O} any more, new title pending",),
    },
    "team": {
        "state": ("{S1} here, I'm on {V}, say hi :wave:", "Joined {V} today — {SF}"),
        "update": ("{S1} here: moved from {O} to {V}, cheers for having me",),
        "negate": ("{S1} here — I've left {O}, figuring out where I land",),
    },
    "manager": {
        "state": ("{S1} here, for the record I report to {V}",),
        "update": ("{S1} here: I report to {V} now rather than {O}",),
        "negate": ("{S1} here — I'm not under {O} any more, new manager TBC",),
    },
    "drink": {
        "state": ("{S1} here, put me down for {V} please :pray:", "My order ({SF}): {V}"),
        "update": ("{S1} here, switching my order from {O} to {V}",),
        "negate": ("{S1} here, I'm off {O}, skip me on the run for now",),
    },
    "phone": {
        "state": ("{S1} here, my mobile is {V} if Slack dies",),
        "update": ("{S1} here — new phone, new number: {V} (not {O})",),
        "negate": ("{S1} here, my {O} number is gone, new one soon",),
    },
    "email": {
        "state": ("{S1} here, best email for me is {V}",),
        "update": ("{S1} here: please use {V} now, {O} is retired",),
        "negate": ("{S1} here, {O} is dead, don't email it",),
    },
}

TICKET_REPORT: Templates = (
    "{S} created: {P} ({C})",
    "New ticket {S} — {C}: {P}",
    "| {S} | {C} | {P} | {V} |",
    "@{spk} raised {S} for {C}: '{P}'",
    "Logged {S}: {C} report that {P}",
    "Support: {C} say {P}. Ticket {S}, status {V}",
    ":rotating_light: {S} opened — {P} (customer: {C})",
    "Jira: {S} [{V}] {P} — reported by {C}",
    "{C} on the phone again: {P}. Raised as {S}",
    "- [ ] {S} {P} ({C})",
    "Triage: {S} · {C} · {P} · {V}",
)
TICKET_REOPEN: Templates = (
    "{S} reopened — {P} is back for {C}",
    "{S}: {O} -> {V}, {C} say {P} again",
    "Reopening {S}, the fix didn't hold ({P})",
    "- [ ] ~~{S} {P}~~ reopened :rage:",
)
TICKET_PROGRESS: Templates = (
    "{S} moved to {V}",
    "{spkf} picked up {S} ({P})",
    "{S} is being worked on — {P}",
    "Looking into {S} now, {C} are waiting",
    "Status: {V} — {S} ({C})",
    "{S} assigned to @{spk}, {V}",
    "On it: {S}, {P} :mag:",
    "| {S} | {C} | {V} |",
)
TICKET_PROGRESS_OLD: Templates = (
    "{S}: {O} -> {V}",
    "{S}: ~~{O}~~ {V}",
    "Status: {O} → {V} on {S} ({P})",
    "Moved {S} from {O} to {V}, repro'd the {P} bug",
)
TICKET_DONE: Templates = (
    "{S} marked {V} {ok}",
    "{S} resolved :white_check_mark: {P} — fix deployed",
    "Closed {S}, {C} confirmed it's sorted",
    "- [x] {S} {P}",
    "Fixed in v{ver}: {P} ({S})",
    "{C} happy, {S} done and dusted",
    "Release notes v{ver}: fixed {P} ({S}, reported by {C})",
    "{S} → {V}. Nice one {spk}",
)
TICKET_DONE_OLD: Templates = (
    "{S}: {O} -> {V}",
    "{S}: ~~{O}~~ {V} :white_check_mark:",
    "Status: {O} → {V} on {S}, {P} sorted",
)
TICKET_NEGATE: Templates = (
    "{S} is no longer {O}, back in the queue",
    "{S}: ~~{O}~~ — status being reassessed ({P})",
    "Pulled {S} out of {O}, needs another look",
)

WRAPPERS: Templates = (
    "{spk}: {line}",
    "Comment by {spkf} ({d}): {line}",
    "{line} — {spki}",
    "[{d}] {line}",
    "{line} (via {spk})",
    "{spkf} commented: {line}",
    "{t} · {spk} · {line}",
    "Edited by {spk}: {line}",
)
WRAPPERS_NODATE: Templates = (
    "{spk}: {line}",
    "{line} — {spki}",
    "{line} (via {spk})",
    "{spkf} commented: {line}",
    "Edited by {spk}: {line}",
)

# --------------------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------------------

ASK: dict[str, Templates] = {
    "city": (
        "Which city is {S} in at the moment?",
        "Whereabouts is {S}, city-wise?",
        "What city should I put down for {S} on the travel form?",
        "If I wanted to catch {S} in person, which city would I fly to?",
        "Anyone know what city {S} is in now?",
        "Remind me, {S} is in which city?",
        "Which town or city does {S} call home for work these days?",
        "Planning a meetup — what city do we find {S} in?",
    ),
    "address": (
        "What's {S}'s street address at home?",
        "Where does {S} actually live, street and number?",
        "Does anyone have {S}'s residential address?",
        "What's the house number and street for {S}?",
        "Need {S}'s home street address for the gift, anyone?",
        "Which street does {S} live on, and what number?",
    ),
    "role": (
        "What does {S} do here, job title wise?",
        "What's {S}'s official title?",
        "Remind me what {S}'s job is?",
        "In what capacity is {S} employed?",
        "What position does {S} hold?",
        "What hat does {S} wear, title-wise?",
    ),
    "team": (
        "Which squad is {S} part of?",
        "What team is {S} with these days?",
        "Who does {S} work alongside — which team?",
        "Which group should I tag {S} under?",
        "What team would I find {S} in?",
    ),
    "manager": (
        "Who's {S}'s boss?",
        "Who does {S} answer to?",
        "Who's above {S} in the reporting chain?",
        "Who's {S}'s direct supervisor?",
        "Whose approval does {S} need for leave?",
        "Who's the boss of {S} these days?",
    ),
    "drink": (
        "What should I grab {S} from the café?",
        "What's {S}'s go-to beverage?",
        "How does {S} take their morning cuppa, what drink?",
        "What does {S} like to drink?",
        "What's {S}'s preferred drink?",
        "Ordering for the meeting — what does {S} have?",
    ),
    "phone": (
        "What number do I ring to reach {S}?",
        "How do I call {S}? Cell number?",
        "What's the best phone number to text {S}?",
        "{S}'s phone, anyone have it?",
        "What's {S}'s cell?",
        "Which number gets hold of {S} by phone?",
    ),
    "email": (
        "Where do I email {S}?",
        "What address do I use to email {S}?",
        "What's {S}'s inbox?",
        "Which email reaches {S}?",
        "How do I reach {S} by email?",
    ),
    "status": (
        "Where is {S} at right now?",
        "What stage is {S} in?",
        "How's {S} tracking — what phase?",
        "What's the current state of {S}?",
        "Which column is {S} in on the board?",
        "Is {S} moving? What's it marked as?",
    ),
    "deadline": (
        "When is {S} supposed to be finished?",
        "What's the go-live date for {S}?",
        "By what date does {S} have to be done?",
        "When does {S} need to be over the line?",
        "What date are we aiming at for {S}?",
        "How long have we got on {S}, what's the cut-off date?",
    ),
    "owner": (
        "Who's running {S}?",
        "Who's in charge of {S}?",
        "Who should I talk to about {S}, who's accountable?",
        "Which person is driving {S}?",
        "Who heads up {S}?",
        "Whose baby is {S}?",
    ),
    "cost_centre": (
        "Which budget line does {S} bill to?",
        "What's the finance code for {S}?",
        "Which cost code is {S} under?",
        "Where do {S} expenses get coded?",
        "What do I put in the code box for {S} timesheets?",
    ),
    "plan": (
        "What tier is {S} paying for?",
        "Which subscription has {S} got?",
        "What package is {S} on?",
        "Which pricing tier does {S} have?",
        "What are {S} subscribed to?",
    ),
    "po_number": (
        "What's the purchase order reference for {S}?",
        "Which PO goes on the {S} invoice?",
        "{S}'s purchase order number, anyone?",
        "What purchase order number do {S} want on invoices?",
        "Got the PO ref for {S}?",
    ),
    "ticket": (
        "What's happening with {S}?",
        "Is {S} sorted yet?",
        "What state is {S} in?",
        "Any movement on {S}?",
        "Where are we at with {S}?",
        "Has {S} been closed off?",
    ),
}
ASK_TICKET_DETAIL: Templates = (
    "Has anyone fixed {S} ({C}'s issue)?",
    "Where are we at on {S}, the one where {P}?",
    "{C} are chasing — what's the state of {S}?",
    "Is the '{P}' ticket ({S}) still going?",
)

HOP: dict[str, Templates] = {
    "manager": (
        "{S}'s boss",
        "the person {S} answers to",
        "whoever supervises {S}",
        "{S}'s direct supervisor",
        "whoever signs off {S}'s leave",
        "the one above {S} in the chain",
    ),
    "owner": (
        "the {S} lead",
        "whoever's running {S}",
        "the person in charge of {S}",
        "whoever heads up {S}",
        "the person driving {S}",
        "the one accountable for {S}",
    ),
}
ASK_HOP: dict[str, Templates] = {
    "city": (
        "Which city is {X} in?",
        "Whereabouts is {X}? Just the city is fine",
        "Do we know which city {X} is in?",
        "I need to visit {X} — which city do I fly into?",
        "What city would I find {X} in?",
    ),
    "address": (
        "What's the street address where {X} lives?",
        "Where does {X} live — house number and street?",
        "Do we have a home street address for {X}?",
        "Sending flowers to {X}, what's the street address?",
        "What's the residential address for {X}?",
    ),
    "phone": (
        "What number can I ring {X} on?",
        "How do I get hold of {X} by phone?",
        "Got a cell number for {X}?",
        "What's the phone number for {X}?",
        "Need to text {X} — what's the number?",
    ),
    "role": ("What's the job title of {X}?", "What does {X} do, title-wise?"),
    "team": ("Which squad is {X} in?", "What team does {X} sit with?"),
    "drink": ("What does {X} like to drink?", "What should I order for {X} at the café?"),
    "email": ("Where do I email {X}?", "What's the inbox for {X}?"),
    "manager": ("Who does {X} answer to?", "Who's above {X}?"),
}
SLOT_WORDS: dict[str, str] = {
    "city": "city",
    "address": "home street address",
    "role": "job title",
    "team": "team",
    "manager": "boss",
    "drink": "usual drink",
    "phone": "phone number",
    "email": "email",
    "status": "current stage",
    "deadline": "cut-off date",
    "owner": "lead",
    "cost_centre": "finance code",
    "plan": "pricing tier",
    "po_number": "purchase order ref",
    "ticket": "state",
}
ASK_PREFIX: Templates = (
    "",
    "",
    "",
    "",
    "Quick one: ",
    "Q: ",
    "@here ",
    "Sorry if it's on the wiki: ",
)

# --------------------------------------------------------------------------------------
# Small talk. Placeholders: {M}/{M2} names, {t}/{t2} times, {n}/{n2}/{n3} numbers, {d} a
# date, {day} a weekday, {place}, {food}, {sport}, {wx}, {pet}, {ver}, {pr}, {ok}.
# --------------------------------------------------------------------------------------

CHATTER: Templates = (
    "Retro board for sprint {n} is up — add your stickies before {t} :pray:",
    "Page history: 'Team lunch {day}' edited by {M}, {n2} changes",
    "- [ ] bring {food} to {day}'s demo",
    "- [x] book the big meeting room for {t} {day}",
    "Release notes v{ver}: dark mode tweaks, fewer spinner flickers, settings typo fixed",
    "@{M} happy birthday!! :birthday: :tada: cake in the kitchen at {t}",
    "Anyone else's VPN dropping every {n2} minutes or just mine :upside_down_face:",
    "Standup moved to {t} tomorrow, clashes with the all-hands",
    "Who finished the {food}? Asking for a friend :eyes:",
    "Reminder: timesheets close {day} {t}",
    "Confluence is slow as today, {n2}s to load a page",
    "{M} is on leave from {d}, back the week after :palm_tree:",
    "{sport} on the big screen at {t}, bring snacks",
    "Did anyone see {sport} at the weekend? Still not over it",
    "Back from a long weekend in {place}. {wx} the whole time :cloud_with_rain:",
    "PSA the fridge gets cleared out {day} at {t}, label your stuff",
    "Meeting notes template updated, {n2} new headings — have a squiz",
    "Kia ora koutou, lovely to see so many cameras on this morning :wave:",
    "Ngā mihi to everyone who filled in the survey, {n}% response rate!",
    "Grand so, I'll look at it after lunch",
    "Sound, cheers {M}",
    "Sweet as, thanks heaps {M} :raised_hands:",
    "Does anyone know how to get rid of the duplicate sidebar in Notion? It's doing my head in",
    "CI went green on attempt {n2} :sweat_smile:",
    "Wiki cleanup: archived {n} stale pages, shout if I nuked something you needed",
    "The printer on level {n3} is jammed again. {n2} pages of someone's boarding pass in there",
    "Friday drinks at {t}? Somewhere near the waterfront",
    "Quiz night results: {M}'s table won with {n} points, absolute scenes",
    "Emoji request: can we get :shaka: added to the workspace",
    "Doc 'Q{n3} OKR brainstorm' — edited by {M}, {n2} changes, {n3} comments",
    "{wx} out there today, working from the couch with a blanket",
    "Lunch & learn {day} {t}: intro to feature flags, {M} presenting",
    "Found a spider the size of my hand in the bike shed, thoughts and prayers",
    "Who's in for the {place} walk on {day}? {n2} spots left in the van",
    "My kid asked if I 'just type all day'. Fair.",
    "Heads up, fire drill {day} {t} — take your laptops",
    "Welcome cake is in the kitchen, go go go :cake:",
    "Gentle reminder to fill in the engagement survey, closes {d}",
    "Tidied up the #random channel topic, no more polls about pineapple on pizza",
    "Jira dashboard has a burndown chart now, {n} story points left in the sprint",
    "Hot desk etiquette: please wipe down the keyboard :pray:",
    "Social club update: Christmas do is booked, {n} RSVPs so far",
    "{M} brought in {food} again, legend",
    "Is it just me or is the aircon set to arctic",
    "Offsite checklist: - [x] bus - [x] venue - [ ] name tags - [ ] {food}",
    "Daylight saving ends {day}, don't be an hour early to the {t} call like last year",
    "Time zones are hard: {t} here is {t2} over there, roughly",
    "Te reo word of the week: 'mahi' (work). Use it in a sentence at standup :smile:",
    "Irish word of the week: 'craic'. No explanation needed",
    "A macro broke the whole page, rolled back to version {n2}",
    "Notion AI summarised my {n}-page doc as 'stuff happened' :joy:",
    "Shout-out to {M} for the {n}-slide deck, very crisp",
    "The kettle on level {n3} is dead. RIP :skull:",
    "Whoever keeps moving the whiteboard markers: I see you",
    "Rugby sweepstake: {M} drew {sport}, pay up by {day}",
    "Code freeze for the long weekend starts {day} {t}",
    "{n2} books overdue from the office shelf, you know who you are",
    "Tried the new ramen place round the corner, {n3}/10, would go again",
    "Bike to work day {d}! {n2} of us signed up so far :bike:",
    "Sprint {n} demo recording is on the wiki, {n2} mins, skip to the end for the bloopers",
    "Storm warning for {place} this arvo, drive safe folks",
    "{M}'s dog made a cameo in standup again, 10/10 no notes",
    "Fixed the broken link on the 'How we work' page, {n2} other pages pointed at it",
    "Please don't @here in #general after {t} :pray:",
    "Ugh, {n} unread notifications after one day off",
    "Grand job on the demo everyone, great craic",
    "Lost a glove in the lift, navy, answers to nothing",
    "Pizza's here! {n2} boxes, vege ones on the left",
    "Anyone got a spare USB-C cable? Desk {n}",
    "Pairing session with {M} at {t}, join if you're keen",
    "Weekend plans: {place} and absolutely no laptops",
    "Mountain biking in {place} was mean, only fell off twice",
    "Matariki long weekend coming up — any good stargazing spots?",
    "St Patrick's Day bake-off {d}, {n2} entries so far :shamrock:",
    "Anzac Day: office closed, see you {day}",
    "Holiday rota is on the wiki, add yourself by {d}",
    "The sun's out for once, taking my {t} call on a walk",
    "Cheers for covering the {t} sync, {M}, owe you one",
    "Gif of the week goes to {M}, no contest",
    "Lint rules changed, {n} files touched, sorry for the noisy PR #{pr}",
    "PR #{pr} merged :white_check_mark: thanks for the review {M}",
    "Please review PR #{pr} when you get a chance, it's small I promise ({n} lines)",
    "Incident drill went fine, {n2} min to page the right person",
    "Design crit moved to {day} {t}",
    "Boardroom booked {day} {t} to {t2} for interviews",
    "Test comment, please ignore :see_no_evil:",
    "Marking this page as outdated, last edited {d}",
    "Added an FAQ section to the new-joiner wiki page",
    "Renamed 'misc' to 'Random stuff' in the sidebar, {n2} pages moved",
    "Who's bringing the Bluetooth speaker to the BBQ on {day}?",
    "BBQ headcount: {n} so far, {n3} vegetarian",
    "Running {n2} minutes late to the {t}, sorry all",
    "Reacted :100: to every comment in the thread, productivity peak",
    "Dishwasher's done, someone unpack it pls :pray:",
    "@{M} nice catch on that edge case in review",
    "All-hands recording is up: {n} mins, worth a watch at 1.5x",
    "Whānau day at the office {d}, kids welcome",
    "Fair play to {M}, ran a half marathon in {place} at the weekend",
    "Heatwave in the office, someone open a window",
    "| Snack | Votes | Pineapple Lumps | {n} |",
    "| Quiz round | Winner | Music | {M} |",
    "Poll: best biscuit? :one: Mint Slice :two: Kimberley :three: Toffee Pop — {n} votes in",
    "Comments off on this page until the cleanup's done",
    "Edited by {M}, {n2} changes: fixed headings, no content changes",
    "~~Tuesday~~ Wednesday for book club, sorry for the mix-up",
    "Coffee machine: broken :skull: again",
    "Owner of the lost-property box: nobody, apparently",
    "{pet} says hi from under my desk :dog:",
    "- [x] water the office plants - [ ] name the new monstera",
    "{M2} and {M} are doing a {n}k fun run {day}, sponsor them!",
    "Calendar invite for the {t} went out twice, ignore the second one",
    "Loving the new dark mode in Linear, easy on the eyes",
    "Who left {food} on my desk? Whoever you are, thank you {ok}",
    "Someone's phone alarm has been going for {n2} minutes",
    "Fire wardens for {day}: {M} and {M2}",
    "Yarn with {M} at {t} about the wiki structure, all welcome",
    "Great session {M}, the whiteboard photos are on the page now",
    "Reminder that {day} is a no-meetings day :no_entry_sign:",
    "Got {n2} hours of sleep, please speak slowly",
    "Ka pai, nice work everyone {ok}",
    "Ah sure look, it'll be grand",
    "{wx} again. Perfect day to finally clear my inbox",
    "Spotify wrapped says I listened to {n} hours of lo-fi, no regrets",
    "Page history: 'Office playlist' edited by {M}, {n2} changes",
    "Release notes v{ver}: tooltip copy updated, icons realigned, nothing scary",
    "Changelog {d}: sidebar icons refreshed, no functional changes",
    "Parking in the basement is closed {day}, sorry drivers",
    "Bus strike {day}, plan accordingly :bus:",
    "Trivia: the office has {n} mugs and I can only ever find {n3}",
    "Table tennis ladder: {M} beat {M2} 21-{n3}, scandal",
    "Ordering sushi for the {t} workshop, reply with allergies",
    "Anyone up for a walk at {t}? Need to stretch the legs",
    "Swapped my {t} focus block for a nap. Kidding. Mostly.",
    "Thanks {M} for the tour of the new wiki templates :raised_hands:",
)

# --------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------


def _first(name: str) -> str:
    return name.split()[0] if name.split() else name


def _initials(name: str) -> str:
    return "".join(part[0] for part in name.split() if part[0].isalpha()).upper()


def _ascii(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if ch.isascii() and (ch.isalnum() or ch in " -"))


def _render_date(iso: str, rng: random.Random) -> str:
    """An ISO date the way the team writes it (month and day always kept)."""
    try:
        day = dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    forms = (
        f"{day.day} {MON[day.month - 1]}",
        f"{WD[day.weekday()]} {day.day}/{day.month}",
        day.isoformat(),
        f"{day.day} {MONTH[day.month - 1]} {day.year}",
        f"{WEEKDAY[day.weekday()]} {day.day} {MONTH[day.month - 1]}",
        f"{day.day:02d}/{day.month:02d}/{day.year}",
        f"{WD[day.weekday()]} {day.day} {MON[day.month - 1]}",
    )
    return rng.choice(forms)


def _random_date(rng: random.Random) -> str:
    day = dt.date(2024, 1, 1) + dt.timedelta(days=rng.randrange(366))
    return _render_date(day.isoformat(), rng)


def _time(rng: random.Random) -> str:
    hour = rng.randint(8, 17)
    minute = rng.choice((0, 0, 15, 30, 30, 45))
    style = rng.randrange(3)
    if style == 0:
        return f"{hour:02d}:{minute:02d}"
    suffix = "am" if hour < 12 else "pm"
    twelve = hour if hour <= 12 else hour - 12
    if minute == 0:
        return f"{twelve}{suffix}"
    return f"{twelve}:{minute:02d}{suffix}"


def _version(rng: random.Random) -> str:
    return f"{rng.randint(2, 5)}.{rng.randint(0, 24)}.{rng.randint(0, 9)}"


def _person_ref(full: str, rng: random.Random) -> str:
    first = _first(full)
    return rng.choice((full, full, first, first, "@" + first, "@" + full))


def _person_value(full: str, rng: random.Random) -> str:
    return rng.choice((full, full, full, "@" + full))


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "a bug", "the customer"
    problem, _, customer = detail.partition(" | ")
    return problem.strip() or "a bug", customer.strip() or "the customer"


def _speaker_ctx(speaker: str, rng: random.Random) -> dict[str, str]:
    return {
        "spk": _first(speaker),
        "spkf": speaker,
        "spki": _initials(speaker),
        "d": _random_date(rng),
        "t": _time(rng),
        "n": str(rng.randint(3, 60)),
        "n2": str(rng.randint(2, 12)),
        "ok": rng.choice(OK_EMOJI),
        "ver": _version(rng),
    }


def _fit(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) < 300 else line[:296].rstrip() + "…"


# --------------------------------------------------------------------------------------
# The family
# --------------------------------------------------------------------------------------


class TrackerFamily:
    """Project-tracker and wiki activity of a NZ / Irish product team."""

    @property
    def name(self) -> str:
        return "tracker-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        return LEXICON

    # -- identifiers -------------------------------------------------------------------

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        if slot == "phone":
            if rng.random() < 0.6:
                prefix = rng.choice(("021", "022", "027", "029"))
                body = f"{rng.randint(100, 999)} {rng.randint(1000, 9999)}"
                return f"+64 {prefix[1:]} {body}" if rng.random() < 0.4 else f"{prefix} {body}"
            prefix = rng.choice(("083", "085", "086", "087", "089"))
            body = f"{rng.randint(100, 999)} {rng.randint(1000, 9999)}"
            return f"+353 {prefix[1:]} {body}" if rng.random() < 0.4 else f"{prefix} {body}"
        if slot == "email":
            parts = _ascii(subject).lower().replace("-", " ").split()
            if not parts:
                parts = ["team"]
            first, last = parts[0], parts[-1]
            local = rng.choice(
                (f"{first}.{last}", f"{first}.{last}", f"{first}{last[:1]}", f"{first[:1]}{last}")
            )
            domain = rng.choice(("kahu.io", "kahu.co.nz", "kahuhq.com", "kahu.ie"))
            return f"{local}@{domain}"
        if slot == "cost_centre":
            shape = rng.randrange(3)
            code = rng.randint(1000, 9999)
            if shape == 0:
                return f"CC-{code}"
            if shape == 1:
                return f"CC-{code}-{rng.choice(('ENG', 'PRD', 'OPS', 'RND', 'MKT'))}"
            return f"FIN/{code}/{rng.randint(10, 99)}"
        if slot == "po_number":
            shape = rng.randrange(3)
            if shape == 0:
                return f"PO-{rng.randint(2023, 2025)}-{rng.randint(100, 99999):05d}"
            if shape == 1:
                return f"PO{rng.randint(100000, 999999)}"
            return f"45{rng.randint(10000000, 99999999)}"
        prefix = rng.choice(("SUP", "HELP", "CS", "DESK"))
        return f"{prefix}-{rng.randint(100, 4999)}"

    # -- statements --------------------------------------------------------------------

    def say(self, event: Event, rng: random.Random) -> str:
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return self._chatter(event, rng)
        if event.slot == "ticket":
            return self._ticket(event, rng)
        slot = event.slot
        kind = "update" if event.kind == "resolve" else event.kind
        ctx = _speaker_ctx(event.speaker, rng)
        subject = event.subject
        is_person = slot in PERSON_SLOTS
        ctx["SF"] = subject
        ctx["S1"] = _first(subject) if is_person else subject
        ctx["S"] = _person_ref(subject, rng) if is_person else subject
        ctx["V"] = self._value(slot, event.value, rng)
        ctx["O"] = self._value(slot, event.old, rng)
        if kind == "update" and event.old is None:
            kind = "state"
        if kind == "negate" and event.old is None:
            ctx["O"] = "the old value"
        if kind not in ("state", "update", "negate"):
            kind = "state"
        pool: Templates = SAY.get(slot, {}).get(kind, ())
        own = SELF.get(slot, {}).get(kind, ())
        if own and event.speaker == subject and rng.random() < 0.6:
            pool = own
        if not pool:
            word = SLOT_WORDS.get(slot, slot)
            pool = (
                ("{S}: " + word + " ~~{O}~~ {V}",)
                if kind != "state"
                else ("{S}: " + word + " {V}",)
            )
        line = rng.choice(pool).format_map(ctx)
        if pool is not own and rng.random() < 0.3:
            wrappers = WRAPPERS_NODATE if slot == "deadline" else WRAPPERS
            ctx["line"] = line
            line = rng.choice(wrappers).format_map(ctx)
        return _fit(line)

    def _value(self, slot: str, value: str | None, rng: random.Random) -> str:
        if value is None:
            return ""
        if slot == "deadline":
            return _render_date(value, rng)
        if slot in ("manager", "owner"):
            return _person_value(value, rng)
        return value

    def _ticket(self, event: Event, rng: random.Random) -> str:
        ctx = _speaker_ctx(event.speaker, rng)
        problem, customer = _split_detail(event.detail)
        ticket = event.subject or "the ticket"
        ctx.update(S=ticket, SF=ticket, S1=ticket, P=problem, C=customer)
        value = "resolved" if event.kind == "resolve" else (event.value or "open")
        ctx["V"] = rng.choice(TICKET_WORDS.get(value, (value,)))
        old = event.old
        ctx["O"] = rng.choice(TICKET_WORDS.get(old, (old,))) if old else ""
        pool: Templates
        if event.kind == "negate":
            if not old:
                ctx["O"] = "Open"
            pool = TICKET_NEGATE
        elif value == "open":
            pool = TICKET_REOPEN if old in ("resolved", "in progress") else TICKET_REPORT
        elif value == "in progress":
            pool = TICKET_PROGRESS + (TICKET_PROGRESS_OLD if old else ())
        else:
            pool = TICKET_DONE + (TICKET_DONE_OLD if old else ())
        return _fit(rng.choice(pool).format_map(ctx))

    def _chatter(self, event: Event, rng: random.Random) -> str:
        ctx = _speaker_ctx(event.speaker, rng)
        others = list(OTHER_NAMES)
        mention = _first(event.mention) if event.mention else rng.choice(others)
        second = rng.choice([n for n in others if n != mention])
        ctx.update(
            M=mention,
            M2=second,
            t2=_time(rng),
            n3=str(rng.randint(1, 9)),
            day=rng.choice(WEEKDAY + WD),
            place=rng.choice(PLACES),
            food=rng.choice(FOODS),
            sport=rng.choice(SPORTS),
            wx=rng.choice(WEATHER),
            pet=rng.choice(PETS),
            pr=str(rng.randint(1200, 9800)),
        )
        line = rng.choice(CHATTER).format_map(ctx)
        if rng.random() < 0.15:
            line = rng.choice(("{spk}: ", "[{spki}] ", "{t} · ")).format_map(ctx) + line
        return _fit(line)

    # -- questions ---------------------------------------------------------------------

    def ask(self, ask: Ask, rng: random.Random) -> str:
        slot = ask.slot
        if ask.via in HOP:
            start = ask.subject
            if ask.via == "manager":
                start = rng.choice((ask.subject, _first(ask.subject)))
            phrase = rng.choice(HOP[ask.via]).format(S=start)
            word = SLOT_WORDS.get(slot, slot)
            pool = ASK_HOP.get(slot, ("What's the " + word + " for {X}?",))
            text = rng.choice(pool).format(X=phrase)
            return _fit(rng.choice(ASK_PREFIX) + text)
        if slot == "ticket":
            problem, customer = _split_detail(ask.detail)
            pool = ASK["ticket"] + (ASK_TICKET_DETAIL if ask.detail else ())
            text = rng.choice(pool).format(S=ask.subject, P=problem, C=customer)
            return _fit(rng.choice(ASK_PREFIX) + text)
        if slot in PERSON_SLOTS:
            who = rng.choice((ask.subject, ask.subject, _first(ask.subject)))
        else:
            who = ask.subject
        word = SLOT_WORDS.get(slot, slot)
        pool = ASK.get(slot, ("What's the " + word + " for {S}?",))
        text = rng.choice(pool).format(S=who)
        return _fit(rng.choice(ASK_PREFIX) + text)


FAMILY = TrackerFamily()
