export { default as Icon } from "./Icon.svelte";
export { glyphs, type IconName } from "./glyphs.js";
