"""Matching features for the code index: name normalisation, tokens, and a deterministic
embedding from hashed character n-grams.

Everything here is pure and network-free, and gives the same output on every machine and
Python process (hashes are BLAKE2b, never the salted built-in ``hash()``), so stored
embeddings stay comparable with ones computed later.
"""

from __future__ import annotations

import hashlib
import math
import unicodedata
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from guinness.code.documents import CodeSourceDocument

#: The identifier of :func:`embed_text`'s model; change it whenever its output changes.
EMBEDDING_MODEL = "guinness-char-ngram-hash-v1"
#: The default (and stored) embedding size.
EMBEDDING_DIMS = 256

_NGRAM_SIZES = (2, 3, 4)
_WORD_WEIGHT = 1.0
_NGRAM_WEIGHT = 0.5


def _chunks(name: str) -> list[str]:
    """Runs of letters and digits, accents folded; everything else separates (emoji too)."""
    folded = "".join(
        char for char in unicodedata.normalize("NFKD", name) if not unicodedata.combining(char)
    )
    chunks: list[str] = []
    current: list[str] = []
    for char in folded:
        if (char.isalnum() and char.isascii()) or char.isalpha():
            current.append(char)
        elif current:
            chunks.append("".join(current))
            current = []
    if current:
        chunks.append("".join(current))
    return chunks


def _words(chunk: str) -> list[str]:
    """Split a run of letters and digits at case and digit changes.

    ``HTMLInput`` → ``HTML``, ``Input``; ``Heading2`` → ``Heading``, ``2``.
    """
    words: list[str] = []
    start = 0
    for index in range(1, len(chunk)):
        before, here = chunk[index - 1], chunk[index]
        after = chunk[index + 1] if index + 1 < len(chunk) else ""
        if (
            before.isdigit() != here.isdigit()
            or (before.islower() and here.isupper())
            or (before.isupper() and here.isupper() and after.islower())
        ):
            words.append(chunk[start:index])
            start = index
    words.append(chunk[start:])
    return [word for word in words if word]


def name_tokens(name: str) -> list[str]:
    """Lowercase words of a name: camelCase, PascalCase, kebab, snake, paths and spaces split.

    ``"PrimaryButton"`` → ``["primary", "button"]``; ``"btn--lg"`` → ``["btn", "lg"]``;
    ``"Btn / Primary"`` → ``["btn", "primary"]``; ``"Button 2"`` → ``["button", "2"]``.
    """
    return [word.lower() for chunk in _chunks(name) for word in _words(chunk)]


def normalize_name(name: str) -> str:
    """The canonical form two spellings of one name share: tokens joined by ``-``.

    Case, separators (`` ``, ``-``, ``_``, ``/``, ``.``), a leading ``.`` or ``_``, emoji and
    accents do not matter, and a trailing copy number (``"Button 2"``, ``"Card (1)"``,
    ``"Icon_03"``) is dropped: ``"🔘 Btn / Primary"`` → ``"btn-primary"``, ``".btn--lg"`` →
    ``"btn-lg"``, ``"ButtonGroup"`` → ``"button-group"``.
    """
    chunks = _chunks(name)
    while len(chunks) > 1 and chunks[-1].isdigit():
        chunks.pop()
    return "-".join(word.lower() for chunk in chunks for word in _words(chunk))


def _features(text: str) -> list[tuple[str, float]]:
    features: list[tuple[str, float]] = []
    for token in name_tokens(text):
        features.append((f"w:{token}", _WORD_WEIGHT))
        padded = f"^{token}$"
        for size in _NGRAM_SIZES:
            for start in range(max(1, len(padded) - size + 1)):
                features.append((f"g:{padded[start : start + size]}", _NGRAM_WEIGHT))
    return features


def embed_text(text: str, dims: int = EMBEDDING_DIMS) -> list[float]:
    """A deterministic, L2-normalised embedding of ``text`` from hashed word and n-gram features.

    Each word and each character 2-, 3- and 4-gram of a word is hashed (BLAKE2b) to a
    dimension and a sign, so shared spellings (``btn``/``button``, ``primary``) land close
    together. Text without words embeds to the zero vector.
    """
    if dims <= 0:
        raise ValueError("dims must be positive")
    vector = [0.0] * dims
    for feature, weight in _features(text):
        digest = int.from_bytes(hashlib.blake2b(feature.encode(), digest_size=8).digest(), "big")
        sign = 1.0 if digest >> 63 else -1.0
        vector[digest % dims] += sign * weight
    norm = math.sqrt(sum(value * value for value in vector))
    return [value / norm for value in vector] if norm else vector


def cosine(a: list[float], b: list[float]) -> float:
    """The cosine similarity of two vectors of equal length (0.0 when either is zero)."""
    if len(a) != len(b):
        raise ValueError(f"vectors differ in length: {len(a)} and {len(b)}")
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norm if norm else 0.0


def code_embedding_text(document: CodeSourceDocument) -> str:
    """What a code source's stored vector embeds: its names, path and prop names."""
    stem = document.path.rsplit("/", 1)[-1].split(".", 1)[0]
    parts = [
        document.component_name,
        *document.aliases,
        *document.export_names,
        stem,
        *(prop.name for prop in document.props),
    ]
    return " ".join(dict.fromkeys(part for part in parts if part))


def embed_code_source(document: CodeSourceDocument) -> list[float]:
    """The stored embedding of a code source (computed at import, no network)."""
    return embed_text(code_embedding_text(document))
