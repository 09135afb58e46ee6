import Root from "./AccordionRoot.svelte";
import Item from "./AccordionItem.svelte";
import Trigger from "./AccordionTrigger.svelte";
import Content from "./AccordionContent.svelte";

export { Root, Item, Trigger, Content };
export {
  Root as Accordion,
  Item as AccordionItem,
  Trigger as AccordionTrigger,
  Content as AccordionContent,
};
export type {
  AccordionProps,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from "./types.js";
