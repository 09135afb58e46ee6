export { default as ProgressBar } from "./ProgressBar.svelte";
export type { ProgressBarProps } from "./types.js";
