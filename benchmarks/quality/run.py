"""The single-stream template run as a script: sfams vs keep-everything vs a window.

``sfams bench quality`` runs the whole family suite (``sfams_tiers._bench._suite``); this
script keeps the earlier one-stream run of the template family's generator.

python benchmarks/quality/run.py                       # 200 sessions, seed 7, k 5, budget 400
python benchmarks/quality/run.py --sessions 50 --seed 3 --json
"""

from __future__ import annotations

import argparse
import asyncio

from sfams_tiers._bench import QualityConfig, render_table, run_quality


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--budget", type=int, default=400)
    parser.add_argument("--embedder", choices=["hash", "minilm"], default="hash")
    parser.add_argument("--store", choices=["memory", "embedded"], default="memory")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    config = QualityConfig(args.sessions, args.seed, args.k, args.budget, args.embedder, args.store)
    report = asyncio.run(run_quality(config))
    if args.json:
        print(report.to_json())
        return
    rows = render_table(report)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print(
            "  ".join(
                cell.ljust(w) if i == 0 else cell.rjust(w)
                for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            )
        )
    print(f"turns: {report.turns:,}; questions: {report.questions}")


if __name__ == "__main__":
    main()
