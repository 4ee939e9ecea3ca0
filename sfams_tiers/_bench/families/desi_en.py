"""desi-en: Indian IT services / back-office English, as typed on WhatsApp groups and mail threads.

The writers work for a mid-sized Indian IT services company (delivery centres in Bengaluru,
Pune, Hyderabad, Chennai, Gurugram, Kochi and so on) and talk to each other in the team's
WhatsApp group and in reply-all email threads. Their English is Indian English: "kindly do
the needful", "PFB", "revert back", "prepone", "same to be updated", "as discussed", "pls",
"w.e.f.", "RM" for reporting manager, "SPOC", "ODC", "on bench", "WIP". Colleagues are named
the way Indian offices name them: first name, first name + "sir" / "ma'am" / "ji", "Mr. Iyer",
"K. Subramanian", or the surname alone. Some lines slip into Hinglish ("haan", "theek hai",
"yaar", "acha", "kya scene hai"). Dates are written 17/05, 17th May or 17-May-24; phone
numbers as +91 98450 12345 or ten bare digits; addresses carry flat and door numbers, cross
and main roads, layouts, sectors, landmarks ("near ...") and PIN codes. Clients carry code
names (Garuda, Trishul), customers are "M/s Zenith Pharma", cost centres look like
CC-BLR-4471 or SAP WBS elements, PO numbers like PO/2024-25/00417 or 4500123456, and
tickets like INC0012345. Most of the chat is small talk: festivals, IPL, traffic at Silk
Board, canteen biryani, timesheet freezes.
"""

from __future__ import annotations

import random
import re
from datetime import date
from typing import Literal

from sfams_tiers._bench._family import SLOTS, Ask, Event, Lexicon

__all__ = ["FAMILY", "DesiFamily"]

# --------------------------------------------------------------------------------------
# The world: people (with gender, for pronouns and sir/ma'am), projects, customers, ...
# --------------------------------------------------------------------------------------

_PEOPLE: tuple[tuple[str, str, Literal["m", "f"]], ...] = (
    ("Venkatesh", "Iyer", "m"),
    ("Priyanka", "Deshmukh", "f"),
    ("Arjun", "Reddy", "m"),
    ("Kavitha", "Subramanian", "f"),
    ("Rohit", "Malhotra", "m"),
    ("Sneha", "Kulkarni", "f"),
    ("Imran", "Qureshi", "m"),
    ("Anjali", "Menon", "f"),
    ("Siddharth", "Banerjee", "m"),
    ("Lakshmi", "Narayanan", "f"),
    ("Harpreet", "Kaur", "f"),
    ("Nikhil", "Joshi", "m"),
    ("Deepa", "Pillai", "f"),
    ("Rahul", "Chatterjee", "m"),
    ("Swati", "Agarwal", "f"),
    ("Karthik", "Ramaswamy", "m"),
    ("Pooja", "Bhatt", "f"),
    ("Abhishek", "Tiwari", "m"),
    ("Divya", "Hegde", "f"),
    ("Sandeep", "Yadav", "m"),
    ("Ritu", "Saxena", "f"),
    ("Gaurav", "Mehta", "m"),
    ("Fatima", "Ansari", "f"),
    ("Suresh", "Gowda", "m"),
    ("Tanvi", "Patil", "f"),
    ("Manoj", "Nambiar", "m"),
    ("Ayesha", "Siddiqui", "f"),
    ("Prakash", "Rao", "m"),
)
_GENDER: dict[str, str] = {f"{first} {last}": g for first, last, g in _PEOPLE}

_PROJECTS = ("Garuda", "Trishul", "Vajra", "Nilgiri", "Sarathi", "Pragati", "Kaustubh", "Meghdoot")

_CUSTOMERS = (
    "Zenith Pharma",
    "Navrang Retail",
    "Balaji Logistics",
    "Apex Autocomp",
    "Brightwater Insurance",
    "Kovai Textiles",
)

_TEAMS = (
    "SAP Basis",
    "Cloud Infra",
    "Java Practice",
    "Automation Testing",
    "Service Desk",
    "Data Engineering",
    "Mainframe Support",
    "Finance Ops",
    "Presales",
    "Digital Commerce",
)

_CITIES = (
    "Bengaluru",
    "Pune",
    "Hyderabad",
    "Chennai",
    "Gurugram",
    "Noida",
    "Kochi",
    "Mumbai",
    "Kolkata",
    "Ahmedabad",
    "Coimbatore",
    "Mysuru",
    "Thiruvananthapuram",
    "Jaipur",
    "Indore",
    "Bhubaneswar",
    "Chandigarh",
    "Nagpur",
    "Visakhapatnam",
    "Mangaluru",
    "Vadodara",
    "Lucknow",
    "Madurai",
)

_ADDRESSES = (
    "Flat 302, Sai Krupa Residency, 4th Cross, HSR Layout Sector 2, PIN 560102",
    "No. 14, 2nd Main, 5th Cross, Malleshwaram, near Sampige theatre, 560003",
    "#221, 9th A Main, Indiranagar 2nd Stage, 560038",
    "B-704, Brigade Meadows, Kanakapura Road, 560082",
    "Door No. 18/3, 1st Floor, 27th Cross, Jayanagar 4th Block, 560011",
    "Flat 12, Shubham Apartments, Paud Road, Kothrud, 411038",
    "C-1102, Pristine Greens, Wakad, near Dange Chowk, 411057",
    "A-503, Ganga Osian Meadows, Baner, 411045",
    "Plot 45, Road No. 12, Banjara Hills, 500034",
    "Flat 604, My Home Jewel, Madhapur, near Inorbit Mall, 500081",
    "H.No. 8-2-293/82, Jubilee Hills, 500033",
    "Flat 3B, Sri Sai Towers, Raghavendra Colony, Kondapur, 500084",
    "No. 7, 3rd Street, Shastri Nagar, Adyar, 600020",
    "Flat G2, Ramaniyam Apartments, 5th Avenue, Anna Nagar, 600040",
    "Old No. 23, New No. 41, Velachery Main Road, near Phoenix Mall, 600042",
    "House 1187, Sector 45, near Unitech Cyber Park, PIN 122003",
    "Tower 5, Flat 1402, DLF Park Place, Golf Course Road, 122002",
    "H-34, Sushant Lok Phase 1, 122009",
    "Villa 9, Prestige Lakeside Habitat, Varthur, near Whitefield, 560087",
    "Flat 2A, Skyline Ivy League, Kakkanad, near Infopark, 682030",
    "Door No. 36/1245, Edappally Toll Junction, 682024",
    "TC 14/1823, Kottaram House, Vazhuthacaud, 695014",
    "Flat 902, Hiranandani Gardens, Powai, 400076",
    "Room 12, Shree Ganesh CHS, Andheri East, near Chakala metro, 400099",
    "BJ-118, Sector 2, Salt Lake, near City Centre, 700091",
    "Flat 5C, Lake Gardens, near Rabindra Sarobar, 700045",
    "12, Race Course Road, R.S. Puram, 641002",
    "No. 56, 11th Cross, BTM Layout 2nd Stage, 560076",
    "Flat 401, Panchshil Towers, Kharadi, 411014",
    "Plot 22, Vaishali Nagar, near Amrapali Circle, 302021",
    "Flat 8, Kalpataru Apartments, Viman Nagar, 411014",
    "#1034, 17th Main, 3rd Block, Koramangala, 560034",
    "Flat 1203, Aparna Sarovar, Nallagandla, 500019",
    "Block C, Flat 17, Sector 62, near Fortis Hospital, 201301",
    "No. 9, Ranganathan Street, T. Nagar, 600017",
)

_ROLES = (
    "Associate Consultant",
    "Senior Software Engineer",
    "Technical Lead",
    "Project Manager",
    "Delivery Manager",
    "Business Analyst",
    "Scrum Master",
    "Solution Architect",
    "Test Lead",
    "Module Lead",
    "Trainee Engineer",
    "Practice Head",
    "Account Manager",
)

_DRINKS = (
    "filter coffee",
    "masala chai",
    "ginger tea",
    "green tea",
    "cold coffee",
    "buttermilk",
    "fresh lime soda",
    "badam milk",
    "black coffee",
    "lemon tea",
    "Horlicks",
    "tender coconut water",
)

_STATUSES = (
    "on track",
    "at risk",
    "on hold",
    "delayed",
    "in UAT",
    "in SIT",
    "in hypercare",
    "yet to start",
)

# In tier order (for "upgraded" / "downgraded").
_PLANS = (
    "Standard 8x5",
    "Bronze AMC",
    "Silver AMC",
    "Gold AMC",
    "Platinum AMC",
    "Premium 24x7",
)

_PROBLEMS = (
    "GST invoice PDF not generating",
    "OTP SMS not reaching users",
    "TDS wrongly calculated in payroll report",
    "login timing out on VPN",
    "e-way bill upload failing",
    "Tally sync stuck since morning",
    "UPI payment status not updating",
    "dashboard figures not matching with SAP",
    "password reset mails going to spam",
    "app crashing on Android 14",
    "bulk upload rejecting Excel files",
    "biometric attendance not syncing",
    "PF challan generation failing",
)

_LEXICON = Lexicon(
    people=tuple(f"{first} {last}" for first, last, _ in _PEOPLE),
    projects=_PROJECTS,
    customers=_CUSTOMERS,
    teams=_TEAMS,
    cities=_CITIES,
    addresses=_ADDRESSES,
    roles=_ROLES,
    drinks=_DRINKS,
    statuses=_STATUSES,
    plans=_PLANS,
    problems=_PROBLEMS,
)

# --------------------------------------------------------------------------------------
# Statement templates. Placeholders: {s} subject as named, {v} / {o} new / old value,
# {he} {He} {him} {his} subject pronouns, {vhe} {vhim} {ohe} {ohim} value / old pronouns,
# {full} {first} the subject's full / first name, {t} ticket id, {c} customer, {prob}.
# --------------------------------------------------------------------------------------

_SAY: dict[str, dict[str, tuple[str, ...]]] = {
    "city": {
        "state": (
            "{s} is based out of {v} only, FYI.",
            "Team, FYI - {s} will be working from our {v} office.",
            "{s} sits in the {v} ODC.",
            "As discussed, {s} is operating from {v}.",
            "{v} - that's where {s} is sitting, pls keep in mind while sending invites.",
            "{s} ({v} location) will also join the call.",
            "Location of {s}: {v}",
            "Just to inform, {s} has been mapped to {v} location in the system.",
            "{s} is {v} based, so timings are not an issue, same IST only.",
            "Haan, {s} is in {v}. {He} joined the {v} branch last year itself.",
            "{s} works out of our {v} centre.",
            "For the offsite headcount: {s} - {v}.",
            "{s} will be in {v}, pls book {his} cab from there.",
        ),
        "update": (
            "{s} has relocated from {o} to {v} w.e.f. Monday.",
            "Update: {s} shifted to {v}, not in {o} anymore.",
            "{s} moved to {v} last week, earlier {he} was in {o}.",
            "FYI {s} got transferred to {v}. Same to be updated in the tracker pls.",
            "{s} is now in {v}, {he} has left {o}.",
            "Small correction: {s} is in {v}, not {o}.",
            "{s} will be operating from {v} henceforth.",
            "{s}'s transfer is approved - {o} to {v}.",
            "Pls note {s}'s base location changed to {v}.",
            "{s} shifted base to {v} due to family reasons, {o} seat can be released.",
            "Acha, {s} finally got {his} transfer to {v} 👍",
        ),
        "negate": (
            "{s} is no longer in {o}, new location not yet confirmed.",
            "{s} has moved out of {o}, where {he} is going next is TBD.",
            "FYI {s} is not sitting in {o} anymore. Will update once {he} confirms new base.",
            "Pls remove {s} from the {o} list, {he} has left that location.",
            "{s} not in {o} now. New location is pending from HR side.",
            "Correction - {s} is NOT {o} based. Exact location not sure, will check and revert.",
            "{o} location for {s} is no more valid.",
            "{s} has vacated {his} seat in {o}, pls don't block it for {him}.",
        ),
    },
    "address": {
        "state": (
            "{s}'s residence address: {v}",
            "PFB {s}'s address for the courier - {v}",
            "{s} stays at {v}.",
            "Address of {s} (for the joining kit): {v}",
            "{s} is staying in {v}.",
            "{v} - this is {s}'s home address, pls use same for the ID card dispatch.",
            "Pls note {s}'s address: {v}",
            "{s} has given {his} address as {v}.",
            "For records, {s} resides at {v}.",
            "{s} lives at {v}, pls send the Diwali hamper there.",
            "Fwd from HR: Employee {full}, Communication address - {v}",
            "Copy-pasting from the joining form: {full} | {v}",
        ),
        "update": (
            "{s} has shifted house. New address: {v}",
            "{s} moved from {o} to {v}, pls update in HRMS.",
            "Address change for {s} - {v}",
            "{s} has taken a new flat: {v}.",
            "{s}'s new address is {v}, earlier it was {o}.",
            "FYI {s} vacated {o}. Now staying at {v}.",
            "Kindly update {s}'s address to {v} in the system.",
            "Corrected address for {s}: {v} (not {o}).",
            "{s} has shifted to {v}, old address not valid. Pls do the needful.",
        ),
        "negate": (
            "{s} is not staying at {o} anymore, new address awaited.",
            "Pls don't courier anything to {o}, {s} has vacated that place.",
            "{s}'s address {o} is outdated, pls remove it from the records.",
            "{s} moved out of {o}; current address not yet shared.",
            "{o} is no longer {s}'s address. Will share the new one once {he} sends.",
            "Hold the courier - {s} doesn't live at {o} now.",
        ),
    },
    "role": {
        "state": (
            "{s} is our {v}.",
            "{s} has joined as {v}.",
            "{s} - {v}, pls loop {him} in for all reviews.",
            "{s} ({v}) will take the call today.",
            "Introducing {s}, {v} for the account.",
            "{s}'s designation is {v}.",
            "{s} is working as {v} in our team.",
            "Role of {s}: {v}",
            "Just to inform, {s} has been onboarded as {v}.",
            "Pls welcome {s}, {he} is joining us as {v} 👏",
            "{v} on our side is {s}, pls direct the queries accordingly.",
        ),
        "update": (
            "Congrats {s} on the promotion to {v}! 🎉",
            "{s} is now {v}, earlier {he} was {o}.",
            "{s} has been elevated from {o} to {v}.",
            "Designation change: {s}, {o} -> {v}",
            "{s} moved into the {v} role, no longer {o}.",
            "Update from HR - {s}'s designation is now {v}.",
            "Correction: {s} is {v}, not {o}. My mistake.",
            "{s} has taken over as {v} w.e.f. 1st of this month.",
            "Many congratulations {s} on becoming {v} 💐 well deserved!",
        ),
        "negate": (
            "{s} is no longer {o}. New role will be communicated by HR.",
            "{s} has stepped down as {o}.",
            "Pls note {s} is not the {o} anymore, role TBD.",
            "{s} relieved from {o} responsibilities, next assignment not finalised.",
            "Correction - {s} is not {o}. Will check {his} actual designation and revert.",
            "{s}'s {o} role is discontinued from this month.",
        ),
    },
    "team": {
        "state": (
            "{s} is part of the {v} team.",
            "{s} has been allocated to {v}.",
            "{s} sits with the {v} folks.",
            "{s} belongs to {v}.",
            "FYI, {s} is in {v}.",
            "{s} ({v}) will handle this one.",
            "Team mapping: {s} -> {v}",
            "{s} got onboarded into {v} last week.",
            "{v} team member {s} will join the bridge call.",
            "Pls add {s} to the {v} DL, {he} is with them.",
        ),
        "update": (
            "{s} has been moved from {o} to {v}.",
            "{s} is now in {v}, released from {o}.",
            "Internal movement: {s}, {o} ➡ {v}",
            "{s} got released from {o} and allocated to {v}.",
            "Pls note {s} is in the {v} team henceforth.",
            "{s} joined {v} from {o}.",
            "Correction - {s} is in {v}, not in {o}.",
            "{s}'s team changed to {v} in the RMG system.",
        ),
        "negate": (
            "{s} is released from {o}, currently on bench.",
            "{s} is no longer with {o}.",
            "{s} has moved out of {o}. New allocation pending from RMG.",
            "Pls remove {s} from the {o} DL, {he} is not part of it anymore.",
            "{s} not in the {o} team now, yet to be mapped anywhere.",
        ),
    },
    "manager": {
        "state": (
            "{s} reports to {v}.",
            "{s}'s reporting manager is {v}.",
            "{s} will be reporting to {v}.",
            "For {s}, RM is {v}.",
            "{v} is {s}'s manager, pls route the approvals through {vhim}.",
            "Leaves of {s} to be approved by {v} only, {vhe} is the RM.",
            "{s} -> reporting to {v}",
            "Pls note: {s}'s L1 manager is {v}.",
            "{s} comes under {v}.",
            "{v} is managing {s}, so any escalation pls go to {vhim}.",
        ),
        "update": (
            "{s} now reports to {v} instead of {o}.",
            "Reporting change: {s} moved from {o} to {v}.",
            "{s}'s RM changed to {v} w.e.f. today.",
            "{s} will report to {v} from now on, not {o}.",
            "{o} is no more {s}'s manager - it's {v} now.",
            "As per the new org structure, {s} comes under {v}.",
            "Correction: {s}'s manager is {v}, not {o}.",
            "Pls update the HRMS - {s}'s reporting manager is {v}.",
        ),
        "negate": (
            "{s} doesn't report to {o} anymore. New RM not assigned yet.",
            "{o} is no longer {s}'s manager.",
            "{s} has been moved out from under {o}, reporting line TBD.",
            "Pls don't send {s}'s approvals to {o}, {ohe} is not the RM now.",
            "Reporting of {s} to {o} is discontinued; HR will confirm the new RM.",
        ),
    },
    "drink": {
        "state": (
            "{s} prefers {v}.",
            "{s} only drinks {v}, pls order that for {him}.",
            "For {s}, {v} pls.",
            "{s} will have {v}.",
            "{v} for {s} - {he} doesn't take anything else.",
            "Note for the pantry boy: {s} likes {v}.",
            "{s}'s usual is {v}.",
            "{s} is a {v} person, don't get {him} anything else 😄",
            "Haan, {s} takes {v} only, no sugar drama.",
        ),
        "update": (
            "{s} has switched from {o} to {v}.",
            "{s} stopped {o}, now only {v}.",
            "{s} says no {o}, {v} pls.",
            "Change in order: {s} wants {v} now, not {o}.",
            "{s} is on {v} these days (doctor told {him} to cut {o}).",
            "{s} prefers {v} nowadays instead of {o}.",
            "New habit alert - {s} is drinking {v} now 😂",
        ),
        "negate": (
            "{s} has given up {o}.",
            "Don't order {o} for {s}, {he} stopped taking it.",
            "{s} is off {o} now, not sure what {he} wants instead.",
            "No {o} for {s} anymore.",
            "{s} quit {o} completely, ask {him} before ordering.",
        ),
    },
    "phone": {
        "state": (
            "{s}'s mobile no.: {v}",
            "You can reach {s} on {v}.",
            "PFB contact of {s} - {v}",
            "{s} - {v} (WhatsApp also same)",
            "Pls save {s}'s number: {v}",
            "Contact person: {full}, Mob: {v}",
            "For any escalation call {s} at {v}.",
            "{s}'s number is {v}, call after 10 am pls.",
            "Sharing {s}'s contact as requested: {v}",
            "Name: {full} | Mobile: {v}",
            "{s} can be contacted on {v} in case of emergency.",
            "From the directory - {full}, Cell {v}",
            "{v} is {s}'s number, {he} is not on Teams today so pls call directly.",
        ),
        "update": (
            "{s} has changed {his} number, new one is {v}.",
            "Sorry, typo in {s}'s number earlier - correct one is {v}.",
            "{s}'s new mobile: {v} (old number not in use).",
            "Pls update {s}'s contact to {v}.",
            "{s} got a new SIM, number is {v} now.",
        ),
        "negate": (
            "{s}'s number {o} is switched off permanently, new one awaited.",
            "Don't call {s} on {o}, that number is not in use.",
        ),
    },
    "email": {
        "state": (
            "{s}'s mail id is {v}",
            "Pls mark {s} in cc - {v}",
            "Email of {s}: {v}",
            "Add {s} ({v}) to the DL.",
            "{s} can be reached on {v} for all official communication.",
            "Sharing {s}'s official mail ID: {v}",
            "Kindly send the docs to {s} at {v}.",
            "Contact card: {full} | {v}",
            "{v} is the correct id for {s}, pls don't use the personal gmail.",
            "{s}'s email - {v}. Pls keep {him} in loop on the thread.",
            "As per the directory, {full}: {v}",
        ),
        "update": (
            "{s}'s mail id changed to {v} after the domain migration.",
            "Correction in {s}'s email - it's {v}.",
            "Pls use {v} for {s}, old id will bounce.",
            "{s} has a new email: {v}",
        ),
        "negate": (
            "{s}'s id {o} is deactivated, mails will bounce.",
            "Don't use {o} for {s} anymore, that mailbox is closed.",
        ),
    },
    "status": {
        "state": (
            "{s} status: {v}",
            "{s} is {v} as of today.",
            "Current status of {s} - {v}.",
            "Quick update: {s} {v}.",
            "As per today's call, {s} is {v}.",
            "{s} - {v}. Details in the weekly status report.",
            "Status for {s} marked as '{v}' in the dashboard.",
            "{s} is {v}, client is aware.",
            "WSR summary: {s} -> {v}",
            "Haan, {s} is {v} only, nothing to worry as of now.",
        ),
        "update": (
            "{s} moved from {o} to {v}.",
            "{s} status changed to '{v}' (was '{o}').",
            "{s} is {v} now, no longer {o}.",
            "Update on {s}: {v}. Earlier it was {o}.",
            "Pls change {s} status in the tracker from '{o}' to '{v}'.",
            "{s} - {v} from this week.",
            "Correction - {s} is {v}, not {o}.",
            "After the client review, {s} is {v}. Same to be reflected in the WSR.",
        ),
        "negate": (
            "{s} is not {o} anymore. Will update the actual status after the client call.",
            "Pls remove '{o}' for {s} from the tracker, it's outdated. New status TBD.",
            "{s} no longer {o} - exact status will be confirmed by the PM.",
            "'{o}' status for {s} is not valid now.",
        ),
    },
    "deadline": {
        "state": (
            "{s} deadline is {v}.",
            "{s} go-live planned on {v}.",
            "{s} target date: {v}",
            "{s} has to be delivered by {v}.",
            "Client wants {s} closed by {v}.",
            "{v} is the cut-off for {s}.",
            "{s} delivery committed for {v}.",
            "Pls note {s} due date - {v}.",
            "As per the SOW, {s} completion date is {v}.",
            "{s} - code freeze and handover on {v}, no extension possible.",
        ),
        "update": (
            "{s} target date revised: {v}",
            "New timeline for {s}: {v} (earlier {o}).",
            "Correction - {s} deadline is {v}, not {o}. Typo in my last mail.",
            "Revised plan: {s} to be delivered by {v}.",
            "As per today's SteerCo, {s} date is now {v}.",
        ),
        "earlier": (
            "{s} deadline preponed to {v} 😬 (earlier it was {o}).",
            "Client wants {s} earlier - new date {v} instead of {o}.",
            "{s} timeline pulled in to {v}.",
            "Bad news team, {s} got preponed to {v}.",
        ),
        "later": (
            "{s} postponed from {o} to {v}.",
            "{s} got extended till {v}, thank god.",
            "Client gave extension for {s} - new date {v}.",
            "{s} go-live pushed to {v} (was {o}).",
        ),
        "negate": (
            "{s} deadline of {o} is off, new date awaited from client.",
            "{o} is no longer the target for {s}, revised plan to be shared.",
            "{s} won't be going live on {o}; timeline being reworked.",
            "Pls ignore the {o} date for {s}, it's not valid anymore.",
        ),
    },
    "owner": {
        "state": (
            "{s} is led by {v}.",
            "{v} is the PM for {s}.",
            "{v} will be owning {s} end to end.",
            "{s} lead: {v}",
            "For {s}, single point of contact is {v}.",
            "{v} is driving {s}.",
            "Pls reach out to {v} for anything on {s}, {vhe} is the lead.",
            "{s} will be handled by {v}.",
            "Delivery head has confirmed {v} as the owner of {s}.",
        ),
        "update": (
            "{s} is now with {v}, {o} has handed over.",
            "{v} has taken over {s} from {o}.",
            "Ownership of {s} moved from {o} to {v}.",
            "{s} lead changed to {v}.",
            "Correction - {s} is owned by {v}, not {o}.",
            "From Monday {v} will drive {s} (handover from {o} done).",
            "Pls note, {s} SPOC is {v} henceforth.",
        ),
        "negate": (
            "{o} is no longer leading {s}, new lead to be announced.",
            "{o} has handed over {s}; successor not finalised.",
            "{s} doesn't have {o} as owner anymore. Delivery head will decide.",
            "Pls don't escalate {sb} issues to {o}, {ohe} has moved out.",
        ),
    },
    "cost_centre": {
        "state": (
            "Cost centre for {s} is {v}.",
            "Pls book {sb} hours against {v}.",
            "{s} - CC: {v}",
            "Charge code for {s}: {v}",
            "Use {v} for all {sb} expenses.",
            "{s} budget code is {v}, pls use same in timesheet.",
            "Finance has confirmed {v} as the cost centre for {s}.",
            "For {sb} travel claims, cost centre = {v}",
            "PFB the WBS for {s}: {v}",
            "{v} - that's the {sb} code, don't book on the bench code by mistake.",
        ),
        "update": (
            "{s} cost centre changed to {v}.",
            "New charge code for {s}: {v} (old one closed).",
            "Pls book {sb} time on {v} from this month.",
        ),
        "negate": (
            "{s} code {o} is closed, pls don't book against it.",
            "{o} is blocked for {s}, finance will share the new one.",
        ),
    },
    "plan": {
        "state": (
            "{s} is on {v}.",
            "{s} has taken {v}.",
            "{s} - {v} contract.",
            "{s} signed up for {v}.",
            "{s}'s plan: {v}",
            "As per the contract, {s} is under {v}.",
            "Pls note {s} falls under {v}, SLA accordingly.",
            "{v} for {s}, signed copy is with the sales team.",
        ),
        "update": (
            "{s} moved to {v} (was {o}).",
            "Correction: {s} is on {v}, not {o}.",
            "Pls update CRM - {s} plan is {v} now.",
            "{s} switched over to {v} from this quarter.",
            "{s} renewed with {v} instead of {o}.",
        ),
        "up": (
            "{s} upgraded from {o} to {v} 👍",
            "Good news - {s} has moved up to {v}.",
            "{s} renewed with an upgrade to {v}.",
        ),
        "down": (
            "{s} downgraded to {v} (earlier {o}) due to budget cuts.",
            "{s} has come down from {o} to {v} in the renewal.",
        ),
        "negate": (
            "{s} is no longer on {o}; renewal still under discussion.",
            "{s}'s {o} contract has lapsed, no new plan yet.",
            "{s} not on {o} anymore. Sales will confirm.",
        ),
    },
    "po_number": {
        "state": (
            "PO for {s}: {v}",
            "{s} has issued PO no. {v}.",
            "{s} PO no. is {v}, pls quote same in the invoice.",
            "Received PO from {s} - {v}",
            "Invoice for {s} to be raised against {v}.",
            "{s}'s purchase order number: {v}",
            "PFA PO# {v} from {s}.",
            "{v} - PO received from {s} today, pls acknowledge.",
            "Billing team, note {s} PO ref {v} for this quarter.",
        ),
        "update": (
            "{s} has sent a revised PO: {v}",
            "Pls use {v} for {s}, the earlier PO is cancelled.",
            "New PO from {s} - {v}",
        ),
        "negate": (
            "{s} PO no. {o} is cancelled, new one awaited.",
            "Don't bill {s} against {o}, that PO is closed.",
        ),
    },
}

# Speaker talking about themself (signature style); the subject is named by {first}/{full}.
_SELF: dict[str, tuple[str, ...]] = {
    "phone": (
        "Pls save my new number: {v}. - {first}",
        "Thanks & Regards, {full} | Mob: {v}",
        "Hi all, {first} here, my WhatsApp no. is {v}.",
    ),
    "email": (
        "Regards, {full} | {v}",
        "{first} here - pls use {v} for mailing me.",
    ),
    "city": (
        "{first} here, I'll be working from {v} from now on.",
        "Hi, this is {full}, based out of {v}.",
    ),
    "address": (
        "Hi, {first} here. My address for the courier: {v}",
        "My new address, pls update: {v} - {full}",
    ),
}

_TICKET: dict[str, tuple[str, ...]] = {
    "open": (
        "New ticket {t} from {c}: {prob}.",
        "{c} raised {t} - {prob}. Pls check on priority.",
        "{t} logged by {c}, issue: {prob}.",
        "P2 ticket {t} ({c}) - {prob}. Assigning to L2.",
        "Customer {c} complaining: {prob}. Ticket no. {t}.",
        "Ticket {t} opened for {c}: {prob}.",
        "Heads up - {t} from {c}, {prob}.",
        "Got a call from {c}, {prob}. Raised {t} for the same.",
    ),
    "in progress": (
        "{t} is WIP, team is looking into it.",
        "Picked up {t} ({c} - {prob}), working on it.",
        "{t} in progress, RCA going on.",
        "Update on {t}: dev team is working on the fix.",
        "{t} assigned and under analysis.",
        "Working on {t} - {prob}. Will update by EOD.",
        "{t} moved to in-progress, {c} informed.",
    ),
    "resolved": (
        "{t} resolved, fix deployed and {c} confirmed.",
        "{t} closed - {prob} issue fixed.",
        "Good news, {t} is resolved ✅",
        "{t} done. Customer has confirmed, pls close.",
        "{c} issue ({t}) fixed, RCA shared.",
        "Resolved {t}. It was a config issue, patched in prod.",
        "{t} ({prob}) is sorted now, marking it resolved.",
    ),
    "negate": (
        "{t} is not {o} anymore, checking the latest with L2.",
        "Pls ignore the earlier update on {t}, it's not {o}.",
    ),
}

# A retraction with nothing to name (no old value): only the subject.
_RETRACT = (
    "Pls ignore the earlier update on {s}, will confirm and revert.",
    "Whatever I posted on {s} earlier is not correct, pls ignore. Will revert.",
)

_GENERIC: dict[str, tuple[str, ...]] = {
    "state": ("{s}: {v}", "Pls note for {s} - {v}."),
    "update": ("{s}: {v} now (earlier {o}).", "Update for {s} - {v}."),
    "negate": (
        "{s}: '{o}' is no longer valid, pls ignore it.",
        "Pls strike off {o} for {s}, not correct anymore.",
    ),
}

# --------------------------------------------------------------------------------------
# Questions. {s} names the subject; for tickets {t}, optionally {c} and {prob}.
# --------------------------------------------------------------------------------------

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "Where is {s} sitting these days?",
        "Which location is {s} working from?",
        "{s} is in which city now?",
        "Need to plan an in-person meeting with {s} - which city {he} is in?",
        "Can someone confirm {s}'s base location?",
        "From where does {s} operate currently?",
        "What is the current location of {s}? Need it for travel booking.",
        "Which office is {s} mapped to?",
        "{s} - which city? Want to send the laptop.",
        "Is {s} in the same city as us or somewhere else? Which one?",
        "{s} kahan se kaam kar rahe hain nowadays, which city?",
    ),
    "address": (
        "What's {s}'s home address?",
        "Need to courier a cheque to {s}, where is {he} staying?",
        "Can someone share {s}'s residential address?",
        "Where does {s} live? Full address pls.",
        "Pls share {s}'s address with PIN, need it for the dispatch.",
        "What address do we have on file for {s}?",
        "{s} ka ghar ka address kya hai? Sending the Diwali gift.",
        "Anyone knows where {s} stays? The exact address I mean.",
        "Where should the joining kit for {s} go? House address?",
    ),
    "role": (
        "What is {s}'s designation?",
        "What role does {s} play in the team?",
        "{s} is working as what exactly?",
        "Can anyone tell me {s}'s current role? Need it for the client org chart.",
        "What's {s}'s title now, after the appraisal?",
        "In which capacity is {s} working with us?",
        "{s} ka role kya hai currently?",
        "What position does {s} hold?",
    ),
    "team": (
        "Which team is {s} in?",
        "{s} is allocated to which team currently?",
        "Who does {s} work with - which group?",
        "What team has {s} been mapped to?",
        "{s} belongs to which practice?",
        "Need to raise a request for {s}, under which team should I tag {him}?",
        "Which team's DL should I add {s} to?",
        "{s} is with which unit now?",
    ),
    "manager": (
        "Who is {s}'s reporting manager?",
        "Whom does {s} report to?",
        "{s} comes under whom?",
        "Who approves {s}'s leaves?",
        "Who is the RM for {s} now?",
        "Need {s}'s manager name for the escalation matrix.",
        "Who's {s}'s boss these days?",
        "{s} ka manager kaun hai?",
    ),
    "drink": (
        "What does {s} like to drink?",
        "Ordering from the canteen - what should I get for {s}?",
        "{s} takes what - tea or coffee or something else?",
        "What's {s}'s usual beverage?",
        "For the evening snacks order, {s} will have what?",
        "What drink should I keep ready for {s} in the meeting?",
        "{s} ke liye kya mangaun? Tea, coffee?",
    ),
    "phone": (
        "What's {s}'s mobile number?",
        "Can someone share {s}'s contact no.? Urgent.",
        "How do I reach {s} on phone?",
        "Need to call {s} - number pls?",
        "{s} ka number hai kisi ke paas?",
        "Does anyone have {s}'s WhatsApp number?",
        "What number should I dial to get {s}?",
        "{s} is not on Teams, anyone has {his} cell?",
    ),
    "email": (
        "What is {s}'s email id?",
        "Which mail ID should I use for {s}?",
        "Need to cc {s} - what's {his} official id?",
        "Can someone give me {s}'s email address?",
        "Where do I mail {s}? The id pls.",
        "I want to send the MoM to {s}, what's the mail id?",
        "{s}'s official email kya hai?",
    ),
    "status": (
        "What's the status of {s}?",
        "How is {s} going?",
        "Where are we on {s}?",
        "Any update on {s}? Client is asking.",
        "{s} ka kya scene hai?",
        "Can someone tell me where {s} stands right now?",
        "How are things looking on {s} this week?",
        "{s} - all good or any issues?",
    ),
    "deadline": (
        "When is {s} due?",
        "By when should {s} be delivered?",
        "What's the go-live date for {s}?",
        "{s} ka deadline kab hai?",
        "Till when do we have for {s}?",
        "What's the target date we have committed for {s}?",
        "When does {s} need to be wrapped up?",
        "How much time do we have left on {s}? What's the date?",
    ),
    "owner": (
        "Who is leading {s}?",
        "Who owns {s} currently?",
        "Who's the PM for {s}?",
        "Whom should I contact for {s}?",
        "Who is the SPOC for {s}?",
        "{s} is under whom now?",
        "Who is running the show on {s}?",
        "{s} kaun dekh raha hai?",
    ),
    "cost_centre": (
        "What's the cost centre for {s}?",
        "Which charge code should I put for {s} in the timesheet?",
        "Against which cost centre do we book {sb} expenses?",
        "What's {s}'s budget code?",
        "For {sb} claims, which CC should I use?",
        "Need the {sb} cost center for the PR, anyone?",
        "Which WBS do I use for {s}?",
    ),
    "plan": (
        "Which plan is {s} on?",
        "What support contract does {s} have?",
        "What level of support has {s} subscribed to?",
        "What SLA tier is {s} under?",
        "What package did {s} go for?",
        "{s} has taken which contract?",
        "Before I commit anything - what plan does {s} have with us?",
    ),
    "po_number": (
        "What's the PO number for {s}?",
        "Against which PO do we bill {s}?",
        "Need {s}'s PO ref for the invoice, anyone?",
        "What purchase order did {s} give us?",
        "Finance is asking for {s}'s PO no. - pls share.",
        "Which PO should go on the {sb} invoice?",
    ),
}

_ASK_TICKET = (
    "What's the status of {t}?",
    "Is {t} fixed or still pending?",
    "Any update on {t}?",
    "Has {t} been closed?",
    "{t} - still open or done?",
    "Customer escalation on {t}, what's the latest?",
    "Where are we with {t}?",
)
_ASK_TICKET_DETAIL = (
    "{c} is asking about {t} ({prob}) - where are we?",
    "Is {t} ({prob}) sorted for {c}?",
    "{t} from {c} - is anyone working on it or is it done?",
    "What happened to {t} - the '{prob}' one?",
)

_HOP: dict[tuple[str, str], tuple[str, ...]] = {
    ("manager", "city"): (
        "Who is {s}'s RM and which city is he/she sitting in?",
        "Where is {s}'s reporting manager based out of?",
        "Planning a visit - {s}'s boss works from which location?",
        "Whoever {s} reports to, which city are they in?",
        "Need to meet {s}'s manager face to face. Which city should I travel to?",
    ),
    ("manager", "address"): (
        "What's the home address of {s}'s manager? HR wants to send a hamper.",
        "Where does {s}'s RM stay? Need the full address with PIN.",
        "Who does {s} report to, and what's his/her residential address?",
        "Sending a wedding card to {s}'s boss - can someone share the house address?",
    ),
    ("manager", "phone"): (
        "Can I get the mobile no. of {s}'s reporting manager?",
        "Who is {s}'s RM? Need his/her number urgently.",
        "{s} is not picking up, can someone give me the number of the person {he} reports to?",
        "What's the contact number of {s}'s boss?",
    ),
    ("owner", "city"): (
        "Whoever is leading {s} - which city is he/she sitting in?",
        "The {s} lead is based where?",
        "Which location is the {s} PM working from?",
        "Who is heading {s} and from which city?",
    ),
    ("owner", "address"): (
        "What's the residential address of the {s} lead?",
        "Need to courier the signed SOW to the {s} owner's house - address?",
        "Where does the person heading {s} stay? Full address pls.",
    ),
    ("owner", "phone"): (
        "What's the number of the {s} lead? Client wants to talk.",
        "Who is the SPOC for {s}? Pls share his/her mobile.",
        "Need to call whoever is running {s} - contact no.?",
        "{s} PM's mobile number anyone?",
    ),
}

# Noun phrases for the person reached by a hop (they take "'s" and stand for {s}).
_VIA_PHRASES: dict[str, tuple[str, ...]] = {
    "manager": (
        "{s}'s manager",
        "{s}'s RM",
        "{s}'s reporting manager",
        "{s}'s boss",
        "{s}'s L1",
    ),
    "owner": ("the {s} lead", "the {s} PM", "the {s} SPOC", "{s}'s project lead"),
}

# --------------------------------------------------------------------------------------
# Chit-chat.
# --------------------------------------------------------------------------------------

_FOODS = (
    "biryani",
    "masala dosa",
    "vada pav",
    "chole bhature",
    "idli vada",
    "pani puri",
    "momos",
    "meals",
    "pav bhaji",
    "samosa",
    "appam and stew",
    "poha",
    "rajma chawal",
    "paneer tikka",
)
_FESTS = (
    "Diwali",
    "Pongal",
    "Onam",
    "Holi",
    "Ganesh Chaturthi",
    "Eid",
    "Christmas",
    "Navratri",
    "Durga Puja",
    "Ugadi",
    "Sankranti",
    "Baisakhi",
    "Dussehra",
)
_IPL = ("RCB", "CSK", "MI", "KKR", "SRH", "RR", "DC", "PBKS")
_PLACES = (
    "Silk Board",
    "Hebbal flyover",
    "Marathahalli bridge",
    "Hinjewadi",
    "Hitec City",
    "Electronic City toll",
    "Tin Factory",
    "Iffco Chowk",
    "Kathipara junction",
)

_CHATTER = (
    "Good morning all 🙏",
    "Anyone up for chai at 4?",
    "Traffic at {place} is horrible today, will be 15 mins late for the standup.",
    "Canteen has {food} today, don't miss 😋",
    "Happy {fest} to all of you and your families! 🪔",
    "Did anyone watch the {ipl} match yesterday? Unbelievable finish yaar.",
    "Timesheet freeze is today EOD, pls fill before 6 pm.",
    "Wifi on the 3rd floor is down again 😤",
    "Who ordered {food}? Delivery guy is waiting at reception.",
    "Town hall moved to 3:30, same link.",
    "Pls fill the {fest} potluck sheet, we need more sweets.",
    "Rain is too much, half the team is stuck on the way.",
    "Cab for the late shift has not come yet, anyone else waiting?",
    "Appraisal forms are open on the portal, last date Friday.",
    "Acha, the projector in the big conf room is not working, shifting to the small one.",
    "Haan haan, joining in 2 mins.",
    "Theek hai, let's discuss after lunch.",
    "Sorry, I was on mute 😅",
    "Can we take this offline?",
    "Ok noted 👍",
    "Whose tiffin is lying in the pantry fridge since Monday? 😅",
    "Pls don't book the board room on Friday, leadership visit is there.",
    "Fire drill at 11:30 today, pls cooperate.",
    "Blood donation camp in the cafeteria tomorrow, do participate 🙏",
    "{ipl} fans, sorry for your loss 😂",
    "Power cut in our area since morning, working on hotspot.",
    "Reminder: mandatory POSH training to be completed by month end.",
    "Team outing poll is live, vote for the resort pls.",
    "Is the VPN slow for everyone or only me?",
    "Lunch kahan? {food} or the usual South Indian place?",
    "Holiday list for next year is out, {fest} is on a Saturday only 😭",
    "Bhai, someone please restart the coffee machine.",
    "Client call got cancelled, we have 30 mins free 🎉",
    "Who has the charger for the conference room laptop?",
    "Monsoon has started properly, carry umbrellas guys.",
    "Long weekend coming, who all are going home?",
    "Laddoos on my desk, help yourselves 😊",
    "Just now saw the HR mail about the new leave policy, anyone understood it?",
    "Network is fluctuating, I'll drop and rejoin.",
    "Please mute yourselves if you are not speaking 🙏",
    "ID card printer is not working, security is giving temporary cards.",
    "Anyone has a spare HDMI cable?",
    "Weekend was good yaar, finally slept 12 hours.",
    "This heat is too much, AC in our bay is not cooling at all.",
    "Sports day registrations closing today - cricket, carrom, TT.",
    "Thank you all for the wishes 🙏😊",
    "Gentle reminder to submit investment proofs before the 15th.",
    "Bhai, who took my stapler 😂",
    "Parking is full again, had to park outside on the road.",
    "Ordered {food} for everyone, on me today 😊",
    "Yesterday's {ipl} vs {ipl2} match - what a game!",
    "Any good place for {food} near the office?",
    "Mic check, am I audible?",
    "Good night all, signing off.",
    "Reached office, joining the huddle.",
    "Heavy jam near {place}, avoid that route.",
    "{fest} decorations in the lobby look really nice this time.",
    "Pls maintain silence in the ODC area, audit team is around.",
    "Has anyone seen the new cafeteria menu? Only {food} on Fridays it seems.",
    "Payslips are uploaded, pls check.",
    "Yaar, Mondays are getting longer and longer.",
    "Guys, quiz in the breakout area at 5, prizes are there!",
    "Kindly ignore the previous mail, sent by mistake.",
    "Same here, my Teams keeps crashing.",
    "Lol 😂😂",
    "Got it, thanks!",
    "{ipl} will surely qualify this time, mark my words.",
    "Took 1.5 hours from {place} today, new record 🙄",
    "Who all are coming for the {fest} celebration in the cafeteria?",
    "Ok sir, will do.",
    "Noted ma'am 🙏",
    "Pls check the group before asking the same thing again 😅",
)

_CHATTER_MENTION = (
    "Happy birthday {m}! 🎂 Treat when?",
    "Thanks {m} for the sweets, too good 😋",
    "{m} is on leave today, pls hold the review till tomorrow.",
    "Congratulations {m} on your wedding! 🎉",
    "{m} got the spot award this quarter, well deserved 👏",
    "Has anyone heard from {m}? Not responding on Teams since morning.",
    "{m}, please join the call, we are waiting.",
    "{m} brought homemade {food} today 😍",
    "Welcome back {m}! How was the vacation?",
    "{m}, your parcel is lying at the reception.",
    "Get well soon {m} 🙏",
    "{m} is WFH today, ping {mhim} on Teams.",
    "Kudos to {m} for staying late yesterday and closing the deployment.",
    "{m} you're on mute!",
    "Did {m} share the slides from yesterday?",
    "{m} won the carrom tournament 🏆",
    "Lunch with {m} today, anyone else joining?",
    "{m}, can you share the meeting link again? Lost it.",
    "Missing {m}'s jokes in the standup today 😄",
    "Wishing {m} a very happy work anniversary! 🎉",
    "{m} is stuck near {place}, will join late.",
    "Ask {m}, {mhe} knows all the good {food} places.",
    "{m} is the {ipl} fan here, ask {mhim} about last night 😂",
    "Thanks {m} for covering for me yesterday 🙏",
)

# --------------------------------------------------------------------------------------
# Decoration and roughening (how these writers frame and abbreviate a line).
# --------------------------------------------------------------------------------------

_PREFIXES = (
    "Hi team, ",
    "Team, FYI - ",
    "Hello all, ",
    "Dear all, ",
    "Good morning team, ",
    "@all ",
    "FYI - ",
    "Just to update, ",
    "Hi, ",
)
_SUFFIXES = (
    " Thanks.",
    " Thx.",
    " Kindly do the needful.",
    " Pls update the tracker accordingly.",
    " 🙏",
    " Regards, {spk}",
    " - {spk}",
    " Pls note.",
    " Same to be updated in the sheet.",
    " Thanks & regards.",
)
_ASK_PREFIXES = (
    "Hi all, ",
    "Quick q - ",
    "Team, ",
    "Sorry to disturb, ",
    "Urgent: ",
    "Hello, ",
    "Guys, ",
    "Hi, ",
)
_ASK_SUFFIXES = (
    " Thanks in advance.",
    " TIA.",
    " 🙏",
    " Pls revert.",
    " Pls revert back asap.",
    " Need it by EOD.",
    " Anyone?",
    " Pls help.",
)
# Word-level shortcuts and slips these writers make (applied to template text only).
_ROUGH: tuple[tuple[str, str], ...] = (
    (r"\bplease\b", "plz"),
    (r"\bpls\b", "plz"),
    (r"\bPls\b", "Plz"),
    (r"\bnumber\b", "no."),
    (r"\byou\b", "u"),
    (r"\bthe\b ", ""),
    (r"\btomorrow\b", "tmrw"),
    (r"\byesterday\b", "yday"),
    (r"\btoday\b", "2day"),
    (r"\bmorning\b", "mrng"),
    (r"\band\b", "&"),
    (r"\bbecause\b", "bcoz"),
    (r"\babout\b", "abt"),
    (r"\bmeeting\b", "mtg"),
)

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
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


class _Ctx(dict[str, str]):
    """Template values; a missing placeholder renders as nothing instead of raising."""

    def __missing__(self, key: str) -> str:
        return ""


def _pronouns(name: str | None) -> tuple[str, str, str]:
    gender = _GENDER.get(name or "")
    if gender == "f":
        return "she", "her", "her"
    if gender == "m":
        return "he", "him", "his"
    return "he/she", "him/her", "his/her"


def _person(name: str, rng: random.Random, full: float = 0.3) -> str:
    """How a colleague is named in a line: full name, first name, sir/ma'am, Mr. X, K. X."""
    parts = name.split()
    if len(parts) < 2 or rng.random() < full:
        return name
    first, last = parts[0], parts[-1]
    forms: tuple[str, ...]
    if _GENDER.get(name) == "f":
        forms = (
            first,
            first,
            first,
            f"{first} ma'am",
            f"Ms. {last}",
            f"{first[0]}. {last}",
            f"{first} ji",
        )
    else:
        forms = (
            first,
            first,
            first,
            f"{first} sir",
            f"Mr. {last}",
            f"{first[0]}. {last}",
            last,
            f"{last} sir",
            f"{first} ji",
        )
    return rng.choice(forms)


def _project(name: str, rng: random.Random) -> str:
    return rng.choice(
        (name, name, f"Project {name}", f"the {name} project", f"{name} project", f"{name} account")
    )


def _customer(name: str, rng: random.Random, bare: bool = False) -> str:
    short = name.split()[0] if name.split() else name
    if bare:
        return rng.choice((name, name, short, f"M/s {name}"))
    return rng.choice((name, name, short, f"M/s {name}", f"client {short}", f"M/s {short}"))


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _date(iso: str, rng: random.Random) -> str:
    try:
        d = date.fromisoformat(iso)
    except ValueError:
        return iso
    month, short, yy = _MONTHS[d.month - 1], _MONTHS[d.month - 1][:3], f"{d.year % 100:02d}"
    day = _DAYS[d.weekday()]
    return rng.choice(
        (
            f"{d.day:02d}/{d.month:02d}",
            f"{d.day:02d}/{d.month:02d}/{d.year}",
            f"{_ordinal(d.day)} {month}",
            f"{_ordinal(d.day)} {short} {d.year}",
            f"{d.day:02d}-{short}-{yy}",
            f"{d.day:02d}.{d.month:02d}.{yy}",
            f"{month} {_ordinal(d.day)}",
            f"{day} {d.day:02d}/{d.month:02d}",
            f"{day}, {_ordinal(d.day)} {month}",
            f"{_ordinal(d.day)} {short}",
        )
    )


def _render(slot: str, value: str | None, rng: random.Random) -> str:
    if value is None:
        return ""
    spec = SLOTS.get(slot)
    kind = spec.value if spec is not None else ""
    if kind == "people":
        return _person(value, rng, full=0.6)
    if kind == "date":
        return _date(value, rng)
    return value


def _name_subject(slot: str, subject: str, rng: random.Random) -> str:
    spec = SLOTS.get(slot)
    kind = spec.subject if spec is not None else "person"
    if kind == "project":
        return _project(subject, rng)
    if kind == "customer":
        return _customer(subject, rng)
    if kind == "ticket":
        return subject
    return _person(subject, rng)


def _bare_subject(slot: str, subject: str, rng: random.Random) -> str:
    """The subject as an attribute noun ("Garuda" in "the Garuda cost centre")."""
    spec = SLOTS.get(slot)
    kind = spec.subject if spec is not None else "person"
    if kind == "customer":
        return rng.choice((subject, subject.split()[0] if subject.split() else subject))
    if kind in ("project", "ticket"):
        return subject
    return _person(subject, rng)


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "", ""
    problem, _, customer = detail.partition(" | ")
    return problem.strip(), customer.strip()


def _context(
    slot: str,
    subject: str,
    value: str | None,
    old: str | None,
    speaker: str,
    detail: str | None,
    rng: random.Random,
) -> _Ctx:
    he, him, his = _pronouns(subject)
    vhe, vhim, _ = _pronouns(value)
    ohe, ohim, _ = _pronouns(old)
    problem, customer = _split_detail(detail)
    parts = subject.split()
    return _Ctx(
        s=_name_subject(slot, subject, rng),
        sb=_bare_subject(slot, subject, rng),
        v=_render(slot, value, rng),
        o=_render(slot, old, rng),
        he=he,
        He=he[:1].upper() + he[1:],
        him=him,
        his=his,
        vhe=vhe,
        vhim=vhim,
        ohe=ohe,
        ohim=ohim,
        full=subject,
        first=parts[0] if parts else subject,
        t=subject,
        c=_customer(customer, rng, bare=True) if customer else "the customer",
        prob=problem or "the issue",
        spk=speaker.split()[0] if speaker.split() else speaker,
    )


def _roughen(template: str, rng: random.Random) -> str:
    if rng.random() < 0.3:
        pattern, repl = rng.choice(_ROUGH)
        template = re.sub(pattern, repl, template, count=1)
    return template


_NO_PREFIX = ("Fwd", "Copy", "Regards", "Thanks & Regards", "Name:", "Contact", "From the")


def _finish(
    template: str,
    ctx: _Ctx,
    rng: random.Random,
    prefixes: tuple[str, ...],
    suffixes: tuple[str, ...],
    decorate: float,
) -> str:
    rough = _roughen(template, rng)
    text = rough.format_map(ctx).strip()
    if not text:
        return text
    lower_start = text[0].islower()
    first_word = text.split()[0]
    own_word = rough[:1].isalpha() and first_word[1:].islower() and first_word != "I"
    if own_word and rng.random() < 0.08:
        text = text[0].lower() + text[1:]  # typed in a hurry on the phone
        lower_start = True
    elif lower_start and "@" not in first_word:  # never touch an email address
        text = text[0].upper() + text[1:]
    can_prefix = "{full}" not in rough and not rough.startswith(_NO_PREFIX)
    if prefixes and can_prefix and rng.random() < decorate:
        if lower_start or own_word:  # "Hi team, the Garuda project ..." / "Hello, whom does ..."
            text = text[0].lower() + text[1:]
        text = rng.choice(prefixes) + text
    if suffixes and not text[-1].isalnum() and rng.random() < decorate:
        text = text + rng.choice(suffixes).format_map(ctx)
    return " ".join(text.split())


def _compose(
    templates: tuple[str, ...],
    ctx: _Ctx,
    rng: random.Random,
    prefixes: tuple[str, ...] = _PREFIXES,
    suffixes: tuple[str, ...] = _SUFFIXES,
    decorate: float = 0.22,
) -> str:
    for _ in range(12):
        text = _finish(rng.choice(templates), ctx, rng, prefixes, suffixes, decorate)
        if text and len(text) < 300:
            return text
        decorate = 0.0
    fallback = f"{ctx['full']}: {ctx['v'] or ctx['o']}"
    return fallback[:299]


def _statement_templates(event: Event, slot: str, rng: random.Random) -> tuple[str, ...]:
    kind = event.kind
    if kind == "negate" and not event.old:
        return _RETRACT
    if slot == "ticket":
        if kind == "negate" or event.value is None:
            return _TICKET["negate"]
        return _TICKET.get(event.value, _TICKET["in progress"])
    table = _SAY.get(slot, _GENERIC)
    if kind == "negate":
        return table.get("negate", _GENERIC["negate"])
    if kind in ("update", "resolve") and event.old is None:
        kind = "state"
    if kind == "state":
        if event.speaker == event.subject and slot in _SELF and rng.random() < 0.5:
            return _SELF[slot]
        return table["state"]
    templates = table.get("update", _GENERIC["update"])
    if event.speaker == event.subject and slot in _SELF and rng.random() < 0.3:
        return _SELF[slot]
    if slot == "deadline" and event.value and event.old and event.value != event.old:
        templates += table["earlier"] if event.value < event.old else table["later"]
    if slot == "plan" and event.value in _PLANS and event.old in _PLANS:
        up = _PLANS.index(event.value) > _PLANS.index(event.old or "")
        templates += table["up"] if up else table["down"]
    return templates


def _chatter(event: Event, rng: random.Random) -> str:
    mention = event.mention if event.mention != event.speaker else None
    first, second = rng.sample(_IPL, 2)
    mhe, mhim, _ = _pronouns(mention)
    ctx = _Ctx(
        m=_person(mention, rng) if mention else "",
        mhe=mhe,
        mhim=mhim,
        food=rng.choice(_FOODS),
        fest=rng.choice(_FESTS),
        ipl=first,
        ipl2=second,
        place=rng.choice(_PLACES),
    )
    pool = _CHATTER_MENTION if mention and rng.random() < 0.65 else _CHATTER
    for _ in range(6):
        text = _finish(rng.choice(pool), ctx, rng, _PREFIXES[:0], _SUFFIXES[:0], 0.0)
        if text and len(text) < 300:
            return text
    return "Ok noted 👍"


class DesiFamily:
    """Indian IT services WhatsApp-group and mail-thread English (``desi-en``).

    Writers at an Indian IT services / back-office company in Bengaluru, Pune, Hyderabad,
    Chennai, Gurugram or Kochi: "PFB", "kindly do the needful", "w.e.f.", "RM", sir/ma'am,
    Hinglish asides, Indian addresses with PIN codes, +91 phone numbers, SAP-style cost
    centres and PO numbers, ServiceNow-style tickets.

    Attributes:
        name: ``desi-en``.
        language: ``en``.
        split: ``dev``.
        lexicon: Pan-Indian names, client code names, Indian cities and addresses.
    """

    @property
    def name(self) -> str:
        """The family's name."""
        return "desi-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        """English (Indian English)."""
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """Dev family: may be read while tuning."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """The names and values of this world."""
        return _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier in the formats an Indian IT company uses.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: The person, project or customer it belongs to (unused for tickets).
            rng: The only source of randomness.

        Returns:
            The identifier string.
        """
        if slot == "phone":
            return _phone(rng)
        if slot == "email":
            return _email(subject, rng)
        if slot == "cost_centre":
            return _cost_centre(rng)
        if slot == "po_number":
            return _po_number(subject, rng)
        return _ticket_id(rng)

    def say(self, event: Event, rng: random.Random) -> str:
        """The one line ``event.speaker`` posts for ``event``.

        Args:
            event: What happens (a fact stated, changed, negated, resolved, or chit-chat).
            rng: The only source of randomness.

        Returns:
            One line of text, under 300 characters.
        """
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return _chatter(event, rng)
        slot = event.slot
        ctx = _context(
            slot, event.subject, event.value, event.old, event.speaker, event.detail, rng
        )
        return _compose(_statement_templates(event, slot, rng), ctx, rng)

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """A question about ``ask.slot`` of ``ask.subject`` (through ``ask.via``).

        Args:
            ask: The attribute asked for, its subject and the optional hop.
            rng: The only source of randomness.

        Returns:
            One line of text.
        """
        if ask.via is not None:
            return _ask_hop(ask, rng)
        slot = ask.slot
        ctx = _context(slot, ask.subject, None, None, "", ask.detail, rng)
        templates: tuple[str, ...]
        if slot == "ticket":
            templates = _ASK_TICKET
            if ask.detail and rng.random() < 0.5:
                templates = _ASK_TICKET_DETAIL
            return _compose(templates, ctx, rng, _ASK_PREFIXES, _ASK_SUFFIXES, 0.2)
        templates = _ASK.get(slot, ("What do we have for {s} on {slot}?",))
        ctx["slot"] = slot.replace("_", " ")
        return _compose(templates, ctx, rng, _ASK_PREFIXES, _ASK_SUFFIXES, 0.2)


def _ask_hop(ask: Ask, rng: random.Random) -> str:
    """A two-hop question: the chain start is named, the far person is only described."""
    via = ask.via or "manager"
    # A project is named bare: the hop phrases add their own article ("the Garuda lead").
    start = ask.subject if via == "owner" else _person(ask.subject, rng)
    he, _, _ = _pronouns(ask.subject)
    ctx = _Ctx(s=start, he=he, full=ask.subject)
    dedicated = _HOP.get((via, ask.slot))
    if dedicated and rng.random() < 0.6:
        return _compose(dedicated, ctx, rng, _ASK_PREFIXES, _ASK_SUFFIXES, 0.15)
    phrases = _VIA_PHRASES.get(via, ("{s}'s " + via.replace("_", " "),))
    far = rng.choice(phrases).format_map(ctx)
    far_ctx = _Ctx(s=far, he="he/she", him="him/her", his="his/her", full=ask.subject)
    templates = _ASK.get(ask.slot, ("What do we have for {s}?",))
    return _compose(templates, far_ctx, rng, _ASK_PREFIXES, _ASK_SUFFIXES, 0.15)


# --------------------------------------------------------------------------------------
# Identifiers.
# --------------------------------------------------------------------------------------

_LOCATIONS = ("BLR", "PUN", "HYD", "CHN", "GGN", "KOC", "NOI", "MUM")


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _phone(rng: random.Random) -> str:
    number = rng.choice("99998876") + _digits(rng, 9)
    head, tail = number[:5], number[5:]
    return rng.choice(
        (
            f"+91 {head} {tail}",
            f"+91 {head} {tail}",
            f"+91-{head}-{tail}",
            f"{head} {tail}",
            number,
            f"+91{number}",
            f"+91 {number[:3]} {number[3:6]} {number[6:]}",
            f"0{head} {tail}",
            f"+91 {number}",
        )
    )


def _email(subject: str, rng: random.Random) -> str:
    parts = [re.sub(r"[^a-z]", "", p.lower()) for p in subject.split()]
    parts = [p for p in parts if p] or ["user"]
    first, last = parts[0], parts[-1]
    n = rng.randint(1, 99)
    local = rng.choice(
        (
            f"{first}.{last}",
            f"{first}.{last}",
            f"{first}{last[0]}",
            f"{first[0]}{last}",
            f"{first}.{last}{n}",
            f"{last}.{first}",
            f"{first}_{last}",
            f"{first}{n}",
            f"{first[0]}.{last}{n}",
        )
    )
    domain = rng.choice(("sanvika.co.in", "sanvika.co.in", "sanvikatech.com", "in.sanvika.com"))
    return f"{local}@{domain}"


def _cost_centre(rng: random.Random) -> str:
    loc = rng.choice(_LOCATIONS)
    yy = rng.choice(("23", "24", "25"))
    return rng.choice(
        (
            f"CC-{loc}-{_digits(rng, 4)}",
            f"41{_digits(rng, 8)}",
            f"P-{yy}-{_digits(rng, 4)}-{_digits(rng, 2)}",
            f"BU{rng.randint(1, 9)}/{loc}/{_digits(rng, 4)}",
            f"{loc}-CC-{_digits(rng, 3)}{rng.choice('ABCDE')}",
            f"WBS I.{yy}.{_digits(rng, 4)}.{_digits(rng, 2)}",
        )
    )


def _po_number(subject: str, rng: random.Random) -> str:
    abbr = "".join(w[0] for w in subject.split() if w[:1].isalpha()).upper() or "PO"
    start = rng.choice((2023, 2024, 2025))
    fy = f"{start}-{(start + 1) % 100:02d}"
    return rng.choice(
        (
            f"PO/{fy}/{_digits(rng, 5)}",
            f"45{_digits(rng, 8)}",
            f"{abbr}/PO/{_digits(rng, 4)}",
            f"PO-{start % 100}-{_digits(rng, 5)}",
            f"{abbr}/{fy}/PO-{_digits(rng, 3)}",
        )
    )


def _ticket_id(rng: random.Random) -> str:
    return rng.choice(
        (
            f"INC{_digits(rng, 7)}",
            f"SR-{_digits(rng, 5)}",
            f"REQ{_digits(rng, 7)}",
            f"TKT-{rng.choice(('23', '24', '25'))}-{_digits(rng, 4)}",
            f"CS{_digits(rng, 6)}",
        )
    )


FAMILY = DesiFamily()
"""The ``desi-en`` family."""
