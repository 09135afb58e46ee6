import type { HTMLAttributes } from "svelte/elements";

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: "small" | "medium" | "large";
  /** Read by screen readers. */
  label?: string;
}
