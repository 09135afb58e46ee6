"""Figma by link on the local stack, through a real MCP client (the Python SDK over HTTP)
and the admin CLI as an operator runs it, against the fake Figma API.

import-design → pending → completed (a 429 waited out on the way) → trigger-des2code →
get-des2code; then a registered webhook's FILE_UPDATE gives a new artifact for that design
with no other call, a duplicate delivery queues nothing, and a wrong passcode is 401 and
imports nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from guinness.db.databases import drop_database, ensure_database, url_for
from guinness.local.demo import ensure_demo_scope, import_demo_content
from guinness.local.fake_figma import FakeFigma
from guinness.local.stack import RunningStack, run_stack
from tests.mcp_clients import call_tool, error_code
from tests.servers import serve

REPO = Path(__file__).resolve().parents[2]
DEMO = REPO / "demo"
FILE_KEY = "LinkedCheckout0001"
TOKEN = "figd_e2e_token_value"
FRAME = "1:2"


@dataclass
class World:
    stack: RunningStack
    fake: FakeFigma
    project_id: int
    organization_id: int
    api_key: str
    env: dict[str, str]

    def call(self, tool: str, arguments: dict[str, Any]) -> Any:
        base = self.stack.mcp_url.removesuffix("/mcp")
        result = call_tool(
            base, tool, arguments, headers={"MCP-API-Key": self.api_key}, era="legacy"
        )
        assert not result.is_error, result.content
        return result.structured_content

    def admin(self, *argv: str, stdin: str = "") -> Any:
        done = subprocess.run(
            [sys.executable, "-m", "guinness.cli.admin", *argv],
            input=stdin,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert TOKEN not in done.stdout + done.stderr
        return json.loads(done.stdout)


def wait_for(check: Callable[[], Any], *, seconds: float = 90) -> Any:
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.25)


@pytest.fixture(scope="module")
def world(
    tmp_path_factory: pytest.TempPathFactory, postgres_server: Any, migrated_template: str
) -> Iterator[World]:
    data_dir = tmp_path_factory.mktemp("figma-local")
    name = f"guinness_figma_{uuid.uuid4().hex[:8]}"
    ensure_database(postgres_server, name, template=migrated_template)
    db_settings = postgres_server.with_database(name)
    fake = FakeFigma.serving({FILE_KEY: DEMO / "figma" / "checkout.json"}, {TOKEN: None})
    with serve(fake.app()) as figma_url:
        environ = {**os.environ, "FIGMA_API_URL": figma_url}
        with run_stack(db_settings, mcp_port=0, environ=environ, data_dir=data_dir) as stack:
            scope = ensure_demo_scope(stack.database, data_dir)
            import_demo_content(stack.backend_url, stack.internal_key, scope, DEMO)
            env = {
                **{k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "AWS_"))},
                "DATABASE_URL": url_for(db_settings),
                "LOCAL_DATA_DIR": str(data_dir),
                "FIGMA_API_URL": figma_url,
            }
            yield World(stack, fake, scope.project_id, scope.organization_id, scope.api_key, env)
    drop_database(postgres_server, name)


def test_an_agent_imports_by_link_matches_and_a_webhook_rematches(world: World) -> None:
    stored = world.admin(
        "figma-token", "set", "--project-id", str(world.project_id), stdin=TOKEN + "\n"
    )
    assert stored == {"project_id": world.project_id, "oauth": False, "stored": True}
    world.fake.rate_limited, world.fake.retry_after_s = 1, 1

    link = f"https://www.figma.com/design/{FILE_KEY}/Checkout?node-id={FRAME.replace(':', '-')}"
    ticket = world.call("import-design", {"figma_url": link})
    design_id = f"{world.project_id}_{FILE_KEY}_{FRAME}"
    assert ticket["status"] == "pending"
    assert ticket["design_ids"] == [design_id]

    def completed() -> Any:
        detail = world.call("get-design-detail", {"design_id": design_id})
        return detail if detail["import_status"] != "pending" else None

    detail = wait_for(completed)
    assert detail, "the import never finished"
    assert detail["import_status"] == "completed", detail
    assert detail["instances"]
    statuses = [path for path, _ in world.fake.requests if path.endswith("/nodes")]
    assert len(statuses) == 2  # the 429, then the answer after its Retry-After
    listed = world.call("list-designs", {})
    (imported,) = [i for i in listed["imports"] if i["import_id"] == ticket["import_id"]]
    assert (imported["status"], imported["design_ids"]) == ("completed", [design_id])

    queued = world.call(
        "trigger-des2code",
        {
            "design_id": design_id,
            "project_id": world.project_id,
            "organization_id": world.organization_id,
        },
    )
    first = wait_for(
        lambda: _result(world, design_id, queued["request_id"]),
    )
    assert first, "the first match never finished"
    assert first["status"] == "success", first

    hook = world.admin(
        "figma-webhook", "register", "--project-id", str(world.project_id),
        "--file-key", FILE_KEY, "--endpoint", world.stack.figma_webhook_url,
    )  # fmt: skip
    assert "passcode" not in json.dumps(hook)
    delivery = world.fake.delivery(hook["webhook_id"], "FILE_UPDATE", FILE_KEY, _now())

    wrong = httpx.post(world.stack.figma_webhook_url, json={**delivery, "passcode": "nope"})
    assert wrong.status_code == 401
    answer = httpx.post(world.stack.figma_webhook_url, json=delivery)
    assert answer.status_code == 200, answer.text
    assert answer.json()["status"] == "queued"
    again = httpx.post(world.stack.figma_webhook_url, json=delivery)
    assert again.json() == {"status": "duplicate"}

    def rematched() -> Any:
        newest = world.call("get-des2code", {"design_id": design_id})
        return newest if newest["request_id"] != queued["request_id"] else None

    newest = wait_for(rematched)
    assert newest, "the webhook's re-match never wrote a new artifact"
    assert newest["status"] == "success", newest
    imports = world.call("list-designs", {})["imports"]
    origins = sorted(item["origin"] for item in imports)
    assert origins == ["link", "webhook"]  # the wrong passcode and the duplicate: nothing


def test_an_import_the_token_cannot_open_fails_with_the_reason(world: World) -> None:
    link = "https://www.figma.com/file/NoSuchFile00000001/x?node-id=4-5"
    ticket = world.call("import-design", {"figma_url": link})
    (design_id,) = ticket["design_ids"]

    def finished() -> Any:
        detail = world.call("get-design-detail", {"design_id": design_id})
        return detail if detail["import_status"] != "pending" else None

    detail = wait_for(finished)
    assert detail
    assert detail["import_status"] == "failed"
    assert "check the link" in detail["import_error"]


def test_a_bad_link_and_a_read_key_are_refused_at_once(world: World) -> None:
    base = world.stack.mcp_url.removesuffix("/mcp")
    bad = call_tool(
        base,
        "import-design",
        {"figma_url": "https://example.com/design/abc"},
        headers={"MCP-API-Key": world.api_key},
        era="legacy",
    )
    assert error_code(bad) == "VALIDATION_ERROR"


def _result(world: World, design_id: str, request_id: str) -> Any:
    answer = world.call("get-des2code", {"design_id": design_id, "request_id": request_id})
    return answer if answer["status"] != "pending" else None


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def test_the_matches_export_as_code_connect_files_figmas_cli_reads(
    world: World, code_connect_cli: Path, tmp_path: Path
) -> None:
    from tests.code_connect_cli import run_figma_connect

    design_id = f"{world.project_id}_DEMOCHECKOUT_1:2"
    queued = world.call(
        "trigger-des2code",
        {
            "design_id": design_id,
            "project_id": world.project_id,
            "organization_id": world.organization_id,
        },
    )
    done = wait_for(lambda: _result(world, design_id, queued["request_id"]))
    assert done, "the match never finished"
    assert done["status"] == "success"
    assert all(m["snippet"] for m in done["usage_matches"] if m["matched"])
    assert done["skeleton"].startswith("import ")

    world.env["BACKEND_INTERNAL_API_KEY"] = world.stack.internal_key
    exported = world.admin(
        "export", "code-connect", "--project-id", str(world.project_id),
        "--design-id", design_id, "--out", str(tmp_path / "cc"),
        "--backend-url", world.stack.backend_url,
    )  # fmt: skip
    parsed = run_figma_connect(code_connect_cli, tmp_path / "cc", "parse")

    assert "Button.figma.ts" in exported["written"]
    assert parsed.returncode == 0, parsed.stderr
    components = {entry["component"] for entry in json.loads(parsed.stdout)}
    assert "Button" in components
