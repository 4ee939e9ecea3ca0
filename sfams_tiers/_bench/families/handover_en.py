"""Shift-handover notes from a hospital group's facilities and operations department.

Register: the handover log and the handover channel of the Meridian Health facilities
team, a hospital operator with campuses and a shared FM helpdesk spread over Australia,
South Africa, the Philippines and Aotearoa New Zealand. The writers are shift engineers,
porters, electricians, biomed techs, planners and helpdesk staff finishing or starting a
shift: Zulu, Xhosa and Afrikaans speakers from KwaZulu-Natal and the Cape, Filipino staff
from Cebu and Manila, Maori and Pakeha New Zealanders and Anglo-Australians.

They write terse bullets and quick posts, not sentences: slash-separated items, arrows,
abbreviations (w/e, nvm, tmrw, ext., approx, FYI, pls, asap, h/o, N/S, D/S), shift tags
at the start ("[NIGHT]", "Handover 06:45 —", "D/S:"), a sign-off at the end ("— cheers,
Thandi") rather than a name up front, and local words (arvo, heaps, lekker, ja, now-now,
eish, po, chur, sweet as). A fact is often buried mid-line between a boiler reset and the
keys going back in the lockbox. Dates are day first (17/5, 17 May, Fri the 17th of May);
phones, emails, cost centres ("CC 4417-FAC"), purchase orders ("PO 0045873") and work
orders ("WO-448172") are in the formats their systems and countries use. The customers
are tenants and contract clients of the facilities service (a pathology lab, a pharmacy,
a dialysis unit), their plans are FM service levels, and their tickets are work orders.
"""

from __future__ import annotations

import random
from datetime import date
from typing import Final, Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "HandoverFamily"]

# --------------------------------------------------------------------------- the world

_PEOPLE: Final[tuple[str, ...]] = (
    "Thandeka Dlamini",
    "Sipho Ndlovu",
    "Lwazi Mthembu",
    "Zintle Mgqibi",
    "Riaan van der Merwe",
    "Annelie Botha",
    "Pieter du Plessis",
    "Bronwyn Kelly",
    "Darren McAllister",
    "Kylie Fitzgerald",
    "Brett Hollis",
    "Maricel Dela Cruz",
    "Jomar Villanueva",
    "Rowena Bautista",
    "Arnel Pascual",
    "Aroha Ngata",
    "Wiremu Tane",
    "Mereana Parata",
    "Rawiri Te Huia",
    "Hemi Walker",
)

_HOME: Final[dict[str, str]] = {
    "Thandeka Dlamini": "za",
    "Sipho Ndlovu": "za",
    "Lwazi Mthembu": "za",
    "Zintle Mgqibi": "za",
    "Riaan van der Merwe": "za",
    "Annelie Botha": "za",
    "Pieter du Plessis": "za",
    "Bronwyn Kelly": "au",
    "Darren McAllister": "au",
    "Kylie Fitzgerald": "au",
    "Brett Hollis": "au",
    "Maricel Dela Cruz": "ph",
    "Jomar Villanueva": "ph",
    "Rowena Bautista": "ph",
    "Arnel Pascual": "ph",
    "Aroha Ngata": "nz",
    "Wiremu Tane": "nz",
    "Mereana Parata": "nz",
    "Rawiri Te Huia": "nz",
    "Hemi Walker": "nz",
}
"""Where each writer's phone and mailbox are registered."""

_CALL_NAMES: Final[dict[str, tuple[str, ...]]] = {
    "Thandeka Dlamini": ("Thandi", "Thandeka", "T"),
    "Sipho Ndlovu": ("Sipho", "S. Ndlovu"),
    "Lwazi Mthembu": ("Lwazi", "LM"),
    "Zintle Mgqibi": ("Zintle", "Zee"),
    "Riaan van der Merwe": ("Riaan", "RvdM"),
    "Annelie Botha": ("Annelie", "AB"),
    "Pieter du Plessis": ("Piet", "Pieter"),
    "Bronwyn Kelly": ("Bron", "Bronwyn"),
    "Darren McAllister": ("Dazza", "Darren", "D"),
    "Kylie Fitzgerald": ("Kylie", "Ky"),
    "Brett Hollis": ("Brett", "BH"),
    "Maricel Dela Cruz": ("Cel", "Maricel"),
    "Jomar Villanueva": ("Jomar", "JV"),
    "Rowena Bautista": ("Weng", "Rowena"),
    "Arnel Pascual": ("Arnel", "Nel"),
    "Aroha Ngata": ("Aroha",),
    "Wiremu Tane": ("Wiri", "Wiremu"),
    "Mereana Parata": ("Mere", "Mereana"),
    "Rawiri Te Huia": ("Rawiri", "Raw"),
    "Hemi Walker": ("Hemi", "HW"),
}
"""How each writer signs a post."""

_LEXICON: Final[Lexicon] = Lexicon(
    people=_PEOPLE,
    projects=(
        "Kestrel",
        "Harakeke",
        "Baobab",
        "Lighthouse",
        "Molave",
        "Protea",
        "Southerly",
        "Narra",
    ),
    customers=(
        "Kōwhai Pathology",
        "Sunbird Pharmacy",
        "Harbourview Imaging",
        "Ubuntu Catering Co",
        "Bayanihan Linen Services",
        "Southern Cross Dialysis",
        "Jacaranda Day Surgery",
    ),
    teams=(
        "Mechanical Services",
        "Biomedical Engineering",
        "Patient Transport",
        "Grounds & Gardens",
        "Security Services",
        "Environmental Services",
        "Linen & Waste",
        "Electrical Services",
        "FM Helpdesk",
    ),
    cities=(
        "Brisbane",
        "Adelaide",
        "Hobart",
        "Darwin",
        "Townsville",
        "Geelong",
        "Wollongong",
        "Cairns",
        "Durban",
        "Pietermaritzburg",
        "Gqeberha",
        "Bloemfontein",
        "Stellenbosch",
        "Cebu City",
        "Davao",
        "Quezon City",
        "Iloilo",
        "Baguio",
        "Tauranga",
        "Dunedin",
        "Rotorua",
        "Napier",
        "Whanganui",
        "Nelson",
    ),
    addresses=(
        "14 Wattle Crescent",
        "7 Banksia Grove",
        "3/22 Ocean Parade",
        "88 Kingfisher Drive",
        "41 Bottlebrush Way",
        "5 Gum Tree Lane",
        "19 Station Street",
        "102 Esplanade",
        "6/40 Marine Terrace",
        "27 Kookaburra Court",
        "58 Voortrekker Road",
        "31 Kloof Street",
        "9 Umgeni Road",
        "144 Main Road",
        "23 Bree Street",
        "4 Loerie Lane",
        "70 Florida Road",
        "12 Rizal Avenue",
        "9 Mabini Street",
        "Blk 4 Lot 12 Sampaguita St",
        "221 Katipunan Avenue",
        "18 Acacia Lane",
        "33 Burgos Street",
        "44 Ponsonby Road",
        "17 Pohutukawa Place",
        "8 Totara Street",
        "63 Cuba Street",
        "2/11 Kauri Road",
        "29 Harbour View Terrace",
        "15 Te Awa Road",
        "36 Rimu Grove",
        "110 Hibiscus Coast Highway",
    ),
    roles=(
        "Shift Engineer",
        "Site Supervisor",
        "Senior Porter",
        "Electrician",
        "Biomedical Technician",
        "Plumber",
        "Fire Safety Officer",
        "Maintenance Planner",
        "Contracts Coordinator",
        "Service Desk Lead",
        "HVAC Technician",
        "Project Officer",
        "Trades Assistant",
    ),
    drinks=(
        "flat white",
        "long black",
        "rooibos",
        "Milo",
        "chai latte",
        "3-in-1 coffee",
        "salabat",
        "Coke Zero",
        "Earl Grey",
        "Ricoffy",
        "piccolo",
        "L&P",
        "iced coffee",
    ),
    statuses=(
        "on track",
        "on hold",
        "at risk",
        "waiting on parts",
        "in commissioning",
        "scoping",
        "over budget",
        "in defects period",
    ),
    plans=(
        "Platinum 24/7",
        "Gold SLA",
        "Silver business-hours",
        "Bronze call-out",
        "PPM Essentials",
        "Hard FM Plus",
    ),
    problems=(
        "cool room alarm keeps tripping",
        "hot water not reaching level 4",
        "roller door stuck half open",
        "swipe readers dead at the loading dock",
        "ceiling leak above the dispensary",
        "fume cupboard airflow alarm",
        "pneumatic tube jamming at station 12",
        "generator fails the weekly load test",
        "nurse call panel dropping out",
        "power flickering in the kitchen",
        "aircon blowing warm in the waiting room",
        "sluice room drain backing up",
        "fridge temp logger offline",
    ),
)

# ---------------------------------------------------------------- statement templates
# Placeholders: {s} subject, {sp} subject's possessive, {v}/{vp} value, {o}/{op} old
# value, {t} ticket id, {p} problem, {c} customer.

_STATE: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "{s} is based out of {v} — ring before you send anything over",
        "FYI {s} works from {v}",
        "{s} → {v} site",
        "{sp} home base is {v}, not head office",
        "for the roster: {s} = {v}",
        "{s} sits with the {v} crew",
        "{s} operates out of {v} most weeks",
        "{s} is in {v} pls note for callouts",
        "{s} covers from {v}, so no point paging for anything onsite here",
        "{s} ({v} campus)",
    ),
    "address": (
        "{sp} home addy is {v} (for the after-hours callout list)",
        "{s} lives at {v}",
        "callout list: {s} — {v}",
        "{sp} street address {v}, pls add to the on-call sheet",
        "{s} is at {v} if the courier needs to drop the pager off",
        "{s} stays at {v}",
        "home address for {s}: {v}",
        "{s} lives at {v}, about 10 min from the back gate",
    ),
    "role": (
        "{s} is our {v}",
        "{s} is {v} on this roster",
        "{s} = {v}, go to them first",
        "{s} has the {v} job",
        "{s} started as {v} Mon",
        "{s} is working as {v}",
        "just so everyone knows, {s} is the {v}",
        "{s} ({v}) will sign the permits",
        "{v} on site today is {s}",
    ),
    "team": (
        "{s} is with {v}",
        "{s} sits in {v}",
        "{s} is part of {v}",
        "{s} joined {v} this week",
        "{s} belongs to the {v} lot",
        "{s} is one of the {v} crew",
        "{v} has {s} on their books",
        "{s} (from {v}) will take the keys",
    ),
    "manager": (
        "{s} reports to {v}",
        "{sp} line manager is {v}",
        "{vp} the boss for {s}",
        "{v} is {sp} manager",
        "leave forms for {s} go to {v}",
        "{s} is under {v}",
        "{s} → reports to {v}",
        "anything about {s} pls escalate to {v}, that's their manager",
    ),
    "drink": (
        "{sp} drink is {v}",
        "{s} takes {v}",
        "tea run: {s} → {v}",
        "{s} only drinks {v}",
        "{s} = {v}, don't bother with anything else",
        "{s} lives on {v}",
        "get {s} a {v} if you're going down",
        "{sp} order is always {v}",
    ),
    "phone": (
        "{sp} mobile: {v}",
        "{s} on {v} for after-hours",
        "{sp} cell is {v}",
        "ring {s} on {v}",
        "{s} — mob {v}",
        "new phone for {s}: {v}",
        "{s} can be reached on {v} (mobile)",
        "add to the callout sheet: {s} {v}",
    ),
    "email": (
        "{sp} email is {v}",
        "{s} — {v}",
        "email {s} at {v}",
        "{sp} work address: {v}",
        "send the rosters to {s} on {v}",
        "{s} is {v} on Outlook",
        "cc {s} on the PPM reports: {v}",
    ),
    "status": (
        "{s} is {v}",
        "{s} → {v}",
        "update on {s}: {v}",
        "{s} status as of today: {v}",
        "proj {s} — {v}",
        "{s} currently {v}, will keep you posted",
        "{s}: {v} per the PM",
        "re {s}, it's {v}",
    ),
    "deadline": (
        "{s} due {v}",
        "{s} has to be done by {v}",
        "{s} handover date is {v}",
        "{s} cut-off {v}",
        "{s} finish date {v}",
        "deadline for {s}: {v}",
        "{s} needs to be signed off by {v}",
        "{s} → complete by {v}",
    ),
    "owner": (
        "{v} is running {s}",
        "{s} is {vp} baby",
        "{v} owns {s}",
        "{v} is project lead on {s}",
        "{s} questions → {v}",
        "{v} heads up {s}",
        "{s} lead = {v}",
        "{s} belongs to {v}, all variations through them",
    ),
    "cost_centre": (
        "{s} charges to {v}",
        "cost centre for {s}: {v}",
        "{s} → {v} on the timesheet",
        "code {s} jobs to {v}",
        "{s} hours go against {v}",
        "{sp} CC is {v}",
        "{s} materials — book to {v}",
    ),
    "po_number": (
        "{s} PO is {v}",
        "quote {v} on all {s} invoices",
        "{s} raised {v}",
        "{s} — {v} for the quarter",
        "{sp} purchase order: {v}",
        "{s} sent through {v}, invoices against that pls",
        "{v} = {s}",
    ),
    "plan": (
        "{s} is on {v}",
        "{s} signed up for {v}",
        "{s} contract = {v}",
        "{s} has {v} cover",
        "{s} pays for {v}",
        "{s} → {v}",
        "{sp} agreement with us is {v}",
    ),
}

_UPDATE: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "{s} has moved {o} → {v}",
        "{s} transferred to {v}, starts Mon",
        "{s} relocated to {v} over the w/e",
        "{s} no longer in {o}, now {v}",
        "update: {s} is working from {v} from now on",
        "{sp} transfer to {v} went through",
        "{s} packed up and went to {v}, heaps of boxes",
        "{s} is in {v} now (was {o})",
        "{s} swapped {o} for {v} — roster updated",
    ),
    "address": (
        "{s} moved house → {v}",
        "{sp} new address is {v} (was {o})",
        "{s} has moved out of {o}, now at {v}",
        "pls update callout sheet: {s} now lives at {v}",
        "{s} finally moved, {v} from this w/e",
        "{sp} addy changed to {v}",
        "{s} is at {v} now, old place sold",
    ),
    "role": (
        "{s} has stepped up to {v}",
        "{s} got the {v} gig! lekker",
        "{s} is {v} now, not {o}",
        "{s} moved from {o} to {v}",
        "congrats {s}, new role = {v} 🎉",
        "{s} is acting {v} from today",
        "{s} is our {v} now",
        "{s} switched over to {v}",
    ),
    "team": (
        "{s} moved across to {v}",
        "{s} has gone over to {v} (was {o})",
        "{s} switched {o} → {v}",
        "{s} is in {v} now",
        "{s} transferred from {o} to {v}",
        "{s} is with {v} from this roster",
        "{v} has pinched {s} off us 😅",
    ),
    "manager": (
        "{s} now reporting to {v}",
        "{sp} boss is {v} now (was {o})",
        "{s} moved under {v}",
        "{s} reports to {v} from Mon, not {o}",
        "{sp} line manager changed to {v}",
        "{v} has taken {s} on as a direct report",
        "{s} → {v} (reporting line change)",
    ),
    "drink": (
        "{s} has switched to {v}",
        "{s} is off the {o}, on {v} now",
        "{s} swapped {o} for {v}",
        "{sp} new go-to is {v}",
        "{s} is a {v} person now apparently",
        "{s} takes {v} these days",
    ),
    "phone": (
        "{sp} mobile changed to {v}",
        "{s} has a new cell: {v} (old one {o} is dead)",
        "new number for {s} → {v}",
        "{s} got a new phone, {v}",
        "pls update {sp} mob to {v}",
    ),
    "email": (
        "{sp} email changed → {v}",
        "{s} has a new mailbox: {v}",
        "{s} is {v} now, not {o}",
        "{sp} address is now {v}",
    ),
    "status": (
        "{s} went from {o} to {v}",
        "{s} now {v}",
        "{s} has moved to {v} (was {o})",
        "heads up, {s} is {v} now",
        "{s} → {v} as of this arvo",
        "{s} update: {v}",
        "{s} changed to {v} after this morning's site meeting",
        "{s} — PM says {v} now",
    ),
    "deadline": (
        "{s} pushed to {v}",
        "{s} moved from {o} to {v}",
        "{s} brought forward to {v}",
        "new date for {s} is {v}",
        "{s} slipped → {v}",
        "{s} now due {v}",
        "{s} deadline changed to {v}, pls update the board",
    ),
    "owner": (
        "{v} has taken over {s}",
        "{s} handed from {o} to {v}",
        "{v} is running {s} now",
        "{s} lead is {v} now (not {o})",
        "{s} → {v} from today",
        "{vp} got {s} now",
    ),
    "cost_centre": (
        "{s} charging moved to {v}",
        "{s} cost centre is {v} now",
        "{s}: stop using {o}, use {v}",
        "new CC for {s} → {v}",
    ),
    "po_number": (
        "{s} new PO {v} (old {o} exhausted)",
        "{s} has replaced their PO with {v}",
        "{s} → {v} from this month",
        "new PO from {s}: {v}",
    ),
    "plan": (
        "{s} moved off {o} onto {v}",
        "{s} changed to {v}",
        "{s} now on {v}",
        "{s} re-signed on {v}",
        "{sp} contract is {v} now (was {o})",
        "{s} switched to {v} from the 1st",
    ),
}

_NEGATE: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "{s} isn't based in {o} anymore — new site TBC",
        "{s} has left {o}, not sure where they've landed yet",
        "scratch {o} for {s}, that's finished. will confirm new base",
        "{s} no longer working out of {o}",
        "{s} finished up in {o} last week, location tbc",
    ),
    "address": (
        "{s} no longer at {o} — new address to come",
        "{s} has moved out of {o}, haven't got the new one yet",
        "pls strike {o} off for {s}, they've left",
        "{o} is out of date for {s}, don't send anything there",
    ),
    "role": (
        "{s} is no longer {o}",
        "{s} has stepped down as {o}, nothing confirmed yet",
        "{s} finished as {o} last shift",
        "{s} not the {o} anymore",
    ),
    "team": (
        "{s} has left {o}",
        "{s} no longer with {o}, unassigned for now",
        "{s} is out of {o}, not placed anywhere yet",
        "{o} has released {s}",
    ),
    "manager": (
        "{s} doesn't report to {o} anymore",
        "{s} is no longer under {o} — new line manager TBC",
        "{o} isn't {sp} manager now",
        "{s} off {op} books, reporting line tbc",
    ),
    "drink": (
        "{s} gave up {o}",
        "{s} has quit {o}, nothing instead for now",
        "don't buy {s} {o} anymore",
        "{s} is off the {o}",
    ),
    "phone": (
        "{sp} old number {o} is disconnected",
        "{s} is no longer on {o}",
        "don't ring {s} on {o}, that phone's gone",
    ),
    "email": (
        "{sp} {o} mailbox is closed",
        "{s} no longer using {o}",
        "{o} bounces for {s} now",
    ),
    "status": (
        "{s} no longer {o}",
        "{s} is off {o} — waiting on the PM for the new status",
        "{s} not {o} anymore, tbc",
        "{s}: {o} no longer applies",
    ),
    "deadline": (
        "{sp} {o} date is off, no new one yet",
        "{s} not due {o} anymore, TBC",
        "{o} deadline for {s} scrapped",
        "forget {o} for {s}, date's gone",
    ),
    "owner": (
        "{o} is no longer running {s}",
        "{o} has handed {s} back, no lead for now",
        "{s} has no owner since {o} stepped off",
        "{o} off {s}",
    ),
    "cost_centre": (
        "{o} is closed for {s}",
        "stop charging {s} to {o}",
    ),
    "po_number": (
        "{sp} {o} is closed off",
        "don't use {o} for {s} anymore",
    ),
    "plan": (
        "{s} dropped {o}, nothing in place now",
        "{s} no longer on {o}",
        "{s} cancelled {o}",
    ),
}

_TICKET_OPEN: Final[tuple[str, ...]] = (
    "{t} logged — {c}: {p}",
    "new job {t} for {c}, {p}, not started yet",
    "{c} rang: {p}. raised {t}, unassigned",
    "{t} open — {p} ({c})",
    "{c} reporting {p} → {t} raised",
    "raised {t}: {p} @ {c}. nobody on it yet",
    "{t} new, {c}, {p}",
    "logged {t} for {c} re {p}, sitting in the queue",
)

_TICKET_PROGRESS: Final[tuple[str, ...]] = (
    "{t} ({p}) — tech on site now",
    "{t} underway, {c} informed",
    "working on {t} — parts ordered",
    "{t} picked up, in progress",
    "{c}'s {t}: contractor onsite, making progress",
    "started on {t} ({p}), should be sorted tmrw",
    "{t} in progress → waiting on a part from the supplier",
    "{t} being worked on, {c} know",
)

_TICKET_DONE: Final[tuple[str, ...]] = (
    "{t} closed ✅ {p} sorted",
    "{t} done — {c} happy",
    "{p} at {c} fixed, {t} closed off",
    "{t} resolved, signed off by {c}",
    "{t} ✅ completed",
    "{t}: fixed & closed",
    "{c} confirmed {t} is fine now, closing",
    "{t} sorted, was a faulty relay",
)

_TICKET_OTHER: Final[tuple[str, ...]] = (
    "{t} status unclear, was '{o}' — checking",
    "{t}: ignore the '{o}' earlier, will update",
)

# ---------------------------------------------------------------- question templates

_ASK: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "whereabouts is {s} these days?",
        "which city does {s} work in?",
        "what town is {s} located in?",
        "{s} — which campus city?",
        "if I need {s} in person, where do I go?",
        "remind me, {sp} home city?",
        "where's {s} stationed?",
        "{s}: what city again?",
    ),
    "address": (
        "what's {sp} residential address?",
        "where does {s} reside? need to drop off a pager",
        "{s} — house number + street?",
        "where would I post something to {s}?",
        "what street is {s} on?",
        "which house is {sp}? courier needs it",
    ),
    "role": (
        "what's {sp} job title?",
        "what position does {s} hold?",
        "what does {s} actually do here?",
        "{s} — what's their title on paper?",
        "which position is {s} in at the mo?",
        "what is {s} employed as?",
    ),
    "team": (
        "which crew is {s} in?",
        "what department does {s} fall under?",
        "which section is {s} on?",
        "{s} — which group?",
        "which unit does {s} work for?",
        "what service line is {s} in?",
    ),
    "manager": (
        "who's {sp} supervisor?",
        "who is {s} accountable to?",
        "who does {s} answer to?",
        "who's above {s} in the chain?",
        "who manages {s}?",
        "who's {sp} boss?",
    ),
    "drink": (
        "what does {s} like to drink?",
        "what's {sp} usual order from the cafe?",
        "if I'm doing a cafe run what do I get {s}?",
        "{sp} poison of choice?",
        "how does {s} take their cuppa?",
        "what should I grab for {s} from downstairs?",
    ),
    "phone": (
        "how do I reach {s} by phone?",
        "what's the best contact no. for {s}?",
        "got digits for {s}?",
        "how do I get hold of {s}? need to call",
        "what do I dial for {s}?",
        "{sp} contact number?",
    ),
    "email": (
        "what address do I email {s} at?",
        "how do I reach {s} in writing?",
        "{sp} inbox?",
        "what's the mail address for {s}?",
        "where do I send stuff for {s} electronically?",
    ),
    "status": (
        "where's {s} at?",
        "how's {s} tracking?",
        "what's the state of play with {s}?",
        "any news on {s}, how's it going?",
        "is {s} going ok or what?",
        "{s} — how are things looking?",
    ),
    "deadline": (
        "when does {s} need to wrap up?",
        "what's the target completion for {s}?",
        "how long have we got on {s}?",
        "when's {s} meant to finish?",
        "{s} — when's it got to be complete?",
        "what date are we working to for {s}?",
    ),
    "owner": (
        "who's in charge of {s}?",
        "who's steering {s}?",
        "who should I chase about {s}?",
        "whose project is {s}?",
        "who's the PM for {s}?",
        "who makes the calls on {s}?",
    ),
    "cost_centre": (
        "what do I book {s} hours against?",
        "what's the budget code for {s}?",
        "which code for {s} purchases?",
        "finance is asking — {s} charge code?",
    ),
    "po_number": (
        "what order number do we invoice {s} against?",
        "which PO for {s}?",
        "{s} billing ref?",
        "what number goes on the {s} invoice?",
    ),
    "plan": (
        "what service level is {s} on?",
        "what tier does {s} pay for?",
        "what kind of cover does {s} have with us?",
        "what contract level has {s} got?",
        "{s} — which package?",
    ),
}

_ASK_TICKET: Final[tuple[str, ...]] = (
    "what's happening with {t}?",
    "is {t} ({c}, {p}) finished yet?",
    "where are we at with {c}'s {p}, {t}?",
    "{t} still outstanding?",
    "has anyone looked at {t}?",
    "{t} — the {c} one — what's the go?",
    "did {t} get done? {c} asking",
    "any movement on {t} ({p})?",
)

_VIA: Final[dict[str, tuple[str, ...]]] = {
    "manager": (
        "{sp} boss",
        "{sp} supervisor",
        "whoever supervises {s}",
        "the one {s} answers to",
        "{sp} manager",
    ),
    "owner": (
        "whoever's in charge of {s}",
        "the {s} PM",
        "the person steering {s}",
        "whoever's got {s}",
        "the {s} boss",
    ),
}

_ASK_HOP: Final[dict[str, tuple[str, ...]]] = {
    "city": (
        "which city is {x} in?",
        "whereabouts is {x} these days?",
        "{x} — what town?",
        "where's {x} stationed?",
        "what city does {x} work from?",
    ),
    "address": (
        "what's the home address for {x}?",
        "where does {x} reside?",
        "{x}: street + house number?",
        "need to courier something to {x}, where do they live?",
    ),
    "phone": (
        "number for {x}?",
        "how do I ring {x}?",
        "got contact digits for {x}?",
        "what's the best no. to call {x} on?",
    ),
}

_ASK_PRE: Final[tuple[str, ...]] = (
    "",
    "",
    "",
    "",
    "quick one — ",
    "Q: ",
    "sorry to bug, ",
    "@here ",
    "hey team, ",
    "for the h/o sheet: ",
    "kia ora, ",
    "howzit all, ",
    "random one, ",
    "ask lang po, ",
    "hello po, ",
)

_ASK_POST: Final[tuple[str, ...]] = (
    "",
    "",
    "",
    " ta",
    " cheers",
    " pls",
    " 🙏",
    " thx",
    " — can't find it in the log",
)

# ---------------------------------------------------------------- framing and noise

_TAGS: Final[tuple[str, ...]] = (
    "[NIGHT] ",
    "[DAY] ",
    "[ARVO] ",
    "[N/S] ",
    "D/S: ",
    "N/S: ",
    "A/S: ",
    "Handover {hhmm} — ",
    "H/O {hhmm}: ",
    "PM h/o — ",
    "AM h/o: ",
    "Night → Day: ",
    "Day → Night: ",
    "{hhmm} h/o — ",
    "Handover: ",
)

_HANDOVER_TIMES: Final[tuple[str, ...]] = (
    "06:45",
    "0645",
    "07:00",
    "0700",
    "14:30",
    "15:00",
    "1500",
    "19:00",
    "1900",
    "21:30",
    "2130",
    "06:30",
)

_SIGNOFFS: Final[tuple[str, ...]] = (
    " — cheers, {n}",
    " - {n}",
    " ta, {n}",
    " ~{n}",
    " ({n})",
    " cheers {n}",
    " — {n} out",
    " thx, {n}",
    " — {n} 👋",
    " — {n}",
)

_SEPARATORS: Final[tuple[str, ...]] = (" / ", " / ", " | ", "; ", " · ", " // ")

_HEDGES: Final[tuple[str, ...]] = (
    "FYI ",
    "pls note: ",
    "heads up — ",
    "apparently ",
    "afaik ",
    "pretty sure ",
    "NB ",
    "for the log: ",
    "ICYMI ",
)

_FILLERS: Final[tuple[str, ...]] = (
    "quiet night",
    "quiet one overall",
    "nothing major",
    "all PPMs for today done",
    "gen test {hh} — all good",
    "boiler 2 tripped at {hh}, reset, running fine since",
    "code grey L{lvl} {hh}, security attended",
    "{n}x lift call-outs, both false alarms",
    "radio {n} on charge, battery is cactus",
    "keys back in the lockbox",
    "master key signed back in",
    "loading dock clear",
    "ED sliding doors sticking again, jiggled them",
    "'too hot' complaint from {ward}, checked, within range",
    "spill kit used in {ward}, needs restock",
    "blue ute low on diesel",
    "contractor sign-in book is full, new one in the drawer",
    "bins on the dock emptied {hh}",
    "smoke det isolated in {ward} for hot works, de-isolated {hh}",
    "toilet blocked L{lvl} near {ward}, plunged",
    "leaking tap in staff change rooms, washer replaced",
    "light out in stairwell {n}, tagged",
    "car park C boom gate stuck up again",
    "pigeons back in the dock 🙄",
    "trolley with no brakes tagged out in the basement",
    "fire door on L{lvl} propped open again, closed it",
    "sharps bins collected",
    "forklift on charge",
    "vending machine ate someone's coins again",
    "after-hours phone handed to day shift",
    "pager swapped, old one flat",
    "water tank levels normal",
    "{n} porters called in sick, covered",
    "helipad lights checked {hh}",
    "O2 manifold switched over {hh}",
    "steriliser {n} back in service",
    "workshop tidy (ish) 😅",
    "log book up to date",
    "nothing outstanding from me",
    "bay {n} lights fixed",
    "approx {n} calls overnight, all minor",
    "BMS alarm {hh} — false, acked",
    "chiller temps normal",
    "door ajar alarm on {ward} stores, closed",
    "wet floor signs out by the main entrance",
    "drain smell by the kitchen dock again, flushed",
    "storm cleanup in the car park pending",
    "lift 2 on independent for cleaning {hh}",
    "ext. 4410 phone line crackly, reported to IT",
    "mortuary fridge temps logged, ok",
    "hot works permit closed out",
    "medical gas alarm test done",
    "{ward} bed broken, swapped from stores",
    "loaner drill returned",
    "2 pallets of paper towel on the dock, pls move asap",
)

_WARDS: Final[tuple[str, ...]] = (
    "4A",
    "ward 4B",
    "3C",
    "ICU",
    "ED",
    "5 West",
    "2 East",
    "Maternity",
    "Theatre 3",
    "Oncology",
    "Paeds",
    "Renal",
)

_SPORT: Final[tuple[str, ...]] = (
    "the Bokke",
    "the Wallabies",
    "the All Blacks",
    "the Sharks",
    "the Crusaders",
    "the Broncos",
    "the Warriors",
    "the Proteas",
    "Gilas",
    "the Black Caps",
    "the Stormers",
    "the Cowboys",
)

_FOOD: Final[tuple[str, ...]] = (
    "pancit",
    "lumpia",
    "koeksisters",
    "Tim Tams",
    "lamingtons",
    "bunny chow",
    "banana bread",
    "pineapple lumps",
    "ensaymada",
    "melktert",
    "sausage rolls",
    "pavlova",
    "boerewors rolls",
    "ube cake",
    "fairy bread",
)

_CHAT: Final[tuple[str, ...]] = (
    "anyone seen the spare radio charger? was in the workshop office yesterday",
    "nvm found it",
    "who left the ute with no diesel 🙄",
    "lekker braai at mine Sat arvo, bring your own meat",
    "ja no, the car park boom gate is being weird again, just press the intercom",
    "will be there now-now, stuck behind an ambulance",
    "kia ora team, quiet one so far on my side",
    "morena all, fog's thick this morning, drive safe",
    "sorry running 10 min late, traffic on the bridge",
    "tea room fridge gets cleaned out Fri arvo — label your stuff or it's gone",
    "who's organising Secret Santa this year?",
    "footy tipping ladder is up on the noticeboard, someone is cheating surely",
    "{sport}!!! what a game",
    "{sport} lost, not talking about it",
    "radio chatter will be minimal tonight I reckon, big game on",
    "power's back on in the workshop, kettle survived",
    "who's got the keys to the blue ute?",
    "can night shift pls stop leaving the lights on in the workshop",
    "car park B barrier still up, security know",
    "reminder: toolbox talk 7:15 tmrw",
    "anyone want to swap Sun night for Tue day?",
    "lol the pigeons are back",
    "rain rain rain. grounds crew wet as",
    "is the staff canteen open late tonight or nah",
    "heaps of leave forms in the tray, pls sign",
    "printer on L1 jammed again. gave it a whack. working.",
    "sorry wrong channel",
    "👍",
    "noted",
    "copy that",
    "sweet as",
    "will do",
    "shot, thanks",
    "ja sure",
    "all good, ta",
    "chur",
    "ka pai",
    "salamat po",
    "yes po, noted",
    "eish, long night",
    "eish. that lift again",
    "yeah nah, not today",
    "someone brought {food} — get in quick, tea room",
    "{food} in the tea room, help yourselves",
    "anyone keen for {food} later? I'll shout",
    "thanks for the {food} whoever that was 🙏",
    "merienda time, there's {food} on the bench",
    "payday tmrw, hallelujah",
    "the new rosters are on the board, check your shifts",
    "anyone got a spare hi-vis? mine's in the wash",
    "whoever borrowed my torch, I know where you work 😂",
    "cold one this morning, frost on the windscreen",
    "stinking hot out there, stay hydrated pls",
    "wind's picked up, bins on the dock might go for a walk",
    "fire drill postponed, will repost when rescheduled",
    "staff parking permits are being renewed, forms at reception",
    "lift music is stuck on the same song again, someone save us",
    "heard the cafe downstairs is doing half-price muffins after 2",
    "ingat sa byahe everyone, roads are slippery",
    "loadshedding back home last night, glad our gens are solid",
    "who took the good stapler",
    "bakkie's back from the service, ready to go",
    "servo on the corner is closed, fill up elsewhere",
    "brekkie at the cafe before the toolbox talk?",
    "anyone going past Bunnings later? need cable ties",
    "my jandals have gone missing from the locker room lol",
    "robot at the main gate is out again, careful turning in",
    "so the coffee machine on L2 is making a noise, not my department 😅",
    "lost property: one glove, one beanie, one sad sandwich",
    "shoutout to night shift, heaps done",
    "well done all on the audit 🎉",
    "happy Friday!!",
    "long weekend coming, don't forget to submit your hours",
    "kain tayo, leftovers from the fiesta are in the fridge",
    "nearly knocked over by a rogue wheelchair in the corridor 😂",
    "gym in the basement is open again if anyone cares",
    "yeah the wifi in the workshop is rubbish, known issue",
    "just saw a possum in the ceiling of the dock office, left it alone",
    "the ducks are back in the courtyard pond 🦆",
    "any takers for the charity fun run?",
    "if you parked in the ambulance bay pls move, they're not impressed",
    "sorry for the typo'd msg earlier, fat fingers",
    "new hand sanitiser smells like bubblegum, can't decide if good",
    "who's on the tip run this week?",
    "test msg pls ignore",
    "ja, it's a Monday alright",
    "sweet, see you all tmrw",
    "off to bed, night all 😴",
    "good luck with the inspection today team",
    "photos from the staff dinner are on the shared drive",
    "chur for the help with the trolleys before",
    "tanks for the handover, all clear",
)

_CHAT_M: Final[tuple[str, ...]] = (
    "thanks heaps for covering last night {m}",
    "happy birthday {m}!! 🎂 cake in the tea room",
    "{m} brought {food}, get in quick",
    "{m}, your lunchbox is still in the microwave lol",
    "footy tipping: {m} is somehow top of the ladder again",
    "ta for the lift home {m}",
    "cheers {m}",
    "{m} is off sick today, their jobs are on the board",
    "shout out to {m} for unjamming the trolley lift",
    "has anyone seen {m}? radio's not answering",
    "{m} you left your hi-vis on the dock",
    "welcome back from leave {m}! 👋",
    "{m} owes me {food} after that bet 😂",
    "salamat {m} for the pasalubong",
    "{m} is on a course till lunch, catch them after",
    "{m} pls check your emails when you're on",
    "big ups to {m}, sorted that mess in the basement",
    "{m} has the good torch, ask nicely",
    "dinner's on {m} tonight apparently",
    "{m} is telling everyone about {sport} again, send help",
    "{m} your car lights are on in car park A",
    "anyone know if {m} is in today?",
    "lekker job on the roof access {m}",
    "{m} I owe you one for swapping Sat",
    "missed call from {m}, will ring back now-now",
    "{m} ka pai on the audit walk-through",
    "{m} and I will do the tool count before we go",
    "{m} left their keys in the ute again, they're in the lockbox",
)

_SOCIAL_STARTS: Final[tuple[str, ...]] = (
    "hey all, ",
    "kia ora, ",
    "howzit, ",
    "team — ",
    "g'day, ",
    "hello po, ",
    "morena, ",
    "guys, ",
)


# ---------------------------------------------------------------- helpers


def _possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _person_form(name: str, rng: random.Random, full: float = 0.45) -> str:
    """Full name, first name, or (rarely) surname."""
    first, _, rest = name.partition(" ")
    if not rest:
        return name
    roll = rng.random()
    if roll < full:
        return name
    if roll < full + (1.0 - full) * 0.85:
        return first
    return rest


def _is_person(name: str) -> bool:
    return name in _HOME


_DAYS: Final[tuple[str, ...]] = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_DAYS_FULL: Final[tuple[str, ...]] = (
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
)
_MONTHS: Final[tuple[str, ...]] = (
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
)
_MONTHS_FULL: Final[tuple[str, ...]] = (
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


def _ordinal(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return f"{day}th"
    return f"{day}{({1: 'st', 2: 'nd', 3: 'rd'}).get(day % 10, 'th')}"


def _date(iso: str, rng: random.Random) -> str:
    """An ISO date the way these writers put it: day first, month often abbreviated."""
    try:
        when = date.fromisoformat(iso)
    except ValueError:
        return iso
    day, month = when.day, when.month
    dow = when.weekday()
    forms = (
        f"{day}/{month}",
        f"{day:02d}/{month:02d}",
        f"{day} {_MONTHS[month - 1]}",
        f"{_DAYS[dow]} {day}/{month}",
        f"{_DAYS_FULL[dow]} {day} {_MONTHS_FULL[month - 1]}",
        f"{_DAYS[dow]} the {_ordinal(day)} of {_MONTHS_FULL[month - 1]}",
        f"{day}-{_MONTHS[month - 1]}-{when.year % 100:02d}",
        f"{day}/{month}/{when.year % 100:02d}",
        f"the {_ordinal(day)} of {_MONTHS[month - 1]}",
        f"{day} {_MONTHS_FULL[month - 1]} {when.year}",
    )
    return rng.choice(forms)


def _digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(count))


def _phone(country: str, rng: random.Random) -> str:
    if country == "au":
        body = f"{rng.randint(0, 9)}{rng.randint(0, 9)} {_digits(rng, 3)} {_digits(rng, 3)}"
        return f"+61 4{body}" if rng.random() < 0.5 else f"04{body}"
    if country == "za":
        prefix = rng.choice(("82", "83", "72", "76", "84", "71", "79"))
        tail = f"{_digits(rng, 3)} {_digits(rng, 4)}"
        return f"+27 {prefix} {tail}" if rng.random() < 0.4 else f"0{prefix} {tail}"
    if country == "ph":
        prefix = rng.choice(("917", "918", "927", "995", "939", "906"))
        tail = f"{_digits(rng, 3)} {_digits(rng, 4)}"
        return f"+63 {prefix} {tail}" if rng.random() < 0.6 else f"0{prefix} {tail}"
    prefix = rng.choice(("21", "22", "27"))
    tail = f"{_digits(rng, 3)} {_digits(rng, 4)}"
    return f"+64 {prefix} {tail}" if rng.random() < 0.4 else f"0{prefix} {tail}"


_DOMAINS: Final[dict[str, str]] = {
    "au": "meridianhealth.com.au",
    "za": "meridianhealth.co.za",
    "ph": "meridianhealth.com.ph",
    "nz": "meridianhealth.co.nz",
}


def _email(subject: str, rng: random.Random) -> str:
    first, _, rest = subject.partition(" ")
    first = first.lower()
    last = "".join(ch for ch in rest.lower() if ch.isalnum()) or "fm"
    domain = _DOMAINS.get(_HOME.get(subject, ""), rng.choice(tuple(_DOMAINS.values())))
    style = rng.randrange(5)
    if style == 0:
        local = f"{first}.{last}"
    elif style == 1:
        local = f"{first[:1]}{last}"
    elif style == 2:
        local = f"{first}.{last}{rng.randint(2, 9)}"
    elif style == 3:
        local = f"{last}.{first[:1]}"
    else:
        return f"{first}.{last}@facilities.{domain}"
    return f"{local}@{domain}"


def _typo(text: str, rng: random.Random, rate: float = 0.05) -> str:
    """Swap two letters in one longer word, now and then."""
    if rng.random() >= rate:
        return text
    words = text.split(" ")
    candidates = [i for i, w in enumerate(words) if len(w) > 5 and w.isalpha() and w.islower()]
    if not candidates:
        return text
    index = rng.choice(candidates)
    word = words[index]
    at = rng.randrange(1, len(word) - 2)
    words[index] = word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    return " ".join(words)


def _fillers(rng: random.Random, count: int) -> list[str]:
    """``count`` different odds and ends of a shift, as handover items."""
    items: list[str] = []
    for template in rng.sample(_FILLERS, count):
        hour = rng.choice((0, 1, 2, 3, 4, 5, 13, 14, 16, 22, 23))
        text = template.format(
            hh=f"{hour:02d}{rng.choice((0, 15, 30, 40, 50)):02d}",
            lvl=rng.randint(1, 7),
            ward=rng.choice(_WARDS),
            n=rng.randint(2, 9),
        )
        items.append(_typo(text, rng, 0.03))
    return items


def _tag(rng: random.Random) -> str:
    return rng.choice(_TAGS).format(hhmm=rng.choice(_HANDOVER_TIMES))


def _signoff(speaker: str, rng: random.Random) -> str:
    names = _CALL_NAMES.get(speaker) or (speaker.partition(" ")[0],)
    return rng.choice(_SIGNOFFS).format(n=rng.choice(names))


def _frame(core: str, speaker: str, rng: random.Random) -> str:
    """Put a fact into a handover line: maybe a tag, other items, a sign-off."""
    line = core
    if rng.random() < 0.15:
        hedge = rng.choice(_HEDGES)
        line = hedge + line
    if rng.random() < 0.35:
        items = _fillers(rng, rng.choice((1, 1, 2)))
        items.insert(rng.randint(0, len(items)), line)
        line = rng.choice(_SEPARATORS).join(items)
    if rng.random() < 0.35:
        line = _tag(rng) + line
    if rng.random() < 0.3:
        line += _signoff(speaker, rng)
    if len(line) >= 290:
        line = core
    return line[:299]


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "", ""
    problem, _, customer = detail.partition(" | ")
    return problem.strip(), customer.strip()


def _usable(templates: tuple[str, ...], problem: str, customer: str) -> tuple[str, ...]:
    kept = tuple(
        t for t in templates if (problem or "{p}" not in t) and (customer or "{c}" not in t)
    )
    return kept or ("{t}",)


# ---------------------------------------------------------------- the family


class HandoverFamily:
    """Hospital facilities shift-handover notes (AU / ZA / PH / NZ staff, English).

    Terse handover bullets and channel posts: shift tags, slash-separated items, arrows,
    abbreviations, local words and sign-offs at the end of the line; dates day first;
    phones, emails, cost centres, purchase orders and work orders in local formats.

    Attributes:
        name: ``handover-en``.
        language: ``en``.
        split: ``dev``.
        lexicon: Staff, projects, tenant customers and values of the FM department.
    """

    @property
    def name(self) -> str:
        """The family's name."""
        return "handover-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        """The writers' language."""
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """A dev family (may be read while tuning)."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """Staff, projects, tenants and values of the department."""
        return _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier in the department's formats.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: Whose identifier (a person, project or customer; ignored for tickets).
            rng: The only source of randomness.

        Returns:
            A phone number in the person's country format, a hospital email address,
            a cost centre (``CC 4417-FAC``), a purchase order (``PO 0045873``) or a work
            order id (``WO-448172``).
        """
        if slot == "phone":
            country = _HOME.get(subject) or rng.choice(("au", "za", "ph", "nz"))
            return _phone(country, rng)
        if slot == "email":
            return _email(subject, rng)
        if slot == "cost_centre":
            suffix = rng.choice(("FAC", "ENG", "BIO", "CAP", "MNT", "GRD", "ELE"))
            return f"CC {rng.randint(1100, 8999)}-{suffix}"
        if slot == "po_number":
            return f"PO 00{rng.randint(10000, 99999)}"
        return f"WO-{rng.randint(400000, 699999)}"

    def say(self, event: Event, rng: random.Random) -> str:
        """One handover line for ``event``.

        Args:
            event: What is said (a fact stated, changed, negated or resolved, or chatter).
            rng: The only source of randomness.

        Returns:
            One line, no newline, under 300 characters.
        """
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return self._chatter(event, rng)
        if event.slot == "ticket":
            core = self._ticket_line(event, rng)
        else:
            core = self._fact_line(event, rng)
        return _frame(core, event.speaker, rng)

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question to the memory, worded unlike the statements.

        Args:
            ask: The attribute asked, its subject, and for a two-hop question the link.
            rng: The only source of randomness.

        Returns:
            One line naming the subject (or the start of the chain).
        """
        if ask.slot == "ticket":
            problem, customer = _split_detail(ask.detail)
            template = rng.choice(_usable(_ASK_TICKET, problem, customer))
            body = template.format(t=ask.subject, p=problem, c=customer)
        else:
            subject = self._render_subject(ask.subject, rng)
            names = {"s": subject, "sp": _possessive(subject)}
            if ask.via is not None:
                via = rng.choice(_VIA.get(ask.via, _VIA["manager"])).format(**names)
                hop = _ASK_HOP.get(ask.slot) or _ASK.get(ask.slot, ("{x}?",))
                body = rng.choice(hop).format(x=via, s=via, sp=_possessive(via))
            else:
                body = rng.choice(_ASK.get(ask.slot, ("what do we have on {s}?",))).format(**names)
        pre = rng.choice(_ASK_PRE)
        if not pre and rng.random() < 0.3:
            body = body[:1].upper() + body[1:]
        return f"{pre}{body}{rng.choice(_ASK_POST)}"

    # ------------------------------------------------------------ internals

    def _render_subject(self, subject: str, rng: random.Random) -> str:
        return _person_form(subject, rng) if _is_person(subject) else subject

    def _render_value(self, slot: str, value: str | None, rng: random.Random) -> str:
        if value is None:
            return ""
        if slot in ("manager", "owner") and _is_person(value):
            return value if rng.random() < 0.7 else value.partition(" ")[0]
        if slot == "deadline":
            return _date(value, rng)
        return value

    def _fact_line(self, event: Event, rng: random.Random) -> str:
        slot = event.slot or ""
        subject = self._render_subject(event.subject or "", rng)
        value = self._render_value(slot, event.value, rng)
        old = self._render_value(slot, event.old, rng)
        names = {
            "s": subject,
            "sp": _possessive(subject),
            "v": value,
            "vp": _possessive(value),
            "o": old,
            "op": _possessive(old),
        }
        if event.kind == "negate" or (event.value is None and event.old is not None):
            pool = _NEGATE.get(slot, ("{s}: {o} no longer current",))
        elif event.kind == "update" and event.old is not None:
            pool = _UPDATE.get(slot, ("{s} → {v}",))
        else:
            pool = _STATE.get(slot, ("{s}: {v}",))
        return rng.choice(pool).format(**names)

    def _ticket_line(self, event: Event, rng: random.Random) -> str:
        problem, customer = _split_detail(event.detail)
        value = event.value
        if event.kind == "resolve" or value == "resolved":
            pool = _TICKET_DONE
        elif value == "in progress":
            pool = _TICKET_PROGRESS
        elif value == "open":
            pool = _TICKET_OPEN
        else:
            pool = _TICKET_OTHER
        template = rng.choice(_usable(pool, problem, customer))
        return template.format(t=event.subject or "", p=problem, c=customer, o=event.old or "")

    def _chatter(self, event: Event, rng: random.Random) -> str:
        mention = None
        if event.mention and event.mention != event.speaker:
            mention = _person_form(event.mention, rng, 0.2)
        food = rng.choice(_FOOD)
        sport = rng.choice(_SPORT)
        roll = rng.random()
        if roll < 0.35:
            # A handover note with nothing in it but the shift's odds and ends.
            items = _fillers(rng, rng.choice((1, 2, 2, 3)))
            line = rng.choice(_SEPARATORS).join(items)
            if rng.random() < 0.7:
                line = _tag(rng) + line
            if mention and rng.random() < 0.5:
                line += rng.choice(
                    (
                        f" / ta {mention} for the hand",
                        f" / {mention} has the pager",
                        f" / see {mention} re the keys",
                        f" — {mention} pls double-check the log",
                    )
                )
            if rng.random() < 0.45:
                line += _signoff(event.speaker, rng)
            return line[:299]
        if mention and rng.random() < 0.65:
            line = rng.choice(_CHAT_M).format(m=mention, food=food, sport=sport)
        else:
            line = rng.choice(_CHAT).format(food=food, sport=sport)
            greeted = line.startswith(("kia ora", "morena", "howzit", "g'day", "hey"))
            if len(line) > 40 and not greeted and rng.random() < 0.25:
                line = rng.choice(_SOCIAL_STARTS) + line
        line = _typo(line, rng)
        if len(line) > 30 and rng.random() < 0.15:
            line += _signoff(event.speaker, rng)
        return line[:299]


FAMILY = HandoverFamily()
"""The ``handover-en`` phrasing family."""
