import type { SVGAttributes } from "svelte/elements";

export interface GlyphProps extends SVGAttributes<SVGSVGElement> {
  /** Pixel size of the square glyph. */
  size?: number;
}
