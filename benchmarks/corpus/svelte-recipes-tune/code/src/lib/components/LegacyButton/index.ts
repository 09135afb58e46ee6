/** @deprecated use Button */
export { default as LegacyButton } from "./LegacyButton.svelte";
export type { LegacyButtonProps } from "./types.js";
