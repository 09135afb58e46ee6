"""Cold-start import time of each Lambda handler module, measured in fresh interpreters.

Prints ``import <lambda> p50: X ms`` per handler under lambdas/ (median of several runs),
then ``import <lambda> in-lambda p50: X ms``: the same import with ``LAMBDA_TASK_ROOT`` set,
as in Lambda, where the X-Ray tracer is on and patches its libraries (outside Lambda it is
off, but the X-Ray SDK then builds a sampling client of its own, which Lambda never does).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
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


def _median_ms(handler: Path, environment: dict[str, str]) -> float:
    samples = []
    for _ in range(RUNS):
        result = subprocess.run(
            [sys.executable, "-c", PROBE, str(handler)],
            capture_output=True,
            text=True,
            check=True,
            env=environment,
        )
        samples.append(float(result.stdout.strip().splitlines()[-1]))
    return statistics.median(samples)


def main() -> None:
    handlers = sorted(LAMBDAS.glob("*/handler.py"))
    outside = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("LAMBDA_", "AWS_LAMBDA_", "POWERTOOLS_TRACE"))
    }
    for handler in handlers:
        print(f"import {handler.parent.name} p50: {_median_ms(handler, outside):.0f} ms")
    with tempfile.TemporaryDirectory() as task_root:
        in_lambda = {**outside, "LAMBDA_TASK_ROOT": task_root}
        for handler in handlers:
            median = _median_ms(handler, in_lambda)
            print(f"import {handler.parent.name} in-lambda p50: {median:.0f} ms")


if __name__ == "__main__":
    main()
