"""One running platform for the whole package: PostgreSQL, moto S3/SQS, the AI API, the backend
and the worker (``tests.pipeline_stack``), with a design, a code base, a task graph, one
finished Des2Code run and keys of every kind — and the edge served over real HTTP.

Built once per package (imports and index builds are the slow part); tests only read this
state or add to it (new requests, new keys), never change what another test relies on.
"""

from __future__ import annotations

import json
import socket
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from guinness.auth.key_admin import create_api_key
from guinness.composition.edge import build_edge_app
from guinness.db import users
from guinness.db.connection import Database
from guinness.db.databases import drop_database, ensure_database, url_for
from guinness.db.keys import revoke_api_key
from guinness.db.tasks import replace_task_graph
from guinness.settings import DatabaseSettings, McpSettings
from guinness.tasks.graph import Task, graph_from_tasks
from tests.factories import FAST_SCRYPT, Scope, make_key
from tests.fixture_codebase import fixture_codebase_zip
from tests.pipeline_stack import INTERNAL_KEY, Pipeline, running_pipeline
from tests.servers import serve

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
FILE_KEY = "SHOPKEY"
JWT_SECRET = "edge-test-jwt-secret-with-enough-bytes"
ISSUER = "https://auth.example.test/"
AUDIENCE = "guinness-mcp"
EDGE_TOKEN = "cloudfront-shared-secret"
FUNCTION_URL_HOST = "abcdefghij.lambda-url.eu-west-1.on.aws"
# T depends on A and B, A on C, C on D: four levels upstream of T.
TASKS = [
    Task("T", title="Checkout page", body="Build the checkout page.", depends_on=("A", "B")),
    Task("A", title="Cart API", body="Expose the cart.", depends_on=("C",)),
    Task("B", title="Design tokens", body="Colors and spacing."),
    Task("C", title="Schema", body="Tables.", depends_on=("D",)),
    Task("D", title="Database", body="Provision PostgreSQL."),
]


@dataclass
class SigningKeys:
    """RS256 keys: one published inline (JWT_JWKS), one only at the JWKS URL."""

    inline: rsa.RSAPrivateKey
    remote: rsa.RSAPrivateKey
    inline_jwks: dict[str, Any]
    remote_jwks: dict[str, Any]


@dataclass
class EdgeWorld:
    """Handles on the running platform and the data in it."""

    pipeline: Pipeline
    database: Database
    db_settings: DatabaseSettings
    scope: Scope
    other: Scope
    design_id: str
    other_design_id: str
    code_id: str
    request_id: str
    keys: dict[str, str]
    signing: SigningKeys
    jwks_url: str
    url: str = ""
    free_user_id: int = 0

    def headers(self, key: str = "read", **more: str) -> dict[str, str]:
        """Request headers carrying the named key as ``MCP-API-Key``."""
        return {"MCP-API-Key": self.keys[key], **more}

    def settings(self, **overrides: str) -> McpSettings:
        """Edge settings against this platform (local unless overridden)."""
        environ = {
            "ENVIRONMENT": "local",
            "DATABASE_URL": url_for(self.db_settings),
            "BACKEND_INTERNAL_URL": self.pipeline.backend_url,
            "BACKEND_INTERNAL_API_KEY": INTERNAL_KEY,
            "API_KEY_CACHE_TTL_SECONDS": "0",
            # These tests send many bad keys from one address on purpose; the throttle
            # has its own tests (test_auth_throttling.py).
            "AUTH_FAILURES_PER_MINUTE": "0",
            "JWT_SECRET": JWT_SECRET,
            "JWT_ISSUER": ISSUER,
            "JWT_AUDIENCE": AUDIENCE,
            "JWT_JWKS": json.dumps(self.signing.inline_jwks),
            "JWT_JWKS_URL": self.jwks_url,
            **overrides,
        }
        return McpSettings.from_env(environ)

    def token(
        self,
        *,
        algorithm: str = "HS256",
        kid: str | None = None,
        audience: str = AUDIENCE,
        expires_in: timedelta = timedelta(minutes=5),
        subject: str | None = None,
        project_id: int | None = None,
    ) -> str:
        """A signed JWT for the main project's user (claims overridable)."""
        now = datetime.now(UTC)
        claims = {
            "iss": ISSUER,
            "aud": audience,
            "sub": subject or str(self.scope.user_id),
            "project_id": project_id or self.scope.project_id,
            "iat": now,
            "exp": now + expires_in,
        }
        if algorithm == "HS256":
            return jwt.encode(claims, JWT_SECRET, algorithm="HS256")
        key = self.signing.remote if kid == "remote-key" else self.signing.inline
        return jwt.encode(claims, key, algorithm="RS256", headers={"kid": kid or "inline-key"})


def _signing_keys() -> SigningKeys:
    inline = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    remote = rsa.generate_private_key(public_exponent=65537, key_size=2048)

    def jwks(key: rsa.RSAPrivateKey, kid: str) -> dict[str, Any]:
        public = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(key.public_key()))
        return {"keys": [{**public, "kid": kid, "alg": "RS256", "use": "sig"}]}

    return SigningKeys(inline, remote, jwks(inline, "inline-key"), jwks(remote, "remote-key"))


def _import(pipeline: Pipeline, scope: Scope, *, code: bool) -> str:
    design = pipeline.http.post(
        "/internal/imports/designs",
        params={"file_key": FILE_KEY},
        headers=pipeline.headers(scope),
        content=(FIXTURES / "figma" / "shop_checkout.json").read_bytes(),
    )
    assert design.status_code == 200, design.text
    if code:
        imported = pipeline.http.post(
            "/internal/imports/code",
            params={"archive_name": "codebase.zip"},
            headers=pipeline.headers(scope),
            content=fixture_codebase_zip(),
        )
        assert imported.status_code == 200, imported.text
    return f"{scope.project_id}_{FILE_KEY}_1:2"


@contextmanager
def black_hole() -> Iterator[str]:
    """A base URL whose server accepts connections but never answers (a hung backend)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        sock.close()


@contextmanager
def closed_port() -> Iterator[str]:
    """A base URL nobody listens on (a backend that is down)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    sock.close()
    yield url


def run_worker(pipeline: Pipeline) -> None:
    """Let the worker process every queued Des2Code request."""
    while records := pipeline.receive_event()["Records"]:
        for record in records:
            pipeline.worker.worker.process(record["body"], receive_count=1)
            pipeline.sqs.delete_message(
                QueueUrl=pipeline.queue_url, ReceiptHandle=record["receiptHandle"]
            )


@pytest.fixture(scope="package")
def edge_db_settings(
    postgres_server: DatabaseSettings, migrated_template: str
) -> Iterator[DatabaseSettings]:
    """A migrated database shared by the package."""
    name = f"guinness_edge_{uuid.uuid4().hex[:10]}"
    ensure_database(postgres_server, name, template=migrated_template)
    yield postgres_server.with_database(name)
    drop_database(postgres_server, name)


@pytest.fixture(scope="package")
def world(edge_db_settings: DatabaseSettings) -> Iterator[EdgeWorld]:
    """The platform with data, and the local edge over HTTP."""
    database = Database(edge_db_settings)
    signing = _signing_keys()
    jwks_app = Starlette(
        routes=[Route("/jwks.json", lambda request: JSONResponse(signing.remote_jwks))]
    )
    with (
        database.connection() as conn,
        running_pipeline(database, conn) as pipeline,
        serve(jwks_app) as jwks_base,
    ):
        scope, other = pipeline.scope, pipeline.other
        users.set_subscription(
            conn, user_id=scope.user_id, entitlement_id="pro_tier", status="active"
        )
        free_user = users.create_user(conn, email=f"free-{uuid.uuid4().hex[:8]}@example.com")
        replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(TASKS))
        design_id = _import(pipeline, scope, code=True)
        other_design_id = _import(pipeline, other, code=False)
        code_page = pipeline.http.get("/internal/code", headers=pipeline.headers()).json()
        code_id = code_page["items"][0]["code_id"]
        triggered = pipeline.http.post(
            "/internal/des2code",
            headers=pipeline.headers(),
            json={
                "design_id": design_id,
                "project_id": scope.project_id,
                "organization_id": scope.organization_id,
            },
        )
        assert triggered.status_code == 202, triggered.text
        run_worker(pipeline)
        revoked = make_key(conn, scope)
        revoke_api_key(conn, key_id=revoked.id)
        expired = make_key(conn, scope, expires_at=datetime.now(UTC) + timedelta(days=1))
        conn.run(
            "UPDATE mcp_api_keys SET created_at = now() - interval '2 days',"
            " expires_at = now() - interval '1 day' WHERE id = :id",
            id=expired.id,
        )
        free_key = create_api_key(
            conn, user_id=free_user, project_id=scope.project_id, name="free", params=FAST_SCRYPT
        ).text
        keys = {
            "read": make_key(conn, scope).text,
            "write": make_key(conn, scope, write=True).text,
            "other_write": make_key(conn, other, write=True).text,
            "revoked": revoked.text,
            "expired": expired.text,
            "free": free_key,
        }
        edge_world = EdgeWorld(
            pipeline=pipeline,
            database=database,
            db_settings=edge_db_settings,
            scope=scope,
            other=other,
            design_id=design_id,
            other_design_id=other_design_id,
            code_id=code_id,
            request_id=triggered.json()["request_id"],
            keys=keys,
            signing=signing,
            jwks_url=f"{jwks_base}/jwks.json",
            free_user_id=free_user,
        )
        with serve(build_edge_app(edge_world.settings(), database=database)) as url:
            edge_world.url = url
            yield edge_world
    database.close()
