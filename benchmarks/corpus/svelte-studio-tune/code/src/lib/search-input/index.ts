export { default as SearchInput } from "./SearchInput.svelte";
