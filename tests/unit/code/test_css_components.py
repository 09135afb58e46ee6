from __future__ import annotations

from pathlib import Path

from guinness.code import CodeImport, import_code_base
from guinness.code.css_parser import analyse_stylesheet, bem_blocks, bem_split
from tests.unit.code.archives import zip_with
from tests.unit.code.expectations import expected, find, summary


def test_bem_block_without_a_component_file_is_a_css_component(
    imported: CodeImport, fixture_codebase: Path
) -> None:
    path = "src/styles/chip.scss"
    chip = find(imported, "chip")

    assert summary(chip) == expected(
        path,
        "chip",
        language="scss",
        framework="css",
        kind="css_block",
        css_classes=[
            "chip",
            "chip__icon",
            "chip__label",
            "chip--primary",
            "chip--secondary",
            "chip--lg",
        ],
        states=["aria-disabled", "disabled", "hover"],
        variants={"modifier": ["primary", "secondary", "lg"]},
        stylesheet_paths=[path],
    )
    assert chip.source == chip.css == (fixture_codebase / path).read_text()


def test_stylesheets_of_components_and_plain_globals_are_not_css_components(
    imported: CodeImport,
) -> None:
    css_components = [
        source.component_name for source in imported.sources if source.framework == "css"
    ]

    assert css_components == ["chip"]


def test_scss_nesting_resolves_elements_modifiers_and_states() -> None:
    facts = analyse_stylesheet(
        b"""
        .btn {
          &__icon { width: 1em; }
          &--primary { color: blue; }
          &--lg, &--sm { font-size: 2em; }
          &:hover:not(:disabled) { opacity: .9; }
          &.is-loading { cursor: wait; }
          &:is(:focus-visible, :active) { outline: 1px; }
          @media (min-width: 600px) { &--wide { width: 100%; } }
          .theme-dark & { color: white; }
        }
        .btn__icon[data-position="end"] { order: 2; }
        """,
        "scss",
    )

    assert facts.error is None
    assert facts.classes == [
        "btn", "btn__icon", "btn--primary", "btn--lg", "btn--sm", "is-loading",
        "btn--wide", "theme-dark",
    ]  # fmt: skip
    assert facts.class_states == {
        "btn": ["hover", "loading", "focus-visible", "active"],
        "btn__icon": ["data-position=end"],
    }
    blocks = bem_blocks(facts.classes)
    assert blocks["btn"].elements == ["icon"]
    assert blocks["btn"].modifiers == ["primary", "lg", "sm", "wide"]


def test_plain_css_reads_pseudo_classes_and_aria_attributes_as_states() -> None:
    facts = analyse_stylesheet(
        b".chip:hover, .chip[aria-disabled='true'] { opacity: .5 }\n"
        b".chip[aria-pressed='mixed'] { font-weight: 600 }\n"
        b"button:focus-visible { outline: 1px }\n"
        b".chip::before { content: '' }\n",
        "css",
    )

    assert facts.class_states == {"chip": ["hover", "aria-disabled", "aria-pressed=mixed"]}
    assert facts.loose_states == ["focus-visible"]


def test_bem_names_split_into_block_element_and_modifier() -> None:
    assert bem_split("btn") == ("btn", None, None)
    assert bem_split("btn--primary") == ("btn", None, "primary")
    assert bem_split("btn__icon") == ("btn", "icon", None)
    assert bem_split("btn__icon--left") == ("btn", "icon", "left")


def test_scss_the_grammar_cannot_read_is_partial_and_keeps_the_rules_it_can(
    imported: CodeImport,
) -> None:
    facts = analyse_stylesheet(
        b".card { width: 10px; }\n.card:hover { color: red; }\n.card__title { @@ }\n",
        "scss",
    )

    assert facts.error == "line 3, column 16"
    assert facts.class_states == {"card": ["hover"]}
    assert imported.partially_parsed == []


COMPOSING_SHEET = b""".heading { font-weight: 600; }
.heading:hover { text-decoration: underline; }
.title { composes: heading; composes: loud from global; }
.subtitle { composes: muted from "./shared.module.css"; }
.muted:focus-visible { outline: 1px solid; }
.body:active { color: red; }
"""
COMPOSING_CARD = b"""import styles from "./Card.module.css"
export const CardTitle = () => <h3 className={styles.title} />
export const CardSubtitle = () => <h4 className={styles.subtitle} />
export const CardBody = () => <div className={styles.body} />
"""


def test_css_modules_composes_parses_whole_and_brings_the_composed_classes_states() -> None:
    facts = analyse_stylesheet(COMPOSING_SHEET, "css")
    assert (facts.error, facts.composes) == (None, {"title": ["heading"]})

    imported = import_code_base(
        zip_with({"card/Card.module.css": COMPOSING_SHEET, "card/Card.tsx": COMPOSING_CARD}),
        project_id=1,
        organization_id=1,
        archive_name="card.zip",
    )
    states = {doc.component_name: doc.states for doc in imported.sources}

    assert imported.partially_parsed == []
    # Using `title` uses `heading`: its hover is the title's. Another file's `muted` is not
    # this file's, whatever this file says about a class of that name.
    assert states == {"CardTitle": ["hover"], "CardSubtitle": [], "CardBody": ["active"]}
