import type { HTMLAttributes } from "svelte/elements";
import type { icons } from "../../icons/icons.js";

export type IconSize = "small" | "medium" | "large";

export interface IconProps extends HTMLAttributes<HTMLSpanElement> {
  /** Key of the icon map. */
  name: keyof typeof icons;
  size?: IconSize;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}
