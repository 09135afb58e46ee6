"""Figma links: the file key and node ids a shared URL names.

Every form Figma's "Copy link" and the browser's address bar give:

* ``https://www.figma.com/design/<fileKey>/<name>?node-id=1-2`` (and the older
  ``/file/``, prototypes' ``/proto/``, FigJam's ``/board/``, Slides' ``/slides/``);
* a branch: ``/design/<fileKey>/branch/<branchKey>/<name>`` — the branch is a file of its
  own, fetched by its key;
* node ids written ``1-2`` in URLs and ``1:2`` by the API (``node-id=1%3A2`` too), instance
  sublayers ``I1-2;3-4`` → ``I1:2;3:4``; a prototype's ``starting-point-node-id``;
* ``figma.com`` with or without ``www.``, a ``?version-id=`` that pins a file version.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs, unquote, urlsplit

from guinness.errors import ValidationError

_HOSTS = frozenset({"figma.com", "www.figma.com"})
_KINDS = frozenset({"design", "file", "proto", "board", "slides"})
_KEY = re.compile(r"[A-Za-z0-9]{10,128}")
_NODE = re.compile(r"I?\d+[:\-]\d+(?:;I?\d+[:\-]\d+)*")


@dataclass(frozen=True)
class FigmaLink:
    """What a Figma URL names."""

    #: The key of the file to fetch (a branch's own key for a branch link).
    file_key: str
    #: Node ids as the API writes them (``1:2``); empty for the whole file.
    node_ids: tuple[str, ...] = ()
    #: The main file's key when the link is to a branch of it.
    main_file_key: str | None = None
    #: A pinned file version (``?version-id=``), else None for the latest.
    version: str | None = None


def parse_figma_url(url: str) -> FigmaLink:
    """The file key, node ids, branch and version a Figma URL names; a clear
    ``ValidationError`` for anything that is not one."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("https", "http") or parts.hostname not in _HOSTS:
        raise ValidationError(
            "Not a Figma link: expected https://www.figma.com/design/<file key>/... "
            "(copy it with Share → Copy link)."
        )
    segments = [segment for segment in parts.path.split("/") if segment]
    if len(segments) < 2 or segments[0] not in _KINDS or not _KEY.fullmatch(segments[1]):
        raise ValidationError(
            "This Figma link names no file: expected /design/<file key>/... (or /file/, "
            "/proto/, /board/)."
        )
    file_key, main_key = segments[1], None
    if len(segments) >= 4 and segments[2] == "branch" and _KEY.fullmatch(segments[3]):
        file_key, main_key = segments[3], segments[1]
    query = parse_qs(parts.query)
    raw = (query.get("node-id") or query.get("starting-point-node-id") or [""])[0]
    node_ids = tuple(_node_id(value) for value in unquote(raw).split(",") if value.strip())
    versions = query.get("version-id") or []
    version = versions[0] if versions else None
    return FigmaLink(file_key=file_key, node_ids=node_ids, main_file_key=main_key, version=version)


def _node_id(value: str) -> str:
    value = value.strip()
    if not _NODE.fullmatch(value):
        raise ValidationError(f"node-id {value!r} is not a Figma node id like 1-2.")
    return value.replace("-", ":")
