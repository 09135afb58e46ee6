"""Resolving a task's code references through the AI internal API (for task context)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from guinness.clients.ai_client import AiClient
from guinness.contracts.ai_api import MAX_CODE_REFERENCES, MAX_REFERENCE_LENGTH
from guinness.contracts.text import is_identifier
from guinness.errors import UpstreamTimeoutError
from guinness.tasks.code_sources import CodeSnippet
from guinness.tasks.deadline import Deadline


class AiCodeSourceReader:
    """:class:`~guinness.tasks.code_sources.CodeSourceReader` over the AI API.

    A reference is a code id, a file path, or a component name; the AI API resolves each
    with one indexed lookup, in calls of up to ``MAX_CODE_REFERENCES`` references, each
    given what is left of the assembly's time budget as its timeout.
    """

    def __init__(self, ai: AiClient, *, organization_id: int) -> None:
        self._ai = ai
        self._organization_id = organization_id

    def read_code_sources(
        self, project_id: int, refs: Sequence[str], *, deadline: Deadline
    ) -> Mapping[str, CodeSnippet]:
        """The snippet of each reference that resolves (others are absent)."""
        # A reference no code id, path or name could equal is unresolved without asking.
        unique = [
            ref
            for ref in dict.fromkeys(refs)
            if 0 < len(ref) <= MAX_REFERENCE_LENGTH and is_identifier(ref)
        ]
        found: dict[str, CodeSnippet] = {}
        for start in range(0, len(unique), MAX_CODE_REFERENCES):
            deadline.check()
            try:
                answer = self._ai.resolve_code_references(
                    project_id=project_id,
                    organization_id=self._organization_id,
                    refs=unique[start : start + MAX_CODE_REFERENCES],
                    timeout_ms=deadline.remaining_ms(),
                )
            except UpstreamTimeoutError:
                deadline.check()  # the call had the rest of the budget: it is spent
                raise
            for ref, document in answer.found.items():
                found[ref] = CodeSnippet(
                    code_id=document.code_id,
                    path=document.path or "",
                    component_name=document.component_name or "",
                    source=document.source or "",
                )
        return found
