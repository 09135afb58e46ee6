import type { HTMLAttributes } from "svelte/elements";

export interface StepperProps extends HTMLAttributes<HTMLOListElement> {
  /** Step titles, in order. */
  steps: string[];
  /** Zero-based index of the current step. */
  current?: number;
}
