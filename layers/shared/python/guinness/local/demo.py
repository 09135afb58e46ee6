"""The demo organization, project, user, key and content of the local stack."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import httpx

from guinness.auth.authenticator import ApiKeyAuthenticator
from guinness.auth.key_admin import create_api_key
from guinness.code.packing import zip_folder
from guinness.contracts.backend import API_KEY_HEADER, PROJECT_HEADER, USER_HEADER
from guinness.db import projects, users
from guinness.db.connection import Connection, Database
from guinness.db.designs import get_design_row
from guinness.errors import InvalidApiKeyError
from guinness.tasks.task_files import read_task_folder

DEMO_ORGANIZATION = "Demo Organization"
DEMO_PROJECT = "Demo Project"
DEMO_EMAIL = "demo@example.com"
DEMO_KEY_FILE = "demo-api-key"
DEMO_FILE_KEY = "DEMOCHECKOUT"
#: The token the local stack's fake Figma API accepts (serving the demo design's file).
LOCAL_FIGMA_TOKEN = "figd_local_demo_token"  # noqa: S105 - a fake service's demo token
DEMO_DESIGN_NODE = "1:2"
DEMO_TASK = "CHK-4"


@dataclass(frozen=True)
class DemoScope:
    """The demo rows and the key printed for them."""

    organization_id: int
    project_id: int
    user_id: int
    api_key: str
    key_is_new: bool

    @property
    def design_id(self) -> str:
        """The demo checkout design's id."""
        return f"{self.project_id}_{DEMO_FILE_KEY}_{DEMO_DESIGN_NODE}"


def ensure_demo_scope(database: Database, data_dir: Path) -> DemoScope:
    """Create the demo rows if missing and return a verified READ+WRITE key."""
    with database.transaction() as conn:
        organization_id, project_id, user_id = _ensure_demo_rows(conn)
    key_file = data_dir / DEMO_KEY_FILE
    if key_file.exists():
        existing = key_file.read_text().strip()
        try:
            principal = ApiKeyAuthenticator(database).authenticate(existing)
        except InvalidApiKeyError:
            principal = None
        if principal is not None and principal.project_id == project_id:
            return DemoScope(organization_id, project_id, user_id, existing, key_is_new=False)
    with database.connection() as conn:
        created = create_api_key(
            conn, user_id=user_id, project_id=project_id, name="local demo", write=True
        )
    data_dir.mkdir(parents=True, exist_ok=True)
    key_file.write_text(created.text + "\n")
    key_file.chmod(0o600)
    return DemoScope(organization_id, project_id, user_id, created.text, key_is_new=True)


def _ensure_demo_rows(conn: Connection) -> tuple[int, int, int]:
    organization_id = projects.find_organization_id(conn, name=DEMO_ORGANIZATION)
    if organization_id is None:
        organization_id = projects.create_organization(conn, name=DEMO_ORGANIZATION)
    project = projects.find_project(conn, organization_id=organization_id, name=DEMO_PROJECT)
    if project is None:
        project = projects.create_project(conn, organization_id=organization_id, name=DEMO_PROJECT)
    user_id = users.find_user_id(conn, email=DEMO_EMAIL)
    if user_id is None:
        user_id = users.create_user(conn, email=DEMO_EMAIL, name="Demo User")
        users.set_subscription(conn, user_id=user_id, entitlement_id="pro_tier", status="active")
    return organization_id, project.id, user_id


def import_demo_content(
    backend_url: str, internal_key: str, scope: DemoScope, demo_dir: Path
) -> list[str]:
    """Import the demo design, code base and tasks through the backend; returns what ran."""
    headers = {
        API_KEY_HEADER: internal_key,
        PROJECT_HEADER: str(scope.project_id),
        USER_HEADER: str(scope.user_id),
    }
    done: list[str] = []
    with httpx.Client(base_url=backend_url, headers=headers, timeout=300) as client:
        design = client.post(
            "/internal/imports/designs",
            params={"file_key": DEMO_FILE_KEY},
            content=(demo_dir / "figma" / "checkout.json").read_bytes(),
        )
        design.raise_for_status()
        done.append(f"design {DEMO_FILE_KEY}: {len(design.json()['designs'])} units")
        code = client.post(
            "/internal/imports/code",
            params={"archive_name": "codebase.zip"},
            content=zip_folder(demo_dir / "codebase"),
        )
        code.raise_for_status()
        done.append(
            f"code: {code.json()['components']} components, index {code.json()['index']['status']}"
        )
        tasks = [doc.as_json() for doc in read_task_folder(demo_dir / "tasks")]
        imported = client.post(
            "/internal/imports/tasks", content=json.dumps({"tasks": tasks}).encode()
        )
        imported.raise_for_status()
        done.append(f"tasks: {imported.json()['taskCount']}")
    return done


def has_demo_content(database: Database, scope: DemoScope) -> bool:
    """Whether the demo design was imported already (then a restart imports nothing)."""
    with database.connection() as conn:
        row = get_design_row(conn, project_id=scope.project_id, design_id=scope.design_id)
    return row is not None and row.import_status == "completed"
