"""The corpus manifest: each set's split and the SHA-256 of its frozen files.

Usage::

    python benchmarks/corpus/manifest.py           # check: exit 1 and name each difference
    python benchmarks/corpus/manifest.py --write   # record the current digests

Frozen per set: ``description.json``, ``design.json``, ``labels.json`` and the code base
(``code/``: one digest over every file's path and digest). ``--write`` keeps each set's
split and stack; a new set is added to ``MANIFEST.json`` by hand first, with its split.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parent
MANIFEST = CORPUS / "MANIFEST.json"
FROZEN_FILES = ("description.json", "design.json", "labels.json")
CODE = "code/"


def digest_file(path: Path) -> str:
    """The SHA-256 of one file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def digest_tree(folder: Path) -> str:
    """One SHA-256 over every file under ``folder``: its relative path and digest, sorted."""
    lines = sorted(
        f"{path.relative_to(folder).as_posix()}\t{digest_file(path)}"
        for path in folder.rglob("*")
        if path.is_file()
    )
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def set_digests(folder: Path) -> dict[str, str]:
    """The digests of one set's frozen files, by name."""
    digests = {name: digest_file(folder / name) for name in FROZEN_FILES}
    digests[CODE] = digest_tree(folder / "code")
    return digests


def read_manifest() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(MANIFEST.read_text(encoding="utf-8"))
    return data


def differences(manifest: dict[str, Any]) -> list[str]:
    """One line per frozen file whose digest is not the manifest's."""
    found: list[str] = []
    for name, entry in manifest["sets"].items():
        current = set_digests(CORPUS / name)
        for frozen, digest in current.items():
            recorded = entry.get("digests", {}).get(frozen)
            if recorded != digest:
                found.append(f"{name}/{frozen}: manifest {recorded}, file {digest}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="record the current digests")
    arguments = parser.parse_args()
    manifest = read_manifest()
    if arguments.write:
        for name, entry in manifest["sets"].items():
            entry["digests"] = set_digests(CORPUS / name)
        MANIFEST.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        return
    found = differences(manifest)
    for line in found:
        print(line)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
