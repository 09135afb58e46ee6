from __future__ import annotations

import math

import pytest

from guinness.code.features import (
    EMBEDDING_DIMS,
    cosine,
    embed_text,
    name_tokens,
    normalize_name,
)


@pytest.mark.parametrize(
    ("name", "tokens"),
    [
        ("PrimaryButton", ["primary", "button"]),
        ("primaryButton", ["primary", "button"]),
        ("primary-button", ["primary", "button"]),
        ("primary_button", ["primary", "button"]),
        ("HTMLInputElement", ["html", "input", "element"]),
        ("Btn / Primary", ["btn", "primary"]),
        ("btn--lg", ["btn", "lg"]),
        ("Heading2", ["heading", "2"]),
        ("Größe", ["große"]),
        ("", []),
    ],
)
def test_name_tokens_split_every_naming_convention(name: str, tokens: list[str]) -> None:
    assert name_tokens(name) == tokens


@pytest.mark.parametrize(
    ("names", "normalized"),
    [
        (
            ["ButtonGroup", "button-group", "Button Group", "button_group", "_ButtonGroup"],
            "button-group",
        ),
        (["Btn / Primary", "btn/primary", "🔘 Btn — Primary"], "btn-primary"),
        ([".btn--lg", "btn__lg", "BtnLg"], "btn-lg"),
        (["Button 2", "Button (1)", "Button_03", "✨ Button"], "button"),
        (["Café", "cafe"], "cafe"),
    ],
)
def test_normalize_name_makes_spellings_of_one_name_equal(
    names: list[str], normalized: str
) -> None:
    assert [normalize_name(name) for name in names] == [normalized] * len(names)


def test_normalize_name_keeps_a_name_that_is_only_a_number() -> None:
    assert normalize_name("404") == "404"
    assert normalize_name("Step 1 / Details") == "step-1-details"


def test_embedding_is_deterministic_normalised_and_of_the_requested_size() -> None:
    vector = embed_text("Button")

    assert len(vector) == EMBEDDING_DIMS == 256
    assert math.isclose(math.fsum(value * value for value in vector), 1.0)
    assert embed_text("Button") == vector
    assert len(embed_text("Button", dims=64)) == 64
    # Pinned values: stored embeddings must stay comparable with new ones.
    assert [index for index, value in enumerate(vector) if value][:6] == [5, 6, 26, 46, 85, 94]
    assert vector[5] == pytest.approx(-0.408248, abs=1e-6)


def test_similar_names_embed_closer_than_unrelated_ones() -> None:
    button = embed_text("Button")

    assert cosine(button, embed_text("PrimaryButton")) > cosine(button, embed_text("Dialog"))
    assert cosine(button, embed_text("btn")) > cosine(button, embed_text("Dialog"))
    assert cosine(button, button) == pytest.approx(1.0)


def test_text_without_words_embeds_to_zero_and_has_no_similarity() -> None:
    empty = embed_text("  🚀 -- ")

    assert empty == [0.0] * EMBEDDING_DIMS
    assert cosine(empty, embed_text("Button")) == 0.0


def test_cosine_refuses_vectors_of_different_lengths() -> None:
    with pytest.raises(ValueError, match="differ in length"):
        cosine([1.0, 0.0], [1.0])
