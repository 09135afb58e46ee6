import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";
import type { icons } from "../../icons/icons.js";

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "critical";

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: "small" | "medium";
  icon?: keyof typeof icons;
  children?: Snippet;
}
