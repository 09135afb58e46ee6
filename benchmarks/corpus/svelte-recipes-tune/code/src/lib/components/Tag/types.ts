import type { Snippet } from "svelte";
import type { HTMLButtonAttributes } from "svelte/elements";

export interface TagProps extends HTMLButtonAttributes {
  /** Pressed look of a filter tag. */
  selected?: boolean;
  /** Shows a remove button that fires `onremove`. */
  removable?: boolean;
  onremove?: () => void;
  children?: Snippet;
}
