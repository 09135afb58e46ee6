"""Name/path linking on Figma's public Code Connect autolinking test cases.

Runs :func:`guinness.matching.link_components` (the matcher's own normalisation and
scoring, names and paths only) over every JSON file of the benchmark folder and scores
it as its README says: a link is correct when the node id is in ``perfectResult`` with
exactly that path; ``passRate = correct / len(perfectResult)``. Also counts wrong links on
labelled ids (real errors; goal at most 5%) and links on unlabelled ids (the labels are
partial, so these are not a quality goal). Figma's own floors: 0.75 (Polaris), 0.85
(Vitamin); our goal is 0.95 on both.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from guinness.matching import link_components

REPO_ROOT = Path(__file__).resolve().parents[1]
#: The benchmark folder, relative to the repository root.
DEFAULT_DATA = Path("..") / "shared" / "benchmarks" / "code-connect-autolinking"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--data",
        type=Path,
        default=None,
        help=f"folder of the benchmark's JSON files (default: {DEFAULT_DATA}, from the repo root)",
    )
    arguments = parser.parse_args()
    folder: Path = arguments.data or REPO_ROOT / DEFAULT_DATA
    cases = sorted(folder.glob("*.json")) if folder.is_dir() else []
    if not cases:
        sys.exit(
            f"autolinking: no benchmark data in {folder} (expected the Code Connect autolinking "
            "JSON files); pass --data DIR"
        )
    for case in cases:
        report(json.loads(case.read_text(encoding="utf-8")))


def report(case: dict[str, Any]) -> None:
    """Link one design system's components and print its figures."""
    name = str(case["name"])
    figma = [(str(item["id"]), str(item["name"])) for item in case["figmaComponents"]]
    paths = [str(path) for path in case["componentPaths"]]
    labels = {str(node_id): str(path) for node_id, path in case["perfectResult"].items()}
    links = link_components(figma, paths)
    correct = sum(1 for node_id, path in labels.items() if links.get(node_id) == path)
    wrong = sum(
        1
        for node_id, path in labels.items()
        if links.get(node_id) is not None and links.get(node_id) != path
    )
    unlabelled = sum(1 for node_id, path in links.items() if path and node_id not in labels)
    print(f"autolinking {name} passRate: {correct / len(labels):.3f}")
    print(f"autolinking {name} wrong links on labelled ids: {wrong} ({wrong / len(labels):.1%})")
    print(f"autolinking {name} links on unlabelled ids: {unlabelled}")


if __name__ == "__main__":
    main()
