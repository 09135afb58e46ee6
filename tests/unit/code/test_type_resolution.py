"""Union values through the type forms real libraries use: template literal types,
``keyof typeof``, an indexed member of a type declared elsewhere, literals beside an
imported alias, and ``PropType<…>`` as the prop's written type (authored files)."""

from __future__ import annotations

from guinness.code import CodeImport, import_code_base
from guinness.code.documents import PropDefinition
from tests.unit.code.archives import zip_with

ANCHOR = b"""const block = ['top', 'bottom'] as const
const inline = ['start', 'end'] as const
type Block = typeof block[number]
type Inline = typeof inline[number]
export type Anchor = Block | Inline | `${Block} ${Inline | 'center'}`
export interface StrategyProps {
  origin: Anchor | 'auto'
}
"""

POPOVER = b"""import { defineComponent, type PropType } from 'vue'
import type { Anchor, StrategyProps } from '../util/anchor'

const modes = { rgb: 1, hsl: 2 }

export const KPopover = defineComponent({
  name: 'KPopover',
  props: {
    location: String as PropType<Anchor | null>,
    origin: { type: String as PropType<StrategyProps['origin']>, default: 'auto' },
    mode: { type: String as PropType<keyof typeof modes>, default: 'rgb' },
    placement: String as PropType<'overlap' | Anchor>,
  },
  setup() {
    return () => null
  },
})
"""


def _imported() -> CodeImport:
    return import_code_base(
        zip_with({"util/anchor.ts": ANCHOR, "components/KPopover.tsx": POPOVER}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
    )


def _props() -> dict[str, PropDefinition]:
    (popover,) = [doc for doc in _imported().sources if doc.component_name == "KPopover"]
    return {prop.name: prop for prop in popover.props}


ANCHORS = [
    "top", "bottom", "start", "end",
    "top start", "top end", "top center", "bottom start", "bottom end", "bottom center",
]  # fmt: skip


def test_a_template_literal_type_expands_into_every_combination() -> None:
    location = _props()["location"]

    assert location.type == "Anchor | null"  # the PropType argument, as written
    assert location.values == ANCHORS


def test_an_indexed_member_of_an_imported_interface_gives_its_values() -> None:
    assert _props()["origin"].values == [*ANCHORS, "auto"]


def test_keyof_typeof_a_constant_gives_its_keys() -> None:
    mode = _props()["mode"]

    assert (mode.values, mode.default) == (["rgb", "hsl"], "rgb")


def test_literals_written_beside_an_imported_alias_are_kept() -> None:
    assert _props()["placement"].values == ["overlap", *ANCHORS]


TOAST = b"""<script lang="ts">
  import type { Tone } from "./types";
  type ToastTone = Extract<Tone, "info" | "success" | "danger">;
  type Local = "neutral" | "info" | "success" | "warning" | "danger";
  type Quiet = Exclude<Local, "danger" | "warning">;
  interface Props {
    tone?: ToastTone;
    quiet?: Quiet;
    size?: NonNullable<"sm" | "md" | null>;
  }
  let { tone = "info", quiet = "neutral", size = "md" }: Props = $props();
</script>

<div class="toast {tone} {quiet} {size}"></div>
"""
TONES = b'export type Tone = "neutral" | "info" | "success" | "warning" | "danger";\n'


def test_extract_exclude_and_nonnullable_filter_a_union_of_literals() -> None:
    imported = import_code_base(
        zip_with({"lib/types.ts": TONES, "lib/Toast.svelte": TOAST}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
    )
    (toast,) = [doc for doc in imported.sources if doc.component_name == "Toast"]
    props = {prop.name: prop for prop in toast.props}

    assert props["tone"].values == ["info", "success", "danger"]
    assert props["quiet"].values == ["neutral", "info", "success"]
    assert props["size"].values == ["sm", "md"]
