"""A cva Button's axes reach Des2Code: the demo design's Size=Large button gets the code's
size value (an authored cva component, shaped like the React + Tailwind libraries)."""

from __future__ import annotations

from pathlib import Path

from guinness.code import import_code_base
from guinness.designs.figma_import import import_figma_file
from guinness.matching import build_index, default_embedder, match_design
from tests.unit.code.archives import zip_with

DEMO_FIGMA = Path(__file__).resolve().parents[3] / "demo" / "figma" / "checkout.json"
BUTTON = """
import { cva, type VariantProps } from "class-variance-authority";

const buttonVariants = cva("btn", {
  variants: {
    variant: { default: "bg-primary", destructive: "bg-red-600", ghost: "bg-transparent" },
    size: { default: "h-9", sm: "h-8 text-sm", lg: "h-10 text-lg", icon: "size-9" },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export function Button({
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  return <button className={buttonVariants({ variant, size })} {...props} />;
}
"""


def test_a_large_instance_gets_the_cva_size_value() -> None:
    code = import_code_base(
        zip_with({"ui/button.tsx": BUTTON.encode()}),
        project_id=1,
        organization_id=1,
        archive_name="ui.zip",
    )
    figma = import_figma_file(
        DEMO_FIGMA.read_bytes(), project_id=1, organization_id=1, file_key="DEMO"
    )
    index = build_index(code.sources, embedder=default_embedder())

    matches = [
        match for design in figma.designs for match in match_design(design, index).usage_matches
    ]
    sizes = {
        match.variant.get("Size"): match.suggested_props.get("size")
        for match in matches
        if match.code_component == "Button"
    }

    assert sizes == {"Large": "lg", "Small": "sm"}
