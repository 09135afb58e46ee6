export { default as Alert } from "./Alert.svelte";
export type { AlertTone, AlertProps } from "./types.js";
