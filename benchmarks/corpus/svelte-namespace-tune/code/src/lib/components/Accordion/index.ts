// import * as Accordion from "$lib/components/Accordion"  →  <Accordion.Root>, <Accordion.Item>
export { default as Root } from "./AccordionRoot.svelte";
export { default as Item } from "./AccordionItem.svelte";
