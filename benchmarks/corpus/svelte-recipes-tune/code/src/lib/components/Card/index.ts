export { default as Card } from "./Card.svelte";
export { default as CardHeader } from "./CardHeader.svelte";
export { default as CardFooter } from "./CardFooter.svelte";
export type {
  CardProps,
  CardHeaderProps,
  CardFooterProps,
} from "./types.js";
