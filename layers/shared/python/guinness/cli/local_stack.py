"""``guinness-local``: the local stack on embedded defaults (no AWS, no Docker).

Starts PostgreSQL (data kept under ``LOCAL_DATA_DIR``), applies migrations, makes sure a
demo organization, project and Pro user exist, and prints a working READ+WRITE API key:
the key from the previous start when it still verifies, a new one otherwise. Runs until
Ctrl-C, then stops what it started.
"""

from __future__ import annotations

import argparse
import signal
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from guinness import accounts
from guinness.auth.authenticator import ApiKeyAuthenticator
from guinness.auth.key_admin import create_api_key
from guinness.cli.database import local_data_dir, resolve_database
from guinness.db.connection import Connection, Database
from guinness.db.databases import url_for
from guinness.db.migrations import apply_migrations
from guinness.errors import InvalidApiKeyError

DEMO_ORGANIZATION = "Demo Organization"
DEMO_PROJECT = "Demo Project"
DEMO_EMAIL = "demo@example.com"
DEMO_KEY_FILE = "demo-api-key"


@dataclass(frozen=True)
class DemoScope:
    """The demo rows and the key printed for them."""

    organization_id: int
    project_id: int
    user_id: int
    api_key: str
    key_is_new: bool


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
    organization_id = accounts.find_organization_id(conn, name=DEMO_ORGANIZATION)
    if organization_id is None:
        organization_id = accounts.create_organization(conn, name=DEMO_ORGANIZATION)
    project = accounts.find_project(conn, organization_id=organization_id, name=DEMO_PROJECT)
    if project is None:
        project = accounts.create_project(conn, organization_id=organization_id, name=DEMO_PROJECT)
    user_id = accounts.find_user_id(conn, email=DEMO_EMAIL)
    if user_id is None:
        user_id = accounts.create_user(conn, email=DEMO_EMAIL, name="Demo User")
        accounts.set_subscription(conn, user_id=user_id, entitlement_id="pro_tier", status="active")
    return organization_id, project.id, user_id


def main(argv: Sequence[str] | None = None) -> int:
    """Start the local stack; returns the exit code."""
    parser = argparse.ArgumentParser(prog="guinness-local", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--once", action="store_true", help="set everything up, print, and exit (no wait)"
    )
    args = parser.parse_args(argv)

    data_dir = local_data_dir()
    settings = resolve_database()
    database = Database(settings)
    with database.connection() as conn:
        applied = apply_migrations(conn)
    scope = ensure_demo_scope(database, data_dir)
    database.close()

    print(f"PostgreSQL      {url_for(settings)}")
    print(f"migrations      {', '.join(applied) if applied else 'up to date'}")
    print(f"organization    {scope.organization_id} ({DEMO_ORGANIZATION})")
    print(f"project         {scope.project_id} ({DEMO_PROJECT})")
    print(f"user            {scope.user_id} ({DEMO_EMAIL}, pro_tier)")
    state = "new" if scope.key_is_new else "reused"
    print(f"API key         {scope.api_key}  ({state}, READ+WRITE, kept in {data_dir})")
    print("admin CLI       ./dev admin --help")
    if args.once:
        return 0
    print("Running. Press Ctrl-C to stop.", flush=True)
    _wait_for_stop_signal()
    print("Stopping.")
    return 0


def _wait_for_stop_signal() -> None:
    stopped = threading.Event()

    def _stop(signum: int, frame: FrameType | None) -> None:
        stopped.set()

    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    # Event.wait with a timeout keeps the main thread responsive to signals.
    while not stopped.wait(timeout=1.0):
        continue


if __name__ == "__main__":
    raise SystemExit(main())
