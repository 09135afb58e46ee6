export { default as Combobox } from "./Combobox.svelte";
export type { ComboboxProps } from "./types.js";
