"""Each component of a script knows the lines that declare it (for answers within an
agent's output budget); a single-file component is its whole file."""

from __future__ import annotations

from guinness.code import import_code_base
from tests.unit.code.archives import zip_with

MODULE = b"""import * as React from "react";

/** The sidebar's root. */
export function Sidebar() {
  return <aside />;
}

// A plain comment, then a gap: not the next declaration's doc.

export const SidebarItem = React.forwardRef<HTMLLIElement, {}>((props, ref) => (
  <li ref={ref} {...props} />
));

class SidebarRail extends React.Component {
  render() {
    return <div />;
  }
}

export { SidebarRail };
"""
SFC = b"""<script setup lang="ts">
defineProps<{ open?: boolean }>()
</script>
<template><div /></template>
"""


def test_components_of_a_module_carry_their_declaring_lines_with_their_doc_comment() -> None:
    imported = import_code_base(
        zip_with({"src/sidebar.tsx": MODULE, "src/Drawer.vue": SFC}),
        project_id=1,
        organization_id=1,
        archive_name="ui.zip",
    )
    lines = {doc.component_name: doc.source_lines for doc in imported.sources}

    assert lines["Sidebar"] == [3, 6]  # from its doc comment
    assert lines["SidebarItem"] == [10, 12]
    assert lines["SidebarRail"] == [14, 18]
    assert lines["Drawer"] is None  # the component is its whole file
