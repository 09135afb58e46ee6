export { default as EmptyState } from "./EmptyState.svelte";
