"""Figma values as code values: union members, numbers, pixel sizes, names as written.

``map_value`` finds the union member a Figma value stands for (``Large`` → ``lg``,
``Danger`` → ``destructive``, ``Green`` → ``success``, ``Close`` → ``x``); the others turn
values into the JSON the code takes. Plain functions of a value and a prop.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from guinness.code.documents import PropDefinition
from guinness.matching.names import split_words, stem
from guinness.matching.synonyms import (
    EMPHASIS_FILLS,
    HUE_WORDS,
    ICON_GROUPS,
    INTENT_WORDS,
    NOT_FROM_TEXT,
    SIZE_WORDS,
)

PropValue = str | int | float | bool

_TRUE = frozenset({"true", "on", "yes", "enabled", "show", "visible"})
_FALSE = frozenset({"false", "off", "no", "disabled", "hide", "hidden", "none"})
_COMMENTS = re.compile(r"/\*.*?\*/|//[^\n]*|<!--.*?-->", re.S)
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
#: Tailwind height/width/size classes: ``h-8`` (units of 4 px) or ``size-[32px]``.
_SIZE_CLASS = re.compile(r"(?:h|w|size)-(?:(?P<units>\d+(?:\.\d+)?)|\[(?P<pixels>\d+)px\])")


@lru_cache(maxsize=16_384)
def squash(text: str) -> str:
    return "".join(split_words(text))


@lru_cache(maxsize=4_096)
def _canonical_size(text: str) -> str | None:
    lowered = text.strip().lower()
    for key in (lowered, lowered.replace(" ", "-"), squash(text)):
        if key in SIZE_WORDS:
            return SIZE_WORDS[key]
    return None


def map_value(value: str, members: Iterable[str]) -> str | None:
    """The union member a Figma value stands for: ``Large`` → ``lg``, ``Danger primary``
    → ``danger``, ``X-Large`` → ``xl``; None when no member fits."""
    return _mapped(value, tuple(members))


@lru_cache(maxsize=65_536)
def _mapped(value: str, options: tuple[str, ...]) -> str | None:
    squashed = {squash(member): member for member in options}
    if squash(value) in squashed:
        return squashed[squash(value)]
    size = _canonical_size(value)
    if size is not None:
        for member in options:
            if _canonical_size(member) == size:
                return member
    words = split_words(value)
    for word in words:  # the first word that is a member wins: "Danger primary" → danger
        if word in squashed:
            return squashed[word]
    for word in words:
        intent = INTENT_WORDS.get(word)
        for member in options:
            if intent is not None and INTENT_WORDS.get(squash(member)) == intent:
                return member
    for word in words:
        for member in options:
            if stem(word) == stem(squash(member)):
                return member
    for word in words:  # `Primary` of a code whose values are fill styles: the solid one
        for fill in EMPHASIS_FILLS.get(INTENT_WORDS.get(word, ""), ()):
            for member in options:
                if INTENT_WORDS.get(squash(member)) == fill:
                    return member
        if INTENT_WORDS.get(word) == "primary" and "default" in squashed:
            # A code with no primary value but `default | destructive | outline`: its
            # default variant is the primary action's.
            return squashed["default"]
    hue = next((word for word in words if word in HUE_WORDS), None)
    if hue is not None and len(options) == 2:
        # `Color=Blue` of `neutral | accent`: a hue that no member names is the one
        # member that is not neutral.
        plain = [member for member in options if INTENT_WORDS.get(squash(member)) == "neutral"]
        if len(plain) == 1:
            return next(member for member in options if member != plain[0])
    glyph = _icon_group(squash(value))
    if glyph is not None:  # `Close` for an icon set whose glyph is `x`
        for member in options:
            if _icon_group(squash(member)) == glyph:
                return member
        # `Warning` for `alert-triangle`: the one member with a word of the glyph.
        drawn = [
            member
            for member in options
            if any(_icon_group(word) == glyph for word in split_words(member))
        ]
        if len(drawn) == 1:
            return drawn[0]
    # The one member that holds every word of the value: `Chart` → `bar-chart`.
    wanted = {stem(word) for word in words}
    holding = [
        member for member in options if wanted and wanted <= {stem(w) for w in split_words(member)}
    ]
    return holding[0] if len(holding) == 1 else None


def _icon_group(squashed: str) -> int | None:
    for position, group in enumerate(ICON_GROUPS):
        if squashed in group:
            return position
    return None


def as_code_value(value: str, prop: PropDefinition) -> PropValue | None:
    """A Figma value for a prop without a union: a number for a number prop (``32``,
    ``75%`` → 75); for a string prop, written as the code writes its values — like its
    default when it has one (``arrow-right`` → kebab case), else lowercase kebab case,
    the usual form of icon and token names (``Arrow Right`` → ``arrow-right``)."""
    if prop.kind == "number":
        return parse_number(value)
    if prop.kind not in ("string", "unknown"):
        return None
    words = split_words(value)
    if not words:
        return None
    default = prop.default if isinstance(prop.default, str) else None
    if default and "_" in default and "-" not in default:
        return "_".join(words)
    if default and default[:1].isupper():
        return "".join(word.capitalize() for word in words)
    return "-".join(words)


def parse_number(text: str) -> int | float | None:
    """The number a text shows: ``4`` → 4, ``75%`` → 75, ``(1,204)`` → 1204, ``4.5`` →
    4.5, ``€128`` → 128; None when it shows none."""
    # A typographic minus sign (U+2212) is a minus.
    found = _NUMBER.search(text.replace(",", "").replace("\u2212", "-"))
    if found is None:
        return None
    number = float(found.group(0))
    # A whole number is written as one (`£20.00` → 20): the code's literal, not a float.
    return int(number) if number.is_integer() else number


#: A CSS rule: its selector and its declarations.
_CSS_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
#: A size declaration in pixels, a custom property's too (``--size: 32px``,
#: ``--avatar-size: 32px``: components that size several parts from one variable).
_CSS_SIZE = re.compile(
    r"(?:^|[;\s])(?:--(?:[\w-]*-)?)?(?:width|height|inline-size|block-size|size)"
    r"\s*:\s*(\d+(?:\.\d+)?)px"
)


def sized_member(value: str, prop: PropDefinition, styles: str | None = None) -> str | None:
    """The member whose styles give the size a Figma value states in pixels: ``Size=32``
    → ``md`` when ``md`` applies Tailwind's ``h-8 w-8`` (a unit is 4 px) or ``size-[32px]``,
    or when a rule of ``styles`` for it (``.md``, ``.avatar--md``, ``[size="md"]``) sets
    ``width: 32px``."""
    pixels = parse_number(value)
    if pixels is None:
        return None
    default = prop.default if isinstance(prop.default, str) else None
    if not prop.value_classes:
        return _styled_size(pixels, prop.values, styles, default) if styles else None
    for member, classes in prop.value_classes.items():
        for css_class in classes:
            found = _SIZE_CLASS.fullmatch(css_class)
            if found is None:
                continue
            written = found.group("units") or found.group("pixels")
            size = float(written) * (4 if found.group("units") else 1)
            if abs(size - pixels) < 0.5:
                return member
    return _styled_size(pixels, prop.values, styles, default) if styles else None


def _styled_size(
    pixels: float, members: Iterable[str], styles: str, default: str | None = None
) -> str | None:
    """The one member a CSS rule of ``styles`` sizes to ``pixels``; else the ``default``
    member, when no rule names it and a rule that names no member (the base rule,
    ``:host``, ``.icon``) gives that size: the default size is the one the base draws."""
    members = tuple(members)
    found: set[str] = set()
    named: set[str] = set()
    base_sizes = False
    for selector, declarations in _CSS_RULE.findall(styles):
        selecting = {member for member in members if _selects(selector, member)}
        named |= selecting
        sizes = {float(size) for size in _CSS_SIZE.findall(declarations)}
        if not any(abs(size - pixels) < 0.5 for size in sizes):
            continue
        found |= selecting
        base_sizes = base_sizes or not selecting
    if len(found) == 1:
        return next(iter(found))
    if not found and base_sizes and default in members and default not in named:
        return default
    return None


def _selects(selector: str, member: str) -> bool:
    """Whether a CSS selector names a member: ``.md``, ``.avatar--md``, ``[size="md"]``."""
    return re.search(rf"(?:\.|--|-|=[\"']?){re.escape(member)}(?![\w-])", selector) is not None


#: Canonical size words, smallest first.
_SIZE_ORDER = ("xxs", "xs", "sm", "md", "lg", "xl", "xxl")


def ranked_size(value: str, options: Iterable[str], members: Iterable[str]) -> str | None:
    """The member of a size scale at a pixel value's rank: ``Size=20`` of ``16|20|24``
    → ``md`` of ``sm|md|lg``. Only when every option is a distinct number and the
    members that are size words are exactly as many: then the scales line up one to
    one, smallest to smallest."""
    numbers = [parse_number(option) for option in options]
    if any(number is None for number in numbers) or len(set(numbers)) != len(numbers):
        return None
    pixels = parse_number(value)
    if pixels is None or pixels not in numbers:
        return None
    sized = sorted(
        (
            (_SIZE_ORDER.index(size), member)
            for member in members
            if (size := _canonical_size(member)) is not None and size in _SIZE_ORDER
        ),
    )
    if len(sized) != len(numbers) or len({rank for rank, _ in sized}) != len(sized):
        return None
    rank = sorted(number for number in numbers if number is not None).index(pixels)
    return sized[rank][1]


def typed(prop: PropDefinition, member: str) -> PropValue:
    if prop.kind == "number":
        try:
            return int(member)
        except ValueError:
            try:
                return float(member)
            except ValueError:
                return member
    return member


def boolean_value(value: str) -> bool | None:
    lowered = value.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    return None


def exact_member(value: str, members: Iterable[str]) -> str | None:
    """The member ``value`` names exactly (up to case and separators) or as a size."""
    options = list(members)
    for member in options:
        if squash(member) == squash(value):
            return member
    size = _canonical_size(value)
    if size is not None:
        for member in options:
            if _canonical_size(member) == size:
                return member
    return None


def intent_member(value: str, members: Iterable[str]) -> str | None:
    """The one member of the intent a one-word value names: ``Danger`` → ``destructive``,
    ``Raised`` → ``elevated``; None for the neutral intent (``Default`` names no tone)."""
    return _intent_member(value, tuple(members))


@lru_cache(maxsize=65_536)
def _intent_member(value: str, members: tuple[str, ...]) -> str | None:
    intent = INTENT_WORDS.get(squash(value))
    if intent is None or intent == "neutral":
        return None
    found = [member for member in members if INTENT_WORDS.get(squash(member)) == intent]
    return found[0] if len(found) == 1 else None


@lru_cache(maxsize=16_384)
def stems(name: str) -> tuple[str, ...]:
    """The stems of a name's words, in order (cached)."""
    return tuple(stem(word) for word in split_words(name))


def widens(name: str, prop_name: str, *, extra: int = 1) -> bool:
    """Whether ``prop_name`` is ``name`` with at most ``extra`` more words, plurals folded
    (``Due`` → ``dueDate``, ``Action`` → ``actions``), and names nothing a design's text
    gives (an address, an id, a class)."""
    words = set(stems(name))
    prop_words = set(stems(prop_name))
    return (
        bool(words)
        and words <= prop_words
        and len(prop_words - words) <= extra
        and not prop_words & NOT_FROM_TEXT
    )


def without_label(text: str, prop_name: str, source: str) -> str:
    """A displayed text without the words that only say what it is, when they open or
    close it and the component writes them itself (``Due Apr 30`` for ``dueDate`` of a
    card whose markup says ``Due {dueDate}`` → ``Apr 30``)."""
    names = {stem(word) for word in split_words(prop_name)}
    pieces = text.split()
    code = _without_comments(source)

    def written(piece: str) -> bool:
        word = piece.strip(":")
        spelled = re.search(rf"\b{re.escape(word)}\b", code)
        return stem(word.lower()) in names and spelled is not None

    while len(pieces) > 1 and written(pieces[0]):
        pieces = pieces[1:]
    while len(pieces) > 1 and written(pieces[-1]):
        pieces = pieces[:-1]
    shown = " ".join(pieces) if pieces else text
    return _without_unit(shown, prop_name, code)


#: A number's unit written right after it: ``99.98%``, ``12px``, ``45 min``.
_UNIT_AFTER = re.compile(r"^(?P<number>-?\d+(?:[.,]\d+)?)\s*(?P<unit>%|px|ms|°|min|h|s)$")


def _without_unit(text: str, prop_name: str, code: str) -> str:
    """``99.98%`` → ``99.98`` when the component writes the unit after the prop itself
    (``${this.uptime}%``, ``{uptime}%``, ``{{ uptime }}%``): the prop holds the number."""
    found = _UNIT_AFTER.match(text.strip())
    if found is None:
        return text
    name = re.escape(prop_name)
    unit = re.escape(found.group("unit"))
    interpolated = (
        rf"(?:\$\{{\s*(?:this\.|props\.)?{name}\s*\}}|\{{\{{?\s*(?:props\.)?{name}\s*\}}\}}?)"
        rf"\s?{unit}"
    )
    return found.group("number") if re.search(interpolated, code) else text


@lru_cache(maxsize=256)
def _without_comments(source: str) -> str:
    """Source without its comments: what the component writes, not what its docs say."""
    return _COMMENTS.sub(" ", source)
