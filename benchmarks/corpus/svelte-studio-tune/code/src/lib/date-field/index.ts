export { default as DateField } from "./DateField.svelte";
