"""Resolving a task's code references through the AI internal API (for task context)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from guinness.clients.ai_client import AiClient
from guinness.errors import CodeNotFoundError
from guinness.store.documents import MAX_PAGE_SIZE
from guinness.tasks.code_sources import CodeSnippet

_CODE_ID = re.compile(r"^[1-9][0-9]*_[0-9a-f]{32}$")
_MAX_SUMMARY_PAGES = 200


class AiCodeSourceReader:
    """:class:`~guinness.tasks.code_sources.CodeSourceReader` over the AI API.

    A reference is a code id, a file path, or a component name; ids are fetched directly,
    the others are looked up among the project's code summaries (read once per request).
    """

    def __init__(self, ai: AiClient, *, organization_id: int) -> None:
        self._ai = ai
        self._organization_id = organization_id

    def read_code_sources(self, project_id: int, refs: Sequence[str]) -> Mapping[str, CodeSnippet]:
        """The snippet of each reference that resolves (others are absent)."""
        wanted = {ref: ref for ref in refs if _CODE_ID.match(ref)}
        others = [ref for ref in refs if ref not in wanted]
        if others:
            by_key = self._summaries_by_path_and_name(project_id)
            for ref in others:
                code_id = by_key.get(ref) or by_key.get(ref.lstrip("./"))
                if code_id is not None:
                    wanted[ref] = code_id
        found: dict[str, CodeSnippet] = {}
        for ref, code_id in wanted.items():
            try:
                document = self._ai.get_code(
                    project_id=project_id, organization_id=self._organization_id, code_id=code_id
                )
            except CodeNotFoundError:
                continue
            found[ref] = CodeSnippet(
                code_id=document.code_id,
                path=document.path or "",
                component_name=document.component_name or "",
                source=document.source or "",
            )
        return found

    def _summaries_by_path_and_name(self, project_id: int) -> dict[str, str]:
        by_key: dict[str, str] = {}
        cursor: str | None = None
        for _ in range(_MAX_SUMMARY_PAGES):
            page = self._ai.list_code(
                project_id=project_id,
                organization_id=self._organization_id,
                cursor=cursor,
                limit=MAX_PAGE_SIZE,
            )
            for item in page.items:
                by_key.setdefault(item.path or "", item.code_id)
                by_key.setdefault(item.component_name or "", item.code_id)
            cursor = page.next_cursor
            if not cursor:
                break
        return by_key
