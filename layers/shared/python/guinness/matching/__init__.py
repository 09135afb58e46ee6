"""Matching: Figma design instances to the code components that implement them.

Pure domain code (no I/O). Build a :class:`CodeIndex` from stored code documents with
:func:`build_index`, then :func:`match_design` returns the artifact parts (usage matches,
matched codes, diagnostics, configuration, models). :func:`link_components` is the
name/path part alone, for Figma component names and code file paths.
"""

from __future__ import annotations

from guinness.matching.index import CodeIndex, IndexedComponent, build_index
from guinness.matching.linking import link_components
from guinness.matching.matcher import MatchResult, match_design
from guinness.matching.names import name_tokens, normalize_name
from guinness.matching.settings import MATCHER_VERSION, MatcherSettings
from guinness.matching.vectors import Embedder, default_embedder, embed_text

__all__ = [
    "MATCHER_VERSION",
    "CodeIndex",
    "Embedder",
    "IndexedComponent",
    "MatchResult",
    "MatcherSettings",
    "build_index",
    "default_embedder",
    "embed_text",
    "link_components",
    "match_design",
    "name_tokens",
    "normalize_name",
]
