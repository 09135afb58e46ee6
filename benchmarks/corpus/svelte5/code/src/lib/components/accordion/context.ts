import { getContext, setContext } from "svelte";

const ACCORDION = Symbol("sprout-accordion");

export interface AccordionContext {
  readonly type: "single" | "multiple";
  isOpen(value: string): boolean;
  toggle(value: string): void;
}

export const setAccordionContext = (context: AccordionContext) => setContext(ACCORDION, context);

/** Undefined when an item is used on its own, outside <Accordion.Root>. */
export const getAccordionContext = () => getContext<AccordionContext | undefined>(ACCORDION);
