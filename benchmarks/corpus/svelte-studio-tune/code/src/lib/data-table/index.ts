export { default as DataTable } from "./DataTable.svelte";
