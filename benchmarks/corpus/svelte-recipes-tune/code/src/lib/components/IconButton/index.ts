export { default as IconButton } from "./IconButton.svelte";
export type { IconButtonProps } from "./types.js";
