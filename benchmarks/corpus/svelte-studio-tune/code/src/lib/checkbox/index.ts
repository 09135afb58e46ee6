export { default as Checkbox } from "./Checkbox.svelte";
