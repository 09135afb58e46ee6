import type { HTMLAttributes } from "svelte/elements";

export interface RatingProps extends Omit<HTMLAttributes<HTMLDivElement>, "onchange"> {
  /** 0 to `max`, halves allowed when read-only. */
  value: number;
  max?: number;
  /** Number of reviews, printed as "(128)". */
  count?: number;
  size?: "small" | "medium";
  readonly?: boolean;
  onchange?: (value: number) => void;
}
