"""Search over document summaries: filters, a ranked name/path/prop query, offset pages.

A project holds a few thousand summaries at most, so a search reads them all (summaries
only, never bodies) and ranks them in memory; a page of a search is an offset into that
ranking, and its cursor names the search it belongs to so that a cursor is never replayed
against a different query.

Ranking, for a query like ``"button"`` (case, spaces, dashes and underscores ignored):

1. the name is the query (``Button``), or an export name or alias is;
2. the name starts with it (``ButtonGroup``), shorter names first;
3. a word of the name is it (``IconButton``), then the name contains it;
4. the file's name is it (``button.tsx``), then the path contains it;
5. a prop's name is it.

Every word of a multi-word query must be found for an item to match (``"date picker"``
finds ``DatePicker`` and ``date-picker/Range.vue``). Internal parts and deprecated components
rank below public ones with the same score.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from guinness.contracts.ai_api import SEARCH_TERMS_KEY
from guinness.store.documents import cursor_offset, offset_cursor

_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_SEPARATORS = re.compile(r"[\s_\-./]+")
_BAD_CURSOR = "The cursor is not valid for this search; start again without one."


@dataclass(frozen=True)
class SummaryQuery:
    """What to search for: ranked ``text``, exact-match ``filters``, a ``path_prefix``."""

    text: str | None = None
    #: Summary field → the value it must have (``framework``: ``vue``; ``kind``: ``frame``).
    filters: Mapping[str, str] = field(default_factory=dict)
    path_prefix: str | None = None

    @property
    def active(self) -> bool:
        """Whether anything is asked for (else a plain page is cheaper)."""
        return bool((self.text or "").strip() or self.filters or self.path_prefix)

    def subject(self) -> str:
        """What the query's cursors are tied to."""
        return json.dumps(
            ["search", self.text or "", sorted(self.filters.items()), self.path_prefix or ""],
            separators=(",", ":"),
        )


@dataclass(frozen=True)
class SearchPage:
    """One page of a search and the cursor of the next (None on the last)."""

    items: list[dict[str, Any]]
    next_cursor: str | None
    total: int


def search_page(
    summaries: Iterable[dict[str, Any]],
    query: SummaryQuery,
    *,
    cursor: str | None,
    limit: int,
    name_fields: Sequence[str],
) -> SearchPage:
    """The page at ``cursor`` of the summaries that match ``query``, best first.

    ``name_fields`` are the fields holding names (the first is the item's own name; the
    others, lists or strings, are names it is also known by).
    """
    offset = cursor_offset(cursor, query.subject(), refusal=_BAD_CURSOR)
    ranked = rank(summaries, query, name_fields=name_fields)
    items = ranked[offset : offset + limit]
    following = offset + len(items)
    next_cursor = offset_cursor(following, query.subject()) if following < len(ranked) else None
    return SearchPage(items=items, next_cursor=next_cursor, total=len(ranked))


def rank(
    summaries: Iterable[dict[str, Any]], query: SummaryQuery, *, name_fields: Sequence[str]
) -> list[dict[str, Any]]:
    """The matching summaries, best first (ties in their given order)."""
    words = _query_words(query.text)
    scored: list[tuple[float, int, dict[str, Any]]] = []
    for position, summary in enumerate(summaries):
        if not _passes_filters(summary, query):
            continue
        score = _score(summary, words, name_fields) if words else 1.0
        if score <= 0:
            continue
        if summary.get("internal"):
            score -= 0.5
        if summary.get("deprecated"):
            score -= 0.7
        scored.append((-score, position, summary))
    scored.sort(key=lambda entry: (entry[0], entry[1]))
    return [summary for _score_, _position, summary in scored]


def _passes_filters(summary: Mapping[str, Any], query: SummaryQuery) -> bool:
    for name, wanted in query.filters.items():
        if str(summary.get(name) or "").lower() != wanted.lower():
            return False
    if query.path_prefix:
        prefix = query.path_prefix.lstrip("./")
        if not str(summary.get("path") or "").startswith(prefix):
            return False
    return True


def _query_words(text: str | None) -> list[str]:
    return [word for word in _SEPARATORS.split((text or "").lower()) if word]


def _squash(value: str) -> str:
    return _SEPARATORS.sub("", value).lower()


def _words_of(name: str) -> list[str]:
    return [word.lower() for word in _WORD.findall(name)] or [_squash(name)]


def _score(summary: Mapping[str, Any], words: list[str], name_fields: Sequence[str]) -> float:
    """How well the summary answers the query's words (0: not at all)."""
    whole = "".join(words)
    own = str(summary.get(name_fields[0]) or "") if name_fields else ""
    terms = summary.get(SEARCH_TERMS_KEY) or {}
    others = [
        str(value)
        for values in [*(summary.get(name) for name in name_fields[1:]), terms.get("aliases")]
        for value in _as_list(values)
        if value and str(value) != own
    ]
    best = max(
        [_name_score(own, whole, words)]
        + [_name_score(other, whole, words) - 5 for other in others]
    )
    best = max(best, _path_score(str(summary.get("path") or ""), whole, words))
    props = [str(name).lower() for name in _as_list(terms.get("prop_names"))]
    if whole in props:
        best = max(best, 20.0)
    return best


def _name_score(name: str, whole: str, words: list[str]) -> float:
    if not name:
        return 0.0
    squashed = _squash(name)
    if squashed == whole:
        return 100.0
    if squashed.startswith(whole):
        return 80.0 - min(len(squashed) - len(whole), 20) / 2
    name_words = _words_of(name)
    if whole in name_words or (len(words) > 1 and all(word in name_words for word in words)):
        return 60.0 - min(len(name_words), 10)
    if whole in squashed or all(word in squashed for word in words):
        return 50.0 - min(len(squashed) - len(whole), 20) / 2
    return 0.0


def _path_score(path: str, whole: str, words: list[str]) -> float:
    if not path:
        return 0.0
    stem = path.rpartition("/")[2].split(".", 1)[0]
    if _squash(stem) == whole:
        return 45.0
    squashed = _squash(path)
    if all(word in squashed for word in words):
        return 30.0
    return 0.0


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list | tuple) else [value]
