import Root from './legacy-alert.svelte';

/** @deprecated Use `Alert`. */
export { Root, Root as LegacyAlert };
