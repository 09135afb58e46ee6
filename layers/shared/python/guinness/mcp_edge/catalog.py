"""The eight tools' definitions, built once per process and shared by every request's server.

Building a definition derives its input and output JSON schemas from the function's type
hints (pydantic work worth doing once); a request then only binds its
:class:`~guinness.mcp_edge.session.ToolSession`.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from mcp.server.mcpserver.tools import Tool
from mcp_types import ToolAnnotations

from guinness.mcp_edge import des2code_tools, import_tools, source_tools, task_tools


@dataclass(frozen=True)
class _Spec:
    name: str
    title: str
    fn: Callable[..., Any]
    read_only: bool = True


_SPECS = (
    _Spec("list-designs", "List imported designs", source_tools.list_designs),
    _Spec("get-design-detail", "Read one design", source_tools.get_design_detail),
    _Spec("list-code", "List imported code components", source_tools.list_code),
    _Spec("get-code-detail", "Read one code component", source_tools.get_code_detail),
    _Spec(
        "trigger-des2code",
        "Match a design to code (Des2Code)",
        des2code_tools.trigger_des2code,
        read_only=False,
    ),
    _Spec("get-des2code", "Read a Des2Code result", des2code_tools.get_des2code),
    _Spec("get-task-context", "Get a task's context bundle", task_tools.get_task_context),
    _Spec(
        "import-design",
        "Import a design from its Figma link",
        import_tools.import_design,
        read_only=False,
    ),
)


@cache
def edge_tools() -> tuple[Tool, ...]:
    """Every tool definition (built on first use, then reused for the process's life)."""
    return tuple(_build(spec) for spec in _SPECS)


def _build(spec: _Spec) -> Tool:
    return Tool.from_function(
        spec.fn,
        name=spec.name,
        title=spec.title,
        description=inspect.cleandoc(spec.fn.__doc__ or ""),
        annotations=ToolAnnotations(
            title=spec.title,
            read_only_hint=spec.read_only,
            destructive_hint=False,
            # Reads change nothing; a second trigger queues a second run.
            idempotent_hint=spec.read_only,
            open_world_hint=False,
        ),
    )
