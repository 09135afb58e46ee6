"""End-to-end matcher quality on the labelled sets: the dev set and the frozen corpus.

Sets: ``benchmarks/devset/`` (the first dev set, a tune set) and every set that
``benchmarks/corpus/MANIFEST.json`` lists, with its split (``tune`` or ``validation``).
Each is a Figma file (``design.json``, REST API format), a code base and labels: per
instance node id, the component and file that implement it (or null) and the props an
agent should pass (``benchmarks/corpus/README.md`` gives the conventions).

Figures per set, then per split over all its instances (one ``name: value unit`` line each):

* top1 accuracy: instances whose outcome is right — the expected file, or unmatched when
  nothing implements the instance — over all instances; strict top1: the file and the
  component name right;
* props accuracy: over instances matched to the right file, the expected ``(prop, value)``
  pairs suggested exactly, over all expected pairs (``"*"`` accepts any value); props
  precision: the suggested pairs that are expected (``children`` or a default slot
  compared with the label's ``content``, a CSS component's ``class`` with its
  ``classes``), over all suggested pairs;
* matched precision / recall: right matches over all matches / over all instances that
  have an implementation;
* reliability (per split): matches binned by confidence, the fraction right in each bin.

``--verbose`` prints every miss; ``--split tune`` limits the run to one split. Never read a
validation set's misses to find a rule (``benchmarks/corpus/README.md``).
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from guinness.code import import_code_base
from guinness.contracts.des2code import UsageMatch
from guinness.designs import import_figma_file
from guinness.matching import build_index, match_design

BENCHMARKS = Path(__file__).resolve().parent
DEVSET = BENCHMARKS / "devset"
CORPUS = BENCHMARKS / "corpus"
PROJECT_ID = 42
ORGANIZATION_ID = 7
#: Suggested keys that carry a component's text content rather than a prop.
CONTENT_KEYS = frozenset({"children", "default", "slot", "content"})
#: Reliability bins: lower bounds of confidence.
BINS = (0.0, 0.5, 0.6, 0.7, 0.8, 0.9)


@dataclass(frozen=True)
class LabelledSet:
    """One labelled set: where it lives, its split and its labels."""

    name: str
    split: str
    folder: Path
    labels: dict[str, Any]

    @property
    def design(self) -> Path:
        return self.folder / "design.json"


@dataclass
class Tally:
    """Counts behind the figures, summed over a set or a split."""

    instances: int = 0
    correct: int = 0
    strict: int = 0
    matched: int = 0
    right_matches: int = 0
    implementable: int = 0
    expected_pairs: int = 0
    expected_right: int = 0
    suggested_pairs: int = 0
    suggested_right: int = 0
    #: (confidence, right) of every match.
    confidences: list[tuple[float, bool]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in (
            "instances",
            "correct",
            "strict",
            "matched",
            "right_matches",
            "implementable",
            "expected_pairs",
            "expected_right",
            "suggested_pairs",
            "suggested_right",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.confidences.extend(other.confidences)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--verbose", action="store_true", help="print every miss")
    parser.add_argument("--split", choices=("tune", "validation"), help="only this split")
    parser.add_argument("--set", dest="only", action="append", help="only this set (repeatable)")
    arguments = parser.parse_args()
    sets = [
        labelled
        for labelled in labelled_sets()
        if (arguments.split is None or labelled.split == arguments.split)
        and (not arguments.only or labelled.name in arguments.only)
    ]
    totals: dict[str, Tally] = {}
    for labelled in sets:
        tally = score(labelled, run_set(labelled), verbose=arguments.verbose)
        print_tally(labelled.name, tally)
        totals.setdefault(labelled.split, Tally()).add(tally)
    for split, tally in totals.items():
        print_tally(f"{split} (all sets)", tally)
        print_reliability(split, tally.confidences)


def labelled_sets() -> list[LabelledSet]:
    """The dev set, then the corpus sets in the manifest's order."""
    sets = [LabelledSet("devset", "tune", DEVSET, _read(DEVSET / "expected.json"))]
    manifest = CORPUS / "MANIFEST.json"
    if manifest.exists():
        for name, entry in _read(manifest)["sets"].items():
            folder = CORPUS / name
            sets.append(LabelledSet(name, entry["split"], folder, _read(folder / "labels.json")))
    return sets


def run_set(labelled: LabelledSet) -> dict[str, UsageMatch]:
    """Import a set's design and code, and match every design unit."""
    labels = labelled.labels
    imported = import_figma_file(
        labelled.design.read_bytes(),
        project_id=PROJECT_ID,
        organization_id=ORGANIZATION_ID,
        file_key=labels["file_key"],
        node_ids=labels["node_ids"],
    )
    code = import_code_base(
        labelled.folder / labels["code"], project_id=PROJECT_ID, organization_id=ORGANIZATION_ID
    )
    index = build_index(code.sources)
    matches: dict[str, UsageMatch] = {}
    for design in imported.designs:
        for match in match_design(design, index).usage_matches:
            matches[match.node_id] = match
    return matches


#: An element without props, as the suggested-props contract writes a node prop's value
#: (``"<PlusIcon />"``): the labels write the component's name (``"PlusIcon"``).
_BARE_ELEMENT = re.compile(r"<([A-Za-z][\w.]*)\s*/>")


def _pairs(props: dict[str, Any]) -> set[tuple[str, str]]:
    return {(key, json.dumps(_as_labelled(value), sort_keys=True)) for key, value in props.items()}


def _as_labelled(value: Any) -> Any:
    found = _BARE_ELEMENT.fullmatch(value) if isinstance(value, str) else None
    return found.group(1) if found else value


def props_score(want: dict[str, Any], suggested: dict[str, Any]) -> tuple[int, int, int, int]:
    """(expected pairs right, expected pairs, suggested pairs right, suggested pairs) for
    one instance. ``"*"`` accepts any value; a suggested content key the label does not
    expect as a prop (``children: "Save"``) is right when it is the label's ``content``."""
    expected = dict(want.get("props", {}))
    wildcards = {key for key, value in expected.items() if value == "*"}
    wanted = _pairs({key: value for key, value in expected.items() if key not in wildcards})
    content_keys = (CONTENT_KEYS & suggested.keys()) - expected.keys()
    got = _pairs(
        {
            key: value
            for key, value in suggested.items()
            if key not in wildcards and key not in content_keys
        }
    )
    wildcard_hits = len(wildcards & suggested.keys())
    expected_right = len(wanted & got) + wildcard_hits
    content_right = sum(1 for key in content_keys if suggested[key] == want.get("content"))
    # A CSS-only component's `class` is right when it is the label's classes.
    classes = suggested.get("class") if "class" not in expected else None
    if isinstance(classes, str):
        got.discard(("class", json.dumps(classes, sort_keys=True)))
        content_right += set(classes.split()) == set(want.get("classes", []))
    return (
        expected_right,
        len(wanted) + len(wildcards),
        expected_right + content_right,
        len(got) + wildcard_hits + len(content_keys) + isinstance(classes, str),
    )


def score(labelled: LabelledSet, matches: dict[str, UsageMatch], *, verbose: bool) -> Tally:
    """The counts of one set."""
    tally = Tally()
    for node_id, want in labelled.labels["instances"].items():
        got = matches.get(node_id)
        if got is None:
            raise SystemExit(
                f"{labelled.name}: instance {node_id} is missing from the matcher output"
            )
        right_file = got.matched and got.code_path == want["path"]
        hit = right_file and got.code_component == want["component"]
        ok = right_file or (not got.matched and want["component"] is None)
        tally.instances += 1
        tally.correct += ok
        tally.strict += hit or (not got.matched and want["component"] is None)
        tally.matched += got.matched
        tally.right_matches += right_file
        tally.implementable += want["component"] is not None
        if got.matched:
            tally.confidences.append((got.confidence, right_file))
        if right_file:
            right, total, suggested_right, suggested_total = props_score(
                want, dict(got.suggested_props)
            )
            tally.expected_right += right
            tally.expected_pairs += total
            tally.suggested_right += suggested_right
            tally.suggested_pairs += suggested_total
            if verbose and (right != total or suggested_right != suggested_total):
                print(
                    f"  props {labelled.name} {node_id} {got.node_name!r}: want "
                    f"{want.get('props', {})} content {want.get('content')!r} "
                    f"got {got.suggested_props}"
                )
        if verbose and not ok:
            outcome = f"{got.code_component} ({got.code_path})" if got.matched else "unmatched"
            print(
                f"  miss {labelled.name} {node_id} {got.node_name!r}: want {want['component']} "
                f"({want['path']}), got {outcome} {got.confidence:.2f} "
                f"{got.unmatched_reason or ''}"
            )
    return tally


def print_tally(name: str, tally: Tally) -> None:
    """The figures of one set or split."""
    print(f"{name} instances: {tally.instances} instances")
    print(f"{name} top1 accuracy: {tally.correct / max(tally.instances, 1):.2f}")
    print(f"{name} strict top1 accuracy: {tally.strict / max(tally.instances, 1):.2f}")
    print(f"{name} props accuracy: {tally.expected_right / max(tally.expected_pairs, 1):.2f}")
    print(f"{name} props precision: {tally.suggested_right / max(tally.suggested_pairs, 1):.2f}")
    print(f"{name} matched precision: {tally.right_matches / max(tally.matched, 1):.2f}")
    print(f"{name} matched recall: {tally.right_matches / max(tally.implementable, 1):.2f}")


def print_reliability(split: str, confidences: Iterable[tuple[float, bool]]) -> None:
    """Matches binned by confidence: how many, and the fraction right, per bin."""
    bins: dict[float, list[bool]] = {lower: [] for lower in BINS}
    for confidence, right in confidences:
        lower = max(bound for bound in BINS if confidence >= bound)
        bins[lower].append(right)
    uppers = [*BINS[1:], 1.0]
    for (lower, outcomes), upper in zip(bins.items(), uppers, strict=True):
        label = f"{split} reliability [{lower:.1f}, {upper:.1f}{']' if upper == 1.0 else ')'}"
        print(f"{label} matches: {len(outcomes)} matches")
        if outcomes:
            print(f"{label} right: {sum(outcomes) / len(outcomes):.2f} fraction")


def _read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


if __name__ == "__main__":
    main()
