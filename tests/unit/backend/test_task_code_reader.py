"""Task context resolves code references in batched lookups bounded by its budget."""

from __future__ import annotations

import json
from typing import Any

import pytest

from guinness.backend.task_code_reader import AiCodeSourceReader
from guinness.clients.ai_client import AiClient
from guinness.clients.transport import InternalResponse
from guinness.contracts.ai_api import MAX_CODE_REFERENCES
from guinness.errors import ContextTimeoutError, UpstreamTimeoutError
from guinness.tasks.deadline import Deadline
from tests.unit.tasks.fakes import SteppingClock


class _LookupTransport:
    """Answers code-reference lookups from a dict of names; records every call."""

    def __init__(self, known: dict[str, str], *, time_out: bool = False) -> None:
        self.known = known
        self.time_out = time_out
        self.calls: list[tuple[str, str, list[str], float | None]] = []

    def request(self, method: str, path: str, **kwargs: Any) -> InternalResponse:
        refs = list(kwargs["json_body"]["refs"])
        self.calls.append((method, path, refs, kwargs.get("timeout_ms")))
        if self.time_out:
            raise UpstreamTimeoutError("The AI service did not answer in time.")
        found = {
            ref: {
                "code_id": code_id,
                "path": f"src/{ref}.tsx",
                "component_name": ref,
                "source": f"// {ref}",
            }
            for ref, code_id in self.known.items()
            if ref in refs
        }
        return InternalResponse(200, json.dumps({"found": found}).encode())


def _reader(transport: _LookupTransport) -> AiCodeSourceReader:
    return AiCodeSourceReader(AiClient(transport, service_token="t"), organization_id=7)


def test_references_are_resolved_in_one_call_given_the_remaining_budget() -> None:
    transport = _LookupTransport({"Button": "1_b"})
    deadline = Deadline(150, SteppingClock(step=0.010))

    found = _reader(transport).read_code_sources(
        1, ["Button", "Nothing", "Button"], deadline=deadline
    )

    assert found["Button"].code_id == "1_b"
    assert found["Button"].source == "// Button"
    [(method, path, refs, timeout_ms)] = transport.calls
    assert (method, path, refs) == (
        "POST",
        "/internal/v1/projects/1/code-references",
        ["Button", "Nothing"],
    )
    assert timeout_ms is not None
    assert 0 < timeout_ms < 150


def test_references_no_code_could_have_are_not_sent() -> None:
    transport = _LookupTransport({})

    _reader(transport).read_code_sources(
        1, ["ok", "bad\x00ref", "x" * 513, ""], deadline=Deadline(150)
    )

    assert [call[2] for call in transport.calls] == [["ok"]]


def test_many_references_go_in_batches() -> None:
    transport = _LookupTransport({})
    refs = [f"ref{n}" for n in range(MAX_CODE_REFERENCES * 2 + 1)]

    _reader(transport).read_code_sources(1, refs, deadline=Deadline(10_000))

    assert [len(call[2]) for call in transport.calls] == [MAX_CODE_REFERENCES] * 2 + [1]


def test_a_lookup_that_used_the_rest_of_the_budget_is_a_context_timeout() -> None:
    transport = _LookupTransport({}, time_out=True)
    clock = SteppingClock(step=0.060)  # every reading is 60 ms later: spent by the answer

    with pytest.raises(ContextTimeoutError):
        _reader(transport).read_code_sources(1, ["Button"], deadline=Deadline(150, clock))


def test_no_lookup_starts_once_the_budget_is_spent() -> None:
    transport = _LookupTransport({})
    deadline = Deadline(150, SteppingClock(step=1.0))

    with pytest.raises(ContextTimeoutError):
        _reader(transport).read_code_sources(1, ["Button"], deadline=deadline)

    assert transport.calls == []
