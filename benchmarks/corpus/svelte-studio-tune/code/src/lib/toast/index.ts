export { default as Toast } from "./Toast.svelte";
