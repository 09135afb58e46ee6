"""Request and response bodies of the AI internal API (used by its client and its server).

Vectors never leave the API: a document's ``embedding`` is split off on write and stored
beside it, and no response model has a field for it.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, PositiveInt

from guinness.contracts.sources import CodeDetail
from guinness.contracts.text import Identifier

SERVICE_TOKEN_HEADER = "X-Service-Token"  # noqa: S105 - a header name, not a secret
API_PREFIX = "/internal/v1"


class PutDocumentRequest(BaseModel):
    """Create or replace one document of a project."""

    model_config = ConfigDict(extra="forbid")

    organization_id: PositiveInt
    document: dict[str, Any]


class ReplaceDocumentsRequest(BaseModel):
    """Replace every document of a kind in a project (e.g. a code re-import)."""

    model_config = ConfigDict(extra="forbid")

    organization_id: PositiveInt
    documents: list[dict[str, Any]] = Field(max_length=20_000)


class ReplaceDocumentsResponse(BaseModel):
    """How many documents the project now has of that kind."""

    count: int


#: References one code-reference lookup resolves.
MAX_CODE_REFERENCES = 500
#: The longest reference it accepts (the longest document id).
MAX_REFERENCE_LENGTH = 512


class CodeReferencesRequest(BaseModel):
    """Resolve code references (code ids, file paths or component names) in one call."""

    model_config = ConfigDict(extra="forbid")

    organization_id: PositiveInt | None = None
    refs: list[Annotated[Identifier, Field(min_length=1, max_length=MAX_REFERENCE_LENGTH)]] = Field(
        min_length=1, max_length=MAX_CODE_REFERENCES
    )


class CodeReferencesResponse(BaseModel):
    """The code source each resolved reference names; references naming nothing are absent."""

    found: dict[str, CodeDetail]


class SummaryPage(BaseModel):
    """A page of summaries; pass ``next_cursor`` back to get the next page."""

    items: list[dict[str, Any]]
    next_cursor: str | None = None
    #: How many items a search found in all (absent on a plain page).
    total: int | None = None


#: Fields copied from a design document into its list summary.
DESIGN_SUMMARY_FIELDS = (
    "design_id",
    "name",
    "kind",
    "file_key",
    "node_id",
    "page_name",
    "counts",
)
#: Fields copied from a code source document into its list summary.
CODE_SUMMARY_FIELDS = (
    "code_id",
    "component_name",
    "path",
    "framework",
    "export_names",
    "internal",
    "import_statement",
    "deprecated",
    "code_source",
    "code_revision",
)


#: Key of the names a search matches besides the listed fields (a code source's aliases and
#: prop names): stored with the summary, never part of a list's items.
SEARCH_TERMS_KEY = "search_terms"


def summarize(document: dict[str, Any], fields: tuple[str, ...]) -> dict[str, Any]:
    """The summary of a document: the listed fields it has, and its search terms."""
    summary = {name: document[name] for name in fields if name in document}
    props = document.get("props")
    terms = {
        "aliases": [str(alias) for alias in document.get("aliases") or []],
        "prop_names": [
            str(prop["name"])
            for prop in (props if isinstance(props, list) else [])
            if isinstance(prop, dict) and "name" in prop
        ],
    }
    if any(terms.values()):
        summary[SEARCH_TERMS_KEY] = terms
    return summary


def listed(summary: dict[str, Any]) -> dict[str, Any]:
    """A stored summary as a list shows it (without its search terms)."""
    return {name: value for name, value in summary.items() if name != SEARCH_TERMS_KEY}
