from __future__ import annotations

import numpy as np

from guinness.matching import embed_text
from guinness.matching.vectors import top_k, unit_rows


def test_embeddings_are_deterministic_unit_vectors() -> None:
    first, second = embed_text("Primary button"), embed_text("Primary button")

    assert first == second
    assert len(first) == 256
    assert abs(float(np.linalg.norm(first)) - 1.0) < 1e-6
    assert embed_text("") == [0.0] * 256


def test_similar_spellings_embed_closer_than_different_names() -> None:
    listbox, typo, avatar = (np.array(embed_text(text)) for text in ("Listbox", "Lisbox", "Avatar"))

    assert float(listbox @ typo) > float(listbox @ avatar)


def test_top_k_returns_the_nearest_rows_best_first_with_stable_ties() -> None:
    keys = unit_rows([[1.0, 0.0], [0.0, 1.0], [1.0, 0.0], [0.7, 0.7]], 2)
    queries = unit_rows([[1.0, 0.0]], 2)

    indexes, cosines = top_k(queries, keys, 3)

    assert indexes.tolist() == [[0, 2, 3]]
    assert cosines[0, 0] == cosines[0, 1] == 1.0
    assert top_k(queries, keys[:0], 3)[0].shape == (1, 0)
