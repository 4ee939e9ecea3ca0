"""Phrasing family ``euro-en``: the English of a European multinational's channel and mail.

Register: the group-wide English channel and the short e-mails of a company spread over
Germany, France, Spain, Italy, the Netherlands, Poland and Denmark. Nobody writes in
their mother tongue, and everybody's mother tongue shows through. The authors are the
colleagues themselves, each with the transfer of their first language:

- German writers put the verb second ("Since Monday is Jürgen in Hamburg"), capitalise
  their nouns ("the Deadline we have moved"), say "Chef" for boss, "Handy" for mobile,
  and drop a "bitte" or "Grüße" here and there; dates as ``17.05.2024`` or ``KW 20``.
- French writers "change of team", put a space before ``?`` and ``!``, say "N+1" for
  the manager, "coordinates" for contact details, and sign "Cordialement"; dates as
  ``17/05``.
- Spanish and Italian writers are "responsible of" things, "have 40 years", "make a
  meeting", start with "vale" or "allora", and "are agree"; dates as "the 17 of May".
- Dutch writers are short and direct, "become" what they get, and thank with "dank je";
  dates as ``17-05-2024``.
- Polish writers drop articles, use "eventually" for possibly and "actual" for current,
  and sign "Pozdrawiam"; Danish colleagues say "tak" and "hej".

Everybody uses decimal commas, European identifiers (``+49 151 ...``, ``KST 4711``,
``Bestellnr. 4500012345``), formal greetings in mails and emoji in chat. The speaker's
first language (from the lexicon of people) decides which of the phrasings they reach
for, so one stream mixes seven recognisable voices.
"""

from __future__ import annotations

import random
import re
import unicodedata
from datetime import date
from typing import Literal, TypeAlias

from sfams_tiers._bench._family import Ask, Event, Lexicon

__all__ = ["FAMILY", "EuroEnFamily"]

# --------------------------------------------------------------------------- people

# (full name, gender, first language)
_PEOPLE: tuple[tuple[str, str, str], ...] = (
    ("Jürgen Hoffmann", "m", "de"),
    ("Katrin Weißbach", "f", "de"),
    ("Matthias Vogt", "m", "de"),
    ("Annegret Schröder", "f", "de"),
    ("Françoise Lemaire", "f", "fr"),
    ("Gaëlle Kermarrec", "f", "fr"),
    ("Thibault Morel", "m", "fr"),
    ("Rémi Dufresne", "m", "fr"),
    ("Iñigo Núñez", "m", "es"),
    ("Marta Ferrández", "f", "es"),
    ("Álvaro Castillo", "m", "es"),
    ("Nuria Pascual", "f", "es"),
    ("Giulia Bernardi", "f", "it"),
    ("Lorenzo Ferraro", "m", "it"),
    ("Chiara Esposito", "f", "it"),
    ("Davide Colombo", "m", "it"),
    ("Sanne Bakker", "f", "nl"),
    ("Joost Visser", "m", "nl"),
    ("Femke Hendriks", "f", "nl"),
    ("Maarten Smit", "m", "nl"),
    ("Łukasz Wróblewski", "m", "pl"),
    ("Agnieszka Kowalczyk", "f", "pl"),
    ("Małgorzata Zielińska", "f", "pl"),
    ("Tomasz Grabowski", "m", "pl"),
    ("Søren Kjærgaard", "m", "da"),
    ("Mette Holm", "f", "da"),
)
_GENDER: dict[str, str] = {name: gender for name, gender, _ in _PEOPLE}
_LANG: dict[str, str] = {name: lang for name, _, lang in _PEOPLE}

# Customers and the short name colleagues use for them (always a word of the full name).
_CUSTOMERS: tuple[tuple[str, str], ...] = (
    ("Brauerei Hölzl AG", "Hölzl"),
    ("Transports Vasseur SA", "Vasseur"),
    ("Cerámicas Olmedo S.L.", "Olmedo"),
    ("Rinaldi Ferramenta S.p.A.", "Rinaldi"),
    ("Van Leeuwen Logistiek B.V.", "Van Leeuwen"),
    ("Meble Sobczak sp. z o.o.", "Sobczak"),
    ("Nordsø Fisk A/S", "Nordsø Fisk"),
)
_SHORT: dict[str, str] = dict(_CUSTOMERS)

_LEXICON = Lexicon(
    people=tuple(name for name, _, _ in _PEOPLE),
    projects=(
        "Nordlicht",
        "Mistral",
        "Girasol",
        "Bifröst",
        "Kompas",
        "Ariadne",
        "Tramontana",
        "Zefiro",
    ),
    customers=tuple(name for name, _ in _CUSTOMERS),
    teams=(
        "Controlling",
        "Supply Chain",
        "Customer Service Iberia",
        "Shared Services",
        "Pricing",
        "Data & Analytics",
        "Field Marketing",
        "Treasury",
        "IT Operations",
    ),
    cities=(
        "Hamburg",
        "München",
        "Köln",
        "Stuttgart",
        "Lyon",
        "Toulouse",
        "Bordeaux",
        "Lille",
        "Bilbao",
        "Valencia",
        "Sevilla",
        "Zaragoza",
        "Torino",
        "Bologna",
        "Genova",
        "Milano",
        "Rotterdam",
        "Utrecht",
        "Eindhoven",
        "Kraków",
        "Wrocław",
        "Gdańsk",
        "Poznań",
        "Aarhus",
        "Wien",
    ),
    addresses=(
        "Schanzenstraße 27",
        "Lindenallee 8",
        "Gneisenaustraße 63",
        "Am Kupfergraben 4",
        "Hohenzollernring 112",
        "Bergmannstraße 19",
        "14 rue des Tanneurs",
        "27 avenue Jean Jaurès",
        "8 impasse des Lilas",
        "112 boulevard Voltaire",
        "5 rue du Moulin",
        "Calle de Alcalá 214",
        "Avenida de la Constitución 9",
        "Carrer de Mallorca 301",
        "Calle San Vicente 17",
        "Paseo de Gracia 43",
        "Via Garibaldi 12",
        "Corso Vittorio Emanuele II 88",
        "Via dei Mille 5",
        "Piazza della Repubblica 21",
        "Viale Monza 140",
        "Oudegracht 213",
        "Keizersgracht 412",
        "Vondelstraat 77",
        "Witte de Withstraat 35",
        "Lange Nieuwstraat 6",
        "ul. Długa 44",
        "ul. Kościuszki 15",
        "al. Jerozolimskie 101",
        "ul. Piotrkowska 87",
        "ul. Mickiewicza 3/12",
        "Nørrebrogade 52",
        "Vesterbrogade 120",
    ),
    roles=(
        "Key Account Manager",
        "Scrum Master",
        "Controller",
        "SAP Consultant",
        "Head of Procurement",
        "Working Student",
        "Data Engineer",
        "Junior Buyer",
        "Quality Engineer",
        "Business Analyst",
        "Product Owner",
        "Team Assistant",
        "Export Clerk",
    ),
    drinks=(
        "Apfelschorle",
        "café crème",
        "cortado",
        "espresso macchiato",
        "Spezi",
        "rooibos tea",
        "Club-Mate",
        "cappuccino",
        "sparkling water",
        "fresh mint tea",
        "oat flat white",
        "Earl Grey",
    ),
    statuses=(
        "on track",
        "delayed",
        "on hold",
        "blocked",
        "in pilot phase",
        "in validation",
        "finished",
        "at risk",
    ),
    plans=("Basic", "Professional", "Enterprise", "Premium 24/7", "Flex Monthly", "Starter"),
    problems=(
        "invoice PDF shows the wrong VAT rate",
        "DATEV export stops after 5.000 rows",
        "SSO login fails since the update",
        "delivery notes are printed two times",
        "umlauts are broken in the CSV export",
        "CHF prices are rounded wrong",
        "EDI orders arrive without position numbers",
        "dashboard is very slow since the migration",
        "password reset mail never arrives",
        "barcode scanners disconnect every hour",
        "reminder letters go out in the wrong language",
        "credit notes are booked twice",
    ),
)

# ------------------------------------------------------------------------ templates
#
# A template may start with language tags ("de:", "es,it:"): only speakers with that
# first language use it (and prefer it). Untagged templates are for everybody.
# Placeholders: {s} subject, {v} value, {o} old value, {he} {He} {him} {his} for a
# person subject, {d} a "since when", {c} customer and {pr} problem of a ticket.

_SAY: dict[str, tuple[str, ...]] = {
    "city/state": (
        "{s} is based in {v}.",
        "Just for info: {s} works from our office in {v}.",
        "{s} has {his} desk in {v}.",
        "FYI {s} is in the {v} office 🙂",
        "de:Since {d} is {s} in {v}, for the Onboarding please contact {him} there.",
        "de:{s} sits in the Office in {v}.",
        "fr:{s} is installed in {v} since {d}, {he} works from there.",
        "fr:For information, {s} is attached to the site of {v}.",
        "es,it:{s} is working from {v}, so if you need {him} in person you go there.",
        "es:{s} is in {v}, {he} is very happy there.",
        "it:Allora, {s} is in {v}, {he} sits with the colleagues there.",
        "nl:{s} is in {v}. That is where {he} works.",
        "pl:{s} is working in office {v}.",
        "pl:{s} is located in {v} office since {d}.",
        "da:{s} works out of {v}.",
    ),
    "city/update": (
        "{s} has moved to {v}, not anymore in {o}.",
        "Update: {s} went from {o} to {v}.",
        "Small correction: {s} is in {v}, not {o} 🙈",
        "{s} works from {v} from now on.",
        "de:Since {d} is {s} not in {o} but in {v}.",
        "de:{s} has changed the Location, now {v}.",
        "fr:{s} has changed of office, {he} is now in {v}.",
        "fr:{s} left {o}, {he} is in {v} since {d}.",
        "es:{s} has been transferred to {v} the last week.",
        "it:{s} is now in {v}, before {he} was in {o}.",
        "nl:{s} relocated to {v}. {o} is history.",
        "pl:{s} is moved to {v} from {o}.",
        "da:{s} has swapped {o} for {v}.",
    ),
    "city/negate": (
        "{s} is not anymore in {o}, where {he} goes next is still open.",
        "Please don't look for {s} in {o} anymore, {he} left.",
        "de:{s} is since {d} not more in {o}. The new Location we don't know yet.",
        "fr:{s} has left {o}, for the moment no fixed office.",
        "es:{s} is not working from {o} anymore, eventually somewhere else but not decided.",
        "it:{s} left the office of {o}, allora for now no base.",
        "nl:{s} no longer works in {o}.",
        "pl:{s} is no more in {o} office.",
    ),
    "address/state": (
        "The private adress of {s} is {v}.",
        "{s} lives in {v}.",
        "For the HR form: {s}, {v}.",
        "{s} gave me {his} home address, it is {v}.",
        "de:The Adress of {s} is {v}, for the Christmas card.",
        "fr:{s} lives at {v}, in case you send the gift.",
        "es:{s} lives in {v}, for the courier.",
        "it:The home of {s} is in {v}.",
        "nl:{s}'s home address: {v}.",
        "pl:Home address of {s}: {v}.",
        "da:{s} lives at {v}.",
    ),
    "address/update": (
        "{s} has moved, new adress is {v}.",
        "{s} does not live anymore in {o}, now {v}.",
        "Please update in the system: {s} → {v}",
        "de:{s} is umgezogen, the new Adress is {v}.",
        "fr:{s} has moved, {he} lives now at {v} (not {o} anymore).",
        "es:{s} changed of flat, now {he} lives in {v}.",
        "it:{s} has changed house, the new one is {v}.",
        "nl:New address for {s}: {v}. The old one ({o}) is not valid.",
        "pl:{s} is moving to {v}, please update in SAP.",
    ),
    "address/negate": (
        "{s} doesn't live in {o} anymore, new address will come.",
        "de:{s} lives not more at {o}, the new Adress {he} sends later.",
        "fr:{s} has left {o}, for the moment no fixed address.",
        "es:{s} has given back the flat in {o}.",
        "it:{s} is not anymore in {o}, {he} is between two houses.",
        "nl:{o} is not {s}'s address anymore.",
        "pl:Please don't send post to {s} at {o}, {he} moved out.",
    ),
    "role/state": (
        "{s} is our {v}.",
        "{s} works as {v}.",
        "For who doesn't know: {s} is {v}.",
        "de:{s} is {v} at us since {d}.",
        "fr:{s} occupies the position of {v}.",
        "es,it:{s} makes the job of {v} here.",
        "it:{s} is {v}, {he} does this since long time.",
        "nl:{s} = {v}.",
        "pl:{s} is working on position {v}.",
        "da:{s} has the {v} role.",
    ),
    "role/update": (
        "{s} has been promoted to {v} 🎉",
        "{s} is now {v} (before {o}).",
        "Congrats to {s}, new role {v}!",
        "de:{s} is since this Month {v}, congratulations!",
        "fr:{s} has changed of position, {he} is {v} now.",
        "es:{s} passed from {o} to {v}.",
        "it:Allora, {s} is not more {o}, now {he} makes the {v}.",
        "nl:{s} switched to {v}.",
        "pl:{s} is now on position {v}.",
        "da:{s} got the {v} job.",
    ),
    "role/negate": (
        "{s} is not {o} anymore.",
        "de:{s} is no longer {o}, the new Function is not yet clear.",
        "fr:{s} has quit the role of {o}.",
        "es:{s} stopped being {o}.",
        "it:{s} has left the role of {o}, the rest we will see.",
        "nl:{s} no longer does {o}.",
        "pl:{s} is not more {o}, position is open.",
    ),
    "team/state": (
        "{s} is in the {v} team.",
        "{s} belongs to {v}.",
        "de:{s} is part of the Team {v}.",
        "fr:{s} is in the team {v}.",
        "es:{s} forms part of {v}.",
        "it:{s} works with the guys of {v}.",
        "nl:{s} sits in {v}.",
        "pl:{s} is member of {v} team.",
        "da:{s} is with {v}.",
    ),
    "team/update": (
        "{s} moved from {o} to {v}.",
        "Welcome {s} in the {v} team! 👋",
        "de:Since {d} is {s} in {v} and not more in {o}.",
        "fr:{s} has changed of team, now {v}.",
        "fr:{s} has joined {v}, voilà.",
        "es:{s} is now with {v}, {he} left {o}.",
        "it:{s} passed to {v}.",
        "nl:{s} joined {v}.",
        "pl:{s} is transferred to team {v}.",
    ),
    "team/negate": (
        "{s} has left {o}.",
        "{s} is not in {o} anymore.",
        "de:{s} is not longer in Team {o}, where {he} goes we will hear.",
        "fr:{s} quitted the team {o}.",
        "es:{s} doesn't form part of {o} anymore.",
        "nl:{s} is out of {o}.",
        "pl:{s} is not member of {o} anymore.",
    ),
    "manager/state": (
        "{s} reports to {v}.",
        "{s} has {v} as line manager.",
        "Holidays of {s} are approved by {v} (direct manager).",
        "de:The Chef of {s} is {v}.",
        "fr:{s} is under {v}.",
        "fr:The manager of {s}, it is {v}.",
        "es,it:{v} is the boss of {s}.",
        "nl:{s}'s manager is {v}.",
        "pl:Manager of {s} is {v}.",
        "da:{s} reports in to {v}.",
    ),
    "manager/update": (
        "{s} reports now to {v}, not to {o} anymore.",
        "Org change: {s} → {v}",
        "de:New Chef for {s}: {v}.",
        "de:Since {d} reports {s} to {v}.",
        "fr:{s} has a new manager, it is {v}.",
        "es:From now {s} reports to {v}.",
        "it:{s} is now under {v}.",
        "nl:{v} takes over as manager of {s}.",
        "pl:{s} has new manager - {v}.",
    ),
    "manager/negate": (
        "{s} doesn't report to {o} anymore.",
        "de:{o} is not more the Chef of {s}.",
        "fr:{s} is no more under {o}, new manager to be defined.",
        "es:{o} stopped being the manager of {s}.",
        "it:{s} is without manager for now, {o} is not anymore the boss.",
        "nl:{s} no longer reports to {o}.",
        "pl:{o} is not manager of {s} anymore.",
    ),
    "drink/state": (
        "{s} always takes {v}.",
        "For the meeting: {s} drinks {v}.",
        "de:{s} drinks only {v}, please order for {him}.",
        "fr:{s} prefers {v}, {he} doesn't like the rest.",
        "es:{s} is crazy for {v}.",
        "it:For {s} always {v}, {he} is very precise with this.",
        "nl:{s} wants {v}. Always.",
        "pl:{s} likes {v} most.",
    ),
    "drink/update": (
        "{s} switched to {v}, no more {o}.",
        "de:{s} drinks now {v} instead of {o}.",
        "fr:{s} has changed, now it is {v}.",
        "es:{s} now prefers {v}.",
        "it:{s} now only {v}, {o} is finished for {him}.",
        "nl:{s} is on {v} now.",
        "pl:{s} changed to {v}.",
    ),
    "drink/negate": (
        "{s} doesn't drink {o} anymore.",
        "de:{s} has stopped with {o}.",
        "fr:No more {o} for {s}, the doctor said.",
        "es:{s} doesn't want {o} anymore, don't order it.",
        "it:{s} has given up {o}.",
        "nl:{s} quit {o}.",
    ),
    "phone/state": (
        "{s}'s mobile: {v}",
        "You can reach {s} under {v}.",
        "de:The Handy number of {s} is {v}.",
        "fr:The portable of {s}: {v}",
        "es:The móvil of {s} is {v}.",
        "it:The cell of {s} is {v}, {he} prefers WhatsApp.",
        "nl:{s}: {v} (mobile).",
        "pl:Mobile number of {s} - {v}",
    ),
    "phone/update": (
        "{s} has a new number: {v}.",
        "Please use {v} for {s}, not {o}.",
        "de:{s} has a new Handy, number is {v}.",
        "fr:New portable for {s}: {v}, the old one doesn't work.",
        "es:{s} changed the number, now {v}.",
    ),
    "phone/negate": (
        "The number {o} of {s} is not valid anymore.",
        "de:{s} has no more the number {o}.",
        "fr:Don't call {s} on {o}, the line is cancelled.",
        "nl:{o} is dead, {s} will send a new one.",
        "pl:{s} phone {o} is not active.",
    ),
    "email/state": (
        "{s}'s e-mail is {v}",
        "For the distribution list: {s} → {v}",
        "de:The Mail of {s} is {v}.",
        "fr:The mail of {s}: {v}",
        "es,it:You can write to {s} at {v}.",
        "nl:Mail {s} on {v}.",
        "pl:E-mail of {s}: {v}",
    ),
    "email/update": (
        "{s} has a new mail address: {v}.",
        "Since the migration the mail of {s} is {v} (not {o}).",
        "de:{s} changed the Mail to {v}.",
        "fr:The new mail of {s} is {v}.",
        "nl:{s} uses {v} now.",
    ),
    "email/negate": (
        "{o} doesn't work anymore for {s}.",
        "de:The Mail {o} of {s} is deactivated.",
        "fr:Don't write to {s} at {o}, it bounces.",
        "nl:{s} is no longer on {o}.",
    ),
    "cost_centre/state": (
        "{s} is booked on {v}.",
        "Cost centre for {s}: {v}",
        "de:Please book all hours of {s} on {v}, bitte.",
        "fr:The imputation of {s} is {v}.",
        "es:For {s} the cost centre is {v}.",
        "it:Expenses of {s} go on {v}.",
        "nl:{s} → {v}. Book everything there.",
        "pl:Cost center for {s} is {v}.",
    ),
    "cost_centre/update": (
        "{s} moved to {v}, {o} is closed.",
        "New cost centre for {s}: {v} (not {o}).",
        "de:From now on book {s} on {v}, the old {o} is gesperrt.",
        "fr:Controlling has changed the imputation of {s} to {v}.",
    ),
    "cost_centre/negate": (
        "{o} is not valid for {s} anymore.",
        "de:{o} for {s} is closed, new one comes from Controlling.",
        "nl:Stop booking {s} on {o}.",
    ),
    "po_number/state": (
        "The PO of {s} is {v}.",
        "PO for {s}: {v}, please put it on every invoice.",
        "de:Bestellnummer from {s}: {v}",
        "fr:{s} sent the bon de commande, number {v}.",
        "es:The order number of {s} is {v}, put it on the invoice please.",
        "it:{s} gave us the PO {v}, finally.",
        "nl:PO from {s}: {v}. Put it on every invoice.",
        "pl:{s} purchase order - {v}",
    ),
    "po_number/update": (
        "{s} sent a new PO: {v} (replaces {o}).",
        "de:{s} has a new Bestellnummer, {v}.",
        "fr:{s} changed the bon de commande, now {v}.",
    ),
    "po_number/negate": (
        "PO {o} of {s} is cancelled.",
        "de:The Bestellnummer {o} from {s} is storniert.",
        "es:{s} cancelled the order {o}.",
    ),
    "status/state": (
        "{s} is {v}.",
        "Actual status of {s}: {v}.",
        "Short update on {s}: {v}.",
        "de:The Project {s} is at the moment {v}.",
        "fr:{s} is {v} since {d}.",
        "es:{s} is {v}, we will see.",
        "it:Allora, {s}: {v}.",
        "nl:{s}: {v}. Nothing more to say.",
        "pl:Status of {s} is {v}.",
        "da:{s} is {v} right now.",
    ),
    "status/update": (
        "{s} went from {o} to {v}.",
        "{s} is now {v}.",
        "Heads-up: {s} is {v} now.",
        "de:Since the SteerCo is {s} {v}.",
        "fr:{s} is {v} now, it was {o}.",
        "es:Update of {s}: passed to {v}.",
        "it:{s} is become {v}.",
        "nl:{s} is {v}. Not {o} anymore.",
        "pl:Status {s} changed to {v}.",
    ),
    "status/negate": (
        "{s} is not {o} anymore, new status after the SteerCo.",
        "de:{s} is no more {o}, we wait for the Decision.",
        "fr:{s} is not {o} anymore, we will see what comes.",
        "es:{s} stopped being {o}.",
        "nl:Forget {o} for {s}.",
        "pl:{s} is not {o} anymore.",
    ),
    "deadline/state": (
        "The deadline of {s} is {v}.",
        "Go-live of {s} is planned for {v}.",
        "de:The Deadline for {s} is {v}, bitte plan accordingly.",
        "fr:{s} must be finished for {v}.",
        "es:We have to deliver {s} on {v}.",
        "it:{s} has to be ready for {v}, no excuses.",
        "nl:{s} deadline: {v}.",
        "pl:Deadline for {s} is {v}.",
    ),
    "deadline/update": (
        "{s} is postponed to {v}.",
        "New date for {s}: {v}.",
        "de:The Deadline of {s} we have moved to {v}.",
        "fr:New deadline for {s}: {v} (instead of {o}).",
        "es:They gave us more time for {s}, now it is {v}.",
        "it:The deadline of {s} is anticipated to {v}.",
        "nl:{s} now due {v}.",
        "pl:Deadline of {s} is changed to {v}.",
    ),
    "deadline/negate": (
        "The {o} deadline for {s} is not valid anymore, new date to come.",
        "de:The Deadline {o} for {s} is gone, no new Date yet.",
        "fr:{s}: forget {o}, the deadline is cancelled for the moment.",
        "nl:{s} has no deadline anymore, {o} is off.",
        "pl:Date {o} for {s} is not actual anymore.",
    ),
    "owner/state": (
        "{s} is led by {v}.",
        "For all questions about {s} please go to {v} (project lead).",
        "de:The Lead of {s} has {v}.",
        "fr:{v} is in charge of {s}.",
        "es,it:{v} is responsible of {s}.",
        "nl:{v} owns {s}.",
        "pl:Owner of {s} is {v}.",
        "da:{v} runs {s}.",
    ),
    "owner/update": (
        "{v} takes over {s} from {o}.",
        "{s} has a new lead: {v}.",
        "de:From now on leads {v} {s}.",
        "fr:{s} has changed of owner, now it is {v}.",
        "es,it:{v} is the new responsible of {s}.",
        "nl:{v} is now running {s}.",
        "pl:New owner of {s} is {v}.",
    ),
    "owner/negate": (
        "{o} is no longer leading {s}.",
        "de:{o} has given back the Lead of {s}, successor is open.",
        "fr:{o} is not anymore in charge of {s}.",
        "es,it:{o} is not responsible of {s} anymore.",
        "nl:{o} stepped down from {s}.",
        "pl:{o} is not owner of {s} anymore.",
    ),
    "plan/state": (
        "{s} is on {v}.",
        "{s} has the {v} plan.",
        "de:{s} has booked the Tarif {v}.",
        "fr:{s} has subscribed the formula {v}.",
        "es:{s} contracted the {v} package.",
        "it:{s} is with the {v} contract.",
        "nl:{s} runs on {v}.",
        "pl:{s} has plan {v}.",
    ),
    "plan/update": (
        "{s} upgraded to {v}.",
        "{s} switched from {o} to {v}.",
        "de:{s} has changed the Tarif to {v}.",
        "fr:{s} passed to the {v} formula.",
        "es:{s} changed to {v}, from {o}.",
        "it:{s} now has {v}.",
        "nl:{s} is on {v} now.",
        "pl:{s} changed plan to {v}.",
    ),
    "plan/negate": (
        "{s} cancelled {o}.",
        "de:{s} has gekündigt the {o} Contract.",
        "fr:{s} is no more on {o}, they have resiliated.",
        "nl:{s} dropped {o}.",
        "es:{s} doesn't have {o} anymore.",
    ),
    "ticket/state": (
        "New ticket {s} from {c}: {pr}.",
        "{c} reported: {pr}. Ticket {s} is open.",
        "de:{c} has opened the Ticket {s}, {pr}.",
        "fr:{c} signals a problem, ticket {s}: {pr}.",
        "es:{c} is complaining, {pr}. I opened {s}.",
        "it:{c} called, {pr}. Ticket is {s}.",
        "nl:{s}: {c}, {pr}. Open.",
        "pl:{c} - {pr}, ticket {s} created.",
    ),
    "ticket/update": (
        "{s} is in progress, I am looking at it.",
        "Picked {s} ({c}), working on it now.",
        "de:{s} is in Bearbeitung, I give Feedback later.",
        "fr:I take {s} ({pr}), I am on it.",
        "es:We are working on {s}, the one of {c}.",
        "it:{s} is in work, I'll keep you posted.",
        "nl:Picked up {s}.",
        "pl:{s} - started to work on it.",
    ),
    "ticket/resolve": (
        "{s} is solved, {c} confirmed.",
        "{s} fixed and closed ✅",
        "de:{s} is erledigt, the Customer is happy.",
        "fr:{s} is resolved, voilà.",
        "es:{s} fixed, {pr} doesn't happen anymore.",
        "it:{s} closed, finally.",
        "nl:{s} done. Closed.",
        "pl:{s} is resolved.",
    ),
}

_ASK: dict[str, tuple[str, ...]] = {
    "city": (
        "In which office can I find {s}?",
        "Which location is {s} at?",
        "Where is {s} actually? I mean which site.",
        "de:Where works {s} at the moment?",
        "fr:From which site is {s} working ?",
        "es,it:In what city is {s}?",
        "nl:What's {s}'s location?",
        "pl:In which city {s} is working?",
    ),
    "address": (
        "Where does {s} live?",
        "Do we have the street and number of {s}? For a parcel.",
        "de:Where lives {s}? I need the Adresse.",
        "fr:What is the domicile of {s} ?",
        "es:Somebody knows the home of {s}? I need to send the documents.",
        "it:Where is the house of {s}?",
        "nl:Home address {s}?",
        "pl:What is living address of {s}?",
    ),
    "role": (
        "What does {s} do exactly?",
        "What is the job title of {s}?",
        "de:Which Function has {s}?",
        "fr:What is the poste of {s} ?",
        "es:What position has {s}?",
        "it:What is the job of {s} here?",
        "nl:What's {s}'s title?",
        "pl:What is {s} position?",
    ),
    "team": (
        "In which department is {s}?",
        "Which group is {s} part of?",
        "de:To which Abteilung belongs {s}?",
        "fr:Which équipe is {s} in ?",
        "es:With which people works {s}, which area?",
        "it:In which unit is {s}?",
        "nl:What group is {s} in?",
        "pl:In which department {s} is?",
    ),
    "manager": (
        "Who is the boss of {s}?",
        "Who approves the holidays of {s}?",
        "de:Who is the Vorgesetzter of {s}?",
        "fr:Who is the N+1 of {s} ?",
        "es:Who is above {s}?",
        "it:Who is the responsible of {s}?",
        "nl:Who does {s} answer to?",
        "pl:Who is supervisor of {s}?",
    ),
    "drink": (
        "What should I order for {s} at the café?",
        "What does {s} like for the break?",
        "de:What can I bring {s} from the Bäcker, drink-wise?",
        "fr:What do we prepare for {s} for the pause ?",
        "es:What do I take for {s} from the bar?",
        "it:What is the favourite of {s} at the bar?",
        "nl:Coffee round: what for {s}?",
        "pl:What {s} usually takes to drink?",
    ),
    "phone": (
        "Has someone the number of {s}?",
        "How can I call {s}?",
        "de:Has somebody the Handynummer of {s}?",
        "fr:Do you have the coordinates of {s} ? I must call.",
        "es:What's the telephone of {s}?",
        "it:Somebody has the cellulare of {s}?",
        "nl:Number for {s}?",
        "pl:Could you give me phone to {s}?",
    ),
    "email": (
        "What's the mail address of {s}?",
        "How do I write to {s} by mail?",
        "de:Has someone the Mailadresse of {s}?",
        "fr:Which mail for {s} ?",
        "es:What is the correo of {s}?",
        "nl:E-mail of {s}?",
        "pl:What is e-mail to {s}?",
    ),
    "cost_centre": (
        "On which cost centre do I book {s}?",
        "Which budget code for {s}?",
        "de:Which KST for {s}?",
        "fr:What is the imputation for {s} ?",
        "es:Where do I charge the hours of {s}?",
        "it:On which centro di costo goes {s}?",
        "pl:What is MPK for {s}?",
    ),
    "po_number": (
        "Which PO number do I put on the invoice for {s}?",
        "de:What is the Bestellnummer of {s}?",
        "fr:Who has the bon de commande number of {s} ?",
        "es:The order reference of {s}, somebody has it?",
        "it:What is the numero d'ordine of {s}?",
        "nl:PO for {s}?",
    ),
    "status": (
        "How is {s} going?",
        "Where are we with {s}?",
        "What is the actual state of {s}?",
        "de:How stands it with {s}?",
        "fr:What is the situation of {s} ?",
        "es:How goes {s}?",
        "it:How is going {s}?",
        "nl:{s}, how is it looking?",
        "pl:What is situation with {s}?",
    ),
    "deadline": (
        "Until when must {s} be delivered?",
        "When is the due date of {s}?",
        "de:Bis when must {s} be fertig?",
        "fr:For when is {s} ?",
        "es:When we have to give {s}?",
        "it:Which is the final date of {s}?",
        "nl:When does {s} have to be done?",
        "pl:What is final date for {s}?",
    ),
    "owner": (
        "Who is the contact person for {s}?",
        "Who is in the lead of {s}?",
        "de:Who is the Ansprechpartner for {s}?",
        "fr:Who pilots {s} ?",
        "es,it:Who is the referent of {s}?",
        "nl:Whose project is {s}?",
        "pl:Who is leader of {s}?",
    ),
    "plan": (
        "Which package has {s}?",
        "What contract type does {s} have?",
        "de:Which Tarif has {s}?",
        "fr:Which offer has {s} taken ?",
        "es:What modality has {s}?",
        "it:Which formula has {s}?",
        "nl:What is {s} paying for?",
        "pl:What subscription has {s}?",
    ),
    "ticket": (
        "What is the state of {s}?",
        "Is {s} fixed already?",
        "Any news on {s} ({c})?",
        "de:How is the Stand of {s}?",
        "fr:Where are we on {s} (the {c} one) ?",
        "es:{s}, the one of {c} with the {pr}, is it solved?",
        "it:Novità on {s}? {c} is asking.",
        "nl:{s} ({pr}) - done or not?",
        "pl:Is ticket {s} closed?",
        "The {c} ticket about {pr} ({s}), is it closed?",
        "{c} asks again about {s} ({pr}). What can I tell them?",
        "de:The Customer {c} calls because of {s}, how is the Stand?",
    ),
}

# Two-hop questions: "{via}/{slot}". {s} is the start of the chain.
_ASK2: dict[str, tuple[str, ...]] = {
    "manager/city": (
        "Where is the boss of {s} based?",
        "The manager of {s}, in which office is that person?",
        "de:Where sits the Chef of {s}?",
        "fr:The N+1 of {s}, which site ?",
        "es,it:The responsible of {s}, in what city is?",
        "nl:Where does {s}'s manager work from?",
        "pl:In which city is supervisor of {s}?",
    ),
    "manager/address": (
        "What is the home address of the manager of {s}?",
        "I must send flowers to the boss of {s}, where does that person live?",
        "de:Where lives the Vorgesetzter of {s}?",
        "fr:The domicile of the N+1 of {s} ?",
        "nl:Home address of {s}'s manager?",
    ),
    "manager/phone": (
        "Number of the boss of {s}?",
        "How can I call the manager of {s}?",
        "de:Has somebody the Handynummer of the Chef of {s}?",
        "fr:The coordinates of the N+1 of {s} ?",
    ),
    "owner/city": (
        "Where is the person who leads {s} located?",
        "The lead of {s}, which office?",
        "de:Where sits the Projektleiter of {s}?",
        "fr:Who pilots {s} and from which site ?",
        "es,it:The responsible of {s}, in which city is?",
        "nl:Where is {s}'s owner based?",
    ),
    "owner/address": (
        "Home address of the {s} project lead?",
        "de:Where lives the Projektleiter of {s}?",
        "fr:The domicile of the chef de projet of {s} ?",
    ),
    "owner/phone": (
        "Phone of whoever is in charge of {s}?",
        "How do I call the lead of {s}?",
        "de:Has someone the Handynummer of the Projektleiter of {s}?",
        "fr:The coordinates of the pilot of {s} ? I must call.",
        "es,it:The telephone of the responsible of {s}?",
        "nl:Number of {s}'s owner?",
    ),
}

_VIA_NOUN = {"manager": "the manager of {s}", "owner": "the lead of {s}"}
_SLOT_NOUN = {
    "city": "the location",
    "address": "the home address",
    "role": "the job title",
    "team": "the department",
    "manager": "the boss",
    "drink": "the favourite drink",
    "phone": "the mobile number",
    "email": "the mail address",
    "status": "the situation",
    "deadline": "the due date",
    "owner": "the lead",
    "cost_centre": "the budget code",
    "plan": "the package",
    "po_number": "the PO",
    "ticket": "the state",
}

# -------------------------------------------------------------------------- chatter

_CHAT: tuple[str, ...] = (
    "Good morning everybody ☀️",
    "Is someone else having problems with the VPN today?",
    "The coffee machine on the 2nd floor is again out of order 😩",
    "Can somebody share the link for the Teams call? I have only the old one",
    "I am in the train, the connection is very bad, sorry if I drop",
    "Who takes the minutes today?",
    "Reminder: the all-hands is at {time}, please be on time",
    "Thanks for the nice call yesterday, very productive",
    "Does anybody know if the canteen is open on {day}?",
    "Sorry, I was on mute 🙈",
    "I send you the slides after lunch",
    "My laptop makes updates since 20 minutes, I join later",
    "Happy Friday everyone!",
    "Who wants to join for lunch at {lunch}?",
    "Meeting room 3.07 is booked two times, somebody can check?",
    "The heating in the open space is again not working, we are freezing 🥶",
    "Please don't forget to fill the timesheets until tonight",
    "I will be {dec} hours late, the train is stuck",
    "Who has taken my charger? 😅",
    "Can we move the weekly 30 minutes later?",
    "The new Teams version is a catastrophe",
    "Let's make a short call in 5 min",
    "Nice weather finally, I came with the bike",
    "Anyone watched the match yesterday?",
    "Somebody knows how to book the parking for visitors?",
    "The coffee is now {eur} at the machine, scandal",
    "Sorry for the late answer, I was in workshop all day",
    "Can you please put me in copy next time?",
    "Ok for me 👍",
    "Perfect, thanks!",
    "I am off tomorrow, back on {day}",
    "Reminder for the summer party, please register in the list",
    "The printer says paper jam but there is no paper jam",
    "Somebody has an HDMI adapter for USB-C?",
    "Time change this weekend, don't be late on Monday 😉",
    "I have pushed the call to {time}, sorry for the short notice",
    "Who is organising the Secret Santa this year?",
    "Fun fact: in my language we have one word for this whole meeting",
    "The Wi-Fi in building B is really slow today",
    "The lift is broken again, good for the legs I suppose",
    "Who forgot the yoghurt in the fridge since 3 weeks? 🤢",
    "We were {dec} hours in the workshop, my head is empty",
    "The fire drill is today at {time}, don't panic",
    "Can somebody explain me the new travel expense tool?",
    "I think my Outlook is haunted, it sends invitations alone",
    "Please everybody update the laptop until {day}, IT is asking",
    "Thanks all for the flowers and the card, very touched 🙏",
    "Lunch was too good today, now I need a siesta",
    "Does the Excel macro work for you? For me it crashes",
    "The canteen has fish again, third time this week",
    "Who has the license for Miro? I need to make a board",
    "Just saw a fox in the parking, very cute 🦊",
    "Sorry, I mixed up the time zones 🤦",
    "The kitchen looks like a battlefield, please clean your cups",
    "Can you resend the invitation? It disappeared from my calendar",
    "de:Mahlzeit! Who comes to the Kantine?",
    "de:The Deutsche Bahn has again 40 minutes delay, I am so tired of this",
    "de:Moin, is the Meeting today or tomorrow?",
    "de:I have the Slides already sent, please check your Mails",
    "de:Can you bitte send me the Invitation again?",
    "de:Na ja, the Kantine food today was not so good",
    "de:Who has made the last Coffee and not cleaned the machine? 😤",
    "de:Please think of the Brückentag on Friday, many colleagues are off",
    "de:Feierabend! Have a nice evening all",
    "de:Alles klar, then we speak tomorrow",
    "de:The Heizung is again kaputt, I sit here with my jacket",
    "fr:Bon appétit everybody !",
    "fr:Again a strike of the SNCF, I work from home today",
    "fr:I have a doubt about the slide 12, can we discuss ?",
    "fr:Voilà, the document is on the SharePoint",
    "fr:Who is motivated for a coffee ?",
    "fr:Sorry, I am a bit overbooked today, we can see tomorrow ?",
    "fr:I propose we make a point at {time}",
    "fr:It's the pont of the 8th of May, half of the colleagues are absent",
    "fr:Bonne journée à tous !",
    "fr:Oh là là, this meeting was long",
    "es:Vale, I call you in 5 minutes",
    "es:Buenos días! Today I am a bit late, the metro is not running",
    "es:We can make a meeting tomorrow to see this?",
    "es:Puente this week, so the office will be quite empty",
    "es:Who wants to go to take a coffee?",
    "es:Sorry, I had a problem with the connection, can you repeat?",
    "es:Ay, I forgot again the badge at home",
    "es:Qué calor! 38 degrees and the air conditioning doesn't work",
    "es:My daughter has 6 years and already corrects my English 😂",
    "it:Allora, we start or we wait for the others?",
    "it:Buongiorno a tutti!",
    "it:I am agree with the last proposal",
    "it:Ragazzi, there is panettone in the kitchen 🎄",
    "it:Ferragosto is coming, please plan the holidays with your colleagues",
    "it:Mamma mia, this Teams call was {dec} hours",
    "it:I arrive in 5 minutes, the traffic is terrible",
    "it:Somebody has the password of the guest wifi? Grazie",
    "nl:Dank je for the quick feedback",
    "nl:This meeting could have been an email.",
    "nl:I brought stroopwafels, they are in the kitchen. Help yourself",
    "nl:Lekker, finally sun",
    "nl:Just to be clear: I don't agree with the proposal. Let's discuss",
    "nl:Koningsdag on Saturday, don't forget orange 🧡",
    "nl:Gezellig lunch today, thanks all",
    "nl:I go eat a broodje, back in 20 min",
    "nl:Can I become the slides after the call?",
    "pl:Dzień dobry, I have problem with VPN since morning",
    "pl:I will eventually join the call, depends on customer meeting",
    "pl:Thank you for information",
    "pl:Sorry, I was on other call",
    "pl:Today is Tłusty Czwartek, there are pączki in kitchen!",
    "pl:Please send me invitation to meeting",
    "pl:I am on sick leave tomorrow, my son has fever",
    "da:Tak for today, god weekend",
    "da:Cake in the kitchen, hygge Friday",
    "da:Who has the key for the bike room?",
    "da:Hej, is the call still on? I only see an empty room",
    "da:Rain again. Good that we have the new coffee beans at least",
    "da:Nice work today folks, tak",
    "da:I leave a bit early today, pick up the kids. Back online later",
)

_CHAT_MENTION: tuple[str, ...] = (
    "Happy birthday {m}! 🎂",
    "Has someone seen {m}? We want to start",
    "{m}, can you share your screen please?",
    "Thanks {m} for organising the team dinner, it was great",
    "{m} you are on mute",
    "Welcome back {m}! How were the holidays?",
    "{m} brought cake again, this is becoming a tradition",
    "Get well soon {m} 🤒",
    "{m} is the Excel champion here, really",
    "Did {m} already send the invitation for Thursday?",
    "{m} and me will be a few minutes late",
    "Shout-out to {m} for the help with the macro yesterday 🙏",
    "{m}, the taxi is waiting downstairs",
    "Who has the slides of the {pj} workshop? {m} is asking",
    "{m}, your mic is on 😅",
    "de:{m}, can you send me the Protokoll of the Meeting?",
    "fr:{m}, you have a minute ? I have a question about the slides",
    "es:{m} has 40 years today, we go for tapas after work!",
    "it:{m}, auguri for the birthday! 🎉",
    "pl:{m} did you receive my mail from yesterday?",
    "nl:{m}, good job on the demo. Really.",
)

_CHAT_PROJECT: tuple[str, ...] = (
    "Who has the slides of the {pj} workshop from last week?",
    "The {pj} SteerCo invitation landed in my spam folder 🙄",
    "Funny name, {pj}. Who invented it?",
    "Is the {pj} call recorded? I can't join",
)

# -------------------------------------------------------------------- wrappers

_GREET: dict[str, tuple[str, ...]] = {
    "de": ("Hallo zusammen,", "Dear all,", "Moin,", "Servus,", "Hi all,"),
    "fr": ("Bonjour à tous,", "Hello all,", "Dear all,", "Bonjour,"),
    "es": ("Buenos días,", "Hola a todos,", "Hi team,", "Dear all,"),
    "it": ("Ciao a tutti,", "Buongiorno,", "Dear colleagues,", "Hi all,"),
    "nl": ("Hi all,", "Hoi,", "Goedemorgen,"),
    "pl": ("Dzień dobry,", "Hello,", "Dear All,"),
    "da": ("Hej all,", "Hi,"),
    "": ("Hi all,", "Dear all,"),
}
_SIGN: dict[str, tuple[str, ...]] = {
    "de": ("Grüße, {sig}", "Best regards, {sig}", "VG {sig}", "Danke!", "LG {sig}"),
    "fr": ("Cordialement, {sig}", "Bonne journée !", "Merci !", "Bien à vous, {sig}"),
    "es": ("Un saludo, {sig}", "Gracias!", "Thanks, {sig}", "Saludos"),
    "it": ("Un saluto, {sig}", "Grazie mille!", "Thanks and regards, {sig}"),
    "nl": ("Groetjes, {sig}", "Dank je!", "Cheers"),
    "pl": ("Pozdrawiam, {sig}", "Regards, {sig}", "Dziękuję!"),
    "da": ("Tak!", "Best, {sig}", "Mvh {sig}"),
    "": ("Kind regards, {sig}", "Thanks!"),
}
_LEAD_IN: dict[str, tuple[str, ...]] = {
    "de": ("Info:", "Kurze Info:", "FYI:"),
    "fr": ("For information:", "Petite info:", "FYI:"),
    "es": ("Info:", "Ojo:", "FYI:"),
    "it": ("Allora,", "Info:", "Ragazzi,"),
    "nl": ("FYI:", "Note:"),
    "pl": ("Information:", "FYI:"),
    "da": ("FYI:", "Heads-up:"),
    "": ("FYI:", "Info:"),
}
_THANKS = {
    "de": "Danke!",
    "fr": "Merci !",
    "es": "Gracias!",
    "it": "Grazie!",
    "nl": "Dank je.",
    "pl": "Dziękuję!",
    "da": "Tak!",
}
_EMOJI = ("🙂", "👍", "😅", "🙏", "☕", "😉", "✌️")
_EMOJI_RATE = {"de": 0.04, "fr": 0.06, "es": 0.15, "it": 0.15, "nl": 0.1, "pl": 0.06, "da": 0.1}
_SINCE = (
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "yesterday",
    "this week",
    "last week",
    "the 1st",
    "today",
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
_TITLES: dict[str, tuple[str, str]] = {
    "de": ("Herr", "Frau"),
    "fr": ("M.", "Mme"),
    "es": ("Sr.", "Sra."),
    "it": ("Dott.", "Dott.ssa"),
    "pl": ("Pan", "Pani"),
}
_DE_NOUNS = (
    "deadline",
    "meeting",
    "project",
    "customer",
    "team",
    "office",
    "number",
    "adress",
    "address",
    "contract",
    "colleagues",
    "holidays",
    "invoice",
    "coffee",
    "train",
    "lunch",
    "kitchen",
    "printer",
    "slides",
    "minutes",
    "weekend",
    "cake",
    "birthday",
    "decision",
    "position",
    "mail",
    "boss",
    "location",
    "invitation",
    "card",
    "machine",
    "hours",
    "update",
    "status",
)
_DE_NOUN_RE = re.compile(r"(?<!\{)\b(" + "|".join(_DE_NOUNS) + r")\b(?!\})")
_FR_PUNCT_RE = re.compile(r"(?<=[^\s])([?!;])")
_FR_COLON_RE = re.compile(r"(?<=[^\s\d]):(?=\s)")
_LOWER_AFTER_GREETING = frozenset(
    {"The", "Since", "From", "For", "Please", "New", "Small", "Just", "Short", "Who", "Can"}
)
_TRANSLIT = {
    "ä": "ae",
    "ö": "oe",
    "ü": "ue",
    "ß": "ss",
    "ø": "oe",
    "æ": "ae",
    "å": "aa",
    "ł": "l",
}

_Pool: TypeAlias = tuple[tuple[frozenset[str], str], ...]


def _parse(templates: tuple[str, ...]) -> _Pool:
    out: list[tuple[frozenset[str], str]] = []
    for template in templates:
        match = re.match(r"^([a-z]{2}(?:,[a-z]{2})*):(?!\s)", template)
        if match:
            out.append((frozenset(match.group(1).split(",")), template[match.end() :]))
        else:
            out.append((frozenset(), template))
    return tuple(out)


_SAY_POOLS = {key: _parse(value) for key, value in _SAY.items()}
_ASK_POOLS = {key: _parse(value) for key, value in _ASK.items()}
_ASK2_POOLS = {key: _parse(value) for key, value in _ASK2.items()}
_CHAT_POOL = _parse(_CHAT)
_CHAT_MENTION_POOL = _parse(_CHAT_MENTION)
_CHAT_PROJECT_POOL = _parse(_CHAT_PROJECT)


def _pick(
    pool: _Pool, lang: str, rng: random.Random, own_share: float = 0.55, saturate: int = 1
) -> str:
    own = [t for tags, t in pool if lang in tags]
    common = [t for tags, t in pool if not tags]
    # A speaker with few own phrasings does not repeat them over and over.
    share = own_share * min(1.0, len(own) / saturate)
    if own and (not common or rng.random() < share):
        return rng.choice(own)
    return rng.choice(common)


# ------------------------------------------------------------------ rendering bits


def _first(name: str) -> str:
    return name.split()[0]


def _last(name: str) -> str:
    return name.split(maxsplit=1)[-1]


def _person(name: str, lang: str, rng: random.Random, full: float = 0.5) -> str:
    """A colleague as the speaker would name them: full, first name or title + last."""
    roll = rng.random()
    if roll < full:
        return name
    if roll < 0.9 or name not in _GENDER:
        return _first(name)
    titles = _TITLES.get(lang)
    if titles is None:
        return _last(name)
    return f"{titles[0] if _GENDER[name] == 'm' else titles[1]} {_last(name)}"


def _project(name: str, lang: str, rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.55:
        return name
    forms = {
        "de": (f"Projekt {name}", f"the Project {name}"),
        "fr": (f"the project {name}", f"the projet {name}"),
        "es": (f"the project {name}", f"the proyecto {name}"),
        "it": (f"the project {name}", f"the progetto {name}"),
        "pl": (f"project {name}", f"project {name}"),
    }.get(lang, (f"the {name} project", f"{name} project"))
    return rng.choice(forms)


def _customer(name: str, rng: random.Random) -> str:
    short = _SHORT.get(name)
    if short is None or rng.random() < 0.5:
        return name
    return short


def _ordinal(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return f"{day}th"
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th') }"


def _date(iso: str, lang: str, rng: random.Random) -> str:
    """A date the way the speaker writes it (never ISO)."""
    try:
        day = date.fromisoformat(iso)
    except ValueError:
        return iso
    d, m, y = day.day, day.month, day.year
    week = day.isocalendar().week
    month = _MONTHS[m - 1]
    weekday = _WEEKDAYS[day.weekday()]
    common = (f"{d} {month}", f"{d:02d}.{m:02d}.{y}", f"{weekday} {d:02d}/{m:02d}")
    own: tuple[str, ...] = {
        "de": (
            f"{d:02d}.{m:02d}.{y}",
            f"{d}.{m}.",
            f"{d:02d}.{m:02d}. (KW {week})",
            f"KW {week}, {weekday} {d}.{m}.",
            f"{d}. {month}",
        ),
        "fr": (f"{d:02d}/{m:02d}", f"{d:02d}/{m:02d}/{y}", f"{weekday} {d}/{m} (S{week})"),
        "es": (f"{d}/{m}", f"{d} of {month}", f"{d:02d}/{m:02d}/{y}"),
        "it": (f"{d:02d}/{m:02d}/{y}", f"{d} of {month}", f"{d}/{m}"),
        "nl": (f"{d:02d}-{m:02d}-{y}", f"{d} {month}", f"{weekday} {d}-{m}"),
        "pl": (f"{d:02d}.{m:02d}.{y}", f"{d} {month}", f"{d}.{m:02d}"),
        "da": (f"{d}/{m}", f"{d}. {month}", f"{d:02d}.{m:02d}.{y}"),
    }.get(lang, (f"the {_ordinal(d)} of {month}", f"{d:02d}/{m:02d}/{y}"))
    if rng.random() < 0.75:
        return rng.choice(own)
    return rng.choice(common)


def _value(slot: str, value: str | None, lang: str, rng: random.Random) -> str:
    if value is None:
        return ""
    if slot in ("manager", "owner"):
        return _person(value, lang, rng, full=0.75)
    if slot == "deadline":
        return _date(value, lang, rng)
    return value


def _translit(text: str) -> str:
    text = "".join(_TRANSLIT.get(ch, ch) for ch in text.lower())
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if ch.isascii() and (ch.isalnum() or ch == "-"))


def _digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(count))


def _phone(lang: str, rng: random.Random) -> str:
    if lang == "de":
        prefix = rng.choice(("151", "152", "160", "170", "171", "176"))
        return rng.choice(
            (f"+49 {prefix} {_digits(rng, 8)}", f"+49 {prefix} {_digits(rng, 4)} {_digits(rng, 4)}")
        )
    if lang == "fr":
        head = rng.choice(("6", "7"))
        pairs = " ".join(_digits(rng, 2) for _ in range(4))
        return rng.choice((f"+33 {head} {pairs}", f"0{head} {pairs}"))
    if lang == "es":
        return rng.choice(
            (
                f"0034 6{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)}",
                f"+34 6{_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)}",
            )
        )
    if lang == "it":
        return f"+39 3{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 4)}"
    if lang == "nl":
        return rng.choice((f"+31 6 {_digits(rng, 4)} {_digits(rng, 4)}", f"06-{_digits(rng, 8)}"))
    if lang == "pl":
        return f"+48 {rng.choice('5678')}{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)}"
    if lang == "da":
        return f"+45 {' '.join(_digits(rng, 2) for _ in range(4))}"
    return _phone(rng.choice(("de", "fr", "es", "it", "nl", "pl", "da")), rng)


def _email(subject: str, rng: random.Random) -> str:
    parts = subject.split()
    first = _translit(parts[0]) if parts else "info"
    last = _translit(parts[-1]) if len(parts) > 1 else "team"
    local = rng.choice(
        (f"{first[:1]}.{last}", f"{first}.{last}", f"{last}.{first[:1]}", f"{first}{last[:1]}")
    )
    lang = _LANG.get(subject, "")
    country = {"de": "de", "fr": "fr", "es": "es", "it": "it", "nl": "nl", "pl": "pl"}.get(
        lang, "dk"
    )
    domain = rng.choice(("valcora.eu", "valcora-group.com", f"{country}.valcora.eu"))
    return f"{local}@{domain}"


def _cost_centre(rng: random.Random) -> str:
    return rng.choice(
        (
            f"KST {rng.randint(1000, 9999)}",
            f"KST-{rng.randint(100, 999)}-{rng.randint(10, 99)}",
            f"CC {rng.randint(1000, 9999)}",
            f"CeCo {rng.randint(10, 99)}-{_digits(rng, 4)}",
            f"CdC {rng.randint(1000, 9999)}",
            f"MPK {rng.randint(100, 999)}-{_digits(rng, 2)}",
            f"KP {rng.randint(10000, 99999)}",
        )
    )


def _po_number(rng: random.Random) -> str:
    return rng.choice(
        (
            f"45000{_digits(rng, 5)}",
            f"BE-2024-{_digits(rng, 5)}",
            f"PO/2024/{_digits(rng, 4)}",
            f"BC-24-{_digits(rng, 5)}",
            f"OdA 2024/{rng.randint(100, 999)}",
            f"NL-PO-{_digits(rng, 6)}",
        )
    )


def _ticket_id(rng: random.Random) -> str:
    return rng.choice(
        (
            f"INC{_digits(rng, 7)}",
            f"SR-24-{_digits(rng, 5)}",
            f"HD{_digits(rng, 6)}",
            f"TCK-{_digits(rng, 5)}",
        )
    )


def _split_detail(detail: str | None) -> tuple[str, str]:
    if not detail:
        return "the problem", "the customer"
    problem, _, customer = detail.partition(" | ")
    return problem.strip() or "the problem", customer.strip() or "the customer"


def _typo(template: str, rng: random.Random) -> str:
    """Swap two letters of one ordinary word (never a placeholder)."""
    words = template.split(" ")
    candidates = [i for i, w in enumerate(words) if len(w) >= 6 and w.isalpha() and w.islower()]
    if not candidates:
        return template
    i = rng.choice(candidates)
    word = words[i]
    j = rng.randint(1, len(word) - 3)
    words[i] = word[:j] + word[j + 1] + word[j] + word[j + 2 :]
    return " ".join(words)


def _style(template: str, lang: str, rng: random.Random) -> str:
    """The speaker's habits on the template text (values are filled in afterwards)."""
    if lang == "de" and rng.random() < 0.55:
        template = _DE_NOUN_RE.sub(lambda m: m.group(1).capitalize(), template)
    if lang == "fr" and rng.random() < 0.8:
        template = _FR_PUNCT_RE.sub(r" \1", template)
        template = _FR_COLON_RE.sub(" :", template)
    if rng.random() < 0.05:
        template = _typo(template, rng)
    return template


def _capitalise(text: str) -> str:
    if text[:1].islower() and text.split(" ", 1)[0] in {"the", "project"}:
        return text[0].upper() + text[1:]
    return text


def _greet(core: str, lang: str, rng: random.Random) -> str:
    """``core`` after a greeting, its first word lowered when it is a plain word."""
    head, _, rest = core.partition(" ")
    if head in _LOWER_AFTER_GREETING and rng.random() < 0.6:
        core = f"{head.lower()} {rest}"
    return f"{rng.choice(_GREET.get(lang, _GREET['']))} {core}"


def _wrap(
    core: str, lang: str, speaker: str, rng: random.Random, mail: float, lead_in: float = 0.12
) -> str:
    """Chat line or one-line mail: greeting, lead-in, sign-off and emoji habits."""
    sig = _first(speaker) if speaker else ""
    roll = rng.random()
    if roll < mail:
        sign = rng.choice(_SIGN.get(lang, _SIGN[""])).format(sig=sig)
        core = f"{_greet(core, lang, rng)} {sign}"
    elif roll < mail + lead_in:
        lead = rng.choice(_LEAD_IN.get(lang, _LEAD_IN[""]))
        if not core.startswith(lead.rstrip(",:")):
            core = f"{lead} {core}"
    if rng.random() < _EMOJI_RATE.get(lang, 0.05) and ord(core[-1]) < 0x2000:
        core = f"{core} {rng.choice(_EMOJI)}"
    return core


def _finish(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) >= 300:
        text = text[:296].rstrip() + "..."
    return text


def _pronouns(name: str | None) -> dict[str, str]:
    female = name is not None and _GENDER.get(name) == "f"
    if name is not None and name not in _GENDER:
        return {"he": "they", "He": "They", "him": "them", "his": "their"}
    if female:
        return {"he": "she", "He": "She", "him": "her", "his": "her"}
    return {"he": "he", "He": "He", "him": "him", "his": "his"}


# --------------------------------------------------------------------------- family


class EuroEnFamily:
    """The English of a European multinational, written by non-native colleagues.

    Seven first languages (German, French, Spanish, Italian, Dutch, Polish, Danish)
    share one group channel and its e-mails. Each speaker's first language, taken from
    the lexicon of people, picks their phrasings, greetings, date formats and small
    habits (capitalised nouns, a space before ``?``, "responsible of", "actual" for
    current), so the same fact reads differently from Hamburg and from Sevilla.

    Attributes:
        name: ``euro-en``.
        language: ``en``.
        split: ``dev``.
        lexicon: European names with diacritics, cities, street addresses in local
            formats, roles, drinks, statuses, plans and support problems.
    """

    @property
    def name(self) -> str:
        """The family's name."""
        return "euro-en"

    @property
    def language(self) -> Literal["en", "zh"]:
        """The language its writers use."""
        return "en"

    @property
    def split(self) -> Literal["dev", "test", "legacy"]:
        """Readable while tuning."""
        return "dev"

    @property
    def lexicon(self) -> Lexicon:
        """The names and values of its world."""
        return _LEXICON

    def identifier(self, slot: str, subject: str, rng: random.Random) -> str:
        """A fresh identifier in the format of the subject's country or department.

        Args:
            slot: ``phone``, ``email``, ``cost_centre``, ``po_number`` or ``ticket``.
            subject: Whose identifier (a person's full name for phone and e-mail).
            rng: The only source of randomness.

        Returns:
            The identifier string, e.g. ``+49 151 23456789`` or ``KST 4711``.
        """
        if slot == "phone":
            return _phone(_LANG.get(subject, ""), rng)
        if slot == "email":
            return _email(subject, rng)
        if slot == "cost_centre":
            return _cost_centre(rng)
        if slot == "po_number":
            return _po_number(rng)
        return _ticket_id(rng)

    def say(self, event: Event, rng: random.Random) -> str:
        """The line ``event.speaker`` writes for ``event``.

        Args:
            event: What happens (a fact event or chatter).
            rng: The only source of randomness.

        Returns:
            One line in the speaker's English.
        """
        lang = _LANG.get(event.speaker, "")
        if event.kind == "chatter" or event.slot is None or event.subject is None:
            return _finish(self._chatter(event, lang, rng))
        slot = event.slot
        kind = event.kind
        if slot == "ticket" and event.value == "resolved":
            kind = "resolve"
        pool = _SAY_POOLS.get(f"{slot}/{kind}") or _SAY_POOLS[f"{slot}/state"]
        template = _style(_pick(pool, lang, rng), lang, rng)
        fields = self._fields(slot, event.subject, lang, rng, event.detail)
        fields["v"] = _value(slot, event.value, lang, rng)
        fields["o"] = _value(slot, event.old, lang, rng)
        fields["sig"] = _first(event.speaker)
        text = _capitalise(template.format_map(fields))
        mail = 0.3 if slot != "ticket" else 0.12
        return _finish(_wrap(text, lang, event.speaker, rng, mail))

    def ask(self, ask: Ask, rng: random.Random) -> str:
        """The question somebody asks about ``ask.subject``.

        Args:
            ask: The attribute asked for, its subject and, for two hops, the link.
            rng: The only source of randomness.

        Returns:
            One question line, in other words than the statements use.
        """
        lang = rng.choice(("de", "fr", "es", "it", "nl", "pl", "da", ""))
        if ask.via is not None:
            template = self._two_hop_template(ask, lang, rng)
        else:
            pool = _ASK_POOLS.get(ask.slot) or _ASK_POOLS["status"]
            template = _pick(pool, lang, rng, own_share=0.5)
        template = _style(template, lang, rng)
        # A two-hop question starts from the subject of its link (a person or project).
        fields = self._fields(ask.via or ask.slot, ask.subject, lang, rng, ask.detail)
        text = _capitalise(template.format_map(fields))
        if rng.random() < 0.15:
            text = f"{text} {_THANKS.get(lang, 'Thanks!')}"
        return _finish(text)

    # -------------------------------------------------------------- internals

    @staticmethod
    def _fields(
        slot: str, subject: str, lang: str, rng: random.Random, detail: str | None
    ) -> dict[str, str]:
        problem, customer = _split_detail(detail)
        fields = {"d": rng.choice(_SINCE), "pr": problem, "c": _customer(customer, rng)}
        kind = {
            "status": "project",
            "deadline": "project",
            "owner": "project",
            "cost_centre": "project",
            "plan": "customer",
            "po_number": "customer",
            "ticket": "ticket",
        }.get(slot, "person")
        if kind == "project":
            fields["s"] = _project(subject, lang, rng)
            fields.update(_pronouns(None))
        elif kind == "customer":
            fields["s"] = _customer(subject, rng)
            fields.update(_pronouns(None))
        elif kind == "ticket":
            fields["s"] = subject
            fields.update(_pronouns(None))
        else:
            fields["s"] = _person(subject, lang, rng)
            fields.update(_pronouns(subject))
        return fields

    @staticmethod
    def _two_hop_template(ask: Ask, lang: str, rng: random.Random) -> str:
        pool = _ASK2_POOLS.get(f"{ask.via}/{ask.slot}")
        if pool is not None:
            return _pick(pool, lang, rng, own_share=0.5)
        via = _VIA_NOUN.get(ask.via or "", "the contact of {s}")
        noun = _SLOT_NOUN.get(ask.slot, "the details")
        return rng.choice(
            (
                f"Quick question: {via}, what is {noun} of this person?",
                f"Do we know {noun} of {via}?",
                f"I need {noun} of {via}, somebody knows?",
            )
        )

    @staticmethod
    def _chatter(event: Event, lang: str, rng: random.Random) -> str:
        roll = rng.random()
        mention = event.mention if event.mention != event.speaker else None
        if mention is not None and roll < 0.6:
            template = _pick(_CHAT_MENTION_POOL, lang, rng, own_share=0.3)
        elif roll < 0.05:
            template = _pick(_CHAT_PROJECT_POOL, lang, rng)
        else:
            template = _pick(_CHAT_POOL, lang, rng, own_share=0.45, saturate=8)
        template = _style(template, lang, rng)
        mention = mention or ""
        fields = {
            "m": _first(mention) if mention and rng.random() < 0.8 else mention,
            "pj": rng.choice(_LEXICON.projects),
            "time": rng.choice(("9:30", "11:00", "12:15", "13:00", "14:30", "16:00"))
            if lang != "fr"
            else rng.choice(("9h30", "11h", "12h15", "14h30", "16h")),
            "day": rng.choice(_WEEKDAYS[:5]),
            "lunch": rng.choice(
                ("12:00", "12:30", "13:00") if lang != "es" else ("14:00", "14:30")
            ),
            "dec": rng.choice(("1,5", "2,5", "3,5", "1,75", "2")),
            "eur": rng.choice(("0,80 €", "1,20 €", "€ 1,10", "1,50 EUR")),
        }
        text = template.format_map(fields)
        if rng.random() < 0.05:
            text = _greet(text, lang, rng)
        return _wrap(text, lang, event.speaker, rng, 0.0, lead_in=0.0)


FAMILY = EuroEnFamily()
"""The ``euro-en`` family: non-native English from a European multinational."""
