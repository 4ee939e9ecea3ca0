"""Control-room and warehouse shift log of a regional logistics company (dev).

The writers are dispatchers, shift leaders, HR clerks, planners and key-account staff at
the depots of one freight and warehousing group (Vietnam, Thailand, Turkey, the UAE,
Russia and Indonesia), typing into a shared shift log in English, their second or third
language. Lines are telegraphic and mostly without articles ("driver Tuan change to night
shift from today", "manager of him is Aylin now", "he is now belong to Fleet team"), full
of "pls", "noted", "chk", "ok done", "FYI", "tmr", "asap", "PIC" and abbreviations (mgr,
addr, tel, HP, cust, PO#, CC#), stamped "[06:30]" or "0630 hrs" with A/B/C shift codes,
and colleagues are named by first name, nickname or honorific (Khun, Bey, Hanim, Pak, Bu,
Mbak, Bro, Sis, anh/chi). Updates often give only the new value, negations say "not in
... anymore" or "no more ...", tickets end in "case close" or "fixed already", and most
lines are handover chatter: docks, trucks, containers, weather, prayer times, lunch and
thanks in the writers' own languages.
"""

from __future__ import annotations

import random
import re
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "DispatchFamily"]

# full name -> (country code, gender, nickname); country decides phone and email style.
_PEOPLE: dict[str, tuple[str, str, str]] = {
    "Nguyen Van Tuan": ("vn", "m", ""),
    "Tran Thi Hoa": ("vn", "f", ""),
    "Le Quoc Bao": ("vn", "m", ""),
    "Pham Thu Trang": ("vn", "f", ""),
    "Somchai Rattanakorn": ("th", "m", "Chai"),
    "Siriporn Wongsakul": ("th", "f", "Ploy"),
    "Anucha Phromma": ("th", "m", "Nut"),
    "Kanokwan Srisuk": ("th", "f", "Kwan"),
    "Aylin Demir": ("tr", "f", ""),
    "Emre Yildiz": ("tr", "m", ""),
    "Burak Kaya": ("tr", "m", ""),
    "Zeynep Arslan": ("tr", "f", ""),
    "Khalid Al Mansoori": ("ae", "m", ""),
    "Fatima Haddad": ("ae", "f", ""),
    "Omar Nasser": ("ae", "m", ""),
    "Layla Saeed": ("ae", "f", ""),
    "Dmitri Volkov": ("ru", "m", "Dima"),
    "Ekaterina Sokolova": ("ru", "f", "Katya"),
    "Sergei Morozov": ("ru", "m", "Seryozha"),
    "Olga Petrova": ("ru", "f", "Olya"),
    "Budi Santoso": ("id", "m", ""),
    "Dewi Kartika": ("id", "f", ""),
    "Agus Prasetyo": ("id", "m", ""),
    "Rina Wulandari": ("id", "f", ""),
}

_LEXICON = Lexicon(
    people=tuple(_PEOPLE),
    projects=("Mekong", "Komodo", "Falcon", "Taiga", "Bosphorus", "Jasmine", "Dhow", "Garuda"),
    customers=(
        "Nusantara Mart", "Siam Polymer", "Anadolu Tekstil", "Gulf Star Trading",
        "Volga Agro", "Viet Hung Paper", "Pearl Ceramics",
    ),
    teams=(
        "Inbound", "Outbound", "Linehaul", "Customs", "Fleet", "Cold Chain", "Returns",
        "Key Accounts",
    ),
    cities=(
        "Ho Chi Minh City", "Hanoi", "Da Nang", "Hai Phong", "Binh Duong", "Bangkok",
        "Chonburi", "Rayong", "Chiang Mai", "Istanbul", "Izmir", "Mersin", "Bursa", "Dubai",
        "Abu Dhabi", "Sharjah", "Moscow", "Novosibirsk", "Yekaterinburg", "Vladivostok",
        "Kazan", "Jakarta", "Surabaya", "Semarang", "Batam", "Medan",
    ),
    addresses=(
        "45/12 Hoang Dieu St, Ward 9, District 4",
        "128 Phan Xich Long, Ward 2, Phu Nhuan Dist",
        "Apt 12.05 Sunrise Riverside, Nha Be",
        "No. 17 Ngo 42 Hao Nam, Dong Da Dist",
        "Lot A3-14 Him Lam residential area, Dist 7",
        "86 Dien Bien Phu, Binh Thanh Dist",
        "88/14 Soi Sukhumvit 71, Phra Khanong",
        "59/3 Moo 5, Bang Na-Trat Rd km 12",
        "Lumpini Ville condo room 1708, On Nut",
        "221 Moo 2, Tambon Bang Phra, Si Racha",
        "14/7 Soi Lat Phrao 101",
        "Bagdat Cad. No:112 D:7, Kadikoy",
        "Ataturk Mah. 12. Sok. No:4 D:3, Atasehir",
        "Mimar Sinan Mah. Cinar Sok. No:18, Uskudar",
        "Kibris Sehitleri Cad. No:56 D:2, Alsancak",
        "Yesilyurt Mah. 2014 Sok. No:9, Tarsus",
        "Villa 23, Street 14, Al Barsha 2",
        "Flat 1204, Al Nahda Tower 3",
        "Apt 506, Bldg 7, International City",
        "Villa 8, Street 31, Al Khawaneej 1",
        "Flat 302, Al Majaz 2, Corniche St",
        "ul. Profsoyuznaya 88, kv. 31",
        "pr. Mira 124 korp. 2, kv. 77",
        "ul. Krasny Prospekt 36, kv. 14",
        "ul. Svetlanskaya 110, kv. 5",
        "Leninsky pr. 45, kv. 203",
        "Jl. Kemang Raya No. 17, Mampang",
        "Perum Griya Asri Blok C3 No. 8, Cikarang",
        "Jl. Darmo Permai III No. 21",
        "Komplek Taman Ubud Blok F2 No. 15",
        "Jl. Pemuda No. 45 RT 03/RW 05, Candisari",
        "Cluster Bougenville Blok J No. 9, Harapan Indah",
    ),
    roles=(
        "dispatcher", "shift supervisor", "inventory controller", "route planner",
        "documentation officer", "warehouse clerk", "reach truck driver",
        "transport coordinator", "QA inspector", "HSE officer", "billing officer",
        "site manager", "control room operator",
    ),
    drinks=(
        "ca phe sua da", "Thai milk tea", "Turkish tea", "ayran", "karak chai",
        "mint lemonade", "kopi tubruk", "teh botol", "iced Milo", "black tea with lemon",
        "kompot", "Arabic coffee",
    ),
    statuses=(
        "on track", "at risk", "on hold", "delayed by vendor", "pilot running",
        "waiting approval", "go-live done", "scoping",
    ),
    plans=("Bronze SLA", "Silver SLA", "Gold SLA", "Platinum SLA", "Pay-per-pallet",
           "Flex Storage"),
    problems=(
        "tracking page show wrong ETA",
        "POD photos not upload from driver app",
        "barcode label print blank",
        "pallet count mismatch in WMS",
        "driver app logout every hour",
        "fuel surcharge charged double on invoice",
        "reefer temperature alert not coming",
        "ASN not received via EDI",
        "truck GPS freeze on map",
        "booking portal cannot attach DO",
        "commercial invoice missing HS code",
        "e-invoice rejected by tax system",
    ),
)  # fmt: skip

_PERSON_SLOTS = frozenset({"city", "address", "role", "team", "manager", "drink", "phone", "email"})
_PLAN_TIER = {"Bronze SLA": 1, "Silver SLA": 2, "Gold SLA": 3, "Platinum SLA": 4}
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_LONG_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")

# ---------------------------------------------------------------------------------------
# Statements. Placeholders: {s} subject (person form, or bare project / customer name),
# {ps} project form ("prj Taiga"), {cs} customer form ("cust Volga Agro"), {v} value,
# {o} old value, {he} {him} {his} pronouns of the subject.
# ---------------------------------------------------------------------------------------

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} base in {v} now, pls route {his} calls to {v} depot",
        "FYI {s} is working from {v} office",
        "{s} station at {v} hub, full time",
        "{s} - location: {v}",
        "roster: {s} @ {v}",
        "{s} sit in {v} site, not HQ",
        "pls note {s} located {v}",
        "{s} is {v} based, pls dont assign {him} other site shift",
        "new joiner {s}, base {v}",
        "{s} covering {v} warehouse, permanent one",
        "for travel claim: {s} home base = {v}",
        "{s} work out of {v} DC",
    ),
    "address": (
        "addr {s}: {v}",
        "{s} home addr is {v}, for company bus pickup",
        "HR sheet - {s} / addr: {v}",
        "pls send {s} new uniform to {his} house {v}",
        "{s} stay at {v}",
        "{s} living {v}, driver pls pick {him} 0515 hrs",
        "home address of {s} = {v}",
        "{s} house: {v} (for payslip courier)",
        "pickup point for {s} (home): {v}",
        "{s} residence {v}, pls put in emergency list",
    ),
    "role": (
        "{s} is {v}",
        "{s} work as {v}",
        "{s} - {v}, any issue pls contact {him}",
        "position of {s}: {v}",
        "{s} job is {v}",
        "new staff {s}, {v}, start today",
        "{s} doing {v} job",
        "{s} title in system = {v}",
        "pls note {s} is our {v}",
        "{s} hired as {v}, probation 2 month",
    ),
    "team": (
        "{s} belong to {v} team",
        "{s} is in {v} team",
        "{s} under {v} team",
        "team of {s}: {v}",
        "{s} join {v} team, pls add to group chat",
        "{s} - {v} team, pls put in {v} roster",
        "{s} is part of {v} team",
        "pls add {s} in {v} team list",
        "{s} sit with {v} team",
    ),
    "manager": (
        "{s} report to {v}",
        "manager of {s} is {v}",
        "{s} boss: {v}",
        "{s} under {v}, any leave pls ask {v}",
        "{s} direct report to {v}",
        "{v} is supervisor of {s}",
        "{s} - line mgr {v}",
        "leave approval of {s} go to {v}",
        "{s} reporting line: {v}",
    ),
    "drink": (
        "{s} only drink {v}",
        "{s} like {v}, pls buy for night shift",
        "pantry order: {v} for {s}",
        "{s} prefer {v}, no coffee",
        "for mtg tmr, {s} want {v}",
        "{s} favourite is {v}",
        "{s} always take {v} at break",
        "if buy drink for {s}, {v} ok",
    ),
    "phone": (
        "tel {s}: {v}",
        "{s} HP {v}",
        "{s} mobile: {v}",
        "contact {s} at {v}",
        "pls call {s} {v} if urgent",
        "{s} whatsapp {v}",
        "{s} - hp no. {v}",
        "on-call tonight {s}, tel {v}",
        "{s} number {v} pls save",
        "if cannot reach radio, call {s} {v}",
    ),
    "email": (
        "email {s}: {v}",
        "{s} mail is {v}",
        "pls cc {s} ({v}) on all POD",
        "{s} - {v}",
        "send the report to {s}, {v}",
        "{s} email addr {v}",
        "{s} company email {v}",
        "for roster file pls mail {s} at {v}",
    ),
    "status": (
        "{ps} status: {v}",
        "{ps} - {v}",
        "update {ps} = {v}",
        "{s} is {v}",
        "{ps} now {v}, pls inform mgmt",
        "status of {s}: {v}",
        "weekly review: {ps} {v}",
        "{ps} currently {v}",
        "{ps}: {v} (per mtg this morning)",
    ),
    "deadline": (
        "{ps} deadline {v}",
        "{ps} must finish by {v}",
        "{ps} due {v}",
        "target date {ps}: {v}",
        "{ps} cut-off {v}, no extension",
        "{ps} finish latest {v}",
        "mgmt want {ps} complete by {v}",
        "deadline of {s} is {v}, pls plan manpower",
    ),
    "owner": (
        "PIC of {ps}: {v}",
        "{ps} owner is {v}",
        "{v} lead {ps}",
        "{ps} handle by {v}",
        "{ps} under {v}, pls report progress to {v}",
        "for {ps} pls contact {v}, {v} in charge",
        "{v} = PIC {ps}",
        "{ps} in charge: {v}",
    ),
    "cost_centre": (
        "{ps} charge to CC# {v}",
        "cost centre {ps}: {v}",
        "pls book OT for {ps} under {v}",
        "{ps} budget code {v}",
        "{ps} CC {v}",
        "all fuel receipt for {ps} use code {v}",
        "finance confirm {ps} = {v}",
        "{ps} expense -> {v}",
    ),
    "plan": (
        "{cs} on {v}",
        "{cs} contract: {v}",
        "{cs} sign {v}",
        "{cs} is {v} customer",
        "{cs} - plan {v}",
        "{cs} subscribe {v}",
        "billing: {cs} {v}",
        "{cs} take {v} package",
    ),
    "po_number": (
        "{cs} PO# {v}",
        "PO {v} from {cs} received",
        "pls quote {v} on all invoice of {cs}",
        "{cs} purchase order: {v}",
        "{cs} send PO {v}, can start",
        "ref PO {v} ({cs})",
        "billing note {cs} - PO {v}",
        "{cs} PO no. {v}, pls attach in DO",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} transfer to {v} already",
        "{s} move from {o} to {v}, effective today",
        "{s} now base in {v}, not {o} anymore",
        "update location {s}: {v}",
        "{s} relocate to {v} this week, pls update roster",
        "correction - {s} is in {v} not {o}, my mistake",
        "{s} already go {v} site, {o} pls find replacement",
        "{s} station change: {o} -> {v}",
        "{s} now sitting {v} office",
        "{s} posting now {v}",
    ),
    "address": (
        "{s} move house, new addr {v}",
        "{s} change addr to {v}, old one {o} not valid",
        "new addr for {s}: {v} pls update HR",
        "{s} already shift to {v}",
        "correction addr {s}: {v} (not {o})",
        "{s} home now {v}, bus route pls adjust",
        "{s} moved out of {o}, now stay {v}",
        "pls update {s} address -> {v}",
    ),
    "role": (
        "{s} promote to {v}, congrats",
        "{s} change from {o} to {v}",
        "{s} now {v}, not {o} anymore",
        "{s} take over {v} role from today",
        "correction: {s} is {v}, not {o}",
        "{s} become {v} already, pls update org chart",
        "{s} move to {v} position",
        "new role {s}: {v}",
    ),
    "team": (
        "{s} is now belong to {v} team",
        "{s} move from {o} to {v} team",
        "{s} transfer to {v}, not {o} anymore",
        "{s} now in {v} team",
        "{s} team change: {o} >> {v}",
        "correction, {s} is {v} team not {o}",
        "{v} team get {s} from today",
        "{s} go to {v} team already",
    ),
    "manager": (
        "manager of {s} is {v} now",
        "{s} report to {v} now, not {o}",
        "{s} mgr change: {o} -> {v}",
        "from today {s} under {v}",
        "{s} new boss is {v}",
        "{v} take over {s} from {o}",
        "correction: {s} line mgr is {v}",
        "{s} now report {v}, {o} handover already",
    ),
    "drink": (
        "{s} change to {v} now, not {o}",
        "{s} stop {o}, now {v}",
        "{s} want {v} from now",
        "{s} switch to {v}",
        "pantry update: {s} -> {v}",
        "{s} said no more {o}, {v} pls",
        "{s} now like {v} more",
        "correction, {s} drink {v}, not {o}",
    ),
    "phone": (
        "{s} change number, new one {v}",
        "{s} new HP {v}, old {o} not use",
        "tel {s} update: {v}",
        "pls use {v} for {s}, not {o}",
        "{s} lost phone, new sim {v}",
        "{s} mobile now {v}",
        "correction tel {s} is {v}, {o} is wrong no.",
        "{s} got company phone, pls call {v} not private one",
    ),
    "email": (
        "{s} email change to {v}",
        "new email {s}: {v}, old {o} deactivate",
        "pls use {v} for {s} now",
        "{s} mailbox now {v}",
        "correction email {s} = {v}",
        "{s} mail move to {v}",
        "IT create new mailbox for {s}: {v}",
    ),
    "status": (
        "{ps} change to {v}",
        "{ps} from {o} to {v}",
        "{ps} now {v}, not {o}",
        "{ps} status update >> {v}",
        "{s} become {v} already",
        "correction {ps} status is {v}",
        "{ps} move to {v} after mtg today",
        "{ps}: {o} -> {v}",
    ),
    "deadline": (
        "{ps} deadline move to {v}",
        "{ps} deadline change from {o} to {v}",
        "{ps} extend to {v}",
        "{ps} now due {v}, not {o}",
        "new deadline {ps}: {v}",
        "correction, {ps} due date is {v}",
        "cust agree {ps} shift to {v}",
        "{ps} target revise: {v}",
    ),
    "owner": (
        "{ps} now handle by {v}",
        "{ps} PIC change {o} -> {v}",
        "{v} take over {ps} from {o}",
        "new owner {ps}: {v}",
        "{ps} move to {v}, {o} hand over already",
        "correction, PIC {ps} is {v} not {o}",
        "{ps} now under {v}",
        "mgmt appoint {v} for {ps}",
    ),
    "cost_centre": (
        "{ps} cost centre change to {v}",
        "new CC for {ps}: {v}, {o} close",
        "use {v} for {ps} now",
        "{ps} budget code now {v}",
        "finance re-map {ps} to {v}",
        "correction CC {ps} is {v}, not {o}",
    ),
    "plan": (
        "{cs} move from {o} to {v}",
        "{cs} now {v}, not {o}",
        "{cs} renew with {v}",
        "{cs} switch plan {v}",
        "correction {cs} is on {v}",
        "{cs} change package to {v}",
    ),
    "po_number": (
        "{cs} new PO {v}, replace {o}",
        "{cs} PO change to {v}",
        "use {v} for {cs} now",
        "{cs} revise PO: {v}",
        "{cs} reissue PO {v}",
        "{cs} PO {o} full already, new PO {v} for next batch",
    ),
}

_UPGRADE = (
    "{cs} upgrade to {v}",
    "{cs} upgrade {o} -> {v}, good news",
    "{cs} go up to {v} from this month",
)
_DOWNGRADE = (
    "{cs} downgrade to {v}",
    "{cs} drop from {o} to {v}, budget cut",
    "{cs} reduce to {v}",
)

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} not in {o} anymore, new site TBC",
        "{s} leave {o} already, dont know where next",
        "pls remove {s} from {o} roster, {he} not base there now",
        "{s} no more {o}, location pending HR",
        "{o} location of {s} not valid anymore",
        "{s} finish {o} assignment, next posting not decide yet",
        "chk: {s} NOT in {o} now. new location tbc",
    ),
    "address": (
        "{s} not stay at {o} anymore, new addr not give yet",
        "{o} is old addr of {s}, dont send anything there",
        "{s} move out from {o}, addr tbc",
        "pls remove {o} from {s} record, {he} not live there now",
        "{s}: no more {o}, waiting new addr",
        "courier return parcel, {s} not at {o} anymore",
    ),
    "role": (
        "{s} not {o} anymore, new role tbc",
        "{s} step down from {o}",
        "{s} no longer {o}, HR will announce new position",
        "pls dont call {s} for {o} things, {he} not doing that now",
        "{o} role of {s} finish, waiting new JD",
        "{s} released from {o} duty",
    ),
    "team": (
        "{s} not in {o} team anymore",
        "{s} leave {o} team, new team tbc",
        "pls remove {s} from {o} group, {he} not belong there now",
        "{s} out of {o} team",
        "{s} no more {o} team, pending HR",
        "{o} team confirm {s} not with them now",
    ),
    "manager": (
        "{s} not report to {o} anymore",
        "{o} no longer manager of {s}, new one tbc",
        "{s} not under {o} now, pls hold approvals",
        "{s} mgr {o} leave, no replacement yet",
        "{o} is not {s} boss anymore",
        "pls dont send {s} leave form to {o} now",
    ),
    "drink": (
        "{s} not drink {o} anymore",
        "{s} stop {o}, dont buy for {him}",
        "no more {o} for {s}, doctor said",
        "{s} quit {o}",
        "pantry: remove {o} for {s}",
        "{s} fasting, no {o} this month",
    ),
    "phone": (
        "no more phone {o} for {s}",
        "{s} number {o} cannot reach, not valid now",
        "{s} stop using {o}, new number tbc",
        "pls delete {o} ({s}), not active",
        "{o} is not {s} number anymore",
        "{s} return company phone, {o} not with {him} now",
    ),
    "email": (
        "{s} email {o} not active anymore",
        "dont send to {o}, {s} not use it",
        "{o} bounce, {s} mailbox close",
        "{s} no more {o}",
        "pls remove {o} from distribution list, {s} not read it now",
        "{s} old mail {o} close by IT, new one not yet",
    ),
    "status": (
        "{ps} not {o} anymore, status tbc",
        "{ps} no longer {o}",
        "remove '{o}' from {ps}, new status after review",
        "{ps} status {o} is old, pending update",
        "{ps} not {o} now, mgmt will decide",
        "{ps} - pls dont report '{o}' anymore, status changing",
    ),
    "deadline": (
        "{ps} deadline {o} cancel, new date tbc",
        "{ps} no deadline now, {o} not valid",
        "{o} for {ps} not applicable anymore",
        "forget {o} deadline of {ps}, will re-plan",
        "{ps} {o} date drop, wait new plan from cust",
        "{ps} not due {o} now, timeline under review",
    ),
    "owner": (
        "{o} not PIC of {ps} anymore",
        "{ps} no owner now, {o} release",
        "{o} step out from {ps}, new PIC tbc",
        "{ps} - {o} not handle now",
        "pls dont escalate {ps} to {o} anymore",
        "{o} hand back {ps}, mgmt will appoint new PIC",
    ),
    "cost_centre": (
        "{ps} CC {o} closed, dont book",
        "{o} not for {ps} anymore, finance will give new",
        "stop charge {ps} to {o}",
        "{ps} no cost centre now, {o} freeze",
        "finance reject claim {ps} on {o}, code not valid now",
        "{o} ({ps}) close end of month, new code tbc",
    ),
    "plan": (
        "{cs} cancel {o}, new plan not decide",
        "{cs} not on {o} anymore",
        "{cs} end {o} contract",
        "{o} for {cs} expire, no renew yet",
        "billing pls stop {o} for {cs}",
        "{cs} terminate {o}, under negotiation now",
    ),
    "po_number": (
        "{cs} PO {o} cancel",
        "{o} not valid for {cs}, wait new PO",
        "{cs} withdraw PO {o}",
        "dont invoice {cs} on {o}",
        "{cs} PO {o} used up, waiting new one",
        "{o} of {cs} expire already, hold billing",
    ),
}

# When the writer is the subject: the line always carries the writer's name tag.
_SELF: dict[str, tuple[str, ...]] = {
    "city": (
        "I am base in {v} now",
        "my location change to {v}, pls update",
        "pls note I am in {v} site from today",
    ),
    "address": (
        "my new addr: {v}",
        "I move to {v}, pls update bus pickup",
        "home addr change - {v}",
    ),
    "role": ("I am {v} now", "my role change to {v} from today, pls update"),
    "team": ("I am in {v} team now", "I join {v} team from today, pls add me"),
    "manager": ("my new mgr is {v}", "I report to {v} from today"),
    "drink": ("I drink {v} only", "pls buy {v} for me next time"),
    "phone": ("my HP {v}", "my new number {v}, pls save"),
    "email": ("my email {v}", "pls send to my mail {v}"),
}

# Tickets. {t} id, {p} problem, {c} customer.
_TICKET_OPEN = (
    "new ticket {t}: {c} - {p}",
    "{t} raised. cust {c} complain {p}",
    "pls chk asap {t} - {p} ({c})",
    "{c} call control room, {p}. log as {t}",
    "[{t}] OPEN / {c} / {p}",
    "ticket {t} open for {c}, issue: {p}",
    "{t} - {p}, reported by {c} this morning",
    "IT pls: {t}, {p}, cust {c}",
    "raise {t} for {c}, {p} since last night",
    "{c} angry, {p}. ticket {t} created",
)
_TICKET_WORKING = (
    "{t} IT checking now",
    "{t} ({c}) in progress, vendor investigate {p}",
    "working on {t}, {p} still happen",
    "{t} escalate to L2, in progress",
    "{t} under investigation, {c} informed",
    "status {t}: in progress. {p} can reproduce",
    "{t} pick up by IT, WIP",
    "{t} - IT remote in already, chk the {p} issue",
)
_TICKET_DONE = (
    "{t} case close",
    "{t} fixed already, {c} confirm ok",
    "{t} resolved - {p} solved",
    "{t} closed. {c} happy now",
    "{t} done, pls close on system",
    "ok done {t}, {p} fixed",
    "{t} ({c}) solved, case close",
    "{t} - fix deploy, cust chk ok, close",
)

# ---------------------------------------------------------------------------------------
# Chatter: states no attribute of the schema. {m} a colleague, {mhe} {mhim} pronouns.
# ---------------------------------------------------------------------------------------

_CHATTER = (
    "noted",
    "ok done",
    "ok noted tks",
    "chk already, all fine",
    "noted with thanks",
    "rgr",
    "copy",
    "dock {dock} door stuck again, maintenance pls chk",
    "truck {plate} arrive {hhmm} hrs, late {d}0 min due traffic",
    "container {cont} still at {port}, red line inspection",
    "reefer {d} temp -18.{d} ok, logged",
    "{n} pallets arriving tonight, pls prepare 2 forklift",
    "forklift #{d} battery low, charging now",
    "rain very heavy here, drivers go slow pls",
    "sandstorm in yard, visibility low, stop outdoor loading 30 min",
    "snow again -2{d} outside, trucks need warm up before go",
    "flood near {depot}, drivers pls route via highway",
    "lunch today {food}, who want?",
    "who order {food}? grab driver waiting at gate 1",
    "happy Friday all",
    "Friday prayer 1200-1330, pls cover dock {dock}",
    "Ramadan working hour start next week, A shift finish 1400",
    "Tet holiday roster pls submit by Friday",
    "Songkran leave request pls send before 1st, roster tight",
    "Bayram long weekend, who on duty? pls reply",
    "Lebaran mudik schedule, pls inform early so can plan drivers",
    "selamat pagi all, B shift handover ok",
    "good morning team, coffee machine broken again",
    "printer at dispatch out of toner",
    "zebra printer jam, restart already ok",
    "gate 2 barrier not open, security do manual",
    "pls dont park in front of dock {dock}",
    "CCTV cam {d} offline, security aware",
    "yard chk done, {n} containers, {d} empty",
    "tks all for hard work yesterday, record {n2} orders",
    "safety talk at 0700 hrs, all pls join",
    "toolbox mtg move to 1530",
    "fire drill tmr 1000 hrs, dont panic haha",
    "pls wear vest in yard, auditor coming",
    "5S audit Thursday, clean your area pls",
    "haha ok",
    "5555 ok",
    "wkwkwk",
    "lol",
    "thx bro",
    "tks sis",
    "sama-sama",
    "khob khun ka",
    "khob khun krub",
    "tesekkurler",
    "spasibo",
    "shukran",
    "cam on nhe",
    "anyone see my charger? black one, in pantry",
    "aircon in control room too cold again",
    "who take the pallet jack from dock {dock}?? pls return",
    "vessel ETA delay 2 days, {port} congestion",
    "fuel price up again this month",
    "toll card truck {plate} no balance, pls top up",
    "POD batch {n} scan done",
    "night shift quiet, only {n} orders",
    "system maintenance sunday 0200-0400, use paper form",
    "gate at {depot} close 2200, drivers pls know",
    "driver rest room need cleaning",
    "pls all update timesheet before 1700",
    "payroll come 25th, dont ask me again haha",
    "new uniform arrive, size list pls",
    "water dispenser empty, call supplier already",
    "today very hot 4{d} degree, drink water guys",
    "pls dont eat at workstation, ants everywhere",
    "internet down 10 min, back already",
    "radio ch 3 noisy, use ch 5",
    "trailer {plate} tyre flat at km {n}, roadside team going",
    "seal no. {seal} on container {cont}, matched",
    "shortage {d} carton on ASN, report to cust service",
    "over-landed 2 pallet, keep in quarantine area",
    "cycle count zone {zone} finish, variance 0",
    "pick rate today {n} lines/hr, good job",
    "wave 3 release late, system slow",
    "who is on duty Sunday? pls reply",
    "visitor from cust at {hhmm}, mtg room 2",
    "birthday cake in pantry, come",
    "power cut block {zone}, genset running",
    "stuck in traffic, arrive 15 min late sorry",
    "motorbike broken, late today sorry",
    "train delay, arrive 0720",
    "chk the roster pls, something wrong week 3",
    "morning all",
    "selamat siang",
    "sawasdee krub all",
    "gunaydin herkese",
    "salam alaikum all",
    "dobroe utro",
    "xin chao ca nha",
    "good night C shift, take care",
    "handover done, nothing special",
    "A shift: {n} trucks out, {d} pending. handover ok",
    "B shift handover - dock {dock} leak water, bucket there",
    "C shift: quiet night, 1 truck breakdown, already tow",
    "ok will chk",
    "chk tmr",
    "pls resend, cannot open attachment",
    "noted, will follow",
    "ok sir",
    "done ✅",
    "👍",
    "🙏 tks",
    "so tired today 😂",
    "who parked black pickup at fire lane??",
    "mosquito very many at dock side, pls spray",
    "cat give birth under pallet rack {zone}{d}, pls dont disturb 😂",
    "tomorrow public holiday here, depot closed",
    "depot {depot} open normal tomorrow",
    "ship {vessel} berth {hhmm}, discharge start after",
    "{n} cartons damage from {port}, photos in folder",
    "pls use new DO template from today",
    "manpower short {d} people tonight, borrow from agency",
    "agency workers arrive 2100, pls brief safety",
    "rack {zone}{d} bent, forklift hit, block the aisle",
    "traffic police stop truck {plate}, overload chk, ok already",
    "weighbridge broken, use manual ticket",
    "KPI on-time {n3}% this week, not bad",
    "OTIF report sent",
    "pls dont forget lock cage area",
    "key of cage with security",
    "canteen close early today",
    "mtg postpone to {hhmm}",
    "happy new year all 🎉",
)

_CHATTER_MENTION = (
    "{m} birthday today, cake 1500 at pantry",
    "tks {m} for cover my shift",
    "{m} pls chk your email",
    "{m} you leave helmet at dock {dock}",
    "anyone see {m}? forklift key with {mhim}",
    "{m} on sick leave today",
    "{m} back from leave, welcome back",
    "{m} bring durian to office again, pls no 😂",
    "congrats {m} new baby!",
    "{m} where is key truck {plate}?",
    "pls help {m}, {mhe} alone at dock {dock}",
    "{m} call me when free",
    "{m} in training whole day, pls dont disturb",
    "good job {m}, cust say thank you",
    "{m} lunch together? {food}",
    "{m} your car block the gate, pls move",
    "{m} stuck in traffic, will late 20 min",
    "{m} ok noted",
    "{m} tks, received",
    "@{m} pls approve OT form",
    "{m} pls share photos of damage carton",
    "{m} already sign the DO",
    "{m} win football bet again haha",
    "{m} cook very good {food}, tks",
    "{m} pls remind drivers about seat belt",
    "{m} how is your mother? get well soon",
    "{m} thanks for the snacks",
    "who will cover {m} tonight?",
    "{m} pls reply the group, cust waiting",
    "{m} the forklift licence training {hhmm} ok?",
    "{m} tks for fix the printer 🙏",
    "{m} lost {mhis} phone charger again",
    "{m} pls come control room 5 min",
    "{m} pray for you bro, get well",
    "{m} leave early today, family matter",
)

_FOODS = (
    "pho", "banh mi", "com tam", "som tam", "pad kra pao", "khao man gai", "lahmacun",
    "doner", "simit", "shawarma", "mandi", "biryani", "pelmeni", "borscht", "nasi padang",
    "bakso", "mie ayam", "manti",
)  # fmt: skip
_PORTS = ("Cat Lai", "Laem Chabang", "Ambarli", "Jebel Ali", "Vostochny", "Tanjung Priok",
          "Tanjung Perak", "Cai Mep")  # fmt: skip
_DEPOTS = (
    "Lot B7 Tan Thuan EPZ", "Block C Bang Na km 19", "Plot S30214 JAFZA South",
    "Kawasan MM2100 Blok J-5", "Lot C3 VSIP 1", "Sklad 4 Podolsk", "DC2 Tuzla OSB",
    "Gudang 12 Marunda Center", "Amata City Lot 88/3",
)  # fmt: skip
_VESSELS = ("MSC Aurora", "Wan Hai 316", "Kota Lumba", "Ever Unique", "Maersk Kolkata")
_ZONES = ("A", "B", "C", "D", "E", "F")
_HEADERS_PERSON = ("HR update:", "roster chg -", "staff info >>", "#update", "FYI all:", "INFO:")
_HEADERS_PROJECT = ("PRJ update:", "weekly mtg -", "#project", "mgmt note:", "FYI:")
_HEADERS_CUSTOMER = ("KAM note:", "billing -", "cust info:", "#sales", "FYI:")
_HEADERS_TICKET = ("IT:", "#ticket", "helpdesk >>", "ISSUE LOG -")
_SUFFIXES = (
    " pls note",
    " FYI",
    " tks",
    " thx all",
    " pls update",
    " 🙏",
    " noted?",
    " pls take note all",
)
_HANDOVER_BITS = (
    "dock {dock} door fixed",
    "{n} pallets still in staging",
    "truck {plate} on the way",
    "forklift #{d} charging",
    "no accident",
    "cold room temp ok",
    "yard clean",
    "POD batch {n} scanned",
)

# ---------------------------------------------------------------------------------------
# Questions.
# ---------------------------------------------------------------------------------------

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "where {s} based now?",
        "{s} working from which site?",
        "which city {s} sit now?",
        "{s} is at which location currently?",
        "pls remind me, {s} station where?",
        "{s} office is in what city?",
        "need to send docs to {s}, which city {he} in?",
        "where can I find {s}, which city depot?",
    ),
    "address": (
        "what is home address of {s}?",
        "where {s} live? need for courier",
        "{s} house addr pls",
        "{s} stay at which street?",
        "can give me {s} residence address?",
        "driver need {s} home location for pickup, what is it?",
    ),
    "role": (
        "what {s} doing in company, which position?",
        "{s} job title?",
        "what is {s} role now?",
        "{s} is what position ah?",
        "which function {s} handle?",
        "{s} designation pls",
    ),
    "team": (
        "{s} in which team?",
        "which dept {s} now?",
        "{s} belong to which group?",
        "what team {s} with currently?",
        "{s} under which unit?",
    ),
    "manager": (
        "who is {s} boss?",
        "{s} line manager who?",
        "who approve leave for {s}?",
        "{s} supervisor is who now?",
        "whom does {s} report to?",
        "who is above {s}?",
    ),
    "drink": (
        "what {s} like to drink?",
        "buying drinks, what to get for {s}?",
        "{s} drink preference?",
        "what should I order for {s} from pantry?",
        "{s} take coffee or what?",
    ),
    "phone": (
        "what is {s} phone number?",
        "how to call {s}? number pls",
        "{s} contact no.?",
        "pls give me mobile of {s}",
        "need to reach {s} urgent, what number?",
        "which number to ring {s}?",
    ),
    "email": (
        "what is {s} email?",
        "{s} mail address?",
        "how to email {s}?",
        "which email I send to {s}?",
        "{s} company mailbox pls",
    ),
    "status": (
        "how is {ps} going?",
        "{ps} current state?",
        "{ps} on schedule or not?",
        "any news on {ps}, what status?",
        "where {ps} stand now?",
        "{ps} progress how?",
    ),
    "deadline": (
        "when {ps} need to finish?",
        "{ps} due date?",
        "by when {ps} must complete?",
        "{ps} target finish when?",
        "what date is cut-off for {ps}?",
    ),
    "owner": (
        "who in charge of {ps}?",
        "who is PIC {ps}?",
        "{ps} who lead?",
        "who handle {ps} now?",
        "{ps} responsible person?",
        "whose project is {s}?",
    ),
    "cost_centre": (
        "{ps} charge to which code?",
        "what cost code for {ps}?",
        "which budget {ps} use?",
        "CC for {ps} pls?",
        "booking expense for {ps}, which cost centre?",
    ),
    "plan": (
        "what package {cs} have?",
        "{cs} subscription which tier?",
        "which plan {cs} using?",
        "what service level {cs} sign?",
        "{cs} contract type?",
    ),
    "po_number": (
        "PO number of {cs}?",
        "what is {cs} purchase order no.?",
        "which PO to put on {cs} invoice?",
        "{cs} PO ref pls",
    ),
}

_ASK_TICKET = (
    "{t} fixed or not yet?",
    "any update on {t} ({c})?",
    "{c} issue - {p} ({t}) - still open?",
    "status of {t}? the {p} one",
    "is the {p} problem of {c} solved? ref {t}",
    "{t} still pending or close already?",
    "{c} asking again about {t}, where we are?",
    "ticket {t} for {c}, what is the state now?",
)

# Two-hop: {w} names the link ("Katya boss", "PIC of prj Taiga").
_VIA_MANAGER = (
    "{s} boss",
    "the manager of {s}",
    "the person {s} report to",
    "{s} supervisor",
    "{s}'s line mgr",
)
_VIA_OWNER = (
    "PIC of {ps}",
    "whoever lead {ps}",
    "{ps} owner",
    "the person in charge of {ps}",
    "the one who handle {ps}",
)
_ASK_VIA: dict[str, tuple[str, ...]] = {
    "city": (
        "{w} sit in which city?",
        "where is {w} based?",
        "{w}, which site that one working from?",
        "{w} located where now?",
        "which city is {w} in?",
    ),
    "address": (
        "what is home addr of {w}?",
        "need send gift to the house of {w}, addr?",
        "{w} live where?",
        "residence of {w} pls",
    ),
    "phone": (
        "number of {w}?",
        "how to call {w}?",
        "{w} contact no. pls",
        "what phone I use for {w}?",
    ),
}
_ASK_TAILS = ("", "", "", " pls", " tks", " ah", " asap pls", " (for handover)")


def _given(full: str) -> str:
    """The name colleagues use: the last word for Vietnamese names, else the first."""
    parts = full.split()
    if not parts:
        return full
    country = _PEOPLE.get(full, ("", "m", ""))[0]
    return parts[-1] if country == "vn" else parts[0]


def _surname(full: str) -> str:
    """Family name: the first word for Vietnamese names, else everything after the first."""
    parts = full.split()
    if len(parts) < 2:
        return full
    country = _PEOPLE.get(full, ("", "m", ""))[0]
    return parts[0] if country == "vn" else " ".join(parts[1:])


def _pronouns(full: str | None) -> tuple[str, str, str]:
    """(he, him, his) or the feminine forms; unknown names read as masculine."""
    gender = _PEOPLE.get(full or "", ("", "m", ""))[1]
    return ("she", "her", "her") if gender == "f" else ("he", "him", "his")


def _person(full: str, rng: random.Random) -> str:
    """How a colleague names a person in the log; always holds a word of the full name."""
    country, gender, nick = _PEOPLE.get(full, ("", "m", ""))
    given, surname = _given(full), _surname(full)
    female = gender == "f"
    forms: list[str] = [given, given, given, full]
    if country == "vn":
        forms += [
            f"Ms. {given}" if female else f"Mr. {given}",
            f"c.{given}" if female else f"a.{given}",
            f"Sis {given}" if female else f"Bro {given}",
            f"{given}{''.join(w[0] for w in full.split()[:-1])}",
        ]
    elif country == "th":
        forms += [f"Khun {given}", f"K.{given}", f"P'{given}"]
        if nick:
            forms += [f"{nick} ({given})", f"{given} ({nick})"]
    elif country == "tr":
        forms += [
            f"{given} Hanim" if female else f"{given} Bey",
            f"{given} abla" if female else f"{given} abi",
            f"Ms. {surname}" if female else f"Mr. {surname}",
        ]
    elif country == "ae":
        forms += [
            f"Ms. {given}" if female else f"Mr. {given}",
            f"Sis {given}" if female else f"Bro {given}",
            f"{given} {surname[0]}.",
        ]
    elif country == "ru":
        forms += [f"{given} {surname[0]}.", f"Ms. {surname}" if female else f"Mr. {surname}"]
        if nick:
            forms += [f"{nick} {surname}", f"{given} ({nick})"]
    elif country == "id":
        forms += [
            f"Bu {given}" if female else f"Pak {given}",
            f"Mbak {given}" if female else f"Mas {given}",
        ]
        if not female:
            forms += [f"Bang {given}", f"Abang {given}"]
    return rng.choice(forms)


def _full_person(full: str, rng: random.Random) -> str:
    """A person named as a value (manager, owner): the full name, maybe with a title."""
    country, gender, _ = _PEOPLE.get(full, ("", "m", ""))
    female = gender == "f"
    roll = rng.random()
    if roll < 0.6 or not country:
        return full
    if country == "th":
        return f"Khun {full}"
    if country == "id":
        return f"Bu {full}" if female else f"Pak {full}"
    if country == "tr" and roll < 0.8:
        return f"{full} Hanim" if female else f"{full} Bey"
    return f"Ms. {full}" if female else f"Mr. {full}"


def _tag(full: str, rng: random.Random) -> str:
    """How a writer signs a log line: first name, name plus initial, or a login."""
    country = _PEOPLE.get(full, ("", "m", ""))[0]
    given, surname = _given(full), _surname(full)
    forms = [given, given, f"{given} {surname[:1]}."]
    if country == "vn":
        forms.append(f"{given}{''.join(w[0] for w in full.split()[:-1])}")
    elif country in ("tr", "ru"):
        forms.append(f"{given[0]}.{surname}")
    return rng.choice(forms)


def _project(name: str, rng: random.Random) -> str:
    """A project as the log names it."""
    return rng.choice(
        (name, name, f"prj {name}", f"project {name}", f"{name} prj", f"{name} project")
    )


def _customer(name: str, rng: random.Random) -> str:
    """A customer as the log names it."""
    return rng.choice((name, name, f"cust {name}", f"customer {name}", f"{name} (cust)"))


def _date(iso: str, rng: random.Random) -> str:
    """An ISO date the way the log writes it (day first, month names, weekdays)."""
    try:
        day = date.fromisoformat(iso)
    except ValueError:
        return iso
    d, m, y = day.day, day.month, day.year
    forms = (
        f"{d:02d}/{m:02d}",
        f"{d:02d}/{m:02d}/{y}",
        f"{d}/{m}/{y % 100:02d}",
        f"{d}-{_MONTHS[m - 1]}",
        f"{d} {_MONTHS[m - 1]}",
        f"{d} {_LONG_MONTHS[m - 1]} {y}",
        f"{d:02d}.{m:02d}.{y}",
        f"{_WEEKDAYS[day.weekday()]} {d:02d}/{m:02d}",
        f"{_MONTHS[m - 1]} {d}",
    )
    return rng.choice(forms)


def _clock(rng: random.Random) -> tuple[str, str, str]:
    """A random (hh, mm, shift letter) consistent with the A/B/C shift pattern."""
    hour = rng.randint(0, 23)
    minute = rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50, rng.randint(0, 59)))
    shift = "A" if 6 <= hour < 14 else "B" if 14 <= hour < 22 else "C"
    return f"{hour:02d}", f"{minute:02d}", shift


def _digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(count))


def _plate(rng: random.Random) -> str:
    """A truck plate in one of the group's countries' styles (typed in Latin letters)."""
    letters = "ABCEHKMNPTXY"
    forms = (
        f"51C-{_digits(rng, 3)}.{_digits(rng, 2)}",
        f"{rng.randint(70, 71)}-{_digits(rng, 4)}",
        f"34 {rng.choice(letters)}{rng.choice(letters)}{rng.choice(letters)} {_digits(rng, 3)}",
        f"P {_digits(rng, 5)}",
        f"{rng.choice(letters)}{_digits(rng, 3)}{rng.choice(letters)}{rng.choice(letters)} 77",
        f"B {_digits(rng, 4)} K{rng.choice(letters)}{rng.choice(letters)}",
    )
    return rng.choice(forms)


def _container(rng: random.Random) -> str:
    prefix = rng.choice(("MSKU", "TGHU", "CMAU", "OOLU", "TCLU", "SEGU"))
    return f"{prefix}{_digits(rng, 7)}" if rng.random() < 0.6 else f"{prefix} {_digits(rng, 7)}"


def _noise_values(rng: random.Random) -> dict[str, str]:
    """Numbers, places and things for chatter and handover bits (none is a schema fact)."""
    hh, mm, _ = _clock(rng)
    return {
        "dock": str(rng.randint(1, 24)),
        "plate": _plate(rng),
        "hhmm": f"{hh}{mm}",
        "n": str(rng.randint(12, 480)),
        "n2": f"{rng.randint(1, 9)},{_digits(rng, 3)}",
        "n3": str(rng.randint(86, 99)),
        "d": str(rng.randint(1, 9)),
        "cont": _container(rng),
        "port": rng.choice(_PORTS),
        "depot": rng.choice(_DEPOTS),
        "food": rng.choice(_FOODS),
        "seal": _digits(rng, 7),
        "zone": rng.choice(_ZONES),
        "vessel": rng.choice(_VESSELS),
    }


class _Fill(dict[str, str]):
    """Template values; a missing key renders as nothing instead of raising."""

    def __missing__(self, key: str) -> str:
        return ""


def _fill(template: str, values: dict[str, str]) -> str:
    try:
        text = template.format_map(_Fill(values))
    except (ValueError, IndexError, KeyError):
        text = template
    return re.sub(r"\s+", " ", text).strip()


def _particle(speaker: str, rng: random.Random) -> str:
    """A tag from the writer's first language, now and then."""
    country, gender, _ = _PEOPLE.get(speaker, ("", "m", ""))
    if rng.random() > 0.12:
        return ""
    options: dict[str, tuple[str, ...]] = {
        "th": (" ka",) if gender == "f" else (" krub", " na krub"),
        "id": (" ya", " ok ya", " ya pak", " nggih"),
        "vn": (" nhe", " nha", " ok nhe"),
        "tr": (" kolay gelsin", " tamam"),
        "ae": (" inshallah", " habibi", " yalla"),
        "ru": (" ok?", " spasibo"),
    }
    return rng.choice(options.get(country, ("",)))


def _wrap(
    core: str,
    speaker: str,
    rng: random.Random,
    *,
    headers: tuple[str, ...] = (),
    force_tag: bool = False,
    bits: bool = True,
    tag: str | None = None,
) -> str:
    """Put a log line around ``core``: stamp, writer tag, header, suffix, handover list."""
    tag = tag or _tag(speaker, rng)
    hh, mm, shift = _clock(rng)
    body = core
    if bits and rng.random() < 0.08:
        noise = _noise_values(rng)
        other = _fill(rng.choice(_HANDOVER_BITS), noise)
        body = (
            f"handover {shift} shift: 1) {other} 2) {body}"
            if rng.random() < 0.5
            else f"1) {body} 2) {other}"
        )
    if headers and rng.random() < 0.22:
        body = f"{rng.choice(headers)} {body}"
    if rng.random() < 0.2 and len(core) > 20 and not body.endswith(("pls", "?", "!")):
        body += rng.choice(_SUFFIXES)
    if not body.endswith("?"):
        body += _particle(speaker, rng)
    prefixes = (
        f"[{hh}:{mm}] {tag}: ",
        f"{hh}{mm} hrs - {tag}: ",
        f"{tag} ({shift} shift): ",
        f"{shift}-shift {tag} >> ",
        f"{tag}: ",
        f"[{hh}:{mm}] {tag} - ",
        f"<{tag}> ",
    )
    roll = rng.random()
    if force_tag or roll < 0.55:
        line = rng.choice(prefixes) + body
    elif roll < 0.7:
        line = f"[{hh}:{mm}] {body}"
    elif roll < 0.8:
        line = f"{body} - {tag}"
    elif roll < 0.86:
        line = f"{body} /{tag.split()[0]}"
    else:
        line = body
    if len(line) >= 290:
        line = f"{tag}: {core}" if force_tag else core
    return line[:299]


class DispatchFamily:
    """A logistics group's shift log: telegraphic second-language English, many stamps."""

    name = "dispatch-en"
    language: Literal["en", "zh"] = "en"
    split: Literal["dev", "test", "legacy"] = "dev"
    lexicon = _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """Phones and emails in the subject's country style, codes in the group's formats.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: The person, project or customer (empty for a ticket).
            rng: The source of randomness.

        Returns:
            A fresh identifier string.
        """
        if slot == "phone":
            return self._phone(subject, rng)
        if slot == "email":
            return self._email(subject, rng)
        if slot == "cost_centre":
            country = rng.choice(("VN", "TH", "TR", "AE", "RU", "ID"))
            base = f"{country}{rng.randint(10, 49)}-{rng.randint(1000, 9999)}"
            if rng.random() < 0.4:
                base += "-" + rng.choice(("WH", "LH", "TPT", "ADM", "CR"))
            return base
        if slot == "po_number":
            return self._po(subject, rng)
        if rng.random() < 0.7:
            return f"HD-{rng.randint(100000, 999999)}"
        return f"INC{rng.randint(2400000, 2499999)}"

    @staticmethod
    def _phone(subject: str, rng: random.Random) -> str:
        country = _PEOPLE.get(subject, (rng.choice(("vn", "th", "tr", "ae", "ru", "id")),))[0]
        d = _digits
        local = rng.random() < 0.6
        if country == "vn":
            head = rng.choice(("90", "91", "93", "98", "88", "70", "77"))
            if local:
                return rng.choice(
                    (
                        f"0{head}{d(rng, 1)} {d(rng, 3)} {d(rng, 3)}",
                        f"0{head}{d(rng, 1)}.{d(rng, 3)}.{d(rng, 3)}",
                    )
                )
            return f"+84 {head}{d(rng, 1)} {d(rng, 3)} {d(rng, 3)}"
        if country == "th":
            head = rng.choice(("81", "86", "89", "62", "92", "95"))
            if local:
                return f"0{head}-{d(rng, 3)}-{d(rng, 4)}"
            return f"+66 {head} {d(rng, 3)} {d(rng, 4)}"
        if country == "tr":
            head = rng.choice(("532", "533", "542", "505", "555", "544"))
            if local:
                return f"0{head} {d(rng, 3)} {d(rng, 2)} {d(rng, 2)}"
            return f"+90 {head} {d(rng, 3)} {d(rng, 2)} {d(rng, 2)}"
        if country == "ae":
            head = rng.choice(("50", "52", "55", "56", "58"))
            if local:
                return f"0{head} {d(rng, 3)} {d(rng, 4)}"
            return f"+971 {head} {d(rng, 3)} {d(rng, 4)}"
        if country == "ru":
            head = rng.choice(("916", "903", "925", "913", "950", "985"))
            if local:
                return f"8 ({head}) {d(rng, 3)}-{d(rng, 2)}-{d(rng, 2)}"
            return f"+7 {head} {d(rng, 3)}-{d(rng, 2)}-{d(rng, 2)}"
        head = rng.choice(("812", "813", "821", "857", "878", "896"))
        if local:
            return f"0{head}-{d(rng, 4)}-{d(rng, 4)}"
        return f"+62 {head} {d(rng, 4)} {d(rng, 4)}"

    @staticmethod
    def _email(subject: str, rng: random.Random) -> str:
        country = _PEOPLE.get(subject, ("", "m", ""))[0]
        words = [re.sub(r"[^a-z]", "", w.lower()) for w in subject.split()]
        words = [w for w in words if w] or ["staff"]
        domains = {
            "vn": "meridianxl.com.vn",
            "th": "meridianxl.co.th",
            "tr": "meridianxl.com.tr",
            "ae": "meridianxl.ae",
            "ru": "meridianxl.ru",
            "id": "meridianxl.co.id",
        }
        domain = domains.get(country, "meridianxl.com")
        given, family = words[0], words[-1]
        if country == "vn":
            given, family = words[-1], words[0]
            initials = "".join(w[0] for w in words[:-1])
            local = rng.choice((f"{given}{initials}", f"{given}.{family}", f"{given}.{initials}"))
        elif country == "th":
            local = rng.choice(
                (f"{given}.{family[:1]}", f"{given}.{family[:2]}", f"{given}.{family}")
            )
        elif country == "ae":
            rest = "".join(words[1:]) or given
            local = rng.choice((f"{given}.{rest}", f"{given[0]}.{rest}", f"{given}{rest[:1]}"))
        elif country == "ru":
            local = rng.choice(
                (f"{given[0]}.{family}", f"{given}.{family}", f"{family}.{given[0]}")
            )
        elif country == "id":
            local = rng.choice((f"{given}.{family}", f"{given}{family[:1]}", f"{given}"))
        else:
            local = rng.choice((f"{given}.{family}", f"{given[0]}{family}"))
        if rng.random() < 0.3:
            local += str(rng.randint(1, 9))
        return f"{local}@{domain}"

    @staticmethod
    def _po(subject: str, rng: random.Random) -> str:
        n = rng.randint(1, 9999)
        month = _ROMAN[rng.randint(0, 11)]
        formats = {
            "Nusantara Mart": f"{n:04d}/PO-NM/{month}/2024",
            "Siam Polymer": f"SPC-PO-{rng.randint(1000000, 9999999)}",
            "Anadolu Tekstil": f"ATK2024-{rng.randint(1, 99999):05d}",
            "Gulf Star Trading": f"GST/PO/24/{n:04d}",
            "Volga Agro": f"VA-{rng.randint(1, 999999):06d}/24",
            "Viet Hung Paper": f"VHP-PO-24-{n:04d}",
            "Pearl Ceramics": f"45000{rng.randint(10000, 99999)}",
        }
        return formats.get(subject, f"PO-{rng.randint(100000, 999999)}")

    def say(self, event: Event, rng: random.Random) -> str:
        """The shift-log line ``event.speaker`` writes for ``event``.

        Args:
            event: What is said.
            rng: The source of randomness.

        Returns:
            One line under 300 characters.
        """
        try:
            return self._say(event, rng)
        except Exception:  # pragma: no cover - a family must never raise
            subject = event.subject or ""
            return f"{subject} {event.value or event.old or ''}".strip() or "noted"

    def _say(self, event: Event, rng: random.Random) -> str:
        speaker = event.speaker
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return self._chatter(event, rng)
        slot, subject = event.slot, event.subject
        if slot == "ticket":
            return self._ticket(event, rng)
        values = self._values(slot, subject, rng)
        if event.value is not None:
            values["v"] = self._value(slot, event.value, rng)
        if event.old is not None:
            values["o"] = self._value(slot, event.old, rng)
        person = slot in _PERSON_SLOTS
        headers = (
            _HEADERS_PERSON
            if person
            else _HEADERS_CUSTOMER
            if slot in ("plan", "po_number")
            else _HEADERS_PROJECT
        )
        if (
            person
            and speaker == subject
            and event.kind in ("state", "update")
            and rng.random() < 0.8
        ):
            core = _fill(rng.choice(_SELF[slot]), values)
            return _wrap(core, speaker, rng, force_tag=True, tag=_given(subject))
        if event.kind == "negate":
            template = rng.choice(_NEGATE[slot])
        elif event.kind == "update":
            template = self._update_template(slot, event, rng)
        else:
            template = rng.choice(_STATE[slot])
        return _wrap(_fill(template, values), speaker, rng, headers=headers)

    @staticmethod
    def _update_template(slot: str, event: Event, rng: random.Random) -> str:
        if slot == "plan" and event.old in _PLAN_TIER and event.value in _PLAN_TIER:
            up = _PLAN_TIER[event.value or ""] > _PLAN_TIER[event.old or ""]
            if rng.random() < 0.6:
                return rng.choice(_UPGRADE if up else _DOWNGRADE)
        return rng.choice(_UPDATE[slot])

    @staticmethod
    def _values(slot: str, subject: str, rng: random.Random) -> dict[str, str]:
        """Subject forms and pronouns for a statement or question template."""
        he, him, his = _pronouns(subject if subject in _PEOPLE else None)
        values = {"he": he, "him": him, "his": his, "s": subject}
        if slot in _PERSON_SLOTS:
            values["s"] = _person(subject, rng)
        values["ps"] = _project(subject, rng)
        values["cs"] = _customer(subject, rng)
        return values

    @staticmethod
    def _value(slot: str, value: str, rng: random.Random) -> str:
        """A value rendered the log's way (dates day-first, people with titles)."""
        if slot == "deadline":
            return _date(value, rng)
        if slot in ("manager", "owner"):
            return _full_person(value, rng)
        return value

    @staticmethod
    def _ticket(event: Event, rng: random.Random) -> str:
        problem, _, customer = (event.detail or "").partition(" | ")
        values = {
            "t": event.subject or "",
            "p": problem.strip() or "system issue",
            "c": customer.strip() or "cust",
        }
        state = event.value or ("resolved" if event.kind == "resolve" else "open")
        pool = (
            _TICKET_DONE
            if state == "resolved"
            else _TICKET_WORKING
            if state == "in progress"
            else _TICKET_OPEN
        )
        return _wrap(_fill(rng.choice(pool), values), event.speaker, rng, headers=_HEADERS_TICKET)

    @staticmethod
    def _chatter(event: Event, rng: random.Random) -> str:
        values = _noise_values(rng)
        if event.mention is not None and rng.random() < 0.75:
            he, him, his = _pronouns(event.mention)
            values.update(m=_chatter_name(event.mention, rng), mhe=he, mhim=him, mhis=his)
            template = rng.choice(_CHATTER_MENTION)
        else:
            template = rng.choice(_CHATTER)
        core = _fill(template, values)
        if len(core) < 12 and rng.random() < 0.5:
            return core
        return _wrap(core, event.speaker, rng, bits=False)

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question a colleague types to the memory assistant.

        Args:
            ask: What is asked.
            rng: The source of randomness.

        Returns:
            One line naming the subject (or the start of a two-hop chain).
        """
        try:
            return self._ask(ask, rng)
        except Exception:  # pragma: no cover - a family must never raise
            return f"what about {ask.subject}?"

    def _ask(self, ask: Ask, rng: random.Random) -> str:
        tail = rng.choice(_ASK_TAILS)
        if ask.slot == "ticket":
            problem, _, customer = (ask.detail or "").partition(" | ")
            values = {
                "t": ask.subject,
                "p": problem.strip() or "system",
                "c": customer.strip() or "cust",
            }
            question = _fill(rng.choice(_ASK_TICKET), values)
            return question if ask.subject in question else f"{ask.subject}: {question}"
        if ask.via is not None:
            base = self._values("manager" if ask.via == "manager" else "status", ask.subject, rng)
            link = rng.choice(_VIA_MANAGER if ask.via == "manager" else _VIA_OWNER)
            who = _fill(link, base)
            shapes = _ASK_VIA.get(ask.slot, _ASK_VIA["city"])
            question = _fill(rng.choice(shapes), {"w": who})
            if rng.random() < 0.6:
                question = question[:1].upper() + question[1:]
            return question + tail if question.endswith("?") else question
        values = self._values(ask.slot, ask.subject, rng)
        templates = _ASK.get(ask.slot, ("what about {s}?",))
        question = _fill(rng.choice(templates), values)
        if rng.random() < 0.5:
            question = question[:1].upper() + question[1:]
        return question + tail if question.endswith("?") else question


def _chatter_name(full: str, rng: random.Random) -> str:
    """A colleague in small talk: the log's usual forms, or a bare nickname."""
    nick = _PEOPLE.get(full, ("", "m", ""))[2]
    if nick and rng.random() < 0.3:
        return nick
    return _person(full, rng)


FAMILY = DispatchFamily()
