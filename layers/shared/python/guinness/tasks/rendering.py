"""The Markdown of a task-context bundle, in the seed's layout::

    # TASK CONTEXT BUNDLE: <taskId>

    ## 1. Upstream Dependency: <dep_id_1>
    ...
    ## N. Target Task: <taskId>
    ...

Each task section holds its title and status, its Markdown body, and its code: the
sources of resolved references in fenced blocks, unresolved references listed by name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from guinness.tasks.code_sources import CodeSnippet
from guinness.tasks.graph import Task

#: Fence languages by file extension (others get a plain fence).
FENCE_LANGUAGES = {
    ".tsx": "tsx",
    ".ts": "ts",
    ".jsx": "jsx",
    ".js": "js",
    ".mjs": "js",
    ".cjs": "js",
    ".vue": "vue",
    ".svelte": "svelte",
    ".css": "css",
    ".scss": "scss",
    ".less": "less",
    ".html": "html",
    ".json": "json",
    ".py": "python",
}
_BACKTICK_RUN = re.compile(r"`+")


def render_header(target_id: str) -> str:
    """The bundle's first line."""
    return f"# TASK CONTEXT BUNDLE: {target_id}\n"


def render_heading(number: int, task_id: str, *, is_target: bool) -> str:
    """A section heading, preceded by the blank line that separates sections."""
    kind = "Target Task" if is_target else "Upstream Dependency"
    return f"\n## {number}. {kind}: {task_id}\n"


def render_content(
    task: Task, *, snippets: Mapping[str, CodeSnippet] | None
) -> tuple[str, list[str]]:
    """A task section's content and its unresolved code references.

    ``snippets`` is None when sources are not included: references are then listed by
    name. Otherwise each reference is resolved through ``snippets``.
    """
    meta: list[str] = []
    if task.title:
        meta.append(f"- **Title:** {task.title}")
    if task.status:
        meta.append(f"- **Status:** {task.status}")
    if task.code_refs and snippets is None:
        meta.append(f"- **Code:** {_names(task.code_refs)}")
    parts = ["\n".join(meta)] if meta else []
    if task.body:
        parts.append(task.body)
    unresolved: list[str] = []
    if snippets is not None:
        for ref in task.code_refs:
            snippet = snippets.get(ref)
            if snippet is None:
                unresolved.append(ref)
            else:
                parts.append(render_snippet(snippet))
        if unresolved:
            parts.append(f"**Unresolved code references:** {_names(unresolved)}")
    if not parts:
        parts.append("_No description._")
    return "\n" + "\n\n".join(parts) + "\n", unresolved


def render_snippet(snippet: CodeSnippet) -> str:
    """A code source under a one-line caption, in a fence longer than any backtick run."""
    longest = max((len(run) for run in _BACKTICK_RUN.findall(snippet.source)), default=0)
    fence = "`" * max(3, longest + 1)
    name = snippet.path.rpartition("/")[2]
    extension = name[name.rfind(".") :].lower() if "." in name else ""
    language = FENCE_LANGUAGES.get(extension, "")
    caption = (
        f"**Code:** `{snippet.component_name}` in `{snippet.path}` (code id `{snippet.code_id}`)"
    )
    source = snippet.source if snippet.source.endswith("\n") else snippet.source + "\n"
    return f"{caption}\n\n{fence}{language}\n{source}{fence}"


def _names(refs: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{ref}`" for ref in refs)
