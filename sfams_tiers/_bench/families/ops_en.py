"""Ops-en: the shift log and chat of a global support centre, in non-native English.

Style:
    The writers sit in a follow-the-sun support centre (Balkans, Southeast Asia,
    Latin America, Africa) and write English as a working language: short clauses,
    dropped articles, odd word order ("in Zagreb is Goran now"), arrows and colons
    instead of verbs ("Goran -> Zagreb office", "Kestrel: at risk -> paused"),
    abbreviations (pls, fyi, CC, PO, TBD) and the occasional speaker prefix
    ("Linh: ...") as in a team chat. Lines carry no time-stamps. Small talk is about
    shifts, the coffee machine, football, family and food, and is the only place
    where typos appear: names, numbers and other values are always written exactly.

Author intent:
    Statements are built compositionally from openers, verb phrases, word orders and
    optional tails, so that one fact rarely comes out the same way twice, and so that
    the line reads like a real hand-over note rather than a template ("X is based in
    Y"). Updates sometimes name the old value, sometimes only the new one, sometimes
    come as a correction of an earlier message; negations say that something stopped
    being true without saying what replaces it. When the speaker talks about
    themselves the line is written in the first person and the speaker's name is the
    chat prefix, so the reader always knows whose fact it is. Questions use their own
    vocabulary (different verbs and nouns than the statements) and spell out two-hop
    chains ("the person X reports to", "whoever runs project P").
"""

from __future__ import annotations

import datetime as _dt
import random
import re
import unicodedata
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Family, Lexicon

__all__ = ["FAMILY", "LEXICON"]


LEXICON = Lexicon(
    people=(
        "Goran Petrović",
        "Jelena Marković",
        "Dragana Ilić",
        "Mirza Hodžić",
        "Besnik Krasniqi",
        "Teodora Stojanova",
        "Luka Babić",
        "Emina Softić",
        "Linh Tran",
        "Arief Santoso",
        "Siti Rahmawati",
        "Kittipong Srisuk",
        "Maricel Dizon",
        "Jomar Villanueva",
        "Hafiz Rahman",
        "Dara Sok",
        "Paloma Reyes",
        "Joaquín Herrera",
        "Valentina Quispe",
        "Thiago Nascimento",
        "Ximena Castillo",
        "Rodrigo Fuentes",
        "Marisol Ortega",
        "Camila Duarte",
        "Chidi Okafor",
        "Amara Diallo",
        "Kwame Mensah",
        "Wanjiru Kamau",
        "Thandiwe Dlamini",
        "Tesfaye Bekele",
        "Fatou Ndiaye",
        "Babajide Adeyemi",
        "Nomvula Khumalo",
        "Yusuf Abdi",
    ),
    projects=(
        "Kestrel",
        "Baobab",
        "Monsoon",
        "Lighthouse",
        "Tamarind",
        "Nightjar",
        "Copperline",
        "Sunbird",
        "Granite",
        "Marlin",
        "Quetzal",
        "Jacaranda",
    ),
    customers=(
        "Andes Freight S.A.",
        "Mekong Textile Co.",
        "Sava Logistik d.o.o.",
        "Zambezi Breweries",
        "Pacifico Seguros",
        "Borneo Palm Holdings",
        "Dunav Osiguranje",
        "Sahel Agritech",
        "Laguna Retail Group",
        "Karoo Solar PLC",
        "Visayas Shipping Inc.",
        "Atacama Minerals",
    ),
    teams=(
        "Billing Ops",
        "Network L2",
        "Identity & Access",
        "Service Desk EMEA",
        "Service Desk LATAM",
        "Service Desk APAC",
        "Release Engineering",
        "Data Platform",
        "Field Support",
        "Customer Onboarding",
        "Payments Squad",
    ),
    cities=(
        "Zagreb",
        "Belgrade",
        "Sarajevo",
        "Skopje",
        "Tirana",
        "Ljubljana",
        "Podgorica",
        "Manila",
        "Cebu",
        "Ho Chi Minh City",
        "Hanoi",
        "Jakarta",
        "Surabaya",
        "Kuala Lumpur",
        "Bangkok",
        "Phnom Penh",
        "Bogotá",
        "Lima",
        "Quito",
        "São Paulo",
        "Buenos Aires",
        "Guadalajara",
        "Monterrey",
        "Montevideo",
        "Nairobi",
        "Lagos",
        "Accra",
        "Kigali",
        "Addis Ababa",
        "Johannesburg",
        "Dakar",
        "Casablanca",
        "Lisbon",
        "Kraków",
        "Bucharest",
        "Pune",
        "Rotterdam",
        "Cluj-Napoca",
    ),
    addresses=(
        "Ilica 142",
        "Kralja Petra I 58, stan 4",
        "Ferhadija 21",
        "Rruga e Durrësit 73",
        "ul. Vasil Levski 118, ap. 9",
        "Knez Mihailova 36/2",
        "Trg bana Jelačića 5",
        "Slovenska cesta 47",
        "Bulevar Svetog Petra Cetinjskog 104",
        "Blk 24 Lot 7, Sampaguita St., Brgy. San Isidro",
        "88/14 Soi Sukhumvit 31",
        "Jl. Kemang Raya No. 47",
        "Jalan Ampang 163, Lot 12",
        "Số 112 Đường Lê Lợi",
        "Street 240, House 19B",
        "27 Ngõ 15 Phố Huế",
        "Calle 93 #14-28, Apto 502",
        "Av. Larco 1150, Dpto. 7",
        "Rua Augusta 2241, apto 84",
        "Av. Corrientes 3450, Piso 6 B",
        "Calle Morelos 417 Int. 3",
        "Av. Providencia 2133, Of. 61",
        "Bulevar Artigas 1289",
        "Av. Amazonas N34-120",
        "Plot 14, Admiralty Way, Lekki Phase 1",
        "House 23, Ring Road Central",
        "KG 9 Ave 31",
        "Ngong Road 218, Apt 4C",
        "12 Kerk Street, Unit 3",
        "Bole Road 77, Building 5",
        "Rue Carnot 61",
        "Boulevard Zerktouni 190, 3e étage",
        "Rua da Prata 80, 2º Esq.",
        "ul. Floriańska 33/7",
        "Strada Lipscani 56, ap. 12",
        "Koregaon Park Lane 5, Flat 302",
        "Witte de Withstraat 92-III",
        "Strada Memorandumului 28",
        "4 Oak Lane, Apt 2",
        "19 Baker Close",
        "56 Mahogany Avenue",
        "7 Tamboerskloof Road",
        "Avenida Juárez 975, Depto 4",
        "Lorong Kurau 3, No. 11",
    ),
    roles=(
        "L1 support agent",
        "shift lead",
        "escalation engineer",
        "incident manager",
        "QA analyst",
        "knowledge base editor",
        "site reliability engineer",
        "service delivery manager",
        "workforce planner",
        "technical account manager",
        "onboarding specialist",
        "billing analyst",
        "duty manager",
        "network engineer",
    ),
    drinks=(
        "flat white",
        "black coffee",
        "turkish coffee",
        "cà phê sữa đá",
        "teh tarik",
        "yerba mate",
        "chai latte",
        "rooibos tea",
        "cortado",
        "oat cappuccino",
        "sparkling water",
        "hot chocolate",
        "kombucha",
        "Milo",
        "bissap juice",
    ),
    statuses=(
        "on track",
        "at risk",
        "paused",
        "blocked",
        "in UAT",
        "slipping",
        "on hold",
        "wrapping up",
        "in pilot",
    ),
    plans=(
        "Bronze Care",
        "Silver Care",
        "Gold Care 24/7",
        "Starter Lite",
        "Business Flex",
        "Enterprise Premier",
        "Pay-As-You-Go",
        "Scale 500",
    ),
    problems=(
        "invoice PDF shows wrong VAT",
        "SSO login loops back to start page",
        "agents cannot attach files over 5 MB",
        "dashboard times out after midnight",
        "SMS codes arrive late",
        "CSV import skips accented names",
        "webhook fires twice per order",
        "mobile app crashes on logout",
        "reports show yesterday's totals",
        "password reset mail never arrives",
        "VPN drops every 20 minutes",
        "label printer prints blank pages",
        "search returns archived tickets",
        "timesheet totals rounded wrong",
    ),
)
"""The world of the support centre: people, projects, customers and values."""


# --------------------------------------------------------------------------- helpers

_ALT = re.compile(r"\[([^\[\]]*)\]")
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
_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def _expand(rng: random.Random, template: str) -> str:
    """Resolve every ``[a|b|c]`` group of ``template`` by a random choice (innermost first)."""
    while True:
        match = _ALT.search(template)
        if match is None:
            return template
        choice = rng.choice(match.group(1).split("|"))
        template = template[: match.start()] + choice + template[match.end() :]


def _tidy(text: str) -> str:
    """Collapse whitespace, fix spaces before punctuation, keep one line."""
    text = " ".join(text.replace("\n", " ").split())
    text = re.sub(r" ([,?!])", r"\1", text)
    text = text.replace(",,", ",").replace(", ,", ",")
    return text.strip(" ,")


def _first(name: str) -> str:
    """The first name of a full name."""
    return name.split()[0]


def _person(rng: random.Random, name: str) -> str:
    """A person as colleagues write them: mostly first name, sometimes full name."""
    return _first(name) if rng.random() < 0.7 else name


def _ordinal(n: int) -> str:
    """English ordinal of ``n`` (1st, 2nd, 11th, 23rd)."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _date(rng: random.Random, iso: str) -> str:
    """An ISO date written the way the shift log writes dates (never ISO)."""
    try:
        d = _dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    month = _MONTHS[d.month - 1]
    mon = month[:3]
    forms = (
        f"{d.day} {mon}",
        f"{mon} {d.day}",
        f"{_ordinal(d.day)} of {month}",
        f"{d.day:02d}.{d.month:02d}.",
        f"{d.day:02d}/{d.month:02d}",
        f"{_WEEKDAYS[d.weekday()]} {d.day} {mon}",
        f"{month} {_ordinal(d.day)}",
        f"{d.day} {month} {d.year}",
        f"{_ordinal(d.day)} {mon}",
    )
    return rng.choice(forms)


def _ascii(text: str) -> str:
    """Lower-case ASCII letters only (for e-mail local parts)."""
    text = text.replace("đ", "dj").replace("Đ", "Dj")
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text.lower() if "a" <= ch <= "z")


def _project(rng: random.Random, name: str) -> str:
    """A project as written in the log."""
    return _expand(rng, f"[Project {name}|{name}|{name}|{name} project|proj. {name}|{name}]")


def _split_detail(detail: str | None) -> tuple[str, str]:
    """Problem and customer from an ``"problem | customer"`` detail string."""
    if not detail:
        return "issue reported", "customer"
    problem, _, customer = detail.partition(" | ")
    return problem.strip() or "issue reported", customer.strip() or "customer"


# --------------------------------------------------------------------------- openers

_OPEN_STATE = (
    "[||||fyi |FYI: |pls note: |note: |info: |for log: |heads up: |for handover: "
    "|just confirmed: |as per HR mail, |reminder: |btw |]"
)
_OPEN_UPDATE = (
    "[||||update: |UPDATE - |change: |pls update sheet: |fyi |news: |heads up, "
    "|for handover: |chg: |info from HR: |attention, |]"
)
_OPEN_NEG = "[|||fyi |pls note: |attention: |for handover: |info: |heads up: |note -> |]"
_TAIL = (
    "[|||||||, thx| (confirmed)|, noted| - pls update sheet|, fyi next shift| :)"
    "| - already in roster| ok?| (told me this morning)]"
)
_FIX_OPEN = (
    "[sorry, wrong info before:|correction:|my mistake earlier -|pls fix, I wrote wrong:"
    "|oops, correction ->|sorry guys, mixed up:|CORRECTION:|my bad, earlier msg wrong:]"
)

_Kinds = dict[str, tuple[str, ...]]

# Third-person templates per slot. Kinds: state, upd_old (names old), upd_new, fix,
# neg. Placeholders: {O} opener, {s} subject, {v} value, {o} old value, {T} tail.
_SAY: dict[str, _Kinds] = {
    "city": {
        "state": (
            "{O}{s} -> {v} office{T}",
            "{O}{s} is working from {v}[| office| site][| now| these days]{T}",
            "{O}{s} sits in {v}[ office|][, pls consider timezone|, same timezone as client|]",
            "{O}in {v} is {s}[, not HQ|][ — remember for calls|]",
            "{O}{s} location: {v}{T}",
            "{O}for {s} -> {v}[ (office)|], keep in mind for shift planning",
            "{O}{v} office has {s}[ on the floor| since start|]{T}",
            "{O}{s} based [in |]{v}[ side| office|]{T}",
            "{O}{s} is from {v} office[, not remote|]{T}",
        ),
        "upd_old": (
            "{O}{s}: {o} -> {v}{T}",
            "{O}{s} relocated from {o} to {v}{T}",
            "{O}{s} not anymore in {o}, now {v} office{T}",
            "{O}{s} moved {o} → {v}[ from next week| since Monday| last week|]",
            "{O}{s} left {o} office, working from {v} now{T}",
            "{O}{s} changed office: was {o}, now {v}{T}",
            "{O}{s} transferred to {v} (before {o}){T}",
            "{O}{o} office lost {s}, {v} has [them|the desk] now",
        ),
        "upd_new": (
            "{O}{s} now in {v}{T}",
            "{O}{s} -> now {v} office{T}",
            "{O}new location for {s}: {v}{T}",
            "{O}{s} relocated to {v}[, desk is ready|, welcome party Friday|]",
            "{O}{s} moved to {v}[ office|] from [Monday|this week|1st of month|today]",
            "{O}{s} is {v}-based from now on{T}",
            "{O}in {v} office now is {s}{T}",
        ),
        "fix": (
            "{F} {s} is in {v}[, not {o}|]",
            "{F} {s} works from {v}[, not {o}| office]",
            "{F} {s} office = {v}[ (I wrote {o} before)|]",
            "{F} {s} -> {v}, NOT {o}",
        ),
        "neg": (
            "{O}{s} not in {o} anymore[, new place not known yet|]",
            "{O}{s} left {o} office[, where now — no info|, TBD where|]",
            "{O}{s} no longer working from {o}{T}",
            "{O}{o} office: {s} is gone from there[, TBD where|]",
            "{O}pls remove {o} for {s} in sheet, not valid anymore",
        ),
    },
    "address": {
        "state": (
            "{O}{s} address: {v}{T}",
            "{O}{s} home address is {v}{T}",
            "{O}{s} staying at {v}[, for courier|]{T}",
            "{O}address of {s} -> {v}",
            "{O}for deliveries to {s} use {v}{T}",
            "{O}{s} flat: {v}[ (home)|]",
            "{O}{s} lives [on|at] {v}{T}",
            "{O}home of {s} = {v}{T}",
        ),
        "upd_old": (
            "{O}{s} moved out of {o} and into {v}{T}",
            "{O}{s} address changed: {o} -> {v}{T}",
            "{O}{s} new flat {v} (old {o} not valid){T}",
            "{O}{s} left {o}, now lives at {v}{T}",
            "{O}{s}: old address {o}, new one {v}",
            "{O}{s} changed flat, from {o} to {v}[, moving day was Sat|]",
        ),
        "upd_new": (
            "{O}{s} new address: {v}{T}",
            "{O}{s} moved, now at {v}{T}",
            "{O}{s} lives [now |]at {v}[ from this month|]{T}",
            "{O}pls update {s} address -> {v}",
            "{O}{s} moved flat, {v} is the new one{T}",
            "{O}new home for {s}: {v}{T}",
        ),
        "fix": (
            "{F} {s} address is {v}[, not {o}|]",
            "{F} for {s} it's {v}[ (not {o})|]",
            "{F} {s} lives at {v}, typo before",
        ),
        "neg": (
            "{O}{s} not living at {o} anymore[, new address TBD|]",
            "{O}{s} moved out of {o}, no new address yet",
            "{O}{o} not valid for {s} anymore, pls don't send there",
            "{O}{s} gave up flat on {o}[, new one unknown|]",
            "{O}{s} address {o} -> invalid, waiting for new one",
        ),
    },
    "role": {
        "state": (
            "{O}{s} is {v}[ here| in our group|]{T}",
            "{O}{s} works as {v}{T}",
            "{O}{s} - {v}{T}",
            "{O}{s} position: {v}{T}",
            "{O}title for {s}: {v}{T}",
            "{O}{s} doing {v} work[ since start|]{T}",
            "{O}{v} for our floor is {s}{T}",
        ),
        "upd_old": (
            "{O}{s} promoted, {o} -> {v}{T}",
            "{O}{s} no more {o}, now {v}{T}",
            "{O}{s} changed position from {o} to {v}{T}",
            "{O}{s} title changed: was {o}, is {v}",
            "{O}{s} moved from {o} job to {v}[, congrats|]",
        ),
        "upd_new": (
            "{O}{s} is now {v}{T}",
            "{O}{s} got new position: {v}[, congrats|]",
            "{O}{s} took over as {v}{T}",
            "{O}new title for {s} -> {v}",
            "{O}congrats to {s}, new {v}!",
            "{O}from Monday {s} is {v}{T}",
        ),
        "fix": (
            "{F} {s} is {v}[, not {o}|]",
            "{F} {s} title is {v}",
            "{F} {s} works as {v}[, {o} was wrong|]",
        ),
        "neg": (
            "{O}{s} not {o} anymore[, new role TBD|]",
            "{O}{s} stepped down as {o}{T}",
            "{O}{s} is no longer {o}[, HR will confirm new position|]",
            "{O}{o} position of {s} ended[, next one TBD|]",
        ),
    },
    "team": {
        "state": (
            "{O}{s} is in {v}{T}",
            "{O}{s} belongs to {v}{T}",
            "{O}{s} part of {v}{T}",
            "{O}{s} -> {v}{T}",
            "{O}{v} has {s}[ on roster| on their side|]{T}",
            "{O}{s} sits with {v} people{T}",
            "{O}{s} from {v}{T}",
        ),
        "upd_old": (
            "{O}{s} moved from {o} to {v}{T}",
            "{O}{s} switched {o} -> {v}{T}",
            "{O}{s} left {o}, joined {v}{T}",
            "{O}{s}: {o} → {v}[ (starting Monday)|]",
        ),
        "upd_new": (
            "{O}{s} joined {v}{T}",
            "{O}{s} now with {v}{T}",
            "{O}{s} transferred to {v}[ from Monday|]{T}",
            "{O}welcome {s} in {v}!",
            "{O}{v} got {s}[ from this week|]{T}",
        ),
        "fix": (
            "{F} {s} is {v}[, not {o}|]",
            "{F} {s} belongs to {v}",
            "{F} {s} -> {v}[ (I said {o}, wrong)|]",
        ),
        "neg": (
            "{O}{s} left {o}[, not assigned yet|]",
            "{O}{s} is out of {o}{T}",
            "{O}{s} no longer part of {o}{T}",
            "{O}{o} roster: {s} removed[, new place TBD|]",
        ),
    },
    "manager": {
        "state": (
            "{O}{s} reports to {v}{T}",
            "{O}{s} boss is {v}{T}",
            "{O}{s} line manager: {v}{T}",
            "{O}{s} -> under {v}{T}",
            "{O}{v} is manager of {s}{T}",
            "{O}{s} direct lead = {v}{T}",
        ),
        "upd_old": (
            "{O}{s} not reporting to {o} anymore, now to {v}{T}",
            "{O}{s} manager changed {o} -> {v}{T}",
            "{O}{s} moved under {v} (before {o}){T}",
            "{O}{o} handed {s} over to {v}[ as direct report|]",
        ),
        "upd_new": (
            "{O}{s} reports now to {v}{T}",
            "{O}new boss for {s}: {v}{T}",
            "{O}{s} is under {v} from this week{T}",
            "{O}{v} takes over {s} as manager{T}",
        ),
        "fix": (
            "{F} {s} reports to {v}[, not {o}|]",
            "{F} {s} boss is {v}",
            "{F} {s} under {v}[, {o} was wrong|]",
        ),
        "neg": (
            "{O}{s} doesn't report to {o} anymore[, new manager TBD|]",
            "{O}{o} not {s} boss anymore{T}",
            "{O}{s} no longer under {o}{T}",
            "{O}{s} - {o} is not the line manager anymore[, waiting HR|]",
        ),
    },
    "drink": {
        "state": (
            "{O}{s} drinks only {v}{T}",
            "{O}for {s} always {v}[ pls|]",
            "{O}drinks round: {s} -> {v}",
            "{O}{s} favourite is {v}{T}",
            "{O}{s} prefers {v}[, remember for meetings|]",
            "{O}{v} for {s}, nothing else{T}",
        ),
        "upd_old": (
            "{O}{s} switched from {o} to {v}{T}",
            "{O}{s} no more {o}, now {v}{T}",
            "{O}{s}: {o} -> {v}[ (doctor said)|]",
            "{O}{s} changed {o} for {v}{T}",
        ),
        "upd_new": (
            "{O}{s} now drinks {v}{T}",
            "{O}{s} into {v} these days{T}",
            "{O}{s} changed, wants {v} now{T}",
            "{O}for {s} from now {v}[ pls|]",
        ),
        "fix": (
            "{F} {s} prefers {v}[, not {o}|]",
            "{F} for {s} it is {v}[, I confused with {o}|]",
        ),
        "neg": (
            "{O}{s} stopped {o}{T}",
            "{O}no more {o} for {s}{T}",
            "{O}{s} doesn't drink {o} anymore{T}",
            "{O}{s} quit {o}[, doctor orders|, diet|]",
            "{O}{o} — not for {s} anymore{T}",
        ),
    },
    "phone": {
        "state": (
            "{O}{s} mobile: {v}{T}",
            "{O}{s} cell {v}{T}",
            "{O}{s} number -> {v}{T}",
            "{O}{v} is {s} mobile{T}",
            "{O}{s} can be called on {v}[ for escalations|]",
            "{O}tel. {s}: {v}{T}",
        ),
        "upd_old": (
            "{O}{s} changed number {o} -> {v}{T}",
            "{O}{s} new mobile {v}, old {o} not used{T}",
            "{O}{s}: {o} is old, new cell {v}",
        ),
        "upd_new": (
            "{O}new cell for {s}: {v}{T}",
            "{O}{s} got new number {v}{T}",
            "{O}{s} mobile now {v}{T}",
        ),
        "fix": (
            "{F} {s} number is {v}[, not {o}|]",
            "{F} typo in {s} mobile, correct is {v}",
        ),
        "neg": (
            "{O}{s} number {o} disconnected{T}",
            "{O}{o} ({s}) not working anymore[, don't call|]",
            "{O}{s} old cell {o} is dead[, no new one yet|]",
            "{O}don't use {o} for {s}, line cancelled",
            "{O}{s}: {o} switched off[, waiting new SIM|]",
        ),
    },
    "email": {
        "state": (
            "{O}{s} mail: {v}{T}",
            "{O}{s} email is {v}{T}",
            "{O}for {s} use {v}{T}",
            "{O}{v} -> {s}{T}",
            "{O}{s} writes from {v}{T}",
        ),
        "upd_old": (
            "{O}{s} email changed {o} -> {v}{T}",
            "{O}{s} new mail {v}, {o} closing[ end of month|]",
            "{O}{s}: not {o} anymore, use {v}",
        ),
        "upd_new": (
            "{O}new email for {s}: {v}{T}",
            "{O}{s} mail now {v}{T}",
            "{O}pls use {v} for {s} from today",
        ),
        "fix": (
            "{F} {s} email is {v}[, not {o}|]",
            "{F} {s} mail -> {v}",
        ),
        "neg": (
            "{O}{s} email {o} deactivated{T}",
            "{O}mails to {o} bounce, {s} mailbox closed",
            "{O}{s}: {o} removed from directory{T}",
            "{O}stop writing {s} on {o}, account gone",
            "{O}{o} not valid for {s} anymore{T}",
        ),
    },
    "status": {
        "state": (
            "{O}{s} status: {v}{T}",
            "{O}{s} is {v}{T}",
            "{O}{s} -> {v}{T}",
            "{O}{s} currently {v}[, per weekly call|]",
            "{O}status for {s} = {v}{T}",
        ),
        "upd_old": (
            "{O}{s} {o} -> {v}{T}",
            "{O}{s} moved from {o} to {v}{T}",
            "{O}{s} was {o}, now {v}{T}",
            "{O}{s}: not {o} anymore, is {v}{T}",
        ),
        "upd_new": (
            "{O}{s} is {v} now{T}",
            "{O}{s} changed to {v}{T}",
            "{O}{s} flagged {v}[ after steering call|]",
            "{O}steering call: {s} -> {v}",
        ),
        "fix": (
            "{F} {s} is {v}[, not {o}|]",
            "{F} status of {s} = {v}",
        ),
        "neg": (
            "{O}{s} not {o} anymore[, status TBD|]",
            "{O}{o} flag removed from {s}{T}",
            "{O}{s} no longer {o}[, new status after review|]",
            "{O}{s}: {o} cleared{T}",
            "{O}{s} stopped being {o}[, waiting PMO|]",
        ),
    },
    "deadline": {
        "state": (
            "{O}{s} deadline {v}{T}",
            "{O}{s} due {v}{T}",
            "{O}{s} must go live by {v}{T}",
            "{O}{s} go-live {v}{T}",
            "{O}{s}: final date {v}[, no excuses|]",
        ),
        "upd_old": (
            "{O}{s} deadline moved {o} -> {v}{T}",
            "{O}{s} deadline shifted from {o} to {v}{T}",
            "{O}{s} due date changed, not {o} but {v}",
        ),
        "upd_new": (
            "{O}{s} new deadline {v}{T}",
            "{O}{s} due date pushed to {v}{T}",
            "{O}{s} go-live now {v}{T}",
        ),
        "fix": (
            "{F} {s} deadline is {v}[, not {o}|]",
            "{F} {s} due {v}",
        ),
        "neg": (
            "{O}{s} deadline {o} cancelled[, new date not set|]",
            "{O}{o} not valid for {s} anymore{T}",
            "{O}{s}: {o} date dropped, no new one yet",
            "{O}{s} will not make {o}, date open again",
            "{O}forget {o} for {s}[, PM will send new plan|]",
        ),
    },
    "owner": {
        "state": (
            "{O}{s} owner: {v}{T}",
            "{O}{v} leads {s}{T}",
            "{O}{s} is led by {v}{T}",
            "{O}{v} owns {s}{T}",
            "{O}{s} -> lead {v}{T}",
        ),
        "upd_old": (
            "{O}{s} owner changed {o} -> {v}{T}",
            "{O}{o} handed {s} over to {v}{T}",
            "{O}{s}: {o} out, {v} in as lead",
        ),
        "upd_new": (
            "{O}{v} took over {s}{T}",
            "{O}new lead for {s}: {v}{T}",
            "{O}{s} now owned by {v}{T}",
        ),
        "fix": (
            "{F} {s} is led by {v}[, not {o}|]",
            "{F} owner of {s} = {v}",
        ),
        "neg": (
            "{O}{o} is off {s}[, no lead yet|]",
            "{O}{o} no longer leading {s}{T}",
            "{O}{s} has no owner now, {o} stepped away",
            "{O}{s}: {o} out as lead[, looking for new|]",
            "{O}{o} dropped {s}{T}",
        ),
    },
    "cost_centre": {
        "state": (
            "{O}{s} cost centre {v}{T}",
            "{O}book {s} hours to {v}{T}",
            "{O}{s} CC: {v}{T}",
            "{O}for {s} use {v} in timesheet",
            "{O}{v} = {s}{T}",
            "{O}{s} budget code -> {v}{T}",
            "{O}timesheet code for {s}: {v}",
        ),
        "upd_old": (
            "{O}{s} CC changed {o} -> {v}{T}",
            "{O}{s}: stop {o}, book on {v}",
            "{O}{s} moved from cost centre {o} to {v}{T}",
        ),
        "upd_new": (
            "{O}new cost centre for {s}: {v}{T}",
            "{O}{s} hours now on {v}{T}",
            "{O}{s} -> book on {v} from now{T}",
            "{O}finance moved {s} to {v}{T}",
        ),
        "fix": ("{F} {s} CC is {v}[, not {o}|]",),
        "neg": (
            "{O}{o} closed for {s}{T}",
            "{O}don't book {s} on {o} anymore[, new CC TBD|]",
            "{O}{s}: CC {o} frozen by finance{T}",
            "{O}{o} not accepting {s} hours anymore, wait for new code",
            "{O}finance removed {o} from {s}{T}",
        ),
    },
    "plan": {
        "state": (
            "{O}{s} is on {v}{T}",
            "{O}{s} plan: {v}{T}",
            "{O}{s} subscription -> {v}{T}",
            "{O}{s} bought {v}{T}",
            "{O}customer {s} has {v}{T}",
            "{O}{s} contract: {v}{T}",
        ),
        "upd_old": (
            "{O}{s} changed {o} -> {v}{T}",
            "{O}{s} switched from {o} to {v}{T}",
            "{O}{s} no more {o}, now {v}{T}",
        ),
        "upd_new": (
            "{O}{s} moved to {v}{T}",
            "{O}{s} signed {v}[ yesterday|]{T}",
            "{O}{s} now on {v}{T}",
            "{O}{s} renewed on {v}[ for 12 months|]",
            "{O}sales: {s} -> {v}{T}",
        ),
        "fix": ("{F} {s} is on {v}[, not {o}|]",),
        "neg": (
            "{O}{s} cancelled {o}{T}",
            "{O}{s} not on {o} anymore[, contract in review|]",
            "{O}{s} dropped {o}[, sales checking why|]",
            "{O}{o} for {s} terminated{T}",
            "{O}{s}: {o} ended, nothing new signed yet",
        ),
    },
    "po_number": {
        "state": (
            "{O}{s} PO: {v}{T}",
            "{O}PO for {s} is {v}{T}",
            "{O}{s} sent purchase order {v}{T}",
            "{O}{v} -> {s} invoices{T}",
            "{O}{s} gave us PO {v}[ for this year|]",
            "{O}invoice {s} only with {v}{T}",
        ),
        "upd_old": (
            "{O}{s} new PO {v} (old {o} closed){T}",
            "{O}{s} PO {o} -> {v}{T}",
        ),
        "upd_new": (
            "{O}{s} sent new PO {v}{T}",
            "{O}pls use {v} for {s} invoices from now",
            "{O}{s} PO now {v}{T}",
            "{O}procurement of {s} issued {v}{T}",
        ),
        "fix": ("{F} {s} PO is {v}[, not {o}|]",),
        "neg": (
            "{O}{o} for {s} expired{T}",
            "{O}{s}: PO {o} cancelled, no new one yet",
            "{O}{o} ({s}) closed by procurement{T}",
            "{O}don't use {o} on {s} invoices anymore",
            "{O}{s} PO {o} used up, waiting new one",
        ),
    },
}

# First-person templates (speaker is the subject; the chat prefix names them).
_SELF: dict[str, _Kinds] = {
    "city": {
        "state": (
            "I am working from {v}[ office|]",
            "me -> {v} office",
            "I sit in {v}[, pls remember timezone|]",
        ),
        "upd": (
            "I moved [from {o} |]to {v}[, finally|]",
            "I'm in {v} now[, not {o} anymore|]",
            "new location for me: {v}",
        ),
        "fix": ("sorry, I wrote wrong, I'm in {v}[ not {o}|]",),
        "neg": (
            "I'm not in {o} anymore[, will tell where later|]",
            "I left {o} office[, new one TBD|]",
        ),
    },
    "address": {
        "state": ("my address -> {v}", "I live at {v}[, for courier|]", "home: {v}"),
        "upd": (
            "I moved out of {o}, now {v}",
            "my new address {v}[, pls update|]",
            "I live at {v} now",
        ),
        "fix": ("sorry, my address is {v}[, not {o}|]",),
        "neg": ("not at {o} anymore, I moved out[, new one soon|]",),
    },
    "role": {
        "state": ("I'm {v}[ here|]", "my title: {v}", "I'm working as {v}"),
        "upd": ("I'm {v} now[, not {o}|]", "new position for me: {v}[ :)|]"),
        "fix": ("correction, I'm {v}[ not {o}|]",),
        "neg": ("I'm no longer {o}[, new role TBD|]",),
    },
    "team": {
        "state": ("I'm in {v}", "I belong to {v}"),
        "upd": ("I joined {v}[, left {o}|]", "I'm with {v} now"),
        "fix": ("sorry, I'm in {v}[, not {o}|]",),
        "neg": ("I left {o}[, waiting for new assignment|]",),
    },
    "manager": {
        "state": ("I report to {v}", "my boss is {v}"),
        "upd": ("my boss now {v}[, not {o}|]", "I report to {v} from this week"),
        "fix": ("sorry, I report to {v}[, not {o}|]",),
        "neg": ("I'm not under {o} anymore", "{o} not my boss anymore[, TBD who|]"),
    },
    "drink": {
        "state": ("for me {v} pls", "I drink only {v}"),
        "upd": ("I switched to {v}[ from {o}|]", "for me {v} now pls"),
        "fix": ("sorry, for me {v}[, not {o}|]",),
        "neg": ("I stopped {o}", "no more {o} for me"),
    },
    "phone": {
        "state": ("my mobile: {v}", "call me on {v}[ if urgent|]"),
        "upd": ("new number for me {v}", "my cell changed [{o} -> |]{v}"),
        "fix": ("typo, my number is {v}",),
        "neg": ("my old number {o} is dead", "{o} not mine anymore, don't call"),
    },
    "email": {
        "state": ("my mail: {v}", "write me on {v}"),
        "upd": ("my email now {v}", "new mail for me {v}[, {o} closing|]"),
        "fix": ("sorry, my email is {v}",),
        "neg": ("my mailbox {o} closed",),
    },
}

_SELF_VALUE = {
    "manager": {
        "state": ("{s} reports to me[ now|]", "{s} is under me"),
        "upd": ("{s} reports to me now[, not to {o}|]", "from this week {s} is under me"),
        "fix": ("sorry, {s} reports to me[, not {o}|]",),
    },
    "owner": {
        "state": ("I lead {s}", "{s} is mine[, ask me|]"),
        "upd": ("I took over {s}[ from {o}|]", "{s} is mine from today"),
        "fix": ("correction, I lead {s}[, not {o}|]",),
    },
}
_SELF_OLD = {
    "manager": ("{s} not reporting to me anymore", "{s} is not under me anymore[, TBD who|]"),
    "owner": ("I'm off {s}[, no lead yet|]", "I stepped away from {s}"),
}

# --------------------------------------------------------------------------- tickets

_TICKET_OPEN = (
    "{O}{t} opened: {c} - {p}",
    "{O}new ticket {t} from {c}, {p}",
    "{O}{c} calling, {p} -> logged as {t}",
    "{t} | {c} | {p} | status new",
    "{O}{c} reports {p}, I raised {t}",
    "{O}{t} created for {c}: {p}[, priority P2|, P3|]",
    "{O}{c} complains [that |]{p} -> {t} open",
    "{O}incoming from {c}: {p}[ (again)|]. ticket {t}",
    "{O}{t} new in queue — {c}, {p}",
)
_TICKET_WORK = (
    "{O}{t} picked up, [checking logs|investigating|reproducing now]",
    "{O}{t} ({c}) in progress[, L2 on it|, dev checking|]",
    "{O}working on {t}[, {p} reproduced|, need more logs|]",
    "{O}{t}: investigation started[, waiting logs from {c}|]",
    "{O}{t} assigned, [dev|L2|vendor] [checking|looking]",
    "{O}{c} ticket {t} -> in progress",
    "{O}I took {t}[, {p} — looking|]",
    "{O}{t} under investigation, [first analysis by EOD|call with {c} at 3|]",
)
_TICKET_DONE = (
    "{O}{t} fixed[, hotfix deployed|], closed",
    "{O}{t} resolved, {c} confirmed",
    "{O}{t} done -> closed[, root cause config|, root cause cert expired|]",
    "{O}{c} ok now, {t} closed",
    "{O}patch deployed for {t}, resolved",
    "{O}{t} solved[ — {p} not happening anymore|], closing",
    "{O}closed {t}[ after customer test|], {c} happy",
)
_TICKET_NEG = (
    "{O}{t} not {w} anymore[, back to triage|]",
    "{O}{t} ({c}): status {w} no longer valid",
    "{O}{t} is not {w} now, pls check queue",
)

# --------------------------------------------------------------------------- questions

_ASK_OPEN = (
    "[|||||quick q: |Q: |anyone know, |pls help, |sorry to ask again — |hey all, "
    "|need for escalation: |for the report: |]"
)
_ASK_END = "[?|?|?|??|? thx|? pls|? anyone]"

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "which office does {s} work out of",
        "in which town is {s} these days",
        "what location is {s} at",
        "where to find {s} physically, which site",
        "in what city {s} works",
    ),
    "address": (
        "where does {s} reside",
        "{s} home, which street",
        "what's the street {s}'s place is on",
        "where to ship {s}'s parcel at home",
        "{s} residence address",
    ),
    "role": (
        "what does {s} do here",
        "{s}'s function in company",
        "what job does {s} have",
        "what hat does {s} wear",
        "{s} is working as what",
    ),
    "team": (
        "which group is {s} in",
        "{s} sits under which squad",
        "what unit is {s} working in",
        "whose crew is {s} with",
        "{s} is member of which unit",
    ),
    "manager": (
        "who is {s}'s supervisor",
        "who does {s} answer to",
        "who approves {s}'s leave",
        "who is above {s}",
        "{s}'s superior, who is it",
    ),
    "drink": (
        "what to bring {s} from the café",
        "{s}'s usual order at canteen",
        "what does {s} like to sip",
        "coffee run: what do I get {s}",
        "what beverage for {s}",
    ),
    "phone": (
        "how to ring {s}",
        "what digits to dial for {s}",
        "{s}'s contact line",
        "how can I call {s}",
        "what is {s}'s phone",
    ),
    "email": (
        "what's {s}'s inbox",
        "where to write {s} electronically",
        "{s}'s e-mail address",
        "to which mailbox I send for {s}",
        "how to reach {s} by mail",
    ),
    "status": (
        "how is {s} doing",
        "health of {s}",
        "where does {s} stand",
        "{s} going ok or not",
        "what state is {s} in",
    ),
    "deadline": (
        "when must {s} be finished",
        "{s} cutoff date",
        "by when {s} has to ship",
        "target date for {s}",
        "what's the end date of {s}",
    ),
    "owner": (
        "who is in charge of {s}",
        "who runs {s}",
        "who drives {s}",
        "who to escalate to for {s}",
        "{s} — who is accountable",
    ),
    "cost_centre": (
        "which budget code for {s}",
        "where to charge hours of {s}",
        "{s} billing code",
        "what code do I put in timesheet for {s}",
    ),
    "plan": (
        "which package does {s} have",
        "what is {s} paying for",
        "{s} contract level",
        "what tier is {s} subscribed to",
    ),
    "po_number": (
        "which order reference for {s} invoice",
        "{s} procurement number",
        "what reference goes on {s} billing",
        "purchase ref of {s}",
    ),
    "ticket": (
        "what is state of {t}",
        "{t} — closed already or still waiting",
        "any news on {t}",
        "where are we with {t} ({c})",
        "{t} for {c} — done or not",
        "is somebody on {t}, the {c} one",
    ),
}

_ASK_TWO: dict[tuple[str, str], tuple[str, ...]] = {
    ("manager", "city"): (
        "where is {s}'s boss sitting",
        "which city does the person {s} reports to work from",
        "{s}'s manager - in which office",
        "{s}'s supervisor, what location",
    ),
    ("manager", "address"): (
        "what's the home address of {s}'s manager",
        "where does {s}'s boss live",
        "courier to the home of {s}'s supervisor — which street",
        "the person {s} reports to, where do they reside",
    ),
    ("manager", "phone"): (
        "how to call {s}'s boss",
        "number of the person {s} reports to",
        "who is above {s} — and how to ring them",
        "{s}'s supervisor contact line",
    ),
    ("owner", "city"): (
        "which office does the lead of {s} work out of",
        "lead of {s} — what location",
        "in what city is the {s} owner",
        "whoever runs {s}, which site are they at",
    ),
    ("owner", "address"): (
        "home address of the {s} lead",
        "where does the person running {s} live",
        "whoever is in charge of {s} — which street is their home",
        "residence of the {s} owner",
    ),
    ("owner", "phone"): (
        "how to call the {s} owner",
        "number for whoever runs {s}",
        "person in charge of {s}, what digits to dial",
        "contact line of the {s} lead",
    ),
}

# --------------------------------------------------------------------------- chatter

_CHAT: tuple[str, ...] = (
    "{W} brought {food}[ for everyone|, thx|, ]{E}",
    "coffee machine [broken again|making strange noise|out of beans again|fixed finaly"
    "|leaking on floor]{E}",
    "anyone watched [match|game] [yesterday|last night]? {club} [won|lost|draw] {score}{E}",
    "{W} [kid|daughter|son] has [birthday|school play|first tooth] today{E}",
    "night shift was [quiet|crazy|ok|realy long], [3 coffees|no coffee at all|pizza at 2am]{E}",
    "who takes [my|the] [Saturday|Sunday] shift? will swap for [Tuesday|next week]{E}",
    "weather [crazy|so hot|raining whole day|finaly nice] [here|today]{E}",
    "{W} back from [vacation|holiday|wedding], [welcome back|nice pics|we missed you]{E}",
    "canteen today: {food}, [worth it|meh|go early|queue is huge]{E}",
    "[lol|haha|ok ok|hehe] [see you tomorow|good night all|bye bye|have nice shift]{E}",
    "traffic [terrible|ok|wierd] today, [bus late|took moto taxi|walked|jeepney full]{E}",
    "congrats {W} for [marathon|new baby|wedding|exam|driving licence]!{E}",
    "fire drill [at 11|tomorrow morning|on Thursday], don't panic{E}",
    "happy [Friday|Monday lol|payday] [guys|all|everyone|people]{E}",
    "pls who has charger [USB-C|for Lenovo|for Dell]? mine is at home{E}",
    "{W} is best at foosball, [confirmed|definately|no discussion]{E}",
    "{W} [won|lost] the quiz again[, unbelievable|, teh champion|]{E}",
    "[who|somone] left [yogurt|fish|durian] in fridge? [smell|please|why]{E}",
    "[AC|aircon|heating] not working on [3rd|2nd|4th] floor, freezing{E}",
    "{W} [singing|whistling] again[ lol| :)|], good mood today{E}",
    "my [mother|grandma|wife|husband] [made|cooked] {food} yesterday, best{E}",
    "[Hajduk|Red Star|Partizan|Boca|River|Flamengo|Kaizer Chiefs|Al Ahly|Super Eagles"
    "|Azkals] [played|looked] [terrible|amazing|so-so] [this weekend|yesterday]{E}",
    "shift handover done, [nothing special|queue quiet|all calm]{E}",
    "[break|lunch] in [5|10|15] min, who joins?{E}",
    "{W}, [thanks|thx|tnx] for [covering|help] [yesterday|this morning|on Sunday]{E}",
    "[microwave|kettle|fridge] [queue|fight] again lol{E}",
    "{W} [photos|pics] from [the beach|mountain trip|family lunch] [are nice|amazing]{E}",
    "[happy birthday|HBD|sretan rođendan|feliz cumple] {W}!{E}",
    "[so tired|sleepy|need sleep] today, [baby|neighbours|rooster] [woke me|kept me up]{E}",
    "who [recieved|got] the [pizza|cake|donuts]? [delivery guy|rider] waiting downstairs{E}",
    "{W} [teaching|showed] us [salsa|card trick|new recipe] at lunch{E}",
    "[new|old] chairs [finally|still] [arrived|not here] becuase of supplier{E}",
)
_FOOD = (
    "[burek|adobo|empanadas|jollof rice|pho|nasi lemak|ceviche|ćevapi|baklava|arepas"
    "|injera|samosas|pastel de nata|banana bread|lumpia|kuih|cookies|alfajores|chin chin"
    "|tamales|chocolate cake|mandazi|pastries]"
)
_EMO = "[|||| :)| :D| lol| haha| 😂| ⚽| ☕| 🙏| !!| ...]"
_SCORE = "[1:0|2:1|0:0|3:2|1:1|0:2|4:0]"
_CLUB = "[Hajduk|Red Star|Boca|River|Flamengo|Kaizer Chiefs|Al Ahly|Dinamo|Olimpija|Peñarol]"
_NOBODY = "[somebody|someone from night shift|guy from 2nd floor|new intern|cleaning lady]"


# --------------------------------------------------------------------------- family


class _OpsFamily:
    """The ops-en family: terse non-native shift log and chat of a support centre."""

    def __init__(self) -> None:
        self.name: str = "ops-en"
        self.language: Literal["en", "zh"] = "en"
        self.split: Literal["dev", "test"] = "test"
        self.lexicon: Lexicon = LEXICON

    # ---------------------------------------------------------------- identifiers

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh phone, e-mail, cost centre, PO number or ticket id."""
        if slot == "phone":
            cc = rng.choice(
                (
                    "+385",
                    "+381",
                    "+387",
                    "+389",
                    "+355",
                    "+63",
                    "+62",
                    "+84",
                    "+66",
                    "+60",
                    "+52",
                    "+54",
                    "+57",
                    "+51",
                    "+55",
                    "+234",
                    "+254",
                    "+233",
                    "+27",
                    "+251",
                    "+221",
                )
            )
            return f"{cc} {rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        if slot == "email":
            parts = subject.split()
            first = _ascii(parts[0]) if parts else "user"
            last = _ascii(parts[-1]) if len(parts) > 1 else "ops"
            return f"{first or 'user'}.{last or 'ops'}.{rng.randint(1000, 9999)}@gsc-global.net"
        if slot == "cost_centre":
            return f"CC-{rng.randint(1000, 9999)}-{rng.randint(100, 999)}"
        if slot == "po_number":
            return f"PO-4500{rng.randint(100000, 999999)}"
        if slot == "ticket":
            return f"INC-{rng.randint(100000, 999999)}"
        return f"ID-{rng.randint(100000, 999999)}"

    # ---------------------------------------------------------------- rendering

    def _subject(self, rng: random.Random, slot: str, subject: str) -> str:
        """The subject of ``slot`` as the log names it."""
        kind = SLOTS[slot].subject if slot in SLOTS else "person"
        if kind == "person":
            return _person(rng, subject)
        if kind == "project":
            return _project(rng, subject)
        return subject

    def _value(self, rng: random.Random, slot: str, value: str | None) -> str:
        """A value of ``slot`` in the log's words."""
        if value is None:
            return ""
        pool = SLOTS[slot].value if slot in SLOTS else ""
        if pool == "people":
            return _person(rng, value)
        if pool == "date":
            return _date(rng, value)
        return value

    @staticmethod
    def _prefix(rng: random.Random, speaker: str) -> str:
        """A chat prefix naming the speaker."""
        name = _first(speaker) if rng.random() < 0.6 else speaker
        return rng.choice((f"{name}: ", f"{name}: ", f"{name}: ", f"<{name}> ", f"{name} - "))

    def _fill(self, rng: random.Random, template: str, ctx: dict[str, str]) -> str:
        """Expand a template and substitute its placeholders."""
        text = _expand(rng, template)
        return _tidy(text.format_map(ctx))

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` writes for ``event``."""
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return self._chatter(event, rng)
        if event.slot == "ticket":
            return self._ticket(event, rng)
        slot = event.slot
        table = _SAY.get(slot)
        if table is None:
            return self._generic(event, rng)

        kind = event.kind
        if kind == "resolve":
            kind = "update"
        if kind == "negate" and event.old is None:
            return self._generic(event, rng)

        # Update flavour: with old value, new value only, or a correction.
        roll = rng.random()
        if kind == "update":
            if event.old is None:
                flavour = "upd_new"
            elif roll < 0.45:
                flavour = "upd_old"
            elif roll < 0.8:
                flavour = "upd_new"
            else:
                flavour = "fix"
        elif kind == "negate":
            flavour = "neg"
        else:
            flavour = "state"

        ctx = {
            "O": "",
            "T": "",
            "F": _expand(rng, _FIX_OPEN),
            "s": self._subject(rng, slot, event.subject),
            "v": self._value(rng, slot, event.value),
            "o": self._value(rng, slot, event.old) or "the old one",
        }
        is_person = SLOTS[slot].subject == "person"

        # First person: the speaker states their own fact; the prefix names them.
        if is_person and event.subject == event.speaker and slot in _SELF and rng.random() < 0.8:
            self_kind = {"upd_old": "upd", "upd_new": "upd"}.get(flavour, flavour)
            templates = _SELF[slot][self_kind]
            return self._prefix(rng, event.speaker) + self._fill(rng, rng.choice(templates), ctx)

        # The speaker is the new (or the old) boss / lead.
        if slot in _SELF_VALUE and rng.random() < 0.5:
            if flavour != "neg" and event.value == event.speaker:
                self_kind = {"upd_old": "upd", "upd_new": "upd"}.get(flavour, flavour)
                templates = _SELF_VALUE[slot][self_kind]
                return self._prefix(rng, event.speaker) + self._fill(
                    rng, rng.choice(templates), ctx
                )
            if flavour == "neg" and event.old == event.speaker:
                return self._prefix(rng, event.speaker) + self._fill(
                    rng, rng.choice(_SELF_OLD[slot]), ctx
                )

        opener = {"state": _OPEN_STATE, "neg": _OPEN_NEG}.get(flavour, _OPEN_UPDATE)
        ctx["O"] = _expand(rng, opener)
        ctx["T"] = _expand(rng, _TAIL)
        line = self._fill(rng, rng.choice(table[flavour]), ctx)
        if rng.random() < 0.35:
            line = self._prefix(rng, event.speaker) + line
        return line

    def _generic(self, event: Event, rng: random.Random) -> str:
        """A plain fallback line for an event shape no template covers."""
        slot = event.slot or "info"
        subject = event.subject or "?"
        label = slot.replace("_", " ")
        if event.kind == "negate":
            old = event.old if event.old is not None else "old value"
            return _tidy(f"{subject} {label}: {old} not valid anymore")
        value = event.value if event.value is not None else "TBD"
        if event.old is not None:
            return _tidy(f"{subject} {label}: {event.old} -> {value}")
        return _tidy(f"{subject} {label}: {value}")

    def _ticket(self, event: Event, rng: random.Random) -> str:
        """A line about a support ticket (report, work started, fixed)."""
        problem, customer = _split_detail(event.detail)
        ctx = {
            "O": _expand(rng, "[||||fyi |for handover: |note: |queue: |]"),
            "t": event.subject or "ticket",
            "c": customer,
            "p": problem,
            "w": "",
        }
        if event.kind == "negate":
            old = event.old or "open"
            ctx["w"] = {"in progress": "in progress", "resolved": "resolved"}.get(old, "open")
            templates: tuple[str, ...] = _TICKET_NEG
        elif event.kind == "resolve" or event.value == "resolved":
            templates = _TICKET_DONE
        elif event.value == "in progress":
            templates = _TICKET_WORK
        else:
            templates = _TICKET_OPEN
        line = self._fill(rng, rng.choice(templates), ctx)
        if rng.random() < 0.3:
            line = self._prefix(rng, event.speaker) + line
        return line

    def _chatter(self, event: Event, rng: random.Random) -> str:
        """Small talk that states no fact of the schema."""
        if event.mention and rng.random() < 0.75:
            who = _person(rng, event.mention)
        else:
            who = _expand(rng, _NOBODY)
        ctx = {
            "W": who,
            "food": _expand(rng, _FOOD),
            "E": _expand(rng, _EMO),
            "club": _expand(rng, _CLUB),
            "score": _expand(rng, _SCORE),
        }
        line = self._fill(rng, rng.choice(_CHAT), ctx)
        if line and line[0].islower() and rng.random() < 0.3:
            line = line[0].upper() + line[1:]
        if rng.random() < 0.3:
            line = self._prefix(rng, event.speaker) + line
        return line

    # ---------------------------------------------------------------- questions

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question text."""
        opener = _expand(rng, _ASK_OPEN)
        end = _expand(rng, _ASK_END)
        if ask.slot == "ticket":
            problem, customer = _split_detail(ask.detail)
            ctx = {"t": ask.subject, "c": customer, "p": problem}
            body = self._fill(rng, rng.choice(_ASK["ticket"]), ctx)
        elif ask.via is not None:
            start_kind = SLOTS[ask.via].subject if ask.via in SLOTS else "person"
            if start_kind == "project":
                start = _project(rng, ask.subject)
            elif start_kind == "person":
                start = _person(rng, ask.subject)
            else:
                start = ask.subject
            templates = _ASK_TWO.get((ask.via, ask.slot))
            if templates is None:
                via = ask.via.replace("_", " ")
                slot = ask.slot.replace("_", " ")
                templates = (f"for the {via} of {{s}}: what is their {slot}",)
            body = self._fill(rng, rng.choice(templates), {"s": start})
        else:
            subject = self._subject(rng, ask.slot, ask.subject)
            templates = _ASK.get(ask.slot) or (
                f"what is the {ask.slot.replace('_', ' ')} of {{s}}",
            )
            body = self._fill(rng, rng.choice(templates), {"s": subject})
        if opener:
            text = opener + body
        else:
            text = body[0].upper() + body[1:] if body[:1].islower() else body
        return _tidy(text + end)


FAMILY: Family = _OpsFamily()
"""The ops-en phrasing family (test split)."""
