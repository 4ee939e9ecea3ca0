"""The ``helpdesk-en`` phrasing family: an outsourced service desk's worklogs and handovers.

The writers are L1/L2 agents and shift leads in Manila, Pune and Lagos supporting a
European client. They write ITSM ticket worklog entries, internal notes and
handover-to-next-shift messages in terse, formulaic second-language English: "Kindly
note", "pls", "as per call with", "revert back", "do the needful", all-caps field tags
("UPDATE:", "RCA:", "NOTE-"), abbreviations ("mgr", "w.e.f.", "tmrw", "ETA"), dates as
17/05 or 17-May, and field-change lines copied from the tool ("Assignment group changed
from X to Y").
"""

from __future__ import annotations

import random
import unicodedata
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "HelpdeskFamily"]


# --------------------------------------------------------------------------- lexicon

_PH = (
    "Maricel Villanueva",
    "Jomar Bautista",
    "Rowena Pangilinan",
    "Arnel Macaraeg",
    "Kristine Soriano",
    "Dindo Evangelista",
)
_IN = (
    "Ramesh Iyer",
    "Priyanka Kulkarni",
    "Sachin Deshpande",
    "Anjali Menon",
    "Vikram Joshi",
    "Sneha Patil",
)
_NG = (
    "Chinedu Okafor",
    "Ngozi Adeyemi",
    "Tunde Bakare",
    "Funmilayo Eze",
    "Emeka Nwosu",
    "Aisha Bello",
)
_EU = (
    "Claire Dubois",
    "Henrik Larsen",
    "Sabine Keller",
    "Matteo Ricci",
    "Pieter Hoekstra",
    "Agnieszka Nowak",
    "Thomas Brandt",
    "Lucia Ortega",
)

_LEXICON = Lexicon(
    people=_PH + _IN + _NG + _EU,
    projects=(
        "Helios",
        "Nordlicht",
        "Tramontana",
        "Kestrel",
        "Cobalt",
        "Meridian",
        "Lighthouse",
        "Bluewater",
    ),
    customers=(
        "Vandermolen Logistics",
        "Castellane Assurances",
        "Brennholz Maschinenbau",
        "Nordhavn Shipping",
        "Lumiere Retail Group",
        "Ostara Pharma",
        "Kronberg Privatbank",
    ),
    teams=(
        "Service Desk L1",
        "Deskside Support",
        "Network Ops",
        "Messaging and Collab",
        "Identity and Access",
        "SAP Basis",
        "Command Centre",
        "Resolver L2",
    ),
    cities=(
        "Manila",
        "Quezon City",
        "Cebu",
        "Davao",
        "Pune",
        "Bengaluru",
        "Hyderabad",
        "Chennai",
        "Noida",
        "Lagos",
        "Abuja",
        "Ibadan",
        "Port Harcourt",
        "Lyon",
        "Rotterdam",
        "Hamburg",
        "Milan",
        "Warsaw",
        "Lisbon",
        "Brussels",
        "Dublin",
        "Copenhagen",
        "Zurich",
        "Krakow",
    ),
    addresses=(
        "Blk 7 Lot 12 Sampaguita St",
        "23 Mabini Street",
        "1108 Katipunan Avenue",
        "45 Kalayaan Ave",
        "Unit 1203 Paseo Heights",
        "88 Gen. Luna Road",
        "Flat 402 Sai Krupa Apartments",
        "B-12 Shivaji Colony",
        "17 Baner Road",
        "C-304 Magarpatta Greens",
        "Flat 5B Aundh Residency",
        "221 Nehru Marg",
        "14 Linking Road",
        "12 Adeola Odeku Street",
        "8 Awolowo Road",
        "31 Herbert Macaulay Way",
        "4 Allen Avenue",
        "22 Admiralty Way",
        "9 Ogunlana Drive",
        "16 Aminu Kano Crescent",
        "14 Rue Merciere",
        "Keizersgracht 221",
        "Schanzenstrasse 38",
        "Via Tortona 27",
        "ul. Mokotowska 19",
        "Rua Augusta 112",
        "Avenue Louise 250",
        "Norrebrogade 44",
        "Bahnhofweg 7",
        "35 Harcourt Terrace",
        "Rue des Tanneurs 61",
        "Kastanienallee 90",
        "Via Solferino 3",
        "ul. Dluga 56",
    ),
    roles=(
        "Service Desk Analyst",
        "Senior Support Engineer",
        "Shift Lead",
        "Incident Coordinator",
        "Problem Manager",
        "Desktop Engineer",
        "Network Engineer",
        "Change Coordinator",
        "Knowledge Analyst",
        "Service Delivery Manager",
        "Quality Analyst",
        "Process Trainer",
    ),
    drinks=(
        "masala chai",
        "filter coffee",
        "kapeng barako",
        "calamansi juice",
        "zobo",
        "Chapman",
        "Malta Guinness",
        "flat white",
        "sparkling water",
        "green tea",
        "hot Milo",
        "cold brew",
        "espresso",
    ),
    statuses=(
        "on track",
        "at risk",
        "on hold",
        "delayed",
        "in UAT",
        "in hypercare",
        "blocked",
        "descoped",
    ),
    plans=(
        "Gold 24x7",
        "Silver 8x5",
        "Bronze Basic",
        "Platinum Plus",
        "Enterprise Premier",
        "Standard Care",
    ),
    problems=(
        "Outlook keeps crashing on startup",
        "VPN disconnects every 10 mins",
        "shared drive mapping lost after reboot",
        "MFA prompt not coming on mobile",
        "printer on 3rd floor showing offline",
        "BitLocker recovery key asked at every boot",
        "audio dropping in Teams calls",
        "SAP GUI login throws error",
        "password reset link expired",
        "OneDrive sync stuck at 0%",
        "unable to access SharePoint site",
        "docking station not detecting monitors",
        "account locked after password change",
    ),
)

_ORIGIN: dict[str, str] = {}
for _n in _PH:
    _ORIGIN[_n] = "ph"
for _n in _IN:
    _ORIGIN[_n] = "in"
for _n in _NG:
    _ORIGIN[_n] = "ng"
for _n in _EU:
    _ORIGIN[_n] = "eu"

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MONTHS_LONG = (
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

_PERSON_SLOTS = frozenset({"city", "address", "role", "team", "manager", "drink", "phone", "email"})
_PROJECT_SLOTS = frozenset({"status", "deadline", "owner", "cost_centre"})
_CUSTOMER_SLOTS = frozenset({"plan", "po_number"})


# --------------------------------------------------------------------------- helpers


def _ordinal(n: int) -> str:
    if 11 <= n % 100 <= 13:
        return f"{n}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _date(iso: str, rng: random.Random) -> str:
    """An ISO date the way the desk writes it (day and month always kept)."""
    parts = iso.split("-")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return iso
    y, m, d = (int(p) for p in parts)
    if not 1 <= m <= 12:
        return iso
    mon = _MONTHS[m - 1]
    forms = (
        f"{d:02d}/{m:02d}",
        f"{d:02d}/{m:02d}/{y}",
        f"{d}-{mon}",
        f"{d:02d}-{mon}-{y}",
        f"{_ordinal(d)} {mon}",
        f"{_ordinal(d)} {_MONTHS_LONG[m - 1]}",
        f"{_ordinal(d)} of {mon}",
        f"{d} {mon} {y}",
        f"{d:02d}.{m:02d}.{y}",
        f"{d:02d}{mon.upper()}{y % 100:02d}",
        f"{mon} {d}",
        iso,
    )
    return rng.choice(forms)


def _first(name: str) -> str:
    return name.split()[0] if name.split() else name


def _person(name: str, rng: random.Random) -> str:
    """A person the way a colleague names them: full name or first name."""
    return name if rng.random() < 0.55 else _first(name)


def _ascii(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(ch for ch in folded.lower() if ch.isalnum() or ch == " ")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _pick(rng: random.Random, pool: tuple[str, ...], has_old: bool) -> str:
    usable = [t for t in pool if has_old or "{o}" not in t]
    return rng.choice(usable or list(pool))


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "issue reported by user", "the client"
    problem, _, customer = detail.partition(" | ")
    return problem.strip() or "issue reported by user", customer.strip() or "the client"


def _time(rng: random.Random) -> str:
    style = rng.randrange(4)
    h = rng.randint(1, 12)
    mm = rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50))
    if style == 0:
        return f"{h}:{mm:02d} {rng.choice(('AM', 'PM'))}"
    if style == 1:
        return f"{rng.randint(0, 23):02d}:{mm:02d} {rng.choice(('IST', 'PHT', 'WAT', 'CET'))}"
    if style == 2:
        return f"{h}{rng.choice(('am', 'pm'))}"
    return f"{rng.randint(0, 23):02d}{mm:02d} hrs"


# Small-talk places: neighbourhoods, malls, roads. None of them is a city of the pool.
_PLACES = (
    "BGC",
    "Ortigas",
    "Eastwood",
    "Alabang",
    "SM Megamall",
    "EDSA",
    "Hinjewadi",
    "Kharadi",
    "Viman Nagar",
    "Koregaon Park",
    "Phoenix Mall",
    "FC Road",
    "Ikeja",
    "Lekki",
    "Yaba",
    "Victoria Island",
    "Third Mainland Bridge",
    "Surulere",
    "the airport",
    "the new mall near office",
)
_FOODS = (
    "pancit",
    "lechon",
    "sisig",
    "halo-halo",
    "pandesal",
    "vada pav",
    "misal pav",
    "biryani",
    "pav bhaji",
    "jollof rice",
    "suya",
    "puff-puff",
    "pounded yam",
    "pizza",
    "samosa",
    "shawarma",
)
_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_WHEN = (
    "w.e.f. Monday",
    "w.e.f. next week",
    "from tmrw",
    "effective today",
    "as of today",
    "from 1st of next month",
    "w.e.f. this sprint",
    "from next cycle",
)
_SOURCES = (
    "as per call with user",
    "as per mail from HR",
    "as per call with mgr",
    "as per discussion in bridge",
    "as per client confirmation",
    "as per email trail",
    "as per SDM",
    "as per user's reply",
)
_FIXES = (
    "cleared cached credentials and re-synced",
    "re-created user profile and tested",
    "pushed latest GPO and rebooted",
    "reinstalled client and applied patch",
    "applied workaround as per KB0018823",
    "reset the token and re-registered device",
    "corrected config on user machine via remote session",
    "vendor patch deployed by resolver group",
)
_RCAS = (
    "stale cache on user device",
    "expired certificate on endpoint",
    "corrupt local profile",
    "wrong policy applied after migration",
    "known bug in client version, patched",
    "user-side network issue",
    "sync conflict after password change",
)


# --------------------------------------------------------------------------- wrappers

_PREFIXES = (
    "UPDATE: ",
    "NOTE- ",
    "FYI: ",
    "FYI - ",
    "Worklog: ",
    "Internal note: ",
    "[Handover] ",
    "Handover to next shift: ",
    "Hi team, ",
    "Hi all, ",
    "Dear team, ",
    "Team, ",
    "** ",
    "PFB update. ",
    "Info: ",
)
_SUFFIXES = (
    " Pls do the needful.",
    " Kindly do the needful.",
    " TIA.",
    " Thanks.",
    " Thanks & regards, {me}.",
    " Rgds, {me}",
    " - {me}",
    " ~{me}",
    " Updated by {me_full}.",
    " (Updated by {me_full})",
    " Pls revert back in case of any concern.",
    " Kindly acknowledge.",
    " Pls take note.",
    " Noted in worklog.",
    " For your info pls.",
    " Will revert back if any change.",
)


def _stamp(rng: random.Random) -> str:
    day = rng.randint(1, 28)
    mon = rng.randint(1, 12)
    form = rng.randrange(3)
    if form == 0:
        return f"[{_time(rng)}] "
    if form == 1:
        return f"({day:02d}/{mon:02d} {_time(rng)}) "
    return f"{day}-{_MONTHS[mon - 1]} {_time(rng)}: "


def _wrap(core: str, event: Event, rng: random.Random, dated: bool) -> str:
    line = core
    roll = rng.random()
    if roll < 0.12 and not dated:
        line = _stamp(rng) + line
    elif roll < 0.40:
        line = rng.choice(_PREFIXES) + line
    if rng.random() < 0.42:
        line += rng.choice(_SUFFIXES).format(me=_first(event.speaker), me_full=event.speaker)
    if len(line) >= 295:
        return core
    return line


# --------------------------------------------------------------------------- statements
#
# Placeholders: {s} subject as written, {v} new value, {o} old value, {me} speaker (first
# name), {when} an effective-from phrase, {src} a source phrase. Tickets add {t} id,
# {p} problem, {c} customer, {time}, {fix}, {rca}.

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} is based out of {v} office.",
        "Kindly note {s} is working from {v} location.",
        "Base location for {s}: {v}",
        "{s} sits in {v}, pls route deskside requests accordingly.",
        "FYI {s} is {v} based, consider the time zone while scheduling.",
        "As per HR record, location of {s} = {v}.",
        "User {s} is from {v} site, {src}.",
        "Location field for {s} populated as {v}.",
        "Pls note {s} works out of {v}, onsite support to be arranged from there.",
        "{v} - that is where {s} is sitting, for dispatch purpose.",
        "{s} (loc: {v}) will join the bridge at {time}.",
    ),
    "address": (
        "Home address of {s}: {v}",
        "{s} residential address is {v}, pls use for laptop courier.",
        "Kindly note {s} stays at {v}.",
        "Courier for {s} to be sent to {v}, {src}.",
        "Address on file for {s} - {v}.",
        "{s} is residing at {v}. Pls do not share outside the desk.",
        "Delivery address for {s}'s replacement headset: {v} (home).",
        "As per call with {s}, user's home address is {v}.",
        "{v} is the home address of user {s}, updated in asset record.",
    ),
    "role": (
        "{s} is working as {v} in this account.",
        "Kindly note {s} designation: {v}.",
        "{s} joined the account as {v}.",
        "Title for {s} in AD: {v}.",
        "{v} - {s}. Pls route approvals accordingly.",
        "As per HR, {s} is {v}.",
        "{s} is handling {v} role, {src}.",
        "FYI {s} is our {v}, pls loop in for any escalation.",
        "Job title of {s} = {v} (checked in AD).",
        "{s} is designated {v} for this client.",
    ),
    "team": (
        "{s} is part of {v}.",
        "{s} sits with {v} group.",
        "Assignment group for {s}: {v}",
        "{s} belongs to {v}, pls assign related tickets to {s} directly.",
        "{s} is mapped in {v} in the tool.",
        "Kindly note {s} is in {v}.",
        "{v} member - {s}.",
        "FYI {s} is with {v}, {src}.",
        "Group membership for {s} shows {v}.",
        "{s} works under {v} queue.",
    ),
    "manager": (
        "{s} reports to {v}.",
        "RM for {s} is {v}.",
        "Reporting manager of {s}: {v}",
        "{s} is under {v}.",
        "Kindly note {s} is reporting to {v}, pls take approvals from {v}.",
        "{v} is the line mgr for {s}.",
        "As per org chart, {s} -> reports to {v}.",
        "For leave approvals of {s} pls reach {v}, the mgr.",
        "Supervisor of {s} is {v}, {src}.",
        "Manager field for {s}: {v}",
    ),
    "drink": (
        "{s} takes {v} only, pls note for pantry order.",
        "For tmrw's client visit, {s} prefers {v}.",
        "Pantry order: {v} for {s} as usual.",
        "{s} is fond of {v}, noted for the team outing.",
        "FYI {s} drinks {v}, don't get anything else.",
        "As per {s}, {v} is the preferred drink.",
        "Go-to drink of {s} is {v}.",
        "Note for night shift: {s} likes {v} during break.",
        "{v} for {s} pls, no sugar.",
        "{s} always asks for {v} in the pantry.",
    ),
    "phone": (
        "Mobile no. of {s}: {v}",
        "{s} can be reached on {v}.",
        "Kindly note {s} contact no. is {v}.",
        "Callback no. for {s} - {v}",
        "Mobile of {s}: {v}, pls call after 10am CET only.",
        "Pls reach {s} at {v} for any escalation.",
        "Contact details updated for {s}: mob {v}.",
        "As per call with {s}, best number to reach is {v}.",
        "{v} is the mobile of {s}, {src}.",
    ),
    "email": (
        "Mail id of {s}: {v}",
        "{s} email - {v}",
        "Pls send the credentials to {s} on {v}.",
        "{s} can be reached via {v}.",
        "Primary email for {s} is {v} as per AD.",
        "Kindly cc {s} ({v}) in all updates.",
        "Email address of {s} = {v}, {src}.",
        "{v} is the mail id for {s}, pls use the same for approvals.",
    ),
    "status": (
        "{s} status: {v}",
        "Kindly note {s} project is {v}.",
        "As per PM, {s} is {v} as of now.",
        "RAG for {s} - {v}.",
        "{s} currently {v}, will share more in weekly call.",
        "Project {s} is {v}. FYI.",
        "Status of {s} reported as {v} in steerco deck.",
        "Proj {s} - {v}, {src}.",
        "Current state of project {s}: {v}",
    ),
    "deadline": (
        "{s} deadline is {v}.",
        "Target date for {s}: {v}",
        "{s} needs to be delivered by {v}.",
        "Kindly note {s} go-live is planned on {v}.",
        "Due date for {s} - {v} COB.",
        "{s} to be completed by {v} EOD, pls plan accordingly.",
        "As per client, {s} must complete by {v}.",
        "Project {s} cut-off date: {v}",
        "{v} is the final date for {s}, no extension as per SDM.",
    ),
    "owner": (
        "{s} is owned by {v}.",
        "Project lead for {s}: {v}",
        "{v} is driving {s}.",
        "Owner of {s} is {v}, pls route all queries.",
        "{s} - PM is {v}.",
        "Kindly note {v} is leading {s}.",
        "For {s} related approvals pls reach {v} (owner).",
        "Project {s} is under {v}, {src}.",
        "{v} owns project {s}.",
    ),
    "cost_centre": (
        "{s} hours to be booked on CC {v}.",
        "Cost centre for {s}: {v}",
        "Kindly use {v} for all {s} time entries.",
        "{s} budget code is {v}.",
        "Pls note CC {v} mapped to {s}.",
        "Project {s} charged to cost centre {v}, {src}.",
        "For {s} timesheet pls use {v}.",
        "CC for proj {s} = {v}",
    ),
    "plan": (
        "{s} is on {v} plan.",
        "Support contract for {s}: {v}",
        "Kindly note {s} has {v} coverage.",
        "{s} subscribed to {v}, pls follow that SLA.",
        "As per contract, {s} = {v}.",
        "Client {s} is under {v} support plan.",
        "{v} is the plan of {s}, {src}.",
        "SLA tier for {s}: {v}",
    ),
    "po_number": (
        "PO for {s}: {v}",
        "{s} PO no. is {v}, pls quote in invoice.",
        "Kindly note PO# {v} issued by {s}.",
        "{s} raised PO {v} for this quarter.",
        "Purchase order of {s} - {v}",
        "Pls use PO {v} for all {s} billing, {src}.",
        "{v} is the PO from {s}.",
        "Billing ref for {s}: PO {v}",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "Kindly note {s} is shifted from {o} to {v} {when}.",
        "{s} relocated to {v} office {when}, pls update CMDB.",
        "Location changed from {o} to {v} for user {s}.",
        "UPDATE: {s} now working out of {v} (earlier {o}).",
        "{s} has been transferred to {v} site {when}.",
        "As per call with {s}, user is shifted to {v} office now.",
        "Correction - {s} is not in {o}, user is in {v} now.",
        "{s} moved base to {v}. Old location {o} to be removed from profile.",
        "Pls note new base location of {s} is {v}.",
        "{s} is now {v} based {when}, laptop to be collected there.",
        "Location of {s} updated to {v}, {src}.",
    ),
    "address": (
        "{s} shifted house, new address: {v}.",
        "Address changed from {o} to {v} for {s}.",
        "Kindly note {s} is now staying at {v}.",
        "{s} moved out of {o}, new residence is {v}.",
        "UPDATE: home address of {s} is {v} (old {o}).",
        "Pls update courier address for {s} to {v}.",
        "As per call with {s}, user has moved to {v} {when}.",
        "Correction - {s} stays at {v}, not {o}.",
        "New home address for {s}: {v}, {src}.",
        "{s} residential address updated to {v} in asset tool.",
    ),
    "role": (
        "{s} is promoted from {o} to {v}, congrats!",
        "Title changed from {o} to {v} for {s}.",
        "{s} has taken up {v} role {when}.",
        "Kindly note {s} is now {v} (earlier {o}).",
        "{s} moved into {v} position {when}.",
        "Designation of {s} updated to {v} in AD.",
        "UPDATE: {s} now {v}.",
        "Correction: {s} is {v}, not {o}.",
        "{s} will be working as {v} going forward, {src}.",
        "Congrats to {s} on becoming {v}!",
    ),
    "team": (
        "Assignment group changed from {o} to {v} for {s}.",
        "{s} is shifted from {o} to {v}.",
        "{s} has been moved to {v} {when}.",
        "Kindly note {s} is now in {v}, no more in {o}.",
        "{s} transferred to {v}.",
        "Team mapping updated: {s} -> {v}",
        "UPDATE: {s} now with {v} (was {o}).",
        "As per mgr, {s} to sit with {v} from now.",
        "{s} joined {v} {when}, pls assign accordingly.",
        "Group of {s} updated to {v}, {src}.",
    ),
    "manager": (
        "Manager changed from {o} to {v} for {s}.",
        "{s} now reporting to {v} {when}.",
        "Kindly note {s} is moved under {v} (earlier {o}).",
        "RM for {s} updated to {v}.",
        "{s} will report to {v} going forward, not {o}.",
        "New mgr of {s} is {v}.",
        "UPDATE: reporting line for {s} changed to {v}.",
        "As per HR mail, {s} is aligned to {v} now.",
        "Correction - {s} reports to {v}, {o} was old info.",
        "Approvals for {s} now go to {v}, {src}.",
    ),
    "drink": (
        "{s} switched from {o} to {v}.",
        "{s} now prefers {v} instead of {o}.",
        "Pls note {s} has changed to {v}, not {o} anymore.",
        "Correction - {s} wants {v} now.",
        "{s} is on {v} these days, stopped the {o}.",
        "Drink pref for {s} updated to {v}.",
        "Pantry order change: {v} for {s} from now.",
        "FYI {s} moved to {v} {when}, pls update the merienda list.",
        "{s} says no more {o}, get {v} instead.",
    ),
    "phone": (
        "{s} changed mobile no. from {o} to {v}.",
        "New contact no. for {s} is {v}, old one not reachable.",
        "Mobile field updated from {o} to {v} ({s}).",
        "Kindly note {s} is using {v} now.",
        "Pls use {v} to reach {s}, {o} is switched off.",
        "{s} got new SIM, no. is {v}.",
        "UPDATE: mob of {s} - {v}, {src}.",
        "Correction: contact of {s} is {v}, not {o}.",
    ),
    "email": (
        "Mail id of {s} changed from {o} to {v} after migration.",
        "New email for {s}: {v}. Old mailbox {o} to be decommissioned.",
        "Kindly note {s} is using {v} going forward.",
        "SMTP address of {s} updated to {v}.",
        "Pls use {v} for {s}, not {o}.",
        "UPDATE: {s} email is now {v}, {src}.",
        "{s} mailbox renamed, new id {v}.",
        "Correction - email of {s} is {v}.",
    ),
    "status": (
        "{s} status changed from {o} to {v}.",
        "Kindly note {s} is now {v}.",
        "UPDATE: {s} moved to {v} (was {o}).",
        "Status for project {s} updated to {v}.",
        "As per call with PM, {s} is {v}, no more {o}.",
        "{s} flipped to {v} in tracker.",
        "RAG for {s} revised to {v} after steerco.",
        "Correction - {s} is {v}, not {o}.",
        "Proj {s} now {v}, {src}.",
    ),
    "deadline": (
        "{s} deadline moved from {o} to {v}.",
        "Due date changed from {o} to {v} for {s}.",
        "Kindly note {s} is extended till {v}.",
        "{s} target date revised to {v}.",
        "Client has pulled in {s} to {v}, earlier {o}.",
        "New ETA for {s} is {v}.",
        "UPDATE: {s} cut-off now {v}, {src}.",
        "Correction - {s} due on {v}, not {o}.",
        "Pls replan, {s} now has to finish by {v}.",
    ),
    "owner": (
        "Owner changed from {o} to {v} for {s}.",
        "{v} has taken over {s} from {o}.",
        "{s} now led by {v}.",
        "Kindly note ownership of {s} moved to {v}.",
        "Pls reach {v} for {s} going forward, {o} is no more involved.",
        "UPDATE: PM for {s} is {v} {when}.",
        "Project lead for {s} changed to {v}, {src}.",
        "Correction - {s} is with {v}, not {o}.",
        "{s} handed over to {v}.",
    ),
    "cost_centre": (
        "Cost centre for {s} changed from {o} to {v}.",
        "{s} moved to CC {v} w.e.f. this month.",
        "Kindly book {s} efforts on {v} henceforth, not {o}.",
        "New budget code for {s}: {v}",
        "UPDATE: CC of {s} is now {v}, {src}.",
        "Finance remapped {s} to cost centre {v}.",
        "Correction - {s} time to be booked on {v}.",
        "Pls update timesheet code for {s} to {v} {when}.",
    ),
    "plan": (
        "{s} upgraded from {o} to {v}.",
        "{s} plan changed to {v} {when}.",
        "Kindly note {s} moved to {v} (earlier {o}).",
        "{s} switched to {v}.",
        "Contract for {s} revised to {v}, {src}.",
        "UPDATE: {s} now on {v}, SLA to be followed accordingly.",
        "Plan for {s} changed from {o} to {v} in contract tool.",
        "Correction - {s} is under {v}, not {o}.",
    ),
    "po_number": (
        "{s} PO changed from {o} to {v}.",
        "New PO for {s} is {v}, old one {o} exhausted.",
        "Kindly use PO {v} for {s} going forward.",
        "UPDATE: PO# for {s} = {v}, {src}.",
        "{s} issued fresh PO {v} for renewal.",
        "Correction - PO of {s} is {v}, not {o}.",
        "Pls invoice {s} against {v} from now.",
        "Replacement PO from {s}: {v}",
    ),
}

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "Kindly note {s} is no longer based in {o}. New location not yet confirmed.",
        "{s} has left {o} office, new site TBC, will revert back.",
        "Location {o} removed for {s}, pending HR confirmation on new one.",
        "{s} not sitting in {o} anymore. Pls don't dispatch engineer there.",
        "FYI {s} is no more working from {o}; location to be updated once HR revert.",
        "Correction: {s} is not {o} based anymore. Current location unknown as of now.",
        "User {s} relocated out of {o}, destination not yet shared.",
        "{o} location is not valid for {s} now. Kindly hold any onsite visit.",
    ),
    "address": (
        "{s} has vacated {o}, new address not yet shared.",
        "Kindly note {o} is not the address of {s} anymore. Hold all courier.",
        "{s} no longer staying at {o}, will revert back with new address.",
        "Address {o} removed from profile of {s}, {src}.",
        "Pls don't send anything to {o} for {s}, user moved out. New address TBC.",
        "Correction: {s} is not residing at {o} now.",
        "FYI {s} left {o}; current address unknown.",
    ),
    "role": (
        "{s} is no longer {o}. New role yet to be finalised by mgmt.",
        "{s} stepped down as {o}, role TBD.",
        "{o} title removed for {s}, pending HR letter.",
        "Pls note {s} is not {o} anymore, will revert back on new designation.",
        "{s} released from {o} role {when}.",
        "FYI {s} no more functioning as {o}.",
        "Correction - {s} is not the {o}, pls don't route approvals to {s}.",
    ),
    "team": (
        "{s} is released from {o}, not yet mapped to any group.",
        "{s} removed from {o} assignment group.",
        "{s} no longer part of {o}. New team TBD.",
        "Kindly note {s} is not in {o} anymore, pls don't assign tickets via that group.",
        "{o} membership revoked for {s}; awaiting new mapping.",
        "FYI {s} left {o} {when}, {src}.",
        "Correction: {s} is not with {o}.",
    ),
    "manager": (
        "{s} no longer reporting to {o}. New RM to be assigned.",
        "{o} is not the mgr of {s} anymore, pending update in HR tool.",
        "Reporting of {s} to {o} ended; interim RM not yet named.",
        "Kindly note {o} has stopped managing {s}.",
        "{s} is not under {o} anymore. Will revert back once new mgr confirmed.",
        "Pls don't send approvals of {s} to {o} anymore, {src}.",
        "Correction - {s} does not report to {o}.",
    ),
    "drink": (
        "{s} stopped drinking {o}, doctor's advice.",
        "{s} is not taking {o} anymore, no replacement yet.",
        "Pls don't order {o} for {s} anymore.",
        "{s} has given up {o}, will tell what to get later.",
        "FYI no more {o} for {s}.",
        "Correction: {s} doesn't like {o} it seems.",
        "Remove {o} against {s} from the pantry list.",
    ),
    "phone": (
        "Number {o} of {s} is no longer in use. Pls don't call on this.",
        "{o} discontinued by {s}, new no. not yet shared.",
        "Kindly note {o} is not reachable for {s} anymore; remove from callback list.",
        "{s} surrendered company SIM {o}, no new no. yet.",
        "FYI {s} not using {o} now, {src}.",
        "Correction - {o} is not the contact of {s}.",
        "Pls delete {o} from contact details of {s}.",
    ),
    "email": (
        "Mailbox {o} of {s} is deactivated, new id not yet created.",
        "{s} no longer using {o}, pls don't send anything there.",
        "{o} disabled for {s} as per offboarding task, pending new account.",
        "Kindly note {o} is not valid for {s} anymore.",
        "FYI mails to {o} bouncing for {s}, {src}.",
        "Correction - {o} is not the email of {s}.",
    ),
    "status": (
        "{s} is no longer {o}. Revised status awaited from PM.",
        "Kindly ignore earlier, {s} not {o} anymore; PM to confirm.",
        "{o} status removed for {s}, to be re-baselined.",
        "{s} is not {o} now, will revert back with correct status.",
        "FYI {s} no more {o}, {src}.",
        "Correction - {s} should not be shown as {o}.",
        "Pls don't report {s} as {o} in the deck anymore, status TBD.",
    ),
    "deadline": (
        "{s} deadline of {o} is no more valid, new date TBD.",
        "{o} is not the target for {s} anymore; replanning ongoing.",
        "Kindly note due date {o} of {s} is cancelled, awaiting revised plan.",
        "{s} will not make {o}, no new ETA yet.",
        "FYI {o} date for {s} withdrawn, {src}.",
        "Correction - {s} is not due on {o}.",
    ),
    "owner": (
        "{o} is no longer owning {s}; new owner TBD.",
        "{s} has no lead as of now, {o} rolled off.",
        "Kindly note {o} stepped down from {s}.",
        "{o} is not PM for {s} anymore, pls hold approvals.",
        "FYI {s} without owner after {o} moved out, {src}.",
        "Correction - {s} is not with {o}.",
    ),
    "cost_centre": (
        "CC {o} closed for {s}, pls don't book hours on it.",
        "{s} no longer charged to {o}; new code awaited from finance.",
        "{o} is not valid for {s} anymore.",
        "Kindly stop booking {s} on {o}, replacement CC TBD.",
        "FYI cost centre {o} for {s} deactivated, {src}.",
        "Correction - {s} is not on {o}.",
    ),
    "plan": (
        "{s} is no longer on {o}, renewal pending.",
        "{o} plan expired for {s}, new plan not yet signed.",
        "Kindly note {s} is not covered under {o} anymore.",
        "FYI {s} dropped {o}, best effort support only till contract signed.",
        "Correction - {s} is not on {o}, {src}.",
        "{s} cancelled {o}, will revert back on new coverage.",
    ),
    "po_number": (
        "PO {o} of {s} is cancelled, new PO awaited.",
        "{s} PO {o} exhausted, no new PO yet.",
        "Pls don't bill {s} against {o} anymore.",
        "Kindly note {o} is closed for {s}, {src}.",
        "FYI {s} withdrew PO {o}; hold invoicing.",
        "Correction - {o} is not the PO of {s}.",
    ),
}

# The subject is the speaker: "Myself Ramesh, ...". The subject stays named.
_SELF: dict[str, dict[str, tuple[str, ...]]] = {
    "city": {
        "state": (
            "Kindly note I ({s}) am based out of {v} office.",
            "Myself {s}, working from {v} location.",
            "This is {s} from {v} site, pls reach me for any onsite help.",
        ),
        "update": (
            "Kindly note I ({s}) am shifted to {v} office {when}.",
            "Myself {s}, relocated from {o} to {v}, pls update my location.",
            "{s} here - I am working from {v} now.",
        ),
        "negate": (
            "I ({s}) am no longer in {o}, will share new location soon.",
            "Myself {s}, not sitting in {o} anymore. New site TBC.",
        ),
    },
    "address": {
        "state": (
            "My ({s}) home address is {v}, pls use for courier.",
            "Myself {s}, staying at {v}.",
        ),
        "update": (
            "I ({s}) have shifted house, new address is {v}.",
            "{s} here - pls change my address from {o} to {v}.",
        ),
        "negate": (
            "I ({s}) have vacated {o}, will share new address later.",
            "{s} here, pls don't send anything to {o}, I moved out.",
        ),
    },
    "role": {
        "state": (
            "Myself {s}, working as {v} in this account.",
            "Hi all, {s} here, I am the {v} for EMEA shift.",
        ),
        "update": (
            "Happy to share I ({s}) am now {v} {when}.",
            "{s} here - my designation changed from {o} to {v}.",
        ),
        "negate": (
            "I ({s}) am no longer {o}, new role TBD.",
            "{s} here, I have stepped down as {o}.",
        ),
    },
    "team": {
        "state": (
            "Myself {s} from {v}.",
            "Hi team, {s} here, I am part of {v}.",
        ),
        "update": (
            "Kindly note I ({s}) am moved to {v} {when}.",
            "{s} here - I am shifted from {o} to {v}.",
        ),
        "negate": (
            "I ({s}) am released from {o}, new group not yet mapped.",
            "{s} here, I am not in {o} anymore.",
        ),
    },
    "manager": {
        "state": (
            "Myself {s}, reporting to {v}.",
            "For my ({s}) leave approvals pls reach {v}, my RM.",
        ),
        "update": (
            "Kindly note I ({s}) am reporting to {v} {when}.",
            "{s} here - my RM changed from {o} to {v}.",
        ),
        "negate": (
            "I ({s}) am no longer reporting to {o}, new RM TBD.",
            "{s} here, {o} is not my mgr anymore.",
        ),
    },
    "drink": {
        "state": (
            "{s} here, pls get {v} for me.",
            "For me ({s}) {v} only pls.",
        ),
        "update": (
            "{s} here - switched to {v}, no more {o} for me.",
            "Pls note I ({s}) am on {v} now.",
        ),
        "negate": (
            "I ({s}) stopped {o}, don't order for me pls.",
            "{s} here, no more {o} for me.",
        ),
    },
    "phone": {
        "state": (
            "{s} here, you can reach me on {v}.",
            "My ({s}) mobile no. is {v}.",
        ),
        "update": (
            "{s} here - my new no. is {v}, old one {o} not working.",
            "Pls note I ({s}) am using {v} now.",
        ),
        "negate": (
            "I ({s}) am not using {o} anymore, will share new no.",
            "{s} here, pls don't call on {o}.",
        ),
    },
    "email": {
        "state": (
            "{s} here, my mail id is {v}.",
            "Pls send to me ({s}) on {v}.",
        ),
        "update": (
            "{s} here - my email changed to {v} after migration.",
            "Pls use {v} for me ({s}), not {o}.",
        ),
        "negate": (
            "I ({s}) am not using {o} anymore, new id pending.",
            "{s} here, {o} is deactivated for me.",
        ),
    },
}

# The speaker is the new manager / owner: "reporting to me (Ramesh Iyer)".
_SPEAKER_IS_VALUE: dict[str, tuple[str, ...]] = {
    "manager": (
        "Kindly note {s} will be reporting to me, {v}, {when}.",
        "{s} is under me ({v}) from now, pls route approvals to me.",
        "FYI I ({v}) am the RM for {s} going forward.",
    ),
    "owner": (
        "Kindly note I ({v}) am taking over {s} {when}.",
        "I ({v}) will be leading {s} going forward, pls route queries to me.",
        "FYI {s} is with me now - {v}.",
    ),
}

# Ticket lines, keyed by the state being written.
_TICKET: dict[str, tuple[str, ...]] = {
    "open": (
        "{t} logged for {c} user: {p}. State: open, assigned to L1 queue.",
        "New incident {t} raised by {c} - {p}. Ticket open, pending triage.",
        "{t} | {c} | {p} | State: open | Priority: P3",
        "Kindly note {t} is open for {c}: user reported {p}.",
        "Logged {t} on behalf of {c}, issue - {p}. Ticket open, will revert back after analysis.",
        "FYI {c} raised {t} ({p}), currently open in queue.",
        "{t} created: {p} ({c}). State open, ETA for first response 30 mins.",
        "Pls note one open ticket {t} from {c} - {p}. Do the needful.",
        "Call received from {c} at {time}, {p}. Ticket {t} open.",
        "Incident {t} for {c} is open. Short desc: {p}.",
        "{t} reopened by {c}, user says {p} is back. State open again.",
        "State changed from {o} to open for {t} - {p} recurred.",
    ),
    "in progress": (
        "{t} picked up, state changed from {o} to in progress.",
        "{t} is in progress now, working with {c} user on {p}.",
        "WIP on {t} ({p}). State in progress, remote session at {time}.",
        "UPDATE: {t} in progress - logs collected from {c} user, analysing.",
        "State changed from {o} to in progress for {t}.",
        "{t} for {c} moved to in progress, engineer assigned.",
        "Kindly note {t} is in progress, ETA tmrw EOD.",
        "Working on {t} ({c}), status in progress. Will revert back once fix tested.",
        "{t}: in progress. Issue '{p}' reproduced in lab.",
        "As per call with {c}, {t} kept in progress till user confirms.",
    ),
    "resolved": (
        "{t} resolved - {fix}. User confirmed, pls close after 3 days.",
        "RCA: {rca}. {t} marked resolved.",
        "Kindly note {t} ({p}) is resolved for {c}.",
        "State changed from {o} to resolved on {t}.",
        "{t} resolved, {c} user confirmed issue not reproducing.",
        "Fix applied for {p}. {t} resolved, awaiting auto-closure.",
        "Resolution notes for {t}: {fix}. State resolved.",
        "{t} - issue fixed and resolved as per call with {c} user.",
        "UPDATE: {t} resolved at {time}. RCA: {rca}.",
        "Good news, {t} for {c} is resolved. {p} - not seen after fix.",
    ),
}

_TICKET_NEGATE = (
    "Kindly ignore earlier note, {t} is not {o} anymore. Will update correct state shortly.",
    "{t} no longer {o}, re-checking with {c}.",
    "Correction - {t} ({p}) should not be {o}, state under review.",
    "FYI {t} is not {o} now, pls hold any update to {c}.",
)


# --------------------------------------------------------------------------- chatter

_CHATTER_PLAIN = (
    "Handover: {n1} tickets in queue, {n2} pending user revert, no P1/P2. Quiet night.",
    "Queue is flooded since {time}, {n3} calls in last hour. Pls login early tmrw.",
    "FYI phone system lagging again, calls dropping after {n1} secs. Raised with telco.",
    "SLA for the week is {pct}%, thank you all for the effort!",
    "CSAT this month {pct}%, {n1} detractors, pls read the comments in the dashboard.",
    "Traffic in {place} is crazy today, reached office at {time}.",
    "Signal no. {n1} in NCR, some agents may come late, pls cover the lines.",
    "NEPA took light again, on gen now. Laptop battery at {n2}%.",
    "Power cut in {place} since {time}, working from hotspot. Will be slow.",
    "Who wants {food}? Ordering at {time}, {n1} people so far.",
    "Merienda is {food} today, thanks to whoever brought it!",
    "Team lunch on {day} at {place}, pls confirm by EOD.",
    "Reminder: quality audit on {day}, {n1} calls per agent will be sampled.",
    "Pls submit timesheets before {time} {day}, finance is chasing.",
    "Biometric not working at gate {n1}, pls mark attendance manually.",
    "AC on our floor is too cold again, raised with admin at {time}.",
    "Anyone watching the match tonight? Starts {time}.",
    "Super Eagles playing {day}, expect low attendance lol.",
    "IPL final on {day}, night shift pls don't cry if we lose.",
    "PBA game last night was too close, {n1}-{n2}!",
    "CHG00{chg} window tonight {time}, expect {n1} mins downtime on the portal. FYI.",
    "Bridge for CHG00{chg} closed at {time}, no impact reported.",
    "Knowledge session on new KB format {day} {time}, attendance mandatory.",
    "Pls don't forget the mandatory security training, {n1} people still pending.",
    "Diwali potluck on {day}, bring your best sweets.",
    "Christmas party voting closes {day}, {n1} votes for the {place} venue so far.",
    "Happy Friday all! {n1} hrs to go.",
    "Rain is heavy near {place}, cab came after {n1} mins.",
    "Parking full again, parked at {place} and walked {n1} mins.",
    "Headset no. {n2} on bay {n1} is faulty, pls don't use.",
    "Weekly call moved to {time} on {day}, same bridge.",
    "Payroll credited, enjoy your weekend guys.",
    "Fire drill at {time} tmrw, pls log out of phones before exiting.",
    "Night shift, pls check the shared mailbox, {n3} unread since {time}.",
    "Network was slow {time} to {time2}, looks fine now.",
    "Canteen closed {day}, pls bring food or order.",
    "Who took the stapler from bay {n1}? Pls return.",
    "Reminder: town hall {day} {time}, {n1} questions already submitted.",
    "Pls keep your desks clean, client visit to the floor on {day}.",
    "Average handling time this week {n1} mins {n2} secs, target is {n3} secs lower.",
    "Backlog down to {n1} from {n3}, great work everyone!",
    "Jeepney strike tmrw, pls plan travel accordingly.",
    "Auto drivers on strike near {place}, took {n1} mins to reach.",
    "Go-slow on {place} since {time}, pls bear with me.",
    "Ordered {food} for the night shift, {n1} boxes in pantry.",
    "Floor temperature {n1} degrees, who is controlling the AC?",
    "Tmrw is holiday for PH site, other sites pls cover the {time} slot.",
    "Sinulog photos are up in the group chat, nice!",
    "Holi tmrw, wear old clothes if coming to office lol.",
    "Eid Mubarak to all celebrating! Shift coverage plan shared.",
    "Reminder: {n1} leave requests pending approval in the portal.",
    "Mock call session {day} {time}, {n1} new joiners to attend.",
    "Idle time very high {time} to {time2}, pls pick from unassigned queue.",
    "VPN for agents was flapping at {time}, seems ok now. Pls report if again.",
    "Shift roster for next week published, pls check and revert back if any clash.",
    "Thanks all for covering yesterday, {n3} tickets closed in one shift, record!",
    "Cake in the pantry, {n1} slices left. First come first serve.",
    "Pls mute yourself on the bridge, lot of background noise.",
    "Lift no. {n1} not working, pls use stairs or lift {n2}.",
    "Traffic enforcer stopped our shuttle at {place}, we are {n1} mins late.",
)

_CHATTER_MENTION = (
    "Happy bday {m}! Cake at pantry {time}.",
    "{m} brought {food} from home, thank you!",
    "Congrats {m} on the baby news!",
    "{m} is on sick leave today, pls cover the queue.",
    "{m} got best agent of the month, {n3} tickets closed!",
    "Welcome back {m}, hope the vacation was good.",
    "{m} is stuck in traffic near {place}, will login by {time}.",
    "Shoutout to {m} for handling the angry caller at {time}, very calm.",
    "{m} won the raffle at town hall, {n1} entries lol.",
    "{m}, pls share the slides from yesterday's session.",
    "{m} will take the mock calls for new joiners {day} {time}.",
    "Thank you {m} for the {food}, it was too good.",
    "{m} scored {n1} in the quality audit, well done!",
    "{m} is doing the karaoke on {day}, bring earplugs lol.",
    "Pls wish {m}, {n1} years with the account today!",
    "{m} is half day today, will be back by {time}.",
    "Who is covering for {m} on {day}? Pls confirm.",
    "{m} found the missing headset under bay {n1}.",
    "Sending good vibes to {m} for the exam on {day}.",
    "{m} is joining the call late, connection issue near {place}.",
)


def _chatter(event: Event, rng: random.Random) -> str:
    fill = {
        "n1": str(rng.randint(2, 19)),
        "n2": str(rng.randint(3, 60)),
        "n3": str(rng.randint(40, 260)),
        "pct": f"{rng.randint(82, 99)}.{rng.randint(0, 9)}",
        "time": _time(rng),
        "time2": _time(rng),
        "place": rng.choice(_PLACES),
        "food": rng.choice(_FOODS),
        "day": rng.choice(_WEEKDAYS),
        "chg": str(rng.randint(10000, 99999)),
        "m": "",
    }
    if event.mention and rng.random() < 0.8:
        fill["m"] = _person(event.mention, rng)
        core = rng.choice(_CHATTER_MENTION).format(**fill)
    else:
        core = rng.choice(_CHATTER_PLAIN).format(**fill)
    line = core
    if rng.random() < 0.3:
        line = rng.choice(("FYI ", "Hi all, ", "Team, ", "Guys, ", "NOTE- ", "Info: ")) + line
    if rng.random() < 0.3:
        line += rng.choice((" - {me}", " ~{me}", " :)", " Thanks!", " Rgds, {me}")).format(
            me=_first(event.speaker)
        )
    return line if len(line) < 295 else core


# --------------------------------------------------------------------------- questions
#
# {who} is the person asked about (a name, or a chain like "the mgr of Ramesh").

_ASK_PERSON: dict[str, tuple[str, ...]] = {
    "city": (
        "Which city is {who} working from currently?",
        "Where is {who} sitting these days, which city?",
        "Pls confirm in which city {who} is located now.",
        "Where is {who} physically located as of today?",
        "Which city should the engineer go to for {who}?",
        "{who} works out of which city?",
        "Can someone tell me the city of {who}?",
        "Need to dispatch hardware to {who}, which city?",
        "In which town can deskside visit {who}?",
        "Which site city is {who} attached to now?",
    ),
    "address": (
        "What is the home address of {who}?",
        "Where does {who} stay? Need it for laptop courier.",
        "Pls share residential address of {who}.",
        "Courier team asking home address of {who}, anyone?",
        "Which street does {who} live on?",
        "Where should the replacement device for {who} be delivered (home)?",
        "Current house address of {who} pls?",
        "Where is {who} residing now, full address?",
    ),
    "role": (
        "What is the designation of {who}?",
        "What role is {who} handling now?",
        "What job title does {who} hold?",
        "{who} is working in what capacity on the account?",
        "Pls confirm the title of {who} in AD.",
        "What position is {who} in currently?",
        "What does {who} do here, which role?",
        "Is {who} analyst or lead? What exactly is the title?",
    ),
    "team": (
        "Which assignment group is {who} part of?",
        "Under which team does {who} sit?",
        "{who} belongs to which group now?",
        "Which queue should I route to for {who}, what team?",
        "Pls confirm the group of {who}.",
        "What team is {who} with currently?",
        "{who} is mapped to which resolver group?",
        "Which group does {who} work in?",
    ),
    "manager": (
        "Who is the reporting mgr of {who}?",
        "To whom does {who} report?",
        "Who approves leaves for {who}?",
        "Who is RM for {who} currently?",
        "Who is the line manager over {who}?",
        "Escalation for {who} goes to which supervisor?",
        "{who} is reporting to whom now?",
        "Whose team is {who} under, who is the boss?",
    ),
    "drink": (
        "What does {who} usually drink?",
        "What should I order for {who} from pantry?",
        "What beverage does {who} prefer?",
        "Pantry run - what to get for {who}?",
        "{who} likes which drink?",
        "Any idea what drink {who} goes for?",
        "For the client visit, what to serve {who}?",
        "What is the favourite drink of {who}?",
    ),
    "phone": (
        "What is the mobile no. of {who}?",
        "How to reach {who} on mobile?",
        "Contact number for {who} pls?",
        "Need to call {who}, what is the cell no.?",
        "Which number should I dial for {who}?",
        "Pls share the phone no. of {who} for callback.",
        "What is the best number to ring {who}?",
        "Anyone has the cell of {who}?",
    ),
    "email": (
        "What is the mail id of {who}?",
        "To which email should I send credentials for {who}?",
        "Pls share email address of {who}.",
        "What address do I mail {who} on?",
        "Which mailbox is {who} using?",
        "Email of {who} pls, need to loop in.",
        "What is the SMTP id for {who}?",
        "Where do I send the approval mail for {who}?",
    ),
}

_ASK_PERSON_POSS: dict[str, tuple[str, ...]] = {
    "city": ("What is {name}'s base city now?", "{name}'s location city pls?"),
    "address": ("What is {name}'s home address?", "{name}'s residence address pls?"),
    "role": ("What is {name}'s job title?", "{name}'s current designation?"),
    "team": ("What is {name}'s assignment group?", "{name}'s team pls?"),
    "manager": ("Who is {name}'s RM?", "Who is {name}'s boss these days?"),
    "drink": ("What is {name}'s usual drink?", "{name}'s pantry order?"),
    "phone": ("What is {name}'s cell no.?", "{name}'s mobile pls?"),
    "email": ("What is {name}'s mail id?", "{name}'s email pls?"),
}

_ASK_OTHER: dict[str, tuple[str, ...]] = {
    "status": (
        "What is current health of {s}?",
        "How is {s} tracking now?",
        "Where does project {s} stand?",
        "What is the RAG of {s} as of today?",
        "Any idea how {s} is going, green or what?",
        "Pls confirm latest standing of {s}.",
        "What state is {s} project in now?",
        "How is {s} looking for the steerco?",
    ),
    "deadline": (
        "When is {s} due?",
        "What is the target date for {s}?",
        "By when does {s} need to be delivered?",
        "What is the end date of {s}?",
        "When do we need to finish {s}?",
        "Pls confirm the cut-off for {s}.",
        "What date is {s} supposed to complete?",
        "Till when do we have for {s}?",
    ),
    "owner": (
        "Who is leading {s}?",
        "Who owns {s} project?",
        "Who is the PM for {s}?",
        "Whom to contact as owner of {s}?",
        "Who is driving {s} now?",
        "{s} is under whom?",
        "Who is accountable for {s}?",
        "Who heads project {s}?",
    ),
    "cost_centre": (
        "Which CC to book {s} hours?",
        "What is the cost centre code for {s}?",
        "Budget code for {s} pls?",
        "Which code do we charge {s} time to?",
        "Timesheet code for {s}?",
        "What CC is {s} billed on?",
        "Finance asking CC of {s}, anyone?",
        "Which cost centre does {s} use?",
    ),
    "plan": (
        "What plan is {s} subscribed to?",
        "Which support tier is {s} on?",
        "What contract plan does {s} have with us?",
        "What coverage does {s} get?",
        "Which SLA package is {s} under?",
        "What subscription does {s} have?",
        "Pls confirm support plan of {s}.",
        "Which plan to check for {s} SLA?",
    ),
    "po_number": (
        "What is the PO no. for {s}?",
        "Which PO to quote on invoice for {s}?",
        "Purchase order number of {s} pls?",
        "Billing team asking PO of {s}, anyone?",
        "Which PO do we bill {s} against?",
        "What PO# did {s} give us?",
        "Need PO ref for {s} invoice, what is it?",
        "{s} purchase order no.?",
    ),
    "ticket": (
        "What is the latest on {t}?",
        "Has {t} been fixed or still pending?",
        "{t} ({p}) - where are we on this one?",
        "Pls share current state of {t} raised by {c}.",
        "Is {t} closed out or still being worked?",
        "Any update on {t}? {c} is chasing.",
        "What is the state of {t} now?",
        "Where does {t} stand, {c} asking?",
        "{t} for {c} - done or not yet?",
        "Can someone check {t} ({p}) and tell me the state?",
    ),
}

# Question openers that may lose their capital after "Hi team, " (never a name).
_LOWERABLE = frozenset({
    "What", "Which", "Where", "Who", "Whom", "Whose", "How", "When", "Pls", "Is", "Has",
    "Any", "Can", "Need", "In", "Under", "To", "Till", "By", "For", "Email", "Contact",
    "Budget", "Finance", "Billing", "Courier", "Current", "Pantry", "Timesheet", "Purchase",
    "Escalation", "Anyone", "The", "Whoever",
})  # fmt: skip

_VIA: dict[str, tuple[str, ...]] = {
    "manager": (
        "the mgr of {s}",
        "the reporting mgr of {s}",
        "whoever {s} reports to",
        "the line manager of {s}",
        "the person {s} is reporting to",
        "the RM of {s}",
        "the boss of {s}",
    ),
    "owner": (
        "the owner of {s}",
        "whoever is leading {s}",
        "the {s} project lead",
        "the person owning {s}",
        "the PM of {s}",
        "whoever drives project {s}",
    ),
}


# --------------------------------------------------------------------------- family


class HelpdeskFamily:
    """An outsourced service desk (Manila, Pune, Lagos) writing worklogs and handovers."""

    @property
    def name(self) -> str:
        return "helpdesk-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        return _LEXICON

    # ----------------------------------------------------------------- identifiers

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        if slot == "phone":
            return self._phone(subject, rng)
        if slot == "email":
            return self._email(subject, rng)
        if slot == "cost_centre":
            form = rng.randrange(4)
            if form == 0:
                return f"{rng.randint(1000, 9999)}-{rng.choice(('EU', 'FR', 'DE', 'NL'))}"
            if form == 1:
                return f"KST-{rng.randint(40000, 49999)}"
            if form == 2:
                return f"{rng.randint(100, 999)}-{rng.randint(1000, 9999)}-IT"
            return f"{rng.choice(('OPS', 'EUC', 'INF'))}-{rng.randint(1000, 9999)}"
        if slot == "po_number":
            head = rng.choice(("45", "47", "71"))
            return f"{head}{rng.randint(0, 99999999):08d}"
        # ticket (and anything else): a ServiceNow-style incident number
        return f"INC{rng.randint(10000, 9999999):07d}"

    @staticmethod
    def _phone(subject: str, rng: random.Random) -> str:
        origin = _ORIGIN.get(subject, "")
        if not origin or rng.random() < 0.15:
            origin = rng.choice(("ph", "in", "ng", "eu"))
        if origin == "ph":
            return f"+63 9{rng.randint(15, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        if origin == "in":
            return f"+91 {rng.randint(70000, 99999)} {rng.randint(10000, 99999)}"
        if origin == "ng":
            net = rng.choice(("803", "806", "813", "703", "810", "905", "802"))
            return f"+234 {net} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        country = rng.randrange(5)
        if country == 0:
            digits = " ".join(f"{rng.randint(10, 99)}" for _ in range(4))
            return f"+33 6 {digits}"
        if country == 1:
            return f"+49 15{rng.randint(1, 9)} {rng.randint(1000000, 9999999)}"
        if country == 2:
            return f"+31 6 {rng.randint(10000000, 99999999)}"
        if country == 3:
            return f"+39 3{rng.randint(20, 49)} {rng.randint(1000000, 9999999)}"
        return f"+48 {rng.randint(500, 799)} {rng.randint(100, 999)} {rng.randint(100, 999)}"

    @staticmethod
    def _email(subject: str, rng: random.Random) -> str:
        words = _ascii(subject).split() or ["user"]
        first, last = words[0], words[-1]
        domain = rng.choice(
            (
                "veldmann-group.eu",
                "veldmann-group.eu",
                "triharbor-gs.com",
                "triharbor-gs.com",
                "ext.veldmann-group.eu",
                "servicedesk.triharbor-gs.com",
            )
        )
        local = rng.choice(
            (
                f"{first}.{last}",
                f"{first}.{last}",
                f"{first[0]}{last}",
                f"{first}.{last}.ext",
                f"{first}.{last}{rng.randint(1, 9)}",
                f"{last}.{first[0]}",
            )
        )
        return f"{local}@{domain}"

    # ----------------------------------------------------------------- statements

    def say(self, event: Event, rng: random.Random) -> str:
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return _chatter(event, rng)
        if event.slot == "ticket":
            return self._ticket(event, rng)
        slot = event.slot
        kind = event.kind
        value = event.value or ""
        old = event.old or ""
        if slot == "deadline":
            value = _date(value, rng) if value else value
            old = _date(old, rng) if old else old
        subject = _person(event.subject, rng) if slot in _PERSON_SLOTS else event.subject
        table = {"state": _STATE, "update": _UPDATE, "negate": _NEGATE}.get(kind, _STATE)
        if kind == "resolve":
            table = _UPDATE if event.old else _STATE
        pool = table.get(slot)
        if pool is None:
            pool = ("{s}: {v}",) if kind != "negate" else ("{s}: {o} no longer valid.",)
        has_old = bool(event.old)
        if (
            kind != "negate"
            and slot in _SPEAKER_IS_VALUE
            and event.value == event.speaker
            and rng.random() < 0.6
        ):
            pool = _SPEAKER_IS_VALUE[slot]
        elif event.speaker == event.subject and slot in _SELF and rng.random() < 0.55:
            pool = _SELF[slot].get(kind if kind in _SELF[slot] else "state", pool)
        template = _pick(rng, pool, has_old)
        core = template.format(
            s=subject,
            v=value,
            o=old,
            me=_first(event.speaker),
            when=rng.choice(_WHEN),
            src=rng.choice(_SOURCES),
            time=_time(rng),
        )
        if not template.startswith(("{v}", "{o}")):
            core = _cap(core)  # a value keeps its own spelling ("flat white")
        return _wrap(core, event, rng, dated=slot == "deadline")

    def _ticket(self, event: Event, rng: random.Random) -> str:
        problem, customer = _split_detail(event.detail)
        ticket = event.subject or ""
        fill = {
            "t": ticket,
            "p": problem,
            "c": customer,
            "o": event.old or "",
            "v": event.value or "",
            "time": _time(rng),
            "fix": rng.choice(_FIXES),
            "rca": rng.choice(_RCAS),
        }
        if event.kind == "negate":
            core = _pick(rng, _TICKET_NEGATE, True).format(**fill)
            return _wrap(core, event, rng, dated=False)
        value = "resolved" if event.kind == "resolve" else (event.value or "open")
        pool = _TICKET.get(value)
        if pool is None:
            pool = ("{t} ({c}): state is now {v}.", "State of {t} set to {v} - {p}.")
        has_old = bool(event.old) and event.old != value
        usable = [t for t in pool if has_old or "{o}" not in t]
        if event.kind == "state" and value == "open":
            # a first report is not a reopening
            usable = [t for t in usable if "reopen" not in t and "again" not in t] or usable
        template = rng.choice(usable or list(pool))
        return _wrap(_cap(template.format(**fill)), event, rng, dated=False)

    # ----------------------------------------------------------------- questions

    def ask(self, ask: Ask, rng: random.Random) -> str:
        slot = ask.slot
        if ask.via in _VIA and slot in _PERSON_SLOTS:
            start = _person(ask.subject, rng) if ask.via == "manager" else ask.subject
            who = rng.choice(_VIA[ask.via]).format(s=start)
            question = rng.choice(_ASK_PERSON[slot]).format(who=who)
            return _cap(self._ask_wrap(question, rng))
        if slot in _PERSON_SLOTS:
            name = _person(ask.subject, rng)
            if rng.random() < 0.2:
                question = rng.choice(_ASK_PERSON_POSS[slot]).format(name=name)
            else:
                question = rng.choice(_ASK_PERSON[slot]).format(who=name)
            return _cap(self._ask_wrap(question, rng))
        problem, customer = _split_detail(ask.detail)
        pool = _ASK_OTHER.get(slot, ("What is the {slot} of {s}?",))
        question = rng.choice(pool).format(
            s=ask.subject, t=ask.subject, p=problem, c=customer, slot=slot.replace("_", " ")
        )
        return _cap(self._ask_wrap(question, rng))

    @staticmethod
    def _ask_wrap(question: str, rng: random.Random) -> str:
        roll = rng.random()
        first = question.split(" ", 1)[0]
        lead = question
        if first in _LOWERABLE:
            lead = question[:1].lower() + question[1:]
        if roll < 0.12:
            return "Quick one - " + lead
        if roll < 0.22:
            return "Hi team, " + lead
        if roll < 0.28:
            return question + " TIA"
        if roll < 0.33:
            return question + " Pls revert asap."
        return question


FAMILY = HelpdeskFamily()
