import type { HTMLSelectAttributes } from "svelte/elements";

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps extends Omit<HTMLSelectAttributes, "size"> {
  label: string;
  options: NativeSelectOption[];
  value?: string;
  placeholder?: string;
  size?: "small" | "medium" | "large";
}
