"""The vocabulary of design and code names: abbreviations, synonyms and word classes.

Designers and developers name the same widget differently (``Btn`` / ``Button``, ``Chip``
/ ``Tag``, ``Text field`` / ``Input``); these tables map each spelling to one canonical
form so that names can be compared. They are plain data, shared by name matching
(``similarity``) and prop matching (``props``).
"""

from __future__ import annotations


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Single-token abbreviations, expanded before anything else.
ABBREVIATIONS: dict[str, str] = {
    "btn": "button",
    "img": "image",
    "pic": "picture",
    "nav": "navigation",
    "msg": "message",
    "txt": "text",
    "desc": "description",
    "lbl": "label",
    "num": "number",
    "qty": "quantity",
    "pwd": "password",
    "prev": "previous",
    "dlg": "dialog",
    "cb": "checkbox",
    "dropdownmenu": "dropdown menu",
}

#: Canonical form → spellings (as token sequences written with spaces). Longer spellings
#: are replaced first, so ``text field`` becomes ``input`` before ``text`` is looked at.
SYNONYM_GROUPS: dict[str, tuple[str, ...]] = {
    "button": ("button", "call to action", "cta"),
    "input": (
        "text field",
        "textfield",
        "text input",
        "textinput",
        "input field",
        "text box",
        "textbox",
        "input",
    ),
    "textarea": (
        "text area",
        "textarea",
        "multiline text field",
        "multiline field",
        "multiline input",
    ),
    "tag": ("chip", "tag"),
    "icon": ("glyph", "icon"),
    "toast": ("snackbar", "snack bar", "toast"),
    "modal": ("dialog", "dialogue", "modal"),
    "navbar": ("navigation bar", "navbar"),
    "checkbox": ("check box", "checkbox"),
    "radio": ("radio button", "radiobutton", "radio"),
    "switch": ("toggle switch", "toggle", "switch"),
    "spinner": ("loading spinner", "activity indicator", "loader", "spinner"),
    "link": ("hyperlink", "anchor", "link"),
    "divider": ("separator", "divider"),
    "image": ("picture", "image"),
    "tabs": ("tab bar", "tabbar", "tabs"),
    # An application's top bar is its header (Material's "top app bar").
    "header": (
        "top app bar",
        "app bar",
        "appbar",
        "top bar",
        "topbar",
        "top nav",
        "top navigation",
        "header",
    ),
    "alert": ("banner", "callout", "notice", "alert"),
    "card": ("tile", "card"),
    # A pill (Atlassian's lozenge) is a rounded badge.
    "badge": ("lozenge", "pill", "badge"),
    # One entry of a list or timeline is an item of it.
    "item": ("entry", "item"),
    # A form's dropdown is a select (a menu of actions is a dropdown menu).
    "select": ("dropdown select", "dropdown", "select"),
    # A keyboard key shown in text (HTML's <kbd>).
    "kbd": ("keyboard key", "shortcut key", "keyboard shortcut", "keycap", "key cap", "kbd"),
    "breadcrumb item": ("crumb", "breadcrumb item"),
    # Overlapping avatars of a team or a thread.
    "avatar group": ("avatar stack", "avatar pile", "avatars", "avatar group"),
    # A board's lanes are its columns (kanban).
    "column": ("swimlane", "swim lane", "lane", "column"),
    "search input": (
        "search bar",
        "searchbar",
        "search box",
        "searchbox",
        "search field",
        "searchfield",
        "search input",
    ),
    "navigation item": ("navigation link", "navigation item", "menu link"),
    # A typographic heading: an editor's "headline".
    "heading": ("headline", "heading"),
    # A dashboard's key figure: a KPI, a metric, a stat.
    "stat": ("kpi", "metric", "statistic", "stat"),
    # A row of numbered steps (a wizard's progress).
    "stepper": ("step indicator", "progress steps", "steps", "stepper"),
    # A screen's "nothing here yet" state (Material and others: a zero state).
    "empty state": ("zero state", "blank state", "empty view", "empty state"),
}


#: The head words of UI components' names: what a component is (a ``Button``, a ``Card``).
COMPONENT_NOUNS = frozenset(
    {canonical.split()[-1] for canonical in SYNONYM_GROUPS}
    | {"avatar", "tooltip", "dialog", "chip", "banner", "pill", "accordion", "drawer"}
)


def _synonym_table() -> dict[tuple[str, ...], tuple[str, ...]]:
    table: dict[tuple[str, ...], tuple[str, ...]] = {}
    for canonical, spellings in SYNONYM_GROUPS.items():
        for spelling in spellings:
            table[tuple(spelling.split())] = tuple(canonical.split())
    return table


#: Spelling (token tuple) → canonical tokens.
SYNONYMS: dict[tuple[str, ...], tuple[str, ...]] = _synonym_table()
#: The longest spelling, in tokens, to bound the replacement scan.
LONGEST_SYNONYM = max(len(spelling) for spelling in SYNONYMS)

#: Words dropped from names: they carry no identity (``Day of week``).
STOPWORDS = frozenset({"of", "the", "a", "an", "and", "for", "to", "in", "at", "by"})

#: Words that mark a folder or grouping in a Figma layer path or a code path rather than
#: a component (``.Assets/Header``, ``_Card utilities/Actions``, ``src/components``).
GENERIC_WORDS = _words(
    """
    asset assets utilities utility utils util subcomponents subcomponent components
    component parts part internal private helpers helper mobile desktop tablet web ios
    android examples example templates template docs construction primitives src lib
    packages sources source ui shared common elements widgets atoms molecules organisms
    forms inputs controls
    """
)

#: Code folders that hold no components (tests, stories, hooks, utilities).
NON_COMPONENT_FOLDERS = _words(
    """
    tests test __tests__ __mocks__ __fixtures__ stories utilities utils helpers hooks
    scripts types
    """
)

#: File stems that are never a component of their own.
NON_COMPONENT_STEMS = _words(
    """
    index utils utilities helpers hooks context types constants styles theme setup
    config
    """
)

#: Words that name a variant value rather than a component (``Button/Primary/Large``).
VARIANT_WORDS = _words(
    """
    xs sm md lg xl xxl x xx small medium large default hover hovered focus focused
    pressed active disabled selected enabled on off true false yes no primary secondary
    tertiary light dark filled outlined ghost left right top bottom compact regular
    """
)

#: Head words that make a different kind of component: ``ButtonGroup`` is not a
#: ``Button``, ``TabsItem`` is not ``Tabs``.
KIND_HEADS = _words(
    """
    group list item items container wrapper provider context manager layout stack
    section header footer overlay menu panel bar row cell column skeleton placeholder
    measurer set control picker field label icon action actions option title modal page
    table
    """
)

#: Leading words code bases put before component names without changing their meaning
#: (Vue's ``BaseBadge`` / ``AppIcon``, ``UiButton``).
WEAK_PREFIXES = frozenset({"base", "app", "ui", "my", "custom", "core", "the"})

#: Words that mark an outdated implementation (``LegacyButton``, ``OldCard``).
OUTDATED_WORDS = frozenset({"legacy", "deprecated", "old", "obsolete", "v1"})

#: Size words: each spelling → its canonical size, for prop values (``Large`` → ``lg``).
SIZE_WORDS: dict[str, str] = {
    "xxs": "xxs",
    "2xs": "xxs",
    "xx-small": "xxs",
    "xxsmall": "xxs",
    "xs": "xs",
    "x-small": "xs",
    "xsmall": "xs",
    "extra-small": "xs",
    "extrasmall": "xs",
    "tiny": "xs",
    "sm": "sm",
    "s": "sm",
    "small": "sm",
    "md": "md",
    "m": "md",
    "medium": "md",
    "mid": "md",
    "normal": "md",
    "regular": "md",
    "default": "md",
    "lg": "lg",
    "l": "lg",
    "large": "lg",
    "big": "lg",
    "xl": "xl",
    "x-large": "xl",
    "xlarge": "xl",
    "extra-large": "xl",
    "extralarge": "xl",
    "huge": "xl",
    "xxl": "xxl",
    "2xl": "xxl",
    "xx-large": "xxl",
    "xxlarge": "xxl",
}

#: Intent / tone words: each spelling → canonical intent, for variant values.
INTENT_WORDS: dict[str, str] = {
    "danger": "danger",
    "destructive": "danger",
    "critical": "danger",
    "error": "danger",
    "negative": "danger",
    "bad": "danger",
    "success": "success",
    "positive": "success",
    "good": "success",
    "valid": "success",
    "warning": "warning",
    "caution": "warning",
    "attention": "warning",
    "info": "info",
    "informative": "info",
    "information": "info",
    "primary": "primary",
    "brand": "primary",
    "main": "primary",
    "secondary": "secondary",
    "tertiary": "tertiary",
    "plain": "tertiary",
    # The least emphatic action: a design's `Tertiary` is a code's `ghost` and back.
    "ghost": "tertiary",
    "neutral": "neutral",
    "default": "neutral",
    "subdued": "neutral",
    "subtle": "soft",
    "soft": "soft",
    "light": "soft",
    "tinted": "soft",
    "outline": "outline",
    "outlined": "outline",
    "bordered": "outline",
    "solid": "solid",
    "filled": "solid",
    # A surface lifted by a shadow.
    "elevated": "elevated",
    "raised": "elevated",
    "floating": "elevated",
    # A tab list's underlined style.
    "line": "line",
    "underline": "line",
    "underlined": "line",
    # Status colours, when the code's values are intents rather than colours.
    "green": "success",
    "red": "danger",
    "amber": "warning",
    "orange": "warning",
    "yellow": "warning",
    "blue": "info",
    "gray": "neutral",
    "grey": "neutral",
}

#: Colour names a design's variants use: with a code that has one neutral and one accent
#: value (`neutral | accent`), any of them that is not neutral is the accent.
HUE_WORDS = _words(
    """
    red orange amber yellow lime green emerald teal cyan sky blue indigo violet purple
    fuchsia pink rose magenta brown gold
    """
)

#: Figma property names that say "visual variant" and the prop names that carry it.
VARIANT_PROPERTY_NAMES = _words(
    """
    variant type kind style appearance hierarchy emphasis intent tone color colour theme
    status severity level priority mode elevation surface
    """
)

#: Figma ``State`` values that are CSS pseudo-states (never props).
PSEUDO_STATES: dict[str, tuple[str, ...]] = {
    "hover": ("hover",),
    "hovered": ("hover",),
    "focus": ("focus", "focus-visible", "focus-within"),
    "focused": ("focus", "focus-visible", "focus-within"),
    "focus visible": ("focus-visible",),
    "pressed": ("active", "aria-pressed"),
    "active": ("active",),
    "visited": ("visited",),
}

#: Figma ``State`` values (and boolean property names such as ``On``) that are boolean
#: props, with the prop names they become.
STATE_PROPS: dict[str, tuple[str, ...]] = {
    "disabled": ("disabled", "isDisabled"),
    "inactive": ("disabled", "isDisabled"),
    "loading": ("loading", "isLoading", "busy"),
    "busy": ("loading", "busy", "isLoading"),
    # `modelValue`: a Vue `v-model` (`defineModel<boolean>()`) of a checkbox or switch.
    "selected": ("selected", "isSelected", "active", "checked", "modelValue"),
    "checked": ("checked", "isChecked", "selected", "modelValue"),
    # A checkbox's third state (ARIA's `aria-checked="mixed"`).
    "mixed": ("indeterminate", "isIndeterminate", "mixed"),
    "indeterminate": ("indeterminate", "isIndeterminate", "mixed"),
    "partial": ("indeterminate", "isIndeterminate"),
    "pressed": ("pressed", "isPressed"),
    "error": ("error", "invalid", "hasError", "isInvalid"),
    "invalid": ("invalid", "error", "isInvalid", "hasError"),
    "readonly": ("readOnly", "readonly", "isReadOnly"),
    "read only": ("readOnly", "readonly", "isReadOnly"),
    "open": ("open", "isOpen", "expanded"),
    # A toggle button's `Active` is its pressed state when it has no active flag.
    "active": ("active", "isActive", "selected", "current", "pressed"),
    "on": ("checked", "selected", "active", "pressed", "on", "modelValue"),
    "toggled": ("checked", "pressed", "selected", "modelValue"),
    "current": ("current", "active", "selected"),
    "expanded": ("expanded", "open", "isOpen"),
    "required": ("required", "isRequired"),
    "done": ("completed", "done", "complete", "checked"),
    "completed": ("completed", "done", "complete"),
    # A slot, seat or date that cannot be picked.
    "unavailable": ("unavailable", "isUnavailable"),
    "taken": ("unavailable", "booked", "taken", "isUnavailable"),
    "booked": ("booked", "unavailable", "taken"),
    "sold out": ("soldOut", "unavailable"),
}

#: String props a TEXT property goes to when no prop has its name, in order of preference
#: (``children`` comes after them: it is a node slot, not a string).
TEXT_PROP_NAMES: tuple[str, ...] = (
    "label",
    "text",
    "title",
    "content",
    "message",
    "heading",
    "caption",
)

#: Head words of a container whose code name is the plural of what it holds
#: (``Filter bar`` → ``Filters``, ``Button group`` → ``Buttons``).
COLLECTION_HEADS = frozenset({"bar", "list", "group", "set", "panel", "row", "stack", "toolbar"})

#: Props that take a swapped component (an icon or a slot).
SLOT_PROP_WORDS = _words(
    """
    icon slot prefix suffix start end leading trailing avatar media adornment addon
    before after left right image
    """
)

#: Attributes of the HTML elements a component may forward (``CodeSourceDocument.element``)
#: that designs state: name as React writes it, and its kind. Other frameworks write the
#: HTML name, the same lowercased (``readonly``).
_FORM_CONTROL = {"disabled": "boolean", "name": "string", "required": "boolean"}
NATIVE_ATTRIBUTES: dict[str, dict[str, str]] = {
    "button": {"disabled": "boolean", "type": "string", "name": "string"},
    "input": {
        **_FORM_CONTROL,
        "placeholder": "string",
        "readOnly": "boolean",
        "value": "string",
        "checked": "boolean",
        "type": "string",
    },
    "textarea": {**_FORM_CONTROL, "placeholder": "string", "readOnly": "boolean", "rows": "number"},
    "select": {**_FORM_CONTROL, "multiple": "boolean"},
    "a": {"href": "string", "target": "string"},
    "img": {"src": "string", "alt": "string"},
}

#: The values HTML gives an attribute a component forwards under its own name: a
#: ``type`` defaulting to ``button`` is a button's, never a design's `Type=Primary`.
NATIVE_VALUES: dict[str, tuple[str, ...]] = {
    "type": ("button", "submit", "reset"),
}

#: Icon names that designers and icon sets spell differently: each group is one glyph.
ICON_GROUPS: tuple[frozenset[str], ...] = tuple(
    _words(group)
    for group in (
        "close x times cross dismiss",
        "more ellipsis dots morehorizontal morevertical kebab meatball",
        "delete trash bin remove",
        "add plus new",
        "search magnifier magnifyingglass find",
        "settings gear cog preferences",
        "edit pencil pen",
        "user person profile account",
        "menu hamburger bars",
        "check tick done checkmark success",
        "info information",
        "warning alert exclamation caution",
        "calendar date",
        "home house",
        "notification bell notifications",
        "chevrondown caretdown arrowdown expand",
        "chevronright caretright arrowright next forward",
        "chevronleft caretleft arrowleft previous prev back",
        "chevronup caretup arrowup collapse",
        "board kanban",
        "mail email envelope",
        "message chat comment",
        "image picture photo",
        "filter funnel",
        "attachment paperclip attach",
        "refresh reload sync",
        "location pin mappin marker",
        "logout signout exit",
    )
)

#: Words of props a design's text never fills: addresses, ids, references, classes.
NOT_FROM_TEXT = frozenset({"url", "src", "href", "id", "key", "ref", "class"})

#: Words whose flags say the opposite (``Show uptime`` true is ``hide-uptime`` false).
OPPOSITES: dict[str, str] = {
    "show": "hide",
    "hide": "show",
    "visible": "hidden",
    "hidden": "visible",
    "expanded": "collapsed",
    "collapsed": "expanded",
    "open": "closed",
    "closed": "open",
    "enabled": "disabled",
    "disabled": "enabled",
}

#: Figma property names (their words, lowercase) and the prop names that usually carry
#: them when no prop has the property's own name (``Subtitle`` → ``subheading``,
#: ``Shadow`` → ``elevated``), in order of preference.
PROPERTY_SYNONYMS: dict[str, tuple[str, ...]] = {
    "subtitle": ("subheading", "subtitle", "description", "caption"),
    "title": ("heading", "title"),
    "heading": ("title", "heading"),
    "shadow": ("elevated", "raised", "shadow"),
    "elevation": ("elevated", "raised"),
    "elevated": ("raised", "shadow"),
    "stretch": ("fullWidth", "block", "stretch", "fluid"),
    "full width": ("fullWidth", "block", "stretch", "fluid"),
    "fill": ("fullWidth", "block"),
    "counter": ("showCount", "count", "counter"),
    "character count": ("showCount", "count"),
    "dot": ("showIndicator", "indicator", "dot", "badge"),
    "indicator": ("showIndicator", "dot"),
    "closable": ("dismissible", "closable", "closeable"),
    "dismissible": ("closable", "dismissible"),
    "close button": ("dismissible", "closable"),
    # A close button shown on a dialog, toast or tag: the flag that lets it be dismissed.
    "close": ("dismissible", "closable", "closeable", "showClose"),
    "show close": ("dismissible", "closable", "closeable", "showClose"),
    "dismiss": ("dismissible", "closable", "closeable", "showClose"),
    # An icon set's axis of glyphs is its name prop.
    "glyph": ("name", "icon", "glyph"),
    "symbol": ("name", "icon", "symbol"),
    "direction": ("orientation", "direction"),
    "orientation": ("orientation", "direction"),
    # A tag or chip the user can take away.
    "removable": ("removable", "dismissible", "closable", "deletable"),
    "deletable": ("deletable", "removable", "dismissible"),
    # A Vue field's value is its v-model.
    "value": ("modelValue", "value"),
    "seats": ("capacity", "seats"),
    "change": ("delta", "change", "difference"),
    "delta": ("delta", "change"),
    "score": ("value", "rating", "score"),
    "stars": ("value", "rating"),
    "percentage": ("value", "percent"),
    "percent": ("value", "percent"),
    "reviews": ("count", "reviewCount", "reviews"),
    "current": ("page", "current", "activePage", "currentPage"),
    "current page": ("page", "currentPage"),
    "total": ("pageCount", "totalPages", "total", "count"),
    "total pages": ("pageCount", "totalPages"),
    "time": ("timestamp", "time", "datetime"),
    "day": ("weekday", "day"),
    "date": ("date", "dayOfMonth"),
    # A key/value line's key is its term (a definition list's <dt>).
    "label": ("label", "term"),
    "key": ("key", "term"),
    "amount": ("value", "amount", "total"),
    "subtext": ("caption", "description", "hint", "subtitle"),
    "helper text": ("hint", "helperText", "description"),
    "helper": ("hint", "helperText", "description"),
    "hint": ("hint", "helperText", "description"),
}

#: A hierarchy intent and the fill styles that realise it, when a code's values are fill
#: styles (`solid | outline | ghost`) rather than hierarchy (`primary | secondary`).
EMPHASIS_FILLS: dict[str, tuple[str, ...]] = {
    "primary": ("solid",),
    "secondary": ("outline", "soft"),
}

#: Words of a design's name that imply a value (the name says what the variant is): a
#: call to action is the primary action, a hero's is large.
#: Stems of components that overlay a screen (drawn in a design, they are open).
OVERLAY_WORDS = frozenset({"modal", "dialog", "drawer", "sheet", "lightbox", "popup"})
#: Their open flags, most usual first.
OPEN_PROPS = ("open", "isOpen", "opened", "visible", "show", "shown")

NAME_VALUE_WORDS: dict[str, tuple[str, ...]] = {
    "cta": ("primary",),
    "hero": ("large",),
}
