"""Designs: the design-document contract and the Figma file import that produces it."""

from __future__ import annotations

from guinness.designs.documents import (
    ComponentProperty,
    DesignComponent,
    DesignCounts,
    DesignDocument,
    DesignInstance,
    DesignKind,
    DesignText,
    DesignTreeNode,
    SwappedComponent,
    design_id_for,
)
from guinness.designs.figma_import import DEFAULT_MAX_BYTES, FigmaImport, import_figma_file

__all__ = [
    "DEFAULT_MAX_BYTES",
    "ComponentProperty",
    "DesignComponent",
    "DesignCounts",
    "DesignDocument",
    "DesignInstance",
    "DesignKind",
    "DesignText",
    "DesignTreeNode",
    "FigmaImport",
    "SwappedComponent",
    "design_id_for",
    "import_figma_file",
]
