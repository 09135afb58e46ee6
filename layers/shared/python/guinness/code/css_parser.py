"""Classes, interaction states and BEM blocks of CSS and SCSS stylesheets.

Selectors are resolved through SCSS nesting (``&__icon``, ``&--primary``, ``&:hover``,
``&.is-active``). A state is an interaction pseudo-class (``:hover``, ``:disabled``,
``:focus-visible``), an ARIA or data attribute (``[aria-disabled]``,
``[data-state="open"]``) or an ``.is-*``/``.has-*`` class, attributed to every class of the
compound it appears in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from tree_sitter import Node

from guinness.code.sass_syntax import sass_compatible
from guinness.code.syntax import first_error, named, parse, string_value, text

StyleGrammar = Literal["css", "scss"]

STATE_PSEUDO_CLASSES = frozenset(
    {
        "hover", "active", "focus", "focus-visible", "focus-within", "disabled", "enabled",
        "checked", "indeterminate", "invalid", "valid", "user-invalid", "user-valid",
        "required", "optional", "read-only", "read-write", "placeholder-shown", "visited",
        "target", "open", "default", "autofill", "popover-open", "modal", "fullscreen",
        "playing", "paused",
    }
)  # fmt: skip
_STATE_ATTRIBUTES = frozenset(
    {"disabled", "checked", "open", "selected", "readonly", "required", "hidden"}
)
_STATE_CLASS = re.compile(r"(is|has)-(.+)")
_IDENTIFIER = re.compile(r"-?[_a-zA-Z][_a-zA-Z0-9-]*")
_COMBINATORS = frozenset(
    {"descendant_selector", "child_selector", "sibling_selector", "adjacent_sibling_selector"}
)
_GROUPS = frozenset(
    {
        "media_statement",
        "supports_statement",
        "at_rule",
        "at_root_statement",
        "include_statement",
        "each_statement",
        "for_statement",
        "while_statement",
        "if_statement",
        "else_clause",
        "else_if_clause",
        "mixin_statement",
        "block",
    }
)


@dataclass
class _Compound:
    classes: list[str] = field(default_factory=list)
    states: list[str] = field(default_factory=list)
    nest: bool = False
    suffix: str = ""


@dataclass
class StylesheetFacts:
    """What a stylesheet declares."""

    classes: list[str] = field(default_factory=list)
    class_states: dict[str, list[str]] = field(default_factory=dict)
    #: States on selectors without a class (``button:hover``, a styled root's ``&:hover``).
    loose_states: list[str] = field(default_factory=list)
    #: CSS Modules' ``composes: base``: a class → the classes of this file it brings along
    #: (``composes: … from "./other.css"`` or ``from global`` name no class of this file).
    composes: dict[str, list[str]] = field(default_factory=dict)
    #: ``line L, column C`` of the first syntax error, if the stylesheet had one.
    error: str | None = None

    def composed(self, classes: set[str]) -> set[str]:
        """``classes`` and every class they compose, through chains."""
        found = set(classes)
        pending = list(classes)
        while pending:
            for name in self.composes.get(pending.pop(), []):
                if name not in found:
                    found.add(name)
                    pending.append(name)
        return found

    def states(self, classes: set[str] | None = None) -> list[str]:
        """States of the given classes (all classes and loose states when ``None``)."""
        found: list[str] = [] if classes is not None else list(self.loose_states)
        for name, states in self.class_states.items():
            if classes is None or name in classes:
                found.extend(states)
        return sorted(set(found))


@dataclass
class BemBlock:
    """A BEM block: ``chip`` with elements (``chip__icon``) and modifiers (``chip--lg``)."""

    name: str
    elements: list[str] = field(default_factory=list)
    modifiers: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)


def analyse_stylesheet(source: bytes, grammar: StyleGrammar) -> StylesheetFacts:
    """The classes and states of a stylesheet; rules broken by syntax errors are left out."""
    root = parse(grammar, sass_compatible(source) if grammar == "scss" else source).root_node
    facts = StylesheetFacts(error=first_error(root))
    _rules(root, [], facts)
    facts.classes = list(dict.fromkeys(facts.classes))
    return facts


def _rules(node: Node, parents: list[list[_Compound]], facts: StylesheetFacts) -> None:
    for child in node.named_children:
        if child.type == "rule_set":
            selectors = next(iter(named(child, "selectors")), None)
            if selectors is None or selectors.has_error:
                continue
            resolved: list[list[_Compound]] = []
            for selector in selectors.named_children:
                resolved.extend(_resolve(_chain(selector), parents))
            for chain in resolved:
                _record(chain, facts)
            for block in named(child, "block"):
                _composes(block, resolved, facts)
                _rules(block, resolved, facts)
        elif child.type in _GROUPS:
            _rules(child, parents, facts)


def _record(chain: list[_Compound], facts: StylesheetFacts) -> None:
    for compound in chain:
        # Interpolated names (`.#{$block}`) are not classes anyone can use as written.
        compound.classes = [name for name in compound.classes if _IDENTIFIER.fullmatch(name)]
        classes = [name for name in compound.classes if not _STATE_CLASS.fullmatch(name)]
        states = list(compound.states)
        for name in compound.classes:
            match = _STATE_CLASS.fullmatch(name)
            if match and classes:
                states.append(match.group(2))
        facts.classes.extend(compound.classes)
        if not states:
            continue
        if not classes:
            facts.loose_states.extend(states)
        for name in classes:
            known = facts.class_states.setdefault(name, [])
            known.extend(state for state in states if state not in known)


def _composes(block: Node, chains: list[list[_Compound]], facts: StylesheetFacts) -> None:
    """``.primary { composes: base loud; }``: ``primary`` brings ``base`` and ``loud``."""
    for declaration in named(block, "declaration"):
        parts = declaration.named_children
        if not parts or text(parts[0]) != "composes":
            continue
        names = [text(part) for part in parts[1:] if part.type == "plain_value"]
        if "from" in names:
            continue  # another file's classes, or global ones
        for chain in chains:
            if len(chain) != 1 or len(chain[0].classes) != 1 or chain[0].states:
                continue
            known = facts.composes.setdefault(chain[0].classes[0], [])
            known.extend(
                name for name in names if _IDENTIFIER.fullmatch(name) and name not in known
            )


def _chain(selector: Node) -> list[_Compound]:
    if selector.type in _COMBINATORS:
        chain: list[_Compound] = []
        for part in selector.named_children:
            chain.extend(_chain(part))
        return chain
    compound = _Compound()
    _fill(selector, compound)
    return [compound]


def _fill(node: Node, compound: _Compound) -> None:
    kind = node.type
    parts = node.named_children
    if parts and parts[0].type not in (
        "class_name",
        "attribute_name",
        "tag_name",
        "id_name",
        "arguments",
    ):
        _fill(parts[0], compound)
    if kind == "nesting_selector":
        compound.nest = True
    elif kind == "class_selector":
        name = text(parts[-1]) if parts else ""
        base = parts[0] if len(parts) > 1 else None
        if (
            base is not None
            and base.type == "nesting_selector"
            and not text(node)[len(text(base)) :].startswith(".")
        ):
            compound.suffix += name
        else:
            compound.classes.append(name)
    elif kind == "pseudo_class_selector":
        _pseudo_class(parts, compound)
    elif kind == "attribute_selector":
        _attribute(parts, compound)


def _pseudo_class(parts: list[Node], compound: _Compound) -> None:
    names = [part for part in parts if part.type == "class_name"]
    name = text(names[-1]).lower() if names else ""
    arguments = next((part for part in parts if part.type == "arguments"), None)
    if name in STATE_PSEUDO_CLASSES:
        compound.states.append(name)
    elif name in ("is", "where", "global", "local") and arguments is not None:
        # `:is(:hover, :focus-visible)` adds states; CSS modules' `:global(.x)` adds classes.
        for argument in arguments.named_children:
            inner = _Compound()
            _fill(argument, inner)
            compound.states.extend(inner.states)
            if name in ("global", "local"):
                compound.classes.extend(inner.classes)


def _attribute(parts: list[Node], compound: _Compound) -> None:
    names = [part for part in parts if part.type == "attribute_name"]
    if not names:
        return
    name = text(names[-1]).lower()
    values = [part for part in parts if part.type in ("string_value", "plain_value", "identifier")]
    value = (string_value(values[-1]) or text(values[-1]).strip("'\"")) if values else None
    if name.startswith("aria-"):
        compound.states.append(name if value in (None, "true") else f"{name}={value}")
    elif name.startswith("data-"):
        compound.states.append(name if value is None else f"{name}={value}")
    elif name in _STATE_ATTRIBUTES:
        compound.states.append(name)


def _resolve(chain: list[_Compound], parents: list[list[_Compound]]) -> list[list[_Compound]]:
    """Substitute each parent selector for ``&`` (or prefix it, when there is no ``&``)."""
    if not any(compound.nest for compound in chain):
        return [parent + chain for parent in parents] if parents else [chain]
    resolved: list[list[_Compound]] = []
    for parent in parents or [[]]:
        result: list[_Compound] = []
        for compound in chain:
            if not compound.nest:
                result.append(compound)
                continue
            base = parent[-1] if parent else _Compound()
            merged = _Compound(classes=list(base.classes), states=list(base.states))
            if compound.suffix and merged.classes:
                merged.classes[-1] += compound.suffix
                merged.states = []
            merged.classes.extend(compound.classes)
            merged.states.extend(compound.states)
            result.extend(parent[:-1])
            result.append(merged)
        resolved.append(result)
    return resolved


def bem_split(name: str) -> tuple[str, str | None, str | None]:
    """``(block, element, modifier)`` of a BEM class (``btn__icon--left``)."""
    head, separator, rest = name.partition("__")
    if not separator or "--" in head:
        block, _, modifier = name.partition("--")
        return block, None, modifier or None
    element, _, modifier = rest.partition("--")
    return head, element, modifier or None


def bem_blocks(classes: list[str]) -> dict[str, BemBlock]:
    """The BEM blocks among ``classes``, in order of first appearance."""
    blocks: dict[str, BemBlock] = {}
    for name in classes:
        if _STATE_CLASS.fullmatch(name):
            continue
        block_name, element, modifier = bem_split(name)
        block = blocks.setdefault(block_name, BemBlock(block_name))
        block.classes.append(name)
        if element is not None and element not in block.elements:
            block.elements.append(element)
        elif element is None and modifier is not None and modifier not in block.modifiers:
            block.modifiers.append(modifier)
    return blocks


def inline_facts(css: str) -> StylesheetFacts:
    """Facts of CSS written inside a component (a styled-components template).

    The declarations are wrapped in a rule so nested ``&:hover`` blocks resolve; states of
    the root rule come back as loose states.
    """
    return analyse_stylesheet(("& {\n" + css + "\n}").encode(), "scss")
