from __future__ import annotations

import pytest

from guinness.errors import (
    ERROR_CODES,
    ContextTimeoutError,
    DesignNotFoundError,
    IndexNotReadyError,
    InvalidApiKeyError,
    PlatformError,
    TaskNotFoundError,
)


def test_error_body_has_the_one_shape_of_the_spec() -> None:
    body = InvalidApiKeyError().body().model_dump()

    assert body == {
        "error": {"code": "INVALID_API_KEY", "message": "Invalid or revoked MCP API Key."}
    }


@pytest.mark.parametrize(
    ("error", "code", "status", "message"),
    [
        (TaskNotFoundError(), "TASK_NOT_FOUND", 404, "Atomic task ID not found in project index."),
        (ContextTimeoutError(), "CONTEXT_TIMEOUT", 504, "Context bundle generation timed out."),
        (IndexNotReadyError(), "INDEX_NOT_READY", 409, "The project's code index is not ready."),
        (
            DesignNotFoundError("Design 1_x_y not found."),
            "DESIGN_NOT_FOUND",
            404,
            "Design 1_x_y not found.",
        ),
    ],
)
def test_errors_carry_stable_codes_statuses_and_messages(
    error: PlatformError, code: str, status: int, message: str
) -> None:
    assert (error.code, error.status, error.message) == (code, status, message)
    assert str(error) == message


def _all_subclasses(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found.append(sub)
        found.extend(_all_subclasses(sub))
    return found


def test_every_error_class_has_its_own_code_and_is_listed() -> None:
    classes = [PlatformError, *_all_subclasses(PlatformError)]
    codes = [cls.code for cls in classes]

    assert len(codes) == len(set(codes))
    assert set(codes) == set(ERROR_CODES)


def test_every_listed_code_has_an_http_error_status() -> None:
    assert all(400 <= status <= 599 for status in ERROR_CODES.values())
    assert ERROR_CODES["INVALID_API_KEY"] == 401
    assert ERROR_CODES["PERMISSION_DENIED"] == 403
