export { default as Tag } from "./Tag.svelte";
export type { TagProps } from "./types.js";
