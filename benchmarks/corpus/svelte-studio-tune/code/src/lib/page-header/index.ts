export { default as PageHeader } from "./PageHeader.svelte";
