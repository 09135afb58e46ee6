"""The README documents every environment variable the services read and every error code."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pytest

from guinness.errors import (
    ERROR_CODES,
    HTTP_STATUS_CODES,
    ArtifactFailureCode,
    ConfigError,
    JsonRpcErrorCode,
    ToolResultCode,
)
from guinness.settings import AiSettings, BackendSettings, McpSettings, WorkerSettings

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()


class RecordingEnvironment(dict[str, str]):
    """An empty environment that remembers every variable name asked for."""

    def __init__(self, seed: dict[str, str]) -> None:
        super().__init__(seed)
        self.asked: set[str] = set()

    def get(self, key: str, default: Any = None) -> Any:
        self.asked.add(key)
        return super().get(key, default)


def _variables_read() -> set[str]:
    names: set[str] = set()
    seeds: list[dict[str, str]] = [
        {},
        {"DATABASE_HOST": "h"},
        {"AI_STORE": "documentdb"},
        {"AI_STORE_DATABASE_HOST": "h"},
        {"IMPORT_BUCKET": "b"},  # the backend reads the upload limits only with a bucket
    ]
    for settings in (McpSettings, BackendSettings, AiSettings, WorkerSettings):
        for seed in seeds:
            environment = RecordingEnvironment(seed)
            with contextlib.suppress(ConfigError):
                settings.from_env(environment)
            names |= environment.asked
    return names


@pytest.mark.parametrize("name", sorted(_variables_read()))
def test_every_environment_variable_is_documented(name: str) -> None:
    # `NAME_SECRET_ARN` is documented once as a convention for every secret `NAME`.
    assert "`NAME_SECRET_ARN`" in README
    name = name.removesuffix("_SECRET_ARN")
    documented = f"`{name}`" in README or (
        name.startswith("AI_STORE_DATABASE_") and "AI_STORE_DATABASE_" in README
    )
    assert documented, f"{name} is read by a service but not in the README"


@pytest.mark.parametrize("code", sorted(ERROR_CODES))
def test_every_error_code_is_documented(code: str) -> None:
    assert f"`{code}` | {ERROR_CODES[code]} |" in README


@pytest.mark.parametrize("code", sorted({*HTTP_STATUS_CODES.values(), "HTTP_ERROR"}))
def test_every_framework_status_code_is_documented(code: str) -> None:
    assert f"`{code}` (" in README


@pytest.mark.parametrize("code", sorted(ToolResultCode))
def test_every_tool_result_code_is_documented(code: ToolResultCode) -> None:
    assert f"| `{code.value}` |" in README


@pytest.mark.parametrize("code", sorted(ArtifactFailureCode))
def test_every_artifact_failure_code_is_documented(code: ArtifactFailureCode) -> None:
    assert f"| `{code.value}` |" in README


@pytest.mark.parametrize("code", list(JsonRpcErrorCode))
def test_every_json_rpc_error_code_is_documented(code: JsonRpcErrorCode) -> None:
    assert f"| `{int(code)}` | `{code.name}` |" in README
