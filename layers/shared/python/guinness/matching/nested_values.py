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
from guinness.matching.names import split_words, stem
from guinness.matching.prop_values import (
    PropValue,
    map_value,
    parse_number,
    squash,
    widens,
    without_label,
)
from guinness.matching.props import find_prop, hidden_by, swap_label, synonym_keys
from guinness.matching.synonyms import INTENT_WORDS
from guinness.matching.text_props import TEXT_ROLE_WORDS

#: A child's suggestion that carries its value when it has no text (an icon's name).
_VALUE_PROPS = ("name", "icon", "value", "label")
#: Props a consumer fills with an element: React nodes, Svelte snippets.
_SLOT_KINDS = frozenset({"node", "function"})
#: A prop type that takes a component rather than an element (``icon: Component``,
#: ``ComponentType<IconProps>``, ``typeof SvelteComponent``, ``ElementType``).
_COMPONENT_TYPE = re.compile(
    r"\b(?:Component|ComponentType|SvelteComponent|ElementType|FC)\b|typeof"
)


#: Words that place a part before or after a component's label (``iconPosition="end"``,
#: ``rightIcon``, ``trailing``).
SIDE_WORDS: dict[str, frozenset[str]] = {
    "start": frozenset({"start", "left", "leading", "before", "prefix", "lead"}),
    "end": frozenset({"end", "right", "trailing", "after", "suffix", "trail"}),
}
#: Names of a prop that says where a part goes (with a start and an end member).
_PLACEMENT_WORDS = frozenset({"position", "placement", "side", "align", "alignment"})


def side_of(child: DesignInstance | None, parent: DesignInstance | None) -> str | None:
    """``start`` when a nested instance comes before every text of its parent in layer
    order (an icon left of a button's label), ``end`` when after all of them; None when
    between, when the parent has no text, or when the design did not record the order."""
    if child is None or parent is None or child.texts_before is None:
        return None
    total = len(parent.text_content) - len(child.text_content)
    if total <= 0:
        return None
    if child.texts_before == 0:
        return "start"
    if child.texts_before >= total:
        return "end"
    return None


def _side_words(name: str) -> set[str]:
    return {side for side, words in SIDE_WORDS.items() if words & set(split_words(name))}


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


def name_unimplemented_swaps(
    matches: Sequence[UsageMatch], instances: Sequence[DesignInstance], index: CodeIndex
) -> list[UsageMatch]:
    """``matches`` with each prop that takes a component (``icon?: Component``) and that an
    INSTANCE_SWAP fills but nothing else did named after the swapped component: an icon
    package's ``Bell``, which no file of the code base implements, is passed as ``Bell``."""
    by_id = {instance.node_id: instance for instance in instances}
    components = {component.code_id: component for component in index.components}
    suffix = _icon_suffix(index)
    named: list[UsageMatch] = []
    for match in matches:
        instance = by_id.get(match.node_id)
        component = components.get(match.code_id or "") if match.matched else None
        if instance is None or component is None or not instance.instance_swaps:
            named.append(match)
            continue
        suggested = dict(match.suggested_props)
        for name, swap in sorted(instance.instance_swaps.items()):
            prop = find_prop(component, name)
            if prop is None or prop.name in suggested or hidden_by(name, instance.booleans):
                continue
            if prop.values or not _COMPONENT_TYPE.search(prop.type or ""):
                continue
            label = swap_label(swap.component_name, swap.component_set_name, swap.component_id)
            written = "".join(word.capitalize() for word in split_words(label))
            if written:
                suggested[prop.name] = written + suffix if not written.endswith(suffix) else written
        named.append(
            match
            if suggested == match.suggested_props
            else match.model_copy(update={"suggested_props": suggested})
        )
    return named


def _icon_suffix(index: CodeIndex) -> str:
    """``Icon`` when the code base names the icon components it imports so (at least two
    of them end in it: ``XIcon``, ``CheckIcon``), else ``""``."""
    imported = {ref.name for component in index.components for ref in component.source.imports}
    suffixed = [name for name in imported if name.endswith("Icon") and len(name) > 4]
    return "Icon" if len(suffixed) >= 2 else ""


def _completed(
    match: UsageMatch,
    parent: IndexedComponent,
    children: list[UsageMatch],
    instances: Mapping[str, DesignInstance],
) -> UsageMatch:
    suggested = dict(match.suggested_props)
    evidence = list(match.evidence)
    sides: list[str] = []
    owner = instances.get(match.node_id)
    swapped = {swap.component_id for swap in owner.instance_swaps.values()} if owner else set()
    for child in children:
        nested = instances.get(child.node_id)
        side = side_of(nested, owner)
        target = _target(
            parent,
            child,
            suggested,
            _frames_between(match, instances.get(child.node_id)),
            side=side,
        )
        if target is None and side is not None and child.code_id not in parent.imported_ids:
            target = _sided_slot(parent, side, suggested)
        if target is None:
            if child.code_id in parent.imported_ids:
                _lift_by_prop_names(parent, child, suggested, evidence)
            continue
        if child.code_id in parent.imported_ids:
            value = _value(target, child, instances.get(child.node_id), parent.source.source)
            _lift_named_texts(parent, instances.get(child.node_id), target, suggested, evidence)
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
        if (
            nested is not None
            and nested.component_id in swapped
            and any(key != target.name and given == value for key, given in suggested.items())
        ):
            # The layer of an INSTANCE_SWAP: its reading gave the value already, unless to
            # this very prop; a second prop with the same value would draw it twice.
            continue
        if parent.source.framework == "web-component" and not isinstance(value, str | bool):
            value = str(value)  # a custom element's attributes are strings
        suggested[target.name] = value
        if side is not None and "icon" in split_words(target.name):
            sides.append(side)
        evidence.append(
            Evidence(
                signal="nested_value",
                detail=f"nested {child.node_name!r}, which {parent.name} draws → "
                f"{target.name}={value!r}",
                weight=0.0,
            )
        )
    if len(set(sides)) == 1:
        _place_icon(parent, sides[0], suggested, evidence)
    _invert_for_sentiment(match, parent, children, suggested, evidence)
    if suggested == match.suggested_props:
        return match
    return match.model_copy(update={"suggested_props": suggested, "evidence": evidence})


def _sided_slot(
    parent: IndexedComponent, side: str, taken: Mapping[str, PropValue]
) -> PropDefinition | None:
    """The one slot prop of a side (``leading``, ``trailing``) for a nested instance the
    design draws on that side of the parent's text (an avatar before a header's title,
    an action after it), when the parent does not draw the child itself."""
    slots = [
        prop
        for prop in parent.source.props
        if prop.kind in _SLOT_KINDS and prop.name not in taken and _side_words(prop.name) == {side}
    ]
    return slots[0] if len(slots) == 1 else None


def _place_icon(
    parent: IndexedComponent,
    side: str,
    suggested: dict[str, PropValue],
    evidence: list[Evidence],
) -> None:
    """An icon given to a component that places it by a prop (``iconPosition``, with a
    start and an end member): the member of the side the design draws it on, when that
    is not where the component puts it by default (the placement is no Figma property,
    so only a change from the default needs saying)."""
    for prop in parent.source.props:
        words = set(split_words(prop.name))
        if prop.name in suggested or not (words & _PLACEMENT_WORDS) or not prop.values:
            continue
        members = [value for value in prop.values if side in _side_words(value)]
        others = [value for value in prop.values if _side_words(value) - {side}]
        if len(members) != 1 or not others:
            continue
        if prop.default == members[0]:
            return  # the component puts it there anyway: nothing to say
        suggested[prop.name] = members[0]
        evidence.append(
            Evidence(
                signal="nested_value",
                detail=f"the icon is drawn at the {side} of the label → {prop.name}={members[0]!r}",
                weight=0.0,
            )
        )
        return


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


def _lift_named_texts(
    parent: IndexedComponent,
    child: DesignInstance | None,
    lifted: PropDefinition,
    suggested: dict[str, PropValue],
    evidence: list[Evidence],
) -> None:
    """A drawn child's other TEXT properties that name a prop of the parent: a review
    score's ``Reviews`` "(212)" beside its score is the room card's ``reviewCount`` (a
    generic ``Label`` or ``Title`` names no prop of the parent)."""
    if child is None:
        return
    for name, text in child.texts.items():
        words = {stem(word) for word in split_words(name)}
        if not words or words <= TEXT_ROLE_WORDS:
            continue
        prop = find_prop(parent, name)
        if prop is None or prop.name in suggested or prop.name == lifted.name:
            continue
        value: PropValue | None
        if prop.kind == "number":
            value = parse_number(text)
        elif prop.kind == "string":
            value = text
        else:
            continue
        if value is None:
            continue
        suggested[prop.name] = value
        evidence.append(
            Evidence(
                signal="nested_value",
                detail=f"nested {child.name!r}'s TEXT {name} → {prop.name}={value!r}",
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
    *,
    side: str | None = None,
) -> PropDefinition | None:
    """The parent's prop named like the child's layer (``Count`` → ``count``, ``Due`` →
    ``dueDate``), like the child's component (``Badge`` → ``badge``), or like a frame
    between them (the ``Actions`` frame → ``actions``). Of props that differ by a side
    (``leftIcon``, ``rightIcon``), the one of the side the design draws the child on."""
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
        if len(fits) > 1 and side is not None:
            # Only a prop the parent's own source uses: one inherited and never drawn
            # (a search field that draws its own glyph) is no place for the child.
            sided = [
                prop
                for prop in fits
                if _side_words(prop.name) == {side} and prop.name in parent.source.source
            ]
            if len(sided) == 1:
                return sided[0]
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
        # The child's own number (a rating's stars) before a number in its text ("(24)");
        # a custom element's are strings ("5"), numbers all the same.
        main = _as_number(child.suggested_props.get("value"))
        if main is not None:
            return main  # the child's main number: a rating's `value`, a meter's
        numeric = [
            number
            for value in child.suggested_props.values()
            if (number := _as_number(value)) is not None
        ]
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


def _as_number(value: PropValue | None) -> int | float | None:
    """A number, or a string that is one (a custom element's attribute); else None."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and re.fullmatch(r"-?\d+(?:\.\d+)?", value.strip()):
        return parse_number(value)
    return None


def _is_number(value: PropValue) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
