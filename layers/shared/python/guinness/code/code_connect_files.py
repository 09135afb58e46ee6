"""A code base's own Figma Code Connect files: the mappings its team wrote by hand.

Two forms are read. Code Connect 2 templates (``*.figma.ts`` / ``*.figma.js``) say the
Figma node in a ``// url=`` comment and the component in ``// component=`` (or ``id:``);
their property reads are ``const size = figma.selectedInstance.getEnum("Size", {Large:
"lg"})`` (``getBoolean``, ``getString``), each used as a prop in the example
(``renderProp("size", size)``, `` size="${size}"``) or as its children
(``renderChildren(label)``). Code Connect 1 files (``*.figma.tsx`` and the like) call
``figma.connect(Button, "https://…?node-id=1-2", { props: { size: figma.enum("Size",
{…}) } })``, the prop named by its key. Only literal configuration is read.

Each mapping names the code component it connects and, per Figma property, the code prop
and (for a variant) its value for each Figma value: Des2Code takes it as the answer for
that Figma component.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Literal

from guinness.designs.figma_links import parse_figma_url
from guinness.errors import ValidationError

#: File names of Code Connect files.
CODE_CONNECT_FILE = re.compile(r"\.figma\.(?:ts|js|tsx|jsx)$")
_URL_COMMENT = re.compile(r"^//\s*url=(\S+)", re.M)
_COMPONENT_COMMENT = re.compile(r"^//\s*component=(\S+)", re.M)
_TEMPLATE_ID = re.compile(r"""\bid:\s*["']([^"']+)["']""")
_READ = re.compile(
    r"""const\s+(?P<var>[A-Za-z_$][\w$]*)\s*=\s*figma\.(?:selectedInstance|currentLayer)\s*"""
    r"""\.get(?P<kind>Enum|Boolean|String)\(\s*(?P<name>"[^"]*"|'[^']*')\s*(?:,\s*(?P<map>\{[^}]*\}))?"""
)
_RENDER_PROP = re.compile(
    r"""renderProp\(\s*["'](?P<prop>[\w$-]+)["']\s*,\s*(?P<var>[A-Za-z_$][\w$]*)\s*\)"""
)
_RENDER_CHILDREN = re.compile(r"renderChildren\(\s*(?P<var>[A-Za-z_$][\w$]*)\s*\)")
_ATTRIBUTE = re.compile(
    r"""[\s`'"]:?(?P<prop>[A-Za-z_$][\w$-]*)=(?:\{|")?\$\{\s*(?P<var>[A-Za-z_$][\w$]*)\s*\}"""
)
_CONNECT = re.compile(
    r"""figma\.connect\(\s*(?P<component>[A-Za-z_$][\w$.]*)\s*,\s*["'](?P<url>https://[^"']+)["']"""
)
_V1_PROP = re.compile(
    r"""(?P<prop>[A-Za-z_$][\w$]*)\s*:\s*figma\.(?P<kind>enum|boolean|string)\(\s*"""
    r"""(?P<name>"[^"]*"|'[^']*')\s*(?:,\s*(?P<map>\{[^}]*\}))?"""
)
_ENTRY = re.compile(
    r"""(?P<key>"[^"]*"|'[^']*'|[A-Za-z_$][\w$]*)\s*:\s*"""
    r"""(?P<value>"[^"]*"|'[^']*'|-?\d+(?:\.\d+)?|true|false)"""
)


@dataclass(frozen=True)
class PropertyMapping:
    """One Figma property and the code prop it sets (``children`` for the content)."""

    figma: str
    kind: Literal["enum", "boolean", "string"]
    prop: str
    values: dict[str, str | int | float | bool] = field(default_factory=dict)


@dataclass(frozen=True)
class CodeConnectMapping:
    """A Figma component node and the code component a Code Connect file connects it to."""

    file_key: str
    node_id: str
    component: str
    path: str
    properties: tuple[PropertyMapping, ...] = ()


def read_code_connect(path: str, source: str) -> list[CodeConnectMapping]:
    """The mappings one Code Connect file declares (none when it is not one)."""
    if "figma" not in source:
        return []
    if "figma.connect(" in source:
        return _connect_calls(path, source)
    url = _URL_COMMENT.search(source)
    component = _COMPONENT_COMMENT.search(source) or _TEMPLATE_ID.search(source)
    if url is None or component is None:
        return []
    node = _node(url.group(1))
    if node is None:
        return []
    reads = {found["var"]: found for found in _READ.finditer(source)}
    uses: dict[str, str] = {}
    for found in _RENDER_PROP.finditer(source):
        uses.setdefault(found["var"], found["prop"])
    for found in _RENDER_CHILDREN.finditer(source):
        uses.setdefault(found["var"], "children")
    for found in _ATTRIBUTE.finditer(source):
        uses.setdefault(found["var"], found["prop"])
    properties = tuple(
        PropertyMapping(
            figma=_unquote(read["name"]),
            kind=_kind(read["kind"]),
            prop=uses[variable],
            values=_entries(read["map"]),
        )
        for variable, read in reads.items()
        if variable in uses
    )
    return [
        CodeConnectMapping(*node, component=component.group(1), path=path, properties=properties)
    ]


def _connect_calls(path: str, source: str) -> list[CodeConnectMapping]:
    mappings: list[CodeConnectMapping] = []
    calls = list(_CONNECT.finditer(source))
    for position, call in enumerate(calls):
        node = _node(call["url"])
        if node is None:
            continue
        end = calls[position + 1].start() if position + 1 < len(calls) else len(source)
        body = source[call.end() : end]
        properties = tuple(
            PropertyMapping(
                figma=_unquote(found["name"]),
                kind=_kind(found["kind"]),
                prop=found["prop"],
                values=_entries(found["map"]),
            )
            for found in _V1_PROP.finditer(body)
        )
        mappings.append(
            CodeConnectMapping(*node, component=call["component"], path=path, properties=properties)
        )
    return mappings


def _node(url: str) -> tuple[str, str] | None:
    try:
        link = parse_figma_url(url)
    except ValidationError:
        return None
    if not link.node_ids:
        return None
    return link.file_key, link.node_ids[0]


def _entries(text: str | None) -> dict[str, str | int | float | bool]:
    values: dict[str, str | int | float | bool] = {}
    for found in _ENTRY.finditer(text or ""):
        raw = found["value"]
        value: str | int | float | bool = json.loads(raw) if raw[0] not in "'" else raw[1:-1]
        values[_unquote(found["key"])] = value
    return values


def _kind(written: str) -> Literal["enum", "boolean", "string"]:
    lowered = written.lower()
    if lowered == "enum":
        return "enum"
    return "boolean" if lowered == "boolean" else "string"


def _unquote(text: str) -> str:
    return text[1:-1] if text[:1] in "\"'" else text
