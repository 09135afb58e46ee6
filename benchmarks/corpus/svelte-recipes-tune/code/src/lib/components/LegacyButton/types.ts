import type { Snippet } from "svelte";
import type { HTMLButtonAttributes } from "svelte/elements";

export interface LegacyButtonProps extends HTMLButtonAttributes {
  kind?: "primary" | "default" | "link";
  /** The old compact size. */
  small?: boolean;
  children?: Snippet;
}
