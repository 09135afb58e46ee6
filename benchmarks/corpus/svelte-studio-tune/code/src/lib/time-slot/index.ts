export { default as TimeSlot } from "./TimeSlot.svelte";
