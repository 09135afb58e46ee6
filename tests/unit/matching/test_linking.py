from __future__ import annotations

from guinness.matching import link_components

ROOT = "/repo/src/components"


def test_figma_names_link_to_their_implementation_files() -> None:
    paths = [
        f"{ROOT}/TextField/TextField.tsx",
        f"{ROOT}/TextField/TextField.stories.tsx",
        f"{ROOT}/TextField/tests/TextField.test.tsx",
        f"{ROOT}/TextField/index.ts",
        f"{ROOT}/Button/Button.tsx",
    ]

    links = link_components([("1:1", "Text field"), ("1:2", ".Btn")], paths)

    assert links == {"1:1": f"{ROOT}/TextField/TextField.tsx", "1:2": f"{ROOT}/Button/Button.tsx"}


def test_names_that_fit_nothing_stay_unlinked() -> None:
    links = link_components([("1:1", "Country"), ("1:2", "Button")], [f"{ROOT}/Card/Card.tsx"])

    assert links == {"1:1": None, "1:2": None}


def test_the_names_listed_before_a_component_pick_between_same_named_files() -> None:
    paths = [
        f"{ROOT}/Page/Page.tsx",
        f"{ROOT}/Page/components/Header/Header.tsx",
        f"{ROOT}/Modal/Modal.tsx",
        f"{ROOT}/Modal/components/Header/Header.tsx",
    ]
    figma = [
        ("1:1", "Page"),
        ("1:2", "Header"),
        ("2:1", "Modal"),
        ("2:2", "Footer"),
        ("2:3", "Header"),
    ]

    links = link_components(figma, paths)

    assert links["1:2"] == f"{ROOT}/Page/components/Header/Header.tsx"
    assert links["2:3"] == f"{ROOT}/Modal/components/Header/Header.tsx"
    assert links["2:2"] is None


def test_a_top_level_component_wins_over_a_nested_one_of_the_same_name() -> None:
    paths = [f"{ROOT}/Toast/Toast.tsx", f"{ROOT}/Frame/components/Toast/Toast.tsx"]

    assert link_components([("1:1", "Toast")], paths) == {"1:1": f"{ROOT}/Toast/Toast.tsx"}


def test_a_library_prefix_on_every_file_is_ignored() -> None:
    paths = [
        f"{ROOT}/VtmnButton/VtmnButton.tsx",
        f"{ROOT}/VtmnRadioButton/VtmnRadioButton.tsx",
        f"{ROOT}/VtmnProgressbar/VtmnProgressbar.tsx",
    ]
    figma = [("1:1", "Button"), ("1:2", "Radio"), ("1:3", "Progressbar (Linear)")]

    links = link_components(figma, paths)

    assert links == {
        "1:1": f"{ROOT}/VtmnButton/VtmnButton.tsx",
        "1:2": f"{ROOT}/VtmnRadioButton/VtmnRadioButton.tsx",
        "1:3": f"{ROOT}/VtmnProgressbar/VtmnProgressbar.tsx",
    }


def test_several_components_may_link_to_one_file() -> None:
    paths = [f"{ROOT}/Rating/Rating.tsx"]

    links = link_components([("1:1", "Rating - Read only"), ("1:2", "Rating - Interactive")], paths)

    assert set(links.values()) == {f"{ROOT}/Rating/Rating.tsx"}
