import type { HTMLInputAttributes } from "svelte/elements";
import type { icons } from "../../icons/icons.js";

export interface TextInputProps extends Omit<HTMLInputAttributes, "size"> {
  label: string;
  value?: string;
  /** Shown while empty. */
  placeholder?: string;
  /** Help under the field; replaced by `error` when there is one. */
  hint?: string;
  /** Error message; also marks the field invalid. */
  error?: string;
  /** Leading icon. */
  icon?: keyof typeof icons;
  size?: "small" | "medium" | "large";
}
