"""Code import: a front-end code base in, one ``CodeSourceDocument`` per component out.

Pure domain code (no AWS, no database). React (TSX/JSX/TS/JS), Vue SFCs, Svelte and
CSS/SCSS are read with tree-sitter grammars; ``features`` holds the name normalisation and
the deterministic embedding the code index builds on.

``import_code_base`` is loaded on first use, so code that only needs the document models
(the index, the worker) does not load the parsers at cold start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from guinness.code.documents import (
    CodeImport,
    CodeSourceDocument,
    ComponentReference,
    PropDefinition,
    UsageEvidence,
    make_code_id,
)
from guinness.code.walker import ImportLimits
from guinness.contracts.code_import import CodeImportCounts, FileProblem

if TYPE_CHECKING:
    from guinness.code.importer import import_code_base

__all__ = [
    "CodeImport",
    "CodeImportCounts",
    "CodeSourceDocument",
    "ComponentReference",
    "FileProblem",
    "ImportLimits",
    "PropDefinition",
    "UsageEvidence",
    "import_code_base",
    "make_code_id",
]


def __getattr__(name: str) -> object:
    if name == "import_code_base":
        from guinness.code.importer import import_code_base

        return import_code_base
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
