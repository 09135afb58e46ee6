export { default as LessonBlock } from "./LessonBlock.svelte";
