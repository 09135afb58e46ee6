from __future__ import annotations

import pytest

from guinness.matching import name_tokens, normalize_name
from guinness.matching.names import library_prefix, parse_code_path, parse_design_name, phrase


def _main_name(name: str) -> tuple[str, ...]:
    return parse_design_name(name).hypotheses[0][0].tokens


@pytest.mark.parametrize(
    "spelling",
    ["Button primary", "button_primary", "ButtonPrimary", ".Button-Primary", "_button primary"],
)
def test_case_separators_and_leading_markers_do_not_change_a_name(spelling: str) -> None:
    assert normalize_name(spelling) == normalize_name("button primary")


def test_emoji_and_numbering_are_not_part_of_a_name() -> None:
    assert normalize_name("🔘 Button 2") == normalize_name("Button")
    assert normalize_name("01 Card") == normalize_name("Card")
    assert normalize_name("ButtonV2") == normalize_name("Button")


@pytest.mark.parametrize(
    ("design", "code"),
    [
        ("Btn", "Button"),
        ("Text field", "Input"),
        ("TextField", "Text input"),
        ("Chip", "Tag"),
        ("Snackbar", "Toast"),
        ("Dialog", "Modal"),
        ("Nav bar", "Navbar"),
        ("Navigation bar", "NavBar"),
        ("App bar", "Header"),
        ("Hero CTA", "Hero button"),
        ("Banner", "Alert"),
        ("Project tile", "ProjectCard"),
        ("Kanban lane", "KanbanColumn"),
        ("Search bar", "SearchField"),
        ("Nav link", "NavItem"),
    ],
)
def test_common_synonyms_share_one_canonical_form(design: str, code: str) -> None:
    assert name_tokens(design) == name_tokens(code)


def test_a_slash_path_stands_for_its_component_not_its_variant_values() -> None:
    assert _main_name("Btn / Primary") == ("button",)
    assert _main_name("Button/Primary/Large/False/No icon/Focus") == ("button",)


def test_asset_folders_are_context_not_names() -> None:
    assets = parse_design_name(".Assets/Header")
    utilities = parse_design_name("_Card utilities/Actions")

    assert [hypothesis.text for hypothesis, _ in assets.hypotheses] == ["Header"]
    assert _main_name("_Card utilities/Actions") == ("actions",)
    assert [near.tokens for near in utilities.context] == [("card",)]


def test_parenthesised_and_dashed_tails_are_qualifiers() -> None:
    assert _main_name("Progressbar (Linear)") == ("progressbar",)
    assert _main_name("Rating - Read only") == ("rating",)
    assert [item.text for item in parse_design_name("Rating - Read only").qualifiers] == [
        "Read only"
    ]


def test_code_paths_of_tests_stories_hooks_and_utilities_hold_no_component() -> None:
    for path in (
        "src/Button/Button.stories.tsx",
        "src/Button/tests/Button.test.tsx",
        "src/hooks/useThing.tsx",
        "src/utilities/format.tsx",
        "src/types.d.ts",
    ):
        assert parse_code_path(path) is None, path


def test_a_nested_component_file_knows_the_component_folder_it_lives_under() -> None:
    location = parse_code_path("src/components/Modal/components/Header/Header.tsx")

    assert location is not None
    assert location.name.text == "Header"
    assert [parent.text for parent in location.parents] == ["Modal"]
    assert location.depth == 1


def test_a_barrel_file_stands_for_its_folder() -> None:
    location = parse_code_path("src/components/Button/index.ts")

    assert location is not None
    assert (location.stem, location.is_barrel) == ("Button", True)


def test_a_prefix_most_component_names_share_is_a_library_prefix() -> None:
    names = [phrase(name) for name in ("VtmnButton", "VtmnCard", "VtmnTag", "VtmnTextInput")]

    assert library_prefix(names) == "vtmn"
    assert library_prefix([phrase("Button"), phrase("Card"), phrase("IconButton")]) is None


def test_a_path_of_several_names_is_also_read_as_each_compound_of_them() -> None:
    readings = {
        hypothesis.text: weight for hypothesis, weight in parse_design_name("Btn / Icon").hypotheses
    }

    # Both orders: designers write the kind first (`Btn / Icon`), code the other way.
    assert readings == {"Icon": 0.92, "Btn": 0.92 * 0.9, "Btn Icon": 1.0, "Icon Btn": 1.0}
    # A single name is read as it is.
    assert parse_design_name("Button").hypotheses == ((phrase("Button"), 1.0),)


def test_a_name_with_variant_words_in_it_is_also_read_without_them() -> None:
    readings = {
        hypothesis.tokens: weight
        for hypothesis, weight in parse_design_name("Button Primary Large").hypotheses
    }

    assert readings == {("button", "primary", "large"): 1.0, ("button",): 0.9}


@pytest.mark.parametrize(("design", "code"), [("Status pill", "StatusBadge"), ("Entry", "Item")])
def test_pills_are_badges_and_entries_are_items(design: str, code: str) -> None:
    assert name_tokens(design) == name_tokens(code)


def test_a_crumb_is_a_breadcrumb_item() -> None:
    assert name_tokens("Crumb") == name_tokens("BreadcrumbItem")


def test_form_category_folders_are_not_names() -> None:
    assert _main_name("Forms / Inputs / Select") == ("select",)
