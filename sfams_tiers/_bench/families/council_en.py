"""Committee minutes and the secretary's follow-up emails, as kept in the US and Canada.

The writers are the recording secretaries, clerks, chairs and staff liaisons of a county
board, a university faculty committee and a non-profit's board: they keep minutes with
numbered agenda items ("Item 4.2"), "ACTION:" and "Owner:" lines, "RESOLVED that ..."
motions ("Moved by Okafor, seconded by Lindqvist, carried"), attendance lists ("Present:
...; Regrets: ..."), corrections "to the minutes of 3/14", and send status emails after the
meeting ("Hi all, quick recap ...", "FYI", "Best, Dana"). Facts are often buried mid-sentence
in procedural language; people are named by full name on first mention and then by title
and surname ("Dr. Reyes", "Ms. Whitfield"), by surname alone or by initials; reporting lines
and leads are stated as assignments ("Item 7 reassigned from Okafor to Lindqvist"); dates
are US style (3/14, March 14th), phones North American ((613) 555-0142), addresses carry
Apt/Suite/Unit numbers, budget codes are fund-department-object strings and tickets are
facilities or help-desk work orders.
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "CouncilFamily"]


@dataclass(frozen=True, slots=True)
class _Who:
    """How the register addresses one person.

    Attributes:
        title: The honorific used in minutes ("Dr.", "Prof.", "Ms.", "Mr.").
        nick: The name the person signs emails with.
        he: Subject pronoun.
        him: Object pronoun.
        his: Possessive pronoun.
    """

    title: str
    nick: str
    he: str
    him: str
    his: str


def _she(title: str, nick: str) -> _Who:
    return _Who(title, nick, "she", "her", "her")


def _he(title: str, nick: str) -> _Who:
    return _Who(title, nick, "he", "him", "his")


_PEOPLE: dict[str, _Who] = {
    "Dana Whitfield": _she("Ms.", "Dana"),
    "Marcus Okafor": _he("Mr.", "Marcus"),
    "Ingrid Lindqvist": _she("Prof.", "Ingrid"),
    "Elena Reyes": _she("Dr.", "Elena"),
    "Priya Raman": _she("Ms.", "Priya"),
    "Tom Beaulieu": _he("Mr.", "Tom"),
    "Gloria Nakamura": _she("Dr.", "Gloria"),
    "Raymond Tremblay": _he("Mr.", "Ray"),
    "Keisha Morrison": _she("Ms.", "Keisha"),
    "Hyun-woo Park": _he("Prof.", "Hyun-woo"),
    "Siobhan Gallagher": _she("Ms.", "Siobhan"),
    "Darnell Hughes": _he("Mr.", "Darnell"),
    "Margaret O'Neill": _she("Ms.", "Peggy"),
    "Frank DiMarco": _he("Mr.", "Frank"),
    "Aaliyah Bennett": _she("Dr.", "Aaliyah"),
    "Jean-François Gagnon": _he("Prof.", "J-F"),
    "Ruth Abernathy": _she("Ms.", "Ruth"),
    "Samir Haddad": _he("Dr.", "Samir"),
    "Colleen MacIsaac": _she("Ms.", "Colleen"),
    "Beverly Thorsen": _she("Ms.", "Bev"),
    "Luis Ortega": _he("Mr.", "Luis"),
    "Naomi Feldstein": _she("Prof.", "Naomi"),
    "Wendell Pruitt": _he("Mr.", "Wendell"),
    "Anjali Mehta": _she("Dr.", "Anjali"),
}

_PROJECTS = (
    "Greenway",
    "Riverbend",
    "Lantern",
    "Cornerstone",
    "Wayfinding",
    "Keystone",
    "Bridgeworks",
    "Tidewater",
    "Homestead",
)

_CUSTOMERS: dict[str, tuple[str, ...]] = {
    "Bayview Credit Union": ("Bayview", "Bayview CU"),
    "Tri-County Transit Authority": ("Tri-County Transit", "Tri-County"),
    "Northgate Community Health Centre": ("Northgate CHC", "Northgate"),
    "Lakeshore School District": ("Lakeshore SD", "the Lakeshore district"),
    "St. Brigid's Parish": ("St. Brigid's", "St. Brigid's Parish"),
    "Fraser Valley Food Bank": ("Fraser Valley", "the Fraser Valley food bank"),
    "Maplewood Tenants' Association": ("Maplewood Tenants", "the Maplewood tenants' group"),
    "Cobalt Ridge Mining Co.": ("Cobalt Ridge", "Cobalt Ridge Mining"),
}

_CITIES: dict[str, tuple[str, ...]] = {
    "Ottawa": ("ON", "Ont."),
    "Kingston": ("ON", "Ont."),
    "Guelph": ("ON", "Ont."),
    "Halifax": ("NS", "N.S."),
    "Saskatoon": ("SK", "Sask."),
    "Kelowna": ("BC", "B.C."),
    "Sudbury": ("ON", "Ont."),
    "Moncton": ("NB", "N.B."),
    "Peterborough": ("ON", "Ont."),
    "Thunder Bay": ("ON", "Ont."),
    "Regina": ("SK", "Sask."),
    "Sherbrooke": ("QC", "Que."),
    "Lethbridge": ("AB", "Alta."),
    "Nanaimo": ("BC", "B.C."),
    "Fredericton": ("NB", "N.B."),
    "Ann Arbor": ("MI", "Mich."),
    "Madison": ("WI", "Wis."),
    "Duluth": ("MN", "Minn."),
    "Spokane": ("WA", "Wash."),
    "Boise": ("ID", "Idaho"),
    "Albany": ("NY", "N.Y."),
    "Burlington": ("VT", "Vt."),
    "Asheville": ("NC", "N.C."),
    "Rochester": ("NY", "N.Y."),
    "Eugene": ("OR", "Ore."),
    "Dayton": ("OH", "Ohio"),
}

_ADDRESSES = (
    "1140 Carling Avenue, Apt 607",
    "27 Elgin Street, Unit 4",
    "318 Oakmont Drive",
    "52 Wellesley Crescent",
    "905 Bloor Street West, Apt 1210",
    "16 Lakeview Terrace",
    "2210 Ridgewood Road, Apt 3B",
    "77 Princess Street, Suite 402",
    "431 Cedar Lane",
    "88 Hollis Street, Unit 9",
    "1609 Spadina Avenue",
    "12 Chestnut Court",
    "3345 Dunmore Drive, Apt 14",
    "640 Victoria Avenue North",
    "19 Birchwood Place",
    "702 Main Street East, Unit 2",
    "1250 Maple Grove Road",
    "9 Thornhill Close",
    "211 W. Johnson Street, Apt 5",
    "4807 Elmhurst Avenue",
    "36 Wolfe Street",
    "580 Jasper Avenue, Suite 1104",
    "1422 Linden Drive",
    "67 Beacon Hill Road",
    "3100 Westbrook Parkway, Apt 220",
    "15 Orchard Lane",
    "829 Queen Street East",
    "240 Sycamore Street, Apt 2A",
    "1001 Harmony Road North",
    "54 Juniper Crescent",
    "2718 Kingsway, Unit 6",
    "118 Albert Street, Suite 300",
    "4 Falcon Ridge Court",
)

_ROLES = (
    "Treasurer",
    "Recording Secretary",
    "Executive Director",
    "Program Manager",
    "Grants Coordinator",
    "Volunteer Coordinator",
    "Communications Officer",
    "Clerk of the Board",
    "Finance Director",
    "Policy Analyst",
    "Facilities Supervisor",
    "Vice-Chair",
    "Membership Coordinator",
    "Undergraduate Advisor",
)

_TEAMS = (
    "Governance Committee",
    "Finance & Audit Committee",
    "Curriculum Committee",
    "Outreach Subcommittee",
    "Facilities Working Group",
    "Nominating Committee",
    "Programs Team",
    "Development Team",
    "Equity Task Force",
)

# The drink and how it is ordered ("a London Fog", "Earl Grey").
_DRINKS: dict[str, str] = {
    "double-double": "a double-double",
    "London Fog": "a London Fog",
    "Earl Grey": "Earl Grey",
    "oat milk latte": "an oat milk latte",
    "decaf Americano": "a decaf Americano",
    "iced tea": "iced tea",
    "cold brew": "a cold brew",
    "hot apple cider": "hot apple cider",
    "ginger ale": "a ginger ale",
    "Diet Coke": "a Diet Coke",
    "sparkling water": "sparkling water",
    "peppermint tea": "peppermint tea",
    "cortado": "a cortado",
    "chai latte": "a chai latte",
}

_STATUSES = (
    "on track",
    "behind schedule",
    "on hold",
    "tabled",
    "under review",
    "approved in principle",
    "deferred to fall",
    "complete",
    "awaiting funding",
    "in committee",
)

_PLANS = (
    "Associate",
    "Supporting",
    "Sustaining",
    "Patron",
    "Institutional",
    "Benefactor",
    "Founders' Circle",
)

_PROBLEMS = (
    "the livestream drops audio during public comment",
    "the agenda portal still shows last month's packet",
    "renewal receipts show the wrong HST amount",
    "the room booking system double-books Room 204",
    "the donor portal rejects Amex cards",
    "meeting reminders go out twice",
    "the member directory export drops postal codes",
    "the Zoom link in the calendar invite has expired",
    "the hearing loop in Council Chambers buzzes",
    "the online RSVP form rejects Canadian postal codes",
    "tax receipts list the wrong charity number",
    "the voting tool counts abstentions as no votes",
    "the shared drive locks the minutes template",
    "the parking gate at the annex won't read fobs",
)

_LEXICON = Lexicon(
    people=tuple(_PEOPLE),
    projects=_PROJECTS,
    customers=tuple(_CUSTOMERS),
    teams=_TEAMS,
    cities=tuple(_CITIES),
    addresses=_ADDRESSES,
    roles=_ROLES,
    drinks=tuple(_DRINKS),
    statuses=_STATUSES,
    plans=_PLANS,
    problems=_PROBLEMS,
)

# ---------------------------------------------------------------------------------------
# Statement templates. A leading "!" marks a line that already has its own shape (a
# motion, an attendance list, an ACTION line) and takes no extra greeting or sign-off.
#
# Placeholders: {s}/{S} the subject as named in this line (capitalised for a sentence
# start), {sf} its full name, {p}/{P} a project's bare name, {v}/{V} and {old}/{Old} the
# rendered values, {av}/{aold} a drink with its article, {vl}/{oldl} a person value's
# surname form, {they}/{them}/{their} the subject's pronouns, {sp} the speaker as named
# in minutes, {spf} the speaker's full name, {spn} the name the speaker signs with, {spi}
# the speaker's initials, {m1}..{m4} other members, {item}/{item2} agenda numbers, {mdate}
# a meeting date, {eff} an effective date, {wd} a weekday, {prob}/{Prob} and {c}/{cs} a
# ticket's problem and customer.
# ---------------------------------------------------------------------------------------

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{S} is based in {v} and will join by Zoom unless we meet in person.",
        "{S} works out of the {v} office.",
        "!For the directory: {sf}, {v}.",
        "!Present: {m1}, {m2}, {sf} (remote, based in {v}), {m3}; Regrets: {m4}.",
        "Per {sp}, {s} is {v}-based, so mileage for the retreat should be calculated from there.",
        "!Item {item} (Membership): {sf} confirmed {their} home base is {v}.",
        "{S} lives and works in {v}, for anyone organizing the regional caucus.",
        "Reminder that {s} is up in {v}, so please courier the hard copy of the packet.",
        "{S} is located in {v}.",
        "!Hi all, quick note for the contact sheet: {sf} is in {v}. Best, {spn}",
        "{S} is out of {v}; {they} can host the spring site visit there if we want.",
        "Just confirming {s} is in {v} so I can set the time zone on the invite.",
    ),
    "address": (
        "{S}'s home address for the board packet: {v}.",
        "Please mail {s}'s materials to {their} home, {v}.",
        "!Mailing list addition: {sf}, {v}.",
        "{S} asked that the holiday cards go to {their} home at {v}.",
        "For courier purposes, {s} lives at {v}.",
        "!ACTION: {spi} to send the signed resolution to {sf} at home ({v}).",
        "{S}'s home mailing address is {v} (buzzer code is on file).",
        "Home address on file for {s}: {v}.",
        "{S} lives at {v} if anyone needs to drop off the binder on the way home.",
        "!Per the minutes of {mdate}, reimbursement cheques for {sf} go to {v}.",
    ),
    "role": (
        "{S} is our {v}.",
        "{S} serves as {v}.",
        "!RESOLVED that {sf} be appointed {v}. Moved by {m1}, seconded by {m2}, carried.",
        "{S} ({v}) walked us through the quarterly numbers.",
        "!Present: {m1}, {m2}, {sf} ({v}), {m3}; Regrets: {m4}.",
        "For the new members: {s} is the {v}, so route questions there.",
        "{S} has been {v} since the fall.",
        "!Item {item}: {sf}, {v}, gave an update on the audit timeline.",
        "{S}'s title is {v}.",
        "Just so everyone knows who's who: {s} is {v}.",
        "!Officers for the term: {v}, {sf}.",
    ),
    "team": (
        "{S} sits on the {v}.",
        "!RESOLVED that {sf} be appointed to the {v}. Moved by {m1}, seconded by {m2}, carried.",
        "{S} is a member of the {v}.",
        "{S} joined the {v} this term.",
        "!Roster: {sf}, {v}.",
        "{S} is on the {v}, so loop {them} in on anything that group touches.",
        "Welcome {s} to the {v}!",
        "!Item {item}: the {v} welcomed {sf} as its newest member.",
        "{S} serves on the {v}.",
        "Per {sp}, {s} is with the {v}.",
    ),
    "manager": (
        "{S} reports to {v}.",
        "!Org chart note: {sf} reports to {v}.",
        "{S}'s supervisor is {v}.",
        "{S} is a direct report of {v}.",
        "For HR purposes, {s} reports to {v}.",
        "{S} reports up through {v}.",
        "!Item {item} (Staffing): {sf} will report to {v}.",
        "Leave requests for {s} go to {v}, {their} supervisor.",
        "{V} supervises {s}.",
        "{S} is under {v} on the org chart.",
    ),
    "drink": (
        "Coffee run for the 9 a.m.: {s} takes {av}.",
        "{S}'s usual is {av}.",
        "!Catering note for Thursday: {sf}, {v}.",
        "For the hospitality list: {s} drinks {av}.",
        "{S} is {a_v} {v} person, FYI for whoever does the Tim's run.",
        "If you're ordering, {s} wants {av}.",
        "{S} always asks for {av} at the break.",
        "Noted that {s} prefers {v}.",
        "!Retreat order: {sf}, {v}.",
        "Don't forget {av} for {s}, {they} sat through three hours of public comment last time.",
    ),
    "phone": (
        "{S}'s cell: {v}.",
        "Best number for {s} is {v} (cell).",
        "!{sf} | {v} (c)",
        "You can reach {s} on {their} cell at {v}.",
        "If you need {s} before the meeting, text {them} at {v}.",
        "!Contact sheet: {sf}, mobile {v}.",
        "{S} asked me to share {their} cell, {v}, for the retreat weekend.",
        "Call {s} at {v} if the doors are locked when you get there.",
        "{S}'s mobile is {v}.",
        "!Emergency contacts for the site visit: {sf}, cell {v}.",
        "{S} can be reached on {v}, day or evening.",
    ),
    "email": (
        "{S}'s email is {v}.",
        "Please send {s} the packet at {v}.",
        "!{sf} <{v}>",
        "cc'ing {s} ({v}) on this.",
        "Add {v} ({s}) to the board list, please.",
        "{S} can be reached at {v}.",
        "!Contact sheet: {sf}, {v}.",
        "{S} prefers email over phone: {v}.",
        "Best address for {s} is {v}.",
        "{S} is {v} for anyone who needs to send the draft.",
    ),
    "status": (
        "{S} is {v}.",
        "!Item {item}, {P}: status {v}.",
        "Status update on {s}: {v}.",
        "{S} is currently {v}, per {sp}.",
        "Where things stand: {s} is {v}.",
        "{sp} reported that {s} is {v}.",
        "Tracker has {s} as {v}.",
        "!Item {item} ({P}) was reported as {v}; no motion required.",
        "For the annual report, {s} is {v}.",
    ),
    "deadline": (
        "{P} is due {v}.",
        "!ACTION: {m1} to circulate the {P} draft ahead of the {v} deadline.",
        "The deadline for {s} is {v}.",
        "{P} wraps up {v}.",
        "Target date for {s}: {v}.",
        "!Item {item}, {P}: final report due to the Dean by {v}.",
        "We need {s} done by {v}.",
        "{S} has a hard deadline of {v}.",
        "Per {sp}, the {p} deadline is {v}.",
        "Reminder that {p} has to be submitted by {v}.",
    ),
    "owner": (
        "!Item {item}, {P}. Owner: {v}.",
        "{V} is leading {s}.",
        "{V} will chair the {p} working group.",
        "{P} is {vpos} file.",
        "{V} owns {s}.",
        "Point person for {s} is {v}.",
        "!ACTION: {v} (lead, {P}) to bring a draft to the next meeting.",
        "{V} is running point on {s}.",
        "Questions about {p} go to {v}, who is leading it.",
        "!Owner: {v}. Item {item}, {P}.",
    ),
    "cost_centre": (
        "Charge {p} expenses to {v}.",
        "{P} budget code: {v}.",
        "!Item {item}, {P}: expenses to be coded to {v}.",
        "Cost centre for {s} is {v}.",
        "Please code {p} receipts to {v}.",
        "{P} runs out of {v}.",
        "The {p} line in the budget is {v}.",
        "For the reimbursement forms, {p} is {v}.",
        "Account for {s}: {v}.",
        "!ACTION: all {P} invoices to reference {v}.",
    ),
    "plan": (
        "{S} is {a_v} {v}-level member.",
        "{S} renewed at the {v} level.",
        "!Item {item} (Membership): {sf} joined at {v}.",
        "{S} is on the {v} tier.",
        "{S}'s membership: {v}.",
        "Per {sp}, {s} signed up for {v}.",
        "{S} came in at {v} this year.",
        "Welcome to {s}, our newest {v} member!",
        "!Membership report: {sf}, {v}.",
    ),
    "po_number": (
        "{S}'s PO is {v}.",
        "{S} sent over the purchase order: {v}.",
        "Please quote {v} on all invoices to {s}.",
        "!Item {item} (Contracts): {sf}, {v} received.",
        "Purchase order for {s}: {v}.",
        "{S} is invoiced against {v}.",
        "Got the PO from {s}, it's {v}.",
        "Accounts payable at {s} needs {v} on everything we send.",
        "!{sf}: {v}",
        "Reference {v} when billing {s}.",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{S} has relocated from {old} to {v}; please update the contact sheet.",
        "{S} is now based in {v} (moved from {old} over the holidays).",
        "!Correction to the {mdate} minutes: {sf} is based in {v}, not {old}.",
        "{S} has moved to {v} and will attend remotely going forward.",
        "Heads up: {s} is working out of {v} as of this month.",
        "{S} is no longer in {old}; {they} relocated to {v} last week.",
        "!Item {item}: {sf} advised the committee of {their} move to {v}. Roster updated.",
        "Per {sp}: {s} is in {v} now, so travel reimbursement goes from there.",
        "{S}'s home base changed to {v}.",
        "!Update for the directory: {sf}, {v} (was {old}).",
    ),
    "address": (
        "{S} has moved; new home address is {v}.",
        "Please update {s}'s mailing address from {old} to {v}.",
        "!Change of address: {sf}, now at {v} (previously {old}).",
        "New address for {s}: {v}. Mail to the old one is being forwarded for 60 days.",
        "!Per the minutes of {mdate}, packets for {sf} should now go to {v}.",
        "{S} moved into {v} last weekend. Congrats on the new place!",
        "Correction: {s}'s home address is {v}, not {old}. My typo.",
        "{S}'s address changed to {v}.",
        "{S} is at {v} now, not {old}.",
    ),
    "role": (
        "{S} has been named {v}, effective {eff}.",
        "!RESOLVED that {sf} be appointed {v}, vacating {their} post as {old}. Carried.",
        "{S} moves from {old} to {v} as of {eff}.",
        "Congrats to {s}, our new {v}!",
        "!Correction to the {mdate} minutes: {sf}'s title is {v}, not {old}.",
        "{S} is stepping into the {v} role; {their} {old} duties will be redistributed.",
        "{S} is now {v}.",
        "Please update the org chart: {s} is {v} now (formerly {old}).",
        "!Moved by {m1}, seconded by {m2}, that {sf} serve as {v} for the rest of the term. "
        "Carried.",
    ),
    "team": (
        "{S} has moved from the {old} to the {v}.",
        "!Committee roster change: {sf} off the {old}, onto the {v}.",
        "{S} now sits on the {v}.",
        "{S} is switching over to the {v}, effective {eff}.",
        "!RESOLVED that {sf} be reassigned to the {v}. Carried.",
        "Welcome to the {v}, {s}! Big thanks for your time on the {old}.",
        "Per {sp}, {s} is on the {v} now.",
        "Correction: {s} is on the {v}, not the {old}.",
        "{S} traded the {old} for the {v} this term.",
    ),
    "manager": (
        "Effective {eff}, {s} reports to {v} (previously {oldl}).",
        "{S} now reports to {v}.",
        "!Item {item}: reporting line for {sf} moved from {oldl} to {vl}.",
        "{S}'s supervisor is now {v}.",
        "{S} has been reassigned from {oldl} to {v} for supervision.",
        "Heads up: {s} reports to {v} now, not {oldl}.",
        "!Correction to the {mdate} minutes: {sf} reports to {v}, not {old}.",
        "{V} is taking over supervision of {s}.",
        "With the restructure, {s} will report to {v}.",
        "{S} moves under {v}; thanks to {oldl} for the handover.",
    ),
    "drink": (
        "{S} has switched to {av}.",
        "{S} is off {old} and onto {v} these days.",
        "Update for the coffee list: {s} now takes {av}.",
        "{S} gave up {old} for {v}.",
        "!Catering correction: {sf}, {v}, not {old}.",
        "Order {av} for {s} now, it's {their} new usual.",
        "{S}'s drink of choice is now {v}.",
        "Change to the hospitality list: {s} prefers {v}.",
    ),
    "phone": (
        "{S} has a new cell number: {v}.",
        "{S}'s cell changed to {v} (old {old} is disconnected).",
        "Correction: {s}'s mobile is {v}, not {old}.",
        "!Contact sheet update: {sf}, cell {v}.",
        "{S} switched carriers, new number is {v}.",
        "Please use {v} for {s} from now on.",
    ),
    "email": (
        "{S}'s email changed to {v}.",
        "Please use {v} for {s} from now on; {old} is being retired.",
        "!Correction to the distribution list: {sf} is {v}, not {old}.",
        "{S} has a new address: {v}.",
        "{S} asked us to switch {them} to {v}.",
        "!Contact sheet update: {sf}, {v}.",
    ),
    "status": (
        "{S} is now {v} (was {old}).",
        "!Item {item}, {P}: moved from {old} to {v}. Moved by {m1}, seconded by {m2}, carried.",
        "{S} has gone from {old} to {v}.",
        "Status change for {s}: {v}.",
        "Quick recap: {s} is {v} as of {mdate}.",
        "{S} is {v} now, per {sp}.",
        "!Correction to the draft minutes: {P} is {v}, not {old}.",
        "Heads up that {s} is {v}.",
        "Updating the tracker: {s} is {v}.",
        "{S} is no longer {old}. It's {v} as of this week.",
    ),
    "deadline": (
        "The {p} deadline moved from {old} to {v}.",
        "{S} is now due {v}.",
        "!Item {item}, {P}: extension approved, new date {v}. Moved by {m1}, seconded by {m2}, "
        "carried.",
        "We got the extension: {p} is now due {v}.",
        "Pushing {p} to {v}.",
        "!Correction to the {mdate} minutes: {P} is due {v}, not {old}.",
        "New target for {s}: {v}.",
        "{P} now has to be wrapped by {v}.",
        "The funder agreed to move {p} to {v}.",
        "{P}: forget {old}, the date is {v} now.",
    ),
    "owner": (
        "!Item {item} ({P}) reassigned from {oldl} to {vl}.",
        "{V} will now lead {s}.",
        "{V} is taking over {s} from {old}.",
        "!Owner change, {P}: {v} (was {old}).",
        "{S} has a new lead: {v}.",
        "Effective {eff}, {v} leads {p}; thanks to {oldl} for getting it this far.",
        "!RESOLVED that {v} be named lead for {P}. Moved by {m1}, seconded by {m2}, carried.",
        "{Old} has handed {p} over to {v}.",
        "Correction: {v} is leading {p}, not {old}.",
        "{P} now sits with {v}.",
    ),
    "cost_centre": (
        "{P} has been moved to {v}.",
        "Correction: {p} is coded to {v}, not {old}.",
        "!Item {item}, {P}: finance re-mapped the project to {v}.",
        "New budget code for {s}: {v}.",
        "Please charge {p} to {v} from now on ({old} is closed).",
        "{P} expenses now go to {v}.",
    ),
    "plan": (
        "{S} moved from {old} to {v}.",
        "{S} switched to the {v} level.",
        "!Moved by {m1}, seconded by {m2}, that {sf}'s membership be changed from {old} to {v}. "
        "Carried.",
        "{S} renewed, but at {v} this time (was {old}).",
        "{S} is now at {v}.",
        "!Correction to the membership report: {sf} is {v}, not {old}.",
        "Heads up: {s} moved to {v}.",
        "{S}'s tier is now {v}.",
        "{S} went {v} at renewal.",
    ),
    "po_number": (
        "{S} issued a new PO, {v}, replacing {old}.",
        "Please bill {s} against {v} going forward.",
        "!Correction: {sf}'s purchase order is {v}, not {old}.",
        "{S} sent a revised PO: {v}.",
        "New fiscal year, new PO for {s}: {v}.",
        "!Item {item} (Contracts): {sf}, replacement PO {v}.",
    ),
}

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{S} is no longer based in {old}; new location TBD.",
        "{S} has left {old}. Not sure where {they}'ll land yet, will update the sheet.",
        "!Correction to the roster: {sf} is not in {old} anymore. Location pending.",
        "{S} won't be in {old} after this month, so strike that from the mileage calc.",
        "Scratch {old} for {s}, that's out of date. New city to follow.",
        "FYI {s} has moved away from {old}; I don't have a forwarding city yet.",
        "{S} is not working out of {old} anymore.",
        "Please take {old} off {s}'s directory entry.",
    ),
    "address": (
        "{S} no longer lives at {old}; please hold mail until we have the new address.",
        "Don't send anything to {old} for {s} anymore, {they} moved out.",
        "!Returned mail: packet to {sf} at {old} came back marked moved, no forwarding address.",
        "{S}'s address of {old} is out of date. New one TBD.",
        "Please strike {old} from {s}'s record; {they} moved.",
        "{S} sold the place at {old}, so that address is no good.",
        "Heads up that {old} is no longer current for {s}.",
    ),
    "role": (
        "{S} is no longer {old}, effective {eff}.",
        "{S} has stepped down as {old}; the position will be posted.",
        "!RESOLVED that the appointment of {sf} as {old} be rescinded. Carried, 6-1.",
        "{S} resigned as {old} last week. Interim arrangements TBD.",
        "Please take {s} off the letterhead as {old}.",
        "{S} is not {old} anymore. We'll confirm {their} new title at the next meeting.",
        "!Item {item}: the committee accepted {sf}'s resignation as {old} with thanks.",
    ),
    "team": (
        "{S} has stepped off the {old}.",
        "{S} is no longer on the {old}; the seat is vacant.",
        "!RESOLVED that {sf}'s resignation from the {old} be accepted with thanks. Carried.",
        "{S} left the {old} at the end of the term.",
        "Please remove {s} from the {old} distribution list.",
        "{S} isn't with the {old} anymore.",
        "!Roster: {sf}, no longer {old}.",
    ),
    "manager": (
        "{S} no longer reports to {old}; interim reporting line to be confirmed.",
        "{Old} is no longer {s}'s supervisor. New reporting line TBD.",
        "!Item {item}: {sf}'s reporting line to {oldl} has ended; the Dean will advise.",
        "{S} doesn't report to {oldl} anymore. Not sure who picks it up.",
        "Please note {oldl} is not supervising {s} anymore.",
        "{S}'s reporting relationship with {old} was dissolved pending the reorg.",
        "Leave requests for {s} should not go to {oldl} anymore; TBD who signs.",
    ),
    "drink": (
        "{S} isn't drinking {old} anymore, so skip it on the order.",
        "Take {old} off {s}'s line on the catering list.",
        "{S} says no more {old} for {them}. Not sure what to get instead.",
        "{S} has given up {old}; ask {them} before ordering.",
        "!Hospitality list: {sf}, no {old} (TBD).",
        "{S} no longer wants {old} at breaks.",
    ),
    "phone": (
        "{S}'s old cell, {old}, is out of service.",
        "Don't use {old} for {s} anymore.",
        "!Please delete {old} for {sf}; no new number yet.",
        "{S} gave up the cell at {old}. Email for now.",
    ),
    "email": (
        "{old} bounces for {s}; please don't use it.",
        "{S} no longer checks {old}.",
        "!Remove {old} ({sf}) from the board list; new address pending.",
        "{S}'s {old} account was closed.",
    ),
    "status": (
        "{S} is no longer {old}; new status to be set at the next meeting.",
        "Please don't list {s} as {old} anymore. Status TBD.",
        "!Item {item}, {P}: the '{old}' designation was withdrawn. Status pending.",
        "{S} isn't {old} anymore. We'll sort out where it stands on {wd}.",
        "Strike '{old}' for {s} on the tracker.",
        "{S} is off '{old}' as of today.",
    ),
    "deadline": (
        "The {old} deadline for {p} is off; no new date yet.",
        "{P} no longer has a {old} deadline, pending the budget vote.",
        "!Item {item}, {P}: the {old} due date was rescinded. New date TBD.",
        "Forget {old} for {p}. We'll set a new date at the next meeting.",
        "{P}'s {old} target has been dropped.",
        "There's no deadline on {p} right now; the {old} date was scrapped.",
    ),
    "owner": (
        "{Old} is no longer leading {s}; we need a volunteer.",
        "{Old} has stepped back from {p}. Lead is vacant for now.",
        "!Item {item}, {P}: owner TBD ({oldl} stepped down).",
        "{P} doesn't have a lead anymore, {oldl} handed it back.",
        "Nobody owns {p} at the moment since {oldl} bowed out.",
        "{Old} is off {p} as of {eff}.",
    ),
    "cost_centre": (
        "Stop charging {p} to {old}; new code to follow.",
        "{old} is closed for {p}.",
        "!Item {item}, {P}: {old} retired by Finance, replacement pending.",
        "Don't code anything for {s} to {old} anymore.",
    ),
    "plan": (
        "{S} is no longer a {old} member; renewal is pending.",
        "{S} let the {old} membership lapse.",
        "!Membership report: {sf}, {old} lapsed, not yet renewed.",
        "{S} cancelled {old}. We'll follow up about what level they want.",
        "{S} isn't at {old} anymore.",
        "Please remove {s} from the {old} list.",
    ),
    "po_number": (
        "{S}'s {old} is closed out; waiting on a new PO.",
        "Don't bill {s} against {old} anymore.",
        "!{sf}: {old} exhausted, no replacement yet.",
        "{old} for {s} has expired.",
    ),
}

# Same-person variants: the speaker gives their own number or address.
_SELF: dict[str, tuple[str, ...]] = {
    "phone": (
        "!My cell is {v} if anything comes up before Thursday. {spf}",
        "!Best way to reach me tonight is my cell, {v}. Thanks, {first}",
        "!{first} here, my mobile is {v} for the retreat weekend.",
    ),
    "email": (
        "!Please use {v} for me going forward. {spf}",
        "!{first} here: my email for committee business is {v}.",
    ),
    "address": ("!{first} here, for the packet, my home address is {v}.",),
}

_TICKET_OPEN = (
    "New work order {s}: {prob} ({c} flagged it).",
    "{C} reported that {prob}; logged as {s}.",
    "!Logged {s} with IT: {Prob}. Reported by {cs}.",
    "Opened {s}: {prob}. {Cs} noticed it on {wd}.",
    "FYI {cs} says {prob}. Ticket is {s}.",
    "{s} opened: {prob} (per {cs}).",
    "Heads up: {prob}, according to {cs}. I put in {s}.",
    "!Re: {cs}. {Prob}. Submitted to the help desk as {s}.",
    "{Prob}. {Cs} called it in; ticket {s}.",
    "!ACTION: {spi} to follow up on {s} ({prob}, reported by {cs}).",
)
_TICKET_PROGRESS = (
    "{s} is with IT now; they're looking at why {prob}.",
    "Update on {s}: a tech is working on it.",
    "{s} ({cs}) has been picked up, someone's on it this week.",
    "IT acknowledged {s}; work is underway on the {cs} issue.",
    "!{s} status: in progress. Vendor is looking into why {prob}.",
    "Somebody is finally working on {s}, the {cs} one.",
    "{s} is being worked on; no ETA yet for {cs}.",
    "The help desk assigned {s} to a tech, so the {cs} problem is being looked at.",
    "Facilities is on {s} as of this morning.",
)
_TICKET_DONE = (
    "{s} is closed: {cs} confirmed it's fixed.",
    "Fixed: {s} ({prob}) resolved, {cs} signed off.",
    "!{s} resolved. {Cs} confirmed the fix.",
    "Good news, {s} is done; {cs} is all set.",
    "IT closed {s} this morning, the {cs} issue is sorted.",
    "{s} can come off the list; fixed and confirmed by {cs}.",
    "!Resolved: {s}. {Prob}, fixed as of {wd}.",
    "Closing the loop on {s}: resolved, {cs} is happy.",
)

# ---------------------------------------------------------------------------------------
# Wrapping: how the writer frames a plain sentence (greeting, item reference, sign-off).
# ---------------------------------------------------------------------------------------

_PREFIXES = (
    "FYI: ",
    "FYI, ",
    "Quick recap from {mdate}: ",
    "Hi all, quick recap: ",
    "Hi all, ",
    "Re: Item {item}: ",
    "Item {item}: ",
    "Following up from {mdate}: ",
    "Note for the record: ",
    "Housekeeping: ",
    "From {spf}: ",
    "Update from {spn}: ",
    "Re: {mdate} follow-ups. ",
    "Per our call this morning, ",
    "One more from tonight: ",
    "Good morning all. ",
    "Sorry, meant to include this in the recap: ",
)
_SUFFIXES = (
    " Best, {spn}",
    " Thanks, {spn}",
    " - {spi}",
    " Let me know if I missed anything.",
    " Minutes to follow.",
    " Thx.",
    " Cheers, {spn}",
    " Best regards, {spf}",
    " -{spn}",
    " (sent from my phone, excuse typos)",
    " Will reflect in the minutes.",
    " Please flag any corrections before {wd}.",
)

# ---------------------------------------------------------------------------------------
# Chatter: what fills the minutes and the mailing list without stating any fact.
# ---------------------------------------------------------------------------------------

_CHATTER = (
    "Hi all, the draft minutes from {mdate} are on the shared drive. Please send corrections "
    "by {wd}.",
    "Reminder: the {wd} meeting starts at {time} in {room}. Light refreshments provided.",
    "Quick recap: we lost quorum at {time} and adjourned. Remaining items carry over.",
    "The agenda packet for next week is {pages} pages. Sorry in advance.",
    "Can everyone please initial the attendance sheet on the way in? The clerk needs it for "
    "the record.",
    "!Meeting called to order at {time}. Land acknowledgement read by the Chair.",
    "!Motion to adjourn at {time}. Moved by {n1}, seconded by {n2}, carried.",
    "!Motion to approve the agenda as circulated. Moved by {n1}, seconded by {n2}, carried.",
    "!Minutes of {mdate} approved as amended (typo on p. 3).",
    "!Item {item}: deferred to the next regular meeting for lack of time.",
    "!Item {item}: for information only, no discussion.",
    "!Item {item}: new business. None.",
    "!Next meeting: {wd}, {mdate}, {time}, {room}.",
    "Parking lot behind the annex is finally plowed. Use the side door after 6.",
    "The elevator in the east wing is out again, so we're in {room} instead.",
    "Snow day! The {wd} session is cancelled; the Chair will reschedule.",
    "Happy long weekend, everyone. See you on the other side.",
    "Whoever brought the butter tarts: thank you. That tray lasted four minutes.",
    "There are leftover sandwiches in the second-floor lounge, help yourselves.",
    "Please bring your own mug on {wd}, we're trying to cut down on paper cups.",
    "Does anyone have an HDMI adapter? The projector in {room} won't talk to my laptop.",
    "Zoom link is the same as last time. If it asks for a passcode, it's in the invite.",
    "I'll be a few minutes late, stuck behind a school bus.",
    "Sorry, dropped off the call. Did I miss anything after Item {item}?",
    "Thanks all for a productive meeting tonight.",
    "Public comment ran long again. We really need a timer.",
    "Expense forms for last quarter are due {wd}. Receipts stapled, please.",
    "Does anyone know if the building is open on Remembrance Day?",
    "Thanksgiving Monday, so no meeting that week. Enjoy the turkey.",
    "Heads up: daylight saving this weekend, don't show up an hour early on Sunday.",
    "I've reserved {room} for the whole day on {mdate}. Bring layers, it's freezing in there.",
    "Can we keep the next one to 90 minutes? Last time went to {time}.",
    "The coffee urn is broken, so it's the Tim's box today.",
    "Did anyone else get the survey about the new website? It took me 20 minutes.",
    "Go Leafs. That's all, that's the message.",
    "Sens lost again. Not discussing it.",
    "Jays home opener is the same night as the budget workshop. Who scheduled this?",
    "If you need a ride to the retreat, reply here and we'll sort out carpools.",
    "The photocopier on 3 is jammed. I've called it in.",
    "Reminder that Robert's Rules still apply on Zoom. Raise your hand, don't just unmute.",
    "Could we get the packet out earlier next time? {pages} pages on a {wd} night is a lot.",
    "Just a reminder that the fire drill is at {time} tomorrow.",
    "Agenda items for next month are due to the clerk by {mdate}.",
    "The bylaws say we need 48 hours' notice for a special meeting, so {wd} at the earliest.",
    "I've attached the revised terms of reference. Tracked changes are on.",
    "Apologies for the double email, Outlook had a moment.",
    "Loved the student presentation tonight. More of that, please.",
    "It's -28 with the wind chill. Please don't walk over from the lot without a hat.",
    "Heat warning for {wd}. The AC in {room} is, let's say, aspirational.",
    "We're in the portable again. Follow the signs past the gym.",
    "No quorum, no meeting. Thanks to the six of you who showed up anyway.",
    "I'm going to try and get the audio from tonight transcribed by {wd}.",
    "Potluck sign-up sheet is on the fridge. We have nine desserts and zero salads.",
    "Someone left a blue umbrella in {room}. It's at the front desk.",
    "Please RSVP for the volunteer appreciation dinner by {mdate}.",
    "Agenda's out. Short one this time, thank goodness.",
    "Re: the {mdate} minutes, page 2, second paragraph, 'pubic' should be 'public'. Mortifying.",
    "Heads up that the building locks at 9 sharp. Don't get stuck in the stairwell again.",
    "Can someone second the motion to go home?",
    "Agreed.",
    "Sounds good to me.",
    "Works for me.",
    "+1",
    "Thanks, noted.",
    "Got it, thanks.",
    "Will do.",
    "No objection from me.",
    "Apologies, I'll have to send regrets for {wd}.",
    "Running 10 minutes behind, start without me.",
    "Could we move the {wd} call to {time}? I have a conflict.",
    "Doodle poll for the strategic planning session is out. Please fill it in by {wd}.",
    "Reminder: the annual general meeting is {mdate} at {time}. Proxies due 48 hours before.",
    "The caterer can do gluten-free if we tell them by {wd}.",
    "Thanks for your patience with the tech issues tonight.",
    "Still waiting on two conflict-of-interest forms. You know who you are.",
    "Happy Canada Day, all!",
    "Happy Fourth, everyone. Enjoy the fireworks.",
    "Did we ever decide on the name tags? Lanyards or stickers?",
    "The Dean's office is closed Friday afternoon for the holiday party.",
    "I moved the meeting invite to {room}; same time.",
    "Parking validation is at the front desk, not in the meeting room.",
    "Road closure on the main drag this weekend; give yourself extra time.",
    "Ice storm warning tonight. If we lose power, we'll reconvene by phone.",
    "Budget workshop slides are in the folder. Bring questions.",
    "Thanks for staying late. Really appreciated.",
    "Coffee's on in the back. Decaf is the orange pot.",
    "The new chairs in {room} are a big improvement. Whoever fought for those, thank you.",
    "Meeting ran 2 hours 40 minutes. New record, not a good one.",
    "Quorum is {quorum}; we have {quorum} confirmed for {wd}, so please don't cancel last minute.",
    "Reminder to silence phones during the closed session.",
    "In camera portion starts at {time}; staff are asked to step out.",
    "We'll need to go in camera for Item {item}, personnel matter.",
    "Town hall is {mdate} at {time} in the high school gym.",
    "Recording is up on the website now, with captions this time.",
    "I'm on a train with bad wifi, so I'll be listening only.",
    "Could the Chair please repeat the motion for the minutes? I missed the wording.",
    "Minutes approved by email vote, 9 in favour, 0 opposed.",
    "Thanks to everyone who came out to the cleanup on Saturday. 42 bags!",
    "Pizza's here. Pepperoni and a veggie, and one Hawaiian for the brave.",
    "The clocks in {room} are still on standard time. Please ignore them.",
    "Reminder: please don't reply-all to the whole list with 'thanks'.",
    "Sorry, that was meant for the other thread.",
    "Agenda item {item} has moved to the top so our guests can leave early.",
    "Vote tally for Item {item}: 7 for, 2 against, 1 abstention.",
    "Anyone have the dial-in number? The link keeps timing out.",
    "We were in {room} but it's been double-booked, so we're moving next door.",
    "Mics in Council Chambers are live from {time}. Mind the side conversations.",
    "Year-end reports are due {mdate}. Template is on the drive.",
    "Just confirming we're still on for {wd} at {time}.",
    "Rescheduled to {wd}, same time, same room.",
    "Long one tonight, but we got through everything. Good work, team.",
)

_CHATTER_MENTION = (
    "Thanks to {m} for bringing the Timbits.",
    "{M} is joining by phone tonight, so someone please check the conference line.",
    "Regrets from {m} for {wd}.",
    "{M} has the key to the storage closet if you need the easels.",
    "Happy birthday to {m}! Cake in the lounge at {time}.",
    "{M}, can you send me your slides before 5?",
    "Did {m} ever find the HDMI adapter?",
    "Big thanks to {m} for running the meeting while I was out.",
    "{M} says the parking lot behind the annex is plowed now.",
    "Welcome back, {m}! Hope the vacation was great.",
    "{M} made the banana bread. You're welcome, everyone.",
    "Congrats to {m} on the new baby!",
    "{M} wants to know if anyone has a spare folding table for Saturday.",
    "Thanks {m}, that summary was really helpful.",
    "{M} will take the minutes tonight since I'm presenting.",
    "Can {m} and I have five minutes after the meeting?",
    "{M} asked me to pass along regrets; family thing.",
    "Shout-out to {m} for wrangling the caterer.",
    "Looping in {m}, who was at the workshop last year.",
    "{M} is running a few minutes late. Traffic on the 401.",
    "!Present: {m}, {n1}, {n2}, {n3}; Regrets: {n4}.",
    "!Present: {n1}, {n2}, {m}; Regrets: {n3}, {n4}; Guests: two members of the public.",
    "!Moved by {m}, seconded by {n1}, that the agenda be adopted as circulated. Carried.",
    "!Moved by {n1}, seconded by {m}, that the minutes of {mdate} be approved. Carried.",
    "!Moved by {m}, seconded by {n2}, to adjourn at {time}. Carried.",
    "!ACTION: {m} to book {room} for {mdate}.",
    "!ACTION: {m} to circulate the Doodle poll.",
    "!ACTION: {m} to send thank-you notes to the student presenters.",
    "{M} and I are going to grab a bite after. Anyone welcome.",
    "Per {m}, the caterer needs final numbers by {wd}.",
    "{M}, you're on mute.",
    "{M}, we can't hear you. Try dialling in?",
    "Thanks {m} for catching the typo in the resolution.",
    "{M} says hi from the airport.",
    "Condolences to {m} and family. Card is at the front desk for signing.",
    "{M} is out sick today, so Item {item} will wait.",
    "Thanks to {m} for the tour of the new space, it looks great.",
    "{M} reminded me that we still owe the auditors a signature page.",
    "Has anyone heard from {m}? Not on the call yet.",
    "{M}'s kid sold me four boxes of Girl Guide cookies. No regrets.",
    "Credit to {m} for the clean agenda this time around.",
    "{M} will give the land acknowledgement on {wd}.",
)

_ROOMS = (
    "Room 204",
    "Committee Room B",
    "the Boardroom",
    "Council Chambers",
    "the Senate Room",
    "the second-floor lounge",
    "the library annex",
    "Room 3.114",
    "the church basement",
    "the fireside room",
)
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
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
_MONTHS_AP = (
    "Jan.",
    "Feb.",
    "March",
    "April",
    "May",
    "June",
    "July",
    "Aug.",
    "Sept.",
    "Oct.",
    "Nov.",
    "Dec.",
)
_TIMES = (
    "6:30",
    "7 p.m.",
    "7:12 p.m.",
    "8:40 p.m.",
    "9:15",
    "9:30 a.m.",
    "noon",
    "12:30",
    "1:30 p.m.",
    "3:00",
    "4 p.m.",
    "5:45",
    "6pm",
    "7:05",
    "10 a.m.",
)
_EFFECTIVE = (
    "July 1",
    "the 1st",
    "immediately",
    "next Monday",
    "the start of the term",
    "Sept. 1",
    "Jan. 1",
    "the end of the month",
)

# ---------------------------------------------------------------------------------------
# Questions put to the memory assistant.
# ---------------------------------------------------------------------------------------

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "Where is {s} located these days?",
        "Which city is {s} working from?",
        "What city is {s} in?",
        "Remind me, what town is {s} out of?",
        "{S}, which city again?",
        "For the travel claim, which city does {s} come in from?",
        "Is {s} local or somewhere else? Which city?",
        "What city should I put for {s} in the directory?",
    ),
    "address": (
        "What's {s}'s home address?",
        "Where should I mail {s}'s packet, home address?",
        "What street address do we have on file for {s}?",
        "Where does {s} live, street and unit?",
        "I need to courier a binder to {s}'s place. What's the address?",
        "Home mailing address for {s}?",
    ),
    "role": (
        "What's {s}'s title?",
        "What position does {s} hold?",
        "What does {s} do here, officially?",
        "Which office does {s} hold now?",
        "How should I list {s} on the letterhead? What's the title?",
        "What is {s}'s current position?",
    ),
    "team": (
        "Which committee is {s} on?",
        "What group does {s} sit with now?",
        "Whose roster is {s} on these days?",
        "Which committee or working group has {s}?",
        "{S} belongs to which committee?",
        "Where is {s} serving this term?",
    ),
    "manager": (
        "Who is {s}'s supervisor?",
        "Who does {s} answer to?",
        "Who signs off on {s}'s leave requests?",
        "Who's {s}'s boss now?",
        "Whose direct report is {s}?",
        "Who's above {s} on the org chart?",
    ),
    "drink": (
        "What does {s} usually order at the break?",
        "If I'm doing the Tim's run, what do I get {s}?",
        "What's {s}'s go-to beverage?",
        "What should catering have for {s}?",
        "What's {s}'s usual drink order?",
        "What does {s} like to drink at meetings?",
    ),
    "phone": (
        "What's {s}'s cell?",
        "Best number to reach {s}?",
        "How do I get {s} on the phone?",
        "Do we have a mobile number for {s}?",
        "What number do I text to reach {s}?",
        "Which cell number is on file for {s}?",
    ),
    "email": (
        "What's {s}'s email address?",
        "Where do I email {s}?",
        "Do we have an email for {s}?",
        "What's the best inbox for {s}?",
        "Which address do I cc for {s}?",
        "What email is on the board list for {s}?",
    ),
    "status": (
        "How is {p} doing?",
        "Where does {p} stand right now?",
        "What's the current state of {s}?",
        "Quick check: how's {p} tracking?",
        "What's the latest on {p}?",
        "What should I put for {p} in the progress column?",
    ),
    "deadline": (
        "When is {p} due?",
        "What's the due date on {p}?",
        "By when does {p} need to be finished?",
        "What date are we working to for {p}?",
        "When does {p} have to wrap?",
        "How long do we have on {p}? What's the date?",
    ),
    "owner": (
        "Who's leading {p}?",
        "Who's in charge of {p}?",
        "Who should I talk to about {p}, who runs it?",
        "Whose project is {p}?",
        "Who's the lead on {p} right now?",
        "Who holds the pen on {p}?",
    ),
    "cost_centre": (
        "What budget code do {p} expenses go to?",
        "Which account should I charge {p} receipts to?",
        "Which cost centre does {p} bill to?",
        "Which line do I code {p} to?",
        "What do I put in the account field for {p} reimbursements?",
    ),
    "plan": (
        "What membership level is {s} at?",
        "Which tier does {s} have?",
        "What kind of membership does {s} hold?",
        "What's {s}'s membership category?",
        "Which level did {s} renew at?",
    ),
    "po_number": (
        "What's the PO for {s}?",
        "Which purchase order do I put on {s}'s invoice?",
        "What PO number did {s} give us?",
        "Do we have a purchase order on file for {s}?",
        "What do I reference when I bill {s}?",
    ),
    "ticket": (
        "Is {t} fixed yet?",
        "Where are we on {t} ({prob})?",
        "What's the status of {t} for {cs}?",
        "Did the {cs} issue, {t}, get sorted?",
        "Has anyone closed {t}, the one where {prob}?",
        "Is {t} still open?",
        "Any movement on {t}? {Cs} keeps asking.",
        "Is the {cs} problem ({t}) done or still being worked?",
    ),
}

_ASK_VIA: dict[tuple[str, str], tuple[str, ...]] = {
    ("manager", "city"): (
        "Where is {s}'s supervisor based these days?",
        "What city does the person {s} reports to work out of?",
        "{S}'s boss, which city are they in?",
        "Whoever {s} answers to: what city?",
        "In what city is {s}'s direct supervisor located?",
    ),
    ("manager", "address"): (
        "What's the home address of {s}'s supervisor?",
        "I need to courier something to the person {s} reports to. Home address?",
        "Where does {s}'s boss live?",
        "Home mailing address for whoever supervises {s}?",
    ),
    ("manager", "phone"): (
        "What's the cell for {s}'s supervisor?",
        "How do I reach whoever {s} reports to by phone?",
        "Mobile number for {s}'s boss?",
    ),
    ("owner", "city"): (
        "Which city is the {p} lead working from?",
        "Whoever owns {p}: where are they located?",
        "What city is the person running {p} in?",
        "The lead on {p}, which city are they out of?",
        "Where is {p}'s project lead based?",
    ),
    ("owner", "address"): (
        "What's the home address of whoever leads {p}?",
        "Where does the {p} lead live?",
        "Home address for the person in charge of {p}?",
    ),
    ("owner", "phone"): (
        "What's the cell for whoever is running {p}?",
        "Best number for the {p} lead?",
        "How do I get the person in charge of {p} on the phone?",
        "The {p} project lead, what's their mobile?",
        "Cell number for whoever owns {p}?",
    ),
}

_VIA_WHO = {
    "manager": ("{s}'s supervisor", "the person {s} reports to", "{s}'s boss"),
    "owner": ("the {p} lead", "whoever runs {p}", "the person in charge of {p}"),
}
_WHAT = {
    "city": "city",
    "address": "home address",
    "role": "title",
    "team": "committee",
    "manager": "supervisor",
    "drink": "usual drink",
    "phone": "cell number",
    "email": "email",
    "status": "status",
    "deadline": "due date",
    "owner": "lead",
    "cost_centre": "budget code",
    "plan": "membership level",
    "po_number": "PO",
    "ticket": "ticket status",
}

_PROJECT_SLOTS = frozenset({"status", "deadline", "owner", "cost_centre"})
_CUSTOMER_SLOTS = frozenset({"plan", "po_number"})

_AREA_CODES = (
    "613",
    "416",
    "902",
    "306",
    "250",
    "519",
    "705",
    "506",
    "403",
    "608",
    "612",
    "734",
    "802",
    "518",
    "828",
    "541",
    "937",
    "509",
)


# ---------------------------------------------------------------------------------------
# Naming helpers
# ---------------------------------------------------------------------------------------


def _who(full: str) -> _Who:
    return _PEOPLE.get(
        full, _Who("", full.split()[0] if full.split() else full, "they", "them", "their")
    )


def _first(full: str) -> str:
    parts = full.split()
    return parts[0] if parts else full


def _last(full: str) -> str:
    parts = full.split()
    return parts[-1] if parts else full


def _initials(full: str) -> str:
    return "".join(p[0] for p in re.split(r"[\s\-]+", full) if p).upper()


def _titled(full: str) -> str:
    who = _who(full)
    return f"{who.title} {_last(full)}" if who.title else full


def _person(full: str, rng: random.Random) -> str:
    """A person as the minutes name them: full, first, title and surname, or surname."""
    if full not in _PEOPLE:
        return full
    return rng.choices((full, _first(full), _titled(full), _last(full)), weights=(30, 25, 25, 20))[
        0
    ]


def _person_value(full: str, rng: random.Random) -> str:
    """A person who is the value of a fact: mostly full name, sometimes the formal form."""
    if full not in _PEOPLE:
        return full
    return rng.choices((full, _titled(full), _first(full)), weights=(60, 30, 10))[0]


def _person_short(full: str, rng: random.Random) -> str:
    """A person mentioned in passing (a mover, an old value in an item line)."""
    if full not in _PEOPLE:
        return full
    return rng.choice((_last(full), _titled(full), _last(full)))


def _project(name: str, rng: random.Random) -> str:
    return rng.choices(
        (name, f"the {name} project", f"Project {name}", name), weights=(40, 30, 10, 20)
    )[0]


def _customer(name: str, rng: random.Random) -> str:
    shorts = _CUSTOMERS.get(name, ())
    if not shorts or rng.random() < 0.5:
        return name
    return rng.choice(shorts)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


# Words that keep their capital after a greeting ending in a comma (names, "I", brands).
_KEEP = frozenset(
    {part for name in (*_PEOPLE, *_PROJECTS, *_CUSTOMERS) for part in name.split()}
    | {"Dr.", "Prof.", "Ms.", "Mr.", "Project", "I", "I'll", "I'm", "I've", "IT", "Item"}
    | {"Zoom", "Doodle", "Go", "Jays", "Sens", "Council", "Tim's", "Robert's", "Outlook", "Fund"}
)


def _tidy(text: str) -> str:
    """Mend the seams a filled template can leave ("p.m..", "Hi all, The ...")."""
    text = re.sub(r"\.\.(?!\.)", ".", text).replace(" ,", ",")

    def lower(match: re.Match[str]) -> str:
        word = match.group(2)
        bare = word.rstrip(",.:;!?")
        if bare in _KEEP or sum(c.isupper() or c.isdigit() for c in bare) > 1:
            return match.group(0)
        return match.group(1) + word[0].lower() + word[1:]

    return re.sub(r"^((?:Hi all|FYI|Per our call this morning), )(\S+)", lower, text)


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{({1: 'st', 2: 'nd', 3: 'rd'}).get(n % 10, 'th')}"


def _date(value: str, rng: random.Random) -> str:
    """A US-style rendering of an ISO date (5/17, May 17th, Fri 5/17, ...)."""
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    month = _MONTHS[day.month - 1]
    weekday = _WEEKDAYS[day.weekday()]
    forms = (
        f"{month} {day.day}",
        f"{month} {_ordinal(day.day)}",
        f"{day.month}/{day.day}",
        f"{weekday}, {month} {day.day}",
        f"{weekday[:3]} {day.month}/{day.day}",
        f"{month} {day.day}, {day.year}",
        f"{day.month}/{day.day}/{day.year % 100:02d}",
        f"{_MONTHS_AP[day.month - 1]} {day.day}",
    )
    return rng.choice(forms)


def _meeting_date(rng: random.Random) -> str:
    """A meeting date that is not a fact of the schema ("3/14", "March 14th")."""
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice(
        (f"{month}/{day}", f"{_MONTHS[month - 1]} {day}", f"{_MONTHS[month - 1]} {_ordinal(day)}")
    )


def _city(value: str, rng: random.Random) -> str:
    region = _CITIES.get(value)
    if region is None:
        return value
    roll = rng.random()
    if roll < 0.55:
        return value
    if roll < 0.85:
        return f"{value}, {region[0]}"
    return f"{value}, {region[1]}"


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _time(rng: random.Random) -> str:
    """A clock time as the minutes write it ("7:12 p.m.", "6:30", "noon")."""
    return rng.choice(_TIMES)


def _item(rng: random.Random) -> str:
    major = rng.randint(2, 11)
    return rng.choice(
        (f"{major}", f"{major}.{rng.randint(1, 4)}", f"{major}({'abcd'[rng.randint(0, 3)]})")
    )


def _slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]", "", plain.lower())


# ---------------------------------------------------------------------------------------
# The family
# ---------------------------------------------------------------------------------------


class CouncilFamily:
    """Minutes and follow-up emails of North American boards and committees."""

    name = "council-en"
    language: Literal["en", "zh"] = "en"
    split: Literal["dev", "test", "legacy"] = "dev"
    lexicon = _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """Phones, emails, budget codes, POs and work orders as these offices write them.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: The person, project or customer (empty for a ticket).
            rng: The source of randomness.

        Returns:
            A fresh identifier string.
        """
        if slot == "phone":
            area = rng.choice(_AREA_CODES)
            line = f"555-01{rng.randint(0, 99):02d}"
            return rng.choice(
                (f"({area}) {line}", f"{area}-{line}", f"{area}.{line.replace('-', '.')}")
            )
        if slot == "email":
            return self._email(subject, rng)
        if slot == "cost_centre":
            fund = rng.choice(("100", "101", "210", "220", "310", "405"))
            dept, obj = rng.randint(1100, 8900), rng.randint(5100, 7990)
            return rng.choice(
                (
                    f"{fund}-{dept}-{obj}",
                    f"GL {obj}-{rng.randint(1, 40):02d}",
                    f"CC {rng.randint(10000, 99999)}",
                    f"{dept}.{obj}.{rng.randint(1, 99):02d}",
                    f"Fund {fund} / Dept {dept}",
                )
            )
        if slot == "po_number":
            year = rng.choice(("23", "24", "25"))
            return rng.choice(
                (
                    f"PO {year}-{rng.randint(100, 4999):05d}",
                    f"PO# 45{rng.randint(0, 99_999_999):08d}",
                    f"P.O. 20{year}-{rng.randint(1, 999):04d}",
                    f"PO-{rng.randint(10000, 99999)}",
                )
            )
        return rng.choice(
            (
                f"WO-{rng.choice(('23', '24', '25'))}-{rng.randint(1, 9999):04d}",
                f"HD-{rng.randint(10000, 99999)}",
                f"SR-2024-{rng.randint(1, 2999):04d}",
                f"REQ-{rng.randint(1000, 9999)}",
            )
        )

    @staticmethod
    def _email(subject: str, rng: random.Random) -> str:
        """An address in the convention of the person's organisation."""
        first, last = _slug(_first(subject)) or "member", _slug(_last(subject)) or "board"
        domain = rng.choice(
            (
                "northfieldcounty.gov",
                "westbrook.edu",
                "harbourlightfdn.org",
                "cedarvalley.ca",
                "kestrelu.ca",
                "gmail.com",
                "sympatico.ca",
            )
        )
        if domain.endswith(".gov") or domain == "cedarvalley.ca":
            local = f"{first}.{last}"
        elif domain.endswith(".edu") or domain == "kestrelu.ca":
            local = (
                f"{first[0]}{last}"
                if rng.random() < 0.7
                else f"{first[0]}{last}{rng.randint(2, 9)}"
            )
        elif domain == "harbourlightfdn.org":
            local = f"{first}{last[0]}" if rng.random() < 0.5 else first
        else:
            local = rng.choice(
                (
                    f"{first}.{last}{rng.randint(50, 99)}",
                    f"{first[0]}{last}{rng.randint(1, 99)}",
                    f"{first}{last}",
                )
            )
        return f"{local}@{domain}"

    # -- statements ----------------------------------------------------------------------

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` writes: a minutes entry, a recap email or chatter.

        Args:
            event: What is said.
            rng: The source of randomness.

        Returns:
            One line of text.
        """
        try:
            if event.kind == "chatter" or event.slot is None or event.subject is None:
                return _tidy(self._chatter(event, rng))
            if event.slot == "ticket":
                return _tidy(self._ticket(event, rng))
            return _tidy(self._fact(event, rng))
        except (KeyError, IndexError, ValueError):
            return self._fallback(event)

    def _fallback(self, event: Event) -> str:
        subject = event.subject or ""
        if event.kind == "chatter" or not subject:
            return "Thanks all, see you at the next meeting."
        if event.kind == "negate":
            what = _WHAT.get(event.slot or "", "that")
            return f"Note for the record: {subject} no longer has {event.old} as {what}."
        what = _WHAT.get(event.slot or "", "detail")
        return f"Note for the record: {what} for {subject} is {event.value}."

    def _members(self, rng: random.Random, exclude: set[str], count: int) -> list[str]:
        pool = [p for p in _PEOPLE if p not in exclude]
        return [_person_short(p, rng) for p in rng.sample(pool, min(count, len(pool)))]

    def _base(self, event: Event, rng: random.Random) -> dict[str, str]:
        """The placeholders every statement line may use."""
        speaker = event.speaker
        exclude = {speaker, event.subject or "", event.value or "", event.old or ""}
        m = [*self._members(rng, exclude, 4), "", "", "", ""]
        who = _who(speaker)
        return {
            "sp": rng.choice((_titled(speaker), _first(speaker), _last(speaker))),
            "spf": speaker,
            "spn": who.nick,
            "spi": _initials(speaker),
            "first": _first(speaker),
            "m1": m[0],
            "m2": m[1],
            "m3": m[2],
            "m4": m[3],
            "item": _item(rng),
            "item2": _item(rng),
            "mdate": _meeting_date(rng),
            "eff": rng.choice(_EFFECTIVE),
            "wd": rng.choice(_WEEKDAYS[:5]),
            "time": _time(rng),
        }

    def _render(self, slot: str, value: str, rng: random.Random) -> str:
        if slot == "deadline":
            return _date(value, rng)
        if slot == "city":
            return _city(value, rng)
        if slot in ("manager", "owner"):
            return _person_value(value, rng)
        return value

    def _fact(self, event: Event, rng: random.Random) -> str:
        slot, subject = event.slot or "", event.subject or ""
        ctx = self._base(event, rng)
        if slot in _PROJECT_SLOTS:
            named = _project(subject, rng)
            ctx.update(p=subject, P=subject, sf=subject, they="it", them="it", their="its")
        elif slot in _CUSTOMER_SLOTS:
            named = _customer(subject, rng)
            ctx.update(p=subject, P=subject, sf=subject, they="they", them="them", their="their")
        else:
            named = _person(subject, rng)
            who = _who(subject)
            ctx.update(p=subject, P=subject, sf=subject, they=who.he, them=who.him, their=who.his)
        ctx.update(s=named, S=_cap(named))
        value, old = event.value or "", event.old or ""
        v, o = self._render(slot, value, rng), self._render(slot, old, rng)
        ctx.update(
            v=v,
            V=_cap(v),
            old=o,
            Old=_cap(o),
            vl=_person_short(value, rng) if value else "",
            oldl=_person_short(old, rng) if old else "",
            vpos=f"{v}'" if v.endswith("s") else f"{v}'s",
            av=_DRINKS.get(value, value),
            aold=_DRINKS.get(old, old),
            a_v=_article(value),
        )
        if event.kind == "negate":
            pool = _NEGATE.get(slot, ())
        elif event.kind == "update":
            pool = _UPDATE.get(slot, ())
        else:
            pool = _STATE.get(slot, ())
            if event.speaker == subject and slot in _SELF and rng.random() < 0.4:
                pool = _SELF[slot]
        if not pool:
            return self._fallback(event)
        line = self._wrap(rng.choice(pool), ctx, rng)
        if len(line) >= 300:
            line = self._wrap(min(pool, key=len), ctx, rng, plain=True)
        return line if len(line) < 300 else self._fallback(event)

    def _wrap(
        self, template: str, ctx: dict[str, str], rng: random.Random, plain: bool = False
    ) -> str:
        """Fill a template and, unless it is a shaped line, frame it as the writer would."""
        shaped = template.startswith("!")
        text = template.lstrip("!").format_map(ctx)
        if shaped or plain:
            return text
        roll = rng.random()
        if roll < 0.22:
            text = rng.choice(_PREFIXES).format_map(ctx) + text
        elif roll < 0.40:
            text = text + rng.choice(_SUFFIXES).format_map(ctx)
        elif roll < 0.47:
            text = (
                rng.choice(_PREFIXES).format_map(ctx) + text + rng.choice(_SUFFIXES).format_map(ctx)
            )
        elif roll < 0.52:
            text = f'{ctx["m1"]} wrote: "{text}" Confirmed on my end.'
        return text

    def _ticket(self, event: Event, rng: random.Random) -> str:
        problem, _, customer = (event.detail or "").partition(" | ")
        problem = problem.strip() or "the issue we discussed"
        customer = customer.strip() or "a member"
        ctx = self._base(event, rng)
        short = _customer(customer, rng)
        ctx.update(
            s=event.subject or "",
            prob=problem,
            Prob=_cap(problem),
            c=customer,
            C=_cap(customer),
            cs=short,
            Cs=_cap(short),
        )
        state = event.value or event.old or "open"
        if event.kind == "resolve" or state == "resolved":
            pool: tuple[str, ...] = _TICKET_DONE
        elif state == "in progress":
            pool = _TICKET_PROGRESS
        else:
            pool = _TICKET_OPEN
        line = self._wrap(rng.choice(pool), ctx, rng)
        if len(line) >= 300:
            line = self._wrap(min(pool, key=len), ctx, rng, plain=True)
        return line

    def _chatter(self, event: Event, rng: random.Random) -> str:
        speaker = event.speaker
        others = [p for p in _PEOPLE if p not in (speaker, event.mention)]
        names = [_person_short(p, rng) for p in rng.sample(others, 4)]
        who = _who(speaker)
        ctx = {
            "spn": who.nick,
            "spf": speaker,
            "spi": _initials(speaker),
            "sp": _titled(speaker),
            "n1": names[0],
            "n2": names[1],
            "n3": names[2],
            "n4": names[3],
            "item": _item(rng),
            "mdate": _meeting_date(rng),
            "wd": rng.choice(_WEEKDAYS[:5]),
            "time": _time(rng),
            "room": rng.choice(_ROOMS),
            "pages": str(rng.randint(48, 260)),
            "quorum": str(rng.randint(5, 9)),
            "m1": names[0],
        }
        if event.mention and rng.random() < 0.6:
            mention = rng.choice(
                (_first(event.mention), _titled(event.mention), _first(event.mention))
            )
            ctx.update(m=mention, M=_cap(mention))
            template = rng.choice(_CHATTER_MENTION)
        else:
            template = rng.choice(_CHATTER)
        text = template.lstrip("!").format_map(ctx)
        if not template.startswith("!") and len(text) > 30:
            roll = rng.random()
            if roll < 0.12:
                text = rng.choice(("Hi all, ", "FYI: ", "Quick one: ", "Morning all. ")) + text
            elif roll < 0.25:
                text = text + rng.choice(
                    (" Best, {spn}", " Thanks, {spn}", " - {spi}", " Cheers, {spn}")
                ).format_map(ctx)
        return text if len(text) < 300 else "Thanks all, see you next time."

    # -- questions -----------------------------------------------------------------------

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question a committee member would put to the assistant.

        Args:
            ask: What is asked.
            rng: The source of randomness.

        Returns:
            One line of text.
        """
        try:
            return _tidy(self._ask(ask, rng))
        except (KeyError, IndexError, ValueError):
            return f"What's the {_WHAT.get(ask.slot, 'detail')} for {ask.subject}?"

    def _ask_name(self, slot: str, subject: str, rng: random.Random) -> str:
        if slot in _PROJECT_SLOTS or subject in _PROJECTS:
            return rng.choice((subject, f"the {subject} project"))
        if slot in _CUSTOMER_SLOTS or subject in _CUSTOMERS:
            return _customer(subject, rng)
        if subject in _PEOPLE:
            return rng.choice((subject, _first(subject), _titled(subject)))
        return subject

    def _ask(self, ask: Ask, rng: random.Random) -> str:
        subject = ask.subject
        if ask.via is not None:
            named = self._ask_name(ask.via, subject, rng)
            ctx = {"s": named, "S": _cap(named), "p": subject}
            shapes = _ASK_VIA.get((ask.via, ask.slot))
            if shapes:
                return rng.choice(shapes).format_map(ctx)
            who = rng.choice(_VIA_WHO.get(ask.via, ("{s}'s contact",))).format_map(ctx)
            return f"What's the {_WHAT.get(ask.slot, 'detail')} for {who}?"
        if ask.slot == "ticket":
            problem, _, customer = (ask.detail or "").partition(" | ")
            problem = problem.strip() or "the reported issue"
            customer = customer.strip() or "the member"
            short = _customer(customer, rng)
            ctx = {"t": subject, "prob": problem, "cs": short, "Cs": _cap(short)}
            return rng.choice(_ASK["ticket"]).format_map(ctx)
        named = self._ask_name(ask.slot, subject, rng)
        ctx = {"s": named, "S": _cap(named), "p": subject}
        shapes = _ASK.get(ask.slot)
        if not shapes:
            return f"What's the {_WHAT.get(ask.slot, 'detail')} for {named}?"
        return rng.choice(shapes).format_map(ctx)


FAMILY = CouncilFamily()
