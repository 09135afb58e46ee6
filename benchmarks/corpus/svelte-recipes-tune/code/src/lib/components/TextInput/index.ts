export { default as TextInput } from "./TextInput.svelte";
export type { TextInputProps } from "./types.js";
