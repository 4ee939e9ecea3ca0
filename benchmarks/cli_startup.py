"""How long ``sfams --help`` and ``import sfams_tiers`` take, beside a bare interpreter.

    python benchmarks/cli_startup.py            # 15 runs of each, medians and ratios

Each run is a fresh process (what a user waits for). The command groups are loaded on
first use and the package's names on first access, so neither the library nor Polars is
imported to print the help; ``recall`` and ``jobs`` rows show what a real command pays.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

CASES = {
    "python -c pass": [sys.executable, "-c", "pass"],
    "import sfams_tiers": [sys.executable, "-c", "import sfams_tiers"],
    "sfams --help": [sys.executable, "-m", "sfams_tiers.cli", "--help"],
    "sfams jobs --help": [sys.executable, "-m", "sfams_tiers.cli", "jobs", "--help"],
    "sfams recall --help": [sys.executable, "-m", "sfams_tiers.cli", "recall", "--help"],
}


def main(runs: int) -> None:
    print(f"median of {runs} fresh processes (seconds; ratio to a bare interpreter)")
    medians: dict[str, float] = {}
    for name, argv in CASES.items():
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(argv, check=True, capture_output=True)
            times.append(time.perf_counter() - start)
        medians[name] = statistics.median(times)
        ratio = medians[name] / medians["python -c pass"]
        print(f"{name:<22} {medians[name]:6.3f}  x{ratio:4.1f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    main(parser.parse_args().runs)
