"""TEXT properties against code props: which prop a design's text goes to.

A TEXT a BOOLEAN hides (``Hint`` with ``Show hint`` off) or an empty one is not passed.
Else the prop of the TEXT property's name; else the one prop named like it with one more word
(``Author`` → ``authorName``); else the one prop whose documentation names it
(``Initials`` → ``fallback``); else a text prop such as ``label``; else ``children``.
A text for a number prop is a number; a displayed text loses the label words the
component writes itself (``Due Apr 30`` → ``Apr 30``). A text that shows a position in a
total (``Page 1 of 8``, ``12:04 / 41:30``) gives two number props: the current one
(``page``, ``currentTime``) and the total (``pageCount``, ``duration``); a time is in
seconds.
"""

from __future__ import annotations

import re

from guinness.code.documents import PropDefinition
from guinness.designs.documents import DesignInstance
from guinness.matching.index import IndexedComponent, prop_key
from guinness.matching.names import split_words, stem
from guinness.matching.prop_values import PropValue, parse_number, stems, widens, without_label
from guinness.matching.props import Reading, find_prop, hidden_by
from guinness.matching.synonyms import TEXT_PROP_NAMES

_TEXT_KINDS = frozenset({"string", "node", "unknown"})


#: Words of a TEXT property's name that say only "a text" (``Label``, ``Title``, ``Value``).
TEXT_ROLE_WORDS = frozenset(stem(word) for word in (*TEXT_PROP_NAMES, "value", "text", "body"))


#: ``1 of 8``, ``2/5``, ``12:04 / 41:30``, ``3 out of 10``: a position and a total.
_POSITION_IN_TOTAL = re.compile(
    r"^\D*?(?P<current>\d+(?::\d{2}){0,2})\s*(?:/|of|out of)\s*(?P<total>\d+(?::\d{2}){0,2})"
    r"\D*$",
    re.IGNORECASE,
)
#: Words that name a total: ``pageCount``, ``totalPages``, ``duration``, ``max``.
_TOTAL_WORDS = frozenset(
    {"total", "count", "max", "maximum", "duration", "length", "pages", "steps", "of"}
)
#: Words that name the position in it: ``page``, ``currentTime``, ``value``, ``step``.
_CURRENT_WORDS = frozenset(
    {"page", "current", "value", "time", "position", "step", "index", "active", "elapsed"}
)


def _amount(text: str) -> int:
    """``8`` → 8; ``12:04`` → 724 (minutes and seconds); ``1:02:03`` → 3723."""
    seconds = 0
    for part in text.split(":"):
        seconds = seconds * 60 + int(part)
    return seconds


def _position_in_total(
    component: IndexedComponent, text: str, taken: set[str]
) -> list[tuple[PropDefinition, int]] | None:
    """The current and the total number props a ``1 of 8`` text gives, when the
    component has exactly one of each (neither taken)."""
    found = _POSITION_IN_TOTAL.match(text.strip())
    if found is None:
        return None
    numbers = [
        prop for prop in component.source.props if prop.kind == "number" and prop.name not in taken
    ]
    totals = [prop for prop in numbers if _names_a_total(prop.name)]
    currents = [
        prop
        for prop in numbers
        if prop not in totals and _CURRENT_WORDS & set(split_words(prop.name))
    ]
    if len(totals) != 1 or len(currents) > 1:
        return None
    total = (totals[0], _amount(found.group("total")))
    if not currents:
        # A counter of what the user typed ("0/200"): only its limit is a prop.
        return [total]
    return [(currents[0], _amount(found.group("current"))), total]


def _give_amounts(
    reading: Reading, taken: set[str], amounts: list[tuple[PropDefinition, int]], what: str
) -> None:
    for target, amount in amounts:
        taken.add(target.name)
        reading.suggestions[target.name] = amount
    reading.note(0.7, f"{what} → {' and '.join(target.name for target, _ in amounts)}")


def _names_a_total(name: str) -> bool:
    """``pageCount``, ``totalPages``, ``duration``, ``max``, ``maxlength`` (the HTML
    attribute, one word)."""
    lowered = name.lower()
    return bool(_TOTAL_WORDS & set(split_words(name))) or lowered.startswith(("max", "total"))


def _takes_text(prop: PropDefinition) -> bool:
    """A string prop, or one of no declared type (not one typed as a component)."""
    return prop.kind == "string" or (prop.kind == "unknown" and not prop.type)


def _widened_prop(
    component: IndexedComponent, name: str, text: str, taken: set[str]
) -> PropDefinition | None:
    """The one prop named like the TEXT property with one more word (``Author`` →
    ``authorName``, ``Due`` → ``dueDate``), or whose name starts with it (``Price`` →
    ``pricePerHour``): a string prop, or a number prop for a text that shows a number."""
    number = parse_number(text) is not None
    words = stems(name)
    if not words:
        return None
    # Each reading below needs the name's first word among the prop's words.
    free = [
        prop
        for prop in component.source.props
        if words[0] in stems(prop.name)
        and (_takes_text(prop) or (number and prop.kind == "number"))
        and prop.name not in taken
        and prop_key(prop.name) != prop_key(name)
    ]
    if not free:
        return None

    def widened(prop: PropDefinition) -> bool:
        return widens(name, prop.name)

    def prefixed(prop: PropDefinition) -> bool:
        return stems(prop.name)[: len(words)] == words

    def with_unit(prop: PropDefinition) -> bool:
        # A number's prop names its unit around it: `Time` "30 min" → `cookTimeMinutes`.
        return prop.kind == "number" and set(words) <= set(stems(prop.name))

    for fits in (widened, prefixed, with_unit):
        named = [prop for prop in free if fits(prop)]
        if named:
            return named[0] if len(named) == 1 else None
    return None


def _described_prop(
    component: IndexedComponent, name: str, taken: set[str]
) -> PropDefinition | None:
    """The one string prop whose documentation names the TEXT property (``fallback``:
    "usually the initials" for a TEXT ``Initials``)."""
    words = {stem(word) for word in split_words(name)}
    # A label's or a title's name says nothing about which prop: its words are in every
    # prop's documentation ("drawn next to the label").
    if not words or words <= TEXT_ROLE_WORDS:
        return None
    named = [
        prop
        for prop in component.source.props
        if _takes_text(prop)
        and prop.name not in taken
        and prop.description
        and words <= {stem(word) for word in split_words(prop.description)}
    ]
    return named[0] if len(named) == 1 else None  # several: the words decide nothing


def _shows_a_number(text: str) -> bool:
    """A text that is a number, perhaps with a unit (``68%``, ``(212)``, ``30 min``), not
    a sentence that mentions one (``Ep. 43 goes live``)."""
    return parse_number(text) is not None and len(split_words(text)) <= 2


def _number_prop(component: IndexedComponent, taken: set[str]) -> PropDefinition | None:
    """Where a number goes when no prop has its name: the component's main number
    ``value`` (a meter's `Percent` "68%"), else its only number prop (a step's `Number`)."""
    numbers = [
        prop for prop in component.source.props if prop.kind == "number" and prop.name not in taken
    ]
    main = next((prop for prop in numbers if prop.name == "value"), None)
    return main or (numbers[0] if len(numbers) == 1 else None)


def _text_prop(component: IndexedComponent, taken: set[str]) -> PropDefinition | None:
    """Where a text goes when no prop has its name: a string prop such as ``label``,
    else ``children``."""
    for candidate in TEXT_PROP_NAMES:
        prop = component.props.get(prop_key(candidate))
        if prop is not None and _takes_text(prop) and prop.name not in taken:
            return prop
    prop = component.props.get("children")
    if prop is not None and prop.kind in _TEXT_KINDS and prop.name not in taken:
        return prop
    return None


#: Words of a helper text's property, and the props a field shows its error text in.
_HELPER_WORDS = frozenset({"hint", "helper", "help", "description", "message", "supporting"})
_ERROR_TEXT_PROPS = ("error", "errorMessage", "errorText", "invalidText", "validationMessage")
_ERROR_STATES = frozenset({"error", "invalid", "danger"})


def _error_text_prop(
    instance: DesignInstance, component: IndexedComponent, name: str, taken: set[str]
) -> PropDefinition | None:
    """A field in its error state shows its helper text as the error (``State=Error``:
    ``Hint`` → ``error``), when it has a string prop for that."""
    erroring = any(value.strip().lower() in _ERROR_STATES for value in instance.variant.values())
    erroring = erroring or any(
        flag and prop_key(flag_name) in _ERROR_STATES
        for flag_name, flag in instance.booleans.items()
    )
    if not erroring or not _HELPER_WORDS & set(split_words(name)):
        return None
    for candidate in _ERROR_TEXT_PROPS:
        prop = component.props.get(prop_key(candidate))
        if prop is not None and prop.kind in ("string", "unknown") and prop.name not in taken:
            return prop
    return None


#: Variant values that say a field shows its placeholder, and those that say it shows
#: what was typed into it (``Content=Placeholder|Filled``).
_PLACEHOLDER_STATES = frozenset({"placeholder", "empty", "blank"})
_FILLED_STATES = frozenset({"filled", "entered", "typed", "populated", "with value", "value"})


def _entry_state(instance: DesignInstance) -> str | None:
    values = {" ".join(split_words(value)) for value in instance.variant.values()}
    if values & _PLACEHOLDER_STATES:
        return "empty"
    if values & _FILLED_STATES:
        return "filled"
    return None


def _entry_prop(
    instance: DesignInstance, component: IndexedComponent, taken: set[str]
) -> PropDefinition | None:
    """A field drawn with its placeholder (``Content=Placeholder``) takes the text as its
    ``placeholder``; one drawn filled (``Content=Filled``) as its ``value``."""
    state = _entry_state(instance)
    if state is None:
        return None
    prop = find_prop(component, "placeholder" if state == "empty" else "value")
    if prop is None or prop.name in taken or prop.kind not in (*_TEXT_KINDS, "unknown"):
        return None
    return prop


def read_texts(instance: DesignInstance, component: IndexedComponent) -> Reading:
    """TEXT properties (or the only visible text) against string props and children."""
    reading = Reading()
    taken: set[str] = set()
    hides = not all(instance.booleans.values())
    for name, text in sorted(
        instance.texts.items(), key=lambda item: find_prop(component, item[0]) is None
    ):
        if not text.strip() or (hides and hidden_by(name, instance.booleans)):
            reading.details.append(f"TEXT {name} is empty or hidden: not passed")
            continue
        pair = _position_in_total(component, text, taken)
        if pair is not None and find_prop(component, name) is None:
            _give_amounts(reading, taken, pair, f"TEXT {name} {text!r}")
            continue
        error = _error_text_prop(instance, component, name, taken)
        prop = find_prop(component, name)
        fits = prop is not None and (prop.kind in _TEXT_KINDS or prop.kind == "number")
        if error is not None:
            prop = error
            reading.note(1.0, f"TEXT {name} in the error state → prop {error.name}")
        elif prop is not None and fits and prop.name not in taken:
            reading.note(1.0, f"TEXT {name} → prop {prop.name}")
        elif (entry := _entry_prop(instance, component, taken)) is not None:
            prop = entry
            reading.note(
                0.9, f"TEXT {name} of a field drawn {_entry_state(instance)} → {prop.name}"
            )
        else:
            described = _widened_prop(component, name, text, taken) or _described_prop(
                component, name, taken
            )
            numeric = _number_prop(component, taken) if _shows_a_number(text) else None
            prop = described or numeric or _text_prop(component, taken)
            if prop is None:
                reading.note(-0.5, f"TEXT {name}: no string prop or children")
                continue
            how = "named in it" if described is not None else "a text prop"
            reading.note(0.7, f"TEXT {name} → prop {prop.name} ({how})")
        taken.add(prop.name)
        value: PropValue | None = (
            parse_number(text)
            if prop.kind == "number"
            else without_label(text, prop.name, component.source.source)
        )
        if value is not None:
            reading.suggestions[prop.name] = value
    given = {text.strip() for text in instance.texts.values()}
    for text in instance.text_content:
        # A text the component writes itself (no TEXT property sets it): a counter.
        pair = None if text.strip() in given else _position_in_total(component, text, taken)
        if pair is not None:
            _give_amounts(reading, taken, pair, f"visible text {text!r}")
    if not instance.texts and len(instance.text_content) == 1:
        prop = _text_prop(component, taken)
        if prop is None:
            reading.note(-0.3, "its text has no string prop or children to go to")
        else:
            reading.suggestions[prop.name] = instance.text_content[0]
            reading.note(0.5, f"visible text {instance.text_content[0]!r} → {prop.name}")
    return reading
