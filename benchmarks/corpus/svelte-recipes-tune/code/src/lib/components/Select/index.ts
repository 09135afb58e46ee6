export { default as Select } from "./Select.svelte";
export type { SelectProps } from "./types.js";
