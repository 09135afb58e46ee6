from __future__ import annotations

from pathlib import Path

from guinness.code import CodeImport, import_code_base
from tests.unit.code.archives import zip_with
from tests.unit.code.expectations import expected, find, fixture_code_id, prop, summary

BUTTON = "src/components/Button/Button.tsx"


def test_button_is_extracted_with_its_props_unions_defaults_states_and_usages(
    imported: CodeImport, fixture_codebase: Path
) -> None:
    button = find(imported, "Button")

    assert summary(button) == expected(
        BUTTON,
        "Button",
        import_source="src/components",
        import_statement='import { Button } from "src/components";',
        language="tsx",
        framework="react",
        element="button",
        kind="function",
        export_names=["Button"],
        description="The primary action of a form or dialog.",
        props=[
            prop(
                "className",
                type="string",
                kind="string",
                description="Extra class names for the root element.",
            ),
            prop("children", type="React.ReactNode", kind="node", required=True),
            prop(
                "variant",
                type='"primary" | "secondary" | "ghost"',
                kind="string_union",
                values=["primary", "secondary", "ghost"],
                default="primary",
                description="Visual style of the button.",
            ),
            prop(
                "size",
                type="ButtonSize",
                kind="string_union",
                values=["sm", "md", "lg"],
                default="md",
            ),
            prop("disabled", type="boolean", kind="boolean", default=False),
            prop("loading", type="boolean", kind="boolean"),
            prop(
                "onClick",
                type="(event: React.MouseEvent<HTMLButtonElement>) => void",
                kind="function",
            ),
        ],
        css_classes=["root"],
        states=["aria-disabled", "disabled", "focus-visible", "hover"],
        variants={"variant": ["primary", "secondary", "ghost"], "size": ["sm", "md", "lg"]},
        imports=[{"name": "Spinner", "source": "@acme/ui", "path": None, "code_id": None}],
        usages=[
            {
                "path": "src/components/Button/Button.stories.tsx",
                "kind": "story",
                "name": "Primary",
                "props": {"children": "Save", "variant": "primary"},
            },
            {
                "path": "src/components/Button/Button.stories.tsx",
                "kind": "story",
                "name": "SmallGhost",
                "props": {"children": "Save", "variant": "ghost", "size": "sm", "disabled": True},
            },
            {
                "path": "src/components/Button/Button.stories.tsx",
                "kind": "story",
                "name": "Loading",
                "props": {"loading": True},
            },
            {
                "path": "src/components/Button/Button.test.tsx",
                "kind": "test",
                "name": None,
                "props": {"variant": "secondary", "size": "lg"},
            },
        ],
        stylesheet_paths=["src/components/Button/Button.module.css"],
    )
    assert button.source == (fixture_codebase / BUTTON).read_text()
    assert button.css == (fixture_codebase / "src/components/Button/Button.module.css").read_text()


def test_button_group_is_its_own_component_and_not_a_button(imported: CodeImport) -> None:
    path = "src/components/ButtonGroup/ButtonGroup.tsx"

    assert summary(find(imported, "ButtonGroup")) == expected(
        path,
        "ButtonGroup",
        import_source="src/components",
        import_statement='import { ButtonGroup } from "src/components";',
        language="tsx",
        framework="react",
        kind="arrow",
        export_names=["ButtonGroup"],
        description="Lays out related buttons in a row or column.",
        props=[
            prop(
                "orientation",
                type="Orientation",
                kind="string_union",
                values=["horizontal", "vertical"],
                default="horizontal",
            ),
            prop("attached", type="boolean", kind="boolean", default=False),
            prop("children", type="ReactNode", kind="node", required=True),
        ],
        css_classes=["group", "attached"],
        states=["data-orientation=vertical"],
        variants={"orientation": ["horizontal", "vertical"]},
        stylesheet_paths=["src/components/ButtonGroup/ButtonGroup.module.css"],
    )


def test_legacy_button_is_deprecated_with_props_from_prop_types_and_default_props(
    imported: CodeImport,
) -> None:
    path = "src/components/LegacyButton/LegacyButton.jsx"

    assert summary(find(imported, "LegacyButton")) == expected(
        path,
        "LegacyButton",
        import_source="src/components",
        import_statement='import { LegacyButton } from "src/components";',
        language="jsx",
        framework="react",
        kind="function",
        export_names=["LegacyButton"],
        is_default_export=True,
        description="The old button.",
        props=[
            prop(
                "kind",
                type='PropTypes.oneOf(["default", "danger"])',
                kind="string_union",
                values=["default", "danger"],
                default="default",
            ),
            prop("onPress", type="PropTypes.func", kind="function"),
            prop("label", type="PropTypes.string.isRequired", kind="string", required=True),
        ],
        css_classes=["legacy-btn"],
        states=["active"],
        variants={"kind": ["default", "danger"]},
        deprecated=True,
        deprecation="Use `Button` from `components/Button` instead.",
        stylesheet_paths=["src/components/LegacyButton/LegacyButton.css"],
    )


def test_dialog_exported_as_modal_records_the_alias_on_the_implementation(
    imported: CodeImport,
) -> None:
    path = "src/components/Dialog/Dialog.tsx"

    assert summary(find(imported, "Dialog")) == expected(
        path,
        "Dialog",
        import_source="src/components",
        import_statement='import { Modal } from "src/components";',
        language="tsx",
        framework="react",
        kind="function",
        export_names=["Dialog", "Modal"],
        aliases=["Modal"],
        props=[
            prop("open", type="boolean", kind="boolean", required=True),
            prop("title", type="string", kind="string", required=True),
            prop(
                "size",
                type='"small" | "large"',
                kind="string_union",
                values=["small", "large"],
                default="small",
            ),
            prop("onClose", type="() => void", kind="function", required=True),
            prop("children", type="ReactNode", kind="node"),
        ],
        css_classes=["dialog", "dialog__title"],
        states=["focus-within"],
        variants={"size": ["small", "large"], "modifier": ["fullscreen"]},
        imports=[
            {
                "name": "Button",
                "source": "../Button",
                "path": BUTTON,
                "code_id": fixture_code_id(BUTTON, "Button"),
            }
        ],
        stylesheet_paths=["src/components/Dialog/Dialog.scss"],
    )


def test_compound_card_parts_are_components_named_after_their_owner(
    imported: CodeImport,
) -> None:
    path = "src/components/Card/Card.tsx"
    sheet = ["src/components/Card/Card.module.scss"]
    # Parts reachable only as `Card.Header` are imported through their owner.
    base = {
        "language": "tsx",
        "framework": "react",
        "kind": "function",
        "stylesheet_paths": sheet,
        "import_source": "src/components",
        "import_statement": 'import { Card } from "src/components";',
    }

    assert summary(find(imported, "Card")) == expected(
        path,
        "Card",
        **base,
        export_names=["Card"],
        props=[
            prop("elevation", type="0 | 1 | 2", kind="number", values=["0", "1", "2"], default=1),
            prop("interactive", type="boolean", kind="boolean", default=False),
            prop("children", type="ReactNode", kind="node"),
        ],
        css_classes=["card", "interactive"],
        states=["hover"],
    )
    assert summary(find(imported, "CardHeader")) == expected(
        path,
        "CardHeader",
        **base,
        export_names=["Card.Header"],
        aliases=["Card.Header"],
        props=[
            prop("title", type="string", kind="string", required=True),
            prop("action", type="ReactNode", kind="node"),
        ],
        css_classes=["header"],
    )
    assert summary(find(imported, "Card.Body")) == expected(
        path,
        "Card.Body",
        **base,
        export_names=["Card.Body"],
        props=[prop("children", type="ReactNode", kind="node", required=True)],
        css_classes=["body"],
    )


def test_forward_ref_text_field_resolves_intersections_of_in_file_types(
    imported: CodeImport,
) -> None:
    path = "src/components/TextField/TextField.tsx"

    assert summary(find(imported, "TextField")) == expected(
        path,
        "TextField",
        import_source="src/components",
        import_statement='import { TextField } from "src/components";',
        language="tsx",
        framework="react",
        element="input",
        kind="forward_ref",
        export_names=["TextField"],
        props=[
            prop("label", type="string", kind="string", required=True),
            prop("hint", type="string", kind="string"),
            prop(
                "status",
                type='"default" | "error" | "success"',
                kind="string_union",
                values=["default", "error", "success"],
                default="default",
            ),
            prop(
                "type",
                type='"text" | "email" | "password"',
                kind="string_union",
                values=["text", "email", "password"],
                default="text",
            ),
            prop("required", type="boolean", kind="boolean", default=False),
            prop("onChange", type="(value: string) => void", kind="function"),
        ],
        css_classes=["field", "label", "input", "hint"],
        states=["data-status=error", "focus", "invalid"],
        variants={
            "status": ["default", "error", "success"],
            "type": ["text", "email", "password"],
        },
        stylesheet_paths=["src/components/TextField/TextField.module.css"],
    )


def test_memo_component_takes_the_wrapper_name_and_keeps_the_inner_one_as_alias(
    imported: CodeImport,
) -> None:
    assert summary(find(imported, "Avatar")) == expected(
        "src/components/Avatar/Avatar.tsx",
        "Avatar",
        import_source="src/components",
        import_statement='import { UserAvatar } from "src/components";',
        language="tsx",
        framework="react",
        kind="memo",
        export_names=["Avatar", "UserAvatar"],
        aliases=["AvatarImpl", "UserAvatar"],
        is_default_export=True,
        props=[
            prop("src", type="string", kind="string"),
            prop("name", type="string", kind="string", required=True),
            prop(
                "shape",
                type='"circle" | "square"',
                kind="string_union",
                values=["circle", "square"],
                default="circle",
            ),
            prop("size", type="number", kind="number", default=32),
        ],
        css_classes=["avatar", "avatar--initials"],
        variants={"shape": ["circle", "square"]},
    )


def test_styled_components_carry_their_template_states_and_base_props(
    imported: CodeImport, fixture_codebase: Path
) -> None:
    path = "src/components/Tag/Tag.ts"
    tone = prop(
        "$tone",
        type='"neutral" | "info" | "warning"',
        kind="string_union",
        values=["neutral", "info", "warning"],
    )
    tag = find(imported, "Tag")

    assert summary(tag) == expected(
        path,
        "Tag",
        import_source="src/components",
        import_statement='import { Tag } from "src/components";',
        language="ts",
        framework="react",
        kind="styled",
        export_names=["Tag"],
        props=[tone],
        states=["aria-pressed", "hover"],
        variants={"$tone": ["neutral", "info", "warning"]},
    )
    assert summary(find(imported, "RemovableTag")) == expected(
        path,
        "RemovableTag",
        import_source="src/components",
        import_statement='import { RemovableTag } from "src/components";',
        language="ts",
        framework="react",
        kind="styled",
        export_names=["RemovableTag"],
        props=[tone],
        states=["focus-visible"],
        variants={"$tone": ["neutral", "info", "warning"]},
        imports=[
            {
                "name": "Tag",
                "source": "",
                "path": path,
                "code_id": fixture_code_id(path, "Tag"),
            }
        ],
    )
    assert tag.css is not None
    assert "&:hover" in tag.css
    assert tag.source == (fixture_codebase / path).read_text()


def test_class_component_reads_static_default_props_prop_types_and_this_props(
    imported: CodeImport,
) -> None:
    assert summary(find(imported, "Tooltip")) == expected(
        "src/components/Tooltip/Tooltip.jsx",
        "Tooltip",
        import_source="src/components",
        import_statement='import { Tooltip } from "src/components";',
        language="jsx",
        framework="react",
        kind="class",
        export_names=["Tooltip"],
        props=[
            prop(
                "placement",
                type='PropTypes.oneOf(["top", "right", "bottom", "left"])',
                kind="string_union",
                values=["top", "right", "bottom", "left"],
                default="top",
            ),
            prop("delay", type="PropTypes.number", kind="number", default=300),
            prop("content", type="PropTypes.node.isRequired", kind="node", required=True),
            prop("children", kind="node"),
        ],
        css_classes=["tooltip-anchor", "tooltip"],
        variants={"placement": ["top", "right", "bottom", "left"]},
    )


EMOTION = b"""import styled from "@emotion/styled"

type Tone = "neutral" | "danger"
export interface BadgeProps { tone?: Tone }
export const Badge = styled.span<BadgeProps>(({ tone }) => ({
  fontWeight: 600,
  "&:hover": { opacity: 1 },
}))
export const Tag = styled("span")<{ $size: "sm" | "md" }>`
  padding: ${(p) => (p.$size === "sm" ? 2 : 4)}px;
  &:focus-visible { outline: 1px solid; }
`
export const Chip = styled(Tag)<{ removable?: boolean }>({ ":disabled": { opacity: 0.5 } })
"""


def test_emotion_object_and_function_styles_and_typed_calls_are_styled_components() -> None:
    imported = import_code_base(
        zip_with({"kit/kit.tsx": EMOTION}), project_id=1, organization_id=1, archive_name="k.zip"
    )
    found = {
        doc.component_name: (doc.kind, [(p.name, p.values) for p in doc.props], doc.states)
        for doc in imported.sources
    }

    assert found == {
        "Badge": ("styled", [("tone", ["neutral", "danger"])], ["hover"]),
        # `styled("span")<Props>`…``: the grammar reads comparisons; the type is read again.
        "Tag": ("styled", [("$size", ["sm", "md"])], ["focus-visible"]),
        "Chip": ("styled", [("$size", ["sm", "md"]), ("removable", [])], ["disabled"]),
    }
    assert imported.partially_parsed == []


GENERIC = b"""import { forwardRef } from "react"
export interface SelectProps<T> { options: T[]; size?: "sm" | "md" }
function SelectInner<T>(props: SelectProps<T>, ref: React.Ref<HTMLDivElement>) {
  return <div ref={ref} />
}
export const Select = forwardRef(SelectInner) as <T>(
  props: SelectProps<T> & { ref?: React.Ref<HTMLDivElement> },
) => React.ReactElement
export const List = <T,>({ items, size = "md" }: { items: T[]; size?: "sm" | "md" }) => <ul />
"""


def test_generic_components_keep_their_props_with_the_type_parameters_as_written() -> None:
    imported = import_code_base(
        zip_with({"kit/kit.tsx": GENERIC}), project_id=1, organization_id=1, archive_name="k.zip"
    )
    found = {
        doc.component_name: (doc.kind, [(p.name, p.type, p.values, p.default) for p in doc.props])
        for doc in imported.sources
    }

    assert found == {
        "Select": (
            "forward_ref",
            [("options", "T[]", [], None), ("size", '"sm" | "md"', ["sm", "md"], None)],
        ),
        "List": (
            "arrow",
            [("items", "T[]", [], None), ("size", '"sm" | "md"', ["sm", "md"], "md")],
        ),
    }
