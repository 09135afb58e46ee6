from __future__ import annotations

from guinness.code import CodeImport, import_code_base
from tests.unit.code.archives import zip_with
from tests.unit.code.expectations import expected, find, fixture_code_id, prop, summary

VUE = {"language": "vue", "framework": "vue", "kind": "sfc", "is_default_export": True}
SVELTE = {"language": "svelte", "framework": "svelte", "kind": "sfc", "is_default_export": True}


def test_vue_type_based_define_props_with_defaults(imported: CodeImport) -> None:
    icon = "src/vue/AppIcon.vue"
    badge = find(imported, "BaseBadge")

    assert summary(badge) == expected(
        "src/vue/BaseBadge.vue",
        "BaseBadge",
        import_source="src/vue/BaseBadge.vue",
        import_statement='import BaseBadge from "src/vue/BaseBadge.vue";',
        **VUE,
        props=[
            prop(
                "tone",
                type="'neutral' | 'success' | 'danger'",
                kind="string_union",
                values=["neutral", "success", "danger"],
                default="neutral",
                description="Colour of the badge.",
            ),
            prop("pill", type="boolean", kind="boolean", default=False),
            prop("icon", type="string", kind="string"),
            prop("count", type="number", kind="number", required=True),
        ],
        css_classes=["badge", "badge--pill"],
        states=["hover"],
        variants={"tone": ["neutral", "success", "danger"]},
        imports=[
            {
                "name": "AppIcon",
                "source": "./AppIcon.vue",
                "path": icon,
                "code_id": fixture_code_id(icon, "AppIcon"),
            }
        ],
    )
    assert badge.css is not None
    assert "&--pill" in badge.css


def test_vue_object_define_props_reads_types_defaults_required_and_validators(
    imported: CodeImport,
) -> None:
    assert summary(find(imported, "AlertBanner")) == expected(
        "src/vue/AlertBanner.vue",
        "AlertBanner",
        import_source="src/vue/AlertBanner.vue",
        import_statement='import AlertBanner from "src/vue/AlertBanner.vue";',
        **VUE,
        description="A dismissible banner at the top of a page.",
        props=[
            prop(
                "severity",
                type="'info' | 'warning' | 'error'",  # the PropType argument
                kind="string_union",
                values=["info", "warning", "error"],
                default="info",
            ),
            prop("dismissible", type="Boolean", kind="boolean", default=True),
            prop(
                "size",
                type="String",
                kind="string_union",
                values=["sm", "md", "lg"],
                default="md",
            ),
            prop("title", type="String", kind="string", required=True),
        ],
        css_classes=["alert", "alert__message", "alert__close"],
        states=["focus-visible", "hover"],
        variants={"severity": ["info", "warning", "error"], "size": ["sm", "md", "lg"]},
    )


def test_vue_array_define_props_gives_names_only(imported: CodeImport) -> None:
    assert summary(find(imported, "AppIcon")) == expected(
        "src/vue/AppIcon.vue",
        "AppIcon",
        **VUE,
        import_source="src/vue/AppIcon.vue",
        import_statement='import AppIcon from "src/vue/AppIcon.vue";',
        props=[prop("name")],
        css_classes=["icon"],
    )


def test_svelte_4_exported_lets_are_props(imported: CodeImport) -> None:
    assert summary(find(imported, "Toggle")) == expected(
        "src/svelte/Toggle.svelte",
        "Toggle",
        import_source="src/svelte/Toggle.svelte",
        import_statement='import Toggle from "src/svelte/Toggle.svelte";',
        **SVELTE,
        props=[
            prop("checked", kind="boolean", default=False, description="Whether the toggle is on."),
            prop(
                "size",
                type="'sm' | 'md'",
                kind="string_union",
                values=["sm", "md"],
                default="md",
            ),
            prop("label", type="string", kind="string", required=True),
            prop("disabled", kind="boolean", default=False),
        ],
        css_classes=["toggle", "toggle--disabled", "toggle__label"],
        states=["checked", "focus-visible", "hover"],
        variants={"size": ["sm", "md"]},
    )


def test_svelte_5_props_rune_is_read_with_its_type_and_defaults(imported: CodeImport) -> None:
    toggle = "src/svelte/Toggle.svelte"

    assert summary(find(imported, "Pill")) == expected(
        "src/svelte/Pill.svelte",
        "Pill",
        import_source="src/svelte/Pill.svelte",
        import_statement='import Pill from "src/svelte/Pill.svelte";',
        **SVELTE,
        description="A rounded label.",
        props=[
            prop(
                "variant",
                type="'solid' | 'outline'",
                kind="string_union",
                values=["solid", "outline"],
                default="solid",
            ),
            prop("removable", type="boolean", kind="boolean", default=False),
            prop("onremove", type="() => void", kind="function"),
            prop("children", type="Snippet", kind="node", required=True),
        ],
        css_classes=["pill", "pill__remove"],
        states=["disabled", "hover"],
        variants={"variant": ["solid", "outline"]},
        imports=[
            {
                "name": "Toggle",
                "source": "./Toggle.svelte",
                "path": toggle,
                "code_id": fixture_code_id(toggle, "Toggle"),
            }
        ],
        deprecated=True,
        deprecation="Use the `.chip` styles instead.",
    )


def test_svelte_5_typed_props_call_gives_the_props_type() -> None:
    source = b"""<script lang="ts">
  interface Props { tone?: "info" | "danger"; label: string }
  let { tone = "info", label } = $props<Props>();
</script>
<span>{label}</span>
"""
    imported = import_code_base(
        zip_with({"Badge.svelte": source}), project_id=1, organization_id=1, archive_name="b.zip"
    )

    (badge,) = imported.sources
    props = {prop.name: prop for prop in badge.props}
    assert (props["tone"].values, props["tone"].default) == (["info", "danger"], "info")
    assert props["label"].required


def test_vue_define_model_declares_its_props() -> None:
    source = b"""<script setup lang="ts">
const model = defineModel<'list' | 'grid'>()
const count = defineModel('count', { type: Number, default: 0 })
defineProps<{ label: string }>()
</script>
<template><div>{{ label }}</div></template>
"""
    imported = import_code_base(
        zip_with({"View.vue": source}), project_id=1, organization_id=1, archive_name="v.zip"
    )

    (view,) = imported.sources
    props = {prop.name: (prop.kind, prop.values, prop.default) for prop in view.props}
    assert props == {
        "label": ("string", [], None),
        "modelValue": ("string_union", ["list", "grid"], None),
        "count": ("number", [], 0),
    }


def test_svelte_snippet_props_are_nodes() -> None:
    from guinness.code import import_code_base
    from tests.unit.code.archives import zip_with

    source = b"""<script lang="ts">
  import type { Snippet } from "svelte";
  interface Props { title: string; action?: Snippet; icon?: Snippet<[number]> }
  let { title, action, icon }: Props = $props();
</script>
<div>{title}</div>
"""
    imported = import_code_base(
        zip_with({"lib/Empty.svelte": source}),
        project_id=1,
        organization_id=1,
        archive_name="e.zip",
    )

    assert [(prop.name, prop.kind) for prop in imported.sources[0].props] == [
        ("title", "string"),
        ("action", "node"),
        ("icon", "node"),
    ]
