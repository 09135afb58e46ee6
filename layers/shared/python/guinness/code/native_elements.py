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
#: ``import * as SwitchPrimitive from "@radix-ui/react-switch"``: a headless library's
#: primitive, its control named by the module's last segment.
_NAMESPACE_IMPORT = re.compile(
    r"""import\s+\*\s+as\s+(?P<ns>[\w$]+)\s+from\s+["'](?P<module>[^"']+)["']"""
)
#: Headless primitives that render a checkable form control (an input's ``checked``,
#: ``disabled``, ``name``, ``required``): by the module's last segment.
_CHECKABLE_PRIMITIVES = frozenset({"switch", "checkbox", "radio-group", "toggle"})


def native_element(source: str, framework: Framework) -> str | None:
    """The one element of :data:`ELEMENTS` whose attributes the module's components
    accept, or None when it names none or several."""
    found: set[str] = set()
    for match in _TYPED.finditer(source):
        found.add(_DOM_NAMES[match.group("dom").lower()])
    for match in _QUERIED.finditer(source):
        if match.group("tag") in ELEMENTS:
            found.add(match.group("tag"))
    if not found:
        found |= _checkable_primitive(source)
    if framework == "vue" and not found and not _NO_FALLTHROUGH.search(source):
        root = _TEMPLATE_ROOT.search(source)
        if root is not None and root.group("tag") in ELEMENTS:
            found.add(root.group("tag"))
    return found.pop() if len(found) == 1 else None


def _checkable_primitive(source: str) -> set[str]:
    """``{"input"}`` when the module's props are a headless switch, checkbox, radio group
    or toggle primitive's (``ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>``):
    the primitive takes the checkable input's attributes."""
    for match in _NAMESPACE_IMPORT.finditer(source):
        segment = match.group("module").rstrip("/").rsplit("/", 1)[-1]
        control = re.sub(r"^(?:react|vue|svelte|solid)-", "", segment)
        namespace = re.escape(match.group("ns"))
        if control in _CHECKABLE_PRIMITIVES and re.search(rf"typeof\s+{namespace}\.Root\b", source):
            return {"input"}
    return set()
