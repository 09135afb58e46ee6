"""Choosing the artifact to return for a design (pure: the bucket is passed in).

"Newest" is by the time-ordered UUIDv7 request id in the key, not by S3 LastModified;
for one request a success artifact wins over a failed one. Every candidate must pass
strict validation of shape and scope (a corrupted or foreign object is skipped).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from pydantic import ValidationError as PydanticValidationError

from guinness.contracts.des2code import Des2CodeArtifact, artifact_prefix
from guinness.ids import is_uuid7

_KEY_NAME = re.compile(r"^(?P<request_id>[0-9a-f-]{36})(?P<failed>-failed)?\.json$")


@dataclass(frozen=True)
class ArtifactKey:
    """A parsed artifact key."""

    key: str
    request_id: str
    failed: bool


@dataclass(frozen=True)
class Scope:
    """The design whose artifacts are being read."""

    organization_id: int
    project_id: int
    design_id: str


def parse_artifact_keys(keys: Iterable[str], scope: Scope) -> list[ArtifactKey]:
    """The keys that name artifacts of this design, newest request first, success first."""
    prefix = artifact_prefix(
        organization_id=scope.organization_id,
        project_id=scope.project_id,
        design_id=scope.design_id,
    )
    parsed: list[ArtifactKey] = []
    for key in keys:
        if not key.startswith(prefix):
            continue
        match = _KEY_NAME.match(key[len(prefix) :])
        if match is None or not is_uuid7(match["request_id"]):
            continue
        parsed.append(ArtifactKey(key, match["request_id"], match["failed"] is not None))
    # Canonical UUIDv7 strings sort like their timestamps; success (False) before failed.
    parsed.sort(key=lambda item: (item.request_id, not item.failed), reverse=True)
    return parsed


def select_artifact(
    keys: Iterable[str],
    scope: Scope,
    read: Callable[[str], bytes | None],
    *,
    request_id: str | None = None,
) -> Des2CodeArtifact | None:
    """The newest artifact that validates (of ``request_id`` when given), or None."""
    for candidate in parse_artifact_keys(keys, scope):
        if request_id is not None and candidate.request_id != request_id:
            continue
        artifact = load_valid_artifact(candidate, scope, read)
        if artifact is not None:
            return artifact
    return None


def load_valid_artifact(
    candidate: ArtifactKey, scope: Scope, read: Callable[[str], bytes | None]
) -> Des2CodeArtifact | None:
    """The artifact at the key if it passes strict shape and scope checks, else None."""
    raw = read(candidate.key)
    if raw is None:
        return None
    try:
        artifact = Des2CodeArtifact.model_validate_json(raw)
    except PydanticValidationError:
        return None
    expected_status = "failed" if candidate.failed else "success"
    if (
        artifact.status != expected_status
        or artifact.request_id != candidate.request_id
        or artifact.design_id != scope.design_id
        or artifact.project_id != scope.project_id
        or artifact.organization_id != scope.organization_id
    ):
        return None
    return artifact


def superseded_keys(keys: Iterable[str], scope: Scope) -> list[str]:
    """The design's artifacts that ``get-des2code`` can no longer answer with: every one
    but the newest and the newest success (which wins over a newer failure's request only
    when asked for by its id, and is what an agent falls back to). Those two are kept for
    ever; the others expire by the bucket's lifecycle rule once tagged superseded."""
    parsed = parse_artifact_keys(keys, scope)
    kept = {parsed[0].key} if parsed else set()
    newest_success = next((item.key for item in parsed if not item.failed), None)
    if newest_success is not None:
        kept.add(newest_success)
    return [item.key for item in parsed if item.key not in kept]
