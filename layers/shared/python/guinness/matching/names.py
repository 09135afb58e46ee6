"""Names as comparable phrases: Figma layer names, code identifiers and file paths.

A :class:`Phrase` holds the tokens of a name in three strengths: ``raw`` (lowercase words,
abbreviations expanded), ``tokens`` (synonyms mapped to one canonical spelling) and
``stems`` (plurals folded). Figma names are read as layer paths (``.Assets/Header``,
``Btn / Primary``) into the names they may stand for plus context; code paths into the
component's own name and the components it lives under.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from guinness.matching.synonyms import (
    ABBREVIATIONS,
    GENERIC_WORDS,
    ICON_GROUPS,
    LONGEST_SYNONYM,
    NON_COMPONENT_FOLDERS,
    NON_COMPONENT_STEMS,
    STOPWORDS,
    SYNONYMS,
    VARIANT_WORDS,
)

# camelCase / PascalCase / ACRONYMCase words, digits, and letters of other scripts.
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+|[^\W\d_]+")
_PARENTHESIS = re.compile(r"[(\[{]([^)\]}]*)[)\]}]")
_QUALIFIER = re.compile("\\s[-\u2013\u2014:|]\\s")
_HOOK = re.compile(r"^use[A-Z-]|^use$")


@dataclass(frozen=True, slots=True, eq=False)
class Phrase:
    """One name, tokenized for comparison (equal, and hashed, by its text)."""

    text: str
    #: Lowercase words as written, numbering dropped (``textfield`` for ``Text field``).
    literal: str
    raw: tuple[str, ...]
    tokens: tuple[str, ...]
    stems: tuple[str, ...]
    joined_raw: str
    joined: str
    joined_stem: str

    def __bool__(self) -> bool:
        return bool(self.tokens)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)


@dataclass(frozen=True, slots=True)
class DesignName:
    """What a Figma name may stand for: weighted name hypotheses and context phrases."""

    hypotheses: tuple[tuple[Phrase, float], ...]
    context: tuple[Phrase, ...]
    qualifiers: tuple[Phrase, ...]


@dataclass(frozen=True, slots=True)
class CodePath:
    """A code file read as a component location."""

    path: str
    stem: str
    name: Phrase
    #: Component folders it lives under, nearest first (``Modal`` for
    #: ``Modal/components/Header/Header.tsx``).
    parents: tuple[Phrase, ...]
    #: How many component folders enclose it (0 for a top-level component).
    depth: int
    is_barrel: bool


def split_words(text: str) -> list[str]:
    """Lowercase words of ``text``: camelCase split, accents and emoji dropped."""
    return list(_words(text))


def word_tuple(text: str) -> tuple[str, ...]:
    """:func:`split_words` as a tuple (cached: for lookups keyed by a name's words)."""
    return _words(text)


@lru_cache(maxsize=65_536)
def _words(text: str) -> tuple[str, ...]:
    if not text.isascii():
        decomposed = unicodedata.normalize("NFKD", text)
        text = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return tuple(word.lower() for word in _WORD.findall(text))


@lru_cache(maxsize=65_536)
def stem(token: str) -> str:
    """A crude English singular: ``filters`` → ``filter``, ``entries`` → ``entry``."""
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 4 and token.endswith(("sses", "shes", "ches", "xes")):
        return token[:-2]
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


def canonical(tokens: Sequence[str]) -> tuple[str, ...]:
    """Map synonym spellings to their canonical tokens, longest spelling first."""
    out: list[str] = []
    index = 0
    while index < len(tokens):
        for size in range(min(LONGEST_SYNONYM, len(tokens) - index), 0, -1):
            replacement = SYNONYMS.get(tuple(tokens[index : index + size]))
            if replacement is not None:
                out.extend(replacement)
                index += size
                break
        else:
            out.append(tokens[index])
            index += 1
    return tuple(out)


#: Each glyph word of :data:`ICON_GROUPS` → one spelling of its group.
_GLYPHS: dict[str, str] = {word: min(group) for group in ICON_GROUPS for word in group}


def _glyphs_folded(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """An icon's name with its glyph spelled one way (``More icon`` and ``DotsIcon`` are
    one glyph); names of anything but icons are left as they are."""
    if "icon" not in tokens and "icons" not in tokens:
        return tokens
    return tuple(_GLYPHS.get(token, token) for token in tokens)


@lru_cache(maxsize=65_536)
def phrase(text: str) -> Phrase:
    """The phrase of a name: ``"Btn / Primary"`` → tokens ``button primary``."""
    text = text.strip()
    words: list[str] = []
    pieces = split_words(text)
    for position, word in enumerate(pieces):
        if word.isdigit():
            continue  # numbering ("01 Button", "Button 2") is not identity
        if word == "v" and position + 1 < len(pieces) and pieces[position + 1].isdigit():
            continue  # version marks ("ButtonV2")
        if word in STOPWORDS:
            continue
        words.extend(ABBREVIATIONS.get(word, word).split())
    raw = tuple(words)
    tokens = _glyphs_folded(canonical(raw))
    stems = tuple(stem(token) for token in tokens)
    return Phrase(
        text=text,
        literal="".join(word for word in pieces if not word.isdigit()),
        raw=raw,
        tokens=tokens,
        stems=stems,
        joined_raw="".join(raw),
        joined="".join(tokens),
        joined_stem="".join(stems),
    )


def phrase_from_tokens(tokens: Sequence[str], text: str) -> Phrase:
    """A phrase from already-split raw tokens (a name with a prefix removed)."""
    return phrase(" ".join(tokens)) if tokens else phrase(text)


def normalize_name(text: str) -> str:
    """The canonical comparison key of a name: ``"Btn / Primary"`` → ``buttonprimary``."""
    return phrase(text).joined


def name_tokens(text: str) -> tuple[str, ...]:
    """The canonical tokens of a name: ``"TextField"`` → ``("input",)``."""
    return phrase(text).tokens


def _is_generic(words: Iterable[str]) -> bool:
    listed = list(words)
    return bool(listed) and all(word in GENERIC_WORDS for word in listed)


def _is_variant_like(words: Iterable[str]) -> bool:
    listed = list(words)
    return bool(listed) and all(word in VARIANT_WORDS for word in listed)


@lru_cache(maxsize=65_536)
def parse_design_name(name: str) -> DesignName:
    """Read a Figma name as the component names it may stand for.

    ``.Assets/Header`` stands for ``Header``; ``Btn / Primary / Large`` for ``Btn`` (the
    rest are variant values); ``_Card utilities/Actions`` for ``Actions`` inside ``Card``.
    Parenthesised and dash-separated tails (``Progressbar (Linear)``, ``Rating - Read
    only``) are qualifiers, not part of the name.
    """
    segments: list[tuple[Phrase, str]] = []  # (phrase, "name" | "folder" | "variant")
    qualifiers: list[Phrase] = []
    for segment in name.split("/"):
        main = _PARENTHESIS.sub(lambda found: _note(found.group(1), qualifiers), segment)
        head, *tails = _QUALIFIER.split(main)
        qualifiers.extend(phrase(tail) for tail in tails if phrase(tail))
        words = split_words(head)
        if not phrase(head):
            continue
        if _is_generic(words):
            segments.append((phrase(head), "generic"))
        elif any(word in GENERIC_WORDS for word in words):
            kept = [word for word in words if word not in GENERIC_WORDS]
            segments.append((phrase(" ".join(kept)), "folder"))
        elif _is_variant_like(words):
            segments.append((phrase(head), "variant"))
        else:
            segments.append((phrase(head), "name"))
    return _design_name(name, segments, qualifiers)


def _note(text: str, qualifiers: list[Phrase]) -> str:
    if phrase(text):
        qualifiers.append(phrase(text))
    return " "


def _design_name(
    name: str, segments: list[tuple[Phrase, str]], qualifiers: list[Phrase]
) -> DesignName:
    names = [index for index, (_, kind) in enumerate(segments) if kind == "name"]
    hypotheses: list[tuple[Phrase, float]] = []
    joined = _joined_readings([segments[index][0] for index in names])
    single = _SINGLE_OF_SEVERAL if joined else 1.0
    if names and names[-1] == len(segments) - 1:
        hypotheses.append((segments[names[-1]][0], single))
        if names[0] != names[-1] and names[0] == 0:
            hypotheses.append((segments[0][0], 0.9 * single))
    elif names:
        hypotheses.append((segments[names[0]][0], 1.0))
    elif segments and segments[-1][1] == "folder":
        hypotheses.append((segments[-1][0], 0.9))
    elif phrase(name):
        hypotheses.append((phrase(name), 0.8))
    chosen = {id(hypothesis) for hypothesis, _ in hypotheses}
    hypotheses.extend((reading, 1.0) for reading in joined)
    for hypothesis, weight in list(hypotheses):
        # `Button Primary Large`: the name without the variant values written into it.
        kept = [word for word in hypothesis.raw if word not in VARIANT_WORDS]
        if kept and len(kept) < len(hypothesis.raw):
            hypotheses.append((phrase(" ".join(kept)), weight * _WITHOUT_VALUES))
    context = tuple(
        segment
        for segment, kind in reversed(segments)
        if id(segment) not in chosen and kind in ("name", "folder")
    )
    return DesignName(tuple(hypotheses), context, tuple(qualifiers))


#: A path's segments read alone weigh this much when the path has joined readings: a
#: reading that explains more of the name (``Btn / Icon`` as ``Icon Btn``) goes first.
_SINGLE_OF_SEVERAL = 0.92
#: A name read without the variant words in it (``Button Primary Large`` as ``Button``)
#: weighs this much: ``Secondary action`` is first of all itself.
_WITHOUT_VALUES = 0.9
#: Paths with more name segments than this are not read as compounds.
_MAX_JOINED = 4


def _joined_readings(names: Sequence[Phrase]) -> list[Phrase]:
    """Each pair of a path's name segments joined, in both orders (``Btn / Icon`` →
    ``Btn Icon``, ``Icon Btn``; ``Select / Native`` → ``Native Select``), and all of them."""
    if not 2 <= len(names) <= _MAX_JOINED:
        return []
    readings: dict[str, Phrase] = {}
    for first, second in itertools.permutations(names, 2):
        reading = phrase(f"{first.text} {second.text}")
        readings.setdefault(reading.joined, reading)
    if len(names) > 2:
        whole = phrase(" ".join(name.text for name in names))
        readings.setdefault(whole.joined, whole)
    return list(readings.values())


def library_prefix(names: Sequence[Phrase], *, share: float = 0.5) -> str | None:
    """The first word most component names share (``Vtmn`` in ``VtmnButton``), if any.

    A prefix must start at least ``share`` of the names (and three of them) and leave a
    name behind; a design never says it.
    """
    firsts = Counter(name.raw[0] for name in names if len(name.raw) > 1)
    if not firsts:
        return None
    word, count = min(firsts.items(), key=lambda item: (-item[1], item[0]))
    if count >= 3 and count >= share * len(names) and len(word) >= 2:
        return word
    return None


def without_prefix(name: Phrase, prefix: str | None) -> Phrase | None:
    """``name`` without a leading ``prefix`` word, or None when it does not start with it."""
    if prefix is None or len(name.raw) < 2 or name.raw[0] != prefix:
        return None
    return phrase_from_tokens(name.raw[1:], name.text)


def _stem_of(file_name: str) -> tuple[str, list[str]]:
    stem_, *extensions = file_name.split(".")
    return stem_, extensions


def parse_code_path(path: str) -> CodePath | None:
    """Read a code file path as a component location; None for files that hold no
    component (tests, stories, hooks, utilities, type declarations)."""
    parts = [part for part in path.replace("\\", "/").split("/") if part]
    if not parts:
        return None
    stem_, extensions = _stem_of(parts[-1])
    folders = parts[:-1]
    if len(extensions) > 1 or not stem_ or _HOOK.match(stem_):
        return None  # Button.stories.tsx, Button.test.tsx, types.d.ts, useThing.ts
    if any(folder.lower() in NON_COMPONENT_FOLDERS for folder in folders[-4:]):
        return None
    is_barrel = stem_.lower() == "index"
    if stem_.lower() in NON_COMPONENT_STEMS and not is_barrel:
        return None
    if is_barrel:
        if not folders:
            return None
        stem_ = folders[-1]
    return code_location(path, stem_, folders)


def code_location(path: str, own_name: str, folders: Sequence[str]) -> CodePath:
    """The location of a component named ``own_name`` defined under ``folders``."""
    for root in ("src", "lib", "packages"):
        if root in folders:
            folders = folders[len(folders) - folders[::-1].index(root) :]
            break
    meaningful = [folder for folder in folders[-4:] if not _is_generic(split_words(folder))]
    name = phrase(own_name)
    if meaningful and phrase(meaningful[-1]).joined_raw == name.joined_raw:
        meaningful = meaningful[:-1]
    parents = tuple(phrase(folder) for folder in reversed(meaningful) if phrase(folder))
    depth = sum(1 for folder in meaningful if folder[:1].isupper())
    return CodePath(
        path=path,
        stem=own_name,
        name=name,
        parents=parents,
        depth=depth,
        is_barrel=path.rsplit("/", 1)[-1].lower().startswith("index."),
    )
