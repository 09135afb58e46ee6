"""The eight tools over real HTTP with the Python SDK's client, in both protocol eras, against
the real backend, AI API and PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.integration.mcp_edge.conftest import EdgeWorld, run_worker
from tests.mcp_clients import (
    ERAS,
    MODERN,
    call_tool,
    error_code,
    list_tools,
    protocol_version,
)

TOOLS = {
    "list-designs",
    "get-design-detail",
    "list-code",
    "get-code-detail",
    "trigger-des2code",
    "get-des2code",
    "get-task-context",
    "import-design",
}


@pytest.fixture
def unready_design(world: EdgeWorld) -> Iterator[str]:
    """A design of the main project whose import is (for this test) still pending."""
    design_id = f"{world.scope.project_id}_SHOPKEY_21:0"
    with world.database.connection() as conn:
        conn.run("UPDATE designs SET import_status = 'pending' WHERE design_id = :d", d=design_id)
    yield design_id
    with world.database.connection() as conn:
        conn.run("UPDATE designs SET import_status = 'completed' WHERE design_id = :d", d=design_id)


@pytest.mark.parametrize(("era", "modern"), [("legacy", False), (MODERN, True), ("auto", True)])
def test_both_protocol_eras_negotiate_with_the_stateless_server(
    world: EdgeWorld, era: str, modern: bool
) -> None:
    version = protocol_version(world.url, headers=world.headers(), era=era)

    assert (version == MODERN) is modern


@pytest.mark.parametrize("era", ERAS)
def test_tools_list_describes_eight_tools_with_schemas_and_annotations(
    world: EdgeWorld, era: str
) -> None:
    listed = list_tools(world.url, headers=world.headers(), era=era).tools
    tools = {tool.name: tool for tool in listed}

    assert set(tools) == TOOLS
    for tool in listed:
        assert tool.description is not None
        assert len(tool.description) > 150
        assert tool.output_schema is not None
        assert tool.output_schema["type"] == "object"
        assert tool.annotations is not None
        assert tool.annotations.destructive_hint is False
        writes = tool.name in ("trigger-des2code", "import-design")
        assert tool.annotations.read_only_hint is not writes
        assert tool.annotations.idempotent_hint is not writes
        for name, schema in tool.input_schema.get("properties", {}).items():
            assert schema.get("description"), f"{tool.name}.{name} has no description"
    trigger = tools["trigger-des2code"]
    assert set(trigger.input_schema["required"]) == {"design_id", "project_id", "organization_id"}
    assert "WRITE" in (trigger.description or "")
    assert "get-des2code" in (trigger.description or "")
    assert "get-code-detail" in (tools["get-des2code"].description or "")
    assert "trigger-des2code" in (tools["list-designs"].description or "")
    importer = tools["import-design"]
    assert importer.input_schema["required"] == ["figma_url"]
    assert "WRITE" in (importer.description or "")
    assert "get-design-detail" in (importer.description or "")


@pytest.mark.parametrize("era", ERAS)
def test_list_designs_returns_the_projects_designs_and_its_scope(
    world: EdgeWorld, era: str
) -> None:
    result = call_tool(world.url, "list-designs", {"limit": 50}, headers=world.headers(), era=era)

    assert not result.is_error
    data = result.structured_content
    assert data is not None
    assert (data["project_id"], data["organization_id"]) == (
        world.scope.project_id,
        world.scope.organization_id,
    )
    ids = [item["design_id"] for item in data["items"]]
    assert world.design_id in ids
    assert world.other_design_id not in ids
    assert data["next_cursor"] is None
    assert result.content[0].text.startswith(f"{len(ids)} design(s) in project")
    assert world.design_id in result.content[0].text


def test_list_designs_pages_with_the_cursor_it_returns(world: EdgeWorld) -> None:
    first = call_tool(world.url, "list-designs", {"limit": 1}, headers=world.headers(), era=MODERN)
    assert first.structured_content is not None
    cursor = first.structured_content["next_cursor"]

    second = call_tool(
        world.url,
        "list-designs",
        {"limit": 1, "cursor": cursor},
        headers=world.headers(),
        era=MODERN,
    )

    assert cursor
    assert cursor in first.content[0].text
    assert second.structured_content is not None
    assert second.structured_content["items"] != first.structured_content["items"]


@pytest.mark.parametrize("tool", ["list-designs", "list-code"])
def test_a_tampered_cursor_is_a_validation_error(world: EdgeWorld, tool: str) -> None:
    result = call_tool(world.url, tool, {"cursor": "garbage"}, headers=world.headers(), era=MODERN)

    assert error_code(result) == "VALIDATION_ERROR"
    assert result.content[0].text.startswith("VALIDATION_ERROR: ")


@pytest.mark.parametrize("era", ERAS)
def test_get_design_detail_returns_instances_with_their_variants_and_no_vectors(
    world: EdgeWorld, era: str
) -> None:
    result = call_tool(
        world.url,
        "get-design-detail",
        {"design_id": world.design_id},
        headers=world.headers(),
        era=era,
    )

    assert not result.is_error
    data = result.structured_content
    assert data is not None
    assert data["design_id"] == world.design_id
    assert data["import_status"] == "completed"
    pay = next(item for item in data["instances"] if item["name"] == "Pay button")
    assert pay["variant"] == {"Size": "Large", "State": "Hover"}
    assert "embedding" not in json.dumps(data)
    assert result.content[0].text.startswith(f"Design {world.design_id} ")


@pytest.mark.parametrize(
    "design_id", ["other", "unknown"], ids=["another-projects-design", "unknown-design"]
)
def test_get_design_detail_of_a_design_outside_the_project_is_not_found(
    world: EdgeWorld, design_id: str
) -> None:
    target = world.other_design_id if design_id == "other" else f"{world.scope.project_id}_X_9:9"

    result = call_tool(
        world.url, "get-design-detail", {"design_id": target}, headers=world.headers(), era=MODERN
    )

    assert error_code(result) == "DESIGN_NOT_FOUND"


@pytest.mark.parametrize("era", ERAS)
def test_list_code_and_get_code_detail_return_components_with_source(
    world: EdgeWorld, era: str
) -> None:
    listed = call_tool(world.url, "list-code", {"limit": 100}, headers=world.headers(), era=era)
    assert listed.structured_content is not None
    button = next(
        item for item in listed.structured_content["items"] if item["component_name"] == "Button"
    )

    detail = call_tool(
        world.url,
        "get-code-detail",
        {"code_id": button["code_id"]},
        headers=world.headers(),
        era=era,
    )

    assert not detail.is_error
    data = detail.structured_content
    assert data is not None
    assert data["path"] == "src/components/Button/Button.tsx"
    # Imported from the barrel that re-exports it, as a consumer would.
    assert data["import_source"] == "src/components"
    assert data["import_statement"] == button["import_statement"]
    assert button["import_statement"] == 'import { Button } from "src/components";'
    assert "export" in data["source"]
    assert data["css"]
    assert {prop["name"] for prop in data["props"]} >= {"size", "variant"}
    assert "embedding" not in json.dumps(listed.structured_content) + json.dumps(data)
    # The first page says which code index Des2Code uses.
    index = listed.structured_content["index"]
    assert index["status"] == "ready"
    assert index["components"] >= len(listed.structured_content["items"])
    text = listed.content[0].text if listed.content else ""
    assert f"Code index {index['index_id']}: ready" in text
    assert detail.content[0].text.startswith("Button (react) at src/components/Button/Button.tsx")
    text = detail.content[0].text  # the answer itself, not a summary
    assert 'Import it with: `import { Button } from "src/components";`' in text
    assert "| prop | type | values | default | required |" in text
    assert "| variant |" in text
    assert f"```tsx\n{data['source']}\n```" in text


def test_get_code_detail_of_an_unknown_component_is_not_found(world: EdgeWorld) -> None:
    result = call_tool(
        world.url,
        "get-code-detail",
        {"code_id": f"{world.other.project_id}_{'0' * 32}"},
        headers=world.headers(),
        era=MODERN,
    )

    assert error_code(result) == "CODE_NOT_FOUND"


@pytest.mark.parametrize("era", ERAS)
def test_trigger_then_poll_get_des2code_until_the_worker_has_matched_the_design(
    world: EdgeWorld, era: str
) -> None:
    scope = {
        "design_id": world.design_id,
        "project_id": world.scope.project_id,
        "organization_id": world.scope.organization_id,
    }

    triggered = call_tool(
        world.url, "trigger-des2code", scope, headers=world.headers("write"), era=era
    )
    assert not triggered.is_error, triggered.content
    assert triggered.structured_content is not None
    request_id = triggered.structured_content["request_id"]
    poll = {"design_id": world.design_id, "request_id": request_id}
    pending = call_tool(world.url, "get-des2code", poll, headers=world.headers(), era=era)
    run_worker(world.pipeline)
    done = call_tool(world.url, "get-des2code", poll, headers=world.headers(), era=era)

    assert triggered.structured_content["status"] == "queued"
    assert triggered.structured_content["code_index_id"]
    assert f"request_id={request_id}" in triggered.content[0].text
    assert pending.structured_content == {
        **pending.structured_content,
        "status": "pending",
        "request_id": request_id,
    }
    assert "pending" in pending.content[0].text
    assert done.structured_content is not None
    assert done.structured_content["status"] == "success"
    assert done.structured_content["request_id"] == request_id
    matches = {match["node_name"]: match for match in done.structured_content["usage_matches"]}
    assert matches["Pay button"]["code_component"] == "Button"
    assert "get-code-detail" in done.content[0].text


def test_get_des2code_without_a_request_id_returns_the_newest_result(world: EdgeWorld) -> None:
    result = call_tool(
        world.url,
        "get-des2code",
        {"design_id": world.design_id},
        headers=world.headers(),
        era=MODERN,
    )

    assert result.structured_content is not None
    assert result.structured_content["status"] == "success"
    assert result.structured_content["request_id"] >= world.request_id
    assert result.structured_content["matched_codes"]


def test_a_read_key_cannot_trigger_des2code(world: EdgeWorld) -> None:
    run_worker(world.pipeline)

    result = call_tool(
        world.url,
        "trigger-des2code",
        {
            "design_id": world.design_id,
            "project_id": world.scope.project_id,
            "organization_id": world.scope.organization_id,
        },
        headers=world.headers("read"),
        era=MODERN,
    )

    assert error_code(result) == "PERMISSION_DENIED"
    assert "WRITE" in result.content[0].text
    assert world.pipeline.receive_event()["Records"] == []


@pytest.mark.parametrize(
    ("project", "organization"), [("other", "own"), ("own", "other"), ("other", "other")]
)
def test_trigger_refuses_a_scope_other_than_the_keys(
    world: EdgeWorld, project: str, organization: str
) -> None:
    pick = {"own": world.scope, "other": world.other}

    result = call_tool(
        world.url,
        "trigger-des2code",
        {
            "design_id": world.design_id,
            "project_id": pick[project].project_id,
            "organization_id": pick[organization].organization_id,
        },
        headers=world.headers("write"),
        era=MODERN,
    )

    assert error_code(result) == "PERMISSION_DENIED"
    assert f"project {world.scope.project_id}" in result.content[0].text


def test_trigger_of_another_projects_design_is_not_found(world: EdgeWorld) -> None:
    result = call_tool(
        world.url,
        "trigger-des2code",
        {
            "design_id": world.other_design_id,
            "project_id": world.scope.project_id,
            "organization_id": world.scope.organization_id,
        },
        headers=world.headers("write"),
        era=MODERN,
    )

    assert error_code(result) == "DESIGN_NOT_FOUND"


def test_trigger_without_a_ready_code_index_is_index_not_ready(world: EdgeWorld) -> None:
    result = call_tool(
        world.url,
        "trigger-des2code",
        {
            "design_id": world.other_design_id,
            "project_id": world.other.project_id,
            "organization_id": world.other.organization_id,
        },
        headers=world.headers("other_write"),
        era=MODERN,
    )

    assert error_code(result) == "INDEX_NOT_READY"


def test_trigger_of_a_design_whose_import_is_pending_is_design_not_ready(
    world: EdgeWorld, unready_design: str
) -> None:
    result = call_tool(
        world.url,
        "trigger-des2code",
        {
            "design_id": unready_design,
            "project_id": world.scope.project_id,
            "organization_id": world.scope.organization_id,
        },
        headers=world.headers("write"),
        era="legacy",
    )

    assert error_code(result) == "DESIGN_NOT_READY"


def test_get_des2code_before_any_run_is_des2code_not_found(world: EdgeWorld) -> None:
    result = call_tool(
        world.url,
        "get-des2code",
        {"design_id": world.other_design_id},
        headers=world.headers("other_write"),
        era="legacy",
    )

    assert error_code(result) == "DES2CODE_NOT_FOUND"


def test_get_des2code_with_a_malformed_request_id_is_a_validation_error(world: EdgeWorld) -> None:
    result = call_tool(
        world.url,
        "get-des2code",
        {"design_id": world.design_id, "request_id": "not-a-uuid"},
        headers=world.headers(),
        era=MODERN,
    )

    assert error_code(result) == "VALIDATION_ERROR"


def test_get_des2code_of_another_projects_design_is_not_found(world: EdgeWorld) -> None:
    result = call_tool(
        world.url,
        "get-des2code",
        {"design_id": world.design_id},
        headers=world.headers("other_write"),
        era=MODERN,
    )

    assert error_code(result) == "DESIGN_NOT_FOUND"


@pytest.mark.parametrize("era", ERAS)
def test_get_task_context_gives_a_pro_user_the_requested_depth(world: EdgeWorld, era: str) -> None:
    result = call_tool(
        world.url,
        "get-task-context",
        {"taskId": "T", "maxDepth": 5},
        headers=world.headers(),
        era=era,
    )

    assert not result.is_error, result.content
    data = result.structured_content
    assert data is not None
    assert data["collectedNodes"][-1] == "T"
    assert set(data["collectedNodes"]) == {"T", "A", "B", "C", "D"}
    assert (data["requestedMaxDepth"], data["effectiveMaxDepth"], data["truncated"]) == (
        5,
        5,
        False,
    )
    assert (data["budgetLimited"], data["omittedNodes"]) == (False, [])
    assert data["markdownBundle"].startswith("# TASK CONTEXT BUNDLE: T")
    assert result.content[0].text.startswith("Task context for T: 5 task(s)")
    assert "truncated" not in result.content[0].text


def test_get_task_context_reports_what_the_token_budget_left_out_as_budget_limited(
    world: EdgeWorld,
) -> None:
    result = call_tool(
        world.url,
        "get-task-context",
        {"taskId": "T", "maxDepth": 5, "maxTokens": 1},
        headers=world.headers(),
        era=MODERN,
    )

    data = result.structured_content
    assert data is not None
    assert data["collectedNodes"] == ["T"]
    assert (data["budgetLimited"], data["omittedNodes"]) == (True, ["A", "B", "C", "D"])
    assert (data["effectiveMaxDepth"], data["truncated"]) == (5, False)
    assert data["targetExceedsBudget"] is True
    summary = result.content[0].text
    assert "truncated" not in summary
    assert "budgetLimited: 4 task(s)" in summary
    assert "omittedNodes: A, B, C, D" in summary


def test_get_task_context_clamps_a_free_user_to_depth_two(world: EdgeWorld) -> None:
    result = call_tool(
        world.url,
        "get-task-context",
        {"taskId": "T", "maxDepth": 5},
        headers=world.headers("free"),
        era=MODERN,
    )

    data = result.structured_content
    assert data is not None
    assert (data["effectiveMaxDepth"], data["truncated"]) == (2, True)
    assert (data["budgetLimited"], data["omittedNodes"]) == (False, [])
    assert "D" not in data["collectedNodes"]
    assert "truncated by the subscription tier" in result.content[0].text
    assert "budgetLimited" not in result.content[0].text


def test_get_task_context_of_an_unknown_task_is_task_not_found(world: EdgeWorld) -> None:
    result = call_tool(
        world.url, "get-task-context", {"taskId": "NOPE"}, headers=world.headers(), era="legacy"
    )

    assert error_code(result) == "TASK_NOT_FOUND"
    assert "Atomic task ID not found in project index." in result.content[0].text


def test_arguments_outside_the_input_schema_are_refused_as_a_tool_error(world: EdgeWorld) -> None:
    result = call_tool(world.url, "list-code", {"limit": 1000}, headers=world.headers(), era=MODERN)

    assert result.is_error
    assert "less than or equal to 100" in result.content[0].text
