"""The HTML element whose attributes a component accepts: ``disabled`` on a button,
``placeholder`` on an input, although no prop of its own declares them.

A component that forwards an element's attributes says so in its types —
``ButtonHTMLAttributes<HTMLButtonElement>``, ``ComponentProps<"input">``, Svelte's
``HTMLInputAttributes`` — or, in Vue, by rendering a single root element its attributes
fall through to. Only elements whose attributes carry design meaning are reported.
"""

from __future__ import annotations

import re

from guinness.code.documents import Framework

#: ``HTMLButtonElement`` and Svelte's ``HTMLButtonAttributes`` name these elements.
_DOM_NAMES = {
    "button": "button",
    "input": "input",
    "textarea": "textarea",
    "select": "select",
    "anchor": "a",
    "image": "img",
    "img": "img",
}
#: The elements reported, by tag.
ELEMENTS = frozenset(_DOM_NAMES.values())
_TYPED = re.compile(
    r"HTML(?P<dom>Button|Input|TextArea|Textarea|Select|Anchor|Image|Img)(?:Element|Attributes)\b"
)
_QUERIED = re.compile(
    r"(?:ComponentProps(?:WithoutRef|WithRef)?|IntrinsicElements\[)\s*<?\s*[\"'](?P<tag>\w+)[\"']"
)
_TEMPLATE_ROOT = re.compile(r"<template[^>]*>\s*(?:<!--.*?-->\s*)*<(?P<tag>[a-zA-Z][\w-]*)", re.S)
_NO_FALLTHROUGH = re.compile(r"inheritAttrs\s*:\s*false")


def native_element(source: str, framework: Framework) -> str | None:
    """The one element of :data:`ELEMENTS` whose attributes the module's components
    accept, or None when it names none or several."""
    found: set[str] = set()
    for match in _TYPED.finditer(source):
        found.add(_DOM_NAMES[match.group("dom").lower()])
    for match in _QUERIED.finditer(source):
        if match.group("tag") in ELEMENTS:
            found.add(match.group("tag"))
    if framework == "vue" and not found and not _NO_FALLTHROUGH.search(source):
        root = _TEMPLATE_ROOT.search(source)
        if root is not None and root.group("tag") in ELEMENTS:
            found.add(root.group("tag"))
    return found.pop() if len(found) == 1 else None
