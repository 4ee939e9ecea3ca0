"""The ``incident-en`` phrasing family: an on-call / incident-response ops channel.

Register: the #ops-oncall channel of an engineering org spread over the US, India, Brazil
and Poland. Lines are terse and operational: pager handoffs, bot messages ("PagerDuty:
...", "Opsgenie alert ...", "StatusPage updated: ..."), slash-commands ("/oncall set ...",
"/incident update ..."), ``key=value`` fragments, escalation-policy and directory-sync
notes, postmortem action items, mixed with people facts said the ops way ("escalation
contact for Rafaela: +55 ...", "Tomasz moved to the Gdańsk office") and plenty of
chatter (deploy freezes, flaky CI, timezone jokes, weekend plans). Questions are typed
later by someone in the channel or to a bot ("@opsbot whereis Priyanka").

Names, cities and street addresses come from the four cultures, in local formats; phone
numbers follow each country's conventions; cost centres, purchase orders and incident
ids use formats invented for this org. Dates are written many ways (ISO, "Mar 14",
"14/03", "3/14/2025", "Friday 14 March"), numeric day/month forms only when they cannot
be misread.

This module was written independently, from the Family contract in ``_family.py`` (and
the shape test) only, without reading any other family or the memory system's parsing.
"""

from __future__ import annotations

import random
import unicodedata
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "IncidentFamily"]

# --------------------------------------------------------------------------- lexicon

_US_PEOPLE = (
    "Megan Whitaker",
    "Tyler Brooks",
    "Dana Kessler",
    "Marcus Holloway",
    "Jenna Caldwell",
    "Caleb Fitzgerald",
)
_IN_PEOPLE = (
    "Priyanka Iyer",
    "Arjun Mehta",
    "Sneha Kulkarni",
    "Rohan Bhatt",
    "Kavya Reddy",
    "Vikram Nair",
)
_BR_PEOPLE = (
    "Rafaela Souza",
    "Thiago Albuquerque",
    "Larissa Fonseca",
    "Gustavo Pereira",
    "Beatriz Carvalho",
    "João Menezes",
)
_PL_PEOPLE = (
    "Tomasz Wiśniewski",
    "Jakub Kowalczyk",
    "Agnieszka Nowak",
    "Marta Zielińska",
    "Paweł Dąbrowski",
    "Katarzyna Lewandowska",
)

_COUNTRY_OF: dict[str, str] = {
    **dict.fromkeys(_US_PEOPLE, "us"),
    **dict.fromkeys(_IN_PEOPLE, "in"),
    **dict.fromkeys(_BR_PEOPLE, "br"),
    **dict.fromkeys(_PL_PEOPLE, "pl"),
}

_LEXICON = Lexicon(
    people=_US_PEOPLE + _IN_PEOPLE + _BR_PEOPLE + _PL_PEOPLE,
    projects=(
        "Kestrel",
        "Monsoon",
        "Carcará",
        "Bursztyn",
        "Halyard",
        "Quasar",
        "Tributary",
        "Lodestar",
    ),
    customers=(
        "Vantara Logistics",
        "Pampulha Foods",
        "Wawel Assurance",
        "Redwood Ledger",
        "Gangotri Retail",
        "Cerrado Energia",
        "Baltic Freightworks",
    ),
    teams=(
        "SRE Core",
        "Edge Networking",
        "Payments Platform",
        "Data Pipelines",
        "Mobile Delivery",
        "Identity and Access",
        "Observability",
        "Storage Ops",
    ),
    cities=(
        "Austin",
        "Seattle",
        "Denver",
        "Raleigh",
        "Pittsburgh",
        "Chicago",
        "Bengaluru",
        "Pune",
        "Hyderabad",
        "Chennai",
        "Gurugram",
        "Kochi",
        "São Paulo",
        "Florianópolis",
        "Belo Horizonte",
        "Recife",
        "Porto Alegre",
        "Curitiba",
        "Gdańsk",
        "Kraków",
        "Wrocław",
        "Poznań",
        "Łódź",
        "Warsaw",
    ),
    addresses=(
        # US
        "1420 Congress Ave, Apt 5B",
        "8817 Greenwood Ave N",
        "2215 Larimer St, Unit 304",
        "604 Glenwood Ave",
        "5532 Walnut St, Fl 2",
        "1739 W Division St, Apt 3R",
        "311 Oak Hollow Dr",
        "47 Maple Ridge Ct",
        # India
        "Flat 302, Prestige Lakeside, 14th Cross, Indiranagar",
        "B-12, Koregaon Park Lane 6",
        "Plot 44, Road No. 12, Banjara Hills",
        "No. 18, 3rd Main Road, Besant Nagar",
        "Tower C-1104, Sector 54",
        "House 27/1190, Panampilly Nagar",
        "A-503, Sai Krupa Apartments, Baner Road",
        "No. 9, 2nd Stage, HSR Layout",
        # Brazil
        "Rua Augusta, 1508, apto 72",
        "Av. Paulista, 1842, cj. 41",
        "Rua Lauro Linhares, 970, bloco B",
        "Rua da Bahia, 1148, apto 803",
        "Rua do Bom Jesus, 203",
        "Av. Ipiranga, 6681, casa 2",
        "Rua XV de Novembro, 455, sala 12",
        "Rua Oscar Freire, 379, apto 51",
        # Poland
        "ul. Długa 17/4",
        "ul. Floriańska 22 m. 6",
        "ul. Świdnicka 8/12",
        "ul. Półwiejska 31/2",
        "ul. Piotrkowska 104 lok. 9",
        "ul. Marszałkowska 140/58",
        "al. Grunwaldzka 212/15",
        "os. Stefana Batorego 3/27",
    ),
    roles=(
        "Site Reliability Engineer",
        "Staff Engineer",
        "Engineering Manager",
        "Infrastructure Engineer",
        "Release Manager",
        "Principal Engineer",
        "Network Engineer",
        "Database Administrator",
        "Security Engineer",
        "Technical Program Manager",
        "Support Engineer",
        "QA Lead",
    ),
    drinks=(
        "flat white",
        "cold brew",
        "masala chai",
        "filter coffee",
        "cafezinho",
        "yerba mate",
        "guaraná",
        "oolong",
        "sparkling water",
        "kombucha",
        "herbata z cytryną",
        "kompot",
        "Diet Coke",
        "nimbu pani",
    ),
    statuses=(
        "on track",
        "at risk",
        "blocked",
        "paused",
        "in beta",
        "shipped",
        "winding down",
        "not started",
    ),
    plans=("Free Tier", "Starter", "Growth", "Scale", "Enterprise", "Sovereign Cloud"),
    problems=(
        "webhook retries pile up after a 502",
        "SSO login loops back to the sign-in page",
        "nightly export drops the last row",
        "invoices show the wrong currency symbol",
        "push notifications arrive twice",
        "the p95 latency graph is blank",
        "API returns 429 under normal load",
        "CSV import times out above 50k rows",
        "password reset emails never arrive",
        "audit log misses delete events",
        "the app crashes on launch after the update",
        "search results lag by several hours",
    ),
)

_PEOPLE = frozenset(_LEXICON.people)

# ------------------------------------------------------------------ statement templates
# Placeholders: {s} subject, {v} new value, {o} old value, {me} speaker's first name.

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} works out of {v}, so ping in their morning",
        "roster note: {s} - location={v}",
        '/oncall set {s} --location "{v}"',
        "for the follow-the-sun rota: {s} sits in {v}",
        "{s} is based in {v}, fyi for handoff timing",
        "PagerDuty: profile for {s} - location {v}",
        "{s} is in the {v} office, for anyone scheduling the postmortem",
        "handoff doc says {s} is {v}-based",
        "location check: {s} → {v}",
        "{s} works from {v}, so their pager hours are local to that",
        "directory sync: {s} | site: {v}",
    ),
    "address": (
        "{s}'s home address for the hardware shipment: {v}",
        "shipping the spare YubiKey to {s}'s home at {v}",
        "home address on file for {s}: {v}",
        "{s} lives at {v} (for the courier)",
        "home_addr[{s}] = {v}",
        "replacement pager for {s} goes to their place, {v}",
        "{s} gave {v} as home address on the on-call stipend form",
        "mailing label for {s} (home): {v}",
        "courier note - {s} lives at {v}",
    ),
    "role": (
        "{s} is our {v}",
        "{s} joined as {v}",
        "title in the directory for {s}: {v}",
        "{s} - {v}, for the escalation matrix",
        "role={v} user={s}",
        "fyi {s}'s job title is {v}",
        "{s} works as {v} here, good person to pull into sev reviews",
        "escalation matrix row: {s} / {v}",
        "{s} holds the {v} position",
    ),
    "team": (
        "{s} is on {v}",
        "{s} sits in {v}",
        "team={v} member={s}",
        "{s} belongs to {v}, route their pages there",
        "{s} is part of {v}",
        "roster: {s} @ {v}",
        "fyi {s} is a {v} person, team-wise",
        "PagerDuty: {s} added to team {v}",
        "escalation policy: {s} is a member of {v}",
    ),
    "manager": (
        "{s} reports to {v}",
        "{s}'s manager is {v}",
        "org chart: {s} → {v}",
        "manager={v} report={s}",
        "for escalation past L2, {s}'s manager is {v}",
        "{s} is in {v}'s org, reporting directly",
        "{v} is {s}'s line manager",
        "escalation policy: {s} escalates to {v} (manager)",
        "{s}'s EM is {v}",
    ),
    "drink": (
        "{s} drinks {v}, for the postmortem snack run",
        "war room order: {s} wants {v}",
        "{s}'s go-to is {v}",
        "{s} only drinks {v} during night shifts",
        "drink_pref[{s}] = {v}",
        "grabbing {v} for {s}, their usual",
        "{s} runs on {v}",
        "note for the offsite: {s} prefers {v}",
        "{s} is a {v} person",
    ),
    "phone": (
        "escalation contact for {s}: {v}",
        "{s}'s mobile is {v}",
        "/oncall set {s} --phone {v}",
        "PagerDuty: contact method added for {s} - SMS {v}",
        "if {s} doesn't ack, call their cell {v}",
        "phone[{s}] = {v}",
        "{s} cell: {v}",
        "backup number for {s} is {v}, it's their mobile",
        "Opsgenie: {s} notification rule → voice {v}",
    ),
    "email": (
        "{s}'s email is {v}",
        "mail {s} at {v}",
        "/oncall set {s} --email {v}",
        "email[{s}] = {v}",
        "PagerDuty: contact method added for {s} - email {v}",
        "cc {s} on the postmortem: {v}",
        "{s} reads {v} for pager digests",
        "directory: {s} <{v}>",
    ),
    "status": (
        "{s} status: {v}",
        "StatusPage updated: {s} - {v}",
        "/proj status {s} {v}",
        "{s} is {v}",
        "weekly ops review: {s} is {v}",
        "project={s} state={v}",
        "for the record, {s} is {v} as of today",
        "{s} → {v}",
    ),
    "deadline": (
        "{s} is due {v}",
        "{s} deadline: {v}",
        "hard cutover for {s} on {v}",
        "{s} has to ship by {v}",
        "deadline={v} project={s}",
        "target date for {s} is {v}",
        "mark your calendars: {s} lands {v}",
        "{s} must be done by {v}",
    ),
    "owner": (
        "{s} owner: {v}",
        "{v} owns {s}",
        "DRI for {s} is {v}",
        "{v} leads {s}",
        "owner={v} project={s}",
        "{s} belongs to {v}, take questions there",
        "{v} is accountable for {s}",
        "escalations for {s} go to {v}, they own it",
    ),
    "cost_centre": (
        "{s} cost centre: {v}",
        "charge {s} spend to {v}",
        "cc={v} project={s}",
        "{s} bills against {v}",
        "budget code for {s} is {v}",
        "cloud spend for {s} goes on {v}",
        "tag {s} resources with costcenter:{v}",
        "finance says {s} → {v}",
    ),
    "plan": (
        "{s} is on {v}",
        "{s} plan: {v}",
        "{s} is a {v} account, check the SLA before replying",
        "tier={v} customer={s}",
        "{s} subscribes to {v}",
        "support note: {s} - {v}",
        "{s} signed up for {v}",
        "/acct tier {s} {v}",
        "billing shows {s} on the {v} plan",
    ),
    "po_number": (
        "{s} PO: {v}",
        "PO for {s} is {v}",
        "po={v} customer={s}",
        "{s} sent purchase order {v}",
        "invoice {s} against {v}",
        "billing note: {s} / {v}",
        "/acct po {s} {v}",
        "finance: {s} purchase order on file is {v}",
        "{s} billing ref: {v}",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} moved to the {v} office",
        "fyi {s} relocated from {o} to {v}, rota timezones adjusted",
        '/oncall set {s} --location "{v}" (was {o})',
        "{s} is {v}-based now, no longer in {o}",
        "heads up: {s} transferred to {v}, update your follow-the-sun sheet",
        "location change: {s} {o} → {v}",
        "{s} finished the move, works out of {v} from this week",
        "directory sync: {s} | site: {o} -> {v}",
        "{s} swapped {o} for {v}, so expect pages answered on new hours",
        "reminder that {s} sits in {v} now",
    ),
    "address": (
        "{s} moved house, new address is {v}",
        "{s}'s home address changed from {o} to {v}",
        "home_addr[{s}]: {o} -> {v}",
        "update the courier list: {s} now lives at {v}",
        "{s} is at {v} now, don't send anything to {o}",
        "new home address for {s}: {v}",
        "fyi {s} switched flats, {v} from this month",
        "home address on file for {s} updated to {v}",
        "{s} left {o}; ship to {v} going forward",
    ),
    "role": (
        "{s} got promoted to {v}",
        "{s} is {v} now (was {o})",
        "role change: {s} {o} → {v}",
        "congrats {s} on the new {v} title",
        "{s} switched from {o} to {v}",
        "directory says {s} is now {v}",
        '/oncall set {s} --title "{v}"',
        "{s} moved into a {v} role this cycle",
        "HR sync: {s} title {o} -> {v}",
    ),
    "team": (
        "{s} moved from {o} to {v}",
        "{s} joined {v} this week",
        "PagerDuty: {s} removed from {o}, added to {v}",
        "{s} is on {v} now",
        "team change: {s} {o} → {v}",
        "reorg: {s} lands in {v}",
        "{s} transferred over to {v}, update the escalation policy",
        "roster: {s} @ {v} (prev {o})",
        "escalation policy edit: {s} now sits under {v}",
    ),
    "manager": (
        "new manager for {s} is {v}",
        "{s} reports to {v} now, not {o}",
        "org chart: {s} → {v} (was {o})",
        "reorg: {s} moves under {v}",
        "{v} took over as {s}'s manager",
        "fyi {s}'s line manager changed to {v}",
        "escalation policy edit: {s}'s manager tier is {v} now",
        "{s} switched from {o}'s org to {v}'s",
        "HR sync: {s} manager {o} -> {v}",
    ),
    "drink": (
        "{s} switched to {v}",
        "{s} quit {o}, it's {v} now",
        "drink_pref[{s}]: {o} -> {v}",
        "{s} prefers {v} these days",
        "war room order change: {s} wants {v}, not {o}",
        "{s} has moved on to {v}",
        "new usual for {s}: {v}",
        "{s} traded {o} for {v}",
        "war room order for {s}: {v} now",
    ),
    "phone": (
        "fyi escalation contact for {s} is now {v}",
        "{s} changed mobile number to {v}",
        "/oncall set {s} --phone {v} (replacing {o})",
        "{s}'s new cell: {v}, {o} is dead",
        "PagerDuty: {s} contact method updated {o} → {v}",
        "phone[{s}]: {o} -> {v}",
        "{s} got a new SIM, number is {v}",
        "heads up, {s}'s mobile is {v} from today",
    ),
    "email": (
        "{s}'s email changed to {v}",
        "{s} is {v} now, old {o} bounces",
        "email[{s}]: {o} -> {v}",
        "directory: {s} <{v}> (alias {o} retired)",
        "use {v} for {s} going forward",
        "PagerDuty: {s} email contact updated to {v}",
        "{s} got migrated to the new domain: {v}",
        "mail for {s} goes to {v} now",
    ),
    "status": (
        "{s} went from {o} to {v}",
        "{s} is {v} now",
        "status flip: {s} {o} → {v}",
        "StatusPage updated: {s} moved to {v}",
        "project={s} state={o}->{v}",
        "{s} marked {v} after today's sync",
        "re-rating {s}: {v}",
        "ops review: {s} no longer {o}, it's {v}",
    ),
    "deadline": (
        "{s} slipped to {v}",
        "{s} deadline moved from {o} to {v}",
        "new date for {s}: {v}",
        "{s} pulled in to {v}",
        "deadline={o}->{v} project={s}",
        "{s} now due {v}",
        "rescheduling {s}: {v} instead of {o}",
        "{s} target date is {v} now",
    ),
    "owner": (
        "{v} took over {s}",
        "{s} owner changed from {o} to {v}",
        "DRI for {s} is now {v}",
        "handing {s} to {v}",
        "owner={o}->{v} project={s}",
        "{v} owns {s} from today",
        "{s} moved from {o} to {v}, ownership-wise",
        "ownership of {s} transferred to {v}",
    ),
    "cost_centre": (
        "{s} moved to cost centre {v}",
        "cc={o}->{v} project={s}",
        "finance re-coded {s} to {v}",
        "retag {s} resources: costcenter {v} (not {o})",
        "{s} now bills against {v}",
        "new budget code for {s}: {v}",
        "/proj cc {s} {v}",
        "{s} spend goes on {v} now, {o} retired",
        "finance says {s} → {v} from this quarter",
    ),
    "plan": (
        "{s} upgraded to {v}",
        "{s} moved from {o} to {v}",
        "tier={o}->{v} customer={s}",
        "{s} switched plans, {v} now",
        "billing: {s} now on {v}",
        "{s} changed to {v}",
        "{s} went {v}, dropping {o}",
        "/acct tier {s} {v} (was {o})",
        "{s} renewed on {v} instead of {o}",
    ),
    "po_number": (
        "{s} issued a new PO: {v}",
        "{s} PO changed to {v} (was {o})",
        "po={o}->{v} customer={s}",
        "invoice {s} against {v} from now on",
        "{s} replaced PO {o} with {v}",
        "/acct po {s} {v} (was {o})",
        "finance: {s} purchase order now {v}",
        "{s} billing ref updated to {v}",
    ),
}

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} is no longer in {o}, new location TBD",
        "correction: {s} isn't based in {o} anymore - not sure where they landed yet",
        "directory sync: {s} | site: {o} -> (unset)",
        "stop treating {s} as {o}-based, new city isn't in the directory yet",
        "{s} moved out of {o}, haven't heard the new city",
        "/oncall unset {s} --location (was {o})",
        "strike {o} from {s}'s roster row, they're not there anymore",
        "{s} has left the {o} office, location pending HR",
        "stale info: {s} no longer works from {o}",
    ),
    "address": (
        "{s} no longer lives at {o}, hold shipments until we have the new one",
        "don't ship to {o} for {s}, that address is dead",
        "home_addr[{s}]: {o} -> null",
        "{s} moved out of {o}, new address not given yet",
        "home address on file for {s} ({o}) is stale, removed",
        "returned to sender: {s} isn't at {o} anymore",
        "{s} asked us to drop {o} from their profile, they've moved out",
        "wipe {o} from {s}'s record, no longer valid",
    ),
    "role": (
        "{s} is no longer {o}, new title pending",
        "{s} stepped down from {o}",
        "HR sync: {s} title {o} -> (blank)",
        "{s} gave up the {o} role, nothing announced yet",
        "don't list {s} as {o} in the matrix anymore",
        "{s} isn't our {o} anymore - transition underway",
        "strike {o} from {s}'s row",
        "/oncall unset {s} --title (was {o})",
    ),
    "team": (
        "{s} left {o}, not on any team yet",
        "PagerDuty: {s} removed from team {o}",
        "{s} is no longer part of {o}",
        "roster: {s} @ {o} -> unassigned",
        "take {s} off the {o} policy, they're out of that group",
        "{s} rolled off {o}, next team tbd",
        "fyi {s} isn't in {o} anymore",
        "remove {s} from {o} rotations, they've left the group",
    ),
    "manager": (
        "{s} no longer reports to {o}, new manager not assigned",
        "{o} isn't {s}'s manager anymore",
        "HR sync: {s} manager {o} -> (vacant)",
        "escalation policy: removed {o} as manager for {s}",
        "{s} left {o}'s org, reporting line tbd",
        "don't escalate {s} stuff to {o} anymore, that reporting line ended",
        "{o} stopped managing {s}",
        "org chart: {s} → ? ({o} removed)",
    ),
    "drink": (
        "{s} gave up {o}, no replacement yet",
        "stop getting {o} for {s}",
        "{s} doesn't drink {o} anymore",
        "drink_pref[{s}]: {o} -> none",
        "{s} is off {o} for good",
        "cross {o} off {s}'s war room order",
        "{s} said no more {o}, will tell us what instead",
        "war room order: no {o} for {s} anymore",
        "{s} swore off {o}",
    ),
    "phone": (
        "{s}'s number {o} is disconnected, don't call it",
        "PagerDuty: contact method {o} removed for {s}",
        "phone[{s}]: {o} -> (none)",
        "{s} dropped {o}, no new mobile on file yet",
        "{o} no longer reaches {s}",
        "/oncall unset {s} --phone (was {o})",
        "{s} lost the phone, {o} is dead until further notice",
        "Opsgenie: voice rule {o} deleted for {s}",
        "escalation contact for {s} ({o}) is stale, removed",
    ),
    "email": (
        "{o} bounces, {s} doesn't use it anymore",
        "email[{s}]: {o} -> (none)",
        "don't mail {s} at {o}, it's deactivated",
        "{s}'s address {o} was retired, no replacement yet",
        "PagerDuty: email contact {o} removed for {s}",
        "{s} lost access to {o}",
        "directory: {s} <{o}> removed, nothing to replace it",
        "/oncall unset {s} --email (was {o})",
        "{s} no longer reads {o}, hold mail until a new inbox is on file",
    ),
    "status": (
        "{s} isn't {o} anymore, status under review",
        "clearing the {o} flag on {s}, new status tbd",
        "project={s} state={o}->?",
        "{s} is no longer {o}",
        "scratch {o} for {s}, we'll re-rate next week",
        "StatusPage: {s} no longer {o}",
        "ops review: dropping {s}'s {o} label, re-assessing",
        "/proj status {s} --clear (was {o})",
        "{s} status was {o}, that's no longer accurate - tbd",
    ),
    "deadline": (
        "{s} no longer due {o}, date tbd",
        "the {o} deadline for {s} is off",
        "deadline={o}->none project={s}",
        "{s} lost its {o} date, waiting on a new one",
        "scrap {o} for {s}, no deadline for now",
        "{s}: {o} date dropped, nothing set yet",
        "/proj deadline {s} --clear (was {o})",
        "calendar hold for {s} on {o} cancelled, no replacement date",
        "{s} isn't due {o} anymore; PM will set a new date",
    ),
    "owner": (
        "{o} no longer owns {s}, owner tbd",
        "{s} has no DRI since {o} stepped off",
        "owner={o}->none project={s}",
        "{o} handed {s} back, nobody's picked it up",
        "{o} is off {s}",
        "{s} is unowned now, {o} rolled off",
        "/proj owner {s} --clear (was {o})",
        "{s} needs a new DRI, {o} moved on",
        "escalations for {s} no longer go to {o}, ownership vacant",
    ),
    "cost_centre": (
        "{s} is off cost centre {o}, waiting for a new code",
        "cc={o}->none project={s}",
        "stop charging {s} to {o}",
        "finance closed {o} for {s}, no code assigned yet",
        "{o} is no longer {s}'s budget code",
        "/proj cc {s} --clear (was {o})",
        "{s} budget code {o} expired, finance is issuing a new one",
        "untag costcenter:{o} from {s} resources, code is dead",
    ),
    "plan": (
        "{s} cancelled {o}, no plan right now",
        "{s} is no longer on {o}",
        "tier={o}->none customer={s}",
        "billing: {s} dropped {o}, contract in limbo",
        "{s}'s {o} subscription ended",
        "/acct tier {s} --clear (was {o})",
        "{s} let {o} lapse, not on any plan now",
        "support note: {s} - {o} ended, account pending",
    ),
    "po_number": (
        "{s} voided PO {o}, new one pending",
        "po={o}->none customer={s}",
        "{o} is no longer valid for {s}",
        "don't invoice {s} against {o} anymore",
        "/acct po {s} --clear (was {o})",
        "finance: {s} PO {o} closed out, waiting on a new one",
        "{s} PO {o} exhausted, no replacement yet",
        "billing note: {s} / {o} void",
    ),
}

# Tickets. Placeholders: {t} ticket id, {p} problem, {c} customer, {me} speaker.
_TICKET_OPEN = (
    "Opsgenie alert {t}: {c} reports {p} - status open",
    "PagerDuty: incident {t} triggered - {c}: {p}",
    "opened {t} for {c}: {p}",
    "new ticket {t} ({c}): {p}",
    '/incident new {t} "{p}" customer={c}',
    "{c} is seeing {p}, filed as {t}",
    "{t} open: {p} ({c})",
    "heads up, {c} escalated {p}, tracking in {t} (open)",
)
_TICKET_REOPEN = (
    "{t} reopened: {c} still sees {p}",
    "reopening {t}, {p} is back for {c}",
    "/incident reopen {t}",
    "{t} back open - {c} hit {p} again",
    "PagerDuty: {t} re-triggered ({c})",
    "regression: {t} open again, {p}",
)
_TICKET_PROGRESS = (
    "{t} ack, working it",
    "ack {t} - looking at {c}'s {p}",
    "/incident update {t} status=investigating",
    "{t} picked up, in progress",
    "{t} in progress, IC: @{me}",
    "PagerDuty: {t} acknowledged by {me}",
    "working on {t} now ({p})",
    "{t} → in progress, {c} notified",
)
_TICKET_RESOLVED = (
    "{t} resolved",
    "PagerDuty: {t} resolved",
    "/incident resolve {t}",
    "{t} fixed, {c} confirmed {p} is gone",
    "closing {t}, root cause found",
    "{t} done - resolved, postmortem to follow",
    "StatusPage updated: {t} resolved",
    "mitigated and closed: {t}",
)
_TICKET_NEGATE = (
    "{t} is no longer {o}, state being triaged",
    "correction on {t}: not {o}, checking where it actually is",
    "/incident update {t} status=unknown (was {o})",
    "{t}: scratch {o}, status unclear",
    "mislabeled {t} as {o}, fixing the state",
)
_TICKET_WORDS = {
    "open": ("open", "opened", "new"),
    "in progress": ("in progress", "investigating", "being worked"),
    "resolved": ("resolved", "closed", "fixed"),
}

# ------------------------------------------------------------------ question templates
# {s} is the subject; two-hop questions put a {chain} noun phrase where the subject goes.

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "where is {s} physically these days?",
        "which city is {s} in? trying to figure out whether it's 3am for them",
        "@opsbot whereis {s}",
        "what town should I assume {s} is sitting in?",
        "anyone know which city {s} calls home base now?",
        "before I page {s}: what city are they in?",
        "{s} - which metro are they in, roughly?",
        "{s} is in which city again?",
    ),
    "address": (
        "what's the street address where {s} lives?",
        "where should I courier the new laptop for {s}? residential address pls",
        "@opsbot addr {s}",
        "what street does {s} live on, house number too",
        "need {s}'s residential address for the stipend paperwork",
        "where exactly does {s} live?",
        "@opsbot home {s}",
        "street + number for {s}'s place?",
    ),
    "role": (
        "what does {s} do here, title-wise?",
        "what's {s}'s position?",
        "@opsbot title {s}",
        "what job does {s} hold?",
        "which hat does {s} wear on the org chart?",
        "how is {s}'s job listed in the directory?",
        "{s} - what's the official title?",
        "what's {s}'s job called?",
    ),
    "team": (
        "which group is {s} in?",
        "what squad does {s} belong to these days?",
        "@opsbot squad {s}",
        "whose pod is {s} in?",
        "who does {s} sit with, group-wise?",
        "{s} - which squad?",
        "which crew is {s} with now?",
        "what's {s}'s home squad?",
    ),
    "manager": (
        "who's {s}'s boss right now?",
        "who does {s} answer to?",
        "who's the escalation manager above {s} now?",
        "@opsbot upline {s}",
        "who sits above {s} in the hierarchy?",
        "who is {s}'s people lead these days?",
        "whose org is {s} under?",
        "{s} - who's the boss?",
    ),
    "drink": (
        "what should I grab for {s} from the café?",
        "what's {s}'s usual order at the café?",
        "what does {s} like to sip on night shifts?",
        "@opsbot beverage {s}",
        "getting a round for the bridge, what does {s} take?",
        "{s}'s beverage of choice?",
        "coffee run: what's {s} having?",
        "what's {s}'s poison at the café?",
    ),
    "phone": (
        "how do I reach {s} by phone?",
        "what number do I dial for {s}?",
        "@opsbot dial {s}",
        "who has a number for {s}? need to ring them",
        "what are the digits for {s}?",
        "number to text {s} on?",
        "{s}'s digits?",
        "got a number I can ring for {s}?",
    ),
    "email": (
        "what's the inbox to reach {s}?",
        "where do I send the postmortem draft for {s}, mail-wise?",
        "@opsbot mailto {s}",
        "which inbox do I cc for {s}?",
        "how do I email {s}?",
        "what's {s}'s mail?",
        "@opsbot inbox {s}",
        "{s} - where do emails go?",
    ),
    "status": (
        "how's {s} looking?",
        "where does {s} stand right now?",
        "@opsbot health {s}",
        "what's the current state of {s}?",
        "is {s} ok? what's the rating?",
        "quick one: {s} - how healthy is it?",
        "any news on {s}'s health?",
        "{s} - healthy or in trouble?",
    ),
    "deadline": (
        "when does {s} need to be done by?",
        "when's the cutoff for {s}?",
        "@opsbot eta {s}",
        "by what day does {s} have to be finished?",
        "what date is {s} pinned to?",
        "how long do we have on {s}? exact date pls",
        "{s} - when's the drop-dead day?",
        "what day does {s} have to wrap?",
    ),
    "owner": (
        "who's running {s} these days?",
        "who do I talk to about {s}? who's in charge?",
        "@opsbot whoruns {s}",
        "who's the point person for {s}?",
        "whose baby is {s}?",
        "who's on the hook for {s}?",
        "who should I bug about {s}?",
        "{s} - who's steering?",
    ),
    "cost_centre": (
        "which code do I put {s} spend on?",
        "@opsbot finance {s}",
        "what do I charge {s} infra to?",
        "what's the billing code for {s}?",
        "expense question: {s} goes under which code?",
        "{s} expenses - what code?",
        "@opsbot chargeback {s}",
        "which budget line covers {s}?",
    ),
    "plan": (
        "what tier is {s} paying for?",
        "which subscription does {s} have?",
        "@opsbot tier {s}",
        "how much support does {s} get - which package?",
        "{s} - which package are they on?",
        "what package did {s} buy?",
        "{s} subscription level?",
        "@opsbot package {s}",
    ),
    "po_number": (
        "which purchase order do we bill {s} under?",
        "@opsbot procurement {s}",
        "what's the PO reference for {s}'s invoices?",
        "what order number does {s} use?",
        "@opsbot ponum {s}",
        "which PO do I put on {s}'s invoice?",
        "procurement ref for {s}?",
        "{s} - what do we quote as the PO when billing them?",
    ),
    "ticket": (
        "what's the latest on {s}?",
        "is {s} still a thing?",
        "where are we with {s}?",
        "@opsbot incident {s}",
        "has anyone closed {s} out or is it live?",
        "status of {c}'s {p} thing ({s})?",
        "anyone have an update on {s}?",
        "{s} - fixed yet?",
    ),
}

_HOP: dict[str, tuple[str, ...]] = {
    "city": (
        "which city is {chain} in?",
        "where's {chain} based? need to know if they're awake",
        "what city should I assume for {chain}?",
        "@opsbot whereis {chain}",
    ),
    "address": (
        "what's the home address of {chain}?",
        "where does {chain} live? need street + number",
        "residential address for {chain}?",
        "@opsbot addr {chain}",
    ),
    "role": (
        "what's the job title of {chain}?",
        "what does {chain} do, position-wise?",
        "title of {chain}?",
        "@opsbot title {chain}",
    ),
    "team": (
        "which squad is {chain} on?",
        "what group does {chain} sit in?",
        "which crew is {chain} with?",
    ),
    "manager": (
        "who does {chain} answer to?",
        "who sits above {chain} in the hierarchy?",
        "whose org is {chain} under?",
    ),
    "drink": (
        "what does {chain} like to drink?",
        "what should I order for {chain}, beverage-wise?",
        "coffee run: what's {chain} having?",
    ),
    "phone": (
        "what number rings {chain}?",
        "how do I call {chain}? number pls",
        "digits for {chain}?",
        "@opsbot dial {chain}",
    ),
    "email": (
        "what's the inbox for {chain}?",
        "how do I email {chain}?",
        "@opsbot inbox {chain}",
    ),
}

_CHAIN: dict[str, tuple[str, ...]] = {
    "manager": (
        "whoever {s} reports to",
        "the person {s} answers to",
        "the person directly above {s}",
        "{s}'s boss",
        "{s}'s upline",
    ),
    "owner": (
        "whoever is driving {s}",
        "the person in charge of {s}",
        "whoever runs {s}",
        "the point person for {s}",
    ),
}

_ATTR_WORDS: dict[str, str] = {
    "city": "home city",
    "address": "street address",
    "role": "job title",
    "team": "squad",
    "manager": "boss",
    "drink": "usual drink",
    "phone": "phone number",
    "email": "inbox",
    "status": "health",
    "deadline": "cutoff date",
    "owner": "point person",
    "cost_centre": "billing code",
    "plan": "tier",
    "po_number": "purchase order",
}

_ASK_PREFIXES = ("", "", "", "q: ", "sorry if asked already - ", "quick q, ", "@here ")
_SAY_PREFIXES = ("", "", "", "", "", "fyi ", "heads up: ", "from the handoff: ", "note: ")

# ---------------------------------------------------------------------------- chatter

_CHATTER = (
    "deploy freeze starts Thursday 18:00 UTC, no merges after that pls",
    "CI is flaky again, rerunning for the third time",
    "the coffee machine on the 3rd floor is broken again",
    "who broke main? asking for a friend",
    "reminder: postmortem template moved to the wiki",
    "it's 9am somewhere, technically",
    "the IST/BRT/CET/PT overlap is exactly zero minutes, congrats to us",
    "weekend plans? I'm doing absolutely nothing",
    "lol the pager went off in the middle of my standup",
    "anyone else getting 504s from the staging grafana?",
    "anyone up for a rotation swap over the long weekend?",
    "terraform plan shows 0 changes, suspicious",
    "the runbook link in the alert 404s, fixing",
    "dashboards are slow today, not an incident, just vibes",
    "happy Friday, please don't deploy",
    "Carnaval coverage sheet is up, sign up before it fills",
    "game day is next week, bring chaos",
    "who's bringing snacks to the retro?",
    "my laptop decided to update mid-incident, classic",
    "reminder to rotate your personal tokens this month",
    "alert fatigue is real, 212 pages last week",
    "who set the alert threshold to 0.0001?",
    "ok who left DEBUG logging on in prod",
    "pizza ordered for the late crew",
    "oncall tip: mute non-paging channels at night",
    "fun fact: the bridge call has been open 6 hours and nobody's on it",
    "status of my sourdough: thriving",
    "is it just me or is Slack slow",
    "cert expiry reminders are spamming again",
    "who's watching the match tonight?",
    "the load balancer and I are not on speaking terms",
    "next freeze window is Black Friday week, heads up",
    "anyone have the zoom link for the review?",
    "rain wrecked my commute, online in 10",
    "note to self: never run kubectl delete on a Friday",
    "the 3am page was a false alarm, going back to bed",
    "maintenance window Sunday 02:00-04:00 UTC, nothing for us to do",
    "flaky test test_retry_backoff is quarantined",
    "who else has 14 open tabs of runbooks",
    "lunch order closing in 5",
    "does anyone remember why we have two alertmanagers?",
    "it's 11pm for me, 2:30am for someone, 5pm for someone, this channel never sleeps",
    "merge queue is stuck, poking it",
    "dependabot opened 40 PRs overnight",
    "postmortem for last week's blip is blameless, don't worry",
    "Happy Diwali to everyone celebrating!",
    "who put pineapple on the pizza order",
    "jira is down, which is somehow also our problem",
    "weekend plans: hiking, phone on silent (not on call, promise)",
    "daylight saving just broke every calendar invite again",
    "the retro doc has 47 comments, grab a snack",
    "action item from the review: add a dashboard for the dashboards",
    "+1 to muting the noisy disk alert",
    "ack",
    "mitigated, watching graphs",
    "rolled back, error rate back to baseline",
    "who's on secondary tonight? the schedule UI won't load",
    "green build, first time this week",
)

_CHATTER_MENTION = (
    "{m}, thanks for the handoff notes, super clear",
    "{m} is on PTO tomorrow, plan accordingly",
    "{m} owes me one for last night's page",
    "{m} just found the bug in 5 minutes, legend",
    "{m} going to the retro?",
    "{m} writes the best incident timelines, take notes",
    "{m}, your PR has 3 approvals, ship it (after the freeze)",
    "kudos {m} for the calm bridge-running last night",
    "{m} says hi from PTO",
    "{m} and I are pairing on the alert cleanup",
    "{m} won the incident bingo this week",
    "{m} how was the vacation?",
    "can someone wake {m}? kidding, it's not that bad",
    "shoutout to {m} for fixing the flaky test",
    "{m} is presenting at the ops review, bring questions",
    "{m}, did you see the new grafana theme? horrible",
)

# --------------------------------------------------------------------------- helpers

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


def _fill(template: str, **values: str) -> str:
    text = template
    for key, value in values.items():
        text = text.replace("{" + key + "}", value)
    return text


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _first(name: str) -> str:
    parts = name.split()
    return parts[0] if parts else name


def _person(name: str, rng: random.Random) -> str:
    """How the channel names a person: mostly by first name, sometimes fully."""
    if name not in _PEOPLE:
        return name
    parts = name.split()
    roll = rng.random()
    if roll < 0.55:
        return parts[0]
    if roll < 0.9:
        return name
    return parts[-1]


def _ordinal(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return f"{day}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _date(iso: str, rng: random.Random) -> str:
    """A date in one of many written forms, always naming the day and the month."""
    try:
        d = date.fromisoformat(iso)
    except (TypeError, ValueError):
        return iso
    month, mon = _MONTHS[d.month - 1], _MONTHS[d.month - 1][:3]
    weekday = _WEEKDAYS[d.weekday()]
    forms = [
        d.isoformat(),
        f"{mon} {d.day}",
        f"{d.day} {month}",
        f"{weekday} {d.day} {month}",
        f"{weekday[:3]}, {mon} {d.day}",
        f"{month} {_ordinal(d.day)}",
        f"{month} {d.day}, {d.year}",
        f"{d.day} {mon} {d.year}",
    ]
    if d.day > 12 or d.day == d.month:  # numeric forms only when unambiguous
        forms += [
            f"{d.day:02d}/{d.month:02d}",
            f"{d.month}/{d.day}/{d.year}",
            f"{d.day:02d}.{d.month:02d}.{d.year}",
            f"{d.day}/{d.month}/{d.year}",
        ]
    return rng.choice(forms)


def _value(slot: str, value: str | None, rng: random.Random) -> str:
    if value is None:
        return ""
    if slot == "deadline":
        return _date(value, rng)
    if value in _PEOPLE and rng.random() < 0.2:
        return "@" + value
    return value


def _ascii(text: str) -> str:
    text = text.replace("ł", "l").replace("Ł", "L")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if ch.isascii() and ch.isalnum()).lower()


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def _phone(country: str, rng: random.Random) -> str:
    if country == "us":
        area = rng.choice(("512", "737", "206", "425", "303", "919", "412", "312"))
        exch = str(rng.randrange(2, 10)) + _digits(rng, 2)
        line = _digits(rng, 4)
        return rng.choice(
            (
                f"+1 ({area}) {exch}-{line}",
                f"{area}-{exch}-{line}",
                f"+1 {area} {exch} {line}",
                f"({area}) {exch}-{line}",
                f"+1-{area}-{exch}-{line}",
            )
        )
    if country == "in":
        num = str(rng.randrange(6, 10)) + _digits(rng, 9)
        return rng.choice(
            (
                f"+91 {num[:5]} {num[5:]}",
                f"+91-{num[:5]}-{num[5:]}",
                f"0{num[:5]} {num[5:]}",
                f"+91 {num}",
            )
        )
    if country == "br":
        ddd = rng.choice(("11", "21", "31", "41", "48", "51", "61", "81"))
        num = "9" + _digits(rng, 8)
        return rng.choice(
            (
                f"+55 {ddd} {num[:5]}-{num[5:]}",
                f"({ddd}) {num[:5]}-{num[5:]}",
                f"+55 ({ddd}) {num[0]} {num[1:5]}-{num[5:]}",
                f"+55 {ddd} {num}",
            )
        )
    num = rng.choice("5678") + _digits(rng, 8)
    return rng.choice(
        (
            f"+48 {num[:3]} {num[3:6]} {num[6:]}",
            f"+48 {num[:3]}-{num[3:6]}-{num[6:]}",
            f"{num[:3]} {num[3:6]} {num[6:]}",
            f"+48{num}",
        )
    )


_DOMAINS = {
    "us": ("harborline.io", "corp.harborline.io", "ops.harborline.io"),
    "in": ("harborline.io", "harborline.co.in", "eng.harborline.io"),
    "br": ("harborline.io", "harborline.com.br", "ops.harborline.io"),
    "pl": ("harborline.io", "harborline.pl", "eng.harborline.io"),
}


def _email(subject: str, country: str, rng: random.Random) -> str:
    parts = [_ascii(p) for p in subject.split()]
    parts = [p for p in parts if p]
    domain = rng.choice(_DOMAINS.get(country, _DOMAINS["us"]))
    if len(parts) >= 2:
        first, last = parts[0], parts[-1]
        local = rng.choice(
            (
                f"{first}.{last}",
                f"{first[0]}{last}",
                f"{first}",
                f"{first}.{last[0]}",
                f"{first}_{last}",
                f"{last}.{first}",
                f"{first[0]}.{last}",
            )
        )
    elif parts:
        local = parts[0]
    else:
        local = rng.choice(("oncall", "sre", "ops", "pager"))
    if rng.random() < 0.6:
        local += _digits(rng, rng.choice((1, 2, 2, 3)))
    return f"{local}@{domain}"


def _cost_centre(rng: random.Random) -> str:
    dept = rng.choice(("OPS", "PLT", "SRE", "NET", "OBS", "MOB", "DBR", "SEC"))
    return rng.choice(
        (
            f"CC/{dept}-{_digits(rng, 4)}",
            f"CC-{_digits(rng, 4)}-{dept}",
            f"KST/{_digits(rng, 2)}/{_digits(rng, 3)}",
            f"CC{_digits(rng, 5)}",
            f"CTR-{dept}-{_digits(rng, 3)}{rng.choice('ABCDEFGH')}",
            f"{dept}.{_digits(rng, 3)}.{_digits(rng, 2)}",
        )
    )


def _po_number(rng: random.Random) -> str:
    year = rng.choice(("2024", "2025"))
    return rng.choice(
        (
            f"PO#{_digits(rng, 5)}",
            f"PO-{year}-{_digits(rng, 5)}",
            f"PO/{rng.choice(('US', 'IN', 'BR', 'PL'))}/{_digits(rng, 5)}",
            f"45{_digits(rng, 8)}",
            f"OC-{_digits(rng, 6)}",
            f"ZAM/{year}/{_digits(rng, 4)}",
        )
    )


def _ticket_id(rng: random.Random) -> str:
    return rng.choice(
        (
            f"INC-{_digits(rng, 4)}",
            f"SEV{rng.randrange(1, 4)}-{_digits(rng, 4)}",
            f"OPS-{_digits(rng, 5)}",
            f"SUP#{_digits(rng, 5)}",
            f"HD-{rng.choice(('24', '25'))}-{_digits(rng, 4)}",
        )
    )


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "an issue", "a customer"
    problem, sep, customer = detail.rpartition("|")
    if not sep:
        return detail.strip(), "a customer"
    return problem.strip() or "an issue", customer.strip() or "a customer"


# ---------------------------------------------------------------------------- family


class IncidentFamily:
    """The on-call / incident-response channel family (``incident-en``)."""

    @property
    def name(self) -> str:
        """The family's name."""
        return "incident-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        """The language its writers use."""
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """The benchmark split the family belongs to."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """The names and values of its world."""
        return _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier for ``slot`` of ``subject`` (a ticket id for ``ticket``)."""
        country = _COUNTRY_OF.get(subject) or rng.choice(("us", "in", "br", "pl"))
        if slot == "phone":
            return _phone(country, rng)
        if slot == "email":
            return _email(subject, country, rng)
        if slot == "cost_centre":
            return _cost_centre(rng)
        if slot == "po_number":
            return _po_number(rng)
        return _ticket_id(rng)

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` writes for ``event``."""
        try:
            return _one_line(self._say(event, rng)) or "ack"
        except Exception:  # never raise: fall back to the barest ops shorthand
            subject = event.subject or ""
            value = event.value if event.value is not None else f"not {event.old}"
            return _one_line(f"{subject} {event.slot}={value}") or "ack"

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question text."""
        try:
            return _one_line(self._ask(ask, rng)) or f"{ask.subject}?"
        except Exception:  # never raise
            return _one_line(f"@opsbot {ask.slot} {ask.subject}?")

    # -- statements ---------------------------------------------------------------------

    def _say(self, event: Event, rng: random.Random) -> str:
        me = _first(event.speaker)
        if event.kind == "chatter" or event.slot is None:
            return self._chatter(event, rng)
        subject = event.subject or ""
        if event.slot == "ticket":
            return self._ticket(event, subject, me, rng)
        slot = event.slot
        kind = event.kind
        if kind == "resolve":
            kind = "update" if event.old is not None else "state"
        if kind == "negate" or event.value is None:
            templates = _NEGATE.get(slot) or ("{s} is no longer " + slot + " {o}",)
        elif kind == "update":
            templates = _UPDATE.get(slot) or ("{s} " + slot + " is now {v}",)
        else:
            templates = _STATE.get(slot) or ("{s} " + slot + ": {v}",)
        template = rng.choice(templates)
        text = _fill(
            template,
            s=_person(subject, rng),
            v=_value(slot, event.value, rng),
            o=_value(slot, event.old, rng),
            me=me,
        )
        if template.startswith("{s}"):
            text = rng.choice(_SAY_PREFIXES) + text
        return text

    def _ticket(self, event: Event, ticket: str, me: str, rng: random.Random) -> str:
        problem, customer = _split_detail(event.detail)
        templates: tuple[str, ...]
        if event.kind == "negate" or event.value is None:
            old_words = _TICKET_WORDS.get(event.old or "", (event.old or "open",))
            return _fill(rng.choice(_TICKET_NEGATE), t=ticket, o=rng.choice(old_words))
        if event.kind == "resolve" or event.value == "resolved":
            templates = _TICKET_RESOLVED
        elif event.value == "in progress":
            templates = _TICKET_PROGRESS
        elif event.value == "open" and event.old is not None:
            templates = _TICKET_REOPEN
        elif event.value == "open":
            templates = _TICKET_OPEN
        else:
            templates = ("{t} is now " + event.value + " ({c}: {p})",)
        return _fill(rng.choice(templates), t=ticket, p=problem, c=customer, me=me)

    def _chatter(self, event: Event, rng: random.Random) -> str:
        if event.mention and rng.random() < 0.6:
            return _fill(rng.choice(_CHATTER_MENTION), m=_first(event.mention))
        return rng.choice(_CHATTER)

    # -- questions ----------------------------------------------------------------------

    def _ask(self, ask: Ask, rng: random.Random) -> str:
        prefix = rng.choice(_ASK_PREFIXES)
        if ask.slot == "ticket":
            problem, customer = _split_detail(ask.detail)
            template = rng.choice(_ASK["ticket"])
            return _fill(template, s=ask.subject, p=problem, c=customer)
        if ask.via is not None:
            chains = _CHAIN.get(ask.via) or ("the " + ask.via.replace("_", " ") + " of {s}",)
            chain = _fill(rng.choice(chains), s=_person(ask.subject, rng))
            word = _ATTR_WORDS.get(ask.slot, ask.slot.replace("_", " "))
            hops = _HOP.get(ask.slot) or ("what's the " + word + " for {chain}?",)
            template = rng.choice(hops)
            return prefix + _fill(template, chain=chain)
        asks = _ASK.get(ask.slot) or ("@opsbot " + ask.slot.replace("_", " ") + " {s}?",)
        template = rng.choice(asks)
        return prefix + _fill(template, s=_person(ask.subject, rng))


FAMILY = IncidentFamily()
"""The ``incident-en`` family."""
