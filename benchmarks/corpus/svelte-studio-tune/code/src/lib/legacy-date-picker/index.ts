/** @deprecated Use `DateField` from "@fermata/ui". */
export { default as LegacyDatePicker } from "./LegacyDatePicker.svelte";
