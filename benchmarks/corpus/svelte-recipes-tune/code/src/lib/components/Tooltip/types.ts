import type { Snippet } from "svelte";

export interface TooltipProps {
  /** The bubble's text. */
  text: string;
  placement?: "top" | "bottom" | "left" | "right";
  /** ms before showing on hover. */
  delay?: number;
  /** The trigger element. */
  children: Snippet;
}
