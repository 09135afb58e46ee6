export { default as Divider } from "./Divider.svelte";
export type { DividerProps } from "./types.js";
