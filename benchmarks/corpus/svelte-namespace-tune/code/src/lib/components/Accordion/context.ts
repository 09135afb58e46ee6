import { getContext, setContext } from "svelte";

const KEY = Symbol("accordion");

export interface AccordionContext {
  /** Several items may be open at once. */
  readonly multiple: boolean;
  /** The item opened last (single mode closes the others). */
  readonly current: string | null;
  opened(id: string): void;
}

export function setAccordionContext(context: AccordionContext): AccordionContext {
  return setContext(KEY, context);
}

/** Items also work on their own, outside a Root. */
export function getAccordionContext(): AccordionContext | undefined {
  return getContext<AccordionContext | undefined>(KEY);
}
