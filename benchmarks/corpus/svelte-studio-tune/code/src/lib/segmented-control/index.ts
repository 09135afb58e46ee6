export { default as SegmentedControl } from "./SegmentedControl.svelte";
