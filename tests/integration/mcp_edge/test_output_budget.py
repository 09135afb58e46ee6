"""Every tool within the output budget on a large project, over real HTTP with the SDK client.

The project holds what overflowed agents before: a 150 KB module of 60 components and a
150 KB single-file component, 299 components in all (with Button and its look-alikes), and
a design of 400 instances matched by the real worker. An edge with a small budget
(``MCP_MAX_RESULT_TOKENS=3000``) serves it: every answer must fit and page.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from mcp_types import CallToolResult

from guinness.composition.edge import build_edge_app
from guinness.mcp_edge.output_budget import result_tokens
from tests.factories import Scope, make_key, make_scope
from tests.integration.mcp_edge.conftest import EdgeWorld, run_worker
from tests.mcp_clients import call_tool
from tests.servers import serve

BUDGET = 3000
FILE_KEY = "BIGFILE"
INSTANCES = 400
_PART = (
    "export function Part{n}(props: {{ size?: 'sm' | 'md' }}) {{\n"
    + ("  const filler = 'a line of a large module, long enough to weigh';\n" * 38)
    + "  return <div className={{props.size}} />;\n}}\n"
)


def _code_archive() -> bytes:
    files = {
        "package.json": json.dumps({"name": "@big/ui", "main": "src/index.ts"}),
        "src/parts.tsx": "".join(_PART.format(n=n) for n in range(60)),
        "src/DatePicker.vue": '<script setup lang="ts">\ndefineProps<{ range?: boolean }>()\n'
        "</script>\n<template>\n"
        + '  <div class="cell">a calendar cell of a very large picker template</div>\n' * 2100
        + "</template>\n",
        "src/components/Button.tsx": "export function Button(props: { variant?: 'primary' | "
        "'ghost'; size?: 'sm' | 'lg' }) {\n  return <button />;\n}\n",
        "src/components/ButtonGroup.tsx": (
            "export function ButtonGroup() {\n  return <div />;\n}\n"
        ),
        "src/components/IconButton.tsx": (
            "export function IconButton() {\n  return <button />;\n}\n"
        ),
    }
    for n in range(235):
        files[f"src/widgets/Widget{n}.tsx"] = (
            f"export function Widget{n}(props: {{ tone?: 'a' | 'b' }}) {{\n  return <div />;\n}}\n"
        )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path, text in files.items():
            archive.writestr(path, text)
    return buffer.getvalue()


def _figma_file() -> dict[str, Any]:
    components = {
        "9:1": {"key": "k1", "name": "Size=Small", "componentSetId": "9:0"},
        "9:2": {"key": "k2", "name": "Size=Large", "componentSetId": "9:0"},
    }
    instances = [
        {
            "id": f"1:{n + 10}",
            "name": "Button",
            "type": "INSTANCE",
            "componentId": "9:1" if n % 2 else "9:2",
            "componentProperties": {
                "Size": {"type": "VARIANT", "value": "Small" if n % 2 else "Large"}
            },
            "children": [
                {
                    "id": f"I1:{n + 10};9:5",
                    "name": "Label",
                    "type": "TEXT",
                    "characters": f"Action number {n}",
                }
            ],
        }
        for n in range(INSTANCES)
    ]
    frame = {"id": "1:2", "name": "Everything", "type": "FRAME", "children": instances}
    return {
        "name": "Big",
        "document": {
            "id": "0:0",
            "type": "DOCUMENT",
            "children": [{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [frame]}],
        },
        "components": components,
        "componentSets": {"9:0": {"key": "s1", "name": "Button"}},
    }


@dataclass(frozen=True)
class LargeProject:
    url: str
    key: str
    scope: Scope
    design_id: str


@pytest.fixture(scope="module")
def large(world: EdgeWorld) -> Iterator[LargeProject]:
    pipeline = world.pipeline
    with world.database.connection() as conn:
        scope = make_scope(conn, tier="pro_tier")
        key = make_key(conn, scope, write=True).text
    headers = pipeline.headers(scope)
    design = pipeline.http.post(
        "/internal/imports/designs",
        params={"file_key": FILE_KEY},
        headers=headers,
        content=json.dumps(_figma_file()).encode(),
    )
    assert design.status_code == 200, design.text
    code = pipeline.http.post(
        "/internal/imports/code",
        params={"archive_name": "big.zip"},
        headers=headers,
        content=_code_archive(),
    )
    assert code.status_code == 200, code.text
    design_id = f"{scope.project_id}_{FILE_KEY}_1:2"
    triggered = pipeline.http.post(
        "/internal/des2code",
        headers=headers,
        json={
            "design_id": design_id,
            "project_id": scope.project_id,
            "organization_id": scope.organization_id,
        },
    )
    assert triggered.status_code == 202, triggered.text
    run_worker(pipeline)
    settings = world.settings(MCP_MAX_RESULT_TOKENS=str(BUDGET))
    with serve(build_edge_app(settings, database=world.database)) as url:
        yield LargeProject(url, key, scope, design_id)


def _call(large: LargeProject, tool: str, **arguments: Any) -> CallToolResult:
    result = call_tool(large.url, tool, arguments, headers={"MCP-API-Key": large.key}, era="legacy")
    assert not result.is_error, result.content
    assert result_tokens(result) <= BUDGET, f"{tool} {arguments}: {result_tokens(result)}"
    return result


def _data(result: CallToolResult) -> dict[str, Any]:
    assert result.structured_content is not None
    return result.structured_content


def test_list_code_pages_cover_every_component_within_the_budget(large: LargeProject) -> None:
    seen: list[str] = []
    cursor = None
    while True:
        page = _data(_call(large, "list-code", limit=100, **({"cursor": cursor} if cursor else {})))
        assert len(page["items"]) < 100  # a full page of 100 would not fit 3,000 tokens
        seen += [item["code_id"] for item in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert len(seen) == len(set(seen)) == 299


def test_list_code_query_ranks_the_button_first(large: LargeProject) -> None:
    page = _data(_call(large, "list-code", query="button"))
    names = [item["component_name"] for item in page["items"]]
    assert names[:3] == ["Button", "ButtonGroup", "IconButton"]
    assert page["total"] == 3
    vue = _data(_call(large, "list-code", framework="vue"))
    assert [item["component_name"] for item in vue["items"]] == ["DatePicker"]
    parts = _data(_call(large, "list-code", path_prefix="src/widgets/", limit=5))
    assert all(item["path"].startswith("src/widgets/") for item in parts["items"])


def test_a_component_in_a_150_kb_module_returns_its_own_lines(large: LargeProject) -> None:
    found = _data(_call(large, "list-code", query="Part42"))["items"][0]
    result = _call(large, "get-code-detail", code_id=found["code_id"])
    detail = _data(result)
    assert detail["source"].startswith("export function Part42(")
    assert detail["source_range"]["total_lines"] == 60 * 41
    assert detail["source_range"]["start_line"] == 42 * 41 + 1
    assert detail["omitted"]
    assert "```tsx\nexport function Part42(" in result.content[0].text  # type: ignore[union-attr]
    more = _data(
        _call(large, "get-code-detail", code_id=found["code_id"], start_line=1, end_line=5)
    )
    assert more["source"].startswith("export function Part0(")


def test_a_150_kb_single_file_component_comes_in_line_pages(large: LargeProject) -> None:
    found = _data(_call(large, "list-code", framework="vue"))["items"][0]
    first = _data(_call(large, "get-code-detail", code_id=found["code_id"]))
    span = first["source_range"]
    assert span["start_line"] == 1
    assert span["end_line"] < span["total_lines"]
    following = span["end_line"] + 1
    assert any(f"start_line={following}" in item for item in first["omitted"])
    second = _data(_call(large, "get-code-detail", code_id=found["code_id"], start_line=following))
    assert second["source_range"]["start_line"] == following


def test_get_des2code_gives_the_summary_then_every_match_in_pages(large: LargeProject) -> None:
    first = _data(_call(large, "get-des2code", design_id=large.design_id))
    assert first["status"] == "success"
    assert first["total_usage_matches"] == INSTANCES
    assert first["matched_codes"][0]["component_name"] == "Button"
    seen = [match["node_id"] for match in first["usage_matches"]]
    cursor = first["next_cursor"]
    while cursor:
        page = _data(_call(large, "get-des2code", design_id=large.design_id, cursor=cursor))
        assert page["matched_codes"] == []
        seen += [match["node_id"] for match in page["usage_matches"]]
        cursor = page["next_cursor"]
    assert len(seen) == len(set(seen)) == INSTANCES
    one = _data(_call(large, "get-des2code", design_id=large.design_id, node_id="1:15"))
    assert [match["node_id"] for match in one["usage_matches"]] == ["1:15"]


def test_get_design_detail_pages_its_instances(large: LargeProject) -> None:
    seen: list[str] = []
    cursor = None
    while True:
        arguments = {"design_id": large.design_id, **({"cursor": cursor} if cursor else {})}
        page = _data(_call(large, "get-design-detail", **arguments))
        seen += [instance["node_id"] for instance in page["instances"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert len(seen) == len(set(seen)) == INSTANCES


def test_the_small_tools_fit_too(large: LargeProject) -> None:
    designs = _data(_call(large, "list-designs", query="everything"))
    assert designs["items"][0]["design_id"] == large.design_id
    _call(
        large,
        "trigger-des2code",
        design_id=large.design_id,
        project_id=large.scope.project_id,
        organization_id=large.scope.organization_id,
    )
