from __future__ import annotations

from guinness.matching.names import phrase
from guinness.matching.similarity import edit_distance, name_similarity


def _score(design: str, code: str) -> float:
    return name_similarity(phrase(design), phrase(code)).score


def _kind(design: str, code: str) -> str:
    return name_similarity(phrase(design), phrase(code)).kind


def test_an_exact_name_beats_every_looser_kind_of_match() -> None:
    exact = _score("Text field", "TextField")
    abbreviation = _score("Btn", "Button")
    synonym = _score("Snackbar", "Toast")
    plural = _score("Index filter", "IndexFilters")
    typo = _score("Lisbox", "Listbox")

    assert exact == 1.0
    assert exact > abbreviation > synonym > plural > typo > 0.8
    assert [_kind("Btn", "Button"), _kind("Lisbox", "Listbox")] == ["abbreviation", "typo"]


def test_a_group_of_buttons_is_not_a_button() -> None:
    assert _score("Button", "ButtonGroup") < 0.6


def test_a_code_name_may_add_a_widget_word_the_design_leaves_out() -> None:
    assert _score("Radio", "RadioButton") > 0.9
    assert _score("Dropdown menu item", "DropdownItem") > 0.8


def test_a_code_name_missing_the_design_head_word_scores_low() -> None:
    assert _score("Title bar", "Title") < 0.6


def test_outdated_code_names_score_lower_than_current_ones() -> None:
    assert _score("Card", "LegacyCard") < _score("Card", "Card")
    assert _score("Card", "LegacyCard") < 0.7


def test_word_order_hardly_matters() -> None:
    assert _score("Tabs legacy", "LegacyTabs") > 0.85


def test_compound_words_are_split_into_the_other_names_words() -> None:
    assert _score("Day of week", "Weekday") > 0.85
    assert _score("Day of week", "Weekday") > _score("Day of week", "Day")


def test_a_container_matches_the_plural_of_what_it_holds() -> None:
    assert _kind("Filter bar", "Filters") == "collection"
    assert _score("Filter bar", "Filters") > 0.8


def test_unrelated_names_do_not_match() -> None:
    assert _score("Avatar", "Pagination") == 0.0


def test_edit_distance_stops_counting_past_its_limit() -> None:
    assert edit_distance("listbox", "lisbox") == 1
    assert edit_distance("button", "avatar", limit=2) == 3


def test_an_icon_is_not_the_control_that_shows_one() -> None:
    # "Icon" is only IconButton's modifier: the glyph, not the button.
    assert _score("Icon", "IconButton") < _score("Rating", "RatingStars")
    assert _score("Icon", "IconButton") < 0.6
    assert _score("Icon", "Icon") == 1.0
