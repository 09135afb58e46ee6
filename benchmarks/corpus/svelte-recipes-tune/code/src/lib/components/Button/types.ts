import type { Snippet } from "svelte";
import type { HTMLButtonAttributes } from "svelte/elements";
import type { icons } from "../../icons/icons.js";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "critical";
export type ButtonSize = "small" | "medium" | "large";

export interface ButtonProps extends HTMLButtonAttributes {
  /** Visual weight: one primary action per view. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon drawn next to the label. */
  icon?: keyof typeof icons;
  iconPosition?: "start" | "end";
  /** Shows a spinner and blocks clicks. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  children?: Snippet;
}
