export { default as Checkbox } from "./Checkbox.svelte";
export type { CheckboxProps } from "./types.js";
