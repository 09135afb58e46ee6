export { default as InvoiceRow } from "./InvoiceRow.svelte";
