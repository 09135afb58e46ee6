export { default as TextField } from "./TextField.svelte";
