export { default as Rating } from "./Rating.svelte";
export type { RatingProps } from "./types.js";
