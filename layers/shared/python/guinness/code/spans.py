"""Where in its file each component is declared: the lines an agent reads for it alone.

A script can declare many components (a sidebar module of 23 parts in one 25 KB file), so
the code import records, for each component of a script, the first and last line of the
top-level statement that declares it — with the doc comment right above it — and the MCP
edge serves those lines when the whole file would not fit an agent's output budget. A
component that is its whole file (a Vue or Svelte single-file component) has none.
"""

from __future__ import annotations

from tree_sitter import Node

from guinness.code.parsed import ParsedModule
from guinness.code.syntax import field, text

_DECLARATIONS = ("function_declaration", "class_declaration", "generator_function_declaration")
_VARIABLES = ("lexical_declaration", "variable_declaration")


def mark_declaration_lines(module: ParsedModule, root: Node) -> None:
    """Set ``lines`` on each component of ``module`` that a top-level statement declares."""
    wanted = {component.name for component in module.components if component.lines is None}
    if not wanted:
        return
    found = _declared_lines(root, wanted)
    for component in module.components:
        if component.lines is None and component.name in found:
            component.lines = found[component.name]


def _declared_lines(root: Node, wanted: set[str]) -> dict[str, tuple[int, int]]:
    found: dict[str, tuple[int, int]] = {}
    previous: Node | None = None
    for statement in root.named_children:
        for name in _names_declared(statement):
            if name in wanted and name not in found:
                found[name] = (_first_line(statement, previous), statement.end_point[0] + 1)
        previous = statement
    return found


def _names_declared(statement: Node) -> list[str]:
    declaration = statement
    if statement.type == "export_statement":
        declaration = field(statement, "declaration") or statement
    if declaration.type in _DECLARATIONS:
        name = field(declaration, "name")
        return [text(name)] if name is not None else []
    if declaration.type in _VARIABLES:
        names = []
        for declarator in declaration.named_children:
            name = field(declarator, "name") if declarator.type == "variable_declarator" else None
            if name is not None and name.type == "identifier":
                names.append(text(name))
        return names
    return []


def _first_line(statement: Node, previous: Node | None) -> int:
    """The statement's first line, or its doc comment's when one ends right above it."""
    first = statement.start_point[0]
    if previous is not None and previous.type == "comment" and previous.end_point[0] >= first - 1:
        first = previous.start_point[0]
    return first + 1
