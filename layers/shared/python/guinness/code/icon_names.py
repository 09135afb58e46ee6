"""The icon names a code base defines, for the props that take one.

Icon sets are often a registry object — ``const ICONS = { x: …, search: …, "alert-triangle":
… }`` in an ``icons`` module — and an ``Icon`` takes ``name`` as a plain string (its
validator checks the registry: ``v in ICONS``). Its names are then the prop's values: an
agent reads which names exist, and a design's ``Close`` is written ``x`` when the registry
has ``x``. A registry is an object literal bound to a name with ``icon`` in it, with at
least three keys written as icon names (lowercase words joined by dashes), whose values
draw: SVG path data (``"M12 5v14"``) or markup (``<path``, ``svg`…```). An object that maps
tones to icon names (``TONE_ICONS = { danger: "alert-triangle" }``) is no registry.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from guinness.code.documents import PropDefinition

_REGISTRY = re.compile(
    r"(?:const|let|var)\s+\w*[Ii][Cc][Oo][Nn]\w*\s*(?::[^=;{]+)?=\s*(?:Object\.freeze\()?\{"
)
_KEY = re.compile(r"""^\s*(['"]?)([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\1\s*:""", re.M)
_MIN_NAMES = 3
#: What a drawing looks like: path data (`"M12 5v14"`) or SVG markup.
_DRAWING = re.compile(r"""['"`]\s*[Mm]\s?-?\d|<path|<svg|\bsvg`""")


def icon_registry(sources: Iterable[str]) -> frozenset[str]:
    """Every icon name the registries of ``sources`` define."""
    names: set[str] = set()
    for source in sources:
        if "icon" not in source.lower():
            continue
        for found in _REGISTRY.finditer(source):
            body, end = _top_level(source, found.end())
            keys = _KEY.findall(body)
            drawings = len(_DRAWING.findall(source, found.end(), end))
            if len(keys) >= _MIN_NAMES and drawings >= len(keys) // 2:
                names.update(key for _quote, key in keys)
    return frozenset(names)


def _top_level(source: str, start: int) -> tuple[str, int]:
    """The object literal's text at its own depth (nested objects and arrays blanked), and
    where it ends."""
    depth = 0
    kept: list[str] = []
    index = start
    for index in range(start, len(source)):
        char = source[index]
        if char in "{[(":
            depth += 1
        elif char in "}])":
            if depth == 0:
                break
            depth -= 1
        elif depth == 0:
            kept.append(char)
            continue
        if depth == 0 and char in "}])":
            kept.append(" ")
    return "".join(kept), index


def takes_icon_name(prop: PropDefinition, component: str) -> bool:
    """Whether ``prop`` takes an icon's name: a string prop named like an icon
    (``icon``, ``leftIcon``), or the ``name`` of an icon component."""
    if prop.kind not in ("string", "unknown") or prop.values:
        return False
    words = {word.lower() for word in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", prop.name)}
    return "icon" in words or (prop.name == "name" and "icon" in component.lower())


def with_icon_names(
    props: list[PropDefinition], component: str, names: frozenset[str]
) -> list[PropDefinition]:
    """``props`` with the registry's names as the values of those that take one."""
    if not names:
        return props
    return [
        prop.model_copy(update={"kind": "string_union", "values": sorted(names)})
        if takes_icon_name(prop, component)
        else prop
        for prop in props
    ]
