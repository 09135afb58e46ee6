import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render. */
  as?: "p" | "span" | "div" | "label" | "small" | "strong";
  size?: "xsmall" | "small" | "medium" | "large";
  weight?: "regular" | "medium" | "semibold" | "bold";
  tone?: "default" | "muted" | "accent" | "critical";
  children?: Snippet;
}
