"""The public surface of a code base: the names consumers import, internal parts, and
pages recorded as usage rather than components (small authored code bases)."""

from __future__ import annotations

import pytest

from guinness.code import CodeImport, CodeSourceDocument, import_code_base
from tests.unit.code.archives import zip_with

WIDGETS = (
    "import * as React from 'react';\n"
    "function Helper({ text }: { text: string }) { return <em>{text}</em>; }\n"
    "export function Card({ title }: { title: string }) {\n"
    "  return <div><Helper text={title} /></div>;\n"
    "}\n"
    "const Base = ({ tone }: { tone?: 'info' | 'warn' }) => <i>{tone}</i>;\n"
    "export { Base as Primitive };\n"
    "export default function Panel() { return <section />; }\n"
)


def _import(files: dict[str, str]) -> CodeImport:
    archive = zip_with({path: text.encode() for path, text in files.items()})
    return import_code_base(archive, project_id=1, organization_id=1, archive_name="code.zip")


def _by_name(result: CodeImport) -> dict[str, CodeSourceDocument]:
    return {source.component_name: source for source in result.sources}


def test_a_component_is_named_as_its_file_exports_it_and_helpers_are_internal() -> None:
    found = _by_name(_import({"src/widgets.tsx": WIDGETS}))

    assert sorted(found) == ["Card", "Helper", "Panel", "Primitive"]
    primitive = found["Primitive"]
    assert (primitive.export_names, primitive.aliases) == (["Primitive"], ["Base"])
    assert [prop.values for prop in primitive.props] == [["info", "warn"]]
    assert {name: doc.internal for name, doc in found.items()} == {
        "Card": False,
        "Helper": True,  # exported by nobody: a part of Card
        "Panel": False,  # the default export
        "Primitive": False,
    }


def test_the_code_id_follows_the_public_name() -> None:
    renamed = _by_name(_import({"src/widgets.tsx": WIDGETS}))["Primitive"]
    same_name = _by_name(
        _import({"src/widgets.tsx": WIDGETS.replace("export { Base as Primitive }", "")})
    )["Base"]

    assert renamed.code_id != same_name.code_id


@pytest.mark.parametrize(
    "page",
    [
        "src/pages/settings.tsx",
        "src/app/settings/page.tsx",
        "src/app/layout.tsx",
        "src/views/Settings.tsx",
        "src/routes/settings/index.tsx",
        "src/App.tsx",
    ],
)
def test_pages_are_usage_of_the_components_they_render_not_components(page: str) -> None:
    result = _import(
        {
            "src/components/widgets.tsx": WIDGETS,
            page: (
                "import { Card } from '@/components/widgets';\n"
                'export default function Settings() { return <Card title="Settings" />; }\n'
            ),
        }
    )
    found = _by_name(result)

    assert "Settings" not in found
    assert [(usage.path, usage.kind, usage.props) for usage in found["Card"].usages] == [
        (page, "page", {"title": "Settings"})
    ]


def test_svelte_and_vue_pages_are_usage_too() -> None:
    result = _import(
        {
            "src/lib/Card.svelte": "<script>export let title;</script><div>{title}</div>\n",
            "src/routes/+page.svelte": (
                "<script>import Card from '$lib/Card.svelte';</script><Card title=\"Hi\" />\n"
            ),
            "src/components/Badge.vue": "<template><b><slot /></b></template>\n",
            "src/views/Home.vue": (
                "<script setup>import Badge from '../components/Badge.vue';</script>\n"
                "<template><Badge>new</Badge></template>\n"
            ),
        }
    )
    found = _by_name(result)

    assert sorted(found) == ["Badge", "Card"]
    assert [(usage.path, usage.kind) for usage in found["Badge"].usages] == [
        ("src/views/Home.vue", "page")
    ]


def test_components_beside_the_routes_of_an_app_folder_stay_components() -> None:
    result = _import(
        {
            "src/app/components/Widget.tsx": "export function Widget() { return <p />; }\n",
            "src/app/page.tsx": (
                "import { Widget } from './components/Widget';\n"
                "export default function Home() { return <Widget />; }\n"
            ),
        }
    )

    assert sorted(_by_name(result)) == ["Widget"]


TYPES = (
    'export type Size = "sm" | "md" | "lg";\n'
    "export interface BaseProps {\n"
    "  /** Greyed out and inert. */\n"
    "  disabled?: boolean;\n"
    "  size?: Size;\n"
    "}\n"
    "export interface ButtonProps extends BaseProps {\n"
    '  tone: "info" | "danger";\n'
    "  onPress?: () => void;\n"
    "}\n"
)


def test_props_types_imported_from_other_files_are_resolved() -> None:
    result = _import(
        {
            "src/types.ts": TYPES,
            "src/index.ts": 'export type { ButtonProps, Size } from "./types";\n',
            "src/Button.tsx": (
                'import type { ButtonProps } from "./types";\n'
                'export function Button({ tone, size = "md", disabled }: ButtonProps) {\n'
                "  return <button disabled={disabled}>{tone}{size}</button>;\n"
                "}\n"
            ),
            "src/IconButton.tsx": (
                'import type { ButtonProps } from ".";\n'
                "type Props = ButtonProps & { icon: string };\n"
                "export function IconButton({ icon }: Props) { return <i>{icon}</i>; }\n"
            ),
            "src/Icon.tsx": (
                'import { type Size } from "./index";\n'
                "export function Icon({ size }: { size?: Size; name: string }) {\n"
                "  return <svg data-size={size} />;\n"
                "}\n"
            ),
        }
    )
    found = _by_name(result)

    def shape(component: str) -> list[tuple[object, ...]]:
        return [
            (prop.name, prop.kind, prop.values, prop.default, prop.required)
            for prop in found[component].props
        ]

    sizes = ["sm", "md", "lg"]
    assert shape("Button") == [
        ("disabled", "boolean", [], None, False),
        ("size", "string_union", sizes, "md", False),
        ("tone", "string_union", ["info", "danger"], None, True),
        ("onPress", "function", [], None, False),
    ]
    assert found["Button"].props[0].description == "Greyed out and inert."
    assert shape("IconButton") == [
        ("disabled", "boolean", [], None, False),
        ("size", "string_union", sizes, None, False),
        ("tone", "string_union", ["info", "danger"], None, True),
        ("onPress", "function", [], None, False),
        ("icon", "string", [], None, True),
    ]
    assert shape("Icon") == [
        ("size", "string_union", sizes, None, False),
        ("name", "string", [], None, True),
    ]


def test_an_imported_type_that_is_nowhere_in_the_code_base_stays_unresolved() -> None:
    result = _import(
        {
            "src/Chip.tsx": (
                'import type { ChipProps } from "@acme/design-tokens";\n'
                "export function Chip({ label }: ChipProps) { return <b>{label}</b>; }\n"
            )
        }
    )

    # Only what the component itself says: nothing is guessed for the package's type.
    assert [(prop.name, prop.kind) for prop in _by_name(result)["Chip"].props] == [
        ("label", "unknown")
    ]


def test_a_packages_component_offered_under_an_exported_name_is_an_alias_component() -> None:
    result = _import(
        {
            "src/select.tsx": (
                'import { Select as SelectPrimitive } from "@acme/primitives";\n'
                'import { Portal } from "@acme/portal";\n'
                'import { Card } from "./card";\n'
                "export const Select = SelectPrimitive.Root;\n"
                "const SelectGroup = SelectPrimitive.Group;\n"  # not exported: nothing
                "const SelectPortal = Portal;\n"
                "export const LocalCard = Card;\n"  # this code base's own: linked as itself
                "export { SelectPortal };\n"
            ),
            "src/card.tsx": "export function Card() { return <div />; }\n",
        }
    )
    found = _by_name(result)

    assert sorted(found) == ["Card", "Select", "SelectPortal"]
    select = found["Select"]
    assert (select.kind, select.props, select.internal) == ("alias", [], False)
    assert [(ref.name, ref.source) for ref in select.imports] == [
        ("SelectPrimitive.Root", "@acme/primitives")
    ]
    assert [(ref.name, ref.source) for ref in found["SelectPortal"].imports] == [
        ("Portal", "@acme/portal")
    ]


def test_documented_defaults_are_read_from_jsdoc() -> None:
    result = _import(
        {
            "src/Chip.tsx": (
                "interface ChipProps {\n"
                '  /** How big. @default "md" */\n'
                '  size?: "sm" | "md";\n'
                "  /**\n   * Shows a spinner.\n   * @default false\n   */\n"
                "  loading?: boolean;\n"
                "  /** @defaultValue 3 */\n"
                "  max?: number;\n"
                "  /** @default `theme.space` */\n"
                "  gap?: string;\n"
                "}\n"
                'export function Chip({ size = "sm", loading, max, gap }: ChipProps) {\n'
                "  return <b>{size}{String(loading)}{max}{gap}</b>;\n"
                "}\n"
            )
        }
    )
    props = {prop.name: prop for prop in _by_name(result)["Chip"].props}

    # The destructured default is what runs; the documented one fills the others.
    assert {name: prop.default for name, prop in props.items()} == {
        "size": "sm",
        "loading": False,
        "max": 3,
        "gap": "theme.space",
    }
    assert props["size"].description == "How big."
    assert props["loading"].description == "Shows a spinner."


def test_a_default_naming_a_constant_of_the_file_is_its_value() -> None:
    result = _import(
        {
            "src/Meter.tsx": (
                'const DEFAULT_TONE = "calm";\n'
                "const LIMITS = { low: 0, high: 10 } as const;\n"
                "let mutable = 3;\n"
                "export function Meter({\n"
                "  tone = DEFAULT_TONE, limits = LIMITS, step = mutable,\n"
                "}) {\n"
                "  return <meter data-tone={tone} max={limits.high} step={step} />;\n"
                "}\n"
            )
        }
    )
    props = {prop.name: prop for prop in _by_name(result)["Meter"].props}

    assert props["tone"].default == "calm"
    assert props["limits"].default == "{ low: 0, high: 10 }"
    assert props["step"].default == "mutable"  # not a constant: the text as written


def test_svelte_bindable_props_default_to_their_argument() -> None:
    result = _import(
        {
            "src/Field.svelte": (
                '<script lang="ts">\n'
                "  let {\n"
                "    ref = $bindable(null),\n"
                '    value = $bindable(""),\n'
                "    open = $bindable(false),\n"
                "    size = 2,\n"
                "    href = undefined,\n"
                "  }: { ref?: HTMLElement | null; value?: string; open?: boolean; size?: number;"
                " href?: string } = $props();\n"
                "</script>\n"
                "<input bind:this={ref} bind:value size={size} />\n"
            )
        }
    )
    props = {prop.name: prop for prop in _by_name(result)["Field"].props}

    assert {name: prop.default for name, prop in props.items()} == {
        "ref": None,
        "value": "",
        "open": False,
        "size": 2,
        "href": None,  # `undefined` is no default
    }


def test_a_namespace_export_names_each_part_under_the_namespace() -> None:
    imported = _import(
        {
            "accordion/accordion.tsx": (
                "export const AccordionRoot = () => <div />;\n"
                "export const AccordionItem = () => <section />;\n"
            ),
            "accordion/namespace.ts": (
                'export { AccordionRoot as Root, AccordionItem as Item } from "./accordion";\n'
            ),
            "accordion/index.ts": (
                'export * from "./accordion";\nexport * as Accordion from "./namespace";\n'
            ),
        }
    )
    names = {doc.component_name: doc.export_names for doc in imported.sources}

    # `Item` alone is imported from nowhere: the namespace module is only a namespace.
    assert names == {
        "AccordionItem": ["Accordion.Item", "AccordionItem"],
        "AccordionRoot": ["Accordion.Root", "AccordionRoot"],
    }


def test_styled_parts_of_a_styling_module_are_internal() -> None:
    imported = _import(
        {
            "button/Button.styles.ts": (
                'import styled from "@emotion/styled";\n'
                "export const StyledButton = styled.button`padding: 4px;`;\n"
            ),
            "button/Button.tsx": (
                'import { StyledButton } from "./Button.styles";\n'
                "export const Button = () => <StyledButton />;\n"
            ),
            "index.ts": 'export { Button } from "./button/Button";\n',
        }
    )
    internal = {doc.component_name: doc.internal for doc in imported.sources}

    assert internal == {"Button": False, "StyledButton": True}
