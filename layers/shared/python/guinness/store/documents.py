"""The document store's one small interface, shared by its PostgreSQL and DocumentDB backends.

Documents are JSON objects scoped by project (and organization), identified per kind by a
``doc_id``. Each carries a small ``summary`` (what lists return), the full ``body`` (what
details return), an optional ``status`` (e.g. a code index's ``ready``), and an optional
embedding vector that is stored for matching but never returned unless asked for.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from guinness.contracts.ai_api import MAX_CODE_REFERENCES
from guinness.errors import ValidationError

DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 100


class DocumentKind(StrEnum):
    """The kinds of documents the AI store holds."""

    DESIGN = "design"
    CODE = "code"
    VARIATION = "variation"
    GRAPH = "graph"
    CODE_INDEX = "code_index"


@dataclass(frozen=True)
class NewDocument:
    """A document to write."""

    doc_id: str
    body: dict[str, Any]
    summary: dict[str, Any] = field(default_factory=dict)
    status: str | None = None
    embedding: Sequence[float] | None = None


@dataclass(frozen=True)
class BodyPart:
    """The documents whose body ``field`` is ``value`` (``default`` when they have none):
    one code source of a project, for instance."""

    field: str
    value: str
    default: str

    def holds(self, body: dict[str, Any]) -> bool:
        """Whether a document with this body is in the part."""
        return str(body.get(self.field, self.default)) == self.value


@dataclass(frozen=True)
class StoredDocument:
    """A document as read back; ``embedding`` is None unless explicitly requested."""

    kind: DocumentKind
    project_id: int
    organization_id: int
    doc_id: str
    summary: dict[str, Any]
    body: dict[str, Any]
    status: str | None
    updated_at: datetime
    embedding: list[float] | None = None


@dataclass(frozen=True)
class Page:
    """One page of summaries and the cursor of the next page (None on the last)."""

    items: list[StoredDocument]
    next_cursor: str | None


class DocumentStore(Protocol):
    """What the AI service and the worker need from a document store."""

    def migrate(self) -> None:
        """Create or upgrade the store's own schema / indexes (idempotent)."""

    def put(
        self, kind: DocumentKind, *, project_id: int, organization_id: int, document: NewDocument
    ) -> None:
        """Create or replace one document (atomic)."""

    def replace_all(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        organization_id: int,
        documents: Sequence[NewDocument],
    ) -> None:
        """Replace every document of this kind in the project at once (readers see old or new)."""

    def replace_part(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        organization_id: int,
        documents: Sequence[NewDocument],
        part: BodyPart,
    ) -> None:
        """Swap only the project's documents of this kind in ``part`` (those whose body
        field says so) for ``documents``, atomically; the others are left as they are."""

    def get(
        self, kind: DocumentKind, *, project_id: int, doc_id: str, with_embedding: bool = False
    ) -> StoredDocument | None:
        """One document of the project, or None (another project's ids are None too)."""

    def list_page(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        cursor: str | None = None,
        limit: int = DEFAULT_PAGE_SIZE,
    ) -> Page:
        """Summaries ordered by ``doc_id`` (items carry summary, not body)."""

    def iter_all(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        with_embedding: bool = True,
        with_body: bool = True,
    ) -> Iterator[StoredDocument]:
        """Every document of this kind in the project (for index builds and matching), by
        ``doc_id``; without ``with_body`` only summaries are read (bodies are ``{}``)."""

    def latest_with_status(
        self, kind: DocumentKind, *, project_id: int, status: str
    ) -> StoredDocument | None:
        """The document with the greatest ``doc_id`` having ``status`` (time-ordered ids)."""

    def delete(self, kind: DocumentKind, *, project_id: int, doc_id: str) -> bool:
        """Delete one document; returns whether it existed."""

    def resolve_code_references(
        self, *, project_id: int, refs: Sequence[str]
    ) -> dict[str, StoredDocument]:
        """The code document each reference names, keyed by the reference (no vectors).

        A reference is a ``code_id``; else a file path (as given, or without a leading
        ``./``), naming the file's first component by ``code_id``; else a component name
        (the first by ``code_id``). References naming nothing are absent. One indexed
        lookup per reference: the project's other documents are never read.
        """


def reference_batch(refs: Sequence[str]) -> list[str]:
    """The distinct references of one ``resolve_code_references`` call, in order; more than
    ``MAX_CODE_REFERENCES`` is a caller's bug (the API and its client batch them)."""
    unique = list(dict.fromkeys(refs))
    if len(unique) > MAX_CODE_REFERENCES:
        raise ValueError(f"at most {MAX_CODE_REFERENCES} references per lookup")
    return unique


def path_reference(ref: str) -> str:
    """A path reference without leading ``./`` or ``/`` (``./src/a.tsx`` → ``src/a.tsx``)."""
    while ref.startswith(("./", "/")):
        ref = ref[1:] if ref.startswith("/") else ref[2:]
    return ref


def encode_cursor(after: str) -> str:
    """An opaque cursor positioned after ``after``."""
    return base64.urlsafe_b64encode(json.dumps({"after": after}).encode()).decode().rstrip("=")


def decode_cursor(cursor: str | None) -> str | None:
    """The ``doc_id`` a cursor points after; a tampered cursor is a validation error."""
    if cursor is None or cursor == "":
        return None
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded.encode()))
        after = data["after"]
    except (ValueError, KeyError, TypeError, binascii.Error):
        raise ValidationError("The cursor is not valid; start again without one.") from None
    if not isinstance(after, str):
        raise ValidationError("The cursor is not valid; start again without one.")
    return after


def offset_cursor(offset: int, subject: str) -> str:
    """An opaque cursor for the item at ``offset`` of the list ``subject`` names (a ranked
    search, one document's list): replayed against another subject, it is refused."""
    data = json.dumps({"offset": offset, "of": _digest(subject)}, separators=(",", ":"))
    return base64.urlsafe_b64encode(data.encode()).decode().rstrip("=")


def cursor_offset(
    cursor: str | None,
    subject: str,
    *,
    refusal: str = "The cursor is not valid for this call; start again without one.",
) -> int:
    """The offset a cursor of :func:`offset_cursor` for ``subject`` points at (0 without
    one); any other cursor is a validation error saying ``refusal``."""
    if not cursor:
        return 0
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded.encode()))
        offset, of = data["offset"], data["of"]
    except (ValueError, KeyError, TypeError, binascii.Error):
        raise ValidationError(refusal) from None
    if not isinstance(offset, int) or offset < 0 or of != _digest(subject):
        raise ValidationError(refusal)
    return offset


def _digest(subject: str) -> str:
    return hashlib.sha256(subject.encode()).hexdigest()[:12]


def check_limit(limit: int) -> int:
    """A page size within 1..MAX_PAGE_SIZE, or a validation error."""
    if not 1 <= limit <= MAX_PAGE_SIZE:
        raise ValidationError(f"limit must be between 1 and {MAX_PAGE_SIZE}.")
    return limit
