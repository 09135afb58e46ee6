import type { HTMLInputAttributes } from "svelte/elements";

export interface CheckboxProps extends Omit<HTMLInputAttributes, "type"> {
  label: string;
  checked?: boolean;
  /** The "some selected" dash; wins over `checked` visually. */
  indeterminate?: boolean;
  description?: string;
}
