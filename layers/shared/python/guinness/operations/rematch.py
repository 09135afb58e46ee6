"""Re-running Des2Code after a design changed (a Figma webhook's re-import).

Only the designs that were matched before are re-matched (they have an artifact); the
request is the seed's flat body on the same queue ``trigger-des2code`` uses, so the worker
writes a new artifact and ``get-des2code`` returns it as the newest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from guinness.backend.scope import Scope
from guinness.clients.ai_client import AiClient
from guinness.contracts.des2code import Des2CodeRequest, artifact_prefix
from guinness.ids import uuid7
from guinness.logs import Logger
from guinness.ports import ArtifactStore, RequestQueue


@dataclass(frozen=True)
class Rematcher:
    """Queues Des2Code again for designs that have a result."""

    ai: AiClient
    artifacts: ArtifactStore
    queue: RequestQueue
    logger: Logger

    def rematch(
        self, scope: Scope, design_ids: Sequence[str], *, correlation_id: str
    ) -> dict[str, str]:
        """Queue a request for each design of ``design_ids`` matched before; returns
        ``{design_id: request_id}`` (empty when the code index is not ready)."""
        matched = [design_id for design_id in design_ids if self._matched_before(scope, design_id)]
        if not matched:
            return {}
        if self.ai.code_index_status(project_id=scope.project_id).current is None:
            self.logger.warning("rematch skipped: no code index", extra={"designs": len(matched)})
            return {}
        queued: dict[str, str] = {}
        for design_id in matched:
            message = Des2CodeRequest(
                design_id=design_id,
                project_id=scope.project_id,
                organization_id=scope.organization_id,
                request_id=str(uuid7()),
            )
            self.queue.send(message, correlation_id=correlation_id, user_id=None)
            queued[design_id] = message.request_id
        self.logger.info("des2code re-queued after a design change", extra={"designs": len(queued)})
        return queued

    def _matched_before(self, scope: Scope, design_id: str) -> bool:
        prefix = artifact_prefix(
            organization_id=scope.organization_id, project_id=scope.project_id, design_id=design_id
        )
        return bool(self.artifacts.list_keys(prefix))
