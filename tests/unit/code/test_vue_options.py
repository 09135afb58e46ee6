"""Vue beyond ``<script setup>``: the Options API's ``extends`` and ``mixins`` across files,
typed declaration sidecars, ``defineComponent`` / ``genericComponent`` in script files,
props factories, and base components kept internal (an authored kit in
``tests/fixtures/vue_options``, shaped like the Options-API libraries)."""

from __future__ import annotations

from pathlib import Path

import pytest

from guinness.code import CodeImport, CodeSourceDocument, import_code_base

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "vue_options"


@pytest.fixture(scope="module")
def imported() -> CodeImport:
    return import_code_base(FIXTURE, project_id=5, organization_id=2, node_modules=[])


def _component(imported: CodeImport, name: str) -> CodeSourceDocument:
    (found,) = [doc for doc in imported.sources if doc.component_name == name]
    return found


def _props(imported: CodeImport, name: str) -> dict[str, tuple[object, ...]]:
    return {
        prop.name: (prop.kind, prop.values, prop.default)
        for prop in _component(imported, name).props
    }


def test_extends_and_mixins_bring_their_props_and_the_components_own_win(
    imported: CodeImport,
) -> None:
    props = _props(imported, "Button")

    assert set(props) == {"label", "iconPos", "severity", "loading", "size"}
    # From the mixin of the base (a plain options object in a .js file).
    assert props["size"] == ("string_union", ["small", "medium", "large"], "medium")
    # Overridden by Button itself.
    assert props["loading"] == ("boolean", [], True)


def test_the_declaration_sidecar_types_the_props_through_generic_aliases(
    imported: CodeImport,
) -> None:
    button = _component(imported, "Button")
    props = {prop.name: prop for prop in button.props}

    # `Suggested<'left' | 'right'>`, an alias imported by Button.d.ts.
    assert (props["iconPos"].values, props["iconPos"].default) == (["left", "right"], "left")
    # `Hinted<Tone>`, an alias of the sidecar itself applied to another alias.
    assert props["severity"].values == ["primary", "danger"]
    assert props["label"].description == "Text of the button."
    # `default: null` is no default.
    assert props["severity"].default is None


def test_a_base_component_no_entry_point_reaches_is_internal(imported: CodeImport) -> None:
    base = _component(imported, "BaseButton")

    assert base.internal
    assert base.import_statement is None
    assert _component(imported, "Button").import_statement == (
        'import { Button } from "@acme/vue-kit";'
    )


def test_define_component_in_a_ts_file_is_a_vue_component(imported: CodeImport) -> None:
    tag = _component(imported, "Tag")

    assert (tag.framework, tag.kind, tag.aliases) == ("vue", "options", ["KTag"])
    assert tag.description == "A short label."
    assert _props(imported, "Tag") == {
        "tone": ("string_union", ["neutral", "info"], "neutral"),
        "closable": ("boolean", [], None),
    }


def test_a_generic_component_in_tsx_keeps_the_classes_its_render_function_uses(
    imported: CodeImport,
) -> None:
    chip = _component(imported, "KChip")

    assert (chip.framework, chip.kind) == ("vue", "options")
    assert chip.css_classes == ["k-chip"]
    assert _props(imported, "KChip") == {"size": ("string_union", ["small", "large"], "small")}


def test_props_factories_are_followed_across_files_with_omit(imported: CodeImport) -> None:
    assert _props(imported, "KCard") == {
        "size": ("string", [], "default"),  # `dense` left out by omit()
        "title": ("string", [], None),
        "flat": ("boolean", [], False),
    }


def test_a_props_factory_called_with_defaults_sets_them(imported: CodeImport) -> None:
    assert _props(imported, "KPill") == {
        "size": ("string", [], "small"),  # `makeSizeProps({ size: 'small' })`
        "dense": ("boolean", [], None),
    }


def test_mixins_and_factories_are_no_components(imported: CodeImport) -> None:
    names = {doc.component_name for doc in imported.sources}

    assert names == {"Badge", "BaseButton", "Button", "KCard", "KChip", "KPill", "Tag"}
    assert imported.unparseable == []
    assert imported.partially_parsed == []


def test_a_validator_over_a_list_the_module_declares_gives_the_union(tmp_path: Path) -> None:
    (tmp_path / "Badge.vue").write_text(
        '<template><span :class="`badge--${tone}`"><slot /></span></template>\n'
        "<script>\n"
        "export const TONES = ['neutral', 'info', 'danger']\n"
        "const SIZES = ['sm', 'md']\n"
        "export default {\n"
        "  name: 'Badge',\n"
        "  props: {\n"
        "    tone: { type: String, default: 'neutral', validator: (v) => TONES.includes(v) },\n"
        "    size: { type: String, default: 'sm', validator: (v) => SIZES.includes(v) },\n"
        "    label: { type: String, validator: (v) => UNKNOWN.includes(v) },\n"
        "  },\n"
        "}\n"
        "</script>\n"
    )

    imported = import_code_base(tmp_path, project_id=5, organization_id=2, node_modules=[])

    assert _props(imported, "Badge") == {
        "tone": ("string_union", ["neutral", "info", "danger"], "neutral"),
        "size": ("string_union", ["sm", "md"], "sm"),
        "label": ("string", [], None),
    }
