"""End-to-end matcher quality on the labelled dev set in ``benchmarks/devset/``.

The dev set is a Figma file (``design.json``, REST API format) of a small shop, a React
code base for it (``code/``) and ``expected.json``: per instance node id, the code
component and file that implement it (or null when nothing in the code base does) and
the props a developer would write. It was labelled before the matcher was tuned on it.

Figures (one ``name: value`` line each):

* top1 accuracy: instances whose outcome is right (the expected component and file, or
  unmatched when none is expected), over all instances;
* props accuracy: over instances matched to the right component, the (prop, value) pairs
  suggested as expected, divided by the union of expected and suggested pairs (``"*"``
  accepts any value);
* matched precision / recall: right matches over all matches / over all instances that
  have an implementation.

``--verbose`` also prints every miss.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from guinness.code import import_code_base
from guinness.contracts.des2code import UsageMatch
from guinness.designs import import_figma_file
from guinness.matching import build_index, match_design

DEVSET = Path(__file__).resolve().parent / "devset"
PROJECT_ID = 42
ORGANIZATION_ID = 7


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--verbose", action="store_true", help="print every miss")
    arguments = parser.parse_args()
    expected: dict[str, Any] = json.loads((DEVSET / "expected.json").read_text())
    matches = run_devset(expected)
    report(expected["instances"], matches, verbose=arguments.verbose)


def run_devset(expected: dict[str, Any]) -> dict[str, UsageMatch]:
    """Import the dev set's design and code, and match every design unit."""
    imported = import_figma_file(
        (DEVSET / "design.json").read_bytes(),
        project_id=PROJECT_ID,
        organization_id=ORGANIZATION_ID,
        file_key=expected["file_key"],
        node_ids=expected["node_ids"],
    )
    code = import_code_base(
        DEVSET / expected["code"], project_id=PROJECT_ID, organization_id=ORGANIZATION_ID
    )
    index = build_index(code.sources)
    matches: dict[str, UsageMatch] = {}
    for design in imported.designs:
        for match in match_design(design, index).usage_matches:
            matches[match.node_id] = match
    return matches


def _pairs(props: dict[str, Any]) -> set[tuple[str, str]]:
    return {(key, json.dumps(value)) for key, value in props.items()}


def props_score(expected: dict[str, Any], suggested: dict[str, Any]) -> tuple[int, int]:
    """(right pairs, union size) for one instance; ``"*"`` accepts any value."""
    wildcards = {key for key, value in expected.items() if value == "*"}
    want = _pairs({key: value for key, value in expected.items() if key not in wildcards})
    got = _pairs({key: value for key, value in suggested.items() if key not in wildcards})
    right = len(want & got) + len(wildcards & suggested.keys())
    return right, len(want | got) + len(wildcards)


def report(expected: dict[str, Any], matches: dict[str, UsageMatch], *, verbose: bool) -> None:
    """Print the dev set figures."""
    correct = matched = right_matches = implementable = props_right = props_total = 0
    for node_id, want in expected.items():
        got = matches.get(node_id)
        if got is None:
            raise SystemExit(f"devset: instance {node_id} is missing from the matcher output")
        hit = got.matched and (got.code_component, got.code_path) == (
            want["component"],
            want["path"],
        )
        ok = hit or (not got.matched and want["component"] is None)
        correct += ok
        matched += got.matched
        right_matches += hit
        implementable += want["component"] is not None
        if hit:
            right, total = props_score(want["props"], dict(got.suggested_props))
            props_right += right
            props_total += total
            if verbose and right != total:
                wanted, suggested = want["props"], got.suggested_props
                print(f"  props {node_id} {got.node_name!r}: want {wanted} got {suggested}")
        if verbose and not ok:
            outcome = f"{got.code_component} ({got.code_path})" if got.matched else "unmatched"
            print(
                f"  miss {node_id} {got.node_name!r}: want {want['component']} ({want['path']}), "
                f"got {outcome} {got.confidence:.2f} {got.unmatched_reason or ''}"
            )
    print(f"devset top1 accuracy: {correct / len(expected):.2f}")
    print(f"devset props accuracy: {props_right / max(props_total, 1):.2f}")
    print(f"devset matched precision: {right_matches / max(matched, 1):.2f}")
    print(f"devset matched recall: {right_matches / max(implementable, 1):.2f}")


if __name__ == "__main__":
    main()
