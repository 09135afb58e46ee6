"""Importing a code base: parse components, replace the project's code, build the index.

The backend runs imports: the code base is parsed here (tree-sitter, no network), each
component becomes one code source document (with its embedding, stored but never
returned), the AI API replaces the project's code set atomically, and an index build is
started. Unparseable files are listed in the result, not fatal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from guinness.backend.scope import Scope
from guinness.clients.ai_client import AiClient
from guinness.code import CodeSourceDocument, import_code_base
from guinness.contracts.code_import import DEFAULT_CODE_SOURCE, CodeImportResult
from guinness.logs import Logger

Embedder = Callable[[CodeSourceDocument], list[float]]


def import_code(
    *,
    ai: AiClient,
    scope: Scope,
    source: Path | bytes,
    archive_name: str | None,
    embed: Embedder | None,
    logger: Logger,
    code_source: str = DEFAULT_CODE_SOURCE,
    code_revision: str | None = None,
) -> CodeImportResult:
    """Import a folder or an archive (.zip / .tar.gz) into the caller's project as its
    code source ``code_source``, replacing that source's components only."""
    parsed = import_code_base(
        source,
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        archive_name=archive_name,
        code_source=code_source,
        code_revision=code_revision,
    )
    documents = []
    for document in parsed.sources:
        body = document.model_dump(mode="json")
        if embed is not None:
            body["embedding"] = embed(document)
        documents.append(body)
    count = ai.replace_code(
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        sources=documents,
        code_source=code_source,
    )
    index = ai.start_code_index_build(
        project_id=scope.project_id, organization_id=scope.organization_id
    )
    logger.info(
        "code import finished",
        extra={
            "project_id": scope.project_id,
            "code_source": code_source,
            "components": count,
            "unparseable": len(parsed.unparseable),
            "index_id": index.index_id,
        },
    )
    return CodeImportResult(
        counts=parsed.counts,
        components=count,
        unparseable=list(parsed.unparseable),
        partially_parsed=list(parsed.partially_parsed),
        skipped=dict(parsed.skipped),
        index=index,
        code_source=code_source,
        code_revision=code_revision,
    )
