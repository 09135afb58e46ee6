export { default as Icon } from "./Icon.svelte";
export type { IconSize, IconProps } from "./types.js";
