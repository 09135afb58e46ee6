export { default as Text } from "./Text.svelte";
export type { TextProps } from "./types.js";
