"""What the template stream says: its cast, the sentences that state and update facts.

People, projects and customers; the attributes the stream states about them with their
values, first statements, updates and questions; identifiers (anchors), tickets that go
from open to resolved, and the chatter between them. ``_generator`` draws from these.
"""

from __future__ import annotations

__all__ = [
    "ANCHORS",
    "ANCHOR_STATEMENTS",
    "ATTRIBUTES",
    "CUSTOMERS",
    "MONTHS",
    "NOISE",
    "PEOPLE",
    "PROJECTS",
    "SPEAKERS",
    "TICKET_ISSUES",
    "TICKET_STEPS",
]

PEOPLE = ("Priya", "Marco", "Aiko", "Tomasz", "Leila", "Kwame", "Ingrid", "Rafael", "Mei", "Olu")
PROJECTS = ("Orion", "Atlas", "Nimbus", "Helix", "Vega", "Quasar")
CUSTOMERS = ("Acme", "Globex", "Initech", "Umbrella", "Soylent")
SPEAKERS = ("alice", "bob", "planner", "coder", "support", "ops")

CITIES = (
    "Lisbon", "Porto", "Nairobi", "Osaka", "Krakow", "Montreal", "Bogota", "Tallinn",
    "Accra", "Valencia", "Hanoi", "Denver", "Glasgow", "Perth", "Bergen", "Cusco",
    "Dakar", "Lyon", "Seville", "Quito", "Riga", "Tbilisi", "Leeds", "Austin",
)  # fmt: skip
ROLES = (
    "designer", "analyst", "tech lead", "product manager", "data scientist", "architect",
    "team coach", "site reliability lead", "researcher", "security officer",
)  # fmt: skip
TOOLS = (
    "Neovim", "Emacs", "Figma", "Jupyter", "Postman", "Grafana", "Obsidian", "Sublime",
    "Excalidraw", "Wireshark", "DBeaver", "Insomnia",
)  # fmt: skip
STATUSES = ("on track", "at risk", "stalled", "in beta", "paused", "shipped", "in design")
PLANS = ("Bronze", "Silver", "Gold", "Platinum", "Titanium", "Starter", "Enterprise")
MONTHS = ("March", "April", "May", "June", "July", "August", "September", "October")

# (attribute, subject pool, values, first statement, update statements, question)
# Every statement names the subject and the value and repeats the attribute's words, so a
# reader (or a bag-of-words embedder) can tell which question it answers.
ATTRIBUTES: dict[str, tuple[tuple[str, ...], tuple[str, ...], str, tuple[str, ...], str]] = {
    "location": (
        PEOPLE,
        CITIES,
        "{s} is based in {v}.",
        (
            "Update: {s} is now based in {v}.",
            "Actually, {s} is not based in {old}, {s} is based in {v}.",
            "{s} relocated and is now based in {v}.",
        ),
        "Where is {s} based?",
    ),
    "role": (
        PEOPLE,
        ROLES,
        "{s}'s role on the team is {v}.",
        (
            "Update: {s}'s role on the team is now {v}.",
            "Actually, {s}'s role is not {old}, it is {v}.",
        ),
        "What is {s}'s role on the team?",
    ),
    "tool": (
        PEOPLE,
        TOOLS,
        "{s}'s favourite tool is {v}.",
        (
            "{s} says the favourite tool is now {v}.",
            "Actually, {s}'s favourite tool is not {old}, it is {v}.",
        ),
        "What is {s}'s favourite tool?",
    ),
    "status": (
        PROJECTS,
        STATUSES,
        "The status of project {s} is {v}.",
        (
            "Update: the status of project {s} is now {v}.",
            "Project {s} status changed: it is now {v}.",
        ),
        "What is the status of project {s}?",
    ),
    "deadline": (
        PROJECTS,
        (),  # dates, drawn fresh so a value never repeats
        "The deadline for project {s} is {v}.",
        (
            "Update: the deadline for project {s} moved to {v}.",
            "Actually, the {s} deadline is not {old}, it is {v}.",
        ),
        "When is the deadline for project {s}?",
    ),
    "engineer": (
        PROJECTS,
        PEOPLE,
        "{v} is the engineer on project {s}.",
        (
            "Update: {v} is now the engineer on project {s}.",
            "Handover: the engineer on project {s} is now {v}.",
        ),
        "Who is the engineer on project {s}?",
    ),
    "plan": (
        CUSTOMERS,
        PLANS,
        "Customer {s} is on the {v} plan.",
        (
            "Update: customer {s} moved to the {v} plan.",
            "Actually, {s} is not on the {old} plan, it is on the {v} plan.",
        ),
        "Which plan is customer {s} on?",
    ),
}

ANCHORS = (
    ("order number", "What is the order number for customer {s}?", "ORD-{n}"),
    ("account id", "What is the account id of customer {s}?", "ACC-{n}"),
)
ANCHOR_STATEMENTS = (
    "For the record, the {a} for customer {s} is {v}.",
    "Note: customer {s} has {a} {v}, keep it handy.",
)

TICKET_ISSUES = (
    "the login page times out", "exports drop the last row", "invoices show the wrong tax",
    "search returns duplicates", "the mobile app crashes on start", "emails arrive twice",
    "the dashboard loads slowly", "password reset links expire early",
)  # fmt: skip
TICKET_STEPS = (
    ("open", "Ticket {t} reported and open: {issue} for customer {c}."),
    ("in progress", "Ticket {t} is in progress: the cause of {issue} is being traced."),
    ("resolved", "Ticket {t} is resolved: a fix for {issue} shipped and {c} confirmed it."),
)

NOISE = (
    "Good morning everyone!",
    "Morning! Coffee first, then standup.",
    "It is raining again, umbrellas out.",
    "Anyone up for ramen at lunch?",
    "The sandwich place on the corner reopened.",
    "Why did the developer go broke? Because he used up all his cache.",
    "Happy Friday, team.",
    "Sunny today, finally.",
    "I brought cookies, they are in the kitchen.",
    "Thanks, that was helpful.",
    "Sounds good to me.",
    "Let me grab a tea and I will be back.",
    "Did anyone watch the match last night?",
    "The office plant needs water again.",
    "Lunch was great, the soup was excellent.",
    "Windy out there, hold on to your hats.",
    "Ha, nice one.",
    "Bye for now, see you tomorrow.",
    "A knock-knock joke would help this meeting.",
    "Cold outside, scarves recommended.",
    "Pizza on Thursday?",
    "My cat walked across the keyboard again.",
    "Snow is forecast for the weekend.",
    "Hello hello, I am here.",
    "OK, back to work.",
    "The printer is jammed, again.",
    "Has anyone seen my charger?",
    "Great job yesterday, everyone.",
)  # fmt: skip
