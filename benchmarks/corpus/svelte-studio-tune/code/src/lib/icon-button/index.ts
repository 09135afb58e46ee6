export { default as IconButton } from "./IconButton.svelte";
