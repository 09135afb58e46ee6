"""Figma Code Connect files from a Des2Code result: the mapping teams otherwise write by hand.

For every Figma component (a component set, or a standalone component) whose instances the
result matched confidently to one code component, a Code Connect template file
(``<Component>.figma.ts``, the parser-agnostic form Code Connect 2 publishes for every
framework) maps the component's properties to the code's props, as the matches read them:

* a VARIANT axis whose every value gave one prop's value → ``getEnum(axis, {Value: "x"})``;
* a BOOLEAN that gave a boolean prop → ``getBoolean(name)``;
* a TEXT that gave a string prop → ``getString(name)``, or the element's content when it
  went to ``children`` (or the default slot);
* an INSTANCE_SWAP that gave a node prop → the swapped instance's own Code Connect example.

The example is the element in the component's framework with the component's import line.
A component Figma defines in another library file needs that file's key and node id (a
consumer file holds only its key): ``libraries`` maps component keys to them (Figma's
``GET /v1/components/:key`` gives both); without it the component is listed in
``skipped`` with the reason, as are components whose matches were not confident or not
one code component.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from guinness.code.documents import CodeSourceDocument
from guinness.contracts.des2code import PropValue, UsageMatch
from guinness.designs.documents import DesignComponent, DesignDocument, DesignInstance
from guinness.matching.index import prop_key
from guinness.matching.prop_values import map_value
from guinness.matching.props import STATE_AXIS_NAMES, synonym_keys
from guinness.matching.snippets import import_line

#: Matches below this confidence are not written as ground truth for a team.
DEFAULT_MIN_CONFIDENCE = 0.9
_FILE_NAME = re.compile(r"[^A-Za-z0-9_-]+")


@dataclass(frozen=True)
class LibraryComponent:
    """Where a published component lives: its library file and node."""

    file_key: str
    node_id: str


@dataclass(frozen=True)
class CodeConnectFile:
    """One file to write, relative to the export folder."""

    path: str
    content: str


@dataclass
class CodeConnectExport:
    """The files (templates and ``figma.config.json``) and what was left out, and why."""

    files: list[CodeConnectFile] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)


def export_code_connect(
    matches: Sequence[UsageMatch],
    design: DesignDocument,
    sources: Mapping[str, CodeSourceDocument],
    *,
    libraries: Mapping[str, LibraryComponent] | None = None,
    min_confidence: float = DEFAULT_MIN_CONFIDENCE,
) -> CodeConnectExport:
    """The Code Connect export of one design's Des2Code matches (``sources``: the code
    components by code id)."""
    instances = {instance.node_id: instance for instance in design.instances}
    components = {component.component_id: component for component in design.components}
    groups: dict[str, list[tuple[UsageMatch, DesignInstance]]] = defaultdict(list)
    for match in matches:
        instance = instances.get(match.node_id)
        if instance is None or instance.component_id is None:
            continue
        groups[instance.component_set_id or instance.component_id].append((match, instance))
    export = CodeConnectExport()
    written: set[str] = set()
    for figma_id, members in groups.items():
        figma = components.get(figma_id)
        name = (figma.name if figma else None) or members[0][1].component_set_name or figma_id
        confident = [
            (match, instance)
            for match, instance in members
            if match.matched and match.confidence >= min_confidence and match.code_id in sources
        ]
        if not confident:
            export.skipped.append(
                {"figma_component": name, "reason": f"no match at confidence ≥ {min_confidence}"}
            )
            continue
        code_ids = Counter(match.code_id for match, _ in confident)
        code_id, _count = code_ids.most_common(1)[0]
        if len(code_ids) > 1:
            export.skipped.append(
                {
                    "figma_component": name,
                    "reason": "its instances match different code components: "
                    + ", ".join(sorted(sources[str(c)].component_name for c in code_ids)),
                }
            )
            continue
        url = _figma_url(figma, figma_id, design.file_key, libraries or {})
        if url is None:
            export.skipped.append(
                {
                    "figma_component": name,
                    "reason": "defined in a library file: give its file key and node id "
                    "(Figma's GET /v1/components/:key, with a token)",
                }
            )
            continue
        source = sources[str(code_id)]
        path = _unique(f"{_FILE_NAME.sub('', source.component_name) or 'Component'}", written)
        options = {
            item.name: item.variant_options
            for item in (figma.properties if figma is not None else [])
            if item.type == "VARIANT"
        }
        template = _template(
            url, source, [m for m, _ in confident], [i for _, i in confident], options
        )
        export.files.append(CodeConnectFile(f"{path}.figma.ts", template))
    export.files.append(
        CodeConnectFile(
            "figma.config.json",
            json.dumps({"codeConnect": {"include": ["**/*.figma.ts"]}}, indent=2) + "\n",
        )
    )
    return export


def _figma_url(
    component: DesignComponent | None,
    figma_id: str,
    file_key: str,
    libraries: Mapping[str, LibraryComponent],
) -> str | None:
    if component is None or component.remote:
        # Published from another library file: a consumer file holds only its key.
        found = libraries.get(component.key or "") if component is not None else None
        if found is None:
            return None
        file_key, figma_id = found.file_key, found.node_id
    node = figma_id.replace(":", "-")
    return f"https://www.figma.com/design/{file_key}?node-id={node}"


def _unique(name: str, taken: set[str]) -> str:
    candidate, n = name, 2
    while candidate in taken:
        candidate, n = f"{name}{n}", n + 1
    taken.add(candidate)
    return candidate


def _template(
    url: str,
    source: CodeSourceDocument,
    matches: Sequence[UsageMatch],
    instances: Sequence[DesignInstance],
    options: Mapping[str, Sequence[str]],
) -> str:
    """The template file: the property reads, then the example in the framework."""
    reads: list[str] = []
    attributes: list[tuple[str, str, str]] = []  # (prop, variable, kind)
    content: str | None = None
    for axis, mapped in _enum_axes(matches, instances, options, source).items():
        prop, values = mapped
        variable = _variable(prop, reads)
        mapping = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in values.items())
        reads.append(
            f"const {variable} = figma.selectedInstance.getEnum({json.dumps(axis)}, {{\n"
            f"{mapping},\n}})"
        )
        attributes.append((prop, variable, "value"))
    for name, prop in _direct(matches, instances, "booleans").items():
        variable = _variable(prop, reads)
        reads.append(f"const {variable} = figma.selectedInstance.getBoolean({json.dumps(name)})")
        attributes.append((prop, variable, "value"))
    for name, prop in _direct(matches, instances, "texts").items():
        variable = _variable(prop, reads)
        reads.append(f"const {variable} = figma.selectedInstance.getString({json.dumps(name)})")
        if prop == "children":
            content = variable
        else:
            attributes.append((prop, variable, "value"))
    if content is None:
        content = _slot_text(matches, instances, reads)
    for name, prop in _swaps(matches, instances, source).items():
        variable = _variable(prop, reads)
        reads.append(
            f"const {variable} = figma.selectedInstance.getInstanceSwap({json.dumps(name)})"
            "?.executeTemplate().example"
        )
        attributes.append((prop, variable, "node"))
    example = _example(source, attributes, content)
    imports = [line] if (line := import_line(source)) else []
    header = f"// url={url}\n// component={source.component_name}\n"
    body = "\n".join(reads)
    return (
        f'{header}\nimport figma from "figma"\n\n{body}\n\n'
        f"export default {{\n"
        f"  id: {json.dumps(source.component_name)},\n"
        f"  imports: {json.dumps(imports)},\n"
        f"  example: {example},\n"
        f"  metadata: {{ nestable: true }},\n"
        f"}}\n"
    )


def _enum_axes(
    matches: Sequence[UsageMatch],
    instances: Sequence[DesignInstance],
    options: Mapping[str, Sequence[str]],
    source: CodeSourceDocument,
) -> dict[str, tuple[str, dict[str, PropValue]]]:
    """Each VARIANT axis that gave one prop a value in every match: axis → (prop, map)."""
    axes: dict[str, tuple[str, dict[str, PropValue]]] = {}
    names = {name for instance in instances for name in instance.variant}
    for axis in sorted(names):
        candidates: dict[str, dict[str, PropValue]] | None = None
        for match, instance in zip(matches, instances, strict=True):
            value = instance.variant.get(axis)
            if value is None:
                continue
            seen = {
                prop: given
                for prop, given in match.suggested_props.items()
                if isinstance(given, str | int | float | bool) and prop != "children"
            }
            if candidates is None:
                candidates = {prop: {value: given} for prop, given in seen.items()}
                continue
            for prop in list(candidates):
                if prop not in seen or candidates[prop].get(value, seen[prop]) != seen[prop]:
                    del candidates[prop]  # not a function of this axis
                else:
                    candidates[prop][value] = seen[prop]
        if not candidates or prop_key(axis) in STATE_AXIS_NAMES:
            continue  # interaction states are CSS, not props
        # The prop named like the axis, else the one whose values vary with it (a prop
        # that is constant across the instances seen is not shown to follow the axis).
        named = {
            prop: values
            for prop, values in candidates.items()
            if prop_key(prop) == prop_key(axis) or prop_key(prop) in synonym_keys(axis)
        }
        varying = {
            prop: values
            for prop, values in candidates.items()
            if len({str(value) for value in values.values()}) > 1
        }
        chosen = named or varying
        if len(chosen) == 1:
            prop, values = next(iter(chosen.items()))
            axes[axis] = (prop, _completed(axis, prop, values, options, source))
    return axes


def _completed(
    axis: str,
    prop: str,
    values: dict[str, PropValue],
    options: Mapping[str, Sequence[str]],
    source: CodeSourceDocument,
) -> dict[str, PropValue]:
    """The axis's other options mapped as the matcher maps values (``Small`` → ``sm``)."""
    definition = next((item for item in source.props if item.name == prop), None)
    members = definition.values if definition is not None else []
    completed = dict(values)
    for option in options.get(axis, ()):
        if option not in completed and members:
            member = map_value(option, members)
            if member is not None:
                completed[option] = member
    return completed


def _direct(
    matches: Sequence[UsageMatch], instances: Sequence[DesignInstance], kind: str
) -> dict[str, str]:
    """Each BOOLEAN (or TEXT) whose value a prop took as it is, in every match."""
    found: dict[str, str] = {}
    names = {name for instance in instances for name in getattr(instance, kind)}
    for name in sorted(names):
        props: set[str] | None = None
        for match, instance in zip(matches, instances, strict=True):
            value = getattr(instance, kind).get(name)
            if value is None:
                continue
            same = {prop for prop, given in match.suggested_props.items() if given == value}
            props = same if props is None else props & same
        if props and len(props) == 1:
            found[name] = next(iter(props))
    return found


def _slot_text(
    matches: Sequence[UsageMatch], instances: Sequence[DesignInstance], reads: list[str]
) -> str | None:
    """A TEXT no prop took, the content of a default slot (Vue, Svelte)."""
    names = {name for instance in instances for name in instance.texts}
    used = {
        name
        for match, instance in zip(matches, instances, strict=True)
        for name, text in instance.texts.items()
        if text in {str(value) for value in match.suggested_props.values()}
    }
    left = sorted(names - used)
    if len(left) != 1:
        return None
    reads.append(f"const content = figma.selectedInstance.getString({json.dumps(left[0])})")
    return "content"


def _swaps(
    matches: Sequence[UsageMatch], instances: Sequence[DesignInstance], source: CodeSourceDocument
) -> dict[str, str]:
    """Each INSTANCE_SWAP whose component went to a node prop (``icon={<BellIcon />}``)."""
    nodes = {prop.name for prop in source.props if prop.kind in ("node", "function")}
    found: dict[str, str] = {}
    for match, instance in zip(matches, instances, strict=True):
        for name in instance.instance_swaps:
            for prop, given in match.suggested_props.items():
                if prop in nodes and isinstance(given, str) and given.startswith("<"):
                    found.setdefault(name, prop)
    return found


def _variable(prop: str, reads: Sequence[str]) -> str:
    base = re.sub(r"\W", "_", prop) or "value"
    base = base if not base[0].isdigit() else f"_{base}"
    return _unique(base, {read.split(" ", 2)[1] for read in reads})


def _example(
    source: CodeSourceDocument, attributes: Sequence[tuple[str, str, str]], content: str | None
) -> str:
    """The ``figma.code`` template literal of the element."""
    framework = source.framework
    tag = source.component_name
    if framework == "web-component":
        tag = next((alias for alias in source.aliases if "-" in alias), tag)
    if framework == "react":
        parts = "".join(
            f"${{figma.helpers.react.renderProp({json.dumps(prop)}, {variable})}}"
            for prop, variable, _ in attributes
        )
        inner = f"${{figma.helpers.react.renderChildren({content})}}" if content else ""
        closing = f">{inner}</{tag}>" if content else " />"
        return f"figma.code`<{tag}{parts}{closing}`"
    parts = "".join(
        _attribute(framework, prop, variable, kind) for prop, variable, kind in attributes
    )
    inner = f"${{{content} ?? ''}}" if content else ""
    return f"figma.code`<{tag}{parts}>{inner}</{tag}>`"


def _attribute(framework: str, prop: str, variable: str, kind: str) -> str:
    """An attribute written only when the design gives it a value, in the framework's
    binding syntax (a string as is, anything else bound: ``:count="3"``, ``count={3}``)."""
    if kind == "node":
        return f"${{{variable} ? ` {prop}={{${{{variable}}}}}` : ''}}"
    if framework == "web-component":
        boolean = f"{variable} === true ? ' {prop}' : {variable} === false ? '' : "
        return f"${{{boolean}{variable} == null ? '' : ` {prop}=\"${{{variable}}}\"`}}"
    bound = (
        f'` :{prop}="${{{variable}}}"`' if framework == "vue" else f"` {prop}={{${{{variable}}}}}`"
    )
    return (
        f"${{{variable} == null ? '' : typeof {variable} === 'string' "
        f'? ` {prop}="${{{variable}}}"` : {bound}}}'
    )
