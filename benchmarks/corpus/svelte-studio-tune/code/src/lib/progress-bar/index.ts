export { default as ProgressBar } from "./ProgressBar.svelte";
