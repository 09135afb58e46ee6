"""One contract for the artifact stores: S3 in AWS, the data folder locally."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from guinness.aws.artifact_bucket import MAX_ARTIFACT_BYTES
from guinness.local.folder_artifacts import FolderArtifactStore
from guinness.ports import ArtifactStore

PREFIX = "7/3/des2code/3_FILE_1:2/"


def test_an_artifact_is_written_once_and_read_back(artifact_store: ArtifactStore) -> None:
    key = f"{PREFIX}0190a.json"
    assert artifact_store.read(key) is None
    assert not artifact_store.exists(key)

    assert artifact_store.create(key, b'{"first": true}') is True
    assert artifact_store.create(key, b'{"second": true}') is False

    assert artifact_store.exists(key)
    assert artifact_store.read(key) == b'{"first": true}'


def test_racing_writers_of_one_key_make_one_artifact(artifact_store: ArtifactStore) -> None:
    key = f"{PREFIX}0190b.json"
    wins: list[bool] = []
    start = threading.Barrier(6)

    def write(number: int) -> None:
        start.wait()
        wins.append(artifact_store.create(key, f'{{"writer": {number}}}'.encode()))

    threads = [threading.Thread(target=write, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(wins) == [False] * 5 + [True]
    body = artifact_store.read(key)
    assert body is not None
    assert body.startswith(b'{"writer": ')


def test_keys_are_listed_by_string_prefix_in_key_order(artifact_store: ArtifactStore) -> None:
    for key in ("7/3/des2code/a/2.json", "7/3/des2code/a/1.json", "7/3/des2code/ab/1.json"):
        artifact_store.create(key, b"{}")
    artifact_store.create("7/30/des2code/a/1.json", b"{}")

    assert artifact_store.list_keys("7/3/des2code/a/") == [
        "7/3/des2code/a/1.json",
        "7/3/des2code/a/2.json",
    ]
    # A prefix is a string prefix, not a folder: "a" also starts "ab".
    assert artifact_store.list_keys("7/3/des2code/a") == [
        "7/3/des2code/a/1.json",
        "7/3/des2code/a/2.json",
        "7/3/des2code/ab/1.json",
    ]
    assert artifact_store.list_keys("7/3") == [
        "7/3/des2code/a/1.json",
        "7/3/des2code/a/2.json",
        "7/3/des2code/ab/1.json",
        "7/30/des2code/a/1.json",
    ]
    assert artifact_store.list_keys("9/") == []


def test_superseded_artifacts_are_marked_once(artifact_store: ArtifactStore) -> None:
    keys = [f"{PREFIX}1.json", f"{PREFIX}2.json"]
    for key in keys:
        artifact_store.create(key, b"{}")

    assert artifact_store.mark_superseded(keys[:1]) == 1
    assert artifact_store.mark_superseded(keys) == 1
    assert artifact_store.mark_superseded(keys) == 0
    # Marked artifacts are still readable until the retention rule expires them.
    assert artifact_store.read(keys[0]) == b"{}"


def test_deleting_a_prefix_deletes_only_it_and_twice_is_fine(
    artifact_store: ArtifactStore,
) -> None:
    for key in ("7/3/des2code/a/1.json", "7/3/des2code/a/2.json", "7/3/des2code/b/1.json"):
        artifact_store.create(key, b"{}")
    artifact_store.mark_superseded(["7/3/des2code/a/1.json"])

    assert artifact_store.delete_prefix("7/3/des2code/a/") == 2
    assert artifact_store.delete_prefix("7/3/des2code/a/") == 0

    assert artifact_store.list_keys("7/") == ["7/3/des2code/b/1.json"]
    # A deleted key can be written again, unmarked.
    assert artifact_store.create("7/3/des2code/a/1.json", b"{}") is True
    assert artifact_store.mark_superseded(["7/3/des2code/a/1.json"]) == 1


def test_an_object_larger_than_any_artifact_reads_as_missing(
    artifact_store: ArtifactStore,
) -> None:
    key = f"{PREFIX}huge.json"
    artifact_store.create(key, b" " * (MAX_ARTIFACT_BYTES + 1))

    assert artifact_store.exists(key)
    assert artifact_store.read(key) is None


# The folder adapter's own promises: what survives a restart, and what a key may be.


def test_folder_artifacts_survive_a_restart_and_half_writes_do_not(tmp_path: Path) -> None:
    root = tmp_path / "artifacts"
    store = FolderArtifactStore(root)
    store.create(f"{PREFIX}1.json", b'{"kept": true}')
    store.mark_superseded([f"{PREFIX}1.json"])
    # A process killed mid-write leaves its temporary file behind.
    (root / PREFIX / ".partial-killed").write_bytes(b'{"half')

    reopened = FolderArtifactStore(root)

    assert reopened.read(f"{PREFIX}1.json") == b'{"kept": true}'
    assert reopened.is_superseded(f"{PREFIX}1.json")
    assert reopened.list_keys("7/") == [f"{PREFIX}1.json"]
    assert not (root / PREFIX / ".partial-killed").exists()


@pytest.mark.parametrize("key", ["../outside.json", "/abs.json", "a//b.json", "a/.tags/b", ""])
def test_a_folder_key_never_leaves_its_folder(tmp_path: Path, key: str) -> None:
    store = FolderArtifactStore(tmp_path / "artifacts")

    with pytest.raises(ValueError, match="not an artifact key"):
        store.create(key, b"{}")
    assert not (tmp_path / "outside.json").exists()
