import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export interface AccordionProps extends HTMLAttributes<HTMLDivElement> {
  /** Several items may be open at once. */
  multiple?: boolean;
  children: Snippet;
}

export interface AccordionItemProps extends HTMLAttributes<HTMLDivElement> {
  value?: string;
  /** Shorthand for a text trigger; without it, compose AccordionTrigger + AccordionContent. */
  title?: string;
  /** Open on first render. */
  open?: boolean;
  disabled?: boolean;
  children: Snippet;
}

export interface AccordionTriggerProps {
  children: Snippet;
}

export interface AccordionContentProps {
  children: Snippet;
}
