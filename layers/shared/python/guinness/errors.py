"""The platform's one error hierarchy and the one HTTP error body.

Every entry point maps these in exactly one place: HTTP status and body in the APIs,
``isError`` tool results in MCP, batch item failures in the worker. Messages are safe to
show to callers; they never carry secrets, SQL or stack traces.
"""

from __future__ import annotations

import math
from enum import IntEnum, StrEnum
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict


class ErrorDetail(BaseModel):
    """The inner object of the error body."""

    model_config = ConfigDict(frozen=True)

    code: str
    message: str


class ErrorBody(BaseModel):
    """``{"error": {"code": ..., "message": ...}}``: the body of every HTTP error."""

    model_config = ConfigDict(frozen=True)

    error: ErrorDetail


class PlatformError(Exception):
    """Base of every error a caller may see; carries a stable code and an HTTP status."""

    code: ClassVar[str] = "INTERNAL_ERROR"
    status: ClassVar[int] = 500
    default_message: ClassVar[str] = "Internal error."

    def __init__(self, message: str | None = None) -> None:
        self.message = message or self.default_message
        super().__init__(self.message)

    def body(self) -> ErrorBody:
        """The HTTP error body for this error."""
        return ErrorBody(error=ErrorDetail(code=self.code, message=self.message))

    def headers(self) -> dict[str, str]:
        """HTTP headers the answer carries besides the body (``Retry-After`` ...)."""
        return {}


#: The ``realm`` of the edge's Bearer challenge (RFC 6750 §3).
AUTH_REALM = "guinness"


def _challenge_text(text: str) -> str:
    """``text`` restricted to what RFC 6750 §3 allows inside ``error_description``
    (printable ASCII without ``"`` and ``\\``), so no message can break the header."""
    return "".join(char for char in text if " " <= char <= "~" and char not in '"\\')


class AuthFailureReason(StrEnum):
    """Why the edge refused a caller's credential: the ``reason`` of the ``AuthFailures``
    metric, never part of an answer (every refusal answers the same 401)."""

    MISSING = "missing"
    MALFORMED = "malformed"
    UNKNOWN_KEY = "unknown_key"
    WRONG_SECRET = "wrong_secret"  # noqa: S105 - a reason, not a secret
    REVOKED = "revoked"
    EXPIRED = "expired"
    #: The key's project is gone (deleted) or not a real project.
    UNSCOPED = "unscoped"
    #: A Bearer JWT that does not verify (signature, issuer, audience, expiry, claims).
    INVALID_TOKEN = "invalid_token"  # noqa: S105 - a reason, not a secret
    #: A verified JWT whose user or project does not exist.
    UNKNOWN_SUBJECT = "unknown_subject"
    #: A JWT where only API keys are accepted (``/mcp``), or JWT auth is not configured.
    JWT_NOT_ACCEPTED = "jwt_not_accepted"
    #: A request without CloudFront's ``X-MCP-Token`` (or with a wrong one).
    EDGE_TOKEN = "edge_token"  # noqa: S105 - a reason, not a secret


class InvalidApiKeyError(PlatformError):
    """The API key is missing, malformed, unknown, revoked, expired, deleted or unscoped.

    ``credential_presented`` is False only when the request carried no credential header at
    all; it changes the ``WWW-Authenticate`` challenge, never the status or the body.
    ``reason`` says which check failed, for the edge's metrics only.
    """

    code = "INVALID_API_KEY"
    status = 401
    default_message = "Invalid or revoked MCP API Key."

    def __init__(
        self,
        message: str | None = None,
        *,
        credential_presented: bool = True,
        reason: AuthFailureReason | None = None,
    ) -> None:
        super().__init__(message)
        self.credential_presented = credential_presented
        default = AuthFailureReason.MALFORMED if credential_presented else AuthFailureReason.MISSING
        self.reason = reason or default

    def headers(self) -> dict[str, str]:
        """The ``WWW-Authenticate`` challenge a 401 must carry (RFC 9110 §15.5.2).

        This is the one place it is made: every rejection of a caller's credential (API key
        or JWT, missing or bad) at every entry point is this error, and every entry point
        answers a platform error with its ``headers()``, so no such 401 goes without it.

        RFC 6750 §3.1: when a request "lacks any authentication information" the server
        "SHOULD NOT include an error code or other error information", so a request with no
        credential header at all gets ``Bearer realm=...`` alone — it is told only that a
        Bearer credential is needed. A credential that was presented and failed any check
        (unknown, revoked, expired, malformed, or an ``Authorization`` header the edge cannot
        use, which it counts as a bad credential) gets ``error="invalid_token"`` with the
        body's message as ``error_description``. There is no ``resource_metadata``: the
        platform has no OAuth authorization server or protected-resource metadata to name.
        """
        if not self.credential_presented:
            return {"WWW-Authenticate": f'Bearer realm="{AUTH_REALM}"'}
        description = _challenge_text(self.message)
        return {
            "WWW-Authenticate": f'Bearer error="invalid_token", error_description="{description}"'
        }


class EdgeTokenError(PlatformError):
    """The request did not come through CloudFront (missing or wrong X-MCP-Token)."""

    code = "FORBIDDEN"
    status = 403
    default_message = "Forbidden."


class OriginNotAllowedError(PlatformError):
    """The Origin or Host header is not on the allowlist."""

    code = "ORIGIN_NOT_ALLOWED"
    status = 403
    default_message = "Origin not allowed."


class ServiceAuthError(PlatformError):
    """An internal call carried a missing or wrong service credential."""

    code = "INVALID_SERVICE_CREDENTIALS"
    status = 401
    default_message = "Invalid service credentials."


class PermissionDeniedError(PlatformError):
    """The key is valid but lacks the permission the operation needs."""

    code = "PERMISSION_DENIED"
    status = 403
    default_message = "This API key does not have the permission this operation needs."


class ValidationError(PlatformError):
    """The request is well-formed JSON but its content is not acceptable."""

    code = "VALIDATION_ERROR"
    status = 422
    default_message = "The request is not valid."


class FigmaFileError(ValidationError):
    """The uploaded file is not usable Figma REST API JSON (or names nodes it lacks)."""

    code = "INVALID_FIGMA_FILE"
    default_message = "The file is not a Figma file JSON as the Figma REST API returns it."


class CodeArchiveError(ValidationError):
    """The uploaded code base is not a readable folder, .zip or .tar.gz."""

    code = "INVALID_CODE_ARCHIVE"
    default_message = "The code base could not be read as a folder, .zip or .tar.gz."


class TaskGraphError(ValidationError):
    """The task files or task JSON cannot be imported (strict mode refuses problems too)."""

    code = "INVALID_TASK_GRAPH"
    default_message = "The task graph could not be imported."


class PayloadTooLargeError(PlatformError):
    """The request body is larger than the configured limit."""

    code = "PAYLOAD_TOO_LARGE"
    status = 413
    default_message = "The request body is too large."


class UnsupportedMediaTypeError(PlatformError):
    """The body is not of a media type the route reads (JSON)."""

    code = "UNSUPPORTED_MEDIA_TYPE"
    status = 415
    default_message = "Send the body as application/json."


class NotFoundError(PlatformError):
    """Base of the 404s; another project's objects are reported as not found too."""

    code = "NOT_FOUND"
    status = 404
    default_message = "Not found."


class ProjectNotFoundError(NotFoundError):
    """The project does not exist."""

    code = "PROJECT_NOT_FOUND"
    default_message = "Project not found."


class DesignNotFoundError(NotFoundError):
    """The design does not exist in the caller's project."""

    code = "DESIGN_NOT_FOUND"
    default_message = "Design not found in this project."


class CodeNotFoundError(NotFoundError):
    """The code source does not exist in the caller's project."""

    code = "CODE_NOT_FOUND"
    default_message = "Code source not found in this project."


class TaskNotFoundError(NotFoundError):
    """The task does not exist in the caller's project."""

    code = "TASK_NOT_FOUND"
    default_message = "Atomic task ID not found in project index."


class ImportJobNotFoundError(NotFoundError):
    """No such import job in the caller's project."""

    code = "IMPORT_JOB_NOT_FOUND"
    default_message = "Import job not found."


class RequestNotFoundError(NotFoundError):
    """A request id trigger-des2code never issued (in this project, for this design)."""

    code = "REQUEST_NOT_FOUND"
    default_message = "No Des2Code request with this id was issued for this design."


class ArtifactNotFoundError(NotFoundError):
    """No contract-valid Des2Code artifact exists for the design (or request)."""

    code = "DES2CODE_NOT_FOUND"
    default_message = "No Des2Code result exists for this design yet."


class ConflictError(PlatformError):
    """Base of the 409s: the object exists but is not in a state that allows the call."""

    code = "CONFLICT"
    status = 409
    default_message = "Conflict."


class DesignNotReadyError(ConflictError):
    """The design's import has not completed."""

    code = "DESIGN_NOT_READY"
    default_message = "The design import has not completed."


class IndexNotReadyError(ConflictError):
    """The project has no ready code index."""

    code = "INDEX_NOT_READY"
    default_message = "The project's code index is not ready."


class ContextTimeoutError(PlatformError):
    """Task-context assembly exceeded its time budget."""

    code = "CONTEXT_TIMEOUT"
    status = 504
    default_message = "Context bundle generation timed out."


class UploadsNotConfiguredError(PlatformError):
    """This deployment has no import bucket for code pushed from CI."""

    code = "UPLOADS_NOT_CONFIGURED"
    status = 501
    default_message = "Code uploads are not configured on this deployment."


class UpstreamError(PlatformError):
    """A downstream internal service failed or answered something unusable."""

    code = "UPSTREAM_ERROR"
    status = 502
    default_message = "An internal service failed."


class UpstreamTimeoutError(PlatformError):
    """A downstream internal service did not answer in time."""

    code = "UPSTREAM_TIMEOUT"
    status = 504
    default_message = "An internal service timed out."


class OverloadedError(PlatformError):
    """Every slot (a database connection) stayed busy for the whole bounded wait."""

    code = "OVERLOADED"
    status = 503
    default_message = "The service is busy; retry in a moment."
    retry_after_seconds: ClassVar[int] = 1

    def headers(self) -> dict[str, str]:
        """``Retry-After``, so clients back off instead of piling up."""
        return {"Retry-After": str(self.retry_after_seconds)}


def _whole_seconds(seconds: float) -> int:
    """A ``Retry-After`` value: whole seconds, at least one."""
    return max(1, math.ceil(seconds))


class AuthThrottledError(PlatformError):
    """Too many failed authentications from this source address lately."""

    code = "AUTH_THROTTLED"
    status = 429
    default_message = "Too many failed authentications from this address; retry later."

    def __init__(self, message: str | None = None, *, retry_after_seconds: float = 1) -> None:
        super().__init__(message)
        self.retry_after_seconds = _whole_seconds(retry_after_seconds)

    def headers(self) -> dict[str, str]:
        """``Retry-After``: when the address's oldest recent failure leaves the window."""
        return {"Retry-After": str(self.retry_after_seconds)}


class QuotaExceededError(PlatformError):
    """The API key used up its request quota for the current minute."""

    code = "QUOTA_EXCEEDED"
    status = 429
    default_message = "This API key has used up its requests for this minute; retry later."

    def __init__(self, message: str | None = None, *, retry_after_seconds: float = 1) -> None:
        super().__init__(message)
        self.retry_after_seconds = _whole_seconds(retry_after_seconds)

    def headers(self) -> dict[str, str]:
        """``Retry-After``: the seconds left in the quota's minute."""
        return {"Retry-After": str(self.retry_after_seconds)}


def error_for_code(code: str, message: str) -> PlatformError:
    """The platform error a body with ``code`` describes (generic by status when unknown)."""
    for cls in _ERROR_CLASSES:
        if cls.code == code:
            return cls(message)
    return UpstreamError(message)


class ConfigError(Exception):
    """The environment does not describe a valid configuration; raised at cold start."""


_ERROR_CLASSES: tuple[type[PlatformError], ...] = (
    PlatformError,
    InvalidApiKeyError,
    EdgeTokenError,
    OriginNotAllowedError,
    ServiceAuthError,
    PermissionDeniedError,
    ValidationError,
    FigmaFileError,
    CodeArchiveError,
    TaskGraphError,
    PayloadTooLargeError,
    UnsupportedMediaTypeError,
    NotFoundError,
    ProjectNotFoundError,
    DesignNotFoundError,
    CodeNotFoundError,
    TaskNotFoundError,
    ArtifactNotFoundError,
    RequestNotFoundError,
    ImportJobNotFoundError,
    ConflictError,
    DesignNotReadyError,
    IndexNotReadyError,
    ContextTimeoutError,
    UploadsNotConfiguredError,
    UpstreamError,
    UpstreamTimeoutError,
    OverloadedError,
    AuthThrottledError,
    QuotaExceededError,
)
#: Every code an HTTP error body may carry, with its status (documented in the README).
ERROR_CODES: dict[str, int] = {cls.code: cls.status for cls in _ERROR_CLASSES}

#: The code of an HTTP answer the frameworks make themselves (routing, methods, bodies),
#: the one table every entry point uses.
HTTP_STATUS_CODES: dict[int, str] = {
    400: "BAD_REQUEST",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    406: "NOT_ACCEPTABLE",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
}


class ToolResultCode(StrEnum):
    """Codes only MCP tool results carry (besides every code of ``ERROR_CODES``)."""

    BACKEND_TIMEOUT = "BACKEND_TIMEOUT"
    UNKNOWN_TOOL = "UNKNOWN_TOOL"
    #: Even the smallest page of the answer is over the output budget.
    RESULT_TOO_LARGE = "RESULT_TOO_LARGE"


class ArtifactFailureCode(StrEnum):
    """``error.code`` of a failed Des2Code artifact (``-failed.json``) and its webhook."""

    DESIGN_NOT_FOUND = "DESIGN_NOT_FOUND"
    INDEX_NOT_READY = "INDEX_NOT_READY"
    INDEX_MODEL_MISMATCH = "INDEX_MODEL_MISMATCH"
    INVALID_DOCUMENT = "INVALID_DOCUMENT"
    MATCHER_ERROR = "MATCHER_ERROR"
    INVALID_REQUEST = "INVALID_REQUEST"
    RETRIES_EXHAUSTED = "RETRIES_EXHAUSTED"
    DEAD_LETTER = "DEAD_LETTER"


class JsonRpcErrorCode(IntEnum):
    """The standard JSON-RPC 2.0 codes ``/mcp`` answers protocol faults with."""

    PARSE_ERROR = -32700
    INVALID_REQUEST = -32600
    METHOD_NOT_FOUND = -32601
    INVALID_PARAMS = -32602
    INTERNAL_ERROR = -32603


def code_for_status(status: int) -> str:
    """The stable code of a framework-made HTTP answer with ``status``."""
    return HTTP_STATUS_CODES.get(status, "HTTP_ERROR")


def describe_validation_error(errors: list[dict[str, Any]] | Any) -> str:
    """A one-line explanation of the first validation problem (pydantic's ``errors()``):
    ``field: what is wrong``, without pydantic's "Value error, " prefix."""
    if not errors:
        return "The request is not valid."
    first = errors[0]
    location = ".".join(str(part) for part in first.get("loc", ()) if part != "body")
    message = str(first.get("msg", "invalid value")).removeprefix("Value error, ")
    kind = _JSON_KINDS.get(str(first.get("type", "")))
    given = first.get("input")
    if kind is not None and isinstance(given, str):
        shown = given if len(given) <= 20 else given[:20] + "…"
        message += f" (got the string {shown!r}: send a JSON {kind}, without quotes)"
    return f"{location}: {message}" if location else message


#: Strict-type errors that a quoted value causes, and the JSON type the field wants.
_JSON_KINDS = {"int_type": "number", "float_type": "number", "bool_type": "boolean"}
