export { default as ScheduleDay } from "./ScheduleDay.svelte";
export type { ScheduleDayProps } from "./types.js";
