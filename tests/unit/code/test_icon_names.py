"""An icon registry's names become the values of the props that take an icon's name."""

from __future__ import annotations

from guinness.code import import_code_base
from tests.unit.code.archives import zip_with

REGISTRY = b"""export const ICONS = {
  "alert-triangle": "M12 3 2 21h20L12 3z",
  x: "M18 6 6 18M6 6l12 12",
  search: ["M11 18a7 7 0 1 0 0-14", "M21 21l-4-4"],
};
"""
TONES = b"""const TONE_ICONS = { danger: "alert-triangle", info: "info", success: "check" };
export function Alert(props: { tone?: "danger" | "info" }) {
  return <div role="alert" />;
}
"""
ICON = b"""import { ICONS } from "./icons";
/** One of the registry's icons. */
export function Icon(props: { name: string; size?: number }) {
  return <svg><path d={ICONS[props.name]} /></svg>;
}
export function Button(props: { icon?: string; label?: string }) {
  return <button />;
}
"""


def test_registry_names_are_the_values_of_icon_props_and_a_tone_map_is_no_registry() -> None:
    imported = import_code_base(
        zip_with({"src/icons.ts": REGISTRY, "src/Icon.tsx": ICON, "src/Alert.tsx": TONES}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
    )
    props = {
        (doc.component_name, prop.name): (prop.kind, prop.values)
        for doc in imported.sources
        for prop in doc.props
    }

    names = ["alert-triangle", "search", "x"]
    assert props[("Icon", "name")] == ("string_union", names)
    assert props[("Button", "icon")] == ("string_union", names)
    assert props[("Button", "label")] == ("string", [])
    assert props[("Icon", "size")][0] == "number"
