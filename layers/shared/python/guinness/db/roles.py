"""The database role each service connects as (created and granted by the migrations).

``0008_service_roles.sql`` creates the roles and grants each exactly what its service's
code runs; the AI store's ``0003_service_roles.sql`` grants the store's. In AWS every role
logs in through RDS Proxy with an IAM token (``rds_iam``); elsewhere with a password, which
the local stack sets afresh at every start (:func:`set_role_passwords`).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable

from guinness.db.connection import Connection

#: Service → its role. The migrate function and the admin function are the owner.
SERVICE_ROLES = {
    "edge": "guinness_edge",
    "backend": "guinness_backend",
    "import-job": "guinness_import",
    "ai": "guinness_ai",
    "worker": "guinness_worker",
}
_SAFE_PASSWORD = re.compile(r"^[A-Za-z0-9_-]{20,}$")


def set_role_passwords(conn: Connection, roles: Iterable[str]) -> dict[str, str]:
    """Give each role a new random password (run as the owner); returns role → password."""
    passwords: dict[str, str] = {}
    known = set(SERVICE_ROLES.values())
    for role in roles:
        if role not in known:
            raise ValueError(f"not a service role: {role}")
        password = secrets.token_urlsafe(24)
        # ALTER ROLE takes no bind parameters; both names are checked above.
        if not _SAFE_PASSWORD.match(password):
            raise AssertionError("token_urlsafe returned an unexpected character")
        conn.run(f"ALTER ROLE {role} WITH LOGIN PASSWORD '{password}'")
        passwords[role] = password
    return passwords
