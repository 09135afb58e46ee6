export { default as PriceSummary } from "./PriceSummary.svelte";
export type { PriceSummaryProps } from "./types.js";
