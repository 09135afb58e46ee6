"""Searching summaries: filters, the ranking rules, and cursors tied to their search."""

from __future__ import annotations

import pytest

from guinness.contracts.ai_api import CODE_SUMMARY_FIELDS, listed, summarize
from guinness.errors import ValidationError
from guinness.store.summary_search import SummaryQuery, rank, search_page

NAMES = ("component_name", "export_names")


def _code(name: str, path: str, **more: object) -> dict[str, object]:
    document = {"code_id": f"1_{name}", "component_name": name, "path": path, **more}
    return summarize(document, CODE_SUMMARY_FIELDS)


LIBRARY = [
    _code("ButtonGroup", "src/button-group.tsx"),
    _code("IconButton", "src/icon-button.tsx"),
    _code("Badge", "src/badge.tsx", props=[{"name": "buttonLike"}]),
    _code("Button", "src/button.tsx", framework="react"),
    _code("ButtonBase", "src/internal/button-base.tsx", internal=True),
    _code("Toolbar", "src/toolbar/button.tsx"),
    _code("LegacyButton", "src/legacy-button.tsx", deprecated=True),
    _code("DatePicker", "src/date-picker/DatePicker.vue", framework="vue"),
    _code("Calendar", "src/calendar.tsx", props=[{"name": "weekStart"}], aliases=["DateGrid"]),
]


def _names(query: SummaryQuery) -> list[object]:
    return [item["component_name"] for item in rank(LIBRARY, query, name_fields=NAMES)]


def test_the_exact_name_ranks_first_then_prefixes_then_words_then_paths() -> None:
    names = _names(SummaryQuery(text="button"))

    assert names[0] == "Button"
    assert names.index("ButtonGroup") < names.index("IconButton")
    assert names.index("IconButton") < names.index("Toolbar")  # a word of the name > the path
    assert "DatePicker" not in names


def test_case_and_separators_are_ignored_and_every_word_must_be_found() -> None:
    assert _names(SummaryQuery(text="date picker"))[0] == "DatePicker"
    assert _names(SummaryQuery(text="Date-Picker")) == ["DatePicker"]
    assert _names(SummaryQuery(text="picker zebra")) == []


def test_aliases_and_prop_names_are_found_after_names() -> None:
    assert _names(SummaryQuery(text="DateGrid")) == ["Calendar"]
    assert _names(SummaryQuery(text="weekStart")) == ["Calendar"]


def test_internal_and_deprecated_components_rank_below_public_ones() -> None:
    names = _names(SummaryQuery(text="button"))
    assert names.index("ButtonGroup") < names.index("ButtonBase")


def test_filters_and_path_prefix_narrow_without_a_query() -> None:
    assert _names(SummaryQuery(filters={"framework": "vue"})) == ["DatePicker"]
    assert _names(SummaryQuery(filters={"framework": "REACT"})) == ["Button"]
    assert _names(SummaryQuery(path_prefix="./src/date-picker/")) == ["DatePicker"]
    assert not SummaryQuery(text="  ").active


def test_pages_follow_the_ranking_and_a_cursor_only_fits_its_search() -> None:
    query = SummaryQuery(text="button")
    first = search_page(LIBRARY, query, cursor=None, limit=2, name_fields=NAMES)
    second = search_page(LIBRARY, query, cursor=first.next_cursor, limit=10, name_fields=NAMES)

    assert [item["component_name"] for item in first.items] == ["Button", "ButtonGroup"]
    assert first.total == second.total == len(first.items) + len(second.items)
    assert second.next_cursor is None
    with pytest.raises(ValidationError, match="not valid for this search"):
        search_page(
            LIBRARY,
            SummaryQuery(text="badge"),
            cursor=first.next_cursor,
            limit=2,
            name_fields=NAMES,
        )
    with pytest.raises(ValidationError):
        search_page(LIBRARY, query, cursor="garbage!", limit=2, name_fields=NAMES)


def test_search_terms_stay_out_of_listed_summaries() -> None:
    summary = _code("Calendar", "src/calendar.tsx", props=[{"name": "weekStart"}])
    assert "search_terms" in summary
    assert "search_terms" not in listed(summary)
    assert listed(summary)["component_name"] == "Calendar"
