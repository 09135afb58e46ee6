export { default as Tooltip } from "./Tooltip.svelte";
