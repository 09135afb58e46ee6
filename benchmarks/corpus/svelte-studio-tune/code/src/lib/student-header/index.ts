export { default as StudentHeader } from "./StudentHeader.svelte";
