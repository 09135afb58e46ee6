export { default as Tooltip } from "./Tooltip.svelte";
export type { TooltipProps } from "./types.js";
