"""email-en: internal email threads and HR / ops notices at a UK-based company.

Every line is one email squeezed onto a single line: a greeting or a subject-line opener
("Re: Office moves -"), the notice itself, sometimes a housekeeping remark, and a
sign-off. Facts arrive as announcements, corrections to an earlier note and changes.
The world is British and European: UK phone numbers, cost codes in several finance
formats, purchase orders, street addresses with flats and postcodes.
"""

from __future__ import annotations

import random
import unicodedata
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Family, Lexicon

__all__ = ["FAMILY", "EmailFamily"]

LEXICON = Lexicon(
    people=(
        "Priya Raman",
        "Tomasz Kowalczyk",
        "Chidinma Okafor",
        "Joost van Dijk",
        "Fiona MacLeod",
        "Gareth Pritchard",
        "Aisha Siddiqui",
        "Oluwaseun Adeyemi",
        "Magdalena Nowicka",
        "Rhys Llewellyn",
        "Harriet Ashworth",
        "Sanjay Patel",
        "Eilidh Fraser",
        "Bartosz Zielinski",
        "Femi Balogun",
        "Marieke de Vries",
        "Callum Whitaker",
        "Nadia Chaudhry",
        "Declan O'Rourke",
        "Agnieszka Wójcik",
        "Kwame Mensah",
        "Lotte Jansen",
        "Imogen Hale",
        "Ravi Menon",
        "Sinéad Byrne",
        "Ngozi Eze",
    ),
    projects=(
        "Atlas",
        "Kestrel",
        "Meridian",
        "Lantern",
        "Bramble",
        "Northstar",
        "Tideway",
        "Juniper",
    ),
    customers=(
        "Harrowgate Logistics",
        "Brightwell Pharmacy Group",
        "Vandermolen BV",
        "Castlegate Housing",
        "Orchard & Vale",
        "Pemberton Foods",
        "Lindqvist Marine",
    ),
    teams=(
        "Finance Operations",
        "Workplace Services",
        "People & Culture",
        "Procurement",
        "Platform Engineering",
        "Customer Success",
        "Data & Insight",
        "Legal",
        "Internal Audit",
    ),
    cities=(
        "Manchester",
        "Leeds",
        "Rotterdam",
        "Lyon",
        "Glasgow",
        "Bristol",
        "Cardiff",
        "Edinburgh",
        "Belfast",
        "Utrecht",
        "Antwerp",
        "Gdańsk",
        "Kraków",
        "Porto",
        "Lisbon",
        "Dublin",
        "Hamburg",
        "Copenhagen",
        "Sheffield",
        "Nottingham",
        "Eindhoven",
        "Ghent",
        "Bordeaux",
        "Aberdeen",
    ),
    addresses=(
        "14 Kingsway Court",
        "Flat 3, 27 Mill Road",
        "8 Ashgrove Terrace",
        "112 Queen's Drive",
        "Flat 12, 40 Canal Street",
        "5 Heron Close, LS6 2QT",
        "221 Wilmslow Road",
        "Flat 2B, 9 Albion Place",
        "37 Cromwell Avenue",
        "3 The Paddocks, Little Haywood",
        "66 Station Approach",
        "Flat 7, Ellesmere House, 18 Park Lane",
        "19 Beech Grove, M20 4PL",
        "4 Chapel Row",
        "150 Holloway Crescent",
        "Apartment 41, 2 Whitworth Street",
        "29 Laburnum Gardens",
        "11 Saxon Way, BS7 9NE",
        "73 Hawthorn Rise",
        "Flat 5, 61 Clarence Street",
        "2 Orchard Mews",
        "88 Victoria Parade",
        "16 Mulberry Walk",
        "Flat 1, 104 Gloucester Road",
        "25 St Anne's Close",
        "7 Riverside Wharf",
        "48 Fernleigh Drive",
        "Unit 6, 30 Brewery Lane",
        "10 Thistle Street",
        "57 Rowan Crescent, G12 8QQ",
        "31 Wellington Terrace",
        "Flat 9, 3 Dock Road",
    ),
    roles=(
        "Office Manager",
        "Management Accountant",
        "HR Business Partner",
        "Category Buyer",
        "Site Reliability Engineer",
        "Credit Controller",
        "Account Director",
        "Senior Analyst",
        "Workplace Coordinator",
        "Solutions Architect",
        "Paralegal",
        "Programme Manager",
        "Head of Treasury",
    ),
    drinks=(
        "oat flat white",
        "builder's tea",
        "Earl Grey",
        "peppermint tea",
        "double espresso",
        "decaf latte",
        "hot chocolate",
        "sparkling water",
        "rooibos",
        "chai latte",
        "green tea",
        "cortado",
        "black Americano",
    ),
    statuses=(
        "on track",
        "at risk",
        "on hold",
        "blocked",
        "in UAT",
        "signed off",
        "descoped",
        "awaiting budget",
    ),
    plans=(
        "Starter",
        "Essentials",
        "Business Plus",
        "Premier",
        "Enterprise",
        "Public Sector",
    ),
    problems=(
        "invoice PDFs come through blank",
        "SSO login loops back to the start page",
        "VAT is doubled on credit notes",
        "the CSV export drops the last row",
        "scheduled reports arrive a day late",
        "password reset emails never arrive",
        "the mobile app crashes on photo upload",
        "timesheets won't submit after 6pm",
        "dashboard totals don't match the ledger",
        "bulk upload times out over 5,000 lines",
        "two-factor codes expire immediately",
        "remittance advice shows the wrong bank details",
    ),
)

_PEOPLE = frozenset(LEXICON.people)

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

# --- statements --------------------------------------------------------------------------
# Keys per slot: "state", "update_old" (mentions the old value), "update", "negate".
# Placeholders: {s} subject, {v} value, {o} old value, {num} / {onum} what kind of phone
# number the value / old value is, {shift} how a date moved.

_T: dict[str, dict[str, tuple[str, ...]]] = {
    "city": {
        "state": (
            "{s} will be based in our {v} office from Monday.",
            "{s} is working out of {v}, so please factor in travel for any in-person sessions.",
            "Please welcome {s}, who joins us in {v}.",
            "{s} is {v}-based, so not at head office.",
            "{s} sits in the {v} office.",
            "Just so everyone's aware, {s} is based in {v}.",
            "{s} is now permanently located at the {v} site.",
            "For the seating plan: {s} - {v}.",
        ),
        "update_old": (
            "{s} has relocated from {o} to {v}.",
            "Correction: {s} is in {v}, not {o} as I said before.",
            "{s} is moving from the {o} office to {v} as of this week.",
            "{s} has swapped {o} for {v} - desk booking updated.",
            "{s} has left {o} and is now working out of {v}.",
            "Following the office consolidation, {s} transfers from {o} to {v}.",
        ),
        "update": (
            "{s} has relocated to {v}.",
            "{s} is now working out of our {v} office.",
            "{s}'s new base is {v}.",
            "From the start of next month, {s} will be based in {v}.",
            "{s} has transferred to the {v} office.",
            "Please note {s} has moved over to {v}.",
        ),
        "negate": (
            "{s} is no longer based in {o}; new location to be confirmed.",
            "{s} has left the {o} office. We'll confirm the new base shortly.",
            "Please remove {s} from the {o} site list - no longer based there.",
            "{s} won't be working out of {o} any more. More to follow.",
            "Scratch what I said about {s} and {o} - that's no longer the case.",
            "{s} has given up the desk in {o}; base still TBC.",
        ),
    },
    "address": {
        "state": (
            "{s}'s home address for payroll is {v}.",
            "Please send {s}'s welcome pack to {v}.",
            "HR records: {s} lives at {v}.",
            "For the courier: {s}'s address is {v}.",
            "{s} can be reached by post at {v}.",
            "Home address on file for {s}: {v}.",
            "The new laptop for {s} should go to {v}.",
        ),
        "update_old": (
            "{s} has moved house - from {o} to {v}.",
            "Change of address for {s}: no longer {o}, now {v}.",
            "Correction: {s}'s address is {v}, not {o}.",
            "{s} has left {o}; post should now go to {v}.",
            "Please update the system - {s} is now at {v} (was {o}).",
        ),
        "update": (
            "{s} has moved; new home address is {v}.",
            "Change of address for {s}: {v}.",
            "Please note {s}'s new address: {v}.",
            "{s} is now living at {v} - payroll have been told.",
            "Any post for {s} should now go to {v}.",
        ),
        "negate": (
            "{s} no longer lives at {o}; please hold any post until we have the new address.",
            "Don't send anything for {s} to {o} - that's an old address.",
            "{o} is out of date for {s}. New address to follow.",
            "{s} has moved out of {o}; forwarding address TBC.",
            "Please delete {o} from {s}'s record - it's no longer current.",
        ),
    },
    "role": {
        "state": (
            "I'm pleased to announce that {s} has joined us as {v}.",
            "{s} is our {v}.",
            "{s}'s job title is {v}.",
            "{s} has been appointed {v}.",
            "Please welcome {s}, our new {v}.",
            "{s} takes up the post of {v} this month.",
            "For the staff directory: {s}, {v}.",
        ),
        "update_old": (
            "{s} has been promoted from {o} to {v}. Congratulations!",
            "{s} moves on from {o} and becomes our {v}.",
            "Correction: {s} is {v}, not {o}.",
            "{s} is stepping up from {o} into the {v} role.",
            "Job title change for {s}: {o} -> {v}.",
        ),
        "update": (
            "{s} has been promoted to {v}. Many congratulations!",
            "{s} is now our {v}.",
            "Please update your signatures: {s}'s new title is {v}.",
            "From next month {s} takes on the role of {v}.",
            "{s} has accepted the {v} position.",
        ),
        "negate": (
            "{s} is no longer {o}.",
            "{s} has stepped down as {o}; the new title will follow.",
            "Please note {s} no longer holds the {o} role.",
            "{s} has left the {o} post. Interim cover TBC.",
            "The {o} title no longer applies to {s}.",
        ),
    },
    "team": {
        "state": (
            "{s} is part of {v}.",
            "{s} sits within {v}.",
            "{s} has joined {v}.",
            "{s} belongs to {v}, so please route requests that way.",
            "{s} is in the {v} team.",
            "{s} works in {v}.",
        ),
        "update_old": (
            "{s} has moved across from {o} to {v}.",
            "{s} transfers from {o} into {v} on Monday.",
            "Correction: {s} is in {v}, not {o}.",
            "{s} has left {o} and joined {v}.",
            "Internal move: {s}, {o} -> {v}.",
        ),
        "update": (
            "{s} has moved across to {v}.",
            "{s} now sits in {v}.",
            "{s} is joining {v} as of this week.",
            "Please note {s} has transferred to {v}.",
            "{s} is now part of the {v} team.",
        ),
        "negate": (
            "{s} has left {o}.",
            "{s} is no longer part of {o}.",
            "Please take {s} off the {o} distribution list - no longer in the team.",
            "{s} has moved out of {o}; new home still being agreed.",
            "{o} no longer includes {s}.",
        ),
    },
    "manager": {
        "state": (
            "{s} reports to {v}.",
            "{s}'s line manager is {v}.",
            "{v} is line managing {s}.",
            "For leave requests, {s} should go to {v} as line manager.",
            "{s} will report into {v}.",
            "{v} will be {s}'s manager.",
        ),
        "update_old": (
            "{s} now reports to {v} rather than {o}.",
            "Reporting line change: {s} moves from {o} to {v}.",
            "Correction: {s}'s line manager is {v}, not {o}.",
            "{o} is handing over line management of {s} to {v}.",
            "From Monday {s} reports into {v} instead of {o}.",
        ),
        "update": (
            "{s} now reports to {v}.",
            "{v} has taken over line management of {s}.",
            "{s}'s new line manager is {v}.",
            "{s} moves under {v} in the new structure.",
            "Going forward {s} reports into {v}.",
        ),
        "negate": (
            "{s} no longer reports to {o}.",
            "{o} is no longer {s}'s line manager; interim arrangements to follow.",
            "{o} has stopped managing {s}.",
            "Please note {s}'s reporting line to {o} has ended.",
            "{s} is no longer under {o}; new manager TBC.",
        ),
    },
    "drink": {
        "state": (
            "Tea round: {s} takes {v}.",
            "For the away day order, {s} would like {v}.",
            "{s} is a {v} person.",
            "{s} drinks {v}, for anyone doing the coffee run.",
            "Note for the kitchen: {s}'s usual is {v}.",
            "{s} always goes for {v}.",
        ),
        "update_old": (
            "{s} has switched from {o} to {v}.",
            "Coffee run update: {s} is off {o} and on {v} now.",
            "Correction to the order: {s} wants {v}, not {o}.",
            "{s} has traded {o} for {v}.",
        ),
        "update": (
            "{s} has switched to {v}.",
            "{s}'s usual is now {v}.",
            "Updated order: {s} - {v}.",
            "{s} is on {v} these days.",
            "{s} is drinking {v} now.",
        ),
        "negate": (
            "{s} has given up {o}.",
            "No more {o} for {s}, apparently.",
            "{s} is off {o} for good.",
            "Please don't order {o} for {s} any more.",
            "{s} has sworn off {o}.",
        ),
    },
    "phone": {
        "state": (
            "{s}'s {num} is {v}.",
            "You can reach {s} on {v}.",
            "Out-of-hours contact for {s}: {v}.",
            "Please add {s} to the phone list: {v}.",
            "{s} can be contacted on {v}.",
            "If urgent, ring {s} on {v}.",
        ),
        "update_old": (
            "{s} has a new {num}: {v} (the old {o} will stop working).",
            "Please update {s}'s number from {o} to {v}.",
            "Correction: {s}'s {num} is {v}, not {o}.",
            "{s} is no longer on {o}; use {v} instead.",
        ),
        "update": (
            "{s} has a new {num}: {v}.",
            "New number for {s}: {v}.",
            "{s}'s {num} has changed to {v}.",
            "Please use {v} for {s} from now on.",
            "{s} can now be reached on {v}.",
        ),
        "negate": (
            "{s}'s old {onum} {o} is no longer in service.",
            "Please don't call {s} on {o} any more.",
            "{o} has been disconnected; new number for {s} to follow.",
            "{s} has handed back the phone on {o}.",
            "{o} no longer reaches {s}.",
        ),
    },
    "email": {
        "state": (
            "{s}'s email is {v}.",
            "Please copy {s} in at {v}.",
            "You can email {s} on {v}.",
            "{s} can be reached at {v}.",
            "Add {v} ({s}) to the distribution list, please.",
            "For anything urgent, email {s} at {v}.",
        ),
        "update_old": (
            "{s}'s email address has changed from {o} to {v}.",
            "Please stop using {o} - {s} is now {v}.",
            "Correction: {s}'s address is {v}, not {o}.",
            "{s} has moved mailbox: {o} -> {v}.",
        ),
        "update": (
            "{s} has a new email address: {v}.",
            "Please use {v} for {s} going forward.",
            "{s}'s mailbox is now {v}.",
            "New email for {s}: {v}.",
            "{s} can now be emailed at {v}.",
        ),
        "negate": (
            "{o} has been shut down - please don't email {s} there.",
            "{s} no longer uses {o}.",
            "Emails to {o} will bounce; {s}'s new address to follow.",
            "Please remove {o} for {s} from your contacts.",
            "{o} is no longer monitored by {s}.",
        ),
    },
    "status": {
        "state": (
            "{s} is {v}.",
            "Status update: {s} is {v}.",
            "Quick RAG for {s}: {v}.",
            "As of this week {s} is {v}.",
            "Steering group summary - {s}: {v}.",
            "{s} is currently {v}.",
        ),
        "update_old": (
            "{s} has gone from {o} to {v}.",
            "Status change: {s} was {o}, now {v}.",
            "Correction: {s} is {v} rather than {o}.",
            "{s} is no longer {o} - it's {v} as of today.",
        ),
        "update": (
            "{s} is now {v}.",
            "Latest on {s}: {v}.",
            "{s} has been re-rated: {v}.",
            "Revised status for {s}: {v}.",
            "Heads up: {s} is {v} from today.",
        ),
        "negate": (
            "{s} is no longer {o}.",
            "Please disregard the '{o}' status on {s}; we'll re-rate at the next review.",
            "{s} isn't {o} any more - revised status to follow.",
            "The '{o}' flag on {s} has been lifted.",
            "{s} has come out of '{o}'.",
        ),
    },
    "deadline": {
        "state": (
            "The deadline for {s} is {v}.",
            "{s} needs to be delivered by {v}.",
            "{s} is due on {v}.",
            "Go-live for {s} is set for {v}.",
            "Please have everything for {s} in by {v}.",
            "Target date for {s}: {v}.",
        ),
        "update_old": (
            "{s} has been {shift} from {o} to {v}.",
            "Correction: the {s} deadline is {v}, not {o}.",
            "New date for {s}: {v} (was {o}).",
            "{s} will now land on {v} instead of {o}.",
        ),
        "update": (
            "{s} now has a deadline of {v}.",
            "Revised date for {s}: {v}.",
            "{s} has been moved to {v}.",
            "The {s} deadline has changed to {v}.",
            "{s} is now due {v}.",
        ),
        "negate": (
            "The {o} deadline for {s} no longer stands; new date TBC.",
            "{s} will not land on {o}. Revised plan to follow.",
            "Please ignore {o} for {s} - that date is off.",
            "{s} is no longer due on {o}.",
            "{o} is off the table for {s}.",
        ),
    },
    "owner": {
        "state": (
            "{v} is leading {s}.",
            "{s} is owned by {v}.",
            "Project lead for {s}: {v}.",
            "{v} will be running {s}.",
            "Please direct all {s} queries to {v}, who owns it.",
            "{s} sits with {v}.",
        ),
        "update_old": (
            "{s} has passed from {o} to {v}.",
            "Handover: {o} is handing {s} over to {v}.",
            "Correction: {s} is led by {v}, not {o}.",
            "{v} takes over {s} from {o} as of Monday.",
        ),
        "update": (
            "{v} has taken over {s}.",
            "{s} is now led by {v}.",
            "New owner for {s}: {v}.",
            "{v} is picking up {s} from here.",
            "Please route {s} questions to {v} from now on, as the new lead.",
        ),
        "negate": (
            "{o} is no longer leading {s}.",
            "{o} has stepped back from {s}; a new lead will be named soon.",
            "{s} no longer sits with {o}.",
            "{o} has handed {s} back - owner TBC.",
            "Please stop sending {s} queries to {o}.",
        ),
    },
    "cost_centre": {
        "state": (
            "Please book all {s} time to {v}.",
            "{s} spend goes against {v}.",
            "Budget code for {s}: {v}.",
            "{s} is charged to {v}.",
            "For expenses on {s}, use {v}.",
            "Finance have set {s} up under {v}.",
        ),
        "update_old": (
            "{s} has moved from {o} to {v}; please update your timesheets.",
            "Correction: {s} charges to {v}, not {o}.",
            "From this period {s} costs go to {v} instead of {o}.",
            "Please stop using {o} for {s} - it's {v} now.",
        ),
        "update": (
            "{s} now charges to {v}.",
            "New cost code for {s}: {v}.",
            "Finance have moved {s} to {v}.",
            "Please book {s} hours to {v} from today.",
            "{s} has been re-coded to {v}.",
        ),
        "negate": (
            "{o} is closed for {s}; please hold off booking until finance confirm a new code.",
            "{s} no longer sits under {o}.",
            "Please stop charging {s} to {o}.",
            "{o} has been retired for {s}.",
            "Timesheets against {o} for {s} will be rejected from now on.",
        ),
    },
    "plan": {
        "state": (
            "{s} are on the {v} plan.",
            "{s} have signed up for {v}.",
            "{s}'s subscription is {v}.",
            "{s} are taking {v} for the first year.",
            "Just to confirm, {s} bought the {v} tier.",
            "{s} renewed on {v}.",
        ),
        "update_old": (
            "{s} have moved from {o} to {v}.",
            "Correction: {s} are on {v}, not {o}.",
            "{s} are switching from {o} to {v} with immediate effect.",
            "{s} have dropped {o} in favour of {v}.",
        ),
        "update": (
            "{s} have moved to the {v} plan.",
            "{s} are now on {v}.",
            "{s} signed the {v} renewal yesterday.",
            "Plan change for {s}: {v}.",
            "{s} have switched to {v}.",
        ),
        "negate": (
            "{s} are no longer on {o}.",
            "{s} have cancelled the {o} plan; what they move to is TBC.",
            "{s} let {o} lapse at renewal.",
            "{s} have come off {o}.",
            "{o} no longer applies to {s}.",
        ),
    },
    "po_number": {
        "state": (
            "{s}'s PO for this year is {v}.",
            "Please quote {v} on all {s} invoices.",
            "{s} have raised purchase order {v}.",
            "Invoices to {s} must reference {v}.",
            "PO ref for {s}: {v}.",
            "{s} sent over their PO: {v}.",
        ),
        "update_old": (
            "{s} have replaced PO {o} with {v}.",
            "Correction: the {s} PO is {v}, not {o}.",
            "New financial year, new PO: {s} moved from {o} to {v}.",
            "Please stop quoting {o} for {s}; use {v}.",
        ),
        "update": (
            "{s} have issued a new PO: {v}.",
            "New purchase order from {s}: {v}.",
            "Please reference {v} on {s} invoices from now on.",
            "{s}'s PO is now {v}.",
        ),
        "negate": (
            "PO {o} from {s} has been closed.",
            "{s} have cancelled purchase order {o}; new one to follow.",
            "Please don't invoice {s} against {o} any more.",
            "{o} is exhausted for {s}.",
            "{s}'s PO {o} is no longer valid.",
        ),
    },
}

_GENERIC: dict[str, tuple[str, ...]] = {
    "state": ("For the record, {s}'s {slot} is {v}.", "{s} - {slot}: {v}."),
    "update_old": ("{s}'s {slot} has changed from {o} to {v}.",),
    "update": ("{s}'s {slot} is now {v}.", "Updated {slot} for {s}: {v}."),
    "negate": ("{s}'s {slot} is no longer {o}.", "Please disregard {o} as {s}'s {slot}."),
}

# Written by the subject about themselves (speaker == subject); each names the writer.
_SELF: dict[str, tuple[str, ...]] = {
    "city": ("{s} here - I'm now based in {v}.", "Hi all, {s} here: I'll be working from {v}."),
    "address": ("{s} here. I've moved - my new address is {v}.",),
    "phone": ("{s} here - my {num} is {v} if you need me.", "New phone, same {s}: {v}."),
    "email": ("Hi all, it's {s}. Please use {v} for me from now on.",),
    "drink": ("For the record, {s} here: {v} please, always.",),
    "role": ("{s} here - delighted to say I've started as {v}.",),
}

_TICKET: dict[str, tuple[str, ...]] = {
    "open": (
        "{c} have reported that {p}. Logged as {s}.",
        "New ticket {s}: {p} ({c}).",
        "{s} raised on behalf of {c} - {p}.",
        "Heads up, support: {c} say {p}. Ticket {s} is open.",
        "Escalation from {c}: {p}. I've opened {s}.",
        "{s} is open - {c} report that {p}.",
        "Logging this for visibility: {s}, {c}, '{p}'.",
    ),
    "in progress": (
        "{s} ({c}) is with engineering now.",
        "We're working on {s} - the one where {p}.",
        "{s} has been picked up and is in progress.",
        "Update on {s}: still investigating, {c} have been told.",
        "{s} is being looked at; {c} kept informed.",
        "Engineering are on {s} ({p}).",
    ),
    "resolved": (
        "{s} is resolved - {c} have confirmed the fix.",
        "Good news: the issue where {p} is fixed ({s}).",
        "Closing {s} - fix deployed and {c} are happy.",
        "{s} is sorted, closing it now.",
        "{s} ({c}) has been resolved and closed.",
        "Fix for {s} went out this morning; ticket closed.",
    ),
    "negate": (
        "Please ignore the earlier '{o}' status on {s}; we'll confirm where it stands.",
        "{s} is no longer {o} - I'll update the thread once we know more.",
    ),
}

# --- wrapping ------------------------------------------------------------------------------

_GREETINGS = (
    "Hi all,",
    "Hi team,",
    "Morning all,",
    "Afternoon all,",
    "All,",
    "Dear colleagues,",
    "FYI -",
    "Please note:",
    "Quick note:",
    "Hi everyone,",
    "Hello all,",
    "Good morning,",
)
_CORRECTIONS = (
    "Correction to yesterday's note:",
    "Per my last email,",
    "Small amendment:",
    "Update:",
    "Apologies, one change:",
    "Following on from last week:",
    "Further to my earlier email,",
    "Re-sending with a correction:",
)
_CONTINUING = frozenset(("Per my last email,", "Further to my earlier email,"))
_TOPICS: dict[str, tuple[str, ...]] = {
    "city": ("Office moves", "Desk allocations", "Relocation update"),
    "address": ("Payroll records", "Change of address", "HR records"),
    "role": ("Org announcement", "Job titles", "Welcome!"),
    "team": ("Org changes", "Team moves", "Structure update"),
    "manager": ("Reporting lines", "Org chart", "Line management"),
    "drink": ("Tea round", "Away day catering", "Friday coffee order"),
    "phone": ("Contact details", "Out-of-hours rota", "Phone list"),
    "email": ("Contact details", "Mailbox changes", "Distribution lists"),
    "status": ("{s} weekly update", "Portfolio RAG", "Steering group actions"),
    "deadline": ("{s} timeline", "{s} milestones", "Delivery dates"),
    "owner": ("{s} handover", "Project leads", "{s} governance"),
    "cost_centre": ("Budget codes", "Timesheet codes", "{s} - finance"),
    "plan": ("{s} renewal", "Account changes", "Renewals this quarter"),
    "po_number": ("{s} invoicing", "Purchase orders", "PO numbers"),
    "ticket": ("{s}", "Support escalation", "{c} issue"),
}
_TAILS = (
    "Shout if anything looks wrong.",
    "Please update your records accordingly.",
    "No action needed from most of you.",
    "Thanks for bearing with us.",
    "Any questions, drop me a line.",
    "I'll update the shared drive later today.",
    "Happy to discuss offline.",
    "Please cascade to your teams as needed.",
    "Comments welcome before Friday.",
)
_SIGNOFFS = (
    "Thanks, {me}",
    "Kind regards, {me}",
    "Best, {me}",
    "Many thanks, {me}",
    "- {me}",
    "Cheers, {me}",
    "Regards, {me}",
    "Best wishes, {me}",
    "{me}",
    "Thanks",
    "Sent from Outlook for iOS",
)
_LOWER_AFTER = frozenset(
    (
        "Please",
        "The",
        "Just",
        "Our",
        "We",
        "All",
        "From",
        "Going",
        "As",
        "Can",
        "Could",
        "Who",
        "What",
        "Which",
        "Where",
        "When",
        "How",
        "Has",
        "Does",
        "Do",
        "Is",
        "Any",
        "Remind",
        "Sorry",
        "New",
        "Timesheets",
        "Emails",
        "Invoices",
        "Don't",
        "Scratch",
        "Reporting",
        "Handover",
        "Internal",
        "Status",
        "Latest",
        "Revised",
        "Heads",
        "Quick",
        "Steering",
        "Target",
        "Budget",
        "For",
        "Updated",
        "Change",
        "Job",
        "Home",
        "Coffee",
        "Correction",
        "Tea",
        "Note",
        "Out",
        "You",
        "If",
        "Add",
        "Project",
        "Escalation",
        "Logging",
        "Update",
        "Good",
        "Closing",
        "Fix",
        "Following",
        "Plan",
        "Where's",
        "What's",
        "Who's",
        "Whose",
        "By",
        "Anyone",
        "Apologies",
    )
)

_CHATTER = (
    "Reminder: the fridge will be cleared at 4pm on Friday, please label your lunch.",
    "There's a card going round for {m}'s birthday - it's in the top drawer by reception.",
    "Cake in the kitchen, help yourselves!",
    "Trains into town are delayed again this morning, so a few of us will be late.",
    "Fire alarm test at 11 tomorrow, no need to evacuate.",
    "Has anyone seen a navy umbrella? Left it in meeting room 2.",
    "Lovely weather for once - enjoy the weekend, all.",
    "Any plans for the bank holiday? I'm hoping to finally sort the garden out.",
    "The dishwasher is broken again; the building team have been told.",
    "Thank you {m} for the brownies, they lasted about ten minutes.",
    "Please remember to book meeting rooms through the portal, not by sticky note.",
    "Charity bake sale on Thursday - all proceeds to the local hospice.",
    "The car park will be closed on Saturday for resurfacing.",
    "{m}, did you leave your charger in the boardroom?",
    "Quiz night at the Red Lion next Thursday, teams of four. Who's in?",
    "Reminder that the heating goes off at 7pm, dress accordingly.",
    "It's absolutely chucking it down out there - bring a brolly.",
    "Congratulations to {m} on finishing the half marathon!",
    "Printer on the second floor is jammed. Again.",
    "Please don't reply-all to the all-staff list. Thank you.",
    "The window cleaners are in tomorrow, so blinds down if you're on a call.",
    "Sorry, wrong thread - please ignore.",
    "Welcome back {m}, hope the holiday was lovely.",
    "Leaving do for the summer interns on Friday from 5, all welcome.",
    "Is anyone up for Christmas jumper day this year?",
    "The lift is out of order until Wednesday, apologies to everyone on the fourth floor.",
    "Thanks all for a great away day, the feedback form is in your inbox.",
    "Signal's terrible on the platform, so I'll dial in from the train if I can.",
    "Snow forecast for tomorrow - work from home if the roads look bad.",
    "Lost property box is overflowing; anything unclaimed goes to charity on Monday.",
    "Big thanks to {m} for covering reception this morning.",
    "Has anyone got a spare HDMI adaptor? Mine's vanished.",
)

# --- questions -----------------------------------------------------------------------------

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "Which office is {s} working out of?",
        "Where's {s} based at the moment?",
        "Could someone remind me which city {s} sits in?",
        "Which site should I put down for {s}?",
        "Is {s} in one of the regional offices - which one?",
        "Where does {s} usually work from these days?",
    ),
    "address": (
        "What's the home address we have on file for {s}?",
        "Where should I post {s}'s P60?",
        "Does anyone have {s}'s current home address?",
        "Where does {s} live? Need it for a delivery.",
        "What address should the courier use for {s}?",
    ),
    "role": (
        "What's {s}'s job title now?",
        "What does {s} actually do here - what's the role?",
        "Can someone remind me of {s}'s position?",
        "What should I put as {s}'s title on the org chart?",
        "Which role is {s} in these days?",
    ),
    "team": (
        "Which team is {s} in these days?",
        "Which department has {s} ended up in?",
        "What team does {s} belong to?",
        "Where does {s} sit organisationally?",
        "Who is {s} working with - which team?",
    ),
    "manager": (
        "Who is {s}'s line manager these days?",
        "Who does {s} report into?",
        "Who signs off {s}'s leave?",
        "Who's {s}'s boss now?",
        "Remind me who manages {s}?",
    ),
    "drink": (
        "What does {s} drink? I'm doing a coffee run.",
        "What should I get {s} from the coffee cart?",
        "How does {s} take it - tea or coffee, and what kind?",
        "Anyone know {s}'s usual order?",
        "What's {s}'s drink of choice?",
    ),
    "phone": (
        "Has anyone got a mobile number for {s}?",
        "What's the best number to reach {s} on?",
        "Could someone send me {s}'s phone number?",
        "How do I get hold of {s} by phone?",
        "What number do we have for {s}?",
    ),
    "email": (
        "What email address should I use for {s}?",
        "Can someone send me {s}'s email?",
        "Which address does {s} read these days?",
        "How do I email {s}?",
        "Does anyone have the right mailbox for {s}?",
    ),
    "status": (
        "Where are we with {s}?",
        "What's the latest RAG on {s}?",
        "How is {s} looking at the moment?",
        "Can someone give me a one-line status on {s}?",
        "What state is {s} in right now?",
    ),
    "deadline": (
        "When is {s} due?",
        "What date are we working to for {s}?",
        "When does {s} need to land?",
        "What's the cut-off for {s}?",
        "By when do we have to finish {s}?",
    ),
    "owner": (
        "Who's running {s} now?",
        "Who should I speak to about {s} - who owns it?",
        "Who is the lead on {s}?",
        "Whose project is {s} these days?",
        "Who's accountable for {s}?",
    ),
    "cost_centre": (
        "Could someone remind me which cost code the {s} work goes against?",
        "What do I book {s} hours to?",
        "Which budget code should {s} expenses go on?",
        "What's the finance code for {s}?",
        "Where do {s} costs get charged?",
    ),
    "plan": (
        "Which tier are {s} on?",
        "What subscription have {s} got?",
        "What are {s} paying for - which package?",
        "Remind me what level of service {s} have?",
        "Which product bundle did {s} go for?",
    ),
    "po_number": (
        "What PO should I quote when invoicing {s}?",
        "Does anyone have the purchase order reference for {s}?",
        "Which PO number goes on the {s} invoice?",
        "What's {s}'s current PO?",
        "Can someone dig out the {s} order reference for me?",
    ),
    "ticket": (
        "Any update on {s}?",
        "What's the status of {s} - the {c} one?",
        "Has {s} been sorted yet?",
        "Where are we with {s} ({c})?",
        "Is anyone on {s}? {c} are chasing.",
        "What's happening with {s}, the one where {p}?",
    ),
}
_ASK_GENERIC = ("What's the {slot} for {s}?", "Does anyone know {s}'s {slot}?")

_VIA: dict[str, tuple[str, ...]] = {
    "manager": (
        "{s}'s line manager",
        "whoever {s} reports to",
        "{s}'s boss",
        "{s}'s manager",
    ),
    "owner": (
        "whoever owns {s}",
        "the {s} project lead",
        "the person running {s}",
        "whoever leads {s}",
    ),
}
_HOP: dict[str, tuple[str, ...]] = {
    "city": (
        "Which office does {x} work out of?",
        "Where is {x} based?",
        "Which city is {x} in?",
    ),
    "address": (
        "What's the home address for {x}?",
        "Where does {x} live?",
        "Has anyone got a postal address for {x}?",
    ),
    "phone": (
        "Has anyone got a mobile number for {x}?",
        "What's the best number for {x}?",
        "How do I ring {x}?",
    ),
    "email": ("What's the email address for {x}?", "How do I email {x}?"),
    "role": ("What's the job title of {x}?", "What role does {x} have?"),
    "team": ("Which team is {x} in?", "What department does {x} sit in?"),
    "drink": ("What does {x} drink?", "What should I get {x} from the coffee cart?"),
    "manager": ("Who does {x} report to?", "Who is the line manager of {x}?"),
}
_ASK_PREFIX = (
    "Quick question: ",
    "Sorry if I've missed this, but ",
    "Hi all, ",
    "Does anyone know - ",
    "Before I send this out: ",
    "Re: Quick query - ",
    "Apologies for the basic question: ",
)
_ASK_SUFFIX = (
    " Thanks in advance.",
    " Cheers.",
    " Many thanks.",
    " TIA",
    " Need it for a form.",
)


def _first(name: str) -> str:
    parts = name.split()
    return parts[0] if parts else name


def _ordinal(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return f"{day}th"
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th') }"


def _date(iso: str, rng: random.Random) -> str:
    """``iso`` in one of several British styles (always with day and month)."""
    try:
        d = date.fromisoformat(iso)
    except ValueError:
        return iso
    month = _MONTHS[d.month - 1]
    weekday = _WEEKDAYS[d.weekday()]
    styles = (
        f"{d.day} {month}",
        f"{weekday} {_ordinal(d.day)} {month}",
        f"{d.day:02d}/{d.month:02d}",
        f"{d.day:02d}/{d.month:02d}/{d.year}",
        f"{weekday[:3]} {d.day} {month[:3]}",
        f"the {_ordinal(d.day)} of {month}",
        f"{d.day} {month} {d.year}",
        f"{weekday} {d.day}/{d.month}",
    )
    return rng.choice(styles)


def _phone_kind(number: str) -> str:
    compact = number.replace(" ", "").replace("(0)", "")
    return "mobile" if compact.startswith(("07", "+447")) else "direct line"


def _ascii(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(ch for ch in folded.lower() if ch.isalnum())


def _lower_lead(text: str) -> str:
    word = text.split(" ", 1)[0].rstrip(",:")
    if word in _LOWER_AFTER:
        return text[0].lower() + text[1:]
    return text


class EmailFamily:
    """Internal company email at a UK / European firm (dev split)."""

    @property
    def name(self) -> str:
        """The family's name."""
        return "email-en"

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
        """People, places and values of the firm."""
        return LEXICON

    # --- identifiers ---------------------------------------------------------------------

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh phone number, email, cost code, PO or ticket reference."""
        if slot == "phone":
            if rng.random() < 0.2:
                return rng.choice(
                    (
                        f"+44 20 7946 {rng.randrange(10000):04d}",
                        f"0161 496 {rng.randrange(10000):04d}",
                        f"0113 496 {rng.randrange(10000):04d}",
                        f"0117 496 {rng.randrange(10000):04d}",
                    )
                )
            prefix = rng.choice(("7700", "7911", "7825", "7432", "7957", "7723", "7388", "7564"))
            rest = f"{rng.randrange(1_000_000):06d}"
            return rng.choice(
                (
                    f"0{prefix} {rest}",
                    f"+44 {prefix} {rest}",
                    f"+44 (0){prefix} {rest}",
                    f"0{prefix} {rest[:3]} {rest[3:]}",
                )
            )
        if slot == "email":
            parts = [_ascii(p) for p in subject.split()] or ["staff"]
            parts = [p for p in parts if p] or ["staff"]
            first, last = parts[0], "".join(parts[1:]) or "x"
            domain = rng.choice(
                (
                    "northgate-group.co.uk",
                    "hollins.eu",
                    "ashbyreed.com",
                    "fielding-partners.nl",
                    "corp.greyfriars.io",
                    "mail.stowell.co.uk",
                )
            )
            local = rng.choice(
                (
                    f"{first}.{last}",
                    f"{first[0]}.{last}",
                    f"{first[0]}{last}",
                    f"{first}.{last}{rng.randrange(2, 9)}",
                    f"{last}.{first}",
                )
            )
            return f"{local}@{domain}"
        if slot == "cost_centre":
            return rng.choice(
                (
                    f"CC {rng.randrange(1000, 9999)}/{rng.randrange(10, 99)}",
                    f"{rng.choice(('FIN', 'OPS', 'PEO', 'TEC', 'MKT', 'RND'))}"
                    f"-{rng.randrange(10000):04d}",
                    f"GL {rng.randrange(4000, 8999)}-{rng.randrange(100, 999)}",
                    f"CC-{rng.choice(('MAN', 'LDS', 'RTM', 'LYS', 'GLA', 'BRS'))}"
                    f"-{rng.randrange(10000):04d}",
                )
            )
        if slot == "po_number":
            return rng.choice(
                (
                    f"45000{rng.randrange(100000):05d}",
                    f"{rng.randrange(10, 99)}-{rng.randrange(1000, 9999)}",
                    f"PO-UK-{rng.randrange(1_000_000):06d}",
                    f"PUR/{rng.randrange(2023, 2026)}/{rng.randrange(10000):04d}",
                )
            )
        if slot == "ticket":
            return rng.choice(
                (
                    f"INC{rng.randrange(10**7):07d}",
                    f"HD-{rng.randrange(10000, 99999)}",
                    f"REQ-{rng.randrange(10000, 99999)}",
                    f"SUP-{rng.randrange(1000, 9999)}",
                )
            )
        return f"REF-{rng.randrange(100000, 999999)}"

    # --- statements ----------------------------------------------------------------------

    def say(self, event: Event, rng: random.Random) -> str:
        """The email line ``event.speaker`` sends."""
        me = _first(event.speaker)
        if event.kind == "chatter":
            return self._chatter(event, me, rng)
        slot = event.slot or ""
        spec = SLOTS.get(slot)
        subject = event.subject or ""
        if slot == "ticket" or (spec is not None and spec.subject == "ticket"):
            body, topic_fields = self._ticket(event, rng)
        else:
            body = self._fact(event, slot, subject, rng)
            topic_fields = {"s": subject, "c": ""}
        return self._wrap(event, slot, body, topic_fields, me, rng)

    def _display(self, slot: str, subject: str, rng: random.Random) -> str:
        spec = SLOTS.get(slot)
        if (spec is not None and spec.subject == "person") or subject in _PEOPLE:
            return subject if rng.random() < 0.45 else _first(subject)
        return subject

    def _fact(self, event: Event, slot: str, subject: str, rng: random.Random) -> str:
        value = event.value or "TBC"
        old = event.old or ""
        if slot == "deadline":
            v, o = _date(value, rng), _date(old, rng) if old else ""
        else:
            v, o = value, old
        shift = "moved"
        if slot == "deadline" and old and event.value:
            if event.value > old:
                shift = rng.choice(("pushed back", "moved out", "slipped"))
            elif event.value < old:
                shift = "brought forward"
        fields = {
            "s": self._display(slot, subject, rng),
            "v": v,
            "o": o,
            "num": _phone_kind(value) if slot == "phone" else "number",
            "onum": _phone_kind(old) if slot == "phone" else "number",
            "shift": shift,
            "slot": slot.replace("_", " ") or "details",
        }
        table = _T.get(slot, _GENERIC)
        kind = event.kind
        if kind == "negate":
            if not old:
                fields["o"] = "the previous value"
            pool = table["negate"]
        elif kind == "state":
            pool = table["state"]
            if event.speaker == subject and slot in _SELF and rng.random() < 0.5:
                pool = _SELF[slot]
                fields["s"] = _first(subject)
        elif old and rng.random() < 0.6:
            pool = table["update_old"]
        else:
            pool = table["update"]
        return rng.choice(pool).format(**fields)

    def _ticket(self, event: Event, rng: random.Random) -> tuple[str, dict[str, str]]:
        problem, _, customer = (event.detail or "").partition(" | ")
        problem = problem.strip() or "something isn't working"
        customer = customer.strip() or "the customer"
        ticket = event.subject or "the ticket"
        if event.kind == "negate":
            key = "negate"
        elif event.kind == "resolve" or event.value == "resolved":
            key = "resolved"
        elif event.value == "in progress":
            key = "in progress"
        else:
            key = "open"
        fields = {"s": ticket, "p": problem, "c": customer, "o": event.old or "open"}
        return rng.choice(_TICKET[key]).format(**fields), {"s": ticket, "c": customer}

    def _wrap(
        self,
        event: Event,
        slot: str,
        body: str,
        topic_fields: dict[str, str],
        me: str,
        rng: random.Random,
    ) -> str:
        opener = ""
        roll = rng.random()
        if event.kind == "update" and event.old and roll < 0.35 and not body.startswith("Corr"):
            opener = rng.choice(_CORRECTIONS)
        elif roll < 0.6:
            if rng.random() < 0.4:
                topic = rng.choice(_TOPICS.get(slot, ("Update",))).format(**topic_fields)
                opener = f"{rng.choice(('Re:', 'RE:', 'Fwd:', 'Re: Re:'))} {topic} -"
            else:
                opener = rng.choice(_GREETINGS)
        text = body
        if opener:
            lead = _lower_lead(body) if opener in _CONTINUING else body
            text = f"{opener} {lead}"
        if rng.random() < 0.25:
            text = f"{text} {rng.choice(_TAILS)}"
        if rng.random() < 0.5:
            text = f"{text} {rng.choice(_SIGNOFFS).format(me=me)}"
        return text if len(text) < 290 else body

    def _chatter(self, event: Event, me: str, rng: random.Random) -> str:
        pool = _CHATTER if event.mention else tuple(c for c in _CHATTER if "{m}" not in c)
        body = rng.choice(pool).format(m=_first(event.mention or ""))
        if rng.random() < 0.4:
            body = f"{rng.choice(_GREETINGS)} {body}"
        if rng.random() < 0.4:
            body = f"{body} {rng.choice(_SIGNOFFS).format(me=me)}"
        return body

    # --- questions -----------------------------------------------------------------------

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A colleague's question about ``ask``."""
        if ask.via is not None:
            start = ask.subject if rng.random() < 0.5 else self._display(ask.via, ask.subject, rng)
            reach = rng.choice(_VIA.get(ask.via, ("the {via} of {s}",))).format(
                s=start, via=ask.via
            )
            frames = _HOP.get(ask.slot, ("What's the {slot} for {x}?",))
            question = rng.choice(frames).format(x=reach, slot=ask.slot.replace("_", " "))
        else:
            problem, _, customer = (ask.detail or "").partition(" | ")
            fields = {
                "s": self._display(ask.slot, ask.subject, rng),
                "c": customer.strip() or "the customer",
                "p": problem.strip() or "it keeps failing",
                "slot": ask.slot.replace("_", " "),
            }
            question = rng.choice(_ASK.get(ask.slot, _ASK_GENERIC)).format(**fields)
        roll = rng.random()
        if roll < 0.3:
            question = rng.choice(_ASK_PREFIX) + _lower_lead(question)
        elif roll < 0.45:
            question += rng.choice(_ASK_SUFFIX)
        return question[0].upper() + question[1:]


FAMILY: Family = EmailFamily()
