// import { Card } from "@fermata/ui" → <Card.Root>, <Card.Header>, <Card.Footer>
export { default as Root } from "./CardRoot.svelte";
export { default as Header } from "./CardHeader.svelte";
export { default as Footer } from "./CardFooter.svelte";
