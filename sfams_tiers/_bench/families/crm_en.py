"""crm-en: account managers' notes in a B2B sales CRM (Canada and Singapore).

The writers are the account team of a software reseller with offices in Canada and
Singapore: account executives, customer success managers, solutions engineers and
their managers, typing into a Salesforce/HubSpot-like CRM. Their text is a mix of

- activity-log entries the CRM writes for them ("Field updated: Mobile (Marcus Lim)
  -> ...", "Stage changed", "Rachel Tan changed Title on ... from ... to ..."),
- call notes and meeting summaries in clipped fragments joined by ``;`` or `` - ``
  ("Call w/ Maple Crest re: renewal - on Growth Bundle; champion engaged"),
- hand-offs and escalations ("taking over Borealis from ...", "escalated to L2"),
- internal @mentions and polite corporate English ("Noted with thanks", "Kindly
  note"), with Singlish touches from the Singapore side ("can lah", "already", "hor")
  and Canadianisms from the Toronto/Vancouver side ("eh", Timbits, the 401).

People are the reseller's own staff (Chinese, Malay and Indian Singaporean names and
Canadian ones); projects are internal implementation projects, customers are the
accounts, tickets are support cases. Dates are written the way either side writes
them ("17 May", "May 17", "17/05/2024", "Fri 17 May").
"""

from __future__ import annotations

import datetime as _dt
import random
import unicodedata
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Lexicon

__all__ = ["FAMILY", "CrmFamily"]

# ---------------------------------------------------------------------------
# Lexicon
# ---------------------------------------------------------------------------

_PEOPLE: tuple[tuple[str, str], ...] = (
    ("Rachel Tan", "f"),
    ("Marcus Lim", "m"),
    ("Jasmine Goh", "f"),
    ("Kelvin Ong", "m"),
    ("Clarice Teo", "f"),
    ("Desmond Koh", "m"),
    ("Valerie Ng", "f"),
    ("Bryan Seah", "m"),
    ("Farhan Ismail", "m"),
    ("Nurul Rashid", "f"),
    ("Hafiz Osman", "m"),
    ("Aishah Kamal", "f"),
    ("Irfan Yusof", "m"),
    ("Priya Raghavan", "f"),
    ("Arjun Pillai", "m"),
    ("Kavitha Menon", "f"),
    ("Suresh Nair", "m"),
    ("Deepa Krishnan", "f"),
    ("Brianne Tremblay", "f"),
    ("Gavin MacDonald", "m"),
    ("Hélène Gagnon", "f"),
    ("Connor Doucette", "m"),
    ("Shauna Kowalski", "f"),
    ("Tyler Bergeron", "m"),
    ("Wesley Chow", "m"),
)

_GENDER: dict[str, str] = dict(_PEOPLE)

_LEXICON = Lexicon(
    people=tuple(name for name, _ in _PEOPLE),
    projects=(
        "Kingfisher",
        "Borealis",
        "Tembusu",
        "Lantern",
        "Halyard",
        "Cobalt",
        "Keystone",
        "Driftwood",
    ),
    customers=(
        "Maple Crest Insurance",
        "Straits Marine Holdings",
        "Pacific Ridge Logistics",
        "Lion City Dental Group",
        "Northbay Credit Union",
        "Laurentian Health Network",
        "Prairie Sky Energy",
    ),
    teams=(
        "Enterprise West",
        "Enterprise APAC",
        "Mid-Market Canada",
        "Public Sector",
        "Channel Alliances",
        "Renewals Pod",
        "Commercial ASEAN",
        "Strategic Accounts",
    ),
    cities=(
        "Toronto",
        "Vancouver",
        "Calgary",
        "Montreal",
        "Ottawa",
        "Halifax",
        "Winnipeg",
        "Edmonton",
        "Waterloo",
        "Mississauga",
        "Saskatoon",
        "Regina",
        "Kelowna",
        "Quebec City",
        "Singapore",
        "Kuala Lumpur",
        "Johor Bahru",
        "Jakarta",
        "Bangkok",
        "Manila",
        "Penang",
        "Ho Chi Minh City",
    ),
    addresses=(
        "1842 Dundas Street West",
        "77 Spadina Avenue",
        "2290 West 4th Avenue",
        "415 Jasper Avenue",
        "36 Rue Saint-Paul Est",
        "1120 Barrington Street",
        "508 Kensington Road NW",
        "91 Sparks Street",
        "2217 Robie Street",
        "63 Wellesley Street East",
        "1450 Victoria Drive",
        "318 Broadway Avenue",
        "47 Osborne Street",
        "912 Avenue Road",
        "1305 Rue Sherbrooke Ouest",
        "240 King Street North",
        "Blk 412 Ang Mo Kio Avenue 10 #08-1123",
        "28 Jalan Kemaman",
        "Blk 163 Bukit Batok Street 11 #05-212",
        "12 Holland Grove Road",
        "Blk 720 Tampines Street 71 #11-45",
        "5 Sixth Avenue",
        "39 Siglap Drive",
        "Blk 88 Telok Blangah Heights #14-307",
        "61 Lorong Kismis",
        "Blk 205 Serangoon Central #09-88",
        "17 Jalan Bunga Rampai",
        "Blk 533 Pasir Ris Drive 1 #03-19",
        "22 Mount Sinai Rise",
        "8 Hillcrest Road",
        "Blk 11 Upper Boon Keng Road #12-1017",
        "23 Jalan SS2/24",
    ),
    roles=(
        "Account Executive",
        "Senior Account Manager",
        "Customer Success Manager",
        "Solutions Engineer",
        "Sales Development Rep",
        "Regional Sales Director",
        "Renewals Specialist",
        "Channel Partner Manager",
        "Sales Operations Analyst",
        "Deal Desk Lead",
        "Inside Sales Rep",
        "Head of APAC Sales",
    ),
    drinks=(
        "kopi-o kosong",
        "teh tarik",
        "double-double",
        "London Fog",
        "oat flat white",
        "teh halia",
        "Milo dinosaur",
        "iced lemon tea",
        "matcha latte",
        "bandung",
        "cold brew",
        "kopi siew dai",
        "masala chai",
    ),
    statuses=(
        "on track",
        "at risk",
        "on hold",
        "in UAT",
        "waiting on legal",
        "in scoping",
        "go-live ready",
        "slipping",
    ),
    plans=(
        "Essentials Tier",
        "Growth Bundle",
        "Professional Suite",
        "Enterprise Plus",
        "Premier Unlimited",
        "Starter Lite",
    ),
    problems=(
        "SSO login loops back to the sign-in page",
        "invoice PDF shows the wrong GST amount",
        "CSV export drops the last row",
        "Outlook calendar sync stalls overnight",
        "dashboard times out after 30 seconds",
        "licence page shows zero seats",
        "password reset emails never arrive",
        "API returns 429 on bulk upload",
        "mobile app crashes on quote approval",
        "report filters reset on refresh",
        "contact import creates duplicates",
        "French labels missing on the portal",
    ),
)

# ---------------------------------------------------------------------------
# Small vocabulary used to fill templates (never lexicon values)
# ---------------------------------------------------------------------------

_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
_TIMES = ("9am", "9:30", "10am", "11am ET", "2pm", "3.30pm", "4pm SGT", "8am SGT", "noon")
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
_WD_SHORT = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_WD_LONG = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

_SLOT_LABEL: dict[str, str] = {
    "city": "base city",
    "address": "home address",
    "role": "job title",
    "team": "team",
    "manager": "manager",
    "drink": "usual drink",
    "phone": "mobile number",
    "email": "email address",
    "status": "project status",
    "deadline": "deadline",
    "owner": "project owner",
    "cost_centre": "cost centre",
    "plan": "subscription plan",
    "po_number": "PO number",
    "ticket": "case status",
}

_FIELD_NAME: dict[str, tuple[str, ...]] = {
    "city": ("Location", "Office Location", "Base City"),
    "address": ("Home Address", "Mailing Street", "Home Street"),
    "role": ("Title", "Job Title"),
    "team": ("Team", "Sales Team"),
    "manager": ("Manager", "Reports To"),
    "drink": ("Preferences", "Notes: Drink"),
    "phone": ("Mobile", "Mobile Phone", "Phone (Mobile)"),
    "email": ("Email", "Work Email"),
    "status": ("Status", "Project Status"),
    "deadline": ("Target Date", "Go-Live Date", "Deadline"),
    "owner": ("Project Owner", "Owner"),
    "cost_centre": ("Cost Centre", "Budget Code"),
    "plan": ("Plan", "Subscription Tier"),
    "po_number": ("PO Number", "Purchase Order"),
}

# ---------------------------------------------------------------------------
# Statement templates, third person.
#
# Placeholders: {s} subject as written (first or full name, project, customer),
# {S} subject in full, {v}/{o} new/old value as written, {V}/{O} the same as a
# CRM field shows it, {F} a field label, {me}/{ME} the speaker, {cc} a colleague,
# {day} a weekday, {he}/{his}/{him}/{hes} the subject's pronouns.
# ---------------------------------------------------------------------------

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "Field updated: {F} ({S}) -> {V}",
        "Logged call w/ {s}: {hes} working out of {v}, so afternoon slots our time are ok",
        "{s} is based in {v}; pls route local on-site asks for {his} accounts there",
        "FYI @{cc} - {s} sits in the {v} office, loop {him} in for anything nearby",
        "Intro call done. {s} ({v}) will cover the region from there",
        "Mtg notes: kickoff ok; {s} operating from {v}; next sync {day}",
        "Per the HR sheet {s} works from {v} hor, not HQ",
        "Re: territory split - {s} covers from {v}, mind the time zone",
        "{s} is {v}-based btw, so expect replies overnight",
        "{ME} edited {S}: {F} set to {V}",
        "Home base for {s} is {v}, in case anyone is planning face-to-face",
    ),
    "address": (
        "Field updated: {F} ({S}) -> {V}",
        "Mailing address for {s}'s welcome kit: {v}",
        "{s}'s home address on file: {v}",
        "For the year-end hamper, send {s}'s to {v}",
        "{s} lives at {v} - courier can drop the laptop there",
        "Got {s}'s address for the gift: {v}, pls don't share outside the team",
        "HR form done; {s} residing at {v}",
        "Call notes: {s} confirmed {his} home address as {v}; deliveries after 6 better",
        "Swag box for {s} goes to {v} (home, not office)",
        "{ME} edited {S}: {F} = {V}",
    ),
    "role": (
        "Field updated: {F} ({S}) -> {V}",
        "{s} is our {v} on this account",
        "Intro'd {s} to the client as {v}",
        "{s}, {v}, will join the QBR on {day}",
        "Org chart check: {s} - {v}",
        "Meeting summary: attendees incl. {s} ({v}); pricing discussed; next steps TBC",
        "Signature block reads {s}, {v} - matches what {he} told the client",
        "As {v}, {s} signs off on next steps for this one",
        "{s} works here as {v}, pls address {him} that way on the call",
        "{ME} edited {S}: {F} set to {V}",
    ),
    "team": (
        "Field updated: {F} ({S}) -> {V}",
        "{s} sits in {v}",
        "{s} is part of {v}, so {his} pipeline rolls up there",
        "Adding {s} to the {v} channel since {hes} on that team",
        "{s} ({v}) will shadow the call on {day}",
        "Roster for {v} includes {s}",
        "Team alignment: {s} belongs to {v} for quota purposes",
        "@{cc} {s} is with {v}, pls route leads accordingly",
        "{ME} edited {S}: {F} = {V}",
        "Quota sheet has {s} under {v} - can lah, that's correct",
    ),
    "manager": (
        "Field updated: {F} ({S}) -> {V}",
        "{s} reports to {v}",
        "Escalation path for {s}'s deals: {v}",
        "{s} rolls up to {v} in the org chart",
        "Pls cc {v} on discounts {s} proposes; {v} is {his} line manager",
        "Line manager for {s}: {v}",
        "{s}'s boss is {v}, fyi for the approval chain",
        "Approvals for {s} go through {v}, {v} is the manager there",
        "{ME} edited {S}: {F} set to {V}",
        "Org chart: {v} > {s}",
    ),
    "drink": (
        "{s} drinks {v}, fyi for the client visit",
        "Order for {s}: {v}, always",
        "Note for the QBR setup - {s} takes {v}",
        "{s}'s usual is {v}",
        "If you're doing a coffee run, {s} likes {v}",
        "Small thing but {s} prefers {v}, remember for the workshop",
        "Client visit prep: {s} - {v}; room booked; slides v3",
        "{s} is a {v} person, don't bring {him} anything else lol",
        "Pantry order for {day}: {v} for {s}",
    ),
    "phone": (
        "Field updated: {F} ({S}) -> {V}",
        "{s}'s mobile: {v}",
        "Best number for {s} is {v}, {he} also picks up on WhatsApp",
        "Logged call to {s} on {v}, left a voicemail",
        "Reach {s} on {v} if the bridge drops",
        "Contact card for {s}: mobile {v}",
        "{s} gave me {his} cell: {v}",
        "{ME} edited {S}: {F} = {V}",
        "Mobile for {s} is {v}, added to the call sheet",
    ),
    "email": (
        "Field updated: {F} ({S}) -> {V}",
        "{s}'s email: {v}",
        "Sent the deck to {s} at {v}",
        "cc {s} on the renewal thread, address is {v}",
        "Email for {s} is {v}, pls use that for invites",
        "Contact record for {s} created, email {v}",
        "{ME} edited {S}: {F} = {V}",
        "Pls add {s} ({v}) to the distro",
    ),
    "status": (
        "Field updated: {F} ({S}) -> {V}",
        "Stage update - {s}: {v}",
        "{s} is {v} as of today's sync",
        "Weekly pipeline review: {s} {v}; {cc} to follow up on pricing",
        "Flagging that {s} is {v}",
        "{s} - currently {v}, will revisit on {day}",
        "Mtg summary: {s} {v}; risks logged; next check-in {day}",
        "PMO roll-up has {s} as {v}",
        "Per {day}'s steerco, {s} is {v}",
    ),
    "deadline": (
        "Field updated: {F} ({S}) -> {V}",
        "Target go-live for {s}: {v}",
        "{s} due {v}",
        "Client wants {s} wrapped by {v}",
        "Mtg summary: {s} deadline {v}; scope frozen; {cc} to circulate notes",
        "Hard date for {s} is {v}, no slack hor",
        "Cut-off for {s} is {v}",
        "Pls block calendars: {s} needs to land by {v}",
        "Committed date to the customer on {s}: {v}",
    ),
    "owner": (
        "Field updated: {F} ({S}) -> {V}",
        "{v} owns {s}",
        "{s} is led by {v}",
        "{v} is running {s}; go to {v} for anything on it",
        "Point person for {s}: {v}",
        "Kickoff done, {v} driving {s} from our side",
        "@{cc} for {s} pls check with {v}, {v} is the lead",
        "{ME} edited {S}: {F} = {V}",
        "Project lead on {s} is {v}",
    ),
    "cost_centre": (
        "Field updated: {F} ({S}) -> {V}",
        "Charge {s} expenses to {v}",
        "Cost centre for {s}: {v}",
        "Finance confirmed {s} books against {v}",
        "{v} is the budget code for {s}, pls use it on claims",
        "Travel for {s} goes under {v}",
        "Kindly note {s} spend is coded to {v}",
    ),
    "plan": (
        "Field updated: {F} ({S}) -> {V}",
        "{s} is on {v}",
        "Call w/ {s} re: renewal - currently on {v}, happy with it",
        "Closed won: {s} signed for {v}",
        "{s} subscribes to {v}, {num} seats",
        "Account summary - {s}: {v}; renewal in Q4; champion engaged",
        "Confirmed with {s} procurement that they're on {v}",
        "Stage changed: {s} -> Closed Won ({v})",
    ),
    "po_number": (
        "Field updated: {F} ({S}) -> {V}",
        "PO from {s}: {v}",
        "{s} issued {v} for the renewal",
        "Received {s}'s purchase order {v}, sending to billing",
        "Pls quote {v} on all {s} invoices",
        "Billing contact at {s} confirmed PO number {v}",
        "{ME} edited {S}: {F} = {V}",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} has relocated from {o} to {v}, effective this week",
        "Heads up, {s} moved to {v} already. Pls update your contact sheets",
        "Correction: {s} is in {v} now, not {o}",
        "{s} transferred to the {v} office last month; {he} said the move went ok",
        "Hand-off note: {s} now covering from {v} (previously {o})",
        "{s} is working out of {v} going forward - travel budget to follow",
        "Actually {s} is {v}-based now, the {o} info in the record is stale",
        "Update via {cc}: {s} relocated to {v}",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "address": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} moved house: now at {v} (was {o})",
        "New address for {s}: {v}. The {o} one is old already",
        "{s} has shifted to {v}, pls update before the hampers go out",
        "Correction - {s} lives at {v} now, not {o}",
        "Courier note: {s}'s parcels go to {v} from now on",
        "{s} finally got the keys, new place is {v}",
        "Address change logged for {s}: {v}",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "role": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} got promoted to {v}, congrats!",
        "{s} moved from {o} to {v} this quarter",
        "Pls note {s} is {v} now, no longer {o}",
        "Announcement: {s} steps into the {v} role from {day}",
        "Title change for {s}: {v}. Update email sigs when you can",
        "Actually {s}'s title is {v} now; the {o} on the account plan is old",
        "{s} takes on {v} effective 1st of the month, handing over the {o} duties",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "team": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} moved to {v} from {o}",
        "Reorg: {s} now sits under {v}",
        "{s} joined {v} this month, left {o}",
        "Pls note {s} is on {v} now lah, not {o} anymore",
        "{s}'s quota moves to {v} as of next quarter",
        "Hand-off: {s} transferring to {v}; {his} {o} accounts being reassigned",
        "Welcome {s} to {v}! Big shoes to fill",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "manager": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} now reports to {v} (was {o})",
        "{v} is taking over as {s}'s manager from {o}",
        "Reporting line change: {s} -> {v}",
        "From Monday {s} rolls up to {v} instead of {o}",
        "Approvals for {s} go to {v} now, not {o}",
        "Org update: {s} moves under {v}",
        "Actually {s}'s manager is {v} now, the {o} line is outdated",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "drink": (
        "{s} switched to {v}, no more {o}",
        "{s} has gone off {o}, wants {v} now",
        "Update for the coffee runs: {s} takes {v} these days",
        "{s} changed order already - {v} now, not {o}",
        "Note to self: {s} is on {v} now",
        "Heads up, {s} swapped {o} for {v}",
        "{s} on a health kick, {v} only now lah",
        "{s} says {v} from now on, {o} got boring",
        "For Friday's client visit, {s} wants {v} - {he} stopped the {o}",
    ),
    "phone": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} has a new mobile: {v} (old {o} disconnected)",
        "Pls use {v} for {s} now, {o} no longer works",
        "{s} changed number already - {v}",
        "New cell for {s}: {v}",
        "Correction: {s}'s mobile is {v}, not {o}",
        "{s} switched carriers, number is now {v}",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "email": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} changed email: {v} (was {o})",
        "Pls use {v} for {s} going forward",
        "{s}'s {o} mailbox is retired, new one is {v}",
        "Correction: {s} is on {v} now, not {o}",
        "Email bounced on {o}; {s} says use {v}",
        "New mailbox for {s} after the domain move: {v}",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "status": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} moved from {o} to {v}",
        "Stage changed: {s} -> {v}",
        "{s} is {v} now, no longer {o}",
        "Update on {s}: {v} already",
        "After {day}'s call, {s} flips to {v}",
        "Correction to yesterday's note: {s} should read {v}, not {o}",
        "{s} revised to {v} in the PMO tracker",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "deadline": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} deadline moved from {o} to {v}",
        "Client pushed {s} to {v}",
        "New date for {s}: {v}",
        "{s} now lands {v}, not {o}",
        "{s} rescheduled to {v} after the scope call",
        "Revised timeline: {s} due {v} (previously {o})",
        "Actually the {s} date is {v} now",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "owner": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{v} taking over {s} from {o}",
        "Hand-off: {s} moves from {o} to {v}",
        "{s} has a new lead: {v}",
        "{o} passed {s} to {v} this week",
        "Pls note {v} owns {s} now, not {o}",
        "Ownership of {s} reassigned to {v}",
        "Escalated to {v} - {v} is taking over {s} going forward",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "cost_centre": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} moved to cost centre {v} (was {o})",
        "Finance re-coded {s}: new code {v}",
        "From this month, charge {s} to {v}, not {o}",
        "{s} budget now sits under {v}",
        "Kindly note the code for {s} changed to {v}",
        "Re-coded: {s} expenses now go to {v} instead of {o}",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "plan": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} upgraded from {o} to {v}",
        "{s} moving to {v} at renewal, signed already",
        "Call w/ {s} re: renewal - switched to {v}",
        "Stage changed: {s} plan change to {v} closed won",
        "{s} is on {v} now, no longer {o}",
        "Good call with {s}: they're going with {v}",
        "{ME} changed {F} on {S} from {O} to {V}",
    ),
    "po_number": (
        "Field updated: {F} ({S}) {O} -> {V}",
        "{s} reissued their PO: {v} replaces {o}",
        "New PO for {s}: {v}",
        "{s} procurement sent revised purchase order {v}",
        "Pls invoice {s} against {v} now, {o} is exhausted",
        "{ME} changed {F} on {S} from {O} to {V}",
        "Billing: {s} switched POs, use {v} going forward",
        "Call w/ {s} AP team - they cancelled {o} and raised {v}",
    ),
}

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} is no longer based in {o}; new location TBC",
        "Field cleared: {F} ({S}), was {O}",
        "Pls don't book {s} for {o} on-sites - {hes} not there anymore",
        "{s} left the {o} office. Where {he}'ll land is still being sorted",
        "Remove {o} from {s}'s profile, outdated already",
        "{s} - {o} no longer correct as base location, will update once known",
        "Note: {s} has moved out of {o}; nothing new in the system yet",
    ),
    "address": (
        "{s} no longer lives at {o}; don't ship anything there",
        "{o} is outdated for {s}, new address not given yet",
        "Field cleared: {F} ({S}), was {O}",
        "Pls hold {s}'s parcel - {hes} moved out of {o}, waiting for the new one",
        "Returned to sender: {s} is not at {o} anymore",
        "Remove {o} from {s}'s record lah, {he} moved out already",
        "Address check: {o} is stale for {s}, pls ask {him} for the current one",
    ),
    "role": (
        "{s} is no longer {o}; new title pending HR",
        "Field cleared: {F} ({S}), was {O}",
        "{s} stepped down as {o}. What {he}'ll do next is not announced yet",
        "Don't introduce {s} as {o} anymore pls - that role ended",
        "{o} role for {s} closed out; no replacement title logged",
        "{s} has left the {o} position, pending reorg",
        "Kindly note {s} no longer holds the {o} title",
    ),
    "team": (
        "{s} has left {o}; new team TBD",
        "Field cleared: {F} ({S}), was {O}",
        "{s} no longer part of {o}, pending reorg",
        "Remove {s} from the {o} distro, {hes} off that team already",
        "{o} roster updated - {s} dropped off, no new team yet",
        "{s}'s time with {o} ended last Friday; placement still being decided",
        "{s} is out of {o} as of this week, home team TBC",
    ),
    "manager": (
        "{s} no longer reports to {o}; new manager TBD",
        "Field cleared: {F} ({S}), was {O}",
        "{o} is not {s}'s manager anymore, reporting line being sorted out",
        "Approvals for {s} should not go to {o} anymore; pending reorg",
        "{s} has been moved out from under {o}. Interim manager not named yet",
        "Heads up: {o} stopped managing {s} this week",
        "Reporting line for {s} under {o} ended; interim cover not set",
    ),
    "drink": (
        "{s} doesn't drink {o} anymore; ask {him} next time",
        "Stop getting {o} for {s} - {he} quit it, no replacement yet",
        "{s} is off {o} now, not sure what {he} wants instead",
        "Scratch {o} for {s}, doctor's orders apparently",
        "{s} cut out {o} completely, so skip it on the next run",
        "FYI {s} is done with {o} - no idea what {his} new order is",
        "Note: {o} no longer {s}'s drink, will check what to order",
    ),
    "phone": (
        "{s}'s mobile {o} is out of service; no new number yet",
        "Field cleared: {F} ({S}), was {O}",
        "Don't call {s} on {o}, that number's dead",
        "{o} no longer reaches {s}; will update when {he} sends a new one",
        "Tried {s} on {o}, number not in service",
        "Remove {o} from {s}'s contact card, it's been cancelled",
        "{s} gave up {o} - we don't have a working mobile for {him} now",
    ),
    "email": (
        "{o} no longer works for {s}; bounces. No new address yet",
        "Field cleared: {F} ({S}), was {O}",
        "Don't email {s} at {o} anymore, mailbox closed",
        "{s}'s {o} got deactivated, waiting on IT for the new one",
        "Bounce-back from {o} - {s} no longer on that address",
        "Pls scrub {o} from {s}'s contact, it's inactive",
        "{s} can't be reached at {o} anymore; IT to advise",
    ),
    "status": (
        "{s} is no longer {o}; status to be reassessed",
        "Field cleared: {F} ({S}), was {O}",
        "Pls don't report {s} as {o} anymore, pending review",
        "Status '{o}' no longer accurate for {s}; PMO will set the new one",
        "Taking {s} off the {o} list for now, TBC",
        "Status '{o}' for {s} is stale; steerco to confirm on {day}",
        "{s} can't be called {o} anymore - reassessing, pls don't quote it to the client",
    ),
    "deadline": (
        "{s}'s {o} deadline is off; no new date yet",
        "Field cleared: {F} ({S}), was {O}",
        "Scrap {o} for {s}, client will confirm a new date",
        "{s} no longer due {o}, timeline being re-planned",
        "The {o} target for {s} is dropped, TBD",
        "{s}: {o} date withdrawn by the client, pending new plan",
        "Kindly note {o} is no longer the date for {s}; will advise",
    ),
    "owner": (
        "{o} is no longer leading {s}; owner TBD",
        "Field cleared: {F} ({S}), was {O}",
        "{o} has stepped off {s}, nobody assigned yet",
        "{s} is without an owner since {o} rolled off",
        "Don't route {s} stuff to {o} anymore, pending new owner",
        "{s} needs a new owner - {o} has handed it back",
        "Kindly note {o} no longer owns {s}; interim TBD",
    ),
    "cost_centre": (
        "Cost centre {o} is closed for {s}; new code pending Finance",
        "Field cleared: {F} ({S}), was {O}",
        "Stop charging {s} to {o}, finance froze it",
        "{o} no longer valid for {s}, hold claims until re-coded",
        "{s}: code {o} retired by Finance, new one to follow",
        "Kindly note {o} should not be used for {s} anymore",
        "Finance says {o} is dead for {s}; park expenses till further notice",
    ),
    "plan": (
        "{s} is no longer on {o}; new plan under negotiation",
        "Field cleared: {F} ({S}), was {O}",
        "{s} let {o} lapse, nothing signed yet",
        "{s} cancelled {o}; we're working on a new quote",
        "Renewal note: {s} won't continue on {o}, options being discussed",
        "{s} dropped {o} at the end of the term, still deciding what's next",
        "Churn risk: {s} is off {o} as of this month, no new tier chosen",
    ),
    "po_number": (
        "{s}'s PO {o} cancelled; waiting for a new one",
        "Field cleared: {F} ({S}), was {O}",
        "Don't bill {s} against {o}, it's been closed",
        "{o} is no longer valid for {s}; invoices on hold",
        "{s} withdrew PO {o}, procurement to reissue",
        "Billing: PO {o} for {s} closed out, pls don't reference it",
        "Kindly note {o} can't be used for {s} invoices anymore",
    ),
}

# First person: the speaker is the subject (person slots only). Each names the speaker.
_SELF_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} here - I'm based in {v}, so ping me during {v} hours",
        "Note from {s}: I work out of {v}, happy to do on-sites nearby",
        "Updated my own profile ({S}): location {v}",
        "Hi all, {s} from the {v} office, nice to e-meet you",
    ),
    "address": (
        "{s} here - my home address for the hamper is {v}",
        "Note from {s}: ship my kit to {v} pls, that's home",
        "Updated my own record ({S}): home address {v}",
        "{s} here, for the courier my place is {v}",
    ),
    "role": (
        "{s} here - I'm the {v} for this territory, ping me anytime",
        "Hi, {S}, {v}, joining the thread",
        "Updated my own profile ({S}): title {v}",
        "{s} here, new joiner, I'll be the {v} on this team",
    ),
    "team": (
        "{s} here, I'm on {v}, nice to meet everyone",
        "Updated my own profile ({S}): team {v}",
        "Hi all, {S} from {v} - I'll be on the Thursday calls",
    ),
    "manager": (
        "{s} here - I report to {v}, so loop {v} in on discounts",
        "Updated my own profile ({S}): manager {v}",
        "FYI from {s}: my manager is {v}, approvals go there",
    ),
    "drink": (
        "{s} here - {v} for me pls if anyone's going down",
        "({S}) my usual is {v}, thanks in advance",
        "{s} here, I'm a {v} kind of person, anything else also can",
    ),
    "phone": (
        "{s} here - my mobile is {v}, text anytime",
        "({S}) my cell for the team sheet: {v}",
        "Updated my own contact ({S}): mobile {v}",
    ),
    "email": (
        "{s} here - use {v} for anything to me",
        "({S}) my email for the invites: {v}",
        "Updated my own contact ({S}): email {v}",
    ),
}

_SELF_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} here: I've moved from {o} to {v}, calendar already reflects it",
        "Self-update ({S}): location {o} -> {v}",
        "Quick one from {s} - I'm working out of {v} now, not {o}",
        "FYI it's {s}, relocated to {v} last week, pls adjust meeting times",
    ),
    "address": (
        "{s} here, I moved! New place is {v}, not {o} anymore",
        "Self-update ({S}): home address {o} -> {v}",
        "It's {s} - pls send anything for me to {v} from now on",
    ),
    "role": (
        "{s} here - new title, I'm {v} now (was {o})",
        "Self-update ({S}): title {o} -> {v}",
        "Small news from {s}: I've moved into the {v} role",
    ),
    "team": (
        "{s} here - I've moved over to {v} from {o}",
        "Self-update ({S}): team {o} -> {v}",
        "It's {s}, joined {v} this week, still learning the ropes",
    ),
    "manager": (
        "{s} here: my new manager is {v}, {o} handed me over",
        "Self-update ({S}): manager {o} -> {v}",
        "From {s} - I report to {v} now, not {o}",
    ),
    "drink": (
        "{s} here - switching to {v}, no more {o} for me",
        "It's {s}: I'm on {v} these days, not {o}",
        "{s} again - {v} for me from now on pls",
    ),
    "phone": (
        "{s} here - new number, it's {v}. {o} is gone",
        "Self-update ({S}): mobile {o} -> {v}",
        "{s} here, pls save {v} as my cell",
    ),
    "email": (
        "{s} here - new email is {v}, pls stop using {o}",
        "Self-update ({S}): email {o} -> {v}",
        "{s} here, my mailbox moved to {v}",
    ),
}

_SELF_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} here - I'm no longer in {o}, new base still being confirmed",
        "Note from {s}: pls drop {o} from my record, I've left",
        "({S}) my location in CRM still says {o}, that's wrong now",
    ),
    "address": (
        "{s} here - I've moved out of {o}, will share the new address soon",
        "({S}) pls don't post anything to {o}, I'm not there anymore",
    ),
    "role": (
        "{s} here - I'm no longer {o}, new title TBC with HR",
        "({S}) note I've stepped out of the {o} role, will confirm what's next",
    ),
    "team": (
        "{s} here - no longer on {o}, new team not confirmed",
        "({S}) I've rolled off {o}, pls take me off the distro",
    ),
    "manager": (
        "{s} here - I don't report to {o} anymore, new manager TBC",
        "({S}) pls stop cc'ing {o} for my approvals, {o} isn't my manager now",
    ),
    "drink": (
        "{s} here - I've given up {o}, will let you know what else",
        "({S}) no more {o} for me pls, cutting back",
    ),
    "phone": (
        "{s} here - pls stop using {o}, I've given it up, new number soon",
        "({S}) my old mobile {o} is dead, don't call it",
    ),
    "email": (
        "{s} here - {o} is closed, new address coming",
        "({S}) pls don't send to {o} anymore, it bounces",
    ),
}

# ---------------------------------------------------------------------------
# Tickets
# Placeholders: {t} ticket id, {p} problem, {c} customer, {cc}, {day}, {ow} old state.
# ---------------------------------------------------------------------------

_TICKET_OPEN: tuple[str, ...] = (
    "New case {t}: {c} reports {p}",
    "Logged {t} for {c} - {p}",
    "{c} called in, {p}. Raised {t}",
    "Case opened: {t} ({c}) - {p}",
    "@{cc} pls look at {t}, {c} says {p}",
    "Support escalation: {c}, {p}. Ticket {t}, priority P2",
    "{t} raised on behalf of {c}: {p}",
    "Complaint from {c} today - {p}; case {t} open",
    "Call w/ {c} re: support - {p}. Opened {t}, will chase",
)

_TICKET_PROGRESS: tuple[str, ...] = (
    "{t} picked up by support, working on it",
    "{t} ({c}) now in progress with engineering",
    "Status changed: {t} -> In Progress",
    "Support is on {t} ({p}), fix underway",
    "{t} for {c}: being worked, ETA TBC",
    "Escalated {t} to L2, they've started on it",
    "Update on {c}'s case {t}: investigation in progress",
    "{t} - engineering reproduced it already, working on a patch",
)

_TICKET_RESOLVED: tuple[str, ...] = (
    "{t} resolved - {c} confirmed the fix",
    "Closed {t}: {p} fixed",
    "Status changed: {t} -> Resolved",
    "{c} happy, {t} sorted already",
    "Good news, {t} ({p}) is fixed, closing out",
    "{t} done lah, patch deployed, {c} signed off",
    "Support closed {t}; {c} no longer seeing the issue",
    "Resolved {t} on {day}, {c} thanked the team",
)

_TICKET_NEGATE: tuple[str, ...] = (
    "{t}: '{ow}' no longer accurate, support re-triaging",
    "{t} for {c} is not {ow} anymore, status under review",
    "Pls ignore the {ow} flag on {t}, being re-checked",
    "{t} ({c}) - {ow} status cleared, will update once support confirms",
)

# ---------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "Where's {s} based these days?",
        "Which office is {s} out of?",
        "What city does {s} work from?",
        "Before I book travel - where does {s} sit, which city?",
        "Anyone know where {s} is located now?",
        "Which time zone should I assume for {s}? Where are they?",
        "If I want to meet {s} in person, where do I go?",
    ),
    "address": (
        "What's {s}'s home address? Need to send the hamper",
        "Where does {s} live? Courier needs a street address",
        "Do we have a mailing address for {s}?",
        "Can someone share {s}'s home address for the swag box?",
        "Where should {s}'s laptop be shipped, home address pls?",
        "What street address do we have for {s}'s place?",
    ),
    "role": (
        "What's {s}'s title?",
        "What does {s} do here exactly?",
        "What position is {s} in now?",
        "How should I introduce {s} to the client - what's the job title?",
        "Remind me, {s} is what role ah?",
        "Which job title does {s} hold these days?",
    ),
    "team": (
        "Which team is {s} on?",
        "Who does {s} sit with, team-wise?",
        "What team does {s} belong to now?",
        "For quota purposes, which team is {s} in?",
        "{s} - which team again?",
        "Which group is {s} part of these days?",
    ),
    "manager": (
        "Who does {s} report to?",
        "Who's {s}'s manager these days?",
        "Who do I go to for {s}'s approvals?",
        "Who does {s} answer to now?",
        "Who's above {s} in the org chart?",
        "Whose direct report is {s}?",
    ),
    "drink": (
        "What does {s} drink? Doing a coffee run",
        "Coffee run - what's {s}'s order?",
        "What should I get {s} from the kopitiam?",
        "What's {s}'s usual drink?",
        "Anyone know what {s} likes to drink at meetings?",
        "Ordering for the workshop, what does {s} usually have?",
    ),
    "phone": (
        "What's the number for {s}?",
        "Do we have a mobile for {s}?",
        "How do I reach {s} by phone?",
        "Can someone send me {s}'s cell?",
        "What's the best number to call {s} on?",
        "Need to ring {s} - what's the mobile?",
    ),
    "email": (
        "What's {s}'s email?",
        "Which address do I use to email {s}?",
        "Do we have an email for {s}?",
        "What email should the calendar invite for {s} go to?",
        "How do I reach {s} by email?",
        "Anyone have {s}'s email handy?",
    ),
    "status": (
        "How's {s} looking?",
        "Where does {s} stand right now?",
        "What's the state of {s}?",
        "Is {s} healthy or in trouble?",
        "Any read on {s} - how is it tracking?",
        "What's the latest health check on {s}?",
    ),
    "deadline": (
        "When does {s} need to be done?",
        "What's the go-live date for {s}?",
        "By when does {s} have to be finished?",
        "What date are we working towards on {s}?",
        "When's {s} supposed to wrap up?",
        "Remind me of the end date for {s}?",
    ),
    "owner": (
        "Who's in charge of {s}?",
        "Who do I talk to about {s}?",
        "Whose baby is {s}?",
        "Who's accountable for {s} on our side?",
        "Who's the go-to person for {s}?",
        "Who's leading {s} right now?",
    ),
    "cost_centre": (
        "What code do I charge {s} to?",
        "Which cost centre does {s} use?",
        "What do I put as the budget code for {s} claims?",
        "Finance is asking - what's {s}'s cost centre?",
        "Where do {s} expenses get booked?",
        "Claim form wants a cost centre for {s}, which one?",
    ),
    "plan": (
        "Which plan is {s} paying for?",
        "What tier is {s} on right now?",
        "What did {s} sign up for?",
        "What's {s}'s subscription?",
        "Before the renewal call - what plan does {s} have?",
        "What are we billing {s} for, which package?",
    ),
    "po_number": (
        "What PO should I put on the {s} invoice?",
        "Do we have a PO number for {s}?",
        "Which purchase order is {s} on?",
        "Billing needs {s}'s PO - anyone?",
        "What's the current PO for {s}?",
        "Invoice for {s} going out today, which PO do I reference?",
    ),
}

_ASK_TICKET: tuple[str, ...] = (
    "Any update on {t}?",
    "Where are we with {c}'s case {t}?",
    "Has {t} ({p}) been fixed yet?",
    "What's the latest on ticket {t} for {c}?",
    "Is {t} still open or closed already?",
    "Checking before my call with {c}: what's happening with {t}?",
    "Did support get anywhere on {t}?",
)

# Noun phrases for the far end of a two-hop chain. The clause-like ones ("whoever X
# reports to") only read well at the end of a question.
_HOP_MANAGER: tuple[str, ...] = (
    "{s}'s manager",
    "{s}'s boss",
    "{s}'s line manager",
    "the manager above {s}",
)
_HOP_MANAGER_CLAUSE: tuple[str, ...] = (
    "whoever {s} reports to",
    "the person {s} answers to",
    "whoever {s} reports to these days",
)

_HOP_OWNER: tuple[str, ...] = (
    "the {s} lead",
    "the owner of {s}",
    "the {s} project lead",
    "the person running {s}",
)
_HOP_OWNER_CLAUSE: tuple[str, ...] = (
    "whoever owns {s}",
    "whoever's driving {s} on our side",
    "whoever is running {s} now",
)

_HOP: dict[str, tuple[str, ...]] = {
    "city": (
        "Where is {x} based?",
        "Which city does {x} work out of these days?",
        "Do we know what office {x} sits in?",
        "Planning an on-site - where's {x} located?",
        "What city is {x} in, time-zone wise?",
        "If I fly out to meet {x}, which city am I flying to?",
    ),
    "address": (
        "What's the home address for {x}?",
        "Where does {x} live? Sending a thank-you hamper",
        "Can I get a mailing address for {x}?",
        "Courier's asking - what's the street address of {x}?",
        "Do we have a home address on file for {x}?",
    ),
    "phone": (
        "What's the mobile for {x}?",
        "Do we have a number for {x}?",
        "Need to ring {x} urgently - what number?",
        "Can someone send me the cell of {x}?",
        "How do I reach {x} by phone?",
        "Which number gets hold of {x}?",
    ),
    "email": (
        "What's the email for {x}?",
        "Which address reaches {x}?",
        "Where do I email {x}?",
        "Need to loop in {x} by email - address?",
    ),
    "role": (
        "What's the title of {x}?",
        "What does {x} do, role-wise?",
        "What position does {x} hold?",
    ),
    "team": (
        "Which team is {x} on?",
        "What team does {x} sit in?",
        "Which group does {x} belong to?",
    ),
    "manager": (
        "Who does {x} report to?",
        "Who's above {x} in the org chart?",
        "Who does {x} answer to?",
    ),
    "drink": (
        "What does {x} drink?",
        "Coffee run: what's the usual for {x}?",
        "What should I order for {x} at the kopitiam?",
    ),
}

_ASK_PREFIX: tuple[str, ...] = (
    "Quick q: ",
    "Sorry to bug - ",
    "Hi team, ",
    "@{cc} ",
    "Before the forecast call, ",
    "Pls help: ",
)

_SUFFIX: tuple[str, ...] = (
    " - thx",
    " (cc @{cc})",
    " fyi",
    ", pls take note",
    " @{cc} fyi",
)

# ---------------------------------------------------------------------------
# Chatter. Placeholders: {m} mention, {mhis}/{mhe} its pronouns, {me} speaker,
# {proj} project, {cust} customer, {day}, {time}, {num}, {amt}, {place}, {q}.
# ---------------------------------------------------------------------------

_CHATTER: tuple[str, ...] = (
    "Logged call: no answer, will try again {day}",
    "Pipeline review moved to {time} on {day}, sorry for the shuffle",
    "Anyone else's dashboard loading super slow today?",
    "Forecast call in {num} mins, pls have your commits updated",
    "Happy Friday all! Don't forget to log your activities before EOD",
    "Reminder: Q{q} close is coming, pls clean up stale opps",
    "Who took the last Timbits in the pantry, eh",
    "Traffic on the 401 was brutal this morning, sorry I'm late to standup",
    "MRT was packed today, super sian",
    "{cust} demo went well, they liked the reporting module",
    "Lunch at the hawker centre? Chicken rice at {time}?",
    "Can lah, I'll send the deck later",
    "Sorry, my mic was on mute for the whole first bit, eh",
    "Deal desk is swamped, expect approvals to take a day or two",
    "Heads up, the CRM sync pauses for maintenance at {time}",
    "Snowstorm in the forecast, might work from home {day}",
    "Raining cats and dogs here, the lift lobby is flooded lol",
    "Anyone been to {place} recently? Thinking of going over for the long weekend",
    "Flight to {place} delayed {num} minutes, joining from the lounge",
    "Reminder to submit timesheets before {day} noon",
    "Just a gentle reminder to update next steps on your opps pls",
    "Noted with thanks",
    "Will revert by EOD",
    "Sorry for the late reply, back-to-back calls since {time}",
    "The quote template has a typo in the footer, raised with marketing",
    "Who's ordering pizza for the pipeline blitz? I'll chip in {amt}",
    "{proj} steering committee deck is in the shared drive",
    "Can someone share the {proj} meeting link again? Lost it",
    "Quota relief discussion postponed to next {day}",
    "Enjoy the long weekend everyone, see you Tuesday",
    "Deepavali sweets in the pantry, help yourselves",
    "CNY goodies on my desk, take some before they're gone",
    "Leafs lost again, I can't talk about it",
    "Canucks game tonight, anyone? I have a spare ticket",
    "Someone left a toque in meeting room 3",
    "Aircon in the boardroom is freezing again, bring a jacket",
    "Parking at the office is now {amt} a day, sian",
    "Printer on level {num} jammed, again",
    "Call w/ prospect ran 45 mins over, worth it though",
    "Discount approval came back, 12% max on this one",
    "Renewal season, brace yourselves",
    "Commission statements are out, check your inbox",
    "Who's got the HDMI adaptor? The one in meeting room Durian is missing",
    "Don't forget the townhall at {time} {day}",
    "Webinar recording is up on the partner portal",
    "Marketing wants 3 customer stories by month end, any volunteers?",
    "Anyone know if the {day} team lunch is still on?",
    "Timezone math is killing me, 8am SGT is what time in the east again?",
    "Back from leave, slowly catching up on {num} unread emails",
    "The new CPQ tool is nicer than the old one, I admit",
    "Sorry all, dropping off early for a dentist appointment",
    "Wah the coffee machine finally fixed",
    "National Day fireworks rehearsal tonight, Marina Bay will be jam-packed",
    "Who wants to join the step challenge? 8,000 steps a day, easy",
    "I'll be in meetings from {time}, ping me on Teams if urgent",
    "Reminder: NDA templates were updated, use v4",
    "Hit 110% of target this month, thanks team!",
    "Expense portal down again, will try later",
    "Slides look good, just tweak the logo size",
    "Can't join the 4pm, clashing with a client call. Sorry ah",
    "Legal redlines came back on the MSA, 14 comments, fun",
    "Long queue at the kopitiam, will be 5 mins late",
    "Anyone tried the new laksa place across the road?",
    "{cust} asked for a reference call, who has a happy customer handy?",
    "Stage changed on two small opps, nothing major",
    "Logged meeting: intro with a prospect from {place}, early days",
    "Reminder: {proj} retro at {time}, cameras optional",
    "Pls stop booking the big room for 1:1s, thanks",
    "Poutine Friday is back in the cafeteria, apparently",
    "QBR deck template v7 uploaded, v6 had the old logo",
    "Who's coming for the team karaoke {day}? {amt} per head",
    "Wifi on level {num} is down again, tethering from my phone",
)

_CHATTER_MENTION: tuple[str, ...] = (
    "Thanks {m} for covering the call yesterday!",
    "@{m} are you joining the {day} QBR prep?",
    "{m} brought kueh for the team, come quick",
    "Shout-out to {m} for closing that upsell, nice one",
    "{m}, did you see the email from finance about expense claims?",
    "Hari Raya open house was amazing, thanks {m} for having us",
    "@{m} thanks for the intro, will follow up",
    "{m} is out today, I'm covering {mhis} calls",
    "{m} just told the best customer story at the all-hands",
    "Not sure if {m} saw my DM, can someone nudge?",
    "Happy birthday {m}! Cake at 3",
    "{m} and I are doing the {proj} dry run at {time}, feel free to sit in",
    "Lol {m}'s dog crashed the Zoom again",
    "@{m} can you resend the {cust} deck? The link expired",
    "{m} is on leave till {day}, pls hold {mhis} approvals",
    "Congrats {m} on the President's Club nod!",
    "@{m} sorry, stepped out, calling you back in {num} mins",
    "{m}, the {proj} notes are in the channel, take a look when free",
    "Who's picking up {m} from the airport? Kidding, {mhe} can Grab lah",
    "{m} says the {cust} exec sponsor loved the roadmap session",
    "@{m} are we still on for coffee {day}?",
    "Great job on the demo {m}, the customer was nodding the whole time",
    "{m} has the spare charger if anyone needs one",
    "Pinging {m} - the {cust} contract is sitting in your queue",
)

_CHATTER_SELF: tuple[str, ...] = (
    "{me} signing off for today, night all",
    "{me} here, back online after the client lunch",
    "Out of office from {day}, {me} will reply when back",
    "{me} running 10 mins late, start without me",
    "{me} on a customer call till {time}, will catch up after",
)

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------

_PRONOUNS: dict[str, dict[str, str]] = {
    "m": {"he": "he", "He": "He", "his": "his", "him": "him", "hes": "he's"},
    "f": {"he": "she", "He": "She", "his": "her", "him": "her", "hes": "she's"},
    "x": {"he": "they", "He": "They", "his": "their", "him": "them", "hes": "they're"},
}


def _pronouns(name: str | None) -> dict[str, str]:
    """The pronoun set for a person (neutral for unknown names)."""
    return _PRONOUNS[_GENDER.get(name or "", "x")]


def _first(name: str) -> str:
    """The first name of a full name."""
    parts = name.split()
    return parts[0] if parts else name


def _person(name: str, rng: random.Random, full_odds: float = 0.45) -> str:
    """A person as the writers name them: full name or first name."""
    return name if rng.random() < full_odds else _first(name)


def _short_customer(name: str) -> str:
    """The short form people type for an account ("Maple Crest")."""
    parts = name.split()
    return " ".join(parts[:2]) if len(parts) > 2 else name


def _ordinal(day: int) -> str:
    """``17`` -> ``17th``."""
    if 10 <= day % 100 <= 20:
        return f"{day}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _fmt_date(iso: str, rng: random.Random) -> str:
    """A date the way the Canadian or Singapore side writes it in a note."""
    try:
        d = _dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    mon = _MONTHS[d.month - 1]
    wd = d.weekday()
    options = (
        f"{d.day} {mon[:3]}",
        f"{mon} {d.day}",
        f"{_WD_SHORT[wd]} {d.day} {mon[:3]}",
        f"{d.day:02d}/{d.month:02d}/{d.year}",
        f"{mon} {d.day}, {d.year}",
        f"{_ordinal(d.day)} {mon}",
        f"{_WD_LONG[wd]}, {mon[:3]} {d.day}",
        f"{d.day} {mon} {d.year}",
    )
    return rng.choice(options)


def _fmt_date_field(iso: str, rng: random.Random) -> str:
    """A date as a CRM field displays it."""
    try:
        d = _dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    return rng.choice((iso, f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d.month}/{d.day}/{d.year}"))


def _render_value(slot: str, value: str | None, rng: random.Random) -> tuple[str, str]:
    """(as written in a note, as shown in a field) for a value of ``slot``."""
    if value is None:
        return "TBC", "(blank)"
    if slot == "deadline":
        return _fmt_date(value, rng), _fmt_date_field(value, rng)
    if slot in ("manager", "owner"):
        return _person(value, rng, 0.6), value
    return value, value


def _subject_ref(kind: str, subject: str, rng: random.Random) -> str:
    """How a note names the subject (person, project or customer)."""
    if kind == "person":
        return _person(subject, rng)
    if kind == "project":
        return rng.choice((subject, subject, f"Project {subject}", f"the {subject} project"))
    if kind == "customer":
        return subject if rng.random() < 0.6 else _short_customer(subject)
    return subject


def _colleague(rng: random.Random, *exclude: str | None) -> str:
    """A first name of someone else on the team, for @mentions and cc's."""
    pool = [p for p in _LEXICON.people if p not in exclude]
    return _first(rng.choice(pool or list(_LEXICON.people)))


def _cap(text: str) -> str:
    """Capitalise the first letter of a sentence."""
    return text[:1].upper() + text[1:] if text else text


def _one_line(text: str) -> str:
    """Collapse whitespace so the result is a single line."""
    return " ".join(text.split())


def _split_detail(detail: str | None) -> tuple[str, str]:
    """``"problem | customer"`` -> (problem, customer), tolerant of junk."""
    if not detail:
        return "an issue on their side", "the customer"
    problem, _, customer = detail.partition("|")
    problem = problem.strip() or "an issue on their side"
    customer = customer.strip() or "the customer"
    return problem, customer


def _ticket_state_word(state: str | None) -> str:
    """A canonical ticket state in the team's words."""
    words = {"open": "open", "in progress": "in progress", "resolved": "resolved"}
    return words.get(state or "", state or "open")


def _chatter_context(event: Event, rng: random.Random) -> dict[str, str]:
    """Fillers for small talk."""
    mention = event.mention or ""
    pron = _pronouns(event.mention)
    return {
        "m": _person(mention, rng, 0.3) if mention else "",
        "mhis": pron["his"],
        "mhe": pron["he"],
        "me": _first(event.speaker),
        "proj": rng.choice(_LEXICON.projects),
        "cust": _short_customer(rng.choice(_LEXICON.customers)),
        "day": rng.choice(_WEEKDAYS),
        "time": rng.choice(_TIMES),
        "num": str(rng.choice((2, 3, 4, 5, 6, 9, 12, 15, 20, 40, 45, 60, 90, 150))),
        "amt": rng.choice(("$10", "$15", "S$8", "S$12.50", "$25", "S$20", "$7.50")),
        "place": rng.choice(_LEXICON.cities),
        "q": str(rng.randint(1, 4)),
    }


def _say_chatter(event: Event, rng: random.Random) -> str:
    """Small talk: names nobody's attributes."""
    ctx = _chatter_context(event, rng)
    roll = rng.random()
    if event.mention and roll < 0.5:
        template = rng.choice(_CHATTER_MENTION)
    elif roll > 0.93:
        template = rng.choice(_CHATTER_SELF)
    else:
        template = rng.choice(_CHATTER)
    return _cap(template.format_map(ctx))


def _say_ticket(event: Event, rng: random.Random) -> str:
    """A support-case line: opened, being worked, resolved, or a state withdrawn."""
    problem, customer = _split_detail(event.detail)
    ticket = event.subject or "the case"
    if event.kind == "negate":
        state = event.old
        pool = _TICKET_NEGATE
    else:
        state = "resolved" if event.kind == "resolve" else (event.value or "open")
        if state == "open":
            pool = _TICKET_OPEN
        elif state == "resolved":
            pool = _TICKET_RESOLVED
        else:
            pool = _TICKET_PROGRESS
    ctx = {
        "t": ticket,
        "p": problem,
        "c": customer if rng.random() < 0.6 else _short_customer(customer),
        "cc": _colleague(rng, event.speaker),
        "day": rng.choice(_WEEKDAYS),
        "ow": _ticket_state_word(state),
    }
    line = rng.choice(pool).format_map(ctx)
    if len(line) >= 290:
        line = f"{ticket}: {_ticket_state_word(state)}"
    return _cap(line)


def _statement_pool(event: Event, slot: str, is_self: bool, rng: random.Random) -> str:
    """Pick a template for a fact statement, first person when the speaker is the subject."""
    kind = event.kind
    if kind == "resolve":
        kind = "update" if event.old else "state"
    tables = {"state": _STATE, "update": _UPDATE, "negate": _NEGATE}
    self_tables = {"state": _SELF_STATE, "update": _SELF_UPDATE, "negate": _SELF_NEGATE}
    if is_self and slot in self_tables.get(kind, {}) and rng.random() < 0.8:
        return rng.choice(self_tables[kind][slot])
    table = tables.get(kind, _STATE)
    if slot in table:
        return rng.choice(table[slot])
    if kind == "negate":
        return "{s}: {L} {o} no longer applies, TBC"
    if kind == "update":
        return "{s}: {L} changed from {o} to {v}"
    return "{s}: {L} is {v}"


def _statement_subject(kind: str, subject: str, template: str, rng: random.Random) -> str:
    """The subject as this template can carry it (no "the the X project")."""
    ref = _subject_ref(kind, subject, rng)
    if kind == "project" and ref.startswith("the ") and ("the {s}" in template.lower()):
        return subject
    if kind == "project" and ref.startswith("the ") and "{s}'s" in template:
        return subject
    return ref


def _possessives(line: str, ref: str) -> str:
    """``Straits Marine Holdings's`` -> ``Straits Marine Holdings'``."""
    if ref.endswith("s") and " " in ref:
        return line.replace(f"{ref}'s", f"{ref}'")
    return line


def _statement_context(
    event: Event, slot: str, template: str, rng: random.Random
) -> dict[str, str]:
    """Fillers for a fact statement."""
    spec = SLOTS.get(slot)
    subject_kind = spec.subject if spec else "person"
    subject = event.subject or "the account"
    v, big_v = _render_value(slot, event.value, rng)
    o, big_o = _render_value(slot, event.old, rng)
    ctx = {
        "s": _statement_subject(subject_kind, subject, template, rng),
        "S": subject,
        "v": v,
        "V": big_v,
        "o": o,
        "O": big_o,
        "F": rng.choice(_FIELD_NAME.get(slot, ("Field",))),
        "L": _SLOT_LABEL.get(slot, slot.replace("_", " ")),
        "me": _first(event.speaker),
        "ME": event.speaker,
        "cc": _colleague(rng, event.speaker, event.subject, event.value, event.old),
        "day": rng.choice(_WEEKDAYS),
        "num": str(rng.choice((5, 10, 12, 25, 40, 60, 80, 120, 250))),
    }
    ctx.update(_pronouns(event.subject if subject_kind == "person" else None))
    return ctx


def _say_fact(event: Event, rng: random.Random) -> str:
    """A state / update / negate line for a non-ticket slot."""
    slot = event.slot or ""
    spec = SLOTS.get(slot)
    is_self = bool(spec and spec.subject == "person" and event.subject == event.speaker)
    template = _statement_pool(event, slot, is_self, rng)
    ctx = _statement_context(event, slot, template, rng)
    line = _possessives(template.format_map(ctx), ctx["s"])
    if template.startswith("{s}"):
        line = _cap(line)
    is_log = template.startswith(("Field", "{ME}", "Self-update", "Updated my"))
    if not is_log and rng.random() < 0.15 and not line.endswith(("?", "!")):
        line += rng.choice(_SUFFIX).format_map(ctx)
    if len(line) >= 290:
        line = f"{ctx['S']}: {ctx['L']} {ctx['V']}"
    return line


def _hop_descriptor(via: str, start: str, at_end: bool, rng: random.Random) -> str:
    """The noun phrase for the entity at the end of the first hop."""
    if via == "manager":
        pool = _HOP_MANAGER + (_HOP_MANAGER_CLAUSE if at_end else ())
        return rng.choice(pool).format(s=_person(start, rng))
    if via == "owner":
        pool = _HOP_OWNER + (_HOP_OWNER_CLAUSE if at_end else ())
        return rng.choice(pool).format(s=start)
    label = _SLOT_LABEL.get(via, via.replace("_", " "))
    return f"the {label} for {start}"


def _x_at_end(template: str) -> bool:
    """Whether ``{x}`` closes the sentence (so a relative clause reads naturally)."""
    _, _, rest = template.partition("{x}")
    return rest.strip()[:1] in ("", "?", "-", ".")


def _ask_two_hop(ask: Ask, rng: random.Random) -> str:
    """A two-hop question ("where is the manager of X based?") in the team's words."""
    label = _SLOT_LABEL.get(ask.slot, ask.slot.replace("_", " "))
    pool = _HOP.get(ask.slot) or (
        f"What's the {label} for {{x}}?",
        f"Do we know the {label} of {{x}}?",
    )
    template = rng.choice(pool)
    x = _hop_descriptor(ask.via or "", ask.subject, _x_at_end(template), rng)
    return template.format(x=x)


def _ask_ticket(ask: Ask, rng: random.Random) -> str:
    """A question about a support case."""
    problem, customer = _split_detail(ask.detail)
    ctx = {"t": ask.subject, "p": problem, "c": _short_customer(customer)}
    return rng.choice(_ASK_TICKET).format_map(ctx)


def _ask_one_hop(ask: Ask, rng: random.Random) -> str:
    """A direct question about one attribute of one subject."""
    spec = SLOTS.get(ask.slot)
    subject_kind = spec.subject if spec else "person"
    s = _subject_ref(subject_kind, ask.subject, rng)
    if subject_kind == "project" and s.startswith("the "):
        s = ask.subject
    pool = _ASK.get(ask.slot)
    if not pool:
        label = _SLOT_LABEL.get(ask.slot, ask.slot.replace("_", " "))
        return f"What's the {label} for {s}?"
    template = rng.choice(pool)
    line = template.format_map({"s": s, **_pronouns(ask.subject)})
    return _cap(line) if template.startswith("{s}") else line


def _with_prefix(question: str, rng: random.Random, subject: str) -> str:
    """Sometimes open the question the way people do in a busy channel."""
    if rng.random() >= 0.3:
        return question
    prefix = rng.choice(_ASK_PREFIX).format(cc=_colleague(rng, subject))
    starts_with_name = any(question.startswith(part) for part in subject.split())
    body = question if starts_with_name else question[:1].lower() + question[1:]
    return prefix + body


# ---------------------------------------------------------------------------
# The family
# ---------------------------------------------------------------------------


class CrmFamily:
    """Account managers writing CRM notes at a Canadian/Singaporean software reseller."""

    @property
    def name(self) -> str:
        """The family's name."""
        return "crm-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        """English."""
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """A dev family."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """Staff, projects, accounts and values of the reseller's world."""
        return _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A phone, email, cost centre, PO or case number in the formats the CRM holds."""
        if slot == "phone":
            return _phone(rng)
        if slot == "email":
            return _email(subject, rng)
        if slot == "cost_centre":
            return _cost_centre(rng)
        if slot == "po_number":
            return _po_number(rng)
        if slot == "ticket":
            return f"CS-{rng.randint(100000, 999999)}"
        return f"REF-{rng.randint(10000, 99999)}"

    def say(self, event: Event, rng: random.Random) -> str:
        """The note ``event.speaker`` types for ``event``."""
        if event.kind == "chatter" or not event.slot:
            line = _say_chatter(event, rng)
        elif event.slot == "ticket":
            line = _say_ticket(event, rng)
        else:
            line = _say_fact(event, rng)
        return _one_line(line)[:299]

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question somebody on the team asks."""
        if ask.via:
            question = _ask_two_hop(ask, rng)
        elif ask.slot == "ticket":
            question = _ask_ticket(ask, rng)
        else:
            question = _ask_one_hop(ask, rng)
        return _one_line(_with_prefix(question, rng, ask.subject))[:299]


# ---------------------------------------------------------------------------
# Identifiers
# ---------------------------------------------------------------------------

_AREA_CODES = ("416", "647", "604", "778", "403", "514", "613", "902", "204", "780", "905")
_DOMAINS = (
    "kestrelsys.com",
    "kestrelsys.com.sg",
    "kestrelsys.ca",
    "ks-apac.com",
    "mail.kestrelsys.com",
)
_CC_REGIONS = ("SG", "CA", "TOR", "VAN", "KL", "APAC")


def _phone(rng: random.Random) -> str:
    """A Singapore or Canadian mobile number as people type them."""
    if rng.random() < 0.5:
        head = f"{rng.choice('89')}{rng.randint(0, 999):03d}"
        tail = f"{rng.randint(0, 9999):04d}"
        return rng.choice((f"+65 {head} {tail}", f"{head} {tail}", f"+65{head}{tail}"))
    area = rng.choice(_AREA_CODES)
    exchange = f"{rng.randint(2, 9)}{rng.randint(0, 99):02d}"
    line = f"{rng.randint(0, 9999):04d}"
    return rng.choice(
        (f"+1 {area}-{exchange}-{line}", f"({area}) {exchange}-{line}", f"{area}.{exchange}.{line}")
    )


def _ascii_slug(text: str) -> str:
    """Lower-case ASCII letters only (``Hélène`` -> ``helene``)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return "".join(ch for ch in plain.lower() if ch.isalnum())


def _email(subject: str, rng: random.Random) -> str:
    """A work email built from the person's name, in one of the company's conventions."""
    parts = [_ascii_slug(p) for p in subject.split()]
    parts = [p for p in parts if p] or ["contact"]
    first, last = parts[0], parts[-1]
    n = rng.randint(2, 98)
    local = rng.choice(
        (
            f"{first}.{last}",
            f"{first[0]}{last}",
            f"{first}{last[0]}",
            f"{first}_{last}",
            f"{first}.{last}{n}",
            f"{first[0]}.{last}{n}",
        )
    )
    return f"{local}@{rng.choice(_DOMAINS)}"


def _cost_centre(rng: random.Random) -> str:
    """A cost centre / budget code as Finance issues them."""
    return rng.choice(
        (
            f"CC-{rng.randint(1000, 9999)}-{rng.choice(_CC_REGIONS)}",
            f"{rng.randint(1000, 9999)}-{rng.randint(100, 999)}",
            f"KS{rng.randint(10000, 99999)}",
        )
    )


def _po_number(rng: random.Random) -> str:
    """A customer purchase order number in the customer's own format."""
    return rng.choice(
        (
            f"PO-{rng.choice((2023, 2024, 2025))}-{rng.randint(0, 99999):05d}",
            f"4500{rng.randint(0, 999999):06d}",
            f"SG-PO-{rng.randint(100000, 999999)}",
            f"P{rng.randint(1000000, 9999999)}",
        )
    )


FAMILY = CrmFamily()
"""The crm-en family instance registered in ``FAMILY_MODULES``."""
