export { default as NativeSelect } from "./NativeSelect.svelte";
export type { NativeSelectOption, NativeSelectProps } from "./types.js";
