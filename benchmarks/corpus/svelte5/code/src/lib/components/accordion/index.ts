import Root from "./accordion.svelte";
import Item from "./accordion-item.svelte";

export {
  Root,
  Item,
  //
  Root as Accordion,
  Item as AccordionItem,
};
