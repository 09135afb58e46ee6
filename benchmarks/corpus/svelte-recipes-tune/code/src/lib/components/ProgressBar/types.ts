import type { HTMLAttributes } from "svelte/elements";

export interface ProgressBarProps extends HTMLAttributes<HTMLDivElement> {
  value: number;
  max?: number;
  label?: string;
  /** Prints the percentage at the end of the label row. */
  showValue?: boolean;
  tone?: "accent" | "success";
  size?: "small" | "medium";
}
