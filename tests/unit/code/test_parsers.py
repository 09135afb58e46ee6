"""Language constructs beyond the fixture, each imported from a small in-memory code base."""

from __future__ import annotations

from guinness.code import CodeImport, CodeSourceDocument, import_code_base
from tests.unit.code.archives import zip_with


def _import(files: dict[str, str]) -> CodeImport:
    archive = zip_with({path: text.encode() for path, text in files.items()})
    return import_code_base(archive, project_id=1, organization_id=1, archive_name="code.zip")


def _only(result: CodeImport, name: str) -> CodeSourceDocument:
    matches = [source for source in result.sources if source.component_name == name]
    assert len(matches) == 1, [source.component_name for source in result.sources]
    return matches[0]


def test_anonymous_default_export_is_named_after_its_file_or_folder() -> None:
    result = _import(
        {
            "src/user-card.jsx": "export default function () { return <div/>; }\n",
            "src/Panel/index.tsx": "export default () => <section/>;\n",
        }
    )

    assert [(source.component_name, source.is_default_export) for source in result.sources] == [
        ("Panel", True),
        ("UserCard", True),
    ]


def test_fc_annotation_gives_the_props_type() -> None:
    result = _import(
        {
            "src/Badge.tsx": (
                "type Props = { tone: 'info' | 'warn'; count?: number };\n"
                "export const Badge: React.FC<Props> = ({ tone, count = 0 }) => <b>{count}</b>;\n"
            )
        }
    )
    badge = _only(result, "Badge")

    assert [
        (prop.name, prop.kind, prop.values, prop.default, prop.required) for prop in badge.props
    ] == [
        ("tone", "string_union", ["info", "warn"], None, True),
        ("count", "number", [], 0, False),
    ]


def test_object_assign_compound_parts_and_omit_are_resolved() -> None:
    result = _import(
        {
            "src/Menu.tsx": (
                "interface ItemProps { label: string; icon?: string; onSelect(): void }\n"
                "function MenuRoot() { return <ul/>; }\n"
                "function MenuItem(props: Omit<ItemProps, 'icon'>) {\n"
                "  return <li>{props.label}</li>;\n"
                "}\n"
                "export const Menu = Object.assign(MenuRoot, { Item: MenuItem });\n"
            )
        }
    )
    # The root is known by the name a consumer imports, the inner function is an alias.
    root = _only(result, "Menu")
    item = _only(result, "MenuItem")

    assert (root.export_names, root.aliases) == (["Menu"], ["MenuRoot"])
    assert (item.export_names, item.aliases) == (["Menu.Item"], ["Menu.Item"])
    assert [(prop.name, prop.kind) for prop in item.props] == [
        ("label", "string"),
        ("onSelect", "function"),
    ]


def test_barrels_are_followed_through_several_levels_and_default_re_exports() -> None:
    result = _import(
        {
            "src/ui/Chip/Chip.tsx": "export default function Chip() { return <span/>; }\n",
            "src/ui/Chip/index.ts": "export { default } from './Chip';\n",
            "src/ui/index.ts": "export { default as Chip, default as Pill } from './Chip';\n",
            "src/index.ts": "export * from './ui';\n",
        }
    )
    chip = _only(result, "Chip")

    assert chip.path == "src/ui/Chip/Chip.tsx"
    assert (chip.export_names, chip.aliases, chip.is_default_export) == (
        ["Chip", "Pill"],
        ["Pill"],
        True,
    )


def test_rendered_components_resolve_through_namespaces_and_higher_order_wrappers() -> None:
    result = _import(
        {
            "src/icons.tsx": "export const Star = () => <svg/>;\n",
            "src/Base.tsx": "export function Base() { return <div/>; }\n",
            "src/Rating.tsx": (
                "import * as Icons from './icons';\n"
                "import { Base } from './Base';\n"
                "import { withTheme } from 'styled-components';\n"
                "function RatingView() {\n"
                "  return <Base><Icons.Star/>{React.createElement(Base)}</Base>;\n"
                "}\n"
                "export const Rating = withTheme(RatingView);\n"
            ),
        }
    )
    rating = _only(result, "Rating")

    assert rating.aliases == ["RatingView"]
    assert [(ref.name, ref.path) for ref in rating.imports] == [
        ("Base", "src/Base.tsx"),
        ("Icons.Star", "src/icons.tsx"),
    ]
    assert rating.export_names == ["Rating"]


ALERT = """
export function Alert({ tone, open }) {
  return (
    <div className={"alert alert--" + tone + " " + (open ? "is-open" : "")}>
      <i className={cx(`icon icon-${tone}`, { "icon--spin": open }, tone === "x" && "nope")} />
    </div>
  );
}
"""


def test_class_names_glued_to_expressions_are_not_reported() -> None:
    result = _import({"src/Alert.jsx": ALERT})

    # `alert--` + tone and `icon-${tone}` are partial names; `'x'` is a compared value.
    assert _only(result, "Alert").css_classes == ["alert", "is-open", "icon", "icon--spin", "nope"]


def test_js_props_read_from_the_props_object_are_props() -> None:
    result = _import(
        {
            "src/Hint.js": (
                "export const Hint = (props) => <p title={props.title}>{props.children}</p>;\n"
            )
        }
    )

    assert [(prop.name, prop.kind) for prop in _only(result, "Hint").props] == [
        ("title", "unknown"),
        ("children", "node"),
    ]


def test_csf2_stories_and_mount_calls_are_usage_evidence() -> None:
    result = _import(
        {
            "src/Switch.vue": (
                "<template><button class='switch'/></template>\n"
                "<script setup lang='ts'>\n"
                "const { on = false } = defineProps<{ on?: boolean }>()\n"
                "</script>\n"
            ),
            "src/Switch.stories.js": (
                "import Switch from './Switch.vue';\n"
                "export default { title: 'Switch', component: Switch, args: { on: false } };\n"
                "const Template = (args) => ({ components: { Switch }, setup: () => args });\n"
                "export const On = Template.bind({});\n"
                "On.args = { on: true };\n"
            ),
            "src/Switch.spec.ts": (
                "import { mount } from '@vue/test-utils';\n"
                "import Switch from './Switch.vue';\n"
                "it('toggles', () => { mount(Switch, { props: { on: true } }); });\n"
            ),
        }
    )
    switch = _only(result, "Switch")

    assert [(prop.name, prop.kind, prop.default) for prop in switch.props] == [
        ("on", "boolean", False)
    ]
    assert [(usage.path, usage.kind, usage.name, usage.props) for usage in switch.usages] == [
        ("src/Switch.spec.ts", "test", None, {"on": True}),
        ("src/Switch.stories.js", "story", "On", {"on": True}),
    ]


def test_vue_options_api_component_with_kebab_case_children() -> None:
    result = _import(
        {
            "src/components/SiteHeader.vue": (
                "<template><header class='site-header'><nav-link to='/'/></header></template>\n"
                "<script>\nimport NavLink from './NavLink.vue'\n"
                "export default defineComponent({ name: 'AppHeader', components: { NavLink },\n"
                "  props: { sticky: Boolean, tone: { type: String, default: 'light' } },\n"
                "})\n</script>\n"
            ),
            "src/components/NavLink.vue": "<template><a class='nav-link'><slot/></a></template>\n",
        }
    )
    header = _only(result, "AppHeader")

    assert [(prop.name, prop.kind, prop.default) for prop in header.props] == [
        ("sticky", "boolean", None),
        ("tone", "string", "light"),
    ]
    assert [(ref.name, ref.path) for ref in header.imports] == [
        ("NavLink", "src/components/NavLink.vue")
    ]


def test_svelte_module_scripts_do_not_declare_props() -> None:
    result = _import(
        {
            "src/Counter.svelte": (
                "<script context='module'>export let shared = 1;</script>\n"
                "<script>export let start = 0;</script>\n<span class='counter'>{start}</span>\n"
            )
        }
    )

    assert [(prop.name, prop.kind, prop.default) for prop in _only(result, "Counter").props] == [
        ("start", "number", 0)
    ]


def test_a_component_using_a_bem_block_references_the_css_component() -> None:
    result = _import(
        {
            "src/styles/tag.scss": ".tag { &--on { color: red; } &:hover { opacity: .8; } }\n",
            "src/FilterTag.tsx": (
                "export const FilterTag = ({ on }: { on: boolean }) =>\n"
                '  <span className={on ? "tag tag--on" : "tag"} />;\n'
            ),
        }
    )
    tag = _only(result, "tag")

    assert (tag.framework, tag.states, tag.variants) == ("css", ["hover"], {"modifier": ["on"]})
    assert [(ref.name, ref.path, ref.code_id) for ref in _only(result, "FilterTag").imports] == [
        ("tag", "src/styles/tag.scss", tag.code_id)
    ]


def test_an_inline_deprecated_tag_is_read_from_a_one_line_jsdoc() -> None:
    result = _import(
        {
            "src/OldLink.tsx": (
                "/** A link. @deprecated Use `Anchor`. */\n"
                "export const OldLink = ({ href }: { href: string }) => <a href={href} />;\n"
            )
        }
    )
    link = _only(result, "OldLink")

    assert (link.description, link.deprecated, link.deprecation) == (
        "A link.",
        True,
        "Use `Anchor`.",
    )


def test_descendants_of_types_come_in_source_order_and_absent_types_give_none() -> None:
    from guinness.code.syntax import descendants, parse

    root = parse("tsx", b"const a = <A><B /></A>; f(<C />);").root_node

    found = descendants(root, "tsx", ("jsx_self_closing_element", "call_expression"))
    assert [node.type for node in found] == [
        "jsx_self_closing_element",
        "call_expression",
        "jsx_self_closing_element",
    ]
    # The TypeScript grammar has no JSX: asking for it finds nothing, without an error.
    assert descendants(parse("typescript", b"f(1)").root_node, "typescript", ("jsx_element",)) == []
