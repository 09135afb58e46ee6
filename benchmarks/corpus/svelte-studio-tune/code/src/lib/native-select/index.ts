export { default as NativeSelect } from "./NativeSelect.svelte";
