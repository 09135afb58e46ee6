"""The corpus scorer's props figures: exact pairs, wildcards, content, CSS classes, and a
bare element counting as the component's name the labels write."""

from __future__ import annotations

from benchmarks.matcher_devset import props_score


def test_pairs_are_exact_and_a_wildcard_takes_any_value() -> None:
    want = {"props": {"variant": "primary", "size": "lg", "actions": "*"}}
    assert props_score(want, {"variant": "primary", "size": "md", "actions": "<Button />"}) == (
        2,
        3,
        2,
        3,
    )


def test_a_bare_element_is_the_component_name_the_labels_write() -> None:
    want = {"props": {"leftIcon": "PlusIcon"}}
    assert props_score(want, {"leftIcon": "<PlusIcon />"}) == (1, 1, 1, 1)
    # An element with props says more than a name: it is not that name.
    assert props_score(want, {"leftIcon": '<PlusIcon size="sm" />'}) == (0, 1, 0, 1)


def test_children_count_against_the_labels_content() -> None:
    want = {"props": {"variant": "ghost"}, "content": "Save"}
    assert props_score(want, {"variant": "ghost", "children": "Save"}) == (1, 1, 2, 2)
