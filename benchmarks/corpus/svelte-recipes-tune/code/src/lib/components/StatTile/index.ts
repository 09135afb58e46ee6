export { default as StatTile } from "./StatTile.svelte";
export type { StatTileProps } from "./types.js";
