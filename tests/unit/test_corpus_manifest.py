"""The labelled corpus is frozen: every frozen file matches the manifest's digest, each
commit that changes a label file changes the manifest too, and each set is whole (its
design is what its description gives, every instance labelled, every label's file real)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from benchmarks.corpus.figma_file import build_file, render
from benchmarks.corpus.manifest import CORPUS, differences, read_manifest

REPO = Path(__file__).resolve().parents[2]
SETS = sorted(read_manifest()["sets"].items())


def test_every_frozen_file_matches_its_digest_in_the_manifest() -> None:
    assert differences(read_manifest()) == []


def test_the_split_has_tune_and_validation_sets() -> None:
    # Four validation sets, frozen before the matcher work; tune sets may be added.
    splits = [entry["split"] for _, entry in SETS]
    assert set(splits) == {"tune", "validation"}
    assert splits.count("tune") >= 2
    assert splits.count("validation") == 4


@pytest.mark.parametrize(("name", "entry"), SETS, ids=[name for name, _ in SETS])
def test_a_set_is_whole(name: str, entry: dict[str, Any]) -> None:
    folder = CORPUS / name
    description = json.loads((folder / "description.json").read_text(encoding="utf-8"))
    document, instances = build_file(description)
    labels = json.loads((folder / "labels.json").read_text(encoding="utf-8"))

    assert (folder / "design.json").read_text(encoding="utf-8") == render(document)
    assert labels["file_key"] == description["file_key"]
    assert sorted(labels["instances"]) == sorted(item["id"] for item in instances)
    assert len(labels["instances"]) >= 60
    for node_id, label in labels["instances"].items():
        if label["component"] is None:
            assert label["path"] is None, node_id
            assert label.get("why"), node_id
        else:
            assert (folder / labels["code"] / label["path"]).is_file(), node_id


def test_each_commit_that_changes_a_label_file_changes_the_manifest() -> None:
    git = shutil.which("git")
    if git is None or not (REPO / ".git").exists():
        pytest.skip("not a git work tree")
    log = subprocess.run(
        [git, "log", "--format=%x00%H", "--name-only", "--", "benchmarks/corpus"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    unfrozen: list[str] = []
    for block in log.split("\x00")[1:]:
        commit, *paths = [line for line in block.splitlines() if line]
        touched_labels = any(path.endswith("/labels.json") for path in paths)
        if touched_labels and "benchmarks/corpus/MANIFEST.json" not in paths:
            unfrozen.append(commit)
    assert unfrozen == []
