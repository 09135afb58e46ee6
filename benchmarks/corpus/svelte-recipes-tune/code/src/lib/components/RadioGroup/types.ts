import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export interface RadioGroupRootProps extends Omit<HTMLAttributes<HTMLDivElement>, "onchange"> {
  /** Form field name shared by the items. */
  name: string;
  value?: string;
  orientation?: "vertical" | "horizontal";
  onchange?: (value: string) => void;
  children: Snippet;
}

export interface RadioGroupItemProps {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface RadioGroupContext {
  readonly name: string;
  readonly value: string | undefined;
  select(value: string): void;
}
