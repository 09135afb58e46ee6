import { getContext, setContext } from "svelte";

export interface AccordionContext {
  isOpen(value: string): boolean;
  toggle(value: string): void;
}

export interface AccordionItemContext {
  readonly value: string;
  readonly open: boolean;
  readonly disabled: boolean;
  toggle(): void;
}

const ROOT = Symbol("accordion");
const ITEM = Symbol("accordion-item");

export const setAccordion = (context: AccordionContext) => setContext(ROOT, context);
export const getAccordion = () => getContext<AccordionContext>(ROOT);
export const setAccordionItem = (context: AccordionItemContext) => setContext(ITEM, context);
export const getAccordionItem = () => getContext<AccordionItemContext>(ITEM);
