export { default as Switch } from "./Switch.svelte";
export type { SwitchProps } from "./types.js";
