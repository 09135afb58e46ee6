"""Fetching a design from Figma by its link, for the asynchronous import job.

The fetch runs where Figma's API is reachable (outside the VPC, which has no route to the
internet): it reads the project's Figma token, asks Figma for the file — or, when the link
names nodes, only those nodes — and writes the JSON to the upload bucket as an import job's
upload, so the existing job imports it (large inputs go through S3). Whatever fails is the
job's status, with a code and a message that says what to do; the token is never logged
or written anywhere.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from guinness.aws.import_uploads import ImportUploads
from guinness.clients.figma_api import FigmaApi, FigmaApiError, FigmaToken, nodes_as_file
from guinness.contracts.import_jobs import ImportJobRequest, ImportJobStatus
from guinness.designs.figma_links import parse_figma_url
from guinness.errors import ErrorDetail, ValidationError
from guinness.logs import Logger

FIGMA_FILE_NAME = "figma.json"


class FigmaTokens(Protocol):
    """Where a project's Figma token is kept (Secrets Manager in AWS)."""

    def token_for(self, project_id: int) -> FigmaToken | None:
        """The project's token, or None when none is set."""


@dataclass(frozen=True)
class FigmaFetch:
    """One fetch to run: the job it feeds, the project, the link."""

    job_id: str
    project_id: int
    organization_id: int
    url: str
    #: Levels of children to fetch under each linked node (None: all).
    depth: int | None = None


def fetch_design(
    fetch: FigmaFetch,
    *,
    tokens: FigmaTokens,
    api_for: Callable[[FigmaToken], FigmaApi],
    uploads: ImportUploads,
    max_bytes: int,
    logger: Logger,
) -> ImportJobStatus | None:
    """Fetch the linked design and hand it to the import job; the failed status when it
    cannot (written for the job too), else None (the import job writes the rest)."""
    try:
        link = parse_figma_url(fetch.url)
    except ValidationError as exc:
        return _failed(uploads, fetch, exc.code, exc.message)
    token = tokens.token_for(fetch.project_id)
    if token is None:
        return _failed(
            uploads,
            fetch,
            "FIGMA_TOKEN_MISSING",
            "The project has no Figma token: set one (a personal access token with file "
            "read access, or an OAuth token) before importing by link.",
        )
    api = api_for(token)
    try:
        if link.node_ids:
            answer = api.get_nodes(
                link.file_key, link.node_ids, version=link.version, depth=fetch.depth
            )
            document = nodes_as_file(answer)
        else:
            document = api.get_file(link.file_key, version=link.version, depth=fetch.depth)
    except FigmaApiError as exc:
        logger.warning(
            "figma fetch failed",
            extra={"job_id": fetch.job_id, "code": exc.code, "status": exc.status},
        )
        return _failed(uploads, fetch, exc.code, exc.message)
    body = json.dumps(document).encode()
    if len(body) > max_bytes:
        return _failed(
            uploads,
            fetch,
            "PAYLOAD_TOO_LARGE",
            f"The Figma file is {len(body)} bytes, more than the import limit of {max_bytes}: "
            "link a frame or a page (node-id) instead of the whole file.",
        )
    request = ImportJobRequest(
        job_id=fetch.job_id,
        kind="design",
        project_id=fetch.project_id,
        organization_id=fetch.organization_id,
        file_name=FIGMA_FILE_NAME,
        # A branch is a file of its own: its designs are keyed by the branch's key.
        file_key=link.file_key,
        node_ids=list(link.node_ids) or None,
    )
    uploads.put_upload(request, body)
    logger.info(
        "figma fetch written",
        extra={"job_id": fetch.job_id, "bytes": len(body), "nodes": len(link.node_ids)},
    )
    return None


def _failed(uploads: ImportUploads, fetch: FigmaFetch, code: str, message: str) -> ImportJobStatus:
    status = ImportJobStatus(
        job_id=fetch.job_id,
        kind="design",
        project_id=fetch.project_id,
        state="failed",
        error=ErrorDetail(code=code, message=message),
    )
    uploads.write_status(status)
    return status
