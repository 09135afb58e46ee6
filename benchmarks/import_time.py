"""Cold-start import time of each Lambda handler module, measured in fresh interpreters.

Prints ``import <lambda> p50: X ms`` per handler under lambdas/ (median of several runs).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
from pathlib import Path

RUNS = 5
LAMBDAS = Path(__file__).resolve().parent.parent / "lambdas"
PROBE = """
import importlib.util, sys, time
start = time.perf_counter()
spec = importlib.util.spec_from_file_location("handler", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
print((time.perf_counter() - start) * 1000)
"""


def main() -> None:
    for handler in sorted(LAMBDAS.glob("*/handler.py")):
        samples = []
        for _ in range(RUNS):
            result = subprocess.run(
                [sys.executable, "-c", PROBE, str(handler)],
                capture_output=True,
                text=True,
                check=True,
            )
            samples.append(float(result.stdout.strip().splitlines()[-1]))
        print(f"import {handler.parent.name} p50: {statistics.median(samples):.0f} ms")


if __name__ == "__main__":
    main()
