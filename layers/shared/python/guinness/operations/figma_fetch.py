"""Fetching a design from Figma by its link, for the asynchronous import job.

The fetch runs where Figma's API is reachable (outside the VPC, which has no route to the
internet): it reads the project's Figma token, asks Figma for the file — or, when the link
names nodes, only those nodes — and writes the JSON to the upload bucket as an import job's
upload, so the existing job imports it (large inputs go through S3). A fetch that fails
hands the job its failure instead (``figma-fetch-failed.json``, an error body), so the job,
which has the database, marks the import and its designs failed with a code and a message
that says what to do. The token is never logged or written anywhere.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import ValidationError as PydanticValidationError

from guinness.aws.import_uploads import ImportUploads
from guinness.clients.figma_api import FigmaApi, FigmaApiError, FigmaToken, nodes_as_file
from guinness.contracts.figma import FigmaFetchRequest, WebhookRegistrationRequest
from guinness.contracts.import_jobs import ImportJobRequest
from guinness.designs.figma_links import FigmaLink, parse_figma_url
from guinness.errors import ErrorDetail, ValidationError
from guinness.logs import Logger
from guinness.operations.figma_webhooks import WebhookStore, register_webhook

FIGMA_FILE_NAME = "figma.json"
#: The upload a failed fetch writes instead of the file: ``{"code", "message"}``.
FETCH_FAILED_FILE_NAME = "figma-fetch-failed.json"


class FigmaTokens(Protocol):
    """Where a project's Figma token is kept (Secrets Manager in AWS)."""

    def token_for(self, project_id: int) -> FigmaToken | None:
        """The project's token, or None when none is set."""


def fetch_design(
    fetch: FigmaFetchRequest,
    *,
    tokens: FigmaTokens,
    api_for: Callable[[FigmaToken], FigmaApi],
    uploads: ImportUploads,
    max_bytes: int,
    logger: Logger,
) -> str:
    """Fetch the linked design and hand it to the import job; returns the upload key
    written (the file, or the failure the job records)."""
    try:
        link = parse_figma_url(fetch.url)
    except ValidationError as exc:
        return _failed(uploads, fetch, None, exc.code, exc.message, logger)
    token = tokens.token_for(fetch.project_id)
    if token is None:
        return _failed(
            uploads,
            fetch,
            link,
            "FIGMA_TOKEN_MISSING",
            "The project has no Figma token: set one (a personal access token with file "
            "read access, or an OAuth token) before importing by link.",
            logger,
        )
    try:
        document = fetch_document(link, api_for(token), depth=fetch.depth)
    except FigmaApiError as exc:
        return _failed(uploads, fetch, link, exc.code, exc.message, logger, status=exc.status)
    body = json.dumps(document).encode()
    if len(body) > max_bytes:
        return _failed(
            uploads,
            fetch,
            link,
            "PAYLOAD_TOO_LARGE",
            f"The Figma file is {len(body)} bytes, more than the import limit of {max_bytes}: "
            "link a frame or a page (node-id) instead of the whole file.",
            logger,
        )
    key = uploads.put_upload(_job_request(fetch, link), body)
    logger.info(
        "figma fetch written",
        extra={"job_id": fetch.job_id, "bytes": len(body), "nodes": len(link.node_ids)},
    )
    return key


def fetch_document(link: FigmaLink, api: FigmaApi, *, depth: int | None) -> dict[str, Any]:
    """The linked design as a Figma file JSON the import reads: the named nodes (as one
    page), or the whole file; at ``link.version`` when the link pins one."""
    if link.node_ids:
        answer = api.get_nodes(link.file_key, link.node_ids, version=link.version, depth=depth)
        return nodes_as_file(answer)
    return api.get_file(link.file_key, version=link.version, depth=depth)


def _job_request(fetch: FigmaFetchRequest, link: FigmaLink | None) -> ImportJobRequest:
    return ImportJobRequest(
        job_id=fetch.job_id,
        kind="design",
        project_id=fetch.project_id,
        organization_id=fetch.organization_id,
        file_name=FIGMA_FILE_NAME,
        # A branch is a file of its own: its designs are keyed by the branch's key.
        file_key=link.file_key if link else None,
        node_ids=list(link.node_ids) or None if link else None,
        origin=fetch.origin,
        reimport_file=fetch.reimport_file,
        rematch=fetch.rematch,
    )


def _failed(
    uploads: ImportUploads,
    fetch: FigmaFetchRequest,
    link: FigmaLink | None,
    code: str,
    message: str,
    logger: Logger,
    *,
    status: int | None = None,
) -> str:
    logger.warning(
        "figma fetch failed", extra={"job_id": fetch.job_id, "code": code, "status": status}
    )
    failure = ErrorDetail(code=code, message=message).model_dump_json().encode()
    return uploads.put_upload(_job_request(fetch, link), failure, file_name=FETCH_FAILED_FILE_NAME)


@dataclass(frozen=True)
class FigmaFetchService:
    """The fetch function's work: a fetch event, or a webhook registration."""

    tokens: FigmaTokens
    uploads: ImportUploads
    webhooks: WebhookStore
    api_for: Callable[[FigmaToken], FigmaApi]
    max_bytes: int
    logger: Logger

    def resolve_components(self, project_id: int, keys: list[str]) -> dict[str, Any]:
        """Where published components live (``GET /v1/components/:key`` with the
        project's token): ``{"components": {key: {file_key, node_id}}, "missing": {key:
        code}}``."""
        token = self.tokens.token_for(project_id)
        if token is None:
            return {"components": {}, "missing": dict.fromkeys(keys, "FIGMA_TOKEN_MISSING")}
        return _resolved(self.api_for(token), keys)

    def handle(self, event: Mapping[str, Any]) -> dict[str, Any]:
        """``{"operation": "webhook.register", "arguments": {...}}`` registers a webhook;
        anything else is a :class:`FigmaFetchRequest`. A refused event answers the
        platform's error body (and is not retried)."""
        try:
            if event.get("operation") == "components.resolve":
                arguments = event.get("arguments") or {}
                return self.resolve_components(
                    int(arguments["project_id"]), [str(key) for key in arguments["keys"]]
                )
            if event.get("operation") == "webhook.register":
                request = WebhookRegistrationRequest.model_validate(event.get("arguments"))
                return register_webhook(
                    request,
                    token=self.tokens.token_for(request.project_id),
                    api_for=self.api_for,
                    store=self.webhooks,
                    logger=self.logger,
                )
            fetch = FigmaFetchRequest.model_validate(event)
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, PydanticValidationError):
                self.logger.warning(
                    "figma fetch event refused", extra={"errors": exc.error_count()}
                )
            return _error_body("VALIDATION_ERROR", "The event is not a Figma fetch request.")
        except FigmaApiError as exc:
            return _error_body(exc.code, exc.message)
        key = fetch_design(
            fetch,
            tokens=self.tokens,
            api_for=self.api_for,
            uploads=self.uploads,
            max_bytes=self.max_bytes,
            logger=self.logger,
        )
        return {"job_id": fetch.job_id, "upload": key}


def _resolved(api: FigmaApi, keys: list[str]) -> dict[str, Any]:
    components: dict[str, dict[str, str]] = {}
    missing: dict[str, str] = {}
    for key in dict.fromkeys(keys):
        try:
            meta = api.get_component(key)
        except FigmaApiError as exc:
            missing[key] = exc.code
            continue
        if meta.get("file_key") and meta.get("node_id"):
            components[key] = {"file_key": str(meta["file_key"]), "node_id": str(meta["node_id"])}
        else:
            missing[key] = "FIGMA_FILE_NOT_FOUND"
    return {"components": components, "missing": missing}


def _error_body(code: str, message: str) -> dict[str, Any]:
    return {"error": ErrorDetail(code=code, message=message).model_dump()}
