"""Durable request ids: get-des2code answers ``pending`` only while an issued request can
still finish, ``failed`` (REQUEST_EXPIRED) after its retry horizon, and REQUEST_NOT_FOUND
at once for an id never issued for the design."""

from __future__ import annotations

import time

import pytest

from guinness.db.connection import Database
from guinness.ids import uuid7
from tests.integration.mcp_edge.conftest import EdgeWorld
from tests.mcp_clients import MODERN, call_tool, error_code


def _poll(world: EdgeWorld, design_id: str, request_id: str) -> object:
    return call_tool(
        world.url,
        "get-des2code",
        {"design_id": design_id, "request_id": request_id},
        headers=world.headers(),
        era=MODERN,
    )


def _record(database: Database, request_id: str, project_id: int, design_id: str) -> None:
    with database.connection() as conn:
        conn.run(
            "INSERT INTO des2code_requests (request_id, project_id, design_id)"
            " VALUES (CAST(:r AS uuid), :p, :d)",
            r=request_id,
            p=project_id,
            d=design_id,
        )


def test_an_id_never_issued_is_not_found_at_once(world: EdgeWorld) -> None:
    result = _poll(world, world.design_id, str(uuid7()))

    assert error_code(result) == "REQUEST_NOT_FOUND"


def test_an_issued_id_is_recorded_and_pending_until_its_result(world: EdgeWorld) -> None:
    triggered = call_tool(
        world.url,
        "trigger-des2code",
        {
            "design_id": world.design_id,
            "project_id": world.scope.project_id,
            "organization_id": world.scope.organization_id,
        },
        headers=world.headers("write"),
        era=MODERN,
    )
    request_id = triggered.structured_content["request_id"]  # type: ignore[index]

    with world.database.connection() as conn:
        rows = conn.run(
            "SELECT design_id FROM des2code_requests WHERE request_id = CAST(:r AS uuid)",
            r=request_id,
        )
    pending = _poll(world, world.design_id, request_id)
    elsewhere = _poll(world, world.other_design_id, request_id)

    assert rows == [[world.design_id]]
    assert pending.structured_content["status"] == "pending"  # type: ignore[attr-defined]
    # The id names its own design only (another project's design is not found either).
    assert error_code(elsewhere) in {"REQUEST_NOT_FOUND", "DESIGN_NOT_FOUND"}


def test_a_request_past_its_retry_horizon_is_failed_not_pending(world: EdgeWorld) -> None:
    two_hours_ago = int(time.time() * 1000) - 2 * 3600 * 1000
    request_id = str(uuid7(two_hours_ago))
    _record(world.database, request_id, world.scope.project_id, world.design_id)

    result = _poll(world, world.design_id, request_id)

    data = result.structured_content  # type: ignore[attr-defined]
    assert data["status"] == "failed"
    assert data["error"]["code"] == "REQUEST_EXPIRED"
    assert "Trigger Des2Code again" in data["error"]["message"]


def test_the_registry_is_insert_only(world: EdgeWorld) -> None:
    request_id = str(uuid7())
    _record(world.database, request_id, world.scope.project_id, world.design_id)

    with world.database.connection() as conn, pytest.raises(Exception, match="insert-only"):
        conn.run(
            "UPDATE des2code_requests SET design_id = 'x' WHERE request_id = CAST(:r AS uuid)",
            r=request_id,
        )
