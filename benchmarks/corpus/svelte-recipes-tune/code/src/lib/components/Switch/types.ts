import type { HTMLButtonAttributes } from "svelte/elements";

export interface SwitchProps extends Omit<HTMLButtonAttributes, "onchange"> {
  label: string;
  checked?: boolean;
  size?: "small" | "medium";
  onchange?: (checked: boolean) => void;
}
