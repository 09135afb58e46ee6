import type { HTMLTextareaAttributes } from "svelte/elements";

export interface TextAreaProps extends HTMLTextareaAttributes {
  label: string;
  value?: string;
  placeholder?: string;
  hint?: string;
  /** Counts characters against `maxlength` when set. */
  showCount?: boolean;
}
