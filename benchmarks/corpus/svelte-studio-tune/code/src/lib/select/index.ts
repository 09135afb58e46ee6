export { default as Select } from "./Select.svelte";
