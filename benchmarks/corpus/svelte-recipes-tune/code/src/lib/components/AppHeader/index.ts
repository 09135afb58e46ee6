export { default as AppHeader } from "./AppHeader.svelte";
export type { AppHeaderLink, AppHeaderProps } from "./types.js";
