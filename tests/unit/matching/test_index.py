from __future__ import annotations

import numpy as np

from guinness.code.documents import ComponentReference
from guinness.matching import Embedder, build_index
from guinness.matching.index import prop_key
from tests.unit.matching.factories import component, flag, union


def _counting_embedder(calls: list[str]) -> Embedder:
    def embed(text: str) -> list[float]:
        calls.append(text)
        return [1.0, 0.0, 0.0, 0.0]

    return Embedder(name="test-embedder", dims=4, embed=embed)


def test_stored_embeddings_are_used_and_missing_ones_computed() -> None:
    calls: list[str] = []
    stored = component("Card", embedding=[0.0, 2.0, 0.0, 0.0])
    missing = component("Button")

    index = build_index([stored, missing], embedder=_counting_embedder(calls))

    assert len(calls) == 1
    assert "Button" in calls[0]
    rows = {item.name: index.vectors[item.position].tolist() for item in index.components}
    assert rows == {"Button": [1.0, 0.0, 0.0, 0.0], "Card": [0.0, 1.0, 0.0, 0.0]}


def test_a_stored_embedding_of_another_size_is_recomputed() -> None:
    calls: list[str] = []

    build_index([component("Card", embedding=[0.5] * 3)], embedder=_counting_embedder(calls))

    assert len(calls) == 1


def test_the_index_summarises_its_models() -> None:
    index = build_index([component("Card")], embedder=_counting_embedder([]))

    assert index.model_summary.embedding_model == "test-embedder"
    assert index.model_summary.embedding_dims == 4
    assert index.model_summary.lexical_model.startswith("guinness-names")


def test_each_component_carries_names_props_and_a_prop_signature() -> None:
    button = component(
        "VtmnButton",
        props=[union("size", "sm", "lg"), flag("isDisabled")],
        export_names=["VtmnButton", "Button"],
        aliases=["PrimaryAction"],
    )
    others = [component(name) for name in ("VtmnCard", "VtmnTag")]

    indexed = next(
        item for item in build_index([button, *others]).components if item.name == "VtmnButton"
    )

    names = {form.phrase.text: form.origin for form in indexed.identity.names}
    assert names["VtmnButton"] == "component"
    assert names["PrimaryAction"] == "alias"
    assert names["Button"] in ("export", "unprefixed")
    assert indexed.prop_signature == "size:sm|lg;isDisabled:boolean"
    assert set(indexed.props) == {"size", "disabled"}


def test_prop_keys_ignore_spelling_of_booleans_and_word_order() -> None:
    assert prop_key("isDisabled") == prop_key("Disabled") == "disabled"
    assert prop_key("Show icon") == prop_key("icon")
    assert prop_key("Icon left") == prop_key("leftIcon")


def test_resolved_imports_link_the_graph_by_code_id() -> None:
    first = component("SearchField", "src/a/SearchField.tsx")
    second = component("SearchField", "src/b/SearchField.tsx")
    owner = component("Header").model_copy(
        update={"imports": [ComponentReference(name="SearchField", code_id=first.code_id)]}
    )

    index = build_index([owner, first, second])

    by_path = {item.source.path: item for item in index.components}
    assert [owner.text for owner in by_path["src/a/SearchField.tsx"].imported_by] == ["Header"]
    assert by_path["src/b/SearchField.tsx"].imported_by == []
    assert by_path[owner.path].imported_ids == {first.code_id}


def test_the_index_does_not_depend_on_the_order_of_its_sources() -> None:
    sources = [component(name) for name in ("Card", "Button", "Tag")]

    forward, backward = build_index(sources), build_index(list(reversed(sources)))

    assert [item.code_id for item in forward.components] == [
        item.code_id for item in backward.components
    ]
    assert np.array_equal(forward.vectors, backward.vectors)
