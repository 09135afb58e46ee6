export { default as WeekGrid } from "./WeekGrid.svelte";
