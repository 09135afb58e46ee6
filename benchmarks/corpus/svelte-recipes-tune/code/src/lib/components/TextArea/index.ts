export { default as TextArea } from "./TextArea.svelte";
export type { TextAreaProps } from "./types.js";
