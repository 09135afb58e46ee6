import type { HTMLButtonAttributes } from "svelte/elements";
import type { icons } from "../../icons/icons.js";

export interface IconButtonProps extends HTMLButtonAttributes {
  icon: keyof typeof icons;
  /** Accessible name (there is no visible label). */
  label: string;
  variant?: "solid" | "subtle" | "ghost";
  size?: "small" | "medium" | "large";
}
