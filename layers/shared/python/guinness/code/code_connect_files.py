"""A code base's own Figma Code Connect files: the mappings its team wrote by hand.

Two forms are read. Code Connect 2 templates (``*.figma.ts`` / ``*.figma.js``) say the
Figma node in a ``// url=`` comment and the component in ``// component=`` (or ``id:``);
their property reads are ``const size = figma.selectedInstance.getEnum("Size", {Large:
"lg"})`` (``getBoolean``, ``getString``), each used as a prop in the example
(``renderProp("size", size)``, `` size="${size}"``) or as its children
(``renderChildren(label)``). Code Connect 1 files (``*.figma.tsx`` and the like) call
``figma.connect(Button, "https://…?node-id=1-2", { props: { size: figma.enum("Size",
{…}) } })``, the prop named by its key. Only literal configuration is read.

The JSON ``figma connect parse`` prints (a list of entries with ``figmaNode``,
``component`` and the compiled ``template``) is read the same way, entry by entry.

Each mapping names the code component it connects and, per Figma property, the code prop
and (for a variant) its value for each Figma value: Des2Code takes it as the answer for
that Figma component. :func:`attach_code_connect` puts the mappings on the code sources
they name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Literal

from pydantic import ValidationError as PydanticValidationError

from guinness.code.documents import CodeConnectNode, CodeSourceDocument
from guinness.contracts.code_connect import (
    MAX_CODE_CONNECT_FILE_BYTES,
    MAX_CODE_CONNECT_FILES,
    CodeConnectFileIn,
    CodeConnectMapping,
)
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
    mapping = _template_mapping(path, url.group(1), component.group(1), source)
    return [mapping] if mapping is not None else []


def code_connect_files_in(folder: Path) -> list[CodeConnectFileIn]:
    """The Code Connect files under ``folder`` (``node_modules`` and hidden folders left
    out), read as text; refused past the contract's count or size."""
    found: list[CodeConnectFileIn] = []
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder)
        if any(part == "node_modules" or part.startswith(".") for part in relative.parts[:-1]):
            continue
        if not path.is_file() or not CODE_CONNECT_FILE.search(path.name):
            continue
        if len(found) == MAX_CODE_CONNECT_FILES:
            raise ValidationError(
                f"{folder} has more than {MAX_CODE_CONNECT_FILES} Code Connect files."
            )
        if path.stat().st_size > MAX_CODE_CONNECT_FILE_BYTES:
            size = MAX_CODE_CONNECT_FILE_BYTES
            raise ValidationError(f"{relative} is larger than {size} bytes.")
        try:
            text = path.read_bytes().removeprefix(b"\xef\xbb\xbf").decode("utf-8")
        except UnicodeDecodeError:
            raise ValidationError(f"{relative} is not UTF-8 text.") from None
        found.append(CodeConnectFileIn(path=relative.as_posix(), content=text))
    return found


def read_parse_output(entries: Sequence[Mapping[str, object]]) -> list[CodeConnectMapping]:
    """The mappings in ``figma connect parse`` output: each entry's ``figmaNode`` URL, its
    ``component`` and the property reads of its ``template`` (entries without them, or
    with an unreadable URL, are left out)."""
    mappings: list[CodeConnectMapping] = []
    for entry in entries:
        url, component, template = (
            entry.get("figmaNode"),
            entry.get("component"),
            entry.get("template"),
        )
        if not (isinstance(url, str) and isinstance(component, str) and component):
            continue
        path = _entry_path(entry, component)
        mapping = _template_mapping(
            path, url, component, template if isinstance(template, str) else ""
        )
        if mapping is not None:
            mappings.append(mapping)
    return mappings


def _entry_path(entry: Mapping[str, object], component: str) -> str:
    """Where a parse entry came from: its ``source``, else the file name of the Code Connect
    file (the CLI prints an absolute path of the machine it ran on: only the name is kept)."""
    source, written = entry.get("source"), entry.get("_codeConnectFilePath")
    if isinstance(source, str) and source:
        return source
    if isinstance(written, str) and written:
        return written.replace("\\", "/").rsplit("/", 1)[-1]
    return f"{component}.figma.ts"


def attach_code_connect(
    sources: Sequence[CodeSourceDocument], mappings: Iterable[CodeConnectMapping]
) -> tuple[list[CodeSourceDocument], list[CodeConnectMapping]]:
    """``sources``, each carrying exactly the mappings that name it (replacing those it had;
    a public component before an internal one of the same name), and the mappings no
    source is named by."""
    found: dict[str, list[CodeConnectNode]] = {}
    unresolved: list[CodeConnectMapping] = []
    for mapping in mappings:
        named = [
            source
            for source in sources
            if mapping.component in (source.component_name, *source.export_names, *source.aliases)
        ]
        if not named:
            unresolved.append(mapping)
            continue
        named.sort(key=lambda source: source.internal)
        node = CodeConnectNode(
            file_key=mapping.file_key,
            node_id=mapping.node_id,
            path=mapping.path,
            properties=list(mapping.properties),
        )
        found.setdefault(named[0].code_id, []).append(node)
    attached = [
        source
        if source.code_connect == found.get(source.code_id, [])
        else source.model_copy(update={"code_connect": found.get(source.code_id, [])})
        for source in sources
    ]
    return attached, unresolved


def _template_mapping(
    path: str, url: str, component: str, source: str
) -> CodeConnectMapping | None:
    node = _node(url)
    if node is None:
        return None
    reads = {found["var"]: found for found in _READ.finditer(source)}
    uses: dict[str, str] = {}
    for found in _RENDER_PROP.finditer(source):
        uses.setdefault(found["var"], found["prop"])
    for found in _RENDER_CHILDREN.finditer(source):
        uses.setdefault(found["var"], "children")
    for found in _ATTRIBUTE.finditer(source):
        uses.setdefault(found["var"], found["prop"])
    properties: list[dict[str, object]] = [
        {
            "figma": _unquote(read["name"]),
            "kind": _kind(read["kind"]),
            "prop": uses[variable],
            "values": _entries(read["map"]),
        }
        for variable, read in reads.items()
        if variable in uses
    ]
    return _mapping(node, component, path, properties)


def _mapping(
    node: tuple[str, str], component: str, path: str, properties: list[dict[str, object]]
) -> CodeConnectMapping | None:
    try:
        return CodeConnectMapping.model_validate(
            {
                "file_key": node[0],
                "node_id": node[1],
                "component": component,
                "path": path,
                "properties": properties,
            }
        )
    except PydanticValidationError:
        return None  # beyond the contract's bounds: not a mapping this product can keep


def _connect_calls(path: str, source: str) -> list[CodeConnectMapping]:
    mappings: list[CodeConnectMapping] = []
    calls = list(_CONNECT.finditer(source))
    for position, call in enumerate(calls):
        node = _node(call["url"])
        if node is None:
            continue
        end = calls[position + 1].start() if position + 1 < len(calls) else len(source)
        body = source[call.end() : end]
        properties: list[dict[str, object]] = [
            {
                "figma": _unquote(found["name"]),
                "kind": _kind(found["kind"]),
                "prop": found["prop"],
                "values": _entries(found["map"]),
            }
            for found in _V1_PROP.finditer(body)
        ]
        mapping = _mapping(node, call["component"], path, properties)
        if mapping is not None:
            mappings.append(mapping)
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
