import type { HTMLAttributes } from "svelte/elements";

export interface SelectProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, "onchange"> {
  label: string;
  options: T[];
  value?: T | null;
  /** Text of an option; defaults to String(option). */
  getLabel?: (option: T) => string;
  /** Stable key of an option; defaults to its label. */
  getKey?: (option: T) => string;
  placeholder?: string;
  disabled?: boolean;
  size?: "small" | "medium" | "large";
  onchange?: (value: T) => void;
}
