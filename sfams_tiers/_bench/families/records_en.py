"""System-of-record notes at an Australian / Indian / Singaporean IT services firm (dev).

The writers are the back-office and delivery staff of a mid-sized IT services company
with delivery centres in Australia, India and Singapore. What they write is not chat but
*records*: HR system change notifications ("Reporting line for Shreya Kulkarni amended:
now reports to V. Rao, w.e.f. 1st of next month"), CRM account notes ("Acct: Ironbark
Logistics Pty Ltd. PO ref updated to PO#7804411"), PMO weekly status reports ("Status:
On hold -> Active (Project Kestrel)") and IT service desk work notes ("INC0042311 |
Ironbark Logistics | VPN drops every 20 minutes | Status: New").

The register is formal, third-person and passive, heavy on nominalisations and
abbreviations ("Mgr chg", "w.e.f.", "eff.", "pls note", "FYI", "TBC", "DL", "COB",
"on bench", "redesignated", "shifted to" for moving house), mixing field-style fragments
("Location: Pune (was Chennai)") with full sentences. People appear by full name, first
name, "Surname, First" (as HR systems print them), "KULKARNI Shreya" or with an employee
id; values that are people are sometimes only an initial and a surname ("N. Iyer").
Dates are always unambiguous: ``03/04/2024`` with the year, ``3 Apr 2024``, ``3rd
April``, ``Wed 3 Apr``. Identifiers use local formats: mobiles ``+61 4xx xxx xxx``,
``04xx xxx xxx``, ``+91 98xxx xxxxx``, ``+65 9xxx xxxx``; company email domains; cost
centres ``CC 31-4470``, ``WBS AU-KES-0042``, ``cost code 5521``; POs ``PO#7800231``,
``PO 45-88213``; tickets ``INC0042311``, ``SR-20417``, ``REQ1187``, ``RITM0012345``.

Most lines are record noise with no schema fact: admin notices, timesheet reminders,
public holidays in three countries, facilities, weather, food in the pantry, meeting
logistics that "move" and tools that get "updated".
"""

from __future__ import annotations

import random
import zlib
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Lexicon

__all__ = ["FAMILY", "RecordsFamily"]

_AU_CITIES = (
    "Sydney", "Melbourne", "Brisbane", "Perth", "Adelaide", "Canberra", "Hobart", "Darwin",
    "Newcastle", "Geelong",
)  # fmt: skip
_IN_CITIES = (
    "Pune", "Chennai", "Bengaluru", "Hyderabad", "Kochi", "Coimbatore", "Noida", "Gurugram",
    "Mumbai", "Kolkata", "Ahmedabad",
)  # fmt: skip
_OTHER_CITIES = ("Singapore", "Kuala Lumpur", "Auckland", "Manila")

_CUSTOMER_SHORT: dict[str, str] = {
    "Ironbark Logistics Pty Ltd": "Ironbark Logistics",
    "Sundaram Textiles Pvt Ltd": "Sundaram Textiles",
    "Harbourline Shipping Pte Ltd": "Harbourline",
    "Kookaburra Credit Union": "Kookaburra CU",
    "Meridian Agro Exports": "Meridian Agro",
    "Tembusu Healthcare Pte Ltd": "Tembusu Healthcare",
    "Coastal Grain Co-operative": "Coastal Grain",
    "Vaidya Pharma Ltd": "Vaidya Pharma",
}

_PLAN_RANK: dict[str, int] = {
    "Essentials": 0,
    "Business Hours 8x5": 1,
    "Standard AMC": 2,
    "Comprehensive AMC": 3,
    "Premier 24x7": 4,
    "Enterprise Plus": 5,
}

_LEXICON = Lexicon(
    people=(
        "Shreya Kulkarni", "Venkatesh Rao", "Lakshmi Subramaniam", "Rohan Deshpande",
        "Priyanka Bhattacharya", "Harpreet Gill", "Kavitha Natarajan", "Aarav Menon",
        "Gaurav Malhotra", "Ananya Chatterjee", "Sanjana Reddy", "Arjun Pillai",
        "Callum O'Brien", "Bronwyn Fitzgerald", "Mitchell Hargreaves", "Siobhan McAllister",
        "Tegan Whitfield", "Jarrod Pemberton", "Marcus Lim", "Cheryl Ong", "Jasmine Goh",
        "Faizal Rahman", "Hafiz Osman", "Benedict Teo",
    ),
    projects=(
        "Kestrel", "Tamarind", "Banyan", "Jacaranda", "Monsoon", "Lyrebird", "Sandalwood",
        "Quokka",
    ),
    customers=tuple(_CUSTOMER_SHORT),
    teams=(
        "Cloud Infra", "SAP Practice", "Digital Workplace", "Service Desk L2",
        "Data & Analytics", "Cyber Security", "ServiceNow CoE", "QA Automation",
    ),
    cities=_AU_CITIES + _IN_CITIES + _OTHER_CITIES,
    addresses=(
        "14 Wattlebird Crescent, Ringwood",
        "Unit 7/22 Banksia Street, Toowong",
        "3/41 Hargrave Road, Northcote",
        "88 Marlborough Parade, Glenelg",
        "9 Kurrajong Avenue, Bella Vista",
        "Apt 1203/45 Clarence Street, Pyrmont",
        "27 Tuart Drive, Joondalup",
        "5 Boronia Court, Sandy Bay",
        "61 Lachlan Terrace, Kensington",
        "102 Gympie Road, Kedron",
        "Unit 4/18 Yarra Bend Road, Fairfield",
        "Flat 302, Lotus Residency, Baner Road, Aundh",
        "No. 17, 4th Cross, Indiranagar",
        "B-504, Prestige Shantiniketan, Whitefield",
        "Plot 45, Road No. 12, Banjara Hills",
        "12/3 Gandhi Nagar, Adyar",
        "C-1104, Lodha Amara, Kolshet Road",
        "House No. 221, Sector 15, Faridabad",
        "Villa 8, Palm Meadows, Varthur Road",
        "34 Cathedral Road, Gopalapuram",
        "Flat 9A, Sunrise Towers, Kakkanad",
        "AE-112, Salt Lake Sector 1",
        "Blk 512 Tampines Street 71, #08-214",
        "Blk 27 Jalan Bukit Merah, #12-05",
        "18 Siglap Drive",
        "Blk 406 Ang Mo Kio Avenue 10, #03-1187",
        "65 Holland Grove Road",
        "Blk 113 Bishan Street 12, #14-32",
        "7 Jalan Kembangan",
        "Blk 221 Punggol Central, #05-441",
        "29 Namly Avenue",
        "Blk 640 Jurong West Street 61, #09-88",
    ),
    roles=(
        "Associate Consultant", "Senior Business Analyst", "Delivery Lead",
        "Solution Architect", "Scrum Master", "Test Manager", "Engagement Manager",
        "Principal Consultant", "DevOps Engineer", "Practice Head", "Project Coordinator",
        "Service Delivery Manager",
    ),
    drinks=(
        "filter coffee", "masala chai", "flat white", "long black", "teh tarik",
        "kopi-o kosong", "ginger lemon tea", "iced milo", "piccolo latte", "sugarcane juice",
        "cold brew", "badam milk",
    ),
    statuses=(
        "on hold", "active", "at risk", "amber", "in UAT", "awaiting sign-off",
        "in hypercare", "closed", "descoped", "green",
    ),
    plans=tuple(_PLAN_RANK),
    problems=(
        "VPN drops every 20 minutes",
        "Outlook keeps prompting for a password",
        "the payroll export skips overtime rows",
        "SAP GUI freezes on invoice posting",
        "tax invoices print without the GST line",
        "MFA codes are not arriving by SMS",
        "the H: drive fails to map at login",
        "timesheet approvals are stuck in the queue",
        "the level 3 printer queue stalls",
        "BitLocker asks for the recovery key on every boot",
        "Teams calls lose audio after five minutes",
        "the Citrix session freezes after login",
    ),
)  # fmt: skip

# --------------------------------------------------------------------------------------
# Statements. Placeholders: {s} subject, {sp} subject possessive, {sf} subject as an HR or
# CRM system prints it, {first} the subject's first name (self-reports), {v}/{V} the new
# value (plain / capitalised), {o}/{O} the old value, {vp}/{op} possessive of a person
# value, {eff} an effective-from phrase.
# --------------------------------------------------------------------------------------

_STATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{sf}: Base location {v}.",
        "Work location for {s} recorded as {v}.",
        "{s} is based out of the {v} office.",
        "{s} works from {v}.",
        "HRIS updated: {sp} base location is {v}.",
        "Location: {v} ({sfp})",
        "{s} sits in the {v} office, pls factor in the time zone when booking meetings.",
        "Pls note {s} is {v}-based.",
        "Onboarding note: {s} to be seated at the {v} DC.",
        "{sp} home office: {v}.",
        "FYI {s} is located in {v}.",
        "Employee location ({sfp}): {v}",
        "{s}: {v} based, works local business hours.",
        "For the resource plan, {s} is shown against {v}.",
        "Base location of {sf} confirmed as {v} per the offer letter.",
    ),
    "address": (
        "Residential address for {sf}: {v}.",
        "{sp} home address on file: {v}.",
        "{s} resides at {v}.",
        "Address (home): {v} ({sfp})",
        "HRIS: {sp} residential address recorded as {v}.",
        "Pls use {v} as the home address for {s}.",
        "{s} lives at {v}.",
        "Emergency contact form received from {s}; home address {v}.",
        "{sf}, permanent address: {v}",
        "Address for {sp} hardware delivery (home): {v}.",
        "Laptop for {s} to be couriered to the residence, {v}.",
        "Home address of {s} as per the background verification: {v}.",
    ),
    "role": (
        "Designation: {v} ({sfp})",
        "{s} joins as {v}.",
        "{s} is our {v} on this account.",
        "{sf}, {v}.",
        "{s} has been onboarded as {v}.",
        "Role for {s} recorded as {v} in SuccessFactors.",
        "{sp} current designation is {v}.",
        "Pls note {s} works as {v}.",
        "{s} ({v}) to be added to the distribution list.",
        "Position: {v}. Incumbent: {sf}.",
        "{s} has been appointed {v}.",
        "Job title on file for {sf}: {v}",
        "{s} is engaged on the account in the capacity of {v}.",
    ),
    "team": (
        "{s} is part of {v}.",
        "{sf}: Practice / Team = {v}",
        "{s} sits with the {v} team.",
        "{s} is aligned to {v}.",
        "{s} joins the {v} team {eff}.",
        "Team: {v} ({sfp})",
        "{s} is a member of {v}.",
        "Pls add {s} to the {v} DL as a member of that team.",
        "{s} has been allocated to {v}.",
        "{s} works in the {v} practice.",
        "Org unit for {sf}: {v}.",
        "Resource allocation: {s} to {v}, 100%.",
    ),
    "manager": (
        "Reporting manager for {sf}: {v}.",
        "{s} reports to {v}.",
        "{s} reports into {v}.",
        "Line manager: {v} ({sfp})",
        "{sp} leave approvals go to {v} as line manager.",
        "{v} is {sp} direct manager.",
        "{s} sits under {v} in the org chart.",
        "Supervisor for {s}: {v}.",
        "Pls note {v} manages {s}.",
        "{s} is in {vp} reporting line.",
        "{s} has {v} as line manager.",
        "Reporting structure confirmed: {sf} -> {v}.",
        "Timesheets for {s} are approved by {v}, the reporting manager.",
    ),
    "drink": (
        "Offsite catering form, {sf}: beverage preference {v}.",
        "For the client visit, pls note {s} takes {v}.",
        "{sp} usual is {v}.",
        "{s} prefers {v}, FYI for the pantry order.",
        "Welcome pack note: {sp} drink of choice is {v}.",
        "Standing pantry order for {s}: {v}.",
        "{s} sticks to {v}.",
        "Coffee run: {s} always has {v}.",
        "{s} drinks {v}, no sugar.",
        "Pls arrange {v} for {s} at the steerco, that is the usual.",
        "Dietary / beverage notes ({sfp}): {v}.",
    ),
    "phone": (
        "Mobile no. for {sf}: {v}",
        "{sp} contact number is {v}.",
        "{s} can be reached on {v}.",
        "Ph: {v} ({sfp})",
        "Pls save {sp} mobile: {v}.",
        "Contact details, {sf}: M {v}",
        "{s}, mob {v}.",
        "On-call contact for {s}: {v} (mobile).",
        "{sp} cell is {v}.",
        "Reach {s} on {v} for anything urgent.",
        "Escalation contact: {sf}, {v}",
        "Mobile (personal) for {s} as per the joining form: {v}.",
    ),
    "email": (
        "Email for {sf}: {v}",
        "{sp} email id is {v}.",
        "Pls add {s} ({v}) to the invite.",
        "{s} can be emailed on {v}.",
        "Mail ID, {sf}: {v}",
        "Contact: {s} <{v}>",
        "Official email for {s} provisioned: {v}.",
        "{sp} mailbox is {v}.",
        "Directory entry: {sf}, {v}.",
        "AD account created for {s}; email {v}.",
    ),
    "status": (
        "Status: {V} ({s})",
        "{s} is currently {v}.",
        "Weekly status report, {s}: overall {v}.",
        "Project status for {s} recorded as {v}.",
        "{s} remains {v} this week.",
        "PMO note: {s} reported {v}.",
        "Overall status of {s}: {v}.",
        "{s} showing {V} in the portfolio tracker.",
        "{s} | Status: {V} | Next review Fri",
        "Status as at this week's review, {s}: {V}.",
    ),
    "deadline": (
        "Target go-live for {s}: {v}.",
        "{s} due {v}.",
        "{s} to be delivered by {v}.",
        "Deadline for {s} is {v}.",
        "{s} cut-over scheduled for {v}.",
        "Planned completion date ({s}): {v}",
        "{s} needs to be wrapped up by {v}.",
        "Client has committed us to {v} for {s}.",
        "Milestone: {s} go-live {v}.",
        "Due date for {s} set at {v}.",
        "{s} must land by {v} per the SOW.",
        "Baseline end date, {s}: {v}.",
    ),
    "owner": (
        "PM: {v} ({s})",
        "{s} is run by {v}.",
        "{v} is PM for {s}.",
        "Delivery owner for {s}: {v}.",
        "{v} leads {s}.",
        "Ownership of {s} sits with {v}.",
        "{s} project lead: {v}.",
        "Pls direct {s} queries to {v}, who owns the project.",
        "{v} is accountable for {s} delivery.",
        "Project Manager assigned to {s}: {v}.",
        "{s} | PM: {v} | Sponsor: client CIO",
    ),
    "cost_centre": (
        "{s} charge code: {v}.",
        "Pls book {s} effort against {v}.",
        "Cost centre for {s}: {v}",
        "{s} is funded from {v}.",
        "Timesheet code for {s} is {v}.",
        "Finance confirms {s} sits under {v}.",
        "{s}: {v} (for timesheets and expenses).",
        "Billing / charge code for {s} set up as {v}.",
        "All {s} claims to reference {v}.",
        "Budget line for {s} opened under {v}.",
    ),
    "plan": (
        "Acct: {s}. Support contract: {v}.",
        "{s} is on {v}.",
        "Contract tier for {s}: {v}.",
        "{s} signed up for {v}.",
        "Acct: {s}. Plan: {v}.",
        "CRM: {s} currently on the {v} plan.",
        "{s} covered under {v}.",
        "Support entitlement ({s}): {v}",
        "{s} has {v} cover.",
        "Renewal note: {s} on {v} for FY25.",
        "SLA for {s} as per {v} schedule.",
    ),
    "po_number": (
        "Acct: {s}. PO ref: {v}.",
        "{s} PO received: {v}.",
        "Invoices for {s} to quote {v}.",
        "Purchase order for {s}: {v}",
        "{s} has raised {v} for this FY.",
        "CRM note: {s} billing against {v}.",
        "Pls reference {v} on all {s} invoices.",
        "{s}: order ref {v}",
        "Signed PO from {s} uploaded to the CRM, ref {v}.",
    ),
}

_UPDATE: dict[str, tuple[str, ...]] = {
    "city": (
        "Location: {v} (was {o}) for {sf}, {eff}.",
        "{s} has relocated from {o} to {v}.",
        "{sf}: base location changed {o} -> {v}.",
        "Transfer processed: {s} moves to the {v} office {eff}.",
        "{s} is now working out of {v}.",
        "Pls note {s} is now {v}-based (previously {o}).",
        "Work location for {s} amended to {v}.",
        "HR chg: {s} transferred {o} to {v} DC {eff}.",
        "{s} has moved across to {v}; the desk in {o} is released.",
        "FYI {s} is no longer in {o}, now sitting in {v}.",
        "{sp} base location updated to {v}.",
        "Inter-location transfer approved for {s}: {v}, {eff}.",
        "{s} relocating to {v}, {eff}.",
        "Location for {sf}: {v}.",
        "Correction to earlier note: {s} is {v}-based, not {o}.",
    ),
    "address": (
        "{s} has moved house; new address {v}.",
        "Change of address: {sf}, now {v} (prev. {o}).",
        "{sp} residential address updated to {v}.",
        "Address chg for {s}: {o} -> {v}.",
        "{s} has shifted to {v}.",
        "Pls update records: {s} now resides at {v}.",
        "{s} moved out of {o}; new address is {v}.",
        "New home address for {s}: {v}, {eff}.",
        "HRIS address field amended for {sf}: {v}.",
        "{s} has relocated (home) to {v}.",
        "Courier note: {sp} laptop to go to {v} now, not {o}.",
    ),
    "role": (
        "{s} promoted to {v} {eff}.",
        "Designation change for {sf}: {o} -> {v}.",
        "{s} moves from {o} to {v}.",
        "Congratulations to {s} on the elevation to {v}!",
        "{sp} title amended to {v}.",
        "{s} has taken up the {v} role, {eff}.",
        "Role chg: {s} now {v} (was {o}).",
        "{s} will now function as {v}.",
        "{s} redesignated as {v}.",
        "Pls update the org chart: {s} is now {v}.",
        "{s} steps into {v}; the {o} responsibilities will be backfilled.",
        "Designation of {sf} revised to {v} in the mid-year cycle.",
    ),
    "team": (
        "{s} moves to {v} {eff}.",
        "Team chg: {sf}, {o} -> {v}.",
        "{s} has transferred from {o} to {v}.",
        "{s} has been realigned to {v}.",
        "Internal movement: {s} released from {o} and allocated to {v}.",
        "{s} is now with the {v} team.",
        "Pls note {s} has joined {v} (ex-{o}).",
        "Welcome {s} to the {v} team!",
        "{v} welcomes {s}, moving across from {o}.",
        "Resource {sf} reallocated to {v}.",
        "{s} switching over to {v} from {o}.",
        "Org unit for {sf} amended to {v}, {eff}.",
    ),
    "manager": (
        "Reporting line for {sf} amended: now reports to {v}, {eff}.",
        "Mgr chg: {s}, {o} -> {v}.",
        "{v} has taken over line management of {s}.",
        "{sp} new manager is {v}.",
        "{s} moves from {op} group to {vp}.",
        "{s} now reports to {v} (previously {o}).",
        "Org update: {s} moves under {v} {eff}.",
        "Pls route {sp} approvals to {v} from now on, as the new line manager.",
        "{s} will report into {v} going forward.",
        "Reporting manager changed for {sf}: {v}.",
        "{v} picks up {s} as a direct report {eff}.",
        "Effective immediately, {s} reports to {v}.",
        "Line mgmt of {s} transferred from {o} to {v}.",
        "{sp} reporting manager updated in Workday to {v}.",
        "{o} hands over line management of {s} to {v}, {eff}.",
    ),
    "drink": (
        "{s} has switched to {v}.",
        "{s} now prefers {v} over {o}.",
        "Catering pref updated for {sf}: {v} (was {o}).",
        "{s} is off {o}, on {v} these days.",
        "Pls note {sp} order is now {v}.",
        "{s} has swapped {o} for {v}.",
        "Update to the pantry list: {s} now takes {v}.",
        "{s} moved on from {o}; it is {v} now.",
        "Beverage preference for {sf} amended to {v}.",
    ),
    "phone": (
        "{sp} mobile has changed to {v}.",
        "New mobile for {s}: {v} (old {o} no longer in use).",
        "Contact no. updated for {sf}: {v}.",
        "{s} has a new number, {v}.",
        "Pls update {sp} number in the on-call roster to {v}.",
        "Mob chg, {s}: {o} -> {v}.",
        "{s} switched carriers; mobile now {v}.",
        "Corrected contact no. for {sf}: {v}.",
    ),
    "email": (
        "{sp} email has changed to {v}.",
        "New mail ID for {s}: {v} (old {o} to be decommissioned).",
        "Mailbox renamed for {sf}: {v}.",
        "Pls use {v} for {s} going forward.",
        "Email chg: {s}, {o} -> {v}.",
        "{s} moved to the new domain; mail now goes to {v}.",
        "Directory corrected for {sf}: email {v}.",
    ),
    "status": (
        "Status: {O} -> {V} ({s})",
        "{s} moved from {o} to {v}.",
        "{s} is now {v}.",
        "Status chg for {s}: {v} (was {o}).",
        "PMO update: {s} status revised to {v}.",
        "{s}: {O} \u2192 {V}",
        "Pls note {s} is {v} as of today.",
        "{sp} status updated in the tracker: {v}.",
        "Weekly status, {s}: {v}, previously {o}.",
        "Steerco agreed {s} is {v}.",
        "{s} changed to {v} following the client review.",
        "Portfolio tracker: {s} now showing {V}.",
    ),
    "deadline": (
        "Revised go-live for {s}: {v}.",
        "Target date for {s} now {v}.",
        "{s} re-baselined; new deadline {v}.",
        "Deadline chg, {s}: {o} -> {v}.",
        "Pls note {s} is now due {v}.",
        "{s} due date amended to {v}.",
        "Steerco approved the new date for {s}: {v}.",
        "Go-live for {s} moved from {o} to {v}.",
    ),
    "owner": (
        "Responsibility for {s} transferred from {o} to {v}.",
        "{o} is handing {s} over to {v}.",
        "{v} takes over {s} from {o} {eff}.",
        "PM chg for {s}: {o} -> {v}.",
        "{s} now led by {v}.",
        "New PM on {s}: {v}.",
        "{v} has picked up {s}.",
        "Handover complete: {s} is now with {v}.",
        "Pls note {v} is the new owner of {s}.",
        "{s} ownership moved to {v}, {o} rolling off.",
        "{v} replaces {o} as {s} PM.",
        "Delivery ownership of {s} reassigned to {v}, {eff}.",
    ),
    "cost_centre": (
        "{s} moved to {v} (was {o}).",
        "Charge code chg for {s}: {o} -> {v}.",
        "New cost centre for {s}: {v}. Pls update timesheets.",
        "Finance has re-mapped {s} to {v}.",
        "From this period, book {s} hours to {v}.",
        "{s} charge code corrected to {v}.",
    ),
    "plan": (
        "Plan chg, {s}: {o} -> {v}.",
        "{s} now on {v}.",
        "CRM updated: {s} contract tier {v}.",
        "{s} switched to {v} from {o}.",
        "Acct: {s}, plan amended to {v}.",
        "Renewal done: {s} moves to {v}.",
        "Contract variation signed, {s} now {v}.",
    ),
    "po_number": (
        "Acct: {s}, PO ref updated to {v}.",
        "New PO from {s}: {v} (replaces {o}).",
        "{s} PO chg: {o} -> {v}.",
        "Pls invoice {s} against {v} from now on.",
        "{s} has issued a fresh PO, {v}.",
        "Corrected PO for {s}: {v}.",
    ),
}

_DEADLINE_LATER = (
    "{s} go-live pushed out to {v} (was {o}).",
    "Revised target date for {s}: {v}, slipped from {o}.",
    "{s} deadline extended to {v}.",
    "CR approved: {s} end date moved out to {v}.",
    "{s} will miss {o}; new go-live {v}.",
)
_DEADLINE_EARLIER = (
    "{s} deadline brought forward to {v}.",
    "{s} go-live pulled in to {v} (was {o}).",
    "Client has asked to advance {s} to {v}.",
    "{s} now due earlier, {v} instead of {o}.",
)
_PLAN_UP = (
    "{s} upgraded from {o} to {v}.",
    "{s} has moved up to {v}.",
    "Upsell closed: {s} now on {v}.",
)
_PLAN_DOWN = (
    "{s} downgraded to {v} (was {o}).",
    "{s} stepping down to {v} at renewal.",
    "Budget cuts at {s}: contract reduced to {v}.",
)

_NEGATE: dict[str, tuple[str, ...]] = {
    "city": (
        "{s} is no longer based in {o}; new location TBC.",
        "{sf}: base location {o} removed, pending update from HR.",
        "Pls note {s} has left the {o} office. Location TBC.",
        "{s} not in {o} any more, new base yet to be confirmed.",
        "{o} desk for {s} released; location field blanked until the transfer is final.",
        "Correction: {s} is not {o}-based. Actual location to be confirmed.",
        "{sp} {o} assignment has ended, location TBA.",
        "FYI {s} no longer works out of {o}.",
    ),
    "address": (
        "{s} has vacated {o}; new address not yet provided.",
        "Address {o} is no longer valid for {s}; do not courier there.",
        "{sf}: home address {o} removed pending update.",
        "{s} no longer lives at {o}.",
        "Pls note {o} is an old address for {s}, new one TBC.",
        "Returned to sender: {s} not at {o} any more.",
    ),
    "role": (
        "{s} is no longer {o}; new designation TBC.",
        "{sf}: {o} role ended, pending re-designation.",
        "{s} has stepped down as {o}.",
        "Pls note {s} relinquishes the {o} role {eff}.",
        "{o} assignment for {s} closed out; next role to be confirmed.",
        "{s} not {o} any more.",
    ),
    "team": (
        "{s} has left the {o} team.",
        "{s} released from {o}, currently on bench pending allocation.",
        "{sf}: no longer part of {o}.",
        "Pls remove {s} from the {o} DL; no longer in the team.",
        "{s} rolled off {o} {eff}; next allocation TBC.",
        "{s} is not with {o} any more.",
    ),
    "manager": (
        "{s} no longer reports to {o}; reporting line TBC pending re-org.",
        "{o} is no longer {sp} line manager.",
        "Reporting line {s} -> {o} removed {eff}; interim mgr to be nominated.",
        "{sf}: manager field cleared ({o} exited).",
        "Pls note {s} is not under {o} any more.",
        "{o} has handed off line management of {s}; new manager TBA.",
    ),
    "drink": (
        "{s} has given up {o}.",
        "{s} is off {o} now, pls remove from the pantry list.",
        "Catering pref for {sf}: {o} removed.",
        "No more {o} for {s}, doctor's orders.",
        "{s} does not drink {o} any more.",
    ),
    "phone": (
        "{sp} old mobile {o} is disconnected, do not use.",
        "{o} is no longer valid for {s}.",
        "Pls remove {o} from {sp} contact card.",
        "{sf}: mobile {o} deactivated, new no. awaited.",
        "{s} no longer on {o}.",
    ),
    "email": (
        "Mailbox {o} has been deactivated for {s}.",
        "{sp} mailbox {o} is decommissioned, mails will bounce.",
        "Pls stop using {o} for {s}.",
        "{sf}: email {o} disabled pending new mailbox.",
        "{s} is no longer on {o}.",
    ),
    "status": (
        "{s} is no longer {o}.",
        "{s}: {o} status lifted; revised status to follow.",
        "{s} not {o} any more, PMO to confirm the current status.",
        "Pls note {o} no longer applies to {s}.",
        "Correction: {s} should not be shown as {o}. Status under review.",
        "{s} out of {o}; status TBC after the steerco.",
    ),
    "deadline": (
        "{s}: target date of {o} no longer applies, new date TBC.",
        "The {o} go-live for {s} is off; revised plan to follow.",
        "{s} will not make {o}; re-baseline in progress.",
        "Pls disregard {o} as the {s} deadline, TBC.",
        "{s} deadline ({o}) withdrawn pending CR.",
        "No firm date for {s} now that {o} has been dropped.",
    ),
    "owner": (
        "{o} no longer PM for {s}; interim owner TBC.",
        "{o} has stepped away from {s}.",
        "{s}: owner field cleared, {o} has rolled off.",
        "Pls note {o} is not running {s} any more.",
        "{s} currently without a PM after {o} moved on.",
    ),
    "cost_centre": (
        "{o} closed for {s}; do not book time against it.",
        "{s}: {o} no longer valid, new code awaited from Finance.",
        "Pls stop charging {s} to {o}.",
        "{o} has been retired; {s} pending a new cost centre.",
    ),
    "plan": (
        "{s} no longer on {o}; contract lapsed, renewal pending.",
        "{o} for {s} expired, not yet renewed.",
        "Acct: {s}. {o} cancelled, entitlement TBC.",
        "{s} has dropped {o}.",
        "Pls note {s} is off {o}; tickets to be handled T&M until renewal.",
    ),
    "po_number": (
        "{s} PO {o} exhausted; new PO awaited.",
        "{o} cancelled by {s}, hold invoicing.",
        "Pls do not bill {s} against {o} any more.",
        "Acct: {s}. {o} closed, replacement not yet received.",
    ),
}

# Self-reports: the speaker is the subject and writes in the first person, signing off.
_SELF: dict[str, tuple[str, ...]] = {
    "city": (
        "Hi all, pls update my base location to {v}. Thanks, {first}",
        "{first} here: I've moved to the {v} office {eff}.",
        "Note from {first}: I am now based in {v}.",
        "I ({first}) will be working from {v} going forward.",
    ),
    "address": (
        "Pls update my home address to {v}. Rgds, {first}",
        "{first} here, I have shifted to {v}.",
        "Hi HR, {first} here: new residential address is {v}.",
    ),
    "role": (
        "Hi all, {first} here: I've taken on the {v} role.",
        "Pls update my designation to {v}. Thanks, {first}",
    ),
    "team": (
        "{first} here, pls note I've joined {v}.",
        "FYI all, I ({first}) have moved to the {v} team.",
    ),
    "manager": (
        "{first} here: FYI I now report to {v}.",
        "Pls update my reporting manager to {v}. Thx, {first}",
        "Hi all, from this week I ({first}) report into {v}.",
    ),
    "drink": (
        "{first} here, for the offsite pls put me down for {v}.",
        "FYI I only drink {v} these days. {first}",
        "Pls mark my beverage preference as {v}. Thanks, {first}",
    ),
    "phone": (
        "My mobile is {v}, pls use that for on-call. {first}",
        "{first} here, new number: {v}.",
        "Pls update my contact no. to {v}. Thx, {first}",
    ),
    "email": (
        "Hi all, pls use {v} to reach me. {first}",
        "{first} here: my email id is {v}.",
        "Pls update my email to {v}. Rgds, {first}",
    ),
}
_SELF_NEGATE: dict[str, tuple[str, ...]] = {
    "city": ("{first} here: I'm no longer in {o}, will confirm my new location shortly.",),
    "address": ("{first} here: I've moved out of {o}, will send the new address shortly.",),
    "role": ("{first} here: I'm no longer {o}, new role details to follow.",),
    "team": ("{first} here: I've rolled off {o}, awaiting next allocation.",),
    "manager": ("{first} here: I no longer report to {o}, new manager TBC.",),
    "drink": ("{first} here: I've given up {o}, pls take me off that list.",),
    "phone": ("{first} here: pls don't use {o} any more, that number is gone.",),
    "email": ("{first} here: {o} is no longer monitored, new mailbox to follow.",),
}

_EFFECTIVE = (
    "w.e.f. 1st of next month",
    "eff. immediately",
    "effective Monday",
    "w.e.f. today",
    "from the next pay cycle",
    "effective this Monday",
    "eff. start of next sprint",
    "w.e.f. next Monday",
    "effective from the 1st",
)

# --------------------------------------------------------------------------------------
# Tickets. {t} ticket id, {p}/{P} problem, {c} customer, {pr} priority, {grp} resolver.
# --------------------------------------------------------------------------------------

_TICKET: dict[str, tuple[str, ...]] = {
    "open": (
        "{t} logged: {c}, {p}. {pr}, assigned to {grp}.",
        "New incident {t} raised by {c}: {p}.",
        "{t} | {c} | {P} | Status: New",
        "User from {c} reports {p}. Logged as {t}, awaiting triage.",
        "Ticket {t} opened for {c} ({p}).",
        "{c} called in: {p}. Raised {t}, {pr}.",
        "{t} created via the portal by a user at {c}; issue: {p}. Unassigned.",
        "Caller ({c}) states {p}. {t} open.",
        "{t} raised against {c}: {p}. Pls pick up.",
        "Work note {t}: new, {p} ({c}).",
        "{pr} {t} open for {c}. Symptom: {p}.",
    ),
    "in progress": (
        "{t} ({c}): assigned to {grp}, investigating.",
        "Status of {t} changed New -> In Progress.",
        "{t}: working with the {c} user on the issue; logs collected.",
        "{t} now WIP with {grp}.",
        "{t} in progress, vendor engaged re {p}.",
        "Picked up {t} ({c}). Troubleshooting underway.",
        "{t}: remote session done with the {c} user, RCA in progress.",
        "Work note {t}: {P}, replicated in test; fix being worked on.",
        "{t} moved to In Progress, {grp} on it.",
        "{t} | {c} | Status: Open -> In Progress | Owner grp: {grp}",
    ),
    "resolved": (
        "{t} resolved: fix in place for {p}, {c} confirmed.",
        "Status {t}: In Progress -> Resolved.",
        "{t}: fix applied, {c} user confirmed OK. Resolving.",
        "{c} confirms the issue ({p}) no longer occurs; {t} marked resolved.",
        "{t} closed off as resolved after the patch.",
        "Resolved {t} ({c}), pending auto-closure in 3 days.",
        "{t}: root cause found and fixed, ticket resolved.",
        "Work note {t}: resolved, issue ({p}) sorted.",
        "{t} | {c} | Status: Resolved | Resolution code: Fixed",
    ),
}
_RESOLVERS = (
    "EUC L2", "Network L2", "the Messaging team", "the SAP Basis queue", "Identity & Access",
    "Desktop Support L1", "the vendor (Telstra)", "Wintel L2", "the Citrix admins",
)  # fmt: skip

# --------------------------------------------------------------------------------------
# Questions. They avoid the record's words where a real asker would.
# --------------------------------------------------------------------------------------

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "Which office does {s} work out of?",
        "Where is {s} sitting these days?",
        "Which city is {s} in?",
        "{s}: Aus, India or SG, and which city?",
        "Where would I find {s} physically?",
        "Which site is {s} attached to?",
        "What city does {s} operate from?",
        "Need to book a room for {s}; which location?",
        "Is {s} onshore or offshore, and where exactly?",
        "Where's {s} located?",
    ),
    "address": (
        "What's {sp} residential address?",
        "Where does {s} live?",
        "Home address on file for {s}?",
        "Need {sp} postal address for a courier, what is it?",
        "Where should the hardware for {s} be sent (home)?",
        "{s}, current home address pls?",
        "What address do we have for {s} at home?",
        "Where is {s} staying at the moment?",
    ),
    "role": (
        "What does {s} do here?",
        "What's {sp} designation?",
        "{sp} job title?",
        "What position does {s} hold?",
        "In what capacity is {s} working?",
        "What is {s} employed as?",
        "What's {sp} role these days?",
        "What hat does {s} wear on the account?",
    ),
    "team": (
        "Which group is {s} part of?",
        "What practice does {s} sit under?",
        "Which unit is {s} aligned to?",
        "{s} belongs to which team?",
        "Who does {s} work with, which team?",
        "What team is {s} in now?",
        "Which practice has {s} on its books?",
    ),
    "manager": (
        "Who is {sp} line manager?",
        "Who does {s} report into?",
        "Who approves {sp} leave?",
        "Who's {sp} boss?",
        "Who is the reporting manager for {s}?",
        "Who manages {s}?",
        "Who is {s} under, org-chart wise?",
        "Who signs off {sp} timesheets?",
        "Whom does {s} report to?",
    ),
    "drink": (
        "What does {s} like to drink?",
        "What should we order for {s} from the cafe?",
        "{sp} beverage of choice?",
        "If I'm doing a coffee run, what does {s} have?",
        "What's {sp} usual order?",
        "What to put down for {s} on the catering form?",
        "How does {s} take the morning cuppa?",
    ),
    "phone": (
        "What's the best number to reach {s}?",
        "Mobile no. for {s}?",
        "How do I call {s}?",
        "{sp} cell?",
        "Contact number for {s} pls?",
        "What's {sp} phone?",
        "Do we have a mobile for {s}?",
        "Which number do I ring for {s}?",
    ),
    "email": (
        "What's {sp} email?",
        "How do I email {s}?",
        "{sp} mail ID?",
        "What's the mail id for {s}?",
        "Where do I send mail for {s}, which mailbox?",
        "Email address for {s} pls?",
        "What's {sp} work email?",
    ),
    "status": (
        "Where is {s} at?",
        "How is {s} tracking?",
        "Current state of {s}?",
        "Is {s} moving or parked?",
        "What's the latest health of {s}?",
        "What's {s} showing in the tracker?",
        "How's {s} going?",
        "What shape is {s} in right now?",
    ),
    "deadline": (
        "When is {s} due?",
        "When does {s} need to land?",
        "What's the go-live for {s}?",
        "By when must {s} be delivered?",
        "{s} target date?",
        "When's the end date on {s}?",
        "What date are we working to for {s}?",
        "When does {s} finish?",
    ),
    "owner": (
        "Who is running {s}?",
        "Who's the PM on {s}?",
        "Who's accountable for {s}?",
        "Who leads {s}?",
        "Who should I escalate {s} issues to?",
        "Who owns {s}?",
        "Who is in charge of {s}?",
        "Who's managing delivery of {s}?",
    ),
    "cost_centre": (
        "What do we charge {s} time to?",
        "Which code do I book {s} hours against?",
        "{s} budget code?",
        "What's the billing code for {s}?",
        "Which cost centre is {s} under?",
        "What code goes on {s} expense claims?",
        "What do I put in the timesheet for {s}?",
    ),
    "plan": (
        "What support contract does {s} have?",
        "Which tier is {s} on?",
        "What's {s} subscribed to?",
        "What level of cover does {s} get?",
        "Which plan is {s} on?",
        "What's {sp} entitlement?",
        "What are {s} paying us for, support-wise?",
    ),
    "po_number": (
        "What's the PO for {s}?",
        "Which purchase order do we invoice {s} against?",
        "Order reference for {s} billing?",
        "What PO number goes on the {s} invoice?",
        "Do we have a current PO for {s}? What is it?",
        "What's {sp} PO ref?",
    ),
    "ticket": (
        "Has {t} been fixed?",
        "Where are we at with {t}?",
        "Is {t} closed off yet?",
        "What's the current state of {t}?",
        "Any movement on {t}?",
        "{t}: still open?",
        "Is anyone working {t} yet?",
        "Status of {t} pls?",
    ),
}
_ASK_TICKET_DETAIL = (
    "Has {t} ({c}) been fixed?",
    "Any movement on {t}, the one about {p}?",
    "Where are we with the {c} ticket {t}?",
    "{t} for {c}: is it sorted or still being looked at?",
    "Is {t} ({p}) still open?",
    "What's happening with {t}? {c} is chasing.",
)

_VIA: dict[str, tuple[str, ...]] = {
    "manager": (
        "{sp} line manager",
        "the person {s} reports to",
        "{sp} boss",
        "whoever manages {s}",
        "{sp} reporting manager",
        "the manager {s} reports into",
        "{sp} supervisor",
        "whoever approves {sp} leave",
    ),
    "owner": (
        "whoever runs {s}",
        "the PM on {s}",
        "the {s} project lead",
        "the person who owns {s}",
        "the {s} delivery owner",
        "whoever is accountable for {s}",
        "the {s} PM",
    ),
}
_ASK_VIA: dict[str, tuple[str, ...]] = {
    "city": (
        "Where is {who} based?",
        "{Who} is in which city?",
        "Which office does {who} work out of?",
        "{Who}: which location?",
        "Where does {who} sit?",
        "What city is {who} working from?",
    ),
    "address": (
        "What is the home address of {who}?",
        "Where does {who} live?",
        "Residential address for {who}?",
        "Need to courier a gift to {who} at home. What's the address?",
        "What address do we have on file for {who}?",
    ),
    "phone": (
        "Number for {who}?",
        "What's the mobile of {who}?",
        "How do I ring {who}?",
        "Contact no. for {who} pls?",
        "Best number to reach {who}?",
        "{Who}: got a mobile?",
    ),
}
_ASK_VIA_WHOLE: dict[tuple[str, str], tuple[str, ...]] = {
    ("manager", "city"): (
        "Who's {sp} boss and which city are they in?",
        "{s} reports to someone; where is that person located?",
        "Which office is {sp} line manager in?",
    ),
    ("manager", "address"): (
        "I need the home address of the person {s} reports to.",
        "Where does {sp} manager live?",
    ),
    ("manager", "phone"): (
        "Who manages {s}, and what's their number?",
        "Need to call {sp} manager, number?",
    ),
    ("owner", "city"): (
        "Who's running {s} and where are they based?",
        "Which city is the {s} PM working from?",
    ),
    ("owner", "address"): (
        "Home address for whoever owns {s}?",
        "Where does the {s} PM live? Sending a hamper.",
    ),
    ("owner", "phone"): (
        "Who's PM on {s}? Need their mobile.",
        "Number for the {s} lead pls, client is chasing.",
    ),
}

# --------------------------------------------------------------------------------------
# Chit-chat: record noise with no schema fact.
# --------------------------------------------------------------------------------------

_CHATTER: tuple[str, ...] = (
    "Reminder: timesheets to be submitted in {hrtool} by COB {day}.",
    "Pls note {hol_r} is a public holiday in {region}; on-call roster unchanged.",
    "Fire drill on Level {n} at {time}, pls evacuate via the north stairwell.",
    "Quarterly town hall {day} at {time}. Link in the calendar invite.",
    "{tool} will be down for maintenance {day} 10pm-2am AEST.",
    "FYI the coffee machine on L{n} is out of order again, facilities notified.",
    "Pls ignore my previous note, sent in error.",
    "Noted, thanks.",
    "Ack.",
    "Thanks all for joining the call.",
    "Minutes from today's status call uploaded to SharePoint.",
    "Heavy rain in {incity} today, a few folks may log in late.",
    "Bit of a storm coming through {aucity} this arvo, might drop off the call.",
    "Haze is bad in Singapore today, PSI above 100. Masks in the pantry if needed.",
    "{food} in the {place} at {time}, help yourselves.",
    "{holiday} celebrations in the {place} on {day}, all welcome. Pls bring a plate.",
    "Reminder to complete the mandatory infosec e-learning in {lms} by end of month.",
    "Parking on B{n} closed {day} for resurfacing.",
    "Lift {n} in the {aucity} office is out of service, pls use the other bank.",
    "Steerco deck for {proj} shared on SharePoint, pls review before {time}.",
    "Weekly status call for {proj} moved to {day} {time} due to the public holiday.",
    "{proj} RAID log reviewed, nothing new to add this week.",
    "Bridge call for the {proj} rehearsal: {day} {time}.",
    "Client workshop in {city} went well, notes to follow.",
    "Traffic on ORR is terrible today, running 15 min late.",
    "Train delays again, joining from my phone.",
    "All, pls use the new meeting room booking system from {day}.",
    "Badge access issue on L{n} has been fixed by facilities.",
    "Pls keep the {place} tidy, the cleaners have complained.",
    "Cricket score anyone? India {n}0/3 at lunch.",
    "Who's in for the Melbourne Cup sweep? $5 a horse.",
    "Footy tipping comp closes {day}.",
    "Secret Santa sign-ups close {day}, $20 limit.",
    "Happy {holiday} to those celebrating!",
    "Reminder: no meetings Friday arvo, focus time.",
    "Shared mailbox is getting a lot of spam, pls don't click links. Use the Phish button.",
    "Laptop refresh for the {aucity} office scheduled for {day}; pls back up local files.",
    "VPN client patch rolling out tonight, reboot when prompted.",
    "Pls update your leave in {hrtool} before the long weekend.",
    "Weekly PMO report template updated, use v{n} going forward.",
    "New hire induction {day} at {time} in the {place}.",
    "Thanks for the quick turnaround on the SOW, all.",
    "Air-con on L{n} is freezing again, bring a jumper.",
    "{n} new joiners this week across {incity} and {aucity}.",
    "Client visit {day}: pls wear formals and keep the {place} clear.",
    "Pls note the {incity} DC will run on generator power {day} morning.",
    "Payroll cut-off is {day} this month due to {hol_r} ({region}).",
    "Expense claims over $500 now need L2 approval in {exptool}.",
    "Can someone share the dial-in for the {time} call?",
    "Joining in 2 min.",
    "Running late, pls start without me.",
    "Apologies, double-booked, will catch up on the recording.",
    "Good morning all.",
    "Morning team, happy {weekday}.",
    "Have a good weekend everyone.",
    "Cheers all, logging off.",
    "FYI {tool} now asks for MFA every 12 hours, not a fault.",
    "Pls don't book the boardroom {day} afternoon, the CEO is in.",
    "Water outage on L{n} from {time}, bottled water in the {place}.",
    "{tool} licence true-up due this quarter, pls release unused seats.",
    "Reminder: hot desks to be cleared by 6pm.",
    "The {place} microwave queue at 1pm is something else.",
    "Monsoon update: roads near the tech park in {incity} waterlogged, WFH advised.",
    "40 degrees forecast for {aucity} tomorrow, stay hydrated.",
    "Thunderstorm warning for Singapore this afternoon, lightning risk alert is on.",
    "Pls submit Q{q} appraisal self-assessments in {hrtool} by {day}.",
    "CSAT survey results are out, {n} responses so far.",
    "Invoice run for the month is done, thanks Finance.",
    "Nothing further from my side today.",
    "Pls find the updated org announcement template on the intranet.",
    "Call dropped, dialling back in.",
    "Can we push the {time} by 15 min? Stuck on another call.",
    "Recording of yesterday's demo is on SharePoint.",
    "Pls RSVP for the {holiday} lunch by {day}.",
    "{food} going fast in the {place}, be quick.",
    "Someone left a lunch box in the {place} fridge, pls claim.",
    "Reminder to wear your ID card at all times on the floor.",
    "New ergonomic chairs arriving on L{n} {day}.",
    "Blood donation camp in the {incity} office {day}, pls register.",
    "Daylight saving ends this weekend, AEST meeting times shift for India and SG.",
    "Hackathon sign-ups open till {day}, teams of {n} max.",
    "All-hands slides will be shared after the session.",
)
_NOT_A_NOTICE = (
    "Pls", "FYI", "Reminder", "Noted", "Ack", "Thanks", "Good", "Morning", "Have", "Cheers",
    "Joining", "Running", "Apologies", "Happy", "Call", "Can", "Who", "Nothing", "Cricket",
    "Train", "Traffic", "All,", "The ",
)  # fmt: skip
_CHATTER_MENTION: tuple[str, ...] = (
    "Thanks {m} for covering the P1 bridge last night.",
    "{m} on leave {day}; pls route urgent items to the shared mailbox.",
    "Happy birthday {m}! Cake in the {place} at {time}.",
    "Congrats {m} on clearing the AZ-104 cert.",
    "{m} presenting at the brown-bag session {day} {time}.",
    "Shout-out to {m} for the quick turnaround on the client deck.",
    "{m}, can you pls share the minutes from today's call?",
    "Cc'ing {m} for visibility.",
    "{m} to circulate the updated RAID log by COB.",
    "Welcome back {m}, hope the break was good.",
    "{m} WFH today, reachable on Teams.",
    "{m} is in {city} this week for the client workshop, replies may be slow.",
    "Pls loop in {m} on the {proj} escalation.",
    "{m} brought {food} for the team, thank you!",
    "{m} has kindly offered to run the {holiday} quiz.",
    "Spoke to {m}, will take it offline.",
    "Per {m}, the client prefers a {weekday} slot for the demo.",
    "Sick leave today for {m}, get well soon.",
    "{m}, your laptop is ready for pickup at the IT bar on L{n}.",
    "Thanks {m}, all good.",
    "{m} is stuck in traffic, will join in 10.",
    "Kudos to {m} for the CSAT comment from the client.",
    "{m} is running the standup today.",
    "{m} out sick, {proj} standup moved to tomorrow.",
    "Agree with {m}, let's park it for the next call.",
    "{m}, pls approve my leave request in {hrtool} when you get a sec.",
    "Noted {m}, will action today.",
    "Congrats to {m} on the new baby!",
    "{m} won the Diwali rangoli competition, well done!",
    "{m}, the {time} invite clashes with the client call, can we move it?",
)
_TOOLS = (
    "ServiceNow", "Jira", "Confluence", "Workday", "SuccessFactors", "SharePoint", "Concur",
    "Salesforce", "Power BI", "Zoom", "Okta", "the HR portal",
)  # fmt: skip
_HOLIDAYS = (
    "Diwali", "Pongal", "Anzac Day", "Hari Raya Puasa", "Deepavali", "Chinese New Year",
    "the King's Birthday", "Holi", "Australia Day", "Onam", "Good Friday", "Vesak Day",
    "Ganesh Chaturthi", "National Day", "Christmas",
)  # fmt: skip
_REGIONAL_HOLIDAYS = (
    ("Anzac Day", "NSW"), ("Anzac Day", "VIC"), ("the King's Birthday", "QLD"),
    ("Melbourne Cup day", "VIC"), ("Australia Day", "WA"), ("Ganesh Chaturthi", "Maharashtra"),
    ("Pongal", "Tamil Nadu"), ("Kannada Rajyotsava", "Karnataka"), ("Onam", "Kerala"),
    ("Bathukamma", "Telangana"), ("Hari Raya Puasa", "Singapore"), ("Deepavali", "Singapore"),
    ("Vesak Day", "Singapore"), ("Good Friday", "all AU states"), ("Diwali", "most of India"),
)  # fmt: skip
_HR_TOOLS = ("Workday", "SuccessFactors", "the HR portal", "Darwinbox", "Replicon")
_EXPENSE_TOOLS = ("Concur", "the expenses portal", "Expensify")
_LEARNING_TOOLS = ("the LMS", "Cornerstone", "Workday Learning", "the compliance portal")
_PLACES = (
    "L4 pantry", "Level 12 breakout area", "cafeteria", "L3 training room",
    "town hall space on L2", "ground floor canteen", "boardroom", "kitchen",
)  # fmt: skip
_FOODS = (
    "Samosas", "Vada pav", "Tim Tams", "Lamingtons", "Kaya toast", "Curry puffs",
    "Masala dosa", "Banana bread", "Pani puri", "Sausage rolls", "Anzac biscuits",
    "Biryani", "Pineapple tarts", "Jalebi", "Pavlova", "Idli and chutney",
)  # fmt: skip
_DAYS = (
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "tomorrow", "Thu", "Fri",
    "next Tuesday", "this Saturday",
)  # fmt: skip
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
_TIMES = (
    "9:30am IST", "10:00 SGT", "3pm AEST", "4:30pm AEDT", "11:00 IST / 4:30pm AEST", "2pm",
    "12:30", "5.30pm IST", "8am AWST", "1pm SGT",
)  # fmt: skip


# --------------------------------------------------------------------------------------
# Rendering helpers.
# --------------------------------------------------------------------------------------


def _cap(text: str) -> str:
    """Upper-case the first character (lines, field values)."""
    return text[:1].upper() + text[1:] if text else text


def _tidy(line: str) -> str:
    """Capitalise, and drop the doubled full stop after an abbreviated name ("Marcus L..")."""
    line = _cap(line)
    while ".." in line:
        line = line.replace("..", ".")
    return line


def _ordinal(day: int) -> str:
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _date(value: str, style: int) -> str:
    """An ISO date in one of the register's unambiguous styles; other values as is."""
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    styles = (
        f"{day:%d/%m/%Y}",
        f"{day.day} {day:%b} {day.year}",
        f"{_ordinal(day.day)} {day:%B}",
        f"{day:%d-%b-%Y}",
        f"{day.day} {day:%B} {day.year}",
        f"{day:%a} {day.day} {day:%b}",
        f"{day:%d.%m.%Y}",
        f"{_ordinal(day.day)} {day:%b} '{day:%y}",
    )
    return styles[style % len(styles)]


def _parts(name: str) -> tuple[str, str]:
    """(first name, surname) of a full name; a one-word name is both."""
    words = name.split()
    if not words:
        return name, name
    return words[0], words[-1]


def _possessive(ref: str) -> str:
    return f"{ref}'s"


def _emp_id(name: str) -> str:
    return f"{100000 + zlib.crc32(name.encode()) % 90000}"


def _subject_person(name: str, rng: random.Random) -> str:
    """How a record names its person subject: always with the first name."""
    first, last = _parts(name)
    roll = rng.random()
    if roll < 0.5 or first == last:
        return name
    if roll < 0.9:
        return first
    return f"{first} {last[0]}."


def _field_person(name: str, rng: random.Random, *, bare: bool = False) -> str:
    """How an HR / CRM system prints a person in a field-style line.

    ``bare`` leaves out the bracketed forms (for a name that is itself in brackets).
    """
    first, last = _parts(name)
    if first == last:
        return name
    if bare:
        return rng.choice((name, name, f"{last}, {first}", f"{last.upper()} {first}"))
    return rng.choice(
        (
            name,
            name,
            f"{last}, {first}",
            f"{last.upper()} {first}",
            f"{name} (Emp ID {_emp_id(name)})",
            f"{first[0]}. {last} ({first})",
        )
    )


def _value_person(name: str, rng: random.Random) -> str:
    """How a record names a person who is a value (a manager, a project owner)."""
    first, last = _parts(name)
    if first == last:
        return name
    roll = rng.random()
    if roll < 0.5:
        return name
    if roll < 0.7:
        return first
    if roll < 0.85:
        return f"{first[0]}. {last}"
    return f"{first} {last[0]}."


def _value_person_possessive(name: str, rng: random.Random) -> str:
    first, last = _parts(name)
    return _possessive(rng.choice((name, name, first, f"{first[0]}. {last}")))


def _mention(name: str, rng: random.Random) -> str:
    first, last = _parts(name)
    return rng.choice((first, first, name, f"{first[0]}. {last}"))


def _project_ref(name: str, rng: random.Random) -> str:
    return rng.choice((name, name, f"Project {name}", f"the {name} project", f"{name} programme"))


def _customer_ref(name: str, rng: random.Random) -> str:
    short = _CUSTOMER_SHORT.get(name)
    if short is None or rng.random() < 0.55:
        return name
    return short


def _initials(name: str) -> str:
    return "".join(word[0] for word in name.split() if word).upper()


def _stamp(speaker: str, rng: random.Random) -> str:
    """An optional author stamp, as record systems append them."""
    first, last = _parts(speaker)
    roll = rng.random()
    if roll < 0.05:
        return f" ({_initials(speaker)})"
    if roll < 0.09:
        return f" [updated by {first[0]}. {last}]"
    if roll < 0.12:
        return f" - {_initials(speaker)}"
    return ""


def _split_detail(detail: str | None) -> tuple[str, str]:
    problem, _, customer = (detail or "").partition(" | ")
    return problem.strip() or "the reported issue", customer.strip() or "the customer"


def _order(old: str | None, new: str | None, slot: str) -> int:
    """+1 if ``new`` is later / higher than ``old``, -1 if earlier / lower, 0 if unknown."""
    if old is None or new is None:
        return 0
    if slot == "deadline":
        try:
            a, b = date.fromisoformat(old), date.fromisoformat(new)
        except ValueError:
            return 0
        return (b > a) - (b < a)
    if slot == "plan" and old in _PLAN_RANK and new in _PLAN_RANK:
        return (_PLAN_RANK[new] > _PLAN_RANK[old]) - (_PLAN_RANK[new] < _PLAN_RANK[old])
    return 0


class RecordsFamily:
    """System-of-record notes of an AU / IN / SG IT services firm.

    HR change notifications, CRM account notes, PMO status reports and service desk
    work notes: formal, third-person, passive, abbreviated, field-style fragments mixed
    with sentences. Questions are what colleagues ask the records ("who approves
    Shreya's leave?", "number for whoever runs Kestrel?").

    Attributes:
        name: ``records-en``.
        language: ``en``.
        split: ``dev``.
        lexicon: Indian, Australian and Singaporean names, delivery centres, home
            addresses in three countries' formats, AMC-style support plans.
    """

    name = "records-en"
    language: Literal["en", "zh"] = "en"
    split: Literal["dev", "test", "legacy"] = "dev"
    lexicon = _LEXICON

    # ----------------------------------------------------------------------------------
    # Identifiers
    # ----------------------------------------------------------------------------------

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier in one of the register's local formats.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: The person, project or customer it belongs to (may be empty).
            rng: The source of randomness.

        Returns:
            The identifier string, stated verbatim by every record that mentions it.
        """
        if slot == "phone":
            return self._phone(rng)
        if slot == "email":
            return self._email(subject, rng)
        if slot == "cost_centre":
            return self._cost_centre(subject, rng)
        if slot == "po_number":
            return self._po(rng)
        return self._ticket(rng)

    @staticmethod
    def _phone(rng: random.Random) -> str:
        country = rng.randrange(3)
        if country == 0:
            a, b, c = rng.randint(0, 99), rng.randint(0, 999), rng.randint(0, 999)
            return rng.choice(
                (
                    f"+61 4{a:02d} {b:03d} {c:03d}",
                    f"04{a:02d} {b:03d} {c:03d}",
                    f"04{a:02d}-{b:03d}-{c:03d}",
                    f"+61 (0)4{a:02d} {b:03d} {c:03d}",
                )
            )
        if country == 1:
            d, x, y = rng.choice("9876"), rng.randint(0, 9999), rng.randint(0, 99999)
            return rng.choice(
                (
                    f"+91 {d}{x:04d} {y:05d}",
                    f"+91-{d}{x:04d}-{y:05d}",
                    f"0{d}{x:04d} {y:05d}",
                    f"+91 {d}{x:04d}{y:05d}",
                )
            )
        d, x, y = rng.choice("98"), rng.randint(0, 999), rng.randint(0, 9999)
        return rng.choice(
            (f"+65 {d}{x:03d} {y:04d}", f"+65-{d}{x:03d}-{y:04d}", f"(+65) {d}{x:03d} {y:04d}")
        )

    @staticmethod
    def _email(subject: str, rng: random.Random) -> str:
        clean = "".join(ch for ch in subject.lower() if ch.isalpha() or ch.isspace())
        words = clean.split() or ["staff"]
        first, last = words[0], words[-1]
        local = rng.choice(
            (
                f"{first}.{last}",
                f"{first}.{last}",
                f"{first[0]}.{last}",
                f"{first}{last[0]}",
                f"{first}_{last}",
                f"{first}.{last}{rng.randint(1, 9)}",
                f"{last}.{first}",
                f"{first[0]}{last}",
            )
        )
        domain = rng.choice(
            (
                "quillontech.com.au",
                "quillontech.co.in",
                "quillontech.com.sg",
                "qtglobal.com",
                "in.quillontech.com",
            )
        )
        return f"{local}@{domain}"

    @staticmethod
    def _cost_centre(subject: str, rng: random.Random) -> str:
        code = "".join(ch for ch in subject.upper() if ch.isalpha())[:3] or "PRJ"
        region = rng.choice(("AU", "IN", "SG"))
        n = rng.randint(1, 9999)
        return rng.choice(
            (
                f"CC {rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
                f"WBS {region}-{code}-{n:04d}",
                f"cost code {rng.randint(1000, 9999)}",
                f"GL {rng.randint(4000, 8999)}-{rng.randint(100, 999)}",
                f"CC-{region}-{n:04d}",
                f"WBS {region}.{code}.{n:04d}.{rng.randint(1, 20):02d}",
                f"Cost Ctr {rng.randint(100, 9999):04d}/{rng.randint(1, 999):03d}",
            )
        )

    @staticmethod
    def _po(rng: random.Random) -> str:
        n = rng.randint(1, 99999)
        return rng.choice(
            (
                f"PO#78{n:05d}",
                f"PO 45-{n:05d}",
                f"PO/{rng.choice(('AU', 'IN', 'SG'))}/{rng.choice((2023, 2024))}/{n % 10000:04d}",
                f"PO-SG-{rng.randint(100000, 999999)}",
                f"45000{n:05d}",
                f"PO#{rng.randint(3100000, 3199999)}",
            )
        )

    @staticmethod
    def _ticket(rng: random.Random) -> str:
        return rng.choice(
            (
                f"INC{rng.randint(10000, 9999999):07d}",
                f"SR-{rng.randint(10000, 99999)}",
                f"REQ{rng.randint(1000, 99999)}",
                f"RITM{rng.randint(10000, 9999999):07d}",
            )
        )

    # ----------------------------------------------------------------------------------
    # Statements
    # ----------------------------------------------------------------------------------

    def say(self, event: Event, rng: random.Random) -> str:
        """The record line ``event.speaker`` writes for ``event``.

        Args:
            event: What happens (a fact stated, changed, negated, resolved, or chatter).
            rng: The source of randomness.

        Returns:
            One line under 300 characters.
        """
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return self._chatter(event, rng)
        if event.slot == "ticket":
            return self._ticket_line(event, rng)
        spec = SLOTS.get(event.slot)
        kind = spec.subject if spec is not None else "person"
        ctx = self._context(event, kind, rng)
        slot = event.slot
        own = kind == "person" and event.speaker == event.subject
        if event.kind == "negate":
            pool = _NEGATE.get(slot, ("{s}: {o} no longer applies.",))
            if own and slot in _SELF_NEGATE and rng.random() < 0.6:
                pool = _SELF_NEGATE[slot]
        elif own and slot in _SELF and rng.random() < 0.6:
            pool = _SELF[slot]
        elif event.kind == "update" and event.old is not None:
            pool = self._update_pool(slot, event.old, event.value, rng)
        else:
            pool = _STATE.get(slot, ("{s}: {v}.",))
        line = _tidy(rng.choice(pool).format(**ctx))
        signed = pool is _SELF.get(slot) or pool is _SELF_NEGATE.get(slot)
        stamp = "" if signed else _stamp(event.speaker, rng)
        if len(line) + len(stamp) < 295:
            line += stamp
        return line[:299]

    @staticmethod
    def _update_pool(slot: str, old: str, new: str | None, rng: random.Random) -> tuple[str, ...]:
        """The update phrasings of ``slot``; now and then a plain fresh record instead."""
        if rng.random() < 0.15:
            return _STATE.get(slot, ("{s}: {v}.",))
        pool = _UPDATE.get(slot, _STATE.get(slot, ("{s}: {v}.",)))
        direction = _order(old, new, slot)
        if slot == "deadline" and direction:
            pool = pool + (_DEADLINE_LATER if direction > 0 else _DEADLINE_EARLIER) * 2
        if slot == "plan" and direction:
            pool = pool + (_PLAN_UP if direction > 0 else _PLAN_DOWN) * 2
        return pool

    def _context(self, event: Event, kind: str, rng: random.Random) -> dict[str, str]:
        subject = event.subject or ""
        if kind == "person":
            s = _subject_person(subject, rng)
            sf = _field_person(subject, rng)
            sfp = _field_person(subject, rng, bare=True)
            sp = _possessive(_subject_person(subject, rng))
            first = _parts(subject)[0]
        elif kind == "project":
            s = _project_ref(subject, rng)
            sf, sfp, sp, first = s, s, _possessive(s), s
        else:
            s = _customer_ref(subject, rng)
            sf, sfp, sp, first = s, s, _possessive(s), s
        style = rng.randrange(8)
        value, old = event.value or "", event.old or ""
        people = self.lexicon.people
        if value in people:
            v, vp = _value_person(value, rng), _value_person_possessive(value, rng)
        else:
            v = _date(value, style)
            vp = _possessive(v)
        if old in people:
            o, op = _value_person(old, rng), _value_person_possessive(old, rng)
        else:
            o = _date(old, style)
            op = _possessive(o)
        return {
            "s": s,
            "sp": sp,
            "sf": sf,
            "sfp": sfp,
            "first": first,
            "v": v,
            "V": _cap(v),
            "vp": vp,
            "o": o,
            "O": _cap(o),
            "op": op,
            "eff": rng.choice(_EFFECTIVE),
        }

    @staticmethod
    def _ticket_line(event: Event, rng: random.Random) -> str:
        ticket = event.subject or "the ticket"
        problem, customer = _split_detail(event.detail)
        if event.kind == "negate":
            return f"{ticket}: earlier status ({event.old or 'n/a'}) entered in error, pls recheck."
        value = event.value if event.value in _TICKET else "open"
        ctx = {
            "t": ticket,
            "p": problem,
            "P": _cap(problem),
            "c": _customer_ref(customer, rng),
            "pr": rng.choice(("P1", "P2", "P3", "P3", "P4")),
            "grp": rng.choice(_RESOLVERS),
        }
        line = _cap(rng.choice(_TICKET[value or "open"]).format(**ctx))
        stamp = _stamp(event.speaker, rng)
        if len(line) + len(stamp) < 295:
            line += stamp
        return line[:299]

    # ----------------------------------------------------------------------------------
    # Chatter
    # ----------------------------------------------------------------------------------

    def _chatter(self, event: Event, rng: random.Random) -> str:
        lex = self.lexicon
        fill = {
            "tool": rng.choice(_TOOLS),
            "holiday": rng.choice(_HOLIDAYS),
            "hrtool": rng.choice(_HR_TOOLS),
            "exptool": rng.choice(_EXPENSE_TOOLS),
            "lms": rng.choice(_LEARNING_TOOLS),
            "place": rng.choice(_PLACES),
            "food": rng.choice(_FOODS),
            "day": rng.choice(_DAYS),
            "weekday": rng.choice(_WEEKDAYS),
            "time": rng.choice(_TIMES),
            "n": str(rng.randint(2, 14)),
            "q": str(rng.randint(1, 4)),
            "incity": rng.choice(_IN_CITIES),
            "aucity": rng.choice(_AU_CITIES),
            "city": rng.choice(lex.cities),
            "proj": rng.choice(lex.projects),
            "m": _mention(event.mention, rng) if event.mention else "all",
        }
        fill["hol_r"], fill["region"] = rng.choice(_REGIONAL_HOLIDAYS)
        if event.mention and rng.random() < 0.6:
            template = rng.choice(_CHATTER_MENTION)
        else:
            template = rng.choice(_CHATTER)
        line = template.format(**fill)
        roll = rng.random()
        first = _parts(event.speaker)[0]
        notice = template in _CHATTER and not template.startswith(_NOT_A_NOTICE)
        if roll < 0.06 and notice:
            line = f"FYI: {line}"
        elif roll < 0.1 and notice:
            line = f"Pls note: {line}"
        elif roll < 0.16 and len(line) > 20:
            line = f"{line} Rgds, {first}"
        elif roll < 0.2 and len(line) > 20:
            line = f"{line} Thx."
        return _cap(line)[:299]

    # ----------------------------------------------------------------------------------
    # Questions
    # ----------------------------------------------------------------------------------

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A colleague's question to the records, in words of their own.

        Args:
            ask: What is asked (one hop, or two through ``manager`` / ``owner``).
            rng: The source of randomness.

        Returns:
            One question line naming the subject (or the start of the chain).
        """
        if ask.slot == "ticket":
            return self._ask_ticket(ask, rng)
        if ask.via is not None:
            return self._ask_two_hop(ask, rng)
        spec = SLOTS.get(ask.slot)
        kind = spec.subject if spec is not None else "person"
        s, sp = self._ask_ref(ask.subject, kind, rng)
        pool = _ASK.get(ask.slot, ("What do the records say about {s}?",))
        return _cap(rng.choice(pool).format(s=s, sp=sp))

    @staticmethod
    def _ask_ref(subject: str, kind: str, rng: random.Random) -> tuple[str, str]:
        if kind == "person":
            first, _ = _parts(subject)
            s = rng.choice((subject, first, first))
            return s, _possessive(s)
        if kind == "project":
            s = rng.choice((subject, subject, f"Project {subject}"))
            return s, _possessive(s)
        s = _customer_ref(subject, rng)
        return s, _possessive(s)

    def _ask_ticket(self, ask: Ask, rng: random.Random) -> str:
        if ask.detail and rng.random() < 0.5:
            problem, customer = _split_detail(ask.detail)
            template = rng.choice(_ASK_TICKET_DETAIL)
            return _cap(template.format(t=ask.subject, p=problem, c=_customer_ref(customer, rng)))
        return _cap(rng.choice(_ASK["ticket"]).format(t=ask.subject))

    def _ask_two_hop(self, ask: Ask, rng: random.Random) -> str:
        via = ask.via or "manager"
        kind = "person" if via == "manager" else "project"
        s, sp = self._ask_ref(ask.subject, kind, rng)
        whole = _ASK_VIA_WHOLE.get((via, ask.slot))
        if whole and rng.random() < 0.3:
            return _cap(rng.choice(whole).format(s=s, sp=sp))
        who = rng.choice(_VIA.get(via, _VIA["manager"])).format(s=s, sp=sp)
        pool = _ASK_VIA.get(ask.slot, ("What do the records say about {who}?",))
        return _cap(rng.choice(pool).format(who=who, Who=_cap(who)))


FAMILY = RecordsFamily()
