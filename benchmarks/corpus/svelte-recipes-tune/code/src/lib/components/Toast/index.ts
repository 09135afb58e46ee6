export { default as Toast } from "./Toast.svelte";
export type { ToastProps } from "./types.js";
