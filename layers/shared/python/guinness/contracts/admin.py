"""The admin Lambda's JSON event: ``{"operation": "key.create", "arguments": {...}}``.

One pydantic model per operation; the names and meanings match ``guinness-admin``'s
commands (``key.create`` is ``guinness-admin key create``).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, SecretStr, model_validator

from guinness.contracts.code_import import CODE_REVISION_PATTERN, CODE_SOURCE_PATTERN
from guinness.contracts.import_jobs import ImportKind

FREE_TIER = "free"
PRO_TIER = "pro_tier"
#: The subscription entitlements an admin can set (``pro_tier`` lifts the depth clamp).
ENTITLEMENTS = (FREE_TIER, PRO_TIER)
SUBSCRIPTION_STATUSES = ("active", "trialing", "past_due", "canceled", "expired")


class _Arguments(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Migrate(_Arguments):
    """Apply pending database migrations."""


class OrgCreate(_Arguments):
    """Create an organization."""

    name: str = Field(min_length=1, max_length=200)


class ProjectCreate(_Arguments):
    """Create a project in an organization."""

    organization_id: int = Field(gt=0)
    name: str = Field(min_length=1, max_length=200)


class ProjectQuota(_Arguments):
    """Set a project's requests per API key per minute; None: the service's default."""

    project_id: int = Field(gt=0)
    requests_per_minute: int | None = Field(default=None, ge=0, le=1_000_000)


#: Most rows one listing answers (``limit``'s default and ceiling).
DEFAULT_LIST_LIMIT = 100
MAX_LIST_LIMIT = 1000


class _Listing(_Arguments):
    """One page of a listing, by id: rows with ids above ``after_id``."""

    limit: int = Field(default=DEFAULT_LIST_LIMIT, gt=0, le=MAX_LIST_LIMIT)
    after_id: int | None = Field(default=None, ge=0)


class OrgList(_Listing):
    """List organizations (with how many projects each has)."""


class ProjectList(_Listing):
    """List projects, of one organization if given."""

    organization_id: int | None = Field(default=None, gt=0)


class UserList(_Listing):
    """List users with their subscriptions."""


class UserCreate(_Arguments):
    """Create a user."""

    email: str = Field(min_length=3, max_length=320)
    name: str | None = Field(default=None, max_length=200)


class SubscriptionSet(_Arguments):
    """Set a user's subscription tier and status."""

    user_id: int = Field(gt=0)
    tier: str
    status: str = "active"

    @model_validator(mode="after")
    def _known_values(self) -> SubscriptionSet:
        if self.tier not in ENTITLEMENTS:
            raise ValueError(f"tier must be one of {', '.join(ENTITLEMENTS)}")
        if self.status not in SUBSCRIPTION_STATUSES:
            raise ValueError(f"status must be one of {', '.join(SUBSCRIPTION_STATUSES)}")
        return self


class KeyCreate(_Arguments):
    """Create a project-scoped API key (its text is returned once)."""

    user_id: int = Field(gt=0)
    project_id: int = Field(gt=0)
    name: str = Field(min_length=1, max_length=200)
    write: bool = False
    expires_at: AwareDatetime | None = None
    expires_in_days: int | None = Field(default=None, gt=0, le=36_500)

    @model_validator(mode="after")
    def _one_expiry(self) -> KeyCreate:
        if self.expires_at is not None and self.expires_in_days is not None:
            raise ValueError("give expires_at or expires_in_days, not both")
        return self


class KeyList(_Arguments):
    """List keys (never secrets or hashes)."""

    project_id: int | None = Field(default=None, gt=0)
    user_id: int | None = Field(default=None, gt=0)
    include_deleted: bool = False


class KeyTarget(_Arguments):
    """One key, by id or by prefix."""

    id: int | None = Field(default=None, gt=0)
    prefix: str | None = Field(default=None, min_length=1, max_length=64)

    @model_validator(mode="after")
    def _exactly_one(self) -> KeyTarget:
        if (self.id is None) == (self.prefix is None):
            raise ValueError("give exactly one of id and prefix")
        return self


class ImportUpload(_Arguments):
    """Start an import too large for a request: returns a presigned upload for the file."""

    kind: ImportKind
    project_id: int = Field(gt=0)
    file_name: str = Field(min_length=1, max_length=255)
    file_key: str | None = Field(default=None, max_length=128)
    node_ids: list[str] | None = Field(default=None, max_length=200)
    archive_name: str | None = Field(default=None, max_length=255)
    strict: bool = False
    #: A code import's code source (``web``, ``design-system``); ``default`` when unset.
    code_source: str | None = Field(default=None, pattern=CODE_SOURCE_PATTERN)
    code_revision: str | None = Field(default=None, pattern=CODE_REVISION_PATTERN)
    #: A Task Master ``tasks.json``'s tag (task list) to import; ``master`` when unset.
    tag: str | None = Field(default=None, min_length=1, max_length=100)

    @model_validator(mode="after")
    def _design_needs_file_key(self) -> ImportUpload:
        if self.kind == "design" and not self.file_key:
            raise ValueError("a design import needs file_key (the Figma file key)")
        return self


class ImportStatusQuery(_Arguments):
    """Where an import job stands."""

    job_id: str = Field(min_length=1, max_length=64)


class FigmaImport(_Arguments):
    """Import a design from its Figma link (asynchronous: the fetch runs outside the VPC)."""

    project_id: int = Field(gt=0)
    figma_url: str = Field(min_length=1, max_length=2048)
    depth: int | None = Field(default=None, ge=1, le=100)


class FigmaTokenSet(_Arguments):
    """Set a project's Figma token (a personal access token, or an OAuth token)."""

    project_id: int = Field(gt=0)
    token: SecretStr = Field(min_length=8, max_length=4096)
    oauth: bool = False


class FigmaTokenClear(_Arguments):
    """Delete a project's Figma token."""

    project_id: int = Field(gt=0)


class FigmaWebhookRegister(_Arguments):
    """Register a Figma webhook (v2) that re-imports the project's designs on a change."""

    project_id: int = Field(gt=0)
    event_type: Literal["FILE_UPDATE", "LIBRARY_PUBLISH"] = "FILE_UPDATE"
    context: Literal["team", "project", "file"]
    context_id: str = Field(min_length=1, max_length=200)
    endpoint: str = Field(min_length=8, max_length=2048)
    description: str | None = Field(default=None, max_length=140)


class DesignDelete(_Arguments):
    """Delete a design with its artifacts, its AI-store document and its request ids."""

    project_id: int = Field(gt=0)
    design_id: str = Field(min_length=3, max_length=512)


class CodeSourceDelete(_Arguments):
    """Delete a code source's components (the code index is rebuilt without them)."""

    project_id: int = Field(gt=0)
    source: str = Field(default="default", pattern=CODE_SOURCE_PATTERN)


class TaskGraphDelete(_Arguments):
    """Delete the project's task graph."""

    project_id: int = Field(gt=0)


class ProjectDelete(_Arguments):
    """Delete a project with everything derived from it; ``confirm`` must be true."""

    project_id: int = Field(gt=0)
    confirm: Literal[True]


#: Every operation and the model of its arguments.
OPERATIONS: dict[str, type[_Arguments]] = {
    "migrate": Migrate,
    "org.create": OrgCreate,
    "org.list": OrgList,
    "project.create": ProjectCreate,
    "project.list": ProjectList,
    "project.quota": ProjectQuota,
    "user.create": UserCreate,
    "user.list": UserList,
    "subscription.set": SubscriptionSet,
    "key.create": KeyCreate,
    "key.list": KeyList,
    "key.revoke": KeyTarget,
    "key.delete": KeyTarget,
    "import.upload": ImportUpload,
    "import.status": ImportStatusQuery,
    "import.figma": FigmaImport,
    "figma-token.set": FigmaTokenSet,
    "figma-token.clear": FigmaTokenClear,
    "figma-webhook.register": FigmaWebhookRegister,
    "delete.design": DesignDelete,
    "delete.code-source": CodeSourceDelete,
    "delete.tasks": TaskGraphDelete,
    "delete.project": ProjectDelete,
}


class AdminRequest(BaseModel):
    """The admin Lambda's event."""

    model_config = ConfigDict(extra="forbid")

    operation: str
    arguments: dict[str, Any] = Field(default_factory=dict)

    def parsed(self) -> _Arguments:
        """The arguments validated by the operation's model (``ValueError`` when unknown)."""
        model = OPERATIONS.get(self.operation)
        if model is None:
            known = ", ".join(sorted(OPERATIONS))
            raise ValueError(f"unknown operation {self.operation!r} (one of {known})")
        return model.model_validate(self.arguments)
