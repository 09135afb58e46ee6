import type { Snippet } from "svelte";
import type { HTMLAttributes, HTMLButtonAttributes } from "svelte/elements";

export interface TabsRootProps extends Omit<HTMLAttributes<HTMLDivElement>, "onchange"> {
  /** Value of the selected tab. */
  value: string;
  onchange?: (value: string) => void;
  children: Snippet;
}

export interface TabsListProps extends HTMLAttributes<HTMLDivElement> {
  /** Tabs share the full width. */
  fullWidth?: boolean;
  children: Snippet;
}

export interface TabsTriggerProps extends HTMLButtonAttributes {
  value: string;
  /** Small count after the label. */
  count?: number;
  children: Snippet;
}

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  children: Snippet;
}

export interface TabsContext {
  readonly value: string;
  select(value: string): void;
}
