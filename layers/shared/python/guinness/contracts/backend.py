"""Headers and bodies of the backend internal API, shared by its callers and the server."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

API_KEY_HEADER = "X-API-Key"
PROJECT_HEADER = "X-MCP-Project-ID"
USER_HEADER = "X-MCP-User-ID"


class ImportedDesign(BaseModel):
    """One design unit written by an import, with its final status."""

    design_id: str
    node_id: str
    name: str
    kind: str
    import_status: str
    import_error: str | None = None
    instances: int


class DesignImportResult(BaseModel):
    """What a design import did: every unit written, and warnings a person should read."""

    file_key: str
    designs: list[ImportedDesign]
    warnings: list[str]


class DesignDeletion(BaseModel):
    """What deleting one design removed."""

    model_config = ConfigDict(frozen=True)

    design_id: str
    project_id: int
    artifacts: int
    ai_document: bool
    design_rows: int
    request_ids: int


class ProjectDeletion(BaseModel):
    """What deleting one project removed (``existed`` False: nothing was left of it)."""

    model_config = ConfigDict(frozen=True)

    project_id: int
    existed: bool
    artifacts: int
    api_keys: int


class CodeSourceDeletion(BaseModel):
    """Deleting one code source: its components are gone; ``index_id`` is the build of
    the project's code index without them."""

    model_config = ConfigDict(frozen=True)

    project_id: int
    code_source: str
    index_id: str


class TaskGraphDeletion(BaseModel):
    """What deleting a project's task graph removed."""

    model_config = ConfigDict(frozen=True)

    project_id: int
    tasks: int
