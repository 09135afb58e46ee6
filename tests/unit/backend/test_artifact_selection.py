"""Which artifacts of a design a newer one supersedes: all but the newest and the newest
success (the bucket's lifecycle rule expires the superseded ones after the retention age)."""

from __future__ import annotations

from guinness.contracts.des2code import artifact_prefix
from guinness.des2code.artifact_selection import Scope, superseded_keys
from guinness.ids import uuid7

SCOPE = Scope(organization_id=1, project_id=2, design_id="2_FileKey_1:2")
PREFIX = artifact_prefix(organization_id=1, project_id=2, design_id="2_FileKey_1:2")


def _keys(*names: str) -> list[str]:
    return [f"{PREFIX}{name}" for name in names]


def _request_ids() -> list[str]:
    """Three request ids, oldest first (ids of one millisecond sort by their random bits)."""
    return sorted(str(uuid7()) for _ in range(3))


def test_all_but_the_newest_are_superseded() -> None:
    first, second, third = _request_ids()
    keys = _keys(f"{second}.json", f"{first}.json", f"{third}.json")

    assert sorted(superseded_keys(keys, SCOPE)) == sorted(_keys(f"{first}.json", f"{second}.json"))


def test_the_newest_success_is_kept_beside_a_newer_failure() -> None:
    first, second, third = _request_ids()
    keys = _keys(f"{first}.json", f"{second}.json", f"{third}-failed.json")

    assert superseded_keys(keys, SCOPE) == _keys(f"{first}.json")


def test_foreign_and_unreadable_keys_are_never_touched() -> None:
    newest = uuid7()
    keys = [*_keys(f"{newest}.json", "notes.txt"), f"1/3/des2code/3_Other_1:2/{uuid7()}.json"]

    assert superseded_keys(keys, SCOPE) == []
    assert superseded_keys([], SCOPE) == []
