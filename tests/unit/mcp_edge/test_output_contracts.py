"""Each tool's ``outputSchema`` is the JSON schema of the contract model behind it."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from guinness.contracts.des2code import Des2CodeArtifact, Des2CodeResult, Des2CodeTrigger
from guinness.contracts.figma import FigmaImportTicket
from guinness.contracts.sources import CodeSummary, DesignSummary
from guinness.contracts.tasks import TaskContextResponse
from guinness.mcp_edge.catalog import edge_tools
from guinness.mcp_edge.outputs import (
    CodeDetailView,
    CodePage,
    Des2CodePage,
    DesignDetailView,
    DesignPage,
)

CONTRACTS: dict[str, type[BaseModel]] = {
    "list-designs": DesignPage,
    "get-design-detail": DesignDetailView,
    "list-code": CodePage,
    "get-code-detail": CodeDetailView,
    "trigger-des2code": Des2CodeTrigger,
    "get-des2code": Des2CodePage,
    "get-task-context": TaskContextResponse,
    "import-design": FigmaImportTicket,
}


def test_every_tool_has_a_contract() -> None:
    assert {tool.name for tool in edge_tools()} == set(CONTRACTS)


@pytest.mark.parametrize("tool", edge_tools(), ids=lambda tool: tool.name)
def test_the_output_schema_is_the_contract_models_own(tool) -> None:
    assert tool.output_schema == CONTRACTS[tool.name].model_json_schema(mode="serialization")


def test_pages_list_the_backends_summary_contracts() -> None:
    designs = DesignPage.model_json_schema()
    code = CodePage.model_json_schema()

    assert designs["$defs"]["DesignSummary"] == DesignSummary.model_json_schema()
    assert code["$defs"]["CodeSummary"] == CodeSummary.model_json_schema()
    assert {"project_id", "organization_id", "items"} <= set(designs["required"])


def test_the_des2code_result_is_the_artifact_contract_plus_pending() -> None:
    result = Des2CodeResult.model_json_schema()
    artifact = Des2CodeArtifact.model_json_schema()

    assert set(artifact["properties"]) == set(result["properties"])
    # The parts of the artifact are the artifact's own strict models (no extra keys).
    for part in ("UsageMatch", "MatchedCode", "Evidence", "RetrievalDiagnostics", "MatcherConfig"):
        assert result["$defs"][part] == artifact["$defs"][part]
        assert result["$defs"][part]["additionalProperties"] is False
    assert result["properties"]["status"]["enum"] == ["success", "failed", "pending"]
