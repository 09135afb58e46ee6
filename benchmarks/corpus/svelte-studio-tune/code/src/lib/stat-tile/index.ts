export { default as StatTile } from "./StatTile.svelte";
