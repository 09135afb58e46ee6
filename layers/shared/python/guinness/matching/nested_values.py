"""Values a design sets on nested instances that their parent draws from its own props.

A board column renders its count badge from ``count``; a project card its status badge
from ``status`` and its progress bar from ``progress``; an icon button its icon from
``icon``. In Figma those values sit on the nested instances, and pasting only the parent's
own properties would lose them. When the parent's match renders the child's match (the
code's component graph says so) and has a prop named like the child's layer, the child's
value is the parent's prop too — a number for a number prop, a member for a union, the
text or the icon name for a string. The child keeps its own match.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence

from guinness.code.documents import PropDefinition
from guinness.contracts.des2code import Evidence, UsageMatch
from guinness.designs.documents import DesignInstance
from guinness.matching.index import CodeIndex, IndexedComponent, prop_key
from guinness.matching.names import split_words
from guinness.matching.prop_values import (
    PropValue,
    map_value,
    parse_number,
    squash,
    widens,
    without_label,
)
from guinness.matching.props import synonym_keys
from guinness.matching.synonyms import INTENT_WORDS

#: A child's suggestion that carries its value when it has no text (an icon's name).
_VALUE_PROPS = ("name", "icon", "value", "label")
#: Props a consumer fills with an element: React nodes, Svelte snippets.
_SLOT_KINDS = frozenset({"node", "function"})
#: A prop type that takes a component rather than an element (``icon: Component``,
#: ``ComponentType<IconProps>``, ``typeof SvelteComponent``, ``ElementType``).
_COMPONENT_TYPE = re.compile(
    r"\b(?:Component|ComponentType|SvelteComponent|ElementType|FC)\b|typeof"
)


def lift_nested_values(
    matches: Sequence[UsageMatch], instances: Sequence[DesignInstance], index: CodeIndex
) -> list[UsageMatch]:
    """``matches`` with each parent's suggested props completed from its children."""
    by_id = {instance.node_id: instance for instance in instances}
    components = {component.code_id: component for component in index.components}
    children: dict[str, list[UsageMatch]] = defaultdict(list)
    for match in matches:
        parent_id = by_id[match.node_id].parent_instance_id if match.node_id in by_id else None
        if parent_id is not None and match.matched:
            children[parent_id].append(match)
    lifted: list[UsageMatch] = []
    for match in matches:
        parent = components.get(match.code_id or "") if match.matched else None
        if parent is None or not children.get(match.node_id):
            lifted.append(match)
            continue
        lifted.append(_completed(match, parent, children[match.node_id], by_id))
    return lifted


def _completed(
    match: UsageMatch,
    parent: IndexedComponent,
    children: list[UsageMatch],
    instances: Mapping[str, DesignInstance],
) -> UsageMatch:
    suggested = dict(match.suggested_props)
    evidence = list(match.evidence)
    for child in children:
        target = _target(
            parent, child, suggested, _frames_between(match, instances.get(child.node_id))
        )
        if target is None:
            if child.code_id in parent.imported_ids:
                _lift_by_prop_names(parent, child, suggested, evidence)
            continue
        if child.code_id in parent.imported_ids:
            value = _value(target, child, instances.get(child.node_id), parent.source.source)
        elif target.kind in _SLOT_KINDS:
            # Not drawn by the parent: the consumer writes it into the slot prop.
            value = f"<{child.code_component} />"
        elif _COMPONENT_TYPE.search(target.type or ""):
            # A prop that takes a component (`icon: Component`): the component itself.
            value = child.code_component
        else:
            continue
        if value is None:
            continue
        suggested[target.name] = value
        evidence.append(
            Evidence(
                signal="nested_value",
                detail=f"nested {child.node_name!r}, which {parent.name} draws → "
                f"{target.name}={value!r}",
                weight=0.0,
            )
        )
    _invert_for_sentiment(match, parent, children, suggested, evidence)
    if suggested == match.suggested_props:
        return match
    return match.model_copy(update={"suggested_props": suggested, "evidence": evidence})


def _invert_for_sentiment(
    match: UsageMatch,
    parent: IndexedComponent,
    children: list[UsageMatch],
    suggested: dict[str, PropValue],
    evidence: list[Evidence],
) -> None:
    """A metric whose colour says good or bad apart from its direction: a falling metric
    shown green needs the component's flag that inverts the trend (``invertTrend``),
    a rising one shown green has it off. The sentiment is a ``Sentiment`` variant or the
    intent of a nested badge (``Tone=Success``)."""
    flag = next(
        (
            prop
            for prop in parent.source.props
            if prop.kind == "boolean" and "invert" in split_words(prop.name)
        ),
        None,
    )
    trend = next(
        (str(value) for key, value in suggested.items() if "trend" in split_words(key)), None
    )
    if flag is None or flag.name in suggested or trend not in ("up", "down"):
        return
    sentiments = [
        INTENT_WORDS.get(squash(value))
        for values in [match.variant, *(child.variant for child in children)]
        for value in values.values()
    ]
    good = [intent for intent in sentiments if intent in ("success", "danger")]
    if len(set(good)) != 1:
        return
    positive = good[0] == "success"
    inverted = (trend == "down") == positive
    suggested[flag.name] = inverted
    evidence.append(
        Evidence(
            signal="nested_value",
            detail=f"trend {trend} shown as {'good' if positive else 'bad'} → "
            f"{flag.name}={str(inverted).lower()}",
            weight=0.0,
        )
    )


def _lift_by_prop_names(
    parent: IndexedComponent,
    child: UsageMatch,
    suggested: dict[str, PropValue],
    evidence: list[Evidence],
) -> None:
    """A drawn child's props the parent passes on under a longer name: the avatar's
    ``initials`` are the header's ``userInitials``."""
    for key, value in child.suggested_props.items():
        fits = [
            prop
            for prop in parent.source.props
            if prop.name not in suggested
            and prop_key(prop.name) != prop_key(key)
            and widens(key, prop.name)
        ]
        if len(fits) != 1 or not isinstance(value, str | int | float):
            continue
        suggested[fits[0].name] = value
        evidence.append(
            Evidence(
                signal="nested_value",
                detail=f"nested {child.node_name!r}'s {key} → {fits[0].name}={value!r}",
                weight=0.0,
            )
        )


def _frames_between(parent: UsageMatch, child: DesignInstance | None) -> list[str]:
    """The layers between a parent instance and a nested one, innermost first (the
    ``Actions`` frame of a header holding its buttons)."""
    if child is None or parent.node_name not in child.path:
        return []
    inside = child.path[len(child.path) - child.path[::-1].index(parent.node_name) :]
    return inside[::-1]


def _target(
    parent: IndexedComponent,
    child: UsageMatch,
    taken: Mapping[str, PropValue],
    frames: Sequence[str] = (),
) -> PropDefinition | None:
    """The parent's prop named like the child's layer (``Count`` → ``count``, ``Due`` →
    ``dueDate``), like the child's component (``Badge`` → ``badge``), or like a frame
    between them (the ``Actions`` frame → ``actions``)."""
    names = (child.node_name, child.component_set_name or child.component_name or "", *frames)
    for name in names:
        synonyms = synonym_keys(name) if name else ()
        fits = [
            prop
            for prop in parent.source.props
            if prop.name not in taken
            and (widens(name, prop.name) or prop_key(prop.name) in synonyms)
        ]
        if len(fits) == 1 or (fits and prop_key(fits[0].name) == prop_key(name)):
            return fits[0]
    return None


def _value(
    target: PropDefinition, child: UsageMatch, instance: DesignInstance | None, source: str
) -> PropValue | None:
    same = next(  # the child's own prop of that name: `status` of a status pill
        (
            value
            for key, value in child.suggested_props.items()
            if prop_key(key) == prop_key(target.name)
        ),
        None,
    )
    if same is not None and (not target.values or same in target.values):
        return same
    texts = [*child.texts.values(), *(instance.text_content if instance is not None else [])]
    text = next((item for item in texts if item.strip()), None)
    if target.kind == "number":
        # The child's own number (a rating's stars) before a number in its text ("(24)").
        main = child.suggested_props.get("value")
        if main is not None and _is_number(main):
            return main  # the child's main number: a rating's `value`, a meter's
        numeric = [value for value in child.suggested_props.values() if _is_number(value)]
        if len(numeric) == 1:
            return numeric[0]
        numbers = [parse_number(item) for item in texts]
        return next((number for number in numbers if number is not None), None)
    if target.values:
        for candidate in [*child.variant.values(), *texts]:
            member = map_value(candidate, target.values)
            if member is not None:
                return member
        return None
    if target.kind == "string" or (target.kind == "unknown" and not target.type):
        if text is not None:
            return without_label(text, target.name, source)
        for name in _VALUE_PROPS:
            value = child.suggested_props.get(name)
            if isinstance(value, str):
                return value
    return None


def _is_number(value: PropValue) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
