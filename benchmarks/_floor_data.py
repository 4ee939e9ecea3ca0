"""The corpus of ``floor.py``: team-memory sentences with clustered vectors, from a seed.

Every system of the benchmark loads exactly these records, so they are rebuilt from the
seed in each child process instead of being shipped between processes. Texts are short
sentences a team would keep (people, projects, customers, ticket / order / invoice ids,
dates, amounts), each with an id of its own so no two restate each other; the heuristic
judge reads them. Vectors are 384-dim unit vectors near the sum of a template centre
and a project centre (texts of one kind about one project lie close, as real embeddings
of them would), plus noise; they are not embeddings of the texts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

DIM = 384


def words(text: str, sep: str | None = None) -> tuple[str, ...]:
    return tuple(text.split(sep))


FIRST = words(
    "Hana Ada Liam Noor Mateo Priya Jonas Amara Kenji Sofia Tomas Leila Ravi Ingrid "
    "Diego Yara Omar Elena Felix Chloe Marco Aisha Lukas Mei Samir Greta Pablo Zoe "
    "Anders Nia Viktor Lucia Hugo Freya Idris Carmen Emil Rosa Tariq Maren"
)
LAST = words(
    "Mbeki Okafor Lindqvist Haddad Rossi Sharma Becker Nwosu Tanaka Moreau Novak Rahimi "
    "Iyer Johansen Alvarez Moretti Farouk Petrova Wagner Dubois Conti Bello Schmidt "
    "Chen Kassab Berg Ortega Laurent Nilsen Diallo Sokolov Romano Fischer Lund Mensah "
    "Vidal Keller Costa Aziz Holm"
)
PROJECTS = words(
    "Apollo Orion Halcyon Juniper Atlas Nimbus Beacon Cobalt Drift Ember Falcon "
    "Granite Harbor Iris Kestrel Lumen Meridian Nova Onyx Pioneer Quartz Raven "
    "Sierra Tundra Umbra Vega Willow Zephyr Aurora Basalt"
)
CUSTOMERS = words(
    "Acme Corp|Globex|Initech|Umbrella Health|Stark Logistics|Wayne Foods|Hooli|"
    "Vandelay Imports|Soylent Labs|Tyrell Bank|Cyberdyne Retail|Wonka Sweets|"
    "Oscorp Energy|Nakatomi Trading|Gringotts Finance|Monarch Air",
    "|",
)
CITIES = words(
    "Lisbon Nairobi Osaka Denver Leeds Bergen Porto Lyon Austin Pune Gdansk Tallinn "
    "Malmo Dublin Accra Toronto"
)
MONTHS = words(
    "January February March April May June July August September October November December"
)
TEMPLATES = (
    "{p1} moved the {proj} launch review to {date}; {p2} will send the agenda (ref {ref}).",
    "Ticket {tk} from {cust} was escalated by {p1} after the {city} outage on {date}.",
    "{p1} agreed with {cust} to ship order {po} from the {city} warehouse by {date}.",
    "Invoice INV-{n} for {cust} ({amount}) is waiting for {p1}'s approval since {date}.",
    "The {proj} budget was raised to {amount} on {date}, signed off by {p1} (ref {ref}).",
    "{p1} is on leave from {date} to {date2}; {p2} covers incident rotation R-{n}.",
    "Standup for {proj} moves to {time} starting {date}, per {p1} (ref {ref}).",
    "{cust} reported that export job J-{n} fails on files over {mb} MB; {p1} is on it.",
    "Decision: {proj} uses Postgres {ver} for reporting ({tk}), agreed by {p1} and {p2}.",
    "{p1} finished the security review of {proj} {ver} on {date}; findings are in {tk}.",
    "Deadline: the {cust} renewal CR-{n} is due {date}; {p1} owns it.",
    "{p1} asked {p2} to rerun the {proj} load test with {mb} users before {date} ({tk}).",
    "Retro, sprint S-{n}: {proj} deploys slipped twice because of flaky test {tk}.",
    "{p2} joined {proj} on {date}; {p1} is the onboarding buddy (ref {ref}).",
    "PO {po} for {mb} laptops was approved by {p1}; delivery to {city} expected {date}.",
    "{cust} churn risk flagged by {p1}: usage down {pct}% since {date} (account AC-{n}).",
    "Bug {tk} in {proj} is fixed in build {ver}; {p1} verified it on {date}.",
    "{p1} presents the {proj} roadmap at the {city} all-hands on {date} (deck D-{n}).",
    "Call with {cust} on {date} at {time}: {p1} and {p2} attend, notes in doc D-{n}.",
    "{p1} prefers written status updates for {proj} over meetings (said in 1:1 #{n}).",
    "The {city} office moves to the new floor on {date}; {p1} coordinates desks (ref {ref}).",
    "{p1} rotated the {proj} staging API keys on {date} after incident {tk}.",
    "{cust} asked for an SSO pilot ({tk}); {p1} estimates {mb} engineer-days.",
    "Hiring: {p1} interviews a backend candidate for {proj} on {date} (req H-{n}).",
)
TOPICS = ("the {proj} launch review", "{tk}", "order {po}", "invoice INV-{n}",
          "the {proj} budget", "{p1}'s leave", "the {proj} standup", "export job J-{n}",
          "Postgres for {proj}", "the {proj} security review", "the {cust} renewal",
          "the {proj} load test", "sprint S-{n}", "onboarding on {proj}", "PO {po}",
          "{cust} churn", "bug {tk}", "the {proj} roadmap", "the call with {cust}",
          "{p1}'s status updates", "the {city} office move", "the {proj} API keys",
          "the {cust} SSO pilot", "hiring for {proj}")  # fmt: skip
ASK = ("What is the latest on {}?", "Remind me what we know about {}.",
       "What did we decide about {}?", "Any news on {}?")  # fmt: skip


@dataclass(frozen=True)
class Corpus:
    """Texts, query topics, entities, namespace index and unit vector per record."""

    texts: list[str]
    topics: list[str]
    entities: list[list[str]]
    namespace: npt.NDArray[np.int64]
    vectors: npt.NDArray[np.float32]


def _unit(rows: npt.NDArray[np.floating[Any]]) -> npt.NDArray[np.float32]:
    unit: npt.NDArray[np.float32] = (rows / np.linalg.norm(rows, axis=-1, keepdims=True)).astype(
        np.float32
    )
    return unit


def corpus(n: int, *, seed: int, namespaces: int, batch: int, noise: float = 0.75) -> Corpus:
    """``n`` records; record ``i`` belongs to namespace ``(i // batch) % namespaces``."""
    rng = np.random.default_rng(seed)
    pick = rng.integers(0, 1 << 30, size=(n, 12))
    texts, topics, entities = [], [], []
    for i in range(n):
        r = [int(x) for x in pick[i]]
        day, month = 1 + r[5] % 28, MONTHS[r[6] % 12]
        fields = {
            "p1": f"{FIRST[r[0] % len(FIRST)]} {LAST[r[1] % len(LAST)]}",
            "p2": f"{FIRST[r[2] % len(FIRST)]} {LAST[r[3] % len(LAST)]}",
            "proj": PROJECTS[r[4] % len(PROJECTS)],
            "cust": CUSTOMERS[r[7] % len(CUSTOMERS)],
            "city": CITIES[r[8] % len(CITIES)],
            "date": f"{day} {month}",
            "date2": f"{min(28, day + 1 + r[9] % 9)} {month}",
            "time": f"{8 + r[9] % 9}:{('00', '15', '30', '45')[r[10] % 4]}",
            "tk": f"{('OPS', 'SUP', 'ENG', 'INC')[r[10] % 4]}-{10_000 + i}",
            "po": f"PO-{200_000 + i}",
            "n": str(50_000 + i),
            "ref": f"M-{i:06d}",
            "amount": f"${1 + r[11] % 90},{r[11] % 10}00",
            "ver": f"{12 + r[11] % 5}.{r[9] % 10}",
            "mb": str(5 + r[11] % 495),
            "pct": str(5 + r[11] % 60),
        }
        kind = r[10] % len(TEMPLATES)
        texts.append(TEMPLATES[kind].format(**fields))
        topics.append(TOPICS[kind].format(**fields))
        entities.append([f"person:{fields['p1']}", f"project:{fields['proj']}"])
    template = rng.standard_normal(size=(len(TEMPLATES), DIM), dtype=np.float32)
    project = rng.standard_normal(size=(len(PROJECTS), DIM), dtype=np.float32)
    centre = template[pick[:, 10] % len(TEMPLATES)] + project[pick[:, 4] % len(PROJECTS)]
    centre *= np.float32(1 / np.sqrt(2))
    centre += np.float32(noise) * rng.standard_normal(size=(n, DIM), dtype=np.float32)
    vectors = _unit(centre)
    owner = (np.arange(n) // batch) % namespaces
    return Corpus(texts, topics, entities, owner.astype(np.int64), vectors)


def queries(
    data: Corpus, count: int, *, seed: int, noise: float = 0.45
) -> list[tuple[int, str, npt.NDArray[np.float32]]]:
    """``count`` queries (source record, text, vector): a question about a stored record,
    its vector that record's plus noise (cosine about 0.9 to it)."""
    rng = np.random.default_rng(seed + 1)
    sources = rng.choice(len(data.texts), size=count, replace=count > len(data.texts))
    jitter = rng.normal(size=(count, DIM)) / np.sqrt(DIM)
    vectors = _unit(data.vectors[sources].astype(np.float64) + noise * jitter)
    return [
        (int(s), ASK[int(s) % len(ASK)].format(data.topics[int(s)]), vectors[j])
        for j, s in enumerate(sources)
    ]
