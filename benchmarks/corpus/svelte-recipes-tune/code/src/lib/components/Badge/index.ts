export { default as Badge } from "./Badge.svelte";
export type { BadgeTone, BadgeProps } from "./types.js";
