export { default as TextArea } from "./TextArea.svelte";
