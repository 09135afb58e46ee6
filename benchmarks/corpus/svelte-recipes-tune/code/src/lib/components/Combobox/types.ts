import type { HTMLAttributes } from "svelte/elements";

export interface ComboboxProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, "onchange"> {
  label: string;
  options: T[];
  value?: T | null;
  getLabel?: (option: T) => string;
  /** Custom matching; defaults to a case-insensitive substring test on the label. */
  filter?: (option: T, query: string) => boolean;
  placeholder?: string;
  emptyText?: string;
  disabled?: boolean;
  onchange?: (value: T) => void;
}
