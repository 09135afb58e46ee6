import Root from "./legacy-alert.svelte";

/** @deprecated use `Alert` from `$lib/components/ui/alert`. */
export { Root, Root as LegacyAlert };
