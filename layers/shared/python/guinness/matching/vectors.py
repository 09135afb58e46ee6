"""Name embeddings and the vectorized similarity step.

The embedding is deterministic and needs no model download: words and character
trigrams of a text are hashed (CRC-32) into signed buckets and the vector is
L2-normalised, so cosine similarity rewards shared words and shared spelling (``Lisbox``
vs ``Listbox``). When the code package provides its own ``embed_text`` (the function
stored code embeddings are made with), queries use that one so both sides agree.
"""

from __future__ import annotations

import importlib
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from guinness.code.documents import CodeSourceDocument
from guinness.matching.names import phrase, split_words

DEFAULT_DIMS = 256
MODEL_NAME = "guinness-hashed-ngrams-v1"

Matrix = npt.NDArray[np.float32]
EmbedFunction = Callable[[str], Sequence[float]]


@dataclass(frozen=True)
class Embedder:
    """An embedding function with the name and size recorded in artifacts.

    ``describe`` gives the text a code document's stored embedding was made from, so a
    missing one can be computed the same way; None means "its names".
    """

    name: str
    dims: int
    embed: EmbedFunction
    describe: Callable[[CodeSourceDocument], str] | None = None


def _features(text: str) -> list[tuple[str, float]]:
    words = split_words(text)
    words.extend(token for token in phrase(text).tokens if token not in words)
    found: list[tuple[str, float]] = []
    for word in words:
        found.append((f"w:{word}", 1.0))
        padded = f"<{word}>"
        for start in range(len(padded) - 2):
            found.append((padded[start : start + 3], 0.5))
    return found


def embed_text(text: str, dims: int = DEFAULT_DIMS) -> list[float]:
    """The hashed word and trigram embedding of ``text`` (unit length, or all zeros)."""
    vector = np.zeros(dims, dtype=np.float32)
    for feature, weight in _features(text):
        digest = zlib.crc32(feature.encode())
        vector[digest % dims] += weight if digest & 0x80000000 else -weight
    norm = float(np.linalg.norm(vector))
    return (vector / norm).tolist() if norm else vector.tolist()


def default_embedder() -> Embedder:
    """The code package's ``features.embed_text`` when it exists, else :func:`embed_text`."""
    try:
        features = importlib.import_module("guinness.code.features")
    except ImportError:
        features = None
    shared = getattr(features, "embed_text", None)
    if callable(shared):
        dims = int(getattr(features, "EMBEDDING_DIMS", DEFAULT_DIMS))
        name = str(getattr(features, "EMBEDDING_MODEL", "guinness.code.features.embed_text"))

        def embed_shared(text: str) -> Sequence[float]:
            result: Sequence[float] = shared(text, dims=dims)
            return result

        describe = getattr(features, "code_embedding_text", None)
        return Embedder(
            name=name,
            dims=dims,
            embed=embed_shared,
            describe=_describer(describe) if callable(describe) else None,
        )
    return Embedder(name=MODEL_NAME, dims=DEFAULT_DIMS, embed=embed_text)


def _describer(shared: Callable[..., object]) -> Callable[[CodeSourceDocument], str]:
    def describe(document: CodeSourceDocument) -> str:
        return str(shared(document))

    return describe


def unit_rows(rows: Sequence[Sequence[float]], dims: int) -> Matrix:
    """Stack vectors into an L2-normalised ``(len(rows), dims)`` matrix."""
    if not rows:
        return np.zeros((0, dims), dtype=np.float32)
    matrix = np.asarray(rows, dtype=np.float32).reshape(len(rows), dims)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: Matrix = matrix / norms
    return result


def top_k(queries: Matrix, keys: Matrix, k: int) -> tuple[npt.NDArray[np.intp], Matrix]:
    """For each query row, the indexes and cosines of its ``k`` nearest key rows.

    One matrix product for all queries: the vectorized step that keeps matching 1,000
    instances against 2,000 components fast.
    """
    if queries.shape[0] == 0 or keys.shape[0] == 0 or k <= 0:
        empty = np.zeros((queries.shape[0], 0), dtype=np.intp)
        return empty, np.zeros((queries.shape[0], 0), dtype=np.float32)
    scores: Matrix = queries @ keys.T
    k = min(k, keys.shape[0])
    part = np.argpartition(-scores, k - 1, axis=1)[:, :k]
    picked: Matrix = np.take_along_axis(scores, part, axis=1)
    # Stable order: best cosine first, ties by key position.
    order = np.lexsort((part, -picked), axis=1)
    indexes = np.take_along_axis(part, order, axis=1)
    cosines: Matrix = np.take_along_axis(picked, order, axis=1)
    return indexes, cosines
