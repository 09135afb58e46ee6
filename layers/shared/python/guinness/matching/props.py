"""Figma component properties against code props: fit signals and suggested props.

Each reader compares one kind of Figma property (VARIANT, BOOLEAN, INSTANCE_SWAP, values
in the name; TEXT in :mod:`~guinness.matching.text_props`) with a candidate's props and
stylesheet, and returns how well they fit (-1..1, None when the design says nothing), what
a person can check, and the props to write. Suggestions only use props the component
really has, and values from its unions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import cast

from guinness.code.documents import PropDefinition, PropKind
from guinness.designs.documents import DesignInstance
from guinness.matching.index import PROP_FILLERS, IndexedComponent, prop_key
from guinness.matching.names import split_words, stem, word_tuple
from guinness.matching.prop_values import (
    PropValue,
    as_code_value,
    boolean_value,
    exact_member,
    intent_member,
    map_value,
    parse_number,
    ranked_size,
    sized_member,
    squash,
    typed,
)
from guinness.matching.synonyms import (
    INTENT_WORDS,
    NAME_VALUE_WORDS,
    NATIVE_ATTRIBUTES,
    NATIVE_VALUES,
    OPEN_PROPS,
    OPPOSITES,
    OVERLAY_WORDS,
    PROPERTY_SYNONYMS,
    PSEUDO_STATES,
    STATE_PROPS,
    VARIANT_PROPERTY_NAMES,
)

_RESTING = frozenset({"default", "enabled", "rest", "resting", "normal", "idle", "static"})
#: Names of a variant axis that holds interaction states.
STATE_AXIS_NAMES = frozenset({"state", "states", "interaction", "interaction state"})
#: Words of a BOOLEAN property's name that only say "shown" (``Show icon`` → ``icon``).
_SHOW_WORDS = frozenset({"show", "has", "with", "display", "visible", "enable", "enabled"})


@dataclass
class Reading:
    """What one kind of property says about a candidate."""

    fits: list[float] = field(default_factory=list)
    details: list[str] = field(default_factory=list)
    suggestions: dict[str, PropValue] = field(default_factory=dict)

    @property
    def fit(self) -> float | None:
        """Mean fit over the properties read, or None when there were none."""
        return round(sum(self.fits) / len(self.fits), 4) if self.fits else None

    def note(self, fit: float, detail: str) -> None:
        """Record one property's fit and the words that explain it."""
        self.fits.append(fit)
        self.details.append(detail)


def find_prop(component: IndexedComponent, name: str) -> PropDefinition | None:
    """The prop named ``name``: exactly (``Show value`` → ``showValue``, ``Value`` →
    ``value``), else up to filler words (``Disabled`` → ``isDisabled``), else an attribute
    of the HTML element it forwards."""
    words = word_tuple(name)
    exact = component.exact_props.get(words)
    if exact is not None:
        return exact
    found = component.props.get(prop_key(name)) or native_prop(component, name)
    if found is not None:
        return found
    # The property's words, else its head word (`Notification dot` → `dot`). A prop named
    # as the synonym says wins over one that shares its key through a filler word
    # (`Stars` → `rating`, not the `showValue` flag of the `value` synonym).
    shared: PropDefinition | None = None
    for synonym in _SYNONYM_KEYS.get(words, ()) or _SYNONYM_KEYS.get(words[-1:], ()):
        found = component.props.get(synonym)
        if found is None:
            continue
        if not set(split_words(found.name)) & PROP_FILLERS:
            return found
        shared = shared or found
    return shared


def synonym_keys(name: str) -> tuple[str, ...]:
    """The prop keys general vocabulary gives for a property or layer name."""
    words = word_tuple(name)
    return _SYNONYM_KEYS.get(words, ()) or _SYNONYM_KEYS.get(words[-1:], ())


#: :data:`PROPERTY_SYNONYMS` by a property name's words, as prop keys.
_SYNONYM_KEYS: dict[tuple[str, ...], tuple[str, ...]] = {
    tuple(name.split()): tuple(prop_key(synonym) for synonym in synonyms)
    for name, synonyms in PROPERTY_SYNONYMS.items()
}


def native_prop(component: IndexedComponent, name: str) -> PropDefinition | None:
    """An attribute of the HTML element the component forwards (``disabled`` of a
    button, ``placeholder`` of an input) named ``name``, as the framework writes it."""
    attributes = NATIVE_ATTRIBUTES.get(component.source.element or "", {})
    key = prop_key(name)
    for attribute, kind in attributes.items():
        if prop_key(attribute) == key:
            written = attribute if component.source.framework == "react" else attribute.lower()
            return PropDefinition(name=written, kind=cast(PropKind, kind))
    return None


def read_variants(
    instance: DesignInstance,
    component: IndexedComponent,
    options: Mapping[str, tuple[str, ...]] | None = None,
) -> tuple[Reading, Reading]:
    """VARIANT values against prop unions and boolean props (first reading) and against
    CSS states and modifiers (second reading). ``options`` are each axis's options: a
    state axis's other options that are boolean props are passed ``false``."""
    props, css = Reading(), Reading()
    for name, value in sorted(instance.variant.items()):
        lowered = value.strip().lower()
        if prop_key(name) in STATE_AXIS_NAMES:
            _other_states_off(name, value, (options or {}).get(name, ()), component, props)
            if lowered in _RESTING:
                continue
            if _read_state(name, value, component, props, css):
                continue
        _read_variant(name, value, component, props, css, (options or {}).get(name, ()))
        _flag_options(name, value, (options or {}).get(name, ()), component, props)
    return props, css


def _flag_options(
    name: str,
    value: str,
    axis: Iterable[str],
    component: IndexedComponent,
    props: Reading,
) -> None:
    """An axis whose options name boolean props (``Density=Default|Compact`` and a
    ``compact`` flag): the chosen option's flag is ``true``, the others' ``false``."""
    own = find_prop(component, name)
    for option in dict.fromkeys([value, *axis]):
        prop = find_prop(component, option)
        if prop is None:
            # A state's usual flag (`Checked=Mixed` → `indeterminate`), unless it is the
            # axis's own prop.
            prop = _boolean_prop(
                component, STATE_PROPS.get(" ".join(split_words(option)), ())
            ) or _intent_flag(component, option)
            if prop is None or (own is not None and prop.name == own.name):
                continue
        elif prop_key(prop.name) != prop_key(option):
            continue  # named by vocabulary only: not what this option says
        if prop.kind != "boolean" or prop.name in props.suggestions:
            continue
        chosen = squash(option) == squash(value)
        props.suggestions[prop.name] = chosen
        verb = "is" if chosen else "not"
        props.note(0.8, f"{name}={value}, {verb} {option} → {prop.name}={str(chosen).lower()}")


#: Intents that are tones (a style such as ``raised`` or ``outline`` is no flag's name).
_TONES = frozenset({"danger", "success", "warning", "info"})


def _intent_flag(component: IndexedComponent, option: str) -> PropDefinition | None:
    """The one boolean prop of the tone an option names: ``Danger`` → ``destructive``."""
    intent = INTENT_WORDS.get(squash(option))
    if intent not in _TONES:
        return None
    name = _tone_flags(component.prop_signature).get(intent)
    return component.props.get(prop_key(name)) if name else None


@lru_cache(maxsize=16_384)
def _tone_flags(signature: str) -> dict[str, str]:
    """Tone → the one boolean prop of that tone, read from a component's prop signature
    (``name:boolean`` entries; cached, as the matcher asks for every axis option)."""
    found: dict[str, list[str]] = {}
    for entry in signature.split(";"):
        name, _, kind = entry.partition(":")
        tone = INTENT_WORDS.get(squash(name)) if kind == "boolean" else None
        if tone in _TONES:
            found.setdefault(tone, []).append(name)
    return {tone: names[0] for tone, names in found.items() if len(names) == 1}


def _other_states_off(
    name: str,
    value: str,
    axis: Iterable[str],
    component: IndexedComponent,
    props: Reading,
) -> None:
    """``State=Default`` of an axis that also has ``Disabled`` and ``Error``: the boolean
    props those stand for (``disabled``, ``invalid``) are ``false``."""
    for option in axis:
        if squash(option) == squash(value):
            continue
        lowered = " ".join(split_words(option))
        prop = _boolean_prop(component, [option, *STATE_PROPS.get(lowered, ())])
        if prop is not None and prop.name not in props.suggestions:
            props.suggestions[prop.name] = False
            props.note(1.0, f"{name}={value}, not {option} → {prop.name}=false")


def _takes_boolean(prop: PropDefinition) -> bool:
    """A prop typed as a union with ``boolean`` in it (``boolean | "indeterminate"``)."""
    return prop.kind != "boolean" and "boolean" in {
        part.strip() for part in (prop.type or "").split("|")
    }


def _boolean_prop(component: IndexedComponent, names: Iterable[str]) -> PropDefinition | None:
    for name in names:
        prop = find_prop(component, name)
        # An untyped `disabled` (destructured, its type a DOM attribute's) is a flag too.
        if prop is not None and prop.kind in ("boolean", "unknown"):
            return prop
    return None


def _read_state(
    name: str, value: str, component: IndexedComponent, props: Reading, css: Reading
) -> bool:
    lowered = " ".join(split_words(value))
    # A prop named like the state wins over a pseudo-class: NavItem's State=Active is
    # its ``active`` prop, a Button's State=Active only its :active style.
    prop = _boolean_prop(component, [value, *STATE_PROPS.get(lowered, ())])
    if prop is not None:
        props.suggestions[prop.name] = True  # over the `false` of the axis's other options
        props.note(1.0, f"{name}={value} → boolean prop {prop.name}")
        return True
    pseudo = PSEUDO_STATES.get(lowered)
    if pseudo is not None:
        found = [state for state in pseudo if state in component.states]
        if found:
            css.note(1.0, f"{name}={value} → :{found[0]} in its stylesheet")
        else:
            css.note(-0.3, f"{name}={value}: no :{pseudo[0]} style found")
        return True
    if lowered in STATE_PROPS and lowered in component.states:
        css.note(0.6, f"{name}={value} → :{lowered} in its stylesheet")
        return True
    return False


def _native_values(prop: PropDefinition) -> tuple[str, ...]:
    """HTML's values for a forwarded attribute without a union of its own (a ``type``
    defaulting to ``button``): empty unless its default is one of them."""
    values = NATIVE_VALUES.get(prop.name, ())
    return values if not prop.values and prop.default in values else ()


def _read_variant(
    name: str,
    value: str,
    component: IndexedComponent,
    props: Reading,
    css: Reading,
    options: tuple[str, ...] = (),
) -> None:
    prop = find_prop(component, name)
    native = _native_values(prop) if prop is not None else ()
    if native and map_value(value, native) is None:
        # `Type=Primary` is not the button's HTML type: read it as a variant value.
        prop = None
    if prop is not None:
        flag = boolean_value(value)
        if prop.kind == "boolean" and flag is not None:
            props.suggestions[prop.name] = flag
            props.note(1.0, f"{name}={value} → boolean prop {prop.name}")
            return
        if flag is not None and _takes_boolean(prop):
            # `checked: boolean | "indeterminate"`: a True/False variant is the boolean.
            props.suggestions[prop.name] = flag
            props.note(1.0, f"{name}={value} → boolean side of prop {prop.name}")
            return
        if prop.kind == "boolean" and prop_key(name) != prop_key(prop.name):
            # A variant axis that a flag stands for (`Elevation=Raised` → `elevated`): its
            # resting option is the flag off, any other on.
            on = value.strip().lower() not in _RESTING | {"none", "flat", "off"}
            props.suggestions[prop.name] = on
            props.note(0.7, f"{name}={value} → boolean prop {prop.name}={str(on).lower()}")
            return
        if prop.values:
            member = (
                map_value(value, prop.values)
                or sized_member(value, prop, component.source.css or component.source.source)
                or ranked_size(value, options, prop.values)
            )
            if member is not None:
                props.suggestions[prop.name] = typed(prop, member)
                union = "|".join(prop.values)
                props.note(1.0, f'{name}={value} → {prop.name}="{member}" (of {union})')
                return
        elif prop.kind != "boolean":
            written = as_code_value(value, prop)
            if written is not None:
                props.suggestions[prop.name] = written
            props.note(0.4, f"{name} → prop {prop.name} (no value union to check {value!r})")
            return
    flag = boolean_value(value)
    opposite = _opposite_prop(component, name) if prop is None and flag is not None else None
    if opposite is not None and flag is not None:
        props.suggestions[opposite.name] = not flag
        props.note(0.9, f"{name}={value} → the opposite flag {opposite.name}")
        return
    if prop is None and flag is not None:
        alias = _boolean_prop(component, STATE_PROPS.get(" ".join(split_words(name)), ()))
        if alias is None and value.strip().lower() in ("on", "off"):
            # `Value=On` of a switch: an on/off axis, whatever its name, is the
            # component's on flag (`checked`, `selected` ...).
            alias = _boolean_prop(component, STATE_PROPS["on"])
        if alias is not None:
            props.suggestions[alias.name] = flag
            props.note(0.9, f"{name}={value} → boolean prop {alias.name}")
            return
    if _read_by_value(name, value, component, props, css):
        return
    counted = _counted(value, component) if prop is None else None
    if counted is not None:
        # `Range=90 days` and a `days` number: the number counts what the prop is named.
        prop_name, count = counted
        props.suggestions.setdefault(prop_name, count)
        props.note(0.8, f"{name}={value} → number prop {prop_name}={count}")
        return
    main = component.props.get("value")
    number = parse_number(value) if prop is None else None
    if main is not None and main.kind == "number" and number is not None:
        # `Stars=4` of a rating, `Percent=75` of a meter: the component's main number.
        props.suggestions.setdefault(main.name, number)
        props.note(0.6, f"{name}={value} → its number prop {main.name}")
        return
    if prop is not None:
        props.note(0.2, f"{name}={value}: prop {prop.name} has no such value")
    else:
        props.note(-0.5, f"{name}={value}: no prop or style for it")


#: A count and what it counts: ``90 days``, ``3 items``.
_COUNTED = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s+([A-Za-z]+)\s*$")


def _counted(value: str, component: IndexedComponent) -> tuple[str, int | float] | None:
    """``90 days`` of a component with a number prop ``days``: (``days``, 90)."""
    found = _COUNTED.match(value)
    if found is None:
        return None
    prop = component.props.get(prop_key(found.group(2)))
    if prop is None or prop.kind != "number":
        return None
    number = parse_number(found.group(1))
    return (prop.name, number) if number is not None else None


def _read_by_value(
    name: str, value: str, component: IndexedComponent, props: Reading, css: Reading
) -> bool:
    if prop_key(name) in VARIANT_PROPERTY_NAMES:
        for candidate in component.variant_props:
            member = map_value(value, candidate.values)
            if member is not None:
                props.suggestions[candidate.name] = typed(candidate, member)
                props.note(0.9, f'{name}={value} → {candidate.name}="{member}"')
                return True
        # `Emphasis=Positive` and `highlight: "none" | "success" | "danger"`: the one
        # union with a member of the value's intent.
        toned = [
            (candidate, member)
            for candidate in component.source.props
            if candidate.values
            and candidate.name not in props.suggestions
            and (member := intent_member(value, candidate.values)) is not None
        ]
        if len(toned) == 1:
            candidate, member = toned[0]
            props.suggestions[candidate.name] = typed(candidate, member)
            props.note(0.8, f'{name}={value} → {candidate.name}="{member}" (by intent)')
            return True
    for candidate in component.source.props:
        if candidate.values and candidate.name not in props.suggestions:
            member = map_value(value, candidate.values)
            if member is not None and squash(member) == squash(value):
                props.suggestions[candidate.name] = typed(candidate, member)
                props.note(0.7, f'{name}={value} → {candidate.name}="{member}" (by value)')
                return True
    modifier = map_value(value, component.modifiers)
    if modifier is not None:
        css.note(0.8, f"{name}={value} → CSS modifier --{modifier}")
        _add_class(component, modifier, css)
        return True
    return False


def _add_class(component: IndexedComponent, modifier: str, css: Reading) -> None:
    """A CSS-only component is written as classes: its block and each modifier the design
    sets (``class: "c-button c-button--primary"``)."""
    if component.source.kind != "css_block":
        return
    block = component.name
    written = next(
        (
            css_class
            for css_class in component.source.css_classes
            if css_class.startswith(block) and css_class.endswith(f"--{modifier}")
        ),
        f"{block}--{modifier}",
    )
    current = css.suggestions.get("class")
    classes = str(current).split() if isinstance(current, str) else [block]
    if written not in classes:
        classes.append(written)
    css.suggestions["class"] = " ".join(classes)


def read_booleans(instance: DesignInstance, component: IndexedComponent) -> Reading:
    """BOOLEAN properties against boolean props (and ``Show icon`` against icon props)."""
    reading = Reading()
    for name, flag in sorted(instance.booleans.items()):
        prop = find_prop(component, name)
        # `Show uptime` with an `uptime` value and a `hideUptime` flag: the flag says it.
        flagless = prop is None or prop.kind not in ("boolean", "unknown")
        opposite = _opposite_prop(component, name) if flagless else None
        if opposite is not None:  # `Show uptime` → `hideUptime`, `Expanded` → `collapsed`
            reading.suggestions[opposite.name] = not flag
            reading.note(0.9, f"BOOLEAN {name} → the opposite flag {opposite.name}")
        elif prop is None and (
            alias := _boolean_prop(component, STATE_PROPS.get(" ".join(split_words(name)), ()))
        ):  # `On` of a toggle → `checked`
            reading.suggestions[alias.name] = flag
            reading.note(0.9, f"BOOLEAN {name} → boolean prop {alias.name}")
        elif prop is None:
            reading.note(-0.3, f"BOOLEAN {name}: no prop {prop_key(name)!r}")
        elif prop.kind == "boolean":
            reading.suggestions[prop.name] = flag
            reading.note(1.0, f"BOOLEAN {name} → boolean prop {prop.name}")
        elif prop.kind == "unknown" and not prop.type:
            # A prop of no declared type takes what the design says (one typed as a
            # component or an element does not take a flag).
            reading.suggestions[prop.name] = flag
            reading.note(0.8, f"BOOLEAN {name} → prop {prop.name} (untyped)")
        elif (flag_prop := _flag_of(component, prop)) is not None:
            # `Show percentage` → `value` by vocabulary; its flag is `showValue`.
            reading.suggestions[flag_prop.name] = flag
            reading.note(0.9, f"BOOLEAN {name} → boolean prop {flag_prop.name}")
        else:
            reading.note(0.7, f"BOOLEAN {name} → optional {prop.kind} prop {prop.name}")
    return reading


def _flag_of(component: IndexedComponent, prop: PropDefinition) -> PropDefinition | None:
    """The boolean that shows or turns on ``prop`` (``showValue`` for ``value``): the one
    boolean prop of the same key spelled with a filler word."""
    key = prop_key(prop.name)
    flags = [
        other
        for other in component.source.props
        if other.kind == "boolean" and other.name != prop.name and prop_key(other.name) == key
    ]
    return flags[0] if len(flags) == 1 else None


def _opposite_prop(component: IndexedComponent, name: str) -> PropDefinition | None:
    """The flag that says the opposite of a BOOLEAN (``hide-uptime`` for ``Show uptime``,
    ``collapsed`` for ``Expanded``)."""
    words = [stem(word) for word in split_words(name)]
    flipped = [OPPOSITES.get(word, word) for word in words]
    if flipped == words:
        return None
    for prop in component.source.props:
        if (
            prop.kind in ("boolean", "unknown")
            and [stem(word) for word in split_words(prop.name)] == flipped
        ):
            return prop
    return None


def read_swaps(
    instance: DesignInstance,
    component: IndexedComponent,
    swapped: Mapping[str, IndexedComponent],
) -> Reading:
    """INSTANCE_SWAP properties against icon/slot props. ``swapped`` maps a swapped
    component id to the code component that implements it, when known."""
    reading = Reading()
    slots = component.slot_props
    for name, swap in sorted(instance.instance_swaps.items()):
        prop = find_prop(component, name)
        label = swap_label(swap.component_name, swap.component_set_name, swap.component_id)
        if prop is None and slots:
            prop = slots[0]
            reading.note(0.6, f"INSTANCE_SWAP {name} ({label}) → slot prop {prop.name}")
        elif prop is not None:
            reading.note(1.0, f"INSTANCE_SWAP {name} ({label}) → prop {prop.name}")
        else:
            reading.note(-0.5, f"INSTANCE_SWAP {name}: no icon or slot prop")
            continue
        if hidden_by(name, instance.booleans):
            reading.details.append(f"{name} is hidden (a BOOLEAN turns it off): not passed")
            continue
        value = _swap_value(prop, label, swapped.get(swap.component_id))
        if value is not None:
            reading.suggestions[prop.name] = value
    return reading


def hidden_by(swap_name: str, booleans: Mapping[str, bool]) -> bool:
    """Whether a BOOLEAN that shows this property's layer is off (``Show icon`` false for
    the ``Icon`` swap, ``Show hint`` for the ``Hint`` text, ``Show badge`` for the ``Badge
    count`` text): what it hides is not passed."""
    swap_words = {stem(word) for word in split_words(swap_name)}
    for name, flag in booleans.items():
        words = {stem(word) for word in split_words(name)} - _SHOW_WORDS
        if not flag and words and words <= swap_words:
            return True
    return False


def swap_label(component_name: str | None, set_name: str | None, component_id: str) -> str:
    """The name that says which component was swapped in: ``Cart`` for the variant
    ``Name=Cart`` of ``Icon``, ``Plus`` for ``Icon / Plus``."""
    if component_name:
        values = [part.partition("=")[2].strip() for part in component_name.split(",")]
        if all(values) and "=" in component_name:
            return values[0]
        return component_name.rpartition("/")[2].strip()
    return set_name or component_id


def _swap_value(
    prop: PropDefinition, label: str, implementation: IndexedComponent | None
) -> PropValue | None:
    if prop.values:
        return map_value(label, prop.values)
    named = _named_value(label, implementation)
    if prop.kind in ("string", "unknown"):
        return named  # an icon name such as icon="cart"
    if prop.kind == "node" and implementation is not None:
        if named is not None:
            union = next(prop for prop in implementation.source.props if named in prop.values)
            return f'<{implementation.name} {union.name}="{named}" />'
        return f"<{implementation.name} />"
    return None


def _named_value(label: str, implementation: IndexedComponent | None) -> str | None:
    """``label`` as a member of one of the swapped component's unions (``Cart`` →
    ``cart`` for ``Icon``'s ``name``)."""
    if implementation is None:
        return None
    for prop in implementation.source.props:
        if prop.values:
            member = map_value(label, prop.values)
            if member is not None and squash(member) == squash(label):
                return member
    return None


def read_name_values(instance: DesignInstance, component: IndexedComponent) -> Reading:
    """Segments of the Figma name that are really values (``Status / Delayed``, ``Button
    Primary Large``): each word or segment that is a member of one of the candidate's
    unions, and not a word of its name, fills that prop (unless a VARIANT property does)."""
    reading = Reading()
    set_by_variants = {prop_key(name) for name in instance.variant}
    own_words = {stem(word) for form in component.identity.names for word in form.phrase.raw}
    if own_words & OVERLAY_WORDS:
        # A dialog or drawer drawn on a screen is open: its open flag says so.
        shown = _boolean_prop(component, OPEN_PROPS)
        if shown is not None and shown.name not in instance.booleans:
            # A convention, not evidence that this is the component: no fit.
            reading.suggestions[shown.name] = True
            reading.details.append(f"an overlay drawn in the design → {shown.name}=true")
    taken: set[str] = set()
    for text in _name_texts(instance):
        pieces = [piece.strip() for piece in text.split("/") if piece.strip()]
        words = [word for piece in pieces for word in split_words(piece)]
        implied = [value for word in words for value in NAME_VALUE_WORDS.get(word, ())]
        candidates = dict.fromkeys([*pieces, *words, *implied])
        for candidate in candidates:
            if {stem(word) for word in split_words(candidate)} <= own_words:
                continue  # the component's own name, not a value
            for prop in component.props.values():
                if prop.kind != "string_union" or prop.name in taken:
                    continue
                if prop_key(prop.name) in set_by_variants:
                    continue
                member = exact_member(candidate, prop.values) or intent_member(
                    candidate, prop.values
                )
                if member is None and candidate in implied:
                    member = map_value(candidate, prop.values)
                if member is None:
                    continue
                taken.add(prop.name)
                reading.suggestions[prop.name] = typed(prop, member)
                reading.note(1.0, f"name segment {candidate!r} → {prop.name}={member!r}")
                break
    return reading


def _name_texts(instance: DesignInstance) -> list[str]:
    texts = [instance.component_set_name]
    if instance.component_name and "=" not in instance.component_name:
        texts.append(instance.component_name)
    return [text for text in dict.fromkeys(texts) if text]
