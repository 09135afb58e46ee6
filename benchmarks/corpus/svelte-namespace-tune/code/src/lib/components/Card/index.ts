// import * as Card from "$lib/components/Card"  →  <Card.Root>, <Card.Header>, <Card.Body>, <Card.Footer>
export { default as Root } from "./CardRoot.svelte";
export { default as Header } from "./CardHeader.svelte";
export { default as Body } from "./CardBody.svelte";
export { default as Footer } from "./CardFooter.svelte";
