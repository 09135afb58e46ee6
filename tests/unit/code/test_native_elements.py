"""Which HTML element's attributes a component accepts, from its types or its template."""

from __future__ import annotations

import pytest

from guinness.code.native_elements import native_element


@pytest.mark.parametrize(
    ("source", "framework", "element"),
    [
        (
            "interface Props extends React.ButtonHTMLAttributes<HTMLButtonElement> {}",
            "react",
            "button",
        ),
        (
            'type Props = React.ComponentPropsWithoutRef<"input"> & { size?: "sm" }',
            "react",
            "input",
        ),
        ('import type { HTMLAnchorAttributes } from "svelte/elements";', "svelte", "a"),
        ('<template>\n  <!-- the root -->\n  <textarea class="x" /></template>', "vue", "textarea"),
        # A single root a component opts out of passing attributes to, or a plain <div>.
        (
            "<template><button /></template>\n<script>export default { inheritAttrs: false }",
            "vue",
            None,
        ),
        ("<template><div /></template>", "vue", None),
        # Two elements: which one a component forwards to is not known.
        (
            "ButtonHTMLAttributes<HTMLButtonElement> | InputHTMLAttributes<HTMLInputElement>",
            "react",
            None,
        ),
    ],
)
def test_the_element_is_the_one_its_module_names(
    source: str, framework: str, element: str | None
) -> None:
    assert native_element(source, framework) == element  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("module", "expected"),
    [
        ("@radix-ui/react-switch", "input"),
        ("@radix-ui/react-checkbox", "input"),
        ("@radix-ui/react-radio-group", "input"),
        ("@ark-ui/react/switch", "input"),
        ("@radix-ui/react-dialog", None),  # not a checkable control
    ],
)
def test_a_headless_checkable_primitive_takes_an_inputs_attributes(
    module: str, expected: str | None
) -> None:
    source = f"""
import * as Primitive from "{module}";
export interface Props extends React.ComponentPropsWithoutRef<typeof Primitive.Root> {{
  size?: "sm" | "md";
}}
export const Control = React.forwardRef((props: Props, ref) => <Primitive.Root {{...props}} />);
"""
    assert native_element(source, "react") == expected


def test_a_namespace_import_it_does_not_take_props_from_names_no_element() -> None:
    source = """
import * as SwitchPrimitive from "@radix-ui/react-switch";
export function Label(props: { text: string }) { return <span>{props.text}</span>; }
"""
    assert native_element(source, "react") is None
