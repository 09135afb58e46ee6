"""Triggering Des2Code and reading its results (backend side)."""

from __future__ import annotations

from datetime import UTC, datetime

from guinness.backend.context import BackendContext
from guinness.backend.scope import Scope
from guinness.backend.sources import require_design
from guinness.contracts.des2code import (
    ArtifactError,
    Des2CodeArtifact,
    Des2CodeRequest,
    Des2CodeResult,
    Des2CodeTrigger,
    Des2CodeTriggerRequest,
    artifact_prefix,
)
from guinness.db.des2code_requests import issued_for, record_request
from guinness.des2code.artifact_selection import Scope as ArtifactScope
from guinness.des2code.artifact_selection import select_artifact
from guinness.errors import (
    ArtifactNotFoundError,
    DesignNotFoundError,
    DesignNotReadyError,
    IndexNotReadyError,
    RequestNotFoundError,
    ValidationError,
)
from guinness.ids import is_uuid7, uuid7


def trigger_des2code(
    context: BackendContext, scope: Scope, request: Des2CodeTriggerRequest, *, correlation_id: str
) -> Des2CodeTrigger:
    """Check scope and readiness, then queue exactly the seed's flat body."""
    if (request.project_id, request.organization_id) != (scope.project_id, scope.organization_id):
        # Another project's (or organization's) ids are not found, never "forbidden".
        raise DesignNotFoundError()
    row = require_design(context.database, scope, request.design_id)
    if row.import_status != "completed":
        raise DesignNotReadyError(
            f"The design import is {row.import_status}; import it again before matching."
        )
    status = context.ai.code_index_status(project_id=scope.project_id)
    current = status.current
    if current is None:
        state = status.latest.status if status.latest else "missing"
        raise IndexNotReadyError(
            f"The project's code index is not ready (latest build: {state}); "
            "import code and build the index first."
        )
    message = Des2CodeRequest(
        design_id=request.design_id,
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        request_id=str(uuid7()),
    )
    with context.database.connection() as conn:
        # Recorded first: a request whose send then fails is answered failed in time,
        # never pending forever.
        record_request(
            conn,
            request_id=message.request_id,
            project_id=scope.project_id,
            design_id=message.design_id,
        )
    context.require_queue().send(message, correlation_id=correlation_id, user_id=scope.user_id)
    context.logger.info(
        "des2code queued",
        extra={"request_id": message.request_id, "design_id": message.design_id},
    )
    return Des2CodeTrigger(
        request_id=message.request_id, design_id=message.design_id, code_index_id=current.index_id
    )


def get_des2code(
    context: BackendContext, scope: Scope, design_id: str, *, request_id: str | None
) -> Des2CodeResult:
    """The newest valid artifact (or the named request's, or ``pending`` for it)."""
    if request_id is not None and not is_uuid7(request_id):
        raise ValidationError("request_id must be the UUIDv7 that trigger-des2code returned.")
    require_design(context.database, scope, design_id)
    bucket = context.require_artifacts()
    artifact_scope = ArtifactScope(
        organization_id=scope.organization_id, project_id=scope.project_id, design_id=design_id
    )
    keys = bucket.list_keys(
        artifact_prefix(
            organization_id=scope.organization_id, project_id=scope.project_id, design_id=design_id
        )
    )
    artifact: Des2CodeArtifact | None = select_artifact(
        keys, artifact_scope, bucket.read, request_id=request_id
    )
    if artifact is not None:
        return Des2CodeResult.from_artifact(artifact)
    if request_id is not None:
        return _unfinished(context, scope, design_id, request_id)
    raise ArtifactNotFoundError()


def _unfinished(
    context: BackendContext, scope: Scope, design_id: str, request_id: str
) -> Des2CodeResult:
    """A request with no artifact yet: pending while it can still finish, failed after its
    retry horizon, not found when it was never issued (for this design)."""
    with context.database.connection() as conn:
        issued = issued_for(conn, request_id=request_id, project_id=scope.project_id)
    if issued != design_id:
        raise RequestNotFoundError(
            f"No Des2Code request {request_id} was issued for {design_id}: pass the "
            "request_id trigger-des2code returned for it."
        )
    horizon = context.retry_horizon.of(request_id)
    if datetime.now(UTC) <= horizon:
        return Des2CodeResult(status="pending", request_id=request_id, design_id=design_id)
    return Des2CodeResult(
        status="failed",
        request_id=request_id,
        design_id=design_id,
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        error=ArtifactError(
            code="REQUEST_EXPIRED",
            message=f"The request wrote no result by {horizon.isoformat(timespec='seconds')}, "
            "when its last retry was due: it will not finish. Trigger Des2Code again.",
        ),
    )
