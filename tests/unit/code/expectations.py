"""Helpers to compare imported documents with expectations written out in full."""

from __future__ import annotations

from typing import Any

from guinness.code import CodeImport, CodeSourceDocument, PropDefinition, make_code_id

PROJECT_ID = 42
ORGANIZATION_ID = 7


def find(result: CodeImport, name: str) -> CodeSourceDocument:
    """The one document whose component is called ``name``."""
    matches = [source for source in result.sources if source.component_name == name]
    assert len(matches) == 1, [source.component_name for source in result.sources]
    return matches[0]


def summary(document: CodeSourceDocument) -> dict[str, Any]:
    """Every field but the file texts and where in them it is declared (both checked
    separately) and the embedding."""
    return document.model_dump(exclude={"source", "source_lines", "css", "embedding"})


def prop(name: str, **fields: Any) -> dict[str, Any]:
    """A prop as dumped, with the model's defaults for the fields not given."""
    return PropDefinition(name=name, **fields).model_dump()


#: Every file of the fixture code base lives under ``src/``: code ids are computed from
#: paths relative to it (the innermost folder holding every file).
FIXTURE_ID_ROOT = "src/"


def fixture_code_id(path: str, name: str) -> str:
    """The code id of a fixture component at ``path`` (relative to the code base root)."""
    return make_code_id(PROJECT_ID, path.removeprefix(FIXTURE_ID_ROOT), name)


def expected(path: str, name: str, **fields: Any) -> dict[str, Any]:
    """A document summary with the scope, the code id and empty defaults filled in."""
    base: dict[str, Any] = {
        "code_id": fixture_code_id(path, name),
        "project_id": PROJECT_ID,
        "organization_id": ORGANIZATION_ID,
        "code_source": "default",
        "code_revision": None,
        "path": path,
        "component_name": name,
        "export_names": [],
        "aliases": [],
        "is_default_export": False,
        "internal": False,
        "import_source": None,
        "import_statement": None,
        "description": None,
        "props": [],
        "element": None,
        "css_classes": [],
        "states": [],
        "variants": {},
        "variant_combinations": [],
        "imports": [],
        "usages": [],
        "deprecated": False,
        "deprecation": None,
        "code_connect": [],
        "stylesheet_paths": [],
    }
    return base | fields
