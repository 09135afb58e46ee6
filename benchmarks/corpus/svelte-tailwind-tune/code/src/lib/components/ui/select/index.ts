import Root, { type SelectOption } from './select.svelte';

export { Root, Root as Select, type SelectOption };
