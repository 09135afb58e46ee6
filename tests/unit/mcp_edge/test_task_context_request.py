from __future__ import annotations

import pytest

from guinness.errors import ValidationError
from guinness.mcp_edge.task_context_route import parse_task_context_request


def test_the_seed_defaults_fill_a_bare_task_id() -> None:
    request = parse_task_context_request(b'{"taskId": "T-1"}')

    assert (request.taskId, request.maxDepth, request.includeSourceCode) == ("T-1", 5, True)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"", "must be a JSON object"),
        (b"{", "must be a JSON object"),
        (b'["T"]', "must be a JSON object"),
        (b'{"maxDepth": 1}', "taskId"),
        (b'{"taskId": "T", "maxDepth": "5"}', "maxDepth"),
        (b'{"taskId": "T", "maxDepth": 1001}', "maxDepth"),
        (b'{"taskId": "T", "includeSourceCode": "yes"}', "includeSourceCode"),
        (b'{"taskId": "T", "depth": 1}', "depth"),
    ],
)
def test_an_unacceptable_body_is_a_validation_error_naming_the_field(
    body: bytes, message: str
) -> None:
    with pytest.raises(ValidationError, match=message) as raised:
        parse_task_context_request(body)

    assert raised.value.status == 422
