export { default as Spinner } from "./Spinner.svelte";
export type { SpinnerProps } from "./types.js";
