export { default as DateStrip } from "./DateStrip.svelte";
export type { DateStripDay, DateStripProps } from "./types.js";
