"""The code an agent writes for a matched instance: the import line and the element.

Each matched instance gets a ``snippet`` in its component's framework — the import a
consumer of the code base writes (the code import's ``import_statement``; a custom element
is imported for its registration, ``import "@acme/elements";``) and the element with the
suggested props and its text content:

* React: ``<Button variant="primary" disabled={false} count={3}>Save</Button>``; a node
  prop holds its element (``icon={<BellIcon />}``);
* Vue: ``<Button variant="primary" :disabled="false" :count="3">Save</Button>``; a node
  value goes in a named slot (``<template #icon><BellIcon /></template>``);
* Svelte: ``<Button variant="primary" disabled={false}>Save</Button>``; a snippet prop
  filled with an element is a ``{#snippet icon()}…{/snippet}`` block;
* a custom element: ``<ui-button variant="primary" disabled>Save</ui-button>`` (its props
  are attributes: ``true`` is present, ``false`` absent);
* a CSS-only component: ``<div class="c-chip c-chip--primary">Save</div>``.

A required prop the design gives no value gets a typed placeholder (``""``, ``0``,
``false``, ``() => {}`` ...) and is named in a ``TODO`` comment above the element, so the
snippet is valid code that says what is left to fill in. The design's whole frame is
composed too (``skeleton``): every top-level instance in layer order, nested matched
instances inside their parent's element (except those the parent draws from a prop), an
unmatched one as a comment, the imports once at the top.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence

from guinness.code.documents import CodeSourceDocument, PropDefinition
from guinness.contracts.des2code import PropValue, UsageMatch
from guinness.designs.documents import DesignInstance
from guinness.matching.index import CodeIndex

_INDENT = "  "
_IDENTIFIER = re.compile(r"^[A-Za-z_$][\w$-]*$")
#: Suggestions that are not attributes: the content, and a CSS block's class list.
_CONTENT_KEYS = ("children",)


def with_snippets(
    matches: Sequence[UsageMatch], instances: Sequence[DesignInstance], index: CodeIndex
) -> list[UsageMatch]:
    """``matches`` with each matched instance's ``snippet``."""
    sources = {component.code_id: component.source for component in index.components}
    by_id = {instance.node_id: instance for instance in instances}
    children: dict[str, list[UsageMatch]] = defaultdict(list)
    for match in matches:
        parent = by_id[match.node_id].parent_instance_id if match.node_id in by_id else None
        if parent is not None and match.matched:
            children[parent].append(match)
    completed: list[UsageMatch] = []
    for match in matches:
        source = sources.get(match.code_id or "") if match.matched else None
        if source is None:
            completed.append(match)
            continue
        # A slot prop given another instance (`leading={<Avatar />}`) holds that instance
        # as designed (its own props), and its component is imported too.
        in_slots = [
            child
            for child in children.get(match.node_id, [])
            if child.code_id in sources
            and f"<{child.code_component} />" in match.suggested_props.values()
        ]
        slotted: dict[str, str] = {}
        for child in in_slots:
            written = f"<{child.code_component} />"
            if written not in slotted:
                slotted[written] = render_element(
                    child, sources[str(child.code_id)], by_id.get(child.node_id), children=[]
                )
        element = render_element(
            match, source, by_id.get(match.node_id), children=[], slotted=slotted
        )
        used = [sources[str(child.code_id)] for child in in_slots]
        imports = [line for item in (source, *used) if (line := import_line(item))]
        snippet = "\n".join([*merged_imports(imports), element])
        completed.append(match.model_copy(update={"snippet": snippet}))
    return completed


def skeleton(
    matches: Sequence[UsageMatch], instances: Sequence[DesignInstance], index: CodeIndex
) -> str | None:
    """The frame as code: its instances nested as in the design, imports once on top;
    None when nothing is matched."""
    sources = {component.code_id: component.source for component in index.components}
    drawn = {component.code_id: component.imported_ids for component in index.components}
    by_id = {match.node_id: match for match in matches}
    children: dict[str | None, list[DesignInstance]] = defaultdict(list)
    for instance in instances:
        children[instance.parent_instance_id].append(instance)
    matched = [sources[m.code_id] for m in matches if m.matched and m.code_id in sources]
    if not matched:
        return None
    framework = Counter(source.framework for source in matched).most_common(1)[0][0]
    rendered_sources: list[CodeSourceDocument] = []

    def render(instance: DesignInstance) -> str | None:
        match = by_id.get(instance.node_id)
        if match is None:
            return None
        source = sources.get(match.code_id or "") if match.matched else None
        if source is not None:
            rendered_sources.append(source)  # in layer order, for the imports
        inner: list[str] = []
        slotted: dict[str, str] = {}
        for child in children.get(instance.node_id, []):
            child_match = by_id.get(child.node_id)
            written = f"<{child_match.code_component} />" if child_match else ""
            if child_match and child_match.matched and written in match.suggested_props.values():
                rendered = render(child)
                if rendered is not None and written not in slotted:
                    slotted[written] = rendered  # the slot holds the child as designed
                continue
            if _drawn_by_parent(child_match, match) or (
                child_match is not None
                and child_match.code_id in drawn.get(match.code_id or "", frozenset())
            ):
                continue  # the parent's own markup draws it (its icon, its badge)
            rendered = render(child)
            if rendered is not None:
                inner.append(rendered)
        if source is None:
            note = f'Figma "{instance.name}": no code component'
            return "\n".join([_comment(note, framework), *inner])
        return render_element(match, source, instance, children=inner, slotted=slotted)

    body = [text for top in children.get(None, []) if (text := render(top)) is not None]
    imports = merged_imports(line for source in rendered_sources if (line := import_line(source)))
    return "\n".join([*imports, *([""] if imports else []), *body])


_NAMED_IMPORT = re.compile(r'^import \{ (?P<names>[^}]+) \} from (?P<source>"[^"]+");$')


def merged_imports(lines: Iterable[str]) -> list[str]:
    """Import lines once each, the named imports of one module in one statement
    (``import { Avatar, TopBar } from "$lib/ui";``), in order of first use."""
    named: dict[str, list[str]] = {}
    merged: list[str] = []
    for line in dict.fromkeys(lines):
        found = _NAMED_IMPORT.match(line)
        if found is None:
            merged.append(line)
            continue
        source = found.group("source")
        if source not in named:
            named[source] = []
            merged.append(source)  # its place, filled below
        for name in found.group("names").split(","):
            if name.strip() and name.strip() not in named[source]:
                named[source].append(name.strip())
    return [
        f"import {{ {', '.join(named[line])} }} from {line};" if line in named else line
        for line in merged
    ]


def import_line(source: CodeSourceDocument) -> str | None:
    """What a consumer writes to use the component (a custom element registers itself
    when its module is imported; a CSS block is styled by its stylesheet)."""
    if source.framework == "css":
        return None
    if source.framework == "web-component":
        return f'import "{source.import_source}";' if source.import_source else None
    return source.import_statement


def render_element(
    match: UsageMatch,
    source: CodeSourceDocument,
    instance: DesignInstance | None,
    *,
    children: Sequence[str],
    slotted: Mapping[str, str] | None = None,
) -> str:
    """The element for one matched instance, ``children`` (already rendered) inside;
    ``slotted`` replaces a slot prop's bare element (``<Avatar />``) with the child's own
    rendering (its props)."""
    props: dict[str, PropValue] = {
        key: (
            _Code(slotted[value])
            if slotted and isinstance(value, str) and value in slotted
            else value
        )
        for key, value in match.suggested_props.items()
    }
    content = _content(match, props, instance, source)
    missing = _placeholders(source, props)
    todo = _comment(f"TODO: {', '.join(sorted(missing))}", source.framework) if missing else None
    props.update(missing)
    if content is None and not children and _requires_content(source, props):
        content = "…"  # a required children snippet: what goes between the tags
        todo_names = ["children", *sorted(missing)]
        todo = _comment(f"TODO: {', '.join(todo_names)}", source.framework)
    tag = _tag(source, match)
    attributes, slots = _attributes(source, props)
    inner = [*([_escape_text(content, source.framework)] if content else []), *slots, *children]
    opening = f"<{tag}{''.join(' ' + attribute for attribute in attributes)}"
    if not inner:
        element = (
            f"{opening}></{tag}>"
            if source.framework in ("web-component", "css")
            else f"{opening} />"
        )
    elif len(inner) == 1 and content and not slots and not children and len(inner[0]) < 60:
        element = f"{opening}>{inner[0]}</{tag}>"
    else:
        body = "\n".join(_indented(part) for part in inner)
        element = f"{opening}>\n{body}\n</{tag}>"
    return f"{todo}\n{element}" if todo else element


def _requires_content(source: CodeSourceDocument, props: Mapping[str, PropValue]) -> bool:
    """A required ``children`` (a Svelte snippet, a React node) the design left empty."""
    return "children" not in props and any(
        prop.name == "children" and prop.required for prop in source.props
    )


def _tag(source: CodeSourceDocument, match: UsageMatch) -> str:
    if source.framework == "web-component":
        return next((alias for alias in source.aliases if "-" in alias), source.component_name)
    if source.framework == "css":
        return "div"
    if source.import_statement is None:
        # A part reached only through its namespace (`Tabs.Trigger`): written so.
        dotted = next((alias for alias in source.aliases if "." in alias), None)
        if dotted is not None:
            return dotted
    return match.code_component or source.component_name


def _takes_content(source: CodeSourceDocument) -> bool:
    """Whether text between its tags shows: a ``children`` prop (React, a Svelte snippet),
    a default ``<slot>`` (Vue, a custom element), or a CSS block's element."""
    if source.framework == "css":
        return True
    if any(prop.name == "children" for prop in source.props):
        return True
    if source.framework in ("vue", "web-component"):
        return re.search(r"<slot(?![^>]*\bname=)", source.source) is not None
    return False


def _content(
    match: UsageMatch,
    props: dict[str, PropValue],
    instance: DesignInstance | None,
    source: CodeSourceDocument,
) -> str | None:
    """The text written between the tags: ``children`` when it is a text, else the one
    text of the instance no prop took (a Vue or Svelte default slot)."""
    given = props.pop("children", None)
    if isinstance(given, str) and not given.startswith("<"):
        return given
    if given is not None:
        props["children"] = given
    if not _takes_content(source):
        return None
    used = {str(value) for value in props.values()}
    texts = [text for text in match.texts.values() if text.strip() and text not in used]
    if not match.texts and instance is not None:
        texts = [text for text in instance.text_content if text.strip() and text not in used]
    return texts[0] if len(texts) == 1 else None


def _placeholders(
    source: CodeSourceDocument, props: Mapping[str, PropValue]
) -> dict[str, PropValue]:
    """A typed stand-in for each required prop the design gives no value."""
    missing: dict[str, PropValue] = {}
    for prop in source.props:
        if not prop.required or prop.name in props or prop.name in _CONTENT_KEYS:
            continue
        missing[prop.name] = _placeholder(prop)
    return missing


class _Code(str):
    """A value written as code, not quoted (``() => {}``, ``[]``)."""

    __slots__ = ()


def _placeholder(prop: PropDefinition) -> PropValue:
    if prop.values:
        return prop.values[0]
    if prop.kind == "boolean":
        return False
    if prop.kind == "number":
        return 0
    if prop.kind == "function":
        return _Code("() => {}")
    if prop.kind == "object":
        return _Code("[]" if (prop.type or "").rstrip().endswith("[]") else "{}")
    return ""


def _attributes(
    source: CodeSourceDocument, props: Mapping[str, PropValue]
) -> tuple[list[str], list[str]]:
    """The element's attributes, and the slot blocks a node value goes in (Vue, Svelte)."""
    attributes: list[str] = []
    slots: list[str] = []
    framework = source.framework
    for name, value in props.items():
        if framework == "css" and name == "class":
            attributes.append(f"class={_json(str(value))}")
            continue
        element = isinstance(value, str) and value.startswith("<") and value.endswith(">")
        if element and framework == "vue":
            slot = "default" if name == "children" else name
            slots.append(f"<template #{slot}>{value}</template>")
            continue
        if element and framework == "svelte":
            slots.append(f"{{#snippet {name}()}}{value}{{/snippet}}")
            continue
        written = _attribute(framework, name, value, element=element)
        if written is not None:
            attributes.append(written)
    return attributes, slots


def _attribute(framework: str, name: str, value: PropValue, *, element: bool) -> str | None:
    if not _IDENTIFIER.match(name):
        return None
    if framework == "web-component":
        if value is True:
            return name
        if value is False:
            return None  # an absent boolean attribute is false
        return f"{name}={_json(str(value))}"
    if isinstance(value, _Code) or element:
        return f":{name}={_json(str(value))}" if framework == "vue" else f"{name}={{{value}}}"
    if isinstance(value, str):
        return f"{name}={_json(value)}"
    literal = _json(value)
    if framework == "vue":
        return f':{name}="{literal}"'
    if value is True and framework == "react":
        return name
    return f"{name}={{{literal}}}"


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _escape_text(text: str, framework: str) -> str:
    """Text content as the framework reads it literally."""
    special = "{}<>" if framework in ("react", "svelte") else "<>"
    if framework == "vue" and "{{" in text:
        return f"<span v-pre>{text}</span>"
    if any(character in text for character in special):
        return (
            "{" + _json(text) + "}"
            if framework in ("react", "svelte")
            else text.replace("<", "&lt;").replace(">", "&gt;")
        )
    return text


def _comment(text: str, framework: str) -> str:
    return f"{{/* {text} */}}" if framework == "react" else f"<!-- {text} -->"


def _indented(block: str) -> str:
    return "\n".join(_INDENT + line if line else line for line in block.splitlines())


def _drawn_by_parent(child: UsageMatch | None, parent: UsageMatch) -> bool:
    """A nested instance the parent's props already give (its value lifted into a prop,
    or the element of a slot prop): writing it again inside would draw it twice."""
    if child is None:
        return False
    if child.matched and child.code_component:
        written = f"<{child.code_component} />"
        if any(value == written for value in parent.suggested_props.values()):
            return True
    return any(
        evidence.signal == "nested_value" and f"nested {child.node_name!r}" in evidence.detail
        for evidence in parent.evidence
    )
