export { default as Heading } from "./Heading.svelte";
export type { HeadingProps } from "./types.js";
