export { default as DayChip } from "./DayChip.svelte";
export type { DayChipProps } from "./types.js";
